"""BuyWord on the keeping floor: its records save and read back through the registry, a themed
game finds its theme's list through the keeper's loader, and what the app cannot show yet (a
table, statistics) is refused with one clear sentence."""

from __future__ import annotations

import json
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
from patentgame.model.buyword.ai.lab import GameTask, play_game
from patentgame.model.buyword.game import Game
from patentgame.model.buyword.record import load
from patentgame.model.buyword.rules import BuyWordRules
from patentgame.model.lexicon import Lexicon


def finished_game(rules: BuyWordRules, kinds: tuple[str, ...], seed: int) -> Game:
    """A whole game between computer players, replayed from the record the lab kept."""
    theme = None if rules.theme is None else Lexicon.load(rules.theme)
    result = play_game(
        GameTask(0, kinds, 0, seed), Lexicon.load(), rules, keep_record=True, theme_words=theme
    )
    assert result.finished and result.refused == 0 and result.record is not None
    record = families.BUYWORD.read_record(json.loads(result.record))
    game = families.BUYWORD.replay(record, Lexicon.load())
    assert isinstance(game, Game) and game.game_over
    return game


@pytest.fixture(scope="module")
def finished() -> Game:
    return finished_game(BuyWordRules(), ("ai:greedy", "ai:expert"), 5)


def test_a_buyword_game_saves_as_its_own_record_one_action_per_line(
    finished: Game, tmp_path: Path
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


def test_the_house_reads_a_buyword_game_by_the_names_every_game_has(finished: Game) -> None:
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


def test_opening_a_buyword_game_in_the_app_says_it_cannot_be_shown_yet(
    finished: Game, tmp_path: Path
) -> None:
    path = tmp_path / "duel.patentgame"
    path.write_text(record_text(finished), "utf-8")
    with pytest.raises(SaveFileError) as refused:
        open_game(path, Lexicon.load)
    message = str(refused.value)
    assert message.startswith("duel.patentgame holds a game this version of the app cannot show")
    assert "BuyWord" in message and "\n" not in message


def test_the_statistics_refuse_a_buyword_game_until_they_keep_its_figures(
    finished: Game, tmp_path: Path
) -> None:
    store = StatsStore.open(tmp_path / "stats.sqlite3")
    with pytest.raises(ValueError, match="keep no games of this family yet"):
        store.add_game(finished)
    assert store.games() == []
    store.close()


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
