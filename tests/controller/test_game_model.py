"""The game model: the only caller of play(); its signals, the log, refusals in words."""

from __future__ import annotations

import pytest

from patentgame.controller.patent.game_model import PatentGameModel
from patentgame.controller.patent.narration import narrate
from patentgame.controller.setup import GameSetup, SeatSetup, solo_setup
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent import events as ev
from patentgame.model.patent.actions import Buy, Discard, Respond
from patentgame.model.patent.game import PatentGame, Phase, PlayerSpec, deck_starting_with
from patentgame.model.patent.rules import RuleSet


@pytest.fixture(scope="module")
def enable() -> Lexicon:
    return Lexicon.load("en-enable")


def manual_game(enable: Lexicon) -> PatentGameModel:
    game = PatentGame.new(
        [PlayerSpec("Ann"), PlayerSpec("Bob")],
        enable,
        RuleSet(),
        deck=deck_starting_with("CATRSEO" + "LLLLPPW" + "NDI"),
        start=0,
    )
    model = PatentGameModel()
    model.adopt(game, None, enable)
    return model


def test_an_illegal_action_is_refused_in_words(qapp: object, enable: Lexicon) -> None:
    model = manual_game(enable)
    refusals: list[str] = []
    model.action_refused.connect(refusals.append)
    assert model.submit(Buy(1, "A")) == "it is not this player's turn to act"
    assert model.submit(Discard(0, (99,))) == "a card is not in the player's hand"
    assert refusals == ["it is not this player's turn to act", "a card is not in the player's hand"]
    assert model.action_count() == 0


def test_a_challenged_valid_word_pays_the_builder(qapp: object, enable: Lexicon) -> None:
    from tests.model.patent.scenario import build

    model = manual_game(enable)
    seen: dict[type, list[object]] = {}
    log: list[str] = []

    def occurred(event: object, text: str) -> None:
        seen.setdefault(type(event), []).append(event)
        log.append(text)

    model.event_occurred.connect(occurred)
    assert model.submit(build(0, [0, 1, 2])) is None  # CAT
    assert model.state.phase is Phase.CHALLENGE
    assert seen[ev.ChallengeRequested] == [ev.ChallengeRequested(0, (1,))]
    assert model.submit(Respond(1, True)) is None
    # Bob has $0: the bank pays.
    assert seen[ev.ChallengeResolved] == [ev.ChallengeResolved(0, 1, True, (), None)]
    scored = seen[ev.WordScored][0]
    assert isinstance(scored, ev.WordScored)
    assert (scored.seat, scored.word, scored.money, scored.stock) == (0, "CAT", 1, 0)
    assert model.state.money(0) == 2
    assert "Bob challenged Ann: the play is valid; the bank pays Ann $1." in log
    assert model.best_word(0) == ("CAT", 1, 0, 1)  # CAT, $1, no stock, turn 1


def test_worth_history_records_every_finished_turn(qapp: object, enable: Lexicon) -> None:
    model = manual_game(enable)
    model.submit(Discard(0, ()))
    model.submit(Discard(1, ()))
    assert model.worth_history() == ((0, 0), (0, 0), (0, 0))
    assert model.state.turns == 2


def test_fallback_actions_are_legal_in_every_phase(qapp: object, enable: Lexicon) -> None:
    model = PatentGameModel()
    model.start(solo_setup("Ann", "ai:random"), enable, seed=11)
    for _ in range(200):
        if model.is_over:
            break
        seat = model.state.to_act[0]
        action = model.fallback_action(seat)
        assert action is not None
        assert model.submit(action) is None
    assert model.fallback_action((model.state.current + 1) % model.seats) is None or model.is_over


def test_start_refuses_a_bad_setup(qapp: object, enable: Lexicon) -> None:
    model = PatentGameModel()
    with pytest.raises(ValueError):
        model.start(GameSetup((SeatSetup("Solo"),)), enable)
    assert not model.has_game


@pytest.mark.parametrize(
    ("event", "text"),
    [
        (ev.CardsDiscarded(0, (), False), "Ann passes."),
        (ev.CardsDrawn(1, (3, 4)), "Bob draws 2 cards."),
        (ev.RoyaltyPaid(1, 0, "E", 2), "Bob receives $2 royalty for E from the bank."),
        (ev.WordScored(0, "QUIT", 4, 0, 2, ("Q",)), "Ann scores QUIT: $4 (x2 by Q)."),
        (
            ev.PlayRejected(0, ("XYZZY",), 2, False),
            "XYZZY is not in the word list: the cards go back. 2 tries left.",
        ),
        (ev.GameOver((1,), (10, 30)), "Game over. Bob wins! Scores: Bob 30, Ann 10."),
    ],
)
def test_the_log_speaks_plainly_and_never_names_drawn_cards(
    qapp: object, event: ev.Event, text: str
) -> None:
    assert narrate(event, ("Ann", "Bob"), lambda card: "E") == text


def test_an_empty_discard_after_a_build_keeps_the_hand(qapp: object) -> None:
    text = narrate(ev.CardsDiscarded(0, (), False), ("Ann",), str, after_build=True)
    assert text == "Ann keeps the other cards."


def test_an_opened_game_gets_its_story_and_history_back(qapp: object, enable: Lexicon) -> None:
    from patentgame.model.patent.replay import replay

    played = PatentGameModel()
    played.start(solo_setup("Ann", "ai:random"), enable, seed=8)
    while played.state.turns < 6:
        played.submit(played.fallback_action(played.state.to_act[0]))  # type: ignore[arg-type]
    opened = PatentGameModel()
    replaced: list[list[object]] = []
    opened.log_replaced.connect(replaced.append)
    game = replay(played.game.record(), enable)
    opened.adopt(game, None, enable)
    assert opened.worth_history() == played.worth_history()
    assert replaced and replaced[0] == list(played.log_lines())
    assert opened.log() == played.log()


def test_a_player_called_you_reads_well(qapp: object) -> None:
    names = ("You", "Bob")
    assert narrate(ev.Responded(0, False), names, str) == "You accept."
    assert narrate(ev.CardsDiscarded(0, (), False), names, str) == "You pass."
    assert narrate(ev.RoyaltyPaid(0, 1, "E", 1), names, str) == (
        "You receive $1 royalty for E from the bank."
    )
    assert narrate(ev.GameOver((0,), (9, 3)), names, str).startswith("Game over. You win!")


def test_a_play_awaiting_challenges_is_a_question_to_the_people(
    qapp: object, enable: Lexicon
) -> None:
    from patentgame.controller.game_model import OpenQuestion
    from tests.model.patent.scenario import build

    model = manual_game(enable)
    assert model.open_question() is None  # Ann is to build: nobody answers anything
    assert model.submit(build(0, [0, 1, 2])) is None  # CAT, awaiting Bob's answer
    assert model.open_question() == OpenQuestion(0, (1,))
    assert model.submit(Respond(1, False)) is None
    assert model.open_question() is None
