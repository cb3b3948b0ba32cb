"""The few pieces of Qt rich text the rules pages are written in (Help > Rules).

Each family's page (``views/board/rules_text.py``, ``views/buyword/rules_text.py``) writes its
sentences; these wrap them as paragraphs, headings, lists and tables of figures, so that every
page looks the same in the help dialog.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def paragraph(text: str) -> str:
    return f"<p>{text}</p>"


def heading(text: str) -> str:
    return f"<h3>{text}</h3>"


def bullets(texts: Iterable[str]) -> str:
    return "<ul>" + "".join(f"<li>{text}</li>" for text in texts) + "</ul>"


def table_row(title: str, cells: Sequence[str]) -> str:
    """A row of a figures table: its title in the first column, then one cell per figure."""
    return f"<tr><th>{title}</th>" + "".join(f"<td>{cell}</td>" for cell in cells) + "</tr>"


def table(*rows: str) -> str:
    return '<table border="1" cellpadding="4" cellspacing="0">' + "".join(rows) + "</table>"
