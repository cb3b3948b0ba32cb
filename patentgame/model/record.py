"""The record envelope every game of the house shares: reading limits, JSON, the ``format`` key.

A game record is one JSON object whose ``format`` key names its game (``"patentgame-record"``
for the patent game: RECORD.md) and whose ``version`` says which version of that format it is.
Reading is guarded the same way for every game: a document larger than
:data:`MAX_RECORD_BYTES` is refused before parsing, and JSON that nests too deeply or is not text
is a :class:`~patentgame.model.errors.RecordError`, never a crash. Each game reads the rest of
its own record; :func:`format_of` tells which game a document belongs to.

>>> format_of(parse('{"format": "patentgame-record", "version": 1}'))
'patentgame-record'
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from typing import Any

from patentgame.model.errors import RecordError

#: Records larger than this are refused before parsing: a real game is a few hundred KB at most.
MAX_RECORD_BYTES = 20 * 1024 * 1024


def parse(text: str | bytes) -> object:
    """The JSON document of a record, within the reading limits.

    Raises:
        RecordError: too large, or not valid JSON.
    """
    if len(text) > MAX_RECORD_BYTES:
        raise RecordError("the record is too large to be a game record")
    try:
        return json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise RecordError(f"not valid JSON: {error}") from None
    except RecursionError:
        raise RecordError("not valid JSON: nested too deeply") from None
    except ValueError as error:  # an integer literal longer than Python converts
        raise RecordError(f"not valid JSON: {error}") from None


def read(path: str | os.PathLike[str]) -> object:
    """The JSON document of a record file, within the reading limits.

    Raises:
        RecordError: the file cannot be read, is too large, or is not valid JSON.
    """
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_RECORD_BYTES + 1)
    except OSError as error:
        raise RecordError(f"cannot read {os.fspath(path)!r}: {error.strerror or error}") from None
    return parse(raw)


def format_of(document: object) -> str | None:
    """The ``format`` a record document names, or ``None`` when it names none."""
    if isinstance(document, Mapping):
        found = document.get("format")
        return found if isinstance(found, str) else None
    return None


#: The keys under which the families' records keep their moves, one per line when written: the
#: patent game's ``actions``, the board games' ``moves``.
MOVE_LISTS = ("actions", "moves")


def dumps(document: Mapping[str, Any], *, list_key: str | None = None) -> str:
    """A record document as JSON text, one entry of its moves (``list_key``; by default the
    first key of :data:`MOVE_LISTS` it has) per line, so that the diffs of saved games stay
    readable.

    >>> print(dumps({"format": "x", "actions": [{"act": "pass"}, {"act": "pass"}]}), end="")
    {"format": "x", "actions": [
      {"act": "pass"},
      {"act": "pass"}
    ]}
    >>> print(dumps({"format": "y", "moves": []}), end="")
    {"format": "y", "moves": []}
    """
    data = dict(document)
    key = list_key or next((found for found in MOVE_LISTS if found in data), None)
    if key is None:
        return json.dumps(data, ensure_ascii=False) + "\n"
    entries = data.pop(key, [])
    head = json.dumps(data, ensure_ascii=False)
    if not entries:
        return head[:-1] + f', "{key}": []}}\n'
    lines = ",\n".join("  " + json.dumps(entry, ensure_ascii=False) for entry in entries)
    return head[:-1] + f', "{key}": [\n' + lines + "\n]}\n"


def is_whole_number(value: object) -> bool:
    """Whether ``value`` is a JSON integer (``true`` and ``false`` are not).

    >>> is_whole_number(3), is_whole_number(True), is_whole_number(3.0)
    (True, False, False)
    """
    return isinstance(value, int) and not isinstance(value, bool)
