"""Colours, fonts and patterns of the table, in one place so every view agrees.

Seat colours are the Okabe-Ito palette, chosen because people with the common colour-vision
deficiencies can still tell them apart; every seat also has its own pattern and initial, so no
information is carried by colour alone.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF

from patentgame.wording import QT_TRANSLATE_NOOP

#: (name, colour) of the seat colours people may pick, in default seat order.
SEAT_COLOURS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("Colours", "Orange"), "#E69F00"),
    (QT_TRANSLATE_NOOP("Colours", "Sky blue"), "#56B4E9"),
    (QT_TRANSLATE_NOOP("Colours", "Bluish green"), "#009E73"),
    (QT_TRANSLATE_NOOP("Colours", "Vermilion"), "#D55E00"),
    (QT_TRANSLATE_NOOP("Colours", "Reddish purple"), "#CC79A7"),
    (QT_TRANSLATE_NOOP("Colours", "Yellow"), "#F0E442"),
)

#: Brush patterns paired with colour indexes: solid, stripes, dots (dense), checks, cross.
SEAT_PATTERNS: tuple[Qt.BrushStyle, ...] = (
    Qt.BrushStyle.SolidPattern,
    Qt.BrushStyle.BDiagPattern,
    Qt.BrushStyle.Dense5Pattern,
    Qt.BrushStyle.CrossPattern,
    Qt.BrushStyle.FDiagPattern,
    Qt.BrushStyle.DiagCrossPattern,
)

#: Names of the patterns, for tooltips and the new-game dialog.
#: (The colours' and patterns' names are marked for lupdate, context ``Colours``, and
#: translated where they are shown.)
PATTERN_NAMES = (
    QT_TRANSLATE_NOOP("Colours", "solid"),
    QT_TRANSLATE_NOOP("Colours", "stripes"),
    QT_TRANSLATE_NOOP("Colours", "dots"),
    QT_TRANSLATE_NOOP("Colours", "checks"),
    QT_TRANSLATE_NOOP("Colours", "reverse stripes"),
    QT_TRANSLATE_NOOP("Colours", "diamonds"),
)

FELT_CENTRE = QColor("#276b43")
FELT_EDGE = QColor("#133d27")
WOOD_LIGHT = QColor("#8a5a32")
WOOD_DARK = QColor("#4a2c16")
CARD_FACE_TOP = QColor("#fffaf0")
CARD_FACE_BOTTOM = QColor("#efe3c6")
CARD_EDGE = QColor("#9c8a66")
VOWEL_INK = QColor("#b3261e")
CONSONANT_INK = QColor("#1d3557")
Y_INK = QColor("#6a3d9a")
VOWEL_BAND = QColor("#f8d6d0")
CONSONANT_BAND = QColor("#c9d7ea")
GOLD = QColor("#ffd978")
GOLD_DARK = QColor("#a67c00")
TEXT_ON_FELT = QColor("#f5f0e1")
MUTED_ON_FELT = QColor("#d6e6d8")
WARNING_ON_FELT = QColor("#ffd27a")
#: The ink of a patent's letter and power, and the ring round whatever has the keyboard.
PATENT_INK = QColor("#2b2118")
FOCUS = QColor("#fff4d6")
#: The board games' squares, their premium labels, and the tiles of the board and of BuyWord
#: (``views/themes.py`` writes these too: a dark theme's board is dark, issue 31).
BOARD_PLAIN = QColor("#e9e0c8")
BOARD_DOUBLE_LETTER = QColor("#a9d8f2")
BOARD_TRIPLE_LETTER = QColor("#2f6db5")
BOARD_DOUBLE_WORD = QColor("#f6b3c4")
BOARD_TRIPLE_WORD = QColor("#d23a32")
BOARD_STAR = QColor("#8a1c3c")
#: Premium labels on the light squares (plain, double letter, double word) and on the deep ones.
BOARD_LABEL_INK = QColor("#3a2f25")
BOARD_LABEL_LIGHT = QColor("#fff8ee")
TILE_FACE = QColor("#f7e7bf")
TILE_EDGE = QColor("#9c7b43")
TILE_INK = QColor("#2a1d0e")
BLANK_INK = QColor("#9b2c2c")
LAST_PLAY = QColor("#b45309")
WILD_TOP = QColor("#ffe9a8")
WILD_BOTTOM = QColor("#e0b341")
WILD_INK = QColor("#5e3900")
PIPS = QColor("#5b4a2e")
#: The theme these colours are (``views/themes.py`` writes every colour above when it changes).
THEME_KEY = "felt"
#: The zoom of View > Zoom in percent (``views/appearance.py`` writes it when it changes).
ZOOM = 100

#: Patent card colours by kind of power (see ``PowerKind``), with a glyph for each kind.
PATENT_KIND_COLOURS: dict[str, tuple[str, str]] = {
    "doubler": ("#f6d27a", "#c8961e"),
    "word": ("#9ed6d3", "#2f8f8a"),
    "replace": ("#cdb6ea", "#7a55b0"),
    "plain": ("#f3ead4", "#b9a57c"),
}
PATENT_KIND_GLYPHS = {"doubler": "x2", "word": "W", "replace": "Q", "plain": ""}
PATENT_KIND_NAMES = {
    "doubler": "doubler",
    "word": "word power",
    "replace": "replace",
    "plain": "plain",
}


def seat_colour(index: int) -> QColor:
    """The colour of colour index ``index`` (wrapping)."""
    return QColor(SEAT_COLOURS[index % len(SEAT_COLOURS)][1])


def seat_pattern(index: int) -> Qt.BrushStyle:
    """The pattern paired with colour index ``index``."""
    return SEAT_PATTERNS[index % len(SEAT_PATTERNS)]


def letter_font(pixel_size: float, *, bold: bool = True) -> QFont:
    """The serif face of the letters on cards and patents."""
    font = QFont()
    font.setFamilies(["Georgia", "Palatino Linotype", "Book Antiqua", "DejaVu Serif", "serif"])
    font.setStyleHint(QFont.StyleHint.Serif)
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font


def ui_font(pixel_size: float, *, bold: bool = False) -> QFont:
    """The sans face of labels painted on the table."""
    font = QFont()
    font.setFamilies(["Segoe UI", "Helvetica Neue", "Noto Sans", "DejaVu Sans", "sans-serif"])
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font


def zoomed(pixels: float) -> float:
    """``pixels`` at the zoom of View > Zoom."""
    return pixels * ZOOM / 100


def text_size(proportional: float, least: float, room: float) -> float:
    """The pixel size of a text painted on a card, a patent or a pile: ``proportional`` to
    it, grown with the zoom, never below ``least`` pixels at the zoom, and never above the
    ``room`` it has (the card does not grow, so at a large zoom the text fills its room)."""
    return max(1.0, min(max(proportional * ZOOM / 100, zoomed(least)), room))


def fitting(text: str, size: float, width: float, *, bold: bool = True) -> float:
    """``size``, or less if ``text`` would not fit ``width`` on one line at it."""
    measured = QFontMetricsF(ui_font(size, bold=bold)).horizontalAdvance(text)
    if measured <= width or measured <= 0:
        return size
    return max(1.0, size * width / measured)
