"""Word's automatic numbering, resolved to the labels a reader sees ("4.2", "(b)", "iii.").

python-docx gives paragraph text without list numbers; clause numbers typed by Word's numbering would be lost
and with them the clause addresses. This follows numbering.xml: a paragraph's numPr (or its style's, through
basedOn) names a list instance and level; counters run per list instance, a level restarts when a higher one
advances, and ``lvlText`` ("%1.%2") composes the label from the counters.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


def _val(element: Any, tag: str) -> str | None:
    child = element.find(f"{W}{tag}") if element is not None else None
    return None if child is None else child.get(f"{W}val")


@dataclass(frozen=True)
class _Level:
    start: int
    fmt: str
    text: str


def _roman(n: int) -> str:
    out = ""
    for value, numeral in (
        (1000, "m"),
        (900, "cm"),
        (500, "d"),
        (400, "cd"),
        (100, "c"),
        (90, "xc"),
        (50, "l"),
        (40, "xl"),
        (10, "x"),
        (9, "ix"),
        (5, "v"),
        (4, "iv"),
        (1, "i"),
    ):
        while n >= value:
            out += numeral
            n -= value
    return out


def _letters(n: int) -> str:
    # Word repeats the letter after z: aa, bb, ...
    return chr(ord("a") + (n - 1) % 26) * ((n - 1) // 26 + 1)


def format_number(n: int, fmt: str) -> str:
    if fmt == "lowerLetter":
        return _letters(n)
    if fmt == "upperLetter":
        return _letters(n).upper()
    if fmt == "lowerRoman":
        return _roman(n)
    if fmt == "upperRoman":
        return _roman(n).upper()
    if fmt == "decimalZero":
        return f"{n:02d}"
    return str(n)


@dataclass(frozen=True)
class Style:
    name: str
    based_on: str | None
    outline: int | None  # w:outlineLvl, 0 = top


class StyleBook:
    """Paragraph styles by id, read once: python-docx's ``paragraph.style`` re-scans styles.xml on every call
    (most of the parse time of a long document)."""

    def __init__(self, document: Any) -> None:
        self.styles: dict[str, Style] = {}
        self.default: str | None = None
        for node in document.styles.element.findall(f"{W}style"):
            if node.get(f"{W}type") != "paragraph":
                continue
            style_id = node.get(f"{W}styleId", "")
            outline = node.find(f"{W}pPr/{W}outlineLvl")
            level = outline.get(f"{W}val", "") if outline is not None else ""
            self.styles[style_id] = Style(
                name=_val(node, "name") or style_id,
                based_on=_val(node, "basedOn"),
                outline=int(level) if level.isdigit() else None,
            )
            if node.get(f"{W}default") in ("1", "true"):
                self.default = style_id

    def style_id(self, paragraph: Any) -> str | None:
        ppr = paragraph._p.pPr
        given = _val(ppr, "pStyle") if ppr is not None else None
        return given or self.default

    def name(self, paragraph: Any) -> str:
        style_id = self.style_id(paragraph)
        return self.styles[style_id].name if style_id in self.styles else ""

    def chain(self, style_id: str | None) -> list[str]:
        """The style and the styles it is based on, nearest first."""
        out: list[str] = []
        while style_id and style_id not in out:
            out.append(style_id)
            style_id = self.styles[style_id].based_on if style_id in self.styles else None
        return out


@dataclass
class Numbering:
    """Label generator for one document; call ``label`` for paragraphs in document order."""

    levels: dict[str, dict[int, _Level]]  # numId -> ilvl -> level definition
    starts: dict[str, dict[int, int]]  # numId -> ilvl -> startOverride
    style_numpr: dict[str, tuple[str, int]]  # styleId -> (numId, ilvl)
    counters: dict[str, dict[int, int]] = field(default_factory=dict)

    @classmethod
    def from_document(cls, document: Any) -> Numbering:
        levels: dict[str, dict[int, _Level]] = {}
        starts: dict[str, dict[int, int]] = {}
        try:
            numbering = document.part.numbering_part.element
        except (KeyError, NotImplementedError, AttributeError):
            numbering = None
        if numbering is not None:
            abstract: dict[str, dict[int, _Level]] = {}
            for node in numbering.findall(f"{W}abstractNum"):
                lvls: dict[int, _Level] = {}
                for lvl in node.findall(f"{W}lvl"):
                    start = _val(lvl, "start")
                    lvls[int(lvl.get(f"{W}ilvl", "0"))] = _Level(
                        start=int(start) if start and start.isdigit() else 1,
                        fmt=_val(lvl, "numFmt") or "decimal",
                        text=_val(lvl, "lvlText") or "",
                    )
                abstract[node.get(f"{W}abstractNumId", "")] = lvls
            for num in numbering.findall(f"{W}num"):
                num_id = num.get(f"{W}numId", "")
                levels[num_id] = abstract.get(_val(num, "abstractNumId") or "", {})
                for override in num.findall(f"{W}lvlOverride"):
                    start = _val(override, "startOverride")
                    if start and start.isdigit():
                        starts.setdefault(num_id, {})[int(override.get(f"{W}ilvl", "0"))] = int(start)
        style_numpr: dict[str, tuple[str, int]] = {}
        for style in document.styles.element.findall(f"{W}style"):
            numpr = style.find(f"{W}pPr/{W}numPr")
            if numpr is not None and _val(numpr, "numId"):
                style_numpr[style.get(f"{W}styleId", "")] = (_val(numpr, "numId") or "", int(_val(numpr, "ilvl") or 0))
        return cls(levels=levels, starts=starts, style_numpr=style_numpr)

    def _numpr(self, paragraph: Any, styles: StyleBook) -> tuple[str, int] | None:
        ppr = paragraph._p.pPr
        numpr = ppr.find(f"{W}numPr") if ppr is not None else None
        if numpr is not None and _val(numpr, "numId"):
            return _val(numpr, "numId") or "", int(_val(numpr, "ilvl") or 0)
        for style_id in styles.chain(styles.style_id(paragraph)):
            if style_id in self.style_numpr:
                num_id, ilvl = self.style_numpr[style_id]
                if numpr is not None and _val(numpr, "ilvl"):
                    ilvl = int(_val(numpr, "ilvl") or 0)
                return num_id, ilvl
        return None

    def label(self, paragraph: Any, styles: StyleBook) -> tuple[str, str] | None:
        """(label, format of the level) for a numbered paragraph, else None. numId 0 means "no numbering"."""
        found = self._numpr(paragraph, styles)
        if found is None or found[0] in ("", "0") or found[0] not in self.levels:
            return None
        num_id, ilvl = found
        defs = self.levels[num_id]
        if ilvl not in defs:
            return None
        counters = self.counters.setdefault(num_id, {})
        start = self.starts.get(num_id, {}).get(ilvl, defs[ilvl].start)
        counters[ilvl] = counters.get(ilvl, start - 1) + 1
        for deeper in [k for k in counters if k > ilvl]:
            del counters[deeper]
        level = defs[ilvl]
        if level.fmt == "bullet":
            return "•", "bullet"
        text = level.text
        for k in range(ilvl + 1):
            value = counters.get(k, self.starts.get(num_id, {}).get(k, defs[k].start if k in defs else 1))
            fmt = defs[k].fmt if k in defs else "decimal"
            text = text.replace(f"%{k + 1}", format_number(value, fmt))
        return text.strip(), level.fmt
