"""Settings > Word lists: the built-in lists, the player's own imported lists, Import and Remove.

Importing is the lexicon's job (:func:`patentgame.model.lexicon.import_wordlist`); this dialog
picks the file, names the list, and shows what happened: how many lines were accepted and
rejected, and the first lines that were not words, so a player can see why a file half-worked.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from patentgame.model.errors import LexiconError
from patentgame.model.lexicon import (
    ImportReport,
    WordListInfo,
    builtin_lists,
    import_wordlist,
    imported_lists,
    remove_imported,
)
from patentgame.views.list_table import list_table
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


class WordListsDialog(QDialog):
    """Lists built-in and imported word lists; imports and removes the player's own.

    Args:
        data_dir: the data folder; imported lists live in its ``wordlists`` folder.
        parent: the owning widget, if any.

    Signals:
        lists_changed: a list was imported or removed (the new-game dialog should reload).
    """

    lists_changed = Signal()

    def __init__(self, data_dir: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data_dir = Path(data_dir)
        self.setObjectName("wordlists")
        self.setWindowTitle(self.tr("Word lists"))
        self.setStyleSheet(STYLE)
        self.resize(760, 460)

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
        report_layout.addWidget(self.report_title)
        report_layout.addWidget(self.report_lines)
        report_layout.addWidget(self.report_detail)
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
            self._show_problem(self.tr("The imported word lists cannot be read."), str(error))
        self.table.setRowCount(len(infos))
        for row, info in enumerate(infos):
            if info.builtin:
                kind = self.tr("Built-in · default") if info.default else self.tr("Built-in")
            elif info.source:
                kind = self.tr("Imported from {file}").format(file=info.source)
            else:
                kind = self.tr("Imported from a file")
            cells = (info.label, QLocale().toString(info.words), kind, info.licence or "-")
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, info.id)
                item.setToolTip(info.credit or info.label)
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
        name, ok = QInputDialog.getText(
            self,
            self.tr("Name the word list"),
            self.tr("Name players will see:"),
            text=Path(path).stem,
        )
        if ok:
            self.import_file(Path(path), name)

    def import_file(self, path: Path, name: str) -> ImportReport | None:
        """Import ``path`` as a list called ``name`` and show what was accepted and rejected.

        Returns:
            The lexicon's report, or ``None`` when nothing was imported (the reason is shown).
        """
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            report = import_wordlist(path, name, self.data_dir)
        except (LexiconError, OSError) as error:
            self._show_problem(
                self.tr("{file} was not imported.").format(file=Path(path).name), _sentence(error)
            )
            return None
        finally:
            QGuiApplication.restoreOverrideCursor()
        self.refresh(select=report.info.id)
        self._show_report(report)
        self.lists_changed.emit()
        return report

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
        self.report_detail.show()
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
            self._show_problem(self.tr("The word list was not removed."), _sentence(error))
            return False
        self.report.hide()
        self.refresh()
        self.lists_changed.emit()
        return True


def _sentence(error: Exception) -> str:
    text = str(error).strip() or type(error).__name__
    text = text[0].upper() + text[1:]
    return text if text.endswith(".") else text + "."
