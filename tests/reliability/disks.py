"""Real disks that fail: a full one, a read-only one, for the tests of hostile conditions.

A full disk is a tiny ``tmpfs`` filled to the last byte, and a read-only folder is a read-only
bind mount: both real, made with ``mount``, which needs the administrator (as on the machines
the studio tests on). Elsewhere a read-only folder is made with permission bits, which bind
everyone but the administrator, and a test that needs a full disk is skipped with the reason.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest


def _mount(*args: str) -> bool:
    try:
        result = subprocess.run(["mount", *args], capture_output=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return result.returncode == 0


def _unmount(folder: Path) -> None:
    subprocess.run(["umount", "-l", str(folder)], capture_output=True, timeout=30)


@contextlib.contextmanager
def full_disk(folder: Path, size_kb: int = 256) -> Iterator[Path]:
    """``folder`` as a tiny file system with no byte left (files written before it filled up
    can be put in with :func:`prefill`)."""
    folder.mkdir(parents=True, exist_ok=True)
    if (
        os.name != "posix"
        or os.geteuid() != 0
        or not _mount("-t", "tmpfs", "-o", f"size={size_kb}k", "tmpfs", str(folder))
    ):
        pytest.skip("a real full disk needs a tmpfs, which only the administrator can mount")
    try:
        yield folder
    finally:
        _unmount(folder)


def fill(folder: Path) -> None:
    """Write into ``folder`` until its disk is full."""
    with contextlib.suppress(OSError), open(folder / "filler", "wb", buffering=0) as handle:
        while True:
            handle.write(b"\0" * 4096)
    # Small files may still fit in space left by the big one: take it too.
    for number in range(1000):
        try:
            (folder / f"filler-{number}").write_bytes(b"x" * 64)
        except OSError:
            break


@contextlib.contextmanager
def read_only(folder: Path) -> Iterator[Path]:
    """``folder`` (and what is in it) made read-only for real while the block runs."""
    if os.name == "posix" and os.geteuid() == 0:
        if not (
            _mount("--bind", str(folder), str(folder))
            and _mount("-o", "remount,ro,bind", str(folder))
        ):
            _unmount(folder)
            pytest.skip("a read-only bind mount could not be made here")
        try:
            yield folder
        finally:
            _unmount(folder)
        return
    modes = {path: path.stat().st_mode for path in [folder, *folder.rglob("*")]}
    for path in modes:
        path.chmod(0o555 if path.is_dir() else 0o444)
    try:
        yield folder
    finally:
        for path, mode in modes.items():
            path.chmod(mode)
