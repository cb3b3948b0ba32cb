"""How a game's record keeps the hints its people saw (the optional key ``hints``).

A hint is kept where it was shown: ``[action index, seat, step]``, one entry per step (1: the
length and the earnings, 2: letters in place, 3: the whole play). Kept beside the actions, the
count survives saving and resuming, and a take-back drops the hints of the moves it undoes. A
person counts hints by the moves they helped, so :func:`hints_taken` counts one per decision
however deep it went.
"""

from __future__ import annotations

#: The key of the hints in a saved record's optional keys.
HINTS_KEY = "hints"
#: More entries than this in a file are not read (a file is not to be trusted).
MAX_HINTS = 10_000


def read_hints(value: object) -> list[tuple[int, int, int]]:
    """A record's hints, as every family's game model keeps them; entries of the
    wrong shape are left out.

    >>> read_hints([[0, 0, 1], [3, 0, 2], ["x"], [4, 1, 9], [5, -1, 1]])
    [(0, 0, 1), (3, 0, 2)]
    >>> read_hints("nothing")
    []
    """
    hints: list[tuple[int, int, int]] = []
    if not isinstance(value, list):
        return hints
    for entry in value[:MAX_HINTS]:
        if (
            isinstance(entry, list)
            and len(entry) == 3
            and all(type(item) is int for item in entry)
            and entry[0] >= 0
            and entry[1] >= 0
            and 1 <= entry[2] <= 3
        ):
            hints.append((entry[0], entry[1], entry[2]))
    return hints


def hints_taken(entries: list[tuple[int, int, int]], seat: int) -> int:
    """The hints ``seat`` took: one for each decision it asked about, however many of a hint's
    three steps it opened (three presses on one turn are one hint, not three).

    >>> hints_taken([(3, 0, 1), (3, 0, 2), (3, 0, 3), (8, 0, 1), (8, 1, 1)], 0)
    2
    """
    return len({index for index, who, _step in entries if who == seat})


#: The hint's step that shows the whole play (in every family: 1 tells its size and worth, 2
#: places part of it, 3 all of it).
WHOLE_PLAY = 3


def leaned_on_hints(entries: list[tuple[int, int, int]], seat: int, turns: int) -> bool:
    """Whether the Hint played ``seat``'s game: it showed the whole play on at least half of
    the seat's ``turns`` (and on three or more). Such a game moves no rating, as a game with
    whole turns taken back does not: the rating measures the person, not the coach.

    >>> leaned_on_hints([(i, 0, 3) for i in range(0, 20, 2)], 0, 10)
    True
    >>> leaned_on_hints([(0, 0, 3), (2, 0, 1), (4, 0, 2)], 0, 10)  # one whole play: the person
    False
    >>> leaned_on_hints([(i, 1, 3) for i in range(10)], 0, 10)  # another seat's hints
    False
    """
    whole = whole_plays_shown(entries, seat)
    return whole >= 3 and 2 * whole >= turns


def whole_plays_shown(entries: list[tuple[int, int, int]], seat: int) -> int:
    """On how many decisions ``seat`` saw the whole play (the hint's last step)."""
    return len({index for index, who, step in entries if who == seat and step >= WHOLE_PLAY})
