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
    assert set(jobs["release"]["needs"]) == {"linux", "windows", "macos", "flatpak"}
    # Only the packages go to the release, not the wheel the Flatpak is built from.
    download = next(s for s in jobs["release"]["steps"] if "download-artifact" in s["uses"])
    assert download["with"]["pattern"] == "package-*"
    uploaded = {
        step["with"]["name"]
        for job in jobs.values()
        for step in job["steps"]
        if "upload-artifact" in str(step.get("uses"))
    }
    assert uploaded == {f"package-{p}" for p in ("linux", "windows", "macos", "flatpak")} | {
        "wheel"
    }


def test_release_builds_the_flatpak_and_self_tests_it(workflow: dict[Any, Any]) -> None:
    manifest_path = f"installer/linux/{project.APP_ID}.yml"
    manifest = yaml.safe_load((ROOT / manifest_path).read_text("utf-8"))
    job = workflow["jobs"]["flatpak"]
    assert job["needs"] == "linux"  # the game's wheel comes from the Linux job
    image = job["container"]["image"]
    assert image.endswith(f":freedesktop-{manifest['runtime-version']}")
    builder = next(s for s in job["steps"] if "flatpak-builder@" in str(s.get("uses")))
    assert builder["with"]["manifest-path"] == manifest_path
    # The manifest takes the wheel from dist/, where the job puts the Linux job's artifact.
    wheel = next(s for s in job["steps"] if s.get("with", {}).get("name") == "wheel")
    assert wheel["with"]["path"] == "dist"
    assert any(
        str(source.get("path", "")).startswith("../../dist/patentgame-")
        for module in manifest["modules"]
        for source in module["sources"]
    )
    steps = _steps(job)
    assert f"flatpak run --env=QT_QPA_PLATFORM=offscreen {project.APP_ID} --self-test" in steps


def test_windows_and_macos_releases_self_test_what_a_player_installs(
    workflow: dict[Any, Any],
) -> None:
    windows = _steps(workflow["jobs"]["windows"])
    assert "/VERYSILENT" in windows
    assert 'Programs\\Patent Game\\patentgame-console.exe" --self-test' in windows
    assert "unins000.exe" in windows and "kept.patentgame" in windows
    assert "PatentGame.GcgRecord" in windows and "PatentGame.SavedGame" in windows
    macos = _steps(workflow["jobs"]["macos"])
    assert "hdiutil attach" in macos
    assert "plutil -lint" in macos
    assert "patentgame.app/Contents/MacOS/patentgame --self-test" in macos


def test_linux_release_runs_the_script_that_proves_the_deb() -> None:
    # The same script .ci/run calls: build, apt-get install the .deb, installed --self-test.
    script = (INSTALLER / "linux" / "package-and-verify.sh").read_text("utf-8")
    assert "installer/build.py" in script
    assert re.search(r"apt-get install -y -qq \"\./\$\{deb\}\"", script)
    assert "QT_QPA_PLATFORM=offscreen /usr/games/patentgame --self-test" in script
    assert re.search(r"lintian --profile debian --fail-on error .*\"\$deb\"", script)


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


def _iss_text() -> str:
    return (INSTALLER / "windows" / "patentgame.iss").read_text("utf-8-sig")


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
    sections = _iss_sections(_iss_text())
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
    iss = _iss_text()
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


def test_info_plist_declares_both_record_types_and_both_languages() -> None:
    template = Template((INSTALLER / "macos" / "Info.plist.in").read_text("utf-8"))
    info = plistlib.loads(template.substitute(VERSION="1.2.3").encode("utf-8"))
    assert info["CFBundleLocalizations"] == ["en", "ru", "pl"]
    assert info["CFBundleDevelopmentRegion"] == "en"
    documents = {tuple(d["CFBundleTypeExtensions"]): d for d in info["CFBundleDocumentTypes"]}
    assert set(documents) == {(project.DOCUMENT_EXTENSION,), (project.GCG_EXTENSION,)}
    # The game owns its saved games; .gcg is shared, so the game is only one choice among others.
    assert documents[(project.DOCUMENT_EXTENSION,)]["LSHandlerRank"] == "Owner"
    assert documents[(project.GCG_EXTENSION,)]["LSHandlerRank"] == "Alternate"
    declared = {
        declaration["UTTypeIdentifier"]: declaration["UTTypeTagSpecification"]
        for declaration in info["UTExportedTypeDeclarations"] + info["UTImportedTypeDeclarations"]
    }
    for document in documents.values():
        (identifier,) = document["LSItemContentTypes"]
        tags = declared[identifier]
        assert tags["public.filename-extension"] == document["CFBundleTypeExtensions"]
    mime_types = {tags["public.mime-type"] for tags in declared.values()}
    assert mime_types == {project.DOCUMENT_MIME, project.GCG_MIME}
    (imported,) = info["UTImportedTypeDeclarations"]
    assert imported["UTTypeTagSpecification"]["public.filename-extension"] == ["gcg"]


def test_info_plist_asks_for_the_macos_the_bundled_qt_supports() -> None:
    # Qt 6.11 supports macOS 13 or newer (doc.qt.io/qt-6.11/macos.html); the Qt 6.10 and 6.11
    # wheels pip picks are tagged macosx_13_0. The build checks the real files on macOS.
    from installer.macos import machine_code

    template = Template((INSTALLER / "macos" / "Info.plist.in").read_text("utf-8"))
    info = plistlib.loads(template.substitute(VERSION="1").encode("utf-8"))
    assert machine_code.parse_version(info["LSMinimumSystemVersion"]) == (13, 0, 0)
    readme = (INSTALLER / "README.md").read_text("utf-8")
    assert "macOS 13 or newer" in readme


def test_inno_setup_speaks_english_and_russian() -> None:
    raw = (INSTALLER / "windows" / "patentgame.iss").read_bytes()
    # Inno Setup reads a script as UTF-8 only when it starts with the byte-order mark.
    assert raw.startswith(b"\xef\xbb\xbf")
    sections = _iss_sections(_iss_text())
    languages = "\n".join(sections["Languages"])
    assert 'Name: "english"; MessagesFile: "compiler:Default.isl"' in languages
    assert 'Name: "russian"; MessagesFile: "compiler:Languages\\Russian.isl"' in languages
    assert 'Name: "polish"; MessagesFile: "compiler:Languages\\Polish.isl"' in languages
    messages: dict[str, set[str]] = {}
    for line in sections["CustomMessages"]:
        language, _, rest = line.partition(".")
        name, _, text = rest.partition("=")
        assert text.strip(), line
        messages.setdefault(name, set()).add(language)
    assert messages and all(
        found == {"english", "russian", "polish"} for found in messages.values()
    )
    russian = [line for line in sections["CustomMessages"] if line.startswith("russian.")]
    assert all(any("а" <= c <= "я" for c in line.lower()) for line in russian)


def test_inno_setup_associates_every_record_type() -> None:
    registry = "\n".join(_iss_sections(_iss_text())["Registry"])
    # Saved games open in the game with a double click.
    assert 'Subkey: "Software\\Classes\\.patentgame"; ValueType: string; ValueName: ""' in registry
    # .gcg joins "Open with" but leaves the player's default program alone.
    assert 'Subkey: "Software\\Classes\\.gcg\\OpenWithProgids"' in registry
    assert 'Subkey: "Software\\Classes\\.gcg"; ValueType: string; ValueName: ""' not in registry
    for extension in (project.DOCUMENT_EXTENSION, project.GCG_EXTENSION):
        assert f'SupportedTypes"; ValueType: string; ValueName: ".{extension}"' in registry
    for document_class in ("{#SavedGameClass}", "{#GcgClass}"):
        assert f'Classes\\{document_class}\\shell\\open\\command"' in registry
        assert (
            f'Classes\\{document_class}"; ValueType: string; ValueName: ""; ValueData: "{{cm:'
            in (registry)
        )


def test_the_uninstaller_asks_before_removing_the_players_saves(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import appdirs

    from patentgame.keeping import paths

    text = _iss_text()
    folder = re.search(r'#define UserDataFolder "(?P<folder>[^"]+)"', text)
    assert folder is not None
    # The folder the uninstaller offers to remove is where the game keeps saves and settings on
    # Windows: appdirs' local application data folder, named for the app.
    monkeypatch.setattr(appdirs, "system", "win32")
    monkeypatch.setattr(
        appdirs, "_get_win_folder", lambda const: "C:\\Users\\p\\AppData\\Local", raising=False
    )
    monkeypatch.setattr(paths, "_override", None)
    expected = "{localappdata}\\" + paths.APP_NAME
    assert folder["folder"] == expected
    for location in (paths.data_location(), paths.config_location()):
        assert str(location).replace("/", "\\") == "C:\\Users\\p\\AppData\\Local\\patentgame"
    code = "\n".join(_iss_sections(text)["Code"])
    assert "CurUninstallStep <> usPostUninstall" in code
    # The question defaults to No, and a silent uninstall (message boxes suppressed) keeps all.
    assert "SuppressibleMsgBox(" in code and "MB_DEFBUTTON2, IDNO) = IDYES" in code
    assert "DelTree(Folder, True, True, True)" in code
    assert "CustomMessage('RemoveSaves')" in code
