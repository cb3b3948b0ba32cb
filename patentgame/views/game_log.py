"""`GameLog`: the game's story in plain words, newest at the bottom."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractButton, QTextBrowser, QWidget

#: What a line of plain words must not carry into the log's rich text. (``html.escape`` does the
#: same, but importing ``html`` loads its table of entities: 2 ms of every start.)
_MARKUP = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})


class GameLog(QTextBrowser):
    """A read-only log on a dark translucent panel.

    With :attr:`words_as_links` on, each word in capitals is a link (``word_clicked``); a click
    on a line elsewhere reports the line's number (``line_clicked``), so the table can open a
    computer player's reason for it.

    Signals:
        word_clicked(word, global point): a word in capitals was clicked.
        line_clicked(line, global point): a line was clicked (0 is the first line).
    """

    word_clicked = Signal(str, object)
    line_clicked = Signal(int, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: Words in capitals are links to their meanings (the patent game's English words).
        self.words_as_links = False
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setOpenLinks(False)
        self.setStyleSheet(
            "QTextBrowser { background: rgba(8, 16, 11, 170); color: #e9e4d4;"
            " border: 1px solid rgba(255,255,255,40); border-radius: 10px; padding: 6px;"
            " font-size: 13px; }"
            "QScrollBar:vertical { background: transparent; width: 8px; margin: 2px; }"
            "QScrollBar::handle:vertical { background: rgba(255,255,255,70); border-radius: 4px;"
            " min-height: 24px; }"
            "QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }"
            "QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }"
        )
        self._lines = 0

    def add(
        self,
        text: str,
        *,
        strong: bool = False,
        colour: str = "",
        marker: str = "",
        note: bool = False,
    ) -> None:
        """Append one line; ``strong`` lines (turn starts, verdicts) stand out, ``colour`` tints
        the text, ``marker`` puts a dot of that (seat) colour in front: the name says it too.
        A ``note`` (a computer's explanation) is set in and slanted, under the line it explains."""
        if not text:
            return
        if self.words_as_links:
            from patentgame.views.word_meanings import linked_words

            body = linked_words(text)
        else:
            body = text.translate(_MARKUP)
        if strong:
            body = f"<b>{body}</b>"
        if note:
            body = f"<i>{body}</i>"
        if colour:
            body = f'<span style="color:{colour}">{body}</span>'
        if marker:
            body = f'<span style="color:{marker}">&#9679;</span> {body}'
        elif note:
            body = f"&nbsp;&nbsp;&nbsp;{body}"
        self.append(body)
        self._lines += 1
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    @property
    def lines(self) -> int:
        return self._lines

    def clear(self) -> None:
        super().clear()
        self._lines = 0

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        if event.button() is not Qt.MouseButton.LeftButton:
            return
        point = event.position().toPoint()
        anchor = self.anchorAt(point)
        where = event.globalPosition().toPoint()
        if anchor.startswith("word:"):
            self.word_clicked.emit(anchor[5:], where)
        elif not anchor:
            self.line_clicked.emit(self.cursorForPosition(point).blockNumber(), where)


class LogTab(QAbstractButton):
    """The folded log: a narrow tab at the table's edge, its title running upwards; a click
    unfolds the log."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setText(text)
        self.setFixedWidth(26)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def sizeHint(self) -> QSize:
        return QSize(26, 140)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        painter.setBrush(QColor(8, 16, 11, 200 if self.underMouse() else 150))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 8, 8)
        painter.translate(self.width() / 2, self.height() / 2)
        painter.rotate(-90)
        font = painter.font()
        font.setPixelSize(13)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#c9dccb"))
        box = QRectF(-self.height() / 2, -self.width() / 2, self.height(), self.width())
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "◂  " + self.text())
        painter.end()
