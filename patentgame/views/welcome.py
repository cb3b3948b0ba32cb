"""The welcome screen of the first start: play at once, learn with a guided game, or open one.

It lies over the empty table like the hand-over screen, so the window around it (menus, status
bar) is already the one the person will play in. It is the same for every family; what each
choice does is the main window's.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QHideEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from patentgame import families
from patentgame.views import themes, window_looks
from patentgame.views.family_table import FamilyTable
from patentgame.views.game_names import game_name
from patentgame.views.in_view import ViewFollower, scroll_area_of
from patentgame.views.painting import paint_felt

#: The width of each choice: its line fits on one row in English and Russian.
_CHOICE_WIDTH = 500


class _Choice(QPushButton):
    """A large button with a title and a line on what it does."""

    def __init__(self, title: str, line: str, name: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setAccessibleName(title)
        self.setAccessibleDescription(line)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 10, 22, 10)
        layout.setSpacing(2)
        self.title = QLabel(title)
        self.title.setObjectName("choice")
        self.line = QLabel(line)
        self.line.setObjectName("line")
        self.line.setWordWrap(True)
        for label in (self.title, self.line):
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            layout.addWidget(label)
        self.fit(100, themes.px(_CHOICE_WIDTH, 100))

    def fit(self, zoom: int, room: int) -> None:
        """Take the size the choice needs at ``zoom`` percent, at most ``room`` pixels wide.
        A button takes no height from its wrapped label by itself: a longer line (Russian)
        wraps to two and would be cut off. The style's fonts decide the heights."""
        width = min(themes.px(_CHOICE_WIDTH, zoom), room)
        for label in (self.title, self.line):
            label.ensurePolished()
        needed = 20 + 2 + self.title.sizeHint().height() + self.line.heightForWidth(width - 44)
        self.setMinimumSize(width, max(themes.px(76, zoom), needed + 4))


class WelcomeScreen(QWidget):
    """Covers the table on the first start until the person picks how to begin.

    Signals:
        chosen(choice): ``"play"``, ``"learn"`` (the patent game's guided game),
            ``"learn:<game>"`` (another game's: ``scrabble-en``, ``erudit-ru``, ``buyword``) or
            ``"open"``.
    """

    chosen = Signal(str)

    def __init__(self, host: FamilyTable) -> None:
        super().__init__(host)
        self._host = host
        #: Whether the view should show the title once laid out (a first cover, a new zoom).
        self._top_wanted = False
        layout = QVBoxLayout(self)
        layout.addStretch(3)
        self.heading = QLabel(self.tr("Welcome to the patent game"))
        self.heading.setObjectName("heading")
        # At 200 % the Russian title is wider than a laptop's window: it wraps, not cut.
        self.heading.setWordWrap(True)
        self.tagline = QLabel(
            self.tr(
                "Build words from letter cards, buy patents on letters, and earn a royalty "
                "whenever someone plays yours."
            )
        )
        self.tagline.setWordWrap(True)
        self.tagline.setFixedWidth(620)
        self.tagline.setObjectName("tagline")
        for label in (self.heading, self.tagline):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.heading)  # as wide as the part of the table in view
        layout.addWidget(self.tagline, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(26)
        self.learn_button = _Choice(
            self.tr("Learn to play"),
            self.tr("A guided first game on the real table: one step at a time."),
            "learn",
            self,
        )
        self.play_button = _Choice(
            self.tr("Play against the computer"),
            self.tr("Start a game against the computer right away."),
            "play",
            self,
        )
        self.open_button = _Choice(
            self.tr("Open a saved game"),
            self.tr("Go on with a game kept as a file."),
            "open",
            self,
        )
        for button, choice in (
            (self.learn_button, "learn"),
            (self.play_button, "play"),
            (self.open_button, "open"),
        ):
            button.clicked.connect(lambda _=False, c=choice: self.chosen.emit(c))
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
            layout.addSpacing(10)
        self.lessons = self._other_lessons(layout)
        #: Each choice's key: the first letter of its words in the language spoken (a Russian
        #: keyboard types Cyrillic: «Н», «И», «О»); the Latin L, P and O work in every language.
        self.letters = {
            self.tr("L", "the key of Learn to play"): self.learn_button,
            self.tr("P", "the key of Play against the computer"): self.play_button,
            self.tr("O", "the key of Open a saved game"): self.open_button,
        }
        self.keys = QLabel(
            self.tr("Keys: {learn}, {play} or {open}; the arrows and Enter also work.").format(
                learn=self.tr("L", "the key of Learn to play"),
                play=self.tr("P", "the key of Play against the computer"),
                open=self.tr("O", "the key of Open a saved game"),
            )
        )
        self.keys.setObjectName("keys")
        layout.addWidget(self.keys, 0, Qt.AlignmentFlag.AlignHCenter)
        #: Keeps the choices in the part of the table the window shows.
        self._view = ViewFollower(self)
        layout.addStretch(4)
        window_looks.follow(self)
        host.installEventFilter(self)
        #: The choice that had the keyboard last: a click on the felt gives it back.
        self._last_choice: QPushButton = self.learn_button
        for choice_button in self.buttons():
            choice_button.installEventFilter(self)
        # A click on the felt focuses this screen (and so the last choice), not the table under it.
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.hide()

    def _other_lessons(self, layout: QVBoxLayout) -> dict[str, QPushButton]:
        """A row under the choices: the guided first game of each other game of the house,
        after the words "Or learn another game:" (above the row where it is too wide)."""
        #: The words' own line above the row, empty while they fit in the row.
        self._others_line = QHBoxLayout()
        layout.addLayout(self._others_line)
        self._lesson_row = row = QHBoxLayout()
        row.addStretch(1)
        self._others = QLabel(self.tr("Or learn another game:"))
        self._others.setObjectName("others")
        row.addWidget(self._others)
        lessons = {}
        for guided in families.guided()[1:]:  # the first is the "learn" choice's
            button = QPushButton(game_name(guided.family.id, guided.rule_set), self)
            button.setObjectName("lesson")
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(lambda _=False, g=guided.id: self.chosen.emit(f"learn:{g}"))
            row.addWidget(button)
            lessons[guided.id] = button
        row.addStretch(1)
        layout.addLayout(row)
        layout.addSpacing(10)
        return lessons

    def _place_the_other_lessons(self, width: int) -> None:
        """The words "Or learn another game:" in the row of lessons where it fits in
        ``width``, else on their own line above it (1024x640 at 200 %: the row needed 1,100 px
        of 1,000)."""
        row, spacing = self._lesson_row, max(self._lesson_row.spacing(), 0)
        parts = [self._others, *self.lessons.values()]
        needed = sum(part.sizeHint().width() for part in parts) + spacing * len(parts) + 24
        in_row = row.indexOf(self._others) >= 0
        if needed <= width and not in_row:
            self._others_line.removeWidget(self._others)
            row.insertWidget(1, self._others)
        elif needed > width and in_row:
            row.removeWidget(self._others)
            self._others_line.addWidget(self._others, 0, Qt.AlignmentFlag.AlignHCenter)

    def apply_look(self) -> None:
        """The colours of the theme and the text sizes of the zoom in use."""
        theme, zoom = window_looks.current()
        self.setStyleSheet(window_looks.welcome_style(theme, zoom))
        self._fit_to_view()
        self._show_the_top_soon()

    def _fit_to_view(self) -> None:
        """Words as wide as the part of the table in view allows, laid out in that part."""
        _theme, zoom = window_looks.current()
        seen = self.visibleRegion().boundingRect() if self.isVisible() else self.rect()
        room = seen.width() - 24 if seen.width() > 0 else themes.px(_CHOICE_WIDTH, zoom)
        for button in self.buttons():
            if isinstance(button, _Choice):
                button.fit(zoom, room)
        width = min(themes.px(620, zoom), room)
        self.tagline.setFixedWidth(width)
        # Its least height was set for the last width: kept, it is the height for this one.
        self.tagline.setMinimumHeight(0)
        self.tagline.ensurePolished()  # the style's font decides how tall the wrapped lines are
        self.tagline.setMinimumHeight(self.tagline.heightForWidth(width))
        self._place_the_other_lessons(seen.width() if seen.width() > 0 else self.width())
        layout = self.layout()
        if self.isVisible() and layout is not None:
            # The choices at their least heights, and the title and line wrapped at the width
            # in view: the table grows to hold them (else squeezed), and the window scrolls it.
            layout.setContentsMargins(12, 12, 12, 12)
            needed = max(layout.minimumSize().height(), layout.heightForWidth(self.width()))
            self._host.make_room_for_cover(needed)
        self._view.follow()

    def _show_the_top_soon(self) -> None:
        """Once laid out: when the choices are taller than the window shows (200 % in a
        1280x800 window), scroll to the title, which a zoom had left above the view."""
        self._top_wanted = True
        QTimer.singleShot(0, self, self._show_the_top)

    def _show_the_top(self) -> None:
        if not self.isVisible() or not self._top_wanted:
            return
        self._fit_to_view()
        area = scroll_area_of(self)
        if area is not None and not self._view.fits:
            area.ensureWidgetVisible(self.heading, 0, 0)
        # Wanted until the table has taken its new size (a resize follows a zoom's).
        self._top_wanted = self.height() < self._host.minimumHeight()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_to_view()
        self._show_the_top()

    def hideEvent(self, event: QHideEvent) -> None:
        """Gone, the screen leaves the table its own least size."""
        super().hideEvent(event)
        self._host.make_room_for_cover(0)

    def buttons(self) -> tuple[QPushButton, ...]:
        """The choices, top to bottom."""
        return (self.learn_button, self.play_button, self.open_button)

    def cover(self) -> None:
        """Lay the screen over the whole table and take the keyboard."""
        self.setGeometry(self._host.rect())
        self.show()
        self.raise_()
        self._last_choice = self.learn_button
        self.learn_button.setFocus()
        self._fit_to_view()
        self._show_the_top_soon()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._host and event.type() is QEvent.Type.Resize and self.isVisible():
            self.setGeometry(self._host.rect())
        elif event.type() is QEvent.Type.FocusIn and watched in self.buttons():
            assert isinstance(watched, QPushButton)
            self._last_choice = watched
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        by_letter = {
            Qt.Key.Key_L: self.learn_button,
            Qt.Key.Key_P: self.play_button,
            Qt.Key.Key_O: self.open_button,
        }
        buttons = self.buttons()
        focused = next((i for i, b in enumerate(buttons) if b.hasFocus()), 0)
        typed = self.letters.get(event.text().upper())
        if typed is not None:
            typed.click()
        elif key in by_letter:
            by_letter[Qt.Key(key)].click()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            buttons[focused].click()
        elif key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
            step = 1 if key == Qt.Key.Key_Down else -1
            buttons[(focused + step) % len(buttons)].setFocus()
        # Every other key stays here: the empty table underneath has nothing to do with it.
        event.accept()

    def focusInEvent(self, event: QFocusEvent) -> None:
        """The screen itself takes a click's focus only to hand it to the last choice."""
        self._last_choice.setFocus()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click on the felt stays here, and the keyboard with the choices: it once went to
        the empty table underneath, and then P did nothing."""
        event.accept()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_felt(painter, QRectF(self.rect()), 14)
        painter.end()
