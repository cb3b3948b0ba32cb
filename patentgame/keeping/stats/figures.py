"""What each seat did in a finished game, read from the events of a replay.

The engine reports every scored word, royalty, challenge payment and patent purchase as an
event, so replaying the actions from the setup gives exact per-seat figures without any
bookkeeping in the engine. They are computed once, when a game is stored.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from patentgame.model.patent.events import (
    ChallengeResolved,
    PatentBought,
    RoyaltyPaid,
    TurnEnded,
    TurnStarted,
    WordScored,
)
from patentgame.model.patent.game import Game
from patentgame.model.patent.replay import fresh_copy, play_through


@dataclass(slots=True)
class SeatFigures:
    """One seat's figures for one game.

    Attributes:
        seat: the seat number.
        turns: turns the seat finished.
        money_earned: dollars received during the game: words, royalties and won challenges.
        stock_earned: stock received from words.
        royalties: the part of ``money_earned`` that came from royalties.
        words: words scored.
        best_word: the word that earned most (money + stock; longer wins a tie); "" if none.
        best_word_money: its money.
        best_word_stock: its stock.
        best_turn: the words of the turn whose words earned most, joined by " + ".
        best_turn_money: that turn's money from words.
        best_turn_stock: that turn's stock.
        patents: letters of the patents bought, in the order they were bought.
    """

    seat: int
    turns: int = 0
    money_earned: int = 0
    stock_earned: int = 0
    royalties: int = 0
    words: int = 0
    best_word: str = ""
    best_word_money: int = 0
    best_word_stock: int = 0
    best_turn: str = ""
    best_turn_money: int = 0
    best_turn_stock: int = 0
    patents: str = ""
    _turn_words: list[WordScored] = field(default_factory=list, repr=False)

    def _score_word(self, event: WordScored) -> None:
        self.words += 1
        self.money_earned += event.money
        self.stock_earned += event.stock
        self._turn_words.append(event)
        best = (self.best_word_money + self.best_word_stock, len(self.best_word))
        if (event.money + event.stock, len(event.word)) > best:
            self.best_word = event.word
            self.best_word_money, self.best_word_stock = event.money, event.stock

    def _end_turn(self) -> None:
        self.turns += 1
        money = sum(word.money for word in self._turn_words)
        stock = sum(word.stock for word in self._turn_words)
        if self._turn_words and money + stock > self.best_turn_money + self.best_turn_stock:
            self.best_turn = " + ".join(word.word for word in self._turn_words)
            self.best_turn_money, self.best_turn_stock = money, stock
        self._turn_words.clear()


def seat_figures(game: Game) -> tuple[SeatFigures, ...]:
    """Figures of every seat of ``game`` (finished or not), in seat order.

    Raises:
        IllegalActionError: only if ``game``'s own history does not replay, which would be an
            engine bug.
    """
    figures = tuple(SeatFigures(seat) for seat in range(len(game.players)))
    for step in play_through(fresh_copy(game), game.actions):
        for event in step.events:
            if isinstance(event, WordScored):
                figures[event.seat]._score_word(event)
            elif isinstance(event, RoyaltyPaid):
                figures[event.owner].royalties += event.amount
                figures[event.owner].money_earned += event.amount
            elif isinstance(event, ChallengeResolved) and event.valid:
                figures[event.builder].money_earned += 1
            elif isinstance(event, PatentBought):
                figures[event.seat].patents += event.letter
            elif isinstance(event, TurnStarted):
                figures[event.seat]._turn_words.clear()
            elif isinstance(event, TurnEnded):
                figures[event.seat]._end_turn()
    return figures
