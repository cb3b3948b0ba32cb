"""BuyWord on the keeping floor: its records save and read back through the registry, a themed
game finds its theme's list through the keeper's loader, the app opens its saved games, and the
statistics keep its figures (money, the dearest sale, the games alone)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from patentgame import families
from patentgame.keeping.saves import (
    SaveFileError,
    open_game,
    read_game_record,
    record_text,
    save_game,
)
from patentgame.keeping.stats import StatsStore
from patentgame.keeping.stats.buyword import figures as buyword_figures
from patentgame.model.buyword.ai.lab import GameTask, play_game
from patentgame.model.buyword.game import BuyWordGame
from patentgame.model.buyword.record import load
from patentgame.model.buyword.rules import BuyWordRules
from patentgame.model.lexicon import Lexicon


def finished_game(rules: BuyWordRules, kinds: tuple[str, ...], seed: int) -> BuyWordGame:
    """A whole game between computer players, replayed from the record the lab kept."""
    theme = None if rules.theme is None else Lexicon.load(rules.theme)
    result = play_game(
        GameTask(0, kinds, 0, seed), Lexicon.load(), rules, keep_record=True, theme_words=theme
    )
    assert result.finished and result.refused == 0 and result.record is not None
    record = families.BUYWORD.read_record(json.loads(result.record))
    game = families.BUYWORD.replay(record, Lexicon.load())
    assert isinstance(game, BuyWordGame) and game.game_over
    return game


@pytest.fixture(scope="module")
def finished() -> BuyWordGame:
    return finished_game(BuyWordRules(), ("ai:greedy", "ai:expert"), 5)


def test_a_buyword_game_saves_as_its_own_record_one_action_per_line(
    finished: BuyWordGame, tmp_path: Path
) -> None:
    text = record_text(finished)
    family, record = read_game_record(text)
    assert family is families.BUYWORD
    assert record.players == finished.players and record.lexicon_id == "en-enable"
    assert record.extra["app"].startswith("patentgame")
    document = json.loads(text)
    assert document["format"] == "patentgame-buyword-record" and "moves" not in document
    assert len(text.splitlines()) == 2 + len(finished.actions)  # the head, each action, the end
    again = families.BUYWORD.replay(record, Lexicon.load())
    assert again.summary() == finished.summary() and again.winners == finished.winners
    path = save_game(finished, tmp_path / "duel")
    assert path.name == "duel.patentgame" and load(path).actions == finished.actions


def test_the_house_reads_a_buyword_game_by_the_names_every_game_has(finished: BuyWordGame) -> None:
    # What the game model, the keeper and the statistics ask of any family's game.
    assert finished.lexicon is Lexicon.load() and finished.lexicon_id == "en-enable"
    assert finished.turns == finished.round and finished.to_act == ()
    assert [finished.score(seat) for seat in range(2)] == [finished.money(s) for s in range(2)]
    best = max(finished.score(seat) for seat in range(2))
    assert all(finished.score(seat) == best for seat in finished.winners)
    assert finished.current == finished.leader  # nobody's step once the game is over


def test_a_themed_game_replays_with_the_theme_the_loader_finds(tmp_path: Path) -> None:
    themed = finished_game(BuyWordRules(theme="en-common"), ("ai:expert",), 8)
    asked: list[str] = []

    def loader(lexicon_id: str) -> Lexicon:
        asked.append(lexicon_id)
        return Lexicon.load(lexicon_id)

    record = themed.record()
    again = families.BUYWORD.replay(record, Lexicon.load(), load_lexicon=loader)
    assert asked == ["en-common"] and again.summary() == themed.summary()


def test_a_saved_buyword_game_opens_in_the_app(finished: BuyWordGame, tmp_path: Path) -> None:
    path = tmp_path / "duel.patentgame"
    path.write_text(record_text(finished), "utf-8")
    loaded = open_game(path, Lexicon.load)
    assert isinstance(loaded.game, BuyWordGame) and loaded.game.summary() == finished.summary()
    path.write_text(record_text(finished).replace('"act": "buy"', '"act": "fly"', 1), "utf-8")
    with pytest.raises(SaveFileError) as refused:
        open_game(path, Lexicon.load)
    assert "\n" not in str(refused.value) and str(refused.value).startswith("duel.patentgame")


def test_the_statistics_keep_buyword_games_with_their_own_figures(
    finished: BuyWordGame, tmp_path: Path
) -> None:
    from datetime import datetime, timedelta

    from patentgame.model.buyword.actions import Sell
    from patentgame.model.seats import PlayerSpec

    store = StatsStore.open(tmp_path / "stats.sqlite3")
    store.add_game(finished)
    stored = store.games()
    assert [game.family for game in stored] == ["buyword"]
    assert [seat.score for seat in stored[0].seats] == [finished.money(0), finished.money(1)]
    # Two games of a person alone, replayed from the lab's records with the person's name.
    start = datetime(2026, 5, 1).astimezone()
    alone = [finished_game(BuyWordRules(), ("ai:expert",), seed) for seed in (21, 22)]
    for day, game in enumerate(alone):
        record = replace(game.record(), players=(PlayerSpec("Anna"),))
        person = families.BUYWORD.replay(record, Lexicon.load())
        game_id = store.add_game(person, start + timedelta(days=day))
    anna = next(p for p in store.profiles() if p.name == "Anna")
    figures = store.figures(buyword_figures, anna.id)
    money = [game.money(0) for game in alone]
    assert (figures.games, figures.solo_games, figures.solo_best) == (2, 2, max(money))
    assert figures.solo_in_yardstick == sum(1 for m in money if m >= 800)
    sales = [
        (event_price, action)
        for game in alone
        for action, event_price in _sale_prices(game)
        if isinstance(action, Sell)
    ]
    assert figures.best_sale_price == max(price for price, _ in sales) > 0
    outcome = store.outcomes(game_id)[0]
    assert (outcome.rating_before is None) == (outcome.rating_after is None)
    store.close()


def _sale_prices(game: BuyWordGame) -> list[tuple[object, int]]:
    """Each action of ``game`` with the price of the word it sold (0 when it sold none)."""
    from patentgame.model.buyword.events import WordSold
    from patentgame.model.buyword.replay import set_up

    fresh = set_up(game.record(), game.lexicon)
    out = []
    for action in game.actions:
        sold = [event.price for event in fresh.play(action) if isinstance(event, WordSold)]
        out.append((action, sold[0] if sold else 0))
    return out


def test_the_registry_offers_buyword_s_levels_and_players() -> None:
    family = families.family("buyword")
    assert (family.min_seats, family.max_seats, family.rule_sets) == (1, 4, ())
    assert family.rules_type() is BuyWordRules and family.default_rules() == BuyWordRules()
    assert family.read_rules({"draft": True}) == BuyWordRules(draft=True)
    assert [level.name for level in family.levels()] == ["Penny", "Sam", "Morgan", "Tycoon"]
    for player_id in family.player_ids:
        assert family.make_player(player_id, Lexicon.load()).player_id == player_id
    with pytest.raises(ValueError, match="needs a Lexicon"):
        family.make_player("ai:expert", {"cat"})
