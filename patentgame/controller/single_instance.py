"""One running game per person: a second start hands its files to the first and leaves.

Desktop apps come to the front when they are started again, instead of opening a second table
with its own autosave slot. The first start of a person (for one data folder) serves a local
socket (:class:`~PySide6.QtNetwork.QLocalServer`); a later start connects to it
(:class:`~PySide6.QtNetwork.QLocalSocket`), sends the saved games named on its command line as
one line of JSON, waits for ``ok`` and exits. The first emits :attr:`SingleInstance.called`
with the files, and the window comes to the front and opens them.

The socket is open to any program of the same user, so the first start trusts no message: a
message is read up to :data:`MAX_MESSAGE`, decoded within the reading path's JSON limits and
checked for its shape (:func:`message_files`); anything else is dropped with a line in the log,
never an error. At most :data:`MAX_CONNECTIONS` are held at once, and closing the app drops
those still open quietly (:meth:`SingleInstance.close`).

Who is first is decided by an operating-system lock (:class:`InstanceLock`), not by whether a
socket answers: the system drops the lock when a process ends, even by a crash, so a socket
file left behind by a crash never blocks the next start (the new first removes it before
listening), and two starts at the same moment cannot both become first.

Names are per user, per data folder and per display: another person on the machine, a copy
started with ``--data-dir`` elsewhere or with another home folder (whose standard data folder is
another), or a copy on another X or Wayland display (where the first one's window could not come
forward: the person would see nothing) is a different game. On Linux and macOS the socket and the
lock live in the user's runtime folder (``XDG_RUNTIME_DIR``), which only that user can enter.
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
from patentgame.model import reading
from patentgame.model.errors import FileReadError

if TYPE_CHECKING:  # QtNetwork is loaded once the table is drawn, or by a later start
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOGGER = logging.getLogger("patentgame.single_instance")

#: How long a later start waits for the first to answer (the first may still be starting: it
#: serves the socket once its table is drawn, a second or two after it was started).
ANSWER_MS = 10_000
#: The longest message a first start reads (a list of a few file paths).
MAX_MESSAGE = 64 * 1024
#: The most files one message may name, and the longest path it may give (a message beyond
#: these is not a later start's).
MAX_FILES = 1000
MAX_PATH = 4096
#: Connections served at once: a later start sends its line and goes within a second, so more
#: than these are held open by something else, and the oldest is dropped for the newest.
MAX_CONNECTIONS = 8


class Claim(enum.Enum):
    """What :meth:`SingleInstance.claim` found."""

    #: This start is the first: it serves the socket; run the game.
    FIRST = "first"
    #: Another start runs the game and took this start's files: exit.
    HANDED_OVER = "handed over"
    #: Another start holds the lock but did not answer (hung, or the socket cannot be used):
    #: run a game of our own rather than none (the autosave gives it a slot of its own).
    ALONE = "alone"


def instance_name(
    data_folder: str | None = None, user: str | None = None, display: str | None = None
) -> str:
    """The name of a person's running game: ``patentgame-<user>-<digest>``, the digest telling
    data folders (``None``: the standard folders) and displays apart (``None``: this process's
    display, :func:`display_name`).

    >>> instance_name(None, "anna", "") == instance_name(None, "anna", "")
    True
    >>> instance_name("saves-a", "anna", "") != instance_name("saves-b", "anna", "")
    True
    >>> instance_name("saves", "anna", ":0") != instance_name("saves", "anna", ":1")
    True
    """
    who = user if user is not None else _user()
    screen = display if display is not None else display_name()
    key = f"{who}\0{data_folder or ''}\0{screen}".encode()
    digest = f"{_fnv1a(key):016x}"[:12]
    safe = "".join(c for c in who if c.isalnum())[:16] or "user"
    return f"patentgame-{safe}-{digest}"


def display_name() -> str:
    """The display this start's window goes to: the X display and the Wayland display (Linux
    and the BSDs; empty elsewhere, where a login has one screen). A window on another display
    cannot come forward where this person looks, so each display runs its own game."""
    return "\0".join(os.environ.get(name, "") for name in ("DISPLAY", "WAYLAND_DISPLAY"))


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
    if sys.platform == "win32":  # no account ids there (getpass would fail too)
        return "user"
    return f"uid{os.getuid()}"


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
            while len(self._buffers) >= MAX_CONNECTIONS:
                self._drop(next(iter(self._buffers)))
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._drop(s))
            self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if socket not in self._buffers:
            return
        buffer = self._buffers[socket] + bytes(socket.readAll().data())
        line, newline, _rest = buffer.partition(b"\n")
        if len(line) > MAX_MESSAGE:
            LOGGER.warning("dropped a connection: its message is longer than %d bytes", MAX_MESSAGE)
            self._drop(socket)
            return
        if not newline:
            self._buffers[socket] = buffer
            return
        files = message_files(line)
        if files is None:
            LOGGER.warning("dropped a connection: its message is not a later start's")
            self._drop(socket)
            return
        del self._buffers[socket]
        socket.write(b"ok\n")
        socket.flush()
        socket.disconnectFromServer()
        socket.deleteLater()
        LOGGER.info("a later start asked for the window, with %d file(s)", len(files))
        self.called.emit(files)

    def _drop(self, socket: QLocalSocket) -> None:
        """Let go of a connection, quietly: it says nothing more (its signals are blocked, so
        none reaches this object while Qt takes it down) and is deleted."""
        if self._buffers.pop(socket, None) is None:
            return
        socket.blockSignals(True)
        socket.abort()
        socket.deleteLater()

    def close(self) -> None:
        """Stop serving, drop the connections still open and give the lock back (when the
        window has closed; the system would give the lock back too). A later start's message
        half sent when the app quits is dropped without a word."""
        for socket in list(self._buffers):
            self._drop(socket)
        if self._server is not None:
            self._server.close()
            self._server = None
        self._lock.release()


def message_files(line: bytes) -> list[str] | None:
    """The saved games a later start's message names; ``None`` for a message that is not
    one: not JSON within the reading path's limits (depth, numbers), not ``{"files": [...]}``,
    or naming more than :data:`MAX_FILES` files. Entries that are not paths a later start sends
    (absolute, at most :data:`MAX_PATH` characters, no NUL) are left out.

    >>> message_files(b'{"files": ["/a.patentgame", 3, "", "a\\u0000b", "relative"]}')
    ['/a.patentgame']
    >>> message_files(b"GET / HTTP/1.0") is None
    True
    """
    try:
        # A name that is not UTF-8 comes as a lone surrogate, which Python opens as it came.
        data = reading.parse_json(line, allow_broken_text=True)
    except FileReadError:
        return None
    files = data.get("files") if isinstance(data, dict) else None
    if not isinstance(files, list) or len(files) > MAX_FILES:
        return None
    return [file for file in files if _is_path(file)]


def _is_path(value: object) -> bool:
    return (
        isinstance(value, str)
        and 0 < len(value) <= MAX_PATH
        and "\x00" not in value
        and os.path.isabs(value)
    )


def _left_ms(deadline: float) -> int:
    return max(1, int((deadline - time.monotonic()) * 1000))
