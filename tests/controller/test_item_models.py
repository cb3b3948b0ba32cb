"""The item models under Qt's own model tester, and the card MIME round trip."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QAbstractItemModelTester

from patentgame.controller.patent.card_list_model import (
    CARD_MIME,
    CardEntry,
    CardListModel,
    decode_cards,
    encode_cards,
)
from patentgame.controller.patent.patent_grid_model import PatentGridModel, PatentRole
from patentgame.controller.patent.player_table_model import PlayerRole, PlayerRow, PlayerTableModel
from patentgame.controller.patent.roles import CardRole

FATAL = QAbstractItemModelTester.FailureReportingMode.Fatal


def entries(letters: str, start: int = 0) -> list[CardEntry]:
    return [
        CardEntry(start + i, letter, is_vowel=letter in "AEIOU") for i, letter in enumerate(letters)
    ]


def test_card_list_model_passes_the_tester_through_changes(qapp: object) -> None:
    model = CardListModel("hand")
    tester = QAbstractItemModelTester(model, FATAL)
    model.set_entries(entries("CAT"))
    model.set_entries(entries("CAR"))  # same length: only changed rows
    model.set_entries(entries("CARTS"))
    model.set_selected(1, True)
    model.set_entries([])
    assert tester is not None
    assert model.rowCount() == 0


def test_card_roles_describe_the_card(qapp: object) -> None:
    model = CardListModel("word0")
    model.set_entries([CardEntry(5, "Y", y_role="consonant"), CardEntry(-1, "S", "s")])
    first, second = model.index(0), model.index(1)
    assert first.data(CardRole.LETTER) == "Y"
    assert first.data(CardRole.Y_ROLE) == "consonant"
    assert first.data(CardRole.ZONE) == "word0"
    assert "consonant" in first.data(Qt.ItemDataRole.ToolTipRole)
    assert second.data(Qt.ItemDataRole.DisplayRole) == "+S"
    assert second.data(CardRole.CARD_ID) == -1


def test_face_down_cards_hide_their_letter_and_cannot_be_dragged(qapp: object) -> None:
    model = CardListModel("hand")
    model.set_entries([CardEntry(3, "Q", face_up=False)])
    index = model.index(0)
    assert index.data(CardRole.LETTER) == ""
    assert index.data(Qt.ItemDataRole.DisplayRole) == "card"
    assert not model.flags(index) & Qt.ItemFlag.ItemIsDragEnabled


def test_a_drag_carries_card_ids_and_a_drop_reports_them(qapp: object) -> None:
    hand, word = CardListModel("hand"), CardListModel("word0")
    hand.set_entries(entries("PATENT", start=10))
    drops: list[tuple[object, ...]] = []
    word.cards_dropped.connect(lambda *args: drops.append(args))
    mime = hand.mimeData([hand.index(1), hand.index(3)])
    assert mime.hasFormat(CARD_MIME)
    assert word.canDropMimeData(mime, Qt.DropAction.MoveAction, 0, 0, QModelIndex())
    assert word.dropMimeData(mime, Qt.DropAction.MoveAction, 0, 0, QModelIndex())
    assert drops == [("hand", [1, 3], [11, 13], "word0", 0)]
    # The draft rebuilds the rows, so a view must never remove dragged rows itself.
    assert not hand.removeRows(1, 1)
    assert hand.rowCount() == 6


@pytest.mark.parametrize("payload", [b"not json", b'{"zone": 1, "rows": [], "cards": []}', b"{}"])
def test_broken_mime_is_refused(qapp: object, payload: bytes) -> None:
    from PySide6.QtCore import QMimeData

    mime = QMimeData()
    mime.setData(CARD_MIME, payload)
    assert decode_cards(mime) is None
    model = CardListModel("word0")
    assert not model.dropMimeData(mime, Qt.DropAction.MoveAction, -1, 0, QModelIndex())


def test_mime_round_trip(qapp: object) -> None:
    assert decode_cards(encode_cards("pool", [2], [16])) == ("pool", [2], [16])


def test_patent_grid_model_passes_the_tester_and_reports_powers(qapp: object) -> None:
    model = PatentGridModel()
    QAbstractItemModelTester(model, FATAL)
    assert model.rowCount() == 26 and not model.index(0, 1).isValid()  # a list, A to Z
    k = model.index_of("K")
    assert k.data(PatentRole.COST) == 2
    assert k.data(PatentRole.POWER_KIND) == "doubler"
    assert "exactly one vowel" in k.data(Qt.ItemDataRole.ToolTipRole)
    model.update({"K": 1}, buyable="AE", money=8, names=("Ann", "Bob"))
    assert k.data(PatentRole.OWNER) == 1
    assert "Owned by Bob" in k.data(Qt.ItemDataRole.ToolTipRole)
    assert model.index_of("A").data(PatentRole.BUYABLE)
    assert model.index_of("A").data(PatentRole.AFFORDABLE)
    assert not model.index_of("E").data(PatentRole.AFFORDABLE)  # $10 > $8
    assert model.index_of("Z").data(PatentRole.POWER_KIND) == "word"
    assert model.index_of("E").data(PatentRole.POWER_KIND) == "plain"


def test_player_table_model_passes_the_tester(qapp: object) -> None:
    model = PlayerTableModel()
    QAbstractItemModelTester(model, FATAL)
    row = PlayerRow(0, "Ann", "human", 5, 1, "KZ", 4, 10, 30, is_current=True)
    model.set_rows([row, PlayerRow(1, "Bot", "ai:expert", 0, 0, "", 0, 0, 34)])
    model.set_rows([row, PlayerRow(1, "Bot", "ai:expert", 3, 0, "", 0, 3, 34)])
    assert model.index(1, 1).data() == "$3"
    assert model.index(0, 3).data() == "KZ"
    assert model.index(0, 0).data(PlayerRole.IS_CURRENT) is True
    assert model.headerData(6, Qt.Orientation.Horizontal) == "To goal"
    model.set_rows([row])
    assert model.rowCount() == 1


def test_the_card_models_stay_sound_through_a_whole_game(qtbot: object) -> None:
    """The draft rebuilds hand, pool and word rows after every action; Qt's tester watches."""
    from patentgame.controller.ai_runner import AiRunner
    from patentgame.controller.patent.draft import DraftController
    from patentgame.controller.patent.game_model import PatentGameModel
    from patentgame.controller.setup import GameSetup, SeatSetup
    from patentgame.model.lexicon import Lexicon

    model = PatentGameModel()
    draft = DraftController(model)
    testers = [
        QAbstractItemModelTester(m, FATAL)
        for m in (draft.hand_model, draft.pool_model, *draft.word_models)
    ]
    runner = AiRunner(model)
    runner.pace_ms = 0
    setup = GameSetup((SeatSetup("Ada", "ai:greedy", 0), SeatSetup("Bo", "ai:greedy", 1)))
    model.state_changed.connect(lambda: draft.set_viewer(model.state.current))
    model.start(setup, Lexicon.load("en-enable"), seed=12)
    qtbot.waitUntil(lambda: model.is_over, timeout=60_000)  # type: ignore[attr-defined]
    runner.shutdown()
    assert len(testers) == 4
    assert draft.hand_model.rowCount() == len(model.state.hand(model.state.current))
