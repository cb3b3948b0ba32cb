"""Settings > Word lists: the built-in lists, the player's own imported lists, Import and Remove.

Importing is the lexicon's job (:func:`patentgame.model.lexicon.import_wordlist`); this dialog
picks the file, names the list, and shows what happened: how many lines were accepted and
rejected, and the first lines that were not words, so a player can see why a file half-worked.

An import runs on a thread of its own (:class:`ImportJob`), so the window never freezes: a
progress bar shows how far it has come and Cancel stops it, leaving nothing behind. A file that
is not a word list (a folder, a pipe, a huge single line, a gzip bomb, a damaged gzip stream)
ends in one sentence from the one module of sentences.
"""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, Qt, QThread, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from patentgame.model.errors import LexiconError, problem_of
from patentgame.model.lexicon import (
    MAX_LABEL,
    ImportReport,
    WordListInfo,
    builtin_lists,
    import_wordlist,
    imported_lists,
    remove_imported,
)
from patentgame.model.list_texts import shown
from patentgame.model.problems import Fault, Problem
from patentgame.views import window_looks
from patentgame.views.list_table import list_table
from patentgame.views.messages import tell
from patentgame.wording import QT_TRANSLATE_NOOP

STYLE = """
QDialog#wordlists { background: #faf8f3; }
QLabel#title { color: #1f1f1f; font-size: 14pt; font-weight: 600; }
QLabel#hint { color: #6f6a60; }
QTableWidget {
    background: #ffffff; border: 1px solid #e4e0d8; border-radius: 8px;
    selection-background-color: #fdf0c8; selection-color: #1f1f1f;
}
QTableWidget::item { padding: 0 8px; }
QHeaderView::section {
    background: #f5f1e8; color: #5a554c; border: none; border-bottom: 1px solid #e4e0d8;
    padding: 6px 11px; font-weight: 600;
}
QFrame#report { background: #ffffff; border: 1px solid #e4e0d8; border-radius: 8px; }
QFrame#report[problem="true"] { border-color: #e3a49c; background: #fff6f4; }
QLabel#reportTitle { font-weight: 600; color: #1f1f1f; }
QLabel#badLines { color: #5a554c; font-family: monospace; }
"""

#: The table's headings (translated when shown, context ``WordListsDialog``).
COLUMNS = (
    QT_TRANSLATE_NOOP("WordListsDialog", "Word list"),
    QT_TRANSLATE_NOOP("WordListsDialog", "Words"),
    QT_TRANSLATE_NOOP("WordListsDialog", "Kind"),
    QT_TRANSLATE_NOOP("WordListsDialog", "Licence"),
)
#: Steps of the progress bar.
PROGRESS_STEPS = 1000


class ImportJob(QThread):
    """One import, run off the window's thread; :attr:`outcome` holds its end.

    Signals:
        advanced(done, total): bytes of the file read so far, and its size.
        ended(job): the import ended; ``job.outcome`` is the report, or the problem that kept
            the list out (a cancel included).
    """

    advanced = Signal(int, int)
    ended = Signal(object)

    def __init__(
        self, path: Path, name: str, data_dir: Path, parent: QWidget | None, language: str = "en"
    ) -> None:
        super().__init__(parent)
        self.path = path
        self.name = name
        self.language = language
        self.data_dir = data_dir
        self.outcome: ImportReport | Problem | None = None
        self._cancel = threading.Event()

    def cancel(self) -> None:
        """Ask the import to stop; it stops within a few thousand lines, writing nothing."""
        self._cancel.set()

    def run(self) -> None:
        try:
            self.outcome = import_wordlist(
                self.path,
                self.name,
                self.data_dir,
                progress=self.advanced.emit,
                cancelled=self._cancel.is_set,
                language=self.language,
            )
        except LexiconError as error:
            self.outcome = error.problem
        except (OSError, MemoryError, ValueError) as error:
            self.outcome = problem_of(error)
        self.ended.emit(self)


#: The languages a list may be imported in, with the games each one plays (IMPORT_LANGUAGES).
LANGUAGE_CHOICES = (
    ("en", QT_TRANSLATE_NOOP(
        "WordListsDialog", "English: the patent game, BuyWord, Scrabble, Wocable (English)"
    )),
    ("ru", QT_TRANSLATE_NOOP("WordListsDialog", "Russian: Эрудит, Скрэббл (русский)")),
    ("es", QT_TRANSLATE_NOOP("WordListsDialog", "Spanish: Wocable (Español)")),
)  # fmt: skip


class ImportQuestion(QDialog):
    """What to call an imported list and what language its words are in (the games it can be
    played with follow from the language)."""

    def __init__(self, suggested_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import a word list"))
        form = QFormLayout(self)
        self.name = QLineEdit(suggested_name)
        self.name.setMaxLength(MAX_LABEL)
        form.addRow(self.tr("Name players will see:"), self.name)
        self.language = QComboBox()
        for code, text in LANGUAGE_CHOICES:
            self.language.addItem(QCoreApplication.translate("WordListsDialog", text), code)
        form.addRow(self.tr("Words in:"), self.language)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Import"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def chosen(self) -> tuple[str, str]:
        """The name typed and the language chosen (its code)."""
        return self.name.text(), str(self.language.currentData())


class WordListsDialog(QDialog):
    """Lists built-in and imported word lists; imports and removes the player's own.

    Args:
        data_dir: the data folder; imported lists live in its ``wordlists`` folder.
        parent: the owning widget, if any.

    Signals:
        lists_changed: a list was imported or removed (the new-game dialog should reload).
    """

    lists_changed = Signal()
    #: An import ended: its report, or ``None`` when nothing was imported.
    import_finished = Signal(object)

    def __init__(self, data_dir: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data_dir = Path(data_dir)
        self.setObjectName("wordlists")
        self.setWindowTitle(self.tr("Word lists"))
        self.setStyleSheet(STYLE)
        window_looks.fit_screen(self, 760, 460)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.setSpacing(10)
        title = QLabel(self.tr("Word lists"))
        title.setObjectName("title")
        layout.addWidget(title)
        hint = QLabel(
            self.tr(
                "Games are checked against one of these lists. Import a plain-text list you own "
                "(one word per line) to play with it."
            )
        )
        hint.setObjectName("hint")
        hint.setWordWrap(True)
        layout.addWidget(hint)

        headings = [self.tr(column) for column in COLUMNS]
        self.table = list_table(headings)
        head = self.table.horizontalHeader()
        # The licence is the long, least important text: it takes what is left, elided.
        head.setSectionResizeMode(len(COLUMNS) - 1, QHeaderView.ResizeMode.Stretch)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.setWordWrap(False)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        words_header = QTableWidgetItem(headings[1])
        words_header.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.table.setHorizontalHeaderItem(1, words_header)
        layout.addWidget(self.table, 1)

        self.report = QFrame()
        self.report.setObjectName("report")
        report_layout = QVBoxLayout(self.report)
        report_layout.setContentsMargins(12, 8, 12, 10)
        report_layout.setSpacing(4)
        self.report_title = QLabel()
        self.report_title.setObjectName("reportTitle")
        self.report_title.setWordWrap(True)
        self.report_lines = QLabel()
        self.report_lines.setObjectName("badLines")
        self.report_lines.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.report_detail = QLabel()
        self.report_detail.setWordWrap(True)
        progress_row = QHBoxLayout()
        self.progress = QProgressBar()
        self.progress.setRange(0, PROGRESS_STEPS)
        self.progress.setTextVisible(False)
        self.cancel_button = QPushButton(self.tr("&Cancel import"))
        progress_row.addWidget(self.progress, 1)
        progress_row.addWidget(self.cancel_button)
        report_layout.addWidget(self.report_title)
        report_layout.addWidget(self.report_lines)
        report_layout.addWidget(self.report_detail)
        report_layout.addLayout(progress_row)
        self._show_progress(False)
        self.report.hide()
        layout.addWidget(self.report)

        buttons = QHBoxLayout()
        self.import_button = QPushButton(self.tr("&Import…"))
        self.remove_button = QPushButton(self.tr("&Remove"))
        close_button = QPushButton(self.tr("Close"))
        buttons.addWidget(self.import_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        buttons.addWidget(close_button)
        layout.addLayout(buttons)

        self.import_button.clicked.connect(self._import_clicked)
        self.remove_button.clicked.connect(self._remove_clicked)
        self.cancel_button.clicked.connect(self._cancel_clicked)
        self.job: ImportJob | None = None
        close_button.clicked.connect(self.accept)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.refresh()

    # ------------------------------------------------------------------ list

    def refresh(self, select: str | None = None) -> None:
        """Reload both kinds of lists; select the list with id ``select`` if given."""
        infos: list[WordListInfo] = list(builtin_lists())
        try:
            infos += list(imported_lists(self.data_dir))
        except OSError as error:
            self._show_problem(
                self.tr("The imported word lists cannot be read."), tell(problem_of(error))
            )
        self.table.setRowCount(len(infos))
        for row, info in enumerate(infos):
            if info.builtin:
                kind = self.tr("Built-in · default") if info.default else self.tr("Built-in")
            elif info.source:
                kind = self.tr("Imported from {file}").format(file=info.source)
            else:
                kind = self.tr("Imported from a file")
            if not info.builtin and info.language in ("ru", "es"):
                kind += " · " + (
                    self.tr("Russian") if info.language == "ru" else self.tr("Spanish")
                )
            cells = (
                shown(info.label),
                QLocale().toString(info.words),
                kind,
                shown(info.licence) if info.licence else "-",
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, info.id)
                item.setToolTip(shown(info.credit or info.label))
                if column == 1:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(row, column, item)
            if info.id == select:
                self.table.selectRow(row)
        self._infos = infos
        self._selection_changed()

    def list_ids(self) -> list[str]:
        """Ids of the lists shown, top to bottom."""
        return [info.id for info in self._infos]

    def selected(self) -> WordListInfo | None:
        """The selected list, if any."""
        row = self.table.currentRow()
        rows = {index.row() for index in self.table.selectionModel().selectedRows()}
        return self._infos[row] if row in rows and 0 <= row < len(self._infos) else None

    def _selection_changed(self) -> None:
        info = self.selected()
        self.remove_button.setEnabled(info is not None and not info.builtin)
        self.remove_button.setToolTip(
            self.tr("Built-in lists cannot be removed") if info is not None and info.builtin else ""
        )

    # ---------------------------------------------------------------- import

    def _import_clicked(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            self.tr("Import a word list"),
            str(Path.home()),
            self.tr("Word lists (*.txt *.txt.gz *.lst *.dic);;All files (*)"),
        )
        if not path:
            return
        question = ImportQuestion(Path(path).stem.removesuffix(".txt"), self)
        if question.exec():
            name, language = question.chosen()
            self.import_file(Path(path), name, language)

    def import_file(self, path: Path, name: str, language: str = "en") -> ImportJob:
        """Start importing ``path`` as a list called ``name`` of words in ``language``, off the
        window's thread.

        The dialog shows a progress bar and a Cancel button meanwhile; when the import ends it
        shows what was accepted and rejected, or why nothing was imported, and emits
        :attr:`import_finished` with the report (``None`` when nothing was imported).
        """
        self.cancel_import()
        job = ImportJob(Path(path), name, self.data_dir, self, language)
        # Bound methods of the dialog: Qt queues each call to the window's thread.
        job.advanced.connect(self._advanced)
        job.ended.connect(self._ended)
        self.job = job
        self.import_button.setEnabled(False)
        self.remove_button.setEnabled(False)
        self.report_title.setText(self.tr("Importing {file}…").format(file=Path(path).name))
        self.report_lines.hide()
        self.report_detail.hide()
        self.progress.setValue(0)
        self._show_progress(True)
        self._set_problem(False)
        self.report.show()
        job.start()
        return job

    @property
    def importing(self) -> bool:
        """Whether an import is running."""
        return self.job is not None

    def _cancel_clicked(self) -> None:
        """Cancel: the import stops at its next few thousand lines (the window goes on)."""
        if self.job is not None:
            self.job.cancel()
            self.cancel_button.setEnabled(False)
            self.report_title.setText(self.tr("Cancelling the import…"))

    def cancel_import(self) -> None:
        """Stop the running import and wait for it (the dialog closing); nothing is written.
        An import that ended just before is shown as it ended."""
        job = self.job
        if job is not None:
            job.cancel()
            job.wait()
            self._ended(job)

    def _advanced(self, done: int, total: int) -> None:
        if total > 0:
            self.progress.setValue(min(PROGRESS_STEPS, done * PROGRESS_STEPS // total))

    def _ended(self, job: ImportJob) -> None:
        if job is not self.job:
            return  # told already (a cancel waited for it)
        job.wait()
        self.job = None
        self._show_progress(False)
        self.import_button.setEnabled(True)
        self._selection_changed()
        outcome = job.outcome
        if isinstance(outcome, ImportReport):
            self.refresh(select=outcome.info.id)
            self._show_report(outcome)
            self.lists_changed.emit()
            self.import_finished.emit(outcome)
            return
        problem = outcome if isinstance(outcome, Problem) else Problem(Fault.UNEXPECTED, kind="?")
        if problem.fault is Fault.IMPORT_CANCELLED:  # the person's choice, not a problem
            self._show_problem(tell(problem), "")
            self._set_problem(False)
        else:
            title = self.tr("{file} was not imported.").format(file=job.path.name)
            self._show_problem(title, tell(problem))
        self.import_finished.emit(None)

    def _show_progress(self, shown: bool) -> None:
        self.progress.setVisible(shown)
        self.cancel_button.setVisible(shown)
        self.cancel_button.setEnabled(shown)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancel_import()
        super().closeEvent(event)

    def done(self, result: int) -> None:
        """Closing the dialog (Close, Escape) stops an import first."""
        self.cancel_import()
        super().done(result)

    def _show_report(self, report: ImportReport) -> None:
        rejected = report.rejected
        locale = QLocale()
        imported = self.tr("Imported “{name}”: %Ln word(s).", "", report.info.words)
        if report.duplicates:
            lines = self.tr(
                "{accepted} lines accepted ({repeated} repeated a word), {rejected} rejected."
            )
        else:
            lines = self.tr("{accepted} lines accepted, {rejected} rejected.")
        title = (
            imported.format(name=report.info.label)
            + " "
            + lines.format(
                accepted=locale.toString(report.accepted),
                repeated=locale.toString(report.duplicates),
                rejected=locale.toString(rejected),
            )
        )
        self.report_title.setText(title)
        if report.first_rejected:
            line = self.tr("line {number}: {text}")
            shown = "\n".join(
                line.format(number=number, text=repr(text[:60]))
                for number, text in report.first_rejected[:5]
            )
            more = rejected - min(5, len(report.first_rejected))
            if more > 0:
                shown += "\n" + self.tr("… and %Ln more", "", more)
            self.report_lines.setText(shown)
            self.report_lines.show()
        else:
            self.report_lines.hide()
        self.report_detail.hide()
        self._set_problem(False)
        self.report.show()

    def _show_problem(self, title: str, detail: str) -> None:
        self.report_title.setText(title)
        self.report_detail.setText(detail)
        self.report_detail.setVisible(bool(detail))
        self.report_lines.hide()
        self._set_problem(True)
        self.report.show()

    def _set_problem(self, problem: bool) -> None:
        self.report.setProperty("problem", problem)
        self.report.style().unpolish(self.report)
        self.report.style().polish(self.report)

    def report_text(self) -> str:
        """The report shown after the last import or failure ("" if none)."""
        if self.report.isHidden():
            return ""
        parts = [self.report_title.text()]
        parts += [label.text() for label in (self.report_lines, self.report_detail)
                  if not label.isHidden()]  # fmt: skip
        return "\n".join(parts).strip()

    # ---------------------------------------------------------------- remove

    def _remove_clicked(self) -> None:
        info = self.selected()
        if info is None or info.builtin:
            return
        answer = QMessageBox.question(
            self,
            self.tr("Remove word list"),
            self.tr(
                "Remove the word list “{name}”? Saved games that use it cannot be "
                "opened until it is imported again."
            ).format(name=info.label),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.remove_list(info.id)

    def remove_list(self, lexicon_id: str) -> bool:
        """Remove an imported list; returns whether it was removed (a problem is shown)."""
        try:
            remove_imported(lexicon_id, self.data_dir)
        except (LexiconError, OSError) as error:
            self._show_problem(self.tr("The word list was not removed."), tell(problem_of(error)))
            return False
        self.report.hide()
        self.refresh()
        self.lists_changed.emit()
        return True
