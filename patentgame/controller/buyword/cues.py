"""Which sound each BuyWord event makes, by cue name (the stems of the files in
``patentgame/resources/sounds``): the die and tiles drawn, taken or discarded sound as cards
do; a set bought, a bid or a failed challenge's fee as coins; a word sold as a word; a
challenge as one; the last round as the patent game's final round; the end as its end. Pure
Python."""

from __future__ import annotations

from patentgame.model.buyword import events as ev


def cue_name(event: object) -> str | None:
    """The cue ``event`` sounds, or ``None`` for a silent one.

    >>> cue_name(ev.BidPassed(seat=1))
    >>> cue_name(ev.Responded(seat=1, challenge=True))
    'challenge'
    """
    match event:
        case ev.TilesDrawn() | ev.TileTaken() | ev.TilesDiscarded() | ev.DieRolled():
            return "card"
        case ev.SetBought() | ev.BidMade() | ev.ChallengeResolved(valid=True):
            return "coin"  # a set paid for, a bid, a failed challenge's fee
        case ev.WordSold():
            return "word"
        case ev.Responded(challenge=True):
            return "challenge"
        case ev.LastRound():
            return "final_round"
        case ev.GameOver():
            return "win"
    # RoundStarted, CountChosen, DisplayLaid, SetDeclined, AuctionStarted, BidPassed,
    # WordOffered, Responded(accept), ChallengeResolved(not valid: the word is refused, and its
    # tiles come back), WordRefused, SellingEnded.
    return None
