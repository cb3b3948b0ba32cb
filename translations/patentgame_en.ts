<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About patentgame</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AboutText</name>
        <message>
            <source>patentgame {version}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Made with Qt {qt} (PySide6 {pyside}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A word game of letters, patents and royalties.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Word lists and other data</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>None of these lists is the NWL, Collins or any other proprietary tournament list.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The word lists' details could not be read: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Licence texts</source>
            <translation type="unfinished" />
        </message>
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
        <message numerus="yes">
            <source>{title} (%Ln word(s))</source>
            <translation>
                <numerusform>{title} (%Ln word)</numerusform>
                <numerusform>{title} (%Ln words)</numerusform>
            </translation>
        </message>
        <message>
            <source>Licence: {licence}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AccessMenus</name>
        <message>
            <source>&amp;Theme</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Zoom</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Actual size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Mute sounds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sound &amp;volume...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Keys</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Actual size (now {percent}%)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sound volume</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Volume of the game's sounds, from 0 (silent) to 100:</source>
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
        <name>AfterGameBar</name>
        <message>
            <source>Play again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A new game with the same players and rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The summary of the game just finished</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AiRunner</name>
        <message>
            <source>(played safe after an error)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AnalysisSection</name>
        <message>
            <source>Every play of each position...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game in the replay viewer, with every legal play of the position shown, best first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every play of each position</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Announcer</name>
        <message>
            <source>Game news</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>patentgame: no screen found (DISPLAY and WAYLAND_DISPLAY are not set). Start it on a desktop, or use --screenshot PATH.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Games are not kept this time: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Something went wrong, sorry. The game goes on; if it keeps happening, please report it with this line:

{error}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Argparse</name>
        <message>
            <source>usage: </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>positional arguments</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>options</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>show this help message and exit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%(prog)s: error: %(message)s
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%(prog)s: error: %(message)s (see %(prog)s --help)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected one argument</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected at least one argument</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected at most one argument</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ignored explicit argument %r</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>can't open '%(filename)s': %(error)s</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BlankPicker</name>
        <message>
            <source>Blank tile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Which letter does the blank stand for? Click it or type it (Esc: cancel).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Letter {letter}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BoardFiguresPanel</name>
        <message>
            <source>Board game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mean score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Best play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Plays</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All-tile plays</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Crossword-board games</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{words}: %n point(s)</source>
            <translation>
                <numerusform>{words}: %n point</numerusform>
                <numerusform>{words}: %n points</numerusform>
            </translation>
        </message>
        <message>
            <source>no play yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{wins} ({share:.0f}%)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BoardNarration</name>
        <message>
            <source>{name} drew the tile nearest to the start of the alphabet and begins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn {number}: {name} to play.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{name} plays {words} at {where} for %n point(s).</source>
            <translation>
                <numerusform>{name} plays {words} at {where} for %n point.</numerusform>
                <numerusform>{name} plays {words} at {where} for %n points.</numerusform>
            </translation>
        </message>
        <message>
            <source>All seven tiles: a bonus!</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{name} exchanges %n tile(s).</source>
            <translation>
                <numerusform>{name} exchanges %n tile.</numerusform>
                <numerusform>{name} exchanges %n tiles.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} passes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{challenger} challenges {name}: {words} is not in the word list.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{challenger} challenges {name}: every word stands.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{name} takes the play back and loses %n point(s).</source>
            <translation>
                <numerusform>{name} takes the play back and loses %n point.</numerusform>
                <numerusform>{name} takes the play back and loses %n points.</numerusform>
            </translation>
        </message>
        <message>
            <source>You drew the tile nearest to the start of the alphabet and begin.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn {number}: your turn.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>You exchange %n tile(s).</source>
            <translation>
                <numerusform>You exchange %n tile.</numerusform>
                <numerusform>You exchange %n tiles.</numerusform>
            </translation>
        </message>
        <message>
            <source>You pass.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>You take the play back and lose %n point(s).</source>
            <translation>
                <numerusform>You take the play back and lose %n point.</numerusform>
                <numerusform>You take the play back and lose %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You gain %n point(s) for the wrong challenge.</source>
            <translation>
                <numerusform>You gain %n point for the wrong challenge.</numerusform>
                <numerusform>You gain %n points for the wrong challenge.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} gains %n point(s) for the wrong challenge.</source>
            <translation>
                <numerusform>{name} gains %n point for the wrong challenge.</numerusform>
                <numerusform>{name} gains %n points for the wrong challenge.</numerusform>
            </translation>
        </message>
        <message>
            <source>You lose this turn to a wrong challenge.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} loses this turn to a wrong challenge.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You resign.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} resigns.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your time ran out: you leave the game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}'s time ran out: {name} leaves the game.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>You went over time by %n minute(s): {points} points off.</source>
            <translation>
                <numerusform>You went over time by %n minute: {points} points off.</numerusform>
                <numerusform>You went over time by %n minutes: {points} points off.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} went over time by %n minute(s): {points} points off.</source>
            <translation>
                <numerusform>{name} went over time by %n minute: {points} points off.</numerusform>
                <numerusform>{name} went over time by %n minutes: {points} points off.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You play {words} at {where} for %n point(s).</source>
            <translation>
                <numerusform>You play {words} at {where} for %n point.</numerusform>
                <numerusform>You play {words} at {where} for %n points.</numerusform>
            </translation>
        </message>
        <message>
            <source>You challenge {name}: {words} is not in the word list.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{challenger} challenges you: {words} is not in the word list.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You challenge {name}: every word stands.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{challenger} challenges you: every word stands.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game is over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game is over: you win.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game is over: a draw between {names}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game is over: {name} wins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no such player.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This player has resigned.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The last play went out: pass to accept it, or challenge it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Put at least one tile on the board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A tile is off the board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That letter is not in this game's alphabet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A tile is not on your rack.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A square already holds a tile.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two tiles are on one square.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The tiles of a play lie in one row or one column.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The tiles of a play leave a gap.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The first word covers the centre star.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The first word is too short.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A play touches a tile already on the board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A play makes a word of at least two letters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CH, LL and RR are played with their own tile.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A word is not in the word list.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>These rules do not let a blank be taken from the board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only a blank can be taken from the board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A blank is taken by putting its own letter in its place.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A blank taken from the board is played in the same move.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose at least one tile to exchange.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bag holds too few tiles to exchange.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no play to challenge.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You cannot challenge your own play.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Words are checked automatically in this game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>These rules do not let a player resign.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A time runs out only in a game with a time per move.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BoardReplayPanel</name>
        <message>
            <source>Every play of this position</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>List every legal play of the rack to move, with its score, equity and the tiles it keeps, best first</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{name} loses %n point(s) on time.</source>
            <translation>
                <numerusform>{name} loses %n point on time.</numerusform>
                <numerusform>{name} loses %n points on time.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} gains %n point(s) from the tiles left.</source>
            <translation>
                <numerusform>{name} gains %n point from the tiles left.</numerusform>
                <numerusform>{name} gains %n points from the tiles left.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} loses %n point(s) for the tiles left.</source>
            <translation>
                <numerusform>{name} loses %n point for the tiles left.</numerusform>
                <numerusform>{name} loses %n points for the tiles left.</numerusform>
            </translation>
        </message>
        <message>
            <source>Note: {text}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game is over: there is no play to list.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The last play went out: the next player may only accept or challenge it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file names no rack for this move.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next, as the file writes it: {rack}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Bag: %n tile(s)</source>
            <translation>
                <numerusform>Bag: %n tile</numerusform>
                <numerusform>Bag: %n tiles</numerusform>
            </translation>
        </message>
        <message>
            <source>Game over: {names}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn {number}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BoardRulesForm</name>
        <message>
            <source>Rule set:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players challenge words (a wrong challenge loses a turn)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players challenge words (a wrong challenge gives 5 points)</source>
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
            <source>The first word has at least 5 letters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A blank scores as its letter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Е may be played for Ё (ЕЛКА for ЁЛКА)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exchanged tiles go back into the bag before new ones are drawn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game ends after six turns in a row without a score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No clock</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A time per move (run out: you leave the game)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A time per game (10 points off per minute over)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clock:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time per move:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> min</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time per game:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BoardRulesPage</name>
        <message>
            <source>blank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>letter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tiles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TW</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>triple word: the word scores three times</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>DW</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>double word, the centre star among them: the word scores twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TL</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>triple letter: the tile scores three times</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>DL</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>double letter: the tile scores twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The tiles</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The bag holds %n tile(s), blanks included:</source>
            <translation>
                <numerusform>The bag holds %n tile, blanks included:</numerusform>
                <numerusform>The bag holds %n tiles, blanks included:</numerusform>
            </translation>
        </message>
        <message>
            <source>{digraphs} are tiles of their own: each is one tile on one square.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A blank stands for any letter, chosen when it is played, and scores as that letter (a rule option).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A blank stands for any letter, chosen when it is played, and scores no points.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The board has {size} by {size} squares: columns {first} to {last} from left to right, rows 1 to {size} from top to bottom. A premium square counts only in the move that covers it:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each player draws a tile: the one nearest to the start of the alphabet plays first (a blank comes before every letter), equal tiles draw again, and the tiles go back into the bag.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Each player then draws %n tile(s) onto their rack, and after each move draws back up to that many while the bag lasts.</source>
            <translation>
                <numerusform>Each player then draws %n tile onto their rack, and after each move draws back up to that many while the bag lasts.</numerusform>
                <numerusform>Each player then draws %n tiles onto their rack, and after each move draws back up to that many while the bag lasts.</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;Exchange&lt;/b&gt;: instead of a move, put back any number of tiles and draw as many, when the bag holds at least as many tiles as are exchanged.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Exchange&lt;/b&gt;: instead of a move, put back any number of tiles and draw as many, when the bag holds at least %n tile(s).</source>
            <translation>
                <numerusform>&lt;b&gt;Exchange&lt;/b&gt;: instead of a move, put back any number of tiles and draw as many, when the bag holds at least %n tile.</numerusform>
                <numerusform>&lt;b&gt;Exchange&lt;/b&gt;: instead of a move, put back any number of tiles and draw as many, when the bag holds at least %n tiles.</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;Play&lt;/b&gt;: lay tiles in one row or one column, in one line with the tiles already there. Every line of two or more tiles across and down that the move makes must be a word. After the first move, a move touches at least one tile already on the board. Tiles never move once played.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Pass&lt;/b&gt;: scores nothing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The tiles exchanged go back into the bag first, the bag is mixed, then the new tiles are drawn: a tile given back may come back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The new tiles are drawn first, then the tiles exchanged go back into the bag: a tile given back never comes back in the same exchange.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Resign&lt;/b&gt;: the player who resigns loses; with three or four players the others play on.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A move</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The first word covers the centre star, a double word square, and has at least %n letter(s).</source>
            <translation>
                <numerusform>The first word covers the centre star, a double word square, and has at least %n letter.</numerusform>
                <numerusform>The first word covers the centre star, a double word square, and has at least %n letters.</numerusform>
            </translation>
        </message>
        <message>
            <source>In their turn a player does one of these:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A rule option: a blank on the board may be taken by putting the matching letter in its place; the blank taken must be played in the same move.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only common nouns count, in the nominative singular: ДОМ, КОШКА, ОКНО, but not ДОМА, КОШКУ or ОКНА. A noun that has no singular counts in the plural: НОЖНИЦЫ, САНИ, ЧАСЫ. Names, place names, abbreviations and words spelled with a hyphen do not count.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every word of the word list counts, in any of its forms the list holds. Names, abbreviations and words spelled with a hyphen or an apostrophe do not count.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Words</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Е may be played for Ё, as most print writes it: ЕЖ and ЕЛКА count as ЁЖ and ЁЛКА. A word scores as it is laid: an Е tile scores as Е. A Ё tile is played only where the word has Ё.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scoring</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every word the move makes scores: the points of its tiles, each multiplied by the letter premium under a new tile, then the sum multiplied by the word premiums under new tiles.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>A move that lays all %n tile(s) of the rack earns {bonus} points more.</source>
            <translation>
                <numerusform>A move that lays all %n tile of the rack earns {bonus} points more.</numerusform>
                <numerusform>A move that lays all %n tiles of the rack earns {bonus} points more.</numerusform>
            </translation>
        </message>
        <message>
            <source>The game checks every word: a move with a word not in the word list is refused and may be tried again.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>After a move any opponent may challenge it. If a word is not in the word list, the move is taken back, scores nothing and the turn is lost. If every word is in the list, the challenged player gains %n point(s).</source>
            <translation>
                <numerusform>After a move any opponent may challenge it. If a word is not in the word list, the move is taken back, scores nothing and the turn is lost. If every word is in the list, the challenged player gains %n point.</numerusform>
                <numerusform>After a move any opponent may challenge it. If a word is not in the word list, the move is taken back, scores nothing and the turn is lost. If every word is in the list, the challenged player gains %n points.</numerusform>
            </translation>
        </message>
        <message>
            <source>After a move any opponent may challenge it. If a word is not in the word list, the move is taken back, scores nothing and the turn is lost. If every word is in the list, the challenger loses their next turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Checking words</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The game ends when a player uses their last tile while the bag is empty, or after %n turn(s) in a row that scored nothing.</source>
            <translation>
                <numerusform>The game ends when a player uses their last tile while the bag is empty, or after %n turn in a row that scored nothing.</numerusform>
                <numerusform>The game ends when a player uses their last tile while the bag is empty, or after %n turns in a row that scored nothing.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The game ends when a player uses their last tile while the bag is empty, when every player has passed twice in a row, or after %n turn(s) in a row that scored nothing (passes, exchanges, plays taken back): when nobody can make a word, even after exchanging.</source>
            <translation>
                <numerusform>The game ends when a player uses their last tile while the bag is empty, when every player has passed twice in a row, or after %n turn in a row that scored nothing (passes, exchanges, plays taken back): when nobody can make a word, even after exchanging.</numerusform>
                <numerusform>The game ends when a player uses their last tile while the bag is empty, when every player has passed twice in a row, or after %n turns in a row that scored nothing (passes, exchanges, plays taken back): when nobody can make a word, even after exchanging.</numerusform>
            </translation>
        </message>
        <message>
            <source>The game ends when a player uses their last tile while the bag is empty, or when every player has passed twice in a row.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The player who goes out adds twice the points of the tiles left on the other racks; nobody subtracts anything.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The player who goes out adds the points of the tiles left on the other racks, and each other player subtracts the points of their own.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The end</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When nobody goes out, each player subtracts the points of the tiles left on their rack.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The highest score wins; equal scores are a draw.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Each move has %n second(s). A player whose time runs out has left the game: with two players the other wins; with three or four the others play on.</source>
            <translation>
                <numerusform>Each move has %n second. A player whose time runs out has left the game: with two players the other wins; with three or four the others play on.</numerusform>
                <numerusform>Each move has %n seconds. A player whose time runs out has left the game: with two players the other wins; with three or four the others play on.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Each player has %n minute(s) for the whole game. A player who takes longer loses {points} points for each minute, or part of a minute, over; at the end.</source>
            <translation>
                <numerusform>Each player has %n minute for the whole game. A player who takes longer loses {points} points for each minute, or part of a minute, over; at the end.</numerusform>
                <numerusform>Each player has %n minutes for the whole game. A player who takes longer loses {points} points for each minute, or part of a minute, over; at the end.</numerusform>
            </translation>
        </message>
        <message>
            <source>Each player's clock is on their plaque and runs only in their turn; it stands still while the screen is handed over, while a play may be challenged and while a dialog is open. A saved game keeps the clocks.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The clock</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Letters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>lay the tile on the cursor's square (the first on the centre star)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shift+letter, ?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>lay a blank as that letter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Arrows</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>move the cursor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Space</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>turn the cursor across or down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Backspace</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>take back the last tile laid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter, Ctrl+Enter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>play the tiles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Escape</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>recall the tiles to the rack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+H</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>shuffle the rack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+E</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>exchange tiles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+P</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>C; Enter or Escape</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>challenge the move; accept it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keyboard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tiles can also be dragged from the rack to the board and back, or clicked.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How to play {game}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{game} is played by {fewest} to {most} players. Each lays words from the tiles of their rack on the board, crossword-fashion, and scores the points of the tiles; the highest score wins.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BoardTable</name>
        <message>
            <source>Resign</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score sheet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Play the tiles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Recall the tiles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>S&amp;huffle the rack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Exchange tiles...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>P&amp;ass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The racks are hidden</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resign this game? You lose it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing to take back: only your last word, before the next player acts, in a game of people alone.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Taken back.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BoardTableWords</name>
        <message>
            <source>The game is over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is thinking...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} to play.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The last play went out: pass to accept it, or challenge it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click the tiles to exchange, then press Exchange (Esc: cancel).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your turn: drag tiles to the board, or click a square and type (click it again: down).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your turn: drag tiles to the board, or click a square and type (click it again: across).</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{words} +{bonus} for the whole rack: %n point(s)</source>
            <translation>
                <numerusform>{words} +{bonus} for the whole rack: %n point</numerusform>
                <numerusform>{words} +{bonus} for the whole rack: %n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{words}: %n point(s)</source>
            <translation>
                <numerusform>{words}: %n point</numerusform>
                <numerusform>{words}: %n points</numerusform>
            </translation>
        </message>
        <message>
            <source>Challenge the last play, or accept it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} played {words}. Is it a word? Challenge or accept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} played {words}. Are they all words? Challenge or accept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game over</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Turn {number} · {name} to play · %n tile(s) in the bag</source>
            <translation>
                <numerusform>Turn {number} · {name} to play · %n tile in the bag</numerusform>
                <numerusform>Turn {number} · {name} to play · %n tiles in the bag</numerusform>
            </translation>
        </message>
        <message>
            <source>Only you should look now. The other racks stay hidden.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only {name} should look now. The other racks stay hidden.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show my tiles  (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>I am {name}: show my tiles  (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{played} from the board, {adjust:+d} at the end</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Best play</source>
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
            <source>A draw: {names}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Points from the board, then the tiles left on the racks and the time over at the end.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Points from the board, then the tiles left on the racks at the end.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BoardView</name>
        <message>
            <source>DL</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TL</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>DW</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TW</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Board</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BuyWordFiguresPanel</name>
        <message>
            <source>BuyWord</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Average money</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Best sale</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Best alone</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n win(s) against other players</source>
            <translation>
                <numerusform>%n win against other players</numerusform>
                <numerusform>%n wins against other players</numerusform>
            </translation>
        </message>
        <message>
            <source>highest {money}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no word sold yet</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n game(s) alone, {reached} within or above the rules' yardstick</source>
            <translation>
                <numerusform>%n game alone, {reached} within or above the rules' yardstick</numerusform>
                <numerusform>%n games alone, {reached} within or above the rules' yardstick</numerusform>
            </translation>
        </message>
        <message>
            <source>no game alone yet</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BuyWordNarration</name>
        <message>
            <source>{word} ({letters} wild)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {number}: you hold the die.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {number}: {name} holds the die.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You rolled CHOICE: name how many tiles each player draws.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} rolled CHOICE and names how many tiles each player draws.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>You rolled %n: each player draws %n tiles.</source>
            <translation>
                <numerusform>You rolled %n: each player draws %n tiles.</numerusform>
                <numerusform>You rolled %n: each player draws %n tiles.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} rolled %n: each player draws %n tiles.</source>
            <translation>
                <numerusform>{name} rolled %n: each player draws %n tiles.</numerusform>
                <numerusform>{name} rolled %n: each player draws %n tiles.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You named %n: each player draws %n tiles.</source>
            <translation>
                <numerusform>You named %n: each player draws %n tiles.</numerusform>
                <numerusform>You named %n: each player draws %n tiles.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} named %n: each player draws %n tiles.</source>
            <translation>
                <numerusform>{name} named %n: each player draws %n tiles.</numerusform>
                <numerusform>{name} named %n: each player draws %n tiles.</numerusform>
            </translation>
        </message>
        <message>
            <source>The bag is empty: nobody buys this round, and the game ends after this round's selling.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The bag holds too few tiles for this round: its last %n tile(s) leave the game, nobody buys, and the game ends after this round's selling.</source>
            <translation>
                <numerusform>The bag holds too few tiles for this round: its last %n tile leaves the game, nobody buys, and the game ends after this round's selling.</numerusform>
                <numerusform>The bag holds too few tiles for this round: its last %n tiles leave the game, nobody buys, and the game ends after this round's selling.</numerusform>
            </translation>
        </message>
        <message>
            <source>Laid face up to draft: {tiles}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You took {letter}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} took {letter}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You drew {tiles} ({pips} pips, {price}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} drew {tiles} ({pips} pips, {price}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You bought {tiles} for {price}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} bought {tiles} for {price}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You could not buy {tiles}: the tiles leave the game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} could not buy {tiles}: the tiles leave the game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You discarded {tiles} unbought.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} discarded {tiles} unbought.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your set {tiles} is up for auction.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}'s set {tiles} is up for auction.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You bid {amount}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} bids {amount}.</source>
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
            <source>You sold {word} ({pips} pips) for {price}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} sold {word} ({pips} pips) for {price}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You offer {word} for sale.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} offers {word} for sale.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You take {word} back and sell nothing more this round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} takes {word} back and sells nothing more this round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You discarded {tiles} to keep 8 letters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} discarded {tiles} to keep 8 letters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{word} is not in the word list: you were right.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{word} is not in the word list: {challenger} was right.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{word} is valid: the bank pays you {fee}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{word} is valid: the bank pays {seller} {fee}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{word} is valid: you pay {seller} {fee}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{word} is valid: {challenger} pays you {fee}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{word} is valid: {challenger} pays {seller} {fee}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game is over: you end with {money}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game is over: {name} ends with {money}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game is over: you win with {money}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game is over: {name} wins with {money}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game is over: {names} share the win with {money} each.</source>
            <comment>with you</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game is over: {names} share the win with {money} each.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BuyWordReplayPanel</name>
        <message>
            <source>The wild tiles are dealt; you hold the die.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The wild tiles are dealt; {name} holds the die.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On offer</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n tile(s) in the bag</source>
            <translation>
                <numerusform>%n tile in the bag</numerusform>
                <numerusform>%n tiles in the bag</numerusform>
            </translation>
        </message>
        <message>
            <source>last round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game over: you win</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game over: {name} wins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game over: {names} share the win</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {round}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BuyWordRulesForm</name>
        <message>
            <source>2 letters (published rules)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>3 letters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shortest word:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game checks every word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players challenge words</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Checking words:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Blind draws (published rules)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Draft from a face-up display</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Auction each set</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Buying tiles:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No word theme</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Word theme:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Words also in: {list}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BuyWordRulesPage</name>
        <message>
            <source>letter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tiles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pips</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tiles for Russian and Polish words</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A game played with a Russian or a Polish word list uses tiles of that language, also our own: derived the same way, from how often each letter occurs in everyday Russian or Polish words. There are again {letters} letter tiles and {wilds} wild tiles, and a wild tile stands for any letter of the game's alphabet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Russian:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Polish:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>price</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>choice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the die's faces</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wild tiles each</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;These are the published game's tiles&lt;/b&gt;, letters and pips.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;These tiles are our own, not the published game's.&lt;/b&gt; No source we could find gives how many tiles of each letter the published game has, or their pips. So here each letter's tiles and pips are derived from how often it occurs in everyday English words, the way the Scrabble values were: common letters have more tiles and fewer pips, rare letters fewer tiles and more pips.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The yardstick was made for the published tiles. This game's tiles are derived, not published, so take it as a guide, not a promise.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The tiles</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The bag holds %n letter tile(s). Each shows its letter and from {fewest} to {most} pips:</source>
            <translation>
                <numerusform>The bag holds %n letter tile. Each shows its letter and from {fewest} to {most} pips:</numerusform>
                <numerusform>The bag holds %n letter tiles. Each shows its letter and from {fewest} to {most} pips:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>There are also %n wild tile(s).</source>
            <translation>
                <numerusform>There is also %n wild tile.</numerusform>
                <numerusform>There are also %n wild tiles.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A wild tile carries %n pip(s) and stands for any letter from A to Z in the word it is sold in.</source>
            <translation>
                <numerusform>A wild tile carries %n pip and stands for any letter from A to Z in the word it is sold in.</numerusform>
                <numerusform>A wild tile carries %n pips and stands for any letter from A to Z in the word it is sold in.</numerusform>
            </translation>
        </message>
        <message>
            <source>The start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each player starts with {money}. The bank takes the price of the sets bought and pays for the words sold; it never runs out.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each player is dealt the wild tiles the table gives for the number of players; those nobody is dealt stay in the box. The letter tiles are shuffled into the bag, and the first player to hold the die is drawn at random.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;The roll.&lt;/b&gt; The player holding the die, the leader, throws it. The number it shows is how many tiles each player gets this round. On a face marked "choice" the leader names any number from {low} to {high}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Buying.&lt;/b&gt; Starting with the leader and going left, each player in turn draws that many tiles from the bag and at once decides on the whole set: buy it, or discard it out of the game. A set costs its pips squared, paid to the bank. A player whose money is less than the set's price cannot buy it: the set leaves the game by itself.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What a set costs, and what a word sells for, by its pips:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>For example, the tiles of {word} carry {pips} pips: bought as a set they cost {price}, and sold as the word {word} they earn {price}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Selling.&lt;/b&gt; Then, in the same order, each player may sell any number of words from their hand, one after another, and stops when they wish. The bank pays each word its pips squared. A word sold:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>has at least {fewest} letters (a rule option of the New game dialog asks for {more});</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is in the game's word list (and fits the theme, when the game has one);</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>uses at most one wild tile, which stands for any letter and counts its own pips, not the letter's;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>leaves the game with all its tiles, the wild tile too.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unless the players challenge words (a rule option below), the game checks every word: a word it refuses costs nothing and stays in the hand. A player whose hand is too small for a word sells nothing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Discarding.&lt;/b&gt; Then, in the same order, each player holding more than {limit} letter tiles discards letter tiles of their choice until at most {limit} are left; the discarded tiles leave the game. Wild tiles do not count toward the {limit} and are never discarded.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Then the die passes to the left, and the next round begins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The end</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After the roll (and the leader's choice), when the bag holds fewer tiles than the round needs, the number times the players, its last tiles leave the game and nobody buys. The players still sell words as in any round; then the game ends, without discarding.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The player with the most money wins; players with equal money share the win.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Playing alone</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Alone, you play the same rounds with %n wild tile(s). The game checks every word, and there is no auction.</source>
            <translation>
                <numerusform>Alone, you play the same rounds with %n wild tile. The game checks every word, and there is no auction.</numerusform>
                <numerusform>Alone, you play the same rounds with %n wild tiles. The game checks every word, and there is no auction.</numerusform>
            </translation>
        </message>
        <message>
            <source>The rules judge a game alone against their yardstick: ending with {low} to {high} is a good game, more is a great one. The summary places your money against it, and, with your statistics, against your best game alone.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rule options</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The New game dialog offers these options; each is off unless chosen, and the draft and the auction cannot be played together.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Players challenge words&lt;/b&gt; (two players or more): the game does not check a word offered for sale; every other player accepts or challenges it. If nobody challenges, the word is sold, whether it is in the word list or not. If several challenge, only the first challenger to the seller's left counts. A word in the list (and the theme) is sold, and the challenger pays the seller {fee}; the bank pays it when the challenger has no money. A word not in the list goes back to the hand, and its seller sells nothing more this round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Draft from a face-up display&lt;/b&gt;: after the roll, the number times the players tiles are laid face up. Starting with the leader and going left, each player takes one tile at a time until everyone has the number. Then, in the same order, each player buys the tiles they took for their pips squared, or discards them, as with a drawn set.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Auction each set&lt;/b&gt; (two players or more): starting with the leader, each player in turn draws a set, which is auctioned instead of offered to them. Bidding starts with the player who drew it and goes left; a bid is in whole dollars, higher than the last and at most the bidder's money. A player who passes, or cannot bid higher, is out of this auction. When everyone else is out, the highest bidder pays the bid to the bank and takes the set; a set nobody bids on leaves the game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Word theme&lt;/b&gt;: every word sold must also be in the theme's word list, one of the built-in lists.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{low} to {high}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>roll, buy, bid, sell the word, discard the marked tiles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>name the number on "choice"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>B, D</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>buy the set, discard the set</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Letters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>build the word (the wild tile takes a letter you have no tile of) / mark tiles to discard / take a tile of the display</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Backspace, Escape</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>take back a letter, clear the word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Space</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stop selling this round / pass in an auction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Up, Down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>raise or lower the bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>C, Enter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>challenge the word, accept it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keyboard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tiles can also be clicked, and dragged from the hand into the word, along it and back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How to play BuyWord</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Buy letter tiles and sell words. Each round the die says how many tiles each player draws; each player buys or discards that set, then sells words from their hand. A set costs, and a word earns, its pips squared. When the bag runs out, the player with the most money wins. BuyWord is played by {fewest} to {most} players: alone, it is a game of patience against the rules' yardstick.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BuyWordTable</name>
        <message>
            <source>The tiles on offer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click tiles of your hand, or type, to build a word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The word you are building</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The letter the wild tile stands for</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Roll the die  (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Buy the set  (B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Discard the set  (D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Sell the word  (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Clear the word  (Esc)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>D&amp;one selling  (Space)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Discard the &amp;marked tiles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Taken back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing to take back: only your own last actions can be, until something new is seen (the die, drawn tiles, a word's check) or another player acts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only you should look now. The other players' tiles stay hidden.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only {name} should look now. The other players' tiles stay hidden.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show my tiles  (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>I am {name}: show my tiles  (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} sold {word} for {price}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{owner}: {letters} and {wilds}; keep at most 8 letters after a round</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n letter(s)</source>
            <translation>
                <numerusform>%n letter</numerusform>
                <numerusform>%n letters</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n wild tile(s)</source>
            <translation>
                <numerusform>%n wild tile</numerusform>
                <numerusform>%n wild tiles</numerusform>
            </translation>
        </message>
        <message>
            <source>No tiles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The hands are hidden until a person takes the device.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players may challenge the words offered for sale.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game is over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That cannot be done now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name a number from 2 to 5.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not enough money.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That tile is not on the display.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A bid must be higher than the last one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no such tile.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A tile is not in your hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A tile is used twice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The word is too short.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A word may use only one wild tile.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose the letter the wild tile stands for.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The word uses no wild tile.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A wild tile stands for one letter from A to Z.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That is not a word of the game's word list.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That word does not fit the theme.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You cannot challenge your own word.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wild tiles do not count towards the limit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep at most 8 letter tiles.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You offer {word} for sale: the others may challenge it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} offers {word} for sale: the others may challenge it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is thinking...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You are to play.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is to play.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You hold the die: roll it (Enter).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CHOICE! How many tiles does each player draw? Press 2, 3, 4 or 5.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Buy {tiles} for {price} (B or Enter), or discard them (D)?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take a tile from the display: click it or type its letter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bid for the set on offer (Enter), or pass (Space).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Highest bid {amount} by {name}: bid more (Enter) or pass (Space).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sell words: click or type tiles of your hand, then Sell (Enter). Done selling: Space.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} {money}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{money} is below the rules' yardstick of {low}-{high}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{money} is within the rules' yardstick of {low}-{high}: a good game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{money} is above the rules' yardstick of {low}-{high}: a great game!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{names} share the win!</source>
            <comment>the names include you</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Started with $200, spent {spent} on tiles, earned {earned}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Best sale</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{word} ({pips} pips) for {price}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Words sold</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Yardstick</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rounds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You end with {money}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Alone, the rules measure a game against $800-$1,000: their yardstick for the published tiles, whose letters and pips no source gives. This game's tiles are our own, derived from letter frequency, so the yardstick is a guide, not a promise.</source>
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
            <source>{names} share the win!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The score is the money each player ends with.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BuyWordTableWords</name>
        <message>
            <source>{name} offers {word}: challenge it (C) or accept it (Enter)?</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Keep at most 8 letters: mark %n tile(s) to discard, then press Enter.</source>
            <translation>
                <numerusform>Keep at most 8 letters: mark %n tile to discard, then press Enter.</numerusform>
                <numerusform>Keep at most 8 letters: mark %n tiles to discard, then press Enter.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} - %n tile(s) in the bag - {purse}</source>
            <translation>
                <numerusform>Round {round} - %n tile in the bag - {purse}</numerusform>
                <numerusform>Round {round} - %n tiles in the bag - {purse}</numerusform>
            </translation>
        </message>
        <message>
            <source>Personal best alone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your first game alone: {money} to beat next time.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{money}: a new personal best!</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{money}, over %n game(s) alone.</source>
            <translation>
                <numerusform>{money}, over %n game alone.</numerusform>
                <numerusform>{money}, over %n games alone.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>after %n round(s) alone</source>
            <translation>
                <numerusform>after %n round alone</numerusform>
                <numerusform>after %n rounds alone</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>with the most money, after %n round(s)</source>
            <translation>
                <numerusform>with the most money, after %n round</numerusform>
                <numerusform>with the most money, after %n rounds</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CardStrip</name>
        <message>
            <source>no cards</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <source>vowel</source>
            <comment>a Y's badge on a card</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cons.</source>
            <comment>a Y's badge on a card</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>copy (X)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>DISCARD</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>vowel</source>
            <comment>spoken after a card's letter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>consonant</source>
            <comment>spoken after a card's letter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>marked to discard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its patent is owned: it pays a royalty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A card, face down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The S added by your Z patent (no card)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{letter} - the X copy of a card in this play - counts as a vowel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{letter} - the X copy of a card in this play - counts as a consonant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{letter} - counts as a vowel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{letter} - counts as a consonant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{letter} - the X copy of a card in this play</source>
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
            <source>You challenge</source>
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
        <name>ChoiceCoach</name>
        <message>
            <source>worth {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>equity {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rank}. {play}: {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>; keeps {tiles}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}, your best plays last turn were</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your best plays were</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You played {play}: {value}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That was the best play.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Money given up against the best: {value}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Equity given up against the best: {value}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lay this word out on the word row, to look at (it is not sold)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lay this play out on the board, to look at (it is not played)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ChoiceReviewFiller</name>
        <message>
            <source>Round</source>
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
            <source>Money given up against the expert's choice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Equity given up against the expert's choice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Money given up over the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Equity given up over the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{where} {word} for {points}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{play}, withdrawn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>exchange {tiles}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>buy {tiles} for ${cost}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>decline {tiles}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sell {word}: refused</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sell {word} for ${price}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stop selling</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>discard {tiles}</source>
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
            <source>%n decision(s) reviewed ({state}): buying, selling and discarding. Values are the expert's money: dollars now and what the hand kept is worth. Click a row for the best options; click a word for its meanings.</source>
            <translation>
                <numerusform>%n decision reviewed ({state}): buying, selling and discarding. Values are the expert's money: dollars now and what the hand kept is worth. Click a row for the best options; click a word for its meanings.</numerusform>
                <numerusform>%n decisions reviewed ({state}): buying, selling and discarding. Values are the expert's money: dollars now and what the hand kept is worth. Click a row for the best options; click a word for its meanings.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) reviewed ({state}). Values are the expert's equity: points now and what the tiles kept are worth. Click a turn for the best options; click a word for its meanings.</source>
            <translation>
                <numerusform>%n turn reviewed ({state}). Values are the expert's equity: points now and what the tiles kept are worth. Click a turn for the best options; click a word for its meanings.</numerusform>
                <numerusform>%n turns reviewed ({state}). Values are the expert's equity: points now and what the tiles kept are worth. Click a turn for the best options; click a word for its meanings.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) of the file name no rack and are not reviewed.</source>
            <translation>
                <numerusform>%n turn of the file names no rack and is not reviewed.</numerusform>
                <numerusform>%n turns of the file name no rack and are not reviewed.</numerusform>
            </translation>
        </message>
        <message>
            <source>Round {turn}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn {turn}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{when}, {name}: {played} ({value}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rank}. {option} ({value})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>; keeps {tiles}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing was given up: every choice was the expert's.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rank}. {when}, {name}: {played}; the expert's choice {best}; {value} given up.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>The patent game. With no subcommand, starts the desktop app.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>show the version and exit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>speak this language for this run (default: Settings &gt; Language, else the system's)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>DIR</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>keep saves, settings and statistics in DIR instead of the user's folders</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>continue the unfinished game without asking (Settings &gt; Language &gt; Restart now starts the game again this way)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PATH</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>start a game against two computer players, save a 1280x800 screenshot, exit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seed of the game started by --screenshot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>check word lists, a headless AI game and the main window; exit 0 if all work</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>start as usual, print 'drawn' once the table is first drawn, then quit (benchmarks/startup.py times this)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>COMMAND</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>commands</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>print the meanings of a word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print the meanings of WORD, up to three per part of speech, from WordNet 3.0 (Princeton University). An inflected word is resolved to its base word (WALKED: WALK), and the base is named. Exit status 0 when a meaning is found, 1 when none is, 2 for bad input, 3 when the definitions file cannot be read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the word, e.g. WALKED</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the word list whose language WORD is in (default English): a Russian list (Russian Wiktionary) or the Spanish list (English glosses from FreeDict)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>noun</source>
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
            <source>from WordNet's irregular forms</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>by rule</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>plural of</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>-s form of</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>past tense or past participle of</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>-ing form of</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>comparative of</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>superlative of</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a form of</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{word}: also {relation} {base} ({how})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{word}: {relation} {base} ({how})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{word}: also a form of {base}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{word}: a form of {base}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>in English:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>WORD is empty: give a word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no meaning known for {word}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game has no offline source of word meanings for the language '{language}'.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>apply a game record and print the resulting state as JSON</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Apply every action of a game record with full validation and print the summary of the resulting state as one JSON object. Exit status 2 and one line on stderr for a record that is not valid.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the game record to replay</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>apply only the first N actions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>print JSON (always so; for an imported game such as GCG: players and one move per line)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>play seeded games between computer players and report their strength</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play N seeded games between computer players, rotating seats and the start player so that every player plays every seat equally, and report wins, ties, mean scores, money and stock per turn, and decision times per player id.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a game family or rule set: {games} (default: {default})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seed of the first deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>games to play (at most {count})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>computer players, as many as the game seats, by id or by the name the app shows (e.g. ai:expert,ai:greedy or Tycoon,Sam); the ids: {ids}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>processes to use (default and most: every core, and no more than the games)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>list the legal moves of a board game position, best first, with scores</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the rule set</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the rack to use (? a blank)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>moves shown (0: all)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>order (default: score)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>print one JSON object</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown rule set {name}; known: {known}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--limit must be 0 (all) or more</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>List every legal placement of a rack in a board game position (from a GCG file or a board record), best first, with its score and equity. The position is the one before move line N of a GCG file (--gcg FILE --turn N) or after the first N moves of a board record (--record FILE --until N).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a GCG file (English rule sets); needs --turn N</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a board record (.patentgame, JSON); needs --until N</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>with --gcg, required: the position before move line N</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>with --record, required: the position after the first N moves</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--gcg needs --turn N: the position before the file's move line N</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--until goes with --record; with --gcg, give --turn N</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--record needs --until N: the position after the first N moves (0: before the first)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--turn goes with --gcg; with --record, give --until N</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GCG files are read for the English rule sets only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{path}: not a GCG file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the file {file} has no moves</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--turn must be 1 to {count}: the file has {count} move lines</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{path} before move line {turn}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{path} is a game of {game}, not {asked}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--until must be 0 or more</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{path} after {count} moves</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the rack {rack} holds a letter that is not a tile of this game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the rack is empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a rack holds at most {most} tiles, not {count}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only {count} {tile} tile(s) are left off the board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>best score first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>best equity first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{game}: {where}, seat {seat} to play, rack {rack}: {count} legal placements ({order})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>equity</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>keeps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>save every game as a record in DIR (replayable)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the patent game: how words are checked (default: manual)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the patent game: how doublers stack (default: multiply)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the patent game and BuyWord: word list id (default: en-enable; a board rule set names its own)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>BuyWord: its options as its records write them, e.g. {example}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>time each decision may take, as in the app (default: none, so games replay)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no progress bar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not a number of seconds: {text}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>must be more than 0 and at most 600 seconds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>list the playable words of a hand and pool</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print every word of 3 to 12 letters that LETTERS (the hand) and the pool can spell, using at least one hand letter, longest first, with its money and stock (a word with a Q is doubled; other doublers depend on patents and are not counted).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the hand, e.g. QATRSEI</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the pool, e.g. NOL</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the X power: use one letter twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Z power: add an S after the last letter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>say whether a word is valid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Say whether WORD may be played: found in the word list and 3 to 12 letters long. Exit status 0 when it may, 1 when it may not, 2 for bad input.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the word to check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the game whose rules and terms to use: {games} (default {default}); a board rule set or BuyWord uses its own word list unless --list names one</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the word list: {ids}, or the id of an imported list (default {default})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no playable word in {list}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>word</source>
            <translation type="unfinished" />
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
        <message numerus="yes">
            <source>%n word(s) in {list}</source>
            <translation>
                <numerusform>%n word in {list}</numerusform>
                <numerusform>%n words in {list}</numerusform>
            </translation>
        </message>
        <message>
            <source>{word} is not in {list}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{word} is in {list}, but a word needs {low} to {high} letters</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{word} is valid in {list}: ${money} and %n stock (doubled by the Q)</source>
            <translation>
                <numerusform>{word} is valid in {list}: ${money} and %n stock (doubled by the Q)</numerusform>
                <numerusform>{word} is valid in {list}: ${money} and %n stock (doubled by the Q)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{word} is valid in {list}: ${money} and %n stock</source>
            <translation>
                <numerusform>{word} is valid in {list}: ${money} and %n stock</numerusform>
                <numerusform>{word} is valid in {list}: ${money} and %n stock</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{word} is valid in {list}: %n pip(s), it sells for ${price} in BuyWord</source>
            <translation>
                <numerusform>{word} is valid in {list}: %n pip, it sells for ${price} in BuyWord</numerusform>
                <numerusform>{word} is valid in {list}: %n pips, it sells for ${price} in BuyWord</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{word} is valid in {game} ({list}): %n point(s) before premium squares</source>
            <translation>
                <numerusform>{word} is valid in {game} ({list}): %n point before premium squares</numerusform>
                <numerusform>{word} is valid in {game} ({list}): %n points before premium squares</numerusform>
            </translation>
        </message>
        <message>
            <source>(the list writes it {word})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--rules is not valid JSON; give BuyWord's options as a JSON object, e.g. {example}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>review a game: each turn beside the expert's choice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Review a finished or saved game of any family (a record, a saved game, or a .gcg file of an English board game): each turn's play beside the expert's choice from the same position (with what the player could see, never another player's tiles or the bag's order), the value given up, the value given up over the game and the three biggest turns missed. Values are the expert's: in the patent game dollars of final score more than passing, in the board games equity (points now and the worth of the tiles kept), in BuyWord money (dollars now and the worth of the hand kept). Exit status 2 and one line on stderr for a file that is not a valid record.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the game record, saved game or GCG file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{play} (withdrawn)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>exchange {tiles}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>buy {tiles} for ${cost}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>decline {tiles}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sell {word}: refused</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sell {word} for ${price}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stop selling</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>discard {tiles}</source>
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
        <message>
            <source>Values are the expert's equity: points now and the worth of the tiles kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Values are the expert's money: dollars now and the worth of the hand kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Review of {players} ({state}, {count} turns reviewed)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} turns without their rack in the file are not reviewed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Given up over the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: {value} in {count} turns (the best found in {found})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Biggest turns missed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none: every choice was as good as the expert's</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>turn {turn}, {name}: played {played}; the expert's choice {best}; {value} given up</source>
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
            <source>worth about {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{words} (refused)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>earned {earnings}, {worth}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>earns {earnings}, {worth}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>refused: the turn cost a card, {worth}</source>
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
            <source>Then you can buy {letter} (${cost}), worth about {worth} beyond its price.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You bought nothing; the expert would buy {letter} (worth about {worth}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You bought {bought}; the expert would buy {best} (worth about {worth}).</source>
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
            <source>No play was worth more than passing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your play was worth {percent}% of the best.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{played}: none of them wins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{played}: every one of them wins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{played} and agrees: {words} has a {percent}% chance to win.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{played} and prefers {words}: a {percent}% chance to win, against {other}% for {first}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You found the master's choice.</source>
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
        <message numerus="yes">
            <source>The master played the best plays out on %n guess(es) of the hidden cards</source>
            <translation>
                <numerusform>The master played the best plays out on %n guess of the hidden cards</numerusform>
                <numerusform>The master played the best plays out on %n guesses of the hidden cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CoachPanel</name>
        <message>
            <source>The coach</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close the coach's panel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CoachSummary</name>
        <message>
            <source>Words of this game</source>
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
    </context>
    <context>
        <name>Colours</name>
        <message>
            <source>{colour} ({pattern})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Orange</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sky blue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bluish green</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vermilion</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reddish purple</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Yellow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>solid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stripes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>checks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>reverse stripes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>diamonds</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Dates</name>
        <message>
            <source>Monday</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tuesday</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wednesday</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Thursday</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Friday</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saturday</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sunday</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>January</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>February</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>March</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>April</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>May</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>June</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>July</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>August</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>September</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>October</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>November</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>December</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>today {clock}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>yesterday {clock}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{weekday} {clock}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{day} {month} {year} {clock}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DieView</name>
        <message>
            <source>The die</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The die: not thrown yet this round</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The die shows CHOICE; %n tiles named</source>
            <translation>
                <numerusform>The die shows CHOICE; %n tiles named</numerusform>
                <numerusform>The die shows CHOICE; %n tiles named</numerusform>
            </translation>
        </message>
        <message>
            <source>The die shows CHOICE</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The die shows %n</source>
            <translation>
                <numerusform>The die shows %n</numerusform>
                <numerusform>The die shows %n</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DraftController</name>
        <message>
            <source>Drag, click or type letters to build a word.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Explanations</name>
        <message>
            <source>doubles your words that start and end with a vowel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>doubles your words that are at least half vowels</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>doubles your one-vowel words</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>lets you replace a card each turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>lets you build two words a turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>lets you use one card twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>adds a free S to a word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rolled the die</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>took the most tiles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>took {letter}: the most pips</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bought {tiles} for ${cost}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bid ${amount}: below the set's price</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>passed: the bidding passed the set's price</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no word in the hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the dearest word in the hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>challenged {word}: not a word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>accepted {word}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>discarded {tiles}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sold {word} for ${price}: {why}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>named {count} by chance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>took {letter} by chance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>declined {tiles} by chance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bid ${amount} by chance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>passed by chance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stopped selling by chance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>offered a jumble by chance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>by chance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>challenged</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>accepted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>discarded {count} tiles by chance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>named {count}, as usual</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>named {count}: the most worth for the price, by the bag</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>took {letter}: it fits the hand best</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bought {tiles} for ${cost}: cheap enough</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>declined {tiles}: ${cost} is too dear</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bought {tiles} for ${cost}: worth ${worth} to the hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>declined {tiles}: worth ${worth} to the hand, costs ${cost}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bid ${amount}: the set is worth ${worth}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>passed: the set is worth ${worth}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no more words to sell</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>kept the tiles for a longer word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the last round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>worth more sold than kept</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>saw no word in the hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the hand is full</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a good word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>waited: {word} is not worth enough yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>discarded {tiles}: least worth keeping</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>accepted {words}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no patent in reach</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bought {letter}: the dearest patent in reach</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>kept every card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>gave up {letter} as the penalty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no word in this hand: discarded {letters}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>challenged {words} on a whim</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>replaced {letter} by chance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>played {words} by chance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>discarded {count} cards by chance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bought nothing by chance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bought {letter} by chance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>gave up {letter} by chance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no word in this hand: discarded every card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>challenged {word}: never heard of it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>replaced {letter}: a hard letter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bought nothing: it would end the game while behind</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bought nothing: nothing worth buying now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>discarded {letters} for fresh cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>played {words}: ${money} and {stock} stock</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>played {words}: ${money}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bought {letter}: {power}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bought {letter}: reaches the goal while ahead</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bought {letter}: reaches the goal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bought {letter}: a common letter that earns royalties</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bought {letter}: adds ${value} of patents</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>passed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bought nothing: it plays out better without</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>played {word} for {score}: the highest score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>played {word} for {score}: the best score with the tiles kept</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>played {word} for {score}: the whole rack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>played {word} for {score}: goes out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>played {word} for {score}: the best end it found</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>passed: the best end</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>played {word} for {score}: one of the best it saw</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>played {word} for {score}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>exchanged: the tiles kept are worth more than any play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no play: exchanged or passed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>accepted the last play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>challenged {words}: not a word it knows</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Families</name>
        <message>
            <source>The patent game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Patent game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The patent game is played in English words: its letter cards and its patents are English (there is no other edition).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Crossword board games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Board game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>BuyWord</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scrabble (English)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Эрудит</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Скрэббл (русский)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wocable (English)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wocable (Español)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>FamilyTable</name>
        <message>
            <source>Nothing to take back: the next player takes the device first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing to take back: the game is over.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GameKeeping</name>
        <message>
            <source>Saved games (*{suffix});;GCG, two-player English board games (*{gcg})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved games (*{suffix});;GCG board games, to view (*{gcg});;All files (*)</source>
            <translation type="unfinished" />
        </message>
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
            <source>The unfinished game was kept as {name}; File &gt; Open finds it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Statistics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Statistics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game &amp;history</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Word lists...</source>
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
            <source>Saved as {name}</source>
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
            <source>Opened {name}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n file(s) could not be opened: {names} and {more} more. {reason}</source>
            <translation>
                <numerusform>%n file could not be opened: {names} and {more} more. {reason}</numerusform>
                <numerusform>%n files could not be opened: {names} and {more} more. {reason}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n file(s) could not be opened: {names}. {reason}</source>
            <translation>
                <numerusform>%n file could not be opened: {names}. {reason}</numerusform>
                <numerusform>%n files could not be opened: {names}. {reason}</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} is not a game the app can show: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replay of {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A GCG file keeps the moves but not the order of the tiles in the bag, so the game is shown here move by move and cannot be continued.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opened {name} in the replay viewer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not a GCG game file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A .gcg file holds a two-player game of English tiles whose every move GCG can write down; save this game as a .patentgame file instead.</source>
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
        <name>GameLog</name>
        <message>
            <source>Game log</source>
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
            <source>{name} had a problem: {message}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(The story of this game cannot be retold: {error})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: {explanation}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GivenUpChart</name>
        <message>
            <source>Value given up over the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>each player's turns, first to last</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HandHandling</name>
        <message>
            <source>No free {letter} card in your hand or the pool.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HandoverScreen</name>
        <message>
            <source>Pass to {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only you should look now. The other hands stay hidden until their turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only {name} should look now. The other hands stay hidden until their turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show my cards  (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>I am {name}: show my cards  (Enter)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HelpDialog</name>
        <message>
            <source>The rules of {game} are not in the app yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>patentgame - help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>About and word lists</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HintSteps</name>
        <message>
            <source>Looking for the best play...</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Hint: the best play puts down %n tile(s) for {score} points.</source>
            <translation>
                <numerusform>Hint: the best play puts down %n tile for {score} points.</numerusform>
                <numerusform>Hint: the best play puts down %n tiles for {score} points.</numerusform>
            </translation>
        </message>
        <message>
            <source>No play fits on the board, and no exchange is allowed now: pass.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No play fits on the board: exchange every tile ({give}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No play fits on the board: exchange {give}, keep {keep}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HistoryWindow</name>
        <message>
            <source>Finished</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Winner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scores</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Word list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turns</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game history</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re&amp;view…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The coach's review: each turn beside the expert's choice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Replay…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All players</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n game(s)</source>
            <translation>
                <numerusform>%n game</numerusform>
                <numerusform>%n games</numerusform>
            </translation>
        </message>
        <message>
            <source>No finished games yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replay</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This game is no longer in the history.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Review: {players}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ImportQuestion</name>
        <message>
            <source>Import a word list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name players will see:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Words in:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Keeping</name>
        <message>
            <source>Continue the game against {computers} from {when}?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Continue the game against {computers}?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Continue the game of {people} against {computers} from {when}?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Continue the game of {people} against {computers}?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Continue the game of {people} from {when}?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Continue the game of {people}?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{names} and {last}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Keys</name>
        <message>
            <source>Building a word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A to Z</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lay a card of that letter (hand or pool)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Backspace</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take back the last card laid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play the word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Esc</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear the word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Space</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type into the second word (V patent)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>+</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add an S to the word (Z patent)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Discarding</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark a card of that letter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Discard the marked cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unmark every card, or stop discarding</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Buying a patent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Buy the patent of that letter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Buy nothing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A word is played</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter or Esc</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Accept the word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>C</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Challenge the word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go on after the verdict</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passing the device</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter or Space</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show your hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Menus</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Playing with the keyboard</source>
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
        <name>Levels</name>
        <message>
            <source>Knows short everyday words, rarely sees a long one and picks loosely among his plays.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pip</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knows everyday words, sometimes sees a long one, and buys the patents she likes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Robin</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knows everyday words, often misses long ones and buys the patents she likes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Penny</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knows everyday words, sees more long ones and buys the dearest patent.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Theo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knows everyday words, sees most long ones, buys the dearest patent and throws away awkward letters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lena</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knows everyday words, spots most good ones, buys the dearest patent and tidies his hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sam</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knows everyday words and always plays the best she sees.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nora</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knows everyday words and weighs royalties, the patents' income and the cards he keeps.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Felix</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knows everyday words, sees long ones, and starts to value the patents' powers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Iris</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knows most words, even rare ones, and weighs royalties, patents and the cards kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Morgan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Plays the whole turn: every word, royalty flows, powers and when to end the game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tycoon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Magnate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Thinks ahead: plays its best ideas out against your likely replies before it moves.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Plays short everyday words, seldom sees a longer one and picks loosely.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Plays everyday words, mostly short ones, and picks what scores well now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knows everyday words, seldom sees a long one and plays what scores well now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knows everyday words, sees more long ones and starts to keep good tiles.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knows everyday words, keeps good tiles and exchanges a hopeless rack.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knows everyday words, keeps a handy rack and exchanges a bad one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knows everyday words, spots more long ones and keeps a better rack.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knows everyday words and a few rare ones, and always plays the best he sees.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knows some rare words too, weighs the tiles kept and keeps lanes shut.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knows most words, weighs the tiles kept and keeps triple-word lanes shut.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sees every word, values the tiles kept by self-play and searches the endgame.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match my level</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Picks the step that fits your recent results, so every game is a close one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Plays its best ideas out against the racks you are likely to hold and searches the last moves.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>beginner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>casual</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>strong</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expert</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>master</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>step {step}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LogColumn</name>
        <message>
            <source>Game log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the game log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fold the game log away</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MainWindow</name>
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
            <source>Instant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Restart now? The game in progress is kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Restart now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Later</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A game is in progress. Quit anyway? It will be lost.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game speaks {language} from its next start.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The word list cannot be loaded:
{error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This game cannot start:
{error}</source>
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
            <source>patentgame - {names}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Meanings</name>
        <message>
            <source>noun</source>
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
            <source>Russian Wiktionary</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FreeDict Spanish-English</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No meaning of {word} is in the offline dictionary (WordNet 3.0).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game has no offline source of word meanings for this language.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No meaning of {word} is in the offline dictionary ({source}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>English glosses (FreeDict)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MotionLayer</name>
        <message>
            <source>Moving cards</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MoveEntry</name>
        <message>
            <source>The board ends here: no square left for {letter}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click a square first: {letter} goes where you click.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No {letter} on your rack.</source>
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
            <comment>the names include you</comment>
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
            <source>You may accept or challenge.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{names} may accept or challenge.</source>
            <comment>the names include you</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} may accept or challenge.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{names} may accept or challenge.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You accept.</source>
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
        <name>NewGameDialog</name>
        <message>
            <source>Computer - {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Computer - {level} ({name})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{list} - {count} words</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{list} (your list) - {count} words</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>English</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Russian</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spanish</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Polish</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Person</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players (in seat order, clockwise)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Number of players:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Plays as</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Colour</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name of player {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player {number} plays as</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Colour of player {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Word list:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>random</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The same seed and the same moves give the same game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seed (optional):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The words of this game are {language}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every player needs a name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two players have the same name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two players have the same colour.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PatentCoachPanel</name>
        <message>
            <source>Your best plays were</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You played {words}: {outcome}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That was the best play.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Worth given up against the best: about {value}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The best play would let you buy {letter} (worth about {worth}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rank}. {words}: {outcome}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lay this play out as cards, to look at</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PatentFiguresPanel</name>
        <message>
            <source>Games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rating against the computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Average score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Highest score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Money per turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stock per turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Best word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Patents bought most:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rating over time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results against each opponent</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>${money} and %n stock</source>
            <translation>
                <numerusform>${money} and %n stock</numerusform>
                <numerusform>${money} and %n stock</numerusform>
            </translation>
        </message>
        <message>
            <source>{share}% of games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>plays like step {step}, {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rated against the computer players' ladder: {name}, step {step}, is rated {rating}. Your rating started at {start}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>words, royalties, challenges</source>
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
        <name>PatentQuestions</name>
        <message>
            <source>Everyone accepted {words}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On to your turn  (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pass the device to {name}  (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{story} You discard one card as the penalty, and the turn ends.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{story} {name} discards one card as the penalty, and the turn ends.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{story} You go on with the turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{story} {name} goes on with the turn.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PatentReplayPanel</name>
        <message>
            <source>Pool</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The cards are dealt; you start.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The cards are dealt; {name} starts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deck {deck}  ·  discard pile {discards}  ·  goal ${goal}  ·  final round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deck {deck}  ·  discard pile {discards}  ·  goal ${goal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On the table: {words}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game over: {names} win</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game over: you win</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game over: {name} wins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn {turn}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{turn}, {phase}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PatentReviewFiller</name>
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
            <source>Purchase: {purchase}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn {turn}, {name}: played {words} ({outcome}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rank}. {words} ({worth}): {why}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rank}. Turn {turn}, {name}: played {made}; the expert's choice {best}; about {value} given up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refused this turn: {words}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No turn gave up anything: every play was the expert's.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PatentRulesForm</name>
        <message>
            <source>Players challenge words (classic)</source>
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
        <name>PatentTable</name>
        <message>
            <source>Second word (V patent): press Space to type here</source>
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
            <source>Pass  (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep all  (Enter)</source>
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
        <message>
            <source>Buy {letter} for ${cost}  (Enter)</source>
            <translation type="unfinished" />
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
    </context>
    <context>
        <name>Patents</name>
        <message>
            <source>vowel ends</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>half vowels</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>one vowel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>swap a card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>two words</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>copy a card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>add an S</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Doubles a word whose first and last letters are both vowels (AREA, OBOE).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Doubles a word in which at least half of the letters are vowels (IDEA, AUDIO).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Doubles a word with exactly one vowel (STRAND, CHIRPS).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Once per turn, before you build or discard: swap one card of your hand or the pool for the top card of the deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Build two words in one turn. Each must be a word on its own; no card is in both.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Use one card of your play twice (at least 3 real cards in the play).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add one S at the end of a word without a card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Patent {letter}: costs ${cost}, worth ${cost} at the end.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Power: {power}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No special power: its owner earns $1 royalty per card others play.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seat {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owned by {name}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You can buy it now.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Phases</name>
        <message>
            <source>build</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>challenge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>buy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>discard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>penalty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>over</source>
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
        <name>PlayList</name>
        <message>
            <source>#</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Equity</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keeps</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PositionAnalysis</name>
        <message>
            <source>Every legal play of the position</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Finding every legal play...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The plays of this position could not be found.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n legal play(s) for {name}'s rack {rack}, best equity first; click a play for the meanings of its words.</source>
            <translation>
                <numerusform>%n legal play for {name}'s rack {rack}, best equity first; click a play for the meanings of its words.</numerusform>
                <numerusform>%n legal plays for {name}'s rack {rack}, best equity first; click a play for the meanings of its words.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Preview</name>
        <message numerus="yes">
            <source>{word} earns ${money} + %n stock, x{multiplier} by {letters}</source>
            <translation>
                <numerusform>{word} earns ${money} + %n stock, x{multiplier} by {letters}</numerusform>
                <numerusform>{word} earns ${money} + %n stock, x{multiplier} by {letters}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{word} earns ${money} + %n stock</source>
            <translation>
                <numerusform>{word} earns ${money} + %n stock</numerusform>
                <numerusform>{word} earns ${money} + %n stock</numerusform>
            </translation>
        </message>
        <message>
            <source>{word} earns ${money}, x{multiplier} by {letters}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{word} earns ${money}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>${money} to {name} ({letters})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Royalties: {payments}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No royalties.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ProblemReportDialog</name>
        <message>
            <source>Report a problem</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing is sent from here. Copy this text into your report (an e-mail or an issue on the project's page) and say what you did just before the problem. It holds no games, words or names, and your home folder is written ~.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copied. Paste it into your report.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Problems</name>
        <message>
            <source>{file} does not exist.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is a folder, not a file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is not an ordinary file (it is a pipe, a device or a socket).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You are not allowed to read {file}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} could not be read: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is larger than {limit}, far larger than any file of this kind.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is not text.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is damaged: it is not valid JSON (line {line}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is damaged: it is nested too deeply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is damaged: it holds a number longer than {limit} digits.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is damaged: it holds a number that is not finite.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is damaged: it holds a broken character in {where}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is damaged: a player's name is longer than {limit} characters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is damaged: {detail}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} needs the word list '{lexicon}', which cannot be loaded. {cause}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is damaged and could not be opened.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} holds a game this version of the app cannot show yet ({family}); the command patentgame replay prints it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game was not saved. {cause}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no word list '{lexicon}'; the known lists are {known}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The word list '{lexicon}' is damaged; import it again to play with it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The built-in word list '{lexicon}' is damaged on this computer; install patentgame again to play with it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is not a compiled word list.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The patent game is played with the letters A to Z, but the word list '{lexicon}' spells its words with other letters; choose an English list.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>BuyWord has tiles for English, Russian and Polish words only, and the word list '{lexicon}' is in another language; choose a list in one of those.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'{lexicon}' is a built-in word list and cannot be removed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no imported word list '{lexicon}'.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A word list needs a name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} was not imported: it has more than {limit} lines.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} was not imported: line {line} is longer than {limit} characters, so it is not a word list.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} was not imported: it unpacks to more than {limit}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} was not imported: it is not a text file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} was not imported: line {line} is not UTF-8 text.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} was not imported: it is a damaged or cut-short gzip file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} was not imported: it holds no word of two or more letters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The import of {file} was cancelled.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Importing a word list needs the dawg2 package, which is not installed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The word list was not imported. {cause}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The disk is full: {file} could not be written. Free some space.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} could not be written: the folder {folder} is read-only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} could not be written: a file is in the way where the folder {folder} should be, or a folder where the file should be.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} could not be written: the folder {folder} does not exist.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} could not be written: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The folder {file} could not be made: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The folder {file} is read-only: nothing can be saved there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} could not be removed: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Another patentgame window is open, so this one autosaves to {file} instead of {usual}.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n patentgame window(s) are already open; this one will not autosave its game.</source>
            <translation>
                <numerusform>%n patentgame window is already open; this one will not autosave its game.</numerusform>
                <numerusform>%n patentgame windows are already open; this one will not autosave its game.</numerusform>
            </translation>
        </message>
        <message>
            <source>{cause} This game will not be autosaved.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The data folder {file} is read-only: saved games can be opened and continued, but nothing is autosaved or added to the statistics.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The autosaved game could not be continued. {cause} It was kept as {kept} in {folder}; a new game starts instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The autosaved game could not be continued. {cause} It could not be moved aside; a new game starts instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{cause} The game goes on; it is saved again as soon as that works.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A game autosaved by another window was kept as {file} in {folder}; open it with File &gt; Open to go on.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{cause} The finished game was kept as {file}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{cause} The finished game was kept and will be added to the statistics as soon as they can take it.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n finished game(s) kept while the statistics could not take them were added to them now.</source>
            <translation>
                <numerusform>%n finished game kept while the statistics could not take it was added to them now.</numerusform>
                <numerusform>%n finished games kept while the statistics could not take them were added to them now.</numerusform>
            </translation>
        </message>
        <message>
            <source>The settings could not be read, so the defaults are used. {cause} The file was kept as {kept}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Some settings could not be read and are back to their defaults: {keys}. The old file was kept as {kept}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The settings were not saved. {cause}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The statistics file was damaged; it was kept as {kept} and a new one was started.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The statistics file was damaged; it was kept as {kept}, and the %n game(s) that could still be read were carried into a new one.</source>
            <translation>
                <numerusform>The statistics file was damaged; it was kept as {kept}, and the %n game that could still be read was carried into a new one.</numerusform>
                <numerusform>The statistics file was damaged; it was kept as {kept}, and the %n games that could still be read were carried into a new one.</numerusform>
            </translation>
        </message>
        <message>
            <source>The statistics file is damaged; it is set aside when the game closes, keeping every game that can still be read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The statistics file {file} is damaged and could not be moved aside.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The statistics are busy; try again in a moment.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The statistics in {file} cannot be opened: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The statistics were written by a newer version of patentgame (schema {version}); this version leaves them untouched.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{cause} Statistics are off for now; games still autosave.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This game could not be added to the statistics. {cause}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The statistics are not available right now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The output could not be written: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The output could not be written: the disk is full.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{what} is empty: give at least one letter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{what} must hold only letters A to Z, not '{text}'.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{what} must hold only the letters of {game}'s tiles, not '{text}'.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{what} must be one word of the letters of the list {lexicon}, not '{text}'.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--seats needs {low} to {high} player ids, not {given}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The app keeps no log this time. {cause}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The log is not written any more this time. {cause}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The definitions file {file} is damaged, so no meanings are shown.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The definitions file cannot be read, so no meanings are shown. {cause}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown player '{player}': the players are {players}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{detail}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Something went wrong inside patentgame ({kind}). Nothing was changed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The record is larger than {limit}, far larger than any game record.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The record is empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The record is not text.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The record is damaged: it is not valid JSON (line {line}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The record is damaged: it is nested too deeply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The record is damaged: it holds a number longer than {limit} digits.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The record is damaged: it holds a number that is not finite.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The record is damaged: it holds a broken character in {where}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The record is damaged: a player's name is longer than {limit} characters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The record is damaged: {detail}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The record needs the word list '{lexicon}', which cannot be loaded. {cause}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the disk could not be read or written</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the disk is full</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>permission denied</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the disk is read-only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it does not exist</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is a folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a file is in the way where a folder should be</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is a link, and links are not followed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its name is too long</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>something is already there</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is busy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is not an ordinary file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an error of the operating system</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RackView</name>
        <message>
            <source>Your rack</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RatingChart</name>
        <message>
            <source>Rating over time</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Rating after each of %n game(s); now {rating}</source>
            <translation>
                <numerusform>Rating after each of %n game; now {rating}</numerusform>
                <numerusform>Rating after each of %n games; now {rating}</numerusform>
            </translation>
        </message>
        <message>
            <source>No rated games yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>first game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>game {number}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Refusals</name>
        <message>
            <source>the game is over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is not this player's turn to act</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this kind of action is not allowed now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>there is no card with that id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only the owner of the Q patent may replace a card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a card may be replaced only once, before building or discarding</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>these rules allow replacing a hand card only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a play needs a word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a play holds at most two words</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>two words need the V patent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a card is neither in the builder's hand nor in the pool</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a card is used twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a word needs at least 3 letters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a word has at most 12 letters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>each word needs a card from the builder's own hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>copying a card needs the X patent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only a card used in this play can be copied</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only one card may be copied</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a play with a copy needs at least 3 real cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>adding an S needs the Z patent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the added S must be the last letter of its word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only one S may be added</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only a Y can be declared a vowel or a consonant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a card is not in the player's hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a card is named twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the penalty is exactly one card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the builder cannot challenge their own play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>that is not a letter from A to Z</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>that patent is already owned</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a patent can be bought only for a letter on a real card played</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not enough money for that patent</source>
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
            <source>Replay</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First: the deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Previous turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Previous action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last: the end</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Position in the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Review…</source>
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
        <name>ReportWriter</name>
        <message>
            <source>Version: patentgame {version}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Platform: {platform}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Qt: {qt} (PySide6 {pyside}), display: {display}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The app keeps no log this time.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The log file {file} is empty or cannot be read.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The last %n line(s) of the log file {file}:</source>
            <translation>
                <numerusform>The last line of the log file {file}:</numerusform>
                <numerusform>The last %n lines of the log file {file}:</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ReviewEntry</name>
        <message>
            <source>Review the game...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each turn beside the expert's choice, and the value given up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Review: {names}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ReviewWindow</name>
        <message>
            <source>Game review</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The coach is reviewing the game...</source>
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
            <source>This game cannot be reviewed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The coach needs a searchable word list to review this game.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RoundView</name>
        <message numerus="yes">
            <source>Round {round}
%n tile(s) in the bag</source>
            <translation>
                <numerusform>Round {round}
%n tile in the bag</numerusform>
                <numerusform>Round {round}
%n tiles in the bag</numerusform>
            </translation>
        </message>
        <message>
            <source>Goal alone: {low}-{high}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The display: each player takes a tile in turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} has taken {tiles}: {price} so far</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Up for auction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drawn for you</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drawn for {name}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n pip(s): the set costs {price}</source>
            <translation>
                <numerusform>%n pip: the set costs {price}</numerusform>
                <numerusform>%n pips: the set costs {price}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
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
        <message numerus="yes">
            <source>There are %n letter card(s):</source>
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
        <name>ScoreSheet</name>
        <message>
            <source>Player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Where</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Total</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The meaning of {word} shows after the challenge's verdict.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>exchanged %n tile(s): {tiles}</source>
            <translation>
                <numerusform>exchanged %n tile: {tiles}</numerusform>
                <numerusform>exchanged %n tiles: {tiles}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>exchanged %n tile(s)</source>
            <translation>
                <numerusform>exchanged %n tile</numerusform>
                <numerusform>exchanged %n tiles</numerusform>
            </translation>
        </message>
        <message>
            <source>passed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>play withdrawn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wrong challenge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>lost turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>resigned</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tiles at the end</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>time ran out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>over time</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message>
            <source>{name}: ${money} money, {stock} stock, patents {patents} worth ${value} (reached the goal). Score {score}.</source>
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
        <message>
            <source>Player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Money</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stock</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Patents</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Patent value</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>To goal</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SeatPlaque</name>
        <message>
            <source>holds the die</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{letters} and {wilds}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n letter(s)</source>
            <translation>
                <numerusform>%n letter</numerusform>
                <numerusform>%n letters</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n wild tile(s)</source>
            <translation>
                <numerusform>%n wild tile</numerusform>
                <numerusform>%n wild tiles</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: {money}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Seats</name>
        <message>
            <source>You</source>
            <comment>a player named You, on the table</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{others} and {last}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Setup</name>
        <message>
            <source>Player</source>
            <comment>the name of a person without one</comment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Standings</name>
        <message>
            <source> (thinking...)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n tile(s)</source>
            <translation>
                <numerusform>%n tile</numerusform>
                <numerusform>%n tiles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bag: %n tile(s)</source>
            <translation>
                <numerusform>Bag: %n tile</numerusform>
                <numerusform>Bag: %n tiles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Unseen (%n): </source>
            <translation>
                <numerusform>Unseen (%n): </numerusform>
                <numerusform>Unseen (%n): </numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatisticsWindow</name>
        <message>
            <source>Greedy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Random</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>People</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}, step {step}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Statistics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re&amp;name…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rename this player; their games keep counting for them</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No finished games yet.
Play a game to the end and its figures appear here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rename player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New name:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no player to rename.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>StepButtons</name>
        <message>
            <source>Roll the die  (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Buy  (B)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Discard the set  (D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bid  (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pass  (Space)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sell  (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear  (Esc)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Done selling  (Space)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take back  (Ctrl+Z)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo your last action, until something new is seen or another player acts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Discard the marked tiles  (Enter)</source>
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
            <source>Not rated: ratings move in games against computer players.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Not rated: the Hint showed the whole play on %n turn(s).</source>
            <translation>
                <numerusform>Not rated: the Hint showed the whole play on %n turn.</numerusform>
                <numerusform>Not rated: the Hint showed the whole play on %n turns.</numerusform>
            </translation>
        </message>
        <message>
            <source>Not rated: turns were taken back, or the game was a guided one.</source>
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
        <name>TableNews</name>
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
    </context>
    <context>
        <name>TableQuestions</name>
        <message>
            <source>Challenge question</source>
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
        <name>TakeBacks</name>
        <message>
            <source>Taken back: no patent is chosen.</source>
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
            <source>Nothing to take back: only your own actions of your turn can be.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing to take back: you have not acted in this turn yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing to take back: new cards or answers have been seen since your last action (the refilled pool, drawn cards, the check of your word).</source>
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
    </context>
    <context>
        <name>Themes</name>
        <message>
            <source>&amp;Felt table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;High contrast</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Dark</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TurnActions</name>
        <message>
            <source>No word found with these cards: discard some instead.</source>
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
    </context>
    <context>
        <name>TurnButtons</name>
        <message>
            <source>Play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recall</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shuffle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sort</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exchange...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resign</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hint</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each press tells more of the best play: its size and score, some tiles, all</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your last word back to your rack, before the next player acts (Ctrl+Z)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Exchange %n tile(s)</source>
            <translation>
                <numerusform>Exchange %n tile</numerusform>
                <numerusform>Exchange %n tiles</numerusform>
            </translation>
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
            <source>A hint in three steps: the length, letters in place, the whole play (Ctrl+H)</source>
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
            <source>Buy  (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Buy the chosen patent</source>
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
    </context>
    <context>
        <name>TurnLines</name>
        <message>
            <source>{words}: not in the word list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click cards (or type their letters) to mark them; a marked card rises and is crossed out.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Buy the {letter} patent: press Enter, or click it again. Esc or Ctrl+Z: choose again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You can buy: {letters}. Click a glowing patent or type its letter, then press Enter.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>Guided first game · step %1 of %2</source>
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
            <source>RAVEN earned you $3. Now you may buy the patent of one letter you played. Buy V for $2: click the glowing V (or type V), then press Enter or click it again. From now on, whenever someone else plays a V, the bank pays you $1, and the V patent gives you a power.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In this lesson, buy the V patent: click the glowing V (or type V), then press Enter.</source>
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
            <source>%1: not in the word list. In a real game it would be challenged and taken back. In this lesson, build two words of the list: press Space between them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End your turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Both words scored. Buy a patent if you like (click it, then press Enter), or press Buy nothing (Esc); if cards are left, discard those you do not want and press Enter.</source>
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
            <source>Welcome to the board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your seven tiles lie on the rack under the board; the small figure on each is its points. Words go across or down, and every word after the first joins the tiles already on the board. You play against %1; the score sheet on the right shows every move.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lay your first word</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play %1 across from the centre star (%2): drag each tile from the rack to its square, or click the star and type the letters. The star doubles the score of the first word. Then press Play (Enter).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In this lesson, play %1 across from the centre star (%2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Premium squares</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The coloured squares count more for a tile newly laid on them: double or triple letter, double or triple word. Play %1 down from %2: its %3 lands on a triple letter square. Click %2 twice to type downwards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In this lesson, play %1 down from %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your rack spells %1; it fits across from %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your rack spells %1; it fits down from %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All seven tiles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A play of all seven tiles of the rack earns %1 points more: a bingo.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Any play of all seven tiles in words of the list will do.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In this lesson, play all seven tiles (%1 fits from %2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: not in the word list. In a real game it would be challenged and taken back. Play all seven tiles in words of the list (%2 fits from %3).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Is it a word?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 played %2. A play stands unless someone challenges it: a play with a word that is not in the word list is taken back and scores nothing, but a wrong challenge costs you your turn. Answer the question under the board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Answer the question under the board: challenge the play or accept it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Well spotted: %2 is not in the word list. %1's play is taken back, and it is still your turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You accepted %1, so it stands, although it is not in the word list. When a word looks wrong, challenge it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exchange tiles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your new rack is poor. Instead of playing, you may give tiles back to the bag for as many new ones (while the bag holds at least seven): press Exchange..., click the tiles to give back, then press the Exchange button (Enter). It takes your turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In this lesson, exchange tiles: press Exchange..., choose the tiles, then confirm.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Laying tiles, premium squares, bingos, challenges and exchanges: that is the whole game. Play on against %1, who now plays by herself, or start a new game from the File menu. This game does not count for your rating.</source>
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
        <message>
            <source>Guided first game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Welcome to BuyWord</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You start with $200 and four wild tiles. Each round the die says how many tiles each player draws; you buy them for the square of their pips, and sell words for the square of theirs. The most money at the end wins. You play against %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll the die</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You lead this round: press Roll the die (Enter).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In this lesson, roll the die: press Enter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A choice face</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The die shows a choice face: the leader names how many tiles each player draws, from 2 to 5. Name %1: press its button or the key %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In this lesson, name %1: press the key %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Buy a set</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You drew your set. Its price, under the tiles, is the square of its pips: more tiles and rarer letters cost more. Buy it: press Buy (B). A set you decline leaves the game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In this lesson, buy the set: press B.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sell a word with a wild</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Now sell words: a word pays the square of its pips. A wild tile stands for any letter and counts 1 pip; a word may use one. You have no %2: type %1, and a wild takes the %2. Press Sell (Enter), then Done selling (Space).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In this lesson, sell %1 with a wild for the %2, then press Done selling (Space).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The next round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The die passed to %1, who leads this round; she draws and buys first. Buy your new set too: press Buy (B).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep your tiles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This time sell nothing: press Done selling (Space). You will hold more than %1 letter tiles, and see what happens then.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In this lesson, sell nothing: press Done selling (Space).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The 8-tile limit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>At the end of a round nobody keeps more than %1 letter tiles (wilds do not count). Click the letters to give up (or type them), then press Discard the marked tiles (Enter). They leave the game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark letter tiles until %1 are left, then press Enter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The die, buying, selling with a wild and the 8-tile limit: that is the whole game. Play on against %1, who now plays by herself, or start a new game from the File menu. This game does not count for your rating.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>VersusChart</name>
        <message>
            <source>Wins against each opponent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{opponent}: {wins} won, {draws} drawn of {games}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No games yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{wins} of {games}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>won</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>drawn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>lost</source>
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
            <source>Start a game against the computer right away.</source>
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
            <source>L</source>
            <comment>the key of Learn to play</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>P</source>
            <comment>the key of Play against the computer</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>O</source>
            <comment>the key of Open a saved game</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys: {learn}, {play} or {open}; the arrows and Enter also work.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Or learn another game:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>WindowMenus</name>
        <message>
            <source>&amp;File</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;New game...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Play against the computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Open...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save &amp;as...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Recent games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Take back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Computer &amp;speed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the game &amp;log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Reduce motion</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Challenge time limit...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Accept computer players' &amp;words without asking</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your &amp;name in solo games...</source>
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
            <source>&amp;Rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Guided first game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Guided first game: {game}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Report a &amp;problem...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;About patentgame</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>System</source>
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
            <source>Challenge time limit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seconds the challenge bar counts down before it accepts a word by itself
(0 turns the countdown off: the bar waits for your answer):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your name:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>WordBuilding</name>
        <message>
            <source>Wild = ?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wild = {letter}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No {letter} left in your hand.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{word}: %n pip(s), sells for {price}</source>
            <translation>
                <numerusform>{word}: %n pip, sells for {price}</numerusform>
                <numerusform>{word}: %n pips, sells for {price}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{word}: %n pip(s), {price} - {why}</source>
            <translation>
                <numerusform>{word}: %n pip, {price} - {why}</numerusform>
                <numerusform>{word}: %n pips, {price} - {why}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>WordLists</name>
        <message>
            <source>Open English (ENABLE)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open English, everyday words</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open English, large (US and UK spellings)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Russian common nouns (OpenCorpora)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Russian, all word forms (OpenCorpora)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open Spanish, all word forms (RLA-ES)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open Polish, all word forms (sjp.pl)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ENABLE (Enhanced North American Benchmark Lexicon) by Alan Beale and Mendel Cooper, released into the public domain.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Words from SCOWL (Spell Checker Oriented Word Lists) by Kevin Atkinson, http://wordlist.aspell.net/. Copyright 2000-2018 by Kevin Atkinson and the other copyright holders named in its licence. Permission to use, copy, modify, distribute and sell these word lists, the associated scripts, the output created from the scripts, and its documentation for any purpose is hereby granted without fee, provided that the above copyright notice appears in all copies and that both that copyright notice and this permission notice appear in supporting documentation. Kevin Atkinson makes no representations about the suitability of this array for any purpose. It is provided "as is" without express or implied warranty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ENABLE (Enhanced North American Benchmark Lexicon) by Alan Beale and Mendel Cooper, released into the public domain. Words from SCOWL (Spell Checker Oriented Word Lists) by Kevin Atkinson, http://wordlist.aspell.net/. Copyright 2000-2018 by Kevin Atkinson and the other copyright holders named in its licence. Permission to use, copy, modify, distribute and sell these word lists, the associated scripts, the output created from the scripts, and its documentation for any purpose is hereby granted without fee, provided that the above copyright notice appears in all copies and that both that copyright notice and this permission notice appear in supporting documentation. Kevin Atkinson makes no representations about the suitability of this array for any purpose. It is provided "as is" without express or implied warranty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Russian words from the OpenCorpora dictionary (opencorpora.org), as compiled for pymorphy in the package pymorphy3-dicts-ru, under the Creative Commons Attribution-ShareAlike 3.0 licence (https://creativecommons.org/licenses/by-sa/3.0/). The list is our selection of it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spanish words expanded from the Spanish Hunspell dictionary of the RLA-ES project by Santiago Bosio (LibreOffice dictionaries, Debian package hunspell-es), used under the Mozilla Public License 1.1 (one of its GPL-3+, LGPL-3+ and MPL-1.1 options). Words it lacks added from the public-domain Spanish word list of Debian's package wspanish.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Polish words from the dictionary of sjp.pl (Słownik języka polskiego, https://sjp.pl/slownik/ort/), Copyright 2008-2018 Polish Alternative Dictionary Editing Team and Marek Futrega, as packaged by Debian (wpolish), used under the Creative Commons Attribution 4.0 licence (https://creativecommons.org/licenses/by/4.0/), one of its GPL-2, LGPL-2.1, MPL-1.1, Apache-2.0 and CC-BY-4.0 options. The list is our selection of it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Public domain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SCOWL licence (permissive)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Public domain (ENABLE) and SCOWL licence (permissive), with the UKACD notice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CC BY-SA 3.0</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>MPL 1.1 (RLA-ES) and public domain (wspanish)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CC BY 4.0</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>WordListsDialog</name>
        <message>
            <source>Word list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Words</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kind</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Licence</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>English: the patent game, BuyWord, Scrabble, Wocable (English)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Russian: Эрудит, Скрэббл (русский)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spanish: Wocable (Español)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Word lists</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Games are checked against one of these lists. Import a plain-text list you own (one word per line) to play with it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Cancel import</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Import…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The imported word lists cannot be read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Built-in · default</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Built-in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Imported from {file}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Imported from a file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Russian</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spanish</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Built-in lists cannot be removed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import a word list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Word lists (*.txt *.txt.gz *.lst *.dic);;All files (*)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Importing {file}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelling the import…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} was not imported.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Imported “{name}”: %Ln word(s).</source>
            <translation>
                <numerusform>Imported “{name}”: %Ln word.</numerusform>
                <numerusform>Imported “{name}”: %Ln words.</numerusform>
            </translation>
        </message>
        <message>
            <source>{accepted} lines accepted ({repeated} repeated a word), {rejected} rejected.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{accepted} lines accepted, {rejected} rejected.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>line {number}: {text}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>… and %Ln more</source>
            <translation>
                <numerusform>… and %Ln more</numerusform>
                <numerusform>… and %Ln more</numerusform>
            </translation>
        </message>
        <message>
            <source>Remove word list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove the word list “{name}”? Saved games that use it cannot be opened until it is imported again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The word list was not removed.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>WorthChart</name>
        <message>
            <source>turns</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>_SeatPanel</name>
        <message>
            <source>person</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{level} computer</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>${money}  ·  %n stock  ·  score {score}</source>
            <translation>
                <numerusform>${money}  ·  %n stock  ·  score {score}</numerusform>
                <numerusform>${money}  ·  %n stock  ·  score {score}</numerusform>
            </translation>
        </message>
        <message>
            <source>Patents: {letters}  (worth ${value})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Patents: none</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
