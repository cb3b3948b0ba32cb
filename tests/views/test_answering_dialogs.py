"""The helpers that answer dialogs as a person does: a wrong answer fails its test, and never
leaves the run waiting on a dialog nobody will close (a CI run hung so, on a file dialog)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from tests.views import table_helpers
from tests.views.table_helpers import answer_modals, press_button


@pytest.fixture
def box(qtbot: object, monkeypatch: pytest.MonkeyPatch) -> QMessageBox:
    """A question box, and a helper that waits 1 s for its answer to close it, not 20."""
    monkeypatch.setattr(table_helpers, "LEFT_OPEN_SECONDS", 1)
    box = QMessageBox(
        QMessageBox.Icon.Question,
        "Leave?",
        "Leave the game?",
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
    )
    qtbot.addWidget(box)  # type: ignore[attr-defined]
    return box


def test_a_dialog_its_answer_left_open_is_closed_and_the_test_fails(
    qtbot: object, box: QMessageBox
) -> None:
    with qtbot.captureExceptions() as caught:  # type: ignore[attr-defined]
        answer_modals([lambda dialog: press_button(dialog, "Maybe")])
        box.exec()  # returns only because the helper closes the box
    assert not box.isVisible()
    told = [str(error) for _, error, _ in caught]
    assert any("no button 'Maybe'" in text for text in told)
    assert any("'Leave?' was still open 1 s after its answer" in text for text in told)


def test_a_dialog_answered_in_time_fails_nothing(qtbot: object, box: QMessageBox) -> None:
    with qtbot.captureExceptions() as caught:  # type: ignore[attr-defined]
        answer_modals([lambda dialog: press_button(dialog, "No")])
        assert box.exec() == QMessageBox.StandardButton.No
        qtbot.wait(1500)  # type: ignore[attr-defined]
    assert caught == []
