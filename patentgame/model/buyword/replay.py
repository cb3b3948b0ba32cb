"""Replaying a BuyWord record: the one loop every reader of a past BuyWord game uses.

A record is set up as a game (its seed, bag and first leader) and its actions are played one by
one with full validation, so a record that breaks a rule is named by its action and reason
instead of giving a game the rules never allowed. A record of the theme variant names a second
word list, the theme's, which the replay loads too. The house's registry replays any family's
record through :func:`replay_record`.

>>> from patentgame.model.seats import PlayerSpec
>>> record = Record(players=(PlayerSpec("Ann"),), seed=7)
>>> game = replay(record, {"cat"})
>>> len(game.hand(0)), game.action_count, replay(game.record(), {"cat"}).summary() == game.summary()
(8, 0, True)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from patentgame.model.buyword.game import BuyWordGame
from patentgame.model.buyword.legality import WordList
from patentgame.model.buyword.record import Record
from patentgame.model.buyword.tiles import TILE_SETS
from patentgame.model.errors import LexiconError, RecordError
from patentgame.model.games import GameRecord
from patentgame.model.record import first_steps, record_of, replaying, setting_up

#: Finds a word list by its id (raises ``LexiconError`` when there is none).
LexiconLoader = Callable[[str], WordList]

if TYPE_CHECKING:
    from patentgame.model.buyword.actions import Action
    from patentgame.model.games import PlayedGame

    # mypy --strict holds the game and its record to what the house asks of every family's.
    _HOUSE_GAME: type[PlayedGame[Action]] = BuyWordGame
    _HOUSE_RECORD: type[GameRecord] = Record


def set_up(record: Record, lexicon: WordList, theme_words: WordList | None = None) -> BuyWordGame:
    """The game of ``record`` as set up, before any action.

    Raises:
        RecordError: the setup is impossible (for example a theme without its word list).
    """
    with setting_up():
        return BuyWordGame.new(
            record.players,
            lexicon,
            record.rules,
            seed=record.seed,
            bag=record.bag,
            leader=record.leader,
            lexicon_id=record.lexicon_id,
            theme_words=theme_words,
            tile_set=TILE_SETS[record.tiles],
        )


def replay(
    record: Record,
    lexicon: WordList,
    until: int | None = None,
    theme_words: WordList | None = None,
) -> BuyWordGame:
    """Set up the game of ``record`` and apply its actions (the first ``until`` of them).

    Raises:
        RecordError: the setup is impossible, or an action is illegal (its index and reason).
    """
    game = set_up(record, lexicon, theme_words)
    for index, action in enumerate(first_steps(record.actions, until)):
        with replaying(index):
            game.play(action)
    return game


def replay_record(
    record: GameRecord,
    lexicon: WordList,
    until: int | None = None,
    load_lexicon: LexiconLoader | None = None,
) -> BuyWordGame:
    """:func:`replay` for the house's registry, which hands over any family's record; the
    theme's word list, when the record plays one, comes from ``load_lexicon`` (by default the
    built-in lists).

    Raises:
        RecordError: ``record`` is not a BuyWord record, its theme's list cannot be loaded, or
            it does not replay.
    """
    record = record_of(record, Record, "a BuyWord game")
    theme = record.rules.theme
    theme_words = None
    if theme is not None:
        if load_lexicon is None:
            from patentgame.model.lexicon import Lexicon

            load_lexicon = Lexicon.load
        try:
            theme_words = load_lexicon(theme)
        except LexiconError as error:
            raise RecordError(f"the theme's word list cannot be loaded: {error}") from None
    return replay(record, lexicon, until, theme_words)
