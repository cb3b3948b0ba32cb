"""The statistics database schema and its migrations.

The schema version lives in SQLite's ``PRAGMA user_version``. Each migration takes the database
from version ``n`` to ``n + 1`` inside one transaction, so a crash mid-migration leaves the old
version intact, and an old database is brought up to date the first time a new app opens it.
Never edit a released migration: add a new one.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Callable, Iterator

from patentgame import families
from patentgame.keeping.hint_ledger import leaned_on_hints, read_hints
from patentgame.keeping.stats.rating import START_RATING, outcome, updated_rating


def _v1(db: sqlite3.Connection) -> None:
    """Profiles, games and per-seat results as the first release stored them."""
    _run_script(
        db,
        """
        CREATE TABLE profiles (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE COLLATE NOCASE,
            colour TEXT NOT NULL DEFAULT '',
            created_at TEXT NOT NULL
        );
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            fingerprint TEXT NOT NULL UNIQUE,
            finished_at TEXT NOT NULL,
            lexicon TEXT NOT NULL,
            rules TEXT NOT NULL,
            seats INTEGER NOT NULL,
            turns INTEGER NOT NULL,
            winners TEXT NOT NULL,
            record TEXT NOT NULL
        );
        CREATE TABLE game_seats (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL,
            profile_id INTEGER REFERENCES profiles(id) ON DELETE SET NULL,
            score INTEGER NOT NULL,
            money INTEGER NOT NULL,
            stock INTEGER NOT NULL,
            patent_value INTEGER NOT NULL,
            won INTEGER NOT NULL,
            turns INTEGER NOT NULL,
            money_earned INTEGER NOT NULL,
            stock_earned INTEGER NOT NULL,
            royalties INTEGER NOT NULL,
            words INTEGER NOT NULL,
            best_word TEXT NOT NULL,
            best_word_money INTEGER NOT NULL,
            best_word_stock INTEGER NOT NULL,
            best_turn TEXT NOT NULL,
            best_turn_money INTEGER NOT NULL,
            best_turn_stock INTEGER NOT NULL,
            patents TEXT NOT NULL,
            PRIMARY KEY (game_id, seat)
        );
        CREATE INDEX game_seats_profile ON game_seats(profile_id);
        """,
    )


def _run_script(db: sqlite3.Connection, script: str) -> None:
    # Not executescript(): it commits first, which would break the migration's transaction.
    for statement in script.split(";"):
        if statement.strip():
            db.execute(statement)


def _v2(db: sqlite3.Connection) -> None:
    """Ratings against the computer levels, stored per seat and filled in for older games."""
    db.execute("ALTER TABLE game_seats ADD COLUMN rating_before REAL")
    db.execute("ALTER TABLE game_seats ADD COLUMN rating_after REAL")
    db.execute("CREATE INDEX games_finished ON games(finished_at)")
    # Version 2 kept only patent games, whose tie-break was the patent value.
    _backfill(db, "patent_value", "")


def _v3(db: sqlite3.Connection) -> None:
    """Several game families: each game names its family, ``game_seats`` keeps what every
    family has (the tie-break: the patent value for the patent game), and the patent game's own
    per-seat figures move to ``patent_seats``. Every stored game and profile is kept."""
    db.execute("ALTER TABLE games ADD COLUMN family TEXT NOT NULL DEFAULT 'patent'")
    db.execute("ALTER TABLE games RENAME COLUMN lexicon TO lexicon_id")
    db.execute("CREATE INDEX games_family ON games(family)")
    _run_script(
        db,
        """
        CREATE TABLE patent_seats (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            money INTEGER NOT NULL,
            stock INTEGER NOT NULL,
            patent_value INTEGER NOT NULL,
            money_earned INTEGER NOT NULL,
            stock_earned INTEGER NOT NULL,
            royalties INTEGER NOT NULL,
            best_word_money INTEGER NOT NULL,
            best_word_stock INTEGER NOT NULL,
            best_turn TEXT NOT NULL,
            best_turn_money INTEGER NOT NULL,
            best_turn_stock INTEGER NOT NULL,
            patents TEXT NOT NULL,
            PRIMARY KEY (game_id, seat)
        );
        INSERT INTO patent_seats
            SELECT game_id, seat, money, stock, patent_value, money_earned, stock_earned,
                royalties, best_word_money, best_word_stock, best_turn, best_turn_money,
                best_turn_stock, patents
            FROM game_seats;
        CREATE TABLE shared_seats (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL,
            profile_id INTEGER REFERENCES profiles(id) ON DELETE SET NULL,
            score INTEGER NOT NULL,
            tiebreak INTEGER NOT NULL,
            won INTEGER NOT NULL,
            turns INTEGER NOT NULL,
            words INTEGER NOT NULL,
            best_word TEXT NOT NULL,
            rating_before REAL,
            rating_after REAL,
            PRIMARY KEY (game_id, seat)
        );
        INSERT INTO shared_seats
            SELECT game_id, seat, name, kind, profile_id, score, patent_value, won, turns,
                words, best_word, rating_before, rating_after
            FROM game_seats;
        DROP TABLE game_seats;
        ALTER TABLE shared_seats RENAME TO game_seats;
        CREATE INDEX game_seats_profile ON game_seats(profile_id)
        """,
    )


def _v4(db: sqlite3.Connection) -> None:
    """BuyWord's own per-seat figures (money, tiles bought, money earned, the dearest sale,
    whether the game was played alone). Every stored game is kept; none is BuyWord's yet."""
    db.execute(
        """
        CREATE TABLE buyword_seats (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            money INTEGER NOT NULL,
            spent INTEGER NOT NULL,
            earned INTEGER NOT NULL,
            best_sale_pips INTEGER NOT NULL,
            best_sale_price INTEGER NOT NULL,
            alone INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat)
        )
        """
    )


def _v5(db: sqlite3.Connection) -> None:
    """The crossword-board games' own per-seat figures (``keeping/stats/board.py``). Only a
    new table: every stored game and profile stays as it is."""
    _run_script(
        db,
        """
        CREATE TABLE board_seats (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            rule_set TEXT NOT NULL,
            plays INTEGER NOT NULL,
            bingos INTEGER NOT NULL,
            best_play TEXT NOT NULL,
            best_play_score INTEGER NOT NULL,
            end_points INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat)
        )
        """,
    )


def backfill_ratings(db: sqlite3.Connection) -> None:
    """Recompute every profile's rating history in the order the games finished (one rating
    per family: each family's games move only that family's rating)."""
    _backfill(db, "tiebreak", "family")


def _backfill(db: sqlite3.Connection, tiebreak: str, family_column: str) -> None:
    """:func:`backfill_ratings` for a database whose seats name their tie-break ``tiebreak``
    and whose games name their family in ``family_column`` ("": all are patent games)."""
    current: dict[tuple[str, int], float] = {}
    family_of = family_column or "'patent'"
    # A game whose record says "rated": false moves no rating (its seats keep none).
    rated = "NOT (json_valid(record) AND json_extract(record, '$.rated') IS 0)"
    hints_of = "CASE WHEN json_valid(record) THEN json_extract(record, '$.hints') END"
    games = db.execute(
        f"SELECT id, {family_of}, {hints_of} FROM games WHERE {rated} ORDER BY finished_at, id"
    ).fetchall()
    for game_id, family_id, hints_text in games:
        try:
            ai_ratings = families.family(family_id).stats().ai_ratings
        except KeyError:  # a family a newer app stored: its ratings wait for that app
            continue
        seats = db.execute(
            f"SELECT seat, kind, profile_id, score, {tiebreak}, turns FROM game_seats "
            "WHERE game_id = ? ORDER BY seat",
            (game_id,),
        ).fetchall()
        hints = _hints(hints_text)
        for seat, kind, profile_id, score, value, turns in seats:
            if kind != "human" or profile_id is None:
                continue
            if leaned_on_hints(hints, seat, turns or 0):  # the Hint played: no rating moves
                db.execute(
                    "UPDATE game_seats SET rating_before = NULL, rating_after = NULL "
                    "WHERE game_id = ? AND seat = ?",
                    (game_id, seat),
                )
                continue
            before = current.get((family_id, profile_id), START_RATING)
            results = [
                (other_kind, outcome((score, value), (other_score, other_value)))
                for other_seat, other_kind, _p, other_score, other_value, _t in seats
                if other_seat != seat
            ]
            if not results:  # a game played alone rates no one
                continue
            after = updated_rating(before, results, ai_ratings)
            current[(family_id, profile_id)] = after
            db.execute(
                "UPDATE game_seats SET rating_before = ?, rating_after = ? "
                "WHERE game_id = ? AND seat = ?",
                (before, after, game_id, seat),
            )


#: ``MIGRATIONS[n]`` takes a database from version ``n`` to ``n + 1``.
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_v1, _v2, _v3, _v4, _v5)
SCHEMA_VERSION = len(MIGRATIONS)


def schema_version(db: sqlite3.Connection) -> int:
    """The version the database is at (0 for a new, empty file)."""
    version: int = db.execute("PRAGMA user_version").fetchone()[0]
    return version


def migrate(db: sqlite3.Connection, target: int = SCHEMA_VERSION) -> int:
    """Bring ``db`` up to ``target``, one transaction per step; returns the version reached.

    Raises:
        ValueError: the database is newer than this app knows.
        sqlite3.DatabaseError: the version is negative, which no app ever writes: the header
            was overwritten, so the file is damage (the store sets it aside).
    """
    version = _checked_version(db)
    while version < target:
        with transaction(db):
            # Read again inside the transaction: another process (a second start, a writer)
            # may have made the same step since, and doing it twice fails ("table already
            # exists"), which used to set a sound new file aside as damaged.
            version = _checked_version(db)
            if version < target:
                MIGRATIONS[version](db)
                db.execute(f"PRAGMA user_version = {version + 1}")
                version += 1
    return version


def _checked_version(db: sqlite3.Connection) -> int:
    version = schema_version(db)
    if version < 0:
        raise sqlite3.DatabaseError(f"schema version {version} is not one patentgame writes")
    if version > SCHEMA_VERSION:
        raise ValueError(
            f"the statistics were written by a newer patentgame (schema {version}, "
            f"this version reads up to {SCHEMA_VERSION})"
        )
    return version


@contextlib.contextmanager
def transaction(db: sqlite3.Connection) -> Iterator[None]:
    """One explicit write transaction (the connection runs with ``isolation_level=None``)."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def _hints(text: object) -> list[tuple[int, int, int]]:
    """The hints a stored record kept (its ``hints`` key, as JSON text), or none."""
    if not isinstance(text, str):
        return []
    try:
        return read_hints(json.loads(text))
    except ValueError:
        return []
