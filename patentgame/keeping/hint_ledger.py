"""How a game's record keeps the hints its people saw (the optional key ``hints``).

A hint is counted where it was shown: ``[action index, seat, step]``, one entry per step (1:
the length and the earnings, 2: letters in place, 3: the whole play). Kept beside the actions,
the count survives saving and resuming, and a take-back drops the hints of the moves it undoes.
"""

from __future__ import annotations

#: The key of the hints in a saved record's optional keys.
HINTS_KEY = "hints"
#: More entries than this in a file are not read (a file is not to be trusted).
MAX_HINTS = 10_000


def read_hints(value: object) -> list[tuple[int, int, int]]:
    """A record's hints, as :meth:`PatentGameModel.restore_hints` keeps them; entries of the
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
