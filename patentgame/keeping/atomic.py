"""Atomic file writes: a reader sees the old complete file or the new one, never a mix.

Saves, the autosave and the settings all go through :func:`write_text_atomic`. The new text is
written to a temporary file in the same folder (so the final rename never crosses file systems),
flushed and fsynced, then renamed over the target with :func:`os.replace`, and finally the folder
itself is fsynced where the platform allows it, so the rename survives a power cut. A crash at
any moment leaves either the old file or the new one; a failed write removes its temporary file
and leaves the old file untouched.
"""

from __future__ import annotations

import contextlib
import errno
import os
import time
from pathlib import Path

#: Prefix and suffix of our temporary files, so a crashed write's leftovers are recognisable.
TEMP_PREFIX = "."
TEMP_SUFFIX = ".tmp"

# The lowest-level write, kept as a module attribute so tests can inject a failing disk
# (fault injection) without touching the process-wide ``os.write``.
_write_chunk = os.write


class StorageError(OSError):
    """A file or folder of ours could not be written or created.

    The message is a sentence meant for the player ("The disk is full ..."); ``path`` names the
    file or folder concerned and ``errno`` keeps the operating system's error number.
    """

    def __init__(self, message: str, path: Path, error_number: int | None = None) -> None:
        super().__init__(error_number, message)
        self.message = message
        self.path = path

    def __str__(self) -> str:
        return self.message


def explain_os_error(error: OSError, path: Path, doing: str) -> StorageError:
    """Turn an ``OSError`` into a :class:`StorageError` whose message a player understands.

    Args:
        error: what the operating system raised.
        path: the file or folder we were working on.
        doing: what we were doing, as a verb phrase such as ``"save"``.
    """
    code = error.errno
    if code == errno.ENOSPC or code == getattr(errno, "EDQUOT", -1):
        text = f"The disk is full: could not {doing} {path}. Free some space and try again."
    elif code in (errno.EROFS, errno.EACCES, errno.EPERM):
        text = f"The folder of {path} is read-only: could not {doing} it."
    elif code in (errno.ENOTDIR, errno.EEXIST):
        text = f"Could not {doing} {path}: a file is in the way where a folder should be."
    elif code == errno.ENOENT:
        text = f"Could not {doing} {path}: its folder does not exist."
    else:
        reason = error.strerror or str(error)
        text = f"Could not {doing} {path}: {reason}."
    return StorageError(text, path, code)


def _fsync_folder(folder: Path) -> None:
    """Make a rename inside ``folder`` durable; a no-op where folders cannot be opened (Windows)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse fsync on folders; the rename itself already happened
    finally:
        os.close(fd)


def _replace(temp: Path, path: Path) -> None:
    """``os.replace``, retried briefly on Windows, where a reader (a virus scanner, the other
    copy of the app) holding the target open makes the rename fail for a moment."""
    attempts = 5 if os.name == "nt" else 1
    for attempt in range(attempts):
        try:
            os.replace(temp, path)
            return
        except PermissionError:
            if attempt == attempts - 1:
                raise
            time.sleep(0.02 * (attempt + 1))


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically.

    Raises:
        StorageError: the folder is missing, read-only or full; the old file is then unchanged
            and no temporary file remains.
    """
    path = Path(path)
    folder = path.parent
    temp = folder / f"{TEMP_PREFIX}{path.name}.{os.getpid()}{TEMP_SUFFIX}"
    try:
        fd = os.open(
            temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0), 0o644
        )
    except OSError as error:
        raise explain_os_error(error, path, "save") from error
    try:
        try:
            view = memoryview(data)
            while view:
                written = _write_chunk(fd, view)
                view = view[written:]
            os.fsync(fd)
        finally:
            os.close(fd)
        _replace(temp, path)
    except OSError as error:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise explain_os_error(error, path, "save") from error
    _fsync_folder(folder)


def write_text_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8, ``\\n`` line ends) atomically.

    Raises:
        StorageError: see :func:`write_bytes_atomic`.
    """
    write_bytes_atomic(path, text.encode("utf-8"))


def remove_stale_temps(folder: Path) -> int:
    """Delete temporary files that crashed writes of *dead* processes left in ``folder``.

    A temporary file carries its writer's pid, so another running instance's write in progress
    is left alone. Returns how many files were removed.
    """
    removed = 0
    try:
        entries = list(Path(folder).iterdir())
    except OSError:
        return 0
    for entry in entries:
        name = entry.name
        if not (name.startswith(TEMP_PREFIX) and name.endswith(TEMP_SUFFIX)):
            continue
        pid_text = name[: -len(TEMP_SUFFIX)].rsplit(".", 1)[-1]
        if pid_text.isdigit() and pid_alive(int(pid_text)):
            continue
        with contextlib.suppress(OSError):
            entry.unlink()
            removed += 1
    return removed


def move_aside(path: Path) -> Path | None:
    """Rename a damaged file to ``NAME.damaged-<time>`` beside it: kept for the player, never
    deleted, and out of the way of a fresh file. Returns the new path, or ``None`` if it could
    not be moved."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{counter}")
    try:
        path.replace(target)
    except OSError:
        return None
    return target


def pid_alive(pid: int) -> bool:
    """Whether a process with ``pid`` is running (best effort, portable)."""
    if pid == os.getpid():
        return True
    if pid <= 0:
        return False
    if os.name == "nt":
        import ctypes

        kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]
        handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        kernel.CloseHandle(handle)
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
