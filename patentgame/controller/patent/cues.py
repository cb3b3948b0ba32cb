"""Which sound each patent-game event makes: the family's cues, by name (the stems of the files
in ``patentgame/resources/sounds``; :class:`~patentgame.controller.sound.cues.Cue` names them).
Pure Python: no Qt, no sound device."""

from __future__ import annotations

from patentgame.model.patent import events as ev


def cue_name(event: object) -> str | None:
    """The cue ``event`` sounds, or ``None`` for a silent one.

    >>> cue_name(ev.RoyaltyPaid(owner=1, builder=0, letter="E", amount=1))
    'royalty'
    >>> cue_name(ev.TurnStarted(seat=0, turn=3)) is None
    True
    """
    match event:
        case ev.PlayPlaced() | ev.CardsDrawn() | ev.CardsDiscarded() | ev.CardReplaced():
            return "card"
        case ev.PoolRefilled() | ev.DeckReshuffled():
            return "card"
        case ev.WordScored():
            return "word"
        case ev.RoyaltyPaid():
            return "royalty"
        case ev.PatentBought():
            return "patent"
        case ev.Responded(challenge=True):
            return "challenge"
        case ev.ChallengeResolved(valid=True):
            # The play stood: the challenger (or the bank) pays the builder a dollar.
            return "coin"
        case ev.FinalRoundStarted():
            return "final_round"
        case ev.GameOver():
            return "win"
    # TurnStarted, TurnEnded, ChallengeRequested, Responded(accept), PurchaseDeclined, and the
    # rejections (PlayRejected, ChallengeResolved(valid=False): the rejection's cards coming
    # back already sound through the card events that follow).
    return None
