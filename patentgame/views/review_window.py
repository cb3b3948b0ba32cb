"""`ReviewWindow`: a patent game reviewed by the coach, turn by turn.

Each turn's play beside the expert's choice from the same position (each judged from the
player's own view at the time), the value given up, the purchase beside the expert's, a chart of
the value each player gave up over the game, and the three biggest turns missed. The review
(:meth:`Coach.review_game`) runs on a worker thread; closing the window cancels it. A word in
capitals opens its meanings. It opens from the summary at the end of a game, from the History
window and from the replay viewer, for a finished game or a saved one.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QPointF,
    QRectF,
    QRunnable,
    QSize,
    Qt,
    QThreadPool,
    Signal,
)
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

from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.coach import GameReview, TurnReview
from patentgame.model.patent.record import Record
from patentgame.views import coach_texts as texts
from patentgame.views import palette as pal
from patentgame.views import themes, window_looks
from patentgame.views.window_keys import close_with_keys
from patentgame.views.word_meanings import (
    WORD,
    MeaningPopup,
    escape,
    linked_words,
    short_meaning,
)

#: The table's columns.
COLUMNS = 7


def _link_colour() -> str:
    """The words' links: the paper's chart blue of the theme in use."""
    return window_looks.current()[0].chart_line


class _Relay(QObject):
    done = Signal(object)  # GameReview, or an error message


class _Reviewing(QRunnable):
    def __init__(
        self, work: Callable[[], GameReview], relay: _Relay, cancelled: threading.Event
    ) -> None:
        super().__init__()
        self._work, self._relay, self._cancelled = work, relay, cancelled

    def run(self) -> None:
        from patentgame.model.patent.coach import Cancelled

        try:
            result: object = self._work()
        except Cancelled:
            return
        except Exception as error:  # a record the coach cannot replay: said in the window
            result = str(error)
        with contextlib.suppress(RuntimeError):  # the window closed meanwhile
            self._relay.done.emit(result)


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
        area = QRectF(self.rect()).adjusted(44, 12, -14, -26)
        turns = max((len(points) for _, _, points in self.series), default=0)
        top = max((max(points, default=0.0) for _, _, points in self.series), default=0.0)
        top = max(1.0, top * 1.1)
        painter.setPen(QPen(grid, 1))
        for step in range(5):
            y = area.bottom() - area.height() * step / 4
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(quiet)
            painter.drawText(
                QRectF(0, y - 8, area.left() - 6, 16),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"{top * step / 4:.0f}",
            )
            painter.setPen(QPen(grid, 1))
        painter.setPen(quiet)
        painter.drawText(
            QRectF(area.left(), area.bottom() + 4, area.width(), 20),
            Qt.AlignmentFlag.AlignCenter,
            self.tr("each player's turns, first to last"),
        )
        legend_x = area.left() + 8
        for name, colour, points in self.series:
            painter.setPen(QPen(colour, 2.5))
            painter.drawLine(
                QPointF(legend_x, area.top() + 8), QPointF(legend_x + 18, area.top() + 8)
            )
            painter.setPen(ink)
            painter.drawText(QPointF(legend_x + 22, area.top() + 12), name)
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


class ReviewWindow(QWidget):
    """The coach's review of one patent game.

    Args:
        record: the game (finished or not; its finished turns are reviewed).
        lexicon: its word list.
        title: the window's heading.
        parent: the owning widget, if any.
    """

    #: The review is done (its ``GameReview``), or could not be made (a message).
    finished = Signal(object)

    def __init__(
        self, record: Record, lexicon: Lexicon, title: str = "", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("review")
        self.setWindowTitle(title or self.tr("Game review"))
        self._fit_screen(980, 720)
        self.record, self.lexicon = record, lexicon
        self.review: GameReview | None = None
        self.popup = MeaningPopup(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.setSpacing(8)
        heading = QLabel(title or self.tr("Game review"))
        heading.setObjectName("title")
        layout.addWidget(heading)
        self.status = QLabel(self.tr("The coach is reviewing the game..."))
        self.status.setObjectName("muted")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.turns = QTableWidget(0, COLUMNS)
        self.turns.setHorizontalHeaderLabels(
            [
                self.tr("Turn"),
                self.tr("Player"),
                self.tr("Played"),
                self.tr("Expert's choice"),
                self.tr("Given up"),
                self.tr("Purchase"),
                self.tr("Share"),
            ]
        )
        self.turns.verticalHeader().hide()
        self.turns.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.turns.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.turns.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        given_up = self.turns.horizontalHeaderItem(4)
        if given_up is not None:
            given_up.setToolTip(self.tr("Value given up by the play and the purchase together"))
        head = self.turns.horizontalHeader()
        for column in (2, 3, 5):
            head.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
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
        chart_title = QLabel(self.tr("Value given up over the game"))
        chart_title.setObjectName("section")
        left.addWidget(chart_title)
        self.chart = GivenUpChart()
        left.addWidget(self.chart, 1)
        row.addLayout(left, 3)
        right = QVBoxLayout()
        misses_title = QLabel(self.tr("The three biggest turns missed"))
        misses_title.setObjectName("section")
        right.addWidget(misses_title)
        self.misses = self._label()
        misses_area = QScrollArea()
        misses_area.setWidgetResizable(True)
        misses_area.setFrameShape(QFrame.Shape.NoFrame)
        misses_area.setWidget(self.misses)
        right.addWidget(misses_area, 1)
        row.addLayout(right, 2)
        layout.addLayout(row, 2)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.close_button = QPushButton(self.tr("Close  (Esc)"))
        self.close_button.clicked.connect(self.close)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        close_with_keys(self)
        self._cancelled = threading.Event()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self._done)
        window_looks.follow(self)
        self._start()

    def _fit_screen(self, width: int, height: int) -> None:
        """``width`` x ``height`` at 100 %, grown with the zoom, within the screen less room
        for a frame (at 150 % the fixed size squeezed the wrapped status out of sight)."""
        zoom = window_looks.current()[1]
        size = QSize(themes.px(width, zoom), themes.px(height, zoom))
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        if screen is not None:
            size = size.boundedTo(QSize(screen.width() - 40, screen.height() - 60))
        self.resize(size)

    def apply_look(self) -> None:
        """The paper of the theme in use and the text sizes of the zoom (the review kept a
        light paper and 100 % sizes whatever the person chose)."""
        theme, zoom = window_looks.current()
        self.setStyleSheet(window_looks.review_style(theme, zoom))
        self._detail_area.setFixedHeight(themes.px(110, zoom))  # five lines of a turn's why
        self.status.ensurePolished()  # the new font decides the wrapped lines' height
        self._keep_status_lines()
        self.chart.update()
        review = self.review
        if review is None:
            return
        names = self._names()
        self.misses.setText(self._misses_html(review, names))
        for row, turn in enumerate(review.turns):
            self._fill_row(row, turn, names)
        self._show_turn(self.turns.currentRow())

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
        from patentgame.model.patent.coach import Coach

        record, lexicon, token = self.record, self.lexicon, self._cancelled.is_set

        def work() -> GameReview:
            return Coach(lexicon).review_game(record, cancelled=token)

        self._pool.start(_Reviewing(work, self._relay, self._cancelled))

    def wait(self, milliseconds: int = 60_000) -> bool:
        """Wait for the review (tests, the benchmark); whether it is done."""
        from PySide6.QtWidgets import QApplication

        self._pool.waitForDone(milliseconds)
        QApplication.processEvents()
        return self.review is not None

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The wrapped status keeps the lines it needs at this width (at 150 % on a laptop
        the table and the chart squeezed it to half its lines)."""
        super().resizeEvent(event)
        self._keep_status_lines()

    def _keep_status_lines(self) -> None:
        width = self.width() - 36  # the window's side margins
        self.status.setMinimumHeight(self.status.heightForWidth(width))

    def closeEvent(self, event: QCloseEvent) -> None:
        self._cancelled.set()
        super().closeEvent(event)

    # -- showing it ---------------------------------------------------------------------------
    def _names(self) -> list[str]:
        return [player.name for player in self.record.players]

    def _done(self, result: object) -> None:
        if not isinstance(result, GameReview):
            self.status.setText(
                self.tr("The coach cannot review this game: {problem}").format(problem=result)
            )
            self.finished.emit(result)
            return
        self.review = result
        names = self._names()
        state = self.tr("finished") if result.game_over else self.tr("not finished")
        self.status.setText(
            self.tr(
                "%n turn(s) reviewed ({state}). Values are the expert's: dollars of final score "
                "more than passing. Click a turn for why; click a word for its meanings.",
                "",
                len(result.turns),
            ).format(state=state)
        )
        self._keep_status_lines()
        self.turns.setRowCount(len(result.turns))
        for row, turn in enumerate(result.turns):
            self._fill_row(row, turn, names)
        self.chart.set_series(
            [
                (
                    names[seat],
                    pal.seat_colour(seat),
                    result.series.get(seat, ()),
                )
                for seat in result.seats
            ]
        )
        self.misses.setText(self._misses_html(result, names))
        if result.turns:
            self.turns.selectRow(0)
        self.finished.emit(result)

    def _fill_row(self, row: int, turn: TurnReview, names: Sequence[str]) -> None:
        made, best = turn.made, turn.best
        cells = (
            str(turn.turn + 1),
            names[turn.seat],
            f"{texts.made_words(turn)}, {texts.worth_text(made.value)}",
            f"{texts.play_words(best)}, {texts.worth_text(best.value)}",
            texts.value_text(turn.total_given_up),
            self._purchase_cell(turn),
            "" if turn.share is None else f"{round(turn.share * 100)}%",
        )
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if column in (0, 4, 6):
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if column == 4 and turn.total_given_up > 0:
                item.setForeground(QColor(window_looks.current()[0].paper_error))
            self.turns.setItem(row, column, item)

    def _purchase_cell(self, turn: TurnReview) -> str:
        purchase = turn.purchase
        if purchase is None:
            return ""
        bought = purchase.bought or self.tr("nothing")
        best = purchase.best or self.tr("nothing")
        if purchase.bought == purchase.best:
            return self.tr("bought {letter}").format(letter=bought)
        return self.tr("bought {bought}; expert: {best}").format(bought=bought, best=best)

    def _purchase_line(self, turn: TurnReview) -> str:
        """The turn's purchase beside the expert's, told of whoever played it (a review is of
        every seat, so not "you")."""
        cell = self._purchase_cell(turn)
        return self.tr("Purchase: {purchase}.").format(purchase=cell) if cell else ""

    def _show_turn(self, row: int) -> None:
        review = self.review
        if review is None or not 0 <= row < len(review.turns):
            return
        turn = review.turns[row]
        names = self._names()
        lines = [
            self.tr("Turn {turn}, {name}: played {words} ({outcome}).").format(
                turn=turn.turn + 1,
                name=names[turn.seat],
                words=texts.made_words(turn),
                outcome=texts.made_outcome(turn),
            ),
        ]
        if turn.rejected:
            lines.append(
                self.tr("Refused this turn: {words}.").format(words=", ".join(turn.rejected))
            )
        for rank, play in enumerate(turn.top, start=1):
            lines.append(
                self.tr("{rank}. {words} ({worth}): {why}").format(
                    rank=rank,
                    words=texts.play_words(play),
                    worth=texts.worth_text(play.value),
                    why=" ".join(texts.why(play, names)),
                )
            )
        purchase = self._purchase_line(turn)
        if purchase:
            lines.append(purchase)
        self.detail.setText("<br>".join(linked_words(line, _link_colour()) for line in lines))

    def _cell_clicked(self, row: int, column: int) -> None:
        """A click on a play's cell opens the meanings of its first word."""
        review = self.review
        if review is None or column not in (2, 3) or not 0 <= row < len(review.turns):
            return
        turn = review.turns[row]
        play = turn.made if column == 2 else turn.best
        if play.words:
            self.popup.show_word(play.words[0], QCursor.pos())

    def _misses_html(self, review: GameReview, names: Sequence[str]) -> str:
        misses = review.biggest_misses
        if not misses:
            return escape(self.tr("No turn gave up anything: every play was the expert's."))
        parts = []
        for rank, turn in enumerate(misses, start=1):
            text = self.tr(
                "{rank}. Turn {turn}, {name}: played {made}; the expert's choice {best}; "
                "about {value} given up."
            ).format(
                rank=rank,
                turn=turn.turn + 1,
                name=names[turn.seat],
                made=texts.made_words(turn),
                best=texts.play_words(turn.best),
                value=texts.value_text(turn.total_given_up),
            )
            purchase = turn.purchase
            if purchase is not None and purchase.bought != purchase.best:
                # When the play was the expert's too, the value was given up by the purchase.
                text += " " + self._purchase_line(turn)
            html = linked_words(text, _link_colour())
            words = WORD.findall(" ".join(turn.best.words))
            meaning = short_meaning(words[0]) if words else None
            if meaning:
                html += f"<br><i>{escape(words[0])}: {escape(meaning)}</i>"
            parts.append(html)
        return "<br><br>".join(parts)


def open_review(
    record: object, lexicon: object, title: str = "", parent: QWidget | None = None
) -> ReviewWindow | str:
    """A review window for ``record``, or why there is none (not a patent game, or a word list
    the coach cannot search)."""
    if not isinstance(record, Record):
        return QCoreApplication.translate("ReviewWindow", "Only the patent game can be reviewed.")
    if not isinstance(lexicon, Lexicon):
        return QCoreApplication.translate(
            "ReviewWindow", "The coach needs a searchable word list to review this game."
        )
    window = ReviewWindow(record, lexicon, title, parent)
    window.show()
    return window
