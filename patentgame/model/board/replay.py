"""Replaying a board record: the one loop every reader of a past board game uses.

A record is set up as a game (its seed, start seat and bag) and its moves are played one by one
with full validation, so a record that breaks a rule is named by its move and reason instead of
giving a game the rules never allowed. The house's registry replays any family's record through
:func:`replay_record`.

>>> from patentgame.model.board.record import BoardRecord
>>> from patentgame.model.board.rules import rules_for
>>> from patentgame.model.seats import PlayerSpec
>>> record = BoardRecord(rules_for("erudit-ru"), (PlayerSpec("Аня"), PlayerSpec("Боря")), seed=7)
>>> game = replay(record, {"щука"})
>>> len(game.rack(0)), game.action_count, replay(game.record(), {"щука"}) == game
(7, 0, True)
"""

from __future__ import annotations

from patentgame.model.board.game import BoardGame
from patentgame.model.board.legality import WordList
from patentgame.model.board.record import BoardRecord
from patentgame.model.record import first_steps, registry_replay, replaying, setting_up


def set_up(record: BoardRecord, lexicon: WordList) -> BoardGame:
    """The game of ``record`` as set up, before any move.

    Raises:
        RecordError: the setup is impossible.
    """
    with setting_up():
        return BoardGame.new(
            record.rules,
            record.seats,
            lexicon,
            seed=record.seed,
            bag=record.bag,
            start=record.start,
        )


def replay(record: BoardRecord, lexicon: WordList, until: int | None = None) -> BoardGame:
    """Set up the game of ``record`` and apply its moves (the first ``until`` of them).

    Raises:
        RecordError: the setup is impossible, or a move is illegal (its index and reason).
    """
    game = set_up(record, lexicon)
    for index, move in enumerate(first_steps(record.moves, until)):
        with replaying(index, "move"):
            game.play(move, time=record.time_of(index))
    return game


#: :func:`replay` for the house's registry (its ``replay`` part).
replay_record = registry_replay(BoardRecord, "a crossword board game", replay)
