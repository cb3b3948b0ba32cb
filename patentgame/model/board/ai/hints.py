"""Hints and best plays for a person playing a board game: what the table and the coach call.

The coach asks the expert through the player interface (``create_player("ai:expert")``): its
ranking of every placement by equity is the list of best plays, and the graduated hints reveal
the best of them step by step, as the patent game's coach does:

1. :attr:`HintStep.SIZE`: how many tiles the best play uses, how long its word is and what it
   scores;
2. :attr:`HintStep.SOME_TILES`: about half of its tiles, in place (the first tile always);
3. :attr:`HintStep.WHOLE_PLAY`: the whole play.

Everything is data (a :class:`~patentgame.model.board.ai.decision.Why` says why a play is good:
a bingo, the score, the tiles it keeps and what they are worth, the lanes it opens); the views
write the sentences in the person's language.

>>> from patentgame.model.board.game import BoardGame, Seat, bag_starting_with
>>> from patentgame.model.board.rules import rules_for
>>> from patentgame.model.lexicon import Lexicon
>>> lexicon = Lexicon.load("en-enable")
>>> game = BoardGame.new(rules_for("scrabble-en"), [Seat("Ann"), Seat("Bob")], lexicon,
...                      bag=bag_starting_with("quizeds", "english"), start=0)
>>> coach = Coach(lexicon)
>>> best = coach.best_plays(game.perspective(0), 3)
>>> len(best), best[0].equity >= best[1].equity >= best[2].equity
(3, True)
>>> hint = coach.hint(game.perspective(0), HintStep.SOME_TILES)
>>> hint.score == best[0].score, len(hint.shown) == max(1, hint.tiles_used // 2)
(True, True)
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from patentgame.model.board.ai.decision import Motive, Why
from patentgame.model.board.ai.equity import best_exchange, exchange_limit
from patentgame.model.board.ai.leave_tables import leave_model
from patentgame.model.board.ai.levels import create_player
from patentgame.model.board.ai.players import LevelPlayer
from patentgame.model.board.moves import Place, Tile
from patentgame.model.board.perspective import BoardPerspective
from patentgame.model.board.tile_graph import PrefixLexicon


class HintStep(enum.IntEnum):
    """How much a hint reveals."""

    SIZE = 1
    SOME_TILES = 2
    WHOLE_PLAY = 3


@dataclass(frozen=True, slots=True)
class BestPlay:
    """One of the best plays of a position, with its value and why.

    Attributes:
        move: The placement (for ``BoardGame.play`` once the person chooses it, or to lay out
            on the board for inspection).
        score: Points it scores now.
        equity: Its value: score + what the tiles kept are worth - the danger it opens.
        words: The words it makes, main word first.
        why: The reason, as data.
    """

    move: Place
    score: int
    equity: float
    words: tuple[str, ...]
    why: Why


@dataclass(frozen=True, slots=True)
class Hint:
    """A graduated hint about the best play.

    Attributes:
        step: How much it reveals.
        tiles_used: Tiles the play puts down.
        word_length: Tiles in its main word.
        score: Points it scores.
        shown: The tiles revealed in place (none at step 1, some at step 2, all at step 3).
        play: The play itself (for the views to reveal as the steps go; not to be shown before
            step 3).
    """

    step: HintStep
    tiles_used: int
    word_length: int
    score: int
    shown: tuple[Tile, ...]
    play: BestPlay


@dataclass(frozen=True, slots=True)
class ExchangeAdvice:
    """What to do without a placement: the tiles to give back and the ones worth keeping
    (by the leave values the computer players weigh), or ``give`` empty when no exchange is
    allowed (the bag is too small: pass).

    Attributes:
        give: Tiles to exchange, in rack order.
        keep: Tiles to keep, in rack order.
    """

    give: tuple[str, ...]
    keep: tuple[str, ...]


class Coach:
    """Best plays and hints from the expert's view of a position."""

    def __init__(self, lexicon: PrefixLexicon, player_id: str = "ai:expert") -> None:
        player = create_player(player_id, lexicon)
        if not isinstance(player, LevelPlayer):
            raise ValueError(f"{player_id} does not value plays: the coach needs a level")
        self.player = player

    def best_plays(self, view: BoardPerspective, limit: int = 3) -> tuple[BestPlay, ...]:
        """The ``limit`` best placements for ``view.seat``, best first (none when it has no
        legal placement)."""
        out = []
        for entry in self.player.ranked(view)[:limit]:
            candidate = entry.candidate
            words = candidate.words(view.letters)
            if len(candidate.codes) == view.rules.rack_size:
                motive = Motive.BINGO
            elif view.bag_count == 0 and len(candidate.codes) == len(view.rack):
                motive = Motive.GOES_OUT
            else:
                motive = Motive.BEST_EQUITY
            why = Why(
                motive,
                score=candidate.score,
                equity=round(entry.equity, 2),
                leave=entry.leave,
                leave_value=round(entry.leave_value, 2),
                danger=entry.danger,
                words=words,
            )
            out.append(
                BestPlay(candidate.place(view.seat), candidate.score, why.equity, words, why)
            )
        return tuple(out)

    def hint(self, view: BoardPerspective, step: HintStep | int) -> Hint | None:
        """The hint of ``step`` about the best play, or None when there is no placement."""
        level = HintStep(step)
        plays = self.best_plays(view, 1)
        if not plays:
            return None
        best = plays[0]
        tiles = best.move.tiles
        if level is HintStep.SIZE:
            shown: tuple[Tile, ...] = ()
        elif level is HintStep.SOME_TILES:
            shown = tiles[: max(1, len(tiles) // 2)]
        else:
            shown = tiles
        return Hint(level, len(tiles), len(best.words[0]), best.score, shown, best)

    def exchange_advice(self, view: BoardPerspective) -> ExchangeAdvice:
        """With no placement: which tiles to exchange and which to keep (the exchange that
        keeps the most valuable tiles); nothing to give when the bag allows no exchange."""
        rules = view.rules
        limit = exchange_limit(view.bag_count, view.rack, rules.exchange_min_bag)
        found = best_exchange(view.rack, leave_model(rules), limit) if limit else None
        if found is None:
            return ExchangeAdvice((), tuple(view.rack))
        return ExchangeAdvice(found[0], found[1])
