"""The move generator lays words out on real cards legally, using X, Z, Y and V to earn most."""

from __future__ import annotations

import dataclasses
import random
from types import MappingProxyType

import pytest

from patentgame.model.ai import Budget
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent import PatentGame, PlayerSpec, RuleSet, SlotKind
from patentgame.model.patent.actions import YRole
from patentgame.model.patent.ai.moves import MoveGenerator, Vocabulary
from patentgame.model.patent.ai.players import _search
from patentgame.model.patent.perspective import Perspective
from patentgame.model.patent.words import WordFinder
from tests.model.patent.scenario import new_game

ENABLE = Lexicon.load("en-enable")


def with_patents(view: Perspective, letters: str) -> Perspective:
    """``view`` as if its seat owned ``letters``' patents (the engine's form check agrees)."""
    owners = dict(view.owners)
    owners.update({letter: view.seat for letter in letters})
    return dataclasses.replace(view, owners=MappingProxyType(owners))


def at_turn(top: str, patents: str = "") -> Perspective:
    """Seat 0's view with a hand of ``top[:7]`` and a pool of ``top[14:17]``."""
    game = new_game(top, ())
    return with_patents(game.perspective(0), patents)


def spelled(view: Perspective, play_words: tuple[str, ...]) -> tuple[str, ...]:
    generator = MoveGenerator(view, ENABLE)
    play = generator.play_of(play_words)
    assert play is not None
    assert view.why_illegal(play.build) is None
    return play.words


def test_words_become_legal_plays_that_prefer_pool_cards() -> None:
    view = at_turn("CATSEEE" + "LLLLPPW" + "TAN")
    generator = MoveGenerator(view, ENABLE)
    play = generator.play_of(("cat",))
    assert play is not None
    assert play.words == ("CAT",)
    assert view.why_illegal(play.build) is None
    # A and T come from the pool; C only the hand holds.
    assert {view.letter(card) for card in play.pool_cards} == {"A", "T"}
    assert {view.letter(card) for card in play.hand_cards} == {"C"}
    assert (play.money, play.stock, play.royalty) == (1, 0, 0)


def test_a_word_the_cards_cannot_spell_has_no_play() -> None:
    view = at_turn("CATSEEE" + "LLLLPPW" + "TAN")
    generator = MoveGenerator(view, ENABLE)
    assert generator.play_of(("zebra",)) is None
    # Pool letters alone are not a play: a word needs a hand card.
    view_pool_only = at_turn("EEEEEEE" + "LLLLPPW" + "CAT")
    assert MoveGenerator(view_pool_only, ENABLE).play_of(("cat",)) is None


def test_x_copy_spells_a_doubled_letter() -> None:
    view = at_turn("ODEEEEE" + "LLLLPPW" + "RRR", patents="X")
    generator = MoveGenerator(view, ENABLE)
    play = generator.play_of(("odder",))
    assert play is not None and play.words == ("ODDER",)
    kinds = [slot.kind for slot in play.build.words[0]]
    assert kinds.count(SlotKind.COPY) == 1
    assert view.why_illegal(play.build) is None
    # Without X the same word is out of reach.
    plain = at_turn("ODEEEEE" + "LLLLPPW" + "RRR")
    assert MoveGenerator(plain, ENABLE).play_of(("odder",)) is None
    # A play with a copy needs three real cards: O, D and a copy of D is not enough.
    assert generator.play_of(("odd",)) is None


def test_z_adds_a_free_s_and_keeps_the_s_card() -> None:
    view = at_turn("CATSEEE" + "LLLLPPW" + "RRR", patents="Z")
    play = MoveGenerator(view, ENABLE).play_of(("cats",))
    assert play is not None
    assert play.build.words[0][-1].kind is SlotKind.ADDED_S
    # The S card stays in the hand: same earnings, one more card kept.
    assert "S" not in {view.letter(card) for card in play.hand_cards}


def test_y_is_declared_a_consonant_when_k_doubles_the_word() -> None:
    view = at_turn("TOYSEEE" + "LLLLPPW" + "RRR", patents="K")
    play = MoveGenerator(view, ENABLE).play_of(("toys",))
    assert play is not None
    y_slots = [
        slot
        for slot in play.build.words[0]
        if slot.card is not None and view.letter(slot.card) == "Y"
    ]
    assert [slot.y for slot in y_slots] == [YRole.CONSONANT]
    assert (play.money, play.stock) == (4, 0)  # $2 doubled by K


def test_v_pairs_use_disjoint_cards_and_a_hand_card_each() -> None:
    view = at_turn("CATDOGE" + "LLLLPPW" + "RRR", patents="V")
    generator = MoveGenerator(view, ENABLE)
    singles = generator.plays(["cat", "dog", "cog"])
    pairs = generator.pairs(singles, 10)
    assert any(sorted(play.words) == ["CAT", "DOG"] for play in pairs)
    for play in pairs:
        assert len(play.words) == 2
        assert view.why_illegal(play.build) is None


def test_vocabulary_keeps_everyday_words_the_game_accepts() -> None:
    common = Lexicon.load("en-common")
    vocabulary = Vocabulary(ENABLE, common)
    words = vocabulary.words_from("retains", "ocd")
    assert words and all(word in ENABLE and word in common for word in words)
    assert set(words) < set(WordFinder(ENABLE).words_from("retains", "ocd"))


@pytest.mark.parametrize("powers", ["", "X", "Z", "V", "XZ", "VXZ", "BJKVXZ", "KVZ"])
def test_every_generated_play_is_legal_and_in_the_word_list(powers: str) -> None:
    rules = RuleSet(z_s_counts_toward_minimum=False)
    for seed in range(6):
        game = PatentGame.new([PlayerSpec("a"), PlayerSpec("b")], ENABLE, rules, seed=seed)
        view = with_patents(game.perspective(game.current), powers)
        generator = MoveGenerator(view, ENABLE)
        plays = _search(generator, generator.spellable(), 60, 25, Budget())
        assert plays, view.hand_letters()
        for play in plays:
            assert view.why_illegal(play.build) is None, play
            assert all(word.lower() in ENABLE for word in play.words)
            letters = [game.letter(card) for card in play.build.real_cards()]
            assert set(letters) == play.letters


def test_bound_is_never_below_what_a_play_earns() -> None:
    rng = random.Random(5)
    for seed in range(10):
        game = PatentGame.new([PlayerSpec("a"), PlayerSpec("b")], ENABLE, seed=seed)
        powers = "".join(sorted(rng.sample("BJKQVXZ", 4)))
        view = with_patents(game.perspective(game.current), powers)
        generator = MoveGenerator(view, ENABLE)
        for word in generator.spellable()[:80]:
            play = generator.play_of((word,))
            if play is not None:
                assert generator.bound(word) >= play.gain, (word, powers)
