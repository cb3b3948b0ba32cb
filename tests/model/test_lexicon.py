"""The shared lexicon: membership, iteration, loading and imports (each game's word search is
tested with its game: tests/model/patent/test_words.py)."""

from __future__ import annotations

import gzip
import itertools
import json
import random
import re
from pathlib import Path

import pytest

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
from patentgame.model.patent.words import WordFinder

WORDLISTS = Path(__file__).resolve().parents[2] / "wordlists"
ALPHABET = "abcdefghijklmnopqrstuvwxyz"


@pytest.fixture(scope="module")
def enable() -> Lexicon:
    return Lexicon.load("en-enable")


@pytest.fixture(scope="module")
def enable_words() -> list[str]:
    with gzip.open(WORDLISTS / "en-enable.txt.gz", "rt", encoding="utf-8") as text:
        return text.read().splitlines()


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


def test_walking_the_dawg_node_by_node_spells_every_word_once(tmp_path: Path) -> None:
    import dawg

    path = tmp_path / "tiny.dawg"
    words = ["cab", "cabs", "cat", "taxi", "to"]
    dawg.CompletionDAWG(words).save(str(path))
    lexicon = Lexicon.load_path(path)
    spelled: list[str] = []

    def walk(node: int, prefix: str) -> None:
        if lexicon.is_word(node):
            spelled.append(prefix)
        for letter, child in lexicon.children(node):
            walk(child, prefix + letter)

    walk(0, "")
    assert spelled == words
    assert [letter for letter, _ in lexicon.children(lexicon.follow("ca"))] == ["b", "t"]  # type: ignore[arg-type]
    assert lexicon.follow("cax") is None and lexicon.follow("é") is None
    assert not lexicon.is_word(lexicon.follow("ta")) and not lexicon.is_word(None)


def test_the_walk_steps_whole_letters_in_any_alphabet(tmp_path: Path) -> None:
    # Cyrillic letters and ñ are two bytes each in the DAWG; follow and children hide that.
    import dawg

    path = tmp_path / "mixed.dawg"
    words = sorted(["ёж", "ель", "щука", "щуки", "año", "ano", "ñu"], key=str.encode)
    dawg.CompletionDAWG(words).save(str(path))
    lexicon = Lexicon.load_path(path)
    spelled: list[str] = []

    def walk(node: int, prefix: str) -> None:
        if lexicon.is_word(node):
            spelled.append(prefix)
        for letter, child in lexicon.children(node):
            assert len(letter) == 1, letter
            walk(child, prefix + letter)

    walk(Lexicon.ROOT, "")
    assert spelled == words == list(lexicon)
    node = lexicon.follow("щу")
    assert node is not None
    assert [letter for letter, _ in lexicon.children(node)] == ["к"]
    assert lexicon.is_word(lexicon.follow("и", lexicon.follow("к", node)))
    assert lexicon.is_word(lexicon.follow("año")) and lexicon.follow("añu") is None
    assert lexicon.follow("е") != lexicon.follow("ё")  # ё is a letter of its own


def test_following_letters_agrees_with_membership(enable: Lexicon) -> None:
    for word in ("patent", "quokka", "knickknack", "patentx", "qz", "zzz"):
        assert lexicon_has(enable, word) == (word in enable)


def lexicon_has(lexicon: Lexicon, word: str) -> bool:
    return lexicon.is_word(lexicon.follow(word))


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
    assert WordFinder(lexicon).words_from("bac", add_s=True) == ["cabs", "cab"]


@pytest.mark.parametrize("content", [b"", b"not a dawg at all", b"\xff" * 10])
def test_load_path_refuses_files_that_are_not_lexicons(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "bad.dawg"
    path.write_bytes(content)
    with pytest.raises(LexiconError, match=r"^bad\.dawg is not a compiled word list\.$") as caught:
        Lexicon.load_path(path)
    assert str(caught.value).count("bad.dawg") == 1


def test_load_path_of_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(LexiconError, match=r"missing\.dawg does not exist"):
        Lexicon.load_path(tmp_path / "missing.dawg")


def test_builtin_lists_describe_labels_and_licences() -> None:
    infos = builtin_lists("en")
    assert [info.id for info in infos] == ["en-enable", "en-common", "en-large"]
    assert [info.id for info in builtin_lists()][3:] == [
        "ru-nouns",
        "ru-forms",
        "es-forms",
        "pl-forms",
    ]
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
    assert WordFinder(lexicon).words_from("kuqo", "ak") == ["quokka"]
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
    ("name", "lexicon_id"),
    [("Café Words!", "user-cafe-words"), ("日本語", "user-list"), ("  x  ", "user-x")],
)
def test_import_ids_are_safe_file_names(tmp_path: Path, name: str, lexicon_id: str) -> None:
    source = _write(tmp_path / "w.txt", "alpha\n")
    assert import_wordlist(source, name, tmp_path / "data").info.id == lexicon_id


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
        "broken_gz": (broken_gz, "broken.txt.gz was not imported: it is a damaged"),
        "huge": (huge, "more than 2,000,000 lines"),
        "missing": (tmp_path / "missing.txt", "missing.txt does not exist"),
        "folder": (tmp_path, "is a folder, not a file"),
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
