"""Test set-up shared by every test: Qt must run without a screen."""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile

import pytest

# Qt reads this when the first QGuiApplication starts; without a display it would abort.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The table's sounds go nowhere in tests: no test opens the machine's sound device (the sound
# tests pass their own backends).
os.environ.setdefault("PATENTGAME_SOUND", "off")
# Each test process keeps its saves, statistics and settings in a folder of its own, never in the
# user's: the suite runs in parallel (pytest-xdist), and two processes sharing one autosave,
# statistics file or single-instance socket would see each other's games.
_OWN_HOME = tempfile.mkdtemp(prefix="patentgame-tests-")
os.environ["XDG_DATA_HOME"] = os.path.join(_OWN_HOME, "data")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_OWN_HOME, "config")
atexit.register(shutil.rmtree, _OWN_HOME, ignore_errors=True)


@pytest.fixture(autouse=True)
def _translations(request: pytest.FixtureRequest) -> None:
    """Tests that run Qt see the app's translations (English's plural forms), as the app does."""
    if "qapp" in request.fixturenames or "qtbot" in request.fixturenames:
        from patentgame.controller.translations import install_translations

        # The application first: an autouse fixture runs before the test's own, and without an
        # application the translations were not installed in the first Qt test of a process.
        request.getfixturevalue("qapp")

        install_translations()


#: The hand-over screen's first moment in tests, in milliseconds: long enough that a key pressed
#: as the screen appears still meets the guard, short enough that a hot-seat game of fifty
#: hand-overs does not wait forty seconds for it. The tests of the guard itself, and the games
#: on a real screen, keep the game's own (``@pytest.mark.real_hand_over_guard``).
HAND_OVER_GUARD_IN_TESTS_MS = 150


@pytest.fixture(autouse=True)
def _quick_hand_overs(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests press the hand-over screen's button when it takes answers, as a person does
    (``table_helpers.when_ready``); most of them test something else, and need not wait the
    game's whole guard (0.8 s) fifty times a game for it."""
    if request.node.get_closest_marker("real_hand_over_guard"):
        return
    if "qapp" in request.fixturenames or "qtbot" in request.fixturenames:
        from patentgame.views import overlays

        monkeypatch.setattr(overlays, "HANDOVER_GUARD_MS", HAND_OVER_GUARD_IN_TESTS_MS)


@pytest.fixture(autouse=True)
def _dialog_watches_end_with_their_test() -> object:
    """The table helpers' dialog watches (answer this dialog, fail if it is left open) belong to
    the test that set them, and stop when it ends."""
    yield
    helpers = sys.modules.get("tests.views.table_helpers")
    if helpers is not None:
        helpers.a_test_ended()


@pytest.fixture(autouse=True)
def _collect_as_due() -> object:
    """A window switches Python's automatic cycle collection off and collects from the GUI
    thread's timer (``patentgame.controller.collector``); tests that run no event loop after
    it still get their garbage collected, as due, between tests."""
    yield
    import gc

    if not gc.isenabled():
        from patentgame.controller.collector import collect_due

        collect_due()
