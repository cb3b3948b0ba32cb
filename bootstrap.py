#!/usr/bin/env python3
"""Set up everything and start the game, or set up everything and run the tests.

    python3 bootstrap.py play [ARGS...]    # the desktop game (ARGS go to `patentgame`)
    python3 bootstrap.py test [ARGS...]    # the test suite (ARGS go to pytest)

It is the README's promise in code: on a fresh machine it creates the virtual environment
`.venv` beside this file, installs the project with the extras the command needs, installs the
Debian libraries Qt needs when they are missing (Debian or Ubuntu, as root or through sudo), then
runs the command. Running it again reinstalls only when pyproject.toml has changed.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"

#: Debian packages the Qt wheels need to open a window (and to draw offscreen, for the tests),
#: and the fonts the table is drawn with.
DEBIAN_PACKAGES = (
    "libgl1",
    "libegl1",
    "libopengl0",
    "libxkbcommon0",
    "libxkbcommon-x11-0",
    "libfontconfig1",
    "libfreetype6",
    "libdbus-1-3",
    "libglib2.0-0",
    "libxcb-cursor0",
    "libxcb-icccm4",
    "libxcb-image0",
    "libxcb-keysyms1",
    "libxcb-randr0",
    "libxcb-render-util0",
    "libxcb-shape0",
    "libxcb-xinerama0",
    "libxcb-xkb1",
    "libxrender1",
    "libxi6",
    "fonts-dejavu-core",
)
#: Debian tools some tests use besides: the validators of the menu entry (desktop-file-utils)
#: and of the AppStream metainfo (appstream), the MIME database compiler (shared-mime-info),
#: readelf (binutils) for the checks of the bundle's libraries, a sound server with a
#: virtual sound card (pulseaudio, pulseaudio-utils), through which a test plays a cue and
#: records it, and an X server with real mouse and keyboard events (xvfb, xauth, xdotool) for
#: the games played on a screen.
TEST_DEBIAN_PACKAGES = (
    "desktop-file-utils",
    "appstream",
    "shared-mime-info",
    "binutils",
    "pulseaudio",
    "pulseaudio-utils",
    "xvfb",
    "xauth",
    "xdotool",
)


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("play", "test"):
        print(__doc__.strip().splitlines()[0], file=sys.stderr)
        print("usage: python3 bootstrap.py {play|test} [ARGS...]", file=sys.stderr)
        return 2
    if sys.version_info < (3, 11):  # noqa: UP036  (bootstrap runs before the package is installed)
        print("patentgame needs Python 3.11 or newer", file=sys.stderr)
        return 2
    command, rest = argv[0], argv[1:]
    ensure_debian_packages(DEBIAN_PACKAGES + (TEST_DEBIAN_PACKAGES if command == "test" else ()))
    python = ensure_venv(extras="test" if command == "test" else "")
    if command == "play":
        return run([str(python), "-m", "patentgame", *rest])
    return run([str(python), "-m", "pytest", *rest])


def ensure_debian_packages(packages: tuple[str, ...]) -> None:
    """Install the missing ``packages`` on Debian-like systems; elsewhere do nothing."""
    if not sys.platform.startswith("linux") or shutil.which("dpkg-query") is None:
        return
    missing = [name for name in packages if not _debian_installed(name)]
    if not missing:
        return
    print(f"Installing system packages: {' '.join(missing)}", flush=True)
    apt_get(["update", "-qq"])
    apt_get(["install", "-y", "-qq", "--no-install-recommends", *missing])


#: How long set-up waits for another program that is installing or updating software (an
#: unattended upgrade after a fresh system's first boot can take some minutes).
APT_WAIT_SECONDS = 20 * 60
#: What apt says (in the C locale) when another program holds its locks.
APT_BUSY_SIGNS = (
    "Could not get lock",
    "Unable to acquire the dpkg frontend lock",
    "Unable to lock",
)


def apt_get(arguments: list[str], wait_seconds: float = APT_WAIT_SECONDS, every: float = 5) -> None:
    """Run ``apt-get`` (through sudo unless root); while another program holds the package
    manager, say so once and try again every ``every`` seconds, for up to ``wait_seconds``.

    Raises:
        subprocess.CalledProcessError: apt-get failed for another reason, or stayed busy.
    """
    prefix = [] if os.geteuid() == 0 else ["sudo"]
    # apt's messages in the C locale, so that "busy" is recognised in every language.
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive", "LC_ALL": "C.UTF-8"}
    command = [*prefix, "apt-get", *arguments]
    deadline = time.monotonic() + wait_seconds
    told = False
    while True:
        result = subprocess.run(command, env=env, stderr=subprocess.PIPE, text=True, check=False)
        if result.returncode == 0:
            if told:
                print("The package manager is free again: set-up goes on.", flush=True)
            return
        busy = any(sign in result.stderr for sign in APT_BUSY_SIGNS)
        if not busy or time.monotonic() >= deadline:
            sys.stderr.write(result.stderr)
            if busy:
                minutes = round(wait_seconds / 60)
                print(
                    f"bootstrap: the system's package manager stayed busy for {minutes} "
                    "minute(s); run this command again once it has finished.",
                    file=sys.stderr,
                )
            raise subprocess.CalledProcessError(result.returncode, command)
        if not told:
            print(
                "The system's package manager is busy (another program is installing or "
                "updating software): waiting for it to finish...",
                flush=True,
            )
            told = True
        time.sleep(every)


def _debian_installed(name: str) -> bool:
    result = subprocess.run(
        ["dpkg-query", "-W", "-f=${Status}", name], capture_output=True, text=True, check=False
    )
    return result.returncode == 0 and "install ok installed" in result.stdout


def ensure_venv(extras: str) -> Path:
    """Create `.venv` and install the project (with ``extras``) when needed; return its Python."""
    python = VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    if not python.exists():
        print("Creating the virtual environment .venv", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()[:16]
    stamp = VENV / f".installed-{extras or 'play'}-{digest}"
    if not stamp.exists():
        target = f"{ROOT}[{extras}]" if extras else str(ROOT)
        print(f"Installing patentgame{f'[{extras}]' if extras else ''} into .venv", flush=True)
        subprocess.run(
            [str(python), "-m", "pip", "install", "--quiet", "--upgrade", "pip"], check=True
        )
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", "-e", target], check=True)
        stamp.touch()
    return python


def run(command: list[str]) -> int:
    return subprocess.run(command, cwd=ROOT, check=False).returncode


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except subprocess.CalledProcessError as error:
        print(f"bootstrap: a set-up step failed: {' '.join(map(str, error.cmd))}", file=sys.stderr)
        sys.exit(1)
