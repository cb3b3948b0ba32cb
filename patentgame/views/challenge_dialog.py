"""`ChallengeDialog`: after a play, each person at the table may challenge it, or accept.

It closes by itself as "accept" after a set number of seconds, so a game never stalls on a
person who walked away. In hot-seat games it shows one button per person and no hand.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from patentgame.model.patent.cards import VOWELS
from patentgame.views.painting import paint_card


class WordStrip(QWidget):
    """The played words as small cards, so the question shows exactly what is on the table."""

    def __init__(self, words: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._words = words
        letters = sum(len(word) for word in words) + 2 * (len(words) - 1)
        self.setMinimumSize(min(640, 46 * letters + 20), 74)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#2f7d4f"))
        letters = sum(len(word) for word in self._words) + 2 * (len(self._words) - 1)
        width = min(44.0, (self.width() - 16) / max(1, letters))
        height = min(self.height() - 12.0, width / 0.72)
        width = height * 0.72
        x = (self.width() - letters * (width + 2)) / 2
        for number, word in enumerate(self._words):
            if number:
                x += 2 * (width + 2)
            for letter in word:
                rect = QRectF(x, (self.height() - height) / 2, width, height)
                paint_card(painter, rect, letter, vowel=letter in VOWELS)
                x += width + 2
        painter.end()


class ChallengeDialog(QDialog):
    """Ask ``responders`` (seat, name) whether they challenge ``words`` played by ``builder``.

    Signals:
        decided(dict): seat -> True (challenge) / False (accept), for every responder.
    """

    decided = Signal(object)

    def __init__(
        self,
        builder: str,
        words: list[str],
        responders: list[tuple[int, str]],
        timeout: float,
        parent: QWidget | None = None,
        *,
        offer_always_accept: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Challenge?")
        self.setModal(False)
        self.setMinimumWidth(480)
        self._responders = responders
        self._timeout_ms = int(timeout * 1000)
        self._done = False
        layout = QVBoxLayout(self)
        played = " and ".join(words)
        asked = responders[0][1] + ", " if len(responders) == 1 else ""
        title = QLabel(f"<h2>{asked}{builder} played {played}</h2>")
        title.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(title)
        layout.addWidget(WordStrip(words))
        if len(responders) == 1:
            ask = (
                "Do you think this is not in the word list? If you challenge and the word is "
                f"good, you pay {builder} $1 (the bank pays if you have no money). If it is "
                f"not a word, {builder} takes the cards back and discards one card."
            )
        else:
            ask = (
                "Anyone who thinks this is not in the word list may challenge. The first "
                f"challenger after {builder} pays $1 if the word is good."
            )
        text = QLabel(ask)
        text.setWordWrap(True)
        layout.addWidget(text)
        buttons = QHBoxLayout()
        self.challenge_buttons: dict[int, QPushButton] = {}
        for seat, name in responders:
            label = "Challenge  (C)" if len(responders) == 1 else f"{name} challenges"
            button = QPushButton(label)
            button.clicked.connect(lambda _=False, s=seat: self._finish({s}))
            buttons.addWidget(button)
            self.challenge_buttons[seat] = button
        self.accept_button = QPushButton("Accept  (Enter)")
        self.accept_button.setDefault(True)
        self.accept_button.clicked.connect(lambda: self._finish(set()))
        buttons.addWidget(self.accept_button)
        layout.addLayout(buttons)
        self.always_accept = QCheckBox("Accept the computer players' words without asking")
        self.always_accept.setToolTip("Settings > Accept computer players' words turns it off")
        self.always_accept.setVisible(offer_always_accept)
        layout.addWidget(self.always_accept)
        self.countdown = QProgressBar()
        self.countdown.setRange(0, max(1, self._timeout_ms))
        self.countdown.setTextVisible(True)
        layout.addWidget(self.countdown)
        self._clock = QElapsedTimer()
        self._clock.start()
        self._timer = QTimer(self)
        self._timer.setInterval(100)
        self._timer.timeout.connect(self._tick)
        if self._timeout_ms > 0:
            self._timer.start()
            self._tick()
        else:
            self.countdown.hide()

    def _tick(self) -> None:
        left = max(0, self._timeout_ms - self._clock.elapsed())
        self.countdown.setValue(left)
        self.countdown.setFormat(f"Accepted automatically in {left / 1000:.0f} s")
        if left <= 0:
            self._finish(set())

    def _finish(self, challengers: set[int]) -> None:
        if self._done:
            return
        self._done = True
        self._timer.stop()
        self.decided.emit({seat: seat in challengers for seat, _ in self._responders})
        self.accept()

    def keyPressEvent(self, event: object) -> None:
        from PySide6.QtGui import QKeyEvent

        assert isinstance(event, QKeyEvent)
        if event.key() == Qt.Key.Key_C and len(self._responders) == 1:
            self._finish({self._responders[0][0]})
        elif event.key() == Qt.Key.Key_Escape:
            self._finish(set())
        else:
            super().keyPressEvent(event)

    def reject(self) -> None:
        """Closing the dialog accepts the play."""
        if not self._done:
            self._finish(set())
            return
        super().reject()
