"""The computer players of the board games: two baselines and the level player.

Every player decides from a seat's :class:`~patentgame.model.board.perspective.BoardPerspective`
only (its own rack, the board, the scores, the count of tiles not seen), with its own random
generator, and never plays a word outside the game's list, so it never makes an illegal move.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from patentgame.model.board.ai.decision import BoardDecision, Deadline, Motive, Why, decided
from patentgame.model.board.ai.endgame import EndgameSearch
from patentgame.model.board.ai.equity import Valued, best_exchange, exchange_limit, rank
from patentgame.model.board.ai.everyday import load_everyday
from patentgame.model.board.ai.leave_tables import leave_model
from patentgame.model.board.ai.leaves import LeaveModel
from patentgame.model.board.generator import Candidate, MoveGenerator
from patentgame.model.board.layout import SIZE
from patentgame.model.board.letter_variants import words_of_rules
from patentgame.model.board.moves import Challenge, Exchange, Pass
from patentgame.model.board.perspective import BoardPerspective
from patentgame.model.board.phases import Phase
from patentgame.model.board.rules import BoardRules, ChallengeRule
from patentgame.model.board.tile_graph import PrefixLexicon


class _Base:
    """What every board player shares: a move generator per rule set, challenges, no-play."""

    player_id = "ai:base"

    def __init__(self, lexicon: PrefixLexicon) -> None:
        self.lexicon = lexicon
        self._generators: dict[BoardRules, MoveGenerator] = {}

    def generator(self, rules: BoardRules) -> MoveGenerator:
        found = self._generators.get(rules)
        if found is None:
            found = self._generators[rules] = MoveGenerator(rules, self.lexicon)
        return found

    def candidates(self, view: BoardPerspective) -> list[Candidate]:
        return self.generator(view.rules).generate(view.letters, view.blanks, view.rack)

    def doubts(self, view: BoardPerspective, rng: random.Random) -> tuple[str, ...]:
        """The words of the last play this player would challenge (none if it trusts them)."""
        words = words_of_rules(self.lexicon, view.rules)
        return tuple(word for word in view.challengeable if word not in words)

    def before_play(self, view: BoardPerspective, rng: random.Random) -> BoardDecision | None:
        """A challenge or the acceptance of a play that went out, when one is due."""
        if view.can_challenge and view.rules.challenge is not ChallengeRule.AUTOMATIC:
            doubted = self.doubts(view, rng)
            if doubted:
                return decided(Challenge(view.seat), Why(Motive.CHALLENGE, words=doubted))
        if view.phase is Phase.FINAL_PASS:
            return decided(Pass(view.seat), Why(Motive.ACCEPT))
        return None

    def no_play(self, view: BoardPerspective, model: LeaveModel | None = None) -> BoardDecision:
        """With no placement: exchange (the tiles worth least, or all) when allowed, else pass."""
        limit = exchange_limit(view.bag_count, view.rack, view.rules.exchange_min_bag)
        if limit:
            if model is not None:
                found = best_exchange(view.rack, model, limit)
                if found is not None:
                    return decided(
                        Exchange(view.seat, found[0]),
                        Why(Motive.NO_PLAY, leave=found[1], leave_value=found[2]),
                    )
            return decided(Exchange(view.seat, view.rack[:limit]), Why(Motive.NO_PLAY))
        return decided(Pass(view.seat), Why(Motive.NO_PLAY))


class RandomPlayer(_Base):
    """A random legal placement; a random exchange when it has none; else a pass. It challenges
    only words not in the list (so the lab's games stay sound).

    The placement is found line by line: the board's 30 lines (15 rows for moves across, 15
    columns for moves down) in a random order, a few at a time, and a move drawn uniformly from
    the first lines that hold any. That costs a tenth of finding every move, so the legality
    runs (thousands of games per rule set) fit on a laptop, and it spreads the game over the
    whole board instead of favouring the crowded lines where most moves lie. It still plays
    when any move exists: the last draw searches every line left.
    """

    player_id = "ai:random"

    #: Lines searched by the first draws; the rest are searched together by the last one.
    _DRAWS = (2, 4)

    def choose(
        self, view: BoardPerspective, rng: random.Random, budget: Deadline | None = None
    ) -> BoardDecision:
        due = self.before_play(view, rng)
        if due is not None:
            return due
        lines = [(across, line) for across in (1, 0) for line in range(SIZE)]
        rng.shuffle(lines)
        generator = self.generator(view.rules)
        found: list[Candidate] = []
        start = 0
        for count in (*self._DRAWS, len(lines)):
            drawn = frozenset(lines[start : start + count])
            start += count
            if drawn:
                found = generator.generate(view.letters, view.blanks, view.rack, drawn)
            if found:
                break
        if found:
            pick = rng.choice(found)
            return decided(pick.place(view.seat), Why(Motive.RANDOM, score=pick.score))
        limit = exchange_limit(view.bag_count, view.rack, view.rules.exchange_min_bag)
        if limit:
            count = rng.randint(1, limit)
            tiles = tuple(rng.sample(list(view.rack), count))
            return decided(Exchange(view.seat, tiles), Why(Motive.NO_PLAY))
        return decided(Pass(view.seat), Why(Motive.NO_PLAY))


class GreedyPlayer(_Base):
    """The highest score now, whatever it keeps (the score-only baseline of Macondo's
    comparisons); exchanges its whole rack when it cannot play."""

    player_id = "ai:greedy"

    def choose(
        self, view: BoardPerspective, rng: random.Random, budget: Deadline | None = None
    ) -> BoardDecision:
        due = self.before_play(view, rng)
        if due is not None:
            return due
        found = self.candidates(view)
        if not found:
            return self.no_play(view)
        best = found[0]
        return decided(
            best.place(view.seat),
            Why(Motive.BEST_SCORE, score=best.score, words=best.words(view.letters)),
        )


@dataclass(frozen=True, slots=True)
class Style:
    """How a level plays (see :mod:`~patentgame.model.board.ai.levels`).

    Attributes:
        everyday: Knows only the everyday vocabulary (where the language has one).
        see_by_length: Chance to see a move whose main word has 2, 3, ... tiles (the last
            entry holds for longer words).
        see_rare: Chance to see a move with a word outside the everyday vocabulary (or, in a
            language without one, a main word of 7 tiles or more).
        leave: Weight of the leave value in its equity (0: score only).
        danger: Points it counts per triple-word lane a move opens.
        near_best: Picks among the moves it sees within this many points of its best one.
        temperature: How far that pick strays from the best (points per factor e).
        exchanges: Whether it exchanges a rack worth more after an exchange than any play.
        endgame: ``"score"`` (no special play), ``"greedy"`` (goes out when it pays) or
            ``"search"`` (searches the last moves, two players only).
        miss_phony: Chance to let a word not in the list pass unchallenged.
        endgame_seconds: Time the endgame search may take.
    """

    everyday: bool = False
    see_by_length: tuple[float, ...] = (1.0,)
    see_rare: float = 1.0
    leave: float = 0.0
    danger: float = 0.0
    near_best: float = 0.0
    temperature: float = 1.0
    exchanges: bool = False
    endgame: str = "score"
    miss_phony: float = 0.0
    endgame_seconds: float = 0.6


#: Moves a level looks at, best first, before it stops looking for ones it sees.
_LOOK = 300


class LevelPlayer(_Base):
    """A level: a vocabulary, findability, equity and an endgame (see :class:`Style`)."""

    def __init__(
        self,
        player_id: str,
        style: Style,
        lexicon: PrefixLexicon,
        by_language: Mapping[str, Style] | None = None,
    ) -> None:
        super().__init__(lexicon)
        self.player_id = player_id
        #: How it plays in the game at hand: ``style``, or its language's own where
        #: ``by_language`` has one (set at each decision from the game's rules).
        self.style = style
        self._styles = (style, dict(by_language or {}))

    def _play_in(self, rules: BoardRules) -> None:
        default, by_language = self._styles
        self.style = by_language.get(rules.tiles.language, default)

    def doubts(self, view: BoardPerspective, rng: random.Random) -> tuple[str, ...]:
        self._play_in(view.rules)
        doubted = super().doubts(view, rng)
        if doubted and rng.random() < self.style.miss_phony:
            return ()
        return doubted

    def choose(
        self, view: BoardPerspective, rng: random.Random, budget: Deadline | None = None
    ) -> BoardDecision:
        self._play_in(view.rules)
        due = self.before_play(view, rng)
        if due is not None:
            return due
        style = self.style
        rules = view.rules
        model = leave_model(rules)
        found = self.candidates(view)
        if not found:
            return self.no_play(view, model)
        if view.bag_count == 0 and style.endgame != "score":
            return self._endgame(view, found, budget)
        valued = self.ranked(view, found)
        seen = self._seen(view, valued, rng)
        pick = self._pick(seen, rng)
        if style.exchanges:
            limit = exchange_limit(view.bag_count, view.rack, rules.exchange_min_bag)
            exchange = best_exchange(view.rack, model, limit) if limit else None
            if exchange is not None and style.leave * exchange[2] > pick.equity:
                return decided(
                    Exchange(view.seat, exchange[0]),
                    Why(
                        Motive.EXCHANGE,
                        equity=round(style.leave * exchange[2], 2),
                        leave=exchange[1],
                        leave_value=round(exchange[2], 2),
                    ),
                )
        candidate = pick.candidate
        if len(candidate.codes) == rules.rack_size:
            motive = Motive.BINGO
        elif style.near_best and pick is not seen[0]:
            motive = Motive.FAVOURITE
        elif style.leave or style.danger:
            motive = Motive.BEST_EQUITY
        else:
            motive = Motive.BEST_SCORE
        return decided(
            candidate.place(view.seat),
            Why(
                motive,
                score=candidate.score,
                equity=round(pick.equity, 2),
                leave=pick.leave,
                leave_value=round(pick.leave_value, 2),
                danger=pick.danger,
                words=candidate.words(view.letters),
            ),
        )

    def ranked(
        self, view: BoardPerspective, found: Sequence[Candidate] | None = None
    ) -> list[Valued]:
        """Every placement of ``view.seat`` valued as this level values it, best first (what
        the coach's hints and best plays show, for the expert)."""
        if found is None:
            found = self.candidates(view)
        return rank(
            found,
            view.rack,
            view.letters,
            view.bag_count,
            leave_model(view.rules),
            leave_factor=self.style.leave,
            danger_weight=self.style.danger,
            rack_size=view.rules.rack_size,
        )

    # ----------------------------------------------------------------- seeing

    def _seen(
        self, view: BoardPerspective, valued: Sequence[Valued], rng: random.Random
    ) -> list[Valued]:
        """The moves this player notices, best first: those whose every word it knows, each
        main word seen (or missed) once per turn by its length and rarity."""
        style = self.style
        everyday = load_everyday(view.rules) if style.everyday or style.see_rare < 1 else None
        lengths = style.see_by_length
        decided: dict[str, bool] = {}
        seen: list[Valued] = []
        known: Valued | None = None
        for entry in valued[:_LOOK]:
            if seen and entry.equity < seen[0].equity - style.near_best:
                break
            candidate = entry.candidate
            words = candidate.words(view.letters)
            rare = False
            if everyday is not None:
                rare = any(word not in everyday for word in words)
                if rare and style.everyday:
                    continue
            elif style.see_rare < 1:
                rare = candidate.length >= 7
            if known is None:
                known = entry
            main = words[0]
            noticed = decided.get(main)
            if noticed is None:
                chance = lengths[min(candidate.length - 2, len(lengths) - 1)]
                if rare:
                    chance *= style.see_rare
                noticed = decided[main] = chance >= 1 or rng.random() < chance
            if noticed:
                seen.append(entry)
        if not seen:
            # Nothing caught its eye: a person then settles for the first word it knows.
            seen.append(known if known is not None else valued[0])
        return seen

    def _pick(self, seen: Sequence[Valued], rng: random.Random) -> Valued:
        style = self.style
        if not style.near_best or len(seen) == 1:
            return seen[0]
        top = seen[0].equity
        weights = [math.exp((entry.equity - top) / style.temperature) for entry in seen]
        return rng.choices(list(seen), weights)[0]

    # ---------------------------------------------------------------- endgame

    def _endgame(
        self, view: BoardPerspective, found: list[Candidate], budget: Deadline | None
    ) -> BoardDecision:
        """With the bag empty: search the last moves (two players), or play what earns most
        at once (going out counts the opponent's rack twice)."""
        generator = self.generator(view.rules)
        other = tuple(view.unseen.elements())
        seat = view.seat
        if self.style.endgame == "search" and len(view.scores) == 2:
            # Without a budget (the lab, tests) only the count of generations limits the
            # search, so a game replays the same; with one, its time limit holds too.
            seconds = self.style.endgame_seconds if budget is not None else None
            search = EndgameSearch(generator, seconds=seconds, budget=budget)
            plan = search.best(view.letters, view.blanks, view.rack, other)
            if plan.move is None:
                return decided(Pass(seat), Why(Motive.ENDGAME, equity=plan.spread))
            move = plan.move
            return decided(
                move.place(seat),
                Why(
                    Motive.GOES_OUT if len(move.codes) == len(view.rack) else Motive.ENDGAME,
                    score=move.score,
                    equity=plan.spread,
                    leave=move.leave(view.rack),
                    words=move.words(view.letters),
                ),
            )
        search = EndgameSearch(generator)
        best = max(found, key=lambda move: search.gain(move, view.rack, other))
        return decided(
            best.place(seat),
            Why(
                Motive.GOES_OUT if len(best.codes) == len(view.rack) else Motive.BEST_SCORE,
                score=best.score,
                equity=search.gain(best, view.rack, other),
                leave=best.leave(view.rack),
                words=best.words(view.letters),
            ),
        )
