"""BuyWord's complete rules for Help > Rules: every rule the engine applies, as it applies it.

The family's ``rules_page`` part (``patentgame.families``): the help dialog shows this page while
the window shows BuyWord's table. Every figure comes from the engine itself (the die's faces,
the money, the wild tiles dealt, the hand limit, the yardstick, the tiles' letters and pips, the
price of pips), and so does the tile set's label: ours, derived from letter frequency, or the
published game's (``tiles.ORIGIN``). The sentences follow BUYWORD_RULES.md and the engine's
rulings (docs/buyword.md), section by section.

Each sentence is one whole text for the translator (context ``BuyWordRulesPage``), written out
in a ``tr()`` call so lupdate finds it; counts go through ``%n``.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from patentgame.controller.buyword.narration import money
from patentgame.model.buyword import die
from patentgame.model.buyword.rules import (
    CHALLENGE_FEE,
    HAND_LIMIT,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MIN_WORD_CHOICES,
    SOLO_YARDSTICK,
    STARTING_MONEY,
    WILDS_BY_PLAYERS,
    BuyWordRules,
)
from patentgame.model.buyword.tiles import (
    LETTER_COUNTS,
    LETTER_PIPS,
    ORIGIN,
    POLISH,
    RUSSIAN,
    WILD_PIPS,
    WILD_TILES,
    TileSet,
    TileSetOrigin,
    pips_of_letters,
    price,
)
from patentgame.views.rules_markup import bullets, heading, paragraph, table, table_row

#: The word the page prices as an example (its pips come from the tile set).
EXAMPLE_WORD = "CAT"


class BuyWordRulesPage(QObject):
    """The page's sentences (a ``QObject``: its ``tr()`` alone gives lupdate the plural forms of
    counting sentences)."""

    def _tiles_table(self, tiles: TileSet | None = None) -> str:
        """Every letter of ``tiles`` (the English set by default) with its tiles and pips, the
        alphabet in two halves (one is too wide)."""
        letters = list(tiles.alphabet) if tiles is not None else sorted(LETTER_COUNTS)
        counts = tiles.counts if tiles is not None else LETTER_COUNTS
        pips = tiles.pips if tiles is not None else LETTER_PIPS
        middle = (len(letters) + 1) // 2
        rows = []
        for half in (letters[:middle], letters[middle:]):
            rows.append(table_row(self.tr("letter"), half))
            rows.append(
                table_row(
                    self.tr("tiles"),
                    [str(counts[letter]) for letter in half],
                )
            )
            rows.append(
                table_row(
                    self.tr("pips"),
                    [str(pips[letter]) for letter in half],
                )
            )
        return table(*rows)

    def _other_languages(self) -> list[str]:
        """The Russian and Polish tile sets, ours too (issue 35): a game takes the tiles of its
        word list's language."""
        return [
            heading(self.tr("Tiles for Russian and Polish words")),
            paragraph(
                self.tr(
                    "A game played with a Russian or a Polish word list uses tiles of that "
                    "language, also our own: derived the same way, from how often each letter "
                    "occurs in everyday Russian or Polish words. There are again {letters} letter "
                    "tiles and {wilds} wild tiles, and a wild tile stands for any letter of the "
                    "game's alphabet.",
                ).format(letters=sum(RUSSIAN.counts.values()), wilds=WILD_TILES)
            ),
            paragraph(self.tr("Russian:")),
            self._tiles_table(RUSSIAN),
            paragraph(self.tr("Polish:")),
            self._tiles_table(POLISH),
        ]

    def _prices_table(self) -> str:
        """The price of every number of pips up to the dearest set the die can bring."""
        dearest = die.MAX_COUNT * max(LETTER_PIPS.values())
        pips = list(range(1, dearest + 1))
        middle = (len(pips) + 1) // 2
        rows = []
        for half in (pips[:middle], pips[middle:]):
            rows.append(table_row(self.tr("pips"), [str(n) for n in half]))
            rows.append(
                table_row(
                    self.tr("price"),
                    [money(price(n)) for n in half],
                )
            )
        return table(*rows)

    def _die_table(self) -> str:
        choice = self.tr("choice")
        faces = [choice if face == die.CHOICE else str(face) for face in die.FACES]
        return table(table_row(self.tr("the die's faces"), faces))

    def _wilds_table(self) -> str:
        seats = sorted(WILDS_BY_PLAYERS)
        return table(
            table_row(self.tr("players"), [str(n) for n in seats]),
            table_row(
                self.tr("wild tiles each"),
                [str(WILDS_BY_PLAYERS[n]) for n in seats],
            ),
        )

    def tile_set_label(self, origin: TileSetOrigin = ORIGIN) -> str:
        """The honest word on where the tiles' letters and pips come from."""
        if origin is TileSetOrigin.PUBLISHED:
            return self.tr("<b>These are the published game's tiles</b>, letters and pips.")
        return self.tr(
            "<b>These tiles are our own, not the published game's.</b> No source we could find "
            "gives how many tiles of each letter the published game has, or their pips. So here "
            "each letter's tiles and pips are derived from how often it occurs in everyday English "
            "words, the way the Scrabble values were: common letters have more tiles and fewer "
            "pips, rare letters fewer tiles and more pips.",
        )

    def yardstick_label(self, origin: TileSetOrigin = ORIGIN) -> str:
        """What the yardstick promises with this tile set ("" when it is the published one)."""
        if origin is TileSetOrigin.PUBLISHED:
            return ""
        return self.tr(
            "The yardstick was made for the published tiles. This game's tiles are derived, not "
            "published, so take it as a guide, not a promise.",
        )

    def _the_tiles(self) -> list[str]:
        fewest, most = min(LETTER_PIPS.values()), max(LETTER_PIPS.values())
        return [
            heading(self.tr("The tiles")),
            paragraph(self.tile_set_label()),
            paragraph(
                self.tr(
                    "The bag holds %n letter tile(s). Each shows its letter and from {fewest} to "
                    "{most} pips:",
                    "",
                    sum(LETTER_COUNTS.values()),
                ).format(fewest=fewest, most=most)
            ),
            self._tiles_table(),
            paragraph(
                self.tr("There are also %n wild tile(s).", "", WILD_TILES)
                + " "
                + self.tr(
                    "A wild tile carries %n pip(s) and stands for any letter from A to Z in the "
                    "word it is sold in.",
                    "",
                    WILD_PIPS,
                )
            ),
        ]

    def _the_start(self) -> list[str]:
        return [
            heading(self.tr("The start")),
            paragraph(
                self.tr(
                    "Each player starts with {money}. The bank takes the price of the sets bought "
                    "and pays for the words sold; it never runs out.",
                ).format(money=money(STARTING_MONEY))
            ),
            paragraph(
                self.tr(
                    "Each player is dealt the wild tiles the table gives for the number of "
                    "players; those nobody is dealt stay in the box. The letter tiles are shuffled "
                    "into the bag, and the first player to hold the die is drawn at random.",
                )
            ),
            self._wilds_table(),
        ]

    def _a_round(self) -> list[str]:
        example_pips = pips_of_letters(EXAMPLE_WORD)
        return [
            heading(self.tr("A round")),
            paragraph(
                self.tr(
                    "<b>The roll.</b> The player holding the die, the leader, throws it. The "
                    "number it shows is how many tiles each player gets this round. On a face "
                    'marked "choice" the leader names any number from {low} to {high}.',
                ).format(low=die.MIN_COUNT, high=die.MAX_COUNT)
            ),
            self._die_table(),
            paragraph(
                self.tr(
                    "<b>Buying.</b> Starting with the leader and going left, each player in turn "
                    "draws that many tiles from the bag and at once decides on the whole set: buy "
                    "it, or discard it out of the game. A set costs its pips squared, paid to the "
                    "bank. A player whose money is less than the set's price cannot buy it: the "
                    "set leaves the game by itself.",
                )
            ),
            paragraph(self.tr("What a set costs, and what a word sells for, by its pips:")),
            self._prices_table(),
            paragraph(
                self.tr(
                    "For example, the tiles of {word} carry {pips} pips: bought as a set they cost "
                    "{price}, and sold as the word {word} they earn {price}.",
                ).format(word=EXAMPLE_WORD, pips=example_pips, price=money(price(example_pips)))
            ),
            paragraph(
                self.tr(
                    "<b>Selling.</b> Then, in the same order, each player may sell any number of "
                    "words from their hand, one after another, and stops when they wish. The bank "
                    "pays each word its pips squared. A word sold:",
                )
            ),
            bullets(
                (
                    self.tr(
                        "has at least {fewest} letters (a rule option of the New game dialog asks "
                        "for {more});",
                    ).format(
                        fewest=BuyWordRules().min_word,
                        more=", ".join(
                            str(n) for n in MIN_WORD_CHOICES if n != BuyWordRules().min_word
                        ),
                    ),
                    self.tr(
                        "is in the game's word list (and fits the theme, when the game has one);",
                    ),
                    self.tr(
                        "uses at most one wild tile, which stands for any letter and counts its "
                        "own pips, not the letter's;",
                    ),
                    self.tr(
                        "leaves the game with all its tiles, the wild tile too.",
                    ),
                )
            ),
            paragraph(
                self.tr(
                    "Unless the players challenge words (a rule option below), the game checks "
                    "every word: a word it refuses costs nothing and stays in the hand. A player "
                    "whose hand is too small for a word sells nothing.",
                )
            ),
            paragraph(
                self.tr(
                    "<b>Discarding.</b> Then, in the same order, each player holding more than "
                    "{limit} letter tiles discards letter tiles of their choice until at most "
                    "{limit} are left; the discarded tiles leave the game. Wild tiles do not count "
                    "toward the {limit} and are never discarded.",
                ).format(limit=HAND_LIMIT)
            ),
            paragraph(
                self.tr(
                    "Then the die passes to the left, and the next round begins.",
                )
            ),
        ]

    def _the_end(self) -> list[str]:
        return [
            heading(self.tr("The end")),
            paragraph(
                self.tr(
                    "After the roll (and the leader's choice), when the bag holds fewer tiles than "
                    "the round needs, the number times the players, its last tiles leave the game "
                    "and nobody buys. The players still sell words as in any round; then the game "
                    "ends, without discarding.",
                )
            ),
            paragraph(
                self.tr(
                    "The player with the most money wins; players with equal money share the win.",
                )
            ),
        ]

    def _alone(self) -> list[str]:
        low, high = SOLO_YARDSTICK
        parts = [
            heading(self.tr("Playing alone")),
            paragraph(
                self.tr(
                    "Alone, you play the same rounds with %n wild tile(s). The game checks every "
                    "word, and there is no auction.",
                    "",
                    WILDS_BY_PLAYERS[MIN_PLAYERS],
                )
            ),
            paragraph(
                self.tr(
                    "The rules judge a game alone against their yardstick: ending with {low} to "
                    "{high} is a good game, more is a great one. The summary places your money "
                    "against it, and, with your statistics, against your best game alone.",
                ).format(low=money(low), high=money(high))
            ),
        ]
        label = self.yardstick_label()
        if label:
            parts.append(paragraph(label))
        return parts

    def _options(self) -> list[str]:
        return [
            heading(self.tr("Rule options")),
            paragraph(
                self.tr(
                    "The New game dialog offers these options; each is off unless chosen, and the "
                    "draft and the auction cannot be played together.",
                )
            ),
            bullets(
                (
                    self.tr(
                        "<b>Players challenge words</b> (two players or more): the game does not "
                        "check a word offered for sale; every other player accepts or challenges "
                        "it. If nobody challenges, the word is sold, whether it is in the word "
                        "list or not. If several challenge, only the first challenger to the "
                        "seller's left counts. A word in the list (and the theme) is sold, and the "
                        "challenger pays the seller {fee}; the bank pays it when the challenger "
                        "has no money. A word not in the list goes back to the hand, and its "
                        "seller sells nothing more this round.",
                    ).format(fee=money(CHALLENGE_FEE)),
                    self.tr(
                        "<b>Draft from a face-up display</b>: after the roll, the number times the "
                        "players tiles are laid face up. Starting with the leader and going left, "
                        "each player takes one tile at a time until everyone has the number. Then, "
                        "in the same order, each player buys the tiles they took for their pips "
                        "squared, or discards them, as with a drawn set.",
                    ),
                    self.tr(
                        "<b>Auction each set</b> (two players or more): starting with the leader, "
                        "each player in turn draws a set, which is auctioned instead of offered to "
                        "them. Bidding starts with the player who drew it and goes left; a bid is "
                        "in whole dollars, higher than the last and at most the bidder's money. A "
                        "player who passes, or cannot bid higher, is out of this auction. When "
                        "everyone else is out, the highest bidder pays the bid to the bank and "
                        "takes the set; a set nobody bids on leaves the game.",
                    ),
                    self.tr(
                        "<b>Word theme</b>: every word sold must also be in the theme's word "
                        "list, one of the built-in lists.",
                    ),
                )
            ),
        ]

    def _keyboard(self) -> list[str]:
        counts = self.tr("{low} to {high}").format(low=die.MIN_COUNT, high=die.MAX_COUNT)
        rows = (
            (
                self.tr("Enter"),
                self.tr("roll, buy, bid, sell the word, discard the marked tiles"),
            ),
            (counts, self.tr('name the number on "choice"')),
            (
                self.tr("B, D"),
                self.tr("buy the set, discard the set"),
            ),
            (
                self.tr("Letters"),
                self.tr(
                    "build the word (the wild tile takes a letter you have no tile of) / mark "
                    "tiles to discard / take a tile of the display",
                ),
            ),
            (
                self.tr("Backspace, Escape"),
                self.tr("take back a letter, clear the word"),
            ),
            (
                self.tr("Space"),
                self.tr("stop selling this round / pass in an auction"),
            ),
            (
                self.tr("Up, Down"),
                self.tr("raise or lower the bid"),
            ),
            (
                self.tr("C, Enter"),
                self.tr("challenge the word, accept it"),
            ),
        )
        return [
            heading(self.tr("Keyboard")),
            table(*(table_row(keys, [what]) for keys, what in rows)),
            paragraph(
                self.tr(
                    "Tiles can also be clicked, and dragged from the hand into the word, along it "
                    "and back.",
                )
            ),
        ]

    def html(self) -> str:
        """The whole rules page, in the language of the app."""
        parts = [
            "<h2>" + self.tr("How to play BuyWord") + "</h2>",
            paragraph(
                self.tr(
                    "Buy letter tiles and sell words. Each round the die says how many tiles each "
                    "player draws; each player buys or discards that set, then sells words from "
                    "their hand. A set costs, and a word earns, its pips squared. When the bag "
                    "runs out, the player with the most money wins. BuyWord is played by {fewest} "
                    "to {most} players: alone, it is a game of patience against the rules' "
                    "yardstick.",
                ).format(fewest=MIN_PLAYERS, most=MAX_PLAYERS)
            ),
            *self._the_tiles(),
            *self._other_languages(),
            *self._the_start(),
            *self._a_round(),
            *self._the_end(),
            *self._alone(),
            *self._options(),
            *self._keyboard(),
        ]
        return "".join(parts)


def rules_html() -> str:
    """The whole rules page, in the language of the app (the family's ``rules_page``)."""
    return BuyWordRulesPage().html()
