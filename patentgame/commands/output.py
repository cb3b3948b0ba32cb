"""What every subcommand prints: a result on stdout, or one line naming a problem on stderr.

Problems are told by the one module of sentences (:func:`patentgame.model.problems.explain`),
so the command line never prints a traceback or a Python internal, and output that cannot be
written (``> /dev/full``, a closed pipe) is a problem like any other: one line, exit status 1.
"""

from __future__ import annotations

import errno
import os
import sys

from patentgame.model.problems import Fault, Problem, explain, os_reason


def fail(command: str, problem: Problem, status: int = 2) -> int:
    """Print ``problem`` as one line on stderr (``patentgame COMMAND: sentence``); returns
    ``status`` for the caller to return."""
    say(f"patentgame {command}: {explain(problem)}")
    return status


def say(line: str) -> None:
    """One line on stderr; a stderr that cannot be written is given up quietly."""
    try:
        sys.stderr.write(line.replace("\n", " ") + "\n")
        sys.stderr.flush()
    except (OSError, ValueError):
        pass


def print_line(command: str, text: str) -> int:
    """Print ``text`` on stdout and flush it now, so a full disk or a closed pipe is told here
    as one line (exit 1) instead of a traceback at exit. Returns 0 when it was written."""
    try:
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
    except OSError as error:
        return output_failed(command, error)
    return 0


def output_failed(command: str, error: OSError) -> int:
    """Tell that stdout could not be written, and keep Python from trying again at exit."""
    _silence_stdout()
    if error.errno == errno.EPIPE:
        return 1  # the reader went away (| head): nothing to tell
    if error.errno == errno.ENOSPC:
        return fail(command, Problem(Fault.OUTPUT_DISK_FULL), 1)
    return fail(command, Problem(Fault.OUTPUT_FAILED, reason=os_reason(error)), 1)


def _silence_stdout() -> None:
    """Point stdout at the null device: what is left in its buffer is dropped, so the flush at
    exit cannot fail again and print ``Exception ignored ...``."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError):
        pass
