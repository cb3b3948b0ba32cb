"""The patent game is played with the letters A to Z: a record naming a list of other letters
(Spanish, Russian) is refused in one sentence when it is opened, resumed or set up (issue
36.11), instead of a computer player failing with an IndexError at every turn."""

from __future__ import annotations

from pathlib import Path

import pytest

from patentgame.keeping.keeper import GameKeeper
from patentgame.keeping.saves import SaveFileError, open_game, record_text
from patentgame.model.errors import LexiconError
from patentgame.model.lexicon import Lexicon, spells_a_to_z
from patentgame.model.patent.game import PatentGame, PlayerSpec
from patentgame.model.problems import Fault, explain

PLAYERS = (PlayerSpec("Ann"), PlayerSpec("Bot0", "ai:greedy"))
SENTENCE = (
    "The patent game is played with the letters A to Z, but the word list 'es-forms' spells "
    "its words with other letters; choose an English list."
)


def a_save_naming(tmp_path: Path, lexicon_id: str) -> Path:
    """A patent game's save file naming ``lexicon_id`` (as another tool or a hand may write)."""
    game = PatentGame.new(PLAYERS, Lexicon.load("en-enable"), seed=3, lexicon_id=lexicon_id)
    path = tmp_path / "spanish.patentgame"
    path.write_text(record_text(game))
    return path


@pytest.mark.parametrize(
    ("lexicon_id", "a_to_z"),
    [("en-enable", True), ("en-large", True), ("es-forms", False), ("ru-nouns", False)],
)
def test_the_lists_say_whether_they_spell_a_to_z(lexicon_id: str, a_to_z: bool) -> None:
    assert spells_a_to_z(Lexicon.load(lexicon_id)) is a_to_z


def test_an_imported_list_and_a_compiled_file_are_looked_at(tmp_path: Path) -> None:
    from patentgame.model.lexicon import import_wordlist, resource

    words = tmp_path / "mine.txt"
    words.write_text("cat\ndog\nniño\n")
    report = import_wordlist(words, "Mine", tmp_path)
    assert Lexicon.load(report.info.id, data_dir=tmp_path).spells_a_to_z()  # niño was refused
    spanish = Lexicon.load_path(resource("lexicon", "es-forms.dawg"))  # no manifest to ask
    assert not spanish.spells_a_to_z()


def test_a_patent_game_cannot_be_set_up_with_a_spanish_list() -> None:
    with pytest.raises(LexiconError) as refused:
        PatentGame.new(PLAYERS, Lexicon.load("es-forms"), lexicon_id="es-forms")
    assert explain(refused.value.problem) == SENTENCE


def test_a_patent_save_naming_a_spanish_list_is_refused_in_one_sentence(tmp_path: Path) -> None:
    path = a_save_naming(tmp_path, "es-forms")
    with pytest.raises(SaveFileError) as refused:
        open_game(path, Lexicon.load)
    assert refused.value.problem.fault is Fault.LEXICON_NOT_A_TO_Z
    assert str(refused.value) == SENTENCE


def test_an_autosave_naming_a_spanish_list_is_kept_aside_with_the_sentence(tmp_path: Path) -> None:
    autosave = a_save_naming(tmp_path, "es-forms").rename(tmp_path / "current-game.json")
    keeper = GameKeeper(tmp_path, Lexicon.load)
    startup = keeper.start()
    keeper.close()
    assert startup.offer is None
    (notice,) = startup.notices
    assert notice.fault is Fault.AUTOSAVE_KEPT_ASIDE and SENTENCE in explain(notice)
    assert not autosave.exists() and len(list(tmp_path.glob("current-game.json.damaged-*"))) == 1
