"""`GameLog`: the game's story in plain words, newest at the bottom, one item per line.

Each line is an item of a list view, so a screen reader walks the story line by line (Qt's
accessibility gives every item of an item view its own entry): its name is the sentence and its
description says whose line it is ("Ada", "Ada explains", "The game"). The look of a line (a
turn's start in bold, a computer's explanation set in and slanted in the theme's quiet colour, a
dot in the seat's colour) is the delegate's, read from the theme at paint time.

The delegate lays each line out as a small rich-text document and paints that document, so the
same layout answers "which word is under the mouse": with :attr:`GameLog.words_as_links` on, a
word in capitals is a link to its meanings, and a click elsewhere on a line (or Enter on the
line the keyboard has chosen) asks for what lies behind it, such as a computer player's reason.

A long game's log has thousands of lines, and a list view places every line again each time
one is added (its items may differ in height), asking each its size. So a line is measured once,
when it is added, and its height kept in the item (``Qt.SizeHintRole``, which the view reads
without calling back into Python); only another width or font measures the lines again. The
scroll to the newest line waits for the event loop, so lines added together are placed once: a
game opened with 1,000 actions measures each line once (issue 36.6: opening such a game took
413 s, every line added laying out every line before it).
"""

from __future__ import annotations

from html import escape
from typing import cast

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QIcon,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyle,
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
#: How far an explanation without a dot is set in, and the room of a dot before its line.
_NOTE_INDENT = 18
_DOT_ROOM = 16
#: The space round a line's text inside its item.
_PAD_X, _PAD_Y = 4, 2


class _LineLook(QStyledItemDelegate):
    """Bold for a line that stands out, slanted and quieter for an explanation; words in
    capitals as links when the log wants them. Paints each line from the same laid-out text
    that :meth:`layout` gives the log for its hit tests."""

    def __init__(self, log: GameLog) -> None:
        super().__init__(log)
        self.log = log
        #: Heights of lines measured at :attr:`_heights_width`, by what decides them: lines
        #: alike (a turn's start, a pass) are laid out once.
        self._heights: dict[tuple[object, ...], int] = {}
        self._heights_width = -1
        #: How many times a line was laid out to measure it (tests count them).
        self.measured = 0

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        if index.data(STRONG_ROLE):
            option.font.setBold(True)
        if index.data(NOTE_ROLE):
            option.font.setItalic(True)
            quiet = QColor(themes.theme(pal.THEME_KEY).note_on_log)
            option.palette.setColor(option.palette.ColorRole.Text, quiet)

    def layout(
        self,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
        colour: QColor | None = None,
    ) -> tuple[QTextDocument, QPointF]:
        """The line's text laid out at the log's width for text (:meth:`GameLog.text_width`,
        the width every line was measured at), and the point of the item where the text's top
        left is painted; in ``colour`` when given (painting)."""
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        indent = _PAD_X
        if index.data(MARKER_ROLE):
            indent += _DOT_ROOM
        elif text.startswith(" "):
            indent += _NOTE_INDENT
        text = text.strip()
        if self.log.words_as_links:
            from patentgame.views.word_meanings import linked_words

            body = linked_words(text, themes.theme(pal.THEME_KEY).gold)
        else:
            body = escape(text)
        document = QTextDocument()
        document.setDocumentMargin(0)
        document.setDefaultFont(opt.font)
        if colour is not None:
            body = f'<span style="color:{colour.name()}">{body}</span>'
        document.setHtml(body)
        document.setTextWidth(max(40, self.log.text_width() - indent - _PAD_X))
        document.size()  # laid out now: its lines are read for hit tests
        return document, QPointF(indent, _PAD_Y)

    def height(self, option: QStyleOptionViewItem, index: QModelIndex) -> int:
        """The height of line ``index`` at the log's width for text, laid out only when no line
        alike was measured at that width and font."""
        width = self.log.text_width()
        if width != self._heights_width:  # another width wraps every line anew
            self._heights.clear()
            self._heights_width = width
        key = (
            index.data(Qt.ItemDataRole.DisplayRole),
            bool(index.data(STRONG_ROLE)),
            bool(index.data(NOTE_ROLE)),
            bool(index.data(MARKER_ROLE)),
            self.log.words_as_links,
            option.font.key(),
        )
        found = self._heights.get(key)
        if found is None:
            document, at = self.layout(option, index)
            found = int(document.size().height() + 2 * at.y() + 0.999)
            self._heights[key] = found
            self.measured += 1
        return found

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        widget = self.log
        rect = QRect(opt.rect)
        # The item's own background (the chosen line's highlight), then the dot and the text.
        opt.text = ""
        opt.icon = QIcon()
        widget.style().drawPrimitive(
            QStyle.PrimitiveElement.PE_PanelItemViewItem, opt, painter, widget
        )
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        colour = opt.palette.color(role)
        document, at = self.layout(option, index, colour)
        painter.save()
        marker = str(index.data(MARKER_ROLE) or "")
        if marker:
            first_line = document.firstBlock().layout().lineAt(0)
            centre = rect.top() + at.y() + first_line.height() / 2 if first_line.isValid() else 0
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(marker))
            painter.drawEllipse(QPointF(rect.left() + _PAD_X + 5, centre), 5, 5)
        painter.translate(rect.topLeft() + at.toPoint())
        # drawContents, not documentLayout().draw(): the layout is made on Qt's side, and its
        # Python wrapper could be a stale one of a freed object at the same address (a test's
        # accessibility interface was handed back once, and the line did not paint).
        document.drawContents(painter, QRectF(0, 0, rect.width(), rect.height()))
        painter.restore()


class GameLog(QListWidget):
    """A read-only log on a dark panel: one list item per line of the story.

    With :attr:`words_as_links` on, each word in capitals is a link (``word_clicked``); a click
    on a line elsewhere reports the line's number (``line_clicked``), and Enter on the line the
    keyboard chose reports it too (``line_entered``), so the table can open a computer player's
    reason for it or a word's meanings.

    Signals:
        word_clicked(word, global point): a word in capitals was clicked.
        line_clicked(line, global point): a line was clicked (0 is the first line).
        line_entered(line, global point): Enter was pressed on a chosen line.
    """

    word_clicked = Signal(str, object)
    line_clicked = Signal(int, object)
    line_entered = Signal(int, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Lines are measured, and the log scrolled to the newest, once the event loop runs (the
        # log's width has settled by then: a game opened lays the table out anew), so lines
        # added together are placed once; all of them are measured again when the width or the
        # font changes.
        self._measured_at: tuple[int, str] = (-1, "")
        self._unmeasured: list[QListWidgetItem] = []
        self._measurer = QTimer(self)
        self._measurer.setSingleShot(True)
        self._measurer.setInterval(0)
        self._measurer.timeout.connect(self.settle)
        self.setObjectName("gamelog")
        self.setAccessibleName(self.tr("Game log"))
        self.setAccessibleDescription(self.tr("The game's story, one line per event"))
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setIconSize(QSize(10, 10))
        self.setMouseTracking(True)
        self.look = _LineLook(self)
        self.setItemDelegate(self.look)
        self.setStyleSheet(themes.log_style(themes.theme(pal.THEME_KEY), pal.ZOOM))
        #: Words in capitals are links to their meanings (the patent game's English words).
        self.words_as_links = False
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
        item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        if colour:
            item.setForeground(QColor(colour))
        self.addItem(item)
        self._unmeasured.append(item)
        self._measurer.start()
        self._lines += 1

    def clear(self) -> None:
        super().clear()
        self._unmeasured.clear()
        self._lines = 0

    # -- measuring the lines ----------------------------------------------------------------------
    def text_width(self) -> int:
        """The width the lines wrap at: the viewport's, which the scroll bar narrows once the
        lines overflow. Lines enough to overflow for certain (a game opened) are measured at
        the narrower width at once, rather than once for each width."""
        width = self.maximumViewportSize().width()
        bar = self.verticalScrollBar()
        overflowing = (
            self.count() * self.fontMetrics().height() > self.maximumViewportSize().height()
        )
        if bar.isVisibleTo(self) or overflowing:
            width -= bar.sizeHint().width()
        return max(width, 40)

    def _item_option(self) -> QStyleOptionViewItem:
        option = QStyleOptionViewItem()
        option.initFrom(self)
        option.font = self.font()
        return option

    def _measure(self, item: QListWidgetItem, option: QStyleOptionViewItem) -> None:
        height = self.look.height(option, self.indexFromItem(item))
        item.setData(Qt.ItemDataRole.SizeHintRole, QSize(self.text_width(), height))

    def settle(self) -> None:
        """Measure the lines added since the last time, or every line when the width or the
        font changed, and have the view place them (it reads the heights without Python)."""
        self._measurer.stop()
        bar = self.verticalScrollBar()
        # The log follows its newest line: a line added, or the lines placed anew while it
        # showed the newest, scrolls to it.
        following = bool(self._unmeasured) or bar.value() >= bar.maximum()
        now = (self.text_width(), self.font().key())
        if now != self._measured_at:
            self._measured_at = now
            waiting = [self.item(row) for row in range(self.count())]
        else:
            waiting = self._unmeasured
        self._unmeasured = []
        if not waiting:
            return
        option = self._item_option()
        for item in waiting:
            self._measure(item, option)
        self.scheduleDelayedItemsLayout()
        if following:
            self.scrollToBottom()  # places the lines first

    def _remeasure_if_changed(self) -> None:
        if (self.text_width(), self.font().key()) != self._measured_at:
            self._measurer.start()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._remeasure_if_changed()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._remeasure_if_changed()

    # -- where things are -------------------------------------------------------------------------
    def line_rect(self, line: int) -> QRect:
        """Where line ``line`` is, in the viewport (empty if there is no such line)."""
        self.settle()
        item = self.item(line)
        return self.visualItemRect(item) if item is not None else QRect()

    def _document_at(self, line: int) -> tuple[QTextDocument, QPointF] | None:
        self.settle()
        item = self.item(line)
        if item is None:
            return None
        option = self._item_option()
        option.rect = self.visualItemRect(item)
        document, at = self.look.layout(option, self.indexFromItem(item))
        return document, at + QPointF(option.rect.topLeft())

    def word_at(self, point: QPoint) -> str:
        """The word in capitals (a link) under ``point`` of the viewport, or ""."""
        if not self.words_as_links:
            return ""
        index = self.indexAt(point)
        laid = self._document_at(index.row()) if index.isValid() else None
        if laid is None:
            return ""
        document, at = laid
        layout = document.documentLayout()
        if not isinstance(layout, QAbstractTextDocumentLayout):
            return ""  # a stale wrapper handed back for Qt's layout (see ``paint``)
        anchor = layout.anchorAt(QPointF(point) - at)
        from patentgame.views.word_meanings import WORD_LINK

        return anchor[len(WORD_LINK) :] if anchor.startswith(WORD_LINK) else ""

    def word_spot(self, line: int, word: str) -> QPoint | None:
        """The middle of ``word``'s first appearance in line ``line``, in the viewport (where a
        person clicks it), or ``None``."""
        laid = self._document_at(line)
        if laid is None:
            return None
        document, at = laid
        found = document.find(word, 0, QTextDocument.FindFlag.FindCaseSensitively)
        if found.isNull():
            return None
        block = found.block()
        layout = block.layout()
        start = found.selectionStart() - block.position()
        end = found.selectionEnd() - block.position()
        text_line = layout.lineForTextPosition(start)
        if not text_line.isValid():
            return None
        # PySide returns cursorToX's (x, position) pair; its stubs say an object.
        left = cast(tuple[float, int], text_line.cursorToX(start))[0]
        right = cast(tuple[float, int], text_line.cursorToX(end))[0]
        top = layout.position().y() + text_line.y()
        middle = QPointF((left + right) / 2, top + text_line.height() / 2)
        return (middle + at).toPoint()

    # -- the mouse and the keyboard ---------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        super().mouseMoveEvent(event)
        over_word = bool(self.word_at(event.position().toPoint()))
        shape = Qt.CursorShape.PointingHandCursor if over_word else Qt.CursorShape.ArrowCursor
        self.viewport().setCursor(shape)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        if event.button() is not Qt.MouseButton.LeftButton:
            return
        point = event.position().toPoint()
        index = self.indexAt(point)
        if not index.isValid():
            return
        where = event.globalPosition().toPoint()
        word = self.word_at(point)
        if word:
            self.word_clicked.emit(word, where)
        else:
            self.line_clicked.emit(index.row(), where)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows and Page keys walk the lines and Enter opens what lies behind the chosen one;
        a letter goes on to the table (a list would search its items with it), as it did from
        the read-only text the log once was."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            row = self.currentRow()
            if row >= 0:
                rect = self.line_rect(row)
                self.line_entered.emit(row, self.viewport().mapToGlobal(rect.bottomLeft()))
                return
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

    # -- what it says -----------------------------------------------------------------------------
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
