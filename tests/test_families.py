"""What the registry says of each family for the shared views to show, so that they never
test a family's id themselves."""

from __future__ import annotations

from patentgame import families


def test_a_list_of_games_calls_each_by_its_kind_or_its_rule_set_s_own_name() -> None:
    """The history names a game's kind through the registry (it used to test the family ids
    itself): the board's rule sets by their own names, an unknown one by the family's kind."""
    assert families.family("patent").kind_of() == "Patent game"
    assert families.family("buyword").kind_of("") == "BuyWord"
    assert families.family("board").kind_of("erudit-ru") == "Эрудит"
    assert families.family("board").kind_of("wocable-es") == "Wocable (Español)"
    assert families.family("board").kind_of("from-a-later-version") == "Board game"
    assert [family.id for family in families.FAMILIES if family.words_note] == ["patent"]


def test_a_familys_own_challenge_countdown_is_the_registrys() -> None:
    """The board games count 15 seconds at their challenge bar by default (a club's), the
    others the house's: the registry says so, and a new person's settings follow it."""
    from patentgame.keeping.settings import Settings

    assert families.BOARD.challenge_seconds == 15
    assert families.PATENT.challenge_seconds is None
    assert families.BUYWORD.challenge_seconds is None
    assert dict(Settings().challenge_timeouts) == {"board": 15}
