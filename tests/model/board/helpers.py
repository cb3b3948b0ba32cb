"""Helpers for board-game tests: games with a stacked bag and words the tests choose."""

from __future__ import annotations

from collections.abc import Iterable

from patentgame.model.board.game import BoardGame, Seat, bag_starting_with
from patentgame.model.board.rules import BoardRules, rules_for


class Words:
    """A word list of the test's own words (membership only)."""

    def __init__(self, words: Iterable[str]) -> None:
        self.words = {word.lower() for word in words}

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and word.lower() in self.words


def stacked(
    rule_set: str,
    racks: str,
    words: Iterable[str] = (),
    *,
    seats: int = 2,
    rules: BoardRules | None = None,
    start: int = 0,
    **options: object,
) -> BoardGame:
    """A game whose bag deals ``racks`` first (start seat's 7 tiles, then the next seat's...)
    and draws the rest of ``racks`` after, alphabetically after that."""
    chosen = rules or rules_for(rule_set, **options)
    bag = bag_starting_with(racks, chosen.tiles)
    return BoardGame.new(
        chosen,
        [Seat(name) for name in ("Ann", "Bob", "Cat", "Dan")[:seats]],
        Words(words),
        bag=bag,
        start=start,
    )
