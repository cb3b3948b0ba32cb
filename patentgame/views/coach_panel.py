"""`CoachPanel`: the coach's corner of a table, beside the game log, for every family.

It shows the hint asked for (step 1 to 3, each with why), and after each of the person's turns
"your best plays were": the three best plays with their values, the play made, what was given
up. Each family fills it: the board games and BuyWord with :meth:`CoachPanel.show_choices`,
whose Show buttons call the table back to lay a play out on its board or tile row; the patent
game through its own panel (``views/patent/coach_panel.py``: its plays laid out as cards in
the panel, to look at), which adds its rows to this one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from patentgame.views import palette as pal
from patentgame.views.in_view import Scrolled, bring_into_view, give_view_back, scroll_area_of
from patentgame.views.themes import px
from patentgame.views.word_meanings import escape, linked_words


def _style(zoom: int) -> str:
    """The panel's colours, and its text at ``zoom`` percent (it stayed 13 px at 200 %)."""

    def size(pixels: int) -> int:
        return px(pixels, zoom)

    return f"""
QFrame#coach {{ background: rgba(8, 16, 11, 185); border: 1px solid rgba(242,193,78,150);
  border-radius: 10px; }}
QLabel {{ color: #e9e4d4; font-size: {size(13)}px; }}
QLabel#coachTitle {{ color: #f2c14e; font-size: {size(14)}px; font-weight: bold; }}
QLabel#coachMuted {{ color: #b9c9bd; font-size: {size(12)}px; }}
QToolButton#coachClose {{ color: #c9dccb; background: transparent; border: none;
  font-size: {size(15)}px; font-weight: bold; }}
QPushButton#coachShow {{ color: #2b1d0e; font-size: {size(12)}px; padding: 1px 8px;
  border: 1px solid #6b4a1f; border-radius: 6px; background: #fbe7b0; }}
QPushButton#coachShow:checked {{ background: #f2c14e; }}
QScrollArea#coachScroll, QWidget#coachInside {{ background: transparent; }}
"""


class CoachPanel(QFrame):
    """The coach's panel: a hint, or the best plays of the turn just played.

    Signals:
        word_clicked(word, global point): a word of the panel was clicked (its meanings).
    """

    word_clicked = Signal(str, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coach")
        self.setStyleSheet(_style(round(pal.ZOOM)))
        #: Where the table's view was before a hint brought the panel into view (in_view).
        self._scrolled: Scrolled | None = None
        self.setAccessibleName(self.tr("The coach"))
        # As wide as its column lets it be (the log's, which grows with the zoom), from 150.
        self.setMinimumWidth(150)
        self.setMaximumWidth(230)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        # The words scroll inside the panel when they need more than the window shows: at
        # 200 % the review of a turn grew the table taller than the window, and the patent
        # table's piles and word row with it.
        frame = QVBoxLayout(self)
        frame.setContentsMargins(0, 0, 0, 0)
        self._scroller = QScrollArea()
        self._scroller.setObjectName("coachScroll")
        self._scroller.setFrameShape(QFrame.Shape.NoFrame)
        self._scroller.setWidgetResizable(True)
        self._scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inside = QWidget()
        inside.setObjectName("coachInside")
        self._scroller.setWidget(inside)
        self._scroller.viewport().setAutoFillBackground(False)  # the panel's own shows
        inside.setAutoFillBackground(False)
        frame.addWidget(self._scroller)
        #: The panel's column: title, body, rows, footer (a family's panel may add its own).
        self.column = layout = QVBoxLayout(inside)
        layout.setContentsMargins(10, 6, 8, 8)
        layout.setSpacing(4)
        top = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("coachTitle")
        self.title.setWordWrap(True)
        top.addWidget(self.title, 1)
        self.close_button = QToolButton()
        self.close_button.setObjectName("coachClose")
        self.close_button.setText("×")
        self.close_button.setToolTip(self.tr("Close the coach's panel"))
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.clicked.connect(self.hide)
        top.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)
        self.body = self._label()
        layout.addWidget(self.body)
        self.rows = QVBoxLayout()
        self.rows.setSpacing(2)
        layout.addLayout(self.rows)
        self.footer = self._label("coachMuted")
        layout.addWidget(self.footer)
        #: The Show buttons of the plays listed, best first, and the rows they stand in.
        self.show_buttons: list[QPushButton] = []
        self._row_layouts: list[QBoxLayout] = []
        #: The plays listed (for the Show buttons), best first.
        self.plays: list[object] = []
        self.hide()

    def _label(self, name: str = "") -> QLabel:
        label = QLabel()
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        label.linkActivated.connect(self._link)
        if name:
            label.setObjectName(name)
        return label

    def _link(self, link: str) -> None:
        from PySide6.QtGui import QCursor

        if link.startswith("word:"):
            self.word_clicked.emit(link[5:], QCursor.pos())

    def _clear_rows(self) -> None:
        """Forget the plays listed (a family's panel also forgets what it added)."""
        while self.rows.count():
            item = self.rows.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.show_buttons = []
        self.plays = []
        self._row_layouts = []

    def _stack_rows(self) -> None:
        """Each play's Show button beside its words, or under them where the panel is too
        narrow for both (200 %: "Показ" was cut at the panel's edge)."""
        width = self.contentsRect().width() - 18  # the column's margins
        for layout, button in zip(self._row_layouts, self.show_buttons, strict=True):
            beside = width >= 2.5 * button.sizeHint().width()
            layout.setDirection(
                QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom
            )

    def show_text(self, title: str, body: str, footer: str = "") -> None:
        """A hint or a message: a title and lines of text (words in capitals are links)."""
        self._clear_rows()
        self.title.setText(title)
        self.body.setText("<br>".join(linked_words(line) for line in body.split("\n")))
        self.body.show()
        self.footer.setText(escape(footer))
        self.footer.setVisible(bool(footer))
        self.show()  # first: laid out in its column, it has the width its lines wrap at
        self._fit()
        QTimer.singleShot(0, self, self._fit)  # at the width the column gives it

    def _fit(self) -> None:
        """Exactly as tall as the wrapped text needs at the panel's width: the log gives way,
        and a folded log leaves no gap to fill."""
        host = self.parentWidget()
        host_layout = host.layout() if host is not None else None
        if host_layout is not None and self.isVisible():
            host_layout.activate()  # the column's width first (a panel just shown had 150)
        self._stack_rows()
        inside = self.contentsRect()  # within the panel's border
        frame = self.height() - inside.height()
        needed = self.column.totalHeightForWidth(inside.width()) + frame
        self.setFixedHeight(min(needed, self._tallest()))
        if host_layout is not None:
            host_layout.activate()  # at once: the log moves down before the next paint

    def _tallest(self) -> int:
        """The most the panel takes: three fifths of what the window shows of the table (at
        least 160 px); its words scroll beyond."""
        area = scroll_area_of(self)
        shown = area.viewport().height() if area is not None else 0
        return max(160, shown * 3 // 5) if shown > 0 else 10**6

    def sizeHint(self) -> QSize:
        """No wider than its least width by its own wish: it takes its column's width (the
        log's), and its long lines wrap, rather than widening the column and squeezing the
        table (the patents and the plaques at 200 %)."""
        return QSize(self.minimumWidth(), super().sizeHint().height())

    def show_in_view(self) -> None:
        """Scroll the table to the panel: a hint the person asked for, in a table larger than
        its window (200 % on a laptop), was shown above the window. When the panel goes,
        the view goes back (unless the person scrolled)."""
        self._scrolled = bring_into_view(self, self._scrolled)

    def let_go_of_view(self) -> None:
        """The panel shows something else than the hint (the turn's review): the view the
        hint moved is the person's now, and stays where it is when the panel goes."""
        if self._scrolled is not None:
            self._scrolled.forget()
            self._scrolled = None

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        scrolled, self._scrolled = self._scrolled, None
        if scrolled is not None:
            # Once the table has its height again (the panel's going takes it down a moment,
            # and the view with it).
            QTimer.singleShot(50, self, lambda: give_view_back(scrolled))

    def changeEvent(self, event: QEvent) -> None:
        """A new zoom (the application's font changes with it): the text at its size."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.setStyleSheet(_style(round(pal.ZOOM)))
            if self.isVisible():
                QTimer.singleShot(0, self, self._fit)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit()

    def show_choices(
        self,
        title: str,
        rows: Sequence[tuple[str, object, Callable[[], None] | None]],
        footer: Sequence[str],
        show_tip: str = "",
    ) -> None:
        """After a turn of any family: ``rows`` of (text, play, show), best first (``show``
        lays the play out where the family shows plays; ``None``: nothing to lay out, no
        button), then the ``footer``'s lines (words in capitals are links); ``show_tip`` says
        where Show lays a play out."""
        self.let_go_of_view()
        self._clear_rows()
        self.title.setText(title)
        self.body.hide()
        for text, play, show in rows:
            self._row(text, play, show, show_tip)
        self.footer.setText("<br>".join(linked_words(line) for line in footer))
        self.footer.setVisible(bool(footer))
        self.show()  # first: laid out in its column, it has the width its lines wrap at
        self._fit()
        # Once the column has laid the panel out at its width, fit the height again: a panel
        # that takes its column's width learns it only then.
        QTimer.singleShot(0, self, self._fit)

    def _row(self, text: str, play: object, show: Callable[[], None] | None, tip: str) -> None:
        """One play of the list, with its Show button (checked while it is the one shown)."""
        row = QWidget()
        layout = QBoxLayout(QBoxLayout.Direction.LeftToRight, row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        label = self._label()
        label.setText(linked_words(text))
        layout.addWidget(label, 1)
        button = QPushButton(self.tr("Show"))
        button.setObjectName("coachShow")
        button.setCheckable(True)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setToolTip(tip)
        if show is not None:
            button.clicked.connect(lambda _=False, p=play, s=show: self._shown(p, s))
        # Parented first, hidden after: shown while it had no parent, the button was a window
        # of its own for a moment, and the table's window lost the keyboard's shortcuts.
        layout.addWidget(button, 0, Qt.AlignmentFlag.AlignRight)
        button.setVisible(show is not None)
        self.rows.addWidget(row)
        self.show_buttons.append(button)
        self.plays.append(play)
        self._row_layouts.append(layout)
        self._stack_rows()

    def _shown(self, play: object, show: Callable[[], None]) -> None:
        for button, shown in zip(self.show_buttons, self.plays, strict=True):
            button.setChecked(shown is play)
        show()
