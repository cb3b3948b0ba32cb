#!/usr/bin/env bash
# Build the Linux packages, install the .deb, and run the installed game's self-test.
#
# The release workflow and .ci/run both call this script, so the Linux release steps are exactly
# the commands CI proves. PYTHON names the interpreter that has the dev extra (PyInstaller);
# it defaults to .venv/bin/python, the one bootstrap.py makes.
set -euo pipefail
cd "$(dirname "$0")/../.."
PYTHON="${PYTHON:-.venv/bin/python}"

as_root() {
    if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

# Build tools: dpkg-deb (dpkg) packs the .deb, readelf (binutils) checks its dependencies,
# PyInstaller strips the bundle with strip (binutils), and lintian checks the package.
missing=()
command -v readelf >/dev/null || missing+=(binutils)
command -v dpkg-deb >/dev/null || missing+=(dpkg)
command -v lintian >/dev/null || missing+=(lintian)
if [ "${#missing[@]}" -gt 0 ]; then
    as_root apt-get update -qq
    as_root apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

"$PYTHON" installer/build.py
version="$("$PYTHON" -c 'from installer.project import project_version; from pathlib import Path; print(project_version(Path(".")))')"
deb="dist/patentgame_${version}_amd64.deb"
test -f "dist/patentgame-${version}-linux-x86_64.tar.gz"

# Lintian with Debian's profile: any error that the package's overrides (installer/linux/
# lintian-overrides, each explained in installer/README.md) do not name stops the build.
lintian --profile debian --fail-on error --tag-display-limit 0 "$deb"

# apt-get resolves the Depends of control.in from the archive, as a user's install would. A
# fresh container may have no package lists yet: fetch them and try again.
install_deb() {
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "./${deb}"
}
if ! install_deb; then
    as_root apt-get update -qq
    install_deb
fi
QT_QPA_PLATFORM=offscreen /usr/games/patentgame --self-test
