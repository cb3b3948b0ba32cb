"""BuyWord's statistics: what each seat did in a finished game, and a person's BuyWord figures.

Replaying the actions from the setup gives every sale exactly (the engine reports each as an
event), so the figures need no bookkeeping in the engine. They are kept in ``buyword_seats``
beside the house's ``game_seats`` (:data:`BUYWORD_STATS`); :func:`figures` reads them back,
with the person's results alone (the rules' yardstick and a personal best).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass

from patentgame.keeping.stats.store import Profile
from patentgame.model.buyword.ai.levels import RATINGS
from patentgame.model.buyword.events import RoundStarted, WordSold
from patentgame.model.buyword.game import BuyWordGame
from patentgame.model.buyword.replay import set_up
from patentgame.model.buyword.tiles import is_wild
from patentgame.model.games import KeptGame, SeatFacts

#: Fixed ratings of BuyWord's computer players (the rating's ruler), from the levels' own
#: (``model/buyword/ai/levels.py``).
AI_RATINGS: Mapping[str, float] = RATINGS


@dataclass(slots=True)
class SeatFigures:
    """One seat's sales in one game: how many words, the dearest (with its wild's letter in
    lower case), its pips and price."""

    words: int = 0
    best_word: str = ""
    best_pips: int = 0
    best_price: int = 0


def seat_figures(game: BuyWordGame) -> tuple[tuple[SeatFigures, ...], int]:
    """Every seat's sales of ``game``, and the rounds played."""
    figures = tuple(SeatFigures() for _ in game.players)
    fresh = set_up(game.record(), game.lexicon, game.theme_words)
    rounds = 1
    for action in game.actions:
        for event in fresh.play(action):
            if isinstance(event, RoundStarted):
                rounds = max(rounds, event.number)
            elif isinstance(event, WordSold):
                f = figures[event.seat]
                f.words += 1
                if event.price > f.best_price:
                    f.best_word = "".join(
                        letter.lower() if is_wild(tile) else letter
                        for letter, tile in zip(event.word, event.tiles, strict=False)
                    )
                    f.best_pips, f.best_price = event.pips, event.price
    return figures, rounds


class BuyWordStats:
    """What the statistics keep of a finished BuyWord game (see ``FamilyStats``)."""

    table = "buyword_seats"
    columns = ("money", "spent", "earned", "best_sale_pips", "best_sale_price", "alone")
    ai_ratings = AI_RATINGS
    word_worth = "f.best_sale_price"

    def seat_facts(self, game: KeptGame) -> tuple[SeatFacts, ...]:
        if not isinstance(game, BuyWordGame):
            raise ValueError("this is not a BuyWord game")
        figures, rounds = seat_figures(game)
        alone = int(len(game.players) == 1)
        return tuple(
            SeatFacts(
                0,
                rounds,
                f.words,
                f.best_word,
                (
                    game.money(seat),
                    game.ledger.spent(seat),
                    game.ledger.earned(seat),
                    f.best_pips,
                    f.best_price,
                    alone,
                ),
            )
            for seat, f in enumerate(figures)
        )


#: BuyWord's statistics, as the registry names them.
BUYWORD_STATS = BuyWordStats()


@dataclass(frozen=True, slots=True)
class BuyWordFigures:
    """Everything the Statistics window shows of one profile's BuyWord games."""

    games: int
    wins: int
    average_money: float
    highest_money: int
    best_sale: str
    best_sale_price: int
    solo_games: int
    solo_best: int
    solo_average: float
    solo_in_yardstick: int


def figures(db: sqlite3.Connection, profile: Profile) -> BuyWordFigures:
    """Every BuyWord figure of ``profile`` (zeros when it played none): the family's part
    ``figures``."""
    rows = db.execute(
        "SELECT s.score, s.won, s.best_word, b.best_sale_price, b.alone "
        "FROM game_seats s JOIN games g ON g.id = s.game_id "
        "JOIN buyword_seats b ON b.game_id = s.game_id AND b.seat = s.seat "
        "WHERE s.profile_id = ? AND g.family = 'buyword'",
        (profile.id,),
    ).fetchall()
    solo = [row[0] for row in rows if row[4]]
    best = max(rows, key=lambda row: row[3], default=None)
    return BuyWordFigures(
        games=len(rows),
        wins=sum(row[1] for row in rows if not row[4]),
        average_money=sum(row[0] for row in rows) / len(rows) if rows else 0.0,
        highest_money=max((row[0] for row in rows), default=0),
        best_sale=best[2] if best and best[3] else "",
        best_sale_price=best[3] if best else 0,
        solo_games=len(solo),
        solo_best=max(solo, default=0),
        solo_average=sum(solo) / len(solo) if solo else 0.0,
        solo_in_yardstick=sum(1 for money in solo if money >= 800),
    )
