"""The Flatpak manifest: ids, command, sandbox and wheels agree with the rest of the project.

The manifest cannot be built here (flatpak-builder downloads the runtime), so these tests hold
its structure to the files it installs and to ``pyproject.toml``.
"""

from __future__ import annotations

import configparser
import re
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
import yaml
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

from installer import project

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "installer" / "linux"
MANIFEST = LINUX / f"{project.APP_ID}.yml"
METAINFO = LINUX / f"{project.APP_ID}.metainfo.xml"

#: The sandbox permissions the game may ask for: a window, OpenGL, the sound server for its
#: cues, and nothing else.
ALLOWED_FINISH_ARGS = {
    "--socket=x11",
    "--socket=fallback-x11",
    "--socket=wayland",
    "--share=ipc",
    "--device=dri",
    "--socket=pulseaudio",
}


@pytest.fixture(scope="module")
def manifest() -> dict[str, Any]:
    data = yaml.safe_load(MANIFEST.read_text("utf-8"))
    assert isinstance(data, dict)
    return data


@pytest.fixture(scope="module")
def pyproject() -> dict[str, Any]:
    with (ROOT / "pyproject.toml").open("rb") as stream:
        project_table: dict[str, Any] = tomllib.load(stream)["project"]
    return project_table


def _wheel_sources(manifest: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        source
        for module in manifest["modules"]
        for source in module.get("sources", [])
        if str(source.get("url", source.get("path", ""))).endswith(".whl")
    ]


def test_the_app_id_is_the_one_of_the_metainfo_and_the_other_platforms(
    manifest: dict[str, Any],
) -> None:
    component = ET.parse(METAINFO).getroot()
    assert manifest["id"] == project.APP_ID
    assert component.findtext("id") == manifest["id"]


def test_the_runtime_is_the_freedesktop_one(manifest: dict[str, Any]) -> None:
    assert manifest["runtime"] == "org.freedesktop.Platform"
    assert manifest["sdk"] == "org.freedesktop.Sdk"
    # A YAML number would turn 25.10 into 25.1: the version must be a string.
    assert isinstance(manifest["runtime-version"], str)
    assert re.fullmatch(r"\d\d\.08", manifest["runtime-version"])


def test_the_command_is_the_one_the_wheel_and_the_menu_entry_name(
    manifest: dict[str, Any], pyproject: dict[str, Any]
) -> None:
    assert manifest["command"] in pyproject["scripts"]
    entry = configparser.ConfigParser(interpolation=None)
    entry.read(LINUX / "patentgame.desktop", encoding="utf-8")
    assert entry["Desktop Entry"]["Exec"].split()[0] == manifest["command"]


def test_the_sandbox_gets_a_window_and_sound_and_nothing_more(manifest: dict[str, Any]) -> None:
    finish_args = set(manifest["finish-args"])
    assert finish_args <= ALLOWED_FINISH_ARGS, finish_args - ALLOWED_FINISH_ARGS
    assert finish_args & {"--socket=x11", "--socket=fallback-x11", "--socket=wayland"}
    assert "--socket=pulseaudio" in finish_args  # miniaudio plays the cues through it
    # Fully offline, and files come and go through the portal's dialogs.
    assert not any(arg.startswith(("--share=network", "--filesystem")) for arg in finish_args)


def test_every_wheel_comes_from_pypi_with_its_checksum(manifest: dict[str, Any]) -> None:
    for source in _wheel_sources(manifest):
        if "path" in source:
            continue  # the game's own wheel, built by the maintainer's first command
        assert source["type"] == "file"
        assert source["url"].startswith("https://files.pythonhosted.org/packages/")
        assert re.fullmatch(r"[0-9a-f]{64}", source["sha256"]), source["url"]


def test_the_wheels_are_the_dependencies_pyproject_allows(
    manifest: dict[str, Any], pyproject: dict[str, Any]
) -> None:
    wheels = {}
    for source in _wheel_sources(manifest):
        name, version, _, tags = parse_wheel_filename(
            Path(source.get("url", source.get("path"))).name
        )
        wheels[name] = (version, tags)
    for line in pyproject["dependencies"]:
        requirement = Requirement(line.split("#")[0])
        name = canonicalize_name(requirement.name)
        assert name in wheels, f"no module installs {requirement.name}"
        version, _ = wheels[name]
        assert requirement.specifier.contains(version, prereleases=True), (name, version)
    assert str(wheels[canonicalize_name("patentgame")][0]) == pyproject["version"]
    # PySide6 needs its own shiboken6, of the very same version.
    assert wheels["shiboken6"][0] == wheels["pyside6-essentials"][0]


def test_the_dependencies_of_the_dependencies_have_their_wheels_too(
    manifest: dict[str, Any], pyproject: dict[str, Any]
) -> None:
    # pip installs each wheel with --no-deps, so what a dependency needs in turn (miniaudio's
    # cffi, cffi's pycparser) must be a module of its own. Read from the installed packages.
    from importlib.metadata import requires

    wheels = {
        canonicalize_name(parse_wheel_filename(Path(source.get("url") or source["path"]).name)[0])
        for source in _wheel_sources(manifest)
    }
    runtime = {"python_version": "3.13", "sys_platform": "linux", "platform_machine": "x86_64"}
    pending = [Requirement(line.split("#")[0]) for line in pyproject["dependencies"]]
    needed: set[str] = set()
    while pending:
        requirement = pending.pop()
        name = canonicalize_name(requirement.name)
        if name in needed or (requirement.marker and not requirement.marker.evaluate(runtime)):
            continue
        needed.add(name)
        pending.extend(Requirement(line) for line in requires(requirement.name) or ())
    assert {"cffi", "pycparser"} <= needed  # miniaudio's, as the loop must find
    assert needed <= wheels, needed - wheels


def _minor(interpreter: str) -> int:
    return int(interpreter.removeprefix("cp3"))


def test_the_compiled_wheels_fit_the_runtimes_python(manifest: dict[str, Any]) -> None:
    # The cleanup names the runtime's site-packages; a CPython-specific wheel must match it.
    found = {re.search(r"python3\.(\d+)", path) for path in manifest["cleanup"]}
    minors = {int(match[1]) for match in found if match}
    assert len(minors) == 1
    minor = minors.pop()
    for source in _wheel_sources(manifest):
        _, _, _, tags = parse_wheel_filename(Path(source.get("url", source.get("path"))).name)
        cpython = {tag.interpreter for tag in tags if tag.interpreter.startswith("cp3")}
        if any(tag.abi == "abi3" for tag in tags):
            # The stable ABI: built for a minimum Python, loads on every later one.
            assert all(_minor(interpreter) <= minor for interpreter in cpython), source
        elif cpython:
            assert cpython == {f"cp3{minor}"}, (source, minor)
        if any(tag.platform != "any" for tag in tags):
            assert source.get("only-arches") == ["x86_64"]
            assert any("x86_64" in tag.platform for tag in tags)


def test_the_files_the_manifest_installs_are_in_the_repository(manifest: dict[str, Any]) -> None:
    paths = [
        source["path"]
        for module in manifest["modules"]
        for source in module.get("sources", [])
        if "path" in source and not source["path"].endswith(".whl")
    ]
    assert paths
    for path in paths:
        assert (MANIFEST.parent / path).is_file(), path


def test_desktops_find_the_entry_icon_metainfo_and_mime_types_by_the_app_id(
    manifest: dict[str, Any],
) -> None:
    game = next(module for module in manifest["modules"] if module["name"] == "patentgame")
    commands = "\n".join(game["build-commands"])
    for installed in (
        "share/applications/${FLATPAK_ID}.desktop",
        "share/mime/packages/${FLATPAK_ID}.xml",
        "share/icons/hicolor/scalable/apps/${FLATPAK_ID}.svg",
        "share/icons/hicolor/256x256/apps/${FLATPAK_ID}.png",
        "share/metainfo",
    ):
        assert installed in commands
    assert "--set-icon=${FLATPAK_ID}" in commands
    # The metainfo names the launcher and icon the Flatpak exports.
    assert ">${FLATPAK_ID}.desktop<" in commands
    # Every module is installed by its wheel alone: no download, no build at install time.
    for module in manifest["modules"]:
        for command in module["build-commands"]:
            if command.startswith("pip3 install"):
                assert "--no-index" in command and "--no-deps" in command
