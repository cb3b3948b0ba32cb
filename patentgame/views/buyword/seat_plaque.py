"""`SeatPlaque`: one player at the top of BuyWord's table: name, money, letters and wild tiles,
whether they hold the die, and a gold frame while the game waits for them."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from patentgame.controller.buyword.narration import money
from patentgame.model.buyword.tiles import is_wild
from patentgame.views import palette as pal
from patentgame.views.themes import Theme, px

if TYPE_CHECKING:
    from patentgame.controller.buyword.game_model import BuyWordGameModel


class SeatPlaque(QFrame):
    """One player at the top of the table: name, money, tiles, and whether they lead."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seat")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 4)
        layout.setSpacing(0)
        self.name = QLabel()
        self.name.setStyleSheet("font-size: 14px; font-weight: bold;")
        self.money = QLabel()
        self.money.setStyleSheet("font-size: 20px; font-weight: bold; color: #f2c14e;")
        self.tiles = QLabel()
        self.tiles.setObjectName("caption")
        self.leader = QLabel(self.tr("holds the die"))
        self.leader.setStyleSheet("color: #f2c14e; font-size: 12px; font-weight: bold;")
        self.tiles.setWordWrap(True)  # large text: two lines rather than cut
        self.leader.setWordWrap(True)  # a narrow plaque: "holds the / die", the name whole
        top = QHBoxLayout()
        top.setSpacing(8)
        top.addWidget(self.name)
        top.addStretch(1)
        top.addWidget(self.leader)
        layout.addLayout(top)
        for label in (self.money, self.tiles):
            layout.addWidget(label)

    def restyle(self, theme: Theme, zoom: int) -> None:
        """Text at ``zoom`` percent, the money and the die's holder in the theme's gold."""
        self.name.setStyleSheet(f"font-size: {px(14, zoom)}px; font-weight: bold;")
        self.money.setStyleSheet(
            f"font-size: {px(20, zoom)}px; font-weight: bold; color: {theme.gold};"
        )
        self.leader.setStyleSheet(
            f"color: {theme.gold}; font-size: {px(12, zoom)}px; font-weight: bold;"
        )
        self.fit_height()

    def show_seat(self, model: BuyWordGameModel, seat: int) -> None:
        """Show ``seat`` of the game in ``model``."""
        game = model.state
        hand = game.hand(seat)
        letters = sum(1 for tile in hand if not is_wild(tile))
        wilds = len(hand) - letters
        colour = pal.seat_colour(model.colour(seat)).name()
        name = html.escape(model.shown_name(seat))
        self.name.setText(f'<span style="color:{colour}">\u25cf</span> {name}')
        self.leader.setVisible(seat == game.leader and not game.game_over)
        self.money.setText(money(game.money(seat)))
        self.tiles.setText(
            self.tr("{letters} and {wilds}").format(
                letters=self.tr("%n letter(s)", "", letters),
                wilds=self.tr("%n wild tile(s)", "", wilds),
            )
        )
        self._set_current(not game.game_over and seat in game.to_act)
        self.fit_height()
        self.setAccessibleName(
            self.tr("{name}: {money}").format(
                name=model.shown_name(seat), money=money(game.money(seat))
            )
        )

    def fit_height(self) -> None:
        """Ask for the height the wrapped lines need at the plaque's width. A box layout
        sizes a row of plaques by their minimum heights, which know nothing of lines that
        wrap: in a small window at a large zoom "0 letters and 3 wild tiles" took four lines
        and lost its last, while the table's stretches stood empty below."""
        layout = self.layout()
        if layout is None:
            return
        needed = layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth() else 0
        if needed > 0 and needed != self.minimumHeight():
            self.setMinimumHeight(needed)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_height()

    def _set_current(self, current: bool) -> None:
        if self.property("current") != current:
            self.setProperty("current", current)
            self.style().unpolish(self)
            self.style().polish(self)
