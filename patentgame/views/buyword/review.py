"""BuyWord's review in the review window (the registry's part ``review``): each round's
decisions beside the expert's best option, in money."""

from __future__ import annotations

from patentgame.controller.game_model import shown_name
from patentgame.views.choice_review import ChoiceReviewFiller
from patentgame.views.review_window import ReviewFiller, unsearchable


def review_filler(
    record: object, lexicon: object, theme_words: object = None
) -> ReviewFiller | str | None:
    """The filler of a BuyWord game's review (``theme_words``: its theme list, when it plays
    one), why there is none, or ``None`` for another family's record."""
    from patentgame.model.buyword.record import Record
    from patentgame.model.lexicon import Lexicon

    if not isinstance(record, Record):
        return None
    if not isinstance(lexicon, Lexicon):
        return unsearchable()
    searchable = lexicon

    def work(cancelled: object) -> object:
        from patentgame.model.buyword.ai.review import BuyWordReviewer

        return BuyWordReviewer(searchable).review_record(
            record,
            searchable,
            cancelled=cancelled,  # type: ignore[arg-type]
            theme_words=theme_words,  # type: ignore[arg-type]
        )

    return ChoiceReviewFiller([shown_name(player.name) for player in record.players], True, work)
