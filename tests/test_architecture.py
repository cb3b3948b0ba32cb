"""The floors of docs/architecture.md: model < families < keeping < controller < views < app/cli.

Each floor imports only the floors below it (every import of every module is read, those
inside functions and under ``TYPE_CHECKING`` too); the model, the registry and the keeping floor
load no PySide6; the controller loads no QtWidgets. Each family's package sits on its floor, and
the registry names parts that exist where their floor says.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from patentgame import families

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "patentgame"

#: Each top-level part of the package and its floor, bottom first. ``patentgame/__init__`` (the
#: version), the shipped resources and the language's words (``wording``: the translations for
#: Qt-free code) are below everything.
FLOORS = {
    "__init__": 0,
    "resources": 0,
    "wording": 0,
    "model": 1,
    "families": 2,
    "keeping": 3,
    "controller": 4,
    "views": 5,
    "app": 6,
    "cli": 6,
    "commands": 6,
    "__main__": 6,
}


def loaded_modules(statement: str) -> set[str]:
    code = f"import sys\n{statement}\nprint('\\n'.join(sorted(sys.modules)))"
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    return set(result.stdout.split())


def module_names(package: str) -> list[str]:
    folder = ROOT / package.replace(".", "/")
    if not folder.is_dir():
        return [package]
    return sorted(
        ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for path in folder.rglob("*.py")
    )


def every_module_of(package: str) -> str:
    return "\n".join(f"import {name}" for name in module_names(package))


def floor_of(module: str) -> int:
    parts = module.split(".")
    assert parts[0] == "patentgame", module
    return FLOORS[parts[1] if len(parts) > 1 else "__init__"]


def imports_of(path: Path) -> set[str]:
    """Every ``patentgame`` module ``path`` imports, wherever the import statement is."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return {name for name in found if name.split(".")[0] == "patentgame"}


def test_every_part_of_the_package_has_a_floor() -> None:
    parts = {path.stem if path.is_file() else path.name for path in PACKAGE.iterdir()}
    parts -= {"__pycache__"}
    assert parts == set(FLOORS)


def test_no_module_imports_a_floor_above_its_own() -> None:
    upward = []
    for path in sorted(PACKAGE.rglob("*.py")):
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for imported in imports_of(path):
            known = imported
            while known.count(".") and not (
                (ROOT / known.replace(".", "/")).with_suffix(".py").exists()
                or (ROOT / known.replace(".", "/")).is_dir()
            ):
                known = known.rsplit(".", 1)[0]  # "pkg.module.Name" names pkg.module
            if floor_of(known) > floor_of(module):
                upward.append(f"{module} imports {known}")
    assert upward == []


def test_importing_the_model_loads_no_pyside6() -> None:
    modules = loaded_modules(every_module_of("patentgame.model"))
    assert "patentgame.model.patent.game" in modules
    assert not {m for m in modules if m.startswith(("PySide6", "shiboken6"))}


def test_the_registry_and_the_keeping_floor_load_no_pyside6() -> None:
    statement = every_module_of("patentgame.keeping") + "\nimport patentgame.families"
    modules = loaded_modules(statement)
    assert "patentgame.keeping.stats.store" in modules
    assert not {m for m in modules if m.startswith(("PySide6", "shiboken6"))}


def test_the_command_line_tools_load_no_qt() -> None:
    modules = loaded_modules("import patentgame.cli; patentgame.cli.build_parser()")
    assert not {m for m in modules if m.startswith("PySide6")}


def test_the_controller_loads_no_qtwidgets() -> None:
    if not (ROOT / "patentgame" / "controller" / "__init__.py").exists():
        pytest.fail("patentgame/controller is missing")
    modules = loaded_modules(every_module_of("patentgame.controller"))
    assert "PySide6.QtCore" in modules
    assert "PySide6.QtWidgets" not in modules


def test_no_model_or_keeping_source_mentions_qt() -> None:
    for folder in ("model", "keeping"):
        for path in (PACKAGE / folder).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            assert "PySide6" not in text and "QtCore" not in text, path


#: The floor of each part a family names in the registry.
PART_FLOORS = {
    "rules": "model",
    "rule_set": "model",
    "rule_set_name": "model",
    "levels": "model",
    "read_record": "model",
    "replay": "model",
    "player": "model",
    "import_text": "model",
    "export_text": "model",
    "hints": "model",
    "stats": "keeping",
    "figures": "keeping",
    "controller": "controller",
    "table": "views",
    "replay_panel": "views",
    "rules_form": "views",
    "rules_page": "views",
    "review": "views",
    "statistics_panel": "views",
    "selfplay": "commands",
}
#: The parts every family has from its first day: its engine's.
CORE_PARTS = {"rules", "levels", "read_record", "replay", "player"}


@pytest.mark.parametrize("family", families.FAMILIES, ids=lambda family: family.id)
def test_every_family_names_its_parts_on_their_floors(family: families.Family) -> None:
    assert CORE_PARTS <= set(family.parts) <= set(PART_FLOORS)
    if family.rule_sets:
        assert family.has("rule_set")
    for key, where in family.parts.items():
        module = where.partition(":")[0]
        assert module.split(".")[1] == PART_FLOORS[key], (key, where)
        assert family.id in module.split("."), (key, where)  # in the family's own package
        assert family.part(key) is not None
    assert families.by_format(family.record_format) is family
    assert families.family(family.id) is family
    assert family.min_seats <= family.max_seats
    assert set(level.id for level in family.levels()) <= set(family.player_ids)
    for rule_set in family.rule_sets:
        assert families.by_rule_set(rule_set) is family


def test_the_app_offers_the_families_that_have_every_app_part() -> None:
    shown = families.playable()
    assert shown[0] is families.DEFAULT
    for family in families.FAMILIES:
        assert (family in shown) == (set(families.APP_PARTS) <= set(family.parts))
    # Every family of the house has its table now: the app offers them all.
    assert families.PATENT.playable and families.BOARD.playable and families.BUYWORD.playable


#: The game families' ids: a module with one of them in its dotted name is that family's
#: (``model/board/``, ``controller/patent/``, ``keeping/stats/buyword.py``, ...).
FAMILY_IDS = {family.id for family in families.FAMILIES}

#: Shared modules that still name a family's package, each with why (issue 30: each is to
#: move or to ask the registry). Nothing may be added here: a new shared module asks the
#: registry for a family's part instead.
NAMES_A_FAMILY = {
    # About names the board games' everyday-words list's licence.
    "patentgame.views.about",
    # Commands that speak each family's terms (words, review) or test the patent engine
    # (selftest; selfplay's patent options).
    "patentgame.commands.review",
    "patentgame.commands.selfplay",
    "patentgame.commands.selftest",
    "patentgame.commands.words",
}


def is_familys(module: str) -> bool:
    return bool(FAMILY_IDS & set(module.split(".")[1:]))


def test_shared_modules_import_no_family_package() -> None:
    """A shared module (outside every family's package) asks the registry for a family's
    parts (``families.py``'s lazy loaders: a part named by its import path) and never imports
    a family's package itself, so a fourth family joins without editing it (issue 30.4)."""
    naming = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        if is_familys(module):
            continue
        named = sorted(imported for imported in imports_of(path) if is_familys(imported))
        if named:
            naming[module] = named
    assert set(naming) - NAMES_A_FAMILY == set(), naming
    assert NAMES_A_FAMILY - set(naming) == set()  # one that no longer does leaves the list


#: Every game the registry names: its families' ids and their rule sets'.
GAME_IDS = FAMILY_IDS | {rule_set for family in families.FAMILIES for rule_set in family.rule_sets}


def test_the_shared_views_name_no_game() -> None:
    """The window, its menus, the welcome screen and the guide take the games from the
    registry (Help's guided games: each family declares its own, ``Family.guided_games``), so
    a fourth family joins them without editing a shared view (issue 30)."""
    naming = {}
    for path in sorted((PACKAGE / "views").rglob("*.py")):
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        if is_familys(module):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        named = sorted(
            {
                node.value
                for node in ast.walk(tree)
                if isinstance(node, ast.Constant) and node.value in GAME_IDS
            }
        )
        if named:
            naming[module] = named
    assert naming == {}


def test_each_guided_game_is_its_familys_and_is_offered_in_the_registrys_order() -> None:
    for family in families.FAMILIES:
        assert set(family.guided_games) <= {family.id, *family.rule_sets}, family.id
    offered = families.guided()
    assert offered[0].family is families.DEFAULT  # Help's first entry, the welcome's "learn"
    assert [game.id for game in offered] == [
        game for family in families.playable() for game in family.guided_games
    ]
    for game in offered:
        assert families.guided_game(game.id) == game
        assert game.rule_set in ("", *game.family.rule_sets)


#: The most methods a class of the views may have: a table or a window that does more is
#: split into parts named for what they hold (issue 30: the kit and each table's parts).
MOST_METHODS = 40


def methods_of_classes(path: Path) -> dict[str, int]:
    """Each class of ``path`` with the number of methods in its own body."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {
        node.name: sum(
            isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) for item in node.body
        )
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef)
    }


def test_no_class_of_the_views_has_more_than_forty_methods() -> None:
    """The tables and the main window keep to their layout and their hooks: what the three
    tables do alike is the kit's (``views/family_table.py``), and each table's pieces are parts
    of their own (the board's move entry and score sheet, BuyWord's selling row, the patent
    game's hand handling, the window's menus), so no class of the views grows past forty
    methods."""
    large = {
        f"{path.relative_to(ROOT)}:{name}": count
        for path in sorted((PACKAGE / "views").rglob("*.py"))
        for name, count in methods_of_classes(path).items()
        if count > MOST_METHODS
    }
    assert large == {}
