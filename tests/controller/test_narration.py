"""The log's sentences read right for every name: "you" for the person playing alone (and for
anyone named You), the name otherwise, never a name glued to the wrong verb."""

from __future__ import annotations

import re

import pytest

from patentgame.controller.patent.narration import list_of_names, narrate, victory
from patentgame.model.patent import events as ev
from patentgame.model.seats import PlayerSpec, you_seats

NAMES = ("Anna", "Ada", "Babbage")
#: One event of every kind that speaks of a player, each about seat 0 (and others).
EVENTS: list[ev.Event] = [
    ev.TurnStarted(0, 4),
    ev.CardReplaced(0, 3, 9, True),
    ev.CardReplaced(0, 3, 9, False),
    ev.PlayPlaced(0, ("CAT",)),
    ev.PlayPlaced(0, ("CAT", "DOG")),
    ev.ChallengeRequested(1, (0, 2)),
    ev.Responded(0, False),
    ev.ChallengeResolved(1, 0, True, (), 0),
    ev.ChallengeResolved(1, 0, True, (), None),
    ev.ChallengeResolved(0, 1, True, (), 1),
    ev.ChallengeResolved(0, 1, False, ("TOLIE",), None),
    ev.ChallengeResolved(1, 0, False, ("TOLIE", "XQ"), None),
    ev.PlayRejected(0, ("TOLIE",), None, True),
    ev.WordScored(0, "QUIT", 4, 1, 2, ("Q",)),
    ev.RoyaltyPaid(0, 1, "E", 1),
    ev.PatentBought(0, "Z", 2),
    ev.PurchaseDeclined(0),
    ev.FinalRoundStarted(0, 34),
    ev.CardsDiscarded(0, (), False),
    ev.CardsDiscarded(0, (3,), True),
    ev.CardsDiscarded(0, (3, 4), False),
    ev.CardsDrawn(0, (1, 2)),
    ev.GameOver((0,), (30, 20, 10)),
    ev.GameOver((0, 1), (30, 30, 10)),
]
#: Third-person verbs, wrong after "You".
WRONG_AFTER_YOU = re.compile(
    r"\byou (wins|pays|scores|receives|buys|holds|discards|draws|passes|keeps|challenges|"
    r"accepts|places|uses|shares|must discards)\b",
    re.IGNORECASE,
)


@pytest.mark.parametrize("event", EVENTS, ids=lambda e: type(e).__name__)
def test_the_person_alone_is_you_in_every_sentence(qapp: object, event: ev.Event) -> None:
    text = narrate(event, NAMES, lambda card: "E", you={0})
    assert text, event
    assert "Anna" not in text  # the person is never called by name to themselves
    assert not WRONG_AFTER_YOU.search(text), text
    assert re.search(r"\b[Yy]ou(r)?\b", text), text


@pytest.mark.parametrize("event", EVENTS, ids=lambda e: type(e).__name__)
def test_anyone_else_is_named_with_the_verb_that_fits(qapp: object, event: ev.Event) -> None:
    text = narrate(event, NAMES, lambda card: "E")
    assert "Anna" in text
    assert not re.search(r"\bAnna (win|pay|score|receive|buy|hold|discard|draw|pass)\b", text)
    assert not re.search(r"\b[Yy]ou\b", text), text


def test_a_challenge_is_told_by_its_verdict_alone(qapp: object) -> None:
    """Issue 33.13: "Ben challenges." before "Ben challenged Anna: ..." said it twice; the
    verdict names the challenger, and a rejection after a challenge adds no line of its own."""
    assert narrate(ev.Responded(1, True), NAMES, str) == ""
    rejected = ev.PlayRejected(0, ("TCE",), None, True)
    assert narrate(rejected, NAMES, str, after_challenge=True) == ""
    assert narrate(rejected, NAMES, str).startswith("TCE is not in the word list")


def test_a_player_named_you_is_you_in_hot_seat_too(qapp: object) -> None:
    players = (PlayerSpec("You"), PlayerSpec("Ben"), PlayerSpec("Ada", "ai:greedy"))
    assert you_seats(players) == frozenset({0})
    names = tuple(p.name for p in players)
    text = narrate(ev.ChallengeResolved(1, 0, True, (), 0), names, str)
    assert text == "You challenged Ben: the play is valid; you pay Ben $1."
    assert victory((0,), names, frozenset({0})) == "You win!"


def test_the_sentences_of_the_issue(qapp: object) -> None:
    you = frozenset({0})
    assert victory((0,), NAMES, you) == "You win!"
    assert victory((1,), NAMES, you) == "Ada wins!"
    assert victory((0, 1), NAMES, you) == "You and Ada share the win!"
    assert narrate(ev.ChallengeResolved(1, 0, True, (), 0), NAMES, str, you=you) == (
        "You challenged Ada: the play is valid; you pay Ada $1."
    )
    assert list_of_names((2, 0, 1), NAMES, you) == "You, Babbage and Ada"


def test_counts_have_their_plural_forms(qapp: object) -> None:
    assert narrate(ev.CardsDrawn(1, (3,)), NAMES, str) == "Ada draws 1 card."
    assert narrate(ev.CardsDrawn(1, (3, 4)), NAMES, str) == "Ada draws 2 cards."
    assert narrate(ev.DeckReshuffled(1), NAMES, str).startswith(
        "The deck ran out: 1 discarded card is"
    )


def test_who_may_challenge_and_who_shares_the_win_take_the_verb_of_their_subject(
    qapp: object,
) -> None:
    """English says "may" and "share" for everyone; Russian conjugates: "Вы можете", "Ada
    может", "Ada и Babbage могут", "Вы и Ada можете" (a person playing the hot seat saw
    "Вы могут")."""
    from patentgame.controller.translations import install_translations

    you = frozenset({0})

    def sentences() -> list[str]:
        return [
            narrate(ev.ChallengeRequested(2, (0,)), NAMES, str, you=you),
            narrate(ev.ChallengeRequested(2, (1,)), NAMES, str, you=you),
            narrate(ev.ChallengeRequested(0, (1, 2)), NAMES, str, you=you),
            narrate(ev.ChallengeRequested(2, (0, 1)), NAMES, str, you=you),
            victory((0, 1), NAMES, you),
            victory((1, 2), NAMES, you),
        ]

    assert sentences() == [
        "You may accept or challenge.",
        "Ada may accept or challenge.",
        "Ada and Babbage may accept or challenge.",
        "You and Ada may accept or challenge.",
        "You and Ada share the win!",
        "Ada and Babbage share the win!",
    ]
    assert install_translations("ru")
    try:
        assert sentences() == [
            "Вы можете принять или оспорить.",
            "Ada может принять или оспорить.",
            "Ada и Babbage могут принять или оспорить.",
            "Вы и Ada можете принять или оспорить.",
            "Вы и Ada делите победу!",
            "Победу делят: Ada и Babbage!",
        ]
    finally:
        install_translations("en")


def test_a_player_named_вы_is_you_too(qapp: object) -> None:
    """ "Вы" (the Russian table's name for the person) means "you" in either language, so a
    hot-seat game started in Russian never reads "Вы выкладывает" or "Вы plays"."""
    from patentgame.controller.translations import install_translations

    players = (PlayerSpec("Вы"), PlayerSpec("Ben"))
    assert you_seats(players) == frozenset({0})
    names = tuple(p.name for p in players)
    assert narrate(ev.PlayPlaced(0, ("CAT",)), names, str) == "You placed CAT."
    assert install_translations("ru")
    try:
        assert narrate(ev.PlayPlaced(0, ("CAT",)), names, str) == "Вы выложили CAT."
        assert narrate(ev.PlayPlaced(1, ("CAT",)), names, str) == "Ben выкладывает CAT."
    finally:
        install_translations("en")
