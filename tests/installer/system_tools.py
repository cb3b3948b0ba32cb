"""Debian tools some installer tests run, and what to do when one is missing.

``bootstrap.py test`` installs them (``TEST_DEBIAN_PACKAGES``). On a developer's machine without
them the test is skipped; in CI (``CI`` set) a missing tool fails the test, so a check that CI
promises can never pass by being skipped.
"""

from __future__ import annotations

import os
import shutil

import pytest


def require_tool(command: str, debian_package: str) -> str:
    """The path of ``command``; skip the test without it, or fail it in CI."""
    found = shutil.which(command)
    if found is not None:
        return found
    message = f"{command} is missing (Debian package {debian_package}; bootstrap.py installs it)"
    if os.environ.get("CI"):
        pytest.fail(message)
    pytest.skip(message)
