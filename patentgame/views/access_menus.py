"""The menu entries of looks, text size, sound and keys.

View > Theme (felt, high contrast, dark), View > Zoom in / Zoom out / Actual size (Ctrl+= /
Ctrl+- / Ctrl+0), View > Mute sounds (Ctrl+M), Settings > Sound volume... and Help > Keys. Each
goes through :meth:`MainWindow.update_settings`, so it is applied at once and remembered.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from patentgame.views.appearance import zoom_in, zoom_out
from patentgame.views.themes import theme_names

if TYPE_CHECKING:
    from patentgame.keeping.settings import Settings
    from patentgame.views.main_window import MainWindow


def build_access_menus(window: MainWindow) -> None:
    """Add the entries to ``window``'s View, Settings and Help menus."""
    view = window.menus["view"]
    themes = view.addMenu(QCoreApplication.translate("AccessMenus", "&Theme"))
    group = QActionGroup(window)
    for key, name in theme_names():
        action = QAction(name, window, checkable=True)
        action.triggered.connect(lambda _=False, k=key: _set(window, theme=k))
        group.addAction(action)
        themes.addAction(action)
        window.named_actions[f"theme_{key}"] = action
    zoom = view.addMenu(QCoreApplication.translate("AccessMenus", "&Zoom"))
    for name, text, keys, change in (
        (
            "zoom_in",
            QCoreApplication.translate("AccessMenus", "Zoom &in"),
            ("Ctrl+=", "Ctrl++"),
            zoom_in,
        ),
        ("zoom_out", QCoreApplication.translate("AccessMenus", "Zoom &out"), ("Ctrl+-",), zoom_out),
        (
            "zoom_reset",
            QCoreApplication.translate("AccessMenus", "&Actual size"),
            ("Ctrl+0",),
            lambda _zoom: 100,
        ),
    ):
        action = QAction(text, window)
        action.setShortcuts([QKeySequence(key) for key in keys])
        action.triggered.connect(
            lambda _=False, c=change: _set(window, zoom=c(window.settings.zoom))
        )
        zoom.addAction(action)
        window.named_actions[name] = action
    mute = QAction(
        QCoreApplication.translate("AccessMenus", "&Mute sounds"), window, checkable=True
    )
    mute.setShortcut(QKeySequence("Ctrl+M"))
    mute.triggered.connect(lambda on: _set(window, sound_muted=bool(on)))
    view.addAction(mute)
    window.named_actions["mute"] = mute
    volume = QAction(QCoreApplication.translate("AccessMenus", "Sound &volume..."), window)
    volume.triggered.connect(lambda _=False: _ask_volume(window))
    window.menus["settings"].addAction(volume)
    window.named_actions["sound_volume"] = volume
    keys_action = QAction(QCoreApplication.translate("AccessMenus", "&Keys"), window)
    keys_action.triggered.connect(lambda _=False: show_keys(window))
    window.menus["help"].addAction(keys_action)
    window.named_actions["keys"] = keys_action


def sync_access_menus(window: MainWindow, settings: Settings) -> None:
    """Check the entries that say what ``settings`` hold."""
    for key, _name in theme_names():
        window.named_actions[f"theme_{key}"].setChecked(settings.theme == key)
    window.named_actions["mute"].setChecked(settings.sound_muted)
    window.named_actions["zoom_in"].setEnabled(settings.zoom < 200)
    window.named_actions["zoom_out"].setEnabled(settings.zoom > 100)
    window.named_actions["zoom_reset"].setText(
        QCoreApplication.translate("AccessMenus", "&Actual size (now {percent}%)").format(
            percent=settings.zoom
        )
    )


def _set(window: MainWindow, **values: object) -> None:
    window.update_settings(replace(window.settings, **values))  # type: ignore[arg-type]


def _ask_volume(window: MainWindow) -> None:
    from PySide6.QtWidgets import QInputDialog

    value, ok = QInputDialog.getInt(
        window,
        QCoreApplication.translate("AccessMenus", "Sound volume"),
        QCoreApplication.translate(
            "AccessMenus", "Volume of the game's sounds, from 0 (silent) to 100:"
        ),
        window.settings.sound_volume,
        0,
        100,
        5,
    )
    if ok:
        _set(window, sound_volume=value)
    window.return_focus()


def show_keys(window: MainWindow) -> None:
    """Help > Keys."""
    from patentgame.views.keys_dialog import KeysDialog

    KeysDialog(window.named_actions.values(), window).exec()
    window.return_focus()
