"""`Ledger`: each player's money, stock and patents in a patent game.

The turn's steps (:mod:`patentgame.model.patent.turns`) decide who earns and who pays; the
ledger keeps the books, and answers what the books say: who owns a letter, what a seat's
patents are worth, its score.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from patentgame.model.patent.patents import patents_owned, powers_owned, value_owned
from patentgame.model.patent.scoring import final_score

__all__ = ["Ledger"]


class Ledger:
    """Money, stock and patent ownership, per seat."""

    __slots__ = ("_money", "_owners", "_stock")

    def __init__(
        self, money: Sequence[int], stock: Sequence[int], owners: Mapping[str, int]
    ) -> None:
        self._money = list(money)
        self._stock = list(stock)
        self._owners = dict(owners)

    @classmethod
    def empty(cls, seats: int) -> Ledger:
        """The books at the start: nothing for anyone."""
        return cls([0] * seats, [0] * seats, {})

    def copy(self) -> Ledger:
        return Ledger(self._money, self._stock, self._owners)

    def state_key(self) -> tuple[object, ...]:
        """Everything the books hold, comparable (for the game's equality)."""
        return tuple(self._money), tuple(self._stock), tuple(sorted(self._owners.items()))

    # ---------------------------------------------------------------- reading

    def money(self, seat: int) -> int:
        return self._money[seat]

    def stock(self, seat: int) -> int:
        return self._stock[seat]

    def owner(self, letter: str) -> int | None:
        """The seat owning ``letter``'s patent, if any."""
        return self._owners.get(letter)

    @property
    def owners(self) -> dict[str, int]:
        """Every owned patent letter and its owner's seat (a copy)."""
        return dict(self._owners)

    def patents_of(self, seat: int) -> tuple[str, ...]:
        """Letters of ``seat``'s patents, alphabetically."""
        return patents_owned(self._owners, seat)

    def powers_of(self, seat: int) -> frozenset[str]:
        """Letters of the patents with a special power that ``seat`` owns."""
        return powers_owned(self._owners, seat)

    def patent_value(self, seat: int) -> int:
        return value_owned(self._owners, seat)

    def score(self, seat: int) -> int:
        """Money + stock + patent value."""
        return final_score(self._money[seat], self._stock[seat], self.patents_of(seat))

    # --------------------------------------------------------------- entries

    def earn(self, seat: int, money: int, stock: int = 0) -> None:
        """``seat`` receives ``money`` and ``stock`` (a word's earnings, a royalty)."""
        self._money[seat] += money
        self._stock[seat] += stock

    def buy_patent(self, seat: int, letter: str, cost: int) -> None:
        self._owners[letter] = seat
        self._money[seat] -= cost

    def pay_challenge(self, challenger: int, builder: int) -> int | None:
        """A lost challenge: ``builder`` gets $1, from ``challenger`` when they have any, from
        the bank otherwise. Returns who paid (``None`` for the bank)."""
        payer = challenger if self._money[challenger] > 0 else None
        if payer is not None:
            self._money[payer] -= 1
        self._money[builder] += 1
        return payer
