"""`patentgame --self-test`: one line per check, exit 0 only if all passed, never a traceback."""

from __future__ import annotations

import argparse
import importlib
from pathlib import Path
from types import ModuleType

import pytest

from patentgame.commands import selftest


def _passes(args: argparse.Namespace) -> str:
    return "fine"


def _fails_plainly(args: argparse.Namespace) -> str:
    raise selftest.SelfTestFailure("the en-enable list is missing")


def _crashes(args: argparse.Namespace) -> str:
    raise ZeroDivisionError("division by zero")


def test_all_checks_passing_exit_0_with_a_line_each(capsys: pytest.CaptureFixture[str]) -> None:
    status = selftest.run_self_test(argparse.Namespace(), (("a", _passes), ("b", _passes)))
    lines = capsys.readouterr().out.splitlines()
    assert status == 0
    assert [line.split(":")[0] for line in lines[1:3]] == ["ok   a", "ok   b"]
    assert lines[-1] == "self-test: passed (2 of 2 checks)"


def test_a_failing_check_is_one_line_and_exit_1(capsys: pytest.CaptureFixture[str]) -> None:
    checks = (("lists", _fails_plainly), ("crash", _crashes), ("later", _passes))
    status = selftest.run_self_test(argparse.Namespace(), checks)
    out = capsys.readouterr()
    assert status == 1
    assert "FAIL lists: the en-enable list is missing" in out.out
    assert "FAIL crash: ZeroDivisionError: division by zero" in out.out
    assert "ok   later: fine" in out.out  # a failure does not stop the other checks
    assert "Traceback" not in out.out + out.err
    assert out.out.splitlines()[-1] == "self-test: FAILED (1 of 3 checks)"


def test_the_module_check_imports_every_module_of_the_game() -> None:
    detail = selftest.check_modules(argparse.Namespace())
    count = int(detail.split()[0])
    assert count >= 30


def test_a_module_that_does_not_import_fails_the_module_check(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real = importlib.import_module

    def import_module(name: str, package: str | None = None) -> ModuleType:
        if name == "patentgame.model.patent.scoring":
            raise ModuleNotFoundError("No module named 'patentgame.model.patent.scoring'")
        return real(name, package)

    monkeypatch.setattr(importlib, "import_module", import_module)
    with pytest.raises(
        selftest.SelfTestFailure, match=r"1 of \d+ modules fail: patentgame.model.patent.sc"
    ):
        selftest.check_modules(argparse.Namespace())


def test_the_word_list_check_loads_every_built_in_list() -> None:
    detail = selftest.check_word_lists(argparse.Namespace())
    assert "en-enable 172,823" in detail


def test_the_headless_game_plays_turns_and_replays() -> None:
    detail = selftest.check_ai_game(argparse.Namespace(seed=3))
    assert "replay matches" in detail
    assert f"{selftest.SELF_TEST_TURNS} turns" in detail or "scores" in detail


def test_a_window_that_cannot_start_is_a_failed_line(monkeypatch: pytest.MonkeyPatch) -> None:
    # The window check starts the app in a child process; a child that dies is reported.
    monkeypatch.setattr(
        selftest,
        "_app_command",
        lambda: ["python3", "-c", "import sys; sys.exit('Qt could not load the xcb plugin')"],
    )
    with pytest.raises(selftest.SelfTestFailure, match="status 1: Qt could not load"):
        selftest.check_main_window(argparse.Namespace())


def test_the_meanings_check_loads_the_shipped_file() -> None:
    detail = selftest.check_definitions(argparse.Namespace())
    assert detail == ("3 meanings of WALKED found under WALK; Russian and Spanish forms resolved")


def test_a_damaged_meanings_file_fails_its_check(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from patentgame.model import definitions

    damaged = tmp_path / "en-wordnet.defs"
    data = bytearray(definitions.shipped_path().read_bytes())
    data[-100] ^= 0xFF
    damaged.write_bytes(bytes(data))
    monkeypatch.setattr(definitions, "shipped_path", lambda: damaged)
    with pytest.raises(selftest.SelfTestFailure, match=r"en-wordnet\.defs is damaged or stale"):
        selftest.check_definitions(argparse.Namespace())


def test_the_sound_check_loads_the_cues_and_reports_the_device(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("PATENTGAME_SOUND", "off")
    detail = selftest.check_sound(argparse.Namespace())
    assert detail == "8 cues; sound switched off (PATENTGAME_SOUND)"


def test_a_missing_sound_library_is_a_failed_line(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    monkeypatch.delenv("PATENTGAME_SOUND", raising=False)
    monkeypatch.delitem(sys.modules, "patentgame.controller.sound.device", raising=False)
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # as in a bundle that left it out
    with pytest.raises(
        selftest.SelfTestFailure, match=r"the sound library \(miniaudio\) is missing"
    ):
        selftest.check_sound(argparse.Namespace())
