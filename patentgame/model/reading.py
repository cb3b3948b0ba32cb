"""The one way the app reads a file of its own or a player's: bounded, typed, never hanging.

Every file the app reads (game records, the autosave, settings, word-list metadata and compiled
lists, files to import) is opened here, so each of them gets the same guards:

- it must be an ordinary file: a folder, a pipe (a fifo would block the start for ever), a
  device (``/dev/zero`` never ends) or a socket is refused before a byte is read;
- it is opened without waiting (``O_NONBLOCK``) and read up to a limit the caller names, so no
  file, however large, is read whole into memory;
- JSON is decoded within limits: nesting depth, the digits of a number (Python refuses to
  convert more than 4,300, and no game needs more than :data:`MAX_NUMBER_DIGITS`), numbers that
  are not finite (``NaN``, ``Infinity``, ``1e999``) and broken characters (lone surrogates,
  which JSON lets through but UTF-8 cannot write).

Each refusal is a :class:`~patentgame.model.errors.FileReadError` carrying a
:class:`~patentgame.model.problems.Problem`, so the message a player reads is made in one place.
Reading follows symbolic links (a player may keep a file elsewhere); writing never does
(``keeping/atomic.py``).

>>> parse_json(b'{"seed": 7}')
{'seed': 7}
>>> try:
...     parse_json(b'{"seed": ' + b'9' * 200 + b'}')
... except FileReadError as error:
...     print(error)
The record is damaged: it holds a number longer than 100 digits.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, NoReturn

from patentgame.model.errors import FileReadError
from patentgame.model.problems import Fault, Problem, size_text

#: No number in any file of ours has more digits than this (seeds are far shorter).
MAX_NUMBER_DIGITS = 100
#: No file of ours nests JSON deeper than this (a record's deepest value is 5 levels down).
MAX_DEPTH = 32
#: Another program's game file (GCG): a real game is a few KB, tens of KB with its notes.
MAX_IMPORTED_GAME_BYTES = 1024 * 1024

_BROKEN = re.compile("[\ud800-\udfff]")


def file_label(path: str | os.PathLike[str]) -> str:
    """How a file is named in a message: its name (the folder only when it has no name)."""
    text = os.fspath(path)
    return Path(text).name or text


def os_problem(error: OSError, path: str | os.PathLike[str]) -> Problem:
    """The problem of an ``OSError`` met while opening or reading ``path``."""
    import errno

    from patentgame.model.problems import os_reason

    file = file_label(path)
    code = error.errno
    if code == errno.ENOENT:
        return Problem(Fault.FILE_MISSING, file=file)
    if code == errno.EISDIR or (code == errno.EACCES and os.path.isdir(path)):
        return Problem(Fault.FILE_IS_FOLDER, file=file)  # (Windows refuses to open a folder)
    if code in (errno.EACCES, errno.EPERM):
        return Problem(Fault.FILE_NO_PERMISSION, file=file)
    if code in (errno.ENXIO, errno.ENODEV, getattr(errno, "EOPNOTSUPP", -1)):
        return Problem(Fault.FILE_NOT_REGULAR, file=file)
    return Problem(Fault.FILE_READ_FAILED, file=file, reason=os_reason(error))


@contextmanager
def open_regular(
    path: str | os.PathLike[str], *, follow_links: bool = True
) -> Iterator[tuple[IO[bytes], int]]:
    """Open an ordinary file for reading without waiting; yields the binary file and its size.

    ``follow_links`` false refuses a link in place of the file (``O_NOFOLLOW``): for a file of
    the app's own that a report quotes (its log), where a link could put another file's words in
    front of whoever reads the report.

    Raises:
        FileReadError: ``path`` is missing, a folder, not an ordinary file, or unreadable (or a
            link, when links are not followed).
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    flags |= getattr(os, "O_CLOEXEC", 0)
    if not follow_links:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags)
    except OSError as error:
        raise FileReadError(os_problem(error, path)) from None
    except ValueError:  # a NUL character in the name
        raise FileReadError(Problem(Fault.FILE_MISSING, file=file_label(path))) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise FileReadError(Problem(Fault.FILE_IS_FOLDER, file=file_label(path)))
        if not stat.S_ISREG(info.st_mode):
            raise FileReadError(Problem(Fault.FILE_NOT_REGULAR, file=file_label(path)))
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)  # an ordinary file: reads may block as usual now
        handle = os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise
    with handle:
        try:
            yield handle, info.st_size
        except FileReadError:
            raise
        except OSError as error:
            raise FileReadError(os_problem(error, path)) from None


def read_bytes(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of an ordinary file of at most ``limit`` bytes.

    Raises:
        FileReadError: see :func:`open_regular`; or the file is larger than ``limit``.
    """
    with open_regular(path) as (handle, size):
        too_large = Problem(Fault.FILE_TOO_LARGE, file=file_label(path), limit=size_text(limit))
        if size > limit:
            raise FileReadError(too_large)
        data = handle.read(limit + 1)  # the size may have grown since fstat
    if len(data) > limit:
        raise FileReadError(too_large)
    return data


def decode_text(data: bytes, file: str | None = None) -> str:
    """UTF-8 text (a byte-order mark is allowed and dropped).

    Raises:
        FileReadError: the bytes are not UTF-8 text, or hold NUL characters.
    """
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise FileReadError(_problem(Fault.FILE_NOT_TEXT, file)) from None
    if "\x00" in text:
        raise FileReadError(_problem(Fault.FILE_NOT_TEXT, file))
    return text


def read_text(path: str | os.PathLike[str], limit: int) -> str:
    """The UTF-8 text of an ordinary file of at most ``limit`` bytes.

    Raises:
        FileReadError: see :func:`read_bytes` and :func:`decode_text`.
    """
    return decode_text(read_bytes(path, limit), file_label(path))


def read_json(
    path: str | os.PathLike[str], limit: int, *, allow_broken_text: bool = False
) -> object:
    """The JSON document of an ordinary file of at most ``limit`` bytes, within the limits.

    Raises:
        FileReadError: see :func:`read_text` and :func:`parse_json`; an empty file is refused.
    """
    file = file_label(path)
    data = read_bytes(path, limit)
    if not data.strip():
        raise FileReadError(Problem(Fault.FILE_EMPTY, file=file))
    return parse_json(data, file, allow_broken_text=allow_broken_text)


class _NumberTooLong(Exception):
    pass


class _NotFinite(Exception):
    pass


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise _NumberTooLong
    return int(text)


def _parse_float(text: str) -> float:
    digits = sum(char.isdigit() for char in text)
    if digits > MAX_NUMBER_DIGITS:
        raise _NumberTooLong
    value = float(text)
    if not math.isfinite(value):
        raise _NotFinite
    return value


def _parse_constant(text: str) -> NoReturn:
    raise _NotFinite


def parse_json(
    data: str | bytes, file: str | None = None, *, allow_broken_text: bool = False
) -> object:
    """Decode a JSON document within the limits of this module.

    Args:
        data: the document (bytes must be UTF-8).
        file: the name of the file it came from, for the message (``None``: a record's text).
        allow_broken_text: let lone surrogates through (settings check each value themselves).

    Raises:
        FileReadError: not text, not JSON, nested deeper than :data:`MAX_DEPTH`, a number too
            long or not finite, or a broken character.
    """
    text = decode_text(data, file) if isinstance(data, bytes) else data
    try:
        document = json.loads(
            text,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
        )
    except json.JSONDecodeError as error:
        raise FileReadError(_problem(Fault.NOT_JSON, file, line=error.lineno)) from None
    except RecursionError:
        raise FileReadError(_problem(Fault.JSON_TOO_DEEP, file)) from None
    except _NumberTooLong:
        too_long = _problem(Fault.NUMBER_TOO_LONG, file, limit=MAX_NUMBER_DIGITS)
        raise FileReadError(too_long) from None
    except _NotFinite:
        raise FileReadError(_problem(Fault.NUMBER_NOT_FINITE, file)) from None
    except ValueError:  # any other limit of the decoder: told as JSON it cannot read
        raise FileReadError(_problem(Fault.NOT_JSON, file, line=1)) from None
    _check_tree(document, file, allow_broken_text)
    return document


def _check_tree(document: object, file: str | None, allow_broken_text: bool) -> None:
    """Walk the document without recursion: its depth, and its text when that must be clean."""
    stack: list[tuple[object, int, str]] = [(document, 0, "")]
    while stack:
        value, depth, where = stack.pop()
        if depth > MAX_DEPTH:
            raise FileReadError(_problem(Fault.JSON_TOO_DEEP, file))
        if isinstance(value, dict):
            for key, item in value.items():
                place = f"{where}.{key}" if where else str(key)
                if not allow_broken_text and _BROKEN.search(key):
                    raise FileReadError(_problem(Fault.BROKEN_CHARACTER, file, where=where or "/"))
                stack.append((item, depth + 1, place))
        elif isinstance(value, list):
            stack.extend((item, depth + 1, f"{where}[{i}]") for i, item in enumerate(value))
        elif isinstance(value, str) and not allow_broken_text and _BROKEN.search(value):
            raise FileReadError(_problem(Fault.BROKEN_CHARACTER, file, where=where or "/"))


def _problem(fault: Fault, file: str | None, **params: object) -> Problem:
    if file is not None:
        params["file"] = file
    return Problem(fault, **params)


__all__ = [
    "MAX_DEPTH",
    "MAX_IMPORTED_GAME_BYTES",
    "MAX_NUMBER_DIGITS",
    "decode_text",
    "file_label",
    "open_regular",
    "os_problem",
    "parse_json",
    "read_bytes",
    "read_json",
    "read_text",
]
