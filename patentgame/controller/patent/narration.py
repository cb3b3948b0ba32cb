"""Plain-English sentences for the game log, one per engine event.

The log is for everyone at the table, so nothing here reveals a hand: drawn cards are counted,
never named.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from patentgame.model.patent import events as ev
from patentgame.model.patent.events import Event


def _money(amount: int) -> str:
    return f"${amount}"


def _names(seats: Sequence[int], names: Sequence[str]) -> str:
    people = [names[s] for s in seats]
    if len(people) <= 1:
        return "".join(people)
    return ", ".join(people[:-1]) + " and " + people[-1]


#: Verbs the log puts after a player's name, for players called "You" (the default solo name).
_VERBS = (
    "accepts", "buys", "challenges", "discards", "draws", "holds", "keeps", "must",
    "passes", "receives", "scores", "wins", "takes",
)  # fmt: skip


def _second_person(text: str) -> str:
    """ "You scores" reads badly: conjugate the verbs that follow a player named You.

    >>> _second_person("You accepts. Final round! You holds patents; You passes.")
    'You accept. Final round! You hold patents; You pass.'
    """
    for verb in _VERBS:
        if verb == "must":
            continue
        plain = verb[:-2] if verb.endswith(("sses", "shes", "ches")) else verb[:-1]
        text = text.replace(f"You {verb}", f"You {plain}")
    return text


def narrate(
    event: Event,
    names: Sequence[str],
    letter_of: Callable[[int], str],
    *,
    after_build: bool = False,
) -> str:
    """One sentence describing ``event`` (see :func:`_narrate`), in good grammar for "You"."""
    text = _narrate(event, names, letter_of, after_build=after_build)
    return _second_person(text) if "You " in text else text


def _narrate(
    event: Event,
    names: Sequence[str],
    letter_of: Callable[[int], str],
    *,
    after_build: bool = False,
) -> str:
    """One sentence describing ``event``, or "" for events too small to log.

    Args:
        event: what the engine reported.
        names: player names by seat.
        letter_of: the letter of a (public) card id.
        after_build: the action was the optional discard after a build (an empty discard then
            keeps the hand; otherwise it is a pass).
    """
    if isinstance(event, ev.TurnStarted):
        return f"Turn {event.turn + 1}: {names[event.seat]} to play."
    if isinstance(event, ev.CardReplaced):
        where = "the pool" if event.from_pool else "their hand"
        if event.from_pool:
            return (
                f"{names[event.seat]} used the Q patent: {letter_of(event.old)} in the pool "
                f"was replaced by {letter_of(event.new)}."
            )
        return f"{names[event.seat]} used the Q patent to replace a card of {where}."
    if isinstance(event, ev.PlayPlaced):
        return f"{names[event.seat]} placed {' and '.join(event.words)}."
    if isinstance(event, ev.ChallengeRequested):
        return f"{_names(event.responders, names)} may accept or challenge."
    if isinstance(event, ev.Responded):
        return f"{names[event.seat]} {'challenges' if event.challenge else 'accepts'}."
    if isinstance(event, ev.ChallengeResolved):
        if event.valid:
            payer = "the bank" if event.payer is None else names[event.payer]
            return (
                f"Challenge by {names[event.challenger]}: the play is valid; "
                f"{payer} pays {names[event.builder]} $1."
            )
        bad = ", ".join(event.invalid_words) or "the play"
        return (
            f"Challenge by {names[event.challenger]}: {bad} is not in the word list; "
            f"the play is rejected."
        )
    if isinstance(event, ev.PlayRejected):
        bad = ", ".join(event.invalid_words) or "The play"
        text = f"{bad} is not in the word list: the cards go back."
        if event.penalty:
            text += f" {names[event.seat]} must discard one card as a penalty."
        elif event.retries_left is not None:
            tries = "try" if event.retries_left == 1 else "tries"
            text += f" {event.retries_left} {tries} left."
        return text
    if isinstance(event, ev.WordScored):
        text = f"{names[event.seat]} scores {event.word}: {_money(event.money)}"
        if event.stock:
            text += f" + {event.stock} stock"
        if event.doublers:
            text += f" (x{event.multiplier} by {', '.join(event.doublers)})"
        return text + "."
    if isinstance(event, ev.RoyaltyPaid):
        return (
            f"{names[event.owner]} receives {_money(event.amount)} royalty for "
            f"{event.letter} from the bank."
        )
    if isinstance(event, ev.PatentBought):
        return f"{names[event.seat]} buys the {event.letter} patent for {_money(event.cost)}."
    if isinstance(event, ev.PurchaseDeclined):
        return f"{names[event.seat]} buys no patent."
    if isinstance(event, ev.FinalRoundStarted):
        return (
            f"Final round! {names[event.seat]} holds patents worth "
            f"{_money(event.patent_value)}. The round is played to its end."
        )
    if isinstance(event, ev.PoolRefilled):
        if not event.cards:
            return ""
        letters = ", ".join(letter_of(card) for card in event.cards)
        return f"The pool is refilled with {letters}."
    if isinstance(event, ev.CardsDiscarded):
        count = len(event.cards)
        if event.penalty:
            return f"{names[event.seat]} discards {letter_of(event.cards[0])} as the penalty."
        if count == 0:
            if after_build:
                return f"{names[event.seat]} keeps the other cards."
            return f"{names[event.seat]} passes."
        letters = ", ".join(letter_of(card) for card in event.cards)
        return f"{names[event.seat]} discards {letters}."
    if isinstance(event, ev.CardsDrawn):
        count = len(event.cards)
        if count == 0:
            return ""
        return f"{names[event.seat]} draws {count} card{'s' if count != 1 else ''}."
    if isinstance(event, ev.DeckReshuffled):
        return f"The deck ran out: {event.cards} discarded cards are shuffled into a new deck."
    if isinstance(event, ev.TurnEnded):
        return ""
    if isinstance(event, ev.GameOver):
        ranked = sorted(range(len(event.scores)), key=lambda s: -event.scores[s])
        scores = ", ".join(f"{names[s]} {event.scores[s]}" for s in ranked)
        return f"Game over. {_names(event.winners, names)} wins! Scores: {scores}."
    return ""
