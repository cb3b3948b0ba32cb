"""Seeded self-play of board games between computer players, with the engine's invariants
checked after every move: what ``patentgame selfplay --game RULESET`` runs.

As in the patent game's lab, strength is a win rate over many seeded games, played in groups
that deal the same bag once per rotation of the seats (every kind plays every seat, and the
start seat the bag's draw chose falls to each kind in turn), so neither the tiles nor the seat
favour anyone. Games run in worker processes, one per core asked for.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import NotRequired

from patentgame.model.ai import Budget
from patentgame.model.board.ai.decision import BoardPlayer
from patentgame.model.board.game import BoardGame, Seat
from patentgame.model.board.history import EntryKind
from patentgame.model.board.layout import CENTRE, SIZE, SQUARES
from patentgame.model.board.legality import WordList
from patentgame.model.board.players import create_player
from patentgame.model.board.record import dumps, record_of
from patentgame.model.board.replay import replay
from patentgame.model.board.rules import BoardRules
from patentgame.model.board.tile_graph import PrefixLexicon
from patentgame.model.json_types import JsonValue
from patentgame.model.lab import LabSummary, Tally, mean, rotations, run_lab, tally

#: Moves after which a game is abandoned as unfinished (no real game comes near it).
MAX_MOVES = 1000


@dataclass(frozen=True, slots=True)
class LabGame:
    """One finished self-play game: the seats' scores, the winners, moves, and any broken
    invariant found (empty when the game was sound).

    Attributes:
        seed: Seed of the game (the bag, the start, the players' generators).
        scores: Final scores by seat.
        winners: Winning seats (more than one on a draw).
        moves: Moves played.
        finished: Whether the game ended before :data:`MAX_MOVES`.
        problems: Broken invariants, each a line (an illegal move, tiles not conserved...).
        kinds: The player id at each seat.
        index: Position in the run.
        decision_ms: Each seat's decision times (wall clock).
        decision_cpu_ms: The same in the process's CPU time, which other processes sharing
            the cores do not inflate.
        bingos: Each seat's plays of a whole rack.
        turns: Each seat's turns (plays, exchanges, passes).
        record: The game's record as JSON text, when the run keeps records (``selfplay
            --save-games``), with each computer decision's reason as its optional ``notes``.
    """

    seed: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    moves: int
    finished: bool
    problems: tuple[str, ...]
    kinds: tuple[str, ...] = ()
    index: int = 0
    decision_ms: tuple[tuple[float, ...], ...] = ()
    decision_cpu_ms: tuple[tuple[float, ...], ...] = ()
    bingos: tuple[int, ...] = ()
    turns: tuple[int, ...] = ()
    record: str | None = None


@dataclass(frozen=True, slots=True)
class GameTask:
    """One game of a run: which kind sits where and the seed of the deal."""

    index: int
    kinds: tuple[str, ...]
    seed: int


def plan(kinds: Sequence[str], games: int, seed: int) -> list[GameTask]:
    """The games of a run: each deal (seed) is played once per rotation of the seats.

    >>> [(task.kinds, task.seed) for task in plan(["a", "b"], 4, 10)]
    [(('a', 'b'), 10), (('b', 'a'), 10), (('a', 'b'), 11), (('b', 'a'), 11)]
    """
    return [GameTask(index, seated, seed + deal) for index, seated, deal in rotations(kinds, games)]


def play(
    rules: BoardRules,
    kinds: Sequence[str],
    lexicon: PrefixLexicon,
    seed: int,
    *,
    check: bool = True,
    index: int = 0,
    players: Sequence[BoardPlayer] | None = None,
    keep_record: bool = False,
    seconds: float | None = None,
) -> tuple[BoardGame, LabGame]:
    """Play one seeded game to the end; with ``check``, verify after every move that the tiles
    are all there and at the end that replaying the record gives the same game and that each
    score is the sum of its lines. With ``keep_record``, the result carries the game's record
    (the reasons as its ``notes``).

    With no time limit (``seconds`` ``None``) the game replays from its seed: the master stops
    at its count of work. With one, each decision gets ``seconds`` as the app gives them
    (``AiRunner.think_seconds``), so the master thinks against the clock as at the table."""
    if players is None:
        players = [create_player(kind, lexicon) for kind in kinds]
    seats = [Seat(f"{kind} {number + 1}", kind) for number, kind in enumerate(kinds)]
    game = BoardGame.new(rules, seats, lexicon, seed=seed)
    rngs = [random.Random(seed * 16 + seat) for seat in range(len(kinds))]
    times: list[list[float]] = [[] for _ in kinds]
    cpu_times: list[list[float]] = [[] for _ in kinds]
    problems: list[str] = []
    full = rules.tiles.counts()
    notes: list[list[JsonValue]] = []
    while not game.game_over and len(game.actions) < MAX_MOVES:
        seat = game.current
        began, began_cpu = time.perf_counter(), time.process_time()
        budget = None if seconds is None else Budget(seconds=seconds)
        decision = players[seat].choose(game.perspective(seat), rngs[seat], budget)
        cpu_times[seat].append((time.process_time() - began_cpu) * 1000)
        times[seat].append((time.perf_counter() - began) * 1000)
        move = decision.move
        reason = game.why_illegal(move)
        if reason is not None:
            problems.append(
                f"move {len(game.actions)}: {kinds[seat]} chose an illegal move ({reason.value})"
            )
            break
        if keep_record:
            notes.append([len(game.actions), seat, decision.reason])
        game.play(move)
        if check and game.tiles_in_play() != full:
            problems.append(f"move {len(game.actions)}: tiles are not conserved")
            break
        wrong = board_problem(game.letters, game.lexicon) if check else None
        if wrong is not None:
            problems.append(f"move {len(game.actions)}: {wrong}")
            break
    if check and not problems:
        again = replay(record_of(game), lexicon)
        if again != game:
            problems.append("replaying the record gives another game")
        total = [0] * len(seats)
        for entry in game.history:
            total[entry.seat] += entry.score
        if tuple(total) != game.scores:
            problems.append("the scores are not the sum of the lines' points")
    bingos = [0] * len(seats)
    turns = [0] * len(seats)
    for entry in game.history:
        if entry.kind in (EntryKind.PLAY, EntryKind.EXCHANGE, EntryKind.PASS):
            turns[entry.seat] += 1
        if entry.kind is EntryKind.PLAY and entry.play is not None and entry.play.bingo:
            bingos[entry.seat] += 1
    return game, LabGame(
        seed,
        game.scores,
        game.winners,
        len(game.actions),
        game.game_over,
        tuple(problems),
        tuple(kinds),
        index,
        tuple(tuple(seat_times) for seat_times in times),
        tuple(tuple(seat_times) for seat_times in cpu_times),
        tuple(bingos),
        tuple(turns),
        dumps(record_of(game, notes=notes)) if keep_record else None,
    )


def board_problem(letters: Sequence[str], lexicon: WordList) -> str | None:
    """What is wrong with a board computer players made, or ``None``: every line of two or
    more tiles, across and down, must be a word of the list (the players never play a phony,
    so none can stay), and every tile must be joined to the centre through its neighbours.

    >>> board = [""] * SQUARES
    >>> board[CENTRE - 1 : CENTRE + 2] = "cat"
    >>> board_problem(board, {"cat"}) is None, board_problem(board, {"dog"})
    (True, 'the board holds "cat", not a word of the list')
    """
    for step, starts in ((1, range(0, SQUARES, SIZE)), (SIZE, range(SIZE))):
        for start in starts:
            run: list[str] = []
            for square in range(start, start + step * SIZE, step):
                if letters[square]:
                    run.append(letters[square])
                    if square != start + step * (SIZE - 1):
                        continue
                if len(run) >= 2 and "".join(run) not in lexicon:
                    return f'the board holds "{"".join(run)}", not a word of the list'
                run.clear()
    tiles = {square for square in range(SQUARES) if letters[square]}
    if not tiles:
        return None
    if CENTRE not in tiles:
        return "the centre square is empty"
    reached, frontier = {CENTRE}, [CENTRE]
    while frontier:
        square = frontier.pop()
        row, column = divmod(square, SIZE)
        neighbours = ((square - SIZE, row > 0), (square + SIZE, row < SIZE - 1),
                      (square - 1, column > 0), (square + 1, column < SIZE - 1))  # fmt: skip
        for near, inside in neighbours:
            if inside and near in tiles and near not in reached:
                reached.add(near)
                frontier.append(near)
    if len(reached) != len(tiles):
        return f"{len(tiles) - len(reached)} tiles are not joined to the centre"
    return None


# ------------------------------------------------------------------ running


@dataclass(frozen=True, slots=True)
class _Prepared:
    """What a worker's games share: the rules, the list, the players (their move generators'
    caches are worth keeping from game to game; they keep no other state)."""

    rules: BoardRules
    lexicon: PrefixLexicon
    players: dict[str, BoardPlayer]
    keep_records: bool
    seconds: float | None = None


def _prepare(
    rules: BoardRules,
    lexicon_id: str,
    data_dir: str | None,
    keep_records: bool = False,
    seconds: float | None = None,
) -> _Prepared:
    from patentgame.model.lexicon import Lexicon

    lexicon = Lexicon.load(lexicon_id, data_dir=data_dir)
    return _Prepared(rules, lexicon, {}, keep_records, seconds)


def _play_task(task: GameTask, prepared: _Prepared) -> LabGame:
    cached = prepared.players
    for kind in task.kinds:
        if kind not in cached:
            cached[kind] = create_player(kind, prepared.lexicon)
    players = [cached[kind] for kind in task.kinds]
    _, result = play(prepared.rules, task.kinds, prepared.lexicon, task.seed, index=task.index,
                     players=players, keep_record=prepared.keep_records,
                     seconds=prepared.seconds)  # fmt: skip
    return result


def run(
    tasks: Sequence[GameTask],
    rules: BoardRules,
    *,
    workers: int | None = None,
    data_dir: str | None = None,
    keep_records: bool = False,
    seconds: float | None = None,
) -> Iterator[LabGame]:
    """Play ``tasks`` on ``workers`` processes (default 1), yielding games as they end (with
    their records when ``keep_records``); ``seconds`` the time each decision may take (see
    :func:`play`)."""
    setup = (rules, rules.lexicon_id, data_dir, keep_records, seconds)
    yield from run_lab(tasks, _play_task, _prepare, setup, workers or 1)


# ----------------------------------------------------------------- summary


def _count(kept: Tally, result: LabGame, seat: int) -> None:
    kept.sums["score"] += result.scores[seat]
    kept.sums["bingos"] += result.bingos[seat] if result.bingos else 0
    kept.sums["turns"] += result.turns[seat] if result.turns else 0
    if result.decision_cpu_ms:
        kept.lists.setdefault("cpu", []).extend(result.decision_cpu_ms[seat])


class BoardLabSummary(LabSummary):
    """The board games' lab figures (see :class:`LabSummary`)."""

    draws: int
    bingos_per_game: dict[str, float]
    moves_per_game: float
    decision_cpu_ms: dict[str, dict[str, float]]
    illegal_moves: int
    problems: list[str]
    #: The rule set played (the ``selfplay`` command adds it).
    rule_set: NotRequired[str]


def summarize(kinds: Sequence[str], results: Sequence[LabGame]) -> BoardLabSummary:
    """The lab's figures, as the patent game's lab reports them: wins, draws, win rates with
    their 95% confidence half-width, mean scores, bingos per game, decision-time percentiles per
    player id, and every problem found. A draw is no kind's win."""
    tallied = tally(kinds, results, _count)
    games = tallied.games
    return {
        "seats": list(kinds),
        "games": games,
        "unfinished": len(results) - games,
        "draws": tallied.ties,
        "wins": tallied.wins(),
        "win_rate": tallied.win_rates(),
        "mean_score": tallied.means("score"),
        "bingos_per_game": tallied.means("bingos"),
        "moves_per_game": mean(sum(result.moves for result in tallied.finished), games),
        "decision_ms": tallied.decision_ms(),
        "decision_cpu_ms": tallied.decision_ms("cpu"),
        "illegal_moves": sum(
            "illegal" in problem for result in results for problem in result.problems
        ),
        "problems": [
            f"seed {result.seed} ({', '.join(result.kinds)}): {problem}"
            for result in results
            for problem in result.problems
        ],
    }
