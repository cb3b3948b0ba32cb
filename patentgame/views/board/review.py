"""The board games' review in the review window (the registry's part ``review``): a board
record or a GCG file's game, each decision beside the expert's best option in equity."""

from __future__ import annotations

import contextlib

from patentgame.controller.game_model import shown_name
from patentgame.views.choice_review import ChoiceReviewFiller
from patentgame.views.review_window import ReviewFiller, unsearchable


def review_filler(
    record: object, lexicon: object, _theme: object = None
) -> ReviewFiller | str | None:
    """The filler of a board game's review, why there is none (a list the coach cannot
    search), or ``None`` for another family's record."""
    from patentgame.model.board.gcg import GcgGame
    from patentgame.model.board.letter_variants import YoAsYe
    from patentgame.model.board.record import BoardRecord
    from patentgame.model.lexicon import Lexicon

    if not isinstance(record, BoardRecord | GcgGame):
        return None
    if isinstance(record, GcgGame) and not isinstance(lexicon, Lexicon):
        # A GCG file is read with its own verdicts on words; the coach needs the rules' list.
        from patentgame.model.errors import LexiconError

        with contextlib.suppress(LexiconError):
            lexicon = Lexicon.load(record.game.rules.lexicon_id)
    # An Эрудит game reads its list with Е standing for Ё (a searchable view of the list).
    if not isinstance(lexicon, Lexicon | YoAsYe):
        return unsearchable()
    searchable = lexicon
    players = record.game.seats if isinstance(record, GcgGame) else record.players

    def work(cancelled: object) -> object:
        from patentgame.model.board.ai.review import BoardReviewer

        reviewer = BoardReviewer(searchable)
        if isinstance(record, GcgGame):
            return reviewer.review_gcg(record, cancelled=cancelled)  # type: ignore[arg-type]
        return reviewer.review_record(record, cancelled=cancelled)  # type: ignore[arg-type]

    return ChoiceReviewFiller([shown_name(player.name) for player in players], False, work)
