"""The board games' events told in sentences for the log, and the engine's reasons in words.

Every sentence goes through Qt's translation (context ``BoardNarration``); letters are shown in
capitals of the game's own alphabet (Cyrillic for the Russian sets), a blank's letter in lower
case, as score sheets and GCG write them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from patentgame.model.board import events as ev
from patentgame.model.board.layout import position_name
from patentgame.model.board.reasons import Refusal


def _tr(text: str, count: int = -1) -> str:
    return QCoreApplication.translate("BoardNarration", text, None, count)


def shown_word(word: str) -> str:
    """A word as the table shows it: capitals."""
    return word.upper()


def narrate(event: object, names: Sequence[str]) -> str:
    """The log sentence for a board game event ("" for one too small to tell)."""
    if isinstance(event, ev.StartDrawn):
        return _tr("{name} drew the tile nearest to the start of the alphabet and begins.").format(
            name=names[event.start]
        )
    if isinstance(event, ev.TurnStarted):
        return _tr("Turn {number}: {name} to play.").format(
            number=event.turn + 1, name=names[event.seat]
        )
    if isinstance(event, ev.TilesPlaced):
        main = event.words[0] if event.words else None
        where = position_name(main.squares[0], main.across) if main else ""
        words = ", ".join(shown_word(word.word) for word in event.words)
        text = _tr("{name} plays {words} at {where} for %n point(s).", event.score).format(
            name=names[event.seat], words=words, where=where
        )
        if event.bingo:
            text += " " + _tr("All seven tiles: a bonus!")
        return text
    if isinstance(event, ev.TilesExchanged):
        return _tr("{name} exchanges %n tile(s).", event.count).format(name=names[event.seat])
    if isinstance(event, ev.Passed):
        return _tr("{name} passes.").format(name=names[event.seat])
    if isinstance(event, ev.ChallengeResolved):
        if event.withdrawn:
            return _tr("{challenger} challenges {name}: {words} is not in the word list.").format(
                challenger=names[event.challenger],
                name=names[event.challenged],
                words=", ".join(shown_word(word) for word in event.invalid_words),
            )
        return _tr("{challenger} challenges {name}: every word stands.").format(
            challenger=names[event.challenger], name=names[event.challenged]
        )
    if isinstance(event, ev.PlayWithdrawn):
        return _tr("{name} takes the play back and loses %n point(s).", event.score).format(
            name=names[event.seat]
        )
    if isinstance(event, ev.ChallengeBonus):
        return _tr("{name} gains %n point(s) for the wrong challenge.", event.points).format(
            name=names[event.seat]
        )
    if isinstance(event, ev.TurnLost):
        return _tr("{name} loses this turn to a wrong challenge.").format(name=names[event.seat])
    if isinstance(event, ev.Resigned):
        return _tr("{name} resigns.").format(name=names[event.seat])
    if isinstance(event, ev.GameEnded):
        return game_end_sentence(event, names)
    return ""


def game_end_sentence(event: ev.GameEnded, names: Sequence[str]) -> str:
    """Who won, in one sentence."""
    winners = [names[seat] for seat in event.winners]
    if not winners:
        return _tr("The game is over.")
    if len(winners) > 1:
        return _tr("The game is over: a draw between {names}.").format(names=", ".join(winners))
    return _tr("The game is over: {name} wins.").format(name=winners[0])


def reason_text(reason: Refusal) -> str:
    """Why the engine refuses a move, in the player's language."""
    texts = {
        Refusal.GAME_OVER: _tr("The game is over."),
        Refusal.NOT_YOUR_TURN: _tr("It is not your turn."),
        Refusal.NOT_A_SEAT: _tr("There is no such player."),
        Refusal.RESIGNED: _tr("This player has resigned."),
        Refusal.AWAITING_FINAL_PASS: _tr(
            "The last play went out: pass to accept it, or challenge it."
        ),
        Refusal.NO_TILES: _tr("Put at least one tile on the board."),
        Refusal.OFF_BOARD: _tr("A tile is off the board."),
        Refusal.UNKNOWN_LETTER: _tr("That letter is not in this game's alphabet."),
        Refusal.NOT_ON_RACK: _tr("A tile is not on your rack."),
        Refusal.SQUARE_TAKEN: _tr("A square already holds a tile."),
        Refusal.SQUARE_TWICE: _tr("Two tiles are on one square."),
        Refusal.NOT_IN_LINE: _tr("The tiles of a play lie in one row or one column."),
        Refusal.GAP: _tr("The tiles of a play leave a gap."),
        Refusal.FIRST_OFF_CENTRE: _tr("The first word covers the centre star."),
        Refusal.FIRST_TOO_SHORT: _tr("The first word is too short."),
        Refusal.NOT_CONNECTED: _tr("A play touches a tile already on the board."),
        Refusal.ONE_LETTER: _tr("A play makes a word of at least two letters."),
        Refusal.DIGRAPH_SPLIT: _tr("CH, LL and RR are played with their own tile."),
        Refusal.WORD_NOT_IN_LIST: _tr("A word is not in the word list."),
        Refusal.SWAP_NOT_ALLOWED: _tr("These rules do not let a blank be taken from the board."),
        Refusal.SWAP_NOT_A_BLANK: _tr("Only a blank can be taken from the board."),
        Refusal.SWAP_WRONG_LETTER: _tr("A blank is taken by putting its own letter in its place."),
        Refusal.SWAP_BLANK_NOT_PLAYED: _tr(
            "A blank taken from the board is played in the same move."
        ),
        Refusal.EXCHANGE_NOTHING: _tr("Choose at least one tile to exchange."),
        Refusal.BAG_TOO_SMALL: _tr("The bag holds too few tiles to exchange."),
        Refusal.NOTHING_TO_CHALLENGE: _tr("There is no play to challenge."),
        Refusal.OWN_PLAY: _tr("You cannot challenge your own play."),
        Refusal.NO_CHALLENGES: _tr("Words are checked automatically in this game."),
    }
    return texts.get(reason, reason.describe())
