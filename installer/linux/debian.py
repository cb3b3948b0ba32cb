"""The Linux packages: a ``.deb`` built with ``dpkg-deb`` and a portable ``.tar.gz``.

The ``.deb`` installs the bundle under ``/usr/lib/patentgame`` (it is one folder that must stay
together; Debian keeps a program's private files in ``/usr/lib/PACKAGE``, never in ``/opt``),
links ``/usr/games/patentgame`` to its executable (where Debian puts the commands of games), and
adds the desktop entry, the AppStream metainfo, the hicolor icons, the MIME types of the game's
records and the lintian overrides that explain what a PyInstaller bundle cannot avoid.
``dpkg``'s own triggers refresh the menu, icon and MIME caches, so the package needs no
maintainer scripts.

The dependencies are written by hand in ``control.in`` (readable, with the alternatives that
cover Debian's and Ubuntu's 64-bit-time package names), and :func:`missing_dependencies` checks
them at build time against what the bundle's ELF files really link: a library the bundle does not
carry must come from a package the control file names, or the build stops.
"""

from __future__ import annotations

import email.utils
import gzip
import hashlib
import os
import re
import shutil
import subprocess
import tarfile
import time
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from string import Template

#: Where the bundle lives once installed, and the command that starts it.
INSTALL_DIR = "usr/lib/patentgame"
COMMAND = "usr/games/patentgame"
#: The AppStream metainfo, named after the component id it declares.
METAINFO = "io.github.patentgame.patentgame.metainfo.xml"

_ELF_MAGIC = b"\x7fELF"
_NEEDED = re.compile(r"\(NEEDED\)\s+Shared library: \[(?P<name>[^\]]+)\]")
_RUNPATH = re.compile(r"\((?:RUNPATH|RPATH)\)\s+Library r(?:un)?path: \[(?P<path>[^\]]*)\]")
_PACKAGE_NAME = re.compile(r"^\s*(?P<name>[a-z0-9][a-z0-9.+-]+)")


def parse_control(text: str) -> dict[str, str]:
    """The fields of a Debian control paragraph, continuation lines folded into one value."""
    fields: dict[str, str] = {}
    key = None
    for line in text.splitlines():
        if line.startswith((" ", "\t")) and key is not None:
            fields[key] += "\n" + line.strip()
        elif ":" in line:
            key, _, value = line.partition(":")
            fields[key] = value.strip()
    return fields


def package_names(relation: str) -> set[str]:
    """Every package a relation field names, alternatives included, without versions."""
    names = set()
    for clause in relation.replace("\n", " ").split(","):
        for alternative in clause.split("|"):
            match = _PACKAGE_NAME.match(alternative)
            if match:
                names.add(match["name"])
    return names


#: Relationship fields: written folded in ``control.in`` to stay readable, but dpkg wants
#: each of them on one line.
_RELATIONS = ("Depends", "Recommends", "Suggests", "Conflicts", "Breaks")
_SO_FILE = re.compile(r"\.so(?:\.\d+)*$")


def control_text(template: str, version: str, installed_kib: int) -> str:
    """The ``DEBIAN/control`` file: the template with version and size filled in."""
    text = Template(template).substitute(VERSION=version, INSTALLED_SIZE=str(installed_kib))
    lines: list[str] = []
    for line in text.splitlines():
        if line.startswith(" ") and lines and lines[-1].partition(":")[0] in _RELATIONS:
            lines[-1] += " " + line.strip()
        else:
            lines.append(line)
    return "\n".join(lines) + "\n"


def changelog_entry(version: str, when: float, maintainer: str) -> str:
    """The Debian changelog of the package: one entry for this version."""
    stamp = email.utils.formatdate(when, usegmt=True).replace("GMT", "+0000")
    return (
        f"patentgame ({version}) stable; urgency=medium\n\n"
        f"  * Release {version}: see the project's Releases page for what changed.\n\n"
        f" -- {maintainer}  {stamp}\n"
    )


def _gzip_to(path: Path, data: bytes) -> None:
    """Write ``data`` gzipped with no name or time stamp in the header, as Debian wants."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with (
        path.open("wb") as raw,
        gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, filename="") as zipped,
    ):
        zipped.write(data)


def installed_size_kib(folder: Path) -> int:
    """Installed-Size: the bytes of every regular file under ``folder``, in KiB rounded up."""
    total = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    return -(-total // 1024)


def elf_files(folder: Path) -> Iterator[Path]:
    """Every ELF file (executable or shared library) under ``folder``, links skipped."""
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as stream:
                if stream.read(4) == _ELF_MAGIC:
                    yield path


def needed_libraries(path: Path) -> list[str]:
    """The sonames an ELF file names as NEEDED (direct dependencies only), read by ``readelf``."""
    result = subprocess.run(
        ["readelf", "--dynamic", "--wide", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    return _NEEDED.findall(result.stdout)


def library_search_path(path: Path) -> str | None:
    """The RUNPATH (or the older RPATH) an ELF file carries, or None, read by ``readelf``."""
    result = subprocess.run(
        ["readelf", "--dynamic", "--wide", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    match = _RUNPATH.search(result.stdout)
    return match["path"] if match else None


def bundle_search_path(search_path: str) -> str:
    """The part of a library search path that stays inside the bundle (``$ORIGIN`` entries).

    The rest names folders of the build machine: the interpreter PyInstaller froze may carry
    the RUNPATH its own build gave it (``/root/.pyenv/versions/3.11.7/lib``). On a player's
    machine such a folder is absent, or worse, someone else's.

    >>> bundle_search_path("/root/.pyenv/versions/3.11.7/lib")
    ''
    >>> bundle_search_path("$ORIGIN/:/usr/local/lib:${ORIGIN}/Qt/lib")
    '$ORIGIN/:${ORIGIN}/Qt/lib'
    """
    kept = [entry for entry in search_path.split(":") if entry.startswith(("$ORIGIN", "${ORIGIN}"))]
    return ":".join(kept)


def drop_build_machine_search_paths(bundle: Path, patchelf: str) -> list[Path]:
    """Remove, with ``patchelf``, every search-path entry that points outside the bundle.

    The bundle's bootloader finds its libraries itself, so only ``$ORIGIN`` entries are kept.
    Returns the files changed.

    Raises:
        RuntimeError: patchelf refused a file; the message names it.
    """
    changed = []
    for path in elf_files(bundle):
        search_path = library_search_path(path)
        if search_path is None:
            continue
        kept = bundle_search_path(search_path)
        if kept == search_path:
            continue
        command = [patchelf, "--remove-rpath"] if not kept else [patchelf, "--set-rpath", kept]
        result = subprocess.run([*command, str(path)], capture_output=True, text=True, check=False)
        if result.returncode != 0:
            raise RuntimeError(f"patchelf failed on {path}: {result.stderr.strip()}")
        changed.append(path)
    return changed


def unreachable(needs: Mapping[str, Iterable[str]], roots: Iterable[str]) -> set[str]:
    """The names in ``needs`` that no chain of NEEDED entries leads to from ``roots``.

    >>> sorted(unreachable({"a": ["b"], "b": [], "c": ["d"], "d": []}, ["a"]))
    ['c', 'd']
    """
    reached: set[str] = set()
    waiting = list(roots)
    while waiting:
        name = waiting.pop()
        if name in reached:
            continue
        reached.add(name)
        waiting.extend(needs.get(name, ()))
    return set(needs) - reached


def unused_libraries(bundle: Path) -> list[Path]:
    """Shared libraries beside the bundle's modules that nothing in the bundle loads.

    PyInstaller collects the dependencies of every plugin it analyses, also of those the bundle
    policy then drops: the GTK theme leaves cairo, pango and GIO behind, Qt's network parts
    leave Kerberos. A library is kept when the bootloader loads it (``libpython``) or a chain of
    NEEDED entries leads to it from a module, a plugin or the executable; the loader finds no
    other way to it (Qt's own ``dlopen`` targets, such as libGL, are not in the bundle).
    """
    internal = bundle / "_internal"
    files = list(elf_files(bundle))
    loose = {
        path.name
        for path in files
        if path.parent == internal
        and path.name.startswith("lib")
        and not path.name.startswith("libpython")
    }
    needs: dict[str, list[str]] = {}
    for path in files:
        key = path.name if path.name in loose else str(path)
        needs.setdefault(key, []).extend(needed_libraries(path))
    roots = [key for key in needs if key not in loose]
    return sorted(internal / name for name in unreachable(needs, roots))


def system_libraries(bundle: Path) -> dict[str, set[str]]:
    """Sonames the bundle needs but does not carry, each with the bundle files that need it."""
    carried = {path.name for path in bundle.rglob("*")}
    needed: dict[str, set[str]] = {}
    for path in elf_files(bundle):
        for soname in needed_libraries(path):
            if soname not in carried:
                needed.setdefault(soname, set()).add(str(path.relative_to(bundle)))
    return needed


def _library_paths() -> dict[str, str]:
    result = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=False)
    paths: dict[str, str] = {}
    for line in result.stdout.splitlines():
        name, arrow, path = line.strip().partition(" => ")
        if arrow and "x86-64" in name:
            paths.setdefault(name.split(" ", 1)[0], path.strip())
    return paths


def owning_packages(sonames: Iterable[str]) -> dict[str, str | None]:
    """The Debian package that installed each library on this machine (None when not found)."""
    paths = _library_paths()
    owners: dict[str, str | None] = {}
    for soname in sonames:
        owners[soname] = None
        path = paths.get(soname)
        if path is None:
            continue
        candidates = {path, os.path.realpath(path)}
        # On merged-/usr systems dpkg may know the file under /lib or under /usr/lib.
        for candidate in list(candidates):
            if candidate.startswith("/usr/lib/"):
                candidates.add(candidate[len("/usr") :])
            elif candidate.startswith("/lib/"):
                candidates.add("/usr" + candidate)
        result = subprocess.run(
            ["dpkg-query", "--search", *sorted(candidates)],
            capture_output=True,
            text=True,
            check=False,
        )
        for line in result.stdout.splitlines():
            package, _, _ = line.partition(": ")
            owners[soname] = package.split(":")[0].split(",")[0].strip()
            break
    return owners


def missing_dependencies(owners: Mapping[str, str | None], control: Mapping[str, str]) -> list[str]:
    """Libraries whose package the control file neither depends on nor recommends."""
    declared = package_names(control.get("Depends", "")) | package_names(
        control.get("Recommends", "")
    )
    return sorted(
        f"{soname} (from {package})"
        for soname, package in owners.items()
        if package is not None and package not in declared
    )


def _copy_icons(icons: Mapping[str, Path], share: Path, sizes: Iterable[int]) -> None:
    hicolor = share / "icons" / "hicolor"
    for size in sizes:
        target = hicolor / f"{size}x{size}" / "apps" / "patentgame.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(icons[f"png-{size}"], target)
    scalable = hicolor / "scalable" / "apps" / "patentgame.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(icons["svg"], scalable)


def installed_desktop_entry(text: str, command: str) -> str:
    """The desktop entry with ``Exec`` and ``TryExec`` naming ``command`` by its full path.

    The committed entry names the bare command, which the Flatpak finds on its ``PATH``; the
    ``.deb`` names ``/usr/games/patentgame`` in full, since a desktop session's ``PATH`` (a
    systemd user session's, for one) need not hold ``/usr/games``.
    """
    lines = []
    for line in text.splitlines():
        key, equals, value = line.partition("=")
        if equals and key == "Exec":
            arguments = value.split(" ", 1)[1:]
            line = " ".join([f"Exec={command}", *arguments])
        elif equals and key == "TryExec":
            line = f"TryExec={command}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def md5sums(root: Path) -> str:
    """The ``DEBIAN/md5sums`` file: a checksum for every regular file the package installs.

    ``dpkg --verify`` and debsums read it to tell a damaged installation from a sound one.
    """
    lines = []
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root)
        if relative.parts[0] == "DEBIAN" or path.is_symlink() or not path.is_file():
            continue
        digest = hashlib.md5(path.read_bytes(), usedforsecurity=False).hexdigest()
        lines.append(f"{digest}  {relative.as_posix()}\n")
    return "".join(lines)


def _normalise_modes(root: Path) -> None:
    """Give every staged file the modes Debian expects, whatever the build machine's umask."""
    for path in root.rglob("*"):
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        else:
            # Shared libraries are loaded, never run: Debian wants them without the exec bit.
            executable = path.stat().st_mode & 0o111 and not _SO_FILE.search(path.name)
            path.chmod(0o755 if executable else 0o644)


def stage_deb(
    *,
    bundle: Path,
    icons: Mapping[str, Path],
    icon_sizes: Iterable[int],
    linux_dir: Path,
    licences: Iterable[Path],
    version: str,
    staging: Path,
) -> Path:
    """Lay out the package's file tree under ``staging``; returns its root."""
    root = staging / f"patentgame_{version}_amd64"
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(bundle, root / INSTALL_DIR, symlinks=True)
    command = root / COMMAND
    command.parent.mkdir(parents=True)
    # Both ends under /usr: Debian wants the link relative.
    command.symlink_to(os.path.relpath(root / INSTALL_DIR / "patentgame", command.parent))
    share = root / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    entry = (linux_dir / "patentgame.desktop").read_text("utf-8")
    (share / "applications" / "patentgame.desktop").write_text(
        installed_desktop_entry(entry, "/" + COMMAND), "utf-8"
    )
    (share / "metainfo").mkdir(parents=True)
    shutil.copyfile(linux_dir / METAINFO, share / "metainfo" / METAINFO)
    overrides = share / "lintian" / "overrides"
    overrides.mkdir(parents=True)
    shutil.copyfile(linux_dir / "lintian-overrides", overrides / "patentgame")
    (share / "mime" / "packages").mkdir(parents=True)
    shutil.copyfile(
        linux_dir / "patentgame-mime.xml", share / "mime" / "packages" / "patentgame.xml"
    )
    _copy_icons(icons, share, icon_sizes)
    doc = share / "doc" / "patentgame"
    doc.mkdir(parents=True)
    copyright_text = (linux_dir / "copyright").read_text("utf-8")
    for licence in licences:
        if "GPL-2" in licence.name:
            # Debian policy: the GPL is referred to in /usr/share/common-licenses, never
            # copied into the copyright file (lintian: copyright-file-contains-full-gpl-license);
            # the game's own copy stays beside the meanings it covers.
            continue
        copyright_text += f"\n\n==> {licence.name} <==\n\n" + licence.read_text("utf-8")
    (doc / "copyright").write_text(copyright_text, "utf-8")
    template = (linux_dir / "control.in").read_text("utf-8")
    maintainer = parse_control(template)["Maintainer"]
    when = float(os.environ.get("SOURCE_DATE_EPOCH", time.time()))
    _gzip_to(doc / "changelog.gz", changelog_entry(version, when, maintainer).encode("utf-8"))
    manual = (linux_dir / "patentgame.6").read_bytes()
    _gzip_to(share / "man" / "man6" / "patentgame.6.gz", manual)
    debian = root / "DEBIAN"
    debian.mkdir()
    (debian / "control").write_text(
        control_text(template, version, installed_size_kib(root)), "utf-8"
    )
    (debian / "md5sums").write_text(md5sums(root), "utf-8")
    _normalise_modes(root)
    return root


def build_deb(root: Path, output: Path) -> Path:
    """Pack a staged tree with ``dpkg-deb`` (xz, files owned by root without fakeroot).

    Raises:
        RuntimeError: dpkg-deb is missing or refused the tree; the message says why.
    """
    if shutil.which("dpkg-deb") is None:
        raise RuntimeError("dpkg-deb is not installed (Debian package dpkg)")
    output.parent.mkdir(parents=True, exist_ok=True)
    result = subprocess.run(
        ["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(output)],
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        raise RuntimeError(f"dpkg-deb failed: {result.stderr.strip() or result.stdout.strip()}")
    return output


def build_tarball(
    bundle: Path, icon: Path, version: str, output: Path, extras: Iterable[Path] = ()
) -> Path:
    """The portable archive: ``patentgame-VERSION/`` holding the bundle, its icon and ``extras``.

    The extras are the desktop entry and ``install-menu-entry.sh``, which puts the unpacked
    game into the user's menu without root.
    """
    top = f"patentgame-{version}"
    output.parent.mkdir(parents=True, exist_ok=True)

    def owned_by_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    with tarfile.open(output, "w:gz", compresslevel=6) as archive:
        archive.add(bundle, arcname=top, filter=owned_by_root)
        archive.add(icon, arcname=f"{top}/patentgame.png", filter=owned_by_root)
        for extra in extras:
            archive.add(extra, arcname=f"{top}/{extra.name}", filter=owned_by_root)
    return output
