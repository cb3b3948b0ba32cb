"""The habits of desktop apps, as a person meets them: F1, F11, Ctrl+Q and Ctrl+Z pressed on the
window, Help > About and Help > Report a problem opened from the menu bar."""

from __future__ import annotations

import json
import re
from pathlib import Path

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from patentgame import __version__
from patentgame.controller.setup import SeatSetup
from patentgame.keeping import app_log
from patentgame.model.credits import shipped_credits
from patentgame.model.lexicon import Lexicon
from patentgame.views.about import AboutDialog
from patentgame.views.game_keeping import GameKeeping
from patentgame.views.help_dialog import HelpDialog
from patentgame.views.main_window import MainWindow
from patentgame.views.problem_report import ProblemReportDialog
from tests.views.menu_helpers import answer_next_box
from tests.views.table_helpers import MANUAL, adopt, answer_modal, choose, make_window, shot

ROOT = Path(__file__).resolve().parents[2]
CTRL = Qt.KeyboardModifier.ControlModifier
ANNA_VS_BOT = (SeatSetup("Anna", "human", 0), SeatSetup("Bot", "ai:casual", 1))
TOP = "ZEBRAOO" + "LLLLPPW" + "NDI"


def _play_a_word(window: MainWindow) -> None:
    """A game in progress: Anna has played ZEBRA and waits for the computer's answer."""
    window.ai.pace_ms = 60_000  # the computer takes its time
    adopt(window, TOP, ANNA_VS_BOT, MANUAL)
    QTest.keyClicks(window.table, "zebra")
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    assert window.game_in_progress()


def test_f1_opens_the_rules(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    seen: list[QWidget] = []

    def look(dialog: QWidget) -> None:
        seen.append(dialog)
        assert isinstance(dialog, HelpDialog) and dialog.tabs.currentIndex() == 0
        assert "Rules" in dialog.tabs.tabText(0) and dialog.rules.toPlainText().strip()
        dialog.close()

    answer_modal(look)
    QTest.keyClick(window, Qt.Key.Key_F1)
    assert len(seen) == 1


def test_f11_toggles_full_screen(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    QTest.keyClick(window, Qt.Key.Key_F11)
    assert window.isFullScreen()
    QTest.keyClick(window, Qt.Key.Key_F11)
    assert not window.isFullScreen()


def test_ctrl_z_takes_back_through_the_edit_menus_entry(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    _play_a_word(window)
    pressed: list[bool] = []
    window.named_actions["take_back"].triggered.connect(lambda *_: pressed.append(True))
    QTest.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert pressed == [True]
    assert window.game_model.action_count() == 0
    QTest.keyClick(window, Qt.Key.Key_Z, CTRL)  # again: nothing is left, and the status says so
    assert pressed == [True, True]
    assert "Nothing to take back" in window.statusBar().currentMessage()


def test_ctrl_q_asks_before_a_game_would_be_lost(qtbot: QtBot) -> None:
    window = make_window(qtbot)  # no keeping of games: a game left now is lost
    _play_a_word(window)
    seen: list[str] = []
    answer_next_box(QMessageBox.StandardButton.No, seen)
    QTest.keyClick(window, Qt.Key.Key_Q, CTRL)
    assert seen == ["A game is in progress. Quit anyway? It will be lost."]
    assert window.isVisible() and window.game_model.action_count() == 1
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)  # the keyboard is back on the table
    answer_next_box(QMessageBox.StandardButton.Yes, seen)
    QTest.keyClick(window, Qt.Key.Key_Q, CTRL)
    assert len(seen) == 2 and not window.isVisible()


def test_ctrl_q_quits_at_once_when_the_game_is_kept_and_the_next_start_offers_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = MainWindow(lambda lexicon_id: Lexicon.load(lexicon_id))
    qtbot.addWidget(window)
    questions: list[str] = []

    def ask(title: str, text: str) -> bool:
        questions.append(title)
        return True

    keeping = GameKeeping(window, tmp_path, tmp_path / "settings.json", ask=ask)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    keeping.start()
    _play_a_word(window)
    QTest.keyClick(window, Qt.Key.Key_Q, CTRL)
    assert not window.isVisible() and questions == []
    window.ai.shutdown()

    again = MainWindow(lambda lexicon_id: Lexicon.load(lexicon_id))
    qtbot.addWidget(again)
    keeping_again = GameKeeping(again, tmp_path, tmp_path / "settings.json", ask=ask)
    again.show()
    assert keeping_again.start()  # the game left by Ctrl+Q is offered and taken up
    assert questions == ["Continue?"] and again.game_model.action_count() == 1
    keeping_again.close()
    again.ai.shutdown()


def test_help_about_names_the_version_and_every_shipped_data_set(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    texts: list[str] = []

    def look(dialog: QWidget) -> None:
        assert isinstance(dialog, AboutDialog)
        dialog.resize(720, 640)
        shot(dialog, "about")
        texts.append(dialog.browser.toPlainText())
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    answer_modal(look)
    choose(window, "help", "about")
    assert len(texts) == 1
    about = " ".join(texts[0].split())
    assert f"patentgame {__version__}" in about
    assert "Made with Qt" in about
    credits = shipped_credits()
    assert len(credits) >= 7  # six word lists and WordNet's meanings, as shipped today
    for credit in credits:
        assert credit.title in about
        assert " ".join(f"Licence: {credit.licence}".split()) in about
        assert " ".join(credit.credit.split()) in about
        if credit.notice:
            assert " ".join(credit.notice.split()) in about
    # The count is written the person's way (172,823 in English; 172823 in the C locale).
    assert f"Open English (ENABLE) ({QLocale().toString(172_823)} words)" in about
    assert "Word meanings from WordNet 3.0" in about
    # Issue 32.6: the Russian and Spanish meanings, each with its licence and its full text.
    assert "Russian word meanings from Russian Wiktionary" in about
    assert "Licence: CC BY-SA 3.0" in about and "by Wiktionary contributors" in about
    assert "from the FreeDict Spanish-English and English-Spanish dictionaries" in about
    assert "Licence: GPL-2.0-or-later" in about and "GNU GENERAL PUBLIC LICENSE" in about
    assert "UKACD" in about  # en-large's notice, which its licence asks to show


def test_the_about_box_agrees_with_the_sources_list() -> None:
    # wordlists/SOURCES.md's licence table names each list's licence; the About box (read from
    # the shipped manifests) must say the same, so the two cannot drift apart unnoticed.
    sources = (ROOT / "wordlists" / "SOURCES.md").read_text("utf-8")
    table = sources.split("## Licences", 1)[1].split("\n\n", 2)[1]
    rows = [line.split("|")[1:3] for line in table.splitlines()[2:] if line.startswith("|")]
    labels = {c.title: c.licence for c in shipped_credits()}
    ids = {
        entry["id"]: entry["label"]
        for entry in json.loads(
            (ROOT / "patentgame/resources/lexicon/manifest.json").read_text("utf-8")
        )["lists"]
    }
    checked = set()
    for names, licence in rows:
        key = re.sub(r"\s*\(.*", "", licence.strip()).split(";")[0].strip()
        key = {"both of the above": "SCOWL"}.get(key, key)
        key = re.sub(r"\s*licence$", "", key)
        for name in names.split(","):
            shown = labels[ids[name.strip()]]
            assert key.lower() in shown.lower(), (name, key, shown)
            checked.add(name.strip())
    assert checked == set(ids)
    assert "the WordNet 3.0 licence" in sources and any(
        "WordNet 3.0" in licence for licence in labels.values()
    )


def test_report_a_problem_shows_a_private_text_to_copy(qtbot: QtBot, tmp_path: Path) -> None:
    home = Path.home()
    log = app_log.start_log(tmp_path)
    assert log is not None
    try:
        app_log.LOGGER.warning("could not read %s", home / ".local/share/patentgame/x.json")
        window = make_window(qtbot)
        reports: list[str] = []

        def look(dialog: QWidget) -> None:
            assert isinstance(dialog, ProblemReportDialog)
            copy = next(
                b for b in dialog.findChildren(QPushButton) if b.text().replace("&", "") == "Copy"
            )
            QTest.mouseClick(copy, Qt.MouseButton.LeftButton)
            assert dialog.copied.text() == "Copied. Paste it into your report."
            shot(dialog, "report-a-problem")
            reports.append(dialog.report.toPlainText())
            QTest.keyClick(dialog, Qt.Key.Key_Escape)

        answer_modal(look)
        choose(window, "help", "report_problem")
    finally:
        app_log.stop_log()
    assert len(reports) == 1
    report = reports[0]
    assert QGuiApplication.clipboard().text() == report
    assert report.startswith(f"Version: patentgame {__version__}\nPlatform: ")
    assert "\nQt: " in report and "display: offscreen" in report
    assert f"patentgame {__version__} started on" in report  # the log's lines are quoted
    assert "could not read ~/.local/share/patentgame/x.json" in report
    assert str(home) not in report


def test_the_report_says_when_there_is_no_log(qtbot: QtBot, tmp_path: Path) -> None:
    missing = tmp_path / "patentgame.log"
    dialog = ProblemReportDialog(log=missing)
    qtbot.addWidget(dialog)
    assert "is empty or cannot be read" in dialog.report.toPlainText()
