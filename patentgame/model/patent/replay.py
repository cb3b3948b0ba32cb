"""Replaying a record: the one loop that plays a game's actions again from its setup.

Everything that looks back at a game goes through :func:`play_through`: ``patentgame replay``
and the save files (:func:`replay`), the game log of a game opened mid-way, the replay viewer
and the statistics' figures. Each :class:`Step` carries the events an action caused and the
phase the game was in before it, which is all those readers need.

>>> from patentgame.model.patent.game import DEMO_DECK, PatentGame, PlayerSpec
>>> from patentgame.model.patent.actions import Discard
>>> game = PatentGame.new([PlayerSpec("Ann"), PlayerSpec("Bob")], set(), deck=DEMO_DECK, start=0)
>>> _ = game.play(Discard(0, ()))
>>> [type(event).__name__ for step in play_through(set_up(game.record(), set()), game.actions)
...  for event in step.events]
['CardsDiscarded', 'TurnEnded', 'TurnStarted']
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from patentgame.model.lexicon import WordList
from patentgame.model.patent.actions import Action
from patentgame.model.patent.events import Event
from patentgame.model.patent.game import PatentGame
from patentgame.model.patent.phases import Phase
from patentgame.model.patent.record import Record
from patentgame.model.record import first_steps, registry_replay, replaying, setting_up


@dataclass(frozen=True, slots=True)
class Step:
    """One action of a replay and what it did.

    Attributes:
        index: the action's index in the record's ``actions``.
        action: the action.
        events: the events it caused.
        phase_before: the phase the game was in before it (an empty discard in the ``discard``
            phase keeps the hand; in the ``build`` phase it is a pass).
        game: the game after it. It is the replayed game itself, which the next step changes:
            copy it (``game.copy()``) to keep this state.
    """

    index: int
    action: Action
    events: tuple[Event, ...]
    phase_before: Phase
    game: PatentGame


def set_up(record: Record, lexicon: WordList) -> PatentGame:
    """The game of ``record`` as set up, before any action.

    Raises:
        RecordError: the setup is impossible.
    """
    with setting_up():
        return PatentGame.new(
            record.players,
            lexicon,
            record.rules,
            seed=record.seed,
            deck=record.deck,
            start=record.start,
            lexicon_id=record.lexicon_id,
            rated=record.rated,
            last_turn_discard=record.last_turn_discard,
        )


def play_through(game: PatentGame, actions: Iterable[Action]) -> Iterator[Step]:
    """Play ``actions`` on ``game`` one by one, with full validation, yielding each step.

    Raises:
        RecordError: an action is illegal (its index and the reason).
    """
    for index, action in enumerate(actions):
        before = game.phase
        with replaying(index):
            events = game.play(action)
        yield Step(index, action, events, before, game)


def replay(record: Record, lexicon: WordList, until: int | None = None) -> PatentGame:
    """Set up the game of ``record`` and apply its actions (the first ``until`` of them).

    Raises:
        RecordError: the setup is impossible, or an action is illegal (its index and reason).
    """
    game = set_up(record, lexicon)
    for _step in play_through(game, first_steps(record.actions, until)):
        pass
    return game


#: :func:`replay` for the house's registry (its ``replay`` part).
replay_record = registry_replay(Record, "the patent game", replay)


def fresh_copy(game: PatentGame) -> PatentGame:
    """A new game set up exactly like ``game``, before its first action."""
    return set_up(game.record(), game.lexicon)
