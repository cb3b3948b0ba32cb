"""The statistics store: profiles, finished games and the figures people like to look at.

One SQLite file (``stats.sqlite3`` in the data folder). Each finished game is stored with its
record and the per-seat figures of a replay (:mod:`patentgame.keeping.stats.figures`), so the
Statistics and History windows read plain rows and never replay a whole history. People are
matched to profiles by name (ignoring case); a profile is created the first time a name finishes
a game.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections import Counter
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from types import TracebackType

from patentgame.keeping.stats.figures import seat_figures
from patentgame.keeping.stats.rating import START_RATING, outcome, updated_rating
from patentgame.keeping.stats.schema import migrate, transaction
from patentgame.model.patent.game import Game
from patentgame.model.patent.record import dumps

#: The key :class:`PlayerFigures.versus` uses for games against people.
PEOPLE = "human"


class StatsError(Exception):
    """The statistics cannot be used; ``str()`` is a sentence for the player."""


@dataclass(frozen=True, slots=True)
class Profile:
    """A person who plays on this computer."""

    id: int
    name: str
    colour: str
    created_at: datetime


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat of a stored game, as the History window lists it."""

    seat: int
    name: str
    kind: str
    score: int
    won: bool
    profile_id: int | None


@dataclass(frozen=True, slots=True)
class StoredGame:
    """One finished game in the store (its record is fetched separately: it may be large)."""

    id: int
    finished_at: datetime
    lexicon: str
    turns: int
    seats: tuple[SeatResult, ...]

    @property
    def winners(self) -> tuple[SeatResult, ...]:
        """The seats that won (more than one on a shared win)."""
        return tuple(seat for seat in self.seats if seat.won)


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
    """Everything the Statistics window shows about one profile."""

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
    patents_most_bought: tuple[tuple[str, int], ...]
    rating: float
    rating_history: tuple[RatingPoint, ...]


def _move_aside(path: Path) -> Path | None:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    try:
        path.replace(target)
        for suffix in ("-journal", "-wal", "-shm"):
            side = path.with_name(path.name + suffix)
            if side.exists():
                side.replace(target.with_name(target.name + suffix))
    except OSError:
        return None
    return target


class StatsStore:
    """The open statistics database. Use :meth:`open`; close it (or use ``with``) when done.

    Attributes:
        path: the database file.
        notice: a sentence for the player when the file was damaged and a new one started.
    """

    def __init__(self, db: sqlite3.Connection, path: Path, notice: str | None = None) -> None:
        self._db = db
        self.path = path
        self.notice = notice

    @classmethod
    def open(cls, path: Path) -> StatsStore:
        """Open (creating or upgrading) the statistics at ``path``.

        A file that is not a readable SQLite database is moved aside (kept, never deleted) and
        a new one is started, with :attr:`notice` saying so.

        Raises:
            StatsError: the folder cannot be written, or a newer app wrote the file.
        """
        path = Path(path)
        try:
            return cls(cls._connect(path), path)
        except sqlite3.DatabaseError as error:
            if isinstance(error, sqlite3.OperationalError) and "locked" in str(error):
                raise StatsError(f"The statistics in {path} are busy; try again.") from None
            if not path.exists() or isinstance(error, sqlite3.OperationalError):
                raise StatsError(f"The statistics in {path} cannot be opened: {error}.") from None
        moved = _move_aside(path)
        if moved is None:
            raise StatsError(f"The statistics file {path} is damaged and cannot be moved aside.")
        try:
            db = cls._connect(path)
        except sqlite3.DatabaseError as error:
            raise StatsError(f"The statistics in {path} cannot be opened: {error}.") from None
        notice = (
            f"The statistics file was damaged; it was kept as {moved.name} and a new one "
            "was started."
        )
        return cls(db, path, notice)

    @staticmethod
    def _connect(path: Path) -> sqlite3.Connection:
        db = sqlite3.connect(path, timeout=5.0, isolation_level=None)
        try:
            db.execute("PRAGMA foreign_keys = ON")
            try:
                migrate(db)
            except ValueError as error:
                raise StatsError(f"{str(error).capitalize()}.") from None
        except BaseException:
            db.close()
            raise
        return db

    def close(self) -> None:
        """Close the database."""
        self._db.close()

    def __enter__(self) -> StatsStore:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

    # -------------------------------------------------------------- profiles

    def profiles(self) -> list[Profile]:
        """Every profile, by name."""
        rows = self._db.execute(
            "SELECT id, name, colour, created_at FROM profiles ORDER BY name COLLATE NOCASE"
        )
        return [Profile(i, n, c, datetime.fromisoformat(t)) for i, n, c, t in rows]

    def profile(self, profile_id: int) -> Profile | None:
        """The profile with ``profile_id``, if any."""
        return next((p for p in self.profiles() if p.id == profile_id), None)

    def ensure_profile(self, name: str, colour: str = "") -> Profile:
        """The profile called ``name`` (ignoring case), created if it does not exist yet.

        Raises:
            ValueError: ``name`` is empty.
        """
        name = " ".join(name.split())
        if not name:
            raise ValueError("a profile needs a name")
        with transaction(self._db):
            profile = self._ensure_profile(name, colour)
        return profile

    def rename_profile(self, profile_id: int, name: str) -> Profile:
        """Give a profile a new name; its games keep counting for it.

        Raises:
            ValueError: the name is empty or another profile has it (ignoring case).
            KeyError: no profile has that id.
        """
        name = " ".join(name.split())
        if not name:
            raise ValueError("a profile needs a name")
        with transaction(self._db):
            row = self._db.execute(
                "SELECT id FROM profiles WHERE name = ? AND id != ?", (name, profile_id)
            ).fetchone()
            if row is not None:
                raise ValueError(f"another profile is already called {name!r}")
            cursor = self._db.execute(
                "UPDATE profiles SET name = ? WHERE id = ?", (name, profile_id)
            )
            if cursor.rowcount == 0:
                raise KeyError(profile_id)
            self._db.execute(
                "UPDATE game_seats SET name = ? WHERE profile_id = ?", (name, profile_id)
            )
        profile = self.profile(profile_id)
        assert profile is not None
        return profile

    def _ensure_profile(self, name: str, colour: str = "") -> Profile:
        row = self._db.execute(
            "SELECT id, name, colour, created_at FROM profiles WHERE name = ?", (name,)
        ).fetchone()
        if row is None:
            created = datetime.now().astimezone().replace(microsecond=0)
            cursor = self._db.execute(
                "INSERT INTO profiles (name, colour, created_at) VALUES (?, ?, ?)",
                (name, colour, created.isoformat()),
            )
            assert cursor.lastrowid is not None
            return Profile(cursor.lastrowid, name, colour, created)
        return Profile(row[0], row[1], row[2], datetime.fromisoformat(row[3]))

    # ----------------------------------------------------------------- games

    def add_game(self, game: Game, finished_at: datetime | None = None) -> int:
        """Store a finished game with its figures and move the people's ratings.

        Storing the same game twice stores it once (its record is its identity), so a caller
        may safely call this again after a crash or a reopened save.

        Returns:
            The game's id in the store.

        Raises:
            ValueError: the game is not over.
        """
        if not game.game_over:
            raise ValueError("only finished games are stored")
        text = dumps(game.record())
        fingerprint = hashlib.sha256(text.encode()).hexdigest()
        finished = (finished_at or datetime.now().astimezone()).replace(microsecond=0)
        figures = seat_figures(game)
        seats = range(len(game.players))
        standing = [(game.score(seat), game.patent_value(seat)) for seat in seats]
        with transaction(self._db):
            row = self._db.execute(
                "SELECT id FROM games WHERE fingerprint = ?", (fingerprint,)
            ).fetchone()
            if row is not None:
                return int(row[0])
            cursor = self._db.execute(
                "INSERT INTO games (fingerprint, finished_at, lexicon, rules, seats, turns, "
                "winners, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    fingerprint,
                    finished.isoformat(),
                    game.lexicon_id,
                    json.dumps(game.rules.to_json()),
                    len(game.players),
                    game.turns,
                    json.dumps(list(game.winners)),
                    text,
                ),
            )
            game_id = cursor.lastrowid
            for seat, player in enumerate(game.players):
                profile_id = None
                before = after = None
                if player.kind == "human":
                    profile_id = self._ensure_profile(" ".join(player.name.split()) or "?").id
                    before = self._rating_of(profile_id)
                    results = [
                        (other.kind, outcome(standing[seat], standing[index]))
                        for index, other in enumerate(game.players)
                        if index != seat
                    ]
                    after = updated_rating(before, results)
                f = figures[seat]
                self._db.execute(
                    "INSERT INTO game_seats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                    "?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        game_id, seat, player.name, player.kind, profile_id,
                        game.score(seat), game.money(seat), game.stock(seat),
                        game.patent_value(seat), int(seat in game.winners), f.turns,
                        f.money_earned, f.stock_earned, f.royalties, f.words,
                        f.best_word, f.best_word_money, f.best_word_stock,
                        f.best_turn, f.best_turn_money, f.best_turn_stock, f.patents,
                        before, after,
                    ),
                )  # fmt: skip
        assert game_id is not None
        return game_id

    def _rating_of(self, profile_id: int) -> float:
        row = self._db.execute(
            "SELECT s.rating_after FROM game_seats s JOIN games g ON g.id = s.game_id "
            "WHERE s.profile_id = ? AND s.rating_after IS NOT NULL "
            "ORDER BY g.finished_at DESC, g.id DESC LIMIT 1",
            (profile_id,),
        ).fetchone()
        return float(row[0]) if row else START_RATING

    def games(self, profile_id: int | None = None) -> list[StoredGame]:
        """Stored games, newest first; only those ``profile_id`` played in, when given."""
        query = "SELECT id, finished_at, lexicon, turns FROM games"
        params: tuple[int, ...] = ()
        if profile_id is not None:
            query += " WHERE id IN (SELECT game_id FROM game_seats WHERE profile_id = ?)"
            params = (profile_id,)
        rows = self._db.execute(query + " ORDER BY finished_at DESC, id DESC", params).fetchall()
        seats: dict[int, list[SeatResult]] = {row[0]: [] for row in rows}
        for game_id, seat, name, kind, score, won, pid in self._db.execute(
            "SELECT game_id, seat, name, kind, score, won, profile_id FROM game_seats "
            "ORDER BY game_id, seat"
        ):
            if game_id in seats:
                seats[game_id].append(SeatResult(seat, name, kind, score, bool(won), pid))
        return [
            StoredGame(gid, datetime.fromisoformat(when), lexicon, turns, tuple(seats[gid]))
            for gid, when, lexicon, turns in rows
        ]

    def game_record(self, game_id: int) -> str:
        """The record text of a stored game.

        Raises:
            KeyError: no game has that id.
        """
        row = self._db.execute("SELECT record FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise KeyError(game_id)
        return str(row[0])

    def delete_game(self, game_id: int) -> None:
        """Forget a stored game (its profile ratings are recomputed without it)."""
        from patentgame.keeping.stats.schema import backfill_ratings

        with transaction(self._db):
            self._db.execute("DELETE FROM games WHERE id = ?", (game_id,))
            backfill_ratings(self._db)

    # --------------------------------------------------------------- figures

    def figures(self, profile_id: int) -> PlayerFigures:
        """Every figure of one profile over all its stored games.

        Raises:
            KeyError: no profile has that id.
        """
        profile = self.profile(profile_id)
        if profile is None:
            raise KeyError(profile_id)
        rows = self._db.execute(
            "SELECT s.game_id, s.seat, s.score, s.patent_value, s.won, s.turns, s.money_earned, "
            "s.stock_earned, s.best_word, s.best_word_money, s.best_word_stock, s.best_turn, "
            "s.best_turn_money, s.best_turn_stock, s.patents, s.rating_after, g.finished_at "
            "FROM game_seats s JOIN games g ON g.id = s.game_id WHERE s.profile_id = ? "
            "ORDER BY g.finished_at, g.id",
            (profile_id,),
        ).fetchall()
        versus: dict[str, list[int]] = {}
        for game_id, seat, score, value, *_rest in rows:
            for kind, other_score, other_value in self._db.execute(
                "SELECT kind, score, patent_value FROM game_seats WHERE game_id = ? AND seat != ?",
                (game_id, seat),
            ):
                tally = versus.setdefault(kind, [0, 0, 0])
                result = outcome((score, value), (other_score, other_value))
                tally[0] += 1
                tally[1] += result == 1.0
                tally[2] += result == 0.5
        best_word = max(rows, key=lambda r: (r[9] + r[10], len(r[8])), default=None)
        best_turn = max(rows, key=lambda r: r[12] + r[13], default=None)
        turns = sum(r[5] for r in rows)
        patents = Counter(letter for r in rows for letter in r[14])
        history = tuple(
            RatingPoint(datetime.fromisoformat(r[16]), float(r[15]))
            for r in rows
            if r[15] is not None
        )
        return PlayerFigures(
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
            patents_most_bought=tuple(sorted(patents.items(), key=lambda p: (-p[1], p[0]))[:5]),
            rating=history[-1].rating if history else START_RATING,
            rating_history=history,
        )


#: The order opponents are listed in: the levels people choose, then the others, then people.
LEVEL_ORDER = (
    "ai:beginner",
    "ai:casual",
    "ai:strong",
    "ai:expert",
    "ai:random",
    "ai:greedy",
    PEOPLE,
)


def _level_order(item: tuple[str, list[int]]) -> tuple[int, str]:
    kind = item[0]
    return (LEVEL_ORDER.index(kind) if kind in LEVEL_ORDER else len(LEVEL_ORDER), kind)
