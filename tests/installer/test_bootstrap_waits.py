"""``bootstrap.py`` waits for a busy package manager instead of failing at once (issue 33.19).

Real apt and its real lock: the test holds dpkg's frontend lock as another installing program
would, runs bootstrap's ``apt_get(["check"])`` in a process of its own, and lets the lock go once
bootstrap has said it waits. It needs root (as CI's set-up has) and a Debian-like system.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import IO

import pytest

ROOT = Path(__file__).resolve().parents[2]
LOCK = Path("/var/lib/dpkg/lock-frontend")

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux")
    or shutil.which("apt-get") is None
    or not hasattr(os, "geteuid")
    or os.geteuid() != 0
    or not LOCK.exists(),
    reason="needs apt-get, dpkg's lock and root (bootstrap's own set-up conditions)",
)


@pytest.fixture
def held_lock() -> Iterator[IO[str]]:
    """dpkg's frontend lock, held as an installing program holds it."""
    with LOCK.open("a") as lock:
        fcntl.lockf(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        try:
            yield lock
        finally:
            fcntl.lockf(lock, fcntl.LOCK_UN)


def bootstrap_apt_check(wait_seconds: float) -> subprocess.Popen[str]:
    code = f"import bootstrap; bootstrap.apt_get(['check'], wait_seconds={wait_seconds}, every=0.2)"
    return subprocess.Popen(
        [sys.executable, "-c", code],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_bootstrap_waits_for_the_package_manager_and_goes_on(held_lock: IO[str]) -> None:
    process = bootstrap_apt_check(wait_seconds=120)
    assert process.stdout is not None
    first_line = process.stdout.readline()  # said while the lock is still held
    assert "package manager is busy" in first_line and "waiting" in first_line
    assert process.poll() is None  # still waiting, not failed
    fcntl.lockf(held_lock, fcntl.LOCK_UN)  # the other program finishes
    output, errors = process.communicate(timeout=120)
    assert process.returncode == 0, errors
    assert "free again" in output


def test_bootstrap_gives_up_with_a_sentence_when_it_stays_busy(held_lock: IO[str]) -> None:
    process = bootstrap_apt_check(wait_seconds=1)
    output, errors = process.communicate(timeout=120)
    assert process.returncode != 0
    assert "package manager is busy" in output
    assert "stayed busy" in errors and "run this command again" in errors
