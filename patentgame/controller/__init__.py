"""The controller floor: QtCore only. It wraps the engine in signals and item models.

Nothing here imports QtWidgets (a test checks), so every piece can be driven by tests and by the
command line without a window.
"""
