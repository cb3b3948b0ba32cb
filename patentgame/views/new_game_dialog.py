"""`NewGameDialog`: seats (people or computer players, names, colours) and the rules of a game.

The dialog is the same for every family: seats, word list and seed are the house's; the
computer players offered are the family's (:meth:`Family.levels`) and so are the rule options,
a form the family adds (the registry's part ``rules_form``: the patent game's is
:class:`~patentgame.views.patent.rules_form.PatentRulesForm`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QSize, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QIcon, QIntValidator, QPainter, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from patentgame import families
from patentgame.controller.game_model import shown_name
from patentgame.controller.setup import AI_NAMES, GameSetup, SeatSetup
from patentgame.keeping.settings import default_opponent
from patentgame.model.seats import stored_name
from patentgame.views.game_names import family_name
from patentgame.views.palette import PATTERN_NAMES, SEAT_COLOURS, seat_pattern
from patentgame.views.parts import RULES_FORM, RulesForm
from patentgame.views.widget_layout import layout_of
from patentgame.views.window_memory import fitted
from patentgame.wording import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from patentgame.model.lexicon import WordListInfo

PERSON_NAMES = ("Anna", "Ben", "Chloe", "David", "Emma")

#: The levels' words in the players' menu, by the level id's last part (translated when shown).
LEVEL_WORDS = {
    "beginner": QT_TRANSLATE_NOOP("Levels", "beginner"),
    "casual": QT_TRANSLATE_NOOP("Levels", "casual"),
    "strong": QT_TRANSLATE_NOOP("Levels", "strong"),
    "expert": QT_TRANSLATE_NOOP("Levels", "expert"),
    "master": QT_TRANSLATE_NOOP("Levels", "master"),
}
#: The id of "match my level": its name says all ("Computer - Match my level").
MATCH_ID = "ai:match"


def level_word(level_id: str) -> str:
    """A computer player's level as people read it ("casual", "step 3"), never its id
    ("level-3"), for the New game dialog and the replay viewer."""
    word = level_id.partition(":")[2] or level_id
    if word in LEVEL_WORDS:
        return QCoreApplication.translate("Levels", LEVEL_WORDS[word])
    step = word.removeprefix("level-")
    if word.startswith("level-") and step.isdigit():
        return QCoreApplication.translate("Levels", "step {step}").format(step=step)
    if level_id == MATCH_ID:
        return QCoreApplication.translate("Levels", "Match my level")
    return word


def level_choices(family: families.Family) -> tuple[tuple[str, str, str], ...]:
    """(id, label, how it plays) of the computer players people may pick, easiest first."""
    choices = []
    for level in family.levels():
        # A person's name stays as written; "Match my level" is a phrase, translated.
        name = QCoreApplication.translate("Levels", level.name)
        if level.id == MATCH_ID:
            text = QCoreApplication.translate("NewGameDialog", "Computer - {name}").format(
                name=name
            )
        else:
            shown = level_word(level.id)
            label = QCoreApplication.translate("NewGameDialog", "Computer - {level} ({name})")
            text = label.format(level=shown, name=name)
        choices.append((level.id, text, QCoreApplication.translate("Levels", level.description)))
    return tuple(choices)


def colour_label(index: int) -> str:
    """A seat colour's name and its pattern, as the players' colour menus show them."""
    return QCoreApplication.translate("Colours", "{colour} ({pattern})").format(
        colour=QCoreApplication.translate("Colours", SEAT_COLOURS[index][0]),
        pattern=QCoreApplication.translate("Colours", PATTERN_NAMES[index]),
    )


def _swatch(index: int) -> QIcon:
    pixmap = QPixmap(16, 16)
    pixmap.fill(QColor(SEAT_COLOURS[index][1]))
    pattern = seat_pattern(index)
    if pattern is not Qt.BrushStyle.SolidPattern:
        painter = QPainter(pixmap)
        painter.fillRect(pixmap.rect(), QBrush(QColor(0, 0, 0, 110), pattern))
        painter.end()
    return QIcon(pixmap)


def lexicon_choices(
    family: families.Family, imported: Sequence[WordListInfo] = ()
) -> list[tuple[str, str, str]]:
    """(id, label, language) of the word lists in the family's languages: the built-in ones,
    then the person's own (``imported``), labelled as theirs. The patent game's letters are A-Z,
    so the Russian and Spanish lists are the board games'."""
    try:
        from patentgame.model.lexicon import builtin_lists
        from patentgame.model.list_texts import shown

        counted = QCoreApplication.translate("NewGameDialog", "{list} - {count} words")
        # (a translation may say "words: {count}", which needs no plural forms)
        choices = [
            (info.id, counted.format(list=shown(info.label), count=QLocale().toString(info.words)),
             info.language)
            for info in builtin_lists()
            if info.language in family.languages
        ]  # fmt: skip
        yours = QCoreApplication.translate("NewGameDialog", "{list} (your list) - {count} words")
        for info in imported:
            language = info.language or "en"  # lists imported before languages were English
            if language in family.languages:
                label = yours.format(list=info.label, count=QLocale().toString(info.words))
                choices.append((info.id, label, language))
        return choices
    except Exception:  # the list of lists must never stop a game from starting
        return [("en-enable", "Open English (ENABLE)", "en")]


#: The languages of the word lists, as the sentence "The words of this game are {language}."
#: names them (translated where shown).
LANGUAGE_NAMES = {
    "en": QT_TRANSLATE_NOOP("NewGameDialog", "English"),
    "ru": QT_TRANSLATE_NOOP("NewGameDialog", "Russian"),
    "es": QT_TRANSLATE_NOOP("NewGameDialog", "Spanish"),
    "pl": QT_TRANSLATE_NOOP("NewGameDialog", "Polish"),
}


def language_name(language: str) -> str:
    """The name of a word list's language in the person's language ("" if unknown)."""
    name = LANGUAGE_NAMES.get(language)
    return QCoreApplication.translate("NewGameDialog", name) if name else ""


class NewGameDialog(QDialog):
    """Pick seats and rules; :meth:`setup` reads the choice."""

    def __init__(
        self,
        initial: GameSetup | None = None,
        parent: QWidget | None = None,
        imported: Sequence[WordListInfo] = (),
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        # Only a family the app can show (one with a table) is offered.
        wanted = families.family(initial.family) if initial else families.DEFAULT
        self.family = wanted if wanted.playable else families.DEFAULT
        family = self.family
        self._levels = (("human", self.tr("Person"), ""), *level_choices(family))
        outer = QVBoxLayout(self)
        # The rows scroll, the buttons stay: at 200 % on a laptop's screen a board game's rows
        # are taller than the screen, and Start must stay on it.
        self.rows = QScrollArea()
        self.rows.setWidgetResizable(True)
        self.rows.setFrameShape(QFrame.Shape.NoFrame)
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        # The game: every family the app can show (the patent game first).
        self.game_choice = QComboBox()
        for shown in families.playable():
            self.game_choice.addItem(family_name(shown), shown.id)
        self.game_choice.setCurrentIndex(max(0, self.game_choice.findData(family.id)))
        self.game_choice.setAccessibleName(self.tr("Game"))
        game_row = QFormLayout()
        game_row.addRow(self.tr("Game:"), self.game_choice)
        layout.addLayout(game_row)
        seats_box = QGroupBox(self.tr("Players (in seat order, clockwise)"))
        grid = QGridLayout(seats_box)
        self.count = QSpinBox()
        self.count.setRange(family.min_seats, family.max_seats)
        self.count.valueChanged.connect(self._show_rows)
        count_row = QFormLayout()
        count_row.addRow(self.tr("Number of players:"), self.count)
        grid.addLayout(count_row, 0, 0, 1, 3)
        for column, text in enumerate((self.tr("Name"), self.tr("Plays as"), self.tr("Colour"))):
            grid.addWidget(QLabel(f"<b>{text}</b>"), 1, column)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.colours: list[QComboBox] = []
        for seat in range(max(shown.max_seats for shown in families.playable())):
            name = QLineEdit()
            name.setMaxLength(20)
            # Room for a name of a dozen letters in the font of the zoom in use (the grid
            # otherwise squeezes the names to a few letters once the text grows).
            name.setMinimumWidth(name.fontMetrics().averageCharWidth() * 12 + 16)
            kind = QComboBox()
            for kind_id, label, tip in self._levels:
                kind.addItem(label, kind_id)
                if tip:
                    kind.setItemData(kind.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)
            colour = QComboBox()
            for index in range(len(SEAT_COLOURS)):
                colour.addItem(_swatch(index), colour_label(index), index)
            name.setAccessibleName(self.tr("Name of player {number}").format(number=seat + 1))
            kind.setAccessibleName(self.tr("Player {number} plays as").format(number=seat + 1))
            colour.setAccessibleName(self.tr("Colour of player {number}").format(number=seat + 1))
            grid.addWidget(name, seat + 2, 0)
            grid.addWidget(kind, seat + 2, 1)
            grid.addWidget(colour, seat + 2, 2)
            self.names.append(name)
            self.kinds.append(kind)
            self.colours.append(colour)
        layout.addWidget(seats_box)
        rules_box = QGroupBox(self.tr("Rules"))
        form = QFormLayout(rules_box)
        #: The person's own word lists (Settings > Word lists), offered beside the built-in ones.
        self.imported = tuple(imported)
        self.lexicon_choice = QComboBox()
        self._fill_lexicons(family)
        form.addRow(self.tr("Word list:"), self.lexicon_choice)
        #: What the chosen game is played in, said in the person's language (issue 35.3).
        self.played_in = QLabel()
        self.played_in.setObjectName("playedIn")
        self.played_in.setWordWrap(True)
        form.addRow(self.played_in)
        self.lexicon_choice.currentIndexChanged.connect(lambda _i: self._say_played_in())
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setValidator(QIntValidator(0, 2_000_000_000, self))
        self.seed.setToolTip(self.tr("The same seed and the same moves give the same game"))
        form.addRow(self.tr("Seed (optional):"), self.seed)
        # The family's own rows sit in a holder of their own, made again when the game changes.
        self._rules_layout = QVBoxLayout()
        form.addRow(self._rules_layout)
        self._rules_holder: QWidget | None = None
        self._make_rules_form()
        # A family's rules form may follow the number of players (the patent game's goal does).
        self.count.valueChanged.connect(self._seats_changed)
        layout.addWidget(rules_box)
        # Room the rows do not need (a game with fewer rules) goes above the buttons, not
        # between the rows.
        layout.addStretch(1)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self._buttons = buttons
        self.rows.setWidget(content)
        outer.addWidget(self.rows, 1)
        outer.addWidget(buttons)
        self._fitted = False
        self._load(initial)
        self._say_played_in()
        self._let_choices_shrink()
        self.game_choice.currentIndexChanged.connect(self._game_chosen)

    def _make_rules_form(self) -> None:
        """The chosen family's rule options (the registry's part ``rules_form``)."""
        if self._rules_holder is not None:
            self._rules_holder.hide()  # at once: the deletion waits for the event loop
            self._rules_layout.removeWidget(self._rules_holder)
            self._rules_holder.deleteLater()
        holder = QWidget()
        rows = QFormLayout(holder)
        rows.setContentsMargins(0, 0, 0, 0)
        self._rules_layout.addWidget(holder)
        self._rules_holder = holder
        self.rules_form: RulesForm = self.family.part(RULES_FORM)(rows)
        # A family's rules form may choose the word lists that fit its rules (a board game's
        # rule set does); it follows the number of players through _seats_changed.
        self.rules_form.lexicons_wanted = self._offer_lexicons

    def _let_choices_shrink(self) -> None:
        """Let every drop-down be narrower than its longest entry (the popup still shows it
        whole): a long list name in Russian at 200 % made the dialog 1,650 pixels wide, its
        Start button off a 1280-pixel screen."""
        for box in self.findChildren(QComboBox):
            box.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            box.setMinimumContentsLength(12)

    def _say_played_in(self) -> None:
        """Say in which language's words the game is played: the family's own note where it
        has one (the patent game's deck and patents are English); another game follows its
        list."""
        if self.family.words_note:
            text = QCoreApplication.translate("Families", self.family.words_note)
        else:
            language = next(
                (
                    words_language
                    for lexicon_id, _label, words_language in lexicon_choices(
                        self.family, self.imported
                    )
                    if lexicon_id == self.lexicon_choice.currentData()
                ),
                "",
            )
            name = language_name(language)
            text = self.tr("The words of this game are {language}.").format(language=name)
            text = text if name else ""
        self.played_in.setText(text)
        self.played_in.setVisible(bool(text))

    def _fill_lexicons(self, family: families.Family, language: str | None = None) -> None:
        """Offer ``family``'s word lists (those of ``language`` only, when given)."""
        self.lexicon_choice.clear()
        for lexicon_id, label, words_language in lexicon_choices(family, self.imported):
            if language is None or words_language == language:
                self.lexicon_choice.addItem(label, lexicon_id)

    def _offer_lexicons(self, language: str, default_id: str) -> None:
        """Offer the word lists of ``language``, ``default_id`` chosen."""
        self._fill_lexicons(self.family, language)
        self.lexicon_choice.setCurrentIndex(max(0, self.lexicon_choice.findData(default_id)))

    def _game_chosen(self) -> None:
        """Another game family: its seats, computer players, word lists and rules."""
        chosen = families.family(self.game_choice.currentData())
        if chosen.id == self.family.id:
            return
        names = [name.text() for name in self.names]
        self.family = chosen
        self._levels = (("human", self.tr("Person"), ""), *level_choices(chosen))
        self.count.setRange(chosen.min_seats, chosen.max_seats)
        for kind in self.kinds:
            kind.clear()
            for kind_id, label, tip in self._levels:
                kind.addItem(label, kind_id)
                if tip:
                    kind.setItemData(kind.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)
        self._fill_lexicons(chosen)
        self.lexicon_choice.setCurrentIndex(
            max(0, self.lexicon_choice.findData(chosen.default_lexicon_id))
        )
        self._make_rules_form()
        self._say_played_in()
        self._let_choices_shrink()
        for seat, name in enumerate(names):
            self.names[seat].setText(shown_name(name))
            index = self.kinds[seat].findData(self._opponent())
            self.kinds[seat].setCurrentIndex(0 if seat == 0 else max(0, index))
        self.rules_form.load(chosen.default_rules())
        self._seats_changed(self.count.value())
        self._show_rows()
        # The new rules form may be shorter: the dialog fits it once its rows are shown (a
        # widget added to a shown dialog appears on the next turn of the event loop).
        QTimer.singleShot(0, self._fit_height)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            self._fit_height()

    def _fit_height(self) -> None:
        """As tall and wide as the rows need, no larger, and never larger than the screen
        (what does not fit scrolls)."""
        content = self.rows.widget()
        if content is None:
            return
        layout_of(content).activate()
        # Rows taller than the room scroll; they are never squeezed below their own height.
        content.setMinimumHeight(layout_of(content).sizeHint().height())
        wanted = self.sizeHint()
        bar = self.rows.verticalScrollBar().sizeHint().width()
        self.setMinimumWidth(min(content.minimumSizeHint().width() + bar, wanted.width()))
        self.resize(wanted)
        self._keep_on_screen()

    def _keep_on_screen(self) -> None:
        """Keep the whole dialog on its screen when it grows: Qt places a dialog on the screen
        as it opens, not as it grows, so another game's longer rules (at 200 % on a laptop)
        pushed Start below the screen's edge."""
        screen = self.screen()
        if screen is None or not self.isVisible():
            return
        area = screen.availableGeometry()
        frame = self.frameGeometry()
        # The frame as it will be once the resize is done (the window system may answer later).
        frame.setSize(self.size() + frame.size() - self.geometry().size())
        target = fitted(frame, [area], area)
        if target is not None and target.topLeft() != frame.topLeft():
            self.move(target.topLeft())

    def sizeHint(self) -> QSize:
        """The rows' own size and the buttons, within the screen (the scroll area's own hint
        knows nothing of its rows)."""
        content = self.rows.widget()
        layout = self.layout()
        if content is None or layout is None:
            return super().sizeHint()
        margins = layout.contentsMargins()
        rows = content.sizeHint()
        bar = self.rows.verticalScrollBar().sizeHint().width()
        width = rows.width() + margins.left() + margins.right() + bar
        height = (
            rows.height()
            + self._buttons.sizeHint().height()
            + layout.spacing()
            + margins.top()
            + margins.bottom()
        )
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        if screen is not None:
            width = min(width, screen.width() - 20)
            height = min(height, screen.height() - 60)  # the window's frame and title
        return QSize(width, height)

    def _opponent(self) -> str:
        """A new seat's kind: the family's casual computer player where it has one."""
        return default_opponent(self.family)

    def _seats_changed(self, count: int) -> None:
        """The number of players changed: the present rules form may follow it."""
        self.rules_form.set_seats(count)

    def _load(self, setup: GameSetup | None) -> None:
        seats = list(setup.seats) if setup else []
        for seat in range(len(self.names)):
            if seat < len(seats):
                spec = seats[seat]
            elif seat == 0:
                spec = SeatSetup(PERSON_NAMES[0], "human", 0)
            else:
                spec = SeatSetup(AI_NAMES[(seat - 1) % len(AI_NAMES)], self._opponent(), seat)
            self.names[seat].setText(shown_name(spec.name))  # "Вы" for "You" in Russian
            index = self.kinds[seat].findData(spec.kind)
            self.kinds[seat].setCurrentIndex(max(0, index))
            self.colours[seat].setCurrentIndex(spec.colour % len(SEAT_COLOURS))
        self.count.setValue(len(seats) if seats else 3)
        self._show_rows()
        self.rules_form.set_seats(self.count.value())
        if setup is None:
            return
        self.rules_form.load(setup.rules)
        index = self.lexicon_choice.findData(setup.lexicon_id)
        self.lexicon_choice.setCurrentIndex(max(0, index))
        self.seed.setText("" if setup.seed is None else str(setup.seed))

    def _show_rows(self) -> None:
        for seat in range(len(self.names)):
            visible = seat < self.count.value()
            for widget in (self.names[seat], self.kinds[seat], self.colours[seat]):
                widget.setVisible(visible)
        if self.isVisible():  # fewer players: the dialog shrinks, no empty space is left
            QTimer.singleShot(0, self._fit_height)

    def problem(self) -> str | None:
        """Why the choice cannot start a game (duplicate colours, empty names), or ``None``."""
        count = self.count.value()
        names = [stored_name(self.names[s].text()) for s in range(count)]
        if any(not name for name in names):
            return self.tr("Every player needs a name.")
        if len(set(names)) != count:
            return self.tr("Two players have the same name.")
        colours = [self.colours[s].currentData() for s in range(count)]
        if len(set(colours)) != count:
            return self.tr("Two players have the same colour.")
        return None

    def accept(self) -> None:
        problem = self.problem()
        if problem is not None:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(self, self.tr("New game"), problem)
            return
        super().accept()

    def setup(self) -> GameSetup:
        """The game chosen in the dialog."""
        count = self.count.value()
        seats = tuple(
            SeatSetup(
                stored_name(self.names[s].text()),  # "Вы" is kept as "You": one profile
                self.kinds[s].currentData(),
                self.colours[s].currentData(),
            )
            for s in range(count)
        )
        seed_text = self.seed.text().strip()
        return GameSetup(
            seats,
            lexicon_id=self.lexicon_choice.currentData(),
            rules=self.rules_form.rules(),
            seed=int(seed_text) if seed_text else None,
            family=self.family.id,
        )
