"""`CoachSummary`: the coach's part of the summary at the end of a patent game.

The words the game scored, each with a short meaning from the offline definitions (a click
opens all its meanings; a word without an entry says so) and the hints each person took. The
way into the coach's review of the game is the kit's, every family's
(:class:`~patentgame.views.review_entry.ReviewEntry`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from patentgame.controller.patent.game_model import PatentGameModel
from patentgame.model.patent import events as ev
from patentgame.model.patent.replay import play_through, set_up
from patentgame.views import window_looks
from patentgame.views.themes import px
from patentgame.views.word_meanings import MeaningPopup, escape, short_meaning

#: A short meaning is cut after this many letters (the popup has them all).
SHORT = 90


def game_words(model: PatentGameModel) -> list[tuple[str, str]]:
    """The words the game scored, in order, once each, with who scored them."""
    record = model.game.record()
    seen: set[str] = set()
    words: list[tuple[str, str]] = []
    for step in play_through(set_up(record, model.lexicon), record.actions):
        for event in step.events:
            if isinstance(event, ev.WordScored) and event.word.upper() not in seen:
                seen.add(event.word.upper())
                words.append((event.word.upper(), model.shown_name(event.seat)))
    return words


class CoachSummary(QFrame):
    """The game's words with short meanings, and the hints taken."""

    def __init__(self, model: PatentGameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setObjectName("chartPanel")
        self.popup = MeaningPopup(self)
        self._found: list[tuple[str, str]] | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.setSpacing(4)
        top = QHBoxLayout()
        self.title = QLabel(self.tr("Words of this game"))
        top.addWidget(self.title, 1)
        self.hints = QLabel(self._hints_text())
        top.addWidget(self.hints)
        layout.addLayout(top)
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.words.setTextFormat(Qt.TextFormat.RichText)
        self.words.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.words.linkActivated.connect(self._link)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidget(self.words)
        self.scroll_area.setStyleSheet("background: transparent;")
        layout.addWidget(self.scroll_area)
        window_looks.follow(self)

    def apply_look(self) -> None:
        """The paper's ink of the theme in use (a dark theme's paper is dark: fixed dark ink
        was unreadable there) and the text sizes of the zoom (they stayed at 100 %)."""
        theme, zoom = window_looks.current()
        ink = f"color: {theme.paper_text}; background: transparent;"
        self.title.setStyleSheet(f"{ink} font-size: {px(13, zoom)}px; font-weight: bold;")
        self.hints.setStyleSheet(f"{ink} font-size: {px(13, zoom)}px;")
        self.words.setStyleSheet(f"{ink} font-size: {px(12, zoom)}px;")
        self.words.setText(self._words_html(theme.chart_line))
        self.scroll_area.setMaximumHeight(px(120, zoom))

    def _hints_text(self) -> str:
        model = self.model
        people = [seat for seat in range(model.seats) if model.is_human(seat)]
        you = model.you()
        parts = [
            self.tr("{name}: %n hint(s)", "", model.hints_used(seat)).format(
                name=self.tr("You") if seat in you else model.shown_name(seat)
            )
            for seat in people
        ]
        return "  ·  ".join(parts)

    def _meanings(self) -> list[tuple[str, str]]:
        """Each word of the game with its short meaning, found once (the game is replayed to
        find its words; a new theme or zoom only colours them again)."""
        if self._found is None:
            self._found = []
            for word, _who in game_words(self.model):
                meaning = short_meaning(word)
                if meaning is None:
                    text = escape(self.tr("no entry in the offline dictionary"))
                else:
                    short = meaning if len(meaning) <= SHORT else meaning[: SHORT - 1] + "…"
                    text = escape(short)
                self._found.append((word, text))
        return self._found

    def _words_html(self, link_colour: str) -> str:
        lines = [
            f'<a href="word:{word}" style="color: {link_colour}; font-weight: bold;'
            f' text-decoration: none;">{word}</a> {text}'
            for word, text in self._meanings()
        ]
        if not lines:
            return escape(self.tr("No word was scored in this game."))
        return "<br>".join(lines)

    def _link(self, link: str) -> None:
        if link.startswith("word:"):
            self.popup.show_word(link[5:], QCursor.pos())
