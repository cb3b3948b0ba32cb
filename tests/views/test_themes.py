"""Themes: every text of every theme meets WCAG AA, and View > Theme changes the table live."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from patentgame.keeping.settings import THEMES as THEME_KEYS
from patentgame.keeping.settings import Settings, settings_from_json
from patentgame.views import palette as pal
from patentgame.views import themes
from tests.views.table_helpers import choose, make_window, shot


def test_the_contrast_ratio_matches_wcag_examples() -> None:
    assert themes.contrast_ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert themes.contrast_ratio("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    assert themes.contrast_ratio("#ffffff", "#ffffff") == pytest.approx(1.0)


@pytest.mark.parametrize("key", sorted(themes.THEMES))
def test_every_text_of_a_theme_meets_wcag_aa(key: str) -> None:
    theme = themes.THEMES[key]
    pairs = themes.text_pairs(theme)
    assert len(pairs) >= 60
    # The windows beside the table are held to it too: the end, statistics, history.
    kinds = {p.what for p in pairs}
    assert {"end: rating up", "window quiet text", "window table header", "chart line"} <= kinds
    assert set(themes.window_pairs(theme)) <= set(pairs)
    failing = [
        f"{p.what}: {p.foreground} on {p.background} is "
        f"{themes.contrast_ratio(p.foreground, p.background):.2f}, needs {p.required}"
        for p in pairs
        if themes.contrast_ratio(p.foreground, p.background) < p.required
    ]
    assert not failing, "\n".join(failing)


def test_every_theme_has_every_colour_and_the_settings_offer_each() -> None:
    assert set(themes.THEMES) == set(THEME_KEYS)
    for theme in themes.THEMES.values():
        for name in theme._fields:
            value = getattr(theme, name)
            if isinstance(value, str) and value.startswith("#"):
                assert len(value) == 7, (theme.key, name)
        assert set(theme.patent_faces) == {"doubler", "word", "replace", "plain"}


def test_the_felt_theme_is_the_palette_the_table_starts_with() -> None:
    felt = themes.FELT
    for name in ("felt_centre", "gold", "text_on_felt", "muted_on_felt", "vowel_band"):
        assert getattr(pal, name.upper()).name() == getattr(felt, name) or pal.THEME_KEY != "felt"


def test_view_theme_changes_the_table_at_once_and_is_remembered(qtbot: object) -> None:
    window = make_window(qtbot)
    window.play_solo()
    stored: list[Settings] = []
    window.settings_changed.connect(stored.append)
    QApplication.processEvents()
    # A point of bare table just below the piles: green felt, then (nearly) black, then grey.
    piles = window.table.piles.geometry()
    point = piles.bottomRight()
    felt = window.table.grab().toImage().pixelColor(point.x() + 3, point.y() + 3)
    assert felt.green() > felt.red() + 20
    choose(window, "view", "theme_contrast", submenu=_theme_menu(window))
    assert window.settings.theme == "contrast"
    assert stored and stored[-1].theme == "contrast"
    assert window.named_actions["theme_contrast"].isChecked()
    QApplication.processEvents()
    black = window.table.grab().toImage().pixelColor(point.x() + 3, point.y() + 3)
    assert max(black.red(), black.green(), black.blue()) < 24
    assert QApplication.palette().color(QPalette.ColorRole.Window).name() == "#000000"
    shot(window, "theme-contrast")
    choose(window, "view", "theme_dark", submenu=_theme_menu(window))
    QApplication.processEvents()
    grey = window.table.grab().toImage().pixelColor(point.x() + 3, point.y() + 3)
    assert abs(grey.green() - grey.red()) < 16 and grey.green() > black.green()
    shot(window, "theme-dark")
    kept, problems = settings_from_json(window.settings.to_json())
    assert not problems and kept.theme == "dark"
    choose(window, "view", "theme_felt", submenu=_theme_menu(window))
    assert pal.FELT_CENTRE.name() == themes.FELT.felt_centre


def test_a_theme_the_app_does_not_have_is_refused_with_a_reason() -> None:
    settings, problems = settings_from_json({"theme": "neon", "zoom": 450})
    assert (settings.theme, settings.zoom) == ("felt", 100)
    assert any("theme" in p for p in problems) and any("zoom" in p for p in problems)


def _theme_menu(window: object) -> object:
    view = window.menus["view"]  # type: ignore[attr-defined]
    return next(a.menu() for a in view.actions() if a.menu() and "Theme" in a.text())
