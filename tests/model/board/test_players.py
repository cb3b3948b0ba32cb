"""The board players: legal games in every rule set, what each level knows and values, the
endgame search, challenges, and the coach's hints."""

from __future__ import annotations

import itertools
import random

import pytest

from patentgame.model.board.ai import Budget, Motive, create_player
from patentgame.model.board.ai.endgame import EndgameSearch
from patentgame.model.board.ai.equity import best_exchange, exchange_limit, lanes_opened, rank
from patentgame.model.board.ai.fitting import Sample, fit
from patentgame.model.board.ai.hints import Coach, HintStep
from patentgame.model.board.ai.leave_tables import leave_model
from patentgame.model.board.ai.leaves import features
from patentgame.model.board.ai.players import LevelPlayer
from patentgame.model.board.game import BoardGame, Seat, bag_starting_with
from patentgame.model.board.generator import MoveGenerator
from patentgame.model.board.lab import plan, play, summarize
from patentgame.model.board.moves import Challenge, Exchange, Pass, Place
from patentgame.model.board.players import PLAYER_IDS
from patentgame.model.board.rules import RULE_SETS, ChallengeRule, rules_for
from patentgame.model.board.tiles import BLANK
from patentgame.model.lexicon import Lexicon
from tests.model.board.positions import selfplay_positions
from tests.model.board.reference_ranking import reference_lanes_opened, reference_rank

PAIRS = {
    "scrabble-en": ("ai:expert", "ai:beginner"),
    "wocable-en": ("ai:strong", "ai:casual"),
    "erudit-ru": ("ai:expert", "ai:random"),
    "scrabble-ru": ("ai:greedy", "ai:strong"),
    "wocable-es": ("ai:casual", "ai:expert"),
}


@pytest.mark.parametrize("rule_set", list(RULE_SETS))
def test_players_finish_sound_games_of_every_rule_set(rule_set: str) -> None:
    rules = rules_for(rule_set)
    lexicon = Lexicon.load(rules.lexicon_id)
    game, result = play(rules, PAIRS[rule_set], lexicon, 3)
    assert result.finished and result.problems == ()
    assert game.tiles_in_play() == rules.tiles.counts()


def test_three_and_four_players_of_every_kind_play_legal_games() -> None:
    rules = rules_for("scrabble-en")
    lexicon = Lexicon.load(rules.lexicon_id)
    # Every id (the baselines, the ladder's steps and their aliases) in tables of four and three;
    # the master's games of three and four are in test_master.py (with less work a move).
    ids = tuple(kind for kind in PLAYER_IDS if kind != "ai:master")
    tables = [ids[:4], ids[4:8], ids[8:11], ids[11:14], ids[14:]]
    assert sorted(kind for table in tables for kind in table) == sorted(ids)
    assert all(3 <= len(table) <= 4 for table in tables)
    for seed, kinds in enumerate(tables):
        _, result = play(rules, kinds, lexicon, seed)
        assert result.finished and result.problems == ()


def test_the_greedy_player_plays_the_highest_score() -> None:
    lexicon = Lexicon.load("en-enable")
    game = BoardGame.new(rules_for("scrabble-en"), [Seat("a"), Seat("b")], lexicon, seed=5)
    greedy = create_player("ai:greedy", lexicon)
    rng = random.Random(1)
    for _ in range(6):
        view = game.perspective(game.current)
        best = MoveGenerator(view.rules, lexicon).generate(view.letters, view.blanks, view.rack)
        decision = greedy.choose(view, rng)
        assert isinstance(decision.move, Place)
        assert game.score_of(decision.move).score == best[0].score == decision.why.score
        game.play(decision.move)


def test_the_beginner_plays_only_everyday_words_and_the_expert_any() -> None:
    rules = rules_for("scrabble-en")
    lexicon = Lexicon.load(rules.lexicon_id)
    everyday = Lexicon.load("en-common")
    game, result = play(rules, ("ai:beginner", "ai:expert"), lexicon, 21)
    assert result.problems == ()
    board = [""] * 225
    played = {0: [], 1: []}
    for entry in game.history:
        if isinstance(entry.move, Place) and entry.play is not None:
            played[entry.seat].extend(word.word for word in entry.play.words)
    assert played[0] and all(word in everyday for word in played[0])
    assert all(word in lexicon for word in played[0] + played[1])
    del board


def test_lower_levels_miss_long_words_by_chance_but_the_expert_never() -> None:
    lexicon = Lexicon.load("en-enable")
    rules = rules_for("scrabble-en")
    game = BoardGame.new(rules, [Seat("a"), Seat("b")], lexicon,
                         bag=bag_starting_with("aeinrst", "english"), start=0)  # fmt: skip
    view = game.perspective(0)
    bingos = {
        kind: sum(
            len(create_player(kind, lexicon).choose(view, random.Random(seed)).move.tiles) == 7
            for seed in range(30)
        )
        for kind in ("ai:beginner", "ai:expert")
    }
    assert bingos["ai:expert"] == 30
    assert bingos["ai:beginner"] < 20


def test_the_expert_challenges_a_phony_and_accepts_a_valid_play() -> None:
    lexicon = Lexicon.load("en-enable")
    rules = rules_for("scrabble-en")
    for word, phony in (("zqk", True), ("cat", False)):
        game = BoardGame.new(rules, [Seat("a"), Seat("b")], lexicon,
                             bag=bag_starting_with(word + "eeee", "english"), start=0)  # fmt: skip
        game.play(Place.across(0, "H8", word))
        view = game.perspective(1)
        assert view.challengeable == (word,)
        decision = create_player("ai:expert", lexicon).choose(view, random.Random(0))
        assert isinstance(decision.move, Challenge) == phony
        if phony:
            assert decision.why.motive is Motive.CHALLENGE and decision.why.words == (word,)
    automatic = rules_for("wocable-en")
    assert automatic.challenge is ChallengeRule.AUTOMATIC


def test_exchanges_keep_the_best_tiles_and_respect_the_bag() -> None:
    model = leave_model(rules_for("scrabble-en"))
    given, kept, value = best_exchange(tuple("qqvvuui"), model, 7)  # type: ignore[misc]
    assert sorted(given + kept) == sorted("qqvvuui") and value == model.value(kept)
    assert exchange_limit(6, tuple("abcdefg"), 7) == 0
    assert exchange_limit(7, tuple("abcdefg"), 7) == 7
    assert exchange_limit(3, tuple("abcdefg"), None) == 3


def test_opening_a_triple_word_lane_counts_as_danger() -> None:
    lexicon = Lexicon.load("en-enable")
    generator = MoveGenerator(rules_for("scrabble-en"), lexicon)
    found = generator.generate([""] * 225, [False] * 225, tuple("cat"))
    by_lanes = {lanes_opened(candidate, [""] * 225) for candidate in found}
    assert 0 in by_lanes  # the centre row's three-letter words open nothing
    # H6-H8 down reaches within four squares of H1? No; a word from H4 does: H1 is 3 away.
    long = generator.generate([""] * 225, [False] * 225, tuple("carted"))
    assert any(lanes_opened(candidate, [""] * 225) for candidate in long)


def test_the_ranking_equals_the_reference_ranking_value_by_value_and_in_order() -> None:
    """The faster ranking (leave keys summed from the tile codes, lanes found once) gives every
    move the same equity, leave, leave value and danger as the plain one, in the same order,
    with any bag, leave weight and shortlist, blanks on the rack and swapped from the board."""
    rng = random.Random(373)
    compared = 0
    for rule_set, options, blanks in (
        ("scrabble-en", {}, 1),
        ("erudit-ru", {"blank_swap": True}, 2),
        ("wocable-es", {}, 0),
        ("scrabble-ru", {}, 2),
    ):
        for position in itertools.islice(
            selfplay_positions(rule_set, 1, every=5, seed=11, blanks=blanks, **options), 6
        ):
            rules = position.rules
            found = MoveGenerator(rules, Lexicon.load(rules.lexicon_id)).generate(
                position.letters, position.blanks, position.rack
            )
            model = leave_model(rules)
            for candidate in found[:30]:
                assert lanes_opened(candidate, position.letters) == reference_lanes_opened(
                    candidate, position.letters
                )
            for _ in range(3):
                settings = {
                    "bag_count": rng.choice((0, 3, 40)),
                    "leave_factor": rng.choice((0.0, 0.5, 1.0)),
                    "danger_weight": rng.choice((0.0, 1.0, 5.0)),
                    "shortlist": rng.choice((1, 40, len(found))),
                }
                args = (found, position.rack, position.letters, settings.pop("bag_count"), model)
                assert rank(*args, **settings) == reference_rank(*args, **settings)
                compared += 1
    assert compared >= 60


def test_the_fit_recovers_known_leave_values() -> None:
    tiles = rules_for("scrabble-en").tiles
    rng = random.Random(3)
    truth = {"s": 8.0, "?": 20.0, "q": -7.0}
    bag = tiles.bag()
    samples = []
    for _ in range(3000):
        leave = rng.sample(bag, rng.randint(0, 6))
        value = 30 + sum(truth.get(tile, 0.0) for tile in set(leave)) + rng.gauss(0, 3)
        samples.append(Sample(tuple(features(leave, tiles)), round(value)))
    weights, constant, r2 = fit(samples, ridge=0.1)
    names = [f"first:{tile}" for tile in (*tiles.alphabet, BLANK)]
    got = dict(zip(names, weights, strict=False))
    assert abs(got["first:s"] - 8) < 1 and abs(got["first:?"] - 20) < 1.5
    assert abs(got["first:q"] + 7) < 1.5 and abs(constant - 30) < 1 and r2 > 0.7


def _exact(generator, letters, blanks, mine, theirs, passed, values) -> int:  # type: ignore[no-untyped-def]
    """The exact endgame value by plain minimax over every move (tiny racks only)."""
    best = (
        sum(values[t] for t in theirs) - sum(values[t] for t in mine)
        if passed
        else -_exact(generator, letters, blanks, theirs, mine, True, values)
    )
    for move in generator.generate(letters, blanks, mine):
        if len(move.codes) == len(mine):
            value = move.score + 2 * sum(values[t] for t in theirs)
        else:
            board, flags = list(letters), list(blanks)
            for tile in move.tiles:
                board[tile.square], flags[tile.square] = tile.letter, tile.blank
            value = move.score - _exact(generator, board, flags, theirs, move.leave(mine), False,
                                        values)  # fmt: skip
        best = max(best, value)
    return best


def test_the_endgame_search_is_exact_on_small_endgames() -> None:
    rules = rules_for("scrabble-en")
    lexicon = Lexicon.load(rules.lexicon_id)
    generator = MoveGenerator(rules, lexicon)
    values = {**rules.tiles.values()}
    checked = 0
    for seed in itertools.count(40):
        game = BoardGame.new(rules, [Seat("a"), Seat("b")], lexicon, seed=seed)
        greedy = create_player("ai:greedy", lexicon)
        rng = random.Random(seed)
        while not game.game_over and (game.bag_count or max(len(game.rack(s)) for s in (0, 1)) > 2):
            game.play(greedy.choose(game.perspective(game.current), rng).move)
        if game.game_over or game.phase.value != "play":
            continue
        seat = game.current
        mine, theirs = game.rack(seat), game.rack(1 - seat)
        search = EndgameSearch(
            generator, seconds=None, root_width=1000, width=1000, max_depth=6, max_generations=10**6
        )
        plan_found = search.best(game.letters, game.blanks, mine, theirs)
        assert plan_found.depth == 6
        exact = _exact(generator, list(game.letters), list(game.blanks), mine, theirs, False,
                       values)  # fmt: skip
        assert plan_found.spread == exact
        checked += 1
        if checked == 3:
            break


def test_the_expert_searches_the_endgame_within_its_budget() -> None:
    rules = rules_for("scrabble-en")
    lexicon = Lexicon.load(rules.lexicon_id)
    game = BoardGame.new(rules, [Seat("a"), Seat("b")], lexicon, seed=8)
    greedy = create_player("ai:greedy", lexicon)
    rng = random.Random(8)
    while game.bag_count:
        game.play(greedy.choose(game.perspective(game.current), rng).move)
    expert = create_player("ai:expert", lexicon)
    decision = expert.choose(game.perspective(game.current), rng, Budget(seconds=5))
    assert decision.why.motive in (Motive.ENDGAME, Motive.GOES_OUT, Motive.ACCEPT)
    assert game.why_illegal(decision.move) is None


def test_the_coach_ranks_best_plays_and_reveals_them_step_by_step() -> None:
    lexicon = Lexicon.load("en-enable")
    game = BoardGame.new(rules_for("scrabble-en"), [Seat("a"), Seat("b")], lexicon, seed=12)
    for _ in range(4):
        game.play(create_player("ai:greedy", lexicon).choose(game.perspective(game.current),
                                                              random.Random(0)).move)  # fmt: skip
    view = game.perspective(game.current)
    coach = Coach(lexicon)
    best = coach.best_plays(view, 5)
    assert len(best) == 5
    assert [play.equity for play in best] == sorted((play.equity for play in best), reverse=True)
    for found in best:
        assert game.why_illegal(found.move) is None
        assert game.score_of(found.move).score == found.score == found.why.score
        assert found.words == game.words_of(found.move)
    hints = [coach.hint(view, step) for step in HintStep]
    assert [hint.step for hint in hints if hint] == list(HintStep)
    first, second, third = hints
    assert first and second and third
    assert (first.shown == () and 0 < len(second.shown) < len(third.shown)) or third.tiles_used == 1
    assert third.shown == best[0].move.tiles and first.score == best[0].score
    assert first.word_length == len(best[0].words[0])


def test_every_level_is_a_level_player_and_tuning_is_checked() -> None:
    lexicon = Lexicon.load("en-enable")
    for kind in ("ai:beginner", "ai:casual", "ai:strong", "ai:expert"):
        assert isinstance(create_player(kind, lexicon), LevelPlayer)
    tuned = create_player("ai:expert@leave=0.5,danger=4", lexicon)
    assert isinstance(tuned, LevelPlayer) and tuned.style.leave == 0.5
    with pytest.raises(ValueError, match="known"):
        create_player("ai:grandmaster", lexicon)
    with pytest.raises(ValueError, match="tunable"):
        create_player("ai:expert@wisdom=3", lexicon)


def test_the_lab_rotates_seats_and_summarises_like_the_patent_lab() -> None:
    tasks = plan(["ai:greedy", "ai:random"], 4, 7)
    assert [(task.kinds[0], task.seed) for task in tasks] == [
        ("ai:greedy", 7), ("ai:random", 7), ("ai:greedy", 8), ("ai:random", 8)
    ]  # fmt: skip
    rules = rules_for("wocable-es")
    lexicon = Lexicon.load(rules.lexicon_id)
    results = [play(rules, task.kinds, lexicon, task.seed, index=task.index)[1] for task in tasks]
    summary = summarize(["ai:greedy", "ai:random"], results)
    assert summary["games"] == 4 and summary["illegal_moves"] == 0
    assert summary["wins"]["ai:greedy"] + summary["wins"]["ai:random"] + summary["draws"] == 4
    assert set(summary["decision_ms"]["ai:greedy"]) == {"p50", "p95", "p99", "max"}


def test_no_play_means_an_exchange_or_a_pass() -> None:
    lexicon = Lexicon.load("en-enable")
    rules = rules_for("scrabble-en")
    game = BoardGame.new(rules, [Seat("a"), Seat("b")], lexicon,
                         bag=bag_starting_with("vvwwjkx", "english"), start=0)  # fmt: skip
    # V V W W J K X make no word on an empty board.
    for kind in PLAYER_IDS:
        move = create_player(kind, lexicon).choose(game.perspective(0), random.Random(0)).move
        assert isinstance(move, Exchange | Pass)
        assert game.why_illegal(move) is None


def test_the_everyday_vocabularies_match_their_manifest_and_lists() -> None:
    import subprocess
    import sys
    from pathlib import Path

    script = Path(__file__).resolve().parents[3] / "wordlists" / "everyday.py"
    result = subprocess.run([sys.executable, str(script), "--check"], capture_output=True,
                            text=True, check=False)  # fmt: skip
    assert result.returncode == 0, result.stderr
    from patentgame.model.board.ai.everyday import load_everyday

    russian = load_everyday(rules_for("erudit-ru"))
    spanish = load_everyday(rules_for("wocable-es"))
    assert russian is not None and spanish is not None
    assert "вода" in russian and "ёлка" in russian and "щука" in russian
    assert "агглютинация" not in russian  # a word of the list, but not an everyday one
    assert "año" in spanish and "casa" in spanish and "ñandú" not in spanish


def test_the_russian_beginner_plays_everyday_words() -> None:
    rules = rules_for("scrabble-ru")
    lexicon = Lexicon.load(rules.lexicon_id)
    from patentgame.model.board.ai.everyday import load_everyday

    everyday = load_everyday(rules)
    assert everyday is not None
    game, result = play(rules, ("ai:beginner", "ai:greedy"), lexicon, 5)
    assert result.problems == ()
    words = [
        word.word
        for entry in game.history
        if entry.seat == 0 and entry.play is not None
        for word in entry.play.words
    ]
    assert words and all(word in everyday for word in words)


def test_a_game_of_levels_replays_the_same_from_its_seed() -> None:
    rules = rules_for("erudit-ru")
    lexicon = Lexicon.load(rules.lexicon_id)
    first, _ = play(rules, ("ai:expert", "ai:casual"), lexicon, 17)
    again, _ = play(rules, ("ai:expert", "ai:casual"), lexicon, 17)
    assert first == again and first.game_over


def test_board_players_answer_through_the_house_protocol_and_the_registry() -> None:
    from patentgame import families
    from patentgame.model.ai import Decision

    rules = rules_for("scrabble-en")
    lexicon = Lexicon.load(rules.lexicon_id)
    game = BoardGame.new(
        rules, [Seat("Ann", "ai:expert"), Seat("Bo", "ai:casual")], lexicon, seed=5
    )
    levels = families.BOARD.levels()
    assert [level.id for level in levels][:4] == ["ai:match", "ai:level-1", "ai:level-2",
                                                  "ai:beginner"]  # fmt: skip
    assert levels[-1].id == "ai:master"  # above the expert
    assert all(level.name and level.description for level in levels)
    for level in levels[1:]:  # "match my level" is a choice the app resolves to a step
        player = families.BOARD.make_player(level.id, lexicon)
        decision = player.choose(game.perspective(game.current), random.Random(1), Budget())
        assert isinstance(decision, Decision) and decision.action == decision.move
        assert game.why_illegal(decision.action) is None
        assert (
            decision.reason.startswith("played ")
            and decision.why.words[0].upper() in decision.reason
        )
