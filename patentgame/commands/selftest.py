"""``patentgame --self-test``: prove an installed game works, from source or from the bundle.

A package can look complete and still fail on a user's machine: a word list left out of the
bundle, a module PyInstaller did not see, a Qt plugin missing. The self-test exercises the parts
that break that way, the same way the game uses them, and is what CI runs after installing the
``.deb``:

1. every module of the game imports (the bundle holds all of them);
2. every built-in word list loads and answers a membership test and a word search, and the
   word meanings file matches its manifest and resolves an inflected word to its base;
3. a short game between two computer players runs headless, and its saved record replays to the
   same position;
4. the main window opens offscreen and closes: the app's own ``--screenshot`` start-up runs in a
   child process, so a crash in Qt becomes a failed line here instead of taking the test down;
5. every sound cue loads, and so does the playback library; the sound device opens if there is
   one (no device is not a failure: the game then plays silently).

It prints one line per check and exits 0 only when all passed. No failure shows a traceback:
each becomes the reason on its check's line.
"""

from __future__ import annotations

import argparse
import os
import random
import struct
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from patentgame import __version__

#: The two computer players of the headless game: the greedy baseline and an everyday level,
#: so both the full list and the everyday list (easier levels' vocabulary) are searched.
SELF_TEST_PLAYERS = ("ai:greedy", "ai:casual")
#: Finished turns after which the headless game stops (it may end sooner).
SELF_TEST_TURNS = 6
#: Actions after which a game that has not reached its turns counts as stuck.
MAX_ACTIONS = 400
#: Seconds one computer decision may take (it answers with its best so far when out of time).
DECISION_SECONDS = 5.0
#: Seconds the window start-up may take before it counts as hung.
WINDOW_TIMEOUT = 120.0
#: Size of the screenshot the app's ``--screenshot`` mode saves (cli.py's help says 1280x800).
SCREENSHOT_SIZE = (1280, 800)
#: Words every built-in English list holds.
KNOWN_WORDS = ("patent", "letter", "word")
#: The same for the board games' and BuyWord's lists, by language.
KNOWN_WORDS_OF = {
    "en": KNOWN_WORDS,
    "ru": ("слово", "буква"),
    "es": ("palabra", "letra"),
    "pl": ("słowo", "litera"),
}

Check = Callable[[argparse.Namespace], str]


class SelfTestFailure(Exception):
    """A check found something wrong; the message is the reason shown to the user."""


def _say(line: str) -> None:
    # A windowed Windows build has no stdout; the console twin does.
    stream = sys.stdout if sys.stdout is not None else sys.stderr
    if stream is not None:
        print(line, file=stream, flush=True)


def check_modules(args: argparse.Namespace) -> str:
    """Import every module of the game, so one PyInstaller did not collect fails here.

    The app imports some modules only when a menu or a subcommand needs them; without this
    check a missing one would surface in a player's hands, not in CI.
    """
    import importlib
    import pkgutil

    import patentgame

    names = sorted(
        module.name
        for module in pkgutil.walk_packages(patentgame.__path__, "patentgame.")
        if module.name.rpartition(".")[2] != "__main__"  # __main__ would start the game
    )
    broken = []
    for name in names:
        try:
            importlib.import_module(name)
        except Exception as error:
            broken.append(f"{name} ({type(error).__name__}: {error})")
    if broken:
        raise SelfTestFailure(
            f"{len(broken)} of {len(names)} modules fail: {'; '.join(broken[:3])}"
        )
    if len(names) < 10:
        raise SelfTestFailure(f"only {len(names)} modules of the game were found")
    return f"{len(names)} modules of the game import"


def check_word_lists(args: argparse.Namespace) -> str:
    """Load every built-in list; each must find known words and its manifest's word count."""
    from patentgame.model.lexicon import Lexicon, builtin_lists
    from patentgame.model.patent.words import words_from

    infos = builtin_lists()
    if not infos:
        raise SelfTestFailure("no built-in word list is installed")
    loaded = []
    for info in infos:
        lexicon = Lexicon.load(info.id)
        known = KNOWN_WORDS_OF[info.language]
        missing = [word for word in known if word not in lexicon]
        if missing:
            raise SelfTestFailure(f"{info.id} lacks {', '.join(missing)}")
        if info.language == "en" and "cat" not in words_from(lexicon, "tac"):
            raise SelfTestFailure(f"{info.id} cannot find the words of a rack")
        # The board games' move finder walks the list letter by letter (Cyrillic, ñ too).
        if not all(lexicon.is_word(lexicon.follow(word)) for word in known):
            raise SelfTestFailure(f"{info.id} cannot be walked letter by letter")
        if len(lexicon) != info.words:
            raise SelfTestFailure(f"{info.id} holds {len(lexicon)} words, not {info.words}")
        loaded.append(f"{info.id} {info.words:,}")
    return ", ".join(loaded)


def check_definitions(args: argparse.Namespace) -> str:
    """The word meanings files are intact (their manifests' sha256), load, and resolve WALKED
    to WALK, Russian ЕЖАМИ to ЁЖ and Spanish CASAS to CASA."""
    from patentgame.model.definitions import Derivation, define, verify_definitions

    problems = verify_definitions()
    if problems:
        raise SelfTestFailure("; ".join(problems))
    meaning = define("walked")
    if meaning is None or meaning.base != "walk" or meaning.derivation is not Derivation.RULE:
        raise SelfTestFailure("the meanings file does not resolve WALKED to WALK")
    if define("xyzzy") is not None:
        raise SelfTestFailure("the meanings file gives a meaning for XYZZY")
    from patentgame.model.glossaries import meanings, verify_glossaries

    problems = verify_glossaries()
    if problems:
        raise SelfTestFailure("; ".join(problems))
    for word, language, lemma in (("ежами", "ru", "ёж"), ("casas", "es", "casa")):
        found = meanings(word, language)
        if found is None or found.readings[0].lemma != lemma:
            raise SelfTestFailure(f"the {language} meanings file does not resolve a word's form")
    glosses = len(meaning.senses[0].glosses)
    return f"{glosses} meanings of WALKED found under WALK; Russian and Spanish forms resolved"


def check_ai_game(args: argparse.Namespace) -> str:
    """Play a few turns between computer players; the saved record must replay identically."""
    from patentgame.model.lexicon import DEFAULT_LIST, Lexicon
    from patentgame.model.patent import record, replay
    from patentgame.model.patent.ai import Budget, create_player
    from patentgame.model.patent.game import PatentGame, PlayerSpec

    seed = args.seed if getattr(args, "seed", None) is not None else 7
    lexicon = Lexicon.load(DEFAULT_LIST)
    seats = [PlayerSpec(f"Computer {i + 1}", kind) for i, kind in enumerate(SELF_TEST_PLAYERS)]
    players = [create_player(kind, lexicon) for kind in SELF_TEST_PLAYERS]
    game = PatentGame.new(seats, lexicon, seed=seed, lexicon_id=DEFAULT_LIST)
    rng = random.Random(seed)
    while not game.game_over and game.turns < SELF_TEST_TURNS:
        if game.action_count >= MAX_ACTIONS:
            raise SelfTestFailure(f"no progress after {MAX_ACTIONS} actions")
        seat = game.to_act[0]
        decision = players[seat].choose(game.perspective(seat), rng, Budget(DECISION_SECONDS))
        game.play(decision.action)
    saved = record.dumps(game.record())
    replayed = replay.replay(record.loads(saved), lexicon)
    if replayed != game:
        raise SelfTestFailure("the saved game does not replay to the same position")
    scores = "-".join(str(game.score(seat)) for seat in range(len(seats)))
    return f"{game.turns} turns, {game.action_count} actions, scores {scores}, replay matches"


def _png_size(path: Path) -> tuple[int, int]:
    header = path.read_bytes()[:24]
    if len(header) < 24 or not header.startswith(b"\x89PNG") or header[12:16] != b"IHDR":
        raise SelfTestFailure("the screenshot is not a PNG image")
    width, height = struct.unpack(">II", header[16:24])
    return width, height


def _app_command() -> list[str]:
    """How to start this same game again: the bundle's executable, or the package."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "patentgame"]


def check_main_window(args: argparse.Namespace) -> str:
    """Start the app offscreen, let it draw the table into a screenshot, and see it exit."""
    with tempfile.TemporaryDirectory(prefix="patentgame-selftest-") as folder:
        shot = Path(folder) / "table.png"
        # Its own data folder: the self-test must neither touch the player's saves nor wait
        # for the lock of a game that is already open.
        command = [*_app_command(), "--data-dir", str(Path(folder) / "data")]
        command += ["--screenshot", str(shot)]
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        try:
            result = subprocess.run(
                command,
                capture_output=True,
                text=True,
                env=env,
                timeout=WINDOW_TIMEOUT,
                check=False,
            )
        except subprocess.TimeoutExpired:
            raise SelfTestFailure(
                f"the window did not close within {WINDOW_TIMEOUT:.0f} s"
            ) from None
        if result.returncode != 0:
            lines = [line for line in result.stderr.splitlines() if line.strip()]
            why = lines[-1].strip() if lines else "no message"
            raise SelfTestFailure(f"the app exited with status {result.returncode}: {why}")
        if not shot.is_file():
            raise SelfTestFailure("the app exited without drawing the table")
        size = _png_size(shot)
        if size != SCREENSHOT_SIZE:
            raise SelfTestFailure(f"the table was drawn at {size[0]}x{size[1]}, not 1280x800")
    return f"opened offscreen, table drawn at {size[0]}x{size[1]}, closed"


def check_sound(args: argparse.Namespace) -> str:
    """Load every sound cue and the playback library; open the sound device if there is one."""
    from patentgame.controller.sound import Cue, NullBackend, Silence, load_cue, open_backend
    from patentgame.controller.sound.cues import CueFileError

    try:
        for cue in Cue:
            load_cue(cue)
    except CueFileError as error:
        raise SelfTestFailure(f"a sound cue is unreadable: {error}") from error
    backend = open_backend()
    backend.close()
    if isinstance(backend, NullBackend):
        if backend.reason is Silence.NO_LIBRARY:
            raise SelfTestFailure("the sound library (miniaudio) is missing")
        if backend.reason is Silence.SWITCHED_OFF:
            return f"{len(Cue)} cues; sound switched off (PATENTGAME_SOUND)"
        return f"{len(Cue)} cues; no sound device here, so the game plays silently"
    return f"{len(Cue)} cues; sound device through {backend.name}"


CHECKS: tuple[tuple[str, Check], ...] = (
    ("modules", check_modules),
    ("word lists", check_word_lists),
    ("word meanings", check_definitions),
    ("AI game", check_ai_game),
    ("main window", check_main_window),
    ("sound", check_sound),
)


def run_self_test(args: argparse.Namespace, checks: tuple[tuple[str, Check], ...] = CHECKS) -> int:
    """Run every check, print one line each, and return the exit status (0: all passed)."""
    where = "bundle" if getattr(sys, "frozen", False) else "source"
    _say(f"self-test: patentgame {__version__} from {where}, Python {sys.version.split()[0]}")
    failed = 0
    for name, check in checks:
        started = time.perf_counter()
        try:
            detail = check(args)
        except KeyboardInterrupt:
            _say(f"FAIL {name}: interrupted")
            return 130
        except SelfTestFailure as failure:
            detail, ok = str(failure), False
        except BaseException as error:  # any failure is a line, never a traceback
            detail, ok = f"{type(error).__name__}: {error}", False
        else:
            ok = True
        failed += not ok
        seconds = time.perf_counter() - started
        _say(f"{'ok  ' if ok else 'FAIL'} {name}: {detail} ({seconds:.1f} s)")
    passed = len(checks) - failed
    _say(f"self-test: {'passed' if not failed else 'FAILED'} ({passed} of {len(checks)} checks)")
    return 0 if not failed else 1
