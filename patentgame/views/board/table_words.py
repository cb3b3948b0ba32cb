"""`BoardTableWords`: what the board table says in sentences.

The preview under the rack (what the draft would score, why the engine refuses it, whose turn
it is, the challenge question), the status line, the hand-over screen's words and the summary
at the end. Reads the game; changes nothing.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QObject

from patentgame.controller.board.draft import Draft
from patentgame.controller.board.game_model import BoardGameModel
from patentgame.controller.board.narration import reason_text, shown_word
from patentgame.model.board.history import EntryKind
from patentgame.model.board.phases import Phase
from patentgame.model.seats import said_of
from patentgame.views.family_table import SeatSummary, Summary


class BoardTableWords(QObject):
    """The board table's sentences about its game."""

    def __init__(self, model: BoardGameModel, parent: QObject) -> None:
        super().__init__(parent)
        self._model = model

    def preview(
        self,
        draft: Draft,
        viewer: int,
        *,
        asking: bool,
        thinking_seat: int,
        exchanging: bool,
        hint: str,
        hint_step: int,
    ) -> str:
        """The line under the rack: the draft's score or refusal, or what the table waits for
        (``asking``: the challenge bar asks; ``hint``: the hint's sentence at ``hint_step``)."""
        model = self._model
        game = model.state
        if game.game_over:
            return self.tr("The game is over.")
        if asking and game.pending is not None:
            return self._question(game.pending.seat)
        if viewer < 0 or game.current != viewer:
            if thinking_seat >= 0:
                return self.tr("{name} is thinking...").format(name=model.shown_name(thinking_seat))
            if game.current in model.you():
                return self.tr("Your turn.")
            return self.tr("{name} to play.").format(name=model.shown_name(game.current))
        if game.phase is Phase.FINAL_PASS:
            return self.tr("The last play went out: pass to accept it, or challenge it.")
        if exchanging:
            return self.tr("Click the tiles to exchange, then press Exchange (Esc: cancel).")
        if hint and (not draft.placed or hint_step == 2):
            return hint  # some tiles of the best play: the rest is to be found
        if not draft.placed:
            if draft.across:
                return self.tr(
                    "Your turn: drag tiles to the board, or click a square and type "
                    "(click it again: down)."
                )
            return self.tr(
                "Your turn: drag tiles to the board, or click a square and type "
                "(click it again: across)."
            )
        move = draft.move(viewer)
        reason = game.why_illegal(move)
        if reason is not None:
            return reason_text(reason)
        scored = game.score_of(move)
        words = ", ".join(shown_word(word.word) for word in scored.words)
        if scored.bingo:
            return self.tr(
                "{words} +{bonus} for the whole rack: %n point(s)", "", scored.score
            ).format(words=words, bonus=game.rules.bingo_bonus)
        return self.tr("{words}: %n point(s)", "", scored.score).format(words=words)

    def _question(self, seat: int) -> str:
        """The prompt while a play may be challenged: whose play, and its words."""
        history = self._model.state.history
        entry = history[-1] if history else None
        play = entry.play if entry is not None else None
        if entry is None or entry.seat != seat or play is None or not play.words:
            return self.tr("Challenge the last play, or accept it.")
        words = ", ".join(shown_word(word.word) for word in play.words)
        if len(play.words) == 1:
            text = self.tr("{name} played {words}. Is it a word? Challenge or accept.")
        else:
            text = self.tr("{name} played {words}. Are they all words? Challenge or accept.")
        return text.format(name=self._model.shown_name(seat), words=words)

    def status(self) -> str:
        """The status bar's line about the game in progress."""
        model = self._model
        if not model.has_game:
            return ""
        game = model.state
        if game.game_over:
            return self.tr("Game over")
        return self.tr(
            "Turn {number} · {name} to play · %n tile(s) in the bag", "", game.bag_count
        ).format(number=game.turns + 1, name=model.shown_name(game.current))

    def hand_over(self, name: str) -> tuple[str, str]:
        """The hand-over screen's sentence and button for ``name``."""
        return (
            said_of(
                name,
                self.tr("Only you should look now. The other racks stay hidden."),
                self.tr("Only {name} should look now. The other racks stay hidden."),
            ),
            said_of(
                name,
                self.tr("Show my tiles  (Enter)"),
                self.tr("I am {name}: show my tiles  (Enter)"),
            ),
        )

    def summary(self) -> Summary:
        """The finished game's ranking: points from the board, then the end's adjustments."""
        model = self._model
        game = model.state
        adjust = Counter[int]()
        for entry in game.history:
            if entry.kind in (EntryKind.END_RACK, EntryKind.TIME_PENALTY):
                adjust[entry.seat] += entry.score
        order = sorted(range(model.seats), key=lambda s: -game.score(s))
        seats = []
        for seat in order:
            rank = 1 + sum(
                1 for other in range(model.seats) if game.score(other) > game.score(seat)
            )
            before = game.score(seat) - adjust[seat]
            breakdown = self.tr("{played} from the board, {adjust:+d} at the end").format(
                played=before, adjust=adjust[seat]
            )
            best = model.best_play(seat)
            highlights: tuple[tuple[str, str], ...] = ()
            if best is not None:
                words = ", ".join(shown_word(word) for word in best.words)
                highlights = (
                    (
                        self.tr("Best play"),
                        self.tr("{words}: %n point(s)", "", best.score).format(words=words),
                    ),
                )
            seats.append(
                SeatSummary(
                    seat=seat,
                    name=model.shown_name(seat),
                    rank=rank,
                    score=game.score(seat),
                    breakdown=breakdown,
                    highlights=highlights,
                    winner=seat in game.winners,
                    colour=model.colour(seat),
                    person=model.is_human(seat),
                )
            )
        winners = [model.shown_name(seat) for seat in game.winners]
        if len(winners) == 1 and game.winners[0] in model.you():
            heading = self.tr("You win!")
        elif len(winners) == 1:
            heading = self.tr("{name} wins!").format(name=winners[0])
        else:
            heading = self.tr("A draw: {names}").format(names=", ".join(winners))
        if game.rules.game_minutes:
            explanation = self.tr(
                "Points from the board, then the tiles left on the racks and the time over at "
                "the end."
            )
        else:
            explanation = self.tr(
                "Points from the board, then the tiles left on the racks at the end."
            )
        return Summary(heading, tuple(seats), explanation)
