"""A game the Hint played is not rated (issue 32.8), seen as a person sees it: a whole game in
which every turn was played from the Hint's whole play (the real Hint button, pressed to its
last step), then the summary and the statistics."""

from __future__ import annotations

from pathlib import Path

from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.views.game_keeping import GameKeeping
from tests.views.table_helpers import make_window, play_until_over, shot, start_keeping


def test_a_game_the_hint_played_says_it_is_not_rated(qtbot: object, tmp_path: Path) -> None:
    window = make_window(qtbot)
    window.set_challenge_time(0)
    keeping = GameKeeping(window, tmp_path, tmp_path / "settings.json")
    assert start_keeping(window, keeping) is False
    qtbot.waitUntil(lambda: keeping.keeper.stats is not None, timeout=5000)  # type: ignore[attr-defined]
    setup = GameSetup((SeatSetup("Ann", "human", 0), SeatSetup("Ada", "ai:greedy", 1)), seed=4)
    assert window.start_game(setup)
    play_until_over(window, qtbot, 90)  # each of Ann's words is the Hint's whole play
    model = window.game_model
    assert model.is_over
    shown = model.whole_plays_shown(0)
    assert shown >= 3
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)  # type: ignore[attr-defined]
    summary = window.summary_dialog
    assert summary is not None
    shot(summary, "summary-hinted-game")
    texts = [label.text() for label in summary.findChildren(type(summary.heading))]
    assert f"Not rated: the Hint showed the whole play on {shown} turns." in texts
    assert not any(text.startswith("Rating ") for text in texts)
    stats = keeping.keeper.stats
    assert stats is not None
    (before,) = stats._db.execute(
        "SELECT rating_before FROM game_seats WHERE seat = 0 AND kind = 'human'"
    ).fetchone()
    assert before is None


def test_a_game_of_people_alone_says_it_is_not_rated(qtbot: object, tmp_path: Path) -> None:
    """Ratings move against the computers' ruler: a hot-seat game of two people rated no one,
    yet its summary said "Rating 1000 -> 1000 (+0)" to both (seen in a Russian BuyWord game)."""
    from patentgame.model.buyword.game import BuyWordGame, bag_starting_with
    from patentgame.model.lexicon import Lexicon
    from patentgame.model.seats import PlayerSpec

    window = make_window(qtbot)
    keeping = GameKeeping(window, tmp_path, tmp_path / "settings.json")
    assert keeping.start() is False
    qtbot.waitUntil(lambda: keeping.keeper.stats is not None, timeout=5000)  # type: ignore[attr-defined]
    lexicon = Lexicon.load("en-enable")
    game = BuyWordGame.new(
        [PlayerSpec("Anna"), PlayerSpec("Ben")], lexicon, bag=bag_starting_with("CAT"), seed=3
    )
    window.adopt_game(game, lexicon)
    from tests.views.buyword_helpers import play_until_over as play_buyword

    play_buyword(window, qtbot)
    assert window.game_model.is_over
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)  # type: ignore[attr-defined]
    summary = window.summary_dialog
    texts = [label.text() for label in summary.findChildren(type(summary.heading))]
    assert texts.count("Not rated: ratings move in games against computer players.") == 2
    assert not any(text.startswith("Rating ") for text in texts)
