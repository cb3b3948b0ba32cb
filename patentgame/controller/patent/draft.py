"""The draft: the words a person is arranging before pressing Play, and the cards marked for a
discard. The view's tentative state, kept here so it can be tested without widgets.

The draft never decides a rule. It asks the engine (through :class:`PatentGameModel`'s reading
side) what the play it spells would earn, or why it is illegal: one preview per change of the
draft or the game, kept as :meth:`DraftController.status` until the next change. Pressing Play
then only submits: the engine checks the play once more as it plays it, and nothing else does.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Signal

from patentgame.controller.patent.card_list_model import CardEntry, CardListModel
from patentgame.controller.patent.draft_words import DraftSlot as DraftSlot  # re-exported
from patentgame.controller.patent.draft_words import DraftWords, build_of, slots_of
from patentgame.controller.patent.game_model import PatentGameModel, PatentGameView
from patentgame.controller.translations import refusal_text
from patentgame.model.patent.actions import Build, Discard, Replace, SlotKind, YRole
from patentgame.model.patent.cards import VOWELS
from patentgame.model.patent.errors import IllegalReason
from patentgame.model.patent.game import Phase, PlayPreview

WORD_ZONES = ("word0", "word1")


@dataclass(frozen=True, slots=True)
class DraftStatus:
    """Whether the drafted play may be played, and a line about it for the player.

    Attributes:
        legal: the engine would accept the play now (Play is enabled).
        text: what it earns, or why it cannot be played, in words.
        royalties: the royalties it pays, in words.
        not_in_list: its words the word list does not hold (shown when the game checks words).
    """

    legal: bool
    text: str
    royalties: str = ""
    not_in_list: tuple[str, ...] = ()


class DraftController(QObject):
    """Arranges the viewer's cards into up to two words, and marks cards for a discard.

    Signals:
        changed(): the draft or the cards it is made from changed; views repaint.
    """

    changed = Signal()

    def __init__(self, game_model: PatentGameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = game_model
        self.hand_model = CardListModel("hand", parent=self)
        self.pool_model = CardListModel("pool", parent=self)
        self.word_models = (
            CardListModel("word0", parent=self),
            CardListModel("word1", parent=self),
        )
        for model in (self.hand_model, self.pool_model, *self.word_models):
            model.cards_dropped.connect(self.handle_drop)
        self._viewer: int | None = None
        self._draft = DraftWords()
        self._selected: list[int] = []
        self._status = DraftStatus(False, "")
        game_model.state_changed.connect(self.refresh)

    # -- who is looking ---------------------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        """The seat whose hand is face up, or ``None`` when every hand is hidden."""
        return self._viewer

    def set_viewer(self, seat: int | None) -> None:
        """Show ``seat``'s hand (``None`` hides every hand: hand-over screens, challenges)."""
        if seat != self._viewer:
            self._viewer = seat
            self.clear(notify=False)
            self._selected.clear()
        self.refresh()

    @property
    def active_word(self) -> int:
        """The word row that typing and clicks add to (1 only with the V patent)."""
        return self._draft.active

    def words(self) -> tuple[tuple[DraftSlot, ...], ...]:
        return self._draft.rows()

    def selected(self) -> tuple[int, ...]:
        """Cards marked for a discard, in the order they were marked."""
        return tuple(self._selected)

    def powers(self) -> frozenset[str]:
        if self._viewer is None or not self._model.has_game:
            return frozenset()
        return self._model.state.powers_of(self._viewer)

    # -- what the player holds --------------------------------------------------------------------
    @property
    def _state(self) -> PatentGameView:
        return self._model.state

    def _letter(self, card: int) -> str:
        return self._model.state.letter(card)

    def _hand(self) -> tuple[int, ...]:
        if self._viewer is None or not self._model.has_game:
            return ()
        return self._state.hand(self._viewer)

    def _pool(self) -> tuple[int, ...]:
        return self._state.pool if self._model.has_game else ()

    # -- arranging --------------------------------------------------------------------------------
    def place(self, card: int, word: int | None = None, index: int = -1) -> bool:
        """Put ``card`` into a word row; a card already used becomes its X copy (X owners).

        Returns whether anything changed.
        """
        word = self._draft.active if word is None else word
        if word == 1 and "V" not in self.powers():
            word = 0
        available = set(self._hand()) | set(self._pool())
        if card not in available:
            return False
        if card in self._draft.used():
            if "X" not in self.powers() or self._draft.has_copy():
                return False
            slot = DraftSlot(SlotKind.COPY, card)
        else:
            slot = DraftSlot(SlotKind.CARD, card)
        self._draft.insert(word, index, slot)
        self._after_change()
        return True

    def remove(self, word: int, index: int) -> None:
        """Take the letter at ``index`` of ``word`` back to where it came from."""
        if self._draft.remove(word, index):
            self._after_change()

    def move(self, word: int, index: int, to_word: int, to_index: int) -> None:
        """Move a letter within the word rows (reordering, or to the other V word)."""
        if to_word == 1 and "V" not in self.powers():
            to_word = 0
        if self._draft.move(word, index, to_word, to_index):
            self._after_change()

    def clear(self, *, notify: bool = True) -> None:
        """Return every drafted card (Escape)."""
        self._draft.replace([])
        if notify:
            self._after_change()

    def next_word(self) -> None:
        """Switch typing to the other word row (V owners only)."""
        if "V" in self.powers():
            self._draft.active = 1 - self._draft.active
            self.changed.emit()

    def type_letter(self, letter: str) -> bool:
        """Add a card showing ``letter`` to the active word: a free hand card first, then a pool
        card, then (X owners) a copy of a card already placed, then (Z owners, for S) the free S.
        """
        letter = letter.upper()
        if len(letter) != 1 or not "A" <= letter <= "Z":
            return False
        used = set(self._draft.used())
        for card in (*self._hand(), *self._pool()):
            if card not in used and self._letter(card) == letter:
                return self.place(card)
        if "X" in self.powers() and not self._draft.has_copy():
            for card in self._draft.used():
                if self._letter(card) == letter:
                    return self.place(card)
        if letter == "S" and "Z" in self.powers() and not self._draft.has_added_s():
            return self.toggle_s(self._draft.active)
        return False

    def plan(self, word: str) -> list[DraftSlot] | None:
        """The slots that typing ``word`` into an empty draft would fill, or ``None`` when the
        viewer's cards cannot spell it. The draft does not change (hints try many words).
        """
        hand, pool = self._hand(), self._pool()
        powers = self.powers()
        letter_of = self._letter
        taken: set[int] = set()
        slots: list[DraftSlot] = []
        copied = False
        for position, letter in enumerate(word.upper()):
            card = next(
                (c for c in (*hand, *pool) if c not in taken and letter_of(c) == letter), None
            )
            if card is not None:
                taken.add(card)
                slots.append(DraftSlot(SlotKind.CARD, card))
                continue
            if "X" in powers and not copied:
                source = next((c for c in taken if letter_of(c) == letter), None)
                if source is not None:
                    copied = True
                    slots.append(DraftSlot(SlotKind.COPY, source))
                    continue
            if letter == "S" and position == len(word) - 1 and "Z" in powers:
                slots.append(DraftSlot(SlotKind.ADDED_S))
                continue
            return None
        return slots

    def build_of(self, words: list[list[DraftSlot]]) -> Build | None:
        """The engine action for ``words`` played by the viewer."""
        if self._viewer is None:
            return None
        return build_of(self._viewer, words, self._letter)

    def set_words(self, words: list[list[DraftSlot]]) -> None:
        """Replace the whole draft (a hint), in one change."""
        self._draft.replace(words)
        self._after_change()

    def restore(self, play: Build) -> None:
        """Lay ``play`` out in the word rows again (it was taken back), Y declarations and all."""
        words = slots_of(play)
        # The Y declarations made for the play stay as they were made.
        manual_y = {
            (slot.kind, slot.card)
            for word in words
            for slot in word
            if slot.kind is not SlotKind.ADDED_S and self._letter(slot.card) == "Y"
        }
        self._draft.replace(words, manual_y)
        self._after_change()

    def backspace(self) -> None:
        """Remove the last letter of the active word (or of the first word when it is empty)."""
        active = self._draft.active
        word = active if self._draft.row(active) else 0
        if self._draft.row(word):
            self.remove(word, len(self._draft.row(word)) - 1)
        elif active == 1:
            self._draft.active = 0
            self.changed.emit()

    def toggle_s(self, word: int) -> bool:
        """Add or take away the Z patent's free S at the end of ``word``."""
        if not self._draft.toggle_s(word, "Z" in self.powers()):
            return False
        self._after_change()
        return True

    def has_s(self, word: int) -> bool:
        return self._draft.has_s(word)

    def toggle_y(self, word: int, index: int) -> None:
        """Declare the Y at ``index`` of ``word`` the other way (vowel <-> consonant)."""
        if self._draft.toggle_y(word, index, self._letter):
            self._after_change(choose_y=False)

    def handle_drop(
        self, zone: str, rows: list[int], cards: list[int], target: str, target_row: int
    ) -> None:
        """Carry out a drag and drop reported by one of the card models."""
        if target in WORD_ZONES:
            to_word = WORD_ZONES.index(target)
            if zone in WORD_ZONES:
                if rows:  # a view drags one letter at a time
                    self.move(WORD_ZONES.index(zone), rows[0], to_word, target_row)
                return
            index = target_row
            for card in cards:
                if self.place(card, to_word, index) and index >= 0:
                    index += 1
            return
        if zone in WORD_ZONES:  # dragged back to the hand or the pool
            word = WORD_ZONES.index(zone)
            for row in sorted(rows, reverse=True):
                self.remove(word, row)

    # -- discarding -------------------------------------------------------------------------------
    def toggle_selected(self, card: int) -> None:
        """Mark or unmark a hand card for a discard."""
        if card in self._selected:
            self._selected.remove(card)
        elif card in self._hand():
            self._selected.append(card)
        self.refresh()

    def select_letter(self, letter: str) -> bool:
        """Mark the next unmarked hand card showing ``letter`` (keyboard discards)."""
        for card in self._hand():
            if card not in self._selected and self._letter(card) == letter.upper():
                self.toggle_selected(card)
                return True
        for card in reversed(self._selected):
            if self._letter(card) == letter.upper():
                self.toggle_selected(card)
                return True
        return False

    def clear_selection(self) -> None:
        self._selected.clear()
        self.refresh()

    def discard_action(self) -> Discard | None:
        """The discard of the marked cards by the viewer."""
        if self._viewer is None:
            return None
        return Discard(self._viewer, tuple(self._selected))

    def replace_action(self, card: int) -> Replace | None:
        """The Q patent's replacement of ``card`` by the viewer."""
        if self._viewer is None:
            return None
        return Replace(self._viewer, card)

    # -- the play ---------------------------------------------------------------------------------
    def build(self) -> Build | None:
        """The drafted play as an engine action, or ``None`` when nothing is placed."""
        if self._viewer is None:
            return None
        return self._draft.build(self._viewer, self._letter)

    def letters(self, word: int) -> str:
        """The letters of drafted ``word``."""
        return self._draft.letters(word, self._letter)

    def status(self) -> DraftStatus:
        """Whether Play is allowed now and what the play earns, in words (the preview made when
        the draft or the game last changed)."""
        return self._status

    def _preview_status(self) -> DraftStatus:
        build = self.build()
        if build is None or not self._model.has_game:
            return DraftStatus(False, self.tr("Drag, click or type letters to build a word."))
        preview = self._state.preview(build)
        if isinstance(preview, IllegalReason):
            return DraftStatus(False, _sentence(refusal_text(preview)))
        missing = tuple(
            word for word, ok in zip(preview.words, preview.in_wordlist, strict=True) if not ok
        )
        earns, royalties = describe_preview(preview, self._model.names())
        return DraftStatus(True, earns, royalties, missing)

    # -- keeping the models in step ---------------------------------------------------------------
    def _after_change(self, *, choose_y: bool = True) -> None:
        if choose_y:
            self._choose_y()
        self.refresh()

    def _choose_y(self) -> None:
        """Preselect each Y's declaration for the best earnings (with the B, J or K patent,
        which pay for vowels or consonants)."""
        if self.powers() & {"B", "J", "K"}:
            self._draft.choose_y(self._letter, self._earnings)

    def _earnings(self) -> int:
        """What the drafted play earns in money and stock (-1 when it is not legal)."""
        build = self.build()
        if build is not None:
            preview = self._state.preview(build)
            if not isinstance(preview, IllegalReason):
                return sum(e.money + e.stock for e in preview.earnings)
        return -1

    def refresh(self) -> None:
        """Rebuild the hand, pool and word rows from the game and the draft."""
        if not self._model.has_game:
            for model in (self.hand_model, self.pool_model, *self.word_models):
                model.set_entries([])
            self._status = self._preview_status()
            self.changed.emit()
            return
        hand, pool = self._hand(), self._pool()
        available = set(hand) | set(pool)
        # Cards that left the hand or pool (a turn ended, a Q replace) leave the draft too.
        self._draft.keep_only(available)
        self._selected = [card for card in self._selected if card in hand]
        used = set(self._draft.used())
        ghosts = "X" in self.powers() and not self._draft.has_copy()
        owners = self._state.owners

        def entry(card: int, kind: str = "card", y: YRole = YRole.VOWEL) -> CardEntry:
            letter = self._letter(card)
            is_y = letter == "Y"
            return CardEntry(
                card=card,
                letter=letter,
                kind=kind,
                is_vowel=letter in VOWELS or (is_y and y is YRole.VOWEL),
                y_role=y.value if is_y else "",
                selected=card in self._selected,
                owner=owners.get(letter, -1),
            )

        def zone_entries(cards: tuple[int, ...]) -> list[CardEntry]:
            out = []
            for card in cards:
                if card not in used:
                    out.append(entry(card))
                elif ghosts:
                    out.append(entry(card, "used"))
            return out

        if self._viewer is None:
            # Nobody's hand may be seen: show the current player's cards face down.
            state = self._state
            hidden = state.hand(state.current) if not state.game_over else ()
            self.hand_model.set_entries([CardEntry(card, "", face_up=False) for card in hidden])
        else:
            self.hand_model.set_entries(zone_entries(hand))
        self.pool_model.set_entries(zone_entries(pool))
        rows: list[list[DraftSlot]] = [list(row) for row in self._draft.rows()]
        on_table = self.play_on_table()
        if on_table is not None:
            rows = [*slots_of(on_table), []]
        for model, row in zip(self.word_models, rows[:2], strict=True):
            entries = []
            for slot in row:
                if slot.kind is SlotKind.ADDED_S:
                    entries.append(CardEntry(-1, "S", "s", False, "", owner=-1))
                else:
                    kind = "copy" if slot.kind is SlotKind.COPY else "card"
                    entries.append(entry(slot.card, kind, slot.y))
            model.set_entries(entries)
        self._status = self._preview_status()
        self.changed.emit()

    def play_on_table(self) -> Build | None:
        """The play everyone sees on the table: placed and waiting for challenges, or accepted
        and finishing its turn (purchase, discard). ``None`` while a person is drafting."""
        if not self._model.has_game:
            return None
        state = self._state
        if state.phase is Phase.CHALLENGE:
            return state.pending_play
        if state.phase in (Phase.BUY, Phase.DISCARD):
            return state.last_play
        return None


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] + "."


def describe_preview(preview: PlayPreview, names: tuple[str, ...]) -> tuple[str, str]:
    """What a legal play earns, and the royalties it pays, as two lines of text.

    >>> from types import SimpleNamespace as NS
    >>> e = NS(money=4, stock=2, multiplier=2, doublers=("K",))
    >>> describe_preview(NS(earnings=(e,), words=("STRAND",), royalties={1: {"A": 1}},
    ...     in_wordlist=(True,)), ("Ann", "Bob"))
    ('STRAND earns $4 + 2 stock, x2 by K', 'Royalties: $1 to Bob (A)')
    """
    parts = []
    for word, earned in zip(preview.words, preview.earnings, strict=False):
        fields = {
            "word": word,
            "money": earned.money,
            "multiplier": earned.multiplier,
            "letters": ", ".join(earned.doublers),
        }
        if earned.stock and earned.doublers:
            text = Preview.tr(
                "{word} earns ${money} + %n stock, x{multiplier} by {letters}", "", earned.stock
            )
        elif earned.stock:
            text = Preview.tr("{word} earns ${money} + %n stock", "", earned.stock)
        elif earned.doublers:
            text = Preview.tr("{word} earns ${money}, x{multiplier} by {letters}")
        else:
            text = Preview.tr("{word} earns ${money}")
        parts.append(text.format(**fields))
    royalty_parts = []
    for owner, letters in sorted(preview.royalties.items()):
        total = sum(letters.values())
        royalty_parts.append(
            Preview.tr("${money} to {name} ({letters})").format(
                money=total, name=names[owner], letters=", ".join(sorted(letters))
            )
        )
    if royalty_parts:
        royalties = Preview.tr("Royalties: {payments}").format(payments="; ".join(royalty_parts))
    else:
        royalties = Preview.tr("No royalties.")
    return "; ".join(parts), royalties


class Preview:
    """The preview's translation context: ``Preview.tr`` reads as Qt's ``self.tr`` (lupdate
    files it under ``Preview`` and sees its counts)."""

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate("Preview", text, disambiguation, n)
