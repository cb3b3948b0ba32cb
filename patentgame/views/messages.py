"""Problems told in the window: Qt's translator behind the one module of sentences.

The pure floors hand the window a :class:`~patentgame.model.problems.Problem`; :func:`tell`
makes its sentence through ``QCoreApplication.translate``, which it installs as the sentences'
translator the first time (so a Russian catalogue, once loaded, translates every one of them).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from patentgame.model import problems
from patentgame.model.problems import Problem

_installed = False


def install_translator() -> None:
    """Make every sentence of :mod:`patentgame.model.problems` through Qt's translator."""
    global _installed
    if not _installed:
        problems.set_translator(QCoreApplication.translate)
        _installed = True


def tell(problem: Problem) -> str:
    """The sentence of ``problem``, translated."""
    install_translator()
    return problems.explain(problem)
