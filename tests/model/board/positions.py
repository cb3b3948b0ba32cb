"""Positions to test the move generator on: from real GCG games and from self-played games.

A position is the board (letters and blank flags), a rack and the rules. The GCG games are
tournament games in English (their racks as the files give them); self-played games cover the
Russian and Spanish rule sets (Cyrillic, ё, й, ñ, the CH/LL/RR tiles), and a position's rack
can be given blanks to test a blank's every letter.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from patentgame.model.board import gcg
from patentgame.model.board.game import BoardGame, Seat
from patentgame.model.board.history import EntryKind
from patentgame.model.board.players import create_player
from patentgame.model.board.rules import BoardRules, rules_for
from patentgame.model.board.tiles import BLANK
from patentgame.model.lexicon import Lexicon

GCG_FOLDER = Path(__file__).parent / "gcg"


@dataclass(frozen=True)
class Position:
    """A board, a rack and the rules, with where it came from."""

    name: str
    rules: BoardRules
    letters: tuple[str, ...]
    blanks: tuple[bool, ...]
    rack: tuple[str, ...]


def gcg_positions() -> Iterator[Position]:
    """Before every play of every GCG game of ``gcg/``, the board and the player's rack."""
    rules = rules_for("scrabble-en")
    for path in sorted(GCG_FOLDER.glob("*.gcg")):
        replayed = gcg.read(path.read_text("utf-8"))
        letters = [""] * 225
        blanks = [False] * 225
        turn = 0
        for entry in replayed.game.history:
            if entry.kind is EntryKind.PLAY and entry.move is not None:
                turn += 1
                yield Position(
                    f"{path.stem} play {turn}", rules, tuple(letters), tuple(blanks), entry.rack
                )
                for tile in entry.move.tiles:  # type: ignore[union-attr]
                    letters[tile.square] = tile.letter
                    blanks[tile.square] = tile.blank
            elif entry.kind is EntryKind.WITHDRAWN and entry.move is not None:
                for tile in entry.move.tiles:  # type: ignore[union-attr]
                    letters[tile.square] = ""
                    blanks[tile.square] = False


def selfplay_positions(
    rule_set: str, games: int, *, every: int = 3, seed: int = 0, blanks: int = 0, **options: object
) -> Iterator[Position]:
    """Positions of seeded greedy-against-random games of ``rule_set`` (every ``every``-th
    move), each rack with ``blanks`` of its tiles turned into blanks (then not the first move:
    an empty board and a blank make the brute-force enumerator slow)."""
    rules = rules_for(rule_set, **options)
    lexicon = Lexicon.load(rules.lexicon_id)
    for number in range(games):
        game = BoardGame.new(rules, [Seat("a"), Seat("b")], lexicon, seed=seed + number)
        players = [create_player("ai:greedy", lexicon), create_player("ai:random", lexicon)]
        rng = random.Random(seed + number)
        while not game.game_over:
            seat = game.current
            if len(game.actions) % every == 0 and game.rack(seat) and (game.actions or not blanks):
                rack = list(game.rack(seat))
                for index in range(min(blanks, len(rack))):
                    rack[-1 - index] = BLANK
                yield Position(
                    f"{rule_set} seed {seed + number} move {len(game.actions)}",
                    rules,
                    game.letters,
                    game.blanks,
                    tuple(rack),
                )
            game.play(players[seat].choose(game.perspective(seat), rng).move)
