#!/usr/bin/env bash
# Put the portable Patent Game into your desktop's Games menu, for you alone (no root needed).
# Shipped in the .tar.gz: run it from the unpacked folder, and again after moving the folder.
#   ./install-menu-entry.sh           add the menu entry and the icon
#   ./install-menu-entry.sh --remove  take them away again
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
entry="$data/applications/patentgame.desktop"
icon="$data/icons/hicolor/256x256/apps/patentgame.png"

if [ "${1:-}" = "--remove" ]; then
    rm -f "$entry" "$icon"
    echo "removed $entry"
    exit 0
fi
if [ ! -x "$here/patentgame" ]; then
    echo "install-menu-entry: run me from the unpacked patentgame folder" >&2
    exit 1
fi
mkdir -p "$(dirname "$entry")" "$(dirname "$icon")"
cp "$here/patentgame.png" "$icon"
# The installed entry names the command; this one names the executable in this folder.
sed -e "s|^Exec=patentgame|Exec=\"$here/patentgame\"|" \
    -e "s|^TryExec=.*|TryExec=$here/patentgame|" \
    "$here/patentgame.desktop" > "$entry"
if command -v update-desktop-database >/dev/null; then
    update-desktop-database "$(dirname "$entry")" || true
fi
echo "added $entry"
