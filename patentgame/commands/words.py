"""``patentgame words`` and ``patentgame check``: the word lists from the command line.

``words`` lists every playable word of a hand and pool, longest first, with what it earns;
``check`` says whether one word may be played, in the patent game (the default) or, with
``--game``, in a crossword-board rule set or BuyWord, in that game's terms (money and stock,
points before premium squares, a sale price). Both are thin shells over
:class:`patentgame.model.lexicon.Lexicon` and the games' own rules, so what they print is what
the engine and the AI see.
"""

from __future__ import annotations

import argparse

from patentgame.commands import Subcommands
from patentgame.commands.output import fail, print_line
from patentgame.keeping.user_lexicons import load_lexicon
from patentgame.model.board.letter_variants import YE, YO, words_of_rules
from patentgame.model.board.rules import RULE_SETS, BoardRules, rules_for
from patentgame.model.buyword import tiles as buyword_tiles
from patentgame.model.buyword.rules import HAND_LIMIT, BuyWordRules
from patentgame.model.errors import LexiconError
from patentgame.model.lexicon import DEFAULT_LIST, Lexicon, builtin_lists
from patentgame.model.list_texts import shown
from patentgame.model.patent.scoring import MAX_WORD, MIN_WORD, word_value
from patentgame.model.patent.words import WordFinder
from patentgame.model.problems import Fault, Problem
from patentgame.wording import Cli, translate

#: Exit status for bad input (a usage error), as argparse uses.
BAD_INPUT = 2


def register(subparsers: Subcommands) -> None:
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
    check.add_argument(
        "--game",
        default=PATENT,
        choices=GAMES,
        metavar="GAME",
        help=translate(
            "Cli",
            "the game whose rules and terms to use: {games} (default {default}); a board rule "
            "set or BuyWord uses its own word list unless --list names one",
        ).format(games=", ".join(GAMES), default=PATENT),
    )
    _list_option(check, default=None)
    check.set_defaults(run=run_check)


#: ``check --game`` values: the patent game, each crossword-board rule set, BuyWord.
PATENT, BUYWORD = "patent", "buyword"
GAMES = (PATENT, *RULE_SETS, BUYWORD)


def _list_option(parser: argparse.ArgumentParser, default: str | None = DEFAULT_LIST) -> None:
    ids = ", ".join(info.id for info in builtin_lists())
    parser.add_argument(
        "--list",
        default=default,
        metavar="ID",
        help=translate(
            "Cli", "the word list: {ids}, or the id of an imported list (default {default})"
        ).format(ids=ids, default=DEFAULT_LIST),
    )


def _fail(command: str, problem: Problem) -> int:
    return fail(command, problem, BAD_INPUT)


def _load(args: argparse.Namespace, default: str = DEFAULT_LIST, *, a_to_z: bool = True) -> Lexicon:
    """The chosen list (``default`` when none is named); the user's data folder is looked at
    only for an imported list.

    Raises:
        LexiconError: no such list, it cannot be read, or (with ``a_to_z``: the patent game's
            cards and BuyWord's tiles) it spells words with letters other than A to Z.
    """
    chosen = args.list or default
    lexicon = load_lexicon(chosen, getattr(args, "data_dir", None))
    if a_to_z and not lexicon.spells_a_to_z():
        raise LexiconError(Problem(Fault.LEXICON_NOT_A_TO_Z, lexicon=chosen))
    return lexicon


def _label(lexicon: Lexicon) -> str:
    for info in builtin_lists():
        if info.id == lexicon.lexicon_id:
            return shown(info.label)  # a shipped list's name, in the language spoken
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
    """Say whether the word may be played in ``--game``: exit 0 if so, 1 if not, 2 for bad
    input."""
    if args.game in RULE_SETS:
        return _check_board(args, rules_for(args.game))
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
    if word.lower() not in lexicon:
        text = translate("Cli", "{word} is not in {list}").format(word=shown, list=label)
        return print_line("check", text) or 1
    if args.game == BUYWORD:
        return _check_buyword(word, label)
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


def _check_buyword(word: str, label: str) -> int:
    """BuyWord's terms: the letters a word may have, and what it sells for (its pips squared;
    wild tiles, worth 1 pip, are not counted)."""
    shown, low = word.upper(), BuyWordRules().min_word
    if not low <= len(word) <= HAND_LIMIT:
        text = translate(
            "Cli", "{word} is in {list}, but a word needs {low} to {high} letters"
        ).format(word=shown, list=label, low=low, high=HAND_LIMIT)
        return print_line("check", text) or 1
    pips = sum(buyword_tiles.LETTER_PIPS[letter] for letter in shown)
    sentence = Cli.tr(
        "{word} is valid in {list}: %n pip(s), it sells for ${price} in BuyWord", "", pips
    )
    text = sentence.format(word=shown, list=label, price=buyword_tiles.price(pips))
    return print_line("check", text)


def _check_board(args: argparse.Namespace, rules: BoardRules) -> int:
    """A crossword-board rule set's terms: its letters (Cyrillic, Ñ, the Spanish digraphs),
    words of 2 letters or more, Ё played as Е where the rules allow it, and the points of the
    tiles before premium squares."""
    game = translate("Families", RULE_SETS[rules.rule_set].name)  # as the app names it
    word = args.word.lower()
    tiles = rules.tiles.spell(word) if word else None
    if not word or tiles is None or not word.isalpha():
        problem = (
            Problem(Fault.NOT_TILES, what="WORD", game=game, text=args.word)
            if word
            else Problem(Fault.NO_LETTERS, what="WORD")
        )
        return _fail("check", problem)
    try:
        lexicon = _load(args, rules.lexicon_id, a_to_z=False)
    except LexiconError as error:
        return _fail("check", error.problem)
    label, shown = _label(lexicon), word.upper()
    if word not in words_of_rules(lexicon, rules):
        text = translate("Cli", "{word} is not in {list}").format(word=shown, list=label)
        return print_line("check", text) or 1
    if len(tiles) < 2:
        text = translate("Cli", "{word} is in {list}, but a word needs {low} to {high} letters")
        return print_line("check", text.format(word=shown, list=label, low=2, high=15)) or 1
    points = sum(rules.tiles.value(tile) for tile in tiles)
    sentence = Cli.tr(
        "{word} is valid in {game} ({list}): %n point(s) before premium squares", "", points
    ).format(word=shown, game=game, list=label)
    if word not in lexicon:
        spelled = _with_yo(word, lexicon)
        sentence += " " + translate("Cli", "(the list writes it {word})").format(word=spelled)
    return print_line("check", sentence)


def _with_yo(word: str, lexicon: Lexicon) -> str:
    """The spelling of ``word`` the list holds, some of its Е written Ё (the first found)."""
    places = [index for index, letter in enumerate(word) if letter == YE]
    for mask in range(1, 1 << min(len(places), 12)):
        letters = list(word)
        for bit, index in enumerate(places):
            if mask >> bit & 1:
                letters[index] = YO
        if "".join(letters) in lexicon:
            return "".join(letters).upper()
    return word.upper()
