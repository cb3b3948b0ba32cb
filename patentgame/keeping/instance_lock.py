"""A lock that tells two running copies of the app apart, so they never share an autosave.

The lock is an operating-system lock on a small file (``fcntl.flock`` on Linux and macOS,
``msvcrt.locking`` on Windows), not the mere existence of a file: the system drops it when the
process ends, even by a crash or a kill, so a stale lock can never keep the next start from
autosaving. The file also holds the owner's pid, only as a help for people reading it.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path
from typing import IO

if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(handle: IO[bytes]) -> bool:
        handle.seek(0)
        try:
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(handle: IO[bytes]) -> None:
        handle.seek(0)
        with contextlib.suppress(OSError):
            msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(handle: IO[bytes]) -> bool:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

    def _unlock(handle: IO[bytes]) -> None:
        with contextlib.suppress(OSError):
            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


class InstanceLock:
    """An exclusive, non-blocking lock on ``path``, held until :meth:`release` or process end.

    >>> import tempfile, pathlib
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> first, second = InstanceLock(folder / "x.lock"), InstanceLock(folder / "x.lock")
    >>> first.acquire(), second.acquire()
    (True, False)
    >>> first.release(); second.acquire()
    True
    >>> second.release()
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._handle: IO[bytes] | None = None

    @property
    def held(self) -> bool:
        """Whether this object holds the lock now."""
        return self._handle is not None

    def acquire(self) -> bool:
        """Take the lock if no other process (or object) holds it; never waits.

        Raises:
            OSError: the lock file cannot be opened at all (for example a read-only folder).
        """
        if self._handle is not None:
            return True
        # "a+b" creates the file without truncating another holder's pid.
        handle = open(self.path, "a+b")  # noqa: SIM115 - kept open while the lock is held
        if not _try_lock(handle):
            handle.close()
            return False
        with contextlib.suppress(OSError):
            handle.seek(0)
            handle.truncate()
            handle.write(f"{os.getpid()}\n".encode())
            handle.flush()
        self._handle = handle
        return True

    def release(self) -> None:
        """Give the lock back (the file stays; it is harmless and reused)."""
        if self._handle is None:
            return
        _unlock(self._handle)
        self._handle.close()
        self._handle = None
