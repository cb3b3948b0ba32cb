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
from dataclasses import dataclass, field
from typing import Any

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
from patentgame.model.lab import mean, percentiles, rotations, run_in_workers, win_rate

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
) -> tuple[BoardGame, LabGame]:
    """Play one seeded game to the end with no time limit (so it replays); with ``check``,
    verify after every move that the tiles are all there and at the end that replaying the
    record gives the same game and that each score is the sum of its lines. With
    ``keep_record``, the result carries the game's record (the reasons as its ``notes``)."""
    if players is None:
        players = [create_player(kind, lexicon) for kind in kinds]
    seats = [Seat(f"{kind} {number + 1}", kind) for number, kind in enumerate(kinds)]
    game = BoardGame.new(rules, seats, lexicon, seed=seed)
    rngs = [random.Random(seed * 16 + seat) for seat in range(len(kinds))]
    times: list[list[float]] = [[] for _ in kinds]
    cpu_times: list[list[float]] = [[] for _ in kinds]
    problems: list[str] = []
    full = rules.tiles.counts()
    notes: list[list[Any]] = []
    while not game.game_over and len(game.actions) < MAX_MOVES:
        seat = game.current
        began, began_cpu = time.perf_counter(), time.process_time()
        decision = players[seat].choose(game.perspective(seat), rngs[seat])
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

_WORKER: dict[str, Any] = {}


def _init_worker(
    rules: BoardRules, lexicon_id: str, data_dir: str | None, keep_records: bool = False
) -> None:
    from patentgame.model.lexicon import Lexicon

    _WORKER.update(
        rules=rules,
        lexicon=Lexicon.load(lexicon_id, data_dir=data_dir),
        players={},
        keep_records=keep_records,
    )


def _run_task(task: GameTask) -> LabGame:
    lexicon = _WORKER["lexicon"]
    cached: dict[str, BoardPlayer] = _WORKER["players"]
    # Players keep no state between games but their move generators' caches: share them.
    for kind in task.kinds:
        if kind not in cached:
            cached[kind] = create_player(kind, lexicon)
    players = [cached[kind] for kind in task.kinds]
    _, result = play(_WORKER["rules"], task.kinds, lexicon, task.seed, index=task.index,
                     players=players, keep_record=_WORKER["keep_records"])  # fmt: skip
    return result


def run(
    tasks: Sequence[GameTask],
    rules: BoardRules,
    *,
    workers: int | None = None,
    data_dir: str | None = None,
    keep_records: bool = False,
) -> Iterator[LabGame]:
    """Play ``tasks`` on ``workers`` processes (default 1), yielding games as they end (with
    their records when ``keep_records``)."""
    count = workers or 1
    setup = (rules, rules.lexicon_id, data_dir, keep_records)
    yield from run_in_workers(tasks, _run_task, _init_worker, setup, count)


# ----------------------------------------------------------------- summary


@dataclass
class _Tally:
    seats: int = 0
    wins: int = 0
    score: int = 0
    bingos: int = 0
    turns: int = 0
    times: list[float] = field(default_factory=list)
    cpu_times: list[float] = field(default_factory=list)


def summarize(kinds: Sequence[str], results: Sequence[LabGame]) -> dict[str, Any]:
    """The lab's figures, as the patent game's lab reports them: wins, draws, win rates with
    their 95% confidence half-width, mean scores, bingos per game, decision-time percentiles per
    player id, and every problem found. A draw is no kind's win."""
    tallies = {kind: _Tally() for kind in dict.fromkeys(kinds)}
    finished = [result for result in results if result.finished]
    draws = 0
    for result in finished:
        if len(result.winners) > 1:
            draws += 1
        winner = result.kinds[result.winners[0]] if len(result.winners) == 1 else None
        counted: set[str] = set()
        for seat, kind in enumerate(result.kinds):
            tally = tallies[kind]
            tally.seats += 1
            tally.score += result.scores[seat]
            tally.bingos += result.bingos[seat] if result.bingos else 0
            tally.turns += result.turns[seat] if result.turns else 0
            if result.decision_ms:
                tally.times.extend(result.decision_ms[seat])
            if result.decision_cpu_ms:
                tally.cpu_times.extend(result.decision_cpu_ms[seat])
            if kind == winner and kind not in counted:
                tally.wins += 1
                counted.add(kind)
    games = len(finished)
    return {
        "seats": list(kinds),
        "games": games,
        "unfinished": len(results) - games,
        "draws": draws,
        "wins": {kind: tally.wins for kind, tally in tallies.items()},
        "win_rate": {kind: win_rate(tally.wins, games) for kind, tally in tallies.items()},
        "mean_score": {kind: mean(tally.score, tally.seats) for kind, tally in tallies.items()},
        "bingos_per_game": {
            kind: mean(tally.bingos, tally.seats) for kind, tally in tallies.items()
        },
        "moves_per_game": mean(sum(result.moves for result in finished), games),
        "decision_ms": {kind: percentiles(tally.times) for kind, tally in tallies.items()},
        "decision_cpu_ms": {kind: percentiles(tally.cpu_times) for kind, tally in tallies.items()},
        "illegal_moves": sum(
            "illegal" in problem for result in results for problem in result.problems
        ),
        "problems": [
            f"seed {result.seed} ({', '.join(result.kinds)}): {problem}"
            for result in results
            for problem in result.problems
        ],
    }
