"""Screen readers: every control, card, patent and player has a name a reader speaks, and the
game's events are announced. Tested by walking Qt's accessibility tree, as a reader does."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.model.patent import events as ev
from patentgame.views.accessibility import HAS_ANNOUNCEMENTS
from tests.views.table_helpers import (
    adopt,
    answer_modal,
    choose,
    make_window,
    play_until_over,
    press_escape,
)

Role = QAccessible.Role
#: The roles a person acts on (or reads item by item): each must have a name.
INTERACTIVE = {
    Role.Button,
    Role.CheckBox,
    Role.RadioButton,
    Role.ComboBox,
    Role.SpinBox,
    Role.EditableText,
    Role.List,
    Role.ListItem,
    Role.Slider,
    Role.PageTab,
    Role.MenuItem,
    Role.Table,
    Role.ButtonMenu,
}

ANN_VS_BOT = (SeatSetup("Ann", "human", 0), SeatSetup("Bot", "ai:greedy", 1))
TOP = "CATRSEO" + "LLLLPPW" + "NDI"


def walk(root: QAccessibleInterface) -> list[QAccessibleInterface]:
    """Every visible interface under ``root``, depth first, as a screen reader meets them.

    A loop, not a recursive inner function: such a function refers to itself, and the cycle
    would keep the interfaces' Python wrappers alive after their widgets are gone, until a
    garbage collection; a widget made meanwhile at a freed interface's address was then handed
    the stale wrapper (``viewport()`` came back as a QAccessibleWidget in a later test)."""
    found: list[QAccessibleInterface] = []
    stack: list[tuple[QAccessibleInterface, int]] = [(root, 0)]
    while stack:
        node, depth = stack.pop()
        if node is None or not node.isValid() or node.state().invisible or depth > 12:
            continue
        found.append(node)
        children = [(node.child(index), depth + 1) for index in range(node.childCount())]
        stack.extend(reversed(children))
    return found


def unnamed(widget: QWidget) -> list[str]:
    nodes = walk(QAccessible.queryAccessibleInterface(widget))
    return [
        f"{node.role().name} in {node.parent().text(QAccessible.Text.Name)!r}"
        for node in nodes
        if node.role() in INTERACTIVE and not node.text(QAccessible.Text.Name).strip()
    ]


def named(widget: QWidget, role: QAccessible.Role) -> list[tuple[str, str]]:
    return [
        (node.text(QAccessible.Text.Name), node.text(QAccessible.Text.Description))
        for node in walk(QAccessible.queryAccessibleInterface(widget))
        if node.role() == role
    ]


def test_every_control_card_patent_and_player_of_the_table_has_a_name(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    QTest.keyClicks(window.table, "cat")
    QApplication.processEvents()
    assert not unnamed(window), unnamed(window)
    lists = dict(named(window, Role.List))
    assert {"Your hand", "The pool", "The patents", "The word you are building"} <= set(lists)
    items = [name for name, _ in named(window, Role.ListItem)]
    assert any(name.startswith("Patent E: costs $10") for name in items)
    cards = dict(named(window.table.hand_view, Role.ListItem))
    assert cards["R"] == "consonant" and cards["E"] == "vowel"
    word = [name for name, _ in named(window.table.word_views[0], Role.ListItem)]
    assert word == ["C", "A", "T"]
    buttons = dict(named(window, Role.Button))
    assert buttons["Play  (Enter)"] == "Play the word in the word row"
    # The painted scoreboard tells every player in words.
    board = QAccessible.queryAccessibleInterface(window.table.scoreboard)
    players = board.text(QAccessible.Text.Description)
    assert "Ann" in players and "Bot" in players and "Money: $0" in players
    # The log is a list a reader walks line by line: each line its own item.
    lines = named(window.table.log, Role.ListItem)
    assert len(lines) == window.table.log.count() >= 1
    assert lines[0][0].startswith("Turn 1") and lines[0][1]


def test_every_log_line_is_its_own_item_with_its_speaker_and_sentence(qtbot: object) -> None:
    window = make_window(qtbot)
    window.set_ai_pace(900)
    adopt(window, TOP, ANN_VS_BOT)
    QTest.keyClicks(window.table, "candor")
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    QApplication.processEvents()
    log = QAccessible.queryAccessibleInterface(window.table.log)
    assert log.role() == Role.List and log.text(QAccessible.Text.Name) == "Game log"
    lines = [
        (node.text(QAccessible.Text.Name), node.text(QAccessible.Text.Description))
        for node in walk(log)
        if node.role() == Role.ListItem
    ]
    # Every line of the story, in order, each with whose line it is.
    assert [sentence for sentence, _ in lines] == window.table.log.toPlainText().split("\n")
    scored = [line for line in lines if line[0].startswith("You score CANDOR")]
    assert scored and scored[0][1] == "Ann"
    assert all(speaker for _, speaker in lines)
    # A line is not glued to the next: the reader's item is one sentence.
    assert all("\n" not in sentence for sentence, _ in lines)


def test_the_dialogs_name_every_control(qtbot: object) -> None:
    window = make_window(qtbot)
    window.play_solo()
    seen: dict[str, list[str]] = {}

    def look(dialog: QWidget) -> None:
        seen[dialog.windowTitle()] = unnamed(dialog)
        press_escape(dialog)

    for menu, entry in (("help", "keys"), ("file", "new"), ("help", "rules")):
        answer_modal(look)
        choose(window, menu, entry)
    assert len(seen) == 3, seen
    assert all(not problems for problems in seen.values()), seen


def test_help_keys_lists_the_table_keys_and_every_menu_shortcut(qtbot: object) -> None:
    window = make_window(qtbot)
    texts: list[str] = []

    def read(dialog: QWidget) -> None:
        texts.append(dialog.text.toPlainText())  # type: ignore[attr-defined]
        press_escape(dialog)

    answer_modal(read)
    choose(window, "help", "keys")
    (text,) = texts
    for expected in ("Backspace", "Buy the patent of that letter", "Challenge the word"):
        assert expected in text
    for shortcut in ("Ctrl+M", "Ctrl+0", "Ctrl+Z", "Ctrl+H", "F1"):
        assert shortcut in text, shortcut


def test_a_play_is_announced_in_whole_sentences(qtbot: object) -> None:
    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    heard: list[str] = []
    window.announcer.announced.connect(heard.append)
    QTest.keyClicks(window.table, "candor")
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(heard), timeout=2000)  # type: ignore[attr-defined]
    news = heard[0]
    assert "scores CANDOR" in news or "score CANDOR" in news, news
    assert "$4" in news
    region = QAccessible.queryAccessibleInterface(window.news)
    assert region.text(QAccessible.Text.Name) == "Game news"
    assert region.text(QAccessible.Text.Description) == heard[-1]
    assert window.news.text() == heard[-1]
    assert HAS_ANNOUNCEMENTS  # this PySide6 (6.11) has QAccessibleAnnouncementEvent


def test_every_kind_of_event_in_a_whole_game_is_announced(qtbot: object) -> None:
    window = make_window(qtbot)
    window.set_challenge_time(0)
    told: dict[str, list[str]] = {}

    def note(event: object, text: str) -> None:
        if text:
            told.setdefault(type(event).__name__, []).append(text)

    window.game_model.event_occurred.connect(note)
    setup = GameSetup((SeatSetup("Ann", "human", 0), SeatSetup("Ada", "ai:greedy", 1)), seed=11)
    assert window.start_game(setup)
    play_until_over(window, qtbot, 90)
    assert window.game_model.is_over
    qtbot.wait(50)  # type: ignore[attr-defined]
    heard = " ".join(window.announcer.history)
    kinds = {"TurnStarted", "PlayPlaced", "WordScored", "PatentBought", "GameOver"}
    assert kinds <= set(told), set(told)
    missing = [(kind, text) for kind, texts in told.items() for text in texts if text not in heard]
    assert not missing, missing[:5]
    # Every event kind of the engine that the log tells is among those the test can meet.
    assert set(told) <= {name for name in dir(ev) if isinstance(getattr(ev, name), type)}


def test_a_board_game_started_from_the_patent_table_has_its_news_announced(qtbot: object) -> None:
    """File > New game for the board games swaps the game model: the news that screen readers
    hear follows it (it once stayed with the patent game's, silent and stale)."""
    from tests.views.test_board_help import _new_board_game

    window = make_window(qtbot)
    adopt(window, TOP, ANN_VS_BOT)
    QTest.keyClicks(window.table, "candor")
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "CANDOR" in window.news.text(), timeout=3000)  # type: ignore[attr-defined]
    heard: list[str] = []
    window.announcer.announced.connect(heard.append)
    _new_board_game(window, "scrabble-en")
    assert "CANDOR" not in window.news.text()  # the left game's news left with it
    qtbot.waitUntil(lambda: bool(heard), timeout=5000)  # type: ignore[attr-defined]
    assert "drew the tile nearest to the start of the alphabet" in heard[0]
    assert window.news.text() == heard[-1]
