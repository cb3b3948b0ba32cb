"""Settings > Language: chosen through the menu bar, kept in the settings file, said in both
languages, and spoken from the next start on (the ``--lang`` of one run winning over it)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from patentgame.views.game_keeping import GameKeeping
from tests.views.table_helpers import answer_modal, choose, make_window

ROOT = Path(__file__).resolve().parent.parent.parent


def _press_ok(dialog: object) -> None:
    assert isinstance(dialog, QMessageBox)
    dialog.button(QMessageBox.StandardButton.Ok).click()


def test_choosing_russian_keeps_it_and_says_so_in_both_languages(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot)
    settings_file = tmp_path / "settings.json"
    keeping = GameKeeping(window, tmp_path, settings_file, ask=lambda *_: True, inform=print)
    keeping.start(offer_resume=False)
    menu = window.menus["settings"]
    language_menu = window.language_menu
    assert [a.text() for a in language_menu.actions()] == ["System", "English", "Русский"]
    assert window.named_actions["language_system"].isChecked()
    seen: list[str] = []
    answer_modal(_press_ok, seen)
    choose(window, "settings", "language_ru", submenu=language_menu)
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert seen == [
        "Language: The game speaks Русский from its next start.\n\n"
        "Язык игры (Русский) сменится при следующем запуске."
    ]
    assert window.named_actions["language_ru"].isChecked()
    assert json.loads(settings_file.read_text())["language"] == "ru"
    # This run goes on in English: its widgets were made in it.
    assert window.menus["file"].title() == "&File"
    assert menu.title() == "&Settings"


def test_going_back_to_the_language_shown_needs_no_notice(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot)
    keeping = GameKeeping(window, tmp_path, tmp_path / "s.json", ask=lambda *_: True, inform=print)
    keeping.start(offer_resume=False)
    language_menu = window.language_menu
    choose(window, "settings", "language_en", submenu=language_menu)
    QApplication.processEvents()
    assert QApplication.activeModalWidget() is None
    assert window.settings.language == "en"


def _language_of_a_start(data: Path, *args: str) -> str:
    """The language a real start of the app chooses, as its main window's File menu says."""
    code = (
        "import sys\nfrom patentgame import cli, app\nfrom patentgame.controller.translations "
        "import install_translations\nfrom PySide6.QtWidgets import QApplication\n"
        f"args = {['--data-dir', str(data), *args]!r}\n"
        "cli.wording.use(cli.language_of_run(args))\nqt = app._application()\n"
        "window = app.create_window(None)\nprint(window.menus['file'].title())\n"
    )
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LANGUAGE": "", "LANG": "C"}
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=environment,
        timeout=120,
        check=True,
    )
    return result.stdout.strip().splitlines()[-1]


def test_the_next_start_speaks_the_language_chosen(tmp_path: Path) -> None:
    config = tmp_path / "config"
    config.mkdir()
    assert _language_of_a_start(tmp_path) == "&File"
    (config / "settings.json").write_text('{"language": "ru"}', encoding="utf-8")
    assert _language_of_a_start(tmp_path) == "&Файл"
    assert _language_of_a_start(tmp_path, "--lang", "en") == "&File"
