"""The bundle keeps the Qt parts the game uses and drops the rest; the build checks what it made."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from installer import bundle_policy
from installer.build import BuildError, qt_modules_imported

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/lib/libQt6Core.so.6",
        "libQt6Widgets.so.6",
        "PySide6/Qt/lib/libQt6XcbQpa.so.6",
        "PySide6/Qt/lib/libQt6Network.so.6",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
        "PySide6\\plugins\\platforms\\qwindows.dll",
        "PySide6\\plugins\\styles\\qmodernwindowsstyle.dll",
        "PySide6\\Qt6Gui.dll",
        "patentgame/resources/lexicon/en-enable.dawg",
        "patentgame/resources/definitions/en-wordnet.defs",
        "patentgame/resources/icons/patentgame-32.png",
        "patentgame/resources/translations/patentgame_de.qm",
        "patentgame/resources/translations/patentgame_ru.json",
        "PySide6/Qt/translations/qtbase_ru.qm",
        "PySide6\\translations\\qtbase_ru.qm",
        "PySide6/Qt/lib/libicudata.so.73",
    ],
)
def test_what_the_game_needs_is_kept(dest: str) -> None:
    assert bundle_policy.keep_entry(dest)


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/translations/qtbase_de.qm",
        "PySide6\\translations\\qtbase_fr.qm",
        "libQt6Quick.so.6",
        "PySide6/Qt/lib/libQt6Quick.so.6",
        "PySide6/Qt/lib/libQt6Sql.so.6",
        "PySide6/Qt/plugins/tls/libqopensslbackend.so",
        "PySide6/Qt/lib/libQt6WaylandClient.so.6",
        "PySide6\\Qt6Pdf.dll",
        "PySide6/Qt/lib/QtQml.framework/Versions/A/QtQml",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6/Qt/plugins/platforms/libqeglfs.so",
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/plugins/imageformats/libqpdf.so",
        "PySide6/Qt/plugins/imageformats/libqjpeg.so",
        "PySide6/Qt/plugins/imageformats/libqgif.so",
        "libdbus-1.so.3",
        "libglib-2.0.so.0",
        "libX11.so.6",
        "libfontconfig.so.1",
        "libfreetype.so.6",
        "PySide6/Qt/plugins/sqldrivers/libqsqlite.so",
        "PySide6/Qt/plugins/qmltooling/libqmldbg_tcp.so",
        "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
        "PySide6/Qt/qml/QtQuick/Controls/qmldir",
    ],
)
def test_what_the_game_never_uses_is_dropped(dest: str) -> None:
    assert not bundle_policy.keep_entry(dest)


def test_prune_keeps_a_link_and_its_target_together() -> None:
    entries = [
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
        ("PySide6/Qt/lib/libQt6Core.so.6", "/src/libQt6Core.so.6", "BINARY"),
        ("libQt6Qml.so.6", "PySide6/Qt/lib/libQt6Qml.so.6", "SYMLINK"),
        ("PySide6/Qt/lib/libQt6Qml.so.6", "/src/libQt6Qml.so.6", "BINARY"),
    ]
    kept = {entry[0] for entry in bundle_policy.prune(entries)}
    assert kept == {"libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6"}


def test_every_module_but_the_kept_ones_is_excluded() -> None:
    excluded = bundle_policy.excluded_qt_modules(["QtCore", "QtQuick", "QtWidgets", "QtSql"])
    assert excluded == ["PySide6.QtQuick", "PySide6.QtSql"]


def test_the_source_imports_only_kept_qt_modules() -> None:
    # A view that starts using a new Qt module must add it to KEEP_QT_MODULES, or the
    # installed game would fail where the source works.
    used = qt_modules_imported(ROOT / "patentgame")
    assert {"QtCore", "QtGui", "QtWidgets"} <= set(used)
    assert set(used) <= bundle_policy.KEEP_QT_MODULES


def test_an_import_of_an_excluded_module_is_found(tmp_path: Path) -> None:
    package = tmp_path / "game"
    package.mkdir()
    (package / "view.py").write_text(
        "from PySide6.QtQuick import QQuickView\nimport PySide6.QtNetwork\n"
        "from PySide6 import QtMultimedia\n",
        "utf-8",
    )
    found = qt_modules_imported(package)
    assert set(found) == {"QtQuick", "QtNetwork", "QtMultimedia"}
    assert found["QtQuick"] == {"game/view.py"}
    assert not set(found) <= bundle_policy.KEEP_QT_MODULES


def test_the_build_stops_on_an_excluded_module(monkeypatch: pytest.MonkeyPatch) -> None:
    from installer import build

    monkeypatch.setattr(
        build, "qt_modules_imported", lambda package: {"QtQuick": {"patentgame/x.py"}}
    )
    with pytest.raises(BuildError, match="QtQuick"):
        build.check_qt_modules()


def test_a_bundle_without_the_word_lists_is_caught(tmp_path: Path) -> None:
    from installer.build import missing_resources

    bundle = tmp_path / "patentgame"
    missing = missing_resources(bundle)
    assert "lexicon/en-enable.dawg" in missing
    assert "definitions/en-wordnet.defs" in missing
    assert "icons/patentgame.svg" in missing
    shutil.copytree(
        ROOT / "patentgame" / "resources",
        bundle / "_internal" / "patentgame" / "resources",
        ignore=shutil.ignore_patterns("__pycache__", "*.py"),
    )
    assert missing_resources(bundle) == []


def test_packaging_without_a_bundle_says_so_in_one_line(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from installer import build

    monkeypatch.setattr(build, "BUILD", tmp_path / "build")
    monkeypatch.setattr(build, "BUNDLE", tmp_path / "dist" / "patentgame")
    assert build.main(["--reuse-bundle"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    assert err[0].startswith("build: error: there is no bundle at")


def test_every_data_file_of_the_resources_is_package_data() -> None:
    """A wheel (and so a pip install) carries only files that pyproject's package-data names."""
    import fnmatch
    import tomllib

    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    patterns = pyproject["tool"]["setuptools"]["package-data"]["*"]
    resources = ROOT / "patentgame" / "resources"
    unshipped = [
        str(path.relative_to(resources))
        for path in resources.rglob("*")
        if path.is_file()
        and path.suffix not in {".py", ".pyc"}
        and not any(fnmatch.fnmatch(path.name, pattern) for pattern in patterns)
    ]
    assert unshipped == []
    assert (resources / "definitions" / "en-wordnet.defs").is_file()


def test_the_game_never_imports_what_the_bundle_leaves_out() -> None:
    """ssl, OpenSSL's hashes and the East Asian codecs are not in the bundle (35.4)."""
    import ast

    left_out = set(bundle_policy.EXCLUDED_PACKAGES)
    assert {"ssl", "_ssl", "_hashlib", "_codecs_jp", "_multibytecodec"} <= left_out
    for path in (ROOT / "patentgame").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names = [node.module]
            assert not {name.split(".")[0] for name in names} & left_out, path


def test_word_lists_are_packed_and_the_game_reads_them_so(tmp_path: Path) -> None:
    from patentgame.model.errors import LexiconError
    from patentgame.model.lexicon import Lexicon
    from patentgame.model.problems import Fault

    source = ROOT / "patentgame" / "resources" / "lexicon" / "en-common.dawg"
    entries = [
        ("patentgame/resources/lexicon/en-common.dawg", str(source), "DATA"),
        (
            "patentgame/resources/lexicon/manifest.json",
            str(source.with_name("manifest.json")),
            "DATA",
        ),
    ]
    packed = bundle_policy.pack_word_lists(entries, tmp_path / "work")
    assert [dest for dest, _, _ in packed] == [
        "patentgame/resources/lexicon/en-common.dawg.gz",
        "patentgame/resources/lexicon/manifest.json",
    ]
    twin = Path(packed[0][1])
    assert twin.stat().st_size < 0.7 * source.stat().st_size
    again = bundle_policy.pack_word_lists(entries, tmp_path / "again")
    assert Path(again[0][1]).read_bytes() == twin.read_bytes()  # reproducible

    folder = tmp_path / "lists"
    folder.mkdir()
    (folder / "en-common.dawg.gz").write_bytes(twin.read_bytes())
    unpacked = Lexicon.load_path(folder / "en-common.dawg")
    assert list(unpacked) == list(Lexicon.load("en-common"))

    (folder / "en-common.dawg.gz").write_bytes(twin.read_bytes()[:-100])  # cut short
    with pytest.raises(LexiconError) as caught:
        Lexicon.load_path(folder / "en-common.dawg")
    assert caught.value.problem.fault is Fault.LEXICON_NOT_COMPILED
    assert str(caught.value).endswith(".") and "gz" in str(caught.value)
