"""`DraftWords`: the up to two words a person is arranging, as plain data and rules of form.

The draft controller (:mod:`patentgame.controller.patent.draft`) connects the draft to the game
and the card models; what a word row may hold and how its letters move is here, without Qt and
without the game, so that it reads (and tests) as the arranging it is. The slots become an
engine :class:`~patentgame.model.patent.actions.Build` only through :meth:`DraftWords.build`.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from patentgame.model.patent.actions import Build, Slot, SlotKind, YRole

__all__ = ["DraftSlot", "DraftWords"]


@dataclass(frozen=True, slots=True)
class DraftSlot:
    """One letter of a drafted word: a real card, the X copy of one, or the Z-added S (-1)."""

    kind: SlotKind
    card: int = -1
    y: YRole = YRole.VOWEL


class DraftWords:
    """The word rows, the row typing goes to, and the Y declarations the player chose."""

    __slots__ = ("_active", "_manual_y", "_rows")

    def __init__(self) -> None:
        self._rows: list[list[DraftSlot]] = [[], []]
        self._active = 0
        self._manual_y: set[tuple[SlotKind, int]] = set()

    # ---------------------------------------------------------------- reading

    @property
    def active(self) -> int:
        """The word row that typing and clicks add to (1 only with the V patent)."""
        return self._active

    @active.setter
    def active(self, row: int) -> None:
        self._active = row

    def rows(self) -> tuple[tuple[DraftSlot, ...], ...]:
        return tuple(tuple(row) for row in self._rows)

    def row(self, word: int) -> tuple[DraftSlot, ...]:
        return tuple(self._rows[word])

    def used(self) -> list[int]:
        """The real cards placed, in row order."""
        return [s.card for row in self._rows for s in row if s.kind is SlotKind.CARD]

    def has_copy(self) -> bool:
        """Whether an X copy is placed (a play holds one at most)."""
        return any(s.kind is SlotKind.COPY for row in self._rows for s in row)

    def has_added_s(self) -> bool:
        """Whether the Z patent's free S is placed (a play holds one at most)."""
        return any(s.kind is SlotKind.ADDED_S for row in self._rows for s in row)

    def has_s(self, word: int) -> bool:
        """Whether ``word`` ends with the free S."""
        row = self._rows[word]
        return bool(row) and row[-1].kind is SlotKind.ADDED_S

    def letters(self, word: int, letter_of: Callable[[int], str]) -> str:
        return "".join(
            "S" if s.kind is SlotKind.ADDED_S else letter_of(s.card) for s in self._rows[word]
        )

    def build(self, seat: int, letter_of: Callable[[int], str]) -> Build | None:
        """The rows as ``seat``'s engine action, or ``None`` when nothing is placed."""
        return build_of(seat, self._rows, letter_of)

    # --------------------------------------------------------------- changing

    def insert(self, word: int, index: int, slot: DraftSlot) -> None:
        """Put ``slot`` at ``index`` of ``word`` (at its end for an index out of range), never
        after the free S."""
        row = self._rows[word]
        end = len(row) - 1 if self.has_s(word) else len(row)
        if index < 0 or index > end:
            index = end
        row.insert(index, slot)

    def remove(self, word: int, index: int) -> bool:
        """Take out the letter at ``index`` of ``word``, and any copy of it (a copy of a card
        that left the play has nothing to copy). Returns whether there was one."""
        row = self._rows[word]
        if not 0 <= index < len(row):
            return False
        slot = row.pop(index)
        if slot.kind is SlotKind.CARD:
            for other in self._rows:
                other[:] = [
                    s for s in other if not (s.kind is SlotKind.COPY and s.card == slot.card)
                ]
        return True

    def move(self, word: int, index: int, to_word: int, to_index: int) -> bool:
        """Move a letter within the rows (not the free S). Returns whether it moved."""
        row = self._rows[word]
        if not 0 <= index < len(row) or row[index].kind is SlotKind.ADDED_S:
            return False
        slot = row.pop(index)
        if to_word == word and to_index >= 0 and to_index > index:
            to_index -= 1
        self.insert(to_word, to_index, slot)
        return True

    def replace(
        self,
        rows: Sequence[Sequence[DraftSlot]],
        manual_y: Collection[tuple[SlotKind, int]] = (),
    ) -> None:
        """Start over with ``rows`` (empty: a clear), typing in the first row."""
        self._rows = [list(rows[0]) if rows else [], list(rows[1]) if len(rows) > 1 else []]
        self._active = 0
        self._manual_y = set(manual_y)

    def toggle_s(self, word: int, allowed: bool) -> bool:
        """Take away the free S at the end of ``word``, or add it there when ``allowed`` (Z
        owners) and the play has none. Returns whether anything changed."""
        row = self._rows[word]
        if self.has_s(word):
            row.pop()
        elif allowed and not self.has_added_s():
            row.append(DraftSlot(SlotKind.ADDED_S))
        else:
            return False
        return True

    def toggle_y(self, word: int, index: int, letter_of: Callable[[int], str]) -> bool:
        """Declare the Y at ``index`` of ``word`` the other way (vowel <-> consonant), as the
        player's own choice. Returns whether it was a Y."""
        row = self._rows[word]
        if not 0 <= index < len(row):
            return False
        slot = row[index]
        if slot.kind is SlotKind.ADDED_S or letter_of(slot.card) != "Y":
            return False
        flipped = YRole.CONSONANT if slot.y is YRole.VOWEL else YRole.VOWEL
        row[index] = DraftSlot(slot.kind, slot.card, flipped)
        self._manual_y.add((slot.kind, slot.card))
        return True

    def keep_only(self, available: Collection[int]) -> None:
        """Drop the cards no longer in the hand or the pool (a turn ended, a Q replace)."""
        for row in self._rows:
            row[:] = [s for s in row if s.kind is SlotKind.ADDED_S or s.card in available]
            if row and all(s.kind is SlotKind.ADDED_S for s in row):
                row.clear()

    def choose_y(self, letter_of: Callable[[int], str], value_of: Callable[[], int]) -> None:
        """Preselect each Y's declaration (not ones the player set) for the best ``value_of``
        the rows (their earnings); up to three Ys, the most a hand makes worth trying."""
        spots = [
            (w, i)
            for w, row in enumerate(self._rows)
            for i, s in enumerate(row)
            if s.kind is not SlotKind.ADDED_S
            and letter_of(s.card) == "Y"
            and (s.kind, s.card) not in self._manual_y
        ]
        if not spots or len(spots) > 3:
            return
        best: tuple[int, tuple[YRole, ...]] | None = None
        for roles in itertools.product((YRole.VOWEL, YRole.CONSONANT), repeat=len(spots)):
            self._declare(spots, roles)
            value = value_of()
            if best is None or value > best[0]:
                best = (value, roles)
        assert best is not None
        self._declare(spots, best[1])

    def _declare(self, spots: Sequence[tuple[int, int]], roles: Sequence[YRole]) -> None:
        for (w, i), role in zip(spots, roles, strict=True):
            slot = self._rows[w][i]
            self._rows[w][i] = DraftSlot(slot.kind, slot.card, role)


def engine_slot(slot: DraftSlot, letter_of: Callable[[int], str]) -> Slot:
    """The engine's slot for a drafted one (a Y declared a consonant says so; others don't)."""
    if slot.kind is SlotKind.ADDED_S:
        return Slot.added_s()
    y = YRole.CONSONANT if slot.y is YRole.CONSONANT else None
    if letter_of(slot.card) != "Y":
        y = None
    return Slot(slot.kind, slot.card, y)


def build_of(
    seat: int, rows: Sequence[Sequence[DraftSlot]], letter_of: Callable[[int], str]
) -> Build | None:
    """``rows`` played by ``seat`` as an engine action, or ``None`` when they are empty."""
    words = [row for row in rows if row]
    if not words:
        return None
    return Build(seat, tuple(tuple(engine_slot(s, letter_of) for s in w) for w in words))


def slots_of(play: Build) -> list[list[DraftSlot]]:
    """A played build laid out as drafted rows again (a take-back, the play on the table)."""
    return [
        [
            DraftSlot(slot.kind, -1 if slot.card is None else slot.card, slot.y or YRole.VOWEL)
            for slot in word
        ]
        for word in play.words
    ]
