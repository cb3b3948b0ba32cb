"""What the families that play in turns keep alike (``model/table_game.py``, ``model/events.py``):
the events that are the same thing in two families are one class, and the phase, the current
seat, the turns finished and the winners are kept, copied and compared the same way (BuyWord's
turns are its rounds)."""

from __future__ import annotations

import typing

from patentgame.model import events as shared
from patentgame.model.board import events as board_events
from patentgame.model.board.moves import Pass
from patentgame.model.board.phases import Phase as BoardPhase
from patentgame.model.board.turns import Turns as BoardTurns
from patentgame.model.buyword import events as buyword_events
from patentgame.model.buyword.actions import Buy, Respond, Sell, StopSelling
from patentgame.model.buyword.phases import Phase as BuyWordPhase
from patentgame.model.buyword.rounds import Rounds
from patentgame.model.buyword.rules import BuyWordRules, Checking
from patentgame.model.patent import Discard
from patentgame.model.patent import events as patent_events
from patentgame.model.patent.phases import Phase as PatentPhase
from patentgame.model.patent.turns import Turns as PatentTurns
from patentgame.model.table_game import TableTurns
from tests.model.board.helpers import stacked
from tests.model.buyword.scenario import new_game as new_buyword_game
from tests.model.buyword.scenario import start_round, tiles_of
from tests.model.patent.scenario import new_game


def test_the_events_two_families_share_are_one_class_in_both_unions() -> None:
    assert patent_events.TurnStarted is board_events.TurnStarted is shared.TurnStarted
    assert patent_events.Responded is buyword_events.Responded is shared.Responded
    for events, kind in (
        (patent_events, shared.TurnStarted),
        (patent_events, shared.Responded),
        (board_events, shared.TurnStarted),
        (buyword_events, shared.Responded),
    ):
        assert kind in typing.get_args(events.Event)
        assert kind in typing.get_args(events.Seated)


def test_every_family_keeps_its_turns_on_the_shared_base() -> None:
    assert issubclass(PatentTurns, TableTurns)
    assert issubclass(BoardTurns, TableTurns)
    assert issubclass(Rounds, TableTurns)


def test_a_copied_patent_game_keeps_the_turn_and_compares_equal() -> None:
    game = new_game("CATSDOG" + "LLLLPPW" + "EEE", {"cat"})
    game.play(Discard(0, ()))
    copy = game.copy()
    assert (copy.phase, copy.current, copy.turns, copy.winners) == (PatentPhase.BUILD, 1, 1, ())
    assert copy == game
    copy.play(Discard(1, ()))
    assert (game.current, game.turns) == (1, 1)  # the copy's turn moved on alone
    assert copy != game


def test_a_copied_board_game_keeps_the_turn_and_compares_equal() -> None:
    game = stacked("scrabble-en", "catsdoglllippw")
    events = game.play(Pass(0))
    assert events[-1] == board_events.TurnStarted(1, 1)
    copy = game.copy()
    assert (copy.phase, copy.current, copy.turns, copy.winners) == (BoardPhase.PLAY, 1, 1, ())
    assert copy == game
    for seat in (1, 0, 1):
        copy.play(Pass(seat))
    # every seat passed twice: the game ends, and Ann's rack costs her fewer points than Bob's
    assert copy.game_over and copy.winners == (0,) and copy.turns == 4
    assert (game.current, game.turns, game.winners) == (1, 1, ())


def test_a_copied_buyword_game_keeps_the_round_and_its_seller_while_a_word_awaits_answers() -> None:
    game = new_buyword_game(3, "CATDOGEEL", BuyWordRules(checking=Checking.CHALLENGE))
    start_round(game, 3)
    for seat in (0, 1, 2):
        game.play(Buy(seat))
    game.play(Sell(0, tiles_of(game, 0, "CAT")))
    # the others answer at once; the turn is still the seller's
    assert (game.phase, game.to_act, game.current, game.turns) == (
        BuyWordPhase.CHALLENGE,
        (1, 2),
        0,
        0,
    )
    copy = game.copy()
    copy.play(Respond(1, False))
    assert (copy.to_act, copy.current) == ((2,), 0)
    copy.play(Respond(2, False))  # CAT sold: Ann has no word left, Bob sells next
    assert (copy.phase, copy.current) == (BuyWordPhase.SELL, 1)
    for seat in (1, 2):
        copy.play(StopSelling(seat))
    # the round is BuyWord's turn: one finished, the die passed to Bob
    assert (copy.phase, copy.current, copy.turns, copy.winners) == (BuyWordPhase.ROLL, 1, 1, ())
    assert (game.to_act, game.current, game.turns) == ((1, 2), 0, 0)  # the copy moved on alone
