"""Help > Report a problem: a prepared text the player copies into a bug report.

The text says what a maintainer asks first (the version, the operating system, Qt) and quotes
the last lines of the app's log file (:mod:`patentgame.keeping.app_log`), or why the app keeps
no log (a link or a pipe in its place, a full disk), read without following a link. It is
private by construction: the log holds no games, words or names, and the user's home folder is
written ``~`` everywhere, so no user name shows through a path. Nothing is sent anywhere: the player
reads the text, and Copy puts it on the clipboard.
"""

from __future__ import annotations

from pathlib import Path

import PySide6
from PySide6.QtCore import QObject, qVersion
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from patentgame import __version__
from patentgame.keeping.app_log import (
    last_lines,
    log_path,
    log_problem,
    platform_text,
    without_home,
)
from patentgame.views import window_looks
from patentgame.views.messages import tell

#: How many of the log's last lines the report quotes.
LOG_LINES = 40


class ReportWriter(QObject):
    """Writes the report (a QObject for its ``tr``: Qt's tools find plural sentences there)."""

    def text(self, log: Path | None = None, home: Path | None = None) -> str:
        """The report: version, platform, Qt, and the last :data:`LOG_LINES` lines of ``log``
        (the app's log file when ``None``), with ``home`` (the user's home folder when
        ``None``) written ``~``."""
        log = log if log is not None else log_path()
        lines = [
            self.tr("Version: patentgame {version}").format(version=__version__),
            self.tr("Platform: {platform}").format(platform=platform_text()),
            self.tr("Qt: {qt} (PySide6 {pyside}), display: {display}").format(
                qt=qVersion(), pyside=PySide6.__version__, display=QGuiApplication.platformName()
            ),
            "",
        ]
        quoted = last_lines(log, LOG_LINES) if log is not None else []
        stopped = log_problem()
        if log is None:
            lines.append(tell(stopped) if stopped else self.tr("The app keeps no log this time."))
        elif not quoted:
            empty = self.tr("The log file {file} is empty or cannot be read.")
            lines.append(empty.format(file=log))
        else:
            heading = self.tr("The last %n line(s) of the log file {file}:", "", len(quoted))
            lines.append(heading.format(file=log))
            lines.extend(quoted)
        if log is not None and stopped is not None:
            lines.append(tell(stopped))  # the lines quoted end where the log stopped
        return without_home("\n".join(lines), home)


def report_text(log: Path | None = None, home: Path | None = None) -> str:
    """The report (see :meth:`ReportWriter.text`)."""
    return ReportWriter().text(log, home)


class ProblemReportDialog(QDialog):
    """The report in a read-only text box, with Copy and Close."""

    def __init__(self, parent: QWidget | None = None, *, log: Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Report a problem"))
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Nothing is sent from here. Copy this text into your report (an e-mail or an "
                "issue on the project's page) and say what you did just before the problem. "
                "It holds no games, words or names, and your home folder is written ~."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.report = QPlainTextEdit(report_text(log))
        self.report.setReadOnly(True)
        self.report.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.report.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        layout.addWidget(self.report)
        self.copied = QLabel()
        layout.addWidget(self.copied)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton(self.tr("&Copy"))
        self.copy_button.setDefault(True)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        window_looks.fit_screen(self, 760, 520)

    def copy(self) -> None:
        """Put the whole report on the clipboard, and say so."""
        QGuiApplication.clipboard().setText(self.report.toPlainText())
        self.copied.setText(self.tr("Copied. Paste it into your report."))
