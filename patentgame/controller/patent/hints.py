"""Hints: the best-paying word the viewer's cards can spell, laid out as a draft.

The word search is the engine's (:mod:`patentgame.model.patent.words`), the layout on cards is
the draft's (:meth:`DraftController.plan`), and what a play earns is the engine's preview: the
hint only picks the best. A word list that cannot search (a plain set of words in a test) gives
no hints.
"""

from __future__ import annotations

from patentgame.controller.patent.draft import DraftController, DraftSlot
from patentgame.controller.patent.game_model import PatentGameModel
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.errors import IllegalReason
from patentgame.model.patent.scoring import MAX_WORD
from patentgame.model.patent.words import words_from

#: The longest word a hint suggests unless asked otherwise: every playable word.
ANY_LENGTH = MAX_WORD


def best_word(
    model: PatentGameModel, draft: DraftController, max_letters: int = ANY_LENGTH
) -> list[DraftSlot] | None:
    """The draft of the word of at most ``max_letters`` letters that earns the viewer most now
    (money and stock, doublers included), or ``None`` when the cards spell none."""
    seat = draft.viewer
    lexicon = model.lexicon if model.has_game else None
    if seat is None or not isinstance(lexicon, Lexicon):
        return None
    state = model.state
    hand = "".join(state.letter(card) for card in state.hand(seat))
    pool = "".join(state.letter(card) for card in state.pool)
    powers = state.powers_of(seat)
    best: tuple[int, list[DraftSlot]] | None = None
    for word in words_from(lexicon, hand, pool, copy="X" in powers, add_s="Z" in powers):
        if len(word) > max_letters:
            continue
        slots = draft.plan(word)
        build = draft.build_of([slots]) if slots else None
        if slots is None or build is None:
            continue
        preview = state.preview(build)
        if isinstance(preview, IllegalReason):
            continue
        value = preview.money + preview.stock
        if best is None or value > best[0]:
            best = (value, slots)
    return None if best is None else best[1]
