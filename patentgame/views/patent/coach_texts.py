"""The coach's sentences: what a play earns and why it is good, hints, and word meanings.

The coach's engine returns data (:mod:`patentgame.model.patent.coach`); the sentences are made
here, at the edge, in the reader's language (context ``Coach``), for the table's hints and
after-turn panel and for the game review window alike. Values are the expert's: dollars of final
score more than passing.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject

from patentgame.model.patent.actions import Discard
from patentgame.model.patent.coach import (
    Candidate,
    Hints,
    Opinion,
    PurchaseReview,
    Source,
    TurnReview,
)


class CoachCounts(QObject):
    """The coach's sentences that count (``%n``): Qt's lupdate finds plural forms only in a
    method's ``self.tr``, so they are said here (context ``CoachCounts``)."""

    def discard(self, cards: int) -> str:
        return self.tr("discard %n card(s)", "", cards)

    def earnings(self, money: int, stock: int) -> str:
        return self.tr("${money} and %n stock", "", stock).format(money=money)

    def word_of(self, letters: int) -> str:
        return self.tr("The best play is a word of %n letter(s).", "", letters)

    def played_out(self, guesses: int) -> str:
        return self.tr(
            "The master played the best plays out on %n guess(es) of the hidden cards", "", guesses
        )


_COUNTED = CoachCounts()


def play_words(candidate: Candidate) -> str:
    """The play in a few letters: ``CANDOR``, ``CAT + DOG``, or "a discard"."""
    action = candidate.action
    if isinstance(action, Discard):
        if action.cards:
            return _COUNTED.discard(len(action.cards))
        return QCoreApplication.translate("Coach", "pass")
    return " + ".join(candidate.words)


def earnings(candidate: Candidate) -> str:
    """``$6 and 2 stock``."""
    if candidate.stock:
        return _COUNTED.earnings(candidate.money, candidate.stock)
    return QCoreApplication.translate("Coach", "${money}").format(money=candidate.money)


def value_text(value: float) -> str:
    """A value on the expert's scale (dollars of final score) in whole dollars, as the game
    counts money: ``$12``, ``-$3``. It is an estimate, so sentences say "worth about" it
    (:func:`worth_text`), never "earned".

    >>> value_text(12.46), value_text(-3.0), value_text(0), value_text(-0.4)
    ('$12', '-$3', '$0', '$0')
    """
    dollars = round(value)
    return f"-${-dollars}" if dollars < 0 else f"${dollars}"


def worth_text(value: float) -> str:
    """``worth about $5``: the expert's estimate of a play's worth, said as one."""
    return QCoreApplication.translate("Coach", "worth about {value}").format(
        value=value_text(value)
    )


def refused(review: TurnReview) -> bool:
    """Whether the turn's word was refused and the turn ended with the penalty card (the play
    made is then that card, which is no discard the player chose)."""
    return review.penalty and bool(review.rejected)


def made_words(review: TurnReview) -> str:
    """The play made in a few letters; a refused word is said as one: ``PLNAT (refused)``,
    not "discard 1 card"."""
    if refused(review):
        return QCoreApplication.translate("Coach", "{words} (refused)").format(
            words=" + ".join(review.rejected)
        )
    return play_words(review.made)


def outcome(candidate: Candidate, *, made: bool = False) -> str:
    """What a play brings: ``earns $6 and 2 stock, worth about $8`` (``earned`` for the play
    ``made``); a discard earns nothing: ``worth about $3``."""
    worth = worth_text(candidate.value)
    if not candidate.is_build:
        return worth
    if made:
        text = QCoreApplication.translate("Coach", "earned {earnings}, {worth}")
    else:
        text = QCoreApplication.translate("Coach", "earns {earnings}, {worth}")
    return text.format(earnings=earnings(candidate), worth=worth)


def made_outcome(review: TurnReview) -> str:
    """What the play made brought: its earnings and worth, or that its word was refused."""
    if refused(review):
        return QCoreApplication.translate("Coach", "refused: the turn cost a card, {worth}").format(
            worth=worth_text(review.made.value)
        )
    return outcome(review.made, made=True)


def why(candidate: Candidate, names: Sequence[str]) -> list[str]:
    """Why a play is good, one short sentence a reason: what it earns (and what doubled it),
    the royalties it hands out, the patent it makes buyable and that patent's worth."""
    if not candidate.is_build:
        return [
            QCoreApplication.translate(
                "Coach", "No word can be laid out: discarding keeps the best cards for later."
            )
        ]
    reasons = [
        QCoreApplication.translate("Coach", "Earns {earnings}.").format(
            earnings=earnings(candidate)
        )
    ]
    doubled = sorted({d for word in candidate.doublers for d in word})
    if doubled:
        reasons.append(
            QCoreApplication.translate("Coach", "Doubled by {letters}.").format(
                letters=", ".join(doubled)
            )
        )
    powers = sorted(candidate.powers)
    if powers:
        reasons.append(
            QCoreApplication.translate("Coach", "Uses your powers: {letters}.").format(
                letters=", ".join(powers)
            )
        )
    if candidate.royalties:
        paid = ", ".join(
            QCoreApplication.translate("Coach", "${dollars} to {name} ({letter})").format(
                dollars=royalty.dollars,
                name=names[royalty.owner] if 0 <= royalty.owner < len(names) else "?",
                letter=royalty.letter,
            )
            for royalty in candidate.royalties
        )
        reasons.append(
            QCoreApplication.translate("Coach", "Hands out royalties: {paid}.").format(paid=paid)
        )
    else:
        reasons.append(QCoreApplication.translate("Coach", "Hands out no royalties."))
    patent = candidate.best_patent
    if patent is not None:
        reasons.append(
            QCoreApplication.translate(
                "Coach",
                "Then you can buy {letter} (${cost}), worth about {worth} beyond its price.",
            ).format(letter=patent.letter, cost=patent.cost, worth=value_text(patent.worth))
        )
    elif candidate.patents:
        reasons.append(QCoreApplication.translate("Coach", "It makes no patent worth buying."))
    return reasons


def hint_text(step: int, hints: Hints, names: Sequence[str]) -> tuple[str, str]:
    """The heading and the body of hint ``step`` (1 to 3) of ``hints``."""
    play = hints.play
    reasons = " ".join(why(play, names))
    if step == 1:
        if len(hints.lengths) == 1:
            shape = _COUNTED.word_of(hints.lengths[0])
        else:
            shape = QCoreApplication.translate(
                "Coach", "The best play is two words, of {first} and {second} letters."
            ).format(first=hints.lengths[0], second=hints.lengths[1])
        return QCoreApplication.translate("Coach", "Hint 1 of 3"), f"{shape} {reasons}"
    if step == 2:
        patterns = []
        for index, length in enumerate(hints.lengths):
            shown = {p.position: p for p in hints.letters if p.word == index}
            cells = [shown[i].letter if i in shown else "_" for i in range(length)]
            patterns.append(" ".join(cells))
        pool = sorted(
            {p.letter for p in hints.letters if p.source is Source.POOL},
        )
        body = (
            QCoreApplication.translate("Coach", "Letters in place:") + "\n" + "   ".join(patterns)
        )
        if pool:
            body += "\n" + QCoreApplication.translate("Coach", "From the pool: {letters}.").format(
                letters=", ".join(pool)
            )
        return QCoreApplication.translate("Coach", "Hint 2 of 3"), f"{body}\n{reasons}"
    return (
        QCoreApplication.translate("Coach", "Hint 3 of 3"),
        QCoreApplication.translate(
            "Coach", "{words} is in the word row: press Play, or change it."
        ).format(words=play_words(play))
        + "\n"
        + reasons,
    )


def purchase_text(purchase: PurchaseReview | None) -> str:
    """The purchase beside the expert's, in one sentence ("" when no patent was in reach)."""
    if purchase is None or not purchase.offered:
        return ""
    bought = purchase.bought
    best = purchase.best
    if bought == best:
        if bought is None:
            return QCoreApplication.translate("Coach", "You bought nothing, as the expert would.")
        return QCoreApplication.translate(
            "Coach", "You bought {letter}, as the expert would."
        ).format(letter=bought)
    if best is None:
        return QCoreApplication.translate(
            "Coach", "You bought {letter}; the expert would buy nothing."
        ).format(letter=bought)
    worth = value_text(purchase.worth_of(best))
    if bought is None:
        return QCoreApplication.translate(
            "Coach", "You bought nothing; the expert would buy {letter} (worth about {worth})."
        ).format(letter=best, worth=worth)
    return QCoreApplication.translate(
        "Coach", "You bought {bought}; the expert would buy {best} (worth about {worth})."
    ).format(bought=bought, best=best, worth=worth)


def share_text(share: float | None) -> str:
    """Your play's share of the best play's value."""
    if share is None:
        return QCoreApplication.translate("Coach", "No play was worth more than passing.")
    return QCoreApplication.translate(
        "Coach", "Your play was worth {percent}% of the best."
    ).format(percent=round(share * 100))


#: A chance to win under this (or over one less it) is a game decided whatever is played.
DECIDED = 0.005


def opinion_text(opinion: Opinion | None, made: Candidate | None = None) -> str:
    """The master's second opinion in a sentence: how many guesses it rests on, the build it
    prefers and each one's chance to win in them ("" without an opinion). ``made``: the play
    made, praised when it is the master's choice and not the expert's."""
    preferred = opinion.preferred if opinion is not None else None
    chance = opinion.chances[opinion.choice] if opinion is not None else None
    if opinion is None or preferred is None or chance is None:
        return ""
    played = _COUNTED.played_out(opinion.guesses)
    known = [chance for chance in opinion.chances if chance is not None]
    if max(known) < DECIDED:  # "agrees: BRR has a 0% chance" said less than this
        return QCoreApplication.translate("Coach", "{played}: none of them wins.").format(
            played=played
        )
    if min(known) > 1.0 - DECIDED:
        return QCoreApplication.translate("Coach", "{played}: every one of them wins.").format(
            played=played
        )
    if opinion.agrees:
        return QCoreApplication.translate(
            "Coach", "{played} and agrees: {words} has a {percent}% chance to win."
        ).format(played=played, words=play_words(preferred), percent=round(chance * 100))
    first, first_chance = opinion.plays[0], opinion.chances[0]
    text = QCoreApplication.translate(
        "Coach",
        "{played} and prefers {words}: a {percent}% chance to win, against {other}% for {first}.",
    ).format(
        played=played,
        words=play_words(preferred),
        percent=round(chance * 100),
        other=round((first_chance or 0.0) * 100),
        first=play_words(first),
    )
    if made is not None and made.action == preferred.action:
        text += " " + QCoreApplication.translate("Coach", "You found the master's choice.")
    return text
