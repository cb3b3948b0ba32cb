"""``patentgame selfplay``: seeded games between computer players, of any family.

    patentgame selfplay --seats ai:expert,ai:greedy --games 1000 --seed 1 --workers 2
    patentgame selfplay --game erudit-ru --seats ai:random,ai:random --games 100
    patentgame selfplay --game buyword --seats ai:expert --games 500 --rules '{"min_word": 3}'

``--game`` names a family or one of its rule sets (the patent game unless given); the registry
finds the family, whose runner (its part ``selfplay``) plays the games and prints a table (or
with ``--json`` one JSON object) of its figures. A progress bar goes to stderr.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TypeVar

from patentgame import families
from patentgame.commands import Subcommands
from patentgame.commands.arguments import positive, seed_value, whole_number
from patentgame.model.patent.rules import ChallengeMode, DoublerMode
from patentgame.wording import translate

if TYPE_CHECKING:
    from patentgame.model.lab import LabSummary
    from patentgame.model.problems import Problem


def register(subparsers: Subcommands) -> None:
    """Add the ``selfplay`` subcommand."""
    parser = subparsers.add_parser(
        "selfplay",
        help=translate(
            "Cli", "play seeded games between computer players and report their strength"
        ),
        description=translate(
            "Cli",
            "Play N seeded games between computer players, rotating seats and the start player "
            "so that every player plays every seat equally, and report wins, ties, mean scores, "
            "money and stock per turn, and decision times per player id.",
        ),
    )
    parser.add_argument(
        "--game",
        metavar="GAME",
        help=translate("Cli", "a game family or rule set: {games} (default: {default})").format(
            games=", ".join(
                name
                for family in families.FAMILIES
                if family.has("selfplay")
                for name in (family.id, *family.rule_sets)
            ),
            default=families.DEFAULT.id,
        ),
    )
    parser.add_argument(
        "--seats",
        required=True,
        metavar="ID,ID[,...]",
        help=translate(
            "Cli",
            "computer players, as many as the game seats, by id or by the name the app shows "
            "(e.g. ai:expert,ai:greedy or Tycoon,Sam); the ids: {ids}",
        ).format(ids="; ".join(_ids_of_each_family())),
    )
    parser.add_argument(
        "--games",
        type=_games,
        default=100,
        metavar="N",
        help=translate("Cli", "games to play (at most {count})").format(count=f"{MAX_GAMES:,}"),
    )
    parser.add_argument(
        "--seed",
        type=seed_value,
        default=0,
        metavar="S",
        help=translate("Cli", "seed of the first deal"),
    )
    parser.add_argument(
        "--workers",
        type=positive,
        metavar="K",
        help=translate(
            "Cli", "processes to use (default and most: every core, and no more than the games)"
        ),
    )
    parser.add_argument(
        "--json", action="store_true", help=translate("Cli", "print one JSON object")
    )
    parser.add_argument(
        "--save-games",
        metavar="DIR",
        help=translate("Cli", "save every game as a record in DIR (replayable)"),
    )
    parser.add_argument(
        "--challenge",
        choices=[mode.value for mode in ChallengeMode],
        default=ChallengeMode.MANUAL.value,
        help=translate("Cli", "the patent game: how words are checked (default: manual)"),
    )
    parser.add_argument(
        "--doublers",
        choices=[mode.value for mode in DoublerMode],
        default=DoublerMode.MULTIPLY.value,
        help=translate("Cli", "the patent game: how doublers stack (default: multiply)"),
    )
    parser.add_argument(
        "--lexicon",
        default="en-enable",
        help=translate(
            "Cli",
            "the patent game and BuyWord: word list id (default: en-enable; a board rule set "
            "names its own)",
        ),
    )
    parser.add_argument(
        "--rules",
        metavar="JSON",
        help=translate(
            "Cli", "BuyWord: its options as its records write them, e.g. {example}"
        ).format(example="'{\"draft\": true}'"),
    )
    parser.add_argument(
        "--seconds",
        type=_seconds,
        metavar="S",
        help=translate(
            "Cli",
            "time each decision may take, as in the app (default: none, so games replay)",
        ),
    )
    parser.add_argument("--quiet", action="store_true", help=translate("Cli", "no progress bar"))
    parser.set_defaults(run=run)


#: The most games one run plays: 1,000 games give a win rate within about 3 points, and a run
#: of this many takes hours already (planning more would take minutes and gigabytes).
MAX_GAMES = 100_000

#: A family's ``patentgame selfplay`` runner: the parsed arguments to an exit status.
SELFPLAY: families.Part[Callable[[argparse.Namespace], int]] = families.Part("selfplay")


def _games(text: str) -> int:
    return whole_number(text, 1, MAX_GAMES)


def worker_count(asked: int | None, games: int) -> int:
    """Processes to use: what was asked, but never more than the cores or the games.

    >>> worker_count(3000, 3) <= 3, worker_count(None, 1)
    (True, 1)
    """
    import os

    cores = os.cpu_count() or 1
    return max(1, min(asked or cores, cores, games))


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            translate("Cli", "not a number of seconds: {text}").format(text=repr(text))
        ) from None
    if not 0 < value <= 600:
        raise argparse.ArgumentTypeError(
            translate("Cli", "must be more than 0 and at most 600 seconds")
        )
    return value


def run(args: argparse.Namespace) -> int:
    """Find the family ``--game`` names and let its runner play; exit status 2 with one line
    for a game that is not known or cannot be self-played."""
    name = args.game or families.DEFAULT.id
    try:
        family = families.family(name)
    except KeyError:
        try:
            family = families.by_rule_set(name)
        except KeyError:
            known = ", ".join(
                known for family in families.FAMILIES for known in (family.id, *family.rule_sets)
            )
            return fail_reason(f"unknown game {name!r}; known: {known}")
    if not family.has("selfplay"):
        return fail_reason(f"{family.name} cannot be played by computer players yet")
    seats = [seat.strip() for seat in args.seats.split(",") if seat.strip()]
    players = [player_id(family, seat) for seat in seats]
    unknown = next((seat for seat, found in zip(seats, players, strict=True) if not found), None)
    if family.min_seats <= len(seats) <= family.max_seats:  # else the runner says how many
        if unknown is not None:
            return _unknown_player(family, unknown)
        args.seats = ",".join(found or seat for seat, found in zip(seats, players, strict=True))
    return family.part(SELFPLAY)(args)


def _ids_of_each_family() -> list[str]:
    """For ``--help``: each family's player ids ("board: ai:random, ai:greedy, ..."), read
    from the registry without loading any engine."""
    return [
        f"{family.id}: {', '.join(family.player_ids)}"
        for family in families.FAMILIES
        if family.has("selfplay")
    ]


def player_id(family: families.Family, seat: str) -> str | None:
    """The id ``--seats`` means by ``seat``: an id the family knows, or the name the app
    shows for one of its levels ("Tycoon", "sam"), in any case, with any tuning after "@"
    kept; ``None`` for a player the family does not know.

    >>> from patentgame.families import BOARD
    >>> player_id(BOARD, "Tycoon"), player_id(BOARD, "ai:greedy"), player_id(BOARD, "Hal")
    ('ai:expert', 'ai:greedy', None)
    """
    base, at, tuning = seat.partition("@")
    known = {player.casefold(): player for player in family.player_ids}
    known |= {level.name.casefold(): level.id for level in family.levels()}
    found = known.get(base.strip().casefold())
    return None if found is None else found + at + tuning


def _unknown_player(family: families.Family, seat: str) -> int:
    """One line naming every player the family knows, by id and by the name the app shows."""
    from patentgame.commands.output import fail
    from patentgame.model.problems import Fault, Problem

    names = {level.id: level.name for level in family.levels()}
    known = [
        f"{names[player]} ({player})" if player in names else player for player in family.player_ids
    ]
    return fail("selfplay", Problem(Fault.UNKNOWN_PLAYER, player=seat, players=", ".join(known)))


def make_games_folder(folder: Path) -> Problem | None:
    """Make the folder ``--save-games`` names, before the games (a typo must not cost a long
    run); the problem to tell when it cannot be made or written."""
    from patentgame.keeping.atomic import StorageError
    from patentgame.keeping.paths import ensure_folder

    try:
        ensure_folder(folder)
    except StorageError as error:
        return error.problem
    return None


def save_records(records: Iterable[tuple[int, str]], folder: Path) -> Problem | None:
    """Write each game's record (its number, its text) as ``game-00012.json`` in ``folder``,
    each atomically through the one writing path, stopping at the first that cannot be written:
    a full disk leaves whole records and no part of the one that did not fit. Returns the
    problem that stopped it, or ``None``."""
    from patentgame.keeping.atomic import StorageError, write_text_atomic

    for index, text in records:
        try:
            write_text_atomic(folder / f"game-{index:05d}.json", text)
        except StorageError as error:
            return error.problem
    return None


class GameResult(Protocol):
    """What every family's lab yields for one game: its number and, when asked, its record."""

    @property
    def index(self) -> int: ...

    @property
    def record(self) -> str | None: ...


class Meter(Protocol):
    """A progress display on stderr: redrawn after each game, ended once."""

    def update(self, done: int, seconds: float) -> None: ...

    def finish(self) -> None: ...


ResultT = TypeVar("ResultT", bound=GameResult)
Summary = TypeVar("Summary", bound="LabSummary")


def play_games(games: Iterable[ResultT], meter: Meter | None, began: float) -> list[ResultT] | None:
    """Collect a lab's games as they finish, showing progress on ``meter``, in game order;
    ``None`` when the person pressed Ctrl+C (said on stderr: the runner exits 130)."""
    import time

    from patentgame.commands.output import say

    results: list[ResultT] = []
    try:
        for result in games:
            results.append(result)
            if meter is not None:
                meter.update(len(results), time.perf_counter() - began)
    except KeyboardInterrupt:
        if meter is not None:
            meter.finish()
        say("patentgame selfplay: interrupted")
        return None
    if meter is not None:
        meter.finish()
    results.sort(key=lambda result: result.index)
    return results


def play_and_keep(
    args: argparse.Namespace,
    games: Callable[[bool], Iterable[ResultT]],
    meter: Meter | None,
) -> tuple[list[ResultT], float] | int:
    """The run's games: make ``--save-games``'s folder first (a typo must not cost a long
    run), play ``games(keep_records)`` showing progress on ``meter``, and write their records.
    Returns the games in order and when they began, or the exit status that ended the run."""
    import time

    from patentgame.commands.output import fail

    folder = Path(args.save_games) if args.save_games else None
    problem = make_games_folder(folder) if folder is not None else None
    if problem is not None:
        return fail("selfplay", problem)
    began = time.perf_counter()
    results = play_games(games(folder is not None), meter, began)
    if results is None:
        return 130
    return keep_games(results, folder) or (results, began)


def play_and_report(
    args: argparse.Namespace,
    games: Callable[[bool], Iterable[ResultT]],
    meter: Meter | None,
    summarize: Callable[[list[ResultT]], Summary],
    table: Callable[[Summary], str],
) -> int:
    """A family's whole run once its arguments are checked: play and keep the games
    (:func:`play_and_keep`), sum them up with ``summarize``, add the run's first seed and print
    the figures (:func:`report`). Returns the exit status."""
    played = play_and_keep(args, games, meter)
    if isinstance(played, int):
        return played
    results, began = played
    summary = summarize(results)
    summary["seed"] = args.seed
    return report(args, summary, began, table)


TaskT = TypeVar("TaskT", contravariant=True)
RulesT = TypeVar("RulesT", contravariant=True)
PlayedT = TypeVar("PlayedT", covariant=True)


class WordLabRun(Protocol[TaskT, RulesT, PlayedT]):
    """The ``run`` of a lab played on one word list (the patent game's, BuyWord's): its games
    on worker processes, each loading the list ``lexicon_id`` again (an imported one from the
    data folder ``data_dir``)."""

    def __call__(
        self,
        tasks: Sequence[TaskT],
        *,
        rules: RulesT,
        lexicon_id: str,
        workers: int | None,
        keep_records: bool,
        data_dir: str | None,
    ) -> Iterator[PlayedT]: ...


def lists_folder(lexicon_id: str, data_dir: str | None) -> str | None:
    """Where a lab's worker processes find the word list ``lexicon_id`` again: nowhere for a
    built-in list, else the user's data folder (under ``--data-dir`` when given), as
    `load_lexicon` found it."""
    from patentgame.keeping.user_lexicons import user_data_folder
    from patentgame.model.lexicon import builtin_lists

    if lexicon_id in {info.id for info in builtin_lists()}:
        return None
    folder = user_data_folder(data_dir)
    return None if folder is None else str(folder)


def play_word_lab(
    args: argparse.Namespace,
    run: WordLabRun[TaskT, RulesT, ResultT],
    tasks: Sequence[TaskT],
    rules: RulesT,
    workers: int | None,
    summarize: Callable[[list[ResultT]], Summary],
    table: Callable[[Summary], str],
) -> int:
    """A word-list family's run once its arguments are checked: its lab plays ``tasks`` under
    ``rules`` on ``--lexicon`` in ``workers`` processes, with a progress bar unless
    ``--quiet``, and the figures are printed (:func:`play_and_report`)."""
    import sys

    from patentgame.commands.progress import ProgressBar

    folder = lists_folder(args.lexicon, getattr(args, "data_dir", None))
    return play_and_report(
        args,
        lambda keep_records: run(
            tasks,
            rules=rules,
            lexicon_id=args.lexicon,
            workers=workers,
            keep_records=keep_records,
            data_dir=folder,
        ),
        None if args.quiet else ProgressBar(len(tasks), sys.stderr),
        summarize,
        table,
    )


def report(
    args: argparse.Namespace,
    summary: Summary,
    began: float,
    table: Callable[[Summary], str],
    *,
    ascii_only: bool = True,
) -> int:
    """Print a run's figures with the seconds it took last: one JSON object with ``--json``,
    else ``table``; exit status 1 when stdout cannot take them."""
    import json
    import time

    from patentgame.commands.output import print_line

    summary["seconds"] = round(time.perf_counter() - began, 1)
    text = json.dumps(summary, ensure_ascii=ascii_only) if args.json else table(summary)
    return print_line("selfplay", text)


#: The first columns of every family's table: the player id, its wins and win rate.
WINS_HEAD = f"{'player':<14}{'wins':>6}{'win %':>8}{'+-95%':>7}"
#: The decision times' columns, ms.
TIMES_HEAD = f"{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}"


def wins_cells(summary: LabSummary, kind: str) -> str:
    """A player's first cells: its id, wins, win rate and that rate's 95% margin, in %."""
    rate = summary["win_rate"][kind]
    return (
        f"{kind:<14}{summary['wins'][kind]:>6}{rate['rate'] * 100:>8.1f}{rate['ci95'] * 100:>7.1f}"
    )


def times_cells(summary: LabSummary, kind: str) -> str:
    """A player's decision times: the median, 95th and 99th percentiles, ms."""
    times = summary["decision_ms"][kind]
    return f"{times['p50']:>9.2f}{times['p95']:>9.2f}{times['p99']:>9.2f}"


def keep_games(results: Iterable[GameResult], folder: Path | None) -> int:
    """Write the games' records to ``--save-games``'s folder, when one was given: exit status
    0, or 1 with one line when a record cannot be written."""
    from patentgame.commands.output import fail

    if folder is None:
        return 0
    records = ((result.index, result.record) for result in results if result.record)
    problem = save_records(records, folder)
    return 0 if problem is None else fail("selfplay", problem, 1)


def fail_reason(message: str) -> int:
    """One line on stderr for a bad argument (the reason in plain words), exit status 2."""
    from patentgame.commands.output import fail
    from patentgame.model.problems import Fault, Problem

    return fail("selfplay", Problem(Fault.REASON, detail=message))


def refuse_players(kinds: Iterable[str], make: Callable[[str], object]) -> int | None:
    """Every family's check of its seats before a run: each player id made once by the
    family's ``make`` (its ``create_player`` with the run's word list). A refused one is told as
    the engine's reason, one sentence (an unknown id with the known ones, a mistyped tuning with
    its figure), and exit status 2; ``None`` when every seat is a player."""
    from patentgame.model.errors import LexiconError

    for kind in kinds:
        try:
            make(kind)
        except ValueError as error:
            return fail_reason(str(error))
        except LexiconError as error:  # a level's own vocabulary is damaged or missing
            from patentgame.commands.output import fail

            return fail("selfplay", error.problem)
    return None
