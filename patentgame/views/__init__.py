"""The view floor: QtWidgets that paint the table and turn clicks, drags and keys into actions.

Views read the game through :class:`patentgame.controller.game_model.GameModel` and never decide
a rule: buttons are enabled by asking the engine whether an action is legal.

A note on start-up: PySide builds the Python enums of a Qt class the first time Python touches
the class, and when Qt hands Python a widget that Python never saw (an item view's own
viewport, for one) PySide searches every widget class for its type. Both are paid before the
table is first drawn. So the item views make their viewport themselves (``setViewport``), and
views avoid classes they do not need, such as ``QStyle`` just to read a hover flag
(``benchmarks/startup.py`` measures the whole start).
"""
