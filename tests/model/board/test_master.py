"""The board games' master (``ai:master``, issue 37.2): legal, blind to hidden racks, stopped by
its budget, deterministic, and its shortcuts exact."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

import pytest

from patentgame.model.ai import Budget
from patentgame.model.board.ai import create_player
from patentgame.model.board.ai.decision import BoardDecision, Deadline
from patentgame.model.board.ai.leave_tables import leave_model
from patentgame.model.board.ai.master import (
    MasterPlayer,
    Simulation,
    Weighed,
    _choice,
    _likelihood,
    changed_lines,
    winning,
)
from patentgame.model.board.ai.review import BoardReviewer
from patentgame.model.board.game import BoardGame, Seat
from patentgame.model.board.generator import MoveGenerator
from patentgame.model.board.lab import play
from patentgame.model.board.moves import Place
from patentgame.model.board.perspective import BoardPerspective
from patentgame.model.board.rules import rules_for
from patentgame.model.lexicon import Lexicon

#: A master with little work per decision, so that many games fit in a test.
QUICK = "ai:master@work=6000,inferences=6,endgame_generations=40"


def _midgame(rule_set: str, seed: int, moves: int, seats: int = 2) -> BoardGame:
    """A seeded game of greedy players after ``moves`` moves."""
    rules = rules_for(rule_set)
    lexicon = Lexicon.load(rules.lexicon_id)
    game = BoardGame.new(rules, [Seat(str(seat)) for seat in range(seats)], lexicon, seed=seed)
    greedy = create_player("ai:greedy", lexicon)
    rng = random.Random(seed)
    while len(game.actions) < moves and not game.game_over:
        game.play(greedy.choose(game.perspective(game.current), rng).move)
    return game


@pytest.mark.parametrize(
    ("rule_set", "seats", "games"),
    [("scrabble-en", 2, 12), ("erudit-ru", 2, 6), ("wocable-es", 2, 4), ("scrabble-en", 3, 4),
     ("scrabble-en", 4, 2)],
)  # fmt: skip
def test_the_master_plays_only_legal_moves(rule_set: str, seats: int, games: int) -> None:
    rules = rules_for(rule_set)
    lexicon = Lexicon.load(rules.lexicon_id)
    kinds = (QUICK, *("ai:expert", "ai:strong", "ai:greedy")[: seats - 1])
    for seed in range(games):
        game, result = play(rules, kinds, lexicon, 700 + seed)
        assert result.problems == (), result.problems
        assert game.game_over


def test_the_master_never_reads_a_hidden_rack() -> None:
    """Two positions that differ only in the opponent's rack (its tiles swapped with the
    bag's) give the master the same view, and the same decision from the same seed."""
    game = _midgame("scrabble-en", 31, 6)
    seat = game.current
    other = game.copy()
    opponent = 1 - seat
    hidden = other.rack(opponent)
    bag = game.perspective(seat).unseen - Counter(hidden)  # two players: the bag
    fresh = sorted(bag.elements(), reverse=True)[: len(hidden)]
    other.set_rack(opponent, fresh)
    assert other.rack(opponent) != game.rack(opponent)
    assert other.rack(seat) == game.rack(seat)
    master = create_player("ai:master@work=30000", game.lexicon)
    first = master.choose(game.perspective(seat), random.Random(5))
    second = master.choose(other.perspective(seat), random.Random(5))
    assert first == second
    assert game.perspective(seat) == other.perspective(seat)


def test_a_tiny_budget_still_gets_a_legal_move() -> None:
    for moves in (4, 14, 30):
        game = _midgame("scrabble-en", 12, moves)
        if game.game_over:
            continue
        master = create_player("ai:master", game.lexicon)
        assert isinstance(master, MasterPlayer)
        for budget in (Budget(seconds=0.0), Budget(cancelled=lambda: True)):
            decision = master.choose(game.perspective(game.current), random.Random(1), budget)
            assert game.why_illegal(decision.move) is None
            assert master.last_guesses == 0


class _Watched(MasterPlayer):
    """The real master, noting how many guesses each of its decisions played."""

    def __init__(self, lexicon: Lexicon, simulation: Simulation) -> None:
        super().__init__(lexicon, simulation)
        self.played: list[int] = []

    def choose(
        self, view: BoardPerspective, rng: random.Random, budget: Deadline | None = None
    ) -> BoardDecision:
        decision = super().choose(view, rng, budget)
        self.played.append(self.last_guesses)
        return decision


def test_the_lab_gives_each_decision_the_apps_time_when_asked() -> None:
    # selfplay --seconds S: each decision gets S seconds, as at the table. A clock that has run
    # out before the master starts leaves it no guess at all; the lab's count of work, many.
    rules = rules_for("scrabble-en")
    lexicon = Lexicon.load(rules.lexicon_id)
    settings = create_player(QUICK, lexicon)
    assert isinstance(settings, MasterPlayer)
    quick = settings.simulation
    expert = create_player("ai:expert", lexicon)
    clocked, free = _Watched(lexicon, quick), _Watched(lexicon, quick)
    game, result = play(rules, (QUICK, "ai:expert"), lexicon, 41, players=[clocked, expert],
                        seconds=1e-9)  # fmt: skip
    assert game.game_over and result.problems == ()
    assert len(clocked.played) >= 8 and set(clocked.played) == {0}
    game, result = play(rules, (QUICK, "ai:expert"), lexicon, 41, players=[free, expert])
    assert game.game_over and result.problems == ()
    assert sum(played > 0 for played in free.played) >= 3


def test_the_master_decides_the_same_from_the_same_seed() -> None:
    rules = rules_for("scrabble-en")
    lexicon = Lexicon.load(rules.lexicon_id)
    first, _ = play(rules, (QUICK, "ai:expert"), lexicon, 41)
    again, _ = play(rules, (QUICK, "ai:expert"), lexicon, 41)
    assert first == again and first.game_over
    game = _midgame("scrabble-en", 8, 8)
    master = create_player("ai:master@work=20000", lexicon)
    view = game.perspective(game.current)
    assert master.choose(view, random.Random(3)) == master.choose(view, random.Random(3))


def test_the_replies_on_the_changed_lines_are_every_reply() -> None:
    """The opponent's moves after a candidate = their moves before on the lines it leaves
    alone + a search of the lines it changes, move for move and score for score."""
    checked = 0
    for rule_set, seed, moves in (("scrabble-en", 3, 7), ("scrabble-en", 9, 15),
                                  ("erudit-ru", 4, 10), ("wocable-es", 5, 12)):  # fmt: skip
        game = _midgame(rule_set, seed, moves)
        generator = MoveGenerator(game.rules, game.lexicon)
        view = game.perspective(game.current)
        rng = random.Random(seed)
        theirs = tuple(rng.sample(sorted(view.unseen.elements()), 7))
        before = generator.generate(view.letters, view.blanks, theirs)
        for candidate in generator.generate(view.letters, view.blanks, view.rack)[:12]:
            letters, blanks = list(view.letters), list(view.blanks)
            for tile in candidate.tiles:
                letters[tile.square], blanks[tile.square] = tile.letter, tile.blank
            lines = changed_lines(letters, candidate.squares)
            whole = generator.generate(letters, blanks, theirs)
            kept = [
                move
                for move in before
                if ((1, move.first_square // 15) if move.across else (0, move.first_square % 15))
                not in lines
                and not set(move.squares) & set(candidate.squares)
            ]
            searched = generator.generate(letters, blanks, theirs, lines)

            def key(move):  # type: ignore[no-untyped-def]
                return (frozenset(move.tiles), move.score)

            assert {key(move) for move in kept + searched} == {key(move) for move in whole}
            checked += 1
    assert checked >= 40


def test_inference_finds_a_rack_that_passed_a_bingo_unlikely() -> None:
    """An opponent who played ZA for a few points rather than a bingo probably did not hold
    the bingo's tiles: a leave that made one is weighted far below one that made none."""
    rules = rules_for("scrabble-en")
    lexicon = Lexicon.load(rules.lexicon_id)
    generator = MoveGenerator(rules, lexicon)
    letters = [""] * 225
    played = frozenset((112, 113))  # H8, I8
    za = ("z", "a")
    weights = {}
    for leave in (("e", "i", "n", "r", "s"), ("u", "u", "v", "w", "i")):
        rack = za + leave
        found = generator.generate(letters, [False] * 225, rack)
        weights[leave] = _likelihood(
            found, rack, letters, 93, leave_model(rules), played, rules.rack_size
        )
    assert weights[("e", "i", "n", "r", "s")] < weights[("u", "u", "v", "w", "i")] / 20


def test_the_master_infers_from_the_last_play_it_saw() -> None:
    game = _midgame("scrabble-en", 6, 5)
    view = game.perspective(game.current)
    assert view.last_play is not None
    assert view.last_play.seat != view.seat
    assert all(game.letters[tile.square] == tile.letter for tile in view.last_play.tiles)
    assert view.last_play.rack_count == 7


def test_the_master_ends_a_three_player_game_better_than_the_highest_score() -> None:
    """Bag empty, three players (a seeded game of greedy players): the highest score is 33
    points; the master plays NONA for 25, whose play-outs on guesses of how the unseen tiles
    are split come out better; played to the end with the real racks (every seat the
    expert), its move leaves it 35 points closer to the best opponent (-30 against -65)."""
    rules = rules_for("scrabble-en")
    lexicon = Lexicon.load(rules.lexicon_id)
    game = BoardGame.new(rules, [Seat("a"), Seat("b"), Seat("c")], lexicon, seed=9)
    greedy = create_player("ai:greedy", lexicon)
    rng = random.Random(9)
    while game.bag_count:
        game.play(greedy.choose(game.perspective(game.current), rng).move)
    seat = game.current
    view = game.perspective(seat)
    master = create_player("ai:master", lexicon)
    decision = master.choose(view, random.Random(1))
    highest = MoveGenerator(rules, lexicon).generate(view.letters, view.blanks, view.rack)[0]
    assert isinstance(decision.move, Place)
    assert frozenset(decision.move.tiles) != frozenset(highest.tiles)

    def margin(move: Place) -> int:
        after = game.copy()
        after.play(move)
        expert = create_player("ai:expert", lexicon)
        line = random.Random(0)
        while not after.game_over:
            after.play(expert.choose(after.perspective(after.current), line).move)
        return after.scores[seat] - max(s for i, s in enumerate(after.scores) if i != seat)

    assert margin(decision.move) > margin(highest.place(seat))


def test_play_outs_weigh_winning_near_a_tie_when_the_lab_asks() -> None:
    """Two pre-endgame plays met on the same 20 guesses: the expert's favourite wins by 50 on
    one guess in four and loses by 5 on the others (a mean margin of 8.75, a win in a quarter
    of the games); the other wins by 6 every time (a mean of 6). By the mean margin (the
    default, weight 0) the master keeps the favourite; weighing the wins (``win_weight=100``,
    the lab's setting), it plays the one that wins."""
    risky_margins = [50.0, -5.0, -5.0, -5.0] * 5
    safe_margins = [6.0] * 20

    def weighed(margins: list[float], value: Callable[[float], float]) -> Weighed:
        return Weighed(None, 0.0, [value(margin) for margin in margins])

    default = Simulation().win_weight
    by_margin = [
        weighed(risky_margins, lambda margin: winning(margin, default)),
        weighed(safe_margins, lambda margin: winning(margin, default)),
    ]
    assert _choice(by_margin, 1.0) is by_margin[0]
    assert all(winning(margin, default) == margin for margin in (-61.0, 0.0, 6.0, 50.0))
    by_winning = [
        weighed(risky_margins, lambda margin: winning(margin, 100.0)),
        weighed(safe_margins, lambda margin: winning(margin, 100.0)),
    ]
    assert _choice(by_winning, 1.0) is by_winning[1]
    # Far from a tie the margin decides as before: each point is worth one point.
    assert winning(-60.0, 100.0) - winning(-61.0, 100.0) == pytest.approx(1.0, abs=1e-6)
    assert winning(60.0, 100.0) - winning(59.0, 100.0) == pytest.approx(1.0, abs=1e-6)
    assert winning(1.0, 100.0) - winning(0.0, 100.0) > 4.5


def test_the_after_turn_review_asks_the_master() -> None:
    """The panel's reviewer weighs the expert's best options by the master while the person
    thinks (``prepare``), and after the turn the play made too, on the same guesses."""
    from patentgame.model.board.ai.master import Simulation
    from patentgame.model.board.ai.review import _position

    game = _midgame("scrabble-en", 14, 6)
    seat = game.current
    view = game.perspective(seat)
    plain = BoardReviewer(game.lexicon)
    asked = BoardReviewer(game.lexicon, master_seconds=30)
    assert asked.master is not None
    asked.master.simulation = Simulation(candidates=6, margin=float("inf"), work=60_000)
    prepared = asked.prepare(view)
    assert prepared.guesses >= 4 and prepared.weighed
    ranked = plain.player.ranked(view)
    for made in (ranked[0].candidate.place(seat), ranked[30].candidate.place(seat)):
        position = _position(view, made, len(game.actions), 3, ())
        static = plain.review_turn(position)
        simulated = asked.review_turn(position, prepared)
        assert simulated.made.action == made
        values = [option.value for option in simulated.top]
        assert values == sorted(values, reverse=True)
        # The master's values are not the expert's (the replies were taken off).
        assert [o.value for o in simulated.top] != [o.value for o in static.top]
        assert {option.action for option in simulated.top} <= {
            option.action for option in prepared.options
        } | {made}
    # The play far down the expert's list was simulated after the turn and came out worse
    # than the master's best.
    assert simulated.given_up > 0
