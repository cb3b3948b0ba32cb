"""Shared test setup: Qt must run offscreen here (no display), set before Qt is first imported."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
