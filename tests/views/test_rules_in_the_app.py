"""Help > Rules states every rule the engine applies, with the engine's own figures."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from patentgame.views.help_dialog import HelpDialog
from tests.views.menu_helpers import choose, when_modal_opens
from tests.views.table_helpers import make_window, shot

#: Each rule the issue found missing, and words the page must say it with.
MISSING_BEFORE = {
    "X needs 3 real cards": "A play that uses X needs at least 3 real cards",
    "no royalty for copies and the Z's S": "on an X copy or on a Z's free S",
    "copies and the Z's S cannot be bought": "An X copy and a Z's free S do not let you buy",
    "V: a hand card per word": "each needs a card of your own hand",
    "V: one doubler per word": "Each of B, J and K doubles only one of the two words",
    "doublers stack": "x8",
    "$1 per royalty card": "a word with two E cards pays the owner of E $2",
    "patent value = price": "Each patent's price is also its value at the end",
    "retries and penalty": "as often as the tries allow (3 by default",
    "only the first challenger counts": "only the first challenger clockwise from the builder",
    "the cut": "the card nearest to Z starts",
    "Q before a discard": "You may still discard instead of building afterwards",
    "the last turn": "On the last turn of the game the discard after a build is skipped",
}


def test_the_rules_page_states_every_rule_the_issue_found_missing(qtbot: object) -> None:
    dialog = HelpDialog(0)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    text = " ".join(dialog.rules.toPlainText().split())
    missing = [rule for rule, words in MISSING_BEFORE.items() if words not in text]
    assert not missing
    # The figures come from the engine: a few of them, as a reader finds them.
    assert "$110" in text and "12 letters" in text
    assert "x4" in text and "x3" in text


def test_help_rules_opens_from_the_menu_bar_and_closes_with_escape(qtbot: object) -> None:
    window = make_window(qtbot)
    seen: list[str] = []

    def read_and_close(dialog: QWidget) -> None:
        assert isinstance(dialog, HelpDialog)
        dialog.resize(760, 900)
        seen.append(dialog.rules.toPlainText())
        shot(dialog, "help-rules")
        dialog.rules.verticalScrollBar().setValue(dialog.rules.verticalScrollBar().maximum() // 2)
        shot(dialog, "help-rules-middle")
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    when_modal_opens(read_and_close)
    choose(window, "help", "rules")
    assert seen and "Only the owner of the patent has its power." in seen[0]
    # Counts go through the English translation file's plural forms.
    text = " ".join(seen[0].split())
    for counted in (
        "There are 102 letter cards:",
        "Each player is dealt 7 cards.",
        "3 cards lie face up as the pool.",
    ):
        assert counted in text
