"""The Statistics window: one person's figures, their rating over time and wins per opponent.

It reads everything from a :class:`~patentgame.keeping.stats.StatsStore`, so it works standalone
(the main window only opens it) and shows the figures of any profile on this computer.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStackedLayout,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from patentgame.controller.game_model import shown_name
from patentgame.keeping.stats import START_RATING, StatsError, StatsStore
from patentgame.keeping.stats.board import RuleSetFigures
from patentgame.keeping.stats.patent import PEOPLE, PlayerFigures
from patentgame.model.patent.ai.levels import level_of
from patentgame.views import window_looks
from patentgame.views.list_table import list_table
from patentgame.views.messages import tell
from patentgame.views.stat_charts import Bar, RatingChart, VersusChart
from patentgame.views.window_keys import close_with_keys
from patentgame.wording import QT_TRANSLATE_NOOP

#: Names of the opponents that are not levels people choose.
LEVEL_NAMES = {
    "ai:greedy": QT_TRANSLATE_NOOP("StatisticsWindow", "Greedy"),
    "ai:random": QT_TRANSLATE_NOOP("StatisticsWindow", "Random"),
    PEOPLE: QT_TRANSLATE_NOOP("StatisticsWindow", "People"),
}


def opponent_label(kind: str) -> str:
    """What to call an opponent kind in the window (``"ai:expert"`` -> ``"Tycoon, step 11"``)."""
    level = level_of(kind)
    if level is not None:
        name = QCoreApplication.translate("Levels", level.name)  # "Тайкун" in Russian
        if level.step is None:
            return name
        return QCoreApplication.translate("StatisticsWindow", "{name}, step {step}").format(
            name=name, step=level.step
        )
    if kind in LEVEL_NAMES:
        return QCoreApplication.translate("StatisticsWindow", LEVEL_NAMES[kind])
    return kind.removeprefix("ai:").replace("-", " ").capitalize()


class _Tile(QFrame):
    """A caption, a large value and a small detail line."""

    def __init__(self, caption: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tile")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(2)
        self.caption = QLabel(caption)
        self.caption.setObjectName("caption")
        self.value = QLabel("-")
        self.value.setObjectName("value")
        self.value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail = QLabel(" ")
        self.detail.setObjectName("detail")
        for label in (self.caption, self.value, self.detail):
            layout.addWidget(label)

    def show_value(self, value: str, detail: str = "") -> None:
        self.value.setText(value)
        self.detail.setText(detail or " ")


class _Panel(QFrame):
    """A titled white panel holding one chart."""

    def __init__(self, title: str, body: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 12)
        layout.setSpacing(6)
        heading = QLabel(title)
        heading.setObjectName("panelTitle")
        layout.addWidget(heading)
        layout.addWidget(body, 1)


class StatisticsWindow(QWidget):
    """Statistics of the people who played on this computer.

    Args:
        store: the open statistics.
        profile_id: the profile to show first (default: the first by name).
        parent: the owning widget, if any.
    """

    def __init__(
        self, store: StatsStore, profile_id: int | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.store = store
        self.setObjectName("statistics")
        self.setWindowTitle(self.tr("Statistics"))
        window_looks.follow(self)
        self.resize(900, 640)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(22, 18, 22, 20)
        outer.setSpacing(14)
        header = QHBoxLayout()
        title = QLabel(self.tr("Statistics"))
        title.setObjectName("title")
        header.addWidget(title)
        header.addStretch(1)
        self.player_label = QLabel(self.tr("&Player:"))
        self.profile_box = QComboBox()
        self.profile_box.setMinimumWidth(180)
        self.player_label.setBuddy(self.profile_box)
        header.addWidget(self.player_label)
        header.addWidget(self.profile_box)
        self.rename_button = QPushButton(self.tr("Re&name…"))
        self.rename_button.setToolTip(
            self.tr("Rename this player; their games keep counting for them")
        )
        header.addWidget(self.rename_button)
        outer.addLayout(header)

        self._stack = QStackedLayout()
        self.empty_label = QLabel(
            self.tr("No finished games yet.\nPlay a game to the end and its figures appear here.")
        )
        self.empty_label.setObjectName("empty")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._stack.addWidget(self.empty_label)
        self._stack.addWidget(self._build_figures())
        outer.addLayout(self._stack, 3)
        # BuyWord's figures, beside the patent game's (views/buyword/statistics_panel.py).
        from patentgame.views.buyword.statistics_panel import BuyWordFiguresPanel

        self.buyword_panel = BuyWordFiguresPanel()
        outer.addWidget(self.buyword_panel)
        self.board_table = list_table(
            [
                self.tr("Board game"),
                self.tr("Games"),
                self.tr("Wins"),
                self.tr("Mean score"),
                self.tr("Best play"),
                self.tr("Plays"),
                self.tr("All-tile plays"),
            ]
        )
        self.board_table.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.board_panel = _Panel(self.tr("Crossword-board games"), self.board_table)
        outer.addWidget(self.board_panel, 1)

        self.profile_box.currentIndexChanged.connect(self._show_selected)
        self.rename_button.clicked.connect(self._rename_clicked)
        self.refresh(profile_id)
        close_with_keys(self)

    def apply_look(self) -> None:
        """The colours of the theme and the text sizes of the zoom in use."""
        self.setStyleSheet(window_looks.statistics_style(*window_looks.current()))
        self.update()

    def _build_figures(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(12)
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(12)
        self.tiles = {
            key: _Tile(caption)
            for key, caption in (
                ("games", self.tr("Games")),
                ("wins", self.tr("Wins")),
                ("rating", self.tr("Rating against the computer")),
                ("score", self.tr("Average score")),
                ("best", self.tr("Highest score")),
                ("money", self.tr("Money per turn")),
                ("stock", self.tr("Stock per turn")),
                ("word", self.tr("Best word")),
            )
        }
        for index, tile in enumerate(self.tiles.values()):
            grid.addWidget(tile, index // 4, index % 4)
        for column in range(4):
            grid.setColumnStretch(column, 1)
        layout.addLayout(grid)

        patents_row = QHBoxLayout()
        patents_row.setSpacing(6)
        caption = QLabel(self.tr("Patents bought most:"))
        caption.setObjectName("caption")
        patents_row.addWidget(caption)
        self.patent_chips = [QLabel() for _ in range(5)]
        for chip in self.patent_chips:
            chip.setObjectName("chip")
            patents_row.addWidget(chip)
        self.no_patents = QLabel(self.tr("none yet"))
        self.no_patents.setObjectName("detail")
        patents_row.addWidget(self.no_patents)
        patents_row.addStretch(1)
        self.hints_label = QLabel()
        self.hints_label.setObjectName("detail")
        patents_row.addWidget(self.hints_label)
        layout.addLayout(patents_row)

        charts = QHBoxLayout()
        charts.setSpacing(12)
        self.rating_chart = RatingChart()
        self.versus_chart = VersusChart()
        charts.addWidget(_Panel(self.tr("Rating over time"), self.rating_chart), 3)
        charts.addWidget(_Panel(self.tr("Results against each opponent"), self.versus_chart), 2)
        layout.addLayout(charts, 1)
        return page

    def refresh(self, profile_id: int | None = None) -> None:
        """Reload the profiles (after a game was stored) and show ``profile_id`` or the current;
        a damaged or busy statistics file is said in one sentence in place of the figures."""
        try:
            self._refresh(profile_id)
        except StatsError as error:
            self.show_problem(error)

    def show_problem(self, error: StatsError) -> None:
        """Say why the figures cannot be shown, where they would be."""
        self.empty_label.setText(tell(error.problem))
        self._stack.setCurrentIndex(0)

    def _refresh(self, profile_id: int | None) -> None:
        if profile_id is None:
            profile_id = self.profile_box.currentData()
        if profile_id is None:
            profile_id = self._person_with_games()
        self.profile_box.blockSignals(True)
        self.profile_box.clear()
        for profile in self.store.profiles():
            self.profile_box.addItem(shown_name(profile.name), profile.id)
        index = self.profile_box.findData(profile_id)
        self.profile_box.setCurrentIndex(max(index, 0))
        self.profile_box.blockSignals(False)
        self.profile_box.setEnabled(self.profile_box.count() > 1)
        self.profile_box.setVisible(self.profile_box.count() > 0)
        self.player_label.setVisible(self.profile_box.count() > 0)
        self.rename_button.setVisible(self.profile_box.count() > 0)
        self._show_selected()

    def _person_with_games(self) -> int | None:
        """Whom the window opens on: the person of the last finished game ("You" when they
        played in it), not the first name in the list, which may be a name typed once for a
        game never finished ("No finished games yet" while "You" had them)."""
        from patentgame.model.seats import is_you_name

        for game in self.store.games():  # newest first
            people = [seat for seat in game.seats if seat.profile_id is not None]
            if people:
                you = [seat for seat in people if is_you_name(seat.name)]
                return (you or people)[0].profile_id
        return None

    def _rename_clicked(self) -> None:
        name, ok = QInputDialog.getText(
            self,
            self.tr("Rename player"),
            self.tr("New name:"),
            text=self.profile_box.currentText(),
        )
        if ok:
            problem = self.rename_current(name)
            if problem:
                QMessageBox.warning(self, self.tr("Rename player"), problem)

    def rename_current(self, name: str) -> str | None:
        """Rename the player shown; returns why not (a sentence) or ``None`` when done."""
        profile_id = self.profile_box.currentData()
        if profile_id is None:
            return self.tr("There is no player to rename.")
        try:
            self.store.rename_profile(int(profile_id), name)
        except StatsError as error:
            return tell(error.problem)
        except (ValueError, KeyError) as error:
            text = str(error).strip("'\"")
            return text[0].upper() + text[1:] + "."
        self.refresh(int(profile_id))
        return None

    def _show_selected(self) -> None:
        try:
            self._show_profile()
        except StatsError as error:
            self.show_problem(error)

    def _show_profile(self) -> None:
        profile_id = self.profile_box.currentData()
        board: tuple[RuleSetFigures, ...] = ()
        figures = None
        buyword_games = 0
        if profile_id is None:
            self.buyword_panel.hide()
        else:
            figures = self.store.figures(int(profile_id))
            board = self.store.board_figures(int(profile_id))
            buyword_games = self.buyword_panel.show_profile(self.store, int(profile_id))
        self.board_panel.setVisible(bool(board))
        self.show_board_figures(board)
        if figures is None or figures.games == 0:
            # Honest about what is missing: no game at all, or no patent game beside the
            # other games' figures shown below.
            self.empty_label.setText(
                self.tr("No finished patent games yet.")
                if board or buyword_games
                else self.tr(
                    "No finished games yet.\nPlay a game to the end and its figures appear here."
                )
            )
            self._stack.setCurrentIndex(0)
            return
        self._stack.setCurrentIndex(1)
        self.show_figures(figures)

    def show_board_figures(self, rows: tuple[RuleSetFigures, ...]) -> None:
        """Fill the board games' table: a row per rule set."""
        from patentgame.model.board.rules import RULE_SETS

        table = self.board_table
        table.setRowCount(len(rows))
        for row, figures in enumerate(rows):
            info = RULE_SETS.get(figures.rule_set)
            share = 100 * figures.wins / figures.games
            best = (
                self.tr("{words}: %n point(s)", "", figures.best_play_score).format(
                    words=figures.best_play.upper()
                )
                if figures.best_play
                else self.tr("no play yet")
            )
            texts = (
                info.name if info is not None else figures.rule_set,
                str(figures.games),
                self.tr("{wins} ({share:.0f}%)").format(wins=figures.wins, share=share),
                f"{figures.mean_score:.1f}",
                best,
                str(figures.plays),
                str(figures.bingos),
            )
            for column, text in enumerate(texts):
                table.setItem(row, column, QTableWidgetItem(text))

    def _earned(self, money: int, stock: int) -> str:
        if not stock:
            return f"${money}"
        return self.tr("${money} and %n stock", "", stock).format(money=money)

    def show_figures(self, figures: PlayerFigures) -> None:
        """Fill the tiles and charts with ``figures``."""
        tiles = self.tiles
        tiles["games"].show_value(str(figures.games))
        share = 100 * figures.wins / figures.games if figures.games else 0
        locale = QLocale()
        tiles["wins"].show_value(
            str(figures.wins),
            self.tr("{share}% of games").format(share=locale.toString(share, "f", 0)),
        )
        like = figures.plays_like
        tiles["rating"].show_value(
            f"{figures.rating:.0f}",
            self.tr("plays like step {step}, {name}").format(
                step=like.step, name=QCoreApplication.translate("Levels", like.name)
            ),
        )
        tiles["rating"].setToolTip(
            self.tr(
                "Rated against the computer players' ladder: {name}, step {step}, is rated "
                "{rating}. Your rating started at {start}."
            ).format(
                name=QCoreApplication.translate("Levels", like.name),
                step=like.step,
                rating=locale.toString(like.rating or 0.0, "f", 0),
                start=locale.toString(START_RATING, "f", 0),
            )
        )
        tiles["score"].show_value(locale.toString(figures.average_score, "f", 1))
        tiles["money"].show_value(
            "$" + locale.toString(figures.money_per_turn, "f", 2),
            self.tr("words, royalties, challenges"),
        )
        tiles["stock"].show_value(locale.toString(figures.stock_per_turn, "f", 2))
        tiles["best"].show_value(str(figures.highest_score))
        if figures.best_word:
            # The best turn is told only when it is more than the best word (two words with
            # the V patent): the same word twice says nothing.
            detail = self._earned(figures.best_word_money, figures.best_word_stock)
            turn_worth = figures.best_turn_money + figures.best_turn_stock
            if turn_worth > figures.best_word_money + figures.best_word_stock:
                detail = self.tr("{earned}; best turn {words}: {turn}").format(
                    earned=detail,
                    words=_shorten(figures.best_turn),
                    turn=self._earned(figures.best_turn_money, figures.best_turn_stock),
                )
                tiles["word"].value.setToolTip(figures.best_turn)
            tiles["word"].show_value(figures.best_word, detail)
        else:
            tiles["word"].show_value("-", self.tr("no word scored yet"))
        for chip, item in zip(
            self.patent_chips, [*figures.patents_most_bought, *[None] * 5], strict=False
        ):
            chip.setVisible(item is not None)
            if item is not None:
                chip.setText(f"{item[0]}  ×{item[1]}")
        self.no_patents.setVisible(not figures.patents_most_bought)
        self.hints_label.setText(
            self.tr("%n hint(s) taken", "", figures.hints)
            if figures.hints
            else self.tr("No hints taken")
        )
        self.rating_chart.set_ratings([p.rating for p in figures.rating_history], START_RATING)
        self.versus_chart.set_bars(
            [Bar(opponent_label(v.opponent), v.games, v.wins, v.draws) for v in figures.versus]
        )


def _shorten(text: str, limit: int = 16) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
