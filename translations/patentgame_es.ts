<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="es" sourcelanguage="en">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About patentgame</source>
            <translation>Acerca de patentgame</translation>
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
            <translation>Hecho con Qt {qt} (PySide6 {pyside}).</translation>
        </message>
        <message>
            <source>A word game of letters, patents and royalties.</source>
            <translation>Un juego de palabras con letras, patentes y regalías.</translation>
        </message>
        <message>
            <source>Word lists and other data</source>
            <translation>Listas de palabras y otros datos</translation>
        </message>
        <message>
            <source>None of these lists is the NWL, Collins or any other proprietary tournament list.</source>
            <translation>Ninguna de estas listas es la NWL, la Collins ni ninguna otra lista de torneo privativa.</translation>
        </message>
        <message>
            <source>The word lists' details could not be read: {error}</source>
            <translation>No se pudieron leer los detalles de las listas de palabras: {error}</translation>
        </message>
        <message>
            <source>Licence texts</source>
            <translation>Textos de las licencias</translation>
        </message>
        <message>
            <source>Everyday vocabularies of the board games' computer players</source>
            <translation>Vocabularios cotidianos de los jugadores de la máquina en los juegos de tablero</translation>
        </message>
        <message>
            <source>The vocabularies' credits could not be read: {error}</source>
            <translation>No se pudieron leer los créditos de los vocabularios: {error}</translation>
        </message>
        <message>
            <source>{id} ({words} words), made from {source}. Licence: {licence}</source>
            <translation>{id} ({words} palabras), hecho a partir de {source}. Licencia: {licence}</translation>
        </message>
        <message numerus="yes">
            <source>{title} (%Ln word(s))</source>
            <translation>
                <numerusform>{title} (%Ln palabra)</numerusform>
                <numerusform>{title} (%Ln palabras)</numerusform>
            </translation>
        </message>
        <message>
            <source>Licence: {licence}</source>
            <translation>Licencia: {licence}</translation>
        </message>
    </context>
    <context>
        <name>AccessMenus</name>
        <message>
            <source>&amp;Theme</source>
            <translation>&amp;Tema</translation>
        </message>
        <message>
            <source>&amp;Zoom</source>
            <translation>&amp;Zoom</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>&amp;Ampliar</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>Re&amp;ducir</translation>
        </message>
        <message>
            <source>&amp;Actual size</source>
            <translation>Tamaño &amp;real</translation>
        </message>
        <message>
            <source>&amp;Mute sounds</source>
            <translation>Silenciar s&amp;onidos</translation>
        </message>
        <message>
            <source>Sound &amp;volume...</source>
            <translation>&amp;Volumen del sonido...</translation>
        </message>
        <message>
            <source>&amp;Keys</source>
            <translation>Te&amp;clas</translation>
        </message>
        <message>
            <source>&amp;Actual size (now {percent}%)</source>
            <translation>Tamaño &amp;real (ahora {percent}%)</translation>
        </message>
        <message>
            <source>Sound volume</source>
            <translation>Volumen del sonido</translation>
        </message>
        <message>
            <source>Volume of the game's sounds, from 0 (silent) to 100:</source>
            <translation>Volumen de los sonidos del juego, de 0 (silencio) a 100:</translation>
        </message>
    </context>
    <context>
        <name>Accessibility</name>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>The players:</source>
            <translation>Los jugadores:</translation>
        </message>
    </context>
    <context>
        <name>AfterGameBar</name>
        <message>
            <source>Play again</source>
            <translation>Jugar otra vez</translation>
        </message>
        <message>
            <source>A new game with the same players and rules</source>
            <translation>Una partida nueva con los mismos jugadores y reglas</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Resultados</translation>
        </message>
        <message>
            <source>The summary of the game just finished</source>
            <translation>El resumen de la partida que acaba de terminar</translation>
        </message>
    </context>
    <context>
        <name>AiRunner</name>
        <message>
            <source>(played safe after an error)</source>
            <translation>(jugó sobre seguro tras un error)</translation>
        </message>
    </context>
    <context>
        <name>AnalysisSection</name>
        <message>
            <source>Every play of each position...</source>
            <translation>Todas las jugadas de cada posición...</translation>
        </message>
        <message>
            <source>The game in the replay viewer, with every legal play of the position shown, best first</source>
            <translation>La partida en el visor de repetición, con todas las jugadas válidas de la posición mostrada, la mejor primero</translation>
        </message>
        <message>
            <source>Every play of each position</source>
            <translation>Todas las jugadas de cada posición</translation>
        </message>
    </context>
    <context>
        <name>Announcer</name>
        <message>
            <source>Game news</source>
            <translation>Novedades de la partida</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>patentgame: no screen found (DISPLAY and WAYLAND_DISPLAY are not set). Start it on a desktop, or use --screenshot PATH.</source>
            <translation>patentgame: no se encontró ninguna pantalla (DISPLAY y WAYLAND_DISPLAY no están definidas). Inícialo en un escritorio o usa --screenshot RUTA.</translation>
        </message>
        <message>
            <source>Games are not kept this time: {error}</source>
            <translation>Esta vez no se guardan las partidas: {error}</translation>
        </message>
        <message>
            <source>Something went wrong, sorry. The game goes on; if it keeps happening, please report it with this line:

{error}</source>
            <translation>Algo ha salido mal, lo sentimos. La partida sigue; si vuelve a pasar, infórmanos con esta línea:

{error}</translation>
        </message>
    </context>
    <context>
        <name>Argparse</name>
        <message>
            <source>usage: </source>
            <translation>uso: </translation>
        </message>
        <message>
            <source>positional arguments</source>
            <translation>argumentos posicionales</translation>
        </message>
        <message>
            <source>options</source>
            <translation>opciones</translation>
        </message>
        <message>
            <source>show this help message and exit</source>
            <translation>mostrar esta ayuda y salir</translation>
        </message>
        <message>
            <source>%(prog)s: error: %(message)s
</source>
            <translation>%(prog)s: error: %(message)s
</translation>
        </message>
        <message>
            <source>%(prog)s: error: %(message)s (see %(prog)s --help)</source>
            <translation>%(prog)s: error: %(message)s (consulta %(prog)s --help)</translation>
        </message>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation>argumento %(argument_name)s: %(message)s</translation>
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation>faltan estos argumentos obligatorios: %s</translation>
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation>argumentos no reconocidos: %s</translation>
        </message>
        <message>
            <source>expected one argument</source>
            <translation>se esperaba un argumento</translation>
        </message>
        <message>
            <source>expected at least one argument</source>
            <translation>se esperaba al menos un argumento</translation>
        </message>
        <message>
            <source>expected at most one argument</source>
            <translation>se esperaba como mucho un argumento</translation>
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation>opción no válida: %(value)r (elige entre %(choices)s)</translation>
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation>valor %(type)s no válido: %(value)r</translation>
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation>opción ambigua: %(option)s puede ser %(matches)s</translation>
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation>no se permite junto con el argumento %s</translation>
        </message>
        <message>
            <source>ignored explicit argument %r</source>
            <translation>se ignora el argumento explícito %r</translation>
        </message>
        <message>
            <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
            <translation>analizador desconocido %(parser_name)r (opciones: %(choices)s)</translation>
        </message>
        <message>
            <source>can't open '%(filename)s': %(error)s</source>
            <translation>no se puede abrir '%(filename)s': %(error)s</translation>
        </message>
    </context>
    <context>
        <name>BlankPicker</name>
        <message>
            <source>Blank tile</source>
            <translation>Comodín</translation>
        </message>
        <message>
            <source>Which letter does the blank stand for? Click it or type it (Esc: cancel).</source>
            <translation>¿Qué letra representa el comodín? Púlsala o escríbela (Esc: cancelar).</translation>
        </message>
        <message>
            <source>Letter {letter}</source>
            <translation>Letra {letter}</translation>
        </message>
    </context>
    <context>
        <name>BoardFiguresPanel</name>
        <message>
            <source>Board game</source>
            <translation>Juego de tablero</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partidas</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Victorias</translation>
        </message>
        <message>
            <source>Mean score</source>
            <translation>Puntuación media</translation>
        </message>
        <message>
            <source>Best play</source>
            <translation>Mejor jugada</translation>
        </message>
        <message>
            <source>Plays</source>
            <translation>Jugadas</translation>
        </message>
        <message>
            <source>All-tile plays</source>
            <translation>Jugadas con todas las fichas</translation>
        </message>
        <message>
            <source>Crossword-board games</source>
            <translation>Juegos de tablero</translation>
        </message>
        <message numerus="yes">
            <source>{words}: %n point(s)</source>
            <translation>
                <numerusform>{words}: %n punto</numerusform>
                <numerusform>{words}: %n puntos</numerusform>
            </translation>
        </message>
        <message>
            <source>no play yet</source>
            <translation>aún ninguna jugada</translation>
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
            <translation>Sacaste la ficha más cercana al principio del alfabeto y empiezas.</translation>
        </message>
        <message>
            <source>{name} drew the tile nearest to the start of the alphabet and begins.</source>
            <translation>{name} sacó la ficha más cercana al principio del alfabeto y empieza.</translation>
        </message>
        <message>
            <source>Turn {number}: your turn.</source>
            <translation>Turno {number}: te toca.</translation>
        </message>
        <message>
            <source>Turn {number}: {name} to play.</source>
            <translation>Turno {number}: le toca a {name}.</translation>
        </message>
        <message numerus="yes">
            <source>You exchange %n tile(s).</source>
            <translation>
                <numerusform>Cambias %n ficha.</numerusform>
                <numerusform>Cambias %n fichas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} exchanges %n tile(s).</source>
            <translation>
                <numerusform>{name} cambia %n ficha.</numerusform>
                <numerusform>{name} cambia %n fichas.</numerusform>
            </translation>
        </message>
        <message>
            <source>You pass.</source>
            <translation>Pasas.</translation>
        </message>
        <message>
            <source>{name} passes.</source>
            <translation>{name} pasa.</translation>
        </message>
        <message numerus="yes">
            <source>You take the play back and lose %n point(s).</source>
            <translation>
                <numerusform>Retiras la jugada y pierdes %n punto.</numerusform>
                <numerusform>Retiras la jugada y pierdes %n puntos.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} takes the play back and loses %n point(s).</source>
            <translation>
                <numerusform>{name} retira la jugada y pierde %n punto.</numerusform>
                <numerusform>{name} retira la jugada y pierde %n puntos.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You gain %n point(s) for the wrong challenge.</source>
            <translation>
                <numerusform>Ganas %n punto por la impugnación fallida.</numerusform>
                <numerusform>Ganas %n puntos por la impugnación fallida.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} gains %n point(s) for the wrong challenge.</source>
            <translation>
                <numerusform>{name} gana %n punto por la impugnación fallida.</numerusform>
                <numerusform>{name} gana %n puntos por la impugnación fallida.</numerusform>
            </translation>
        </message>
        <message>
            <source>You lose this turn to a wrong challenge.</source>
            <translation>Pierdes este turno por una impugnación fallida.</translation>
        </message>
        <message>
            <source>{name} loses this turn to a wrong challenge.</source>
            <translation>{name} pierde este turno por una impugnación fallida.</translation>
        </message>
        <message>
            <source>You resign.</source>
            <translation>Abandonas.</translation>
        </message>
        <message>
            <source>{name} resigns.</source>
            <translation>{name} abandona.</translation>
        </message>
        <message>
            <source>Your time ran out: you leave the game.</source>
            <translation>Se te acabó el tiempo: dejas la partida.</translation>
        </message>
        <message>
            <source>{name}'s time ran out: {name} leaves the game.</source>
            <translation>Se acabó el tiempo de {name}: {name} deja la partida.</translation>
        </message>
        <message numerus="yes">
            <source>You went over time by %n minute(s): {points} points off.</source>
            <translation>
                <numerusform>Te pasaste del tiempo %n minuto: {points} puntos menos.</numerusform>
                <numerusform>Te pasaste del tiempo %n minutos: {points} puntos menos.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} went over time by %n minute(s): {points} points off.</source>
            <translation>
                <numerusform>{name} se pasó del tiempo %n minuto: {points} puntos menos.</numerusform>
                <numerusform>{name} se pasó del tiempo %n minutos: {points} puntos menos.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You play {words} at {where} for %n point(s).</source>
            <translation>
                <numerusform>Juegas {words} en {where} por %n punto.</numerusform>
                <numerusform>Juegas {words} en {where} por %n puntos.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} plays {words} at {where} for %n point(s).</source>
            <translation>
                <numerusform>{name} juega {words} en {where} por %n punto.</numerusform>
                <numerusform>{name} juega {words} en {where} por %n puntos.</numerusform>
            </translation>
        </message>
        <message>
            <source>All seven tiles: a bonus!</source>
            <translation>¡Las siete fichas: bonificación!</translation>
        </message>
        <message>
            <source>You challenge {name}: {words} is not in the word list.</source>
            <translation>Impugnas a {name}: {words} no está en la lista de palabras.</translation>
        </message>
        <message>
            <source>{challenger} challenges you: {words} is not in the word list.</source>
            <translation>{challenger} te impugna: {words} no está en la lista de palabras.</translation>
        </message>
        <message>
            <source>{challenger} challenges {name}: {words} is not in the word list.</source>
            <translation>{challenger} impugna a {name}: {words} no está en la lista de palabras.</translation>
        </message>
        <message>
            <source>You challenge {name}: every word stands.</source>
            <translation>Impugnas a {name}: todas las palabras son válidas.</translation>
        </message>
        <message>
            <source>{challenger} challenges you: every word stands.</source>
            <translation>{challenger} te impugna: todas las palabras son válidas.</translation>
        </message>
        <message>
            <source>{challenger} challenges {name}: every word stands.</source>
            <translation>{challenger} impugna a {name}: todas las palabras son válidas.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partida ha terminado.</translation>
        </message>
        <message>
            <source>The game is over: you win.</source>
            <translation>La partida ha terminado: ganas tú.</translation>
        </message>
        <message>
            <source>The game is over: a draw between {names}.</source>
            <translation>La partida ha terminado: empate entre {names}.</translation>
        </message>
        <message>
            <source>The game is over: {name} wins.</source>
            <translation>La partida ha terminado: gana {name}.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>No es tu turno.</translation>
        </message>
        <message>
            <source>There is no such player.</source>
            <translation>No existe ese jugador.</translation>
        </message>
        <message>
            <source>This player has resigned.</source>
            <translation>Este jugador ha abandonado.</translation>
        </message>
        <message>
            <source>The last play went out: pass to accept it, or challenge it.</source>
            <translation>La última jugada cerró la partida: pasa para aceptarla o impúgnala.</translation>
        </message>
        <message>
            <source>Put at least one tile on the board.</source>
            <translation>Pon al menos una ficha en el tablero.</translation>
        </message>
        <message>
            <source>A tile is off the board.</source>
            <translation>Hay una ficha fuera del tablero.</translation>
        </message>
        <message>
            <source>That letter is not in this game's alphabet.</source>
            <translation>Esa letra no está en el alfabeto de este juego.</translation>
        </message>
        <message>
            <source>A tile is not on your rack.</source>
            <translation>Hay una ficha que no está en tu atril.</translation>
        </message>
        <message>
            <source>A square already holds a tile.</source>
            <translation>Una casilla ya tiene ficha.</translation>
        </message>
        <message>
            <source>Two tiles are on one square.</source>
            <translation>Hay dos fichas en una misma casilla.</translation>
        </message>
        <message>
            <source>The tiles of a play lie in one row or one column.</source>
            <translation>Las fichas de una jugada van en una sola fila o columna.</translation>
        </message>
        <message>
            <source>The tiles of a play leave a gap.</source>
            <translation>Las fichas de la jugada dejan un hueco.</translation>
        </message>
        <message>
            <source>The first word covers the centre star.</source>
            <translation>La primera palabra cubre la estrella central.</translation>
        </message>
        <message>
            <source>The first word is too short.</source>
            <translation>La primera palabra es demasiado corta.</translation>
        </message>
        <message>
            <source>A play touches a tile already on the board.</source>
            <translation>Una jugada toca una ficha que ya está en el tablero.</translation>
        </message>
        <message>
            <source>A play makes a word of at least two letters.</source>
            <translation>Una jugada forma una palabra de al menos dos letras.</translation>
        </message>
        <message>
            <source>CH, LL and RR are played with their own tile.</source>
            <translation>CH, LL y RR se juegan con su propia ficha.</translation>
        </message>
        <message>
            <source>A word is not in the word list.</source>
            <translation>Una palabra no está en la lista de palabras.</translation>
        </message>
        <message>
            <source>These rules do not let a blank be taken from the board.</source>
            <translation>Estas reglas no permiten recoger un comodín del tablero.</translation>
        </message>
        <message>
            <source>Only a blank can be taken from the board.</source>
            <translation>Solo se puede recoger del tablero un comodín.</translation>
        </message>
        <message>
            <source>A blank is taken by putting its own letter in its place.</source>
            <translation>Un comodín se recoge poniendo en su lugar la letra que representa.</translation>
        </message>
        <message>
            <source>A blank taken from the board is played in the same move.</source>
            <translation>Un comodín recogido del tablero se juega en la misma jugada.</translation>
        </message>
        <message>
            <source>Choose at least one tile to exchange.</source>
            <translation>Elige al menos una ficha para cambiar.</translation>
        </message>
        <message>
            <source>The bag holds too few tiles to exchange.</source>
            <translation>En la bolsa quedan muy pocas fichas para cambiar.</translation>
        </message>
        <message>
            <source>There is no play to challenge.</source>
            <translation>No hay ninguna jugada que impugnar.</translation>
        </message>
        <message>
            <source>You cannot challenge your own play.</source>
            <translation>No puedes impugnar tu propia jugada.</translation>
        </message>
        <message>
            <source>Words are checked automatically in this game.</source>
            <translation>En esta partida las palabras se comprueban automáticamente.</translation>
        </message>
        <message>
            <source>These rules do not let a player resign.</source>
            <translation>Estas reglas no permiten abandonar.</translation>
        </message>
        <message>
            <source>A time runs out only in a game with a time per move.</source>
            <translation>El tiempo solo se agota en una partida con tiempo por jugada.</translation>
        </message>
    </context>
    <context>
        <name>BoardReplayPanel</name>
        <message>
            <source>Every play of this position</source>
            <translation>Todas las jugadas de esta posición</translation>
        </message>
        <message>
            <source>List every legal play of the rack to move, with its score, equity and the tiles it keeps, best first</source>
            <translation>Lista todas las jugadas válidas del atril del jugador al que le toca, con sus puntos, su valor y las fichas que conserva, la mejor primero</translation>
        </message>
        <message numerus="yes">
            <source>{name} loses %n point(s) on time.</source>
            <translation>
                <numerusform>{name} pierde %n punto por tiempo.</numerusform>
                <numerusform>{name} pierde %n puntos por tiempo.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} gains %n point(s) from the tiles left.</source>
            <translation>
                <numerusform>{name} gana %n punto por las fichas restantes.</numerusform>
                <numerusform>{name} gana %n puntos por las fichas restantes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} loses %n point(s) for the tiles left.</source>
            <translation>
                <numerusform>{name} pierde %n punto por las fichas que le quedan.</numerusform>
                <numerusform>{name} pierde %n puntos por las fichas que le quedan.</numerusform>
            </translation>
        </message>
        <message>
            <source>Note: {text}</source>
            <translation>Nota: {text}</translation>
        </message>
        <message>
            <source>The game is over: there is no play to list.</source>
            <translation>La partida ha terminado: no quedan jugadas.</translation>
        </message>
        <message>
            <source>The last play went out: the next player may only accept or challenge it.</source>
            <translation>La última jugada cerró la partida: el siguiente jugador solo puede aceptarla o impugnarla.</translation>
        </message>
        <message>
            <source>The file names no rack for this move.</source>
            <translation>El archivo no indica el atril de esta jugada.</translation>
        </message>
        <message>
            <source>Next, as the file writes it: {rack}</source>
            <translation>Después, según el archivo: {rack}</translation>
        </message>
        <message numerus="yes">
            <source>Bag: %n tile(s)</source>
            <translation>
                <numerusform>Bolsa: %n ficha</numerusform>
                <numerusform>Bolsa: %n fichas</numerusform>
            </translation>
        </message>
        <message>
            <source>Game over: {names}</source>
            <translation>Fin de la partida: {names}</translation>
        </message>
        <message>
            <source>Turn {number}</source>
            <translation>Turno {number}</translation>
        </message>
    </context>
    <context>
        <name>BoardRulesForm</name>
        <message>
            <source>Rule set:</source>
            <translation>Reglamento:</translation>
        </message>
        <message>
            <source>Players challenge words (a wrong challenge loses a turn)</source>
            <translation>Los jugadores impugnan palabras (quien impugna mal pierde un turno)</translation>
        </message>
        <message>
            <source>Players challenge words (a wrong challenge gives 5 points)</source>
            <translation>Los jugadores impugnan palabras (una impugnación fallida da 5 puntos)</translation>
        </message>
        <message>
            <source>The game checks every word</source>
            <translation>El juego comprueba cada palabra</translation>
        </message>
        <message>
            <source>Checking words:</source>
            <translation>Comprobación de palabras:</translation>
        </message>
        <message>
            <source>The first word has at least 5 letters</source>
            <translation>La primera palabra tiene al menos 5 letras</translation>
        </message>
        <message>
            <source>A blank scores as its letter</source>
            <translation>Un comodín puntúa como su letra</translation>
        </message>
        <message>
            <source>Е may be played for Ё (ЕЛКА for ЁЛКА)</source>
            <translation>Е puede jugarse por Ё (ЕЛКА por ЁЛКА)</translation>
        </message>
        <message>
            <source>Exchanged tiles go back into the bag before new ones are drawn</source>
            <translation>Las fichas cambiadas vuelven a la bolsa antes de sacar las nuevas</translation>
        </message>
        <message>
            <source>The game ends after six turns in a row without a score</source>
            <translation>La partida termina tras seis turnos seguidos sin puntuar</translation>
        </message>
        <message>
            <source>No clock</source>
            <translation>Sin reloj</translation>
        </message>
        <message>
            <source>A time per move (run out: you leave the game)</source>
            <translation>Tiempo por jugada (si se agota, dejas la partida)</translation>
        </message>
        <message>
            <source>A time per game (10 points off per minute over)</source>
            <translation>Tiempo por partida (10 puntos menos por minuto de más)</translation>
        </message>
        <message>
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <source>Time per move:</source>
            <translation>Tiempo por jugada:</translation>
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>Time per game:</source>
            <translation>Tiempo por partida:</translation>
        </message>
        <message>
            <source>Clock:</source>
            <translation>Reloj:</translation>
        </message>
    </context>
    <context>
        <name>BoardRulesPage</name>
        <message>
            <source>blank</source>
            <translation>comodín</translation>
        </message>
        <message>
            <source>letter</source>
            <translation>letra</translation>
        </message>
        <message>
            <source>tiles</source>
            <translation>fichas</translation>
        </message>
        <message>
            <source>points</source>
            <translation>puntos</translation>
        </message>
        <message>
            <source>TW</source>
            <translation>TP</translation>
        </message>
        <message>
            <source>triple word: the word scores three times</source>
            <translation>triple palabra: la palabra vale el triple</translation>
        </message>
        <message>
            <source>DW</source>
            <translation>DP</translation>
        </message>
        <message>
            <source>double word, the centre star among them: the word scores twice</source>
            <translation>doble palabra, entre ellas la estrella central: la palabra vale el doble</translation>
        </message>
        <message>
            <source>TL</source>
            <translation>TL</translation>
        </message>
        <message>
            <source>triple letter: the tile scores three times</source>
            <translation>triple letra: la ficha vale el triple</translation>
        </message>
        <message>
            <source>DL</source>
            <translation>DL</translation>
        </message>
        <message>
            <source>double letter: the tile scores twice</source>
            <translation>doble letra: la ficha vale el doble</translation>
        </message>
        <message>
            <source>The tiles</source>
            <translation>Las fichas</translation>
        </message>
        <message numerus="yes">
            <source>The bag holds %n tile(s), blanks included:</source>
            <translation>
                <numerusform>La bolsa contiene %n ficha, comodines incluidos:</numerusform>
                <numerusform>La bolsa contiene %n fichas, comodines incluidos:</numerusform>
            </translation>
        </message>
        <message>
            <source>{digraphs} are tiles of their own: each is one tile on one square.</source>
            <translation>{digraphs} tienen ficha propia: cada una es una sola ficha en una sola casilla.</translation>
        </message>
        <message>
            <source>A blank stands for any letter, chosen when it is played, and scores as that letter (a rule option).</source>
            <translation>Un comodín representa cualquier letra, elegida al jugarlo, y puntúa como esa letra (opción de las reglas).</translation>
        </message>
        <message>
            <source>A blank stands for any letter, chosen when it is played, and scores no points.</source>
            <translation>Un comodín representa cualquier letra, elegida al jugarlo, y no da puntos.</translation>
        </message>
        <message>
            <source>The board</source>
            <translation>El tablero</translation>
        </message>
        <message>
            <source>The board has {size} by {size} squares: columns {first} to {last} from left to right, rows 1 to {size} from top to bottom. A premium square counts only in the move that covers it:</source>
            <translation>El tablero tiene {size} por {size} casillas: columnas de la {first} a la {last} de izquierda a derecha, filas de la 1 a la {size} de arriba abajo. Una casilla de premio solo cuenta en la jugada que la cubre:</translation>
        </message>
        <message>
            <source>The start</source>
            <translation>El comienzo</translation>
        </message>
        <message>
            <source>Each player draws a tile: the one nearest to the start of the alphabet plays first (a blank comes before every letter), equal tiles draw again, and the tiles go back into the bag.</source>
            <translation>Cada jugador saca una ficha: empieza quien saque la más cercana al principio del alfabeto (un comodín va antes que cualquier letra); si hay fichas iguales, se vuelve a sacar, y las fichas vuelven a la bolsa.</translation>
        </message>
        <message numerus="yes">
            <source>Each player then draws %n tile(s) onto their rack, and after each move draws back up to that many while the bag lasts.</source>
            <translation>
                <numerusform>Después cada jugador saca %n ficha para su atril y, tras cada jugada, repone hasta tener esa cantidad mientras queden fichas en la bolsa.</numerusform>
                <numerusform>Después cada jugador saca %n fichas para su atril y, tras cada jugada, repone hasta tener esa cantidad mientras queden fichas en la bolsa.</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;Exchange&lt;/b&gt;: instead of a move, put back any number of tiles and draw as many, when the bag holds at least as many tiles as are exchanged.</source>
            <translation>&lt;b&gt;Cambiar&lt;/b&gt;: en lugar de jugar, devolver las fichas que quieras y sacar otras tantas, si en la bolsa quedan al menos tantas fichas como se cambian.</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Exchange&lt;/b&gt;: instead of a move, put back any number of tiles and draw as many, when the bag holds at least %n tile(s).</source>
            <translation>
                <numerusform>&lt;b&gt;Cambiar&lt;/b&gt;: en lugar de jugar, devolver las fichas que quieras y sacar otras tantas, si en la bolsa queda al menos %n ficha.</numerusform>
                <numerusform>&lt;b&gt;Cambiar&lt;/b&gt;: en lugar de jugar, devolver las fichas que quieras y sacar otras tantas, si en la bolsa quedan al menos %n fichas.</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;Play&lt;/b&gt;: lay tiles in one row or one column, in one line with the tiles already there. Every line of two or more tiles across and down that the move makes must be a word. After the first move, a move touches at least one tile already on the board. Tiles never move once played.</source>
            <translation>&lt;b&gt;Jugar&lt;/b&gt;: colocar fichas en una sola fila o columna, en línea con las que ya hay. Cada línea de dos o más fichas, horizontal o vertical, que forme la jugada tiene que ser una palabra. Después de la primera jugada, cada jugada toca al menos una ficha que ya está en el tablero. Una ficha jugada no se mueve nunca.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Pass&lt;/b&gt;: scores nothing.</source>
            <translation>&lt;b&gt;Pasar&lt;/b&gt;: no da puntos.</translation>
        </message>
        <message>
            <source>The tiles exchanged go back into the bag first, the bag is mixed, then the new tiles are drawn: a tile given back may come back.</source>
            <translation>Primero las fichas cambiadas vuelven a la bolsa, se mezcla y luego se sacan las nuevas: una ficha devuelta puede volver a salir.</translation>
        </message>
        <message>
            <source>The new tiles are drawn first, then the tiles exchanged go back into the bag: a tile given back never comes back in the same exchange.</source>
            <translation>Primero se sacan las fichas nuevas y luego las cambiadas vuelven a la bolsa: una ficha devuelta nunca vuelve en el mismo cambio.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Resign&lt;/b&gt;: the player who resigns loses; with three or four players the others play on.</source>
            <translation>&lt;b&gt;Abandonar&lt;/b&gt;: quien abandona pierde; con tres o cuatro jugadores, los demás siguen jugando.</translation>
        </message>
        <message>
            <source>A move</source>
            <translation>Una jugada</translation>
        </message>
        <message numerus="yes">
            <source>The first word covers the centre star, a double word square, and has at least %n letter(s).</source>
            <translation>
                <numerusform>La primera palabra cubre la estrella central, una casilla de doble palabra, y tiene al menos %n letra.</numerusform>
                <numerusform>La primera palabra cubre la estrella central, una casilla de doble palabra, y tiene al menos %n letras.</numerusform>
            </translation>
        </message>
        <message>
            <source>In their turn a player does one of these:</source>
            <translation>En su turno, cada jugador hace una de estas cosas:</translation>
        </message>
        <message>
            <source>A rule option: a blank on the board may be taken by putting the matching letter in its place; the blank taken must be played in the same move.</source>
            <translation>Opción de las reglas: se puede recoger un comodín del tablero poniendo en su lugar la letra que representa; el comodín recogido debe jugarse en la misma jugada.</translation>
        </message>
        <message>
            <source>Only common nouns count, in the nominative singular: ДОМ, КОШКА, ОКНО, but not ДОМА, КОШКУ or ОКНА. A noun that has no singular counts in the plural: НОЖНИЦЫ, САНИ, ЧАСЫ. Names, place names, abbreviations and words spelled with a hyphen do not count.</source>
            <translation>Solo valen los sustantivos comunes, en nominativo singular: ДОМ, КОШКА, ОКНО, pero no ДОМА, КОШКУ ni ОКНА. Un sustantivo sin singular vale en plural: НОЖНИЦЫ, САНИ, ЧАСЫ. No valen los nombres propios, los topónimos, las abreviaturas ni las palabras con guion.</translation>
        </message>
        <message>
            <source>Every word of the word list counts, in any of its forms the list holds. Names, abbreviations and words spelled with a hyphen or an apostrophe do not count.</source>
            <translation>Vale toda palabra de la lista, en cualquiera de las formas que contenga la lista. No valen los nombres propios, las abreviaturas ni las palabras con guion o apóstrofo.</translation>
        </message>
        <message>
            <source>Words</source>
            <translation>Palabras</translation>
        </message>
        <message>
            <source>Е may be played for Ё, as most print writes it: ЕЖ and ЕЛКА count as ЁЖ and ЁЛКА. A word scores as it is laid: an Е tile scores as Е. A Ё tile is played only where the word has Ё.</source>
            <translation>Е puede jugarse por Ё, como se escribe casi siempre en los impresos: ЕЖ y ЕЛКА valen como ЁЖ y ЁЛКА. Una palabra puntúa tal como se coloca: una ficha Е puntúa como Е. Una ficha Ё solo se juega donde la palabra lleva Ё.</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Puntuación</translation>
        </message>
        <message>
            <source>Every word the move makes scores: the points of its tiles, each multiplied by the letter premium under a new tile, then the sum multiplied by the word premiums under new tiles.</source>
            <translation>Puntúa cada palabra que forma la jugada: los puntos de sus fichas, cada uno multiplicado por el premio de letra que haya bajo una ficha nueva, y después la suma multiplicada por los premios de palabra bajo fichas nuevas.</translation>
        </message>
        <message numerus="yes">
            <source>A move that lays all %n tile(s) of the rack earns {bonus} points more.</source>
            <translation>
                <numerusform>Una jugada que coloca %n ficha del atril, todas, gana {bonus} puntos más.</numerusform>
                <numerusform>Una jugada que coloca las %n fichas del atril gana {bonus} puntos más.</numerusform>
            </translation>
        </message>
        <message>
            <source>The game checks every word: a move with a word not in the word list is refused and may be tried again.</source>
            <translation>El juego comprueba cada palabra: una jugada con una palabra que no está en la lista se rechaza y se puede volver a intentar.</translation>
        </message>
        <message numerus="yes">
            <source>After a move any opponent may challenge it. If a word is not in the word list, the move is taken back, scores nothing and the turn is lost. If every word is in the list, the challenged player gains %n point(s).</source>
            <translation>
                <numerusform>Tras una jugada, cualquier rival puede impugnarla. Si una palabra no está en la lista, la jugada se retira, no puntúa y se pierde el turno. Si todas las palabras están en la lista, quien jugó gana %n punto.</numerusform>
                <numerusform>Tras una jugada, cualquier rival puede impugnarla. Si una palabra no está en la lista, la jugada se retira, no puntúa y se pierde el turno. Si todas las palabras están en la lista, quien jugó gana %n puntos.</numerusform>
            </translation>
        </message>
        <message>
            <source>After a move any opponent may challenge it. If a word is not in the word list, the move is taken back, scores nothing and the turn is lost. If every word is in the list, the challenger loses their next turn.</source>
            <translation>Tras una jugada, cualquier rival puede impugnarla. Si una palabra no está en la lista, la jugada se retira, no puntúa y se pierde el turno. Si todas las palabras están en la lista, quien impugnó pierde su siguiente turno.</translation>
        </message>
        <message>
            <source>Checking words</source>
            <translation>Comprobación de palabras</translation>
        </message>
        <message numerus="yes">
            <source>The game ends when a player uses their last tile while the bag is empty, or after %n turn(s) in a row that scored nothing.</source>
            <translation>
                <numerusform>La partida termina cuando un jugador coloca su última ficha con la bolsa vacía, o tras %n turno seguido sin puntos.</numerusform>
                <numerusform>La partida termina cuando un jugador coloca su última ficha con la bolsa vacía, o tras %n turnos seguidos sin puntos.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The game ends when a player uses their last tile while the bag is empty, when every player has passed twice in a row, or after %n turn(s) in a row that scored nothing (passes, exchanges, plays taken back): when nobody can make a word, even after exchanging.</source>
            <translation>
                <numerusform>La partida termina cuando un jugador coloca su última ficha con la bolsa vacía, cuando todos los jugadores han pasado dos veces seguidas, o tras %n turno seguido sin puntos (pases, cambios, jugadas retiradas): cuando nadie puede formar una palabra, ni siquiera cambiando.</numerusform>
                <numerusform>La partida termina cuando un jugador coloca su última ficha con la bolsa vacía, cuando todos los jugadores han pasado dos veces seguidas, o tras %n turnos seguidos sin puntos (pases, cambios, jugadas retiradas): cuando nadie puede formar una palabra, ni siquiera cambiando.</numerusform>
            </translation>
        </message>
        <message>
            <source>The game ends when a player uses their last tile while the bag is empty, or when every player has passed twice in a row.</source>
            <translation>La partida termina cuando un jugador coloca su última ficha con la bolsa vacía, o cuando todos los jugadores han pasado dos veces seguidas.</translation>
        </message>
        <message>
            <source>The player who goes out adds twice the points of the tiles left on the other racks; nobody subtracts anything.</source>
            <translation>Quien se queda sin fichas suma el doble de los puntos de las fichas que quedan en los demás atriles; nadie resta nada.</translation>
        </message>
        <message>
            <source>The player who goes out adds the points of the tiles left on the other racks, and each other player subtracts the points of their own.</source>
            <translation>Quien se queda sin fichas suma los puntos de las fichas que quedan en los demás atriles, y cada uno de los demás resta los de las suyas.</translation>
        </message>
        <message>
            <source>The end</source>
            <translation>El final</translation>
        </message>
        <message>
            <source>When nobody goes out, each player subtracts the points of the tiles left on their rack.</source>
            <translation>Si nadie se queda sin fichas, cada jugador resta los puntos de las fichas que le quedan en el atril.</translation>
        </message>
        <message>
            <source>The highest score wins; equal scores are a draw.</source>
            <translation>Gana la puntuación más alta; a igual puntuación, empate.</translation>
        </message>
        <message numerus="yes">
            <source>Each move has %n second(s). A player whose time runs out has left the game: with two players the other wins; with three or four the others play on.</source>
            <translation>
                <numerusform>Cada jugada tiene %n segundo. A quien se le agota el tiempo deja la partida: con dos jugadores gana el otro; con tres o cuatro, los demás siguen jugando.</numerusform>
                <numerusform>Cada jugada tiene %n segundos. A quien se le agota el tiempo deja la partida: con dos jugadores gana el otro; con tres o cuatro, los demás siguen jugando.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Each player has %n minute(s) for the whole game. A player who takes longer loses {points} points for each minute, or part of a minute, over; at the end.</source>
            <translation>
                <numerusform>Cada jugador tiene %n minuto para toda la partida. Quien tarde más pierde {points} puntos por cada minuto de más, o fracción, al final.</numerusform>
                <numerusform>Cada jugador tiene %n minutos para toda la partida. Quien tarde más pierde {points} puntos por cada minuto de más, o fracción, al final.</numerusform>
            </translation>
        </message>
        <message>
            <source>Each player's clock is on their plaque and runs only in their turn; it stands still while the screen is handed over, while a play may be challenged and while a dialog is open. A saved game keeps the clocks.</source>
            <translation>El reloj de cada jugador está en su placa y solo corre en su turno; se detiene mientras se pasa la pantalla, mientras se puede impugnar una jugada y mientras hay un cuadro de diálogo abierto. Una partida guardada conserva los relojes.</translation>
        </message>
        <message>
            <source>The clock</source>
            <translation>El reloj</translation>
        </message>
        <message>
            <source>Letters</source>
            <translation>Letras</translation>
        </message>
        <message>
            <source>lay the tile on the cursor's square (the first on the centre star)</source>
            <translation>colocar la ficha en la casilla del cursor (la primera, en la estrella central)</translation>
        </message>
        <message>
            <source>Shift+letter, ?</source>
            <translation>Shift+letra, ?</translation>
        </message>
        <message>
            <source>lay a blank as that letter</source>
            <translation>colocar un comodín como esa letra</translation>
        </message>
        <message>
            <source>Arrows</source>
            <translation>Flechas</translation>
        </message>
        <message>
            <source>move the cursor</source>
            <translation>mover el cursor</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Espacio</translation>
        </message>
        <message>
            <source>turn the cursor across or down</source>
            <translation>poner el cursor en horizontal o en vertical</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>Backspace</translation>
        </message>
        <message>
            <source>take back the last tile laid</source>
            <translation>retirar la última ficha colocada</translation>
        </message>
        <message>
            <source>Enter, Ctrl+Enter</source>
            <translation>Enter, Ctrl+Enter</translation>
        </message>
        <message>
            <source>play the tiles</source>
            <translation>jugar las fichas</translation>
        </message>
        <message>
            <source>Escape</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>recall the tiles to the rack</source>
            <translation>devolver las fichas al atril</translation>
        </message>
        <message>
            <source>Ctrl+H</source>
            <translation>Ctrl+H</translation>
        </message>
        <message>
            <source>shuffle the rack</source>
            <translation>mezclar el atril</translation>
        </message>
        <message>
            <source>Ctrl+E</source>
            <translation>Ctrl+E</translation>
        </message>
        <message>
            <source>exchange tiles</source>
            <translation>cambiar fichas</translation>
        </message>
        <message>
            <source>Ctrl+P</source>
            <translation>Ctrl+P</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>pasar</translation>
        </message>
        <message>
            <source>C; Enter or Escape</source>
            <translation>C; Enter o Esc</translation>
        </message>
        <message>
            <source>challenge the move; accept it</source>
            <translation>impugnar la jugada; aceptarla</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Teclado</translation>
        </message>
        <message>
            <source>Tiles can also be dragged from the rack to the board and back, or clicked.</source>
            <translation>Las fichas también se pueden arrastrar del atril al tablero y de vuelta, o pulsar con el ratón.</translation>
        </message>
        <message>
            <source>How to play {game}</source>
            <translation>Cómo se juega a {game}</translation>
        </message>
        <message>
            <source>{game} is played by {fewest} to {most} players. Each lays words from the tiles of their rack on the board, crossword-fashion, and scores the points of the tiles; the highest score wins.</source>
            <translation>{game} se juega entre {fewest} y {most} jugadores. Cada uno forma palabras en el tablero con las fichas de su atril, como en un crucigrama, y gana los puntos de las fichas; gana la puntuación más alta.</translation>
        </message>
    </context>
    <context>
        <name>BoardTable</name>
        <message>
            <source>Resign</source>
            <translation>Abandonar</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Planilla</translation>
        </message>
        <message>
            <source>&amp;Play the tiles</source>
            <translation>&amp;Jugar las fichas</translation>
        </message>
        <message>
            <source>&amp;Recall the tiles</source>
            <translation>&amp;Retirar las fichas</translation>
        </message>
        <message>
            <source>S&amp;huffle the rack</source>
            <translation>&amp;Mezclar el atril</translation>
        </message>
        <message>
            <source>&amp;Exchange tiles...</source>
            <translation>&amp;Cambiar fichas...</translation>
        </message>
        <message>
            <source>P&amp;ass</source>
            <translation>P&amp;asar</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Fin de la partida</translation>
        </message>
        <message>
            <source>The racks are hidden</source>
            <translation>Los atriles están ocultos</translation>
        </message>
        <message>
            <source>Resign this game? You lose it.</source>
            <translation>¿Abandonar esta partida? La perderás.</translation>
        </message>
        <message>
            <source>Nothing to take back: only your last word, before the next player acts, in a game of people alone.</source>
            <translation>No hay nada que deshacer: solo se puede deshacer tu última palabra, antes de que juegue el siguiente, en una partida solo entre personas.</translation>
        </message>
        <message>
            <source>Taken back.</source>
            <translation>Deshecho.</translation>
        </message>
    </context>
    <context>
        <name>BoardTableWords</name>
        <message>
            <source>The game is over.</source>
            <translation>La partida ha terminado.</translation>
        </message>
        <message>
            <source>{name} is thinking...</source>
            <translation>{name} está pensando...</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>Tu turno.</translation>
        </message>
        <message>
            <source>{name} to play.</source>
            <translation>Le toca a {name}.</translation>
        </message>
        <message>
            <source>The last play went out: pass to accept it, or challenge it.</source>
            <translation>La última jugada cerró la partida: pasa para aceptarla o impúgnala.</translation>
        </message>
        <message>
            <source>Click the tiles to exchange, then press Exchange (Esc: cancel).</source>
            <translation>Pulsa las fichas que quieras cambiar y luego Cambiar (Esc: cancelar).</translation>
        </message>
        <message>
            <source>Your turn: drag tiles to the board, or click a square and type (click it again: down).</source>
            <translation>Tu turno: arrastra fichas al tablero, o pulsa una casilla y escribe (otra pulsación: en vertical).</translation>
        </message>
        <message>
            <source>Your turn: drag tiles to the board, or click a square and type (click it again: across).</source>
            <translation>Tu turno: arrastra fichas al tablero, o pulsa una casilla y escribe (púlsala otra vez: en horizontal).</translation>
        </message>
        <message numerus="yes">
            <source>{words} +{bonus} for the whole rack: %n point(s)</source>
            <translation>
                <numerusform>{words} +{bonus} por todo el atril: %n punto</numerusform>
                <numerusform>{words} +{bonus} por todo el atril: %n puntos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{words}: %n point(s)</source>
            <translation>
                <numerusform>{words}: %n punto</numerusform>
                <numerusform>{words}: %n puntos</numerusform>
            </translation>
        </message>
        <message>
            <source>Challenge the last play, or accept it.</source>
            <translation>Impugna la última jugada o acéptala.</translation>
        </message>
        <message>
            <source>{name} played {words}. Is it a word? Challenge or accept.</source>
            <translation>{name} jugó {words}. ¿Es una palabra? Impugna o acepta.</translation>
        </message>
        <message>
            <source>{name} played {words}. Are they all words? Challenge or accept.</source>
            <translation>{name} jugó {words}. ¿Son todas palabras? Impugna o acepta.</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Fin de la partida</translation>
        </message>
        <message numerus="yes">
            <source>Turn {number} · {name} to play · %n tile(s) in the bag</source>
            <translation>
                <numerusform>Turno {number} · le toca a {name} · %n ficha en la bolsa</numerusform>
                <numerusform>Turno {number} · le toca a {name} · %n fichas en la bolsa</numerusform>
            </translation>
        </message>
        <message>
            <source>Only you should look now. The other racks stay hidden.</source>
            <translation>Ahora solo debes mirar tú. Los demás atriles siguen ocultos.</translation>
        </message>
        <message>
            <source>Only {name} should look now. The other racks stay hidden.</source>
            <translation>Ahora solo debe mirar {name}. Los demás atriles siguen ocultos.</translation>
        </message>
        <message>
            <source>Show my tiles  (Enter)</source>
            <translation>Mostrar mis fichas  (Enter)</translation>
        </message>
        <message>
            <source>I am {name}: show my tiles  (Enter)</source>
            <translation>Soy {name}: mostrar mis fichas  (Enter)</translation>
        </message>
        <message>
            <source>{played} from the board, {adjust:+d} at the end</source>
            <translation>{played} del tablero, {adjust:+d} al final</translation>
        </message>
        <message>
            <source>Best play</source>
            <translation>Mejor jugada</translation>
        </message>
        <message>
            <source>You win!</source>
            <translation>¡Ganas tú!</translation>
        </message>
        <message>
            <source>{name} wins!</source>
            <translation>¡Gana {name}!</translation>
        </message>
        <message>
            <source>A draw: {names}</source>
            <translation>Empate: {names}</translation>
        </message>
        <message>
            <source>Points from the board, then the tiles left on the racks and the time over at the end.</source>
            <translation>Puntos del tablero y, al final, las fichas que quedan en los atriles y el tiempo de más.</translation>
        </message>
        <message>
            <source>Points from the board, then the tiles left on the racks at the end.</source>
            <translation>Puntos del tablero y, al final, las fichas que quedan en los atriles.</translation>
        </message>
    </context>
    <context>
        <name>BoardView</name>
        <message>
            <source>DL</source>
            <translation>DL</translation>
        </message>
        <message>
            <source>TL</source>
            <translation>TL</translation>
        </message>
        <message>
            <source>DW</source>
            <translation>DP</translation>
        </message>
        <message>
            <source>TW</source>
            <translation>TP</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Tablero</translation>
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
            <translation>Partidas</translation>
        </message>
        <message>
            <source>Average money</source>
            <translation>Dinero medio</translation>
        </message>
        <message>
            <source>Best sale</source>
            <translation>Mejor venta</translation>
        </message>
        <message>
            <source>Best alone</source>
            <translation>Mejor en solitario</translation>
        </message>
        <message numerus="yes">
            <source>%n win(s) against other players</source>
            <translation>
                <numerusform>%n victoria contra otros jugadores</numerusform>
                <numerusform>%n victorias contra otros jugadores</numerusform>
            </translation>
        </message>
        <message>
            <source>highest {money}</source>
            <translation>máximo {money}</translation>
        </message>
        <message>
            <source>no word sold yet</source>
            <translation>aún no se ha vendido ninguna palabra</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) alone, {reached} within or above the rules' yardstick</source>
            <translation>
                <numerusform>%n partida en solitario, {reached} dentro o por encima de la referencia de las reglas</numerusform>
                <numerusform>%n partidas en solitario, {reached} dentro o por encima de la referencia de las reglas</numerusform>
            </translation>
        </message>
        <message>
            <source>no game alone yet</source>
            <translation>aún ninguna partida en solitario</translation>
        </message>
    </context>
    <context>
        <name>BuyWordNarration</name>
        <message>
            <source>{word} ({letters} wild)</source>
            <translation>{word} ({letters} con comodín)</translation>
        </message>
        <message>
            <source>Round {number}: you hold the die.</source>
            <translation>Ronda {number}: tienes el dado.</translation>
        </message>
        <message>
            <source>Round {number}: {name} holds the die.</source>
            <translation>Ronda {number}: {name} tiene el dado.</translation>
        </message>
        <message>
            <source>You rolled CHOICE: name how many tiles each player draws.</source>
            <translation>Sacaste ELECCIÓN: di cuántas fichas saca cada jugador.</translation>
        </message>
        <message>
            <source>{name} rolled CHOICE and names how many tiles each player draws.</source>
            <translation>{name} sacó ELECCIÓN y dice cuántas fichas saca cada jugador.</translation>
        </message>
        <message numerus="yes">
            <source>You rolled %n: each player draws %n tiles.</source>
            <translation>
                <numerusform>Sacaste un %n: cada jugador saca %n fichas.</numerusform>
                <numerusform>Sacaste un %n: cada jugador saca %n fichas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} rolled %n: each player draws %n tiles.</source>
            <translation>
                <numerusform>{name} sacó un %n: cada jugador saca %n fichas.</numerusform>
                <numerusform>{name} sacó un %n: cada jugador saca %n fichas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You named %n: each player draws %n tiles.</source>
            <translation>
                <numerusform>Dijiste %n: cada jugador saca %n fichas.</numerusform>
                <numerusform>Dijiste %n: cada jugador saca %n fichas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} named %n: each player draws %n tiles.</source>
            <translation>
                <numerusform>{name} dijo %n: cada jugador saca %n fichas.</numerusform>
                <numerusform>{name} dijo %n: cada jugador saca %n fichas.</numerusform>
            </translation>
        </message>
        <message>
            <source>The bag is empty: nobody buys this round, and the game ends after this round's selling.</source>
            <translation>La bolsa está vacía: nadie compra en esta ronda y la partida termina tras las ventas de esta ronda.</translation>
        </message>
        <message numerus="yes">
            <source>The bag holds too few tiles for this round: its last %n tile(s) leave the game, nobody buys, and the game ends after this round's selling.</source>
            <translation>
                <numerusform>En la bolsa quedan muy pocas fichas para esta ronda: su última ficha (%n) sale del juego, nadie compra y la partida termina tras las ventas de esta ronda.</numerusform>
                <numerusform>En la bolsa quedan muy pocas fichas para esta ronda: sus últimas %n fichas salen del juego, nadie compra y la partida termina tras las ventas de esta ronda.</numerusform>
            </translation>
        </message>
        <message>
            <source>Laid face up to draft: {tiles}.</source>
            <translation>Boca arriba para elegir: {tiles}.</translation>
        </message>
        <message>
            <source>You took {letter}.</source>
            <translation>Tomaste {letter}.</translation>
        </message>
        <message>
            <source>{name} took {letter}.</source>
            <translation>{name} tomó {letter}.</translation>
        </message>
        <message>
            <source>You drew {tiles} ({pips} pips, {price}).</source>
            <translation>Sacaste {tiles} ({pips} puntos, {price}).</translation>
        </message>
        <message>
            <source>{name} drew {tiles} ({pips} pips, {price}).</source>
            <translation>{name} sacó {tiles} ({pips} puntos, {price}).</translation>
        </message>
        <message>
            <source>You bought {tiles} for {price}.</source>
            <translation>Compraste {tiles} por {price}.</translation>
        </message>
        <message>
            <source>{name} bought {tiles} for {price}.</source>
            <translation>{name} compró {tiles} por {price}.</translation>
        </message>
        <message>
            <source>You could not buy {tiles}: the tiles leave the game.</source>
            <translation>No pudiste comprar {tiles}: las fichas salen del juego.</translation>
        </message>
        <message>
            <source>{name} could not buy {tiles}: the tiles leave the game.</source>
            <translation>{name} no pudo comprar {tiles}: las fichas salen del juego.</translation>
        </message>
        <message>
            <source>You discarded {tiles} unbought.</source>
            <translation>Descartaste {tiles} sin comprarlas.</translation>
        </message>
        <message>
            <source>{name} discarded {tiles} unbought.</source>
            <translation>{name} descartó {tiles} sin comprarlas.</translation>
        </message>
        <message>
            <source>Your set {tiles} is up for auction.</source>
            <translation>Tu lote {tiles} sale a subasta.</translation>
        </message>
        <message>
            <source>{name}'s set {tiles} is up for auction.</source>
            <translation>El lote {tiles} de {name} sale a subasta.</translation>
        </message>
        <message>
            <source>You bid {amount}.</source>
            <translation>Pujas {amount}.</translation>
        </message>
        <message>
            <source>{name} bids {amount}.</source>
            <translation>{name} puja {amount}.</translation>
        </message>
        <message>
            <source>You pass.</source>
            <translation>Pasas.</translation>
        </message>
        <message>
            <source>{name} passes.</source>
            <translation>{name} pasa.</translation>
        </message>
        <message>
            <source>You sold {word} ({pips} pips) for {price}.</source>
            <translation>Vendiste {word} ({pips} puntos) por {price}.</translation>
        </message>
        <message>
            <source>{name} sold {word} ({pips} pips) for {price}.</source>
            <translation>{name} vendió {word} ({pips} puntos) por {price}.</translation>
        </message>
        <message>
            <source>You offer {word} for sale.</source>
            <translation>Pones {word} a la venta.</translation>
        </message>
        <message>
            <source>{name} offers {word} for sale.</source>
            <translation>{name} pone {word} a la venta.</translation>
        </message>
        <message>
            <source>You take {word} back and sell nothing more this round.</source>
            <translation>Retiras {word} y no vendes nada más en esta ronda.</translation>
        </message>
        <message>
            <source>{name} takes {word} back and sells nothing more this round.</source>
            <translation>{name} retira {word} y no vende nada más en esta ronda.</translation>
        </message>
        <message>
            <source>You discarded {tiles} to keep 8 letters.</source>
            <translation>Descartaste {tiles} para quedarte con 8 letras.</translation>
        </message>
        <message>
            <source>{name} discarded {tiles} to keep 8 letters.</source>
            <translation>{name} descartó {tiles} para quedarse con 8 letras.</translation>
        </message>
        <message>
            <source>{word} is not in the word list: you were right.</source>
            <translation>{word} no está en la lista de palabras: tenías razón.</translation>
        </message>
        <message>
            <source>{word} is not in the word list: {challenger} was right.</source>
            <translation>{word} no está en la lista de palabras: {challenger} tenía razón.</translation>
        </message>
        <message>
            <source>{word} is valid: the bank pays you {fee}.</source>
            <translation>{word} es válida: la banca te paga {fee}.</translation>
        </message>
        <message>
            <source>{word} is valid: the bank pays {seller} {fee}.</source>
            <translation>{word} es válida: la banca paga {fee} a {seller}.</translation>
        </message>
        <message>
            <source>{word} is valid: you pay {seller} {fee}.</source>
            <translation>{word} es válida: pagas {fee} a {seller}.</translation>
        </message>
        <message>
            <source>{word} is valid: {challenger} pays you {fee}.</source>
            <translation>{word} es válida: {challenger} te paga {fee}.</translation>
        </message>
        <message>
            <source>{word} is valid: {challenger} pays {seller} {fee}.</source>
            <translation>{word} es válida: {challenger} paga {fee} a {seller}.</translation>
        </message>
        <message>
            <source>The game is over: you end with {money}.</source>
            <translation>La partida ha terminado: acabas con {money}.</translation>
        </message>
        <message>
            <source>The game is over: {name} ends with {money}.</source>
            <translation>La partida ha terminado: {name} acaba con {money}.</translation>
        </message>
        <message>
            <source>The game is over: you win with {money}.</source>
            <translation>La partida ha terminado: ganas con {money}.</translation>
        </message>
        <message>
            <source>The game is over: {name} wins with {money}.</source>
            <translation>La partida ha terminado: gana {name} con {money}.</translation>
        </message>
        <message>
            <source>you</source>
            <translation>tú</translation>
        </message>
        <message>
            <source>The game is over: {names} share the win with {money} each.</source>
            <comment>with you</comment>
            <translation>La partida ha terminado: victoria compartida entre {names}, con {money} cada uno.</translation>
        </message>
        <message>
            <source>The game is over: {names} share the win with {money} each.</source>
            <translation>La partida ha terminado: victoria compartida entre {names}, con {money} cada uno.</translation>
        </message>
    </context>
    <context>
        <name>BuyWordReplayPanel</name>
        <message>
            <source>The wild tiles are dealt; you hold the die.</source>
            <translation>Se reparten los comodines; tienes el dado.</translation>
        </message>
        <message>
            <source>The wild tiles are dealt; {name} holds the die.</source>
            <translation>Se reparten los comodines; {name} tiene el dado.</translation>
        </message>
        <message>
            <source>On offer</source>
            <translation>En venta</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in the bag</source>
            <translation>
                <numerusform>%n ficha en la bolsa</numerusform>
                <numerusform>%n fichas en la bolsa</numerusform>
            </translation>
        </message>
        <message>
            <source>last round</source>
            <translation>última ronda</translation>
        </message>
        <message>
            <source>Game over: you win</source>
            <translation>Fin de la partida: ganas tú</translation>
        </message>
        <message>
            <source>Game over: {name} wins</source>
            <translation>Fin de la partida: gana {name}</translation>
        </message>
        <message>
            <source>Game over: {names} share the win</source>
            <translation>Fin de la partida: victoria compartida entre {names}</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Ronda {round}</translation>
        </message>
    </context>
    <context>
        <name>BuyWordRulesForm</name>
        <message>
            <source>2 letters (published rules)</source>
            <translation>2 letras (reglas publicadas)</translation>
        </message>
        <message>
            <source>3 letters</source>
            <translation>3 letras</translation>
        </message>
        <message>
            <source>Shortest word:</source>
            <translation>Palabra más corta:</translation>
        </message>
        <message>
            <source>The game checks every word</source>
            <translation>El juego comprueba cada palabra</translation>
        </message>
        <message>
            <source>Players challenge words</source>
            <translation>Los jugadores impugnan palabras</translation>
        </message>
        <message>
            <source>Checking words:</source>
            <translation>Comprobación de palabras:</translation>
        </message>
        <message>
            <source>Blind draws (published rules)</source>
            <translation>Robo a ciegas (reglas publicadas)</translation>
        </message>
        <message>
            <source>Draft from a face-up display</source>
            <translation>Elegir de una muestra boca arriba</translation>
        </message>
        <message>
            <source>Auction each set</source>
            <translation>Subastar cada lote</translation>
        </message>
        <message>
            <source>Buying tiles:</source>
            <translation>Compra de fichas:</translation>
        </message>
        <message>
            <source>No word theme</source>
            <translation>Sin tema de palabras</translation>
        </message>
        <message>
            <source>Word theme:</source>
            <translation>Tema de palabras:</translation>
        </message>
        <message>
            <source>Words also in: {list}</source>
            <translation>Palabras que además estén en: {list}</translation>
        </message>
    </context>
    <context>
        <name>BuyWordRulesPage</name>
        <message>
            <source>letter</source>
            <translation>letra</translation>
        </message>
        <message>
            <source>tiles</source>
            <translation>fichas</translation>
        </message>
        <message>
            <source>pips</source>
            <translation>puntos</translation>
        </message>
        <message>
            <source>Tiles for Russian and Polish words</source>
            <translation>Fichas para palabras rusas y polacas</translation>
        </message>
        <message>
            <source>A game played with a Russian or a Polish word list uses tiles of that language, also our own: derived the same way, from how often each letter occurs in everyday Russian or Polish words. There are again {letters} letter tiles and {wilds} wild tiles, and a wild tile stands for any letter of the game's alphabet.</source>
            <translation>Una partida con una lista de palabras rusa o polaca usa fichas de ese idioma, también nuestras: derivadas del mismo modo, de la frecuencia con que aparece cada letra en las palabras cotidianas rusas o polacas. También hay {letters} fichas con letra y {wilds} comodines, y un comodín sustituye a cualquier letra del alfabeto de la partida.</translation>
        </message>
        <message>
            <source>Russian:</source>
            <translation>Rusas:</translation>
        </message>
        <message>
            <source>Polish:</source>
            <translation>Polacas:</translation>
        </message>
        <message>
            <source>price</source>
            <translation>precio</translation>
        </message>
        <message>
            <source>choice</source>
            <translation>elección</translation>
        </message>
        <message>
            <source>the die's faces</source>
            <translation>las caras del dado</translation>
        </message>
        <message>
            <source>players</source>
            <translation>jugadores</translation>
        </message>
        <message>
            <source>wild tiles each</source>
            <translation>comodines por jugador</translation>
        </message>
        <message>
            <source>&lt;b&gt;These are the published game's tiles&lt;/b&gt;, letters and pips.</source>
            <translation>&lt;b&gt;Estas son las fichas del juego publicado&lt;/b&gt;, letras y puntos.</translation>
        </message>
        <message>
            <source>&lt;b&gt;These tiles are our own, not the published game's.&lt;/b&gt; No source we could find gives how many tiles of each letter the published game has, or their pips. So here each letter's tiles and pips are derived from how often it occurs in everyday English words, the way the Scrabble values were: common letters have more tiles and fewer pips, rare letters fewer tiles and more pips.</source>
            <translation>&lt;b&gt;Estas fichas son nuestras, no las del juego publicado.&lt;/b&gt; Ninguna fuente que hayamos encontrado dice cuántas fichas de cada letra tiene el juego publicado ni cuántos puntos llevan. Así que aquí las fichas y los puntos de cada letra se derivan de la frecuencia con que aparece en las palabras cotidianas del inglés, igual que se hicieron los valores del Scrabble: las letras comunes tienen más fichas y menos puntos; las raras, menos fichas y más puntos.</translation>
        </message>
        <message>
            <source>The yardstick was made for the published tiles. This game's tiles are derived, not published, so take it as a guide, not a promise.</source>
            <translation>La referencia se hizo para las fichas publicadas. Las fichas de este juego son derivadas, no publicadas: tómala como una orientación, no como una promesa.</translation>
        </message>
        <message>
            <source>The tiles</source>
            <translation>Las fichas</translation>
        </message>
        <message numerus="yes">
            <source>The bag holds %n letter tile(s). Each shows its letter and from {fewest} to {most} pips:</source>
            <translation>
                <numerusform>La bolsa contiene %n ficha de letra. Cada una muestra su letra y de {fewest} a {most} puntos:</numerusform>
                <numerusform>La bolsa contiene %n fichas de letra. Cada una muestra su letra y de {fewest} a {most} puntos:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>There are also %n wild tile(s).</source>
            <translation>
                <numerusform>Además hay %n comodín.</numerusform>
                <numerusform>Además hay %n comodines.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A wild tile carries %n pip(s) and stands for any letter from A to Z in the word it is sold in.</source>
            <translation>
                <numerusform>Un comodín lleva %n punto y representa cualquier letra de la A a la Z en la palabra con la que se vende.</numerusform>
                <numerusform>Un comodín lleva %n puntos y representa cualquier letra de la A a la Z en la palabra con la que se vende.</numerusform>
            </translation>
        </message>
        <message>
            <source>The start</source>
            <translation>El comienzo</translation>
        </message>
        <message>
            <source>Each player starts with {money}. The bank takes the price of the sets bought and pays for the words sold; it never runs out.</source>
            <translation>Cada jugador empieza con {money}. La banca cobra el precio de los lotes comprados y paga las palabras vendidas; nunca se queda sin dinero.</translation>
        </message>
        <message>
            <source>Each player is dealt the wild tiles the table gives for the number of players; those nobody is dealt stay in the box. The letter tiles are shuffled into the bag, and the first player to hold the die is drawn at random.</source>
            <translation>Cada jugador recibe los comodines que indica la tabla según el número de jugadores; los que no se reparten se quedan en la caja. Las fichas de letra se mezclan en la bolsa y se sortea quién tiene primero el dado.</translation>
        </message>
        <message>
            <source>A round</source>
            <translation>Una ronda</translation>
        </message>
        <message>
            <source>&lt;b&gt;The roll.&lt;/b&gt; The player holding the die, the leader, throws it. The number it shows is how many tiles each player gets this round. On a face marked "choice" the leader names any number from {low} to {high}.</source>
            <translation>&lt;b&gt;La tirada.&lt;/b&gt; Quien tiene el dado, el líder, lo tira. El número que sale es cuántas fichas recibe cada jugador en esta ronda. En una cara marcada “elección”, el líder dice un número cualquiera de {low} a {high}.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Buying.&lt;/b&gt; Starting with the leader and going left, each player in turn draws that many tiles from the bag and at once decides on the whole set: buy it, or discard it out of the game. A set costs its pips squared, paid to the bank. A player whose money is less than the set's price cannot buy it: the set leaves the game by itself.</source>
            <translation>&lt;b&gt;Compra.&lt;/b&gt; Empezando por el líder y en el sentido de las agujas del reloj, cada jugador saca a su vez esa cantidad de fichas de la bolsa y decide enseguida sobre todo el lote: comprarlo o descartarlo del juego. Un lote cuesta el cuadrado de sus puntos, que se paga a la banca. Quien tenga menos dinero que el precio del lote no puede comprarlo: el lote sale del juego sin más.</translation>
        </message>
        <message>
            <source>What a set costs, and what a word sells for, by its pips:</source>
            <translation>Lo que cuesta un lote y lo que se cobra por una palabra, según sus puntos:</translation>
        </message>
        <message>
            <source>For example, the tiles of {word} carry {pips} pips: bought as a set they cost {price}, and sold as the word {word} they earn {price}.</source>
            <translation>Por ejemplo, las fichas de {word} llevan {pips} puntos: compradas como lote cuestan {price}, y vendidas como la palabra {word} dan {price}.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Selling.&lt;/b&gt; Then, in the same order, each player may sell any number of words from their hand, one after another, and stops when they wish. The bank pays each word its pips squared. A word sold:</source>
            <translation>&lt;b&gt;Venta.&lt;/b&gt; Después, en el mismo orden, cada jugador puede vender las palabras que quiera de su mano, una tras otra, y para cuando quiere. La banca paga cada palabra al cuadrado de sus puntos. Una palabra vendida:</translation>
        </message>
        <message>
            <source>has at least {fewest} letters (a rule option of the New game dialog asks for {more});</source>
            <translation>tiene al menos {fewest} letras (una opción de las reglas en Nueva partida pide {more});</translation>
        </message>
        <message>
            <source>is in the game's word list (and fits the theme, when the game has one);</source>
            <translation>está en la lista de palabras de la partida (y encaja en el tema, si la partida tiene uno);</translation>
        </message>
        <message>
            <source>uses at most one wild tile, which stands for any letter and counts its own pips, not the letter's;</source>
            <translation>usa como mucho un comodín, que representa cualquier letra y cuenta sus propios puntos, no los de la letra;</translation>
        </message>
        <message>
            <source>leaves the game with all its tiles, the wild tile too.</source>
            <translation>sale del juego con todas sus fichas, también el comodín.</translation>
        </message>
        <message>
            <source>Unless the players challenge words (a rule option below), the game checks every word: a word it refuses costs nothing and stays in the hand. A player whose hand is too small for a word sells nothing.</source>
            <translation>Salvo que los jugadores impugnen palabras (una opción de las reglas, más abajo), el juego comprueba cada palabra: una palabra rechazada no cuesta nada y se queda en la mano. Quien tenga muy pocas fichas en la mano para una palabra no vende nada.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Discarding.&lt;/b&gt; Then, in the same order, each player holding more than {limit} letter tiles discards letter tiles of their choice until at most {limit} are left; the discarded tiles leave the game. Wild tiles do not count toward the {limit} and are never discarded.</source>
            <translation>&lt;b&gt;Descarte.&lt;/b&gt; Después, en el mismo orden, cada jugador que tenga más de {limit} fichas de letra descarta las que elija hasta quedarse con {limit} como mucho; las fichas descartadas salen del juego. Los comodines no cuentan para el límite de {limit} y nunca se descartan.</translation>
        </message>
        <message>
            <source>Then the die passes to the left, and the next round begins.</source>
            <translation>Luego el dado pasa al siguiente jugador, en el sentido de las agujas del reloj, y empieza la ronda siguiente.</translation>
        </message>
        <message>
            <source>The end</source>
            <translation>El final</translation>
        </message>
        <message>
            <source>After the roll (and the leader's choice), when the bag holds fewer tiles than the round needs, the number times the players, its last tiles leave the game and nobody buys. The players still sell words as in any round; then the game ends, without discarding.</source>
            <translation>Tras la tirada (y la elección del líder), si en la bolsa quedan menos fichas de las que necesita la ronda, el número por los jugadores, sus últimas fichas salen del juego y nadie compra. Los jugadores venden palabras como en cualquier ronda; después la partida termina, sin descarte.</translation>
        </message>
        <message>
            <source>The player with the most money wins; players with equal money share the win.</source>
            <translation>Gana quien tenga más dinero; si hay empate, la victoria se comparte.</translation>
        </message>
        <message>
            <source>Playing alone</source>
            <translation>Jugar en solitario</translation>
        </message>
        <message numerus="yes">
            <source>Alone, you play the same rounds with %n wild tile(s). The game checks every word, and there is no auction.</source>
            <translation>
                <numerusform>En solitario juegas las mismas rondas con %n comodín. El juego comprueba cada palabra y no hay subasta.</numerusform>
                <numerusform>En solitario juegas las mismas rondas con %n comodines. El juego comprueba cada palabra y no hay subasta.</numerusform>
            </translation>
        </message>
        <message>
            <source>The rules judge a game alone against their yardstick: ending with {low} to {high} is a good game, more is a great one. The summary places your money against it, and, with your statistics, against your best game alone.</source>
            <translation>Las reglas juzgan una partida en solitario según su referencia: acabar con {low} a {high} es una buena partida; más, una gran partida. El resumen compara tu dinero con ella y, con tus estadísticas, con tu mejor partida en solitario.</translation>
        </message>
        <message>
            <source>Rule options</source>
            <translation>Opciones de las reglas</translation>
        </message>
        <message>
            <source>The New game dialog offers these options; each is off unless chosen, and the draft and the auction cannot be played together.</source>
            <translation>El cuadro Nueva partida ofrece estas opciones; ninguna está activa si no se elige, y la elección de la muestra y la subasta no se pueden jugar juntas.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Players challenge words&lt;/b&gt; (two players or more): the game does not check a word offered for sale; every other player accepts or challenges it. If nobody challenges, the word is sold, whether it is in the word list or not. If several challenge, only the first challenger to the seller's left counts. A word in the list (and the theme) is sold, and the challenger pays the seller {fee}; the bank pays it when the challenger has no money. A word not in the list goes back to the hand, and its seller sells nothing more this round.</source>
            <translation>&lt;b&gt;Los jugadores impugnan palabras&lt;/b&gt; (dos jugadores o más): el juego no comprueba una palabra puesta a la venta; cada uno de los demás jugadores la acepta o la impugna. Si nadie la impugna, la palabra se vende, esté o no en la lista de palabras. Si la impugnan varios, solo cuenta el primero que impugna a partir del vendedor, en el sentido de las agujas del reloj. Una palabra de la lista (y del tema) se vende, y quien impugnó paga {fee} al vendedor; si no tiene dinero, paga la banca. Una palabra que no está en la lista vuelve a la mano, y su vendedor no vende nada más en esta ronda.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Draft from a face-up display&lt;/b&gt;: after the roll, the number times the players tiles are laid face up. Starting with the leader and going left, each player takes one tile at a time until everyone has the number. Then, in the same order, each player buys the tiles they took for their pips squared, or discards them, as with a drawn set.</source>
            <translation>&lt;b&gt;Elegir de una muestra boca arriba&lt;/b&gt;: tras la tirada, se ponen boca arriba tantas fichas como el número por los jugadores. Empezando por el líder y en el sentido de las agujas del reloj, cada jugador toma una ficha cada vez hasta que todos tienen el número. Después, en el mismo orden, cada jugador compra las fichas que tomó por el cuadrado de sus puntos, o las descarta, como con un lote robado.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Auction each set&lt;/b&gt; (two players or more): starting with the leader, each player in turn draws a set, which is auctioned instead of offered to them. Bidding starts with the player who drew it and goes left; a bid is in whole dollars, higher than the last and at most the bidder's money. A player who passes, or cannot bid higher, is out of this auction. When everyone else is out, the highest bidder pays the bid to the bank and takes the set; a set nobody bids on leaves the game.</source>
            <translation>&lt;b&gt;Subastar cada lote&lt;/b&gt; (dos jugadores o más): empezando por el líder, cada jugador saca a su vez un lote, que se subasta en lugar de ofrecérselo. Puja primero quien lo sacó y se sigue en el sentido de las agujas del reloj; una puja es en dólares enteros, más alta que la anterior y como mucho el dinero de quien puja. Quien pasa, o no puede pujar más, queda fuera de esta subasta. Cuando todos los demás están fuera, quien más pujó paga su puja a la banca y se queda el lote; un lote por el que nadie puja sale del juego.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Word theme&lt;/b&gt;: every word sold must also be in the theme's word list, one of the built-in lists.</source>
            <translation>&lt;b&gt;Tema de palabras&lt;/b&gt;: cada palabra vendida debe estar también en la lista del tema, una de las listas incluidas.</translation>
        </message>
        <message>
            <source>{low} to {high}</source>
            <translation>de {low} a {high}</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>roll, buy, bid, sell the word, discard the marked tiles</source>
            <translation>tirar, comprar, pujar, vender la palabra, descartar las fichas marcadas</translation>
        </message>
        <message>
            <source>name the number on "choice"</source>
            <translation>decir el número en “elección”</translation>
        </message>
        <message>
            <source>B, D</source>
            <translation>B, D</translation>
        </message>
        <message>
            <source>buy the set, discard the set</source>
            <translation>comprar el lote, descartar el lote</translation>
        </message>
        <message>
            <source>Letters</source>
            <translation>Letras</translation>
        </message>
        <message>
            <source>build the word (the wild tile takes a letter you have no tile of) / mark tiles to discard / take a tile of the display</source>
            <translation>formar la palabra (el comodín toma una letra de la que no tienes ficha) / marcar fichas para descartar / tomar una ficha de la muestra</translation>
        </message>
        <message>
            <source>Backspace, Escape</source>
            <translation>Backspace, Esc</translation>
        </message>
        <message>
            <source>take back a letter, clear the word</source>
            <translation>quitar una letra, borrar la palabra</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Espacio</translation>
        </message>
        <message>
            <source>stop selling this round / pass in an auction</source>
            <translation>dejar de vender en esta ronda / pasar en una subasta</translation>
        </message>
        <message>
            <source>Up, Down</source>
            <translation>Arriba, Abajo</translation>
        </message>
        <message>
            <source>raise or lower the bid</source>
            <translation>subir o bajar la puja</translation>
        </message>
        <message>
            <source>C, Enter</source>
            <translation>C, Enter</translation>
        </message>
        <message>
            <source>challenge the word, accept it</source>
            <translation>impugnar la palabra, aceptarla</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Teclado</translation>
        </message>
        <message>
            <source>Tiles can also be clicked, and dragged from the hand into the word, along it and back.</source>
            <translation>Las fichas también se pueden pulsar, y arrastrar de la mano a la palabra, dentro de ella y de vuelta.</translation>
        </message>
        <message>
            <source>How to play BuyWord</source>
            <translation>Cómo se juega a BuyWord</translation>
        </message>
        <message>
            <source>Buy letter tiles and sell words. Each round the die says how many tiles each player draws; each player buys or discards that set, then sells words from their hand. A set costs, and a word earns, its pips squared. When the bag runs out, the player with the most money wins. BuyWord is played by {fewest} to {most} players: alone, it is a game of patience against the rules' yardstick.</source>
            <translation>Compra fichas de letras y vende palabras. En cada ronda el dado dice cuántas fichas saca cada jugador; cada uno compra o descarta ese lote y luego vende palabras de su mano. Lo que cuesta un lote, y lo que da una palabra, es el cuadrado de sus puntos. Cuando se acaba la bolsa, gana quien tenga más dinero. BuyWord se juega entre {fewest} y {most} jugadores: en solitario es un juego de paciencia contra la referencia de las reglas.</translation>
        </message>
    </context>
    <context>
        <name>BuyWordTable</name>
        <message>
            <source>The tiles on offer</source>
            <translation>Las fichas en venta</translation>
        </message>
        <message>
            <source>Click tiles of your hand, or type, to build a word</source>
            <translation>Pulsa fichas de tu mano, o escribe, para formar una palabra</translation>
        </message>
        <message>
            <source>The word you are building</source>
            <translation>La palabra que estás formando</translation>
        </message>
        <message>
            <source>The letter the wild tile stands for</source>
            <translation>La letra que representa el comodín</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Tu mano</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Registro</translation>
        </message>
        <message>
            <source>&amp;Roll the die  (Enter)</source>
            <translation>&amp;Tirar el dado  (Enter)</translation>
        </message>
        <message>
            <source>&amp;Buy the set  (B)</source>
            <translation>&amp;Comprar el lote  (B)</translation>
        </message>
        <message>
            <source>&amp;Discard the set  (D)</source>
            <translation>&amp;Descartar el lote  (D)</translation>
        </message>
        <message>
            <source>&amp;Sell the word  (Enter)</source>
            <translation>&amp;Vender la palabra  (Enter)</translation>
        </message>
        <message>
            <source>&amp;Clear the word  (Esc)</source>
            <translation>&amp;Borrar la palabra  (Esc)</translation>
        </message>
        <message>
            <source>D&amp;one selling  (Space)</source>
            <translation>De&amp;jar de vender  (Espacio)</translation>
        </message>
        <message>
            <source>Discard the &amp;marked tiles</source>
            <translation>Descartar las fichas &amp;marcadas</translation>
        </message>
        <message>
            <source>Taken back.</source>
            <translation>Deshecho.</translation>
        </message>
        <message>
            <source>Nothing to take back: only your own last actions can be, until something new is seen (the die, drawn tiles, a word's check) or another player acts.</source>
            <translation>No hay nada que deshacer: solo se pueden deshacer tus últimas acciones, mientras no se vea nada nuevo (el dado, fichas robadas, la comprobación de una palabra) ni actúe otro jugador.</translation>
        </message>
        <message>
            <source>Only you should look now. The other players' tiles stay hidden.</source>
            <translation>Ahora solo debes mirar tú. Las fichas de los demás jugadores siguen ocultas.</translation>
        </message>
        <message>
            <source>Only {name} should look now. The other players' tiles stay hidden.</source>
            <translation>Ahora solo debe mirar {name}. Las fichas de los demás jugadores siguen ocultas.</translation>
        </message>
        <message>
            <source>Show my tiles  (Enter)</source>
            <translation>Mostrar mis fichas  (Enter)</translation>
        </message>
        <message>
            <source>I am {name}: show my tiles  (Enter)</source>
            <translation>Soy {name}: mostrar mis fichas  (Enter)</translation>
        </message>
        <message>
            <source>{name} sold {word} for {price}</source>
            <translation>{name} vendió {word} por {price}</translation>
        </message>
        <message>
            <source>{owner}: {letters} and {wilds}; keep at most 8 letters after a round</source>
            <translation>{owner}: {letters} y {wilds}; quédate con 8 letras como mucho tras cada ronda</translation>
        </message>
        <message numerus="yes">
            <source>%n letter(s)</source>
            <translation>
                <numerusform>%n letra</numerusform>
                <numerusform>%n letras</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n wild tile(s)</source>
            <translation>
                <numerusform>%n comodín</numerusform>
                <numerusform>%n comodines</numerusform>
            </translation>
        </message>
        <message>
            <source>No tiles</source>
            <translation>Sin fichas</translation>
        </message>
        <message>
            <source>The hands are hidden until a person takes the device.</source>
            <translation>Las manos están ocultas hasta que una persona tome el dispositivo.</translation>
        </message>
        <message>
            <source>Players may challenge the words offered for sale.</source>
            <translation>Los jugadores pueden impugnar las palabras puestas a la venta.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partida ha terminado.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>No es tu turno.</translation>
        </message>
        <message>
            <source>That cannot be done now.</source>
            <translation>Eso no se puede hacer ahora.</translation>
        </message>
        <message>
            <source>Name a number from 2 to 5.</source>
            <translation>Di un número del 2 al 5.</translation>
        </message>
        <message>
            <source>Not enough money.</source>
            <translation>No hay dinero suficiente.</translation>
        </message>
        <message>
            <source>That tile is not on the display.</source>
            <translation>Esa ficha no está en la muestra.</translation>
        </message>
        <message>
            <source>A bid must be higher than the last one.</source>
            <translation>Una puja debe ser más alta que la anterior.</translation>
        </message>
        <message>
            <source>There is no such tile.</source>
            <translation>No existe esa ficha.</translation>
        </message>
        <message>
            <source>A tile is not in your hand.</source>
            <translation>Hay una ficha que no está en tu mano.</translation>
        </message>
        <message>
            <source>A tile is used twice.</source>
            <translation>Una ficha se usa dos veces.</translation>
        </message>
        <message>
            <source>The word is too short.</source>
            <translation>La palabra es demasiado corta.</translation>
        </message>
        <message>
            <source>A word may use only one wild tile.</source>
            <translation>Una palabra solo puede usar un comodín.</translation>
        </message>
        <message>
            <source>Choose the letter the wild tile stands for.</source>
            <translation>Elige la letra que representa el comodín.</translation>
        </message>
        <message>
            <source>The word uses no wild tile.</source>
            <translation>La palabra no usa ningún comodín.</translation>
        </message>
        <message>
            <source>A wild tile stands for one letter from A to Z.</source>
            <translation>Un comodín representa una letra de la A a la Z.</translation>
        </message>
        <message>
            <source>That is not a word of the game's word list.</source>
            <translation>Esa palabra no está en la lista de palabras de la partida.</translation>
        </message>
        <message>
            <source>That word does not fit the theme.</source>
            <translation>Esa palabra no encaja en el tema.</translation>
        </message>
        <message>
            <source>You cannot challenge your own word.</source>
            <translation>No puedes impugnar tu propia palabra.</translation>
        </message>
        <message>
            <source>Wild tiles do not count towards the limit.</source>
            <translation>Los comodines no cuentan para el límite.</translation>
        </message>
        <message>
            <source>Keep at most 8 letter tiles.</source>
            <translation>Quédate con 8 fichas de letra como mucho.</translation>
        </message>
        <message>
            <source>You offer {word} for sale: the others may challenge it.</source>
            <translation>Pones {word} a la venta: los demás pueden impugnarla.</translation>
        </message>
        <message>
            <source>{name} offers {word} for sale: the others may challenge it.</source>
            <translation>{name} pone {word} a la venta: los demás pueden impugnarla.</translation>
        </message>
        <message>
            <source>{name} is thinking...</source>
            <translation>{name} está pensando...</translation>
        </message>
        <message>
            <source>You are to play.</source>
            <translation>Te toca jugar.</translation>
        </message>
        <message>
            <source>{name} is to play.</source>
            <translation>Le toca jugar a {name}.</translation>
        </message>
        <message>
            <source>You hold the die: roll it (Enter).</source>
            <translation>Tienes el dado: tíralo (Enter).</translation>
        </message>
        <message>
            <source>CHOICE! How many tiles does each player draw? Press 2, 3, 4 or 5.</source>
            <translation>¡ELECCIÓN! ¿Cuántas fichas saca cada jugador? Pulsa 2, 3, 4 o 5.</translation>
        </message>
        <message>
            <source>Buy {tiles} for {price} (B or Enter), or discard them (D)?</source>
            <translation>¿Comprar {tiles} por {price} (B o Enter) o descartarlas (D)?</translation>
        </message>
        <message>
            <source>Take a tile from the display: click it or type its letter.</source>
            <translation>Toma una ficha de la muestra: púlsala o escribe su letra.</translation>
        </message>
        <message>
            <source>Bid for the set on offer (Enter), or pass (Space).</source>
            <translation>Puja por el lote en venta (Enter) o pasa (Espacio).</translation>
        </message>
        <message>
            <source>Highest bid {amount} by {name}: bid more (Enter) or pass (Space).</source>
            <translation>{name} lleva la puja más alta, {amount}: puja más (Enter) o pasa (Espacio).</translation>
        </message>
        <message>
            <source>Sell words: click or type tiles of your hand, then Sell (Enter). Done selling: Space.</source>
            <translation>Vende palabras: pulsa o escribe fichas de tu mano y luego Vender (Enter). Para dejar de vender: Espacio.</translation>
        </message>
        <message>
            <source>{name} {money}</source>
            <translation>{name} {money}</translation>
        </message>
        <message>
            <source>{money} is below the rules' yardstick of {low}-{high}.</source>
            <translation>{money} está por debajo de la referencia de las reglas, {low}-{high}.</translation>
        </message>
        <message>
            <source>{money} is within the rules' yardstick of {low}-{high}: a good game.</source>
            <translation>{money} está dentro de la referencia de las reglas, {low}-{high}: una buena partida.</translation>
        </message>
        <message>
            <source>{money} is above the rules' yardstick of {low}-{high}: a great game!</source>
            <translation>{money} está por encima de la referencia de las reglas, {low}-{high}: ¡una gran partida!</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Tú</translation>
        </message>
        <message>
            <source>{names} share the win!</source>
            <comment>the names include you</comment>
            <translation>¡Victoria compartida: {names}!</translation>
        </message>
        <message>
            <source>{names} share the win!</source>
            <translation>¡Victoria compartida: {names}!</translation>
        </message>
        <message>
            <source>Started with $200, spent {spent} on tiles, earned {earned}.</source>
            <translation>Empezó con $200, gastó {spent} en fichas y ganó {earned}.</translation>
        </message>
        <message>
            <source>Best sale</source>
            <translation>Mejor venta</translation>
        </message>
        <message>
            <source>{word} ({pips} pips) for {price}</source>
            <translation>{word} ({pips} puntos) por {price}</translation>
        </message>
        <message>
            <source>Words sold</source>
            <translation>Palabras vendidas</translation>
        </message>
        <message>
            <source>Yardstick</source>
            <translation>Referencia</translation>
        </message>
        <message>
            <source>You end with {money}.</source>
            <translation>Acabas con {money}.</translation>
        </message>
        <message>
            <source>Alone, the rules measure a game against $800-$1,000: their yardstick for the published tiles, whose letters and pips no source gives. This game's tiles are our own, derived from letter frequency, so the yardstick is a guide, not a promise.</source>
            <translation>En solitario, las reglas miden una partida con $800-$1,000: su referencia para las fichas publicadas, cuyas letras y puntos no da ninguna fuente. Las fichas de este juego son nuestras, derivadas de la frecuencia de las letras, así que la referencia es una orientación, no una promesa.</translation>
        </message>
        <message>
            <source>You win!</source>
            <translation>¡Ganas tú!</translation>
        </message>
        <message>
            <source>{name} wins!</source>
            <translation>¡Gana {name}!</translation>
        </message>
        <message>
            <source>The score is the money each player ends with.</source>
            <translation>La puntuación es el dinero con que acaba cada jugador.</translation>
        </message>
        <message>
            <source>rounds</source>
            <translation>rondas</translation>
        </message>
    </context>
    <context>
        <name>BuyWordTableWords</name>
        <message>
            <source>{name} offers {word}: challenge it (C) or accept it (Enter)?</source>
            <translation>{name} ofrece {word}: ¿impugnarla (C) o aceptarla (Enter)?</translation>
        </message>
        <message numerus="yes">
            <source>Keep at most 8 letters: mark %n tile(s) to discard, then press Enter.</source>
            <translation>
                <numerusform>Quédate con 8 letras como mucho: marca %n ficha para descartar y pulsa Enter.</numerusform>
                <numerusform>Quédate con 8 letras como mucho: marca %n fichas para descartar y pulsa Enter.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} - %n tile(s) in the bag - {purse}</source>
            <translation>
                <numerusform>Ronda {round} - %n ficha en la bolsa - {purse}</numerusform>
                <numerusform>Ronda {round} - %n fichas en la bolsa - {purse}</numerusform>
            </translation>
        </message>
        <message>
            <source>Personal best alone</source>
            <translation>Récord personal en solitario</translation>
        </message>
        <message>
            <source>Your first game alone: {money} to beat next time.</source>
            <translation>Tu primera partida en solitario: {money}, a superar la próxima vez.</translation>
        </message>
        <message>
            <source>{money}: a new personal best!</source>
            <translation>{money}: ¡nuevo récord personal!</translation>
        </message>
        <message numerus="yes">
            <source>{money}, over %n game(s) alone.</source>
            <translation>
                <numerusform>{money}, en %n partida en solitario.</numerusform>
                <numerusform>{money}, en %n partidas en solitario.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>after %n round(s) alone</source>
            <translation>
                <numerusform>tras %n ronda en solitario</numerusform>
                <numerusform>tras %n rondas en solitario</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>with the most money, after %n round(s)</source>
            <translation>
                <numerusform>con más dinero, tras %n ronda</numerusform>
                <numerusform>con más dinero, tras %n rondas</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CardStrip</name>
        <message>
            <source>no cards</source>
            <translation>sin cartas</translation>
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <source>vowel</source>
            <comment>spoken after a card's letter</comment>
            <translation>vocal</translation>
        </message>
        <message>
            <source>consonant</source>
            <comment>spoken after a card's letter</comment>
            <translation>consonante</translation>
        </message>
        <message>
            <source>marked to discard</source>
            <translation>marcada para descartar</translation>
        </message>
        <message>
            <source>its patent is owned: it pays a royalty</source>
            <translation>su patente tiene dueño: paga regalía</translation>
        </message>
        <message>
            <source>A card, face down</source>
            <translation>Una carta boca abajo</translation>
        </message>
        <message>
            <source>The S added by your Z patent (no card)</source>
            <translation>La S que añade tu patente Z (sin carta)</translation>
        </message>
        <message>
            <source>{letter} - the X copy of a card in this play - counts as a vowel</source>
            <translation>{letter} - la copia X de una carta de esta jugada - cuenta como vocal</translation>
        </message>
        <message>
            <source>{letter} - the X copy of a card in this play - counts as a consonant</source>
            <translation>{letter} - la copia X de una carta de esta jugada - cuenta como consonante</translation>
        </message>
        <message>
            <source>{letter} - counts as a vowel</source>
            <translation>{letter} - cuenta como vocal</translation>
        </message>
        <message>
            <source>{letter} - counts as a consonant</source>
            <translation>{letter} - cuenta como consonante</translation>
        </message>
        <message>
            <source>{letter} - the X copy of a card in this play</source>
            <translation>{letter} - la copia X de una carta de esta jugada</translation>
        </message>
        <message>
            <source>vowel</source>
            <comment>a Y's badge on a card</comment>
            <translation>vocal</translation>
        </message>
        <message>
            <source>cons.</source>
            <comment>a Y's badge on a card</comment>
            <translation>cons.</translation>
        </message>
        <message>
            <source>copy (X)</source>
            <translation>copia (X)</translation>
        </message>
        <message>
            <source>DISCARD</source>
            <translation>DESCARTE</translation>
        </message>
    </context>
    <context>
        <name>ChallengeBar</name>
        <message>
            <source>Accept  (Enter)</source>
            <translation>Aceptar  (Enter)</translation>
        </message>
        <message>
            <source>The word stands; the game goes on</source>
            <translation>La palabra vale; la partida sigue</translation>
        </message>
        <message>
            <source>Seconds until the word is accepted by itself</source>
            <translation>Segundos hasta que la palabra se acepte sola</translation>
        </message>
        <message>
            <source>Always accept computers' words</source>
            <translation>Aceptar siempre las palabras de la máquina</translation>
        </message>
        <message>
            <source>Settings &gt; Accept computer players' words turns this off again</source>
            <translation>Ajustes &gt; Aceptar las palabras de la máquina lo vuelve a desactivar</translation>
        </message>
        <message>
            <source>Challenge  (C)</source>
            <translation>Impugnar  (C)</translation>
        </message>
        <message>
            <source>You challenge</source>
            <translation>Impugnas</translation>
        </message>
        <message>
            <source>{name} challenges</source>
            <translation>{name} impugna</translation>
        </message>
        <message>
            <source>Say the word is not in the word list</source>
            <translation>Decir que la palabra no está en la lista de palabras</translation>
        </message>
        <message>
            <source>Everyone accepts  (Enter)</source>
            <translation>Todos aceptan  (Enter)</translation>
        </message>
    </context>
    <context>
        <name>ChoiceCoach</name>
        <message>
            <source>worth {value}</source>
            <translation>vale {value}</translation>
        </message>
        <message>
            <source>equity {value}</source>
            <translation>valor {value}</translation>
        </message>
        <message>
            <source>{rank}. {play}: {value}</source>
            <translation>{rank}. {play}: {value}</translation>
        </message>
        <message>
            <source>; keeps {tiles}</source>
            <translation>; se queda con {tiles}</translation>
        </message>
        <message>
            <source>{name}, your best plays last turn were</source>
            <translation>{name}, tus mejores jugadas del último turno eran</translation>
        </message>
        <message>
            <source>Your best plays were</source>
            <translation>Tus mejores jugadas eran</translation>
        </message>
        <message>
            <source>You played {play}: {value}.</source>
            <translation>Jugaste {play}: {value}.</translation>
        </message>
        <message>
            <source>That was the best play.</source>
            <translation>Esa era la mejor jugada.</translation>
        </message>
        <message>
            <source>Money given up against the best: {value}.</source>
            <translation>Dinero perdido frente a la mejor: {value}.</translation>
        </message>
        <message>
            <source>Equity given up against the best: {value}.</source>
            <translation>Valor perdido frente a la mejor: {value}.</translation>
        </message>
        <message>
            <source>Lay this word out on the word row, to look at (it is not sold)</source>
            <translation>Poner esta palabra en la fila de la palabra, para verla (no se vende)</translation>
        </message>
        <message>
            <source>Lay this play out on the board, to look at (it is not played)</source>
            <translation>Poner esta jugada en el tablero, para verla (no se juega)</translation>
        </message>
    </context>
    <context>
        <name>ChoiceReviewFiller</name>
        <message>
            <source>Round</source>
            <translation>Ronda</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>Turno</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Jugada</translation>
        </message>
        <message>
            <source>Expert's choice</source>
            <translation>Experto</translation>
        </message>
        <message>
            <source>Given up</source>
            <translation>Perdido</translation>
        </message>
        <message>
            <source>Money given up against the expert's choice</source>
            <translation>Dinero perdido frente a la elección del experto</translation>
        </message>
        <message>
            <source>Equity given up against the expert's choice</source>
            <translation>Valor perdido frente a la elección del experto</translation>
        </message>
        <message>
            <source>Money given up over the game</source>
            <translation>Dinero perdido en toda la partida</translation>
        </message>
        <message>
            <source>Equity given up over the game</source>
            <translation>Valor perdido en toda la partida</translation>
        </message>
        <message>
            <source>{where} {word} for {points}</source>
            <translation>{where} {word} por {points}</translation>
        </message>
        <message>
            <source>{play}, withdrawn</source>
            <translation>{play}, retirada</translation>
        </message>
        <message>
            <source>exchange {tiles}</source>
            <translation>cambiar {tiles}</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>pasar</translation>
        </message>
        <message>
            <source>buy {tiles} for ${cost}</source>
            <translation>comprar {tiles} por ${cost}</translation>
        </message>
        <message>
            <source>decline {tiles}</source>
            <translation>descartar {tiles}</translation>
        </message>
        <message>
            <source>sell {word}: refused</source>
            <translation>vender {word}: rechazada</translation>
        </message>
        <message>
            <source>sell {word} for ${price}</source>
            <translation>vender {word} por ${price}</translation>
        </message>
        <message>
            <source>stop selling</source>
            <translation>dejar de vender</translation>
        </message>
        <message>
            <source>discard {tiles}</source>
            <translation>descartar {tiles}</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>partida terminada</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>partida sin terminar</translation>
        </message>
        <message numerus="yes">
            <source>%n decision(s) reviewed ({state}): buying, selling and discarding. Values are the expert's money: dollars now and what the hand kept is worth. Click a row for the best options; click a word for its meanings.</source>
            <translation>
                <numerusform>%n decisión analizada ({state}): comprar, vender y descartar. Los valores son el dinero según el experto: dólares ahora y lo que vale la mano que se guarda. Pulsa una fila para ver las mejores opciones; pulsa una palabra para ver sus significados.</numerusform>
                <numerusform>%n decisiones analizadas ({state}): comprar, vender y descartar. Los valores son el dinero según el experto: dólares ahora y lo que vale la mano que se guarda. Pulsa una fila para ver las mejores opciones; pulsa una palabra para ver sus significados.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) reviewed ({state}). Values are the expert's equity: points now and what the tiles kept are worth. Click a turn for the best options; click a word for its meanings.</source>
            <translation>
                <numerusform>%n turno analizado ({state}). Los valores son los del experto: puntos ahora y lo que valen las fichas que se guardan. Pulsa un turno para ver las mejores opciones; pulsa una palabra para ver sus significados.</numerusform>
                <numerusform>%n turnos analizados ({state}). Los valores son los del experto: puntos ahora y lo que valen las fichas que se guardan. Pulsa un turno para ver las mejores opciones; pulsa una palabra para ver sus significados.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) of the file name no rack and are not reviewed.</source>
            <translation>
                <numerusform>%n turno del archivo no indica el atril y no se analiza.</numerusform>
                <numerusform>%n turnos del archivo no indican el atril y no se analizan.</numerusform>
            </translation>
        </message>
        <message>
            <source>Round {turn}</source>
            <translation>Ronda {turn}</translation>
        </message>
        <message>
            <source>Turn {turn}</source>
            <translation>Turno {turn}</translation>
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
            <translation>; se queda con {tiles}</translation>
        </message>
        <message>
            <source>Nothing was given up: every choice was the expert's.</source>
            <translation>No se perdió nada: todas las elecciones fueron las del experto.</translation>
        </message>
        <message>
            <source>{rank}. {when}, {name}: {played}; the expert's choice {best}; {value} given up.</source>
            <translation>{rank}. {when}, {name}: {played}; la elección del experto: {best}; {value} perdidos.</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>The patent game. With no subcommand, starts the desktop app.</source>
            <translation>El juego de las patentes. Sin subcomando, abre la aplicación de escritorio.</translation>
        </message>
        <message>
            <source>show the version and exit</source>
            <translation>mostrar la versión y salir</translation>
        </message>
        <message>
            <source>speak this language for this run (default: Settings &gt; Language, else the system's)</source>
            <translation>usar este idioma en esta ejecución (por defecto: Ajustes &gt; Idioma o, si no, el del sistema)</translation>
        </message>
        <message>
            <source>DIR</source>
            <translation>CARPETA</translation>
        </message>
        <message>
            <source>keep saves, settings and statistics in DIR instead of the user's folders</source>
            <translation>guardar partidas, ajustes y estadísticas en CARPETA en lugar de en las carpetas del usuario</translation>
        </message>
        <message>
            <source>continue the unfinished game without asking (Settings &gt; Language &gt; Restart now starts the game again this way)</source>
            <translation>continuar la partida sin terminar sin preguntar (Ajustes &gt; Idioma &gt; Reiniciar ahora vuelve a abrir el juego así)</translation>
        </message>
        <message>
            <source>PATH</source>
            <translation>RUTA</translation>
        </message>
        <message>
            <source>start a game against two computer players, save a 1280x800 screenshot, exit</source>
            <translation>empezar una partida contra dos jugadores de la máquina, guardar una captura de 1280x800 y salir</translation>
        </message>
        <message>
            <source>seed of the game started by --screenshot</source>
            <translation>número de reparto de la partida que empieza --screenshot</translation>
        </message>
        <message>
            <source>check word lists, a headless AI game and the main window; exit 0 if all work</source>
            <translation>comprobar las listas de palabras, una partida de la máquina sin pantalla y la ventana principal; sale con 0 si todo funciona</translation>
        </message>
        <message>
            <source>start as usual, print 'drawn' once the table is first drawn, then quit (benchmarks/startup.py times this)</source>
            <translation>arrancar como siempre, escribir 'drawn' en cuanto se dibuja la mesa por primera vez y salir (benchmarks/startup.py lo cronometra)</translation>
        </message>
        <message>
            <source>COMMAND</source>
            <translation>COMANDO</translation>
        </message>
        <message>
            <source>commands</source>
            <translation>comandos</translation>
        </message>
        <message>
            <source>list the legal moves of a board game position, best first, with scores</source>
            <translation>listar las jugadas legales de una posición de un juego de tablero, la mejor primero, con sus puntos</translation>
        </message>
        <message>
            <source>List every legal placement of a rack in a board game position (from a GCG file or a board record), best first, with its score and equity. The position is the one before move line N of a GCG file (--gcg FILE --turn N) or after the first N moves of a board record (--record FILE --until N).</source>
            <translation>Lista todas las colocaciones legales de un atril en una posición de un juego de tablero (de un archivo GCG o de un registro de tablero), la mejor primero, con sus puntos y su valor. La posición es la anterior a la línea de jugada N de un archivo GCG (--gcg FILE --turn N) o la posterior a las N primeras jugadas de un registro de tablero (--record FILE --until N).</translation>
        </message>
        <message>
            <source>the rule set</source>
            <translation>el reglamento</translation>
        </message>
        <message>
            <source>a GCG file (English rule sets); needs --turn N</source>
            <translation>un archivo GCG (reglamentos en inglés); necesita --turn N</translation>
        </message>
        <message>
            <source>a board record (.patentgame, JSON); needs --until N</source>
            <translation>un registro de tablero (.patentgame, JSON); necesita --until N</translation>
        </message>
        <message>
            <source>with --gcg, required: the position before move line N</source>
            <translation>con --gcg, obligatorio: la posición antes de la línea de jugada N</translation>
        </message>
        <message>
            <source>with --record, required: the position after the first N moves</source>
            <translation>con --record, obligatorio: la posición tras las N primeras jugadas</translation>
        </message>
        <message>
            <source>the rack to use (? a blank)</source>
            <translation>el atril que se usa (? es un comodín)</translation>
        </message>
        <message>
            <source>moves shown (0: all)</source>
            <translation>jugadas mostradas (0: todas)</translation>
        </message>
        <message>
            <source>order (default: score)</source>
            <translation>orden (por defecto: puntos)</translation>
        </message>
        <message>
            <source>print one JSON object</source>
            <translation>escribir un objeto JSON</translation>
        </message>
        <message>
            <source>unknown rule set {name}; known: {known}</source>
            <translation>reglamento desconocido {name}; conocidos: {known}</translation>
        </message>
        <message>
            <source>--limit must be 0 (all) or more</source>
            <translation>--limit debe ser 0 (todas) o más</translation>
        </message>
        <message>
            <source>--gcg needs --turn N: the position before the file's move line N</source>
            <translation>--gcg necesita --turn N: la posición antes de la línea de jugada N del archivo</translation>
        </message>
        <message>
            <source>--until goes with --record; with --gcg, give --turn N</source>
            <translation>--until va con --record; con --gcg, indica --turn N</translation>
        </message>
        <message>
            <source>--record needs --until N: the position after the first N moves (0: before the first)</source>
            <translation>--record necesita --until N: la posición tras las N primeras jugadas (0: antes de la primera)</translation>
        </message>
        <message>
            <source>--turn goes with --gcg; with --record, give --until N</source>
            <translation>--turn va con --gcg; con --record, indica --until N</translation>
        </message>
        <message>
            <source>GCG files are read for the English rule sets only</source>
            <translation>los archivos GCG solo se leen para los reglamentos en inglés</translation>
        </message>
        <message>
            <source>{path}: not a GCG file</source>
            <translation>{path}: no es un archivo GCG</translation>
        </message>
        <message>
            <source>the file {file} has no moves</source>
            <translation>el archivo {file} no tiene jugadas</translation>
        </message>
        <message>
            <source>--turn must be 1 to {count}: the file has {count} move lines</source>
            <translation>--turn debe ir de 1 a {count}: el archivo tiene {count} líneas de jugada</translation>
        </message>
        <message>
            <source>{path} before move line {turn}</source>
            <translation>{path} antes de la línea de jugada {turn}</translation>
        </message>
        <message>
            <source>{path} is a game of {game}, not {asked}</source>
            <translation>{path} es una partida de {game}, no de {asked}</translation>
        </message>
        <message>
            <source>--until must be 0 or more</source>
            <translation>--until debe ser 0 o más</translation>
        </message>
        <message>
            <source>{path} after {count} moves</source>
            <translation>{path} tras {count} jugadas</translation>
        </message>
        <message>
            <source>the rack {rack} holds a letter that is not a tile of this game</source>
            <translation>el atril {rack} tiene una letra que no es una ficha de este juego</translation>
        </message>
        <message>
            <source>the rack is empty</source>
            <translation>el atril está vacío</translation>
        </message>
        <message>
            <source>a rack holds at most {most} tiles, not {count}</source>
            <translation>un atril tiene como mucho {most} fichas, no {count}</translation>
        </message>
        <message>
            <source>only {count} {tile} tile(s) are left off the board</source>
            <translation>fichas {tile} que quedan fuera del tablero: solo {count}</translation>
        </message>
        <message>
            <source>best score first</source>
            <translation>más puntos primero</translation>
        </message>
        <message>
            <source>best equity first</source>
            <translation>más valor primero</translation>
        </message>
        <message>
            <source>{game}: {where}, seat {seat} to play, rack {rack}: {count} legal placements ({order})</source>
            <translation>{game}: {where}, juega el asiento {seat}, atril {rack}: colocaciones legales: {count} ({order})</translation>
        </message>
        <message>
            <source>equity</source>
            <translation>valor</translation>
        </message>
        <message>
            <source>keeps</source>
            <translation>conserva</translation>
        </message>
        <message>
            <source>--rules is not valid JSON; give BuyWord's options as a JSON object, e.g. {example}</source>
            <translation>--rules no es JSON válido; indica las opciones de BuyWord como un objeto JSON, p. ej. {example}</translation>
        </message>
        <message>
            <source>print the meanings of a word</source>
            <translation>escribir los significados de una palabra</translation>
        </message>
        <message>
            <source>Print the meanings of WORD, up to three per part of speech, from WordNet 3.0 (Princeton University). An inflected word is resolved to its base word (WALKED: WALK), and the base is named. Exit status 0 when a meaning is found, 1 when none is, 2 for bad input, 3 when the definitions file cannot be read.</source>
            <translation>Escribe los significados de WORD (en inglés), hasta tres por categoría gramatical, de WordNet 3.0 (Princeton University). Una palabra flexionada se lleva a su forma base (WALKED: WALK), y se nombra la base. Código de salida 0 si se encuentra un significado, 1 si no, 2 si la entrada es incorrecta, 3 si no se puede leer el archivo de definiciones.</translation>
        </message>
        <message>
            <source>the word, e.g. WALKED</source>
            <translation>la palabra, p. ej. WALKED</translation>
        </message>
        <message>
            <source>the word list whose language WORD is in (default English): a Russian list (Russian Wiktionary) or the Spanish list (English glosses from FreeDict)</source>
            <translation>la lista de palabras en cuyo idioma está WORD (por defecto, inglés): una lista rusa (Wikcionario ruso) o la lista española (glosas en inglés de FreeDict)</translation>
        </message>
        <message>
            <source>noun</source>
            <translation>sustantivo</translation>
        </message>
        <message>
            <source>verb</source>
            <translation>verbo</translation>
        </message>
        <message>
            <source>adjective</source>
            <translation>adjetivo</translation>
        </message>
        <message>
            <source>adverb</source>
            <translation>adverbio</translation>
        </message>
        <message>
            <source>from WordNet's irregular forms</source>
            <translation>de las formas irregulares de WordNet</translation>
        </message>
        <message>
            <source>by rule</source>
            <translation>por regla</translation>
        </message>
        <message>
            <source>plural of</source>
            <translation>plural de</translation>
        </message>
        <message>
            <source>-s form of</source>
            <translation>forma en -s de</translation>
        </message>
        <message>
            <source>past tense or past participle of</source>
            <translation>pasado o participio de</translation>
        </message>
        <message>
            <source>-ing form of</source>
            <translation>forma en -ing de</translation>
        </message>
        <message>
            <source>comparative of</source>
            <translation>comparativo de</translation>
        </message>
        <message>
            <source>superlative of</source>
            <translation>superlativo de</translation>
        </message>
        <message>
            <source>a form of</source>
            <translation>una forma de</translation>
        </message>
        <message>
            <source>{word}: also {relation} {base} ({how})</source>
            <translation>{word}: también {relation} {base} ({how})</translation>
        </message>
        <message>
            <source>{word}: {relation} {base} ({how})</source>
            <translation>{word}: {relation} {base} ({how})</translation>
        </message>
        <message>
            <source>{word}: also a form of {base}</source>
            <translation>{word}: también una forma de {base}</translation>
        </message>
        <message>
            <source>{word}: a form of {base}</source>
            <translation>{word}: una forma de {base}</translation>
        </message>
        <message>
            <source>in English:</source>
            <translation>en inglés:</translation>
        </message>
        <message>
            <source>WORD is empty: give a word</source>
            <translation>WORD está vacío: indica una palabra</translation>
        </message>
        <message>
            <source>no meaning known for {word}</source>
            <translation>no se conoce ningún significado de {word}</translation>
        </message>
        <message>
            <source>The game has no offline source of word meanings for the language '{language}'.</source>
            <translation>El juego no tiene una fuente sin conexión de significados para el idioma “{language}”.</translation>
        </message>
        <message>
            <source>apply a game record and print the resulting state as JSON</source>
            <translation>aplicar un registro de partida y escribir el estado resultante como JSON</translation>
        </message>
        <message>
            <source>Apply every action of a game record with full validation and print the summary of the resulting state as one JSON object. Exit status 2 and one line on stderr for a record that is not valid.</source>
            <translation>Aplica cada acción de un registro de partida con validación completa y escribe el resumen del estado resultante como un objeto JSON. Código de salida 2 y una línea en stderr si el registro no es válido.</translation>
        </message>
        <message>
            <source>the game record to replay</source>
            <translation>el registro de partida que se reproduce</translation>
        </message>
        <message>
            <source>apply only the first N actions</source>
            <translation>aplicar solo las N primeras acciones</translation>
        </message>
        <message>
            <source>print JSON (always so; for an imported game such as GCG: players and one move per line)</source>
            <translation>escribir JSON (siempre es así; para una partida importada como GCG: jugadores y una jugada por línea)</translation>
        </message>
        <message>
            <source>play seeded games between computer players and report their strength</source>
            <translation>jugar partidas con número de reparto entre jugadores de la máquina e informar de su fuerza</translation>
        </message>
        <message>
            <source>Play N seeded games between computer players, rotating seats and the start player so that every player plays every seat equally, and report wins, ties, mean scores, money and stock per turn, and decision times per player id.</source>
            <translation>Juega N partidas con número de reparto entre jugadores de la máquina, rotando asientos y jugador inicial para que cada jugador ocupe cada asiento por igual, e informa de victorias, empates, puntuaciones medias, dinero y acciones por turno, y tiempos de decisión por id de jugador.</translation>
        </message>
        <message>
            <source>a game family or rule set: {games} (default: {default})</source>
            <translation>una familia de juegos o un reglamento: {games} (por defecto: {default})</translation>
        </message>
        <message>
            <source>computer players, as many as the game seats, by id or by the name the app shows (e.g. ai:expert,ai:greedy or Tycoon,Sam); the ids: {ids}</source>
            <translation>jugadores de la máquina, tantos como asientos tenga la partida, por id o por el nombre que muestra la aplicación (p. ej. ai:expert,ai:greedy o Tycoon,Sam); los id: {ids}</translation>
        </message>
        <message>
            <source>games to play (at most {count})</source>
            <translation>partidas que jugar (como mucho {count})</translation>
        </message>
        <message>
            <source>seed of the first deal</source>
            <translation>número de reparto del primer reparto</translation>
        </message>
        <message>
            <source>processes to use (default and most: every core, and no more than the games)</source>
            <translation>procesos que usar (por defecto y como máximo: todos los núcleos, y no más que partidas)</translation>
        </message>
        <message>
            <source>save every game as a record in DIR (replayable)</source>
            <translation>guardar cada partida como registro en la carpeta DIR (se puede reproducir)</translation>
        </message>
        <message>
            <source>the patent game: how words are checked (default: manual)</source>
            <translation>el juego de las patentes: cómo se comprueban las palabras (por defecto: manual)</translation>
        </message>
        <message>
            <source>the patent game: how doublers stack (default: multiply)</source>
            <translation>el juego de las patentes: cómo se acumulan los duplicadores (por defecto: multiply, multiplicar)</translation>
        </message>
        <message>
            <source>the patent game and BuyWord: word list id (default: en-enable; a board rule set names its own)</source>
            <translation>el juego de las patentes y BuyWord: id de la lista de palabras (por defecto: en-enable; un reglamento de tablero indica la suya)</translation>
        </message>
        <message>
            <source>BuyWord: its options as its records write them, e.g. {example}</source>
            <translation>BuyWord: sus opciones tal como las escriben sus registros, p. ej. {example}</translation>
        </message>
        <message>
            <source>time each decision may take, as in the app (default: none, so games replay)</source>
            <translation>tiempo que puede tardar cada decisión, como en la aplicación (por defecto: ninguno, para que las partidas se puedan reproducir)</translation>
        </message>
        <message>
            <source>no progress bar</source>
            <translation>sin barra de progreso</translation>
        </message>
        <message>
            <source>not a number of seconds: {text}</source>
            <translation>no es un número de segundos: {text}</translation>
        </message>
        <message>
            <source>must be more than 0 and at most 600 seconds</source>
            <translation>debe ser más de 0 y como mucho 600 segundos</translation>
        </message>
        <message>
            <source>list the playable words of a hand and pool</source>
            <translation>listar las palabras que se pueden jugar con una mano y las cartas comunes</translation>
        </message>
        <message>
            <source>Print every word of 3 to 12 letters that LETTERS (the hand) and the pool can spell, using at least one hand letter, longest first, with its money and stock (a word with a Q is doubled; other doublers depend on patents and are not counted).</source>
            <translation>Escribe cada palabra de 3 a 12 letras que se puede formar con LETTERS (la mano) y las cartas comunes, usando al menos una letra de la mano, la más larga primero, con su dinero y sus acciones (una palabra con Q se duplica; los demás duplicadores dependen de las patentes y no se cuentan).</translation>
        </message>
        <message>
            <source>the hand, e.g. QATRSEI</source>
            <translation>la mano, p. ej. QATRSEI</translation>
        </message>
        <message>
            <source>the pool, e.g. NOL</source>
            <translation>las cartas comunes, p. ej. NOL</translation>
        </message>
        <message>
            <source>the X power: use one letter twice</source>
            <translation>el poder de la X: usar una letra dos veces</translation>
        </message>
        <message>
            <source>the Z power: add an S after the last letter</source>
            <translation>el poder de la Z: añadir una S tras la última letra</translation>
        </message>
        <message>
            <source>say whether a word is valid</source>
            <translation>decir si una palabra es válida</translation>
        </message>
        <message>
            <source>Say whether WORD may be played: found in the word list and 3 to 12 letters long. Exit status 0 when it may, 1 when it may not, 2 for bad input.</source>
            <translation>Dice si WORD se puede jugar: si está en la lista de palabras y tiene de 3 a 12 letras. Código de salida 0 si se puede, 1 si no, 2 si la entrada es incorrecta.</translation>
        </message>
        <message>
            <source>the word to check</source>
            <translation>la palabra que se comprueba</translation>
        </message>
        <message>
            <source>the game whose rules and terms to use: {games} (default {default}); a board rule set or BuyWord uses its own word list unless --list names one</source>
            <translation>el juego cuyas reglas y términos se usan: {games} (por defecto {default}); un reglamento de tablero o BuyWord usa su propia lista de palabras salvo que --list indique una</translation>
        </message>
        <message>
            <source>the word list: {ids}, or the id of an imported list (default {default})</source>
            <translation>la lista de palabras: {ids}, o el id de una lista importada (por defecto {default})</translation>
        </message>
        <message>
            <source>no playable word in {list}</source>
            <translation>ninguna palabra jugable en {list}</translation>
        </message>
        <message>
            <source>word</source>
            <translation>palabra</translation>
        </message>
        <message>
            <source>letters</source>
            <translation>letras</translation>
        </message>
        <message>
            <source>money</source>
            <translation>dinero</translation>
        </message>
        <message>
            <source>stock</source>
            <translation>acciones</translation>
        </message>
        <message numerus="yes">
            <source>%n word(s) in {list}</source>
            <translation>
                <numerusform>%n palabra en {list}</numerusform>
                <numerusform>%n palabras en {list}</numerusform>
            </translation>
        </message>
        <message>
            <source>{word} is not in {list}</source>
            <translation>{word} no está en {list}</translation>
        </message>
        <message>
            <source>{word} is in {list}, but a word needs {low} to {high} letters</source>
            <translation>{word} está en {list}, pero una palabra necesita de {low} a {high} letras</translation>
        </message>
        <message numerus="yes">
            <source>{word} is valid in {list}: ${money} and %n stock (doubled by the Q)</source>
            <translation>
                <numerusform>{word} es válida en {list}: ${money} y %n acción (duplicado por la Q)</numerusform>
                <numerusform>{word} es válida en {list}: ${money} y %n acciones (duplicado por la Q)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{word} is valid in {list}: ${money} and %n stock</source>
            <translation>
                <numerusform>{word} es válida en {list}: ${money} y %n acción</numerusform>
                <numerusform>{word} es válida en {list}: ${money} y %n acciones</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{word} is valid in {list}: %n pip(s), it sells for ${price} in BuyWord</source>
            <translation>
                <numerusform>{word} es válida en {list}: %n punto, se vende por ${price} en BuyWord</numerusform>
                <numerusform>{word} es válida en {list}: %n puntos, se vende por ${price} en BuyWord</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{word} is valid in {game} ({list}): %n point(s) before premium squares</source>
            <translation>
                <numerusform>{word} es válida en {game} ({list}): %n punto antes de las casillas de premio</numerusform>
                <numerusform>{word} es válida en {game} ({list}): %n puntos antes de las casillas de premio</numerusform>
            </translation>
        </message>
        <message>
            <source>(the list writes it {word})</source>
            <translation>(la lista la escribe {word})</translation>
        </message>
        <message>
            <source>review a game: each turn beside the expert's choice</source>
            <translation>analizar una partida: cada turno junto a la elección del experto</translation>
        </message>
        <message>
            <source>Review a finished or saved game of any family (a record, a saved game, or a .gcg file of an English board game): each turn's play beside the expert's choice from the same position (with what the player could see, never another player's tiles or the bag's order), the value given up, the value given up over the game and the three biggest turns missed. Values are the expert's: in the patent game dollars of final score more than passing, in the board games equity (points now and the worth of the tiles kept), in BuyWord money (dollars now and the worth of the hand kept). Exit status 2 and one line on stderr for a file that is not a valid record.</source>
            <translation>Analiza una partida terminada o guardada de cualquier juego (un registro, una partida guardada o un archivo .gcg de un juego de tablero en inglés): la jugada de cada turno junto a la elección del experto desde la misma posición (con lo que el jugador podía ver, nunca las fichas de otro jugador ni el orden de la bolsa), el valor perdido, el valor perdido en toda la partida y los tres turnos más desaprovechados. Los valores son los del experto: en el juego de las patentes, dólares de puntuación final por encima de pasar; en los juegos de tablero, el valor de la jugada (puntos ahora y lo que valen las fichas que se guardan); en BuyWord, dinero (dólares ahora y lo que vale la mano que se guarda). Código de salida 2 y una línea en stderr para un archivo que no es un registro válido.</translation>
        </message>
        <message>
            <source>the game record, saved game or GCG file</source>
            <translation>el registro de la partida, la partida guardada o el archivo GCG</translation>
        </message>
        <message>
            <source>{play} (withdrawn)</source>
            <translation>{play} (retirada)</translation>
        </message>
        <message>
            <source>exchange {tiles}</source>
            <translation>cambiar {tiles}</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>pasar</translation>
        </message>
        <message>
            <source>buy {tiles} for ${cost}</source>
            <translation>comprar {tiles} por ${cost}</translation>
        </message>
        <message>
            <source>decline {tiles}</source>
            <translation>descartar {tiles}</translation>
        </message>
        <message>
            <source>sell {word}: refused</source>
            <translation>vender {word}: rechazada</translation>
        </message>
        <message>
            <source>sell {word} for ${price}</source>
            <translation>vender {word} por ${price}</translation>
        </message>
        <message>
            <source>stop selling</source>
            <translation>dejar de vender</translation>
        </message>
        <message>
            <source>discard {tiles}</source>
            <translation>descartar {tiles}</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>partida terminada</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>partida sin terminar</translation>
        </message>
        <message>
            <source>Values are the expert's equity: points now and the worth of the tiles kept.</source>
            <translation>Los valores son los del experto: puntos ahora y lo que valen las fichas que se guardan.</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>Turno</translation>
        </message>
        <message>
            <source>Values are the expert's money: dollars now and the worth of the hand kept.</source>
            <translation>Los valores son el dinero según el experto: dólares ahora y lo que vale la mano que se guarda.</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Ronda</translation>
        </message>
        <message>
            <source>Review of {players} ({state}, {count} turns reviewed)</source>
            <translation>Análisis de {players} ({state}, turnos analizados: {count})</translation>
        </message>
        <message>
            <source>{count} turns without their rack in the file are not reviewed.</source>
            <translation>Turnos sin atril en el archivo, no analizados: {count}.</translation>
        </message>
        <message>
            <source>Given up over the game</source>
            <translation>Perdido en toda la partida</translation>
        </message>
        <message>
            <source>{name}: {value} in {count} turns (the best found in {found})</source>
            <translation>{name}: {value} en {count} turnos (la mejor encontrada en {found})</translation>
        </message>
        <message>
            <source>Biggest turns missed</source>
            <translation>Turnos más desaprovechados</translation>
        </message>
        <message>
            <source>none: every choice was as good as the expert's</source>
            <translation>ninguno: todas las elecciones fueron tan buenas como las del experto</translation>
        </message>
        <message>
            <source>turn {turn}, {name}: played {played}; the expert's choice {best}; {value} given up</source>
            <translation>turno {turn}, {name}: jugó {played}; la elección del experto: {best}; {value} perdidos</translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message>
            <source>pass</source>
            <translation>pasar</translation>
        </message>
        <message>
            <source>${money}</source>
            <translation>${money}</translation>
        </message>
        <message>
            <source>worth about {value}</source>
            <translation>vale unos {value}</translation>
        </message>
        <message>
            <source>{words} (refused)</source>
            <translation>{words} (rechazada)</translation>
        </message>
        <message>
            <source>earned {earnings}, {worth}</source>
            <translation>ganó {earnings}, {worth}</translation>
        </message>
        <message>
            <source>earns {earnings}, {worth}</source>
            <translation>gana {earnings}, {worth}</translation>
        </message>
        <message>
            <source>refused: the turn cost a card, {worth}</source>
            <translation>rechazada: el turno costó una carta, {worth}</translation>
        </message>
        <message>
            <source>No word can be laid out: discarding keeps the best cards for later.</source>
            <translation>No se puede formar ninguna palabra: al descartar te quedas las mejores cartas para después.</translation>
        </message>
        <message>
            <source>Earns {earnings}.</source>
            <translation>Gana {earnings}.</translation>
        </message>
        <message>
            <source>Doubled by {letters}.</source>
            <translation>Duplicado por {letters}.</translation>
        </message>
        <message>
            <source>Uses your powers: {letters}.</source>
            <translation>Usa tus poderes: {letters}.</translation>
        </message>
        <message>
            <source>${dollars} to {name} ({letter})</source>
            <translation>${dollars} a {name} ({letter})</translation>
        </message>
        <message>
            <source>Hands out royalties: {paid}.</source>
            <translation>Reparte regalías: {paid}.</translation>
        </message>
        <message>
            <source>Hands out no royalties.</source>
            <translation>No reparte regalías.</translation>
        </message>
        <message>
            <source>Then you can buy {letter} (${cost}), worth about {worth} beyond its price.</source>
            <translation>Después puedes comprar la {letter} (${cost}), que vale unos {worth} más de lo que cuesta.</translation>
        </message>
        <message>
            <source>It makes no patent worth buying.</source>
            <translation>No deja ninguna patente que valga la pena comprar.</translation>
        </message>
        <message>
            <source>The best play is two words, of {first} and {second} letters.</source>
            <translation>La mejor jugada son dos palabras, de {first} y {second} letras.</translation>
        </message>
        <message>
            <source>Hint 1 of 3</source>
            <translation>Pista 1 de 3</translation>
        </message>
        <message>
            <source>Letters in place:</source>
            <translation>Letras en su sitio:</translation>
        </message>
        <message>
            <source>From the pool: {letters}.</source>
            <translation>De las cartas comunes: {letters}.</translation>
        </message>
        <message>
            <source>Hint 2 of 3</source>
            <translation>Pista 2 de 3</translation>
        </message>
        <message>
            <source>Hint 3 of 3</source>
            <translation>Pista 3 de 3</translation>
        </message>
        <message>
            <source>{words} is in the word row: press Play, or change it.</source>
            <translation>{words} está en la fila de la palabra: pulsa Jugar o cámbiala.</translation>
        </message>
        <message>
            <source>You bought nothing, as the expert would.</source>
            <translation>No compraste nada, como haría el experto.</translation>
        </message>
        <message>
            <source>You bought {letter}, as the expert would.</source>
            <translation>Compraste la {letter}, como haría el experto.</translation>
        </message>
        <message>
            <source>You bought {letter}; the expert would buy nothing.</source>
            <translation>Compraste la {letter}; el experto no compraría nada.</translation>
        </message>
        <message>
            <source>You bought nothing; the expert would buy {letter} (worth about {worth}).</source>
            <translation>No compraste nada; el experto compraría la {letter} (vale unos {worth}).</translation>
        </message>
        <message>
            <source>You bought {bought}; the expert would buy {best} (worth about {worth}).</source>
            <translation>Compraste la {bought}; el experto compraría la {best} (vale unos {worth}).</translation>
        </message>
        <message>
            <source>No play was worth more than passing.</source>
            <translation>Ninguna jugada valía más que pasar.</translation>
        </message>
        <message>
            <source>Your play was worth {percent}% of the best.</source>
            <translation>Tu jugada valió el {percent}% de la mejor.</translation>
        </message>
        <message>
            <source>{played}: none of them wins.</source>
            <translation>{played}: ninguna de ellas gana.</translation>
        </message>
        <message>
            <source>{played}: every one of them wins.</source>
            <translation>{played}: todas ellas ganan.</translation>
        </message>
        <message>
            <source>{played} and agrees: {words} has a {percent}% chance to win.</source>
            <translation>{played} y coincide: {words} tiene un {percent}% de probabilidades de ganar.</translation>
        </message>
        <message>
            <source>{played} and prefers {words}: a {percent}% chance to win, against {other}% for {first}.</source>
            <translation>{played} y prefiere {words}: un {percent}% de probabilidades de ganar, frente al {other}% de {first}.</translation>
        </message>
        <message>
            <source>You found the master's choice.</source>
            <translation>Encontraste la elección del maestro.</translation>
        </message>
    </context>
    <context>
        <name>CoachCounts</name>
        <message numerus="yes">
            <source>discard %n card(s)</source>
            <translation>
                <numerusform>descartar %n carta</numerusform>
                <numerusform>descartar %n cartas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>${money} and %n stock</source>
            <translation>
                <numerusform>${money} y %n acción</numerusform>
                <numerusform>${money} y %n acciones</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The best play is a word of %n letter(s).</source>
            <translation>
                <numerusform>La mejor jugada es una palabra de %n letra.</numerusform>
                <numerusform>La mejor jugada es una palabra de %n letras.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The master played the best plays out on %n guess(es) of the hidden cards</source>
            <translation>
                <numerusform>El maestro jugó hasta el final las mejores jugadas con %n suposición de las cartas ocultas</numerusform>
                <numerusform>El maestro jugó hasta el final las mejores jugadas con %n suposiciones de las cartas ocultas</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CoachPanel</name>
        <message>
            <source>The coach</source>
            <translation>El entrenador</translation>
        </message>
        <message>
            <source>Close the coach's panel</source>
            <translation>Cerrar el panel del entrenador</translation>
        </message>
        <message>
            <source>Show</source>
            <translation>Mostrar</translation>
        </message>
    </context>
    <context>
        <name>CoachSummary</name>
        <message>
            <source>Words of this game</source>
            <translation>Palabras de esta partida</translation>
        </message>
        <message numerus="yes">
            <source>{name}: %n hint(s)</source>
            <translation>
                <numerusform>{name}: %n pista</numerusform>
                <numerusform>{name}: %n pistas</numerusform>
            </translation>
        </message>
        <message>
            <source>You</source>
            <translation>Tú</translation>
        </message>
        <message>
            <source>no entry in the offline dictionary</source>
            <translation>no figura en el diccionario integrado</translation>
        </message>
        <message>
            <source>No word was scored in this game.</source>
            <translation>En esta partida no se puntuó ninguna palabra.</translation>
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
            <translation>Naranja</translation>
        </message>
        <message>
            <source>Sky blue</source>
            <translation>Azul cielo</translation>
        </message>
        <message>
            <source>Bluish green</source>
            <translation>Verde azulado</translation>
        </message>
        <message>
            <source>Vermilion</source>
            <translation>Bermellón</translation>
        </message>
        <message>
            <source>Reddish purple</source>
            <translation>Púrpura rojizo</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>Amarillo</translation>
        </message>
        <message>
            <source>solid</source>
            <translation>liso</translation>
        </message>
        <message>
            <source>stripes</source>
            <translation>rayas</translation>
        </message>
        <message>
            <source>dots</source>
            <translation>puntos</translation>
        </message>
        <message>
            <source>checks</source>
            <translation>cuadros</translation>
        </message>
        <message>
            <source>reverse stripes</source>
            <translation>rayas inversas</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>rombos</translation>
        </message>
    </context>
    <context>
        <name>Dates</name>
        <message>
            <source>Monday</source>
            <translation>lunes</translation>
        </message>
        <message>
            <source>Tuesday</source>
            <translation>martes</translation>
        </message>
        <message>
            <source>Wednesday</source>
            <translation>miércoles</translation>
        </message>
        <message>
            <source>Thursday</source>
            <translation>jueves</translation>
        </message>
        <message>
            <source>Friday</source>
            <translation>viernes</translation>
        </message>
        <message>
            <source>Saturday</source>
            <translation>sábado</translation>
        </message>
        <message>
            <source>Sunday</source>
            <translation>domingo</translation>
        </message>
        <message>
            <source>January</source>
            <translation>enero</translation>
        </message>
        <message>
            <source>February</source>
            <translation>febrero</translation>
        </message>
        <message>
            <source>March</source>
            <translation>marzo</translation>
        </message>
        <message>
            <source>April</source>
            <translation>abril</translation>
        </message>
        <message>
            <source>May</source>
            <translation>mayo</translation>
        </message>
        <message>
            <source>June</source>
            <translation>junio</translation>
        </message>
        <message>
            <source>July</source>
            <translation>julio</translation>
        </message>
        <message>
            <source>August</source>
            <translation>agosto</translation>
        </message>
        <message>
            <source>September</source>
            <translation>septiembre</translation>
        </message>
        <message>
            <source>October</source>
            <translation>octubre</translation>
        </message>
        <message>
            <source>November</source>
            <translation>noviembre</translation>
        </message>
        <message>
            <source>December</source>
            <translation>diciembre</translation>
        </message>
        <message>
            <source>today {clock}</source>
            <translation>hoy {clock}</translation>
        </message>
        <message>
            <source>yesterday {clock}</source>
            <translation>ayer {clock}</translation>
        </message>
        <message>
            <source>{weekday} {clock}</source>
            <translation>{weekday} {clock}</translation>
        </message>
        <message>
            <source>{day} {month} {year} {clock}</source>
            <translation>{day} de {month} de {year} {clock}</translation>
        </message>
    </context>
    <context>
        <name>DieView</name>
        <message>
            <source>The die</source>
            <translation>El dado</translation>
        </message>
        <message>
            <source>The die: not thrown yet this round</source>
            <translation>El dado: aún no se ha tirado en esta ronda</translation>
        </message>
        <message numerus="yes">
            <source>The die shows CHOICE; %n tiles named</source>
            <translation>
                <numerusform>El dado muestra ELECCIÓN; se ha dicho %n ficha</numerusform>
                <numerusform>El dado muestra ELECCIÓN; se han dicho %n fichas</numerusform>
            </translation>
        </message>
        <message>
            <source>The die shows CHOICE</source>
            <translation>El dado muestra ELECCIÓN</translation>
        </message>
        <message numerus="yes">
            <source>The die shows %n</source>
            <translation>
                <numerusform>El dado muestra %n</numerusform>
                <numerusform>El dado muestra %n</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DraftController</name>
        <message>
            <source>Drag, click or type letters to build a word.</source>
            <translation>Arrastra, pulsa o escribe letras para formar una palabra.</translation>
        </message>
    </context>
    <context>
        <name>Explanations</name>
        <message>
            <source>played {word} for {score}: the highest score</source>
            <translation>juega {word} por {score}: la puntuación más alta</translation>
        </message>
        <message>
            <source>played {word} for {score}: the best score with the tiles kept</source>
            <translation>juega {word} por {score}: la mejor puntuación contando las fichas que conserva</translation>
        </message>
        <message>
            <source>played {word} for {score}: the whole rack</source>
            <translation>juega {word} por {score}: todo el atril</translation>
        </message>
        <message>
            <source>played {word} for {score}: goes out</source>
            <translation>juega {word} por {score}: se queda sin fichas</translation>
        </message>
        <message>
            <source>played {word} for {score}: the best end it found</source>
            <translation>juega {word} por {score}: el mejor final que encontró</translation>
        </message>
        <message>
            <source>passed: the best end</source>
            <translation>pasa: el mejor final</translation>
        </message>
        <message>
            <source>played {word} for {score}: one of the best it saw</source>
            <translation>juega {word} por {score}: una de las mejores que vio</translation>
        </message>
        <message>
            <source>played {word} for {score}</source>
            <translation>juega {word} por {score}</translation>
        </message>
        <message>
            <source>exchanged: the tiles kept are worth more than any play</source>
            <translation>cambia: las fichas que conserva valen más que cualquier jugada</translation>
        </message>
        <message>
            <source>no play: exchanged or passed</source>
            <translation>sin jugada: cambia o pasa</translation>
        </message>
        <message>
            <source>accepted the last play</source>
            <translation>acepta la última jugada</translation>
        </message>
        <message>
            <source>challenged {words}: not a word it knows</source>
            <translation>impugna {words}: no es una palabra que conozca</translation>
        </message>
        <message>
            <source>rolled the die</source>
            <translation>tira el dado</translation>
        </message>
        <message>
            <source>took the most tiles</source>
            <translation>elige el máximo de fichas</translation>
        </message>
        <message>
            <source>took {letter}: the most pips</source>
            <translation>toma {letter}: la de más puntos</translation>
        </message>
        <message>
            <source>bought {tiles} for ${cost}</source>
            <translation>compra {tiles} por ${cost}</translation>
        </message>
        <message>
            <source>bid ${amount}: below the set's price</source>
            <translation>puja ${amount}: por debajo del precio del lote</translation>
        </message>
        <message>
            <source>passed: the bidding passed the set's price</source>
            <translation>pasa: la puja superó el precio del lote</translation>
        </message>
        <message>
            <source>no word in the hand</source>
            <translation>ninguna palabra en la mano</translation>
        </message>
        <message>
            <source>the dearest word in the hand</source>
            <translation>la palabra más cara de la mano</translation>
        </message>
        <message>
            <source>discarded {tiles}</source>
            <translation>descarta {tiles}</translation>
        </message>
        <message>
            <source>challenged {word}: not a word</source>
            <translation>impugna {word}: no es una palabra</translation>
        </message>
        <message>
            <source>accepted {word}</source>
            <translation>acepta {word}</translation>
        </message>
        <message>
            <source>sold {word} for ${price}: {why}</source>
            <translation>vende {word} por ${price}: {why}</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>pasó</translation>
        </message>
        <message>
            <source>named {count} by chance</source>
            <translation>dice {count} al azar</translation>
        </message>
        <message>
            <source>took {letter} by chance</source>
            <translation>toma {letter} al azar</translation>
        </message>
        <message>
            <source>declined {tiles} by chance</source>
            <translation>rechaza {tiles} al azar</translation>
        </message>
        <message>
            <source>bid ${amount} by chance</source>
            <translation>puja ${amount} al azar</translation>
        </message>
        <message>
            <source>passed by chance</source>
            <translation>pasa al azar</translation>
        </message>
        <message>
            <source>stopped selling by chance</source>
            <translation>deja de vender al azar</translation>
        </message>
        <message>
            <source>offered a jumble by chance</source>
            <translation>ofrece letras sin sentido al azar</translation>
        </message>
        <message>
            <source>by chance</source>
            <translation>al azar</translation>
        </message>
        <message>
            <source>challenged</source>
            <translation>impugna</translation>
        </message>
        <message>
            <source>accepted</source>
            <translation>acepta</translation>
        </message>
        <message>
            <source>discarded {count} tiles by chance</source>
            <translation>descarta {count} fichas al azar</translation>
        </message>
        <message>
            <source>named {count}, as usual</source>
            <translation>dice {count}, como de costumbre</translation>
        </message>
        <message>
            <source>named {count}: the most worth for the price, by the bag</source>
            <translation>dice {count}: lo que más vale por su precio, según la bolsa</translation>
        </message>
        <message>
            <source>took {letter}: it fits the hand best</source>
            <translation>toma {letter}: es la que mejor encaja en la mano</translation>
        </message>
        <message>
            <source>bought {tiles} for ${cost}: cheap enough</source>
            <translation>compra {tiles} por ${cost}: bastante barato</translation>
        </message>
        <message>
            <source>declined {tiles}: ${cost} is too dear</source>
            <translation>rechaza {tiles}: ${cost} es demasiado caro</translation>
        </message>
        <message>
            <source>bought {tiles} for ${cost}: worth ${worth} to the hand</source>
            <translation>compra {tiles} por ${cost}: valen ${worth} para la mano</translation>
        </message>
        <message>
            <source>declined {tiles}: worth ${worth} to the hand, costs ${cost}</source>
            <translation>rechaza {tiles}: valen ${worth} para la mano y cuestan ${cost}</translation>
        </message>
        <message>
            <source>bid ${amount}: the set is worth ${worth}</source>
            <translation>puja ${amount}: el lote vale ${worth}</translation>
        </message>
        <message>
            <source>passed: the set is worth ${worth}</source>
            <translation>pasa: el lote vale ${worth}</translation>
        </message>
        <message>
            <source>no more words to sell</source>
            <translation>no quedan palabras que vender</translation>
        </message>
        <message>
            <source>kept the tiles for a longer word</source>
            <translation>guarda las fichas para una palabra más larga</translation>
        </message>
        <message>
            <source>the last round</source>
            <translation>la última ronda</translation>
        </message>
        <message>
            <source>worth more sold than kept</source>
            <translation>vale más vendida que guardada</translation>
        </message>
        <message>
            <source>saw no word in the hand</source>
            <translation>no ve ninguna palabra en la mano</translation>
        </message>
        <message>
            <source>the hand is full</source>
            <translation>la mano está llena</translation>
        </message>
        <message>
            <source>a good word</source>
            <translation>una buena palabra</translation>
        </message>
        <message>
            <source>waited: {word} is not worth enough yet</source>
            <translation>espera: {word} aún no vale lo suficiente</translation>
        </message>
        <message>
            <source>challenged {word}: never heard of it</source>
            <translation>impugna {word}: nunca la ha oído</translation>
        </message>
        <message>
            <source>discarded {tiles}: least worth keeping</source>
            <translation>descarta {tiles}: las que menos vale la pena guardar</translation>
        </message>
        <message>
            <source>bought nothing: it plays out better without</source>
            <translation>no compra nada: le va mejor sin comprar</translation>
        </message>
        <message>
            <source>doubles your words that start and end with a vowel</source>
            <translation>duplica tus palabras que empiezan y acaban en vocal</translation>
        </message>
        <message>
            <source>doubles your words that are at least half vowels</source>
            <translation>duplica tus palabras que son al menos mitad vocales</translation>
        </message>
        <message>
            <source>doubles your one-vowel words</source>
            <translation>duplica tus palabras con una sola vocal</translation>
        </message>
        <message>
            <source>lets you replace a card each turn</source>
            <translation>te permite cambiar una carta en cada turno</translation>
        </message>
        <message>
            <source>lets you build two words a turn</source>
            <translation>te permite formar dos palabras por turno</translation>
        </message>
        <message>
            <source>lets you use one card twice</source>
            <translation>te permite usar una carta dos veces</translation>
        </message>
        <message>
            <source>adds a free S to a word</source>
            <translation>añade una S gratis a una palabra</translation>
        </message>
        <message>
            <source>accepted {words}</source>
            <translation>acepta {words}</translation>
        </message>
        <message>
            <source>no patent in reach</source>
            <translation>ninguna patente a su alcance</translation>
        </message>
        <message>
            <source>bought {letter}: the dearest patent in reach</source>
            <translation>compra la {letter}: la patente más cara a su alcance</translation>
        </message>
        <message>
            <source>kept every card</source>
            <translation>se queda todas las cartas</translation>
        </message>
        <message>
            <source>gave up {letter} as the penalty</source>
            <translation>entrega la {letter} como penalización</translation>
        </message>
        <message>
            <source>no word in this hand: discarded {letters}</source>
            <translation>ninguna palabra en esta mano: descarta {letters}</translation>
        </message>
        <message>
            <source>challenged {words} on a whim</source>
            <translation>impugna {words} por capricho</translation>
        </message>
        <message>
            <source>replaced {letter} by chance</source>
            <translation>cambia la {letter} al azar</translation>
        </message>
        <message>
            <source>played {words} by chance</source>
            <translation>juega {words} al azar</translation>
        </message>
        <message>
            <source>discarded {count} cards by chance</source>
            <translation>descarta {count} cartas al azar</translation>
        </message>
        <message>
            <source>bought nothing by chance</source>
            <translation>no compra nada, al azar</translation>
        </message>
        <message>
            <source>bought {letter} by chance</source>
            <translation>compra la {letter} al azar</translation>
        </message>
        <message>
            <source>gave up {letter} by chance</source>
            <translation>entrega la {letter} al azar</translation>
        </message>
        <message>
            <source>no word in this hand: discarded every card</source>
            <translation>ninguna palabra en esta mano: descarta todas las cartas</translation>
        </message>
        <message>
            <source>replaced {letter}: a hard letter</source>
            <translation>cambia la {letter}: una letra difícil</translation>
        </message>
        <message>
            <source>bought nothing: it would end the game while behind</source>
            <translation>no compra nada: acabaría la partida yendo por detrás</translation>
        </message>
        <message>
            <source>bought nothing: nothing worth buying now</source>
            <translation>no compra nada: ahora no vale la pena comprar nada</translation>
        </message>
        <message>
            <source>discarded {letters} for fresh cards</source>
            <translation>descarta {letters} para tener cartas nuevas</translation>
        </message>
        <message>
            <source>played {words}: ${money} and {stock} stock</source>
            <translation>juega {words}: ${money} y acciones: {stock}</translation>
        </message>
        <message>
            <source>played {words}: ${money}</source>
            <translation>juega {words}: ${money}</translation>
        </message>
        <message>
            <source>bought {letter}: {power}</source>
            <translation>compra la {letter}: {power}</translation>
        </message>
        <message>
            <source>bought {letter}: reaches the goal while ahead</source>
            <translation>compra la {letter}: alcanza la meta yendo por delante</translation>
        </message>
        <message>
            <source>bought {letter}: reaches the goal</source>
            <translation>compra la {letter}: alcanza la meta</translation>
        </message>
        <message>
            <source>bought {letter}: a common letter that earns royalties</source>
            <translation>compra la {letter}: una letra común que da regalías</translation>
        </message>
        <message>
            <source>bought {letter}: adds ${value} of patents</source>
            <translation>compra la {letter}: suma ${value} en patentes</translation>
        </message>
    </context>
    <context>
        <name>Families</name>
        <message>
            <source>The patent game</source>
            <translation>El juego de las patentes</translation>
        </message>
        <message>
            <source>Patent game</source>
            <translation>Juego de las patentes</translation>
        </message>
        <message>
            <source>The patent game is played in English words: its letter cards and its patents are English (there is no other edition).</source>
            <translation>El juego de las patentes se juega con palabras en inglés: sus cartas de letras y sus patentes son inglesas (no hay otra edición).</translation>
        </message>
        <message>
            <source>Crossword board games</source>
            <translation>Juegos de tablero</translation>
        </message>
        <message>
            <source>Board game</source>
            <translation>Juego de tablero</translation>
        </message>
        <message>
            <source>BuyWord</source>
            <translation>BuyWord</translation>
        </message>
        <message>
            <source>Scrabble (English)</source>
            <translation>Scrabble (inglés)</translation>
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
            <translation>No hay nada que deshacer: primero el siguiente jugador toma el dispositivo.</translation>
        </message>
        <message>
            <source>Nothing to take back: the game is over.</source>
            <translation>No hay nada que deshacer: la partida ha terminado.</translation>
        </message>
    </context>
    <context>
        <name>GameKeeping</name>
        <message>
            <source>Saved games (*{suffix});;GCG, two-player English board games (*{gcg})</source>
            <translation>Partidas guardadas (*{suffix});;GCG, partidas de tablero en inglés a dos jugadores (*{gcg})</translation>
        </message>
        <message>
            <source>Saved games (*{suffix});;GCG board games, to view (*{gcg});;All files (*)</source>
            <translation>Partidas guardadas (*{suffix});;Partidas de tablero GCG, para ver (*{gcg});;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Ajustes</translation>
        </message>
        <message>
            <source>Saved games</source>
            <translation>Partidas guardadas</translation>
        </message>
        <message>
            <source>Continue?</source>
            <translation>¿Continuar?</translation>
        </message>
        <message>
            <source>The unfinished game was kept as {name}; File &gt; Open finds it.</source>
            <translation>La partida sin terminar se guardó como {name}; la encontrarás en Archivo &gt; Abrir.</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Estadísticas</translation>
        </message>
        <message>
            <source>&amp;Statistics</source>
            <translation>E&amp;stadísticas</translation>
        </message>
        <message>
            <source>Game &amp;history</source>
            <translation>&amp;Historial de partidas</translation>
        </message>
        <message>
            <source>&amp;Word lists...</source>
            <translation>&amp;Listas de palabras...</translation>
        </message>
        <message>
            <source>Autosave</source>
            <translation>Guardado automático</translation>
        </message>
        <message>
            <source>The game you left was kept as {name}; File &gt; Open finds it.</source>
            <translation>La partida que dejaste se guardó como {name}; la encontrarás en Archivo &gt; Abrir.</translation>
        </message>
        <message>
            <source>Match my level: the computer plays as {name}, step {step} of the ladder.</source>
            <translation>A mi nivel: la máquina juega como {name}, peldaño {step} de la escalera.</translation>
        </message>
        <message>
            <source>Save the game</source>
            <translation>Guardar la partida</translation>
        </message>
        <message>
            <source>Save as</source>
            <translation>Guardar como</translation>
        </message>
        <message>
            <source>Saved as {name}</source>
            <translation>Guardada como {name}</translation>
        </message>
        <message>
            <source>A .gcg file holds a two-player game of English tiles whose every move GCG can write down; save this game as a .patentgame file instead.</source>
            <translation>Un archivo .gcg contiene una partida a dos jugadores con fichas inglesas cuyas jugadas pueda anotar GCG; guarda esta partida mejor como archivo .patentgame.</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>Continuar una partida guardada</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Abrir</translation>
        </message>
        <message>
            <source>Opened {name}</source>
            <translation>Abierta {name}</translation>
        </message>
        <message numerus="yes">
            <source>%n file(s) could not be opened: {names} and {more} more. {reason}</source>
            <translation>
                <numerusform>No se pudo abrir %n archivo: {names} y {more} más. {reason}</numerusform>
                <numerusform>No se pudieron abrir %n archivos: {names} y {more} más. {reason}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n file(s) could not be opened: {names}. {reason}</source>
            <translation>
                <numerusform>No se pudo abrir %n archivo: {names}. {reason}</numerusform>
                <numerusform>No se pudieron abrir %n archivos: {names}. {reason}</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} is not a game the app can show: {error}</source>
            <translation>{name} no es una partida que la aplicación pueda mostrar: {error}</translation>
        </message>
        <message>
            <source>{name} is not a GCG game file.</source>
            <translation>{name} no es un archivo de partida GCG.</translation>
        </message>
        <message>
            <source>Replay of {name}</source>
            <translation>Repetición de {name}</translation>
        </message>
        <message>
            <source>A GCG file keeps the moves but not the order of the tiles in the bag, so the game is shown here move by move and cannot be continued.</source>
            <translation>Un archivo GCG guarda las jugadas pero no el orden de las fichas en la bolsa, así que aquí la partida se muestra jugada a jugada y no se puede continuar.</translation>
        </message>
        <message>
            <source>Opened {name} in the replay viewer</source>
            <translation>{name} abierta en el visor de repeticiones</translation>
        </message>
        <message>
            <source>Clear the list</source>
            <translation>Vaciar la lista</translation>
        </message>
        <message>
            <source>Game history</source>
            <translation>Historial de partidas</translation>
        </message>
    </context>
    <context>
        <name>GameLog</name>
        <message>
            <source>Game log</source>
            <translation>Registro</translation>
        </message>
        <message>
            <source>The game's story, one line per event</source>
            <translation>La historia de la partida, una línea por suceso</translation>
        </message>
        <message>
            <source>The game</source>
            <translation>La partida</translation>
        </message>
        <message>
            <source>{name} explains</source>
            <translation>{name} explica</translation>
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
            <translation>{name} tuvo un problema: {message}</translation>
        </message>
        <message>
            <source>(The story of this game cannot be retold: {error})</source>
            <translation>(La historia de esta partida no se puede volver a contar: {error})</translation>
        </message>
    </context>
    <context>
        <name>GivenUpChart</name>
        <message>
            <source>Value given up over the game</source>
            <translation>Valor perdido a lo largo de la partida</translation>
        </message>
        <message>
            <source>each player's turns, first to last</source>
            <translation>los turnos de cada jugador, del primero al último</translation>
        </message>
    </context>
    <context>
        <name>HandHandling</name>
        <message>
            <source>No free {letter} card in your hand or the pool.</source>
            <translation>No hay ninguna carta {letter} libre en tu mano ni en las comunes.</translation>
        </message>
    </context>
    <context>
        <name>HandoverScreen</name>
        <message>
            <source>Your turn</source>
            <translation>Tu turno</translation>
        </message>
        <message>
            <source>Pass to {name}</source>
            <translation>Pasa el dispositivo a {name}</translation>
        </message>
        <message>
            <source>Only you should look now. The other hands stay hidden until their turn.</source>
            <translation>Ahora solo debes mirar tú. Las demás manos siguen ocultas hasta su turno.</translation>
        </message>
        <message>
            <source>Only {name} should look now. The other hands stay hidden until their turn.</source>
            <translation>Ahora solo debe mirar {name}. Las demás manos siguen ocultas hasta su turno.</translation>
        </message>
        <message>
            <source>Show my cards  (Enter)</source>
            <translation>Mostrar mis cartas  (Enter)</translation>
        </message>
        <message>
            <source>I am {name}: show my cards  (Enter)</source>
            <translation>Soy {name}: mostrar mis cartas  (Enter)</translation>
        </message>
    </context>
    <context>
        <name>HelpDialog</name>
        <message>
            <source>The rules of {game} are not in the app yet.</source>
            <translation>Las reglas de {game} aún no están en la aplicación.</translation>
        </message>
        <message>
            <source>patentgame - help</source>
            <translation>patentgame - ayuda</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Reglas</translation>
        </message>
        <message>
            <source>About and word lists</source>
            <translation>Acerca de y listas de palabras</translation>
        </message>
    </context>
    <context>
        <name>HintSteps</name>
        <message>
            <source>Looking for the best play...</source>
            <translation>Buscando la mejor jugada...</translation>
        </message>
        <message numerus="yes">
            <source>Hint: the best play puts down %n tile(s) for {score} points.</source>
            <translation>
                <numerusform>Pista: la mejor jugada coloca %n ficha y da {score} puntos.</numerusform>
                <numerusform>Pista: la mejor jugada coloca %n fichas y da {score} puntos.</numerusform>
            </translation>
        </message>
        <message>
            <source>No play fits on the board, and no exchange is allowed now: pass.</source>
            <translation>No cabe ninguna jugada en el tablero y ahora no se permite cambiar: pasa.</translation>
        </message>
        <message>
            <source>No play fits on the board: exchange every tile ({give}).</source>
            <translation>No cabe ninguna jugada en el tablero: cambia todas las fichas ({give}).</translation>
        </message>
        <message>
            <source>No play fits on the board: exchange {give}, keep {keep}.</source>
            <translation>No cabe ninguna jugada en el tablero: cambia {give} y quédate con {keep}.</translation>
        </message>
    </context>
    <context>
        <name>HistoryWindow</name>
        <message>
            <source>Finished</source>
            <translation>Terminada</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Jugadores</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Ganador</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Puntuaciones</translation>
        </message>
        <message>
            <source>Word list</source>
            <translation>Lista de palabras</translation>
        </message>
        <message>
            <source>Turns</source>
            <translation>Turnos</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Juego</translation>
        </message>
        <message>
            <source>Game history</source>
            <translation>Historial de partidas</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>&amp;Jugador:</translation>
        </message>
        <message>
            <source>Re&amp;view…</source>
            <translation>&amp;Analizar…</translation>
        </message>
        <message>
            <source>The coach's review: each turn beside the expert's choice</source>
            <translation>El análisis del entrenador: cada turno junto a la elección del experto</translation>
        </message>
        <message>
            <source>&amp;Replay…</source>
            <translation>&amp;Repetición…</translation>
        </message>
        <message>
            <source>All players</source>
            <translation>Todos los jugadores</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s)</source>
            <translation>
                <numerusform>%n partida</numerusform>
                <numerusform>%n partidas</numerusform>
            </translation>
        </message>
        <message>
            <source>No finished games yet</source>
            <translation>Aún no hay partidas terminadas</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Repetición</translation>
        </message>
        <message>
            <source>This game is no longer in the history.</source>
            <translation>Esta partida ya no está en el historial.</translation>
        </message>
        <message>
            <source>Review: {players}</source>
            <translation>Análisis: {players}</translation>
        </message>
    </context>
    <context>
        <name>ImportQuestion</name>
        <message>
            <source>Import a word list</source>
            <translation>Importar una lista de palabras</translation>
        </message>
        <message>
            <source>Name players will see:</source>
            <translation>Nombre que verán los jugadores:</translation>
        </message>
        <message>
            <source>Words in:</source>
            <translation>Idioma de las palabras:</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Importar</translation>
        </message>
    </context>
    <context>
        <name>Keeping</name>
        <message>
            <source>Continue the game against {computers} from {when}?</source>
            <translation>¿Continuar la partida contra {computers} del {when}?</translation>
        </message>
        <message>
            <source>Continue the game against {computers}?</source>
            <translation>¿Continuar la partida contra {computers}?</translation>
        </message>
        <message>
            <source>Continue the game of {people} against {computers} from {when}?</source>
            <translation>¿Continuar la partida de {people} contra {computers} del {when}?</translation>
        </message>
        <message>
            <source>Continue the game of {people} against {computers}?</source>
            <translation>¿Continuar la partida de {people} contra {computers}?</translation>
        </message>
        <message>
            <source>Continue the game of {people} from {when}?</source>
            <translation>¿Continuar la partida de {people} del {when}?</translation>
        </message>
        <message>
            <source>Continue the game of {people}?</source>
            <translation>¿Continuar la partida de {people}?</translation>
        </message>
        <message>
            <source>{names} and {last}</source>
            <translation>{names} y {last}</translation>
        </message>
    </context>
    <context>
        <name>Keys</name>
        <message>
            <source>Building a word</source>
            <translation>Formar una palabra</translation>
        </message>
        <message>
            <source>A to Z</source>
            <translation>A a Z</translation>
        </message>
        <message>
            <source>Lay a card of that letter (hand or pool)</source>
            <translation>Poner una carta de esa letra (de la mano o de las comunes)</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>Backspace</translation>
        </message>
        <message>
            <source>Take back the last card laid</source>
            <translation>Retirar la última carta puesta</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>Play the word</source>
            <translation>Jugar la palabra</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Clear the word</source>
            <translation>Borrar la palabra</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Espacio</translation>
        </message>
        <message>
            <source>Type into the second word (V patent)</source>
            <translation>Escribir en la segunda palabra (patente V)</translation>
        </message>
        <message>
            <source>+</source>
            <translation>+</translation>
        </message>
        <message>
            <source>Add an S to the word (Z patent)</source>
            <translation>Añadir una S a la palabra (patente Z)</translation>
        </message>
        <message>
            <source>Discarding</source>
            <translation>Descartar</translation>
        </message>
        <message>
            <source>Mark a card of that letter</source>
            <translation>Marcar una carta de esa letra</translation>
        </message>
        <message>
            <source>Discard the marked cards</source>
            <translation>Descartar las cartas marcadas</translation>
        </message>
        <message>
            <source>Unmark every card, or stop discarding</source>
            <translation>Desmarcar todas las cartas o dejar de descartar</translation>
        </message>
        <message>
            <source>Buying a patent</source>
            <translation>Comprar una patente</translation>
        </message>
        <message>
            <source>Buy the patent of that letter</source>
            <translation>Comprar la patente de esa letra</translation>
        </message>
        <message>
            <source>Buy nothing</source>
            <translation>No comprar nada</translation>
        </message>
        <message>
            <source>A word is played</source>
            <translation>Se juega una palabra</translation>
        </message>
        <message>
            <source>Enter or Esc</source>
            <translation>Enter o Esc</translation>
        </message>
        <message>
            <source>Accept the word</source>
            <translation>Aceptar la palabra</translation>
        </message>
        <message>
            <source>C</source>
            <translation>C</translation>
        </message>
        <message>
            <source>Challenge the word</source>
            <translation>Impugnar la palabra</translation>
        </message>
        <message>
            <source>Go on after the verdict</source>
            <translation>Seguir tras el veredicto</translation>
        </message>
        <message>
            <source>Passing the device</source>
            <translation>Pasar el dispositivo</translation>
        </message>
        <message>
            <source>Enter or Space</source>
            <translation>Enter o Espacio</translation>
        </message>
        <message>
            <source>Show your hand</source>
            <translation>Mostrar tu mano</translation>
        </message>
        <message>
            <source>Menus</source>
            <translation>Menús</translation>
        </message>
        <message>
            <source>Playing with the keyboard</source>
            <translation>Jugar con el teclado</translation>
        </message>
    </context>
    <context>
        <name>KeysDialog</name>
        <message>
            <source>Keys</source>
            <translation>Teclas</translation>
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
            <translation>Conoce palabras cotidianas cortas, rara vez ve una larga y elige sin mucho cuidado entre sus jugadas.</translation>
        </message>
        <message>
            <source>Robin</source>
            <translation>Robin</translation>
        </message>
        <message>
            <source>Knows everyday words, sometimes sees a long one, and buys the patents she likes.</source>
            <translation>Conoce palabras cotidianas, a veces ve una larga y compra las patentes que le gustan.</translation>
        </message>
        <message>
            <source>Penny</source>
            <translation>Penny</translation>
        </message>
        <message>
            <source>Knows everyday words, often misses long ones and buys the patents she likes.</source>
            <translation>Conoce palabras cotidianas, a menudo se le escapan las largas y compra las patentes que le gustan.</translation>
        </message>
        <message>
            <source>Theo</source>
            <translation>Theo</translation>
        </message>
        <message>
            <source>Knows everyday words, sees more long ones and buys the dearest patent.</source>
            <translation>Conoce palabras cotidianas, ve más palabras largas y compra la patente más cara.</translation>
        </message>
        <message>
            <source>Lena</source>
            <translation>Lena</translation>
        </message>
        <message>
            <source>Knows everyday words, sees most long ones, buys the dearest patent and throws away awkward letters.</source>
            <translation>Conoce palabras cotidianas, ve casi todas las largas, compra la patente más cara y se deshace de las letras incómodas.</translation>
        </message>
        <message>
            <source>Sam</source>
            <translation>Sam</translation>
        </message>
        <message>
            <source>Knows everyday words, spots most good ones, buys the dearest patent and tidies his hand.</source>
            <translation>Conoce palabras cotidianas, encuentra casi todas las buenas, compra la patente más cara y ordena su mano.</translation>
        </message>
        <message>
            <source>Nora</source>
            <translation>Nora</translation>
        </message>
        <message>
            <source>Knows everyday words and always plays the best she sees.</source>
            <translation>Conoce palabras cotidianas y siempre juega la mejor que ve.</translation>
        </message>
        <message>
            <source>Felix</source>
            <translation>Felix</translation>
        </message>
        <message>
            <source>Knows everyday words and weighs royalties, the patents' income and the cards he keeps.</source>
            <translation>Conoce palabras cotidianas y sopesa las regalías, los ingresos de las patentes y las cartas que se queda.</translation>
        </message>
        <message>
            <source>Iris</source>
            <translation>Iris</translation>
        </message>
        <message>
            <source>Knows everyday words, sees long ones, and starts to value the patents' powers.</source>
            <translation>Conoce palabras cotidianas, ve las largas y empieza a valorar los poderes de las patentes.</translation>
        </message>
        <message>
            <source>Morgan</source>
            <translation>Morgan</translation>
        </message>
        <message>
            <source>Knows most words, even rare ones, and weighs royalties, patents and the cards kept.</source>
            <translation>Conoce casi todas las palabras, incluso las raras, y sopesa regalías, patentes y las cartas que se queda.</translation>
        </message>
        <message>
            <source>Tycoon</source>
            <translation>Tycoon</translation>
        </message>
        <message>
            <source>Plays the whole turn: every word, royalty flows, powers and when to end the game.</source>
            <translation>Juega el turno completo: cada palabra, el flujo de regalías, los poderes y cuándo acabar la partida.</translation>
        </message>
        <message>
            <source>Magnate</source>
            <translation>Magnate</translation>
        </message>
        <message>
            <source>Thinks ahead: plays its best ideas out against your likely replies before it moves.</source>
            <translation>Piensa por adelantado: antes de mover, juega sus mejores ideas contra tus respuestas probables.</translation>
        </message>
        <message>
            <source>Plays short everyday words, seldom sees a longer one and picks loosely.</source>
            <translation>Juega palabras cotidianas cortas, rara vez ve una más larga y elige sin mucho cuidado.</translation>
        </message>
        <message>
            <source>Plays everyday words, mostly short ones, and picks what scores well now.</source>
            <translation>Juega palabras cotidianas, casi siempre cortas, y elige lo que puntúa bien ahora.</translation>
        </message>
        <message>
            <source>Knows everyday words, seldom sees a long one and plays what scores well now.</source>
            <translation>Conoce palabras cotidianas, rara vez ve una larga y juega lo que puntúa bien ahora.</translation>
        </message>
        <message>
            <source>Knows everyday words, sees more long ones and starts to keep good tiles.</source>
            <translation>Conoce palabras cotidianas, ve más palabras largas y empieza a guardar buenas fichas.</translation>
        </message>
        <message>
            <source>Knows everyday words, keeps good tiles and exchanges a hopeless rack.</source>
            <translation>Conoce palabras cotidianas, guarda buenas fichas y cambia un atril sin remedio.</translation>
        </message>
        <message>
            <source>Knows everyday words, keeps a handy rack and exchanges a bad one.</source>
            <translation>Conoce palabras cotidianas, mantiene un atril manejable y cambia uno malo.</translation>
        </message>
        <message>
            <source>Knows everyday words, spots more long ones and keeps a better rack.</source>
            <translation>Conoce palabras cotidianas, descubre más palabras largas y mantiene un atril mejor.</translation>
        </message>
        <message>
            <source>Knows everyday words and a few rare ones, and always plays the best he sees.</source>
            <translation>Conoce palabras cotidianas y algunas raras, y siempre juega la mejor jugada que ve.</translation>
        </message>
        <message>
            <source>Knows some rare words too, weighs the tiles kept and keeps lanes shut.</source>
            <translation>Conoce también algunas palabras raras, valora las fichas que guarda y no abre caminos al triple palabra.</translation>
        </message>
        <message>
            <source>Knows most words, weighs the tiles kept and keeps triple-word lanes shut.</source>
            <translation>Conoce casi todas las palabras, valora las fichas que guarda y no abre caminos a las casillas de triple palabra.</translation>
        </message>
        <message>
            <source>Sees every word, values the tiles kept by self-play and searches the endgame.</source>
            <translation>Ve todas las palabras, valora las fichas que guarda según partidas contra sí mismo y calcula el final de partida.</translation>
        </message>
        <message>
            <source>Match my level</source>
            <translation>A mi nivel</translation>
        </message>
        <message>
            <source>Picks the step that fits your recent results, so every game is a close one.</source>
            <translation>Elige el peldaño que se ajusta a tus resultados recientes, para que cada partida sea reñida.</translation>
        </message>
        <message>
            <source>Plays its best ideas out against the racks you are likely to hold and searches the last moves.</source>
            <translation>Prueba sus mejores ideas contra las fichas que probablemente tienes en el atril y calcula las últimas jugadas.</translation>
        </message>
        <message>
            <source>beginner</source>
            <translation>principiante</translation>
        </message>
        <message>
            <source>casual</source>
            <translation>aficionado</translation>
        </message>
        <message>
            <source>strong</source>
            <translation>fuerte</translation>
        </message>
        <message>
            <source>expert</source>
            <translation>experto</translation>
        </message>
        <message>
            <source>master</source>
            <translation>maestro</translation>
        </message>
        <message>
            <source>step {step}</source>
            <translation>peldaño {step}</translation>
        </message>
    </context>
    <context>
        <name>LogColumn</name>
        <message>
            <source>Game log</source>
            <translation>Registro</translation>
        </message>
        <message>
            <source>Show the game log</source>
            <translation>Mostrar el registro de la partida</translation>
        </message>
        <message>
            <source>Fold the game log away</source>
            <translation>Plegar el registro de la partida</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Slow</source>
            <translation>Lenta</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rápida</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>Instantánea</translation>
        </message>
        <message>
            <source>The game speaks {language} from its next start.</source>
            <translation>El juego hablará {language} a partir del próximo arranque.</translation>
        </message>
        <message>
            <source>Restart now? The game in progress is kept.</source>
            <translation>¿Reiniciar ahora? La partida en curso se conserva.</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>Restart now</source>
            <translation>Reiniciar ahora</translation>
        </message>
        <message>
            <source>Later</source>
            <translation>Más tarde</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nueva partida</translation>
        </message>
        <message>
            <source>The word list cannot be loaded:
{error}</source>
            <translation>No se puede cargar la lista de palabras:
{error}</translation>
        </message>
        <message>
            <source>This game cannot start:
{error}</source>
            <translation>Esta partida no puede empezar:
{error}</translation>
        </message>
        <message>
            <source>Guided first game</source>
            <translation>Partida guiada</translation>
        </message>
        <message>
            <source>The word list cannot be loaded:</source>
            <translation>No se puede cargar la lista de palabras:</translation>
        </message>
        <message>
            <source>Play against the computer</source>
            <translation>Jugar contra la máquina</translation>
        </message>
        <message>
            <source>A game is in progress. Leave it for a new one? It is kept as a saved game: File &gt; Open finds it.</source>
            <translation>Hay una partida en curso. ¿Dejarla por una nueva? Se conserva como partida guardada: la encontrarás en Archivo &gt; Abrir.</translation>
        </message>
        <message>
            <source>A game is in progress. Leave it for a new one? It will be lost.</source>
            <translation>Hay una partida en curso. ¿Dejarla por una nueva? Se perderá.</translation>
        </message>
        <message>
            <source>patentgame - {names}</source>
            <translation>patentgame - {names}</translation>
        </message>
        <message>
            <source>A game is in progress. Quit anyway? It will be lost.</source>
            <translation>Hay una partida en curso. ¿Salir de todos modos? Se perderá.</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Salir</translation>
        </message>
    </context>
    <context>
        <name>Meanings</name>
        <message>
            <source>noun</source>
            <translation>sustantivo</translation>
        </message>
        <message>
            <source>verb</source>
            <translation>verbo</translation>
        </message>
        <message>
            <source>adjective</source>
            <translation>adjetivo</translation>
        </message>
        <message>
            <source>adverb</source>
            <translation>adverbio</translation>
        </message>
        <message>
            <source>plural of {base}</source>
            <translation>plural de {base}</translation>
        </message>
        <message>
            <source>-s form of {base}</source>
            <translation>forma en -s de {base}</translation>
        </message>
        <message>
            <source>past tense or past participle of {base}</source>
            <translation>pasado o participio de {base}</translation>
        </message>
        <message>
            <source>-ing form of {base}</source>
            <translation>forma en -ing de {base}</translation>
        </message>
        <message>
            <source>comparative of {base}</source>
            <translation>comparativo de {base}</translation>
        </message>
        <message>
            <source>superlative of {base}</source>
            <translation>superlativo de {base}</translation>
        </message>
        <message>
            <source>a form of {base}</source>
            <translation>una forma de {base}</translation>
        </message>
        <message>
            <source>Russian Wiktionary</source>
            <translation>Wikcionario ruso</translation>
        </message>
        <message>
            <source>FreeDict Spanish-English</source>
            <translation>FreeDict español-inglés</translation>
        </message>
        <message>
            <source>No meaning of {word} is in the offline dictionary (WordNet 3.0).</source>
            <translation>El diccionario integrado (WordNet 3.0) no tiene ningún significado de {word}.</translation>
        </message>
        <message>
            <source>The game has no offline source of word meanings for this language.</source>
            <translation>El juego no tiene una fuente sin conexión de significados para este idioma.</translation>
        </message>
        <message>
            <source>No meaning of {word} is in the offline dictionary ({source}).</source>
            <translation>El diccionario sin conexión ({source}) no tiene ningún significado de {word}.</translation>
        </message>
        <message>
            <source>English glosses (FreeDict)</source>
            <translation>Glosas en inglés (FreeDict)</translation>
        </message>
    </context>
    <context>
        <name>MotionLayer</name>
        <message>
            <source>Moving cards</source>
            <translation>Cartas en movimiento</translation>
        </message>
    </context>
    <context>
        <name>MoveEntry</name>
        <message>
            <source>The board ends here: no square left for {letter}.</source>
            <translation>El tablero termina aquí: no queda casilla para la {letter}.</translation>
        </message>
        <message>
            <source>Click a square first: {letter} goes where you click.</source>
            <translation>Pulsa antes una casilla: la {letter} va donde pulses.</translation>
        </message>
        <message>
            <source>No {letter} on your rack.</source>
            <translation>No tienes {letter} en el atril.</translation>
        </message>
    </context>
    <context>
        <name>Narration</name>
        <message>
            <source>You</source>
            <translation>Tú</translation>
        </message>
        <message>
            <source>You win!</source>
            <translation>¡Ganas tú!</translation>
        </message>
        <message>
            <source>{name} wins!</source>
            <translation>¡Gana {name}!</translation>
        </message>
        <message>
            <source>Nobody wins.</source>
            <translation>No gana nadie.</translation>
        </message>
        <message>
            <source>{names} share the win!</source>
            <comment>the names include you</comment>
            <translation>¡Victoria compartida: {names}!</translation>
        </message>
        <message>
            <source>{names} share the win!</source>
            <translation>¡Victoria compartida: {names}!</translation>
        </message>
        <message>
            <source>Turn {turn}: your turn.</source>
            <translation>Turno {turn}: te toca.</translation>
        </message>
        <message>
            <source>Turn {turn}: {name} to play.</source>
            <translation>Turno {turn}: le toca a {name}.</translation>
        </message>
        <message>
            <source>You used the Q patent: {old} in the pool was replaced by {new}.</source>
            <translation>Usaste la patente Q: la {old} de las cartas comunes se cambió por la {new}.</translation>
        </message>
        <message>
            <source>{name} used the Q patent: {old} in the pool was replaced by {new}.</source>
            <translation>{name} usó la patente Q: la {old} de las cartas comunes se cambió por la {new}.</translation>
        </message>
        <message>
            <source>You used the Q patent to replace a card of your hand.</source>
            <translation>Usaste la patente Q para cambiar una carta de tu mano.</translation>
        </message>
        <message>
            <source>{name} used the Q patent to replace a card of their hand.</source>
            <translation>{name} usó la patente Q para cambiar una carta de su mano.</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} y {second}</translation>
        </message>
        <message>
            <source>You placed {words}.</source>
            <translation>Pusiste {words}.</translation>
        </message>
        <message>
            <source>{name} placed {words}.</source>
            <translation>{name} puso {words}.</translation>
        </message>
        <message>
            <source>You may accept or challenge.</source>
            <translation>Puedes aceptar o impugnar.</translation>
        </message>
        <message>
            <source>{names} may accept or challenge.</source>
            <comment>the names include you</comment>
            <translation>{names} pueden aceptar o impugnar.</translation>
        </message>
        <message>
            <source>{name} may accept or challenge.</source>
            <translation>{name} puede aceptar o impugnar.</translation>
        </message>
        <message>
            <source>{names} may accept or challenge.</source>
            <translation>{names} pueden aceptar o impugnar.</translation>
        </message>
        <message>
            <source>You accept.</source>
            <translation>Aceptas.</translation>
        </message>
        <message>
            <source>{name} accepts.</source>
            <translation>{name} acepta.</translation>
        </message>
        <message>
            <source>You challenged {builder}: {words} are not in the word list; the play is rejected.</source>
            <translation>Impugnaste a {builder}: {words} no están en la lista de palabras; la jugada se rechaza.</translation>
        </message>
        <message>
            <source>{challenger} challenged you: {words} are not in the word list; your play is rejected.</source>
            <translation>{challenger} te impugnó: {words} no están en la lista de palabras; tu jugada se rechaza.</translation>
        </message>
        <message>
            <source>{challenger} challenged {builder}: {words} are not in the word list; the play is rejected.</source>
            <translation>{challenger} impugnó a {builder}: {words} no están en la lista de palabras; la jugada se rechaza.</translation>
        </message>
        <message>
            <source>You challenged {builder}: {words} is not in the word list; the play is rejected.</source>
            <translation>Impugnaste a {builder}: {words} no está en la lista de palabras; la jugada se rechaza.</translation>
        </message>
        <message>
            <source>{challenger} challenged you: {words} is not in the word list; your play is rejected.</source>
            <translation>{challenger} te impugnó: {words} no está en la lista de palabras; tu jugada se rechaza.</translation>
        </message>
        <message>
            <source>{challenger} challenged {builder}: {words} is not in the word list; the play is rejected.</source>
            <translation>{challenger} impugnó a {builder}: {words} no está en la lista de palabras; la jugada se rechaza.</translation>
        </message>
        <message>
            <source>You challenged {builder}: the play is valid; the bank pays {builder} $1.</source>
            <translation>Impugnaste a {builder}: la jugada es válida; la banca paga $1 a {builder}.</translation>
        </message>
        <message>
            <source>You challenged {builder}: the play is valid; you pay {builder} $1.</source>
            <translation>Impugnaste a {builder}: la jugada es válida; pagas $1 a {builder}.</translation>
        </message>
        <message>
            <source>{challenger} challenged you: your play is valid; the bank pays you $1.</source>
            <translation>{challenger} te impugnó: tu jugada es válida; la banca te paga $1.</translation>
        </message>
        <message>
            <source>{challenger} challenged you: your play is valid; {challenger} pays you $1.</source>
            <translation>{challenger} te impugnó: tu jugada es válida; {challenger} te paga $1.</translation>
        </message>
        <message>
            <source>{challenger} challenged {builder}: the play is valid; the bank pays {builder} $1.</source>
            <translation>{challenger} impugnó a {builder}: la jugada es válida; la banca paga $1 a {builder}.</translation>
        </message>
        <message>
            <source>{challenger} challenged {builder}: the play is valid; {challenger} pays {builder} $1.</source>
            <translation>{challenger} impugnó a {builder}: la jugada es válida; {challenger} paga $1 a {builder}.</translation>
        </message>
        <message>
            <source>The play is not allowed: the cards go back.</source>
            <translation>La jugada no está permitida: las cartas vuelven.</translation>
        </message>
        <message>
            <source>{words} are not in the word list: the cards go back.</source>
            <translation>{words} no están en la lista de palabras: las cartas vuelven.</translation>
        </message>
        <message>
            <source>{words} is not in the word list: the cards go back.</source>
            <translation>{words} no está en la lista de palabras: las cartas vuelven.</translation>
        </message>
        <message>
            <source>You must discard one card as a penalty.</source>
            <translation>Debes descartar una carta como penalización.</translation>
        </message>
        <message>
            <source>{name} must discard one card as a penalty.</source>
            <translation>{name} debe descartar una carta como penalización.</translation>
        </message>
        <message numerus="yes">
            <source>%n try(s) left.</source>
            <translation>
                <numerusform>Queda %n intento.</numerusform>
                <numerusform>Quedan %n intentos.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You score {word}: ${money} + %n stock.</source>
            <translation>
                <numerusform>Ganas por {word}: ${money} + %n acción.</numerusform>
                <numerusform>Ganas por {word}: ${money} + %n acciones.</numerusform>
            </translation>
        </message>
        <message>
            <source>You score {word}: ${money}.</source>
            <translation>Ganas por {word}: ${money}.</translation>
        </message>
        <message numerus="yes">
            <source>{name} scores {word}: ${money} + %n stock.</source>
            <translation>
                <numerusform>{name} gana por {word}: ${money} + %n acción.</numerusform>
                <numerusform>{name} gana por {word}: ${money} + %n acciones.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} scores {word}: ${money}.</source>
            <translation>{name} gana por {word}: ${money}.</translation>
        </message>
        <message>
            <source>(x{multiplier} by {letters})</source>
            <translation>(x{multiplier} por {letters})</translation>
        </message>
        <message>
            <source>You receive ${amount} royalty for {letter} from the bank.</source>
            <translation>Recibes de la banca ${amount} de regalía por la {letter}.</translation>
        </message>
        <message>
            <source>{name} receives ${amount} royalty for {letter} from the bank.</source>
            <translation>{name} recibe de la banca ${amount} de regalía por la {letter}.</translation>
        </message>
        <message>
            <source>You buy the {letter} patent for ${cost}.</source>
            <translation>Compras la patente {letter} por ${cost}.</translation>
        </message>
        <message>
            <source>{name} buys the {letter} patent for ${cost}.</source>
            <translation>{name} compra la patente {letter} por ${cost}.</translation>
        </message>
        <message>
            <source>You buy no patent.</source>
            <translation>No compras ninguna patente.</translation>
        </message>
        <message>
            <source>{name} buys no patent.</source>
            <translation>{name} no compra ninguna patente.</translation>
        </message>
        <message>
            <source>Final round! You hold patents worth ${value}. The round is played to its end.</source>
            <translation>¡Última ronda! Tienes patentes por valor de ${value}. La ronda se juega hasta el final.</translation>
        </message>
        <message>
            <source>Final round! {name} holds patents worth ${value}. The round is played to its end.</source>
            <translation>¡Última ronda! {name} tiene patentes por valor de ${value}. La ronda se juega hasta el final.</translation>
        </message>
        <message>
            <source>The pool is refilled with {letters}.</source>
            <translation>Las cartas comunes se reponen con {letters}.</translation>
        </message>
        <message>
            <source>You discard {letter} as the penalty.</source>
            <translation>Descartas la {letter} como penalización.</translation>
        </message>
        <message>
            <source>{name} discards {letter} as the penalty.</source>
            <translation>{name} descarta la {letter} como penalización.</translation>
        </message>
        <message>
            <source>You keep the other cards.</source>
            <translation>Te quedas las demás cartas.</translation>
        </message>
        <message>
            <source>{name} keeps the other cards.</source>
            <translation>{name} se queda las demás cartas.</translation>
        </message>
        <message>
            <source>You pass.</source>
            <translation>Pasas.</translation>
        </message>
        <message>
            <source>{name} passes.</source>
            <translation>{name} pasa.</translation>
        </message>
        <message>
            <source>You discard {letters}.</source>
            <translation>Descartas {letters}.</translation>
        </message>
        <message>
            <source>{name} discards {letters}.</source>
            <translation>{name} descarta {letters}.</translation>
        </message>
        <message numerus="yes">
            <source>You draw %n card(s).</source>
            <translation>
                <numerusform>Robas %n carta.</numerusform>
                <numerusform>Robas %n cartas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} draws %n card(s).</source>
            <translation>
                <numerusform>{name} roba %n carta.</numerusform>
                <numerusform>{name} roba %n cartas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The deck ran out: %n discarded card(s) are shuffled into a new deck.</source>
            <translation>
                <numerusform>Se acabó el mazo: %n carta descartada se baraja en un mazo nuevo.</numerusform>
                <numerusform>Se acabó el mazo: %n cartas descartadas se barajan en un mazo nuevo.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} {score}</source>
            <translation>{name} {score}</translation>
        </message>
        <message>
            <source>you</source>
            <translation>tú</translation>
        </message>
        <message>
            <source>Game over. {victory} Scores: {scores}.</source>
            <translation>Fin de la partida. {victory} Puntuaciones: {scores}.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Computer - {name}</source>
            <translation>Máquina - {name}</translation>
        </message>
        <message>
            <source>Computer - {level} ({name})</source>
            <translation>Máquina - {level} ({name})</translation>
        </message>
        <message>
            <source>{list} - {count} words</source>
            <translation>{list} - {count} palabras</translation>
        </message>
        <message>
            <source>{list} (your list) - {count} words</source>
            <translation>{list} (tu lista) - {count} palabras</translation>
        </message>
        <message>
            <source>English</source>
            <translation>Inglés</translation>
        </message>
        <message>
            <source>Russian</source>
            <translation>Ruso</translation>
        </message>
        <message>
            <source>Spanish</source>
            <translation>Español</translation>
        </message>
        <message>
            <source>Polish</source>
            <translation>Polaco</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nueva partida</translation>
        </message>
        <message>
            <source>Person</source>
            <translation>Persona</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Juego</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>Juego:</translation>
        </message>
        <message>
            <source>Players (in seat order, clockwise)</source>
            <translation>Jugadores (por orden de asiento, en el sentido de las agujas del reloj)</translation>
        </message>
        <message>
            <source>Number of players:</source>
            <translation>Número de jugadores:</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Plays as</source>
            <translation>Juega como</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Color</translation>
        </message>
        <message>
            <source>Name of player {number}</source>
            <translation>Nombre del jugador {number}</translation>
        </message>
        <message>
            <source>Player {number} plays as</source>
            <translation>El jugador {number} juega como</translation>
        </message>
        <message>
            <source>Colour of player {number}</source>
            <translation>Color del jugador {number}</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Reglas</translation>
        </message>
        <message>
            <source>Word list:</source>
            <translation>Lista de palabras:</translation>
        </message>
        <message>
            <source>random</source>
            <translation>al azar</translation>
        </message>
        <message>
            <source>The same seed and the same moves give the same game</source>
            <translation>El mismo número de reparto y las mismas jugadas dan la misma partida</translation>
        </message>
        <message>
            <source>Seed (optional):</source>
            <translation>Número de reparto (opcional):</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Empezar</translation>
        </message>
        <message>
            <source>The words of this game are {language}.</source>
            <translation>Idioma de las palabras de esta partida: {language}.</translation>
        </message>
        <message>
            <source>Every player needs a name.</source>
            <translation>Cada jugador necesita un nombre.</translation>
        </message>
        <message>
            <source>Two players have the same name.</source>
            <translation>Dos jugadores tienen el mismo nombre.</translation>
        </message>
        <message>
            <source>Two players have the same colour.</source>
            <translation>Dos jugadores tienen el mismo color.</translation>
        </message>
    </context>
    <context>
        <name>PatentCoachPanel</name>
        <message>
            <source>Your best plays were</source>
            <translation>Tus mejores jugadas eran</translation>
        </message>
        <message>
            <source>You played {words}: {outcome}.</source>
            <translation>Jugaste {words}: {outcome}.</translation>
        </message>
        <message>
            <source>That was the best play.</source>
            <translation>Esa era la mejor jugada.</translation>
        </message>
        <message>
            <source>Worth given up against the best: about {value}.</source>
            <translation>Valor perdido frente a la mejor: unos {value}.</translation>
        </message>
        <message>
            <source>The best play would let you buy {letter} (worth about {worth}).</source>
            <translation>La mejor jugada te permitiría comprar la {letter} (vale unos {worth}).</translation>
        </message>
        <message>
            <source>{rank}. {words}: {outcome}</source>
            <translation>{rank}. {words}: {outcome}</translation>
        </message>
        <message>
            <source>Lay this play out as cards, to look at</source>
            <translation>Mostrar esta jugada con cartas, para verla</translation>
        </message>
    </context>
    <context>
        <name>PatentFiguresPanel</name>
        <message>
            <source>Games</source>
            <translation>Partidas</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Victorias</translation>
        </message>
        <message>
            <source>Rating against the computer</source>
            <translation>Clasificación contra la máquina</translation>
        </message>
        <message>
            <source>Average score</source>
            <translation>Puntuación media</translation>
        </message>
        <message>
            <source>Highest score</source>
            <translation>Puntuación más alta</translation>
        </message>
        <message>
            <source>Money per turn</source>
            <translation>Dinero por turno</translation>
        </message>
        <message>
            <source>Stock per turn</source>
            <translation>Acciones por turno</translation>
        </message>
        <message>
            <source>Best word</source>
            <translation>Mejor palabra</translation>
        </message>
        <message>
            <source>Patents bought most:</source>
            <translation>Patentes más compradas:</translation>
        </message>
        <message>
            <source>none yet</source>
            <translation>aún ninguna</translation>
        </message>
        <message>
            <source>Rating over time</source>
            <translation>Evolución de la clasificación</translation>
        </message>
        <message>
            <source>Results against each opponent</source>
            <translation>Resultados contra cada rival</translation>
        </message>
        <message numerus="yes">
            <source>${money} and %n stock</source>
            <translation>
                <numerusform>${money} y %n acción</numerusform>
                <numerusform>${money} y %n acciones</numerusform>
            </translation>
        </message>
        <message>
            <source>{share}% of games</source>
            <translation>{share}% de las partidas</translation>
        </message>
        <message>
            <source>plays like step {step}, {name}</source>
            <translation>juega como el peldaño {step}, {name}</translation>
        </message>
        <message>
            <source>Rated against the computer players' ladder: {name}, step {step}, is rated {rating}. Your rating started at {start}.</source>
            <translation>Clasificación frente a la escalera de jugadores de la máquina: {name}, peldaño {step}, tiene {rating}. Tu clasificación empezó en {start}.</translation>
        </message>
        <message>
            <source>words, royalties, challenges</source>
            <translation>palabras, regalías, impugnaciones</translation>
        </message>
        <message>
            <source>{earned}; best turn {words}: {turn}</source>
            <translation>{earned}; mejor turno {words}: {turn}</translation>
        </message>
        <message>
            <source>no word scored yet</source>
            <translation>aún no se ha puntuado ninguna palabra</translation>
        </message>
        <message numerus="yes">
            <source>%n hint(s) taken</source>
            <translation>
                <numerusform>%n pista usada</numerusform>
                <numerusform>%n pistas usadas</numerusform>
            </translation>
        </message>
        <message>
            <source>No hints taken</source>
            <translation>Ninguna pista usada</translation>
        </message>
    </context>
    <context>
        <name>PatentQuestions</name>
        <message>
            <source>Everyone accepted {words}.</source>
            <translation>Todos aceptaron {words}.</translation>
        </message>
        <message>
            <source>On to your turn  (Enter)</source>
            <translation>A tu turno  (Enter)</translation>
        </message>
        <message>
            <source>Pass the device to {name}  (Enter)</source>
            <translation>Pasa el dispositivo a {name}  (Enter)</translation>
        </message>
        <message>
            <source>{story} You discard one card as the penalty, and the turn ends.</source>
            <translation>{story} Descartas una carta como penalización y el turno termina.</translation>
        </message>
        <message>
            <source>{story} {name} discards one card as the penalty, and the turn ends.</source>
            <translation>{story} {name} descarta una carta como penalización y el turno termina.</translation>
        </message>
        <message>
            <source>{story} You go on with the turn.</source>
            <translation>{story} Sigues con el turno.</translation>
        </message>
        <message>
            <source>{story} {name} goes on with the turn.</source>
            <translation>{story} {name} sigue con el turno.</translation>
        </message>
    </context>
    <context>
        <name>PatentReplayPanel</name>
        <message>
            <source>Pool</source>
            <translation>Comunes</translation>
        </message>
        <message>
            <source>The cards are dealt; you start.</source>
            <translation>Se reparten las cartas; empiezas tú.</translation>
        </message>
        <message>
            <source>The cards are dealt; {name} starts.</source>
            <translation>Se reparten las cartas; empieza {name}.</translation>
        </message>
        <message>
            <source>Deck {deck}  ·  discard pile {discards}  ·  goal ${goal}  ·  final round</source>
            <translation>Mazo {deck}  ·  descarte {discards}  ·  meta ${goal}  ·  última ronda</translation>
        </message>
        <message>
            <source>Deck {deck}  ·  discard pile {discards}  ·  goal ${goal}</source>
            <translation>Mazo {deck}  ·  descarte {discards}  ·  meta ${goal}</translation>
        </message>
        <message>
            <source>On the table: {words}</source>
            <translation>En la mesa: {words}</translation>
        </message>
        <message>
            <source>Game over: {names} win</source>
            <translation>Fin de la partida: ganan {names}</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} y {second}</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Fin de la partida</translation>
        </message>
        <message>
            <source>Game over: you win</source>
            <translation>Fin de la partida: ganas tú</translation>
        </message>
        <message>
            <source>Game over: {name} wins</source>
            <translation>Fin de la partida: gana {name}</translation>
        </message>
        <message>
            <source>Turn {turn}</source>
            <translation>Turno {turn}</translation>
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
            <translation>Turno</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Jugada</translation>
        </message>
        <message>
            <source>Expert's choice</source>
            <translation>Experto</translation>
        </message>
        <message>
            <source>Given up</source>
            <translation>Perdido</translation>
        </message>
        <message>
            <source>Purchase</source>
            <translation>Compra</translation>
        </message>
        <message>
            <source>Share</source>
            <translation>Acierto</translation>
        </message>
        <message>
            <source>Value given up by the play and the purchase together</source>
            <translation>Valor perdido por la jugada y la compra juntas</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>partida terminada</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>partida sin terminar</translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) reviewed ({state}). Values are the expert's: dollars of final score more than passing. Click a turn for why; click a word for its meanings.</source>
            <translation>
                <numerusform>%n turno analizado ({state}). Los valores son los del experto: dólares de puntuación final por encima de pasar. Pulsa un turno para ver por qué; pulsa una palabra para ver sus significados.</numerusform>
                <numerusform>%n turnos analizados ({state}). Los valores son los del experto: dólares de puntuación final por encima de pasar. Pulsa un turno para ver por qué; pulsa una palabra para ver sus significados.</numerusform>
            </translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>nada</translation>
        </message>
        <message>
            <source>bought {letter}</source>
            <translation>compró la {letter}</translation>
        </message>
        <message>
            <source>bought {bought}; expert: {best}</source>
            <translation>compró {bought}; experto: {best}</translation>
        </message>
        <message>
            <source>Purchase: {purchase}.</source>
            <translation>Compra: {purchase}.</translation>
        </message>
        <message>
            <source>Turn {turn}, {name}: played {words} ({outcome}).</source>
            <translation>Turno {turn}, {name}: jugó {words} ({outcome}).</translation>
        </message>
        <message>
            <source>Refused this turn: {words}.</source>
            <translation>Rechazadas en este turno: {words}.</translation>
        </message>
        <message>
            <source>{rank}. {words} ({worth}): {why}</source>
            <translation>{rank}. {words} ({worth}): {why}</translation>
        </message>
        <message>
            <source>No turn gave up anything: every play was the expert's.</source>
            <translation>Ningún turno perdió valor: todas las jugadas fueron las del experto.</translation>
        </message>
        <message>
            <source>{rank}. Turn {turn}, {name}: played {made}; the expert's choice {best}; about {value} given up.</source>
            <translation>{rank}. Turno {turn}, {name}: jugó {made}; la elección del experto: {best}; unos {value} perdidos.</translation>
        </message>
    </context>
    <context>
        <name>PatentRulesForm</name>
        <message>
            <source>Players challenge words (classic)</source>
            <translation>Los jugadores impugnan palabras (clásico)</translation>
        </message>
        <message>
            <source>The game checks every word</source>
            <translation>El juego comprueba cada palabra</translation>
        </message>
        <message>
            <source>Checking words:</source>
            <translation>Comprobación de palabras:</translation>
        </message>
        <message>
            <source>unlimited</source>
            <translation>sin límite</translation>
        </message>
        <message>
            <source>When the game checks words: how often a player may build again after a rejected word; then one card is discarded as a penalty</source>
            <translation>Cuando el juego comprueba las palabras: cuántas veces puede un jugador volver a formar tras una palabra rechazada; después se descarta una carta como penalización</translation>
        </message>
        <message>
            <source>Tries after a rejected word:</source>
            <translation>Intentos tras una palabra rechazada:</translation>
        </message>
        <message>
            <source>Multiply (two doublers = x4)</source>
            <translation>Multiplicar (dos duplicadores = x4)</translation>
        </message>
        <message>
            <source>Add (two doublers = x3)</source>
            <translation>Sumar (dos duplicadores = x3)</translation>
        </message>
        <message>
            <source>Never more than x2</source>
            <translation>Nunca más de x2</translation>
        </message>
        <message>
            <source>Several doublers:</source>
            <translation>Varios duplicadores:</translation>
        </message>
        <message>
            <source>The Q patent may also replace a card of the pool</source>
            <translation>La patente Q también puede cambiar una carta común</translation>
        </message>
        <message>
            <source>The Z patent's free S counts toward the 3 letters</source>
            <translation>La S gratis de la patente Z cuenta para las 3 letras</translation>
        </message>
        <message>
            <source>Patent value that starts the final round; the usual goal depends on the players</source>
            <translation>Valor en patentes que abre la última ronda; la meta habitual depende de los jugadores</translation>
        </message>
        <message>
            <source>Goal:</source>
            <translation>Meta:</translation>
        </message>
        <message>
            <source>usual ($%1)</source>
            <translation>habitual ($%1)</translation>
        </message>
        <message numerus="yes">
            <source>The goal also needs at least %n patent(s)</source>
            <translation>
                <numerusform>La meta también exige al menos %n patente</numerusform>
                <numerusform>La meta también exige al menos %n patentes</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PatentTable</name>
        <message>
            <source>Second word (V patent): press Space to type here</source>
            <translation>Segunda palabra (patente V): pulsa Espacio para escribir aquí</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Tu mano</translation>
        </message>
        <message>
            <source>The pool</source>
            <translation>Las cartas comunes</translation>
        </message>
        <message>
            <source>The word you are building</source>
            <translation>La palabra que estás formando</translation>
        </message>
        <message>
            <source>Your second word</source>
            <translation>Tu segunda palabra</translation>
        </message>
        <message>
            <source>The patents</source>
            <translation>Las patentes</translation>
        </message>
        <message>
            <source>The players</source>
            <translation>Los jugadores</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Registro</translation>
        </message>
        <message>
            <source>Deck and discard pile</source>
            <translation>Mazo y pila de descarte</translation>
        </message>
        <message>
            <source>Build a word: drag, click or type letters</source>
            <translation>Forma una palabra: arrastra, pulsa o escribe letras</translation>
        </message>
        <message>
            <source>Pass  (Enter)</source>
            <translation>Pasar  (Enter)</translation>
        </message>
        <message>
            <source>Keep all  (Enter)</source>
            <translation>No descartar  (Enter)</translation>
        </message>
        <message>
            <source>&amp;Play the word  (Enter)</source>
            <translation>&amp;Jugar la palabra  (Enter)</translation>
        </message>
        <message>
            <source>&amp;Clear the word  (Esc)</source>
            <translation>&amp;Borrar la palabra  (Esc)</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Pista</translation>
        </message>
        <message>
            <source>&amp;Discard instead of building</source>
            <translation>&amp;Descartar en vez de formar palabra</translation>
        </message>
        <message>
            <source>&amp;Replace a card (Q patent)...</source>
            <translation>&amp;Cambiar una carta (patente Q)...</translation>
        </message>
        <message>
            <source>Flip &amp;Y vowel/consonant</source>
            <translation>Alternar &amp;Y vocal/consonante</translation>
        </message>
        <message>
            <source>Add &amp;S (Z patent)  (+)</source>
            <translation>Añadir &amp;S (patente Z)  (+)</translation>
        </message>
        <message>
            <source>Second &amp;word (V patent)  (Space)</source>
            <translation>Segunda pa&amp;labra (patente V)  (Espacio)</translation>
        </message>
        <message>
            <source>Y: vowel  ⇄</source>
            <translation>Y: vocal  ⇄</translation>
        </message>
        <message>
            <source>Y: consonant  ⇄</source>
            <translation>Y: consonante  ⇄</translation>
        </message>
        <message numerus="yes">
            <source>Discard %n and draw  (Enter)</source>
            <translation>
                <numerusform>Descartar %n y robar  (Enter)</numerusform>
                <numerusform>Descartar %n y robar  (Enter)</numerusform>
            </translation>
        </message>
        <message>
            <source>Buy {letter} for ${cost}  (Enter)</source>
            <translation>Comprar la {letter} por ${cost}  (Enter)</translation>
        </message>
        <message numerus="yes">
            <source>Discard %n  (Enter)</source>
            <translation>
                <numerusform>Descartar %n  (Enter)</numerusform>
                <numerusform>Descartar %n  (Enter)</numerusform>
            </translation>
        </message>
        <message>
            <source>FINAL ROUND</source>
            <translation>ÚLTIMA RONDA</translation>
        </message>
        <message>
            <source>No game yet: start one from the File menu (Ctrl+Shift+N plays at once).</source>
            <translation>Aún no hay partida: empieza una desde el menú Archivo (Ctrl+Shift+N juega enseguida).</translation>
        </message>
    </context>
    <context>
        <name>Patents</name>
        <message>
            <source>vowel ends</source>
            <translation>extremos vocales</translation>
        </message>
        <message>
            <source>half vowels</source>
            <translation>mitad vocales</translation>
        </message>
        <message>
            <source>one vowel</source>
            <translation>una vocal</translation>
        </message>
        <message>
            <source>swap a card</source>
            <translation>cambiar carta</translation>
        </message>
        <message>
            <source>two words</source>
            <translation>dos palabras</translation>
        </message>
        <message>
            <source>copy a card</source>
            <translation>copiar carta</translation>
        </message>
        <message>
            <source>add an S</source>
            <translation>añadir S</translation>
        </message>
        <message>
            <source>Doubles a word whose first and last letters are both vowels (AREA, OBOE).</source>
            <translation>Duplica una palabra cuya primera y última letra son vocales (AREA, OBOE).</translation>
        </message>
        <message>
            <source>Doubles a word in which at least half of the letters are vowels (IDEA, AUDIO).</source>
            <translation>Duplica una palabra en la que al menos la mitad de las letras son vocales (IDEA, AUDIO).</translation>
        </message>
        <message>
            <source>Doubles a word with exactly one vowel (STRAND, CHIRPS).</source>
            <translation>Duplica una palabra con exactamente una vocal (STRAND, CHIRPS).</translation>
        </message>
        <message>
            <source>Once per turn, before you build or discard: swap one card of your hand or the pool for the top card of the deck.</source>
            <translation>Una vez por turno, antes de formar o descartar: cambia una carta de tu mano o de las comunes por la primera carta del mazo.</translation>
        </message>
        <message>
            <source>Build two words in one turn. Each must be a word on its own; no card is in both.</source>
            <translation>Forma dos palabras en un turno. Cada una debe ser una palabra por sí sola; ninguna carta está en las dos.</translation>
        </message>
        <message>
            <source>Use one card of your play twice (at least 3 real cards in the play).</source>
            <translation>Usa dos veces una carta de tu jugada (con al menos 3 cartas reales en la jugada).</translation>
        </message>
        <message>
            <source>Add one S at the end of a word without a card.</source>
            <translation>Añade una S al final de una palabra sin usar carta.</translation>
        </message>
        <message>
            <source>Patent {letter}: costs ${cost}, worth ${cost} at the end.</source>
            <translation>Patente {letter}: cuesta ${cost} y vale ${cost} al final.</translation>
        </message>
        <message>
            <source>Power: {power}</source>
            <translation>Poder: {power}</translation>
        </message>
        <message>
            <source>No special power: its owner earns $1 royalty per card others play.</source>
            <translation>Sin poder especial: su dueño gana $1 de regalía por cada carta que juegan los demás.</translation>
        </message>
        <message>
            <source>seat {number}</source>
            <translation>asiento {number}</translation>
        </message>
        <message>
            <source>Owned by {name}.</source>
            <translation>Pertenece a {name}.</translation>
        </message>
        <message>
            <source>You can buy it now.</source>
            <translation>Puedes comprarla ahora.</translation>
        </message>
    </context>
    <context>
        <name>Phases</name>
        <message>
            <source>build</source>
            <translation>formar</translation>
        </message>
        <message>
            <source>challenge</source>
            <translation>impugnación</translation>
        </message>
        <message>
            <source>buy</source>
            <translation>compra</translation>
        </message>
        <message>
            <source>discard</source>
            <translation>descarte</translation>
        </message>
        <message>
            <source>penalty</source>
            <translation>penalización</translation>
        </message>
        <message>
            <source>over</source>
            <translation>terminada</translation>
        </message>
    </context>
    <context>
        <name>PilesView</name>
        <message>
            <source>Deck: {deck} cards. Discard pile: {discards} cards.</source>
            <translation>Mazo: {deck} cartas. Pila de descarte: {discards} cartas.</translation>
        </message>
        <message>
            <source>deck</source>
            <translation>mazo</translation>
        </message>
        <message>
            <source>discards</source>
            <translation>descarte</translation>
        </message>
    </context>
    <context>
        <name>PlayList</name>
        <message>
            <source>#</source>
            <translation>N.º</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Jugada</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <source>Equity</source>
            <translation>Valor</translation>
        </message>
        <message>
            <source>Keeps</source>
            <translation>Conserva</translation>
        </message>
    </context>
    <context>
        <name>PositionAnalysis</name>
        <message>
            <source>Every legal play of the position</source>
            <translation>Todas las jugadas válidas de la posición</translation>
        </message>
        <message>
            <source>Finding every legal play...</source>
            <translation>Buscando todas las jugadas válidas...</translation>
        </message>
        <message>
            <source>The plays of this position could not be found.</source>
            <translation>No se pudieron encontrar las jugadas de esta posición.</translation>
        </message>
        <message numerus="yes">
            <source>%n legal play(s) for {name}'s rack {rack}, best equity first; click a play for the meanings of its words.</source>
            <translation>
                <numerusform>%n jugada válida para el atril {rack} de {name}, la de mayor valor primero; pulsa una jugada para ver el significado de sus palabras.</numerusform>
                <numerusform>%n jugadas válidas para el atril {rack} de {name}, las de mayor valor primero; pulsa una jugada para ver el significado de sus palabras.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Preview</name>
        <message numerus="yes">
            <source>{word} earns ${money} + %n stock, x{multiplier} by {letters}</source>
            <translation>
                <numerusform>{word} da ${money} + %n acción, x{multiplier} por {letters}</numerusform>
                <numerusform>{word} da ${money} + %n acciones, x{multiplier} por {letters}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{word} earns ${money} + %n stock</source>
            <translation>
                <numerusform>{word} da ${money} + %n acción</numerusform>
                <numerusform>{word} da ${money} + %n acciones</numerusform>
            </translation>
        </message>
        <message>
            <source>{word} earns ${money}, x{multiplier} by {letters}</source>
            <translation>{word} da ${money}, x{multiplier} por {letters}</translation>
        </message>
        <message>
            <source>{word} earns ${money}</source>
            <translation>{word} da ${money}</translation>
        </message>
        <message>
            <source>${money} to {name} ({letters})</source>
            <translation>${money} a {name} ({letters})</translation>
        </message>
        <message>
            <source>Royalties: {payments}</source>
            <translation>Regalías: {payments}</translation>
        </message>
        <message>
            <source>No royalties.</source>
            <translation>Sin regalías.</translation>
        </message>
    </context>
    <context>
        <name>ProblemReportDialog</name>
        <message>
            <source>Report a problem</source>
            <translation>Informar de un problema</translation>
        </message>
        <message>
            <source>Nothing is sent from here. Copy this text into your report (an e-mail or an issue on the project's page) and say what you did just before the problem. It holds no games, words or names, and your home folder is written ~.</source>
            <translation>Desde aquí no se envía nada. Copia este texto en tu informe (un correo o una incidencia en la página del proyecto) y cuenta qué hiciste justo antes del problema. No contiene partidas, palabras ni nombres, y tu carpeta personal aparece como ~.</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Copiar</translation>
        </message>
        <message>
            <source>Copied. Paste it into your report.</source>
            <translation>Copiado. Pégalo en tu informe.</translation>
        </message>
    </context>
    <context>
        <name>Problems</name>
        <message>
            <source>{file} does not exist.</source>
            <translation>{file} no existe.</translation>
        </message>
        <message>
            <source>{file} is a folder, not a file.</source>
            <translation>{file} es una carpeta, no un archivo.</translation>
        </message>
        <message>
            <source>{file} is not an ordinary file (it is a pipe, a device or a socket).</source>
            <translation>{file} no es un archivo normal (es una tubería, un dispositivo o un socket).</translation>
        </message>
        <message>
            <source>You are not allowed to read {file}.</source>
            <translation>No tienes permiso para leer {file}.</translation>
        </message>
        <message>
            <source>{file} could not be read: {reason}.</source>
            <translation>No se pudo leer {file}: {reason}.</translation>
        </message>
        <message>
            <source>{file} is larger than {limit}, far larger than any file of this kind.</source>
            <translation>{file} ocupa más de {limit}, mucho más que cualquier archivo de este tipo.</translation>
        </message>
        <message>
            <source>{file} is empty.</source>
            <translation>{file} está vacío.</translation>
        </message>
        <message>
            <source>{file} is not text.</source>
            <translation>{file} no es texto.</translation>
        </message>
        <message>
            <source>{file} is damaged: it is not valid JSON (line {line}).</source>
            <translation>{file} está dañado: no es JSON válido (línea {line}).</translation>
        </message>
        <message>
            <source>{file} is damaged: it is nested too deeply.</source>
            <translation>{file} está dañado: tiene demasiados niveles de anidamiento.</translation>
        </message>
        <message>
            <source>{file} is damaged: it holds a number longer than {limit} digits.</source>
            <translation>{file} está dañado: contiene un número de más de {limit} cifras.</translation>
        </message>
        <message>
            <source>{file} is damaged: it holds a number that is not finite.</source>
            <translation>{file} está dañado: contiene un número que no es finito.</translation>
        </message>
        <message>
            <source>{file} is damaged: it holds a broken character in {where}.</source>
            <translation>{file} está dañado: contiene un carácter roto en {where}.</translation>
        </message>
        <message>
            <source>{file} is damaged: a player's name is longer than {limit} characters.</source>
            <translation>{file} está dañado: el nombre de un jugador tiene más de {limit} caracteres.</translation>
        </message>
        <message>
            <source>{file} is damaged: {detail}.</source>
            <translation>{file} está dañado: {detail}.</translation>
        </message>
        <message>
            <source>{file} needs the word list '{lexicon}', which cannot be loaded. {cause}</source>
            <translation>{file} necesita la lista de palabras “{lexicon}”, que no se puede cargar. {cause}</translation>
        </message>
        <message>
            <source>{file} is damaged and could not be opened.</source>
            <translation>{file} está dañado y no se pudo abrir.</translation>
        </message>
        <message>
            <source>{file} holds a game this version of the app cannot show yet ({family}); the command patentgame replay prints it.</source>
            <translation>{file} contiene una partida que esta versión de la aplicación aún no puede mostrar ({family}); el comando patentgame replay la escribe.</translation>
        </message>
        <message>
            <source>The game was not saved. {cause}</source>
            <translation>La partida no se guardó. {cause}</translation>
        </message>
        <message>
            <source>There is no word list '{lexicon}'; the known lists are {known}.</source>
            <translation>No existe la lista de palabras “{lexicon}”; las listas conocidas son {known}.</translation>
        </message>
        <message>
            <source>The word list '{lexicon}' is damaged; import it again to play with it.</source>
            <translation>La lista de palabras “{lexicon}” está dañada; vuelve a importarla para jugar con ella.</translation>
        </message>
        <message>
            <source>The built-in word list '{lexicon}' is damaged on this computer; install patentgame again to play with it.</source>
            <translation>La lista de palabras incluida “{lexicon}” está dañada en este equipo; vuelve a instalar patentgame para jugar con ella.</translation>
        </message>
        <message>
            <source>{file} is not a compiled word list.</source>
            <translation>{file} no es una lista de palabras compilada.</translation>
        </message>
        <message>
            <source>The patent game is played with the letters A to Z, but the word list '{lexicon}' spells its words with other letters; choose an English list.</source>
            <translation>El juego de las patentes se juega con las letras de la A a la Z, pero la lista de palabras “{lexicon}” escribe sus palabras con otras letras; elige una lista en inglés.</translation>
        </message>
        <message>
            <source>BuyWord has tiles for English, Russian and Polish words only, and the word list '{lexicon}' is in another language; choose a list in one of those.</source>
            <translation>BuyWord solo tiene fichas para palabras inglesas, rusas y polacas, y la lista de palabras «{lexicon}» está en otro idioma; elige una lista en uno de ellos.</translation>
        </message>
        <message>
            <source>'{lexicon}' is a built-in word list and cannot be removed.</source>
            <translation>“{lexicon}” es una lista de palabras incluida y no se puede quitar.</translation>
        </message>
        <message>
            <source>There is no imported word list '{lexicon}'.</source>
            <translation>No existe ninguna lista de palabras importada “{lexicon}”.</translation>
        </message>
        <message>
            <source>A word list needs a name.</source>
            <translation>Una lista de palabras necesita un nombre.</translation>
        </message>
        <message>
            <source>{file} was not imported: it has more than {limit} lines.</source>
            <translation>{file} no se importó: tiene más de {limit} líneas.</translation>
        </message>
        <message>
            <source>{file} was not imported: line {line} is longer than {limit} characters, so it is not a word list.</source>
            <translation>{file} no se importó: la línea {line} tiene más de {limit} caracteres, así que no es una lista de palabras.</translation>
        </message>
        <message>
            <source>{file} was not imported: it unpacks to more than {limit}.</source>
            <translation>{file} no se importó: descomprimido ocupa más de {limit}.</translation>
        </message>
        <message>
            <source>{file} was not imported: it is not a text file.</source>
            <translation>{file} no se importó: no es un archivo de texto.</translation>
        </message>
        <message>
            <source>{file} was not imported: line {line} is not UTF-8 text.</source>
            <translation>{file} no se importó: la línea {line} no es texto UTF-8.</translation>
        </message>
        <message>
            <source>{file} was not imported: it is a damaged or cut-short gzip file.</source>
            <translation>{file} no se importó: es un archivo gzip dañado o incompleto.</translation>
        </message>
        <message>
            <source>{file} was not imported: it holds no word of two or more letters.</source>
            <translation>{file} no se importó: no contiene ninguna palabra de dos o más letras.</translation>
        </message>
        <message>
            <source>The import of {file} was cancelled.</source>
            <translation>Se canceló la importación de {file}.</translation>
        </message>
        <message>
            <source>Importing a word list needs the dawg2 package, which is not installed.</source>
            <translation>Para importar una lista de palabras hace falta el paquete dawg2, que no está instalado.</translation>
        </message>
        <message>
            <source>The word list was not imported. {cause}</source>
            <translation>La lista de palabras no se importó. {cause}</translation>
        </message>
        <message>
            <source>The disk is full: {file} could not be written. Free some space.</source>
            <translation>El disco está lleno: no se pudo escribir {file}. Libera algo de espacio.</translation>
        </message>
        <message>
            <source>{file} could not be written: the folder {folder} is read-only.</source>
            <translation>No se pudo escribir {file}: la carpeta {folder} es de solo lectura.</translation>
        </message>
        <message>
            <source>{file} could not be written: a file is in the way where the folder {folder} should be, or a folder where the file should be.</source>
            <translation>No se pudo escribir {file}: hay un archivo donde debería estar la carpeta {folder}, o una carpeta donde debería estar el archivo.</translation>
        </message>
        <message>
            <source>{file} could not be written: the folder {folder} does not exist.</source>
            <translation>No se pudo escribir {file}: la carpeta {folder} no existe.</translation>
        </message>
        <message>
            <source>{file} could not be written: {reason}.</source>
            <translation>No se pudo escribir {file}: {reason}.</translation>
        </message>
        <message>
            <source>The folder {file} could not be made: {reason}.</source>
            <translation>No se pudo crear la carpeta {file}: {reason}.</translation>
        </message>
        <message>
            <source>The folder {file} is read-only: nothing can be saved there.</source>
            <translation>La carpeta {file} es de solo lectura: ahí no se puede guardar nada.</translation>
        </message>
        <message>
            <source>{file} could not be removed: {reason}.</source>
            <translation>No se pudo quitar {file}: {reason}.</translation>
        </message>
        <message>
            <source>Another patentgame window is open, so this one autosaves to {file} instead of {usual}.</source>
            <translation>Hay otra ventana de patentgame abierta, así que esta guarda automáticamente en {file} en lugar de en {usual}.</translation>
        </message>
        <message numerus="yes">
            <source>%n patentgame window(s) are already open; this one will not autosave its game.</source>
            <translation>
                <numerusform>Ya hay %n ventana de patentgame abierta; esta no guardará su partida automáticamente.</numerusform>
                <numerusform>Ya hay %n ventanas de patentgame abiertas; esta no guardará su partida automáticamente.</numerusform>
            </translation>
        </message>
        <message>
            <source>{cause} This game will not be autosaved.</source>
            <translation>{cause} Esta partida no se guardará automáticamente.</translation>
        </message>
        <message>
            <source>The data folder {file} is read-only: saved games can be opened and continued, but nothing is autosaved or added to the statistics.</source>
            <translation>La carpeta de datos {file} es de solo lectura: se pueden abrir y continuar partidas guardadas, pero nada se guarda automáticamente ni se añade a las estadísticas.</translation>
        </message>
        <message>
            <source>The autosaved game could not be continued. {cause} It was kept as {kept} in {folder}; a new game starts instead.</source>
            <translation>No se pudo continuar la partida guardada automáticamente. {cause} Se conservó como {kept} en {folder}; en su lugar empieza una partida nueva.</translation>
        </message>
        <message>
            <source>The autosaved game could not be continued. {cause} It could not be moved aside; a new game starts instead.</source>
            <translation>No se pudo continuar la partida guardada automáticamente. {cause} No se pudo apartar; en su lugar empieza una partida nueva.</translation>
        </message>
        <message>
            <source>{cause} The game goes on; it is saved again as soon as that works.</source>
            <translation>{cause} La partida sigue; se volverá a guardar en cuanto sea posible.</translation>
        </message>
        <message>
            <source>A game autosaved by another window was kept as {file} in {folder}; open it with File &gt; Open to go on.</source>
            <translation>Una partida guardada automáticamente por otra ventana se conservó como {file} en {folder}; ábrela con Archivo &gt; Abrir para seguir.</translation>
        </message>
        <message>
            <source>{cause} The finished game was kept as {file}.</source>
            <translation>{cause} La partida terminada se conservó como {file}.</translation>
        </message>
        <message>
            <source>{cause} The finished game was kept and will be added to the statistics as soon as they can take it.</source>
            <translation>{cause} La partida terminada se conservó y se añadirá a las estadísticas en cuanto sea posible.</translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) kept while the statistics could not take them were added to them now.</source>
            <translation>
                <numerusform>Se ha añadido ahora a las estadísticas %n partida terminada que se conservó mientras no se podía añadir.</numerusform>
                <numerusform>Se han añadido ahora a las estadísticas %n partidas terminadas que se conservaron mientras no se podían añadir.</numerusform>
            </translation>
        </message>
        <message>
            <source>The settings could not be read, so the defaults are used. {cause} The file was kept as {kept}.</source>
            <translation>No se pudieron leer los ajustes, así que se usan los predeterminados. {cause} El archivo se conservó como {kept}.</translation>
        </message>
        <message>
            <source>Some settings could not be read and are back to their defaults: {keys}. The old file was kept as {kept}.</source>
            <translation>Algunos ajustes no se pudieron leer y vuelven a sus valores predeterminados: {keys}. El archivo antiguo se conservó como {kept}.</translation>
        </message>
        <message>
            <source>The settings were not saved. {cause}</source>
            <translation>Los ajustes no se guardaron. {cause}</translation>
        </message>
        <message>
            <source>The statistics file was damaged; it was kept as {kept} and a new one was started.</source>
            <translation>El archivo de estadísticas estaba dañado; se conservó como {kept} y se empezó uno nuevo.</translation>
        </message>
        <message numerus="yes">
            <source>The statistics file was damaged; it was kept as {kept}, and the %n game(s) that could still be read were carried into a new one.</source>
            <translation>
                <numerusform>El archivo de estadísticas estaba dañado; se conservó como {kept}, y la %n partida que aún se podía leer pasó a uno nuevo.</numerusform>
                <numerusform>El archivo de estadísticas estaba dañado; se conservó como {kept}, y las %n partidas que aún se podían leer pasaron a uno nuevo.</numerusform>
            </translation>
        </message>
        <message>
            <source>The statistics file is damaged; it is set aside when the game closes, keeping every game that can still be read.</source>
            <translation>El archivo de estadísticas está dañado; se apartará al cerrar el juego, conservando todas las partidas que aún se puedan leer.</translation>
        </message>
        <message>
            <source>The statistics file {file} is damaged and could not be moved aside.</source>
            <translation>El archivo de estadísticas {file} está dañado y no se pudo apartar.</translation>
        </message>
        <message>
            <source>The statistics are busy; try again in a moment.</source>
            <translation>Las estadísticas están ocupadas; inténtalo de nuevo en un momento.</translation>
        </message>
        <message>
            <source>The statistics in {file} cannot be opened: {reason}.</source>
            <translation>No se pueden abrir las estadísticas de {file}: {reason}.</translation>
        </message>
        <message>
            <source>The statistics were written by a newer version of patentgame (schema {version}); this version leaves them untouched.</source>
            <translation>Las estadísticas las escribió una versión más reciente de patentgame (esquema {version}); esta versión no las toca.</translation>
        </message>
        <message>
            <source>{cause} Statistics are off for now; games still autosave.</source>
            <translation>{cause} Las estadísticas están desactivadas por ahora; las partidas se siguen guardando automáticamente.</translation>
        </message>
        <message>
            <source>This game could not be added to the statistics. {cause}</source>
            <translation>Esta partida no se pudo añadir a las estadísticas. {cause}</translation>
        </message>
        <message>
            <source>The statistics are not available right now.</source>
            <translation>Las estadísticas no están disponibles ahora mismo.</translation>
        </message>
        <message>
            <source>The output could not be written: {reason}.</source>
            <translation>No se pudo escribir la salida: {reason}.</translation>
        </message>
        <message>
            <source>The output could not be written: the disk is full.</source>
            <translation>No se pudo escribir la salida: el disco está lleno.</translation>
        </message>
        <message>
            <source>{what} is empty: give at least one letter.</source>
            <translation>{what} está vacío: indica al menos una letra.</translation>
        </message>
        <message>
            <source>{what} must hold only letters A to Z, not '{text}'.</source>
            <translation>{what} solo puede contener letras de la A a la Z, no “{text}”.</translation>
        </message>
        <message>
            <source>{what} must hold only the letters of {game}'s tiles, not '{text}'.</source>
            <translation>{what} solo puede contener las letras de las fichas de {game}, no “{text}”.</translation>
        </message>
        <message>
            <source>{what} must be one word of the letters of the list {lexicon}, not '{text}'.</source>
            <translation>{what} debe ser una sola palabra con las letras de la lista {lexicon}, no “{text}”.</translation>
        </message>
        <message>
            <source>--seats needs {low} to {high} player ids, not {given}.</source>
            <translation>--seats necesita de {low} a {high} id de jugador, no {given}.</translation>
        </message>
        <message>
            <source>The app keeps no log this time. {cause}</source>
            <translation>Esta vez la aplicación no lleva registro. {cause}</translation>
        </message>
        <message>
            <source>The log is not written any more this time. {cause}</source>
            <translation>Esta vez el registro ya no se escribe. {cause}</translation>
        </message>
        <message>
            <source>The definitions file {file} is damaged, so no meanings are shown.</source>
            <translation>El archivo de definiciones {file} está dañado, así que no se muestran significados.</translation>
        </message>
        <message>
            <source>The definitions file cannot be read, so no meanings are shown. {cause}</source>
            <translation>No se puede leer el archivo de definiciones, así que no se muestran significados. {cause}</translation>
        </message>
        <message>
            <source>Unknown player '{player}': the players are {players}.</source>
            <translation>Jugador desconocido “{player}”: los jugadores son {players}.</translation>
        </message>
        <message>
            <source>{detail}.</source>
            <translation>{detail}.</translation>
        </message>
        <message>
            <source>Something went wrong inside patentgame ({kind}). Nothing was changed.</source>
            <translation>Algo salió mal dentro de patentgame ({kind}). No se cambió nada.</translation>
        </message>
        <message>
            <source>The record is larger than {limit}, far larger than any game record.</source>
            <translation>El registro ocupa más de {limit}, mucho más que cualquier registro de partida.</translation>
        </message>
        <message>
            <source>The record is empty.</source>
            <translation>El registro está vacío.</translation>
        </message>
        <message>
            <source>The record is not text.</source>
            <translation>El registro no es texto.</translation>
        </message>
        <message>
            <source>The record is damaged: it is not valid JSON (line {line}).</source>
            <translation>El registro está dañado: no es JSON válido (línea {line}).</translation>
        </message>
        <message>
            <source>The record is damaged: it is nested too deeply.</source>
            <translation>El registro está dañado: tiene demasiados niveles de anidamiento.</translation>
        </message>
        <message>
            <source>The record is damaged: it holds a number longer than {limit} digits.</source>
            <translation>El registro está dañado: contiene un número de más de {limit} cifras.</translation>
        </message>
        <message>
            <source>The record is damaged: it holds a number that is not finite.</source>
            <translation>El registro está dañado: contiene un número que no es finito.</translation>
        </message>
        <message>
            <source>The record is damaged: it holds a broken character in {where}.</source>
            <translation>El registro está dañado: contiene un carácter roto en {where}.</translation>
        </message>
        <message>
            <source>The record is damaged: a player's name is longer than {limit} characters.</source>
            <translation>El registro está dañado: el nombre de un jugador tiene más de {limit} caracteres.</translation>
        </message>
        <message>
            <source>The record is damaged: {detail}.</source>
            <translation>El registro está dañado: {detail}.</translation>
        </message>
        <message>
            <source>The record needs the word list '{lexicon}', which cannot be loaded. {cause}</source>
            <translation>El registro necesita la lista de palabras “{lexicon}”, que no se puede cargar. {cause}</translation>
        </message>
        <message>
            <source>the disk could not be read or written</source>
            <translation>no se pudo leer ni escribir en el disco</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>el disco está lleno</translation>
        </message>
        <message>
            <source>permission denied</source>
            <translation>permiso denegado</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <translation>el disco es de solo lectura</translation>
        </message>
        <message>
            <source>it does not exist</source>
            <translation>no existe</translation>
        </message>
        <message>
            <source>it is a folder</source>
            <translation>es una carpeta</translation>
        </message>
        <message>
            <source>a file is in the way where a folder should be</source>
            <translation>hay un archivo donde debería haber una carpeta</translation>
        </message>
        <message>
            <source>it is a link, and links are not followed</source>
            <translation>es un enlace, y los enlaces no se siguen</translation>
        </message>
        <message>
            <source>its name is too long</source>
            <translation>su nombre es demasiado largo</translation>
        </message>
        <message>
            <source>something is already there</source>
            <translation>ya hay algo ahí</translation>
        </message>
        <message>
            <source>it is busy</source>
            <translation>está ocupado</translation>
        </message>
        <message>
            <source>it is not an ordinary file</source>
            <translation>no es un archivo normal</translation>
        </message>
        <message>
            <source>an error of the operating system</source>
            <translation>un error del sistema operativo</translation>
        </message>
    </context>
    <context>
        <name>RackView</name>
        <message>
            <source>Your rack</source>
            <translation>Tu atril</translation>
        </message>
    </context>
    <context>
        <name>RatingChart</name>
        <message>
            <source>Rating over time</source>
            <translation>Evolución de la clasificación</translation>
        </message>
        <message numerus="yes">
            <source>Rating after each of %n game(s); now {rating}</source>
            <translation>
                <numerusform>Clasificación tras %n partida; ahora {rating}</numerusform>
                <numerusform>Clasificación tras cada una de %n partidas; ahora {rating}</numerusform>
            </translation>
        </message>
        <message>
            <source>No rated games yet</source>
            <translation>Aún no hay partidas puntuables</translation>
        </message>
        <message>
            <source>first game</source>
            <translation>primera partida</translation>
        </message>
        <message>
            <source>game {number}</source>
            <translation>partida {number}</translation>
        </message>
    </context>
    <context>
        <name>Refusals</name>
        <message>
            <source>the game is over</source>
            <translation>la partida ha terminado</translation>
        </message>
        <message>
            <source>it is not this player's turn to act</source>
            <translation>no es el turno de este jugador</translation>
        </message>
        <message>
            <source>this kind of action is not allowed now</source>
            <translation>ahora no se permite este tipo de acción</translation>
        </message>
        <message>
            <source>there is no card with that id</source>
            <translation>no hay ninguna carta con ese id</translation>
        </message>
        <message>
            <source>only the owner of the Q patent may replace a card</source>
            <translation>solo quien tiene la patente Q puede cambiar una carta</translation>
        </message>
        <message>
            <source>a card may be replaced only once, before building or discarding</source>
            <translation>solo se puede cambiar una carta una vez, antes de formar o descartar</translation>
        </message>
        <message>
            <source>these rules allow replacing a hand card only</source>
            <translation>estas reglas solo permiten cambiar una carta de la mano</translation>
        </message>
        <message>
            <source>a play needs a word</source>
            <translation>una jugada necesita una palabra</translation>
        </message>
        <message>
            <source>a play holds at most two words</source>
            <translation>una jugada tiene como mucho dos palabras</translation>
        </message>
        <message>
            <source>two words need the V patent</source>
            <translation>dos palabras necesitan la patente V</translation>
        </message>
        <message>
            <source>a card is neither in the builder's hand nor in the pool</source>
            <translation>hay una carta que no está ni en la mano de quien juega ni en las comunes</translation>
        </message>
        <message>
            <source>a card is used twice</source>
            <translation>una carta se usa dos veces</translation>
        </message>
        <message>
            <source>a word needs at least 3 letters</source>
            <translation>una palabra necesita al menos 3 letras</translation>
        </message>
        <message>
            <source>a word has at most 12 letters</source>
            <translation>una palabra tiene como mucho 12 letras</translation>
        </message>
        <message>
            <source>each word needs a card from the builder's own hand</source>
            <translation>cada palabra necesita una carta de la mano de quien juega</translation>
        </message>
        <message>
            <source>copying a card needs the X patent</source>
            <translation>copiar una carta requiere la patente X</translation>
        </message>
        <message>
            <source>only a card used in this play can be copied</source>
            <translation>solo se puede copiar una carta usada en esta jugada</translation>
        </message>
        <message>
            <source>only one card may be copied</source>
            <translation>solo se puede copiar una carta</translation>
        </message>
        <message>
            <source>a play with a copy needs at least 3 real cards</source>
            <translation>una jugada con una copia necesita al menos 3 cartas reales</translation>
        </message>
        <message>
            <source>adding an S needs the Z patent</source>
            <translation>añadir una S requiere la patente Z</translation>
        </message>
        <message>
            <source>the added S must be the last letter of its word</source>
            <translation>la S añadida debe ser la última letra de su palabra</translation>
        </message>
        <message>
            <source>only one S may be added</source>
            <translation>solo se puede añadir una S</translation>
        </message>
        <message>
            <source>only a Y can be declared a vowel or a consonant</source>
            <translation>solo una Y se puede declarar vocal o consonante</translation>
        </message>
        <message>
            <source>a card is not in the player's hand</source>
            <translation>hay una carta que no está en la mano del jugador</translation>
        </message>
        <message>
            <source>a card is named twice</source>
            <translation>una carta se nombra dos veces</translation>
        </message>
        <message>
            <source>the penalty is exactly one card</source>
            <translation>la penalización es exactamente una carta</translation>
        </message>
        <message>
            <source>the builder cannot challenge their own play</source>
            <translation>nadie puede impugnar su propia jugada</translation>
        </message>
        <message>
            <source>that is not a letter from A to Z</source>
            <translation>eso no es una letra de la A a la Z</translation>
        </message>
        <message>
            <source>that patent is already owned</source>
            <translation>esa patente ya tiene dueño</translation>
        </message>
        <message>
            <source>a patent can be bought only for a letter on a real card played</source>
            <translation>solo se puede comprar la patente de una letra de una carta real jugada</translation>
        </message>
        <message>
            <source>not enough money for that patent</source>
            <translation>no hay dinero suficiente para esa patente</translation>
        </message>
    </context>
    <context>
        <name>ReplaceZone</name>
        <message>
            <source>Q patent: once per turn, before you build or discard, drop a card of your hand or the pool here to swap it for the top card of the deck (Ctrl+R).</source>
            <translation>Patente Q: una vez por turno, antes de formar o descartar, suelta aquí una carta de tu mano o de las comunes para cambiarla por la primera carta del mazo (Ctrl+R).</translation>
        </message>
        <message>
            <source>Q: drop a card here to swap it</source>
            <translation>Q: suelta aquí una carta para cambiarla</translation>
        </message>
    </context>
    <context>
        <name>ReplayViewer</name>
        <message>
            <source>Replay</source>
            <translation>Repetición</translation>
        </message>
        <message>
            <source>First: the deal</source>
            <translation>Primero: el reparto</translation>
        </message>
        <message>
            <source>Previous turn</source>
            <translation>Turno anterior</translation>
        </message>
        <message>
            <source>Previous action</source>
            <translation>Acción anterior</translation>
        </message>
        <message>
            <source>Next action</source>
            <translation>Acción siguiente</translation>
        </message>
        <message>
            <source>Next turn</source>
            <translation>Turno siguiente</translation>
        </message>
        <message>
            <source>Last: the end</source>
            <translation>Último: el final</translation>
        </message>
        <message>
            <source>Position in the game</source>
            <translation>Posición en la partida</translation>
        </message>
        <message>
            <source>Review…</source>
            <translation>Analizar…</translation>
        </message>
        <message>
            <source>The coach's review: each turn beside the expert's choice</source>
            <translation>El análisis del entrenador: cada turno junto a la elección del experto</translation>
        </message>
        <message>
            <source>Review: {title}</source>
            <translation>Análisis: {title}</translation>
        </message>
    </context>
    <context>
        <name>ReportWriter</name>
        <message>
            <source>Version: patentgame {version}</source>
            <translation>Versión: patentgame {version}</translation>
        </message>
        <message>
            <source>Platform: {platform}</source>
            <translation>Plataforma: {platform}</translation>
        </message>
        <message>
            <source>Qt: {qt} (PySide6 {pyside}), display: {display}</source>
            <translation>Qt: {qt} (PySide6 {pyside}), pantalla: {display}</translation>
        </message>
        <message>
            <source>The app keeps no log this time.</source>
            <translation>Esta vez la aplicación no lleva registro.</translation>
        </message>
        <message>
            <source>The log file {file} is empty or cannot be read.</source>
            <translation>El archivo de registro {file} está vacío o no se puede leer.</translation>
        </message>
        <message numerus="yes">
            <source>The last %n line(s) of the log file {file}:</source>
            <translation>
                <numerusform>Línea final del archivo de registro {file} (%n):</numerusform>
                <numerusform>Líneas finales del archivo de registro {file} (%n):</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ReviewEntry</name>
        <message>
            <source>Review the game...</source>
            <translation>Analizar la partida...</translation>
        </message>
        <message>
            <source>Each turn beside the expert's choice, and the value given up</source>
            <translation>Cada turno junto a la elección del experto, y el valor perdido</translation>
        </message>
        <message>
            <source>Review: {names}</source>
            <translation>Análisis: {names}</translation>
        </message>
    </context>
    <context>
        <name>ReviewWindow</name>
        <message>
            <source>Game review</source>
            <translation>Análisis de la partida</translation>
        </message>
        <message>
            <source>The coach is reviewing the game...</source>
            <translation>El entrenador está analizando la partida...</translation>
        </message>
        <message>
            <source>Value given up over the game</source>
            <translation>Valor perdido a lo largo de la partida</translation>
        </message>
        <message>
            <source>The three biggest turns missed</source>
            <translation>Los tres turnos con más valor perdido</translation>
        </message>
        <message>
            <source>Close  (Esc)</source>
            <translation>Cerrar  (Esc)</translation>
        </message>
        <message>
            <source>The coach cannot review this game: {problem}</source>
            <translation>El entrenador no puede analizar esta partida: {problem}</translation>
        </message>
        <message>
            <source>This game cannot be reviewed.</source>
            <translation>Esta partida no se puede analizar.</translation>
        </message>
        <message>
            <source>The coach needs a searchable word list to review this game.</source>
            <translation>El entrenador necesita una lista de palabras en la que se pueda buscar para analizar esta partida.</translation>
        </message>
    </context>
    <context>
        <name>RoundView</name>
        <message numerus="yes">
            <source>Round {round}
%n tile(s) in the bag</source>
            <translation>
                <numerusform>Ronda {round}
%n ficha en la bolsa</numerusform>
                <numerusform>Ronda {round}
%n fichas en la bolsa</numerusform>
            </translation>
        </message>
        <message>
            <source>Goal alone: {low}-{high}</source>
            <translation>Meta en solitario: {low}-{high}</translation>
        </message>
        <message>
            <source>The display: each player takes a tile in turn</source>
            <translation>La muestra: cada jugador toma una ficha por turno</translation>
        </message>
        <message>
            <source>{name} has taken {tiles}: {price} so far</source>
            <translation>{name} ha tomado {tiles}: {price} por ahora</translation>
        </message>
        <message>
            <source>Up for auction</source>
            <translation>En subasta</translation>
        </message>
        <message>
            <source>Drawn for you</source>
            <translation>Robadas para ti</translation>
        </message>
        <message>
            <source>Drawn for {name}</source>
            <translation>Robadas para {name}</translation>
        </message>
        <message numerus="yes">
            <source>%n pip(s): the set costs {price}</source>
            <translation>
                <numerusform>%n punto: el lote cuesta {price}</numerusform>
                <numerusform>%n puntos: el lote cuesta {price}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message numerus="yes">
            <source>There are %n letter card(s):</source>
            <translation>
                <numerusform>Hay %n carta de letra:</numerusform>
                <numerusform>Hay %n cartas de letras:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Each player is dealt %n card(s).</source>
            <translation>
                <numerusform>Cada jugador recibe %n carta.</numerusform>
                <numerusform>Cada jugador recibe %n cartas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) lie face up as the pool.</source>
            <translation>
                <numerusform>%n carta queda boca arriba como carta común.</numerusform>
                <numerusform>%n cartas quedan boca arriba como cartas comunes.</numerusform>
            </translation>
        </message>
        <message>
            <source>letters</source>
            <translation>letras</translation>
        </message>
        <message>
            <source>money</source>
            <translation>dinero</translation>
        </message>
        <message>
            <source>stock</source>
            <translation>acciones</translation>
        </message>
        <message>
            <source>letter</source>
            <translation>letra</translation>
        </message>
        <message>
            <source>cards</source>
            <translation>cartas</translation>
        </message>
        <message>
            <source>patent</source>
            <translation>patente</translation>
        </message>
        <message>
            <source>price</source>
            <translation>precio</translation>
        </message>
        <message>
            <source>players</source>
            <translation>jugadores</translation>
        </message>
        <message>
            <source>goal</source>
            <translation>meta</translation>
        </message>
        <message>
            <source>minimum patents (option)</source>
            <translation>mínimo de patentes (opción)</translation>
        </message>
        <message>
            <source>multiply (usual)</source>
            <translation>multiplicar (lo habitual)</translation>
        </message>
        <message>
            <source>add</source>
            <translation>sumar</translation>
        </message>
        <message>
            <source>never more than x2</source>
            <translation>nunca más de x2</translation>
        </message>
        <message>
            <source>doublers on a word</source>
            <translation>duplicadores en una palabra</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>Cómo se juega</translation>
        </message>
        <message>
            <source>Build words from your cards and the cards of the pool. Words earn money and, from six letters on, stock. With money you buy &lt;b&gt;patents&lt;/b&gt; on letters: whenever another player plays a card of your letter, the bank pays you $1, and some patents give a special power. The game ends after the round in which someone's patents reach the goal; then money, stock and patents together decide the winner.</source>
            <translation>Forma palabras con tus cartas y las cartas comunes. Las palabras dan dinero y, a partir de seis letras, acciones. Con el dinero compras &lt;b&gt;patentes&lt;/b&gt; de letras: cada vez que otro jugador juega una carta de tu letra, la banca te paga $1, y algunas patentes dan un poder especial. La partida termina tras la ronda en la que las patentes de alguien alcanzan la meta; entonces el dinero, las acciones y las patentes juntos deciden quién gana.</translation>
        </message>
        <message>
            <source>The cards and the start</source>
            <translation>Las cartas y el comienzo</translation>
        </message>
        <message>
            <source>Everyone starts with $0 and no stock; the bank never runs out. Before the deal every player cuts the deck: the card nearest to Z starts (players who tie cut again), and that player starts every round of the game.</source>
            <translation>Todos empiezan con $0 y sin acciones; la banca nunca se queda sin dinero. Antes del reparto cada jugador corta el mazo: empieza quien saque la carta más cercana a la Z (si hay empate, se vuelve a cortar), y ese jugador empieza todas las rondas de la partida.</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Tu turno</translation>
        </message>
        <message>
            <source>On your turn you either discard or build.</source>
            <translation>En tu turno, o descartas o formas una palabra.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Discard&lt;/b&gt;: discard any number of your cards (none is a pass), draw back to 7, and your turn ends.</source>
            <translation>&lt;b&gt;Descartar&lt;/b&gt;: descarta las cartas que quieras (ninguna es pasar), roba hasta tener 7 y tu turno termina.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Build&lt;/b&gt;: lay out a word of at least 3 letters made of your cards and the pool's, with at least one card of your own. Then, in this order: the word is checked (see Challenges); you receive its money and stock; the owners of the letters you played receive their royalties; you may buy one patent; the pool is refilled to 3 from the deck and the played cards go to the discard pile; you may discard any of your remaining cards; you draw back to 7.</source>
            <translation>&lt;b&gt;Formar&lt;/b&gt;: coloca una palabra de al menos 3 letras hecha con tus cartas y las comunes, con al menos una carta tuya. Después, en este orden: se comprueba la palabra (ver Impugnaciones); recibes su dinero y sus acciones; los dueños de las letras que jugaste reciben sus regalías; puedes comprar una patente; las cartas comunes se reponen hasta 3 desde el mazo y las cartas jugadas van a la pila de descarte; puedes descartar las cartas que te queden que quieras; robas hasta tener 7.</translation>
        </message>
        <message>
            <source>When the deck is empty, the discard pile is shuffled into a new deck. On the last turn of the game the discard after a build is skipped: it could change nothing.</source>
            <translation>Cuando el mazo se acaba, la pila de descarte se baraja como mazo nuevo. En el último turno de la partida se omite el descarte tras formar: no cambiaría nada.</translation>
        </message>
        <message>
            <source>What a word earns</source>
            <translation>Lo que da una palabra</translation>
        </message>
        <message>
            <source>Every letter counts toward the length, an X copy and a Z's free S included; 12 letters is the longest word possible. Stock counts like money at the end but can never be spent.</source>
            <translation>Cada letra cuenta para la longitud, incluidas una copia de la X y la S gratis de la Z; 12 letras es la palabra más larga posible. Las acciones cuentan como dinero al final, pero nunca se pueden gastar.</translation>
        </message>
        <message>
            <source>A word with a Q card in it is doubled, whoever owns the Q patent. Doubling doubles both money and stock. Several doublers on one word stack:</source>
            <translation>Una palabra con una carta Q se duplica, sea quien sea el dueño de la patente Q. Duplicar duplica tanto el dinero como las acciones. Varios duplicadores en una palabra se acumulan:</translation>
        </message>
        <message>
            <source>The way doublers stack is a rule option of the New game dialog; multiplying is the usual rule.</source>
            <translation>Cómo se acumulan los duplicadores es una opción de las reglas en Nueva partida; multiplicar es la regla habitual.</translation>
        </message>
        <message>
            <source>Royalties</source>
            <translation>Regalías</translation>
        </message>
        <message>
            <source>For every card of a letter in an accepted word, the owner of that letter's patent receives $1 from the bank: a word with two E cards pays the owner of E $2. Nobody earns a royalty on their own patents, on an X copy or on a Z's free S.</source>
            <translation>Por cada carta de una letra en una palabra aceptada, el dueño de la patente de esa letra recibe $1 de la banca: una palabra con dos cartas E paga $2 al dueño de la E. Nadie cobra regalías por sus propias patentes, por una copia de la X ni por la S gratis de la Z.</translation>
        </message>
        <message>
            <source>Buying a patent</source>
            <translation>Comprar una patente</translation>
        </message>
        <message>
            <source>After an accepted word you may buy at most one patent: one nobody owns yet, that you can pay (the money this word earned counts), and whose letter is on a card you played this turn. An X copy and a Z's free S do not let you buy their letter. Each patent's price is also its value at the end; all 26 are worth $110.</source>
            <translation>Tras una palabra aceptada puedes comprar como mucho una patente: una que aún no tenga dueño, que puedas pagar (cuenta el dinero que acaba de darte la palabra) y cuya letra esté en una carta que jugaste en este turno. Una copia de la X y la S gratis de la Z no permiten comprar su letra. El precio de cada patente es también su valor al final; las 26 valen $110.</translation>
        </message>
        <message>
            <source>Patent powers</source>
            <translation>Poderes de las patentes</translation>
        </message>
        <message>
            <source>Only the owner of the patent has its power.</source>
            <translation>Solo el dueño de la patente tiene su poder.</translation>
        </message>
        <message>
            <source>&lt;b&gt;B&lt;/b&gt; doubles a word whose first and last letters are both vowels.</source>
            <translation>&lt;b&gt;B&lt;/b&gt; duplica una palabra cuya primera y última letra son vocales.</translation>
        </message>
        <message>
            <source>&lt;b&gt;J&lt;/b&gt; doubles a word in which at least half of the letters are vowels (a 5-letter word needs 3).</source>
            <translation>&lt;b&gt;J&lt;/b&gt; duplica una palabra en la que al menos la mitad de las letras son vocales (una palabra de 5 letras necesita 3).</translation>
        </message>
        <message>
            <source>&lt;b&gt;K&lt;/b&gt; doubles a word with exactly one vowel; a word without vowels does not count.</source>
            <translation>&lt;b&gt;K&lt;/b&gt; duplica una palabra con exactamente una vocal; una palabra sin vocales no cuenta.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Q&lt;/b&gt;: once a turn, before you build or discard, replace one card of your hand or of the pool: it goes to the discard pile and the deck's top card takes its place at once. You may still discard instead of building afterwards. (A rule option allows replacing your own cards only.) Drop the card on the purple zone, or press Ctrl+R.</source>
            <translation>&lt;b&gt;Q&lt;/b&gt;: una vez por turno, antes de formar o descartar, cambia una carta de tu mano o de las comunes: va a la pila de descarte y la primera carta del mazo ocupa su lugar enseguida. Después aún puedes descartar en vez de formar. (Una opción de las reglas permite cambiar solo tus propias cartas.) Suelta la carta en la zona morada o pulsa Ctrl+R.</translation>
        </message>
        <message>
            <source>&lt;b&gt;V&lt;/b&gt;: build two words in one turn. Each follows every rule of a word on its own, each needs a card of your own hand, and no card is in both. Each of B, J and K doubles only one of the two words: the game gives each power to the word where it earns most. Space switches between the two word rows.</source>
            <translation>&lt;b&gt;V&lt;/b&gt;: forma dos palabras en un turno. Cada una sigue todas las reglas de una palabra por sí sola, cada una necesita una carta de tu mano y ninguna carta está en las dos. B, J y K duplican cada una solo una de las dos palabras: el juego aplica cada poder a la palabra en la que más da. Espacio cambia entre las dos filas de palabra.</translation>
        </message>
        <message>
            <source>&lt;b&gt;X&lt;/b&gt;: one real card of this turn's play may be used twice; the copy may sit in either word. A play that uses X needs at least 3 real cards. Click or drag a used, faded card again.</source>
            <translation>&lt;b&gt;X&lt;/b&gt;: una carta real de la jugada de este turno se puede usar dos veces; la copia puede ir en cualquiera de las palabras. Una jugada que usa la X necesita al menos 3 cartas reales. Vuelve a pulsar o arrastrar una carta ya usada, atenuada.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Z&lt;/b&gt;: add one S after the last letter of one word, without a card. Usually the S counts toward the 3 letters a word needs (a rule option can say otherwise). The +S button or the + key adds it.</source>
            <translation>&lt;b&gt;Z&lt;/b&gt;: añade una S tras la última letra de una palabra, sin carta. Normalmente la S cuenta para las 3 letras que necesita una palabra (una opción de las reglas puede decir lo contrario). El botón +S o la tecla + la añaden.</translation>
        </message>
        <message>
            <source>A Y counts as a vowel or a consonant, as the player declares; it matters only for B, J and K. The table picks the better choice; Ctrl+Y or a click on the Y's badge flips it.</source>
            <translation>Una Y cuenta como vocal o consonante, según declare el jugador; solo importa para B, J y K. La mesa elige la mejor opción; Ctrl+Y o un clic en la etiqueta de la Y la cambia.</translation>
        </message>
        <message>
            <source>Challenges</source>
            <translation>Impugnaciones</translation>
        </message>
        <message>
            <source>In the classic game every other player accepts or challenges each word. If nobody challenges, the word stands as built, whether it is in the word list or not. If several challenge, only the first challenger clockwise from the builder counts.</source>
            <translation>En el juego clásico, cada uno de los demás jugadores acepta o impugna cada palabra. Si nadie la impugna, la palabra vale tal como se formó, esté o no en la lista de palabras. Si la impugnan varios, solo cuenta el primero a partir de quien la formó, en el sentido de las agujas del reloj.</translation>
        </message>
        <message>
            <source>A word that is not in the word list (with V: either word) is rejected: its cards go back where they came from, nothing is earned, and the builder must discard exactly one card, then draws back to 7. The turn ends.</source>
            <translation>Una palabra que no está en la lista (con la V: cualquiera de las dos) se rechaza: sus cartas vuelven a donde estaban, no se gana nada, y quien la formó debe descartar exactamente una carta y luego roba hasta tener 7. El turno termina.</translation>
        </message>
        <message>
            <source>A word that is in the list stands: the challenger pays the builder $1 (when the challenger has no money, the bank pays it), then the builder scores as usual.</source>
            <translation>Una palabra que está en la lista vale: quien impugnó paga $1 a quien la formó (si no tiene dinero, paga la banca), y luego quien la formó puntúa como siempre.</translation>
        </message>
        <message>
            <source>With the option &lt;i&gt;The game checks every word&lt;/i&gt;, nobody challenges: a rejected word goes back to its places and the builder may build again or discard instead, as often as the tries allow (3 by default, or unlimited, or none). When the tries are used up, the builder discards one card as a penalty and the turn ends. No money changes hands.</source>
            <translation>Con la opción &lt;i&gt;El juego comprueba cada palabra&lt;/i&gt;, nadie impugna: una palabra rechazada vuelve a su sitio y quien la formó puede volver a formar o descartar, tantas veces como permitan los intentos (3 por defecto, sin límite o ninguno). Cuando se agotan los intentos, descarta una carta como penalización y el turno termina. No cambia de manos ningún dinero.</translation>
        </message>
        <message>
            <source>End of the game</source>
            <translation>Fin de la partida</translation>
        </message>
        <message>
            <source>When a player's patents are worth at least the goal, the final round starts (it is checked when a patent is bought). Play goes on until the player before the start player has had the turn, so everyone has the same number of turns.</source>
            <translation>Cuando las patentes de un jugador valen al menos la meta, empieza la última ronda (se comprueba al comprar una patente). Se sigue jugando hasta que juega el jugador anterior al que empezó, para que todos tengan el mismo número de turnos.</translation>
        </message>
        <message>
            <source>The New game dialog may set another goal. The option to also require a minimum number of patents is offered only when the goal is low enough for fewer patents to reach it.</source>
            <translation>En Nueva partida se puede fijar otra meta. La opción de exigir además un número mínimo de patentes solo se ofrece cuando la meta es tan baja que se podría alcanzar con menos patentes.</translation>
        </message>
        <message>
            <source>Score = money + stock + the value of your patents. The highest score wins; a tie goes to the higher patent value, and a tie after that is shared.</source>
            <translation>Puntuación = dinero + acciones + el valor de tus patentes. Gana la puntuación más alta; un empate lo decide el mayor valor en patentes, y si sigue el empate, la victoria se comparte.</translation>
        </message>
        <message>
            <source>Taking back</source>
            <translation>Deshacer</translation>
        </message>
        <message>
            <source>Take back (Ctrl+Z) undoes your own actions of this turn until something new is seen: drawn cards, a refilled pool, a replacement card, or an answer to a challenge or to the game's check. Playing alone against the computer, you may allow taking back whole turns (Settings menu); such a game no longer counts for your rating.</source>
            <translation>Deshacer (Ctrl+Z) deshace tus propias acciones de este turno mientras no se vea nada nuevo: cartas robadas, cartas comunes repuestas, una carta de cambio o la respuesta a una impugnación o a la comprobación del juego. Jugando a solas contra la máquina, puedes permitir deshacer turnos enteros (menú Ajustes); una partida así ya no cuenta para tu clasificación.</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Teclado</translation>
        </message>
        <message>
            <source>Letters</source>
            <translation>Letras</translation>
        </message>
        <message>
            <source>build the word / mark cards / buy that patent</source>
            <translation>formar la palabra / marcar cartas / comprar esa patente</translation>
        </message>
        <message>
            <source>Backspace, Escape</source>
            <translation>Backspace, Esc</translation>
        </message>
        <message>
            <source>take back a letter, clear (or buy nothing)</source>
            <translation>quitar una letra, borrar (o no comprar nada)</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>play / discard the marked cards</source>
            <translation>jugar / descartar las cartas marcadas</translation>
        </message>
        <message>
            <source>Space, +, Ctrl+Y</source>
            <translation>Espacio, +, Ctrl+Y</translation>
        </message>
        <message>
            <source>second word (V), add S (Z), flip a Y</source>
            <translation>segunda palabra (V), añadir S (Z), cambiar una Y</translation>
        </message>
        <message>
            <source>Ctrl+D, Ctrl+R, Ctrl+H</source>
            <translation>Ctrl+D, Ctrl+R, Ctrl+H</translation>
        </message>
        <message>
            <source>discard instead, replace (Q), hint</source>
            <translation>descartar en vez de formar, cambiar (Q), pista</translation>
        </message>
        <message>
            <source>Ctrl+Z</source>
            <translation>Ctrl+Z</translation>
        </message>
        <message>
            <source>take back</source>
            <translation>deshacer</translation>
        </message>
        <message>
            <source>Ctrl+N, Ctrl+Shift+N</source>
            <translation>Ctrl+N, Ctrl+Shift+N</translation>
        </message>
        <message>
            <source>new game, play against the computer</source>
            <translation>nueva partida, jugar contra la máquina</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheet</name>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Dónde</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Jugada</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>The meaning of {word} shows after the challenge's verdict.</source>
            <translation>El significado de {word} se muestra tras el veredicto de la impugnación.</translation>
        </message>
        <message numerus="yes">
            <source>exchanged %n tile(s): {tiles}</source>
            <translation>
                <numerusform>cambió %n ficha: {tiles}</numerusform>
                <numerusform>cambió %n fichas: {tiles}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>exchanged %n tile(s)</source>
            <translation>
                <numerusform>cambió %n ficha</numerusform>
                <numerusform>cambió %n fichas</numerusform>
            </translation>
        </message>
        <message>
            <source>passed</source>
            <translation>pasó</translation>
        </message>
        <message>
            <source>play withdrawn</source>
            <translation>jugada retirada</translation>
        </message>
        <message>
            <source>wrong challenge</source>
            <translation>impugnación fallida</translation>
        </message>
        <message>
            <source>lost turn</source>
            <translation>turno perdido</translation>
        </message>
        <message>
            <source>resigned</source>
            <translation>abandonó</translation>
        </message>
        <message>
            <source>tiles at the end</source>
            <translation>fichas al final</translation>
        </message>
        <message>
            <source>time ran out</source>
            <translation>se agotó el tiempo</translation>
        </message>
        <message>
            <source>over time</source>
            <translation>tiempo de más</translation>
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>Money</source>
            <translation>Dinero</translation>
        </message>
        <message>
            <source>Stock</source>
            <translation>Acciones</translation>
        </message>
        <message>
            <source>Patents</source>
            <translation>Patentes</translation>
        </message>
        <message>
            <source>Patent value</source>
            <translation>Valor de las patentes</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <source>To goal</source>
            <translation>Para la meta</translation>
        </message>
        <message>
            <source>{name}: ${money} money, {stock} stock, patents {patents} worth ${value} (reached the goal). Score {score}.</source>
            <translation>{name}: ${money} de dinero, acciones: {stock}, patentes {patents} por valor de ${value} (meta alcanzada). Puntuación {score}.</translation>
        </message>
        <message>
            <source>{name}: ${money} money, {stock} stock, patents {patents} worth ${value} (${to_goal} to the goal). Score {score}.</source>
            <translation>{name}: ${money} de dinero, acciones: {stock}, patentes {patents} por valor de ${value} (faltan ${to_goal} para la meta). Puntuación {score}.</translation>
        </message>
        <message>
            <source>none</source>
            <translation>ninguna</translation>
        </message>
        <message>
            <source>score</source>
            <translation>puntuación</translation>
        </message>
        <message>
            <source>person</source>
            <translation>persona</translation>
        </message>
        <message>
            <source>computer</source>
            <translation>máquina</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>le toca</translation>
        </message>
        <message>
            <source>computer, playing</source>
            <translation>máquina, jugando</translation>
        </message>
        <message>
            <source>patents {letters}  ${value}</source>
            <translation>patentes {letters}  ${value}</translation>
        </message>
        <message>
            <source>goal reached</source>
            <translation>meta alcanzada</translation>
        </message>
        <message>
            <source>${to_goal} to goal</source>
            <translation>faltan ${to_goal}</translation>
        </message>
    </context>
    <context>
        <name>SeatPlaque</name>
        <message>
            <source>holds the die</source>
            <translation>tiene el dado</translation>
        </message>
        <message>
            <source>{letters} and {wilds}</source>
            <translation>{letters} y {wilds}</translation>
        </message>
        <message numerus="yes">
            <source>%n letter(s)</source>
            <translation>
                <numerusform>%n letra</numerusform>
                <numerusform>%n letras</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n wild tile(s)</source>
            <translation>
                <numerusform>%n comodín</numerusform>
                <numerusform>%n comodines</numerusform>
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
            <translation>Tú</translation>
        </message>
        <message>
            <source>{others} and {last}</source>
            <translation>{others} y {last}</translation>
        </message>
    </context>
    <context>
        <name>Setup</name>
        <message>
            <source>Player</source>
            <comment>the name of a person without one</comment>
            <translation>Jugador</translation>
        </message>
    </context>
    <context>
        <name>Standings</name>
        <message>
            <source> (thinking...)</source>
            <translation> (pensando...)</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s)</source>
            <translation>
                <numerusform>%n ficha</numerusform>
                <numerusform>%n fichas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bag: %n tile(s)</source>
            <translation>
                <numerusform>Bolsa: %n ficha</numerusform>
                <numerusform>Bolsa: %n fichas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Unseen (%n): </source>
            <translation>
                <numerusform>Por salir (%n): </numerusform>
                <numerusform>Por salir (%n): </numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatisticsWindow</name>
        <message>
            <source>Greedy</source>
            <translation>Voraz</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Al azar</translation>
        </message>
        <message>
            <source>People</source>
            <translation>Personas</translation>
        </message>
        <message>
            <source>{name}, step {step}</source>
            <translation>{name}, peldaño {step}</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Estadísticas</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>&amp;Jugador:</translation>
        </message>
        <message>
            <source>Re&amp;name…</source>
            <translation>Cambiar &amp;nombre…</translation>
        </message>
        <message>
            <source>Rename this player; their games keep counting for them</source>
            <translation>Cambiar el nombre de este jugador; sus partidas le siguen contando</translation>
        </message>
        <message>
            <source>No finished games yet.
Play a game to the end and its figures appear here.</source>
            <translation>Aún no hay partidas terminadas.
Juega una partida hasta el final y sus cifras aparecerán aquí.</translation>
        </message>
        <message>
            <source>Rename player</source>
            <translation>Cambiar el nombre del jugador</translation>
        </message>
        <message>
            <source>New name:</source>
            <translation>Nombre nuevo:</translation>
        </message>
        <message>
            <source>There is no player to rename.</source>
            <translation>No hay ningún jugador al que cambiar el nombre.</translation>
        </message>
    </context>
    <context>
        <name>StepButtons</name>
        <message>
            <source>Roll the die  (Enter)</source>
            <translation>Tirar el dado  (Enter)</translation>
        </message>
        <message>
            <source>Buy  (B)</source>
            <translation>Comprar  (B)</translation>
        </message>
        <message>
            <source>Discard the set  (D)</source>
            <translation>Descartar el lote  (D)</translation>
        </message>
        <message>
            <source>Your bid</source>
            <translation>Tu puja</translation>
        </message>
        <message>
            <source>Bid  (Enter)</source>
            <translation>Pujar  (Enter)</translation>
        </message>
        <message>
            <source>Pass  (Space)</source>
            <translation>Pasar  (Espacio)</translation>
        </message>
        <message>
            <source>Sell  (Enter)</source>
            <translation>Vender  (Enter)</translation>
        </message>
        <message>
            <source>Clear  (Esc)</source>
            <translation>Borrar  (Esc)</translation>
        </message>
        <message>
            <source>Done selling  (Space)</source>
            <translation>Dejar de vender  (Espacio)</translation>
        </message>
        <message>
            <source>Take back  (Ctrl+Z)</source>
            <translation>Deshacer  (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Undo your last action, until something new is seen or another player acts</source>
            <translation>Deshace tu última acción, mientras no se vea nada nuevo ni actúe otro jugador</translation>
        </message>
        <message>
            <source>Discard the marked tiles  (Enter)</source>
            <translation>Descartar las fichas marcadas  (Enter)</translation>
        </message>
    </context>
    <context>
        <name>SummaryDialog</name>
        <message>
            <source>Game over</source>
            <translation>Fin de la partida</translation>
        </message>
        <message numerus="yes">
            <source>with %n point(s), after {turns} turns</source>
            <translation>
                <numerusform>con %n punto, tras {turns} turnos</numerusform>
                <numerusform>con %n puntos, tras {turns} turnos</numerusform>
            </translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Jugar otra vez</translation>
        </message>
        <message>
            <source>Close  (Esc)</source>
            <translation>Cerrar  (Esc)</translation>
        </message>
        <message>
            <source>Rating {before} → {after} ({change:+d})</source>
            <translation>Clasificación {before} → {after} ({change:+d})</translation>
        </message>
        <message>
            <source>Not rated: ratings move in games against computer players.</source>
            <translation>No puntuable: la clasificación solo cambia en partidas contra la máquina.</translation>
        </message>
        <message numerus="yes">
            <source>Not rated: the Hint showed the whole play on %n turn(s).</source>
            <translation>
                <numerusform>No puntuable: la Pista mostró la jugada entera en %n turno.</numerusform>
                <numerusform>No puntuable: la Pista mostró la jugada entera en %n turnos.</numerusform>
            </translation>
        </message>
        <message>
            <source>Not rated: turns were taken back, or the game was a guided one.</source>
            <translation>No puntuable: se deshicieron turnos o la partida era guiada.</translation>
        </message>
        <message>
            <source>First win!</source>
            <translation>¡Primera victoria!</translation>
        </message>
        <message>
            <source>New personal best: highest score</source>
            <translation>Nuevo récord personal: puntuación más alta</translation>
        </message>
        <message>
            <source>New personal best: best word</source>
            <translation>Nuevo récord personal: mejor palabra</translation>
        </message>
    </context>
    <context>
        <name>TableCoach</name>
        <message>
            <source>Meaning?</source>
            <translation>¿Significado?</translation>
        </message>
        <message>
            <source>What the challenged word means</source>
            <translation>Qué significa la palabra impugnada</translation>
        </message>
        <message>
            <source>Hints are off (Settings &gt; Offer hints turns them on).</source>
            <translation>Las pistas están desactivadas (Ajustes &gt; Ofrecer pistas las activa).</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Pista</translation>
        </message>
        <message>
            <source>Looking for the best plays...</source>
            <translation>Buscando las mejores jugadas...</translation>
        </message>
        <message>
            <source>No word can be laid out with these cards: discard some instead.</source>
            <translation>No se puede formar ninguna palabra con estas cartas: mejor descarta algunas.</translation>
        </message>
        <message numerus="yes">
            <source>Hints used in this game: %n</source>
            <translation>
                <numerusform>Pistas usadas en esta partida: %n</numerusform>
                <numerusform>Pistas usadas en esta partida: %n</numerusform>
            </translation>
        </message>
        <message>
            <source>The coach found no hint here.</source>
            <translation>El entrenador no encontró ninguna pista aquí.</translation>
        </message>
        <message>
            <source>you</source>
            <translation>tú</translation>
        </message>
        <message>
            <source>{name}, your best plays last turn were</source>
            <translation>{name}, tus mejores jugadas del último turno eran</translation>
        </message>
        <message>
            <source>The meaning of {word} shows after the challenge's verdict.</source>
            <translation>El significado de {word} se muestra tras el veredicto de la impugnación.</translation>
        </message>
        <message>
            <source>Why the computer did that</source>
            <translation>Por qué la máquina hizo eso</translation>
        </message>
    </context>
    <context>
        <name>TableNews</name>
        <message numerus="yes">
            <source>+${money} +%n stock</source>
            <translation>
                <numerusform>+${money} +%n acción</numerusform>
                <numerusform>+${money} +%n acciones</numerusform>
            </translation>
        </message>
        <message>
            <source>+${money}</source>
            <translation>+${money}</translation>
        </message>
        <message>
            <source>+${amount} royalty ({letter})</source>
            <translation>+${amount} de regalía ({letter})</translation>
        </message>
        <message>
            <source>bought {letter}</source>
            <translation>compró la {letter}</translation>
        </message>
        <message numerus="yes">
            <source>The deck is empty: %n discarded card(s) are reshuffled.</source>
            <translation>
                <numerusform>El mazo está vacío: se vuelve a barajar %n carta descartada.</numerusform>
                <numerusform>El mazo está vacío: se vuelven a barajar %n cartas descartadas.</numerusform>
            </translation>
        </message>
        <message>
            <source>FINAL ROUND - you reached ${value} in patents</source>
            <translation>ÚLTIMA RONDA - llegaste a ${value} en patentes</translation>
        </message>
        <message>
            <source>Final round! You hold patents worth ${value}. Everyone gets the same number of turns.</source>
            <translation>¡Última ronda! Tienes patentes por valor de ${value}. Todos juegan el mismo número de turnos.</translation>
        </message>
        <message>
            <source>FINAL ROUND - {name} reached ${value} in patents</source>
            <translation>ÚLTIMA RONDA - {name} llegó a ${value} en patentes</translation>
        </message>
        <message>
            <source>Final round! {name} holds patents worth ${value}. Everyone gets the same number of turns.</source>
            <translation>¡Última ronda! {name} tiene patentes por valor de ${value}. Todos juegan el mismo número de turnos.</translation>
        </message>
        <message>
            <source>{words}: not in the word list. Discard one card as a penalty.</source>
            <translation>{words}: no está en la lista de palabras. Descarta una carta como penalización.</translation>
        </message>
        <message>
            <source>{words}: not in the word list. Try again or discard.</source>
            <translation>{words}: no está en la lista de palabras. Inténtalo de nuevo o descarta.</translation>
        </message>
    </context>
    <context>
        <name>TableQuestions</name>
        <message>
            <source>Challenge question</source>
            <translation>Pregunta de impugnación</translation>
        </message>
    </context>
    <context>
        <name>TableWords</name>
        <message numerus="yes">
            <source>Word list: {lexicon}  ·  game over after %n turn(s)</source>
            <translation>
                <numerusform>Lista: {lexicon}  ·  partida terminada tras %n turno</numerusform>
                <numerusform>Lista: {lexicon}  ·  partida terminada tras %n turnos</numerusform>
            </translation>
        </message>
        <message>
            <source>Word list: {lexicon}  ·  players challenge words  ·  goal ${goal}  ·  turn {turn}</source>
            <translation>Lista: {lexicon}  ·  los jugadores impugnan  ·  meta ${goal}  ·  turno {turn}</translation>
        </message>
        <message>
            <source>Word list: {lexicon}  ·  the game checks words  ·  goal ${goal}  ·  turn {turn}</source>
            <translation>Lista: {lexicon}  ·  el juego comprueba  ·  meta ${goal}  ·  turno {turn}</translation>
        </message>
        <message>
            <source>Game over. {victory}</source>
            <translation>Fin de la partida. {victory}</translation>
        </message>
        <message>
            <source>{name} is thinking...</source>
            <translation>{name} está pensando...</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Tu turno</translation>
        </message>
        <message>
            <source>{name}'s turn</source>
            <translation>Turno de {name}</translation>
        </message>
        <message>
            <source>Buy a patent?</source>
            <translation>¿Comprar una patente?</translation>
        </message>
        <message>
            <source>{name}, buy a patent?</source>
            <translation>{name}, ¿comprar una patente?</translation>
        </message>
        <message>
            <source>Penalty: discard one card</source>
            <translation>Penalización: descarta una carta</translation>
        </message>
        <message>
            <source>{name}: penalty - discard one card</source>
            <translation>{name}: penalización - descarta una carta</translation>
        </message>
        <message>
            <source>Discard any cards you do not want, then press Enter</source>
            <translation>Descarta las cartas que no quieras y pulsa Enter</translation>
        </message>
        <message>
            <source>{name}: discard any cards you do not want, then press Enter</source>
            <translation>{name}: descarta las cartas que no quieras y pulsa Enter</translation>
        </message>
        <message>
            <source>Mark the cards to discard (none = pass)</source>
            <translation>Marca las cartas que quieres descartar (ninguna = pasar)</translation>
        </message>
        <message>
            <source>{name}: mark the cards to discard (none = pass)</source>
            <translation>{name}: marca las cartas que quieres descartar (ninguna = pasar)</translation>
        </message>
        <message>
            <source>{name} played {words}. Does anyone challenge it?</source>
            <translation>{name} jugó {words}. ¿Alguien la impugna?</translation>
        </message>
        <message>
            <source>{name} played {words}. Is it a word? Challenge or accept.</source>
            <translation>{name} jugó {words}. ¿Es una palabra? Impugna o acepta.</translation>
        </message>
        <message>
            <source>You played {words}: waiting for the others' answers...</source>
            <translation>Jugaste {words}: esperando las respuestas de los demás...</translation>
        </message>
        <message>
            <source>{name} played {words}: waiting for challenges...</source>
            <translation>{name} jugó {words}: esperando impugnaciones...</translation>
        </message>
        <message numerus="yes">
            <source>Build a word - or discard instead (%n try(s) left)</source>
            <translation>
                <numerusform>Forma una palabra - o descarta (queda %n intento)</numerusform>
                <numerusform>Forma una palabra - o descarta (quedan %n intentos)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}, build a word - or discard instead (%n try(s) left)</source>
            <translation>
                <numerusform>{name}, forma una palabra - o descarta (queda %n intento)</numerusform>
                <numerusform>{name}, forma una palabra - o descarta (quedan %n intentos)</numerusform>
            </translation>
        </message>
        <message>
            <source>Build a word - or discard instead</source>
            <translation>Forma una palabra - o descarta</translation>
        </message>
        <message>
            <source>{name}, build a word - or discard instead</source>
            <translation>{name}, forma una palabra - o descarta</translation>
        </message>
        <message>
            <source>Challenge a good word and you pay {builder} $1 (the bank pays if you have no money). If it is not a word, {builder} takes the cards back and discards one.</source>
            <translation>Si impugnas una palabra buena, pagas $1 a {builder} (si no tienes dinero, paga la banca). Si no es una palabra, {builder} recoge las cartas y descarta una.</translation>
        </message>
        <message>
            <source>Anyone who doubts it may challenge; the first challenger after {builder} pays $1 if the word is good. If it is not a word, {builder} takes the cards back and discards one.</source>
            <translation>Quien tenga dudas puede impugnar; el primero que impugna después de {builder} paga $1 si la palabra es buena. Si no es una palabra, {builder} recoge las cartas y descarta una.</translation>
        </message>
        <message numerus="yes">
            <source>${money} money + %n stock + ${value} in patents ({letters})</source>
            <translation>
                <numerusform>${money} de dinero + %n acción + ${value} en patentes ({letters})</numerusform>
                <numerusform>${money} de dinero + %n acciones + ${value} en patentes ({letters})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>${money} money + %n stock, no patents</source>
            <translation>
                <numerusform>${money} de dinero + %n acción, sin patentes</numerusform>
                <numerusform>${money} de dinero + %n acciones, sin patentes</numerusform>
            </translation>
        </message>
        <message>
            <source>You</source>
            <translation>Tú</translation>
        </message>
        <message>
            <source>Score = money + stock + value of patents. Worth over the turns:</source>
            <translation>Puntuación = dinero + acciones + valor de las patentes. Evolución por turnos:</translation>
        </message>
        <message>
            <source>Best word</source>
            <translation>Mejor palabra</translation>
        </message>
        <message>
            <source>no word scored</source>
            <translation>ninguna palabra puntuada</translation>
        </message>
        <message>
            <source>Best turn</source>
            <translation>Mejor turno</translation>
        </message>
        <message numerus="yes">
            <source>{words}: ${money} + %n stock, turn {turn}</source>
            <translation>
                <numerusform>{words}: ${money} + %n acción, turno {turn}</numerusform>
                <numerusform>{words}: ${money} + %n acciones, turno {turn}</numerusform>
            </translation>
        </message>
        <message>
            <source>{words}: ${money}, turn {turn}</source>
            <translation>{words}: ${money}, turno {turn}</translation>
        </message>
    </context>
    <context>
        <name>TakeBacks</name>
        <message>
            <source>Taken back: no patent is chosen.</source>
            <translation>Deshecho: no hay ninguna patente elegida.</translation>
        </message>
        <message>
            <source>Back to the start of your turn. This game is not rated.</source>
            <translation>De vuelta al principio de tu turno. Esta partida no es puntuable.</translation>
        </message>
        <message>
            <source>Taken back.</source>
            <translation>Deshecho.</translation>
        </message>
        <message>
            <source>Nothing to take back: only your own actions of your turn can be.</source>
            <translation>No hay nada que deshacer: solo se pueden deshacer tus propias acciones de tu turno.</translation>
        </message>
        <message>
            <source>Nothing to take back: you have not acted in this turn yet.</source>
            <translation>No hay nada que deshacer: aún no has hecho nada en este turno.</translation>
        </message>
        <message>
            <source>Nothing to take back: new cards or answers have been seen since your last action (the refilled pool, drawn cards, the check of your word).</source>
            <translation>No hay nada que deshacer: desde tu última acción se han visto cartas o respuestas nuevas (las cartas comunes repuestas, cartas robadas, la comprobación de tu palabra).</translation>
        </message>
        <message>
            <source>Take back a whole turn</source>
            <translation>Deshacer un turno entero</translation>
        </message>
        <message>
            <source>Going back to the start of your turn undoes cards and answers you have already seen, so this game will no longer count for your rating.

Take back the turn?</source>
            <translation>Volver al principio de tu turno deshace cartas y respuestas que ya has visto, así que esta partida dejará de contar para tu clasificación.

¿Deshacer el turno?</translation>
        </message>
    </context>
    <context>
        <name>Themes</name>
        <message>
            <source>&amp;Felt table</source>
            <translation>Mesa de &amp;fieltro</translation>
        </message>
        <message>
            <source>&amp;High contrast</source>
            <translation>&amp;Alto contraste</translation>
        </message>
        <message>
            <source>&amp;Dark</source>
            <translation>&amp;Oscuro</translation>
        </message>
    </context>
    <context>
        <name>TurnActions</name>
        <message>
            <source>No word found with these cards: discard some instead.</source>
            <translation>No se encontró ninguna palabra con estas cartas: mejor descarta algunas.</translation>
        </message>
        <message>
            <source>You cannot replace a card now (Q patent, start of turn).</source>
            <translation>Ahora no puedes cambiar una carta (patente Q, al principio del turno).</translation>
        </message>
        <message>
            <source>{letter} (your hand)</source>
            <translation>{letter} (tu mano)</translation>
        </message>
        <message>
            <source>{letter} (pool)</source>
            <translation>{letter} (comunes)</translation>
        </message>
        <message>
            <source>Replace a card</source>
            <translation>Cambiar una carta</translation>
        </message>
        <message>
            <source>Card to swap:</source>
            <translation>Carta que cambiar:</translation>
        </message>
    </context>
    <context>
        <name>TurnButtons</name>
        <message>
            <source>Play</source>
            <translation>Jugar</translation>
        </message>
        <message>
            <source>Recall</source>
            <translation>Retirar</translation>
        </message>
        <message>
            <source>Shuffle</source>
            <translation>Mezclar</translation>
        </message>
        <message>
            <source>Sort</source>
            <translation>Ordenar</translation>
        </message>
        <message>
            <source>Exchange...</source>
            <translation>Cambiar...</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pasar</translation>
        </message>
        <message>
            <source>Resign</source>
            <translation>Abandonar</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Pista</translation>
        </message>
        <message>
            <source>Each press tells more of the best play: its size and score, some tiles, all</source>
            <translation>Cada pulsación revela más de la mejor jugada: su tamaño y puntos, algunas fichas, todo</translation>
        </message>
        <message>
            <source>Take back</source>
            <translation>Deshacer</translation>
        </message>
        <message>
            <source>Your last word back to your rack, before the next player acts (Ctrl+Z)</source>
            <translation>Tu última palabra vuelve a tu atril, antes de que juegue el siguiente (Ctrl+Z)</translation>
        </message>
        <message numerus="yes">
            <source>Exchange %n tile(s)</source>
            <translation>
                <numerusform>Cambiar %n ficha</numerusform>
                <numerusform>Cambiar %n fichas</numerusform>
            </translation>
        </message>
        <message>
            <source>Play  (Enter)</source>
            <translation>Jugar  (Enter)</translation>
        </message>
        <message>
            <source>Play the word in the word row</source>
            <translation>Jugar la palabra de la fila de la palabra</translation>
        </message>
        <message>
            <source>Clear  (Esc)</source>
            <translation>Borrar  (Esc)</translation>
        </message>
        <message>
            <source>Take every card back</source>
            <translation>Retirar todas las cartas</translation>
        </message>
        <message>
            <source>A hint in three steps: the length, letters in place, the whole play (Ctrl+H)</source>
            <translation>Una pista en tres pasos: la longitud, letras en su sitio, la jugada entera (Ctrl+H)</translation>
        </message>
        <message>
            <source>Discard instead...</source>
            <translation>Descartar...</translation>
        </message>
        <message>
            <source>Swap cards instead of building (Ctrl+D)</source>
            <translation>Cambiar cartas en vez de formar una palabra (Ctrl+D)</translation>
        </message>
        <message>
            <source>Pass  (Enter)</source>
            <translation>Pasar  (Enter)</translation>
        </message>
        <message>
            <source>Discard the marked cards and draw back to 7</source>
            <translation>Descartar las cartas marcadas y robar hasta tener 7</translation>
        </message>
        <message>
            <source>Buy  (Enter)</source>
            <translation>Comprar  (Enter)</translation>
        </message>
        <message>
            <source>Buy the chosen patent</source>
            <translation>Comprar la patente elegida</translation>
        </message>
        <message>
            <source>Buy nothing  (Esc)</source>
            <translation>No comprar  (Esc)</translation>
        </message>
        <message>
            <source>End the purchase step</source>
            <translation>Terminar la fase de compra</translation>
        </message>
        <message>
            <source>Keep all  (Enter)</source>
            <translation>No descartar  (Enter)</translation>
        </message>
        <message>
            <source>Discard the marked cards</source>
            <translation>Descartar las cartas marcadas</translation>
        </message>
        <message>
            <source>Discard this card  (Enter)</source>
            <translation>Descartar esta carta  (Enter)</translation>
        </message>
        <message>
            <source>The penalty: discard exactly one card</source>
            <translation>La penalización: descartar exactamente una carta</translation>
        </message>
        <message>
            <source>+S  (+)</source>
            <translation>+S  (+)</translation>
        </message>
        <message>
            <source>Z patent: add an S to the end of this word</source>
            <translation>Patente Z: añadir una S al final de esta palabra</translation>
        </message>
        <message>
            <source>Y: vowel</source>
            <translation>Y: vocal</translation>
        </message>
        <message>
            <source>Declare the Y a vowel or a consonant (Ctrl+Y)</source>
            <translation>Declarar la Y vocal o consonante (Ctrl+Y)</translation>
        </message>
        <message>
            <source>2nd word  (Space)</source>
            <translation>2.ª palabra  (Espacio)</translation>
        </message>
        <message>
            <source>V patent: type into the other word</source>
            <translation>Patente V: escribir en la otra palabra</translation>
        </message>
        <message>
            <source>Take back  (Ctrl+Z)</source>
            <translation>Deshacer  (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Undo your last action of this turn, until new cards or answers are seen</source>
            <translation>Deshace tu última acción de este turno, mientras no se vean cartas o respuestas nuevas</translation>
        </message>
    </context>
    <context>
        <name>TurnLines</name>
        <message>
            <source>{words}: not in the word list</source>
            <translation>{words}: no está en la lista de palabras</translation>
        </message>
        <message>
            <source>Click cards (or type their letters) to mark them; a marked card rises and is crossed out.</source>
            <translation>Pulsa cartas (o escribe sus letras) para marcarlas; una carta marcada se eleva y aparece tachada.</translation>
        </message>
        <message>
            <source>Buy the {letter} patent: press Enter, or click it again. Esc or Ctrl+Z: choose again.</source>
            <translation>Comprar la patente {letter}: pulsa Enter o vuelve a pulsarla. Esc o Ctrl+Z: elegir otra vez.</translation>
        </message>
        <message>
            <source>You can buy: {letters}. Click a glowing patent or type its letter, then press Enter.</source>
            <translation>Puedes comprar: {letters}. Pulsa una patente iluminada o escribe su letra y luego pulsa Enter.</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>Guided first game · step %1 of %2</source>
            <translation>Partida guiada · paso %1 de %2</translation>
        </message>
        <message>
            <source>Welcome to the table</source>
            <translation>Bienvenida a la mesa</translation>
        </message>
        <message>
            <source>Your seven cards are at the bottom. The three cards in the middle are the pool: anyone may use them. At the top lie the 26 patents, one per letter, with their prices. You play against %1; the scoreboard shows your money, stock and patents.</source>
            <translation>Tus siete cartas están abajo. Las tres cartas del centro son las cartas comunes: cualquiera puede usarlas. Arriba están las 26 patentes, una por letra, con sus precios. Juegas contra %1; el marcador muestra tu dinero, tus acciones y tus patentes.</translation>
        </message>
        <message>
            <source>Build a word</source>
            <translation>Forma una palabra</translation>
        </message>
        <message>
            <source>Build RAVEN: click the R, A, V and E in your hand, then the N in the pool, or simply type the letters. Under the word row you see what it earns. Then press Play (Enter).</source>
            <translation>Forma RAVEN: pulsa la R, la A, la V y la E de tu mano y luego la N de las cartas comunes, o simplemente escribe las letras. Bajo la fila de la palabra ves lo que da. Después pulsa Jugar (Enter).</translation>
        </message>
        <message>
            <source>In this lesson, play RAVEN (the N is in the pool).</source>
            <translation>En esta lección, juega RAVEN (la N está en las cartas comunes).</translation>
        </message>
        <message>
            <source>Buy a patent</source>
            <translation>Compra una patente</translation>
        </message>
        <message>
            <source>RAVEN earned you $3. Now you may buy the patent of one letter you played. Buy V for $2: click the glowing V (or type V), then press Enter or click it again. From now on, whenever someone else plays a V, the bank pays you $1, and the V patent gives you a power.</source>
            <translation>RAVEN te ha dado $3. Ahora puedes comprar la patente de una letra que jugaste. Compra la V por $2: pulsa la V iluminada (o escribe V) y luego pulsa Enter o vuelve a pulsarla. A partir de ahora, cada vez que otro juegue una V, la banca te pagará $1, y la patente V te da un poder.</translation>
        </message>
        <message>
            <source>In this lesson, buy the V patent: click the glowing V (or type V), then press Enter.</source>
            <translation>En esta lección, compra la patente V: pulsa la V iluminada (o escribe V) y luego pulsa Enter.</translation>
        </message>
        <message>
            <source>Discard or keep</source>
            <translation>Descartar o quedarse</translation>
        </message>
        <message>
            <source>After a word you may discard cards you do not want; then you draw back to seven cards. This time keep them all: press Keep all (Enter).</source>
            <translation>Tras una palabra puedes descartar las cartas que no quieras; luego robas hasta tener siete cartas. Esta vez quédatelas todas: pulsa No descartar (Enter).</translation>
        </message>
        <message>
            <source>Keep all your cards this time: press Enter.</source>
            <translation>Esta vez quédate todas tus cartas: pulsa Enter.</translation>
        </message>
        <message>
            <source>A challenge</source>
            <translation>Una impugnación</translation>
        </message>
        <message>
            <source>%1 played VIOLET. Every other player may challenge a word that is not in the word list: then it is taken back and its builder loses a card. But challenging a real word costs you $1. VIOLET is a word: accept it.</source>
            <translation>%1 jugó VIOLET. Cualquier otro jugador puede impugnar una palabra que no esté en la lista de palabras: entonces se retira y quien la formó pierde una carta. Pero impugnar una palabra real te cuesta $1. VIOLET es una palabra: acéptala.</translation>
        </message>
        <message>
            <source>Answer the question: accept the word or challenge it.</source>
            <translation>Responde a la pregunta: acepta la palabra o impúgnala.</translation>
        </message>
        <message>
            <source>A royalty for you</source>
            <translation>Una regalía para ti</translation>
        </message>
        <message>
            <source>%1 scored VIOLET: $4 and 1 stock. Her word holds a V and you own the V patent, so the bank paid you $1: a royalty. She then bought the L patent, so every L you play pays her $1.</source>
            <translation>%1 ganó por VIOLET $4 y 1 acción. Su palabra tiene una V y tú tienes la patente V, así que la banca te pagó $1: una regalía. Después compró la patente L, así que cada L que juegues le paga $1.</translation>
        </message>
        <message>
            <source>You challenged a real word, so you paid %1 $1.</source>
            <translation>Impugnaste una palabra real, así que pagaste $1 a %1.</translation>
        </message>
        <message>
            <source>Use a power</source>
            <translation>Usa un poder</translation>
        </message>
        <message>
            <source>Your V patent lets you build two words in one turn. Type GOLD, press Space (or the 2nd word button), type SIT, then press Play (Enter). Each word needs a card of your own hand.</source>
            <translation>Tu patente V te permite formar dos palabras en un turno. Escribe GOLD, pulsa Espacio (o el botón 2.ª palabra), escribe SIT y luego pulsa Jugar (Enter). Cada palabra necesita una carta de tu mano.</translation>
        </message>
        <message>
            <source>In this lesson, build two words: press Space between them.</source>
            <translation>En esta lección, forma dos palabras: pulsa Espacio entre una y otra.</translation>
        </message>
        <message>
            <source>%1: not in the word list. In a real game it would be challenged and taken back. In this lesson, build two words of the list: press Space between them.</source>
            <translation>%1: no está en la lista de palabras. En una partida de verdad la impugnarían y se retiraría. En esta lección, forma dos palabras de la lista: pulsa Espacio entre una y otra.</translation>
        </message>
        <message>
            <source>End your turn</source>
            <translation>Termina tu turno</translation>
        </message>
        <message>
            <source>Both words scored. Buy a patent if you like (click it, then press Enter), or press Buy nothing (Esc); if cards are left, discard those you do not want and press Enter.</source>
            <translation>Las dos palabras han puntuado. Compra una patente si quieres (púlsala y luego pulsa Enter) o pulsa No comprar (Esc); si te quedan cartas, descarta las que no quieras y pulsa Enter.</translation>
        </message>
        <message>
            <source>%1 owns the patent of %2 you played: the bank paid her the royalty.</source>
            <translation>%1 tiene la patente de la %2 que jugaste: la banca le pagó la regalía.</translation>
        </message>
        <message>
            <source>Buy a patent or nothing, then discard or keep your cards.</source>
            <translation>Compra una patente o nada, y luego descarta o quédate tus cartas.</translation>
        </message>
        <message>
            <source>Welcome to the board</source>
            <translation>Bienvenida al tablero</translation>
        </message>
        <message>
            <source>Your seven tiles lie on the rack under the board; the small figure on each is its points. Words go across or down, and every word after the first joins the tiles already on the board. You play against %1; the score sheet on the right shows every move.</source>
            <translation>Tus siete fichas están en el atril, bajo el tablero; la cifra pequeña de cada una son sus puntos. Las palabras van en horizontal o en vertical, y cada palabra después de la primera se une a las fichas que ya están en el tablero. Juegas contra %1; la planilla de la derecha muestra cada jugada.</translation>
        </message>
        <message>
            <source>Lay your first word</source>
            <translation>Coloca tu primera palabra</translation>
        </message>
        <message>
            <source>Play %1 across from the centre star (%2): drag each tile from the rack to its square, or click the star and type the letters. The star doubles the score of the first word. Then press Play (Enter).</source>
            <translation>Juega %1 en horizontal desde la estrella central (%2): arrastra cada ficha del atril a su casilla, o haz clic en la estrella y escribe las letras. La estrella duplica la puntuación de la primera palabra. Luego pulsa Jugar (Enter).</translation>
        </message>
        <message>
            <source>In this lesson, play %1 across from the centre star (%2).</source>
            <translation>En este paso, juega %1 en horizontal desde la estrella central (%2).</translation>
        </message>
        <message>
            <source>Premium squares</source>
            <translation>Casillas de premio</translation>
        </message>
        <message>
            <source>The coloured squares count more for a tile newly laid on them: double or triple letter, double or triple word. Play %1 down from %2: its %3 lands on a triple letter square. Click %2 twice to type downwards.</source>
            <translation>Las casillas de color valen más para la ficha que se coloca en ellas: doble o triple letra, doble o triple palabra. Juega %1 en vertical desde %2: su %3 cae en una casilla de triple letra. Haz clic dos veces en %2 para escribir hacia abajo.</translation>
        </message>
        <message>
            <source>In this lesson, play %1 down from %2.</source>
            <translation>En este paso, juega %1 en vertical desde %2.</translation>
        </message>
        <message>
            <source>Your rack spells %1; it fits across from %2.</source>
            <translation>Tu atril forma %1; cabe en horizontal desde %2.</translation>
        </message>
        <message>
            <source>Your rack spells %1; it fits down from %2.</source>
            <translation>Tu atril forma %1; cabe en vertical desde %2.</translation>
        </message>
        <message>
            <source>All seven tiles</source>
            <translation>Las siete fichas</translation>
        </message>
        <message>
            <source>A play of all seven tiles of the rack earns %1 points more: a bingo.</source>
            <translation>Una jugada con las siete fichas del atril gana %1 puntos más: ¡un bingo!</translation>
        </message>
        <message>
            <source>Any play of all seven tiles in words of the list will do.</source>
            <translation>Vale cualquier jugada con las siete fichas si todas sus palabras están en la lista.</translation>
        </message>
        <message>
            <source>In this lesson, play all seven tiles (%1 fits from %2).</source>
            <translation>En este paso, juega las siete fichas (%1 cabe desde %2).</translation>
        </message>
        <message>
            <source>%1: not in the word list. In a real game it would be challenged and taken back. Play all seven tiles in words of the list (%2 fits from %3).</source>
            <translation>%1: no está en la lista de palabras. En una partida de verdad la impugnarían y se retiraría del tablero. Juega las siete fichas formando palabras de la lista (%2 cabe desde %3).</translation>
        </message>
        <message>
            <source>Is it a word?</source>
            <translation>¿Es una palabra?</translation>
        </message>
        <message>
            <source>%1 played %2. A play stands unless someone challenges it: a play with a word that is not in the word list is taken back and scores nothing, but a wrong challenge costs you your turn. Answer the question under the board.</source>
            <translation>%1 ha jugado %2. Una jugada se queda si nadie la impugna: una jugada con una palabra que no está en la lista se retira y no puntúa, pero una impugnación fallida te cuesta el turno. Responde a la pregunta bajo el tablero.</translation>
        </message>
        <message>
            <source>Answer the question under the board: challenge the play or accept it.</source>
            <translation>Responde a la pregunta bajo el tablero: impugna la jugada o acéptala.</translation>
        </message>
        <message>
            <source>Well spotted: %2 is not in the word list. %1's play is taken back, and it is still your turn.</source>
            <translation>Bien visto: %2 no está en la lista de palabras. La jugada de %1 se retira, y sigue siendo tu turno.</translation>
        </message>
        <message>
            <source>You accepted %1, so it stands, although it is not in the word list. When a word looks wrong, challenge it.</source>
            <translation>Aceptaste %1, así que se queda, aunque no está en la lista de palabras. Cuando una palabra parezca falsa, impúgnala.</translation>
        </message>
        <message>
            <source>Exchange tiles</source>
            <translation>Cambiar fichas</translation>
        </message>
        <message>
            <source>Your new rack is poor. Instead of playing, you may give tiles back to the bag for as many new ones (while the bag holds at least seven): press Exchange..., click the tiles to give back, then press the Exchange button (Enter). It takes your turn.</source>
            <translation>Tu nuevo atril es malo. En lugar de jugar, puedes devolver fichas a la bolsa por otras tantas nuevas (mientras la bolsa tenga al menos siete): pulsa Cambiar..., haz clic en las fichas que devuelves y luego pulsa el botón de cambio (Enter). Eso gasta tu turno.</translation>
        </message>
        <message>
            <source>In this lesson, exchange tiles: press Exchange..., choose the tiles, then confirm.</source>
            <translation>En este paso, cambia fichas: pulsa Cambiar..., elige las fichas y confirma.</translation>
        </message>
        <message>
            <source>Laying tiles, premium squares, bingos, challenges and exchanges: that is the whole game. Play on against %1, who now plays by herself, or start a new game from the File menu. This game does not count for your rating.</source>
            <translation>Colocar fichas, casillas de premio, bingos, impugnaciones y cambios: ese es todo el juego. Sigue jugando contra %1, que ahora juega sola, o empieza una partida nueva desde el menú Archivo. Esta partida no cuenta para tu clasificación.</translation>
        </message>
        <message>
            <source>%1 played TOLIE. If you think it is not in the word list, challenge it; if you think it is a word, accept it.</source>
            <translation>%1 jugó TOLIE. Si crees que no está en la lista de palabras, impúgnala; si crees que es una palabra, acéptala.</translation>
        </message>
        <message>
            <source>Well spotted: TOLIE is not in the word list. %1 takes the cards back and must discard one as a penalty.</source>
            <translation>Bien visto: TOLIE no está en la lista de palabras. %1 recoge las cartas y debe descartar una como penalización.</translation>
        </message>
        <message>
            <source>You accepted TOLIE, so it stands, although it is not in the word list. When a word looks wrong, challenge it.</source>
            <translation>Aceptaste TOLIE, así que vale, aunque no está en la lista de palabras. Cuando una palabra te parezca incorrecta, impúgnala.</translation>
        </message>
        <message>
            <source>You know the game</source>
            <translation>Ya conoces el juego</translation>
        </message>
        <message>
            <source>Building, royalties, patents, powers and challenges: that is the whole game. Play on against %1, who now plays by herself, or start a new game from the File menu. Help &gt; Guided first game shows this again. This game does not count for your rating.</source>
            <translation>Formar palabras, regalías, patentes, poderes e impugnaciones: ese es todo el juego. Sigue jugando contra %1, que ahora juega por su cuenta, o empieza una partida nueva desde el menú Archivo. Ayuda &gt; Partida guiada vuelve a mostrar esto. Esta partida no cuenta para tu clasificación.</translation>
        </message>
        <message>
            <source>%1 is playing...</source>
            <translation>%1 está jugando...</translation>
        </message>
        <message>
            <source>First read the guide, then press Next.</source>
            <translation>Primero lee la guía y luego pulsa Siguiente.</translation>
        </message>
        <message>
            <source>Next  (Enter)</source>
            <translation>Siguiente  (Enter)</translation>
        </message>
        <message>
            <source>Close the guide</source>
            <translation>Cerrar la guía</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>Seguir jugando</translation>
        </message>
        <message>
            <source>Guided first game</source>
            <translation>Partida guiada</translation>
        </message>
        <message>
            <source>Welcome to BuyWord</source>
            <translation>Bienvenida a BuyWord</translation>
        </message>
        <message>
            <source>You start with $200 and four wild tiles. Each round the die says how many tiles each player draws; you buy them for the square of their pips, and sell words for the square of theirs. The most money at the end wins. You play against %1.</source>
            <translation>Empiezas con $200 y cuatro comodines. En cada ronda el dado dice cuántas fichas roba cada jugador; las compras por el cuadrado de la suma de sus puntos y vendes palabras por el cuadrado de los suyos. Gana quien tenga más dinero al final. Juegas contra %1.</translation>
        </message>
        <message>
            <source>Roll the die</source>
            <translation>Tira el dado</translation>
        </message>
        <message>
            <source>You lead this round: press Roll the die (Enter).</source>
            <translation>Eres líder en esta ronda: pulsa Tirar el dado (Enter).</translation>
        </message>
        <message>
            <source>In this lesson, roll the die: press Enter.</source>
            <translation>En este paso, tira el dado: pulsa Enter.</translation>
        </message>
        <message>
            <source>A choice face</source>
            <translation>La cara ELECCIÓN</translation>
        </message>
        <message>
            <source>The die shows a choice face: the leader names how many tiles each player draws, from 2 to 5. Name %1: press its button or the key %1.</source>
            <translation>El dado muestra ELECCIÓN: el líder dice cuántas fichas roba cada jugador, de 2 a 5. Elige %1: pulsa su botón o la tecla %1.</translation>
        </message>
        <message>
            <source>In this lesson, name %1: press the key %1.</source>
            <translation>En este paso, elige %1: pulsa la tecla %1.</translation>
        </message>
        <message>
            <source>Buy a set</source>
            <translation>Compra un lote</translation>
        </message>
        <message>
            <source>You drew your set. Its price, under the tiles, is the square of its pips: more tiles and rarer letters cost more. Buy it: press Buy (B). A set you decline leaves the game.</source>
            <translation>Has robado tu lote. Su precio, bajo las fichas, es el cuadrado de la suma de sus puntos: más fichas y letras más raras cuestan más. Cómpralo: pulsa Comprar (B). Un lote que rechazas sale del juego.</translation>
        </message>
        <message>
            <source>In this lesson, buy the set: press B.</source>
            <translation>En este paso, compra el lote: pulsa B.</translation>
        </message>
        <message>
            <source>Sell a word with a wild</source>
            <translation>Vende una palabra con comodín</translation>
        </message>
        <message>
            <source>Now sell words: a word pays the square of its pips. A wild tile stands for any letter and counts 1 pip; a word may use one. You have no %2: type %1, and a wild takes the %2. Press Sell (Enter), then Done selling (Space).</source>
            <translation>Ahora vende palabras: una palabra paga el cuadrado de la suma de sus puntos. Un comodín hace de cualquier letra y vale 1 punto; una palabra puede usar uno. No tienes %2: escribe %1 y un comodín hará de %2. Pulsa Vender (Enter) y luego Dejar de vender (Espacio).</translation>
        </message>
        <message>
            <source>In this lesson, sell %1 with a wild for the %2, then press Done selling (Space).</source>
            <translation>En este paso, vende %1 con un comodín como %2 y luego pulsa Dejar de vender (Espacio).</translation>
        </message>
        <message>
            <source>The next round</source>
            <translation>La ronda siguiente</translation>
        </message>
        <message>
            <source>The die passed to %1, who leads this round; she draws and buys first. Buy your new set too: press Buy (B).</source>
            <translation>El dado pasó a %1, que es líder en esta ronda: roba y compra primero. Compra también tu nuevo lote: pulsa Comprar (B).</translation>
        </message>
        <message>
            <source>Keep your tiles</source>
            <translation>Quédate con tus fichas</translation>
        </message>
        <message>
            <source>This time sell nothing: press Done selling (Space). You will hold more than %1 letter tiles, and see what happens then.</source>
            <translation>Esta vez no vendas nada: pulsa Dejar de vender (Espacio). Tendrás más de %1 fichas de letra y verás qué pasa entonces.</translation>
        </message>
        <message>
            <source>In this lesson, sell nothing: press Done selling (Space).</source>
            <translation>En este paso, no vendas nada: pulsa Dejar de vender (Espacio).</translation>
        </message>
        <message>
            <source>The 8-tile limit</source>
            <translation>El límite de 8 fichas</translation>
        </message>
        <message>
            <source>At the end of a round nobody keeps more than %1 letter tiles (wilds do not count). Click the letters to give up (or type them), then press Discard the marked tiles (Enter). They leave the game.</source>
            <translation>Al final de una ronda nadie se queda con más de %1 fichas de letra (los comodines no cuentan). Haz clic en las letras que dejas (o escríbelas) y pulsa Descartar las fichas marcadas (Enter). Salen del juego.</translation>
        </message>
        <message>
            <source>Mark letter tiles until %1 are left, then press Enter.</source>
            <translation>Marca fichas de letra hasta que queden %1 y pulsa Enter.</translation>
        </message>
        <message>
            <source>The die, buying, selling with a wild and the 8-tile limit: that is the whole game. Play on against %1, who now plays by herself, or start a new game from the File menu. This game does not count for your rating.</source>
            <translation>El dado, comprar, vender con comodín y el límite de 8 fichas: ese es todo el juego. Sigue jugando contra %1, que ahora juega sola, o empieza una partida nueva desde el menú Archivo. Esta partida no cuenta para tu clasificación.</translation>
        </message>
    </context>
    <context>
        <name>VersusChart</name>
        <message>
            <source>Wins against each opponent</source>
            <translation>Victorias contra cada rival</translation>
        </message>
        <message>
            <source>{opponent}: {wins} won, {draws} drawn of {games}</source>
            <translation>{opponent}: {wins} ganadas, {draws} empatadas de {games}</translation>
        </message>
        <message>
            <source>No games yet</source>
            <translation>Aún no hay partidas</translation>
        </message>
        <message>
            <source>{wins} of {games}</source>
            <translation>{wins} de {games}</translation>
        </message>
        <message>
            <source>won</source>
            <translation>ganadas</translation>
        </message>
        <message>
            <source>drawn</source>
            <translation>empatadas</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>perdidas</translation>
        </message>
    </context>
    <context>
        <name>WelcomeScreen</name>
        <message>
            <source>Welcome to the patent game</source>
            <translation>Bienvenida al juego de las patentes</translation>
        </message>
        <message>
            <source>Build words from letter cards, buy patents on letters, and earn a royalty whenever someone plays yours.</source>
            <translation>Forma palabras con cartas de letras, compra patentes de letras y cobra una regalía cada vez que alguien juegue las tuyas.</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>Aprender a jugar</translation>
        </message>
        <message>
            <source>A guided first game on the real table: one step at a time.</source>
            <translation>Una partida guiada en la mesa de verdad: paso a paso.</translation>
        </message>
        <message>
            <source>Play against the computer</source>
            <translation>Jugar contra la máquina</translation>
        </message>
        <message>
            <source>Start a game against the computer right away.</source>
            <translation>Empieza enseguida una partida contra la máquina.</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>Continuar una partida guardada</translation>
        </message>
        <message>
            <source>Go on with a game kept as a file.</source>
            <translation>Sigue con una partida guardada en un archivo.</translation>
        </message>
        <message>
            <source>L</source>
            <comment>the key of Learn to play</comment>
            <translation>A</translation>
        </message>
        <message>
            <source>P</source>
            <comment>the key of Play against the computer</comment>
            <translation>J</translation>
        </message>
        <message>
            <source>O</source>
            <comment>the key of Open a saved game</comment>
            <translation>C</translation>
        </message>
        <message>
            <source>Keys: {learn}, {play} or {open}; the arrows and Enter also work.</source>
            <translation>Teclas: {learn}, {play} o {open}; las flechas y Enter también funcionan.</translation>
        </message>
        <message>
            <source>Or learn another game:</source>
            <translation>O aprende otro juego:</translation>
        </message>
    </context>
    <context>
        <name>WindowMenus</name>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Archivo</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Editar</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Partida</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>A&amp;justes</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Ay&amp;uda</translation>
        </message>
        <message>
            <source>&amp;New game...</source>
            <translation>&amp;Nueva partida...</translation>
        </message>
        <message>
            <source>&amp;Play against the computer</source>
            <translation>&amp;Jugar contra la máquina</translation>
        </message>
        <message>
            <source>&amp;Open...</source>
            <translation>&amp;Abrir...</translation>
        </message>
        <message>
            <source>Save &amp;as...</source>
            <translation>Guardar &amp;como...</translation>
        </message>
        <message>
            <source>&amp;Recent games</source>
            <translation>Partidas &amp;recientes</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <source>&amp;Take back</source>
            <translation>&amp;Deshacer</translation>
        </message>
        <message>
            <source>Computer &amp;speed</source>
            <translation>&amp;Velocidad de la máquina</translation>
        </message>
        <message>
            <source>Show the game &amp;log</source>
            <translation>Mostrar el &amp;registro de la partida</translation>
        </message>
        <message>
            <source>&amp;Reduce motion</source>
            <translation>Reducir el &amp;movimiento</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Pantalla completa</translation>
        </message>
        <message>
            <source>&amp;Challenge time limit...</source>
            <translation>&amp;Tiempo para impugnar...</translation>
        </message>
        <message>
            <source>Accept computer players' &amp;words without asking</source>
            <translation>Aceptar las palabras de la &amp;máquina sin preguntar</translation>
        </message>
        <message>
            <source>Your &amp;name in solo games...</source>
            <translation>Tu &amp;nombre en las partidas en solitario...</translation>
        </message>
        <message>
            <source>Take back whole &amp;turns against the computer (the game is not rated)</source>
            <translation>Deshacer turnos &amp;enteros contra la máquina (la partida no es puntuable)</translation>
        </message>
        <message>
            <source>Offer &amp;hints</source>
            <translation>Ofrecer &amp;pistas</translation>
        </message>
        <message>
            <source>Show my &amp;best plays after each turn</source>
            <translation>Mostrar mis mejores &amp;jugadas tras cada turno</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Reglas</translation>
        </message>
        <message>
            <source>&amp;Guided first game</source>
            <translation>Partida &amp;guiada</translation>
        </message>
        <message>
            <source>Guided first game: {game}</source>
            <translation>Partida guiada: {game}</translation>
        </message>
        <message>
            <source>Report a &amp;problem...</source>
            <translation>Informar de un &amp;problema...</translation>
        </message>
        <message>
            <source>&amp;About patentgame</source>
            <translation>&amp;Acerca de patentgame</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Idioma</translation>
        </message>
        <message>
            <source>System</source>
            <translation>El del sistema</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation>Velocidad de la &amp;animación</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Lenta</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rápida</translation>
        </message>
        <message>
            <source>Challenge time limit</source>
            <translation>Tiempo para impugnar</translation>
        </message>
        <message>
            <source>Seconds the challenge bar counts down before it accepts a word by itself
(0 turns the countdown off: the bar waits for your answer):</source>
            <translation>Segundos de cuenta atrás de la barra de impugnación antes de aceptar sola una palabra
(0 desactiva la cuenta atrás: la barra espera tu respuesta):</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>Tu nombre</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>Tu nombre:</translation>
        </message>
    </context>
    <context>
        <name>WordBuilding</name>
        <message>
            <source>Wild = ?</source>
            <translation>Comodín = ?</translation>
        </message>
        <message>
            <source>Wild = {letter}</source>
            <translation>Comodín = {letter}</translation>
        </message>
        <message>
            <source>No {letter} left in your hand.</source>
            <translation>No te queda ninguna {letter} en la mano.</translation>
        </message>
        <message numerus="yes">
            <source>{word}: %n pip(s), sells for {price}</source>
            <translation>
                <numerusform>{word}: %n punto, se vende por {price}</numerusform>
                <numerusform>{word}: %n puntos, se vende por {price}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{word}: %n pip(s), {price} - {why}</source>
            <translation>
                <numerusform>{word}: %n punto, {price} - {why}</numerusform>
                <numerusform>{word}: %n puntos, {price} - {why}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>WordLists</name>
        <message>
            <source>Open English (ENABLE)</source>
            <translation>Inglés abierto (ENABLE)</translation>
        </message>
        <message>
            <source>Open English, everyday words</source>
            <translation>Inglés abierto, palabras cotidianas</translation>
        </message>
        <message>
            <source>Open English, large (US and UK spellings)</source>
            <translation>Inglés abierto, amplia (grafías de EE. UU. y del Reino Unido)</translation>
        </message>
        <message>
            <source>Russian common nouns (OpenCorpora)</source>
            <translation>Sustantivos comunes rusos (OpenCorpora)</translation>
        </message>
        <message>
            <source>Russian, all word forms (OpenCorpora)</source>
            <translation>Ruso, todas las formas (OpenCorpora)</translation>
        </message>
        <message>
            <source>Open Spanish, all word forms (RLA-ES)</source>
            <translation>Español abierto, todas las formas (RLA-ES)</translation>
        </message>
        <message>
            <source>Open Polish, all word forms (sjp.pl)</source>
            <translation>Polaco abierto, todas las formas (sjp.pl)</translation>
        </message>
        <message>
            <source>ENABLE (Enhanced North American Benchmark Lexicon) by Alan Beale and Mendel Cooper, released into the public domain.</source>
            <translation>ENABLE (Enhanced North American Benchmark Lexicon), de Alan Beale y Mendel Cooper, cedido al dominio público.</translation>
        </message>
        <message>
            <source>Words from SCOWL (Spell Checker Oriented Word Lists) by Kevin Atkinson, http://wordlist.aspell.net/. Copyright 2000-2018 by Kevin Atkinson and the other copyright holders named in its licence. Permission to use, copy, modify, distribute and sell these word lists, the associated scripts, the output created from the scripts, and its documentation for any purpose is hereby granted without fee, provided that the above copyright notice appears in all copies and that both that copyright notice and this permission notice appear in supporting documentation. Kevin Atkinson makes no representations about the suitability of this array for any purpose. It is provided "as is" without express or implied warranty.</source>
            <translation>Palabras de SCOWL (Spell Checker Oriented Word Lists), de Kevin Atkinson, http://wordlist.aspell.net/. El aviso de copyright y el permiso, en el original, como exige la licencia: Copyright 2000-2018 by Kevin Atkinson and the other copyright holders named in its licence. Permission to use, copy, modify, distribute and sell these word lists, the associated scripts, the output created from the scripts, and its documentation for any purpose is hereby granted without fee, provided that the above copyright notice appears in all copies and that both that copyright notice and this permission notice appear in supporting documentation. Kevin Atkinson makes no representations about the suitability of this array for any purpose. It is provided "as is" without express or implied warranty.</translation>
        </message>
        <message>
            <source>ENABLE (Enhanced North American Benchmark Lexicon) by Alan Beale and Mendel Cooper, released into the public domain. Words from SCOWL (Spell Checker Oriented Word Lists) by Kevin Atkinson, http://wordlist.aspell.net/. Copyright 2000-2018 by Kevin Atkinson and the other copyright holders named in its licence. Permission to use, copy, modify, distribute and sell these word lists, the associated scripts, the output created from the scripts, and its documentation for any purpose is hereby granted without fee, provided that the above copyright notice appears in all copies and that both that copyright notice and this permission notice appear in supporting documentation. Kevin Atkinson makes no representations about the suitability of this array for any purpose. It is provided "as is" without express or implied warranty.</source>
            <translation>ENABLE (Enhanced North American Benchmark Lexicon), de Alan Beale y Mendel Cooper, cedido al dominio público. Palabras de SCOWL (Spell Checker Oriented Word Lists), de Kevin Atkinson, http://wordlist.aspell.net/. El aviso de copyright y el permiso, en el original, como exige la licencia: Copyright 2000-2018 by Kevin Atkinson and the other copyright holders named in its licence. Permission to use, copy, modify, distribute and sell these word lists, the associated scripts, the output created from the scripts, and its documentation for any purpose is hereby granted without fee, provided that the above copyright notice appears in all copies and that both that copyright notice and this permission notice appear in supporting documentation. Kevin Atkinson makes no representations about the suitability of this array for any purpose. It is provided "as is" without express or implied warranty.</translation>
        </message>
        <message>
            <source>Russian words from the OpenCorpora dictionary (opencorpora.org), as compiled for pymorphy in the package pymorphy3-dicts-ru, under the Creative Commons Attribution-ShareAlike 3.0 licence (https://creativecommons.org/licenses/by-sa/3.0/). The list is our selection of it.</source>
            <translation>Palabras rusas del diccionario OpenCorpora (opencorpora.org), tal como se compilaron para pymorphy en el paquete pymorphy3-dicts-ru, bajo la licencia Creative Commons Atribución-CompartirIgual 3.0 (https://creativecommons.org/licenses/by-sa/3.0/). La lista es una selección nuestra.</translation>
        </message>
        <message>
            <source>Spanish words expanded from the Spanish Hunspell dictionary of the RLA-ES project by Santiago Bosio (LibreOffice dictionaries, Debian package hunspell-es), used under the Mozilla Public License 1.1 (one of its GPL-3+, LGPL-3+ and MPL-1.1 options). Words it lacks added from the public-domain Spanish word list of Debian's package wspanish.</source>
            <translation>Palabras en español desarrolladas a partir del diccionario Hunspell de español del proyecto RLA-ES de Santiago Bosio (diccionarios de LibreOffice, paquete de Debian hunspell-es), usado bajo la Mozilla Public License 1.1 (una de sus opciones GPL-3+, LGPL-3+ y MPL-1.1). Las palabras que le faltan se añadieron de la lista de palabras en español de dominio público del paquete de Debian wspanish.</translation>
        </message>
        <message>
            <source>Polish words from the dictionary of sjp.pl (Słownik języka polskiego, https://sjp.pl/slownik/ort/), Copyright 2008-2018 Polish Alternative Dictionary Editing Team and Marek Futrega, as packaged by Debian (wpolish), used under the Creative Commons Attribution 4.0 licence (https://creativecommons.org/licenses/by/4.0/), one of its GPL-2, LGPL-2.1, MPL-1.1, Apache-2.0 and CC-BY-4.0 options. The list is our selection of it.</source>
            <translation>Palabras polacas del diccionario de sjp.pl (Słownik języka polskiego, https://sjp.pl/slownik/ort/), Copyright 2008-2018 Polish Alternative Dictionary Editing Team y Marek Futrega, en el paquete de Debian wpolish, usadas bajo la licencia Creative Commons Reconocimiento 4.0 (https://creativecommons.org/licenses/by/4.0/), una de sus opciones GPL-2, LGPL-2.1, MPL-1.1, Apache-2.0 y CC-BY-4.0. La lista es nuestra selección de él.</translation>
        </message>
        <message>
            <source>Public domain</source>
            <translation>Dominio público</translation>
        </message>
        <message>
            <source>SCOWL licence (permissive)</source>
            <translation>Licencia SCOWL (permisiva)</translation>
        </message>
        <message>
            <source>Public domain (ENABLE) and SCOWL licence (permissive), with the UKACD notice</source>
            <translation>Dominio público (ENABLE) y licencia SCOWL (permisiva), con el aviso de UKACD</translation>
        </message>
        <message>
            <source>CC BY-SA 3.0</source>
            <translation>CC BY-SA 3.0</translation>
        </message>
        <message>
            <source>MPL 1.1 (RLA-ES) and public domain (wspanish)</source>
            <translation>MPL 1.1 (RLA-ES) y dominio público (wspanish)</translation>
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
            <translation>Lista de palabras</translation>
        </message>
        <message>
            <source>Words</source>
            <translation>Palabras</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Licence</source>
            <translation>Licencia</translation>
        </message>
        <message>
            <source>English: the patent game, BuyWord, Scrabble, Wocable (English)</source>
            <translation>Inglés: el juego de las patentes, BuyWord, Scrabble, Wocable (English)</translation>
        </message>
        <message>
            <source>Russian: Эрудит, Скрэббл (русский)</source>
            <translation>Ruso: Эрудит, Скрэббл (русский)</translation>
        </message>
        <message>
            <source>Spanish: Wocable (Español)</source>
            <translation>Español: Wocable (Español)</translation>
        </message>
        <message>
            <source>Word lists</source>
            <translation>Listas de palabras</translation>
        </message>
        <message>
            <source>Games are checked against one of these lists. Import a plain-text list you own (one word per line) to play with it.</source>
            <translation>Las partidas se comprueban con una de estas listas. Importa una lista de texto plano que tengas (una palabra por línea) para jugar con ella.</translation>
        </message>
        <message>
            <source>&amp;Cancel import</source>
            <translation>&amp;Cancelar la importación</translation>
        </message>
        <message>
            <source>&amp;Import…</source>
            <translation>&amp;Importar…</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Quitar</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>The imported word lists cannot be read.</source>
            <translation>No se pueden leer las listas de palabras importadas.</translation>
        </message>
        <message>
            <source>Built-in · default</source>
            <translation>Incluida · predeterminada</translation>
        </message>
        <message>
            <source>Built-in</source>
            <translation>Incluida</translation>
        </message>
        <message>
            <source>Imported from {file}</source>
            <translation>Importada de {file}</translation>
        </message>
        <message>
            <source>Imported from a file</source>
            <translation>Importada de un archivo</translation>
        </message>
        <message>
            <source>Russian</source>
            <translation>Ruso</translation>
        </message>
        <message>
            <source>Spanish</source>
            <translation>Español</translation>
        </message>
        <message>
            <source>Built-in lists cannot be removed</source>
            <translation>Las listas incluidas no se pueden quitar</translation>
        </message>
        <message>
            <source>Import a word list</source>
            <translation>Importar una lista de palabras</translation>
        </message>
        <message>
            <source>Word lists (*.txt *.txt.gz *.lst *.dic);;All files (*)</source>
            <translation>Listas de palabras (*.txt *.txt.gz *.lst *.dic);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Importing {file}…</source>
            <translation>Importando {file}…</translation>
        </message>
        <message>
            <source>Cancelling the import…</source>
            <translation>Cancelando la importación…</translation>
        </message>
        <message>
            <source>{file} was not imported.</source>
            <translation>{file} no se importó.</translation>
        </message>
        <message numerus="yes">
            <source>Imported “{name}”: %Ln word(s).</source>
            <translation>
                <numerusform>Importada “{name}”: %Ln palabra.</numerusform>
                <numerusform>Importada “{name}”: %Ln palabras.</numerusform>
            </translation>
        </message>
        <message>
            <source>{accepted} lines accepted ({repeated} repeated a word), {rejected} rejected.</source>
            <translation>Líneas aceptadas: {accepted} ({repeated} repetían una palabra); rechazadas: {rejected}.</translation>
        </message>
        <message>
            <source>{accepted} lines accepted, {rejected} rejected.</source>
            <translation>Líneas aceptadas: {accepted}; rechazadas: {rejected}.</translation>
        </message>
        <message>
            <source>line {number}: {text}</source>
            <translation>línea {number}: {text}</translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more</source>
            <translation>
                <numerusform>… y %Ln más</numerusform>
                <numerusform>… y %Ln más</numerusform>
            </translation>
        </message>
        <message>
            <source>Remove word list</source>
            <translation>Quitar la lista de palabras</translation>
        </message>
        <message>
            <source>Remove the word list “{name}”? Saved games that use it cannot be opened until it is imported again.</source>
            <translation>¿Quitar la lista de palabras “{name}”? Las partidas guardadas que la usan no se podrán abrir hasta que se vuelva a importar.</translation>
        </message>
        <message>
            <source>The word list was not removed.</source>
            <translation>La lista de palabras no se quitó.</translation>
        </message>
    </context>
    <context>
        <name>WorthChart</name>
        <message>
            <source>turns</source>
            <translation>turnos</translation>
        </message>
    </context>
    <context>
        <name>_SeatPanel</name>
        <message>
            <source>person</source>
            <translation>persona</translation>
        </message>
        <message>
            <source>{level} computer</source>
            <translation>máquina ({level})</translation>
        </message>
        <message numerus="yes">
            <source>${money}  ·  %n stock  ·  score {score}</source>
            <translation>
                <numerusform>${money}  ·  %n acción  ·  puntuación {score}</numerusform>
                <numerusform>${money}  ·  %n acciones  ·  puntuación {score}</numerusform>
            </translation>
        </message>
        <message>
            <source>Patents: {letters}  (worth ${value})</source>
            <translation>Patentes: {letters}  (valor ${value})</translation>
        </message>
        <message>
            <source>Patents: none</source>
            <translation>Patentes: ninguna</translation>
        </message>
    </context>
</TS>
