"""A damaged compiled word list is refused in one sentence; no walk of it runs for ever
(issue 36.5).

Two defences: an imported list's file must match the checksum its import wrote (checked at
every load; a list imported before checksums were kept is checked whole once, then its checksum
is written), and every walk of a word graph is bounded (siblings must ascend, depth is bounded,
a step outside the arrays is damage), for graphs no checksum covers. The walks run in a child
process with a generous time limit: before the fix some of them never ended.
"""

from __future__ import annotations

import json
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from patentgame.model.errors import LexiconError
from patentgame.model.lexicon import Lexicon, child_offset, import_wordlist
from patentgame.model.problems import Fault

ROOT = Path(__file__).resolve().parents[2]
WORDS = "cat car cart cow coat cot dog dot eat tea tee ten tan tin ton toe net nut".split()
#: A walk that has not ended in this long would never end (each takes milliseconds).
HANG = 60


def compiled_list(tmp_path: Path) -> Path:
    """A real list, imported as a person imports one."""
    source = tmp_path / "mine.txt"
    source.write_text("\n".join(WORDS) + "\n")
    info = import_wordlist(source, "Mine", tmp_path / "data").info
    return tmp_path / "data" / "wordlists" / f"{info.id}.dawg"


def guide_start(data: bytes) -> int:
    return 8 + 4 * struct.unpack_from("=I", data)[0]


def with_sibling_loop(path: Path, prefix: str = "c") -> bytes:
    """The file with one byte of its guide changed: the last child after ``prefix`` names the
    first child as its next sibling, so the chain of siblings goes round for ever."""
    lexicon = Lexicon.load_path(path)
    node = lexicon.follow(prefix)
    assert node is not None
    children = [child for _letter, child in lexicon.children(node)]
    first_label = lexicon.units[children[0]] & 0xFF
    data = bytearray(path.read_bytes())
    data[guide_start(data) + 2 * children[-1] + 1] = first_label
    return bytes(data)


def with_step_outside(path: Path, prefix: str = "c") -> bytes:
    """The file with the node after ``prefix`` pointing its children far outside the arrays
    (two bytes of its unit changed)."""
    lexicon = Lexicon.load_path(path)
    node = lexicon.follow(prefix)
    assert node is not None
    data = bytearray(path.read_bytes())
    at = 4 + 4 * node + 2  # the unit's high bytes: its offset to its children
    data[at : at + 2] = b"\xff\x7f"
    return bytes(data)


#: Each walk a game or command takes of a list, run on a damaged file in a child process.
WALK = """
import sys
from patentgame.model.errors import LexiconError
from patentgame.model.lexicon import Lexicon
lexicon = Lexicon.load_path(sys.argv[1])
what = sys.argv[2]
try:
    if what == "patent":
        from patentgame.model.patent.words import WordFinder
        found = WordFinder(lexicon).words_from("catrowe", "dn", copy=True, add_s=True)
    elif what == "buyword":
        from patentgame.model.buyword.search import WordFinder
        found = WordFinder(lexicon).find("CATROWE", wilds=1)
    elif what == "board":
        from patentgame.model.board.rules import rules_for
        from patentgame.model.board.tile_graph import tile_graph
        graph = tile_graph(lexicon, rules_for("scrabble-en").tiles)
        found = [graph.walk(word) for word in ("cat", "cow", "cot", "coat")]
    elif what == "every word":
        found = list(lexicon)
    elif what == "membership":
        found = [word in lexicon for word in ("cat", "cow", "coat", "cart")]
    print("walked", len(found))
except LexiconError as error:
    print("refused", error.problem.fault.value, error)
"""


def walk(path: Path, what: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", WALK, str(path), what],
        capture_output=True,
        text=True,
        timeout=HANG,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )
    assert done.stderr == "", done.stderr  # no traceback
    return done.stdout.strip()


@pytest.mark.parametrize("what", ["patent", "buyword", "board", "every word"])
def test_no_walk_of_a_list_whose_siblings_go_round_runs_for_ever(tmp_path: Path, what: str) -> None:
    damaged = tmp_path / "loop.dawg"
    damaged.write_bytes(with_sibling_loop(compiled_list(tmp_path)))
    told = walk(damaged, what)
    assert told == (
        "refused lexicon_damaged The word list 'loop' is damaged; import it again to play with it."
    )


@pytest.mark.parametrize("what", ["patent", "buyword", "board", "every word", "membership"])
def test_a_step_outside_the_graph_is_damage_told_in_one_sentence(tmp_path: Path, what: str) -> None:
    damaged = tmp_path / "outside.dawg"
    damaged.write_bytes(with_step_outside(compiled_list(tmp_path)))
    told = walk(damaged, what)
    assert told == (
        "refused lexicon_damaged The word list 'outside' is damaged; import it again to play "
        "with it."
    )


def test_the_import_writes_a_checksum_that_every_load_checks(tmp_path: Path) -> None:
    import hashlib

    path = compiled_list(tmp_path)
    meta = json.loads(path.with_suffix(".json").read_text())
    assert meta["sha256"] == hashlib.sha256(path.read_bytes()).hexdigest()
    assert sorted(Lexicon.load("user-mine", data_dir=tmp_path / "data")) == sorted(WORDS)


@pytest.mark.parametrize("damage", [with_sibling_loop, with_step_outside])
def test_an_imported_list_with_two_bytes_damaged_is_refused_at_load(
    tmp_path: Path, damage: object
) -> None:
    path = compiled_list(tmp_path)
    data = damage(path)  # type: ignore[operator]
    assert len(data) == path.stat().st_size  # the same size: the layout check passes
    path.write_bytes(data)
    with pytest.raises(LexiconError) as refused:
        Lexicon.load("user-mine", data_dir=tmp_path / "data")
    assert str(refused.value) == (
        "The word list 'user-mine' is damaged; import it again to play with it."
    )


def test_the_commands_refuse_a_damaged_imported_list_at_once(tmp_path: Path) -> None:
    path = compiled_list(tmp_path)
    path.write_bytes(with_sibling_loop(path))
    home = str(tmp_path)
    for command in (
        ["words", "catrowe", "--list", "user-mine"],
        ["selfplay", "--game", "buyword", "--seats", "ai:expert", "--lexicon", "user-mine"],
    ):
        done = subprocess.run(
            [sys.executable, "-m", "patentgame", "--data-dir", home, *command],
            capture_output=True,
            text=True,
            timeout=HANG,
            env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen"},
        )
        assert done.returncode == 2 and done.stdout == ""
        assert done.stderr == (
            f"patentgame {command[0]}: The word list 'user-mine' is damaged; import it again "
            "to play with it.\n"
        )


def test_a_list_imported_before_checksums_is_checked_whole_once_then_remembered(
    tmp_path: Path,
) -> None:
    path = compiled_list(tmp_path)
    meta_path = path.with_suffix(".json")
    meta = json.loads(meta_path.read_text())
    digest = meta.pop("sha256")
    meta_path.write_text(json.dumps(meta))
    assert len(Lexicon.load("user-mine", data_dir=tmp_path / "data")) == len(WORDS)
    assert json.loads(meta_path.read_text())["sha256"] == digest  # for the next loads

    meta_path.write_text(json.dumps(meta))  # again without one, and now damaged
    path.write_bytes(with_sibling_loop(path))
    with pytest.raises(LexiconError) as refused:
        Lexicon.load("user-mine", data_dir=tmp_path / "data")
    assert refused.value.problem.fault is Fault.LEXICON_DAMAGED
    assert "sha256" not in json.loads(meta_path.read_text())


def test_counting_the_words_checks_the_whole_graph(tmp_path: Path) -> None:
    from patentgame.model.lexicon import count_words

    path = compiled_list(tmp_path)
    sound = Lexicon.load_path(path)
    assert count_words(sound.units, sound.guide) == len(WORDS)
    english = Lexicon.load("en-enable")
    assert count_words(english.units, english.guide) == len(english)
    for damage in (with_sibling_loop, with_step_outside):
        damaged = tmp_path / "damaged.dawg"
        damaged.write_bytes(damage(path))
        lexicon = Lexicon.load_path(damaged)
        with pytest.raises(LexiconError):
            count_words(lexicon.units, lexicon.guide, "damaged")
    assert child_offset(0) == 0


def test_a_damaged_built_in_list_is_named_at_load(tmp_path: Path) -> None:
    """A copy of the installed package whose English list lost two bytes: the manifest's
    checksum, checked at load (0.9 ms for the default list), names it."""
    import shutil

    copy = tmp_path / "install"
    shutil.copytree(
        ROOT / "patentgame", copy / "patentgame", ignore=shutil.ignore_patterns("__pycache__")
    )
    listed = copy / "patentgame" / "resources" / "lexicon" / "en-common.dawg"
    listed.write_bytes(with_sibling_loop(listed, "qu"))
    done = subprocess.run(
        [sys.executable, "-m", "patentgame", "words", "quiet", "--list", "en-common"],
        capture_output=True,
        text=True,
        timeout=HANG,
        env={"PYTHONPATH": str(copy), "PATH": "/usr/bin:/bin"},
        cwd=tmp_path,  # not the checkout's folder, whose package -m would find first
    )
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (
        "patentgame words: The built-in word list 'en-common' is damaged on this computer; "
        "install patentgame again to play with it.\n"
    )
