"""Expand a Hunspell dictionary (``.dic`` stems with affix flags, ``.aff`` rules) into every word.

Hunspell's own ``unmunch`` gets the Spanish dictionary wrong (NOTES.md), so this is a small
expander of the parts of the format that dictionary uses: ``PFX`` and ``SFX`` rules with strip,
add and condition, cross products of prefixes with suffixes, and continuation flags on a
suffix (``illo/S``: the diminutive takes the plural too). Flags are single characters
(``FLAG UTF-8``), the format's default. As in Hunspell, a rule never strips a whole word
unless the ``.aff`` file says ``FULLSTRIP``: the Spanish rule ``errar -> ierro`` (meant for
``aterrar -> atierro``) leaves ``errar`` alone, whose forms (``yerro``) are stems of their own.

>>> rules = parse_affixes(["SFX S Y 2", "SFX S 0 s [aeiou]", "SFX S 0 es [^aeiou]"])
>>> sorted(expand("casa/S", rules)), sorted(expand("pared/S", rules))
(['casa', 'casas'], ['pared', 'paredes'])
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Affix:
    """One rule line: take ``strip`` off (the end, or the start for a prefix), add ``add``."""

    strip: str
    add: str
    condition: re.Pattern[str]
    continuation: str


@dataclass(slots=True)
class AffixClass:
    """Every rule of one flag."""

    prefix: bool
    cross: bool
    rules: list[Affix] = field(default_factory=list)
    #: Whether a rule may strip the whole word (the ``.aff`` file's ``FULLSTRIP``).
    full_strip: bool = False


def _condition(text: str, prefix: bool) -> re.Pattern[str]:
    body = "" if text == "." else text
    return re.compile(f"^{body}" if prefix else f"{body}$")


def parse_affixes(lines: Iterable[str]) -> dict[str, AffixClass]:
    """The affix classes of an ``.aff`` file's lines, by flag."""
    lines = list(lines)
    full_strip = any(line.split()[:1] == ["FULLSTRIP"] for line in lines)
    classes: dict[str, AffixClass] = {}
    for line in lines:
        parts = line.split()
        if len(parts) < 4 or parts[0] not in ("PFX", "SFX"):
            continue
        kind, flag = parts[0], parts[1]
        if flag not in classes:
            classes[flag] = AffixClass(kind == "PFX", parts[2] == "Y", full_strip=full_strip)
            continue
        strip = "" if parts[2] == "0" else parts[2]
        add, _, continuation = parts[3].partition("/")
        add = "" if add == "0" else add
        condition = parts[4] if len(parts) > 4 else "."
        classes[flag].rules.append(
            Affix(strip, add, _condition(condition, kind == "PFX"), continuation)
        )
    return classes


def _strips(word: str, affix: Affix, full_strip: bool) -> bool:
    """Whether the rule may take its ``strip`` off ``word``: never all of it, unless allowed."""
    return len(affix.strip) < len(word) or (full_strip and len(affix.strip) == len(word))


def _suffixed(word: str, affix: Affix, full_strip: bool = False) -> str | None:
    if not affix.condition.search(word) or not word.endswith(affix.strip):
        return None
    if not _strips(word, affix, full_strip):
        return None
    stem = word[: len(word) - len(affix.strip)] if affix.strip else word
    return stem + affix.add


def _prefixed(word: str, affix: Affix, full_strip: bool = False) -> str | None:
    if not affix.condition.search(word) or not word.startswith(affix.strip):
        return None
    if not _strips(word, affix, full_strip):
        return None
    return affix.add + word[len(affix.strip) :]


def expand(entry: str, classes: dict[str, AffixClass]) -> Iterator[str]:
    """Every word one ``.dic`` entry (``stem/FLAGS``) stands for, the stem included."""
    stem, _, flags = entry.partition("/")
    yield stem
    suffixes = [classes[f] for f in flags if f in classes and not classes[f].prefix]
    prefixes = [classes[f] for f in flags if f in classes and classes[f].prefix]
    # (word, may still take a cross-product prefix)
    suffixed: list[tuple[str, bool]] = []
    for affix_class in suffixes:
        for affix in affix_class.rules:
            word = _suffixed(stem, affix, affix_class.full_strip)
            if word is None:
                continue
            suffixed.append((word, affix_class.cross))
            for flag in affix.continuation:
                outer = classes.get(flag)
                if outer is None or outer.prefix:
                    continue
                for second in outer.rules:
                    twice = _suffixed(word, second, outer.full_strip)
                    if twice is not None:
                        suffixed.append((twice, affix_class.cross and outer.cross))
    yield from (word for word, _ in suffixed)
    for affix_class in prefixes:
        for affix in affix_class.rules:
            word = _prefixed(stem, affix, affix_class.full_strip)
            if word is not None:
                yield word
            if not affix_class.cross:
                continue
            for base, cross in suffixed:
                if cross:
                    crossed = _prefixed(base, affix, affix_class.full_strip)
                    if crossed is not None:
                        yield crossed


def read_dictionary(aff_text: str, dic_text: str) -> Iterator[str]:
    """Every word of a dictionary: the ``.dic`` file's first line is its entry count."""
    classes = parse_affixes(aff_text.splitlines())
    for line in dic_text.splitlines()[1:]:
        entry = line.split()[0] if line.split() else ""
        if entry:
            yield from expand(entry, classes)
