"""``patentgame define WORD``: a word's meanings, offline, from the game's WordNet definitions.

A thin shell over :func:`patentgame.model.definitions.define`: the model returns the readings
(base word, how it was found, sense groups) and this module makes the text. A form resolved by a
rule always names its base (WALKED: past of WALK), so a guess is never shown as the word's own
meaning.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from patentgame.commands.output import fail
from patentgame.model.definitions import (
    Definition,
    DefinitionsError,
    Derivation,
    PartOfSpeech,
    WordForm,
    define,
)
from patentgame.model.problems import Fault, Problem
from patentgame.wording import QT_TRANSLATE_NOOP, translate

#: Exit statuses: a meaning was printed, none is known, bad input, the file cannot be read.
FOUND, NO_MEANING, BAD_INPUT, BROKEN_FILE = 0, 1, 2, 3


def register(subparsers: Any) -> None:
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


def run(args: argparse.Namespace) -> int:
    """Print the meanings; exit 1 with one line when there are none, 2 for bad input."""
    word = args.word.strip()
    if not word:
        return _fail(translate("Cli", "WORD is empty: give a word"), BAD_INPUT)
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
