"""The lowest macOS a bundle's machine code runs on, read from its Mach-O files.

Every Mach-O executable and library records the oldest macOS its code was built for (the
``minos`` of its ``LC_BUILD_VERSION`` load command, or the older ``LC_VERSION_MIN_MACOSX``), and
macOS refuses to load a library whose minimum is above the running system. The app's
``Info.plist`` promises a minimum too (``LSMinimumSystemVersion``): when a newer PySide6 wheel
raises the floor, the build must stop rather than ship an app that Finder offers on a Mac where
Qt will not load. This module is pure Python, so the check is tested on any platform.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator
from pathlib import Path

Version = tuple[int, int, int]

_MH_MAGIC_64 = 0xFEEDFACF
_MH_MAGIC = 0xFEEDFACE
_FAT_MAGIC = 0xCAFEBABE
_FAT_MAGIC_64 = 0xCAFEBABF
_LC_VERSION_MIN_MACOSX = 0x24
_LC_BUILD_VERSION = 0x32
_PLATFORM_MACOS = 1
#: More slices than this and a 0xCAFEBABE file is a Java class, not a universal binary.
_MOST_SLICES = 16


def _decode(packed: int) -> Version:
    """``xxxx.yy.zz`` packed in nibbles, as the load commands store versions."""
    return packed >> 16, (packed >> 8) & 0xFF, packed & 0xFF


def _thin_minimum(data: bytes, start: int) -> Version | None:
    (magic,) = struct.unpack_from("<I", data, start)
    if magic not in (_MH_MAGIC, _MH_MAGIC_64):
        return None
    ncmds = struct.unpack_from("<I", data, start + 16)[0]
    offset = start + (32 if magic == _MH_MAGIC_64 else 28)
    for _ in range(ncmds):
        if offset + 8 > len(data):
            return None
        command, size = struct.unpack_from("<II", data, offset)
        if command == _LC_BUILD_VERSION:
            platform, minos = struct.unpack_from("<II", data, offset + 8)
            if platform == _PLATFORM_MACOS:
                return _decode(minos)
        elif command == _LC_VERSION_MIN_MACOSX:
            return _decode(struct.unpack_from("<I", data, offset + 8)[0])
        if size < 8:
            return None
        offset += size
    return None


def _slices(data: bytes) -> Iterator[int]:
    """Where each architecture's code starts: one slice, or each of a universal binary's."""
    if len(data) < 8:
        return
    (magic,) = struct.unpack_from(">I", data, 0)
    if magic in (_FAT_MAGIC, _FAT_MAGIC_64):
        (count,) = struct.unpack_from(">I", data, 4)
        if count > _MOST_SLICES:
            return
        entry, layout = (32, ">IIQQI") if magic == _FAT_MAGIC_64 else (20, ">IIIII")
        for index in range(count):
            yield struct.unpack_from(layout, data, 8 + index * entry)[2]
    else:
        yield 0


def minimum_macos(data: bytes) -> Version | None:
    """The highest minimum over the slices of one Mach-O file; None if it is not one."""
    found = []
    for start in _slices(data):
        if start + 32 <= len(data):
            version = _thin_minimum(data, start)
            if version is not None:
                found.append(version)
    return max(found) if found else None


def bundle_minimum(folder: Path) -> tuple[Version, Path] | None:
    """The highest minimum macOS of all Mach-O files under ``folder``, and a file that sets it."""
    highest: tuple[Version, Path] | None = None
    for path in sorted(folder.rglob("*")):
        if path.is_symlink() or not path.is_file():
            continue
        with path.open("rb") as stream:
            head = stream.read(4)
            if len(head) < 4 or struct.unpack(">I", head)[0] not in {
                _FAT_MAGIC,
                _FAT_MAGIC_64,
                0xCFFAEDFE,  # the 64-bit magic as it lies little-endian on disk
                0xCEFAEDFE,
            }:
                continue
            data = head + stream.read()
        version = minimum_macos(data)
        if version is not None and (highest is None or version > highest[0]):
            highest = (version, path)
    return highest


def parse_version(text: str) -> Version:
    """``"13.0"`` as ``(13, 0, 0)``, the form the load commands compare in."""
    parts = [int(part) for part in text.split(".")] + [0, 0]
    return parts[0], parts[1], parts[2]
