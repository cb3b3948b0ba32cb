"""BuyWord, Sid Sackson's game of buying letters and selling words: the pure-Python engine.

The house's registry (``patentgame.families.BUYWORD``: id ``"buyword"``, 1 to 4 seats, records
of format ``"patentgame-buyword-record"``) names the parts: the rules
(:class:`~patentgame.model.buyword.rules.BuyWordRules`), records
(:mod:`patentgame.model.buyword.record`, docs/buyword-record.md), their replay
(:mod:`patentgame.model.buyword.replay`) and the computer players
(:mod:`patentgame.model.buyword.ai.levels`: the levels people choose and ``create_player``).
Importing this package loads nothing else, so the registry pays only for the part it asks for.

>>> import random
>>> from patentgame.model.ai import Budget
>>> from patentgame.model.buyword.ai.levels import create_player
>>> from patentgame.model.buyword.game import BuyWordGame
>>> from patentgame.model.lexicon import Lexicon
>>> from patentgame.model.seats import PlayerSpec
>>> players = [PlayerSpec("Ann"), PlayerSpec("Tycoon", "ai:expert")]
>>> game = BuyWordGame.new(players, Lexicon.load(), seed=3)
>>> game.phase, len(game.hand(0))
(<Phase.ROLL: 'roll'>, 4)
>>> tycoon = create_player("ai:expert", Lexicon.load())
>>> tycoon.choose(game.perspective(game.leader), random.Random(1), Budget()).reason
'rolled the die'

The engine keeps the house rules of ARCHITECTURE.md: frozen values, one phase machine
(`Game`) changed only by `Game.play`, refusals named by `IllegalReason` (a
:class:`~patentgame.model.errors.Refusal`), every random step drawn from the game's own seeded
generator, and events for every automatic step.
"""
