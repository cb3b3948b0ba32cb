"""Every computer player's explanation reads in Russian on a Russian table.

The engines write their explanations in English (a record keeps them so); the table shows them
in the app's language through :func:`patentgame.wording.translate_filled`, which needs each
phrase's template marked with ``QT_TRANSLATE_NOOP("Explanations", ...)`` in the engine. A
phrase without one stayed English under every computer move of a Russian Эрудит game.
"""

from __future__ import annotations

import re

import pytest

from patentgame.model.board.ai.decision import Motive, Why, describe
from patentgame.model.buyword.ai.lab import GameTask, play_game
from patentgame.model.buyword.ai.levels import PLAYER_IDS
from patentgame.model.buyword.record import loads
from patentgame.model.buyword.rules import BuyWordRules, Checking
from patentgame.wording import translate_filled
from tests.model.buyword.scenario import words

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def in_russian(reason: str) -> str:
    return translate_filled("Explanations", reason, "ru")


#: Reasons given without a word: an exchange, no play, accepting, passing at the end.
WORDLESS = (Motive.EXCHANGE, Motive.NO_PLAY, Motive.ACCEPT, Motive.ENDGAME)


@pytest.mark.parametrize(
    "why",
    [Why(motive, score=24, words=("QUA", "AT")) for motive in Motive]
    + [Why(motive) for motive in WORDLESS],
    ids=lambda why: f"{why.motive.value}{'' if why.words else ' (no word)'}",
)
def test_every_board_reason_is_said_in_russian(why: Why) -> None:
    reason = describe(why)
    said = in_russian(reason)
    assert CYRILLIC.search(said), (reason, said)
    for value in ("QUA", "24"):  # the word and the score are carried over
        assert (value in said) == (value in reason), (reason, said)
    polish = translate_filled("Explanations", reason, "pl")
    assert polish != reason, reason
    for value in ("QUA", "24"):
        assert (value in polish) == (value in reason), (reason, polish)


@pytest.mark.parametrize("player_id", PLAYER_IDS)
def test_every_buyword_reason_of_whole_games_is_said_in_russian(player_id: str) -> None:
    tasks = [
        GameTask(0, (player_id, "ai:random"), 0, 5, BuyWordRules(checking=Checking.CHALLENGE)),
        GameTask(1, (player_id, "ai:greedy", "ai:casual"), 1, 6, BuyWordRules(draft=True)),
        GameTask(2, (player_id, "ai:random", "ai:strong"), 0, 7, BuyWordRules(auction=True)),
    ]
    untranslated: set[str] = set()
    for task in tasks:
        result = play_game(task, words(), task.rules or BuyWordRules(), keep_record=True)
        assert result.record is not None
        for line in loads(result.record).extra["decisions"]:
            reason = line.split(": ", 1)[1]  # "0 ai:greedy: bought E, A for $4"
            if not CYRILLIC.search(in_russian(reason)):
                untranslated.add(reason)
            if translate_filled("Explanations", reason, "pl") == reason:
                untranslated.add(f"pl: {reason}")
    assert not untranslated, sorted(untranslated)
