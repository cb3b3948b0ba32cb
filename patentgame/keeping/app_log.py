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

Games, words and names are not logged: the file says how the app fared, not what was played.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

from patentgame import __version__

LOG_NAME = "patentgame.log"
#: The size over which the file turns over at the next start (the older file is kept as
#: ``patentgame.log.1``).
MAX_BYTES = 256 * 1024
#: The logger every part of the app logs to (``logging.getLogger("patentgame.…")`` joins it).
LOGGER = logging.getLogger("patentgame")

_FORMAT = "%(asctime)s [%(process)d] %(levelname)s %(name)s: %(message)s"
_current: Path | None = None


def start_log(folder: Path) -> Path | None:
    """Log to ``folder``/patentgame.log from now on; returns the file, or ``None`` when it cannot
    be opened (the app then runs without a log: a log is never a reason not to play)."""
    global _current
    path = Path(folder) / LOG_NAME
    try:
        if path.exists() and path.stat().st_size > MAX_BYTES:
            os.replace(path, path.with_name(f"{LOG_NAME}.1"))
        handler = logging.FileHandler(path, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter(_FORMAT))
    for old in [h for h in LOGGER.handlers if isinstance(h, logging.FileHandler)]:
        LOGGER.removeHandler(old)
        old.close()
    LOGGER.addHandler(handler)
    LOGGER.setLevel(logging.INFO)
    LOGGER.propagate = False
    _current = path
    LOGGER.info("patentgame %s started on %s (Python %s)", __version__, sys.platform, _python())
    return path


def stop_log() -> None:
    """Close the log file (tests that start several logs in one process)."""
    global _current
    for handler in [h for h in LOGGER.handlers if isinstance(h, logging.FileHandler)]:
        LOGGER.removeHandler(handler)
        handler.close()
    _current = None


def log_path() -> Path | None:
    """The file the app logs to now, or ``None`` when it keeps no log."""
    return _current


def platform_text() -> str:
    """The operating system as a report names it: ``Linux-6.1.0-x86_64-with-glibc2.36``."""
    import platform

    return platform.platform()


def _python() -> str:
    return ".".join(str(part) for part in sys.version_info[:3])


def last_lines(path: Path, count: int = 40) -> list[str]:
    """The last ``count`` lines of the log at ``path`` (empty when it cannot be read). Reads
    the end only: the file may be a quarter of a megabyte."""
    try:
        with path.open("rb") as stream:
            stream.seek(0, os.SEEK_END)
            size = stream.tell()
            stream.seek(max(0, size - 64 * 1024))
            tail = stream.read()
    except OSError:
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
