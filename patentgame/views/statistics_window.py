"""The Statistics window: one person's figures, their rating over time and wins per opponent.

It reads everything from a :class:`~patentgame.keeping.stats.StatsStore`, so it works standalone
(the main window only opens it) and shows the figures of any profile on this computer.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from patentgame import families
from patentgame.controller.game_model import shown_name
from patentgame.keeping.stats import StatsError, StatsStore
from patentgame.views import window_looks
from patentgame.views.messages import tell
from patentgame.views.parts import STATISTICS_PANEL, StatisticsPanel
from patentgame.views.window_keys import close_with_keys


class Tile(QFrame):
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


class Panel(QFrame):
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
        window_looks.fit_screen(self, 900, 640)

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
        # The figures scroll when they are taller than the window (at 200 % on a laptop they
        # were taller than the screen, and the window with them).
        self.panels_view = QScrollArea()
        self.panels_view.setObjectName("panels")
        self.panels_view.setWidgetResizable(True)
        self.panels_view.setFrameShape(QFrame.Shape.NoFrame)
        self.panels_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.panels_view.setWidget(self._build_panels())
        self._stack.addWidget(self.panels_view)
        outer.addLayout(self._stack, 1)

        self.profile_box.currentIndexChanged.connect(self._show_selected)
        self.rename_button.clicked.connect(self._rename_clicked)
        self.refresh(profile_id)
        close_with_keys(self)

    def _build_panels(self) -> QWidget:
        """Each family's figures (its part ``statistics_panel``), in the registry's order."""
        page = QWidget()
        page.setObjectName("panelsPage")
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(14)
        #: The panel of each family that has one, by family id.
        self.panels: dict[str, StatisticsPanel] = {}
        for family in families.playable():
            if family.has(STATISTICS_PANEL):
                panel = family.part(STATISTICS_PANEL)()
                assert isinstance(panel, QWidget)  # a panel is a widget (views/parts.py)
                self.panels[family.id] = panel
                column.addWidget(panel, panel.stretch)
        return page

    def apply_look(self) -> None:
        """The colours of the theme and the text sizes of the zoom in use."""
        self.setStyleSheet(window_looks.statistics_style(*window_looks.current()))
        self.update()

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
        games = 0
        if profile_id is not None:
            for panel in self.panels.values():
                played = panel.show_profile(self.store, int(profile_id))
                # A game the person has not finished takes no room: the figures of those they
                # played fill the window (the window's own sentence says when there are none).
                assert isinstance(panel, QWidget)
                panel.setVisible(played > 0)
                games += played
        if games == 0:
            self.empty_label.setText(
                self.tr(
                    "No finished games yet.\nPlay a game to the end and its figures appear here."
                )
            )
            self._stack.setCurrentIndex(0)
            return
        self._stack.setCurrentIndex(1)
