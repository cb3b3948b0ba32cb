"""Settings > Word lists with the real lexicon: import, report, remove, offscreen."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from patentgame.model.lexicon import Lexicon, builtin_lists
from patentgame.views.wordlists_dialog import WordListsDialog


def test_lists_built_in_lists_that_cannot_be_removed(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = WordListsDialog(tmp_path)
    qtbot.addWidget(dialog)
    assert dialog.list_ids() == [info.id for info in builtin_lists()]
    dialog.table.selectRow(0)
    assert dialog.selected() is not None and dialog.selected().builtin
    assert not dialog.remove_button.isEnabled()


def test_import_reports_counts_and_bad_lines_then_remove(qtbot: QtBot, tmp_path: Path) -> None:
    source = tmp_path / "family.txt"
    source.write_text("apple\nbanana\n12345\nhello-world\ncherry\nbanana\n", encoding="utf-8")
    dialog = WordListsDialog(tmp_path / "data")
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.import_finished) as finished:
        dialog.import_file(source, "Family words")
    report = finished.args[0]
    assert report is not None and report.rejected == 2
    text = dialog.report_text()
    assert "Family words" in text and "2 rejected" in text
    assert "line 3: '12345'" in text and "line 4: 'hello-world'" in text
    lexicon_id = report.info.id
    assert lexicon_id in dialog.list_ids()
    assert "banana" in Lexicon.load(lexicon_id, tmp_path / "data")
    assert dialog.selected() is not None and dialog.selected().id == lexicon_id
    assert dialog.remove_button.isEnabled()
    with qtbot.waitSignal(dialog.lists_changed):
        assert dialog.remove_list(lexicon_id)
    assert lexicon_id not in dialog.list_ids()


def test_a_file_that_is_not_a_word_list_changes_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    bad = tmp_path / "photo.txt"
    bad.write_bytes(bytes(range(256)) * 4)
    dialog = WordListsDialog(tmp_path / "data")
    qtbot.addWidget(dialog)
    before = dialog.list_ids()
    with qtbot.waitSignal(dialog.import_finished) as finished:
        dialog.import_file(bad, "Holiday")
    assert finished.args == [None]
    assert "photo.txt was not imported" in dialog.report_text()
    assert dialog.list_ids() == before


def _big_list(folder: Path) -> Path:
    source = folder / "big.txt"
    letters = "abcdefghijklmnopqrstuvwxyz"
    words = (a + b + c + d for a in letters for b in letters for c in letters for d in letters)
    source.write_text("\n".join(words) + "\n", encoding="utf-8")  # 456,976 lines
    return source


def test_an_import_runs_off_the_window_with_a_moving_bar(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = WordListsDialog(tmp_path / "data")
    qtbot.addWidget(dialog)
    dialog.show()
    shown: list[int] = []
    dialog.progress.valueChanged.connect(shown.append)
    with qtbot.waitSignal(dialog.import_finished, timeout=60_000) as finished:
        dialog.import_file(_big_list(tmp_path), "Big")
        assert dialog.importing and dialog.cancel_button.isVisible()
        assert not dialog.import_button.isEnabled()
    # The window handled events while the import ran on its own thread: the bar moved.
    assert any(0 < value < 1000 for value in shown)
    assert finished.args[0] is not None and finished.args[0].info.words == 26**4
    assert "Imported “Big”: 456,976 words" in dialog.report_text()
    assert dialog.import_button.isEnabled() and not dialog.progress.isVisible()


def test_cancel_stops_an_import_and_writes_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    source = _big_list(tmp_path)
    dialog = WordListsDialog(tmp_path / "data")
    qtbot.addWidget(dialog)
    dialog.show()
    before = dialog.list_ids()
    with qtbot.waitSignal(dialog.import_finished, timeout=60_000) as finished:
        dialog.import_file(source, "Big")
        QTest.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
        assert dialog.report_text() == "Cancelling the import…"
    assert finished.args == [None]
    assert dialog.report_text() == "The import of big.txt was cancelled."
    assert dialog.list_ids() == before
    assert not any((tmp_path / "data" / "wordlists").glob("*"))
    assert dialog.import_button.isEnabled() and not dialog.cancel_button.isVisible()


def test_a_folder_is_not_imported(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = WordListsDialog(tmp_path / "data")
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.import_finished):
        dialog.import_file(tmp_path, "Folder")
    assert dialog.report_text().endswith(f"{tmp_path.name} is a folder, not a file.")


def test_a_persons_own_list_is_imported_for_a_board_game_and_played(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """34.5: Settings > Word lists > Import..., a Russian list named and put in Russian; File >
    New game offers it to Эрудит (not to the patent game), labelled as the person's own, and
    the game started with it checks words by it."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QFileDialog, QPushButton, QWidget

    from patentgame.app import _lexicon_loader
    from patentgame.views.game_keeping import GameKeeping
    from patentgame.views.main_window import MainWindow
    from patentgame.views.new_game_dialog import NewGameDialog
    from patentgame.views.wordlists_dialog import ImportQuestion
    from tests.views.menu_helpers import choose
    from tests.views.table_helpers import answer_modals, open_file_in
    from tests.views.test_board_table import choose_in

    home = tmp_path / "home"
    data = home / "data"
    data.mkdir(parents=True)
    source = tmp_path / "moi-slova.txt"
    source.write_text("Ёж\nкот\nслон\nhello\nк-т\n", encoding="utf-8")
    window = MainWindow(_lexicon_loader(home))
    qtbot.addWidget(window)
    window.set_ai_pace(60_000)
    window.keeping = GameKeeping(window, data, home / "settings.json")  # type: ignore[attr-defined]
    window.show()
    window.keeping.start()  # type: ignore[attr-defined]

    def pick_file(dialog: QWidget) -> None:
        assert isinstance(dialog, QFileDialog)
        open_file_in(dialog, source)

    def name_it(dialog: QWidget) -> None:
        assert isinstance(dialog, ImportQuestion)
        assert dialog.name.text() == "moi-slova"
        dialog.name.selectAll()
        QTest.keyClicks(dialog.name, "Our words")
        choose_in(dialog.language, "ru")
        QTest.keyClick(dialog.name, Qt.Key.Key_Return)

    choose(window, "settings", "wordlists")
    lists = window.keeping.wordlists_dialog  # type: ignore[attr-defined]
    answer_modals([pick_file, name_it])
    with qtbot.waitSignal(lists.import_finished, timeout=10_000) as finished:
        QTest.mouseClick(lists.import_button, Qt.MouseButton.LeftButton)
    report = finished.args[0]
    assert report is not None and report.accepted == 3 and report.rejected == 2  # hello, к-т
    assert report.info.language == "ru"
    lists.close()

    offered: dict[str, list[str]] = {}

    def fill(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog)
        combo = dialog.lexicon_choice
        offered["patent"] = [combo.itemText(i) for i in range(combo.count())]
        choose_in(dialog.game_choice, "board")
        choose_in(dialog.rules_form.rule_set, "erudit-ru")  # type: ignore[attr-defined]
        offered["erudit"] = [combo.itemText(i) for i in range(combo.count())]
        choose_in(combo, report.info.id)
        start = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Start")
        QTest.mouseClick(start, Qt.MouseButton.LeftButton)

    answer_modals([fill])
    choose(window, "file", "new")
    assert not any("Our words" in text for text in offered["patent"])
    assert "Our words (your list) - 3 words" in offered["erudit"]
    game = window.game_model.state
    assert game.rules.lexicon_id == report.info.id  # type: ignore[attr-defined]
    assert "слон" in game.lexicon and "ёж" in game.lexicon and "еж" in game.lexicon
    assert "кошка" not in game.lexicon  # the person's list, not the built-in one
    window.keeping.close()  # type: ignore[attr-defined]
