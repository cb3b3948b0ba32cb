"""Issue 31.3: every painted piece takes its colours from the theme, and every theme keeps
WCAG AA for the text painted on the pieces of all three families (the board was cream and
pastel in the dark themes, the replay viewer stayed light)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from patentgame.model.board.layout import PREMIUMS, Premium
from patentgame.views import themes
from patentgame.views.replay_viewer import ReplayViewer
from tests.views.layout_helpers import family_window, settle
from tests.views.table_helpers import choose, shot
from tests.views.test_themes import _theme_menu


@pytest.mark.parametrize("key", sorted(themes.THEMES))
def test_the_text_on_every_piece_meets_wcag_aa(key: str) -> None:
    """The premiums' labels on their squares, the tiles' letters, BuyWord's wilds and pips,
    the last play's ring: held to AA with the rest of the theme's pairs."""
    theme = themes.THEMES[key]
    pieces = themes.piece_pairs(theme)
    assert set(pieces) <= set(themes.text_pairs(theme))
    kinds = {pair.what for pair in pieces}
    assert "board: label on a triple word square" in kinds
    assert "BuyWord wild tile: star and letter" in kinds
    failing = [
        f"{p.what}: {p.foreground} on {p.background} is "
        f"{themes.contrast_ratio(p.foreground, p.background):.2f}, needs {p.required}"
        for p in pieces
        if themes.contrast_ratio(p.foreground, p.background) < p.required
    ]
    assert not failing, "\n".join(failing)


def _near(colour: QColor, wanted: str, tolerance: int = 6) -> bool:
    other = QColor(wanted)
    return all(
        abs(a - b) <= tolerance
        for a, b in zip(colour.getRgb()[:3], other.getRgb()[:3], strict=True)
    )


@pytest.mark.parametrize("key", ["dark", "contrast"])
@pytest.mark.parametrize("family", ["patent", "board", "buyword"])
def test_dark_and_high_contrast_tables_leave_no_light_piece(
    qtbot: object, family: str, key: str
) -> None:
    """View > Theme on each family's table: the pieces are painted in the theme's colours
    (the board's squares and the ledge under BuyWord's hand were the felt's)."""
    window = family_window(qtbot, family, (1366, 768))
    choose(window, "view", f"theme_{key}", submenu=_theme_menu(window))
    settle(qtbot)
    theme = themes.THEMES[key]
    table = window.table
    picture = table.grab().toImage()
    shot(window, f"layout-theme-{key}-{family}")
    if family == "board":
        board = table.board  # type: ignore[attr-defined]
        for premium, wanted in (
            (Premium.NONE, theme.board_plain),
            (Premium.TRIPLE_WORD, theme.board_triple_word),
            (Premium.DOUBLE_LETTER, theme.board_double_letter),
        ):
            square = PREMIUMS.index(premium)
            corner = board.square_rect(square).topLeft().toPoint() + QPoint(3, 3)
            seen = picture.pixelColor(board.mapTo(table, corner))
            assert _near(seen, wanted), (premium, seen.name(), wanted)
    elif family == "buyword":
        hand = table.hand_row  # type: ignore[attr-defined]
        tile = hand.tile_rect(0)
        point = hand.mapTo(table, QPoint(int(tile.center().x()), int(tile.bottom()) + 6))
        seen = picture.pixelColor(point)  # the ledge under the hand: the theme's wood
        felt_wood = ("#b07a45", "#8a5a32", "#4a2c16")
        assert not any(_near(seen, wood, 30) for wood in felt_wood), seen.name()
        die = table.die  # type: ignore[attr-defined]
        face = picture.pixelColor(die.mapTo(table, QPoint(die.width() // 2, die.height() // 5)))
        faces = (theme.card_face_top, theme.card_face_bottom)
        assert any(_near(face, colour, 24) for colour in faces), face.name()
    else:
        hand = table.hand_view  # type: ignore[attr-defined]
        rect = hand.visualRect(hand.model().index(0, 0))
        point = hand.viewport().mapTo(table, rect.center() + QPoint(0, rect.height() // 4))
        seen = picture.pixelColor(point)
        faces = (theme.card_face_top, theme.card_face_bottom)
        assert any(_near(seen, colour, 24) for colour in faces), seen.name()


@pytest.mark.parametrize("key", ["dark", "contrast"])
def test_the_replay_viewer_takes_the_theme(qtbot: object, key: str) -> None:
    window = family_window(qtbot, "board", (1366, 768))
    choose(window, "view", f"theme_{key}", submenu=_theme_menu(window))
    settle(qtbot)
    viewer = ReplayViewer(window.game_model.state, "Replay")  # type: ignore[arg-type]
    qtbot.addWidget(viewer)  # type: ignore[attr-defined]
    viewer.resize(1000, 660)
    viewer.show()
    QApplication.processEvents()
    picture = viewer.grab().toImage()
    shot(viewer, f"layout-theme-{key}-replay")
    page = picture.pixelColor(4, viewer.height() - 4)
    assert _near(page, themes.THEMES[key].paper), page.name()


@pytest.mark.parametrize("key", ["dark", "contrast"])
@pytest.mark.parametrize("family", ["board", "buyword"])
def test_the_summary_of_a_board_or_buyword_game_takes_the_theme(
    qtbot: object, family: str, key: str
) -> None:
    """A finished game on the table, View > Theme, then the Results button: the summary's
    chart is on the theme's paper and its felt the theme's (the patent game's summary is
    checked in test_windows_look.py)."""
    from patentgame.model.lexicon import Lexicon
    from tests.views.table_helpers import click_at, make_window
    from tests.views.test_review_every_family import board_game, buyword_game

    window = make_window(qtbot, (1366, 768))
    game = board_game() if family == "board" else buyword_game()
    window.adopt_game(
        game, Lexicon.load(game.rules.lexicon_id if family == "board" else "en-enable")
    )
    assert window.game_model.is_over
    choose(window, "view", f"theme_{key}", submenu=_theme_menu(window))
    settle(qtbot)
    window.after_game.offer()  # as after a summary closed: Play again and Results on the table
    button = window.after_game.results_button
    click_at(button, button.rect().center())
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)  # type: ignore[attr-defined]
    summary = window.summary_dialog
    qtbot.waitUntil(summary.isVisible, timeout=5000)  # type: ignore[attr-defined]
    settle(qtbot)
    shot(summary, f"layout-theme-{key}-{family}-summary")
    theme = themes.THEMES[key]
    chart = summary.chart
    paper = chart.grab().toImage().pixelColor(3, 3)
    assert paper.name() == theme.paper, paper.name()
    panel = chart.parentWidget()  # the chart's paper; just under it, the summary's felt
    below = panel.mapTo(summary, QPoint(panel.width() // 2, panel.height() + 6))
    felt = summary.grab().toImage().pixelColor(below)
    assert _near(felt, theme.felt_centre, 40) or _near(felt, theme.felt_edge, 40), felt.name()
