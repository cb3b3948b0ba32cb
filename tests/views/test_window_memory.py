"""The window's place per screen set-up, with real processes on Qt's offscreen screens: one set-up
with two screens, one with the left screen only (the laptop undocked). Each start is the main
window with the keeping of games, as the app makes them; the place is kept when it closes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRect

from patentgame.keeping.settings import load_settings
from patentgame.views.window_memory import fitted

LEFT = {"name": "left", "x": 0, "y": 0, "width": 1920, "height": 1080}
RIGHT = {"name": "right", "x": 1920, "y": 0, "width": 1280, "height": 1024}

#: One start: the window comes up where the settings say, reports where that is, is moved by
#: the test's wish (a person dragging or maximizing it), and closes (keeping its place).
START = """
import json, sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication([])
from patentgame.model.lexicon import Lexicon
from patentgame.views.game_keeping import GameKeeping
from patentgame.views.main_window import MainWindow
folder, wish = Path(sys.argv[1]), json.loads(sys.argv[2])
window = MainWindow(lambda lexicon_id: Lexicon.load(lexicon_id))
keeping = GameKeeping(window, folder, folder / "settings.json")
window.show()
keeping.start()
app.processEvents()
frame, inner = window.frameGeometry(), window.geometry()
print(json.dumps({
    "frame": [frame.x(), frame.y(), frame.width(), frame.height()],
    "inner": [inner.x(), inner.y(), inner.width(), inner.height()],
    "maximized": window.isMaximized(),
    "screen": window.screen().name(),
}))
if wish == "maximize":
    window.showMaximized()
elif wish:
    window.showNormal()
    window.setGeometry(*wish)
app.processEvents()
window.close()
"""


def _start(folder: Path, screens: list[dict[str, Any]], wish: object) -> dict[str, Any]:
    config = folder / f"screens-{len(screens)}.json"
    config.write_text(
        json.dumps(
            {
                "windowFrameMargins": True,
                "screens": [
                    {**s, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1} for s in screens
                ],
            }
        ),
        "utf-8",
    )
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    done = subprocess.run(
        [sys.executable, "-c", START, str(folder), json.dumps(wish)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    found: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


def _inside(frame: list[int], screen: dict[str, Any]) -> bool:
    area = QRect(screen["x"], screen["y"], screen["width"], screen["height"])
    return area.contains(QRect(*frame))


def test_each_screen_set_up_gets_its_own_place_and_a_lost_screen_brings_the_window_home(
    tmp_path: Path,
) -> None:
    both = [LEFT, RIGHT]
    _start(tmp_path, both, [2000, 100, 1100, 800])  # docked: dragged to the right screen
    # Undocked: the right screen is gone; the window comes onto the left one, whole.
    undocked = _start(tmp_path, [LEFT], [50, 60, 1200, 700])
    assert _inside(undocked["frame"], LEFT), undocked
    assert undocked["screen"] == "left"
    # Docked again: back where it was on the right screen; maximized there this time.
    docked = _start(tmp_path, both, "maximize")
    assert docked["inner"] == [2000, 100, 1100, 800] and docked["screen"] == "right", docked
    # Undocked again: the laptop's own place.
    assert _start(tmp_path, [LEFT], None)["inner"] == [50, 60, 1200, 700]
    # Docked: maximized on the right screen, as it was left.
    last = _start(tmp_path, both, None)
    assert last["maximized"] and last["screen"] == "right", last
    assert _inside(last["frame"], RIGHT), last  # it fills the right screen, not the left
    places = dict(load_settings(tmp_path / "settings.json").settings.window_places)
    assert sorted(places) == [
        "left 1920x1080+0+0",
        "left 1920x1080+0+0; right 1280x1024+1920+0",
    ]


def test_a_window_whose_title_bar_no_screen_shows_comes_to_the_primary_screen() -> None:
    screens = [QRect(0, 0, 1920, 1080), QRect(1920, 0, 1280, 1024)]
    primary = screens[0]
    assert fitted(QRect(2000, 100, 1100, 800), screens, primary) is None
    assert fitted(QRect(1900, 300, 800, 600), screens, primary) is None  # straddling: fine
    # Straddling with its foot below both screens' edges: moved onto the screen of its title.
    assert fitted(QRect(1900, 500, 800, 600), screens, primary) == QRect(1920, 424, 800, 600)
    # Only its bottom edge shows at the top of the screen: the title bar is out of reach.
    assert fitted(QRect(100, -590, 800, 600), screens, primary) == QRect(560, 240, 800, 600)
    # Far right of every screen, and larger than the primary: shrunk to it and centred.
    assert fitted(QRect(4000, 0, 2560, 1440), screens, primary) == QRect(0, 0, 1920, 1080)


def test_the_first_start_on_a_small_laptop_fits_its_screen(tmp_path: Path) -> None:
    """The first start opened 1280 x 800 on a 1366 x 768 screen, and the rack's foot and the
    end's buttons were below the screen's edge (found playing at 150 %). A window larger than
    its screen is now shrunk to it; one that fits is left as it is."""
    laptop = {"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768}
    first = _start(tmp_path, [laptop], None)
    assert _inside(first["frame"], laptop), first
    assert first["inner"][2] >= 1200  # still wide: only the height had to give
    # Made taller than the screen again (a person dragging its bottom edge off the screen),
    # the next start brings it back within the screen.
    _start(tmp_path, [laptop], [10, 30, 1200, 900])
    again = _start(tmp_path, [laptop], None)
    assert _inside(again["inner"], laptop), again  # (Qt's own restore may leave the frame 1 px out)
    # A window that fits is left where and as large as it was.
    _start(tmp_path, [laptop], [40, 40, 1000, 600])
    assert _start(tmp_path, [laptop], None)["inner"] == [40, 40, 1000, 600]
