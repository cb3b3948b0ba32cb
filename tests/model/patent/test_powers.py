"""RULES.md: special powers, the Q letter, doubler stacking and the V allocation."""

from __future__ import annotations

import pytest

from patentgame.model.patent import (
    Build,
    Buy,
    Discard,
    IllegalReason,
    Phase,
    Replace,
    RuleSet,
    Slot,
)
from patentgame.model.patent.events import CardReplaced, WordScored
from patentgame.model.patent.rules import ChallengeMode, DoublerMode
from tests.model.patent.scenario import (
    build,
    consonant_y,
    letters,
    owning,
    pick,
    vowel_y,
)


def earned(events: tuple[object, ...]) -> list[tuple[str, int, int, int]]:
    return [(e.word, e.money, e.stock, e.multiplier) for e in events if isinstance(e, WordScored)]


# ---------------------------------------------------------------- K, J, B


def test_k_doubles_a_word_with_exactly_one_vowel() -> None:
    game = owning("K", "CATNTHE", "EEE", words={"cat"})
    assert earned(game.play(build(0, pick(game, "CAT")))) == [("CAT", 2, 0, 2)]
    assert game.money(0) == 2


def test_k_does_not_double_a_word_without_vowels() -> None:
    game = owning("K", "NTHCATE", "EEE", words={"nth"})
    assert earned(game.play(build(0, pick(game, "NTH")))) == [("NTH", 1, 0, 1)]


def test_k_does_not_double_two_vowels() -> None:
    game = owning("K", "TEANNNR", "OOO", words={"tea"})
    assert earned(game.play(build(0, pick(game, "TEA")))) == [("TEA", 1, 0, 1)]


def test_j_doubles_when_vowels_are_at_least_half() -> None:
    game = owning("J", "IDEANNR", "OOO", words={"idea"})
    assert earned(game.play(build(0, pick(game, "IDEA")))) == [("IDEA", 4, 0, 2)]


@pytest.mark.parametrize(("word", "doubled"), [("ARENA", True), ("STONE", False)])
def test_j_five_letters_need_three_vowels(word: str, doubled: bool) -> None:
    game = owning("J", word + "RT", "OOO", words={word})
    money = earned(game.play(build(0, pick(game, word))))[0][1]
    assert money == (6 if doubled else 3)


def test_b_doubles_when_first_and_last_letters_are_vowels() -> None:
    game = owning("B", "AREATTN", "OOO", words={"area", "rat"})
    assert earned(game.play(build(0, pick(game, "AREA")))) == [("AREA", 4, 0, 2)]


def test_b_does_not_double_when_one_end_is_a_consonant() -> None:
    game = owning("B", "ARENTTN", "OOO", words={"aren"})
    assert earned(game.play(build(0, pick(game, "AREN")))) == [("AREN", 2, 0, 1)]


def test_y_is_a_vowel_by_default_and_can_be_declared_a_consonant() -> None:
    game = owning("K", "GYMSNTR", "OOO", words={"gym"})
    g, y, m = pick(game, "GYM")
    as_vowel = game.copy()
    assert earned(as_vowel.play(build(0, [g, y, m]))) == [("GYM", 2, 0, 2)]
    explicit = game.copy()
    assert earned(explicit.play(build(0, [g, vowel_y(y), m]))) == [("GYM", 2, 0, 2)]
    # As a consonant GYM has no vowel at all, so K does not apply.
    assert earned(game.play(build(0, [g, consonant_y(y), m]))) == [("GYM", 1, 0, 1)]


def test_a_y_declaration_on_another_letter_is_illegal() -> None:
    game = owning("K", "GYMSNTR", "OOO", words={"gym"})
    g, y, m = pick(game, "GYM")
    assert game.why_illegal(build(0, [vowel_y(g), y, m])) is IllegalReason.Y_ON_NON_Y


def test_powers_belong_to_the_owner_only() -> None:
    game = owning("K", "CATNTHE", "EEE", seat1="CATNNNR", words={"cat"})
    game.play(Discard(0, ()))
    assert earned(game.play(build(1, pick(game, "CAT")))) == [("CAT", 1, 0, 1)]


# ---------------------------------------------------------------- Q letter and stacking


def test_the_q_letter_doubles_without_any_patent() -> None:
    game = owning("", "QUITNNR", "OOO", words={"quit"})
    assert earned(game.play(build(0, pick(game, "QUIT")))) == [("QUIT", 4, 0, 2)]


@pytest.mark.parametrize(
    ("mode", "factor"), [(DoublerMode.MULTIPLY, 8), (DoublerMode.ADD, 4), (DoublerMode.MAX2, 2)]
)
def test_three_doublers_stack_by_the_doublers_rule(mode: DoublerMode, factor: int) -> None:
    # AQUA: B (A...A), J (3 of 4 vowels) and the Q letter.
    rules = RuleSet(challenge=ChallengeMode.AUTO, doublers=mode)
    game = owning("BJ", "AQUANNR", "TTT", words={"aqua"}, rules=rules)
    assert earned(game.play(build(0, pick(game, "AQUA")))) == [("AQUA", 2 * factor, 0, factor)]


@pytest.mark.parametrize(
    ("mode", "factor"), [(DoublerMode.MULTIPLY, 4), (DoublerMode.ADD, 3), (DoublerMode.MAX2, 2)]
)
def test_two_doublers_stack_by_the_doublers_rule(mode: DoublerMode, factor: int) -> None:
    rules = RuleSet(challenge=ChallengeMode.AUTO, doublers=mode)
    game = owning("BJ", "AREATTN", "OOO", words={"area"}, rules=rules)
    assert earned(game.play(build(0, pick(game, "AREA")))) == [("AREA", 2 * factor, 0, factor)]


def test_doubling_doubles_stock_too() -> None:
    # STRAND: 6 letters, $4 + 1 stock; one vowel, so K doubles it.
    game = owning("K", "STRANDE", "OOO", words={"strand"})
    assert earned(game.play(build(0, pick(game, "STRAND")))) == [("STRAND", 8, 2, 2)]
    assert game.ledger.stock(0) == 2


# ---------------------------------------------------------------- Q replacement


def test_q_owner_replaces_a_hand_card_first_into_the_same_place() -> None:
    game = owning("Q", "CATSDOG", "EEE", later="Z")
    hand_before = game.hand(0)
    c = pick(game, "C")[0]
    deck_before = game.cards.deck_count
    events = game.play(Replace(0, c))
    new = next(e.new for e in events if isinstance(e, CardReplaced))
    assert game.letter(new) == "Z"
    assert game.hand(0) == tuple(new if card == c else card for card in hand_before)
    assert game.cards.discard_pile[-1] == c
    assert game.cards.deck_count == deck_before - 1
    assert game.phase is Phase.BUILD  # the player still builds or discards


def test_q_owner_may_replace_a_pool_card_by_default() -> None:
    game = owning("Q", "CATSDOG", "EEE", later="Z")
    e = pick(game, "e")[0]
    game.play(Replace(0, e))
    assert letters(game, game.pool) == "ZEE"


def test_pool_replacement_can_be_switched_off() -> None:
    rules = RuleSet(challenge=ChallengeMode.AUTO, q_replace_from_pool=False)
    game = owning("Q", "CATSDOG", "EEE", rules=rules)
    assert game.why_illegal(Replace(0, game.pool[0])) is IllegalReason.POOL_REPLACE_NOT_ALLOWED
    assert game.why_illegal(Replace(0, game.hand(0)[0])) is None


def test_q_replacement_is_once_and_only_before_building() -> None:
    game = owning("Q", "CATSDOG", "EEE", words={"cat"})
    game.play(Replace(0, game.hand(0)[6]))
    assert game.why_illegal(Replace(0, game.hand(0)[5])) is IllegalReason.NOT_FIRST_ACTION


def test_only_the_q_owner_replaces() -> None:
    game = owning("", "CATSDOG", "EEE")
    assert game.why_illegal(Replace(0, game.hand(0)[0])) is IllegalReason.NO_Q_PATENT


def test_q_replacement_not_after_a_rejected_build() -> None:
    game = owning("Q", "CATSDOG", "EEE", words=())
    game.play(build(0, pick(game, "CAT")))  # not a word: rejected, a retry remains
    assert game.phase is Phase.BUILD
    assert game.why_illegal(Replace(0, game.hand(0)[0])) is IllegalReason.NOT_FIRST_ACTION


# ---------------------------------------------------------------- V: two words


def test_v_builds_two_words_each_scored() -> None:
    game = owning("V", "CATDOGS", "EEE", words={"cat", "dogs"})
    events = game.play(build(0, pick(game, "CAT"), pick(game, "DOGS")))
    assert earned(events) == [("CAT", 1, 0, 1), ("DOGS", 2, 0, 1)]
    assert game.money(0) == 3


def test_two_words_need_the_v_patent() -> None:
    game = owning("", "CATDOGS", "EEE", words={"cat", "dogs"})
    assert game.why_illegal(build(0, pick(game, "CAT"), pick(game, "DOG"))) is (
        IllegalReason.NO_V_PATENT
    )


def test_v_words_share_no_card() -> None:
    game = owning("V", "CATDOGS", "EEE", words={"cat", "act"})
    c, a, t = pick(game, "CAT")
    assert game.why_illegal(build(0, [c, a, t], [a, c, t])) is IllegalReason.CARD_USED_TWICE


def test_each_v_word_needs_its_own_hand_card_and_three_letters() -> None:
    game = owning("V", "CATDOGS", "EEO", words={"cat", "eeo"})
    assert game.why_illegal(build(0, pick(game, "CAT"), pick(game, "eeo"))) is (
        IllegalReason.NO_HAND_CARD
    )
    assert game.why_illegal(build(0, pick(game, "CAT"), pick(game, "DO"))) is (
        IllegalReason.TOO_SHORT
    )


def test_at_most_two_words() -> None:
    game = owning("V", "CATDOGS", "EEE")
    assert game.why_illegal(build(0, pick(game, "CAT"), pick(game, "DOG"), pick(game, "Se"))) is (
        IllegalReason.TOO_MANY_WORDS
    )


def test_a_v_play_is_rejected_as_a_whole_when_one_word_is_invalid() -> None:
    game = owning("V", "CATDOGS", "EEE", words={"cat"})
    before = (game.money(0), game.hand(0), game.pool)
    game.play(build(0, pick(game, "CAT"), pick(game, "DOG")))
    assert (game.money(0), game.hand(0), game.pool) == before


def test_v_allocation_gives_a_power_to_the_word_where_it_adds_most() -> None:
    # K qualifies for CAT ($1) and STRAND ($4 + 1 stock): it goes to STRAND.
    game = owning("VK", "CATSTRN", "ADE", words={"cat", "strand"})
    cards = pick(game, "CATSTRaNd")
    events = game.play(build(0, cards[:3], cards[3:]))
    assert earned(events) == [("CAT", 1, 0, 1), ("STRAND", 8, 2, 2)]


def test_v_allocation_tie_goes_to_the_first_word() -> None:
    game = owning("VK", "CATDOGN", "EEE", words={"cat", "dog"})
    events = game.play(build(0, pick(game, "CAT"), pick(game, "DOG")))
    assert earned(events) == [("CAT", 2, 0, 2), ("DOG", 1, 0, 1)]


def test_v_the_q_letter_doubles_every_word_with_a_q_and_powers_go_to_one_word() -> None:
    # K fits both QAT and CAT; QAT already has the Q letter, so K adds more there (x4).
    game = owning("VK", "QATCATN", "EEE", words={"qat", "cat"})
    cards = pick(game, "CATQAT")
    events = game.play(build(0, cards[:3], cards[3:]))
    assert earned(events) == [("CAT", 1, 0, 1), ("QAT", 4, 0, 4)]


# ---------------------------------------------------------------- X: copy


def test_x_copies_one_real_card_of_the_play() -> None:
    game = owning("X", "TOTENNR", "EEE", words={"toot"})
    t, o, t2 = pick(game, "TOT")
    events = game.play(build(0, [t, o, Slot.copy_of(o), t2]))
    assert earned(events) == [("TOOT", 2, 0, 1)]


def test_x_copy_may_sit_in_the_other_word() -> None:
    game = owning("VX", "CATDOGS", "EEE", words={"cat", "dogt"})
    c, a, t, d, o, g = pick(game, "CATDOG")
    events = game.play(build(0, [c, a, t], [d, o, g, Slot.copy_of(t)]))
    assert [w for w, *_ in earned(events)] == ["CAT", "DOGT"]


def test_x_needs_three_real_cards() -> None:
    game = owning("X", "ADNNNNR", "EEE", words={"add"})
    a, d = pick(game, "AD")
    assert game.why_illegal(build(0, [a, d, Slot.copy_of(d)])) is (
        IllegalReason.X_NEEDS_THREE_CARDS
    )


def test_x_copy_only_of_a_card_used_and_only_once_and_only_for_the_owner() -> None:
    game = owning("X", "TOTENNR", "EEE")
    t, o, t2, e = pick(game, "TOTE")
    assert game.why_illegal(build(0, [t, o, Slot.copy_of(e), t2])) is (
        IllegalReason.COPY_OF_UNUSED_CARD
    )
    assert game.why_illegal(build(0, [t, o, Slot.copy_of(o), Slot.copy_of(t), t2])) is (
        IllegalReason.TOO_MANY_COPIES
    )
    plain = owning("", "TOTENNR", "EEE")
    t, o, t2 = pick(plain, "TOT")
    assert plain.why_illegal(build(0, [t, o, Slot.copy_of(o), t2])) is IllegalReason.NO_X_PATENT


def test_an_x_copy_counts_toward_length() -> None:
    # STRANDS with one S copied: 7 letters, $6 + 1 stock.
    game = owning("X", "STRANDE", "OOO", words={"strands"})
    s, t, r, a, n, d = pick(game, "STRAND")
    events = game.play(build(0, [s, t, r, a, n, d, Slot.copy_of(s)]))
    assert earned(events) == [("STRANDS", 6, 1, 1)]


def test_an_x_copy_of_the_q_card_doubles() -> None:
    game = owning("X", "QAIDNNR", "EEE", words={"qaid", "qaidq"})
    q, a, i, d = pick(game, "QAID")
    events = game.play(build(0, [q, a, i, d, Slot.copy_of(q)]))
    assert earned(events) == [("QAIDQ", 6, 0, 2)]


# ---------------------------------------------------------------- Z: added S


def test_z_adds_an_s_after_the_last_letter() -> None:
    game = owning("Z", "CATNNNR", "EEE", words={"cats"})
    events = game.play(build(0, [*pick(game, "CAT"), Slot.added_s()]))
    assert earned(events) == [("CATS", 2, 0, 1)]


def test_the_added_s_must_be_last_and_only_one() -> None:
    game = owning("VZ", "CATDOGN", "EEE")
    c, a, t = pick(game, "CAT")
    assert game.why_illegal(build(0, [c, Slot.added_s(), a, t])) is IllegalReason.S_NOT_LAST
    d, o, g = pick(game, "DOG")
    two = build(0, [c, a, t, Slot.added_s()], [d, o, g, Slot.added_s()])
    assert game.why_illegal(two) is IllegalReason.TOO_MANY_S


def test_the_added_s_needs_the_z_patent() -> None:
    game = owning("", "CATNNNR", "EEE")
    assert game.why_illegal(build(0, [*pick(game, "CAT"), Slot.added_s()])) is (
        IllegalReason.NO_Z_PATENT
    )


@pytest.mark.parametrize("counts", [True, False])
def test_the_added_s_counts_toward_the_minimum_by_rule(counts: bool) -> None:
    rules = RuleSet(challenge=ChallengeMode.AUTO, z_s_counts_toward_minimum=counts)
    game = owning("Z", "ANNNNNR", "EEE", words={"ans"}, rules=rules)
    play = build(0, [*pick(game, "AN"), Slot.added_s()])
    assert game.why_illegal(play) is (None if counts else IllegalReason.TOO_SHORT)


def test_z_and_x_together_reach_twelve_letters() -> None:
    word = "ABCDEFGHIJCS"
    game = owning("XZ", "ABCDEFG", "HIJ", words={word.lower()})
    cards = pick(game, "ABCDEFGhij")
    play = Build(0, ((*(Slot.card_of(c) for c in cards), Slot.copy_of(cards[2]), Slot.added_s()),))
    assert game.why_illegal(play) is None
    assert earned(game.play(play)) == [(word, 6, 6, 1)]


def test_buying_needs_a_letter_on_a_real_card_not_an_added_s_or_copy() -> None:
    # Seat 0 owns Z and plays CATNIDE+S for $6: S is not on a real card, so S cannot be bought.
    game = owning("Z", "CATNIDE", "OOO", words={"catnides"})
    game.play(build(0, [*pick(game, "CATNIDE"), Slot.added_s()]))
    assert game.phase is Phase.BUY
    assert game.buyable_letters() == ("C", "D")
    assert game.why_illegal(Buy(0, "S")) is IllegalReason.LETTER_NOT_PLAYED
