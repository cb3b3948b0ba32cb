<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ru" sourcelanguage="en">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About patentgame</source>
            <translation>О программе patentgame</translation>
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
            <translation>Сделано на Qt {qt} (PySide6 {pyside}).</translation>
        </message>
        <message>
            <source>A word game of letters, patents and royalties.</source>
            <translation>Игра в слова: буквы, патенты и роялти.</translation>
        </message>
        <message>
            <source>Word lists and other data</source>
            <translation>Словари и другие данные</translation>
        </message>
        <message>
            <source>None of these lists is the NWL, Collins or any other proprietary tournament list.</source>
            <translation>Ни один из этих словарей не является NWL, Collins или другим закрытым турнирным словарём.</translation>
        </message>
        <message>
            <source>The word lists' details could not be read: {error}</source>
            <translation>Не удалось прочитать сведения о словарях: {error}</translation>
        </message>
        <message>
            <source>Licence texts</source>
            <translation>Тексты лицензий</translation>
        </message>
        <message>
            <source>Everyday vocabularies of the board games' computer players</source>
            <translation>Словари обиходных слов для компьютеров в играх на поле</translation>
        </message>
        <message>
            <source>The vocabularies' credits could not be read: {error}</source>
            <translation>Не удалось прочитать сведения о словарях обиходных слов: {error}</translation>
        </message>
        <message>
            <source>{id} ({words} words), made from {source}. Licence: {licence}</source>
            <translation>{id} (слов: {words}), составлен по {source}. Лицензия: {licence}</translation>
        </message>
        <message numerus="yes">
            <source>{title} (%Ln word(s))</source>
            <translation>
                <numerusform>{title} (слов: %Ln)</numerusform>
                <numerusform>{title} (слов: %Ln)</numerusform>
                <numerusform>{title} (слов: %Ln)</numerusform>
            </translation>
        </message>
        <message>
            <source>Licence: {licence}</source>
            <translation>Лицензия: {licence}</translation>
        </message>
    </context>
    <context>
        <name>AccessMenus</name>
        <message>
            <source>&amp;Theme</source>
            <translation>&amp;Тема оформления</translation>
        </message>
        <message>
            <source>&amp;Zoom</source>
            <translation>Мас&amp;штаб</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>&amp;Увеличить</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>У&amp;меньшить</translation>
        </message>
        <message>
            <source>&amp;Actual size</source>
            <translation>&amp;Исходный размер</translation>
        </message>
        <message>
            <source>&amp;Mute sounds</source>
            <translation>&amp;Без звука</translation>
        </message>
        <message>
            <source>Sound &amp;volume...</source>
            <translation>&amp;Громкость звука...</translation>
        </message>
        <message>
            <source>&amp;Keys</source>
            <translation>&amp;Клавиши</translation>
        </message>
        <message>
            <source>&amp;Actual size (now {percent}%)</source>
            <translation>&amp;Исходный размер (сейчас {percent}%)</translation>
        </message>
        <message>
            <source>Sound volume</source>
            <translation>Громкость звука</translation>
        </message>
        <message>
            <source>Volume of the game's sounds, from 0 (silent) to 100:</source>
            <translation>Громкость звуков игры, от 0 (тишина) до 100:</translation>
        </message>
    </context>
    <context>
        <name>Accessibility</name>
        <message>
            <source>Status</source>
            <translation>Строка состояния</translation>
        </message>
        <message>
            <source>The players:</source>
            <translation>Игроки:</translation>
        </message>
    </context>
    <context>
        <name>AfterGameBar</name>
        <message>
            <source>Play again</source>
            <translation>Сыграть ещё</translation>
        </message>
        <message>
            <source>A new game with the same players and rules</source>
            <translation>Новая партия с теми же игроками и правилами</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Итоги</translation>
        </message>
        <message>
            <source>The summary of the game just finished</source>
            <translation>Итоги только что оконченной партии</translation>
        </message>
    </context>
    <context>
        <name>AiRunner</name>
        <message>
            <source>(played safe after an error)</source>
            <translation>(сыграл осторожно после ошибки)</translation>
        </message>
    </context>
    <context>
        <name>AnalysisSection</name>
        <message>
            <source>Every play of each position...</source>
            <translation>Все ходы каждой позиции...</translation>
        </message>
        <message>
            <source>The game in the replay viewer, with every legal play of the position shown, best first</source>
            <translation>Партия в просмотре повтора со всеми допустимыми ходами показанной позиции, лучшие сначала</translation>
        </message>
        <message>
            <source>Every play of each position</source>
            <translation>Все ходы каждой позиции</translation>
        </message>
    </context>
    <context>
        <name>Announcer</name>
        <message>
            <source>Game news</source>
            <translation>Новости партии</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>patentgame: no screen found (DISPLAY and WAYLAND_DISPLAY are not set). Start it on a desktop, or use --screenshot PATH.</source>
            <translation>patentgame: экран не найден (DISPLAY и WAYLAND_DISPLAY не заданы). Запустите игру на рабочем столе или используйте --screenshot ПУТЬ.</translation>
        </message>
        <message>
            <source>Games are not kept this time: {error}</source>
            <translation>В этот раз партии не сохраняются: {error}</translation>
        </message>
        <message>
            <source>Something went wrong, sorry. The game goes on; if it keeps happening, please report it with this line:

{error}</source>
            <translation>Что-то пошло не так, простите. Игра продолжается; если это повторится, сообщите, пожалуйста, об ошибке и приложите эту строку:

{error}</translation>
        </message>
    </context>
    <context>
        <name>Argparse</name>
        <message>
            <source>usage: </source>
            <translation>использование: </translation>
        </message>
        <message>
            <source>positional arguments</source>
            <translation>аргументы</translation>
        </message>
        <message>
            <source>options</source>
            <translation>параметры</translation>
        </message>
        <message>
            <source>show this help message and exit</source>
            <translation>показать эту справку и выйти</translation>
        </message>
        <message>
            <source>%(prog)s: error: %(message)s
</source>
            <translation>%(prog)s: ошибка: %(message)s
</translation>
        </message>
        <message>
            <source>%(prog)s: error: %(message)s (see %(prog)s --help)</source>
            <translation>%(prog)s: ошибка: %(message)s (см. %(prog)s --help)</translation>
        </message>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation>аргумент %(argument_name)s: %(message)s</translation>
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation>не хватает обязательных аргументов: %s</translation>
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation>неизвестные аргументы: %s</translation>
        </message>
        <message>
            <source>expected one argument</source>
            <translation>нужен один аргумент</translation>
        </message>
        <message>
            <source>expected at least one argument</source>
            <translation>нужен хотя бы один аргумент</translation>
        </message>
        <message>
            <source>expected at most one argument</source>
            <translation>допускается не больше одного аргумента</translation>
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation>недопустимое значение: %(value)r (выберите из: %(choices)s)</translation>
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation>недопустимое значение %(type)s: %(value)r</translation>
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation>неоднозначный параметр: %(option)s подходит к %(matches)s</translation>
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation>нельзя вместе с аргументом %s</translation>
        </message>
        <message>
            <source>ignored explicit argument %r</source>
            <translation>лишнее значение %r</translation>
        </message>
        <message>
            <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
            <translation>неизвестная команда %(parser_name)r (есть: %(choices)s)</translation>
        </message>
        <message>
            <source>can't open '%(filename)s': %(error)s</source>
            <translation>не удаётся открыть «%(filename)s»: %(error)s</translation>
        </message>
    </context>
    <context>
        <name>BlankPicker</name>
        <message>
            <source>Blank tile</source>
            <translation>Пустая фишка</translation>
        </message>
        <message>
            <source>Which letter does the blank stand for? Click it or type it (Esc: cancel).</source>
            <translation>Какую букву заменяет пустая фишка? Щёлкните её или напечатайте (Esc — отмена).</translation>
        </message>
        <message>
            <source>Letter {letter}</source>
            <translation>Буква {letter}</translation>
        </message>
    </context>
    <context>
        <name>BoardFiguresPanel</name>
        <message>
            <source>Board game</source>
            <translation>Игра на поле</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Партии</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Победы</translation>
        </message>
        <message>
            <source>Mean score</source>
            <translation>Средний счёт</translation>
        </message>
        <message>
            <source>Best play</source>
            <translation>Лучший ход</translation>
        </message>
        <message>
            <source>Plays</source>
            <translation>Ходы</translation>
        </message>
        <message>
            <source>All-tile plays</source>
            <translation>Ходы всеми фишками</translation>
        </message>
        <message>
            <source>Crossword-board games</source>
            <translation>Игры на поле</translation>
        </message>
        <message numerus="yes">
            <source>{words}: %n point(s)</source>
            <translation>
                <numerusform>{words}: %n очко</numerusform>
                <numerusform>{words}: %n очка</numerusform>
                <numerusform>{words}: %n очков</numerusform>
            </translation>
        </message>
        <message>
            <source>no play yet</source>
            <translation>ходов пока нет</translation>
        </message>
        <message>
            <source>{wins} ({share:.0f}%)</source>
            <translation>{wins} ({share:.0f}%)</translation>
        </message>
    </context>
    <context>
        <name>BoardNarration</name>
        <message>
            <source>{name} drew the tile nearest to the start of the alphabet and begins.</source>
            <translation>{name} вытягивает фишку, ближайшую к началу алфавита, и начинает партию.</translation>
        </message>
        <message>
            <source>Turn {number}: {name} to play.</source>
            <translation>Ход {number}: ходит {name}.</translation>
        </message>
        <message numerus="yes">
            <source>{name} plays {words} at {where} for %n point(s).</source>
            <translation>
                <numerusform>{name} выкладывает {words} на {where}: %n очко.</numerusform>
                <numerusform>{name} выкладывает {words} на {where}: %n очка.</numerusform>
                <numerusform>{name} выкладывает {words} на {where}: %n очков.</numerusform>
            </translation>
        </message>
        <message>
            <source>All seven tiles: a bonus!</source>
            <translation>Все семь фишек: бонус!</translation>
        </message>
        <message numerus="yes">
            <source>{name} exchanges %n tile(s).</source>
            <translation>
                <numerusform>{name} меняет %n фишку.</numerusform>
                <numerusform>{name} меняет %n фишки.</numerusform>
                <numerusform>{name} меняет %n фишек.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} passes.</source>
            <translation>{name} пасует.</translation>
        </message>
        <message>
            <source>{challenger} challenges {name}: {words} is not in the word list.</source>
            <translation>{challenger} оспаривает ход игрока {name}: {words} нет в словаре.</translation>
        </message>
        <message>
            <source>{challenger} challenges {name}: every word stands.</source>
            <translation>{challenger} оспаривает ход игрока {name}: все слова верны.</translation>
        </message>
        <message numerus="yes">
            <source>{name} takes the play back and loses %n point(s).</source>
            <translation>
                <numerusform>{name} забирает фишки обратно и теряет %n очко.</numerusform>
                <numerusform>{name} забирает фишки обратно и теряет %n очка.</numerusform>
                <numerusform>{name} забирает фишки обратно и теряет %n очков.</numerusform>
            </translation>
        </message>
        <message>
            <source>You drew the tile nearest to the start of the alphabet and begin.</source>
            <translation>Вы вытягиваете фишку, ближайшую к началу алфавита, и начинаете партию.</translation>
        </message>
        <message>
            <source>Turn {number}: your turn.</source>
            <translation>Ход {number}: ходите вы.</translation>
        </message>
        <message numerus="yes">
            <source>You exchange %n tile(s).</source>
            <translation>
                <numerusform>Вы меняете %n фишку.</numerusform>
                <numerusform>Вы меняете %n фишки.</numerusform>
                <numerusform>Вы меняете %n фишек.</numerusform>
            </translation>
        </message>
        <message>
            <source>You pass.</source>
            <translation>Вы пасуете.</translation>
        </message>
        <message numerus="yes">
            <source>You take the play back and lose %n point(s).</source>
            <translation>
                <numerusform>Вы забираете фишки обратно и теряете %n очко.</numerusform>
                <numerusform>Вы забираете фишки обратно и теряете %n очка.</numerusform>
                <numerusform>Вы забираете фишки обратно и теряете %n очков.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You gain %n point(s) for the wrong challenge.</source>
            <translation>
                <numerusform>Вы получаете %n очко за неудачный спор.</numerusform>
                <numerusform>Вы получаете %n очка за неудачный спор.</numerusform>
                <numerusform>Вы получаете %n очков за неудачный спор.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} gains %n point(s) for the wrong challenge.</source>
            <translation>
                <numerusform>{name} получает %n очко за неудачный спор.</numerusform>
                <numerusform>{name} получает %n очка за неудачный спор.</numerusform>
                <numerusform>{name} получает %n очков за неудачный спор.</numerusform>
            </translation>
        </message>
        <message>
            <source>You lose this turn to a wrong challenge.</source>
            <translation>Вы пропускаете ход из-за неудачного спора.</translation>
        </message>
        <message>
            <source>{name} loses this turn to a wrong challenge.</source>
            <translation>{name} пропускает ход из-за неудачного спора.</translation>
        </message>
        <message>
            <source>You resign.</source>
            <translation>Вы сдаётесь.</translation>
        </message>
        <message>
            <source>{name} resigns.</source>
            <translation>{name} сдаётся.</translation>
        </message>
        <message>
            <source>Your time ran out: you leave the game.</source>
            <translation>Ваше время вышло: вы выходите из игры.</translation>
        </message>
        <message>
            <source>{name}'s time ran out: {name} leaves the game.</source>
            <translation>Время игрока {name} вышло: {name} выходит из игры.</translation>
        </message>
        <message numerus="yes">
            <source>You went over time by %n minute(s): {points} points off.</source>
            <translation>
                <numerusform>Вы превысили время на %n минуту. Штрафных очков: {points}.</numerusform>
                <numerusform>Вы превысили время на %n минуты. Штрафных очков: {points}.</numerusform>
                <numerusform>Вы превысили время на %n минут. Штрафных очков: {points}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} went over time by %n minute(s): {points} points off.</source>
            <translation>
                <numerusform>У игрока {name} превышение времени на %n минуту. Штрафных очков: {points}.</numerusform>
                <numerusform>У игрока {name} превышение времени на %n минуты. Штрафных очков: {points}.</numerusform>
                <numerusform>У игрока {name} превышение времени на %n минут. Штрафных очков: {points}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You play {words} at {where} for %n point(s).</source>
            <translation>
                <numerusform>Вы выкладываете {words} на {where}: %n очко.</numerusform>
                <numerusform>Вы выкладываете {words} на {where}: %n очка.</numerusform>
                <numerusform>Вы выкладываете {words} на {where}: %n очков.</numerusform>
            </translation>
        </message>
        <message>
            <source>You challenge {name}: {words} is not in the word list.</source>
            <translation>Вы оспариваете ход игрока {name}: {words} нет в словаре.</translation>
        </message>
        <message>
            <source>{challenger} challenges you: {words} is not in the word list.</source>
            <translation>{challenger} оспаривает ваш ход: {words} нет в словаре.</translation>
        </message>
        <message>
            <source>You challenge {name}: every word stands.</source>
            <translation>Вы оспариваете ход игрока {name}: все слова верны.</translation>
        </message>
        <message>
            <source>{challenger} challenges you: every word stands.</source>
            <translation>{challenger} оспаривает ваш ход: все слова верны.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Партия окончена.</translation>
        </message>
        <message>
            <source>The game is over: you win.</source>
            <translation>Партия окончена: вы победили.</translation>
        </message>
        <message>
            <source>The game is over: a draw between {names}.</source>
            <translation>Партия окончена: ничья, игроки {names}.</translation>
        </message>
        <message>
            <source>The game is over: {name} wins.</source>
            <translation>Партия окончена: побеждает {name}.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Сейчас не ваш ход.</translation>
        </message>
        <message>
            <source>There is no such player.</source>
            <translation>Такого игрока нет.</translation>
        </message>
        <message>
            <source>This player has resigned.</source>
            <translation>Этот игрок уже сдался.</translation>
        </message>
        <message>
            <source>The last play went out: pass to accept it, or challenge it.</source>
            <translation>Последним ходом игрок выложил все фишки: спасуйте, чтобы принять ход, или оспорьте его.</translation>
        </message>
        <message>
            <source>Put at least one tile on the board.</source>
            <translation>Выложите на поле хотя бы одну фишку.</translation>
        </message>
        <message>
            <source>A tile is off the board.</source>
            <translation>Фишка за пределами поля.</translation>
        </message>
        <message>
            <source>That letter is not in this game's alphabet.</source>
            <translation>Такой буквы нет в алфавите этой игры.</translation>
        </message>
        <message>
            <source>A tile is not on your rack.</source>
            <translation>Такой фишки нет на вашей подставке.</translation>
        </message>
        <message>
            <source>A square already holds a tile.</source>
            <translation>Клетка уже занята фишкой.</translation>
        </message>
        <message>
            <source>Two tiles are on one square.</source>
            <translation>На одной клетке две фишки.</translation>
        </message>
        <message>
            <source>The tiles of a play lie in one row or one column.</source>
            <translation>Фишки одного хода лежат в одной строке или в одном столбце.</translation>
        </message>
        <message>
            <source>The tiles of a play leave a gap.</source>
            <translation>Между фишками хода остаётся пропуск.</translation>
        </message>
        <message>
            <source>The first word covers the centre star.</source>
            <translation>Первое слово должно проходить через центральную звезду.</translation>
        </message>
        <message>
            <source>The first word is too short.</source>
            <translation>Первое слово слишком короткое.</translation>
        </message>
        <message>
            <source>A play touches a tile already on the board.</source>
            <translation>Ход должен примыкать к фишке, уже лежащей на поле.</translation>
        </message>
        <message>
            <source>A play makes a word of at least two letters.</source>
            <translation>Ход должен образовать слово хотя бы из двух букв.</translation>
        </message>
        <message>
            <source>CH, LL and RR are played with their own tile.</source>
            <translation>CH, LL и RR выкладываются своей отдельной фишкой.</translation>
        </message>
        <message>
            <source>A word is not in the word list.</source>
            <translation>Одного из слов нет в словаре.</translation>
        </message>
        <message>
            <source>These rules do not let a blank be taken from the board.</source>
            <translation>По этим правилам пустую фишку нельзя забрать с поля.</translation>
        </message>
        <message>
            <source>Only a blank can be taken from the board.</source>
            <translation>С поля можно забрать только пустую фишку.</translation>
        </message>
        <message>
            <source>A blank is taken by putting its own letter in its place.</source>
            <translation>Чтобы забрать пустую фишку, положите на её место фишку с той же буквой.</translation>
        </message>
        <message>
            <source>A blank taken from the board is played in the same move.</source>
            <translation>Пустую фишку, забранную с поля, нужно сыграть в том же ходе.</translation>
        </message>
        <message>
            <source>Choose at least one tile to exchange.</source>
            <translation>Выберите для обмена хотя бы одну фишку.</translation>
        </message>
        <message>
            <source>The bag holds too few tiles to exchange.</source>
            <translation>В мешке слишком мало фишек для обмена.</translation>
        </message>
        <message>
            <source>There is no play to challenge.</source>
            <translation>Нет хода, который можно оспорить.</translation>
        </message>
        <message>
            <source>You cannot challenge your own play.</source>
            <translation>Нельзя оспорить свой собственный ход.</translation>
        </message>
        <message>
            <source>Words are checked automatically in this game.</source>
            <translation>В этой партии слова проверяются автоматически.</translation>
        </message>
        <message>
            <source>These rules do not let a player resign.</source>
            <translation>По этим правилам сдаться нельзя.</translation>
        </message>
        <message>
            <source>A time runs out only in a game with a time per move.</source>
            <translation>Время выходит только в партии со временем на ход.</translation>
        </message>
    </context>
    <context>
        <name>BoardReplayPanel</name>
        <message>
            <source>Every play of this position</source>
            <translation>Все ходы этой позиции</translation>
        </message>
        <message>
            <source>List every legal play of the rack to move, with its score, equity and the tiles it keeps, best first</source>
            <translation>Показать все допустимые ходы с подставки игрока, чья очередь: очки, оценку и оставшиеся фишки, лучшие сначала</translation>
        </message>
        <message numerus="yes">
            <source>{name} loses %n point(s) on time.</source>
            <translation>
                <numerusform>{name} теряет %n очко за превышение времени.</numerusform>
                <numerusform>{name} теряет %n очка за превышение времени.</numerusform>
                <numerusform>{name} теряет %n очков за превышение времени.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} gains %n point(s) from the tiles left.</source>
            <translation>
                <numerusform>{name} получает %n очко за оставшиеся фишки.</numerusform>
                <numerusform>{name} получает %n очка за оставшиеся фишки.</numerusform>
                <numerusform>{name} получает %n очков за оставшиеся фишки.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} loses %n point(s) for the tiles left.</source>
            <translation>
                <numerusform>{name} теряет %n очко за оставшиеся фишки.</numerusform>
                <numerusform>{name} теряет %n очка за оставшиеся фишки.</numerusform>
                <numerusform>{name} теряет %n очков за оставшиеся фишки.</numerusform>
            </translation>
        </message>
        <message>
            <source>Note: {text}</source>
            <translation>Примечание: {text}</translation>
        </message>
        <message>
            <source>The game is over: there is no play to list.</source>
            <translation>Партия окончена: ходов больше нет.</translation>
        </message>
        <message>
            <source>The last play went out: the next player may only accept or challenge it.</source>
            <translation>Последний ход закрыл партию: следующий игрок может только принять или оспорить его.</translation>
        </message>
        <message>
            <source>The file names no rack for this move.</source>
            <translation>Файл не указывает подставку для этого хода.</translation>
        </message>
        <message>
            <source>Next, as the file writes it: {rack}</source>
            <translation>Далее, по записи в файле: {rack}</translation>
        </message>
        <message numerus="yes">
            <source>Bag: %n tile(s)</source>
            <translation>
                <numerusform>В мешке: %n фишка</numerusform>
                <numerusform>В мешке: %n фишки</numerusform>
                <numerusform>В мешке: %n фишек</numerusform>
            </translation>
        </message>
        <message>
            <source>Game over: {names}</source>
            <translation>Партия окончена: {names}</translation>
        </message>
        <message>
            <source>Turn {number}</source>
            <translation>Ход {number}</translation>
        </message>
    </context>
    <context>
        <name>BoardRulesForm</name>
        <message>
            <source>Rule set:</source>
            <translation>Правила:</translation>
        </message>
        <message>
            <source>Players challenge words (a wrong challenge loses a turn)</source>
            <translation>Игроки оспаривают слова (за неудачный спор — пропуск хода)</translation>
        </message>
        <message>
            <source>Players challenge words (a wrong challenge gives 5 points)</source>
            <translation>Игроки оспаривают слова (неудачный спор даёт сопернику 5 очков)</translation>
        </message>
        <message>
            <source>The game checks every word</source>
            <translation>Игра проверяет каждое слово</translation>
        </message>
        <message>
            <source>Checking words:</source>
            <translation>Проверка слов:</translation>
        </message>
        <message>
            <source>The first word has at least 5 letters</source>
            <translation>Первое слово — не короче 5 букв</translation>
        </message>
        <message>
            <source>A blank scores as its letter</source>
            <translation>Пустая фишка приносит очки своей буквы</translation>
        </message>
        <message>
            <source>Е may be played for Ё (ЕЛКА for ЁЛКА)</source>
            <translation>Е можно ставить вместо Ё (ЕЛКА вместо ЁЛКА)</translation>
        </message>
        <message>
            <source>Exchanged tiles go back into the bag before new ones are drawn</source>
            <translation>При обмене фишки возвращаются в мешок до того, как тянут новые</translation>
        </message>
        <message>
            <source>The game ends after six turns in a row without a score</source>
            <translation>Партия кончается после шести ходов подряд без очков</translation>
        </message>
        <message>
            <source>No clock</source>
            <translation>Без часов</translation>
        </message>
        <message>
            <source>A time per move (run out: you leave the game)</source>
            <translation>Время на ход (время вышло — вы выходите из игры)</translation>
        </message>
        <message>
            <source>A time per game (10 points off per minute over)</source>
            <translation>Время на партию (штраф 10 очков за каждую минуту сверх)</translation>
        </message>
        <message>
            <source>Clock:</source>
            <translation>Часы:</translation>
        </message>
        <message>
            <source> s</source>
            <translation> с</translation>
        </message>
        <message>
            <source>Time per move:</source>
            <translation>Время на ход:</translation>
        </message>
        <message>
            <source> min</source>
            <translation> мин</translation>
        </message>
        <message>
            <source>Time per game:</source>
            <translation>Время на партию:</translation>
        </message>
    </context>
    <context>
        <name>BoardRulesPage</name>
        <message>
            <source>blank</source>
            <translation>пустая</translation>
        </message>
        <message>
            <source>letter</source>
            <translation>буква</translation>
        </message>
        <message>
            <source>tiles</source>
            <translation>фишек</translation>
        </message>
        <message>
            <source>points</source>
            <translation>очков</translation>
        </message>
        <message>
            <source>TW</source>
            <translation>3С</translation>
        </message>
        <message>
            <source>triple word: the word scores three times</source>
            <translation>утроение слова: слово получает втрое больше очков</translation>
        </message>
        <message>
            <source>DW</source>
            <translation>2С</translation>
        </message>
        <message>
            <source>double word, the centre star among them: the word scores twice</source>
            <translation>удвоение слова, и центральная звезда тоже: слово получает вдвое больше очков</translation>
        </message>
        <message>
            <source>TL</source>
            <translation>3Б</translation>
        </message>
        <message>
            <source>triple letter: the tile scores three times</source>
            <translation>утроение буквы: фишка получает втрое больше очков</translation>
        </message>
        <message>
            <source>DL</source>
            <translation>2Б</translation>
        </message>
        <message>
            <source>double letter: the tile scores twice</source>
            <translation>удвоение буквы: фишка получает вдвое больше очков</translation>
        </message>
        <message>
            <source>The tiles</source>
            <translation>Фишки</translation>
        </message>
        <message numerus="yes">
            <source>The bag holds %n tile(s), blanks included:</source>
            <translation>
                <numerusform>В мешке %n фишка вместе с пустыми:</numerusform>
                <numerusform>В мешке %n фишки вместе с пустыми:</numerusform>
                <numerusform>В мешке %n фишек вместе с пустыми:</numerusform>
            </translation>
        </message>
        <message>
            <source>{digraphs} are tiles of their own: each is one tile on one square.</source>
            <translation>{digraphs} — отдельные фишки: каждая из них — одна фишка на одной клетке.</translation>
        </message>
        <message>
            <source>A blank stands for any letter, chosen when it is played, and scores as that letter (a rule option).</source>
            <translation>Пустая фишка заменяет любую букву, которую выбирают, когда её кладут, и приносит столько очков, сколько эта буква (вариант правил).</translation>
        </message>
        <message>
            <source>A blank stands for any letter, chosen when it is played, and scores no points.</source>
            <translation>Пустая фишка заменяет любую букву, которую выбирают, когда её кладут, и не приносит очков.</translation>
        </message>
        <message>
            <source>The board</source>
            <translation>Поле</translation>
        </message>
        <message>
            <source>The board has {size} by {size} squares: columns {first} to {last} from left to right, rows 1 to {size} from top to bottom. A premium square counts only in the move that covers it:</source>
            <translation>На поле {size} на {size} клеток: столбцы от {first} до {last} слева направо, строки от 1 до {size} сверху вниз. Бонусная клетка действует только в тот ход, которым её занимают:</translation>
        </message>
        <message>
            <source>The start</source>
            <translation>Начало</translation>
        </message>
        <message>
            <source>Each player draws a tile: the one nearest to the start of the alphabet plays first (a blank comes before every letter), equal tiles draw again, and the tiles go back into the bag.</source>
            <translation>Каждый игрок тянет по фишке: первым ходит тот, чья буква ближе к началу алфавита (пустая фишка — раньше всех букв), при равных фишках тянут снова, и фишки возвращаются в мешок.</translation>
        </message>
        <message numerus="yes">
            <source>Each player then draws %n tile(s) onto their rack, and after each move draws back up to that many while the bag lasts.</source>
            <translation>
                <numerusform>Затем каждый игрок берёт на подставку %n фишку, а после каждого хода добирает до этого числа, пока в мешке есть фишки.</numerusform>
                <numerusform>Затем каждый игрок берёт на подставку %n фишки, а после каждого хода добирает до этого числа, пока в мешке есть фишки.</numerusform>
                <numerusform>Затем каждый игрок берёт на подставку %n фишек, а после каждого хода добирает до этого числа, пока в мешке есть фишки.</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;Exchange&lt;/b&gt;: instead of a move, put back any number of tiles and draw as many, when the bag holds at least as many tiles as are exchanged.</source>
            <translation>&lt;b&gt;Обмен&lt;/b&gt;: вместо хода вернуть в мешок любое число фишек и взять столько же, если в мешке не меньше фишек, чем обменивается.</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Exchange&lt;/b&gt;: instead of a move, put back any number of tiles and draw as many, when the bag holds at least %n tile(s).</source>
            <translation>
                <numerusform>&lt;b&gt;Обмен&lt;/b&gt;: вместо хода вернуть в мешок любое число фишек и взять столько же, если в мешке не меньше %n фишки.</numerusform>
                <numerusform>&lt;b&gt;Обмен&lt;/b&gt;: вместо хода вернуть в мешок любое число фишек и взять столько же, если в мешке не меньше %n фишек.</numerusform>
                <numerusform>&lt;b&gt;Обмен&lt;/b&gt;: вместо хода вернуть в мешок любое число фишек и взять столько же, если в мешке не меньше %n фишек.</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;Play&lt;/b&gt;: lay tiles in one row or one column, in one line with the tiles already there. Every line of two or more tiles across and down that the move makes must be a word. After the first move, a move touches at least one tile already on the board. Tiles never move once played.</source>
            <translation>&lt;b&gt;Сыграть слово&lt;/b&gt;: выложить фишки в одну строку или в один столбец, без пропусков вместе с фишками, которые там уже лежат. Каждый ряд из двух и более фишек по горизонтали и по вертикали, который образует ход, должен быть словом. После первого хода каждый ход касается хотя бы одной фишки, уже лежащей на поле. Выложенные фишки больше не двигаются.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Pass&lt;/b&gt;: scores nothing.</source>
            <translation>&lt;b&gt;Пас&lt;/b&gt;: не приносит очков.</translation>
        </message>
        <message>
            <source>The tiles exchanged go back into the bag first, the bag is mixed, then the new tiles are drawn: a tile given back may come back.</source>
            <translation>Сданные при обмене фишки сначала возвращаются в мешок, фишки перемешиваются, и только потом тянут новые: сданная фишка может вернуться.</translation>
        </message>
        <message>
            <source>The new tiles are drawn first, then the tiles exchanged go back into the bag: a tile given back never comes back in the same exchange.</source>
            <translation>Сначала тянут новые фишки, потом сданные возвращаются в мешок: при этом обмене сданная фишка не вернётся.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Resign&lt;/b&gt;: the player who resigns loses; with three or four players the others play on.</source>
            <translation>&lt;b&gt;Сдаться&lt;/b&gt;: сдавшийся игрок проигрывает; если играют трое или четверо, остальные продолжают.</translation>
        </message>
        <message>
            <source>A move</source>
            <translation>Ход</translation>
        </message>
        <message numerus="yes">
            <source>The first word covers the centre star, a double word square, and has at least %n letter(s).</source>
            <translation>
                <numerusform>Первое слово закрывает центральную звезду (это клетка 2С), и в нём не меньше %n буквы.</numerusform>
                <numerusform>Первое слово закрывает центральную звезду (это клетка 2С), и в нём не меньше %n букв.</numerusform>
                <numerusform>Первое слово закрывает центральную звезду (это клетка 2С), и в нём не меньше %n букв.</numerusform>
            </translation>
        </message>
        <message>
            <source>In their turn a player does one of these:</source>
            <translation>В свою очередь игрок выбирает одно:</translation>
        </message>
        <message>
            <source>A rule option: a blank on the board may be taken by putting the matching letter in its place; the blank taken must be played in the same move.</source>
            <translation>Вариант правил: пустую фишку с поля можно забрать, положив на её место фишку с той же буквой; забранную пустую фишку нужно выложить тем же ходом.</translation>
        </message>
        <message>
            <source>Only common nouns count, in the nominative singular: ДОМ, КОШКА, ОКНО, but not ДОМА, КОШКУ or ОКНА. A noun that has no singular counts in the plural: НОЖНИЦЫ, САНИ, ЧАСЫ. Names, place names, abbreviations and words spelled with a hyphen do not count.</source>
            <translation>Засчитываются только нарицательные существительные в именительном падеже единственного числа: ДОМ, КОШКА, ОКНО, но не ДОМА, КОШКУ или ОКНА. Существительное, у которого нет единственного числа, засчитывается во множественном: НОЖНИЦЫ, САНИ, ЧАСЫ. Имена, географические названия, сокращения и слова, пишущиеся через дефис, не засчитываются.</translation>
        </message>
        <message>
            <source>Every word of the word list counts, in any of its forms the list holds. Names, abbreviations and words spelled with a hyphen or an apostrophe do not count.</source>
            <translation>Засчитывается любое слово словаря в любой форме, которая в нём есть. Имена, сокращения и слова, пишущиеся через дефис или апостроф, не засчитываются.</translation>
        </message>
        <message>
            <source>Words</source>
            <translation>Слова</translation>
        </message>
        <message>
            <source>Е may be played for Ё, as most print writes it: ЕЖ and ЕЛКА count as ЁЖ and ЁЛКА. A word scores as it is laid: an Е tile scores as Е. A Ё tile is played only where the word has Ё.</source>
            <translation>Вместо Ё можно ставить Е, как пишут в большинстве книг и газет: ЕЖ и ЕЛКА засчитываются как ЁЖ и ЁЛКА. Слово считается так, как выложено: фишка Е приносит очки Е. Фишку Ё ставят только там, где в слове Ё.</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Подсчёт очков</translation>
        </message>
        <message>
            <source>Every word the move makes scores: the points of its tiles, each multiplied by the letter premium under a new tile, then the sum multiplied by the word premiums under new tiles.</source>
            <translation>Очки приносит каждое слово, которое образует ход: очки его фишек, каждая умножена на бонус буквы под новой фишкой, затем сумма умножается на бонусы слова под новыми фишками.</translation>
        </message>
        <message numerus="yes">
            <source>A move that lays all %n tile(s) of the rack earns {bonus} points more.</source>
            <translation>
                <numerusform>Ход, которым выложена %n фишка подставки, приносит ещё {bonus} очков.</numerusform>
                <numerusform>Ход, которым выложены все %n фишки подставки, приносит ещё {bonus} очков.</numerusform>
                <numerusform>Ход, которым выложены все %n фишек подставки, приносит ещё {bonus} очков.</numerusform>
            </translation>
        </message>
        <message>
            <source>The game checks every word: a move with a word not in the word list is refused and may be tried again.</source>
            <translation>Игра проверяет каждое слово: ход со словом, которого нет в словаре, не принимается, и его можно попробовать снова.</translation>
        </message>
        <message numerus="yes">
            <source>After a move any opponent may challenge it. If a word is not in the word list, the move is taken back, scores nothing and the turn is lost. If every word is in the list, the challenged player gains %n point(s).</source>
            <translation>
                <numerusform>После хода любой соперник может его оспорить. Если какого-то слова нет в словаре, ход возвращается, не приносит очков, и очередь переходит дальше. Если все слова есть в словаре, игрок, чей ход оспорили, получает %n очко.</numerusform>
                <numerusform>После хода любой соперник может его оспорить. Если какого-то слова нет в словаре, ход возвращается, не приносит очков, и очередь переходит дальше. Если все слова есть в словаре, игрок, чей ход оспорили, получает %n очка.</numerusform>
                <numerusform>После хода любой соперник может его оспорить. Если какого-то слова нет в словаре, ход возвращается, не приносит очков, и очередь переходит дальше. Если все слова есть в словаре, игрок, чей ход оспорили, получает %n очков.</numerusform>
            </translation>
        </message>
        <message>
            <source>After a move any opponent may challenge it. If a word is not in the word list, the move is taken back, scores nothing and the turn is lost. If every word is in the list, the challenger loses their next turn.</source>
            <translation>После хода любой соперник может его оспорить. Если какого-то слова нет в словаре, ход возвращается, не приносит очков, и очередь переходит дальше. Если все слова есть в словаре, тот, кто оспорил, пропускает свой следующий ход.</translation>
        </message>
        <message>
            <source>Checking words</source>
            <translation>Проверка слов</translation>
        </message>
        <message numerus="yes">
            <source>The game ends when a player uses their last tile while the bag is empty, or after %n turn(s) in a row that scored nothing.</source>
            <translation>
                <numerusform>Партия кончается, когда игрок выкладывает последнюю фишку, а мешок пуст, или после %n хода подряд без очков.</numerusform>
                <numerusform>Партия кончается, когда игрок выкладывает последнюю фишку, а мешок пуст, или после %n ходов подряд без очков.</numerusform>
                <numerusform>Партия кончается, когда игрок выкладывает последнюю фишку, а мешок пуст, или после %n ходов подряд без очков.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The game ends when a player uses their last tile while the bag is empty, when every player has passed twice in a row, or after %n turn(s) in a row that scored nothing (passes, exchanges, plays taken back): when nobody can make a word, even after exchanging.</source>
            <translation>
                <numerusform>Партия кончается, когда игрок выкладывает последнюю фишку, а мешок пуст, когда все игроки спасовали дважды подряд, или после %n хода подряд без очков (пасы, обмены, снятые ходы): когда никто не может составить слово даже после обмена.</numerusform>
                <numerusform>Партия кончается, когда игрок выкладывает последнюю фишку, а мешок пуст, когда все игроки спасовали дважды подряд, или после %n ходов подряд без очков (пасы, обмены, снятые ходы): когда никто не может составить слово даже после обмена.</numerusform>
                <numerusform>Партия кончается, когда игрок выкладывает последнюю фишку, а мешок пуст, когда все игроки спасовали дважды подряд, или после %n ходов подряд без очков (пасы, обмены, снятые ходы): когда никто не может составить слово даже после обмена.</numerusform>
            </translation>
        </message>
        <message>
            <source>The game ends when a player uses their last tile while the bag is empty, or when every player has passed twice in a row.</source>
            <translation>Партия кончается, когда игрок выкладывает последнюю фишку, а мешок пуст, или когда все игроки спасовали дважды подряд.</translation>
        </message>
        <message>
            <source>The player who goes out adds twice the points of the tiles left on the other racks; nobody subtracts anything.</source>
            <translation>Игрок, выложивший последнюю фишку, прибавляет удвоенные очки фишек, оставшихся на подставках других; никто ничего не вычитает.</translation>
        </message>
        <message>
            <source>The player who goes out adds the points of the tiles left on the other racks, and each other player subtracts the points of their own.</source>
            <translation>Игрок, выложивший последнюю фишку, прибавляет очки фишек, оставшихся на подставках других, а каждый из них вычитает очки своих.</translation>
        </message>
        <message>
            <source>The end</source>
            <translation>Конец партии</translation>
        </message>
        <message>
            <source>When nobody goes out, each player subtracts the points of the tiles left on their rack.</source>
            <translation>Если никто не выложил последнюю фишку, каждый игрок вычитает очки фишек, оставшихся на его подставке.</translation>
        </message>
        <message>
            <source>The highest score wins; equal scores are a draw.</source>
            <translation>Побеждает тот, у кого больше очков; при равном счёте — ничья.</translation>
        </message>
        <message numerus="yes">
            <source>Each move has %n second(s). A player whose time runs out has left the game: with two players the other wins; with three or four the others play on.</source>
            <translation>
                <numerusform>На каждый ход — %n секунда. Игрок, у которого вышло время, выходит из игры: из двух игроков побеждает другой, при трёх или четырёх остальные играют дальше.</numerusform>
                <numerusform>На каждый ход — %n секунды. Игрок, у которого вышло время, выходит из игры: из двух игроков побеждает другой, при трёх или четырёх остальные играют дальше.</numerusform>
                <numerusform>На каждый ход — %n секунд. Игрок, у которого вышло время, выходит из игры: из двух игроков побеждает другой, при трёх или четырёх остальные играют дальше.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Each player has %n minute(s) for the whole game. A player who takes longer loses {points} points for each minute, or part of a minute, over; at the end.</source>
            <translation>
                <numerusform>У каждого игрока на всю партию %n минута. Кто играет дольше, в конце партии получает штраф за каждую минуту сверх времени, даже неполную; штрафных очков за минуту: {points}.</numerusform>
                <numerusform>У каждого игрока на всю партию %n минуты. Кто играет дольше, в конце партии получает штраф за каждую минуту сверх времени, даже неполную; штрафных очков за минуту: {points}.</numerusform>
                <numerusform>У каждого игрока на всю партию %n минут. Кто играет дольше, в конце партии получает штраф за каждую минуту сверх времени, даже неполную; штрафных очков за минуту: {points}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Each player's clock is on their plaque and runs only in their turn; it stands still while the screen is handed over, while a play may be challenged and while a dialog is open. A saved game keeps the clocks.</source>
            <translation>Часы каждого игрока — на его табличке; они идут только в его ход и стоят, пока экран передают другому игроку, пока ход можно оспорить и пока открыто диалоговое окно. Сохранённая партия помнит показания часов.</translation>
        </message>
        <message>
            <source>The clock</source>
            <translation>Часы</translation>
        </message>
        <message>
            <source>Letters</source>
            <translation>Буквы</translation>
        </message>
        <message>
            <source>lay the tile on the cursor's square (the first on the centre star)</source>
            <translation>положить фишку на клетку курсора (первую — на центральную звезду)</translation>
        </message>
        <message>
            <source>Shift+letter, ?</source>
            <translation>Shift+буква, ?</translation>
        </message>
        <message>
            <source>lay a blank as that letter</source>
            <translation>положить пустую фишку как эту букву</translation>
        </message>
        <message>
            <source>Arrows</source>
            <translation>Стрелки</translation>
        </message>
        <message>
            <source>move the cursor</source>
            <translation>передвинуть курсор</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Пробел</translation>
        </message>
        <message>
            <source>turn the cursor across or down</source>
            <translation>повернуть курсор по горизонтали или по вертикали</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>Backspace</translation>
        </message>
        <message>
            <source>take back the last tile laid</source>
            <translation>убрать последнюю положенную фишку</translation>
        </message>
        <message>
            <source>Enter, Ctrl+Enter</source>
            <translation>Enter, Ctrl+Enter</translation>
        </message>
        <message>
            <source>play the tiles</source>
            <translation>сыграть фишки</translation>
        </message>
        <message>
            <source>Escape</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>recall the tiles to the rack</source>
            <translation>убрать фишки на подставку</translation>
        </message>
        <message>
            <source>Ctrl+H</source>
            <translation>Ctrl+H</translation>
        </message>
        <message>
            <source>shuffle the rack</source>
            <translation>перемешать подставку</translation>
        </message>
        <message>
            <source>Ctrl+E</source>
            <translation>Ctrl+E</translation>
        </message>
        <message>
            <source>exchange tiles</source>
            <translation>обменять фишки</translation>
        </message>
        <message>
            <source>Ctrl+P</source>
            <translation>Ctrl+P</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>спасовать</translation>
        </message>
        <message>
            <source>C; Enter or Escape</source>
            <translation>C; Enter или Esc</translation>
        </message>
        <message>
            <source>challenge the move; accept it</source>
            <translation>оспорить ход; принять его</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Клавиатура</translation>
        </message>
        <message>
            <source>Tiles can also be dragged from the rack to the board and back, or clicked.</source>
            <translation>Фишки можно также перетаскивать с подставки на поле и обратно или щёлкать по ним.</translation>
        </message>
        <message>
            <source>How to play {game}</source>
            <translation>Как играть: {game}</translation>
        </message>
        <message>
            <source>{game} is played by {fewest} to {most} players. Each lays words from the tiles of their rack on the board, crossword-fashion, and scores the points of the tiles; the highest score wins.</source>
            <translation>В {game} играют от {fewest} до {most} игроков. Каждый выкладывает на поле слова из фишек своей подставки, как в кроссворде, и получает очки фишек; побеждает тот, у кого больше очков.</translation>
        </message>
    </context>
    <context>
        <name>BoardTable</name>
        <message>
            <source>Resign</source>
            <translation>Сдаться</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Протокол</translation>
        </message>
        <message>
            <source>&amp;Play the tiles</source>
            <translation>&amp;Сыграть фишки</translation>
        </message>
        <message>
            <source>&amp;Recall the tiles</source>
            <translation>&amp;Убрать фишки</translation>
        </message>
        <message>
            <source>S&amp;huffle the rack</source>
            <translation>&amp;Перемешать фишки</translation>
        </message>
        <message>
            <source>&amp;Exchange tiles...</source>
            <translation>&amp;Обменять фишки...</translation>
        </message>
        <message>
            <source>P&amp;ass</source>
            <translation>П&amp;ас</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Партия окончена</translation>
        </message>
        <message>
            <source>The racks are hidden</source>
            <translation>Подставки скрыты</translation>
        </message>
        <message>
            <source>Resign this game? You lose it.</source>
            <translation>Сдаться? Партия будет засчитана как проигрыш.</translation>
        </message>
        <message>
            <source>Nothing to take back: only your last word, before the next player acts, in a game of people alone.</source>
            <translation>Нечего вернуть: вернуть можно только своё последнее слово, пока следующий игрок не сходил, и только в партии без компьютеров.</translation>
        </message>
        <message>
            <source>Taken back.</source>
            <translation>Ход возвращён.</translation>
        </message>
    </context>
    <context>
        <name>BoardTableWords</name>
        <message>
            <source>The game is over.</source>
            <translation>Партия окончена.</translation>
        </message>
        <message>
            <source>{name} is thinking...</source>
            <translation>{name} думает...</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>Ваш ход.</translation>
        </message>
        <message>
            <source>{name} to play.</source>
            <translation>Ходит {name}.</translation>
        </message>
        <message>
            <source>The last play went out: pass to accept it, or challenge it.</source>
            <translation>Последним ходом игрок выложил все фишки: спасуйте, чтобы принять ход, или оспорьте его.</translation>
        </message>
        <message>
            <source>Click the tiles to exchange, then press Exchange (Esc: cancel).</source>
            <translation>Щёлкните фишки для обмена, затем нажмите «Обменять» (Esc — отмена).</translation>
        </message>
        <message>
            <source>Your turn: drag tiles to the board, or click a square and type (click it again: down).</source>
            <translation>Ваш ход: перетащите фишки на поле или щёлкните клетку и печатайте (второй щелчок — по вертикали).</translation>
        </message>
        <message>
            <source>Your turn: drag tiles to the board, or click a square and type (click it again: across).</source>
            <translation>Ваш ход: перетащите фишки на поле или щёлкните клетку и печатайте (второй щелчок — по горизонтали).</translation>
        </message>
        <message numerus="yes">
            <source>{words} +{bonus} for the whole rack: %n point(s)</source>
            <translation>
                <numerusform>{words} +{bonus} за всю подставку: %n очко</numerusform>
                <numerusform>{words} +{bonus} за всю подставку: %n очка</numerusform>
                <numerusform>{words} +{bonus} за всю подставку: %n очков</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{words}: %n point(s)</source>
            <translation>
                <numerusform>{words}: %n очко</numerusform>
                <numerusform>{words}: %n очка</numerusform>
                <numerusform>{words}: %n очков</numerusform>
            </translation>
        </message>
        <message>
            <source>Challenge the last play, or accept it.</source>
            <translation>Оспорьте последний ход или примите его.</translation>
        </message>
        <message>
            <source>{name} played {words}. Is it a word? Challenge or accept.</source>
            <translation>{name} выкладывает {words}. Это слово? Оспорьте или примите.</translation>
        </message>
        <message>
            <source>{name} played {words}. Are they all words? Challenge or accept.</source>
            <translation>{name} выкладывает {words}. Это всё слова? Оспорьте или примите.</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Партия окончена</translation>
        </message>
        <message numerus="yes">
            <source>Turn {number} · {name} to play · %n tile(s) in the bag</source>
            <translation>
                <numerusform>Ход {number} · ходит {name} · в мешке %n фишка</numerusform>
                <numerusform>Ход {number} · ходит {name} · в мешке %n фишки</numerusform>
                <numerusform>Ход {number} · ходит {name} · в мешке %n фишек</numerusform>
            </translation>
        </message>
        <message>
            <source>Only you should look now. The other racks stay hidden.</source>
            <translation>Сейчас смотрите только вы. Остальные подставки скрыты.</translation>
        </message>
        <message>
            <source>Only {name} should look now. The other racks stay hidden.</source>
            <translation>Сейчас смотрит только игрок {name}. Остальные подставки скрыты.</translation>
        </message>
        <message>
            <source>Show my tiles  (Enter)</source>
            <translation>Показать мои фишки  (Enter)</translation>
        </message>
        <message>
            <source>I am {name}: show my tiles  (Enter)</source>
            <translation>Я — {name}: показать мои фишки  (Enter)</translation>
        </message>
        <message>
            <source>{played} from the board, {adjust:+d} at the end</source>
            <translation>{played} за ходы, {adjust:+d} в конце</translation>
        </message>
        <message>
            <source>Best play</source>
            <translation>Лучший ход</translation>
        </message>
        <message>
            <source>You win!</source>
            <translation>Вы победили!</translation>
        </message>
        <message>
            <source>{name} wins!</source>
            <translation>Побеждает {name}!</translation>
        </message>
        <message>
            <source>A draw: {names}</source>
            <translation>Ничья: {names}</translation>
        </message>
        <message>
            <source>Points from the board, then the tiles left on the racks and the time over at the end.</source>
            <translation>Очки за ходы, затем поправка за фишки, оставшиеся на подставках в конце, и штраф за время.</translation>
        </message>
        <message>
            <source>Points from the board, then the tiles left on the racks at the end.</source>
            <translation>Очки за ходы, затем поправка за фишки, оставшиеся на подставках в конце.</translation>
        </message>
    </context>
    <context>
        <name>BoardView</name>
        <message>
            <source>DL</source>
            <translation>2Б</translation>
        </message>
        <message>
            <source>TL</source>
            <translation>3Б</translation>
        </message>
        <message>
            <source>DW</source>
            <translation>2С</translation>
        </message>
        <message>
            <source>TW</source>
            <translation>3С</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Поле</translation>
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
            <translation>Партии</translation>
        </message>
        <message>
            <source>Average money</source>
            <translation>Деньги в среднем</translation>
        </message>
        <message>
            <source>Best sale</source>
            <translation>Лучшая продажа</translation>
        </message>
        <message>
            <source>Best alone</source>
            <translation>Лучшая одиночная</translation>
        </message>
        <message numerus="yes">
            <source>%n win(s) against other players</source>
            <translation>
                <numerusform>%n победа над другими игроками</numerusform>
                <numerusform>%n победы над другими игроками</numerusform>
                <numerusform>%n побед над другими игроками</numerusform>
            </translation>
        </message>
        <message>
            <source>highest {money}</source>
            <translation>максимум {money}</translation>
        </message>
        <message>
            <source>no word sold yet</source>
            <translation>слов пока не продано</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) alone, {reached} within or above the rules' yardstick</source>
            <translation>
                <numerusform>%n одиночная партия, из них {reached} — в пределах ориентира правил или выше</numerusform>
                <numerusform>%n одиночные партии, из них {reached} — в пределах ориентира правил или выше</numerusform>
                <numerusform>%n одиночных партий, из них {reached} — в пределах ориентира правил или выше</numerusform>
            </translation>
        </message>
        <message>
            <source>no game alone yet</source>
            <translation>одиночных партий пока нет</translation>
        </message>
    </context>
    <context>
        <name>BuyWordNarration</name>
        <message>
            <source>{word} ({letters} wild)</source>
            <translation>{word} ({letters} — джокер)</translation>
        </message>
        <message>
            <source>Round {number}: you hold the die.</source>
            <translation>Круг {number}: кубик у вас.</translation>
        </message>
        <message>
            <source>Round {number}: {name} holds the die.</source>
            <translation>Круг {number}: кубик у игрока {name}.</translation>
        </message>
        <message>
            <source>You rolled CHOICE: name how many tiles each player draws.</source>
            <translation>У вас выпал ВЫБОР: назовите, сколько фишек тянет каждый игрок.</translation>
        </message>
        <message>
            <source>{name} rolled CHOICE and names how many tiles each player draws.</source>
            <translation>{name} выбрасывает ВЫБОР и называет, сколько фишек тянет каждый игрок.</translation>
        </message>
        <message numerus="yes">
            <source>You rolled %n: each player draws %n tiles.</source>
            <translation>
                <numerusform>У вас выпало %n: каждый игрок тянет %n фишку.</numerusform>
                <numerusform>У вас выпало %n: каждый игрок тянет %n фишки.</numerusform>
                <numerusform>У вас выпало %n: каждый игрок тянет %n фишек.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} rolled %n: each player draws %n tiles.</source>
            <translation>
                <numerusform>{name} выбрасывает %n: каждый игрок тянет %n фишку.</numerusform>
                <numerusform>{name} выбрасывает %n: каждый игрок тянет %n фишки.</numerusform>
                <numerusform>{name} выбрасывает %n: каждый игрок тянет %n фишек.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You named %n: each player draws %n tiles.</source>
            <translation>
                <numerusform>Вы назвали %n: каждый игрок тянет %n фишку.</numerusform>
                <numerusform>Вы назвали %n: каждый игрок тянет %n фишки.</numerusform>
                <numerusform>Вы назвали %n: каждый игрок тянет %n фишек.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} named %n: each player draws %n tiles.</source>
            <translation>
                <numerusform>{name} называет %n: каждый игрок тянет %n фишку.</numerusform>
                <numerusform>{name} называет %n: каждый игрок тянет %n фишки.</numerusform>
                <numerusform>{name} называет %n: каждый игрок тянет %n фишек.</numerusform>
            </translation>
        </message>
        <message>
            <source>The bag is empty: nobody buys this round, and the game ends after this round's selling.</source>
            <translation>Мешок пуст: в этом круге никто не покупает, и партия заканчивается после продаж этого круга.</translation>
        </message>
        <message numerus="yes">
            <source>The bag holds too few tiles for this round: its last %n tile(s) leave the game, nobody buys, and the game ends after this round's selling.</source>
            <translation>
                <numerusform>В мешке слишком мало фишек для этого круга: последняя %n фишка выходит из игры, никто не покупает, и партия заканчивается после продаж этого круга.</numerusform>
                <numerusform>В мешке слишком мало фишек для этого круга: последние %n фишки выходят из игры, никто не покупает, и партия заканчивается после продаж этого круга.</numerusform>
                <numerusform>В мешке слишком мало фишек для этого круга: последние %n фишек выходят из игры, никто не покупает, и партия заканчивается после продаж этого круга.</numerusform>
            </translation>
        </message>
        <message>
            <source>Laid face up to draft: {tiles}.</source>
            <translation>Выложены в открытую на выбор: {tiles}.</translation>
        </message>
        <message>
            <source>You took {letter}.</source>
            <translation>Вы взяли {letter}.</translation>
        </message>
        <message>
            <source>{name} took {letter}.</source>
            <translation>{name} берёт {letter}.</translation>
        </message>
        <message>
            <source>You drew {tiles} ({pips} pips, {price}).</source>
            <translation>Вы вытянули {tiles} (очков: {pips}, {price}).</translation>
        </message>
        <message>
            <source>{name} drew {tiles} ({pips} pips, {price}).</source>
            <translation>{name} тянет {tiles} (очков: {pips}, {price}).</translation>
        </message>
        <message>
            <source>You bought {tiles} for {price}.</source>
            <translation>Вы купили {tiles} за {price}.</translation>
        </message>
        <message>
            <source>{name} bought {tiles} for {price}.</source>
            <translation>{name} покупает {tiles} за {price}.</translation>
        </message>
        <message>
            <source>You could not buy {tiles}: the tiles leave the game.</source>
            <translation>Вам не хватает денег на {tiles}: фишки выходят из игры.</translation>
        </message>
        <message>
            <source>{name} could not buy {tiles}: the tiles leave the game.</source>
            <translation>{name} не может купить {tiles}: фишки выходят из игры.</translation>
        </message>
        <message>
            <source>You discarded {tiles} unbought.</source>
            <translation>Вы сбросили {tiles}, не покупая.</translation>
        </message>
        <message>
            <source>{name} discarded {tiles} unbought.</source>
            <translation>{name} сбрасывает {tiles}, не покупая.</translation>
        </message>
        <message>
            <source>Your set {tiles} is up for auction.</source>
            <translation>Ваш набор {tiles} выставлен на аукцион.</translation>
        </message>
        <message>
            <source>{name}'s set {tiles} is up for auction.</source>
            <translation>Набор {tiles} игрока {name} выставлен на аукцион.</translation>
        </message>
        <message>
            <source>You bid {amount}.</source>
            <translation>Ваша ставка: {amount}.</translation>
        </message>
        <message>
            <source>{name} bids {amount}.</source>
            <translation>{name} ставит {amount}.</translation>
        </message>
        <message>
            <source>You pass.</source>
            <translation>Вы пасуете.</translation>
        </message>
        <message>
            <source>{name} passes.</source>
            <translation>{name} пасует.</translation>
        </message>
        <message>
            <source>You sold {word} ({pips} pips) for {price}.</source>
            <translation>Вы продали {word} (очков: {pips}) за {price}.</translation>
        </message>
        <message>
            <source>{name} sold {word} ({pips} pips) for {price}.</source>
            <translation>{name} продаёт {word} (очков: {pips}) за {price}.</translation>
        </message>
        <message>
            <source>You offer {word} for sale.</source>
            <translation>Вы выставляете на продажу {word}.</translation>
        </message>
        <message>
            <source>{name} offers {word} for sale.</source>
            <translation>{name} выставляет на продажу {word}.</translation>
        </message>
        <message>
            <source>You take {word} back and sell nothing more this round.</source>
            <translation>Вы забираете {word} обратно и больше ничего не продаёте в этом круге.</translation>
        </message>
        <message>
            <source>{name} takes {word} back and sells nothing more this round.</source>
            <translation>{name} забирает {word} обратно и больше ничего не продаёт в этом круге.</translation>
        </message>
        <message>
            <source>You discarded {tiles} to keep 8 letters.</source>
            <translation>Вы сбросили {tiles}, чтобы осталось 8 букв.</translation>
        </message>
        <message>
            <source>{name} discarded {tiles} to keep 8 letters.</source>
            <translation>{name} сбрасывает {tiles}, чтобы осталось 8 букв.</translation>
        </message>
        <message>
            <source>{word} is not in the word list: you were right.</source>
            <translation>{word} нет в словаре: вы были правы.</translation>
        </message>
        <message>
            <source>{word} is not in the word list: {challenger} was right.</source>
            <translation>{word} нет в словаре: прав игрок {challenger}.</translation>
        </message>
        <message>
            <source>{word} is valid: the bank pays you {fee}.</source>
            <translation>{word} — верное слово: банк платит вам {fee}.</translation>
        </message>
        <message>
            <source>{word} is valid: the bank pays {seller} {fee}.</source>
            <translation>{word} — верное слово: банк платит игроку {seller} {fee}.</translation>
        </message>
        <message>
            <source>{word} is valid: you pay {seller} {fee}.</source>
            <translation>{word} — верное слово: вы платите игроку {seller} {fee}.</translation>
        </message>
        <message>
            <source>{word} is valid: {challenger} pays you {fee}.</source>
            <translation>{word} — верное слово: {challenger} платит вам {fee}.</translation>
        </message>
        <message>
            <source>{word} is valid: {challenger} pays {seller} {fee}.</source>
            <translation>{word} — верное слово: {challenger} платит игроку {seller} {fee}.</translation>
        </message>
        <message>
            <source>The game is over: you end with {money}.</source>
            <translation>Партия окончена: у вас {money}.</translation>
        </message>
        <message>
            <source>The game is over: {name} ends with {money}.</source>
            <translation>Партия окончена: у игрока {name} {money}.</translation>
        </message>
        <message>
            <source>The game is over: you win with {money}.</source>
            <translation>Партия окончена: вы побеждаете с суммой {money}.</translation>
        </message>
        <message>
            <source>The game is over: {name} wins with {money}.</source>
            <translation>Партия окончена: побеждает {name} с суммой {money}.</translation>
        </message>
        <message>
            <source>you</source>
            <translation>вы</translation>
        </message>
        <message>
            <source>The game is over: {names} share the win with {money} each.</source>
            <comment>with you</comment>
            <translation>Партия окончена: {names} делите победу, у каждого по {money}.</translation>
        </message>
        <message>
            <source>The game is over: {names} share the win with {money} each.</source>
            <translation>Партия окончена: {names} делят победу, у каждого по {money}.</translation>
        </message>
    </context>
    <context>
        <name>BuyWordReplayPanel</name>
        <message>
            <source>The wild tiles are dealt; you hold the die.</source>
            <translation>Джокеры розданы; кубик у вас.</translation>
        </message>
        <message>
            <source>The wild tiles are dealt; {name} holds the die.</source>
            <translation>Джокеры розданы; кубик у игрока {name}.</translation>
        </message>
        <message>
            <source>On offer</source>
            <translation>Предлагается</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in the bag</source>
            <translation>
                <numerusform>%n фишка в мешке</numerusform>
                <numerusform>%n фишки в мешке</numerusform>
                <numerusform>%n фишек в мешке</numerusform>
            </translation>
        </message>
        <message>
            <source>last round</source>
            <translation>последний круг</translation>
        </message>
        <message>
            <source>Game over: you win</source>
            <translation>Партия окончена: вы побеждаете</translation>
        </message>
        <message>
            <source>Game over: {name} wins</source>
            <translation>Партия окончена: побеждает {name}</translation>
        </message>
        <message>
            <source>Game over: {names} share the win</source>
            <translation>Партия окончена: {names} делят победу</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Круг {round}</translation>
        </message>
    </context>
    <context>
        <name>BuyWordRulesForm</name>
        <message>
            <source>2 letters (published rules)</source>
            <translation>2 буквы (изданные правила)</translation>
        </message>
        <message>
            <source>3 letters</source>
            <translation>3 буквы</translation>
        </message>
        <message>
            <source>Shortest word:</source>
            <translation>Самое короткое слово:</translation>
        </message>
        <message>
            <source>The game checks every word</source>
            <translation>Игра проверяет каждое слово</translation>
        </message>
        <message>
            <source>Players challenge words</source>
            <translation>Игроки оспаривают слова</translation>
        </message>
        <message>
            <source>Checking words:</source>
            <translation>Проверка слов:</translation>
        </message>
        <message>
            <source>Blind draws (published rules)</source>
            <translation>Вслепую из мешка (изданные правила)</translation>
        </message>
        <message>
            <source>Draft from a face-up display</source>
            <translation>Выбор из открытой выкладки</translation>
        </message>
        <message>
            <source>Auction each set</source>
            <translation>Аукцион за каждый набор</translation>
        </message>
        <message>
            <source>Buying tiles:</source>
            <translation>Покупка фишек:</translation>
        </message>
        <message>
            <source>No word theme</source>
            <translation>Без темы слов</translation>
        </message>
        <message>
            <source>Word theme:</source>
            <translation>Тема слов:</translation>
        </message>
        <message>
            <source>Words also in: {list}</source>
            <translation>Слова также из списка: {list}</translation>
        </message>
    </context>
    <context>
        <name>BuyWordRulesPage</name>
        <message>
            <source>letter</source>
            <translation>буква</translation>
        </message>
        <message>
            <source>tiles</source>
            <translation>фишек</translation>
        </message>
        <message>
            <source>pips</source>
            <translation>очки</translation>
        </message>
        <message>
            <source>Tiles for Russian and Polish words</source>
            <translation>Фишки для русских и польских слов</translation>
        </message>
        <message>
            <source>A game played with a Russian or a Polish word list uses tiles of that language, also our own: derived the same way, from how often each letter occurs in everyday Russian or Polish words. There are again {letters} letter tiles and {wilds} wild tiles, and a wild tile stands for any letter of the game's alphabet.</source>
            <translation>Партия с русским или польским словарём играется фишками этого языка, тоже нашими собственными: они выведены тем же способом, из того, как часто каждая буква встречается в обиходных русских или польских словах. Здесь тоже {letters} фишек с буквами и {wilds} джокеров, и джокер заменяет любую букву алфавита партии.</translation>
        </message>
        <message>
            <source>Russian:</source>
            <translation>Русские:</translation>
        </message>
        <message>
            <source>Polish:</source>
            <translation>Польские:</translation>
        </message>
        <message>
            <source>price</source>
            <translation>цена</translation>
        </message>
        <message>
            <source>choice</source>
            <translation>выбор</translation>
        </message>
        <message>
            <source>the die's faces</source>
            <translation>грани кубика</translation>
        </message>
        <message>
            <source>players</source>
            <translation>игроков</translation>
        </message>
        <message>
            <source>wild tiles each</source>
            <translation>джокеров каждому</translation>
        </message>
        <message>
            <source>&lt;b&gt;These are the published game's tiles&lt;/b&gt;, letters and pips.</source>
            <translation>&lt;b&gt;Это фишки изданной игры&lt;/b&gt;: их буквы и очки.</translation>
        </message>
        <message>
            <source>&lt;b&gt;These tiles are our own, not the published game's.&lt;/b&gt; No source we could find gives how many tiles of each letter the published game has, or their pips. So here each letter's tiles and pips are derived from how often it occurs in everyday English words, the way the Scrabble values were: common letters have more tiles and fewer pips, rare letters fewer tiles and more pips.</source>
            <translation>&lt;b&gt;Эти фишки — наши собственные, а не фишки изданной игры.&lt;/b&gt; Ни в одном найденном нами источнике не сказано, сколько фишек каждой буквы в изданной игре и сколько на них очков. Поэтому здесь число фишек и очки каждой буквы выведены из того, как часто она встречается в повседневных английских словах, — так же, как когда-то были получены ценности букв в Scrabble: у частых букв больше фишек и меньше очков, у редких — меньше фишек и больше очков.</translation>
        </message>
        <message>
            <source>The yardstick was made for the published tiles. This game's tiles are derived, not published, so take it as a guide, not a promise.</source>
            <translation>Ориентир правил рассчитан на фишки изданной игры. Фишки этой игры выведены, а не взяты из издания, поэтому считайте ориентир подсказкой, а не обещанием.</translation>
        </message>
        <message>
            <source>The tiles</source>
            <translation>Фишки</translation>
        </message>
        <message numerus="yes">
            <source>The bag holds %n letter tile(s). Each shows its letter and from {fewest} to {most} pips:</source>
            <translation>
                <numerusform>В мешке %n фишка с буквой. На каждой — буква и от {fewest} до {most} очков:</numerusform>
                <numerusform>В мешке %n фишки с буквами. На каждой — буква и от {fewest} до {most} очков:</numerusform>
                <numerusform>В мешке %n фишек с буквами. На каждой — буква и от {fewest} до {most} очков:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>There are also %n wild tile(s).</source>
            <translation>
                <numerusform>Есть также %n джокер.</numerusform>
                <numerusform>Есть также %n джокера.</numerusform>
                <numerusform>Есть также %n джокеров.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A wild tile carries %n pip(s) and stands for any letter from A to Z in the word it is sold in.</source>
            <translation>
                <numerusform>Джокер приносит %n очко и заменяет любую букву от A до Z в слове, с которым его продают.</numerusform>
                <numerusform>Джокер приносит %n очка и заменяет любую букву от A до Z в слове, с которым его продают.</numerusform>
                <numerusform>Джокер приносит %n очков и заменяет любую букву от A до Z в слове, с которым его продают.</numerusform>
            </translation>
        </message>
        <message>
            <source>The start</source>
            <translation>Начало</translation>
        </message>
        <message>
            <source>Each player starts with {money}. The bank takes the price of the sets bought and pays for the words sold; it never runs out.</source>
            <translation>Каждый игрок начинает с суммой {money}. Банк получает плату за купленные наборы и платит за проданные слова; деньги в нём не кончаются.</translation>
        </message>
        <message>
            <source>Each player is dealt the wild tiles the table gives for the number of players; those nobody is dealt stay in the box. The letter tiles are shuffled into the bag, and the first player to hold the die is drawn at random.</source>
            <translation>Каждому игроку раздаётся столько джокеров, сколько указано в таблице для данного числа игроков; нерозданные джокеры остаются в коробке. Фишки с буквами перемешиваются в мешке, а первый игрок, получающий кубик, выбирается случайно.</translation>
        </message>
        <message>
            <source>A round</source>
            <translation>Круг</translation>
        </message>
        <message>
            <source>&lt;b&gt;The roll.&lt;/b&gt; The player holding the die, the leader, throws it. The number it shows is how many tiles each player gets this round. On a face marked "choice" the leader names any number from {low} to {high}.</source>
            <translation>&lt;b&gt;Бросок.&lt;/b&gt; Игрок, у которого кубик, — ведущий — бросает его. Выпавшее число — это сколько фишек получает в этом круге каждый игрок. Если выпала грань «выбор», ведущий называет любое число от {low} до {high}.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Buying.&lt;/b&gt; Starting with the leader and going left, each player in turn draws that many tiles from the bag and at once decides on the whole set: buy it, or discard it out of the game. A set costs its pips squared, paid to the bank. A player whose money is less than the set's price cannot buy it: the set leaves the game by itself.</source>
            <translation>&lt;b&gt;Покупка.&lt;/b&gt; Начиная с ведущего и дальше по часовой стрелке, каждый игрок по очереди тянет из мешка столько фишек и сразу решает судьбу всего набора: купить его или сбросить из игры. Набор стоит квадрат суммы своих очков, которые платятся банку. Игрок, у которого денег меньше цены набора, купить его не может: набор сам выходит из игры.</translation>
        </message>
        <message>
            <source>What a set costs, and what a word sells for, by its pips:</source>
            <translation>Сколько стоит набор и за сколько продаётся слово в зависимости от очков:</translation>
        </message>
        <message>
            <source>For example, the tiles of {word} carry {pips} pips: bought as a set they cost {price}, and sold as the word {word} they earn {price}.</source>
            <translation>Например, сумма очков на фишках {word} — {pips}: набором они стоят {price}, а проданные как слово {word} приносят {price}.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Selling.&lt;/b&gt; Then, in the same order, each player may sell any number of words from their hand, one after another, and stops when they wish. The bank pays each word its pips squared. A word sold:</source>
            <translation>&lt;b&gt;Продажа.&lt;/b&gt; Затем в том же порядке каждый игрок может продать сколько угодно слов из фишек в руке, одно за другим, и остановиться, когда пожелает. Банк платит за каждое слово квадрат суммы его очков. Проданное слово:</translation>
        </message>
        <message>
            <source>has at least {fewest} letters (a rule option of the New game dialog asks for {more});</source>
            <translation>состоит не менее чем из {fewest} букв (по одному из вариантов правил в окне новой партии — из {more});</translation>
        </message>
        <message>
            <source>is in the game's word list (and fits the theme, when the game has one);</source>
            <translation>есть в словаре игры (и подходит к теме, если она задана);</translation>
        </message>
        <message>
            <source>uses at most one wild tile, which stands for any letter and counts its own pips, not the letter's;</source>
            <translation>использует не больше одного джокера: он заменяет любую букву и приносит свои очки, а не очки буквы;</translation>
        </message>
        <message>
            <source>leaves the game with all its tiles, the wild tile too.</source>
            <translation>выходит из игры вместе со всеми своими фишками, включая джокер.</translation>
        </message>
        <message>
            <source>Unless the players challenge words (a rule option below), the game checks every word: a word it refuses costs nothing and stays in the hand. A player whose hand is too small for a word sells nothing.</source>
            <translation>Если игроки не оспаривают слова (вариант правил ниже), игра проверяет каждое слово: отклонённое слово ничего не стоит, и его фишки остаются в руке. Игрок, у которого в руке слишком мало фишек для слова, ничего не продаёт.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Discarding.&lt;/b&gt; Then, in the same order, each player holding more than {limit} letter tiles discards letter tiles of their choice until at most {limit} are left; the discarded tiles leave the game. Wild tiles do not count toward the {limit} and are never discarded.</source>
            <translation>&lt;b&gt;Сброс.&lt;/b&gt; Затем в том же порядке каждый игрок, у которого больше {limit} фишек с буквами, сбрасывает фишки с буквами на свой выбор, пока их не останется не больше {limit}; сброшенные фишки выходят из игры. Джокеры в предел {limit} не входят и никогда не сбрасываются.</translation>
        </message>
        <message>
            <source>Then the die passes to the left, and the next round begins.</source>
            <translation>Затем кубик переходит к следующему игроку по часовой стрелке, и начинается новый круг.</translation>
        </message>
        <message>
            <source>The end</source>
            <translation>Конец партии</translation>
        </message>
        <message>
            <source>After the roll (and the leader's choice), when the bag holds fewer tiles than the round needs, the number times the players, its last tiles leave the game and nobody buys. The players still sell words as in any round; then the game ends, without discarding.</source>
            <translation>Если после броска (и выбора ведущего) в мешке меньше фишек, чем нужно на круг (выпавшее число, умноженное на число игроков), последние фишки выходят из игры и никто не покупает. Игроки всё равно продают слова, как в любом круге; затем партия заканчивается без сброса.</translation>
        </message>
        <message>
            <source>The player with the most money wins; players with equal money share the win.</source>
            <translation>Побеждает игрок, у которого больше всего денег; игроки с равными суммами делят победу.</translation>
        </message>
        <message>
            <source>Playing alone</source>
            <translation>Одиночная игра</translation>
        </message>
        <message numerus="yes">
            <source>Alone, you play the same rounds with %n wild tile(s). The game checks every word, and there is no auction.</source>
            <translation>
                <numerusform>В одиночку вы играете те же круги с %n джокером. Игра проверяет каждое слово, аукциона нет.</numerusform>
                <numerusform>В одиночку вы играете те же круги с %n джокерами. Игра проверяет каждое слово, аукциона нет.</numerusform>
                <numerusform>В одиночку вы играете те же круги с %n джокерами. Игра проверяет каждое слово, аукциона нет.</numerusform>
            </translation>
        </message>
        <message>
            <source>The rules judge a game alone against their yardstick: ending with {low} to {high} is a good game, more is a great one. The summary places your money against it, and, with your statistics, against your best game alone.</source>
            <translation>Одиночную партию правила оценивают по своему ориентиру: закончить с суммой от {low} до {high} — хорошая игра, больше — отличная. В итогах партии ваши деньги сравниваются с этим ориентиром, а если ведётся статистика — и с вашей лучшей одиночной партией.</translation>
        </message>
        <message>
            <source>Rule options</source>
            <translation>Варианты правил</translation>
        </message>
        <message>
            <source>The New game dialog offers these options; each is off unless chosen, and the draft and the auction cannot be played together.</source>
            <translation>В окне новой партии есть такие варианты; каждый выключен, пока его не выбрали, а выбор из выкладки и аукцион нельзя включить вместе.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Players challenge words&lt;/b&gt; (two players or more): the game does not check a word offered for sale; every other player accepts or challenges it. If nobody challenges, the word is sold, whether it is in the word list or not. If several challenge, only the first challenger to the seller's left counts. A word in the list (and the theme) is sold, and the challenger pays the seller {fee}; the bank pays it when the challenger has no money. A word not in the list goes back to the hand, and its seller sells nothing more this round.</source>
            <translation>&lt;b&gt;Игроки оспаривают слова&lt;/b&gt; (от двух игроков): игра не проверяет слово, выставленное на продажу; каждый другой игрок принимает его или оспаривает. Если никто не оспорил, слово продаётся, есть оно в словаре или нет. Если оспорили несколько игроков, считается только первый по часовой стрелке от продавца. Слово из словаря (и темы) продаётся, а тот, кто его оспорил, платит продавцу {fee}; если у него нет денег, платит банк. Слово не из словаря возвращается в руку, и продавец больше ничего не продаёт в этом круге.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Draft from a face-up display&lt;/b&gt;: after the roll, the number times the players tiles are laid face up. Starting with the leader and going left, each player takes one tile at a time until everyone has the number. Then, in the same order, each player buys the tiles they took for their pips squared, or discards them, as with a drawn set.</source>
            <translation>&lt;b&gt;Выбор из открытой выкладки&lt;/b&gt;: после броска в открытую выкладывается столько фишек, сколько выпало, умноженное на число игроков. Начиная с ведущего и дальше по часовой стрелке, игроки берут по одной фишке, пока у каждого не наберётся выпавшее число. Затем в том же порядке каждый игрок покупает взятые фишки за квадрат суммы их очков или сбрасывает их, как вытянутый набор.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Auction each set&lt;/b&gt; (two players or more): starting with the leader, each player in turn draws a set, which is auctioned instead of offered to them. Bidding starts with the player who drew it and goes left; a bid is in whole dollars, higher than the last and at most the bidder's money. A player who passes, or cannot bid higher, is out of this auction. When everyone else is out, the highest bidder pays the bid to the bank and takes the set; a set nobody bids on leaves the game.</source>
            <translation>&lt;b&gt;Аукцион за каждый набор&lt;/b&gt; (от двух игроков): начиная с ведущего, каждый игрок по очереди тянет набор, который не предлагается ему, а выставляется на аукцион. Торги начинает тот, кто вытянул набор, и дальше по часовой стрелке; ставка — в целых долларах, выше предыдущей и не больше денег игрока. Игрок, который пасует или не может поставить больше, выбывает из этого аукциона. Когда все остальные выбыли, игрок с наибольшей ставкой платит её банку и забирает набор; набор, на который никто не поставил, выходит из игры.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Word theme&lt;/b&gt;: every word sold must also be in the theme's word list, one of the built-in lists.</source>
            <translation>&lt;b&gt;Тема слов&lt;/b&gt;: каждое проданное слово должно также быть в словаре темы — одном из встроенных словарей.</translation>
        </message>
        <message>
            <source>{low} to {high}</source>
            <translation>от {low} до {high}</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>roll, buy, bid, sell the word, discard the marked tiles</source>
            <translation>бросить кубик, купить, сделать ставку, продать слово, сбросить отмеченные фишки</translation>
        </message>
        <message>
            <source>name the number on "choice"</source>
            <translation>назвать число при «выборе»</translation>
        </message>
        <message>
            <source>B, D</source>
            <translation>B, D</translation>
        </message>
        <message>
            <source>buy the set, discard the set</source>
            <translation>купить набор, сбросить набор</translation>
        </message>
        <message>
            <source>Letters</source>
            <translation>Буквы</translation>
        </message>
        <message>
            <source>build the word (the wild tile takes a letter you have no tile of) / mark tiles to discard / take a tile of the display</source>
            <translation>составить слово (джокер заменяет букву, которой у вас нет) / отметить фишки для сброса / взять фишку из выкладки</translation>
        </message>
        <message>
            <source>Backspace, Escape</source>
            <translation>Backspace, Escape</translation>
        </message>
        <message>
            <source>take back a letter, clear the word</source>
            <translation>убрать букву, очистить слово</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Пробел</translation>
        </message>
        <message>
            <source>stop selling this round / pass in an auction</source>
            <translation>закончить продажу в этом круге / спасовать на аукционе</translation>
        </message>
        <message>
            <source>Up, Down</source>
            <translation>Вверх, Вниз</translation>
        </message>
        <message>
            <source>raise or lower the bid</source>
            <translation>повысить или понизить ставку</translation>
        </message>
        <message>
            <source>C, Enter</source>
            <translation>C, Enter</translation>
        </message>
        <message>
            <source>challenge the word, accept it</source>
            <translation>оспорить слово, принять его</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Клавиатура</translation>
        </message>
        <message>
            <source>Tiles can also be clicked, and dragged from the hand into the word, along it and back.</source>
            <translation>Фишки можно также щёлкать и перетаскивать из руки в слово, внутри слова и обратно.</translation>
        </message>
        <message>
            <source>How to play BuyWord</source>
            <translation>Как играть в BuyWord</translation>
        </message>
        <message>
            <source>Buy letter tiles and sell words. Each round the die says how many tiles each player draws; each player buys or discards that set, then sells words from their hand. A set costs, and a word earns, its pips squared. When the bag runs out, the player with the most money wins. BuyWord is played by {fewest} to {most} players: alone, it is a game of patience against the rules' yardstick.</source>
            <translation>Покупайте фишки с буквами и продавайте слова. В каждом круге кубик решает, сколько фишек тянет каждый игрок; каждый покупает или сбрасывает свой набор, а затем продаёт слова из фишек в руке. Набор стоит, а слово приносит квадрат суммы своих очков. Когда мешок пустеет, побеждает тот, у кого больше всего денег. В BuyWord играют от {fewest} до {most} игроков; в одиночку это пасьянс против ориентира правил.</translation>
        </message>
    </context>
    <context>
        <name>BuyWordTable</name>
        <message>
            <source>The tiles on offer</source>
            <translation>Предлагаемые фишки</translation>
        </message>
        <message>
            <source>Click tiles of your hand, or type, to build a word</source>
            <translation>Щёлкайте фишки в руке или печатайте, чтобы составить слово</translation>
        </message>
        <message>
            <source>The word you are building</source>
            <translation>Составляемое слово</translation>
        </message>
        <message>
            <source>The letter the wild tile stands for</source>
            <translation>Буква, которую заменяет джокер</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Ваша рука</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Журнал</translation>
        </message>
        <message>
            <source>&amp;Roll the die  (Enter)</source>
            <translation>&amp;Бросить кубик  (Enter)</translation>
        </message>
        <message>
            <source>&amp;Buy the set  (B)</source>
            <translation>&amp;Купить набор  (B)</translation>
        </message>
        <message>
            <source>&amp;Discard the set  (D)</source>
            <translation>&amp;Сбросить набор  (D)</translation>
        </message>
        <message>
            <source>&amp;Sell the word  (Enter)</source>
            <translation>&amp;Продать слово  (Enter)</translation>
        </message>
        <message>
            <source>&amp;Clear the word  (Esc)</source>
            <translation>&amp;Очистить слово  (Esc)</translation>
        </message>
        <message>
            <source>D&amp;one selling  (Space)</source>
            <translation>&amp;Закончить продажу  (Пробел)</translation>
        </message>
        <message>
            <source>Discard the &amp;marked tiles</source>
            <translation>Сбросить от&amp;меченные фишки</translation>
        </message>
        <message>
            <source>Taken back.</source>
            <translation>Ход возвращён.</translation>
        </message>
        <message>
            <source>Nothing to take back: only your own last actions can be, until something new is seen (the die, drawn tiles, a word's check) or another player acts.</source>
            <translation>Вернуть нечего: вернуть можно только свои последние действия, пока не открылось новое (кубик, вытянутые фишки, проверка слова) и другой игрок не сделал ход.</translation>
        </message>
        <message>
            <source>Only you should look now. The other players' tiles stay hidden.</source>
            <translation>Сейчас смотрите только вы. Фишки остальных игроков скрыты.</translation>
        </message>
        <message>
            <source>Only {name} should look now. The other players' tiles stay hidden.</source>
            <translation>Сейчас смотрит только игрок {name}. Фишки остальных скрыты.</translation>
        </message>
        <message>
            <source>Show my tiles  (Enter)</source>
            <translation>Показать мои фишки  (Enter)</translation>
        </message>
        <message>
            <source>I am {name}: show my tiles  (Enter)</source>
            <translation>Я — {name}: показать мои фишки  (Enter)</translation>
        </message>
        <message>
            <source>{name} sold {word} for {price}</source>
            <translation>{name} продаёт {word} за {price}</translation>
        </message>
        <message>
            <source>{owner}: {letters} and {wilds}; keep at most 8 letters after a round</source>
            <translation>{owner}: {letters} и {wilds}; после круга можно оставить не больше 8 букв</translation>
        </message>
        <message numerus="yes">
            <source>%n letter(s)</source>
            <translation>
                <numerusform>%n буква</numerusform>
                <numerusform>%n буквы</numerusform>
                <numerusform>%n букв</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n wild tile(s)</source>
            <translation>
                <numerusform>%n джокер</numerusform>
                <numerusform>%n джокера</numerusform>
                <numerusform>%n джокеров</numerusform>
            </translation>
        </message>
        <message>
            <source>No tiles</source>
            <translation>Нет фишек</translation>
        </message>
        <message>
            <source>The hands are hidden until a person takes the device.</source>
            <translation>Фишки в руках скрыты, пока устройство не возьмёт человек.</translation>
        </message>
        <message>
            <source>Players may challenge the words offered for sale.</source>
            <translation>Игроки могут оспаривать слова, выставленные на продажу.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Партия окончена.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Сейчас не ваш ход.</translation>
        </message>
        <message>
            <source>That cannot be done now.</source>
            <translation>Сейчас этого сделать нельзя.</translation>
        </message>
        <message>
            <source>Name a number from 2 to 5.</source>
            <translation>Назовите число от 2 до 5.</translation>
        </message>
        <message>
            <source>Not enough money.</source>
            <translation>Не хватает денег.</translation>
        </message>
        <message>
            <source>That tile is not on the display.</source>
            <translation>Этой фишки нет в выкладке.</translation>
        </message>
        <message>
            <source>A bid must be higher than the last one.</source>
            <translation>Ставка должна быть выше предыдущей.</translation>
        </message>
        <message>
            <source>There is no such tile.</source>
            <translation>Такой фишки нет.</translation>
        </message>
        <message>
            <source>A tile is not in your hand.</source>
            <translation>Такой фишки нет у вас в руке.</translation>
        </message>
        <message>
            <source>A tile is used twice.</source>
            <translation>Фишка использована дважды.</translation>
        </message>
        <message>
            <source>The word is too short.</source>
            <translation>Слово слишком короткое.</translation>
        </message>
        <message>
            <source>A word may use only one wild tile.</source>
            <translation>В слове может быть только один джокер.</translation>
        </message>
        <message>
            <source>Choose the letter the wild tile stands for.</source>
            <translation>Выберите букву, которую заменяет джокер.</translation>
        </message>
        <message>
            <source>The word uses no wild tile.</source>
            <translation>В слове нет джокера.</translation>
        </message>
        <message>
            <source>A wild tile stands for one letter from A to Z.</source>
            <translation>Джокер заменяет одну букву от A до Z.</translation>
        </message>
        <message>
            <source>That is not a word of the game's word list.</source>
            <translation>Этого слова нет в словаре игры.</translation>
        </message>
        <message>
            <source>That word does not fit the theme.</source>
            <translation>Это слово не подходит к теме.</translation>
        </message>
        <message>
            <source>You cannot challenge your own word.</source>
            <translation>Нельзя оспорить своё собственное слово.</translation>
        </message>
        <message>
            <source>Wild tiles do not count towards the limit.</source>
            <translation>Джокеры в предел не входят.</translation>
        </message>
        <message>
            <source>Keep at most 8 letter tiles.</source>
            <translation>Оставьте не больше 8 фишек с буквами.</translation>
        </message>
        <message>
            <source>You offer {word} for sale: the others may challenge it.</source>
            <translation>Вы выставляете на продажу {word}: остальные могут его оспорить.</translation>
        </message>
        <message>
            <source>{name} offers {word} for sale: the others may challenge it.</source>
            <translation>{name} выставляет на продажу {word}: остальные могут его оспорить.</translation>
        </message>
        <message>
            <source>{name} is thinking...</source>
            <translation>{name} думает...</translation>
        </message>
        <message>
            <source>You are to play.</source>
            <translation>Ваш ход.</translation>
        </message>
        <message>
            <source>{name} is to play.</source>
            <translation>Ходит {name}.</translation>
        </message>
        <message>
            <source>You hold the die: roll it (Enter).</source>
            <translation>Кубик у вас: бросьте его (Enter).</translation>
        </message>
        <message>
            <source>CHOICE! How many tiles does each player draw? Press 2, 3, 4 or 5.</source>
            <translation>ВЫБОР! Сколько фишек тянет каждый игрок? Нажмите 2, 3, 4 или 5.</translation>
        </message>
        <message>
            <source>Buy {tiles} for {price} (B or Enter), or discard them (D)?</source>
            <translation>Купить {tiles} за {price} (B или Enter) или сбросить (D)?</translation>
        </message>
        <message>
            <source>Take a tile from the display: click it or type its letter.</source>
            <translation>Возьмите фишку из выкладки: щёлкните её или наберите её букву.</translation>
        </message>
        <message>
            <source>Bid for the set on offer (Enter), or pass (Space).</source>
            <translation>Сделайте ставку за выставленный набор (Enter) или спасуйте (Пробел).</translation>
        </message>
        <message>
            <source>Highest bid {amount} by {name}: bid more (Enter) or pass (Space).</source>
            <translation>Высшая ставка {amount} у игрока {name}: поставьте больше (Enter) или спасуйте (Пробел).</translation>
        </message>
        <message>
            <source>Sell words: click or type tiles of your hand, then Sell (Enter). Done selling: Space.</source>
            <translation>Продавайте слова: щёлкайте или набирайте фишки из руки, затем «Продать» (Enter). Закончить продажу — Пробел.</translation>
        </message>
        <message>
            <source>{name} {money}</source>
            <translation>{name} {money}</translation>
        </message>
        <message>
            <source>{money} is below the rules' yardstick of {low}-{high}.</source>
            <translation>{money} — ниже ориентира правил {low}–{high}.</translation>
        </message>
        <message>
            <source>{money} is within the rules' yardstick of {low}-{high}: a good game.</source>
            <translation>{money} — в пределах ориентира правил {low}–{high}: хорошая игра.</translation>
        </message>
        <message>
            <source>{money} is above the rules' yardstick of {low}-{high}: a great game!</source>
            <translation>{money} — выше ориентира правил {low}–{high}: отличная игра!</translation>
        </message>
        <message>
            <source>{names} share the win!</source>
            <comment>the names include you</comment>
            <translation>{names} делите победу!</translation>
        </message>
        <message>
            <source>Started with $200, spent {spent} on tiles, earned {earned}.</source>
            <translation>Начало с $200, потрачено на фишки {spent}, заработано {earned}.</translation>
        </message>
        <message>
            <source>Best sale</source>
            <translation>Лучшая продажа</translation>
        </message>
        <message>
            <source>{word} ({pips} pips) for {price}</source>
            <translation>{word} (очков: {pips}) за {price}</translation>
        </message>
        <message>
            <source>Words sold</source>
            <translation>Продано слов</translation>
        </message>
        <message>
            <source>Yardstick</source>
            <translation>Ориентир</translation>
        </message>
        <message>
            <source>rounds</source>
            <translation>круги</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Вы</translation>
        </message>
        <message>
            <source>You end with {money}.</source>
            <translation>У вас в итоге {money}.</translation>
        </message>
        <message>
            <source>Alone, the rules measure a game against $800-$1,000: their yardstick for the published tiles, whose letters and pips no source gives. This game's tiles are our own, derived from letter frequency, so the yardstick is a guide, not a promise.</source>
            <translation>В одиночной игре правила оценивают партию по ориентиру $800–$1,000, рассчитанному на фишки изданной игры, буквы и очки которых не приводит ни один источник. Фишки этой игры — наши собственные, выведенные из частоты букв, поэтому ориентир — подсказка, а не обещание.</translation>
        </message>
        <message>
            <source>You win!</source>
            <translation>Вы победили!</translation>
        </message>
        <message>
            <source>{name} wins!</source>
            <translation>Побеждает {name}!</translation>
        </message>
        <message>
            <source>{names} share the win!</source>
            <translation>{names} делят победу!</translation>
        </message>
        <message>
            <source>The score is the money each player ends with.</source>
            <translation>Счёт — это деньги, с которыми каждый игрок заканчивает партию.</translation>
        </message>
    </context>
    <context>
        <name>BuyWordTableWords</name>
        <message>
            <source>{name} offers {word}: challenge it (C) or accept it (Enter)?</source>
            <translation>{name} предлагает {word}: оспорить (C) или принять (Enter)?</translation>
        </message>
        <message numerus="yes">
            <source>Keep at most 8 letters: mark %n tile(s) to discard, then press Enter.</source>
            <translation>
                <numerusform>Оставьте не больше 8 букв: отметьте для сброса %n фишку и нажмите Enter.</numerusform>
                <numerusform>Оставьте не больше 8 букв: отметьте для сброса %n фишки и нажмите Enter.</numerusform>
                <numerusform>Оставьте не больше 8 букв: отметьте для сброса %n фишек и нажмите Enter.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} - %n tile(s) in the bag - {purse}</source>
            <translation>
                <numerusform>Круг {round} — в мешке %n фишка — {purse}</numerusform>
                <numerusform>Круг {round} — в мешке %n фишки — {purse}</numerusform>
                <numerusform>Круг {round} — в мешке %n фишек — {purse}</numerusform>
            </translation>
        </message>
        <message>
            <source>Personal best alone</source>
            <translation>Личный рекорд в одиночной игре</translation>
        </message>
        <message>
            <source>Your first game alone: {money} to beat next time.</source>
            <translation>Ваша первая одиночная партия: в следующий раз попробуйте превзойти {money}.</translation>
        </message>
        <message>
            <source>{money}: a new personal best!</source>
            <translation>{money}: новый личный рекорд!</translation>
        </message>
        <message numerus="yes">
            <source>{money}, over %n game(s) alone.</source>
            <translation>
                <numerusform>{money} за %n одиночную партию.</numerusform>
                <numerusform>{money} за %n одиночные партии.</numerusform>
                <numerusform>{money} за %n одиночных партий.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>after %n round(s) alone</source>
            <translation>
                <numerusform>после %n круга в одиночку</numerusform>
                <numerusform>после %n кругов в одиночку</numerusform>
                <numerusform>после %n кругов в одиночку</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>with the most money, after %n round(s)</source>
            <translation>
                <numerusform>с наибольшей суммой, после %n круга</numerusform>
                <numerusform>с наибольшей суммой, после %n кругов</numerusform>
                <numerusform>с наибольшей суммой, после %n кругов</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CardStrip</name>
        <message>
            <source>no cards</source>
            <translation>карт нет</translation>
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <source>vowel</source>
            <comment>a Y's badge on a card</comment>
            <translation>гласн.</translation>
        </message>
        <message>
            <source>cons.</source>
            <comment>a Y's badge on a card</comment>
            <translation>согл.</translation>
        </message>
        <message>
            <source>copy (X)</source>
            <translation>копия (X)</translation>
        </message>
        <message>
            <source>DISCARD</source>
            <translation>СБРОС</translation>
        </message>
        <message>
            <source>vowel</source>
            <comment>spoken after a card's letter</comment>
            <translation>гласная</translation>
        </message>
        <message>
            <source>consonant</source>
            <comment>spoken after a card's letter</comment>
            <translation>согласная</translation>
        </message>
        <message>
            <source>marked to discard</source>
            <translation>отмечена для сброса</translation>
        </message>
        <message>
            <source>its patent is owned: it pays a royalty</source>
            <translation>патент на неё куплен: за неё платят роялти</translation>
        </message>
        <message>
            <source>A card, face down</source>
            <translation>Карта рубашкой вверх</translation>
        </message>
        <message>
            <source>The S added by your Z patent (no card)</source>
            <translation>S, добавленная вашим патентом Z (без карты)</translation>
        </message>
        <message>
            <source>{letter} - the X copy of a card in this play - counts as a vowel</source>
            <translation>{letter} — копия карты этого хода (X) — считается гласной</translation>
        </message>
        <message>
            <source>{letter} - the X copy of a card in this play - counts as a consonant</source>
            <translation>{letter} — копия карты этого хода (X) — считается согласной</translation>
        </message>
        <message>
            <source>{letter} - counts as a vowel</source>
            <translation>{letter} — считается гласной</translation>
        </message>
        <message>
            <source>{letter} - counts as a consonant</source>
            <translation>{letter} — считается согласной</translation>
        </message>
        <message>
            <source>{letter} - the X copy of a card in this play</source>
            <translation>{letter} — копия карты этого хода (X)</translation>
        </message>
    </context>
    <context>
        <name>ChallengeBar</name>
        <message>
            <source>Accept  (Enter)</source>
            <translation>Принять  (Enter)</translation>
        </message>
        <message>
            <source>The word stands; the game goes on</source>
            <translation>Слово остаётся, игра продолжается</translation>
        </message>
        <message>
            <source>Seconds until the word is accepted by itself</source>
            <translation>Через столько секунд слово будет принято само</translation>
        </message>
        <message>
            <source>Always accept computers' words</source>
            <translation>Всегда принимать слова компьютера</translation>
        </message>
        <message>
            <source>Settings &gt; Accept computer players' words turns this off again</source>
            <translation>Отключить снова: Настройки &gt; Принимать слова компьютерных игроков</translation>
        </message>
        <message>
            <source>Challenge  (C)</source>
            <translation>Оспорить  (C)</translation>
        </message>
        <message>
            <source>{name} challenges</source>
            <translation>{name} оспаривает</translation>
        </message>
        <message>
            <source>You challenge</source>
            <translation>Вы оспариваете</translation>
        </message>
        <message>
            <source>Say the word is not in the word list</source>
            <translation>Заявить, что этого слова нет в словаре</translation>
        </message>
        <message>
            <source>Everyone accepts  (Enter)</source>
            <translation>Все принимают  (Enter)</translation>
        </message>
    </context>
    <context>
        <name>ChoiceCoach</name>
        <message>
            <source>worth {value}</source>
            <translation>стоимость {value}</translation>
        </message>
        <message>
            <source>equity {value}</source>
            <translation>оценка {value}</translation>
        </message>
        <message>
            <source>{rank}. {play}: {value}</source>
            <translation>{rank}. {play}: {value}</translation>
        </message>
        <message>
            <source>; keeps {tiles}</source>
            <translation>; остаются {tiles}</translation>
        </message>
        <message>
            <source>{name}, your best plays last turn were</source>
            <translation>{name}, лучшие варианты вашего прошлого хода</translation>
        </message>
        <message>
            <source>Your best plays were</source>
            <translation>Лучшие варианты хода</translation>
        </message>
        <message>
            <source>You played {play}: {value}.</source>
            <translation>Ваш ход — {play}: {value}.</translation>
        </message>
        <message>
            <source>That was the best play.</source>
            <translation>Это был лучший ход.</translation>
        </message>
        <message>
            <source>Money given up against the best: {value}.</source>
            <translation>Упущено денег против лучшего хода: {value}.</translation>
        </message>
        <message>
            <source>Equity given up against the best: {value}.</source>
            <translation>Упущено оценки против лучшего хода: {value}.</translation>
        </message>
        <message>
            <source>Lay this word out on the word row, to look at (it is not sold)</source>
            <translation>Выложить это слово в ряд слова, чтобы рассмотреть (оно не продаётся)</translation>
        </message>
        <message>
            <source>Lay this play out on the board, to look at (it is not played)</source>
            <translation>Выложить этот ход на поле, чтобы рассмотреть (он не делается)</translation>
        </message>
    </context>
    <context>
        <name>ChoiceReviewFiller</name>
        <message>
            <source>Round</source>
            <translation>Круг</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>Ход</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Игрок</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Сыграно</translation>
        </message>
        <message>
            <source>Expert's choice</source>
            <translation>Выбор эксперта</translation>
        </message>
        <message>
            <source>Given up</source>
            <translation>Упущено</translation>
        </message>
        <message>
            <source>Money given up against the expert's choice</source>
            <translation>Сколько денег упущено по сравнению с выбором эксперта</translation>
        </message>
        <message>
            <source>Equity given up against the expert's choice</source>
            <translation>Сколько оценки упущено по сравнению с выбором эксперта</translation>
        </message>
        <message>
            <source>Money given up over the game</source>
            <translation>Упущенные деньги за партию</translation>
        </message>
        <message>
            <source>Equity given up over the game</source>
            <translation>Упущенная оценка за партию</translation>
        </message>
        <message>
            <source>{where} {word} for {points}</source>
            <translation>{where} {word} за {points}</translation>
        </message>
        <message>
            <source>{play}, withdrawn</source>
            <translation>{play}, снят после спора</translation>
        </message>
        <message>
            <source>exchange {tiles}</source>
            <translation>обмен {tiles}</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>пас</translation>
        </message>
        <message>
            <source>buy {tiles} for ${cost}</source>
            <translation>купить {tiles} за ${cost}</translation>
        </message>
        <message>
            <source>decline {tiles}</source>
            <translation>не покупать {tiles}</translation>
        </message>
        <message>
            <source>sell {word}: refused</source>
            <translation>продать {word}: не принято</translation>
        </message>
        <message>
            <source>sell {word} for ${price}</source>
            <translation>продать {word} за ${price}</translation>
        </message>
        <message>
            <source>stop selling</source>
            <translation>больше не продавать</translation>
        </message>
        <message>
            <source>discard {tiles}</source>
            <translation>сбросить {tiles}</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>партия окончена</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>партия не окончена</translation>
        </message>
        <message numerus="yes">
            <source>%n decision(s) reviewed ({state}): buying, selling and discarding. Values are the expert's money: dollars now and what the hand kept is worth. Click a row for the best options; click a word for its meanings.</source>
            <translation>
                <numerusform>Разобрано %n решение ({state}): покупки, продажи и сбросы. Оценки — деньги по мерке эксперта: доллары сейчас и стоимость оставшейся руки. Щёлкните строку, чтобы увидеть лучшие варианты; щёлкните слово, чтобы увидеть его значения.</numerusform>
                <numerusform>Разобрано %n решения ({state}): покупки, продажи и сбросы. Оценки — деньги по мерке эксперта: доллары сейчас и стоимость оставшейся руки. Щёлкните строку, чтобы увидеть лучшие варианты; щёлкните слово, чтобы увидеть его значения.</numerusform>
                <numerusform>Разобрано %n решений ({state}): покупки, продажи и сбросы. Оценки — деньги по мерке эксперта: доллары сейчас и стоимость оставшейся руки. Щёлкните строку, чтобы увидеть лучшие варианты; щёлкните слово, чтобы увидеть его значения.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) reviewed ({state}). Values are the expert's equity: points now and what the tiles kept are worth. Click a turn for the best options; click a word for its meanings.</source>
            <translation>
                <numerusform>Разобран %n ход ({state}). Оценки — по мерке эксперта: очки сейчас и стоимость оставленных фишек. Щёлкните ход, чтобы увидеть лучшие варианты; щёлкните слово, чтобы увидеть его значения.</numerusform>
                <numerusform>Разобрано %n хода ({state}). Оценки — по мерке эксперта: очки сейчас и стоимость оставленных фишек. Щёлкните ход, чтобы увидеть лучшие варианты; щёлкните слово, чтобы увидеть его значения.</numerusform>
                <numerusform>Разобрано %n ходов ({state}). Оценки — по мерке эксперта: очки сейчас и стоимость оставленных фишек. Щёлкните ход, чтобы увидеть лучшие варианты; щёлкните слово, чтобы увидеть его значения.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) of the file name no rack and are not reviewed.</source>
            <translation>
                <numerusform>В файле %n ход без подставки: он не разобран.</numerusform>
                <numerusform>В файле %n хода без подставки: они не разобраны.</numerusform>
                <numerusform>В файле %n ходов без подставки: они не разобраны.</numerusform>
            </translation>
        </message>
        <message>
            <source>Round {turn}</source>
            <translation>Круг {turn}</translation>
        </message>
        <message>
            <source>Turn {turn}</source>
            <translation>Ход {turn}</translation>
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
            <translation>; остаются {tiles}</translation>
        </message>
        <message>
            <source>Nothing was given up: every choice was the expert's.</source>
            <translation>Ничего не упущено: каждый выбор совпал с выбором эксперта.</translation>
        </message>
        <message>
            <source>{rank}. {when}, {name}: {played}; the expert's choice {best}; {value} given up.</source>
            <translation>{rank}. {when}, {name}: {played}; выбор эксперта — {best}; упущено {value}.</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>The patent game. With no subcommand, starts the desktop app.</source>
            <translation>Игра «Патенты». Без команды запускает игру в окне.</translation>
        </message>
        <message>
            <source>show the version and exit</source>
            <translation>показать версию и выйти</translation>
        </message>
        <message>
            <source>speak this language for this run (default: Settings &gt; Language, else the system's)</source>
            <translation>язык на этот запуск (по умолчанию — из Настройки &gt; Язык, иначе системный)</translation>
        </message>
        <message>
            <source>DIR</source>
            <translation>ПАПКА</translation>
        </message>
        <message>
            <source>keep saves, settings and statistics in DIR instead of the user's folders</source>
            <translation>хранить сохранения, настройки и статистику в ПАПКЕ, а не в папках пользователя</translation>
        </message>
        <message>
            <source>continue the unfinished game without asking (Settings &gt; Language &gt; Restart now starts the game again this way)</source>
            <translation>продолжить неоконченную партию без вопроса (так игру запускает «Настройки &gt; Язык &gt; Перезапустить»)</translation>
        </message>
        <message>
            <source>PATH</source>
            <translation>ПУТЬ</translation>
        </message>
        <message>
            <source>start a game against two computer players, save a 1280x800 screenshot, exit</source>
            <translation>начать партию против двух компьютерных игроков, сохранить снимок экрана 1280x800 и выйти</translation>
        </message>
        <message>
            <source>seed of the game started by --screenshot</source>
            <translation>номер раздачи партии для --screenshot</translation>
        </message>
        <message>
            <source>check word lists, a headless AI game and the main window; exit 0 if all work</source>
            <translation>проверить словари, партию компьютеров без окна и главное окно; код 0, если всё работает</translation>
        </message>
        <message>
            <source>start as usual, print 'drawn' once the table is first drawn, then quit (benchmarks/startup.py times this)</source>
            <translation>запуститься как обычно, напечатать 'drawn', когда стол впервые нарисован, и выйти (это время измеряет benchmarks/startup.py)</translation>
        </message>
        <message>
            <source>COMMAND</source>
            <translation>КОМАНДА</translation>
        </message>
        <message>
            <source>commands</source>
            <translation>команды</translation>
        </message>
        <message>
            <source>print the meanings of a word</source>
            <translation>показать значения слова</translation>
        </message>
        <message>
            <source>Print the meanings of WORD, up to three per part of speech, from WordNet 3.0 (Princeton University). An inflected word is resolved to its base word (WALKED: WALK), and the base is named. Exit status 0 when a meaning is found, 1 when none is, 2 for bad input, 3 when the definitions file cannot be read.</source>
            <translation>Показать значения английского слова WORD, до трёх для каждой части речи, из WordNet 3.0 (Принстонский университет). Форма слова сводится к начальной (WALKED: WALK), и начальная форма называется. Код выхода 0, если значение найдено, 1 — если нет, 2 — при неверном вводе, 3 — если не читается файл определений.</translation>
        </message>
        <message>
            <source>the word, e.g. WALKED</source>
            <translation>слово, например WALKED</translation>
        </message>
        <message>
            <source>the word list whose language WORD is in (default English): a Russian list (Russian Wiktionary) or the Spanish list (English glosses from FreeDict)</source>
            <translation>словарь, на языке которого WORD (по умолчанию английский): русский словарь (значения из Русского Викисловаря) или испанский (английские переводы из FreeDict)</translation>
        </message>
        <message>
            <source>noun</source>
            <translation>существительное</translation>
        </message>
        <message>
            <source>verb</source>
            <translation>глагол</translation>
        </message>
        <message>
            <source>adjective</source>
            <translation>прилагательное</translation>
        </message>
        <message>
            <source>adverb</source>
            <translation>наречие</translation>
        </message>
        <message>
            <source>from WordNet's irregular forms</source>
            <translation>из списка неправильных форм WordNet</translation>
        </message>
        <message>
            <source>by rule</source>
            <translation>по правилу</translation>
        </message>
        <message>
            <source>plural of</source>
            <translation>множественное число от</translation>
        </message>
        <message>
            <source>-s form of</source>
            <translation>форма на -s от</translation>
        </message>
        <message>
            <source>past tense or past participle of</source>
            <translation>прошедшее время или причастие прошедшего времени от</translation>
        </message>
        <message>
            <source>-ing form of</source>
            <translation>форма на -ing от</translation>
        </message>
        <message>
            <source>comparative of</source>
            <translation>сравнительная степень от</translation>
        </message>
        <message>
            <source>superlative of</source>
            <translation>превосходная степень от</translation>
        </message>
        <message>
            <source>a form of</source>
            <translation>форма слова</translation>
        </message>
        <message>
            <source>{word}: also {relation} {base} ({how})</source>
            <translation>{word}: также {relation} {base} ({how})</translation>
        </message>
        <message>
            <source>{word}: {relation} {base} ({how})</source>
            <translation>{word}: {relation} {base} ({how})</translation>
        </message>
        <message>
            <source>{word}: also a form of {base}</source>
            <translation>{word}: также форма слова {base}</translation>
        </message>
        <message>
            <source>{word}: a form of {base}</source>
            <translation>{word}: форма слова {base}</translation>
        </message>
        <message>
            <source>in English:</source>
            <translation>по-английски:</translation>
        </message>
        <message>
            <source>WORD is empty: give a word</source>
            <translation>WORD пусто: укажите слово</translation>
        </message>
        <message>
            <source>no meaning known for {word}</source>
            <translation>значение слова {word} неизвестно</translation>
        </message>
        <message>
            <source>The game has no offline source of word meanings for the language '{language}'.</source>
            <translation>Для языка «{language}» в игре нет встроенного толкового словаря.</translation>
        </message>
        <message>
            <source>apply a game record and print the resulting state as JSON</source>
            <translation>проиграть запись партии и вывести итоговое состояние в JSON</translation>
        </message>
        <message>
            <source>Apply every action of a game record with full validation and print the summary of the resulting state as one JSON object. Exit status 2 and one line on stderr for a record that is not valid.</source>
            <translation>Выполнить все действия записи партии с полной проверкой и вывести итог состояния одним объектом JSON. Для неверной записи — код выхода 2 и одна строка в stderr.</translation>
        </message>
        <message>
            <source>the game record to replay</source>
            <translation>запись партии</translation>
        </message>
        <message>
            <source>apply only the first N actions</source>
            <translation>выполнить только первые N действий</translation>
        </message>
        <message>
            <source>print JSON (always so; for an imported game such as GCG: players and one move per line)</source>
            <translation>выводить JSON (так всегда; для импортированной партии, например GCG: игроки и по одному ходу в строке)</translation>
        </message>
        <message>
            <source>play seeded games between computer players and report their strength</source>
            <translation>сыграть партии компьютерных игроков с заданными номерами раздач и оценить их силу</translation>
        </message>
        <message>
            <source>Play N seeded games between computer players, rotating seats and the start player so that every player plays every seat equally, and report wins, ties, mean scores, money and stock per turn, and decision times per player id.</source>
            <translation>Сыграть N партий компьютерных игроков с заданными номерами раздач, меняя места и первого игрока так, чтобы каждый поровну играл с каждого места, и вывести победы, ничьи, средний счёт, деньги и акции за ход и время на решение для каждого игрока.</translation>
        </message>
        <message>
            <source>a game family or rule set: {games} (default: {default})</source>
            <translation>семейство игр или набор правил: {games} (по умолчанию {default})</translation>
        </message>
        <message>
            <source>seed of the first deal</source>
            <translation>номер первой раздачи</translation>
        </message>
        <message>
            <source>games to play (at most {count})</source>
            <translation>сколько партий сыграть (не больше {count})</translation>
        </message>
        <message>
            <source>computer players, as many as the game seats, by id or by the name the app shows (e.g. ai:expert,ai:greedy or Tycoon,Sam); the ids: {ids}</source>
            <translation>компьютерные игроки, по числу мест в игре, по id или по имени, которое показывает приложение (например, ai:expert,ai:greedy или Tycoon,Sam); id игроков: {ids}</translation>
        </message>
        <message>
            <source>processes to use (default and most: every core, and no more than the games)</source>
            <translation>сколько процессов занять (по умолчанию и не больше: по одному на ядро и не больше, чем партий)</translation>
        </message>
        <message>
            <source>list the legal moves of a board game position, best first, with scores</source>
            <translation>перечислить допустимые ходы позиции игры на поле, лучшие первыми, с очками</translation>
        </message>
        <message>
            <source>the rule set</source>
            <translation>набор правил</translation>
        </message>
        <message>
            <source>the rack to use (? a blank)</source>
            <translation>подставка для расчёта (? — пустая фишка)</translation>
        </message>
        <message>
            <source>moves shown (0: all)</source>
            <translation>сколько ходов показать (0 — все)</translation>
        </message>
        <message>
            <source>order (default: score)</source>
            <translation>порядок (по умолчанию: score — по очкам)</translation>
        </message>
        <message>
            <source>print one JSON object</source>
            <translation>вывести один объект JSON</translation>
        </message>
        <message>
            <source>unknown rule set {name}; known: {known}</source>
            <translation>неизвестный набор правил {name}; известные: {known}</translation>
        </message>
        <message>
            <source>--limit must be 0 (all) or more</source>
            <translation>--limit должен быть 0 (все) или больше</translation>
        </message>
        <message>
            <source>List every legal placement of a rack in a board game position (from a GCG file or a board record), best first, with its score and equity. The position is the one before move line N of a GCG file (--gcg FILE --turn N) or after the first N moves of a board record (--record FILE --until N).</source>
            <translation>Перечислить все допустимые выкладки фишек подставки в позиции игры на поле (из файла GCG или записи партии на поле), лучшие первыми, с очками и оценкой. Позиция — перед строкой хода N файла GCG (--gcg FILE --turn N) или после первых N ходов записи партии на поле (--record FILE --until N).</translation>
        </message>
        <message>
            <source>a GCG file (English rule sets); needs --turn N</source>
            <translation>файл GCG (английские наборы правил); нужен --turn N</translation>
        </message>
        <message>
            <source>a board record (.patentgame, JSON); needs --until N</source>
            <translation>запись партии на поле (.patentgame, JSON); нужен --until N</translation>
        </message>
        <message>
            <source>with --gcg, required: the position before move line N</source>
            <translation>с --gcg, обязательно: позиция перед строкой хода N</translation>
        </message>
        <message>
            <source>with --record, required: the position after the first N moves</source>
            <translation>с --record, обязательно: позиция после первых N ходов</translation>
        </message>
        <message>
            <source>--gcg needs --turn N: the position before the file's move line N</source>
            <translation>с --gcg нужен --turn N: позиция перед строкой хода N файла</translation>
        </message>
        <message>
            <source>--until goes with --record; with --gcg, give --turn N</source>
            <translation>--until задаётся с --record; с --gcg укажите --turn N</translation>
        </message>
        <message>
            <source>--record needs --until N: the position after the first N moves (0: before the first)</source>
            <translation>с --record нужен --until N: позиция после первых N ходов (0 — перед первым)</translation>
        </message>
        <message>
            <source>--turn goes with --gcg; with --record, give --until N</source>
            <translation>--turn задаётся с --gcg; с --record укажите --until N</translation>
        </message>
        <message>
            <source>GCG files are read for the English rule sets only</source>
            <translation>файлы GCG читаются только для английских наборов правил</translation>
        </message>
        <message>
            <source>{path}: not a GCG file</source>
            <translation>{path}: это не файл GCG</translation>
        </message>
        <message>
            <source>the file {file} has no moves</source>
            <translation>в файле {file} нет ходов</translation>
        </message>
        <message>
            <source>--turn must be 1 to {count}: the file has {count} move lines</source>
            <translation>--turn должен быть от 1 до {count}: в файле строк ходов — {count}</translation>
        </message>
        <message>
            <source>{path} before move line {turn}</source>
            <translation>{path} перед строкой хода {turn}</translation>
        </message>
        <message>
            <source>{path} is a game of {game}, not {asked}</source>
            <translation>{path} — партия {game}, а не {asked}</translation>
        </message>
        <message>
            <source>--until must be 0 or more</source>
            <translation>--until должен быть 0 или больше</translation>
        </message>
        <message>
            <source>{path} after {count} moves</source>
            <translation>{path} после ходов: {count}</translation>
        </message>
        <message>
            <source>the rack {rack} holds a letter that is not a tile of this game</source>
            <translation>на подставке {rack} есть буква, которой нет среди фишек этой игры</translation>
        </message>
        <message>
            <source>the rack is empty</source>
            <translation>подставка пуста</translation>
        </message>
        <message>
            <source>a rack holds at most {most} tiles, not {count}</source>
            <translation>на подставке не больше {most} фишек, а не {count}</translation>
        </message>
        <message>
            <source>only {count} {tile} tile(s) are left off the board</source>
            <translation>вне поля осталось фишек {tile}: {count}</translation>
        </message>
        <message>
            <source>best score first</source>
            <translation>сначала лучшие по очкам</translation>
        </message>
        <message>
            <source>best equity first</source>
            <translation>сначала лучшие по оценке</translation>
        </message>
        <message>
            <source>{game}: {where}, seat {seat} to play, rack {rack}: {count} legal placements ({order})</source>
            <translation>{game}: {where}, ходит место {seat}, подставка {rack}: допустимых выкладок — {count} ({order})</translation>
        </message>
        <message>
            <source>equity</source>
            <translation>оценка</translation>
        </message>
        <message>
            <source>keeps</source>
            <translation>оставляет</translation>
        </message>
        <message>
            <source>save every game as a record in DIR (replayable)</source>
            <translation>сохранить каждую партию записью в папку DIR (её можно проиграть)</translation>
        </message>
        <message>
            <source>the patent game: how words are checked (default: manual)</source>
            <translation>игра «Патенты»: как проверяются слова (по умолчанию manual)</translation>
        </message>
        <message>
            <source>the patent game: how doublers stack (default: multiply)</source>
            <translation>игра «Патенты»: как складываются удвоители (по умолчанию multiply)</translation>
        </message>
        <message>
            <source>the patent game and BuyWord: word list id (default: en-enable; a board rule set names its own)</source>
            <translation>«Патенты» и BuyWord: id словаря (по умолчанию en-enable; набор правил игры на поле задаёт свой)</translation>
        </message>
        <message>
            <source>BuyWord: its options as its records write them, e.g. {example}</source>
            <translation>BuyWord: варианты правил так, как их пишут его записи, например {example}</translation>
        </message>
        <message>
            <source>time each decision may take, as in the app (default: none, so games replay)</source>
            <translation>сколько времени может занять каждое решение, как в приложении (по умолчанию без ограничения, чтобы партии повторялись)</translation>
        </message>
        <message>
            <source>no progress bar</source>
            <translation>без индикатора хода работы</translation>
        </message>
        <message>
            <source>not a number of seconds: {text}</source>
            <translation>не число секунд: {text}</translation>
        </message>
        <message>
            <source>must be more than 0 and at most 600 seconds</source>
            <translation>нужно больше 0 и не больше 600 секунд</translation>
        </message>
        <message>
            <source>list the playable words of a hand and pool</source>
            <translation>перечислить слова, которые можно сыграть с руки и из общих карт</translation>
        </message>
        <message>
            <source>Print every word of 3 to 12 letters that LETTERS (the hand) and the pool can spell, using at least one hand letter, longest first, with its money and stock (a word with a Q is doubled; other doublers depend on patents and are not counted).</source>
            <translation>Вывести все слова из 3–12 букв, которые можно составить из LETTERS (карты на руке) и общих карт, используя хотя бы одну букву с руки, от длинных к коротким, с деньгами и акциями за каждое (слово с Q удваивается; другие удвоители зависят от патентов и не учитываются).</translation>
        </message>
        <message>
            <source>the hand, e.g. QATRSEI</source>
            <translation>карты на руке, например QATRSEI</translation>
        </message>
        <message>
            <source>the pool, e.g. NOL</source>
            <translation>общие карты, например NOL</translation>
        </message>
        <message>
            <source>the X power: use one letter twice</source>
            <translation>свойство X: одна буква дважды</translation>
        </message>
        <message>
            <source>the Z power: add an S after the last letter</source>
            <translation>свойство Z: добавить S после последней буквы</translation>
        </message>
        <message>
            <source>say whether a word is valid</source>
            <translation>проверить, можно ли сыграть слово</translation>
        </message>
        <message>
            <source>Say whether WORD may be played: found in the word list and 3 to 12 letters long. Exit status 0 when it may, 1 when it may not, 2 for bad input.</source>
            <translation>Сказать, можно ли сыграть WORD: слово есть в словаре и в нём от 3 до 12 букв. Код выхода 0 — можно, 1 — нельзя, 2 — неверный ввод.</translation>
        </message>
        <message>
            <source>the word to check</source>
            <translation>слово для проверки</translation>
        </message>
        <message>
            <source>the game whose rules and terms to use: {games} (default {default}); a board rule set or BuyWord uses its own word list unless --list names one</source>
            <translation>игра, по правилам и в терминах которой проверять: {games} (по умолчанию {default}); набор правил настольной игры или BuyWord берёт свой словарь, если --list не называет другой</translation>
        </message>
        <message>
            <source>the word list: {ids}, or the id of an imported list (default {default})</source>
            <translation>словарь: {ids} или id импортированного словаря (по умолчанию {default})</translation>
        </message>
        <message>
            <source>no playable word in {list}</source>
            <translation>в словаре {list} нет слова, которое можно сыграть</translation>
        </message>
        <message>
            <source>word</source>
            <translation>слово</translation>
        </message>
        <message>
            <source>letters</source>
            <translation>букв</translation>
        </message>
        <message>
            <source>money</source>
            <translation>деньги</translation>
        </message>
        <message>
            <source>stock</source>
            <translation>акции</translation>
        </message>
        <message numerus="yes">
            <source>%n word(s) in {list}</source>
            <translation>
                <numerusform>%n слово в словаре {list}</numerusform>
                <numerusform>%n слова в словаре {list}</numerusform>
                <numerusform>%n слов в словаре {list}</numerusform>
            </translation>
        </message>
        <message>
            <source>{word} is not in {list}</source>
            <translation>слова {word} нет в словаре {list}</translation>
        </message>
        <message>
            <source>{word} is in {list}, but a word needs {low} to {high} letters</source>
            <translation>{word} есть в словаре {list}, но в слове должно быть от {low} до {high} букв</translation>
        </message>
        <message numerus="yes">
            <source>{word} is valid in {list}: ${money} and %n stock (doubled by the Q)</source>
            <translation>
                <numerusform>{word} можно сыграть ({list}): ${money} и %n акция (удвоено буквой Q)</numerusform>
                <numerusform>{word} можно сыграть ({list}): ${money} и %n акции (удвоено буквой Q)</numerusform>
                <numerusform>{word} можно сыграть ({list}): ${money} и %n акций (удвоено буквой Q)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{word} is valid in {list}: ${money} and %n stock</source>
            <translation>
                <numerusform>{word} можно сыграть ({list}): ${money} и %n акция</numerusform>
                <numerusform>{word} можно сыграть ({list}): ${money} и %n акции</numerusform>
                <numerusform>{word} можно сыграть ({list}): ${money} и %n акций</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{word} is valid in {list}: %n pip(s), it sells for ${price} in BuyWord</source>
            <translation>
                <numerusform>{word} можно сыграть ({list}): %n очко, в BuyWord оно продаётся за ${price}</numerusform>
                <numerusform>{word} можно сыграть ({list}): %n очка, в BuyWord оно продаётся за ${price}</numerusform>
                <numerusform>{word} можно сыграть ({list}): %n очков, в BuyWord оно продаётся за ${price}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{word} is valid in {game} ({list}): %n point(s) before premium squares</source>
            <translation>
                <numerusform>{word} можно сыграть в игре {game} ({list}): %n очко без премиальных клеток</numerusform>
                <numerusform>{word} можно сыграть в игре {game} ({list}): %n очка без премиальных клеток</numerusform>
                <numerusform>{word} можно сыграть в игре {game} ({list}): %n очков без премиальных клеток</numerusform>
            </translation>
        </message>
        <message>
            <source>(the list writes it {word})</source>
            <translation>(в словаре пишется {word})</translation>
        </message>
        <message>
            <source>--rules is not valid JSON; give BuyWord's options as a JSON object, e.g. {example}</source>
            <translation>значение --rules — не правильный JSON; задайте параметры BuyWord объектом JSON, например {example}</translation>
        </message>
        <message>
            <source>review a game: each turn beside the expert's choice</source>
            <translation>разобрать партию: каждый ход рядом с выбором эксперта</translation>
        </message>
        <message>
            <source>Review a finished or saved game of any family (a record, a saved game, or a .gcg file of an English board game): each turn's play beside the expert's choice from the same position (with what the player could see, never another player's tiles or the bag's order), the value given up, the value given up over the game and the three biggest turns missed. Values are the expert's: in the patent game dollars of final score more than passing, in the board games equity (points now and the worth of the tiles kept), in BuyWord money (dollars now and the worth of the hand kept). Exit status 2 and one line on stderr for a file that is not a valid record.</source>
            <translation>Разобрать оконченную или сохранённую партию любой игры (запись, сохранённую партию или файл .gcg английской игры на поле): каждый ход рядом с выбором эксперта из той же позиции (по тому, что видел игрок, — никогда по чужим фишкам или порядку фишек в мешке), упущенная выгода хода и всей партии и три самых больших упущения. Оценки — по мерке эксперта: в «Патентах» доллары итогового счёта сверх паса, в играх на поле — оценка (очки сейчас и стоимость оставленных фишек), в BuyWord — деньги (доллары сейчас и стоимость оставшейся руки). Код выхода 2 и одна строка в stderr, если файл не является верной записью.</translation>
        </message>
        <message>
            <source>the game record, saved game or GCG file</source>
            <translation>запись партии, сохранённая партия или файл GCG</translation>
        </message>
        <message>
            <source>{play} (withdrawn)</source>
            <translation>{play} (снят)</translation>
        </message>
        <message>
            <source>exchange {tiles}</source>
            <translation>обмен {tiles}</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>пас</translation>
        </message>
        <message>
            <source>buy {tiles} for ${cost}</source>
            <translation>купить {tiles} за ${cost}</translation>
        </message>
        <message>
            <source>decline {tiles}</source>
            <translation>не покупать {tiles}</translation>
        </message>
        <message>
            <source>sell {word}: refused</source>
            <translation>продать {word}: не принято</translation>
        </message>
        <message>
            <source>sell {word} for ${price}</source>
            <translation>продать {word} за ${price}</translation>
        </message>
        <message>
            <source>stop selling</source>
            <translation>больше не продавать</translation>
        </message>
        <message>
            <source>discard {tiles}</source>
            <translation>сбросить {tiles}</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>партия окончена</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>партия не окончена</translation>
        </message>
        <message>
            <source>Values are the expert's equity: points now and the worth of the tiles kept.</source>
            <translation>Оценки — по мерке эксперта: очки сейчас и стоимость оставленных фишек.</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>Ход</translation>
        </message>
        <message>
            <source>Values are the expert's money: dollars now and the worth of the hand kept.</source>
            <translation>Оценки — деньги по мерке эксперта: доллары сейчас и стоимость оставшейся руки.</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Круг</translation>
        </message>
        <message>
            <source>Review of {players} ({state}, {count} turns reviewed)</source>
            <translation>Разбор партии {players} ({state}; разобрано ходов: {count})</translation>
        </message>
        <message>
            <source>{count} turns without their rack in the file are not reviewed.</source>
            <translation>Не разобраны ходы файла без подставки: {count}.</translation>
        </message>
        <message>
            <source>Given up over the game</source>
            <translation>Упущено за партию</translation>
        </message>
        <message>
            <source>{name}: {value} in {count} turns (the best found in {found})</source>
            <translation>{name}: упущено {value}; ходов: {count}, лучших из них: {found}</translation>
        </message>
        <message>
            <source>Biggest turns missed</source>
            <translation>Самые большие упущения</translation>
        </message>
        <message>
            <source>none: every choice was as good as the expert's</source>
            <translation>нет: каждый выбор не хуже выбора эксперта</translation>
        </message>
        <message>
            <source>turn {turn}, {name}: played {played}; the expert's choice {best}; {value} given up</source>
            <translation>ход {turn}, {name}: сыграно {played}; выбор эксперта — {best}; упущено {value}</translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message>
            <source>pass</source>
            <translation>пас</translation>
        </message>
        <message>
            <source>${money}</source>
            <translation>${money}</translation>
        </message>
        <message>
            <source>worth about {value}</source>
            <translation>выгода около {value}</translation>
        </message>
        <message>
            <source>{words} (refused)</source>
            <translation>{words} (отклонено)</translation>
        </message>
        <message>
            <source>earned {earnings}, {worth}</source>
            <translation>получено {earnings}, {worth}</translation>
        </message>
        <message>
            <source>earns {earnings}, {worth}</source>
            <translation>приносит {earnings}, {worth}</translation>
        </message>
        <message>
            <source>refused: the turn cost a card, {worth}</source>
            <translation>отклонено: ход стоил одной карты, {worth}</translation>
        </message>
        <message>
            <source>No word can be laid out: discarding keeps the best cards for later.</source>
            <translation>Слово не составить: сброс сохранит лучшие карты на потом.</translation>
        </message>
        <message>
            <source>Earns {earnings}.</source>
            <translation>Приносит {earnings}.</translation>
        </message>
        <message>
            <source>Doubled by {letters}.</source>
            <translation>Удвоение: {letters}.</translation>
        </message>
        <message>
            <source>Uses your powers: {letters}.</source>
            <translation>Использует свойства ваших патентов: {letters}.</translation>
        </message>
        <message>
            <source>${dollars} to {name} ({letter})</source>
            <translation>${dollars} — {name} ({letter})</translation>
        </message>
        <message>
            <source>Hands out royalties: {paid}.</source>
            <translation>Отдаёт роялти: {paid}.</translation>
        </message>
        <message>
            <source>Hands out no royalties.</source>
            <translation>Роялти никому не отдаёт.</translation>
        </message>
        <message>
            <source>Then you can buy {letter} (${cost}), worth about {worth} beyond its price.</source>
            <translation>После него можно купить {letter} (${cost}) — выгода около {worth} сверх цены.</translation>
        </message>
        <message>
            <source>You bought nothing; the expert would buy {letter} (worth about {worth}).</source>
            <translation>Вы ничего не купили; эксперт купил бы {letter} (выгода около {worth}).</translation>
        </message>
        <message>
            <source>You bought {bought}; the expert would buy {best} (worth about {worth}).</source>
            <translation>Вы купили {bought}; эксперт купил бы {best} (выгода около {worth}).</translation>
        </message>
        <message>
            <source>It makes no patent worth buying.</source>
            <translation>Патента, который стоит купить, после него нет.</translation>
        </message>
        <message>
            <source>The best play is two words, of {first} and {second} letters.</source>
            <translation>Лучший ход — два слова: из {first} и {second} букв.</translation>
        </message>
        <message>
            <source>Hint 1 of 3</source>
            <translation>Подсказка 1 из 3</translation>
        </message>
        <message>
            <source>Letters in place:</source>
            <translation>Буквы на своих местах:</translation>
        </message>
        <message>
            <source>From the pool: {letters}.</source>
            <translation>Из общих карт: {letters}.</translation>
        </message>
        <message>
            <source>Hint 2 of 3</source>
            <translation>Подсказка 2 из 3</translation>
        </message>
        <message>
            <source>Hint 3 of 3</source>
            <translation>Подсказка 3 из 3</translation>
        </message>
        <message>
            <source>{words} is in the word row: press Play, or change it.</source>
            <translation>В строке слова: {words}. Нажмите «Сыграть» или измените ход.</translation>
        </message>
        <message>
            <source>You bought nothing, as the expert would.</source>
            <translation>Вы ничего не купили — как и эксперт.</translation>
        </message>
        <message>
            <source>You bought {letter}, as the expert would.</source>
            <translation>Вы купили {letter} — как и эксперт.</translation>
        </message>
        <message>
            <source>You bought {letter}; the expert would buy nothing.</source>
            <translation>Вы купили {letter}; эксперт ничего бы не купил.</translation>
        </message>
        <message>
            <source>No play was worth more than passing.</source>
            <translation>Ни один ход не был выгоднее паса.</translation>
        </message>
        <message>
            <source>Your play was worth {percent}% of the best.</source>
            <translation>Ваш ход стоил {percent}% от лучшего.</translation>
        </message>
        <message>
            <source>{played}: none of them wins.</source>
            <translation>{played}: ни один из них не выигрывает.</translation>
        </message>
        <message>
            <source>{played}: every one of them wins.</source>
            <translation>{played}: каждый из них выигрывает.</translation>
        </message>
        <message>
            <source>{played} and agrees: {words} has a {percent}% chance to win.</source>
            <translation>{played} и согласен: у {words} {percent}% шансов на победу.</translation>
        </message>
        <message>
            <source>{played} and prefers {words}: a {percent}% chance to win, against {other}% for {first}.</source>
            <translation>{played} и предпочитает {words}: {percent}% шансов на победу против {other}% у {first}.</translation>
        </message>
        <message>
            <source>You found the master's choice.</source>
            <translation>Вы нашли ход мастера.</translation>
        </message>
    </context>
    <context>
        <name>CoachCounts</name>
        <message numerus="yes">
            <source>discard %n card(s)</source>
            <translation>
                <numerusform>сброс %n карты</numerusform>
                <numerusform>сброс %n карт</numerusform>
                <numerusform>сброс %n карт</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>${money} and %n stock</source>
            <translation>
                <numerusform>${money} и %n акция</numerusform>
                <numerusform>${money} и %n акции</numerusform>
                <numerusform>${money} и %n акций</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The best play is a word of %n letter(s).</source>
            <translation>
                <numerusform>Лучший ход — слово из %n буквы.</numerusform>
                <numerusform>Лучший ход — слово из %n букв.</numerusform>
                <numerusform>Лучший ход — слово из %n букв.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The master played the best plays out on %n guess(es) of the hidden cards</source>
            <translation>
                <numerusform>Мастер разыграл лучшие ходы в %n варианте скрытых карт</numerusform>
                <numerusform>Мастер разыграл лучшие ходы в %n вариантах скрытых карт</numerusform>
                <numerusform>Мастер разыграл лучшие ходы в %n вариантах скрытых карт</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CoachPanel</name>
        <message>
            <source>The coach</source>
            <translation>Тренер</translation>
        </message>
        <message>
            <source>Close the coach's panel</source>
            <translation>Закрыть панель тренера</translation>
        </message>
        <message>
            <source>Show</source>
            <translation>Показать</translation>
        </message>
    </context>
    <context>
        <name>CoachSummary</name>
        <message>
            <source>Words of this game</source>
            <translation>Слова этой партии</translation>
        </message>
        <message numerus="yes">
            <source>{name}: %n hint(s)</source>
            <translation>
                <numerusform>{name}: %n подсказка</numerusform>
                <numerusform>{name}: %n подсказки</numerusform>
                <numerusform>{name}: %n подсказок</numerusform>
            </translation>
        </message>
        <message>
            <source>You</source>
            <translation>Вы</translation>
        </message>
        <message>
            <source>no entry in the offline dictionary</source>
            <translation>нет во встроенном толковом словаре</translation>
        </message>
        <message>
            <source>No word was scored in this game.</source>
            <translation>В этой партии не засчитано ни одного слова.</translation>
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
            <translation>Оранжевый</translation>
        </message>
        <message>
            <source>Sky blue</source>
            <translation>Голубой</translation>
        </message>
        <message>
            <source>Bluish green</source>
            <translation>Сине-зелёный</translation>
        </message>
        <message>
            <source>Vermilion</source>
            <translation>Киноварь</translation>
        </message>
        <message>
            <source>Reddish purple</source>
            <translation>Красно-лиловый</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>Жёлтый</translation>
        </message>
        <message>
            <source>solid</source>
            <translation>сплошной</translation>
        </message>
        <message>
            <source>stripes</source>
            <translation>полоски</translation>
        </message>
        <message>
            <source>dots</source>
            <translation>точки</translation>
        </message>
        <message>
            <source>checks</source>
            <translation>клетка</translation>
        </message>
        <message>
            <source>reverse stripes</source>
            <translation>обратные полоски</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>ромбы</translation>
        </message>
    </context>
    <context>
        <name>Dates</name>
        <message>
            <source>Monday</source>
            <translation>в понедельник</translation>
        </message>
        <message>
            <source>Tuesday</source>
            <translation>во вторник</translation>
        </message>
        <message>
            <source>Wednesday</source>
            <translation>в среду</translation>
        </message>
        <message>
            <source>Thursday</source>
            <translation>в четверг</translation>
        </message>
        <message>
            <source>Friday</source>
            <translation>в пятницу</translation>
        </message>
        <message>
            <source>Saturday</source>
            <translation>в субботу</translation>
        </message>
        <message>
            <source>Sunday</source>
            <translation>в воскресенье</translation>
        </message>
        <message>
            <source>January</source>
            <translation>января</translation>
        </message>
        <message>
            <source>February</source>
            <translation>февраля</translation>
        </message>
        <message>
            <source>March</source>
            <translation>марта</translation>
        </message>
        <message>
            <source>April</source>
            <translation>апреля</translation>
        </message>
        <message>
            <source>May</source>
            <translation>мая</translation>
        </message>
        <message>
            <source>June</source>
            <translation>июня</translation>
        </message>
        <message>
            <source>July</source>
            <translation>июля</translation>
        </message>
        <message>
            <source>August</source>
            <translation>августа</translation>
        </message>
        <message>
            <source>September</source>
            <translation>сентября</translation>
        </message>
        <message>
            <source>October</source>
            <translation>октября</translation>
        </message>
        <message>
            <source>November</source>
            <translation>ноября</translation>
        </message>
        <message>
            <source>December</source>
            <translation>декабря</translation>
        </message>
        <message>
            <source>today {clock}</source>
            <translation>сегодня в {clock}</translation>
        </message>
        <message>
            <source>yesterday {clock}</source>
            <translation>вчера в {clock}</translation>
        </message>
        <message>
            <source>{weekday} {clock}</source>
            <translation>{weekday} в {clock}</translation>
        </message>
        <message>
            <source>{day} {month} {year} {clock}</source>
            <translation>{day} {month} {year} г. в {clock}</translation>
        </message>
    </context>
    <context>
        <name>DieView</name>
        <message>
            <source>The die</source>
            <translation>Кубик</translation>
        </message>
        <message>
            <source>The die: not thrown yet this round</source>
            <translation>Кубик: в этом круге ещё не брошен</translation>
        </message>
        <message numerus="yes">
            <source>The die shows CHOICE; %n tiles named</source>
            <translation>
                <numerusform>На кубике ВЫБОР; названа %n фишка</numerusform>
                <numerusform>На кубике ВЫБОР; названы %n фишки</numerusform>
                <numerusform>На кубике ВЫБОР; названо %n фишек</numerusform>
            </translation>
        </message>
        <message>
            <source>The die shows CHOICE</source>
            <translation>На кубике ВЫБОР</translation>
        </message>
        <message numerus="yes">
            <source>The die shows %n</source>
            <translation>
                <numerusform>На кубике %n</numerusform>
                <numerusform>На кубике %n</numerusform>
                <numerusform>На кубике %n</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DraftController</name>
        <message>
            <source>Drag, click or type letters to build a word.</source>
            <translation>Перетащите карты, щёлкните по ним или напечатайте буквы.</translation>
        </message>
    </context>
    <context>
        <name>Explanations</name>
        <message>
            <source>doubles your words that start and end with a vowel</source>
            <translation>удваивает слова, которые начинаются и кончаются гласной</translation>
        </message>
        <message>
            <source>doubles your words that are at least half vowels</source>
            <translation>удваивает слова, где гласных не меньше половины</translation>
        </message>
        <message>
            <source>doubles your one-vowel words</source>
            <translation>удваивает слова с одной гласной</translation>
        </message>
        <message>
            <source>lets you replace a card each turn</source>
            <translation>позволяет менять карту каждый ход</translation>
        </message>
        <message>
            <source>lets you build two words a turn</source>
            <translation>позволяет составлять два слова за ход</translation>
        </message>
        <message>
            <source>lets you use one card twice</source>
            <translation>позволяет использовать одну карту дважды</translation>
        </message>
        <message>
            <source>adds a free S to a word</source>
            <translation>добавляет к слову бесплатную S</translation>
        </message>
        <message>
            <source>rolled the die</source>
            <translation>бросает кубик</translation>
        </message>
        <message>
            <source>took the most tiles</source>
            <translation>берёт больше всего фишек</translation>
        </message>
        <message>
            <source>took {letter}: the most pips</source>
            <translation>берёт {letter}: больше всего очков</translation>
        </message>
        <message>
            <source>bought {tiles} for ${cost}</source>
            <translation>покупает {tiles} за ${cost}</translation>
        </message>
        <message>
            <source>bid ${amount}: below the set's price</source>
            <translation>ставит ${amount}: ниже цены набора</translation>
        </message>
        <message>
            <source>passed: the bidding passed the set's price</source>
            <translation>пасует: ставки превысили цену набора</translation>
        </message>
        <message>
            <source>no word in the hand</source>
            <translation>в руке нет слова</translation>
        </message>
        <message>
            <source>the dearest word in the hand</source>
            <translation>самое дорогое слово в руке</translation>
        </message>
        <message>
            <source>challenged {word}: not a word</source>
            <translation>оспаривает {word}: такого слова нет</translation>
        </message>
        <message>
            <source>accepted {word}</source>
            <translation>принимает {word}</translation>
        </message>
        <message>
            <source>discarded {tiles}</source>
            <translation>сбрасывает {tiles}</translation>
        </message>
        <message>
            <source>sold {word} for ${price}: {why}</source>
            <translation>продаёт {word} за ${price}: {why}</translation>
        </message>
        <message>
            <source>named {count} by chance</source>
            <translation>называет {count} наугад</translation>
        </message>
        <message>
            <source>took {letter} by chance</source>
            <translation>берёт {letter} наугад</translation>
        </message>
        <message>
            <source>declined {tiles} by chance</source>
            <translation>отказывается от {tiles} наугад</translation>
        </message>
        <message>
            <source>bid ${amount} by chance</source>
            <translation>ставит ${amount} наугад</translation>
        </message>
        <message>
            <source>passed by chance</source>
            <translation>пасует наугад</translation>
        </message>
        <message>
            <source>stopped selling by chance</source>
            <translation>прекращает продажу наугад</translation>
        </message>
        <message>
            <source>offered a jumble by chance</source>
            <translation>наугад предлагает набор букв, не слово</translation>
        </message>
        <message>
            <source>by chance</source>
            <translation>наугад</translation>
        </message>
        <message>
            <source>challenged</source>
            <translation>оспаривает</translation>
        </message>
        <message>
            <source>accepted</source>
            <translation>принимает</translation>
        </message>
        <message>
            <source>discarded {count} tiles by chance</source>
            <translation>сбрасывает наугад фишек: {count}</translation>
        </message>
        <message>
            <source>named {count}, as usual</source>
            <translation>называет {count}, как обычно</translation>
        </message>
        <message>
            <source>named {count}: the most worth for the price, by the bag</source>
            <translation>называет {count}: больше всего пользы за цену, судя по мешку</translation>
        </message>
        <message>
            <source>took {letter}: it fits the hand best</source>
            <translation>берёт {letter}: лучше всего подходит к руке</translation>
        </message>
        <message>
            <source>bought {tiles} for ${cost}: cheap enough</source>
            <translation>покупает {tiles} за ${cost}: достаточно дёшево</translation>
        </message>
        <message>
            <source>declined {tiles}: ${cost} is too dear</source>
            <translation>отказывается от {tiles}: ${cost} слишком дорого</translation>
        </message>
        <message>
            <source>bought {tiles} for ${cost}: worth ${worth} to the hand</source>
            <translation>покупает {tiles} за ${cost}: для руки стоит ${worth}</translation>
        </message>
        <message>
            <source>declined {tiles}: worth ${worth} to the hand, costs ${cost}</source>
            <translation>отказывается от {tiles}: для руки стоит ${worth}, а цена ${cost}</translation>
        </message>
        <message>
            <source>bid ${amount}: the set is worth ${worth}</source>
            <translation>ставит ${amount}: набор стоит ${worth}</translation>
        </message>
        <message>
            <source>passed: the set is worth ${worth}</source>
            <translation>пасует: набор стоит ${worth}</translation>
        </message>
        <message>
            <source>no more words to sell</source>
            <translation>больше нечего продать</translation>
        </message>
        <message>
            <source>kept the tiles for a longer word</source>
            <translation>оставляет фишки для более длинного слова</translation>
        </message>
        <message>
            <source>the last round</source>
            <translation>последний круг</translation>
        </message>
        <message>
            <source>worth more sold than kept</source>
            <translation>проданное стоит больше оставленного</translation>
        </message>
        <message>
            <source>saw no word in the hand</source>
            <translation>не видит слова в руке</translation>
        </message>
        <message>
            <source>the hand is full</source>
            <translation>рука полна</translation>
        </message>
        <message>
            <source>a good word</source>
            <translation>хорошее слово</translation>
        </message>
        <message>
            <source>waited: {word} is not worth enough yet</source>
            <translation>ждёт: {word} пока стоит мало</translation>
        </message>
        <message>
            <source>discarded {tiles}: least worth keeping</source>
            <translation>сбрасывает {tiles}: их меньше всего стоит оставлять</translation>
        </message>
        <message>
            <source>accepted {words}</source>
            <translation>принимает {words}</translation>
        </message>
        <message>
            <source>no patent in reach</source>
            <translation>доступных патентов нет</translation>
        </message>
        <message>
            <source>bought {letter}: the dearest patent in reach</source>
            <translation>покупает {letter}: самый дорогой из доступных патентов</translation>
        </message>
        <message>
            <source>kept every card</source>
            <translation>оставляет все карты</translation>
        </message>
        <message>
            <source>gave up {letter} as the penalty</source>
            <translation>отдаёт {letter} в качестве штрафа</translation>
        </message>
        <message>
            <source>no word in this hand: discarded {letters}</source>
            <translation>с этими картами слова нет: сбрасывает {letters}</translation>
        </message>
        <message>
            <source>challenged {words} on a whim</source>
            <translation>оспаривает {words} наобум</translation>
        </message>
        <message>
            <source>replaced {letter} by chance</source>
            <translation>наугад заменяет {letter}</translation>
        </message>
        <message>
            <source>played {words} by chance</source>
            <translation>наугад играет {words}</translation>
        </message>
        <message>
            <source>discarded {count} cards by chance</source>
            <translation>наугад сбрасывает карты ({count})</translation>
        </message>
        <message>
            <source>bought nothing by chance</source>
            <translation>наугад ничего не покупает</translation>
        </message>
        <message>
            <source>bought {letter} by chance</source>
            <translation>наугад покупает {letter}</translation>
        </message>
        <message>
            <source>gave up {letter} by chance</source>
            <translation>наугад отдаёт {letter}</translation>
        </message>
        <message>
            <source>no word in this hand: discarded every card</source>
            <translation>с этими картами слова нет: сбрасывает все карты</translation>
        </message>
        <message>
            <source>challenged {word}: never heard of it</source>
            <translation>оспаривает {word}: впервые слышит</translation>
        </message>
        <message>
            <source>replaced {letter}: a hard letter</source>
            <translation>заменяет {letter}: неудобная буква</translation>
        </message>
        <message>
            <source>bought nothing: it would end the game while behind</source>
            <translation>ничего не покупает: иначе партия кончится при отставании</translation>
        </message>
        <message>
            <source>bought nothing: nothing worth buying now</source>
            <translation>ничего не покупает: сейчас нечего стоящего</translation>
        </message>
        <message>
            <source>discarded {letters} for fresh cards</source>
            <translation>сбрасывает {letters} ради новых карт</translation>
        </message>
        <message>
            <source>played {words}: ${money} and {stock} stock</source>
            <translation>играет {words}: ${money} и акции (+{stock})</translation>
        </message>
        <message>
            <source>played {words}: ${money}</source>
            <translation>играет {words}: ${money}</translation>
        </message>
        <message>
            <source>bought {letter}: {power}</source>
            <translation>покупает {letter}: {power}</translation>
        </message>
        <message>
            <source>bought {letter}: reaches the goal while ahead</source>
            <translation>покупает {letter}: достигает цели, будучи впереди</translation>
        </message>
        <message>
            <source>bought {letter}: reaches the goal</source>
            <translation>покупает {letter}: достигает цели</translation>
        </message>
        <message>
            <source>bought {letter}: a common letter that earns royalties</source>
            <translation>покупает {letter}: частая буква, приносит роялти</translation>
        </message>
        <message>
            <source>bought {letter}: adds ${value} of patents</source>
            <translation>покупает {letter}: +${value} к патентам</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>пасует</translation>
        </message>
        <message>
            <source>bought nothing: it plays out better without</source>
            <translation>ничего не покупает: без покупки партия разыгрывается лучше</translation>
        </message>
        <message>
            <source>played {word} for {score}: the highest score</source>
            <translation>играет {word} ({score}): наибольший счёт</translation>
        </message>
        <message>
            <source>played {word} for {score}: the best score with the tiles kept</source>
            <translation>играет {word} ({score}): лучший счёт с учётом оставшихся фишек</translation>
        </message>
        <message>
            <source>played {word} for {score}: the whole rack</source>
            <translation>играет {word} ({score}): вся подставка</translation>
        </message>
        <message>
            <source>played {word} for {score}: goes out</source>
            <translation>играет {word} ({score}): последние фишки</translation>
        </message>
        <message>
            <source>played {word} for {score}: the best end it found</source>
            <translation>играет {word} ({score}): лучшая найденная концовка</translation>
        </message>
        <message>
            <source>passed: the best end</source>
            <translation>пасует: лучшая концовка</translation>
        </message>
        <message>
            <source>played {word} for {score}: one of the best it saw</source>
            <translation>играет {word} ({score}): один из лучших увиденных ходов</translation>
        </message>
        <message>
            <source>played {word} for {score}</source>
            <translation>играет {word} ({score})</translation>
        </message>
        <message>
            <source>exchanged: the tiles kept are worth more than any play</source>
            <translation>меняет фишки: оставленные стоят больше любого хода</translation>
        </message>
        <message>
            <source>no play: exchanged or passed</source>
            <translation>хода нет: обмен или пас</translation>
        </message>
        <message>
            <source>accepted the last play</source>
            <translation>принимает последний ход</translation>
        </message>
        <message>
            <source>challenged {words}: not a word it knows</source>
            <translation>оспаривает {words}: не знает такого слова</translation>
        </message>
    </context>
    <context>
        <name>Families</name>
        <message>
            <source>The patent game</source>
            <translation>Игра в патенты</translation>
        </message>
        <message>
            <source>Patent game</source>
            <translation>Игра в патенты</translation>
        </message>
        <message>
            <source>The patent game is played in English words: its letter cards and its patents are English (there is no other edition).</source>
            <translation>Патентная игра ведётся английскими словами: её карты с буквами и патенты английские (другого издания нет).</translation>
        </message>
        <message>
            <source>Crossword board games</source>
            <translation>Игры на поле</translation>
        </message>
        <message>
            <source>Board game</source>
            <translation>Игра на поле</translation>
        </message>
        <message>
            <source>BuyWord</source>
            <translation>BuyWord</translation>
        </message>
        <message>
            <source>Scrabble (English)</source>
            <translation>Скрэббл (английский)</translation>
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
            <translation>Вернуть нечего: сначала устройство берёт следующий игрок.</translation>
        </message>
        <message>
            <source>Nothing to take back: the game is over.</source>
            <translation>Вернуть нечего: партия окончена.</translation>
        </message>
    </context>
    <context>
        <name>GameKeeping</name>
        <message>
            <source>Saved games (*{suffix});;GCG, two-player English board games (*{gcg})</source>
            <translation>Сохранённые партии (*{suffix});;GCG, партии двух игроков с английскими фишками (*{gcg})</translation>
        </message>
        <message>
            <source>Saved games (*{suffix});;GCG board games, to view (*{gcg});;All files (*)</source>
            <translation>Сохранённые партии (*{suffix});;Партии GCG, для просмотра (*{gcg});;Все файлы (*)</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Настройки</translation>
        </message>
        <message>
            <source>Saved games</source>
            <translation>Сохранённые партии</translation>
        </message>
        <message>
            <source>Continue?</source>
            <translation>Продолжить?</translation>
        </message>
        <message>
            <source>The unfinished game was kept as {name}; File &gt; Open finds it.</source>
            <translation>Незаконченная партия сохранена как {name}; её можно открыть через Файл &gt; Открыть.</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Статистика</translation>
        </message>
        <message>
            <source>&amp;Statistics</source>
            <translation>Ст&amp;атистика</translation>
        </message>
        <message>
            <source>Game &amp;history</source>
            <translation>&amp;История партий</translation>
        </message>
        <message>
            <source>&amp;Word lists...</source>
            <translation>Слова&amp;ри...</translation>
        </message>
        <message>
            <source>Autosave</source>
            <translation>Автосохранение</translation>
        </message>
        <message>
            <source>The game you left was kept as {name}; File &gt; Open finds it.</source>
            <translation>Оставленная партия сохранена как {name}; её можно открыть через Файл &gt; Открыть.</translation>
        </message>
        <message>
            <source>Match my level: the computer plays as {name}, step {step} of the ladder.</source>
            <translation>Под мой уровень: компьютер играет как {name}, ступень {step} лестницы.</translation>
        </message>
        <message>
            <source>Save the game</source>
            <translation>Сохранить партию</translation>
        </message>
        <message>
            <source>Save as</source>
            <translation>Сохранить как</translation>
        </message>
        <message>
            <source>Saved as {name}</source>
            <translation>Сохранено как {name}</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>Открыть сохранённую партию</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Открыть</translation>
        </message>
        <message>
            <source>Opened {name}</source>
            <translation>Открыто: {name}</translation>
        </message>
        <message numerus="yes">
            <source>%n file(s) could not be opened: {names} and {more} more. {reason}</source>
            <translation>
                <numerusform>Не удалось открыть %n файл: {names} и ещё {more}. {reason}</numerusform>
                <numerusform>Не удалось открыть %n файла: {names} и ещё {more}. {reason}</numerusform>
                <numerusform>Не удалось открыть %n файлов: {names} и ещё {more}. {reason}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n file(s) could not be opened: {names}. {reason}</source>
            <translation>
                <numerusform>Не удалось открыть %n файл: {names}. {reason}</numerusform>
                <numerusform>Не удалось открыть %n файла: {names}. {reason}</numerusform>
                <numerusform>Не удалось открыть %n файлов: {names}. {reason}</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} is not a game the app can show: {error}</source>
            <translation>{name} — не партия, которую может показать приложение: {error}</translation>
        </message>
        <message>
            <source>Replay of {name}</source>
            <translation>Повтор: {name}</translation>
        </message>
        <message>
            <source>A GCG file keeps the moves but not the order of the tiles in the bag, so the game is shown here move by move and cannot be continued.</source>
            <translation>Файл GCG хранит ходы, но не порядок фишек в мешке, поэтому партия показана здесь ход за ходом, и продолжить её нельзя.</translation>
        </message>
        <message>
            <source>Opened {name} in the replay viewer</source>
            <translation>Файл {name} открыт для повтора</translation>
        </message>
        <message>
            <source>{name} is not a GCG game file.</source>
            <translation>{name} — не файл партии GCG.</translation>
        </message>
        <message>
            <source>A .gcg file holds a two-player game of English tiles whose every move GCG can write down; save this game as a .patentgame file instead.</source>
            <translation>Файл .gcg хранит только партию двух игроков с английскими фишками, каждый ход которой можно записать в GCG; сохраните эту партию как файл .patentgame.</translation>
        </message>
        <message>
            <source>Clear the list</source>
            <translation>Очистить список</translation>
        </message>
        <message>
            <source>Game history</source>
            <translation>История партий</translation>
        </message>
    </context>
    <context>
        <name>GameLog</name>
        <message>
            <source>Game log</source>
            <translation>Журнал</translation>
        </message>
        <message>
            <source>The game's story, one line per event</source>
            <translation>История партии: по строке на каждое событие</translation>
        </message>
        <message>
            <source>The game</source>
            <translation>Игра</translation>
        </message>
        <message>
            <source>{name} explains</source>
            <translation>{name} объясняет</translation>
        </message>
    </context>
    <context>
        <name>GameModel</name>
        <message>
            <source>{name} had a problem: {message}</source>
            <translation>Сбой у игрока {name}: {message}</translation>
        </message>
        <message>
            <source>(The story of this game cannot be retold: {error})</source>
            <translation>(Ход этой партии не удаётся пересказать: {error})</translation>
        </message>
        <message>
            <source>{name}: {explanation}</source>
            <translation>{name}: {explanation}</translation>
        </message>
    </context>
    <context>
        <name>GivenUpChart</name>
        <message>
            <source>Value given up over the game</source>
            <translation>Упущенная выгода за партию</translation>
        </message>
        <message>
            <source>each player's turns, first to last</source>
            <translation>ходы каждого игрока, с первого по последний</translation>
        </message>
    </context>
    <context>
        <name>HandHandling</name>
        <message>
            <source>No free {letter} card in your hand or the pool.</source>
            <translation>Свободной карты {letter} нет ни на руке, ни среди общих.</translation>
        </message>
    </context>
    <context>
        <name>HandoverScreen</name>
        <message>
            <source>Pass to {name}</source>
            <translation>Передайте: {name}</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Ваш ход</translation>
        </message>
        <message>
            <source>Only you should look now. The other hands stay hidden until their turn.</source>
            <translation>Сейчас смотрите только вы. Карты остальных скрыты до их хода.</translation>
        </message>
        <message>
            <source>Only {name} should look now. The other hands stay hidden until their turn.</source>
            <translation>Теперь смотрит только {name}. Карты остальных скрыты до их хода.</translation>
        </message>
        <message>
            <source>Show my cards  (Enter)</source>
            <translation>Показать мои карты  (Enter)</translation>
        </message>
        <message>
            <source>I am {name}: show my cards  (Enter)</source>
            <translation>Я — {name}: показать мои карты  (Enter)</translation>
        </message>
    </context>
    <context>
        <name>HelpDialog</name>
        <message>
            <source>The rules of {game} are not in the app yet.</source>
            <translation>Правил игры {game} в приложении пока нет.</translation>
        </message>
        <message>
            <source>patentgame - help</source>
            <translation>patentgame — справка</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Правила</translation>
        </message>
        <message>
            <source>About and word lists</source>
            <translation>О программе и словарях</translation>
        </message>
    </context>
    <context>
        <name>HintSteps</name>
        <message>
            <source>Looking for the best play...</source>
            <translation>Поиск лучшего хода...</translation>
        </message>
        <message numerus="yes">
            <source>Hint: the best play puts down %n tile(s) for {score} points.</source>
            <translation>
                <numerusform>Подсказка: лучший ход — %n фишка, очков: {score}.</numerusform>
                <numerusform>Подсказка: лучший ход — %n фишки, очков: {score}.</numerusform>
                <numerusform>Подсказка: лучший ход — %n фишек, очков: {score}.</numerusform>
            </translation>
        </message>
        <message>
            <source>No play fits on the board, and no exchange is allowed now: pass.</source>
            <translation>На поле не помещается ни одно слово, а обмен сейчас не разрешён: спасуйте.</translation>
        </message>
        <message>
            <source>No play fits on the board: exchange every tile ({give}).</source>
            <translation>На поле не помещается ни одно слово: обменяйте все фишки ({give}).</translation>
        </message>
        <message>
            <source>No play fits on the board: exchange {give}, keep {keep}.</source>
            <translation>На поле не помещается ни одно слово: обменяйте {give}, оставьте {keep}.</translation>
        </message>
    </context>
    <context>
        <name>HistoryWindow</name>
        <message>
            <source>Finished</source>
            <translation>Окончена</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Игроки</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Победитель</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Счёт</translation>
        </message>
        <message>
            <source>Word list</source>
            <translation>Словарь</translation>
        </message>
        <message>
            <source>Turns</source>
            <translation>Ходы</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Игра</translation>
        </message>
        <message>
            <source>Game history</source>
            <translation>История партий</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>&amp;Игрок:</translation>
        </message>
        <message>
            <source>Re&amp;view…</source>
            <translation>&amp;Разбор…</translation>
        </message>
        <message>
            <source>The coach's review: each turn beside the expert's choice</source>
            <translation>Разбор тренера: каждый ход в сравнении с выбором эксперта</translation>
        </message>
        <message>
            <source>&amp;Replay…</source>
            <translation>&amp;Повтор…</translation>
        </message>
        <message>
            <source>All players</source>
            <translation>Все игроки</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s)</source>
            <translation>
                <numerusform>%n партия</numerusform>
                <numerusform>%n партии</numerusform>
                <numerusform>%n партий</numerusform>
            </translation>
        </message>
        <message>
            <source>No finished games yet</source>
            <translation>Законченных партий пока нет</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Повтор</translation>
        </message>
        <message>
            <source>This game is no longer in the history.</source>
            <translation>Этой партии больше нет в истории.</translation>
        </message>
        <message>
            <source>Review: {players}</source>
            <translation>Разбор партии: {players}</translation>
        </message>
    </context>
    <context>
        <name>ImportQuestion</name>
        <message>
            <source>Import a word list</source>
            <translation>Импорт словаря</translation>
        </message>
        <message>
            <source>Name players will see:</source>
            <translation>Название, которое увидят игроки:</translation>
        </message>
        <message>
            <source>Words in:</source>
            <translation>Язык слов:</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Импортировать</translation>
        </message>
    </context>
    <context>
        <name>Keeping</name>
        <message>
            <source>Continue the game against {computers} from {when}?</source>
            <translation>Продолжить партию против {computers}, сохранённую {when}?</translation>
        </message>
        <message>
            <source>Continue the game against {computers}?</source>
            <translation>Продолжить партию против {computers}?</translation>
        </message>
        <message>
            <source>Continue the game of {people} against {computers} from {when}?</source>
            <translation>Продолжить партию против {computers} (играют {people}), сохранённую {when}?</translation>
        </message>
        <message>
            <source>Continue the game of {people} against {computers}?</source>
            <translation>Продолжить партию против {computers} (играют {people})?</translation>
        </message>
        <message>
            <source>Continue the game of {people} from {when}?</source>
            <translation>Продолжить партию (играют {people}), сохранённую {when}?</translation>
        </message>
        <message>
            <source>Continue the game of {people}?</source>
            <translation>Продолжить партию (играют {people})?</translation>
        </message>
        <message>
            <source>{names} and {last}</source>
            <translation>{names} и {last}</translation>
        </message>
    </context>
    <context>
        <name>Keys</name>
        <message>
            <source>Building a word</source>
            <translation>Составление слова</translation>
        </message>
        <message>
            <source>A to Z</source>
            <translation>От A до Z</translation>
        </message>
        <message>
            <source>Lay a card of that letter (hand or pool)</source>
            <translation>Выложить карту с этой буквой (из руки или общих)</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>Backspace</translation>
        </message>
        <message>
            <source>Take back the last card laid</source>
            <translation>Вернуть последнюю выложенную карту</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>Play the word</source>
            <translation>Сыграть слово</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Clear the word</source>
            <translation>Очистить слово</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Пробел</translation>
        </message>
        <message>
            <source>Type into the second word (V patent)</source>
            <translation>Набирать второе слово (патент V)</translation>
        </message>
        <message>
            <source>+</source>
            <translation>+</translation>
        </message>
        <message>
            <source>Add an S to the word (Z patent)</source>
            <translation>Добавить к слову S (патент Z)</translation>
        </message>
        <message>
            <source>Discarding</source>
            <translation>Сброс</translation>
        </message>
        <message>
            <source>Mark a card of that letter</source>
            <translation>Отметить карту с этой буквой</translation>
        </message>
        <message>
            <source>Discard the marked cards</source>
            <translation>Сбросить отмеченные карты</translation>
        </message>
        <message>
            <source>Unmark every card, or stop discarding</source>
            <translation>Снять все отметки или отменить сброс</translation>
        </message>
        <message>
            <source>Buying a patent</source>
            <translation>Покупка патента</translation>
        </message>
        <message>
            <source>Buy the patent of that letter</source>
            <translation>Купить патент на эту букву</translation>
        </message>
        <message>
            <source>Buy nothing</source>
            <translation>Ничего не покупать</translation>
        </message>
        <message>
            <source>A word is played</source>
            <translation>Слово сыграно</translation>
        </message>
        <message>
            <source>Enter or Esc</source>
            <translation>Enter или Esc</translation>
        </message>
        <message>
            <source>Accept the word</source>
            <translation>Принять слово</translation>
        </message>
        <message>
            <source>C</source>
            <translation>C</translation>
        </message>
        <message>
            <source>Challenge the word</source>
            <translation>Оспорить слово</translation>
        </message>
        <message>
            <source>Go on after the verdict</source>
            <translation>Продолжить после решения</translation>
        </message>
        <message>
            <source>Passing the device</source>
            <translation>Передача устройства</translation>
        </message>
        <message>
            <source>Enter or Space</source>
            <translation>Enter или Пробел</translation>
        </message>
        <message>
            <source>Show your hand</source>
            <translation>Показать свои карты</translation>
        </message>
        <message>
            <source>Menus</source>
            <translation>Меню</translation>
        </message>
        <message>
            <source>Playing with the keyboard</source>
            <translation>Игра с клавиатуры</translation>
        </message>
    </context>
    <context>
        <name>KeysDialog</name>
        <message>
            <source>Keys</source>
            <translation>Клавиши</translation>
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <source>Knows short everyday words, rarely sees a long one and picks loosely among his plays.</source>
            <translation>Знает короткие обиходные слова, редко видит длинное и выбирает ход небрежно.</translation>
        </message>
        <message>
            <source>Pip</source>
            <translation>Пип</translation>
        </message>
        <message>
            <source>Knows everyday words, sometimes sees a long one, and buys the patents she likes.</source>
            <translation>Знает обиходные слова, иногда видит длинное и покупает патенты, которые ей нравятся.</translation>
        </message>
        <message>
            <source>Robin</source>
            <translation>Робин</translation>
        </message>
        <message>
            <source>Knows everyday words, often misses long ones and buys the patents she likes.</source>
            <translation>Знает обиходные слова, часто упускает длинные и покупает патенты, которые ей нравятся.</translation>
        </message>
        <message>
            <source>Penny</source>
            <translation>Пенни</translation>
        </message>
        <message>
            <source>Knows everyday words, sees more long ones and buys the dearest patent.</source>
            <translation>Знает обиходные слова, видит больше длинных и покупает самый дорогой патент.</translation>
        </message>
        <message>
            <source>Theo</source>
            <translation>Тео</translation>
        </message>
        <message>
            <source>Knows everyday words, sees most long ones, buys the dearest patent and throws away awkward letters.</source>
            <translation>Знает обиходные слова, видит почти все длинные, покупает самый дорогой патент и сбрасывает неудобные буквы.</translation>
        </message>
        <message>
            <source>Lena</source>
            <translation>Лена</translation>
        </message>
        <message>
            <source>Knows everyday words, spots most good ones, buys the dearest patent and tidies his hand.</source>
            <translation>Знает обиходные слова, замечает почти все хорошие, покупает самый дорогой патент и разбирает свои карты.</translation>
        </message>
        <message>
            <source>Sam</source>
            <translation>Сэм</translation>
        </message>
        <message>
            <source>Knows everyday words and always plays the best she sees.</source>
            <translation>Знает обиходные слова и всегда играет лучший ход, какой видит.</translation>
        </message>
        <message>
            <source>Nora</source>
            <translation>Нора</translation>
        </message>
        <message>
            <source>Knows everyday words and weighs royalties, the patents' income and the cards he keeps.</source>
            <translation>Знает обиходные слова и взвешивает роялти, доход от патентов и оставленные карты.</translation>
        </message>
        <message>
            <source>Felix</source>
            <translation>Феликс</translation>
        </message>
        <message>
            <source>Knows everyday words, sees long ones, and starts to value the patents' powers.</source>
            <translation>Знает обиходные слова, видит длинные и начинает ценить свойства патентов.</translation>
        </message>
        <message>
            <source>Iris</source>
            <translation>Ирис</translation>
        </message>
        <message>
            <source>Knows most words, even rare ones, and weighs royalties, patents and the cards kept.</source>
            <translation>Знает почти все слова, даже редкие, и взвешивает роялти, патенты и оставленные карты.</translation>
        </message>
        <message>
            <source>Morgan</source>
            <translation>Морган</translation>
        </message>
        <message>
            <source>Plays the whole turn: every word, royalty flows, powers and when to end the game.</source>
            <translation>Продумывает весь ход: каждое слово, потоки роялти, свойства патентов и момент конца партии.</translation>
        </message>
        <message>
            <source>Tycoon</source>
            <translation>Тайкун</translation>
        </message>
        <message>
            <source>Magnate</source>
            <translation>Магнат</translation>
        </message>
        <message>
            <source>Thinks ahead: plays its best ideas out against your likely replies before it moves.</source>
            <translation>Думает наперёд: прежде чем сходить, разыгрывает свои лучшие замыслы против ваших вероятных ответов.</translation>
        </message>
        <message>
            <source>Plays short everyday words, seldom sees a longer one and picks loosely.</source>
            <translation>Играет короткими обиходными словами, редко видит слово длиннее и выбирает ход как придётся.</translation>
        </message>
        <message>
            <source>Plays everyday words, mostly short ones, and picks what scores well now.</source>
            <translation>Играет обиходными словами, в основном короткими, и выбирает то, что приносит очки сейчас.</translation>
        </message>
        <message>
            <source>Knows everyday words, seldom sees a long one and plays what scores well now.</source>
            <translation>Знает обиходные слова, редко видит длинное и играет то, что приносит очки сейчас.</translation>
        </message>
        <message>
            <source>Knows everyday words, sees more long ones and starts to keep good tiles.</source>
            <translation>Знает обиходные слова, видит больше длинных и начинает оставлять себе хорошие фишки.</translation>
        </message>
        <message>
            <source>Knows everyday words, keeps good tiles and exchanges a hopeless rack.</source>
            <translation>Знает обиходные слова, оставляет себе хорошие фишки и меняет безнадёжный набор на подставке.</translation>
        </message>
        <message>
            <source>Knows everyday words, keeps a handy rack and exchanges a bad one.</source>
            <translation>Знает обиходные слова, держит на подставке удобный набор и меняет плохой.</translation>
        </message>
        <message>
            <source>Knows everyday words, spots more long ones and keeps a better rack.</source>
            <translation>Знает обиходные слова, замечает больше длинных и держит на подставке набор получше.</translation>
        </message>
        <message>
            <source>Knows everyday words and a few rare ones, and always plays the best he sees.</source>
            <translation>Знает обиходные слова и немного редких и всегда играет лучший ход, какой видит.</translation>
        </message>
        <message>
            <source>Knows some rare words too, weighs the tiles kept and keeps lanes shut.</source>
            <translation>Знает и часть редких слов, взвешивает оставленные фишки и не открывает пути к утроению слова.</translation>
        </message>
        <message>
            <source>Knows most words, weighs the tiles kept and keeps triple-word lanes shut.</source>
            <translation>Знает почти все слова, взвешивает оставленные фишки и не открывает пути к клеткам утроения слова.</translation>
        </message>
        <message>
            <source>Sees every word, values the tiles kept by self-play and searches the endgame.</source>
            <translation>Видит каждое слово, ценит оставленные фишки по итогам игр с собой и просчитывает концовку.</translation>
        </message>
        <message>
            <source>Match my level</source>
            <translation>Под мой уровень</translation>
        </message>
        <message>
            <source>Picks the step that fits your recent results, so every game is a close one.</source>
            <translation>Выбирает ступень по вашим последним результатам, чтобы каждая партия шла на равных.</translation>
        </message>
        <message>
            <source>Plays its best ideas out against the racks you are likely to hold and searches the last moves.</source>
            <translation>Разыгрывает свои лучшие замыслы против фишек, которые вероятнее всего у вас на подставке, и просчитывает последние ходы.</translation>
        </message>
        <message>
            <source>beginner</source>
            <translation>новичок</translation>
        </message>
        <message>
            <source>casual</source>
            <translation>любитель</translation>
        </message>
        <message>
            <source>strong</source>
            <translation>сильный</translation>
        </message>
        <message>
            <source>expert</source>
            <translation>эксперт</translation>
        </message>
        <message>
            <source>master</source>
            <translation>мастер</translation>
        </message>
        <message>
            <source>step {step}</source>
            <translation>ступень {step}</translation>
        </message>
    </context>
    <context>
        <name>LogColumn</name>
        <message>
            <source>Game log</source>
            <translation>Журнал</translation>
        </message>
        <message>
            <source>Show the game log</source>
            <translation>Показать журнал</translation>
        </message>
        <message>
            <source>Fold the game log away</source>
            <translation>Свернуть журнал</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Slow</source>
            <translation>Медленно</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Обычно</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Быстро</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>Мгновенно</translation>
        </message>
        <message>
            <source>Restart now? The game in progress is kept.</source>
            <translation>Перезапустить сейчас? Начатая партия сохранится.</translation>
        </message>
        <message>
            <source>Restart now</source>
            <translation>Перезапустить</translation>
        </message>
        <message>
            <source>Later</source>
            <translation>Позже</translation>
        </message>
        <message>
            <source>A game is in progress. Quit anyway? It will be lost.</source>
            <translation>Идёт партия. Всё равно выйти? Она будет потеряна.</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Выход</translation>
        </message>
        <message>
            <source>The game speaks {language} from its next start.</source>
            <translation>Язык игры ({language}) сменится при следующем запуске.</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Язык</translation>
        </message>
        <message>
            <source>The word list cannot be loaded:
{error}</source>
            <translation>Не удаётся загрузить словарь:
{error}</translation>
        </message>
        <message>
            <source>This game cannot start:
{error}</source>
            <translation>Эту партию не удаётся начать:
{error}</translation>
        </message>
        <message>
            <source>Guided first game</source>
            <translation>Обучающая партия</translation>
        </message>
        <message>
            <source>The word list cannot be loaded:</source>
            <translation>Не удаётся загрузить словарь:</translation>
        </message>
        <message>
            <source>Play against the computer</source>
            <translation>Играть против компьютера</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Новая партия</translation>
        </message>
        <message>
            <source>A game is in progress. Leave it for a new one? It is kept as a saved game: File &gt; Open finds it.</source>
            <translation>Идёт партия. Оставить её ради новой? Она будет сохранена: её можно открыть через Файл &gt; Открыть.</translation>
        </message>
        <message>
            <source>A game is in progress. Leave it for a new one? It will be lost.</source>
            <translation>Идёт партия. Оставить её ради новой? Она будет потеряна.</translation>
        </message>
        <message>
            <source>patentgame - {names}</source>
            <translation>patentgame — {names}</translation>
        </message>
    </context>
    <context>
        <name>Meanings</name>
        <message>
            <source>noun</source>
            <translation>существительное</translation>
        </message>
        <message>
            <source>verb</source>
            <translation>глагол</translation>
        </message>
        <message>
            <source>adjective</source>
            <translation>прилагательное</translation>
        </message>
        <message>
            <source>adverb</source>
            <translation>наречие</translation>
        </message>
        <message>
            <source>plural of {base}</source>
            <translation>множественное число от {base}</translation>
        </message>
        <message>
            <source>-s form of {base}</source>
            <translation>форма на -s от {base}</translation>
        </message>
        <message>
            <source>past tense or past participle of {base}</source>
            <translation>прошедшее время или причастие прошедшего времени от {base}</translation>
        </message>
        <message>
            <source>-ing form of {base}</source>
            <translation>форма на -ing от {base}</translation>
        </message>
        <message>
            <source>comparative of {base}</source>
            <translation>сравнительная степень от {base}</translation>
        </message>
        <message>
            <source>superlative of {base}</source>
            <translation>превосходная степень от {base}</translation>
        </message>
        <message>
            <source>a form of {base}</source>
            <translation>форма слова {base}</translation>
        </message>
        <message>
            <source>Russian Wiktionary</source>
            <translation>Русский Викисловарь</translation>
        </message>
        <message>
            <source>FreeDict Spanish-English</source>
            <translation>испанско-английский FreeDict</translation>
        </message>
        <message>
            <source>No meaning of {word} is in the offline dictionary (WordNet 3.0).</source>
            <translation>Во встроенном толковом словаре (WordNet 3.0) нет значения слова {word}.</translation>
        </message>
        <message>
            <source>The game has no offline source of word meanings for this language.</source>
            <translation>Для этого языка в игре нет встроенного толкового словаря.</translation>
        </message>
        <message>
            <source>No meaning of {word} is in the offline dictionary ({source}).</source>
            <translation>Во встроенном толковом словаре ({source}) нет значения слова {word}.</translation>
        </message>
        <message>
            <source>English glosses (FreeDict)</source>
            <translation>Переводы на английский (FreeDict)</translation>
        </message>
    </context>
    <context>
        <name>MotionLayer</name>
        <message>
            <source>Moving cards</source>
            <translation>Движущиеся карты</translation>
        </message>
    </context>
    <context>
        <name>MoveEntry</name>
        <message>
            <source>The board ends here: no square left for {letter}.</source>
            <translation>Здесь поле кончается: для буквы {letter} нет клетки.</translation>
        </message>
        <message>
            <source>Click a square first: {letter} goes where you click.</source>
            <translation>Сначала щёлкните клетку: буква {letter} встанет туда.</translation>
        </message>
        <message>
            <source>No {letter} on your rack.</source>
            <translation>На вашей подставке нет буквы {letter}.</translation>
        </message>
    </context>
    <context>
        <name>Narration</name>
        <message>
            <source>You</source>
            <translation>Вы</translation>
        </message>
        <message>
            <source>You win!</source>
            <translation>Вы победили!</translation>
        </message>
        <message>
            <source>{name} wins!</source>
            <translation>Победа: {name}!</translation>
        </message>
        <message>
            <source>Nobody wins.</source>
            <translation>Никто не победил.</translation>
        </message>
        <message>
            <source>{names} share the win!</source>
            <comment>the names include you</comment>
            <translation>{names} делите победу!</translation>
        </message>
        <message>
            <source>{names} share the win!</source>
            <translation>Победу делят: {names}!</translation>
        </message>
        <message>
            <source>Turn {turn}: your turn.</source>
            <translation>Ход {turn}: ваш ход.</translation>
        </message>
        <message>
            <source>Turn {turn}: {name} to play.</source>
            <translation>Ход {turn}: ходит {name}.</translation>
        </message>
        <message>
            <source>You used the Q patent: {old} in the pool was replaced by {new}.</source>
            <translation>Вы применили патент Q: {old} среди общих карт заменена на {new}.</translation>
        </message>
        <message>
            <source>{name} used the Q patent: {old} in the pool was replaced by {new}.</source>
            <translation>{name} применяет патент Q: {old} среди общих карт заменена на {new}.</translation>
        </message>
        <message>
            <source>You used the Q patent to replace a card of your hand.</source>
            <translation>Вы применили патент Q и заменили карту на руке.</translation>
        </message>
        <message>
            <source>{name} used the Q patent to replace a card of their hand.</source>
            <translation>{name} применяет патент Q и заменяет карту на руке.</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} и {second}</translation>
        </message>
        <message>
            <source>You placed {words}.</source>
            <translation>Вы выложили {words}.</translation>
        </message>
        <message>
            <source>{name} placed {words}.</source>
            <translation>{name} выкладывает {words}.</translation>
        </message>
        <message>
            <source>You may accept or challenge.</source>
            <translation>Вы можете принять или оспорить.</translation>
        </message>
        <message>
            <source>{names} may accept or challenge.</source>
            <comment>the names include you</comment>
            <translation>{names} можете принять или оспорить.</translation>
        </message>
        <message>
            <source>{name} may accept or challenge.</source>
            <translation>{name} может принять или оспорить.</translation>
        </message>
        <message>
            <source>{names} may accept or challenge.</source>
            <translation>{names} могут принять или оспорить.</translation>
        </message>
        <message>
            <source>You accept.</source>
            <translation>Вы принимаете.</translation>
        </message>
        <message>
            <source>{name} accepts.</source>
            <translation>{name} принимает.</translation>
        </message>
        <message>
            <source>You challenged {builder}: {words} are not in the word list; the play is rejected.</source>
            <translation>Вы оспорили ход игрока {builder}: слов {words} нет в словаре; ход отклонён.</translation>
        </message>
        <message>
            <source>{challenger} challenged you: {words} are not in the word list; your play is rejected.</source>
            <translation>{challenger} оспаривает ваш ход: слов {words} нет в словаре; ваш ход отклонён.</translation>
        </message>
        <message>
            <source>{challenger} challenged {builder}: {words} are not in the word list; the play is rejected.</source>
            <translation>{challenger} оспаривает ход игрока {builder}: слов {words} нет в словаре; ход отклонён.</translation>
        </message>
        <message>
            <source>You challenged {builder}: {words} is not in the word list; the play is rejected.</source>
            <translation>Вы оспорили ход игрока {builder}: слова {words} нет в словаре; ход отклонён.</translation>
        </message>
        <message>
            <source>{challenger} challenged you: {words} is not in the word list; your play is rejected.</source>
            <translation>{challenger} оспаривает ваш ход: слова {words} нет в словаре; ваш ход отклонён.</translation>
        </message>
        <message>
            <source>{challenger} challenged {builder}: {words} is not in the word list; the play is rejected.</source>
            <translation>{challenger} оспаривает ход игрока {builder}: слова {words} нет в словаре; ход отклонён.</translation>
        </message>
        <message>
            <source>You challenged {builder}: the play is valid; the bank pays {builder} $1.</source>
            <translation>Вы оспорили ход игрока {builder}: ход верный; банк платит игроку {builder} $1.</translation>
        </message>
        <message>
            <source>You challenged {builder}: the play is valid; you pay {builder} $1.</source>
            <translation>Вы оспорили ход игрока {builder}: ход верный; вы платите игроку {builder} $1.</translation>
        </message>
        <message>
            <source>{challenger} challenged you: your play is valid; the bank pays you $1.</source>
            <translation>{challenger} оспаривает ваш ход: ход верный; банк платит вам $1.</translation>
        </message>
        <message>
            <source>{challenger} challenged you: your play is valid; {challenger} pays you $1.</source>
            <translation>{challenger} оспаривает ваш ход: ход верный; {challenger} платит вам $1.</translation>
        </message>
        <message>
            <source>{challenger} challenged {builder}: the play is valid; the bank pays {builder} $1.</source>
            <translation>{challenger} оспаривает ход игрока {builder}: ход верный; банк платит игроку {builder} $1.</translation>
        </message>
        <message>
            <source>{challenger} challenged {builder}: the play is valid; {challenger} pays {builder} $1.</source>
            <translation>{challenger} оспаривает ход игрока {builder}: ход верный; {challenger} платит игроку {builder} $1.</translation>
        </message>
        <message>
            <source>The play is not allowed: the cards go back.</source>
            <translation>Такой ход не разрешён: карты возвращаются.</translation>
        </message>
        <message>
            <source>{words} are not in the word list: the cards go back.</source>
            <translation>Слов {words} нет в словаре: карты возвращаются.</translation>
        </message>
        <message>
            <source>{words} is not in the word list: the cards go back.</source>
            <translation>Слова {words} нет в словаре: карты возвращаются.</translation>
        </message>
        <message>
            <source>You must discard one card as a penalty.</source>
            <translation>Штраф: вы должны сбросить одну карту.</translation>
        </message>
        <message>
            <source>{name} must discard one card as a penalty.</source>
            <translation>Штраф: {name} сбрасывает одну карту.</translation>
        </message>
        <message numerus="yes">
            <source>%n try(s) left.</source>
            <translation>
                <numerusform>Осталась %n попытка.</numerusform>
                <numerusform>Осталось %n попытки.</numerusform>
                <numerusform>Осталось %n попыток.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You score {word}: ${money} + %n stock.</source>
            <translation>
                <numerusform>Вы получаете за {word}: ${money} + %n акцию.</numerusform>
                <numerusform>Вы получаете за {word}: ${money} + %n акции.</numerusform>
                <numerusform>Вы получаете за {word}: ${money} + %n акций.</numerusform>
            </translation>
        </message>
        <message>
            <source>You score {word}: ${money}.</source>
            <translation>Вы получаете за {word}: ${money}.</translation>
        </message>
        <message numerus="yes">
            <source>{name} scores {word}: ${money} + %n stock.</source>
            <translation>
                <numerusform>{name} получает за {word}: ${money} + %n акцию.</numerusform>
                <numerusform>{name} получает за {word}: ${money} + %n акции.</numerusform>
                <numerusform>{name} получает за {word}: ${money} + %n акций.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} scores {word}: ${money}.</source>
            <translation>{name} получает за {word}: ${money}.</translation>
        </message>
        <message>
            <source>(x{multiplier} by {letters})</source>
            <translation>(x{multiplier} за {letters})</translation>
        </message>
        <message>
            <source>You receive ${amount} royalty for {letter} from the bank.</source>
            <translation>Вы получаете от банка роялти ${amount} за {letter}.</translation>
        </message>
        <message>
            <source>{name} receives ${amount} royalty for {letter} from the bank.</source>
            <translation>{name} получает от банка роялти ${amount} за {letter}.</translation>
        </message>
        <message>
            <source>You buy the {letter} patent for ${cost}.</source>
            <translation>Вы покупаете патент {letter} за ${cost}.</translation>
        </message>
        <message>
            <source>{name} buys the {letter} patent for ${cost}.</source>
            <translation>{name} покупает патент {letter} за ${cost}.</translation>
        </message>
        <message>
            <source>You buy no patent.</source>
            <translation>Вы не покупаете патент.</translation>
        </message>
        <message>
            <source>{name} buys no patent.</source>
            <translation>{name} не покупает патент.</translation>
        </message>
        <message>
            <source>Final round! You hold patents worth ${value}. The round is played to its end.</source>
            <translation>Последний круг! У вас патентов на ${value}. Круг доигрывается до конца.</translation>
        </message>
        <message>
            <source>Final round! {name} holds patents worth ${value}. The round is played to its end.</source>
            <translation>Последний круг! У игрока {name} патентов на ${value}. Круг доигрывается до конца.</translation>
        </message>
        <message>
            <source>The pool is refilled with {letters}.</source>
            <translation>Общие карты пополнены: {letters}.</translation>
        </message>
        <message>
            <source>You discard {letter} as the penalty.</source>
            <translation>Штраф: вы сбрасываете {letter}.</translation>
        </message>
        <message>
            <source>{name} discards {letter} as the penalty.</source>
            <translation>Штраф: {name} сбрасывает {letter}.</translation>
        </message>
        <message>
            <source>You keep the other cards.</source>
            <translation>Остальные карты остаются у вас.</translation>
        </message>
        <message>
            <source>{name} keeps the other cards.</source>
            <translation>Остальные карты остаются у игрока {name}.</translation>
        </message>
        <message>
            <source>You pass.</source>
            <translation>Вы пасуете.</translation>
        </message>
        <message>
            <source>{name} passes.</source>
            <translation>{name} пасует.</translation>
        </message>
        <message>
            <source>You discard {letters}.</source>
            <translation>Вы сбрасываете {letters}.</translation>
        </message>
        <message>
            <source>{name} discards {letters}.</source>
            <translation>{name} сбрасывает {letters}.</translation>
        </message>
        <message numerus="yes">
            <source>You draw %n card(s).</source>
            <translation>
                <numerusform>Вы берёте %n карту.</numerusform>
                <numerusform>Вы берёте %n карты.</numerusform>
                <numerusform>Вы берёте %n карт.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} draws %n card(s).</source>
            <translation>
                <numerusform>{name} берёт %n карту.</numerusform>
                <numerusform>{name} берёт %n карты.</numerusform>
                <numerusform>{name} берёт %n карт.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The deck ran out: %n discarded card(s) are shuffled into a new deck.</source>
            <translation>
                <numerusform>Колода кончилась: %n карта из сброса перемешана в новую колоду.</numerusform>
                <numerusform>Колода кончилась: %n карты из сброса перемешаны в новую колоду.</numerusform>
                <numerusform>Колода кончилась: %n карт из сброса перемешаны в новую колоду.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} {score}</source>
            <translation>{name} {score}</translation>
        </message>
        <message>
            <source>you</source>
            <translation>вы</translation>
        </message>
        <message>
            <source>Game over. {victory} Scores: {scores}.</source>
            <translation>Партия окончена. {victory} Счёт: {scores}.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Computer - {name}</source>
            <translation>Компьютер — {name}</translation>
        </message>
        <message>
            <source>Computer - {level} ({name})</source>
            <translation>Компьютер — {level} ({name})</translation>
        </message>
        <message>
            <source>{list} - {count} words</source>
            <translation>{list} — слов: {count}</translation>
        </message>
        <message>
            <source>{list} (your list) - {count} words</source>
            <translation>{list} (ваш словарь) — слов: {count}</translation>
        </message>
        <message>
            <source>English</source>
            <translation>английские</translation>
        </message>
        <message>
            <source>Russian</source>
            <translation>русские</translation>
        </message>
        <message>
            <source>Spanish</source>
            <translation>испанские</translation>
        </message>
        <message>
            <source>Polish</source>
            <translation>польские</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Новая партия</translation>
        </message>
        <message>
            <source>Person</source>
            <translation>Человек</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Игра</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>Игра:</translation>
        </message>
        <message>
            <source>Players (in seat order, clockwise)</source>
            <translation>Игроки (по порядку мест, по часовой стрелке)</translation>
        </message>
        <message>
            <source>Number of players:</source>
            <translation>Число игроков:</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Имя</translation>
        </message>
        <message>
            <source>Plays as</source>
            <translation>Кто играет</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Цвет</translation>
        </message>
        <message>
            <source>Name of player {number}</source>
            <translation>Имя игрока {number}</translation>
        </message>
        <message>
            <source>Player {number} plays as</source>
            <translation>Кто играет за игрока {number}</translation>
        </message>
        <message>
            <source>Colour of player {number}</source>
            <translation>Цвет игрока {number}</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Правила</translation>
        </message>
        <message>
            <source>Word list:</source>
            <translation>Словарь:</translation>
        </message>
        <message>
            <source>random</source>
            <translation>случайно</translation>
        </message>
        <message>
            <source>The same seed and the same moves give the same game</source>
            <translation>Один и тот же номер раздачи и те же ходы дают ту же партию</translation>
        </message>
        <message>
            <source>Seed (optional):</source>
            <translation>Номер раздачи (необязательно):</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Начать</translation>
        </message>
        <message>
            <source>The words of this game are {language}.</source>
            <translation>Слова этой игры — {language}.</translation>
        </message>
        <message>
            <source>Every player needs a name.</source>
            <translation>У каждого игрока должно быть имя.</translation>
        </message>
        <message>
            <source>Two players have the same name.</source>
            <translation>У двух игроков одинаковое имя.</translation>
        </message>
        <message>
            <source>Two players have the same colour.</source>
            <translation>У двух игроков одинаковый цвет.</translation>
        </message>
    </context>
    <context>
        <name>PatentCoachPanel</name>
        <message>
            <source>Your best plays were</source>
            <translation>Лучшие варианты хода</translation>
        </message>
        <message>
            <source>You played {words}: {outcome}.</source>
            <translation>Ваш ход — {words}: {outcome}.</translation>
        </message>
        <message>
            <source>That was the best play.</source>
            <translation>Это был лучший ход.</translation>
        </message>
        <message>
            <source>Worth given up against the best: about {value}.</source>
            <translation>Упущенная выгода против лучшего хода: около {value}.</translation>
        </message>
        <message>
            <source>The best play would let you buy {letter} (worth about {worth}).</source>
            <translation>Лучший ход позволил бы купить {letter} (выгода около {worth}).</translation>
        </message>
        <message>
            <source>{rank}. {words}: {outcome}</source>
            <translation>{rank}. {words}: {outcome}</translation>
        </message>
        <message>
            <source>Lay this play out as cards, to look at</source>
            <translation>Выложить этот ход картами, чтобы рассмотреть</translation>
        </message>
    </context>
    <context>
        <name>PatentFiguresPanel</name>
        <message>
            <source>Games</source>
            <translation>Партии</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Победы</translation>
        </message>
        <message>
            <source>Rating against the computer</source>
            <translation>Рейтинг против компьютера</translation>
        </message>
        <message>
            <source>Average score</source>
            <translation>Средний счёт</translation>
        </message>
        <message>
            <source>Highest score</source>
            <translation>Лучший счёт</translation>
        </message>
        <message>
            <source>Money per turn</source>
            <translation>Деньги за ход</translation>
        </message>
        <message>
            <source>Stock per turn</source>
            <translation>Акции за ход</translation>
        </message>
        <message>
            <source>Best word</source>
            <translation>Лучшее слово</translation>
        </message>
        <message>
            <source>Patents bought most:</source>
            <translation>Чаще всего покупаемые патенты:</translation>
        </message>
        <message>
            <source>none yet</source>
            <translation>пока нет</translation>
        </message>
        <message>
            <source>Rating over time</source>
            <translation>Рейтинг со временем</translation>
        </message>
        <message>
            <source>Results against each opponent</source>
            <translation>Результаты против каждого соперника</translation>
        </message>
        <message numerus="yes">
            <source>${money} and %n stock</source>
            <translation>
                <numerusform>${money} и %n акция</numerusform>
                <numerusform>${money} и %n акции</numerusform>
                <numerusform>${money} и %n акций</numerusform>
            </translation>
        </message>
        <message>
            <source>{share}% of games</source>
            <translation>{share}% партий</translation>
        </message>
        <message>
            <source>plays like step {step}, {name}</source>
            <translation>играет как ступень {step}, {name}</translation>
        </message>
        <message>
            <source>Rated against the computer players' ladder: {name}, step {step}, is rated {rating}. Your rating started at {start}.</source>
            <translation>Рейтинг считается по лестнице компьютерных игроков: рейтинг ступени {step} ({name}) — {rating}. Ваш рейтинг начинался с {start}.</translation>
        </message>
        <message>
            <source>words, royalties, challenges</source>
            <translation>слова, роялти, споры</translation>
        </message>
        <message>
            <source>{earned}; best turn {words}: {turn}</source>
            <translation>{earned}; лучший ход {words}: {turn}</translation>
        </message>
        <message>
            <source>no word scored yet</source>
            <translation>слов пока нет</translation>
        </message>
        <message numerus="yes">
            <source>%n hint(s) taken</source>
            <translation>
                <numerusform>Взята %n подсказка</numerusform>
                <numerusform>Взяты %n подсказки</numerusform>
                <numerusform>Взято %n подсказок</numerusform>
            </translation>
        </message>
        <message>
            <source>No hints taken</source>
            <translation>Без подсказок</translation>
        </message>
    </context>
    <context>
        <name>PatentQuestions</name>
        <message>
            <source>Everyone accepted {words}.</source>
            <translation>Все приняли {words}.</translation>
        </message>
        <message>
            <source>On to your turn  (Enter)</source>
            <translation>К вашему ходу  (Enter)</translation>
        </message>
        <message>
            <source>Pass the device to {name}  (Enter)</source>
            <translation>Передайте устройство: {name}  (Enter)</translation>
        </message>
        <message>
            <source>{story} You discard one card as the penalty, and the turn ends.</source>
            <translation>{story} Вы сбрасываете одну карту в штраф, и ход заканчивается.</translation>
        </message>
        <message>
            <source>{story} {name} discards one card as the penalty, and the turn ends.</source>
            <translation>{story} {name} сбрасывает одну карту в штраф, и ход заканчивается.</translation>
        </message>
        <message>
            <source>{story} You go on with the turn.</source>
            <translation>{story} Вы продолжаете ход.</translation>
        </message>
        <message>
            <source>{story} {name} goes on with the turn.</source>
            <translation>{story} {name} продолжает ход.</translation>
        </message>
    </context>
    <context>
        <name>PatentReplayPanel</name>
        <message>
            <source>Pool</source>
            <translation>Общие карты</translation>
        </message>
        <message>
            <source>The cards are dealt; you start.</source>
            <translation>Карты розданы; начинаете вы.</translation>
        </message>
        <message>
            <source>The cards are dealt; {name} starts.</source>
            <translation>Карты розданы; начинает {name}.</translation>
        </message>
        <message>
            <source>Deck {deck}  ·  discard pile {discards}  ·  goal ${goal}  ·  final round</source>
            <translation>Колода {deck}  ·  сброс {discards}  ·  цель ${goal}  ·  последний круг</translation>
        </message>
        <message>
            <source>Deck {deck}  ·  discard pile {discards}  ·  goal ${goal}</source>
            <translation>Колода {deck}  ·  сброс {discards}  ·  цель ${goal}</translation>
        </message>
        <message>
            <source>On the table: {words}</source>
            <translation>На столе: {words}</translation>
        </message>
        <message>
            <source>Game over: {names} win</source>
            <translation>Партия окончена, победили: {names}</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} и {second}</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Партия окончена</translation>
        </message>
        <message>
            <source>Game over: you win</source>
            <translation>Партия окончена: вы побеждаете</translation>
        </message>
        <message>
            <source>Game over: {name} wins</source>
            <translation>Партия окончена, победа: {name}</translation>
        </message>
        <message>
            <source>Turn {turn}</source>
            <translation>Ход {turn}</translation>
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
            <translation>Ход</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Игрок</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Сыграно</translation>
        </message>
        <message>
            <source>Expert's choice</source>
            <translation>Выбор эксперта</translation>
        </message>
        <message>
            <source>Given up</source>
            <translation>Упущено</translation>
        </message>
        <message>
            <source>Purchase</source>
            <translation>Покупка</translation>
        </message>
        <message>
            <source>Share</source>
            <translation>Доля</translation>
        </message>
        <message>
            <source>Value given up by the play and the purchase together</source>
            <translation>Упущенная выгода хода и покупки вместе</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>партия окончена</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>партия не окончена</translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) reviewed ({state}). Values are the expert's: dollars of final score more than passing. Click a turn for why; click a word for its meanings.</source>
            <translation>
                <numerusform>Разобран %n ход ({state}). Оценки — по мерке эксперта: сколько долларов итогового счёта ход даёт сверх паса. Щёлкните ход, чтобы узнать почему; щёлкните слово, чтобы увидеть его значения.</numerusform>
                <numerusform>Разобрано %n хода ({state}). Оценки — по мерке эксперта: сколько долларов итогового счёта ход даёт сверх паса. Щёлкните ход, чтобы узнать почему; щёлкните слово, чтобы увидеть его значения.</numerusform>
                <numerusform>Разобрано %n ходов ({state}). Оценки — по мерке эксперта: сколько долларов итогового счёта ход даёт сверх паса. Щёлкните ход, чтобы узнать почему; щёлкните слово, чтобы увидеть его значения.</numerusform>
            </translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>ничего</translation>
        </message>
        <message>
            <source>bought {letter}</source>
            <translation>куплено: {letter}</translation>
        </message>
        <message>
            <source>bought {bought}; expert: {best}</source>
            <translation>куплено: {bought}; эксперт: {best}</translation>
        </message>
        <message>
            <source>Purchase: {purchase}.</source>
            <translation>Покупка: {purchase}.</translation>
        </message>
        <message>
            <source>Turn {turn}, {name}: played {words} ({outcome}).</source>
            <translation>Ход {turn}, {name}: {words} ({outcome}).</translation>
        </message>
        <message>
            <source>{rank}. {words} ({worth}): {why}</source>
            <translation>{rank}. {words} ({worth}): {why}</translation>
        </message>
        <message>
            <source>{rank}. Turn {turn}, {name}: played {made}; the expert's choice {best}; about {value} given up.</source>
            <translation>{rank}. Ход {turn}, {name}: сыграно {made}; выбор эксперта — {best}; упущенная выгода около {value}.</translation>
        </message>
        <message>
            <source>Refused this turn: {words}.</source>
            <translation>Отклонено в этом ходе: {words}.</translation>
        </message>
        <message>
            <source>No turn gave up anything: every play was the expert's.</source>
            <translation>Упущенной выгоды нет: каждый ход совпал с выбором эксперта.</translation>
        </message>
    </context>
    <context>
        <name>PatentRulesForm</name>
        <message>
            <source>Players challenge words (classic)</source>
            <translation>Слова оспаривают игроки (классика)</translation>
        </message>
        <message>
            <source>The game checks every word</source>
            <translation>Игра проверяет каждое слово</translation>
        </message>
        <message>
            <source>Checking words:</source>
            <translation>Проверка слов:</translation>
        </message>
        <message>
            <source>unlimited</source>
            <translation>без ограничений</translation>
        </message>
        <message>
            <source>When the game checks words: how often a player may build again after a rejected word; then one card is discarded as a penalty</source>
            <translation>Когда слова проверяет игра: сколько раз игрок может составить слово заново после отклонённого; потом одна карта сбрасывается в качестве штрафа</translation>
        </message>
        <message>
            <source>Tries after a rejected word:</source>
            <translation>Попыток после отклонённого слова:</translation>
        </message>
        <message>
            <source>Multiply (two doublers = x4)</source>
            <translation>Умножаются (два удвоителя = x4)</translation>
        </message>
        <message>
            <source>Add (two doublers = x3)</source>
            <translation>Складываются (два удвоителя = x3)</translation>
        </message>
        <message>
            <source>Never more than x2</source>
            <translation>Не больше x2</translation>
        </message>
        <message>
            <source>Several doublers:</source>
            <translation>Несколько удвоителей:</translation>
        </message>
        <message>
            <source>The Q patent may also replace a card of the pool</source>
            <translation>Патент Q может заменять и общую карту</translation>
        </message>
        <message>
            <source>The Z patent's free S counts toward the 3 letters</source>
            <translation>Бесплатная S от патента Z засчитывается в 3 буквы</translation>
        </message>
        <message>
            <source>Patent value that starts the final round; the usual goal depends on the players</source>
            <translation>Стоимость патентов, с которой начинается последний круг; обычная цель зависит от числа игроков</translation>
        </message>
        <message>
            <source>Goal:</source>
            <translation>Цель:</translation>
        </message>
        <message>
            <source>usual ($%1)</source>
            <translation>обычная ($%1)</translation>
        </message>
        <message numerus="yes">
            <source>The goal also needs at least %n patent(s)</source>
            <translation>
                <numerusform>Для цели нужно иметь ещё и хотя бы %n патент</numerusform>
                <numerusform>Для цели нужно иметь ещё и хотя бы %n патента</numerusform>
                <numerusform>Для цели нужно иметь ещё и хотя бы %n патентов</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PatentTable</name>
        <message>
            <source>Second word (V patent): press Space to type here</source>
            <translation>Второе слово (патент V): нажмите Пробел, чтобы печатать здесь</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Ваши карты</translation>
        </message>
        <message>
            <source>The pool</source>
            <translation>Общие карты</translation>
        </message>
        <message>
            <source>The word you are building</source>
            <translation>Слово, которое вы составляете</translation>
        </message>
        <message>
            <source>Your second word</source>
            <translation>Ваше второе слово</translation>
        </message>
        <message>
            <source>The patents</source>
            <translation>Патенты</translation>
        </message>
        <message>
            <source>The players</source>
            <translation>Игроки</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Журнал</translation>
        </message>
        <message>
            <source>Deck and discard pile</source>
            <translation>Колода и сброс</translation>
        </message>
        <message>
            <source>Build a word: drag, click or type letters</source>
            <translation>Составьте слово: перетащите, щёлкните или напечатайте буквы</translation>
        </message>
        <message>
            <source>Pass  (Enter)</source>
            <translation>Пас  (Enter)</translation>
        </message>
        <message>
            <source>Keep all  (Enter)</source>
            <translation>Оставить все  (Enter)</translation>
        </message>
        <message>
            <source>&amp;Play the word  (Enter)</source>
            <translation>&amp;Сыграть слово  (Enter)</translation>
        </message>
        <message>
            <source>&amp;Clear the word  (Esc)</source>
            <translation>&amp;Убрать слово  (Esc)</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Подсказка</translation>
        </message>
        <message>
            <source>&amp;Discard instead of building</source>
            <translation>Сб&amp;росить вместо слова</translation>
        </message>
        <message>
            <source>&amp;Replace a card (Q patent)...</source>
            <translation>&amp;Заменить карту (патент Q)...</translation>
        </message>
        <message>
            <source>Flip &amp;Y vowel/consonant</source>
            <translation>&amp;Y: гласная/согласная</translation>
        </message>
        <message>
            <source>Add &amp;S (Z patent)  (+)</source>
            <translation>Добавить &amp;S (патент Z)  (+)</translation>
        </message>
        <message>
            <source>Second &amp;word (V patent)  (Space)</source>
            <translation>&amp;Второе слово (патент V)  (Пробел)</translation>
        </message>
        <message>
            <source>Y: vowel  ⇄</source>
            <translation>Y — гласная  ⇄</translation>
        </message>
        <message>
            <source>Y: consonant  ⇄</source>
            <translation>Y — согласная  ⇄</translation>
        </message>
        <message numerus="yes">
            <source>Discard %n and draw  (Enter)</source>
            <translation>
                <numerusform>Сбросить %n и добрать  (Enter)</numerusform>
                <numerusform>Сбросить %n и добрать  (Enter)</numerusform>
                <numerusform>Сбросить %n и добрать  (Enter)</numerusform>
            </translation>
        </message>
        <message>
            <source>Buy {letter} for ${cost}  (Enter)</source>
            <translation>Купить {letter} за ${cost}  (Enter)</translation>
        </message>
        <message numerus="yes">
            <source>Discard %n  (Enter)</source>
            <translation>
                <numerusform>Сбросить %n  (Enter)</numerusform>
                <numerusform>Сбросить %n  (Enter)</numerusform>
                <numerusform>Сбросить %n  (Enter)</numerusform>
            </translation>
        </message>
        <message>
            <source>FINAL ROUND</source>
            <translation>ПОСЛЕДНИЙ КРУГ</translation>
        </message>
        <message>
            <source>No game yet: start one from the File menu (Ctrl+Shift+N plays at once).</source>
            <translation>Партии ещё нет: начните её в меню «Файл» (Ctrl+Shift+N — сразу играть).</translation>
        </message>
    </context>
    <context>
        <name>Patents</name>
        <message>
            <source>vowel ends</source>
            <translation>гласные края</translation>
        </message>
        <message>
            <source>half vowels</source>
            <translation>полгласных</translation>
        </message>
        <message>
            <source>one vowel</source>
            <translation>одна гласная</translation>
        </message>
        <message>
            <source>swap a card</source>
            <translation>замена карты</translation>
        </message>
        <message>
            <source>two words</source>
            <translation>два слова</translation>
        </message>
        <message>
            <source>copy a card</source>
            <translation>копия карты</translation>
        </message>
        <message>
            <source>add an S</source>
            <translation>+S в конец</translation>
        </message>
        <message>
            <source>Doubles a word whose first and last letters are both vowels (AREA, OBOE).</source>
            <translation>Удваивает слово, у которого первая и последняя буквы гласные (AREA, OBOE).</translation>
        </message>
        <message>
            <source>Doubles a word in which at least half of the letters are vowels (IDEA, AUDIO).</source>
            <translation>Удваивает слово, в котором гласных не меньше половины букв (IDEA, AUDIO).</translation>
        </message>
        <message>
            <source>Doubles a word with exactly one vowel (STRAND, CHIRPS).</source>
            <translation>Удваивает слово ровно с одной гласной (STRAND, CHIRPS).</translation>
        </message>
        <message>
            <source>Once per turn, before you build or discard: swap one card of your hand or the pool for the top card of the deck.</source>
            <translation>Раз за ход, до слова или сброса: обменять одну карту с руки или из общих на верхнюю карту колоды.</translation>
        </message>
        <message>
            <source>Build two words in one turn. Each must be a word on its own; no card is in both.</source>
            <translation>Составить за ход два слова. Каждое должно быть словом само по себе; ни одна карта не входит в оба.</translation>
        </message>
        <message>
            <source>Use one card of your play twice (at least 3 real cards in the play).</source>
            <translation>Использовать одну карту хода дважды (в ходе не меньше 3 настоящих карт).</translation>
        </message>
        <message>
            <source>Add one S at the end of a word without a card.</source>
            <translation>Добавить в конец слова одну S без карты.</translation>
        </message>
        <message>
            <source>Patent {letter}: costs ${cost}, worth ${cost} at the end.</source>
            <translation>Патент {letter}: стоит ${cost}, в конце партии приносит ${cost}.</translation>
        </message>
        <message>
            <source>Power: {power}</source>
            <translation>Свойство: {power}</translation>
        </message>
        <message>
            <source>No special power: its owner earns $1 royalty per card others play.</source>
            <translation>Особого свойства нет: владелец получает $1 роялти за каждую такую карту, сыгранную другими.</translation>
        </message>
        <message>
            <source>seat {number}</source>
            <translation>место {number}</translation>
        </message>
        <message>
            <source>Owned by {name}.</source>
            <translation>Владелец: {name}.</translation>
        </message>
        <message>
            <source>You can buy it now.</source>
            <translation>Его можно купить сейчас.</translation>
        </message>
    </context>
    <context>
        <name>Phases</name>
        <message>
            <source>build</source>
            <translation>слово</translation>
        </message>
        <message>
            <source>challenge</source>
            <translation>спор</translation>
        </message>
        <message>
            <source>buy</source>
            <translation>покупка</translation>
        </message>
        <message>
            <source>discard</source>
            <translation>сброс</translation>
        </message>
        <message>
            <source>penalty</source>
            <translation>штраф</translation>
        </message>
        <message>
            <source>over</source>
            <translation>конец</translation>
        </message>
    </context>
    <context>
        <name>PilesView</name>
        <message>
            <source>Deck: {deck} cards. Discard pile: {discards} cards.</source>
            <translation>Колода: карт — {deck}. Сброс: карт — {discards}.</translation>
        </message>
        <message>
            <source>deck</source>
            <translation>колода</translation>
        </message>
        <message>
            <source>discards</source>
            <translation>сброс</translation>
        </message>
    </context>
    <context>
        <name>PlayList</name>
        <message>
            <source>#</source>
            <translation>№</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Ход</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Очки</translation>
        </message>
        <message>
            <source>Equity</source>
            <translation>Оценка</translation>
        </message>
        <message>
            <source>Keeps</source>
            <translation>Остаются</translation>
        </message>
    </context>
    <context>
        <name>PositionAnalysis</name>
        <message>
            <source>Every legal play of the position</source>
            <translation>Все допустимые ходы позиции</translation>
        </message>
        <message>
            <source>Finding every legal play...</source>
            <translation>Ищем все допустимые ходы...</translation>
        </message>
        <message>
            <source>The plays of this position could not be found.</source>
            <translation>Не удалось найти ходы этой позиции.</translation>
        </message>
        <message numerus="yes">
            <source>%n legal play(s) for {name}'s rack {rack}, best equity first; click a play for the meanings of its words.</source>
            <translation>
                <numerusform>%n допустимый ход для подставки {rack} (игрок {name}), лучшие по оценке сначала; щёлкните ход, чтобы увидеть значения его слов.</numerusform>
                <numerusform>%n допустимых хода для подставки {rack} (игрок {name}), лучшие по оценке сначала; щёлкните ход, чтобы увидеть значения его слов.</numerusform>
                <numerusform>%n допустимых ходов для подставки {rack} (игрок {name}), лучшие по оценке сначала; щёлкните ход, чтобы увидеть значения его слов.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Preview</name>
        <message numerus="yes">
            <source>{word} earns ${money} + %n stock, x{multiplier} by {letters}</source>
            <translation>
                <numerusform>{word} принесёт ${money} + %n акцию, x{multiplier} за {letters}</numerusform>
                <numerusform>{word} принесёт ${money} + %n акции, x{multiplier} за {letters}</numerusform>
                <numerusform>{word} принесёт ${money} + %n акций, x{multiplier} за {letters}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{word} earns ${money} + %n stock</source>
            <translation>
                <numerusform>{word} принесёт ${money} + %n акцию</numerusform>
                <numerusform>{word} принесёт ${money} + %n акции</numerusform>
                <numerusform>{word} принесёт ${money} + %n акций</numerusform>
            </translation>
        </message>
        <message>
            <source>{word} earns ${money}, x{multiplier} by {letters}</source>
            <translation>{word} принесёт ${money}, x{multiplier} за {letters}</translation>
        </message>
        <message>
            <source>{word} earns ${money}</source>
            <translation>{word} принесёт ${money}</translation>
        </message>
        <message>
            <source>${money} to {name} ({letters})</source>
            <translation>${money} игроку {name} ({letters})</translation>
        </message>
        <message>
            <source>Royalties: {payments}</source>
            <translation>Роялти: {payments}</translation>
        </message>
        <message>
            <source>No royalties.</source>
            <translation>Роялти нет.</translation>
        </message>
    </context>
    <context>
        <name>ProblemReportDialog</name>
        <message>
            <source>Report a problem</source>
            <translation>Сообщить о проблеме</translation>
        </message>
        <message>
            <source>Nothing is sent from here. Copy this text into your report (an e-mail or an issue on the project's page) and say what you did just before the problem. It holds no games, words or names, and your home folder is written ~.</source>
            <translation>Отсюда ничего не отправляется. Скопируйте этот текст в своё сообщение (письмо или задачу на странице проекта) и расскажите, что вы делали перед тем, как возникла проблема. В нём нет партий, слов и имён, а ваша домашняя папка записана как ~.</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Копировать</translation>
        </message>
        <message>
            <source>Copied. Paste it into your report.</source>
            <translation>Скопировано. Вставьте текст в своё сообщение.</translation>
        </message>
    </context>
    <context>
        <name>Problems</name>
        <message>
            <source>{file} does not exist.</source>
            <translation>Файла {file} нет.</translation>
        </message>
        <message>
            <source>{file} is a folder, not a file.</source>
            <translation>{file} — это папка, а не файл.</translation>
        </message>
        <message>
            <source>{file} is not an ordinary file (it is a pipe, a device or a socket).</source>
            <translation>{file} — не обычный файл (это канал, устройство или сокет).</translation>
        </message>
        <message>
            <source>You are not allowed to read {file}.</source>
            <translation>Нет прав на чтение файла {file}.</translation>
        </message>
        <message>
            <source>{file} could not be read: {reason}.</source>
            <translation>Не удалось прочитать файл {file}: {reason}.</translation>
        </message>
        <message>
            <source>{file} is larger than {limit}, far larger than any file of this kind.</source>
            <translation>Файл {file} больше {limit} — намного больше любого файла такого рода.</translation>
        </message>
        <message>
            <source>{file} is empty.</source>
            <translation>Файл {file} пуст.</translation>
        </message>
        <message>
            <source>{file} is not text.</source>
            <translation>Файл {file} — не текст.</translation>
        </message>
        <message>
            <source>{file} is damaged: it is not valid JSON (line {line}).</source>
            <translation>Файл {file} повреждён: ошибка JSON в строке {line}.</translation>
        </message>
        <message>
            <source>{file} is damaged: it is nested too deeply.</source>
            <translation>Файл {file} повреждён: слишком глубокая вложенность.</translation>
        </message>
        <message>
            <source>{file} is damaged: it holds a number longer than {limit} digits.</source>
            <translation>Файл {file} повреждён: в нём число длиннее {limit} цифр.</translation>
        </message>
        <message>
            <source>{file} is damaged: it holds a number that is not finite.</source>
            <translation>Файл {file} повреждён: в нём бесконечное или неопределённое число.</translation>
        </message>
        <message>
            <source>{file} is damaged: it holds a broken character in {where}.</source>
            <translation>Файл {file} повреждён: испорченный символ в поле {where}.</translation>
        </message>
        <message>
            <source>{file} is damaged: a player's name is longer than {limit} characters.</source>
            <translation>Файл {file} повреждён: имя игрока длиннее {limit} символов.</translation>
        </message>
        <message>
            <source>{file} is damaged: {detail}.</source>
            <translation>Файл {file} повреждён: {detail}.</translation>
        </message>
        <message>
            <source>{file} needs the word list '{lexicon}', which cannot be loaded. {cause}</source>
            <translation>Для файла {file} нужен словарь «{lexicon}», а его не удаётся загрузить. {cause}</translation>
        </message>
        <message>
            <source>{file} is damaged and could not be opened.</source>
            <translation>Файл {file} повреждён, открыть его не удалось.</translation>
        </message>
        <message>
            <source>{file} holds a game this version of the app cannot show yet ({family}); the command patentgame replay prints it.</source>
            <translation>В файле {file} партия, которую эта версия программы ещё не умеет показывать ({family}); её выводит команда patentgame replay.</translation>
        </message>
        <message>
            <source>The game was not saved. {cause}</source>
            <translation>Партия не сохранена. {cause}</translation>
        </message>
        <message>
            <source>There is no word list '{lexicon}'; the known lists are {known}.</source>
            <translation>Словаря «{lexicon}» нет; есть такие словари: {known}.</translation>
        </message>
        <message>
            <source>The word list '{lexicon}' is damaged; import it again to play with it.</source>
            <translation>Словарь «{lexicon}» повреждён; чтобы играть с ним, импортируйте его снова.</translation>
        </message>
        <message>
            <source>The built-in word list '{lexicon}' is damaged on this computer; install patentgame again to play with it.</source>
            <translation>Встроенный словарь «{lexicon}» на этом компьютере повреждён; чтобы играть с ним, установите patentgame заново.</translation>
        </message>
        <message>
            <source>{file} is not a compiled word list.</source>
            <translation>Файл {file} — не скомпилированный словарь.</translation>
        </message>
        <message>
            <source>The patent game is played with the letters A to Z, but the word list '{lexicon}' spells its words with other letters; choose an English list.</source>
            <translation>В «Патенты» играют буквами от A до Z, а в словаре «{lexicon}» слова написаны другими буквами; выберите английский словарь.</translation>
        </message>
        <message>
            <source>BuyWord has tiles for English, Russian and Polish words only, and the word list '{lexicon}' is in another language; choose a list in one of those.</source>
            <translation>В BuyWord есть фишки только для английских, русских и польских слов, а словарь «{lexicon}» на другом языке; выберите словарь на одном из них.</translation>
        </message>
        <message>
            <source>'{lexicon}' is a built-in word list and cannot be removed.</source>
            <translation>«{lexicon}» — встроенный словарь, его нельзя удалить.</translation>
        </message>
        <message>
            <source>There is no imported word list '{lexicon}'.</source>
            <translation>Импортированного словаря «{lexicon}» нет.</translation>
        </message>
        <message>
            <source>A word list needs a name.</source>
            <translation>Словарю нужно название.</translation>
        </message>
        <message>
            <source>{file} was not imported: it has more than {limit} lines.</source>
            <translation>Файл {file} не импортирован: в нём больше {limit} строк.</translation>
        </message>
        <message>
            <source>{file} was not imported: line {line} is longer than {limit} characters, so it is not a word list.</source>
            <translation>Файл {file} не импортирован: строка {line} длиннее {limit} символов, значит, это не словарь.</translation>
        </message>
        <message>
            <source>{file} was not imported: it unpacks to more than {limit}.</source>
            <translation>Файл {file} не импортирован: после распаковки он больше {limit}.</translation>
        </message>
        <message>
            <source>{file} was not imported: it is not a text file.</source>
            <translation>Файл {file} не импортирован: это не текстовый файл.</translation>
        </message>
        <message>
            <source>{file} was not imported: line {line} is not UTF-8 text.</source>
            <translation>Файл {file} не импортирован: строка {line} — не текст в UTF-8.</translation>
        </message>
        <message>
            <source>{file} was not imported: it is a damaged or cut-short gzip file.</source>
            <translation>Файл {file} не импортирован: это повреждённый или обрезанный файл gzip.</translation>
        </message>
        <message>
            <source>{file} was not imported: it holds no word of two or more letters.</source>
            <translation>Файл {file} не импортирован: в нём нет ни одного слова из двух и более букв.</translation>
        </message>
        <message>
            <source>The import of {file} was cancelled.</source>
            <translation>Импорт файла {file} отменён.</translation>
        </message>
        <message>
            <source>Importing a word list needs the dawg2 package, which is not installed.</source>
            <translation>Для импорта словаря нужен пакет dawg2, а он не установлен.</translation>
        </message>
        <message>
            <source>The word list was not imported. {cause}</source>
            <translation>Словарь не импортирован. {cause}</translation>
        </message>
        <message>
            <source>The disk is full: {file} could not be written. Free some space.</source>
            <translation>Диск заполнен: записать файл {file} не удалось. Освободите место.</translation>
        </message>
        <message>
            <source>{file} could not be written: the folder {folder} is read-only.</source>
            <translation>Не удалось записать файл {file}: папка {folder} доступна только для чтения.</translation>
        </message>
        <message>
            <source>{file} could not be written: a file is in the way where the folder {folder} should be, or a folder where the file should be.</source>
            <translation>Не удалось записать файл {file}: на месте папки {folder} лежит файл или на месте файла — папка.</translation>
        </message>
        <message>
            <source>{file} could not be written: the folder {folder} does not exist.</source>
            <translation>Не удалось записать файл {file}: папки {folder} нет.</translation>
        </message>
        <message>
            <source>{file} could not be written: {reason}.</source>
            <translation>Не удалось записать файл {file}: {reason}.</translation>
        </message>
        <message>
            <source>The folder {file} could not be made: {reason}.</source>
            <translation>Не удалось создать папку {file}: {reason}.</translation>
        </message>
        <message>
            <source>The folder {file} is read-only: nothing can be saved there.</source>
            <translation>Папка {file} доступна только для чтения: сохранить в ней ничего нельзя.</translation>
        </message>
        <message>
            <source>{file} could not be removed: {reason}.</source>
            <translation>Не удалось удалить файл {file}: {reason}.</translation>
        </message>
        <message>
            <source>Another patentgame window is open, so this one autosaves to {file} instead of {usual}.</source>
            <translation>Открыто другое окно patentgame, поэтому это окно сохраняет партию автоматически в {file}, а не в {usual}.</translation>
        </message>
        <message numerus="yes">
            <source>%n patentgame window(s) are already open; this one will not autosave its game.</source>
            <translation>
                <numerusform>Уже открыто %n окно patentgame; это окно не будет сохранять свою партию автоматически.</numerusform>
                <numerusform>Уже открыто %n окна patentgame; это окно не будет сохранять свою партию автоматически.</numerusform>
                <numerusform>Уже открыто %n окон patentgame; это окно не будет сохранять свою партию автоматически.</numerusform>
            </translation>
        </message>
        <message>
            <source>{cause} This game will not be autosaved.</source>
            <translation>{cause} Эта партия не будет сохраняться автоматически.</translation>
        </message>
        <message>
            <source>The data folder {file} is read-only: saved games can be opened and continued, but nothing is autosaved or added to the statistics.</source>
            <translation>Папка данных {file} доступна только для чтения: сохранённые партии можно открыть и продолжить, но ничего не сохраняется автоматически и не попадает в статистику.</translation>
        </message>
        <message>
            <source>The autosaved game could not be continued. {cause} It was kept as {kept} in {folder}; a new game starts instead.</source>
            <translation>Автоматически сохранённую партию не удалось продолжить. {cause} Она сохранена как {kept} в папке {folder}; вместо неё начинается новая партия.</translation>
        </message>
        <message>
            <source>The autosaved game could not be continued. {cause} It could not be moved aside; a new game starts instead.</source>
            <translation>Автоматически сохранённую партию не удалось продолжить. {cause} Убрать её в сторону не удалось; вместо неё начинается новая партия.</translation>
        </message>
        <message>
            <source>{cause} The game goes on; it is saved again as soon as that works.</source>
            <translation>{cause} Партия продолжается; она снова сохранится, как только это станет возможно.</translation>
        </message>
        <message>
            <source>A game autosaved by another window was kept as {file} in {folder}; open it with File &gt; Open to go on.</source>
            <translation>Партия, автоматически сохранённая другим окном, сохранена как {file} в папке {folder}; чтобы продолжить её, откройте её через Файл &gt; Открыть.</translation>
        </message>
        <message>
            <source>{cause} The finished game was kept as {file}.</source>
            <translation>{cause} Законченная партия сохранена как {file}.</translation>
        </message>
        <message>
            <source>{cause} The finished game was kept and will be added to the statistics as soon as they can take it.</source>
            <translation>{cause} Законченная партия сохранена и будет добавлена в статистику, как только это станет возможно.</translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) kept while the statistics could not take them were added to them now.</source>
            <translation>
                <numerusform>%n законченная партия, сохранённая, пока статистика была недоступна, теперь добавлена в неё.</numerusform>
                <numerusform>%n законченные партии, сохранённые, пока статистика была недоступна, теперь добавлены в неё.</numerusform>
                <numerusform>%n законченных партий, сохранённых, пока статистика была недоступна, теперь добавлены в неё.</numerusform>
            </translation>
        </message>
        <message>
            <source>The settings could not be read, so the defaults are used. {cause} The file was kept as {kept}.</source>
            <translation>Настройки не удалось прочитать, поэтому действуют настройки по умолчанию. {cause} Файл сохранён как {kept}.</translation>
        </message>
        <message>
            <source>Some settings could not be read and are back to their defaults: {keys}. The old file was kept as {kept}.</source>
            <translation>Часть настроек не удалось прочитать, им возвращены значения по умолчанию: {keys}. Старый файл сохранён как {kept}.</translation>
        </message>
        <message>
            <source>The settings were not saved. {cause}</source>
            <translation>Настройки не сохранены. {cause}</translation>
        </message>
        <message>
            <source>The statistics file was damaged; it was kept as {kept} and a new one was started.</source>
            <translation>Файл статистики был повреждён; он сохранён как {kept}, и начат новый.</translation>
        </message>
        <message numerus="yes">
            <source>The statistics file was damaged; it was kept as {kept}, and the %n game(s) that could still be read were carried into a new one.</source>
            <translation>
                <numerusform>Файл статистики был повреждён; он сохранён как {kept}, а %n партия, которую ещё удалось прочитать, перенесена в новый.</numerusform>
                <numerusform>Файл статистики был повреждён; он сохранён как {kept}, а %n партии, которые ещё удалось прочитать, перенесены в новый.</numerusform>
                <numerusform>Файл статистики был повреждён; он сохранён как {kept}, а %n партий, которые ещё удалось прочитать, перенесены в новый.</numerusform>
            </translation>
        </message>
        <message>
            <source>The statistics file is damaged; it is set aside when the game closes, keeping every game that can still be read.</source>
            <translation>Файл статистики повреждён; при закрытии игры он будет убран в сторону, а все партии, которые ещё можно прочитать, сохранятся.</translation>
        </message>
        <message>
            <source>The statistics file {file} is damaged and could not be moved aside.</source>
            <translation>Файл статистики {file} повреждён, и убрать его в сторону не удалось.</translation>
        </message>
        <message>
            <source>The statistics are busy; try again in a moment.</source>
            <translation>Статистика занята; попробуйте ещё раз чуть позже.</translation>
        </message>
        <message>
            <source>The statistics in {file} cannot be opened: {reason}.</source>
            <translation>Не удаётся открыть статистику в файле {file}: {reason}.</translation>
        </message>
        <message>
            <source>The statistics were written by a newer version of patentgame (schema {version}); this version leaves them untouched.</source>
            <translation>Статистика записана более новой версией patentgame (схема {version}); эта версия её не трогает.</translation>
        </message>
        <message>
            <source>{cause} Statistics are off for now; games still autosave.</source>
            <translation>{cause} Статистика пока отключена; партии по-прежнему сохраняются автоматически.</translation>
        </message>
        <message>
            <source>This game could not be added to the statistics. {cause}</source>
            <translation>Эту партию не удалось добавить в статистику. {cause}</translation>
        </message>
        <message>
            <source>The statistics are not available right now.</source>
            <translation>Статистика сейчас недоступна.</translation>
        </message>
        <message>
            <source>The output could not be written: {reason}.</source>
            <translation>Не удалось вывести результат: {reason}.</translation>
        </message>
        <message>
            <source>The output could not be written: the disk is full.</source>
            <translation>Не удалось вывести результат: диск заполнен.</translation>
        </message>
        <message>
            <source>{what} is empty: give at least one letter.</source>
            <translation>Параметр {what} пуст: укажите хотя бы одну букву.</translation>
        </message>
        <message>
            <source>{what} must hold only letters A to Z, not '{text}'.</source>
            <translation>В параметре {what} должны быть только буквы от A до Z, а не «{text}».</translation>
        </message>
        <message>
            <source>{what} must hold only the letters of {game}'s tiles, not '{text}'.</source>
            <translation>В параметре {what} должны быть только буквы фишек игры {game}, а не «{text}».</translation>
        </message>
        <message>
            <source>{what} must be one word of the letters of the list {lexicon}, not '{text}'.</source>
            <translation>В параметре {what} должно быть одно слово из букв словаря {lexicon}, а не «{text}».</translation>
        </message>
        <message>
            <source>--seats needs {low} to {high} player ids, not {given}.</source>
            <translation>Для --seats нужно от {low} до {high} идентификаторов игроков, а не {given}.</translation>
        </message>
        <message>
            <source>The app keeps no log this time. {cause}</source>
            <translation>В этот раз программа не ведёт журнал. {cause}</translation>
        </message>
        <message>
            <source>The log is not written any more this time. {cause}</source>
            <translation>В этот раз журнал больше не пишется. {cause}</translation>
        </message>
        <message>
            <source>The definitions file {file} is damaged, so no meanings are shown.</source>
            <translation>Файл определений {file} повреждён, поэтому значения слов не показываются.</translation>
        </message>
        <message>
            <source>The definitions file cannot be read, so no meanings are shown. {cause}</source>
            <translation>Файл определений не читается, поэтому значения слов не показываются. {cause}</translation>
        </message>
        <message>
            <source>Unknown player '{player}': the players are {players}.</source>
            <translation>Неизвестный игрок «{player}»; игроки: {players}.</translation>
        </message>
        <message>
            <source>{detail}.</source>
            <translation>{detail}.</translation>
        </message>
        <message>
            <source>Something went wrong inside patentgame ({kind}). Nothing was changed.</source>
            <translation>Внутри patentgame что-то пошло не так ({kind}). Ничего не изменено.</translation>
        </message>
        <message>
            <source>The record is larger than {limit}, far larger than any game record.</source>
            <translation>Запись больше {limit} — намного больше любой записи партии.</translation>
        </message>
        <message>
            <source>The record is empty.</source>
            <translation>Запись пуста.</translation>
        </message>
        <message>
            <source>The record is not text.</source>
            <translation>Запись — не текст.</translation>
        </message>
        <message>
            <source>The record is damaged: it is not valid JSON (line {line}).</source>
            <translation>Запись повреждена: ошибка JSON в строке {line}.</translation>
        </message>
        <message>
            <source>The record is damaged: it is nested too deeply.</source>
            <translation>Запись повреждена: слишком глубокая вложенность.</translation>
        </message>
        <message>
            <source>The record is damaged: it holds a number longer than {limit} digits.</source>
            <translation>Запись повреждена: в ней число длиннее {limit} цифр.</translation>
        </message>
        <message>
            <source>The record is damaged: it holds a number that is not finite.</source>
            <translation>Запись повреждена: в ней бесконечное или неопределённое число.</translation>
        </message>
        <message>
            <source>The record is damaged: it holds a broken character in {where}.</source>
            <translation>Запись повреждена: испорченный символ в поле {where}.</translation>
        </message>
        <message>
            <source>The record is damaged: a player's name is longer than {limit} characters.</source>
            <translation>Запись повреждена: имя игрока длиннее {limit} символов.</translation>
        </message>
        <message>
            <source>The record is damaged: {detail}.</source>
            <translation>Запись повреждена: {detail}.</translation>
        </message>
        <message>
            <source>The record needs the word list '{lexicon}', which cannot be loaded. {cause}</source>
            <translation>Для записи нужен словарь «{lexicon}», а его не удаётся загрузить. {cause}</translation>
        </message>
        <message>
            <source>the disk could not be read or written</source>
            <translation>ошибка чтения или записи диска</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>диск заполнен</translation>
        </message>
        <message>
            <source>permission denied</source>
            <translation>нет прав доступа</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <translation>диск доступен только для чтения</translation>
        </message>
        <message>
            <source>it does not exist</source>
            <translation>такого пути нет</translation>
        </message>
        <message>
            <source>it is a folder</source>
            <translation>это папка</translation>
        </message>
        <message>
            <source>a file is in the way where a folder should be</source>
            <translation>на месте папки лежит файл</translation>
        </message>
        <message>
            <source>it is a link, and links are not followed</source>
            <translation>это ссылка, а по ссылкам программа не переходит</translation>
        </message>
        <message>
            <source>its name is too long</source>
            <translation>слишком длинное имя</translation>
        </message>
        <message>
            <source>something is already there</source>
            <translation>там уже что-то есть</translation>
        </message>
        <message>
            <source>it is busy</source>
            <translation>файл или папка заняты</translation>
        </message>
        <message>
            <source>it is not an ordinary file</source>
            <translation>это не обычный файл</translation>
        </message>
        <message>
            <source>an error of the operating system</source>
            <translation>ошибка операционной системы</translation>
        </message>
    </context>
    <context>
        <name>RackView</name>
        <message>
            <source>Your rack</source>
            <translation>Ваша подставка</translation>
        </message>
    </context>
    <context>
        <name>RatingChart</name>
        <message>
            <source>Rating over time</source>
            <translation>Рейтинг со временем</translation>
        </message>
        <message numerus="yes">
            <source>Rating after each of %n game(s); now {rating}</source>
            <translation>
                <numerusform>Рейтинг после каждой из %n партии; сейчас {rating}</numerusform>
                <numerusform>Рейтинг после каждой из %n партий; сейчас {rating}</numerusform>
                <numerusform>Рейтинг после каждой из %n партий; сейчас {rating}</numerusform>
            </translation>
        </message>
        <message>
            <source>No rated games yet</source>
            <translation>Рейтинговых партий пока нет</translation>
        </message>
        <message>
            <source>first game</source>
            <translation>первая партия</translation>
        </message>
        <message>
            <source>game {number}</source>
            <translation>партия {number}</translation>
        </message>
    </context>
    <context>
        <name>Refusals</name>
        <message>
            <source>the game is over</source>
            <translation>партия окончена</translation>
        </message>
        <message>
            <source>it is not this player's turn to act</source>
            <translation>сейчас не ход этого игрока</translation>
        </message>
        <message>
            <source>this kind of action is not allowed now</source>
            <translation>сейчас такое действие не разрешено</translation>
        </message>
        <message>
            <source>there is no card with that id</source>
            <translation>карты с таким номером нет</translation>
        </message>
        <message>
            <source>only the owner of the Q patent may replace a card</source>
            <translation>заменять карту может только владелец патента Q</translation>
        </message>
        <message>
            <source>a card may be replaced only once, before building or discarding</source>
            <translation>заменить карту можно только один раз, до слова или сброса</translation>
        </message>
        <message>
            <source>these rules allow replacing a hand card only</source>
            <translation>по этим правилам можно заменять только карту с руки</translation>
        </message>
        <message>
            <source>a play needs a word</source>
            <translation>для хода нужно слово</translation>
        </message>
        <message>
            <source>a play holds at most two words</source>
            <translation>в ходе не больше двух слов</translation>
        </message>
        <message>
            <source>two words need the V patent</source>
            <translation>для двух слов нужен патент V</translation>
        </message>
        <message>
            <source>a card is neither in the builder's hand nor in the pool</source>
            <translation>карты нет ни на руке игрока, ни среди общих</translation>
        </message>
        <message>
            <source>a card is used twice</source>
            <translation>карта использована дважды</translation>
        </message>
        <message>
            <source>a word needs at least 3 letters</source>
            <translation>в слове должно быть не меньше 3 букв</translation>
        </message>
        <message>
            <source>a word has at most 12 letters</source>
            <translation>в слове не больше 12 букв</translation>
        </message>
        <message>
            <source>each word needs a card from the builder's own hand</source>
            <translation>в каждом слове должна быть карта с руки игрока</translation>
        </message>
        <message>
            <source>copying a card needs the X patent</source>
            <translation>для копии карты нужен патент X</translation>
        </message>
        <message>
            <source>only a card used in this play can be copied</source>
            <translation>копировать можно только карту этого хода</translation>
        </message>
        <message>
            <source>only one card may be copied</source>
            <translation>копировать можно только одну карту</translation>
        </message>
        <message>
            <source>a play with a copy needs at least 3 real cards</source>
            <translation>в ходе с копией нужно не меньше 3 настоящих карт</translation>
        </message>
        <message>
            <source>adding an S needs the Z patent</source>
            <translation>чтобы добавить S, нужен патент Z</translation>
        </message>
        <message>
            <source>the added S must be the last letter of its word</source>
            <translation>добавленная S должна быть последней буквой слова</translation>
        </message>
        <message>
            <source>only one S may be added</source>
            <translation>добавить можно только одну S</translation>
        </message>
        <message>
            <source>only a Y can be declared a vowel or a consonant</source>
            <translation>гласной или согласной можно объявить только Y</translation>
        </message>
        <message>
            <source>a card is not in the player's hand</source>
            <translation>этой карты нет на руке игрока</translation>
        </message>
        <message>
            <source>a card is named twice</source>
            <translation>карта указана дважды</translation>
        </message>
        <message>
            <source>the penalty is exactly one card</source>
            <translation>штраф — ровно одна карта</translation>
        </message>
        <message>
            <source>the builder cannot challenge their own play</source>
            <translation>нельзя оспорить собственный ход</translation>
        </message>
        <message>
            <source>that is not a letter from A to Z</source>
            <translation>это не буква от A до Z</translation>
        </message>
        <message>
            <source>that patent is already owned</source>
            <translation>у этого патента уже есть владелец</translation>
        </message>
        <message>
            <source>a patent can be bought only for a letter on a real card played</source>
            <translation>патент можно купить только на букву настоящей сыгранной карты</translation>
        </message>
        <message>
            <source>not enough money for that patent</source>
            <translation>на этот патент не хватает денег</translation>
        </message>
    </context>
    <context>
        <name>ReplaceZone</name>
        <message>
            <source>Q patent: once per turn, before you build or discard, drop a card of your hand or the pool here to swap it for the top card of the deck (Ctrl+R).</source>
            <translation>Патент Q: раз за ход, до слова или сброса, перетащите сюда карту с руки или из общих, чтобы обменять её на верхнюю карту колоды (Ctrl+R).</translation>
        </message>
        <message>
            <source>Q: drop a card here to swap it</source>
            <translation>Q: перетащите сюда карту для обмена</translation>
        </message>
    </context>
    <context>
        <name>ReplayViewer</name>
        <message>
            <source>Replay</source>
            <translation>Повтор</translation>
        </message>
        <message>
            <source>First: the deal</source>
            <translation>В начало: раздача</translation>
        </message>
        <message>
            <source>Previous turn</source>
            <translation>Предыдущий ход</translation>
        </message>
        <message>
            <source>Previous action</source>
            <translation>Предыдущее действие</translation>
        </message>
        <message>
            <source>Next action</source>
            <translation>Следующее действие</translation>
        </message>
        <message>
            <source>Next turn</source>
            <translation>Следующий ход</translation>
        </message>
        <message>
            <source>Last: the end</source>
            <translation>В конец</translation>
        </message>
        <message>
            <source>Position in the game</source>
            <translation>Место в партии</translation>
        </message>
        <message>
            <source>Review…</source>
            <translation>Разбор…</translation>
        </message>
        <message>
            <source>The coach's review: each turn beside the expert's choice</source>
            <translation>Разбор тренера: каждый ход в сравнении с выбором эксперта</translation>
        </message>
        <message>
            <source>Review: {title}</source>
            <translation>Разбор: {title}</translation>
        </message>
    </context>
    <context>
        <name>ReportWriter</name>
        <message>
            <source>Version: patentgame {version}</source>
            <translation>Версия: patentgame {version}</translation>
        </message>
        <message>
            <source>Platform: {platform}</source>
            <translation>Система: {platform}</translation>
        </message>
        <message>
            <source>Qt: {qt} (PySide6 {pyside}), display: {display}</source>
            <translation>Qt: {qt} (PySide6 {pyside}), экран: {display}</translation>
        </message>
        <message>
            <source>The app keeps no log this time.</source>
            <translation>В этот раз программа не ведёт журнал.</translation>
        </message>
        <message>
            <source>The log file {file} is empty or cannot be read.</source>
            <translation>Файл журнала {file} пуст или не читается.</translation>
        </message>
        <message numerus="yes">
            <source>The last %n line(s) of the log file {file}:</source>
            <translation>
                <numerusform>Конец файла журнала {file} (строк: %n):</numerusform>
                <numerusform>Конец файла журнала {file} (строк: %n):</numerusform>
                <numerusform>Конец файла журнала {file} (строк: %n):</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ReviewEntry</name>
        <message>
            <source>Review the game...</source>
            <translation>Разбор партии...</translation>
        </message>
        <message>
            <source>Each turn beside the expert's choice, and the value given up</source>
            <translation>Каждый ход в сравнении с выбором эксперта и упущенная выгода</translation>
        </message>
        <message>
            <source>Review: {names}</source>
            <translation>Разбор партии: {names}</translation>
        </message>
    </context>
    <context>
        <name>ReviewWindow</name>
        <message>
            <source>Game review</source>
            <translation>Разбор партии</translation>
        </message>
        <message>
            <source>The coach is reviewing the game...</source>
            <translation>Тренер разбирает партию...</translation>
        </message>
        <message>
            <source>Value given up over the game</source>
            <translation>Упущенная выгода за партию</translation>
        </message>
        <message>
            <source>The three biggest turns missed</source>
            <translation>Три хода с наибольшей упущенной выгодой</translation>
        </message>
        <message>
            <source>Close  (Esc)</source>
            <translation>Закрыть  (Esc)</translation>
        </message>
        <message>
            <source>The coach cannot review this game: {problem}</source>
            <translation>Тренер не может разобрать эту партию: {problem}</translation>
        </message>
        <message>
            <source>This game cannot be reviewed.</source>
            <translation>Эту партию нельзя разобрать.</translation>
        </message>
        <message>
            <source>The coach needs a searchable word list to review this game.</source>
            <translation>Чтобы разобрать эту партию, тренеру нужен словарь с поиском.</translation>
        </message>
    </context>
    <context>
        <name>RoundView</name>
        <message numerus="yes">
            <source>Round {round}
%n tile(s) in the bag</source>
            <translation>
                <numerusform>Круг {round}
В мешке: %n фишка</numerusform>
                <numerusform>Круг {round}
В мешке: %n фишки</numerusform>
                <numerusform>Круг {round}
В мешке: %n фишек</numerusform>
            </translation>
        </message>
        <message>
            <source>Goal alone: {low}-{high}</source>
            <translation>Цель в одиночку: {low}-{high}</translation>
        </message>
        <message>
            <source>The display: each player takes a tile in turn</source>
            <translation>Выкладка: игроки по очереди берут по фишке</translation>
        </message>
        <message>
            <source>{name} has taken {tiles}: {price} so far</source>
            <translation>{name}: взято {tiles}, пока на {price}</translation>
        </message>
        <message>
            <source>Up for auction</source>
            <translation>На аукционе</translation>
        </message>
        <message>
            <source>Drawn for you</source>
            <translation>Вытянуто для вас</translation>
        </message>
        <message>
            <source>Drawn for {name}</source>
            <translation>Вытянуто для игрока {name}</translation>
        </message>
        <message numerus="yes">
            <source>%n pip(s): the set costs {price}</source>
            <translation>
                <numerusform>%n очко: набор стоит {price}</numerusform>
                <numerusform>%n очка: набор стоит {price}</numerusform>
                <numerusform>%n очков: набор стоит {price}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>letters</source>
            <translation>букв</translation>
        </message>
        <message>
            <source>money</source>
            <translation>деньги</translation>
        </message>
        <message>
            <source>stock</source>
            <translation>акции</translation>
        </message>
        <message>
            <source>letter</source>
            <translation>буква</translation>
        </message>
        <message>
            <source>cards</source>
            <translation>карт</translation>
        </message>
        <message>
            <source>patent</source>
            <translation>патент</translation>
        </message>
        <message>
            <source>price</source>
            <translation>цена</translation>
        </message>
        <message>
            <source>players</source>
            <translation>игроков</translation>
        </message>
        <message>
            <source>goal</source>
            <translation>цель</translation>
        </message>
        <message>
            <source>minimum patents (option)</source>
            <translation>минимум патентов (по выбору)</translation>
        </message>
        <message>
            <source>multiply (usual)</source>
            <translation>умножаются (обычно)</translation>
        </message>
        <message>
            <source>add</source>
            <translation>складываются</translation>
        </message>
        <message>
            <source>never more than x2</source>
            <translation>не больше x2</translation>
        </message>
        <message>
            <source>doublers on a word</source>
            <translation>удвоителей на слове</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>Как играть</translation>
        </message>
        <message>
            <source>Build words from your cards and the cards of the pool. Words earn money and, from six letters on, stock. With money you buy &lt;b&gt;patents&lt;/b&gt; on letters: whenever another player plays a card of your letter, the bank pays you $1, and some patents give a special power. The game ends after the round in which someone's patents reach the goal; then money, stock and patents together decide the winner.</source>
            <translation>Составляйте слова из своих карт и общих карт. Слова приносят деньги, а начиная с шести букв — и акции. На деньги покупайте &lt;b&gt;патенты&lt;/b&gt; на буквы: всякий раз, когда другой игрок играет карту с вашей буквой, банк платит вам $1, а некоторые патенты дают особое свойство. Партия кончается после круга, в котором чьи-то патенты достигли цели; тогда победителя определяют деньги, акции и патенты вместе.</translation>
        </message>
        <message>
            <source>The cards and the start</source>
            <translation>Карты и начало партии</translation>
        </message>
        <message numerus="yes">
            <source>There are %n letter card(s):</source>
            <translation>
                <numerusform>В игре %n карта с буквами:</numerusform>
                <numerusform>В игре %n карты с буквами:</numerusform>
                <numerusform>В игре %n карт с буквами:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Each player is dealt %n card(s).</source>
            <translation>
                <numerusform>Каждый получает %n карту.</numerusform>
                <numerusform>Каждый получает %n карты.</numerusform>
                <numerusform>Каждый получает %n карт.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) lie face up as the pool.</source>
            <translation>
                <numerusform>%n карта лежит открыто — это общие карты.</numerusform>
                <numerusform>%n карты лежат открыто — это общие карты.</numerusform>
                <numerusform>%n карт лежат открыто — это общие карты.</numerusform>
            </translation>
        </message>
        <message>
            <source>Everyone starts with $0 and no stock; the bank never runs out. Before the deal every player cuts the deck: the card nearest to Z starts (players who tie cut again), and that player starts every round of the game.</source>
            <translation>Все начинают с $0 и без акций; деньги в банке не кончаются. Перед раздачей каждый снимает колоду: начинает тот, чья карта ближе всех к Z (при равенстве снимают ещё раз), и этот игрок начинает каждый круг партии.</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Ваш ход</translation>
        </message>
        <message>
            <source>On your turn you either discard or build.</source>
            <translation>В свой ход вы либо сбрасываете карты, либо составляете слово.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Discard&lt;/b&gt;: discard any number of your cards (none is a pass), draw back to 7, and your turn ends.</source>
            <translation>&lt;b&gt;Сброс&lt;/b&gt;: сбросьте сколько угодно своих карт (ни одной — это пас), доберите до 7, и ход окончен.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Build&lt;/b&gt;: lay out a word of at least 3 letters made of your cards and the pool's, with at least one card of your own. Then, in this order: the word is checked (see Challenges); you receive its money and stock; the owners of the letters you played receive their royalties; you may buy one patent; the pool is refilled to 3 from the deck and the played cards go to the discard pile; you may discard any of your remaining cards; you draw back to 7.</source>
            <translation>&lt;b&gt;Слово&lt;/b&gt;: выложите слово не короче 3 букв из своих и общих карт, и хотя бы одна карта должна быть вашей. Затем по порядку: слово проверяется (см. «Споры»); вы получаете за него деньги и акции; владельцы сыгранных букв получают роялти; вы можете купить один патент; общие карты пополняются из колоды до 3, а сыгранные карты уходят в сброс; вы можете сбросить любые из оставшихся карт; вы добираете до 7.</translation>
        </message>
        <message>
            <source>When the deck is empty, the discard pile is shuffled into a new deck. On the last turn of the game the discard after a build is skipped: it could change nothing.</source>
            <translation>Когда колода кончается, сброс перемешивается в новую колоду. В последнем ходе партии сброс после слова пропускается: он ничего бы не изменил.</translation>
        </message>
        <message>
            <source>What a word earns</source>
            <translation>Сколько приносит слово</translation>
        </message>
        <message>
            <source>Every letter counts toward the length, an X copy and a Z's free S included; 12 letters is the longest word possible. Stock counts like money at the end but can never be spent.</source>
            <translation>В длину засчитывается каждая буква, включая копию X и бесплатную S от Z; самое длинное возможное слово — 12 букв. Акции в конце считаются как деньги, но потратить их нельзя.</translation>
        </message>
        <message>
            <source>A word with a Q card in it is doubled, whoever owns the Q patent. Doubling doubles both money and stock. Several doublers on one word stack:</source>
            <translation>Слово с картой Q удваивается, кому бы ни принадлежал патент Q. Удвоение удваивает и деньги, и акции. Несколько удвоителей на одном слове складываются так:</translation>
        </message>
        <message>
            <source>The way doublers stack is a rule option of the New game dialog; multiplying is the usual rule.</source>
            <translation>Как складываются удвоители, задаётся правилами в окне «Новая партия»; обычное правило — умножение.</translation>
        </message>
        <message>
            <source>Royalties</source>
            <translation>Роялти</translation>
        </message>
        <message>
            <source>For every card of a letter in an accepted word, the owner of that letter's patent receives $1 from the bank: a word with two E cards pays the owner of E $2. Nobody earns a royalty on their own patents, on an X copy or on a Z's free S.</source>
            <translation>За каждую карту буквы в принятом слове владелец патента на эту букву получает от банка $1: слово с двумя картами E приносит владельцу E $2. Никто не получает роялти за свои собственные патенты, за копию X и за бесплатную S от Z.</translation>
        </message>
        <message>
            <source>Buying a patent</source>
            <translation>Покупка патента</translation>
        </message>
        <message>
            <source>After an accepted word you may buy at most one patent: one nobody owns yet, that you can pay (the money this word earned counts), and whose letter is on a card you played this turn. An X copy and a Z's free S do not let you buy their letter. Each patent's price is also its value at the end; all 26 are worth $110.</source>
            <translation>После принятого слова можно купить не больше одного патента: ничей, по карману (деньги за это слово уже учитываются) и на букву карты, сыгранной в этом ходе. Копия X и бесплатная S от Z не дают права купить их букву. Цена патента — это и его стоимость в конце партии; все 26 стоят $110.</translation>
        </message>
        <message>
            <source>Patent powers</source>
            <translation>Свойства патентов</translation>
        </message>
        <message>
            <source>Only the owner of the patent has its power.</source>
            <translation>Свойством патента пользуется только его владелец.</translation>
        </message>
        <message>
            <source>&lt;b&gt;B&lt;/b&gt; doubles a word whose first and last letters are both vowels.</source>
            <translation>&lt;b&gt;B&lt;/b&gt; удваивает слово, у которого первая и последняя буквы гласные.</translation>
        </message>
        <message>
            <source>&lt;b&gt;J&lt;/b&gt; doubles a word in which at least half of the letters are vowels (a 5-letter word needs 3).</source>
            <translation>&lt;b&gt;J&lt;/b&gt; удваивает слово, в котором гласных не меньше половины букв (в слове из 5 букв нужно 3).</translation>
        </message>
        <message>
            <source>&lt;b&gt;K&lt;/b&gt; doubles a word with exactly one vowel; a word without vowels does not count.</source>
            <translation>&lt;b&gt;K&lt;/b&gt; удваивает слово ровно с одной гласной; слово без гласных не считается.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Q&lt;/b&gt;: once a turn, before you build or discard, replace one card of your hand or of the pool: it goes to the discard pile and the deck's top card takes its place at once. You may still discard instead of building afterwards. (A rule option allows replacing your own cards only.) Drop the card on the purple zone, or press Ctrl+R.</source>
            <translation>&lt;b&gt;Q&lt;/b&gt;: раз за ход, до слова или сброса, замените одну карту с руки или из общих: она уходит в сброс, а её место сразу занимает верхняя карта колоды. После этого всё ещё можно сбросить карты вместо слова. (По одному из вариантов правил заменять можно только свои карты.) Перетащите карту на лиловую зону или нажмите Ctrl+R.</translation>
        </message>
        <message>
            <source>&lt;b&gt;V&lt;/b&gt;: build two words in one turn. Each follows every rule of a word on its own, each needs a card of your own hand, and no card is in both. Each of B, J and K doubles only one of the two words: the game gives each power to the word where it earns most. Space switches between the two word rows.</source>
            <translation>&lt;b&gt;V&lt;/b&gt;: составьте за ход два слова. Каждое подчиняется всем правилам для слова само по себе, в каждом нужна карта с вашей руки, и ни одна карта не входит в оба. Каждый из B, J и K удваивает только одно из двух слов: игра отдаёт каждое свойство тому слову, где оно приносит больше. Пробел переключает между двумя строками слов.</translation>
        </message>
        <message>
            <source>&lt;b&gt;X&lt;/b&gt;: one real card of this turn's play may be used twice; the copy may sit in either word. A play that uses X needs at least 3 real cards. Click or drag a used, faded card again.</source>
            <translation>&lt;b&gt;X&lt;/b&gt;: одну настоящую карту этого хода можно использовать дважды; копия может стоять в любом из слов. В ходе с X нужно не меньше 3 настоящих карт. Щёлкните по уже использованной, бледной карте ещё раз или перетащите её.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Z&lt;/b&gt;: add one S after the last letter of one word, without a card. Usually the S counts toward the 3 letters a word needs (a rule option can say otherwise). The +S button or the + key adds it.</source>
            <translation>&lt;b&gt;Z&lt;/b&gt;: добавьте одну S после последней буквы одного слова, без карты. Обычно эта S засчитывается в 3 буквы, нужные слову (вариант правил может это отменить). Её добавляет кнопка +S или клавиша +.</translation>
        </message>
        <message>
            <source>A Y counts as a vowel or a consonant, as the player declares; it matters only for B, J and K. The table picks the better choice; Ctrl+Y or a click on the Y's badge flips it.</source>
            <translation>Y считается гласной или согласной — как объявит игрок; это важно только для B, J и K. Стол сам выбирает выгодный вариант; Ctrl+Y или щелчок по значку на Y меняет его.</translation>
        </message>
        <message>
            <source>Challenges</source>
            <translation>Споры</translation>
        </message>
        <message>
            <source>In the classic game every other player accepts or challenges each word. If nobody challenges, the word stands as built, whether it is in the word list or not. If several challenge, only the first challenger clockwise from the builder counts.</source>
            <translation>В классической игре каждый из остальных игроков принимает или оспаривает каждое слово. Если никто не оспорил, слово остаётся как есть, есть оно в словаре или нет. Если оспорили несколько человек, считается только первый по часовой стрелке от составившего слово.</translation>
        </message>
        <message>
            <source>A word that is not in the word list (with V: either word) is rejected: its cards go back where they came from, nothing is earned, and the builder must discard exactly one card, then draws back to 7. The turn ends.</source>
            <translation>Слово, которого нет в словаре (с V — любое из двух), отклоняется: его карты возвращаются на свои места, ничего не начисляется, а составивший должен сбросить ровно одну карту и добрать до 7. Ход окончен.</translation>
        </message>
        <message>
            <source>A word that is in the list stands: the challenger pays the builder $1 (when the challenger has no money, the bank pays it), then the builder scores as usual.</source>
            <translation>Слово из словаря остаётся: оспоривший платит составившему $1 (если у оспорившего нет денег, платит банк), а затем составивший получает своё как обычно.</translation>
        </message>
        <message>
            <source>With the option &lt;i&gt;The game checks every word&lt;/i&gt;, nobody challenges: a rejected word goes back to its places and the builder may build again or discard instead, as often as the tries allow (3 by default, or unlimited, or none). When the tries are used up, the builder discards one card as a penalty and the turn ends. No money changes hands.</source>
            <translation>С вариантом &lt;i&gt;Игра проверяет каждое слово&lt;/i&gt; никто не спорит: отклонённое слово возвращается на места, и игрок может составить слово заново или сбросить карты — столько раз, сколько позволяют попытки (по умолчанию 3, либо без ограничений, либо ни одной). Когда попытки кончились, игрок сбрасывает одну карту в качестве штрафа, и ход окончен. Деньги никому не переходят.</translation>
        </message>
        <message>
            <source>End of the game</source>
            <translation>Конец партии</translation>
        </message>
        <message>
            <source>When a player's patents are worth at least the goal, the final round starts (it is checked when a patent is bought). Play goes on until the player before the start player has had the turn, so everyone has the same number of turns.</source>
            <translation>Когда патенты игрока стоят не меньше цели, начинается последний круг (это проверяется при покупке патента). Игра идёт, пока не сходит игрок, сидящий перед начинавшим, чтобы у всех было поровну ходов.</translation>
        </message>
        <message>
            <source>The New game dialog may set another goal. The option to also require a minimum number of patents is offered only when the goal is low enough for fewer patents to reach it.</source>
            <translation>В окне «Новая партия» можно задать другую цель. Вариант, требующий ещё и минимального числа патентов, предлагается, только когда цель так мала, что её можно достичь меньшим числом патентов.</translation>
        </message>
        <message>
            <source>Score = money + stock + the value of your patents. The highest score wins; a tie goes to the higher patent value, and a tie after that is shared.</source>
            <translation>Счёт = деньги + акции + стоимость ваших патентов. Побеждает наибольший счёт; при равенстве — бо́льшая стоимость патентов, а при новом равенстве победа делится.</translation>
        </message>
        <message>
            <source>Taking back</source>
            <translation>Возврат хода</translation>
        </message>
        <message>
            <source>Take back (Ctrl+Z) undoes your own actions of this turn until something new is seen: drawn cards, a refilled pool, a replacement card, or an answer to a challenge or to the game's check. Playing alone against the computer, you may allow taking back whole turns (Settings menu); such a game no longer counts for your rating.</source>
            <translation>«Вернуть» (Ctrl+Z) отменяет ваши действия в этом ходе, пока не открылось что-то новое: взятые карты, пополненные общие карты, карта на замену или ответ на спор или проверку игры. Играя один против компьютера, можно разрешить возврат целых ходов (меню «Настройки»); такая партия больше не учитывается в рейтинге.</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Клавиатура</translation>
        </message>
        <message>
            <source>Letters</source>
            <translation>Буквы</translation>
        </message>
        <message>
            <source>build the word / mark cards / buy that patent</source>
            <translation>составить слово / отметить карты / купить этот патент</translation>
        </message>
        <message>
            <source>Backspace, Escape</source>
            <translation>Backspace, Esc</translation>
        </message>
        <message>
            <source>take back a letter, clear (or buy nothing)</source>
            <translation>убрать букву, очистить (или ничего не покупать)</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>play / discard the marked cards</source>
            <translation>сыграть / сбросить отмеченные карты</translation>
        </message>
        <message>
            <source>Space, +, Ctrl+Y</source>
            <translation>Пробел, +, Ctrl+Y</translation>
        </message>
        <message>
            <source>second word (V), add S (Z), flip a Y</source>
            <translation>второе слово (V), добавить S (Z), сменить роль Y</translation>
        </message>
        <message>
            <source>Ctrl+D, Ctrl+R, Ctrl+H</source>
            <translation>Ctrl+D, Ctrl+R, Ctrl+H</translation>
        </message>
        <message>
            <source>discard instead, replace (Q), hint</source>
            <translation>сбросить вместо слова, заменить (Q), подсказка</translation>
        </message>
        <message>
            <source>Ctrl+Z</source>
            <translation>Ctrl+Z</translation>
        </message>
        <message>
            <source>take back</source>
            <translation>вернуть</translation>
        </message>
        <message>
            <source>Ctrl+N, Ctrl+Shift+N</source>
            <translation>Ctrl+N, Ctrl+Shift+N</translation>
        </message>
        <message>
            <source>new game, play against the computer</source>
            <translation>новая партия, игра против компьютера</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheet</name>
        <message>
            <source>Player</source>
            <translation>Игрок</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Где</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Ход</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Очки</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Итого</translation>
        </message>
        <message>
            <source>The meaning of {word} shows after the challenge's verdict.</source>
            <translation>Значение слова {word} будет показано после решения по спору.</translation>
        </message>
        <message numerus="yes">
            <source>exchanged %n tile(s): {tiles}</source>
            <translation>
                <numerusform>обмен: %n фишка: {tiles}</numerusform>
                <numerusform>обмен: %n фишки: {tiles}</numerusform>
                <numerusform>обмен: %n фишек: {tiles}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>exchanged %n tile(s)</source>
            <translation>
                <numerusform>обмен: %n фишка</numerusform>
                <numerusform>обмен: %n фишки</numerusform>
                <numerusform>обмен: %n фишек</numerusform>
            </translation>
        </message>
        <message>
            <source>passed</source>
            <translation>пас</translation>
        </message>
        <message>
            <source>play withdrawn</source>
            <translation>ход отозван</translation>
        </message>
        <message>
            <source>wrong challenge</source>
            <translation>неудачный спор</translation>
        </message>
        <message>
            <source>lost turn</source>
            <translation>пропуск хода</translation>
        </message>
        <message>
            <source>resigned</source>
            <translation>сдался(ась)</translation>
        </message>
        <message>
            <source>tiles at the end</source>
            <translation>фишки в конце</translation>
        </message>
        <message>
            <source>time ran out</source>
            <translation>время вышло</translation>
        </message>
        <message>
            <source>over time</source>
            <translation>штраф за время</translation>
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message>
            <source>{name}: ${money} money, {stock} stock, patents {patents} worth ${value} (reached the goal). Score {score}.</source>
            <translation>{name}: деньги ${money}, акции {stock}, патенты {patents} на ${value} (цель достигнута). Счёт {score}.</translation>
        </message>
        <message>
            <source>{name}: ${money} money, {stock} stock, patents {patents} worth ${value} (${to_goal} to the goal). Score {score}.</source>
            <translation>{name}: деньги ${money}, акции {stock}, патенты {patents} на ${value} (до цели ${to_goal}). Счёт {score}.</translation>
        </message>
        <message>
            <source>none</source>
            <translation>нет</translation>
        </message>
        <message>
            <source>score</source>
            <translation>счёт</translation>
        </message>
        <message>
            <source>person</source>
            <translation>человек</translation>
        </message>
        <message>
            <source>computer</source>
            <translation>компьютер</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>ходит</translation>
        </message>
        <message>
            <source>computer, playing</source>
            <translation>компьютер, ходит</translation>
        </message>
        <message>
            <source>patents {letters}  ${value}</source>
            <translation>патенты {letters}  ${value}</translation>
        </message>
        <message>
            <source>goal reached</source>
            <translation>цель достигнута</translation>
        </message>
        <message>
            <source>${to_goal} to goal</source>
            <translation>до цели ${to_goal}</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Игрок</translation>
        </message>
        <message>
            <source>Money</source>
            <translation>Деньги</translation>
        </message>
        <message>
            <source>Stock</source>
            <translation>Акции</translation>
        </message>
        <message>
            <source>Patents</source>
            <translation>Патенты</translation>
        </message>
        <message>
            <source>Patent value</source>
            <translation>Стоимость патентов</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Счёт</translation>
        </message>
        <message>
            <source>To goal</source>
            <translation>До цели</translation>
        </message>
    </context>
    <context>
        <name>SeatPlaque</name>
        <message>
            <source>holds the die</source>
            <translation>держит кубик</translation>
        </message>
        <message>
            <source>{letters} and {wilds}</source>
            <translation>{letters} и {wilds}</translation>
        </message>
        <message numerus="yes">
            <source>%n letter(s)</source>
            <translation>
                <numerusform>%n буква</numerusform>
                <numerusform>%n буквы</numerusform>
                <numerusform>%n букв</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n wild tile(s)</source>
            <translation>
                <numerusform>%n джокер</numerusform>
                <numerusform>%n джокера</numerusform>
                <numerusform>%n джокеров</numerusform>
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
            <translation>Вы</translation>
        </message>
        <message>
            <source>{others} and {last}</source>
            <translation>{others} и {last}</translation>
        </message>
    </context>
    <context>
        <name>Setup</name>
        <message>
            <source>Player</source>
            <comment>the name of a person without one</comment>
            <translation>Игрок</translation>
        </message>
    </context>
    <context>
        <name>Standings</name>
        <message>
            <source> (thinking...)</source>
            <translation> (думает...)</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s)</source>
            <translation>
                <numerusform>%n фишка</numerusform>
                <numerusform>%n фишки</numerusform>
                <numerusform>%n фишек</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bag: %n tile(s)</source>
            <translation>
                <numerusform>В мешке: %n фишка</numerusform>
                <numerusform>В мешке: %n фишки</numerusform>
                <numerusform>В мешке: %n фишек</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Unseen (%n): </source>
            <translation>
                <numerusform>Неизвестные фишки (%n): </numerusform>
                <numerusform>Неизвестные фишки (%n): </numerusform>
                <numerusform>Неизвестные фишки (%n): </numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatisticsWindow</name>
        <message>
            <source>Greedy</source>
            <translation>Жадный</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Случайный</translation>
        </message>
        <message>
            <source>People</source>
            <translation>Люди</translation>
        </message>
        <message>
            <source>{name}, step {step}</source>
            <translation>{name}, ступень {step}</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Статистика</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>&amp;Игрок:</translation>
        </message>
        <message>
            <source>Re&amp;name…</source>
            <translation>&amp;Переименовать…</translation>
        </message>
        <message>
            <source>Rename this player; their games keep counting for them</source>
            <translation>Переименовать игрока; его партии по-прежнему засчитываются ему</translation>
        </message>
        <message>
            <source>No finished games yet.
Play a game to the end and its figures appear here.</source>
            <translation>Законченных партий пока нет.
Доиграйте партию до конца, и её цифры появятся здесь.</translation>
        </message>
        <message>
            <source>Rename player</source>
            <translation>Переименовать игрока</translation>
        </message>
        <message>
            <source>New name:</source>
            <translation>Новое имя:</translation>
        </message>
        <message>
            <source>There is no player to rename.</source>
            <translation>Переименовывать некого.</translation>
        </message>
    </context>
    <context>
        <name>StepButtons</name>
        <message>
            <source>Roll the die  (Enter)</source>
            <translation>Бросить кубик  (Enter)</translation>
        </message>
        <message>
            <source>Buy  (B)</source>
            <translation>Купить  (B)</translation>
        </message>
        <message>
            <source>Discard the set  (D)</source>
            <translation>Сбросить набор  (D)</translation>
        </message>
        <message>
            <source>Your bid</source>
            <translation>Ваша ставка</translation>
        </message>
        <message>
            <source>Bid  (Enter)</source>
            <translation>Ставка  (Enter)</translation>
        </message>
        <message>
            <source>Pass  (Space)</source>
            <translation>Пас  (Пробел)</translation>
        </message>
        <message>
            <source>Sell  (Enter)</source>
            <translation>Продать  (Enter)</translation>
        </message>
        <message>
            <source>Clear  (Esc)</source>
            <translation>Очистить  (Esc)</translation>
        </message>
        <message>
            <source>Done selling  (Space)</source>
            <translation>Закончить продажу  (Пробел)</translation>
        </message>
        <message>
            <source>Take back  (Ctrl+Z)</source>
            <translation>Вернуть  (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Undo your last action, until something new is seen or another player acts</source>
            <translation>Отменить своё последнее действие, пока не открылось новое и другой игрок не сделал ход</translation>
        </message>
        <message>
            <source>Discard the marked tiles  (Enter)</source>
            <translation>Сбросить отмеченные фишки  (Enter)</translation>
        </message>
    </context>
    <context>
        <name>SummaryDialog</name>
        <message>
            <source>Game over</source>
            <translation>Партия окончена</translation>
        </message>
        <message numerus="yes">
            <source>with %n point(s), after {turns} turns</source>
            <translation>
                <numerusform>со счётом %n, ходов в партии: {turns}</numerusform>
                <numerusform>со счётом %n, ходов в партии: {turns}</numerusform>
                <numerusform>со счётом %n, ходов в партии: {turns}</numerusform>
            </translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Сыграть ещё</translation>
        </message>
        <message>
            <source>Close  (Esc)</source>
            <translation>Закрыть  (Esc)</translation>
        </message>
        <message>
            <source>Rating {before} → {after} ({change:+d})</source>
            <translation>Рейтинг {before} → {after} ({change:+d})</translation>
        </message>
        <message>
            <source>Not rated: ratings move in games against computer players.</source>
            <translation>Без рейтинга: рейтинг меняется только в партиях против компьютера.</translation>
        </message>
        <message numerus="yes">
            <source>Not rated: the Hint showed the whole play on %n turn(s).</source>
            <translation>
                <numerusform>Без рейтинга: подсказка показала весь ход в %n ходу.</numerusform>
                <numerusform>Без рейтинга: подсказка показала весь ход в %n ходах.</numerusform>
                <numerusform>Без рейтинга: подсказка показала весь ход в %n ходах.</numerusform>
            </translation>
        </message>
        <message>
            <source>Not rated: turns were taken back, or the game was a guided one.</source>
            <translation>Без рейтинга: ходы возвращались, или это была обучающая партия.</translation>
        </message>
        <message>
            <source>First win!</source>
            <translation>Первая победа!</translation>
        </message>
        <message>
            <source>New personal best: highest score</source>
            <translation>Новый личный рекорд: лучший счёт</translation>
        </message>
        <message>
            <source>New personal best: best word</source>
            <translation>Новый личный рекорд: лучшее слово</translation>
        </message>
    </context>
    <context>
        <name>TableCoach</name>
        <message>
            <source>Meaning?</source>
            <translation>Значение?</translation>
        </message>
        <message>
            <source>What the challenged word means</source>
            <translation>Что значит оспоренное слово</translation>
        </message>
        <message>
            <source>Hints are off (Settings &gt; Offer hints turns them on).</source>
            <translation>Подсказки выключены (включить: Настройки &gt; Предлагать подсказки).</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Подсказка</translation>
        </message>
        <message>
            <source>Looking for the best plays...</source>
            <translation>Поиск лучших ходов...</translation>
        </message>
        <message>
            <source>No word can be laid out with these cards: discard some instead.</source>
            <translation>Из этих карт слово не составить: лучше сбросить часть.</translation>
        </message>
        <message numerus="yes">
            <source>Hints used in this game: %n</source>
            <translation>
                <numerusform>Подсказок в этой партии: %n</numerusform>
                <numerusform>Подсказок в этой партии: %n</numerusform>
                <numerusform>Подсказок в этой партии: %n</numerusform>
            </translation>
        </message>
        <message>
            <source>The coach found no hint here.</source>
            <translation>Тренер не нашёл здесь подсказки.</translation>
        </message>
        <message>
            <source>you</source>
            <translation>вы</translation>
        </message>
        <message>
            <source>{name}, your best plays last turn were</source>
            <translation>{name}, лучшие варианты вашего прошлого хода</translation>
        </message>
        <message>
            <source>The meaning of {word} shows after the challenge's verdict.</source>
            <translation>Значение слова {word} будет показано после решения по спору.</translation>
        </message>
        <message>
            <source>Why the computer did that</source>
            <translation>Почему компьютер так сыграл</translation>
        </message>
    </context>
    <context>
        <name>TableNews</name>
        <message numerus="yes">
            <source>+${money} +%n stock</source>
            <translation>
                <numerusform>+${money} +%n акция</numerusform>
                <numerusform>+${money} +%n акции</numerusform>
                <numerusform>+${money} +%n акций</numerusform>
            </translation>
        </message>
        <message>
            <source>+${money}</source>
            <translation>+${money}</translation>
        </message>
        <message>
            <source>+${amount} royalty ({letter})</source>
            <translation>+${amount} роялти ({letter})</translation>
        </message>
        <message>
            <source>bought {letter}</source>
            <translation>куплено: {letter}</translation>
        </message>
        <message numerus="yes">
            <source>The deck is empty: %n discarded card(s) are reshuffled.</source>
            <translation>
                <numerusform>Колода кончилась: %n карта из сброса перемешана заново.</numerusform>
                <numerusform>Колода кончилась: %n карты из сброса перемешаны заново.</numerusform>
                <numerusform>Колода кончилась: %n карт из сброса перемешаны заново.</numerusform>
            </translation>
        </message>
        <message>
            <source>FINAL ROUND - you reached ${value} in patents</source>
            <translation>ПОСЛЕДНИЙ КРУГ — у вас патентов на ${value}</translation>
        </message>
        <message>
            <source>Final round! You hold patents worth ${value}. Everyone gets the same number of turns.</source>
            <translation>Последний круг! У вас патентов на ${value}. У всех будет поровну ходов.</translation>
        </message>
        <message>
            <source>FINAL ROUND - {name} reached ${value} in patents</source>
            <translation>ПОСЛЕДНИЙ КРУГ — у игрока {name} патентов на ${value}</translation>
        </message>
        <message>
            <source>Final round! {name} holds patents worth ${value}. Everyone gets the same number of turns.</source>
            <translation>Последний круг! У игрока {name} патентов на ${value}. У всех будет поровну ходов.</translation>
        </message>
        <message>
            <source>{words}: not in the word list. Discard one card as a penalty.</source>
            <translation>{words}: нет в словаре. Штраф: сбросьте одну карту.</translation>
        </message>
        <message>
            <source>{words}: not in the word list. Try again or discard.</source>
            <translation>{words}: нет в словаре. Попробуйте ещё раз или сбросьте карты.</translation>
        </message>
    </context>
    <context>
        <name>TableQuestions</name>
        <message>
            <source>Challenge question</source>
            <translation>Вопрос о споре</translation>
        </message>
    </context>
    <context>
        <name>TableWords</name>
        <message numerus="yes">
            <source>Word list: {lexicon}  ·  game over after %n turn(s)</source>
            <translation>
                <numerusform>Словарь: {lexicon}  ·  конец партии через %n ход</numerusform>
                <numerusform>Словарь: {lexicon}  ·  конец партии через %n хода</numerusform>
                <numerusform>Словарь: {lexicon}  ·  конец партии через %n ходов</numerusform>
            </translation>
        </message>
        <message>
            <source>Word list: {lexicon}  ·  players challenge words  ·  goal ${goal}  ·  turn {turn}</source>
            <translation>Словарь: {lexicon}  ·  слова проверяют игроки  ·  цель ${goal}  ·  ход {turn}</translation>
        </message>
        <message>
            <source>Word list: {lexicon}  ·  the game checks words  ·  goal ${goal}  ·  turn {turn}</source>
            <translation>Словарь: {lexicon}  ·  слова проверяет игра  ·  цель ${goal}  ·  ход {turn}</translation>
        </message>
        <message>
            <source>Game over. {victory}</source>
            <translation>Партия окончена. {victory}</translation>
        </message>
        <message>
            <source>{name} is thinking...</source>
            <translation>{name} думает...</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Ваш ход</translation>
        </message>
        <message>
            <source>{name}'s turn</source>
            <translation>Ходит {name}</translation>
        </message>
        <message>
            <source>Buy a patent?</source>
            <translation>Купить патент?</translation>
        </message>
        <message>
            <source>{name}, buy a patent?</source>
            <translation>{name}, купить патент?</translation>
        </message>
        <message>
            <source>Penalty: discard one card</source>
            <translation>Штраф: сбросьте одну карту</translation>
        </message>
        <message>
            <source>{name}: penalty - discard one card</source>
            <translation>{name}: штраф — сбросьте одну карту</translation>
        </message>
        <message>
            <source>Discard any cards you do not want, then press Enter</source>
            <translation>Сбросьте ненужные карты и нажмите Enter</translation>
        </message>
        <message>
            <source>{name}: discard any cards you do not want, then press Enter</source>
            <translation>{name}: сбросьте ненужные карты и нажмите Enter</translation>
        </message>
        <message>
            <source>Mark the cards to discard (none = pass)</source>
            <translation>Отметьте карты для сброса (ни одной — пас)</translation>
        </message>
        <message>
            <source>{name}: mark the cards to discard (none = pass)</source>
            <translation>{name}: отметьте карты для сброса (ни одной — пас)</translation>
        </message>
        <message>
            <source>{name} played {words}. Does anyone challenge it?</source>
            <translation>{name} выкладывает {words}. Кто-нибудь оспорит?</translation>
        </message>
        <message>
            <source>{name} played {words}. Is it a word? Challenge or accept.</source>
            <translation>{name} выкладывает {words}. Это слово? Оспорьте или примите.</translation>
        </message>
        <message>
            <source>You played {words}: waiting for the others' answers...</source>
            <translation>Вы сыграли {words}: ждём ответа остальных...</translation>
        </message>
        <message>
            <source>{name} played {words}: waiting for challenges...</source>
            <translation>{name} выкладывает {words}: ждём, оспорит ли кто-нибудь...</translation>
        </message>
        <message numerus="yes">
            <source>Build a word - or discard instead (%n try(s) left)</source>
            <translation>
                <numerusform>Составьте слово или сбросьте карты (осталась %n попытка)</numerusform>
                <numerusform>Составьте слово или сбросьте карты (осталось %n попытки)</numerusform>
                <numerusform>Составьте слово или сбросьте карты (осталось %n попыток)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}, build a word - or discard instead (%n try(s) left)</source>
            <translation>
                <numerusform>{name}, составьте слово или сбросьте карты (осталась %n попытка)</numerusform>
                <numerusform>{name}, составьте слово или сбросьте карты (осталось %n попытки)</numerusform>
                <numerusform>{name}, составьте слово или сбросьте карты (осталось %n попыток)</numerusform>
            </translation>
        </message>
        <message>
            <source>Build a word - or discard instead</source>
            <translation>Составьте слово или сбросьте карты</translation>
        </message>
        <message>
            <source>{name}, build a word - or discard instead</source>
            <translation>{name}, составьте слово или сбросьте карты</translation>
        </message>
        <message>
            <source>Challenge a good word and you pay {builder} $1 (the bank pays if you have no money). If it is not a word, {builder} takes the cards back and discards one.</source>
            <translation>Оспорите верное слово — заплатите игроку {builder} $1 (если у вас нет денег, платит банк). Если такого слова нет, {builder} забирает карты и сбрасывает одну.</translation>
        </message>
        <message>
            <source>Anyone who doubts it may challenge; the first challenger after {builder} pays $1 if the word is good. If it is not a word, {builder} takes the cards back and discards one.</source>
            <translation>Кто сомневается, может оспорить; если слово верное, первый оспоривший после игрока {builder} платит $1. Если такого слова нет, {builder} забирает карты и сбрасывает одну.</translation>
        </message>
        <message numerus="yes">
            <source>${money} money + %n stock + ${value} in patents ({letters})</source>
            <translation>
                <numerusform>деньги ${money} + %n акция + патенты на ${value} ({letters})</numerusform>
                <numerusform>деньги ${money} + %n акции + патенты на ${value} ({letters})</numerusform>
                <numerusform>деньги ${money} + %n акций + патенты на ${value} ({letters})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>${money} money + %n stock, no patents</source>
            <translation>
                <numerusform>деньги ${money} + %n акция, патентов нет</numerusform>
                <numerusform>деньги ${money} + %n акции, патентов нет</numerusform>
                <numerusform>деньги ${money} + %n акций, патентов нет</numerusform>
            </translation>
        </message>
        <message>
            <source>You</source>
            <translation>Вы</translation>
        </message>
        <message>
            <source>Score = money + stock + value of patents. Worth over the turns:</source>
            <translation>Счёт = деньги + акции + стоимость патентов. Как он менялся по ходам:</translation>
        </message>
        <message>
            <source>Best word</source>
            <translation>Лучшее слово</translation>
        </message>
        <message>
            <source>no word scored</source>
            <translation>слов нет</translation>
        </message>
        <message>
            <source>Best turn</source>
            <translation>Лучший ход</translation>
        </message>
        <message numerus="yes">
            <source>{words}: ${money} + %n stock, turn {turn}</source>
            <translation>
                <numerusform>{words}: ${money} + %n акция, ход {turn}</numerusform>
                <numerusform>{words}: ${money} + %n акции, ход {turn}</numerusform>
                <numerusform>{words}: ${money} + %n акций, ход {turn}</numerusform>
            </translation>
        </message>
        <message>
            <source>{words}: ${money}, turn {turn}</source>
            <translation>{words}: ${money}, ход {turn}</translation>
        </message>
    </context>
    <context>
        <name>TakeBacks</name>
        <message>
            <source>Taken back: no patent is chosen.</source>
            <translation>Отменено: патент не выбран.</translation>
        </message>
        <message>
            <source>Back to the start of your turn. This game is not rated.</source>
            <translation>Вы снова в начале своего хода. Эта партия не идёт в рейтинг.</translation>
        </message>
        <message>
            <source>Taken back.</source>
            <translation>Ход возвращён.</translation>
        </message>
        <message>
            <source>Nothing to take back: only your own actions of your turn can be.</source>
            <translation>Вернуть нечего: вернуть можно только свои действия в свой ход.</translation>
        </message>
        <message>
            <source>Nothing to take back: you have not acted in this turn yet.</source>
            <translation>Вернуть нечего: в этом ходу вы ещё ничего не сделали.</translation>
        </message>
        <message>
            <source>Nothing to take back: new cards or answers have been seen since your last action (the refilled pool, drawn cards, the check of your word).</source>
            <translation>Вернуть нечего: после вашего последнего действия открылись новые карты или ответы (пополненный пул, взятые карты, проверка вашего слова).</translation>
        </message>
        <message>
            <source>Take back a whole turn</source>
            <translation>Вернуть целый ход</translation>
        </message>
        <message>
            <source>Going back to the start of your turn undoes cards and answers you have already seen, so this game will no longer count for your rating.

Take back the turn?</source>
            <translation>Возврат к началу хода отменит карты и ответы, которые вы уже видели, поэтому партия больше не будет учитываться в рейтинге.

Вернуть ход?</translation>
        </message>
    </context>
    <context>
        <name>Themes</name>
        <message>
            <source>&amp;Felt table</source>
            <translation>&amp;Сукно</translation>
        </message>
        <message>
            <source>&amp;High contrast</source>
            <translation>&amp;Высокая контрастность</translation>
        </message>
        <message>
            <source>&amp;Dark</source>
            <translation>&amp;Тёмная</translation>
        </message>
    </context>
    <context>
        <name>TurnActions</name>
        <message>
            <source>No word found with these cards: discard some instead.</source>
            <translation>Из этих карт слово не составить: лучше сбросьте часть карт.</translation>
        </message>
        <message>
            <source>You cannot replace a card now (Q patent, start of turn).</source>
            <translation>Сейчас карту заменить нельзя (патент Q действует в начале хода).</translation>
        </message>
        <message>
            <source>{letter} (your hand)</source>
            <translation>{letter} (на руке)</translation>
        </message>
        <message>
            <source>{letter} (pool)</source>
            <translation>{letter} (общие карты)</translation>
        </message>
        <message>
            <source>Replace a card</source>
            <translation>Заменить карту</translation>
        </message>
        <message>
            <source>Card to swap:</source>
            <translation>Какую карту заменить:</translation>
        </message>
    </context>
    <context>
        <name>TurnButtons</name>
        <message>
            <source>Play</source>
            <translation>Сыграть</translation>
        </message>
        <message>
            <source>Recall</source>
            <translation>Убрать</translation>
        </message>
        <message>
            <source>Shuffle</source>
            <translation>Перемешать</translation>
        </message>
        <message>
            <source>Sort</source>
            <translation>Упорядочить</translation>
        </message>
        <message>
            <source>Exchange...</source>
            <translation>Обменять...</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Пас</translation>
        </message>
        <message>
            <source>Resign</source>
            <translation>Сдаться</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Подсказка</translation>
        </message>
        <message>
            <source>Each press tells more of the best play: its size and score, some tiles, all</source>
            <translation>Каждое нажатие раскрывает больше о лучшем ходе: длину и очки, часть фишек, весь ход</translation>
        </message>
        <message>
            <source>Take back</source>
            <translation>Вернуть</translation>
        </message>
        <message>
            <source>Your last word back to your rack, before the next player acts (Ctrl+Z)</source>
            <translation>Вернуть своё последнее слово на подставку, пока следующий игрок не сходил (Ctrl+Z)</translation>
        </message>
        <message numerus="yes">
            <source>Exchange %n tile(s)</source>
            <translation>
                <numerusform>Обменять %n фишка</numerusform>
                <numerusform>Обменять %n фишки</numerusform>
                <numerusform>Обменять %n фишек</numerusform>
            </translation>
        </message>
        <message>
            <source>Play  (Enter)</source>
            <translation>Сыграть  (Enter)</translation>
        </message>
        <message>
            <source>Play the word in the word row</source>
            <translation>Сыграть слово из строки слова</translation>
        </message>
        <message>
            <source>Clear  (Esc)</source>
            <translation>Очистить  (Esc)</translation>
        </message>
        <message>
            <source>Take every card back</source>
            <translation>Вернуть все карты</translation>
        </message>
        <message>
            <source>A hint in three steps: the length, letters in place, the whole play (Ctrl+H)</source>
            <translation>Подсказка в три шага: длина, буквы на местах, весь ход (Ctrl+H)</translation>
        </message>
        <message>
            <source>Discard instead...</source>
            <translation>Сбросить вместо хода...</translation>
        </message>
        <message>
            <source>Swap cards instead of building (Ctrl+D)</source>
            <translation>Обменять карты вместо слова (Ctrl+D)</translation>
        </message>
        <message>
            <source>Pass  (Enter)</source>
            <translation>Пас  (Enter)</translation>
        </message>
        <message>
            <source>Discard the marked cards and draw back to 7</source>
            <translation>Сбросить отмеченные карты и добрать до 7</translation>
        </message>
        <message>
            <source>Buy  (Enter)</source>
            <translation>Купить  (Enter)</translation>
        </message>
        <message>
            <source>Buy the chosen patent</source>
            <translation>Купить выбранный патент</translation>
        </message>
        <message>
            <source>Buy nothing  (Esc)</source>
            <translation>Ничего не покупать  (Esc)</translation>
        </message>
        <message>
            <source>End the purchase step</source>
            <translation>Закончить покупку</translation>
        </message>
        <message>
            <source>Keep all  (Enter)</source>
            <translation>Оставить все  (Enter)</translation>
        </message>
        <message>
            <source>Discard the marked cards</source>
            <translation>Сбросить отмеченные карты</translation>
        </message>
        <message>
            <source>Discard this card  (Enter)</source>
            <translation>Сбросить эту карту  (Enter)</translation>
        </message>
        <message>
            <source>The penalty: discard exactly one card</source>
            <translation>Штраф: сбросьте ровно одну карту</translation>
        </message>
        <message>
            <source>+S  (+)</source>
            <translation>+S  (+)</translation>
        </message>
        <message>
            <source>Z patent: add an S to the end of this word</source>
            <translation>Патент Z: добавить S в конец этого слова</translation>
        </message>
        <message>
            <source>Y: vowel</source>
            <translation>Y — гласная</translation>
        </message>
        <message>
            <source>Declare the Y a vowel or a consonant (Ctrl+Y)</source>
            <translation>Объявить Y гласной или согласной (Ctrl+Y)</translation>
        </message>
        <message>
            <source>2nd word  (Space)</source>
            <translation>Второе  (Пробел)</translation>
        </message>
        <message>
            <source>V patent: type into the other word</source>
            <translation>Патент V: печатать во второе слово</translation>
        </message>
        <message>
            <source>Take back  (Ctrl+Z)</source>
            <translation>Вернуть  (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Undo your last action of this turn, until new cards or answers are seen</source>
            <translation>Отменить последнее действие этого хода, пока не открылись новые карты или ответы</translation>
        </message>
    </context>
    <context>
        <name>TurnLines</name>
        <message>
            <source>{words}: not in the word list</source>
            <translation>{words}: нет в словаре</translation>
        </message>
        <message>
            <source>Click cards (or type their letters) to mark them; a marked card rises and is crossed out.</source>
            <translation>Щёлкайте по картам (или печатайте их буквы), чтобы отметить их; отмеченная карта приподнимается и зачёркивается.</translation>
        </message>
        <message>
            <source>Buy the {letter} patent: press Enter, or click it again. Esc or Ctrl+Z: choose again.</source>
            <translation>Купить патент {letter}: нажмите Enter или щёлкните по нему ещё раз. Esc или Ctrl+Z: выбрать заново.</translation>
        </message>
        <message>
            <source>You can buy: {letters}. Click a glowing patent or type its letter, then press Enter.</source>
            <translation>Можно купить: {letters}. Щёлкните по светящемуся патенту или напечатайте его букву, затем нажмите Enter.</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>Guided first game · step %1 of %2</source>
            <translation>Обучающая партия · шаг %1 из %2</translation>
        </message>
        <message>
            <source>Welcome to the table</source>
            <translation>Добро пожаловать за стол</translation>
        </message>
        <message>
            <source>Your seven cards are at the bottom. The three cards in the middle are the pool: anyone may use them. At the top lie the 26 patents, one per letter, with their prices. You play against %1; the scoreboard shows your money, stock and patents.</source>
            <translation>Ваши семь карт — внизу. Три карты посередине — общие: их может использовать любой. Наверху лежат 26 патентов, по одному на букву, с ценами. Вы играете против игрока %1; табло показывает ваши деньги, акции и патенты.</translation>
        </message>
        <message>
            <source>Build a word</source>
            <translation>Составьте слово</translation>
        </message>
        <message>
            <source>Build RAVEN: click the R, A, V and E in your hand, then the N in the pool, or simply type the letters. Under the word row you see what it earns. Then press Play (Enter).</source>
            <translation>Составьте RAVEN: щёлкните по R, A, V и E у себя на руке, затем по N среди общих карт — или просто напечатайте буквы. Под строкой слова видно, сколько оно принесёт. Затем нажмите «Сыграть» (Enter).</translation>
        </message>
        <message>
            <source>In this lesson, play RAVEN (the N is in the pool).</source>
            <translation>В этом уроке сыграйте RAVEN (N лежит среди общих карт).</translation>
        </message>
        <message>
            <source>Buy a patent</source>
            <translation>Купите патент</translation>
        </message>
        <message>
            <source>RAVEN earned you $3. Now you may buy the patent of one letter you played. Buy V for $2: click the glowing V (or type V), then press Enter or click it again. From now on, whenever someone else plays a V, the bank pays you $1, and the V patent gives you a power.</source>
            <translation>RAVEN принесло вам $3. Теперь можно купить патент на одну из сыгранных букв. Купите V за $2: щёлкните по светящейся V (или напечатайте V), затем нажмите Enter или щёлкните по ней ещё раз. Отныне всякий раз, когда кто-то другой играет V, банк платит вам $1, а патент V даёт вам особое свойство.</translation>
        </message>
        <message>
            <source>In this lesson, buy the V patent: click the glowing V (or type V), then press Enter.</source>
            <translation>В этом уроке купите патент V: щёлкните по светящейся V (или напечатайте V), затем нажмите Enter.</translation>
        </message>
        <message>
            <source>Discard or keep</source>
            <translation>Сбросить или оставить</translation>
        </message>
        <message>
            <source>After a word you may discard cards you do not want; then you draw back to seven cards. This time keep them all: press Keep all (Enter).</source>
            <translation>После слова можно сбросить ненужные карты, а затем добрать до семи. В этот раз оставьте все: нажмите «Оставить все» (Enter).</translation>
        </message>
        <message>
            <source>Keep all your cards this time: press Enter.</source>
            <translation>В этот раз оставьте все карты: нажмите Enter.</translation>
        </message>
        <message>
            <source>A challenge</source>
            <translation>Спор</translation>
        </message>
        <message>
            <source>%1 played VIOLET. Every other player may challenge a word that is not in the word list: then it is taken back and its builder loses a card. But challenging a real word costs you $1. VIOLET is a word: accept it.</source>
            <translation>%1 играет VIOLET. Любой другой игрок может оспорить слово, которого нет в словаре: тогда его забирают обратно, и составивший теряет карту. Но оспорить настоящее слово стоит вам $1. VIOLET — слово: примите его.</translation>
        </message>
        <message>
            <source>Answer the question: accept the word or challenge it.</source>
            <translation>Ответьте на вопрос: примите слово или оспорьте его.</translation>
        </message>
        <message>
            <source>A royalty for you</source>
            <translation>Роялти для вас</translation>
        </message>
        <message>
            <source>%1 scored VIOLET: $4 and 1 stock. Her word holds a V and you own the V patent, so the bank paid you $1: a royalty. She then bought the L patent, so every L you play pays her $1.</source>
            <translation>%1 получает за VIOLET $4 и 1 акцию. В её слове есть V, а патент V у вас, поэтому банк заплатил вам $1 — это роялти. Затем она купила патент L, так что каждая ваша L принесёт ей $1.</translation>
        </message>
        <message>
            <source>You challenged a real word, so you paid %1 $1.</source>
            <translation>Вы оспорили настоящее слово и поэтому заплатили игроку %1 $1.</translation>
        </message>
        <message>
            <source>Use a power</source>
            <translation>Примените свойство</translation>
        </message>
        <message>
            <source>Your V patent lets you build two words in one turn. Type GOLD, press Space (or the 2nd word button), type SIT, then press Play (Enter). Each word needs a card of your own hand.</source>
            <translation>Ваш патент V позволяет составить за ход два слова. Напечатайте GOLD, нажмите Пробел (или кнопку «2-е слово»), напечатайте SIT и нажмите «Сыграть» (Enter). В каждом слове нужна карта с вашей руки.</translation>
        </message>
        <message>
            <source>In this lesson, build two words: press Space between them.</source>
            <translation>В этом уроке составьте два слова: между ними нажмите Пробел.</translation>
        </message>
        <message>
            <source>%1: not in the word list. In a real game it would be challenged and taken back. In this lesson, build two words of the list: press Space between them.</source>
            <translation>%1: нет в словаре. В настоящей партии такой ход оспорили бы и сняли. В этом уроке составьте два слова из словаря: между ними нажмите Пробел.</translation>
        </message>
        <message>
            <source>End your turn</source>
            <translation>Завершите ход</translation>
        </message>
        <message>
            <source>Both words scored. Buy a patent if you like (click it, then press Enter), or press Buy nothing (Esc); if cards are left, discard those you do not want and press Enter.</source>
            <translation>Оба слова засчитаны. Купите патент, если хотите (щёлкните по нему, затем нажмите Enter), или нажмите «Ничего не покупать» (Esc); если остались карты, сбросьте ненужные и нажмите Enter.</translation>
        </message>
        <message>
            <source>%1 owns the patent of %2 you played: the bank paid her the royalty.</source>
            <translation>У игрока %1 патент на сыгранную вами букву %2: банк заплатил ей роялти.</translation>
        </message>
        <message>
            <source>Buy a patent or nothing, then discard or keep your cards.</source>
            <translation>Купите патент или ничего, затем сбросьте карты или оставьте их.</translation>
        </message>
        <message>
            <source>Welcome to the board</source>
            <translation>Добро пожаловать к доске</translation>
        </message>
        <message>
            <source>Your seven tiles lie on the rack under the board; the small figure on each is its points. Words go across or down, and every word after the first joins the tiles already on the board. You play against %1; the score sheet on the right shows every move.</source>
            <translation>Ваши семь фишек стоят на подставке под доской; маленькая цифра на каждой — её очки. Слова идут по горизонтали или по вертикали, и каждое слово после первого примыкает к фишкам, уже лежащим на доске. Вы играете против %1; протокол справа показывает каждый ход.</translation>
        </message>
        <message>
            <source>Lay your first word</source>
            <translation>Выложите первое слово</translation>
        </message>
        <message>
            <source>Play %1 across from the centre star (%2): drag each tile from the rack to its square, or click the star and type the letters. The star doubles the score of the first word. Then press Play (Enter).</source>
            <translation>Выложите %1 по горизонтали от центральной звезды (%2): перетащите каждую фишку с подставки на её клетку или щёлкните звезду и наберите буквы. Звезда удваивает очки первого слова. Затем нажмите «Сыграть» (Enter).</translation>
        </message>
        <message>
            <source>In this lesson, play %1 across from the centre star (%2).</source>
            <translation>На этом шаге выложите %1 по горизонтали от центральной звезды (%2).</translation>
        </message>
        <message>
            <source>Premium squares</source>
            <translation>Бонусные клетки</translation>
        </message>
        <message>
            <source>The coloured squares count more for a tile newly laid on them: double or triple letter, double or triple word. Play %1 down from %2: its %3 lands on a triple letter square. Click %2 twice to type downwards.</source>
            <translation>Цветные клетки стоят больше для фишки, впервые положенной на них: удвоение или утроение буквы, удвоение или утроение слова. Выложите %1 по вертикали от %2: его %3 ляжет на клетку утроения буквы. Щёлкните %2 дважды, чтобы набирать вниз.</translation>
        </message>
        <message>
            <source>In this lesson, play %1 down from %2.</source>
            <translation>На этом шаге выложите %1 по вертикали от %2.</translation>
        </message>
        <message>
            <source>Your rack spells %1; it fits across from %2.</source>
            <translation>На вашей подставке — %1; это слово помещается по горизонтали от %2.</translation>
        </message>
        <message>
            <source>Your rack spells %1; it fits down from %2.</source>
            <translation>На вашей подставке — %1; это слово помещается по вертикали от %2.</translation>
        </message>
        <message>
            <source>All seven tiles</source>
            <translation>Все семь фишек</translation>
        </message>
        <message>
            <source>A play of all seven tiles of the rack earns %1 points more: a bingo.</source>
            <translation>Ход всеми семью фишками подставки приносит ещё %1 очков: это бинго.</translation>
        </message>
        <message>
            <source>Any play of all seven tiles in words of the list will do.</source>
            <translation>Подойдёт любой ход всеми семью фишками, если все его слова есть в словаре.</translation>
        </message>
        <message>
            <source>In this lesson, play all seven tiles (%1 fits from %2).</source>
            <translation>На этом шаге выложите все семь фишек (%1 помещается от %2).</translation>
        </message>
        <message>
            <source>%1: not in the word list. In a real game it would be challenged and taken back. Play all seven tiles in words of the list (%2 fits from %3).</source>
            <translation>%1: нет в словаре. В настоящей партии такой ход оспорили бы и сняли с доски. Выложите все семь фишек словами из словаря (%2 помещается от %3).</translation>
        </message>
        <message>
            <source>Is it a word?</source>
            <translation>Это слово?</translation>
        </message>
        <message>
            <source>%1 played %2. A play stands unless someone challenges it: a play with a word that is not in the word list is taken back and scores nothing, but a wrong challenge costs you your turn. Answer the question under the board.</source>
            <translation>%1 выложила %2. Ход остаётся, если его никто не оспорит: ход со словом не из словаря снимается с доски и не приносит очков, а неудачный спор стоит вам хода. Ответьте на вопрос под доской.</translation>
        </message>
        <message>
            <source>Answer the question under the board: challenge the play or accept it.</source>
            <translation>Ответьте на вопрос под доской: оспорьте ход или примите его.</translation>
        </message>
        <message>
            <source>Well spotted: %2 is not in the word list. %1's play is taken back, and it is still your turn.</source>
            <translation>Верно подмечено: слова %2 нет в словаре. Ход игрока %1 снят с доски, и ход по-прежнему ваш.</translation>
        </message>
        <message>
            <source>You accepted %1, so it stands, although it is not in the word list. When a word looks wrong, challenge it.</source>
            <translation>Вы приняли %1, и ход остаётся, хотя такого слова нет в словаре. Если слово кажется неверным, оспорьте его.</translation>
        </message>
        <message>
            <source>Exchange tiles</source>
            <translation>Обмен фишек</translation>
        </message>
        <message>
            <source>Your new rack is poor. Instead of playing, you may give tiles back to the bag for as many new ones (while the bag holds at least seven): press Exchange..., click the tiles to give back, then press the Exchange button (Enter). It takes your turn.</source>
            <translation>Новые фишки неудачны. Вместо хода можно вернуть фишки в мешок и взять столько же новых (пока в мешке не меньше семи): нажмите «Обменять...», щёлкните фишки, которые отдаёте, затем нажмите кнопку обмена (Enter). Это занимает ваш ход.</translation>
        </message>
        <message>
            <source>In this lesson, exchange tiles: press Exchange..., choose the tiles, then confirm.</source>
            <translation>На этом шаге обменяйте фишки: нажмите «Обменять...», выберите фишки и подтвердите.</translation>
        </message>
        <message>
            <source>Laying tiles, premium squares, bingos, challenges and exchanges: that is the whole game. Play on against %1, who now plays by herself, or start a new game from the File menu. This game does not count for your rating.</source>
            <translation>Фишки на доске, бонусные клетки, бинго, споры и обмен — вот и вся игра. Играйте дальше против %1 (теперь она ходит сама) или начните новую партию в меню «Файл». Эта партия не влияет на ваш рейтинг.</translation>
        </message>
        <message>
            <source>%1 played TOLIE. If you think it is not in the word list, challenge it; if you think it is a word, accept it.</source>
            <translation>%1 играет TOLIE. Если думаете, что этого слова нет в словаре, оспорьте его; если думаете, что это слово, примите.</translation>
        </message>
        <message>
            <source>Well spotted: TOLIE is not in the word list. %1 takes the cards back and must discard one as a penalty.</source>
            <translation>Верно подмечено: TOLIE нет в словаре. %1 забирает карты и в наказание сбрасывает одну.</translation>
        </message>
        <message>
            <source>You accepted TOLIE, so it stands, although it is not in the word list. When a word looks wrong, challenge it.</source>
            <translation>Вы приняли TOLIE, и слово осталось, хотя его нет в словаре. Если слово кажется неправильным, оспорьте его.</translation>
        </message>
        <message>
            <source>You know the game</source>
            <translation>Вы знаете игру</translation>
        </message>
        <message>
            <source>Building, royalties, patents, powers and challenges: that is the whole game. Play on against %1, who now plays by herself, or start a new game from the File menu. Help &gt; Guided first game shows this again. This game does not count for your rating.</source>
            <translation>Слова, роялти, патенты, свойства и споры — вот и вся игра. Продолжайте играть против игрока %1, которая теперь ходит сама, или начните новую партию в меню «Файл». Справка &gt; Обучающая партия покажет всё это снова. Эта партия не учитывается в рейтинге.</translation>
        </message>
        <message>
            <source>%1 is playing...</source>
            <translation>%1 ходит...</translation>
        </message>
        <message>
            <source>First read the guide, then press Next.</source>
            <translation>Сначала прочитайте подсказку, затем нажмите «Далее».</translation>
        </message>
        <message>
            <source>Next  (Enter)</source>
            <translation>Далее  (Enter)</translation>
        </message>
        <message>
            <source>Close the guide</source>
            <translation>Закрыть подсказки</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>Играть дальше</translation>
        </message>
        <message>
            <source>Guided first game</source>
            <translation>Обучающая партия</translation>
        </message>
        <message>
            <source>Welcome to BuyWord</source>
            <translation>Добро пожаловать в BuyWord</translation>
        </message>
        <message>
            <source>You start with $200 and four wild tiles. Each round the die says how many tiles each player draws; you buy them for the square of their pips, and sell words for the square of theirs. The most money at the end wins. You play against %1.</source>
            <translation>У вас $200 и четыре джокера. В каждом раунде кубик говорит, сколько фишек тянет каждый игрок; вы покупаете их за квадрат суммы очков и продаёте слова за квадрат суммы их очков. Побеждает тот, у кого в конце больше денег. Вы играете против %1.</translation>
        </message>
        <message>
            <source>Roll the die</source>
            <translation>Бросьте кубик</translation>
        </message>
        <message>
            <source>You lead this round: press Roll the die (Enter).</source>
            <translation>В этом раунде вы ведущий: нажмите «Бросить кубик» (Enter).</translation>
        </message>
        <message>
            <source>In this lesson, roll the die: press Enter.</source>
            <translation>На этом шаге бросьте кубик: нажмите Enter.</translation>
        </message>
        <message>
            <source>A choice face</source>
            <translation>Грань ВЫБОР</translation>
        </message>
        <message>
            <source>The die shows a choice face: the leader names how many tiles each player draws, from 2 to 5. Name %1: press its button or the key %1.</source>
            <translation>На кубике выпал ВЫБОР: ведущий называет, сколько фишек тянет каждый игрок, от 2 до 5. Назовите %1: нажмите эту кнопку или клавишу %1.</translation>
        </message>
        <message>
            <source>In this lesson, name %1: press the key %1.</source>
            <translation>На этом шаге назовите %1: нажмите клавишу %1.</translation>
        </message>
        <message>
            <source>Buy a set</source>
            <translation>Купите набор</translation>
        </message>
        <message>
            <source>You drew your set. Its price, under the tiles, is the square of its pips: more tiles and rarer letters cost more. Buy it: press Buy (B). A set you decline leaves the game.</source>
            <translation>Вы вытянули набор. Его цена (под фишками) — квадрат суммы очков: больше фишек и редкие буквы стоят дороже. Купите его: нажмите «Купить» (B). Набор, от которого вы отказались, выходит из игры.</translation>
        </message>
        <message>
            <source>In this lesson, buy the set: press B.</source>
            <translation>На этом шаге купите набор: нажмите B.</translation>
        </message>
        <message>
            <source>Sell a word with a wild</source>
            <translation>Продайте слово с джокером</translation>
        </message>
        <message>
            <source>Now sell words: a word pays the square of its pips. A wild tile stands for any letter and counts 1 pip; a word may use one. You have no %2: type %1, and a wild takes the %2. Press Sell (Enter), then Done selling (Space).</source>
            <translation>Теперь продавайте слова: слово приносит квадрат суммы своих очков. Джокер заменяет любую букву и стоит 1 очко; в слове может быть один джокер. У вас нет %2: наберите %1, и джокер станет %2. Нажмите «Продать» (Enter), затем «Закончить продажу» (Пробел).</translation>
        </message>
        <message>
            <source>In this lesson, sell %1 with a wild for the %2, then press Done selling (Space).</source>
            <translation>На этом шаге продайте %1 с джокером вместо %2, затем нажмите «Закончить продажу» (Пробел).</translation>
        </message>
        <message>
            <source>The next round</source>
            <translation>Следующий раунд</translation>
        </message>
        <message>
            <source>The die passed to %1, who leads this round; she draws and buys first. Buy your new set too: press Buy (B).</source>
            <translation>Кубик перешёл к игроку %1: в этом раунде ведущая она, она первой тянет и покупает. Купите и свой новый набор: нажмите «Купить» (B).</translation>
        </message>
        <message>
            <source>Keep your tiles</source>
            <translation>Оставьте фишки</translation>
        </message>
        <message>
            <source>This time sell nothing: press Done selling (Space). You will hold more than %1 letter tiles, and see what happens then.</source>
            <translation>На этот раз ничего не продавайте: нажмите «Закончить продажу» (Пробел). У вас окажется больше %1 фишек с буквами — посмотрите, что тогда будет.</translation>
        </message>
        <message>
            <source>In this lesson, sell nothing: press Done selling (Space).</source>
            <translation>На этом шаге ничего не продавайте: нажмите «Закончить продажу» (Пробел).</translation>
        </message>
        <message>
            <source>The 8-tile limit</source>
            <translation>Не больше 8 фишек</translation>
        </message>
        <message>
            <source>At the end of a round nobody keeps more than %1 letter tiles (wilds do not count). Click the letters to give up (or type them), then press Discard the marked tiles (Enter). They leave the game.</source>
            <translation>В конце раунда ни у кого не остаётся больше %1 фишек с буквами (джокеры не считаются). Щёлкните буквы, от которых отказываетесь (или наберите их), затем нажмите «Сбросить отмеченные фишки» (Enter). Они выходят из игры.</translation>
        </message>
        <message>
            <source>Mark letter tiles until %1 are left, then press Enter.</source>
            <translation>Отметьте фишки с буквами, чтобы осталось %1, затем нажмите Enter.</translation>
        </message>
        <message>
            <source>The die, buying, selling with a wild and the 8-tile limit: that is the whole game. Play on against %1, who now plays by herself, or start a new game from the File menu. This game does not count for your rating.</source>
            <translation>Кубик, покупка, продажа с джокером и предел в 8 фишек — вот и вся игра. Играйте дальше против %1 (теперь она ходит сама) или начните новую партию в меню «Файл». Эта партия не влияет на ваш рейтинг.</translation>
        </message>
    </context>
    <context>
        <name>VersusChart</name>
        <message>
            <source>Wins against each opponent</source>
            <translation>Победы против каждого соперника</translation>
        </message>
        <message>
            <source>{opponent}: {wins} won, {draws} drawn of {games}</source>
            <translation>{opponent}: побед {wins}, ничьих {draws} из {games}</translation>
        </message>
        <message>
            <source>No games yet</source>
            <translation>Партий пока нет</translation>
        </message>
        <message>
            <source>{wins} of {games}</source>
            <translation>{wins} из {games}</translation>
        </message>
        <message>
            <source>won</source>
            <translation>победы</translation>
        </message>
        <message>
            <source>drawn</source>
            <translation>ничьи</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>поражения</translation>
        </message>
    </context>
    <context>
        <name>WelcomeScreen</name>
        <message>
            <source>Welcome to the patent game</source>
            <translation>Добро пожаловать в игру «Патенты»</translation>
        </message>
        <message>
            <source>Build words from letter cards, buy patents on letters, and earn a royalty whenever someone plays yours.</source>
            <translation>Составляйте слова из карт с буквами, покупайте патенты на буквы и получайте роялти, когда кто-то играет вашу букву.</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>Научиться играть</translation>
        </message>
        <message>
            <source>A guided first game on the real table: one step at a time.</source>
            <translation>Обучающая партия за настоящим столом, шаг за шагом.</translation>
        </message>
        <message>
            <source>Play against the computer</source>
            <translation>Играть против компьютера</translation>
        </message>
        <message>
            <source>Start a game against the computer right away.</source>
            <translation>Сразу начать партию против компьютера.</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>Открыть сохранённую партию</translation>
        </message>
        <message>
            <source>Go on with a game kept as a file.</source>
            <translation>Продолжить партию, сохранённую в файле.</translation>
        </message>
        <message>
            <source>L</source>
            <comment>the key of Learn to play</comment>
            <translation>Н</translation>
        </message>
        <message>
            <source>P</source>
            <comment>the key of Play against the computer</comment>
            <translation>И</translation>
        </message>
        <message>
            <source>O</source>
            <comment>the key of Open a saved game</comment>
            <translation>О</translation>
        </message>
        <message>
            <source>Keys: {learn}, {play} or {open}; the arrows and Enter also work.</source>
            <translation>Клавиши: {learn}, {play} или {open}; стрелки и Enter тоже работают.</translation>
        </message>
        <message>
            <source>Or learn another game:</source>
            <translation>Или научиться другой игре:</translation>
        </message>
    </context>
    <context>
        <name>WindowMenus</name>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Файл</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Правка</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Игра</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Вид</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Настройки</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Справка</translation>
        </message>
        <message>
            <source>&amp;New game...</source>
            <translation>&amp;Новая партия...</translation>
        </message>
        <message>
            <source>&amp;Play against the computer</source>
            <translation>&amp;Играть против компьютера</translation>
        </message>
        <message>
            <source>&amp;Open...</source>
            <translation>&amp;Открыть...</translation>
        </message>
        <message>
            <source>Save &amp;as...</source>
            <translation>Сохранить &amp;как...</translation>
        </message>
        <message>
            <source>&amp;Recent games</source>
            <translation>Не&amp;давние партии</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Выход</translation>
        </message>
        <message>
            <source>&amp;Take back</source>
            <translation>&amp;Вернуть</translation>
        </message>
        <message>
            <source>Computer &amp;speed</source>
            <translation>С&amp;корость компьютера</translation>
        </message>
        <message>
            <source>Show the game &amp;log</source>
            <translation>Показывать &amp;журнал</translation>
        </message>
        <message>
            <source>&amp;Reduce motion</source>
            <translation>&amp;Меньше движения</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Полный экран</translation>
        </message>
        <message>
            <source>&amp;Challenge time limit...</source>
            <translation>&amp;Время на спор...</translation>
        </message>
        <message>
            <source>Accept computer players' &amp;words without asking</source>
            <translation>Принимать &amp;слова компьютера без вопроса</translation>
        </message>
        <message>
            <source>Your &amp;name in solo games...</source>
            <translation>Ваше &amp;имя в играх с компьютером...</translation>
        </message>
        <message>
            <source>Take back whole &amp;turns against the computer (the game is not rated)</source>
            <translation>Возвращать целые &amp;ходы в игре с компьютером (партия без рейтинга)</translation>
        </message>
        <message>
            <source>Offer &amp;hints</source>
            <translation>Предлагать по&amp;дсказки</translation>
        </message>
        <message>
            <source>Show my &amp;best plays after each turn</source>
            <translation>Показывать мои &amp;лучшие ходы после каждого хода</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Правила</translation>
        </message>
        <message>
            <source>&amp;Guided first game</source>
            <translation>&amp;Обучающая партия</translation>
        </message>
        <message>
            <source>Guided first game: {game}</source>
            <translation>Обучающая партия: {game}</translation>
        </message>
        <message>
            <source>Report a &amp;problem...</source>
            <translation>&amp;Сообщить о проблеме...</translation>
        </message>
        <message>
            <source>&amp;About patentgame</source>
            <translation>О п&amp;рограмме patentgame</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Язык</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Как в системе</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation>&amp;Скорость анимации</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Медленно</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Обычно</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Быстро</translation>
        </message>
        <message>
            <source>Challenge time limit</source>
            <translation>Время на спор</translation>
        </message>
        <message>
            <source>Seconds the challenge bar counts down before it accepts a word by itself
(0 turns the countdown off: the bar waits for your answer):</source>
            <translation>Сколько секунд панель спора ждёт, прежде чем принять слово сама
(0 — без отсчёта: панель ждёт вашего ответа):</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>Ваше имя</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>Ваше имя:</translation>
        </message>
    </context>
    <context>
        <name>WordBuilding</name>
        <message>
            <source>Wild = ?</source>
            <translation>Джокер = ?</translation>
        </message>
        <message>
            <source>Wild = {letter}</source>
            <translation>Джокер = {letter}</translation>
        </message>
        <message>
            <source>No {letter} left in your hand.</source>
            <translation>В вашей руке больше нет буквы {letter}.</translation>
        </message>
        <message numerus="yes">
            <source>{word}: %n pip(s), sells for {price}</source>
            <translation>
                <numerusform>{word}: %n очко, продаётся за {price}</numerusform>
                <numerusform>{word}: %n очка, продаётся за {price}</numerusform>
                <numerusform>{word}: %n очков, продаётся за {price}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{word}: %n pip(s), {price} - {why}</source>
            <translation>
                <numerusform>{word}: %n очко, {price} — {why}</numerusform>
                <numerusform>{word}: %n очка, {price} — {why}</numerusform>
                <numerusform>{word}: %n очков, {price} — {why}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>WordLists</name>
        <message>
            <source>Open English (ENABLE)</source>
            <translation>Открытый английский (ENABLE)</translation>
        </message>
        <message>
            <source>Open English, everyday words</source>
            <translation>Открытый английский, обиходные слова</translation>
        </message>
        <message>
            <source>Open English, large (US and UK spellings)</source>
            <translation>Открытый английский, большой (американское и британское написание)</translation>
        </message>
        <message>
            <source>Russian common nouns (OpenCorpora)</source>
            <translation>Русские нарицательные существительные (OpenCorpora)</translation>
        </message>
        <message>
            <source>Russian, all word forms (OpenCorpora)</source>
            <translation>Русский, все словоформы (OpenCorpora)</translation>
        </message>
        <message>
            <source>Open Spanish, all word forms (RLA-ES)</source>
            <translation>Открытый испанский, все словоформы (RLA-ES)</translation>
        </message>
        <message>
            <source>Open Polish, all word forms (sjp.pl)</source>
            <translation>Открытый польский, все словоформы (sjp.pl)</translation>
        </message>
        <message>
            <source>ENABLE (Enhanced North American Benchmark Lexicon) by Alan Beale and Mendel Cooper, released into the public domain.</source>
            <translation>ENABLE (Enhanced North American Benchmark Lexicon) Алана Била и Менделя Купера, переданный в общественное достояние.</translation>
        </message>
        <message>
            <source>Words from SCOWL (Spell Checker Oriented Word Lists) by Kevin Atkinson, http://wordlist.aspell.net/. Copyright 2000-2018 by Kevin Atkinson and the other copyright holders named in its licence. Permission to use, copy, modify, distribute and sell these word lists, the associated scripts, the output created from the scripts, and its documentation for any purpose is hereby granted without fee, provided that the above copyright notice appears in all copies and that both that copyright notice and this permission notice appear in supporting documentation. Kevin Atkinson makes no representations about the suitability of this array for any purpose. It is provided "as is" without express or implied warranty.</source>
            <translation>Слова из SCOWL (Spell Checker Oriented Word Lists) Кевина Аткинсона, http://wordlist.aspell.net/. Уведомление об авторском праве и разрешение, в оригинале, как того требует лицензия: Copyright 2000-2018 by Kevin Atkinson and the other copyright holders named in its licence. Permission to use, copy, modify, distribute and sell these word lists, the associated scripts, the output created from the scripts, and its documentation for any purpose is hereby granted without fee, provided that the above copyright notice appears in all copies and that both that copyright notice and this permission notice appear in supporting documentation. Kevin Atkinson makes no representations about the suitability of this array for any purpose. It is provided "as is" without express or implied warranty.</translation>
        </message>
        <message>
            <source>ENABLE (Enhanced North American Benchmark Lexicon) by Alan Beale and Mendel Cooper, released into the public domain. Words from SCOWL (Spell Checker Oriented Word Lists) by Kevin Atkinson, http://wordlist.aspell.net/. Copyright 2000-2018 by Kevin Atkinson and the other copyright holders named in its licence. Permission to use, copy, modify, distribute and sell these word lists, the associated scripts, the output created from the scripts, and its documentation for any purpose is hereby granted without fee, provided that the above copyright notice appears in all copies and that both that copyright notice and this permission notice appear in supporting documentation. Kevin Atkinson makes no representations about the suitability of this array for any purpose. It is provided "as is" without express or implied warranty.</source>
            <translation>ENABLE (Enhanced North American Benchmark Lexicon) Алана Била и Менделя Купера, переданный в общественное достояние. Слова из SCOWL (Spell Checker Oriented Word Lists) Кевина Аткинсона, http://wordlist.aspell.net/. Уведомление об авторском праве и разрешение, в оригинале, как того требует лицензия: Copyright 2000-2018 by Kevin Atkinson and the other copyright holders named in its licence. Permission to use, copy, modify, distribute and sell these word lists, the associated scripts, the output created from the scripts, and its documentation for any purpose is hereby granted without fee, provided that the above copyright notice appears in all copies and that both that copyright notice and this permission notice appear in supporting documentation. Kevin Atkinson makes no representations about the suitability of this array for any purpose. It is provided "as is" without express or implied warranty.</translation>
        </message>
        <message>
            <source>Russian words from the OpenCorpora dictionary (opencorpora.org), as compiled for pymorphy in the package pymorphy3-dicts-ru, under the Creative Commons Attribution-ShareAlike 3.0 licence (https://creativecommons.org/licenses/by-sa/3.0/). The list is our selection of it.</source>
            <translation>Русские слова из словаря OpenCorpora (opencorpora.org) в сборке для pymorphy из пакета pymorphy3-dicts-ru, по лицензии Creative Commons «Атрибуция — На тех же условиях» 3.0 (https://creativecommons.org/licenses/by-sa/3.0/). Список — наша выборка из него.</translation>
        </message>
        <message>
            <source>Spanish words expanded from the Spanish Hunspell dictionary of the RLA-ES project by Santiago Bosio (LibreOffice dictionaries, Debian package hunspell-es), used under the Mozilla Public License 1.1 (one of its GPL-3+, LGPL-3+ and MPL-1.1 options). Words it lacks added from the public-domain Spanish word list of Debian's package wspanish.</source>
            <translation>Испанские слова, развёрнутые из испанского словаря Hunspell проекта RLA-ES Сантьяго Босио (словари LibreOffice, пакет Debian hunspell-es), по лицензии Mozilla Public License 1.1 (один из вариантов GPL-3+, LGPL-3+ и MPL-1.1). Недостающие слова добавлены из испанского списка слов в общественном достоянии (пакет Debian wspanish).</translation>
        </message>
        <message>
            <source>Polish words from the dictionary of sjp.pl (Słownik języka polskiego, https://sjp.pl/slownik/ort/), Copyright 2008-2018 Polish Alternative Dictionary Editing Team and Marek Futrega, as packaged by Debian (wpolish), used under the Creative Commons Attribution 4.0 licence (https://creativecommons.org/licenses/by/4.0/), one of its GPL-2, LGPL-2.1, MPL-1.1, Apache-2.0 and CC-BY-4.0 options. The list is our selection of it.</source>
            <translation>Польские слова из словаря sjp.pl (Słownik języka polskiego, https://sjp.pl/slownik/ort/), © 2008–2018 Polish Alternative Dictionary Editing Team и Marek Futrega, в пакете Debian wpolish, по лицензии Creative Commons «Атрибуция» 4.0 (https://creativecommons.org/licenses/by/4.0/) — одной из его лицензий GPL-2, LGPL-2.1, MPL-1.1, Apache-2.0 и CC-BY-4.0. Список — наша выборка из него.</translation>
        </message>
        <message>
            <source>Public domain</source>
            <translation>Общественное достояние</translation>
        </message>
        <message>
            <source>SCOWL licence (permissive)</source>
            <translation>Лицензия SCOWL (разрешительная)</translation>
        </message>
        <message>
            <source>Public domain (ENABLE) and SCOWL licence (permissive), with the UKACD notice</source>
            <translation>Общественное достояние (ENABLE) и лицензия SCOWL (разрешительная), с уведомлением UKACD</translation>
        </message>
        <message>
            <source>CC BY-SA 3.0</source>
            <translation>CC BY-SA 3.0</translation>
        </message>
        <message>
            <source>MPL 1.1 (RLA-ES) and public domain (wspanish)</source>
            <translation>MPL 1.1 (RLA-ES) и общественное достояние (wspanish)</translation>
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
            <translation>Словарь</translation>
        </message>
        <message>
            <source>Words</source>
            <translation>Слов</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Вид</translation>
        </message>
        <message>
            <source>Licence</source>
            <translation>Лицензия</translation>
        </message>
        <message>
            <source>English: the patent game, BuyWord, Scrabble, Wocable (English)</source>
            <translation>Английский: «Патенты», BuyWord, Scrabble, Wocable (English)</translation>
        </message>
        <message>
            <source>Russian: Эрудит, Скрэббл (русский)</source>
            <translation>Русский: Эрудит, Скрэббл (русский)</translation>
        </message>
        <message>
            <source>Spanish: Wocable (Español)</source>
            <translation>Испанский: Wocable (Español)</translation>
        </message>
        <message>
            <source>Word lists</source>
            <translation>Словари</translation>
        </message>
        <message>
            <source>Games are checked against one of these lists. Import a plain-text list you own (one word per line) to play with it.</source>
            <translation>Слова в партиях проверяются по одному из этих словарей. Импортируйте свой текстовый список (одно слово в строке), чтобы играть с ним.</translation>
        </message>
        <message>
            <source>&amp;Cancel import</source>
            <translation>&amp;Отменить импорт</translation>
        </message>
        <message>
            <source>&amp;Import…</source>
            <translation>&amp;Импортировать…</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Удалить</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Закрыть</translation>
        </message>
        <message>
            <source>The imported word lists cannot be read.</source>
            <translation>Не удаётся прочитать импортированные словари.</translation>
        </message>
        <message>
            <source>Built-in · default</source>
            <translation>Встроенный · по умолчанию</translation>
        </message>
        <message>
            <source>Built-in</source>
            <translation>Встроенный</translation>
        </message>
        <message>
            <source>Imported from {file}</source>
            <translation>Импортирован из {file}</translation>
        </message>
        <message>
            <source>Imported from a file</source>
            <translation>Импортирован из файла</translation>
        </message>
        <message>
            <source>Russian</source>
            <translation>русский</translation>
        </message>
        <message>
            <source>Spanish</source>
            <translation>испанский</translation>
        </message>
        <message>
            <source>Built-in lists cannot be removed</source>
            <translation>Встроенные словари удалить нельзя</translation>
        </message>
        <message>
            <source>Import a word list</source>
            <translation>Импорт словаря</translation>
        </message>
        <message>
            <source>Word lists (*.txt *.txt.gz *.lst *.dic);;All files (*)</source>
            <translation>Словари (*.txt *.txt.gz *.lst *.dic);;Все файлы (*)</translation>
        </message>
        <message>
            <source>Importing {file}…</source>
            <translation>Импорт {file}…</translation>
        </message>
        <message>
            <source>Cancelling the import…</source>
            <translation>Импорт отменяется…</translation>
        </message>
        <message>
            <source>{file} was not imported.</source>
            <translation>{file} не импортирован.</translation>
        </message>
        <message numerus="yes">
            <source>Imported “{name}”: %Ln word(s).</source>
            <translation>
                <numerusform>Импортирован «{name}»: %Ln слово.</numerusform>
                <numerusform>Импортирован «{name}»: %Ln слова.</numerusform>
                <numerusform>Импортирован «{name}»: %Ln слов.</numerusform>
            </translation>
        </message>
        <message>
            <source>{accepted} lines accepted ({repeated} repeated a word), {rejected} rejected.</source>
            <translation>Строк принято: {accepted} (повторов: {repeated}), отклонено: {rejected}.</translation>
        </message>
        <message>
            <source>{accepted} lines accepted, {rejected} rejected.</source>
            <translation>Строк принято: {accepted}, отклонено: {rejected}.</translation>
        </message>
        <message>
            <source>line {number}: {text}</source>
            <translation>строка {number}: {text}</translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more</source>
            <translation>
                <numerusform>… и ещё %Ln</numerusform>
                <numerusform>… и ещё %Ln</numerusform>
                <numerusform>… и ещё %Ln</numerusform>
            </translation>
        </message>
        <message>
            <source>Remove word list</source>
            <translation>Удалить словарь</translation>
        </message>
        <message>
            <source>Remove the word list “{name}”? Saved games that use it cannot be opened until it is imported again.</source>
            <translation>Удалить словарь «{name}»? Сохранённые партии с ним нельзя будет открыть, пока он не будет импортирован снова.</translation>
        </message>
        <message>
            <source>The word list was not removed.</source>
            <translation>Словарь не удалён.</translation>
        </message>
    </context>
    <context>
        <name>WorthChart</name>
        <message>
            <source>turns</source>
            <translation>ходы</translation>
        </message>
    </context>
    <context>
        <name>_SeatPanel</name>
        <message>
            <source>person</source>
            <translation>человек</translation>
        </message>
        <message>
            <source>{level} computer</source>
            <translation>компьютер ({level})</translation>
        </message>
        <message numerus="yes">
            <source>${money}  ·  %n stock  ·  score {score}</source>
            <translation>
                <numerusform>${money}  ·  %n акция  ·  счёт {score}</numerusform>
                <numerusform>${money}  ·  %n акции  ·  счёт {score}</numerusform>
                <numerusform>${money}  ·  %n акций  ·  счёт {score}</numerusform>
            </translation>
        </message>
        <message>
            <source>Patents: {letters}  (worth ${value})</source>
            <translation>Патенты: {letters}  (на ${value})</translation>
        </message>
        <message>
            <source>Patents: none</source>
            <translation>Патентов нет</translation>
        </message>
    </context>
</TS>
