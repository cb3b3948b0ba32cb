"""Every setting of the app, its default, and how it is kept in the config folder.

:class:`Settings` is one frozen dataclass: the app holds one value and replaces it (with
:func:`dataclasses.replace`) when the player changes something, then calls :func:`save_settings`.
The file is JSON, written atomically. A settings file is never allowed to stop the app: a file
that cannot be read is moved aside (kept as ``settings.json.damaged-<time>``, never deleted) and
defaults are used; a single bad value falls back to its default. Either way :func:`load_settings`
returns a notice the app can show.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from patentgame.keeping.atomic import move_aside, write_text_atomic
from patentgame.model.errors import RecordError
from patentgame.model.patent.rules import MAX_PLAYERS, MIN_PLAYERS, RuleSet

SETTINGS_FORMAT = "patentgame-settings"
SETTINGS_VERSION = 1
#: How many files File > Open Recent remembers.
MAX_RECENT = 8

#: Seat kinds a setting may name: people, and the computer players of the AI contract.
SEAT_KINDS = (
    "human",
    "ai:beginner",
    "ai:casual",
    "ai:strong",
    "ai:expert",
    "ai:greedy",
    "ai:random",
)

#: Seat colours are indexes into the views' palette; this bounds them without importing Qt.
MAX_COLOURS = 16


@dataclass(frozen=True, slots=True)
class Settings:
    """Every setting with its default. Seat-indexed tuples always hold five entries.

    Attributes:
        player_names: the name shown for each of the five seats of a new game.
        player_colours: each seat's colour, as an index into the views' palette of seat
            colours (``SeatSetup.colour``), which people with colour-vision deficiencies can
            tell apart.
        seats: kind of each seat of a new game (``"human"`` or an AI id); its length is the
            default number of players.
        rules: the rule options a new game starts with.
        wordlist: id of the word list new games are checked against.
        animation_speed: factor on every animation's duration's inverse (2.0 = twice as fast).
        reduced_motion: replace movement by fades and cuts, for players sensitive to motion.
        ai_pace_ms: milliseconds a computer player pauses before each action, so people can
            follow.
        challenge_timeout: seconds the challenge dialog waits before accepting by itself;
            0 waits for ever.
        show_log: whether the game log is shown beside the table.
        accept_computer_words: accept words played by computer players without asking the
            people at the table (their own words are still open to challenge).
        window_geometry: the main window's geometry as Qt saves it, base64 text ("" = default).
        recent_files: the most recently opened or saved ``.patentgame`` files, newest first.
    """

    player_names: tuple[str, ...] = ("You", "Ada", "Grace", "Alan", "Edsger")
    player_colours: tuple[int, ...] = (0, 1, 2, 3, 4)
    seats: tuple[str, ...] = ("human", "ai:casual")
    rules: RuleSet = field(default_factory=RuleSet)
    wordlist: str = "en-enable"
    animation_speed: float = 1.0
    reduced_motion: bool = False
    ai_pace_ms: int = 900
    challenge_timeout: int = 15
    show_log: bool = True
    accept_computer_words: bool = False
    window_geometry: str = ""
    recent_files: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The JSON object stored in the settings file."""
        return {
            "format": SETTINGS_FORMAT,
            "version": SETTINGS_VERSION,
            "player_names": list(self.player_names),
            "player_colours": list(self.player_colours),
            "seats": list(self.seats),
            "rules": self.rules.to_json(),
            "wordlist": self.wordlist,
            "animation_speed": self.animation_speed,
            "reduced_motion": self.reduced_motion,
            "ai_pace_ms": self.ai_pace_ms,
            "challenge_timeout": self.challenge_timeout,
            "show_log": self.show_log,
            "accept_computer_words": self.accept_computer_words,
            "window_geometry": self.window_geometry,
            "recent_files": list(self.recent_files),
        }


@dataclass(frozen=True, slots=True)
class SettingsLoad:
    """What :func:`load_settings` found.

    Attributes:
        settings: the settings to use (defaults wherever the file was missing or bad).
        notice: a sentence for the player when something was wrong, else ``None``.
        moved_to: where a damaged file was kept, if it was moved aside.
    """

    settings: Settings
    notice: str | None = None
    moved_to: Path | None = None


def _names(value: object, default: tuple[str, ...]) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ValueError("must be a list of texts")
    names = [v.strip()[:24] for v in value][:MAX_PLAYERS]
    names += list(default[len(names) :])
    if not all(names):
        raise ValueError("a name is empty")
    return tuple(names)


def _colours(value: object, default: tuple[int, ...]) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(
        isinstance(v, int) and not isinstance(v, bool) and 0 <= v < MAX_COLOURS for v in value
    ):
        raise ValueError(f"must be a list of colour numbers from 0 to {MAX_COLOURS - 1}")
    colours = list(value)[:MAX_PLAYERS]
    return tuple(colours + list(default[len(colours) :]))


def _seats(value: object, default: tuple[str, ...]) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(v in SEAT_KINDS for v in value):
        raise ValueError(f"must be a list of {', '.join(SEAT_KINDS)}")
    if not MIN_PLAYERS <= len(value) <= MAX_PLAYERS:
        raise ValueError(f"must hold {MIN_PLAYERS} to {MAX_PLAYERS} seats")
    return tuple(value)


def _number(low: float, high: float) -> Any:
    def check(value: object, default: float) -> float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError("must be a number")
        if not low <= value <= high:
            raise ValueError(f"must be between {low:g} and {high:g}")
        return float(value)

    return check


def _whole(low: int, high: int) -> Any:
    def check(value: object, default: int) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError("must be a whole number")
        if not low <= value <= high:
            raise ValueError(f"must be between {low} and {high}")
        return value

    return check


def _flag(value: object, default: bool) -> bool:
    if not isinstance(value, bool):
        raise ValueError("must be true or false")
    return value


def _text(value: object, default: str) -> str:
    if not isinstance(value, str):
        raise ValueError("must be a text")
    return value


def _wordlist(value: object, default: str) -> str:
    if not isinstance(value, str) or not re.match(r"^[a-z0-9][a-z0-9_.-]{0,63}$", value):
        raise ValueError("must be a word list id")
    return value


def _rules(value: object, default: RuleSet) -> RuleSet:
    try:
        return RuleSet.from_json(value)
    except RecordError as error:
        raise ValueError(str(error)) from None


def _recent(value: object, default: tuple[str, ...]) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise ValueError("must be a list of file names")
    return tuple(dict.fromkeys(value))[:MAX_RECENT]


_READERS: dict[str, Any] = {
    "player_names": _names,
    "player_colours": _colours,
    "seats": _seats,
    "rules": _rules,
    "wordlist": _wordlist,
    "animation_speed": _number(0.25, 4.0),
    "reduced_motion": _flag,
    "ai_pace_ms": _whole(0, 10_000),
    "challenge_timeout": _whole(0, 600),
    "show_log": _flag,
    "accept_computer_words": _flag,
    "window_geometry": _text,
    "recent_files": _recent,
}

assert set(_READERS) == {f.name for f in fields(Settings)}


def settings_from_json(data: object) -> tuple[Settings, list[str]]:
    """Read a settings object; each bad or missing value takes its default.

    Returns:
        The settings, and one short description per value that was bad (empty when all
        were fine). Unknown keys are ignored, so a newer version's file still loads.

    Raises:
        ValueError: ``data`` is not a settings object at all.
    """
    if not isinstance(data, dict) or data.get("format", SETTINGS_FORMAT) != SETTINGS_FORMAT:
        raise ValueError("it is not a patentgame settings file")
    defaults = Settings()
    values: dict[str, Any] = {}
    problems: list[str] = []
    for name, reader in _READERS.items():
        if name not in data:
            continue
        try:
            values[name] = reader(data[name], getattr(defaults, name))
        except ValueError as error:
            problems.append(f"'{name}' {error}")
    return replace(defaults, **values), problems


def load_settings(path: Path) -> SettingsLoad:
    """Read the settings file at ``path``; never raises.

    A missing file gives the defaults silently. A file that is not readable JSON of our format
    is moved aside and the defaults are used. A file with some bad values keeps its good values;
    the original file is moved aside as well, so nothing the player set is lost for good.
    """
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return SettingsLoad(Settings())
    except (OSError, UnicodeDecodeError) as error:
        moved = move_aside(path)
        return SettingsLoad(Settings(), _damaged_notice(path, moved, str(error)), moved)
    try:
        settings, problems = settings_from_json(json.loads(text))
    except (ValueError, RecursionError) as error:
        moved = move_aside(path)
        reason = "it is not valid JSON" if isinstance(error, json.JSONDecodeError) else str(error)
        return SettingsLoad(Settings(), _damaged_notice(path, moved, reason), moved)
    if not problems:
        return SettingsLoad(settings)
    moved = move_aside(path)
    kept = f" The old file was kept as {moved.name}." if moved else ""
    notice = (
        f"Some settings could not be read and are back to their defaults ({'; '.join(problems)})."
        + kept
    )
    return SettingsLoad(settings, notice, moved)


def _damaged_notice(path: Path, moved: Path | None, reason: str) -> str:
    kept = f" It was kept as {moved.name}." if moved else ""
    return f"The settings file {path.name} was damaged ({reason}); the defaults are used.{kept}"


def save_settings(settings: Settings, path: Path) -> None:
    """Write ``settings`` to ``path`` atomically.

    Raises:
        StorageError: the config folder is read-only or full; the old file is unchanged.
    """
    text = json.dumps(settings.to_json(), indent=2, ensure_ascii=False) + "\n"
    write_text_atomic(path, text)


def with_recent_file(settings: Settings, file: str | Path) -> Settings:
    """``settings`` with ``file`` first in the recent files (no duplicates, at most 8)."""
    name = str(Path(file).absolute())
    recent = (name, *(other for other in settings.recent_files if other != name))
    return replace(settings, recent_files=recent[:MAX_RECENT])


def without_recent_file(settings: Settings, file: str | Path) -> Settings:
    """``settings`` without ``file`` in the recent files (after it failed to open)."""
    name = str(Path(file).absolute())
    return replace(settings, recent_files=tuple(f for f in settings.recent_files if f != name))
