"""What went wrong, as data, and the one place where it becomes a sentence for a player.

The pure floors (the model, the keeping of files, the command line) never write prose about a
failure: they name a :class:`Fault` and give its parameters in a :class:`Problem`. This module
turns a problem into a sentence (:func:`explain`), through a ``translate(context, text)`` hook
that is the identity until an edge installs its own (:func:`set_translator`): the desktop app
installs ``QCoreApplication.translate``, and the command line :func:`patentgame.wording.translate`
(the same translations, exported as JSON).

Every sentence is whole (no sentence is glued from fragments, so a translator sees each one
entire), and parameters are shortened before they are put in (:func:`shorten`): a 100,000
character word-list id or a path full of control characters never reaches a player whole, and
no Python internals (an ``[Errno 21]``, a codec's name, ``sys.set_int_max_str_digits``) are
ever part of a sentence. Templates use ``{name}`` placeholders; ``%n`` is the count of a plural.
Each template is written out literally in a marker ``lupdate`` reads (``QT_TRANSLATE_NOOP``,
``Later.translate`` for those that count), so every one is in the ``.ts`` files to translate.

>>> explain(Problem(Fault.FILE_IS_FOLDER, file="games"))
'games is a folder, not a file.'
>>> len(explain(Problem(Fault.LEXICON_UNKNOWN, lexicon="x" * 100_000, known="en-enable")))
104
"""

from __future__ import annotations

import enum
import errno
import re
from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType

from patentgame.wording import QT_TRANSLATE_NOOP, Later

#: The translation context of every sentence here (what ``lupdate`` files them under; each
#: marker below spells it out, as lupdate reads only literals).
CONTEXT = "Problems"

#: ``translate(context, text, disambiguation, n)``: ``QCoreApplication.translate``'s signature.
Translator = Callable[[str, str, "str | None", int], str]

#: Longest text a parameter keeps (names, ids); longer ones lose their middle.
SHORT = 48
#: Longest file or folder a sentence names (paths are longer than names).
PATH = 80
#: Longest detail text (an engine's reason) a sentence quotes.
DETAIL = 160
#: Longest list a sentence gives whole (every player a command knows: some 400 characters).
WHOLE = 2000


def _identity(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The translator until an edge installs one: English, with ``%n`` filled in."""
    del context, disambiguation
    return text.replace("%n", str(n)) if n >= 0 else text


_translate: Translator = _identity


def set_translator(translate: Translator | None) -> None:
    """Make every later sentence through ``translate``; ``None`` restores English."""
    global _translate
    _translate = translate or _identity


class Fault(enum.Enum):
    """Every kind of failure or notice a player may be told about. Values are stable tokens."""

    # -- reading a file ------------------------------------------------------------------------
    FILE_MISSING = "file_missing"
    FILE_IS_FOLDER = "file_is_folder"
    FILE_NOT_REGULAR = "file_not_regular"
    FILE_NO_PERMISSION = "file_no_permission"
    FILE_READ_FAILED = "file_read_failed"
    FILE_TOO_LARGE = "file_too_large"
    FILE_EMPTY = "file_empty"
    FILE_NOT_TEXT = "file_not_text"
    # -- the JSON inside it --------------------------------------------------------------------
    NOT_JSON = "not_json"
    JSON_TOO_DEEP = "json_too_deep"
    NUMBER_TOO_LONG = "number_too_long"
    NUMBER_NOT_FINITE = "number_not_finite"
    BROKEN_CHARACTER = "broken_character"
    NAME_TOO_LONG = "name_too_long"
    # -- game records --------------------------------------------------------------------------
    RECORD_INVALID = "record_invalid"
    RECORD_NEEDS_LIST = "record_needs_list"
    SAVE_DAMAGED = "save_damaged"
    FAMILY_NOT_SHOWN = "family_not_shown"
    SAVE_NOT_SAVED = "save_not_saved"
    # -- word lists ----------------------------------------------------------------------------
    LEXICON_UNKNOWN = "lexicon_unknown"
    LEXICON_DAMAGED = "lexicon_damaged"
    LEXICON_BUILTIN_DAMAGED = "lexicon_builtin_damaged"
    LEXICON_NOT_COMPILED = "lexicon_not_compiled"
    LEXICON_NOT_A_TO_Z = "lexicon_not_a_to_z"
    LEXICON_NO_BUYWORD_TILES = "lexicon_no_buyword_tiles"
    LEXICON_NOT_REMOVABLE = "lexicon_not_removable"
    LEXICON_NOT_IMPORTED = "lexicon_not_imported"
    IMPORT_NEEDS_NAME = "import_needs_name"
    IMPORT_TOO_MANY_LINES = "import_too_many_lines"
    IMPORT_LINE_TOO_LONG = "import_line_too_long"
    IMPORT_UNPACKS_TOO_LARGE = "import_unpacks_too_large"
    IMPORT_NOT_TEXT = "import_not_text"
    IMPORT_NOT_UTF8 = "import_not_utf8"
    IMPORT_BAD_GZIP = "import_bad_gzip"
    IMPORT_NO_WORDS = "import_no_words"
    IMPORT_CANCELLED = "import_cancelled"
    IMPORT_NEEDS_COMPILER = "import_needs_compiler"
    IMPORT_NOT_WRITTEN = "import_not_written"
    # -- writing files -------------------------------------------------------------------------
    DISK_FULL = "disk_full"
    READ_ONLY = "read_only"
    IN_THE_WAY = "in_the_way"
    NO_FOLDER = "no_folder"
    WRITE_FAILED = "write_failed"
    FOLDER_NOT_MADE = "folder_not_made"
    FOLDER_READ_ONLY = "folder_read_only"
    REMOVE_FAILED = "remove_failed"
    # -- the autosave --------------------------------------------------------------------------
    AUTOSAVE_OTHER_SLOT = "autosave_other_slot"
    AUTOSAVE_NO_SLOT = "autosave_no_slot"
    AUTOSAVE_OFF = "autosave_off"
    AUTOSAVE_READ_ONLY = "autosave_read_only"
    AUTOSAVE_KEPT_ASIDE = "autosave_kept_aside"
    AUTOSAVE_NOT_MOVED = "autosave_not_moved"
    AUTOSAVE_FAILED = "autosave_failed"
    ORPHAN_KEPT = "orphan_kept"
    FINISHED_KEPT = "finished_kept"
    FINISHED_PENDING = "finished_pending"
    PENDING_ADDED = "pending_added"
    # -- settings ------------------------------------------------------------------------------
    SETTINGS_DAMAGED = "settings_damaged"
    SETTINGS_SOME_BAD = "settings_some_bad"
    SETTINGS_NOT_SAVED = "settings_not_saved"
    # -- statistics ----------------------------------------------------------------------------
    STATS_DAMAGED_KEPT = "stats_damaged_kept"
    STATS_SALVAGED = "stats_salvaged"
    STATS_DAMAGED = "stats_damaged"
    STATS_NOT_MOVED = "stats_not_moved"
    STATS_BUSY = "stats_busy"
    STATS_NOT_OPENED = "stats_not_opened"
    STATS_NEWER = "stats_newer"
    STATS_OFF = "stats_off"
    STATS_NOT_ADDED = "stats_not_added"
    STATS_UNAVAILABLE = "stats_unavailable"
    # -- the command line ----------------------------------------------------------------------
    OUTPUT_FAILED = "output_failed"
    OUTPUT_DISK_FULL = "output_disk_full"
    SEATS_COUNT = "seats_count"
    NO_LETTERS = "no_letters"
    NOT_LETTERS = "not_letters"
    NOT_TILES = "not_tiles"
    NOT_LETTERS_OF_LIST = "not_letters_of_list"
    # -- the app's log and the files shipped with it -------------------------------------------
    LOG_OFF = "log_off"
    LOG_STOPPED = "log_stopped"
    DEFINITIONS_DAMAGED = "definitions_damaged"
    DEFINITIONS_UNREADABLE = "definitions_unreadable"
    # -- anything else --------------------------------------------------------------------------
    UNKNOWN_PLAYER = "unknown_player"
    REASON = "reason"
    UNEXPECTED = "unexpected"


#: The sentence of each fault, in English; :func:`explain` translates and fills it in.
SENTENCES: Mapping[Fault, str] = MappingProxyType(
    {
        Fault.FILE_MISSING: QT_TRANSLATE_NOOP("Problems", "{file} does not exist."),
        Fault.FILE_IS_FOLDER: QT_TRANSLATE_NOOP("Problems", "{file} is a folder, not a file."),
        Fault.FILE_NOT_REGULAR: QT_TRANSLATE_NOOP(
            "Problems", "{file} is not an ordinary file (it is a pipe, a device or a socket)."
        ),
        Fault.FILE_NO_PERMISSION: QT_TRANSLATE_NOOP(
            "Problems", "You are not allowed to read {file}."
        ),
        Fault.FILE_READ_FAILED: QT_TRANSLATE_NOOP(
            "Problems", "{file} could not be read: {reason}."
        ),
        Fault.FILE_TOO_LARGE: QT_TRANSLATE_NOOP(
            "Problems", "{file} is larger than {limit}, far larger than any file of this kind."
        ),
        Fault.FILE_EMPTY: QT_TRANSLATE_NOOP("Problems", "{file} is empty."),
        Fault.FILE_NOT_TEXT: QT_TRANSLATE_NOOP("Problems", "{file} is not text."),
        Fault.NOT_JSON: QT_TRANSLATE_NOOP(
            "Problems", "{file} is damaged: it is not valid JSON (line {line})."
        ),
        Fault.JSON_TOO_DEEP: QT_TRANSLATE_NOOP(
            "Problems", "{file} is damaged: it is nested too deeply."
        ),
        Fault.NUMBER_TOO_LONG: QT_TRANSLATE_NOOP(
            "Problems", "{file} is damaged: it holds a number longer than {limit} digits."
        ),
        Fault.NUMBER_NOT_FINITE: QT_TRANSLATE_NOOP(
            "Problems", "{file} is damaged: it holds a number that is not finite."
        ),
        Fault.BROKEN_CHARACTER: QT_TRANSLATE_NOOP(
            "Problems", "{file} is damaged: it holds a broken character in {where}."
        ),
        Fault.NAME_TOO_LONG: QT_TRANSLATE_NOOP(
            "Problems", "{file} is damaged: a player's name is longer than {limit} characters."
        ),
        Fault.RECORD_INVALID: QT_TRANSLATE_NOOP("Problems", "{file} is damaged: {detail}."),
        Fault.RECORD_NEEDS_LIST: QT_TRANSLATE_NOOP(
            "Problems", "{file} needs the word list '{lexicon}', which cannot be loaded. {cause}"
        ),
        Fault.SAVE_DAMAGED: QT_TRANSLATE_NOOP(
            "Problems", "{file} is damaged and could not be opened."
        ),
        Fault.FAMILY_NOT_SHOWN: QT_TRANSLATE_NOOP(
            "Problems",
            "{file} holds a game this version of the app cannot show yet ({family}); the "
            "command patentgame replay prints it.",
        ),
        Fault.SAVE_NOT_SAVED: QT_TRANSLATE_NOOP("Problems", "The game was not saved. {cause}"),
        Fault.LEXICON_UNKNOWN: QT_TRANSLATE_NOOP(
            "Problems", "There is no word list '{lexicon}'; the known lists are {known}."
        ),
        Fault.LEXICON_DAMAGED: QT_TRANSLATE_NOOP(
            "Problems", "The word list '{lexicon}' is damaged; import it again to play with it."
        ),
        Fault.LEXICON_BUILTIN_DAMAGED: QT_TRANSLATE_NOOP(
            "Problems",
            "The built-in word list '{lexicon}' is damaged on this computer; install patentgame "
            "again to play with it.",
        ),
        Fault.LEXICON_NOT_COMPILED: QT_TRANSLATE_NOOP(
            "Problems", "{file} is not a compiled word list."
        ),
        Fault.LEXICON_NOT_A_TO_Z: QT_TRANSLATE_NOOP(
            "Problems",
            "The patent game is played with the letters A to Z, but the word list '{lexicon}' "
            "spells its words with other letters; choose an English list.",
        ),
        Fault.LEXICON_NO_BUYWORD_TILES: QT_TRANSLATE_NOOP(
            "Problems",
            "BuyWord has tiles for English, Russian and Polish words only, and the word list "
            "'{lexicon}' is in another language; choose a list in one of those.",
        ),
        Fault.LEXICON_NOT_REMOVABLE: QT_TRANSLATE_NOOP(
            "Problems", "'{lexicon}' is a built-in word list and cannot be removed."
        ),
        Fault.LEXICON_NOT_IMPORTED: QT_TRANSLATE_NOOP(
            "Problems", "There is no imported word list '{lexicon}'."
        ),
        Fault.IMPORT_NEEDS_NAME: QT_TRANSLATE_NOOP("Problems", "A word list needs a name."),
        Fault.IMPORT_TOO_MANY_LINES: QT_TRANSLATE_NOOP(
            "Problems", "{file} was not imported: it has more than {limit} lines."
        ),
        Fault.IMPORT_LINE_TOO_LONG: QT_TRANSLATE_NOOP(
            "Problems",
            "{file} was not imported: line {line} is longer than {limit} characters, "
            "so it is not a word list.",
        ),
        Fault.IMPORT_UNPACKS_TOO_LARGE: QT_TRANSLATE_NOOP(
            "Problems", "{file} was not imported: it unpacks to more than {limit}."
        ),
        Fault.IMPORT_NOT_TEXT: QT_TRANSLATE_NOOP(
            "Problems", "{file} was not imported: it is not a text file."
        ),
        Fault.IMPORT_NOT_UTF8: QT_TRANSLATE_NOOP(
            "Problems", "{file} was not imported: line {line} is not UTF-8 text."
        ),
        Fault.IMPORT_BAD_GZIP: QT_TRANSLATE_NOOP(
            "Problems", "{file} was not imported: it is a damaged or cut-short gzip file."
        ),
        Fault.IMPORT_NO_WORDS: QT_TRANSLATE_NOOP(
            "Problems", "{file} was not imported: it holds no word of two or more letters."
        ),
        Fault.IMPORT_CANCELLED: QT_TRANSLATE_NOOP(
            "Problems", "The import of {file} was cancelled."
        ),
        Fault.IMPORT_NEEDS_COMPILER: QT_TRANSLATE_NOOP(
            "Problems", "Importing a word list needs the dawg2 package, which is not installed."
        ),
        Fault.IMPORT_NOT_WRITTEN: QT_TRANSLATE_NOOP(
            "Problems", "The word list was not imported. {cause}"
        ),
        Fault.DISK_FULL: QT_TRANSLATE_NOOP(
            "Problems", "The disk is full: {file} could not be written. Free some space."
        ),
        Fault.READ_ONLY: QT_TRANSLATE_NOOP(
            "Problems", "{file} could not be written: the folder {folder} is read-only."
        ),
        Fault.IN_THE_WAY: QT_TRANSLATE_NOOP(
            "Problems",
            "{file} could not be written: a file is in the way where the folder {folder} "
            "should be, or a folder where the file should be.",
        ),
        Fault.NO_FOLDER: QT_TRANSLATE_NOOP(
            "Problems", "{file} could not be written: the folder {folder} does not exist."
        ),
        Fault.WRITE_FAILED: QT_TRANSLATE_NOOP("Problems", "{file} could not be written: {reason}."),
        Fault.FOLDER_NOT_MADE: QT_TRANSLATE_NOOP(
            "Problems", "The folder {file} could not be made: {reason}."
        ),
        Fault.FOLDER_READ_ONLY: QT_TRANSLATE_NOOP(
            "Problems", "The folder {file} is read-only: nothing can be saved there."
        ),
        Fault.REMOVE_FAILED: QT_TRANSLATE_NOOP(
            "Problems", "{file} could not be removed: {reason}."
        ),
        Fault.AUTOSAVE_OTHER_SLOT: QT_TRANSLATE_NOOP(
            "Problems",
            "Another patentgame window is open, so this one autosaves to {file} instead of "
            "{usual}.",
        ),
        Fault.AUTOSAVE_NO_SLOT: Later.translate(
            "Problems",
            "%n patentgame window(s) are already open; this one will not autosave its game.",
            "",
            2,
        ),
        Fault.AUTOSAVE_OFF: QT_TRANSLATE_NOOP(
            "Problems", "{cause} This game will not be autosaved."
        ),
        Fault.AUTOSAVE_READ_ONLY: QT_TRANSLATE_NOOP(
            "Problems",
            "The data folder {file} is read-only: saved games can be opened and continued, "
            "but nothing is autosaved or added to the statistics.",
        ),
        Fault.AUTOSAVE_KEPT_ASIDE: QT_TRANSLATE_NOOP(
            "Problems",
            "The autosaved game could not be continued. {cause} It was kept as {kept} in "
            "{folder}; a new game starts instead.",
        ),
        Fault.AUTOSAVE_NOT_MOVED: QT_TRANSLATE_NOOP(
            "Problems",
            "The autosaved game could not be continued. {cause} It could not be moved aside; a "
            "new game starts instead.",
        ),
        Fault.AUTOSAVE_FAILED: QT_TRANSLATE_NOOP(
            "Problems", "{cause} The game goes on; it is saved again as soon as that works."
        ),
        Fault.ORPHAN_KEPT: QT_TRANSLATE_NOOP(
            "Problems",
            "A game autosaved by another window was kept as {file} in {folder}; open it with "
            "File > Open to go on.",
        ),
        Fault.FINISHED_KEPT: QT_TRANSLATE_NOOP(
            "Problems", "{cause} The finished game was kept as {file}."
        ),
        Fault.FINISHED_PENDING: QT_TRANSLATE_NOOP(
            "Problems",
            "{cause} The finished game was kept and will be added to the statistics as soon as "
            "they can take it.",
        ),
        Fault.PENDING_ADDED: Later.translate(
            "Problems",
            "%n finished game(s) kept while the statistics could not take them were added to "
            "them now.",
            "",
            2,
        ),
        Fault.SETTINGS_DAMAGED: QT_TRANSLATE_NOOP(
            "Problems",
            "The settings could not be read, so the defaults are used. {cause} The file was "
            "kept as {kept}.",
        ),
        Fault.SETTINGS_SOME_BAD: QT_TRANSLATE_NOOP(
            "Problems",
            "Some settings could not be read and are back to their defaults: {keys}. The old "
            "file was kept as {kept}.",
        ),
        Fault.SETTINGS_NOT_SAVED: QT_TRANSLATE_NOOP(
            "Problems", "The settings were not saved. {cause}"
        ),
        Fault.STATS_DAMAGED_KEPT: QT_TRANSLATE_NOOP(
            "Problems",
            "The statistics file was damaged; it was kept as {kept} and a new one was started.",
        ),
        Fault.STATS_SALVAGED: Later.translate(
            "Problems",
            "The statistics file was damaged; it was kept as {kept}, and the %n game(s) that "
            "could still be read were carried into a new one.",
            "",
            2,
        ),
        Fault.STATS_DAMAGED: QT_TRANSLATE_NOOP(
            "Problems",
            "The statistics file is damaged; it is set aside when the game closes, keeping every "
            "game that can still be read.",
        ),
        Fault.STATS_NOT_MOVED: QT_TRANSLATE_NOOP(
            "Problems", "The statistics file {file} is damaged and could not be moved aside."
        ),
        Fault.STATS_BUSY: QT_TRANSLATE_NOOP(
            "Problems", "The statistics are busy; try again in a moment."
        ),
        Fault.STATS_NOT_OPENED: QT_TRANSLATE_NOOP(
            "Problems", "The statistics in {file} cannot be opened: {reason}."
        ),
        Fault.STATS_NEWER: QT_TRANSLATE_NOOP(
            "Problems",
            "The statistics were written by a newer version of patentgame (schema {version}); "
            "this version leaves them untouched.",
        ),
        Fault.STATS_OFF: QT_TRANSLATE_NOOP(
            "Problems", "{cause} Statistics are off for now; games still autosave."
        ),
        Fault.STATS_NOT_ADDED: QT_TRANSLATE_NOOP(
            "Problems", "This game could not be added to the statistics. {cause}"
        ),
        Fault.STATS_UNAVAILABLE: QT_TRANSLATE_NOOP(
            "Problems", "The statistics are not available right now."
        ),
        Fault.OUTPUT_FAILED: QT_TRANSLATE_NOOP(
            "Problems", "The output could not be written: {reason}."
        ),
        Fault.OUTPUT_DISK_FULL: QT_TRANSLATE_NOOP(
            "Problems", "The output could not be written: the disk is full."
        ),
        Fault.NO_LETTERS: QT_TRANSLATE_NOOP(
            "Problems", "{what} is empty: give at least one letter."
        ),
        Fault.NOT_LETTERS: QT_TRANSLATE_NOOP(
            "Problems", "{what} must hold only letters A to Z, not '{text}'."
        ),
        Fault.NOT_TILES: QT_TRANSLATE_NOOP(
            "Problems", "{what} must hold only the letters of {game}'s tiles, not '{text}'."
        ),
        Fault.NOT_LETTERS_OF_LIST: QT_TRANSLATE_NOOP(
            "Problems",
            "{what} must be one word of the letters of the list {lexicon}, not '{text}'.",
        ),
        Fault.SEATS_COUNT: QT_TRANSLATE_NOOP(
            "Problems", "--seats needs {low} to {high} player ids, not {given}."
        ),
        Fault.LOG_OFF: QT_TRANSLATE_NOOP("Problems", "The app keeps no log this time. {cause}"),
        Fault.LOG_STOPPED: QT_TRANSLATE_NOOP(
            "Problems", "The log is not written any more this time. {cause}"
        ),
        Fault.DEFINITIONS_DAMAGED: QT_TRANSLATE_NOOP(
            "Problems", "The definitions file {file} is damaged, so no meanings are shown."
        ),
        Fault.DEFINITIONS_UNREADABLE: QT_TRANSLATE_NOOP(
            "Problems", "The definitions file cannot be read, so no meanings are shown. {cause}"
        ),
        Fault.UNKNOWN_PLAYER: QT_TRANSLATE_NOOP(
            "Problems", "Unknown player '{player}': the players are {players}."
        ),
        Fault.REASON: QT_TRANSLATE_NOOP("Problems", "{detail}."),
        Fault.UNEXPECTED: QT_TRANSLATE_NOOP(
            "Problems", "Something went wrong inside patentgame ({kind}). Nothing was changed."
        ),
    }
)

#: The sentence of a fault about a record read from text rather than a file (no ``file``).
RECORD_SENTENCES: Mapping[Fault, str] = MappingProxyType(
    {
        Fault.FILE_TOO_LARGE: QT_TRANSLATE_NOOP(
            "Problems", "The record is larger than {limit}, far larger than any game record."
        ),
        Fault.FILE_EMPTY: QT_TRANSLATE_NOOP("Problems", "The record is empty."),
        Fault.FILE_NOT_TEXT: QT_TRANSLATE_NOOP("Problems", "The record is not text."),
        Fault.NOT_JSON: QT_TRANSLATE_NOOP(
            "Problems", "The record is damaged: it is not valid JSON (line {line})."
        ),
        Fault.JSON_TOO_DEEP: QT_TRANSLATE_NOOP(
            "Problems", "The record is damaged: it is nested too deeply."
        ),
        Fault.NUMBER_TOO_LONG: QT_TRANSLATE_NOOP(
            "Problems", "The record is damaged: it holds a number longer than {limit} digits."
        ),
        Fault.NUMBER_NOT_FINITE: QT_TRANSLATE_NOOP(
            "Problems", "The record is damaged: it holds a number that is not finite."
        ),
        Fault.BROKEN_CHARACTER: QT_TRANSLATE_NOOP(
            "Problems", "The record is damaged: it holds a broken character in {where}."
        ),
        Fault.NAME_TOO_LONG: QT_TRANSLATE_NOOP(
            "Problems", "The record is damaged: a player's name is longer than {limit} characters."
        ),
        Fault.RECORD_INVALID: QT_TRANSLATE_NOOP("Problems", "The record is damaged: {detail}."),
        Fault.RECORD_NEEDS_LIST: QT_TRANSLATE_NOOP(
            "Problems",
            "The record needs the word list '{lexicon}', which cannot be loaded. {cause}",
        ),
    }
)

#: What an operating system's error number means, in plain words (the rest keep their text).
_OS_REASONS: Mapping[int, str] = MappingProxyType(
    {
        errno.EIO: QT_TRANSLATE_NOOP("Problems", "the disk could not be read or written"),
        errno.ENOSPC: QT_TRANSLATE_NOOP("Problems", "the disk is full"),
        errno.EACCES: QT_TRANSLATE_NOOP("Problems", "permission denied"),
        errno.EPERM: QT_TRANSLATE_NOOP("Problems", "permission denied"),
        errno.EROFS: QT_TRANSLATE_NOOP("Problems", "the disk is read-only"),
        errno.ENOENT: QT_TRANSLATE_NOOP("Problems", "it does not exist"),
        errno.EISDIR: QT_TRANSLATE_NOOP("Problems", "it is a folder"),
        errno.ENOTDIR: QT_TRANSLATE_NOOP(
            "Problems", "a file is in the way where a folder should be"
        ),
        errno.ELOOP: QT_TRANSLATE_NOOP("Problems", "it is a link, and links are not followed"),
        errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("Problems", "its name is too long"),
        errno.EEXIST: QT_TRANSLATE_NOOP("Problems", "something is already there"),
        errno.EBUSY: QT_TRANSLATE_NOOP("Problems", "it is busy"),
        errno.ENXIO: QT_TRANSLATE_NOOP("Problems", "it is not an ordinary file"),
    }
)


#: What an operating system's error is when it gives no text of its own.
_OS_ERROR = QT_TRANSLATE_NOOP("Problems", "an error of the operating system")


class Problem:
    """A fault and its parameters: what the pure floors give the edges instead of prose.

    Parameters are plain values: text (shortened when explained), whole numbers, sequences of
    text (listed), or another :class:`Problem` (explained and put in as a whole sentence).

    >>> Problem(Fault.FILE_EMPTY, file="a.json") == Problem(Fault.FILE_EMPTY, file="a.json")
    True
    """

    __slots__ = ("fault", "params")

    def __init__(self, fault: Fault, /, **params: object) -> None:
        self.fault = fault
        self.params: Mapping[str, object] = MappingProxyType(params)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Problem):
            return NotImplemented
        return self.fault is other.fault and dict(self.params) == dict(other.params)

    __hash__ = None  # type: ignore[assignment]  # parameters may be unhashable

    def __repr__(self) -> str:
        params = ", ".join(f"{name}={value!r}" for name, value in self.params.items())
        return f"Problem({self.fault}{', ' if params else ''}{params})"

    def __str__(self) -> str:
        return explain(self)

    def with_params(self, **params: object) -> Problem:
        """The same fault with more (or other) parameters."""
        return Problem(self.fault, **{**self.params, **params})


def explain(problem: Problem) -> str:
    """The sentence of ``problem``, translated, with its parameters shortened and filled in."""
    template = SENTENCES[problem.fault]
    if "file" not in problem.params:
        template = RECORD_SENTENCES.get(problem.fault, template)
    count = problem.params.get("count")
    n = count if isinstance(count, int) and not isinstance(count, bool) else -1
    text = _translate(CONTEXT, template, None, n)
    values = {name: _show(name, value) for name, value in problem.params.items()}
    if problem.fault is Fault.REASON and values.get("detail"):
        values["detail"] = values["detail"][:1].upper() + values["detail"][1:]
    return _PLACEHOLDER.sub(lambda found: values.get(found.group(1), found.group(0)), text)


def os_reason(error: OSError) -> str:
    """What an ``OSError`` means, in plain translated words, never ``[Errno 21] ...``."""
    known = _OS_REASONS.get(error.errno or -1)
    if known is not None:
        return _translate(CONTEXT, known, None, -1)
    text = error.strerror or _translate(CONTEXT, _OS_ERROR, None, -1)
    return text[:1].lower() + text[1:]


def unexpected(error: BaseException) -> Problem:
    """A fault of ours told without its internals: only the kind of error is named."""
    return Problem(Fault.UNEXPECTED, kind=type(error).__name__)


_PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")
_SURROGATE = re.compile("[\ud800-\udfff]")
_UNSEEN = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")


def shorten(text: str, limit: int = SHORT) -> str:
    """``text`` fit to be shown: control characters and broken characters replaced, and the
    middle of a long text left out (``…``), so its start and its end both stay readable.

    >>> shorten("a" * 30 + "b" * 30, 21)
    'aaaaaaaaaaaaa…bbbbbbb'
    >>> shorten("line\\nbreak\\ud800")
    'line break\\ufffd'
    """
    clean = _UNSEEN.sub(lambda found: " " if found.group(0) in "\n\r\t" else "\ufffd", text)
    if len(clean) <= limit:
        return clean
    head = (limit - 1) * 2 // 3
    tail = limit - 1 - head
    return clean[:head] + "…" + (clean[-tail:] if tail else "")


def is_clean_text(text: str) -> bool:
    """Whether ``text`` can be written as UTF-8 (holds no lone surrogate).

    >>> is_clean_text("Zoë"), is_clean_text("\\ud800")
    (True, False)
    """
    return _SURROGATE.search(text) is None


def clean_text(text: str) -> str:
    """``text`` with every lone surrogate replaced by U+FFFD, so it can always be written."""
    return _SURROGATE.sub("\ufffd", text)


def size_text(size: int) -> str:
    """A size in bytes as people write it: ``20 MB``, ``512 KB``.

    >>> size_text(20 * 1024 * 1024), size_text(4096)
    ('20 MB', '4 KB')
    """
    if size >= 1024 * 1024 * 1024:
        return f"{size / (1024**3):g} GB"
    if size >= 1024 * 1024:
        return f"{size // (1024 * 1024)} MB"
    return f"{max(size // 1024, 1)} KB"


#: Parameters that hold a sentence or a list rather than a name: they may be longer.
_LONG = frozenset({"detail", "reason", "known", "keys"})
#: Parameters that hold a list the reader needs whole (every player a command knows).
_WHOLE = frozenset({"players"})
#: Parameters that name a file or a folder.
_PATHS = frozenset({"file", "folder", "kept"})


def _show(name: str, value: object) -> str:
    if isinstance(value, Problem):
        return explain(value)
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, str):
        if name in _WHOLE:
            return shorten(value, WHOLE)
        return shorten(value, DETAIL if name in _LONG else PATH if name in _PATHS else SHORT)
    if isinstance(value, Sequence):
        items = [shorten(str(item)) for item in list(value)[:8]]
        more = len(value) - len(items)
        return ", ".join(items) + (", …" if more > 0 else "")
    return shorten(str(value))


__all__ = [
    "CONTEXT",
    "SENTENCES",
    "Fault",
    "Problem",
    "Translator",
    "clean_text",
    "explain",
    "is_clean_text",
    "os_reason",
    "set_translator",
    "shorten",
    "size_text",
    "unexpected",
]
