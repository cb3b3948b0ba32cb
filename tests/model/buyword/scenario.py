"""Set-ups for BuyWord engine tests: a known bag and a die that always shows "choice"."""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence

from patentgame.model.buyword import die
from patentgame.model.buyword.actions import Choose, Decline, Roll, StopSelling
from patentgame.model.buyword.events import Event
from patentgame.model.buyword.game import BuyWordGame, bag_starting_with
from patentgame.model.buyword.phases import Phase
from patentgame.model.buyword.rules import BuyWordRules
from patentgame.model.buyword.tiles import CANONICAL_BAG, TILE_LETTERS, letter_of
from patentgame.model.lexicon import Lexicon
from patentgame.model.seats import PlayerSpec

NAMES = ("Ann", "Bob", "Cid", "Dee")


@functools.cache
def words() -> Lexicon:
    return Lexicon.load("en-enable")


def throws(seed: int, players: int, count: int) -> list[int]:
    """The first ``count`` faces a game of ``players`` seeded with ``seed`` throws.

    `BuyWordGame.new` draws the bag's order and the first leader before any throw, given or not.
    """
    rng = random.Random(seed)
    rng.shuffle(list(CANONICAL_BAG))
    rng.randrange(players)
    return [die.roll(rng) for _ in range(count)]


@functools.cache
def choosing_seed(rounds: int, players: int) -> int:
    """The first seed whose first ``rounds`` throws all show "choice", so tests name counts."""
    for seed in range(100_000):
        if all(face == die.CHOICE for face in throws(seed, players, rounds)):
            return seed
    raise AssertionError("no such seed")


def new_game(
    players: int = 1,
    top: str = "",
    rules: BuyWordRules | None = None,
    *,
    leader: int = 0,
    rounds: int = 4,
    theme_words: object = None,
) -> BuyWordGame:
    """A game whose bag starts with ``top`` and whose first ``rounds`` throws are "choice"."""
    return BuyWordGame.new(
        [PlayerSpec(name) for name in NAMES[:players]],
        words(),
        rules,
        seed=choosing_seed(rounds, players),
        bag=bag_starting_with(top),
        leader=leader,
        theme_words=theme_words,  # type: ignore[arg-type]
    )


def start_round(game: BuyWordGame, count: int) -> list[Event]:
    """Roll (a "choice") and name ``count``; the events of both."""
    leader = game.leader
    events = list(game.play(Roll(leader)))
    assert game.die == die.CHOICE, "the test's seed ran out of 'choice' throws"
    events += game.play(Choose(leader, count))
    return events


def quiet_round(game: BuyWordGame, count: int = 5) -> list[Event]:
    """A round where everybody declines and sells nothing; ``count`` is named on "choice".

    The last round is left at its selling, for the test to play.
    """
    leader = game.leader
    events = list(game.play(Roll(leader)))
    if game.phase is Phase.CHOOSE:
        events += game.play(Choose(leader, count))
    while game.phase is not Phase.ROLL and not game.game_over and not game.final_round:
        seat = game.to_act[0]
        if game.phase is Phase.BUY:
            events += game.play(Decline(seat))
        elif game.phase is Phase.SELL:
            events += game.play(StopSelling(seat))
        else:
            raise AssertionError(f"a quiet round met {game.phase}")
    return events


def tiles_of(game: BuyWordGame, seat: int, letters: str) -> tuple[int, ...]:
    """Tiles of ``seat``'s hand spelling ``letters`` (``*`` a wild), in that order."""
    spare = list(game.hand(seat))
    out = []
    for letter in letters:
        tile = next(tile for tile in spare if TILE_LETTERS[tile] == letter)
        spare.remove(tile)
        out.append(tile)
    return tuple(out)


def hand_letters(game: BuyWordGame, seat: int) -> str:
    return "".join(sorted(letter_of(tile) for tile in game.hand(seat)))


def spelled(tiles: Sequence[int]) -> str:
    return "".join(letter_of(tile) for tile in tiles)
