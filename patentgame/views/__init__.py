"""The view floor: QtWidgets that paint the table and turn clicks, drags and keys into actions.

Views read the game through :class:`patentgame.controller.game_model.GameModel` and never decide
a rule: buttons are enabled by asking the engine whether an action is legal.
"""
