"""The keys of the app's parts of a family, typed: what the window, New game, Help and the
replay viewer ask the registry for (``family.part(TABLE)`` is a table maker, not ``Any``).

The registry (``families.py``) sits below the views and cannot name their types; the keys of
the parts on this floor live here, beside the protocols a family's part answers to, so nothing
asks a part whether it has a method (``hasattr``): every rules form has every method, with a
no-op where the family needs none.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from patentgame.families import Part

if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QFormLayout, QWidget

    from patentgame.controller.game_model import AnyGameModel
    from patentgame.controller.turn_flow import TurnFlow
    from patentgame.keeping.stats.store import StatsStore
    from patentgame.model.games import RuleOptions
    from patentgame.views.family_table import FamilyTable, TableServices
    from patentgame.views.replay_viewer import ReplayPanel
    from patentgame.views.review_window import ReviewFiller


class RulesForm(Protocol):
    """A family's rule options in the New game dialog (the part ``rules_form``)."""

    #: Set by the dialog: called with (language, default list id) when the rules chosen
    #: want the word lists of a language (a board game's rule set); ``None`` until then.
    lexicons_wanted: Callable[[str, str], None] | None

    def load(self, rules: RuleOptions) -> None:
        """Show ``rules`` (another family's: the family's defaults)."""
        ...

    def rules(self) -> RuleOptions:
        """The rules chosen."""
        ...

    def set_seats(self, count: int) -> None:
        """Follow the number of players (an option may depend on it)."""
        ...


class StatisticsPanel(Protocol):
    """A family's figures in the Statistics window (the part ``statistics_panel``): a widget
    that shows one profile's figures of the family's games."""

    #: Its share of the window's height beside the other families' panels.
    stretch: int

    def show_profile(self, store: StatsStore, profile_id: int) -> int:
        """Show the profile's figures; returns how many of the family's games it finished
        (the window hides the panel of a family with none)."""
        ...


#: The family's game model, made for the window.
CONTROLLER: Part[Callable[[QObject], AnyGameModel]] = Part("controller")
#: The family's table, made inside the window with the shared hand-over flow and the window's
#: services (the table kit: ``views/family_table.py``).
TABLE: Part[Callable[[AnyGameModel, TurnFlow, TableServices, QWidget], FamilyTable]] = Part("table")
#: The family's panel of the replay viewer: (a replayed game, the record's extras).
REPLAY_PANEL: Part[Callable[[object, object], ReplayPanel]] = Part("replay_panel")
#: The family's rule options in the New game dialog, added to the dialog's rows.
RULES_FORM: Part[Callable[[QFormLayout], RulesForm]] = Part("rules_form")
#: The family's complete rules as HTML for Help > Rules (a family with named rule sets is
#: given the rules of the game on the table, or ``None``).
RULES_PAGE: Part[Callable[..., str]] = Part("rules_page")
#: The family's review in the review window: (a record of any family, its word list, a theme
#: list) to the filler of its review, why there is none, or ``None`` when the record is not
#: the family's.
REVIEW: Part[Callable[[object, object, object], ReviewFiller | str | None]] = Part("review")
#: The family's figures in the Statistics window (made with no arguments).
STATISTICS_PANEL: Part[Callable[[], StatisticsPanel]] = Part("statistics_panel")
