"""The Linux packages: a ``.deb`` built with ``dpkg-deb`` and a portable ``.tar.gz``.

The ``.deb`` installs the bundle under ``/opt/patentgame`` (it is one folder that must stay
together), links ``/usr/bin/patentgame`` to its executable, and adds the desktop entry, the
hicolor icons and the MIME type of saved games. ``dpkg``'s own triggers refresh the menu, icon
and MIME caches, so the package needs no maintainer scripts.

The dependencies are written by hand in ``control.in`` (readable, with the alternatives that
cover Debian's and Ubuntu's 64-bit-time package names), and :func:`missing_dependencies` checks
them at build time against what the bundle's ELF files really link: a library the bundle does not
carry must come from a package the control file names, or the build stops.
"""

from __future__ import annotations

import email.utils
import gzip
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
INSTALL_DIR = "opt/patentgame"
COMMAND = "usr/bin/patentgame"

_ELF_MAGIC = b"\x7fELF"
_NEEDED = re.compile(r"\(NEEDED\)\s+Shared library: \[(?P<name>[^\]]+)\]")
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
    command.symlink_to("/" + INSTALL_DIR + "/patentgame")
    share = root / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copyfile(linux_dir / "patentgame.desktop", share / "applications" / "patentgame.desktop")
    (share / "mime" / "packages").mkdir(parents=True)
    shutil.copyfile(
        linux_dir / "patentgame-mime.xml", share / "mime" / "packages" / "patentgame.xml"
    )
    _copy_icons(icons, share, icon_sizes)
    doc = share / "doc" / "patentgame"
    doc.mkdir(parents=True)
    copyright_text = (linux_dir / "copyright").read_text("utf-8")
    for licence in licences:
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
