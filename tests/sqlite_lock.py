"""Another program's write lock on a SQLite file: a real second connection, in a process of its
own, holding ``BEGIN EXCLUSIVE`` until the test lets it go."""

from __future__ import annotations

import contextlib
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

#: Holds an exclusive lock on a SQLite file until its stdin closes.
LOCKER = """
import sqlite3, sys
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.read()
db.execute("ROLLBACK")
"""


@contextlib.contextmanager
def locked(path: Path) -> Iterator[None]:
    """Another process holds ``BEGIN EXCLUSIVE`` on the database at ``path`` meanwhile."""
    locker = subprocess.Popen(
        [sys.executable, "-c", LOCKER, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert locker.stdout is not None and locker.stdout.readline().strip() == "locked"
        yield
    finally:
        assert locker.stdin is not None
        locker.stdin.close()
        locker.wait(timeout=60)
