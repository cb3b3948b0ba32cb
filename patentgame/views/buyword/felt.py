"""How BuyWord's table looks on the felt: its style sheet, the darker mats tiles are laid out
on, and the wooden ledge the hand stands on (the patent game's rack, in the same woods)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from patentgame.views import painting
from patentgame.views.buyword.tile_row import GAP, TileRow
from patentgame.views.themes import Theme, button_style, px, wooden_buttons

TABLE_STYLE = (
    wooden_buttons("6px 16px")
    + """
QPushButton:pressed { background: #c99a3e; }
QFrame#seat { background: rgba(8, 16, 11, 120); border: 1px solid rgba(255,255,255,40);
  border-radius: 10px; }
QFrame#seat[current="true"] { border: 2px solid #f2c14e; background: rgba(60, 45, 10, 150); }
QLabel { color: #f5f0e1; }
QLabel#caption { color: #c9dccb; font-size: 13px; }
QLabel#price { color: #f2c14e; font-size: 16px; font-weight: bold; }
QLabel#fault { color: #ffb4a0; font-size: 14px; }
QLabel#bag { color: #f5f0e1; font-size: 14px; }
QComboBox, QSpinBox { font-size: 14px; padding: 3px 6px; }
"""
)


def table_style(t: Theme, zoom: int = 100) -> str:
    """The table's style sheet in theme ``t`` with text at ``zoom`` percent (View > Theme,
    View > Zoom): the buttons as on every table, the seats and labels in the theme's colours."""
    return button_style(t, zoom) + (
        f"QFrame#seat {{ background: rgba(8, 16, 11, 120); border: {t.border}px solid"
        f" {t.muted_on_felt}; border-radius: 10px; }}\n"
        f'QFrame#seat[current="true"] {{ border: {t.border + 1}px solid {t.gold};'
        f" background: rgba(60, 45, 10, 150); }}\n"
        f"QLabel {{ color: {t.text_on_felt}; }}\n"
        f"QLabel#caption {{ color: {t.muted_on_felt}; font-size: {px(13, zoom)}px; }}\n"
        f"QLabel#price {{ color: {t.gold}; font-size: {px(16, zoom)}px; font-weight: bold; }}\n"
        f"QLabel#fault {{ color: {t.warning_on_felt}; font-size: {px(14, zoom)}px; }}\n"
        f"QLabel#bag {{ color: {t.text_on_felt}; font-size: {px(14, zoom)}px; }}\n"
        f"QComboBox, QSpinBox {{ font-size: {px(14, zoom)}px; padding: 3px 6px; }}\n"
    )


def mat_rect(row: TileRow) -> QRectF:
    """Where the mat under ``row`` lies (in its parent's coordinates): room for five tiles at
    least, and for the words an empty row shows."""
    area = QRectF(row.geometry())
    size = row.tile_size()
    width = max(5, len(row.tiles)) * (size + GAP) + 40
    if not row.tiles and row.placeholder:
        width = max(width, row.placeholder_width() + 40)  # its words on the mat, not past it
    mat = QRectF(0, 0, min(area.width(), width), min(area.height(), size + 18))
    mat.moveCenter(area.center())
    return mat


def paint_mat(painter: QPainter, row: TileRow) -> None:
    """A darker inset strip of felt under ``row``'s tiles."""
    painter.setPen(QPen(QColor(255, 255, 255, 28), 1.5))
    painter.setBrush(QColor(0, 0, 0, 45))
    painter.drawRoundedRect(mat_rect(row), 14, 14)


def paint_ledge(painter: QPainter, row: TileRow) -> None:
    """A wooden ledge under the tiles of ``row`` (the hand), none when it is empty."""
    if not row.tiles:
        return
    size = row.tile_size()
    width = min(row.width(), len(row.tiles) * (size + GAP) + 50)
    geometry = QRectF(row.geometry())
    rect = QRectF(0, 0, width, max(10.0, size * 0.18))
    rect.moveCenter(geometry.center())
    rect.moveTop(geometry.center().y() + size / 2 - 2)
    painting.paint_ledge(painter, rect)
