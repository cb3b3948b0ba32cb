"""The lexicon: membership, the playable-word search against brute force, loading and imports.

The search reads ``dawg_python``'s internal arrays, so the brute-force comparison here is what
notices a reader change: it uses the committed gzipped text, not the DAWG, and an index of words
by their set of letters, so each rack only looks at the words it could possibly spell.
"""

from __future__ import annotations

import gzip
import itertools
import json
import random
import re
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from patentgame.model.cards import CANONICAL_DECK, HAND_SIZE, POOL_SIZE
from patentgame.model.errors import LexiconError
from patentgame.model.lexicon import (
    MAX_IMPORT_LINES,
    ImportReport,
    Lexicon,
    builtin_lists,
    import_wordlist,
    imported_lists,
    licence_text,
    normalise_word,
    remove_imported,
)

WORDLISTS = Path(__file__).resolve().parents[2] / "wordlists"
ALPHABET = "abcdefghijklmnopqrstuvwxyz"


class BruteForce:
    """Every playable word of a rack, found by checking candidate words letter by letter.

    Words are indexed by the bit mask of their distinct letters; a rack can only spell words
    whose mask is a subset of its own (plus S with ``add_s``), and there are at most a few
    thousand such subsets, so each rack costs milliseconds instead of a scan of the whole list.
    """

    def __init__(self, words: list[str]) -> None:
        self.by_mask: dict[int, list[str]] = {}
        bits = {letter: 1 << index for index, letter in enumerate(ALPHABET)}
        for word in words:
            if 3 <= len(word) <= 12:
                mask = 0
                for letter in set(word):
                    mask |= bits[letter]
                self.by_mask.setdefault(mask, []).append(word)

    def words_from(self, hand: str, pool: str, copy: bool, add_s: bool) -> set[str]:
        hand, pool = hand.lower(), pool.lower()
        held = Counter(hand + pool)
        allowed = _mask(hand + pool + ("s" if add_s else ""))
        found = set()
        sub = allowed
        while True:  # every subset of the allowed letters
            for word in self.by_mask.get(sub, ()):
                if _playable(word, Counter(word), held, hand, copy, add_s):
                    found.add(word)
            if sub == 0:
                break
            sub = (sub - 1) & allowed
        return found


def _mask(letters: str) -> int:
    mask = 0
    for letter in letters:
        mask |= 1 << (ord(letter) - 97)
    return mask


def _playable(
    word: str, need: Counter[str], held: Counter[str], hand: str, copy: bool, add_s: bool
) -> bool:
    """The definition, spelled out: the real letters fit the rack (one letter may be one over
    with ``copy``), an added S may end the word, and some real letter is in the hand."""
    options = [(word, need)]
    if add_s and word.endswith("s"):
        without_s = need.copy()
        without_s["s"] -= 1
        options.append((word[:-1], without_s))
    for real, counts in options:
        over = {letter: n - held[letter] for letter, n in counts.items() if n > held[letter]}
        if over:
            if not copy or len(over) != 1:
                continue
            ((letter, excess),) = over.items()
            if excess != 1 or held[letter] == 0:
                continue
        if any(letter in hand for letter in real):
            return True
    return False


def _racks(count: int, seed: int) -> list[tuple[str, str]]:
    rng = random.Random(seed)
    racks = []
    for _ in range(count):
        cards = rng.sample(CANONICAL_DECK, HAND_SIZE + POOL_SIZE)
        racks.append(("".join(cards[:HAND_SIZE]), "".join(cards[HAND_SIZE:])))
    return racks


@pytest.fixture(scope="module")
def enable() -> Lexicon:
    return Lexicon.load("en-enable")


@pytest.fixture(scope="module")
def enable_words() -> list[str]:
    with gzip.open(WORDLISTS / "en-enable.txt.gz", "rt", encoding="utf-8") as text:
        return text.read().splitlines()


@pytest.fixture(scope="module")
def brute(enable_words: list[str]) -> BruteForce:
    return BruteForce(enable_words)


# --- the search against brute force -----------------------------------------------------------

POWERS = [(False, False), (True, False), (False, True), (True, True)]


@pytest.mark.parametrize(("copy", "add_s"), POWERS, ids=["plain", "copy", "add_s", "both"])
def test_search_equals_brute_force_on_dealt_racks(
    enable: Lexicon, brute: BruteForce, copy: bool, add_s: bool
) -> None:
    for hand, pool in _racks(150, seed=3 + 10 * copy + 20 * add_s):
        expected = brute.words_from(hand, pool, copy, add_s)
        found = enable.words_from(hand, pool, copy=copy, add_s=add_s)
        assert set(found) == expected, (hand, pool, copy, add_s)
        assert len(found) == len(expected)


def test_search_equals_brute_force_on_the_largest_list() -> None:
    # The largest DAWG has the longest offsets between units: check the walk there too.
    with gzip.open(WORDLISTS / "en-large.txt.gz", "rt", encoding="utf-8") as text:
        brute = BruteForce(text.read().splitlines())
    large = Lexicon.load("en-large")
    for index, (hand, pool) in enumerate(_racks(60, seed=11)):
        copy, add_s = POWERS[index % 4]
        found = large.words_from(hand, pool, copy=copy, add_s=add_s)
        assert set(found) == brute.words_from(hand, pool, copy, add_s), (hand, pool, copy, add_s)


@settings(max_examples=150, deadline=None)
@given(
    hand=st.text(ALPHABET, min_size=0, max_size=8),
    pool=st.text(ALPHABET, min_size=0, max_size=4),
    copy=st.booleans(),
    add_s=st.booleans(),
)
def test_search_equals_brute_force_on_any_letters(
    enable: Lexicon, brute: BruteForce, hand: str, pool: str, copy: bool, add_s: bool
) -> None:
    found = enable.words_from(hand.upper(), pool, copy=copy, add_s=add_s)
    assert set(found) == brute.words_from(hand, pool, copy, add_s)


def test_results_are_longest_first_then_alphabetical(enable: Lexicon) -> None:
    found = enable.words_from("RETAINS", "OLB")
    assert found == sorted(found, key=lambda word: (-len(word), word))
    assert all(3 <= len(word) <= 12 and word == word.lower() for word in found)
    assert "bloaters" in found


def test_a_word_needs_a_hand_letter(enable: Lexicon) -> None:
    # CAT lies in the pool: without a hand letter it is not playable, with one it is.
    assert "cat" not in enable.words_from("xyz", "cat")
    assert "cat" in enable.words_from("t", "ca")
    # A copy of a pool letter is no hand card either.
    assert "tat" not in enable.words_from("xyz", "tac", copy=True)
    assert "tat" in enable.words_from("a", "tc", copy=True)
    # Nor is an added S.
    assert "cats" not in enable.words_from("xyz", "cat", add_s=True)
    assert "cats" in enable.words_from("a", "ct", add_s=True)


def test_powers_add_exactly_what_they_allow(enable: Lexicon) -> None:
    assert "odd" not in enable.words_from("od")
    assert enable.words_from("od", copy=True) == ["odd"]
    # A copy is one extra letter, once: "adds" needs a copied D and an S it does not have.
    assert "adds" not in enable.words_from("ad", copy=True)
    assert "adds" in enable.words_from("ad", copy=True, add_s=True)
    assert "dads" not in enable.words_from("ad", add_s=True)


def test_hand_and_pool_may_be_lists_of_letters(enable: Lexicon) -> None:
    assert enable.words_from(["T", "A"], ["C"]) == enable.words_from("ta", "c")


def test_no_hand_no_words(enable: Lexicon) -> None:
    assert enable.words_from("", "cat") == []


@pytest.mark.parametrize(("hand", "pool"), [("ca t", ""), ("cat", "é"), ("c4t", ""), ("cat", "-")])
def test_letters_outside_a_to_z_are_refused(enable: Lexicon, hand: str, pool: str) -> None:
    with pytest.raises(LexiconError, match="only letters A to Z"):
        enable.words_from(hand, pool)


# --- membership, iteration, loading -----------------------------------------------------------


def test_membership_ignores_case(enable: Lexicon) -> None:
    assert "patent" in enable
    assert "PaTeNt" in enable
    assert "patentx" not in enable
    assert "" not in enable
    assert 42 not in enable
    assert "knickknack" in enable  # one of the words the PyPI carrier leaves out


def test_len_and_iteration_match_the_manifest(enable: Lexicon, enable_words: list[str]) -> None:
    assert len(enable) == len(enable_words) == 172_823
    assert list(enable) == enable_words


def test_builtin_lexicons_are_cached() -> None:
    assert Lexicon.load("en-common") is Lexicon.load("en-common")
    assert Lexicon.load() is Lexicon.load("en-enable")


def test_unknown_list_names_the_known_ones() -> None:
    with pytest.raises(LexiconError, match=r"no word list 'nwl2023'.*en-enable, en-common"):
        Lexicon.load("nwl2023")


def test_load_path_reads_a_compiled_file_and_counts_it(tmp_path: Path) -> None:
    import dawg

    path = tmp_path / "tiny.dawg"
    dawg.CompletionDAWG(["cab", "cabs", "taxi"]).save(str(path))
    lexicon = Lexicon.load_path(path)
    assert list(lexicon) == ["cab", "cabs", "taxi"]
    assert len(lexicon) == 3
    assert lexicon.words_from("bac", add_s=True) == ["cabs", "cab"]


@pytest.mark.parametrize("content", [b"", b"not a dawg at all", b"\xff" * 10])
def test_load_path_refuses_files_that_are_not_lexicons(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "bad.dawg"
    path.write_bytes(content)
    with pytest.raises(LexiconError, match=r"bad\.dawg is not a compiled word list$") as caught:
        Lexicon.load_path(path)
    assert str(caught.value).count("bad.dawg") == 1


def test_load_path_of_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(LexiconError, match="no such file"):
        Lexicon.load_path(tmp_path / "missing.dawg")


def test_builtin_lists_describe_labels_and_licences() -> None:
    infos = builtin_lists("en")
    assert [info.id for info in infos] == ["en-enable", "en-common", "en-large"]
    assert [info.id for info in builtin_lists()][3:] == ["ru-nouns", "ru-forms", "es-forms"]
    assert infos[0].default and not any(info.default for info in infos[1:])
    large = infos[2]
    assert "Beresford" in large.notice and "UK Advanced Cryptics Dictionary" in large.notice
    assert "Kevin Atkinson" in large.credit and "Alan Beale" in large.credit
    assert "J Ross Beresford" in licence_text("en-large")
    assert "Public Domain" in licence_text("en-enable")
    with pytest.raises(LexiconError):
        licence_text("user-mine")


@pytest.mark.parametrize(
    ("token", "word"),
    [("Café", "cafe"), ("naïve", "naive"), ("ZEBRA", "zebra"), ("x", None), ("it's", None)],
)
def test_normalise_word(token: str, word: str | None) -> None:
    assert normalise_word(token) == word


@pytest.mark.parametrize(
    ("token", "language", "word"),
    [
        ("ЁЖИК", "ru", "ёжик"),
        ("йогурт", "ru", "йогурт"),  # й is not и with a mark: NFKD would spoil it
        ("ёжик", "en", None),
        ("кто-то", "ru", None),
        ("stol", "ru", None),
        ("Acción", "es", "accion"),
        ("Año", "es", "año"),
        ("pingüino", "es", "pinguino"),
        ("ñu", "es", "ñu"),
        ("l'eau", "es", None),
    ],
)
def test_normalise_word_keeps_the_letters_of_each_language(
    token: str, language: str, word: str | None
) -> None:
    assert normalise_word(token, language) == word


def test_cyrillic_and_spanish_lists_answer_membership_and_iterate_in_their_alphabet() -> None:
    nouns = Lexicon.load("ru-nouns")
    assert "ЩУКА" in nouns and "щука" in nouns and "щуки" not in nouns
    assert "ёж" in nouns and "еж" not in nouns  # ё is its own letter
    first = list(itertools.islice(iter(nouns), 3))
    assert all(re.fullmatch(r"[а-яё]+", word) for word in first)
    spanish = Lexicon.load("es-forms")
    assert "AÑO" in spanish and "año" in spanish
    with_tilde = [word for word in itertools.islice(iter(spanish), 200_000) if "ñ" in word]
    assert with_tilde and all(word in spanish for word in with_tilde[:50])


# --- imports ----------------------------------------------------------------------------------


def _write(path: Path, text: str) -> Path:
    path.write_text(text, "utf-8")
    return path


def test_import_reports_lines_and_compiles_a_loadable_list(tmp_path: Path) -> None:
    source = _write(
        tmp_path / "mine.txt",
        "# my family's words\n"
        "Quokka 12 a small wallaby\n"
        "\n"
        "ZORBING\n"
        "café  # borrowed\n"
        "don't\n"
        "42\n"
        "quokka\n"
        "x\n",
    )
    data = tmp_path / "data"
    report = import_wordlist(source, "  Family   words ", data)
    assert isinstance(report, ImportReport)
    assert (report.lines, report.accepted, report.rejected, report.duplicates) == (9, 4, 3, 1)
    assert report.first_rejected == ((6, "don't"), (7, "42"), (9, "x"))
    info = report.info
    assert (info.id, info.label, info.words, info.builtin) == (
        "user-family-words",
        "Family words",
        3,
        False,
    )
    assert info.source == "mine.txt" and info.imported
    assert imported_lists(data) == (info,)
    lexicon = Lexicon.load("user-family-words", data_dir=data)
    assert list(lexicon) == ["cafe", "quokka", "zorbing"]
    assert len(lexicon) == 3
    assert lexicon.words_from("kuqo", "ak") == ["quokka"]
    meta = json.loads((data / "wordlists" / "user-family-words.json").read_text("utf-8"))
    assert meta["source"] == "mine.txt" and meta["rejected"] == 3


def test_import_of_gzipped_text_and_a_second_list_of_the_same_name(tmp_path: Path) -> None:
    source = tmp_path / "words.txt.gz"
    source.write_bytes(gzip.compress(b"alpha\nbeta\ngamma\n"))
    data = tmp_path / "data"
    first = import_wordlist(source, "Greek", data).info
    second = import_wordlist(source, "Greek", data).info
    assert (first.id, first.label) == ("user-greek", "Greek")
    assert (second.id, second.label) == ("user-greek-2", "Greek (2)")
    assert [info.id for info in imported_lists(data)] == ["user-greek", "user-greek-2"]
    remove_imported("user-greek", data)
    assert [info.id for info in imported_lists(data)] == ["user-greek-2"]
    assert sorted(p.name for p in (data / "wordlists").iterdir()) == [
        "user-greek-2.dawg",
        "user-greek-2.json",
    ]
    with pytest.raises(LexiconError, match="no word list 'user-greek'"):
        Lexicon.load("user-greek", data_dir=data)


@pytest.mark.parametrize(
    ("name", "list_id"),
    [("Café Words!", "user-cafe-words"), ("日本語", "user-list"), ("  x  ", "user-x")],
)
def test_import_ids_are_safe_file_names(tmp_path: Path, name: str, list_id: str) -> None:
    source = _write(tmp_path / "w.txt", "alpha\n")
    assert import_wordlist(source, name, tmp_path / "data").info.id == list_id


def test_remove_refuses_builtin_and_unknown_lists(tmp_path: Path) -> None:
    with pytest.raises(LexiconError, match="built-in"):
        remove_imported("en-enable", tmp_path)
    with pytest.raises(LexiconError, match="no imported word list"):
        remove_imported("user-nothing", tmp_path)
    with pytest.raises(LexiconError, match="no imported word list"):
        remove_imported("../../etc/passwd", tmp_path)


def _bad_files(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    empty = _write(tmp_path / "empty.txt", "# nothing here\n\n")
    junk = _write(tmp_path / "junk.txt", "1\n2\n!!\n")
    latin = tmp_path / "latin1.txt"
    latin.write_bytes("abc\ncaf\xe9\n".encode("latin-1"))
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"abc\n\x00\x01\x02\n")
    broken_gz = tmp_path / "broken.txt.gz"
    rng = random.Random(5)
    text = "".join(f"{''.join(rng.choices(ALPHABET, k=8))}\n" for _ in range(5000))
    packed = gzip.compress(text.encode("ascii"))
    broken_gz.write_bytes(packed[: len(packed) // 2])
    huge = tmp_path / "huge.txt"
    huge.write_bytes(b"\n" * MAX_IMPORT_LINES + b"word\n")
    return {
        "empty": (empty, "holds no word"),
        "junk": (junk, "holds no word"),
        "latin": (latin, "line 2 is not UTF-8"),
        "binary": (binary, "not a text file"),
        "broken_gz": (broken_gz, "cannot import broken.txt.gz"),
        "huge": (huge, "more than 2,000,000 lines"),
        "missing": (tmp_path / "missing.txt", "no such file"),
    }


def test_bad_files_are_refused_and_leave_nothing_behind(tmp_path: Path) -> None:
    data = tmp_path / "data"
    kept = import_wordlist(_write(tmp_path / "ok.txt", "alpha\n"), "Kept", data).info
    before = sorted(p.name for p in (data / "wordlists").iterdir())
    for path, message in _bad_files(tmp_path).values():
        with pytest.raises(LexiconError, match=message):
            import_wordlist(path, "Kept", data)
    assert sorted(p.name for p in (data / "wordlists").iterdir()) == before
    assert imported_lists(data) == (kept,)
    with pytest.raises(LexiconError, match="needs a name"):
        import_wordlist(tmp_path / "ok.txt", "   ", data)


def test_orphan_and_damaged_metadata_are_not_lists(tmp_path: Path) -> None:
    data = tmp_path / "data"
    import_wordlist(_write(tmp_path / "ok.txt", "alpha\n"), "Fine", data)
    folder = data / "wordlists"
    (folder / "user-orphan.dawg").write_bytes((folder / "user-fine.dawg").read_bytes())
    (folder / "user-damaged.json").write_text("{not json", "utf-8")
    (folder / "user-damaged.dawg").write_bytes(b"")
    assert [info.id for info in imported_lists(data)] == ["user-fine"]
    with pytest.raises(LexiconError, match="damaged"):
        Lexicon.load("user-damaged", data_dir=data)
