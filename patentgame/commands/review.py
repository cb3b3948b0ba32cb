"""``patentgame review GAME [--seat N] [--json]``: each turn beside the expert's choice.

A thin shell over each family's reviewer: the patent game's coach
(:class:`patentgame.model.patent.coach.Coach`), the board games' (a record or a ``.gcg`` file
of an English rule set: :mod:`patentgame.model.board.ai.review`, equity given up) and
BuyWord's (:mod:`patentgame.model.buyword.ai.review`, money given up). Each judges every turn
from its player's own view (the hand or rack it held and the public table) and this module
writes the review as readable text, or as one JSON object with ``--json``: per turn at least
``player`` (the seat), ``played``, ``best`` and ``given_up``. A file that is not a game's
record, or does not replay, exits with status 2 and one line, as ``patentgame replay`` does.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Iterable, Iterator
from typing import Any

from patentgame import families
from patentgame.commands import Subcommands
from patentgame.model import record as envelope
from patentgame.model.errors import LexiconError, RecordError
from patentgame.model.json_types import JsonObject
from patentgame.model.patent.actions import Build, Discard
from patentgame.model.patent.coach import Candidate, GameReview, PurchaseReview, TurnReview
from patentgame.model.patent.record import Record
from patentgame.model.review import GameReview as OtherReview
from patentgame.model.review import Kind, Option, Unit
from patentgame.wording import translate

#: Exit statuses: the review was printed; the file, the seat or the word list is not usable.
REVIEWED, BAD_INPUT = 0, 2


def register(subparsers: Subcommands) -> None:
    """Add the ``review`` subcommand."""
    parser = subparsers.add_parser(
        "review",
        help=translate("Cli", "review a game: each turn beside the expert's choice"),
        description=translate(
            "Cli",
            "Review a finished or saved game of any family (a record, a saved game, or a .gcg "
            "file of an English board game): each turn's play beside the expert's choice from "
            "the same position (with what the player could see, never another player's tiles "
            "or the bag's order), the value given up, the value given up over the game and the "
            "three biggest turns missed. Values are the expert's: in the patent game dollars of "
            "final score more than passing, in the board games equity (points now and the "
            "worth of the tiles kept), in BuyWord money (dollars now and the worth of the hand "
            "kept). Exit status 2 and one line on stderr for a file that is not a valid record.",
        ),
    )
    parser.add_argument(
        "record", metavar="GAME", help=translate("Cli", "the game record, saved game or GCG file")
    )
    parser.add_argument(
        "--seat",
        type=_seat,
        metavar="N",
        help="review only seat N's turns (seats count from 0, as in the record)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=run)


def _seat(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError("N must be 0 or more")
    return value


def run(args: argparse.Namespace) -> int:
    """Review the record; print it, or one line naming the problem (exit 2)."""
    from patentgame.commands.output import fail
    from patentgame.keeping.saves import read_game_record
    from patentgame.model.errors import FileReadError

    given = str(args.record)
    try:
        try:
            document = envelope.read(given)
        except RecordError as error:
            imported = _imported(given)
            if imported is None:
                raise error from None
            return _review_gcg(imported, args)
        family, record = read_game_record(document)
        if family is families.DEFAULT:
            assert isinstance(record, Record)
            return _review_patent(record, args)
        return _review_other(family, record, args)
    except RecordError as error:  # the problem names the file
        return fail("review", error.problem.with_params(file=given), BAD_INPUT)
    except (LexiconError, FileReadError) as error:
        return fail("review", error.problem, BAD_INPUT)


def _imported(path: str) -> object | None:
    """The game of a file that is not a record, if a family imports it (a GCG file)."""
    from patentgame.commands.replay import _imported as imported

    return imported(path)


def _seat_problem(args: argparse.Namespace, count: int) -> int | None:
    """Exit status 2 and one line when ``--seat`` names no seat of the game."""
    from patentgame.commands.output import fail
    from patentgame.model.problems import Fault, Problem

    if args.seat is None or args.seat < count:
        return None
    detail = f"there is no seat {args.seat}: seats are 0 to {count - 1}"
    return fail("review", Problem(Fault.REASON, detail=detail))


def _seats(args: argparse.Namespace) -> tuple[int, ...] | None:
    return None if args.seat is None else (args.seat,)


def _review_patent(record: Record, args: argparse.Namespace) -> int:
    from patentgame.keeping.user_lexicons import load_lexicon
    from patentgame.model.patent.coach import Coach

    problem = _seat_problem(args, len(record.players))
    if problem is not None:
        return problem
    lexicon = load_lexicon(record.lexicon_id, getattr(args, "data_dir", None))
    review = Coach(lexicon).review_game(record, _seats(args))
    if args.json:
        _emit(review_json_text(review))
    else:
        _emit(["\n".join(review_text(review))])
    return REVIEWED


def _review_other(family: families.Family, record: Any, args: argparse.Namespace) -> int:
    """A board or BuyWord record, reviewed by its family's reviewer."""
    from patentgame.keeping.user_lexicons import load_lexicon
    from patentgame.model.board.record import BoardRecord
    from patentgame.model.buyword.record import Record as BuyWordRecord

    problem = _seat_problem(args, len(record.players))
    if problem is not None:
        return problem
    data_dir = getattr(args, "data_dir", None)
    lexicon = load_lexicon(record.lexicon_id, data_dir)
    if isinstance(record, BoardRecord):
        from patentgame.model.board.ai.review import BoardReviewer

        review = BoardReviewer(lexicon).review_record(record, _seats(args))
    elif isinstance(record, BuyWordRecord):
        from patentgame.model.buyword.ai.review import BuyWordReviewer

        theme = record.rules.theme
        theme_words = None if theme is None else load_lexicon(theme, data_dir)
        review = BuyWordReviewer(lexicon).review_record(
            record, lexicon, _seats(args), theme_words=theme_words
        )
    else:  # a family the review does not know yet
        from patentgame.commands.output import fail
        from patentgame.model.problems import Fault, Problem

        detail = f"a review is not made for {family.name} yet"
        return fail("review", Problem(Fault.REASON, detail=detail))
    return _print_other(review, args)


def _review_gcg(imported: object, args: argparse.Namespace) -> int:
    """A GCG file of an English rule set, reviewed by the board games' reviewer."""
    from patentgame.keeping.user_lexicons import load_lexicon
    from patentgame.model.board.ai.review import BoardReviewer
    from patentgame.model.board.gcg import GcgGame

    assert isinstance(imported, GcgGame)
    problem = _seat_problem(args, 2)
    if problem is not None:
        return problem
    lexicon = load_lexicon(imported.game.rules.lexicon_id, getattr(args, "data_dir", None))
    review = BoardReviewer(lexicon).review_gcg(imported, _seats(args))
    return _print_other(review, args)


def _print_other(review: OtherReview, args: argparse.Namespace) -> int:
    if args.json:
        _emit([json.dumps(other_review_json(review), ensure_ascii=False)])
    else:
        _emit(["\n".join(other_review_text(review))])
    return REVIEWED


# --------------------------------------------------------------------- text


def review_text(review: GameReview) -> list[str]:
    """The review as lines a person reads."""
    names = [player.name for player in review.players]
    state = "finished" if review.game_over else "not finished"
    lines = [
        f"Review of {' vs '.join(names)} ({state}, {len(review.turns)} turns reviewed)",
        "Values are the expert's: dollars of final score more than passing.",
        "",
        f"{'Turn':>4}  {'Player':<10}  {'Played':<26}{'Value':>7}  "
        f"{'Expert':<26}{'Value':>7}{'Given up':>10}",
    ]
    for turn in review.turns:
        lines.append(
            f"{turn.turn + 1:>4}  {names[turn.seat][:10]:<10}  {_brief(turn.made):<26}"
            f"{turn.made.value:>7.1f}  {_brief(turn.best):<26}{turn.best.value:>7.1f}"
            f"{turn.given_up:>10.1f}"
        )
        lines += [f"{'':18}{note}" for note in _notes(turn)]
    lines += ["", "Value given up over the game"]
    series = review.series
    for seat in review.seats:
        turns = [turn for turn in review.turns if turn.seat == seat]
        found = sum(turn.found_best for turn in turns)
        lines.append(
            f"  {names[seat]}: {review.given_up(seat):.1f} in {len(turns)} turns "
            f"(the best play found in {found}); after each turn: "
            + " ".join(f"{value:.1f}" for value in series[seat])
        )
    lines += ["", "Biggest turns missed"]
    misses = review.biggest_misses
    if not misses:
        lines.append("  none: every play was as good as the expert's")
    for number, turn in enumerate(misses, start=1):
        lines.append(
            f"  {number}. turn {turn.turn + 1}, {names[turn.seat]}: played {_brief(turn.made)}; "
            f"the expert's choice {_brief(turn.best)}; {turn.total_given_up:.1f} given up"
        )
        lines += [f"     {line}" for line in _why(turn.best)]
        meaning = _meaning(turn.best)
        if meaning:
            lines.append(f"     {meaning}")
    return lines


def _brief(candidate: Candidate) -> str:
    """A play in a few characters: ``QUIRES $8+2`` (money + stock), ``discarded 3``, ``passed``."""
    action = candidate.action
    if isinstance(action, Discard):
        return f"discarded {len(action.cards)}" if action.cards else "passed"
    earned = f"${candidate.money}" + (f"+{candidate.stock}" if candidate.stock else "")
    return f"{' + '.join(candidate.words)} {earned}"


def _notes(turn: TurnReview) -> list[str]:
    """Lines under a turn: refused words, the share of the best, a purchase missed."""
    notes = []
    if turn.rejected:
        notes.append(f"refused: {', '.join(turn.rejected)}")
    if not turn.made.in_word_list:
        notes.append("the play stood, though a word is not in the list")
    share = turn.share
    if share is not None and turn.given_up > 0:
        notes.append(f"the play made is worth {share:.0%} of the best")
    if turn.purchase is not None and turn.purchase.given_up > 0:
        notes.append(_purchase_note(turn.purchase))
    return notes


def _purchase_note(purchase: PurchaseReview) -> str:
    bought = f"bought {purchase.bought}" if purchase.bought else "bought nothing"
    if purchase.best is None:
        return f"{bought}; the expert would buy nothing ({purchase.given_up:.1f} given up)"
    worth = purchase.worth_of(purchase.best)
    return (
        f"{bought}; the expert would buy {purchase.best} (worth {worth:.1f} beyond its price; "
        f"{purchase.given_up:.1f} given up)"
    )


def _why(candidate: Candidate) -> list[str]:
    """Why the expert likes a play: what it earns and costs, the patent it opens."""
    if not isinstance(candidate.action, Build):
        return []
    parts = [
        f"earns ${candidate.money}" + (f" and {candidate.stock} stock" if candidate.stock else "")
    ]
    if candidate.powers:
        parts.append("uses " + ", ".join(sorted(candidate.powers)))
    if candidate.royalties:
        paid = ", ".join(
            f"${r.dollars} for {r.letter} to seat {r.owner}" for r in candidate.royalties
        )
        parts.append(f"pays {paid}")
    patent = candidate.best_patent
    if patent is not None:
        parts.append(f"then buy {patent.letter} (${patent.cost}, worth {patent.worth:.1f} beyond)")
    return ["; ".join(parts)]


def _meaning(candidate: Candidate) -> str | None:
    """The first meaning of the expert's word, from the offline definitions, if it has one."""
    from patentgame.model.definitions import DefinitionsError, define

    if not candidate.words:
        return None
    word = candidate.words[0]
    try:
        definition = define(word)
    except DefinitionsError:
        return None
    if definition is None or not definition.senses:
        return None
    gloss = definition.senses[0].glosses[0]
    base = "" if definition.form is None else f" ({definition.base.upper()})"
    return f"{word}{base}: {gloss}"


# --------------------------------------------------------------------- JSON


def review_json(review: GameReview) -> JsonObject:
    """The review as one JSON object (see docs/coach.md)."""
    return {key: list(value) if key == "turns" else value for key, value in _json_parts(review)}


def review_json_text(review: GameReview) -> Iterator[str]:
    """``review_json(review)`` as one line of JSON, in pieces: the turns are made and written
    one at a time, so the review of a record of 20,000 turns is never held whole as JSON."""
    yield "{"
    for index, (key, value) in enumerate(_json_parts(review)):
        yield (", " if index else "") + json.dumps(key) + ": "
        if key == "turns":
            yield "["
            for number, turn in enumerate(value):
                yield (", " if number else "") + json.dumps(turn, ensure_ascii=False)
            yield "]"
        else:
            yield json.dumps(value, ensure_ascii=False)
    yield "}"


def _json_parts(review: GameReview) -> list[tuple[str, Any]]:
    """The keys of the review's JSON object in order, with the turns as an iterator."""
    series = review.series
    return [
        ("players", [player.name for player in review.players]),
        ("seats", list(review.seats)),
        ("game_over", review.game_over),
        ("turns", (_turn_json(turn) for turn in review.turns)),
        (
            "given_up",
            {str(seat): [round(value, 2) for value in series[seat]] for seat in review.seats},
        ),
        ("biggest_misses", [turn.action_index for turn in review.biggest_misses]),
    ]


def _turn_json(turn: TurnReview) -> JsonObject:
    share = turn.share
    return {
        "player": turn.seat,
        "seat": turn.seat,
        "turn": turn.turn,
        "action_index": turn.action_index,
        "played": _candidate_json(turn.made),
        "made": _candidate_json(turn.made),
        "best": _candidate_json(turn.best),
        "top": [_candidate_json(candidate) for candidate in turn.top],
        "given_up": round(turn.given_up, 2),
        "share": None if share is None else round(share, 4),
        "rejected": list(turn.rejected),
        "purchase": None if turn.purchase is None else _purchase_json(turn.purchase),
        "total_given_up": round(turn.total_given_up, 2),
    }


def _candidate_json(candidate: Candidate) -> JsonObject:
    worth = candidate.worth
    return {
        "action": candidate.action.to_json(),
        "words": list(candidate.words),
        "money": candidate.money,
        "stock": candidate.stock,
        "doublers": [list(doublers) for doublers in candidate.doublers],
        "powers": sorted(candidate.powers),
        "royalties": [
            {"owner": r.owner, "letter": r.letter, "dollars": r.dollars}
            for r in candidate.royalties
        ],
        "patents": [
            {"letter": p.letter, "cost": p.cost, "worth": round(p.worth, 2)}
            for p in candidate.patents
        ],
        "worth": {
            "earned": worth.earned,
            "royalties": round(worth.royalties, 2),
            "cards_kept": round(worth.cards_kept, 2),
            "pool_left": round(worth.pool_left, 2),
            "patent": round(worth.patent, 2),
            "patent_letter": worth.patent_letter,
        },
        "value": round(candidate.value, 2),
        "in_word_list": candidate.in_word_list,
    }


def _purchase_json(purchase: PurchaseReview) -> JsonObject:
    return {
        "offered": [
            {"letter": p.letter, "cost": p.cost, "worth": round(p.worth, 2)}
            for p in purchase.offered
        ],
        "bought": purchase.bought,
        "best": purchase.best,
        "given_up": round(purchase.given_up, 2),
    }


# ------------------------------------------------- the board games and BuyWord


def option_text(option: Option) -> str:
    """A choice in a few words: ``8H QUIZ 42``, ``exchange A, E``, ``sell QUIZ $121``."""
    kind = option.kind
    tiles = ", ".join(tile.upper() for tile in option.tiles)
    if kind is Kind.PLAY:
        text = f"{option.where} {option.words[0] if option.words else ''} {option.points}"
        if option.withdrawn:
            text = translate("Cli", "{play} (withdrawn)").format(play=text)
        return text
    if kind is Kind.EXCHANGE:
        return translate("Cli", "exchange {tiles}").format(tiles=tiles)
    if kind is Kind.PASS:
        return translate("Cli", "pass")
    if kind is Kind.BUY:
        return translate("Cli", "buy {tiles} for ${cost}").format(tiles=tiles, cost=-option.points)
    if kind is Kind.DECLINE:
        return translate("Cli", "decline {tiles}").format(tiles=tiles)
    if kind is Kind.SELL:
        word = option.words[0] if option.words else ""
        if option.withdrawn:
            return translate("Cli", "sell {word}: refused").format(word=word)
        return translate("Cli", "sell {word} for ${price}").format(word=word, price=option.points)
    if kind is Kind.STOP:
        return translate("Cli", "stop selling")
    return translate("Cli", "discard {tiles}").format(tiles=tiles)


def other_review_text(review: OtherReview) -> list[str]:
    """A board or BuyWord review as lines a person reads."""
    names = [player.name for player in review.players]
    state = translate("Cli", "finished") if review.game_over else translate("Cli", "not finished")
    if review.unit is Unit.EQUITY:
        scale = translate(
            "Cli", "Values are the expert's equity: points now and the worth of the tiles kept."
        )
        turn_word = translate("Cli", "Turn")
    else:
        scale = translate(
            "Cli",
            "Values are the expert's money: dollars now and the worth of the hand kept.",
        )
        turn_word = translate("Cli", "Round")
    lines = [
        translate("Cli", "Review of {players} ({state}, {count} turns reviewed)").format(
            players=" vs ".join(names), state=state, count=len(review.turns)
        ),
        scale,
    ]
    if review.skipped:
        lines.append(
            translate(
                "Cli", "{count} turns without their rack in the file are not reviewed."
            ).format(count=review.skipped)
        )
    lines += [
        "",
        f"{turn_word:>5}  {translate('Cli', 'Player'):<10}  {translate('Cli', 'Played'):<26}"
        f"{translate('Cli', 'Value'):>7}  {translate('Cli', 'Expert'):<26}"
        f"{translate('Cli', 'Value'):>7}{translate('Cli', 'Given up'):>10}",
    ]
    for turn in review.turns:
        lines.append(
            f"{turn.turn + 1:>5}  {names[turn.seat][:10]:<10}  {option_text(turn.made)[:25]:<26}"
            f"{turn.made.value:>7.1f}  {option_text(turn.best)[:25]:<26}{turn.best.value:>7.1f}"
            f"{turn.given_up:>10.1f}"
        )
    lines += ["", translate("Cli", "Given up over the game")]
    for seat in review.seats:
        turns = [turn for turn in review.turns if turn.seat == seat]
        found = sum(turn.found_best for turn in turns)
        lines.append(
            "  "
            + translate(
                "Cli", "{name}: {value} in {count} turns (the best found in {found})"
            ).format(
                name=names[seat],
                value=f"{review.given_up(seat):.1f}",
                count=len(turns),
                found=found,
            )
        )
    lines += ["", translate("Cli", "Biggest turns missed")]
    misses = review.biggest_misses
    if not misses:
        lines.append("  " + translate("Cli", "none: every choice was as good as the expert's"))
    for number, turn in enumerate(misses, start=1):
        lines.append(
            f"  {number}. "
            + translate(
                "Cli",
                "turn {turn}, {name}: played {played}; the expert's choice {best}; "
                "{value} given up",
            ).format(
                turn=turn.turn + 1,
                name=names[turn.seat],
                played=option_text(turn.made),
                best=option_text(turn.best),
                value=f"{turn.given_up:.1f}",
            )
        )
    return lines


def other_review_json(review: OtherReview) -> JsonObject:
    """A board or BuyWord review as one JSON object: per turn ``player`` (the seat),
    ``played``, ``best``, ``given_up`` and the best options (``top``)."""
    series = review.series
    names = [player.name for player in review.players]
    return {
        "family": review.family,
        "unit": review.unit.value,
        "players": names,
        "seats": list(review.seats),
        "game_over": review.game_over,
        "skipped": review.skipped,
        "turns": [
            {
                "player": turn.seat,
                "name": names[turn.seat],
                "turn": turn.turn,
                "action_index": turn.action_index,
                "played": _option_json(turn.made),
                "best": _option_json(turn.best),
                "top": [_option_json(option) for option in turn.top],
                "given_up": round(turn.given_up, 2),
            }
            for turn in review.turns
        ],
        "given_up": {
            str(seat): [round(value, 2) for value in series[seat]] for seat in review.seats
        },
        "biggest_misses": [turn.action_index for turn in review.biggest_misses],
    }


def _option_json(option: Option) -> JsonObject:
    return {
        "kind": option.kind.value,
        "text": option_text(option),
        "action": option.action.to_json(),
        "value": round(option.value, 2),
        "points": option.points,
        "words": list(option.words),
        "where": option.where,
        "tiles": list(option.tiles),
        "kept": list(option.kept),
        "withdrawn": option.withdrawn,
    }


def _emit(parts: Iterable[str]) -> None:
    """Print ``parts`` as one text and a newline; a reader that stops early (``| head``) is
    not an error."""
    try:
        for part in parts:
            sys.stdout.write(part)
        sys.stdout.write("\n")
        sys.stdout.flush()
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
