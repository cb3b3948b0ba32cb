"""The self-play labs' template (`model/lab.py`, issue 30.7): one skeleton for every family.

The tally is the one rule of who won (a tie is no one's, nor a game alone, and a kind seated
twice wins once); the run prepares once per worker process and plays every task, in worker
processes too; and each family's lab reports through it.
"""

from __future__ import annotations

from dataclasses import dataclass

from patentgame.model.lab import Tally, run_lab, tally


@dataclass(frozen=True)
class Game:
    kinds: tuple[str, ...]
    winners: tuple[int, ...]
    finished: bool = True
    decision_ms: tuple[tuple[float, ...], ...] = ()
    scores: tuple[int, ...] = (0, 0)


def _add_score(kept: Tally, result: Game, seat: int) -> None:
    kept.sums["score"] += result.scores[seat]


def test_the_tally_counts_wins_ties_and_the_familys_own_totals() -> None:
    games = [
        Game(("a", "b"), (0,), decision_ms=((1.0, 3.0), (2.0,)), scores=(10, 4)),
        Game(("b", "a"), (0, 1), scores=(5, 5)),  # a tie: no one's win
        Game(("a", "a"), (1,), scores=(2, 8)),  # a kind seated twice wins once
        Game(("a", "b"), (1,), finished=False),  # unfinished: not counted
    ]
    tallied = tally(["a", "b"], games, _add_score)
    assert tallied.games == 3 and tallied.ties == 1
    assert tallied.wins() == {"a": 2, "b": 0}
    assert tallied.tallies["a"].seats == 4 and tallied.tallies["b"].seats == 2
    assert tallied.means("score") == {"a": 6.25, "b": 4.5}
    assert tallied.decision_ms()["a"] == {"p50": 3.0, "p95": 3.0, "p99": 3.0, "max": 3.0}
    assert tallied.win_rates()["a"] == {"rate": 0.6667, "ci95": 0.5334}


def test_a_game_the_family_says_has_no_winner_is_no_ones_win() -> None:
    alone = [Game(("a",), (0,), scores=(7,))]
    tallied = tally(["a"], alone, _add_score, has_winner=lambda game: len(game.kinds) > 1)
    assert tallied.wins() == {"a": 0} and tallied.games == 1


def _prepare(base: int) -> dict[str, int]:
    return {"base": base}


def _play(task: int, prepared: dict[str, int]) -> int:
    return prepared["base"] + task


def test_a_run_prepares_once_per_worker_and_plays_every_task() -> None:
    here = sorted(run_lab([1, 2, 3], _play, _prepare, (100,), workers=1))
    assert here == [101, 102, 103]
    in_processes = sorted(run_lab([1, 2, 3, 4], _play, _prepare, (10,), workers=2))
    assert in_processes == [11, 12, 13, 14]


def test_every_familys_lab_is_built_on_the_template() -> None:
    """The three labs keep no worker state or tally of their own (the skeleton is here)."""
    from pathlib import Path

    import patentgame

    root = Path(patentgame.__file__).parent / "model"
    for lab in ("patent/ai/lab.py", "board/lab.py", "buyword/ai/lab.py"):
        text = (root / lab).read_text("utf-8")
        assert "run_lab(" in text and "tally(" in text, lab
        assert "_WORKER" not in text and "class _Tally" not in text, lab
