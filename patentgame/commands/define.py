"""``patentgame define WORD [--list LIST]``: a word's meanings, offline.

A thin shell over :func:`patentgame.model.definitions.define` (English: WordNet) and
:func:`patentgame.model.glossaries.meanings` (the Russian and Spanish lists' words, chosen with
``--list``): the model returns the readings and this module makes the text. A form resolved by a
rule always names its base (WALKED: past of WALK), so a guess is never shown as the word's own
meaning; a Russian or Spanish form names its lemma (ЕЖАМИ: a form of ЁЖ).
"""

from __future__ import annotations

import argparse
import os
import sys

from patentgame.commands import Subcommands
from patentgame.commands.output import fail
from patentgame.model.definitions import (
    Definition,
    DefinitionsError,
    Derivation,
    PartOfSpeech,
    WordForm,
    define,
)
from patentgame.model.errors import LexiconError
from patentgame.model.glossaries import Meanings, has_meanings, meanings
from patentgame.model.lexicon import builtin_lists, imported_lists, normalise_word
from patentgame.model.problems import Fault, Problem
from patentgame.wording import QT_TRANSLATE_NOOP, translate

#: Exit statuses: a meaning was printed, none is known, bad input, the file cannot be read.
FOUND, NO_MEANING, BAD_INPUT, BROKEN_FILE = 0, 1, 2, 3


def register(subparsers: Subcommands) -> None:
    """Add the ``define`` subcommand."""
    parser = subparsers.add_parser(
        "define",
        help=translate("Cli", "print the meanings of a word"),
        description=translate(
            "Cli",
            "Print the meanings of WORD, up to three per part of speech, from WordNet 3.0 "
            "(Princeton University). An inflected word is resolved to its base word "
            "(WALKED: WALK), and the base is named. Exit status 0 when a meaning is found, "
            "1 when none is, 2 for bad input, 3 when the definitions file cannot be read.",
        ),
    )
    parser.add_argument("word", metavar="WORD", help=translate("Cli", "the word, e.g. WALKED"))
    parser.add_argument(
        "--list",
        metavar="ID",
        help=translate(
            "Cli",
            "the word list whose language WORD is in (default English): a Russian list "
            "(Russian Wiktionary) or the Spanish list (English glosses from FreeDict)",
        ),
    )
    parser.set_defaults(run=run)


#: Parts of speech as a person reads them (translated when shown: context ``Cli``).
PART_OF_SPEECH = {
    PartOfSpeech.NOUN: QT_TRANSLATE_NOOP("Cli", "noun"),
    PartOfSpeech.VERB: QT_TRANSLATE_NOOP("Cli", "verb"),
    PartOfSpeech.ADJECTIVE: QT_TRANSLATE_NOOP("Cli", "adjective"),
    PartOfSpeech.ADVERB: QT_TRANSLATE_NOOP("Cli", "adverb"),
}
#: How a base was found, after the base's name.
HOW_FOUND = {
    Derivation.IRREGULAR: QT_TRANSLATE_NOOP("Cli", "from WordNet's irregular forms"),
    Derivation.RULE: QT_TRANSLATE_NOOP("Cli", "by rule"),
}


def form_text(form: WordForm) -> str:
    """How the word relates to its base, as a phrase before the base: "plural of"."""
    phrase = {
        WordForm.PLURAL: QT_TRANSLATE_NOOP("Cli", "plural of"),
        WordForm.THIRD_PERSON: QT_TRANSLATE_NOOP("Cli", "-s form of"),
        WordForm.PAST: QT_TRANSLATE_NOOP("Cli", "past tense or past participle of"),
        WordForm.PRESENT_PARTICIPLE: QT_TRANSLATE_NOOP("Cli", "-ing form of"),
        WordForm.COMPARATIVE: QT_TRANSLATE_NOOP("Cli", "comparative of"),
        WordForm.SUPERLATIVE: QT_TRANSLATE_NOOP("Cli", "superlative of"),
        WordForm.INFLECTED: QT_TRANSLATE_NOOP("Cli", "a form of"),
    }[form]
    return translate("Cli", phrase)


def describe(definition: Definition) -> list[str]:
    """The lines that show ``definition``: each reading's base and how it was found, then its
    meanings by part of speech."""
    word = definition.word.upper()
    lines = []
    for number, reading in enumerate(definition.readings):
        if reading.form is None:
            lines.append(word)  # the word itself: always the first reading
        else:
            sentence = (
                translate("Cli", "{word}: also {relation} {base} ({how})")
                if number
                else translate("Cli", "{word}: {relation} {base} ({how})")
            )
            lines.append(
                sentence.format(
                    word=word,
                    relation=form_text(reading.form),
                    base=reading.base.upper(),
                    how=translate("Cli", HOW_FOUND[reading.derivation]),
                )
            )
        for group in reading.senses:
            lines.append(f"  {translate('Cli', PART_OF_SPEECH[group.part_of_speech])}")
            lines += [f"    {n}. {gloss}" for n, gloss in enumerate(group.glosses, start=1)]
    return lines


def describe_meanings(found: Meanings) -> list[str]:
    """The lines that show a Russian or Spanish word's meanings: each lemma (a form names it),
    then its glosses, said to be English ones when they are."""
    word = found.word.upper()
    lines = []
    for number, reading in enumerate(found.readings):
        if reading.lemma == found.word:
            lines.append(word)
        else:
            sentence = (
                translate("Cli", "{word}: also a form of {base}")
                if number
                else translate("Cli", "{word}: a form of {base}")
            )
            lines.append(sentence.format(word=word, base=reading.lemma.upper()))
        indent = "  "
        if found.english_glosses:
            said = translate("Cli", "in English:")
            lines.append(f"  {said}")
            indent = "    "
        lines += [f"{indent}{n}. {gloss}" for n, gloss in enumerate(reading.glosses, start=1)]
    return lines


def list_language(list_id: str, data_dir: str | None) -> str | None:
    """The language of the built-in or imported list ``list_id``, or None when there is none."""
    infos = list(builtin_lists())
    if data_dir is not None:
        infos += imported_lists(data_dir)
    return next((info.language for info in infos if info.id == list_id), None)


def run(args: argparse.Namespace) -> int:
    """Print the meanings; exit 1 with one line when there are none, 2 for bad input."""
    word = args.word.strip()
    if not word:
        return _fail(translate("Cli", "WORD is empty: give a word"), BAD_INPUT)
    if args.list:
        return _run_in_list(args, word)
    if not word.isascii() or not word.isalpha():
        # The word as typed, quoted cleanly: a broken character (a byte that is not UTF-8,
        # which Python keeps as a lone surrogate) shows as U+FFFD, a long word loses its middle.
        return fail("define", Problem(Fault.NOT_LETTERS, what="WORD", text=args.word), BAD_INPUT)
    try:
        definition = define(word)
    except DefinitionsError as error:
        return fail("define", error.problem, BROKEN_FILE)
    if definition is None:
        print(translate("Cli", "no meaning known for {word}").format(word=word.upper()))
        return NO_MEANING
    _emit(describe(definition))
    return FOUND


def _run_in_list(args: argparse.Namespace, word: str) -> int:
    """``define WORD --list LIST``: the meanings from the list's language's own source."""
    language = list_language(args.list, getattr(args, "data_dir", None))
    if language is None:
        known = ", ".join(info.id for info in builtin_lists())
        problem = Problem(Fault.LEXICON_UNKNOWN, lexicon=args.list, known=known)
        return fail("define", problem, BAD_INPUT)
    if language == "en":
        args.list = None
        return run(args)
    if not has_meanings(language):
        print(no_source_sentence(language))
        return NO_MEANING
    if normalise_word(word, language) is None:
        problem = Problem(Fault.NOT_LETTERS_OF_LIST, what="WORD", lexicon=args.list, text=word)
        return fail("define", problem, BAD_INPUT)
    try:
        found = meanings(word, language)
    except (DefinitionsError, LexiconError) as error:
        return fail("define", error.problem, BROKEN_FILE)
    if found is None:
        print(translate("Cli", "no meaning known for {word}").format(word=word.upper()))
        return NO_MEANING
    _emit(describe_meanings(found))
    return FOUND


def no_source_sentence(language: str) -> str:
    """The one sentence for a language that has no offline source of meanings."""
    return translate(
        "Cli", "The game has no offline source of word meanings for the language '{language}'."
    ).format(language=language)


def _fail(message: str, status: int) -> int:
    print(f"patentgame define: {message}", file=sys.stderr)
    return status


def _emit(lines: list[str]) -> None:
    """Print ``lines``; a reader that stops early (``| head``) is not an error."""
    try:
        sys.stdout.write("\n".join(lines) + "\n")
        sys.stdout.flush()
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
