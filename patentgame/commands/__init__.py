"""Subcommands of the ``patentgame`` command line, one module each (see :mod:`patentgame.cli`)."""
