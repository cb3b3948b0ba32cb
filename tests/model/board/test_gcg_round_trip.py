"""Every game the app writes as GCG, it reads back to the same scores (issue 36.15): games the
computer players play to the end under every English rule set and every option that decides
how a game is scored and ends (end rule, end bonus, challenge rule), with phonies withdrawn and
wrong challenges, read back through the path File > Open takes; and names that would break a
GCG line (a ``:``, two players of one name, a line break) are written so they cannot."""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

import pytest

from patentgame import families
from patentgame.model.board import gcg
from patentgame.model.board.ai import create_player
from patentgame.model.board.game import BoardGame, Seat, bag_starting_with
from patentgame.model.board.history import EntryKind
from patentgame.model.board.moves import Exchange, Place, Swap
from patentgame.model.board.rules import (
    RULE_SETS,
    ChallengeRule,
    EndBonus,
    EndRule,
    ExchangeOrder,
    rules_for,
)
from patentgame.model.errors import RecordError
from patentgame.model.lexicon import Lexicon
from tests.model.board.helpers import stacked

ENGLISH = [rule_set for rule_set, info in RULE_SETS.items() if info.rules.tiles.id == "english"]


@cache
def lexicon(lexicon_id: str) -> Lexicon:
    return Lexicon.load(lexicon_id)


def finished_game(
    rule_set: str,
    seed: int,
    *,
    words: str = "en-enable",
    player_words: tuple[str, str] = ("en-enable", "en-enable"),
    seats: tuple[str, str] = ("Ann Lee", "Bob"),
    **options: object,
) -> BoardGame:
    """A game of two greedy computer players to its end, checked against ``words``, each
    player knowing ``player_words``: one that knows more words plays phonies the other
    challenges; one that knows fewer challenges good words. The player who did not make the
    last play is asked first whether to challenge it, as the app's table asks."""
    rules = rules_for(rule_set, **options)
    players = [create_player("ai:greedy", lexicon(known)) for known in player_words]
    game = BoardGame.new(rules, [Seat(seats[0]), Seat(seats[1])], lexicon(words), seed=seed)
    rngs = [random.Random(seed * 16 + seat) for seat in (0, 1)]
    while not game.game_over:
        pending = game.pending
        seat = game.current if pending is None else 1 - pending.seat
        game.play(players[seat].choose(game.perspective(seat), rngs[seat]).move)
    return game


def read_back(game: BoardGame, tmp_path: Path) -> gcg.GcgGame:
    """The game written as the app's Save As writes it, read as File > Open reads it."""
    text = families.BOARD.export_text(game)
    assert text is not None
    path = tmp_path / "game.gcg"
    path.write_text(text, "utf-8")
    found = families.import_file(path, families.playable())
    assert found is not None
    family, imported = found
    assert family is families.BOARD and isinstance(imported, gcg.GcgGame)
    return imported


CASES = [
    pytest.param(
        rule_set,
        end_rule,
        end_bonus,
        challenge,
        id=f"{rule_set}-{end_rule.value}-{end_bonus.value}-{challenge.value}",
    )
    for rule_set in ENGLISH
    for end_rule in EndRule
    for end_bonus in EndBonus
    for challenge in ChallengeRule
]


@pytest.mark.parametrize(("rule_set", "end_rule", "end_bonus", "challenge"), CASES)
def test_every_game_the_app_writes_reads_back_to_its_scores(
    rule_set: str,
    end_rule: EndRule,
    end_bonus: EndBonus,
    challenge: ChallengeRule,
    tmp_path: Path,
) -> None:
    options = {"end_rule": end_rule, "end_bonus": end_bonus, "challenge": challenge}
    games = [finished_game(rule_set, 3, **options)]
    if challenge is not ChallengeRule.AUTOMATIC:  # phonies withdrawn; good words challenged
        games.append(finished_game(rule_set, 4, words="en-common",
                                   player_words=("en-enable", "en-common"), **options))  # fmt: skip
        games.append(finished_game(rule_set, 5, player_words=("en-enable", "en-common"),
                                   **options))  # fmt: skip
    for game in games:
        again = read_back(game, tmp_path)
        assert again.totals() == game.scores
        assert again.game.game_over and again.winners() == game.winners
        assert [(e.seat, e.kind, e.score, e.total) for e in again.game.history] == [
            (e.seat, EntryKind.PASS if e.kind is EntryKind.LOST_TURN else e.kind, e.score,
             e.total) for e in game.history
        ]  # fmt: skip


def test_the_games_above_meet_what_they_are_meant_to() -> None:
    """The challenge cases do hold phonies withdrawn, wrong challenges and their bonuses."""
    kinds = set()
    for seed, words, known, challenge in (
        (4, "en-common", ("en-enable", "en-common"), ChallengeRule.VOID),
        (5, "en-enable", ("en-enable", "en-common"), ChallengeRule.VOID),
        (5, "en-enable", ("en-enable", "en-common"), ChallengeRule.POINTS),
    ):
        game = finished_game("scrabble-en", seed, words=words, player_words=known,
                             challenge=challenge)  # fmt: skip
        kinds |= {entry.kind for entry in game.history}
    assert {EntryKind.WITHDRAWN, EntryKind.LOST_TURN, EntryKind.CHALLENGE_BONUS} <= kinds


def test_the_app_s_own_rules_read_back_with_no_scoreless_limit(tmp_path: Path) -> None:
    for rule_set in ENGLISH:
        game = finished_game(rule_set, 6, scoreless_limit=0)
        assert read_back(game, tmp_path).totals() == game.scores


def test_a_game_that_ends_on_an_exchange_counts_the_rack_drawn(tmp_path: Path) -> None:
    """The tiles drawn in the last exchange are not in the file; the end line names the rack
    they made, and the engine's end points are counted from it."""
    rules = rules_for("scrabble-en", end_rule=EndRule.SCORELESS, scoreless_turns=2)
    game = BoardGame.new(
        rules, [Seat("Ann"), Seat("Bob")], {"cat"}, seed=3,
        bag=bag_starting_with("catxyzq", "english"), start=0,
    )  # fmt: skip
    game.play(Place.across(0, "H8", "cat"))
    game.play(Exchange(1, game.rack(1)[:3]))
    game.play(Exchange(0, game.rack(0)[:2]))
    assert game.game_over and game.history[-1].kind is EntryKind.END_RACK
    assert read_back(game, tmp_path).totals() == game.scores


@pytest.mark.parametrize(
    ("names", "nicks"),
    [
        (("Dr: Who", "Amy"), ("Dr_Who", "Amy")),
        (("Ann", "Ann"), ("Ann", "Ann_2")),
        (("Zoë Ann\nLee", " "), ("Zoë_Ann_Lee", "player2")),
    ],
)
def test_names_that_would_break_a_line_are_written_so_they_cannot(
    names: tuple[str, str], nicks: tuple[str, str], tmp_path: Path
) -> None:
    game = finished_game("scrabble-en", 7, seats=names)
    text = gcg.write(game)
    assert f"#player1 {nicks[0]} " in text and f"#player2 {nicks[1]} " in text
    again = read_back(game, tmp_path)
    assert again.nicks == nicks and again.totals() == game.scores
    assert again.names[0] == " ".join(names[0].split())


def test_a_game_with_a_blank_taken_from_the_board_is_not_written_as_gcg() -> None:
    """GCG cannot say that a play took a blank off the board: such a game is kept as a
    .patentgame file (Save As says so) rather than written wrong."""
    game = stacked("scrabble-en", "?atsdog" + "cooooat", ["cat", "at", "act", "ta", "cats"],
                   blank_swap=True)  # fmt: skip
    game.play(Place.across(0, "H8", "Cat"))
    assert families.BOARD.export_text(game) is not None
    game.play(Place(1, Place.down(1, "H9", "At").tiles, (Swap(game.letters.index("c"), "c"),)))
    assert families.BOARD.export_text(game) is None


@pytest.mark.parametrize("rule_set", ENGLISH)
def test_a_file_the_app_wrote_before_it_named_the_rules_still_opens(
    rule_set: str, tmp_path: Path
) -> None:
    """Files saved before the rules note existed hold a game of the rule set's own rules:
    when tournament rules refuse one, those are tried."""
    game = finished_game(rule_set, 8)
    text = gcg.write(game)
    older = "\n".join(line for line in text.splitlines() if gcg.RULES_NOTE not in line)
    assert gcg.read(older).totals() == game.scores
    with pytest.raises(RecordError, match="line 4: the engine counts"):  # no note: line 4
        gcg.read(older.replace(f" +{game.history[0].score} ", " +999 ", 1))


@pytest.mark.parametrize("rule_set", ENGLISH)
def test_a_game_on_a_time_per_game_reads_back_with_its_time_penalties(
    rule_set: str, tmp_path: Path
) -> None:
    rules = rules_for(rule_set, game_minutes=5)
    player = create_player("ai:greedy", lexicon("en-enable"))
    game = BoardGame.new(rules, [Seat("Ann"), Seat("Bob")], lexicon("en-enable"), seed=3)
    rng = random.Random(1)
    while not game.game_over:
        seat = game.current if game.pending is None else 1 - game.pending.seat
        game.play(player.choose(game.perspective(seat), rng).move, time=(40_000, 5_000)[seat])
    assert any(entry.kind is EntryKind.TIME_PENALTY for entry in game.history)
    again = read_back(game, tmp_path)
    assert again.totals() == game.scores and again.winners() == game.winners


def test_a_game_a_gcg_file_cannot_tell_is_not_written_as_one() -> None:
    """Mixed before drawing (the return-first exchange order), the tiles of a last exchange
    cannot be given the rack the end line counts: rather than a file it would refuse, the app
    writes no GCG for such a game (Save As says to keep it as a .patentgame file)."""
    rules = rules_for(
        "scrabble-en", end_rule=EndRule.SCORELESS, scoreless_turns=2,
        exchange_order=ExchangeOrder.RETURN_FIRST,
    )  # fmt: skip
    game = BoardGame.new(
        rules, [Seat("Ann"), Seat("Bob")], {"cat"}, seed=3,
        bag=bag_starting_with("catxyzq", "english"), start=0,
    )  # fmt: skip
    game.play(Place.across(0, "H8", "cat"))
    game.play(Exchange(1, game.rack(1)[:3]))
    game.play(Exchange(0, game.rack(0)[:2]))
    assert game.game_over
    with pytest.raises(RecordError):
        gcg.read(gcg.write(game))
    assert families.BOARD.export_text(game) is None
