"""The board games' guided first game: a fixed deal and its script, as pure rules (the views add
the words). One script for Scrabble (English) and one for Эрудит, the same seven lessons.

The person (seat 0) plays against one computer player (seat 1, "the tutor"). The bag is fixed
(:attr:`Script.bag`: its head is every tile the lessons draw, the rest a fixed mix), so the
lessons happen in this order (the English words, then the Russian):

1. **place**: the person lays FARM / СЛОН across from the centre star (H8): drag the tiles, or
   click a square and type; the star doubles the word;
2. the tutor plays HAT / ОСА through it;
3. **premium**: the person plays ZERO / ШТОК down from J6, the Z / Ш on a triple letter square;
4. the tutor plays YODELS / ЛИДЕР;
5. **bingo**: the person holds RETAINS / ПОДАРОК and plays all seven tiles (+50; the hint
   names a place: C10 across, G9 down; any play of all seven tiles passes);
6. **challenge**: the tutor plays TRING / КНОРА, no word, through a letter of the bingo (where
   it fits best: the bingo may lie anywhere): the person is asked
   and challenges it (the play is taken back) or accepts it (it stands, the guide says why not);
7. **exchange**: the person's new rack is poor (Q U U V W I I / Ъ Ы Ь Й Э Ю Ь): they exchange
   tiles;
8. **done**: the tutor plays by itself from now on; the game is an ordinary one, not rated.

The tutor's moves are written out where the board is known; the non-word is laid wherever it
fits, since the person's bingo may go anywhere. :func:`lesson` reads the lesson from the game (and
whether the person already let the non-word stand), :func:`allows` says which of the person's
moves a lesson accepts, and :func:`tutor_move` is the tutor's move when the script waits for it.

>>> from patentgame.model.lexicon import Lexicon
>>> game = new_game(script_for("scrabble-en"), Lexicon.load("en-enable"))
>>> lesson(game), "".join(game.rack(PERSON)), is_guided(game)
('place', 'farmzoe', True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from patentgame.model.board.game import BoardGame, Seat, bag_starting_with
from patentgame.model.board.layout import SIZE, SQUARES, square
from patentgame.model.board.legality import WordList, words_of
from patentgame.model.board.moves import Challenge, Exchange, Move, Place, Tile
from patentgame.model.board.phases import Phase
from patentgame.model.board.rules import rules_for

PERSON = 0
TUTOR = 1
#: The computer player people meet first (it plays on by itself once the lessons are over).
TUTOR_KIND = "ai:beginner"
#: The tiles a bingo lays: the whole rack.
BINGO_TILES = 7

#: The lessons in order ("done" after the last).
LESSONS = ("place", "premium", "bingo", "challenge", "exchange", "done")


@dataclass(frozen=True)
class Script:
    """One rule set's guided game.

    Attributes:
        rule_set: the rules (``scrabble-en``, ``erudit-ru``).
        head: the first tiles drawn, in order: the person's rack, the tutor's, then each draw
            after a play (person 4, tutor 2, person 3, tutor 6, person 7).
        first, premium: the person's words of the first two lessons, as ``Place`` notation
            (start square, ``a``cross or ``d``own, letters with ``.`` for a tile on the board).
        tutor_words: the tutor's two words, the same way.
        bingo: the word the person's rack spells for the bingo, and where the hint lays it.
        non_word: what the tutor plays for the person to challenge.
        spelled: the words of notations that take a letter from the board.
        mix_seed: the seed of the fixed mix of the bag's other tiles.
    """

    rule_set: str
    head: str
    first: tuple[str, str, str]
    premium: tuple[str, str, str]
    tutor_words: tuple[tuple[str, str, str], tuple[str, str, str]]
    bingo: tuple[str, str, str]
    non_word: str
    spelled: Mapping[str, str]
    mix_seed: int = 32

    @property
    def bag(self) -> tuple[str, ...]:
        """The whole bag in drawing order: the head, then the rest in a fixed mix (the same
        every time: ``random.Random`` shuffles alike in every Python 3)."""
        import random

        tiles = rules_for(self.rule_set).tiles
        bag = bag_starting_with(self.head, tiles)
        rest = list(bag[len(self.head) :])
        random.Random(self.mix_seed).shuffle(rest)
        return tuple(bag[: len(self.head)]) + tuple(rest)

    def word(self, which: tuple[str, str, str]) -> str:
        """The word a notation spells (the board's letters filled in), in capitals."""
        return self.spelled.get(which[2], which[2]).upper()


SCRIPTS = {
    script.rule_set: script
    for script in (
        Script(
            "scrabble-en",
            "".join(("farmzoe", "htnodes", "reta", "ly", "ins", "rigpub", "quuvwii")),
            ("H8", "a", "farm"),
            ("J6", "d", "ze.o"),
            (("I7", "d", "h.t"), ("L3", "d", "yodels")),
            ("C10", "a", "retains"),
            "tring",
            MappingProxyType({"ze.o": "zero"}),
        ),
        Script(
            "erudit-ru",
            "".join(("слонштк", "оалидер", "пода", "кн", "рок", "орамт", "ъыьйэюь")),
            ("H8", "a", "слон"),
            ("J6", "d", "шт.к"),
            (("H7", "d", "о.а"), ("D6", "a", "лидер")),
            ("G9", "d", "подарок"),
            "кнора",
            MappingProxyType({"шт.к": "шток"}),
        ),
    )
}


def script_for(rule_set: str) -> Script:
    """The guided game of ``rule_set`` (KeyError: it has none)."""
    return SCRIPTS[rule_set]


def new_game(
    script: Script, lexicon: WordList, person: str = "You", tutor: str = "Ada"
) -> BoardGame:
    """The guided game, set up: the fixed bag, the person to start."""
    return BoardGame.new(
        rules_for(script.rule_set),
        [Seat(person), Seat(tutor, TUTOR_KIND)],
        lexicon,
        seed=1,
        bag=script.bag,
        start=PERSON,
    )


def script_of(game: object) -> Script | None:
    """The script ``game`` follows, if it is a guided game (its rules' bag, the fixed mix)."""
    if not isinstance(game, BoardGame):
        return None
    script = SCRIPTS.get(game.rules.rule_set)
    if script is None or game.bag_order != script.bag:
        return None
    return script


def is_guided(game: object) -> bool:
    """Whether ``game`` is a board game's guided game: a lesson, not a game to keep or rate."""
    return script_of(game) is not None


def place(seat: int, notation: tuple[str, str, str]) -> Place:
    """A move from the script's notation."""
    start, direction, letters = notation
    return (Place.across if direction == "a" else Place.down)(seat, start, letters)


def lesson(game: BoardGame, *, accepted: bool = False) -> str:
    """The lesson the game is at (``"done"`` after the last). ``accepted``: the person let the
    non-word stand (no move says so: the game goes on with the person to play)."""
    count, actions = game.action_count, game.actions
    if game.phase is Phase.OVER:
        return "done"
    if count in (0, 1):
        return "place"
    if count in (2, 3):
        return "premium"
    if count in (4, 5):
        return "bingo"
    if count == 6:
        return "exchange" if accepted else "challenge"
    if count == 7 and isinstance(actions[6], Challenge):
        return "exchange"
    return "done"


def person_to_move(game: BoardGame) -> bool:
    """Whether the game waits for the person."""
    return PERSON in game.to_act


def allows(game: BoardGame, move: Move, *, accepted: bool = False) -> bool:
    """Whether the lesson accepts ``move`` (the tutor's own moves always pass)."""
    if move.seat != PERSON:
        return True
    script = script_of(game)
    now = lesson(game, accepted=accepted)
    if script is None or now == "done":
        return True
    if now == "place":
        return isinstance(move, Place) and move == place(PERSON, script.first)
    if now == "premium":
        return isinstance(move, Place) and move == place(PERSON, script.premium)
    if now == "bingo":
        return isinstance(move, Place) and not bingo_faults(game, move)
    if now == "challenge":
        return isinstance(move, Challenge)
    return isinstance(move, Exchange)


def bingo_faults(game: BoardGame, move: Place) -> tuple[str, ...]:
    """What keeps ``move`` from the bingo lesson: ``("tiles",)`` when it lays fewer than all
    seven tiles, else the words of the list it lacks (the tutor lets every play stand, so a
    bingo of no word scored its 50 points and taught the person a wrong word), else nothing.
    An illegal placement is the rules' to refuse."""
    if len(move.tiles) != BINGO_TILES:
        return ("tiles",)
    if game.why_illegal(move) is not None:
        return ()
    return game.words_not_in_list(move)


def tutor_move(game: BoardGame) -> Move | None:
    """What the tutor plays now, if the script waits for it (``None`` after the lessons)."""
    script = script_of(game)
    if script is None or game.current != TUTOR or game.phase is not Phase.PLAY:
        return None
    count = game.action_count
    if count in (1, 3):
        return place(TUTOR, script.tutor_words[count // 2])
    if count == 5:
        return lay_out(game, script.non_word)
    return None


def lay_out(game: BoardGame, word: str) -> Place | None:
    """``word`` from the tutor's rack where it fits best: the only wrong word it makes, else
    the main word, else anywhere (the board depends on where the person laid the bingo)."""
    spelled = game.rules.tiles.spell(word)
    assert spelled is not None
    best: tuple[int, Place] | None = None
    for start in range(SQUARES):
        for step in (1, SIZE):
            move = _line(game, start, step, spelled)
            if move is None or game.why_illegal(move) is not None:
                continue
            main, *crossing = game.words_of(move)
            rank = 2 if main == "".join(spelled) else 0
            rank += 1 if all(other in game.lexicon for other in crossing) else 0
            if rank == 3:
                return move
            if best is None or rank > best[0]:
                best = (rank, move)
    return best[1] if best else None


def _line(game: BoardGame, start: int, step: int, tiles: Sequence[str]) -> Place | None:
    """The word's tiles from ``start`` on (``None``: off the board, or a square on the way
    holds another letter); a square holding the word's own letter keeps it."""
    row, column = divmod(start, SIZE)
    end = start + step * (len(tiles) - 1)
    if (
        end >= SQUARES
        or (step == 1 and end // SIZE != row)
        or (step == SIZE and column != end % SIZE)
    ):
        return None
    placed = []
    for index, tile in enumerate(tiles):
        where = start + step * index
        if game.letters[where]:
            if game.letters[where] != tile:
                return None
        else:
            placed.append(Tile(where, tile))
    return Place(TUTOR, tuple(placed)) if placed else None


def pending_words(game: BoardGame) -> tuple[str, ...]:
    """The words of the play open to challenge (none when no play is)."""
    pending = game.pending
    if pending is None:
        return ()
    letters = list(game.letters)
    for tile in pending.move.tiles:
        letters[tile.square] = ""
    return words_of(pending.move, letters)


def bingo_square(script: Script) -> int:
    """The square where the hint's bingo starts."""
    return square(script.bingo[0])
