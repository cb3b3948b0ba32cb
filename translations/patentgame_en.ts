<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>AiRunner</name>
        <message>
            <source>(played safe after an error)</source>
            <extracomment>A computer player of whichever family (its view and its actions are the family's own). Tags of different games differ by this much (no game has that many actions).</extracomment>
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
        <name>Coach</name>
        <message>
            <source>pass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>${money}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No word can be laid out: discarding keeps the best cards for later.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Earns {earnings}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Doubled by {letters}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Uses your powers: {letters}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>${dollars} to {name} ({letter})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hands out royalties: {paid}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hands out no royalties.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Then you can buy {letter} (${cost}), worth {worth} beyond its price.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It makes no patent worth buying.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The best play is two words, of {first} and {second} letters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hint 1 of 3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Letters in place:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From the pool: {letters}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hint 2 of 3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hint 3 of 3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{words} is in the word row: press Play, or change it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You bought nothing, as the expert would.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You bought {letter}, as the expert would.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You bought {letter}; the expert would buy nothing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You bought nothing; the expert would buy {letter} (worth {worth}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You bought {bought}; the expert would buy {best} (worth {worth}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No play was worth more than passing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your play was worth {percent}% of the best.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CoachCounts</name>
        <message numerus="yes">
            <source>discard %n card(s)</source>
            <translation>
                <numerusform>discard %n card</numerusform>
                <numerusform>discard %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>${money} and %n stock</source>
            <translation>
                <numerusform>${money} and %n stock</numerusform>
                <numerusform>${money} and %n stock</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The best play is a word of %n letter(s).</source>
            <translation>
                <numerusform>The best play is a word of %n letter.</numerusform>
                <numerusform>The best play is a word of %n letters.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CoachPanel</name>
        <message>
            <source>The coach</source>
            <extracomment>The play's letters, each with where its card comes from (hand, pool, copy, added S).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close the coach's panel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your best plays were</source>
            <extracomment>The Show buttons of the plays listed, best first. The plays listed (for the Show buttons), best first.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You played {words}: {value}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That was the best play.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Value given up: {value}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The best play would let you buy {letter} (worth {worth}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rank}. {words} {earnings}: {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lay this play out as cards, to look at</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CoachSummary</name>
        <message>
            <source>Words of this game</source>
            <extracomment>A short meaning is cut after this many letters (the popup has them all).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Review the game...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each turn beside the expert's choice, and the value given up</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{name}: %n hint(s)</source>
            <translation>
                <numerusform>{name}: %n hint</numerusform>
                <numerusform>{name}: %n hints</numerusform>
            </translation>
        </message>
        <message>
            <source>You</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no entry in the offline dictionary</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No word was scored in this game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Review: {names}</source>
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
            <extracomment>Heights of the rows whose contents come and go with the step of the turn: they never change, so the hand and the word rows stay where they are. Width of the column of power buttons beside the word rows (and of the space that balances it on the other side, so the word stays centred). Below this table width the log folds away (a button unfolds it), before the cards shrink. The colour of a computer player's explanation in the log: quieter than the events. The guide of the guided first game, while it runs.</extracomment>
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
            <extracomment>Hints, the best plays after a turn, word meanings and the computers' reasons.</extracomment>
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
            <source>A hint in three steps: the length, letters in place, the whole play (Ctrl+H)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the game log</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GivenUpChart</name>
        <message>
            <source>Value given up over the game</source>
            <extracomment>The table's columns.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>each player's turns, first to last</source>
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
        <name>HistoryWindow</name>
        <message>
            <source>Re&amp;view…</source>
            <extracomment>The review windows opened from here (kept so they stay open).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The coach's review: each turn beside the expert's choice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Review: {players}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;Edit</source>
            <extracomment>Computer speeds offered in View &gt; Computer speed: label, milliseconds per action. Every setting; change it with :meth:`apply` or :meth:`update_settings` only. The first start's welcome screen, once shown. The one-click game against the computer (File &gt; Play against the computer). The last game set up (File &gt; New game starts from it). Asks the person a yes/no question (title, text): a message box, unless the keeping of games answers through its own. Whether a game left for another is kept as a save file (the keeping of games does). The people's outcomes of the game just recorded (the keeping of games provides them); the summary shows rating changes and personal records from it. The menu entry of each computer pace and animation speed, to check the one in use.</extracomment>
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
            <source>Offer &amp;hints</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show my &amp;best plays after each turn</source>
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
        <name>Meanings</name>
        <message>
            <source>noun</source>
            <extracomment>A word a line of the log or of the review may show: capitals, two letters or more. The link scheme of a word in rich text: ``word:CANDOR``.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>verb</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>adjective</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>adverb</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>plural of {base}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>-s form of {base}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>past tense or past participle of {base}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>-ing form of {base}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>comparative of {base}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>superlative of {base}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a form of {base}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No meaning of {word} is in the offline dictionary (WordNet 3.0).</source>
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
        <name>ReplayViewer</name>
        <message>
            <source>Review…</source>
            <extracomment>One log line per position: the deal, then what each action did. Positions where a turn begins.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The coach's review: each turn beside the expert's choice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Review: {title}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ReviewWindow</name>
        <message>
            <source>Game review</source>
            <extracomment>The review is done (its ``GameReview``), or could not be made (a message).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The coach is reviewing the game...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Played</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Expert's choice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Given up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Purchase</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Share</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Value given up by the play and the purchase together</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Value given up over the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The three biggest turns missed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close  (Esc)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The coach cannot review this game: {problem}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>finished</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not finished</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n turn(s) reviewed ({state}). Values are the expert's: dollars of final score more than passing. Click a turn for why; click a word for its meanings.</source>
            <translation>
                <numerusform>%n turn reviewed ({state}). Values are the expert's: dollars of final score more than passing. Click a turn for why; click a word for its meanings.</numerusform>
                <numerusform>%n turns reviewed ({state}). Values are the expert's: dollars of final score more than passing. Click a turn for why; click a word for its meanings.</numerusform>
            </translation>
        </message>
        <message>
            <source>nothing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bought {letter}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bought {bought}; expert: {best}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn {turn}, {name}: played {words} ({value}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refused this turn: {words}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rank}. {words} ({value}): {why}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No turn gave up anything: every play was the expert's.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rank}. Turn {turn}, {name}: played {made}; the expert's choice {best}; {value} given up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only the patent game can be reviewed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The coach needs a searchable word list to review this game.</source>
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
        <message numerus="yes">
            <source>%n hint(s) taken</source>
            <translation>
                <numerusform>%n hint taken</numerusform>
                <numerusform>%n hints taken</numerusform>
            </translation>
        </message>
        <message>
            <source>No hints taken</source>
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
        <name>TableCoach</name>
        <message>
            <source>Meaning?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What the challenged word means</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hints are off (Settings &gt; Offer hints turns them on).</source>
            <extracomment>The hint step shown for the position now (0: none yet). The words of the last play put to the people's challenge (what the verdict is about). Hot-seat: each person's last turn reviewed, kept until they next take the device. The seat whose turn the panel shows (hot-seat: it goes when the device goes on).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hint</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Looking for the best plays...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No word can be laid out with these cards: discard some instead.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Hints used in this game: %n</source>
            <translation>
                <numerusform>Hints used in this game: %n</numerusform>
                <numerusform>Hints used in this game: %n</numerusform>
            </translation>
        </message>
        <message>
            <source>The coach found no hint here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}, your best plays last turn were</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The meaning of {word} shows after the challenge's verdict.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why the computer did that</source>
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
