"""The fuzz suite, bounded: Hypothesis and plain mutation over every file and command the app
reads, each case judged by the oracle of ``fuzzing.py`` (a clean one-line problem or acceptance;
no traceback, no Python internals, no hang, nothing lost).

A plain ``pytest`` runs a short pass (seconds). CI's reliability step sets
``PATENTGAME_LONG_TESTS=1`` for a longer one (a few minutes); ``benchmarks/fuzz.py`` runs the
hundred thousand cases.
"""

from __future__ import annotations

import json
import os
import string
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from patentgame import families
from tests.reliability import fuzzing

LONG = bool(os.environ.get("PATENTGAME_LONG_TESTS"))
#: Plain-mutation cases per target, and Hypothesis examples per test.
CASES = 300 if LONG else 25
EXAMPLES = 150 if LONG else 15

bounded = settings(
    max_examples=EXAMPLES,
    deadline=None,  # the oracle times each case itself (HANG_SECONDS)
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
    derandomize=not LONG,  # a plain run is the same every time; CI's long run explores
)


def judge(target: str, data: bytes, folder: Path) -> str:
    """Run one case through the oracle, failing the test with the case's story."""
    import shutil

    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    try:
        with fuzzing._alarm(fuzzing.HANG_SECONDS * 3):
            return fuzzing.RUNNERS[target.split(":")[0]](data, folder)
    except fuzzing.Hang:
        pytest.fail(f"{target}: hangs on {data[:300]!r}")


# -- plain mutation, every target ---------------------------------------------------------------


@pytest.mark.parametrize("target", fuzzing.targets())
def test_plain_mutation_never_escapes(target: str, tmp_path: Path) -> None:
    outcomes = fuzzing.run_many(target, range(CASES), tmp_path / "work", stop_after_failures=3)
    failed = [outcome for outcome in outcomes if outcome.failed]
    assert not failed, "\n\n".join(
        f"{o.target} case {o.number} ({o.kind}): {o.detail}" for o in failed
    )
    assert len(outcomes) == CASES


def test_every_family_in_the_registry_is_fuzzed() -> None:
    for family in families.FAMILIES:
        assert f"record:{family.id}" in fuzzing.targets()
        assert fuzzing.record_seeds(family), family.id


# -- Hypothesis: structured hostile values -----------------------------------------------------

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=40)
    | st.sampled_from(fuzzing.HOSTILE_TEXT),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def _paths(document: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(document, dict):
        for key, value in document.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(document, list):
        for index, value in enumerate(document[:6]):
            found += _paths(value, (*prefix, index))
    return found


def _replace(document: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    node = document
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    return document


@bounded
@given(data=st.data())
def test_records_with_any_value_anywhere(data: st.DataObject, tmp_path: Path) -> None:
    family = data.draw(st.sampled_from(families.FAMILIES))
    seed = data.draw(st.sampled_from(fuzzing.record_seeds(family)))
    document = json.loads(seed)
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(_paths(document)))
        document = _replace(document, path, data.draw(json_values))
    ascii_only = data.draw(st.booleans())
    text = json.dumps(document, ensure_ascii=ascii_only).encode("utf-8", "surrogatepass")
    judge(f"record:{family.id}", text, tmp_path / "case")


@pytest.mark.parametrize("family", families.FAMILIES, ids=lambda family: family.id)
def test_a_record_quoting_its_own_odd_key_is_refused_cleanly(
    family: families.Family, tmp_path: Path
) -> None:
    """Found in CI: a move whose act is ``{"__0__": null}``. The reason quotes the file's own
    act, which is the file speaking; the oracle allows it only in quotes."""
    document = json.loads(fuzzing.record_seeds(family)[0])
    document["moves" if "moves" in document else "actions"][0]["act"] = {"__0__": None}
    text = json.dumps(document).encode("utf-8")
    assert judge(f"record:{family.id}", text, tmp_path / "case") == "refused"
    allowed = fuzzing.quoted_from(text)
    fuzzing.check_message('move 0: unknown act {"__0__": null}.', echoed=allowed)
    for leak in ("unknown act {'__0__': None}", "unknown act __0__", "KeyError: '__0__'"):
        with pytest.raises(fuzzing.BadMessage):
            fuzzing.check_message(leak, echoed=allowed)


#: Every key a settings file of version 1 or 2 may hold.
SETTINGS_KEYS = (
    *json.loads(fuzzing.settings_seed()),
    "seats",
    "rules",
    "wordlist",
)


@bounded
@given(keys=st.dictionaries(st.sampled_from(SETTINGS_KEYS), json_values, max_size=6))
def test_settings_with_any_value_for_any_key(keys: dict[str, Any], tmp_path: Path) -> None:
    document = json.loads(fuzzing.settings_seed())
    document.update(keys)
    text = json.dumps(document, ensure_ascii=True).encode()
    judge("settings", text, tmp_path / "case")


@bounded
@given(lines=st.lists(st.text(max_size=30) | st.sampled_from(fuzzing.HOSTILE_TEXT), max_size=30),
       packed=st.booleans())  # fmt: skip
def test_word_lists_of_any_lines(lines: list[str], packed: bool, tmp_path: Path) -> None:
    data = "\n".join(lines).encode("utf-8", "surrogatepass")
    judge("wordlist", fuzzing.gzip.compress(data) if packed else data, tmp_path / "case")


@bounded
@given(raw=st.binary(max_size=2000))
def test_word_lists_of_any_bytes(raw: bytes, tmp_path: Path) -> None:
    judge("wordlist", raw, tmp_path / "case")


@bounded
@given(changes=st.lists(st.tuples(st.integers(0, 10**6), st.binary(min_size=1, max_size=32)),
                        min_size=1, max_size=4))  # fmt: skip
@example(changes=[(42, bytes(18) + b"\x80")])  # found in CI: a negative schema version
def test_statistics_with_bytes_overwritten(
    changes: list[tuple[int, bytes]], tmp_path: Path
) -> None:
    data = bytearray(fuzzing.stats_seed())
    for where, chunk in changes:
        at = where % len(data)
        data[at : at + len(chunk)] = chunk
    judge("stats", bytes(data), tmp_path / "case")


@bounded
@given(
    changes=st.lists(st.tuples(st.integers(0, 10**6), st.binary(min_size=1, max_size=4)),
                     min_size=1, max_size=3),
    mode=st.sampled_from(
        [fuzzing.CHECKSUM_KEPT, fuzzing.CHECKSUM_OF_DAMAGE, fuzzing.CHECKSUM_NONE]
    ),
)  # fmt: skip
def test_compiled_lists_with_bytes_overwritten(
    changes: list[tuple[int, bytes]], mode: int, tmp_path: Path
) -> None:
    """Issue 36.5: a compiled list the person imported, damaged in place (its size kept): it is
    refused at load, or ``words`` and computer players walk it to an end."""
    data = bytearray(fuzzing.lexicon_seed()[0])
    for where, chunk in changes:
        at = where % len(data)
        data[at : at + len(chunk)] = chunk[: len(data) - at]
    judge("lexicon", bytes((mode,)) + bytes(data), tmp_path / "case")


_WORDS = (
    *("FILE", "FOLDER", "--until", "--games", "--workers", "--seed", "--lexicon", "--pool"),
    *("--json", "--quiet", "--seats", "ai:random,ai:random", "--data-dir", "-h"),
    *fuzzing._CLI_VALUES,
)
_ARG = st.sampled_from(_WORDS) | st.text(alphabet=string.printable + "\ud800é", max_size=12)
_COMMAND = st.sampled_from(["replay", "words", "check", "selfplay"])


@bounded
@given(command=_COMMAND, args=st.lists(_ARG, max_size=6))
@example(command="replay", args=["__0__"])  # found in CI: the player's own word quoted back
def test_command_lines_of_any_words(command: str, args: list[str], tmp_path: Path) -> None:
    argv = [command, *args]
    if command == "selfplay":  # a run the oracle can wait for: at most two quick games
        argv = [a for a in argv if a not in ("--games", "--seats")]
        argv += ["--seats", "ai:random,ai:random", "--games", "1", "--quiet"]
    judge("cli", json.dumps(argv).encode(), tmp_path / "case")


# -- the start: the settings read first, the translations, the single instance's socket --------


@bounded
@given(language=json_values, command=st.sampled_from(fuzzing.EARLY_COMMANDS))
@example(language=["ru"], command=["--version"])  # found in round 3: a list is unhashable
def test_the_settings_read_first_with_any_language(
    language: Any, command: list[str], tmp_path: Path
) -> None:
    document = json.loads(fuzzing.settings_seed())
    document["language"] = language
    body = json.dumps(document).encode()
    head = json.dumps({"kind": "file", "argv": command, "depth": 40}).encode()
    judge("cli-settings", head + b"\n" + body, tmp_path / "case")


_TRANSLATED = json.loads(fuzzing.translation_seed())["contexts"]
_SENTENCES = sorted((c, s) for c in ("Cli", "Argparse", "Problems") for s in _TRANSLATED[c])


@bounded
@given(
    sentences=st.lists(st.sampled_from(_SENTENCES), min_size=1, max_size=5),
    text=st.text(alphabet="{}%()sxnаб 01", max_size=12) | st.sampled_from(fuzzing.HOSTILE_TEXT),
)
def test_translations_with_any_text_for_a_sentence(
    sentences: list[tuple[str, str]], text: str, tmp_path: Path
) -> None:
    document = json.loads(fuzzing.translation_seed())
    for context, source in sentences:
        document["contexts"][context][source] = text
    data = json.dumps(document, ensure_ascii=False).encode("utf-8", "surrogatepass")
    judge("translation", data, tmp_path / "case")


@bounded
@given(raw=st.binary(max_size=3000), hold=st.booleans())
@example(raw=b"[" * 3000 + b"\n", hold=False)  # found in round 3: the decoder's recursion
def test_socket_messages_of_any_bytes(raw: bytes, hold: bool, tmp_path: Path) -> None:
    case = {"messages": [raw.hex()], "hold": int(hold)}
    judge("socket", json.dumps(case).encode(), tmp_path / "case")


_GCG_PART = st.sampled_from(fuzzing.GCG_TOKENS) | st.text(alphabet=string.printable, max_size=8)
_GCG_LINE = st.lists(_GCG_PART, max_size=6).map(" ".join)
_GCG_LINES = st.lists(
    st.sampled_from(["#player1 ann Ann", "#player2 bob Bob", ">ann: ACT 8H ACT +10 10"])
    | _GCG_LINE.map(lambda line: ">ann: " + line)
    | _GCG_LINE.map(lambda line: ">bob: " + line)
    | _GCG_LINE,
    max_size=12,
)


@bounded
@given(lines=_GCG_LINES)
@example(lines=["#player1 ann Ann", "#player2 bob Bob", ">ann: ACT 8H ACT +" + "9" * 5000 + " 10"])
def test_gcg_files_of_any_lines(lines: list[str], tmp_path: Path) -> None:
    """A GCG file of any lines: through File > Open's reading path and ``replay --json``."""
    judge("gcg", "\n".join(lines).encode("utf-8", "surrogatepass"), tmp_path / "case")
