"""Subcommands of the ``patentgame`` command line, one module each (see :mod:`patentgame.cli`)."""

from __future__ import annotations

import argparse
from typing import TypeAlias

#: What each command module's ``register(subparsers)`` is given: the ``patentgame`` parser's
#: subcommands, to add its own parser to.
Subcommands: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"
