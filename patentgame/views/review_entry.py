"""`ReviewEntry`: the summary's way into the coach's review of the game just finished, the
same for every family (the kit's, :meth:`FamilyTable.summary_sections`): a button that opens
the :class:`~patentgame.views.review_window.ReviewWindow` of the game's record, and a line
that says why when the game cannot be reviewed (a word list the coach cannot search)."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from patentgame.controller.game_model import AnyGameModel


class ReviewEntry(QWidget):
    """Review the game... at the end, for the game of ``model``."""

    def __init__(self, model: AnyGameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        #: The review opened from here, once it is.
        self.review_window: QWidget | None = None
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 0, 12, 0)
        self.status = QLabel()
        self.status.setWordWrap(True)
        row.addWidget(self.status, 1)
        self.review_button = QPushButton(self.tr("Review the game..."))
        self.review_button.setToolTip(
            self.tr("Each turn beside the expert's choice, and the value given up")
        )
        self.review_button.clicked.connect(lambda: self.open_review())
        row.addWidget(self.review_button)

    def open_review(self) -> None:
        """Open the coach's review of the game, or say why it cannot be."""
        from patentgame.views.review_window import open_review

        names = " – ".join(self.model.shown_names())
        opened = open_review(
            self.model.game.record(),
            self.model.lexicon,
            self.tr("Review: {names}").format(names=names),
            self.window(),
            theme_words=self.model.review_theme_words(),
        )
        if isinstance(opened, str):
            self.status.setText(opened)
        else:
            self.review_window = opened
