"""The guided first game: a fixed deal and its script, as pure rules (the views add the words).

The person (seat 0) plays against one computer player (seat 1, "the tutor") on a deal made for
the lessons, in this order:

1. **build**: the person plays RAVEN (R, A, V, E from the hand, N from the pool);
2. **buy**: and buys the V patent with the $3 it earned;
3. **keep**: keeps the other cards (so the tutor's later cards are the planned ones);
4. **accept**: the tutor plays VIOLET: the person answers the challenge question (VIOLET is a
   word), and receives a $1 royalty for its V; the tutor buys L;
5. **power**: the person uses the V patent: two words in one turn (GOLD and SIT are in hand);
6. **finish**: buys a patent or not, discards or not;
7. **challenge**: the tutor plays TOLIE, which is no word: the person may challenge it;
8. **done**: the lessons are over; the tutor plays by itself from now on.

:func:`lesson` reads the lesson from the game alone, :func:`allows` says which of the person's
actions a lesson accepts (the table refuses the others with the lesson's hint), and
:func:`tutor_action` is what the tutor plays when the game waits for it. The game is a normal
game of the engine, not rated.

>>> game = new_game(frozenset({"raven", "violet", "gold", "sit"}))
>>> lesson(game), [game.letter(card) for card in game.hand(PERSON)], game.rated
(<Lesson.BUILD: 'build'>, ['R', 'A', 'V', 'E', 'L', 'S', 'T'], False)
"""

from __future__ import annotations

import enum

from patentgame.model.lexicon import DEFAULT_LIST, WordList
from patentgame.model.patent import legality
from patentgame.model.patent.actions import Action, Build, Buy, Discard, Respond, Slot
from patentgame.model.patent.cards import is_standard_deck
from patentgame.model.patent.game import PatentGame, Phase, PlayerSpec, PlayPreview
from patentgame.model.patent.rules import RuleSet

PERSON = 0
TUTOR = 1
#: The computer player people meet first (the kind plays on once the lessons are over).
TUTOR_KIND = "ai:beginner"

#: The top of the deck: the person's hand, the tutor's, the pool, then the cards drawn later.
TOP = (
    "RAVELST"  # the person: R A V E (+ N of the pool) = RAVEN; L S T kept for GOLD and SIT
    "VIOLETU"  # the tutor: VIOLET, and a U it keeps
    "NOI"  # the pool
    "M"  # refills the pool after RAVEN
    "GODI"  # the person draws after RAVEN: G O L D + S I T
    "TOLIEN"  # the tutor draws after VIOLET: TOLIE
)
#: The rest of the deck, shuffled once, so the game plays on with ordinary hands.
REST = "TUSCAYSDQIEOEUANXHEJAIAWYLAECHRIDNSFEBAPTMEAGRSBNZHRONDPOAWEUIEGROTHIRFKES"
DECK = TOP + REST
assert is_standard_deck(DECK)

FIRST_WORD = "RAVEN"
FIRST_PATENT = "V"
TUTOR_WORD = "VIOLET"
TUTOR_PATENT = "L"
TUTOR_NON_WORD = "TOLIE"


class Lesson(enum.Enum):
    """Where the guided game stands."""

    BUILD = "build"
    BUY = "buy"
    KEEP = "keep"
    ACCEPT = "accept"
    POWER = "power"
    FINISH = "finish"
    CHALLENGE = "challenge"
    DONE = "done"


def new_game(lexicon: WordList, person: str = "You", tutor: str = "Ada") -> PatentGame:
    """The guided game, set up: the fixed deal, the person to start, players challenging words
    (the challenge is a lesson), not rated."""
    return PatentGame.new(
        [PlayerSpec(person), PlayerSpec(tutor, TUTOR_KIND)],
        lexicon,
        RuleSet(),
        deck=DECK,
        start=PERSON,
        lexicon_id=DEFAULT_LIST,
        rated=False,
        last_turn_discard=False,
    )


def is_guided(game: object) -> bool:
    """Whether ``game`` is the guided game (its fixed deal, not rated): a lesson, not a game
    to keep when it is left."""
    return isinstance(game, PatentGame) and game.cards.deck_order == DECK and not game.rated


def lesson(game: PatentGame) -> Lesson:
    """The lesson the game is at (``DONE`` after the last, and for any other game)."""
    turn, phase = game.turns, game.phase
    if turn == 0:
        return {Phase.BUY: Lesson.BUY, Phase.DISCARD: Lesson.KEEP}.get(phase, Lesson.BUILD)
    if turn == 1:
        return Lesson.ACCEPT
    if turn == 2:
        return Lesson.FINISH if phase in (Phase.BUY, Phase.DISCARD) else Lesson.POWER
    if turn == 3 and phase in (Phase.BUILD, Phase.CHALLENGE):
        return Lesson.CHALLENGE
    return Lesson.DONE


#: The turns (``Game.turns`` as they start) whose play the guide asks the person for: RAVEN,
#: then two words with the V power. They are the guide's choices, not the person's to judge.
GUIDED_TURNS = frozenset({0, 2})


def guided(turn: int) -> bool:
    """Whether the person's play in ``turn`` of the guided game is the one the guide asked for.

    >>> guided(0), guided(2), guided(4)
    (True, True, False)
    """
    return turn in GUIDED_TURNS


def allows(game: PatentGame, action: Action) -> bool:
    """Whether the lesson accepts ``action`` (the tutor's own actions always pass)."""
    if action.seat != PERSON:
        return True
    now = lesson(game)
    if now is Lesson.BUILD:
        return isinstance(action, Build) and legality.words_of(action, game.letter) == (FIRST_WORD,)
    if now is Lesson.BUY:
        return action == Buy(PERSON, FIRST_PATENT)
    if now is Lesson.KEEP:
        return action == Discard(PERSON, ())
    if now in (Lesson.ACCEPT, Lesson.CHALLENGE):
        return isinstance(action, Respond)
    if now is Lesson.POWER:
        return (
            isinstance(action, Build) and len(action.words) == 2 and not power_faults(game, action)
        )
    if now is Lesson.FINISH:
        return isinstance(action, Buy | Discard)
    return True


def power_faults(game: PatentGame, build: Build) -> tuple[str, ...]:
    """The words of ``build`` the word list lacks: the tutor lets every word of the person
    stand, so the power lesson checks them (two words of no list scored and taught a wrong
    word). An illegal build is the rules' to refuse."""
    shown = game.preview(build)
    if not isinstance(shown, PlayPreview):
        return ()
    known = zip(shown.words, shown.in_wordlist, strict=True)
    return tuple(word for word, in_list in known if not in_list)


def tutor_action(game: PatentGame) -> Action | None:
    """What the tutor plays now, if the game waits for it during the lessons."""
    if TUTOR not in game.to_act or game.turns > 3:
        return None
    phase = game.phase
    if phase is Phase.CHALLENGE:
        return Respond(TUTOR, challenge=False)  # the tutor lets every word of the person stand
    if game.current != TUTOR:
        return None
    if phase is Phase.BUILD:
        word = TUTOR_WORD if game.turns == 1 else TUTOR_NON_WORD
        return Build(TUTOR, (_spelled(game, word),))
    if phase is Phase.BUY and game.turns == 1:
        bought = TUTOR_PATENT if TUTOR_PATENT in game.buyable_letters() else None
        return Buy(TUTOR, bought)
    if phase is Phase.DISCARD and game.turns == 1:
        return Discard(TUTOR, ())
    return None


def _spelled(game: PatentGame, word: str) -> tuple[Slot, ...]:
    """``word`` laid out with the tutor's own cards (the deal holds them)."""
    free = list(game.hand(TUTOR))
    slots = []
    for letter in word:
        card = next(card for card in free if game.letter(card) == letter)
        free.remove(card)
        slots.append(Slot.card_of(card))
    return tuple(slots)
