"""The app's language, and the translations for code that loads no Qt.

Which language: ``--lang`` for one run, else the Language setting (read first of all by
:mod:`patentgame.keeping.language_setting`), else the system's locale, else English
(:func:`choose`). The desktop app hands the choice to Qt
(:mod:`patentgame.controller.translations` loads ``patentgame_<language>.qm``); the command
line and the keeping floor, which must start without Qt, read the same translations from the
JSON that ``translations/build.py`` exports beside each ``.qm`` through :func:`translate`.

:func:`translate` has the signature of ``QCoreApplication.translate`` on purpose: Qt's
``lupdate`` finds ``translate("Context", "text")`` calls in any Python file, so a sentence
written here lands in the same ``.ts`` files as the table's, and one translator's work serves
both. Plural forms follow Qt's ``%n`` convention.
"""

from __future__ import annotations

import json
import locale
import os
import re
import string
from functools import cache
from pathlib import Path

#: The languages the app speaks, each named in itself (as Settings > Language lists them).
LANGUAGES: dict[str, str] = {"en": "English", "ru": "Русский", "pl": "Polski", "es": "Español"}

#: The Language setting's value that follows the system's locale.
SYSTEM = "system"

_FOLDER = Path(__file__).resolve().parent / "resources" / "translations"

_chosen: str = "en"

_FORMATTER = string.Formatter()


def system_language() -> str:
    """The system's language as a code the app speaks ("en" when it speaks none of them).

    The environment's ``LANGUAGE``/``LC_ALL``/``LC_MESSAGES``/``LANG`` first (as Qt and gettext
    read them on Linux), then Python's view of the locale (Windows, macOS).
    """
    candidates: list[str] = []
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        candidates.extend(part for part in value.split(":") if part)
    if not candidates:
        found = locale.getlocale()[0]
        if found:
            candidates.append(found)
    for candidate in candidates:
        code = candidate.split(".")[0].replace("-", "_").split("_")[0].lower()
        if code in ("c", "posix"):
            return "en"
        if code in LANGUAGES:
            return code
        if code == "russian":  # Windows names its locales in English
            return "ru"
        if code == "spanish":
            return "es"
        if code == "polish":
            return "pl"
    return "en"


def choose(requested: str | None, setting: str = SYSTEM) -> str:
    """The language of this run: ``requested`` (``--lang``) when given, else ``setting`` (the
    Language setting), where :data:`SYSTEM` or an unknown code means the system's language."""
    for wanted in (requested, setting):
        if wanted in LANGUAGES:
            return wanted
        if wanted == SYSTEM:
            return system_language()
    return system_language()


def use(language: str) -> None:
    """Make ``language`` the one :func:`translate` speaks from now on."""
    global _chosen
    _chosen = language if language in LANGUAGES else "en"


def current() -> str:
    """The language :func:`translate` speaks."""
    return _chosen


#: The exported translations of a language are a few hundred kilobytes; a larger file is not
#: one of them.
MAX_TABLE_BYTES = 16 * 1024 * 1024

#: A translation's texts: one, or a counting sentence's plural forms.
Translation = str | tuple[str, ...]


@cache
def _table(language: str) -> dict[str, dict[str, Translation]]:
    """The exported translations of ``language`` by context (empty when none are there).

    The file ships with the app, but a damaged one (cut short, not JSON, nested without end, a
    list where a table belongs) must not stop a command or the start: it means English, noted
    once (:func:`_note`); entries that are not text are left out, the rest kept.
    """
    path = _FOLDER / f"patentgame_{language}.json"
    try:
        with path.open("rb") as file:
            data = file.read(MAX_TABLE_BYTES + 1)
    except OSError:
        return {}  # no translation of this language: its sentences are the English ones
    try:
        if len(data) > MAX_TABLE_BYTES:
            raise ValueError("too large")
        document = json.loads(data)
    except (ValueError, RecursionError):
        document = None
    contexts = document.get("contexts") if isinstance(document, dict) else None
    if not isinstance(contexts, dict):
        _note(f"the translation file {path.name} is damaged, so English is shown instead")
        return {}
    tables: dict[str, dict[str, Translation]] = {}
    damaged = False
    for context, entries in contexts.items():
        if not isinstance(entries, dict):
            damaged = True
            continue
        table = tables.setdefault(str(context), {})
        for source, found in entries.items():
            translation = _translation(found)
            if translation is None:
                damaged = True
            else:
                table[str(source)] = translation
    if damaged:
        _note(f"part of the translation file {path.name} is damaged; English is shown there")
    return tables


def _translation(found: object) -> Translation | None:
    """A table's entry as a translation: a text, or plural forms (``None``: neither)."""
    if isinstance(found, str):
        return found
    if isinstance(found, list) and found and all(isinstance(form, str) for form in found):
        return tuple(found)
    return None


#: Qt's own marks (``%n``, a count, ``%1``): put in by Qt or by text replacement, never by
#: Python's ``%``, and a singular form may leave ``%n`` out (but a ``%n`` where the English has
#: none stays, and would stop Python's ``%``).
_QT_MARKS = re.compile(r"%L?(?:n|\d+)")
#: A conversion of Python's ``%`` (argparse fills its sentences so): ``%(prog)s``, ``%s``.
#: (Without the space flag, which no sentence uses: "50% of" is a percentage, not ``% o``.)
_CONVERSION = re.compile(
    r"%(?:\((?P<key>[^)]*)\))?[#0+-]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[hlL]?"
    r"(?P<kind>[diouxXeEfFgGcrsa%])"
)


def format_fields(text: str) -> frozenset[str] | None:
    """The ``{name}`` fields ``str.format`` fills in ``text``; ``None`` when its braces make no
    template.

    >>> sorted(format_fields("{count} word(s) in {list}"))
    ['{count}', '{list}']
    >>> format_fields("{unclosed") is None
    True
    """
    try:
        return frozenset(
            f"{{{name}}}" for _, name, _, _ in _FORMATTER.parse(text) if name is not None
        )
    except ValueError:
        return None


def percent_fields(text: str, *, qt_marks: bool = False) -> frozenset[str] | None:
    """The conversions Python's ``%`` fills in ``text`` (each positional one numbered, as their
    count matters); ``None`` when a ``%`` in it is no conversion, so ``%`` cannot fill it.
    ``qt_marks``: leave Qt's ``%n`` and ``%1`` out (a counting sentence, whose ``%n`` is put
    in by text before anything else fills it).

    >>> sorted(percent_fields("%(prog)s: error: %s at 100%% (%n)", qt_marks=True))
    ['%(prog)s', '%s #1']
    >>> percent_fields("%(prog)s -%n-help") is None, percent_fields("50 %ов") is None
    (True, True)
    """
    plain = _QT_MARKS.sub("", text) if qt_marks else text
    if "%" in _CONVERSION.sub("", plain):
        return None
    fields = set()
    for found in _CONVERSION.finditer(plain):
        key, kind = found.group("key"), found.group("kind")
        if key is not None:
            fields.add(f"%({key}){kind}")
        elif kind != "%":
            fields.add(f"%{kind} #{sum(1 for f in fields if ' #' in f) + 1}")
    return frozenset(fields)


def fills_alike(source: str, translation: str) -> bool:
    """Whether ``translation`` fills in what ``source`` does, so that the code that fills the
    English sentence (``.format(file=...)``, argparse's ``%``) can fill it too. A translation
    that does not is not used: its English shows instead of a crash. (A source whose braces or
    ``%`` make no template is not filled that way, so they are not compared.)

    >>> fills_alike("{file} is empty.", "{file} пуст."), fills_alike("{file}", "{fiel}")
    (True, False)
    >>> fills_alike("required: %s", "нужны: %s"), fills_alike("required: %s", "нужны: %н")
    (True, False)
    """
    braces = format_fields(source)
    if braces is not None and format_fields(translation) != braces:
        return False
    counting = _QT_MARKS.search(source) is not None
    marks = percent_fields(source, qt_marks=counting)
    return marks is None or percent_fields(translation, qt_marks=counting) == marks


_noted: set[str] = set()


def _note(text: str) -> None:
    """Tell once that a translation is damaged: in the app's log (or on stderr, where no log
    is kept yet). ``logging`` is loaded only then: the command line's start does without it."""
    if text in _noted:
        return
    _noted.add(text)
    import logging

    logging.getLogger("patentgame.wording").warning("patentgame: %s.", text)


def plural_form(language: str, n: int) -> int:
    """Which of ``language``'s plural forms counts ``n`` (Qt's rules for these languages):
    Russian has three (1 карта, 2 карты, 5 карт), Polish three (1 karta, 2 karty, 5 kart, and
    22 karty but 12 kart); English and Spanish two (1 carta, 2 cartas; 0 cartas).

    >>> [plural_form("pl", n) for n in (1, 2, 4, 5, 12, 21, 22, 112, 0)]
    [0, 1, 1, 2, 2, 2, 1, 2, 2]
    >>> [plural_form("es", n) for n in (0, 1, 2, 21)]
    [1, 0, 1, 1]
    """
    n = abs(n)
    if language == "pl":
        if n == 1:
            return 0
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return 1
        return 2
    if language == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return 0
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return 1
        return 2
    return 0 if n == 1 else 1


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the chosen language (``text`` itself when it has no translation), with
    ``%n`` replaced by ``n`` when ``n`` is given, as ``QCoreApplication.translate`` does."""
    del disambiguation  # kept for lupdate and Qt's signature; no sentence here needs one
    return translate_in(_chosen, context, text, n)


def translate_in(language: str, context: str, text: str, n: int = -1) -> str:
    """``text`` in ``language`` (not necessarily the chosen one: Settings > Language says
    its notice in the language chosen as well)."""
    found = _table(language).get(context, {}).get(text)
    result = text
    if isinstance(found, tuple):
        result = found[min(plural_form(language, n), len(found) - 1)] if n >= 0 else found[0]
    elif isinstance(found, str):
        result = found
    if result is not text and not fills_alike(text, result):
        _note(f"some sentences of patentgame_{language}.json are damaged; English is shown "
              "for them")  # fmt: skip
        result = text
    return result.replace("%n", str(n)) if n >= 0 else result


def translate_filled(context: str, text: str, language: str | None = None) -> str:
    """A sentence already filled in English (``template.format(...)``), in ``language`` (the
    chosen one by default): the template of ``context`` it was made from is found, its
    translation filled with the same values, each value itself translated when it is a
    sentence of ``context`` too. ``text`` itself when no translated template makes it.

    This serves sentences the engine writes in English and keeps in records (a computer
    player's explanation): the record stays English, the table shows the app's language.
    """
    language = language or _chosen
    sentences = _table(language).get(context, {})
    if not sentences:
        return text
    found = sentences.get(text)
    if isinstance(found, str) and fills_alike(text, found):
        return found
    for template, pattern in _patterns(language, context):
        match = pattern.fullmatch(text)
        if match is None:
            continue
        translation = sentences[template]
        if not isinstance(translation, str) or not fills_alike(template, translation):
            continue
        values = {
            name: translate_filled(context, value, language)
            for name, value in match.groupdict().items()
        }
        return translation.format(**values)
    return text


@cache
def _patterns(language: str, context: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """Each template of ``context`` with fields (``{name}``) as a pattern of the sentences it
    makes, the most literal first (so "bought {letter}: reaches the goal" wins over
    "bought {letter}: {power}")."""
    patterns = []
    for template in _table(language).get(context, {}):
        parts = re.split(r"\{(\w+)\}", template)
        if len(parts) == 1:
            continue
        body = "".join(
            f"(?P<{part}>.+?)" if index % 2 else re.escape(part) for index, part in enumerate(parts)
        )
        literal = sum(len(part) for part in parts[::2])
        try:
            pattern = re.compile(body, re.DOTALL)
        except re.error:  # a field named twice or a name no group may have: not a template
            continue
        patterns.append((literal, template, pattern))
    patterns.sort(key=lambda item: -item[0])
    return tuple((template, pattern) for _literal, template, pattern in patterns)


class Context:
    """A translation context for code without Qt, named by its subclass: ``Cli.tr(text)``
    reads as Qt's ``self.tr`` and lupdate files it under ``Cli``.

    Counting sentences must be written this way (``Cli.tr("%n word(s)", "", n)``): lupdate
    sees the count of a ``translate(context, text, "", n)`` call only when it is a literal.
    """

    @classmethod
    def tr(cls, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return translate(cls.__name__, text, disambiguation, n)


class Cli(Context):
    """The command line's sentences (its help, messages and argparse's own)."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for ``lupdate`` without translating it now (Qt's marker of that name)."""
    del context
    return text


class Later:
    """Marks a counting sentence (one with ``%n``) to be translated later, where it is shown:
    ``Later.translate("Context", "%n thing(s)", "", 2)`` gives the English text back.

    Qt's marker for this, ``QT_TRANSLATE_N_NOOP``, is unknown to the reader of Python in
    ``pyside6-lupdate``; that reader files a ``translate(context, text, "", count)`` call with
    a literal count as a sentence with plural forms, which this is (the count is only for it).
    """

    @staticmethod
    def translate(context: str, text: str, disambiguation: str = "", n: int = -1) -> str:
        del context, disambiguation, n
        return text
