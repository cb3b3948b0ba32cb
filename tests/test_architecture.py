"""The floors of ARCHITECTURE.md: the model never loads Qt; the controller never loads QtWidgets."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def loaded_modules(statement: str) -> set[str]:
    code = f"import sys\n{statement}\nprint('\\n'.join(sorted(sys.modules)))"
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    return set(result.stdout.split())


def every_module_of(package: str) -> str:
    folder = ROOT / package.replace(".", "/")
    names = sorted(
        ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for path in folder.rglob("*.py")
    )
    return "\n".join(f"import {name}" for name in names)


def test_importing_the_model_loads_no_pyside6() -> None:
    modules = loaded_modules(every_module_of("patentgame.model"))
    assert "patentgame.model.patent.game" in modules
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


def test_no_model_source_mentions_qt() -> None:
    for path in (ROOT / "patentgame" / "model").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "PySide6" not in text and "QtCore" not in text, path
