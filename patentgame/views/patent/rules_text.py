"""The patent game's complete rules for Help > Rules: every rule the engine applies.

Each paragraph is one translatable text (context ``Rules``). The figures come from the engine
itself (word values, patent prices, goals, the stacking of doublers), so the page cannot drift
from what the game does; the sentences follow RULES.md section by section.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from patentgame.model.patent.cards import DISTRIBUTION, HAND_SIZE, POOL_SIZE
from patentgame.model.patent.patents import PATENT_COST
from patentgame.model.patent.rules import GOAL_BY_PLAYERS, MIN_PATENTS_BY_PLAYERS, DoublerMode
from patentgame.model.patent.scoring import MAX_WORD, MIN_WORD, multiplier, word_value

#: Qt's translate under the name lupdate looks for: each ``translate("Rules", "...")`` below
#: is one paragraph of the .ts files.
translate = QCoreApplication.translate


def _p(text: str) -> str:
    return f"<p>{text}</p>"


def _h(text: str) -> str:
    return f"<h3>{text}</h3>"


def _items(*texts: str) -> str:
    return "<ul>" + "".join(f"<li>{text}</li>" for text in texts) + "</ul>"


def _row(heading: str, cells: list[str]) -> str:
    return f"<tr><th>{heading}</th>" + "".join(f"<td>{cell}</td>" for cell in cells) + "</tr>"


def _table(*rows: str) -> str:
    return '<table border="1" cellpadding="4" cellspacing="0">' + "".join(rows) + "</table>"


def _word_values() -> str:
    lengths = list(range(MIN_WORD, MAX_WORD + 1))
    return _table(
        _row(translate("Rules", "letters"), [str(n) for n in lengths]),
        _row(translate("Rules", "money"), [f"${word_value(n)[0]}" for n in lengths]),
        _row(translate("Rules", "stock"), [str(word_value(n)[1]) for n in lengths]),
    )


def _distribution() -> str:
    letters = sorted(DISTRIBUTION)
    return _table(
        _row(translate("Rules", "letter"), letters),
        _row(translate("Rules", "cards"), [str(DISTRIBUTION[letter]) for letter in letters]),
    )


def _patents() -> str:
    letters = sorted(PATENT_COST)
    rows = []
    for half in (letters[:13], letters[13:]):  # the whole alphabet is too wide for the page
        rows.append(_row(translate("Rules", "patent"), half))
        rows.append(
            _row(translate("Rules", "price"), [f"${PATENT_COST[letter]}" for letter in half])
        )
    return _table(*rows)


def _goals() -> str:
    seats = sorted(GOAL_BY_PLAYERS)
    return _table(
        _row(translate("Rules", "players"), [str(n) for n in seats]),
        _row(translate("Rules", "goal"), [f"${GOAL_BY_PLAYERS[n]}" for n in seats]),
        _row(
            translate("Rules", "minimum patents (option)"),
            [str(MIN_PATENTS_BY_PLAYERS[n]) for n in seats],
        ),
    )


def _stacking() -> str:
    modes = (
        (DoublerMode.MULTIPLY, translate("Rules", "multiply (usual)")),
        (DoublerMode.ADD, translate("Rules", "add")),
        (DoublerMode.MAX2, translate("Rules", "never more than x2")),
    )
    return _table(
        _row(translate("Rules", "doublers on a word"), ["1", "2", "3"]),
        *(_row(label, [f"x{multiplier(n, mode)}" for n in (1, 2, 3)]) for mode, label in modes),
    )


def rules_html() -> str:
    """The whole rules page, in the language of the app."""
    parts = [
        "<h2>" + translate("Rules", "How to play") + "</h2>",
        _p(
            translate(
                "Rules",
                "Build words from your cards and the cards of the pool. Words earn money and, from "
                "six letters on, stock. With money you buy <b>patents</b> on letters: whenever "
                "another player plays a card of your letter, the bank pays you $1, and some "
                "patents "
                "give a special power. The game ends after the round in which someone's patents "
                "reach the goal; then money, stock and patents together decide the winner.",
            )
        ),
        _h(translate("Rules", "The cards and the start")),
        _p(translate("Rules", "There are %1 letter cards:")).replace(
            "%1", str(sum(DISTRIBUTION.values()))
        ),
        _distribution(),
        _p(
            translate(
                "Rules",
                "Everyone starts with $0 and no stock; the bank never runs out. Before the deal "
                "every player cuts the deck: the card nearest to Z starts (players who tie cut "
                "again), and that player starts every round of the game. Each player gets %1 "
                "cards; "
                "%2 cards lie face up as the pool.",
            )
        )
        .replace("%1", str(HAND_SIZE))
        .replace("%2", str(POOL_SIZE)),
        _h(translate("Rules", "Your turn")),
        _p(translate("Rules", "On your turn you either discard or build.")),
        _items(
            translate(
                "Rules",
                "<b>Discard</b>: discard any number of your cards (none is a pass), draw back to "
                "7, and your turn ends.",
            ),
            translate(
                "Rules",
                "<b>Build</b>: lay out a word of at least 3 letters made of your cards and the "
                "pool's, with at least one card of your own. Then, in this order: the word is "
                "checked (see Challenges); you receive its money and stock; the owners of the "
                "letters you played receive their royalties; you may buy one patent; the pool is "
                "refilled to 3 from the deck and the played cards go to the discard pile; you may "
                "discard any of your remaining cards; you draw back to 7.",
            ),
        ),
        _p(
            translate(
                "Rules",
                "When the deck is empty, the discard pile is shuffled into a new deck. On the last "
                "turn of the game the discard after a build is skipped: it could change nothing.",
            )
        ),
        _h(translate("Rules", "What a word earns")),
        _word_values(),
        _p(
            translate(
                "Rules",
                "Every letter counts toward the length, an X copy and a Z's free S included; 12 "
                "letters is the longest word possible. Stock counts like money at the end but can "
                "never be spent.",
            )
        ),
        _p(
            translate(
                "Rules",
                "A word with a Q card in it is doubled, whoever owns the Q patent. Doubling "
                "doubles "
                "both money and stock. Several doublers on one word stack:",
            )
        ),
        _stacking(),
        _p(
            translate(
                "Rules",
                "The way doublers stack is a rule option of the New game dialog; multiplying is "
                "the usual rule.",
            )
        ),
        _h(translate("Rules", "Royalties")),
        _p(
            translate(
                "Rules",
                "For every card of a letter in an accepted word, the owner of that letter's patent "
                "receives $1 from the bank: a word with two E cards pays the owner of E $2. Nobody "
                "earns a royalty on their own patents, on an X copy or on a Z's free S.",
            )
        ),
        _h(translate("Rules", "Buying a patent")),
        _p(
            translate(
                "Rules",
                "After an accepted word you may buy at most one patent: one nobody owns yet, that "
                "you can pay (the money this word earned counts), and whose letter is on a card "
                "you "
                "played this turn. An X copy and a Z's free S do not let you buy their letter. "
                "Each patent's price is also its value at the end; all 26 are worth $110.",
            )
        ),
        _patents(),
        _h(translate("Rules", "Patent powers")),
        _p(translate("Rules", "Only the owner of the patent has its power.")),
        _items(
            translate(
                "Rules", "<b>B</b> doubles a word whose first and last letters are both vowels."
            ),
            translate(
                "Rules",
                "<b>J</b> doubles a word in which at least half of the letters are vowels (a "
                "5-letter word needs 3).",
            ),
            translate(
                "Rules",
                "<b>K</b> doubles a word with exactly one vowel; a word without vowels does not "
                "count.",
            ),
            translate(
                "Rules",
                "<b>Q</b>: once a turn, before you build or discard, replace one card of your hand "
                "or of the pool: it goes to the discard pile and the deck's top card takes its "
                "place at once. You may still discard instead of building afterwards. (A rule "
                "option allows replacing your own cards only.) Drop the card on the purple zone, "
                "or press Ctrl+R.",
            ),
            translate(
                "Rules",
                "<b>V</b>: build two words in one turn. Each follows every rule of a word on its "
                "own, each needs a card of your own hand, and no card is in both. Each of B, J and "
                "K doubles only one of the two words: the game gives each power to the word where "
                "it earns most. Space switches between the two word rows.",
            ),
            translate(
                "Rules",
                "<b>X</b>: one real card of this turn's play may be used twice; the copy may sit "
                "in "
                "either word. A play that uses X needs at least 3 real cards. Click or drag a "
                "used, "
                "faded card again.",
            ),
            translate(
                "Rules",
                "<b>Z</b>: add one S after the last letter of one word, without a card. Usually "
                "the "
                "S counts toward the 3 letters a word needs (a rule option can say otherwise). The "
                "+S button or the + key adds it.",
            ),
        ),
        _p(
            translate(
                "Rules",
                "A Y counts as a vowel or a consonant, as the player declares; it matters only for "
                "B, J and K. The table picks the better choice; Ctrl+Y or a click on the Y's badge "
                "flips it.",
            )
        ),
        _h(translate("Rules", "Challenges")),
        _p(
            translate(
                "Rules",
                "In the classic game every other player accepts or challenges each word. If nobody "
                "challenges, the word stands as built, whether it is in the word list or not. If "
                "several challenge, only the first challenger clockwise from the builder counts.",
            )
        ),
        _items(
            translate(
                "Rules",
                "A word that is not in the word list (with V: either word) is rejected: its cards "
                "go back where they came from, nothing is earned, and the builder must discard "
                "exactly one card, then draws back to 7. The turn ends.",
            ),
            translate(
                "Rules",
                "A word that is in the list stands: the challenger pays the builder $1 (when the "
                "challenger has no money, the bank pays it), then the builder scores as usual.",
            ),
        ),
        _p(
            translate(
                "Rules",
                "With the option <i>The game checks every word</i>, nobody challenges: a rejected "
                "word goes back to its places and the builder may build again or discard instead, "
                "as often as the tries allow (3 by default, or unlimited, or none). When the tries "
                "are used up, the builder discards one card as a penalty and the turn ends. No "
                "money changes hands.",
            )
        ),
        _h(translate("Rules", "End of the game")),
        _p(
            translate(
                "Rules",
                "When a player's patents are worth at least the goal, the final round starts (it "
                "is checked when a patent is bought). Play goes on until the player before the "
                "start player has had the turn, so everyone has the same number of turns.",
            )
        ),
        _goals(),
        _p(
            translate(
                "Rules",
                "The New game dialog may set another goal. The option to also require a minimum "
                "number of patents is offered only when the goal is low enough for fewer patents "
                "to reach it.",
            )
        ),
        _p(
            translate(
                "Rules",
                "Score = money + stock + the value of your patents. The highest score wins; a tie "
                "goes to the higher patent value, and a tie after that is shared.",
            )
        ),
        _h(translate("Rules", "Taking back")),
        _p(
            translate(
                "Rules",
                "Take back (Ctrl+Z) undoes your own actions of this turn until something new is "
                "seen: drawn cards, a refilled pool, a replacement card, or an answer to a "
                "challenge or to the game's check. Playing alone against the computer, you may "
                "allow taking back whole turns (Settings menu); such a game no longer counts for "
                "your rating.",
            )
        ),
        _h(translate("Rules", "Keyboard")),
        _table(
            _row(
                translate("Rules", "Letters"),
                [translate("Rules", "build the word / mark cards / buy that patent")],
            ),
            _row(
                translate("Rules", "Backspace, Escape"),
                [translate("Rules", "take back a letter, clear (or buy nothing)")],
            ),
            _row(
                translate("Rules", "Enter"), [translate("Rules", "play / discard the marked cards")]
            ),
            _row(
                translate("Rules", "Space, +, Ctrl+Y"),
                [translate("Rules", "second word (V), add S (Z), flip a Y")],
            ),
            _row(
                translate("Rules", "Ctrl+D, Ctrl+R, Ctrl+H"),
                [translate("Rules", "discard instead, replace (Q), hint")],
            ),
            _row(translate("Rules", "Ctrl+Z"), [translate("Rules", "take back")]),
            _row(
                translate("Rules", "Ctrl+N, Ctrl+Shift+N"),
                [translate("Rules", "new game, play against the computer")],
            ),
        ),
    ]
    return "".join(parts)
