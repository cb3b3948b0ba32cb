"""The crossword-board games' rules for Help > Rules: the rule set being played, as the engine
applies it.

The family's ``rules_page`` part (``patentgame.families``): the help dialog shows this page while
the window shows a board game, and hands it that game's :class:`BoardRules` (Scrabble, Эрудит,
Скрэббл, Wocable, with any option chosen in the New game dialog). Every figure comes from the
engine itself: the rules object (rack size, bingo bonus, first word, exchange, challenge, end)
and its tile set (tiles, values, blanks), and the board's layout (size, premium squares). The
sentences follow BOARD_RULES.md.

Each sentence is one whole text for the translator (context ``BoardRulesPage``), written out in
a ``tr()`` call so lupdate finds it; counts go through ``%n``.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from patentgame import families
from patentgame.model.board import layout
from patentgame.model.board.rules import (
    RULE_SETS,
    BoardRules,
    ChallengeRule,
    EndBonus,
    EndRule,
    ExchangeOrder,
    rules_for,
)
from patentgame.views.game_names import game_name
from patentgame.views.rules_markup import bullets, heading, paragraph, table, table_row

# The rule set the page shows when no board game is on the table.
DEFAULT_RULE_SET = "scrabble-en"
# Letters per row of the tiles table (a whole alphabet in one row is too wide).
LETTERS_PER_ROW = 12


#: The word list of common nouns in the nominative singular (Эрудит's words, seed 001).
NOUNS_LIST = "ru-nouns"


class BoardRulesPage(QObject):
    """The page's sentences for one game's rules (a ``QObject``: its ``tr()`` alone gives
    lupdate the plural forms of counting sentences)."""

    def __init__(self, rules: BoardRules, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rules = rules

    def _tiles_table(self) -> str:
        """Every letter with its tiles and points, a few rows of letters, the blank last."""
        tiles = self.rules.tiles
        entries = [(tile.upper(), count, value) for tile, count, value in tiles.letters]
        if tiles.blanks:
            entries.append((self.tr("blank"), tiles.blanks, 0))
        rows = []
        for start in range(0, len(entries), LETTERS_PER_ROW):
            part = entries[start : start + LETTERS_PER_ROW]
            rows.append(table_row(self.tr("letter"), [letter for letter, _, _ in part]))
            rows.append(table_row(self.tr("tiles"), [str(count) for _, count, _ in part]))
            rows.append(table_row(self.tr("points"), [str(value) for _, _, value in part]))
        return table(*rows)

    def _premium_table(self) -> str:
        counts = layout.PREMIUM_COUNTS
        rows = (
            (self.tr("TW"), counts["T"], self.tr("triple word: the word scores three times")),
            (
                self.tr("DW"),
                counts["D"],
                self.tr("double word, the centre star among them: the word scores twice"),
            ),
            (self.tr("TL"), counts["t"], self.tr("triple letter: the tile scores three times")),
            (self.tr("DL"), counts["d"], self.tr("double letter: the tile scores twice")),
        )
        return table(*(table_row(mark, [str(count), what]) for mark, count, what in rows))

    def _the_tiles(self) -> list[str]:
        tiles = self.rules.tiles
        parts = [
            heading(self.tr("The tiles")),
            paragraph(self.tr("The bag holds %n tile(s), blanks included:", "", tiles.size)),
            self._tiles_table(),
        ]
        if tiles.digraphs:
            parts.append(
                paragraph(
                    self.tr(
                        "{digraphs} are tiles of their own: each is one tile on one square."
                    ).format(digraphs=", ".join(tile.upper() for tile in tiles.digraphs))
                )
            )
        if tiles.blanks:
            if self.rules.blank_scores_letter:
                blank = self.tr(
                    "A blank stands for any letter, chosen when it is played, and scores as "
                    "that letter (a rule option)."
                )
            else:
                blank = self.tr(
                    "A blank stands for any letter, chosen when it is played, and scores no points."
                )
            parts.append(paragraph(blank))
        return parts

    def _the_board(self) -> list[str]:
        return [
            heading(self.tr("The board")),
            paragraph(
                self.tr(
                    "The board has {size} by {size} squares: columns {first} to {last} from "
                    "left to right, rows 1 to {size} from top to bottom. A premium square counts "
                    "only in the move that covers it:"
                ).format(size=layout.SIZE, first=layout.COLUMNS[0], last=layout.COLUMNS[-1])
            ),
            self._premium_table(),
        ]

    def _the_start(self) -> list[str]:
        return [
            heading(self.tr("The start")),
            paragraph(
                self.tr(
                    "Each player draws a tile: the one nearest to the start of the alphabet "
                    "plays first (a blank comes before every letter), equal tiles draw again, "
                    "and the tiles go back into the bag."
                )
            ),
            paragraph(
                self.tr(
                    "Each player then draws %n tile(s) onto their rack, and after each move "
                    "draws back up to that many while the bag lasts.",
                    "",
                    self.rules.rack_size,
                )
            ),
        ]

    def _a_move(self) -> list[str]:
        rules = self.rules
        if rules.exchange_min_bag is None:
            exchange = self.tr(
                "<b>Exchange</b>: instead of a move, put back any number of tiles and draw as "
                "many, when the bag holds at least as many tiles as are exchanged."
            )
        else:
            exchange = self.tr(
                "<b>Exchange</b>: instead of a move, put back any number of tiles and draw as "
                "many, when the bag holds at least %n tile(s).",
                "",
                rules.exchange_min_bag,
            )
        moves = [
            self.tr(
                "<b>Play</b>: lay tiles in one row or one column, in one line with the tiles "
                "already there. Every line of two or more tiles across and down that the move "
                "makes must be a word. After the first move, a move touches at least one tile "
                "already on the board. Tiles never move once played."
            ),
            exchange,
            self.tr("<b>Pass</b>: scores nothing."),
        ]
        if rules.exchange_order is ExchangeOrder.RETURN_FIRST:
            order = self.tr(
                "The tiles exchanged go back into the bag first, the bag is mixed, then the new "
                "tiles are drawn: a tile given back may come back."
            )
        else:
            order = self.tr(
                "The new tiles are drawn first, then the tiles exchanged go back into the bag: "
                "a tile given back never comes back in the same exchange."
            )
        if rules.resign_allowed:
            moves.append(
                self.tr(
                    "<b>Resign</b>: the player who resigns loses; with three or four players "
                    "the others play on."
                )
            )
        parts = [
            heading(self.tr("A move")),
            paragraph(
                self.tr(
                    "The first word covers the centre star, a double word square, and has at "
                    "least %n letter(s).",
                    "",
                    rules.first_word_min,
                )
            ),
            paragraph(self.tr("In their turn a player does one of these:")),
            bullets(moves),
            paragraph(order),
        ]
        if rules.blank_swap:
            parts.append(
                paragraph(
                    self.tr(
                        "A rule option: a blank on the board may be taken by putting the "
                        "matching letter in its place; the blank taken must be played in the "
                        "same move."
                    )
                )
            )
        return parts

    def _the_words(self) -> list[str]:
        rules = self.rules
        if rules.lexicon_id == NOUNS_LIST:
            words = self.tr(
                "Only common nouns count, in the nominative singular: ДОМ, КОШКА, ОКНО, but not "
                "ДОМА, КОШКУ or ОКНА. A noun that has no singular counts in the plural: НОЖНИЦЫ, "
                "САНИ, ЧАСЫ. Names, place names, abbreviations and words spelled with a hyphen "
                "do not count."
            )
        else:
            words = self.tr(
                "Every word of the word list counts, in any of its forms the list holds. Names, "
                "abbreviations and words spelled with a hyphen or an apostrophe do not count."
            )
        parts = [heading(self.tr("Words")), paragraph(words)]
        if rules.yo_as_ye:
            parts.append(
                paragraph(
                    self.tr(
                        "Е may be played for Ё, as most print writes it: ЕЖ and ЕЛКА count as "
                        "ЁЖ and ЁЛКА. A word scores as it is laid: an Е tile scores as Е. A Ё "
                        "tile is played only where the word has Ё."
                    )
                )
            )
        return parts

    def _scoring(self) -> list[str]:
        return [
            heading(self.tr("Scoring")),
            paragraph(
                self.tr(
                    "Every word the move makes scores: the points of its tiles, each multiplied "
                    "by the letter premium under a new tile, then the sum multiplied by the word "
                    "premiums under new tiles."
                )
            ),
            paragraph(
                self.tr(
                    "A move that lays all %n tile(s) of the rack earns {bonus} points more.",
                    "",
                    self.rules.rack_size,
                ).format(bonus=self.rules.bingo_bonus)
            ),
        ]

    def _checking(self) -> list[str]:
        rules = self.rules
        if rules.challenge is ChallengeRule.AUTOMATIC:
            text = self.tr(
                "The game checks every word: a move with a word not in the word list is refused "
                "and may be tried again."
            )
        elif rules.challenge is ChallengeRule.POINTS:
            text = self.tr(
                "After a move any opponent may challenge it. If a word is not in the word list, "
                "the move is taken back, scores nothing and the turn is lost. If every word is "
                "in the list, the challenged player gains %n point(s).",
                "",
                rules.challenge_bonus,
            )
        else:
            text = self.tr(
                "After a move any opponent may challenge it. If a word is not in the word list, "
                "the move is taken back, scores nothing and the turn is lost. If every word is "
                "in the list, the challenger loses their next turn."
            )
        return [heading(self.tr("Checking words")), paragraph(text)]

    def _the_end(self) -> list[str]:
        rules = self.rules
        if rules.end_rule is EndRule.SCORELESS:
            ending = self.tr(
                "The game ends when a player uses their last tile while the bag is empty, or "
                "after %n turn(s) in a row that scored nothing.",
                "",
                rules.scoreless_turns,
            )
        elif rules.scoreless_limit:
            ending = self.tr(
                "The game ends when a player uses their last tile while the bag is empty, when "
                "every player has passed twice in a row, or after %n turn(s) in a row that "
                "scored nothing (passes, exchanges, plays taken back): when nobody can make a "
                "word, even after exchanging.",
                "",
                rules.scoreless_limit,
            )
        else:
            ending = self.tr(
                "The game ends when a player uses their last tile while the bag is empty, or "
                "when every player has passed twice in a row."
            )
        if rules.end_bonus is EndBonus.TOURNAMENT:
            going_out = self.tr(
                "The player who goes out adds twice the points of the tiles left on the other "
                "racks; nobody subtracts anything."
            )
        else:
            going_out = self.tr(
                "The player who goes out adds the points of the tiles left on the other racks, "
                "and each other player subtracts the points of their own."
            )
        return [
            heading(self.tr("The end")),
            paragraph(ending),
            paragraph(going_out),
            paragraph(
                self.tr(
                    "When nobody goes out, each player subtracts the points of the tiles left on "
                    "their rack."
                )
            ),
            paragraph(self.tr("The highest score wins; equal scores are a draw.")),
        ]

    def _the_clock(self) -> list[str]:
        """The clock, when the game is played on one (a rule option, off by default)."""
        rules = self.rules
        if rules.move_seconds:
            text = self.tr(
                "Each move has %n second(s). A player whose time runs out has left the game: "
                "with two players the other wins; with three or four the others play on.",
                "",
                rules.move_seconds,
            )
        elif rules.game_minutes:
            text = self.tr(
                "Each player has %n minute(s) for the whole game. A player who takes longer "
                "loses {points} points for each minute, or part of a minute, over; at the end.",
                "",
                rules.game_minutes,
            ).format(points=rules.time_penalty)
        else:
            return []
        held = self.tr(
            "Each player's clock is on their plaque and runs only in their turn; it stands "
            "still while the screen is handed over, while a play may be challenged and while a "
            "dialog is open. A saved game keeps the clocks."
        )
        return [heading(self.tr("The clock")), paragraph(text), paragraph(held)]

    def _keyboard(self) -> list[str]:
        rows = (
            (
                self.tr("Letters"),
                self.tr("lay the tile on the cursor's square (the first on the centre star)"),
            ),
            (
                self.tr("Shift+letter, ?"),
                self.tr("lay a blank as that letter"),
            ),
            (self.tr("Arrows"), self.tr("move the cursor")),
            (self.tr("Space"), self.tr("turn the cursor across or down")),
            (self.tr("Backspace"), self.tr("take back the last tile laid")),
            (self.tr("Enter, Ctrl+Enter"), self.tr("play the tiles")),
            (self.tr("Escape"), self.tr("recall the tiles to the rack")),
            (self.tr("Ctrl+H"), self.tr("shuffle the rack")),
            (self.tr("Ctrl+E"), self.tr("exchange tiles")),
            (self.tr("Ctrl+P"), self.tr("pass")),
            (self.tr("C; Enter or Escape"), self.tr("challenge the move; accept it")),
        )
        return [
            heading(self.tr("Keyboard")),
            table(*(table_row(keys, [what]) for keys, what in rows)),
            paragraph(
                self.tr(
                    "Tiles can also be dragged from the rack to the board and back, or clicked."
                )
            ),
        ]

    def html(self) -> str:
        """The whole rules page, in the language of the app."""
        info = RULE_SETS[self.rules.rule_set]
        name = game_name(families.BOARD.id, info.id)
        parts = [
            "<h2>" + self.tr("How to play {game}").format(game=name) + "</h2>",
            paragraph(
                self.tr(
                    "{game} is played by {fewest} to {most} players. Each lays words from the "
                    "tiles of their rack on the board, crossword-fashion, and scores the points "
                    "of the tiles; the highest score wins."
                ).format(game=name, fewest=info.min_seats, most=info.max_seats)
            ),
            *self._the_words(),
            *self._the_tiles(),
            *self._the_board(),
            *self._the_start(),
            *self._a_move(),
            *self._scoring(),
            *self._checking(),
            *self._the_end(),
            *self._the_clock(),
            *self._keyboard(),
        ]
        return "".join(parts)


def rules_html(rules: BoardRules | None = None) -> str:
    """The rules page of ``rules`` (the game on the table; without one, the default rule set's),
    in the language of the app (the family's ``rules_page``)."""
    return BoardRulesPage(rules if rules is not None else rules_for(DEFAULT_RULE_SET)).html()
