"""`ReviewWindow`: a game reviewed by the coach, turn by turn, for every family.

Each turn's play beside the expert's choice from the same position (each judged from the
player's own view at the time), the value given up, a chart of the value each player gave up
over the game, and the three biggest turns missed. The window is the same for every family; a
*filler* (:class:`ReviewFiller`) says what its columns, rows, details, chart and misses hold:
the patent game's (``views/patent/review_rows.py``: its purchases too) and the board games' and
BuyWord's (``views/choice_review.py``: equity or money given up). The review runs on a worker
thread; closing the window cancels it. A word in capitals opens its meanings. It opens from the
summary at the end of a patent game, from the History window and from the replay viewer, for a
finished game or a saved one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent, QColor, QCursor, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from patentgame import families
from patentgame.controller.background import Background, Failure
from patentgame.model.problems import explain
from patentgame.views import palette as pal
from patentgame.views import themes, window_looks
from patentgame.views.window_keys import close_with_keys
from patentgame.views.word_meanings import MeaningPopup


def link_colour() -> str:
    """The words' links: the paper's chart blue of the theme in use."""
    return window_looks.current()[0].chart_line


class ReviewFiller:
    """What a family fills the review window with: the window asks, the family answers.

    ``headings`` are the table's columns; ``stretched`` the columns that take the spare width,
    ``right`` those aligned right, ``warned`` the one painted in the theme's error colour when
    a turn gave something up (its tooltip: ``warned_tip``). The other answers come as the
    window needs them; ``review`` is what :meth:`work` returned.
    """

    headings: Sequence[str] = ()
    stretched: Sequence[int] = ()
    right: Sequence[int] = ()
    warned: int = -1
    warned_tip: str = ""
    chart_title: str = ""
    misses_title: str = ""
    #: The players' names, by seat.
    names: Sequence[str] = ()

    def work(self, cancelled: Callable[[], bool]) -> object:
        """The review, made on a worker thread (raises :class:`Cancelled` when told to stop)."""
        raise NotImplementedError

    def is_review(self, result: object) -> bool:
        """Whether ``result`` is a review (else it is the reason there is none)."""
        raise NotImplementedError

    def turns(self, review: Any) -> Sequence[Any]:
        """The reviewed turns, a row each."""
        return tuple(review.turns)

    def status(self, review: Any) -> str:
        """The line above the table once the review is done."""
        raise NotImplementedError

    def cells(self, review: Any, turn: Any) -> Sequence[str]:
        """A turn's row."""
        raise NotImplementedError

    def gave_up(self, turn: Any) -> bool:
        """Whether the turn gave anything up (its ``warned`` cell is marked)."""
        return bool(turn.total_given_up > 0)

    def detail(self, review: Any, turn: Any) -> str:
        """The turn's why, as rich text (words in capitals linked to their meanings)."""
        raise NotImplementedError

    def series(self, review: Any) -> list[tuple[str, QColor, tuple[float, ...]]]:
        """The chart's lines: each reviewed player's name, colour and running total."""
        return [
            (self.names[seat], pal.seat_colour(seat), review.series.get(seat, ()))
            for seat in review.seats
        ]

    def misses(self, review: Any) -> str:
        """The biggest turns missed, as rich text."""
        raise NotImplementedError

    def word(self, review: Any, turn: Any, column: int) -> str | None:
        """The word whose meanings a click on ``column`` of the turn's row opens, if any: the
        first word of the play made (column 2) or of the expert's choice (column 3)."""
        if column not in (2, 3):
            return None
        play = turn.made if column == 2 else turn.best
        return play.words[0] if play.words else None


class GivenUpChart(QWidget):
    """The value each player had given up after each of their turns: one line a player, in
    the player's colour, drawn with QPainter."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: list[tuple[str, QColor, tuple[float, ...]]] = []
        self.setMinimumHeight(150)
        self.setAccessibleName(self.tr("Value given up over the game"))

    def set_series(self, series: Sequence[tuple[str, QColor, tuple[float, ...]]]) -> None:
        self.series = list(series)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(520, 180)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = window_looks.current()[0]
        grid, quiet, ink = (
            QColor(theme.paper_border),
            QColor(theme.paper_muted),
            QColor(theme.paper_text),
        )
        painter.fillRect(self.rect(), QColor(theme.paper_panel))
        turns = max((len(points) for _, _, points in self.series), default=0)
        top = max((max(points, default=0.0) for _, _, points in self.series), default=0.0)
        top = max(1.0, top * 1.1)
        # The margins hold the axis' numbers and caption at the font's size (at 200 % fixed
        # margins cut "165" to "65" and the caption's ends).
        metrics = painter.fontMetrics()
        line = metrics.height()
        ticks = [f"{top * step / 4:.0f}" for step in range(5)]
        left = max(metrics.horizontalAdvance(tick) for tick in ticks) + 12
        area = QRectF(self.rect()).adjusted(left, line // 2 + 4, -14, -(line + 8))
        painter.setPen(QPen(grid, 1))
        for step, tick in enumerate(ticks):
            y = area.bottom() - area.height() * step / 4
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(quiet)
            painter.drawText(
                QRectF(0, y - line / 2, area.left() - 6, line),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                tick,
            )
            painter.setPen(QPen(grid, 1))
        painter.setPen(quiet)
        painter.drawText(
            QRectF(0, area.bottom() + 4, self.width(), line + 4),
            Qt.AlignmentFlag.AlignCenter,
            self.tr("each player's turns, first to last"),
        )
        legend_x = area.left() + 8
        legend_y = area.top() + line / 2 + 2
        for name, colour, points in self.series:
            painter.setPen(QPen(colour, 2.5))
            painter.drawLine(QPointF(legend_x, legend_y), QPointF(legend_x + 18, legend_y))
            painter.setPen(ink)
            painter.drawText(
                QRectF(legend_x + 22, legend_y - line / 2, self.width(), line),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                name,
            )
            legend_x += 30 + painter.fontMetrics().horizontalAdvance(name) + 12
            if not points:
                continue
            painter.setPen(QPen(colour, 2.5))
            span = max(1, turns - 1)
            previous: QPointF | None = None
            for index, value in enumerate((0.0, *points)):
                x = area.left() + area.width() * index / max(1, span + 1)
                y = area.bottom() - area.height() * value / top
                point = QPointF(x, y)
                if previous is not None:
                    painter.drawLine(previous, point)
                previous = point
        painter.end()


#: The turns the review's list shows at the least, whatever the zoom (it scrolls the window
#: rather than showing fewer).
TURNS_SHOWN = 5


class ReviewWindow(QWidget):
    """The coach's review of one game, of any family.

    Args:
        record: the game (finished or not; its finished turns are reviewed): a patent, board or
            BuyWord record, or a GCG file's game.
        lexicon: its word list.
        title: the window's heading.
        parent: the owning widget, if any.
        filler: what fills the window (by default the record's family's: :func:`filler_for`).

    Raises:
        ValueError: no review can be made of ``record`` with ``lexicon`` (the reason).
    """

    #: The review is done (the family's review), or could not be made (a message).
    finished = Signal(object)

    def __init__(
        self,
        record: object,
        lexicon: object,
        title: str = "",
        parent: QWidget | None = None,
        filler: ReviewFiller | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        if filler is None:
            found = filler_for(record, lexicon)
            if isinstance(found, str):
                raise ValueError(found)
            filler = found
        self.filler = filler
        self.setObjectName("review")
        self.setWindowTitle(title or self.tr("Game review"))
        self.record, self.lexicon = record, lexicon
        self.review: Any = None
        self.popup = MeaningPopup(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.setSpacing(8)
        heading = QLabel(title or self.tr("Game review"))
        heading.setObjectName("title")
        layout.addWidget(heading)
        # What lies between the heading and Close scrolls when a large zoom on a small screen
        # leaves too little height for it: the turns keep rows enough to read (at 200 % on a
        # laptop they were squeezed to one row).
        body = QWidget()
        body.setObjectName("review-body")
        self._body = QScrollArea()
        self._body.setWidgetResizable(True)
        self._body.setFrameShape(QFrame.Shape.NoFrame)
        self._body.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._body.setWidget(body)
        layout.addWidget(self._body, 1)
        layout, outer = QVBoxLayout(body), layout
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        self.status = QLabel(self.tr("The coach is reviewing the game..."))
        self.status.setObjectName("muted")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.turns = QTableWidget(0, len(filler.headings))
        self.turns.setHorizontalHeaderLabels(list(filler.headings))
        self.turns.verticalHeader().hide()
        self.turns.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.turns.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.turns.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        warned = self.turns.horizontalHeaderItem(filler.warned)
        if warned is not None and filler.warned_tip:
            warned.setToolTip(filler.warned_tip)
        head = self.turns.horizontalHeader()
        for column in range(len(filler.headings)):
            stretched = column in filler.stretched
            head.setSectionResizeMode(
                column,
                QHeaderView.ResizeMode.Stretch
                if stretched
                else QHeaderView.ResizeMode.ResizeToContents,
            )
        self.turns.currentCellChanged.connect(lambda row, *_: self._show_turn(row))
        self.turns.cellClicked.connect(self._cell_clicked)
        layout.addWidget(self.turns, 3)
        self.detail = self._label()
        detail_area = QScrollArea()
        detail_area.setWidgetResizable(True)
        detail_area.setFrameShape(QFrame.Shape.NoFrame)
        detail_area.setWidget(self.detail)
        self._detail_area = detail_area
        layout.addWidget(detail_area)
        row = QHBoxLayout()
        left = QVBoxLayout()
        chart_title = QLabel(filler.chart_title or self.tr("Value given up over the game"))
        chart_title.setObjectName("section")
        chart_title.setWordWrap(True)  # the two titles side by side set the window's least width
        left.addWidget(chart_title)
        self.chart = GivenUpChart()
        left.addWidget(self.chart, 1)
        row.addLayout(left, 3)
        right = QVBoxLayout()
        misses_title = QLabel(filler.misses_title or self.tr("The three biggest turns missed"))
        misses_title.setObjectName("section")
        misses_title.setWordWrap(True)
        right.addWidget(misses_title)
        self.misses = self._label()
        misses_area = QScrollArea()
        misses_area.setWidgetResizable(True)
        misses_area.setFrameShape(QFrame.Shape.NoFrame)
        misses_area.setWidget(self.misses)
        right.addWidget(misses_area, 1)
        row.addLayout(right, 2)
        layout.addLayout(row, 2)
        layout = outer
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.close_button = QPushButton(self.tr("Close  (Esc)"))
        self.close_button.clicked.connect(self.close)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        close_with_keys(self)
        window_looks.fit_screen(self, 980, 720)  # at 150 % a fixed size hid the status
        self.worker = Background("review", self)
        window_looks.follow(self)
        self._start()

    def apply_look(self) -> None:
        """The paper of the theme in use and the text sizes of the zoom (the review kept a
        light paper and 100 % sizes whatever the person chose)."""
        theme, zoom = window_looks.current()
        self.setStyleSheet(window_looks.review_style(theme, zoom))
        self._detail_area.setFixedHeight(themes.px(110, zoom))  # five lines of a turn's why
        self.chart.setMinimumHeight(themes.px(150, zoom))
        self.turns.setMinimumHeight(self._rows_high(TURNS_SHOWN))
        self.status.ensurePolished()  # the new font decides the wrapped lines' height
        self._keep_status_lines()
        self.chart.update()
        review = self.review
        if review is None:
            return
        self.misses.setText(self.filler.misses(review))
        for row, turn in enumerate(self.filler.turns(review)):
            self._fill_row(row, turn)
        self._show_turn(self.turns.currentRow())

    def _rows_high(self, rows: int) -> int:
        """The height of the turns' heading and ``rows`` rows at the zoom's font."""
        self.turns.ensurePolished()
        line = self.turns.fontMetrics().lineSpacing() + 10
        self.turns.verticalHeader().setDefaultSectionSize(line)
        heading = self.turns.horizontalHeader().sizeHint().height()
        return heading + rows * line + 2 * self.turns.frameWidth()

    def _label(self) -> QLabel:
        label = QLabel()
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        label.linkActivated.connect(self._link)
        return label

    def _link(self, link: str) -> None:
        if link.startswith("word:"):
            self.popup.show_word(link[5:], QCursor.pos())

    # -- the work -----------------------------------------------------------------------------
    def _start(self) -> None:
        # A record the coach cannot replay is said in the window (the app's log has why).
        self.worker.run("review", self.filler.work, self._done, self._failed)

    def _failed(self, failure: Failure) -> None:
        self._done(explain(failure.problem))

    def wait(self, milliseconds: int = 60_000) -> bool:
        """Wait for the review (tests, the benchmark); whether it is done."""
        from PySide6.QtWidgets import QApplication

        self.worker.wait(milliseconds)
        QApplication.processEvents()
        return self.review is not None

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The wrapped status keeps the lines it needs at this width (at 150 % on a laptop
        the table and the chart squeezed it to half its lines)."""
        super().resizeEvent(event)
        self._keep_status_lines()

    def _keep_status_lines(self) -> None:
        width = self._body.viewport().width() or self.width() - 36
        self.status.setMinimumHeight(self.status.heightForWidth(width))

    def closeEvent(self, event: QCloseEvent) -> None:
        self.worker.shutdown(2000)  # the coach stops at once when told: no thread outlives it
        super().closeEvent(event)

    # -- showing it ---------------------------------------------------------------------------
    def _done(self, result: object) -> None:
        filler = self.filler
        if not filler.is_review(result):
            self.status.setText(
                self.tr("The coach cannot review this game: {problem}").format(problem=result)
            )
            self.finished.emit(result)
            return
        self.review = result
        self.status.setText(filler.status(result))
        self._keep_status_lines()
        turns = filler.turns(result)
        self.turns.setRowCount(len(turns))
        for row, turn in enumerate(turns):
            self._fill_row(row, turn)
        self.chart.set_series(filler.series(result))
        self.misses.setText(filler.misses(result))
        if turns:
            self.turns.selectRow(0)
        self.finished.emit(result)

    def _fill_row(self, row: int, turn: object) -> None:
        filler = self.filler
        for column, text in enumerate(filler.cells(self.review, turn)):
            item = QTableWidgetItem(text)
            if column in filler.right:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if column == filler.warned and filler.gave_up(turn):
                item.setForeground(QColor(window_looks.current()[0].paper_error))
            self.turns.setItem(row, column, item)

    def _show_turn(self, row: int) -> None:
        review = self.review
        if review is None:
            return
        turns = self.filler.turns(review)
        if not 0 <= row < len(turns):
            return
        self.detail.setText(self.filler.detail(review, turns[row]))

    def _cell_clicked(self, row: int, column: int) -> None:
        """A click on a play's cell opens the meanings of its first word."""
        review = self.review
        if review is None:
            return
        turns = self.filler.turns(review)
        if not 0 <= row < len(turns):
            return
        word = self.filler.word(review, turns[row], column)
        if word:
            self.popup.show_word(word, QCursor.pos())


def filler_for(record: object, lexicon: object, theme_words: object = None) -> ReviewFiller | str:
    """The filler of ``record``'s family (its part ``review``), or why no review can be made
    (a word list the coach cannot search, a game of no family the coach knows)."""
    from patentgame.views.parts import REVIEW

    for family in families.FAMILIES:
        if family.has(REVIEW):
            filler = family.part(REVIEW)(record, lexicon, theme_words)
            if filler is not None:
                return filler
    return QCoreApplication.translate("ReviewWindow", "This game cannot be reviewed.")


def unsearchable() -> str:
    """Why a family's review cannot be made: its word list cannot be searched."""
    return QCoreApplication.translate(
        "ReviewWindow", "The coach needs a searchable word list to review this game."
    )


def open_review(
    record: object,
    lexicon: object,
    title: str = "",
    parent: QWidget | None = None,
    theme_words: object = None,
) -> ReviewWindow | str:
    """A review window for ``record`` of any family, or why there is none (a word list the
    coach cannot search)."""
    filler = filler_for(record, lexicon, theme_words)
    if isinstance(filler, str):
        return filler
    window = ReviewWindow(record, lexicon, title, parent, filler)
    window.show()
    return window
