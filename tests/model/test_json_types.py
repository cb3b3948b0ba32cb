"""The JSON types' readers: a field comes out in its type, or the reading stops with one clear
sentence naming the field (a record or file a person edited is never trusted)."""

from __future__ import annotations

import pytest

from patentgame.model.errors import RecordError
from patentgame.model.json_types import (
    as_object,
    changed,
    get_int,
    get_list,
    get_object,
    get_str,
    items_of,
)
from patentgame.model.patent.rules import RuleSet

PYTHON_WORDS = ("Traceback", "Error", "NoneType", "dict", "bool", "'int'")


def _sentence(error: pytest.ExceptionInfo[RecordError]) -> str:
    text = str(error.value)
    assert not any(word in text for word in PYTHON_WORDS), text
    return text


def test_fields_come_out_in_their_types() -> None:
    data = {"seat": 2, "word": "fly", "tiles": [1, 2], "rules": {"goal": 40}}
    assert get_int(data, "seat") == 2
    assert get_str(data, "word") == "fly"
    assert items_of(get_list(data, "tiles"), int, "tiles") == [1, 2]
    assert get_object(data, "rules") == {"goal": 40}
    assert get_int({}, "turn", 0) == 0 and get_str({}, "word", "") == ""
    assert get_list({}, "tiles") == [] and get_object({}, "rules") == {}


@pytest.mark.parametrize(
    ("read", "field"),
    [
        (lambda: get_int({"seat": True}, "seat"), "'seat'"),
        (lambda: get_int({"seat": "1"}, "seat"), "'seat'"),
        (lambda: get_int({}, "seat"), "'seat'"),
        (lambda: get_str({"word": None}, "word"), "'word'"),
        (lambda: get_list({"tiles": "ab"}, "tiles"), "'tiles'"),
        (lambda: get_object({"rules": [1]}, "rules"), "'rules'"),
        (lambda: as_object({1: 2}, "extra"), "'extra'"),
        (lambda: items_of([1, True], int, "tiles"), "'tiles'"),
    ],
)
def test_a_wrong_shape_is_one_sentence_naming_the_field(read: object, field: str) -> None:
    assert callable(read)
    with pytest.raises(RecordError) as error:
        read()
    assert field in _sentence(error)


def test_changed_sets_dataclass_fields_by_name() -> None:
    assert changed(RuleSet(), {"goal": 40}) == RuleSet(goal=40)
