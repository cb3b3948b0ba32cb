"""The one way the app writes a file: atomic, and never through a link.

Saves, the autosave, the settings and the instance lock all write through this module. The new
text is written to a temporary file in the same folder (so the final rename never crosses file
systems), flushed and fsynced, then renamed over the target with :func:`os.replace`, and
finally the folder itself is fsynced where the platform allows it, so the rename survives a
power cut. A crash at any moment leaves either the old file or the new one; a failed write
removes its temporary file and leaves the old file untouched.

Links are never followed when writing. The temporary file is created new (``O_CREAT | O_EXCL``,
and ``O_NOFOLLOW`` where the system has it) under a name no one can guess ahead, so a link
planted in the data folder cannot make the app truncate or write a file outside it; and the
rename replaces a link at the target with the file itself rather than writing where it points.
Text that holds a broken character (a lone surrogate, which UTF-8 cannot encode) is written with
U+FFFD in its place, so a strange name can never stop the autosave.

Every failure is a :class:`StorageError` carrying a
:class:`~patentgame.model.problems.Problem`, told to the player by the one module of sentences.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import time
from pathlib import Path

from patentgame.model.errors import Failure
from patentgame.model.problems import Fault, Problem, clean_text, os_reason

#: Prefix and suffix of our temporary files, so a crashed write's leftovers are recognisable.
TEMP_PREFIX = "."
TEMP_SUFFIX = ".tmp"

# The lowest-level write, kept as a module attribute so tests can inject a failing disk
# (fault injection) without touching the process-wide ``os.write``.
_write_chunk = os.write

#: Flags of a file this module creates: new, never through a link, not inherited by children.
CREATE_FLAGS = (
    os.O_WRONLY
    | os.O_CREAT
    | os.O_EXCL
    | getattr(os, "O_NOFOLLOW", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)


class StorageError(Failure, OSError):
    """A file or folder of ours could not be written or created.

    ``problem`` says what happened (its sentence is ``str()``); ``path`` names the file or
    folder concerned and ``errno`` keeps the operating system's error number.
    """

    def __init__(self, problem: Problem, path: Path, error_number: int | None = None) -> None:
        super().__init__(problem)
        self.path = path
        self.errno = error_number


def storage_problem(error: OSError, path: Path, action: str = "write") -> Problem:
    """What an ``OSError`` met while writing ``path`` means, as a problem for the player.

    Args:
        error: what the operating system raised.
        path: the file or folder we were working on.
        action: ``"write"`` a file, ``"make"`` a folder or ``"remove"`` a file.
    """
    code = error.errno
    file = path.name or str(path)
    if action == "make":
        if code in (errno.EROFS, errno.EACCES, errno.EPERM):
            return Problem(Fault.FOLDER_READ_ONLY, file=str(path))
        return Problem(Fault.FOLDER_NOT_MADE, file=str(path), reason=os_reason(error))
    if action == "remove":
        return Problem(Fault.REMOVE_FAILED, file=file, reason=os_reason(error))
    folder = str(path.parent)
    if code == errno.ENOSPC or code == getattr(errno, "EDQUOT", -1):
        return Problem(Fault.DISK_FULL, file=file)
    if code in (errno.EROFS, errno.EACCES, errno.EPERM):
        return Problem(Fault.READ_ONLY, file=file, folder=folder)
    if code in (errno.ENOTDIR, errno.EEXIST, errno.EISDIR, errno.ELOOP):
        return Problem(Fault.IN_THE_WAY, file=file, folder=folder)
    if code == errno.ENOENT:
        return Problem(Fault.NO_FOLDER, file=file, folder=folder)
    return Problem(Fault.WRITE_FAILED, file=file, reason=os_reason(error))


def explain_os_error(error: OSError, path: Path, action: str = "write") -> StorageError:
    """Turn an ``OSError`` into a :class:`StorageError` (see :func:`storage_problem`)."""
    return StorageError(storage_problem(error, path, action), path, error.errno)


def create_new(path: Path, mode: int = 0o644) -> int:
    """Create ``path`` as a new file and open it for writing; never follows a link.

    Raises:
        OSError: the file exists (a link counts), or cannot be created.
    """
    return os.open(path, CREATE_FLAGS, mode)


#: Flags of a file this module appends to (the app's log): made if missing, never through a
#: link, never waiting (a fifo without a reader is refused at once instead of blocking).
APPEND_FLAGS = (
    os.O_WRONLY
    | os.O_APPEND
    | os.O_CREAT
    | getattr(os, "O_NOFOLLOW", 0)
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)


def open_append(path: Path, mode: int = 0o644) -> int:
    """Open ``path`` to add to its end (made when missing): an ordinary file only, never through a
    link, never waiting. Returns the file descriptor, which blocks as usual from then on.

    A file that is only ever added to (the log) cannot be written atomically, but it gets the
    same guards as every other file the app writes: a link in its place is refused (so a link
    in the data folder never makes the app write outside it), and so are a fifo (which would
    block the start), a device, a socket and a folder.

    Raises:
        StorageError: the file is a link or not an ordinary file, or cannot be opened.
    """
    path = Path(path)
    try:
        fd = os.open(path, APPEND_FLAGS, mode)
    except OSError as error:
        raise StorageError(_append_problem(error, path), path, error.errno) from None
    except ValueError:  # a NUL character in the name
        in_the_way = Problem(Fault.IN_THE_WAY, file=path.name, folder=str(path.parent))
        raise StorageError(in_the_way, path) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise StorageError(_not_ordinary(path), path, errno.ENXIO)
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd


def _append_problem(error: OSError, path: Path) -> Problem:
    """What refusing to open ``path`` for adding means: a link and a pipe are named as such."""
    if error.errno == errno.ELOOP:
        return Problem(Fault.WRITE_FAILED, file=path.name, reason=os_reason(error))
    if error.errno in (errno.ENXIO, errno.EISDIR):  # a fifo without a reader, a folder
        return _not_ordinary(path)
    return storage_problem(error, path)


def _not_ordinary(path: Path) -> Problem:
    return Problem(
        Fault.WRITE_FAILED, file=path.name, reason=os_reason(OSError(errno.ENXIO, "not a file"))
    )


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


def _temp_name(path: Path) -> Path:
    """A temporary file's name beside ``path``: ours (prefix, suffix), its writer's pid (so a
    dead writer's leftovers can be swept), and a random part no one can plant a link at."""
    unique = f"{os.getpid()}-{os.urandom(6).hex()}"
    return path.parent / f"{TEMP_PREFIX}{path.name}.{unique}{TEMP_SUFFIX}"


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically, never writing through a link.

    Raises:
        StorageError: the folder is missing, read-only or full, or something is in the way;
            the old file is then unchanged and no temporary file remains.
    """
    path = Path(path)
    folder = path.parent
    for attempt in range(3):
        temp = _temp_name(path)
        try:
            fd = create_new(temp)
            break
        except FileExistsError:  # a name taken by chance: draw another
            if attempt == 2:
                raise explain_os_error(OSError(errno.EEXIST, "exists"), path) from None
        except OSError as error:
            raise explain_os_error(error, path) from None
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
        raise explain_os_error(error, path) from None
    _fsync_folder(folder)


def write_text_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8, ``\\n`` line ends) atomically; a broken
    character (lone surrogate) is written as U+FFFD.

    Raises:
        StorageError: see :func:`write_bytes_atomic`.
    """
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:
        data = clean_text(text).encode("utf-8")
    write_bytes_atomic(path, data)


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
        pid_text = name[: -len(TEMP_SUFFIX)].rsplit(".", 1)[-1].split("-", 1)[0]
        if pid_text.isdigit() and pid_alive(int(pid_text)):
            continue
        with contextlib.suppress(OSError):
            entry.unlink()
            removed += 1
    return removed


def move_aside(path: Path, *, companions: tuple[str, ...] = ()) -> Path | None:
    """Rename a damaged file to ``NAME.damaged-<time>`` beside it: kept for the player, never
    deleted, and out of the way of a fresh file. A link is renamed itself, not what it points
    to. ``companions`` are suffixes of files that belong to it (a database's ``-journal``),
    moved along. Returns the new path, or ``None`` if it could not be moved."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    counter = 1
    while os.path.lexists(target):
        counter += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{counter}")
    try:
        os.rename(path, target)
    except OSError:
        return None
    for suffix in companions:
        side = path.with_name(path.name + suffix)
        if os.path.lexists(side):
            with contextlib.suppress(OSError):
                os.rename(side, target.with_name(target.name + suffix))
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
