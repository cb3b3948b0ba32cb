"""Every setting of the app, its default, and how it is kept in the config folder.

:class:`Settings` is one frozen dataclass: the app holds one value and replaces it (with
:func:`dataclasses.replace`) when the player changes something, then calls :func:`save_settings`.
What a new game starts with (seats, rules, word list) is kept per game family
(:class:`NewGame`), since each family has its own rules and computer players.
The file is JSON, read through the app's one reading path (at most :data:`MAX_SETTINGS_BYTES`;
a pipe or a device such as ``/dev/zero`` in its place is refused unread) and written atomically.
A settings file is never allowed to stop the app: a file that cannot be read is moved aside
(kept as ``settings.json.damaged-<time>``, never deleted) and defaults are used; a single bad
value (a text holding a broken character included) falls back to its default. Either way
:func:`load_settings` returns a problem the app can tell.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple, TypeVar

from patentgame import families
from patentgame.families import Family
from patentgame.keeping.atomic import move_aside, write_text_atomic
from patentgame.keeping.language_setting import MAX_SETTINGS_BYTES
from patentgame.model import reading
from patentgame.model.errors import FileReadError, RecordError
from patentgame.model.json_types import JsonObject, changed
from patentgame.model.problems import Fault, Problem, is_clean_text
from patentgame.model.record import is_whole_number
from patentgame.model.seats import HUMAN
from patentgame.wording import LANGUAGES
from patentgame.wording import SYSTEM as SYSTEM_LANGUAGE

if TYPE_CHECKING:
    from patentgame.model.games import RuleOptions

#: Seats a new game may have in any family: the names and colours are kept for this many.
MAX_SEATS = max(family.max_seats for family in families.FAMILIES)

SETTINGS_FORMAT = "patentgame-settings"
#: Version 2 keeps a new game's seats, rules and word list per game family; version 1 (before
#: the house held several games) kept the patent game's at the top level, and is read as such.
SETTINGS_VERSION = 2
#: How many files File > Open Recent remembers.
MAX_RECENT = 8
#: The longest name a seat of a new game keeps.
MAX_NAME = 24
#: The longest path File > Open Recent keeps.
MAX_PATH = 4096
#: How many screen set-ups the window remembers its place for.
MAX_WINDOW_PLACES = 8

#: Seat colours are indexes into the views' palette; this bounds them without importing Qt.
MAX_COLOURS = 16

#: Animation speeds a setting may hold (a factor on every animation's pace).
MIN_ANIMATION_SPEED = 0.25
#: The looks of the table people may choose (``views/themes.py`` holds each one's palette).
THEMES = ("felt", "contrast", "dark")
#: The text size, in percent of the normal size (View > Zoom).
MIN_ZOOM, MAX_ZOOM = 100, 200
MAX_ANIMATION_SPEED = 4.0


class NewGame(NamedTuple):
    """What a family's next new game starts with. (A named tuple: a dataclass costs a third of
    a millisecond of every start to make.)

    Attributes:
        seats: kind of each seat (``"human"`` or one of the family's computer player ids); its
            length is the default number of players.
        rules: the family's rule set.
        lexicon_id: id of the word list new games are checked against.
    """

    seats: tuple[str, ...]
    rules: RuleOptions
    lexicon_id: str

    @classmethod
    def default(cls, family: Family) -> NewGame:
        """A family's first new game: one person against a casual computer player."""
        seats = (HUMAN, default_opponent(family))
        return cls(seats, family.default_rules(), family.default_lexicon_id)

    def to_json(self) -> JsonObject:
        return {
            "seats": list(self.seats),
            "rules": self.rules.to_json(),
            "lexicon_id": self.lexicon_id,
        }


def default_opponent(family: Family) -> str:
    """The computer player a new seat starts as: the casual player where the family has one."""
    return "ai:casual" if "ai:casual" in family.player_ids else family.player_ids[-1]


#: The families whose challenge bar counts its own time, and their defaults (the registry's
#: ``challenge_seconds``; the others count ``Settings.challenge_timeout``).
DEFAULT_CHALLENGE_TIMEOUTS: tuple[tuple[str, int], ...] = tuple(
    (family.id, family.challenge_seconds)
    for family in families.FAMILIES
    if family.challenge_seconds is not None
)


def _default_new_games() -> tuple[tuple[str, NewGame], ...]:
    """A new game for every family the app can show (a family without a table has none)."""
    return tuple((family.id, NewGame.default(family)) for family in families.playable())


@dataclass(frozen=True, slots=True)
class Settings:
    """Every setting with its default. Seat-indexed tuples always hold five entries.

    Attributes:
        player_names: the name shown for each of the five seats of a new game.
        player_colours: each seat's colour, as an index into the views' palette of seat
            colours (``SeatSetup.colour``), which people with colour-vision deficiencies can
            tell apart.
        family: id of the game family File > New game and the one-click game start with.
        new_games: per family id, what its next new game starts with (see :meth:`new_game`).
        animation_speed: factor on the pace of every animation (2.0 = twice as fast): glows,
            floating money, fades.
        reduced_motion: replace movement by fades and cuts, for players sensitive to motion.
        ai_pace_ms: milliseconds a computer player pauses before each action, so people can
            follow.
        challenge_timeout: seconds the challenge bar counts down before it accepts the word by
            itself; 0 turns the countdown off (the bar waits for an answer). The families
            without their own entry in ``challenge_timeouts`` count this.
        challenge_timeouts: per family id, its own countdown (a board game's play takes longer
            to check than a patent game's word: 15 s by default); see :meth:`challenge_time`.
        show_log: whether the game log is shown beside the table.
        accept_computer_words: accept words played by computer players without asking the
            people at the table (their own words are still open to challenge).
        window_geometry: the main window's geometry as Qt saves it, base64 text ("" = default):
            where it was last, whatever the screens (the start of a screen set-up not seen yet).
        window_places: per screen set-up (its description, ``views.window_memory``), the
            window's geometry there, most recent first, at most :data:`MAX_WINDOW_PLACES`.
        recent_files: the most recently opened or saved ``.patentgame`` files, newest first.
        take_back_turns: in a game of one person against computers, Take back may go back a
            whole turn, past cards already seen; such a game is no longer rated.
        welcomed: the person has chosen on the welcome screen of the first start (a settings
            file written before there was one counts as welcomed).
        language: the app's language ("en", "ru"), or "system" to follow the system's locale
            (Settings > Language; it applies from the next start).
        hints: the Hint button (Ctrl+H) offers the coach's graduated hints on a person's turn.
        best_plays_after_turn: after each of a person's turns, the coach shows the best plays
            that turn had.
        theme: the look of the table, one of :data:`THEMES` (felt, high contrast, dark).
        zoom: the size of text and of the table's labels, in percent (100-200).
        sound_volume: the loudness of the game's sounds, 0-100.
        sound_muted: the sounds are off (View > Mute, Ctrl+M).
    """

    player_names: tuple[str, ...] = ("You", "Ada", "Grace", "Alan", "Edsger")
    player_colours: tuple[int, ...] = (0, 1, 2, 3, 4)
    family: str = families.DEFAULT.id
    new_games: tuple[tuple[str, NewGame], ...] = field(default_factory=_default_new_games)
    animation_speed: float = 1.0
    reduced_motion: bool = False
    ai_pace_ms: int = 900
    challenge_timeout: int = 8
    challenge_timeouts: tuple[tuple[str, int], ...] = DEFAULT_CHALLENGE_TIMEOUTS
    show_log: bool = True
    accept_computer_words: bool = False
    window_geometry: str = ""
    window_places: tuple[tuple[str, str], ...] = ()
    recent_files: tuple[str, ...] = ()
    take_back_turns: bool = False
    welcomed: bool = False
    language: str = SYSTEM_LANGUAGE
    hints: bool = True
    best_plays_after_turn: bool = True
    theme: str = "felt"
    zoom: int = 100
    sound_volume: int = 70
    sound_muted: bool = False

    def challenge_time(self, family_id: str) -> int:
        """Seconds the challenge bar counts down in a game of ``family_id`` (0: it waits)."""
        return dict(self.challenge_timeouts).get(family_id, self.challenge_timeout)

    def with_challenge_time(self, seconds: int, family_id: str | None = None) -> Settings:
        """These settings with the countdown of ``family_id`` set to ``seconds`` (every
        family's when ``None``)."""
        if family_id is None:
            every = tuple((found, seconds) for found, _ in self.challenge_timeouts)
            return replace(self, challenge_timeout=seconds, challenge_timeouts=every)
        own = dict(self.challenge_timeouts)
        if family_id not in own:
            return replace(self, challenge_timeout=seconds)
        own[family_id] = seconds
        return replace(self, challenge_timeouts=tuple(own.items()))

    def new_game(self, family_id: str | None = None) -> NewGame:
        """What the next new game of ``family_id`` (of :attr:`family` if ``None``) starts
        with; a family the settings do not mention starts with its defaults."""
        wanted = self.family if family_id is None else family_id
        for found, new_game in self.new_games:
            if found == wanted:
                return new_game
        return NewGame.default(families.family(wanted))

    def with_new_game(self, family_id: str, new_game: NewGame) -> Settings:
        """These settings with ``new_game`` as ``family_id``'s next new game."""
        others = tuple((found, kept) for found, kept in self.new_games if found != family_id)
        return replace(self, new_games=((family_id, new_game), *others))

    def to_json(self) -> JsonObject:
        """The JSON object stored in the settings file."""
        return {
            "format": SETTINGS_FORMAT,
            "version": SETTINGS_VERSION,
            "player_names": list(self.player_names),
            "player_colours": list(self.player_colours),
            "family": self.family,
            "new_games": {found: new_game.to_json() for found, new_game in self.new_games},
            "animation_speed": self.animation_speed,
            "reduced_motion": self.reduced_motion,
            "ai_pace_ms": self.ai_pace_ms,
            "challenge_timeout": self.challenge_timeout,
            "challenge_timeouts": dict(self.challenge_timeouts),
            "show_log": self.show_log,
            "accept_computer_words": self.accept_computer_words,
            "window_geometry": self.window_geometry,
            "window_places": dict(self.window_places),
            "recent_files": list(self.recent_files),
            "take_back_turns": self.take_back_turns,
            "welcomed": self.welcomed,
            "language": self.language,
            "hints": self.hints,
            "best_plays_after_turn": self.best_plays_after_turn,
            "theme": self.theme,
            "zoom": self.zoom,
            "sound_volume": self.sound_volume,
            "sound_muted": self.sound_muted,
        }


@dataclass(frozen=True, slots=True)
class SettingsLoad:
    """What :func:`load_settings` found.

    Attributes:
        settings: the settings to use (defaults wherever the file was missing or bad).
        notice: a problem to tell the player when something was wrong, else ``None``.
        moved_to: where a damaged file was kept, if it was moved aside.
    """

    settings: Settings
    notice: Problem | None = None
    moved_to: Path | None = None


# -- reading each value: a bad one raises ValueError and takes its default ----------------------

Reader = Callable[[object], object]
_Value = TypeVar("_Value")


def _is_text(value: object) -> bool:
    """Whether ``value`` is a text that can be written back (no broken character)."""
    return isinstance(value, str) and is_clean_text(value)


def _names(value: object) -> tuple[str, ...]:
    default = Settings().player_names
    if not isinstance(value, list) or not all(_is_text(v) for v in value):
        raise ValueError("must be a list of texts")
    names = [v.strip()[:MAX_NAME] for v in value[:MAX_SEATS]]
    names += list(default[len(names) :])
    if not all(names):
        raise ValueError("a name is empty")
    return tuple(names)


def _colours(value: object) -> tuple[int, ...]:
    default = Settings().player_colours
    if not isinstance(value, list) or not all(
        is_whole_number(v) and 0 <= v < MAX_COLOURS for v in value
    ):
        raise ValueError(f"must be a list of colour numbers from 0 to {MAX_COLOURS - 1}")
    colours = list(value)[:MAX_SEATS]
    return tuple(colours + list(default[len(colours) :]))


def _number(low: float, high: float) -> Reader:
    def check(value: object) -> float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError("must be a number")
        if not low <= value <= high:
            raise ValueError(f"must be between {low:g} and {high:g}")
        return float(value)

    return check


def _whole(low: int, high: int) -> Reader:
    def check(value: object) -> int:
        if not is_whole_number(value):
            raise ValueError("must be a whole number")
        assert isinstance(value, int)
        if not low <= value <= high:
            raise ValueError(f"must be between {low} and {high}")
        return value

    return check


def _flag(value: object) -> bool:
    if not isinstance(value, bool):
        raise ValueError("must be true or false")
    return value


def _text(value: object) -> str:
    if not isinstance(value, str) or not _is_text(value) or len(value) > MAX_SETTINGS_BYTES // 4:
        raise ValueError("must be a text")
    return value


def _family(value: object) -> str:
    shown = families.playable()
    if not isinstance(value, str) or value not in {family.id for family in shown}:
        known = ", ".join(family.id for family in shown)
        raise ValueError(f"must be a game this app can show ({known})")
    return value


def _language(value: object) -> str:
    if value != SYSTEM_LANGUAGE and value not in LANGUAGES:
        raise ValueError(f"must be one of {SYSTEM_LANGUAGE}, {', '.join(LANGUAGES)}")
    return str(value)


def _theme(value: object) -> str:
    if value not in THEMES:
        raise ValueError(f"must be one of {', '.join(THEMES)}")
    assert isinstance(value, str)
    return value


def _recent(value: object) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(
        _is_text(v) and 0 < len(v) <= MAX_PATH and "\x00" not in v for v in value
    ):
        raise ValueError("must be a list of file names")
    return tuple(dict.fromkeys(value))[:MAX_RECENT]


def _places(value: object) -> tuple[tuple[str, str], ...]:
    if not isinstance(value, dict) or not all(
        isinstance(k, str) and k and isinstance(v, str) for k, v in value.items()
    ):
        raise ValueError("must map screen set-ups to window places")
    return tuple(value.items())[:MAX_WINDOW_PLACES]


def _timeouts(value: object) -> tuple[tuple[str, int], ...]:
    """Per family its own countdown; the families of the defaults always have one."""
    seconds = _whole(0, 600)
    if not isinstance(value, dict) or not all(isinstance(k, str) for k in value):
        raise ValueError("must map game families to seconds")
    own = dict(DEFAULT_CHALLENGE_TIMEOUTS)
    own.update({family_id: seconds(count) for family_id, count in value.items()})
    return tuple(own.items())


_READERS: dict[str, Reader] = {
    "player_names": _names,
    "player_colours": _colours,
    "family": _family,
    "animation_speed": _number(MIN_ANIMATION_SPEED, MAX_ANIMATION_SPEED),
    "reduced_motion": _flag,
    "ai_pace_ms": _whole(0, 10_000),
    "challenge_timeout": _whole(0, 600),
    "challenge_timeouts": _timeouts,
    "show_log": _flag,
    "accept_computer_words": _flag,
    "window_geometry": _text,
    "window_places": _places,
    "recent_files": _recent,
    "take_back_turns": _flag,
    "welcomed": _flag,
    "language": _language,
    "hints": _flag,
    "best_plays_after_turn": _flag,
    "theme": _theme,
    "zoom": _whole(MIN_ZOOM, MAX_ZOOM),
    "sound_volume": _whole(0, 100),
    "sound_muted": _flag,
}

assert set(_READERS) | {"new_games"} == {f.name for f in fields(Settings)}


def _seats(family: Family, value: object) -> tuple[str, ...]:
    kinds = (HUMAN, *family.player_ids)
    if not isinstance(value, list) or not all(isinstance(v, str) and v in kinds for v in value):
        raise ValueError(f"must be a list of {', '.join(kinds)}")
    if not family.min_seats <= len(value) <= family.max_seats:
        raise ValueError(f"must hold {family.min_seats} to {family.max_seats} seats")
    return tuple(value)


def _lexicon_id(value: object) -> str:
    if not isinstance(value, str) or not re.fullmatch(r"[a-z0-9][a-z0-9_.-]{0,63}", value):
        raise ValueError("must be a word list id")
    return value


def _new_game(family: Family, data: object, where: str, problems: list[str]) -> NewGame:
    """One family's new game read from ``data``; each bad value takes its default and is named
    in ``problems`` as ``where`` + its key."""
    default = NewGame.default(family)
    if not isinstance(data, dict):
        problems.append(f"'{where}' must be an object")
        return default

    def read(key: str, reader: Callable[[object], _Value], fallback: _Value) -> _Value:
        if key not in data:
            return fallback
        try:
            return reader(data[key])
        except ValueError as error:
            problems.append(f"'{where}{key}' {error}")
            return fallback

    return NewGame(
        seats=read("seats", lambda value: _seats(family, value), default.seats),
        rules=read("rules", lambda value: _rules(family, value), default.rules),
        lexicon_id=read("lexicon_id", _lexicon_id, default.lexicon_id),
    )


def _rules(family: Family, value: object) -> RuleOptions:
    try:
        return family.read_rules(value)
    except RecordError as error:
        raise ValueError(str(error)) from None


def _new_games(data: JsonObject, problems: list[str]) -> tuple[tuple[str, NewGame], ...]:
    """Every family's new game: version 2 keeps them under ``new_games``; version 1 kept the
    patent game's ``seats``, ``rules`` and ``wordlist`` at the top level."""
    found: dict[str, NewGame] = dict(_default_new_games())
    if data.get("version", 1) == 1:
        legacy: dict[str, object] = {key: data[key] for key in ("seats", "rules") if key in data}
        if "wordlist" in data:
            legacy["lexicon_id"] = data["wordlist"]
        found[families.PATENT.id] = _new_game(families.PATENT, legacy, "", problems)
        return tuple(found.items())
    stored = data.get("new_games", {})
    if not isinstance(stored, dict):
        problems.append("'new_games' must be an object")
        return tuple(found.items())
    for family_id, entry in stored.items():
        try:
            family = families.family(family_id)
        except KeyError:
            continue  # a game a newer app has: its settings wait for that app
        if not family.playable:
            continue  # a game this app cannot show yet has no new game
        found[family_id] = _new_game(family, entry, f"new_games.{family_id}.", problems)
    return tuple(found.items())


def settings_from_json(data: object) -> tuple[Settings, list[str]]:
    """Read a settings object (version 1 or 2); each bad or missing value takes its default.

    Returns:
        The settings, and one short description per value that was bad (empty when all
        were fine). Unknown keys are ignored, so a newer version's file still loads.

    Raises:
        ValueError: ``data`` is not a settings object at all.
    """
    if not isinstance(data, dict) or data.get("format", SETTINGS_FORMAT) != SETTINGS_FORMAT:
        raise ValueError("it is not a patentgame settings file")
    values: JsonObject = {}
    problems: list[str] = []
    for name, reader in _READERS.items():
        if name not in data:
            continue
        try:
            values[name] = reader(data[name])
        except ValueError as error:
            problems.append(f"'{name}' {error}")
    values["new_games"] = _new_games(data, problems)
    # A file written before the welcome screen existed belongs to someone who has played.
    values.setdefault("welcomed", True)
    return changed(Settings(), values), problems


def load_settings(path: Path) -> SettingsLoad:
    """Read the settings file at ``path``; never raises.

    A missing file gives the defaults silently. A file that is not readable JSON of our format
    (or not an ordinary file, or too large) is moved aside and the defaults are used. A file
    with some bad values keeps its good values; the original file is moved aside as well, so
    nothing the player set is lost for good.
    """
    try:
        data = reading.read_json(path, MAX_SETTINGS_BYTES, allow_broken_text=True)
    except FileReadError as error:
        if error.problem.fault is Fault.FILE_MISSING:
            return SettingsLoad(Settings())
        moved = move_aside(path)
        return SettingsLoad(Settings(), _damaged_notice(error.problem, moved, path), moved)
    try:
        settings, problems = settings_from_json(data)
    except (ValueError, TypeError, RecursionError):
        moved = move_aside(path)
        cause = Problem(Fault.RECORD_INVALID, file=path.name, detail="not a settings file")
        return SettingsLoad(Settings(), _damaged_notice(cause, moved, path), moved)
    if not problems:
        return SettingsLoad(settings)
    moved = move_aside(path)
    # Each problem starts with the key it is about, in quotes: the player is told the keys.
    keys = [problem.split("'")[1] if problem.count("'") >= 2 else problem for problem in problems]
    kept = moved.name if moved is not None else path.name
    notice = Problem(Fault.SETTINGS_SOME_BAD, keys=keys, kept=kept)
    return SettingsLoad(settings, notice, moved)


def _damaged_notice(cause: Problem, moved: Path | None, path: Path) -> Problem:
    kept = moved.name if moved is not None else path.name
    return Problem(Fault.SETTINGS_DAMAGED, cause=cause, kept=kept)


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
