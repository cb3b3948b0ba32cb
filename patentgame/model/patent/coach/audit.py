"""The coach checked on self-play games: its best is never worth less than the play made, and
every play it suggests is one the engine accepts, of words in the game's list.

The tests run a small sample; ``python benchmarks/coach.py --check --games 100`` runs the full
check (docs/coach.md has its figures). Games are played by a mix of levels (the random player
too, whose plays are far from the best) under both challenge modes, so the reviewed plays range
from the expert's to nonsense.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.ai.lab import GameTask, play_game
from patentgame.model.patent.coach.advice import GameReview
from patentgame.model.patent.coach.coach import Coach
from patentgame.model.patent.record import Record, loads
from patentgame.model.patent.replay import play_through, set_up
from patentgame.model.patent.rules import ChallengeMode, RuleSet

#: The seatings of the check's games, in turn: every level meets a stronger and a weaker one.
SEATINGS = (
    ("ai:expert", "ai:strong"),
    ("ai:casual", "ai:beginner"),
    ("ai:random", "ai:greedy"),
    ("ai:strong", "ai:casual", "ai:random"),
    ("ai:beginner", "ai:expert"),
)


@dataclass
class AuditFigures:
    """What the check counted over its games.

    Attributes:
        games: Games reviewed.
        turns: Turns reviewed.
        suggestions: Plays suggested (each turn's top plays and its best).
        worse_best: Turns whose best was worth less than the play made (must be 0).
        illegal: Suggested plays the engine refused or with a word not in the list (must be 0).
        beat_search: Turns whose play made was worth more than every play the search found
            (the review then names the play made as the best).
        found_best: Turns whose play made was as good as the best.
        problems: A line for each failure, for the report.
    """

    games: int = 0
    turns: int = 0
    suggestions: int = 0
    worse_best: int = 0
    illegal: int = 0
    beat_search: int = 0
    found_best: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        """Whether no turn broke a rule of the check."""
        return self.worse_best == 0 and self.illegal == 0


def self_play_records(games: int, seed: int, lexicon: Lexicon) -> Iterator[Record]:
    """``games`` seeded self-play games' records, seatings and challenge modes in turn."""
    for index in range(games):
        kinds = SEATINGS[index % len(SEATINGS)]
        mode = ChallengeMode.MANUAL if index % 2 else ChallengeMode.AUTO
        task = GameTask(index, kinds, index % len(kinds), seed + index, RuleSet(challenge=mode))
        result = play_game(task, lexicon, RuleSet(), keep_record=True)
        assert result.record is not None
        yield loads(result.record)


def audit(
    coach: Coach,
    records: Iterator[Record],
    figures: AuditFigures | None = None,
    progress: Callable[[AuditFigures], None] | None = None,
) -> AuditFigures:
    """Review each record with ``coach`` and check every reviewed turn against the engine."""
    figures = figures if figures is not None else AuditFigures()
    for record in records:
        review = coach.review_game(record)
        _check(coach, record, review, figures)
        figures.games += 1
        if progress is not None:
            progress(figures)
    return figures


def _check(coach: Coach, record: Record, review: GameReview, figures: AuditFigures) -> None:
    by_index = {turn.action_index: turn for turn in review.turns}
    game = set_up(record, coach.lexicon)
    steps = play_through(game, record.actions)
    where = f"game seed {record.seed}"
    for index in range(len(record.actions)):
        turn = by_index.get(index)
        if turn is not None:
            figures.turns += 1
            suggested = {candidate.action: candidate for candidate in (*turn.top, turn.best)}
            if turn.best is turn.made and turn.made not in turn.top:
                figures.beat_search += 1
                suggested.pop(turn.made.action, None)  # the play made, not a suggestion
            if turn.best.value < turn.made.value:
                figures.worse_best += 1
                figures.problems.append(f"{where}, action {index}: best worth less than made")
            figures.found_best += turn.found_best
            for action, candidate in suggested.items():
                figures.suggestions += 1
                reason = game.why_illegal(action)
                unknown = [word for word in candidate.words if word.lower() not in coach.lexicon]
                if reason is not None or unknown:
                    figures.illegal += 1
                    why = reason.value if reason else "not in the list: " + ", ".join(unknown)
                    figures.problems.append(f"{where}, action {index}: {candidate.words} ({why})")
        next(steps)
