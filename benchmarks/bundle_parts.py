"""What each part of the frozen bundle costs: a table of megabytes by part.

Run ``python benchmarks/bundle_parts.py`` after ``python installer/build.py`` (or
``--bundle-only``); ``--bundle DIR`` measures another bundle folder. Every regular file of the
bundle falls in exactly one part (the first whose rule matches, in the table's order), so the
parts add up to the bundle's size, which ``benchmarks/bundle.py`` holds to its limit. The word
lists, the board games' everyday vocabularies and the translations are listed file by file
too, since they are what grows when a language or a list is added.

Sizes are megabytes of 10^6 bytes, as ``benchmarks/bundle.py`` counts them.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "patentgame"

#: (part, rule on the file's path inside the bundle, ``/``-separated), first match wins.
PARTS: tuple[tuple[str, Callable[[str], bool]], ...] = (
    ("word lists (DAWGs)", lambda p: "/resources/lexicon/" in p and ".dawg" in p),
    ("everyday vocabularies", lambda p: "/ai/vocabulary/" in p and ".dawg" in p),
    ("word meanings (WordNet)", lambda p: "/resources/definitions/" in p),
    ("game translations", lambda p: "/resources/translations/" in p),
    ("sounds", lambda p: "/resources/sounds/" in p),
    ("other game files", lambda p: "patentgame/" in p and "dist-info" not in p),
    ("Qt translations", lambda p: "/Qt/translations/" in p),
    ("Qt plugins", lambda p: "/Qt/plugins/" in p),
    ("ICU (Unicode data for QtCore)", lambda p: bool(re.search(r"/libicu\w+\.so", p))),
    ("Qt libraries", lambda p: bool(re.search(r"/libQt6\w+\.so", p))),
    (
        "PySide6 modules and shiboken",
        lambda p: "PySide6/" in p or "shiboken" in p or "pyside6" in p,
    ),
    ("Python (interpreter, stdlib)", lambda p: "python3" in p or "base_library" in p),
    ("executable (with the game's code)", lambda p: p.count("/") == 0),
    ("other libraries", lambda p: ".so" in p or p.endswith((".dll", ".dylib"))),
    ("everything else", lambda p: True),
)
#: Parts whose files are listed one by one under the table.
ITEMISED = ("word lists (DAWGs)", "everyday vocabularies", "game translations")
#: Libraries listed one by one under the table when they are at least this large.
BIG_LIBRARY = 1_000_000


def part_of(path: str) -> str:
    """The part a file of the bundle belongs to (its path inside the bundle, ``/``-separated).

    >>> part_of("_internal/patentgame/resources/lexicon/en-enable.dawg")
    'word lists (DAWGs)'
    >>> part_of("_internal/libicudata.so.73")
    'ICU (Unicode data for QtCore)'
    >>> part_of("patentgame") == "executable (with the game's code)"
    True
    """
    return next(name for name, rule in PARTS if rule(path))


def measure(bundle: Path) -> dict[str, list[tuple[str, int]]]:
    """Each part's files (path, bytes); links are not followed, as ``bundle.py`` counts."""
    parts: dict[str, list[tuple[str, int]]] = {name: [] for name, _ in PARTS}
    for file in sorted(bundle.rglob("*")):
        if file.is_file() and not file.is_symlink():
            path = file.relative_to(bundle).as_posix()
            parts[part_of(path)].append((path, file.stat().st_size))
    return parts


def megabytes(size: int) -> str:
    return f"{size / 1e6:8.2f}"


def report(bundle: Path) -> None:
    """Print the table of parts, then the itemised parts and the big libraries."""
    parts = measure(bundle)
    total = sum(size for files in parts.values() for _, size in files)
    print(f"bundle {bundle}: {total / 1e6:.1f} MB")
    print(f"{'part':40} {'MB':>8} {'files':>6} {'share':>6}")
    for name, files in sorted(parts.items(), key=lambda item: -sum(s for _, s in item[1])):
        size = sum(s for _, s in files)
        if files:
            print(f"{name:40} {megabytes(size)} {len(files):6} {size / total:6.1%}")
    for name in ITEMISED:
        print(f"\n{name}:")
        for path, size in sorted(parts[name], key=lambda item: -item[1]):
            print(f"  {Path(path).name:38} {megabytes(size)}")
    print(f"\nfiles of at least {BIG_LIBRARY / 1e6:.0f} MB:")
    big = [(p, s) for files in parts.values() for p, s in files if s >= BIG_LIBRARY]
    for path, size in sorted(big, key=lambda item: -item[1]):
        print(f"  {path:60} {megabytes(size)}")


def main(argv: Sequence[str] | None = None) -> int:
    """Print the table; exit 1 with one line when there is no bundle to measure."""
    parser = argparse.ArgumentParser(description="What each part of the bundle costs.")
    parser.add_argument("--bundle", type=Path, default=BUNDLE, help="the bundle folder")
    args = parser.parse_args(argv)
    if not args.bundle.is_dir():
        print(f"bundle: {args.bundle} does not exist: run python installer/build.py first")
        return 1
    report(args.bundle)
    return 0


if __name__ == "__main__":
    sys.exit(main())
