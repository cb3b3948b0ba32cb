"""A lock that tells two running copies of the app apart, so they never share an autosave.

The lock is an operating-system lock on a small file (``fcntl.flock`` on Linux and macOS,
``msvcrt.locking`` on Windows), not the mere existence of a file: the system drops it when the
process ends, even by a crash or a kill, so a stale lock can never keep the next start from
autosaving. The file also holds the owner's pid, only as a help for people reading it.

The file is opened at the level of the operating system (no buffer, so closing it can never fail
on a full disk) and never through a link: a link planted where the lock file belongs is moved
aside (kept as ``NAME.damaged-<time>``, the link itself, not what it points to), and a fresh lock
file is made in its place.
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
from pathlib import Path

from patentgame.keeping.atomic import move_aside

if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        with contextlib.suppress(OSError):
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        with contextlib.suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_UN)


#: Open the lock file for reading and writing, creating it, never through a link.
_FLAGS = (
    os.O_RDWR
    | os.O_CREAT
    | getattr(os, "O_NOFOLLOW", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
    | getattr(os, "O_NONBLOCK", 0)
)


def _open_lock_file(path: Path) -> int:
    """The lock file's descriptor; something that is not an ordinary file in its place (a
    link, a pipe) is moved aside once and a fresh file made.

    Raises:
        OSError: the file cannot be opened or made (a read-only folder, a folder in the way).
    """
    for attempt in range(2):
        try:
            fd = os.open(path, _FLAGS, 0o644)
        except OSError as error:
            if attempt == 0 and os.path.islink(path) and move_aside(path) is not None:
                continue  # a link where our lock file belongs (ELOOP): kept aside, made anew
            raise error from None
        if stat.S_ISREG(os.fstat(fd).st_mode):
            return fd
        os.close(fd)
        if attempt == 0 and move_aside(path) is not None:
            continue
        break
    raise IsADirectoryError(21, "not an ordinary file", str(path))


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
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        """Whether this object holds the lock now."""
        return self._fd is not None

    def acquire(self) -> bool:
        """Take the lock if no other process (or object) holds it; never waits.

        Raises:
            OSError: the lock file cannot be opened at all (for example a read-only folder).
        """
        if self._fd is not None:
            return True
        fd = _open_lock_file(self.path)
        if not _try_lock(fd):
            os.close(fd)
            return False
        with contextlib.suppress(OSError):  # the pid is only a help for people: a full disk
            os.ftruncate(fd, 0)  # may keep it out, and nothing is left to write later
            os.write(fd, f"{os.getpid()}\n".encode())
        self._fd = fd
        return True

    def release(self) -> None:
        """Give the lock back (the file stays; it is harmless and reused). Never raises."""
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        _unlock(fd)
        with contextlib.suppress(OSError):
            os.close(fd)
