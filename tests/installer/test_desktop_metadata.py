"""How the game presents itself to Linux desktops: menu entry, MIME types, AppStream metainfo.

The validators the issue names run here on the committed files (``desktop-file-validate``,
``appstreamcli validate --pedantic``), and the files are held to each other: one app id, one
command, the same record types everywhere, Russian beside English.
"""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from datetime import date
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest
from PySide6.QtGui import QImageReader

from installer import project
from installer.linux import debian
from tests.installer.system_tools import require_tool

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "installer" / "linux"
METAINFO = LINUX / f"{project.APP_ID}.metainfo.xml"
DESKTOP = LINUX / "patentgame.desktop"
MIME = LINUX / "patentgame-mime.xml"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def _desktop_entry() -> configparser.SectionProxy:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(DESKTOP, encoding="utf-8")
    return entry["Desktop Entry"]


def _pyproject() -> dict[str, Any]:
    with (ROOT / "pyproject.toml").open("rb") as stream:
        table: dict[str, Any] = tomllib.load(stream)["project"]
    return table


@pytest.fixture(scope="module")
def component() -> ET.Element:
    return ET.parse(METAINFO).getroot()


def _by_language(element: ET.Element, tag: str) -> dict[str | None, str]:
    return {child.get(XML_LANG): (child.text or "").strip() for child in element.findall(tag)}


def test_appstreamcli_pedantic_validation_passes() -> None:
    appstreamcli = require_tool("appstreamcli", "appstream")
    # --no-net: the screenshots are checked against the committed files below instead.
    result = subprocess.run(
        [appstreamcli, "validate", "--pedantic", "--no-net", "--format", "yaml", str(METAINFO)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    issues = [
        line.split(":", 1)[1].strip()
        for line in result.stdout.splitlines()
        if line.strip().startswith("- tag:")
    ]
    # The developer is named the AppStream 1.0 way (<developer id=...><name>). The AppStream
    # 0.16 of Debian 12 predates that element: it notes it as an unknown tag (an info, the file
    # still validates) and nothing else; 1.0 (Ubuntu 24.04, the release workflow) notes nothing.
    expected = ["unknown-tag"] if _appstream_version(appstreamcli) < (1, 0) else []
    assert issues == expected, result.stdout


def _appstream_version(appstreamcli: str) -> tuple[int, ...]:
    """The validator's version (``appstreamcli --version``: "AppStream version: 0.16.1")."""
    output = subprocess.run(
        [appstreamcli, "--version"], capture_output=True, text=True, check=True
    ).stdout
    found = re.search(r"(\d+)\.(\d+)", output)
    assert found is not None, output
    return (int(found[1]), int(found[2]))


def test_the_developer_is_named_the_appstream_1_0_way(component: ET.Element) -> None:
    # developer_name is deprecated since AppStream 1.0; the developer element carries an id.
    assert component.find("developer_name") is None
    developer = component.find("developer")
    assert developer is not None and developer.get("id") == "io.github.patentgame"
    assert (developer.findtext("name") or "").strip() == "patentgame studio"


def test_the_app_id_is_reverse_dns_in_lower_case() -> None:
    # AppStream's pedantic check asks for a lower-case component id; the Flatpak, the macOS
    # bundle and the Windows AppUserModelID use the same one.
    assert not any(letter.isupper() for letter in project.APP_ID), project.APP_ID


def test_the_staged_deb_passes_appstreams_tree_validation(tmp_path: Path) -> None:
    # validate-tree also checks that the launchable's desktop entry and icon are installed.
    appstreamcli = require_tool("appstreamcli", "appstream")
    from installer import icons

    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "patentgame").write_text("#!/bin/sh\n", "utf-8")
    svg = ROOT / "patentgame" / "resources" / "icons" / "patentgame.svg"
    root = debian.stage_deb(
        bundle=bundle,
        icons=icons.write_icon_set(svg, tmp_path / "icons"),
        icon_sizes=icons.HICOLOR_SIZES,
        linux_dir=LINUX,
        licences=(),
        version="1.2.3",
        staging=tmp_path / "staging",
    )
    result = subprocess.run(
        [appstreamcli, "validate-tree", "--pedantic", "--no-net", str(root)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "E:" not in result.stdout and "W:" not in result.stdout, result.stdout


def test_desktop_file_validate_accepts_the_entry_as_committed_and_as_installed(
    tmp_path: Path,
) -> None:
    validate = require_tool("desktop-file-validate", "desktop-file-utils")
    installed = tmp_path / "patentgame.desktop"
    installed.write_text(
        debian.installed_desktop_entry(DESKTOP.read_text("utf-8"), "/usr/games/patentgame"),
        "utf-8",
    )
    for path in (DESKTOP, installed):
        result = subprocess.run([validate, str(path)], capture_output=True, text=True, check=False)
        assert result.returncode == 0, result.stdout + result.stderr
        assert result.stdout.strip() == "", result.stdout


def test_the_menu_entry_speaks_english_and_russian() -> None:
    fields = _desktop_entry()
    for key in ("Name", "GenericName", "Comment", "Keywords"):
        assert fields[key], key
        russian = fields[f"{key}[ru]"]
        assert any("а" <= letter <= "я" for letter in russian.lower()), key
    assert fields["Categories"].split(";")[:2] == ["Game", "BoardGame"]


def test_the_menu_entry_speaks_polish_too() -> None:
    """A Polish desktop lists the game under its Polish name, as the app speaks Polish."""
    fields = _desktop_entry()
    assert fields["Name[pl]"] == "Gra w patenty"
    for key in ("GenericName", "Comment", "Keywords"):
        assert fields[f"{key}[pl]"] and fields[f"{key}[pl]"] != fields[key], key
    assert "słowa;" in fields["Keywords[pl]"]
    assert 'xml:lang="pl"' in MIME.read_text("utf-8")


def test_the_mime_database_compiles_both_record_types(tmp_path: Path) -> None:
    compiler = require_tool("update-mime-database", "shared-mime-info")
    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copyfile(MIME, packages / "patentgame.xml")
    system = Path("/usr/share/mime/packages/freedesktop.org.xml")
    if system.is_file():  # the parents application/json and text/plain
        shutil.copyfile(system, packages / system.name)
    # The folder is on the search path, so the compiler has nothing to say but problems.
    env = {**os.environ, "XDG_DATA_DIRS": str(tmp_path)}
    result = subprocess.run(
        [compiler, str(tmp_path / "mime")], capture_output=True, text=True, check=False, env=env
    )
    assert result.returncode == 0 and not result.stderr.strip(), result.stderr
    globs = (tmp_path / "mime" / "globs2").read_text("utf-8").splitlines()
    assert "50:application/x-patentgame:*.patentgame" in globs
    assert "50:text/x-gcg:*.gcg" in globs
    # A .gcg that is a chemist's sequence file is told apart by the first line of a game record.
    assert b"#player1" in (tmp_path / "mime" / "magic").read_bytes()
    russian = (tmp_path / "mime" / "text" / "x-gcg.xml").read_text("utf-8")
    assert 'xml:lang="ru"' in russian


def test_the_record_types_are_the_same_in_the_entry_the_mime_file_and_the_metainfo(
    component: ET.Element,
) -> None:
    declared = {
        mime_type.get("type"): mime_type.find(f"{MIME_NS}glob").get("pattern")  # type: ignore[union-attr]
        for mime_type in ET.parse(MIME).getroot().findall(f"{MIME_NS}mime-type")
    }
    assert declared == {project.DOCUMENT_MIME: "*.patentgame", project.GCG_MIME: "*.gcg"}
    entry_types = set(filter(None, _desktop_entry()["MimeType"].split(";")))
    provided = {element.text for element in component.iterfind("provides/mediatype")}
    assert entry_types == provided == set(declared)


def test_the_metainfo_names_the_game_in_english_and_russian(component: ET.Element) -> None:
    assert component.get("type") == "desktop-application"
    assert component.findtext("id") == project.APP_ID
    for tag in ("name", "summary"):
        texts = _by_language(component, tag)
        assert set(texts) == {None, "ru"}, tag
    assert _by_language(component, "name")[None] == project.DISPLAY_NAME
    assert _by_language(component, "name")["ru"] == _desktop_entry()["Name[ru]"]
    description = component.find("description")
    assert description is not None
    languages = {child.get(XML_LANG) for child in description}
    assert languages == {None, "ru"}
    keywords = {element.get(XML_LANG) for element in component.iterfind("keywords/keyword")}
    assert keywords == {None, "ru"}


def test_the_metainfo_links_the_launcher_command_and_categories(component: ET.Element) -> None:
    assert component.findtext("launchable[@type='desktop-id']") == DESKTOP.name
    assert component.findtext("icon[@type='stock']") == _desktop_entry()["Icon"]
    assert component.findtext("provides/binary") in _pyproject()["scripts"]
    categories = [element.text for element in component.iterfind("categories/category")]
    assert categories == ["Game", "BoardGame"]
    rating = component.find("content_rating")
    assert rating is not None and rating.get("type") == "oars-1.1"


def test_the_newest_release_is_this_version_with_its_date(component: ET.Element) -> None:
    releases = component.findall("releases/release")
    assert releases, "no release listed"
    newest = releases[0]
    assert newest.get("version") == _pyproject()["version"]
    released = date.fromisoformat(newest.get("date", ""))
    dates = [date.fromisoformat(release.get("date", "")) for release in releases]
    assert dates == sorted(dates, reverse=True) and released == dates[0]


def test_every_screenshot_is_a_committed_picture_of_the_size_it_claims(
    component: ET.Element,
) -> None:
    shots = component.findall("screenshots/screenshot")
    assert len(shots) >= 1
    assert [shot.get("type") for shot in shots].count("default") == 1
    version = _pyproject()["version"]
    for shot in shots:
        assert set(_by_language(shot, "caption")) == {None, "ru"}
        image = shot.find("image")
        assert image is not None and image.text
        url = urlparse(image.text)
        assert url.scheme == "https" and url.netloc == "raw.githubusercontent.com"
        owner, name, tag, *path = url.path.strip("/").split("/")
        assert f"https://github.com/{owner}/{name}" == component.findtext("url[@type='homepage']")
        assert tag == f"v{version}", "screenshots are named at the release's tag"
        committed = ROOT.joinpath(*path)
        assert committed.is_file(), committed
        size = QImageReader(str(committed)).size()
        assert (size.width(), size.height()) == (
            int(image.get("width", 0)),
            int(image.get("height", 0)),
        )
        assert size.width() >= 1000  # software centres ask for at least 1000 px across


def test_bootstrap_installs_the_tools_these_tests_run() -> None:
    sys.path.insert(0, str(ROOT))
    try:
        import bootstrap
    finally:
        sys.path.remove(str(ROOT))
    for package in ("desktop-file-utils", "appstream", "shared-mime-info", "binutils"):
        assert package in bootstrap.TEST_DEBIAN_PACKAGES


def _text_of(element: ET.Element, language: str | None) -> str:
    """Every paragraph and list item of a description in one language, as one line."""
    parts = [
        " ".join("".join(child.itertext()).split())
        for child in element
        if child.get(XML_LANG) == language
    ]
    return " ".join(parts)


def test_the_metainfo_describes_every_game_and_the_ladder_in_both_languages(
    component: ET.Element,
) -> None:
    """Issue 36.16: the app as it is, not the patent game alone with four levels."""
    description = component.find("description")
    assert description is not None
    english, russian = _text_of(description, None), _text_of(description, "ru")
    for game in ("patent game", "Scrabble", "Скрэббл", "Эрудит", "Wocable", "BuyWord"):
        assert game in english, game
    for game in ("игра в патенты", "Scrabble", "Скрэббл", "Эрудит", "Wocable", "BuyWord"):
        assert game in russian, game
    assert "Five word games" in english and "Пять игр в слова" in russian
    assert "eleven-step ladder" in english and "лестнице из одиннадцати ступеней" in russian
    assert "the master" in english and "Мастер" in russian
    for stale in ("four levels", "четырёх уровней"):
        assert stale not in english + russian
    summaries = _by_language(component, "summary")
    assert all("BuyWord" in summaries[language] for language in (None, "ru"))
    comment = _desktop_entry()
    assert comment["Comment"] == summaries[None] and comment["Comment[ru]"] == summaries["ru"]
