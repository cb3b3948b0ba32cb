"""The computer players: a random baseline, the greedy baseline, and the levels people choose.

Every player answers whatever its seat must decide now (``view.to_act``): a challenge response,
the Q replacement, the build or a discard instead, the patent to buy, the optional discard after
a build, or the penalty card. The levels differ the way people differ (see ``levels.py``): the
words they know, how likely they are to see a long or rare word, how much of the economy they
weigh, and whether they always take the best play or one of the near-best by weighted chance.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from patentgame.model.ai import Budget, Decision, SafePlayer, noticing
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent import legality
from patentgame.model.patent.actions import Action, Buy, Discard, Replace, Respond
from patentgame.model.patent.ai.evaluation import (
    LETTER_KEEP,
    PLAY_RATE,
    Outlook,
    Weights,
    play_worth,
    worst_cards,
)
from patentgame.model.patent.ai.moves import MoveGenerator, Play
from patentgame.model.patent.game import Phase
from patentgame.model.patent.patents import PATENT_COST
from patentgame.model.patent.perspective import Perspective
from patentgame.model.patent.words import WordSource, word_source
from patentgame.wording import QT_TRANSLATE_NOOP

#: What each power does, for the reason shown when a player buys it. Every explanation is
#: written in English from a template marked for lupdate (context ``Explanations``); the views
#: show it in the app's language (``wording.translate_filled`` finds the template again), and
#: records keep the English.
POWER_REASONS = {
    "B": QT_TRANSLATE_NOOP("Explanations", "doubles your words that start and end with a vowel"),
    "J": QT_TRANSLATE_NOOP("Explanations", "doubles your words that are at least half vowels"),
    "K": QT_TRANSLATE_NOOP("Explanations", "doubles your one-vowel words"),
    "Q": QT_TRANSLATE_NOOP("Explanations", "lets you replace a card each turn"),
    "V": QT_TRANSLATE_NOOP("Explanations", "lets you build two words a turn"),
    "X": QT_TRANSLATE_NOOP("Explanations", "lets you use one card twice"),
    "Z": QT_TRANSLATE_NOOP("Explanations", "adds a free S to a word"),
}


class BasePlayer(SafePlayer[Perspective, Action]):
    """Dispatch on what the seat must decide, and the decisions every player makes alike."""

    def __init__(self, words: Lexicon | WordSource) -> None:
        super().__init__()
        self.words = word_source(words)

    def decide(self, view: Perspective, rng: random.Random, budget: Budget) -> Decision[Action]:
        phase = view.phase
        if phase is Phase.CHALLENGE:
            decision = self.respond(view, rng)
        elif phase is Phase.BUY:
            decision = self.buy(view, rng)
        elif phase is Phase.DISCARD:
            decision = self.discard_after_build(view, rng)
        elif phase is Phase.PENALTY:
            decision = self.penalty(view, rng)
        elif phase is Phase.BUILD:
            decision = self.build_turn(view, rng, budget)
        else:
            raise ValueError("the game is over")
        return decision

    def safe_decision(self, view: Perspective) -> Decision[Action]:
        return _fallback(view)

    # ------------------------------------------------------------- responses

    def respond(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        """Challenge a word that is not in the game's list; never bluff."""
        words = _pending_words(view)
        invalid = [word for word in words if word.lower() not in self.words]
        if invalid:
            return Decision(
                Respond(view.seat, True),
                QT_TRANSLATE_NOOP("Explanations", "challenged {word}: not a word").format(
                    word=invalid[0]
                ),
            )
        return Decision(
            Respond(view.seat, False),
            QT_TRANSLATE_NOOP("Explanations", "accepted {words}").format(words=" + ".join(words)),
        )

    # ------------------------------------------------------------ the turn

    def build_turn(self, view: Perspective, rng: random.Random, budget: Budget) -> Decision[Action]:
        """Build the chosen play, or discard when there is none."""
        raise NotImplementedError

    def buy(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        """Buy the dearest patent in reach (the greedy rule)."""
        letters = view.buyable_letters()
        if not letters:
            return Decision(
                Buy(view.seat, None), QT_TRANSLATE_NOOP("Explanations", "no patent in reach")
            )
        letter = max(letters, key=lambda letter: (PATENT_COST[letter], letter))
        return Decision(
            Buy(view.seat, letter),
            QT_TRANSLATE_NOOP(
                "Explanations", "bought {letter}: the dearest patent in reach"
            ).format(letter=letter),
        )

    def discard_after_build(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        """Keep every card."""
        return Decision(
            Discard(view.seat, ()), QT_TRANSLATE_NOOP("Explanations", "kept every card")
        )

    def penalty(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        """Give up the card least worth keeping."""
        hand = view.own_hand
        card = min(hand, key=lambda card: (LETTER_KEEP[view.letter(card)], card))
        return Decision(
            Discard(view.seat, (card,)),
            QT_TRANSLATE_NOOP("Explanations", "gave up {letter} as the penalty").format(
                letter=view.letter(card)
            ),
        )

    def no_word(self, view: Perspective) -> Decision[Action]:
        """No word in this hand: discard the cards least worth keeping (all if none stands out)."""
        letters = {card: view.letter(card) for card in view.own_hand}
        cards = worst_cards(letters, view.own_hand, bias=1.0) or list(view.own_hand)
        return Decision(
            Discard(view.seat, tuple(cards)),
            QT_TRANSLATE_NOOP("Explanations", "no word in this hand: discarded {letters}").format(
                letters=_letters_of(view, cards)
            ),
        )


class RandomPlayer(BasePlayer):
    """A legal baseline: any play it can lay out, any patent, any cards, by chance."""

    player_id = "ai:random"

    def respond(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        challenge = rng.random() < 0.5
        words = " + ".join(_pending_words(view))
        reason = (
            QT_TRANSLATE_NOOP("Explanations", "challenged {words} on a whim")
            if challenge
            else QT_TRANSLATE_NOOP("Explanations", "accepted {words}")
        ).format(words=words)
        return Decision(Respond(view.seat, challenge), reason)

    def build_turn(self, view: Perspective, rng: random.Random, budget: Budget) -> Decision[Action]:
        if view.can_replace and rng.random() < 0.2:
            places = view.own_hand + (view.pool if view.rules.q_replace_from_pool else ())
            card = rng.choice(places)
            return Decision(
                Replace(view.seat, card),
                QT_TRANSLATE_NOOP("Explanations", "replaced {letter} by chance").format(
                    letter=view.letter(card)
                ),
            )
        generator = MoveGenerator(view, self.words)
        words = generator.spellable()
        if words and rng.random() < 0.9:
            choices = rng.sample(words, min(5, len(words)))
            plays = generator.plays(choices)
            plays += generator.pairs(plays, 5) if rng.random() < 0.5 else []
            if plays:
                play = rng.choice(plays)
                return Decision(
                    play.build,
                    QT_TRANSLATE_NOOP("Explanations", "played {words} by chance").format(
                        words=play.describe()
                    ),
                )
        hand = list(view.own_hand)
        cards = tuple(card for card in hand if rng.random() < 0.5)
        return Decision(
            Discard(view.seat, cards),
            QT_TRANSLATE_NOOP("Explanations", "discarded {count} cards by chance").format(
                count=len(cards)
            ),
        )

    def buy(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        options: list[str | None] = [None, *view.buyable_letters()]
        letter = rng.choice(options)
        reason = (
            QT_TRANSLATE_NOOP("Explanations", "bought nothing by chance")
            if letter is None
            else QT_TRANSLATE_NOOP("Explanations", "bought {letter} by chance").format(
                letter=letter
            )
        )
        return Decision(Buy(view.seat, letter), reason)

    def discard_after_build(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        cards = tuple(card for card in view.own_hand if rng.random() < 0.3)
        return Decision(
            Discard(view.seat, cards),
            QT_TRANSLATE_NOOP("Explanations", "discarded {count} cards by chance").format(
                count=len(cards)
            ),
        )

    def penalty(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        card = rng.choice(view.own_hand)
        return Decision(
            Discard(view.seat, (card,)),
            QT_TRANSLATE_NOOP("Explanations", "gave up {letter} by chance").format(
                letter=view.letter(card)
            ),
        )


class GreedyPlayer(BasePlayer):
    """The baseline to beat: the most money and stock this turn, the dearest patent, no discards."""

    player_id = "ai:greedy"

    def build_turn(self, view: Perspective, rng: random.Random, budget: Budget) -> Decision[Action]:
        generator = MoveGenerator(view, self.words)
        plays = _search(generator, generator.spellable(), 30, 15, budget)
        if not plays:
            # Keeping cards that spell nothing would stall: take a fresh hand.
            cards = view.own_hand
            return Decision(
                Discard(view.seat, cards),
                QT_TRANSLATE_NOOP("Explanations", "no word in this hand: discarded every card"),
            )
        play = max(plays, key=lambda play: (play.gain, -play.royalty))
        return Decision(play.build, play_reason(play))


@dataclass(frozen=True, slots=True)
class Style:
    """How a level plays. See ``levels.py`` for the four levels people choose.

    Attributes:
        everyday_words: Knows only everyday words (``en-common`` within the game's list).
        see_by_length: Chance to see a word of 3, 4, ... 12 letters on a given turn.
        see_rare: Chance to see a word that is not an everyday word.
        shortlist: Words laid out on cards per turn (those that could earn most).
        pairs: With V, two-word plays are made from this many best single words.
        near_best: Plays within this many dollars of the best may be chosen...
        temperature: ...with weight ``exp(-shortfall / temperature)``; 0 always takes the best.
        economics: ``"simple"`` values a play by what it earns now (less half the royalties
            it hands out); ``"full"`` adds the cards kept and the best patent it makes buyable.
        buying: ``"liked"`` picks a patent in reach by chance, dearer ones more often;
            ``"dearest"`` the dearest; ``"worth"`` the one worth most (see `Outlook`).
        discard_bias: Eagerness of the optional discard after a build; ``None`` keeps all.
        replace: Uses the Q power to replace its worst card.
        miss_invalid: Chance to let an invalid word pass unchallenged.
        challenge_rare: Chance to challenge a valid word that is not an everyday word.
        weights: Weights of the full economics.
    """

    everyday_words: bool
    see_by_length: tuple[float, ...] = (1.0,) * 10
    see_rare: float = 1.0
    shortlist: int = 60
    pairs: int = 20
    near_best: float = 0.0
    temperature: float = 0.0
    economics: Literal["simple", "full"] = "full"
    buying: Literal["liked", "dearest", "worth"] = "worth"
    discard_bias: float | None = 0.0
    replace: bool = True
    miss_invalid: float = 0.0
    challenge_rare: float = 0.0
    weights: Weights = field(default_factory=Weights)


class LevelPlayer(BasePlayer):
    """A level people choose: beginner, casual, strong or expert, as set by its `Style`."""

    def __init__(
        self,
        player_id: str,
        style: Style,
        words: Lexicon | WordSource,
        everyday: Lexicon | WordSource,
    ) -> None:
        super().__init__(words)
        self.player_id = player_id
        self.style = style
        self.everyday = word_source(everyday)
        self.known: WordSource = self.words
        if style.everyday_words:
            from patentgame.model.patent.ai.moves import Vocabulary

            self.known = Vocabulary(self.words, self.everyday)

    # ------------------------------------------------------------- responses

    def respond(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        """Challenge invalid words, though weaker levels miss some and doubt rare ones."""
        style = self.style
        words = _pending_words(view)
        invalid = [word for word in words if word.lower() not in self.words]
        if invalid and rng.random() >= style.miss_invalid:
            return Decision(
                Respond(view.seat, True),
                QT_TRANSLATE_NOOP("Explanations", "challenged {word}: not a word").format(
                    word=invalid[0]
                ),
            )
        if not invalid and style.challenge_rare > 0:
            rare = [word for word in words if word.lower() not in self.everyday]
            if rare and rng.random() < style.challenge_rare:
                return Decision(
                    Respond(view.seat, True),
                    QT_TRANSLATE_NOOP(
                        "Explanations", "challenged {word}: never heard of it"
                    ).format(word=rare[0]),
                )
        return Decision(
            Respond(view.seat, False),
            QT_TRANSLATE_NOOP("Explanations", "accepted {words}").format(words=" + ".join(words)),
        )

    # ------------------------------------------------------------ the turn

    def build_turn(self, view: Perspective, rng: random.Random, budget: Budget) -> Decision[Action]:
        plays = self.search(view, rng, budget)
        if view.can_replace and self.style.replace:
            decision = self._replace(view, plays)
            if decision is not None:
                return decision
        if not plays:
            return self.no_word(view)
        play = self._pick(self.valued(view, plays), rng)
        return Decision(play.build, play_reason(play))

    def search(self, view: Perspective, rng: random.Random, budget: Budget) -> list[Play]:
        """The plays this level finds in ``view``'s hand and pool (the words it sees)."""
        style = self.style
        generator = MoveGenerator(view, self.known)
        words = generator.spellable()
        return _search(generator, words, style.shortlist, style.pairs, budget, self._sees(rng))

    def valued(self, view: Perspective, plays: Sequence[Play]) -> list[tuple[float, Play]]:
        """Each of ``plays`` with what it is worth to this level, in dollars of final score."""
        outlook = Outlook(view, self.style.weights)
        return [(self._value(view, outlook, play), play) for play in plays]

    def _sees(self, rng: random.Random) -> Callable[[str], bool] | None:
        """Whether this player notices a word this turn: long and rare words are easier to miss.

        Asked lazily, best words first, only until the shortlist is full: a rack spells hundreds
        of words and each everyday-list lookup costs microseconds.
        """
        style = self.style
        return noticing(
            style.see_by_length, style.see_rare, self.everyday, rng, shortest=3, longest=12
        )

    def _value(self, view: Perspective, outlook: Outlook, play: Play) -> float:
        """What a play is worth to this level, in dollars of final score."""
        if self.style.economics == "simple":
            return play.gain - 0.5 * play.royalty
        return play_worth(view, outlook, play).total

    def _pick(self, valued: list[tuple[float, Play]], rng: random.Random) -> Play:
        """The best play, or one of the near-best by weighted chance."""
        style = self.style
        top = max(value for value, _ in valued)
        if style.temperature <= 0:
            return max(valued, key=lambda item: item[0])[1]
        near = [(value, play) for value, play in valued if value >= top - style.near_best]
        weights = [math.exp((value - top) / style.temperature) for value, _ in near]
        return rng.choices([play for _, play in near], weights)[0]

    def _replace(self, view: Perspective, plays: Sequence[Play]) -> Decision[Action] | None:
        """Replace the worst hand card when the hand offers nothing better than a short word."""
        if plays and max(play.gain for play in plays) >= 4:
            return None
        letters = {card: view.letter(card) for card in view.own_hand}
        worst = worst_cards(letters, view.own_hand, bias=0.5)
        if not worst:
            return None
        card = worst[0]
        return Decision(
            Replace(view.seat, card),
            QT_TRANSLATE_NOOP("Explanations", "replaced {letter}: a hard letter").format(
                letter=letters[card]
            ),
        )

    # --------------------------------------------------------- after a build

    def buy(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        style = self.style
        letters = view.buyable_letters()
        if not letters:
            return Decision(
                Buy(view.seat, None), QT_TRANSLATE_NOOP("Explanations", "no patent in reach")
            )
        if style.buying == "dearest":
            return super().buy(view, rng)
        if style.buying == "liked":
            letter = rng.choices(letters, [PATENT_COST[letter] for letter in letters])[0]
            return Decision(Buy(view.seat, letter), patent_reason(letter))
        outlook = Outlook(view, style.weights)
        assert view.last_play is not None
        worth = {
            letter: outlook.patent_worth(letter, 0.0, view.money(view.seat)) for letter in letters
        }
        letter = max(letters, key=lambda letter: (worth[letter], PATENT_COST[letter]))
        if worth[letter] <= 0:
            value = view.patent_value(view.seat)
            ends = any(value + PATENT_COST[each] >= view.goal for each in letters)
            why = (
                QT_TRANSLATE_NOOP(
                    "Explanations", "bought nothing: it would end the game while behind"
                )
                if ends
                else QT_TRANSLATE_NOOP("Explanations", "bought nothing: nothing worth buying now")
            )
            return Decision(Buy(view.seat, None), why)
        return Decision(Buy(view.seat, letter), patent_reason(letter, outlook))

    def discard_after_build(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        bias = self.style.discard_bias
        if bias is None:
            return Decision(
                Discard(view.seat, ()), QT_TRANSLATE_NOOP("Explanations", "kept every card")
            )
        letters = {card: view.letter(card) for card in view.own_hand}
        cards = worst_cards(letters, view.own_hand, bias)
        if not cards:
            return Decision(
                Discard(view.seat, ()), QT_TRANSLATE_NOOP("Explanations", "kept every card")
            )
        return Decision(
            Discard(view.seat, tuple(cards)),
            QT_TRANSLATE_NOOP("Explanations", "discarded {letters} for fresh cards").format(
                letters=_letters_of(view, cards)
            ),
        )

    def penalty(self, view: Perspective, rng: random.Random) -> Decision[Action]:
        letters = {card: view.letter(card) for card in view.own_hand}
        worst = worst_cards(letters, view.own_hand, bias=10.0)
        card = worst[0] if worst else view.own_hand[0]
        return Decision(
            Discard(view.seat, (card,)),
            QT_TRANSLATE_NOOP("Explanations", "gave up {letter} as the penalty").format(
                letter=letters[card]
            ),
        )


# ------------------------------------------------------------------- helpers


def _search(
    generator: MoveGenerator,
    words: Sequence[str],
    shortlist: int,
    pairs: int,
    budget: Budget,
    sees: Callable[[str], bool] | None = None,
) -> list[Play]:
    """Lay out the most promising words, then two-word plays, until the budget runs out.

    ``sees`` filters the words the player notices, in order of promise, until the shortlist
    is full.
    """
    plays: list[Play] = []
    for index, word in enumerate(generator.shortlist(words, shortlist, sees)):
        if index % 8 == 7 and budget.exhausted():
            return plays
        play = generator.play_of((word,))
        if play is not None:
            plays.append(play)
    if pairs and not budget.exhausted():
        plays += generator.pairs(plays, pairs)
    return plays


def _pending_words(view: Perspective) -> list[str]:
    play = view.pending_play
    if play is None:
        return []
    return [word.letters for word in legality.spell(play, view.letter)]


def _letters_of(view: Perspective, cards: Sequence[int]) -> str:
    return ", ".join(view.letter(card) for card in cards)


def play_reason(play: Play) -> str:
    if play.stock:
        template = QT_TRANSLATE_NOOP("Explanations", "played {words}: ${money} and {stock} stock")
    else:
        template = QT_TRANSLATE_NOOP("Explanations", "played {words}: ${money}")
    return template.format(words=play.describe(), money=play.money, stock=play.stock)


def patent_reason(letter: str, outlook: Outlook | None = None) -> str:
    if letter in POWER_REASONS:
        return QT_TRANSLATE_NOOP("Explanations", "bought {letter}: {power}").format(
            letter=letter, power=POWER_REASONS[letter]
        )
    if outlook is not None:
        view = outlook.view
        value = outlook.patent_values[view.seat] + PATENT_COST[letter]
        if not view.final_round and value >= view.goal:
            if outlook.lead() > 0:
                return QT_TRANSLATE_NOOP(
                    "Explanations", "bought {letter}: reaches the goal while ahead"
                ).format(letter=letter)
            return QT_TRANSLATE_NOOP("Explanations", "bought {letter}: reaches the goal").format(
                letter=letter
            )
    if PLAY_RATE[letter] >= 0.3:
        return QT_TRANSLATE_NOOP(
            "Explanations", "bought {letter}: a common letter that earns royalties"
        ).format(letter=letter)
    return QT_TRANSLATE_NOOP("Explanations", "bought {letter}: adds ${value} of patents").format(
        letter=letter, value=PATENT_COST[letter]
    )


def _fallback(view: Perspective) -> Decision[Action]:
    """A legal action for any phase, used only if a player's own choice was refused."""
    seat = view.seat
    action: Action
    if view.phase is Phase.CHALLENGE:
        action = Respond(seat, False)
    elif view.phase is Phase.BUY:
        action = Buy(seat, None)
    elif view.phase is Phase.PENALTY:
        action = Discard(seat, view.own_hand[:1])
    else:
        action = Discard(seat, ())
    return Decision(action, QT_TRANSLATE_NOOP("Explanations", "passed"))


__all__ = ["GreedyPlayer", "LevelPlayer", "RandomPlayer", "Style"]
