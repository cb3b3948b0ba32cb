"""The draft: typing, clicking and dropping cards into words, powers, and the earnings preview.

Games are real engine games; the word lists are the shipped ENABLE list or, for the power
scenarios built from an explicit deck, the exact words those scenarios need.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt

from patentgame.controller.patent.draft import DraftController
from patentgame.controller.patent.game_model import PatentGameModel
from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.actions import SlotKind, YRole
from patentgame.model.patent.game import PatentGame, Phase, PlayerSpec, deck_starting_with
from patentgame.model.patent.rules import ChallengeMode, RuleSet
from tests.model.patent.scenario import owning

AUTO = RuleSet(challenge=ChallengeMode.AUTO)


@pytest.fixture(scope="module")
def enable() -> Lexicon:
    return Lexicon.load("en-enable")


def table(game: PatentGame, wordlist: object) -> tuple[PatentGameModel, DraftController]:
    model = PatentGameModel()
    draft = DraftController(model)
    model.adopt(game, None, wordlist)
    draft.set_viewer(game.current)
    return model, draft


def two_players(top: str, enable: Lexicon) -> tuple[PatentGameModel, DraftController]:
    # seat 0 holds cards 0-6, seat 1 cards 7-13, the pool 14-16
    game = PatentGame.new(
        [PlayerSpec("Ann"), PlayerSpec("Bob", "ai:greedy")],
        enable,
        AUTO,
        deck=deck_starting_with(top),
        start=0,
    )
    return table(game, enable)


def test_typing_builds_from_the_hand_then_the_pool(qapp: object, enable: Lexicon) -> None:
    _model, draft = two_players("CATRSEO" + "LLLLPPW" + "NDI", enable)
    for letter in "candor":
        assert draft.type_letter(letter) is (letter in "candor")
    assert draft.letters(0) == "CANDOR"
    used = [slot.card for slot in draft.words()[0]]
    assert used == [0, 1, 14, 15, 6, 3]  # N and D come from the pool
    status = draft.status()
    assert status.legal
    assert status.text == "CANDOR earns $4 + 1 stock"
    assert not draft.type_letter("Z")  # no Z anywhere
    draft.backspace()
    assert draft.letters(0) == "CANDO"
    draft.clear()
    assert draft.build() is None
    assert not draft.status().legal


def test_an_illegal_draft_says_why(qapp: object, enable: Lexicon) -> None:
    _model, draft = two_players("CATRSEO" + "LLLLPPW" + "NDI", enable)
    draft.type_letter("c")
    draft.type_letter("a")
    status = draft.status()
    assert not status.legal
    assert status.text == "A word needs at least 3 letters."
    draft.clear()
    for letter in "din":  # pool cards only
        draft.type_letter(letter)
    assert draft.status().text == "Each word needs a card from the builder's own hand."


def test_the_hand_and_pool_models_follow_the_draft(qapp: object, enable: Lexicon) -> None:
    _model, draft = two_players("CATRSEO" + "LLLLPPW" + "NDI", enable)
    assert [e.letter for e in draft.hand_model.entries()] == list("CATRSEO")
    assert [e.letter for e in draft.pool_model.entries()] == list("NDI")
    draft.place(14)
    draft.place(0)
    assert [e.letter for e in draft.word_models[0].entries()] == ["N", "C"]
    assert [e.letter for e in draft.hand_model.entries()] == list("ATRSEO")
    assert [e.letter for e in draft.pool_model.entries()] == list("DI")
    draft.remove(0, 0)
    assert [e.letter for e in draft.pool_model.entries()] == list("NDI")


def test_drag_and_drop_through_the_models_mime_data(qapp: object, enable: Lexicon) -> None:
    _model, draft = two_players("CATRSEO" + "LLLLPPW" + "NDI", enable)
    hand, word = draft.hand_model, draft.word_models[0]
    for row in (0, 0, 0):  # C, A, T: each drop takes the first card left in the hand
        mime = hand.mimeData([hand.index(row)])
        word.dropMimeData(mime, Qt.DropAction.MoveAction, -1, 0, QModelIndex())
    assert draft.letters(0) == "CAT"
    # reorder inside the word row: drag T to the front
    mime = word.mimeData([word.index(2)])
    word.dropMimeData(mime, Qt.DropAction.MoveAction, 0, 0, QModelIndex())
    assert draft.letters(0) == "TCA"
    # drop the pool's I between C and A... then drag C back to the hand
    pool = draft.pool_model
    word.dropMimeData(pool.mimeData([pool.index(2)]), Qt.DropAction.MoveAction, 2, 0, QModelIndex())
    assert draft.letters(0) == "TCIA"
    hand.dropMimeData(
        word.mimeData([word.index(1)]), Qt.DropAction.MoveAction, -1, 0, QModelIndex()
    )
    assert draft.letters(0) == "TIA"
    assert "C" in [e.letter for e in hand.entries()]


def test_z_adds_a_free_s_and_x_copies_a_used_card(qapp: object) -> None:
    game = owning("XZ", "CATRAEO", words=("cats", "tact", "tacts"))
    _model, draft = table(game, game.lexicon)
    assert {"X", "Z"} <= draft.powers()
    for letter in "tact":  # one T and one C: the second T is the X copy
        assert draft.type_letter(letter)
    kinds = [slot.kind for slot in draft.words()[0]]
    assert kinds == [SlotKind.CARD, SlotKind.CARD, SlotKind.CARD, SlotKind.COPY]
    assert draft.toggle_s(0)
    assert draft.letters(0) == "TACTS"
    assert draft.type_letter("t") is False  # only one copy
    status = draft.status()
    assert status.legal, status.text
    assert [e.kind for e in draft.word_models[0].entries()][-1] == "s"
    assert draft.toggle_s(0)  # off again
    assert draft.letters(0) == "TACT"


def test_x_owners_see_used_cards_faded_for_copying(qapp: object) -> None:
    game = owning("X", "CATRAEO", words=("tact",))
    _model, draft = table(game, game.lexicon)
    draft.type_letter("t")
    assert "used" in [e.kind for e in draft.hand_model.entries()]


def test_v_owners_build_a_second_word(qapp: object) -> None:
    game = owning("V", "CATDOGE", words=("cat", "dog"))
    _model, draft = table(game, game.lexicon)
    for letter in "cat":
        draft.type_letter(letter)
    draft.next_word()
    assert draft.active_word == 1
    for letter in "dog":
        draft.type_letter(letter)
    build = draft.build()
    assert build is not None and len(build.words) == 2
    status = draft.status()
    assert status.legal, status.text
    assert status.text == "CAT earns $1; DOG earns $1"


def test_without_v_the_second_row_is_not_used(qapp: object, enable: Lexicon) -> None:
    _model, draft = two_players("CATRSEO" + "LLLLPPW" + "NDI", enable)
    draft.next_word()
    assert draft.active_word == 0
    assert draft.place(0, word=1)
    assert draft.letters(0) == "C" and draft.letters(1) == ""


def test_a_y_is_declared_the_way_that_earns_most(qapp: object) -> None:
    # K doubles a word with exactly one vowel. "TRAY" has A and Y; declared a
    # consonant, the Y leaves one vowel and K doubles the word.
    game = owning("K", "TRYAEOI", words=("tray",))
    _model, draft = table(game, game.lexicon)
    for letter in "tray":
        draft.type_letter(letter)
    y_slot = draft.words()[0][3]
    assert y_slot.y is YRole.CONSONANT
    assert "x2 by K" in draft.status().text
    draft.toggle_y(0, 3)
    assert draft.words()[0][3].y is YRole.VOWEL
    assert "x2" not in draft.status().text


def test_discard_marks_follow_the_hand(qapp: object, enable: Lexicon) -> None:
    model, draft = two_players("CATRSEO" + "LLLLPPW" + "NDI", enable)
    assert draft.select_letter("e")
    draft.toggle_selected(0)
    assert [model.state.letter(c) for c in draft.selected()] == ["E", "C"]
    assert [e.selected for e in draft.hand_model.entries()].count(True) == 2
    action = draft.discard_action()
    assert action is not None
    assert model.submit(action) is None
    assert model.state.current == 1
    assert draft.selected() == ()


def test_a_played_word_leaves_the_draft_empty(qapp: object, enable: Lexicon) -> None:
    model, draft = two_players("CATRSEO" + "LLLLPPW" + "NDI", enable)
    for letter in "coats":
        draft.type_letter(letter)
    build = draft.build()
    assert build is not None
    assert model.submit(build) is None
    assert model.state.phase in (Phase.BUY, Phase.DISCARD)
    assert draft.letters(0) == ""


def test_setup_colours_reach_the_model(qapp: object, enable: Lexicon) -> None:
    model = PatentGameModel()
    setup = GameSetup((SeatSetup("Ann", "human", 4), SeatSetup("Bob", "ai:greedy", 2)))
    model.start(setup, enable, seed=3)
    assert (model.colour(0), model.colour(1)) == (4, 2)
    assert model.log()[0].startswith("Turn 1:")
