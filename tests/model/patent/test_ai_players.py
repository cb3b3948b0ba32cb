"""Computer players: legal in every phase and rule option, honest about hidden cards, readable."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator, Mapping
from types import MappingProxyType

import pytest

from patentgame.model.lexicon import Lexicon
from patentgame.model.patent import (
    Build,
    Buy,
    Discard,
    PatentGame,
    Phase,
    PlayerSpec,
    Replace,
    Respond,
    RuleSet,
    legality,
)
from patentgame.model.patent.ai import (
    LEVELS,
    PLAYER_IDS,
    Budget,
    PatentPlayer,
    create_player,
    level_of,
)
from patentgame.model.patent.ai.lab import GameTask, play_game
from patentgame.model.patent.perspective import Perspective
from patentgame.model.patent.rules import ChallengeMode, DoublerMode
from tests.model.patent.scenario import build, new_game, pick

ENABLE = Lexicon.load("en-enable")
MANUAL = RuleSet(challenge=ChallengeMode.MANUAL)


def test_every_level_has_a_name_a_description_and_a_player() -> None:
    assert len({level.name for level in LEVELS}) == len(LEVELS)
    for level in LEVELS:
        assert level.description and "\n" not in level.description
        assert level_of(level.id) == level
        if level.id != "ai:match":  # a choice the app resolves, not a player
            assert create_player(level.id, ENABLE).player_id == level.id
    assert level_of("ai:greedy") is None
    assert PLAYER_IDS[:2] == ("ai:random", "ai:greedy")


def test_an_unknown_player_id_is_refused_with_the_known_ids() -> None:
    with pytest.raises(ValueError, match="ai:expert"):
        create_player("ai:grandmaster", ENABLE)
    with pytest.raises(ValueError, match="cannot tune 'boldness'; tunable: end, income"):
        create_player("ai:expert@boldness=2", ENABLE)
    assert create_player("ai:expert@royalty=0.5", ENABLE).player_id == "ai:expert@royalty=0.5"
    with pytest.raises(ValueError, match="needs a Lexicon"):
        create_player("ai:greedy", {"cat", "act"})  # type: ignore[arg-type]


RULES = [
    RuleSet(challenge=ChallengeMode.MANUAL),
    RuleSet(challenge=ChallengeMode.AUTO, doublers=DoublerMode.ADD, retries=0),
    RuleSet(challenge=ChallengeMode.AUTO, doublers=DoublerMode.MAX2, goal_min_patents=True),
    RuleSet(doublers=DoublerMode.MAX2, q_replace_from_pool=False, z_s_counts_toward_minimum=False),
    RuleSet(challenge=ChallengeMode.AUTO, retries=None, goal=20),
]
CHEAP = [
    "ai:random", "ai:greedy", "ai:level-1", "ai:level-2", "ai:beginner", "ai:level-4",
    "ai:level-5", "ai:casual", "ai:level-7",
]  # fmt: skip


def _games(count: int, kinds: list[str], seed: int) -> Iterator[tuple[GameTask, RuleSet]]:
    rng = random.Random(seed)
    for index in range(count):
        seats = rng.randint(2, 5)
        seated = tuple(rng.choice(kinds) for _ in range(seats))
        yield GameTask(index, seated, rng.randrange(seats), seed * 1000 + index), RULES[index % 5]


def test_cheap_players_act_legally_across_many_seeded_games() -> None:
    # The engine refuses any illegal action, so finishing the game proves every action legal;
    # the players' safety net (a pass in place of an illegal choice) must never have been used.
    for task, rules in _games(200, CHEAP, seed=1):
        result = play_game(task, ENABLE, rules)
        assert result.finished, task
        assert result.fallbacks == 0, task


def test_the_upper_steps_act_legally_in_every_rule_option() -> None:
    kinds = ["ai:level-8", "ai:level-9", "ai:strong", "ai:expert", "ai:greedy"]
    for task, rules in _games(30, kinds, seed=2):
        result = play_game(task, ENABLE, rules)
        assert result.finished, task
        assert result.fallbacks == 0, task


class PoisonedLetters(Mapping[int, str]):
    """Letters of every card; reading a card the seat may not see fails the test."""

    def __init__(self, game: PatentGame, visible: Mapping[int, str]) -> None:
        self.game = game
        self.visible = visible

    def __getitem__(self, card: int) -> str:
        if card not in self.visible:
            raise AssertionError(f"read the hidden card {card}")
        return self.visible[card]

    def __iter__(self) -> Iterator[int]:
        return iter(range(102))

    def __len__(self) -> int:
        return 102

    def __contains__(self, card: object) -> bool:
        if card not in self.visible:
            raise AssertionError(f"asked about the hidden card {card}")
        return True


# The master is checked the same way, with a short look-ahead, in test_ai_master.py.
@pytest.mark.parametrize("kind", [kind for kind in PLAYER_IDS if kind != "ai:master"])
def test_players_never_read_hidden_cards(kind: str) -> None:
    check_never_reads_hidden_cards(create_player(kind, ENABLE))


def check_never_reads_hidden_cards(player: PatentPlayer, decisions: int = 120) -> None:
    """Play a 3-seat game with ``player`` in every seat, each decision made on a view whose
    hidden cards raise when touched, and again on the honest view: the same decision."""
    game = PatentGame.new(
        [PlayerSpec("a"), PlayerSpec("b"), PlayerSpec("c")], ENABLE, MANUAL, seed=4
    )
    for _ in range(decisions):
        if game.game_over:
            break
        seat = game.to_act[0]
        honest = game.perspective(seat)
        poisoned = dataclasses.replace(honest, letters=PoisonedLetters(game, honest.letters))
        decision = player.choose(poisoned, random.Random(7), Budget())
        # Same view, same answer: nothing outside the view changed the decision.
        assert decision == player.choose(honest, random.Random(7), Budget())
        game.play(decision.action)


def test_a_decision_does_not_depend_on_cards_the_seat_cannot_see() -> None:
    # Two deals alike in seat 0's hand and the pool but not in seat 1's hand or the deck.
    first = new_game("RETAINS" + "LLLLPPW" + "CDO")
    second = new_game("RETAINS" + "UUUVVWW" + "CDO")
    expert = create_player("ai:expert", ENABLE)
    one = expert.choose(first.perspective(0), random.Random(1), Budget())
    two = expert.choose(second.perspective(0), random.Random(1), Budget())
    assert one == two


def test_challenges_words_not_in_the_list_and_accepts_words_in_it() -> None:
    game = new_game("XZQCATE" + "LLLLPPW" + "OOO", (), rules=MANUAL)
    game.play(build(0, pick(game, "XZQ")))  # not a word
    expert = create_player("ai:expert", ENABLE)
    decision = expert.choose(game.perspective(1), random.Random(1), Budget())
    assert decision.action == Respond(1, True)
    assert "XZQ" in decision.reason

    game = new_game("XZQCATE" + "LLLLPPW" + "OOO", (), rules=MANUAL)
    game.play(build(0, pick(game, "CAT")))
    for kind in ("ai:greedy", "ai:strong", "ai:expert"):
        decision = create_player(kind, ENABLE).choose(
            game.perspective(1), random.Random(1), Budget()
        )
        assert decision.action == Respond(1, False), kind


def test_a_beginner_sometimes_misses_an_invalid_word_but_the_expert_never() -> None:
    game = new_game("XZQCATE" + "LLLLPPW" + "OOO", (), rules=MANUAL)
    game.play(build(0, pick(game, "XZQ")))
    view = game.perspective(1)
    beginner = create_player("ai:beginner", ENABLE)
    expert = create_player("ai:expert", ENABLE)
    answers = [beginner.choose(view, random.Random(i), Budget()).action for i in range(200)]
    missed = answers.count(Respond(1, False))
    assert 20 <= missed <= 100  # about 30% of the time
    assert all(
        expert.choose(view, random.Random(i), Budget()).action == Respond(1, True)
        for i in range(50)
    )


def test_greedy_plays_the_word_that_earns_most() -> None:
    game = new_game("RETAINS" + "LLLLPPW" + "CDO", ())
    decision = create_player("ai:greedy", ENABLE).choose(
        game.perspective(0), random.Random(1), Budget()
    )
    assert isinstance(decision.action, Build)
    words = legality.words_of(decision.action, game.letter)
    # RETAINS with C, D, O from the pool: 9 letters or more exist (e.g. "cordites" is 8).
    assert sum(len(word) for word in words) >= 8
    assert decision.reason.startswith("played ")


def test_buying_names_the_power_in_its_reason() -> None:
    # Seat 0 plays KNOT ($2 doubled by nothing) and may buy K ($2): the expert buys the power.
    game = new_game("KNOTEEE" + "LLLLPPW" + "OOO", ("knot",))
    game.play(build(0, pick(game, "KNOT")))
    assert game.phase is Phase.BUY
    decision = create_player("ai:expert", ENABLE).choose(
        game.perspective(0), random.Random(1), Budget()
    )
    assert decision.action == Buy(0, "K")
    assert decision.reason == "bought K: doubles your one-vowel words"


def test_the_expert_discards_awkward_letters_after_a_build() -> None:
    game = new_game("CATVVWU" + "LLLLPPW" + "OOO", ("cat",))
    game.play(build(0, pick(game, "CAT")))
    if game.phase is Phase.BUY:
        game.play(Buy(0, None))
    decision = create_player("ai:expert", ENABLE).choose(
        game.perspective(0), random.Random(1), Budget()
    )
    assert isinstance(decision.action, Discard)
    assert {game.letter(card) for card in decision.action.cards} >= {"V"}
    greedy = create_player("ai:greedy", ENABLE).choose(
        game.perspective(0), random.Random(1), Budget()
    )
    assert greedy.action == Discard(0, ())


def test_a_cancelled_budget_still_answers_with_a_legal_play() -> None:
    game = PatentGame.new([PlayerSpec("a"), PlayerSpec("b")], ENABLE, seed=11)
    view = game.perspective(game.current)
    budget = Budget(cancelled=lambda: True)
    decision = create_player("ai:expert", ENABLE).choose(view, random.Random(1), budget)
    assert game.why_illegal(decision.action) is None


def test_asking_a_seat_that_has_nothing_to_decide_is_refused() -> None:
    game = PatentGame.new([PlayerSpec("a"), PlayerSpec("b")], ENABLE, seed=11)
    idle = 1 - game.current
    with pytest.raises(ValueError, match="nothing to decide"):
        create_player("ai:expert", ENABLE).choose(
            game.perspective(idle), random.Random(1), Budget()
        )


def _buy_view(seat1_money: int) -> tuple[PatentGame, Perspective]:
    """Seat 0 in its BUY phase after KNOT, owning $37 of patents: T ($8) would reach the goal."""
    game = new_game("KNOTEEE" + "LLLLPPW" + "OOO", ("knot",))
    game.play(build(0, pick(game, "KNOT")))
    assert game.phase is Phase.BUY
    view = game.perspective(0)
    owners = {letter: 0 for letter in "AEIRS"}  # 8 + 10 + 7 + 6 + 6 = 37
    view = dataclasses.replace(
        view,
        owners=MappingProxyType(owners),
        money_by_seat=(20, seat1_money),
    )
    assert view.patent_value(0) + 8 >= view.goal
    return game, view


def test_the_expert_ends_the_game_only_while_ahead() -> None:
    expert = create_player("ai:expert", ENABLE)
    _, ahead = _buy_view(seat1_money=0)
    decision = expert.choose(ahead, random.Random(1), Budget())
    assert decision.action == Buy(0, "T")
    assert decision.reason == "bought T: reaches the goal while ahead"
    _, behind = _buy_view(seat1_money=120)
    decision = expert.choose(behind, random.Random(1), Budget())
    assert isinstance(decision.action, Buy) and decision.action.letter != "T"
    if decision.action.letter is None:
        assert decision.reason == "bought nothing: it would end the game while behind"
    # The greedy baseline knows nothing of the race: it buys the dearest patent either way.
    greedy = create_player("ai:greedy", ENABLE)
    assert greedy.choose(behind, random.Random(1), Budget()).action == Buy(0, "T")


def test_a_beginner_sometimes_doubts_a_rare_valid_word_and_the_expert_never() -> None:
    # QOPH is in the game's list but not an everyday word.
    assert "qoph" in ENABLE and "qoph" not in Lexicon.load("en-common")
    game = new_game("QOPHEEE" + "LLLLMMW" + "AAA", (), rules=MANUAL)
    game.play(build(0, pick(game, "QOPH")))
    view = game.perspective(1)
    beginner = create_player("ai:beginner", ENABLE)
    doubts = sum(
        beginner.choose(view, random.Random(i), Budget()).action == Respond(1, True)
        for i in range(300)
    )
    assert 10 <= doubts <= 60  # about 10% of the time
    expert = create_player("ai:expert", ENABLE)
    assert all(
        expert.choose(view, random.Random(i), Budget()).action == Respond(1, False)
        for i in range(30)
    )


def test_a_q_owner_with_a_poor_hand_replaces_its_worst_card_first() -> None:
    game = new_game("VVWUUIT" + "LLLLMMP" + "KJX", ())
    view = game.perspective(0)
    view = dataclasses.replace(view, owners=MappingProxyType({"Q": 0}), can_replace=True)
    decision = create_player("ai:expert", ENABLE).choose(view, random.Random(1), Budget())
    assert isinstance(decision.action, Replace)
    assert game.letter(decision.action.card) in "VW"
    assert decision.reason.startswith("replaced ")
    # Without the Q patent the same hand is played or discarded, never replaced.
    plain = create_player("ai:expert", ENABLE).choose(
        game.perspective(0), random.Random(1), Budget()
    )
    assert not isinstance(plain.action, Replace)
