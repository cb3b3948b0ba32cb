"""Things moving on the table: cards travel, coins fly, a bought patent flips.

``layer.py`` holds the moving pictures (a transparent layer over the table, one
``QVariantAnimation`` per flight), for any family; a family turns its events into flights in
its own package (the patent game's: ``views/patent/motion.py``). Every flight lasts at most
:data:`~patentgame.views.motion.layer.LONGEST_MS`, never takes a click or a key from the table,
and none starts under reduced motion.
"""

from __future__ import annotations

from patentgame.views.motion.layer import LONGEST_MS, Flight, MotionLayer, flight_ms

__all__ = ["LONGEST_MS", "Flight", "MotionLayer", "flight_ms"]
