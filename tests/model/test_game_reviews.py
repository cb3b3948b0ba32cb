"""The board games' and BuyWord's reviews (issue 32.2): every decision beside the expert's best
option from the same position, never a best worth less than the choice made.

The quick tests review a few self-play games of each family; the ``slow`` ones a hundred each
(``pytest -m slow``). Games are played by a mix of levels, the random player too, so the
reviewed choices range from the expert's to nonsense; BuyWord's include the challenge variant
(words refused), the three-letter minimum, the draft and the auction.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from patentgame.model.board import gcg
from patentgame.model.board.ai.review import BoardReviewer
from patentgame.model.board.lab import play
from patentgame.model.board.moves import Exchange, Pass, Place
from patentgame.model.board.phases import Phase
from patentgame.model.board.record import BoardRecord, record_of
from patentgame.model.board.replay import set_up
from patentgame.model.board.rules import rules_for
from patentgame.model.buyword.actions import Buy, Decline, Discard, Sell, StopSelling
from patentgame.model.buyword.ai.lab import GameTask, play_game
from patentgame.model.buyword.ai.review import BuyWordReviewer
from patentgame.model.buyword.record import Record, loads
from patentgame.model.buyword.rules import BuyWordRules, Checking
from patentgame.model.lexicon import Lexicon
from patentgame.model.review import GameReview, Kind, Unit

GCG_FILES = Path(__file__).parent / "board" / "gcg"

#: The board games' seatings in turn (rule set, players), every level against another.
BOARD_GAMES = (
    ("scrabble-en", ("ai:casual", "ai:random")),
    ("erudit-ru", ("ai:beginner", "ai:strong")),
    ("scrabble-en", ("ai:greedy", "ai:expert", "ai:random")),
    ("wocable-es", ("ai:random", "ai:casual")),
    ("scrabble-ru", ("ai:strong", "ai:greedy")),
)
#: BuyWord's seatings and rules in turn.
BUYWORD_GAMES = (
    (("ai:casual", "ai:random"), BuyWordRules()),
    (("ai:random", "ai:beginner", "ai:greedy"), BuyWordRules(checking=Checking.CHALLENGE)),
    (("ai:expert",), BuyWordRules(min_word=3)),
    (("ai:strong", "ai:random"), BuyWordRules(checking=Checking.CHALLENGE)),
    (("ai:casual", "ai:expert"), BuyWordRules(draft=True)),
    (("ai:random", "ai:expert", "ai:greedy"), BuyWordRules(auction=True)),
)

_LEXICONS: dict[str, Lexicon] = {}


def lexicon(lexicon_id: str) -> Lexicon:
    if lexicon_id not in _LEXICONS:
        _LEXICONS[lexicon_id] = Lexicon.load(lexicon_id)
    return _LEXICONS[lexicon_id]


def board_records(games: int, seed: int, first: int = 0) -> Iterator[BoardRecord]:
    """``games`` seeded games of the board family's rule sets and players, from the ``first``."""
    for index in range(first, first + games):
        rule_set, kinds = BOARD_GAMES[index % len(BOARD_GAMES)]
        rules = rules_for(rule_set)
        game, _ = play(rules, kinds, lexicon(rules.lexicon_id), seed + index, check=False)
        yield record_of(game)


def buyword_records(games: int, seed: int, first: int = 0) -> Iterator[Record]:
    """``games`` seeded BuyWord games of its rules and players, from the ``first``."""
    for index in range(first, first + games):
        kinds, rules = BUYWORD_GAMES[index % len(BUYWORD_GAMES)]
        task = GameTask(index, kinds, index % len(kinds), seed + index)
        result = play_game(task, lexicon("en-enable"), rules, keep_record=True)
        assert result.record is not None
        yield loads(result.record)


def check_review(review: GameReview) -> None:
    """The rules every review keeps: the best is never worth less than the choice made, the
    value given up is the difference, the best options come best first."""
    for turn in review.turns:
        assert turn.best.value >= turn.made.value - 1e-9, turn
        assert turn.given_up == pytest.approx(max(0.0, turn.best.value - turn.made.value))
        values = [option.value for option in turn.top]
        assert values == sorted(values, reverse=True) and 1 <= len(values) <= 3
        assert turn.best.value >= values[0] - 1e-9
    for seat, line in review.series.items():
        assert len(line) == sum(turn.seat == seat for turn in review.turns)
        assert list(line) == sorted(line)  # a running total of what was given up
    misses = review.biggest_misses
    assert len(misses) <= 3 and all(turn.given_up > 0 for turn in misses)


def check_board(record: BoardRecord, review: GameReview) -> None:
    """Every play, exchange and pass of the seat to move is a turn of the review, in order."""
    game = set_up(record, lexicon(record.rules.lexicon_id))
    chosen = []
    for index, move in enumerate(record.moves):
        if (
            isinstance(move, Place | Exchange | Pass)
            and game.phase is Phase.PLAY
            and move.seat == game.current
        ):
            chosen.append(index)
        game.play(move)
    assert [turn.action_index for turn in review.turns] == chosen
    assert review.unit is Unit.EQUITY and review.family == "board"
    assert review.game_over == game.game_over
    check_review(review)


def check_buyword(record: Record, review: GameReview) -> None:
    """Each reviewed decision is a purchase, a sale, a stop or a discard."""
    for turn in review.turns:
        action = record.actions[turn.action_index]
        assert isinstance(action, Buy | Decline | Sell | StopSelling | Discard)
        assert action.seat == turn.seat
    assert review.unit is Unit.MONEY and review.family == "buyword"
    check_review(review)


def test_a_few_board_games_reviewed_keep_the_rules() -> None:
    for record in board_records(5, 40):
        review = BoardReviewer(lexicon(record.rules.lexicon_id)).review_record(record)
        assert len(review.turns) > 10
        check_board(record, review)


def test_a_few_buyword_games_reviewed_keep_the_rules() -> None:
    kinds: set[Kind] = set()
    for record in buyword_records(4, 40):
        review = BuyWordReviewer(lexicon("en-enable")).review_record(record, lexicon("en-enable"))
        assert review.turns[0].turn == 0  # the first round, counted from 0 as turns are
        check_buyword(record, review)
        kinds |= {turn.made.kind for turn in review.turns}
    assert {Kind.BUY, Kind.DECLINE, Kind.SELL, Kind.STOP} <= kinds


def test_a_seat_is_reviewed_alone() -> None:
    record = next(board_records(1, 7))
    reviewer = BoardReviewer(lexicon(record.rules.lexicon_id))
    whole = reviewer.review_record(record)
    one = reviewer.review_record(record, seats=(1,))
    assert one.seats == (1,) and {turn.seat for turn in one.turns} == {1}
    assert one.turns == tuple(turn for turn in whole.turns if turn.seat == 1)


def test_a_gcg_file_of_a_game_is_reviewed_as_its_record() -> None:
    """The same game as a record and as the GCG file the app writes: the same review (the
    file names each rack, so each turn is seen as the player saw it)."""
    record = next(board_records(1, 11))
    english = lexicon("en-enable")
    game = set_up(record, english)
    for move in record.moves:
        game.play(move)
    reviewer = BoardReviewer(english)
    from_file = reviewer.review_gcg(gcg.read(gcg.write(game)))
    from_record = reviewer.review_record(record)
    assert from_file.skipped == 0
    assert [(t.seat, round(t.best.value, 6), round(t.made.value, 6)) for t in from_file.turns] == [
        (t.seat, round(t.best.value, 6), round(t.made.value, 6)) for t in from_record.turns
    ]  # the same sums, the rack's tiles added in another order


def test_real_gcg_files_are_reviewed_with_their_phonies_and_challenges() -> None:
    english = lexicon("en-enable")
    reviewer = BoardReviewer(english)
    withdrawn = 0
    for path in sorted(GCG_FILES.glob("*.gcg")):
        review = reviewer.review_gcg(gcg.read(path.read_text(encoding="utf-8")))
        assert len(review.turns) >= 20, path.name
        check_review(review)
        for turn in review.turns:
            if turn.made.withdrawn:  # a play a challenge took back scored nothing
                withdrawn += 1
                assert turn.made.points == 0 and turn.given_up > 0
    assert withdrawn >= 2


def test_a_board_review_sees_only_the_movers_rack() -> None:
    """The other racks and the bag's order are not the player's to see: a game whose bag
    holds the same tiles in another order past the racks drawn gives the first turn's review
    the same options."""
    rules = rules_for("scrabble-en")
    english = lexicon("en-enable")
    game, _ = play(rules, ("ai:greedy", "ai:greedy"), english, 5, check=False)
    record = record_of(game)
    assert record.bag is not None and record.start is not None
    bag = list(record.bag)
    # The start seat draws first: its rack stays; the other rack and the bag are reversed.
    other = tuple(bag[:7] + bag[7:][::-1])
    first = BoardRecord(
        record.rules, record.seats, record.seed, record.start, record.bag, record.moves[:1]
    )
    shuffled = BoardRecord(
        record.rules, record.seats, record.seed, record.start, other, record.moves[:1]
    )
    reviewer = BoardReviewer(english)
    one, two = reviewer.review_record(first), reviewer.review_record(shuffled)
    assert set_up(first, english).rack(record.start) == set_up(shuffled, english).rack(record.start)
    assert set_up(first, english).rack(1 - record.start) != set_up(shuffled, english).rack(
        1 - record.start
    )
    assert one.turns == two.turns


#: The hundred games of a slow review check, in quarters, so that the test processes share them.
QUARTERS = range(0, 100, 25)


@pytest.mark.slow
@pytest.mark.parametrize("first", QUARTERS)
def test_a_hundred_board_games_never_have_a_best_worth_less_than_the_play(first: int) -> None:
    for record in board_records(25, 1000, first):
        check_board(record, BoardReviewer(lexicon(record.rules.lexicon_id)).review_record(record))


@pytest.mark.slow
@pytest.mark.parametrize("first", QUARTERS)
def test_a_hundred_buyword_games_never_have_a_best_worth_less_than_the_choice(first: int) -> None:
    english = lexicon("en-enable")
    for record in buyword_records(25, 1000, first):
        check_buyword(record, BuyWordReviewer(english).review_record(record, english))
