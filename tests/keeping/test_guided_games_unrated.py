"""The board games' and BuyWord's guided first games move no rating (their records cannot say
``"rated": false`` as the patent game's does: the stored record says it), now and when the
ratings are recomputed from the stored games; and the keeper knows them as lessons."""

from __future__ import annotations

import random
from datetime import datetime
from pathlib import Path

from patentgame.keeping.stats import StatsStore
from patentgame.model.ai import Budget
from patentgame.model.buyword import tutorial
from patentgame.model.buyword.actions import Buy, Choose, Discard, Roll, Sell, StopSelling
from patentgame.model.buyword.ai.levels import create_player
from patentgame.model.buyword.game import BuyWordGame
from patentgame.model.buyword.tiles import is_wild, letter_of
from patentgame.model.guided import is_guided
from patentgame.model.lexicon import Lexicon

T0 = datetime(2026, 12, 6, 20, 0).astimezone()


def _person_step(game: BuyWordGame) -> None:
    """The person's action of the lesson the game is at."""
    now = tutorial.lesson(game)
    hand = game.hand(tutorial.PERSON)
    if now == "roll":
        action: object = Roll(0)
    elif now == "choose":
        action = Choose(0, tutorial.COUNT)
    elif now in ("buy", "buy_again"):
        action = Buy(0)
    elif now == "sell" and not tutorial.sold_with_wild(game):
        wild = next(tile for tile in hand if is_wild(tile))
        x = next(tile for tile in hand if not is_wild(tile) and letter_of(tile) == "X")
        action = Sell(0, (wild, x), tutorial.WILD_FOR)
    elif now in ("sell", "keep"):
        action = StopSelling(0)
    else:
        letters = [tile for tile in hand if not is_wild(tile)]
        action = Discard(0, tuple(letters[8:]))
    assert tutorial.allows(game, action), (now, action)  # type: ignore[arg-type]
    game.play(action)  # type: ignore[arg-type]


def finished_guided_game() -> BuyWordGame:
    """BuyWord's guided game, its lessons as the script teaches them, then played out by two
    computer players."""
    lexicon = Lexicon.load("en-enable")
    game = tutorial.new_game(lexicon, "Anna")
    while tutorial.lesson(game) != "done":
        tutor = tutorial.tutor_action(game)
        if tutor is not None:
            game.play(tutor)
        else:
            _person_step(game)
    players = [create_player("ai:greedy", lexicon) for _ in range(2)]
    rng = random.Random(1)
    while not game.game_over:
        seat = game.to_act[0]
        game.play(players[seat].choose(game.perspective(seat), rng, Budget()).action)
    return game


def test_a_finished_guided_game_is_stored_unrated_and_stays_so(tmp_path: Path) -> None:
    game = finished_guided_game()
    assert is_guided(game) and game.round > 3
    with StatsStore.open(tmp_path / "stats.sqlite3") as store:
        guided = store.add_game(game, T0)
        assert '"rated": false' in store.game_record(guided)
        anna = store.outcomes(guided)[0]
        assert anna.rating_before is None and anna.rating_after is None
        store.delete_game(guided + 1)  # no such game: every rating is recomputed all the same
        assert store.outcomes(guided)[0].rating_after is None
        assert store.recent_form("Anna", "buyword").results == ()
