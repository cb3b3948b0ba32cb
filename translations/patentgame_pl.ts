<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="pl" sourcelanguage="en">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About patentgame</source>
            <translation>O programie patentgame</translation>
        </message>
    </context>
    <context>
        <name>AboutText</name>
        <message>
            <source>patentgame {version}</source>
            <translation>patentgame {version}</translation>
        </message>
        <message>
            <source>Made with Qt {qt} (PySide6 {pyside}).</source>
            <translation>Zbudowano z Qt {qt} (PySide6 {pyside}).</translation>
        </message>
        <message>
            <source>A word game of letters, patents and royalties.</source>
            <translation>Gra słowna o literach, patentach i tantiemach.</translation>
        </message>
        <message>
            <source>Word lists and other data</source>
            <translation>Listy słów i inne dane</translation>
        </message>
        <message>
            <source>None of these lists is the NWL, Collins or any other proprietary tournament list.</source>
            <translation>Żadna z tych list nie jest listą NWL, Collins ani inną zastrzeżoną listą turniejową.</translation>
        </message>
        <message>
            <source>The word lists' details could not be read: {error}</source>
            <translation>Nie udało się odczytać szczegółów list słów: {error}</translation>
        </message>
        <message>
            <source>Licence texts</source>
            <translation>Teksty licencji</translation>
        </message>
        <message>
            <source>Everyday vocabularies of the board games' computer players</source>
            <translation>Słowniki codziennych słów komputerowych graczy w grach na planszy</translation>
        </message>
        <message>
            <source>The vocabularies' credits could not be read: {error}</source>
            <translation>Nie udało się odczytać informacji o słownikach: {error}</translation>
        </message>
        <message>
            <source>{id} ({words} words), made from {source}. Licence: {licence}</source>
            <translation>{id} (słów: {words}), na podstawie {source}. Licencja: {licence}</translation>
        </message>
        <message numerus="yes">
            <source>{title} (%Ln word(s))</source>
            <translation>
                <numerusform>{title} (%Ln słowo)</numerusform>
                <numerusform>{title} (%Ln słowa)</numerusform>
                <numerusform>{title} (%Ln słów)</numerusform>
            </translation>
        </message>
        <message>
            <source>Licence: {licence}</source>
            <translation>Licencja: {licence}</translation>
        </message>
    </context>
    <context>
        <name>AccessMenus</name>
        <message>
            <source>&amp;Theme</source>
            <translation>&amp;Motyw</translation>
        </message>
        <message>
            <source>&amp;Zoom</source>
            <translation>&amp;Powiększenie</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>Po&amp;większ</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>Po&amp;mniejsz</translation>
        </message>
        <message>
            <source>&amp;Actual size</source>
            <translation>&amp;Rzeczywisty rozmiar</translation>
        </message>
        <message>
            <source>&amp;Mute sounds</source>
            <translation>Wy&amp;cisz dźwięki</translation>
        </message>
        <message>
            <source>Sound &amp;volume...</source>
            <translation>&amp;Głośność dźwięku...</translation>
        </message>
        <message>
            <source>&amp;Keys</source>
            <translation>&amp;Klawisze</translation>
        </message>
        <message>
            <source>&amp;Actual size (now {percent}%)</source>
            <translation>&amp;Rzeczywisty rozmiar (teraz {percent}%)</translation>
        </message>
        <message>
            <source>Sound volume</source>
            <translation>Głośność dźwięku</translation>
        </message>
        <message>
            <source>Volume of the game's sounds, from 0 (silent) to 100:</source>
            <translation>Głośność dźwięków gry, od 0 (cisza) do 100:</translation>
        </message>
    </context>
    <context>
        <name>Accessibility</name>
        <message>
            <source>Status</source>
            <translation>Stan</translation>
        </message>
        <message>
            <source>The players:</source>
            <translation>Gracze:</translation>
        </message>
    </context>
    <context>
        <name>AfterGameBar</name>
        <message>
            <source>Play again</source>
            <translation>Zagraj ponownie</translation>
        </message>
        <message>
            <source>A new game with the same players and rules</source>
            <translation>Nowa partia z tymi samymi graczami i zasadami</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Wyniki</translation>
        </message>
        <message>
            <source>The summary of the game just finished</source>
            <translation>Podsumowanie właśnie zakończonej partii</translation>
        </message>
    </context>
    <context>
        <name>AiRunner</name>
        <message>
            <source>(played safe after an error)</source>
            <translation>(ruch awaryjny po błędzie)</translation>
        </message>
    </context>
    <context>
        <name>AnalysisSection</name>
        <message>
            <source>Every play of each position...</source>
            <translation>Wszystkie ruchy każdej pozycji...</translation>
        </message>
        <message>
            <source>The game in the replay viewer, with every legal play of the position shown, best first</source>
            <translation>Gra w przeglądarce powtórki ze wszystkimi dozwolonymi ruchami pokazanej pozycji, najlepsze najpierw</translation>
        </message>
        <message>
            <source>Every play of each position</source>
            <translation>Wszystkie ruchy każdej pozycji</translation>
        </message>
    </context>
    <context>
        <name>Announcer</name>
        <message>
            <source>Game news</source>
            <translation>Wieści z gry</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>patentgame: no screen found (DISPLAY and WAYLAND_DISPLAY are not set). Start it on a desktop, or use --screenshot PATH.</source>
            <translation>patentgame: nie znaleziono ekranu (DISPLAY ani WAYLAND_DISPLAY nie są ustawione). Uruchom grę na pulpicie albo użyj --screenshot ŚCIEŻKA.</translation>
        </message>
        <message>
            <source>Games are not kept this time: {error}</source>
            <translation>Tym razem partie nie są zapisywane: {error}</translation>
        </message>
        <message>
            <source>Something went wrong, sorry. The game goes on; if it keeps happening, please report it with this line:

{error}</source>
            <translation>Coś poszło nie tak, przepraszamy. Gra toczy się dalej; jeśli to się powtarza, zgłoś to, podając ten wiersz:

{error}</translation>
        </message>
    </context>
    <context>
        <name>Argparse</name>
        <message>
            <source>usage: </source>
            <translation>użycie: </translation>
        </message>
        <message>
            <source>positional arguments</source>
            <translation>argumenty pozycyjne</translation>
        </message>
        <message>
            <source>options</source>
            <translation>opcje</translation>
        </message>
        <message>
            <source>show this help message and exit</source>
            <translation>pokaż ten komunikat pomocy i zakończ</translation>
        </message>
        <message>
            <source>%(prog)s: error: %(message)s
</source>
            <translation>%(prog)s: błąd: %(message)s
</translation>
        </message>
        <message>
            <source>%(prog)s: error: %(message)s (see %(prog)s --help)</source>
            <translation>%(prog)s: błąd: %(message)s (zobacz %(prog)s --help)</translation>
        </message>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation>argument %(argument_name)s: %(message)s</translation>
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation>wymagane są następujące argumenty: %s</translation>
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation>nierozpoznane argumenty: %s</translation>
        </message>
        <message>
            <source>expected one argument</source>
            <translation>oczekiwano jednego argumentu</translation>
        </message>
        <message>
            <source>expected at least one argument</source>
            <translation>oczekiwano co najmniej jednego argumentu</translation>
        </message>
        <message>
            <source>expected at most one argument</source>
            <translation>oczekiwano najwyżej jednego argumentu</translation>
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation>nieprawidłowy wybór: %(value)r (do wyboru: %(choices)s)</translation>
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation>nieprawidłowa wartość typu %(type)s: %(value)r</translation>
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation>niejednoznaczna opcja: %(option)s pasuje do %(matches)s</translation>
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation>niedozwolone razem z argumentem %s</translation>
        </message>
        <message>
            <source>ignored explicit argument %r</source>
            <translation>zignorowano jawny argument %r</translation>
        </message>
        <message>
            <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
            <translation>nieznany parser %(parser_name)r (do wyboru: %(choices)s)</translation>
        </message>
        <message>
            <source>can't open '%(filename)s': %(error)s</source>
            <translation>nie można otworzyć „%(filename)s”: %(error)s</translation>
        </message>
    </context>
    <context>
        <name>BlankPicker</name>
        <message>
            <source>Blank tile</source>
            <translation>Blank</translation>
        </message>
        <message>
            <source>Which letter does the blank stand for? Click it or type it (Esc: cancel).</source>
            <translation>Jaką literę oznacza blank? Kliknij ją albo wpisz (Esc: anuluj).</translation>
        </message>
        <message>
            <source>Letter {letter}</source>
            <translation>Litera {letter}</translation>
        </message>
    </context>
    <context>
        <name>BoardFiguresPanel</name>
        <message>
            <source>Board game</source>
            <translation>Gra na planszy</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partie</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Wygrane</translation>
        </message>
        <message>
            <source>Mean score</source>
            <translation>Średni wynik</translation>
        </message>
        <message>
            <source>Best play</source>
            <translation>Najlepszy ruch</translation>
        </message>
        <message>
            <source>Plays</source>
            <translation>Ruchy</translation>
        </message>
        <message>
            <source>All-tile plays</source>
            <translation>Ruchy całym stojakiem</translation>
        </message>
        <message>
            <source>Crossword-board games</source>
            <translation>Gry na planszy</translation>
        </message>
        <message numerus="yes">
            <source>{words}: %n point(s)</source>
            <translation>
                <numerusform>{words}: %n punkt</numerusform>
                <numerusform>{words}: %n punkty</numerusform>
                <numerusform>{words}: %n punktów</numerusform>
            </translation>
        </message>
        <message>
            <source>no play yet</source>
            <translation>jeszcze bez ruchu</translation>
        </message>
        <message>
            <source>{wins} ({share:.0f}%)</source>
            <translation>{wins} ({share:.0f}%)</translation>
        </message>
    </context>
    <context>
        <name>BoardNarration</name>
        <message>
            <source>You drew the tile nearest to the start of the alphabet and begin.</source>
            <translation>Twoja płytka jest najbliżej początku alfabetu: zaczynasz.</translation>
        </message>
        <message>
            <source>{name} drew the tile nearest to the start of the alphabet and begins.</source>
            <translation>{name} ma płytkę najbliżej początku alfabetu i zaczyna.</translation>
        </message>
        <message>
            <source>Turn {number}: your turn.</source>
            <translation>Ruch {number}: twoja kolej.</translation>
        </message>
        <message>
            <source>Turn {number}: {name} to play.</source>
            <translation>Ruch {number}: teraz {name}.</translation>
        </message>
        <message numerus="yes">
            <source>You exchange %n tile(s).</source>
            <translation>
                <numerusform>Wymieniasz %n płytkę.</numerusform>
                <numerusform>Wymieniasz %n płytki.</numerusform>
                <numerusform>Wymieniasz %n płytek.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} exchanges %n tile(s).</source>
            <translation>
                <numerusform>{name} wymienia %n płytkę.</numerusform>
                <numerusform>{name} wymienia %n płytki.</numerusform>
                <numerusform>{name} wymienia %n płytek.</numerusform>
            </translation>
        </message>
        <message>
            <source>You pass.</source>
            <translation>Pasujesz.</translation>
        </message>
        <message>
            <source>{name} passes.</source>
            <translation>{name} pasuje.</translation>
        </message>
        <message numerus="yes">
            <source>You take the play back and lose %n point(s).</source>
            <translation>
                <numerusform>Cofasz ruch i tracisz %n punkt.</numerusform>
                <numerusform>Cofasz ruch i tracisz %n punkty.</numerusform>
                <numerusform>Cofasz ruch i tracisz %n punktów.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} takes the play back and loses %n point(s).</source>
            <translation>
                <numerusform>{name} cofa ruch i traci %n punkt.</numerusform>
                <numerusform>{name} cofa ruch i traci %n punkty.</numerusform>
                <numerusform>{name} cofa ruch i traci %n punktów.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You gain %n point(s) for the wrong challenge.</source>
            <translation>
                <numerusform>Zyskujesz %n punkt za błędne podważenie.</numerusform>
                <numerusform>Zyskujesz %n punkty za błędne podważenie.</numerusform>
                <numerusform>Zyskujesz %n punktów za błędne podważenie.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} gains %n point(s) for the wrong challenge.</source>
            <translation>
                <numerusform>{name} zyskuje %n punkt za błędne podważenie.</numerusform>
                <numerusform>{name} zyskuje %n punkty za błędne podważenie.</numerusform>
                <numerusform>{name} zyskuje %n punktów za błędne podważenie.</numerusform>
            </translation>
        </message>
        <message>
            <source>You lose this turn to a wrong challenge.</source>
            <translation>Tracisz ten ruch przez błędne podważenie.</translation>
        </message>
        <message>
            <source>{name} loses this turn to a wrong challenge.</source>
            <translation>{name} traci ten ruch przez błędne podważenie.</translation>
        </message>
        <message>
            <source>You resign.</source>
            <translation>Poddajesz się.</translation>
        </message>
        <message>
            <source>{name} resigns.</source>
            <translation>{name} się poddaje.</translation>
        </message>
        <message>
            <source>Your time ran out: you leave the game.</source>
            <translation>Twój czas minął: odpadasz z gry.</translation>
        </message>
        <message>
            <source>{name}'s time ran out: {name} leaves the game.</source>
            <translation>Koniec czasu: {name} odpada z gry.</translation>
        </message>
        <message numerus="yes">
            <source>You went over time by %n minute(s): {points} points off.</source>
            <translation>
                <numerusform>Przekroczenie czasu o %n minutę: minus {points} pkt.</numerusform>
                <numerusform>Przekroczenie czasu o %n minuty: minus {points} pkt.</numerusform>
                <numerusform>Przekroczenie czasu o %n minut: minus {points} pkt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} went over time by %n minute(s): {points} points off.</source>
            <translation>
                <numerusform>{name}: przekroczenie czasu o %n minutę, minus {points} pkt.</numerusform>
                <numerusform>{name}: przekroczenie czasu o %n minuty, minus {points} pkt.</numerusform>
                <numerusform>{name}: przekroczenie czasu o %n minut, minus {points} pkt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You play {words} at {where} for %n point(s).</source>
            <translation>
                <numerusform>Układasz {words} na {where} za %n punkt.</numerusform>
                <numerusform>Układasz {words} na {where} za %n punkty.</numerusform>
                <numerusform>Układasz {words} na {where} za %n punktów.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} plays {words} at {where} for %n point(s).</source>
            <translation>
                <numerusform>{name} układa {words} na {where} za %n punkt.</numerusform>
                <numerusform>{name} układa {words} na {where} za %n punkty.</numerusform>
                <numerusform>{name} układa {words} na {where} za %n punktów.</numerusform>
            </translation>
        </message>
        <message>
            <source>All seven tiles: a bonus!</source>
            <translation>Wszystkie siedem płytek: bonus!</translation>
        </message>
        <message>
            <source>You challenge {name}: {words} is not in the word list.</source>
            <translation>Podważasz {words} ({name}): brak na liście słów.</translation>
        </message>
        <message>
            <source>{challenger} challenges you: {words} is not in the word list.</source>
            <translation>{challenger} podważa twoje {words}: brak na liście słów.</translation>
        </message>
        <message>
            <source>{challenger} challenges {name}: {words} is not in the word list.</source>
            <translation>{challenger} podważa {words} ({name}): brak na liście słów.</translation>
        </message>
        <message>
            <source>You challenge {name}: every word stands.</source>
            <translation>Podważasz ({name}): wszystkie słowa zostają.</translation>
        </message>
        <message>
            <source>{challenger} challenges you: every word stands.</source>
            <translation>{challenger} podważa twój ruch: wszystkie słowa zostają.</translation>
        </message>
        <message>
            <source>{challenger} challenges {name}: every word stands.</source>
            <translation>{challenger} podważa ruch ({name}): wszystkie słowa zostają.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Koniec gry.</translation>
        </message>
        <message>
            <source>The game is over: you win.</source>
            <translation>Koniec gry: wygrywasz.</translation>
        </message>
        <message>
            <source>The game is over: a draw between {names}.</source>
            <translation>Koniec gry: remis – {names}.</translation>
        </message>
        <message>
            <source>The game is over: {name} wins.</source>
            <translation>Koniec gry: wygrywa {name}.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>To nie twoja kolej.</translation>
        </message>
        <message>
            <source>There is no such player.</source>
            <translation>Nie ma takiego gracza.</translation>
        </message>
        <message>
            <source>This player has resigned.</source>
            <translation>Ten gracz się poddał.</translation>
        </message>
        <message>
            <source>The last play went out: pass to accept it, or challenge it.</source>
            <translation>Ostatni ruch zakończył grę: spasuj, aby go przyjąć, albo go podważ.</translation>
        </message>
        <message>
            <source>Put at least one tile on the board.</source>
            <translation>Połóż na planszy co najmniej jedną płytkę.</translation>
        </message>
        <message>
            <source>A tile is off the board.</source>
            <translation>Płytka leży poza planszą.</translation>
        </message>
        <message>
            <source>That letter is not in this game's alphabet.</source>
            <translation>Tej litery nie ma w alfabecie tej gry.</translation>
        </message>
        <message>
            <source>A tile is not on your rack.</source>
            <translation>Tej płytki nie ma na twoim stojaku.</translation>
        </message>
        <message>
            <source>A square already holds a tile.</source>
            <translation>Na tym polu już leży płytka.</translation>
        </message>
        <message>
            <source>Two tiles are on one square.</source>
            <translation>Dwie płytki leżą na jednym polu.</translation>
        </message>
        <message>
            <source>The tiles of a play lie in one row or one column.</source>
            <translation>Płytki jednego ruchu leżą w jednym wierszu lub jednej kolumnie.</translation>
        </message>
        <message>
            <source>The tiles of a play leave a gap.</source>
            <translation>Między płytkami ruchu jest przerwa.</translation>
        </message>
        <message>
            <source>The first word covers the centre star.</source>
            <translation>Pierwsze słowo przykrywa środkową gwiazdę.</translation>
        </message>
        <message>
            <source>The first word is too short.</source>
            <translation>Pierwsze słowo jest za krótkie.</translation>
        </message>
        <message>
            <source>A play touches a tile already on the board.</source>
            <translation>Ruch styka się z płytką, która już leży na planszy.</translation>
        </message>
        <message>
            <source>A play makes a word of at least two letters.</source>
            <translation>Ruch tworzy słowo z co najmniej dwóch liter.</translation>
        </message>
        <message>
            <source>CH, LL and RR are played with their own tile.</source>
            <translation>CH, LL i RR układa się osobnymi płytkami.</translation>
        </message>
        <message>
            <source>A word is not in the word list.</source>
            <translation>Słowa nie ma na liście słów.</translation>
        </message>
        <message>
            <source>These rules do not let a blank be taken from the board.</source>
            <translation>Te zasady nie pozwalają zabrać blanka z planszy.</translation>
        </message>
        <message>
            <source>Only a blank can be taken from the board.</source>
            <translation>Z planszy można zabrać tylko blanka.</translation>
        </message>
        <message>
            <source>A blank is taken by putting its own letter in its place.</source>
            <translation>Blanka zabiera się, kładąc na jego miejsce płytkę z jego literą.</translation>
        </message>
        <message>
            <source>A blank taken from the board is played in the same move.</source>
            <translation>Blank zabrany z planszy trzeba zagrać w tym samym ruchu.</translation>
        </message>
        <message>
            <source>Choose at least one tile to exchange.</source>
            <translation>Wybierz co najmniej jedną płytkę do wymiany.</translation>
        </message>
        <message>
            <source>The bag holds too few tiles to exchange.</source>
            <translation>W worku jest za mało płytek na wymianę.</translation>
        </message>
        <message>
            <source>There is no play to challenge.</source>
            <translation>Nie ma ruchu do podważenia.</translation>
        </message>
        <message>
            <source>You cannot challenge your own play.</source>
            <translation>Nie możesz podważyć własnego ruchu.</translation>
        </message>
        <message>
            <source>Words are checked automatically in this game.</source>
            <translation>W tej grze słowa są sprawdzane automatycznie.</translation>
        </message>
        <message>
            <source>These rules do not let a player resign.</source>
            <translation>Te zasady nie pozwalają się poddać.</translation>
        </message>
        <message>
            <source>A time runs out only in a game with a time per move.</source>
            <translation>Czas kończy się tylko w grze z limitem czasu na ruch.</translation>
        </message>
    </context>
    <context>
        <name>BoardReplayPanel</name>
        <message>
            <source>Every play of this position</source>
            <translation>Wszystkie ruchy tej pozycji</translation>
        </message>
        <message>
            <source>List every legal play of the rack to move, with its score, equity and the tiles it keeps, best first</source>
            <translation>Pokaż wszystkie dozwolone ruchy ze stojaka gracza, który ma ruch: punkty, wartość i zostające płytki, najlepsze najpierw</translation>
        </message>
        <message numerus="yes">
            <source>{name} loses %n point(s) on time.</source>
            <translation>
                <numerusform>{name} traci %n punkt za czas.</numerusform>
                <numerusform>{name} traci %n punkty za czas.</numerusform>
                <numerusform>{name} traci %n punktów za czas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} gains %n point(s) from the tiles left.</source>
            <translation>
                <numerusform>{name} zyskuje %n punkt z pozostałych płytek.</numerusform>
                <numerusform>{name} zyskuje %n punkty z pozostałych płytek.</numerusform>
                <numerusform>{name} zyskuje %n punktów z pozostałych płytek.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} loses %n point(s) for the tiles left.</source>
            <translation>
                <numerusform>{name} traci %n punkt za pozostałe płytki.</numerusform>
                <numerusform>{name} traci %n punkty za pozostałe płytki.</numerusform>
                <numerusform>{name} traci %n punktów za pozostałe płytki.</numerusform>
            </translation>
        </message>
        <message>
            <source>Note: {text}</source>
            <translation>Uwaga: {text}</translation>
        </message>
        <message>
            <source>The game is over: there is no play to list.</source>
            <translation>Gra się skończyła: nie ma już ruchów.</translation>
        </message>
        <message>
            <source>The last play went out: the next player may only accept or challenge it.</source>
            <translation>Ostatni ruch zakończył grę: następny gracz może go tylko przyjąć albo podważyć.</translation>
        </message>
        <message>
            <source>The file names no rack for this move.</source>
            <translation>Plik nie podaje stojaka dla tego ruchu.</translation>
        </message>
        <message>
            <source>Next, as the file writes it: {rack}</source>
            <translation>Dalej, tak jak zapisano w pliku: {rack}</translation>
        </message>
        <message numerus="yes">
            <source>Bag: %n tile(s)</source>
            <translation>
                <numerusform>Worek: %n płytka</numerusform>
                <numerusform>Worek: %n płytki</numerusform>
                <numerusform>Worek: %n płytek</numerusform>
            </translation>
        </message>
        <message>
            <source>Game over: {names}</source>
            <translation>Koniec gry: {names}</translation>
        </message>
        <message>
            <source>Turn {number}</source>
            <translation>Ruch {number}</translation>
        </message>
    </context>
    <context>
        <name>BoardRulesForm</name>
        <message>
            <source>Rule set:</source>
            <translation>Zestaw zasad:</translation>
        </message>
        <message>
            <source>Players challenge words (a wrong challenge loses a turn)</source>
            <translation>Gracze podważają słowa (błędne podważenie kosztuje ruch)</translation>
        </message>
        <message>
            <source>Players challenge words (a wrong challenge gives 5 points)</source>
            <translation>Gracze podważają słowa (błędne podważenie daje 5 punktów)</translation>
        </message>
        <message>
            <source>The game checks every word</source>
            <translation>Gra sprawdza każde słowo</translation>
        </message>
        <message>
            <source>Checking words:</source>
            <translation>Sprawdzanie słów:</translation>
        </message>
        <message>
            <source>The first word has at least 5 letters</source>
            <translation>Pierwsze słowo ma co najmniej 5 liter</translation>
        </message>
        <message>
            <source>A blank scores as its letter</source>
            <translation>Blank liczy się jak jego litera</translation>
        </message>
        <message>
            <source>Е may be played for Ё (ЕЛКА for ЁЛКА)</source>
            <translation>Е można zagrać zamiast Ё (ЕЛКА za ЁЛКА)</translation>
        </message>
        <message>
            <source>Exchanged tiles go back into the bag before new ones are drawn</source>
            <translation>Wymienione płytki wracają do worka przed dobraniem nowych</translation>
        </message>
        <message>
            <source>The game ends after six turns in a row without a score</source>
            <translation>Gra kończy się po sześciu ruchach z rzędu bez punktów</translation>
        </message>
        <message>
            <source>No clock</source>
            <translation>Bez zegara</translation>
        </message>
        <message>
            <source>A time per move (run out: you leave the game)</source>
            <translation>Czas na ruch (po jego upływie odpadasz z gry)</translation>
        </message>
        <message>
            <source>A time per game (10 points off per minute over)</source>
            <translation>Czas na partię (10 punktów mniej za każdą minutę ponad)</translation>
        </message>
        <message>
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <source>Time per move:</source>
            <translation>Czas na ruch:</translation>
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>Time per game:</source>
            <translation>Czas na partię:</translation>
        </message>
        <message>
            <source>Clock:</source>
            <translation>Zegar:</translation>
        </message>
    </context>
    <context>
        <name>BoardRulesPage</name>
        <message>
            <source>blank</source>
            <translation>blank</translation>
        </message>
        <message>
            <source>letter</source>
            <translation>litera</translation>
        </message>
        <message>
            <source>tiles</source>
            <translation>płytki</translation>
        </message>
        <message>
            <source>points</source>
            <translation>punkty</translation>
        </message>
        <message>
            <source>TW</source>
            <translation>3S</translation>
        </message>
        <message>
            <source>triple word: the word scores three times</source>
            <translation>potrójna premia słowna: słowo liczy się trzykrotnie</translation>
        </message>
        <message>
            <source>DW</source>
            <translation>2S</translation>
        </message>
        <message>
            <source>double word, the centre star among them: the word scores twice</source>
            <translation>podwójna premia słowna, w tym środkowa gwiazda: słowo liczy się dwukrotnie</translation>
        </message>
        <message>
            <source>TL</source>
            <translation>3L</translation>
        </message>
        <message>
            <source>triple letter: the tile scores three times</source>
            <translation>potrójna premia literowa: płytka liczy się trzykrotnie</translation>
        </message>
        <message>
            <source>DL</source>
            <translation>2L</translation>
        </message>
        <message>
            <source>double letter: the tile scores twice</source>
            <translation>podwójna premia literowa: płytka liczy się dwukrotnie</translation>
        </message>
        <message>
            <source>The tiles</source>
            <translation>Płytki</translation>
        </message>
        <message numerus="yes">
            <source>The bag holds %n tile(s), blanks included:</source>
            <translation>
                <numerusform>W worku jest %n płytka, razem z blankami:</numerusform>
                <numerusform>W worku są %n płytki, razem z blankami:</numerusform>
                <numerusform>W worku jest %n płytek, razem z blankami:</numerusform>
            </translation>
        </message>
        <message>
            <source>{digraphs} are tiles of their own: each is one tile on one square.</source>
            <translation>{digraphs} to osobne płytki: każda to jedna płytka na jednym polu.</translation>
        </message>
        <message>
            <source>A blank stands for any letter, chosen when it is played, and scores as that letter (a rule option).</source>
            <translation>Blank zastępuje dowolną literę, wybraną przy zagraniu, i liczy się jak ta litera (opcja zasad).</translation>
        </message>
        <message>
            <source>A blank stands for any letter, chosen when it is played, and scores no points.</source>
            <translation>Blank zastępuje dowolną literę, wybraną przy zagraniu, i nie daje punktów.</translation>
        </message>
        <message>
            <source>The board</source>
            <translation>Plansza</translation>
        </message>
        <message>
            <source>The board has {size} by {size} squares: columns {first} to {last} from left to right, rows 1 to {size} from top to bottom. A premium square counts only in the move that covers it:</source>
            <translation>Plansza ma {size} na {size} pól: kolumny od {first} do {last} od lewej do prawej, wiersze od 1 do {size} od góry do dołu. Pole premiowe liczy się tylko w ruchu, który je przykrywa:</translation>
        </message>
        <message>
            <source>The start</source>
            <translation>Początek</translation>
        </message>
        <message>
            <source>Each player draws a tile: the one nearest to the start of the alphabet plays first (a blank comes before every letter), equal tiles draw again, and the tiles go back into the bag.</source>
            <translation>Każdy gracz losuje płytkę: zaczyna ten, czyja płytka jest najbliżej początku alfabetu (blank jest przed każdą literą), przy równych płytkach losuje się ponownie, a płytki wracają do worka.</translation>
        </message>
        <message numerus="yes">
            <source>Each player then draws %n tile(s) onto their rack, and after each move draws back up to that many while the bag lasts.</source>
            <translation>
                <numerusform>Potem każdy gracz dobiera %n płytkę na swój stojak, a po każdym ruchu uzupełnia do tej liczby, dopóki starcza worka.</numerusform>
                <numerusform>Potem każdy gracz dobiera %n płytki na swój stojak, a po każdym ruchu uzupełnia do tej liczby, dopóki starcza worka.</numerusform>
                <numerusform>Potem każdy gracz dobiera %n płytek na swój stojak, a po każdym ruchu uzupełnia do tej liczby, dopóki starcza worka.</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;Exchange&lt;/b&gt;: instead of a move, put back any number of tiles and draw as many, when the bag holds at least as many tiles as are exchanged.</source>
            <translation>&lt;b&gt;Wymiana&lt;/b&gt;: zamiast ruchu odłóż dowolną liczbę płytek i dobierz tyle samo, jeśli w worku jest co najmniej tyle płytek, ile wymieniasz.</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Exchange&lt;/b&gt;: instead of a move, put back any number of tiles and draw as many, when the bag holds at least %n tile(s).</source>
            <translation>
                <numerusform>&lt;b&gt;Wymiana&lt;/b&gt;: zamiast ruchu odłóż dowolną liczbę płytek i dobierz tyle samo, jeśli w worku jest co najmniej %n płytka.</numerusform>
                <numerusform>&lt;b&gt;Wymiana&lt;/b&gt;: zamiast ruchu odłóż dowolną liczbę płytek i dobierz tyle samo, jeśli w worku są co najmniej %n płytki.</numerusform>
                <numerusform>&lt;b&gt;Wymiana&lt;/b&gt;: zamiast ruchu odłóż dowolną liczbę płytek i dobierz tyle samo, jeśli w worku jest co najmniej %n płytek.</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;Play&lt;/b&gt;: lay tiles in one row or one column, in one line with the tiles already there. Every line of two or more tiles across and down that the move makes must be a word. After the first move, a move touches at least one tile already on the board. Tiles never move once played.</source>
            <translation>&lt;b&gt;Ruch&lt;/b&gt;: połóż płytki w jednym wierszu lub jednej kolumnie, w jednej linii z płytkami, które już tam leżą. Każdy ciąg dwóch lub więcej płytek w poziomie i w pionie, który tworzy ruch, musi być słowem. Po pierwszym ruchu każdy ruch styka się z co najmniej jedną płytką na planszy. Raz zagrane płytki nigdy się nie przesuwają.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Pass&lt;/b&gt;: scores nothing.</source>
            <translation>&lt;b&gt;Pas&lt;/b&gt;: nie daje punktów.</translation>
        </message>
        <message>
            <source>The tiles exchanged go back into the bag first, the bag is mixed, then the new tiles are drawn: a tile given back may come back.</source>
            <translation>Wymienione płytki najpierw wracają do worka, worek jest mieszany, potem dobiera się nowe: oddana płytka może wrócić.</translation>
        </message>
        <message>
            <source>The new tiles are drawn first, then the tiles exchanged go back into the bag: a tile given back never comes back in the same exchange.</source>
            <translation>Najpierw dobiera się nowe płytki, potem wymienione wracają do worka: oddana płytka nigdy nie wraca w tej samej wymianie.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Resign&lt;/b&gt;: the player who resigns loses; with three or four players the others play on.</source>
            <translation>&lt;b&gt;Poddanie się&lt;/b&gt;: kto się poddaje, przegrywa; przy trzech lub czterech graczach pozostali grają dalej.</translation>
        </message>
        <message>
            <source>A move</source>
            <translation>Ruch</translation>
        </message>
        <message numerus="yes">
            <source>The first word covers the centre star, a double word square, and has at least %n letter(s).</source>
            <translation>
                <numerusform>Pierwsze słowo przykrywa środkową gwiazdę, pole podwójnej premii słownej, i ma co najmniej %n literę.</numerusform>
                <numerusform>Pierwsze słowo przykrywa środkową gwiazdę, pole podwójnej premii słownej, i ma co najmniej %n litery.</numerusform>
                <numerusform>Pierwsze słowo przykrywa środkową gwiazdę, pole podwójnej premii słownej, i ma co najmniej %n liter.</numerusform>
            </translation>
        </message>
        <message>
            <source>In their turn a player does one of these:</source>
            <translation>W swojej kolejce gracz robi jedno z poniższych:</translation>
        </message>
        <message>
            <source>A rule option: a blank on the board may be taken by putting the matching letter in its place; the blank taken must be played in the same move.</source>
            <translation>Opcja zasad: blank leżący na planszy można zabrać, kładąc na jego miejsce płytkę z pasującą literą; zabrany blank trzeba zagrać w tym samym ruchu.</translation>
        </message>
        <message>
            <source>Only common nouns count, in the nominative singular: ДОМ, КОШКА, ОКНО, but not ДОМА, КОШКУ or ОКНА. A noun that has no singular counts in the plural: НОЖНИЦЫ, САНИ, ЧАСЫ. Names, place names, abbreviations and words spelled with a hyphen do not count.</source>
            <translation>Liczą się tylko rzeczowniki pospolite w mianowniku liczby pojedynczej: ДОМ, КОШКА, ОКНО, ale nie ДОМА, КОШКУ czy ОКНА. Rzeczownik bez liczby pojedynczej liczy się w mnogiej: НОЖНИЦЫ, САНИ, ЧАСЫ. Imiona, nazwy miejsc, skróty i słowa pisane z łącznikiem się nie liczą.</translation>
        </message>
        <message>
            <source>Every word of the word list counts, in any of its forms the list holds. Names, abbreviations and words spelled with a hyphen or an apostrophe do not count.</source>
            <translation>Liczy się każde słowo z listy słów, w każdej formie, którą lista zawiera. Imiona, skróty i słowa pisane z łącznikiem lub apostrofem się nie liczą.</translation>
        </message>
        <message>
            <source>Words</source>
            <translation>Słowa</translation>
        </message>
        <message>
            <source>Е may be played for Ё, as most print writes it: ЕЖ and ЕЛКА count as ЁЖ and ЁЛКА. A word scores as it is laid: an Е tile scores as Е. A Ё tile is played only where the word has Ё.</source>
            <translation>Е można zagrać zamiast Ё, jak pisze się zwykle w druku: ЕЖ i ЕЛКА liczą się jako ЁЖ i ЁЛКА. Słowo liczy się tak, jak je ułożono: płytka Е liczy się jako Е. Płytkę Ё kładzie się tylko tam, gdzie słowo ma Ё.</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Punktacja</translation>
        </message>
        <message>
            <source>Every word the move makes scores: the points of its tiles, each multiplied by the letter premium under a new tile, then the sum multiplied by the word premiums under new tiles.</source>
            <translation>Punkty daje każde słowo, które tworzy ruch: suma punktów jego płytek, każda pomnożona przez premię literową pod nową płytką, a potem cała suma pomnożona przez premie słowne pod nowymi płytkami.</translation>
        </message>
        <message numerus="yes">
            <source>A move that lays all %n tile(s) of the rack earns {bonus} points more.</source>
            <translation>
                <numerusform>Ruch, który wykłada %n płytkę ze stojaka, daje dodatkowo {bonus} pkt.</numerusform>
                <numerusform>Ruch, który wykłada wszystkie %n płytki ze stojaka, daje dodatkowo {bonus} pkt.</numerusform>
                <numerusform>Ruch, który wykłada wszystkie %n płytek ze stojaka, daje dodatkowo {bonus} pkt.</numerusform>
            </translation>
        </message>
        <message>
            <source>The game checks every word: a move with a word not in the word list is refused and may be tried again.</source>
            <translation>Gra sprawdza każde słowo: ruch ze słowem spoza listy słów jest odrzucany i można spróbować ponownie.</translation>
        </message>
        <message numerus="yes">
            <source>After a move any opponent may challenge it. If a word is not in the word list, the move is taken back, scores nothing and the turn is lost. If every word is in the list, the challenged player gains %n point(s).</source>
            <translation>
                <numerusform>Po ruchu każdy przeciwnik może go podważyć. Jeśli któregoś słowa nie ma na liście słów, ruch jest cofany, nie daje punktów, a kolejka przepada. Jeśli wszystkie słowa są na liście, gracz, którego ruch podważono, zyskuje %n punkt.</numerusform>
                <numerusform>Po ruchu każdy przeciwnik może go podważyć. Jeśli któregoś słowa nie ma na liście słów, ruch jest cofany, nie daje punktów, a kolejka przepada. Jeśli wszystkie słowa są na liście, gracz, którego ruch podważono, zyskuje %n punkty.</numerusform>
                <numerusform>Po ruchu każdy przeciwnik może go podważyć. Jeśli któregoś słowa nie ma na liście słów, ruch jest cofany, nie daje punktów, a kolejka przepada. Jeśli wszystkie słowa są na liście, gracz, którego ruch podważono, zyskuje %n punktów.</numerusform>
            </translation>
        </message>
        <message>
            <source>After a move any opponent may challenge it. If a word is not in the word list, the move is taken back, scores nothing and the turn is lost. If every word is in the list, the challenger loses their next turn.</source>
            <translation>Po ruchu każdy przeciwnik może go podważyć. Jeśli któregoś słowa nie ma na liście słów, ruch jest cofany, nie daje punktów, a kolejka przepada. Jeśli wszystkie słowa są na liście, podważający traci następną kolejkę.</translation>
        </message>
        <message>
            <source>Checking words</source>
            <translation>Sprawdzanie słów</translation>
        </message>
        <message numerus="yes">
            <source>The game ends when a player uses their last tile while the bag is empty, or after %n turn(s) in a row that scored nothing.</source>
            <translation>
                <numerusform>Gra kończy się, gdy gracz zużyje ostatnią płytkę przy pustym worku, albo po %n ruchu z rzędu bez punktów.</numerusform>
                <numerusform>Gra kończy się, gdy gracz zużyje ostatnią płytkę przy pustym worku, albo po %n ruchach z rzędu bez punktów.</numerusform>
                <numerusform>Gra kończy się, gdy gracz zużyje ostatnią płytkę przy pustym worku, albo po %n ruchach z rzędu bez punktów.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The game ends when a player uses their last tile while the bag is empty, when every player has passed twice in a row, or after %n turn(s) in a row that scored nothing (passes, exchanges, plays taken back): when nobody can make a word, even after exchanging.</source>
            <translation>
                <numerusform>Gra kończy się, gdy gracz zużyje ostatnią płytkę przy pustym worku, gdy każdy gracz spasuje dwa razy z rzędu albo po %n ruchu z rzędu bez punktów (pasy, wymiany, cofnięte ruchy): gdy nikt nie może ułożyć słowa, nawet po wymianie.</numerusform>
                <numerusform>Gra kończy się, gdy gracz zużyje ostatnią płytkę przy pustym worku, gdy każdy gracz spasuje dwa razy z rzędu albo po %n ruchach z rzędu bez punktów (pasy, wymiany, cofnięte ruchy): gdy nikt nie może ułożyć słowa, nawet po wymianie.</numerusform>
                <numerusform>Gra kończy się, gdy gracz zużyje ostatnią płytkę przy pustym worku, gdy każdy gracz spasuje dwa razy z rzędu albo po %n ruchach z rzędu bez punktów (pasy, wymiany, cofnięte ruchy): gdy nikt nie może ułożyć słowa, nawet po wymianie.</numerusform>
            </translation>
        </message>
        <message>
            <source>The game ends when a player uses their last tile while the bag is empty, or when every player has passed twice in a row.</source>
            <translation>Gra kończy się, gdy gracz zużyje ostatnią płytkę przy pustym worku albo gdy każdy gracz spasuje dwa razy z rzędu.</translation>
        </message>
        <message>
            <source>The player who goes out adds twice the points of the tiles left on the other racks; nobody subtracts anything.</source>
            <translation>Kto skończy płytki, dodaje podwojoną sumę punktów płytek pozostałych na stojakach innych; nikt nic nie odejmuje.</translation>
        </message>
        <message>
            <source>The player who goes out adds the points of the tiles left on the other racks, and each other player subtracts the points of their own.</source>
            <translation>Kto skończy płytki, dodaje punkty płytek pozostałych na stojakach innych, a każdy z pozostałych odejmuje punkty swoich płytek.</translation>
        </message>
        <message>
            <source>The end</source>
            <translation>Koniec</translation>
        </message>
        <message>
            <source>When nobody goes out, each player subtracts the points of the tiles left on their rack.</source>
            <translation>Gdy nikt nie skończy płytek, każdy gracz odejmuje punkty płytek pozostałych na swoim stojaku.</translation>
        </message>
        <message>
            <source>The highest score wins; equal scores are a draw.</source>
            <translation>Wygrywa najwyższy wynik; równe wyniki to remis.</translation>
        </message>
        <message numerus="yes">
            <source>Each move has %n second(s). A player whose time runs out has left the game: with two players the other wins; with three or four the others play on.</source>
            <translation>
                <numerusform>Każdy ruch ma %n sekundę. Gracz, któremu skończy się czas, odpada z gry: przy dwóch graczach wygrywa drugi, przy trzech lub czterech pozostali grają dalej.</numerusform>
                <numerusform>Każdy ruch ma %n sekundy. Gracz, któremu skończy się czas, odpada z gry: przy dwóch graczach wygrywa drugi, przy trzech lub czterech pozostali grają dalej.</numerusform>
                <numerusform>Każdy ruch ma %n sekund. Gracz, któremu skończy się czas, odpada z gry: przy dwóch graczach wygrywa drugi, przy trzech lub czterech pozostali grają dalej.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Each player has %n minute(s) for the whole game. A player who takes longer loses {points} points for each minute, or part of a minute, over; at the end.</source>
            <translation>
                <numerusform>Każdy gracz ma %n minutę na całą partię. Kto gra dłużej, traci {points} pkt za każdą rozpoczętą minutę ponad limit; na koniec gry.</numerusform>
                <numerusform>Każdy gracz ma %n minuty na całą partię. Kto gra dłużej, traci {points} pkt za każdą rozpoczętą minutę ponad limit; na koniec gry.</numerusform>
                <numerusform>Każdy gracz ma %n minut na całą partię. Kto gra dłużej, traci {points} pkt za każdą rozpoczętą minutę ponad limit; na koniec gry.</numerusform>
            </translation>
        </message>
        <message>
            <source>Each player's clock is on their plaque and runs only in their turn; it stands still while the screen is handed over, while a play may be challenged and while a dialog is open. A saved game keeps the clocks.</source>
            <translation>Zegar każdego gracza jest na jego tabliczce i chodzi tylko w jego kolejce; stoi podczas przekazywania ekranu, gdy ruch można podważyć i gdy otwarte jest okno dialogowe. Zapisana partia zachowuje zegary.</translation>
        </message>
        <message>
            <source>The clock</source>
            <translation>Zegar</translation>
        </message>
        <message>
            <source>Letters</source>
            <translation>Litery</translation>
        </message>
        <message>
            <source>lay the tile on the cursor's square (the first on the centre star)</source>
            <translation>połóż płytkę na polu kursora (pierwszą na środkowej gwieździe)</translation>
        </message>
        <message>
            <source>Shift+letter, ?</source>
            <translation>Shift+litera, ?</translation>
        </message>
        <message>
            <source>lay a blank as that letter</source>
            <translation>połóż blank jako tę literę</translation>
        </message>
        <message>
            <source>Arrows</source>
            <translation>Strzałki</translation>
        </message>
        <message>
            <source>move the cursor</source>
            <translation>przesuń kursor</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Spacja</translation>
        </message>
        <message>
            <source>turn the cursor across or down</source>
            <translation>obróć kursor poziomo lub pionowo</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>Backspace</translation>
        </message>
        <message>
            <source>take back the last tile laid</source>
            <translation>cofnij ostatnią położoną płytkę</translation>
        </message>
        <message>
            <source>Enter, Ctrl+Enter</source>
            <translation>Enter, Ctrl+Enter</translation>
        </message>
        <message>
            <source>play the tiles</source>
            <translation>zagraj płytki</translation>
        </message>
        <message>
            <source>Escape</source>
            <translation>Escape</translation>
        </message>
        <message>
            <source>recall the tiles to the rack</source>
            <translation>zabierz płytki na stojak</translation>
        </message>
        <message>
            <source>Ctrl+H</source>
            <translation>Ctrl+H</translation>
        </message>
        <message>
            <source>shuffle the rack</source>
            <translation>wymieszaj stojak</translation>
        </message>
        <message>
            <source>Ctrl+E</source>
            <translation>Ctrl+E</translation>
        </message>
        <message>
            <source>exchange tiles</source>
            <translation>wymień płytki</translation>
        </message>
        <message>
            <source>Ctrl+P</source>
            <translation>Ctrl+P</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>spasuj</translation>
        </message>
        <message>
            <source>C; Enter or Escape</source>
            <translation>C; Enter lub Escape</translation>
        </message>
        <message>
            <source>challenge the move; accept it</source>
            <translation>podważ ruch; przyjmij go</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Klawiatura</translation>
        </message>
        <message>
            <source>Tiles can also be dragged from the rack to the board and back, or clicked.</source>
            <translation>Płytki można też przeciągać ze stojaka na planszę i z powrotem albo klikać.</translation>
        </message>
        <message>
            <source>How to play {game}</source>
            <translation>Jak grać w {game}</translation>
        </message>
        <message>
            <source>{game} is played by {fewest} to {most} players. Each lays words from the tiles of their rack on the board, crossword-fashion, and scores the points of the tiles; the highest score wins.</source>
            <translation>W {game} gra od {fewest} do {most} graczy. Każdy układa na planszy słowa z płytek swojego stojaka, jak w krzyżówce, i zdobywa punkty płytek; wygrywa najwyższy wynik.</translation>
        </message>
    </context>
    <context>
        <name>BoardTable</name>
        <message>
            <source>Resign</source>
            <translation>Poddaj się</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Protokół</translation>
        </message>
        <message>
            <source>&amp;Play the tiles</source>
            <translation>&amp;Zagraj płytki</translation>
        </message>
        <message>
            <source>&amp;Recall the tiles</source>
            <translation>Za&amp;bierz płytki</translation>
        </message>
        <message>
            <source>S&amp;huffle the rack</source>
            <translation>&amp;Wymieszaj stojak</translation>
        </message>
        <message>
            <source>&amp;Exchange tiles...</source>
            <translation>Wy&amp;mień płytki...</translation>
        </message>
        <message>
            <source>P&amp;ass</source>
            <translation>P&amp;as</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Koniec gry</translation>
        </message>
        <message>
            <source>The racks are hidden</source>
            <translation>Stojaki są ukryte</translation>
        </message>
        <message>
            <source>Resign this game? You lose it.</source>
            <translation>Poddać tę partię? Przegrasz ją.</translation>
        </message>
        <message>
            <source>Nothing to take back: only your last word, before the next player acts, in a game of people alone.</source>
            <translation>Nie ma czego cofnąć: cofnąć można tylko swoje ostatnie słowo, zanim zagra następny gracz, i tylko w grze samych ludzi.</translation>
        </message>
        <message>
            <source>Taken back.</source>
            <translation>Cofnięto.</translation>
        </message>
    </context>
    <context>
        <name>BoardTableWords</name>
        <message>
            <source>The game is over.</source>
            <translation>Koniec gry.</translation>
        </message>
        <message>
            <source>{name} is thinking...</source>
            <translation>{name} myśli...</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>Twój ruch.</translation>
        </message>
        <message>
            <source>{name} to play.</source>
            <translation>Gra {name}.</translation>
        </message>
        <message>
            <source>The last play went out: pass to accept it, or challenge it.</source>
            <translation>Ostatni ruch zakończył grę: spasuj, aby go przyjąć, albo go podważ.</translation>
        </message>
        <message>
            <source>Click the tiles to exchange, then press Exchange (Esc: cancel).</source>
            <translation>Kliknij płytki do wymiany, potem naciśnij Wymień (Esc: anuluj).</translation>
        </message>
        <message>
            <source>Your turn: drag tiles to the board, or click a square and type (click it again: down).</source>
            <translation>Twój ruch: przeciągnij płytki na planszę albo kliknij pole i pisz (drugie kliknięcie: w dół).</translation>
        </message>
        <message>
            <source>Your turn: drag tiles to the board, or click a square and type (click it again: across).</source>
            <translation>Twój ruch: przeciągnij płytki na planszę albo kliknij pole i pisz (kliknij je jeszcze raz: poziomo).</translation>
        </message>
        <message numerus="yes">
            <source>{words} +{bonus} for the whole rack: %n point(s)</source>
            <translation>
                <numerusform>{words} +{bonus} za cały stojak: %n punkt</numerusform>
                <numerusform>{words} +{bonus} za cały stojak: %n punkty</numerusform>
                <numerusform>{words} +{bonus} za cały stojak: %n punktów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{words}: %n point(s)</source>
            <translation>
                <numerusform>{words}: %n punkt</numerusform>
                <numerusform>{words}: %n punkty</numerusform>
                <numerusform>{words}: %n punktów</numerusform>
            </translation>
        </message>
        <message>
            <source>Challenge the last play, or accept it.</source>
            <translation>Podważ ostatni ruch albo go przyjmij.</translation>
        </message>
        <message>
            <source>{name} played {words}. Is it a word? Challenge or accept.</source>
            <translation>{name} układa {words}. Czy to słowo? Podważ lub przyjmij.</translation>
        </message>
        <message>
            <source>{name} played {words}. Are they all words? Challenge or accept.</source>
            <translation>{name} układa {words}. Czy to wszystko słowa? Podważ lub przyjmij.</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Koniec gry</translation>
        </message>
        <message numerus="yes">
            <source>Turn {number} · {name} to play · %n tile(s) in the bag</source>
            <translation>
                <numerusform>Ruch {number} · gra {name} · w worku %n płytka</numerusform>
                <numerusform>Ruch {number} · gra {name} · w worku %n płytki</numerusform>
                <numerusform>Ruch {number} · gra {name} · w worku %n płytek</numerusform>
            </translation>
        </message>
        <message>
            <source>Only you should look now. The other racks stay hidden.</source>
            <translation>Teraz patrzysz tylko ty. Pozostałe stojaki są ukryte.</translation>
        </message>
        <message>
            <source>Only {name} should look now. The other racks stay hidden.</source>
            <translation>Teraz patrzy tylko {name}. Pozostałe stojaki są ukryte.</translation>
        </message>
        <message>
            <source>Show my tiles  (Enter)</source>
            <translation>Pokaż moje płytki  (Enter)</translation>
        </message>
        <message>
            <source>I am {name}: show my tiles  (Enter)</source>
            <translation>To ja, {name}: pokaż moje płytki  (Enter)</translation>
        </message>
        <message>
            <source>{played} from the board, {adjust:+d} at the end</source>
            <translation>{played} z planszy, {adjust:+d} na koniec</translation>
        </message>
        <message>
            <source>Best play</source>
            <translation>Najlepszy ruch</translation>
        </message>
        <message>
            <source>You win!</source>
            <translation>Wygrywasz!</translation>
        </message>
        <message>
            <source>{name} wins!</source>
            <translation>Wygrywa {name}!</translation>
        </message>
        <message>
            <source>A draw: {names}</source>
            <translation>Remis: {names}</translation>
        </message>
        <message>
            <source>Points from the board, then the tiles left on the racks and the time over at the end.</source>
            <translation>Punkty z planszy, a na koniec płytki pozostałe na stojakach i przekroczony czas.</translation>
        </message>
        <message>
            <source>Points from the board, then the tiles left on the racks at the end.</source>
            <translation>Punkty z planszy, a na koniec płytki pozostałe na stojakach.</translation>
        </message>
    </context>
    <context>
        <name>BoardView</name>
        <message>
            <source>DL</source>
            <translation>2L</translation>
        </message>
        <message>
            <source>TL</source>
            <translation>3L</translation>
        </message>
        <message>
            <source>DW</source>
            <translation>2S</translation>
        </message>
        <message>
            <source>TW</source>
            <translation>3S</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Plansza</translation>
        </message>
    </context>
    <context>
        <name>BuyWordFiguresPanel</name>
        <message>
            <source>BuyWord</source>
            <translation>BuyWord</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partie</translation>
        </message>
        <message>
            <source>Average money</source>
            <translation>Średnia kwota</translation>
        </message>
        <message>
            <source>Best sale</source>
            <translation>Najlepsza sprzedaż</translation>
        </message>
        <message>
            <source>Best alone</source>
            <translation>Najlepiej solo</translation>
        </message>
        <message numerus="yes">
            <source>%n win(s) against other players</source>
            <translation>
                <numerusform>%n wygrana z innymi graczami</numerusform>
                <numerusform>%n wygrane z innymi graczami</numerusform>
                <numerusform>%n wygranych z innymi graczami</numerusform>
            </translation>
        </message>
        <message>
            <source>highest {money}</source>
            <translation>najwyżej {money}</translation>
        </message>
        <message>
            <source>no word sold yet</source>
            <translation>jeszcze nie sprzedano słowa</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) alone, {reached} within or above the rules' yardstick</source>
            <translation>
                <numerusform>%n partia solo, {reached} na poziomie miary z zasad lub wyżej</numerusform>
                <numerusform>%n partie solo, {reached} na poziomie miary z zasad lub wyżej</numerusform>
                <numerusform>%n partii solo, {reached} na poziomie miary z zasad lub wyżej</numerusform>
            </translation>
        </message>
        <message>
            <source>no game alone yet</source>
            <translation>jeszcze bez partii solo</translation>
        </message>
    </context>
    <context>
        <name>BuyWordNarration</name>
        <message>
            <source>{word} ({letters} wild)</source>
            <translation>{word} ({letters} jako dżoker)</translation>
        </message>
        <message>
            <source>Round {number}: you hold the die.</source>
            <translation>Runda {number}: masz kostkę.</translation>
        </message>
        <message>
            <source>Round {number}: {name} holds the die.</source>
            <translation>Runda {number}: kostkę ma {name}.</translation>
        </message>
        <message>
            <source>You rolled CHOICE: name how many tiles each player draws.</source>
            <translation>Wyrzucasz WYBÓR: powiedz, ile płytek dobiera każdy gracz.</translation>
        </message>
        <message>
            <source>{name} rolled CHOICE and names how many tiles each player draws.</source>
            <translation>{name} wyrzuca WYBÓR i mówi, ile płytek dobiera każdy gracz.</translation>
        </message>
        <message numerus="yes">
            <source>You rolled %n: each player draws %n tiles.</source>
            <translation>
                <numerusform>Wyrzucasz %n: każdy gracz dobiera %n płytkę.</numerusform>
                <numerusform>Wyrzucasz %n: każdy gracz dobiera %n płytki.</numerusform>
                <numerusform>Wyrzucasz %n: każdy gracz dobiera %n płytek.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} rolled %n: each player draws %n tiles.</source>
            <translation>
                <numerusform>{name} wyrzuca %n: każdy gracz dobiera %n płytkę.</numerusform>
                <numerusform>{name} wyrzuca %n: każdy gracz dobiera %n płytki.</numerusform>
                <numerusform>{name} wyrzuca %n: każdy gracz dobiera %n płytek.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You named %n: each player draws %n tiles.</source>
            <translation>
                <numerusform>Wybierasz %n: każdy gracz dobiera %n płytkę.</numerusform>
                <numerusform>Wybierasz %n: każdy gracz dobiera %n płytki.</numerusform>
                <numerusform>Wybierasz %n: każdy gracz dobiera %n płytek.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} named %n: each player draws %n tiles.</source>
            <translation>
                <numerusform>{name} wybiera %n: każdy gracz dobiera %n płytkę.</numerusform>
                <numerusform>{name} wybiera %n: każdy gracz dobiera %n płytki.</numerusform>
                <numerusform>{name} wybiera %n: każdy gracz dobiera %n płytek.</numerusform>
            </translation>
        </message>
        <message>
            <source>The bag is empty: nobody buys this round, and the game ends after this round's selling.</source>
            <translation>Worek jest pusty: w tej rundzie nikt nie kupuje, a gra kończy się po sprzedaży w tej rundzie.</translation>
        </message>
        <message numerus="yes">
            <source>The bag holds too few tiles for this round: its last %n tile(s) leave the game, nobody buys, and the game ends after this round's selling.</source>
            <translation>
                <numerusform>W worku jest za mało płytek na tę rundę: ostatnia %n płytka wypada z gry, nikt nie kupuje, a gra kończy się po sprzedaży w tej rundzie.</numerusform>
                <numerusform>W worku jest za mało płytek na tę rundę: ostatnie %n płytki wypadają z gry, nikt nie kupuje, a gra kończy się po sprzedaży w tej rundzie.</numerusform>
                <numerusform>W worku jest za mało płytek na tę rundę: ostatnie %n płytek wypada z gry, nikt nie kupuje, a gra kończy się po sprzedaży w tej rundzie.</numerusform>
            </translation>
        </message>
        <message>
            <source>Laid face up to draft: {tiles}.</source>
            <translation>Wyłożone odkryte do wyboru: {tiles}.</translation>
        </message>
        <message>
            <source>You took {letter}.</source>
            <translation>Bierzesz {letter}.</translation>
        </message>
        <message>
            <source>{name} took {letter}.</source>
            <translation>{name} bierze {letter}.</translation>
        </message>
        <message>
            <source>You drew {tiles} ({pips} pips, {price}).</source>
            <translation>Dobierasz {tiles} (oczka: {pips}, {price}).</translation>
        </message>
        <message>
            <source>{name} drew {tiles} ({pips} pips, {price}).</source>
            <translation>{name} dobiera {tiles} (oczka: {pips}, {price}).</translation>
        </message>
        <message>
            <source>You bought {tiles} for {price}.</source>
            <translation>Kupujesz {tiles} za {price}.</translation>
        </message>
        <message>
            <source>{name} bought {tiles} for {price}.</source>
            <translation>{name} kupuje {tiles} za {price}.</translation>
        </message>
        <message>
            <source>You could not buy {tiles}: the tiles leave the game.</source>
            <translation>Nie możesz kupić {tiles}: płytki wypadają z gry.</translation>
        </message>
        <message>
            <source>{name} could not buy {tiles}: the tiles leave the game.</source>
            <translation>{name} nie może kupić {tiles}: płytki wypadają z gry.</translation>
        </message>
        <message>
            <source>You discarded {tiles} unbought.</source>
            <translation>Odrzucasz {tiles} bez kupowania.</translation>
        </message>
        <message>
            <source>{name} discarded {tiles} unbought.</source>
            <translation>{name} odrzuca {tiles} bez kupowania.</translation>
        </message>
        <message>
            <source>Your set {tiles} is up for auction.</source>
            <translation>Twój zestaw {tiles} idzie na licytację.</translation>
        </message>
        <message>
            <source>{name}'s set {tiles} is up for auction.</source>
            <translation>{name} wystawia zestaw {tiles} na licytację.</translation>
        </message>
        <message>
            <source>You bid {amount}.</source>
            <translation>Licytujesz {amount}.</translation>
        </message>
        <message>
            <source>{name} bids {amount}.</source>
            <translation>{name} licytuje {amount}.</translation>
        </message>
        <message>
            <source>You pass.</source>
            <translation>Pasujesz.</translation>
        </message>
        <message>
            <source>{name} passes.</source>
            <translation>{name} pasuje.</translation>
        </message>
        <message>
            <source>You sold {word} ({pips} pips) for {price}.</source>
            <translation>Sprzedajesz {word} (oczka: {pips}) za {price}.</translation>
        </message>
        <message>
            <source>{name} sold {word} ({pips} pips) for {price}.</source>
            <translation>{name} sprzedaje {word} (oczka: {pips}) za {price}.</translation>
        </message>
        <message>
            <source>You offer {word} for sale.</source>
            <translation>Wystawiasz {word} na sprzedaż.</translation>
        </message>
        <message>
            <source>{name} offers {word} for sale.</source>
            <translation>{name} wystawia {word} na sprzedaż.</translation>
        </message>
        <message>
            <source>You take {word} back and sell nothing more this round.</source>
            <translation>Wycofujesz {word} i w tej rundzie nic więcej nie sprzedajesz.</translation>
        </message>
        <message>
            <source>{name} takes {word} back and sells nothing more this round.</source>
            <translation>{name} wycofuje {word} i w tej rundzie nic więcej nie sprzedaje.</translation>
        </message>
        <message>
            <source>You discarded {tiles} to keep 8 letters.</source>
            <translation>Odrzucasz {tiles}, aby zostało 8 liter.</translation>
        </message>
        <message>
            <source>{name} discarded {tiles} to keep 8 letters.</source>
            <translation>{name} odrzuca {tiles}, aby zostało 8 liter.</translation>
        </message>
        <message>
            <source>{word} is not in the word list: you were right.</source>
            <translation>{word} nie ma na liście słów: masz rację.</translation>
        </message>
        <message>
            <source>{word} is not in the word list: {challenger} was right.</source>
            <translation>{word} nie ma na liście słów: {challenger} ma rację.</translation>
        </message>
        <message>
            <source>{word} is valid: the bank pays you {fee}.</source>
            <translation>{word} jest poprawne: bank płaci ci {fee}.</translation>
        </message>
        <message>
            <source>{word} is valid: the bank pays {seller} {fee}.</source>
            <translation>{word} jest poprawne: {seller} dostaje {fee} od banku.</translation>
        </message>
        <message>
            <source>{word} is valid: you pay {seller} {fee}.</source>
            <translation>{word} jest poprawne: {seller} dostaje od ciebie {fee}.</translation>
        </message>
        <message>
            <source>{word} is valid: {challenger} pays you {fee}.</source>
            <translation>{word} jest poprawne: {challenger} płaci ci {fee}.</translation>
        </message>
        <message>
            <source>{word} is valid: {challenger} pays {seller} {fee}.</source>
            <translation>{word} jest poprawne: {challenger} płaci {fee}, dostaje {seller}.</translation>
        </message>
        <message>
            <source>The game is over: you end with {money}.</source>
            <translation>Koniec gry: kończysz z {money}.</translation>
        </message>
        <message>
            <source>The game is over: {name} ends with {money}.</source>
            <translation>Koniec gry: {name} kończy z {money}.</translation>
        </message>
        <message>
            <source>The game is over: you win with {money}.</source>
            <translation>Koniec gry: wygrywasz, mając {money}.</translation>
        </message>
        <message>
            <source>The game is over: {name} wins with {money}.</source>
            <translation>Koniec gry: wygrywa {name}, mając {money}.</translation>
        </message>
        <message>
            <source>you</source>
            <translation>ty</translation>
        </message>
        <message>
            <source>The game is over: {names} share the win with {money} each.</source>
            <comment>with you</comment>
            <translation>Koniec gry: wspólna wygrana – {names}, po {money}.</translation>
        </message>
        <message>
            <source>The game is over: {names} share the win with {money} each.</source>
            <translation>Koniec gry: wspólna wygrana – {names}, po {money}.</translation>
        </message>
    </context>
    <context>
        <name>BuyWordReplayPanel</name>
        <message>
            <source>The wild tiles are dealt; you hold the die.</source>
            <translation>Dżokery rozdane; masz kostkę.</translation>
        </message>
        <message>
            <source>The wild tiles are dealt; {name} holds the die.</source>
            <translation>Dżokery rozdane; kostkę ma {name}.</translation>
        </message>
        <message>
            <source>On offer</source>
            <translation>W ofercie</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in the bag</source>
            <translation>
                <numerusform>%n płytka w worku</numerusform>
                <numerusform>%n płytki w worku</numerusform>
                <numerusform>%n płytek w worku</numerusform>
            </translation>
        </message>
        <message>
            <source>last round</source>
            <translation>ostatnia runda</translation>
        </message>
        <message>
            <source>Game over: you win</source>
            <translation>Koniec gry: wygrywasz</translation>
        </message>
        <message>
            <source>Game over: {name} wins</source>
            <translation>Koniec gry: wygrywa {name}</translation>
        </message>
        <message>
            <source>Game over: {names} share the win</source>
            <translation>Koniec gry: wspólna wygrana – {names}</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Runda {round}</translation>
        </message>
    </context>
    <context>
        <name>BuyWordRulesForm</name>
        <message>
            <source>2 letters (published rules)</source>
            <translation>2 litery (wydane zasady)</translation>
        </message>
        <message>
            <source>3 letters</source>
            <translation>3 litery</translation>
        </message>
        <message>
            <source>Shortest word:</source>
            <translation>Najkrótsze słowo:</translation>
        </message>
        <message>
            <source>The game checks every word</source>
            <translation>Gra sprawdza każde słowo</translation>
        </message>
        <message>
            <source>Players challenge words</source>
            <translation>Gracze podważają słowa</translation>
        </message>
        <message>
            <source>Checking words:</source>
            <translation>Sprawdzanie słów:</translation>
        </message>
        <message>
            <source>Blind draws (published rules)</source>
            <translation>Losowanie w ciemno (wydane zasady)</translation>
        </message>
        <message>
            <source>Draft from a face-up display</source>
            <translation>Wybór z odkrytej wystawki</translation>
        </message>
        <message>
            <source>Auction each set</source>
            <translation>Licytacja każdego zestawu</translation>
        </message>
        <message>
            <source>Buying tiles:</source>
            <translation>Kupowanie płytek:</translation>
        </message>
        <message>
            <source>No word theme</source>
            <translation>Bez tematu słów</translation>
        </message>
        <message>
            <source>Word theme:</source>
            <translation>Temat słów:</translation>
        </message>
        <message>
            <source>Words also in: {list}</source>
            <translation>Słowa także z: {list}</translation>
        </message>
    </context>
    <context>
        <name>BuyWordRulesPage</name>
        <message>
            <source>letter</source>
            <translation>litera</translation>
        </message>
        <message>
            <source>tiles</source>
            <translation>płytki</translation>
        </message>
        <message>
            <source>pips</source>
            <translation>oczka</translation>
        </message>
        <message>
            <source>Tiles for Russian and Polish words</source>
            <translation>Płytki do słów rosyjskich i polskich</translation>
        </message>
        <message>
            <source>A game played with a Russian or a Polish word list uses tiles of that language, also our own: derived the same way, from how often each letter occurs in everyday Russian or Polish words. There are again {letters} letter tiles and {wilds} wild tiles, and a wild tile stands for any letter of the game's alphabet.</source>
            <translation>Gra z rosyjską lub polską listą słów używa płytek tego języka, także naszych własnych: wyprowadzonych tak samo, z tego, jak często każda litera występuje w codziennych słowach rosyjskich lub polskich. Tu również jest {letters} płytek z literami i {wilds} dżokerów, a dżoker zastępuje dowolną literę alfabetu gry.</translation>
        </message>
        <message>
            <source>Russian:</source>
            <translation>Rosyjskie:</translation>
        </message>
        <message>
            <source>Polish:</source>
            <translation>Polskie:</translation>
        </message>
        <message>
            <source>price</source>
            <translation>cena</translation>
        </message>
        <message>
            <source>choice</source>
            <translation>wybór</translation>
        </message>
        <message>
            <source>the die's faces</source>
            <translation>ścianki kostki</translation>
        </message>
        <message>
            <source>players</source>
            <translation>gracze</translation>
        </message>
        <message>
            <source>wild tiles each</source>
            <translation>dżokery na gracza</translation>
        </message>
        <message>
            <source>&lt;b&gt;These are the published game's tiles&lt;/b&gt;, letters and pips.</source>
            <translation>&lt;b&gt;To płytki wydanej gry&lt;/b&gt;, litery i oczka.</translation>
        </message>
        <message>
            <source>&lt;b&gt;These tiles are our own, not the published game's.&lt;/b&gt; No source we could find gives how many tiles of each letter the published game has, or their pips. So here each letter's tiles and pips are derived from how often it occurs in everyday English words, the way the Scrabble values were: common letters have more tiles and fewer pips, rare letters fewer tiles and more pips.</source>
            <translation>&lt;b&gt;Te płytki są nasze własne, nie z wydanej gry.&lt;/b&gt; Żadne znalezione przez nas źródło nie podaje, ile płytek każdej litery ma wydana gra ani ile mają oczek. Dlatego tutaj liczbę płytek i oczka każdej litery wyprowadzono z tego, jak często występuje ona w codziennych angielskich słowach, tak jak wyznaczono wartości w Scrabble: częste litery mają więcej płytek i mniej oczek, rzadkie mniej płytek i więcej oczek.</translation>
        </message>
        <message>
            <source>The yardstick was made for the published tiles. This game's tiles are derived, not published, so take it as a guide, not a promise.</source>
            <translation>Miarę ustalono dla wydanych płytek. Płytki tej gry są wyprowadzone, a nie wydane, więc traktuj ją jako wskazówkę, nie obietnicę.</translation>
        </message>
        <message>
            <source>The tiles</source>
            <translation>Płytki</translation>
        </message>
        <message numerus="yes">
            <source>The bag holds %n letter tile(s). Each shows its letter and from {fewest} to {most} pips:</source>
            <translation>
                <numerusform>W worku jest %n płytka z literą. Każda pokazuje swoją literę i od {fewest} do {most} oczek:</numerusform>
                <numerusform>W worku są %n płytki z literami. Każda pokazuje swoją literę i od {fewest} do {most} oczek:</numerusform>
                <numerusform>W worku jest %n płytek z literami. Każda pokazuje swoją literę i od {fewest} do {most} oczek:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>There are also %n wild tile(s).</source>
            <translation>
                <numerusform>Jest też %n dżoker.</numerusform>
                <numerusform>Są też %n dżokery.</numerusform>
                <numerusform>Jest też %n dżokerów.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A wild tile carries %n pip(s) and stands for any letter from A to Z in the word it is sold in.</source>
            <translation>
                <numerusform>Dżoker ma %n oczko i zastępuje dowolną literę od A do Z w słowie, w którym zostaje sprzedany.</numerusform>
                <numerusform>Dżoker ma %n oczka i zastępuje dowolną literę od A do Z w słowie, w którym zostaje sprzedany.</numerusform>
                <numerusform>Dżoker ma %n oczek i zastępuje dowolną literę od A do Z w słowie, w którym zostaje sprzedany.</numerusform>
            </translation>
        </message>
        <message>
            <source>The start</source>
            <translation>Początek</translation>
        </message>
        <message>
            <source>Each player starts with {money}. The bank takes the price of the sets bought and pays for the words sold; it never runs out.</source>
            <translation>Każdy gracz zaczyna z {money}. Bank pobiera cenę kupionych zestawów i płaci za sprzedane słowa; nigdy mu nie brakuje pieniędzy.</translation>
        </message>
        <message>
            <source>Each player is dealt the wild tiles the table gives for the number of players; those nobody is dealt stay in the box. The letter tiles are shuffled into the bag, and the first player to hold the die is drawn at random.</source>
            <translation>Każdy gracz dostaje tyle dżokerów, ile podaje tabela dla danej liczby graczy; nierozdane zostają w pudełku. Płytki z literami miesza się w worku, a pierwszego gracza z kostką losuje się.</translation>
        </message>
        <message>
            <source>A round</source>
            <translation>Runda</translation>
        </message>
        <message>
            <source>&lt;b&gt;The roll.&lt;/b&gt; The player holding the die, the leader, throws it. The number it shows is how many tiles each player gets this round. On a face marked "choice" the leader names any number from {low} to {high}.</source>
            <translation>&lt;b&gt;Rzut.&lt;/b&gt; Gracz z kostką, prowadzący, rzuca nią. Liczba oczek na kostce mówi, ile płytek dostaje w tej rundzie każdy gracz. Na ściance oznaczonej „wybór” prowadzący wybiera dowolną liczbę od {low} do {high}.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Buying.&lt;/b&gt; Starting with the leader and going left, each player in turn draws that many tiles from the bag and at once decides on the whole set: buy it, or discard it out of the game. A set costs its pips squared, paid to the bank. A player whose money is less than the set's price cannot buy it: the set leaves the game by itself.</source>
            <translation>&lt;b&gt;Kupowanie.&lt;/b&gt; Zaczynając od prowadzącego i dalej w lewo, każdy gracz po kolei dobiera z worka tyle płytek i od razu decyduje o całym zestawie: kupuje go albo odrzuca z gry. Zestaw kosztuje kwadrat sumy swoich oczek, płacony bankowi. Gracz, który ma mniej pieniędzy niż cena zestawu, nie może go kupić: zestaw sam wypada z gry.</translation>
        </message>
        <message>
            <source>What a set costs, and what a word sells for, by its pips:</source>
            <translation>Ile kosztuje zestaw i za ile sprzedaje się słowo, według oczek:</translation>
        </message>
        <message>
            <source>For example, the tiles of {word} carry {pips} pips: bought as a set they cost {price}, and sold as the word {word} they earn {price}.</source>
            <translation>Na przykład płytki słowa {word} mają {pips} oczek: kupione jako zestaw kosztują {price}, a sprzedane jako słowo {word} dają {price}.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Selling.&lt;/b&gt; Then, in the same order, each player may sell any number of words from their hand, one after another, and stops when they wish. The bank pays each word its pips squared. A word sold:</source>
            <translation>&lt;b&gt;Sprzedaż.&lt;/b&gt; Potem, w tej samej kolejności, każdy gracz może sprzedać dowolną liczbę słów z ręki, jedno po drugim, i kończy, kiedy chce. Bank płaci za każde słowo kwadrat sumy jego oczek. Sprzedane słowo:</translation>
        </message>
        <message>
            <source>has at least {fewest} letters (a rule option of the New game dialog asks for {more});</source>
            <translation>ma co najmniej {fewest} litery (opcja zasad w oknie Nowa gra wymaga {more});</translation>
        </message>
        <message>
            <source>is in the game's word list (and fits the theme, when the game has one);</source>
            <translation>jest na liście słów gry (i pasuje do tematu, jeśli gra go ma);</translation>
        </message>
        <message>
            <source>uses at most one wild tile, which stands for any letter and counts its own pips, not the letter's;</source>
            <translation>ma najwyżej jednego dżokera, który zastępuje dowolną literę i liczy swoje własne oczka, nie oczka litery;</translation>
        </message>
        <message>
            <source>leaves the game with all its tiles, the wild tile too.</source>
            <translation>wypada z gry ze wszystkimi płytkami, także z dżokerem.</translation>
        </message>
        <message>
            <source>Unless the players challenge words (a rule option below), the game checks every word: a word it refuses costs nothing and stays in the hand. A player whose hand is too small for a word sells nothing.</source>
            <translation>Jeśli gracze nie podważają słów (opcja zasad poniżej), gra sprawdza każde słowo: odrzucone słowo nic nie kosztuje i zostaje na ręce. Gracz, którego ręka jest za mała na słowo, nic nie sprzedaje.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Discarding.&lt;/b&gt; Then, in the same order, each player holding more than {limit} letter tiles discards letter tiles of their choice until at most {limit} are left; the discarded tiles leave the game. Wild tiles do not count toward the {limit} and are never discarded.</source>
            <translation>&lt;b&gt;Odrzucanie.&lt;/b&gt; Potem, w tej samej kolejności, każdy gracz, który ma więcej niż {limit} płytek z literami, odrzuca wybrane płytki z literami, aż zostanie najwyżej {limit}; odrzucone płytki wypadają z gry. Dżokery nie wliczają się do limitu {limit} i nigdy nie są odrzucane.</translation>
        </message>
        <message>
            <source>Then the die passes to the left, and the next round begins.</source>
            <translation>Potem kostka przechodzi w lewo i zaczyna się następna runda.</translation>
        </message>
        <message>
            <source>The end</source>
            <translation>Koniec</translation>
        </message>
        <message>
            <source>After the roll (and the leader's choice), when the bag holds fewer tiles than the round needs, the number times the players, its last tiles leave the game and nobody buys. The players still sell words as in any round; then the game ends, without discarding.</source>
            <translation>Jeśli po rzucie (i wyborze prowadzącego) w worku jest mniej płytek, niż potrzeba na rundę, czyli wyrzucona liczba razy liczba graczy, ostatnie płytki wypadają z gry i nikt nie kupuje. Gracze nadal sprzedają słowa jak w każdej rundzie; potem gra się kończy, bez odrzucania.</translation>
        </message>
        <message>
            <source>The player with the most money wins; players with equal money share the win.</source>
            <translation>Wygrywa gracz z największą ilością pieniędzy; przy równych kwotach gracze dzielą się wygraną.</translation>
        </message>
        <message>
            <source>Playing alone</source>
            <translation>Gra solo</translation>
        </message>
        <message numerus="yes">
            <source>Alone, you play the same rounds with %n wild tile(s). The game checks every word, and there is no auction.</source>
            <translation>
                <numerusform>Grając solo, rozgrywasz te same rundy z %n dżokerem. Gra sprawdza każde słowo i nie ma licytacji.</numerusform>
                <numerusform>Grając solo, rozgrywasz te same rundy z %n dżokerami. Gra sprawdza każde słowo i nie ma licytacji.</numerusform>
                <numerusform>Grając solo, rozgrywasz te same rundy z %n dżokerami. Gra sprawdza każde słowo i nie ma licytacji.</numerusform>
            </translation>
        </message>
        <message>
            <source>The rules judge a game alone against their yardstick: ending with {low} to {high} is a good game, more is a great one. The summary places your money against it, and, with your statistics, against your best game alone.</source>
            <translation>Zasady oceniają partię solo według swojej miary: zakończenie z kwotą od {low} do {high} to dobra partia, więcej to świetna. Podsumowanie porównuje twoje pieniądze z tą miarą, a dzięki statystykom także z twoją najlepszą partią solo.</translation>
        </message>
        <message>
            <source>Rule options</source>
            <translation>Opcje zasad</translation>
        </message>
        <message>
            <source>The New game dialog offers these options; each is off unless chosen, and the draft and the auction cannot be played together.</source>
            <translation>Okno Nowa gra oferuje te opcje; każda jest wyłączona, dopóki jej nie wybierzesz, a wyboru z wystawki i licytacji nie można łączyć.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Players challenge words&lt;/b&gt; (two players or more): the game does not check a word offered for sale; every other player accepts or challenges it. If nobody challenges, the word is sold, whether it is in the word list or not. If several challenge, only the first challenger to the seller's left counts. A word in the list (and the theme) is sold, and the challenger pays the seller {fee}; the bank pays it when the challenger has no money. A word not in the list goes back to the hand, and its seller sells nothing more this round.</source>
            <translation>&lt;b&gt;Gracze podważają słowa&lt;/b&gt; (dwóch graczy lub więcej): gra nie sprawdza słowa wystawionego na sprzedaż; każdy inny gracz je przyjmuje albo podważa. Jeśli nikt nie podważy, słowo zostaje sprzedane, czy jest na liście słów, czy nie. Jeśli podważa kilku, liczy się tylko pierwszy podważający na lewo od sprzedającego. Słowo z listy (i z tematu) zostaje sprzedane, a podważający płaci sprzedającemu {fee}; płaci bank, gdy podważający nie ma pieniędzy. Słowo spoza listy wraca na rękę, a sprzedający w tej rundzie nic więcej nie sprzedaje.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Draft from a face-up display&lt;/b&gt;: after the roll, the number times the players tiles are laid face up. Starting with the leader and going left, each player takes one tile at a time until everyone has the number. Then, in the same order, each player buys the tiles they took for their pips squared, or discards them, as with a drawn set.</source>
            <translation>&lt;b&gt;Wybór z odkrytej wystawki&lt;/b&gt;: po rzucie wykłada się odkryte płytki, wyrzucona liczba razy liczba graczy. Zaczynając od prowadzącego i dalej w lewo, każdy gracz bierze po jednej płytce, aż wszyscy będą mieli wyrzuconą liczbę. Potem, w tej samej kolejności, każdy gracz kupuje wzięte płytki za kwadrat sumy ich oczek albo je odrzuca, jak dobrany zestaw.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Auction each set&lt;/b&gt; (two players or more): starting with the leader, each player in turn draws a set, which is auctioned instead of offered to them. Bidding starts with the player who drew it and goes left; a bid is in whole dollars, higher than the last and at most the bidder's money. A player who passes, or cannot bid higher, is out of this auction. When everyone else is out, the highest bidder pays the bid to the bank and takes the set; a set nobody bids on leaves the game.</source>
            <translation>&lt;b&gt;Licytacja każdego zestawu&lt;/b&gt; (dwóch graczy lub więcej): zaczynając od prowadzącego, każdy gracz po kolei dobiera zestaw, który zamiast trafić do niego, idzie na licytację. Licytację zaczyna gracz, który go dobrał, i idzie ona w lewo; oferta to pełne dolary, wyższa od poprzedniej i najwyżej tyle, ile licytujący ma pieniędzy. Gracz, który pasuje albo nie może dać więcej, wypada z tej licytacji. Gdy wszyscy inni wypadną, najwyższa oferta jest płacona bankowi, a oferujący bierze zestaw; zestaw, na który nikt nie licytuje, wypada z gry.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Word theme&lt;/b&gt;: every word sold must also be in the theme's word list, one of the built-in lists.</source>
            <translation>&lt;b&gt;Temat słów&lt;/b&gt;: każde sprzedane słowo musi być też na liście słów tematu, jednej z wbudowanych list.</translation>
        </message>
        <message>
            <source>{low} to {high}</source>
            <translation>od {low} do {high}</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>roll, buy, bid, sell the word, discard the marked tiles</source>
            <translation>rzuć, kup, licytuj, sprzedaj słowo, odrzuć zaznaczone płytki</translation>
        </message>
        <message>
            <source>name the number on "choice"</source>
            <translation>wybierz liczbę na ściance „wybór”</translation>
        </message>
        <message>
            <source>B, D</source>
            <translation>B, D</translation>
        </message>
        <message>
            <source>buy the set, discard the set</source>
            <translation>kup zestaw, odrzuć zestaw</translation>
        </message>
        <message>
            <source>Letters</source>
            <translation>Litery</translation>
        </message>
        <message>
            <source>build the word (the wild tile takes a letter you have no tile of) / mark tiles to discard / take a tile of the display</source>
            <translation>ułóż słowo (dżoker przyjmuje literę, której płytki nie masz) / zaznacz płytki do odrzucenia / weź płytkę z wystawki</translation>
        </message>
        <message>
            <source>Backspace, Escape</source>
            <translation>Backspace, Escape</translation>
        </message>
        <message>
            <source>take back a letter, clear the word</source>
            <translation>cofnij literę, wyczyść słowo</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Spacja</translation>
        </message>
        <message>
            <source>stop selling this round / pass in an auction</source>
            <translation>zakończ sprzedaż w tej rundzie / pasuj w licytacji</translation>
        </message>
        <message>
            <source>Up, Down</source>
            <translation>↑, ↓</translation>
        </message>
        <message>
            <source>raise or lower the bid</source>
            <translation>podnieś lub obniż ofertę</translation>
        </message>
        <message>
            <source>C, Enter</source>
            <translation>C, Enter</translation>
        </message>
        <message>
            <source>challenge the word, accept it</source>
            <translation>podważ słowo, przyjmij je</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Klawiatura</translation>
        </message>
        <message>
            <source>Tiles can also be clicked, and dragged from the hand into the word, along it and back.</source>
            <translation>Płytki można też klikać i przeciągać z ręki do słowa, wzdłuż niego i z powrotem.</translation>
        </message>
        <message>
            <source>How to play BuyWord</source>
            <translation>Jak grać w BuyWord</translation>
        </message>
        <message>
            <source>Buy letter tiles and sell words. Each round the die says how many tiles each player draws; each player buys or discards that set, then sells words from their hand. A set costs, and a word earns, its pips squared. When the bag runs out, the player with the most money wins. BuyWord is played by {fewest} to {most} players: alone, it is a game of patience against the rules' yardstick.</source>
            <translation>Kupuj płytki z literami i sprzedawaj słowa. W każdej rundzie kostka mówi, ile płytek dobiera każdy gracz; każdy kupuje albo odrzuca ten zestaw, a potem sprzedaje słowa z ręki. Zestaw kosztuje, a słowo przynosi, kwadrat sumy oczek. Gdy worek się opróżni, wygrywa gracz z największą ilością pieniędzy. W BuyWord gra od {fewest} do {most} graczy: w pojedynkę to gra cierpliwości przeciw mierze z zasad.</translation>
        </message>
    </context>
    <context>
        <name>BuyWordTable</name>
        <message>
            <source>The tiles on offer</source>
            <translation>Płytki w ofercie</translation>
        </message>
        <message>
            <source>Click tiles of your hand, or type, to build a word</source>
            <translation>Klikaj płytki na ręce albo pisz, aby ułożyć słowo</translation>
        </message>
        <message>
            <source>The word you are building</source>
            <translation>Słowo, które układasz</translation>
        </message>
        <message>
            <source>The letter the wild tile stands for</source>
            <translation>Litera, którą zastępuje dżoker</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Twoja ręka</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Dziennik gry</translation>
        </message>
        <message>
            <source>&amp;Roll the die  (Enter)</source>
            <translation>&amp;Rzuć kostką  (Enter)</translation>
        </message>
        <message>
            <source>&amp;Buy the set  (B)</source>
            <translation>&amp;Kup zestaw  (B)</translation>
        </message>
        <message>
            <source>&amp;Discard the set  (D)</source>
            <translation>&amp;Odrzuć zestaw  (D)</translation>
        </message>
        <message>
            <source>&amp;Sell the word  (Enter)</source>
            <translation>&amp;Sprzedaj słowo  (Enter)</translation>
        </message>
        <message>
            <source>&amp;Clear the word  (Esc)</source>
            <translation>&amp;Wyczyść słowo  (Esc)</translation>
        </message>
        <message>
            <source>D&amp;one selling  (Space)</source>
            <translation>Ko&amp;niec sprzedaży  (Spacja)</translation>
        </message>
        <message>
            <source>Discard the &amp;marked tiles</source>
            <translation>Odrzuć &amp;zaznaczone płytki</translation>
        </message>
        <message>
            <source>Taken back.</source>
            <translation>Cofnięto.</translation>
        </message>
        <message>
            <source>Nothing to take back: only your own last actions can be, until something new is seen (the die, drawn tiles, a word's check) or another player acts.</source>
            <translation>Nie ma czego cofnąć: cofnąć można tylko własne ostatnie czynności, dopóki nie pojawi się nic nowego (kostka, dobrane płytki, sprawdzenie słowa) i nie zagra inny gracz.</translation>
        </message>
        <message>
            <source>Only you should look now. The other players' tiles stay hidden.</source>
            <translation>Teraz patrzysz tylko ty. Płytki innych graczy są ukryte.</translation>
        </message>
        <message>
            <source>Only {name} should look now. The other players' tiles stay hidden.</source>
            <translation>Teraz patrzy tylko {name}. Płytki innych graczy są ukryte.</translation>
        </message>
        <message>
            <source>Show my tiles  (Enter)</source>
            <translation>Pokaż moje płytki  (Enter)</translation>
        </message>
        <message>
            <source>I am {name}: show my tiles  (Enter)</source>
            <translation>To ja, {name}: pokaż moje płytki  (Enter)</translation>
        </message>
        <message>
            <source>{name} sold {word} for {price}</source>
            <translation>{name} sprzedaje {word} za {price}</translation>
        </message>
        <message>
            <source>{owner}: {letters} and {wilds}; keep at most 8 letters after a round</source>
            <translation>{owner}: {letters} i {wilds}; po rundzie zostaje najwyżej 8 liter</translation>
        </message>
        <message numerus="yes">
            <source>%n letter(s)</source>
            <translation>
                <numerusform>%n litera</numerusform>
                <numerusform>%n litery</numerusform>
                <numerusform>%n liter</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n wild tile(s)</source>
            <translation>
                <numerusform>%n dżoker</numerusform>
                <numerusform>%n dżokery</numerusform>
                <numerusform>%n dżokerów</numerusform>
            </translation>
        </message>
        <message>
            <source>No tiles</source>
            <translation>Brak płytek</translation>
        </message>
        <message>
            <source>The hands are hidden until a person takes the device.</source>
            <translation>Ręce są ukryte, dopóki człowiek nie weźmie urządzenia.</translation>
        </message>
        <message>
            <source>Players may challenge the words offered for sale.</source>
            <translation>Gracze mogą podważać słowa wystawione na sprzedaż.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Koniec gry.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>To nie twoja kolej.</translation>
        </message>
        <message>
            <source>That cannot be done now.</source>
            <translation>Tego nie można teraz zrobić.</translation>
        </message>
        <message>
            <source>Name a number from 2 to 5.</source>
            <translation>Wybierz liczbę od 2 do 5.</translation>
        </message>
        <message>
            <source>Not enough money.</source>
            <translation>Za mało pieniędzy.</translation>
        </message>
        <message>
            <source>That tile is not on the display.</source>
            <translation>Tej płytki nie ma na wystawce.</translation>
        </message>
        <message>
            <source>A bid must be higher than the last one.</source>
            <translation>Oferta musi być wyższa od poprzedniej.</translation>
        </message>
        <message>
            <source>There is no such tile.</source>
            <translation>Nie ma takiej płytki.</translation>
        </message>
        <message>
            <source>A tile is not in your hand.</source>
            <translation>Tej płytki nie ma na twojej ręce.</translation>
        </message>
        <message>
            <source>A tile is used twice.</source>
            <translation>Płytka jest użyta dwa razy.</translation>
        </message>
        <message>
            <source>The word is too short.</source>
            <translation>Słowo jest za krótkie.</translation>
        </message>
        <message>
            <source>A word may use only one wild tile.</source>
            <translation>Słowo może mieć tylko jednego dżokera.</translation>
        </message>
        <message>
            <source>Choose the letter the wild tile stands for.</source>
            <translation>Wybierz literę, którą zastępuje dżoker.</translation>
        </message>
        <message>
            <source>The word uses no wild tile.</source>
            <translation>Słowo nie ma dżokera.</translation>
        </message>
        <message>
            <source>A wild tile stands for one letter from A to Z.</source>
            <translation>Dżoker zastępuje jedną literę od A do Z.</translation>
        </message>
        <message>
            <source>That is not a word of the game's word list.</source>
            <translation>Tego słowa nie ma na liście słów gry.</translation>
        </message>
        <message>
            <source>That word does not fit the theme.</source>
            <translation>To słowo nie pasuje do tematu.</translation>
        </message>
        <message>
            <source>You cannot challenge your own word.</source>
            <translation>Nie możesz podważyć własnego słowa.</translation>
        </message>
        <message>
            <source>Wild tiles do not count towards the limit.</source>
            <translation>Dżokery nie wliczają się do limitu.</translation>
        </message>
        <message>
            <source>Keep at most 8 letter tiles.</source>
            <translation>Zostaw najwyżej 8 płytek z literami.</translation>
        </message>
        <message>
            <source>You offer {word} for sale: the others may challenge it.</source>
            <translation>Wystawiasz {word} na sprzedaż: inni mogą je podważyć.</translation>
        </message>
        <message>
            <source>{name} offers {word} for sale: the others may challenge it.</source>
            <translation>{name} wystawia {word} na sprzedaż: inni mogą je podważyć.</translation>
        </message>
        <message>
            <source>{name} is thinking...</source>
            <translation>{name} myśli...</translation>
        </message>
        <message>
            <source>You are to play.</source>
            <translation>Twoja kolej.</translation>
        </message>
        <message>
            <source>{name} is to play.</source>
            <translation>Kolej: {name}.</translation>
        </message>
        <message>
            <source>You hold the die: roll it (Enter).</source>
            <translation>Masz kostkę: rzuć nią (Enter).</translation>
        </message>
        <message>
            <source>CHOICE! How many tiles does each player draw? Press 2, 3, 4 or 5.</source>
            <translation>WYBÓR! Ile płytek dobiera każdy gracz? Naciśnij 2, 3, 4 lub 5.</translation>
        </message>
        <message>
            <source>Buy {tiles} for {price} (B or Enter), or discard them (D)?</source>
            <translation>Kupić {tiles} za {price} (B lub Enter) czy odrzucić (D)?</translation>
        </message>
        <message>
            <source>Take a tile from the display: click it or type its letter.</source>
            <translation>Weź płytkę z wystawki: kliknij ją albo wpisz jej literę.</translation>
        </message>
        <message>
            <source>Bid for the set on offer (Enter), or pass (Space).</source>
            <translation>Licytuj zestaw w ofercie (Enter) albo pasuj (Spacja).</translation>
        </message>
        <message>
            <source>Highest bid {amount} by {name}: bid more (Enter) or pass (Space).</source>
            <translation>Najwyższa oferta: {amount} ({name}): daj więcej (Enter) albo pasuj (Spacja).</translation>
        </message>
        <message>
            <source>Sell words: click or type tiles of your hand, then Sell (Enter). Done selling: Space.</source>
            <translation>Sprzedawaj słowa: klikaj lub wpisuj płytki z ręki, potem Sprzedaj (Enter). Koniec sprzedaży: Spacja.</translation>
        </message>
        <message>
            <source>{name} {money}</source>
            <translation>{name} {money}</translation>
        </message>
        <message>
            <source>{money} is below the rules' yardstick of {low}-{high}.</source>
            <translation>{money} to mniej niż miara z zasad: {low}-{high}.</translation>
        </message>
        <message>
            <source>{money} is within the rules' yardstick of {low}-{high}: a good game.</source>
            <translation>{money} mieści się w mierze z zasad, {low}-{high}: dobra partia.</translation>
        </message>
        <message>
            <source>{money} is above the rules' yardstick of {low}-{high}: a great game!</source>
            <translation>{money} to więcej niż miara z zasad, {low}-{high}: świetna partia!</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Ty</translation>
        </message>
        <message>
            <source>{names} share the win!</source>
            <comment>the names include you</comment>
            <translation>Wspólna wygrana: {names}!</translation>
        </message>
        <message>
            <source>{names} share the win!</source>
            <translation>Wspólna wygrana: {names}!</translation>
        </message>
        <message>
            <source>Started with $200, spent {spent} on tiles, earned {earned}.</source>
            <translation>Na start $200, wydane na płytki: {spent}, zarobione: {earned}.</translation>
        </message>
        <message>
            <source>Best sale</source>
            <translation>Najlepsza sprzedaż</translation>
        </message>
        <message>
            <source>{word} ({pips} pips) for {price}</source>
            <translation>{word} (oczka: {pips}) za {price}</translation>
        </message>
        <message>
            <source>Words sold</source>
            <translation>Sprzedane słowa</translation>
        </message>
        <message>
            <source>Yardstick</source>
            <translation>Miara</translation>
        </message>
        <message>
            <source>You end with {money}.</source>
            <translation>Kończysz z {money}.</translation>
        </message>
        <message>
            <source>Alone, the rules measure a game against $800-$1,000: their yardstick for the published tiles, whose letters and pips no source gives. This game's tiles are our own, derived from letter frequency, so the yardstick is a guide, not a promise.</source>
            <translation>W grze solo zasady mierzą partię kwotą $800-$1000: to ich miara dla wydanych płytek, których liter i oczek nie podaje żadne źródło. Płytki tej gry są nasze własne, wyprowadzone z częstości liter, więc miara jest wskazówką, nie obietnicą.</translation>
        </message>
        <message>
            <source>You win!</source>
            <translation>Wygrywasz!</translation>
        </message>
        <message>
            <source>{name} wins!</source>
            <translation>Wygrywa {name}!</translation>
        </message>
        <message>
            <source>The score is the money each player ends with.</source>
            <translation>Wynik to pieniądze, z którymi gracz kończy grę.</translation>
        </message>
        <message>
            <source>rounds</source>
            <translation>rundy</translation>
        </message>
    </context>
    <context>
        <name>BuyWordTableWords</name>
        <message>
            <source>{name} offers {word}: challenge it (C) or accept it (Enter)?</source>
            <translation>{name} wystawia {word}: podważyć (C) czy przyjąć (Enter)?</translation>
        </message>
        <message numerus="yes">
            <source>Keep at most 8 letters: mark %n tile(s) to discard, then press Enter.</source>
            <translation>
                <numerusform>Zostaw najwyżej 8 liter: zaznacz %n płytkę do odrzucenia i naciśnij Enter.</numerusform>
                <numerusform>Zostaw najwyżej 8 liter: zaznacz %n płytki do odrzucenia i naciśnij Enter.</numerusform>
                <numerusform>Zostaw najwyżej 8 liter: zaznacz %n płytek do odrzucenia i naciśnij Enter.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} - %n tile(s) in the bag - {purse}</source>
            <translation>
                <numerusform>Runda {round} – w worku %n płytka – {purse}</numerusform>
                <numerusform>Runda {round} – w worku %n płytki – {purse}</numerusform>
                <numerusform>Runda {round} – w worku %n płytek – {purse}</numerusform>
            </translation>
        </message>
        <message>
            <source>Personal best alone</source>
            <translation>Rekord osobisty solo</translation>
        </message>
        <message>
            <source>Your first game alone: {money} to beat next time.</source>
            <translation>Twoja pierwsza partia solo: {money} do pobicia następnym razem.</translation>
        </message>
        <message>
            <source>{money}: a new personal best!</source>
            <translation>{money}: nowy rekord osobisty!</translation>
        </message>
        <message numerus="yes">
            <source>{money}, over %n game(s) alone.</source>
            <translation>
                <numerusform>{money}, w %n partii solo.</numerusform>
                <numerusform>{money}, w %n partiach solo.</numerusform>
                <numerusform>{money}, w %n partiach solo.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>after %n round(s) alone</source>
            <translation>
                <numerusform>po %n rundzie solo</numerusform>
                <numerusform>po %n rundach solo</numerusform>
                <numerusform>po %n rundach solo</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>with the most money, after %n round(s)</source>
            <translation>
                <numerusform>z największą ilością pieniędzy, po %n rundzie</numerusform>
                <numerusform>z największą ilością pieniędzy, po %n rundach</numerusform>
                <numerusform>z największą ilością pieniędzy, po %n rundach</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CardStrip</name>
        <message>
            <source>no cards</source>
            <translation>brak kart</translation>
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <source>vowel</source>
            <comment>spoken after a card's letter</comment>
            <translation>samogłoska</translation>
        </message>
        <message>
            <source>consonant</source>
            <comment>spoken after a card's letter</comment>
            <translation>spółgłoska</translation>
        </message>
        <message>
            <source>marked to discard</source>
            <translation>zaznaczona do odrzucenia</translation>
        </message>
        <message>
            <source>its patent is owned: it pays a royalty</source>
            <translation>jej patent ma właściciela: płaci tantiemę</translation>
        </message>
        <message>
            <source>A card, face down</source>
            <translation>Karta zakryta</translation>
        </message>
        <message>
            <source>The S added by your Z patent (no card)</source>
            <translation>S dodane przez twój patent Z (bez karty)</translation>
        </message>
        <message>
            <source>{letter} - the X copy of a card in this play - counts as a vowel</source>
            <translation>{letter} – kopia X karty w tym zagraniu – liczy się jako samogłoska</translation>
        </message>
        <message>
            <source>{letter} - the X copy of a card in this play - counts as a consonant</source>
            <translation>{letter} – kopia X karty w tym zagraniu – liczy się jako spółgłoska</translation>
        </message>
        <message>
            <source>{letter} - counts as a vowel</source>
            <translation>{letter} – liczy się jako samogłoska</translation>
        </message>
        <message>
            <source>{letter} - counts as a consonant</source>
            <translation>{letter} – liczy się jako spółgłoska</translation>
        </message>
        <message>
            <source>{letter} - the X copy of a card in this play</source>
            <translation>{letter} – kopia X karty w tym zagraniu</translation>
        </message>
        <message>
            <source>vowel</source>
            <comment>a Y's badge on a card</comment>
            <translation>samogłoska</translation>
        </message>
        <message>
            <source>cons.</source>
            <comment>a Y's badge on a card</comment>
            <translation>spółg.</translation>
        </message>
        <message>
            <source>copy (X)</source>
            <translation>kopia (X)</translation>
        </message>
        <message>
            <source>DISCARD</source>
            <translation>ODRZUĆ</translation>
        </message>
    </context>
    <context>
        <name>ChallengeBar</name>
        <message>
            <source>Accept  (Enter)</source>
            <translation>Przyjmij  (Enter)</translation>
        </message>
        <message>
            <source>The word stands; the game goes on</source>
            <translation>Słowo zostaje; gra toczy się dalej</translation>
        </message>
        <message>
            <source>Seconds until the word is accepted by itself</source>
            <translation>Sekundy do samoczynnego przyjęcia słowa</translation>
        </message>
        <message>
            <source>Always accept computers' words</source>
            <translation>Zawsze przyjmuj słowa komputerów</translation>
        </message>
        <message>
            <source>Settings &gt; Accept computer players' words turns this off again</source>
            <translation>Ustawienia &gt; Przyjmuj słowa komputerowych graczy znów to wyłącza</translation>
        </message>
        <message>
            <source>Challenge  (C)</source>
            <translation>Podważ  (C)</translation>
        </message>
        <message>
            <source>You challenge</source>
            <translation>Podważasz</translation>
        </message>
        <message>
            <source>{name} challenges</source>
            <translation>{name} podważa</translation>
        </message>
        <message>
            <source>Say the word is not in the word list</source>
            <translation>Powiedz, że słowa nie ma na liście słów</translation>
        </message>
        <message>
            <source>Everyone accepts  (Enter)</source>
            <translation>Wszyscy przyjmują  (Enter)</translation>
        </message>
    </context>
    <context>
        <name>ChoiceCoach</name>
        <message>
            <source>worth {value}</source>
            <translation>warte {value}</translation>
        </message>
        <message>
            <source>equity {value}</source>
            <translation>wartość {value}</translation>
        </message>
        <message>
            <source>{rank}. {play}: {value}</source>
            <translation>{rank}. {play}: {value}</translation>
        </message>
        <message>
            <source>; keeps {tiles}</source>
            <translation>; zostają {tiles}</translation>
        </message>
        <message>
            <source>{name}, your best plays last turn were</source>
            <translation>{name}, twoje najlepsze zagrania w ostatnim ruchu to</translation>
        </message>
        <message>
            <source>Your best plays were</source>
            <translation>Twoje najlepsze zagrania to</translation>
        </message>
        <message>
            <source>You played {play}: {value}.</source>
            <translation>Twoje zagranie {play}: {value}.</translation>
        </message>
        <message>
            <source>That was the best play.</source>
            <translation>To było najlepsze zagranie.</translation>
        </message>
        <message>
            <source>Money given up against the best: {value}.</source>
            <translation>Pieniądze utracone względem najlepszego: {value}.</translation>
        </message>
        <message>
            <source>Equity given up against the best: {value}.</source>
            <translation>Wartość utracona względem najlepszego: {value}.</translation>
        </message>
        <message>
            <source>Lay this word out on the word row, to look at (it is not sold)</source>
            <translation>Ułóż to słowo w rzędzie słowa, aby mu się przyjrzeć (nie zostaje sprzedane)</translation>
        </message>
        <message>
            <source>Lay this play out on the board, to look at (it is not played)</source>
            <translation>Ułóż ten ruch na planszy, aby mu się przyjrzeć (nie zostaje zagrany)</translation>
        </message>
    </context>
    <context>
        <name>ChoiceReviewFiller</name>
        <message>
            <source>Round</source>
            <translation>Runda</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>Ruch</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Gracz</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Zagrane</translation>
        </message>
        <message>
            <source>Expert's choice</source>
            <translation>Ekspert</translation>
        </message>
        <message>
            <source>Given up</source>
            <translation>Utracone</translation>
        </message>
        <message>
            <source>Money given up against the expert's choice</source>
            <translation>Pieniądze utracone wobec wyboru eksperta</translation>
        </message>
        <message>
            <source>Equity given up against the expert's choice</source>
            <translation>Wartość utracona wobec wyboru eksperta</translation>
        </message>
        <message>
            <source>Money given up over the game</source>
            <translation>Pieniądze utracone w całej partii</translation>
        </message>
        <message>
            <source>Equity given up over the game</source>
            <translation>Wartość utracona w całej partii</translation>
        </message>
        <message>
            <source>{where} {word} for {points}</source>
            <translation>{where} {word} za {points}</translation>
        </message>
        <message>
            <source>{play}, withdrawn</source>
            <translation>{play}, wycofane</translation>
        </message>
        <message>
            <source>exchange {tiles}</source>
            <translation>wymiana {tiles}</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>pas</translation>
        </message>
        <message>
            <source>buy {tiles} for ${cost}</source>
            <translation>kupno {tiles} za ${cost}</translation>
        </message>
        <message>
            <source>decline {tiles}</source>
            <translation>odrzucenie {tiles}</translation>
        </message>
        <message>
            <source>sell {word}: refused</source>
            <translation>sprzedaż {word}: odrzucona</translation>
        </message>
        <message>
            <source>sell {word} for ${price}</source>
            <translation>sprzedaż {word} za ${price}</translation>
        </message>
        <message>
            <source>stop selling</source>
            <translation>koniec sprzedaży</translation>
        </message>
        <message>
            <source>discard {tiles}</source>
            <translation>odrzucenie {tiles}</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>zakończona</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>niezakończona</translation>
        </message>
        <message numerus="yes">
            <source>%n decision(s) reviewed ({state}): buying, selling and discarding. Values are the expert's money: dollars now and what the hand kept is worth. Click a row for the best options; click a word for its meanings.</source>
            <translation>
                <numerusform>Omówiono %n decyzję ({state}): kupno, sprzedaż i odrzucanie. Wartości to pieniądze według eksperta: dolary teraz i wartość zatrzymanej ręki. Kliknij wiersz, aby zobaczyć najlepsze możliwości; kliknij słowo, aby poznać jego znaczenia.</numerusform>
                <numerusform>Omówiono %n decyzje ({state}): kupno, sprzedaż i odrzucanie. Wartości to pieniądze według eksperta: dolary teraz i wartość zatrzymanej ręki. Kliknij wiersz, aby zobaczyć najlepsze możliwości; kliknij słowo, aby poznać jego znaczenia.</numerusform>
                <numerusform>Omówiono %n decyzji ({state}): kupno, sprzedaż i odrzucanie. Wartości to pieniądze według eksperta: dolary teraz i wartość zatrzymanej ręki. Kliknij wiersz, aby zobaczyć najlepsze możliwości; kliknij słowo, aby poznać jego znaczenia.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) reviewed ({state}). Values are the expert's equity: points now and what the tiles kept are worth. Click a turn for the best options; click a word for its meanings.</source>
            <translation>
                <numerusform>Omówiono %n ruch ({state}). Wartości są eksperta: punkty teraz i wartość zatrzymanych płytek. Kliknij ruch, aby zobaczyć najlepsze możliwości; kliknij słowo, aby poznać jego znaczenia.</numerusform>
                <numerusform>Omówiono %n ruchy ({state}). Wartości są eksperta: punkty teraz i wartość zatrzymanych płytek. Kliknij ruch, aby zobaczyć najlepsze możliwości; kliknij słowo, aby poznać jego znaczenia.</numerusform>
                <numerusform>Omówiono %n ruchów ({state}). Wartości są eksperta: punkty teraz i wartość zatrzymanych płytek. Kliknij ruch, aby zobaczyć najlepsze możliwości; kliknij słowo, aby poznać jego znaczenia.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) of the file name no rack and are not reviewed.</source>
            <translation>
                <numerusform>%n ruch w pliku nie podaje stojaka i nie jest omówiony.</numerusform>
                <numerusform>%n ruchy w pliku nie podają stojaka i nie są omówione.</numerusform>
                <numerusform>%n ruchów w pliku nie podaje stojaka i nie zostało omówionych.</numerusform>
            </translation>
        </message>
        <message>
            <source>Round {turn}</source>
            <translation>Runda {turn}</translation>
        </message>
        <message>
            <source>Turn {turn}</source>
            <translation>Ruch {turn}</translation>
        </message>
        <message>
            <source>{when}, {name}: {played} ({value}).</source>
            <translation>{when}, {name}: {played} ({value}).</translation>
        </message>
        <message>
            <source>{rank}. {option} ({value})</source>
            <translation>{rank}. {option} ({value})</translation>
        </message>
        <message>
            <source>; keeps {tiles}</source>
            <translation>; zostają {tiles}</translation>
        </message>
        <message>
            <source>Nothing was given up: every choice was the expert's.</source>
            <translation>Nic nie utracono: każdy wybór był wyborem eksperta.</translation>
        </message>
        <message>
            <source>{rank}. {when}, {name}: {played}; the expert's choice {best}; {value} given up.</source>
            <translation>{rank}. {when}, {name}: {played}; wybór eksperta {best}; utracone {value}.</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>The patent game. With no subcommand, starts the desktop app.</source>
            <translation>Gra w patenty. Bez podpolecenia uruchamia aplikację okienkową.</translation>
        </message>
        <message>
            <source>show the version and exit</source>
            <translation>pokaż wersję i zakończ</translation>
        </message>
        <message>
            <source>speak this language for this run (default: Settings &gt; Language, else the system's)</source>
            <translation>mów w tym języku podczas tego uruchomienia (domyślnie: Ustawienia &gt; Język, a w przeciwnym razie język systemu)</translation>
        </message>
        <message>
            <source>DIR</source>
            <translation>KATALOG</translation>
        </message>
        <message>
            <source>keep saves, settings and statistics in DIR instead of the user's folders</source>
            <translation>trzymaj zapisy, ustawienia i statystyki w KATALOG zamiast w folderach użytkownika</translation>
        </message>
        <message>
            <source>continue the unfinished game without asking (Settings &gt; Language &gt; Restart now starts the game again this way)</source>
            <translation>kontynuuj nieukończoną partię bez pytania (Ustawienia &gt; Język &gt; Uruchom ponownie teraz uruchamia grę w ten sposób)</translation>
        </message>
        <message>
            <source>PATH</source>
            <translation>ŚCIEŻKA</translation>
        </message>
        <message>
            <source>start a game against two computer players, save a 1280x800 screenshot, exit</source>
            <translation>rozpocznij partię z dwoma komputerowymi graczami, zapisz zrzut ekranu 1280x800, zakończ</translation>
        </message>
        <message>
            <source>seed of the game started by --screenshot</source>
            <translation>numer rozdania partii uruchomionej przez --screenshot</translation>
        </message>
        <message>
            <source>check word lists, a headless AI game and the main window; exit 0 if all work</source>
            <translation>sprawdź listy słów, partię komputerów bez okna i okno główne; kod wyjścia 0, jeśli wszystko działa</translation>
        </message>
        <message>
            <source>start as usual, print 'drawn' once the table is first drawn, then quit (benchmarks/startup.py times this)</source>
            <translation>uruchom jak zwykle, wypisz 'drawn', gdy stół zostanie pierwszy raz narysowany, i zakończ (benchmarks/startup.py to mierzy)</translation>
        </message>
        <message>
            <source>COMMAND</source>
            <translation>POLECENIE</translation>
        </message>
        <message>
            <source>commands</source>
            <translation>polecenia</translation>
        </message>
        <message>
            <source>list the legal moves of a board game position, best first, with scores</source>
            <translation>wypisz dozwolone ruchy w pozycji gry na planszy, od najlepszego, z wynikami</translation>
        </message>
        <message>
            <source>List every legal placement of a rack in a board game position (from a GCG file or a board record), best first, with its score and equity. The position is the one before move line N of a GCG file (--gcg FILE --turn N) or after the first N moves of a board record (--record FILE --until N).</source>
            <translation>Wypisz każde dozwolone ułożenie stojaka w pozycji gry na planszy (z pliku GCG lub zapisu partii), od najlepszego, z wynikiem i wartością (equity). Pozycja to ta przed wierszem ruchu N pliku GCG (--gcg PLIK --turn N) albo po pierwszych N ruchach zapisu partii (--record PLIK --until N).</translation>
        </message>
        <message>
            <source>the rule set</source>
            <translation>zestaw zasad</translation>
        </message>
        <message>
            <source>a GCG file (English rule sets); needs --turn N</source>
            <translation>plik GCG (angielskie zestawy zasad); wymaga --turn N</translation>
        </message>
        <message>
            <source>a board record (.patentgame, JSON); needs --until N</source>
            <translation>zapis partii na planszy (.patentgame, JSON); wymaga --until N</translation>
        </message>
        <message>
            <source>with --gcg, required: the position before move line N</source>
            <translation>z --gcg wymagane: pozycja przed wierszem ruchu N</translation>
        </message>
        <message>
            <source>with --record, required: the position after the first N moves</source>
            <translation>z --record wymagane: pozycja po pierwszych N ruchach</translation>
        </message>
        <message>
            <source>the rack to use (? a blank)</source>
            <translation>stojak do użycia (? to blank)</translation>
        </message>
        <message>
            <source>moves shown (0: all)</source>
            <translation>liczba pokazanych ruchów (0: wszystkie)</translation>
        </message>
        <message>
            <source>order (default: score)</source>
            <translation>kolejność (domyślnie: wynik)</translation>
        </message>
        <message>
            <source>print one JSON object</source>
            <translation>wypisz jeden obiekt JSON</translation>
        </message>
        <message>
            <source>unknown rule set {name}; known: {known}</source>
            <translation>nieznany zestaw zasad {name}; znane: {known}</translation>
        </message>
        <message>
            <source>--limit must be 0 (all) or more</source>
            <translation>--limit musi wynosić 0 (wszystkie) lub więcej</translation>
        </message>
        <message>
            <source>--gcg needs --turn N: the position before the file's move line N</source>
            <translation>--gcg wymaga --turn N: pozycji przed wierszem ruchu N pliku</translation>
        </message>
        <message>
            <source>--until goes with --record; with --gcg, give --turn N</source>
            <translation>--until idzie w parze z --record; przy --gcg podaj --turn N</translation>
        </message>
        <message>
            <source>--record needs --until N: the position after the first N moves (0: before the first)</source>
            <translation>--record wymaga --until N: pozycji po pierwszych N ruchach (0: przed pierwszym)</translation>
        </message>
        <message>
            <source>--turn goes with --gcg; with --record, give --until N</source>
            <translation>--turn idzie w parze z --gcg; przy --record podaj --until N</translation>
        </message>
        <message>
            <source>GCG files are read for the English rule sets only</source>
            <translation>Pliki GCG są czytane tylko dla angielskich zestawów zasad</translation>
        </message>
        <message>
            <source>{path}: not a GCG file</source>
            <translation>{path}: to nie jest plik GCG</translation>
        </message>
        <message>
            <source>the file {file} has no moves</source>
            <translation>plik {file} nie zawiera ruchów</translation>
        </message>
        <message>
            <source>--turn must be 1 to {count}: the file has {count} move lines</source>
            <translation>--turn musi wynosić od 1 do {count}: plik ma tyle wierszy ruchów: {count}</translation>
        </message>
        <message>
            <source>{path} before move line {turn}</source>
            <translation>{path} przed wierszem ruchu {turn}</translation>
        </message>
        <message>
            <source>{path} is a game of {game}, not {asked}</source>
            <translation>{path} to partia gry {game}, nie {asked}</translation>
        </message>
        <message>
            <source>--until must be 0 or more</source>
            <translation>--until musi wynosić 0 lub więcej</translation>
        </message>
        <message>
            <source>{path} after {count} moves</source>
            <translation>{path} po ruchach: {count}</translation>
        </message>
        <message>
            <source>the rack {rack} holds a letter that is not a tile of this game</source>
            <translation>stojak {rack} zawiera literę, która nie jest płytką tej gry</translation>
        </message>
        <message>
            <source>the rack is empty</source>
            <translation>stojak jest pusty</translation>
        </message>
        <message>
            <source>a rack holds at most {most} tiles, not {count}</source>
            <translation>stojak mieści najwyżej {most} płytek, nie {count}</translation>
        </message>
        <message>
            <source>only {count} {tile} tile(s) are left off the board</source>
            <translation>płytek {tile} poza planszą zostało tylko: {count}</translation>
        </message>
        <message>
            <source>best score first</source>
            <translation>od najlepszego wyniku</translation>
        </message>
        <message>
            <source>best equity first</source>
            <translation>od najlepszej wartości</translation>
        </message>
        <message>
            <source>{game}: {where}, seat {seat} to play, rack {rack}: {count} legal placements ({order})</source>
            <translation>{game}: {where}, na ruchu miejsce {seat}, stojak {rack}: dozwolone ułożenia: {count} ({order})</translation>
        </message>
        <message>
            <source>equity</source>
            <translation>wartość</translation>
        </message>
        <message>
            <source>keeps</source>
            <translation>zostawia</translation>
        </message>
        <message>
            <source>--rules is not valid JSON; give BuyWord's options as a JSON object, e.g. {example}</source>
            <translation>--rules to niepoprawny JSON; podaj opcje BuyWord jako obiekt JSON, np. {example}</translation>
        </message>
        <message>
            <source>print the meanings of a word</source>
            <translation>wypisz znaczenia słowa</translation>
        </message>
        <message>
            <source>Print the meanings of WORD, up to three per part of speech, from WordNet 3.0 (Princeton University). An inflected word is resolved to its base word (WALKED: WALK), and the base is named. Exit status 0 when a meaning is found, 1 when none is, 2 for bad input, 3 when the definitions file cannot be read.</source>
            <translation>Wypisz znaczenia słowa WORD, do trzech na część mowy, z WordNet 3.0 (Princeton University). Słowo odmienione jest sprowadzane do formy podstawowej (WALKED: WALK), która zostaje podana. Kod wyjścia 0, gdy znaleziono znaczenie, 1, gdy nie, 2 przy złych danych, 3, gdy nie można odczytać pliku definicji.</translation>
        </message>
        <message>
            <source>the word, e.g. WALKED</source>
            <translation>słowo, np. WALKED</translation>
        </message>
        <message>
            <source>the word list whose language WORD is in (default English): a Russian list (Russian Wiktionary) or the Spanish list (English glosses from FreeDict)</source>
            <translation>lista słów w języku WORD (domyślnie angielska): lista rosyjska (rosyjski Wikisłownik) albo hiszpańska (angielskie objaśnienia z FreeDict)</translation>
        </message>
        <message>
            <source>noun</source>
            <translation>rzeczownik</translation>
        </message>
        <message>
            <source>verb</source>
            <translation>czasownik</translation>
        </message>
        <message>
            <source>adjective</source>
            <translation>przymiotnik</translation>
        </message>
        <message>
            <source>adverb</source>
            <translation>przysłówek</translation>
        </message>
        <message>
            <source>from WordNet's irregular forms</source>
            <translation>z form nieregularnych WordNet</translation>
        </message>
        <message>
            <source>by rule</source>
            <translation>według reguły</translation>
        </message>
        <message>
            <source>plural of</source>
            <translation>liczba mnoga od</translation>
        </message>
        <message>
            <source>-s form of</source>
            <translation>forma -s od</translation>
        </message>
        <message>
            <source>past tense or past participle of</source>
            <translation>czas przeszły lub imiesłów przeszły od</translation>
        </message>
        <message>
            <source>-ing form of</source>
            <translation>forma -ing od</translation>
        </message>
        <message>
            <source>comparative of</source>
            <translation>stopień wyższy od</translation>
        </message>
        <message>
            <source>superlative of</source>
            <translation>stopień najwyższy od</translation>
        </message>
        <message>
            <source>a form of</source>
            <translation>forma od</translation>
        </message>
        <message>
            <source>{word}: also {relation} {base} ({how})</source>
            <translation>{word}: także {relation} {base} ({how})</translation>
        </message>
        <message>
            <source>{word}: {relation} {base} ({how})</source>
            <translation>{word}: {relation} {base} ({how})</translation>
        </message>
        <message>
            <source>{word}: also a form of {base}</source>
            <translation>{word}: także forma słowa {base}</translation>
        </message>
        <message>
            <source>{word}: a form of {base}</source>
            <translation>{word}: forma słowa {base}</translation>
        </message>
        <message>
            <source>in English:</source>
            <translation>po angielsku:</translation>
        </message>
        <message>
            <source>WORD is empty: give a word</source>
            <translation>WORD jest puste: podaj słowo</translation>
        </message>
        <message>
            <source>no meaning known for {word}</source>
            <translation>brak znanego znaczenia słowa {word}</translation>
        </message>
        <message>
            <source>The game has no offline source of word meanings for the language '{language}'.</source>
            <translation>Gra nie ma offline źródła znaczeń słów dla języka „{language}”.</translation>
        </message>
        <message>
            <source>apply a game record and print the resulting state as JSON</source>
            <translation>zastosuj zapis partii i wypisz stan końcowy jako JSON</translation>
        </message>
        <message>
            <source>Apply every action of a game record with full validation and print the summary of the resulting state as one JSON object. Exit status 2 and one line on stderr for a record that is not valid.</source>
            <translation>Zastosuj każdą czynność zapisu partii z pełnym sprawdzeniem i wypisz podsumowanie stanu końcowego jako jeden obiekt JSON. Kod wyjścia 2 i jeden wiersz na stderr dla niepoprawnego zapisu.</translation>
        </message>
        <message>
            <source>the game record to replay</source>
            <translation>zapis partii do odtworzenia</translation>
        </message>
        <message>
            <source>apply only the first N actions</source>
            <translation>zastosuj tylko pierwsze N czynności</translation>
        </message>
        <message>
            <source>print JSON (always so; for an imported game such as GCG: players and one move per line)</source>
            <translation>wypisz JSON (zawsze tak; dla zaimportowanej partii, np. GCG: gracze i jeden ruch na wiersz)</translation>
        </message>
        <message>
            <source>play seeded games between computer players and report their strength</source>
            <translation>rozegraj partie komputerowych graczy z numerem rozdania i podaj ich siłę</translation>
        </message>
        <message>
            <source>Play N seeded games between computer players, rotating seats and the start player so that every player plays every seat equally, and report wins, ties, mean scores, money and stock per turn, and decision times per player id.</source>
            <translation>Rozegraj N partii komputerowych graczy z numerami rozdań, zmieniając miejsca i gracza rozpoczynającego tak, by każdy grał na każdym miejscu tyle samo razy, i podaj wygrane, remisy, średnie wyniki, pieniądze i akcje na ruch oraz czasy decyzji każdego gracza.</translation>
        </message>
        <message>
            <source>a game family or rule set: {games} (default: {default})</source>
            <translation>rodzina gier lub zestaw zasad: {games} (domyślnie: {default})</translation>
        </message>
        <message>
            <source>computer players, as many as the game seats, by id or by the name the app shows (e.g. ai:expert,ai:greedy or Tycoon,Sam); the ids: {ids}</source>
            <translation>komputerowi gracze, tylu, ile miejsc ma gra, według id albo nazwy pokazywanej w aplikacji (np. ai:expert,ai:greedy albo Tycoon,Sam); id: {ids}</translation>
        </message>
        <message>
            <source>games to play (at most {count})</source>
            <translation>liczba partii (najwyżej {count})</translation>
        </message>
        <message>
            <source>seed of the first deal</source>
            <translation>numer pierwszego rozdania</translation>
        </message>
        <message>
            <source>processes to use (default and most: every core, and no more than the games)</source>
            <translation>liczba procesów (domyślnie i najwyżej: każdy rdzeń, ale nie więcej niż partii)</translation>
        </message>
        <message>
            <source>save every game as a record in DIR (replayable)</source>
            <translation>zapisz każdą partię jako zapis w KATALOG (do odtworzenia)</translation>
        </message>
        <message>
            <source>the patent game: how words are checked (default: manual)</source>
            <translation>gra w patenty: jak sprawdzane są słowa (domyślnie: manual)</translation>
        </message>
        <message>
            <source>the patent game: how doublers stack (default: multiply)</source>
            <translation>gra w patenty: jak łączą się podwajacze (domyślnie: multiply)</translation>
        </message>
        <message>
            <source>the patent game and BuyWord: word list id (default: en-enable; a board rule set names its own)</source>
            <translation>gra w patenty i BuyWord: id listy słów (domyślnie: en-enable; zestaw zasad planszowych podaje własną)</translation>
        </message>
        <message>
            <source>BuyWord: its options as its records write them, e.g. {example}</source>
            <translation>BuyWord: jego opcje tak, jak zapisują je zapisy partii, np. {example}</translation>
        </message>
        <message>
            <source>time each decision may take, as in the app (default: none, so games replay)</source>
            <translation>czas na każdą decyzję, jak w aplikacji (domyślnie: brak, aby partie się powtarzały)</translation>
        </message>
        <message>
            <source>no progress bar</source>
            <translation>bez paska postępu</translation>
        </message>
        <message>
            <source>not a number of seconds: {text}</source>
            <translation>to nie jest liczba sekund: {text}</translation>
        </message>
        <message>
            <source>must be more than 0 and at most 600 seconds</source>
            <translation>musi być więcej niż 0 i najwyżej 600 sekund</translation>
        </message>
        <message>
            <source>list the playable words of a hand and pool</source>
            <translation>wypisz słowa, które da się ułożyć z ręki i puli</translation>
        </message>
        <message>
            <source>Print every word of 3 to 12 letters that LETTERS (the hand) and the pool can spell, using at least one hand letter, longest first, with its money and stock (a word with a Q is doubled; other doublers depend on patents and are not counted).</source>
            <translation>Wypisz każde słowo od 3 do 12 liter, które da się ułożyć z LETTERS (ręka) i puli, z użyciem co najmniej jednej litery z ręki, od najdłuższego, z pieniędzmi i akcjami (słowo z Q jest podwojone; inne podwajacze zależą od patentów i nie są liczone).</translation>
        </message>
        <message>
            <source>the hand, e.g. QATRSEI</source>
            <translation>ręka, np. QATRSEI</translation>
        </message>
        <message>
            <source>the pool, e.g. NOL</source>
            <translation>pula, np. NOL</translation>
        </message>
        <message>
            <source>the X power: use one letter twice</source>
            <translation>moc X: użyj jednej litery dwa razy</translation>
        </message>
        <message>
            <source>the Z power: add an S after the last letter</source>
            <translation>moc Z: dodaj S po ostatniej literze</translation>
        </message>
        <message>
            <source>say whether a word is valid</source>
            <translation>powiedz, czy słowo jest poprawne</translation>
        </message>
        <message>
            <source>Say whether WORD may be played: found in the word list and 3 to 12 letters long. Exit status 0 when it may, 1 when it may not, 2 for bad input.</source>
            <translation>Powiedz, czy WORD można zagrać: jest na liście słów i ma od 3 do 12 liter. Kod wyjścia 0, gdy można, 1, gdy nie, 2 przy złych danych.</translation>
        </message>
        <message>
            <source>the word to check</source>
            <translation>słowo do sprawdzenia</translation>
        </message>
        <message>
            <source>the game whose rules and terms to use: {games} (default {default}); a board rule set or BuyWord uses its own word list unless --list names one</source>
            <translation>gra, której zasad i pojęć użyć: {games} (domyślnie {default}); zestaw zasad planszowych lub BuyWord używa własnej listy słów, chyba że --list wskazuje inną</translation>
        </message>
        <message>
            <source>the word list: {ids}, or the id of an imported list (default {default})</source>
            <translation>lista słów: {ids} albo id zaimportowanej listy (domyślnie {default})</translation>
        </message>
        <message>
            <source>no playable word in {list}</source>
            <translation>brak słowa do zagrania w {list}</translation>
        </message>
        <message>
            <source>word</source>
            <translation>słowo</translation>
        </message>
        <message>
            <source>letters</source>
            <translation>litery</translation>
        </message>
        <message>
            <source>money</source>
            <translation>pieniądze</translation>
        </message>
        <message>
            <source>stock</source>
            <translation>akcje</translation>
        </message>
        <message numerus="yes">
            <source>%n word(s) in {list}</source>
            <translation>
                <numerusform>%n słowo w {list}</numerusform>
                <numerusform>%n słowa w {list}</numerusform>
                <numerusform>%n słów w {list}</numerusform>
            </translation>
        </message>
        <message>
            <source>{word} is not in {list}</source>
            <translation>{word} nie ma w {list}</translation>
        </message>
        <message>
            <source>{word} is in {list}, but a word needs {low} to {high} letters</source>
            <translation>{word} jest w {list}, ale słowo musi mieć od {low} do {high} liter</translation>
        </message>
        <message numerus="yes">
            <source>{word} is valid in {list}: ${money} and %n stock (doubled by the Q)</source>
            <translation>
                <numerusform>{word} jest poprawne w {list}: ${money} i %n akcja (podwojone przez Q)</numerusform>
                <numerusform>{word} jest poprawne w {list}: ${money} i %n akcje (podwojone przez Q)</numerusform>
                <numerusform>{word} jest poprawne w {list}: ${money} i %n akcji (podwojone przez Q)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{word} is valid in {list}: ${money} and %n stock</source>
            <translation>
                <numerusform>{word} jest poprawne w {list}: ${money} i %n akcja</numerusform>
                <numerusform>{word} jest poprawne w {list}: ${money} i %n akcje</numerusform>
                <numerusform>{word} jest poprawne w {list}: ${money} i %n akcji</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{word} is valid in {list}: %n pip(s), it sells for ${price} in BuyWord</source>
            <translation>
                <numerusform>{word} jest poprawne w {list}: %n oczko, w BuyWord sprzedaje się za ${price}</numerusform>
                <numerusform>{word} jest poprawne w {list}: %n oczka, w BuyWord sprzedaje się za ${price}</numerusform>
                <numerusform>{word} jest poprawne w {list}: %n oczek, w BuyWord sprzedaje się za ${price}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{word} is valid in {game} ({list}): %n point(s) before premium squares</source>
            <translation>
                <numerusform>{word} jest poprawne w {game} ({list}): %n punkt przed premiami</numerusform>
                <numerusform>{word} jest poprawne w {game} ({list}): %n punkty przed premiami</numerusform>
                <numerusform>{word} jest poprawne w {game} ({list}): %n punktów przed premiami</numerusform>
            </translation>
        </message>
        <message>
            <source>(the list writes it {word})</source>
            <translation>(lista zapisuje je jako {word})</translation>
        </message>
        <message>
            <source>review a game: each turn beside the expert's choice</source>
            <translation>omów partię: każdy ruch obok wyboru eksperta</translation>
        </message>
        <message>
            <source>Review a finished or saved game of any family (a record, a saved game, or a .gcg file of an English board game): each turn's play beside the expert's choice from the same position (with what the player could see, never another player's tiles or the bag's order), the value given up, the value given up over the game and the three biggest turns missed. Values are the expert's: in the patent game dollars of final score more than passing, in the board games equity (points now and the worth of the tiles kept), in BuyWord money (dollars now and the worth of the hand kept). Exit status 2 and one line on stderr for a file that is not a valid record.</source>
            <translation>Omów zakończoną lub zapisaną partię dowolnej gry (zapis, zapisaną partię albo plik .gcg angielskiej gry planszowej): zagranie każdego ruchu obok wyboru eksperta z tej samej pozycji (z tym, co gracz mógł widzieć, nigdy z płytkami innego gracza ani kolejnością w worku), utraconą wartość, wartość utraconą w całej partii i trzy największe przegapione ruchy. Wartości są eksperta: w grze w patenty dolary końcowego wyniku ponad pas, w grach planszowych wartość ruchu (punkty teraz i wartość zatrzymanych płytek), w BuyWord pieniądze (dolary teraz i wartość zatrzymanej ręki). Kod wyjścia 2 i jeden wiersz na stderr dla pliku, który nie jest poprawnym zapisem.</translation>
        </message>
        <message>
            <source>the game record, saved game or GCG file</source>
            <translation>zapis partii, zapisana partia albo plik GCG</translation>
        </message>
        <message>
            <source>{play} (withdrawn)</source>
            <translation>{play} (wycofane)</translation>
        </message>
        <message>
            <source>exchange {tiles}</source>
            <translation>wymiana {tiles}</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>pas</translation>
        </message>
        <message>
            <source>buy {tiles} for ${cost}</source>
            <translation>kupno {tiles} za ${cost}</translation>
        </message>
        <message>
            <source>decline {tiles}</source>
            <translation>odrzucenie {tiles}</translation>
        </message>
        <message>
            <source>sell {word}: refused</source>
            <translation>sprzedaż {word}: odrzucona</translation>
        </message>
        <message>
            <source>sell {word} for ${price}</source>
            <translation>sprzedaż {word} za ${price}</translation>
        </message>
        <message>
            <source>stop selling</source>
            <translation>koniec sprzedaży</translation>
        </message>
        <message>
            <source>discard {tiles}</source>
            <translation>odrzucenie {tiles}</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>zakończona</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>niezakończona</translation>
        </message>
        <message>
            <source>Values are the expert's equity: points now and the worth of the tiles kept.</source>
            <translation>Wartości są eksperta: punkty teraz i wartość zatrzymanych płytek.</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>Ruch</translation>
        </message>
        <message>
            <source>Values are the expert's money: dollars now and the worth of the hand kept.</source>
            <translation>Wartości to pieniądze według eksperta: dolary teraz i wartość zatrzymanej ręki.</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Runda</translation>
        </message>
        <message>
            <source>Review of {players} ({state}, {count} turns reviewed)</source>
            <translation>Omówienie: {players} ({state}, omówione ruchy: {count})</translation>
        </message>
        <message>
            <source>{count} turns without their rack in the file are not reviewed.</source>
            <translation>Ruchy bez stojaka w pliku, nieomówione: {count}.</translation>
        </message>
        <message>
            <source>Given up over the game</source>
            <translation>Utracone w całej partii</translation>
        </message>
        <message>
            <source>{name}: {value} in {count} turns (the best found in {found})</source>
            <translation>{name}: {value} w ruchach: {count} (najlepszy znaleziony w: {found})</translation>
        </message>
        <message>
            <source>Biggest turns missed</source>
            <translation>Największe przegapione ruchy</translation>
        </message>
        <message>
            <source>none: every choice was as good as the expert's</source>
            <translation>brak: każdy wybór był tak dobry jak wybór eksperta</translation>
        </message>
        <message>
            <source>turn {turn}, {name}: played {played}; the expert's choice {best}; {value} given up</source>
            <translation>ruch {turn}, {name}: zagranie {played}; wybór eksperta {best}; utracone {value}</translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message>
            <source>pass</source>
            <translation>pas</translation>
        </message>
        <message>
            <source>${money}</source>
            <translation>${money}</translation>
        </message>
        <message>
            <source>worth about {value}</source>
            <translation>wartość około {value}</translation>
        </message>
        <message>
            <source>{words} (refused)</source>
            <translation>{words} (odrzucone)</translation>
        </message>
        <message>
            <source>earned {earnings}, {worth}</source>
            <translation>dało {earnings}, {worth}</translation>
        </message>
        <message>
            <source>earns {earnings}, {worth}</source>
            <translation>daje {earnings}, {worth}</translation>
        </message>
        <message>
            <source>refused: the turn cost a card, {worth}</source>
            <translation>odrzucone: ruch kosztował kartę, {worth}</translation>
        </message>
        <message>
            <source>No word can be laid out: discarding keeps the best cards for later.</source>
            <translation>Nie da się ułożyć słowa: odrzucenie zachowuje najlepsze karty na później.</translation>
        </message>
        <message>
            <source>Earns {earnings}.</source>
            <translation>Daje {earnings}.</translation>
        </message>
        <message>
            <source>Doubled by {letters}.</source>
            <translation>Podwojone przez {letters}.</translation>
        </message>
        <message>
            <source>Uses your powers: {letters}.</source>
            <translation>Używa twoich mocy: {letters}.</translation>
        </message>
        <message>
            <source>${dollars} to {name} ({letter})</source>
            <translation>${dollars} → {name} ({letter})</translation>
        </message>
        <message>
            <source>Hands out royalties: {paid}.</source>
            <translation>Wypłaca tantiemy: {paid}.</translation>
        </message>
        <message>
            <source>Hands out no royalties.</source>
            <translation>Nie wypłaca tantiem.</translation>
        </message>
        <message>
            <source>Then you can buy {letter} (${cost}), worth about {worth} beyond its price.</source>
            <translation>Potem możesz kupić {letter} (${cost}), wart około {worth} ponad cenę.</translation>
        </message>
        <message>
            <source>It makes no patent worth buying.</source>
            <translation>Nie daje patentu wartego kupienia.</translation>
        </message>
        <message>
            <source>The best play is two words, of {first} and {second} letters.</source>
            <translation>Najlepsze zagranie to dwa słowa, długości {first} i {second}.</translation>
        </message>
        <message>
            <source>Hint 1 of 3</source>
            <translation>Podpowiedź 1 z 3</translation>
        </message>
        <message>
            <source>Letters in place:</source>
            <translation>Litery na miejscu:</translation>
        </message>
        <message>
            <source>From the pool: {letters}.</source>
            <translation>Z puli: {letters}.</translation>
        </message>
        <message>
            <source>Hint 2 of 3</source>
            <translation>Podpowiedź 2 z 3</translation>
        </message>
        <message>
            <source>Hint 3 of 3</source>
            <translation>Podpowiedź 3 z 3</translation>
        </message>
        <message>
            <source>{words} is in the word row: press Play, or change it.</source>
            <translation>{words} jest w rzędzie słowa: naciśnij Zagraj albo je zmień.</translation>
        </message>
        <message>
            <source>You bought nothing, as the expert would.</source>
            <translation>Bez zakupu – tak jak zrobiłby ekspert.</translation>
        </message>
        <message>
            <source>You bought {letter}, as the expert would.</source>
            <translation>Zakup {letter} – tak jak zrobiłby ekspert.</translation>
        </message>
        <message>
            <source>You bought {letter}; the expert would buy nothing.</source>
            <translation>Zakup {letter}; ekspert nic by nie kupił.</translation>
        </message>
        <message>
            <source>You bought nothing; the expert would buy {letter} (worth about {worth}).</source>
            <translation>Bez zakupu; ekspert kupiłby {letter} (wart około {worth}).</translation>
        </message>
        <message>
            <source>You bought {bought}; the expert would buy {best} (worth about {worth}).</source>
            <translation>Zakup {bought}; ekspert kupiłby {best} (wart około {worth}).</translation>
        </message>
        <message>
            <source>No play was worth more than passing.</source>
            <translation>Żadne zagranie nie było warte więcej niż pas.</translation>
        </message>
        <message>
            <source>Your play was worth {percent}% of the best.</source>
            <translation>Twoje zagranie było warte {percent}% najlepszego.</translation>
        </message>
        <message>
            <source>{played}: none of them wins.</source>
            <translation>{played}: żadne z nich nie wygrywa.</translation>
        </message>
        <message>
            <source>{played}: every one of them wins.</source>
            <translation>{played}: każde z nich wygrywa.</translation>
        </message>
        <message>
            <source>{played} and agrees: {words} has a {percent}% chance to win.</source>
            <translation>{played} i zgadza się: {words} ma {percent}% szans na wygraną.</translation>
        </message>
        <message>
            <source>{played} and prefers {words}: a {percent}% chance to win, against {other}% for {first}.</source>
            <translation>{played} i woli {words}: {percent}% szans na wygraną wobec {other}% dla {first}.</translation>
        </message>
        <message>
            <source>You found the master's choice.</source>
            <translation>Trafiasz w wybór mistrza.</translation>
        </message>
    </context>
    <context>
        <name>CoachCounts</name>
        <message numerus="yes">
            <source>discard %n card(s)</source>
            <translation>
                <numerusform>odrzucenie %n karty</numerusform>
                <numerusform>odrzucenie %n kart</numerusform>
                <numerusform>odrzucenie %n kart</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>${money} and %n stock</source>
            <translation>
                <numerusform>${money} i %n akcja</numerusform>
                <numerusform>${money} i %n akcje</numerusform>
                <numerusform>${money} i %n akcji</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The best play is a word of %n letter(s).</source>
            <translation>
                <numerusform>Najlepsze zagranie to słowo z %n litery.</numerusform>
                <numerusform>Najlepsze zagranie to słowo z %n liter.</numerusform>
                <numerusform>Najlepsze zagranie to słowo z %n liter.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The master played the best plays out on %n guess(es) of the hidden cards</source>
            <translation>
                <numerusform>Mistrz rozegrał najlepsze zagrania do końca dla %n układu ukrytych kart</numerusform>
                <numerusform>Mistrz rozegrał najlepsze zagrania do końca dla %n układów ukrytych kart</numerusform>
                <numerusform>Mistrz rozegrał najlepsze zagrania do końca dla %n układów ukrytych kart</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CoachPanel</name>
        <message>
            <source>The coach</source>
            <translation>Trener</translation>
        </message>
        <message>
            <source>Close the coach's panel</source>
            <translation>Zamknij panel trenera</translation>
        </message>
        <message>
            <source>Show</source>
            <translation>Pokaż</translation>
        </message>
    </context>
    <context>
        <name>CoachSummary</name>
        <message>
            <source>Words of this game</source>
            <translation>Słowa tej partii</translation>
        </message>
        <message numerus="yes">
            <source>{name}: %n hint(s)</source>
            <translation>
                <numerusform>{name}: %n podpowiedź</numerusform>
                <numerusform>{name}: %n podpowiedzi</numerusform>
                <numerusform>{name}: %n podpowiedzi</numerusform>
            </translation>
        </message>
        <message>
            <source>You</source>
            <translation>Ty</translation>
        </message>
        <message>
            <source>no entry in the offline dictionary</source>
            <translation>brak hasła we wbudowanym słowniku</translation>
        </message>
        <message>
            <source>No word was scored in this game.</source>
            <translation>W tej partii żadne słowo nie dało punktów.</translation>
        </message>
    </context>
    <context>
        <name>Colours</name>
        <message>
            <source>{colour} ({pattern})</source>
            <translation>{colour} ({pattern})</translation>
        </message>
        <message>
            <source>Orange</source>
            <translation>Pomarańczowy</translation>
        </message>
        <message>
            <source>Sky blue</source>
            <translation>Błękitny</translation>
        </message>
        <message>
            <source>Bluish green</source>
            <translation>Niebieskozielony</translation>
        </message>
        <message>
            <source>Vermilion</source>
            <translation>Cynobrowy</translation>
        </message>
        <message>
            <source>Reddish purple</source>
            <translation>Purpurowy</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>Żółty</translation>
        </message>
        <message>
            <source>solid</source>
            <translation>jednolity</translation>
        </message>
        <message>
            <source>stripes</source>
            <translation>paski</translation>
        </message>
        <message>
            <source>dots</source>
            <translation>kropki</translation>
        </message>
        <message>
            <source>checks</source>
            <translation>kratka</translation>
        </message>
        <message>
            <source>reverse stripes</source>
            <translation>paski odwrotne</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>romby</translation>
        </message>
    </context>
    <context>
        <name>Dates</name>
        <message>
            <source>Monday</source>
            <translation>w poniedziałek</translation>
        </message>
        <message>
            <source>Tuesday</source>
            <translation>we wtorek</translation>
        </message>
        <message>
            <source>Wednesday</source>
            <translation>w środę</translation>
        </message>
        <message>
            <source>Thursday</source>
            <translation>w czwartek</translation>
        </message>
        <message>
            <source>Friday</source>
            <translation>w piątek</translation>
        </message>
        <message>
            <source>Saturday</source>
            <translation>w sobotę</translation>
        </message>
        <message>
            <source>Sunday</source>
            <translation>w niedzielę</translation>
        </message>
        <message>
            <source>January</source>
            <translation>stycznia</translation>
        </message>
        <message>
            <source>February</source>
            <translation>lutego</translation>
        </message>
        <message>
            <source>March</source>
            <translation>marca</translation>
        </message>
        <message>
            <source>April</source>
            <translation>kwietnia</translation>
        </message>
        <message>
            <source>May</source>
            <translation>maja</translation>
        </message>
        <message>
            <source>June</source>
            <translation>czerwca</translation>
        </message>
        <message>
            <source>July</source>
            <translation>lipca</translation>
        </message>
        <message>
            <source>August</source>
            <translation>sierpnia</translation>
        </message>
        <message>
            <source>September</source>
            <translation>września</translation>
        </message>
        <message>
            <source>October</source>
            <translation>października</translation>
        </message>
        <message>
            <source>November</source>
            <translation>listopada</translation>
        </message>
        <message>
            <source>December</source>
            <translation>grudnia</translation>
        </message>
        <message>
            <source>today {clock}</source>
            <translation>dziś o {clock}</translation>
        </message>
        <message>
            <source>yesterday {clock}</source>
            <translation>wczoraj o {clock}</translation>
        </message>
        <message>
            <source>{weekday} {clock}</source>
            <translation>{weekday} o {clock}</translation>
        </message>
        <message>
            <source>{day} {month} {year} {clock}</source>
            <translation>{day} {month} {year} o {clock}</translation>
        </message>
    </context>
    <context>
        <name>DieView</name>
        <message>
            <source>The die</source>
            <translation>Kostka</translation>
        </message>
        <message>
            <source>The die: not thrown yet this round</source>
            <translation>Kostka: w tej rundzie jeszcze nie rzucono</translation>
        </message>
        <message numerus="yes">
            <source>The die shows CHOICE; %n tiles named</source>
            <translation>
                <numerusform>Kostka pokazuje WYBÓR; wybrano %n płytkę</numerusform>
                <numerusform>Kostka pokazuje WYBÓR; wybrano %n płytki</numerusform>
                <numerusform>Kostka pokazuje WYBÓR; wybrano %n płytek</numerusform>
            </translation>
        </message>
        <message>
            <source>The die shows CHOICE</source>
            <translation>Kostka pokazuje WYBÓR</translation>
        </message>
        <message numerus="yes">
            <source>The die shows %n</source>
            <translation>
                <numerusform>Kostka pokazuje %n</numerusform>
                <numerusform>Kostka pokazuje %n</numerusform>
                <numerusform>Kostka pokazuje %n</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DraftController</name>
        <message>
            <source>Drag, click or type letters to build a word.</source>
            <translation>Przeciągaj, klikaj lub wpisuj litery, aby ułożyć słowo.</translation>
        </message>
    </context>
    <context>
        <name>Explanations</name>
        <message>
            <source>played {word} for {score}: the highest score</source>
            <translation>układa {word} za {score}: najwyższy wynik</translation>
        </message>
        <message>
            <source>played {word} for {score}: the best score with the tiles kept</source>
            <translation>układa {word} za {score}: najlepszy wynik z zostawionymi płytkami</translation>
        </message>
        <message>
            <source>played {word} for {score}: the whole rack</source>
            <translation>układa {word} za {score}: cały stojak</translation>
        </message>
        <message>
            <source>played {word} for {score}: goes out</source>
            <translation>układa {word} za {score}: kończy płytki</translation>
        </message>
        <message>
            <source>played {word} for {score}: the best end it found</source>
            <translation>układa {word} za {score}: najlepsze znalezione zakończenie</translation>
        </message>
        <message>
            <source>passed: the best end</source>
            <translation>pasuje: najlepsze zakończenie</translation>
        </message>
        <message>
            <source>played {word} for {score}: one of the best it saw</source>
            <translation>układa {word} za {score}: jeden z najlepszych widzianych ruchów</translation>
        </message>
        <message>
            <source>played {word} for {score}</source>
            <translation>układa {word} za {score}</translation>
        </message>
        <message>
            <source>exchanged: the tiles kept are worth more than any play</source>
            <translation>wymienia: zostawione płytki są warte więcej niż każdy ruch</translation>
        </message>
        <message>
            <source>no play: exchanged or passed</source>
            <translation>brak ruchu: wymienia lub pasuje</translation>
        </message>
        <message>
            <source>accepted the last play</source>
            <translation>przyjmuje ostatni ruch</translation>
        </message>
        <message>
            <source>challenged {words}: not a word it knows</source>
            <translation>podważa {words}: nie zna takiego słowa</translation>
        </message>
        <message>
            <source>rolled the die</source>
            <translation>rzuca kostką</translation>
        </message>
        <message>
            <source>took the most tiles</source>
            <translation>bierze najwięcej płytek</translation>
        </message>
        <message>
            <source>took {letter}: the most pips</source>
            <translation>bierze {letter}: najwięcej oczek</translation>
        </message>
        <message>
            <source>bought {tiles} for ${cost}</source>
            <translation>kupuje {tiles} za ${cost}</translation>
        </message>
        <message>
            <source>bid ${amount}: below the set's price</source>
            <translation>licytuje ${amount}: poniżej ceny zestawu</translation>
        </message>
        <message>
            <source>passed: the bidding passed the set's price</source>
            <translation>pasuje: licytacja przekroczyła cenę zestawu</translation>
        </message>
        <message>
            <source>no word in the hand</source>
            <translation>brak słowa na ręce</translation>
        </message>
        <message>
            <source>the dearest word in the hand</source>
            <translation>najdroższe słowo na ręce</translation>
        </message>
        <message>
            <source>discarded {tiles}</source>
            <translation>odrzuca {tiles}</translation>
        </message>
        <message>
            <source>challenged {word}: not a word</source>
            <translation>podważa {word}: to nie słowo</translation>
        </message>
        <message>
            <source>accepted {word}</source>
            <translation>przyjmuje {word}</translation>
        </message>
        <message>
            <source>sold {word} for ${price}: {why}</source>
            <translation>sprzedaje {word} za ${price}: {why}</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>pasuje</translation>
        </message>
        <message>
            <source>named {count} by chance</source>
            <translation>wybiera {count} na chybił trafił</translation>
        </message>
        <message>
            <source>took {letter} by chance</source>
            <translation>bierze {letter} na chybił trafił</translation>
        </message>
        <message>
            <source>declined {tiles} by chance</source>
            <translation>rezygnuje z {tiles} na chybił trafił</translation>
        </message>
        <message>
            <source>bid ${amount} by chance</source>
            <translation>licytuje ${amount} na chybił trafił</translation>
        </message>
        <message>
            <source>passed by chance</source>
            <translation>pasuje na chybił trafił</translation>
        </message>
        <message>
            <source>stopped selling by chance</source>
            <translation>kończy sprzedaż na chybił trafił</translation>
        </message>
        <message>
            <source>offered a jumble by chance</source>
            <translation>na chybił trafił wystawia zlepek liter, nie słowo</translation>
        </message>
        <message>
            <source>by chance</source>
            <translation>na chybił trafił</translation>
        </message>
        <message>
            <source>challenged</source>
            <translation>podważa</translation>
        </message>
        <message>
            <source>accepted</source>
            <translation>przyjmuje</translation>
        </message>
        <message>
            <source>discarded {count} tiles by chance</source>
            <translation>odrzuca na chybił trafił płytki: {count}</translation>
        </message>
        <message>
            <source>named {count}, as usual</source>
            <translation>wybiera {count}, jak zwykle</translation>
        </message>
        <message>
            <source>named {count}: the most worth for the price, by the bag</source>
            <translation>wybiera {count}: najwięcej wartości za cenę, sądząc po worku</translation>
        </message>
        <message>
            <source>took {letter}: it fits the hand best</source>
            <translation>bierze {letter}: najlepiej pasuje do ręki</translation>
        </message>
        <message>
            <source>bought {tiles} for ${cost}: cheap enough</source>
            <translation>kupuje {tiles} za ${cost}: dość tanio</translation>
        </message>
        <message>
            <source>declined {tiles}: ${cost} is too dear</source>
            <translation>rezygnuje z {tiles}: ${cost} to za drogo</translation>
        </message>
        <message>
            <source>bought {tiles} for ${cost}: worth ${worth} to the hand</source>
            <translation>kupuje {tiles} za ${cost}: dla ręki warte ${worth}</translation>
        </message>
        <message>
            <source>declined {tiles}: worth ${worth} to the hand, costs ${cost}</source>
            <translation>rezygnuje z {tiles}: dla ręki warte ${worth}, kosztuje ${cost}</translation>
        </message>
        <message>
            <source>bid ${amount}: the set is worth ${worth}</source>
            <translation>licytuje ${amount}: zestaw jest wart ${worth}</translation>
        </message>
        <message>
            <source>passed: the set is worth ${worth}</source>
            <translation>pasuje: zestaw jest wart ${worth}</translation>
        </message>
        <message>
            <source>no more words to sell</source>
            <translation>nie ma już słów do sprzedania</translation>
        </message>
        <message>
            <source>kept the tiles for a longer word</source>
            <translation>zachowuje płytki na dłuższe słowo</translation>
        </message>
        <message>
            <source>the last round</source>
            <translation>ostatnia runda</translation>
        </message>
        <message>
            <source>worth more sold than kept</source>
            <translation>warte więcej sprzedane niż zachowane</translation>
        </message>
        <message>
            <source>saw no word in the hand</source>
            <translation>nie widzi słowa na ręce</translation>
        </message>
        <message>
            <source>the hand is full</source>
            <translation>ręka jest pełna</translation>
        </message>
        <message>
            <source>a good word</source>
            <translation>dobre słowo</translation>
        </message>
        <message>
            <source>waited: {word} is not worth enough yet</source>
            <translation>czeka: {word} nie jest jeszcze warte dość</translation>
        </message>
        <message>
            <source>challenged {word}: never heard of it</source>
            <translation>podważa {word}: nie zna tego słowa</translation>
        </message>
        <message>
            <source>discarded {tiles}: least worth keeping</source>
            <translation>odrzuca {tiles}: najmniej warte zachowania</translation>
        </message>
        <message>
            <source>bought nothing: it plays out better without</source>
            <translation>nic nie kupuje: bez zakupu wychodzi lepiej</translation>
        </message>
        <message>
            <source>doubles your words that start and end with a vowel</source>
            <translation>podwaja twoje słowa, które zaczynają się i kończą samogłoską</translation>
        </message>
        <message>
            <source>doubles your words that are at least half vowels</source>
            <translation>podwaja twoje słowa, w których co najmniej połowa liter to samogłoski</translation>
        </message>
        <message>
            <source>doubles your one-vowel words</source>
            <translation>podwaja twoje słowa z jedną samogłoską</translation>
        </message>
        <message>
            <source>lets you replace a card each turn</source>
            <translation>pozwala wymienić kartę w każdym ruchu</translation>
        </message>
        <message>
            <source>lets you build two words a turn</source>
            <translation>pozwala ułożyć dwa słowa w jednym ruchu</translation>
        </message>
        <message>
            <source>lets you use one card twice</source>
            <translation>pozwala użyć jednej karty dwa razy</translation>
        </message>
        <message>
            <source>adds a free S to a word</source>
            <translation>dodaje do słowa darmowe S</translation>
        </message>
        <message>
            <source>accepted {words}</source>
            <translation>przyjmuje {words}</translation>
        </message>
        <message>
            <source>no patent in reach</source>
            <translation>żaden patent w zasięgu</translation>
        </message>
        <message>
            <source>bought {letter}: the dearest patent in reach</source>
            <translation>kupuje {letter}: najdroższy patent w zasięgu</translation>
        </message>
        <message>
            <source>kept every card</source>
            <translation>zachowuje wszystkie karty</translation>
        </message>
        <message>
            <source>gave up {letter} as the penalty</source>
            <translation>oddaje {letter} za karę</translation>
        </message>
        <message>
            <source>no word in this hand: discarded {letters}</source>
            <translation>brak słowa w tej ręce: odrzuca {letters}</translation>
        </message>
        <message>
            <source>challenged {words} on a whim</source>
            <translation>podważa {words} z kaprysu</translation>
        </message>
        <message>
            <source>replaced {letter} by chance</source>
            <translation>wymienia {letter} na chybił trafił</translation>
        </message>
        <message>
            <source>played {words} by chance</source>
            <translation>zagrywa {words} na chybił trafił</translation>
        </message>
        <message>
            <source>discarded {count} cards by chance</source>
            <translation>odrzuca na chybił trafił karty: {count}</translation>
        </message>
        <message>
            <source>bought nothing by chance</source>
            <translation>nic nie kupuje, na chybił trafił</translation>
        </message>
        <message>
            <source>bought {letter} by chance</source>
            <translation>kupuje {letter} na chybił trafił</translation>
        </message>
        <message>
            <source>gave up {letter} by chance</source>
            <translation>oddaje {letter} na chybił trafił</translation>
        </message>
        <message>
            <source>no word in this hand: discarded every card</source>
            <translation>brak słowa w tej ręce: odrzuca wszystkie karty</translation>
        </message>
        <message>
            <source>replaced {letter}: a hard letter</source>
            <translation>wymienia {letter}: trudna litera</translation>
        </message>
        <message>
            <source>bought nothing: it would end the game while behind</source>
            <translation>nic nie kupuje: zakończyłoby to grę, gdy jest w tyle</translation>
        </message>
        <message>
            <source>bought nothing: nothing worth buying now</source>
            <translation>nic nie kupuje: nic nie jest teraz warte kupienia</translation>
        </message>
        <message>
            <source>discarded {letters} for fresh cards</source>
            <translation>odrzuca {letters}, by dobrać świeże karty</translation>
        </message>
        <message>
            <source>played {words}: ${money} and {stock} stock</source>
            <translation>zagrywa {words}: ${money} i akcje: {stock}</translation>
        </message>
        <message>
            <source>played {words}: ${money}</source>
            <translation>zagrywa {words}: ${money}</translation>
        </message>
        <message>
            <source>bought {letter}: {power}</source>
            <translation>kupuje {letter}: {power}</translation>
        </message>
        <message>
            <source>bought {letter}: reaches the goal while ahead</source>
            <translation>kupuje {letter}: osiąga cel, prowadząc</translation>
        </message>
        <message>
            <source>bought {letter}: reaches the goal</source>
            <translation>kupuje {letter}: osiąga cel</translation>
        </message>
        <message>
            <source>bought {letter}: a common letter that earns royalties</source>
            <translation>kupuje {letter}: częsta litera, która przynosi tantiemy</translation>
        </message>
        <message>
            <source>bought {letter}: adds ${value} of patents</source>
            <translation>kupuje {letter}: dodaje patentów za ${value}</translation>
        </message>
    </context>
    <context>
        <name>Families</name>
        <message>
            <source>The patent game</source>
            <translation>Gra w patenty</translation>
        </message>
        <message>
            <source>Patent game</source>
            <translation>Gra w patenty</translation>
        </message>
        <message>
            <source>The patent game is played in English words: its letter cards and its patents are English (there is no other edition).</source>
            <translation>W grę w patenty gra się angielskimi słowami: jej karty z literami i patenty są angielskie (nie ma innego wydania).</translation>
        </message>
        <message>
            <source>Crossword board games</source>
            <translation>Gry na planszy</translation>
        </message>
        <message>
            <source>Board game</source>
            <translation>Gra na planszy</translation>
        </message>
        <message>
            <source>BuyWord</source>
            <translation>BuyWord</translation>
        </message>
        <message>
            <source>Scrabble (English)</source>
            <translation>Scrabble (angielski)</translation>
        </message>
        <message>
            <source>Эрудит</source>
            <translation>Эрудит</translation>
        </message>
        <message>
            <source>Скрэббл (русский)</source>
            <translation>Скрэббл (русский)</translation>
        </message>
        <message>
            <source>Wocable (English)</source>
            <translation>Wocable (English)</translation>
        </message>
        <message>
            <source>Wocable (Español)</source>
            <translation>Wocable (Español)</translation>
        </message>
    </context>
    <context>
        <name>FamilyTable</name>
        <message>
            <source>Nothing to take back: the next player takes the device first.</source>
            <translation>Nie ma czego cofnąć: najpierw następny gracz bierze urządzenie.</translation>
        </message>
        <message>
            <source>Nothing to take back: the game is over.</source>
            <translation>Nie ma czego cofnąć: gra się skończyła.</translation>
        </message>
    </context>
    <context>
        <name>GameKeeping</name>
        <message>
            <source>Saved games (*{suffix});;GCG, two-player English board games (*{gcg})</source>
            <translation>Zapisane partie (*{suffix});;GCG, angielskie gry na planszy dla dwóch graczy (*{gcg})</translation>
        </message>
        <message>
            <source>Saved games (*{suffix});;GCG board games, to view (*{gcg});;All files (*)</source>
            <translation>Zapisane partie (*{suffix});;Gry na planszy GCG, do obejrzenia (*{gcg});;Wszystkie pliki (*)</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Ustawienia</translation>
        </message>
        <message>
            <source>Saved games</source>
            <translation>Zapisane partie</translation>
        </message>
        <message>
            <source>Continue?</source>
            <translation>Kontynuować?</translation>
        </message>
        <message>
            <source>The unfinished game was kept as {name}; File &gt; Open finds it.</source>
            <translation>Nieukończona partia została zapisana jako {name}; Plik &gt; Otwórz ją znajdzie.</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statystyki</translation>
        </message>
        <message>
            <source>&amp;Statistics</source>
            <translation>&amp;Statystyki</translation>
        </message>
        <message>
            <source>Game &amp;history</source>
            <translation>&amp;Historia partii</translation>
        </message>
        <message>
            <source>&amp;Word lists...</source>
            <translation>&amp;Listy słów...</translation>
        </message>
        <message>
            <source>Autosave</source>
            <translation>Autozapis</translation>
        </message>
        <message>
            <source>The game you left was kept as {name}; File &gt; Open finds it.</source>
            <translation>Opuszczona partia została zapisana jako {name}; Plik &gt; Otwórz ją znajdzie.</translation>
        </message>
        <message>
            <source>Match my level: the computer plays as {name}, step {step} of the ladder.</source>
            <translation>Na mój poziom: komputer gra jako {name}, szczebel {step} drabinki.</translation>
        </message>
        <message>
            <source>Save the game</source>
            <translation>Zapisz partię</translation>
        </message>
        <message>
            <source>Save as</source>
            <translation>Zapisz jako</translation>
        </message>
        <message>
            <source>Saved as {name}</source>
            <translation>Zapisano jako {name}</translation>
        </message>
        <message>
            <source>A .gcg file holds a two-player game of English tiles whose every move GCG can write down; save this game as a .patentgame file instead.</source>
            <translation>Plik .gcg zawiera partię dwóch graczy na angielskich płytkach, której każdy ruch da się zapisać w GCG; zapisz tę partię jako plik .patentgame.</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>Otwórz zapisaną partię</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Otwórz</translation>
        </message>
        <message>
            <source>Opened {name}</source>
            <translation>Otwarto {name}</translation>
        </message>
        <message numerus="yes">
            <source>%n file(s) could not be opened: {names} and {more} more. {reason}</source>
            <translation>
                <numerusform>Nie udało się otworzyć %n pliku: {names} i {more} innych. {reason}</numerusform>
                <numerusform>Nie udało się otworzyć %n plików: {names} i {more} innych. {reason}</numerusform>
                <numerusform>Nie udało się otworzyć %n plików: {names} i {more} innych. {reason}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n file(s) could not be opened: {names}. {reason}</source>
            <translation>
                <numerusform>Nie udało się otworzyć %n pliku: {names}. {reason}</numerusform>
                <numerusform>Nie udało się otworzyć %n plików: {names}. {reason}</numerusform>
                <numerusform>Nie udało się otworzyć %n plików: {names}. {reason}</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} is not a game the app can show: {error}</source>
            <translation>{name} to nie partia, którą aplikacja umie pokazać: {error}</translation>
        </message>
        <message>
            <source>{name} is not a GCG game file.</source>
            <translation>{name} to nie plik partii GCG.</translation>
        </message>
        <message>
            <source>Replay of {name}</source>
            <translation>Powtórka: {name}</translation>
        </message>
        <message>
            <source>A GCG file keeps the moves but not the order of the tiles in the bag, so the game is shown here move by move and cannot be continued.</source>
            <translation>Plik GCG zachowuje ruchy, ale nie kolejność płytek w worku, więc partia jest tu pokazana ruch po ruchu i nie można jej kontynuować.</translation>
        </message>
        <message>
            <source>Opened {name} in the replay viewer</source>
            <translation>Otwarto {name} w przeglądarce powtórek</translation>
        </message>
        <message>
            <source>Clear the list</source>
            <translation>Wyczyść listę</translation>
        </message>
        <message>
            <source>Game history</source>
            <translation>Historia partii</translation>
        </message>
    </context>
    <context>
        <name>GameLog</name>
        <message>
            <source>Game log</source>
            <translation>Dziennik gry</translation>
        </message>
        <message>
            <source>The game's story, one line per event</source>
            <translation>Historia partii, jeden wiersz na zdarzenie</translation>
        </message>
        <message>
            <source>The game</source>
            <translation>Partia</translation>
        </message>
        <message>
            <source>{name} explains</source>
            <translation>{name} wyjaśnia</translation>
        </message>
    </context>
    <context>
        <name>GameModel</name>
        <message>
            <source>{name}: {explanation}</source>
            <translation>{name}: {explanation}</translation>
        </message>
        <message>
            <source>{name} had a problem: {message}</source>
            <translation>{name}: problem – {message}</translation>
        </message>
        <message>
            <source>(The story of this game cannot be retold: {error})</source>
            <translation>(Historii tej partii nie da się opowiedzieć: {error})</translation>
        </message>
    </context>
    <context>
        <name>GivenUpChart</name>
        <message>
            <source>Value given up over the game</source>
            <translation>Utracona wartość w ciągu partii</translation>
        </message>
        <message>
            <source>each player's turns, first to last</source>
            <translation>ruchy każdego gracza, od pierwszego do ostatniego</translation>
        </message>
    </context>
    <context>
        <name>HandHandling</name>
        <message>
            <source>No free {letter} card in your hand or the pool.</source>
            <translation>Nie masz wolnej karty {letter} na ręce ani w puli.</translation>
        </message>
    </context>
    <context>
        <name>HandoverScreen</name>
        <message>
            <source>Your turn</source>
            <translation>Twoja kolej</translation>
        </message>
        <message>
            <source>Pass to {name}</source>
            <translation>Przekaż urządzenie: {name}</translation>
        </message>
        <message>
            <source>Only you should look now. The other hands stay hidden until their turn.</source>
            <translation>Teraz patrzysz tylko ty. Ręce pozostałych graczy są ukryte aż do ich kolejki.</translation>
        </message>
        <message>
            <source>Only {name} should look now. The other hands stay hidden until their turn.</source>
            <translation>Teraz patrzy tylko {name}. Ręce pozostałych graczy są ukryte aż do ich kolejki.</translation>
        </message>
        <message>
            <source>Show my cards  (Enter)</source>
            <translation>Pokaż moje karty  (Enter)</translation>
        </message>
        <message>
            <source>I am {name}: show my cards  (Enter)</source>
            <translation>To ja, {name}: pokaż moje karty  (Enter)</translation>
        </message>
    </context>
    <context>
        <name>HelpDialog</name>
        <message>
            <source>The rules of {game} are not in the app yet.</source>
            <translation>Zasad gry {game} jeszcze nie ma w aplikacji.</translation>
        </message>
        <message>
            <source>patentgame - help</source>
            <translation>patentgame – pomoc</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Zasady</translation>
        </message>
        <message>
            <source>About and word lists</source>
            <translation>O programie i listy słów</translation>
        </message>
    </context>
    <context>
        <name>HintSteps</name>
        <message>
            <source>Looking for the best play...</source>
            <translation>Szukam najlepszego ruchu...</translation>
        </message>
        <message numerus="yes">
            <source>Hint: the best play puts down %n tile(s) for {score} points.</source>
            <translation>
                <numerusform>Podpowiedź: najlepszy ruch kładzie %n płytkę za {score} pkt.</numerusform>
                <numerusform>Podpowiedź: najlepszy ruch kładzie %n płytki za {score} pkt.</numerusform>
                <numerusform>Podpowiedź: najlepszy ruch kładzie %n płytek za {score} pkt.</numerusform>
            </translation>
        </message>
        <message>
            <source>No play fits on the board, and no exchange is allowed now: pass.</source>
            <translation>Żaden ruch nie mieści się na planszy, a wymiana nie jest teraz dozwolona: spasuj.</translation>
        </message>
        <message>
            <source>No play fits on the board: exchange every tile ({give}).</source>
            <translation>Żaden ruch nie mieści się na planszy: wymień wszystkie płytki ({give}).</translation>
        </message>
        <message>
            <source>No play fits on the board: exchange {give}, keep {keep}.</source>
            <translation>Żaden ruch nie mieści się na planszy: wymień {give}, zatrzymaj {keep}.</translation>
        </message>
    </context>
    <context>
        <name>HistoryWindow</name>
        <message>
            <source>Finished</source>
            <translation>Zakończona</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Gracze</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Zwycięzca</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Wyniki</translation>
        </message>
        <message>
            <source>Word list</source>
            <translation>Lista słów</translation>
        </message>
        <message>
            <source>Turns</source>
            <translation>Ruchy</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Gra</translation>
        </message>
        <message>
            <source>Game history</source>
            <translation>Historia partii</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>&amp;Gracz:</translation>
        </message>
        <message>
            <source>Re&amp;view…</source>
            <translation>&amp;Omówienie…</translation>
        </message>
        <message>
            <source>The coach's review: each turn beside the expert's choice</source>
            <translation>Trener omawia partię: każdy ruch obok wyboru eksperta</translation>
        </message>
        <message>
            <source>&amp;Replay…</source>
            <translation>&amp;Powtórka…</translation>
        </message>
        <message>
            <source>All players</source>
            <translation>Wszyscy gracze</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s)</source>
            <translation>
                <numerusform>%n partia</numerusform>
                <numerusform>%n partie</numerusform>
                <numerusform>%n partii</numerusform>
            </translation>
        </message>
        <message>
            <source>No finished games yet</source>
            <translation>Nie ma jeszcze zakończonych partii</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Powtórka</translation>
        </message>
        <message>
            <source>This game is no longer in the history.</source>
            <translation>Tej partii nie ma już w historii.</translation>
        </message>
        <message>
            <source>Review: {players}</source>
            <translation>Omówienie: {players}</translation>
        </message>
    </context>
    <context>
        <name>ImportQuestion</name>
        <message>
            <source>Import a word list</source>
            <translation>Importuj listę słów</translation>
        </message>
        <message>
            <source>Name players will see:</source>
            <translation>Nazwa widoczna dla graczy:</translation>
        </message>
        <message>
            <source>Words in:</source>
            <translation>Słowa w języku:</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Importuj</translation>
        </message>
    </context>
    <context>
        <name>Keeping</name>
        <message>
            <source>Continue the game against {computers} from {when}?</source>
            <translation>Kontynuować partię przeciw {computers}, {when}?</translation>
        </message>
        <message>
            <source>Continue the game against {computers}?</source>
            <translation>Kontynuować partię przeciw {computers}?</translation>
        </message>
        <message>
            <source>Continue the game of {people} against {computers} from {when}?</source>
            <translation>Kontynuować partię: {people} przeciw {computers}, {when}?</translation>
        </message>
        <message>
            <source>Continue the game of {people} against {computers}?</source>
            <translation>Kontynuować partię: {people} przeciw {computers}?</translation>
        </message>
        <message>
            <source>Continue the game of {people} from {when}?</source>
            <translation>Kontynuować partię: {people}, {when}?</translation>
        </message>
        <message>
            <source>Continue the game of {people}?</source>
            <translation>Kontynuować partię: {people}?</translation>
        </message>
        <message>
            <source>{names} and {last}</source>
            <translation>{names} i {last}</translation>
        </message>
    </context>
    <context>
        <name>Keys</name>
        <message>
            <source>Building a word</source>
            <translation>Układanie słowa</translation>
        </message>
        <message>
            <source>A to Z</source>
            <translation>A do Z</translation>
        </message>
        <message>
            <source>Lay a card of that letter (hand or pool)</source>
            <translation>Połóż kartę z tą literą (z ręki lub puli)</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>Backspace</translation>
        </message>
        <message>
            <source>Take back the last card laid</source>
            <translation>Cofnij ostatnią położoną kartę</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>Play the word</source>
            <translation>Zagraj słowo</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Clear the word</source>
            <translation>Wyczyść słowo</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Spacja</translation>
        </message>
        <message>
            <source>Type into the second word (V patent)</source>
            <translation>Pisz w drugim słowie (patent V)</translation>
        </message>
        <message>
            <source>+</source>
            <translation>+</translation>
        </message>
        <message>
            <source>Add an S to the word (Z patent)</source>
            <translation>Dodaj S do słowa (patent Z)</translation>
        </message>
        <message>
            <source>Discarding</source>
            <translation>Odrzucanie</translation>
        </message>
        <message>
            <source>Mark a card of that letter</source>
            <translation>Zaznacz kartę z tą literą</translation>
        </message>
        <message>
            <source>Discard the marked cards</source>
            <translation>Odrzuć zaznaczone karty</translation>
        </message>
        <message>
            <source>Unmark every card, or stop discarding</source>
            <translation>Odznacz wszystkie karty albo przestań odrzucać</translation>
        </message>
        <message>
            <source>Buying a patent</source>
            <translation>Kupowanie patentu</translation>
        </message>
        <message>
            <source>Buy the patent of that letter</source>
            <translation>Kup patent na tę literę</translation>
        </message>
        <message>
            <source>Buy nothing</source>
            <translation>Nic nie kupuj</translation>
        </message>
        <message>
            <source>A word is played</source>
            <translation>Zagrano słowo</translation>
        </message>
        <message>
            <source>Enter or Esc</source>
            <translation>Enter lub Esc</translation>
        </message>
        <message>
            <source>Accept the word</source>
            <translation>Przyjmij słowo</translation>
        </message>
        <message>
            <source>C</source>
            <translation>C</translation>
        </message>
        <message>
            <source>Challenge the word</source>
            <translation>Podważ słowo</translation>
        </message>
        <message>
            <source>Go on after the verdict</source>
            <translation>Dalej po werdykcie</translation>
        </message>
        <message>
            <source>Passing the device</source>
            <translation>Przekazywanie urządzenia</translation>
        </message>
        <message>
            <source>Enter or Space</source>
            <translation>Enter lub Spacja</translation>
        </message>
        <message>
            <source>Show your hand</source>
            <translation>Pokaż swoją rękę</translation>
        </message>
        <message>
            <source>Menus</source>
            <translation>Menu</translation>
        </message>
        <message>
            <source>Playing with the keyboard</source>
            <translation>Gra z klawiatury</translation>
        </message>
    </context>
    <context>
        <name>KeysDialog</name>
        <message>
            <source>Keys</source>
            <translation>Klawisze</translation>
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <source>Pip</source>
            <translation>Pip</translation>
        </message>
        <message>
            <source>Knows short everyday words, rarely sees a long one and picks loosely among his plays.</source>
            <translation>Zna krótkie codzienne słowa, rzadko dostrzega długie i wybiera zagrania dość swobodnie.</translation>
        </message>
        <message>
            <source>Robin</source>
            <translation>Robin</translation>
        </message>
        <message>
            <source>Knows everyday words, sometimes sees a long one, and buys the patents she likes.</source>
            <translation>Zna codzienne słowa, czasem dostrzega długie i kupuje patenty, które lubi.</translation>
        </message>
        <message>
            <source>Penny</source>
            <translation>Penny</translation>
        </message>
        <message>
            <source>Knows everyday words, often misses long ones and buys the patents she likes.</source>
            <translation>Zna codzienne słowa, często przeocza długie i kupuje patenty, które lubi.</translation>
        </message>
        <message>
            <source>Theo</source>
            <translation>Theo</translation>
        </message>
        <message>
            <source>Knows everyday words, sees more long ones and buys the dearest patent.</source>
            <translation>Zna codzienne słowa, dostrzega więcej długich i kupuje najdroższy patent.</translation>
        </message>
        <message>
            <source>Lena</source>
            <translation>Lena</translation>
        </message>
        <message>
            <source>Knows everyday words, sees most long ones, buys the dearest patent and throws away awkward letters.</source>
            <translation>Zna codzienne słowa, dostrzega większość długich, kupuje najdroższy patent i pozbywa się niewygodnych liter.</translation>
        </message>
        <message>
            <source>Sam</source>
            <translation>Sam</translation>
        </message>
        <message>
            <source>Knows everyday words, spots most good ones, buys the dearest patent and tidies his hand.</source>
            <translation>Zna codzienne słowa, dostrzega większość dobrych, kupuje najdroższy patent i porządkuje rękę.</translation>
        </message>
        <message>
            <source>Nora</source>
            <translation>Nora</translation>
        </message>
        <message>
            <source>Knows everyday words and always plays the best she sees.</source>
            <translation>Zna codzienne słowa i zawsze gra najlepsze zagranie, jakie widzi.</translation>
        </message>
        <message>
            <source>Felix</source>
            <translation>Felix</translation>
        </message>
        <message>
            <source>Knows everyday words and weighs royalties, the patents' income and the cards he keeps.</source>
            <translation>Zna codzienne słowa i waży tantiemy, dochody z patentów i zachowywane karty.</translation>
        </message>
        <message>
            <source>Iris</source>
            <translation>Iris</translation>
        </message>
        <message>
            <source>Knows everyday words, sees long ones, and starts to value the patents' powers.</source>
            <translation>Zna codzienne słowa, dostrzega długie i zaczyna doceniać moce patentów.</translation>
        </message>
        <message>
            <source>Morgan</source>
            <translation>Morgan</translation>
        </message>
        <message>
            <source>Knows most words, even rare ones, and weighs royalties, patents and the cards kept.</source>
            <translation>Zna większość słów, nawet rzadkie, i waży tantiemy, patenty i zachowywane karty.</translation>
        </message>
        <message>
            <source>Tycoon</source>
            <translation>Tycoon</translation>
        </message>
        <message>
            <source>Plays the whole turn: every word, royalty flows, powers and when to end the game.</source>
            <translation>Rozgrywa cały ruch: każde słowo, przepływ tantiem, moce i moment zakończenia gry.</translation>
        </message>
        <message>
            <source>Magnate</source>
            <translation>Magnate</translation>
        </message>
        <message>
            <source>Thinks ahead: plays its best ideas out against your likely replies before it moves.</source>
            <translation>Myśli naprzód: zanim zagra, rozgrywa swoje najlepsze pomysły przeciw twoim prawdopodobnym odpowiedziom.</translation>
        </message>
        <message>
            <source>Plays short everyday words, seldom sees a longer one and picks loosely.</source>
            <translation>Gra krótkimi codziennymi słowami, rzadko dostrzega dłuższe i wybiera ruch byle jak.</translation>
        </message>
        <message>
            <source>Plays everyday words, mostly short ones, and picks what scores well now.</source>
            <translation>Gra codziennymi słowami, głównie krótkimi, i wybiera to, co daje punkty od razu.</translation>
        </message>
        <message>
            <source>Knows everyday words, seldom sees a long one and plays what scores well now.</source>
            <translation>Zna codzienne słowa, rzadko dostrzega długie i gra to, co daje punkty od razu.</translation>
        </message>
        <message>
            <source>Knows everyday words, sees more long ones and starts to keep good tiles.</source>
            <translation>Zna codzienne słowa, dostrzega więcej długich i zaczyna zatrzymywać dobre płytki.</translation>
        </message>
        <message>
            <source>Knows everyday words, keeps good tiles and exchanges a hopeless rack.</source>
            <translation>Zna codzienne słowa, zatrzymuje dobre płytki i wymienia beznadziejny stojak.</translation>
        </message>
        <message>
            <source>Knows everyday words, keeps a handy rack and exchanges a bad one.</source>
            <translation>Zna codzienne słowa, dba o poręczny stojak i wymienia zły.</translation>
        </message>
        <message>
            <source>Knows everyday words, spots more long ones and keeps a better rack.</source>
            <translation>Zna codzienne słowa, wypatruje więcej długich i trzyma lepszy stojak.</translation>
        </message>
        <message>
            <source>Knows everyday words and a few rare ones, and always plays the best he sees.</source>
            <translation>Zna codzienne słowa i kilka rzadkich, i zawsze gra najlepszy ruch, jaki widzi.</translation>
        </message>
        <message>
            <source>Knows some rare words too, weighs the tiles kept and keeps lanes shut.</source>
            <translation>Zna też część rzadkich słów, waży zatrzymane płytki i nie otwiera dróg do potrójnej premii słownej.</translation>
        </message>
        <message>
            <source>Knows most words, weighs the tiles kept and keeps triple-word lanes shut.</source>
            <translation>Zna większość słów, waży zatrzymane płytki i nie otwiera dróg do pól potrójnej premii słownej.</translation>
        </message>
        <message>
            <source>Sees every word, values the tiles kept by self-play and searches the endgame.</source>
            <translation>Widzi każde słowo, wycenia zatrzymane płytki z gier z samym sobą i przelicza końcówkę.</translation>
        </message>
        <message>
            <source>Match my level</source>
            <translation>Na mój poziom</translation>
        </message>
        <message>
            <source>Picks the step that fits your recent results, so every game is a close one.</source>
            <translation>Wybiera szczebel pasujący do twoich ostatnich wyników, by każda partia była wyrównana.</translation>
        </message>
        <message>
            <source>Plays its best ideas out against the racks you are likely to hold and searches the last moves.</source>
            <translation>Rozgrywa swoje najlepsze pomysły przeciw płytkom, które najpewniej masz na stojaku, i przelicza ostatnie ruchy.</translation>
        </message>
        <message>
            <source>beginner</source>
            <translation>początkujący</translation>
        </message>
        <message>
            <source>casual</source>
            <translation>amator</translation>
        </message>
        <message>
            <source>strong</source>
            <translation>mocny</translation>
        </message>
        <message>
            <source>expert</source>
            <translation>ekspert</translation>
        </message>
        <message>
            <source>master</source>
            <translation>mistrz</translation>
        </message>
        <message>
            <source>step {step}</source>
            <translation>szczebel {step}</translation>
        </message>
    </context>
    <context>
        <name>LogColumn</name>
        <message>
            <source>Game log</source>
            <translation>Dziennik gry</translation>
        </message>
        <message>
            <source>Show the game log</source>
            <translation>Pokaż dziennik gry</translation>
        </message>
        <message>
            <source>Fold the game log away</source>
            <translation>Zwiń dziennik gry</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Slow</source>
            <translation>Wolno</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normalnie</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Szybko</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>Natychmiast</translation>
        </message>
        <message>
            <source>The game speaks {language} from its next start.</source>
            <translation>Od następnego uruchomienia gra będzie mówić w języku: {language}.</translation>
        </message>
        <message>
            <source>Restart now? The game in progress is kept.</source>
            <translation>Uruchomić ponownie teraz? Trwająca partia zostanie zachowana.</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Język</translation>
        </message>
        <message>
            <source>Restart now</source>
            <translation>Uruchom ponownie teraz</translation>
        </message>
        <message>
            <source>Later</source>
            <translation>Później</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nowa gra</translation>
        </message>
        <message>
            <source>The word list cannot be loaded:
{error}</source>
            <translation>Nie można wczytać listy słów:
{error}</translation>
        </message>
        <message>
            <source>This game cannot start:
{error}</source>
            <translation>Ta partia nie może się rozpocząć:
{error}</translation>
        </message>
        <message>
            <source>Guided first game</source>
            <translation>Pierwsza partia z przewodnikiem</translation>
        </message>
        <message>
            <source>The word list cannot be loaded:</source>
            <translation>Nie można wczytać listy słów:</translation>
        </message>
        <message>
            <source>Play against the computer</source>
            <translation>Zagraj z komputerem</translation>
        </message>
        <message>
            <source>A game is in progress. Leave it for a new one? It is kept as a saved game: File &gt; Open finds it.</source>
            <translation>Trwa partia. Opuścić ją dla nowej? Zostanie zachowana jako zapisana partia: Plik &gt; Otwórz ją znajdzie.</translation>
        </message>
        <message>
            <source>A game is in progress. Leave it for a new one? It will be lost.</source>
            <translation>Trwa partia. Opuścić ją dla nowej? Zostanie utracona.</translation>
        </message>
        <message>
            <source>patentgame - {names}</source>
            <translation>patentgame – {names}</translation>
        </message>
        <message>
            <source>A game is in progress. Quit anyway? It will be lost.</source>
            <translation>Trwa partia. Mimo to zakończyć? Zostanie utracona.</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Zakończ</translation>
        </message>
    </context>
    <context>
        <name>Meanings</name>
        <message>
            <source>noun</source>
            <translation>rzeczownik</translation>
        </message>
        <message>
            <source>verb</source>
            <translation>czasownik</translation>
        </message>
        <message>
            <source>adjective</source>
            <translation>przymiotnik</translation>
        </message>
        <message>
            <source>adverb</source>
            <translation>przysłówek</translation>
        </message>
        <message>
            <source>plural of {base}</source>
            <translation>liczba mnoga od {base}</translation>
        </message>
        <message>
            <source>-s form of {base}</source>
            <translation>forma -s od {base}</translation>
        </message>
        <message>
            <source>past tense or past participle of {base}</source>
            <translation>czas przeszły lub imiesłów przeszły od {base}</translation>
        </message>
        <message>
            <source>-ing form of {base}</source>
            <translation>forma -ing od {base}</translation>
        </message>
        <message>
            <source>comparative of {base}</source>
            <translation>stopień wyższy od {base}</translation>
        </message>
        <message>
            <source>superlative of {base}</source>
            <translation>stopień najwyższy od {base}</translation>
        </message>
        <message>
            <source>a form of {base}</source>
            <translation>forma od {base}</translation>
        </message>
        <message>
            <source>Russian Wiktionary</source>
            <translation>Rosyjski Wikisłownik</translation>
        </message>
        <message>
            <source>FreeDict Spanish-English</source>
            <translation>FreeDict hiszpańsko-angielski</translation>
        </message>
        <message>
            <source>No meaning of {word} is in the offline dictionary (WordNet 3.0).</source>
            <translation>Wbudowany słownik (WordNet 3.0) nie zna znaczenia słowa {word}.</translation>
        </message>
        <message>
            <source>The game has no offline source of word meanings for this language.</source>
            <translation>Gra nie ma offline źródła znaczeń słów dla tego języka.</translation>
        </message>
        <message>
            <source>No meaning of {word} is in the offline dictionary ({source}).</source>
            <translation>Słownik offline ({source}) nie zna znaczenia słowa {word}.</translation>
        </message>
        <message>
            <source>English glosses (FreeDict)</source>
            <translation>Angielskie objaśnienia (FreeDict)</translation>
        </message>
    </context>
    <context>
        <name>MotionLayer</name>
        <message>
            <source>Moving cards</source>
            <translation>Ruch kart</translation>
        </message>
    </context>
    <context>
        <name>MoveEntry</name>
        <message>
            <source>The board ends here: no square left for {letter}.</source>
            <translation>Tu kończy się plansza: nie ma już pola na {letter}.</translation>
        </message>
        <message>
            <source>Click a square first: {letter} goes where you click.</source>
            <translation>Najpierw kliknij pole: {letter} trafi tam, gdzie klikniesz.</translation>
        </message>
        <message>
            <source>No {letter} on your rack.</source>
            <translation>Nie masz {letter} na stojaku.</translation>
        </message>
    </context>
    <context>
        <name>Narration</name>
        <message>
            <source>You</source>
            <translation>Ty</translation>
        </message>
        <message>
            <source>You win!</source>
            <translation>Wygrywasz!</translation>
        </message>
        <message>
            <source>{name} wins!</source>
            <translation>Wygrywa {name}!</translation>
        </message>
        <message>
            <source>Nobody wins.</source>
            <translation>Nikt nie wygrywa.</translation>
        </message>
        <message>
            <source>{names} share the win!</source>
            <comment>the names include you</comment>
            <translation>Wspólna wygrana: {names}!</translation>
        </message>
        <message>
            <source>{names} share the win!</source>
            <translation>Wspólna wygrana: {names}!</translation>
        </message>
        <message>
            <source>Turn {turn}: your turn.</source>
            <translation>Ruch {turn}: twoja kolej.</translation>
        </message>
        <message>
            <source>Turn {turn}: {name} to play.</source>
            <translation>Ruch {turn}: teraz {name}.</translation>
        </message>
        <message>
            <source>You used the Q patent: {old} in the pool was replaced by {new}.</source>
            <translation>Używasz patentu Q: {new} zastępuje {old} w puli.</translation>
        </message>
        <message>
            <source>{name} used the Q patent: {old} in the pool was replaced by {new}.</source>
            <translation>{name} używa patentu Q: {new} zastępuje {old} w puli.</translation>
        </message>
        <message>
            <source>You used the Q patent to replace a card of your hand.</source>
            <translation>Używasz patentu Q, aby wymienić kartę z ręki.</translation>
        </message>
        <message>
            <source>{name} used the Q patent to replace a card of their hand.</source>
            <translation>{name} używa patentu Q, aby wymienić kartę z ręki.</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} i {second}</translation>
        </message>
        <message>
            <source>You placed {words}.</source>
            <translation>Układasz {words}.</translation>
        </message>
        <message>
            <source>{name} placed {words}.</source>
            <translation>{name} układa {words}.</translation>
        </message>
        <message>
            <source>You may accept or challenge.</source>
            <translation>Możesz przyjąć lub podważyć.</translation>
        </message>
        <message>
            <source>{names} may accept or challenge.</source>
            <comment>the names include you</comment>
            <translation>{names}: można przyjąć lub podważyć.</translation>
        </message>
        <message>
            <source>{name} may accept or challenge.</source>
            <translation>{name} może przyjąć lub podważyć.</translation>
        </message>
        <message>
            <source>{names} may accept or challenge.</source>
            <translation>{names}: można przyjąć lub podważyć.</translation>
        </message>
        <message>
            <source>You accept.</source>
            <translation>Przyjmujesz.</translation>
        </message>
        <message>
            <source>{name} accepts.</source>
            <translation>{name} przyjmuje.</translation>
        </message>
        <message>
            <source>You challenged {builder}: {words} are not in the word list; the play is rejected.</source>
            <translation>Podważasz zagranie ({builder}): {words} nie ma na liście słów; zagranie odrzucone.</translation>
        </message>
        <message>
            <source>{challenger} challenged you: {words} are not in the word list; your play is rejected.</source>
            <translation>{challenger} podważa twoje zagranie: {words} nie ma na liście słów; twoje zagranie odrzucone.</translation>
        </message>
        <message>
            <source>{challenger} challenged {builder}: {words} are not in the word list; the play is rejected.</source>
            <translation>{challenger} podważa zagranie ({builder}): {words} nie ma na liście słów; zagranie odrzucone.</translation>
        </message>
        <message>
            <source>You challenged {builder}: {words} is not in the word list; the play is rejected.</source>
            <translation>Podważasz zagranie ({builder}): {words} nie ma na liście słów; zagranie odrzucone.</translation>
        </message>
        <message>
            <source>{challenger} challenged you: {words} is not in the word list; your play is rejected.</source>
            <translation>{challenger} podważa twoje zagranie: {words} nie ma na liście słów; twoje zagranie odrzucone.</translation>
        </message>
        <message>
            <source>{challenger} challenged {builder}: {words} is not in the word list; the play is rejected.</source>
            <translation>{challenger} podważa zagranie ({builder}): {words} nie ma na liście słów; zagranie odrzucone.</translation>
        </message>
        <message>
            <source>You challenged {builder}: the play is valid; the bank pays {builder} $1.</source>
            <translation>Podważasz zagranie ({builder}): jest poprawne; {builder} dostaje $1 od banku.</translation>
        </message>
        <message>
            <source>You challenged {builder}: the play is valid; you pay {builder} $1.</source>
            <translation>Podważasz zagranie ({builder}): jest poprawne; {builder} dostaje od ciebie $1.</translation>
        </message>
        <message>
            <source>{challenger} challenged you: your play is valid; the bank pays you $1.</source>
            <translation>{challenger} podważa twoje zagranie: jest poprawne; bank płaci ci $1.</translation>
        </message>
        <message>
            <source>{challenger} challenged you: your play is valid; {challenger} pays you $1.</source>
            <translation>{challenger} podważa twoje zagranie: jest poprawne; {challenger} płaci ci $1.</translation>
        </message>
        <message>
            <source>{challenger} challenged {builder}: the play is valid; the bank pays {builder} $1.</source>
            <translation>{challenger} podważa zagranie ({builder}): jest poprawne; {builder} dostaje $1 od banku.</translation>
        </message>
        <message>
            <source>{challenger} challenged {builder}: the play is valid; {challenger} pays {builder} $1.</source>
            <translation>{challenger} podważa zagranie ({builder}): jest poprawne; {challenger} płaci $1, dostaje {builder}.</translation>
        </message>
        <message>
            <source>The play is not allowed: the cards go back.</source>
            <translation>Zagranie niedozwolone: karty wracają.</translation>
        </message>
        <message>
            <source>{words} are not in the word list: the cards go back.</source>
            <translation>{words} nie ma na liście słów: karty wracają.</translation>
        </message>
        <message>
            <source>{words} is not in the word list: the cards go back.</source>
            <translation>{words} nie ma na liście słów: karty wracają.</translation>
        </message>
        <message>
            <source>You must discard one card as a penalty.</source>
            <translation>Za karę musisz odrzucić jedną kartę.</translation>
        </message>
        <message>
            <source>{name} must discard one card as a penalty.</source>
            <translation>Za karę {name} musi odrzucić jedną kartę.</translation>
        </message>
        <message numerus="yes">
            <source>%n try(s) left.</source>
            <translation>
                <numerusform>Została %n próba.</numerusform>
                <numerusform>Zostały %n próby.</numerusform>
                <numerusform>Zostało %n prób.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You score {word}: ${money} + %n stock.</source>
            <translation>
                <numerusform>Za {word} dostajesz ${money} + %n akcję.</numerusform>
                <numerusform>Za {word} dostajesz ${money} + %n akcje.</numerusform>
                <numerusform>Za {word} dostajesz ${money} + %n akcji.</numerusform>
            </translation>
        </message>
        <message>
            <source>You score {word}: ${money}.</source>
            <translation>Za {word} dostajesz ${money}.</translation>
        </message>
        <message numerus="yes">
            <source>{name} scores {word}: ${money} + %n stock.</source>
            <translation>
                <numerusform>{name} dostaje za {word} ${money} + %n akcję.</numerusform>
                <numerusform>{name} dostaje za {word} ${money} + %n akcje.</numerusform>
                <numerusform>{name} dostaje za {word} ${money} + %n akcji.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} scores {word}: ${money}.</source>
            <translation>{name} dostaje za {word} ${money}.</translation>
        </message>
        <message>
            <source>(x{multiplier} by {letters})</source>
            <translation>(x{multiplier} dzięki {letters})</translation>
        </message>
        <message>
            <source>You receive ${amount} royalty for {letter} from the bank.</source>
            <translation>Dostajesz z banku ${amount} tantiemy za {letter}.</translation>
        </message>
        <message>
            <source>{name} receives ${amount} royalty for {letter} from the bank.</source>
            <translation>{name} dostaje z banku ${amount} tantiemy za {letter}.</translation>
        </message>
        <message>
            <source>You buy the {letter} patent for ${cost}.</source>
            <translation>Kupujesz patent {letter} za ${cost}.</translation>
        </message>
        <message>
            <source>{name} buys the {letter} patent for ${cost}.</source>
            <translation>{name} kupuje patent {letter} za ${cost}.</translation>
        </message>
        <message>
            <source>You buy no patent.</source>
            <translation>Nie kupujesz patentu.</translation>
        </message>
        <message>
            <source>{name} buys no patent.</source>
            <translation>{name} nie kupuje patentu.</translation>
        </message>
        <message>
            <source>Final round! You hold patents worth ${value}. The round is played to its end.</source>
            <translation>Ostatnia runda! Masz patenty warte ${value}. Runda zostanie rozegrana do końca.</translation>
        </message>
        <message>
            <source>Final round! {name} holds patents worth ${value}. The round is played to its end.</source>
            <translation>Ostatnia runda! {name} ma patenty warte ${value}. Runda zostanie rozegrana do końca.</translation>
        </message>
        <message>
            <source>The pool is refilled with {letters}.</source>
            <translation>Pula zostaje uzupełniona: {letters}.</translation>
        </message>
        <message>
            <source>You discard {letter} as the penalty.</source>
            <translation>Odrzucasz {letter} za karę.</translation>
        </message>
        <message>
            <source>{name} discards {letter} as the penalty.</source>
            <translation>{name} odrzuca {letter} za karę.</translation>
        </message>
        <message>
            <source>You keep the other cards.</source>
            <translation>Zachowujesz pozostałe karty.</translation>
        </message>
        <message>
            <source>{name} keeps the other cards.</source>
            <translation>{name} zachowuje pozostałe karty.</translation>
        </message>
        <message>
            <source>You pass.</source>
            <translation>Pasujesz.</translation>
        </message>
        <message>
            <source>{name} passes.</source>
            <translation>{name} pasuje.</translation>
        </message>
        <message>
            <source>You discard {letters}.</source>
            <translation>Odrzucasz {letters}.</translation>
        </message>
        <message>
            <source>{name} discards {letters}.</source>
            <translation>{name} odrzuca {letters}.</translation>
        </message>
        <message numerus="yes">
            <source>You draw %n card(s).</source>
            <translation>
                <numerusform>Dobierasz %n kartę.</numerusform>
                <numerusform>Dobierasz %n karty.</numerusform>
                <numerusform>Dobierasz %n kart.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} draws %n card(s).</source>
            <translation>
                <numerusform>{name} dobiera %n kartę.</numerusform>
                <numerusform>{name} dobiera %n karty.</numerusform>
                <numerusform>{name} dobiera %n kart.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The deck ran out: %n discarded card(s) are shuffled into a new deck.</source>
            <translation>
                <numerusform>Talia się skończyła: %n odrzucona karta tworzy nową talię.</numerusform>
                <numerusform>Talia się skończyła: %n odrzucone karty zostają potasowane w nową talię.</numerusform>
                <numerusform>Talia się skończyła: %n odrzuconych kart zostaje potasowanych w nową talię.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} {score}</source>
            <translation>{name} {score}</translation>
        </message>
        <message>
            <source>you</source>
            <translation>ty</translation>
        </message>
        <message>
            <source>Game over. {victory} Scores: {scores}.</source>
            <translation>Koniec gry. {victory} Wyniki: {scores}.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Computer - {name}</source>
            <translation>Komputer – {name}</translation>
        </message>
        <message>
            <source>Computer - {level} ({name})</source>
            <translation>Komputer – {level} ({name})</translation>
        </message>
        <message>
            <source>{list} - {count} words</source>
            <translation>{list} – słów: {count}</translation>
        </message>
        <message>
            <source>{list} (your list) - {count} words</source>
            <translation>{list} (twoja lista) – słów: {count}</translation>
        </message>
        <message>
            <source>English</source>
            <translation>angielskie</translation>
        </message>
        <message>
            <source>Russian</source>
            <translation>rosyjskie</translation>
        </message>
        <message>
            <source>Spanish</source>
            <translation>hiszpańskie</translation>
        </message>
        <message>
            <source>Polish</source>
            <translation>polskie</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nowa gra</translation>
        </message>
        <message>
            <source>Person</source>
            <translation>Człowiek</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Gra</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>Gra:</translation>
        </message>
        <message>
            <source>Players (in seat order, clockwise)</source>
            <translation>Gracze (kolejno, zgodnie z ruchem wskazówek zegara)</translation>
        </message>
        <message>
            <source>Number of players:</source>
            <translation>Liczba graczy:</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Imię</translation>
        </message>
        <message>
            <source>Plays as</source>
            <translation>Gra jako</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Kolor</translation>
        </message>
        <message>
            <source>Name of player {number}</source>
            <translation>Imię gracza {number}</translation>
        </message>
        <message>
            <source>Player {number} plays as</source>
            <translation>Gracz {number} gra jako</translation>
        </message>
        <message>
            <source>Colour of player {number}</source>
            <translation>Kolor gracza {number}</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Zasady</translation>
        </message>
        <message>
            <source>Word list:</source>
            <translation>Lista słów:</translation>
        </message>
        <message>
            <source>random</source>
            <translation>losowy</translation>
        </message>
        <message>
            <source>The same seed and the same moves give the same game</source>
            <translation>Ten sam numer rozdania i te same ruchy dają tę samą partię</translation>
        </message>
        <message>
            <source>Seed (optional):</source>
            <translation>Numer rozdania (opcjonalnie):</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Start</translation>
        </message>
        <message>
            <source>The words of this game are {language}.</source>
            <translation>Słowa tej gry są {language}.</translation>
        </message>
        <message>
            <source>Every player needs a name.</source>
            <translation>Każdy gracz potrzebuje imienia.</translation>
        </message>
        <message>
            <source>Two players have the same name.</source>
            <translation>Dwóch graczy ma to samo imię.</translation>
        </message>
        <message>
            <source>Two players have the same colour.</source>
            <translation>Dwóch graczy ma ten sam kolor.</translation>
        </message>
    </context>
    <context>
        <name>PatentCoachPanel</name>
        <message>
            <source>Your best plays were</source>
            <translation>Twoje najlepsze zagrania to</translation>
        </message>
        <message>
            <source>You played {words}: {outcome}.</source>
            <translation>Twoje zagranie {words}: {outcome}.</translation>
        </message>
        <message>
            <source>That was the best play.</source>
            <translation>To było najlepsze zagranie.</translation>
        </message>
        <message>
            <source>Worth given up against the best: about {value}.</source>
            <translation>Utracona wartość względem najlepszego: około {value}.</translation>
        </message>
        <message>
            <source>The best play would let you buy {letter} (worth about {worth}).</source>
            <translation>Najlepsze zagranie pozwoliłoby kupić {letter} (wart około {worth}).</translation>
        </message>
        <message>
            <source>{rank}. {words}: {outcome}</source>
            <translation>{rank}. {words}: {outcome}</translation>
        </message>
        <message>
            <source>Lay this play out as cards, to look at</source>
            <translation>Rozłóż to zagranie z kart, aby mu się przyjrzeć</translation>
        </message>
    </context>
    <context>
        <name>PatentFiguresPanel</name>
        <message>
            <source>Games</source>
            <translation>Partie</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Wygrane</translation>
        </message>
        <message>
            <source>Rating against the computer</source>
            <translation>Ranking w grze z komputerem</translation>
        </message>
        <message>
            <source>Average score</source>
            <translation>Średni wynik</translation>
        </message>
        <message>
            <source>Highest score</source>
            <translation>Najwyższy wynik</translation>
        </message>
        <message>
            <source>Money per turn</source>
            <translation>Pieniądze na ruch</translation>
        </message>
        <message>
            <source>Stock per turn</source>
            <translation>Akcje na ruch</translation>
        </message>
        <message>
            <source>Best word</source>
            <translation>Najlepsze słowo</translation>
        </message>
        <message>
            <source>Patents bought most:</source>
            <translation>Najczęściej kupowane patenty:</translation>
        </message>
        <message>
            <source>none yet</source>
            <translation>jeszcze brak</translation>
        </message>
        <message>
            <source>Rating over time</source>
            <translation>Ranking w czasie</translation>
        </message>
        <message>
            <source>Results against each opponent</source>
            <translation>Wyniki z każdym przeciwnikiem</translation>
        </message>
        <message numerus="yes">
            <source>${money} and %n stock</source>
            <translation>
                <numerusform>${money} i %n akcja</numerusform>
                <numerusform>${money} i %n akcje</numerusform>
                <numerusform>${money} i %n akcji</numerusform>
            </translation>
        </message>
        <message>
            <source>{share}% of games</source>
            <translation>{share}% partii</translation>
        </message>
        <message>
            <source>plays like step {step}, {name}</source>
            <translation>gra jak szczebel {step}, {name}</translation>
        </message>
        <message>
            <source>Rated against the computer players' ladder: {name}, step {step}, is rated {rating}. Your rating started at {start}.</source>
            <translation>Ranking według drabinki komputerowych graczy: {name}, szczebel {step}, ma ranking {rating}. Twój początkowy ranking: {start}.</translation>
        </message>
        <message>
            <source>words, royalties, challenges</source>
            <translation>słowa, tantiemy, podważenia</translation>
        </message>
        <message>
            <source>{earned}; best turn {words}: {turn}</source>
            <translation>{earned}; najlepszy ruch {words}: {turn}</translation>
        </message>
        <message>
            <source>no word scored yet</source>
            <translation>jeszcze żadne słowo nie dało punktów</translation>
        </message>
        <message numerus="yes">
            <source>%n hint(s) taken</source>
            <translation>
                <numerusform>wykorzystane podpowiedzi: %n</numerusform>
                <numerusform>wykorzystane podpowiedzi: %n</numerusform>
                <numerusform>wykorzystane podpowiedzi: %n</numerusform>
            </translation>
        </message>
        <message>
            <source>No hints taken</source>
            <translation>Bez podpowiedzi</translation>
        </message>
    </context>
    <context>
        <name>PatentQuestions</name>
        <message>
            <source>Everyone accepted {words}.</source>
            <translation>Wszyscy przyjmują {words}.</translation>
        </message>
        <message>
            <source>On to your turn  (Enter)</source>
            <translation>Przejdź do swojego ruchu  (Enter)</translation>
        </message>
        <message>
            <source>Pass the device to {name}  (Enter)</source>
            <translation>Przekaż urządzenie: {name}  (Enter)</translation>
        </message>
        <message>
            <source>{story} You discard one card as the penalty, and the turn ends.</source>
            <translation>{story} Za karę odrzucasz jedną kartę i ruch się kończy.</translation>
        </message>
        <message>
            <source>{story} {name} discards one card as the penalty, and the turn ends.</source>
            <translation>{story} Za karę {name} odrzuca jedną kartę i ruch się kończy.</translation>
        </message>
        <message>
            <source>{story} You go on with the turn.</source>
            <translation>{story} Kontynuujesz ruch.</translation>
        </message>
        <message>
            <source>{story} {name} goes on with the turn.</source>
            <translation>{story} {name} kontynuuje ruch.</translation>
        </message>
    </context>
    <context>
        <name>PatentReplayPanel</name>
        <message>
            <source>Pool</source>
            <translation>Pula</translation>
        </message>
        <message>
            <source>The cards are dealt; you start.</source>
            <translation>Karty rozdane; zaczynasz.</translation>
        </message>
        <message>
            <source>The cards are dealt; {name} starts.</source>
            <translation>Karty rozdane; zaczyna {name}.</translation>
        </message>
        <message>
            <source>Deck {deck}  ·  discard pile {discards}  ·  goal ${goal}  ·  final round</source>
            <translation>Talia {deck}  ·  odrzucone {discards}  ·  cel ${goal}  ·  ostatnia runda</translation>
        </message>
        <message>
            <source>Deck {deck}  ·  discard pile {discards}  ·  goal ${goal}</source>
            <translation>Talia {deck}  ·  odrzucone {discards}  ·  cel ${goal}</translation>
        </message>
        <message>
            <source>On the table: {words}</source>
            <translation>Na stole: {words}</translation>
        </message>
        <message>
            <source>Game over: {names} win</source>
            <translation>Koniec gry: wygrywają {names}</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} i {second}</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Koniec gry</translation>
        </message>
        <message>
            <source>Game over: you win</source>
            <translation>Koniec gry: wygrywasz</translation>
        </message>
        <message>
            <source>Game over: {name} wins</source>
            <translation>Koniec gry: wygrywa {name}</translation>
        </message>
        <message>
            <source>Turn {turn}</source>
            <translation>Ruch {turn}</translation>
        </message>
        <message>
            <source>{turn}, {phase}</source>
            <translation>{turn}, {phase}</translation>
        </message>
    </context>
    <context>
        <name>PatentReviewFiller</name>
        <message>
            <source>Turn</source>
            <translation>Ruch</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Gracz</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Zagrane</translation>
        </message>
        <message>
            <source>Expert's choice</source>
            <translation>Ekspert</translation>
        </message>
        <message>
            <source>Given up</source>
            <translation>Utracone</translation>
        </message>
        <message>
            <source>Purchase</source>
            <translation>Zakup</translation>
        </message>
        <message>
            <source>Share</source>
            <translation>Udział</translation>
        </message>
        <message>
            <source>Value given up by the play and the purchase together</source>
            <translation>Wartość utracona przez zagranie i zakup razem</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>zakończona</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>niezakończona</translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) reviewed ({state}). Values are the expert's: dollars of final score more than passing. Click a turn for why; click a word for its meanings.</source>
            <translation>
                <numerusform>Omówiono %n ruch ({state}). Wartości są eksperta: dolary końcowego wyniku ponad pas. Kliknij ruch, aby poznać powód; kliknij słowo, aby poznać jego znaczenia.</numerusform>
                <numerusform>Omówiono %n ruchy ({state}). Wartości są eksperta: dolary końcowego wyniku ponad pas. Kliknij ruch, aby poznać powód; kliknij słowo, aby poznać jego znaczenia.</numerusform>
                <numerusform>Omówiono %n ruchów ({state}). Wartości są eksperta: dolary końcowego wyniku ponad pas. Kliknij ruch, aby poznać powód; kliknij słowo, aby poznać jego znaczenia.</numerusform>
            </translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>nic</translation>
        </message>
        <message>
            <source>bought {letter}</source>
            <translation>kupiono {letter}</translation>
        </message>
        <message>
            <source>bought {bought}; expert: {best}</source>
            <translation>kupiono {bought}; ekspert: {best}</translation>
        </message>
        <message>
            <source>Purchase: {purchase}.</source>
            <translation>Patent: {purchase}.</translation>
        </message>
        <message>
            <source>Turn {turn}, {name}: played {words} ({outcome}).</source>
            <translation>Ruch {turn}, {name}: zagranie {words} ({outcome}).</translation>
        </message>
        <message>
            <source>Refused this turn: {words}.</source>
            <translation>Odrzucone w tym ruchu: {words}.</translation>
        </message>
        <message>
            <source>{rank}. {words} ({worth}): {why}</source>
            <translation>{rank}. {words} ({worth}): {why}</translation>
        </message>
        <message>
            <source>No turn gave up anything: every play was the expert's.</source>
            <translation>Żaden ruch nic nie stracił: każde zagranie było wyborem eksperta.</translation>
        </message>
        <message>
            <source>{rank}. Turn {turn}, {name}: played {made}; the expert's choice {best}; about {value} given up.</source>
            <translation>{rank}. Ruch {turn}, {name}: zagranie {made}; wybór eksperta {best}; utracone około {value}.</translation>
        </message>
    </context>
    <context>
        <name>PatentRulesForm</name>
        <message>
            <source>Players challenge words (classic)</source>
            <translation>Gracze podważają słowa (klasycznie)</translation>
        </message>
        <message>
            <source>The game checks every word</source>
            <translation>Gra sprawdza każde słowo</translation>
        </message>
        <message>
            <source>Checking words:</source>
            <translation>Sprawdzanie słów:</translation>
        </message>
        <message>
            <source>unlimited</source>
            <translation>bez limitu</translation>
        </message>
        <message>
            <source>When the game checks words: how often a player may build again after a rejected word; then one card is discarded as a penalty</source>
            <translation>Gdy gra sprawdza słowa: ile razy gracz może układać ponownie po odrzuconym słowie; potem za karę odrzuca jedną kartę</translation>
        </message>
        <message>
            <source>Tries after a rejected word:</source>
            <translation>Próby po odrzuconym słowie:</translation>
        </message>
        <message>
            <source>Multiply (two doublers = x4)</source>
            <translation>Mnożenie (dwa podwajacze = x4)</translation>
        </message>
        <message>
            <source>Add (two doublers = x3)</source>
            <translation>Dodawanie (dwa podwajacze = x3)</translation>
        </message>
        <message>
            <source>Never more than x2</source>
            <translation>Nigdy więcej niż x2</translation>
        </message>
        <message>
            <source>Several doublers:</source>
            <translation>Kilka podwajaczy:</translation>
        </message>
        <message>
            <source>The Q patent may also replace a card of the pool</source>
            <translation>Patent Q może też wymienić kartę z puli</translation>
        </message>
        <message>
            <source>The Z patent's free S counts toward the 3 letters</source>
            <translation>Darmowe S patentu Z liczy się do 3 liter</translation>
        </message>
        <message>
            <source>Patent value that starts the final round; the usual goal depends on the players</source>
            <translation>Wartość patentów, która zaczyna ostatnią rundę; zwykły cel zależy od graczy</translation>
        </message>
        <message>
            <source>Goal:</source>
            <translation>Cel:</translation>
        </message>
        <message>
            <source>usual ($%1)</source>
            <translation>zwykły ($%1)</translation>
        </message>
        <message numerus="yes">
            <source>The goal also needs at least %n patent(s)</source>
            <translation>
                <numerusform>Cel wymaga też co najmniej %n patentu</numerusform>
                <numerusform>Cel wymaga też co najmniej %n patentów</numerusform>
                <numerusform>Cel wymaga też co najmniej %n patentów</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PatentTable</name>
        <message>
            <source>Second word (V patent): press Space to type here</source>
            <translation>Drugie słowo (patent V): naciśnij Spację, aby tu pisać</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Twoja ręka</translation>
        </message>
        <message>
            <source>The pool</source>
            <translation>Pula</translation>
        </message>
        <message>
            <source>The word you are building</source>
            <translation>Słowo, które układasz</translation>
        </message>
        <message>
            <source>Your second word</source>
            <translation>Twoje drugie słowo</translation>
        </message>
        <message>
            <source>The patents</source>
            <translation>Patenty</translation>
        </message>
        <message>
            <source>The players</source>
            <translation>Gracze</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Dziennik gry</translation>
        </message>
        <message>
            <source>Deck and discard pile</source>
            <translation>Talia i stos odrzuconych</translation>
        </message>
        <message>
            <source>Build a word: drag, click or type letters</source>
            <translation>Ułóż słowo: przeciągaj, klikaj lub wpisuj litery</translation>
        </message>
        <message>
            <source>Pass  (Enter)</source>
            <translation>Pas  (Enter)</translation>
        </message>
        <message>
            <source>Keep all  (Enter)</source>
            <translation>Zachowaj wszystkie  (Enter)</translation>
        </message>
        <message>
            <source>&amp;Play the word  (Enter)</source>
            <translation>&amp;Zagraj słowo  (Enter)</translation>
        </message>
        <message>
            <source>&amp;Clear the word  (Esc)</source>
            <translation>&amp;Wyczyść słowo  (Esc)</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Podpowiedź</translation>
        </message>
        <message>
            <source>&amp;Discard instead of building</source>
            <translation>&amp;Odrzuć zamiast układać</translation>
        </message>
        <message>
            <source>&amp;Replace a card (Q patent)...</source>
            <translation>Wymień &amp;kartę (patent Q)...</translation>
        </message>
        <message>
            <source>Flip &amp;Y vowel/consonant</source>
            <translation>Przełącz &amp;Y samogłoska/spółgłoska</translation>
        </message>
        <message>
            <source>Add &amp;S (Z patent)  (+)</source>
            <translation>Dodaj &amp;S (patent Z)  (+)</translation>
        </message>
        <message>
            <source>Second &amp;word (V patent)  (Space)</source>
            <translation>&amp;Drugie słowo (patent V)  (Spacja)</translation>
        </message>
        <message>
            <source>Y: vowel  ⇄</source>
            <translation>Y: samogłoska  ⇄</translation>
        </message>
        <message>
            <source>Y: consonant  ⇄</source>
            <translation>Y: spółgłoska  ⇄</translation>
        </message>
        <message numerus="yes">
            <source>Discard %n and draw  (Enter)</source>
            <translation>
                <numerusform>Odrzuć %n i dobierz  (Enter)</numerusform>
                <numerusform>Odrzuć %n i dobierz  (Enter)</numerusform>
                <numerusform>Odrzuć %n i dobierz  (Enter)</numerusform>
            </translation>
        </message>
        <message>
            <source>Buy {letter} for ${cost}  (Enter)</source>
            <translation>Kup {letter} za ${cost}  (Enter)</translation>
        </message>
        <message numerus="yes">
            <source>Discard %n  (Enter)</source>
            <translation>
                <numerusform>Odrzuć %n  (Enter)</numerusform>
                <numerusform>Odrzuć %n  (Enter)</numerusform>
                <numerusform>Odrzuć %n  (Enter)</numerusform>
            </translation>
        </message>
        <message>
            <source>FINAL ROUND</source>
            <translation>OSTATNIA RUNDA</translation>
        </message>
        <message>
            <source>No game yet: start one from the File menu (Ctrl+Shift+N plays at once).</source>
            <translation>Nie ma jeszcze partii: zacznij ją z menu Plik (Ctrl+Shift+N zaczyna od razu).</translation>
        </message>
    </context>
    <context>
        <name>Patents</name>
        <message>
            <source>vowel ends</source>
            <translation>samogłoski na końcach</translation>
        </message>
        <message>
            <source>half vowels</source>
            <translation>pół samogłosek</translation>
        </message>
        <message>
            <source>one vowel</source>
            <translation>jedna samogłoska</translation>
        </message>
        <message>
            <source>swap a card</source>
            <translation>wymiana karty</translation>
        </message>
        <message>
            <source>two words</source>
            <translation>dwa słowa</translation>
        </message>
        <message>
            <source>copy a card</source>
            <translation>kopia karty</translation>
        </message>
        <message>
            <source>add an S</source>
            <translation>dodaj S</translation>
        </message>
        <message>
            <source>Doubles a word whose first and last letters are both vowels (AREA, OBOE).</source>
            <translation>Podwaja słowo, którego pierwsza i ostatnia litera są samogłoskami (AREA, OBOE).</translation>
        </message>
        <message>
            <source>Doubles a word in which at least half of the letters are vowels (IDEA, AUDIO).</source>
            <translation>Podwaja słowo, w którym co najmniej połowa liter to samogłoski (IDEA, AUDIO).</translation>
        </message>
        <message>
            <source>Doubles a word with exactly one vowel (STRAND, CHIRPS).</source>
            <translation>Podwaja słowo z dokładnie jedną samogłoską (STRAND, CHIRPS).</translation>
        </message>
        <message>
            <source>Once per turn, before you build or discard: swap one card of your hand or the pool for the top card of the deck.</source>
            <translation>Raz na ruch, zanim ułożysz słowo lub odrzucisz karty: wymień jedną kartę z ręki lub z puli na wierzchnią kartę talii.</translation>
        </message>
        <message>
            <source>Build two words in one turn. Each must be a word on its own; no card is in both.</source>
            <translation>Ułóż dwa słowa w jednym ruchu. Każde musi być słowem samo w sobie; żadna karta nie jest w obu.</translation>
        </message>
        <message>
            <source>Use one card of your play twice (at least 3 real cards in the play).</source>
            <translation>Użyj jednej karty swojego zagrania dwa razy (co najmniej 3 prawdziwe karty w zagraniu).</translation>
        </message>
        <message>
            <source>Add one S at the end of a word without a card.</source>
            <translation>Dodaj jedno S na końcu słowa bez karty.</translation>
        </message>
        <message>
            <source>Patent {letter}: costs ${cost}, worth ${cost} at the end.</source>
            <translation>Patent {letter}: kosztuje ${cost}, na koniec wart ${cost}.</translation>
        </message>
        <message>
            <source>Power: {power}</source>
            <translation>Moc: {power}</translation>
        </message>
        <message>
            <source>No special power: its owner earns $1 royalty per card others play.</source>
            <translation>Bez specjalnej mocy: właściciel dostaje $1 tantiemy za każdą kartę zagraną przez innych.</translation>
        </message>
        <message>
            <source>seat {number}</source>
            <translation>miejsce {number}</translation>
        </message>
        <message>
            <source>Owned by {name}.</source>
            <translation>Właściciel: {name}.</translation>
        </message>
        <message>
            <source>You can buy it now.</source>
            <translation>Możesz go teraz kupić.</translation>
        </message>
    </context>
    <context>
        <name>Phases</name>
        <message>
            <source>build</source>
            <translation>układanie</translation>
        </message>
        <message>
            <source>challenge</source>
            <translation>podważenie</translation>
        </message>
        <message>
            <source>buy</source>
            <translation>zakup</translation>
        </message>
        <message>
            <source>discard</source>
            <translation>odrzucanie</translation>
        </message>
        <message>
            <source>penalty</source>
            <translation>kara</translation>
        </message>
        <message>
            <source>over</source>
            <translation>koniec</translation>
        </message>
    </context>
    <context>
        <name>PilesView</name>
        <message>
            <source>Deck: {deck} cards. Discard pile: {discards} cards.</source>
            <translation>Kart w talii: {deck}. Kart odrzuconych: {discards}.</translation>
        </message>
        <message>
            <source>deck</source>
            <translation>talia</translation>
        </message>
        <message>
            <source>discards</source>
            <translation>odrzucone</translation>
        </message>
    </context>
    <context>
        <name>PlayList</name>
        <message>
            <source>#</source>
            <translation>Nr</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Ruch</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Punkty</translation>
        </message>
        <message>
            <source>Equity</source>
            <translation>Wartość</translation>
        </message>
        <message>
            <source>Keeps</source>
            <translation>Zostają</translation>
        </message>
    </context>
    <context>
        <name>PositionAnalysis</name>
        <message>
            <source>Every legal play of the position</source>
            <translation>Wszystkie dozwolone ruchy pozycji</translation>
        </message>
        <message>
            <source>Finding every legal play...</source>
            <translation>Szukam wszystkich dozwolonych ruchów...</translation>
        </message>
        <message>
            <source>The plays of this position could not be found.</source>
            <translation>Nie udało się znaleźć ruchów tej pozycji.</translation>
        </message>
        <message numerus="yes">
            <source>%n legal play(s) for {name}'s rack {rack}, best equity first; click a play for the meanings of its words.</source>
            <translation>
                <numerusform>%n dozwolony ruch dla stojaka {rack} (gracz: {name}), najlepsze według wartości najpierw; kliknij ruch, aby zobaczyć znaczenia jego słów.</numerusform>
                <numerusform>%n dozwolone ruchy dla stojaka {rack} (gracz: {name}), najlepsze według wartości najpierw; kliknij ruch, aby zobaczyć znaczenia jego słów.</numerusform>
                <numerusform>%n dozwolonych ruchów dla stojaka {rack} (gracz: {name}), najlepsze według wartości najpierw; kliknij ruch, aby zobaczyć znaczenia jego słów.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Preview</name>
        <message numerus="yes">
            <source>{word} earns ${money} + %n stock, x{multiplier} by {letters}</source>
            <translation>
                <numerusform>{word} daje ${money} + %n akcję, x{multiplier} dzięki {letters}</numerusform>
                <numerusform>{word} daje ${money} + %n akcje, x{multiplier} dzięki {letters}</numerusform>
                <numerusform>{word} daje ${money} + %n akcji, x{multiplier} dzięki {letters}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{word} earns ${money} + %n stock</source>
            <translation>
                <numerusform>{word} daje ${money} + %n akcję</numerusform>
                <numerusform>{word} daje ${money} + %n akcje</numerusform>
                <numerusform>{word} daje ${money} + %n akcji</numerusform>
            </translation>
        </message>
        <message>
            <source>{word} earns ${money}, x{multiplier} by {letters}</source>
            <translation>{word} daje ${money}, x{multiplier} dzięki {letters}</translation>
        </message>
        <message>
            <source>{word} earns ${money}</source>
            <translation>{word} daje ${money}</translation>
        </message>
        <message>
            <source>${money} to {name} ({letters})</source>
            <translation>${money} → {name} ({letters})</translation>
        </message>
        <message>
            <source>Royalties: {payments}</source>
            <translation>Tantiemy: {payments}</translation>
        </message>
        <message>
            <source>No royalties.</source>
            <translation>Bez tantiem.</translation>
        </message>
    </context>
    <context>
        <name>ProblemReportDialog</name>
        <message>
            <source>Report a problem</source>
            <translation>Zgłoś problem</translation>
        </message>
        <message>
            <source>Nothing is sent from here. Copy this text into your report (an e-mail or an issue on the project's page) and say what you did just before the problem. It holds no games, words or names, and your home folder is written ~.</source>
            <translation>Stąd nic nie jest wysyłane. Skopiuj ten tekst do swojego zgłoszenia (e-maila lub zgłoszenia na stronie projektu) i napisz, co działo się tuż przed problemem. Tekst nie zawiera partii, słów ani imion, a twój katalog domowy jest zapisany jako ~.</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Kopiuj</translation>
        </message>
        <message>
            <source>Copied. Paste it into your report.</source>
            <translation>Skopiowano. Wklej to do swojego zgłoszenia.</translation>
        </message>
    </context>
    <context>
        <name>Problems</name>
        <message>
            <source>{file} does not exist.</source>
            <translation>{file} nie istnieje.</translation>
        </message>
        <message>
            <source>{file} is a folder, not a file.</source>
            <translation>{file} to folder, nie plik.</translation>
        </message>
        <message>
            <source>{file} is not an ordinary file (it is a pipe, a device or a socket).</source>
            <translation>{file} nie jest zwykłym plikiem (to potok, urządzenie lub gniazdo).</translation>
        </message>
        <message>
            <source>You are not allowed to read {file}.</source>
            <translation>Nie masz uprawnień do odczytu {file}.</translation>
        </message>
        <message>
            <source>{file} could not be read: {reason}.</source>
            <translation>Nie udało się odczytać {file}: {reason}.</translation>
        </message>
        <message>
            <source>{file} is larger than {limit}, far larger than any file of this kind.</source>
            <translation>{file} jest większy niż {limit}, o wiele większy niż jakikolwiek plik tego rodzaju.</translation>
        </message>
        <message>
            <source>{file} is empty.</source>
            <translation>{file} jest pusty.</translation>
        </message>
        <message>
            <source>{file} is not text.</source>
            <translation>{file} nie jest tekstem.</translation>
        </message>
        <message>
            <source>{file} is damaged: it is not valid JSON (line {line}).</source>
            <translation>{file} jest uszkodzony: to niepoprawny JSON (wiersz {line}).</translation>
        </message>
        <message>
            <source>{file} is damaged: it is nested too deeply.</source>
            <translation>{file} jest uszkodzony: ma zbyt głębokie zagnieżdżenie.</translation>
        </message>
        <message>
            <source>{file} is damaged: it holds a number longer than {limit} digits.</source>
            <translation>{file} jest uszkodzony: zawiera liczbę dłuższą niż {limit} cyfr.</translation>
        </message>
        <message>
            <source>{file} is damaged: it holds a number that is not finite.</source>
            <translation>{file} jest uszkodzony: zawiera liczbę, która nie jest skończona.</translation>
        </message>
        <message>
            <source>{file} is damaged: it holds a broken character in {where}.</source>
            <translation>{file} jest uszkodzony: zawiera zepsuty znak w {where}.</translation>
        </message>
        <message>
            <source>{file} is damaged: a player's name is longer than {limit} characters.</source>
            <translation>{file} jest uszkodzony: imię gracza jest dłuższe niż {limit} znaków.</translation>
        </message>
        <message>
            <source>{file} is damaged: {detail}.</source>
            <translation>{file} jest uszkodzony: {detail}.</translation>
        </message>
        <message>
            <source>{file} needs the word list '{lexicon}', which cannot be loaded. {cause}</source>
            <translation>{file} wymaga listy słów „{lexicon}”, której nie można wczytać. {cause}</translation>
        </message>
        <message>
            <source>{file} is damaged and could not be opened.</source>
            <translation>{file} jest uszkodzony i nie dało się go otworzyć.</translation>
        </message>
        <message>
            <source>{file} holds a game this version of the app cannot show yet ({family}); the command patentgame replay prints it.</source>
            <translation>{file} zawiera partię, której ta wersja aplikacji nie umie jeszcze pokazać ({family}); polecenie patentgame replay ją wypisze.</translation>
        </message>
        <message>
            <source>The game was not saved. {cause}</source>
            <translation>Partia nie została zapisana. {cause}</translation>
        </message>
        <message>
            <source>There is no word list '{lexicon}'; the known lists are {known}.</source>
            <translation>Nie ma listy słów „{lexicon}”; znane listy to {known}.</translation>
        </message>
        <message>
            <source>The word list '{lexicon}' is damaged; import it again to play with it.</source>
            <translation>Lista słów „{lexicon}” jest uszkodzona; zaimportuj ją ponownie, aby nią grać.</translation>
        </message>
        <message>
            <source>The built-in word list '{lexicon}' is damaged on this computer; install patentgame again to play with it.</source>
            <translation>Wbudowana lista słów „{lexicon}” jest uszkodzona na tym komputerze; zainstaluj patentgame ponownie, aby nią grać.</translation>
        </message>
        <message>
            <source>{file} is not a compiled word list.</source>
            <translation>{file} nie jest skompilowaną listą słów.</translation>
        </message>
        <message>
            <source>The patent game is played with the letters A to Z, but the word list '{lexicon}' spells its words with other letters; choose an English list.</source>
            <translation>W grę w patenty gra się literami od A do Z, a lista słów „{lexicon}” zapisuje słowa innymi literami; wybierz listę angielską.</translation>
        </message>
        <message>
            <source>BuyWord has tiles for English, Russian and Polish words only, and the word list '{lexicon}' is in another language; choose a list in one of those.</source>
            <translation>BuyWord ma płytki tylko do słów angielskich, rosyjskich i polskich, a lista słów „{lexicon}” jest w innym języku; wybierz listę w jednym z nich.</translation>
        </message>
        <message>
            <source>'{lexicon}' is a built-in word list and cannot be removed.</source>
            <translation>„{lexicon}” to wbudowana lista słów i nie można jej usunąć.</translation>
        </message>
        <message>
            <source>There is no imported word list '{lexicon}'.</source>
            <translation>Nie ma zaimportowanej listy słów „{lexicon}”.</translation>
        </message>
        <message>
            <source>A word list needs a name.</source>
            <translation>Lista słów potrzebuje nazwy.</translation>
        </message>
        <message>
            <source>{file} was not imported: it has more than {limit} lines.</source>
            <translation>Nie zaimportowano {file}: ma więcej niż {limit} wierszy.</translation>
        </message>
        <message>
            <source>{file} was not imported: line {line} is longer than {limit} characters, so it is not a word list.</source>
            <translation>Nie zaimportowano {file}: wiersz {line} ma więcej niż {limit} znaków, więc to nie jest lista słów.</translation>
        </message>
        <message>
            <source>{file} was not imported: it unpacks to more than {limit}.</source>
            <translation>Nie zaimportowano {file}: po rozpakowaniu ma więcej niż {limit}.</translation>
        </message>
        <message>
            <source>{file} was not imported: it is not a text file.</source>
            <translation>Nie zaimportowano {file}: to nie jest plik tekstowy.</translation>
        </message>
        <message>
            <source>{file} was not imported: line {line} is not UTF-8 text.</source>
            <translation>Nie zaimportowano {file}: wiersz {line} nie jest tekstem UTF-8.</translation>
        </message>
        <message>
            <source>{file} was not imported: it is a damaged or cut-short gzip file.</source>
            <translation>Nie zaimportowano {file}: to uszkodzony lub ucięty plik gzip.</translation>
        </message>
        <message>
            <source>{file} was not imported: it holds no word of two or more letters.</source>
            <translation>Nie zaimportowano {file}: nie zawiera żadnego słowa z dwóch lub więcej liter.</translation>
        </message>
        <message>
            <source>The import of {file} was cancelled.</source>
            <translation>Import {file} został anulowany.</translation>
        </message>
        <message>
            <source>Importing a word list needs the dawg2 package, which is not installed.</source>
            <translation>Import listy słów wymaga pakietu dawg2, który nie jest zainstalowany.</translation>
        </message>
        <message>
            <source>The word list was not imported. {cause}</source>
            <translation>Lista słów nie została zaimportowana. {cause}</translation>
        </message>
        <message>
            <source>The disk is full: {file} could not be written. Free some space.</source>
            <translation>Dysk jest pełny: nie udało się zapisać {file}. Zwolnij trochę miejsca.</translation>
        </message>
        <message>
            <source>{file} could not be written: the folder {folder} is read-only.</source>
            <translation>Nie udało się zapisać {file}: folder {folder} jest tylko do odczytu.</translation>
        </message>
        <message>
            <source>{file} could not be written: a file is in the way where the folder {folder} should be, or a folder where the file should be.</source>
            <translation>Nie udało się zapisać {file}: tam, gdzie powinien być folder {folder}, jest plik, albo folder tam, gdzie powinien być plik.</translation>
        </message>
        <message>
            <source>{file} could not be written: the folder {folder} does not exist.</source>
            <translation>Nie udało się zapisać {file}: folder {folder} nie istnieje.</translation>
        </message>
        <message>
            <source>{file} could not be written: {reason}.</source>
            <translation>Nie udało się zapisać {file}: {reason}.</translation>
        </message>
        <message>
            <source>The folder {file} could not be made: {reason}.</source>
            <translation>Nie udało się utworzyć folderu {file}: {reason}.</translation>
        </message>
        <message>
            <source>The folder {file} is read-only: nothing can be saved there.</source>
            <translation>Folder {file} jest tylko do odczytu: nic nie można w nim zapisać.</translation>
        </message>
        <message>
            <source>{file} could not be removed: {reason}.</source>
            <translation>Nie udało się usunąć {file}: {reason}.</translation>
        </message>
        <message>
            <source>Another patentgame window is open, so this one autosaves to {file} instead of {usual}.</source>
            <translation>Otwarte jest inne okno patentgame, więc to zapisuje automatycznie do {file} zamiast do {usual}.</translation>
        </message>
        <message numerus="yes">
            <source>%n patentgame window(s) are already open; this one will not autosave its game.</source>
            <translation>
                <numerusform>Otwarte jest już %n okno patentgame; to okno nie będzie automatycznie zapisywać partii.</numerusform>
                <numerusform>Otwarte są już %n okna patentgame; to okno nie będzie automatycznie zapisywać partii.</numerusform>
                <numerusform>Otwartych jest już %n okien patentgame; to okno nie będzie automatycznie zapisywać partii.</numerusform>
            </translation>
        </message>
        <message>
            <source>{cause} This game will not be autosaved.</source>
            <translation>{cause} Ta partia nie będzie zapisywana automatycznie.</translation>
        </message>
        <message>
            <source>The data folder {file} is read-only: saved games can be opened and continued, but nothing is autosaved or added to the statistics.</source>
            <translation>Folder danych {file} jest tylko do odczytu: zapisane partie można otwierać i kontynuować, ale nic nie jest zapisywane automatycznie ani dodawane do statystyk.</translation>
        </message>
        <message>
            <source>The autosaved game could not be continued. {cause} It was kept as {kept} in {folder}; a new game starts instead.</source>
            <translation>Nie udało się kontynuować automatycznie zapisanej partii. {cause} Została zachowana jako {kept} w {folder}; zamiast niej zaczyna się nowa partia.</translation>
        </message>
        <message>
            <source>The autosaved game could not be continued. {cause} It could not be moved aside; a new game starts instead.</source>
            <translation>Nie udało się kontynuować automatycznie zapisanej partii. {cause} Nie dało się jej odsunąć na bok; zamiast niej zaczyna się nowa partia.</translation>
        </message>
        <message>
            <source>{cause} The game goes on; it is saved again as soon as that works.</source>
            <translation>{cause} Gra toczy się dalej; zostanie zapisana ponownie, gdy tylko będzie to możliwe.</translation>
        </message>
        <message>
            <source>A game autosaved by another window was kept as {file} in {folder}; open it with File &gt; Open to go on.</source>
            <translation>Partia zapisana automatycznie przez inne okno została zachowana jako {file} w {folder}; otwórz ją przez Plik &gt; Otwórz, aby grać dalej.</translation>
        </message>
        <message>
            <source>{cause} The finished game was kept as {file}.</source>
            <translation>{cause} Zakończona partia została zachowana jako {file}.</translation>
        </message>
        <message>
            <source>{cause} The finished game was kept and will be added to the statistics as soon as they can take it.</source>
            <translation>{cause} Zakończona partia została zachowana i trafi do statystyk, gdy tylko będą mogły ją przyjąć.</translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) kept while the statistics could not take them were added to them now.</source>
            <translation>
                <numerusform>%n zakończona partia, zachowana, gdy statystyki nie mogły jej przyjąć, została teraz do nich dodana.</numerusform>
                <numerusform>%n zakończone partie, zachowane, gdy statystyki nie mogły ich przyjąć, zostały teraz do nich dodane.</numerusform>
                <numerusform>%n zakończonych partii, zachowanych, gdy statystyki nie mogły ich przyjąć, zostało teraz do nich dodanych.</numerusform>
            </translation>
        </message>
        <message>
            <source>The settings could not be read, so the defaults are used. {cause} The file was kept as {kept}.</source>
            <translation>Nie udało się odczytać ustawień, więc użyto domyślnych. {cause} Plik zachowano jako {kept}.</translation>
        </message>
        <message>
            <source>Some settings could not be read and are back to their defaults: {keys}. The old file was kept as {kept}.</source>
            <translation>Części ustawień nie udało się odczytać i wróciły do domyślnych: {keys}. Stary plik zachowano jako {kept}.</translation>
        </message>
        <message>
            <source>The settings were not saved. {cause}</source>
            <translation>Ustawienia nie zostały zapisane. {cause}</translation>
        </message>
        <message>
            <source>The statistics file was damaged; it was kept as {kept} and a new one was started.</source>
            <translation>Plik statystyk był uszkodzony; zachowano go jako {kept} i założono nowy.</translation>
        </message>
        <message numerus="yes">
            <source>The statistics file was damaged; it was kept as {kept}, and the %n game(s) that could still be read were carried into a new one.</source>
            <translation>
                <numerusform>Plik statystyk był uszkodzony; zachowano go jako {kept}, a %n partię, którą dało się jeszcze odczytać, przeniesiono do nowego.</numerusform>
                <numerusform>Plik statystyk był uszkodzony; zachowano go jako {kept}, a %n partie, które dało się jeszcze odczytać, przeniesiono do nowego.</numerusform>
                <numerusform>Plik statystyk był uszkodzony; zachowano go jako {kept}, a %n partii, które dało się jeszcze odczytać, przeniesiono do nowego.</numerusform>
            </translation>
        </message>
        <message>
            <source>The statistics file is damaged; it is set aside when the game closes, keeping every game that can still be read.</source>
            <translation>Plik statystyk jest uszkodzony; przy zamknięciu gry zostanie odłożony na bok, z zachowaniem każdej partii, którą da się jeszcze odczytać.</translation>
        </message>
        <message>
            <source>The statistics file {file} is damaged and could not be moved aside.</source>
            <translation>Plik statystyk {file} jest uszkodzony i nie dało się go odłożyć na bok.</translation>
        </message>
        <message>
            <source>The statistics are busy; try again in a moment.</source>
            <translation>Statystyki są zajęte; spróbuj ponownie za chwilę.</translation>
        </message>
        <message>
            <source>The statistics in {file} cannot be opened: {reason}.</source>
            <translation>Nie można otworzyć statystyk w {file}: {reason}.</translation>
        </message>
        <message>
            <source>The statistics were written by a newer version of patentgame (schema {version}); this version leaves them untouched.</source>
            <translation>Statystyki zapisała nowsza wersja patentgame (schemat {version}); ta wersja ich nie zmienia.</translation>
        </message>
        <message>
            <source>{cause} Statistics are off for now; games still autosave.</source>
            <translation>{cause} Statystyki są na razie wyłączone; partie nadal zapisują się automatycznie.</translation>
        </message>
        <message>
            <source>This game could not be added to the statistics. {cause}</source>
            <translation>Nie udało się dodać tej partii do statystyk. {cause}</translation>
        </message>
        <message>
            <source>The statistics are not available right now.</source>
            <translation>Statystyki są teraz niedostępne.</translation>
        </message>
        <message>
            <source>The output could not be written: {reason}.</source>
            <translation>Nie udało się zapisać wyniku: {reason}.</translation>
        </message>
        <message>
            <source>The output could not be written: the disk is full.</source>
            <translation>Nie udało się zapisać wyniku: dysk jest pełny.</translation>
        </message>
        <message>
            <source>{what} is empty: give at least one letter.</source>
            <translation>{what} jest puste: podaj co najmniej jedną literę.</translation>
        </message>
        <message>
            <source>{what} must hold only letters A to Z, not '{text}'.</source>
            <translation>{what} może zawierać tylko litery od A do Z, nie „{text}”.</translation>
        </message>
        <message>
            <source>{what} must hold only the letters of {game}'s tiles, not '{text}'.</source>
            <translation>{what} może zawierać tylko litery płytek gry {game}, nie „{text}”.</translation>
        </message>
        <message>
            <source>{what} must be one word of the letters of the list {lexicon}, not '{text}'.</source>
            <translation>{what} musi być jednym słowem z liter listy {lexicon}, a nie „{text}”.</translation>
        </message>
        <message>
            <source>--seats needs {low} to {high} player ids, not {given}.</source>
            <translation>--seats wymaga od {low} do {high} id graczy, nie {given}.</translation>
        </message>
        <message>
            <source>The app keeps no log this time. {cause}</source>
            <translation>Tym razem aplikacja nie prowadzi dziennika. {cause}</translation>
        </message>
        <message>
            <source>The log is not written any more this time. {cause}</source>
            <translation>Tym razem dziennik nie jest już zapisywany. {cause}</translation>
        </message>
        <message>
            <source>The definitions file {file} is damaged, so no meanings are shown.</source>
            <translation>Plik definicji {file} jest uszkodzony, więc znaczenia nie są pokazywane.</translation>
        </message>
        <message>
            <source>The definitions file cannot be read, so no meanings are shown. {cause}</source>
            <translation>Nie można odczytać pliku definicji, więc znaczenia nie są pokazywane. {cause}</translation>
        </message>
        <message>
            <source>Unknown player '{player}': the players are {players}.</source>
            <translation>Nieznany gracz „{player}”: gracze to {players}.</translation>
        </message>
        <message>
            <source>{detail}.</source>
            <translation>{detail}.</translation>
        </message>
        <message>
            <source>Something went wrong inside patentgame ({kind}). Nothing was changed.</source>
            <translation>Coś poszło nie tak wewnątrz patentgame ({kind}). Nic nie zostało zmienione.</translation>
        </message>
        <message>
            <source>The record is larger than {limit}, far larger than any game record.</source>
            <translation>Zapis jest większy niż {limit}, o wiele większy niż jakikolwiek zapis partii.</translation>
        </message>
        <message>
            <source>The record is empty.</source>
            <translation>Zapis jest pusty.</translation>
        </message>
        <message>
            <source>The record is not text.</source>
            <translation>Zapis nie jest tekstem.</translation>
        </message>
        <message>
            <source>The record is damaged: it is not valid JSON (line {line}).</source>
            <translation>Zapis jest uszkodzony: to niepoprawny JSON (wiersz {line}).</translation>
        </message>
        <message>
            <source>The record is damaged: it is nested too deeply.</source>
            <translation>Zapis jest uszkodzony: ma zbyt głębokie zagnieżdżenie.</translation>
        </message>
        <message>
            <source>The record is damaged: it holds a number longer than {limit} digits.</source>
            <translation>Zapis jest uszkodzony: zawiera liczbę dłuższą niż {limit} cyfr.</translation>
        </message>
        <message>
            <source>The record is damaged: it holds a number that is not finite.</source>
            <translation>Zapis jest uszkodzony: zawiera liczbę, która nie jest skończona.</translation>
        </message>
        <message>
            <source>The record is damaged: it holds a broken character in {where}.</source>
            <translation>Zapis jest uszkodzony: zawiera zepsuty znak w {where}.</translation>
        </message>
        <message>
            <source>The record is damaged: a player's name is longer than {limit} characters.</source>
            <translation>Zapis jest uszkodzony: imię gracza jest dłuższe niż {limit} znaków.</translation>
        </message>
        <message>
            <source>The record is damaged: {detail}.</source>
            <translation>Zapis jest uszkodzony: {detail}.</translation>
        </message>
        <message>
            <source>The record needs the word list '{lexicon}', which cannot be loaded. {cause}</source>
            <translation>Zapis wymaga listy słów „{lexicon}”, której nie można wczytać. {cause}</translation>
        </message>
        <message>
            <source>the disk could not be read or written</source>
            <translation>nie udało się odczytać ani zapisać dysku</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>dysk jest pełny</translation>
        </message>
        <message>
            <source>permission denied</source>
            <translation>brak uprawnień</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <translation>dysk jest tylko do odczytu</translation>
        </message>
        <message>
            <source>it does not exist</source>
            <translation>nie istnieje</translation>
        </message>
        <message>
            <source>it is a folder</source>
            <translation>to folder</translation>
        </message>
        <message>
            <source>a file is in the way where a folder should be</source>
            <translation>tam, gdzie powinien być folder, jest plik</translation>
        </message>
        <message>
            <source>it is a link, and links are not followed</source>
            <translation>to dowiązanie, a dowiązania nie są śledzone</translation>
        </message>
        <message>
            <source>its name is too long</source>
            <translation>nazwa jest za długa</translation>
        </message>
        <message>
            <source>something is already there</source>
            <translation>coś już tam jest</translation>
        </message>
        <message>
            <source>it is busy</source>
            <translation>jest zajęty</translation>
        </message>
        <message>
            <source>it is not an ordinary file</source>
            <translation>to nie jest zwykły plik</translation>
        </message>
        <message>
            <source>an error of the operating system</source>
            <translation>błąd systemu operacyjnego</translation>
        </message>
    </context>
    <context>
        <name>RackView</name>
        <message>
            <source>Your rack</source>
            <translation>Twój stojak</translation>
        </message>
    </context>
    <context>
        <name>RatingChart</name>
        <message>
            <source>Rating over time</source>
            <translation>Ranking w czasie</translation>
        </message>
        <message numerus="yes">
            <source>Rating after each of %n game(s); now {rating}</source>
            <translation>
                <numerusform>Ranking po każdej z %n partii; teraz {rating}</numerusform>
                <numerusform>Ranking po każdej z %n partii; teraz {rating}</numerusform>
                <numerusform>Ranking po każdej z %n partii; teraz {rating}</numerusform>
            </translation>
        </message>
        <message>
            <source>No rated games yet</source>
            <translation>Nie ma jeszcze partii rankingowych</translation>
        </message>
        <message>
            <source>first game</source>
            <translation>pierwsza partia</translation>
        </message>
        <message>
            <source>game {number}</source>
            <translation>partia {number}</translation>
        </message>
    </context>
    <context>
        <name>Refusals</name>
        <message>
            <source>the game is over</source>
            <translation>gra się skończyła</translation>
        </message>
        <message>
            <source>it is not this player's turn to act</source>
            <translation>to nie jest kolej tego gracza</translation>
        </message>
        <message>
            <source>this kind of action is not allowed now</source>
            <translation>tego rodzaju czynność nie jest teraz dozwolona</translation>
        </message>
        <message>
            <source>there is no card with that id</source>
            <translation>nie ma karty o tym id</translation>
        </message>
        <message>
            <source>only the owner of the Q patent may replace a card</source>
            <translation>tylko właściciel patentu Q może wymienić kartę</translation>
        </message>
        <message>
            <source>a card may be replaced only once, before building or discarding</source>
            <translation>kartę można wymienić tylko raz, przed ułożeniem słowa lub odrzuceniem</translation>
        </message>
        <message>
            <source>these rules allow replacing a hand card only</source>
            <translation>te zasady pozwalają wymienić tylko kartę z ręki</translation>
        </message>
        <message>
            <source>a play needs a word</source>
            <translation>zagranie wymaga słowa</translation>
        </message>
        <message>
            <source>a play holds at most two words</source>
            <translation>zagranie ma najwyżej dwa słowa</translation>
        </message>
        <message>
            <source>two words need the V patent</source>
            <translation>dwa słowa wymagają patentu V</translation>
        </message>
        <message>
            <source>a card is neither in the builder's hand nor in the pool</source>
            <translation>karty nie ma ani na ręce układającego, ani w puli</translation>
        </message>
        <message>
            <source>a card is used twice</source>
            <translation>karta jest użyta dwa razy</translation>
        </message>
        <message>
            <source>a word needs at least 3 letters</source>
            <translation>słowo wymaga co najmniej 3 liter</translation>
        </message>
        <message>
            <source>a word has at most 12 letters</source>
            <translation>słowo ma najwyżej 12 liter</translation>
        </message>
        <message>
            <source>each word needs a card from the builder's own hand</source>
            <translation>każde słowo wymaga karty z ręki układającego</translation>
        </message>
        <message>
            <source>copying a card needs the X patent</source>
            <translation>kopiowanie karty wymaga patentu X</translation>
        </message>
        <message>
            <source>only a card used in this play can be copied</source>
            <translation>skopiować można tylko kartę użytą w tym zagraniu</translation>
        </message>
        <message>
            <source>only one card may be copied</source>
            <translation>można skopiować tylko jedną kartę</translation>
        </message>
        <message>
            <source>a play with a copy needs at least 3 real cards</source>
            <translation>zagranie z kopią wymaga co najmniej 3 prawdziwych kart</translation>
        </message>
        <message>
            <source>adding an S needs the Z patent</source>
            <translation>dodanie S wymaga patentu Z</translation>
        </message>
        <message>
            <source>the added S must be the last letter of its word</source>
            <translation>dodane S musi być ostatnią literą słowa</translation>
        </message>
        <message>
            <source>only one S may be added</source>
            <translation>można dodać tylko jedno S</translation>
        </message>
        <message>
            <source>only a Y can be declared a vowel or a consonant</source>
            <translation>tylko Y można uznać za samogłoskę lub spółgłoskę</translation>
        </message>
        <message>
            <source>a card is not in the player's hand</source>
            <translation>karty nie ma na ręce gracza</translation>
        </message>
        <message>
            <source>a card is named twice</source>
            <translation>karta jest wskazana dwa razy</translation>
        </message>
        <message>
            <source>the penalty is exactly one card</source>
            <translation>karą jest dokładnie jedna karta</translation>
        </message>
        <message>
            <source>the builder cannot challenge their own play</source>
            <translation>układający nie może podważyć własnego zagrania</translation>
        </message>
        <message>
            <source>that is not a letter from A to Z</source>
            <translation>to nie jest litera od A do Z</translation>
        </message>
        <message>
            <source>that patent is already owned</source>
            <translation>ten patent ma już właściciela</translation>
        </message>
        <message>
            <source>a patent can be bought only for a letter on a real card played</source>
            <translation>patent można kupić tylko na literę z prawdziwej zagranej karty</translation>
        </message>
        <message>
            <source>not enough money for that patent</source>
            <translation>za mało pieniędzy na ten patent</translation>
        </message>
    </context>
    <context>
        <name>ReplaceZone</name>
        <message>
            <source>Q patent: once per turn, before you build or discard, drop a card of your hand or the pool here to swap it for the top card of the deck (Ctrl+R).</source>
            <translation>Patent Q: raz na ruch, zanim ułożysz słowo lub odrzucisz karty, upuść tu kartę z ręki lub z puli, aby wymienić ją na wierzchnią kartę talii (Ctrl+R).</translation>
        </message>
        <message>
            <source>Q: drop a card here to swap it</source>
            <translation>Q: upuść tu kartę, aby ją wymienić</translation>
        </message>
    </context>
    <context>
        <name>ReplayViewer</name>
        <message>
            <source>Replay</source>
            <translation>Powtórka</translation>
        </message>
        <message>
            <source>First: the deal</source>
            <translation>Na początek: rozdanie</translation>
        </message>
        <message>
            <source>Previous turn</source>
            <translation>Poprzedni ruch</translation>
        </message>
        <message>
            <source>Previous action</source>
            <translation>Poprzednia czynność</translation>
        </message>
        <message>
            <source>Next action</source>
            <translation>Następna czynność</translation>
        </message>
        <message>
            <source>Next turn</source>
            <translation>Następny ruch</translation>
        </message>
        <message>
            <source>Last: the end</source>
            <translation>Na koniec partii</translation>
        </message>
        <message>
            <source>Position in the game</source>
            <translation>Miejsce w partii</translation>
        </message>
        <message>
            <source>Review…</source>
            <translation>Omówienie…</translation>
        </message>
        <message>
            <source>The coach's review: each turn beside the expert's choice</source>
            <translation>Trener omawia partię: każdy ruch obok wyboru eksperta</translation>
        </message>
        <message>
            <source>Review: {title}</source>
            <translation>Omówienie: {title}</translation>
        </message>
    </context>
    <context>
        <name>ReportWriter</name>
        <message>
            <source>Version: patentgame {version}</source>
            <translation>Wersja: patentgame {version}</translation>
        </message>
        <message>
            <source>Platform: {platform}</source>
            <translation>Platforma: {platform}</translation>
        </message>
        <message>
            <source>Qt: {qt} (PySide6 {pyside}), display: {display}</source>
            <translation>Qt: {qt} (PySide6 {pyside}), ekran: {display}</translation>
        </message>
        <message>
            <source>The app keeps no log this time.</source>
            <translation>Tym razem aplikacja nie prowadzi dziennika.</translation>
        </message>
        <message>
            <source>The log file {file} is empty or cannot be read.</source>
            <translation>Plik dziennika {file} jest pusty lub nie da się go odczytać.</translation>
        </message>
        <message numerus="yes">
            <source>The last %n line(s) of the log file {file}:</source>
            <translation>
                <numerusform>Ostatni %n wiersz pliku dziennika {file}:</numerusform>
                <numerusform>Ostatnie %n wiersze pliku dziennika {file}:</numerusform>
                <numerusform>Ostatnie %n wierszy pliku dziennika {file}:</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ReviewEntry</name>
        <message>
            <source>Review the game...</source>
            <translation>Omów partię...</translation>
        </message>
        <message>
            <source>Each turn beside the expert's choice, and the value given up</source>
            <translation>Każdy ruch obok wyboru eksperta i utracona wartość</translation>
        </message>
        <message>
            <source>Review: {names}</source>
            <translation>Omówienie: {names}</translation>
        </message>
    </context>
    <context>
        <name>ReviewWindow</name>
        <message>
            <source>Game review</source>
            <translation>Omówienie partii</translation>
        </message>
        <message>
            <source>The coach is reviewing the game...</source>
            <translation>Trener omawia partię...</translation>
        </message>
        <message>
            <source>Value given up over the game</source>
            <translation>Utracona wartość w ciągu partii</translation>
        </message>
        <message>
            <source>The three biggest turns missed</source>
            <translation>Trzy największe przegapione ruchy</translation>
        </message>
        <message>
            <source>Close  (Esc)</source>
            <translation>Zamknij  (Esc)</translation>
        </message>
        <message>
            <source>The coach cannot review this game: {problem}</source>
            <translation>Trener nie może omówić tej partii: {problem}</translation>
        </message>
        <message>
            <source>This game cannot be reviewed.</source>
            <translation>Tej partii nie można omówić.</translation>
        </message>
        <message>
            <source>The coach needs a searchable word list to review this game.</source>
            <translation>Do omówienia tej partii trener potrzebuje listy słów, którą da się przeszukiwać.</translation>
        </message>
    </context>
    <context>
        <name>RoundView</name>
        <message numerus="yes">
            <source>Round {round}
%n tile(s) in the bag</source>
            <translation>
                <numerusform>Runda {round}
%n płytka w worku</numerusform>
                <numerusform>Runda {round}
%n płytki w worku</numerusform>
                <numerusform>Runda {round}
%n płytek w worku</numerusform>
            </translation>
        </message>
        <message>
            <source>Goal alone: {low}-{high}</source>
            <translation>Cel solo: {low}-{high}</translation>
        </message>
        <message>
            <source>The display: each player takes a tile in turn</source>
            <translation>Wystawka: gracze po kolei biorą płytkę</translation>
        </message>
        <message>
            <source>{name} has taken {tiles}: {price} so far</source>
            <translation>{name} ma {tiles}: dotąd {price}</translation>
        </message>
        <message>
            <source>Up for auction</source>
            <translation>Na licytacji</translation>
        </message>
        <message>
            <source>Drawn for you</source>
            <translation>Dobrane dla ciebie</translation>
        </message>
        <message>
            <source>Drawn for {name}</source>
            <translation>Dobrane dla: {name}</translation>
        </message>
        <message numerus="yes">
            <source>%n pip(s): the set costs {price}</source>
            <translation>
                <numerusform>%n oczko: zestaw kosztuje {price}</numerusform>
                <numerusform>%n oczka: zestaw kosztuje {price}</numerusform>
                <numerusform>%n oczek: zestaw kosztuje {price}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message numerus="yes">
            <source>There are %n letter card(s):</source>
            <translation>
                <numerusform>Jest %n karta z literą:</numerusform>
                <numerusform>Są %n karty z literami:</numerusform>
                <numerusform>Jest %n kart z literami:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Each player is dealt %n card(s).</source>
            <translation>
                <numerusform>Każdy gracz dostaje %n kartę.</numerusform>
                <numerusform>Każdy gracz dostaje %n karty.</numerusform>
                <numerusform>Każdy gracz dostaje %n kart.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) lie face up as the pool.</source>
            <translation>
                <numerusform>Pulę tworzy %n odkryta karta.</numerusform>
                <numerusform>Pulę tworzą %n odkryte karty.</numerusform>
                <numerusform>Pulę tworzy %n odkrytych kart.</numerusform>
            </translation>
        </message>
        <message>
            <source>letters</source>
            <translation>litery</translation>
        </message>
        <message>
            <source>money</source>
            <translation>pieniądze</translation>
        </message>
        <message>
            <source>stock</source>
            <translation>akcje</translation>
        </message>
        <message>
            <source>letter</source>
            <translation>litera</translation>
        </message>
        <message>
            <source>cards</source>
            <translation>karty</translation>
        </message>
        <message>
            <source>patent</source>
            <translation>patent</translation>
        </message>
        <message>
            <source>price</source>
            <translation>cena</translation>
        </message>
        <message>
            <source>players</source>
            <translation>gracze</translation>
        </message>
        <message>
            <source>goal</source>
            <translation>cel</translation>
        </message>
        <message>
            <source>minimum patents (option)</source>
            <translation>minimum patentów (opcja)</translation>
        </message>
        <message>
            <source>multiply (usual)</source>
            <translation>mnożenie (zwykle)</translation>
        </message>
        <message>
            <source>add</source>
            <translation>dodawanie</translation>
        </message>
        <message>
            <source>never more than x2</source>
            <translation>nigdy więcej niż x2</translation>
        </message>
        <message>
            <source>doublers on a word</source>
            <translation>podwajacze na słowie</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>Jak grać</translation>
        </message>
        <message>
            <source>Build words from your cards and the cards of the pool. Words earn money and, from six letters on, stock. With money you buy &lt;b&gt;patents&lt;/b&gt; on letters: whenever another player plays a card of your letter, the bank pays you $1, and some patents give a special power. The game ends after the round in which someone's patents reach the goal; then money, stock and patents together decide the winner.</source>
            <translation>Układaj słowa ze swoich kart i kart z puli. Słowa przynoszą pieniądze, a od sześciu liter także akcje. Za pieniądze kupujesz &lt;b&gt;patenty&lt;/b&gt; na litery: za każdym razem, gdy inny gracz zagra kartę z twoją literą, bank płaci ci $1, a niektóre patenty dają specjalną moc. Gra kończy się po rundzie, w której czyjeś patenty osiągną cel; wtedy o zwycięstwie decydują razem pieniądze, akcje i patenty.</translation>
        </message>
        <message>
            <source>The cards and the start</source>
            <translation>Karty i początek</translation>
        </message>
        <message>
            <source>Everyone starts with $0 and no stock; the bank never runs out. Before the deal every player cuts the deck: the card nearest to Z starts (players who tie cut again), and that player starts every round of the game.</source>
            <translation>Każdy zaczyna z $0 i bez akcji; bankowi nigdy nie brakuje pieniędzy. Przed rozdaniem każdy gracz przekłada talię: zaczyna ten, czyja karta jest najbliżej Z (przy remisie przekłada się ponownie), i ten gracz zaczyna każdą rundę gry.</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Twoja kolej</translation>
        </message>
        <message>
            <source>On your turn you either discard or build.</source>
            <translation>W swoim ruchu albo odrzucasz karty, albo układasz słowo.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Discard&lt;/b&gt;: discard any number of your cards (none is a pass), draw back to 7, and your turn ends.</source>
            <translation>&lt;b&gt;Odrzucanie&lt;/b&gt;: odrzuć dowolną liczbę swoich kart (zero to pas), dobierz do 7 i twój ruch się kończy.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Build&lt;/b&gt;: lay out a word of at least 3 letters made of your cards and the pool's, with at least one card of your own. Then, in this order: the word is checked (see Challenges); you receive its money and stock; the owners of the letters you played receive their royalties; you may buy one patent; the pool is refilled to 3 from the deck and the played cards go to the discard pile; you may discard any of your remaining cards; you draw back to 7.</source>
            <translation>&lt;b&gt;Układanie&lt;/b&gt;: ułóż słowo z co najmniej 3 liter ze swoich kart i kart z puli, z co najmniej jedną własną kartą. Potem, w tej kolejności: słowo jest sprawdzane (patrz Podważanie); dostajesz jego pieniądze i akcje; właściciele zagranych liter dostają tantiemy; możesz kupić jeden patent; pula jest uzupełniana do 3 z talii, a zagrane karty idą na stos odrzuconych; możesz odrzucić dowolne z pozostałych kart; dobierasz do 7.</translation>
        </message>
        <message>
            <source>When the deck is empty, the discard pile is shuffled into a new deck. On the last turn of the game the discard after a build is skipped: it could change nothing.</source>
            <translation>Gdy talia jest pusta, stos odrzuconych jest tasowany w nową talię. W ostatnim ruchu gry odrzucanie po ułożeniu słowa jest pomijane: niczego by nie zmieniło.</translation>
        </message>
        <message>
            <source>What a word earns</source>
            <translation>Co przynosi słowo</translation>
        </message>
        <message>
            <source>Every letter counts toward the length, an X copy and a Z's free S included; 12 letters is the longest word possible. Stock counts like money at the end but can never be spent.</source>
            <translation>Każda litera liczy się do długości, łącznie z kopią X i darmowym S patentu Z; najdłuższe możliwe słowo ma 12 liter. Akcje liczą się na koniec jak pieniądze, ale nigdy nie można ich wydać.</translation>
        </message>
        <message>
            <source>A word with a Q card in it is doubled, whoever owns the Q patent. Doubling doubles both money and stock. Several doublers on one word stack:</source>
            <translation>Słowo z kartą Q jest podwojone, niezależnie od tego, kto ma patent Q. Podwojenie podwaja i pieniądze, i akcje. Kilka podwajaczy na jednym słowie łączy się:</translation>
        </message>
        <message>
            <source>The way doublers stack is a rule option of the New game dialog; multiplying is the usual rule.</source>
            <translation>Sposób łączenia podwajaczy to opcja zasad w oknie Nowa gra; zwykłą zasadą jest mnożenie.</translation>
        </message>
        <message>
            <source>Royalties</source>
            <translation>Tantiemy</translation>
        </message>
        <message>
            <source>For every card of a letter in an accepted word, the owner of that letter's patent receives $1 from the bank: a word with two E cards pays the owner of E $2. Nobody earns a royalty on their own patents, on an X copy or on a Z's free S.</source>
            <translation>Za każdą kartę z literą w przyjętym słowie właściciel patentu na tę literę dostaje $1 od banku: słowo z dwiema kartami E płaci właścicielowi E $2. Nikt nie dostaje tantiem od własnych patentów, od kopii X ani od darmowego S patentu Z.</translation>
        </message>
        <message>
            <source>Buying a patent</source>
            <translation>Kupowanie patentu</translation>
        </message>
        <message>
            <source>After an accepted word you may buy at most one patent: one nobody owns yet, that you can pay (the money this word earned counts), and whose letter is on a card you played this turn. An X copy and a Z's free S do not let you buy their letter. Each patent's price is also its value at the end; all 26 are worth $110.</source>
            <translation>Po przyjętym słowie możesz kupić najwyżej jeden patent: taki, którego nikt jeszcze nie ma, na który cię stać (pieniądze z tego słowa się liczą) i którego litera jest na karcie zagranej przez ciebie w tym ruchu. Kopia X i darmowe S patentu Z nie pozwalają kupić swojej litery. Cena każdego patentu to też jego wartość na koniec; wszystkie 26 są warte $110.</translation>
        </message>
        <message>
            <source>Patent powers</source>
            <translation>Moce patentów</translation>
        </message>
        <message>
            <source>Only the owner of the patent has its power.</source>
            <translation>Moc patentu ma tylko jego właściciel.</translation>
        </message>
        <message>
            <source>&lt;b&gt;B&lt;/b&gt; doubles a word whose first and last letters are both vowels.</source>
            <translation>&lt;b&gt;B&lt;/b&gt; podwaja słowo, którego pierwsza i ostatnia litera są samogłoskami.</translation>
        </message>
        <message>
            <source>&lt;b&gt;J&lt;/b&gt; doubles a word in which at least half of the letters are vowels (a 5-letter word needs 3).</source>
            <translation>&lt;b&gt;J&lt;/b&gt; podwaja słowo, w którym co najmniej połowa liter to samogłoski (słowo z 5 liter potrzebuje 3).</translation>
        </message>
        <message>
            <source>&lt;b&gt;K&lt;/b&gt; doubles a word with exactly one vowel; a word without vowels does not count.</source>
            <translation>&lt;b&gt;K&lt;/b&gt; podwaja słowo z dokładnie jedną samogłoską; słowo bez samogłosek się nie liczy.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Q&lt;/b&gt;: once a turn, before you build or discard, replace one card of your hand or of the pool: it goes to the discard pile and the deck's top card takes its place at once. You may still discard instead of building afterwards. (A rule option allows replacing your own cards only.) Drop the card on the purple zone, or press Ctrl+R.</source>
            <translation>&lt;b&gt;Q&lt;/b&gt;: raz na ruch, zanim ułożysz słowo lub odrzucisz karty, wymień jedną kartę z ręki lub z puli: idzie ona na stos odrzuconych, a jej miejsce od razu zajmuje wierzchnia karta talii. Potem nadal możesz odrzucić karty zamiast układać. (Opcja zasad pozwala wymieniać tylko własne karty). Upuść kartę na fioletowe pole albo naciśnij Ctrl+R.</translation>
        </message>
        <message>
            <source>&lt;b&gt;V&lt;/b&gt;: build two words in one turn. Each follows every rule of a word on its own, each needs a card of your own hand, and no card is in both. Each of B, J and K doubles only one of the two words: the game gives each power to the word where it earns most. Space switches between the two word rows.</source>
            <translation>&lt;b&gt;V&lt;/b&gt;: ułóż dwa słowa w jednym ruchu. Każde spełnia wszystkie zasady słowa samo w sobie, każde wymaga karty z twojej ręki i żadna karta nie jest w obu. Każdy z patentów B, J i K podwaja tylko jedno z dwóch słów: gra przypisuje każdą moc do słowa, w którym daje najwięcej. Spacja przełącza między dwoma rzędami słów.</translation>
        </message>
        <message>
            <source>&lt;b&gt;X&lt;/b&gt;: one real card of this turn's play may be used twice; the copy may sit in either word. A play that uses X needs at least 3 real cards. Click or drag a used, faded card again.</source>
            <translation>&lt;b&gt;X&lt;/b&gt;: jedną prawdziwą kartę z zagrania w tym ruchu można użyć dwa razy; kopia może być w dowolnym słowie. Zagranie z X wymaga co najmniej 3 prawdziwych kart. Kliknij lub przeciągnij ponownie użytą, wyblakłą kartę.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Z&lt;/b&gt;: add one S after the last letter of one word, without a card. Usually the S counts toward the 3 letters a word needs (a rule option can say otherwise). The +S button or the + key adds it.</source>
            <translation>&lt;b&gt;Z&lt;/b&gt;: dodaj jedno S po ostatniej literze jednego słowa, bez karty. Zwykle S liczy się do 3 liter wymaganych w słowie (opcja zasad może mówić inaczej). Dodaje je przycisk +S lub klawisz +.</translation>
        </message>
        <message>
            <source>A Y counts as a vowel or a consonant, as the player declares; it matters only for B, J and K. The table picks the better choice; Ctrl+Y or a click on the Y's badge flips it.</source>
            <translation>Y liczy się jako samogłoska lub spółgłoska, jak zadeklaruje gracz; ma to znaczenie tylko dla B, J i K. Stół wybiera lepszą możliwość; Ctrl+Y lub kliknięcie znaczka na Y ją zmienia.</translation>
        </message>
        <message>
            <source>Challenges</source>
            <translation>Podważanie</translation>
        </message>
        <message>
            <source>In the classic game every other player accepts or challenges each word. If nobody challenges, the word stands as built, whether it is in the word list or not. If several challenge, only the first challenger clockwise from the builder counts.</source>
            <translation>W grze klasycznej każdy inny gracz przyjmuje albo podważa każde słowo. Jeśli nikt nie podważy, słowo zostaje tak, jak je ułożono, czy jest na liście słów, czy nie. Jeśli podważa kilku, liczy się tylko pierwszy podważający zgodnie z ruchem wskazówek zegara od układającego.</translation>
        </message>
        <message>
            <source>A word that is not in the word list (with V: either word) is rejected: its cards go back where they came from, nothing is earned, and the builder must discard exactly one card, then draws back to 7. The turn ends.</source>
            <translation>Słowo, którego nie ma na liście słów (przy V: którekolwiek z dwóch), zostaje odrzucone: jego karty wracają na swoje miejsca, nic nie jest zarobione, a układający musi odrzucić dokładnie jedną kartę i dobiera do 7. Ruch się kończy.</translation>
        </message>
        <message>
            <source>A word that is in the list stands: the challenger pays the builder $1 (when the challenger has no money, the bank pays it), then the builder scores as usual.</source>
            <translation>Słowo, które jest na liście, zostaje: podważający płaci układającemu $1 (gdy podważający nie ma pieniędzy, płaci bank), a potem układający dostaje punkty jak zwykle.</translation>
        </message>
        <message>
            <source>With the option &lt;i&gt;The game checks every word&lt;/i&gt;, nobody challenges: a rejected word goes back to its places and the builder may build again or discard instead, as often as the tries allow (3 by default, or unlimited, or none). When the tries are used up, the builder discards one card as a penalty and the turn ends. No money changes hands.</source>
            <translation>Z opcją &lt;i&gt;Gra sprawdza każde słowo&lt;/i&gt; nikt nie podważa: odrzucone słowo wraca na swoje miejsca, a układający może ułożyć je ponownie albo zamiast tego odrzucić karty, tyle razy, ile pozwalają próby (domyślnie 3, bez limitu lub żadna). Po wyczerpaniu prób układający za karę odrzuca jedną kartę i ruch się kończy. Pieniądze nie zmieniają właściciela.</translation>
        </message>
        <message>
            <source>End of the game</source>
            <translation>Koniec gry</translation>
        </message>
        <message>
            <source>When a player's patents are worth at least the goal, the final round starts (it is checked when a patent is bought). Play goes on until the player before the start player has had the turn, so everyone has the same number of turns.</source>
            <translation>Gdy patenty gracza są warte co najmniej tyle, ile wynosi cel, zaczyna się ostatnia runda (sprawdzane przy zakupie patentu). Gra toczy się, aż zagra gracz siedzący przed rozpoczynającym, więc każdy ma tyle samo ruchów.</translation>
        </message>
        <message>
            <source>The New game dialog may set another goal. The option to also require a minimum number of patents is offered only when the goal is low enough for fewer patents to reach it.</source>
            <translation>Okno Nowa gra może ustawić inny cel. Opcja wymagania także minimalnej liczby patentów jest dostępna tylko wtedy, gdy cel jest na tyle niski, że da się go osiągnąć mniejszą liczbą patentów.</translation>
        </message>
        <message>
            <source>Score = money + stock + the value of your patents. The highest score wins; a tie goes to the higher patent value, and a tie after that is shared.</source>
            <translation>Wynik = pieniądze + akcje + wartość twoich patentów. Wygrywa najwyższy wynik; przy remisie decyduje wyższa wartość patentów, a dalszy remis oznacza wspólną wygraną.</translation>
        </message>
        <message>
            <source>Taking back</source>
            <translation>Cofanie</translation>
        </message>
        <message>
            <source>Take back (Ctrl+Z) undoes your own actions of this turn until something new is seen: drawn cards, a refilled pool, a replacement card, or an answer to a challenge or to the game's check. Playing alone against the computer, you may allow taking back whole turns (Settings menu); such a game no longer counts for your rating.</source>
            <translation>Cofnij (Ctrl+Z) cofa twoje własne czynności w tym ruchu, dopóki nie pojawi się nic nowego: dobrane karty, uzupełniona pula, wymieniona karta albo odpowiedź na podważenie lub sprawdzenie przez grę. Grając solo z komputerem, możesz pozwolić na cofanie całych ruchów (menu Ustawienia); taka partia nie liczy się już do twojego rankingu.</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Klawiatura</translation>
        </message>
        <message>
            <source>Letters</source>
            <translation>Litery</translation>
        </message>
        <message>
            <source>build the word / mark cards / buy that patent</source>
            <translation>ułóż słowo / zaznacz karty / kup ten patent</translation>
        </message>
        <message>
            <source>Backspace, Escape</source>
            <translation>Backspace, Escape</translation>
        </message>
        <message>
            <source>take back a letter, clear (or buy nothing)</source>
            <translation>cofnij literę, wyczyść (lub nic nie kupuj)</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>play / discard the marked cards</source>
            <translation>zagraj / odrzuć zaznaczone karty</translation>
        </message>
        <message>
            <source>Space, +, Ctrl+Y</source>
            <translation>Spacja, +, Ctrl+Y</translation>
        </message>
        <message>
            <source>second word (V), add S (Z), flip a Y</source>
            <translation>drugie słowo (V), dodaj S (Z), zmień Y</translation>
        </message>
        <message>
            <source>Ctrl+D, Ctrl+R, Ctrl+H</source>
            <translation>Ctrl+D, Ctrl+R, Ctrl+H</translation>
        </message>
        <message>
            <source>discard instead, replace (Q), hint</source>
            <translation>zamiast tego odrzuć, wymień (Q), podpowiedź</translation>
        </message>
        <message>
            <source>Ctrl+Z</source>
            <translation>Ctrl+Z</translation>
        </message>
        <message>
            <source>take back</source>
            <translation>cofnij</translation>
        </message>
        <message>
            <source>Ctrl+N, Ctrl+Shift+N</source>
            <translation>Ctrl+N, Ctrl+Shift+N</translation>
        </message>
        <message>
            <source>new game, play against the computer</source>
            <translation>nowa gra, zagraj z komputerem</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheet</name>
        <message>
            <source>Player</source>
            <translation>Gracz</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Gdzie</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Ruch</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Wynik</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Suma</translation>
        </message>
        <message>
            <source>The meaning of {word} shows after the challenge's verdict.</source>
            <translation>Znaczenie słowa {word} pojawi się po rozstrzygnięciu podważenia.</translation>
        </message>
        <message numerus="yes">
            <source>exchanged %n tile(s): {tiles}</source>
            <translation>
                <numerusform>wymiana %n płytki: {tiles}</numerusform>
                <numerusform>wymiana %n płytek: {tiles}</numerusform>
                <numerusform>wymiana %n płytek: {tiles}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>exchanged %n tile(s)</source>
            <translation>
                <numerusform>wymiana: %n płytka</numerusform>
                <numerusform>wymiana: %n płytki</numerusform>
                <numerusform>wymiana: %n płytek</numerusform>
            </translation>
        </message>
        <message>
            <source>passed</source>
            <translation>pas</translation>
        </message>
        <message>
            <source>play withdrawn</source>
            <translation>ruch cofnięty</translation>
        </message>
        <message>
            <source>wrong challenge</source>
            <translation>błędne podważenie</translation>
        </message>
        <message>
            <source>lost turn</source>
            <translation>utracony ruch</translation>
        </message>
        <message>
            <source>resigned</source>
            <translation>poddanie</translation>
        </message>
        <message>
            <source>tiles at the end</source>
            <translation>płytki na koniec</translation>
        </message>
        <message>
            <source>time ran out</source>
            <translation>koniec czasu</translation>
        </message>
        <message>
            <source>over time</source>
            <translation>przekroczony czas</translation>
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message>
            <source>Player</source>
            <translation>Gracz</translation>
        </message>
        <message>
            <source>Money</source>
            <translation>Pieniądze</translation>
        </message>
        <message>
            <source>Stock</source>
            <translation>Akcje</translation>
        </message>
        <message>
            <source>Patents</source>
            <translation>Patenty</translation>
        </message>
        <message>
            <source>Patent value</source>
            <translation>Wartość patentów</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Wynik</translation>
        </message>
        <message>
            <source>To goal</source>
            <translation>Do celu</translation>
        </message>
        <message>
            <source>{name}: ${money} money, {stock} stock, patents {patents} worth ${value} (reached the goal). Score {score}.</source>
            <translation>{name}: pieniądze ${money}, akcje {stock}, patenty {patents} warte ${value} (cel osiągnięty). Wynik {score}.</translation>
        </message>
        <message>
            <source>{name}: ${money} money, {stock} stock, patents {patents} worth ${value} (${to_goal} to the goal). Score {score}.</source>
            <translation>{name}: pieniądze ${money}, akcje {stock}, patenty {patents} warte ${value} (do celu ${to_goal}). Wynik {score}.</translation>
        </message>
        <message>
            <source>none</source>
            <translation>brak</translation>
        </message>
        <message>
            <source>score</source>
            <translation>wynik</translation>
        </message>
        <message>
            <source>person</source>
            <translation>człowiek</translation>
        </message>
        <message>
            <source>computer</source>
            <translation>komputer</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>na ruchu</translation>
        </message>
        <message>
            <source>computer, playing</source>
            <translation>komputer, gra</translation>
        </message>
        <message>
            <source>patents {letters}  ${value}</source>
            <translation>patenty {letters}  ${value}</translation>
        </message>
        <message>
            <source>goal reached</source>
            <translation>cel osiągnięty</translation>
        </message>
        <message>
            <source>${to_goal} to goal</source>
            <translation>${to_goal} do celu</translation>
        </message>
    </context>
    <context>
        <name>SeatPlaque</name>
        <message>
            <source>holds the die</source>
            <translation>ma kostkę</translation>
        </message>
        <message>
            <source>{letters} and {wilds}</source>
            <translation>{letters} i {wilds}</translation>
        </message>
        <message numerus="yes">
            <source>%n letter(s)</source>
            <translation>
                <numerusform>%n litera</numerusform>
                <numerusform>%n litery</numerusform>
                <numerusform>%n liter</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n wild tile(s)</source>
            <translation>
                <numerusform>%n dżoker</numerusform>
                <numerusform>%n dżokery</numerusform>
                <numerusform>%n dżokerów</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: {money}</source>
            <translation>{name}: {money}</translation>
        </message>
    </context>
    <context>
        <name>Seats</name>
        <message>
            <source>You</source>
            <comment>a player named You, on the table</comment>
            <translation>Ty</translation>
        </message>
        <message>
            <source>{others} and {last}</source>
            <translation>{others} i {last}</translation>
        </message>
    </context>
    <context>
        <name>Setup</name>
        <message>
            <source>Player</source>
            <comment>the name of a person without one</comment>
            <translation>Gracz</translation>
        </message>
    </context>
    <context>
        <name>Standings</name>
        <message>
            <source> (thinking...)</source>
            <translation> (myśli...)</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s)</source>
            <translation>
                <numerusform>%n płytka</numerusform>
                <numerusform>%n płytki</numerusform>
                <numerusform>%n płytek</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bag: %n tile(s)</source>
            <translation>
                <numerusform>Worek: %n płytka</numerusform>
                <numerusform>Worek: %n płytki</numerusform>
                <numerusform>Worek: %n płytek</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Unseen (%n): </source>
            <translation>
                <numerusform>Niewidoczne (%n): </numerusform>
                <numerusform>Niewidoczne (%n): </numerusform>
                <numerusform>Niewidoczne (%n): </numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatisticsWindow</name>
        <message>
            <source>Greedy</source>
            <translation>Zachłanny</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Losowy</translation>
        </message>
        <message>
            <source>People</source>
            <translation>Ludzie</translation>
        </message>
        <message>
            <source>{name}, step {step}</source>
            <translation>{name}, szczebel {step}</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statystyki</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>&amp;Gracz:</translation>
        </message>
        <message>
            <source>Re&amp;name…</source>
            <translation>Zmień &amp;nazwę…</translation>
        </message>
        <message>
            <source>Rename this player; their games keep counting for them</source>
            <translation>Zmień nazwę tego gracza; partie nadal liczą się pod nową nazwą</translation>
        </message>
        <message>
            <source>No finished games yet.
Play a game to the end and its figures appear here.</source>
            <translation>Nie ma jeszcze zakończonych partii.
Dokończ partię, a jej wyniki pojawią się tutaj.</translation>
        </message>
        <message>
            <source>Rename player</source>
            <translation>Zmień nazwę gracza</translation>
        </message>
        <message>
            <source>New name:</source>
            <translation>Nowa nazwa:</translation>
        </message>
        <message>
            <source>There is no player to rename.</source>
            <translation>Nie ma gracza, którego nazwę można zmienić.</translation>
        </message>
    </context>
    <context>
        <name>StepButtons</name>
        <message>
            <source>Roll the die  (Enter)</source>
            <translation>Rzuć kostką  (Enter)</translation>
        </message>
        <message>
            <source>Buy  (B)</source>
            <translation>Kup  (B)</translation>
        </message>
        <message>
            <source>Discard the set  (D)</source>
            <translation>Odrzuć zestaw  (D)</translation>
        </message>
        <message>
            <source>Your bid</source>
            <translation>Twoja oferta</translation>
        </message>
        <message>
            <source>Bid  (Enter)</source>
            <translation>Licytuj  (Enter)</translation>
        </message>
        <message>
            <source>Pass  (Space)</source>
            <translation>Pas  (Spacja)</translation>
        </message>
        <message>
            <source>Sell  (Enter)</source>
            <translation>Sprzedaj  (Enter)</translation>
        </message>
        <message>
            <source>Clear  (Esc)</source>
            <translation>Wyczyść  (Esc)</translation>
        </message>
        <message>
            <source>Done selling  (Space)</source>
            <translation>Koniec sprzedaży  (Spacja)</translation>
        </message>
        <message>
            <source>Take back  (Ctrl+Z)</source>
            <translation>Cofnij  (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Undo your last action, until something new is seen or another player acts</source>
            <translation>Cofnij ostatnią czynność, dopóki nie pojawi się nic nowego i nie zagra inny gracz</translation>
        </message>
        <message>
            <source>Discard the marked tiles  (Enter)</source>
            <translation>Odrzuć zaznaczone płytki  (Enter)</translation>
        </message>
    </context>
    <context>
        <name>SummaryDialog</name>
        <message>
            <source>Game over</source>
            <translation>Koniec gry</translation>
        </message>
        <message numerus="yes">
            <source>with %n point(s), after {turns} turns</source>
            <translation>
                <numerusform>z wynikiem %n pkt, ruchów: {turns}</numerusform>
                <numerusform>z wynikiem %n pkt, ruchów: {turns}</numerusform>
                <numerusform>z wynikiem %n pkt, ruchów: {turns}</numerusform>
            </translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Zagraj ponownie</translation>
        </message>
        <message>
            <source>Close  (Esc)</source>
            <translation>Zamknij  (Esc)</translation>
        </message>
        <message>
            <source>Rating {before} → {after} ({change:+d})</source>
            <translation>Ranking {before} → {after} ({change:+d})</translation>
        </message>
        <message>
            <source>Not rated: ratings move in games against computer players.</source>
            <translation>Bez rankingu: ranking zmienia się tylko w partiach z komputerem.</translation>
        </message>
        <message numerus="yes">
            <source>Not rated: the Hint showed the whole play on %n turn(s).</source>
            <translation>
                <numerusform>Bez rankingu: Podpowiedź pokazała całe zagranie w %n ruchu.</numerusform>
                <numerusform>Bez rankingu: Podpowiedź pokazała całe zagranie w %n ruchach.</numerusform>
                <numerusform>Bez rankingu: Podpowiedź pokazała całe zagranie w %n ruchach.</numerusform>
            </translation>
        </message>
        <message>
            <source>Not rated: turns were taken back, or the game was a guided one.</source>
            <translation>Bez rankingu: cofano ruchy albo była to partia z przewodnikiem.</translation>
        </message>
        <message>
            <source>First win!</source>
            <translation>Pierwsza wygrana!</translation>
        </message>
        <message>
            <source>New personal best: highest score</source>
            <translation>Nowy rekord osobisty: najwyższy wynik</translation>
        </message>
        <message>
            <source>New personal best: best word</source>
            <translation>Nowy rekord osobisty: najlepsze słowo</translation>
        </message>
    </context>
    <context>
        <name>TableCoach</name>
        <message>
            <source>Meaning?</source>
            <translation>Znaczenie?</translation>
        </message>
        <message>
            <source>What the challenged word means</source>
            <translation>Co znaczy podważone słowo</translation>
        </message>
        <message>
            <source>Hints are off (Settings &gt; Offer hints turns them on).</source>
            <translation>Podpowiedzi są wyłączone (włącza je Ustawienia &gt; Oferuj podpowiedzi).</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Podpowiedź</translation>
        </message>
        <message>
            <source>Looking for the best plays...</source>
            <translation>Szukam najlepszych zagrań...</translation>
        </message>
        <message>
            <source>No word can be laid out with these cards: discard some instead.</source>
            <translation>Z tymi kartami nie da się ułożyć słowa: zamiast tego odrzuć kilka.</translation>
        </message>
        <message numerus="yes">
            <source>Hints used in this game: %n</source>
            <translation>
                <numerusform>Podpowiedzi w tej partii: %n</numerusform>
                <numerusform>Podpowiedzi w tej partii: %n</numerusform>
                <numerusform>Podpowiedzi w tej partii: %n</numerusform>
            </translation>
        </message>
        <message>
            <source>The coach found no hint here.</source>
            <translation>Trener nie znalazł tu podpowiedzi.</translation>
        </message>
        <message>
            <source>you</source>
            <translation>ty</translation>
        </message>
        <message>
            <source>{name}, your best plays last turn were</source>
            <translation>{name}, twoje najlepsze zagrania w ostatnim ruchu to</translation>
        </message>
        <message>
            <source>The meaning of {word} shows after the challenge's verdict.</source>
            <translation>Znaczenie {word} pojawi się po werdykcie podważenia.</translation>
        </message>
        <message>
            <source>Why the computer did that</source>
            <translation>Dlaczego komputer tak zagrał</translation>
        </message>
    </context>
    <context>
        <name>TableNews</name>
        <message numerus="yes">
            <source>+${money} +%n stock</source>
            <translation>
                <numerusform>+${money} +%n akcja</numerusform>
                <numerusform>+${money} +%n akcje</numerusform>
                <numerusform>+${money} +%n akcji</numerusform>
            </translation>
        </message>
        <message>
            <source>+${money}</source>
            <translation>+${money}</translation>
        </message>
        <message>
            <source>+${amount} royalty ({letter})</source>
            <translation>+${amount} tantiemy ({letter})</translation>
        </message>
        <message>
            <source>bought {letter}</source>
            <translation>kupiono {letter}</translation>
        </message>
        <message numerus="yes">
            <source>The deck is empty: %n discarded card(s) are reshuffled.</source>
            <translation>
                <numerusform>Talia jest pusta: %n odrzucona karta zostaje potasowana.</numerusform>
                <numerusform>Talia jest pusta: %n odrzucone karty zostają potasowane.</numerusform>
                <numerusform>Talia jest pusta: %n odrzuconych kart zostaje potasowanych.</numerusform>
            </translation>
        </message>
        <message>
            <source>FINAL ROUND - you reached ${value} in patents</source>
            <translation>OSTATNIA RUNDA – masz patenty za ${value}</translation>
        </message>
        <message>
            <source>Final round! You hold patents worth ${value}. Everyone gets the same number of turns.</source>
            <translation>Ostatnia runda! Masz patenty warte ${value}. Każdy dostaje tyle samo ruchów.</translation>
        </message>
        <message>
            <source>FINAL ROUND - {name} reached ${value} in patents</source>
            <translation>OSTATNIA RUNDA – {name} ma patenty za ${value}</translation>
        </message>
        <message>
            <source>Final round! {name} holds patents worth ${value}. Everyone gets the same number of turns.</source>
            <translation>Ostatnia runda! {name} ma patenty warte ${value}. Każdy dostaje tyle samo ruchów.</translation>
        </message>
        <message>
            <source>{words}: not in the word list. Discard one card as a penalty.</source>
            <translation>{words}: brak na liście słów. Za karę odrzuć jedną kartę.</translation>
        </message>
        <message>
            <source>{words}: not in the word list. Try again or discard.</source>
            <translation>{words}: brak na liście słów. Spróbuj ponownie albo odrzuć karty.</translation>
        </message>
    </context>
    <context>
        <name>TableQuestions</name>
        <message>
            <source>Challenge question</source>
            <translation>Pytanie o podważenie</translation>
        </message>
    </context>
    <context>
        <name>TableWords</name>
        <message numerus="yes">
            <source>Word list: {lexicon}  ·  game over after %n turn(s)</source>
            <translation>
                <numerusform>Lista słów: {lexicon}  ·  koniec gry po %n ruchu</numerusform>
                <numerusform>Lista słów: {lexicon}  ·  koniec gry po %n ruchach</numerusform>
                <numerusform>Lista słów: {lexicon}  ·  koniec gry po %n ruchach</numerusform>
            </translation>
        </message>
        <message>
            <source>Word list: {lexicon}  ·  players challenge words  ·  goal ${goal}  ·  turn {turn}</source>
            <translation>Lista słów: {lexicon}  ·  gracze podważają słowa  ·  cel ${goal}  ·  ruch {turn}</translation>
        </message>
        <message>
            <source>Word list: {lexicon}  ·  the game checks words  ·  goal ${goal}  ·  turn {turn}</source>
            <translation>Lista słów: {lexicon}  ·  gra sprawdza słowa  ·  cel ${goal}  ·  ruch {turn}</translation>
        </message>
        <message>
            <source>Game over. {victory}</source>
            <translation>Koniec gry. {victory}</translation>
        </message>
        <message>
            <source>{name} is thinking...</source>
            <translation>{name} myśli...</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Twoja kolej</translation>
        </message>
        <message>
            <source>{name}'s turn</source>
            <translation>Kolej: {name}</translation>
        </message>
        <message>
            <source>Buy a patent?</source>
            <translation>Kupić patent?</translation>
        </message>
        <message>
            <source>{name}, buy a patent?</source>
            <translation>{name}, kupujesz patent?</translation>
        </message>
        <message>
            <source>Penalty: discard one card</source>
            <translation>Kara: odrzuć jedną kartę</translation>
        </message>
        <message>
            <source>{name}: penalty - discard one card</source>
            <translation>{name}: kara – odrzuć jedną kartę</translation>
        </message>
        <message>
            <source>Discard any cards you do not want, then press Enter</source>
            <translation>Odrzuć niechciane karty, potem naciśnij Enter</translation>
        </message>
        <message>
            <source>{name}: discard any cards you do not want, then press Enter</source>
            <translation>{name}: odrzuć niechciane karty, potem naciśnij Enter</translation>
        </message>
        <message>
            <source>Mark the cards to discard (none = pass)</source>
            <translation>Zaznacz karty do odrzucenia (żadna = pas)</translation>
        </message>
        <message>
            <source>{name}: mark the cards to discard (none = pass)</source>
            <translation>{name}: zaznacz karty do odrzucenia (żadna = pas)</translation>
        </message>
        <message>
            <source>{name} played {words}. Does anyone challenge it?</source>
            <translation>{name} układa {words}. Czy ktoś podważa?</translation>
        </message>
        <message>
            <source>{name} played {words}. Is it a word? Challenge or accept.</source>
            <translation>{name} układa {words}. Czy to słowo? Podważ lub przyjmij.</translation>
        </message>
        <message>
            <source>You played {words}: waiting for the others' answers...</source>
            <translation>Układasz {words}: czekam na odpowiedzi innych...</translation>
        </message>
        <message>
            <source>{name} played {words}: waiting for challenges...</source>
            <translation>{name} układa {words}: czekam na podważenia...</translation>
        </message>
        <message numerus="yes">
            <source>Build a word - or discard instead (%n try(s) left)</source>
            <translation>
                <numerusform>Ułóż słowo – albo odrzuć karty (została %n próba)</numerusform>
                <numerusform>Ułóż słowo – albo odrzuć karty (zostały %n próby)</numerusform>
                <numerusform>Ułóż słowo – albo odrzuć karty (zostało %n prób)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}, build a word - or discard instead (%n try(s) left)</source>
            <translation>
                <numerusform>{name}, ułóż słowo – albo odrzuć karty (została %n próba)</numerusform>
                <numerusform>{name}, ułóż słowo – albo odrzuć karty (zostały %n próby)</numerusform>
                <numerusform>{name}, ułóż słowo – albo odrzuć karty (zostało %n prób)</numerusform>
            </translation>
        </message>
        <message>
            <source>Build a word - or discard instead</source>
            <translation>Ułóż słowo – albo odrzuć karty</translation>
        </message>
        <message>
            <source>{name}, build a word - or discard instead</source>
            <translation>{name}, ułóż słowo – albo odrzuć karty</translation>
        </message>
        <message>
            <source>Challenge a good word and you pay {builder} $1 (the bank pays if you have no money). If it is not a word, {builder} takes the cards back and discards one.</source>
            <translation>Jeśli podważysz dobre słowo, {builder} dostaje od ciebie $1 (płaci bank, gdy nie masz pieniędzy). Jeśli to nie słowo, {builder} zabiera karty i odrzuca jedną.</translation>
        </message>
        <message>
            <source>Anyone who doubts it may challenge; the first challenger after {builder} pays $1 if the word is good. If it is not a word, {builder} takes the cards back and discards one.</source>
            <translation>Każdy, kto wątpi, może podważyć; jeśli słowo jest dobre, $1 płaci pierwszy podważający w kolejności po graczu {builder}. Jeśli to nie słowo, {builder} zabiera karty i odrzuca jedną.</translation>
        </message>
        <message numerus="yes">
            <source>${money} money + %n stock + ${value} in patents ({letters})</source>
            <translation>
                <numerusform>pieniądze ${money} + %n akcja + patenty ${value} ({letters})</numerusform>
                <numerusform>pieniądze ${money} + %n akcje + patenty ${value} ({letters})</numerusform>
                <numerusform>pieniądze ${money} + %n akcji + patenty ${value} ({letters})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>${money} money + %n stock, no patents</source>
            <translation>
                <numerusform>pieniądze ${money} + %n akcja, bez patentów</numerusform>
                <numerusform>pieniądze ${money} + %n akcje, bez patentów</numerusform>
                <numerusform>pieniądze ${money} + %n akcji, bez patentów</numerusform>
            </translation>
        </message>
        <message>
            <source>You</source>
            <translation>Ty</translation>
        </message>
        <message>
            <source>Score = money + stock + value of patents. Worth over the turns:</source>
            <translation>Wynik = pieniądze + akcje + wartość patentów. Przebieg w kolejnych ruchach:</translation>
        </message>
        <message>
            <source>Best word</source>
            <translation>Najlepsze słowo</translation>
        </message>
        <message>
            <source>no word scored</source>
            <translation>brak punktowanego słowa</translation>
        </message>
        <message>
            <source>Best turn</source>
            <translation>Najlepszy ruch</translation>
        </message>
        <message numerus="yes">
            <source>{words}: ${money} + %n stock, turn {turn}</source>
            <translation>
                <numerusform>{words}: ${money} + %n akcja, ruch {turn}</numerusform>
                <numerusform>{words}: ${money} + %n akcje, ruch {turn}</numerusform>
                <numerusform>{words}: ${money} + %n akcji, ruch {turn}</numerusform>
            </translation>
        </message>
        <message>
            <source>{words}: ${money}, turn {turn}</source>
            <translation>{words}: ${money}, ruch {turn}</translation>
        </message>
    </context>
    <context>
        <name>TakeBacks</name>
        <message>
            <source>Taken back: no patent is chosen.</source>
            <translation>Cofnięto: nie wybrano patentu.</translation>
        </message>
        <message>
            <source>Back to the start of your turn. This game is not rated.</source>
            <translation>Powrót do początku twojego ruchu. Ta partia nie jest rankingowa.</translation>
        </message>
        <message>
            <source>Taken back.</source>
            <translation>Cofnięto.</translation>
        </message>
        <message>
            <source>Nothing to take back: only your own actions of your turn can be.</source>
            <translation>Nie ma czego cofnąć: cofnąć można tylko własne czynności w swoim ruchu.</translation>
        </message>
        <message>
            <source>Nothing to take back: you have not acted in this turn yet.</source>
            <translation>Nie ma czego cofnąć: w tym ruchu nic jeszcze nie zrobiono.</translation>
        </message>
        <message>
            <source>Nothing to take back: new cards or answers have been seen since your last action (the refilled pool, drawn cards, the check of your word).</source>
            <translation>Nie ma czego cofnąć: od twojej ostatniej czynności pojawiły się nowe karty lub odpowiedzi (uzupełniona pula, dobrane karty, sprawdzenie twojego słowa).</translation>
        </message>
        <message>
            <source>Take back a whole turn</source>
            <translation>Cofnij cały ruch</translation>
        </message>
        <message>
            <source>Going back to the start of your turn undoes cards and answers you have already seen, so this game will no longer count for your rating.

Take back the turn?</source>
            <translation>Powrót do początku ruchu cofa karty i odpowiedzi, które już widzisz, więc ta partia przestanie się liczyć do twojego rankingu.

Cofnąć ruch?</translation>
        </message>
    </context>
    <context>
        <name>Themes</name>
        <message>
            <source>&amp;Felt table</source>
            <translation>Stół z &amp;suknem</translation>
        </message>
        <message>
            <source>&amp;High contrast</source>
            <translation>&amp;Wysoki kontrast</translation>
        </message>
        <message>
            <source>&amp;Dark</source>
            <translation>&amp;Ciemny</translation>
        </message>
    </context>
    <context>
        <name>TurnActions</name>
        <message>
            <source>No word found with these cards: discard some instead.</source>
            <translation>Z tymi kartami nie da się ułożyć słowa: zamiast tego odrzuć kilka.</translation>
        </message>
        <message>
            <source>You cannot replace a card now (Q patent, start of turn).</source>
            <translation>Teraz nie możesz wymienić karty (patent Q, początek ruchu).</translation>
        </message>
        <message>
            <source>{letter} (your hand)</source>
            <translation>{letter} (twoja ręka)</translation>
        </message>
        <message>
            <source>{letter} (pool)</source>
            <translation>{letter} (pula)</translation>
        </message>
        <message>
            <source>Replace a card</source>
            <translation>Wymień kartę</translation>
        </message>
        <message>
            <source>Card to swap:</source>
            <translation>Karta do wymiany:</translation>
        </message>
    </context>
    <context>
        <name>TurnButtons</name>
        <message>
            <source>Play</source>
            <translation>Zagraj</translation>
        </message>
        <message>
            <source>Recall</source>
            <translation>Zabierz</translation>
        </message>
        <message>
            <source>Shuffle</source>
            <translation>Wymieszaj</translation>
        </message>
        <message>
            <source>Sort</source>
            <translation>Sortuj</translation>
        </message>
        <message>
            <source>Exchange...</source>
            <translation>Wymień...</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pas</translation>
        </message>
        <message>
            <source>Resign</source>
            <translation>Poddaj się</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Podpowiedź</translation>
        </message>
        <message>
            <source>Each press tells more of the best play: its size and score, some tiles, all</source>
            <translation>Każde naciśnięcie zdradza więcej z najlepszego ruchu: długość i wynik, kilka płytek, wszystko</translation>
        </message>
        <message>
            <source>Take back</source>
            <translation>Cofnij</translation>
        </message>
        <message>
            <source>Your last word back to your rack, before the next player acts (Ctrl+Z)</source>
            <translation>Twoje ostatnie słowo wraca na stojak, zanim zagra następny gracz (Ctrl+Z)</translation>
        </message>
        <message numerus="yes">
            <source>Exchange %n tile(s)</source>
            <translation>
                <numerusform>Wymień %n płytkę</numerusform>
                <numerusform>Wymień %n płytki</numerusform>
                <numerusform>Wymień %n płytek</numerusform>
            </translation>
        </message>
        <message>
            <source>Play  (Enter)</source>
            <translation>Zagraj  (Enter)</translation>
        </message>
        <message>
            <source>Play the word in the word row</source>
            <translation>Zagraj słowo z rzędu słowa</translation>
        </message>
        <message>
            <source>Clear  (Esc)</source>
            <translation>Wyczyść  (Esc)</translation>
        </message>
        <message>
            <source>Take every card back</source>
            <translation>Zabierz wszystkie karty</translation>
        </message>
        <message>
            <source>A hint in three steps: the length, letters in place, the whole play (Ctrl+H)</source>
            <translation>Podpowiedź w trzech krokach: długość, litery na miejscu, całe zagranie (Ctrl+H)</translation>
        </message>
        <message>
            <source>Discard instead...</source>
            <translation>Zamiast tego odrzuć...</translation>
        </message>
        <message>
            <source>Swap cards instead of building (Ctrl+D)</source>
            <translation>Wymień karty zamiast układać (Ctrl+D)</translation>
        </message>
        <message>
            <source>Pass  (Enter)</source>
            <translation>Pas  (Enter)</translation>
        </message>
        <message>
            <source>Discard the marked cards and draw back to 7</source>
            <translation>Odrzuć zaznaczone karty i dobierz do 7</translation>
        </message>
        <message>
            <source>Buy  (Enter)</source>
            <translation>Kup  (Enter)</translation>
        </message>
        <message>
            <source>Buy the chosen patent</source>
            <translation>Kup wybrany patent</translation>
        </message>
        <message>
            <source>Buy nothing  (Esc)</source>
            <translation>Nic nie kupuj  (Esc)</translation>
        </message>
        <message>
            <source>End the purchase step</source>
            <translation>Zakończ krok zakupu</translation>
        </message>
        <message>
            <source>Keep all  (Enter)</source>
            <translation>Zachowaj wszystkie  (Enter)</translation>
        </message>
        <message>
            <source>Discard the marked cards</source>
            <translation>Odrzuć zaznaczone karty</translation>
        </message>
        <message>
            <source>Discard this card  (Enter)</source>
            <translation>Odrzuć tę kartę  (Enter)</translation>
        </message>
        <message>
            <source>The penalty: discard exactly one card</source>
            <translation>Kara: odrzuć dokładnie jedną kartę</translation>
        </message>
        <message>
            <source>+S  (+)</source>
            <translation>+S  (+)</translation>
        </message>
        <message>
            <source>Z patent: add an S to the end of this word</source>
            <translation>Patent Z: dodaj S na końcu tego słowa</translation>
        </message>
        <message>
            <source>Y: vowel</source>
            <translation>Y: samogłoska</translation>
        </message>
        <message>
            <source>Declare the Y a vowel or a consonant (Ctrl+Y)</source>
            <translation>Uznaj Y za samogłoskę lub spółgłoskę (Ctrl+Y)</translation>
        </message>
        <message>
            <source>2nd word  (Space)</source>
            <translation>2. słowo  (Spacja)</translation>
        </message>
        <message>
            <source>V patent: type into the other word</source>
            <translation>Patent V: pisz w drugim słowie</translation>
        </message>
        <message>
            <source>Take back  (Ctrl+Z)</source>
            <translation>Cofnij  (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Undo your last action of this turn, until new cards or answers are seen</source>
            <translation>Cofnij ostatnią czynność w tym ruchu, dopóki nie zobaczysz nowych kart lub odpowiedzi</translation>
        </message>
    </context>
    <context>
        <name>TurnLines</name>
        <message>
            <source>{words}: not in the word list</source>
            <translation>{words}: brak na liście słów</translation>
        </message>
        <message>
            <source>Click cards (or type their letters) to mark them; a marked card rises and is crossed out.</source>
            <translation>Klikaj karty (albo wpisuj ich litery), aby je zaznaczyć; zaznaczona karta unosi się i jest przekreślona.</translation>
        </message>
        <message>
            <source>Buy the {letter} patent: press Enter, or click it again. Esc or Ctrl+Z: choose again.</source>
            <translation>Kup patent {letter}: naciśnij Enter albo kliknij go ponownie. Esc lub Ctrl+Z: wybierz ponownie.</translation>
        </message>
        <message>
            <source>You can buy: {letters}. Click a glowing patent or type its letter, then press Enter.</source>
            <translation>Możesz kupić: {letters}. Kliknij świecący patent lub wpisz jego literę, potem naciśnij Enter.</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>Guided first game · step %1 of %2</source>
            <translation>Partia z przewodnikiem · krok %1 z %2</translation>
        </message>
        <message>
            <source>Welcome to the table</source>
            <translation>Witaj przy stole</translation>
        </message>
        <message>
            <source>Your seven cards are at the bottom. The three cards in the middle are the pool: anyone may use them. At the top lie the 26 patents, one per letter, with their prices. You play against %1; the scoreboard shows your money, stock and patents.</source>
            <translation>Twoje siedem kart leży na dole. Trzy karty pośrodku to pula: każdy może ich użyć. Na górze leży 26 patentów, po jednym na literę, z cenami. Grasz przeciw %1; tablica wyników pokazuje twoje pieniądze, akcje i patenty.</translation>
        </message>
        <message>
            <source>Build a word</source>
            <translation>Ułóż słowo</translation>
        </message>
        <message>
            <source>Build RAVEN: click the R, A, V and E in your hand, then the N in the pool, or simply type the letters. Under the word row you see what it earns. Then press Play (Enter).</source>
            <translation>Ułóż RAVEN: kliknij R, A, V i E na swojej ręce, potem N w puli, albo po prostu wpisz litery. Pod rzędem słowa widać, ile ono przynosi. Potem naciśnij Zagraj (Enter).</translation>
        </message>
        <message>
            <source>In this lesson, play RAVEN (the N is in the pool).</source>
            <translation>W tej lekcji zagraj RAVEN (N jest w puli).</translation>
        </message>
        <message>
            <source>Buy a patent</source>
            <translation>Kup patent</translation>
        </message>
        <message>
            <source>RAVEN earned you $3. Now you may buy the patent of one letter you played. Buy V for $2: click the glowing V (or type V), then press Enter or click it again. From now on, whenever someone else plays a V, the bank pays you $1, and the V patent gives you a power.</source>
            <translation>RAVEN dało ci $3. Teraz możesz kupić patent na jedną z zagranych liter. Kup V za $2: kliknij świecące V (albo wpisz V), potem naciśnij Enter albo kliknij je ponownie. Odtąd za każdym razem, gdy ktoś inny zagra V, bank płaci ci $1, a patent V daje ci moc.</translation>
        </message>
        <message>
            <source>In this lesson, buy the V patent: click the glowing V (or type V), then press Enter.</source>
            <translation>W tej lekcji kup patent V: kliknij świecące V (albo wpisz V), potem naciśnij Enter.</translation>
        </message>
        <message>
            <source>Discard or keep</source>
            <translation>Odrzuć lub zachowaj</translation>
        </message>
        <message>
            <source>After a word you may discard cards you do not want; then you draw back to seven cards. This time keep them all: press Keep all (Enter).</source>
            <translation>Po słowie możesz odrzucić niechciane karty; potem dobierasz do siedmiu. Tym razem zachowaj wszystkie: naciśnij Zachowaj wszystkie (Enter).</translation>
        </message>
        <message>
            <source>Keep all your cards this time: press Enter.</source>
            <translation>Tym razem zachowaj wszystkie karty: naciśnij Enter.</translation>
        </message>
        <message>
            <source>A challenge</source>
            <translation>Podważenie</translation>
        </message>
        <message>
            <source>%1 played VIOLET. Every other player may challenge a word that is not in the word list: then it is taken back and its builder loses a card. But challenging a real word costs you $1. VIOLET is a word: accept it.</source>
            <translation>%1 układa VIOLET. Każdy inny gracz może podważyć słowo, którego nie ma na liście słów: wtedy jest ono cofane, a układający traci kartę. Ale podważenie prawdziwego słowa kosztuje cię $1. VIOLET jest słowem: przyjmij je.</translation>
        </message>
        <message>
            <source>Answer the question: accept the word or challenge it.</source>
            <translation>Odpowiedz na pytanie: przyjmij słowo albo je podważ.</translation>
        </message>
        <message>
            <source>A royalty for you</source>
            <translation>Tantiema dla ciebie</translation>
        </message>
        <message>
            <source>%1 scored VIOLET: $4 and 1 stock. Her word holds a V and you own the V patent, so the bank paid you $1: a royalty. She then bought the L patent, so every L you play pays her $1.</source>
            <translation>%1 dostaje za VIOLET $4 i 1 akcję. W tym słowie jest V, a ty masz patent V, więc bank płaci ci $1: tantiemę. Potem %1 kupuje patent L, więc każde L, które zagrasz, płaci jej $1.</translation>
        </message>
        <message>
            <source>You challenged a real word, so you paid %1 $1.</source>
            <translation>Podważono prawdziwe słowo, więc %1 dostaje od ciebie $1.</translation>
        </message>
        <message>
            <source>Use a power</source>
            <translation>Użyj mocy</translation>
        </message>
        <message>
            <source>Your V patent lets you build two words in one turn. Type GOLD, press Space (or the 2nd word button), type SIT, then press Play (Enter). Each word needs a card of your own hand.</source>
            <translation>Twój patent V pozwala ułożyć dwa słowa w jednym ruchu. Wpisz GOLD, naciśnij Spację (albo przycisk 2. słowo), wpisz SIT i naciśnij Zagraj (Enter). Każde słowo wymaga karty z twojej ręki.</translation>
        </message>
        <message>
            <source>In this lesson, build two words: press Space between them.</source>
            <translation>W tej lekcji ułóż dwa słowa: między nimi naciśnij Spację.</translation>
        </message>
        <message>
            <source>%1: not in the word list. In a real game it would be challenged and taken back. In this lesson, build two words of the list: press Space between them.</source>
            <translation>%1: brak na liście słów. W prawdziwej grze ktoś by to podważył i ruch zostałby cofnięty. W tej lekcji ułóż dwa słowa z listy: między nimi naciśnij Spację.</translation>
        </message>
        <message>
            <source>End your turn</source>
            <translation>Zakończ ruch</translation>
        </message>
        <message>
            <source>Both words scored. Buy a patent if you like (click it, then press Enter), or press Buy nothing (Esc); if cards are left, discard those you do not want and press Enter.</source>
            <translation>Oba słowa dały punkty. Kup patent, jeśli chcesz (kliknij go, potem naciśnij Enter), albo naciśnij Nic nie kupuj (Esc); jeśli zostały karty, odrzuć niechciane i naciśnij Enter.</translation>
        </message>
        <message>
            <source>%1 owns the patent of %2 you played: the bank paid her the royalty.</source>
            <translation>%1 ma patent na %2, które zagrano: bank płaci jej tantiemę.</translation>
        </message>
        <message>
            <source>Buy a patent or nothing, then discard or keep your cards.</source>
            <translation>Kup patent albo nic, potem odrzuć lub zachowaj karty.</translation>
        </message>
        <message>
            <source>Welcome to the board</source>
            <translation>Witaj przy planszy</translation>
        </message>
        <message>
            <source>Your seven tiles lie on the rack under the board; the small figure on each is its points. Words go across or down, and every word after the first joins the tiles already on the board. You play against %1; the score sheet on the right shows every move.</source>
            <translation>Twoje siedem płytek stoi na stojaku pod planszą; mała liczba na każdej to jej punkty. Słowa układa się poziomo lub pionowo, a każde słowo po pierwszym łączy się z płytkami, które już leżą na planszy. Grasz przeciw: %1; protokół po prawej pokazuje każdy ruch.</translation>
        </message>
        <message>
            <source>Lay your first word</source>
            <translation>Ułóż pierwsze słowo</translation>
        </message>
        <message>
            <source>Play %1 across from the centre star (%2): drag each tile from the rack to its square, or click the star and type the letters. The star doubles the score of the first word. Then press Play (Enter).</source>
            <translation>Ułóż %1 poziomo od środkowej gwiazdy (%2): przeciągnij każdą płytkę ze stojaka na jej pole albo kliknij gwiazdę i wpisz litery. Gwiazda podwaja wynik pierwszego słowa. Potem naciśnij Zagraj (Enter).</translation>
        </message>
        <message>
            <source>In this lesson, play %1 across from the centre star (%2).</source>
            <translation>W tym kroku ułóż %1 poziomo od środkowej gwiazdy (%2).</translation>
        </message>
        <message>
            <source>Premium squares</source>
            <translation>Pola premiowe</translation>
        </message>
        <message>
            <source>The coloured squares count more for a tile newly laid on them: double or triple letter, double or triple word. Play %1 down from %2: its %3 lands on a triple letter square. Click %2 twice to type downwards.</source>
            <translation>Kolorowe pola liczą się więcej dla płytki świeżo na nich położonej: podwójna lub potrójna premia literowa, podwójna lub potrójna premia słowna. Ułóż %1 pionowo od %2: litera %3 trafi na potrójną premię literową. Kliknij %2 dwa razy, aby pisać w dół.</translation>
        </message>
        <message>
            <source>In this lesson, play %1 down from %2.</source>
            <translation>W tym kroku ułóż %1 pionowo od %2.</translation>
        </message>
        <message>
            <source>Your rack spells %1; it fits across from %2.</source>
            <translation>Na stojaku masz %1; to słowo mieści się poziomo od %2.</translation>
        </message>
        <message>
            <source>Your rack spells %1; it fits down from %2.</source>
            <translation>Na stojaku masz %1; to słowo mieści się pionowo od %2.</translation>
        </message>
        <message>
            <source>All seven tiles</source>
            <translation>Wszystkie siedem płytek</translation>
        </message>
        <message>
            <source>A play of all seven tiles of the rack earns %1 points more: a bingo.</source>
            <translation>Ruch wszystkimi siedmioma płytkami ze stojaka daje %1 punktów więcej: to bonus.</translation>
        </message>
        <message>
            <source>Any play of all seven tiles in words of the list will do.</source>
            <translation>Wystarczy dowolny ruch wszystkimi siedmioma płytkami, jeśli wszystkie jego słowa są na liście.</translation>
        </message>
        <message>
            <source>In this lesson, play all seven tiles (%1 fits from %2).</source>
            <translation>W tym kroku ułóż wszystkie siedem płytek (%1 mieści się od %2).</translation>
        </message>
        <message>
            <source>%1: not in the word list. In a real game it would be challenged and taken back. Play all seven tiles in words of the list (%2 fits from %3).</source>
            <translation>%1: brak na liście słów. W prawdziwej grze ktoś by to podważył i ruch zostałby cofnięty. Ułóż wszystkie siedem płytek w słowa z listy (%2 mieści się od %3).</translation>
        </message>
        <message>
            <source>Is it a word?</source>
            <translation>Czy to słowo?</translation>
        </message>
        <message>
            <source>%1 played %2. A play stands unless someone challenges it: a play with a word that is not in the word list is taken back and scores nothing, but a wrong challenge costs you your turn. Answer the question under the board.</source>
            <translation>Zagranie: %1 — %2. Ruch zostaje, jeśli nikt go nie podważy: ruch ze słowem spoza listy słów zostaje cofnięty i nic nie daje, ale błędne podważenie kosztuje cię ruch. Odpowiedz na pytanie pod planszą.</translation>
        </message>
        <message>
            <source>Answer the question under the board: challenge the play or accept it.</source>
            <translation>Odpowiedz na pytanie pod planszą: podważ ruch albo go przyjmij.</translation>
        </message>
        <message>
            <source>Well spotted: %2 is not in the word list. %1's play is taken back, and it is still your turn.</source>
            <translation>Dobrze zauważone: %2 nie ma na liście słów. Ruch gracza %1 zostaje cofnięty, a ruch nadal należy do ciebie.</translation>
        </message>
        <message>
            <source>You accepted %1, so it stands, although it is not in the word list. When a word looks wrong, challenge it.</source>
            <translation>Przyjąłeś %1, więc ruch zostaje, choć tego słowa nie ma na liście słów. Gdy słowo wygląda podejrzanie, podważ je.</translation>
        </message>
        <message>
            <source>Exchange tiles</source>
            <translation>Wymiana płytek</translation>
        </message>
        <message>
            <source>Your new rack is poor. Instead of playing, you may give tiles back to the bag for as many new ones (while the bag holds at least seven): press Exchange..., click the tiles to give back, then press the Exchange button (Enter). It takes your turn.</source>
            <translation>Nowe płytki są słabe. Zamiast ruchu możesz oddać płytki do worka i wziąć tyle samo nowych (dopóki w worku jest co najmniej siedem): naciśnij Wymień..., kliknij płytki do oddania, potem przycisk wymiany (Enter). To zajmuje twój ruch.</translation>
        </message>
        <message>
            <source>In this lesson, exchange tiles: press Exchange..., choose the tiles, then confirm.</source>
            <translation>W tym kroku wymień płytki: naciśnij Wymień..., wybierz płytki i potwierdź.</translation>
        </message>
        <message>
            <source>Laying tiles, premium squares, bingos, challenges and exchanges: that is the whole game. Play on against %1, who now plays by herself, or start a new game from the File menu. This game does not count for your rating.</source>
            <translation>Układanie płytek, pola premiowe, bonus za siedem płytek, podważanie i wymiana: to cała gra. Graj dalej przeciw: %1 (teraz gra samodzielnie) albo zacznij nową partię z menu Plik. Ta partia nie liczy się do twojego rankingu.</translation>
        </message>
        <message>
            <source>%1 played TOLIE. If you think it is not in the word list, challenge it; if you think it is a word, accept it.</source>
            <translation>%1 układa TOLIE. Jeśli uważasz, że nie ma go na liście słów, podważ je; jeśli uważasz, że to słowo, przyjmij je.</translation>
        </message>
        <message>
            <source>Well spotted: TOLIE is not in the word list. %1 takes the cards back and must discard one as a penalty.</source>
            <translation>Dobre oko: TOLIE nie ma na liście słów. %1 zabiera karty i za karę musi odrzucić jedną.</translation>
        </message>
        <message>
            <source>You accepted TOLIE, so it stands, although it is not in the word list. When a word looks wrong, challenge it.</source>
            <translation>TOLIE przyjęte, więc zostaje, choć nie ma go na liście słów. Gdy słowo wygląda podejrzanie, podważ je.</translation>
        </message>
        <message>
            <source>You know the game</source>
            <translation>Znasz już grę</translation>
        </message>
        <message>
            <source>Building, royalties, patents, powers and challenges: that is the whole game. Play on against %1, who now plays by herself, or start a new game from the File menu. Help &gt; Guided first game shows this again. This game does not count for your rating.</source>
            <translation>Układanie, tantiemy, patenty, moce i podważanie: to cała gra. Graj dalej przeciw %1, która teraz gra samodzielnie, albo zacznij nową partię z menu Plik. Pomoc &gt; Pierwsza partia z przewodnikiem pokaże to ponownie. Ta partia nie liczy się do twojego rankingu.</translation>
        </message>
        <message>
            <source>%1 is playing...</source>
            <translation>%1 gra...</translation>
        </message>
        <message>
            <source>First read the guide, then press Next.</source>
            <translation>Najpierw przeczytaj przewodnik, potem naciśnij Dalej.</translation>
        </message>
        <message>
            <source>Next  (Enter)</source>
            <translation>Dalej  (Enter)</translation>
        </message>
        <message>
            <source>Close the guide</source>
            <translation>Zamknij przewodnik</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>Graj dalej</translation>
        </message>
        <message>
            <source>Guided first game</source>
            <translation>Pierwsza partia z przewodnikiem</translation>
        </message>
        <message>
            <source>Welcome to BuyWord</source>
            <translation>Witaj w BuyWord</translation>
        </message>
        <message>
            <source>You start with $200 and four wild tiles. Each round the die says how many tiles each player draws; you buy them for the square of their pips, and sell words for the square of theirs. The most money at the end wins. You play against %1.</source>
            <translation>Zaczynasz z $200 i czterema dżokerami. W każdej rundzie kostka mówi, ile płytek ciągnie każdy gracz; kupujesz je za kwadrat sumy oczek, a słowa sprzedajesz za kwadrat sumy ich oczek. Wygrywa ten, kto na koniec ma najwięcej pieniędzy. Grasz przeciw: %1.</translation>
        </message>
        <message>
            <source>Roll the die</source>
            <translation>Rzuć kostką</translation>
        </message>
        <message>
            <source>You lead this round: press Roll the die (Enter).</source>
            <translation>W tej rundzie prowadzisz: naciśnij Rzuć kostką (Enter).</translation>
        </message>
        <message>
            <source>In this lesson, roll the die: press Enter.</source>
            <translation>W tym kroku rzuć kostką: naciśnij Enter.</translation>
        </message>
        <message>
            <source>A choice face</source>
            <translation>Ścianka WYBÓR</translation>
        </message>
        <message>
            <source>The die shows a choice face: the leader names how many tiles each player draws, from 2 to 5. Name %1: press its button or the key %1.</source>
            <translation>Na kostce wypadł WYBÓR: prowadzący mówi, ile płytek ciągnie każdy gracz, od 2 do 5. Wybierz %1: naciśnij ten przycisk albo klawisz %1.</translation>
        </message>
        <message>
            <source>In this lesson, name %1: press the key %1.</source>
            <translation>W tym kroku wybierz %1: naciśnij klawisz %1.</translation>
        </message>
        <message>
            <source>Buy a set</source>
            <translation>Kup zestaw</translation>
        </message>
        <message>
            <source>You drew your set. Its price, under the tiles, is the square of its pips: more tiles and rarer letters cost more. Buy it: press Buy (B). A set you decline leaves the game.</source>
            <translation>Wyciągnąłeś zestaw. Jego cena (pod płytkami) to kwadrat sumy oczek: więcej płytek i rzadsze litery kosztują więcej. Kup go: naciśnij Kup (B). Zestaw, którego nie kupisz, odpada z gry.</translation>
        </message>
        <message>
            <source>In this lesson, buy the set: press B.</source>
            <translation>W tym kroku kup zestaw: naciśnij B.</translation>
        </message>
        <message>
            <source>Sell a word with a wild</source>
            <translation>Sprzedaj słowo z dżokerem</translation>
        </message>
        <message>
            <source>Now sell words: a word pays the square of its pips. A wild tile stands for any letter and counts 1 pip; a word may use one. You have no %2: type %1, and a wild takes the %2. Press Sell (Enter), then Done selling (Space).</source>
            <translation>Teraz sprzedawaj słowa: słowo daje kwadrat sumy swoich oczek. Dżoker zastępuje dowolną literę i liczy się za 1 oczko; słowo może mieć jednego. Nie masz litery %2: wpisz %1, a dżoker zastąpi %2. Naciśnij Sprzedaj (Enter), potem Koniec sprzedaży (Spacja).</translation>
        </message>
        <message>
            <source>In this lesson, sell %1 with a wild for the %2, then press Done selling (Space).</source>
            <translation>W tym kroku sprzedaj %1 z dżokerem zamiast %2, potem naciśnij Koniec sprzedaży (Spacja).</translation>
        </message>
        <message>
            <source>The next round</source>
            <translation>Następna runda</translation>
        </message>
        <message>
            <source>The die passed to %1, who leads this round; she draws and buys first. Buy your new set too: press Buy (B).</source>
            <translation>Kostka przeszła dalej: w tej rundzie prowadzi %1 i pierwsza ciągnie i kupuje. Kup też swój nowy zestaw: naciśnij Kup (B).</translation>
        </message>
        <message>
            <source>Keep your tiles</source>
            <translation>Zatrzymaj płytki</translation>
        </message>
        <message>
            <source>This time sell nothing: press Done selling (Space). You will hold more than %1 letter tiles, and see what happens then.</source>
            <translation>Tym razem nic nie sprzedawaj: naciśnij Koniec sprzedaży (Spacja). Będziesz mieć więcej niż %1 płytek z literami i zobaczysz, co wtedy.</translation>
        </message>
        <message>
            <source>In this lesson, sell nothing: press Done selling (Space).</source>
            <translation>W tym kroku nic nie sprzedawaj: naciśnij Koniec sprzedaży (Spacja).</translation>
        </message>
        <message>
            <source>The 8-tile limit</source>
            <translation>Limit 8 płytek</translation>
        </message>
        <message>
            <source>At the end of a round nobody keeps more than %1 letter tiles (wilds do not count). Click the letters to give up (or type them), then press Discard the marked tiles (Enter). They leave the game.</source>
            <translation>Na koniec rundy nikt nie zatrzymuje więcej niż %1 płytek z literami (dżokery się nie liczą). Kliknij litery do oddania (albo je wpisz), potem naciśnij Odrzuć zaznaczone płytki (Enter). Odpadają z gry.</translation>
        </message>
        <message>
            <source>Mark letter tiles until %1 are left, then press Enter.</source>
            <translation>Zaznacz płytki z literami, aż zostanie %1, potem naciśnij Enter.</translation>
        </message>
        <message>
            <source>The die, buying, selling with a wild and the 8-tile limit: that is the whole game. Play on against %1, who now plays by herself, or start a new game from the File menu. This game does not count for your rating.</source>
            <translation>Kostka, kupowanie, sprzedaż z dżokerem i limit 8 płytek: to cała gra. Graj dalej przeciw: %1 (teraz gra samodzielnie) albo zacznij nową partię z menu Plik. Ta partia nie liczy się do twojego rankingu.</translation>
        </message>
    </context>
    <context>
        <name>VersusChart</name>
        <message>
            <source>Wins against each opponent</source>
            <translation>Wygrane z każdym przeciwnikiem</translation>
        </message>
        <message>
            <source>{opponent}: {wins} won, {draws} drawn of {games}</source>
            <translation>{opponent}: wygrane {wins}, remisy {draws} z {games}</translation>
        </message>
        <message>
            <source>No games yet</source>
            <translation>Nie ma jeszcze partii</translation>
        </message>
        <message>
            <source>{wins} of {games}</source>
            <translation>{wins} z {games}</translation>
        </message>
        <message>
            <source>won</source>
            <translation>wygrane</translation>
        </message>
        <message>
            <source>drawn</source>
            <translation>remisy</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>przegrane</translation>
        </message>
    </context>
    <context>
        <name>WelcomeScreen</name>
        <message>
            <source>Welcome to the patent game</source>
            <translation>Witaj w grze w patenty</translation>
        </message>
        <message>
            <source>Build words from letter cards, buy patents on letters, and earn a royalty whenever someone plays yours.</source>
            <translation>Układaj słowa z kart z literami, kupuj patenty na litery i zarabiaj tantiemę za każdym razem, gdy ktoś zagra twoją literę.</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>Naucz się grać</translation>
        </message>
        <message>
            <source>A guided first game on the real table: one step at a time.</source>
            <translation>Pierwsza partia z przewodnikiem przy prawdziwym stole: krok po kroku.</translation>
        </message>
        <message>
            <source>Play against the computer</source>
            <translation>Zagraj z komputerem</translation>
        </message>
        <message>
            <source>Start a game against the computer right away.</source>
            <translation>Od razu zacznij partię z komputerem.</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>Otwórz zapisaną partię</translation>
        </message>
        <message>
            <source>Go on with a game kept as a file.</source>
            <translation>Kontynuuj partię zachowaną w pliku.</translation>
        </message>
        <message>
            <source>L</source>
            <comment>the key of Learn to play</comment>
            <translation>N</translation>
        </message>
        <message>
            <source>P</source>
            <comment>the key of Play against the computer</comment>
            <translation>Z</translation>
        </message>
        <message>
            <source>O</source>
            <comment>the key of Open a saved game</comment>
            <translation>O</translation>
        </message>
        <message>
            <source>Keys: {learn}, {play} or {open}; the arrows and Enter also work.</source>
            <translation>Klawisze: {learn}, {play} lub {open}; działają też strzałki i Enter.</translation>
        </message>
        <message>
            <source>Or learn another game:</source>
            <translation>Albo naucz się innej gry:</translation>
        </message>
    </context>
    <context>
        <name>WindowMenus</name>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Plik</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Edycja</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Gra</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Widok</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Ustawienia</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Po&amp;moc</translation>
        </message>
        <message>
            <source>&amp;New game...</source>
            <translation>&amp;Nowa gra...</translation>
        </message>
        <message>
            <source>&amp;Play against the computer</source>
            <translation>&amp;Zagraj z komputerem</translation>
        </message>
        <message>
            <source>&amp;Open...</source>
            <translation>&amp;Otwórz...</translation>
        </message>
        <message>
            <source>Save &amp;as...</source>
            <translation>Zapisz &amp;jako...</translation>
        </message>
        <message>
            <source>&amp;Recent games</source>
            <translation>Ostatnie &amp;partie</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>Zakoń&amp;cz</translation>
        </message>
        <message>
            <source>&amp;Take back</source>
            <translation>&amp;Cofnij</translation>
        </message>
        <message>
            <source>Computer &amp;speed</source>
            <translation>Szybkość &amp;komputera</translation>
        </message>
        <message>
            <source>Show the game &amp;log</source>
            <translation>Pokaż &amp;dziennik gry</translation>
        </message>
        <message>
            <source>&amp;Reduce motion</source>
            <translation>&amp;Ogranicz animacje</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>Pełny &amp;ekran</translation>
        </message>
        <message>
            <source>&amp;Challenge time limit...</source>
            <translation>Limit &amp;czasu na podważenie...</translation>
        </message>
        <message>
            <source>Accept computer players' &amp;words without asking</source>
            <translation>Przyjmuj &amp;słowa komputerowych graczy bez pytania</translation>
        </message>
        <message>
            <source>Your &amp;name in solo games...</source>
            <translation>Twoje &amp;imię w grach solo...</translation>
        </message>
        <message>
            <source>Take back whole &amp;turns against the computer (the game is not rated)</source>
            <translation>Cofaj całe &amp;ruchy przeciw komputerowi (partia nie jest rankingowa)</translation>
        </message>
        <message>
            <source>Offer &amp;hints</source>
            <translation>Oferuj &amp;podpowiedzi</translation>
        </message>
        <message>
            <source>Show my &amp;best plays after each turn</source>
            <translation>Pokazuj moje &amp;najlepsze zagrania po każdym ruchu</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Zasady</translation>
        </message>
        <message>
            <source>&amp;Guided first game</source>
            <translation>Pierwsza partia z prze&amp;wodnikiem</translation>
        </message>
        <message>
            <source>Guided first game: {game}</source>
            <translation>Partia z przewodnikiem: {game}</translation>
        </message>
        <message>
            <source>Report a &amp;problem...</source>
            <translation>Zgłoś &amp;problem...</translation>
        </message>
        <message>
            <source>&amp;About patentgame</source>
            <translation>&amp;O programie patentgame</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Język</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Jak w systemie</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation>Szybkość &amp;animacji</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Wolno</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normalnie</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Szybko</translation>
        </message>
        <message>
            <source>Challenge time limit</source>
            <translation>Limit czasu na podważenie</translation>
        </message>
        <message>
            <source>Seconds the challenge bar counts down before it accepts a word by itself
(0 turns the countdown off: the bar waits for your answer):</source>
            <translation>Ile sekund pasek podważenia odlicza, zanim sam przyjmie słowo
(0 wyłącza odliczanie: pasek czeka na twoją odpowiedź):</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>Twoje imię</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>Twoje imię:</translation>
        </message>
    </context>
    <context>
        <name>WordBuilding</name>
        <message>
            <source>Wild = ?</source>
            <translation>Dżoker = ?</translation>
        </message>
        <message>
            <source>Wild = {letter}</source>
            <translation>Dżoker = {letter}</translation>
        </message>
        <message>
            <source>No {letter} left in your hand.</source>
            <translation>Nie masz już {letter} na ręce.</translation>
        </message>
        <message numerus="yes">
            <source>{word}: %n pip(s), sells for {price}</source>
            <translation>
                <numerusform>{word}: %n oczko, sprzedaje się za {price}</numerusform>
                <numerusform>{word}: %n oczka, sprzedaje się za {price}</numerusform>
                <numerusform>{word}: %n oczek, sprzedaje się za {price}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{word}: %n pip(s), {price} - {why}</source>
            <translation>
                <numerusform>{word}: %n oczko, {price} – {why}</numerusform>
                <numerusform>{word}: %n oczka, {price} – {why}</numerusform>
                <numerusform>{word}: %n oczek, {price} – {why}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>WordLists</name>
        <message>
            <source>Open English (ENABLE)</source>
            <translation>Otwarta angielska (ENABLE)</translation>
        </message>
        <message>
            <source>Open English, everyday words</source>
            <translation>Otwarta angielska, codzienne słowa</translation>
        </message>
        <message>
            <source>Open English, large (US and UK spellings)</source>
            <translation>Otwarta angielska, duża (pisownia amerykańska i brytyjska)</translation>
        </message>
        <message>
            <source>Russian common nouns (OpenCorpora)</source>
            <translation>Rosyjskie rzeczowniki pospolite (OpenCorpora)</translation>
        </message>
        <message>
            <source>Russian, all word forms (OpenCorpora)</source>
            <translation>Rosyjska, wszystkie formy słów (OpenCorpora)</translation>
        </message>
        <message>
            <source>Open Spanish, all word forms (RLA-ES)</source>
            <translation>Otwarta hiszpańska, wszystkie formy słów (RLA-ES)</translation>
        </message>
        <message>
            <source>Open Polish, all word forms (sjp.pl)</source>
            <translation>Otwarta polska, wszystkie formy słów (sjp.pl)</translation>
        </message>
        <message>
            <source>ENABLE (Enhanced North American Benchmark Lexicon) by Alan Beale and Mendel Cooper, released into the public domain.</source>
            <translation>ENABLE (Enhanced North American Benchmark Lexicon) autorstwa Alana Beale’a i Mendla Coopera, przekazana do domeny publicznej.</translation>
        </message>
        <message>
            <source>Words from SCOWL (Spell Checker Oriented Word Lists) by Kevin Atkinson, http://wordlist.aspell.net/. Copyright 2000-2018 by Kevin Atkinson and the other copyright holders named in its licence. Permission to use, copy, modify, distribute and sell these word lists, the associated scripts, the output created from the scripts, and its documentation for any purpose is hereby granted without fee, provided that the above copyright notice appears in all copies and that both that copyright notice and this permission notice appear in supporting documentation. Kevin Atkinson makes no representations about the suitability of this array for any purpose. It is provided "as is" without express or implied warranty.</source>
            <translation>Słowa z SCOWL (Spell Checker Oriented Word Lists) autorstwa Kevina Atkinsona, http://wordlist.aspell.net/. Informacja o prawach autorskich i zezwolenie, w oryginale, jak wymaga licencja: Copyright 2000-2018 by Kevin Atkinson and the other copyright holders named in its licence. Permission to use, copy, modify, distribute and sell these word lists, the associated scripts, the output created from the scripts, and its documentation for any purpose is hereby granted without fee, provided that the above copyright notice appears in all copies and that both that copyright notice and this permission notice appear in supporting documentation. Kevin Atkinson makes no representations about the suitability of this array for any purpose. It is provided "as is" without express or implied warranty.</translation>
        </message>
        <message>
            <source>ENABLE (Enhanced North American Benchmark Lexicon) by Alan Beale and Mendel Cooper, released into the public domain. Words from SCOWL (Spell Checker Oriented Word Lists) by Kevin Atkinson, http://wordlist.aspell.net/. Copyright 2000-2018 by Kevin Atkinson and the other copyright holders named in its licence. Permission to use, copy, modify, distribute and sell these word lists, the associated scripts, the output created from the scripts, and its documentation for any purpose is hereby granted without fee, provided that the above copyright notice appears in all copies and that both that copyright notice and this permission notice appear in supporting documentation. Kevin Atkinson makes no representations about the suitability of this array for any purpose. It is provided "as is" without express or implied warranty.</source>
            <translation>ENABLE (Enhanced North American Benchmark Lexicon) autorstwa Alana Beale’a i Mendla Coopera, przekazana do domeny publicznej. Słowa z SCOWL (Spell Checker Oriented Word Lists) autorstwa Kevina Atkinsona, http://wordlist.aspell.net/. Informacja o prawach autorskich i zezwolenie, w oryginale, jak wymaga licencja: Copyright 2000-2018 by Kevin Atkinson and the other copyright holders named in its licence. Permission to use, copy, modify, distribute and sell these word lists, the associated scripts, the output created from the scripts, and its documentation for any purpose is hereby granted without fee, provided that the above copyright notice appears in all copies and that both that copyright notice and this permission notice appear in supporting documentation. Kevin Atkinson makes no representations about the suitability of this array for any purpose. It is provided "as is" without express or implied warranty.</translation>
        </message>
        <message>
            <source>Russian words from the OpenCorpora dictionary (opencorpora.org), as compiled for pymorphy in the package pymorphy3-dicts-ru, under the Creative Commons Attribution-ShareAlike 3.0 licence (https://creativecommons.org/licenses/by-sa/3.0/). The list is our selection of it.</source>
            <translation>Rosyjskie słowa ze słownika OpenCorpora (opencorpora.org) w wersji dla pymorphy z pakietu pymorphy3-dicts-ru, na licencji Creative Commons Uznanie autorstwa – Na tych samych warunkach 3.0 (https://creativecommons.org/licenses/by-sa/3.0/). Lista to nasz wybór z niego.</translation>
        </message>
        <message>
            <source>Spanish words expanded from the Spanish Hunspell dictionary of the RLA-ES project by Santiago Bosio (LibreOffice dictionaries, Debian package hunspell-es), used under the Mozilla Public License 1.1 (one of its GPL-3+, LGPL-3+ and MPL-1.1 options). Words it lacks added from the public-domain Spanish word list of Debian's package wspanish.</source>
            <translation>Hiszpańskie słowa rozwinięte z hiszpańskiego słownika Hunspell projektu RLA-ES autorstwa Santiago Bosio (słowniki LibreOffice, pakiet Debiana hunspell-es), używane na licencji Mozilla Public License 1.1 (jednej z opcji GPL-3+, LGPL-3+ i MPL-1.1). Brakujące w nim słowa dodano z hiszpańskiej listy słów w domenie publicznej z pakietu Debiana wspanish.</translation>
        </message>
        <message>
            <source>Polish words from the dictionary of sjp.pl (Słownik języka polskiego, https://sjp.pl/slownik/ort/), Copyright 2008-2018 Polish Alternative Dictionary Editing Team and Marek Futrega, as packaged by Debian (wpolish), used under the Creative Commons Attribution 4.0 licence (https://creativecommons.org/licenses/by/4.0/), one of its GPL-2, LGPL-2.1, MPL-1.1, Apache-2.0 and CC-BY-4.0 options. The list is our selection of it.</source>
            <translation>Polskie słowa ze słownika sjp.pl (Słownik języka polskiego, https://sjp.pl/slownik/ort/), Copyright 2008–2018 Zespół Redakcyjny Alternatywnego Słownika Polskiego i Marek Futrega, w pakiecie Debiana wpolish, na licencji Creative Commons Uznanie autorstwa 4.0 (https://creativecommons.org/licenses/by/4.0/), jednej z jego licencji GPL-2, LGPL-2.1, MPL-1.1, Apache-2.0 i CC-BY-4.0. Lista to nasz wybór z niego.</translation>
        </message>
        <message>
            <source>Public domain</source>
            <translation>Domena publiczna</translation>
        </message>
        <message>
            <source>SCOWL licence (permissive)</source>
            <translation>Licencja SCOWL (liberalna)</translation>
        </message>
        <message>
            <source>Public domain (ENABLE) and SCOWL licence (permissive), with the UKACD notice</source>
            <translation>Domena publiczna (ENABLE) i licencja SCOWL (liberalna), z informacją UKACD</translation>
        </message>
        <message>
            <source>CC BY-SA 3.0</source>
            <translation>CC BY-SA 3.0</translation>
        </message>
        <message>
            <source>MPL 1.1 (RLA-ES) and public domain (wspanish)</source>
            <translation>MPL 1.1 (RLA-ES) i domena publiczna (wspanish)</translation>
        </message>
        <message>
            <source>CC BY 4.0</source>
            <translation>CC BY 4.0</translation>
        </message>
    </context>
    <context>
        <name>WordListsDialog</name>
        <message>
            <source>Word list</source>
            <translation>Lista słów</translation>
        </message>
        <message>
            <source>Words</source>
            <translation>Słowa</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Rodzaj</translation>
        </message>
        <message>
            <source>Licence</source>
            <translation>Licencja</translation>
        </message>
        <message>
            <source>English: the patent game, BuyWord, Scrabble, Wocable (English)</source>
            <translation>Angielski: gra w patenty, BuyWord, Scrabble, Wocable (English)</translation>
        </message>
        <message>
            <source>Russian: Эрудит, Скрэббл (русский)</source>
            <translation>Rosyjski: Эрудит, Скрэббл (русский)</translation>
        </message>
        <message>
            <source>Spanish: Wocable (Español)</source>
            <translation>Hiszpański: Wocable (Español)</translation>
        </message>
        <message>
            <source>Word lists</source>
            <translation>Listy słów</translation>
        </message>
        <message>
            <source>Games are checked against one of these lists. Import a plain-text list you own (one word per line) to play with it.</source>
            <translation>Partie są sprawdzane według jednej z tych list. Zaimportuj własną listę w zwykłym tekście (jedno słowo na wiersz), aby nią grać.</translation>
        </message>
        <message>
            <source>&amp;Cancel import</source>
            <translation>&amp;Anuluj import</translation>
        </message>
        <message>
            <source>&amp;Import…</source>
            <translation>&amp;Importuj…</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Usuń</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>The imported word lists cannot be read.</source>
            <translation>Nie można odczytać zaimportowanych list słów.</translation>
        </message>
        <message>
            <source>Built-in · default</source>
            <translation>Wbudowana · domyślna</translation>
        </message>
        <message>
            <source>Built-in</source>
            <translation>Wbudowana</translation>
        </message>
        <message>
            <source>Imported from {file}</source>
            <translation>Zaimportowana z {file}</translation>
        </message>
        <message>
            <source>Imported from a file</source>
            <translation>Zaimportowana z pliku</translation>
        </message>
        <message>
            <source>Russian</source>
            <translation>rosyjski</translation>
        </message>
        <message>
            <source>Spanish</source>
            <translation>hiszpański</translation>
        </message>
        <message>
            <source>Built-in lists cannot be removed</source>
            <translation>Wbudowanych list nie można usunąć</translation>
        </message>
        <message>
            <source>Import a word list</source>
            <translation>Importuj listę słów</translation>
        </message>
        <message>
            <source>Word lists (*.txt *.txt.gz *.lst *.dic);;All files (*)</source>
            <translation>Listy słów (*.txt *.txt.gz *.lst *.dic);;Wszystkie pliki (*)</translation>
        </message>
        <message>
            <source>Importing {file}…</source>
            <translation>Importowanie {file}…</translation>
        </message>
        <message>
            <source>Cancelling the import…</source>
            <translation>Anulowanie importu…</translation>
        </message>
        <message>
            <source>{file} was not imported.</source>
            <translation>Nie zaimportowano {file}.</translation>
        </message>
        <message numerus="yes">
            <source>Imported “{name}”: %Ln word(s).</source>
            <translation>
                <numerusform>Zaimportowano „{name}”: %Ln słowo.</numerusform>
                <numerusform>Zaimportowano „{name}”: %Ln słowa.</numerusform>
                <numerusform>Zaimportowano „{name}”: %Ln słów.</numerusform>
            </translation>
        </message>
        <message>
            <source>{accepted} lines accepted ({repeated} repeated a word), {rejected} rejected.</source>
            <translation>Przyjęte wiersze: {accepted} (powtórzone słowo: {repeated}), odrzucone: {rejected}.</translation>
        </message>
        <message>
            <source>{accepted} lines accepted, {rejected} rejected.</source>
            <translation>Przyjęte wiersze: {accepted}, odrzucone: {rejected}.</translation>
        </message>
        <message>
            <source>line {number}: {text}</source>
            <translation>wiersz {number}: {text}</translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more</source>
            <translation>
                <numerusform>… i jeszcze %Ln</numerusform>
                <numerusform>… i jeszcze %Ln</numerusform>
                <numerusform>… i jeszcze %Ln</numerusform>
            </translation>
        </message>
        <message>
            <source>Remove word list</source>
            <translation>Usuń listę słów</translation>
        </message>
        <message>
            <source>Remove the word list “{name}”? Saved games that use it cannot be opened until it is imported again.</source>
            <translation>Usunąć listę słów „{name}”? Zapisanych partii, które jej używają, nie da się otworzyć, dopóki nie zostanie zaimportowana ponownie.</translation>
        </message>
        <message>
            <source>The word list was not removed.</source>
            <translation>Lista słów nie została usunięta.</translation>
        </message>
    </context>
    <context>
        <name>WorthChart</name>
        <message>
            <source>turns</source>
            <translation>ruchy</translation>
        </message>
    </context>
    <context>
        <name>_SeatPanel</name>
        <message>
            <source>person</source>
            <translation>człowiek</translation>
        </message>
        <message>
            <source>{level} computer</source>
            <translation>komputer: {level}</translation>
        </message>
        <message numerus="yes">
            <source>${money}  ·  %n stock  ·  score {score}</source>
            <translation>
                <numerusform>${money}  ·  %n akcja  ·  wynik {score}</numerusform>
                <numerusform>${money}  ·  %n akcje  ·  wynik {score}</numerusform>
                <numerusform>${money}  ·  %n akcji  ·  wynik {score}</numerusform>
            </translation>
        </message>
        <message>
            <source>Patents: {letters}  (worth ${value})</source>
            <translation>Patenty: {letters}  (warte ${value})</translation>
        </message>
        <message>
            <source>Patents: none</source>
            <translation>Patenty: brak</translation>
        </message>
    </context>
</TS>
