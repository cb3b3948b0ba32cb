"""`TurnButtons`: the board table's buttons of the turn, under the rack.

Play (Exchange in exchange mode), Recall, Shuffle, Sort, Exchange, Pass, Resign (where the
rules allow it), Hint and Take back, in as many balanced rows as the column's width needs.
The panel stands aside while the challenge bar asks (the turn waits for its answer), so the
question's row does not squeeze the board at large text.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QGridLayout, QLayout, QPushButton, QWidget

from patentgame.views.family_table import felt_button


class TurnButtons(QWidget):
    """The buttons of the turn, each calling its table action."""

    def __init__(
        self,
        actions: dict[str, Callable[[], object]],
        table_layout: Callable[[], QLayout | None],
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self._table_layout = table_layout
        self.play = felt_button(self.tr("Play"), actions["play"], name="primary", parent=self)
        self.recall = felt_button(self.tr("Recall"), actions["recall"], parent=self)
        self.shuffle = felt_button(self.tr("Shuffle"), actions["shuffle"], parent=self)
        self.sort = felt_button(self.tr("Sort"), actions["sort"], parent=self)
        self.exchange = felt_button(self.tr("Exchange..."), actions["exchange"], parent=self)
        self.pass_turn = felt_button(self.tr("Pass"), actions["pass"], parent=self)
        self.resign = felt_button(self.tr("Resign"), actions["resign"], parent=self)
        self.hint = felt_button(
            self.tr("Hint"),
            actions["hint"],
            tip=self.tr(
                "Each press tells more of the best play: its size and score, some tiles, all"
            ),
            parent=self,
        )
        self.take_back = felt_button(
            self.tr("Take back"),
            actions["take_back"],
            tip=self.tr("Your last word back to your rack, before the next player acts (Ctrl+Z)"),
            parent=self,
        )
        self.all: tuple[QPushButton, ...] = (
            self.play,
            self.recall,
            self.shuffle,
            self.sort,
            self.exchange,
            self.pass_turn,
            self.resign,
            self.hint,
            self.take_back,
        )
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(6)
        self.per_row = 0

    def shown(self) -> list[QPushButton]:
        """The buttons the rules show (Resign only where it is allowed)."""
        return [button for button in self.all if not button.isHidden()]

    def fit(self, room: int) -> None:
        """As many buttons a row as ``room`` pixels hold, in balanced rows (3 + 3 + 2, not
        4 + 4 + 0)."""
        shown = self.shown()
        if not shown:
            return
        gap = self.grid.spacing()
        widths = [button.sizeHint().width() for button in shown]

        def row_width(per_row: int) -> int:  # the grid's columns take their widest button
            columns = [max(widths[column::per_row]) for column in range(per_row)]
            return sum(columns) + gap * (per_row - 1)

        per_row = 1
        for rows in range(1, len(shown) + 1):
            per_row = -(-len(shown) // rows)
            if row_width(per_row) <= room:
                break
        if per_row != self.per_row:
            self.lay_out(per_row)

    def lay_out(self, per_row: int | None = None) -> None:
        """The shown buttons in rows of ``per_row`` (more rows when large text or a narrow
        window needs them; a hidden Resign leaves no gap). The table is laid out again at
        once, so no frame shows squeezed rows."""
        per_row = self.per_row if per_row is None else per_row
        self.per_row = per_row
        grid = self.grid
        for button in self.all:
            grid.removeWidget(button)
        for index, button in enumerate(self.shown()):
            grid.addWidget(button, *divmod(index, per_row))
        for column in range(len(self.all) + 1):
            grid.setColumnStretch(column, 0)
        grid.setColumnStretch(per_row, 1)
        self.updateGeometry()
        table_layout = self._table_layout()
        if table_layout is not None:
            table_layout.activate()

    def enable(
        self,
        *,
        mine: bool,
        final: bool,
        drafted: bool,
        exchanging: bool,
        chosen: int,
        rack_shown: bool,
        hint_left: bool,
        take_back: bool,
    ) -> None:
        """Each button on where it would act now: ``mine``, the person's turn; ``final``, the
        pass that accepts a play going out; ``drafted``, tiles on the board; ``chosen``, the
        tiles chosen to exchange; ``hint_left``, a step of the hint not shown yet."""
        self.play.setEnabled(mine and not final and (drafted or exchanging))
        self.recall.setEnabled(mine and (drafted or exchanging))
        self.shuffle.setEnabled(rack_shown)
        self.sort.setEnabled(rack_shown)
        self.exchange.setEnabled(mine and not final)
        self.pass_turn.setEnabled(mine)
        self.resign.setEnabled(mine)
        self.hint.setEnabled(mine and not final and hint_left)
        self.take_back.setEnabled(take_back)
        self.play.setText(
            self.tr("Exchange %n tile(s)", "", chosen) if exchanging else self.tr("Play")
        )
