"""Take-backs: what a player may undo, and the game as it was before.

Two kinds, after Board Game Arena's implementation of this game:

- **Free**: the current player's own actions of the current turn, back to the last one that
  revealed something (drawn cards, a refilled pool, the Q's replacement card, an answer to a
  challenge or the automatic check) or ended a turn. Nothing hidden was learnt, so undoing them
  is fair in any game. The engine keeps that limit as :attr:`Game.settled_actions`.
- **Whole turns**: back to the start of a person's own turn, past what was revealed. Only in a
  game of one person against computer players (nobody else's turn is undone), and such a game no
  longer counts for ratings (RECORD.md's optional ``rated`` key, written ``false``).

Either way the earlier game is the record minus its last actions, replayed: a take-back is
never a special move, and the record stays a valid RECORD.md v1 record.

>>> from patentgame.model.patent.actions import Buy, Slot
>>> from patentgame.model.patent.game import DEMO_DECK, PatentGame, PlayerSpec
>>> game = PatentGame.new([PlayerSpec("Ann"), PlayerSpec("Bot", "ai:casual")], {"cat"},
...                 deck=DEMO_DECK, start=0)
>>> free_take_backs(game, 0)
0
>>> _ = game.play(Build(0, ((Slot.card_of(0), Slot.card_of(1), Slot.card_of(2)),)))
>>> free_take_backs(game, 0)  # the play awaits Bot's answer: Ann may take it back
1
>>> earlier = taken_back(game, 1)
>>> earlier.action_count, earlier.phase.value
(0, 'build')
"""

from __future__ import annotations

from dataclasses import replace
from typing import NamedTuple

from patentgame.model.patent.actions import Build
from patentgame.model.patent.game import PatentGame
from patentgame.model.patent.replay import play_through, set_up


class TurnStart(NamedTuple):
    """A turn began once ``actions`` actions had been played; it was ``seat``'s."""

    actions: int
    seat: int


def free_take_backs(game: PatentGame, seat: int) -> int:
    """How many of the last actions ``seat`` may take back without revealing anything.

    They are the current player's own actions of the current turn since the last one that
    brought news; 0 when ``seat`` is not the current player or the game is over.
    """
    if game.game_over or seat != game.current:
        return 0
    return game.action_count - game.settled_actions


def against_computers(game: PatentGame) -> bool:
    """Whether exactly one person plays, against computer players only."""
    return sum(1 for player in game.players if player.is_human) == 1


def turn_starts(game: PatentGame) -> tuple[TurnStart, ...]:
    """Where every turn of ``game`` began, the first turn first (one replay of the record)."""
    fresh = set_up(game.record(), game.lexicon)
    starts = [TurnStart(0, fresh.current)]
    for step in play_through(fresh, game.actions):
        if not step.game.game_over and step.game.turns > len(starts) - 1:
            starts.append(TurnStart(step.index + 1, step.game.current))
    return tuple(starts)


def can_take_back_whole_turn(game: PatentGame, seat: int) -> bool:
    """Whether :func:`whole_turn_target` finds a turn for ``seat`` (without replaying)."""
    if game.game_over or not against_computers(game) or not game.players[seat].is_human:
        return False
    if game.current == seat and game.action_count > game.turn_began_at:
        return True
    first_turn = (seat - game.start) % len(game.players)
    return first_turn < game.turns


def whole_turn_target(game: PatentGame, seat: int) -> int | None:
    """How many actions remain after ``seat`` takes back a whole turn, or ``None`` if it cannot.

    The target is the start of ``seat``'s own latest turn that has actions after it: the turn in
    progress when ``seat`` has acted in it, else the turn before. Only a person playing alone
    against computer players may, and not once the game is over.
    """
    if not can_take_back_whole_turn(game, seat):
        return None
    count = game.action_count
    if game.current == seat and count > game.turn_began_at:
        return game.turn_began_at
    targets = [start.actions for start in turn_starts(game) if start.seat == seat]
    earlier = [target for target in targets if target < count]
    return earlier[-1] if earlier else None


def taken_back(game: PatentGame, count: int, *, rated: bool | None = None) -> PatentGame:
    """``game`` as it was ``count`` actions ago: its record minus those actions, replayed.

    ``rated`` overrides whether the earlier game counts for ratings (``False`` after a whole
    turn is taken back); by default it keeps ``game``'s.

    Raises:
        ValueError: ``count`` is negative or more than the actions played.
    """
    if not 0 <= count <= game.action_count:
        raise ValueError(f"cannot take back {count} of {game.action_count} actions")
    record = game.record()
    kept = record.actions[: len(record.actions) - count]
    earlier = replace(record, actions=kept, rated=record.rated if rated is None else rated)
    result = set_up(earlier, game.lexicon)
    for _step in play_through(result, kept):
        pass
    return result


def build_taken_back(game: PatentGame, count: int) -> Build | None:
    """The play among the last ``count`` actions, if one is taken back (the table puts its
    words back in the word row)."""
    actions = game.actions
    for action in reversed(actions[len(actions) - count :]):
        if isinstance(action, Build):
            return action
    return None
