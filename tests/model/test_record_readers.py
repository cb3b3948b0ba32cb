"""The three families' records are read by the envelope's shared readers (model/record.py), so
each refuses what the house's record contract refuses, alike (issue 30): a ``version`` that is
not the whole number it names (``true`` and ``1.0`` are not ``1``), and a seat's name or kind
longer than ``MAX_NAME_CHARS`` (which only the patent game's record refused before)."""

from __future__ import annotations

import doctest
from types import ModuleType

import pytest

from patentgame.model import record as envelope
from patentgame.model.board import record as board
from patentgame.model.board.rules import rules_for
from patentgame.model.buyword import record as buyword
from patentgame.model.errors import RecordError
from patentgame.model.json_types import JsonObject
from patentgame.model.patent import record as patent
from patentgame.model.problems import Fault
from patentgame.model.record import MAX_NAME_CHARS
from patentgame.model.seats import PlayerSpec

SEATS = (PlayerSpec("Ann"), PlayerSpec("Bob", "ai:expert"))
RECORDS: list[tuple[ModuleType, JsonObject]] = [
    (board, board.BoardRecord(rules_for("scrabble-en"), SEATS, seed=4).to_json()),
    (buyword, buyword.Record(players=SEATS, seed=4).to_json()),
    (patent, patent.Record(players=SEATS, seed=4).to_json()),
]


def refused(family: ModuleType, document: JsonObject) -> RecordError:
    with pytest.raises(RecordError) as refusal:
        family.from_json(document)
    return refusal.value


@pytest.mark.parametrize(("family", "document"), RECORDS)
def test_each_familys_record_reads_as_written(family: ModuleType, document: JsonObject) -> None:
    assert family.from_json(document).to_json() == document


@pytest.mark.parametrize("version", [True, 1.0, 2.0])
@pytest.mark.parametrize(("family", "document"), RECORDS)
def test_a_version_that_is_no_whole_number_is_refused(
    family: ModuleType, document: JsonObject, version: object
) -> None:
    reason = refused(family, document | {"version": version}).detail
    assert reason.startswith("unsupported record version ")


@pytest.mark.parametrize(("family", "document"), RECORDS)
def test_a_name_longer_than_the_houses_limit_is_refused(
    family: ModuleType, document: JsonObject
) -> None:
    players = [{"name": "N" * (MAX_NAME_CHARS + 1), "kind": "human"}, {"name": "Bob"}]
    error = refused(family, document | {"players": players})
    assert error.problem.fault is Fault.NAME_TOO_LONG


@pytest.mark.parametrize(("family", "document"), RECORDS)
def test_a_kind_longer_than_the_houses_limit_is_refused(
    family: ModuleType, document: JsonObject
) -> None:
    players = [{"name": "Ann", "kind": "ai:" + "x" * MAX_NAME_CHARS}, {"name": "Bob"}]
    assert refused(family, document | {"players": players}).detail.startswith("player 0: 'kind'")


def test_the_examples_of_the_envelope_hold() -> None:
    failures, _ = doctest.testmod(envelope, optionflags=doctest.ELLIPSIS)
    assert failures == 0
