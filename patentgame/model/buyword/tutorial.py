"""BuyWord's guided first game: a fixed deal and its script, as pure rules (the views add the
words).

The person (seat 0, the first leader) plays against one computer player (seat 1, "the tutor").
The bag is fixed (:data:`HEAD` first, the rest in a fixed mix) and so is the seed: the die's
first throw is a choice face and its second a 5 (seed :data:`SEED`, found by trying seeds in
order), so the lessons happen in this order:

1. **roll**: the person rolls the die: a choice face;
2. **choose**: and names 5: each player draws five tiles;
3. **buy**: the person buys the set X E D N I for (9 pips)² = $81; the tutor buys C A T E H;
4. **sell**: the person sells OX, a wild standing for the O (4 + 1 pips: $25), and is done
   selling; the tutor sells CAT;
5. round 2: the tutor rolls a 5 and buys I M P S U; **buy again**: the person buys R S T L A;
6. **keep**: the tutor sells nothing; the person keeps their tiles too (Done selling): nine
   letters now;
7. **limit**: more than 8 letter tiles at the end of a round: the person discards one;
8. **done**: round 3; the tutor plays by itself from now on; the game is not rated.

:func:`lesson` reads the lesson from the game alone, :func:`allows` says which of the person's
actions a lesson accepts, and :func:`tutor_action` is what the tutor plays when the game waits
for it.

>>> from patentgame.model.lexicon import Lexicon
>>> game = new_game(Lexicon.load("en-enable"))
>>> lesson(game), game.money(PERSON), is_guided(game)
('roll', 200, True)
"""

from __future__ import annotations

import random

from patentgame.model.buyword.actions import (
    Action,
    Buy,
    Choose,
    Discard,
    Roll,
    Sell,
    StopSelling,
)
from patentgame.model.buyword.game import BuyWordGame, bag_starting_with
from patentgame.model.buyword.phases import Phase
from patentgame.model.buyword.tiles import is_wild, letter_of
from patentgame.model.lexicon import DEFAULT_LIST, WordList
from patentgame.model.seats import PlayerSpec

PERSON = 0
TUTOR = 1
#: The computer player people meet first (it plays on by itself once the lessons are over).
TUTOR_KIND = "ai:beginner"
#: The sets in the order they are drawn: the person's and the tutor's of round 1, then the
#: tutor's and the person's of round 2 (the tutor leads it).
HEAD = "".join(("XEDNI", "CATEH", "IMPSU", "RSTLA"))
#: The seed: the first throw shows a choice face, the second a 5.
SEED = 15
#: What the person names on the choice face.
COUNT = 5
#: The person's word with a wild (the wild stands for ``WILD_FOR``) and the tutor's word.
WILD_WORD = "OX"
WILD_FOR = "O"
TUTOR_WORD = "CAT"


def _bag() -> str:
    """The head, then the other tiles in a fixed mix (the same in every Python 3)."""
    whole = bag_starting_with(HEAD)
    rest = list(whole[len(HEAD) :])
    random.Random(32).shuffle(rest)
    return HEAD + "".join(rest)


BAG = _bag()

#: The lessons in order ("done" after the last).
LESSONS = ("roll", "choose", "buy", "sell", "buy_again", "keep", "limit", "done")


def new_game(lexicon: WordList, person: str = "You", tutor: str = "Ada") -> BuyWordGame:
    """The guided game, set up: the fixed bag and seed, the person leading."""
    return BuyWordGame.new(
        [PlayerSpec(person), PlayerSpec(tutor, TUTOR_KIND)],
        lexicon,
        seed=SEED,
        bag=BAG,
        leader=PERSON,
        lexicon_id=DEFAULT_LIST,
    )


def is_guided(game: object) -> bool:
    """Whether ``game`` is BuyWord's guided game: a lesson, not a game to keep or rate."""
    return (
        isinstance(game, BuyWordGame)
        and game.seed == SEED
        and game.record().bag == BAG
        and len(game.players) == 2
    )


def lesson(game: BuyWordGame) -> str:
    """The lesson the game is at (``"done"`` after the last)."""
    if game.round == 1:
        phase = game.phase
        if phase is Phase.ROLL:
            return "roll"
        if phase is Phase.CHOOSE:
            return "choose"
        if phase is Phase.BUY:
            return "buy"
        return "sell"
    if game.round == 2:
        phase = game.phase
        if phase in (Phase.ROLL, Phase.BUY):
            return "buy_again"
        if phase is Phase.SELL:
            return "keep"
        if phase is Phase.DISCARD:
            return "limit"
    return "done"


def sold_with_wild(game: BuyWordGame) -> bool:
    """Whether the person has sold a word with a wild this game (the sell lesson's step)."""
    return any(
        isinstance(action, Sell) and action.seat == PERSON and action.wild is not None
        for action in game.actions
    )


def allows(game: BuyWordGame, action: Action) -> bool:
    """Whether the lesson accepts ``action`` (the tutor's own actions always pass)."""
    if action.seat != PERSON:
        return True
    now = lesson(game)
    if now == "roll":
        return isinstance(action, Roll)
    if now == "choose":
        return action == Choose(PERSON, COUNT)
    if now in ("buy", "buy_again"):
        return isinstance(action, Buy)
    if now == "sell":
        if sold_with_wild(game):
            return isinstance(action, StopSelling)
        return isinstance(action, Sell) and action.wild is not None and len(action.tiles) == 2
    if now == "keep":
        return isinstance(action, StopSelling)
    if now == "limit":
        return isinstance(action, Discard)
    return True


def tutor_action(game: BuyWordGame) -> Action | None:
    """What the tutor plays now, if the script waits for it (``None`` after the lessons)."""
    if game.to_act != (TUTOR,) or game.round > 2 or not is_guided(game):
        return None
    phase = game.phase
    if phase is Phase.ROLL:
        return Roll(TUTOR)
    if phase is Phase.CHOOSE:
        return Choose(TUTOR, COUNT)
    if phase is Phase.BUY:
        return Buy(TUTOR)
    if phase is Phase.SELL:
        if game.round == 1 and not _tutor_sold(game):
            return Sell(TUTOR, _spelled(game, TUTOR_WORD))
        return StopSelling(TUTOR)
    if phase is Phase.DISCARD:
        letters = [tile for tile in game.hand(TUTOR) if not is_wild(tile)]
        return Discard(TUTOR, tuple(letters[: len(letters) - 8]))
    return None


def _tutor_sold(game: BuyWordGame) -> bool:
    return any(isinstance(a, Sell) and a.seat == TUTOR for a in game.actions)


def _spelled(game: BuyWordGame, word: str) -> tuple[int, ...]:
    """``word`` laid out with the tutor's own letter tiles (the deal holds them)."""
    free = [tile for tile in game.hand(TUTOR) if not is_wild(tile)]
    tiles = []
    for letter in word:
        tile = next(tile for tile in free if letter_of(tile) == letter)
        free.remove(tile)
        tiles.append(tile)
    return tuple(tiles)
