"""The helpers that answer dialogs as a person does: a wrong answer fails its test, and never
leaves the run waiting on a dialog nobody will close (a CI run hung so, on a file dialog)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QLineEdit, QMessageBox, QWidget

from tests.views import table_helpers
from tests.views.table_helpers import answer_modals, open_file_in, press_button


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


def test_a_file_is_chosen_while_the_file_dialogs_name_box_has_the_keyboard(
    qtbot: object, tmp_path: Path
) -> None:
    """The file dialog active and its name box holding the keyboard and some text (as late in a
    long run): ``QFileDialog.selectFile`` would leave that text, and the dialog would answer
    "File not found" (a CI run failed so). The helper types the whole path, as a person does."""
    chosen = tmp_path / "moi-slova.txt"
    chosen.write_text("кот\n", encoding="utf-8")
    dialog = QFileDialog(None, "Import a word list", str(Path.home()))
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]

    def choose(shown: QWidget) -> None:
        assert shown is dialog
        name_box = dialog.findChild(QLineEdit, "fileNameEdit")
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)  # type: ignore[attr-defined]
        name_box.setFocus()
        name_box.setText("zz")
        assert name_box.hasFocus()
        open_file_in(dialog, chosen)

    answer_modals([choose])
    assert dialog.exec() == QFileDialog.DialogCode.Accepted
    assert dialog.selectedFiles() == [str(chosen)]


def test_an_answer_waiting_on_a_dialog_that_never_came_is_not_handed_the_next_tests(
    qtbot: object,
) -> None:
    """The first half: a test sets an answer and ends before any dialog opens."""
    answer_modals([lambda dialog: press_button(dialog, "Maybe")])


def test_a_dialog_after_a_test_whose_answer_never_came_is_left_to_this_test(
    qtbot: object, box: QMessageBox
) -> None:
    """The second half: the previous test's answer ("Maybe", no such button) must not be given
    this test's box; this test's own answer is."""
    with qtbot.captureExceptions() as caught:  # type: ignore[attr-defined]
        qtbot.wait(100)  # type: ignore[attr-defined]
        answer_modals([lambda dialog: press_button(dialog, "No")])
        assert box.exec() == QMessageBox.StandardButton.No
    assert caught == []
