"""Word meanings from the shipped WordNet file: real lookups, inflections, honesty, integrity."""

from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

import pytest

from patentgame.model.definitions import (
    DefinitionsError,
    Derivation,
    Dictionary,
    PartOfSpeech,
    WordForm,
    define,
    dictionary,
    manifest,
    rule_candidates,
    shipped_path,
    verify_definitions,
)

ROOT = Path(__file__).resolve().parents[2]


def test_a_base_word_is_its_own_entry_with_glosses_by_part_of_speech() -> None:
    meaning = define("walk")
    assert meaning is not None
    assert (meaning.base, meaning.derivation, meaning.form) == ("walk", Derivation.SAME, None)
    parts = [group.part_of_speech for group in meaning.senses]
    assert parts == [PartOfSpeech.NOUN, PartOfSpeech.VERB]
    assert meaning.senses[0].glosses[0] == "the act of traveling by foot"
    assert all(1 <= len(group.glosses) <= 3 for group in meaning.senses)


@pytest.mark.parametrize(
    ("word", "base", "derivation", "form", "part"),
    [
        ("WALKED", "walk", Derivation.RULE, WordForm.PAST, PartOfSpeech.VERB),
        ("cheeses", "cheese", Derivation.RULE, WordForm.PLURAL, PartOfSpeech.NOUN),
        ("Hoarier", "hoary", Derivation.IRREGULAR, WordForm.COMPARATIVE, PartOfSpeech.ADJECTIVE),
        ("geese", "goose", Derivation.IRREGULAR, WordForm.PLURAL, PartOfSpeech.NOUN),
        ("ran", "run", Derivation.IRREGULAR, WordForm.INFLECTED, PartOfSpeech.VERB),
        ("hoping", "hope", Derivation.RULE, WordForm.PRESENT_PARTICIPLE, PartOfSpeech.VERB),
        ("sledded", "sled", Derivation.RULE, WordForm.PAST, PartOfSpeech.VERB),
        ("carrying", "carry", Derivation.RULE, WordForm.PRESENT_PARTICIPLE, PartOfSpeech.VERB),
        ("sleekest", "sleek", Derivation.RULE, WordForm.SUPERLATIVE, PartOfSpeech.ADJECTIVE),
        ("wolves", "wolf", Derivation.IRREGULAR, WordForm.PLURAL, PartOfSpeech.NOUN),
        ("ponies", "pony", Derivation.RULE, WordForm.PLURAL, PartOfSpeech.NOUN),
    ],
)
def test_an_inflected_word_names_its_base_and_how_it_was_found(
    word: str, base: str, derivation: Derivation, form: WordForm, part: PartOfSpeech
) -> None:
    meaning = define(word)
    assert meaning is not None
    assert meaning.word == word.lower()
    assert (meaning.base, meaning.derivation, meaning.form) == (base, derivation, form)
    # A rule's reading carries only the senses of the part of speech the rule makes.
    assert {group.part_of_speech for group in meaning.senses} == {part}


def test_every_reading_of_an_ambiguous_word_is_given_the_word_itself_first() -> None:
    meaning = define("found")
    assert meaning is not None
    readings = [(r.base, r.derivation) for r in meaning.readings]
    assert readings == [("found", Derivation.SAME), ("find", Derivation.IRREGULAR)]
    walks = define("walks")
    assert walks is not None
    assert [(r.base, r.form) for r in walks.readings] == [
        ("walk", WordForm.PLURAL),
        ("walk", WordForm.THIRD_PERSON),
    ]


def test_a_rule_never_picks_a_base_the_spelling_rules_out() -> None:
    hoping = define("hoping")
    assert hoping is not None
    assert [r.base for r in hoping.readings] == ["hope"]  # HOP makes HOPPING
    hopping = define("hopping")
    assert hopping is not None
    assert [r.base for r in hopping.readings] == ["hop"]
    dying = define("dying")
    assert dying is not None
    assert "dye" not in [r.base for r in dying.readings]  # DYE makes DYEING
    assert "die" in [r.base for r in dying.readings]
    assert ("v", "glas") not in [(p.value, b) for p, b, _ in rule_candidates("glass")]


@pytest.mark.parametrize("word", ["xyzzy", "zoarial", "qwerty", "walkeded"])
def test_a_word_without_an_entry_has_no_meaning(word: str) -> None:
    assert define(word) is None


def test_names_are_not_meanings_of_a_word() -> None:
    # WordNet knows Paris the city and Jesuit the order; the game's words are never names.
    assert define("jesuit") is None
    paris = define("paris")
    assert paris is None


@pytest.mark.parametrize("text", ["", "3d", "don't", "café", " "])
def test_anything_but_letters_has_no_meaning(text: str) -> None:
    assert define(text) is None


def test_the_shipped_file_matches_its_manifest_hash_and_counts() -> None:
    data = shipped_path().read_bytes()
    info = manifest()
    assert hashlib.sha256(data).hexdigest() == info["sha256"]
    assert len(data) == info["bytes"] <= 4 * 1024 * 1024
    assert len(dictionary()) == info["entries"]
    assert info["source"]["sha256"] == (
        "61060d960f9ada8fa120872312eccd3ecebfbab8c4579e4f5a74e1cf67620752"
    )
    assert verify_definitions() == []
    assert "WordNet 3.0 Copyright 2006 by Princeton University" in dictionary().notice
    for name in info["licence_files"]:
        assert (shipped_path().parent / name).is_file()


def test_a_damaged_file_is_refused_with_a_reason(tmp_path: Path) -> None:
    with pytest.raises(DefinitionsError) as caught:
        Dictionary(b"patentgame-definitions 9\n....")
    assert "not a definitions file" in caught.value.detail
    assert str(caught.value) == (
        "The definitions file en-wordnet.defs is damaged, so no meanings are shown."
    )
    with pytest.raises(DefinitionsError) as caught:
        Dictionary.load(tmp_path / "absent.defs")
    assert str(caught.value) == (
        "The definitions file cannot be read, so no meanings are shown. absent.defs does not exist."
    )
    data = bytearray(shipped_path().read_bytes())
    data[-10:] = b"\0" * 10  # the last block's end
    damaged = Dictionary(bytes(data))
    assert damaged.entry("aardvark") is not None  # other blocks still read
    with pytest.raises(DefinitionsError) as caught:
        damaged.entry("zymurgy")  # the last word of the file
    assert "a compressed part" in caught.value.detail
    with pytest.raises(DefinitionsError) as caught:
        Dictionary(bytes(data[:-1]))
    assert "do not fill the file" in caught.value.detail


def test_the_build_script_check_passes_on_the_committed_files() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "wordlists" / "definitions.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "matches its manifest" in result.stdout


@pytest.mark.parametrize(
    ("word", "crude_gloss", "kept_gloss"),
    [
        ("cock", "obscene terms for penis", "adult male chicken"),
        ("hornier", "feeling great sexual desire", "having horns or hornlike projections"),
        ("screw", "have sexual intercourse with", "turn like a screw"),
        ("taco", "(ethnic slur) offensive term for a person of Mexican descent", "a tortilla"),
    ],
)
def test_a_crude_sense_is_left_out_when_the_word_has_another(
    word: str, crude_gloss: str, kept_gloss: str
) -> None:
    """A family plays COCK for the rooster: WordNet's obscene, slurring and sexual senses are
    not shown beside a word that has other meanings."""
    meaning = define(word)
    assert meaning is not None
    glosses = [gloss for reading in meaning.readings for group in reading.senses
               for gloss in group.glosses]  # fmt: skip
    assert crude_gloss not in glosses
    assert any(gloss.startswith(kept_gloss) for gloss in glosses)


def test_a_word_whose_only_meaning_is_crude_keeps_it() -> None:
    meaning = define("nookie")
    assert meaning is not None
    assert meaning.senses[0].glosses == ("slang for sexual intercourse",)
