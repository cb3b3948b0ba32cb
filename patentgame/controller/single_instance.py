"""One running game per person: a second start hands its files to the first and leaves.

Desktop apps come to the front when they are started again, instead of opening a second table
with its own autosave slot. The first start of a person (for one data folder) serves a local
socket (:class:`~PySide6.QtNetwork.QLocalServer`); a later start connects to it
(:class:`~PySide6.QtNetwork.QLocalSocket`), sends the saved games named on its command line as
one line of JSON, waits for ``ok`` and exits. The first emits :attr:`SingleInstance.called`
with the files, and the window comes to the front and opens them.

Who is first is decided by an operating-system lock (:class:`InstanceLock`), not by whether a
socket answers: the system drops the lock when a process ends, even by a crash, so a socket
file left behind by a crash never blocks the next start (the new first removes it before
listening), and two starts at the same moment cannot both become first.

Names are per user and per data folder: another person on the machine, or a copy started with
``--data-dir`` elsewhere, is a different game. On Linux and macOS the socket and the lock live in
the user's runtime folder (``XDG_RUNTIME_DIR``), which only that user can enter.
"""

from __future__ import annotations

import contextlib
import enum
import json
import logging
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QStandardPaths, Signal

from patentgame.keeping.instance_lock import InstanceLock

if TYPE_CHECKING:  # QtNetwork is loaded once the table is drawn, or by a later start
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOGGER = logging.getLogger("patentgame.single_instance")

#: How long a later start waits for the first to answer (the first may still be starting: it
#: serves the socket once its table is drawn, a second or two after it was started).
ANSWER_MS = 10_000
#: The longest message a first start reads (a list of a few file paths).
MAX_MESSAGE = 64 * 1024


class Claim(enum.Enum):
    """What :meth:`SingleInstance.claim` found."""

    #: This start is the first: it serves the socket; run the game.
    FIRST = "first"
    #: Another start runs the game and took this start's files: exit.
    HANDED_OVER = "handed over"
    #: Another start holds the lock but did not answer (hung, or the socket cannot be used):
    #: run a game of our own rather than none (the autosave gives it a slot of its own).
    ALONE = "alone"


def instance_name(data_folder: str | None = None, user: str | None = None) -> str:
    """The name of a person's running game: ``patentgame-<user>-<digest>``, the digest telling
    data folders apart (``None``: the standard folders).

    >>> instance_name(None, "anna") == instance_name(None, "anna")
    True
    >>> instance_name("saves-a", "anna") != instance_name("saves-b", "anna")
    True
    """
    who = user if user is not None else _user()
    key = f"{who}\0{data_folder or ''}".encode()
    digest = f"{_fnv1a(key):016x}"[:12]
    safe = "".join(c for c in who if c.isalnum())[:16] or "user"
    return f"patentgame-{safe}-{digest}"


def _fnv1a(data: bytes) -> int:
    """A 64-bit FNV-1a hash: a stable digest without loading ``hashlib`` (9 ms of a start)."""
    value = 0xCBF29CE484222325
    for byte in data:
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return value


def _user() -> str:
    """The login name, as ``getpass.getuser`` finds it (without loading ``getpass`` and
    ``termios`` for it): the environment first, then the account's id."""
    for variable in ("LOGNAME", "USER", "LNAME", "USERNAME"):
        if name := os.environ.get(variable):
            return name
    getuid = getattr(os, "getuid", None)
    return f"uid{getuid()}" if getuid is not None else "user"


def _runtime_folder() -> Path:
    """Where the lock (and on Linux and macOS the socket) lives: the user's runtime folder. In
    a Flatpak, the part of it that every running copy of the app shares (``app/<id>``: the rest
    is private to each copy's sandbox)."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.RuntimeLocation)
    if location:
        flatpak = os.environ.get("FLATPAK_ID")
        folder = Path(location) / "app" / flatpak if flatpak else Path(location)
        with contextlib.suppress(OSError):
            folder.mkdir(parents=True, exist_ok=True)
            return folder
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.TempLocation))


class SingleInstance(QObject):
    """The first start's server, or a later start's hand-over.

    Signals:
        called(files): a later start asked this one to come to the front and open ``files``
            (absolute paths; empty when none were named).
    """

    called = Signal(list)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        folder = _runtime_folder()
        #: The server's name: a path in the runtime folder on Linux and macOS, a pipe name on
        #: Windows (where a path is no valid name).
        self.server_name = name if sys.platform == "win32" else str(folder / f"{name}.socket")
        self._lock = InstanceLock(folder / f"{name}.lock")
        self._server: QLocalServer | None = None
        self._buffers: dict[QLocalSocket, bytes] = {}

    @property
    def serving(self) -> bool:
        """Whether this start is the first and listens for later ones."""
        return self._server is not None and self._server.isListening()

    def claim(self, files: Sequence[str] = ()) -> Claim:
        """Become the first start, or hand ``files`` to the one that is.

        The first start holds the lock from here on but serves later starts only from
        :meth:`serve` (once its table is drawn: loading QtNetwork costs some 15 ms); a later
        start meanwhile waits for it, up to :data:`ANSWER_MS`.
        """
        try:
            first = self._lock.acquire()
        except OSError as error:
            LOGGER.warning("cannot take the instance lock: %s", error)
            return Claim.ALONE
        if first:
            return Claim.FIRST
        if self.hand_over(files):
            return Claim.HANDED_OVER
        return Claim.ALONE

    def serve(self) -> bool:
        """Listen for later starts (the first start, once; again does nothing); whether it
        listens."""
        if self._server is not None or not self._lock.held:
            return self._server is not None
        from PySide6.QtNetwork import QLocalServer

        # We hold the lock, so a socket of that name is one a crashed first left behind.
        QLocalServer.removeServer(self.server_name)
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        server.newConnection.connect(self._accept)
        if not server.listen(self.server_name):
            LOGGER.warning("cannot serve %s: %s", self.server_name, server.errorString())
            return False
        self._server = server
        LOGGER.info("serving later starts at %s", self.server_name)
        return True

    def hand_over(self, files: Sequence[str], answer_ms: int = ANSWER_MS) -> bool:
        """Send ``files`` to the first start and wait for its ``ok``; whether it took them."""
        from PySide6.QtNetwork import QLocalSocket

        message = json.dumps({"files": [str(Path(f).absolute()) for f in files]}) + "\n"
        deadline = time.monotonic() + answer_ms / 1000
        while time.monotonic() < deadline:
            socket = QLocalSocket()
            socket.connectToServer(self.server_name)
            if socket.waitForConnected(500):
                socket.write(message.encode())
                socket.waitForBytesWritten(1000)
                answer = b""
                while b"\n" not in answer and socket.waitForReadyRead(_left_ms(deadline)):
                    answer += bytes(socket.readAll().data())
                socket.abort()
                if answer.strip() == b"ok":
                    LOGGER.info("another start runs the game: handed it %d file(s)", len(files))
                    return True
                break
            time.sleep(0.1)  # the first holds the lock but does not listen yet
        LOGGER.warning("the running game did not answer at %s", self.server_name)
        return False

    def _accept(self) -> None:
        assert self._server is not None
        while (socket := self._server.nextPendingConnection()) is not None:
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._forget(s))
            self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if socket not in self._buffers:
            return
        buffer = self._buffers[socket] + bytes(socket.readAll().data())
        if b"\n" not in buffer:
            if len(buffer) > MAX_MESSAGE:
                socket.abort()
                self._forget(socket)
            else:
                self._buffers[socket] = buffer
            return
        line = buffer.split(b"\n", 1)[0]
        self._forget(socket)
        files = _files_of(line)
        socket.write(b"ok\n")
        socket.flush()
        socket.disconnectFromServer()
        LOGGER.info("a later start asked for the window, with %d file(s)", len(files))
        self.called.emit(files)

    def _forget(self, socket: QLocalSocket) -> None:
        if self._buffers.pop(socket, None) is not None:
            socket.deleteLater()

    def close(self) -> None:
        """Stop serving and give the lock back (at exit; the system would do it too)."""
        if self._server is not None:
            self._server.close()
            self._server = None
        self._lock.release()


def _files_of(line: bytes) -> list[str]:
    """The file paths of a message; none from a message that is not ours."""
    try:
        data = json.loads(line)
    except ValueError:
        return []
    files = data.get("files") if isinstance(data, dict) else None
    if not isinstance(files, list):
        return []
    return [f for f in files if isinstance(f, str) and f]


def _left_ms(deadline: float) -> int:
    return max(1, int((deadline - time.monotonic()) * 1000))
