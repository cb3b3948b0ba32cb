#!/usr/bin/env bash
# Pack patentgame.app into a compressed disk image with a link to /Applications, so the user
# installs by dragging the game onto the link. Called by installer/build.py on macOS after
# PyInstaller has made the .app (the spec's BUNDLE step, with Info.plist.in and the .icns):
#
#     bash installer/macos/make_dmg.sh dist/patentgame.app dist/patentgame-VERSION-macos.dmg
set -euo pipefail
app="${1:?usage: make_dmg.sh APP DMG}"
dmg="${2:?usage: make_dmg.sh APP DMG}"
if [ ! -d "$app/Contents/MacOS" ]; then
    echo "make_dmg: $app is not an application bundle; build it first" >&2
    exit 1
fi
if ! command -v hdiutil >/dev/null; then
    echo "make_dmg: hdiutil is missing: disk images can only be made on macOS" >&2
    exit 1
fi

# PyInstaller signs ad hoc; sign the whole bundle again so the copy on the image stays valid.
codesign --force --deep --sign - "$app"

staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"
rm -f "$dmg"
hdiutil create -volname "Patent Game" -srcfolder "$staging" -fs HFS+ -format UDZO \
    -imagekey zlib-level=9 "$dmg"
echo "make_dmg: made $dmg"
