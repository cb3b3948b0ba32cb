"""Atomic writes: the old file survives every failure and no temporary file is left behind."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from patentgame.keeping import atomic
from patentgame.keeping.atomic import StorageError, remove_stale_temps, write_text_atomic


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(atomic.TEMP_SUFFIX))


def test_write_creates_and_replaces(tmp_path: Path) -> None:
    target = tmp_path / "game.json"
    write_text_atomic(target, "first\n")
    write_text_atomic(target, "second ünïcode\n")
    assert target.read_text(encoding="utf-8") == "second ünïcode\n"
    assert _leftovers(tmp_path) == []


def test_full_disk_midway_keeps_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "game.json"
    write_text_atomic(target, "old complete record\n")
    real_write = os.write
    calls = []

    def disk_fills_up(fd: int, data: memoryview) -> int:
        # The first chunk partly lands, then the disk is full: the lowest-level failure.
        calls.append(len(data))
        if len(calls) == 1:
            return real_write(fd, bytes(data[:10]))
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic, "_write_chunk", disk_fills_up)
    with pytest.raises(StorageError) as caught:
        write_text_atomic(target, "new record " * 1000)
    assert "disk is full" in str(caught.value)
    assert caught.value.errno == errno.ENOSPC
    assert target.read_text() == "old complete record\n"
    assert _leftovers(tmp_path) == []


def test_missing_folder_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(StorageError) as caught:
        write_text_atomic(tmp_path / "no-such-folder" / "game.json", "x")
    assert "no-such-folder" in str(caught.value)


def test_folder_that_is_a_file(tmp_path: Path) -> None:
    # Root ignores permission bits, so a read-only folder is simulated by a file in its place.
    blocker = tmp_path / "data"
    blocker.write_text("not a folder")
    with pytest.raises(StorageError) as caught:
        write_text_atomic(blocker / "game.json", "x")
    assert "a file is in the way" in str(caught.value)
    assert blocker.read_text() == "not a folder"


def test_read_only_folder_when_permissions_apply(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    (folder / "game.json").write_text("old")
    folder.chmod(0o555)
    try:
        if os.access(folder, os.W_OK):
            pytest.skip("running as root: permission bits do not stop writes here")
        with pytest.raises(StorageError) as caught:
            write_text_atomic(folder / "game.json", "new")
        assert "read-only" in str(caught.value)
        assert (folder / "game.json").read_text() == "old"
    finally:
        folder.chmod(0o755)


def test_stale_temps_of_dead_writers_are_removed(tmp_path: Path) -> None:
    dead = tmp_path / f".game.json.999999999{atomic.TEMP_SUFFIX}"
    mine = tmp_path / f".game.json.{os.getpid()}{atomic.TEMP_SUFFIX}"
    dead.write_text("half")
    mine.write_text("in progress")
    assert remove_stale_temps(tmp_path) == 1
    assert not dead.exists()
    assert mine.exists()
