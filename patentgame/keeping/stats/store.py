"""The statistics store: profiles, finished games and the figures people like to look at.

One SQLite file (``stats.sqlite3`` in the data folder). Each finished game of any family is
stored with its record and the per-seat figures of a replay: what every family has in
``game_seats``, the rest in the family's own table (its
:class:`~patentgame.model.games.FamilyStats`, which the registry names), so the Statistics and
History windows read plain rows and never replay a whole history. A person's figures of a
family are read by the family's own reader (its part :data:`FIGURES`) through
:meth:`StatsStore.figures`: the store names no game. People are matched to
profiles by name (ignoring case); a profile is created the first time a name finishes a game,
and has one rating per family.

A damaged file never hides behind later errors: opening checks the whole file
(``PRAGMA quick_check``), and a file that fails, is not a database, or is not an ordinary file
(a pipe, a link, which SQLite would write through) is moved aside (kept as
``stats.sqlite3.damaged-<time>`` with its journal) and a new one is started, with a notice.
Damage found later, while reading, is a :class:`StatsError` the windows tell in one sentence;
the next start sets the file aside.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
import sqlite3
import stat
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, NamedTuple, ParamSpec, Protocol, TypeVar

from patentgame import families
from patentgame.keeping.atomic import move_aside
from patentgame.keeping.hint_ledger import HINTS_KEY, leaned_on_hints, read_hints
from patentgame.keeping.stats.rating import START_RATING, outcome, updated_rating
from patentgame.keeping.stats.schema import migrate, schema_version, transaction
from patentgame.model import record as envelope
from patentgame.model.errors import Failure
from patentgame.model.guided import is_guided
from patentgame.model.problems import Fault, Problem, clean_text

if TYPE_CHECKING:
    from patentgame.model.games import KeptGame


class StatsError(Failure):
    """The statistics cannot be used; its problem says why (``str()`` is the sentence)."""


#: SQLite's words for a file that cannot be opened or written, which is no damage of its own.
_NOT_DAMAGE = ("unable to open", "readonly", "read-only", "disk I/O", "permission", "full")

#: Files SQLite keeps beside the database; they move with it when it is set aside.
COMPANIONS = ("-journal", "-wal", "-shm")

P = ParamSpec("P")
R = TypeVar("R")
F_co = TypeVar("F_co", covariant=True)


def _guarded(method: Callable[P, R]) -> Callable[P, R]:
    """Turn SQLite's errors while using the store into a :class:`StatsError` with a problem
    (damaged, busy), so no window ever shows "database disk image is malformed"."""

    @functools.wraps(method)
    def guarded(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return method(*args, **kwargs)
        except (sqlite3.Error, UnicodeDecodeError) as error:
            raise _noticed(args[0], _problem_of(error)) from None
        except ArithmeticError:  # arithmetic on a stored value that no game could have made
            raise _noticed(args[0], Problem(Fault.STATS_DAMAGED)) from None

    return guarded


def _reading(method: Callable[P, R]) -> Callable[P, R]:
    """:func:`_guarded` for a method that only reads: a value it cannot read (a date that is
    not one, a number stored as text) also means a damaged file."""

    @functools.wraps(method)
    def reading(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return method(*args, **kwargs)
        except (sqlite3.Error, UnicodeDecodeError) as error:
            raise _noticed(args[0], _problem_of(error)) from None
        except (ValueError, TypeError, IndexError, ArithmeticError):
            raise _noticed(args[0], Problem(Fault.STATS_DAMAGED)) from None

    return reading


def _noticed(store: object, problem: Problem) -> StatsError:
    """The error to raise for ``problem``; damage is remembered by the store."""
    if problem.fault is Fault.STATS_DAMAGED and isinstance(store, StatsStore):
        store.damaged = True
    return StatsError(problem)


def _problem_of(error: sqlite3.Error | UnicodeDecodeError) -> Problem:
    """SQLite's error as a problem. (SQLite's message about a damaged schema may quote bytes
    that are not UTF-8, and Python then raises ``UnicodeDecodeError`` in its place.)"""
    if isinstance(error, UnicodeDecodeError):
        return Problem(Fault.STATS_DAMAGED)
    text = str(error)
    if isinstance(error, sqlite3.OperationalError) and ("locked" in text or "busy" in text):
        return Problem(Fault.STATS_BUSY)
    return Problem(Fault.STATS_DAMAGED)


@dataclass(frozen=True, slots=True)
class Profile:
    """A person who plays on this computer."""

    id: int
    name: str
    colour: str
    created_at: datetime


class FiguresReader(Protocol[F_co]):
    """A family's figures of one profile, read from the store's open database: what its
    Statistics panel shows (the family's part :data:`FIGURES`; zeros or nothing when the
    profile finished none of its games)."""

    def __call__(self, db: sqlite3.Connection, profile: Profile) -> F_co: ...


#: The family's figures reader (``keeping/stats/<family>.py``). Its key lives on this floor,
#: where :class:`Profile` can be named; a family's own code calls its reader directly (typed
#: with its figures), shared code asks the registry and gets an ``object``.
FIGURES: families.Part[FiguresReader[object]] = families.Part("figures")


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
    #: A board game's rule set ("scrabble-en"); "" for the other families.
    rule_set: str = ""

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


class RecentForm(NamedTuple):
    """A person's rating in one family and their latest results there, newest first: each
    other seat's kind and the score against it (1 above it, 0.5 level, 0 below)."""

    rating: float
    results: tuple[tuple[str, float], ...]


class StatsStore:
    """The open statistics database. Use :meth:`open`; close it (or use ``with``) when done.

    Attributes:
        path: the database file.
        notice: a problem to tell the player when the file was damaged and a new one started.
    """

    def __init__(self, db: sqlite3.Connection, path: Path, notice: Problem | None = None) -> None:
        self._db = db
        self.path = path
        self.notice = notice
        #: Damage was met while reading; :meth:`close` sets the file aside.
        self.damaged = False

    @classmethod
    def open(cls, path: Path) -> StatsStore:
        """Open (creating or upgrading) the statistics at ``path``.

        A file that is not a sound SQLite database, or not an ordinary file, is moved aside
        (kept, never deleted) and a new one is started, with :attr:`notice` saying so.

        Raises:
            StatsError: the folder cannot be written, the file is busy, or a newer app wrote it.
        """
        path = Path(path)
        damaged = _not_ordinary(path)
        if damaged is None:
            try:
                return cls(cls._connect(path), path)
            except (sqlite3.DatabaseError, UnicodeDecodeError) as error:
                text = str(error)
                if "locked" in text or "busy" in text:
                    raise StatsError(Problem(Fault.STATS_BUSY)) from None
                if not path.exists() or any(cause in text for cause in _NOT_DAMAGE):
                    raise StatsError(
                        Problem(Fault.STATS_NOT_OPENED, file=str(path), reason=_reason(error))
                    ) from None
                # Anything else (not a database, damaged pages, a schema that does not
                # migrate) is damage: the file is set aside below.
        moved = move_aside(path, companions=COMPANIONS)
        if moved is None:
            raise StatsError(Problem(Fault.STATS_NOT_MOVED, file=path.name))
        try:
            db = cls._connect(path)
        except (sqlite3.DatabaseError, UnicodeDecodeError) as error:
            raise StatsError(
                Problem(Fault.STATS_NOT_OPENED, file=str(path), reason=_reason(error))
            ) from None
        carried = salvage(moved, db) if damaged is None else 0
        return cls(db, path, _kept_notice(moved, carried))

    @staticmethod
    def _connect(path: Path) -> sqlite3.Connection:
        db = sqlite3.connect(path, timeout=5.0, isolation_level=None)
        db.text_factory = _text
        try:
            db.execute("PRAGMA foreign_keys = ON")
            if schema_version(db) > 0:
                found = db.execute("PRAGMA quick_check(1)").fetchone()
                if found is None or found[0] != "ok":
                    raise sqlite3.DatabaseError("database disk image is malformed")
            try:
                migrate(db)
            except ValueError:
                raise StatsError(Problem(Fault.STATS_NEWER, version=schema_version(db))) from None
        except BaseException:
            db.close()
            raise
        return db

    def close(self) -> None:
        """Close the database; one found damaged while in use is set aside now (its readable
        games carried into a new file), so the next start begins with a sound one. Never
        raises."""
        with contextlib.suppress(sqlite3.Error, ValueError):
            self._db.close()
        if self.damaged:
            self.damaged = False
            with contextlib.suppress(StatsError, sqlite3.Error, OSError):
                StatsStore._set_aside(self.path).close()

    @classmethod
    def _set_aside(cls, path: Path) -> StatsStore:
        moved = move_aside(path, companions=COMPANIONS)
        if moved is None:
            raise StatsError(Problem(Fault.STATS_NOT_MOVED, file=path.name))
        db = cls._connect(path)
        return cls(db, path, _kept_notice(moved, salvage(moved, db)))

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

    @_reading
    def profiles(self) -> list[Profile]:
        """Every profile, by name."""
        rows = self._db.execute(
            "SELECT id, name, colour, created_at FROM profiles ORDER BY name COLLATE NOCASE"
        )
        return [Profile(i, n, c, datetime.fromisoformat(t)) for i, n, c, t in rows]

    def profile(self, profile_id: int) -> Profile | None:
        """The profile with ``profile_id``, if any."""
        return next((p for p in self.profiles() if p.id == profile_id), None)

    @_guarded
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

    @_guarded
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

    @_guarded
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
        document_text = clean_text(envelope.dumps(document))
        fingerprint = hashlib.sha256(document_text.encode()).hexdigest()
        if is_guided(game) and document.get("rated", True) is not False:
            # A board or BuyWord guided game: its record cannot say so, the stored one does
            # (the ratings recomputed from the stored records skip it too).
            extra = {**(extra or {}), "rated": False}
        text = (
            clean_text(envelope.dumps(record.with_extra(**extra).to_json()))
            if extra
            else document_text
        )
        finished = (finished_at or datetime.now().astimezone()).replace(microsecond=0)
        facts = stats.seat_facts(game)
        # A game whose record says "rated": false (whole turns taken back, the guided first
        # game) moves no rating; its other figures count as usual. Nor does a game played
        # alone (BuyWord's solo game): there is no one to be rated against, and its summary
        # said "Rating 1000 -> 1000 (+0)".
        # Ratings move against the computer players' ruler only, so a game of people alone
        # rates no one either (its summary said "Rating 1000 -> 1000 (+0)" to everyone). A
        # guided game's record cannot say "rated": false, so its kept keys do.
        against_computers = any(player.kind != "human" for player in game.players)
        rated = (
            document.get("rated", True) is not False
            and (extra or {}).get("rated", True) is not False
            and against_computers
        )
        # A person the Hint played for (the whole play shown on half their turns or more)
        # moves no rating either; the others at the table do (issue 32.8).
        hints = read_hints((extra or {}).get(HINTS_KEY))
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
                    name = clean_text(" ".join(player.name.split())) or "?"
                    profile_id = self._ensure_profile(name).id
                    if rated and not leaned_on_hints(hints, seat, facts[seat].turns):
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
                        game_id, seat, clean_text(player.name), player.kind, profile_id,
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
        return _sane_rating(row[0]) if row else START_RATING

    @_reading
    def recent_form(self, name: str, family_id: str, games: int = 12) -> RecentForm:
        """What "match my level" needs to know of the person called ``name`` (ignoring case):
        their rating in the family and their results in its latest ``games`` rated games (a
        game that moved no rating, such as the guided first game, tells nothing of their
        level). An unknown name has the start rating and no results."""
        name = " ".join(name.split())
        row = self._db.execute("SELECT id FROM profiles WHERE name = ?", (name,)).fetchone()
        if row is None:
            return RecentForm(START_RATING, ())
        profile_id = int(row[0])
        rows = self._db.execute(
            "SELECT s.game_id, s.seat, s.score, s.tiebreak FROM game_seats s "
            "JOIN games g ON g.id = s.game_id WHERE s.profile_id = ? AND g.family = ? "
            "AND s.rating_after IS NOT NULL ORDER BY g.finished_at DESC, g.id DESC LIMIT ?",
            (profile_id, family_id, games),
        ).fetchall()
        results = []
        for game_id, seat, score, value in rows:
            for kind, other_score, other_value in self._db.execute(
                "SELECT kind, score, tiebreak FROM game_seats WHERE game_id = ? AND seat != ? "
                "ORDER BY seat",
                (game_id, seat),
            ):
                results.append((str(kind), outcome((score, value), (other_score, other_value))))
        return RecentForm(self._rating_of(profile_id, family_id), tuple(results))

    @_reading
    def games(self, profile_id: int | None = None) -> list[StoredGame]:
        """Stored games of every family, newest first; only those ``profile_id`` played in,
        when given."""
        query = "SELECT id, finished_at, lexicon_id, turns, family FROM games"
        params: tuple[int, ...] = ()
        if profile_id is not None:
            query += " WHERE id IN (SELECT game_id FROM game_seats WHERE profile_id = ?)"
            params = (profile_id,)
        rows = self._db.execute(query + " ORDER BY finished_at DESC, id DESC", params).fetchall()
        if not all(isinstance(row[0], int) for row in rows):
            raise ValueError("a game without an id")  # damage: told as such by @_reading
        seats: dict[int, list[SeatResult]] = {row[0]: [] for row in rows}
        for game_id, seat, name, kind, score, won, pid in self._db.execute(
            "SELECT game_id, seat, name, kind, score, won, profile_id FROM game_seats "
            "ORDER BY game_id, seat"
        ):
            if game_id in seats:
                seats[game_id].append(SeatResult(seat, name, kind, score, bool(won), pid))
        rule_sets = dict(self._db.execute("SELECT DISTINCT game_id, rule_set FROM board_seats"))
        return [
            StoredGame(
                gid,
                datetime.fromisoformat(when),
                lexicon_id,
                turns,
                tuple(seats[gid]),
                family,
                str(rule_sets.get(gid, "")),
            )
            for gid, when, lexicon_id, turns, family in rows
        ]

    @_reading
    def game_record(self, game_id: int) -> str:
        """The record text of a stored game.

        Raises:
            KeyError: no game has that id.
        """
        row = self._db.execute("SELECT record FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise KeyError(game_id)
        return str(row[0])

    @_guarded
    def delete_game(self, game_id: int) -> None:
        """Forget a stored game (its profile ratings are recomputed without it)."""
        from patentgame.keeping.stats.schema import backfill_ratings

        with transaction(self._db):
            self._db.execute("DELETE FROM games WHERE id = ?", (game_id,))
            backfill_ratings(self._db)

    # --------------------------------------------------------------- figures

    @_reading
    def figures(self, reader: FiguresReader[R], profile_id: int) -> R:
        """One profile's figures of one family, read by the family's ``reader`` (its part
        :data:`FIGURES`: ``figures(patent.figures, profile_id)`` is the patent game's
        :class:`~patentgame.keeping.stats.patent.PlayerFigures`).

        Raises:
            KeyError: no profile has that id.
        """
        profile = self.profile(profile_id)
        if profile is None:
            raise KeyError(profile_id)
        return reader(self._db, profile)


def _sane_rating(value: object) -> float:
    """A stored rating, or the start rating when the stored value cannot be one (a damaged
    row's text, NaN, or a number no game could reach)."""
    import math

    try:
        rating = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return START_RATING
    return rating if math.isfinite(rating) and abs(rating) < 100_000 else START_RATING


def _text(data: bytes) -> str:
    """SQLite's text as Python's: bytes that are not UTF-8 (a damaged row, or the damage that
    ``quick_check`` quotes) are shown as U+FFFD rather than stopping every read."""
    return data.decode("utf-8", "replace")


def _not_ordinary(path: Path) -> Path | None:
    """``path`` or a file SQLite keeps beside it when one is a link or not an ordinary file (a
    pipe would block the start; SQLite would write through a link), else ``None``."""
    for candidate in (path, *(path.with_name(path.name + suffix) for suffix in COMPANIONS)):
        try:
            info = os.lstat(candidate)
        except OSError:
            continue
        if not stat.S_ISREG(info.st_mode):
            return candidate
    return None


def _reason(error: sqlite3.Error | UnicodeDecodeError) -> str:
    """SQLite's reason, short and without its internals' names."""
    if isinstance(error, UnicodeDecodeError):
        return "the file is damaged"
    text = str(error).split(":")[0].strip()
    return text or "unknown"


def _kept_notice(moved: Path, carried: int) -> Problem:
    if carried:
        return Problem(Fault.STATS_SALVAGED, kept=moved.name, count=carried)
    return Problem(Fault.STATS_DAMAGED_KEPT, kept=moved.name)


def salvage(source: Path, db: sqlite3.Connection) -> int:
    """Carry every row that can still be read from the damaged file ``source`` into ``db`` (a
    new database of the same schema); returns how many games were carried. A table whose rows
    stop being readable keeps the rows read before the damage."""
    try:
        old = sqlite3.connect(source.absolute().as_uri() + "?mode=ro", uri=True)
    except (sqlite3.Error, ValueError):
        return 0
    old.text_factory = _text
    try:
        found_version = schema_version(old)
        if found_version != schema_version(db) and not (
            found_version < 0 and _same_layout(old, db)
        ):
            return 0
        tables = [
            str(row[0])
            for row in db.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY rowid"
            )
        ]
        with transaction(db):
            for table in tables:
                _carry(old, db, table)
        found = db.execute("SELECT count(*) FROM games").fetchone()
        return int(found[0]) if found else 0
    except (sqlite3.Error, ValueError):
        return 0
    finally:
        old.close()


def _same_layout(old: sqlite3.Connection, db: sqlite3.Connection) -> bool:
    """Whether ``old`` holds every table of ``db`` with the same columns: how a file whose
    version number was overwritten is still known to be this schema."""

    def layout(con: sqlite3.Connection) -> dict[str, list[str]]:
        query = "SELECT name FROM sqlite_master WHERE type = 'table'"
        tables = [str(row[0]) for row in con.execute(query)]
        return {t: [str(r[1]) for r in con.execute(f'PRAGMA table_info("{t}")')] for t in tables}

    mine = layout(db)
    theirs = layout(old)
    return all(theirs.get(table) == columns for table, columns in mine.items())


#: How far past the last readable row a damaged table is probed, row by row (a damaged page
#: holds at most some 100 rows of ours).
_PROBE_AHEAD = 300


def _carry(old: sqlite3.Connection, db: sqlite3.Connection, table: str) -> None:
    """Copy ``table``'s readable rows from ``old`` into ``db``: a scan first, and when the scan
    meets the damage, each row by its id, so rows past a damaged page are found too."""
    columns = [str(row[1]) for row in db.execute(f'PRAGMA table_info("{table}")')]
    names = ", ".join(f'"{column}"' for column in columns)
    insert = f'INSERT OR IGNORE INTO "{table}" ({names}) VALUES ({", ".join("?" * len(columns))})'
    last = 0
    try:
        for row in old.execute(f'SELECT rowid, {names} FROM "{table}" ORDER BY rowid'):
            last = max(last, int(row[0]))
            with contextlib.suppress(sqlite3.Error, ValueError):
                db.execute(insert, row[1:])
        return
    except (sqlite3.Error, ValueError):
        pass  # the scan met the damage: look for the rest one id at a time
    rowid, misses = last + 1, 0
    while misses < _PROBE_AHEAD:
        try:
            row = old.execute(f'SELECT {names} FROM "{table}" WHERE rowid = ?', (rowid,)).fetchone()
        except (sqlite3.Error, ValueError):
            row = None
        if row is None:
            misses += 1
        else:
            misses = 0
            with contextlib.suppress(sqlite3.Error, ValueError):
                db.execute(insert, row)
        rowid += 1
