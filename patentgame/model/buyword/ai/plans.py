"""From a hand to what to sell: the words a hand offers and the best way to spend them.

A *plan* for a hand is the words to sell now (none, one, or several that share no tile), the
letters to discard to keep at most 8, and what is left. Its value is the money of the words
plus what the kept tiles are worth (`Economy.keep_value`). Buying, selling and discarding are
all decided by comparing the best plans of the hands each choice leads to.

>>> from patentgame.model.lexicon import Lexicon
>>> planner = Planner(WordFinder(Lexicon.load("en-enable")), Economy())
>>> plan = planner.best_plan(Counter("QUIZ"), wilds=0, rounds_left=0.0)
>>> [offer.word for offer in plan.words], plan.sales
(['QUIZ'], 121)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from patentgame.model.buyword.ai.economy import Economy
from patentgame.model.buyword.legality import WordList
from patentgame.model.buyword.search import WordFinder
from patentgame.model.buyword.tiles import price


@dataclass(frozen=True, slots=True)
class Offer:
    """A word the hand can sell: its letters, the wild's letter, its pips and the hand's letters
    it spends (the wild's letter not among them)."""

    word: str
    wild: str | None
    pips: int
    spends: tuple[tuple[str, int], ...]

    @property
    def price(self) -> int:
        return price(self.pips)

    def describe(self) -> str:
        """The word as a person reads it, the wild's letter in lower case: ``QUIzZES``."""
        if self.wild is None:
            return self.word
        index = self.word.rindex(self.wild)
        return self.word[:index] + self.wild.lower() + self.word[index + 1 :]


@dataclass(frozen=True, slots=True)
class Plan:
    """Words to sell now, letters to discard, and the worth of what is kept."""

    words: tuple[Offer, ...]
    dropped: tuple[str, ...]
    kept: Counter[str]
    wilds_kept: int
    sales: int
    kept_value: float

    @property
    def value(self) -> float:
        return self.sales + self.kept_value


class Planner:
    """Finds a hand's offers and its best plan, for one player's vocabulary and economy.

    Args:
        finder: The search over the game's word list.
        economy: The player's sense of value.
        known: The words the player knows (``None``: the whole list).
        shortlist: Offers considered, the dearest first.
        pairs: Offers combined in twos (and more) when looking for several sales at once.
    """

    def __init__(
        self,
        finder: WordFinder,
        economy: Economy,
        known: WordList | None = None,
        *,
        shortlist: int = 30,
        pairs: int = 14,
    ) -> None:
        self.finder = finder
        self.economy = economy
        self.known = known
        self.shortlist = shortlist
        self.pairs = pairs

    def offers(
        self,
        letters: Counter[str],
        wilds: int,
        *,
        min_length: int = 2,
        theme: WordList | None = None,
        sees: Callable[[str], bool] | None = None,
        limit: int | None = None,
    ) -> list[Offer]:
        """The hand's sellable words that this player knows (and notices), dearest first.

        Words spending the same letters in the same way are worth the same, so only the first
        of each (alphabetically) is kept.
        """
        text = "".join(letter * count for letter, count in letters.items())
        wanted = self.shortlist if limit is None else limit
        known = self.known
        seen: set[tuple[tuple[str, int], ...]] = set()
        out: list[Offer] = []
        for worth, _, word, wild in self.finder.find_raw(text, wilds, min_length=min_length):
            if known is not None and word not in known:
                continue
            if theme is not None and word not in theme:
                continue
            if sees is not None and not sees(word):
                continue
            spent = Counter(word)
            if wild:
                spent[wild] -= 1
            spends = tuple(sorted((letter.upper(), n) for letter, n in spent.items() if n))
            key = (*spends, ("*", 1 if wild else 0))
            if key in seen:
                continue
            seen.add(key)
            out.append(Offer(word.upper(), wild.upper() or None, -worth, spends))
            if len(out) >= wanted:
                break
        return out

    def best_plan(
        self,
        letters: Counter[str],
        wilds: int,
        rounds_left: float,
        *,
        offers: Sequence[Offer] | None = None,
        min_length: int = 2,
        theme: WordList | None = None,
        sees: Callable[[str], bool] | None = None,
    ) -> Plan:
        """The plan worth most for this hand: sell, discard down to the limit, keep the rest.

        Args:
            letters: The hand's letter tiles.
            wilds: The hand's wild tiles.
            rounds_left: Rounds in which kept tiles may still be sold (0: none, sell all).
            offers: The hand's offers when already found.
        """
        if offers is None:
            offers = self.offers(letters, wilds, min_length=min_length, theme=theme, sees=sees)
        candidates: list[tuple[Offer, ...]] = [()]
        candidates += [(offer,) for offer in offers]
        top = offers[: self.pairs]
        for first_index, first in enumerate(top):
            # The dearest offers that fit beside `first`, added greedily: with a big hand, or in
            # the last round, three or four words may be sold at once.
            chosen = [first]
            for second in top[first_index + 1 :]:
                if _fits(letters, wilds, [*chosen, second]):
                    chosen.append(second)
                    candidates.append(tuple(chosen))
            for second in top[first_index + 1 :]:
                if _fits(letters, wilds, [first, second]):
                    candidates.append((first, second))
        best: Plan | None = None
        for words in candidates:
            plan = self._evaluate(letters, wilds, rounds_left, words)
            if best is None or plan.value > best.value:
                best = plan
        assert best is not None
        return best

    def _evaluate(
        self, letters: Counter[str], wilds: int, rounds_left: float, words: tuple[Offer, ...]
    ) -> Plan:
        kept = Counter(letters)
        wilds_left = wilds
        for offer in words:
            for letter, count in offer.spends:
                kept[letter] -= count
            if offer.wild is not None:
                wilds_left -= 1
        kept = +kept
        kept, dropped = self.economy.tighten(kept)
        value = self.economy.keep_value(kept, wilds_left, rounds_left)
        sales = sum(offer.price for offer in words)
        return Plan(words, tuple(dropped), kept, wilds_left, sales, value)


def _fits(letters: Counter[str], wilds: int, words: Sequence[Offer]) -> bool:
    """Whether ``words`` can all be sold from one hand (no tile twice, one wild each)."""
    if sum(1 for offer in words if offer.wild is not None) > wilds:
        return False
    spent: Counter[str] = Counter()
    for offer in words:
        for letter, count in offer.spends:
            spent[letter] += count
            if spent[letter] > letters[letter]:
                return False
    return True
