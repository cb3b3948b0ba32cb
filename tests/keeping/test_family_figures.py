"""Each family's figures are its registry part ``figures`` (issue 30.4): the statistics store
reads any family's through it and names no game itself."""

from __future__ import annotations

from pathlib import Path

import pytest

from patentgame import families
from patentgame.keeping.stats import StatsStore
from patentgame.keeping.stats.board import rule_set_figures
from patentgame.keeping.stats.buyword import figures as buyword_figures
from patentgame.keeping.stats.patent import figures as patent_figures
from patentgame.keeping.stats.store import FIGURES

#: What each family's reader says of a profile that finished none of its games.
NOTHING_YET = {
    "patent": lambda figures: figures.games == 0,
    "board": lambda figures: figures == (),
    "buyword": lambda figures: figures.games == 0 and figures.solo_games == 0,
}


@pytest.mark.parametrize("family", families.FAMILIES, ids=lambda family: family.id)
def test_every_family_reads_its_figures_through_its_part(
    family: families.Family, tmp_path: Path
) -> None:
    with StatsStore.open(tmp_path / "stats.sqlite3") as store:
        ann = store.ensure_profile("Ann")
        assert NOTHING_YET[family.id](store.figures(family.part(FIGURES), ann.id))
        with pytest.raises(KeyError):
            store.figures(family.part(FIGURES), ann.id + 1)


def test_the_parts_are_the_readers_each_family_panel_uses() -> None:
    assert families.PATENT.part(FIGURES) is patent_figures
    assert families.BOARD.part(FIGURES) is rule_set_figures
    assert families.BUYWORD.part(FIGURES) is buyword_figures
