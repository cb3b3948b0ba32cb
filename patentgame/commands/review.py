"""``patentgame review GAME.json [--seat N] [--json]``: each turn beside the expert's choice.

A thin shell over :class:`patentgame.model.patent.coach.Coach`: the coach reviews the record
(every turn from its player's own view: the hand it held and the public table), and this module
writes it as readable text, or as one JSON object with ``--json``. A file that is not a patent
game's record, or does not replay, exits with status 2 and one line, as ``patentgame replay``
does.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Iterable, Iterator
from typing import Any

from patentgame import families
from patentgame.model import record as envelope
from patentgame.model.errors import LexiconError, RecordError
from patentgame.model.patent.actions import Build, Discard
from patentgame.model.patent.coach import Candidate, GameReview, PurchaseReview, TurnReview
from patentgame.model.patent.record import Record

#: Exit statuses: the review was printed; the file, the seat or the word list is not usable.
REVIEWED, BAD_INPUT = 0, 2


def register(subparsers: Any) -> None:
    """Add the ``review`` subcommand."""
    parser = subparsers.add_parser(
        "review",
        help="review a patent game: each turn beside the expert's choice",
        description=(
            "Review a finished or saved patent game: each turn's play beside the expert's "
            "choice from the same position (with the player's own cards, not the hidden deck), "
            "the value given up, the purchases, the value given up over the game and the three "
            "biggest turns missed. Values are the expert's: dollars of final score more than "
            "passing. Exit status 2 and one line on stderr for a file that is not a valid "
            "record."
        ),
    )
    parser.add_argument("record", metavar="GAME.json", help="the game record or saved game")
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
    from patentgame.keeping.user_lexicons import load_lexicon
    from patentgame.model.patent.coach import Coach
    from patentgame.model.problems import Fault, Problem

    given = str(args.record)
    try:
        document = envelope.read(given)
        family = families.of_document(document) or families.DEFAULT
        if family is not families.DEFAULT:
            return fail(
                "review",
                Problem(
                    Fault.REASON,
                    detail=f"a review is made for the patent game only, not {family.name}",
                ),
            )
        record = family.read_record(document)
        assert isinstance(record, Record)
        if args.seat is not None and args.seat >= len(record.players):
            count = len(record.players)
            detail = f"there is no seat {args.seat}: seats are 0 to {count - 1}"
            return fail("review", Problem(Fault.REASON, detail=detail))
        lexicon = load_lexicon(record.lexicon_id, getattr(args, "data_dir", None))
        seats = None if args.seat is None else (args.seat,)
        review = Coach(lexicon).review_game(record, seats)
    except RecordError as error:  # the problem names the file
        return fail("review", error.problem.with_params(file=given), BAD_INPUT)
    except LexiconError as error:
        return fail("review", error.problem, BAD_INPUT)
    if args.json:
        _emit(review_json_text(review))
    else:
        _emit(["\n".join(review_text(review))])
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


def review_json(review: GameReview) -> dict[str, Any]:
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


def _turn_json(turn: TurnReview) -> dict[str, Any]:
    share = turn.share
    return {
        "seat": turn.seat,
        "turn": turn.turn,
        "action_index": turn.action_index,
        "made": _candidate_json(turn.made),
        "best": _candidate_json(turn.best),
        "top": [_candidate_json(candidate) for candidate in turn.top],
        "given_up": round(turn.given_up, 2),
        "share": None if share is None else round(share, 4),
        "rejected": list(turn.rejected),
        "purchase": None if turn.purchase is None else _purchase_json(turn.purchase),
        "total_given_up": round(turn.total_given_up, 2),
    }


def _candidate_json(candidate: Candidate) -> dict[str, Any]:
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


def _purchase_json(purchase: PurchaseReview) -> dict[str, Any]:
    return {
        "offered": [
            {"letter": p.letter, "cost": p.cost, "worth": round(p.worth, 2)}
            for p in purchase.offered
        ],
        "bought": purchase.bought,
        "best": purchase.best,
        "given_up": round(purchase.given_up, 2),
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
