"""QPainter routines for the things on the table: cards, card backs, patents, coins, owner marks
and the felt. Delegates and widgets share them so a card looks the same everywhere.
"""

from __future__ import annotations

import math
import random
from collections import OrderedDict
from collections.abc import Callable
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from patentgame.views import palette as pal

#: Rendered pictures by key: a card is painted once per look and size, then blitted. Soft
#: shadows and gradients are costly on the software rasteriser, and a table repaints often.
_PICTURES: OrderedDict[str, QPixmap] = OrderedDict()
_PICTURE_LIMIT = 900


def forget_pictures() -> None:
    """Drop every cached picture (the theme changed: they are painted in the old colours)."""
    _PICTURES.clear()


def _cached(
    painter: QPainter,
    rect: QRectF,
    key: str,
    draw: Callable[[QPainter, QRectF], None],
    pad: float,
) -> None:
    """Paint ``draw`` into ``rect`` through a pixmap cache keyed by ``key``, size and pixel ratio.

    ``pad`` is room around ``rect`` for shadows and lifted cards.
    """
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    width, height = rect.width() + 2 * pad, rect.height() + 2 * pad
    full = f"{key}|{width:.1f}x{height:.1f}@{ratio:.2f}"
    picture = _PICTURES.get(full)
    if picture is None:
        picture = QPixmap(max(1, math.ceil(width * ratio)), max(1, math.ceil(height * ratio)))
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent)
        inner = QPainter(picture)
        draw(inner, QRectF(pad, pad, rect.width(), rect.height()))
        inner.end()
        _PICTURES[full] = picture
        if len(_PICTURES) > _PICTURE_LIMIT:
            _PICTURES.popitem(last=False)
    else:
        _PICTURES.move_to_end(full)
    painter.drawPixmap(QPointF(rect.left() - pad, rect.top() - pad), picture)


def paint_card(
    painter: QPainter,
    rect: QRectF,
    letter: str,
    *,
    vowel: bool,
    kind: str = "card",
    y_role: str = "",
    selected: bool = False,
    hovered: bool = False,
    owner: int = -1,
    owner_initial: str = "",
    glow: float = 0.0,
) -> None:
    """Paint one letter card in ``rect`` (see :func:`_draw_card` for the arguments)."""
    options = dict(
        vowel=vowel,
        kind=kind,
        y_role=y_role,
        selected=selected,
        hovered=hovered,
        owner=owner,
        owner_initial=owner_initial,
    )
    if glow > 0:
        _draw_card(painter, rect, letter, glow=glow, **options)  # type: ignore[arg-type]
        return
    key = "card|" + letter + "|" + "|".join(f"{v}" for v in options.values())
    _cached(
        painter,
        rect,
        key,
        lambda p, r: _draw_card(p, r, letter, **options),  # type: ignore[arg-type]
        rect.height() * 0.2,
    )


def paint_card_back(painter: QPainter, rect: QRectF, *, count: int | None = None) -> None:
    """A face-down card, with the number of cards in its pile when ``count`` is given."""
    _cached(
        painter,
        rect,
        f"back|{count}",
        lambda p, r: _draw_card_back(p, r, count=count),
        rect.height() * 0.15,
    )


def paint_patent(
    painter: QPainter,
    rect: QRectF,
    letter: str,
    cost: int,
    kind: str,
    power_text: str,
    *,
    owner: int = -1,
    owner_initial: str = "",
    buyable: bool = False,
    dimmed: bool = False,
    glow: float = 0.0,
    cache: bool = True,
) -> None:
    """Paint one patent certificate (see :func:`_draw_patent`).

    ``cache`` false draws straight onto ``painter``: for a caller that keeps the picture itself.
    """
    options = dict(owner=owner, owner_initial=owner_initial, buyable=buyable, dimmed=dimmed)
    if glow > 0 or not cache:
        _draw_patent(painter, rect, letter, cost, kind, power_text, glow=glow, **options)  # type: ignore[arg-type]
        return
    key = f"patent|{letter}|{cost}|{kind}|{power_text}|" + "|".join(
        f"{v}" for v in options.values()
    )
    _cached(
        painter,
        rect,
        key,
        lambda p, r: _draw_patent(p, r, letter, cost, kind, power_text, **options),  # type: ignore[arg-type]
        0.0,
    )


def paint_felt(painter: QPainter, rect: QRectF, rim: float) -> None:
    """The tabletop: wood and felt, painted once per window size."""
    _cached(painter, rect, f"felt|{rim}", lambda p, r: _draw_felt(p, r, rim), 0.0)


def paint_ledge(painter: QPainter, rect: QRectF) -> None:
    """A wooden ledge in ``rect`` for a hand of pieces to stand on (every family's hand)."""
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0, pal.WOOD_LIGHT.lighter(125))
    gradient.setColorAt(0.45, pal.WOOD_LIGHT)
    gradient.setColorAt(1, pal.WOOD_DARK)
    painter.setPen(QPen(QColor(40, 20, 8, 160), 1))
    painter.setBrush(gradient)
    painter.drawRoundedRect(rect, 5, 5)


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def paint_shadow(painter: QPainter, rect: QRectF, radius: float, lift: float = 1.0) -> None:
    """A soft drop shadow under ``rect``: stacked translucent shapes, rendered once per size."""
    spread = max(2.0, rect.height() * 0.045) * lift
    pad = spread * 2.5
    key = f"shadow|{rect.width():.1f}|{rect.height():.1f}|{radius:.1f}|{lift:.2f}"

    def draw(inner: QPainter, area: QRectF) -> None:
        inner.setRenderHint(QPainter.RenderHint.Antialiasing)
        inner.setPen(Qt.PenStyle.NoPen)
        steps = 5
        for i in range(steps, 0, -1):
            grow = spread * i / steps
            alpha = int(34 / steps * (steps - i + 1))
            shadow = area.adjusted(-grow * 0.6, -grow * 0.2, grow * 0.6, grow * 1.1)
            shadow.translate(spread * 0.25, spread * 0.55)
            inner.setBrush(QColor(0, 0, 0, alpha))
            inner.drawRoundedRect(shadow, radius + grow, radius + grow)

    _cached(painter, rect, key, draw, pad)


def paint_owner_mark(
    painter: QPainter, centre: QPointF, radius: float, colour_index: int, initial: str = ""
) -> None:
    """A seat's mark: its colour, its pattern over it and its short name (an initial, or two
    letters when two names share one: "Ba", "Be"), so colour is not needed."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    circle = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    painter.setPen(QPen(QColor(20, 20, 20, 200), max(1.0, radius * 0.12)))
    painter.setBrush(pal.seat_colour(colour_index))
    painter.drawEllipse(circle)
    pattern = pal.seat_pattern(colour_index)
    if pattern is not Qt.BrushStyle.SolidPattern:
        brush = QBrush(QColor(0, 0, 0, 110), pattern)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(brush)
        painter.drawEllipse(circle.adjusted(1, 1, -1, -1))
    if initial:
        mark = initial[:2]
        painter.setFont(pal.ui_font(radius * (1.15 if len(mark) == 1 else 0.9), bold=True))
        shadow = circle.translated(0.6, 0.8)
        painter.setPen(QColor(0, 0, 0, 170))
        painter.drawText(shadow, Qt.AlignmentFlag.AlignCenter, mark)
        painter.setPen(QColor(255, 255, 255))
        painter.drawText(circle, Qt.AlignmentFlag.AlignCenter, mark)
    painter.restore()


def _paint_letter_kind(painter: QPainter, band: QRectF, *, vowel: bool, is_y: bool) -> None:
    """The shape in the band's corner that says vowel, consonant or Y without colour: a
    circle for a vowel, a square for a consonant, a diamond for the Y (either)."""
    side = band.height() * 0.5
    centre = QPointF(band.right() - band.height() * 0.6, band.center().y())
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(pal.Y_INK if is_y else (pal.VOWEL_INK if vowel else pal.CONSONANT_INK))
    shape = QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side)
    if is_y:
        diamond = QPainterPath()
        diamond.moveTo(centre.x(), shape.top())
        diamond.lineTo(shape.right(), centre.y())
        diamond.lineTo(centre.x(), shape.bottom())
        diamond.lineTo(shape.left(), centre.y())
        diamond.closeSubpath()
        painter.drawPath(diamond)
    elif vowel:
        painter.drawEllipse(shape)
    else:
        painter.drawRect(shape.adjusted(side * 0.08, side * 0.08, -side * 0.08, -side * 0.08))
    painter.restore()


def _draw_card(
    painter: QPainter,
    rect: QRectF,
    letter: str,
    *,
    vowel: bool,
    kind: str = "card",
    y_role: str = "",
    selected: bool = False,
    hovered: bool = False,
    owner: int = -1,
    owner_initial: str = "",
    glow: float = 0.0,
) -> None:
    """Paint one letter card in ``rect``.

    Args:
        kind: ``"card"``, ``"copy"`` (the X copy, dashed), ``"s"`` (the Z-added S, no card) or
            ``"used"`` (a card already in the word, shown faded for copying).
        y_role: for a Y, ``"vowel"`` or ``"consonant"``; painted as a badge.
        selected: marked for a discard: lifted, washed red, crossed out with a red badge and
            labelled "discard" (unmistakable, and not by colour alone).
        owner: colour index of the seat owning this letter's patent (royalties go there), or -1.
        glow: 0..1, a brief highlight for a card that just arrived.
    """
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    if selected:
        rect = rect.translated(0, -rect.height() * 0.12)
    elif hovered:
        rect = rect.translated(0, -rect.height() * 0.03)
    radius = rect.width() * 0.11
    if kind == "used":
        painter.setOpacity(0.33)
    if kind == "s":
        painter.setPen(QPen(pal.GOLD, max(1.5, rect.width() * 0.03), Qt.PenStyle.DashLine))
        painter.setBrush(QColor(255, 250, 230, 60))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        painter.setFont(pal.letter_font(rect.height() * 0.42))
        painter.setPen(pal.GOLD)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "S")
        size = pal.text_size(rect.height() * 0.12, 9, rect.height() * 0.16)
        painter.setFont(pal.ui_font(pal.fitting("+S (Z)", size, rect.width() * 0.9), bold=True))
        painter.drawText(
            rect.adjusted(0, 0, 0, -rect.height() * 0.06),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
            "+S (Z)",
        )
        painter.restore()
        return
    paint_shadow(painter, rect, radius, 1.6 if selected or hovered else 1.0)
    body = _rounded(rect, radius)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0.0, pal.CARD_FACE_TOP)
    gradient.setColorAt(1.0, pal.CARD_FACE_BOTTOM)
    painter.fillPath(body, gradient)
    # The coloured band at the top tells vowels from consonants at a glance, like the printed
    # cards; the ink colour repeats it and the corner index carries it for colour-blind eyes.
    band = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.16)
    painter.save()
    painter.setClipPath(body)
    is_y = letter == "Y"
    band_colour = pal.VOWEL_BAND if vowel else pal.CONSONANT_BAND
    if is_y:
        band_colour = QColor("#ddd0ee")
    painter.fillRect(band, band_colour)
    painter.restore()
    _paint_letter_kind(painter, band, vowel=vowel, is_y=is_y)
    pen = QPen(pal.CARD_EDGE, max(1.0, rect.width() * 0.018))
    if kind == "copy":
        pen.setStyle(Qt.PenStyle.DashLine)
        pen.setColor(QColor("#2f8f8a"))
        pen.setWidthF(max(1.5, rect.width() * 0.04))
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(body)
    inset = rect.adjusted(
        rect.width() * 0.06, rect.width() * 0.06, -rect.width() * 0.06, -rect.width() * 0.06
    )
    painter.setPen(QPen(QColor(156, 138, 102, 70), 1))
    painter.drawRoundedRect(inset, radius * 0.7, radius * 0.7)
    ink = pal.Y_INK if is_y else (pal.VOWEL_INK if vowel else pal.CONSONANT_INK)
    painter.setPen(ink)
    painter.setFont(pal.letter_font(rect.height() * 0.5))
    painter.drawText(
        rect.adjusted(0, rect.height() * 0.08, 0, 0), Qt.AlignmentFlag.AlignCenter, letter
    )
    painter.setFont(pal.letter_font(pal.text_size(rect.height() * 0.12, 9, rect.height() * 0.15)))
    corner = QRectF(
        rect.left() + rect.width() * 0.1,
        rect.top() + rect.height() * 0.01,
        rect.width() * 0.4,
        rect.height() * 0.15,
    )
    painter.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, letter)
    if is_y and y_role:
        tag = (
            QCoreApplication.translate("Cards", "vowel", "a Y's badge on a card")
            if y_role == "vowel"
            else QCoreApplication.translate("Cards", "cons.", "a Y's badge on a card")
        )
        badge = QRectF(
            rect.left() + rect.width() * 0.12,
            rect.bottom() - rect.height() * 0.2,
            rect.width() * 0.76,
            rect.height() * 0.14,
        )
        size = pal.text_size(rect.height() * 0.1, 9, badge.height())
        painter.setFont(pal.ui_font(pal.fitting(tag, size, badge.width() * 0.9), bold=True))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#6a3d9a"))
        painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
        painter.setPen(QColor("white"))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, tag)
    elif kind == "copy":
        size = pal.text_size(rect.height() * 0.1, 9, rect.height() * 0.16)
        painter.setFont(pal.ui_font(pal.fitting("copy (X)", size, rect.width() * 0.9), bold=True))
        painter.setPen(QColor("#2f8f8a"))
        painter.drawText(
            rect.adjusted(0, 0, 0, -rect.height() * 0.05),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
            QCoreApplication.translate("Cards", "copy (X)"),
        )
    if owner >= 0 and kind != "copy" and not (is_y and y_role):
        r = rect.width() * 0.11
        paint_owner_mark(
            painter,
            QPointF(rect.right() - r * 1.6, rect.bottom() - r * 1.6),
            r,
            owner,
            owner_initial,
        )
    if selected:
        _mark_for_discard(painter, rect, body)
    if glow > 0:
        painter.setPen(QPen(QColor(255, 236, 150, int(220 * glow)), rect.width() * 0.06))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(body)
    painter.restore()


def _mark_for_discard(painter: QPainter, rect: QRectF, body: QPainterPath) -> None:
    """A card marked for a discard: a red wash, a red edge, a crossed badge and a label."""
    painter.save()
    painter.setClipPath(body)
    painter.fillRect(rect, QColor(179, 38, 30, 60))
    label = QRectF(
        rect.left(), rect.bottom() - rect.height() * 0.2, rect.width(), rect.height() * 0.2
    )
    painter.fillRect(label, QColor("#b3261e"))
    painter.setPen(QColor("white"))
    word = QCoreApplication.translate("Cards", "DISCARD")
    size = pal.text_size(rect.height() * 0.11, 8, label.height() * 0.9)
    painter.setFont(pal.ui_font(pal.fitting(word, size, label.width() * 0.92), bold=True))
    painter.drawText(label, Qt.AlignmentFlag.AlignCenter, word)
    painter.restore()
    painter.setPen(QPen(QColor("#b3261e"), max(2.0, rect.width() * 0.05)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(body)
    r = rect.width() * 0.16
    centre = QPointF(rect.right() - r * 1.15, rect.top() + rect.height() * 0.08 + r)
    painter.setPen(QPen(QColor("white"), max(1.0, r * 0.15)))
    painter.setBrush(QColor("#b3261e"))
    painter.drawEllipse(centre, r, r)
    arm = r * 0.45
    cross = QPen(QColor("white"), max(1.5, r * 0.28))
    cross.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(cross)
    painter.drawLine(centre + QPointF(-arm, -arm), centre + QPointF(arm, arm))
    painter.drawLine(centre + QPointF(-arm, arm), centre + QPointF(arm, -arm))


def _draw_card_back(painter: QPainter, rect: QRectF, *, count: int | None = None) -> None:
    """A face-down card: a deep red back with a lattice and a brass seal."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.11
    paint_shadow(painter, rect, radius)
    body = _rounded(rect, radius)
    painter.fillPath(body, QColor("#fbf6ea"))
    inner = rect.adjusted(
        rect.width() * 0.07, rect.width() * 0.07, -rect.width() * 0.07, -rect.width() * 0.07
    )
    gradient = QLinearGradient(inner.topLeft(), inner.bottomRight())
    gradient.setColorAt(0, QColor("#8c1c2b"))
    gradient.setColorAt(1, QColor("#5a0f1b"))
    inner_path = _rounded(inner, radius * 0.6)
    painter.fillPath(inner_path, gradient)
    painter.setClipPath(inner_path)
    painter.setPen(QPen(QColor(255, 215, 140, 60), max(1.0, rect.width() * 0.015)))
    step = max(4.0, rect.width() / 7)
    x = inner.left() - inner.height()
    while x < inner.right():
        painter.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        x += step
    painter.setClipping(False)
    seal = rect.width() * 0.2
    centre = rect.center()
    painter.setPen(QPen(pal.GOLD_DARK, max(1.0, seal * 0.1)))
    painter.setBrush(pal.GOLD)
    painter.drawEllipse(centre, seal, seal)
    painter.setPen(QColor("#5a0f1b"))
    painter.setFont(pal.letter_font(seal * 1.2))
    painter.drawText(
        QRectF(centre.x() - seal, centre.y() - seal, 2 * seal, 2 * seal),
        Qt.AlignmentFlag.AlignCenter,
        "P",
    )
    painter.setPen(QPen(pal.CARD_EDGE, 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(body)
    if count is not None:
        label = QRectF(
            rect.left(), rect.bottom() - rect.height() * 0.24, rect.width(), rect.height() * 0.18
        )
        size = pal.text_size(rect.height() * 0.13, 10, label.height())
        painter.setFont(pal.ui_font(pal.fitting(str(count), size, rect.width() * 0.9), bold=True))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 150))
        painter.drawRoundedRect(
            label.adjusted(rect.width() * 0.15, 0, -rect.width() * 0.15, 0), 4, 4
        )
        painter.setPen(QColor("white"))
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, str(count))
    painter.restore()


def _draw_patent(
    painter: QPainter,
    rect: QRectF,
    letter: str,
    cost: int,
    kind: str,
    power_text: str,
    *,
    owner: int = -1,
    owner_initial: str = "",
    buyable: bool = False,
    dimmed: bool = False,
    glow: float = 0.0,
) -> None:
    """Paint one patent certificate: letter, cost, power, and its owner's mark and band."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    rect = rect.adjusted(3, 3, -3, -4)
    radius = min(rect.width(), rect.height()) * 0.09
    if dimmed:
        painter.setOpacity(0.55)
    paint_shadow(painter, rect, radius, 0.8)
    face, deep = (QColor(c) for c in pal.PATENT_KIND_COLOURS[kind])
    body = _rounded(rect, radius)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0, face.lighter(112))
    gradient.setColorAt(1, face)
    painter.fillPath(body, gradient)
    # A certificate's guilloche border: two thin frames in the kind's deep colour.
    painter.setPen(QPen(deep, max(1.0, rect.width() * 0.025)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    frame = rect.adjusted(
        rect.width() * 0.06, rect.width() * 0.06, -rect.width() * 0.06, -rect.width() * 0.06
    )
    painter.drawRoundedRect(frame, radius * 0.6, radius * 0.6)
    if owner >= 0:
        band = QRectF(
            rect.left(), rect.bottom() - rect.height() * 0.24, rect.width(), rect.height() * 0.24
        )
        painter.save()
        painter.setClipPath(body)
        painter.fillRect(band, pal.seat_colour(owner))
        pattern = pal.seat_pattern(owner)
        if pattern is not Qt.BrushStyle.SolidPattern:
            painter.fillRect(band, QBrush(QColor(0, 0, 0, 90), pattern))
        painter.restore()
    h = rect.height()
    # Figures and powers stay legible on a small window: never below 9 pixels.
    strip = QRectF(
        rect.left() + rect.width() * 0.1, rect.top() + h * 0.05, rect.width() * 0.8, h * 0.16
    )
    size = pal.text_size(h * 0.13, 9, strip.height())
    painter.setFont(pal.ui_font(pal.fitting(f"x2 ${cost}", size, strip.width() * 0.9), bold=True))
    painter.setPen(deep.darker(200))
    painter.drawText(strip, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"${cost}")
    glyph = pal.PATENT_KIND_GLYPHS[kind]
    if glyph:
        painter.drawText(strip, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, glyph)
    painter.setPen(pal.PATENT_INK)
    painter.setFont(pal.letter_font(h * 0.34))
    letter_box = QRectF(rect.left(), rect.top() + h * 0.17, rect.width(), h * 0.38)
    painter.drawText(letter_box, Qt.AlignmentFlag.AlignCenter, letter)
    if power_text:
        painter.setPen(pal.PATENT_INK)
        size, wrapped = power_text_size(power_text, rect.width(), h)
        box = QRectF(rect.left() + 4, rect.top() + h * 0.54, rect.width() - 8, h * 0.22)
        flags = Qt.AlignmentFlag.AlignCenter
        if wrapped:
            flags |= Qt.TextFlag.TextWordWrap
            box = box.adjusted(0, -h * 0.04, 0, h * 0.04)
        painter.setFont(pal.ui_font(size))
        painter.drawText(box, flags, power_text)
    if owner >= 0:
        r = rect.height() * 0.1
        centre = QPointF(rect.center().x(), rect.bottom() - rect.height() * 0.12)
        paint_owner_mark(painter, centre, r, owner, owner_initial)
    if buyable:
        painter.setOpacity(1.0)
        painter.setPen(QPen(QColor(255, 226, 120), max(2.0, rect.width() * 0.06)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius, radius)
    painter.setPen(QPen(QColor(60, 40, 20, 120), 1))
    painter.drawPath(body)
    if glow > 0:
        painter.setPen(QPen(QColor(255, 255, 200, int(255 * glow)), rect.width() * 0.08))
        painter.drawPath(body)
    painter.restore()


def power_text_size(text: str, width: float, height: float) -> tuple[float, bool]:
    """The pixel size of a patent's power text on a certificate of ``width`` x ``height``, and
    whether it wraps: as large as one line across allows (up to 14 pixels, at the zoom), two
    lines when one would be smaller than 9 pixels; never below 9 (legible on a small window)."""
    grow = pal.ZOOM / 100  # View > Zoom grows it as far as the certificate has room
    largest = min(height * min(0.15 * grow, 0.2), pal.zoomed(14.0))
    size = _fitting_size(text, width - 8, largest)
    if size >= pal.zoomed(9.0) or (grow > 1 and size >= 9.0):
        return size, False
    return max(9.0, min(height * min(0.11 * grow, 0.13), size * 1.8)), True


def _fitting_size(text: str, width: float, largest: float) -> float:
    """The pixel size (at most ``largest``) at which ``text`` fits ``width`` on one line."""
    probe = pal.ui_font(20.0)
    measured = QFontMetricsF(probe).horizontalAdvance(text)
    if measured <= 0:
        return largest
    return min(largest, 20.0 * width / measured)


def paint_coin(painter: QPainter, centre: QPointF, radius: float) -> None:
    """A gold coin with a rim and a dollar sign."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    gradient = QRadialGradient(centre - QPointF(radius * 0.35, radius * 0.35), radius * 1.4)
    gradient.setColorAt(0, QColor("#fff2b0"))
    gradient.setColorAt(0.5, pal.GOLD)
    gradient.setColorAt(1, pal.GOLD_DARK)
    painter.setPen(QPen(QColor("#7a5a00"), max(1.0, radius * 0.12)))
    painter.setBrush(gradient)
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QPen(QColor(122, 90, 0, 160), max(0.8, radius * 0.08)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, radius * 0.74, radius * 0.74)
    painter.setPen(QColor("#6b4e00"))
    painter.setFont(pal.ui_font(radius * 1.1, bold=True))
    box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "$")
    painter.restore()


def paint_stock(painter: QPainter, rect: QRectF) -> None:
    """A share certificate: green paper, a seal and engraved lines."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#2e5e3a"), 1))
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, QColor("#e8f3df"))
    gradient.setColorAt(1, QColor("#b9d8ad"))
    painter.setBrush(gradient)
    painter.drawRoundedRect(rect, 2, 2)
    painter.setPen(QPen(QColor(46, 94, 58, 150), 0.8))
    for i in range(1, 4):
        y = rect.top() + rect.height() * i / 4.5
        painter.drawLine(
            QPointF(rect.left() + rect.width() * 0.15, y),
            QPointF(rect.right() - rect.width() * 0.4, y),
        )
    r = rect.height() * 0.22
    painter.setBrush(QColor("#c0392b"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(
        QPointF(rect.right() - rect.width() * 0.22, rect.bottom() - rect.height() * 0.32), r, r
    )
    painter.restore()


@lru_cache(maxsize=4)
def noise_tile(size: int = 128, seed: int = 7) -> QImage:
    """A grey noise tile: the fibres of the felt. Made once from a fixed seed (no files)."""
    data = random.Random(seed).randbytes(size * size)
    image = QImage(data, size, size, size, QImage.Format.Format_Grayscale8)
    return image.copy()  # own the pixels: ``data`` is freed when this returns


def _draw_felt(painter: QPainter, rect: QRectF, rim: float) -> None:
    """The table: a wooden rim and green felt with a lamp's light in the middle and fibres."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    # wood
    wood = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    wood.setColorAt(0, pal.WOOD_LIGHT)
    wood.setColorAt(0.5, pal.WOOD_DARK)
    wood.setColorAt(1, pal.WOOD_LIGHT.darker(130))
    painter.fillRect(rect, wood)
    painter.setPen(QPen(QColor(30, 15, 5, 50), 1))
    rng = random.Random(11)
    felt = rect.adjusted(rim, rim, -rim, -rim)
    for _ in range(40):  # grain: only the rim shows it, so only the rim is drawn
        y = rect.top() + rng.random() * rect.height()
        rise = rng.uniform(-6, 6)
        start, end = QPointF(rect.left(), y), QPointF(rect.right(), y + rise)
        if felt.top() < min(y, y + rise) and max(y, y + rise) < felt.bottom():
            edge = (rim + 4) / rect.width()  # past the bevel, under the cloth
            painter.drawLine(start, start + (end - start) * edge)
            painter.drawLine(end + (start - end) * edge, end)
        else:
            painter.drawLine(start, end)
    radius = rim * 1.2
    # a bevel between wood and cloth
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 110))
    painter.drawRoundedRect(felt.adjusted(-3, -3, 3, 3), radius + 3, radius + 3)
    path = _rounded(felt, radius)
    light = QRadialGradient(felt.center(), max(felt.width(), felt.height()) * 0.7)
    light.setColorAt(0, pal.FELT_CENTRE.lighter(112))
    light.setColorAt(0.55, pal.FELT_CENTRE)
    light.setColorAt(1, pal.FELT_EDGE)
    painter.fillPath(path, light)
    painter.setClipPath(path)
    painter.setOpacity(0.07)
    painter.fillRect(felt, QBrush(QPixmap.fromImage(noise_tile())))
    painter.setOpacity(1)
    # inner shadow under the rim
    shade = QLinearGradient(felt.topLeft(), felt.topLeft() + QPointF(0, rim * 1.5))
    shade.setColorAt(0, QColor(0, 0, 0, 110))
    shade.setColorAt(1, QColor(0, 0, 0, 0))
    painter.fillRect(QRectF(felt.left(), felt.top(), felt.width(), rim * 1.5), shade)
    painter.restore()
