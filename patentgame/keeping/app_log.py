"""The app's log file: what a problem report quotes when something went wrong.

The desktop app writes one small text file in the data folder (``patentgame.log``): its start
(version, platform), warnings from Qt, errors caught before they reach the player, and notes of
its own (a second start handing over to the first). It turns over at :data:`MAX_BYTES`, keeping
one older file, so it never grows without bound. Every line carries the process id, since a
second start writes to the same file for the moment it lives.

Starting the log costs little of the app's start: it turns the file over itself (at start, when
it is over :data:`MAX_BYTES`) instead of importing ``logging.handlers`` (and with it ``socket``
and ``pickle``, some 20 ms), and it names the system by ``sys.platform``; the full description
(:func:`platform_text`, 10 ms: it runs ``uname -p``) is made only for a report.

The file is written by the guarded writing path (:func:`~patentgame.keeping.atomic.open_append`:
an ordinary file only, never through a link, never waiting for a fifo) and read for a report by
the guarded reading path, without following a link. When it cannot be opened, or a line cannot
be written (a full disk), the app goes on without a log and the report says why
(:func:`log_problem`).

Games, words and names are not logged: the file says how the app fared, not what was played.
"""

from __future__ import annotations

import contextlib
import logging
import os
import stat
import sys
from pathlib import Path

from patentgame import __version__
from patentgame.keeping.atomic import StorageError, explain_os_error, open_append, storage_problem
from patentgame.model import reading
from patentgame.model.errors import FileReadError
from patentgame.model.problems import Fault, Problem, explain

LOG_NAME = "patentgame.log"
#: The size over which the file turns over at the next start (the older file is kept as
#: ``patentgame.log.1``).
MAX_BYTES = 256 * 1024
#: The logger every part of the app logs to (``logging.getLogger("patentgame.…")`` joins it).
LOGGER = logging.getLogger("patentgame")

_FORMAT = "%(asctime)s [%(process)d] %(levelname)s %(name)s: %(message)s"
_current: Path | None = None
#: Why the app keeps no log, or stopped writing it (``None``: it keeps one, or was never asked
#: to): Help > Report a problem says so instead of quoting lines.
_problem: Problem | None = None


class LogFile(logging.Handler):
    """The log's handler: each line is added with one unbuffered write to a file the guarded
    writing path opened (:func:`~patentgame.keeping.atomic.open_append`).

    A line that cannot be written (a full disk, a disk gone) stops the log for the rest of the
    run, with one note on stderr and the reason kept for the report: a log is never a reason to
    show anything else, and ``logging``'s own report of a failed line (``--- Logging error ---``
    and a traceback, for every line) never reaches the terminal.
    """

    def __init__(self, fd: int, path: Path) -> None:
        super().__init__()
        self._fd: int | None = fd
        self.path = path

    def emit(self, record: logging.LogRecord) -> None:
        if self._fd is None:
            return
        try:
            line = (self.format(record) + "\n").encode("utf-8", "replace")
            view = memoryview(line)
            while view:
                view = view[os.write(self._fd, view) :]
        except OSError as error:
            self._stop(storage_problem(error, self.path))
        except Exception:  # a line that cannot be formatted: a bug of its caller, not shown
            self.handleError(record)

    def handleError(self, record: logging.LogRecord) -> None:
        """Drop a line that cannot be made, quietly (``logging`` would print a traceback)."""
        del record

    def _stop(self, problem: Problem) -> None:
        global _problem
        _problem = Problem(Fault.LOG_STOPPED, cause=problem)
        self.close()
        with contextlib.suppress(OSError, ValueError):
            sys.stderr.write(f"patentgame: {explain(_problem)}\n")
            sys.stderr.flush()

    def close(self) -> None:
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None
        super().close()


def start_log(folder: Path) -> Path | None:
    """Log to ``folder``/patentgame.log from now on; returns the file, or ``None`` when it cannot
    be opened (the app then runs without a log: a log is never a reason not to play, and
    :func:`log_problem` says why for the report).

    The file is opened by the guarded writing path: a link, a fifo, a device or a folder in its
    place is refused (never written through, never waited for), and so is turning it over: only
    an ordinary file is renamed to ``patentgame.log.1``.
    """
    global _current, _problem
    stop_log()
    path = Path(folder) / LOG_NAME
    try:
        _turn_over(path)
        fd = open_append(path)
    except StorageError as error:
        _problem = Problem(Fault.LOG_OFF, cause=error.problem)
        return None
    handler = LogFile(fd, path)
    handler.setFormatter(logging.Formatter(_FORMAT))
    LOGGER.addHandler(handler)
    LOGGER.setLevel(logging.INFO)
    LOGGER.propagate = False
    _current = path
    LOGGER.info("patentgame %s started on %s (Python %s)", __version__, sys.platform, _python())
    return path


def keep_no_log(cause: Problem) -> None:
    """Run without a log because of ``cause`` (the data folder cannot be made or written):
    the report says so and why."""
    global _problem
    stop_log()
    _problem = Problem(Fault.LOG_OFF, cause=cause)


def _turn_over(path: Path) -> None:
    """Keep a log over :data:`MAX_BYTES` as ``patentgame.log.1`` (an ordinary file only: a link
    is not looked through, and renaming replaces a link at ``.1`` rather than writing there).

    Raises:
        StorageError: the file could not be renamed.
    """
    try:
        info = os.lstat(path)
    except (OSError, ValueError):
        return  # none yet (or a name the opening will refuse)
    if stat.S_ISREG(info.st_mode) and info.st_size > MAX_BYTES:
        try:
            os.replace(path, path.with_name(f"{LOG_NAME}.1"))
        except OSError as error:
            raise explain_os_error(error, path) from None


def stop_log() -> None:
    """Close the log file (at a new :func:`start_log`, and in tests that start several logs in
    one process)."""
    global _current, _problem
    for handler in [h for h in LOGGER.handlers if isinstance(h, LogFile)]:
        LOGGER.removeHandler(handler)
        handler.close()
    _current = None
    _problem = None


def log_path() -> Path | None:
    """The file the app logs to now, or ``None`` when it keeps no log."""
    return _current


def log_problem() -> Problem | None:
    """Why the app keeps no log this time, or stopped writing it (``None``: no problem)."""
    return _problem


def platform_text() -> str:
    """The operating system as a report names it: ``Linux-6.1.0-x86_64-with-glibc2.36``."""
    import platform

    return platform.platform()


def _python() -> str:
    return ".".join(str(part) for part in sys.version_info[:3])


def last_lines(path: Path, count: int = 40) -> list[str]:
    """The last ``count`` lines of the log at ``path`` (empty when it cannot be read). Reads
    the end only: the file may be a quarter of a megabyte. Read by the guarded reading path,
    without following a link: a link there never puts another file's lines in a report, and a
    fifo never makes the report wait."""
    try:
        with reading.open_regular(path, follow_links=False) as (stream, size):
            stream.seek(max(0, size - 64 * 1024))
            tail = stream.read(64 * 1024)
    except (FileReadError, OSError):
        return []
    lines = tail.decode("utf-8", errors="replace").splitlines()
    if size > len(tail):
        lines = lines[1:]  # the first line read may be cut
    return lines[-count:] if count > 0 else []


def without_home(text: str, home: Path | None = None) -> str:
    """``text`` with the user's home folder written ``~``, so a report shows no user name
    through its paths. Both spellings of the folder on Windows (``\\`` and ``/``) are replaced.

    >>> without_home("/home/anna/.local/share/patentgame/x.json", Path("/home/anna"))
    '~/.local/share/patentgame/x.json'
    >>> without_home("/home/annabel/x", Path("/home/anna"))
    '/home/annabel/x'
    """
    folder = str(home if home is not None else Path.home())
    if len(folder) < 2:  # a home of "/" would swallow every path
        return text
    spellings = {folder, folder.replace("\\", "/")}
    for spelling in sorted(spellings, key=len, reverse=True):
        text = _replace_folder(text, spelling.rstrip("/\\"))
    return text


def _replace_folder(text: str, folder: str) -> str:
    """Replace ``folder`` where it is a whole folder (followed by a separator or an end)."""
    parts = text.split(folder)
    out = [parts[0]]
    for part in parts[1:]:
        ends_folder = not part or part[0] in "/\\ \t\n'\":,;)]"
        out.append(("~" if ends_folder else folder) + part)
    return "".join(out)


def log_error(kind: type[BaseException], error: BaseException, trace: object) -> None:
    """Log an error that was caught before it reached the player, with its trace."""
    LOGGER.error("unexpected error", exc_info=(kind, error, trace))  # type: ignore[arg-type]
