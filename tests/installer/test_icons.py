"""The application icon renders at every size and packs into valid .ico and .icns files."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from installer import icons

ROOT = Path(__file__).resolve().parents[2]
SVG = ROOT / "patentgame" / "resources" / "icons" / "patentgame.svg"


@pytest.fixture(scope="module")
def renderings() -> dict[int, bytes]:
    return icons.render_pngs(SVG, icons.PNG_SIZES)


def _image(png: bytes) -> QImage:
    image = QImage()
    assert image.loadFromData(png, "PNG")
    return image


def test_the_icon_renders_at_every_size(renderings: dict[int, bytes]) -> None:
    for size in icons.PNG_SIZES:
        image = _image(renderings[size])
        assert (image.width(), image.height()) == (size, size)
        # The rounded square leaves the corners transparent and covers the middle.
        assert image.pixelColor(0, 0).alpha() == 0
        assert image.pixelColor(size // 2, size // 2).alpha() == 255


def test_the_icon_is_not_one_flat_colour_at_any_size(renderings: dict[int, bytes]) -> None:
    for size in icons.PNG_SIZES:
        image = _image(renderings[size])
        colours = {
            image.pixelColor(x, y).rgba()
            for x in range(0, size, max(1, size // 16))
            for y in range(0, size, max(1, size // 16))
        }
        assert len(colours) > 4, f"the {size} px rendering has almost no detail"


def test_a_bad_svg_is_refused_with_a_message(tmp_path: Path) -> None:
    broken = tmp_path / "broken.svg"
    broken.write_text("<svg", "utf-8")
    with pytest.raises(ValueError, match="not an SVG"):
        icons.render_pngs(broken, [16])


def test_ico_directory_points_at_each_png(renderings: dict[int, bytes]) -> None:
    data = icons.ico_container({size: renderings[size] for size in icons.ICO_SIZES})
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))
    for index, size in enumerate(sorted(icons.ICO_SIZES)):
        entry = data[6 + 16 * index : 6 + 16 * (index + 1)]
        width, height, _, _, planes, bits, length, offset = struct.unpack("<BBBBHHII", entry)
        assert (width or 256, height or 256) == (size, size)
        assert (planes, bits) == (1, 32)
        assert icons.png_size(data[offset : offset + length]) == (size, size)


def test_ico_refuses_images_above_256(renderings: dict[int, bytes]) -> None:
    with pytest.raises(ValueError, match="at most 256"):
        icons.ico_container({512: renderings[512]})


def test_icns_holds_every_type_with_its_size(renderings: dict[int, bytes]) -> None:
    data = icons.icns_container({size: renderings[size] for size in icons.ICNS_TYPES})
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    found = {}
    position = 8
    while position < len(data):
        kind = data[position : position + 4]
        length = struct.unpack(">I", data[position + 4 : position + 8])[0]
        found[kind] = icons.png_size(data[position + 8 : position + length])
        position += length
    assert position == len(data)
    expected = {kind: (size, size) for size, kinds in icons.ICNS_TYPES.items() for kind in kinds}
    assert found == expected


def test_icns_refuses_a_size_it_has_no_type_for(renderings: dict[int, bytes]) -> None:
    with pytest.raises(ValueError, match="no PNG element"):
        icons.icns_container({24: renderings[24]})


def test_committed_window_icons_match_the_svg(renderings: dict[int, bytes]) -> None:
    # A changed SVG must be re-rendered with `python installer/build.py --window-icons`.
    for size in icons.WINDOW_SIZES:
        committed = _image((SVG.parent / f"patentgame-{size}.png").read_bytes())
        fresh = _image(renderings[size])
        assert (committed.width(), committed.height()) == (size, size)
        points = [(x, y) for x in range(0, size, size // 16 or 1) for y in range(size)]
        difference = sum(
            abs(committed.pixelColor(x, y).red() - fresh.pixelColor(x, y).red())
            + abs(committed.pixelColor(x, y).alpha() - fresh.pixelColor(x, y).alpha())
            for x, y in points
        ) / len(points)
        assert difference < 4, f"patentgame-{size}.png no longer matches patentgame.svg"


def test_write_icon_set_makes_every_file_the_packages_use(tmp_path: Path) -> None:
    written = icons.write_icon_set(SVG, tmp_path)
    assert {"ico", "icns", "svg"} <= set(written)
    for size in icons.PNG_SIZES:
        assert icons.png_size(written[f"png-{size}"].read_bytes()) == (size, size)
    assert written["icns"].read_bytes()[:4] == b"icns"
