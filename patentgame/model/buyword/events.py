"""Events: what `Game.play()` reports happened, the automatic steps included.

The table animates and logs from these; the engine never calls out. Each is a frozen value.
Tiles are tile numbers (see ``tiles.py``); words are in capitals.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from patentgame.model.events import Responded as Responded  # shared with the patent game


@dataclass(frozen=True, slots=True)
class RoundStarted:
    """A new round: ``leader`` holds the die. ``number`` counts from 1."""

    number: int
    leader: int


@dataclass(frozen=True, slots=True)
class DieRolled:
    """The leader threw the die: a count of tiles, or 0 for "choice"."""

    seat: int
    face: int


@dataclass(frozen=True, slots=True)
class CountChosen:
    """The leader named the round's count after a "choice" throw."""

    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class LastRound:
    """The bag cannot supply the round: its last ``tiles`` leave the game, nobody buys, and the
    game ends after this round's selling."""

    count: int
    needed: int
    tiles: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DisplayLaid:
    """Draft variant: ``tiles`` were laid face up for the players to take one at a time."""

    tiles: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TileTaken:
    """Draft variant: ``seat`` took ``tile`` from the display."""

    seat: int
    tile: int


@dataclass(frozen=True, slots=True)
class TilesDrawn:
    """``seat`` drew ``tiles`` from the bag; they cost ``price`` to buy."""

    seat: int
    tiles: tuple[int, ...]
    price: int


@dataclass(frozen=True, slots=True)
class SetBought:
    """``seat`` paid ``price`` for ``tiles``, which joined their hand."""

    seat: int
    tiles: tuple[int, ...]
    price: int


@dataclass(frozen=True, slots=True)
class SetDeclined:
    """``seat``'s set left the game unbought; ``forced`` when they could not pay for it (or,
    in an auction, when nobody bid)."""

    seat: int
    tiles: tuple[int, ...]
    forced: bool


@dataclass(frozen=True, slots=True)
class AuctionStarted:
    """Auction variant: the set ``seat`` drew is on offer; ``bidders`` bid in this order."""

    seat: int
    tiles: tuple[int, ...]
    bidders: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class BidMade:
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class BidPassed:
    seat: int


@dataclass(frozen=True, slots=True)
class WordOffered:
    """Challenge variant: ``seat`` offers ``word`` for sale; the others may challenge it."""

    seat: int
    word: str
    tiles: tuple[int, ...]
    responders: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ChallengeResolved:
    """A challenged word was checked. When valid, ``payer`` paid the seller the fee (``None``:
    the bank paid it, because the challenger had no money)."""

    seller: int
    challenger: int
    word: str
    valid: bool
    payer: int | None
    fee: int


@dataclass(frozen=True, slots=True)
class WordRefused:
    """The challenged word was not valid: its tiles went back to the hand, and ``seat`` sells
    nothing more this round."""

    seat: int
    word: str
    tiles: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class WordSold:
    """``seat`` sold ``word`` (the wild tile's letter filled in) for ``price`` = pips squared."""

    seat: int
    word: str
    tiles: tuple[int, ...]
    pips: int
    price: int


@dataclass(frozen=True, slots=True)
class SellingEnded:
    """``seat`` sells no more words this round."""

    seat: int


@dataclass(frozen=True, slots=True)
class TilesDiscarded:
    """``seat`` put ``tiles`` out of the game to keep at most 8 letter tiles."""

    seat: int
    tiles: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameOver:
    """The game ended. ``winners`` hold the most money (several share a tie)."""

    winners: tuple[int, ...]
    money: tuple[int, ...]


Event: TypeAlias = (
    RoundStarted
    | DieRolled
    | CountChosen
    | LastRound
    | DisplayLaid
    | TileTaken
    | TilesDrawn
    | SetBought
    | SetDeclined
    | AuctionStarted
    | BidMade
    | BidPassed
    | WordOffered
    | Responded
    | ChallengeResolved
    | WordRefused
    | WordSold
    | SellingEnded
    | TilesDiscarded
    | GameOver
)

#: The events about one seat, each with its ``seat`` (the log's colour mark reads it).
Seated: TypeAlias = (
    DieRolled
    | CountChosen
    | TileTaken
    | TilesDrawn
    | SetBought
    | SetDeclined
    | AuctionStarted
    | BidMade
    | BidPassed
    | WordOffered
    | Responded
    | WordRefused
    | WordSold
    | SellingEnded
    | TilesDiscarded
)
