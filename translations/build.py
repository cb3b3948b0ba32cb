"""Refresh the game's translation sources and compile them for the app.

Usage (development time; players and CI use the committed files)::

    python translations/build.py           # lupdate -> patentgame_en.ts, lrelease -> .qm
    python translations/build.py --check   # exit 1 if the committed files are out of date

Every sentence of the app is written in English in the code, through Qt's ``tr()``. English
needs a translation file all the same, for the sentences that count: "%n card(s)" becomes
"1 card" or "2 cards" only through the plural forms of ``patentgame_en.qm``. Those forms live
here, in :data:`ENGLISH_PLURALS` (and :data:`ENGLISH_SAME` for those alike in both); the
build writes them into ``translations/patentgame_en.ts`` (which Qt Linguist also opens) and
compiles it into
``patentgame/resources/translations/patentgame_en.qm``, which the app loads at start. A
translation into another language is a ``patentgame_<language>.ts`` beside it, made the same
way (``lupdate`` keeps what translators wrote).

The tools are PySide6's own ``pyside6-lupdate`` and ``pyside6-lrelease``.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SOURCE = HERE / "patentgame_en.ts"
COMPILED = ROOT / "patentgame" / "resources" / "translations" / "patentgame_en.qm"

#: English's two forms (one, more) of every sentence that counts with ``%n``.
ENGLISH_PLURALS: dict[str, tuple[str, str]] = {
    "%n try(s) left.": ("%n try left.", "%n tries left."),
    "You draw %n card(s).": ("You draw %n card.", "You draw %n cards."),
    "{name} draws %n card(s).": ("{name} draws %n card.", "{name} draws %n cards."),
    "The deck ran out: %n discarded card(s) are shuffled into a new deck.": (
        "The deck ran out: %n discarded card is shuffled into a new deck.",
        "The deck ran out: %n discarded cards are shuffled into a new deck.",
    ),
    "Word list: {lexicon}  ·  game over after %n turn(s)": (
        "Word list: {lexicon}  ·  game over after %n turn",
        "Word list: {lexicon}  ·  game over after %n turns",
    ),
    "The deck is empty: %n discarded card(s) are reshuffled.": (
        "The deck is empty: %n discarded card is reshuffled.",
        "The deck is empty: %n discarded cards are reshuffled.",
    ),
    "Build a word - or discard instead (%n try(s) left)": (
        "Build a word - or discard instead (%n try left)",
        "Build a word - or discard instead (%n tries left)",
    ),
    "{name}, build a word - or discard instead (%n try(s) left)": (
        "{name}, build a word - or discard instead (%n try left)",
        "{name}, build a word - or discard instead (%n tries left)",
    ),
    "with %n point(s), after {turns} turns": (
        "with %n point, after {turns} turns",
        "with %n points, after {turns} turns",
    ),
    "discard %n card(s)": ("discard %n card", "discard %n cards"),
    "The best play is a word of %n letter(s).": (
        "The best play is a word of %n letter.",
        "The best play is a word of %n letters.",
    ),
    "{name}: %n hint(s)": ("{name}: %n hint", "{name}: %n hints"),
    "%n hint(s) taken": ("%n hint taken", "%n hints taken"),
    "%n turn(s) reviewed ({state}). Values are the expert's: dollars of final score more than "
    "passing. Click a turn for why; click a word for its meanings.": (
        "%n turn reviewed ({state}). Values are the expert's: dollars of final score more than "
        "passing. Click a turn for why; click a word for its meanings.",
        "%n turns reviewed ({state}). Values are the expert's: dollars of final score more than "
        "passing. Click a turn for why; click a word for its meanings.",
    ),
}

#: Sentences that count with ``%n`` but read the same for one and for more in English
#: ("+1 stock", "+3 stock"); other languages may need forms for them.
ENGLISH_SAME: frozenset[str] = frozenset(
    {
        "You score {word}: ${money} + %n stock.",
        "{name} scores {word}: ${money} + %n stock.",
        "${money} money + %n stock + ${value} in patents ({letters})",
        "${money} money + %n stock, no patents",
        "{words}: ${money} + %n stock, turn {turn}",
        "+${money} +%n stock",
        "Discard %n and draw  (Enter)",
        "Discard %n  (Enter)",
        "${money} and %n stock",
        "Hints used in this game: %n",
    }
)


def english_forms(source: str) -> tuple[str, str] | None:
    """English's forms of the counting sentence ``source`` (``None``: not written here)."""
    if source in ENGLISH_SAME:
        return source, source
    return ENGLISH_PLURALS.get(source)


class BuildError(Exception):
    """The translations cannot be built; ``str()`` says why."""


def _tool(name: str) -> str:
    """The path of a PySide6 tool (beside the running Python first, as in a virtual env)."""
    beside = Path(sys.executable).with_name(name)
    if beside.exists():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        raise BuildError(f"{name} is missing: install PySide6-Essentials")
    return found


def sources() -> list[Path]:
    """Every Python file of the app, in a stable order."""
    return sorted((ROOT / "patentgame").rglob("*.py"))


def update(ts: Path) -> None:
    """Run lupdate over the app into ``ts`` (keeping what is translated), then write the
    English plural forms."""
    files = [str(path) for path in sources()]
    subprocess.run(
        [
            _tool("pyside6-lupdate"),
            *files,
            "-ts",
            str(ts),
            "-target-language",
            "en",
            "-source-language",
            "en",
            "-locations",
            "none",
            "-no-obsolete",
            "-silent",
        ],
        check=True,
    )
    fill_plurals(ts)


def counting_sentences(ts: Path) -> list[str]:
    """The sources of every message with plural forms in ``ts``."""
    tree = ElementTree.parse(ts)
    return [
        message.findtext("source", "")
        for message in tree.iter("message")
        if message.get("numerus") == "yes"
    ]


def fill_plurals(ts: Path) -> None:
    """Write :data:`ENGLISH_PLURALS` into ``ts``.

    Raises:
        BuildError: a counting sentence has no English forms here.
    """
    tree = ElementTree.parse(ts)
    missing = []
    for message in tree.iter("message"):
        if message.get("numerus") != "yes":
            continue
        source = message.findtext("source", "")
        forms = english_forms(source)
        if forms is None:
            missing.append(source)
            continue
        translation = message.find("translation")
        if translation is None:
            translation = ElementTree.SubElement(message, "translation")
        translation.attrib.pop("type", None)
        for child in list(translation):
            translation.remove(child)
        translation.text = None
        for form in forms:
            ElementTree.SubElement(translation, "numerusform").text = form
    if missing:
        raise BuildError(
            "no English plural forms in translations/build.py for: " + "; ".join(missing)
        )
    ElementTree.indent(tree, space="    ")
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    with ts.open("a", encoding="utf-8") as handle:
        handle.write("\n")


def release(ts: Path, qm: Path) -> None:
    """Compile ``ts`` into ``qm``."""
    qm.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)],
        check=True,
    )


def build(folder: Path) -> tuple[Path, Path]:
    """Make the .ts and .qm afresh in ``folder`` (starting from the committed .ts)."""
    ts, qm = folder / SOURCE.name, folder / COMPILED.name
    if SOURCE.exists():
        shutil.copyfile(SOURCE, ts)
    update(ts)
    release(ts, qm)
    return ts, qm


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check the committed files")
    args = parser.parse_args(argv)
    try:
        with tempfile.TemporaryDirectory() as temporary:
            ts, qm = build(Path(temporary))
            if args.check:
                stale = [
                    str(target.relative_to(ROOT))
                    for made, target in ((ts, SOURCE), (qm, COMPILED))
                    if not target.exists() or made.read_bytes() != target.read_bytes()
                ]
                if stale:
                    print("out of date: " + ", ".join(stale), file=sys.stderr)
                    return 1
                return 0
            shutil.copyfile(ts, SOURCE)
            COMPILED.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(qm, COMPILED)
    except (BuildError, subprocess.CalledProcessError) as error:
        print(f"translations/build.py: {error}", file=sys.stderr)
        return 2
    print(f"wrote {SOURCE.relative_to(ROOT)} and {COMPILED.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
