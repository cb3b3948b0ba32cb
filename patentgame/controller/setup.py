"""`GameSetup`: what the new-game dialog produces and the one-click solo game remembers."""

from __future__ import annotations

from dataclasses import dataclass, field

from patentgame.model.patent.rules import ChallengeMode, RuleSet

#: AI ids people choose from, easiest first, with friendly labels (used until the AI package
#: provides its own LEVELS; see :func:`ai_levels`).
FALLBACK_LEVELS: tuple[tuple[str, str], ...] = (
    ("ai:beginner", "Computer - beginner"),
    ("ai:casual", "Computer - casual"),
    ("ai:strong", "Computer - strong"),
    ("ai:expert", "Computer - expert"),
)

#: Names offered for computer players.
AI_NAMES = ("Ada", "Babbage", "Curie", "Darwin")


def ai_levels() -> tuple[tuple[str, str], ...]:
    """(id, label) of the AI levels people may pick, from the AI package when it is there."""
    try:
        from patentgame.model.patent.ai import LEVELS
    except ImportError:
        return FALLBACK_LEVELS
    try:
        return tuple(
            (level.id, f"Computer - {level.id.partition(':')[2]} ({level.name})")
            for level in LEVELS
        )
    except (AttributeError, TypeError):
        return FALLBACK_LEVELS


@dataclass(frozen=True, slots=True)
class SeatSetup:
    """One seat of a new game. ``colour`` indexes :data:`patentgame.views.palette.SEAT_COLOURS`."""

    name: str
    kind: str = "human"
    colour: int = 0

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


@dataclass(frozen=True, slots=True)
class GameSetup:
    """Everything needed to start a game."""

    seats: tuple[SeatSetup, ...]
    lexicon: str = "en-enable"
    rules: RuleSet = field(default_factory=RuleSet)
    seed: int | None = None

    @property
    def humans(self) -> int:
        return sum(1 for seat in self.seats if seat.is_human)


def default_name() -> str:
    """The person's login name when it looks like a first name, else "Player".

    The log says "Anna scores", so a real name reads better than "You".
    """
    import getpass

    try:
        login = getpass.getuser()
    except (OSError, KeyError):
        return "Player"
    if login.isalpha() and 2 <= len(login) <= 12 and login.lower() not in {"root", "user", "admin"}:
        return login.capitalize()
    return "Player"


def solo_setup(name: str | None = None, level: str = "ai:casual", opponents: int = 2) -> GameSetup:
    """A game of one person against ``opponents`` computer players, with the classic rules
    (players challenge words)."""
    seats = [SeatSetup(name or default_name(), "human", 0)]
    seats += [SeatSetup(AI_NAMES[i], level, i + 1) for i in range(opponents)]
    return GameSetup(tuple(seats), rules=RuleSet(challenge=ChallengeMode.MANUAL))
