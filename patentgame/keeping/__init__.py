"""The keeping floor: everything that keeps games, settings and figures on disk. Pure Python.

It sits between the engine (``model``) and the Qt floors: atomic writes
(:mod:`~patentgame.keeping.atomic`), the instance lock, the user's folders
(:mod:`~patentgame.keeping.paths`), save files and the autosave
(:mod:`~patentgame.keeping.saves`), settings, the game keeper that bundles autosave and
statistics, the user's imported word lists and the statistics store (:mod:`.stats`). Nothing
here imports Qt (``tests/test_architecture.py`` holds it to that), so all of it is tested,
and used by the command line, without Qt.
"""

from __future__ import annotations
