"""The crossword-board games' statistics: what each seat did in a finished game.

The engine's history (one entry per scored line, as a score sheet and a GCG file have them)
holds every play, its words and points, withdrawn plays and the end-of-game rack points, so the
figures are read from it when a game is stored and kept in ``board_seats`` beside the house's
``game_seats`` (:data:`BOARD_STATS`).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass

from patentgame.families import BOARD
from patentgame.keeping.stats.store import Profile
from patentgame.model.board.ai.levels import RATINGS
from patentgame.model.board.game import BoardGame
from patentgame.model.board.history import EntryKind
from patentgame.model.games import KeptGame, SeatFacts

#: Fixed ratings of the board games' computer players (the rating's ruler), from the steps'
#: own (``model/board/ai/levels.py``: the Elo estimates of the ladder's self-play,
#: docs/board-ai.md "The ladder").
AI_RATINGS: Mapping[str, float] = RATINGS

#: Kinds of history lines that end a turn of the seat they name.
_TURN_KINDS = (EntryKind.PLAY, EntryKind.EXCHANGE, EntryKind.PASS, EntryKind.LOST_TURN)


@dataclass(slots=True)
class BoardFigures:
    """One seat's figures of one board game.

    Attributes:
        turns: turns the seat finished (plays, exchanges, passes, lost turns).
        plays: plays that stood (a withdrawn play does not count).
        words: words those plays made.
        bingos: plays of a whole rack.
        best_play: the words of the play that scored most, main word first, joined by ", ".
        best_play_score: its points.
        best_word: the main word of that play.
        end_points: the rack points added or taken at the end.
    """

    turns: int = 0
    plays: int = 0
    words: int = 0
    bingos: int = 0
    best_play: str = ""
    best_play_score: int = 0
    best_word: str = ""
    end_points: int = 0


def board_figures(game: BoardGame) -> tuple[BoardFigures, ...]:
    """Every seat's figures of ``game`` (finished or not), in seat order."""
    figures = tuple(BoardFigures() for _ in game.seats)
    stood: list[list[tuple[int, tuple[str, ...], bool]]] = [[] for _ in game.seats]
    for entry in game.history:
        seat = figures[entry.seat]
        if entry.kind in _TURN_KINDS:
            seat.turns += 1
        if entry.kind is EntryKind.PLAY and entry.play is not None:
            words = tuple(word.word for word in entry.play.words)
            stood[entry.seat].append((entry.score, words, entry.play.bingo))
        elif entry.kind is EntryKind.WITHDRAWN and stood[entry.seat]:
            stood[entry.seat].pop()
        elif entry.kind is EntryKind.END_RACK:
            seat.end_points += entry.score
    for seat, plays in zip(figures, stood, strict=True):
        seat.plays = len(plays)
        seat.words = sum(len(words) for _, words, _ in plays)
        seat.bingos = sum(1 for _, _, bingo in plays if bingo)
        for score, words, _ in plays:
            if words and score > seat.best_play_score:
                seat.best_play_score, seat.best_play = score, ", ".join(words)
                seat.best_word = words[0]
    return figures


class BoardStats:
    """What the statistics keep of a finished board game (see :class:`FamilyStats`)."""

    table = "board_seats"
    columns = ("rule_set", "plays", "bingos", "best_play", "best_play_score", "end_points")
    ai_ratings = AI_RATINGS
    word_worth = "f.best_play_score"

    def seat_facts(self, game: KeptGame) -> tuple[SeatFacts, ...]:
        if not isinstance(game, BoardGame):
            raise ValueError("this is not a crossword board game")
        rule_set = game.rules.rule_set
        return tuple(
            SeatFacts(
                0,  # equal scores draw: no tie-break
                f.turns,
                f.words,
                f.best_word,
                (rule_set, f.plays, f.bingos, f.best_play, f.best_play_score, f.end_points),
            )
            for f in board_figures(game)
        )


#: The board games' statistics, as the registry names them.
BOARD_STATS = BoardStats()


@dataclass(frozen=True, slots=True)
class RuleSetFigures:
    """One person's figures over their finished games of one board rule set.

    Attributes:
        rule_set: the rule set's id (``"scrabble-en"``).
        games: finished games.
        wins: games won (a draw shared at the top counts for each winner).
        mean_score: the mean final score.
        best_play: the words of the highest-scoring play, main word first.
        best_play_score: its points (0 when no play stood).
        plays: plays that stood.
        bingos: plays of a whole rack.
    """

    rule_set: str
    games: int
    wins: int
    mean_score: float
    best_play: str
    best_play_score: int
    plays: int
    bingos: int


def rule_set_figures(db: sqlite3.Connection, profile: Profile) -> tuple[RuleSetFigures, ...]:
    """A person's board-game figures, one entry per rule set they finished a game of, in the
    order the registry lists the rule sets (an unknown one last): the family's part
    ``figures``."""
    rows = db.execute(
        "SELECT b.rule_set, s.score, s.won, b.plays, b.bingos, b.best_play, b.best_play_score "
        "FROM game_seats s JOIN games g ON g.id = s.game_id "
        "JOIN board_seats b ON b.game_id = s.game_id AND b.seat = s.seat "
        "WHERE s.profile_id = ? AND g.family = 'board' ORDER BY g.finished_at, g.id",
        (profile.id,),
    ).fetchall()
    grouped: dict[str, list[tuple[str, int, int, int, int, str, int]]] = {}
    for row in rows:
        grouped.setdefault(row[0], []).append(row)
    order = {rule_set: index for index, rule_set in enumerate(BOARD.rule_sets)}
    figures = []
    for rule_set in sorted(grouped, key=lambda name: (order.get(name, len(order)), name)):
        games = grouped[rule_set]
        best = max(games, key=lambda row: row[6])
        figures.append(
            RuleSetFigures(
                rule_set,
                len(games),
                sum(1 for row in games if row[2]),
                sum(row[1] for row in games) / len(games),
                best[5] if best[6] > 0 else "",
                best[6],
                sum(row[3] for row in games),
                sum(row[4] for row in games),
            )
        )
    return tuple(figures)
