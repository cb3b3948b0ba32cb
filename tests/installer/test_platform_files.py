"""The release workflow, the PyInstaller spec, and the Windows and macOS installer files."""

from __future__ import annotations

import plistlib
import re
from pathlib import Path
from string import Template
from typing import Any

import pytest
import yaml

from installer import project

ROOT = Path(__file__).resolve().parents[2]
INSTALLER = ROOT / "installer"


@pytest.fixture(scope="module")
def workflow() -> dict[Any, Any]:
    data = yaml.safe_load((ROOT / ".github" / "workflows" / "release.yml").read_text("utf-8"))
    assert isinstance(data, dict)
    return data


def _steps(job: dict[str, Any]) -> str:
    return "\n".join(str(step.get("run", "")) + str(step.get("uses", "")) for step in job["steps"])


def test_release_runs_on_tags_and_by_hand(workflow: dict[Any, Any]) -> None:
    triggers = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true
    assert triggers["push"]["tags"] == ["v*"]
    assert "workflow_dispatch" in triggers


def test_release_builds_each_platform_on_its_own_runner(workflow: dict[Any, Any]) -> None:
    jobs = workflow["jobs"]
    runners = {name: str(job["runs-on"]) for name, job in jobs.items()}
    assert runners["linux"].startswith("ubuntu")
    assert runners["windows"].startswith("windows")
    assert runners["macos"].startswith("macos")
    for platform in ("linux", "windows", "macos"):
        job = jobs[platform]
        assert job["needs"] == "tests", f"{platform} must wait for the tests"
        steps = _steps(job)
        assert "--self-test" in steps or "package-and-verify.sh" in steps
        assert "actions/upload-artifact" in steps
    assert "installer/build.py" in _steps(jobs["windows"])
    assert "installer/build.py" in _steps(jobs["macos"])
    assert ".ci/run" in _steps(jobs["tests"])
    assert set(jobs["release"]["needs"]) == {"linux", "windows", "macos"}


def test_windows_and_macos_releases_self_test_what_a_player_installs(
    workflow: dict[Any, Any],
) -> None:
    windows = _steps(workflow["jobs"]["windows"])
    assert "/VERYSILENT" in windows
    assert 'Programs\\Patent Game\\patentgame-console.exe" --self-test' in windows
    macos = _steps(workflow["jobs"]["macos"])
    assert "hdiutil attach" in macos
    assert "patentgame.app/Contents/MacOS/patentgame --self-test" in macos


def test_linux_release_runs_the_script_that_proves_the_deb() -> None:
    # The same script .ci/run calls: build, apt-get install the .deb, installed --self-test.
    script = (INSTALLER / "linux" / "package-and-verify.sh").read_text("utf-8")
    assert "installer/build.py" in script
    assert re.search(r"apt-get install -y -qq \"\./\$\{deb\}\"", script)
    assert "QT_QPA_PLATFORM=offscreen /usr/bin/patentgame --self-test" in script


def test_the_spec_is_python_and_applies_the_bundle_policy() -> None:
    source = (INSTALLER / "patentgame.spec").read_text("utf-8")
    compile(source, "patentgame.spec", "exec")
    assert "bundle_policy.prune(a.binaries)" in source
    assert "bundle_policy.prune(a.datas)" in source
    assert 'collect_data_files("patentgame"' in source  # word lists, images, icons
    assert 'collect_submodules("patentgame")' in source  # subcommands imported by name


def test_info_plist_declares_the_saved_game_document_type() -> None:
    template = Template((INSTALLER / "macos" / "Info.plist.in").read_text("utf-8"))
    info = plistlib.loads(template.substitute(VERSION="1.2.3").encode("utf-8"))
    assert info["CFBundleShortVersionString"] == "1.2.3"
    assert info["CFBundleIconFile"] == "patentgame.icns"
    document = info["CFBundleDocumentTypes"][0]
    assert document["CFBundleTypeExtensions"] == ["patentgame"]
    exported = info["UTExportedTypeDeclarations"][0]
    assert exported["UTTypeIdentifier"] in document["LSItemContentTypes"]
    assert exported["UTTypeTagSpecification"]["public.filename-extension"] == ["patentgame"]


def _iss_sections(text: str) -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith((";", "#")):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1]
            sections[current] = []
        elif current is not None:
            sections[current].append(line)
    return sections


def test_inno_setup_script_installs_per_user_with_menu_desktop_and_association() -> None:
    sections = _iss_sections((INSTALLER / "windows" / "patentgame.iss").read_text("utf-8"))
    setup = dict(line.split("=", 1) for line in sections["Setup"])
    assert setup["PrivilegesRequired"] == "lowest"  # no administrator rights needed
    assert setup["ChangesAssociations"] == "yes"
    assert "{#AppVersion}" in setup["OutputBaseFilename"]
    assert setup["UninstallDisplayIcon"].startswith("{app}")  # the uninstaller's entry
    assert any("desktopicon" in line and "unchecked" in line for line in sections["Tasks"])
    icons = "\n".join(sections["Icons"])
    assert "{autoprograms}" in icons and "{autodesktop}" in icons
    registry = "\n".join(sections["Registry"])
    assert 'Subkey: "Software\\Classes\\.patentgame"' in registry
    assert "Root: HKA" in registry  # per-user keys when installed per user
    assert "recursesubdirs" in sections["Files"][0]


def test_make_dmg_script_packs_the_app_with_hdiutil() -> None:
    script = (INSTALLER / "macos" / "make_dmg.sh").read_text("utf-8")
    assert script.startswith("#!/usr/bin/env bash")
    assert "hdiutil create" in script
    assert "/Applications" in script


def test_every_platform_file_uses_the_same_names_and_saved_game_type() -> None:
    desktop = (INSTALLER / "linux" / "patentgame.desktop").read_text("utf-8")
    mime = (INSTALLER / "linux" / "patentgame-mime.xml").read_text("utf-8")
    iss = (INSTALLER / "windows" / "patentgame.iss").read_text("utf-8")
    template = Template((INSTALLER / "macos" / "Info.plist.in").read_text("utf-8"))
    info = plistlib.loads(template.substitute(VERSION="1").encode("utf-8"))
    assert f"Name={project.DISPLAY_NAME}\n" in desktop
    assert f'#define AppName "{project.DISPLAY_NAME}"' in iss
    assert info["CFBundleDisplayName"] == project.DISPLAY_NAME
    assert info["CFBundleIdentifier"] == project.APP_ID
    assert f'AppUserModelID: "{project.APP_ID}"' in iss
    assert f"MimeType={project.DOCUMENT_MIME};" in desktop
    assert f'type="{project.DOCUMENT_MIME}"' in mime
    assert f'pattern="*.{project.DOCUMENT_EXTENSION}"' in mime
    assert f'Subkey: "Software\\Classes\\.{project.DOCUMENT_EXTENSION}"' in iss
    exported = info["UTExportedTypeDeclarations"][0]["UTTypeTagSpecification"]
    assert exported["public.filename-extension"] == [project.DOCUMENT_EXTENSION]
    assert exported["public.mime-type"] == project.DOCUMENT_MIME
