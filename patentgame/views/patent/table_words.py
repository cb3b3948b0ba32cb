"""`TableWords`: what the patent game's table says in words: the prompt over the word rows,
the terms of a challenge, the status line, the end of the game, and the owners' short marks.

Every sentence is whole for each case (the person playing alone is "you": "Buy a patent?",
anyone else is named: "Ada, buy a patent?") and goes through Qt's translation (context
``TableWords``), counts through their plural forms.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtCore import QObject

from patentgame.controller.patent.game_model import PatentGameModel
from patentgame.controller.patent.narration import victory
from patentgame.model.patent.game import Phase
from patentgame.model.patent.rules import ChallengeMode
from patentgame.views.family_table import SeatSummary, Summary


class Step(NamedTuple):
    """Where the person at the screen is in the turn, as the table sees it.

    Attributes:
        my_turn: the face-up hand is the seat the game waits for.
        building: it may build (not marking cards to discard instead).
        marking: it marks cards to discard (instead of building, after a build, the penalty).
        buying: it may buy a patent.
    """

    my_turn: bool
    building: bool
    marking: bool
    buying: bool


class Question(NamedTuple):
    """The question put to the people, as the prompt tells it.

    Attributes:
        asking: the challenge bar asks the people now.
        hot_seat: two or more people share the screen.
        verdict: a challenge's verdict to be read before the device goes on ("" for none).
        thinking: the computer seat thinking now (-1: none).
    """

    asking: bool = False
    hot_seat: bool = False
    verdict: str = ""
    thinking: int = -1


class TableWords(QObject):
    """The table's sentences, read from the game model."""

    def __init__(self, model: PatentGameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model

    def _is_you(self, seat: int) -> bool:
        return seat in self.model.you()

    # -- the status line ------------------------------------------------------------------------
    def status(self) -> str:
        """The game in one line: word list, how words are checked, the goal and the turn; once
        the game is over, the turns it took (as the history counts them)."""
        state = self.model.state
        lexicon = state.lexicon_id
        if state.game_over:
            return self.tr(
                "Word list: {lexicon}  ·  game over after %n turn(s)", "", state.turns
            ).format(lexicon=lexicon)
        if state.rules.challenge is ChallengeMode.MANUAL:
            text = self.tr(
                "Word list: {lexicon}  ·  players challenge words  ·  goal ${goal}  ·  turn {turn}"
            )
        else:
            text = self.tr(
                "Word list: {lexicon}  ·  the game checks words  ·  goal ${goal}  ·  turn {turn}"
            )
        return text.format(lexicon=lexicon, goal=state.goal, turn=state.turns + 1)

    # -- the prompt over the word rows ----------------------------------------------------------
    def prompt(self, step: Step, question: Question) -> str:
        """What the table asks of the person now, or whose turn it is."""
        model = self.model
        state = model.state
        if state.game_over:
            return self.tr("Game over. {victory}").format(
                victory=victory(state.winners, model.shown_names(), model.you())
            )
        if question.verdict:
            return question.verdict
        if state.phase is Phase.CHALLENGE:
            return self._challenge_prompt(question)
        seat = state.current
        name = model.shown_name(seat)
        you = self._is_you(seat)
        if not step.my_turn:
            if question.thinking >= 0 and not model.is_human(seat):
                return self.tr("{name} is thinking...").format(name=name)
            if you:
                return self.tr("Your turn")
            return self.tr("{name}'s turn").format(name=name)
        if step.building:
            return self._build_prompt(you).format(name=name)
        if step.buying:
            text = self.tr("Buy a patent?") if you else self.tr("{name}, buy a patent?")
        elif state.phase is Phase.PENALTY:
            text = (
                self.tr("Penalty: discard one card")
                if you
                else self.tr("{name}: penalty - discard one card")
            )
        elif state.phase is Phase.DISCARD:
            text = (
                self.tr("Discard any cards you do not want, then press Enter")
                if you
                else self.tr("{name}: discard any cards you do not want, then press Enter")
            )
        elif step.marking:
            text = (
                self.tr("Mark the cards to discard (none = pass)")
                if you
                else self.tr("{name}: mark the cards to discard (none = pass)")
            )
        else:
            text = "{name}"
        return text.format(name=name)

    def _challenge_prompt(self, question: Question) -> str:
        state = self.model.state
        pending = state.pending_play
        builder = pending.seat if pending else state.current
        words = " + ".join(state.spell(pending)) if pending else ""
        if question.asking:
            if question.hot_seat:
                text = self.tr("{name} played {words}. Does anyone challenge it?")
            else:
                text = self.tr("{name} played {words}. Is it a word? Challenge or accept.")
        elif self._is_you(builder):
            text = self.tr("You played {words}: waiting for the others' answers...")
        else:
            text = self.tr("{name} played {words}: waiting for challenges...")
        return text.format(name=self.model.shown_name(builder), words=words)

    def _build_prompt(self, you: bool) -> str:
        state = self.model.state
        retries, rules = state.turn.retries_left, state.rules
        if (
            rules.challenge is ChallengeMode.AUTO
            and retries is not None
            and rules.retries is not None
            and retries < rules.retries
        ):
            if you:
                return self.tr("Build a word - or discard instead (%n try(s) left)", "", retries)
            return self.tr(
                "{name}, build a word - or discard instead (%n try(s) left)", "", retries
            )
        if you:
            return self.tr("Build a word - or discard instead")
        return self.tr("{name}, build a word - or discard instead")

    def challenge_terms(self, hot_seat: bool) -> str:
        """What challenging costs and wins, under the question."""
        model = self.model
        pending = model.state.pending_play
        if pending is None:
            return ""
        builder = pending.seat
        asked = [s for s in model.state.to_act if model.is_human(s)]
        if len(asked) == 1 and not hot_seat:
            if self._is_you(builder):
                return ""
            return self.tr(
                "Challenge a good word and you pay {builder} $1 (the bank pays if you have no "
                "money). If it is not a word, {builder} takes the cards back and discards one."
            ).format(builder=model.shown_name(builder))
        return self.tr(
            "Anyone who doubts it may challenge; the first challenger after {builder} pays $1 if "
            "the word is good. If it is not a word, {builder} takes the cards back and discards "
            "one."
        ).format(builder=model.shown_name(builder))

    # -- the end of the game --------------------------------------------------------------------
    def summary(self) -> Summary:
        """The winner, then each seat's score and its breakdown (money, stock, patents:
        RULES.md), its best word and, when a turn earned more, its best turn."""
        model = self.model
        state = model.state
        you = model.you()
        ranked = sorted(
            range(model.seats), key=lambda s: (-state.score(s), -state.ledger.patent_value(s))
        )
        seats = []
        rank = 0
        previous: tuple[int, int] | None = None
        for row, seat in enumerate(ranked):
            key = (state.score(seat), state.ledger.patent_value(seat))
            if key != previous:
                rank = row + 1
                previous = key
            patents = " ".join(sorted(state.ledger.patents_of(seat)))
            if patents:
                breakdown = self.tr(
                    "${money} money + %n stock + ${value} in patents ({letters})",
                    "",
                    state.ledger.stock(seat),
                ).format(
                    money=state.money(seat), value=state.ledger.patent_value(seat), letters=patents
                )
            else:
                breakdown = self.tr(
                    "${money} money + %n stock, no patents", "", state.ledger.stock(seat)
                ).format(money=state.money(seat))
            seats.append(
                SeatSummary(
                    seat=seat,
                    name=self.tr("You") if seat in you else model.shown_name(seat),
                    rank=rank,
                    score=state.score(seat),
                    breakdown=breakdown,
                    highlights=self._highlights(seat),
                    winner=seat in state.winners,
                    colour=model.colour(seat),
                    person=model.is_human(seat),
                )
            )
        return Summary(
            heading=victory(state.winners, model.shown_names(), you),
            seats=tuple(seats),
            explanation=self.tr("Score = money + stock + value of patents. Worth over the turns:"),
        )

    def _highlights(self, seat: int) -> tuple[tuple[str, str], ...]:
        """The seat's best word and, when a turn earned more than that word, its best turn
        (the same word twice would say nothing)."""
        model = self.model
        best = model.best_word(seat)
        if best is None:
            return ((self.tr("Best word"), self.tr("no word scored")),)
        word, money, stock, turn = best
        lines = [(self.tr("Best word"), self._earned(word, money, stock, turn))]
        best_turn = model.best_turn(seat)
        if best_turn is not None and best_turn[1] + best_turn[2] > money + stock:
            words, turn_money, turn_stock, number = best_turn
            lines.append(
                (
                    self.tr("Best turn"),
                    self._earned(" + ".join(words), turn_money, turn_stock, number),
                )
            )
        return tuple(lines)

    def _earned(self, words: str, money: int, stock: int, turn: int) -> str:
        if stock:
            return self.tr("{words}: ${money} + %n stock, turn {turn}", "", stock).format(
                words=words, money=money, turn=turn
            )
        return self.tr("{words}: ${money}, turn {turn}").format(words=words, money=money, turn=turn)


def short_names(names: Sequence[str]) -> list[str]:
    """Each name's mark: its first letter, or its first two when another name shares the
    first, or the initial and the seat number when even two letters do not tell them apart.

    >>> short_names(["Babbage", "Ben", "Ada"])
    ['Ba', 'Be', 'A']
    >>> short_names(["Ann", "Anna"])
    ['A1', 'A2']
    """
    marks = []
    folded = [name.strip().casefold() or "?" for name in names]
    for seat, name in enumerate(folded):
        original = names[seat].strip() or "?"
        others = [other for index, other in enumerate(folded) if index != seat]
        if all(other[:1] != name[:1] for other in others):
            marks.append(original[:1].upper())
        elif len(name) > 1 and all(other[:2] != name[:2] for other in others):
            marks.append(original[:1].upper() + original[1:2].lower())
        else:
            marks.append(f"{original[:1].upper()}{seat + 1}")
    return marks
