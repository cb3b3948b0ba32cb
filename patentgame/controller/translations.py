"""Qt's translator for every ``tr()`` sentence of the app.

The sentences are written in English in the code. ``resources/translations/`` holds the
compiled translations: ``patentgame_en.qm`` gives English its plural forms ("1 card",
"2 cards"), and a translation into another language is a ``patentgame_<language>.qm`` beside
it, which wins when the system's language asks for it. They are made by
``translations/build.py``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from patentgame.resources import resource

#: The translators installed in the running application (kept alive here).
_INSTALLED: list[QTranslator] = []


def install_translations() -> bool:
    """Install the translations into the running application, once; False when there is no
    application yet or no file could be read (the English of the code shows then)."""
    app = QCoreApplication.instance()
    if app is None:
        return False
    if _INSTALLED:
        return True
    folder = str(resource("translations"))
    for language in _languages():
        translator = QTranslator(app)
        if translator.load(f"patentgame_{language}", folder):
            app.installTranslator(translator)
            _INSTALLED.append(translator)
            return True
    return False


def _languages() -> list[str]:
    """The system's languages in order of preference, then English."""
    wanted = []
    for name in QLocale.system().uiLanguages():
        code = name.replace("-", "_")
        for candidate in (code, code.split("_")[0]):
            if candidate and candidate not in wanted:
                wanted.append(candidate)
    if "en" not in wanted:
        wanted.append("en")
    return wanted
