"""Stage 4, structure: heading paths, clause numbers and paragraph numbers on every block.

Clause numbers come from where documents print them: at the start of a heading ("14.3 Flood", "Section 4"),
at the start of a paragraph ("5.1 A handler must ..."), or as a lettered item under a clause ("(b)" under 4.2
is 4.2(b)). A clause stays current for the unnumbered text and bullets after it, until the next heading or
numbered paragraph, so "clause 14.3" stays attached to all of its text.
"""

from __future__ import annotations

import re
from dataclasses import replace

from vouch.ingest.blocks import Block, BlockKind
from vouch.ingest.parsed import ParsedDocument

_HEADING_NUMBER = re.compile(
    r"^(?:(?:section|part|clause|article|chapter)\s+)?(?P<num>\d+(?:\.\d+)*(?:\([a-z0-9]{1,4}\))*)\.?(?=\s|$)",
    re.IGNORECASE,
)
_PARA_NUMBER = re.compile(
    r"^(?:clause\s+)?(?P<num>\d+(?:\.\d+)+(?:\([a-z0-9]{1,4}\))*|[A-Z]{1,3}\d{1,3}(?:\.\d+)*)\.?\s+(?=\S)"
)
_SUB_LABEL = re.compile(r"^\(?(?P<sub>[a-z]{1,2}|[ivxl]{1,6}|\d{1,2})\)$")
_ROMAN = re.compile(r"^[ivxl]{1,6}$")


def heading_clause(text: str) -> str | None:
    match = _HEADING_NUMBER.match(text.strip())
    return match.group("num") if match else None


def paragraph_clause(text: str) -> str | None:
    match = _PARA_NUMBER.match(text.strip())
    return match.group("num") if match else None


def _base(clause: str) -> str:
    """4.2(b)(i) -> 4.2"""
    return clause.split("(", 1)[0]


def _sub_clause(current: str | None, label: str | None) -> str | None:
    """(b) under 4.2 -> 4.2(b); (ii) under 4.2(b) -> 4.2(b)(ii); bullets and "1." keep the clause."""
    if current is None or label is None:
        return None
    label = label.strip()
    match = _SUB_LABEL.match(label)
    if match is None or not label.endswith(")"):
        return None
    sub = match.group("sub")
    parts = re.findall(r"\(([a-z0-9]+)\)", current)
    # (i), (ii) right under a lettered item nest in it; but "(i)" straight after "(h)" is the next letter.
    if _ROMAN.match(sub) and len(parts) == 1 and not _ROMAN.match(parts[0]) and not (sub == "i" and parts[0] == "h"):
        return f"{current}({sub})"
    if _ROMAN.match(sub) and len(parts) == 2:
        return f"{_base(current)}({parts[0]})({sub})"
    return f"{_base(current)}({sub})"


def structure(parsed: ParsedDocument) -> ParsedDocument:
    stack: list[tuple[int, str, str | None]] = []  # (level, heading text, clause printed on the heading)
    clause: str | None = None  # the numbered paragraph in force, reset by headings
    counters: dict[int | None, int] = {}
    out: list[Block] = []
    for block in parsed.blocks:
        if block.kind is BlockKind.HEADING:
            while stack and stack[-1][0] >= block.level:
                stack.pop()
            stack.append((block.level, block.text, heading_clause(block.text)))
            clause = None
            out.append(replace(block, heading_path=tuple(h[1] for h in stack), clause=_from_headings(stack)))
            continue
        inherited = clause or _from_headings(stack)
        if block.kind in (BlockKind.PARAGRAPH, BlockKind.LIST_ITEM):
            own = paragraph_clause(block.text)
            if own is not None:
                clause = own
                inherited = own
            elif block.kind is BlockKind.LIST_ITEM and (sub := _sub_clause(inherited, block.label)) is not None:
                clause = sub
                inherited = sub
            elif clause is not None and block.kind is BlockKind.PARAGRAPH and "(" in clause:
                clause = _base(clause)  # text after a clause's lettered items belongs to the clause itself
                inherited = clause
            counters[block.page] = counters.get(block.page, 0) + 1
            block = replace(block, paragraph=counters[block.page])
        out.append(replace(block, heading_path=tuple(h[1] for h in stack), clause=inherited))
    return replace(parsed, blocks=tuple(out))


def _from_headings(stack: list[tuple[int, str, str | None]]) -> str | None:
    for _, _, number in reversed(stack):
        if number is not None:
            return number
    return None
