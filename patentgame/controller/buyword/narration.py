"""BuyWord's log: one whole translatable sentence for each engine event.

Sentences are never glued from fragments: each case has its own sentence (so a translator can
order the words as their language wants), and counts go through Qt's plural forms (``%n``).
Tiles are written as their letters, a wild tile as ``*`` (or, in a sold word, its letter in
lower case, as the computer players' explanations write it).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject

from patentgame.model.buyword import events as ev
from patentgame.model.buyword.tiles import is_wild, letter_of, pips_of_tiles


class BuyWordNarration(QObject):
    """The log's sentences that count: Qt gives plural forms to ``tr()`` only, so they are
    said by an object of the same translation context as the rest."""

    def rolled(self, face: int) -> str:
        return self.tr("{name} rolled %n: each player draws %n tiles.", "", face)

    def named(self, count: int) -> str:
        return self.tr("{name} named %n: each player draws %n tiles.", "", count)

    def last_round(self, left: int) -> str:
        return self.tr(
            "The bag holds too few tiles for this round: its last %n tile(s) leave the game, "
            "nobody buys, and the game ends after this round's selling.",
            "",
            left,
        )


_COUNTS: list[BuyWordNarration] = []


def _counts() -> BuyWordNarration:
    if not _COUNTS:
        _COUNTS.append(BuyWordNarration())
    return _COUNTS[0]


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


def narrate(event: object, names: Sequence[str]) -> str:
    """The log sentence for ``event`` ("" for an event too small to tell)."""
    if not isinstance(event, ev.RoundStarted | ev.DieRolled | ev.CountChosen | ev.LastRound):
        return _narrate_play(event, names)
    if isinstance(event, ev.RoundStarted):
        return QCoreApplication.translate(
            "BuyWordNarration", "Round {number}: {name} holds the die."
        ).format(number=event.number, name=names[event.leader])
    if isinstance(event, ev.DieRolled):
        if event.face == 0:
            return QCoreApplication.translate(
                "BuyWordNarration",
                "{name} rolled CHOICE and names how many tiles each player draws.",
            ).format(name=names[event.seat])
        return _counts().rolled(event.face).format(name=names[event.seat])
    if isinstance(event, ev.CountChosen):
        return _counts().named(event.count).format(name=names[event.seat])
    return _counts().last_round(len(event.tiles))


def _narrate_play(event: object, names: Sequence[str]) -> str:
    if isinstance(event, ev.TilesDrawn):
        return QCoreApplication.translate(
            "BuyWordNarration", "{name} drew {tiles} ({pips} pips, {price})."
        ).format(
            name=names[event.seat],
            tiles=spelled(event.tiles),
            pips=pips_of_tiles(event.tiles),
            price=money(event.price),
        )
    if isinstance(event, ev.SetBought):
        return QCoreApplication.translate(
            "BuyWordNarration", "{name} bought {tiles} for {price}."
        ).format(name=names[event.seat], tiles=spelled(event.tiles), price=money(event.price))
    if isinstance(event, ev.SetDeclined):
        if event.forced:
            return QCoreApplication.translate(
                "BuyWordNarration", "{name} could not buy {tiles}: the tiles leave the game."
            ).format(name=names[event.seat], tiles=spelled(event.tiles))
        return QCoreApplication.translate(
            "BuyWordNarration", "{name} discarded {tiles} unbought."
        ).format(name=names[event.seat], tiles=spelled(event.tiles))
    if isinstance(event, ev.DisplayLaid):
        return QCoreApplication.translate(
            "BuyWordNarration", "Laid face up to draft: {tiles}."
        ).format(tiles=spelled(event.tiles))
    if isinstance(event, ev.TileTaken):
        return QCoreApplication.translate("BuyWordNarration", "{name} took {letter}.").format(
            name=names[event.seat], letter=letter_of(event.tile)
        )
    if isinstance(event, ev.AuctionStarted):
        return QCoreApplication.translate(
            "BuyWordNarration", "{name}'s set {tiles} is up for auction."
        ).format(name=names[event.seat], tiles=spelled(event.tiles))
    if isinstance(event, ev.BidMade):
        return QCoreApplication.translate("BuyWordNarration", "{name} bids {amount}.").format(
            name=names[event.seat], amount=money(event.amount)
        )
    if isinstance(event, ev.BidPassed):
        return QCoreApplication.translate("BuyWordNarration", "{name} passes.").format(
            name=names[event.seat]
        )
    return _narrate_words(event, names)


def _narrate_words(event: object, names: Sequence[str]) -> str:
    if isinstance(event, ev.WordSold):
        return QCoreApplication.translate(
            "BuyWordNarration", "{name} sold {word} ({pips} pips) for {price}."
        ).format(
            name=names[event.seat],
            word=sold_word(event.word, event.tiles),
            pips=event.pips,
            price=money(event.price),
        )
    if isinstance(event, ev.WordOffered):
        return QCoreApplication.translate(
            "BuyWordNarration", "{name} offers {word} for sale."
        ).format(name=names[event.seat], word=event.word)
    if isinstance(event, ev.Responded):
        if event.challenge:
            return QCoreApplication.translate(
                "BuyWordNarration", "{name} challenges the word."
            ).format(name=names[event.seat])
        return ""
    if isinstance(event, ev.ChallengeResolved):
        if not event.valid:
            return QCoreApplication.translate(
                "BuyWordNarration", "{word} is not in the word list: {challenger} was right."
            ).format(word=event.word, challenger=names[event.challenger])
        if event.payer is None:
            return QCoreApplication.translate(
                "BuyWordNarration", "{word} is valid: the bank pays {seller} {fee}."
            ).format(word=event.word, seller=names[event.seller], fee=money(event.fee))
        return QCoreApplication.translate(
            "BuyWordNarration", "{word} is valid: {challenger} pays {seller} {fee}."
        ).format(
            word=event.word,
            challenger=names[event.challenger],
            seller=names[event.seller],
            fee=money(event.fee),
        )
    if isinstance(event, ev.WordRefused):
        return QCoreApplication.translate(
            "BuyWordNarration", "{name} takes {word} back and sells nothing more this round."
        ).format(name=names[event.seat], word=event.word)
    if isinstance(event, ev.SellingEnded):
        return ""
    if isinstance(event, ev.TilesDiscarded):
        return QCoreApplication.translate(
            "BuyWordNarration", "{name} discarded {tiles} to keep 8 letters."
        ).format(name=names[event.seat], tiles=spelled(event.tiles))
    if isinstance(event, ev.GameOver):
        return _game_over(event, names)
    return ""


def _game_over(event: ev.GameOver, names: Sequence[str]) -> str:
    if len(names) == 1:
        return QCoreApplication.translate(
            "BuyWordNarration", "The game is over: {name} ends with {money}."
        ).format(name=names[0], money=money(event.money[0]))
    if len(event.winners) == 1:
        seat = event.winners[0]
        return QCoreApplication.translate(
            "BuyWordNarration", "The game is over: {name} wins with {money}."
        ).format(name=names[seat], money=money(event.money[seat]))
    together = ", ".join(names[seat] for seat in event.winners)
    return QCoreApplication.translate(
        "BuyWordNarration", "The game is over: {names} share the win with {money} each."
    ).format(names=together, money=money(event.money[event.winners[0]]))
