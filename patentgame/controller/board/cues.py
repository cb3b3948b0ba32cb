"""Which sound each board-game event makes, by cue name (the stems of the files in
``patentgame/resources/sounds``). The board plays the house's eight cues: tiles put down,
drawn or exchanged sound as cards do; a word scored as a word; a challenge as one; the
bingo's bonus as the bank paying; the end as the patent game's. Pure Python."""

from __future__ import annotations

from patentgame.model.board import events as ev


def cue_name(event: object) -> str | None:
    """The cue ``event`` sounds, or ``None`` for a silent one.

    >>> cue_name(ev.Passed(seat=0))
    >>> cue_name(ev.TilesDrawn(seat=0, tiles=("a",)))
    'card'
    """
    match event:
        case ev.TilesPlaced(bingo=True):
            return "royalty"  # the 50 points of the whole rack: a bonus paid
        case ev.TilesPlaced():
            return "word"
        case ev.TilesDrawn() | ev.TilesExchanged() | ev.PlayWithdrawn():
            return "card"
        case ev.ChallengeResolved():
            return "challenge"
        case ev.ChallengeBonus():
            return "coin"
        case ev.GameEnded():
            return "win"
    # StartDrawn, TurnStarted, Passed, TurnLost, Resigned, TimedOut, TimePenalty.
    return None
