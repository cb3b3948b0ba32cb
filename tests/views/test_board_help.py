"""Help > Rules follows the board game on the table: the rules of the rule set being played, with
the engine's own figures (rules object, tile set, board layout); not the patent game's."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from patentgame import families
from patentgame.model.board import layout
from patentgame.model.board.rules import BoardRules, ChallengeRule, EndBonus, rules_for
from patentgame.views.board.rules_text import rules_html
from patentgame.views.board.table import BoardTable
from patentgame.views.help_dialog import rules_page
from patentgame.views.main_window import MainWindow
from patentgame.views.new_game_dialog import NewGameDialog
from tests.views.menu_helpers import choose, leave_the_game_when_asked
from tests.views.table_helpers import make_window, when_dialog_opens
from tests.views.test_buyword_help import PATENT_SENTENCE, _read_help


def _new_board_game(window: MainWindow, rule_set: str, long_first: bool = False) -> None:
    """File > New game...: leave the game in progress if one is, then the board games, a rule
    set (and the 5-letter first word), Anna against a computer, Start."""

    def fill(dialog: NewGameDialog) -> None:
        dialog.game_choice.setCurrentIndex(dialog.game_choice.findData("board"))
        form = dialog.rules_form
        form.rule_set.setCurrentIndex(form.rule_set.findData(rule_set))
        form.long_first.setChecked(long_first)
        dialog.count.setValue(2)
        for seat, (name, kind) in enumerate((("Anna", "human"), ("Sam", "ai:casual"))):
            dialog.names[seat].setText(name)
            dialog.kinds[seat].setCurrentIndex(dialog.kinds[seat].findData(kind))
        start = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Start")
        QTest.mouseClick(start, Qt.MouseButton.LeftButton)

    when_dialog_opens(NewGameDialog, fill)
    stop_leaving = leave_the_game_when_asked()
    choose(window, "file", "new")
    stop_leaving()


def _figures_from_the_engine(rules: BoardRules) -> list[str]:
    """What the page must show for ``rules``, made from the engine's objects."""
    tiles = rules.tiles
    first = tiles.letters[:12]
    last = [(t.upper(), c, v) for t, c, v in tiles.letters[(len(tiles.letters) + 1) // 12 * 12 :]]
    last.append(("blank", tiles.blanks, 0))
    counts = layout.PREMIUM_COUNTS
    figures = [
        f"The bag holds {tiles.size} tiles, blanks included:",
        "letter " + " ".join(tile.upper() for tile, _, _ in first),
        "tiles " + " ".join(str(count) for _, count, _ in first),
        "points " + " ".join(str(value) for _, _, value in first),
        " ".join(
            [
                "letter",
                *(letter for letter, _, _ in last),
                "tiles",
                *(str(count) for _, count, _ in last),
                "points",
                *(str(value) for _, _, value in last),
            ]
        ),
        f"The board has {layout.SIZE} by {layout.SIZE} squares",
        f"TW {counts['T']} triple word",
        f"DW {counts['D']} double word",
        f"TL {counts['t']} triple letter",
        f"DL {counts['d']} double letter",
        f"Each player then draws {rules.rack_size} tiles onto their rack",
        f"covers the centre star, a double word square, and has at least "
        f"{rules.first_word_min} letters.",
        f"lays all {rules.rack_size} tiles of the rack earns {rules.bingo_bonus} points more.",
        "scores no points.",
        "Ctrl+E exchange tiles",
    ]
    return figures


def _check(page: str, figures: list[str], says: list[str], never: list[str]) -> None:
    missing = [figure for figure in figures + says if figure not in page]
    assert not missing
    wrong = [sentence for sentence in never if sentence in page]
    assert not wrong
    assert PATENT_SENTENCE not in page


def test_help_shows_the_rules_of_the_rule_set_being_played(qtbot: object) -> None:
    window = make_window(qtbot)

    _new_board_game(window, "wocable-es")
    assert isinstance(window.table, BoardTable) and window.game_model.has_game
    rules = rules_for("wocable-es")
    assert rules.scoreless_turns == 4 and rules.exchange_min_bag is None
    for how in ("F1", "menu"):
        page = _read_help(window, how, "help-board-rules" if how == "F1" else "")
        assert page.startswith("How to play Wocable (Español)")
        _check(
            page,
            _figures_from_the_engine(rules),
            says=[
                "CH, LL, RR are tiles of their own",
                "when the bag holds at least as many tiles as are exchanged",
                "refused and may be tried again",
                f"after {rules.scoreless_turns} turns in a row that scored nothing",
                "Resign: the player who resigns loses",
            ],
            never=["passed twice in a row", "challenger loses their next turn"],
        )


def test_a_second_game_brings_its_own_page(qtbot: object) -> None:
    """A Wocable game, then File > New game for Эрудит with the long first word: F1 now tells
    Эрудит's rules. (A second game started so while the first one's computer thought once
    crashed the window: Python's collector freed Qt objects on the computer's thread.)"""
    window = make_window(qtbot)
    _new_board_game(window, "wocable-es")
    qtbot.wait(300)  # type: ignore[attr-defined]  # the computer may be thinking
    _new_board_game(window, "erudit-ru", long_first=True)
    assert isinstance(window.table, BoardTable)
    rules = rules_for("erudit-ru", first_word_min=5)
    assert window.game_model.game.rules == rules  # type: ignore[attr-defined]
    assert rules.exchange_min_bag is not None
    page = _read_help(window, "F1")
    assert page.startswith("How to play Эрудит")
    _check(
        page,
        _figures_from_the_engine(rules),
        says=[
            "has at least 5 letters.",
            f"when the bag holds at least {rules.exchange_min_bag} tiles.",
            "the challenger loses their next turn",
            "when every player has passed twice in a row",
            "or after 6 turns in a row that scored nothing",
            "each other player subtracts the points of their own",
            "letter А Б В Г Д Е Ё Ж З И Й К",
            "Only common nouns count, in the nominative singular",
            "НОЖНИЦЫ",
            "Е may be played for Ё",
            "the bag is mixed, then the new tiles are drawn",
        ],
        never=["Resign", "tiles of their own", "as many tiles as are exchanged"],
    )


def test_the_options_of_a_game_change_the_page(qtbot: object) -> None:
    """Options the New game dialog or a record may set are told as the game plays them."""
    page = rules_html(
        rules_for(
            "scrabble-en",
            challenge=ChallengeRule.POINTS,
            challenge_bonus=10,
            blank_scores_letter=True,
            blank_swap=True,
            end_bonus=EndBonus.TOURNAMENT,
        )
    )
    assert "the challenged player gains 10 points." in page
    assert "scores as that letter (a rule option)" in page
    assert "a blank on the board may be taken" in page
    assert "adds twice the points of the tiles left" in page
    assert "How to play Scrabble (English)" in page


def test_the_board_family_has_its_page_and_a_family_without_one_says_so(qtbot: object) -> None:
    assert families.BOARD.has("rules_page")
    assert "How to play Scrabble (English)" in rules_page(families.BOARD)
    parts = {k: v for k, v in families.BOARD.parts.items() if k != "rules_page"}
    bare = families.BOARD._replace(parts=parts)
    assert rules_page(bare) == "<p>The rules of Crossword board games are not in the app yet.</p>"
