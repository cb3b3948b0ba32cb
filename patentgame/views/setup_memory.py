"""The next new game as the settings keep it: read at start (File > New game starts from it)
and written back when a game starts, per family."""

from __future__ import annotations

from dataclasses import replace

from patentgame import families
from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.keeping.settings import NewGame, Settings
from patentgame.model.seats import HUMAN


def setup_of(settings: Settings) -> GameSetup:
    """The next new game ``settings`` describe."""
    new_game = settings.new_game()
    seats = tuple(
        SeatSetup(settings.player_names[i], kind, settings.player_colours[i])
        for i, kind in enumerate(new_game.seats)
    )
    return GameSetup(
        seats, lexicon_id=new_game.lexicon_id, rules=new_game.rules, family=settings.family
    )


def remembered(settings: Settings, setup: GameSetup) -> Settings | None:
    """``settings`` keeping ``setup`` as its family's next new game; ``None`` when a seat is
    one the settings cannot name (a tuned expert of the self-play lab)."""
    family = families.family(setup.family)
    kinds = (HUMAN, *family.player_ids)
    if not all(seat.kind in kinds for seat in setup.seats):
        return None
    names = [seat.name for seat in setup.seats]
    colours = [seat.colour for seat in setup.seats]
    new_game = NewGame(tuple(seat.kind for seat in setup.seats), setup.rules, setup.lexicon_id)
    return replace(
        settings.with_new_game(family.id, new_game),
        family=family.id,
        player_names=(*names, *settings.player_names[len(names) :]),
        player_colours=(*colours, *settings.player_colours[len(colours) :]),
    )
