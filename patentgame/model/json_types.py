"""The types of JSON as the game's files hold it, and readers that check a shape as they read.

A record, a saved game or the settings arrive as JSON a person may have edited: every value is
unknown until looked at. So the types here say just that. :data:`JsonValue` is ``object`` (any
value ``json.loads`` can give, and any value ``json.dumps`` is handed), and :data:`JsonObject` is
a JSON object with text keys. Code never reaches into one blindly (``data["seat"] + 1`` does not
type-check); it reads a field through :func:`get_int`, :func:`get_str`, :func:`get_list` or
:func:`get_object`, which return the field in its type or raise a :class:`RecordError` whose
sentence names the field, so bad input is told in one clear sentence, never a traceback.

>>> get_int({"seat": 1}, "seat")
1
>>> get_int({"seat": True}, "seat")
Traceback (most recent call last):
...
patentgame.model.errors.RecordError: ...'seat' must be a whole number...
>>> get_str({}, "word", default="")
''
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import TYPE_CHECKING, TypeAlias, TypeVar

from patentgame.model.errors import RecordError

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

#: Any value a JSON document holds: null, true/false, a number, text, a list or an object.
#: It is ``object`` on purpose: a reader must look at it before using it.
JsonValue: TypeAlias = object
#: A JSON object: text keys, values yet to be looked at.
JsonObject: TypeAlias = dict[str, JsonValue]
#: A JSON object only read (what a reader accepts, and what a caller may hand on unchanged).
JsonMapping: TypeAlias = Mapping[str, JsonValue]

_T = TypeVar("_T")
_Data = TypeVar("_Data", bound="DataclassInstance")
_MISSING = object()


def _shown(value: object) -> str:
    """``value`` as a reason quotes it (:func:`patentgame.model.record.shown`, which imports
    this module's types: so it is imported when a reason is written)."""
    from patentgame.model.record import shown

    return shown(value)


def get_int(obj: JsonMapping, key: str, default: int | None = None) -> int:
    """``obj[key]`` as a whole number (``true`` is not one), or ``default`` when it is absent.

    Raises:
        RecordError: the field is absent without a default, or is not a whole number.
    """
    value = obj.get(key, _MISSING)
    if value is _MISSING and default is not None:
        return default
    if not isinstance(value, int) or isinstance(value, bool):
        raise RecordError(f"{_shown(key)} must be a whole number")
    return value


def get_str(obj: JsonMapping, key: str, default: str | None = None) -> str:
    """``obj[key]`` as text, or ``default`` when it is absent.

    Raises:
        RecordError: the field is absent without a default, or is not text.
    """
    value = obj.get(key, _MISSING)
    if value is _MISSING and default is not None:
        return default
    if not isinstance(value, str):
        raise RecordError(f"{_shown(key)} must be text")
    return value


def get_list(obj: JsonMapping, key: str) -> list[JsonValue]:
    """``obj[key]`` as a list (its items yet to be looked at); absent reads as empty.

    Raises:
        RecordError: the field is there but is not a list.
    """
    value = obj.get(key, [])
    if not isinstance(value, list):
        raise RecordError(f"{_shown(key)} must be a list")
    return value


def get_object(obj: JsonMapping, key: str) -> JsonObject:
    """``obj[key]`` as a JSON object; absent reads as empty.

    Raises:
        RecordError: the field is there but is not an object with text keys.
    """
    return as_object(obj.get(key, {}), key)


def as_object(value: JsonValue, what: str = "the value") -> JsonObject:
    """``value`` as a JSON object (every key text).

    Raises:
        RecordError: ``value`` is not an object with text keys.
    """
    if not isinstance(value, dict) or not all(isinstance(key, str) for key in value):
        raise RecordError(f"{_shown(what)} must be an object")
    return value


def items_of(values: list[JsonValue], kind: type[_T], key: str) -> list[_T]:
    """Every item of a list read from JSON, each checked to be a ``kind`` (``bool`` is no
    ``int`` here, as in JSON).

    >>> items_of([1, 2], int, "tiles")
    [1, 2]

    Raises:
        RecordError: an item is not a ``kind``.
    """
    out: list[_T] = []
    for value in values:
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise RecordError(f"every item of {_shown(key)} must be a {kind.__name__}")
        out.append(value)
    return out


def changed(base: _Data, changes: Mapping[str, object]) -> _Data:
    """``base`` (a dataclass) with fields set by name, each value already read by that field's
    own reader (a table of readers, as the settings have, or a lab's tuning text).

    The names and values are checked where they are read, not here: a table keyed by field
    name cannot say each field's type to the type checker, so this is the one place that
    trusts it.
    """
    return dataclasses.replace(base, **changes)
