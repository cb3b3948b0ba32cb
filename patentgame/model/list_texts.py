"""The shipped word lists' names, credits and licence names, for the translators.

The lexicon's manifest (``resources/lexicon/manifest.json``) names each shipped list in
English; the app shows those words in the language it speaks through :func:`shown` (context
``WordLists``). They are written here because Qt's ``lupdate`` reads sentences from Python
files only; ``tests/test_list_texts.py`` checks that every text of the manifest is here.
A list a person imported keeps the name it was given: :func:`shown` leaves it as it is.
"""

from __future__ import annotations

from patentgame.wording import QT_TRANSLATE_NOOP, translate

#: Every label, credit and licence name of the shipped lists, as the manifest writes them.
TEXTS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP(
        "WordLists",
        "Open English (ENABLE)",
    ),
    QT_TRANSLATE_NOOP(
        "WordLists",
        "Open English, everyday words",
    ),
    QT_TRANSLATE_NOOP(
        "WordLists",
        "Open English, large (US and UK spellings)",
    ),
    QT_TRANSLATE_NOOP(
        "WordLists",
        "Russian common nouns (OpenCorpora)",
    ),
    QT_TRANSLATE_NOOP(
        "WordLists",
        "Russian, all word forms (OpenCorpora)",
    ),
    QT_TRANSLATE_NOOP(
        "WordLists",
        "Open Spanish, all word forms (RLA-ES)",
    ),
    QT_TRANSLATE_NOOP(
        "WordLists",
        "Open Polish, all word forms (sjp.pl)",
    ),
    QT_TRANSLATE_NOOP(
        "WordLists",
        "ENABLE (Enhanced North American Benchmark Lexicon) by Alan Beale and Mendel Cooper, "
        "released into the public domain.",
    ),
    QT_TRANSLATE_NOOP(
        "WordLists",
        "Words from SCOWL (Spell Checker Oriented Word Lists) by Kevin Atkinson, "
        "http://wordlist.aspell.net/. Copyright 2000-2018 by Kevin Atkinson and the other "
        "copyright holders named in its licence. Permission to use, copy, modify, distribute "
        "and sell these word lists, the associated scripts, the output created from the "
        "scripts, and its documentation for any purpose is hereby granted without fee, "
        "provided that the above copyright notice appears in all copies and that both that "
        "copyright notice and this permission notice appear in supporting documentation. "
        "Kevin Atkinson makes no representations about the suitability of this array for any "
        'purpose. It is provided "as is" without express or implied warranty.',
    ),
    QT_TRANSLATE_NOOP(
        "WordLists",
        "ENABLE (Enhanced North American Benchmark Lexicon) by Alan Beale and Mendel Cooper, "
        "released into the public domain. Words from SCOWL (Spell Checker Oriented Word "
        "Lists) by Kevin Atkinson, http://wordlist.aspell.net/. Copyright 2000-2018 by Kevin "
        "Atkinson and the other copyright holders named in its licence. Permission to use, "
        "copy, modify, distribute and sell these word lists, the associated scripts, the "
        "output created from the scripts, and its documentation for any purpose is hereby "
        "granted without fee, provided that the above copyright notice appears in all copies "
        "and that both that copyright notice and this permission notice appear in supporting "
        "documentation. Kevin Atkinson makes no representations about the suitability of this "
        'array for any purpose. It is provided "as is" without express or implied warranty.',
    ),
    QT_TRANSLATE_NOOP(
        "WordLists",
        "Russian words from the OpenCorpora dictionary (opencorpora.org), as compiled for "
        "pymorphy in the package pymorphy3-dicts-ru, under the Creative Commons "
        "Attribution-ShareAlike 3.0 licence "
        "(https://creativecommons.org/licenses/by-sa/3.0/). The list is our selection of it.",
    ),
    QT_TRANSLATE_NOOP(
        "WordLists",
        "Spanish words expanded from the Spanish Hunspell dictionary of the RLA-ES project by "
        "Santiago Bosio (LibreOffice dictionaries, Debian package hunspell-es), used under "
        "the Mozilla Public License 1.1 (one of its GPL-3+, LGPL-3+ and MPL-1.1 options). "
        "Words it lacks added from the public-domain Spanish word list of Debian's package "
        "wspanish.",
    ),
    QT_TRANSLATE_NOOP(
        "WordLists",
        "Polish words from the dictionary of sjp.pl (Słownik języka polskiego, "
        "https://sjp.pl/slownik/ort/), Copyright 2008-2018 Polish Alternative Dictionary "
        "Editing Team and Marek Futrega, as packaged by Debian (wpolish), used under the "
        "Creative Commons Attribution 4.0 licence (https://creativecommons.org/licenses/by/4.0/), "
        "one of its GPL-2, LGPL-2.1, MPL-1.1, Apache-2.0 and CC-BY-4.0 options. The list is our "
        "selection of it.",
    ),
    QT_TRANSLATE_NOOP(
        "WordLists",
        "Public domain",
    ),
    QT_TRANSLATE_NOOP(
        "WordLists",
        "SCOWL licence (permissive)",
    ),
    QT_TRANSLATE_NOOP(
        "WordLists",
        "Public domain (ENABLE) and SCOWL licence (permissive), with the UKACD notice",
    ),
    QT_TRANSLATE_NOOP(
        "WordLists",
        "CC BY-SA 3.0",
    ),
    QT_TRANSLATE_NOOP(
        "WordLists",
        "MPL 1.1 (RLA-ES) and public domain (wspanish)",
    ),
    QT_TRANSLATE_NOOP(
        "WordLists",
        "CC BY 4.0",
    ),
)


def shown(text: str) -> str:
    """A shipped list's label, credit or licence name in the language spoken (an imported
    list's own name as it is)."""
    return translate("WordLists", text)
