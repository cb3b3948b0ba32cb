"""`Standings`: the board table's players and bag, beside the board.

One row a player (their colour's dot, who is to play, a computer thinking, the score, the
tiles on the rack and, in a game on a clock, the clock: bold while it runs, red over time),
then the bag and the tiles the person has not seen yet (the bag and the other racks).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel

from patentgame.controller.board.game_model import BoardGameModel
from patentgame.model.board.tiles import BLANK
from patentgame.views import palette as pal
from patentgame.views.board.clock_face import clock_face


class Standings(QObject):
    """Writes the players' rows, the bag and the unseen tiles into their labels."""

    def __init__(self, model: BoardGameModel, players: QLabel, bag: QLabel, unseen: QLabel) -> None:
        super().__init__(players)
        self._model = model
        self._players, self._bag, self._unseen = players, bag, unseen

    def show_players(self, thinking_seat: int) -> None:
        """Every player's row (``thinking_seat``: the computer thinking, -1 for none)."""
        model = self._model
        if not model.has_game:
            return
        game = model.state
        rows = []
        for seat in range(model.seats):
            colour = pal.seat_colour(model.colour(seat)).name()
            turn = "&#9654; " if seat == game.current and not game.game_over else ""
            thinking = self.tr(" (thinking...)") if seat == thinking_seat else ""
            tiles = self.tr("%n tile(s)", "", len(game.rack(seat)))
            rows.append(
                f'<tr><td><span style="color:{colour}">&#9679;</span> {turn}'
                f"<b>{html.escape(model.shown_name(seat))}</b>"
                f"{thinking}</td><td align=right><b>{game.score(seat)}</b></td>"
                f"<td align=right style='color:#c9dccb'>&nbsp;{tiles}</td>"
                f"{self._clock_cell(seat)}</tr>"
            )
        self._players.setText("<table width=100%>" + "".join(rows) + "</table>")

    def _clock_cell(self, seat: int) -> str:
        """The plaque's clock (a game on a clock): bold while it runs, red over time."""
        face = clock_face(self._model, seat)
        if face is None:
            return ""
        colour = "#ff8a80" if face.over else "#f5f0e1"
        text = f"<b>{face.text}</b>" if face.running else face.text
        return f"<td align=right style='color:{colour}'>&nbsp;{text}</td>"

    def clock_text(self, seat: int) -> str:
        """What ``seat``'s plaque shows of the clock ("" without one)."""
        face = clock_face(self._model, seat)
        return "" if face is None else face.text

    def show_bag(self, viewer: int) -> None:
        """The bag's count and the tiles ``viewer`` has not seen (-1: nobody's rack shown)."""
        game = self._model.state
        self._bag.setText(self.tr("Bag: %n tile(s)", "", game.bag_count))
        unseen = game.tiles_in_play()
        unseen.subtract(
            BLANK if blank else letter
            for letter, blank in zip(game.letters, game.blanks, strict=True)
            if letter
        )
        if viewer >= 0:
            unseen.subtract(game.rack(viewer))
        order = {tile: index for index, tile in enumerate((*game.rules.tiles.alphabet, BLANK))}
        parts = [
            f"{tile.upper()}{'' if count == 1 else count}"
            for tile, count in sorted((+unseen).items(), key=lambda item: order.get(item[0], 99))
        ]
        self._unseen.setText(
            self.tr("Unseen (%n): ", "", sum((+unseen).values())) + " ".join(parts)
        )
