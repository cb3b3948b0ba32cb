<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>About</name>
        <message>
            <source>Everyday vocabularies of the board games' computer players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The vocabularies' credits could not be read: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{id} ({words} words), made from {source}. Licence: {licence}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AiRunner</name>
        <message>
            <source>(played safe after an error)</source>
            <extracomment>A computer player of whichever family (its view and its actions are the family's own). Tags of different games differ by this much (no game has that many actions). The cancel hook of each request still thinking, by (tag, seat). Requests cancelled because the table moved on while they thought.</extracomment>
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
            <source>Settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Continue?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The unfinished game was kept as %1; File &gt; Open finds it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Statistics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Autosave</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game you left was kept as {name}; File &gt; Open finds it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match my level: the computer plays as {name}, step {step} of the ladder.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save as</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved as %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open a saved game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opened %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear the list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game history</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GameModel</name>
        <message>
            <source>{name} had a problem: {message}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(The story of this game cannot be retold: {error})</source>
            <extracomment>The family this controller plays; each family's subclass sets it. Computer players' explanations: action index -&gt; (seat, text). Computer players' failures: the index of the action they came before -&gt; (seat, text).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: {explanation}</source>
            <extracomment>A family's game (its actions are ``ActionT``; the bound is what the house reads of any). The key of a computer player's explanations in a saved record's optional keys. The key of the computer players' failures ("... had a problem") in a saved record's optional keys: ``[[action index, seat, message], ...]``, each told before that action. An explanation longer than this in a save file is cut (a file is not to be trusted).</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GameTable</name>
        <message>
            <source>Second word (V patent): press Space to type here</source>
            <extracomment>Heights of the rows whose contents come and go with the step of the turn: they never change, so the hand and the word rows stay where they are. Width of the column of power buttons beside the word rows (and of the space that balances it on the other side, so the word stays centred). Below this table width the log folds away (a button unfolds it), before the cards shrink. The colour of a computer player's explanation in the log: quieter than the events. The colour of a computer player's failure in the log ("... had a problem"): a warning. The guide of the guided first game, while it runs.</extracomment>
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
        <name>MainWindow</name>
        <message>
            <source>&amp;Edit</source>
            <extracomment>Computer speeds offered in View &gt; Computer speed: label, milliseconds per action. Every setting; change it with :meth:`apply` or :meth:`update_settings` only. The first start's welcome screen, once shown. The one-click game against the computer (File &gt; Play against the computer). The last game set up (File &gt; New game starts from it). Makes the game a setup asks for: gives a "match my level" seat its step (the game keeping replaces it with one that reads the statistics). Asks the person a yes/no question (title, text): a message box, unless the keeping of games answers through its own. Whether a game left for another is kept as a save file (the keeping of games does). The people's outcomes of the game just recorded (the keeping of games provides them); the summary shows rating changes and personal records from it. The menu entry of each computer pace and animation speed, to check the one in use.</extracomment>
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
        <name>PatentRulesForm</name>
        <message>
            <source>Players challenge words (classic)</source>
            <extracomment>The highest goal one can set: every patent together is worth $110.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game checks every word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Checking words:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unlimited</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When the game checks words: how often a player may build again after a rejected word; then one card is discarded as a penalty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tries after a rejected word:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Multiply (two doublers = x4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add (two doublers = x3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Never more than x2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Several doublers:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Q patent may also replace a card of the pool</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Z patent's free S counts toward the 3 letters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Patent value that starts the final round; the usual goal depends on the players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Goal:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>usual ($%1)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The goal also needs at least %n patent(s)</source>
            <translation>
                <numerusform>The goal also needs at least %n patent</numerusform>
                <numerusform>The goal also needs at least %n patents</numerusform>
            </translation>
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
        <name>Rules</name>
        <message numerus="yes">
            <source>There are %n letter card(s):</source>
            <extracomment>Qt's translation of a sentence: ``translate(context, text)``.</extracomment>
            <translation>
                <numerusform>There is %n letter card:</numerusform>
                <numerusform>There are %n letter cards:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Each player is dealt %n card(s).</source>
            <translation>
                <numerusform>Each player is dealt %n card.</numerusform>
                <numerusform>Each player is dealt %n cards.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) lie face up as the pool.</source>
            <translation>
                <numerusform>%n card lies face up as the pool.</numerusform>
                <numerusform>%n cards lie face up as the pool.</numerusform>
            </translation>
        </message>
        <message>
            <source>letters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>money</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stock</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>letter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>patent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>price</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>goal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>minimum patents (option)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>multiply (usual)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>add</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>never more than x2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>doublers on a word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How to play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Build words from your cards and the cards of the pool. Words earn money and, from six letters on, stock. With money you buy &lt;b&gt;patents&lt;/b&gt; on letters: whenever another player plays a card of your letter, the bank pays you $1, and some patents give a special power. The game ends after the round in which someone's patents reach the goal; then money, stock and patents together decide the winner.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The cards and the start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Everyone starts with $0 and no stock; the bank never runs out. Before the deal every player cuts the deck: the card nearest to Z starts (players who tie cut again), and that player starts every round of the game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On your turn you either discard or build.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Discard&lt;/b&gt;: discard any number of your cards (none is a pass), draw back to 7, and your turn ends.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Build&lt;/b&gt;: lay out a word of at least 3 letters made of your cards and the pool's, with at least one card of your own. Then, in this order: the word is checked (see Challenges); you receive its money and stock; the owners of the letters you played receive their royalties; you may buy one patent; the pool is refilled to 3 from the deck and the played cards go to the discard pile; you may discard any of your remaining cards; you draw back to 7.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When the deck is empty, the discard pile is shuffled into a new deck. On the last turn of the game the discard after a build is skipped: it could change nothing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What a word earns</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every letter counts toward the length, an X copy and a Z's free S included; 12 letters is the longest word possible. Stock counts like money at the end but can never be spent.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A word with a Q card in it is doubled, whoever owns the Q patent. Doubling doubles both money and stock. Several doublers on one word stack:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The way doublers stack is a rule option of the New game dialog; multiplying is the usual rule.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Royalties</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>For every card of a letter in an accepted word, the owner of that letter's patent receives $1 from the bank: a word with two E cards pays the owner of E $2. Nobody earns a royalty on their own patents, on an X copy or on a Z's free S.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Buying a patent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After an accepted word you may buy at most one patent: one nobody owns yet, that you can pay (the money this word earned counts), and whose letter is on a card you played this turn. An X copy and a Z's free S do not let you buy their letter. Each patent's price is also its value at the end; all 26 are worth $110.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Patent powers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only the owner of the patent has its power.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;B&lt;/b&gt; doubles a word whose first and last letters are both vowels.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;J&lt;/b&gt; doubles a word in which at least half of the letters are vowels (a 5-letter word needs 3).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;K&lt;/b&gt; doubles a word with exactly one vowel; a word without vowels does not count.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Q&lt;/b&gt;: once a turn, before you build or discard, replace one card of your hand or of the pool: it goes to the discard pile and the deck's top card takes its place at once. You may still discard instead of building afterwards. (A rule option allows replacing your own cards only.) Drop the card on the purple zone, or press Ctrl+R.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;V&lt;/b&gt;: build two words in one turn. Each follows every rule of a word on its own, each needs a card of your own hand, and no card is in both. Each of B, J and K doubles only one of the two words: the game gives each power to the word where it earns most. Space switches between the two word rows.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;X&lt;/b&gt;: one real card of this turn's play may be used twice; the copy may sit in either word. A play that uses X needs at least 3 real cards. Click or drag a used, faded card again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Z&lt;/b&gt;: add one S after the last letter of one word, without a card. Usually the S counts toward the 3 letters a word needs (a rule option can say otherwise). The +S button or the + key adds it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A Y counts as a vowel or a consonant, as the player declares; it matters only for B, J and K. The table picks the better choice; Ctrl+Y or a click on the Y's badge flips it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Challenges</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the classic game every other player accepts or challenges each word. If nobody challenges, the word stands as built, whether it is in the word list or not. If several challenge, only the first challenger clockwise from the builder counts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A word that is not in the word list (with V: either word) is rejected: its cards go back where they came from, nothing is earned, and the builder must discard exactly one card, then draws back to 7. The turn ends.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A word that is in the list stands: the challenger pays the builder $1 (when the challenger has no money, the bank pays it), then the builder scores as usual.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>With the option &lt;i&gt;The game checks every word&lt;/i&gt;, nobody challenges: a rejected word goes back to its places and the builder may build again or discard instead, as often as the tries allow (3 by default, or unlimited, or none). When the tries are used up, the builder discards one card as a penalty and the turn ends. No money changes hands.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End of the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When a player's patents are worth at least the goal, the final round starts (it is checked when a patent is bought). Play goes on until the player before the start player has had the turn, so everyone has the same number of turns.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The New game dialog may set another goal. The option to also require a minimum number of patents is offered only when the goal is low enough for fewer patents to reach it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score = money + stock + the value of your patents. The highest score wins; a tie goes to the higher patent value, and a tie after that is shared.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Taking back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take back (Ctrl+Z) undoes your own actions of this turn until something new is seen: drawn cards, a refilled pool, a replacement card, or an answer to a challenge or to the game's check. Playing alone against the computer, you may allow taking back whole turns (Settings menu); such a game no longer counts for your rating.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keyboard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Letters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>build the word / mark cards / buy that patent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Backspace, Escape</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>take back a letter, clear (or buy nothing)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>play / discard the marked cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Space, +, Ctrl+Y</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>second word (V), add S (Z), flip a Y</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+D, Ctrl+R, Ctrl+H</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>discard instead, replace (Q), hint</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+Z</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>take back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+N, Ctrl+Shift+N</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>new game, play against the computer</source>
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
            <source>{name}, step {step}</source>
            <extracomment>Names of the opponents that are not levels people choose.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Highest score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>plays like step {step}, {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rated against the computer players' ladder: {name}, step {step}, is rated {rating:.0f}. Your rating started at {start:.0f}.</source>
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
            <extracomment>Medal colours of the first three places.</extracomment>
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
            <extracomment>A challenge's verdict in a hot-seat game, shown before the device goes on, and the action count it belongs to. The seat a hand-over waits for while the verdict is being read. What the next hand-over screen tells about the play just answered. While a guided game teaches the question, it waits for the person's answer (no countdown) and is asked of every word, whatever the settings say.</extracomment>
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
        <name>Tutorial</name>
        <message>
            <source>Guided first game · step %1 of %2</source>
            <extracomment>Qt's translation of a sentence: ``translate("Tutorial", text)``, the context written out at every call so that the translation build finds it.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Welcome to the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your seven cards are at the bottom. The three cards in the middle are the pool: anyone may use them. At the top lie the 26 patents, one per letter, with their prices. You play against %1; the scoreboard shows your money, stock and patents.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Build a word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Build RAVEN: click the R, A, V and E in your hand, then the N in the pool, or simply type the letters. Under the word row you see what it earns. Then press Play (Enter).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In this lesson, play RAVEN (the N is in the pool).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Buy a patent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RAVEN earned you $3. Now you may buy the patent of one letter you played. Buy V for $2: click the glowing V, or type V. From now on, whenever someone else plays a V, the bank pays you $1, and the V patent gives you a power.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In this lesson, buy the V patent: click the glowing V or type V.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Discard or keep</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After a word you may discard cards you do not want; then you draw back to seven cards. This time keep them all: press Keep all (Enter).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep all your cards this time: press Enter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A challenge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 played VIOLET. Every other player may challenge a word that is not in the word list: then it is taken back and its builder loses a card. But challenging a real word costs you $1. VIOLET is a word: accept it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Answer the question: accept the word or challenge it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A royalty for you</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 scored VIOLET: $4 and 1 stock. Her word holds a V and you own the V patent, so the bank paid you $1: a royalty. She then bought the L patent, so every L you play pays her $1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You challenged a real word, so you paid %1 $1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Use a power</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your V patent lets you build two words in one turn. Type GOLD, press Space (or the 2nd word button), type SIT, then press Play (Enter). Each word needs a card of your own hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In this lesson, build two words: press Space between them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End your turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Both words scored. Buy a patent if you like (click it), or press Buy nothing (Esc); if cards are left, discard those you do not want and press Enter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 owns the patent of %2 you played: the bank paid her the royalty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Buy a patent or nothing, then discard or keep your cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Is it a word?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 played TOLIE. If you think it is not in the word list, challenge it; if you think it is a word, accept it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Well spotted: TOLIE is not in the word list. %1 takes the cards back and must discard one as a penalty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You accepted TOLIE, so it stands, although it is not in the word list. When a word looks wrong, challenge it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You know the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Building, royalties, patents, powers and challenges: that is the whole game. Play on against %1, who now plays by herself, or start a new game from the File menu. Help &gt; Guided first game shows this again. This game does not count for your rating.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is playing...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First read the guide, then press Next.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next  (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close the guide</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play on</source>
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
    <context>
        <name>WordListsDialog</name>
        <message>
            <source>&amp;Cancel import</source>
            <extracomment>Steps of the progress bar. An import ended: its report, or ``None`` when nothing was imported.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The imported word lists cannot be read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Importing %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelling the import…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 was not imported.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The word list was not removed.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>window</name>
        <message>
            <source>Games are not kept this time: %1</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
