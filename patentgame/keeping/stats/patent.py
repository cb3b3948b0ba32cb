"""The patent game's statistics: what each seat did in a finished game, and a person's figures.

The engine reports every scored word, royalty, challenge payment and patent purchase as an
event, so replaying the actions from the setup gives exact per-seat figures without any
bookkeeping in the engine. They are computed once, when a game is stored, and kept in the
``patent_seats`` table beside the house's ``game_seats`` (:data:`PATENT_STATS`).
:func:`figures` reads them back for the Statistics window.
"""

from __future__ import annotations

import json
import sqlite3
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime

from patentgame.keeping.hint_ledger import hints_taken, read_hints
from patentgame.keeping.stats.rating import START_RATING, outcome
from patentgame.keeping.stats.store import Profile
from patentgame.model.games import KeptGame, SeatFacts
from patentgame.model.patent.ai.levels import LADDER, MASTER, RATINGS, level_of
from patentgame.model.patent.events import (
    ChallengeResolved,
    PatentBought,
    RoyaltyPaid,
    TurnEnded,
    TurnStarted,
    WordScored,
)
from patentgame.model.patent.game import PatentGame
from patentgame.model.patent.replay import fresh_copy, play_through
from patentgame.model.strength import Level, Rung
from patentgame.model.strength import plays_like as plays_like_rung

#: Fixed ratings of the patent game's computer players (ids of the AI contract, aliases
#: included): the Elo estimates of the ladder's steps, the master and the lab's baselines,
#: measured by self-play (``benchmarks/ai.py --ladder``; ``docs/ai.md``).
AI_RATINGS: Mapping[str, float] = RATINGS

#: The steps a rating is compared with: "plays like step N".
RUNGS = tuple(Rung(level.id, level.rating or 0.0) for level in LADDER)


def plays_like(rating: float) -> Level:
    """The step of the ladder whose rating is nearest ``rating``."""
    nearest = plays_like_rung(rating, RUNGS)
    level = level_of(nearest.id)
    assert level is not None
    return level


#: The key :class:`PlayerFigures.versus` uses for games against people.
PEOPLE = "human"


@dataclass(slots=True)
class SeatFigures:
    """One seat's figures for one game.

    Attributes:
        seat: the seat number.
        turns: turns the seat finished.
        money_earned: dollars received during the game: words, royalties and won challenges.
        stock_earned: stock received from words.
        royalties: the part of ``money_earned`` that came from royalties.
        words: words scored.
        best_word: the word that earned most (money + stock; longer wins a tie); "" if none.
        best_word_money: its money.
        best_word_stock: its stock.
        best_turn: the words of the turn whose words earned most, joined by " + ".
        best_turn_money: that turn's money from words.
        best_turn_stock: that turn's stock.
        patents: letters of the patents bought, in the order they were bought.
    """

    seat: int
    turns: int = 0
    money_earned: int = 0
    stock_earned: int = 0
    royalties: int = 0
    words: int = 0
    best_word: str = ""
    best_word_money: int = 0
    best_word_stock: int = 0
    best_turn: str = ""
    best_turn_money: int = 0
    best_turn_stock: int = 0
    patents: str = ""
    _turn_words: list[WordScored] = field(default_factory=list, repr=False)

    def _score_word(self, event: WordScored) -> None:
        self.words += 1
        self.money_earned += event.money
        self.stock_earned += event.stock
        self._turn_words.append(event)
        best = (self.best_word_money + self.best_word_stock, len(self.best_word))
        if (event.money + event.stock, len(event.word)) > best:
            self.best_word = event.word
            self.best_word_money, self.best_word_stock = event.money, event.stock

    def _end_turn(self) -> None:
        self.turns += 1
        money = sum(word.money for word in self._turn_words)
        stock = sum(word.stock for word in self._turn_words)
        if self._turn_words and money + stock > self.best_turn_money + self.best_turn_stock:
            self.best_turn = " + ".join(word.word for word in self._turn_words)
            self.best_turn_money, self.best_turn_stock = money, stock
        self._turn_words.clear()


def seat_figures(game: PatentGame) -> tuple[SeatFigures, ...]:
    """Figures of every seat of ``game`` (finished or not), in seat order.

    Raises:
        IllegalActionError: only if ``game``'s own history does not replay, which would be an
            engine bug.
    """
    figures = tuple(SeatFigures(seat) for seat in range(len(game.players)))
    for step in play_through(fresh_copy(game), game.actions):
        for event in step.events:
            if isinstance(event, WordScored):
                figures[event.seat]._score_word(event)
            elif isinstance(event, RoyaltyPaid):
                figures[event.owner].royalties += event.amount
                figures[event.owner].money_earned += event.amount
            elif isinstance(event, ChallengeResolved) and event.valid:
                figures[event.builder].money_earned += 1
            elif isinstance(event, PatentBought):
                figures[event.seat].patents += event.letter
            elif isinstance(event, TurnStarted):
                figures[event.seat]._turn_words.clear()
            elif isinstance(event, TurnEnded):
                figures[event.seat]._end_turn()
    return figures


class PatentStats:
    """What the statistics keep of a finished patent game (see :class:`FamilyStats`)."""

    table = "patent_seats"
    columns = (
        "money",
        "stock",
        "patent_value",
        "money_earned",
        "stock_earned",
        "royalties",
        "best_word_money",
        "best_word_stock",
        "best_turn",
        "best_turn_money",
        "best_turn_stock",
        "patents",
    )
    ai_ratings = AI_RATINGS
    word_worth = "f.best_word_money + f.best_word_stock"

    def seat_facts(self, game: KeptGame) -> tuple[SeatFacts, ...]:
        if not isinstance(game, PatentGame):
            raise ValueError("this is not a patent game")
        facts = []
        for seat, f in enumerate(seat_figures(game)):
            row = (
                game.money(seat), game.ledger.stock(seat), game.ledger.patent_value(seat),
                f.money_earned, f.stock_earned, f.royalties,
                f.best_word_money, f.best_word_stock,
                f.best_turn, f.best_turn_money, f.best_turn_stock, f.patents,
            )  # fmt: skip
            value = game.ledger.patent_value(seat)
            facts.append(SeatFacts(value, f.turns, f.words, f.best_word, row))
        return tuple(facts)


#: The patent game's statistics, as the registry names them.
PATENT_STATS = PatentStats()


@dataclass(frozen=True, slots=True)
class Versus:
    """A person's results against one kind of opponent (an AI level, or people).

    Each opponent seat of each game counts once: finishing above it is a win, level a draw.
    """

    opponent: str
    games: int
    wins: int
    draws: int


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """The rating after one game."""

    finished_at: datetime
    rating: float


@dataclass(frozen=True, slots=True)
class PlayerFigures:
    """Everything the Statistics window shows about one profile's patent games."""

    profile: Profile
    games: int
    wins: int
    versus: tuple[Versus, ...]
    best_word: str
    best_word_money: int
    best_word_stock: int
    best_turn: str
    best_turn_money: int
    best_turn_stock: int
    money_per_turn: float
    stock_per_turn: float
    average_score: float
    highest_score: int
    patents_most_bought: tuple[tuple[str, int], ...]
    rating: float
    rating_history: tuple[RatingPoint, ...]
    plays_like: Level
    #: Hint steps the coach gave in these games (each of the three steps counts one), and in
    #: how many games any was taken.
    hints: int = 0
    hinted_games: int = 0


#: The order opponents are listed in: the levels people choose (weakest first), the master,
#: then the lab's baselines, then people.
LEVEL_ORDER = (
    *(level.id for level in LADDER),
    MASTER.id,
    "ai:random",
    "ai:greedy",
    PEOPLE,
)


def _level_order(item: tuple[str, list[int]]) -> tuple[int, str]:
    kind = item[0]
    return (LEVEL_ORDER.index(kind) if kind in LEVEL_ORDER else len(LEVEL_ORDER), kind)


def _canonical(kind: str) -> str:
    """A computer player's own id for any of its ids (``ai:level-3`` is ``ai:beginner``)."""
    level = level_of(kind)
    return level.id if level is not None else kind


def _hints_of(value: str | None, seat: int) -> int:
    """The hints ``seat`` took (one per decision), from a stored record's ``hints`` (JSON text,
    or none)."""
    if not value:
        return 0
    try:
        entries = read_hints(json.loads(value))
    except ValueError:
        return 0
    return hints_taken(entries, seat)


def figures(db: sqlite3.Connection, profile: Profile) -> PlayerFigures:
    """Every figure of ``profile`` over all its stored patent games: the family's part
    ``figures``."""
    rows = db.execute(
        "SELECT s.game_id, s.seat, s.score, s.tiebreak, s.won, s.turns, p.money_earned, "
        "p.stock_earned, s.best_word, p.best_word_money, p.best_word_stock, p.best_turn, "
        "p.best_turn_money, p.best_turn_stock, p.patents, s.rating_after, g.finished_at, "
        "json_extract(g.record, '$.hints') "
        "FROM game_seats s JOIN games g ON g.id = s.game_id "
        "JOIN patent_seats p ON p.game_id = s.game_id AND p.seat = s.seat "
        "WHERE s.profile_id = ? AND g.family = 'patent' ORDER BY g.finished_at, g.id",
        (profile.id,),
    ).fetchall()
    versus: dict[str, list[int]] = {}
    for game_id, seat, score, value, *_rest in rows:
        for kind, other_score, other_value in db.execute(
            "SELECT kind, score, tiebreak FROM game_seats WHERE game_id = ? AND seat != ?",
            (game_id, seat),
        ):
            tally = versus.setdefault(_canonical(kind), [0, 0, 0])
            result = outcome((score, value), (other_score, other_value))
            tally[0] += 1
            tally[1] += result == 1.0
            tally[2] += result == 0.5
    best_word = max(rows, key=lambda r: (r[9] + r[10], len(r[8])), default=None)
    best_turn = max(rows, key=lambda r: r[12] + r[13], default=None)
    turns = sum(r[5] for r in rows)
    patents = Counter(letter for r in rows for letter in r[14])
    history = tuple(
        RatingPoint(datetime.fromisoformat(r[16]), float(r[15])) for r in rows if r[15] is not None
    )
    rating = history[-1].rating if history else START_RATING
    hints = [_hints_of(r[17], r[1]) for r in rows]
    return PlayerFigures(
        hints=sum(hints),
        hinted_games=sum(1 for count in hints if count),
        profile=profile,
        games=len(rows),
        wins=sum(r[4] for r in rows),
        versus=tuple(
            Versus(kind, *tally) for kind, tally in sorted(versus.items(), key=_level_order)
        ),
        best_word=best_word[8] if best_word else "",
        best_word_money=best_word[9] if best_word else 0,
        best_word_stock=best_word[10] if best_word else 0,
        best_turn=best_turn[11] if best_turn else "",
        best_turn_money=best_turn[12] if best_turn else 0,
        best_turn_stock=best_turn[13] if best_turn else 0,
        money_per_turn=sum(r[6] for r in rows) / turns if turns else 0.0,
        stock_per_turn=sum(r[7] for r in rows) / turns if turns else 0.0,
        average_score=sum(r[2] for r in rows) / len(rows) if rows else 0.0,
        highest_score=max((r[2] for r in rows), default=0),
        patents_most_bought=tuple(sorted(patents.items(), key=lambda p: (-p[1], p[0]))[:5]),
        rating=rating,
        rating_history=history,
        plays_like=plays_like(rating),
    )
