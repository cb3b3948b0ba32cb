"""`GameLog`: the game's story in plain words, newest at the bottom, one item per line.

Each line is an item of a list view, so a screen reader walks the story line by line (Qt's
accessibility gives every item of an item view its own entry): its name is the sentence and its
description says whose line it is ("Ada", "Ada explains", "The game"). The look of a line (a
turn's start in bold, a computer's explanation set in and slanted in the theme's quiet colour, a
dot in the seat's colour) is the delegate's, read from the theme at paint time.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QKeyEvent, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from patentgame.views import palette as pal
from patentgame.views import themes

#: Item data: the line stands out (a turn's start, a verdict), or is a computer's explanation.
STRONG_ROLE = int(Qt.ItemDataRole.UserRole) + 1
NOTE_ROLE = int(Qt.ItemDataRole.UserRole) + 2
#: Item data: the seat colour of the dot in front of the line ("" for none).
MARKER_ROLE = int(Qt.ItemDataRole.UserRole) + 3


class _LineLook(QStyledItemDelegate):
    """Bold for a line that stands out, slanted and quieter for an explanation."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        if index.data(STRONG_ROLE):
            option.font.setBold(True)  # type: ignore[attr-defined]
        if index.data(NOTE_ROLE):
            option.font.setItalic(True)  # type: ignore[attr-defined]
            quiet = QColor(themes.theme(pal.THEME_KEY).note_on_log)
            option.palette.setColor(option.palette.ColorRole.Text, quiet)  # type: ignore[attr-defined]


def _dot(colour: str) -> QIcon:
    """A round dot of ``colour`` (the seat's mark in front of its lines)."""
    pixmap = QPixmap(12, 12)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colour))
    painter.drawEllipse(QRectF(1, 1, 10, 10))
    painter.end()
    return QIcon(pixmap)


class GameLog(QListWidget):
    """A read-only log on a dark panel: one list item per line of the story."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gamelog")
        self.setAccessibleName(self.tr("Game log"))
        self.setAccessibleDescription(self.tr("The game's story, one line per event"))
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setIconSize(QSize(10, 10))
        self.setItemDelegate(_LineLook(self))
        self.setStyleSheet(themes.log_style(themes.theme(pal.THEME_KEY), pal.ZOOM))
        self._dots: dict[str, QIcon] = {}
        self._lines = 0

    def add(
        self,
        text: str,
        *,
        strong: bool = False,
        colour: str = "",
        marker: str = "",
        note: bool = False,
        speaker: str = "",
    ) -> None:
        """Append one line; ``strong`` lines (turn starts, verdicts) stand out, ``marker`` puts
        a dot of that (seat) colour in front: the name says it too. A ``note`` (a computer's
        explanation) is set in and slanted, under the line it explains; ``colour`` tints a
        line. ``speaker`` is whose line it is, for a screen reader."""
        if not text:
            return
        item = QListWidgetItem(("      " + text) if note and not marker else text)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, text)
        item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, self._whose(speaker, note))
        item.setData(STRONG_ROLE, strong)
        item.setData(NOTE_ROLE, note)
        item.setData(MARKER_ROLE, marker)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        if colour:
            item.setForeground(QColor(colour))
        if marker:
            if marker not in self._dots:
                self._dots[marker] = _dot(marker)
            item.setIcon(self._dots[marker])
        self.addItem(item)
        self._lines += 1
        self.scrollToBottom()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows and Page keys walk the lines; a letter goes on to the table (a list would
        search its items with it), as it did from the read-only text the log once was."""
        text = event.text()
        if text and text.isprintable() and not text.isspace():
            event.ignore()
            return
        super().keyPressEvent(event)

    def _whose(self, speaker: str, note: bool) -> str:
        if not speaker:
            return self.tr("The game")
        if note:
            return self.tr("{name} explains").format(name=speaker)
        return speaker

    def toPlainText(self) -> str:
        """Every line, one a line, as a reader hears them."""
        return "\n".join(
            str(self.item(row).data(Qt.ItemDataRole.AccessibleTextRole))
            for row in range(self.count())
        )

    def shown(self) -> list[tuple[str, str, bool, bool, str, str]]:
        """Every line as it looks: (text, whose, stands out, explanation, dot, tint)."""
        shown = []
        for row in range(self.count()):
            item = self.item(row)
            tint = item.foreground().color().name() if item.foreground().style() else ""
            shown.append(
                (
                    item.text(),
                    str(item.data(Qt.ItemDataRole.AccessibleDescriptionRole)),
                    bool(item.data(STRONG_ROLE)),
                    bool(item.data(NOTE_ROLE)),
                    str(item.data(MARKER_ROLE)),
                    tint,
                )
            )
        return shown

    @property
    def lines(self) -> int:
        return self._lines


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
