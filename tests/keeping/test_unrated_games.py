"""A game whose record says ``"rated": false`` moves no rating, now or when ratings are
recomputed; its other figures count as usual."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta
from pathlib import Path

from recorded_games import WORDS, play_game

from patentgame.keeping.stats import START_RATING, StatsStore
from patentgame.keeping.stats.patent import figures as patent_figures
from patentgame.model.patent.game import PatentGame, PlayerSpec
from patentgame.model.patent.replay import replay

T0 = datetime(2026, 11, 2, 20, 0).astimezone()
SEATS = (PlayerSpec("Cy"), PlayerSpec("Tycoon", "ai:expert"))


def _unrated(game: PatentGame) -> PatentGame:
    return replay(replace(game.record(), rated=False), WORDS)


def test_an_unrated_game_is_stored_without_moving_the_rating(tmp_path: Path) -> None:
    with StatsStore.open(tmp_path / "stats.sqlite3") as store:
        rated = play_game(SEATS, seed=1)
        store.add_game(rated, T0)
        cy = next(p for p in store.profiles() if p.name == "Cy")
        after_rated = store.figures(patent_figures, cy.id)
        assert after_rated.rating != START_RATING
        store.add_game(_unrated(play_game(SEATS, seed=2)), T0 + timedelta(days=1))
        figures = store.figures(patent_figures, cy.id)
        assert figures.games == 2  # the game itself counts
        assert figures.rating == after_rated.rating
        assert len(figures.rating_history) == 1
        stored = store.games()[0]
        assert '"rated": false' in store.game_record(stored.id)


def test_recomputed_ratings_still_skip_the_unrated_game(tmp_path: Path) -> None:
    with StatsStore.open(tmp_path / "stats.sqlite3") as store:
        first = store.add_game(play_game(SEATS, seed=1), T0)
        store.add_game(_unrated(play_game(SEATS, seed=2)), T0 + timedelta(days=1))
        store.add_game(play_game(SEATS, seed=3), T0 + timedelta(days=2))
        cy = next(p for p in store.profiles() if p.name == "Cy")
        assert len(store.figures(patent_figures, cy.id).rating_history) == 2
        store.delete_game(first)  # recomputes every rating from the stored games
        history = store.figures(patent_figures, cy.id).rating_history
        assert len(history) == 1 and history[0].finished_at == T0 + timedelta(days=2)


def test_match_my_level_reads_only_the_rated_games(tmp_path: Path) -> None:
    with StatsStore.open(tmp_path / "stats.sqlite3") as store:
        store.add_game(play_game(SEATS, seed=1), T0)
        store.add_game(_unrated(play_game(SEATS, seed=2)), T0 + timedelta(days=1))
        form = store.recent_form("Cy", "patent")
        assert len(form.results) == 1  # the rated game's result against Tycoon alone
        rated = store.games()[1]
        assert rated.finished_at == T0
        cy = next(seat for seat in rated.seats if seat.name == "Cy")
        tycoon = next(seat for seat in rated.seats if seat.name == "Tycoon")
        assert form.results[0][0] == "ai:expert"
        assert form.results[0][1] == (1.0 if cy.score > tycoon.score else 0.0)
