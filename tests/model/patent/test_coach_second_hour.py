"""The coach's review as a new player read it (issue 33.11): a turn whose purchase ended the
game and won it is no miss."""

from __future__ import annotations

from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.coach import Coach
from patentgame.model.patent.coach.audit import self_play_records


def test_the_purchase_that_ends_the_game_and_wins_it_is_not_the_biggest_miss() -> None:
    """Three players; seat 1 leads seat 0 (who has had the last turn) by $4, and only seat 2,
    $39 behind, still plays: buying G ends the game with seat 1 the winner. The expert buys
    it too, and the review counts nothing given up by the purchase (it was called the
    game's biggest miss: the best opponent's lead was set against every seat's last turn)."""
    lexicon = Lexicon.load("en-enable")
    record = list(self_play_records(4, 40, lexicon))[3]
    assert record.seed == 43 and len(record.players) == 3
    review = Coach(lexicon).review_game(record)
    ending = [t for t in review.turns if t.purchase is not None and t.purchase.bought == "G"]
    assert ending and ending[-1].seat == 1
    turn = ending[-1]
    assert turn.purchase is not None and turn.purchase.best == "G"
    assert turn.purchase.given_up == 0
    assert turn not in review.biggest_misses
