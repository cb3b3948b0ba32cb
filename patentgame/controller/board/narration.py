"""The board games' events told in sentences for the log, and the engine's reasons in words.

Every sentence goes through Qt's translation (context ``BoardNarration``); letters are shown in
capitals of the game's own alphabet (Cyrillic for the Russian sets), a blank's letter in lower
case, as score sheets and GCG write them. As in the other games' logs, a sentence about a player
is written whole for each case, never glued from a name and a verb: the person playing alone
against computers (and anyone named "You") reads "You play..." (:func:`you_seats`), everyone
else "Ada plays...".
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from PySide6.QtCore import QObject

from patentgame.model.board import events as ev
from patentgame.model.board.layout import position_name
from patentgame.model.board.reasons import Refusal


def shown_word(word: str) -> str:
    """A word as the table shows it: capitals."""
    return word.upper()


class BoardNarration(QObject):
    """The sentences of the board games, in the context lupdate reads from ``self.tr``."""

    def narrate(
        self, event: object, names: Sequence[str], you: Collection[int] = frozenset()
    ) -> str:
        """The log sentence for a board game event ("" for one too small to tell); the seats
        in ``you`` are addressed as "you"."""
        if isinstance(event, ev.StartDrawn):
            if event.start in you:
                return self.tr("You drew the tile nearest to the start of the alphabet and begin.")
            return self.tr(
                "{name} drew the tile nearest to the start of the alphabet and begins."
            ).format(name=names[event.start])
        if isinstance(event, ev.TurnStarted):
            if event.seat in you:
                return self.tr("Turn {number}: your turn.").format(number=event.turn + 1)
            return self.tr("Turn {number}: {name} to play.").format(
                number=event.turn + 1, name=names[event.seat]
            )
        if isinstance(event, ev.TilesPlaced):
            return self._placed(event, names, you)
        if isinstance(event, ev.TilesExchanged):
            if event.seat in you:
                return self.tr("You exchange %n tile(s).", "", event.count)
            return self.tr("{name} exchanges %n tile(s).", "", event.count).format(
                name=names[event.seat]
            )
        if isinstance(event, ev.Passed):
            if event.seat in you:
                return self.tr("You pass.")
            return self.tr("{name} passes.").format(name=names[event.seat])
        if isinstance(event, ev.ChallengeResolved):
            return self._challenge(event, names, you)
        if isinstance(event, ev.PlayWithdrawn):
            if event.seat in you:
                return self.tr("You take the play back and lose %n point(s).", "", event.score)
            return self.tr(
                "{name} takes the play back and loses %n point(s).", "", event.score
            ).format(name=names[event.seat])
        if isinstance(event, ev.ChallengeBonus):
            if event.seat in you:
                return self.tr("You gain %n point(s) for the wrong challenge.", "", event.points)
            return self.tr(
                "{name} gains %n point(s) for the wrong challenge.", "", event.points
            ).format(name=names[event.seat])
        if isinstance(event, ev.TurnLost):
            if event.seat in you:
                return self.tr("You lose this turn to a wrong challenge.")
            return self.tr("{name} loses this turn to a wrong challenge.").format(
                name=names[event.seat]
            )
        if isinstance(event, ev.Resigned):
            if event.seat in you:
                return self.tr("You resign.")
            return self.tr("{name} resigns.").format(name=names[event.seat])
        if isinstance(event, ev.TimedOut | ev.TimePenalty):
            return self._clock(event, names, you)
        if isinstance(event, ev.GameEnded):
            return self.game_end_sentence(event, names, you)
        return ""

    def _clock(
        self, event: ev.TimedOut | ev.TimePenalty, names: Sequence[str], you: Collection[int]
    ) -> str:
        """A time per move that ran out, or a time per game overrun."""
        if isinstance(event, ev.TimedOut):
            if event.seat in you:
                return self.tr("Your time ran out: you leave the game.")
            return self.tr("{name}'s time ran out: {name} leaves the game.").format(
                name=names[event.seat]
            )
        if event.seat in you:
            return self.tr(
                "You went over time by %n minute(s): {points} points off.", "", event.minutes
            ).format(points=event.points)
        return self.tr(
            "{name} went over time by %n minute(s): {points} points off.", "", event.minutes
        ).format(name=names[event.seat], points=event.points)

    def _placed(self, event: ev.TilesPlaced, names: Sequence[str], you: Collection[int]) -> str:
        main = event.words[0] if event.words else None
        where = position_name(main.squares[0], main.across) if main else ""
        words = ", ".join(shown_word(word.word) for word in event.words)
        if event.seat in you:
            text = self.tr("You play {words} at {where} for %n point(s).", "", event.score)
            text = text.format(words=words, where=where)
        else:
            text = self.tr(
                "{name} plays {words} at {where} for %n point(s).", "", event.score
            ).format(name=names[event.seat], words=words, where=where)
        if event.bingo:
            text += " " + self.tr("All seven tiles: a bonus!")
        return text

    def _challenge(
        self, event: ev.ChallengeResolved, names: Sequence[str], you: Collection[int]
    ) -> str:
        words = ", ".join(shown_word(word) for word in event.invalid_words)
        challenger, challenged = names[event.challenger], names[event.challenged]
        if event.withdrawn:
            if event.challenger in you:
                return self.tr("You challenge {name}: {words} is not in the word list.").format(
                    name=challenged, words=words
                )
            if event.challenged in you:
                return self.tr(
                    "{challenger} challenges you: {words} is not in the word list."
                ).format(challenger=challenger, words=words)
            return self.tr(
                "{challenger} challenges {name}: {words} is not in the word list."
            ).format(challenger=challenger, name=challenged, words=words)
        if event.challenger in you:
            return self.tr("You challenge {name}: every word stands.").format(name=challenged)
        if event.challenged in you:
            return self.tr("{challenger} challenges you: every word stands.").format(
                challenger=challenger
            )
        return self.tr("{challenger} challenges {name}: every word stands.").format(
            challenger=challenger, name=challenged
        )

    def game_end_sentence(
        self, event: ev.GameEnded, names: Sequence[str], you: Collection[int] = frozenset()
    ) -> str:
        """Who won, in one sentence."""
        winners = [names[seat] for seat in event.winners]
        if not winners:
            return self.tr("The game is over.")
        if len(winners) == 1 and event.winners[0] in you:
            return self.tr("The game is over: you win.")
        if len(winners) > 1:
            return self.tr("The game is over: a draw between {names}.").format(
                names=", ".join(winners)
            )
        return self.tr("The game is over: {name} wins.").format(name=winners[0])

    def reason_text(self, reason: Refusal) -> str:
        """Why the engine refuses a move, in the player's language."""
        texts = {
            Refusal.GAME_OVER: self.tr("The game is over."),
            Refusal.NOT_YOUR_TURN: self.tr("It is not your turn."),
            Refusal.NOT_A_SEAT: self.tr("There is no such player."),
            Refusal.RESIGNED: self.tr("This player has resigned."),
            Refusal.AWAITING_FINAL_PASS: self.tr(
                "The last play went out: pass to accept it, or challenge it."
            ),
            Refusal.NO_TILES: self.tr("Put at least one tile on the board."),
            Refusal.OFF_BOARD: self.tr("A tile is off the board."),
            Refusal.UNKNOWN_LETTER: self.tr("That letter is not in this game's alphabet."),
            Refusal.NOT_ON_RACK: self.tr("A tile is not on your rack."),
            Refusal.SQUARE_TAKEN: self.tr("A square already holds a tile."),
            Refusal.SQUARE_TWICE: self.tr("Two tiles are on one square."),
            Refusal.NOT_IN_LINE: self.tr("The tiles of a play lie in one row or one column."),
            Refusal.GAP: self.tr("The tiles of a play leave a gap."),
            Refusal.FIRST_OFF_CENTRE: self.tr("The first word covers the centre star."),
            Refusal.FIRST_TOO_SHORT: self.tr("The first word is too short."),
            Refusal.NOT_CONNECTED: self.tr("A play touches a tile already on the board."),
            Refusal.ONE_LETTER: self.tr("A play makes a word of at least two letters."),
            Refusal.DIGRAPH_SPLIT: self.tr("CH, LL and RR are played with their own tile."),
            Refusal.WORD_NOT_IN_LIST: self.tr("A word is not in the word list."),
            Refusal.SWAP_NOT_ALLOWED: self.tr(
                "These rules do not let a blank be taken from the board."
            ),
            Refusal.SWAP_NOT_A_BLANK: self.tr("Only a blank can be taken from the board."),
            Refusal.SWAP_WRONG_LETTER: self.tr(
                "A blank is taken by putting its own letter in its place."
            ),
            Refusal.SWAP_BLANK_NOT_PLAYED: self.tr(
                "A blank taken from the board is played in the same move."
            ),
            Refusal.EXCHANGE_NOTHING: self.tr("Choose at least one tile to exchange."),
            Refusal.BAG_TOO_SMALL: self.tr("The bag holds too few tiles to exchange."),
            Refusal.NOTHING_TO_CHALLENGE: self.tr("There is no play to challenge."),
            Refusal.OWN_PLAY: self.tr("You cannot challenge your own play."),
            Refusal.NO_CHALLENGES: self.tr("Words are checked automatically in this game."),
            Refusal.NO_RESIGNING: self.tr("These rules do not let a player resign."),
            Refusal.NO_MOVE_CLOCK: self.tr("A time runs out only in a game with a time per move."),
        }
        return texts.get(reason, reason.describe())


_TEXTS: BoardNarration | None = None


def _words() -> BoardNarration:
    global _TEXTS
    if _TEXTS is None:
        _TEXTS = BoardNarration()
    return _TEXTS


def narrate(event: object, names: Sequence[str], you: Collection[int] = frozenset()) -> str:
    """The log sentence for a board game event ("" for one too small to tell); the seats in
    ``you`` are addressed as "you"."""
    return _words().narrate(event, names, you)


def reason_text(reason: Refusal) -> str:
    """Why the engine refuses a move, in the player's language."""
    return _words().reason_text(reason)
