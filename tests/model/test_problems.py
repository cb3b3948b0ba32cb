"""The one module of sentences: every fault has its sentence, values are shortened and cleaned,
and the translate hook is used for every sentence."""

from __future__ import annotations

import re

import pytest

from patentgame.model import problems
from patentgame.model.errors import LexiconError, RecordError, problem_of
from patentgame.model.problems import (
    RECORD_SENTENCES,
    SENTENCES,
    Fault,
    Problem,
    explain,
    set_translator,
    shorten,
)
from tests.reliability.fuzzing import check_message

#: A value for every placeholder any sentence uses.
PARAMS = {
    "file": "tuesday.patentgame",
    "folder": "/home/ann/.local/share/patentgame",
    "kept": "current-game.json.damaged-20261201-101010",
    "usual": "current-game.json",
    "reason": "permission denied",
    "detail": "'start' must be the seat of one of the players",
    "lexicon": "user-my-list",
    "known": ["en-enable", "en-common"],
    "keys": ["player_names"],
    "limit": 100,
    "line": 3,
    "where": "players[0].name",
    "count": 4,
    "version": 9,
    "what": "LETTERS",
    "text": "abc1",
    "low": 2,
    "high": 5,
    "given": 1,
    "kind": "KeyError",
    "cause": Problem(Fault.DISK_FULL, file="game.json"),
    "family": "Crossword board games",
    "game": "Эрудит",
    "player": "ai:wizard",
    "players": "Tycoon (ai:expert), Sam (ai:casual)",
}


@pytest.mark.parametrize("fault", list(Fault))
def test_every_fault_makes_a_whole_sentence(fault: Fault) -> None:
    for template in (SENTENCES[fault], RECORD_SENTENCES.get(fault)):
        if template is None:
            continue
        needed = set(re.findall(r"\{([a-z_]+)\}", template))
        assert needed <= set(PARAMS), needed - set(PARAMS)
        params = {name: PARAMS[name] for name in needed}
        if "%n" in template:
            params["count"] = 4
        if template is RECORD_SENTENCES.get(fault):
            params.pop("file", None)
        text = explain(Problem(fault, **params))
        assert "{" not in text and "%n" not in text
        assert text.endswith(".")
        if fault is not Fault.UNEXPECTED:  # which names the kind of a fault of ours on purpose
            check_message(text)


def test_long_and_broken_values_are_shortened_and_cleaned() -> None:
    text = explain(Problem(Fault.LEXICON_UNKNOWN, lexicon="x" * 100_000 + "\ud800", known=[]))
    assert len(text) < 120 and "…" in text and "\ufffd" in text
    assert shorten("a\nb\x00c") == "a b\ufffdc"
    assert explain(Problem(Fault.FILE_MISSING, file="a\r\nb")) == "a  b does not exist."


def test_every_sentence_goes_through_the_translator() -> None:
    seen: list[tuple[str, str, int]] = []

    def marking(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        seen.append((context, text, n))  # a translator keeps the placeholders as they are
        return "«" + text.replace("%n", str(n)) + "»"

    set_translator(marking)
    try:
        assert explain(Problem(Fault.AUTOSAVE_NO_SLOT, count=5)).startswith("«5 patentgame")
        assert explain(Problem(Fault.FILE_MISSING, file="a.json")) == "«a.json does not exist.»"
    finally:
        set_translator(None)
    assert seen[0] == (problems.CONTEXT, SENTENCES[Fault.AUTOSAVE_NO_SLOT], 5)
    assert explain(Problem(Fault.FILE_MISSING, file="a.json")) == "a.json does not exist."


def test_errors_carry_their_problem_and_no_python_text() -> None:
    assert str(RecordError("unknown rule 'x'")) == "The record is damaged: unknown rule 'x'."
    assert str(RecordError("bad").about("g.json")) == "g.json is damaged: bad."
    assert str(LexiconError("there is no list")) == "There is no list."
    told = explain(problem_of(KeyError("a" * 1000)))
    assert told == "Something went wrong inside patentgame (KeyError). Nothing was changed."
    assert explain(problem_of(IsADirectoryError(21, "Is a directory", "saves/x"))) == (
        "saves/x could not be read: it is a folder."
    )
