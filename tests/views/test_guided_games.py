"""The guided first games of Scrabble, Эрудит and BuyWord, played through as a person plays them:
Help's entries and the welcome screen's row start them; tiles dragged to the board, squares
clicked and letters typed, the question under the board answered, the die rolled and sets bought
with keys, a word with a wild typed and sold, tiles marked and discarded. Each lesson is reached
and passed, and an action a lesson does not teach is refused with its hint on the guide's card."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from patentgame.model.board.moves import Place
from patentgame.model.buyword.phases import Phase as BuyWordPhase
from patentgame.model.buyword.tiles import is_wild, letter_of
from patentgame.model.guided import is_guided
from patentgame.views.board.table import BoardTable
from patentgame.views.buyword.table import BuyWordTable
from patentgame.views.guide import Guide
from patentgame.views.main_window import MainWindow
from tests.views.menu_helpers import choose, wait_for
from tests.views.table_helpers import click_at, make_window, shot
from tests.views.test_board_table import drop, rack_point, square_point, type_text

#: Pictures of every lesson, to look at.
SHOTS = "guided"


def _guide(window: MainWindow) -> Guide:
    guide = window.table.tutorial_guide  # type: ignore[attr-defined]
    assert isinstance(guide, Guide) and guide.running
    return guide


def _card_says(window: MainWindow) -> str:
    card = _guide(window).panel
    assert card.isVisible()
    return " ".join(label.text() for label in (card.title, card.body, card.note, card.hint))


def _click(button: QPushButton) -> None:
    QApplication.processEvents()  # a button just put in a row shows from the event loop
    assert button.isVisible() and button.isEnabled(), button.text()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def _at_lesson(window: MainWindow, qtbot: object, lesson: str) -> None:
    """Wait until the guide teaches ``lesson`` and the game waits for the person."""
    guide = _guide(window)
    model = window.game_model
    wait_for(lambda: guide.step() == lesson and guide.person in model.game.to_act, qtbot)
    QApplication.processEvents()


def _card_clear_of_the_play_area(window: MainWindow) -> None:
    """The card lies over the side column, never over the board (or the tiles) it teaches."""
    table = window.table
    card = _guide(window).panel
    play_area = table.board if isinstance(table, BoardTable) else table.hand_row  # type: ignore[attr-defined]
    corner = play_area.mapTo(table, play_area.rect().topLeft())
    area = play_area.rect().translated(corner)
    assert not card.geometry().intersects(area), (card.geometry(), area)
    assert table.rect().contains(card.geometry())


def _lay(table: BoardTable, notation: tuple[str, str, str]) -> None:
    """Click the first square (twice to go down) and type the letters of a script's word."""
    from patentgame.model.board.layout import square

    start, direction, letters = notation
    first = square(start)
    click_at(table.board, square_point(table, first))
    if table.draft.across != (direction == "a"):
        click_at(table.board, square_point(table, first))
    type_text(table.board, letters.replace(".", ""))


def _play_the_board_lessons(
    window: MainWindow, qtbot: object, rule_set: str, shots: str = ""
) -> None:
    from patentgame.model.board.tutorial import script_for

    table = window.table
    assert isinstance(table, BoardTable)
    model = window.game_model
    script = script_for(rule_set)
    guide = _guide(window)
    assert model.game.rules.rule_set == rule_set and is_guided(model.game)
    assert "".join(model.game.rack(0)) == script.head[:7]
    # The board, explained: the table waits for Next.
    assert guide.step() == "intro"
    _card_clear_of_the_play_area(window)
    shot(window, f"{shots}{SHOTS}-{rule_set}-1-intro")
    _click(guide.panel.next_button)
    # 1. Lay the first word: the first tile dragged to the star, the others typed.
    _at_lesson(window, qtbot, "place")
    first = script.first[2]
    drop(table.board, square_point(table, 112), "rack:0")  # the rack's first tile, on H8
    assert table.draft.placed[112][1] == first[0]
    click_at(table.board, square_point(table, 113))
    type_text(table.board, first[1:])
    shot(window, f"{shots}{SHOTS}-{rule_set}-2-place")
    _click(table.play_button)
    # 2. Premium squares: a word elsewhere is refused with the lesson's hint.
    _at_lesson(window, qtbot, "premium")
    assert "triple letter" in _card_says(window) or rule_set != "scrabble-en"
    before = model.game.action_count
    _lay(table, ("K9", "a", script.premium[2][-1]))  # one tile under the first word
    table.play()
    QApplication.processEvents()
    assert model.game.action_count == before
    word = script.word(script.premium).replace(".", "")
    assert script.premium[0] in _guide(window).panel.hint.text()
    shot(window, f"{shots}{SHOTS}-{rule_set}-3-refused")
    QTest.keyClick(table.board, Qt.Key.Key_Escape)  # every tile back
    _lay(table, script.premium)
    assert word
    shot(window, f"{shots}{SHOTS}-{rule_set}-3-premium")
    QTest.keyClick(table.board, Qt.Key.Key_Return)
    # 3. A bingo: all seven tiles where the hint says. Its tiles in the reverse order spell no
    # word: refused with the words named (the tutor lets every play stand).
    _at_lesson(window, qtbot, "bingo")
    score, before = model.game.score(0), model.game.action_count
    start, direction, letters = script.bingo
    backwards = letters.replace(".", "")[::-1]
    _lay(table, (start, direction, backwards))
    QTest.keyClick(table.board, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert model.game.action_count == before
    hint = _guide(window).panel.hint.text()
    assert backwards.upper() in hint
    assert "not in the word list" in hint or "нет в словаре" in hint
    shot(window, f"{shots}{SHOTS}-{rule_set}-4-no-word")
    QTest.keyClick(table.board, Qt.Key.Key_Escape)  # every tile back
    _lay(table, script.bingo)
    shot(window, f"{shots}{SHOTS}-{rule_set}-4-bingo")
    QTest.keyClick(table.board, Qt.Key.Key_Return)
    wait_for(lambda: model.game.score(0) >= score + 50, qtbot)
    # 4. The tutor's non-word: the question waits (no countdown); challenge it.
    bar = table.challenge_bar
    wait_for(lambda: bar.isVisible() and bar.asking, qtbot)
    QApplication.processEvents()
    assert guide.step() == "challenge"
    assert not bar.countdown.isVisible() and not bar.always_accept.isVisible()
    assert script.non_word.upper() in _card_says(window)
    shot(window, f"{shots}{SHOTS}-{rule_set}-5-challenge")
    _click(bar.challenge_buttons[0])
    # 5. Exchange the poor rack: choose tiles, then confirm.
    _at_lesson(window, qtbot, "exchange")
    assert "Well spotted" in _card_says(window) or rule_set != "scrabble-en"
    assert not any(model.game.letters[tile.square] for tile in _tutor_non_word(model.game))
    _click(table.exchange_button)
    for index in (0, 1, 2):
        click_at(table.rack, rack_point(table, index))
    shot(window, f"{shots}{SHOTS}-{rule_set}-6-exchange")
    _click(table.play_button)
    # Done: the tutor plays by itself; the guide closes with Play on.
    wait_for(lambda: guide.step() == "done", qtbot)
    shot(window, f"{shots}{SHOTS}-{rule_set}-7-done")
    wait_for(lambda: model.game.action_count > 8 and model.game.current == 0, qtbot)
    _click(guide.panel.next_button)
    assert table.tutorial_guide is None


def _tutor_non_word(game: object) -> tuple[object, ...]:
    from patentgame.model.board.moves import Place as Placed

    placed = [a for a in game.actions if isinstance(a, Placed) and a.seat == 1]  # type: ignore[attr-defined]
    return tuple(placed[-1].tiles)


@pytest.mark.parametrize("rule_set", ["scrabble-en", "erudit-ru"])
def test_the_board_guided_game_teaches_every_step_with_the_real_controls(
    qtbot: object, rule_set: str
) -> None:
    window = make_window(qtbot)
    choose(window, "help", f"tutorial_{rule_set}")
    assert isinstance(window.table, BoardTable)
    _play_the_board_lessons(window, qtbot, rule_set)


def test_an_accepted_non_word_stands_and_the_guide_says_why_not(qtbot: object) -> None:
    from patentgame.model.board.tutorial import script_for

    window = make_window(qtbot)
    choose(window, "help", "tutorial_scrabble-en")
    table = window.table
    assert isinstance(table, BoardTable)
    model = window.game_model
    script = script_for("scrabble-en")
    guide = _guide(window)
    _click(guide.panel.next_button)
    for notation, lesson in ((script.first, "place"), (script.premium, "premium")):
        _at_lesson(window, qtbot, lesson)
        _lay(table, notation)
        QTest.keyClick(table.board, Qt.Key.Key_Return)
    _at_lesson(window, qtbot, "bingo")
    QTest.keyClick(table.board, Qt.Key.Key_Return)  # nothing laid: the rules say why
    _lay(table, script.bingo)
    QTest.keyClick(table.board, Qt.Key.Key_Return)
    bar = table.challenge_bar
    wait_for(lambda: bar.asking, qtbot)
    _click(bar.accept_button)
    _at_lesson(window, qtbot, "exchange")
    assert "You accepted TRING" in _card_says(window)
    assert isinstance(model.game.actions[-1], Place)  # it stands
    count = model.game.action_count
    _click(table.pass_button)  # a pass, not an exchange: refused with the hint
    assert "exchange tiles" in guide.panel.hint.text()
    assert model.game.action_count == count
    shot(window, f"{SHOTS}-scrabble-en-accepted")
    _click(guide.panel.close_button)
    assert table.tutorial_guide is None
    _click(table.pass_button)  # an ordinary game now
    assert model.game.action_count == count + 1


def _buyword_key(table: BuyWordTable, text: str) -> None:
    QTest.keyClicks(table, text)
    QApplication.processEvents()


def test_the_buyword_guided_game_teaches_every_step_with_the_real_controls(
    qtbot: object,
) -> None:
    window = make_window(qtbot)
    choose(window, "help", "tutorial_buyword")
    table = window.table
    assert isinstance(table, BuyWordTable)
    model = window.game_model
    guide = _guide(window)
    assert is_guided(model.game)
    assert guide.step() == "intro"
    _card_clear_of_the_play_area(window)
    shot(window, f"{SHOTS}-buyword-1-intro")
    QTest.keyClick(table, Qt.Key.Key_Return)  # Enter reads on
    # 1. Roll: the die shows a choice face.
    _at_lesson(window, qtbot, "roll")
    shot(window, f"{SHOTS}-buyword-2-roll")
    QTest.keyClick(table, Qt.Key.Key_Return)
    # 2. Name 5 (4 is refused with the hint).
    _at_lesson(window, qtbot, "choose")
    assert model.game.die == 0
    _buyword_key(table, "4")
    assert "name 5" in guide.panel.hint.text()
    shot(window, f"{SHOTS}-buyword-3-choose")
    _click(table.count_buttons[5])
    # 3. Buy the set (declining is refused).
    _at_lesson(window, qtbot, "buy")
    _buyword_key(table, "d")
    assert "buy the set" in guide.panel.hint.text()
    shot(window, f"{SHOTS}-buyword-4-buy")
    _buyword_key(table, "b")
    # 4. Sell OX with a wild for the O, then done selling.
    _at_lesson(window, qtbot, "sell")
    money = model.game.money(0)
    _buyword_key(table, "ox")
    assert any(is_wild(tile) for tile in table.word) and table.wild_letter == "O"
    shot(window, f"{SHOTS}-buyword-5-sell")
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert model.game.money(0) == money + 25
    QTest.keyClick(table, Qt.Key.Key_Space)
    # 5. The next round: the tutor leads and buys first; buy again.
    _at_lesson(window, qtbot, "buy_again")
    assert model.game.round == 2 and model.game.leader == 1
    shot(window, f"{SHOTS}-buyword-6-round-two")
    _click(table.buy_button)
    # 6. Keep the tiles: a sale is refused.
    _at_lesson(window, qtbot, "keep")
    _buyword_key(table, "as")
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert "sell nothing" in guide.panel.hint.text()
    QTest.keyClick(table, Qt.Key.Key_Escape)
    QTest.keyClick(table, Qt.Key.Key_Space)
    # 7. The 8-tile limit: mark a letter, discard it.
    _at_lesson(window, qtbot, "limit")
    assert model.game.phase is BuyWordPhase.DISCARD
    letters = [t for t in model.game.hand(0) if not is_wild(t)]
    assert len(letters) == 9
    _buyword_key(table, letter_of(letters[-1]).lower())
    shot(window, f"{SHOTS}-buyword-7-limit")
    _click(table.discard_button)
    # Done: round 3; the guide closes with Play on.
    wait_for(lambda: guide.step() == "done", qtbot)
    assert model.game.round == 3
    shot(window, f"{SHOTS}-buyword-8-done")
    _click(guide.panel.next_button)
    assert table.tutorial_guide is None


@pytest.mark.parametrize("game", ["scrabble-en", "erudit-ru", "buyword"])
def test_the_welcome_screen_offers_each_guided_game(qtbot: object, game: str) -> None:
    window = make_window(qtbot)
    window.show_welcome()
    welcome = window.welcome
    assert welcome is not None
    button = welcome.lessons[game]
    shot(window, "guided-welcome")
    _click(button)
    guide = _guide(window)
    assert guide.step() == "intro" and is_guided(window.game_model.game)
    assert not welcome.isVisible()


@pytest.mark.parametrize("game", ["scrabble-en", "buyword"])
def test_a_guided_game_left_is_not_kept(qtbot: object, tmp_path: Path, game: str) -> None:
    """The guided game, one step into it, left for a game against the computer (the question
    answered Yes): no unfinished-*.patentgame of the lesson, as for the patent game's."""
    from tests.views.test_second_hour_board import _keeping_window

    window = _keeping_window(qtbot, tmp_path)
    choose(window, "help", f"tutorial_{game}")
    model = window.game_model
    assert is_guided(model.game)
    guide = _guide(window)
    _click(guide.panel.next_button)
    table = window.table
    if isinstance(table, BoardTable):
        from patentgame.model.board.tutorial import script_for

        _lay(table, script_for(game).first)
        QTest.keyClick(table.board, Qt.Key.Key_Return)
    else:
        QTest.keyClick(table, Qt.Key.Key_Return)  # the die rolled
    wait_for(lambda: model.action_count() > 0, qtbot)
    choose(window, "file", "solo")
    assert not is_guided(window.game_model.game)
    saves = tmp_path / "saves"
    assert not (saves.exists() and list(saves.glob("unfinished-*")))
    window.keeping.close()  # type: ignore[attr-defined]


@pytest.fixture
def in_russian(qapp: QApplication) -> Iterator[None]:
    """The app speaks Russian for this test (as ``--lang ru``), English again after it."""
    from patentgame.controller.translations import install_translations

    assert install_translations("ru")
    yield
    install_translations("en")


def test_the_erudit_guide_speaks_russian_to_the_end(qtbot: object, in_russian: None) -> None:
    """Эрудит's guided game in Russian: Help's entry in Russian, every lesson's card in Russian
    board terms, played through as in English."""
    window = make_window(qtbot)
    entry = window.named_actions["tutorial_erudit-ru"]
    assert entry.text() == "Обучающая партия: Эрудит"
    choose(window, "help", "tutorial_erudit-ru")
    card = _guide(window).panel
    assert card.title.text() == "Добро пожаловать к доске"
    assert "подставке" in card.body.text()
    guide = _guide(window)
    texts = {step: guide.text(step).body for step in guide.steps if step != "challenge"}
    assert "клетку утроения буквы" in texts["premium"] and "ПОДАРОК" in texts["bingo"]
    _play_the_board_lessons(window, qtbot, "erudit-ru", shots="ru-")


@pytest.mark.parametrize("language", ["ru", "pl", "es"])
def test_every_guided_game_speaks_each_language(qtbot: object, language: str) -> None:
    """Each guide's every step in Russian, Polish and Spanish (no English left on its card)."""
    from patentgame.controller.translations import install_translations

    assert install_translations(language)
    try:
        window = make_window(qtbot)
        for game in ("scrabble-en", "erudit-ru", "buyword"):
            choose(window, "help", f"tutorial_{game}")
            guide = _guide(window)
            english = {"scrabble-en": "Welcome to the board", "erudit-ru": "Welcome to the board"}
            assert guide.panel.title.text() != english.get(game, "Welcome to BuyWord")
            for step in guide.steps:
                if step == "challenge":
                    continue
                text = guide.text(step)
                assert text.title and "%" not in text.body, (game, step, text)
            shot(window, f"{SHOTS}-{language}-{game}-intro")
    finally:
        install_translations("en")


@pytest.mark.parametrize("game", ["scrabble-en", "buyword"])
def test_the_guides_card_leaves_the_play_area_free_on_a_small_window(
    qtbot: object, game: str
) -> None:
    """At 1024x640 the card lies over the side column's foot, not over the board or the
    tiles: the play area keeps its place and size."""
    window = make_window(qtbot, (1024, 640))
    choose(window, "help", f"tutorial_{game}")
    table = window.table
    play_area = table.board if isinstance(table, BoardTable) else table.hand_row  # type: ignore[attr-defined]
    size = play_area.size()
    _click(_guide(window).panel.next_button)
    QApplication.processEvents()
    _card_clear_of_the_play_area(window)
    assert play_area.size() == size
    shot(window, f"{SHOTS}-{game}-1024x640")


def test_the_best_plays_panel_never_judges_the_guides_plays(qtbot: object) -> None:
    """The guide asks for FARM and ZERO: the after-turn panel of best plays (on by default)
    must not judge them as the person's choices, as the patent game's coach does not."""
    from patentgame.model.board.tutorial import script_for

    window = make_window(qtbot)
    assert window.settings.best_plays_after_turn
    choose(window, "help", "tutorial_scrabble-en")
    table = window.table
    assert isinstance(table, BoardTable)
    script = script_for("scrabble-en")
    guide = _guide(window)
    _click(guide.panel.next_button)
    for notation, lesson in ((script.first, "place"), (script.premium, "premium")):
        _at_lesson(window, qtbot, lesson)
        _lay(table, notation)
        QTest.keyClick(table.board, Qt.Key.Key_Return)
    _at_lesson(window, qtbot, "bingo")
    qtbot.wait(1500)  # type: ignore[attr-defined]  # time for a review, were one asked for
    assert not table.coach.panel.isVisible()
