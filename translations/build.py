"""Refresh the game's translation sources and compile them for the app: the one command.

Usage (development time; players and CI use the committed files)::

    python translations/build.py                  # lupdate -> every .ts, lrelease -> every .qm
    python translations/build.py --check          # exit 1 if the committed files are out of date
    python translations/build.py --drop-vanished  # also forget translations of removed sentences

Every sentence of the app is written in English in the code, through Qt's ``tr()``. English
needs a translation file all the same, for the sentences that count: "%n card(s)" becomes
"1 card" or "2 cards" only through the plural forms of ``patentgame_en.qm``. Those forms live
here, in :data:`ENGLISH_PLURALS` (and :data:`ENGLISH_SAME` for those alike in both); the
build writes them into ``translations/patentgame_en.ts`` (which Qt Linguist also opens) and
compiles it into
``patentgame/resources/translations/patentgame_en.qm``, which the app loads at start. A
translation into another language is a ``patentgame_<language>.ts`` beside it, made the same
way (``lupdate`` keeps what translators wrote): :data:`LANGUAGES` lists them. A new or changed
sentence of the code comes into every translation's ``.ts`` as ``type="unfinished"`` (and a
removed one as ``type="vanished"``), which ``tests/test_translations.py`` refuses until a
translator has dealt with it.

Beside each ``.qm`` the build writes ``patentgame_<language>.json``, the same translations
as plain JSON, for the parts of the game that load no Qt (the command line, the keeping
floor's sentences): :mod:`patentgame.wording` reads it.

The tools are PySide6's own ``pyside6-lupdate`` and ``pyside6-lrelease``.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
COMPILED_FOLDER = ROOT / "patentgame" / "resources" / "translations"

#: Every language of the app, English (the code's own) first. Adding one: see the README.
LANGUAGES: tuple[str, ...] = ("en", "ru", "pl", "es")


def source_of(language: str) -> Path:
    """The committed translation source (Qt Linguist's .ts) of ``language``."""
    return HERE / f"patentgame_{language}.ts"


def compiled_of(language: str) -> Path:
    """The compiled translation (.qm) of ``language`` that the app loads."""
    return COMPILED_FOLDER / f"patentgame_{language}.qm"


def export_of(language: str) -> Path:
    """The plain JSON export of ``language`` for the parts of the game without Qt."""
    return COMPILED_FOLDER / f"patentgame_{language}.json"


SOURCE = source_of("en")
COMPILED = compiled_of("en")

#: English's two forms (one, more) of every sentence that counts with ``%n``.
ENGLISH_PLURALS: dict[str, tuple[str, str]] = {
    "Not rated: the Hint showed the whole play on %n turn(s).": (
        "Not rated: the Hint showed the whole play on %n turn.",
        "Not rated: the Hint showed the whole play on %n turns.",
    ),
    "%n try(s) left.": ("%n try left.", "%n tries left."),
    "{word} is valid in {list}: %n pip(s), it sells for ${price} in BuyWord": (
        "{word} is valid in {list}: %n pip, it sells for ${price} in BuyWord",
        "{word} is valid in {list}: %n pips, it sells for ${price} in BuyWord",
    ),
    "{word} is valid in {game} ({list}): %n point(s) before premium squares": (
        "{word} is valid in {game} ({list}): %n point before premium squares",
        "{word} is valid in {game} ({list}): %n points before premium squares",
    ),
    "The game ends when a player uses their last tile while the bag is empty, when every "
    "player has passed twice in a row, or after %n turn(s) in a row that scored nothing "
    "(passes, exchanges, plays taken back): when nobody can make a word, even after "
    "exchanging.": (
        "The game ends when a player uses their last tile while the bag is empty, when every "
        "player has passed twice in a row, or after %n turn in a row that scored nothing "
        "(passes, exchanges, plays taken back): when nobody can make a word, even after "
        "exchanging.",
        "The game ends when a player uses their last tile while the bag is empty, when every "
        "player has passed twice in a row, or after %n turns in a row that scored nothing "
        "(passes, exchanges, plays taken back): when nobody can make a word, even after "
        "exchanging.",
    ),
    "{name} loses %n point(s) on time.": (
        "{name} loses %n point on time.",
        "{name} loses %n points on time.",
    ),
    "{name} gains %n point(s) from the tiles left.": (
        "{name} gains %n point from the tiles left.",
        "{name} gains %n points from the tiles left.",
    ),
    "{name} loses %n point(s) for the tiles left.": (
        "{name} loses %n point for the tiles left.",
        "{name} loses %n points for the tiles left.",
    ),
    "{words}: %n point(s)": ("{words}: %n point", "{words}: %n points"),
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
    "The goal also needs at least %n patent(s)": (
        "The goal also needs at least %n patent",
        "The goal also needs at least %n patents",
    ),
    "There are %n letter card(s):": ("There is %n letter card:", "There are %n letter cards:"),
    "Each player is dealt %n card(s).": (
        "Each player is dealt %n card.",
        "Each player is dealt %n cards.",
    ),
    "%n card(s) lie face up as the pool.": (
        "%n card lies face up as the pool.",
        "%n cards lie face up as the pool.",
    ),
    # BuyWord's table
    "The bag holds too few tiles for this round: its last %n tile(s) leave the game, nobody "
    "buys, and the game ends after this round's selling.": (
        "The bag holds too few tiles for this round: its last %n tile leaves the game, nobody "
        "buys, and the game ends after this round's selling.",
        "The bag holds too few tiles for this round: its last %n tiles leave the game, nobody "
        "buys, and the game ends after this round's selling.",
    ),
    "Keep at most 8 letters: mark %n tile(s) to discard, then press Enter.": (
        "Keep at most 8 letters: mark %n tile to discard, then press Enter.",
        "Keep at most 8 letters: mark %n tiles to discard, then press Enter.",
    ),
    "Round {round} - %n tile(s) in the bag - {purse}": (
        "Round {round} - %n tile in the bag - {purse}",
        "Round {round} - %n tiles in the bag - {purse}",
    ),
    "Round {round}\n%n tile(s) in the bag": (
        "Round {round}\n%n tile in the bag",
        "Round {round}\n%n tiles in the bag",
    ),
    "%n tile(s) in the bag": ("%n tile in the bag", "%n tiles in the bag"),
    "%n letter(s)": ("%n letter", "%n letters"),
    "after %n round(s) alone": ("after %n round alone", "after %n rounds alone"),
    "with the most money, after %n round(s)": (
        "with the most money, after %n round",
        "with the most money, after %n rounds",
    ),
    "{money}, over %n game(s) alone.": (
        "{money}, over %n game alone.",
        "{money}, over %n games alone.",
    ),
    "%n win(s) against other players": (
        "%n win against other players",
        "%n wins against other players",
    ),
    "%n game(s) alone, {reached} within or above the rules' yardstick": (
        "%n game alone, {reached} within or above the rules' yardstick",
        "%n games alone, {reached} within or above the rules' yardstick",
    ),
    "%n wild tile(s)": ("%n wild tile", "%n wild tiles"),
    "%n pip(s): the set costs {price}": (
        "%n pip: the set costs {price}",
        "%n pips: the set costs {price}",
    ),
    "{word}: %n pip(s), sells for {price}": (
        "{word}: %n pip, sells for {price}",
        "{word}: %n pips, sells for {price}",
    ),
    "{word}: %n pip(s), {price} - {why}": (
        "{word}: %n pip, {price} - {why}",
        "{word}: %n pips, {price} - {why}",
    ),
    # The crossword-board games.
    "{name} plays {words} at {where} for %n point(s).": (
        "{name} plays {words} at {where} for %n point.",
        "{name} plays {words} at {where} for %n points.",
    ),
    "{name} exchanges %n tile(s).": ("{name} exchanges %n tile.", "{name} exchanges %n tiles."),
    "You exchange %n tile(s).": ("You exchange %n tile.", "You exchange %n tiles."),
    "You take the play back and lose %n point(s).": (
        "You take the play back and lose %n point.",
        "You take the play back and lose %n points.",
    ),
    "You gain %n point(s) for the wrong challenge.": (
        "You gain %n point for the wrong challenge.",
        "You gain %n points for the wrong challenge.",
    ),
    "You play {words} at {where} for %n point(s).": (
        "You play {words} at {where} for %n point.",
        "You play {words} at {where} for %n points.",
    ),
    "{name} takes the play back and loses %n point(s).": (
        "{name} takes the play back and loses %n point.",
        "{name} takes the play back and loses %n points.",
    ),
    "{name} gains %n point(s) for the wrong challenge.": (
        "{name} gains %n point for the wrong challenge.",
        "{name} gains %n points for the wrong challenge.",
    ),
    "Turn {number} · {name} to play · %n tile(s) in the bag": (
        "Turn {number} · {name} to play · %n tile in the bag",
        "Turn {number} · {name} to play · %n tiles in the bag",
    ),
    "%n tile(s)": ("%n tile", "%n tiles"),
    "Bag: %n tile(s)": ("Bag: %n tile", "Bag: %n tiles"),
    "exchanged %n tile(s)": ("exchanged %n tile", "exchanged %n tiles"),
    "exchanged %n tile(s): {tiles}": ("exchanged %n tile: {tiles}", "exchanged %n tiles: {tiles}"),
    "{words} +{bonus} for the whole rack: %n point(s)": (
        "{words} +{bonus} for the whole rack: %n point",
        "{words} +{bonus} for the whole rack: %n points",
    ),
    "Exchange %n tile(s)": ("Exchange %n tile", "Exchange %n tiles"),
    "Hint: the best play puts down %n tile(s) for {score} points.": (
        "Hint: the best play puts down %n tile for {score} points.",
        "Hint: the best play puts down %n tiles for {score} points.",
    ),
    # BuyWord's rules page (Help > Rules)
    "The bag holds %n letter tile(s). Each shows its letter and from {fewest} to {most} pips:": (
        "The bag holds %n letter tile. Each shows its letter and from {fewest} to {most} pips:",
        "The bag holds %n letter tiles. Each shows its letter and from {fewest} to {most} pips:",
    ),
    "There are also %n wild tile(s).": (
        "There is also %n wild tile.",
        "There are also %n wild tiles.",
    ),
    "A wild tile carries %n pip(s) and stands for any letter from A to Z in the word it is "
    "sold in.": (
        "A wild tile carries %n pip and stands for any letter from A to Z in the word it is "
        "sold in.",
        "A wild tile carries %n pips and stands for any letter from A to Z in the word it is "
        "sold in.",
    ),
    "Alone, you play the same rounds with %n wild tile(s). The game checks every word, and "
    "there is no auction.": (
        "Alone, you play the same rounds with %n wild tile. The game checks every word, and "
        "there is no auction.",
        "Alone, you play the same rounds with %n wild tiles. The game checks every word, and "
        "there is no auction.",
    ),
    "%n word(s) in {list}": ("%n word in {list}", "%n words in {list}"),
    "%n game(s)": ("%n game", "%n games"),
    "Imported “{name}”: %Ln word(s).": (
        "Imported “{name}”: %Ln word.",
        "Imported “{name}”: %Ln words.",
    ),
    "Rating after each of %n game(s); now {rating}": (
        "Rating after each of %n game; now {rating}",
        "Rating after each of %n games; now {rating}",
    ),
    "{title} (%Ln word(s))": ("{title} (%Ln word)", "{title} (%Ln words)"),
    "The last %n line(s) of the log file {file}:": (
        "The last line of the log file {file}:",
        "The last %n lines of the log file {file}:",
    ),
    "%n file(s) could not be opened: {names} and {more} more. {reason}": (
        "%n file could not be opened: {names} and {more} more. {reason}",
        "%n files could not be opened: {names} and {more} more. {reason}",
    ),
    "%n file(s) could not be opened: {names}. {reason}": (
        "%n file could not be opened: {names}. {reason}",
        "%n files could not be opened: {names}. {reason}",
    ),
    "discard %n card(s)": ("discard %n card", "discard %n cards"),
    "The best play is a word of %n letter(s).": (
        "The best play is a word of %n letter.",
        "The best play is a word of %n letters.",
    ),
    "{name}: %n hint(s)": ("{name}: %n hint", "{name}: %n hints"),
    "The master played the best plays out on %n guess(es) of the hidden cards": (
        "The master played the best plays out on %n guess of the hidden cards",
        "The master played the best plays out on %n guesses of the hidden cards",
    ),
    "%n patentgame window(s) are already open; this one will not autosave its game.": (
        "%n patentgame window is already open; this one will not autosave its game.",
        "%n patentgame windows are already open; this one will not autosave its game.",
    ),
    "The statistics file was damaged; it was kept as {kept}, and the %n game(s) that could "
    "still be read were carried into a new one.": (
        "The statistics file was damaged; it was kept as {kept}, and the %n game that could "
        "still be read was carried into a new one.",
        "The statistics file was damaged; it was kept as {kept}, and the %n games that could "
        "still be read were carried into a new one.",
    ),
    "%n finished game(s) kept while the statistics could not take them were added to them now.": (
        "%n finished game kept while the statistics could not take it was added to them now.",
        "%n finished games kept while the statistics could not take them were added to them now.",
    ),
    "%n hint(s) taken": ("%n hint taken", "%n hints taken"),
    "%n turn(s) reviewed ({state}). Values are the expert's: dollars of final score more than "
    "passing. Click a turn for why; click a word for its meanings.": (
        "%n turn reviewed ({state}). Values are the expert's: dollars of final score more than "
        "passing. Click a turn for why; click a word for its meanings.",
        "%n turns reviewed ({state}). Values are the expert's: dollars of final score more than "
        "passing. Click a turn for why; click a word for its meanings.",
    ),
    # The board games' and BuyWord's review (views/choice_review.py)
    "%n turn(s) reviewed ({state}). Values are the expert's equity: points now and what the "
    "tiles kept are worth. Click a turn for the best options; click a word for its meanings.": (
        "%n turn reviewed ({state}). Values are the expert's equity: points now and what the "
        "tiles kept are worth. Click a turn for the best options; click a word for its meanings.",
        "%n turns reviewed ({state}). Values are the expert's equity: points now and what the "
        "tiles kept are worth. Click a turn for the best options; click a word for its meanings.",
    ),
    "%n decision(s) reviewed ({state}): buying, selling and discarding. Values are the "
    "expert's money: dollars now and what the hand kept is worth. Click a row for the best "
    "options; click a word for its meanings.": (
        "%n decision reviewed ({state}): buying, selling and discarding. Values are the "
        "expert's money: dollars now and what the hand kept is worth. Click a row for the best "
        "options; click a word for its meanings.",
        "%n decisions reviewed ({state}): buying, selling and discarding. Values are the "
        "expert's money: dollars now and what the hand kept is worth. Click a row for the best "
        "options; click a word for its meanings.",
    ),
    "%n turn(s) of the file name no rack and are not reviewed.": (
        "%n turn of the file names no rack and is not reviewed.",
        "%n turns of the file name no rack and are not reviewed.",
    ),
    # Crossword-board games: Help > Rules (views/board/rules_text.py)
    "The bag holds %n tile(s), blanks included:": (
        "The bag holds %n tile, blanks included:",
        "The bag holds %n tiles, blanks included:",
    ),
    "Each player then draws %n tile(s) onto their rack, and after each move draws back up to "
    "that many while the bag lasts.": (
        "Each player then draws %n tile onto their rack, and after each move draws back up to that "
        "many while the bag lasts.",
        "Each player then draws %n tiles onto their rack, and after each move draws back up to that"
        " many while the bag lasts.",
    ),
    "<b>Exchange</b>: instead of a move, put back any number of tiles and draw as many, when "
    "the bag holds at least %n tile(s).": (
        "<b>Exchange</b>: instead of a move, put back any number of tiles and draw as many, when "
        "the bag holds at least %n tile.",
        "<b>Exchange</b>: instead of a move, put back any number of tiles and draw as many, when "
        "the bag holds at least %n tiles.",
    ),
    "The first word covers the centre star, a double word square, and has at least %n letter(s).": (
        "The first word covers the centre star, a double word square, and has at least %n letter.",
        "The first word covers the centre star, a double word square, and has at least %n letters.",
    ),
    "A move that lays all %n tile(s) of the rack earns {bonus} points more.": (
        "A move that lays all %n tile of the rack earns {bonus} points more.",
        "A move that lays all %n tiles of the rack earns {bonus} points more.",
    ),
    "After a move any opponent may challenge it. If a word is not in the word list, the move is"
    " taken back, scores nothing and the turn is lost. If every word is in the list, the "
    "challenged player gains %n point(s).": (
        "After a move any opponent may challenge it. If a word is not in the word list, the move is"
        " taken back, scores nothing and the turn is lost. If every word is in the list, the "
        "challenged player gains %n point.",
        "After a move any opponent may challenge it. If a word is not in the word list, the move is"
        " taken back, scores nothing and the turn is lost. If every word is in the list, the "
        "challenged player gains %n points.",
    ),
    "The game ends when a player uses their last tile while the bag is empty, or after %n "
    "turn(s) in a row that scored nothing.": (
        "The game ends when a player uses their last tile while the bag is empty, or after %n turn "
        "in a row that scored nothing.",
        "The game ends when a player uses their last tile while the bag is empty, or after %n turns"
        " in a row that scored nothing.",
    ),
    # the board games' clock (issue 34.9)
    "You went over time by %n minute(s): {points} points off.": (
        "You went over time by %n minute: {points} points off.",
        "You went over time by %n minutes: {points} points off.",
    ),
    "{name} went over time by %n minute(s): {points} points off.": (
        "{name} went over time by %n minute: {points} points off.",
        "{name} went over time by %n minutes: {points} points off.",
    ),
    "Each move has %n second(s). A player whose time runs out has left the game: with two "
    "players the other wins; with three or four the others play on.": (
        "Each move has %n second. A player whose time runs out has left the game: with two "
        "players the other wins; with three or four the others play on.",
        "Each move has %n seconds. A player whose time runs out has left the game: with two "
        "players the other wins; with three or four the others play on.",
    ),
    "Each player has %n minute(s) for the whole game. A player who takes longer loses "
    "{points} points for each minute, or part of a minute, over; at the end.": (
        "Each player has %n minute for the whole game. A player who takes longer loses "
        "{points} points for each minute, or part of a minute, over; at the end.",
        "Each player has %n minutes for the whole game. A player who takes longer loses "
        "{points} points for each minute, or part of a minute, over; at the end.",
    ),
}

#: Sentences that count with ``%n`` but read the same for one and for more in English
#: ("+1 stock", "+3 stock"); other languages may need forms for them.
ENGLISH_SAME: frozenset[str] = frozenset(
    {
        "Unseen (%n): ",
        "You score {word}: ${money} + %n stock.",
        "{name} scores {word}: ${money} + %n stock.",
        "${money} money + %n stock + ${value} in patents ({letters})",
        "${money} money + %n stock, no patents",
        "{words}: ${money} + %n stock, turn {turn}",
        "+${money} +%n stock",
        "Discard %n and draw  (Enter)",
        "Discard %n  (Enter)",
        # BuyWord: the die's counts are 2 to 5
        "{name} rolled %n: each player draws %n tiles.",
        "{name} named %n: each player draws %n tiles.",
        "You rolled %n: each player draws %n tiles.",
        "You named %n: each player draws %n tiles.",
        "The die shows CHOICE; %n tiles named",
        "The die shows %n",
        "{word} is valid in {list}: ${money} and %n stock (doubled by the Q)",
        "{word} is valid in {list}: ${money} and %n stock",
        "${money} and %n stock",
        "… and %Ln more",
        "${money}  ·  %n stock  ·  score {score}",
        "{word} earns ${money} + %n stock, x{multiplier} by {letters}",
        "{word} earns ${money} + %n stock",
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


def update(ts: Path, language: str = "en", *, drop_vanished: bool = False) -> None:
    """Run lupdate over the app into ``ts`` (keeping what is translated).

    English drops removed sentences (the code is its source) and gets its plural forms
    from :data:`ENGLISH_PLURALS`; another language keeps a removed sentence as
    ``vanished`` (a translator may reuse it) unless ``drop_vanished``.
    """
    files = [str(path) for path in sources()]
    keep = language != "en" and not drop_vanished
    subprocess.run(
        [
            _tool("pyside6-lupdate"),
            *files,
            "-ts",
            str(ts),
            "-target-language",
            language,
            "-source-language",
            "en",
            "-locations",
            "none",
            *([] if keep else ["-no-obsolete"]),
            "-silent",
        ],
        check=True,
    )
    if language == "en":
        fill_plurals(ts)
    else:
        _rewrite(ElementTree.parse(ts), ts)


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
    _rewrite(tree, ts)


def _rewrite(tree: ElementTree.ElementTree, ts: Path) -> None:
    """Write ``tree`` to ``ts`` in one stable layout (lupdate's own varies by version).

    lupdate reads a Python ``#:`` comment as a note to translators and pins it to the next
    sentence it meets, but the code's ``#:`` comments document attributes (a mime type, a
    column's width), not sentences: beside "DL" or "Game news" they only mislead. The notes
    are dropped; what a translator must know travels as a ``tr()`` disambiguation.
    """
    for message in tree.iter("message"):
        for note in message.findall("extracomment"):
            message.remove(note)
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


def export(ts: Path, target: Path) -> None:
    """Write the finished translations of ``ts`` as JSON: ``{context: {source: text}}``, a
    counting sentence's text being the list of its plural forms. Unfinished ones are left
    out (the English of the code shows, as Qt does)."""
    contexts: dict[str, dict[str, str | list[str]]] = {}
    for context in ElementTree.parse(ts).iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") is not None:
                continue
            source = message.findtext("source", "")
            if message.get("numerus") == "yes":
                forms = [form.text or "" for form in translation.iter("numerusform")]
                if all(forms):
                    contexts.setdefault(name, {})[source] = forms
            elif translation.text:
                contexts.setdefault(name, {})[source] = translation.text
    language = ElementTree.parse(ts).getroot().get("language", "")
    document = {"language": language, "contexts": contexts}
    target.write_text(
        json.dumps(document, ensure_ascii=False, sort_keys=True, indent=0) + "\n",
        encoding="utf-8",
    )


def build(folder: Path, *, drop_vanished: bool = False) -> dict[str, tuple[Path, Path, Path]]:
    """Make every language's .ts, .qm and .json afresh in ``folder`` (starting from the
    committed .ts); by language."""
    made = {}
    for language in LANGUAGES:
        ts = folder / source_of(language).name
        qm = folder / compiled_of(language).name
        exported = folder / export_of(language).name
        if source_of(language).exists():
            shutil.copyfile(source_of(language), ts)
        update(ts, language, drop_vanished=drop_vanished)
        release(ts, qm)
        export(ts, exported)
        made[language] = (ts, qm, exported)
    return made


def committed_of(language: str) -> tuple[Path, Path, Path]:
    """Where the build's three files of ``language`` are committed."""
    return source_of(language), compiled_of(language), export_of(language)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check the committed files")
    parser.add_argument(
        "--drop-vanished",
        action="store_true",
        help="forget the translations of sentences the code no longer has",
    )
    args = parser.parse_args(argv)
    try:
        with tempfile.TemporaryDirectory() as temporary:
            made = build(Path(temporary), drop_vanished=args.drop_vanished)
            pairs = [
                (new, target)
                for language, files in made.items()
                for new, target in zip(files, committed_of(language), strict=True)
            ]
            if args.check:
                stale = [
                    str(target.relative_to(ROOT))
                    for new, target in pairs
                    if not target.exists() or new.read_bytes() != target.read_bytes()
                ]
                if stale:
                    print("out of date: " + ", ".join(stale), file=sys.stderr)
                    return 1
                return 0
            for new, target in pairs:
                target.parent.mkdir(parents=True, exist_ok=True)
                # Each file is replaced in one step, never rewritten in place: a running game
                # (or test) maps its .qm into memory, and a .qm rewritten under it made its
                # translator read garbage (English, wrong plural forms, or a crash).
                fresh = target.with_name(target.name + ".new")
                shutil.copyfile(new, fresh)
                os.replace(fresh, target)
    except (BuildError, subprocess.CalledProcessError) as error:
        print(f"translations/build.py: {error}", file=sys.stderr)
        return 2
    for language in LANGUAGES:
        print(f"wrote {source_of(language).relative_to(ROOT)} and its .qm and .json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
