"""Take-backs in BuyWord: what a player may undo, and the game as it was before.

As in the patent game (``model/patent/takeback.py``), a take-back is **free**: a player's own
last actions since something new was seen (the die, drawn tiles, the display, a word's check or
the answers to it, a new round) and since another player last acted. Nothing hidden was learnt,
so undoing them is fair in any game, rated ones included. In a game against computers a set
bought or declined can thus be taken back while its buyer is the last to buy (in a game alone,
until the first word is sold), a tile taken from the display until the next player takes one,
and a word offered for answers until somebody answers.

The earlier game is the record minus its last actions, replayed: a take-back is never a special
move, and the record stays a valid record (``docs/buyword-record.md``).

>>> from patentgame.model.buyword.actions import Buy, Roll
>>> from patentgame.model.buyword.game import BuyWordGame, PlayerSpec, bag_starting_with
>>> bag = bag_starting_with("CAT")
>>> game = BuyWordGame.new([PlayerSpec("Ann")], {"cat"}, seed=4, bag=bag, leader=0)
>>> _ = game.play(Roll(0))
>>> free_take_backs(game, 0)  # the die is news
0
>>> _ = game.play(Buy(0))
>>> free_take_backs(game, 0)  # the set bought: nothing new seen since
1
>>> taken_back(game, 1).action_count
1
"""

from __future__ import annotations

from dataclasses import replace

from patentgame.model.buyword.game import BuyWordGame
from patentgame.model.buyword.replay import replay


def free_take_backs(game: BuyWordGame, seat: int) -> int:
    """How many of the last actions ``seat`` may take back without revealing anything: those
    since :attr:`Game.settled_actions`, when they are ``seat``'s (0 once the game is over)."""
    if game.game_over:
        return 0
    open_actions = game.actions[game.settled_actions :]
    if not open_actions or any(action.seat != seat for action in open_actions):
        return 0
    return len(open_actions)


def taken_back(game: BuyWordGame, count: int) -> BuyWordGame:
    """``game`` as it was ``count`` actions ago: its record minus those actions, replayed.

    Raises:
        ValueError: ``count`` is negative or more than the actions played.
    """
    if not 0 <= count <= game.action_count:
        raise ValueError(f"cannot take back {count} of {game.action_count} actions")
    record = game.record()
    kept = replace(record, actions=record.actions[: len(record.actions) - count])
    return replay(kept, game.lexicon, theme_words=game.theme_words)
