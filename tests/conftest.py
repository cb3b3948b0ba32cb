"""Test set-up shared by every test: Qt must run without a screen."""

from __future__ import annotations

import os

# Qt reads this when the first QGuiApplication starts; without a display it would abort.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _keep_none_alive() -> None:
    """Work around PySide6 6.12.0 on Python 3.11, which drops a reference to ``None`` on every
    call of a void method (``QFont.setPixelSize`` 100,000 times aborts the interpreter with
    "none_dealloc"; 6.11.3 does not, and from Python 3.12 ``None`` is immortal). Until the
    dependency excludes 6.12.0, give ``None`` enough references to outlast any test run."""
    import ctypes
    import sys
    from importlib.metadata import PackageNotFoundError, version

    try:
        pyside = version("PySide6-Essentials")
    except PackageNotFoundError:
        return
    if sys.version_info < (3, 12) and pyside.startswith("6.12."):
        # True and False lose references the same way when Python overrides of virtual
        # methods (item models' dropMimeData, removeRows) return them to Qt.
        for singleton in (None, True, False):
            ctypes.c_ssize_t.from_address(id(singleton)).value += 1 << 40


_keep_none_alive()
