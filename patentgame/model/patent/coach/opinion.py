"""`MasterOpinion`: the master's second opinion on the coach's best builds.

The coach values plays by the expert's estimates; the master (``ai:master``) checks the best few
by playing each out on the same guesses of the hidden cards, the expert playing every seat, and
says which wins most often (`patentgame.model.patent.ai.master`). It sees only the seat's view,
as the coach does. The guesses are seeded by the position, so the same position gets the same
opinion whenever the machine has the same time to spare.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Sequence
from dataclasses import replace

from patentgame.model.ai import Budget
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.actions import Build
from patentgame.model.patent.ai.levels import MASTER_ID, create_player
from patentgame.model.patent.ai.master import MasterPlayer
from patentgame.model.patent.coach.advice import Opinion
from patentgame.model.patent.perspective import Perspective

#: An opinion resting on fewer guesses of the hidden cards is not given (on a busy machine the
#: master may get through only a few in its time): with four candidates, the first six guesses
#: are where the master's own search drops none.
FEWEST_GUESSES = 4


class MasterOpinion:
    """A `SecondOpinion` by the master, for ``Coach(lexicon, second_opinion=...)``.

    >>> from patentgame.model.patent.coach import Coach
    >>> from patentgame.model.patent.game import PatentGame, PlayerSpec, deck_starting_with
    >>> lexicon = Lexicon.load("en-enable")
    >>> deck = deck_starting_with("PLANETS" + "QUIZERS" + "AEI")
    >>> game = PatentGame.new([PlayerSpec("Ann"), PlayerSpec("Bob")], lexicon, deck=deck, start=0)
    >>> coach = Coach(lexicon, second_opinion=MasterOpinion(lexicon), opinion_seconds=5)
    >>> opinion = coach.analyse(game.perspective(0)).opinion
    >>> len(opinion.plays) >= 2 and opinion.guesses > 0 and 0 <= opinion.chances[0] <= 1
    True
    """

    def __init__(self, lexicon: Lexicon) -> None:
        player = create_player(MASTER_ID, lexicon)
        assert isinstance(player, MasterPlayer)
        self.master = player

    def prefer(self, view: Perspective, builds: Sequence[Build], budget: Budget) -> Opinion | None:
        """The master's choice among ``builds`` (the expert's favourite first), played out
        within ``budget`` (its time is the master's limit too); ``None`` when fewer than
        `FEWEST_GUESSES` guesses were played out in time, too few to say anything."""
        if budget.seconds is not None:
            self.master.lookahead = replace(self.master.lookahead, seconds=budget.seconds)
        weighing = self.master.weigh(view, builds, random.Random(position_seed(view)), budget)
        guesses = len(weighing.outcomes[weighing.choice])
        if guesses < FEWEST_GUESSES:
            return None
        chances = tuple(weighing.chance(index) for index in range(len(builds)))
        return Opinion(weighing.choice, chances, guesses)


def position_seed(view: Perspective) -> int:
    """A seed for the guesses of ``view``'s position: its seat, turn, hand and pool.

    >>> from patentgame.model.patent.game import PatentGame, PlayerSpec, deck_starting_with
    >>> deck = deck_starting_with("PLANETS" + "QUIZERS" + "AEI")
    >>> game = PatentGame.new([PlayerSpec("Ann"), PlayerSpec("Bob")], Lexicon.load("en-enable"),
    ...                 deck=deck, start=0)
    >>> position_seed(game.perspective(0)) == position_seed(game.copy().perspective(0))
    True
    """
    text = f"{view.seat}|{view.turns}|{sorted(view.hand_letters())}|{sorted(view.pool_letters())}"
    return zlib.crc32(text.encode("utf-8"))
