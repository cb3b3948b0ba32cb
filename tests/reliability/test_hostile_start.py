"""Hostile input and faults around the start (issue 36, round 3): what the app and the command
line read and write before and beside the game itself. The app's log, the settings read before
anything else, the single instance's socket and its hand-over, the translations and the
definitions shipped beside the code, ``--screenshot`` and the command line's messages.

Every case is real: fifos, links, a full disk (a tiny tmpfs) and a read-only folder (a bind
mount), commands and the app run as real processes, with a timeout only as a hang guard. The
numbers in the test names are the issue's.
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import socket
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from patentgame.keeping import app_log
from tests.controller.test_single_instance import SAVED_GAME, Starts
from tests.reliability.disks import fill, full_disk, read_only
from tests.reliability.fuzzing import check_message
from tests.reliability.test_hostile_cases import within

ROOT = Path(__file__).resolve().parents[2]
PRIVATE = "the private words of someone else\n"
posix_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="fifos are a POSIX thing")


def _one_gigabyte() -> None:
    """A child's memory limit: a file read without end fails there, not on the machine."""
    resource.setrlimit(resource.RLIMIT_AS, (1024**3, 1024**3))


def run(
    *args: str, package: Path = ROOT, env: dict[str, str] | None = None, timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    """``python -m patentgame ARGS`` as a person runs it (``package``: the folder holding the
    package, a damaged copy for the tests of shipped files), English, memory-bounded."""
    environment = {
        **os.environ,
        "PYTHONPATH": str(package),
        "LANGUAGE": "",
        "LANG": "C.UTF-8",
        "LC_ALL": "C.UTF-8",
        "QT_QPA_PLATFORM": "offscreen",
        **(env or {}),
    }
    return subprocess.run(
        [sys.executable, "-m", "patentgame", *args],
        capture_output=True,
        text=True,
        cwd=package,
        env=environment,
        timeout=timeout,
        preexec_fn=_one_gigabyte,
    )


def package_copy(folder: Path) -> Path:
    """A copy of the package in ``folder`` (returned: the folder to put on ``PYTHONPATH``), whose
    shipped files a test may damage."""
    shutil.copytree(
        ROOT / "patentgame",
        folder / "patentgame",
        ignore=shutil.ignore_patterns("__pycache__"),
    )
    return folder


@pytest.fixture
def runtime() -> Iterator[dict[str, str]]:
    """A runtime folder of its own (the single instance's socket and lock), short enough for a
    socket's path."""
    folder = tempfile.mkdtemp(prefix="pg-")
    try:
        yield {"XDG_RUNTIME_DIR": folder}
    finally:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def starts(tmp_path: Path) -> Iterator[Starts]:
    """Real starts of the app on one data folder, stopped at the end of the test."""
    kept = Starts(tmp_path)
    try:
        yield kept
    finally:
        kept.stop_all()


# -- 36.2: the app's log ------------------------------------------------------------------------


def _report_through_the_menu(qtbot: QtBot) -> str:
    """Help > Report a problem, pressed in the menu bar; the report's text."""
    from tests.views.menu_helpers import choose
    from tests.views.table_helpers import answer_modal, make_window

    window = make_window(qtbot)
    reports: list[str] = []

    def look(dialog: QWidget) -> None:
        reports.append(dialog.report.toPlainText())  # type: ignore[attr-defined]
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    answer_modal(look)
    choose(window, "help", "report_problem")
    assert len(reports) == 1
    return reports[0]


def test_36_2_a_log_linked_to_a_private_file_is_neither_written_nor_quoted(
    qtbot: QtBot, tmp_path: Path
) -> None:
    private = tmp_path / "private.txt"
    private.write_text(PRIVATE * 20_000)  # over the size at which the log turns over
    data = tmp_path / "data"
    data.mkdir()
    (data / app_log.LOG_NAME).symlink_to(private)
    try:
        assert app_log.start_log(data) is None
        app_log.LOGGER.warning("a line that must go nowhere")
        report = _report_through_the_menu(qtbot)
    finally:
        app_log.stop_log()
    assert private.read_text() == PRIVATE * 20_000
    assert sorted(p.name for p in data.iterdir()) == [app_log.LOG_NAME]  # nothing turned over
    assert (data / app_log.LOG_NAME).is_symlink()
    assert "private words" not in report
    assert "The app keeps no log this time." in report
    assert "patentgame.log could not be written: it is a link, and links are not followed." in (
        report
    )


def test_36_2_a_read_only_data_folder_keeps_no_log_and_the_report_says_why(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from patentgame.app import _start_log
    from patentgame.keeping import paths
    from patentgame.views.problem_report import report_text

    (tmp_path / "data").mkdir()
    try:
        with read_only(tmp_path / "data"):
            _start_log(str(tmp_path))
            report = report_text()
    finally:
        paths.set_override(None)
        app_log.stop_log()
    assert "The app keeps no log this time. The folder " in report
    assert "is read-only: nothing can be saved there." in report


@posix_only
def test_36_2_the_report_reads_no_link_and_waits_for_no_fifo(qtbot: QtBot, tmp_path: Path) -> None:
    from patentgame.views.problem_report import report_text

    private = tmp_path / "private.txt"
    private.write_text(PRIVATE)
    link = tmp_path / "link.log"
    link.symlink_to(private)
    fifo = tmp_path / "fifo.log"
    os.mkfifo(fifo)
    with within(10):
        for log in (link, fifo):
            report = report_text(log)
            assert "private words" not in report
            assert "is empty or cannot be read" in report


@posix_only
def test_36_2_a_fifo_as_the_log_does_not_stop_the_start(
    tmp_path: Path, runtime: dict[str, str]
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    os.mkfifo(data / app_log.LOG_NAME)
    started = run("--data-dir", str(tmp_path), "--startup-probe", env=runtime, timeout=90)
    assert started.returncode == 0, started.stderr
    assert started.stdout.splitlines()[-1] == "drawn"


def test_36_14_a_full_disk_stops_the_log_quietly(tmp_path: Path) -> None:
    with full_disk(tmp_path / "disk") as disk:
        fill(disk)
        code = (
            "import sys\nfrom pathlib import Path\nfrom patentgame.keeping import app_log\n"
            "app_log.start_log(Path(sys.argv[1]))\n"
            "for n in range(50):\n    app_log.LOGGER.warning('line %d of a long story', n)\n"
            "print(app_log.log_problem())\n"
        )
        result = subprocess.run(
            [sys.executable, "-c", code, str(disk)],
            capture_output=True,
            text=True,
            cwd=ROOT,
            timeout=60,
        )
    assert result.returncode == 0, result.stderr
    assert "Logging error" not in result.stderr and "Traceback" not in result.stderr
    assert len(result.stderr.splitlines()) <= 1  # one note at most, never one per line
    if result.stderr:
        check_message(result.stderr)
    assert "The disk is full" in result.stdout  # what the report says instead of the lines


# -- 36.3: the settings read before anything else -----------------------------------------------


def _hostile_settings(kind: str, config: Path) -> None:
    path = config / "settings.json"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "huge":
        with open(path, "wb") as handle:
            handle.truncate(2 * 1024**3)  # 2 GB of nothing, taking no disk
        with open(path, "r+b") as handle:
            handle.write(b'{"language": "ru", "x": "')
    elif kind == "nested":
        path.write_text('{"language": "ru", "x": ' + "[" * 100_000 + "]" * 100_000 + "}")
    else:
        raise AssertionError(kind)


@posix_only
@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "huge", "nested"])
def test_36_3_a_hostile_settings_file_never_stops_the_command_line(
    kind: str, tmp_path: Path
) -> None:
    from patentgame import __version__

    config = tmp_path / "config"
    config.mkdir()
    _hostile_settings(kind, config)
    version = run("--data-dir", str(tmp_path), "--version", timeout=60)
    assert (version.returncode, version.stdout, version.stderr) == (
        0,
        f"patentgame {__version__}\n",
        "",
    )
    helped = run("--data-dir", str(tmp_path), "--help", timeout=60)
    assert helped.returncode == 0 and helped.stderr == ""
    assert "The patent game. With no subcommand, starts the desktop app." in helped.stdout
    checked = run("--data-dir", str(tmp_path), "check", "cat", timeout=60)
    assert checked.returncode == 0 and checked.stderr == ""
    assert "CAT" in checked.stdout


# -- 36.10 and 36.8: the single instance's socket and its hand-over ---------------------------


def _socket_of(starts: Starts) -> str:
    found = list(starts.runtime.glob("patentgame-*.socket"))
    assert len(found) == 1, found
    return str(found[0])


def _send(path: str, message: bytes, answer: bool = True) -> bytes:
    """Send ``message`` to the running game's socket; its answer (empty when it hung up)."""
    with socket.socket(socket.AF_UNIX) as client:
        client.settimeout(30)
        client.connect(path)
        try:
            client.sendall(message)
        except BrokenPipeError:
            return b""
        if not answer:
            return b""
        received = b""
        while chunk := client.recv(4096):
            received += chunk
        return received


def test_36_10_hostile_messages_never_break_the_running_game(starts: Starts) -> None:
    first = starts.start()
    starts.wait_for(first, "serving later starts")
    path = _socket_of(starts)
    # Paths a hostile client names: inside this test's own folder, never the machine's.
    where = str(starts.data).encode()
    hostile = [
        b"[" * 200_000 + b"\n",
        b'{"files": ' + b"[" * 5000 + b"]" * 5000 + b"}\n",
        b'{"files": ["' + where + b'/a\\u0000b.patentgame"]}\n',
        b'{"files": ["' + where + b'/a\\ud800.patentgame"]}\n',
        b'{"files": ' + json.dumps(["/x"] * 100_000).encode() + b"}\n",
        b'{"files": "not a list"}\n',
        b'{"files": [1e999, {"a": 1}, null]}\n',
        b"\xff\xfe\x00garbage\n",
        b"x" * 200_000,
    ]
    for message in hostile:
        _send(path, message)
    # Connections left open, half a message in each, while a real later start hands over.
    hanging = [socket.socket(socket.AF_UNIX) for _ in range(3)]
    for client in hanging:
        client.connect(path)
        client.sendall(b'{"files": ["' + where + b"/")
    second = starts.start(str(SAVED_GAME))
    output, errors = second.communicate(timeout=60)
    assert second.returncode == 0, errors
    assert "running already" in output
    starts.wait_for(first, f"opened the saved game {SAVED_GAME}")
    for client in hanging:
        client.close()
    assert first.poll() is None
    assert "unexpected error" not in starts.log and "Traceback" not in starts.log


QUIT_WITH_OPEN_CONNECTIONS = """
import glob, os, socket, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from patentgame import cli

app = QApplication(sys.argv[:1])
clients = []

def connect():
    found = glob.glob(os.path.join(os.environ["XDG_RUNTIME_DIR"], "patentgame-*.socket"))
    if not found:
        QTimer.singleShot(100, connect)
        return
    for _ in range(3):
        client = socket.socket(socket.AF_UNIX)
        client.connect(found[0])
        client.sendall(b'{"files": ["' + sys.argv[1].encode() + b'/half')
        clients.append(client)
    QTimer.singleShot(500, lambda: [w.close() for w in QApplication.topLevelWidgets()])

QTimer.singleShot(100, connect)
sys.exit(cli.main(["--data-dir", sys.argv[1]]))
"""


def test_36_10_quitting_with_connections_open_drops_them_quietly(
    tmp_path: Path, runtime: dict[str, str]
) -> None:
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [sys.executable, "-c", QUIT_WITH_OPEN_CONNECTIONS, str(tmp_path)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**environment, **runtime},
        timeout=120,
    )
    log = (tmp_path / "data" / app_log.LOG_NAME).read_text("utf-8")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr and "QObject" not in result.stderr
    assert "unexpected error" not in log


def test_36_8_a_hand_over_of_300_files_tells_one_summary_and_opens_the_good_one(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from patentgame.app import _come_forward
    from patentgame.views.game_keeping import GameKeeping
    from tests.views.table_helpers import make_window

    window = make_window(qtbot)
    told: list[str] = []
    keeping = GameKeeping(
        window,
        tmp_path / "data",
        tmp_path / "settings.json",
        ask=lambda *_: True,
        inform=lambda _title, text: told.append(text),
    )
    (tmp_path / "data").mkdir()
    keeping.start(offer_resume=False)
    missing = [str(tmp_path / f"game-{n:03d}.patentgame") for n in range(300)]
    _come_forward(window, keeping, [*missing, str(SAVED_GAME)])
    assert len(told) == 1, told[:3]
    assert told[0].startswith(
        "300 files could not be opened: game-000.patentgame, game-001.patentgame, "
        "game-002.patentgame and 297 more. game-000.patentgame does not exist."
    )
    check_message(told[0])
    assert window.game_model.has_game and window.game_model.game.action_count > 0
    keeping.close()


# -- 36.12: --screenshot into a folder that cannot be made ------------------------------------


def test_36_12_a_screenshot_into_a_folder_that_cannot_be_made_is_one_sentence(
    tmp_path: Path, runtime: dict[str, str]
) -> None:
    in_the_way = tmp_path / "a-file"
    in_the_way.write_text("not a folder")
    target = in_the_way / "pictures" / "shot.png"
    result = run("--data-dir", str(tmp_path), "--screenshot", str(target), env=runtime)
    assert result.returncode == 1 and result.stdout == ""
    check_message(result.stderr)
    assert result.stderr.startswith("patentgame: ")
    assert "could not be made" in result.stderr


# -- 36.13: damaged translations and definitions shipped beside the code -----------------------


def _damage_translation(package: Path, how: str) -> None:
    path = package / "patentgame" / "resources" / "translations" / "patentgame_ru.json"
    document = json.loads(path.read_text("utf-8"))
    if how == "list":
        path.write_text("[1, 2, 3]", "utf-8")
    elif how == "nested":
        path.write_text('{"contexts": ' + "[" * 100_000 + "]" * 100_000 + "}", "utf-8")
    elif how == "contexts":
        document["contexts"]["Cli"] = ["not", "a", "table"]
        document["contexts"]["Argparse"] = {"usage: ": {"nested": 1}}
        path.write_text(json.dumps(document, ensure_ascii=False), "utf-8")
    elif how == "placeholders":
        for table in document["contexts"].values():
            for source, translation in table.items():
                if isinstance(translation, str):
                    table[source] = translation.replace("{", "{x").replace("%(", "%(x")
                elif isinstance(translation, list):
                    table[source] = [form.replace("{", "{x") for form in translation]
        path.write_text(json.dumps(document, ensure_ascii=False), "utf-8")
    else:
        raise AssertionError(how)


@pytest.mark.parametrize("how", ["list", "nested", "contexts", "placeholders"])
def test_36_13_a_damaged_translation_falls_back_to_english(how: str, tmp_path: Path) -> None:
    package = package_copy(tmp_path)
    _damage_translation(package, how)
    checked = run("--lang", "ru", "check", "cat", package=package)
    assert checked.returncode == 0, checked.stderr
    assert checked.stdout.strip()
    assert len(checked.stderr.splitlines()) <= 1  # a note, once
    if checked.stderr:
        check_message(checked.stderr)
        assert "patentgame_ru.json" in checked.stderr
    helped = run("--lang", "ru", "selfplay", "--help", package=package)
    assert helped.returncode == 0 and len(helped.stderr.splitlines()) <= 1
    refused = run("--lang", "ru", "replay", str(tmp_path / "missing.json"), package=package)
    assert refused.returncode == 2
    check_message(refused.stderr.splitlines()[-1])


def test_36_13_the_russian_start_with_damaged_translations_draws_its_table(
    tmp_path: Path, runtime: dict[str, str]
) -> None:
    package = package_copy(tmp_path / "copy")
    _damage_translation(package, "list")
    compiled = package / "patentgame" / "resources" / "translations" / "patentgame_ru.qm"
    compiled.write_bytes(compiled.read_bytes()[: compiled.stat().st_size // 2])  # cut short
    started = run(
        "--lang", "ru", "--data-dir", str(tmp_path / "games"), "--startup-probe",
        package=package, env=runtime,
    )  # fmt: skip
    assert started.returncode == 0, started.stderr
    assert started.stdout.splitlines()[-1] == "drawn"
    assert "Traceback" not in started.stderr
    log = (tmp_path / "games" / "data" / app_log.LOG_NAME).read_text("utf-8")
    assert "patentgame_ru.qm could not be loaded, so English is shown" in log


def test_36_13_every_shipped_translation_fills_what_its_english_fills() -> None:
    """Else a sound translation would show its English (the guard against a damaged one)."""
    from patentgame import wording

    for language in wording.LANGUAGES:
        for context, table in wording._table(language).items():
            for source, found in table.items():
                for form in (found,) if isinstance(found, str) else found:
                    assert wording.fills_alike(source, form), (language, context, source)


def _damage_definitions(package: Path, header: bytes) -> None:
    import zlib

    from patentgame.model.definitions import HEADER_LENGTH, MAGIC

    path = package / "patentgame" / "resources" / "definitions" / "en-wordnet.defs"
    data = path.read_bytes()
    start = len(MAGIC) + HEADER_LENGTH.size
    (length,) = HEADER_LENGTH.unpack_from(data, len(MAGIC))
    packed = zlib.compress(header)
    path.write_bytes(MAGIC + HEADER_LENGTH.pack(len(packed)) + packed + data[start + length :])


@pytest.mark.parametrize(
    "header",
    [
        b"[" * 100_000,
        b"[1, 2]",
        b'{"blocks": 5, "entries": 1, "source": "", "notice": ""}',
        b'{"blocks": [["a", -5]], "entries": 1, "source": "", "notice": ""}',
        b" " * 300_000_000,
    ],
    ids=["nested", "list", "blocks", "negative", "bomb"],
)
def test_36_13_a_damaged_definitions_header_means_no_meanings_and_one_line(
    header: bytes, tmp_path: Path
) -> None:
    package = package_copy(tmp_path)
    _damage_definitions(package, header)
    result = run("define", "walk", package=package)
    assert result.returncode == 3 and result.stdout == ""
    check_message(result.stderr)
    assert result.stderr == (
        "patentgame define: The definitions file en-wordnet.defs is damaged, so no meanings "
        "are shown.\n"
    )


# -- 36.14: messages that showed Python --------------------------------------------------------


def test_36_14_define_quotes_a_broken_character_cleanly() -> None:
    word = os.fsdecode(b"caf\xe9")  # what Python makes of a Latin-1 argument: 'caf\udce9'
    result = run("define", word)
    assert result.returncode == 2
    check_message(result.stderr)
    assert "caf\ufffd" in result.stderr


def test_36_14_selfplay_rules_that_are_not_json_are_one_sentence() -> None:
    for rules in ("{", "[" * 5000, '{"draft": ' + "9" * 5000 + "}"):
        result = run(
            "selfplay", "--game", "buyword", "--seats", "ai:greedy", "--games", "1",
            "--quiet", "--rules", rules,
        )  # fmt: skip
        assert result.returncode == 2
        check_message(result.stderr, echoed=[rules])
        assert "Expecting" not in result.stderr and "char 1" not in result.stderr
        assert "--rules is not valid JSON" in result.stderr


@pytest.mark.parametrize("game", ["patent", "buyword"])
def test_36_14_selfplay_on_a_full_disk_keeps_whole_records_and_says_one_sentence(
    game: str, tmp_path: Path
) -> None:
    seats = "ai:random,ai:random" if game == "patent" else "ai:greedy"
    with full_disk(tmp_path / "disk", size_kb=64) as disk:
        result = run(
            "selfplay", "--game", game, "--seats", seats, "--games", "40", "--workers", "1",
            "--quiet", "--save-games", str(disk / "games"),
        )  # fmt: skip
        kept = sorted((disk / "games").iterdir())
        texts = [path.read_text("utf-8") for path in kept]
    assert result.returncode == 1, result.stderr
    check_message(result.stderr)
    assert result.stderr.startswith("patentgame selfplay: The disk is full")
    assert all(path.name.startswith("game-") for path in kept)  # no temporary file left
    for text in texts:
        json.loads(text)  # each record whole
    assert len(kept) < 40


def test_36_14_a_read_only_data_folder_is_told_once_and_consistently(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from patentgame.views.game_keeping import GameKeeping
    from tests.views.table_helpers import make_window

    data = tmp_path / "data"
    data.mkdir()
    told: list[str] = []
    with read_only(data):
        window = make_window(qtbot)
        keeping = GameKeeping(
            window, data, None, ask=lambda *_: False, inform=lambda _t, text: told.append(text)
        )
        keeping.start()
        window.first_game()
        keeping.open_statistics()
        keeping.close()
    assert len(told) == 1, told
    assert told[0].startswith(f"The data folder {data} is read-only")
    assert "still autosave" not in told[0] and "unable to open" not in told[0]


def test_36_14_moves_of_a_gcg_file_without_moves_says_so(tmp_path: Path) -> None:
    empty = tmp_path / "empty.gcg"
    empty.write_text("#player1 ann Ann\n#player2 ben Ben\n", "utf-8")
    result = run("moves", "--game", "scrabble-en", "--gcg", str(empty), "--turn", "1")
    assert result.returncode == 2
    check_message(result.stderr)
    assert "1 to 0" not in result.stderr
    assert result.stderr == "patentgame moves: The file empty.gcg has no moves.\n"


# -- the guards of the reading and writing paths these cases use --------------------------------


@posix_only
def test_the_log_is_opened_without_following_a_link_or_waiting_for_a_fifo(tmp_path: Path) -> None:
    from patentgame.keeping.atomic import StorageError, open_append

    private = tmp_path / "private.txt"
    private.write_text(PRIVATE)
    (tmp_path / "link").symlink_to(private)
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "folder").mkdir()
    for name in ("link", "fifo", "folder"):
        with within(5), pytest.raises(StorageError) as caught:
            open_append(tmp_path / name)
        check_message(str(caught.value))
    assert private.read_text() == PRIVATE
    fd = open_append(tmp_path / "new.log")
    os.write(fd, b"one line\n")
    os.close(fd)
    assert (tmp_path / "new.log").read_bytes() == b"one line\n"
