"""`PatentMotion`: the patent game's events as movement on its table.

- Drawn cards travel from the deck to the hand (face down to another player's plaque: the hand
  stays secret), the pool's new cards from the deck to the pool.
- A scored word's cards travel from the word row to the discard pile, as do discarded cards.
- A royalty's coins fly from the builder's plaque to the patent owner's.
- A bought patent flips over, turning from blank to its owner's band and mark.

The flights start once the table has taken the new state (the event loop's next turn), so they
end where the cards now are. Nothing moves while the hand-over screen hides the table.

Flights never pile up: when the next action's first event comes while the last action's pictures
are still in the air (a computer at instant pace plays faster than a flight lasts), those
pictures land at once and only the new action's move.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QObject, QPointF, QRectF, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QAbstractItemView, QWidget

from patentgame.controller.patent.patent_grid_model import PatentRole
from patentgame.controller.patent.roles import CardRole
from patentgame.keeping.settings import Settings
from patentgame.model.patent import events as ev
from patentgame.model.patent.cards import VOWELS
from patentgame.views.motion.layer import Draw, MotionLayer, point_rect
from patentgame.views.painting import paint_card, paint_card_back, paint_coin, paint_patent

if TYPE_CHECKING:
    from patentgame.views.patent.table import PatentTable

#: How much of a flight the last card of a handful waits before it leaves.
STAGGER = 0.35


class PatentMotion(QObject):
    """Moves things on ``table`` as its game's events come."""

    def __init__(self, table: PatentTable) -> None:
        super().__init__(table)
        self.table = table
        self.layer = MotionLayer(table)
        self._later: list[tuple[object, ...]] = []
        #: The words scored this turn (they leave the row when the turn ends).
        self._scored: list[str] = []
        #: Whether the game has finished an action since the last event (the next event
        #: begins another action, and the pictures still in the air land).
        self._action_done = False
        table.game_model.event_occurred.connect(self._on_event)
        table.game_model.state_changed.connect(self._on_action_done)

    def apply(self, settings: Settings) -> None:
        """The animation speed, and reduced motion (nothing moves at all)."""
        self.layer.speed = settings.animation_speed
        self.layer.still = settings.reduced_motion
        if settings.reduced_motion:
            self.layer.settle()

    # -- where things are ---------------------------------------------------------------------
    def _in_table(self, widget: QWidget, rect: QRectF) -> QRectF:
        top_left = widget.mapTo(self.table, rect.topLeft().toPoint())
        return QRectF(QPointF(top_left), rect.size())

    def _item_rect(self, view: QAbstractItemView, row: int) -> QRectF:
        rect = QRectF(view.visualRect(view.model().index(row, 0)))
        return self._in_table(view.viewport(), rect)

    def _card_rows(self, view: QAbstractItemView, cards: tuple[int, ...]) -> list[QRectF]:
        model = view.model()
        wanted = set(cards)
        return [
            self._item_rect(view, row)
            for row in range(model.rowCount())
            if model.data(model.index(row, 0), CardRole.CARD_ID) in wanted
        ]

    def _pile(self, discard: bool) -> QRectF:
        """The deck's or the discard pile's card, as the piles view paints it."""
        piles = self.table.piles
        return self._in_table(piles, piles.card_rect(discard))

    def _plaque(self, seat: int) -> QRectF:
        board = self.table.scoreboard
        return self._in_table(board, board.plaque_rect(seat))

    def _card_size(self) -> tuple[float, float]:
        size = self.table.hand_view.card_size()
        return float(size.width()), float(size.height())

    # -- events -------------------------------------------------------------------------------
    def _on_action_done(self) -> None:
        self._action_done = True

    def _on_event(self, event: object, _text: str) -> None:
        if self._action_done:
            self._action_done = False
            self.layer.hurry()
        if self.layer.still or not isinstance(event, ev.Event) or self._hidden():
            return
        if not self.table.has_drawn:
            return  # a game dealt while the window opens: nothing to watch yet
        table = self.table
        if isinstance(event, ev.WordScored):
            # The word stays in the row while its builder buys; it goes when the turn ends.
            self._scored.append(event.word)
        elif isinstance(event, ev.TurnEnded) and self._scored:
            # The words' cards are still in the row: they leave it for the discard pile.
            words, self._scored = self._scored, []
            self._to_discard(self._word_rects("".join(words)), "".join(words))
        elif isinstance(event, ev.CardsDiscarded) and event.seat == table.draft.viewer:
            letters = "".join(table.game_model.state.letter(card) for card in event.cards)
            self._to_discard(self._card_rows(table.hand_view, event.cards), letters)
        elif isinstance(event, ev.CardsDiscarded):
            count = len(event.cards)
            self._to_discard([self._plaque(event.seat)] * count, "")
        else:
            # The rest end where the table puts them once it has the new state.
            if not self._later:
                QTimer.singleShot(0, self._after_refresh)
            self._later.append((event,))

    def _after_refresh(self) -> None:
        later, self._later = self._later, []
        if self._hidden():
            return
        for (event,) in later:
            self._arrive(event)

    def _arrive(self, event: object) -> None:
        table = self.table
        state = table.game_model.state
        if isinstance(event, ev.CardsDrawn):
            deck = self._pile(False)
            if event.seat == table.draft.viewer:
                ends = self._card_rows(table.hand_view, event.cards)
            else:
                w, h = self._card_size()
                ends = [point_rect(self._plaque(event.seat).center(), w * 0.5, h * 0.5)]
                ends *= len(event.cards)
            self._deal(deck, ends, [""] * len(ends))
        elif isinstance(event, ev.PoolRefilled):
            ends = self._card_rows(table.pool_view, event.cards)
            letters = [state.letter(card) for card in event.cards][: len(ends)]
            self._deal(self._pile(False), ends, letters)
        elif isinstance(event, ev.RoyaltyPaid) and event.owner != event.builder:
            start, end = self._plaque(event.builder), self._plaque(event.owner)
            side = max(14.0, start.height() * 0.3)
            coins = min(5, max(1, event.amount))
            for index in range(coins):
                self.layer.fly(
                    point_rect(start.center(), side, side),
                    point_rect(end.center(), side, side),
                    _coin,
                    delay=STAGGER * index / max(1, coins - 1) if coins > 1 else 0.0,
                )
        elif isinstance(event, ev.PatentBought):
            self._flip(event.letter, event.seat)

    def _hidden(self) -> bool:
        """Whether the hand-over screen covers the table (or there is no game)."""
        return self.table.flow.waiting_for is not None or not self.table.game_model.has_game

    # -- flights ------------------------------------------------------------------------------
    def _word_rects(self, word: str) -> list[QRectF]:
        """Where the word's cards lie now: the word rows' cards, or (a computer's word, never
        laid in the rows) a row of cards centred on the first."""
        laid = [
            self._item_rect(view, row)
            for view in self.table.word_views
            if view.isVisible()
            for row in range(view.model().rowCount())
        ]
        view = self.table.word_views[0]
        if len(laid) >= len(word):
            return laid[: len(word)]
        w, h = self._card_size()
        area = self._in_table(view, QRectF(view.rect()))
        left = area.center().x() - w * len(word) / 2
        return [QRectF(left + i * w, area.center().y() - h / 2, w, h) for i in range(len(word))]

    def _to_discard(self, starts: list[QRectF], letters: str) -> None:
        end = self._pile(True)
        faces = list(letters) + [""] * (len(starts) - len(letters))
        for index, (start, letter) in enumerate(zip(starts, faces, strict=False)):
            delay = STAGGER * index / max(1, len(starts) - 1) if len(starts) > 1 else 0.0
            self.layer.fly(start, end, _card(letter), delay=delay)

    def _deal(self, start: QRectF, ends: list[QRectF], letters: list[str]) -> None:
        for index, end in enumerate(ends):
            letter = letters[index] if index < len(letters) else ""
            delay = STAGGER * index / max(1, len(ends) - 1) if len(ends) > 1 else 0.0
            self.layer.fly(start, end, _card(letter), delay=delay)

    def _flip(self, letter: str, seat: int) -> None:
        grid = self.table.patents
        model = grid.model()
        for row in range(model.rowCount()):
            index: QModelIndex = model.index(row, 0)
            if model.data(index, PatentRole.LETTER) != letter:
                continue
            rect = self._item_rect(grid, row)
            colour, initial = self.table.mark_of(seat)
            draw = _flipping_patent(
                letter,
                int(model.data(index, PatentRole.COST)),
                str(model.data(index, PatentRole.POWER_KIND)),
                str(model.data(index, PatentRole.POWER_TEXT) or ""),
                colour,
                initial,
            )
            self.layer.fly(rect, rect, draw)
            return


def _card(letter: str) -> Draw:
    """A card's picture for a flight: its face when ``letter`` is known, else its back."""

    def draw(painter: QPainter, where: QRectF, _t: float) -> None:
        if letter:
            paint_card(painter, where, letter, vowel=letter in VOWELS)
        else:
            paint_card_back(painter, where)

    return draw


def _flipping_patent(
    letter: str, cost: int, kind: str, power: str, colour: int, initial: str
) -> Draw:
    """A patent turning over: the blank certificate narrows to its edge, the owned one widens."""

    def draw(painter: QPainter, where: QRectF, t: float) -> None:
        width = where.width() * abs(math.cos(math.pi * t))
        if width < 2:
            return
        face = QRectF(where.center().x() - width / 2, where.top(), width, where.height())
        owner, mark = (colour, initial) if t >= 0.5 else (-1, "")
        paint_patent(
            painter, face, letter, cost, kind, power, owner=owner, owner_initial=mark, cache=False
        )

    return draw


def _coin(painter: QPainter, where: QRectF, _t: float) -> None:
    paint_coin(painter, where.center(), where.width() / 2)
