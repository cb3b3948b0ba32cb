"""Take-backs in the board games: the last placement, before the next player acts.

A person who has just put a word down may take it back while the play still waits for the
others (:attr:`BoardGame.pending`: nobody has challenged, played or passed since), as the patent
game's free take-back allows its own last action. Only in games of people alone: a game with a
computer player counts for a rating against it, and a take-back there would be a second try.

The earlier game is the record minus its last move, replayed (:func:`replay`): a take-back is no
special move, and the record stays a valid board record. The bag keeps its order, so the tiles
drawn after the play go back to the top of the bag.

>>> from patentgame.model.board.game import BoardGame, Seat, bag_starting_with
>>> from patentgame.model.board.moves import Place, Tile
>>> from patentgame.model.board.rules import rules_for
>>> rules = rules_for("scrabble-en")
>>> game = BoardGame.new(rules, [Seat("Ann"), Seat("Ben")], {"cat"}, seed=1,
...                      bag=bag_starting_with("cateeee", rules.tiles), start=0)
>>> can_take_back(game, 0)
False
>>> _ = game.play(Place(0, (Tile(112, "c"), Tile(113, "a"), Tile(114, "t"))))
>>> can_take_back(game, 0), can_take_back(game, 1)
(True, False)
>>> earlier = taken_back(game)
>>> earlier.action_count, earlier.rack(0) == ("c", "a", "t", "e", "e", "e", "e")
(0, True)
"""

from __future__ import annotations

from patentgame.model.board.game import BoardGame
from patentgame.model.board.moves import Place
from patentgame.model.board.replay import replay


def people_only(game: BoardGame) -> bool:
    """Whether every seat is a person's (no computer player, so no rating against one)."""
    return all(seat.is_human for seat in game.seats)


def can_take_back(game: BoardGame, seat: int) -> bool:
    """Whether ``seat`` may take back its last move now: it was a placement, it is the game's
    last move and still awaits the others (nobody acted since), and only people play."""
    if game.game_over or not game.actions or not people_only(game):
        return False
    last = game.actions[-1]
    pending = game.pending
    return (
        isinstance(last, Place)
        and last.seat == seat
        and pending is not None
        and (pending.seat == seat)
    )


def taken_back(game: BoardGame) -> BoardGame:
    """The game as it was before its last move (replayed from the record without it).

    Raises:
        ValueError: the game has no move to take back.
    """
    if not game.actions:
        raise ValueError("there is no move to take back")
    return replay(game.record(), game.lexicon, game.action_count - 1)
