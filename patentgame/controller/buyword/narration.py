"""BuyWord's log: one whole translatable sentence for each engine event.

Sentences are never glued from fragments: each case has its own sentence (so a translator can
order the words as their language wants), counts go through Qt's plural forms (``%n``), and
the person playing alone against computers (or anyone named "You") is "you" ("You bought C A
for $9."), as in the patent game's log. Tiles are written as their letters, a wild tile as
``*`` (in a sold word, the letter it stood for in lower case, as the computer players'
explanations write it).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from PySide6.QtCore import QCoreApplication, QObject

from patentgame.controller.game_model import listed_names
from patentgame.model.buyword import events as ev
from patentgame.model.buyword.tiles import is_wild, letter_of, pips_of_tiles


def spelled(tiles: Sequence[int]) -> str:
    """Tiles as the table writes them: ``C A T *``."""
    return " ".join(letter_of(tile) for tile in tiles)


def sold_word(word: str, tiles: Sequence[int]) -> str:
    """A sold word with the wild tile's letter in lower case (``CAt``)."""
    return "".join(
        letter.lower() if is_wild(tile) else letter
        for letter, tile in zip(word, tiles, strict=False)
    )


def money(amount: int) -> str:
    """Dollars as the table writes them: ``$1,250``."""
    return f"${amount:,}"


def explained(written: str) -> str:
    """A sold word as :func:`sold_word` writes it, its wild tiles said: ``SAId (d wild)`` (a
    lower-case letter alone read as a misprint)."""
    wild = [letter for letter in written if letter.islower()]
    if not wild:
        return written
    return QCoreApplication.translate("BuyWordNarration", "{word} ({letters} wild)").format(
        word=written, letters=", ".join(wild)
    )


class BuyWordNarration(QObject):
    """Tells events in sentences (a ``QObject`` for ``tr()``, which alone gives plural forms).

    Args:
        names: every seat's name.
        you: the seats told as "you".
    """

    def __init__(self, names: Sequence[str], you: Collection[int] = ()) -> None:
        super().__init__()
        self.names = list(names)
        self.you = frozenset(you)

    def tell(self, event: object) -> str:
        """The log sentence for ``event`` ("" for an event too small to tell)."""
        if isinstance(event, ev.RoundStarted | ev.DieRolled | ev.CountChosen | ev.LastRound):
            return self._die(event)
        if isinstance(
            event, ev.TilesDrawn | ev.SetBought | ev.SetDeclined | ev.DisplayLaid | ev.TileTaken
        ):
            return self._buying(event)
        if isinstance(event, ev.AuctionStarted | ev.BidMade | ev.BidPassed):
            return self._auction(event)
        if isinstance(event, ev.WordSold | ev.WordOffered | ev.WordRefused | ev.TilesDiscarded):
            return self._words(event)
        if isinstance(event, ev.Responded | ev.ChallengeResolved):
            return self._challenge(event)
        if isinstance(event, ev.GameOver):
            return self._game_over(event)
        return ""

    def _die(self, event: object) -> str:
        if isinstance(event, ev.RoundStarted):
            if event.leader in self.you:
                return self.tr("Round {number}: you hold the die.").format(number=event.number)
            return self.tr("Round {number}: {name} holds the die.").format(
                number=event.number, name=self.names[event.leader]
            )
        if isinstance(event, ev.DieRolled):
            you = event.seat in self.you
            name = self.names[event.seat]
            if event.face == 0:
                if you:
                    return self.tr("You rolled CHOICE: name how many tiles each player draws.")
                return self.tr(
                    "{name} rolled CHOICE and names how many tiles each player draws."
                ).format(name=name)
            face = event.face
            if you:
                return self.tr("You rolled %n: each player draws %n tiles.", "", face)
            return self.tr("{name} rolled %n: each player draws %n tiles.", "", face).format(
                name=name
            )
        if isinstance(event, ev.CountChosen):
            count = event.count
            if event.seat in self.you:
                return self.tr("You named %n: each player draws %n tiles.", "", count)
            return self.tr("{name} named %n: each player draws %n tiles.", "", count).format(
                name=self.names[event.seat]
            )
        assert isinstance(event, ev.LastRound)
        left = len(event.tiles)
        if not left:  # "its last 0 tiles leave the game" was read at the end of a real game
            return self.tr(
                "The bag is empty: nobody buys this round, and the game ends after this "
                "round's selling."
            )
        return self.tr(
            "The bag holds too few tiles for this round: its last %n tile(s) leave the game, "
            "nobody buys, and the game ends after this round's selling.",
            "",
            left,
        )

    def _buying(self, event: object) -> str:
        if isinstance(event, ev.DisplayLaid):
            return self.tr("Laid face up to draft: {tiles}.").format(tiles=spelled(event.tiles))
        assert isinstance(event, ev.TilesDrawn | ev.SetBought | ev.SetDeclined | ev.TileTaken)
        you = event.seat in self.you
        name = self.names[event.seat]
        if isinstance(event, ev.TileTaken):
            letter = letter_of(event.tile)
            if you:
                return self.tr("You took {letter}.").format(letter=letter)
            return self.tr("{name} took {letter}.").format(name=name, letter=letter)
        tiles = spelled(event.tiles)
        if isinstance(event, ev.TilesDrawn):
            pips, cost = pips_of_tiles(event.tiles), money(event.price)
            if you:
                return self.tr("You drew {tiles} ({pips} pips, {price}).").format(
                    tiles=tiles, pips=pips, price=cost
                )
            return self.tr("{name} drew {tiles} ({pips} pips, {price}).").format(
                name=name, tiles=tiles, pips=pips, price=cost
            )
        if isinstance(event, ev.SetBought):
            cost = money(event.price)
            if you:
                return self.tr("You bought {tiles} for {price}.").format(tiles=tiles, price=cost)
            return self.tr("{name} bought {tiles} for {price}.").format(
                name=name, tiles=tiles, price=cost
            )
        if event.forced:
            if you:
                return self.tr("You could not buy {tiles}: the tiles leave the game.").format(
                    tiles=tiles
                )
            return self.tr("{name} could not buy {tiles}: the tiles leave the game.").format(
                name=name, tiles=tiles
            )
        if you:
            return self.tr("You discarded {tiles} unbought.").format(tiles=tiles)
        return self.tr("{name} discarded {tiles} unbought.").format(name=name, tiles=tiles)

    def _auction(self, event: object) -> str:
        assert isinstance(event, ev.AuctionStarted | ev.BidMade | ev.BidPassed)
        you = event.seat in self.you
        name = self.names[event.seat]
        if isinstance(event, ev.AuctionStarted):
            tiles = spelled(event.tiles)
            if you:
                return self.tr("Your set {tiles} is up for auction.").format(tiles=tiles)
            return self.tr("{name}'s set {tiles} is up for auction.").format(name=name, tiles=tiles)
        if isinstance(event, ev.BidMade):
            amount = money(event.amount)
            if you:
                return self.tr("You bid {amount}.").format(amount=amount)
            return self.tr("{name} bids {amount}.").format(name=name, amount=amount)
        if you:
            return self.tr("You pass.")
        return self.tr("{name} passes.").format(name=name)

    def _words(self, event: object) -> str:
        assert isinstance(event, ev.WordSold | ev.WordOffered | ev.WordRefused | ev.TilesDiscarded)
        you = event.seat in self.you
        name = self.names[event.seat]
        if isinstance(event, ev.WordSold):
            word, pips, cost = (
                explained(sold_word(event.word, event.tiles)),
                event.pips,
                money(event.price),
            )
            if you:
                return self.tr("You sold {word} ({pips} pips) for {price}.").format(
                    word=word, pips=pips, price=cost
                )
            return self.tr("{name} sold {word} ({pips} pips) for {price}.").format(
                name=name, word=word, pips=pips, price=cost
            )
        if isinstance(event, ev.WordOffered):
            if you:
                return self.tr("You offer {word} for sale.").format(word=event.word)
            return self.tr("{name} offers {word} for sale.").format(name=name, word=event.word)
        if isinstance(event, ev.WordRefused):
            if you:
                return self.tr("You take {word} back and sell nothing more this round.").format(
                    word=event.word
                )
            return self.tr("{name} takes {word} back and sells nothing more this round.").format(
                name=name, word=event.word
            )
        tiles = spelled(event.tiles)
        if you:
            return self.tr("You discarded {tiles} to keep 8 letters.").format(tiles=tiles)
        return self.tr("{name} discarded {tiles} to keep 8 letters.").format(name=name, tiles=tiles)

    def _challenge(self, event: object) -> str:
        if isinstance(event, ev.Responded):
            return ""  # the verdict's line names the challenger (one line, not two)
        assert isinstance(event, ev.ChallengeResolved)
        word = event.word
        challenger, seller = self.names[event.challenger], self.names[event.seller]
        if not event.valid:
            if event.challenger in self.you:
                return self.tr("{word} is not in the word list: you were right.").format(word=word)
            return self.tr("{word} is not in the word list: {challenger} was right.").format(
                word=word, challenger=challenger
            )
        fee = money(event.fee)
        if event.payer is None:
            if event.seller in self.you:
                return self.tr("{word} is valid: the bank pays you {fee}.").format(
                    word=word, fee=fee
                )
            return self.tr("{word} is valid: the bank pays {seller} {fee}.").format(
                word=word, seller=seller, fee=fee
            )
        if event.challenger in self.you:
            return self.tr("{word} is valid: you pay {seller} {fee}.").format(
                word=word, seller=seller, fee=fee
            )
        if event.seller in self.you:
            return self.tr("{word} is valid: {challenger} pays you {fee}.").format(
                word=word, challenger=challenger, fee=fee
            )
        return self.tr("{word} is valid: {challenger} pays {seller} {fee}.").format(
            word=word, challenger=challenger, seller=seller, fee=fee
        )

    def _game_over(self, event: ev.GameOver) -> str:
        names = self.names
        if len(names) == 1:
            if 0 in self.you:
                return self.tr("The game is over: you end with {money}.").format(
                    money=money(event.money[0])
                )
            return self.tr("The game is over: {name} ends with {money}.").format(
                name=names[0], money=money(event.money[0])
            )
        if len(event.winners) == 1:
            seat = event.winners[0]
            amount = money(event.money[seat])
            if seat in self.you:
                return self.tr("The game is over: you win with {money}.").format(money=amount)
            return self.tr("The game is over: {name} wins with {money}.").format(
                name=names[seat], money=amount
            )
        amount = money(event.money[event.winners[0]])
        together = listed_names(event.winners, names, self.you, self.tr("you"))
        if any(seat in self.you for seat in event.winners):
            # "You and Ada": the verb agrees with "you" in Russian ("делите", not "делят").
            return self.tr(
                "The game is over: {names} share the win with {money} each.", "with you"
            ).format(names=together, money=amount)
        return self.tr("The game is over: {names} share the win with {money} each.").format(
            names=together, money=amount
        )


def narrate(event: object, names: Sequence[str], you: Collection[int] = ()) -> str:
    """The log sentence for ``event`` ("" for an event too small to tell)."""
    return BuyWordNarration(names, you).tell(event)
