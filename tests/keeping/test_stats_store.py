"""The statistics store on a real SQLite file: figures, ratings, migrations and damage."""

from __future__ import annotations

import dataclasses
import json
import shutil
import sqlite3
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from recorded_games import play_game

from patentgame.keeping.hint_ledger import HINTS_KEY
from patentgame.keeping.stats import START_RATING, StatsError, StatsStore
from patentgame.keeping.stats.patent import figures as patent_figures
from patentgame.keeping.stats.patent import plays_like, seat_figures
from patentgame.keeping.stats.schema import SCHEMA_VERSION, migrate, schema_version
from patentgame.model.patent.game import PlayerSpec

FIXTURES = Path(__file__).with_name("fixtures")
T0 = datetime(2026, 11, 1, 20, 0).astimezone()
ANN_VS = [
    (PlayerSpec("Ann"), PlayerSpec("Tycoon", "ai:expert")),
    (PlayerSpec("Ann"), PlayerSpec("Penny", "ai:beginner"), PlayerSpec("Bob")),
    (PlayerSpec("Tycoon", "ai:expert"), PlayerSpec("ann")),
]


def _fill(store: StatsStore, games: int = 9) -> list[int]:
    ids = []
    for index in range(games):
        game = play_game(ANN_VS[index % 3], seed=100 + index)
        ids.append(store.add_game(game, T0 + timedelta(days=index)))
    return ids


def test_games_and_profiles_are_stored(tmp_path: Path) -> None:
    with StatsStore.open(tmp_path / "stats.sqlite3") as store:
        ids = _fill(store)
        assert store.notice is None
        assert len(set(ids)) == 9
        assert [p.name for p in store.profiles()] == ["Ann", "Bob"]  # "ann" is Ann
        games = store.games()
        assert [g.id for g in games] == ids[::-1]  # newest first
        assert games[0].finished_at == T0 + timedelta(days=8)
        assert {s.name for s in games[-1].seats} == {"Ann", "Tycoon"}
        bob = next(p for p in store.profiles() if p.name == "Bob")
        assert len(store.games(bob.id)) == 3
        record = store.game_record(ids[0])
        assert '"format": "patentgame-record"' in record


def test_same_game_is_stored_once(tmp_path: Path) -> None:
    game = play_game(seed=5)
    with StatsStore.open(tmp_path / "stats.sqlite3") as store:
        first = store.add_game(game, T0)
        assert store.add_game(game, T0 + timedelta(hours=1)) == first
        assert len(store.games()) == 1


def test_a_game_with_and_without_its_hints_is_the_same_game(tmp_path: Path) -> None:
    """The hints the people took (the record's optional key) are not the game's identity: the
    game recorded once with them and once without is stored once, whichever came first."""
    hints = {HINTS_KEY: [[0, 0, 1], [0, 0, 2]]}
    game = play_game(seed=5)
    for number, order in enumerate(((hints, None), (None, hints))):
        with StatsStore.open(tmp_path / f"stats-{number}.sqlite3") as store:
            first = store.add_game(game, T0, extra=order[0])
            assert store.add_game(game, T0 + timedelta(hours=1), extra=order[1]) == first
            assert len(store.games()) == 1
            kept = json.loads(store.game_record(first))
            # The game's own keys are the same either way; the hints are the first call's.
            assert {k: v for k, v in kept.items() if k != HINTS_KEY} == game.record().to_json()
            assert kept.get(HINTS_KEY) == (order[0] or {}).get(HINTS_KEY)


def test_unfinished_game_is_refused(tmp_path: Path) -> None:
    with StatsStore.open(tmp_path / "stats.sqlite3") as store, pytest.raises(ValueError):
        store.add_game(play_game(seed=5, max_actions=4))


def test_figures_match_the_games(tmp_path: Path) -> None:
    games = [play_game(ANN_VS[i % 3], seed=100 + i) for i in range(9)]
    with StatsStore.open(tmp_path / "stats.sqlite3") as store:
        for index, game in enumerate(games):
            store.add_game(game, T0 + timedelta(days=index))
        ann = next(p for p in store.profiles() if p.name == "Ann")
        figures = store.figures(patent_figures, ann.id)

    seats = [next(s for s, p in enumerate(g.players) if p.name.lower() == "ann") for g in games]
    per_game = [seat_figures(g)[s] for g, s in zip(games, seats, strict=True)]
    assert figures.games == 9
    assert figures.wins == sum(s in g.winners for g, s in zip(games, seats, strict=True))
    turns = sum(f.turns for f in per_game)
    assert figures.money_per_turn == pytest.approx(sum(f.money_earned for f in per_game) / turns)
    assert figures.stock_per_turn == pytest.approx(sum(f.stock_earned for f in per_game) / turns)
    best = max(per_game, key=lambda f: f.best_word_money + f.best_word_stock)
    assert figures.best_word_money + figures.best_word_stock == (
        best.best_word_money + best.best_word_stock
    )
    bought = "".join(f.patents for f in per_game)
    top_letter, top_count = figures.patents_most_bought[0]
    assert top_count == max(bought.count(letter) for letter in set(bought))
    assert bought.count(top_letter) == top_count

    versus = {v.opponent: v for v in figures.versus}
    assert list(versus) == ["ai:beginner", "ai:expert", "human"]
    assert versus["ai:expert"].games == 6 and versus["ai:beginner"].games == 3
    assert versus["human"].games == 3
    expected_wins = 0
    for game, seat in zip(games, seats, strict=True):
        for other, player in enumerate(game.players):
            mine = (game.score(seat), game.ledger.patent_value(seat))
            theirs = (game.score(other), game.ledger.patent_value(other))
            expected_wins += player.kind == "ai:expert" and other != seat and mine > theirs
    assert versus["ai:expert"].wins == expected_wins
    assert len(figures.rating_history) == 9
    assert figures.rating == figures.rating_history[-1].rating


def test_rating_moves_with_results_against_computers_only(tmp_path: Path) -> None:
    with StatsStore.open(tmp_path / "stats.sqlite3") as store:
        people = play_game((PlayerSpec("Cy"), PlayerSpec("Di")), seed=3)
        store.add_game(people, T0)
        cy = next(p for p in store.profiles() if p.name == "Cy")
        assert store.figures(patent_figures, cy.id).rating == START_RATING
        for day in range(1, 6):
            game = play_game((PlayerSpec("Cy"), PlayerSpec("Tycoon", "ai:expert")), seed=day)
            before = store.figures(patent_figures, cy.id).rating
            store.add_game(game, T0 + timedelta(days=day))
            after = store.figures(patent_figures, cy.id).rating
            won = game.score(0) > game.score(1)
            lost = game.score(0) < game.score(1)
            assert (after > before) if won else (after < before) if lost else True


def test_migration_from_version_1_backfills_ratings(tmp_path: Path) -> None:
    current = tmp_path / "current.sqlite3"
    with StatsStore.open(current) as store:
        _fill(store)
        ann = next(p for p in store.profiles() if p.name == "Ann")
        expected = store.figures(patent_figures, ann.id)

    # A database as version 1 wrote it: same rows, no rating columns.
    old = tmp_path / "old.sqlite3"
    db = sqlite3.connect(old, isolation_level=None)
    migrate(db, target=1)
    assert schema_version(db) == 1
    db.execute("ATTACH DATABASE ? AS cur", (str(current),))
    db.execute("INSERT INTO profiles SELECT * FROM cur.profiles")
    db.execute(
        "INSERT INTO games SELECT id, fingerprint, finished_at, lexicon_id, rules, seats, turns, "
        "winners, record FROM cur.games"
    )
    columns = [row[1] for row in db.execute("PRAGMA table_info(game_seats)")]
    assert "rating_after" not in columns
    names = ", ".join(columns)
    # Version 1 kept every figure in game_seats; now the patent game's are in patent_seats.
    db.execute(
        f"INSERT INTO game_seats ({names}) SELECT {names} FROM cur.game_seats "
        "JOIN cur.patent_seats USING (game_id, seat)"
    )
    db.execute("DETACH DATABASE cur")
    db.close()

    with StatsStore.open(old) as store:
        assert store.notice is None
        migrated = store.figures(patent_figures, ann.id)
    assert migrated == expected
    db = sqlite3.connect(old)
    assert schema_version(db) == SCHEMA_VERSION
    db.close()


def test_damaged_database_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    path.write_bytes(b"this is not a database at all" * 100)
    with StatsStore.open(path) as store:
        assert store.notice is not None and "kept as stats.sqlite3.damaged-" in str(store.notice)
        store.add_game(play_game(seed=2), T0)
        assert len(store.games()) == 1
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("stats.sqlite3.damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes().startswith(b"this is not a database")


def test_newer_schema_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    db.close()
    before = path.read_bytes()
    with pytest.raises(StatsError, match="newer version of patentgame"):
        StatsStore.open(path)
    assert path.read_bytes() == before


def test_negative_schema_version_is_damage_set_aside(tmp_path: Path) -> None:
    """A header byte overwritten can make ``user_version`` negative (the fuzzer found it)."""
    path = tmp_path / "stats.sqlite3"
    with StatsStore.open(path) as store:
        store.add_game(play_game(seed=2), T0)
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = -2147483643")
    db.close()
    with StatsStore.open(path) as store:
        assert store.notice is not None and "kept as stats.sqlite3.damaged-" in str(store.notice)
        assert len(store.games()) == 1  # the game was carried over from the kept file
    assert any(p.name.startswith("stats.sqlite3.damaged-") for p in tmp_path.iterdir())


def test_unwritable_folder_is_a_clear_error(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("a file where the data folder should be")
    with pytest.raises(StatsError, match="cannot be opened"):
        StatsStore.open(tmp_path / "data" / "stats.sqlite3")


def test_deleting_a_game_recomputes_ratings(tmp_path: Path) -> None:
    with StatsStore.open(tmp_path / "stats.sqlite3") as store:
        ids = _fill(store, 6)
        ann = next(p for p in store.profiles() if p.name == "Ann")
        store.delete_game(ids[0])
        assert len(store.games()) == 5
        history = store.figures(patent_figures, ann.id).rating_history
        assert len(history) == 5


def test_renaming_a_profile_keeps_its_games(tmp_path: Path) -> None:
    with StatsStore.open(tmp_path / "stats.sqlite3") as store:
        _fill(store, 3)
        ann = next(p for p in store.profiles() if p.name == "Ann")
        before = store.figures(patent_figures, ann.id)
        renamed = store.rename_profile(ann.id, "  Annabel ")
        assert renamed.name == "Annabel"
        assert store.figures(patent_figures, ann.id).games == before.games
        assert "Annabel" in {seat.name for seat in store.games()[0].seats}
        with pytest.raises(ValueError, match="already called"):
            store.rename_profile(ann.id, "bob")
        # A later game by "Annabel" counts for the same profile.
        later = play_game((PlayerSpec("annabel"), PlayerSpec("Tycoon", "ai:expert")), seed=78)
        store.add_game(later, T0 + timedelta(days=30))
        assert store.figures(patent_figures, ann.id).games == before.games + 1


def _plain(value: object) -> object:
    """Figures as JSON values, the way tests/keeping/fixtures/dump_stats.py wrote them."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if isinstance(value, datetime):
        return value.isoformat()
    return value


def test_a_database_of_schema_2_keeps_every_profile_game_and_figure(tmp_path: Path) -> None:
    # Written by the app before the house held several games (tests/keeping/fixtures), with
    # what that app reported of it: the same must be read after the migration.
    path = tmp_path / "stats.sqlite3"
    shutil.copy(FIXTURES / "stats-v2.sqlite3", path)
    expected = json.loads((FIXTURES / "stats-v2-expected.json").read_text("utf-8"))
    db = sqlite3.connect(path)
    assert schema_version(db) == 2
    db.close()
    with StatsStore.open(path) as store:
        assert store.notice is None
        profiles = store.profiles()
        assert [_plain(p) for p in profiles] == expected["profiles"]
        games = [_plain(g) for g in store.games()]
        for game in games:
            assert isinstance(game, dict) and game.pop("family") == "patent"
            assert game.pop("rule_set") == ""  # a board game's only
            game["lexicon"] = game.pop("lexicon_id")
        assert games == expected["games"]
        figures = {p.name: _plain(store.figures(patent_figures, p.id)) for p in profiles}
        # The highest score is a figure the old app did not report: it is its best game's.
        for profile in profiles:
            mine = [
                seat["score"]
                for game in expected["games"]
                for seat in game["seats"]
                if seat["profile_id"] == profile.id
            ]
            highest = figures[profile.name].pop("highest_score")  # type: ignore[union-attr]
            assert highest == max(mine)
            # Nor did it count the coach's hints: its records carry none.
            assert figures[profile.name].pop("hints") == 0  # type: ignore[union-attr]
            assert figures[profile.name].pop("hinted_games") == 0  # type: ignore[union-attr]
        for name, figure in figures.items():
            # New since that app: the step of the ladder the rating plays like.
            assert isinstance(figure, dict)
            assert figure.pop("plays_like")["id"] == plays_like(figure["rating"]).id, name
        assert figures == expected["figures"]
        assert expected["figures"]["Anna"]["games"] == 2  # the fixture is not empty
        # The migrated store goes on: a new game counts with the old ones.
        anna_vs = (PlayerSpec("Anna"), PlayerSpec("Tycoon", "ai:expert"))
        store.add_game(play_game(anna_vs, seed=200), T0 + timedelta(days=60))
        anna = next(p for p in store.profiles() if p.name == "Anna")
        assert store.figures(patent_figures, anna.id).games == 3
    db = sqlite3.connect(path)
    assert schema_version(db) == SCHEMA_VERSION
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert {"games", "game_seats", "patent_seats", "profiles"} <= tables
    assert {"buyword_seats", "board_seats"} <= tables  # every family's own figures
    db.close()


def test_each_migration_runs_once_in_order(tmp_path: Path) -> None:
    # Schema 4 (BuyWord's seats) and 5 (the board games') came from two branches: a database
    # at 4 takes only the board games' table, and a database at the last version takes none.
    db = sqlite3.connect(tmp_path / "stats.sqlite3", isolation_level=None)

    def tables() -> set[str]:
        return {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}

    assert SCHEMA_VERSION == 5
    assert migrate(db, target=3) == 3 and not {"buyword_seats", "board_seats"} & tables()
    assert migrate(db, target=4) == 4 and "buyword_seats" in tables()
    assert "board_seats" not in tables()
    assert migrate(db) == 5 and {"buyword_seats", "board_seats"} <= tables()
    assert migrate(db) == 5  # nothing left to run: a table made twice would raise
    db.close()


def test_outcomes_tell_rating_changes_and_personal_records(tmp_path: Path) -> None:
    from patentgame.keeping.stats import PersonalBest

    with StatsStore.open(tmp_path / "stats.sqlite3") as store:
        ids = _fill(store, 6)
        ann = next(p for p in store.profiles() if p.name == "Ann")
        rows = store._db.execute(
            "SELECT s.game_id, s.seat, s.score, s.won, s.rating_before, s.rating_after, "
            "p.best_word_money + p.best_word_stock FROM game_seats s JOIN patent_seats p "
            "ON p.game_id = s.game_id AND p.seat = s.seat WHERE s.profile_id = ? "
            "ORDER BY s.game_id",
            (ann.id,),
        ).fetchall()
        assert [row[0] for row in rows] == ids
        for index, (game_id, seat, score, won, before, after, word) in enumerate(rows):
            outcome = next(o for o in store.outcomes(game_id) if o.seat == seat)
            assert (outcome.rating_before, outcome.rating_after) == (before, after)
            earlier = rows[:index]
            if not earlier:
                assert outcome.bests == ()  # nothing to beat in a first game
                continue
            expected = []
            if won and not any(row[3] for row in earlier):
                expected.append(PersonalBest.FIRST_WIN)
            if score > max(row[2] for row in earlier):
                expected.append(PersonalBest.HIGHEST_SCORE)
            if word > max(row[6] for row in earlier):
                expected.append(PersonalBest.BEST_WORD)
            assert list(outcome.bests) == expected, index
        computer_seats = {o.seat for o in store.outcomes(ids[0])}
        assert computer_seats == {0}  # Tycoon, a computer, has no outcome
        with pytest.raises(KeyError):
            store.outcomes(9999)


def test_the_computer_players_are_rated_on_the_ladder() -> None:
    from patentgame.keeping.stats.patent import AI_RATINGS
    from patentgame.model.patent.ai.levels import LADDER, MASTER

    for level in (*LADDER, MASTER):
        assert AI_RATINGS[level.id] == level.rating
        for alias in level.aliases:  # a record may name a step by its number
            assert AI_RATINGS[alias] == level.rating
    steps = [AI_RATINGS[f"ai:level-{step}"] for step in range(1, 12)]
    assert steps == sorted(steps)
    assert steps[0] < AI_RATINGS["ai:greedy"] < steps[-1]
    assert AI_RATINGS["ai:random"] < steps[0]


def test_a_rating_plays_like_the_nearest_step() -> None:
    from patentgame.keeping.stats.patent import plays_like
    from patentgame.model.patent.ai.levels import LADDER

    for level in LADDER:
        assert level.rating is not None
        assert plays_like(level.rating) == level
        assert plays_like(level.rating + 20) == level
    assert plays_like(-1000.0) == LADDER[0]
    assert plays_like(5000.0) == LADDER[-1]


def test_the_recent_form_of_a_person_lists_their_latest_results(tmp_path: Path) -> None:
    with StatsStore.open(tmp_path / "stats.sqlite3") as store:
        assert store.recent_form("Nobody", "patent") == (START_RATING, ())
        ids = _fill(store, 6)
        form = store.recent_form("ANN", "patent", games=4)  # names match ignoring case
        ann = next(p for p in store.profiles() if p.name == "Ann")
        assert form.rating == store.figures(patent_figures, ann.id).rating
        newest = store.games(ann.id)[:4]
        assert [game.id for game in newest] == ids[::-1][:4]
        expected = []
        for game in newest:
            mine = next(seat for seat in game.seats if seat.profile_id == ann.id)
            for seat in game.seats:
                if seat is not mine:
                    assert seat.score != mine.score  # no tie-break needed in these games
                    expected.append((seat.kind, 1.0 if mine.score > seat.score else 0.0))
        assert list(form.results) == expected
        assert store.recent_form("Ann", "board") == (START_RATING, ())  # another family


def test_two_starts_creating_the_statistics_at_once_both_succeed(tmp_path: Path) -> None:
    """A new statistics file made by two processes at once (the app and a second start, or the
    crash test's writer): the one that waited for the other's write lock had read the version
    before it, made the same step again ("table already exists") and set the sound new file
    aside as damaged. The version is read again inside the transaction."""
    import threading
    import time

    from patentgame.keeping.stats.schema import MIGRATIONS

    path = tmp_path / "stats.sqlite3"
    first = sqlite3.connect(path, timeout=10.0, isolation_level=None)
    second = sqlite3.connect(path, timeout=10.0, isolation_level=None, check_same_thread=False)
    first.execute("BEGIN IMMEDIATE")  # the first process is making the file
    for step in range(SCHEMA_VERSION):
        MIGRATIONS[step](first)
    first.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    outcome: list[object] = []

    def second_start() -> None:
        try:
            outcome.append(migrate(second))  # reads version 0, then waits for the lock
        except Exception as error:  # what the second start would have met
            outcome.append(error)

    thread = threading.Thread(target=second_start)
    thread.start()
    time.sleep(0.5)  # let it read the old version and wait (no timing is asserted)
    first.execute("COMMIT")
    thread.join(30)
    assert outcome == [SCHEMA_VERSION]
    assert schema_version(second) == SCHEMA_VERSION
    first.close()
    second.close()


def _whole_plays(game: object, seat: int) -> list[list[int]]:
    """A hint's whole play (step 3) before every action of ``seat`` in ``game``."""
    return [[i, seat, 3] for i, action in enumerate(game.actions) if action.seat == seat]  # type: ignore[attr-defined]


def test_a_person_the_hint_played_for_moves_no_rating(tmp_path: Path) -> None:
    """Issue 32.8: the Hint showed Ann the whole play on every turn: her rating does not move
    (Bob's, at the same table, does), also when the ratings are worked out again."""
    seats = (PlayerSpec("Ann"), PlayerSpec("Penny", "ai:beginner"), PlayerSpec("Bob"))
    game = play_game(seats, seed=104)
    with StatsStore.open(tmp_path / "stats.sqlite3") as store:
        earlier = store.add_game(play_game(ANN_VS[0], seed=7), T0)
        ann = next(p for p in store.profiles() if p.name == "Ann")
        rating = store.figures(patent_figures, ann.id).rating
        game_id = store.add_game(
            game, T0 + timedelta(days=1), extra={HINTS_KEY: _whole_plays(game, 0)}
        )
        outcomes = {o.seat: o for o in store.outcomes(game_id)}
        assert outcomes[0].rating_before is None and outcomes[0].rating_after is None
        assert outcomes[2].rating_before is not None  # Bob took no hint
        assert store.figures(patent_figures, ann.id).rating == rating
        store.delete_game(earlier)  # every rating is worked out again
        outcomes = {o.seat: o for o in store.outcomes(game_id)}
        assert outcomes[0].rating_after is None and outcomes[2].rating_after is not None


def test_one_whole_play_shown_keeps_the_game_rated(tmp_path: Path) -> None:
    game = play_game(ANN_VS[0], seed=9)
    once = _whole_plays(game, 0)[:1]
    with StatsStore.open(tmp_path / "stats.sqlite3") as store:
        game_id = store.add_game(game, T0, extra={HINTS_KEY: once})
        (ann,) = [o for o in store.outcomes(game_id) if o.seat == 0]
        assert ann.rating_after is not None
