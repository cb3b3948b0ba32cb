"""The pure-Python floor: what every game of the house shares, and one package per game.

Shared here: the word lists (:mod:`~patentgame.model.lexicon`), the record envelope and its
loading limits (:mod:`~patentgame.model.record`), the exceptions
(:mod:`~patentgame.model.errors`), seeded randomness (:mod:`~patentgame.model.randomness`), the
seats (:mod:`~patentgame.model.seats`) and the protocol of computer players
(:mod:`~patentgame.model.ai`). Each game family has its own package beside them:
:mod:`patentgame.model.patent` is the patent game. Nothing on this floor imports Qt.
"""

from __future__ import annotations
