"""The coach: a position's best plays and hints, a turn beside the best, a whole game reviewed.

Everything is judged from one seat's `Perspective` (its own hand and the public table, never the
other hands or the deck), by the expert's value (`patentgame.model.patent.ai.evaluation`), so
the coach knows what the player knew and no more. The table runs the analysis off the GUI
thread and cancels it when it goes stale; ``patentgame review`` prints a game's review.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import replace
from typing import Protocol

from patentgame.model.ai import Budget
from patentgame.model.lexicon import Lexicon
from patentgame.model.patent.actions import Action, Build, Buy, Discard, Replace
from patentgame.model.patent.ai.evaluation import Outlook, Weights
from patentgame.model.patent.coach.advice import (
    Analysis,
    Candidate,
    GameReview,
    Opinion,
    PatentOffer,
    PurchaseReview,
    TurnReview,
)
from patentgame.model.patent.coach.search import EXPERT, Cancelled, Search, Token, priced
from patentgame.model.patent.events import PlayRejected, TurnEnded, WordScored
from patentgame.model.patent.game import PatentGame
from patentgame.model.patent.patents import PATENT_COST
from patentgame.model.patent.perspective import Perspective
from patentgame.model.patent.phases import Phase
from patentgame.model.patent.record import Record
from patentgame.model.patent.replay import play_through, set_up
from patentgame.model.patent.words import word_source


class SecondOpinion(Protocol):
    """A stronger, slower judge of the coach's best plays, used where time allows.

    The master fills it (`patentgame.model.patent.coach.opinion.MasterOpinion`): given the
    seat's view and the coach's best builds, it answers which it prefers and how sure it is
    (an `Opinion` without its ``plays``, which the coach fills in), within ``budget``, or
    ``None`` when it had no time.
    """

    def prefer(self, view: Perspective, builds: Sequence[Build], budget: Budget) -> Opinion | None:
        """The opinion on ``builds`` (``choice`` indexes them), or ``None``."""
        ...


class Coach:
    """The coach of one game's word list.

    >>> from patentgame.model.patent.game import PlayerSpec, deck_starting_with
    >>> lexicon = Lexicon.load("en-enable")
    >>> deck = deck_starting_with("QUIZERS" + "AAAAAAA" + "TOE")
    >>> game = PatentGame.new([PlayerSpec("Ann"), PlayerSpec("Bob")], lexicon, deck=deck, start=0)
    >>> analysis = Coach(lexicon).analyse(game.perspective(0))
    >>> best = analysis.best
    >>> best.words, best.money, best.stock, analysis.hints.lengths
    (('QUIETERS',), 12, 4, (8,))

    Args:
        lexicon: The game's word list.
        top: How many of the best plays an analysis keeps.
        second_opinion: A stronger judge of the best few plays (see `SecondOpinion`).
        opinion_seconds: The time the second opinion is given per position.
    """

    def __init__(
        self,
        lexicon: Lexicon,
        *,
        top: int = 10,
        second_opinion: SecondOpinion | None = None,
        opinion_seconds: float = 0.8,
    ) -> None:
        if top < 1:
            raise ValueError("the coach keeps at least one play")
        self.lexicon = lexicon
        self.words = word_source(lexicon)
        self.weights: Weights = EXPERT.weights
        self.top = top
        self.second_opinion = second_opinion
        self.opinion_seconds = opinion_seconds

    # --------------------------------------------------------------- analysis

    def analyse(
        self, view: Perspective, cancelled: Token | None = None, *, opinion: bool = True
    ) -> Analysis:
        """The best plays of ``view``'s seat at the start of its turn, with their reasons, and
        the second opinion on them when the coach has one (unless ``opinion`` is false: the
        table shows hints first and asks `second_look` after).

        Raises:
            ValueError: it is not the start of this seat's turn (its build phase).
            Cancelled: ``cancelled()`` said so during the search.
        """
        search = self._search(view, cancelled)
        keep = max(self.top, EXPERT.pairs if "V" in view.powers_of(view.seat) else self.top)
        ranked = search.run(keep)
        candidates = tuple(search.candidate(play, worth) for _, play, worth in ranked[: self.top])
        if not candidates:
            candidates = (search.no_word(),)
        analysis = Analysis(
            seat=view.seat, turn=view.turns, candidates=candidates, searched=len(search.valued)
        )
        return self.second_look(view, analysis, cancelled) if opinion else analysis

    def second_look(
        self, view: Perspective, analysis: Analysis, cancelled: Token | None = None
    ) -> Analysis:
        """``analysis`` (of ``view``) with the second opinion on its best builds, when the coach
        has one, two builds or more were found and the opinion came within the coach's
        ``opinion_seconds``; otherwise ``analysis`` as it was.

        Raises:
            Cancelled: ``cancelled()`` said so while the opinion was being formed.
        """
        plays = analysis.opinion_plays
        if self.second_opinion is None or analysis.opinion is not None or len(plays) < 2:
            return analysis
        budget = Budget(seconds=self.opinion_seconds, cancelled=cancelled)
        builds = [play.action for play in plays]
        answer = self.second_opinion.prefer(view, builds, budget)  # type: ignore[arg-type]
        if cancelled is not None and cancelled():
            raise Cancelled
        if answer is None or not 0 <= answer.choice < len(plays):
            return analysis
        return replace(analysis, opinion=replace(answer, plays=plays))

    def value(self, view: Perspective, action: Build | Discard) -> Candidate:
        """``action`` (a build or a discard at the start of ``view``'s turn) valued like the
        analysis's candidates, as made: its Y declarations kept, its words checked.

        Raises:
            ValueError: not the start of this seat's turn, or ``action`` is illegal there.
        """
        search = self._search(view, None)
        reason = view.why_illegal(action)
        if reason is not None:
            raise ValueError(f"that play is illegal here: {reason.value}")
        if isinstance(action, Discard):
            return search.discard_candidate(action.cards)
        play = priced(view, action)
        in_list = all(word.lower() in self.words for word in play.words)
        return search.candidate(play, search.worth_of(play), in_list)

    def _search(self, view: Perspective, cancelled: Token | None) -> Search:
        if view.phase is not Phase.BUILD or view.current != view.seat:
            raise ValueError("the coach analyses a seat at the start of its own turn")
        return Search(view, self.words, Outlook(view, self.weights), cancelled)

    # ------------------------------------------------------------- purchases

    def purchase(self, view: Perspective, bought: str | None) -> PurchaseReview:
        """The purchase ``bought`` (``None``: nothing) beside the expert's, in ``view``'s buy
        phase, by the expert's worth of each patent in reach.

        Raises:
            ValueError: ``view`` is not its seat's buy phase.
        """
        if view.phase is not Phase.BUY or view.current != view.seat:
            raise ValueError("a purchase is reviewed in the seat's buy phase")
        outlook = Outlook(view, self.weights)
        money = view.money(view.seat)
        offered = [
            PatentOffer(letter, PATENT_COST[letter], outlook.patent_worth(letter, 0.0, money))
            for letter in view.buyable_letters()
        ]
        offered.sort(key=lambda offer: (-offer.worth, -offer.cost, offer.letter))
        best = offered[0].letter if offered and offered[0].worth > 0 else None
        return PurchaseReview(tuple(offered), bought, best)

    # ----------------------------------------------------------------- turns

    def review_turn(
        self,
        start: PatentGame,
        actions: Sequence[Action],
        *,
        analysis: Analysis | None = None,
        first_index: int = 0,
        cancelled: Token | None = None,
        opinion: bool = True,
    ) -> TurnReview:
        """A finished turn beside the best plays from the same position.

        Args:
            start: The game at the start of the turn (it is not changed: a copy is played).
            actions: The turn's actions, in order (the other seats' answers to a challenge
                included), up to the end of the turn.
            analysis: The analysis made when the turn started, if the caller has it (it is
                used unless the seat replaced a card with the Q power first).
            first_index: The index of ``actions[0]`` in the game's actions.
            cancelled: A cancellation token (see `analyse`).
            opinion: Whether to ask the second opinion when the analysis has none (the table
                does not: it would hold up the next turn's analysis; a turn played before the
                master finished has no opinion).

        Raises:
            ValueError: ``start`` is not the start of a turn, or ``actions`` do not finish it.
            IllegalActionError: an action is illegal.
            Cancelled: ``cancelled()`` said so.
        """
        review, _analysis = self._review_turn(
            start,
            actions,
            analysis=analysis,
            first_index=first_index,
            cancelled=cancelled,
            opinion=opinion,
        )
        return review

    def _review_turn(
        self,
        start: PatentGame,
        actions: Sequence[Action],
        *,
        analysis: Analysis | None,
        first_index: int,
        cancelled: Token | None,
        opinion: bool,
        valued: dict[Build | Discard, Candidate] | None = None,
    ) -> tuple[TurnReview, Analysis]:
        """:meth:`review_turn`, and the analysis it stood on. ``valued``: plays made before
        from the same position (when ``analysis`` is that position's), valued already."""
        if start.phase is not Phase.BUILD:
            raise ValueError("a turn is reviewed from its start")
        game = start.copy()
        seat = game.current
        view: Perspective | None = None
        decision = -1
        replaced = False
        built: Build | None = None
        scored: Build | None = None
        discarded: Discard | None = None
        penalty = False
        rejected: list[str] = []
        purchase: PurchaseReview | None = None
        ended = False
        for index, action in enumerate(actions):
            phase = game.phase
            if phase is Phase.BUILD and view is None and isinstance(action, Build | Discard):
                view, decision = game.perspective(seat), index
            if isinstance(action, Replace):
                replaced = True
            elif isinstance(action, Build):
                built = action
            elif isinstance(action, Buy) and phase is Phase.BUY:
                purchase = self.purchase(game.perspective(seat), action.letter)
            elif isinstance(action, Discard) and phase in (Phase.BUILD, Phase.PENALTY):
                discarded, penalty = action, phase is Phase.PENALTY
            for event in game.play(action):
                if isinstance(event, WordScored):
                    scored = built
                elif isinstance(event, PlayRejected):
                    rejected += event.invalid_words
                elif isinstance(event, TurnEnded):
                    ended = True
            if ended:
                break
        if not ended or view is None:
            raise ValueError("the actions do not finish the turn")
        if analysis is None or replaced or analysis.seat != seat or analysis.turn != view.turns:
            analysis = self.analyse(view, cancelled, opinion=opinion)
        elif opinion:
            analysis = self.second_look(view, analysis, cancelled)  # if it had no time before
        made_action: Build | Discard
        if scored is not None:
            made_action = scored
        else:
            assert discarded is not None  # a turn ends with a scored build or a discard
            made_action = discarded
        found = [c for c in analysis.candidates if c.action == made_action]
        if found:
            made = found[0]
        elif valued is not None and made_action in valued:
            made = valued[made_action]
        else:
            made = self.value(view, made_action)
            if valued is not None:
                valued[made_action] = made
        best = analysis.candidates[0]
        if made.value > best.value:
            best = made
        review = TurnReview(
            seat=seat,
            turn=view.turns,
            action_index=first_index + decision,
            top=analysis.candidates[:3],
            best=best,
            made=made,
            rejected=tuple(rejected),
            purchase=purchase,
            opinion=analysis.opinion,
            penalty=penalty and scored is None,
        )
        return review, analysis

    # ------------------------------------------------------------------ games

    def review_game(
        self,
        record: Record,
        seats: Collection[int] | None = None,
        cancelled: Token | None = None,
    ) -> GameReview:
        """Every finished turn of ``record`` by ``seats`` (default: every seat), reviewed.

        Raises:
            ValueError: a seat that is not in the game.
            RecordError: the record does not replay with the coach's word list.
            Cancelled: ``cancelled()`` said so.
        """
        count = len(record.players)
        chosen = tuple(range(count)) if seats is None else tuple(sorted(set(seats)))
        for seat in chosen:
            if not 0 <= seat < count:
                raise ValueError(f"seat {seat} is not in this game (seats 0 to {count - 1})")
        game = set_up(record, self.lexicon)
        start = game.copy()
        first = 0
        turn: list[Action] = []
        reviews: list[TurnReview] = []
        # Each seat's last position and its analysis: a seat that meets its position again (it
        # passed, and so did everyone else) is not searched again, so a record of thousands of
        # passes is reviewed in moments, and its reviews share their candidates.
        known: dict[int, tuple[Perspective, Analysis, dict[Build | Discard, Candidate]]] = {}
        for step in play_through(game, record.actions):
            turn.append(step.action)
            if not any(isinstance(event, TurnEnded) for event in step.events):
                continue
            if cancelled is not None and cancelled():
                raise Cancelled
            seat = start.current
            if seat in chosen:
                view = replace(start.perspective(seat), turns=0)
                earlier = known.get(seat)
                again, valued = None, {}
                if earlier is not None and earlier[0] == view:
                    again, valued = replace(earlier[1], turn=start.turns), earlier[2]
                review, analysis = self._review_turn(
                    start,
                    turn,
                    analysis=again,
                    first_index=first,
                    cancelled=cancelled,
                    opinion=True,
                    valued=valued,
                )
                reviews.append(review)
                known[seat] = (view, analysis, valued)
            start, first, turn = game.copy(), step.index + 1, []
        return GameReview(record.players, chosen, tuple(reviews), game.game_over)
