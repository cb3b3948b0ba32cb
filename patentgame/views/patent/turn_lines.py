"""`TurnLines`: the patent table's two lines of words around the word rows.

The prompt above them says what the table asks now (at its zoomed size, or smaller when a long
sentence would be cut); the preview below says what the drafted word would earn, or why it
cannot be played, in the warning colour, or what to do while cards are marked, a patent is
bought or the people are asked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QLabel

from patentgame.controller.patent.draft import DraftStatus
from patentgame.model.patent.rules import ChallengeMode
from patentgame.views import palette as pal
from patentgame.views.text_fit import fitting_pixels, set_fitting_rich_text
from patentgame.views.themes import px

if TYPE_CHECKING:
    from patentgame.views.patent.table import PatentTable

#: The rows' heights at 100 % (they grow with the zoom and never change with what they say).
PROMPT_HEIGHT = 24
PREVIEW_HEIGHT = 40


class TurnLines(QObject):
    """The prompt and the preview of one patent table."""

    def __init__(self, table: PatentTable) -> None:
        super().__init__(table)
        self._table = table
        self.prompt = QLabel()
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.prompt.setFixedHeight(PROMPT_HEIGHT)
        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setWordWrap(True)
        self.preview.setFixedHeight(PREVIEW_HEIGHT)
        self._prompt_pixels = 17

    def _px(self, pixels: float) -> int:
        """``pixels`` at the zoom of View > Zoom."""
        return px(pixels, self._table.settings.zoom)

    def restyle(self) -> None:
        """The rows' heights at the zoom, and the prompt's size for the table's width."""
        self.prompt.setFixedHeight(self._px(PROMPT_HEIGHT))
        self.preview.setFixedHeight(self._px(PREVIEW_HEIGHT))
        self.fit_width()

    def fit_width(self) -> None:
        """The prompt a little smaller on a narrow table."""
        self.set_prompt_size(17 if self._table.width() >= 1200 else 15)

    def set_prompt_size(self, pixels: int) -> None:
        """The prompt's size at 100 % (the zoom grows it)."""
        self._prompt_pixels = pixels
        self._fit_prompt()

    def show_prompt(self, text: str) -> None:
        """Say ``text`` above the word rows."""
        self.prompt.setText(text)
        self._fit_prompt()

    def _fit_prompt(self) -> None:
        """The prompt at its zoomed size, or smaller when a long sentence would be cut."""
        prompt = self.prompt
        size = fitting_pixels(prompt, prompt.text(), self._px(self._prompt_pixels), bold=True)
        style = f"color: {pal.TEXT_ON_FELT.name()}; font-size: {size}px; font-weight: bold;"
        if style != prompt.styleSheet():
            prompt.setStyleSheet(style)

    def show_preview(self, status: DraftStatus | None, marking: bool, buying: bool) -> None:
        """Under the word: the draft's earnings (or why it cannot be played), or what to do
        while cards are marked, a patent is bought or the people are asked."""
        table = self._table
        muted = pal.MUTED_ON_FELT.name()
        if isinstance(status, DraftStatus):
            if status.legal:
                second = status.royalties
                auto = table.game_model.state.rules.challenge is ChallengeMode.AUTO
                warn = ""
                if auto and status.not_in_list:
                    warn = self.tr("{words}: not in the word list").format(
                        words=", ".join(status.not_in_list)
                    )
                html = (
                    f'<span style="color:{pal.TEXT_ON_FELT.name()}; font-size:{self._px(17)}px;'
                    ' font-weight:bold">'
                    f"{_escape(status.text)}</span>"
                    f'<br><span style="color:{muted}; font-size:{self._px(13)}px">'
                    f"{_escape(second)}</span>"
                )
                if warn:
                    html += (
                        f'<span style="color:{pal.WARNING_ON_FELT.name()};'
                        f' font-size:{self._px(13)}px">'
                        f"  ·  {_escape(warn)}</span>"
                    )
            else:
                warn_colour = pal.WARNING_ON_FELT.name()
                text = _escape(status.text)
                size = self._px(14)
                html = f'<span style="color:{warn_colour}; font-size:{size}px">{text}</span>'
            self.preview.setText(html)
            return
        text = ""
        if marking:
            text = self.tr(
                "Click cards (or type their letters) to mark them; a marked card rises and is "
                "crossed out."
            )
        elif buying and table.patents.chosen:
            text = self.tr(
                "Buy the {letter} patent: press Enter, or click it again. Esc or Ctrl+Z: "
                "choose again."
            ).format(letter=table.patents.chosen)
        elif buying:
            text = self.tr(
                "You can buy: {letters}. Click a glowing patent or type its letter, then press "
                "Enter."
            )
            text = text.format(letters=", ".join(table.game_model.state.buyable_letters()))
        elif table.challenge_bar.asking:
            text = table.words.challenge_terms(table.flow.hot_seat)
        if text:
            set_fitting_rich_text(
                self.preview,
                text,
                lambda size: (
                    f'<span style="color:{muted}; font-size:{size}px">{_escape(text)}</span>'
                ),
                self._px(14),
            )
        else:
            self.preview.setText("")


def _escape(text: str) -> str:
    """Plain words for rich text."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
