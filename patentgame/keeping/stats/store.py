"""The statistics store: profiles, finished games and the figures people like to look at.

One SQLite file (``stats.sqlite3`` in the data folder). Each finished game of any family is
stored with its record and the per-seat figures of a replay: what every family has in
``game_seats``, the rest in the family's own table (its
:class:`~patentgame.model.games.FamilyStats`, which the registry names), so the Statistics and
History windows read plain rows and never replay a whole history. People are matched to
profiles by name (ignoring case); a profile is created the first time a name finishes a game,
and has one rating per family.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from patentgame import families
from patentgame.keeping.stats.rating import START_RATING, outcome, updated_rating
from patentgame.keeping.stats.schema import migrate, transaction
from patentgame.model import record as envelope

if TYPE_CHECKING:
    from patentgame.keeping.stats.patent import PlayerFigures
    from patentgame.model.games import KeptGame


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
    lexicon_id: str
    turns: int
    seats: tuple[SeatResult, ...]
    family: str = families.DEFAULT.id

    @property
    def winners(self) -> tuple[SeatResult, ...]:
        """The seats that won (more than one on a shared win)."""
        return tuple(seat for seat in self.seats if seat.won)


class PersonalBest(Enum):
    """A personal record a person set in a game (the views name it)."""

    FIRST_WIN = "first_win"
    HIGHEST_SCORE = "highest_score"
    BEST_WORD = "best_word"


@dataclass(frozen=True, slots=True)
class SeatOutcome:
    """What a stored game meant for a person: their rating's move and the records they set.

    Attributes:
        seat: the seat.
        rating_before: the rating before this game (``None`` for a computer's seat).
        rating_after: the rating after it.
        bests: personal records set in this game (none in a person's first game: there is
            nothing to beat yet, except a first win).
    """

    seat: int
    rating_before: float | None
    rating_after: float | None
    bests: tuple[PersonalBest, ...] = ()


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

    def add_game(
        self,
        game: KeptGame,
        finished_at: datetime | None = None,
        extra: Mapping[str, object] | None = None,
    ) -> int:
        """Store a finished game of any family with its figures and move the people's ratings.

        Storing the same game twice stores it once (its record is its identity), so a caller
        may safely call this again after a crash or a reopened save. ``extra`` are optional
        keys kept in the stored record beside the actions (the computer players' explanations,
        which the replay shows, and the hints the people took); they are not part of the
        game's identity.

        Returns:
            The game's id in the store.

        Raises:
            ValueError: the game is not over, or is of no family of this app, or of one whose
                statistics are not kept yet.
        """
        if not game.game_over:
            raise ValueError("only finished games are stored")
        record = game.record()
        document = record.to_json()
        family = families.of_document(document)
        if family is None:
            raise ValueError("the game is of no family this app knows")
        if not family.has("stats"):
            raise ValueError(f"the statistics keep no games of this family yet ({family.name})")
        stats = family.stats()
        fingerprint = hashlib.sha256(envelope.dumps(document).encode()).hexdigest()
        text = envelope.dumps(record.with_extra(**extra).to_json() if extra else document)
        finished = (finished_at or datetime.now().astimezone()).replace(microsecond=0)
        facts = stats.seat_facts(game)
        # A game whose record says "rated": false (whole turns taken back, the guided first
        # game) moves no rating; its other figures count as usual.
        rated = document.get("rated", True) is not False
        seats = range(len(game.players))
        standing = [(game.score(seat), facts[seat].tiebreak) for seat in seats]
        own_columns = ", ".join(("game_id", "seat", *stats.columns))
        own_values = ", ".join("?" * (2 + len(stats.columns)))
        with transaction(self._db):
            row = self._db.execute(
                "SELECT id FROM games WHERE fingerprint = ?", (fingerprint,)
            ).fetchone()
            if row is not None:
                return int(row[0])
            cursor = self._db.execute(
                "INSERT INTO games (fingerprint, finished_at, family, lexicon_id, rules, seats, "
                "turns, winners, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    fingerprint,
                    finished.isoformat(),
                    family.id,
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
                    if rated:
                        before = self._rating_of(profile_id, family.id)
                        results = [
                            (other.kind, outcome(standing[seat], standing[index]))
                            for index, other in enumerate(game.players)
                            if index != seat
                        ]
                        after = updated_rating(before, results, stats.ai_ratings)
                f = facts[seat]
                self._db.execute(
                    "INSERT INTO game_seats (game_id, seat, name, kind, profile_id, score, "
                    "tiebreak, won, turns, words, best_word, rating_before, rating_after) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        game_id, seat, player.name, player.kind, profile_id,
                        game.score(seat), f.tiebreak, int(seat in game.winners), f.turns,
                        f.words, f.best_word, before, after,
                    ),
                )  # fmt: skip
                self._db.execute(
                    f"INSERT INTO {stats.table} ({own_columns}) VALUES ({own_values})",
                    (game_id, seat, *f.row),
                )
        assert game_id is not None
        return game_id

    def outcomes(self, game_id: int) -> tuple[SeatOutcome, ...]:
        """The people's outcomes of stored game ``game_id``: rating changes and the personal
        records they set, compared with their earlier games of the same family.

        Raises:
            KeyError: no game has that id.
        """
        row = self._db.execute(
            "SELECT family, finished_at FROM games WHERE id = ?", (game_id,)
        ).fetchone()
        if row is None:
            raise KeyError(game_id)
        family_id, finished = row
        try:
            stats = families.family(family_id).stats()
            worth = stats.word_worth
        except KeyError:
            stats, worth = None, ""
        earlier = (
            "FROM game_seats s JOIN games g ON g.id = s.game_id WHERE s.profile_id = ? "
            "AND g.family = ? AND (g.finished_at < ? OR (g.finished_at = ? AND g.id < ?))"
        )
        outcomes = []
        for seat, profile_id, score, won, before, after in self._db.execute(
            "SELECT seat, profile_id, score, won, rating_before, rating_after FROM game_seats "
            "WHERE game_id = ? AND profile_id IS NOT NULL ORDER BY seat",
            (game_id,),
        ).fetchall():
            where = (profile_id, family_id, finished, finished, game_id)
            games, best_score, wins = self._db.execute(
                f"SELECT COUNT(*), MAX(s.score), SUM(s.won) {earlier}", where
            ).fetchone()
            bests = []
            if won and games and not wins:
                bests.append(PersonalBest.FIRST_WIN)
            if games and score > best_score:
                bests.append(PersonalBest.HIGHEST_SCORE)
            if games and worth and stats is not None:
                join = f"JOIN {stats.table} f ON f.game_id = s.game_id AND f.seat = s.seat"
                (this_word,) = self._db.execute(
                    f"SELECT {worth} FROM game_seats s {join} WHERE s.game_id = ? AND s.seat = ?",
                    (game_id, seat),
                ).fetchone()
                (best_word,) = self._db.execute(
                    f"SELECT MAX({worth}) FROM game_seats s JOIN games g ON g.id = s.game_id "
                    f"{join} WHERE s.profile_id = ? AND g.family = ? AND (g.finished_at < ? "
                    "OR (g.finished_at = ? AND g.id < ?))",
                    where,
                ).fetchone()
                if this_word and this_word > (best_word or 0):
                    bests.append(PersonalBest.BEST_WORD)
            outcomes.append(SeatOutcome(seat, before, after, tuple(bests)))
        return tuple(outcomes)

    def _rating_of(self, profile_id: int, family_id: str) -> float:
        row = self._db.execute(
            "SELECT s.rating_after FROM game_seats s JOIN games g ON g.id = s.game_id "
            "WHERE s.profile_id = ? AND g.family = ? AND s.rating_after IS NOT NULL "
            "ORDER BY g.finished_at DESC, g.id DESC LIMIT 1",
            (profile_id, family_id),
        ).fetchone()
        return float(row[0]) if row else START_RATING

    def games(self, profile_id: int | None = None) -> list[StoredGame]:
        """Stored games of every family, newest first; only those ``profile_id`` played in,
        when given."""
        query = "SELECT id, finished_at, lexicon_id, turns, family FROM games"
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
            StoredGame(
                gid, datetime.fromisoformat(when), lexicon_id, turns, tuple(seats[gid]), family
            )
            for gid, when, lexicon_id, turns, family in rows
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
        """Every figure of one profile over all its stored patent games (the Statistics
        window's; a family with a window of its own adds its figures beside these).

        Raises:
            KeyError: no profile has that id.
        """
        from patentgame.keeping.stats.patent import figures

        profile = self.profile(profile_id)
        if profile is None:
            raise KeyError(profile_id)
        return figures(self._db, profile)
