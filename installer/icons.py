"""The application icon: rendered from its SVG to PNGs, and packed into ``.ico`` and ``.icns``.

The SVG in ``patentgame/resources/icons/`` is the only drawing; every size and format the three
platforms need is made from it here, with PySide6's QtSvg (already a dependency), so the build
needs no image tool. The two containers are small enough to write by hand: both hold plain PNG
images behind a short index, which every Windows since Vista and every macOS since 10.7 read.
"""

from __future__ import annotations

import os
import struct
from collections.abc import Iterable, Mapping
from pathlib import Path

#: Sizes of the PNG renderings (pixels, square).
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
#: Sizes inside the Windows ``.ico``: Explorer uses 16-256.
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: Sizes the Linux hicolor theme folders hold (``usr/share/icons/hicolor/NxN/apps``).
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: Sizes committed beside the SVG for the app window (``QIcon`` picks the nearest).
WINDOW_SIZES = (16, 24, 32, 48, 64, 128, 256)

#: ``.icns`` element types that hold a PNG, by pixel size. Retina types (``ic11``-``ic14``)
#: repeat a size for the doubled point size; Finder picks whichever fits.
ICNS_TYPES: Mapping[int, tuple[bytes, ...]] = {
    16: (b"icp4",),
    32: (b"icp5", b"ic11"),
    64: (b"icp6", b"ic12"),
    128: (b"ic07",),
    256: (b"ic08", b"ic13"),
    512: (b"ic09", b"ic14"),
    1024: (b"ic10",),
}

_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(png: bytes) -> tuple[int, int]:
    """Width and height of a PNG, read from its header.

    Raises:
        ValueError: the bytes are not a PNG.
    """
    if not png.startswith(_PNG_SIGNATURE) or png[12:16] != b"IHDR":
        raise ValueError("not a PNG image")
    width, height = struct.unpack(">II", png[16:24])
    return width, height


def ico_container(pngs: Mapping[int, bytes]) -> bytes:
    """A Windows ``.ico`` holding one PNG per size.

    The directory stores each size in one byte, so 256 is written as 0, as the format says.

    Raises:
        ValueError: a size above 256, or an image whose size is not its key.
    """
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    directory = b""
    images = b""
    for size in sizes:
        png = pngs[size]
        if size > 256 or png_size(png) != (size, size):
            raise ValueError(f"an .ico holds square images of at most 256 pixels, not {size}")
        edge = 0 if size == 256 else size
        directory += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(png), offset)
        images += png
        offset += len(png)
    return header + directory + images


def icns_container(pngs: Mapping[int, bytes]) -> bytes:
    """A macOS ``.icns`` holding the PNGs under every element type their size serves.

    Raises:
        ValueError: a size ``.icns`` has no PNG type for, or an image whose size is not its key.
    """
    body = b""
    for size in sorted(pngs):
        png = pngs[size]
        if size not in ICNS_TYPES or png_size(png) != (size, size):
            raise ValueError(f"an .icns has no PNG element for {size} pixels")
        for kind in ICNS_TYPES[size]:
            body += kind + struct.pack(">I", 8 + len(png)) + png
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def render_pngs(svg: Path, sizes: Iterable[int]) -> dict[int, bytes]:
    """Render the SVG to square PNGs of each size, antialiased on a transparent ground.

    Raises:
        ValueError: the SVG cannot be read.
    """
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    # QtGui wants an application object before painting; keep it alive for the whole render.
    app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG image QtSvg can draw")
    out: dict[int, bytes] = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")  # type: ignore[call-overload]  # stubs say bytes, Qt wants str
        buffer.close()
        out[size] = bytes(data.data())
    del app
    return out


def write_icon_set(svg: Path, folder: Path) -> dict[str, Path]:
    """Write every rendering the packages need into ``folder``; returns them by role.

    Roles: ``ico``, ``icns``, ``svg`` and ``png-N`` for each size of :data:`PNG_SIZES`.
    """
    folder.mkdir(parents=True, exist_ok=True)
    pngs = render_pngs(svg, PNG_SIZES)
    written: dict[str, Path] = {}
    for size, png in pngs.items():
        path = folder / f"patentgame-{size}.png"
        path.write_bytes(png)
        written[f"png-{size}"] = path
    ico = folder / "patentgame.ico"
    ico.write_bytes(ico_container({size: pngs[size] for size in ICO_SIZES}))
    written["ico"] = ico
    icns = folder / "patentgame.icns"
    icns.write_bytes(icns_container({size: pngs[size] for size in ICNS_TYPES}))
    written["icns"] = icns
    copy = folder / "patentgame.svg"
    copy.write_bytes(svg.read_bytes())
    written["svg"] = copy
    return written


def write_window_icons(svg: Path, folder: Path) -> list[Path]:
    """Re-render the PNGs committed beside the SVG (the app window's icon at each size)."""
    written = []
    for size, png in render_pngs(svg, WINDOW_SIZES).items():
        path = folder / f"patentgame-{size}.png"
        path.write_bytes(png)
        written.append(path)
    return written
