"""Checked values of the command line: whole numbers within bounds, and argparse's errors told
in one short line (a 100,000-character value is never echoed whole).

Imported by the command line's root at every start, so it imports nothing but argparse.
"""

from __future__ import annotations

import argparse
import contextlib
import re
import sys
from typing import NoReturn

#: Seeds are whole numbers of at most this many digits (the records of the games must load).
MAX_SEED_DIGITS = 18
#: Longest value an error message quotes whole.
QUOTED = 40


def whole_number(text: str, low: int, high: int) -> int:
    """``text`` as a whole number from ``low`` to ``high``.

    Raises:
        argparse.ArgumentTypeError: anything else, said in a short sentence.
    """
    digits = text.strip().removeprefix("-")
    if not digits.isascii() or not digits.isdigit() or len(digits) > len(str(high)) + 1:
        raise argparse.ArgumentTypeError(f"must be a whole number from {low:,} to {high:,}")
    value = int(text)
    if not low <= value <= high:
        raise argparse.ArgumentTypeError(f"must be a whole number from {low:,} to {high:,}")
    return value


def positive(text: str) -> int:
    """A whole number of 1 or more (and below a billion)."""
    return whole_number(text, 1, 999_999_999)


def count(text: str) -> int:
    """A whole number of 0 or more (and below a billion)."""
    return whole_number(text, 0, 999_999_999)


def seed_value(text: str) -> int:
    """A seed: a whole number of at most :data:`MAX_SEED_DIGITS` digits, either sign."""
    digits = text.strip().removeprefix("-")
    if not digits.isascii() or not digits.isdigit() or len(digits) > MAX_SEED_DIGITS:
        raise argparse.ArgumentTypeError(
            f"must be a whole number of at most {MAX_SEED_DIGITS} digits"
        )
    return int(text)


def short_message(message: str) -> str:
    """argparse's ``message`` with every long quoted value cut short, on one line.

    >>> short_message("argument --seed: invalid value: '" + "9" * 500 + "'")
    "argument --seed: invalid value: '99999999999999999999999999…9999999999999'"
    """

    def cut(found: re.Match[str]) -> str:
        value = found.group(1)
        head = (QUOTED - 1) * 2 // 3
        return "'" + value[:head] + "…" + value[-(QUOTED - 1 - head) :] + "'"

    text = re.sub(r"'([^']{" + str(QUOTED + 1) + r",})'", cut, message)
    text = re.sub(r"[\x00-\x1f\x7f\ud800-\udfff]|\\u[dD][89a-fA-F][0-9a-fA-F]{2}", "\ufffd", text)
    return text if len(text) <= 400 else text[:399] + "…"


class Parser(argparse.ArgumentParser):
    """argparse's parser, whose errors are one line (``prog: error: ...``), values cut short,
    and whose help and usage cannot fail on a closed or full stdout."""

    def error(self, message: str) -> NoReturn:
        # Through argparse's own lookup of its sentences, which the command line points at the
        # run's language (cli.speak_argparse; the sentence is listed there for lupdate).
        words = getattr(argparse, "_", str)
        template = words("%(prog)s: error: %(message)s (see %(prog)s --help)")
        line = template % {"prog": self.prog, "message": short_message(message)}
        with contextlib.suppress(OSError, ValueError):
            sys.stderr.write(line + "\n")
        sys.exit(2)

    def _print_message(self, message: str, file: object = None) -> None:
        with contextlib.suppress(OSError, ValueError):
            super()._print_message(message, file)  # type: ignore[arg-type]
