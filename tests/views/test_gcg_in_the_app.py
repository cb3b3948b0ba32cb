"""GCG files in the app as people meet them: File > Open, File > Recent games and a second
start handing its file over all read them through the one reading path (a pipe never freezes the
app, a file too large is refused whole, every refusal is one plain sentence); the replay viewer
steps through any file to its final scores with the board standing still, tells each line's
note beside it and invents no draw for the start; a game the app saves as GCG opens again."""

from __future__ import annotations

import gc
import os
import shutil
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from patentgame.keeping.settings import with_recent_file
from patentgame.model.board import gcg
from patentgame.model.board.game import BoardGame
from patentgame.views.game_keeping import GameKeeping
from patentgame.views.main_window import MainWindow
from patentgame.views.replay_viewer import ReplayViewer
from tests.reliability.fuzzing import check_message
from tests.views.table_helpers import choose, click_at, refocus
from tests.views.test_board_table import board_table

GCG_FOLDER = Path(__file__).parents[1] / "model" / "board" / "gcg"
FILES = sorted(GCG_FOLDER.glob("*.gcg"))


def keeping_for(window: MainWindow, tmp_path: Path, messages: list[str]) -> GameKeeping:
    keeping = GameKeeping(
        window, tmp_path, tmp_path / "settings.json",
        ask=lambda title, text: True, inform=lambda title, text: messages.append(text),
    )  # fmt: skip
    keeping.start()
    return keeping


def opened_viewer(keeping: GameKeeping, path: Path, messages: list[str]) -> ReplayViewer:
    """What File > Open does with ``path``: the viewer it opened (and no message)."""
    assert keeping.open_file(path) is False  # a GCG file is looked at, never continued
    assert messages == []
    viewer = keeping.replay_windows[-1]
    assert isinstance(viewer, ReplayViewer) and viewer.isVisible()
    return viewer


def final_totals(path: Path) -> dict[str, int]:
    """Each player's last total in the file, by nick (what the file says the scores are)."""
    totals = {}
    for line in gcg.parse_lines(path.read_text("utf-8"))[0]:
        totals[line.nick] = line.total
    return totals


# -- 36.4: one reading path: a pipe, a folder, bytes, a file too large ---------------------------


@pytest.fixture
def fifo(tmp_path: Path) -> Iterator[Path]:
    """A pipe named like a GCG file. A writer that keeps knocking for three seconds lets a
    reader that waited for one go (reading nothing), so an app that would freeze on the pipe
    fails this test instead of hanging it."""
    if not hasattr(os, "mkfifo"):
        pytest.skip("no pipes in folders here")
    path = tmp_path / "tuesday.gcg"
    os.mkfifo(path)
    stop = time.monotonic() + 3

    def knock() -> None:
        while time.monotonic() < stop:
            try:
                os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
            except OSError:
                time.sleep(0.05)

    knocker = threading.Thread(target=knock, daemon=True)
    knocker.start()
    yield path
    knocker.join()


def test_a_pipe_named_gcg_is_refused_at_once_from_open_recent_and_a_second_start(
    qtbot: object, tmp_path: Path, fifo: Path
) -> None:
    from patentgame.app import _come_forward

    window = board_table(qtbot)
    messages: list[str] = []
    keeping = keeping_for(window, tmp_path, messages)
    refused = "tuesday.gcg is not an ordinary file (it is a pipe, a device or a socket)."

    began = time.monotonic()
    assert keeping.open_file(fifo) is False  # what File > Open and the command line call
    assert time.monotonic() - began < 2.5, "the app waited for the pipe"
    window.update_settings(with_recent_file(window.settings, fifo))  # opened there yesterday
    choose(window, "file", "recent_0", window.recent_menu)
    _come_forward(window, keeping, [str(fifo)])  # a second start hands the file over

    assert messages == [refused] * 3
    assert keeping.replay_windows == []
    keeping.close()


def test_a_folder_bytes_and_python_words_never_reach_the_box(qtbot: object, tmp_path: Path) -> None:
    window = board_table(qtbot)
    messages: list[str] = []
    keeping = keeping_for(window, tmp_path, messages)
    folder = tmp_path / "games.gcg"
    folder.mkdir()
    packed = tmp_path / "packed.gcg"
    packed.write_bytes(b"\x1f\x8b\x08\x00" + bytes(range(256)))  # a gzip file named .gcg
    for path in (folder, packed):
        assert keeping.open_file(path) is False
    assert messages == ["games.gcg is a folder, not a file.", "packed.gcg is not text."]
    assert keeping.replay_windows == []
    keeping.close()


def test_a_gcg_file_over_the_limit_is_refused_whole_not_cut(qtbot: object, tmp_path: Path) -> None:
    window = board_table(qtbot)
    messages: list[str] = []
    keeping = keeping_for(window, tmp_path, messages)
    game = (GCG_FOLDER / "vs_frentz.gcg").read_text("utf-8")
    long_note = "#note " + "é" * (gcg.MAX_GCG_BYTES // 2) + "\n"  # 2 bytes, 1 character each
    path = tmp_path / "annotated.gcg"
    path.write_text(game + long_note + ">frentz: (AHNTT) +16 566\n", "utf-8")
    assert gcg.MAX_GCG_BYTES < path.stat().st_size < 2 * gcg.MAX_GCG_BYTES

    assert keeping.open_file(path) is False
    assert messages == ["annotated.gcg is larger than 1 MB, far larger than any file of this kind."]
    assert keeping.replay_windows == []
    keeping.close()


# -- 36.9 and 36.14: one clean sentence for what is inside a file -------------------------------


@pytest.mark.parametrize(
    ("body", "told"),
    [
        (">ann: CAT 8H CAT +10 " + "9" * 5000, "holds a number longer than 7 digits"),
        (">ann: C\x01T 8H CAT +10 10", "'C\ufffdT' is not made of English tiles"),
        (">ann: CAT \x0b8H CAT +10 10", "line 3"),
    ],
    ids=["5000-digit total", "control character in a rack", "control character in a line"],
)
def test_what_is_wrong_inside_a_file_is_one_plain_sentence(
    qtbot: object, tmp_path: Path, body: str, told: str
) -> None:
    window = board_table(qtbot)
    messages: list[str] = []
    keeping = keeping_for(window, tmp_path, messages)
    path = tmp_path / "odd.gcg"
    path.write_text(f"#player1 ann Ann\n#player2 bob Bob\n{body}\n", "utf-8")
    assert keeping.open_file(path) is False
    assert len(messages) == 1 and told in messages[0], messages
    check_message(messages[0])  # no Python words, no repr, no traceback
    assert "\\x" not in messages[0]
    keeping.close()


# -- 34.11: the viewer of a file --------------------------------------------------------------


def test_the_viewer_invents_no_draw_and_shows_each_note_beside_its_move(
    qtbot: object, tmp_path: Path
) -> None:
    window = board_table(qtbot)
    messages: list[str] = []
    keeping = keeping_for(window, tmp_path, messages)
    path = tmp_path / "noah_vs_mishu.gcg"
    shutil.copy(GCG_FOLDER / "noah_vs_mishu.gcg", path)
    viewer = opened_viewer(keeping, path, messages)
    log = viewer.panel.lines  # what the log beside the board shows, line by line
    assert viewer.log.count() == len(log)
    assert log[0] == "Turn 1: whatnoloan to play."  # who began, as the file says; no draw
    assert not any("drew" in line for line in log)
    assert log[1].startswith("whatnoloan plays VOX at 8G for 26 points.")
    assert log[1].endswith("\nNote: 12/16/19, 30 minute ISC game.")  # the note under its move
    assert log[2].startswith("mishu7 plays FIVE, OF, XI at 9H") and "Note" not in log[2]
    notes = sum(line.count("\nNote: ") for line in log)
    assert notes == path.read_text("utf-8").count("#note")
    keeping.close()


def board_place(viewer: ReplayViewer) -> QRect:
    """Where the board is drawn in the viewer's window."""
    board = viewer.panel.board  # type: ignore[attr-defined]
    assert isinstance(board, QWidget)
    return QRect(board.mapTo(viewer, QPoint(0, 0)), board.size())


def test_the_board_stands_still_while_stepping_with_buttons_and_keys(
    qtbot: object, tmp_path: Path
) -> None:
    window = board_table(qtbot)
    messages: list[str] = []
    keeping = keeping_for(window, tmp_path, messages)
    path = tmp_path / "vs_frentz.gcg"
    shutil.copy(GCG_FOLDER / "vs_frentz.gcg", path)
    viewer = opened_viewer(keeping, path, messages)
    viewer.resize(1000, 660)
    QApplication.processEvents()
    refocus(viewer)  # the keys go to the viewer's window
    place = board_place(viewer)
    seen = {place.getRect()}
    while viewer.position < viewer.steps:
        click_at(viewer.next_button, viewer.next_button.rect().center())
        QApplication.processEvents()
        seen.add(board_place(viewer).getRect())
    assert viewer.position_label.text().startswith("Game over")
    keys = ((Qt.Key.Key_Home, 0), (Qt.Key.Key_PageDown, 1), (Qt.Key.Key_Right, 2),
            (Qt.Key.Key_End, viewer.steps))  # fmt: skip
    for key, goes_to in keys:
        QTest.keyClick(viewer, key)
        QApplication.processEvents()
        assert viewer.position == goes_to
        seen.add(board_place(viewer).getRect())
    click_at(viewer.first_button, viewer.first_button.rect().center())
    QApplication.processEvents()
    assert viewer.position == 0
    seen.add(board_place(viewer).getRect())
    assert seen == {place.getRect()}
    keeping.close()


# -- every file to its final scores in the viewer ------------------------------------------------


@pytest.mark.parametrize("source", FILES, ids=lambda path: path.stem)
def test_every_gcg_file_steps_to_its_final_scores_in_the_viewer(
    qtbot: object, tmp_path: Path, source: Path
) -> None:
    window = board_table(qtbot)
    messages: list[str] = []
    keeping = keeping_for(window, tmp_path, messages)
    path = tmp_path / source.name
    shutil.copy(source, path)
    viewer = opened_viewer(keeping, path, messages)
    refocus(viewer)
    QTest.keyClick(viewer, Qt.Key.Key_End)
    QApplication.processEvents()
    assert viewer.position == viewer.steps
    shown = viewer.panel.racks.text()  # type: ignore[attr-defined]
    players = gcg.parse_lines(path.read_text("utf-8"))[1]
    totals = final_totals(path)
    best = max(totals.values())
    for seat in (0, 1):
        nick, name = players[seat]
        assert f"<b>{name}</b> {totals[nick]}" in shown, shown
    winners = [players[seat][1] for seat in (0, 1) if totals[players[seat][0]] == best]
    assert viewer.position_label.text().startswith(f"Game over: {', '.join(winners)}")
    keeping.close()


# -- 36.15: what the app writes, it reads -----------------------------------------------------


def test_a_finished_game_saved_as_gcg_opens_again_to_its_scores(
    qtbot: object, tmp_path: Path
) -> None:
    from tests.model.board.test_gcg_round_trip import finished_game

    window = board_table(qtbot)
    messages: list[str] = []
    keeping = keeping_for(window, tmp_path, messages)
    game = finished_game("scrabble-en", seed=5)  # the app's own rules: classic end, passes
    window.adopt_game(game, game.lexicon)
    path = tmp_path / "finished.gcg"
    assert keeping.save_to(path) == path
    viewer = opened_viewer(keeping, path, messages)
    click_at(viewer.last_button, viewer.last_button.rect().center())
    shown = viewer.panel.racks.text()  # type: ignore[attr-defined]
    for seat, player in enumerate(game.seats):
        assert f"<b>{player.name}</b> {game.score(seat)}" in shown
    keeping.close()


# -- 36.7: the viewer of a long file keeps no game per line -------------------------------------


def test_the_viewer_of_a_long_file_keeps_no_game_per_line(qtbot: object, tmp_path: Path) -> None:
    from tests.model.board.test_gcg_hostile import long_gcg

    window = board_table(qtbot)
    messages: list[str] = []
    keeping = keeping_for(window, tmp_path, messages)
    path = tmp_path / "long.gcg"
    path.write_text(long_gcg(3000), "utf-8")
    gc.collect()
    before = sum(isinstance(thing, BoardGame) for thing in gc.get_objects())
    viewer = opened_viewer(keeping, path, messages)
    assert viewer.steps == 3001
    gc.collect()
    kept = sum(isinstance(thing, BoardGame) for thing in gc.get_objects()) - before
    assert kept <= 3, f"{kept} games kept for a file of 3,001 lines"
    keeping.close()
