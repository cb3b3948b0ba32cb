"""`RoundView`: the round as BuyWord's table shows it, above the word.

The players' plaques (money, tiles, who holds the die), the die and the bag (with the goal of a
game alone), and the tiles on offer: the set drawn with its price, the auction's lot, or the
draft's display with what the player to take has taken so far.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from patentgame.controller.buyword.narration import money
from patentgame.model.buyword.phases import Phase
from patentgame.model.buyword.rules import SOLO_YARDSTICK
from patentgame.model.buyword.tiles import letter_of, pips_of_tiles, price

if TYPE_CHECKING:
    from patentgame.views.buyword.table import BuyWordTable


class RoundView(QObject):
    """Shows the seats, the die, the bag and the offer of one BuyWord table's game."""

    def __init__(self, table: BuyWordTable) -> None:
        super().__init__(table)
        self._table = table

    def show_seats(self) -> None:
        """The plaques of the seats in play, the die's face and the bag."""
        table = self._table
        model = table.game_model
        game = model.state
        for seat, plaque in enumerate(table.plaques):
            plaque.setVisible(seat < model.seats)
            if seat < model.seats:
                plaque.show_seat(model, seat)
        table.die.show_face(game.die, game.count if game.die == 0 else 0)
        text = self.tr("Round {round}\n%n tile(s) in the bag", "", game.bag_count).format(
            round=game.round
        )
        if model.seats == 1:  # alone, the game is measured against the rules' yardstick
            low, high = SOLO_YARDSTICK
            text += "\n" + self.tr("Goal alone: {low}-{high}").format(
                low=money(low), high=money(high)
            )
        table.bag_label.setText(text)

    def show_offer(self) -> None:
        """The tiles on offer, their caption and their price."""
        table = self._table
        model = table.game_model
        game = model.state
        phase = game.phase
        if phase is Phase.DRAFT:
            table.offer_row.show_tiles(game.display)
            table.offer_caption.setText(self.tr("The display: each player takes a tile in turn"))
            taken = game.drafted(game.current) if game.current >= 0 else ()
            table.offer_price.setText(
                self.tr("{name} has taken {tiles}: {price} so far").format(
                    name=model.shown_name(game.current),
                    tiles=" ".join(letter_of(t) for t in taken) or "-",
                    price=money(price(pips_of_tiles(taken))),
                )
            )
            return
        tiles = game.on_offer if phase in (Phase.BUY, Phase.AUCTION) else ()
        table.offer_row.show_tiles(tiles)
        if tiles:
            owner = game.current
            pips = pips_of_tiles(tiles)
            if phase is not Phase.BUY:
                caption = self.tr("Up for auction")
            elif owner in model.you():  # the log's "you": the person alone, or named You
                caption = self.tr("Drawn for you")
            else:
                caption = self.tr("Drawn for {name}").format(name=model.shown_name(owner))
            table.offer_caption.setText(caption)
            table.offer_price.setText(
                self.tr("%n pip(s): the set costs {price}", "", pips).format(
                    price=money(price(pips))
                )
            )
        else:
            table.offer_caption.setText("")
            table.offer_price.setText("")
