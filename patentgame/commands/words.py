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

#: Exit status for bad input (a usage error), as argparse uses.
BAD_INPUT = 2


def register(subparsers: Any) -> None:
    """Add the ``words`` and ``check`` subcommands."""
    words = subparsers.add_parser(
        "words",
        help="list the playable words of a hand and pool",
        description=(
            "Print every word of 3 to 12 letters that LETTERS (the hand) and the pool can spell, "
            "using at least one hand letter, longest first, with its money and stock "
            "(a word with a Q is doubled; other doublers depend on patents and are not counted)."
        ),
    )
    words.add_argument("letters", metavar="LETTERS", help="the hand, e.g. QATRSEI")
    words.add_argument("--pool", default="", metavar="LETTERS", help="the pool, e.g. NOL")
    words.add_argument("--copy", action="store_true", help="the X power: use one letter twice")
    words.add_argument(
        "--add-s", action="store_true", help="the Z power: add an S after the last letter"
    )
    _list_option(words)
    words.set_defaults(run=run_words)

    check = subparsers.add_parser(
        "check",
        help="say whether a word is valid",
        description=(
            "Say whether WORD may be played: found in the word list and 3 to 12 letters long. "
            "Exit status 0 when it may, 1 when it may not, 2 for bad input."
        ),
    )
    check.add_argument("word", metavar="WORD", help="the word to check")
    _list_option(check)
    check.set_defaults(run=run_check)


def _list_option(parser: argparse.ArgumentParser) -> None:
    ids = ", ".join(info.id for info in builtin_lists())
    parser.add_argument(
        "--list",
        default=DEFAULT_LIST,
        metavar="ID",
        help=f"the word list: {ids}, or the id of an imported list (default {DEFAULT_LIST})",
    )


def _fail(command: str, problem: Problem) -> int:
    return fail(command, problem, BAD_INPUT)


def _load(args: argparse.Namespace) -> Lexicon:
    """The chosen list; the user's data folder is looked at only for an imported list."""
    return load_lexicon(args.list, getattr(args, "data_dir", None))


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
        return print_line("words", f"no playable word in {_label(lexicon)}")
    width = max(len(word) for word in found)
    lines = [f"{'word':<{width}}  letters  money  stock"]
    for word in found:
        money, stock = earnings(word)
        lines.append(f"{word.upper():<{width}}  {len(word):>7}  {'$' + str(money):>5}  {stock:>5}")
    lines.append(f"{len(found)} words in {_label(lexicon)}")
    return print_line("words", "\n".join(lines))


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
        return print_line("check", f"{shown} is not in {label}") or 1
    if not MIN_WORD <= len(word) <= MAX_WORD:
        text = f"{shown} is in {label}, but a word needs {MIN_WORD} to {MAX_WORD} letters"
        return print_line("check", text) or 1
    money, stock = earnings(word)
    doubled = " (doubled by the Q)" if "q" in word.lower() else ""
    return print_line("check", f"{shown} is valid in {label}: ${money} and {stock} stock{doubled}")
