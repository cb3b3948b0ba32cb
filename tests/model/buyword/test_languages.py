"""BuyWord in Russian and Polish words (issue 35.2): the tile sets, their derivation, games
played to the end with the real lists, and English records and games exactly as before."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from patentgame.model.board.ai.everyday import FOLDER
from patentgame.model.buyword.actions import Buy, Sell
from patentgame.model.buyword.ai.economy import EASE, derive_ease
from patentgame.model.buyword.ai.lab import GameTask, play_game
from patentgame.model.buyword.errors import IllegalReason
from patentgame.model.buyword.game import BuyWordGame, bag_starting_with
from patentgame.model.buyword.record import dumps, loads
from patentgame.model.buyword.replay import replay
from patentgame.model.buyword.rules import BuyWordRules, Checking
from patentgame.model.buyword.search import WordFinder
from patentgame.model.buyword.tiles import (
    ENGLISH,
    LETTER_TILES,
    POLISH,
    RUSSIAN,
    SET_SPAN,
    TILE_SETS,
    WILD_TILES,
    TileSet,
    derive_tile_set,
    is_wild,
    letter_of,
    pips_of,
    tile_set_for,
)
from patentgame.model.errors import RecordError
from patentgame.model.lexicon import Lexicon
from patentgame.model.seats import PlayerSpec
from tests.model.buyword.scenario import choosing_seed, start_round
from tests.model.buyword.test_components import brute_force

FIXTURE = Path(__file__).parent / "fixtures" / "english-records-before-35.json"
SOURCES = {"en": "en-common", "ru": "ru-everyday.dawg", "pl": "pl-everyday.dawg"}


def source_words(tiles: TileSet) -> Lexicon:
    """The everyday list a tile set was derived from."""
    name = SOURCES[tiles.language]
    return Lexicon.load_path(FOLDER / name) if name.endswith(".dawg") else Lexicon.load(name)


@pytest.mark.parametrize("tiles", [RUSSIAN, POLISH], ids=lambda tiles: tiles.language)
def test_each_set_has_108_letter_tiles_of_its_whole_alphabet_with_1_to_4_pips(
    tiles: TileSet,
) -> None:
    assert sum(tiles.counts.values()) == LETTER_TILES
    assert list(tiles.counts) == list(tiles.alphabet) == list(tiles.pips)
    assert len(tiles.alphabet) == {"ru": 33, "pl": 32}[tiles.language]
    assert set(tiles.pips.values()) == {1, 2, 3, 4}
    assert min(tiles.counts.values()) == 1
    assert tiles.vowels < set(tiles.alphabet)
    numbers = range(tiles.first, tiles.first + LETTER_TILES + WILD_TILES)
    assert "".join(letter_of(tile) for tile in numbers) == tiles.canonical_bag + "*" * WILD_TILES
    assert [is_wild(tile) for tile in numbers].count(True) == WILD_TILES
    assert Counter(letter_of(t) for t in numbers if not is_wild(t)) == Counter(tiles.counts)
    assert {pips_of(tile) for tile in numbers if is_wild(tile)} == {1}


def test_every_set_numbers_its_tiles_apart_and_english_keeps_0_to_116() -> None:
    assert (ENGLISH.first, ENGLISH.first_wild) == (0, 108)
    assert {tiles.first for tiles in TILE_SETS.values()} == {0, SET_SPAN, 2 * SET_SPAN}
    assert letter_of(0) == "A" and letter_of(107) == "Z" and is_wild(116)
    assert letter_of(RUSSIAN.first) == "А" and letter_of(POLISH.first_wild - 1) == "Ż"
    assert tile_set_for("pl") is POLISH and tile_set_for("es") is None


@pytest.mark.parametrize("tiles", [ENGLISH, RUSSIAN, POLISH], ids=lambda tiles: tiles.language)
def test_each_set_is_what_the_documented_derivation_gives_from_its_everyday_list(
    tiles: TileSet,
) -> None:
    frequency: Counter[str] = Counter()
    for word in source_words(tiles):
        frequency.update(word)
    counts, pips = derive_tile_set(frequency)
    assert counts == dict(tiles.counts)
    assert pips == dict(tiles.pips)
    assert derive_ease(source_words(tiles)) == dict(EASE[tiles.language])


@pytest.mark.parametrize("list_id", ["ru-forms", "pl-forms"])
def test_the_list_s_language_picks_the_tiles_and_the_record_names_them(list_id: str) -> None:
    lexicon = Lexicon.load(list_id)
    game = BuyWordGame.new([PlayerSpec("Ann")], lexicon, seed=3, lexicon_id=list_id)
    tiles = game.tile_set
    assert tiles.language == list_id[:2]
    assert all(tiles.holds(tile) for tile in game.hand(0))
    assert set(game.ledger.bag_letters()) == set(tiles.alphabet)
    data = json.loads(dumps(game.record()))
    assert data["tiles"] == tiles.language and data["lexicon"] == list_id
    assert list(data)[:5] == ["format", "version", "rules", "lexicon", "tiles"]
    assert replay(loads(dumps(game.record())), lexicon).tile_set is tiles


def test_an_english_record_names_no_tiles_and_an_unknown_set_is_refused() -> None:
    game = BuyWordGame.new([PlayerSpec("Ann")], Lexicon.load("en-enable"), seed=3)
    data = json.loads(dumps(game.record()))
    assert "tiles" not in data
    data["tiles"] = "es"
    with pytest.raises(RecordError, match="'tiles' must be one of en, pl, ru"):
        loads(json.dumps(data))
    data["tiles"] = "ru"  # an English bag is not a Russian one
    with pytest.raises(RecordError, match="'bag'"):
        loads(json.dumps(data))


def test_a_wild_stands_for_a_letter_of_the_game_s_alphabet_only() -> None:
    lexicon = Lexicon.load("ru-forms")
    bag = bag_starting_with("КОТ", RUSSIAN)
    game = BuyWordGame.new(
        [PlayerSpec("Ann")], lexicon, bag=bag, seed=choosing_seed(1, 1), lexicon_id="ru-forms"
    )
    start_round(game, 3)
    game.play(Buy(0))
    hand = [tile for tile in game.hand(0) if not is_wild(tile)]
    assert "".join(letter_of(tile) for tile in hand) == "КОТ"
    wild = next(tile for tile in game.hand(0) if is_wild(tile))
    kot = (*hand[:2], wild)
    assert game.why_illegal(Sell(0, kot, wild="T")) is IllegalReason.BAD_WILD_LETTER  # Latin T
    assert game.why_illegal(Sell(0, kot, wild="Т")) is None  # КОТ, the wild a Cyrillic Т
    assert game.why_illegal(Sell(0, (0, *hand[:1]), None)) is IllegalReason.UNKNOWN_TILE
    sold = game.play(Sell(0, kot, wild="Т"))[0]
    assert (sold.word, sold.pips) == ("КОТ", 3)  # type: ignore[attr-defined]


def test_the_search_finds_what_a_scan_of_a_russian_list_finds() -> None:
    lexicon = Lexicon.load("ru-nouns")
    finder = WordFinder(lexicon)
    assert finder.tile_set is RUSSIAN
    rng = random.Random(35)
    for _ in range(2):
        letters = "".join(rng.sample(RUSSIAN.canonical_bag, 8))
        for wilds in (0, 1):
            found = {(f.word, f.wild or "") for f in finder.find(letters, wilds)}
            assert found == brute_force(lexicon, letters, wilds, 2)
    best = finder.find("ЪЕЖСАО", 0)[0]
    assert best.pips == RUSSIAN.pips_of_letters(best.word)


@pytest.mark.parametrize("list_id", ["ru-forms", "pl-forms"])
@pytest.mark.parametrize(
    ("kinds", "rules"),
    [
        pytest.param(("ai:expert",), BuyWordRules(), marks=pytest.mark.slow),
        (("ai:strong", "ai:greedy"), BuyWordRules(checking=Checking.CHALLENGE)),
        (("ai:casual", "ai:beginner", "ai:random"), BuyWordRules(draft=True)),
    ],
    ids=["expert-alone", "strong-greedy-challenge", "casual-beginner-random-draft"],
)
def test_a_game_plays_to_the_end_with_the_real_list(
    list_id: str, kinds: tuple[str, ...], rules: BuyWordRules
) -> None:
    lexicon = Lexicon.load(list_id)
    result = play_game(
        GameTask(0, kinds, 0, 35, rules), lexicon, rules, lexicon_id=list_id, keep_record=True
    )
    assert result.finished and result.refused == 0 and result.fallbacks == 0
    assert sum(result.words) > 0
    assert result.record is not None
    record = loads(result.record)
    game = replay(record, lexicon)
    assert game.game_over and tuple(game.money(s) for s in range(len(kinds))) == result.money
    sold = [action for action in record.actions if isinstance(action, Sell)]
    tiles = game.tile_set
    for action in sold:
        assert all(tiles.holds(tile) for tile in action.tiles)
        assert action.wild is None or action.wild in tiles.alphabet


def _before() -> list[dict[str, object]]:
    games: list[dict[str, object]] = json.loads(FIXTURE.read_text("utf-8"))["games"]
    return games


@pytest.mark.parametrize("index", [0, 1, 2])
def test_english_records_written_before_replay_unchanged(index: int) -> None:
    kept = _before()[index]
    text = str(kept["record"])
    record = loads(text)
    assert dumps(record) == text  # read and written again, byte for byte
    assert record.tiles == "en"
    assert replay(record, Lexicon.load("en-enable")).summary() == kept["summary"]


@pytest.mark.parametrize("index", [0, 1])
def test_english_games_play_exactly_as_before(index: int) -> None:
    kept = loads(str(_before()[index]["record"]))
    seats = tuple(player.kind for player in kept.players)
    task = GameTask(0, seats, kept.leader or 0, kept.seed, kept.rules)
    result = play_game(task, Lexicon.load("en-enable"), kept.rules, keep_record=True)
    assert result.record == str(_before()[index]["record"])


def test_selfplay_with_a_list_buyword_has_no_tiles_for_says_so_in_one_line() -> None:
    from tests.model.buyword.test_commands import run

    for lang, sentence in (
        ("en", "BuyWord has tiles for English, Russian and Polish words only"),
        ("ru", "В BuyWord есть фишки только для английских, русских и польских слов"),
    ):
        result = run(
            "--lang", lang, "selfplay", "--game", "buyword", "--lexicon", "es-forms",
            "--seats", "ai:expert", "--games", "1",
        )  # fmt: skip
        assert result.returncode == 2 and sentence in result.stderr, result.stderr
        assert result.stderr.count("\n") == 1 and "es-forms" in result.stderr


@pytest.mark.parametrize("list_id", ["ru-forms", "pl-forms"])
def test_a_russian_or_polish_game_is_reviewed_with_its_own_tiles(list_id: str) -> None:
    from patentgame.model.buyword.ai.review import BuyWordReviewer
    from tests.model.test_game_reviews import check_buyword

    lexicon = Lexicon.load(list_id)
    rules = BuyWordRules()
    task = GameTask(0, ("ai:strong", "ai:greedy"), 0, 35, rules)
    result = play_game(task, lexicon, rules, lexicon_id=list_id, keep_record=True)
    record = loads(str(result.record))
    review = BuyWordReviewer(lexicon).review_record(record, lexicon)
    assert len(review.turns) > 10
    check_buyword(record, review)
