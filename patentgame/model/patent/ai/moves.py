"""The move generator: from the words a seat can spell to legal plays of real cards.

The lexicon answers with letters; the engine wants cards. This module lays each word (or, with
the V patent, each pair of words) out on card ids: which card of the hand or the pool fills each
letter, where the X copy goes, whether a final S is the Z-added one, and how each Y is declared.
It also prices each play with the engine's own scoring, so every player compares plays on what
they really earn.

Pool cards are preferred to hand cards of the same letter: a pool card left unused goes to the
next player, while a hand card kept is still ours next turn. Only the one hand card each word
needs (the rules ask for at least one) is taken from the hand when the pool could serve.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from patentgame.model.lexicon import Lexicon
from patentgame.model.patent import legality
from patentgame.model.patent.actions import Build, Slot, YRole
from patentgame.model.patent.patents import DOUBLER_LETTERS
from patentgame.model.patent.perspective import Perspective
from patentgame.model.patent.scoring import MIN_WORD, multiplier, royalties, score_play, word_value
from patentgame.model.patent.words import WordSource, word_source


class Vocabulary:
    """The words a player knows: those of ``known`` that the game's list also accepts.

    Weaker levels know everyday words only, but must never play a word the game refuses, so
    their vocabulary is the intersection of the everyday list and the game's list.
    """

    def __init__(self, game_words: Lexicon | WordSource, known: Lexicon | WordSource) -> None:
        self._game = word_source(game_words)
        self._known = word_source(known)

    def __contains__(self, word: object, /) -> bool:
        return word in self._known and word in self._game

    def words_from(
        self,
        hand: str | Iterable[str],
        pool: str | Iterable[str] = "",
        *,
        copy: bool = False,
        add_s: bool = False,
    ) -> list[str]:
        found = self._known.words_from(hand, pool, copy=copy, add_s=add_s)
        return [word for word in found if word in self._game]


@dataclass(frozen=True, slots=True)
class Play:
    """A legal build and what it earns, as the builder sees it.

    Attributes:
        build: The action.
        words: The words in capitals, as placed.
        money: Money the words earn (doublers included).
        stock: Stock the words earn.
        royalty: Dollars the play hands to other players' patents.
        hand_cards: Hand cards the play uses (they leave the hand).
        pool_cards: Pool cards the play uses.
        letters: Letters of the real cards: the patents the play makes buyable.
    """

    build: Build
    words: tuple[str, ...]
    money: int
    stock: int
    royalty: int
    hand_cards: frozenset[int]
    pool_cards: frozenset[int]
    letters: frozenset[str]

    @property
    def gain(self) -> int:
        """Money plus stock: what the play adds to the builder's score now."""
        return self.money + self.stock

    def describe(self) -> str:
        """The words for a log line: ``QUIZ`` or ``CAT + DOGS``."""
        return " + ".join(self.words)


class MoveGenerator:
    """Every play a seat can make from its hand and the pool, with the words of ``words``."""

    def __init__(self, view: Perspective, words: Lexicon | WordSource) -> None:
        self.view = view
        self.words = word_source(words)
        self.seat = view.seat
        self.powers = view.powers_of(view.seat)
        self._doubling = any(letter in self.powers for letter in DOUBLER_LETTERS)
        self._hand: dict[str, list[int]] = {}
        self._pool: dict[str, list[int]] = {}
        for card in view.own_hand:
            self._hand.setdefault(view.letter(card), []).append(card)
        for card in view.pool:
            self._pool.setdefault(view.letter(card), []).append(card)
        self.hand_letters = view.hand_letters()
        self.pool_letters = view.pool_letters()

    def spellable(self) -> list[str]:
        """Lowercase words spellable now, with this seat's X and Z powers, longest first."""
        if not self.hand_letters:
            return []
        return self.words.words_from(
            self.hand_letters,
            self.pool_letters,
            copy="X" in self.powers,
            add_s="Z" in self.powers,
        )

    def bound(self, word: str) -> int:
        """An upper bound of what ``word`` can earn (money + stock), without laying it out.

        Laying a word out on cards costs about 50 microseconds and a rack spells hundreds of
        words, so players lay out only the words whose bound is among the best. The bound
        counts every doubler that could apply with some declaration of the word's Ys.
        """
        money, stock = word_value(len(word))
        doublers = 1 if "q" in word else 0
        if self._doubling:
            ys = word.count("y")
            vowels = sum(1 for letter in word if letter in "aeiou")
            powers = self.powers
            if "B" in powers and word[0] in "aeiouy" and word[-1] in "aeiouy":
                doublers += 1
            if "J" in powers and 2 * (vowels + ys) >= len(word):
                doublers += 1
            if "K" in powers and vowels <= 1 and vowels + ys >= 1:
                doublers += 1
        return (money + stock) * multiplier(doublers, self.view.rules.doublers)

    def shortlist(
        self, words: Iterable[str], limit: int, keep: Callable[[str], bool] | None = None
    ) -> list[str]:
        """The ``limit`` words of highest bound that ``keep`` accepts (asked best first).

        Ties keep the lexicon's order (longest first, then alphabetical).
        """
        ranked = sorted(words, key=lambda word: -self.bound(word))
        if keep is None:
            return ranked[:limit]
        out = []
        for word in ranked:
            if keep(word):
                out.append(word)
                if len(out) == limit:
                    break
        return out

    def plays(self, words: Iterable[str]) -> list[Play]:
        """The best layout of each word that can be laid out legally (one play per word)."""
        out = []
        for word in words:
            play = self.play_of((word,))
            if play is not None:
                out.append(play)
        return out

    def pairs(self, singles: Sequence[Play], limit: int) -> list[Play]:
        """Two-word plays (V patent) from the ``limit`` best single plays, best layout each.

        Pairs come from the best single words because a pair earns what its two words earn
        (each doubler goes to one of them), so the best pairs are made of good words.
        """
        if "V" not in self.powers or len(singles) < 2:
            return []
        top = sorted(singles, key=lambda play: -play.gain)[:limit]
        available = _counts(self.hand_letters + self.pool_letters)
        slack = 1 if "X" in self.powers else 0
        out = []
        for first, second in itertools.combinations(top, 2):
            one, two = first.words[0], second.words[0]
            need = _counts(one + two)
            excess = sum(max(0, n - available.get(letter, 0)) for letter, n in need.items())
            # A Z-added S needs no card, so one S of excess may still fit.
            if excess > slack + ("Z" in self.powers):
                continue
            play = self.play_of((one.lower(), two.lower()))
            if play is not None:
                out.append(play)
        return out

    def play_of(self, words: Sequence[str]) -> Play | None:
        """The best legal layout of ``words`` (lowercase), or ``None`` if none is legal.

        "Best" is the most money and stock, then the fewest royalties handed out, then the most
        pool cards used. Z's S and the X copy are only used where they help: a word that the
        cards spell alone is tried as such, and with Z also with its S added for free (which
        keeps an S card in the hand).
        """
        variants: list[int | None] = [None]
        if "Z" in self.powers:
            variants += [i for i, word in enumerate(words) if word.endswith("s")]
        best: Play | None = None
        for s_word in variants:
            build = self._arrange(words, s_word)
            if build is None:
                continue
            play = self._price(build)
            if best is None or _better(play, best):
                best = play
        return best

    # ---------------------------------------------------------------- layout

    def _arrange(self, words: Sequence[str], s_word: int | None) -> Build | None:
        """Cards for ``words`` with the Z-added S on word ``s_word``, or ``None`` if impossible."""
        rules = self.view.rules
        texts = [word.upper() for word in words]
        real_texts = []
        for i, text in enumerate(texts):
            if i == s_word:
                if not text.endswith("S"):
                    return None
                if not rules.z_s_counts_toward_minimum and len(text) - 1 < MIN_WORD:
                    return None
                real_texts.append(text[:-1])
            else:
                real_texts.append(text)
        need = _counts("".join(real_texts))
        copy_letter: str | None = None
        for letter, count in need.items():
            held = len(self._hand.get(letter, ())) + len(self._pool.get(letter, ()))
            if count <= held:
                continue
            if copy_letter is not None or count - held != 1 or held == 0 or "X" not in self.powers:
                return None
            copy_letter = letter
        if copy_letter is not None:
            need[copy_letter] -= 1
            if sum(need.values()) < 3:  # a play that uses X needs 3 real cards
                return None
        # How many cards of each letter come from the hand: pool first.
        from_hand = {
            letter: max(0, count - len(self._pool.get(letter, ())))
            for letter, count in need.items()
        }
        # Each word needs one hand card: pick the position ("anchor") that holds it.
        anchored: dict[str, int] = {}
        anchors: list[int] = []
        copy_at: tuple[int, int] | None = None
        if copy_letter is not None:
            # The copy sits on the last occurrence of its letter, so anchors can use the others.
            for i in range(len(real_texts) - 1, -1, -1):
                where = real_texts[i].rfind(copy_letter)
                if where >= 0:
                    copy_at = (i, where)
                    break
        for i, text in enumerate(real_texts):
            anchor = -1
            for position, letter in enumerate(text):
                if copy_at == (i, position):
                    continue
                if anchored.get(letter, 0) < from_hand.get(letter, 0):
                    anchor = position
                    break
            if anchor < 0:
                for position, letter in enumerate(text):
                    if copy_at == (i, position):
                        continue
                    hand_count = len(self._hand.get(letter, ()))
                    if from_hand[letter] < min(hand_count, need[letter]):
                        from_hand[letter] += 1
                        anchor = position
                        break
            if anchor < 0:
                return None
            anchored[text[anchor]] = anchored.get(text[anchor], 0) + 1
            anchors.append(anchor)
        hand_queue = {
            letter: list(self._hand.get(letter, ())[:n]) for letter, n in from_hand.items()
        }
        pool_queue = {
            letter: list(self._pool.get(letter, ())[: need[letter] - from_hand[letter]])
            for letter in need
        }
        laid: list[list[Slot | None]] = []
        copied: int | None = None
        for i, text in enumerate(real_texts):
            slots: list[Slot | None] = [None] * len(text)
            slots[anchors[i]] = Slot.card_of(hand_queue[text[anchors[i]]].pop())
            laid.append(slots)
        for i, text in enumerate(real_texts):
            slots = laid[i]
            for position, letter in enumerate(text):
                if slots[position] is not None or copy_at == (i, position):
                    continue
                queue = pool_queue[letter] or hand_queue[letter]
                card = queue.pop()
                copied = card if letter == copy_letter else copied
                slots[position] = Slot.card_of(card)
        if copy_at is not None:
            if copied is None:
                # Every real card of the copied letter is an anchor; copy the first one found.
                copied = next(
                    slot.card
                    for slots in laid
                    for slot in slots
                    if slot is not None
                    and slot.card is not None
                    and self.view.letter(slot.card) == copy_letter
                )
            word, position = copy_at
            laid[word][position] = Slot.copy_of(copied)
        built = []
        for i, slots in enumerate(laid):
            word_slots = tuple(slot for slot in slots if slot is not None)
            if i == s_word:
                word_slots += (Slot.added_s(),)
            built.append(word_slots)
        return Build(self.seat, tuple(built))

    # --------------------------------------------------------------- pricing

    def _price(self, build: Build) -> Play:
        """What ``build`` earns, with its Ys declared to earn most."""
        view = self.view
        mode = view.rules.doublers
        best_build = build
        spelled = legality.spell(build, view.letter)
        earnings = score_play(spelled, self.powers, mode)
        if self._doubling:
            y_places = [
                (w, p)
                for w, word in enumerate(build.words)
                for p, slot in enumerate(word)
                if slot.card is not None and view.letter(slot.card) == "Y"
            ]
            best_total = sum(e.money + e.stock for e in earnings)
            for roles in itertools.product((YRole.VOWEL, YRole.CONSONANT), repeat=len(y_places)):
                if YRole.CONSONANT not in roles:
                    continue
                candidate = _declare(build, y_places, roles)
                trial = score_play(legality.spell(candidate, view.letter), self.powers, mode)
                total = sum(e.money + e.stock for e in trial)
                if total > best_total:
                    best_build, best_total, earnings = candidate, total, trial
        real = best_build.real_cards()
        letters = [view.letter(card) for card in real]
        paid = royalties(letters, view.owners, self.seat)
        hand = set(view.own_hand)
        return Play(
            build=best_build,
            words=tuple(word.letters for word in spelled),
            money=sum(e.money for e in earnings),
            stock=sum(e.stock for e in earnings),
            royalty=sum(sum(per.values()) for per in paid.values()),
            hand_cards=frozenset(card for card in real if card in hand),
            pool_cards=frozenset(card for card in real if card not in hand),
            letters=frozenset(letters),
        )


def _declare(build: Build, places: Sequence[tuple[int, int]], roles: Sequence[YRole]) -> Build:
    """``build`` with the Ys at ``places`` declared as ``roles`` (vowel is left implicit)."""
    words = [list(word) for word in build.words]
    for (w, p), role in zip(places, roles, strict=True):
        slot = words[w][p]
        words[w][p] = Slot(slot.kind, slot.card, role if role is YRole.CONSONANT else None)
    return Build(build.seat, tuple(tuple(word) for word in words))


def _counts(text: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for letter in text.upper():
        counts[letter] = counts.get(letter, 0) + 1
    return counts


def _better(play: Play, other: Play) -> bool:
    """Whether ``play`` beats ``other`` as a layout of the same words."""
    # For the same earnings, fewer hand cards spent is better: the Z-added S keeps an S card.
    return (play.gain, -play.royalty, -len(play.hand_cards), len(play.pool_cards)) > (
        other.gain,
        -other.royalty,
        -len(other.hand_cards),
        len(other.pool_cards),
    )
