"""Sentences for the game log, one per engine event, in good grammar for every player.

The log is for everyone at the table, so nothing here reveals a hand: drawn cards are counted,
never named.

Every sentence about a player is written whole for each case, never glued from a name and a
verb: the person playing alone (and anyone named "You") is addressed as "you" ("You pay Ada
$1"), everyone else by name ("Ben pays Ada $1"). Each sentence goes through Qt's translation
(context ``Narration``: the sentences are methods of a ``QObject`` of that name, so that
``self.tr`` and its plural forms reach the translator), and counts through its plural forms.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from PySide6.QtCore import QObject

from patentgame.controller.game_model import listed_names
from patentgame.model.patent import events as ev
from patentgame.model.patent.events import Event
from patentgame.model.seats import is_you_name


def list_of_names(seats: Sequence[int], names: Sequence[str], you: Collection[int]) -> str:
    """The players of ``seats`` as a list: "You, Ada and Ben" ("you" first, capitalised, as
    the subject of a sentence)."""
    return _narration().list_of_names(seats, names, you)


def victory(winners: Sequence[int], names: Sequence[str], you: Collection[int]) -> str:
    """The winners in a sentence: "You win!", "Ada wins!", "You and Ada share the win!"."""
    return _narration().victory(winners, names, you)


def narrate(
    event: Event,
    names: Sequence[str],
    letter_of: Callable[[int], str],
    *,
    after_build: bool = False,
    after_challenge: bool = False,
    you: Collection[int] = frozenset(),
) -> str:
    """One sentence describing ``event``, or "" for events too small to log.

    Args:
        event: what the engine reported.
        names: player names by seat.
        letter_of: the letter of a (public) card id.
        after_build: the action was the optional discard after a build (an empty discard then
            keeps the hand; otherwise it is a pass).
        after_challenge: the action answered a play awaiting challenges: the verdict's line
            tells a rejection whole, so the rejection itself adds no line.
        you: the seats addressed as "you" (:func:`you_seats`); a player named "You" always is.
    """
    named = {seat for seat, name in enumerate(names) if is_you_name(name)}
    if after_challenge and isinstance(event, ev.PlayRejected):
        return ""
    return _narration().tell(event, names, letter_of, frozenset(you) | named, after_build)


_NARRATION: list[Narration] = []


def _narration() -> Narration:
    """The one narrator (made when first needed, on the GUI thread)."""
    if not _NARRATION:
        _NARRATION.append(Narration())
    return _NARRATION[0]


class Narration(QObject):
    """Chooses the sentence for each case of each event (one method per event)."""

    def __init__(self) -> None:
        super().__init__()
        self.names: Sequence[str] = ()
        self.letter_of: Callable[[int], str] = str
        self.you: Collection[int] = frozenset()

    def tell(
        self,
        event: Event,
        names: Sequence[str],
        letter_of: Callable[[int], str],
        you: Collection[int],
        after_build: bool,
    ) -> str:
        self.names, self.letter_of, self.you = names, letter_of, you
        match event:
            case ev.TurnStarted():
                return self._TurnStarted(event)
            case ev.CardReplaced():
                return self._CardReplaced(event)
            case ev.PlayPlaced():
                return self._PlayPlaced(event)
            case ev.ChallengeRequested():
                return self._ChallengeRequested(event)
            case ev.Responded():
                return self._Responded(event)
            case ev.ChallengeResolved():
                return self._ChallengeResolved(event)
            case ev.PlayRejected():
                return self._PlayRejected(event)
            case ev.WordScored():
                return self._WordScored(event)
            case ev.RoyaltyPaid():
                return self._RoyaltyPaid(event)
            case ev.PatentBought():
                return self._PatentBought(event)
            case ev.PurchaseDeclined():
                return self._PurchaseDeclined(event)
            case ev.FinalRoundStarted():
                return self._FinalRoundStarted(event)
            case ev.PoolRefilled():
                return self._PoolRefilled(event)
            case ev.CardsDiscarded():
                return self._CardsDiscarded(event, after_build)
            case ev.CardsDrawn():
                return self._CardsDrawn(event)
            case ev.DeckReshuffled():
                return self._DeckReshuffled(event)
            case ev.GameOver():
                return self._GameOver(event)
            case _:  # an event told by others (the end of a turn), or none
                return ""

    def list_of_names(
        self, seats: Sequence[int], names: Sequence[str], you: Collection[int]
    ) -> str:
        return listed_names(seats, names, you, self.tr("You"))

    def victory(self, winners: Sequence[int], names: Sequence[str], you: Collection[int]) -> str:
        if len(winners) == 1:
            (seat,) = winners
            if seat in you:
                return self.tr("You win!")
            return self.tr("{name} wins!").format(name=names[seat])
        if not winners:
            return self.tr("Nobody wins.")
        listed = self.list_of_names(winners, names, you)
        if any(seat in you for seat in winners):
            # "You and Ada": the verb agrees with "you" in Russian ("делите", not "делят").
            return self.tr("{names} share the win!", "the names include you").format(names=listed)
        return self.tr("{names} share the win!").format(names=listed)

    def _is_you(self, seat: int | None) -> bool:
        return seat is not None and seat in self.you

    # -- one method per event: each case a whole sentence -----------------------------------------
    def _TurnStarted(self, event: ev.TurnStarted) -> str:
        turn = event.turn + 1
        if self._is_you(event.seat):
            return self.tr("Turn {turn}: your turn.").format(turn=turn)
        return self.tr("Turn {turn}: {name} to play.").format(
            turn=turn, name=self.names[event.seat]
        )

    def _CardReplaced(self, event: ev.CardReplaced) -> str:
        name = self.names[event.seat]
        old, new = self.letter_of(event.old), self.letter_of(event.new)
        if event.from_pool:
            if self._is_you(event.seat):
                text = self.tr("You used the Q patent: {old} in the pool was replaced by {new}.")
            else:
                text = self.tr("{name} used the Q patent: {old} in the pool was replaced by {new}.")
            return text.format(name=name, old=old, new=new)
        if self._is_you(event.seat):
            return self.tr("You used the Q patent to replace a card of your hand.")
        return self.tr("{name} used the Q patent to replace a card of their hand.").format(
            name=name
        )

    def _PlayPlaced(self, event: ev.PlayPlaced) -> str:
        words = (
            self.tr("{first} and {second}").format(first=event.words[0], second=event.words[1])
            if len(event.words) == 2
            else "".join(event.words)
        )
        if self._is_you(event.seat):
            return self.tr("You placed {words}.").format(words=words)
        return self.tr("{name} placed {words}.").format(name=self.names[event.seat], words=words)

    def _ChallengeRequested(self, event: ev.ChallengeRequested) -> str:
        responders = event.responders
        who = self.list_of_names(responders, self.names, self.you)
        # The verb agrees with its subject in Russian: "Вы можете", "Ada может", "Ada и Ben
        # могут", and "Вы и Ada можете" when "you" is among several.
        if any(self._is_you(seat) for seat in responders):
            if len(responders) == 1:
                return self.tr("You may accept or challenge.")
            return self.tr("{names} may accept or challenge.", "the names include you").format(
                names=who
            )
        if len(responders) == 1:
            return self.tr("{name} may accept or challenge.").format(name=who)
        return self.tr("{names} may accept or challenge.").format(names=who)

    def _Responded(self, event: ev.Responded) -> str:
        if event.challenge:  # the verdict's line names the challenger who counts
            return ""
        if self._is_you(event.seat):
            return self.tr("You accept.")
        return self.tr("{name} accepts.").format(name=self.names[event.seat])

    def _ChallengeResolved(self, event: ev.ChallengeResolved) -> str:
        challenger, builder = self.names[event.challenger], self.names[event.builder]
        you_challenged = self._is_you(event.challenger)
        you_built = self._is_you(event.builder)
        if not event.valid:
            words = ", ".join(event.invalid_words)
            if len(event.invalid_words) > 1:
                if you_challenged:
                    text = self.tr(
                        "You challenged {builder}: {words} are not in the word list; the play "
                        "is rejected."
                    )
                elif you_built:
                    text = self.tr(
                        "{challenger} challenged you: {words} are not in the word list; your "
                        "play is rejected."
                    )
                else:
                    text = self.tr(
                        "{challenger} challenged {builder}: {words} are not in the word list; "
                        "the play is rejected."
                    )
            elif you_challenged:
                text = self.tr(
                    "You challenged {builder}: {words} is not in the word list; the play is "
                    "rejected."
                )
            elif you_built:
                text = self.tr(
                    "{challenger} challenged you: {words} is not in the word list; your play "
                    "is rejected."
                )
            else:
                text = self.tr(
                    "{challenger} challenged {builder}: {words} is not in the word list; the "
                    "play is rejected."
                )
            return text.format(challenger=challenger, builder=builder, words=words)
        bank = event.payer is None
        if you_challenged:
            text = (
                self.tr("You challenged {builder}: the play is valid; the bank pays {builder} $1.")
                if bank
                else self.tr("You challenged {builder}: the play is valid; you pay {builder} $1.")
            )
        elif you_built:
            text = (
                self.tr("{challenger} challenged you: your play is valid; the bank pays you $1.")
                if bank
                else self.tr(
                    "{challenger} challenged you: your play is valid; {challenger} pays you $1."
                )
            )
        else:
            text = (
                self.tr(
                    "{challenger} challenged {builder}: the play is valid; the bank pays "
                    "{builder} $1."
                )
                if bank
                else self.tr(
                    "{challenger} challenged {builder}: the play is valid; {challenger} pays "
                    "{builder} $1."
                )
            )
        return text.format(challenger=challenger, builder=builder)

    def _PlayRejected(self, event: ev.PlayRejected) -> str:
        words = ", ".join(event.invalid_words)
        if not words:
            text = self.tr("The play is not allowed: the cards go back.")
        elif len(event.invalid_words) > 1:
            text = self.tr("{words} are not in the word list: the cards go back.")
        else:
            text = self.tr("{words} is not in the word list: the cards go back.")
        text = text.format(words=words)
        if event.penalty:
            if self._is_you(event.seat):
                more = self.tr("You must discard one card as a penalty.")
            else:
                more = self.tr("{name} must discard one card as a penalty.")
            text += " " + more.format(name=self.names[event.seat])
        elif event.retries_left is not None:
            text += " " + self.tr("%n try(s) left.", "", event.retries_left)
        return text

    def _WordScored(self, event: ev.WordScored) -> str:
        if self._is_you(event.seat):
            if event.stock:
                text = self.tr("You score {word}: ${money} + %n stock.", "", event.stock)
            else:
                text = self.tr("You score {word}: ${money}.")
        elif event.stock:
            text = self.tr("{name} scores {word}: ${money} + %n stock.", "", event.stock)
        else:
            text = self.tr("{name} scores {word}: ${money}.")
        text = text.format(name=self.names[event.seat], word=event.word, money=event.money)
        if event.doublers:
            doubled = self.tr("(x{multiplier} by {letters})").format(
                multiplier=event.multiplier, letters=", ".join(event.doublers)
            )
            text = text[:-1] + " " + doubled + "."
        return text

    def _RoyaltyPaid(self, event: ev.RoyaltyPaid) -> str:
        if self._is_you(event.owner):
            text = self.tr("You receive ${amount} royalty for {letter} from the bank.")
        else:
            text = self.tr("{name} receives ${amount} royalty for {letter} from the bank.")
        return text.format(name=self.names[event.owner], amount=event.amount, letter=event.letter)

    def _PatentBought(self, event: ev.PatentBought) -> str:
        if self._is_you(event.seat):
            text = self.tr("You buy the {letter} patent for ${cost}.")
        else:
            text = self.tr("{name} buys the {letter} patent for ${cost}.")
        return text.format(name=self.names[event.seat], letter=event.letter, cost=event.cost)

    def _PurchaseDeclined(self, event: ev.PurchaseDeclined) -> str:
        if self._is_you(event.seat):
            return self.tr("You buy no patent.")
        return self.tr("{name} buys no patent.").format(name=self.names[event.seat])

    def _FinalRoundStarted(self, event: ev.FinalRoundStarted) -> str:
        if self._is_you(event.seat):
            text = self.tr(
                "Final round! You hold patents worth ${value}. The round is played to its end."
            )
        else:
            text = self.tr(
                "Final round! {name} holds patents worth ${value}. The round is played to its end."
            )
        return text.format(name=self.names[event.seat], value=event.patent_value)

    def _PoolRefilled(self, event: ev.PoolRefilled) -> str:
        if not event.cards:
            return ""
        letters = ", ".join(self.letter_of(card) for card in event.cards)
        return self.tr("The pool is refilled with {letters}.").format(letters=letters)

    def _CardsDiscarded(self, event: ev.CardsDiscarded, after_build: bool) -> str:
        you, name = self._is_you(event.seat), self.names[event.seat]
        if event.penalty:
            text = (
                self.tr("You discard {letter} as the penalty.")
                if you
                else self.tr("{name} discards {letter} as the penalty.")
            )
            return text.format(name=name, letter=self.letter_of(event.cards[0]))
        if not event.cards:
            if after_build:
                text = (
                    self.tr("You keep the other cards.")
                    if you
                    else self.tr("{name} keeps the other cards.")
                )
            else:
                text = self.tr("You pass.") if you else self.tr("{name} passes.")
            return text.format(name=name)
        letters = ", ".join(self.letter_of(card) for card in event.cards)
        text = self.tr("You discard {letters}.") if you else self.tr("{name} discards {letters}.")
        return text.format(name=name, letters=letters)

    def _CardsDrawn(self, event: ev.CardsDrawn) -> str:
        count = len(event.cards)
        if count == 0:
            return ""
        if self._is_you(event.seat):
            return self.tr("You draw %n card(s).", "", count)
        return self.tr("{name} draws %n card(s).", "", count).format(name=self.names[event.seat])

    def _DeckReshuffled(self, event: ev.DeckReshuffled) -> str:
        return self.tr(
            "The deck ran out: %n discarded card(s) are shuffled into a new deck.", "", event.cards
        )

    def _GameOver(self, event: ev.GameOver) -> str:
        ranked = sorted(range(len(event.scores)), key=lambda s: -event.scores[s])
        scores = ", ".join(
            self.tr("{name} {score}").format(
                name=self.tr("you") if self._is_you(s) else self.names[s], score=event.scores[s]
            )
            for s in ranked
        )
        return self.tr("Game over. {victory} Scores: {scores}.").format(
            victory=self.victory(event.winners, self.names, self.you), scores=scores
        )
