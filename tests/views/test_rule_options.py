"""The new-game dialog offers every rule option of the engine, each row only where it can matter,
as a person sets them: clicks on the boxes, keys in the fields."""

from __future__ import annotations

from dataclasses import fields

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from patentgame.controller.setup import GameSetup, SeatSetup
from patentgame.model.patent.rules import ChallengeMode, DoublerMode, RuleSet
from patentgame.views.new_game_dialog import NewGameDialog
from patentgame.views.patent.rules_form import PatentRulesForm
from tests.views.table_helpers import shot

THREE = (
    SeatSetup("Anna", "human", 0),
    SeatSetup("Ada", "ai:casual", 1),
    SeatSetup("Babbage", "ai:casual", 2),
)


def _dialog(qtbot: object, rules: RuleSet | None = None) -> NewGameDialog:
    dialog = NewGameDialog(GameSetup(THREE, rules=rules or RuleSet()))
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    dialog.show()
    return dialog


def _form(dialog: NewGameDialog) -> PatentRulesForm:
    form = dialog.rules_form
    assert isinstance(form, PatentRulesForm)
    return form


def _type(box: QSpinBox, text: str) -> None:
    box.setFocus()
    box.selectAll()
    QTest.keyClicks(box, text)
    QTest.keyClick(box, Qt.Key.Key_Tab)


def _pick(combo: QComboBox, text: str) -> None:
    combo.setFocus()
    index = combo.findText(text)
    assert index >= 0, text
    while combo.currentIndex() != index:
        QTest.keyClick(combo, Qt.Key.Key_Down if combo.currentIndex() < index else Qt.Key.Key_Up)


def _click(box: QCheckBox) -> None:
    QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().center())


def test_every_option_of_the_rule_set_can_be_chosen(qtbot: object) -> None:
    dialog = _dialog(qtbot)
    form = _form(dialog)
    _pick(form.challenge, "The game checks every word")
    _type(form.retries, "5")
    _pick(form.doublers, "Add (two doublers = x3)")
    _click(form.q_from_pool)
    _click(form.z_s_counts)
    _type(form.goal, "30")
    assert form.min_patents.isVisible()
    _click(form.min_patents)
    shot(dialog, "new-game-every-rule")
    chosen = dialog.setup().rules
    assert chosen == RuleSet(
        challenge=ChallengeMode.AUTO,
        retries=5,
        doublers=DoublerMode.ADD,
        goal_min_patents=True,
        q_replace_from_pool=False,
        z_s_counts_toward_minimum=False,
        goal=30,
    )
    # Every option differs from its default here: none is missing from the dialog.
    assert all(getattr(chosen, f.name) != getattr(RuleSet(), f.name) for f in fields(RuleSet))


def test_the_minimum_of_patents_shows_only_where_it_can_matter(qtbot: object) -> None:
    dialog = _dialog(qtbot, RuleSet(goal_min_patents=True))
    form = _form(dialog)
    assert not form.min_patents.isVisible()  # the usual $34: 4 patents never reach it
    assert form.goal.text() == "usual ($34)"
    _type(form.goal, "33")  # the 4 dearest patents are worth $33
    assert form.min_patents.isVisible()
    assert form.min_patents.text() == "The goal also needs at least 5 patents"
    assert dialog.setup().rules.goal_min_patents
    dialog.count.setFocus()
    QTest.keyClick(dialog.count, Qt.Key.Key_Down)  # 2 players: the goal would need 6
    assert form.min_patents.text() == "The goal also needs at least 6 patents"
    assert form.min_patents.isVisible()  # 5 patents are worth $40 >= $33
    _type(form.goal, "41")
    assert not form.min_patents.isVisible()
    assert not dialog.setup().rules.goal_min_patents  # a hidden option keeps its default
    _type(form.goal, "0")
    assert form.goal.text() == "usual ($45)"
    assert dialog.setup().rules.goal is None


def test_the_tries_show_only_when_the_game_checks_words(qtbot: object) -> None:
    dialog = _dialog(qtbot)
    form = _form(dialog)
    assert not form.retries.isVisible()
    _pick(form.challenge, "The game checks every word")
    assert form.retries.isVisible()
    _type(form.retries, "0")
    assert dialog.setup().rules.retries == 0
    _pick(form.challenge, "Players challenge words (classic)")
    assert not form.retries.isVisible() and dialog.setup().rules.retries == 3


def test_the_board_games_options_for_yo_exchanges_and_scoreless_turns(qtbot: object) -> None:
    """Эрудит's defaults show ticked; a person clicks each off and the game's rules say so; the
    Ё box shows only for the Russian rule sets, the six-turn end only where passes end a game."""
    from patentgame.model.board.rules import ExchangeOrder, rules_for
    from patentgame.views.board.rules_form import BoardRulesForm

    dialog = _dialog(qtbot)
    _pick(dialog.game_choice, dialog.game_choice.itemText(dialog.game_choice.findData("board")))
    form = dialog.rules_form
    assert isinstance(form, BoardRulesForm)
    _pick(form.rule_set, "Эрудит")
    qtbot.waitUntil(form.yo_as_ye.isVisible)  # type: ignore[attr-defined]  # rows show queued
    assert form.yo_as_ye.isChecked()
    assert form.return_first.isChecked() and form.scoreless_end.isChecked()
    shot(dialog, "new-game-erudit-options")
    for box in (form.yo_as_ye, form.return_first, form.scoreless_end):
        _click(box)
    chosen = dialog.setup().rules
    assert chosen == rules_for(
        "erudit-ru",
        yo_as_ye=False,
        exchange_order=ExchangeOrder.DRAW_FIRST,
        scoreless_limit=0,
        lexicon_id=chosen.lexicon_id,  # type: ignore[union-attr]
    )
    _pick(form.rule_set, "Scrabble (English)")
    assert not form.yo_as_ye.isVisible() and form.scoreless_end.isVisible()
    assert not form.return_first.isChecked()
    _pick(form.rule_set, "Wocable (English)")
    assert not form.scoreless_end.isVisible()
