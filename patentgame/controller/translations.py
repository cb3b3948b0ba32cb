"""Qt's translators for every ``tr()`` sentence of the app, in the language of this run.

The sentences are written in English in the code. ``resources/translations/`` holds the
compiled translations, made by ``translations/build.py`` and committed (so a player's copy and
the frozen bundle need no build tools): ``patentgame_en.qm`` gives English its plural forms
("1 card", "2 cards"), ``patentgame_ru.qm`` is the Russian app. Qt's own sentences (a message
box's Yes and No, a text field's menu) come from the ``qtbase_<language>.qm`` that PySide6
ships. The language is chosen once per run (:func:`patentgame.wording.choose`): ``--lang``,
else Settings > Language, else the system's locale; numbers and dates follow it too, through
``QLocale.setDefault``.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from patentgame import wording
from patentgame.model.errors import Refusal
from patentgame.resources import resource

#: The translators installed in the running application (kept alive here).
_INSTALLED: list[QTranslator] = []

#: The language installed, once one is.
_language: list[str] = []


def install_translations(language: str | None = None) -> bool:
    """Install the translations of ``language`` (default: the one :mod:`patentgame.wording`
    speaks) into the running application, once per run; False when there is no application
    yet or the game's file could not be read (the English of the code shows then).

    A second call with another language replaces the first (the tests speak both languages in
    one process); widgets made before keep their texts, which is why Settings > Language
    applies at the next start.
    """
    app = QCoreApplication.instance()
    if app is None:
        return False
    wanted = language or wording.current()
    if _language == [wanted]:
        return True
    for translator in _INSTALLED:
        app.removeTranslator(translator)
    _INSTALLED.clear()
    _language[:] = [wanted]
    wording.use(wanted)
    QLocale.setDefault(QLocale(wanted))
    game = QTranslator(app)
    loaded = game.load(f"patentgame_{wanted}", str(resource("translations")))
    if loaded:
        app.installTranslator(game)
        _INSTALLED.append(game)
    else:  # missing or damaged: Qt refuses it whole, and the English of the code shows
        logging.getLogger("patentgame.translations").warning(
            "the translation file patentgame_%s.qm could not be loaded, so English is shown",
            wanted,
        )
    if wanted != "en":
        qt = QTranslator(app)
        if qt.load(f"qtbase_{wanted}", _qt_translations()):
            app.installTranslator(qt)
            _INSTALLED.append(qt)
    return loaded


def installed_language() -> str | None:
    """The language whose translations are installed (``None`` before the first install)."""
    return _language[0] if _language else None


def _qt_translations() -> str:
    """The folder of Qt's own translations: where Qt says, else beside PySide6 (a frozen
    bundle keeps ``PySide6/Qt/translations`` or, on Windows, ``PySide6/translations``)."""
    import PySide6

    package = Path(PySide6.__file__).resolve().parent
    for folder in (
        Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
        package / "Qt" / "translations",
        package / "translations",
    ):
        if folder.is_dir():
            return str(folder)
    return str(package / "Qt" / "translations")


def refusal_text(reason: Refusal) -> str:
    """Why an action is refused, in the app's language. The engine names the reason and keeps
    its English (:meth:`Refusal.describe`, whose sentences are marked for lupdate in context
    ``Refusals``); the translation is looked up here, at the edge."""
    return QCoreApplication.translate("Refusals", reason.describe())
