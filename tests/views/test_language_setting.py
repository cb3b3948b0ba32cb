"""Settings > Language: chosen through the menu bar, kept in the settings file, said in both
languages, spoken from the next start on (the ``--lang`` of one run winning over it), and
"Restart now" starts the game again in it with the game in progress."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from patentgame import wording
from patentgame.app import restart_command
from patentgame.views.game_keeping import GameKeeping
from patentgame.wording import LANGUAGES
from tests.views.table_helpers import answer_modal, choose, make_window, press_button

ROOT = Path(__file__).resolve().parent.parent.parent


def _later(dialog: object) -> None:
    assert isinstance(dialog, QMessageBox)
    press_button(dialog, "Later")


def _restart_now(dialog: object) -> None:
    assert isinstance(dialog, QMessageBox)
    press_button(dialog, "Restart now")


def test_choosing_russian_keeps_it_and_says_so_in_both_languages(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot)
    settings_file = tmp_path / "settings.json"
    keeping = GameKeeping(window, tmp_path, settings_file, ask=lambda *_: True, inform=print)
    keeping.start(offer_resume=False)
    menu = window.menus["settings"]
    language_menu = window.language_menu
    # Every language of the app, each named in itself (Русский, Español...).
    assert [a.text() for a in language_menu.actions()] == ["System", *wording.LANGUAGES.values()]
    assert window.named_actions["language_system"].isChecked()
    seen: list[str] = []
    answer_modal(_later, seen)
    choose(window, "settings", "language_ru", submenu=language_menu)
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert seen == [
        "Language: The game speaks Русский from its next start. Restart now? The game in "
        "progress is kept.\n\n"
        "Язык игры (Русский) сменится при следующем запуске. Перезапустить сейчас? Начатая "
        "партия сохранится."
    ]
    assert window.isVisible() and not window.restart_after_close  # "Later"
    assert window.named_actions["language_ru"].isChecked()
    assert json.loads(settings_file.read_text())["language"] == "ru"
    # This run goes on in English: its widgets were made in it.
    assert window.menus["file"].title() == "&File"
    assert menu.title() == "&Settings"


def test_every_language_is_offered_and_polish_is_said_in_polish(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot)
    settings_file = tmp_path / "settings.json"
    keeping = GameKeeping(window, tmp_path, settings_file, ask=lambda *_: True, inform=print)
    keeping.start(offer_resume=False)
    texts = [a.text() for a in window.language_menu.actions()]
    assert texts == ["System", *LANGUAGES.values()] and "Polski" in texts
    seen: list[str] = []
    answer_modal(_later, seen)
    choose(window, "settings", "language_pl", submenu=window.language_menu)
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert seen[0].endswith(
        "Od następnego uruchomienia gra będzie mówić w języku: Polski. Uruchomić ponownie "
        "teraz? Trwająca partia zostanie zachowana."
    )
    assert json.loads(settings_file.read_text())["language"] == "pl"


def test_going_back_to_the_language_shown_needs_no_notice(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot)
    keeping = GameKeeping(window, tmp_path, tmp_path / "s.json", ask=lambda *_: True, inform=print)
    keeping.start(offer_resume=False)
    language_menu = window.language_menu
    choose(window, "settings", "language_en", submenu=language_menu)
    QApplication.processEvents()
    assert QApplication.activeModalWidget() is None
    assert window.settings.language == "en"


def _language_of_a_start(data: Path, *args: str, locale: str = "C") -> str:
    """The language a real start of the app chooses, as its main window's File menu says."""
    code = (
        "import sys\nfrom patentgame import cli, app\nfrom patentgame.controller.translations "
        "import install_translations\nfrom PySide6.QtWidgets import QApplication\n"
        f"args = {['--data-dir', str(data), *args]!r}\n"
        "cli.wording.use(cli.language_of_run(args))\nqt = app._application()\n"
        "window = app.create_window(None)\nprint(window.menus['file'].title())\n"
    )
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LANGUAGE": "", "LANG": locale}
    environment.pop("LC_ALL", None)
    environment.pop("LC_MESSAGES", None)
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
    assert _language_of_a_start(tmp_path, "--lang", "pl") == "&Plik"
    (config / "settings.json").write_text('{"language": "pl"}', encoding="utf-8")
    assert _language_of_a_start(tmp_path) == "&Plik"


def test_a_polish_system_starts_in_polish_unless_the_setting_says_otherwise(
    tmp_path: Path,
) -> None:
    assert _language_of_a_start(tmp_path, locale="pl_PL.UTF-8") == "&Plik"
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text('{"language": "en"}', encoding="utf-8")
    assert _language_of_a_start(tmp_path, locale="pl_PL.UTF-8") == "&File"


def test_restart_now_starts_the_game_again_in_the_language_chosen_with_the_game_in_progress(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Restart now, pressed in the menu bar, closes the window keeping the game in progress;
    the command it leaves to run is then run for real: a new app comes up on the same data
    folder (the layout ``--data-dir`` gives), in the language chosen, and takes the game
    back without asking (its log says both), and is then closed."""
    import time

    from patentgame.app import _start_again

    data, settings_file = tmp_path / "data", tmp_path / "config" / "settings.json"
    data.mkdir()
    settings_file.parent.mkdir()
    window = make_window(qtbot)
    keeping = GameKeeping(window, data, settings_file, ask=lambda *_: True, inform=print)
    keeping.start(offer_resume=False)
    window.first_game()
    QApplication.processEvents()
    assert window.welcome is not None
    QTest.mouseClick(window.welcome.play_button, Qt.MouseButton.LeftButton)
    assert window.game_model.has_game
    answer_modal(_restart_now)
    choose(window, "settings", "language_ru", submenu=window.language_menu)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=5000)
    assert window.restart_after_close
    assert json.loads(settings_file.read_text())["language"] == "ru"
    # The game in progress was kept as on any quit.
    assert (data / "current-game.json").is_file()

    command = restart_command(str(tmp_path))
    assert command[-2:] == ["--data-dir", str(tmp_path)] and "--lang" not in command
    assert "--resume" in command
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LANGUAGE": "", "LANG": "C"}
    saved = dict(os.environ)
    os.environ.update(environment)
    try:
        started = _start_again(command)
    finally:
        os.environ.clear()
        os.environ.update(saved)
    assert started is not None
    log = data / "patentgame.log"
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if log.is_file() and "the unfinished game was resumed" in log.read_text("utf-8"):
                break
            time.sleep(0.2)
        text = log.read_text(encoding="utf-8")
        assert "main window shown, language ru" in text, text
        assert "the unfinished game was resumed" in text, text
    finally:
        started.terminate()
        started.wait(timeout=30)


def test_the_restart_command_is_the_program_as_started() -> None:
    assert restart_command(None, "/usr/bin/python3", frozen=False) == [
        "/usr/bin/python3",
        "-m",
        "patentgame",
        "--resume",
    ]
    assert restart_command("D", "C:/Program Files/patentgame/patentgame.exe", frozen=True) == [
        "C:/Program Files/patentgame/patentgame.exe",
        "--resume",
        "--data-dir",
        "D",
    ]
