"""`CardListModel`: a row of cards (hand, pool or a word row) for a list view to paint.

The model holds what to paint, nothing more: a family's controller fills these models (the
patent game's draft of the word being built: :mod:`patentgame.controller.patent.draft`). Drag
and drop uses one MIME type whose payload names the zone the cards came from, their rows and
their card ids; a drop is reported through :attr:`CardListModel.cards_dropped` so the
controller (not the model) decides what the move means.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from patentgame.controller.patent.roles import CardRole

#: The one MIME type of a dragged card: JSON ``{"zone": str, "rows": [int], "cards": [int]}``.
CARD_MIME = "application/x-patentgame-cards"

_Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True, slots=True)
class CardEntry:
    """One card as painted. ``card`` is -1 for a Z-added S (it has no card)."""

    card: int
    letter: str
    kind: str = "card"  # "card", "copy" or "s"
    is_vowel: bool = False
    y_role: str = ""
    face_up: bool = True
    selected: bool = False
    owner: int = -1


def encode_cards(zone: str, rows: Sequence[int], cards: Sequence[int]) -> QMimeData:
    """The MIME payload of a drag of ``cards`` (at ``rows`` of ``zone``)."""
    mime = QMimeData()
    payload = {"zone": zone, "rows": list(rows), "cards": list(cards)}
    mime.setData(CARD_MIME, QByteArray(json.dumps(payload).encode()))
    return mime


def decode_cards(mime: QMimeData) -> tuple[str, list[int], list[int]] | None:
    """Zone, rows and card ids carried by ``mime``, or ``None`` when it is not ours or broken."""
    if not mime.hasFormat(CARD_MIME):
        return None
    try:
        payload = json.loads(bytes(mime.data(CARD_MIME).data()).decode())
        zone, rows, cards = payload["zone"], payload["rows"], payload["cards"]
    except (ValueError, KeyError, TypeError):
        return None
    if not isinstance(zone, str) or not all(isinstance(x, int) for x in [*rows, *cards]):
        return None
    return zone, list(rows), list(cards)


class CardListModel(QAbstractListModel):
    """A row of cards in one zone of the table ("hand", "pool", "word0", "word1").

    Signals:
        cards_dropped(source_zone, rows, cards, target_zone, target_row): cards were dropped
            here; ``target_row`` is -1 for "at the end".
    """

    cards_dropped = Signal(str, list, list, str, int)

    def __init__(
        self, zone: str, *, accepts_drops: bool = True, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.zone = zone
        self._entries: list[CardEntry] = []
        self._accepts_drops = accepts_drops

    # -- contents ---------------------------------------------------------------------------
    def entries(self) -> tuple[CardEntry, ...]:
        """The cards shown, left to right."""
        return tuple(self._entries)

    def set_entries(self, entries: Sequence[CardEntry]) -> None:
        """Show ``entries``; only changed rows are reported, so views keep their selection."""
        new = list(entries)
        old = self._entries
        if len(new) == len(old):
            changed = [i for i, (a, b) in enumerate(zip(old, new, strict=True)) if a != b]
            self._entries = new
            if changed:
                self.dataChanged.emit(self.index(changed[0]), self.index(changed[-1]))
            return
        self.beginResetModel()
        self._entries = new
        self.endResetModel()

    def set_selected(self, row: int, selected: bool) -> None:
        """Mark the card at ``row`` for a discard (or unmark it)."""
        if 0 <= row < len(self._entries):
            self._entries[row] = replace(self._entries[row], selected=selected)
            index = self.index(row)
            self.dataChanged.emit(index, index, [CardRole.SELECTED])

    def selected_cards(self) -> tuple[int, ...]:
        """Ids of the cards marked for a discard, left to right."""
        return tuple(e.card for e in self._entries if e.selected)

    # -- QAbstractListModel -----------------------------------------------------------------
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else len(self._entries)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            if not entry.face_up:
                return "card"
            return "+S" if entry.kind == "s" else entry.letter
        if role == Qt.ItemDataRole.ToolTipRole:
            return _tooltip(entry)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return _tooltip(entry)
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:
            return _spoken_details(entry)
        values = {
            CardRole.CARD_ID: entry.card,
            CardRole.LETTER: entry.letter if entry.face_up else "",
            CardRole.SLOT_KIND: entry.kind,
            CardRole.IS_VOWEL: entry.is_vowel,
            CardRole.Y_ROLE: entry.y_role,
            CardRole.FACE_UP: entry.face_up,
            CardRole.SELECTED: entry.selected,
            CardRole.OWNER: entry.owner,
            CardRole.ZONE: self.zone,
        }
        try:
            return values.get(CardRole(role))
        except ValueError:
            return None

    def roleNames(self) -> dict[int, QByteArray]:
        names = dict(super().roleNames())
        for role in CardRole:
            names[int(role)] = QByteArray(role.name.lower().encode())
        return names

    def flags(self, index: _Index) -> Qt.ItemFlag:
        base = Qt.ItemFlag.NoItemFlags
        if self._accepts_drops:
            base |= Qt.ItemFlag.ItemIsDropEnabled
        if not index.isValid():
            return base
        flags = base | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self._entries[index.row()].face_up:
            flags |= Qt.ItemFlag.ItemIsDragEnabled
        return flags

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction | Qt.DropAction.CopyAction

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction | Qt.DropAction.CopyAction

    def mimeTypes(self) -> list[str]:
        return [CARD_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        rows = sorted({i.row() for i in indexes if i.isValid()})
        return encode_cards(self.zone, rows, [self._entries[r].card for r in rows])

    def canDropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: _Index
    ) -> bool:
        return self._accepts_drops and decode_cards(data) is not None

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: _Index
    ) -> bool:
        decoded = decode_cards(data) if self._accepts_drops else None
        if decoded is None:
            return False
        if row < 0 and parent.isValid():
            row = parent.row()
        zone, rows, cards = decoded
        self.cards_dropped.emit(zone, rows, cards, self.zone, row)
        return True

    def removeRows(self, row: int, count: int, parent: _Index = QModelIndex()) -> bool:  # noqa: B008
        # The draft rebuilds every zone after a drop; a view must not remove the dragged rows.
        return False


def _spoken_details(entry: CardEntry) -> str:
    """What a screen reader adds to a card's name: what the painting shows by colour and
    shape (vowel or consonant, marked for a discard, its patent owned)."""
    if not entry.face_up or entry.kind == "s":
        return ""
    #: A screen reader says this after a card's letter (the painted card shows it by colour).
    parts = [
        QCoreApplication.translate("Cards", "vowel", "spoken after a card's letter")
        if entry.is_vowel
        else QCoreApplication.translate("Cards", "consonant", "spoken after a card's letter")
    ]
    if entry.selected:
        parts.append(QCoreApplication.translate("Cards", "marked to discard"))
    if entry.owner >= 0:
        parts.append(QCoreApplication.translate("Cards", "its patent is owned: it pays a royalty"))
    return ", ".join(parts)


def _tooltip(entry: CardEntry) -> str:
    if not entry.face_up:
        return QCoreApplication.translate("Cards", "A card, face down")
    if entry.kind == "s":
        return QCoreApplication.translate("Cards", "The S added by your Z patent (no card)")
    copy = entry.kind == "copy"
    if entry.letter == "Y" and entry.y_role:
        vowel = entry.y_role == "vowel"
        if copy:
            text = (
                QCoreApplication.translate(
                    "Cards", "{letter} - the X copy of a card in this play - counts as a vowel"
                )
                if vowel
                else QCoreApplication.translate(
                    "Cards", "{letter} - the X copy of a card in this play - counts as a consonant"
                )
            )
        else:
            text = (
                QCoreApplication.translate("Cards", "{letter} - counts as a vowel")
                if vowel
                else QCoreApplication.translate("Cards", "{letter} - counts as a consonant")
            )
    elif copy:
        text = QCoreApplication.translate("Cards", "{letter} - the X copy of a card in this play")
    else:
        text = "{letter}"
    return text.format(letter=entry.letter)
