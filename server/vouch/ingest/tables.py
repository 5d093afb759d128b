"""Ruled tables: row bands from horizontal rules, columns from vertical rules or from the white gaps between
cell text. Works on PDF vector lines and on rules found in scanned images alike.

Many printed tables rule only rows (``LINEBELOW``) or only the outer frame, so vertical rules are optional:
columns then come from the x-projection of the cell text, where a gap wider than ~1.2 text heights that no
cell crosses separates two columns (right-aligned amounts and left-aligned labels both keep such gaps).
"""

from __future__ import annotations

import itertools
import json
import re
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

from vouch.ingest.confidence import doubtful_words
from vouch.ingest.layout import Rule, Span, group_lines
from vouch.ingest.parties import header_labels


@dataclass(frozen=True)
class Grid:
    x0: float
    x1: float
    ys: tuple[float, ...]  # row boundaries, top to bottom
    xs: tuple[float, ...]  # interior column boundaries from vertical rules; () when columns must be inferred

    @property
    def top(self) -> float:
        return self.ys[0]

    @property
    def bottom(self) -> float:
        return self.ys[-1]


@dataclass(frozen=True)
class FilledTable:
    grid: Grid
    cells: tuple[tuple[str, ...], ...]  # all rows, header included
    bold: tuple[bool, ...]  # per row: every cell with text is bold
    confidence: tuple[float | None, ...]  # per row: mean OCR confidence of its words
    used: frozenset[int]  # indexes of the spans that went into cells
    header: int | None = None  # header rows, when the table's finder knows them (else ``header_rows`` decides)
    doubts: tuple[tuple[str, ...], ...] = ()  # per row: OCR words read with too little confidence


def _merge(values: list[float], tol: float) -> list[float]:
    out: list[float] = []
    for value in sorted(values):
        if out and value - out[-1] <= tol:
            out[-1] = (out[-1] + value) / 2
        else:
            out.append(value)
    return out


def find_grids(rules: Sequence[Rule], max_row: float, tol: float = 3.0) -> list[Grid]:
    """Stacks of at least three horizontal rules with overlapping extents and row-sized spacing."""
    horizontal = sorted((r for r in rules if r.horizontal and r.x1 - r.x0 > 20), key=lambda r: r.y0)
    vertical = _joined([r for r in rules if not r.horizontal and r.y1 - r.y0 > 5], tol)
    stacks: list[list[Rule]] = []
    for rule in horizontal:
        for stack in stacks:
            last = stack[-1]
            overlap = min(last.x1, rule.x1) - max(last.x0, rule.x0)
            shorter = min(last.x1 - last.x0, rule.x1 - rule.x0)
            if overlap >= 0.8 * shorter and 0 <= rule.y0 - last.y0 <= max_row:
                stack.append(rule)
                break
        else:
            stacks.append([rule])
    grids: list[Grid] = []
    for stack in stacks:
        for part in _split_stack(_one_per_edge(stack, tol), vertical):
            ys = _merge([(r.y0 + r.y1) / 2 for r in part], tol)
            if len(ys) < 3:
                continue
            x0 = min(r.x0 for r in part)
            x1 = max(r.x1 for r in part)
            height = ys[-1] - ys[0]
            interior = [
                (r.x0 + r.x1) / 2
                for r in vertical
                if x0 + tol < (r.x0 + r.x1) / 2 < x1 - tol and min(r.y1, ys[-1]) - max(r.y0, ys[0]) >= 0.5 * height
            ]
            grids.append(Grid(x0=x0, x1=x1, ys=tuple(ys), xs=tuple(_merge(interior, tol))))
    return grids


def _joined(vertical: list[Rule], tol: float) -> list[Rule]:
    """Vertical rules drawn one cell at a time, end to end on one x, are one rule down the table (a grid of
    boxes, row by row): each piece alone spans a single row, too little to count as a column boundary."""
    out: list[Rule] = []
    for rule in sorted(vertical, key=lambda r: (round((r.x0 + r.x1) / 2 / tol), r.y0)):
        last = out[-1] if out else None
        if (
            last is not None
            and abs((last.x0 + last.x1) / 2 - (rule.x0 + rule.x1) / 2) <= tol
            and rule.y0 <= last.y1 + tol
        ):
            out[-1] = Rule(min(last.x0, rule.x0), last.y0, max(last.x1, rule.x1), max(last.y1, rule.y1))
        else:
            out.append(rule)
    return out


def _one_per_edge(stack: list[Rule], tol: float) -> list[Rule]:
    """Rules a hair apart are one edge: boxes drawn row by row give each shared edge twice (the bottom of one
    box, the top of the next, a fraction of a point apart). Counted twice, the sliver between them reads as a
    row and halves the usual row height, so the next real row looks like the gap between two tables."""
    out: list[Rule] = []
    for rule in stack:
        if out and rule.y0 - out[-1].y0 < tol:
            if rule.x1 - rule.x0 > out[-1].x1 - out[-1].x0:
                out[-1] = rule
            continue
        out.append(rule)
    return out


def _covered(y0: float, y1: float, vertical: Sequence[Rule]) -> bool:
    return any(r.y0 <= y0 + 2 and r.y1 >= y1 - 2 for r in vertical)


def _split_stack(stack: list[Rule], vertical: Sequence[Rule]) -> list[list[Rule]]:
    """Two tables one above the other share a stack of rules; they part where the spacing jumps (a page
    rule or a caption between them) or where vertical rules start or stop (a label list above a grid).

    Works on bands (the space between two consecutive rules): a run of bands alike is one table, bounded by
    the rules above and below each band, so the rule between two tables can close one and open the other.
    """
    if len(stack) < 3:
        return [stack]
    bands = list(itertools.pairwise(stack))
    usual = statistics.median(b.y0 - a.y0 for a, b in bands)
    parts: list[list[Rule]] = []
    previous: bool | None = None
    for above, below in bands:
        row = below.y0 - above.y0
        # Compare with the rows of the table being built (its own row height), else the whole stack's.
        mine = [b.y0 - a.y0 for a, b in itertools.pairwise(parts[-1])] if parts and previous is not None else []
        if row > 1.9 * (statistics.median(mine) if mine else usual):  # not a row: the gap between two tables
            previous = None
            continue
        covered = _covered(above.y1, below.y0, vertical)
        if previous is None or covered != previous:
            parts.append([above])
        parts[-1].append(below)
        previous = covered
    return parts


def _columns(spans: Sequence[Span], min_gap: float) -> list[float]:
    """Column boundaries where no cell text crosses a gap at least ``min_gap`` wide."""
    intervals = sorted((s.x0, s.x1) for s in spans)
    bounds: list[float] = []
    if not intervals:
        return bounds
    reach = intervals[0][1]
    for x0, x1 in intervals[1:]:
        if x0 - reach >= min_gap:
            bounds.append((reach + x0) / 2)
        reach = max(reach, x1)
    return bounds


def _fits_columns(line: Sequence[Span], body: Sequence[Span], ocr: bool) -> bool:
    """The unruled line above a table is its first row only when it breaks where the table's columns do: no
    run of its words (words closer than a column gap) crosses a gap between the columns of the rows below.
    A sentence set above the table ("Please list each item bought ...") runs across them."""
    text_h = statistics.median(s.y1 - s.y0 for s in body)
    bounds = _columns(body, 1.2 * text_h)
    if not bounds:
        return False
    words = sorted(line, key=lambda s: s.x0)
    runs: list[tuple[float, float]] = [(words[0].x0, words[0].x1)]
    for word in words[1:]:
        if word.x0 - runs[-1][1] > 1.2 * text_h:
            runs.append((word.x0, word.x1))
        else:
            runs[-1] = (runs[-1][0], max(runs[-1][1], word.x1))
    return len(runs) >= 2 and not any(x0 < b < x1 for x0, x1 in runs for b in bounds)


_STRAY = re.compile(r"^[-\u2013\u2014_~|;:,.'`\"]+(?=\w)|(?<=\w)[_~|;:,'`\"]+$")


def fill(grid: Grid, spans: Sequence[Span], ocr: bool) -> FilledTable | None:
    """Put spans into the grid's cells; adds the unruled first row that ``LINEBELOW`` tables leave above."""
    tol = 2.0
    inside = [
        i
        for i, s in enumerate(spans)
        if s.text.strip() and grid.x0 - tol <= s.cx <= grid.x1 + tol and grid.top - tol <= s.cy <= grid.bottom + tol
    ]
    ys = list(grid.ys)
    heights = [b - a for a, b in itertools.pairwise(ys)]
    row_h = statistics.median(heights)
    if not grid.xs:
        above = [
            i
            for i, s in enumerate(spans)
            if s.text.strip()
            and i not in inside
            and grid.top - row_h <= s.y0
            and s.y1 <= grid.top + tol
            and grid.x0 - tol <= s.x0
            and s.x1 <= grid.x1 + tol
        ]
        if len(above) >= 2 and inside and _fits_columns([spans[i] for i in above], [spans[i] for i in inside], ocr):
            ys.insert(0, grid.top - row_h)
            inside += above
    if not inside:
        return None
    text_h = statistics.median(spans[i].y1 - spans[i].y0 for i in inside)
    xs = list(grid.xs) or _columns([spans[i] for i in inside], 1.2 * text_h)
    columns = len(xs) + 1
    rows: list[list[list[Span]]] = [[[] for _ in range(columns)] for _ in range(len(ys) - 1)]
    for i in inside:
        span = spans[i]
        row = max(0, min(len(ys) - 2, sum(1 for y in ys[1:-1] if span.cy > y)))
        col = sum(1 for x in xs if span.cx > x)
        rows[row][col].append(span)
    cells: list[tuple[str, ...]] = []
    bold: list[bool] = []
    confidence: list[float | None] = []
    doubts: list[tuple[str, ...]] = []
    for row_spans in rows:
        if not any(row_spans):
            continue
        texts = []
        for cell in row_spans:
            text = " ".join(line.text for line in group_lines(cell, ocr))
            texts.append(_STRAY.sub("", text).strip() if ocr else text)
        cells.append(tuple(texts))
        words = [s for cell in row_spans for s in cell if any(c.isalnum() for c in s.text)]
        bold.append(bool(words) and all(s.bold for s in words))
        confs = [s.conf for cell in row_spans for s in cell if s.conf is not None]
        confidence.append(round(statistics.fmean(confs), 1) if confs else None)
        doubts.append(tuple(doubtful_words([s for cell in row_spans for s in cell])))
    if len(cells) < 2 or columns < 2:
        return None
    return FilledTable(grid, tuple(cells), tuple(bold), tuple(confidence), frozenset(inside), doubts=tuple(doubts))


_DATA = re.compile(r"\d")
_WORD = re.compile(r"[^\W\d_]+")
_LABEL_START = re.compile(r"^[^\W\d_]")


@cache
def column_heading_words() -> frozenset[str]:
    """The words that head a table's column (``data/column_headings.json``)."""
    raw = json.loads(resources.files("vouch.ingest").joinpath("data/column_headings.json").read_text(encoding="utf-8"))
    return frozenset(w.lower() for w in raw["column_heading_words"])


def label_value_table(rows: Sequence[Sequence[str]]) -> bool:
    """Every row, the first included, is a label and its value ("Named insured | Harlan Pruett", "Deductible |
    $1,000"): two cells with text, the first a label (it starts with a letter), and no cell of the first row a
    column heading word ("Item | Limit", "Code | Meaning" head their columns). Such a table has no header row,
    however its first row lacks the figures of the rows below: a name is a value too."""
    if len(rows) < 2:
        return False
    for row in rows:
        filled = [i for i, cell in enumerate(row) if cell.strip()]
        if filled != [0, 1] or not _LABEL_START.match(row[0].strip()):
            return False
    headings = column_heading_words()
    return not any(word.lower() in headings for cell in rows[0] for word in _WORD.findall(cell))


def label_value_first_row(rows: Sequence[Sequence[str]]) -> bool:
    """The first row of a two-column table names the customer or the policy and gives it ("Policyholder | Mrs
    Bethan Ouseley", "Policy number | HH-4471"): read together, the two cells are a header line's party or
    policy number, by the patterns and lists the parties are read by (``vouch.ingest.parties``,
    ``data/header_labels.json``). Such a row is the table's first row of data however it is set: bold, or
    marked as a header. Read as the header, the customer's name would label every other row's value ("For
    voluntary excess, the Mrs Bethan Ouseley is £0"); "Policyholder | Vehicle" names no one and heads columns."""
    if len(rows) < 2 or any(len([c for c in row if c.strip()]) > 2 for row in rows):
        return False
    first = [" ".join(c.split()) for c in rows[0]]
    if len(first) != 2 or not all(first) or header_labels().header_label.fullmatch(first[0]) is None:
        return False
    if header_labels().header_label.fullmatch(first[1]) or any(
        word.lower() in column_heading_words() for word in _WORD.findall(first[1])
    ):
        return False  # "Policyholder | Policy number", "Policyholder | Premium": two column labels
    line = f"{first[0]}: {first[1]}"
    labels = header_labels()
    if any(
        (found := pattern.match(line)) is not None and found.end() >= len(line.rstrip(" .")) - 1
        for pattern in (labels.party, labels.policy_number)
    ):
        return True
    # Names the party patterns leave out ("Gareth and Fiona Penhallow"): capitalised words joined by "and" or "&".
    words = first[1].split()
    return len(words) >= 2 and all(w[:1].isupper() or w.lower() in _NAME_JOINS for w in words)


_NAME_JOINS = frozenset({"and", "&"})


def header_rows(table: FilledTable) -> int:
    """1 if the first row labels the columns, else 0 (a label/value table)."""
    if label_value_first_row(table.cells):
        return 0
    if table.header is not None:
        return table.header
    first = table.cells[0]
    if table.bold[0] and not all(table.bold[1:]):
        return 1
    if any(table.bold):  # bold without a bold first row: a label column, not a header
        return 0
    first_has_data = sum(1 for c in first if _DATA.search(c))
    later_have_data = any(sum(1 for c in row if _DATA.search(c)) > first_has_data for row in table.cells[1:])
    return 1 if first_has_data == 0 and later_have_data and not label_value_table(table.cells) else 0
