"""Test set-up shared by every test: Qt must run without a screen."""

from __future__ import annotations

import os

# Qt reads this when the first QGuiApplication starts; without a display it would abort.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
