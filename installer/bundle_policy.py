"""What the PyInstaller bundle keeps of Qt, and what it drops to stay lean.

PyInstaller's PySide6 hooks collect generously: every plugin folder QtGui might use, every Qt
translation, and any Qt library those plugins link. The game uses QtCore, QtGui, QtWidgets,
QtSvg and QtNetwork (a local socket only: no TLS plugin is kept), draws on X11 (Wayland desktops
run it through XWayland) and reads PNG and SVG images, so everything else is dropped here. The
spec file applies :func:`keep_entry` to the collected files; a test checks that every PySide6
module the source imports is in :data:`KEEP_QT_MODULES`, so a view that starts using a new
module fails the test suite instead of the installed game.

NOTES.md: when Qt libraries are excluded, the top-level ``libQt6*.so.6`` links PyInstaller puts
beside them must go too, or broken links remain; :func:`keep_entry` judges files by their base
name, so a link and its target share the same fate.
"""

from __future__ import annotations

import gzip
import re
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

from patentgame.wording import LANGUAGES

#: Qt's own translation files kept: qtbase's, for every language of the game but English.
QT_TRANSLATIONS = frozenset(f"qtbase_{code}.qm" for code in LANGUAGES if code != "en")

#: PySide6 modules the app may import. Every other PySide6 module is excluded from analysis.
#: QtNetwork serves the local socket by which a second start hands over to the running game.
KEEP_QT_MODULES = frozenset({"QtCore", "QtGui", "QtWidgets", "QtSvg", "QtSvgWidgets", "QtNetwork"})

#: Qt shared libraries kept (the names without ``lib``/``Qt6`` and the platform suffix). DBus
#: and XcbQpa are not Python modules but QtGui and the X11 platform plugin link them.
KEEP_QT_LIBRARIES = frozenset(
    {"Core", "Gui", "Widgets", "Svg", "SvgWidgets", "Network", "DBus", "XcbQpa", "OpenGL"}
)

#: System libraries the bundle leaves to the system: the .deb's Depends (libdbus-1-3,
#: libglib2.0-0, libx11-6, libx11-xcb1, libfontconfig1, libfreetype6) installs each, every X11
#: desktop has them, and the portable .tar.gz asks for the same (installer/README.md). Carried,
#: they dragged in libraries nothing else loads, which the build then removes
#: (``installer/linux/debian.py``): D-Bus brought systemd's library with libgcrypt,
#: libgpg-error, liblz4 and libcap (2.8 MB); GLib brought PCRE2, fontconfig brought expat and
#: FreeType libpng (4.8 MB in all with X11). The system's fontconfig also reads the system's font
#: configuration, and one GLib serves the process and the desktop's input and theme plugins.
LEFT_TO_THE_SYSTEM = frozenset(
    {
        "libdbus-1.so.3",
        "libglib-2.0.so.0",
        "libgthread-2.0.so.0",
        "libX11.so.6",
        "libX11-xcb.so.1",
        "libfontconfig.so.1",
        "libfreetype.so.6",
    }
)

#: Plugin folders kept, and within each the plugins kept (None: all of the folder).
KEEP_PLUGINS: dict[str, frozenset[str] | None] = {
    # xcb draws on X11; offscreen and minimal serve --self-test, screenshots and CI.
    "platforms": frozenset({"qxcb", "qoffscreen", "qminimal", "qwindows", "qcocoa"}),
    # The portal theme gives native file dialogs on GNOME and KDE. The GTK 3 theme is left out:
    # it would drag the build machine's cairo and pango into the bundle, to clash with the
    # user's GTK at run time.
    "platformthemes": frozenset({"qxdgdesktopportal"}),
    "platforminputcontexts": frozenset(
        {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"}
    ),
    "xcbglintegrations": None,  # Qt warns at start without one
    "iconengines": None,  # SVG icons
    # SVG and the Windows icon format; the game reads no JPEG or GIF.
    "imageformats": frozenset({"qsvg", "qico"}),
    "styles": None,  # the native look on Windows and macOS
}

#: Top-level packages that PyInstaller would follow but the game never loads. The game opens no
#: network connection, so ``ssl`` goes, and with ``_hashlib`` OpenSSL's 5.4 MB of libraries
#: (``hashlib`` falls back to Python's own SHA-256). Text is UTF-8: the East Asian codecs go.
EXCLUDED_PACKAGES = (
    "tkinter",
    "_tkinter",
    "pydoc_data",
    "PyInstaller",
    "pytest",
    "hypothesis",
    "ssl",
    "_ssl",
    "_hashlib",
    "_codecs_cn",
    "_codecs_hk",
    "_codecs_iso2022",
    "_codecs_jp",
    "_codecs_kr",
    "_codecs_tw",
    "_multibytecodec",
)
#: Modules imported lazily (``import`` inside a function), so analysis must be told of them:
#: ``dawg`` (dawg2) compiles the word lists players import; ``miniaudio`` (with its compiled
#: ``_miniaudio`` and cffi's ``_cffi_backend``) plays the sounds, loaded on the sound thread.
HIDDEN_PACKAGES = ("dawg", "dawg_python", "appdirs", "miniaudio", "_miniaudio", "_cffi_backend")
#: Distributions whose metadata the game reads with ``importlib.metadata`` at run time.
METADATA_PACKAGES = ("patentgame", "PySide6-Essentials")

_QT_LIBRARY = re.compile(r"^(?:lib)?Qt6(?P<name>[A-Za-z0-9]+)(?:\.so(?:\.\d+)*|\.dll|\.dylib)?$")
_PLUGIN_STEM = re.compile(r"^(?:lib)?(?P<stem>[^.]+)")
_QT_FRAMEWORK = re.compile(r"(?:^|/)Qt(?P<name>[A-Za-z0-9]+)\.framework(?:/|$)")


def excluded_qt_modules(available: Iterable[str]) -> list[str]:
    """The dotted names (``PySide6.QtQuick``) of every available module not kept."""
    return sorted(f"PySide6.{name}" for name in available if name not in KEEP_QT_MODULES)


def _qt_library(name: str) -> str | None:
    match = _QT_LIBRARY.match(name)
    return match["name"] if match else None


def keep_entry(dest: str) -> bool:
    """Whether a collected file (its path inside the bundle, ``/`` or ``\\``) is kept.

    >>> keep_entry("PySide6/Qt/plugins/platforms/libqxcb.so")
    True
    >>> keep_entry("PySide6/Qt/translations/qtbase_de.qm")
    False
    >>> keep_entry("PySide6/Qt/translations/qtbase_ru.qm")
    True
    >>> keep_entry("libQt6Quick.so.6"), keep_entry("PySide6/Qt/lib/libQt6Widgets.so.6")
    (False, True)
    >>> keep_entry("libdbus-1.so.3")
    False
    """
    path = PurePosixPath(dest.replace("\\", "/"))
    parts = path.parts
    if path.name in LEFT_TO_THE_SYSTEM:
        return False
    # Qt's own translations (200 files, 14 MB) go, but for the qtbase file of each language
    # the game speaks (a message box's Yes and No, a text field's menu). The game's own
    # translations (patentgame/resources/translations) stay.
    if "PySide6" in parts and "translations" in parts and path.suffix == ".qm":
        return path.name in QT_TRANSLATIONS
    framework = _QT_FRAMEWORK.search(path.as_posix())
    if framework and framework["name"] not in KEEP_QT_LIBRARIES:
        return False
    library = _qt_library(path.name)
    if library is not None and library not in KEEP_QT_LIBRARIES:
        return False
    if "plugins" in parts:
        index = parts.index("plugins")
        if index + 2 < len(parts):
            folder = parts[index + 1]
            if folder not in KEEP_PLUGINS:
                return False
            kept = KEEP_PLUGINS[folder]
            stem = _PLUGIN_STEM.match(parts[-1])
            if kept is not None and (stem is None or stem["stem"] not in kept):
                return False
    # QML, the Qt tools and headers never serve a Widgets app.
    if {"qml", "libexec", "include", "metatypes", "typesystems"} & set(parts[:4]):
        return "PySide6" not in parts
    return True


def prune(entries: Iterable[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """The TOC entries (destination, source, type) that :func:`keep_entry` keeps."""
    return [entry for entry in entries if keep_entry(entry[0])]


def is_word_list(dest: str) -> bool:
    """Whether a collected file is a compiled word list (a built-in list or an everyday
    vocabulary), which the bundle ships gzipped.

    >>> is_word_list("patentgame/resources/lexicon/en-enable.dawg")
    True
    >>> is_word_list("patentgame/resources/lexicon/manifest.json")
    False
    """
    return PurePosixPath(dest.replace("\\", "/")).suffix == ".dawg"


def pack_word_lists(
    entries: Iterable[tuple[str, str, str]], folder: Path
) -> list[tuple[str, str, str]]:
    """The TOC entries with every compiled word list replaced by its gzipped twin, written into
    ``folder``: the game reads ``x.dawg.gz`` when ``x.dawg`` is not there
    (``patentgame.model.lexicon``), and the lists shrink by 40% (``benchmarks/bundle_parts.py``).
    The gzip header holds no name or time, so a build is reproducible."""
    packed = []
    for dest, source, kind in entries:
        if is_word_list(dest):
            target = folder / (dest.replace("\\", "/") + ".gz")
            target.parent.mkdir(parents=True, exist_ok=True)
            data = Path(source).read_bytes()
            target.write_bytes(gzip.compress(data, compresslevel=9, mtime=0))
            dest, source = dest + ".gz", str(target)
        packed.append((dest, source, kind))
    return packed
