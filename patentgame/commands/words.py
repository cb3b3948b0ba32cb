"""``patentgame words`` and ``patentgame check``: the word lists from the command line.

``words`` lists every playable word of a hand and pool, longest first, with what it earns;
``check`` says whether one word may be played. Both are thin shells over
:class:`patentgame.model.lexicon.Lexicon`, so what they print is what the engine and the AI see.
"""

from __future__ import annotations

import argparse
from typing import Any

from patentgame.commands.output import fail, print_line
from patentgame.keeping.user_lexicons import load_lexicon
from patentgame.model.errors import LexiconError
from patentgame.model.lexicon import DEFAULT_LIST, Lexicon, builtin_lists
from patentgame.model.patent.scoring import MAX_WORD, MIN_WORD, word_value
from patentgame.model.patent.words import WordFinder
from patentgame.model.problems import Fault, Problem
from patentgame.wording import Cli, translate

#: Exit status for bad input (a usage error), as argparse uses.
BAD_INPUT = 2


def register(subparsers: Any) -> None:
    """Add the ``words`` and ``check`` subcommands."""
    words = subparsers.add_parser(
        "words",
        help=translate("Cli", "list the playable words of a hand and pool"),
        description=translate(
            "Cli",
            "Print every word of 3 to 12 letters that LETTERS (the hand) and the pool can spell, "
            "using at least one hand letter, longest first, with its money and stock "
            "(a word with a Q is doubled; other doublers depend on patents and are not counted).",
        ),
    )
    words.add_argument(
        "letters", metavar="LETTERS", help=translate("Cli", "the hand, e.g. QATRSEI")
    )
    words.add_argument(
        "--pool", default="", metavar="LETTERS", help=translate("Cli", "the pool, e.g. NOL")
    )
    words.add_argument(
        "--copy", action="store_true", help=translate("Cli", "the X power: use one letter twice")
    )
    words.add_argument(
        "--add-s",
        action="store_true",
        help=translate("Cli", "the Z power: add an S after the last letter"),
    )
    _list_option(words)
    words.set_defaults(run=run_words)

    check = subparsers.add_parser(
        "check",
        help=translate("Cli", "say whether a word is valid"),
        description=translate(
            "Cli",
            "Say whether WORD may be played: found in the word list and 3 to 12 letters long. "
            "Exit status 0 when it may, 1 when it may not, 2 for bad input.",
        ),
    )
    check.add_argument("word", metavar="WORD", help=translate("Cli", "the word to check"))
    _list_option(check)
    check.set_defaults(run=run_check)


def _list_option(parser: argparse.ArgumentParser) -> None:
    ids = ", ".join(info.id for info in builtin_lists())
    parser.add_argument(
        "--list",
        default=DEFAULT_LIST,
        metavar="ID",
        help=translate(
            "Cli", "the word list: {ids}, or the id of an imported list (default {default})"
        ).format(ids=ids, default=DEFAULT_LIST),
    )


def _fail(command: str, problem: Problem) -> int:
    return fail(command, problem, BAD_INPUT)


def _load(args: argparse.Namespace) -> Lexicon:
    """The chosen list; the user's data folder is looked at only for an imported list.

    Raises:
        LexiconError: no such list, it cannot be read, or it spells words with letters other
            than A to Z (the patent game's cards, which these commands are about).
    """
    lexicon = load_lexicon(args.list, getattr(args, "data_dir", None))
    if not lexicon.spells_a_to_z():
        raise LexiconError(Problem(Fault.LEXICON_NOT_A_TO_Z, lexicon=args.list))
    return lexicon


def _label(lexicon: Lexicon) -> str:
    for info in builtin_lists():
        if info.id == lexicon.lexicon_id:
            return info.label
    return lexicon.lexicon_id


def earnings(word: str) -> tuple[int, int]:
    """Money and stock of ``word`` before patent doublers: the Q letter doubles a word.

    >>> earnings("quiet"), earnings("station")
    ((6, 0), (6, 1))
    """
    money, stock = word_value(len(word))
    factor = 2 if "q" in word.lower() else 1
    return money * factor, stock * factor


def _only_letters(text: str, what: str) -> Problem | None:
    """The problem with ``text`` as letters A to Z, or None when there is none."""
    if not text:
        return Problem(Fault.NO_LETTERS, what=what)
    if not text.isascii() or not text.isalpha():
        return Problem(Fault.NOT_LETTERS, what=what, text=text)
    return None


def run_words(args: argparse.Namespace) -> int:
    """Print the playable words, longest first; exit 2 for bad letters or an unknown list."""
    problem = _only_letters(args.letters, "LETTERS") or (
        _only_letters(args.pool, "--pool") if args.pool else None
    )
    if problem:
        return _fail("words", problem)
    try:
        lexicon = _load(args)
        finder = WordFinder(lexicon)
        found = finder.words_from(args.letters, args.pool, copy=args.copy, add_s=args.add_s)
    except LexiconError as error:
        return _fail("words", error.problem)
    if not found:
        return print_line(
            "words", translate("Cli", "no playable word in {list}").format(list=_label(lexicon))
        )
    width = max(len(word) for word in found)
    headings = [
        translate("Cli", "word"),
        translate("Cli", "letters"),
        translate("Cli", "money"),
        translate("Cli", "stock"),
    ]
    width = max(width, len(headings[0]))
    columns = [max(len(heading), 5) for heading in headings[1:]]
    # (ljust/rjust, not nested f-string fields: lupdate's reader of Python loses its way in
    # those and would miss the sentences below)
    lines = [_row(headings, width, columns)]
    for word in found:
        money, stock = earnings(word)
        lines.append(
            _row([word.upper(), str(len(word)), "$" + str(money), str(stock)], width, columns)
        )
    lines.append(Cli.tr("%n word(s) in {list}", "", len(found)).format(list=_label(lexicon)))
    return print_line("words", "\n".join(lines))


def _row(cells: list[str], width: int, columns: list[int]) -> str:
    """One line of the table: the word left-aligned in ``width``, the figures right-aligned."""
    figures = [cell.rjust(size) for cell, size in zip(cells[1:], columns, strict=True)]
    return "  ".join([cells[0].ljust(width), *figures])


def run_check(args: argparse.Namespace) -> int:
    """Say whether the word may be played: exit 0 if so, 1 if not, 2 for bad input."""
    word = args.word
    problem = _only_letters(word, "WORD")
    if problem:
        return _fail("check", problem)
    try:
        lexicon = _load(args)
    except LexiconError as error:
        return _fail("check", error.problem)
    label = _label(lexicon)
    shown = word.upper()
    if word not in lexicon:
        text = translate("Cli", "{word} is not in {list}").format(word=shown, list=label)
        return print_line("check", text) or 1
    if not MIN_WORD <= len(word) <= MAX_WORD:
        text = translate(
            "Cli", "{word} is in {list}, but a word needs {low} to {high} letters"
        ).format(word=shown, list=label, low=MIN_WORD, high=MAX_WORD)
        return print_line("check", text) or 1
    money, stock = earnings(word)
    if "q" in word.lower():
        sentence = Cli.tr(
            "{word} is valid in {list}: ${money} and %n stock (doubled by the Q)", "", stock
        )
    else:
        sentence = Cli.tr("{word} is valid in {list}: ${money} and %n stock", "", stock)
    return print_line("check", sentence.format(word=shown, list=label, money=money))
