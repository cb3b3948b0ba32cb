"""Whether a game is a guided first game, whatever its family: a lesson, which is neither kept
as an unfinished game nor rated. Each family's script knows its own deal
(``model/<family>/tutorial.py``); this asks the one of the game's family, imported only then."""

from __future__ import annotations

import importlib


def is_guided(game: object) -> bool:
    """Whether ``game`` is the guided first game of its family."""
    family = type(game).__module__.split(".")
    if family[:2] != ["patentgame", "model"] or len(family) < 3:
        return False
    if family[2] not in ("patent", "board", "buyword"):
        return False
    script = importlib.import_module(f"patentgame.model.{family[2]}.tutorial")
    return bool(script.is_guided(game))
