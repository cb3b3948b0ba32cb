"""What BuyWord's table says: the prompt of each step, the status line and the end summary.

Each case has its own whole sentence, through Qt's translation (counts with ``%n``), so a
translator can order the words as their language wants.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from patentgame.controller.buyword.narration import explained, money, spelled
from patentgame.controller.game_model import listed_names
from patentgame.model.buyword.errors import IllegalReason
from patentgame.model.buyword.phases import Phase
from patentgame.model.buyword.rules import SOLO_YARDSTICK
from patentgame.model.buyword.scoring import SoloVerdict, solo_verdict
from patentgame.model.buyword.tiles import pips_of_tiles, price
from patentgame.model.seats import said_of
from patentgame.views.family_table import SeatSummary, Summary

if TYPE_CHECKING:
    from patentgame.controller.buyword.game_model import BuyWordGameModel


def refusal(reason: IllegalReason) -> str:
    """The engine's reason, in the person's language."""
    texts = {
        IllegalReason.GAME_OVER: QCoreApplication.translate("BuyWordTable", "The game is over."),
        IllegalReason.NOT_YOUR_TURN: QCoreApplication.translate(
            "BuyWordTable", "It is not your turn."
        ),
        IllegalReason.WRONG_PHASE: QCoreApplication.translate(
            "BuyWordTable", "That cannot be done now."
        ),
        IllegalReason.BAD_COUNT: QCoreApplication.translate(
            "BuyWordTable", "Name a number from 2 to 5."
        ),
        IllegalReason.CANNOT_AFFORD: QCoreApplication.translate(
            "BuyWordTable", "Not enough money."
        ),
        IllegalReason.NOT_ON_DISPLAY: QCoreApplication.translate(
            "BuyWordTable", "That tile is not on the display."
        ),
        IllegalReason.BID_TOO_LOW: QCoreApplication.translate(
            "BuyWordTable", "A bid must be higher than the last one."
        ),
        IllegalReason.UNKNOWN_TILE: QCoreApplication.translate(
            "BuyWordTable", "There is no such tile."
        ),
        IllegalReason.TILE_NOT_IN_HAND: QCoreApplication.translate(
            "BuyWordTable", "A tile is not in your hand."
        ),
        IllegalReason.DUPLICATE_TILE: QCoreApplication.translate(
            "BuyWordTable", "A tile is used twice."
        ),
        IllegalReason.TOO_SHORT: QCoreApplication.translate(
            "BuyWordTable", "The word is too short."
        ),
        IllegalReason.TOO_MANY_WILDS: QCoreApplication.translate(
            "BuyWordTable", "A word may use only one wild tile."
        ),
        IllegalReason.WILD_LETTER_MISSING: QCoreApplication.translate(
            "BuyWordTable", "Choose the letter the wild tile stands for."
        ),
        IllegalReason.WILD_LETTER_WITHOUT_WILD: QCoreApplication.translate(
            "BuyWordTable", "The word uses no wild tile."
        ),
        IllegalReason.BAD_WILD_LETTER: QCoreApplication.translate(
            "BuyWordTable", "A wild tile stands for one letter from A to Z."
        ),
        IllegalReason.NOT_A_WORD: QCoreApplication.translate(
            "BuyWordTable", "That is not a word of the game's word list."
        ),
        IllegalReason.NOT_IN_THEME: QCoreApplication.translate(
            "BuyWordTable", "That word does not fit the theme."
        ),
        IllegalReason.SELLER_CANNOT_RESPOND: QCoreApplication.translate(
            "BuyWordTable", "You cannot challenge your own word."
        ),
        IllegalReason.WILD_NOT_DISCARDED: QCoreApplication.translate(
            "BuyWordTable", "Wild tiles do not count towards the limit."
        ),
        IllegalReason.TOO_MANY_KEPT: QCoreApplication.translate(
            "BuyWordTable", "Keep at most 8 letter tiles."
        ),
    }
    return texts.get(reason, reason.describe())


class BuyWordTableWords(QObject):
    """The sentences of one table, read from its game model. (A ``QObject`` for its
    ``tr()``: Qt gives plural forms to ``tr()`` only.)"""

    def __init__(self, model: BuyWordGameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model

    def prompt(self, viewer: int | None, thinking: int) -> str:
        """What the table asks now, of the person at ``viewer`` when it is their step."""
        model = self.model
        if not model.has_game:
            return ""
        game = model.state
        phase = game.phase
        if phase is Phase.OVER:
            return QCoreApplication.translate("BuyWordTable", "The game is over.")
        acting = viewer is not None and viewer in game.to_act
        if not acting:
            if phase is Phase.CHALLENGE and game.offered_word is not None:
                seller, word = game.offered_word
                return said_of(
                    model.shown_name(seller),
                    QCoreApplication.translate(
                        "BuyWordTable", "You offer {word} for sale: the others may challenge it."
                    ),
                    QCoreApplication.translate(
                        "BuyWordTable",
                        "{name} offers {word} for sale: the others may challenge it.",
                    ),
                    addressed=seller in model.you(),
                    word=word,
                )
            seat = game.to_act[0] if game.to_act else game.current
            if thinking >= 0:
                return QCoreApplication.translate("BuyWordTable", "{name} is thinking...").format(
                    name=model.shown_name(thinking)
                )
            return said_of(
                model.shown_name(seat),
                QCoreApplication.translate("BuyWordTable", "You are to play."),
                QCoreApplication.translate("BuyWordTable", "{name} is to play."),
                addressed=seat in model.you(),
            )
        assert viewer is not None
        if phase is Phase.ROLL:
            return QCoreApplication.translate("BuyWordTable", "You hold the die: roll it (Enter).")
        if phase is Phase.CHOOSE:
            return QCoreApplication.translate(
                "BuyWordTable", "CHOICE! How many tiles does each player draw? Press 2, 3, 4 or 5."
            )
        if phase is Phase.BUY:
            tiles = game.on_offer
            return QCoreApplication.translate(
                "BuyWordTable", "Buy {tiles} for {price} (B or Enter), or discard them (D)?"
            ).format(tiles=spelled(tiles), price=money(price(pips_of_tiles(tiles))))
        if phase is Phase.DRAFT:
            return QCoreApplication.translate(
                "BuyWordTable", "Take a tile from the display: click it or type its letter."
            )
        if phase is Phase.AUCTION:
            if game.high_bidder is None:
                return QCoreApplication.translate(
                    "BuyWordTable", "Bid for the set on offer (Enter), or pass (Space)."
                )
            return QCoreApplication.translate(
                "BuyWordTable", "Highest bid {amount} by {name}: bid more (Enter) or pass (Space)."
            ).format(amount=money(game.high_bid), name=model.shown_name(game.high_bidder))
        if phase is Phase.SELL:
            return QCoreApplication.translate(
                "BuyWordTable",
                "Sell words: click or type tiles of your hand, then Sell (Enter). "
                "Done selling: Space.",
            )
        if phase is Phase.CHALLENGE and game.offered_word is not None:
            seller, word = game.offered_word
            return self.tr("{name} offers {word}: challenge it (C) or accept it (Enter)?").format(
                name=model.shown_name(seller), word=word
            )
        if phase is Phase.DISCARD:
            return self.tr(
                "Keep at most 8 letters: mark %n tile(s) to discard, then press Enter.",
                "",
                model.must_discard(viewer),
            )
        return ""

    def status(self) -> str:
        """One line for the status bar: the round, the bag and the money."""
        model = self.model
        if not model.has_game:
            return ""
        game = model.state
        purse = ", ".join(
            QCoreApplication.translate("BuyWordTable", "{name} {money}").format(
                name=model.shown_name(seat), money=money(game.money(seat))
            )
            for seat in range(model.seats)
        )
        return self.tr(
            "Round {round} - %n tile(s) in the bag - {purse}", "", game.bag_count
        ).format(round=game.round, purse=purse)

    def verdict(self, amount: int) -> str:
        """A game alone against the rules' yardstick, in a sentence."""
        low, high = SOLO_YARDSTICK
        verdict = solo_verdict(amount)
        if verdict is SoloVerdict.BELOW:
            text = QCoreApplication.translate(
                "BuyWordTable", "{money} is below the rules' yardstick of {low}-{high}."
            )
        elif verdict is SoloVerdict.WITHIN:
            text = QCoreApplication.translate(
                "BuyWordTable",
                "{money} is within the rules' yardstick of {low}-{high}: a good game.",
            )
        else:
            text = QCoreApplication.translate(
                "BuyWordTable",
                "{money} is above the rules' yardstick of {low}-{high}: a great game!",
            )
        return text.format(money=money(amount), low=money(low), high=money(high))

    def best_alone(self, amount: int, best: int, games: int) -> tuple[str, str]:
        """The summary's line on the person's best game alone (``best`` over ``games`` games
        alone, this one included)."""
        caption = self.tr("Personal best alone")
        if games == 1:
            return caption, self.tr("Your first game alone: {money} to beat next time.").format(
                money=money(amount)
            )
        if amount >= best:
            return caption, self.tr("{money}: a new personal best!").format(money=money(amount))
        return caption, self.tr("{money}, over %n game(s) alone.", "", games).format(
            money=money(best)
        )

    def shared_win(
        self, model: BuyWordGameModel, winners: Sequence[int], people: Sequence[int]
    ) -> str:
        """The heading of a shared win, "Ada and Bo share the win!": the person playing alone
        comes first, as "You" (the Russian verb then agrees with "you": "делите", not
        "делят")."""
        you = [people[0]] if len(people) == 1 and people[0] in winners else []
        you_word = QCoreApplication.translate("BuyWordTable", "You")
        listed = listed_names(winners, model.shown_names(), you, you_word)
        if you:
            return QCoreApplication.translate(
                "BuyWordTable", "{names} share the win!", "the names include you"
            ).format(names=listed)
        return QCoreApplication.translate("BuyWordTable", "{names} share the win!").format(
            names=listed
        )

    def summary(self, best_alone: tuple[int, int] | None = None) -> Summary:
        """The winner, each seat's money and how it was made, and the best sale; alone, the
        rules' yardstick and ``best_alone``: the person's best money alone and their games
        alone (this one included), when the statistics know them."""
        model = self.model
        game = model.state
        seats = range(model.seats)
        order = sorted(seats, key=lambda s: -game.money(s))
        people = model.humans()
        entries = []
        for seat in order:
            rank = 1 + sum(1 for other in seats if game.money(other) > game.money(seat))
            breakdown = QCoreApplication.translate(
                "BuyWordTable", "Started with $200, spent {spent} on tiles, earned {earned}."
            ).format(spent=money(game.spent(seat)), earned=money(game.earned(seat)))
            highlights = []
            best = model.best_sale(seat)
            if best is not None:
                highlights.append(
                    (
                        QCoreApplication.translate("BuyWordTable", "Best sale"),
                        QCoreApplication.translate(
                            "BuyWordTable", "{word} ({pips} pips) for {price}"
                        ).format(
                            word=explained(best.word), pips=best.pips, price=money(best.price)
                        ),
                    )
                )
            highlights.append(
                (
                    QCoreApplication.translate("BuyWordTable", "Words sold"),
                    str(model.words_sold(seat)),
                )
            )
            if model.seats == 1:
                highlights.append(
                    (
                        QCoreApplication.translate("BuyWordTable", "Yardstick"),
                        self.verdict(game.money(seat)),
                    )
                )
                if best_alone is not None:
                    highlights.append(self.best_alone(game.money(seat), *best_alone))
            name = model.shown_name(seat)
            if len(people) == 1 and seat == people[0]:
                name = QCoreApplication.translate("BuyWordTable", "You")
            entries.append(
                SeatSummary(
                    seat,
                    name,
                    rank,
                    game.money(seat),
                    breakdown,
                    tuple(highlights),
                    winner=seat in game.winners,
                    colour=model.colour(seat),
                    person=model.is_human(seat),
                )
            )
        if model.seats == 1:
            heading = QCoreApplication.translate("BuyWordTable", "You end with {money}.").format(
                money=money(game.money(0))
            )
            explanation = QCoreApplication.translate(
                "BuyWordTable",
                "Alone, the rules measure a game against $800-$1,000: their yardstick for the "
                "published tiles, whose letters and pips no source gives. This game's tiles are "
                "our own, derived from letter frequency, so the yardstick is a guide, not a "
                "promise.",
            )
        else:
            winners = game.winners
            if len(winners) == 1:
                heading = said_of(
                    model.shown_name(winners[0]),
                    QCoreApplication.translate("BuyWordTable", "You win!"),
                    QCoreApplication.translate("BuyWordTable", "{name} wins!"),
                    addressed=winners[0] in model.you() or people == (winners[0],),
                )
            else:
                heading = self.shared_win(model, winners, people)
            explanation = QCoreApplication.translate(
                "BuyWordTable", "The score is the money each player ends with."
            )
        rounds = game.round
        if model.seats == 1:
            subheading = self.tr("after %n round(s) alone", "", rounds)
        else:
            subheading = self.tr("with the most money, after %n round(s)", "", rounds)
        steps = QCoreApplication.translate("BuyWordTable", "rounds")  # the chart's axis
        return Summary(heading, tuple(entries), explanation, subheading, steps)
