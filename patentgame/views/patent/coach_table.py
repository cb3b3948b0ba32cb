"""`TableCoach`: the coach at the patent game's table.

- The Hint button (and Ctrl+H) gives the graduated hints of the person's turn: each press
  shows the next step (1: the length and the earnings, 2: letters in place, 3: the whole play
  laid in the word row), each with why. The analysis is made on a worker as the turn starts
  (:class:`~patentgame.controller.patent.coach_runner.CoachRunner`); a press before it arrives
  is answered when it does. Each step shown is counted in the game's record.
- After each of the person's turns (a setting), the coach's panel lists the best plays. When
  several people share the screen, each sees the panel about their own last turn at the start
  of their next one, once they have taken the device on the hand-over screen; it goes when the
  device goes on (shown at once, it would show the next person the last one's cards).
- A word in capitals in the log or the coach's panel opens its meanings; a click on a computer
  player's line in the log opens that player's reason.
- A word under challenge opens no meaning until the verdict: an entry would tell the people
  deciding that the word is valid. The challenge bar's verdict (hot-seat) then offers the
  challenged words' meanings beside it (Meaning?).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, QTimer
from PySide6.QtWidgets import QPushButton

from patentgame.controller.patent.coach_runner import CoachRunner
from patentgame.keeping.settings import Settings
from patentgame.model.patent import events as ev
from patentgame.model.patent.phases import Phase
from patentgame.views.word_meanings import WORD, MeaningPopup, escape, meaning_html

if TYPE_CHECKING:  # the coach's engine is imported on the worker, not at start
    from patentgame.model.patent.coach import Analysis, TurnReview
    from patentgame.views.patent.table import PatentTable


class TableCoach(QObject):
    """Hints, the after-turn panel, word meanings and the computers' reasons at one table."""

    def __init__(self, table: PatentTable) -> None:
        super().__init__(table)
        self.table = table
        self.model = table.game_model
        self.panel = table.coach_panel
        self.runner = CoachRunner(self.model, self)
        self.popup = MeaningPopup(table)
        # The verdict's button beside the challenge bar (the bar knows no words).
        self.meaning_button = QPushButton(self.tr("Meaning?"))
        self.meaning_button.setToolTip(self.tr("What the challenged word means"))
        self.meaning_button.hide()
        self.meaning_button.clicked.connect(lambda: self._show_challenged_meaning())
        table.actions_layout.insertWidget(
            table.actions_layout.indexOf(table.challenge_bar) + 1, self.meaning_button
        )
        #: The hint step shown for the position now (0: none yet).
        self.step = 0
        self._step_key: object = None
        self._waiting = False  # Hint was pressed before the analysis arrived
        self._showing_hint = False  # the panel shows a hint (it goes when the game moves on)
        self.hints_on = True
        self.after_turn_on = True
        #: The words of the last play put to the people's challenge (what the verdict is about).
        self.challenged_words: tuple[str, ...] = ()
        #: Hot-seat: each person's last turn reviewed, kept until they next take the device.
        self.waiting_reviews: dict[int, TurnReview] = {}
        #: The review of the turn just played while the log was folded into its tab (a narrow
        #: window): the panel lives in the log's column, so it waits for the log to unfold
        #: rather than push the cards aside between turns.
        self.folded_review: tuple[TurnReview, bool] | None = None
        #: The seat whose turn the panel shows (hot-seat: it goes when the device goes on).
        self._panel_seat: int | None = None
        self.runner.analysed.connect(self._on_analysed)
        self.runner.reviewed.connect(self._on_reviewed)
        self.model.game_started.connect(self._on_game_started)
        self.model.taken_back.connect(lambda _count: self.waiting_reviews.clear())
        self.model.state_changed.connect(self._on_state_changed)
        self.model.event_occurred.connect(self._on_event)
        table.flow.viewer_changed.connect(self._on_viewer_changed)
        table.log.words_as_links = True
        table.log.word_clicked.connect(self.show_meaning)
        #: The turn a meaning or reason was opened in: it closes when the next turn starts,
        #: and when the log scrolls (it would point at another line).
        self._popup_turn: tuple[int, int] | None = None
        table.log.verticalScrollBar().valueChanged.connect(lambda _value: self.popup.hide())
        table.log.line_clicked.connect(self._log_line_clicked)
        table.log.line_entered.connect(self._log_line_entered)
        self.panel.word_clicked.connect(self.show_meaning)
        table.installEventFilter(self)
        table.challenge_bar.installEventFilter(self)
        table.challenge_bar.continue_button.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The panel is as wide as the log under it, so the column never changes width."""
        if watched is self.table and event.type() is QEvent.Type.Resize:
            # After the table's own resize, which sets the log's width.
            QTimer.singleShot(0, self, lambda: self.panel.setFixedWidth(self.table.log.width()))
        elif watched in (
            self.table.challenge_bar,
            self.table.challenge_bar.continue_button,
        ) and event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self._show_meaning_button()
        return False

    def _show_meaning_button(self) -> None:
        """The verdict on a challenged play offers the play's meanings beside it; never the
        question itself (an entry would say the word is valid while people decide)."""
        bar = self.table.challenge_bar
        self.meaning_button.setVisible(
            bool(self.challenged_words)
            and self.model.has_game
            and self.model.state.pending_play is None
            and bar.showing_verdict
            and bar.isVisible()
        )

    def under_challenge(self, word: str) -> bool:
        """Whether ``word`` is one of the play the people may still challenge."""
        model = self.model
        if not model.has_game:
            return False
        state = model.state
        pending = state.pending_play
        return pending is not None and word.upper() in {w.upper() for w in state.spell(pending)}

    def _on_event(self, event: object, _text: str) -> None:
        if isinstance(event, ev.ChallengeRequested):
            state = self.model.state
            pending = state.pending_play
            self.challenged_words = tuple(state.spell(pending)) if pending is not None else ()

    # -- settings -----------------------------------------------------------------------------
    def apply(self, settings: Settings) -> None:
        """Hints on or off, the after-turn panel on or off."""
        self.hints_on = settings.hints
        self.after_turn_on = settings.best_plays_after_turn
        self.runner.analyse_turns = settings.hints or settings.best_plays_after_turn
        self.runner.review_turns = settings.best_plays_after_turn
        if not settings.hints and self.step:
            self.panel.hide()
        self.runner.watch()

    # -- hints --------------------------------------------------------------------------------
    def hint(self) -> None:
        """The Hint button: the next step of the hint of this position."""
        table = self.table
        if not self.hints_on:
            table.status_message.emit(
                self.tr("Hints are off (Settings > Offer hints turns them on)."), 4000
            )
            return
        if not table.can_act() or self.model.state.phase is not Phase.BUILD:
            return
        if not self.model.can_search_words():
            return
        key = self.runner.key()
        if key != self._step_key:
            self._step_key, self.step = key, 0
        analysis = self.runner.analysis
        if analysis is None:
            self._waiting = True
            if not self.runner.pending():
                self.runner.watch()
            self.panel.show_text(self.tr("Hint"), self.tr("Looking for the best plays..."))
            self.panel.show_in_view()
            self._showing_hint = True
            return
        self._next_step(analysis)

    def _next_step(self, analysis: Analysis) -> None:
        from patentgame.views.patent import coach_texts as texts

        self._waiting = False
        self._showing_hint = True
        table = self.table
        hints = analysis.hints
        if hints is None:
            self.panel.show_text(
                self.tr("Hint"),
                self.tr("No word can be laid out with these cards: discard some instead."),
            )
            self.panel.show_in_view()
            return
        if self.step < 3:
            self.step += 1
            viewer = table.draft.viewer
            if viewer is not None:
                self.model.note_hint(viewer, self.step)
        title, body = texts.hint_text(self.step, hints, self.model.shown_names())
        used = self.model.hints_used(table.draft.viewer if table.draft.viewer is not None else -1)
        footer = self.tr("Hints used in this game: %n", "", used)
        if self.step == 3:
            table.draft.restore(hints.play.action)  # type: ignore[arg-type]
        self.panel.show_text(title, body, footer)
        self.panel.show_in_view()

    def _on_analysed(self, analysis: object) -> None:
        if self._waiting and analysis is not None and self.table.can_act():
            key = self.runner.key()
            if key != self._step_key:
                self._step_key, self.step = key, 0
            self._next_step(analysis)  # type: ignore[arg-type]
        elif self._waiting and analysis is None:
            self._waiting = False
            self.panel.show_text(self.tr("Hint"), self.tr("The coach found no hint here."))

    def _on_game_started(self) -> None:
        self.step, self._step_key, self._waiting = 0, None, False
        self.challenged_words = ()
        self.waiting_reviews.clear()
        self.folded_review = None
        self._panel_seat = None
        self.panel.hide()
        self.popup.hide()
        self.meaning_button.hide()

    def _turn_key(self) -> tuple[int, int] | None:
        if not self.model.has_game:
            return None
        state = self.model.state
        return (state.turns, state.current)

    def _opened_popup(self) -> None:
        self._popup_turn = self._turn_key()

    def _on_state_changed(self) -> None:
        """A hint is for its position: when the game moves on, the hint goes; a meaning or a
        reason opened in a turn closes when the next turn starts."""
        if self.popup.isVisible() and self._turn_key() != self._popup_turn:
            self.popup.hide()
        if self._showing_hint and self.runner.key() != self._step_key:
            self.panel.hide()
            self._showing_hint = False
            self.step = 0
        self._show_meaning_button()

    # -- after the turn -----------------------------------------------------------------------
    def _on_reviewed(self, review: object) -> None:
        model = self.model
        from patentgame.model.patent.coach import TurnReview

        if not self.after_turn_on or not isinstance(review, TurnReview) or not model.has_game:
            return
        if not model.is_human(review.seat):
            return
        if self._guided(review):
            return
        if self.table.flow.hot_seat:
            # The device has gone on: the review waits for its person's next turn.
            self.waiting_reviews[review.seat] = review
            self._offer_waiting_review()
        else:
            self._show_review(review)

    def _guided(self, review: TurnReview) -> bool:
        """Whether the guided game's guide asked for the play reviewed: the coach does not
        judge the guide's choice ("43% of the best" for the RAVEN it asked for)."""
        from patentgame.model.patent.tutorial import guided

        guide = self.table.tutorial_guide
        return guide is not None and guide.running and guided(review.turn)

    def _on_viewer_changed(self, seat: int) -> None:
        """Hot-seat: the panel about a person's turn goes with them; the next person sees
        their own, once they have taken the device."""
        if self._panel_seat is not None and seat != self._panel_seat:
            self.panel.hide()
            self._panel_seat = None
        self._offer_waiting_review()

    def _offer_waiting_review(self) -> None:
        """Show the person holding the device the review of their last turn, as their next
        turn starts."""
        model = self.model
        viewer = self.table.flow.viewer
        if viewer is None or not model.has_game or viewer not in self.waiting_reviews:
            return
        state = model.state
        if state.current != viewer or state.phase is not Phase.BUILD:
            return
        review = self.waiting_reviews.pop(viewer)
        if self.after_turn_on:
            self._show_review(review, hot_seat=True)

    def log_unfolded(self) -> None:
        """The log's column came into view: the review that waited for it shows."""
        waiting, self.folded_review = self.folded_review, None
        if waiting is not None and self.after_turn_on and self.model.has_game:
            self._show_review(waiting[0], hot_seat=waiting[1])

    def _show_review(self, review: TurnReview, *, hot_seat: bool = False) -> None:
        model = self.model
        if not self.table.log.isVisibleTo(self.table):
            self.folded_review = (review, hot_seat)
            return
        self.folded_review = None
        names = tuple(
            self.tr("you") if seat in model.you() else model.shown_name(seat)
            for seat in range(model.seats)
        )
        title = None
        if hot_seat:
            title = self.tr("{name}, your best plays last turn were").format(
                name=model.shown_name(review.seat)
            )
        self._showing_hint = False
        self._panel_seat = review.seat if hot_seat else None
        self.panel.show_turn(review, names, title)

    # -- meanings and reasons -----------------------------------------------------------------
    def show_meaning(self, word: str, at: object) -> None:
        """Open ``word``'s meanings near ``at`` (a global point); a word under challenge waits
        for the verdict."""
        if self.under_challenge(word):
            self.table.status_message.emit(
                self.tr("The meaning of {word} shows after the challenge's verdict.").format(
                    word=word.upper()
                ),
                4000,
            )
            return
        self.popup.show_word(word, at if isinstance(at, QPoint) else QPoint())
        self._opened_popup()

    def _show_challenged_meaning(self) -> None:
        words = self.challenged_words
        if not words or self.model.state.pending_play is not None:
            return
        html = "<hr>".join(meaning_html(word) for word in words)
        button = self.meaning_button
        self.popup.show_html(html, button.mapToGlobal(button.rect().bottomLeft()))
        self._opened_popup()

    def reason_for_line(self, line: int) -> str | None:
        """The computer player's reason behind log line ``line``, or ``None`` (a person's
        line, or a computer that gave none)."""
        lines = self.model.log_lines()
        if not 0 <= line < len(lines):
            return None
        chosen = lines[line]
        if chosen.note:
            return chosen.text
        seat = chosen.seat
        if not 0 <= seat < self.model.seats or self.model.is_human(seat):
            return None
        # The reason follows the line of the action it explains; the other lines of the same
        # turn by the same player take the nearest reason before them.
        for index in range(line + 1, len(lines)):
            after = lines[index]
            if after.note and after.seat == seat:
                return after.text
            if after.seat != seat or after.strong:
                break
        for index in range(line - 1, -1, -1):
            before = lines[index]
            if before.note and before.seat == seat:
                return before.text
            if before.seat != seat and not before.note:
                break
        return None

    def _log_line_entered(self, line: int, at: object) -> None:
        """Enter on a line the keyboard chose: a computer's reason behind it, or else the
        meanings of its first word in capitals (what a click on that word would open)."""
        if self.reason_for_line(line) is not None:
            self._log_line_clicked(line, at)
            return
        lines = self.model.log_lines()
        found = WORD.search(lines[line].text) if 0 <= line < len(lines) else None
        if found is not None:
            self.show_meaning(found.group(0), at)

    def _log_line_clicked(self, line: int, at: object) -> None:
        reason = self.reason_for_line(line)
        if reason is None:
            return
        title = self.tr("Why the computer did that")
        self.popup.show_html(
            f"<b>{escape(title)}</b><br>{escape(reason)}",
            at if isinstance(at, QPoint) else QPoint(),
        )
        self._opened_popup()
