<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name />
        <message>
            <source>Cards</source>
            <comment>vowel</comment>
            <extracomment>The one MIME type of a dragged card: JSON ``{"zone": str, "rows": [int], "cards": [int]}``.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cards</source>
            <comment>consonant</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cards</source>
            <comment>marked to discard</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cards</source>
            <comment>its patent is owned: it pays a royalty</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>A to Z</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Lay a card of that letter (hand or pool)</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Backspace</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Take back the last card laid</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Enter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Play the word</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Esc</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Clear the word</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Space</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Type into the second word (V patent)</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>+</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Add an S to the word (Z patent)</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Discarding</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Mark a card of that letter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Discard the marked cards</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Unmark every card, or stop discarding</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Buying a patent</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Buy the patent of that letter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Buy nothing</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>A word is played</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Enter or Esc</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Accept the word</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>C</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Challenge the word</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Go on after the verdict</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Passing the device</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Enter or Space</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Show your hand</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>Menus</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Themes</source>
            <comment>&amp;High contrast</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Themes</source>
            <comment>&amp;Dark</comment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Accessibility</name>
        <message>
            <source>Status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The players:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AiRunner</name>
        <message>
            <source>(played safe after an error)</source>
            <extracomment>A computer player of whichever family (its view and its actions are the family's own). Tags of different games differ by this much (no game has that many actions).</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Announcer</name>
        <message>
            <source>Game news</source>
            <extracomment>Whether this Qt speaks announcements itself (else the live region carries them alone). Everything announced since the window opened, oldest first (kept short).</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <source>DISCARD</source>
            <extracomment>Rendered pictures by key: a card is painted once per look and size, then blitted. Soft shadows and gradients are costly on the software rasteriser, and a table repaints often.</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ChallengeBar</name>
        <message>
            <source>Accept  (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The word stands; the game goes on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seconds until the word is accepted by itself</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Always accept computers' words</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Settings &gt; Accept computer players' words turns this off again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Challenge  (C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} challenges</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Say the word is not in the word list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Everyone accepts  (Enter)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GameKeeping</name>
        <message>
            <source>The game you left was kept as {name}; File &gt; Open finds it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open a saved game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear the list</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GameLog</name>
        <message>
            <source>Game log</source>
            <extracomment>Item data: the line stands out (a turn's start, a verdict), or is a computer's explanation. Item data: the seat colour of the dot in front of the line ("" for none).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game's story, one line per event</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} explains</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GameModel</name>
        <message>
            <source>(The story of this game cannot be retold: {error})</source>
            <extracomment>A family's game (its actions are ``ActionT``; the bound is what the house reads of any). The key of a computer player's explanations in a saved record's optional keys. An explanation longer than this in a save file is cut (a file is not to be trusted). The family this controller plays; each family's subclass sets it. Computer players' explanations: action index -&gt; (seat, text).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: {explanation}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GameTable</name>
        <message>
            <source>Second word (V patent): press Space to type here</source>
            <extracomment>Heights of the rows whose contents come and go with the step of the turn: they never change, so the hand and the word rows stay where they are. Width of the column of power buttons beside the word rows (and of the space that balances it on the other side, so the word stays centred). Below this table width the log folds away (a button unfolds it), before the cards shrink. The guide of the guided first game, while it runs.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The pool</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The word you are building</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your second word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The patents</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deck and discard pile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Build a word: drag, click or type letters</source>
            <extracomment>Cards travelling, coins flying, patents flipping (none under reduced motion). The ring round the table while it has the keyboard; Tab walks the buttons after it.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play  (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play the word in the word row</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear  (Esc)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take every card back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hint</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Put a good word in the word row (Ctrl+H)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Discard instead...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Swap cards instead of building (Ctrl+D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pass  (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Discard the marked cards and draw back to 7</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Buy nothing  (Esc)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End the purchase step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep all  (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Discard the marked cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Discard this card  (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The penalty: discard exactly one card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>+S  (+)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Z patent: add an S to the end of this word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Y: vowel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Declare the Y a vowel or a consonant (Ctrl+Y)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>2nd word  (Space)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>V patent: type into the other word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take back  (Ctrl+Z)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo your last action of this turn, until new cards or answers are seen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Play the word  (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Clear the word  (Esc)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Discard instead of building</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Replace a card (Q patent)...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Flip &amp;Y vowel/consonant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add &amp;S (Z patent)  (+)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Second &amp;word (V patent)  (Space)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You cannot replace a card now (Q patent, start of turn).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{letter} (your hand)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{letter} (pool)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replace a card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card to swap:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing to take back: new cards or answers have been seen since.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Back to the start of your turn. This game is not rated.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Taken back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take back a whole turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Going back to the start of your turn undoes cards and answers you have already seen, so this game will no longer count for your rating.

Take back the turn?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No word found with these cards: discard some instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No free {letter} card in your hand or the pool.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>+${money} +%n stock</source>
            <translation>
                <numerusform>+${money} +%n stock</numerusform>
                <numerusform>+${money} +%n stock</numerusform>
            </translation>
        </message>
        <message>
            <source>+${money}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>+${amount} royalty ({letter})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bought {letter}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The deck is empty: %n discarded card(s) are reshuffled.</source>
            <translation>
                <numerusform>The deck is empty: %n discarded card is reshuffled.</numerusform>
                <numerusform>The deck is empty: %n discarded cards are reshuffled.</numerusform>
            </translation>
        </message>
        <message>
            <source>FINAL ROUND - you reached ${value} in patents</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Final round! You hold patents worth ${value}. Everyone gets the same number of turns.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FINAL ROUND - {name} reached ${value} in patents</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Final round! {name} holds patents worth ${value}. Everyone gets the same number of turns.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{words}: not in the word list. Discard one card as a penalty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{words}: not in the word list. Try again or discard.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Y: vowel  ⇄</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Y: consonant  ⇄</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Discard %n and draw  (Enter)</source>
            <translation>
                <numerusform>Discard %n and draw  (Enter)</numerusform>
                <numerusform>Discard %n and draw  (Enter)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Discard %n  (Enter)</source>
            <translation>
                <numerusform>Discard %n  (Enter)</numerusform>
                <numerusform>Discard %n  (Enter)</numerusform>
            </translation>
        </message>
        <message>
            <source>FINAL ROUND</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No game yet: start one from the File menu (Ctrl+Shift+N plays at once).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{words}: not in the word list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click cards (or type their letters) to mark them; a marked card rises and is crossed out.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You can buy: {letters}. Click a glowing patent or type its letter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fold the game log away</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the game log</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HandoverScreen</name>
        <message>
            <source>Pass to {name}</source>
            <extracomment>Milliseconds an announcement takes to fade out, at the usual animation speed.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only {name} should look now. The other hands stay hidden until their turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>I am {name}: show my cards  (Enter)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>KeysDialog</name>
        <message>
            <source>Keys</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;Edit</source>
            <extracomment>Computer speeds offered in View &gt; Computer speed: label, milliseconds per action. Every setting; change it with :meth:`apply` or :meth:`update_settings` only. The first start's welcome screen, once shown. The one-click game against the computer (File &gt; Play against the computer). The last game set up (File &gt; New game starts from it). Asks the person a yes/no question (title, text): a message box, unless the keeping of games answers through its own. Whether a game left for another is kept as a save file (the keeping of games does). The people's outcomes of the game just recorded (the keeping of games provides them); the summary shows rating changes and personal records from it. The menu entry of each computer pace and animation speed, to check the one in use. The game's sounds (View &gt; Mute, Settings &gt; Sound volume). The news said to screen readers; its live region sits in the status bar.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Take back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take back whole &amp;turns against the computer (the game is not rated)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Guided first game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Slow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fast</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Guided first game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The word list cannot be loaded:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play against the computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A game is in progress. Leave it for a new one? It is kept as a saved game: File &gt; Open finds it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A game is in progress. Leave it for a new one? It will be lost.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Challenge time limit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seconds the challenge bar counts down before it accepts a word by itself
(0 turns the countdown off: the bar waits for your answer):</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MotionLayer</name>
        <message>
            <source>Moving cards</source>
            <extracomment>No flight lasts longer than this many milliseconds, whatever the animation speed. A flight's length at the normal animation speed. Paints a flight's picture: (painter, where, progress 0..1).</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Narration</name>
        <message>
            <source>You</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{others} and {last}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You win!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} wins!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nobody wins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{names} share the win!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn {turn}: your turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn {turn}: {name} to play.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You used the Q patent: {old} in the pool was replaced by {new}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} used the Q patent: {old} in the pool was replaced by {new}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You used the Q patent to replace a card of your hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} used the Q patent to replace a card of their hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You placed {words}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} placed {words}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{names} may accept or challenge.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You challenge.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You accept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} challenges.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} accepts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You challenged {builder}: {words} are not in the word list; the play is rejected.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{challenger} challenged you: {words} are not in the word list; your play is rejected.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{challenger} challenged {builder}: {words} are not in the word list; the play is rejected.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You challenged {builder}: {words} is not in the word list; the play is rejected.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{challenger} challenged you: {words} is not in the word list; your play is rejected.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{challenger} challenged {builder}: {words} is not in the word list; the play is rejected.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You challenged {builder}: the play is valid; the bank pays {builder} $1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You challenged {builder}: the play is valid; you pay {builder} $1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{challenger} challenged you: your play is valid; the bank pays you $1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{challenger} challenged you: your play is valid; {challenger} pays you $1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{challenger} challenged {builder}: the play is valid; the bank pays {builder} $1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{challenger} challenged {builder}: the play is valid; {challenger} pays {builder} $1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The play is not allowed: the cards go back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{words} are not in the word list: the cards go back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{words} is not in the word list: the cards go back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You must discard one card as a penalty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} must discard one card as a penalty.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n try(s) left.</source>
            <translation>
                <numerusform>%n try left.</numerusform>
                <numerusform>%n tries left.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You score {word}: ${money} + %n stock.</source>
            <translation>
                <numerusform>You score {word}: ${money} + %n stock.</numerusform>
                <numerusform>You score {word}: ${money} + %n stock.</numerusform>
            </translation>
        </message>
        <message>
            <source>You score {word}: ${money}.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{name} scores {word}: ${money} + %n stock.</source>
            <translation>
                <numerusform>{name} scores {word}: ${money} + %n stock.</numerusform>
                <numerusform>{name} scores {word}: ${money} + %n stock.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} scores {word}: ${money}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(x{multiplier} by {letters})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You receive ${amount} royalty for {letter} from the bank.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} receives ${amount} royalty for {letter} from the bank.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You buy the {letter} patent for ${cost}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} buys the {letter} patent for ${cost}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You buy no patent.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} buys no patent.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Final round! You hold patents worth ${value}. The round is played to its end.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Final round! {name} holds patents worth ${value}. The round is played to its end.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The pool is refilled with {letters}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You discard {letter} as the penalty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} discards {letter} as the penalty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You keep the other cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} keeps the other cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You pass.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} passes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You discard {letters}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} discards {letters}.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>You draw %n card(s).</source>
            <translation>
                <numerusform>You draw %n card.</numerusform>
                <numerusform>You draw %n cards.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} draws %n card(s).</source>
            <translation>
                <numerusform>{name} draws %n card.</numerusform>
                <numerusform>{name} draws %n cards.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The deck ran out: %n discarded card(s) are shuffled into a new deck.</source>
            <translation>
                <numerusform>The deck ran out: %n discarded card is shuffled into a new deck.</numerusform>
                <numerusform>The deck ran out: %n discarded cards are shuffled into a new deck.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} {score}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game over. {victory} Scores: {scores}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PilesView</name>
        <message>
            <source>Deck: {deck} cards. Discard pile: {discards} cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>discards</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>QCoreApplication</name>
        <message>
            <source>Keys</source>
            <comment>Building a word</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Themes</source>
            <comment>&amp;Felt table</comment>
            <extracomment>Width in pixels of the buttons' borders (thicker where contrast is the point). The paper of the statistics and history windows and of the end's chart: its page, panels, edges, text, quiet text, table headers, chosen row, error, chips. The charts' rating line, won / drawn / lost bars and grid, on the paper. A rating that went up, and one that went down, on the end's plaques (over the table).</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ReplaceZone</name>
        <message>
            <source>Q patent: once per turn, before you build or discard, drop a card of your hand or the pool here to swap it for the top card of the deck (Ctrl+R).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Q: drop a card here to swap it</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message>
            <source>{name}: ${money} money, {stock} stock, patents {patents} worth ${value} (reached the goal). Score {score}.</source>
            <extracomment>Seconds a floating text (money earned, a purchase) rises, at the usual animation speed. Texts for one plaque that arrive within this many seconds float together, one line each. Seconds a floating text rises (the animation speed setting shortens it).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: ${money} money, {stock} stock, patents {patents} worth ${value} (${to_goal} to the goal). Score {score}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>person</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>to play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>computer, playing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>patents {letters}  ${value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>goal reached</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>${to_goal} to goal</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>StatisticsWindow</name>
        <message>
            <source>Highest score</source>
            <extracomment>Friendly names of the computer players, used until the AI package names its levels itself.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{earned}; best turn {words}: {turn}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no word scored yet</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SummaryDialog</name>
        <message>
            <source>Game over</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>with %n point(s), after {turns} turns</source>
            <translation>
                <numerusform>with %n point, after {turns} turns</numerusform>
                <numerusform>with %n points, after {turns} turns</numerusform>
            </translation>
        </message>
        <message>
            <source>Play again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close  (Esc)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rating {before} → {after} ({change:+d})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First win!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New personal best: highest score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New personal best: best word</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TableQuestions</name>
        <message>
            <source>Challenge question</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Everyone accepted {words}.</source>
            <extracomment>A challenge's verdict in a hot-seat game, shown before the device goes on, and the action count it belongs to. The seat a hand-over waits for while the verdict is being read. What the next hand-over screen tells about the play just answered.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pass the device to {name}  (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{story} {name} goes on with the turn.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TableWords</name>
        <message numerus="yes">
            <source>Word list: {lexicon}  ·  game over after %n turn(s)</source>
            <translation>
                <numerusform>Word list: {lexicon}  ·  game over after %n turn</numerusform>
                <numerusform>Word list: {lexicon}  ·  game over after %n turns</numerusform>
            </translation>
        </message>
        <message>
            <source>Word list: {lexicon}  ·  players challenge words  ·  goal ${goal}  ·  turn {turn}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Word list: {lexicon}  ·  the game checks words  ·  goal ${goal}  ·  turn {turn}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game over. {victory}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is thinking...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}'s turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Buy a patent?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}, buy a patent?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Penalty: discard one card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: penalty - discard one card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Discard any cards you do not want, then press Enter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: discard any cards you do not want, then press Enter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark the cards to discard (none = pass)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: mark the cards to discard (none = pass)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} played {words}. Does anyone challenge it?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} played {words}. Is it a word? Challenge or accept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You played {words}: waiting for the others' answers...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} played {words}: waiting for challenges...</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Build a word - or discard instead (%n try(s) left)</source>
            <translation>
                <numerusform>Build a word - or discard instead (%n try left)</numerusform>
                <numerusform>Build a word - or discard instead (%n tries left)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}, build a word - or discard instead (%n try(s) left)</source>
            <translation>
                <numerusform>{name}, build a word - or discard instead (%n try left)</numerusform>
                <numerusform>{name}, build a word - or discard instead (%n tries left)</numerusform>
            </translation>
        </message>
        <message>
            <source>Build a word - or discard instead</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}, build a word - or discard instead</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Challenge a good word and you pay {builder} $1 (the bank pays if you have no money). If it is not a word, {builder} takes the cards back and discards one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Anyone who doubts it may challenge; the first challenger after {builder} pays $1 if the word is good. If it is not a word, {builder} takes the cards back and discards one.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>${money} money + %n stock + ${value} in patents ({letters})</source>
            <translation>
                <numerusform>${money} money + %n stock + ${value} in patents ({letters})</numerusform>
                <numerusform>${money} money + %n stock + ${value} in patents ({letters})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>${money} money + %n stock, no patents</source>
            <translation>
                <numerusform>${money} money + %n stock, no patents</numerusform>
                <numerusform>${money} money + %n stock, no patents</numerusform>
            </translation>
        </message>
        <message>
            <source>You</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score = money + stock + value of patents. Worth over the turns:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Best word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no word scored</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Best turn</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{words}: ${money} + %n stock, turn {turn}</source>
            <translation>
                <numerusform>{words}: ${money} + %n stock, turn {turn}</numerusform>
                <numerusform>{words}: ${money} + %n stock, turn {turn}</numerusform>
            </translation>
        </message>
        <message>
            <source>{words}: ${money}, turn {turn}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>WelcomeScreen</name>
        <message>
            <source>Welcome to the patent game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Build words from letter cards, buy patents on letters, and earn a royalty whenever someone plays yours.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Learn to play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A guided first game on the real table: one step at a time.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play against the computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start a game against two computer players right away.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open a saved game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go on with a game kept as a file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys: L, P or O; the arrows and Enter also work.</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
