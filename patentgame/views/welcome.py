"""The welcome screen of the first start: play at once, learn with a guided game, or open one.

It lies over the empty table like the hand-over screen, so the window around it (menus, status
bar) is already the one the person will play in. It is the same for every family; what each
choice does is the main window's.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from patentgame import families
from patentgame.views import themes, window_looks
from patentgame.views.game_names import game_name
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
        self.fit(100)

    def fit(self, zoom: int) -> None:
        """Take the size the choice needs at ``zoom`` percent. A button takes no height from
        its wrapped label by itself: a longer line (Russian) wraps to two and would be cut
        off. The style's fonts decide the heights."""
        width = themes.px(_CHOICE_WIDTH, zoom)
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

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self._host = host
        layout = QVBoxLayout(self)
        layout.addStretch(3)
        self.heading = QLabel(self.tr("Welcome to the patent game"))
        self.heading.setObjectName("heading")
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
            layout.addWidget(label, 0, Qt.AlignmentFlag.AlignHCenter)
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
        window_looks.follow(self)
        layout.addStretch(4)
        host.installEventFilter(self)
        #: The choice that had the keyboard last: a click on the felt gives it back.
        self._last_choice: QPushButton = self.learn_button
        for choice_button in self.buttons():
            choice_button.installEventFilter(self)
        # A click on the felt focuses this screen (and so the last choice), not the table under it.
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.hide()

    def _other_lessons(self, layout: QVBoxLayout) -> dict[str, QPushButton]:
        """A row under the choices: the guided first game of each other game of the house."""
        row = QHBoxLayout()
        row.addStretch(1)
        others = QLabel(self.tr("Or learn another game:"))
        others.setObjectName("others")
        row.addWidget(others)
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

    def apply_look(self) -> None:
        """The colours of the theme and the text sizes of the zoom in use."""
        theme, zoom = window_looks.current()
        self.setStyleSheet(window_looks.welcome_style(theme, zoom))
        self.tagline.setFixedWidth(themes.px(620, zoom))
        self.tagline.ensurePolished()  # the style's font decides how tall the wrapped lines are
        self.tagline.setMinimumHeight(self.tagline.heightForWidth(self.tagline.width()))
        for button in self.buttons():
            if isinstance(button, _Choice):
                button.fit(zoom)

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
