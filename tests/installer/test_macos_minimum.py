"""The minimum macOS read from Mach-O files, and the build's refusal of a broken promise."""

from __future__ import annotations

import plistlib
import struct
from pathlib import Path

import pytest

from installer.build import BuildError, check_macos_minimum
from installer.macos import machine_code

LC_SEGMENT_64 = 0x19
LC_BUILD_VERSION = 0x32
LC_VERSION_MIN_MACOSX = 0x24


def _packed(major: int, minor: int, patch: int = 0) -> int:
    return major << 16 | minor << 8 | patch


def _thin(*commands: bytes) -> bytes:
    """A 64-bit little-endian Mach-O header followed by ``commands``."""
    body = b"".join(commands)
    header = struct.pack("<IiiIIIII", 0xFEEDFACF, 0x0100000C, 0, 6, len(commands), len(body), 0, 0)
    return header + body


def _build_version(major: int, minor: int, platform: int = 1) -> bytes:
    return struct.pack("<IIIIII", LC_BUILD_VERSION, 24, platform, _packed(major, minor), 0, 0)


def _version_min(major: int, minor: int) -> bytes:
    return struct.pack("<IIII", LC_VERSION_MIN_MACOSX, 16, _packed(major, minor), 0)


def _segment() -> bytes:
    return struct.pack("<II", LC_SEGMENT_64, 72) + bytes(64)


def _fat(*slices: bytes) -> bytes:
    """A universal binary: the big-endian fat header, then each slice from offset 4096 on."""
    offsets, offset = [], 4096
    for body in slices:
        offsets.append(offset)
        offset += len(body)
    entries = b"".join(
        struct.pack(">IIIII", 0x01000007, 3, start, len(body), 12)
        for start, body in zip(offsets, slices, strict=True)
    )
    header = struct.pack(">II", 0xCAFEBABE, len(slices)) + entries
    return header.ljust(4096, b"\0") + b"".join(slices)


def test_the_build_version_command_gives_the_minimum() -> None:
    assert machine_code.minimum_macos(_thin(_segment(), _build_version(13, 0))) == (13, 0, 0)


def test_the_older_version_command_is_read_too() -> None:
    assert machine_code.minimum_macos(_thin(_version_min(10, 9))) == (10, 9, 0)


def test_a_build_version_for_another_platform_is_not_macos() -> None:
    assert machine_code.minimum_macos(_thin(_build_version(17, 0, platform=2))) is None


def test_a_universal_binary_needs_the_highest_of_its_slices() -> None:
    data = _fat(_thin(_build_version(11, 0)), _thin(_segment(), _build_version(13, 4)))
    assert machine_code.minimum_macos(data) == (13, 4, 0)


def test_files_that_are_not_mach_o_have_no_minimum() -> None:
    java_class = struct.pack(">IHH", 0xCAFEBABE, 0, 65) + bytes(64)
    assert machine_code.minimum_macos(java_class) is None
    assert machine_code.minimum_macos(b"#!/bin/sh\n" + bytes(40)) is None
    assert machine_code.minimum_macos(b"") is None


def _app(tmp_path: Path, promised: str, *libraries: tuple[str, bytes]) -> Path:
    app = tmp_path / "patentgame.app"
    contents = app / "Contents"
    (contents / "MacOS").mkdir(parents=True)
    (contents / "Frameworks").mkdir()
    with (contents / "Info.plist").open("wb") as stream:
        plistlib.dump({"LSMinimumSystemVersion": promised}, stream)
    (contents / "MacOS" / "patentgame").write_bytes(_thin(_build_version(10, 13)))
    for name, data in libraries:
        (contents / "Frameworks" / name).write_bytes(data)
    (contents / "Frameworks" / "words.dawg").write_bytes(b"\xca\xfe" + bytes(100))
    return app


def test_the_highest_minimum_of_the_app_and_the_file_that_sets_it(tmp_path: Path) -> None:
    qt = _fat(_thin(_build_version(13, 0)), _thin(_build_version(13, 0)))
    app = _app(
        tmp_path, "13.0", ("QtCore", qt), ("libpython3.11.dylib", _thin(_version_min(11, 0)))
    )
    found = machine_code.bundle_minimum(app)
    assert found == ((13, 0, 0), app / "Contents" / "Frameworks" / "QtCore")


def test_the_build_stops_when_the_code_needs_more_than_info_plist_promises(
    tmp_path: Path,
) -> None:
    qt = _thin(_build_version(14, 4))
    with pytest.raises(
        BuildError, match=r"QtCore needs macOS 14\.4\.0, but Info.plist promises 13"
    ):
        check_macos_minimum(_app(tmp_path, "13.0", ("QtCore", qt)))


def test_the_build_goes_on_when_the_promise_holds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    check_macos_minimum(_app(tmp_path, "13.0", ("QtCore", _thin(_build_version(13, 0)))))
    assert "needs macOS 13.0.0; Info.plist asks for 13.0" in capsys.readouterr().out


def test_versions_are_compared_as_numbers() -> None:
    assert machine_code.parse_version("13.0") == (13, 0, 0)
    assert machine_code.parse_version("10.15.7") == (10, 15, 7)
    assert machine_code.parse_version("14.4") < machine_code.parse_version("14.10")
