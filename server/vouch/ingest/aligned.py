"""Unruled tables: rows and columns rebuilt from where the words sit (OCR word boxes or PDF text runs).

A table without rules still shows itself: several consecutive lines break into the same two or more runs of
words at wide gaps, and the runs line up down the page (left edges for labels, right edges for amounts).
From such a run of lines this rebuilds:

- columns: the x-extents of the runs, merged where they overlap down the table, so a right-aligned money
  column (ragged left edges, one right edge) is one column;
- rows: each line with two or more runs is a row; a line with one run inside the table is the next line of a
  cell (a label that wraps), and joins the row it sits closest to;
- the header: the leading lines whose cells hold no figures while the rows below do (or, in a text PDF, a
  bold first line); several such lines are one header that wraps.

What is not a table: prose in two page columns (its runs are long), a list whose first "column" is only
labels ("(a)", "1."), and fewer than three lines. Those stay text.
"""

from __future__ import annotations

import itertools
import re
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from vouch.ingest.confidence import doubtful_words, is_amount
from vouch.ingest.layout import Line, Span, group_lines
from vouch.ingest.shapes import CLAUSE_START
from vouch.ingest.tables import FilledTable, Grid, label_value_first_row, label_value_table

MIN_LINES = 3  # header + 2 rows, or 3 rows
MIN_CODE_LINES = 2  # a list of codes, each with its title ("QE4  Multi-factor ..."), is a table from two lines
GAP_HEIGHTS = 1.8  # a gap this many text heights wide separates two cells
MAX_CELL_CHARS = 48  # median cell length above this is prose set in columns, not a table
CONTINUATION_GAP = 1.2  # a one-run line this close (in text heights) to a row continues one of its cells
ROW_GAP = 3.0  # a vertical gap this many text heights ends the table
SHORT_CELL_WORDS = 3  # a table has at least one column of short data (amounts, dates, yes/no, codes)
TITLE_SIZE = 1.3  # a line this much taller than the table's lines is a title set above it, not a row
PROSE_LINE_WORDS = 8  # a column whose lines run to this many words on median is running text
BRIDGE_SHARE = 0.25  # a gap inside a merged column that at most this share of the lines cross is a column gap
MIN_BRIDGE_ROWS = 4  # fewer lines than this cannot tell a bridged gap from a cell that is wider
_FIGURE = re.compile(r"\d")
_RULE = re.compile(r"^[-=_\u2013\u2014.\s]*$")  # a ruled line typed with dashes (or an empty cell)
_SENTENCE = re.compile(r"\w{2,}\s+\S+\s+\S+.*[a-z][.!?]$")
# A code in a list of codes: capitals and figures (and the spaces, stops, slashes and hyphens between them),
# with at least one of each: "WE11", "CH-GL 21 47 04 26", "END/4", and a form's edition date in brackets after
# it, "CE 20 07 (04-25)". Words and lone numbers are not codes.
_CODE = re.compile(r"^(?=[^a-z]*[A-Z])(?=[^a-z]*\d)[A-Z0-9][A-Z0-9 ./-]{1,22}(?:\s*\(\d{1,2}[-/]\d{2,4}\))?$")
_LIST_LABEL = re.compile(r"^(\(?[a-z]{1,3}\)|\([ivxl]{1,6}\)|\(?\d{1,3}[.)]|[\u2022\u25aa\u25e6\-\u2013*])$")


@dataclass
class _Run:
    spans: list[Span]

    @property
    def x0(self) -> float:
        return min(s.x0 for s in self.spans)

    @property
    def x1(self) -> float:
        return max(s.x1 for s in self.spans)


@dataclass
class _Row:
    line: Line
    runs: list[_Run]

    @property
    def height(self) -> float:
        return max(self.line.y1 - self.line.y0, 1.0)

    @property
    def type_size(self) -> float:
        """The median word height: unlike the line's extent, not stretched by a slight residual skew."""
        return max(statistics.median(s.y1 - s.y0 for s in self.line.spans), 1.0)


def _runs(line: Line) -> list[_Run]:
    height = max(statistics.median(s.y1 - s.y0 for s in line.spans), 1.0)
    runs: list[_Run] = [_Run([line.spans[0]])]
    for span in line.spans[1:]:
        if span.x0 - runs[-1].spans[-1].x1 > GAP_HEIGHTS * height:
            runs.append(_Run([span]))
        else:
            runs[-1].spans.append(span)
    return runs


def _text(spans: Sequence[Span], ocr: bool) -> str:
    return " ".join(line.text for line in group_lines(spans, ocr)).strip()


def _columns(rows: Sequence[_Row], ocr: bool = True) -> list[tuple[float, float]]:
    """Column extents: the runs of multi-run lines, merged where their x-extents overlap. Lines with figures
    decide when there are enough of them: a header label can run across two columns ("Annual rent
    Quarterly instalment" set close together) where the amounts below it never do."""
    multi = [r for r in rows if len(r.runs) >= 2]
    with_figures = [r for r in multi if any(_FIGURE.search(_text(run.spans, False)) for run in r.runs)]
    basis = with_figures if len(with_figures) >= MIN_LINES - 1 else multi
    intervals = sorted((run.x0, run.x1) for row in basis for run in row.runs)
    columns: list[tuple[float, float]] = []
    for x0, x1 in intervals:
        if columns and x0 <= columns[-1][1]:
            columns[-1] = (columns[-1][0], max(columns[-1][1], x1))
        else:
            columns.append((x0, x1))
    bridged = [
        cut
        for column in columns
        for piece in _split_at_bridges(column, basis)
        for part in _split_after_amounts(piece, basis)
        for cut in (_split_at_aligned_gap(part, basis) if not ocr else [part])
    ]
    if not ocr:  # a text PDF places every word exactly: its cells keep their gaps, and prose aligns by chance
        return bridged
    return [part for column in bridged for part in _split_at_left_edges(column, basis)]


def _split_after_amounts(column: tuple[float, float], rows: Sequence[_Row]) -> list[tuple[float, float]]:
    """A right-aligned amount column set close before a left-aligned text column ("$260,000 Unreinforced
    masonry", "£350 Brick garage"): the gap between them is narrower than a cell gap, so each line's amount
    and text are one run and the two columns one. Where, in every line that fills the column (three at
    least), an amount ends at one right edge and the next words start at one left edge, with no word across
    the space between, that space is a column boundary."""
    lo, hi = column
    ends: list[float] = []
    starts: list[float] = []
    filled = 0
    words: list[Span] = []
    for row in rows:
        mine = sorted((s for run in row.runs for s in run.spans if lo <= (s.x0 + s.x1) / 2 <= hi), key=lambda s: s.x0)
        if not mine:
            continue
        filled += 1
        words += mine
        pair = next(
            (
                (a, b)
                for a, b in itertools.pairwise(mine)
                if is_amount(a.text.strip()) and not is_amount(b.text.strip())
            ),
            None,
        )
        if pair is not None:
            ends.append(pair[0].x1)
            starts.append(pair[1].x0)
    if filled < MIN_LINES or len(ends) < filled:
        return [column]
    tol = 0.25 * statistics.median(s.y1 - s.y0 for s in words)
    edge, start = max(ends), min(starts)
    if edge - min(ends) > tol or max(starts) - start > tol or start <= edge:
        return [column]
    if any(s.x0 < edge - tol and s.x1 > start + tol for s in words):
        return [column]
    return [(lo, edge), (start, hi)]


ALIGNED_GAP_HEIGHTS = 1.0  # a space this many word heights wide is wider than any word space, a cell gap's start


def _split_at_aligned_gap(column: tuple[float, float], rows: Sequence[_Row]) -> list[tuple[float, float]]:
    """Two columns set closer than a cell gap, each line's two cells then one run ("£45,000 £250", a sum insured
    right-aligned beside its excess; "as wording £100"): where, in every line with two or more words in the
    column (three at least), a word ends at one right edge and the next starts at one left edge, the space
    between wider than any word space, and no word of any line crosses it, that space is a column boundary.
    Both edges must hold in every line: wrapped prose never keeps a word end and a word start aligned down a
    column, and words of one cell are a word space apart. Text PDFs only: OCR reads a right-aligned amount's
    stop as a space ("6,150 00"), and its pence then line up down the column like a cell of their own."""
    lo, hi = column
    lines = [
        sorted((s for run in row.runs for s in run.spans if lo <= (s.x0 + s.x1) / 2 <= hi), key=lambda s: s.x0)
        for row in rows
    ]
    words = [s for line in lines for s in line]
    paired = [line for line in lines if len(line) >= 2]
    if len(paired) < MIN_LINES:
        return [column]
    tol = 0.25 * statistics.median(s.y1 - s.y0 for s in words)
    least = ALIGNED_GAP_HEIGHTS * statistics.median(s.y1 - s.y0 for s in words)
    for a, b in itertools.pairwise(paired[0]):
        edge, start = a.x1, b.x0
        if start - edge < least:
            continue
        parted = all(
            any(abs(x.x1 - edge) <= tol and abs(y.x0 - start) <= tol for x, y in itertools.pairwise(line))
            for line in paired
        )
        crossed = any(s.x0 < x - tol and s.x1 > x + tol for s in words for x in (edge, start))
        if parted and not crossed:
            return [
                (lo, max(s.x1 for s in words if s.x1 <= edge + tol)),
                (min(s.x0 for s in words if s.x0 >= start - tol), hi),
            ]
    return [column]


def _split_at_left_edges(column: tuple[float, float], rows: Sequence[_Row]) -> list[tuple[float, float]]:
    """A column made of two left-aligned ones on a scan: in some lines the second cell starts a run of its own
    at one left edge, in the others OCR's word boxes (or a dropped word) left it too close to the first cell to
    part from it, but no word of any line crosses that edge. Such an edge, shared by at least two lines' runs,
    is a column boundary. Not for text PDFs, whose words of wrapped prose can share a left edge by chance
    (bench/ingest_blind4's clause "4.2 We will not pay ..." was cut after "We will")."""
    lo, hi = column
    words = [s for r in rows for run in r.runs for s in run.spans if lo <= (s.x0 + s.x1) / 2 <= hi]
    if len(rows) < MIN_BRIDGE_ROWS or not words:
        return [column]
    tol = 0.5 * statistics.median(s.y1 - s.y0 for s in words)
    starts = sorted(run.x0 for r in rows for run in r.runs if lo + tol < run.x0 <= hi)
    edges: list[float] = []
    for x in starts:
        shared = sum(1 for y in starts if abs(y - x) <= tol)
        crossed = any(s.x0 < x - tol and s.x1 > x + tol for s in words)
        if shared >= 2 and not crossed and not (edges and x - edges[-1] <= tol):
            edges.append(x)
    parts: list[tuple[float, float]] = []
    start = lo
    for x in edges:
        left = [s.x1 for s in words if s.x1 <= x + tol and s.x0 >= start - tol]
        if not left:
            continue
        parts.append((start, max(left)))
        start = min(s.x0 for s in words if s.x0 >= x - tol)
    parts.append((start, hi))
    return parts


def _split_at_bridges(column: tuple[float, float], rows: Sequence[_Row]) -> list[tuple[float, float]]:
    """A column made of two that a few lines bridge: where two cells of one line sat closer than the cell gap
    (a long name running up to the next column, or OCR dropping a word between them), that line's run
    crosses the gap that every other line keeps, and merging by overlap would make one column of two. The
    column parts where at most BRIDGE_SHARE of the lines have ink, between two parts that more lines fill,
    are such a gap; the bridging run's words are then placed word by word (``_placed``)."""
    if len(rows) < MIN_BRIDGE_ROWS:
        return [column]
    lo, hi = column
    edges = sorted({lo, hi, *(x for r in rows for run in r.runs for x in (run.x0, run.x1) if lo < x < hi)})
    cover = [
        sum(1 for r in rows if any(run.x0 <= a and run.x1 >= b for run in r.runs)) for a, b in itertools.pairwise(edges)
    ]
    few = max(1, int(BRIDGE_SHARE * len(rows)))
    full = [c > few for c in cover]
    parts: list[tuple[float, float]] = []
    start: float | None = None
    for i, a in enumerate(edges[:-1]):
        bridged = not full[i] and any(full[:i]) and any(full[i + 1 :])
        if bridged:
            if start is not None:
                parts.append((start, a))
                start = None
        elif start is None:
            start = a
    if start is not None:
        parts.append((start, hi))
    return parts


def _nearest(x0: float, x1: float, columns: Sequence[tuple[float, float]]) -> int:
    def distance(c: tuple[float, float]) -> float:
        overlap = min(c[1], x1) - max(c[0], x0)
        return -overlap if overlap > 0 else min(abs(c[0] - x1), abs(x0 - c[1]))

    return min(range(len(columns)), key=lambda i: distance(columns[i]))


def _column_of(run: _Run, columns: Sequence[tuple[float, float]]) -> int:
    return _nearest(run.x0, run.x1, columns)


def _placed(run: _Run, columns: Sequence[tuple[float, float]]) -> dict[int, list[Span]]:
    """A run's words by column: whole when it sits in one column, word by word when it spans several."""
    touched = [i for i, c in enumerate(columns) if min(c[1], run.x1) - max(c[0], run.x0) > 0]
    if len(touched) <= 1:
        return {_column_of(run, columns): list(run.spans)}
    out: dict[int, list[Span]] = {}
    previous: int | None = None
    for span in run.spans:
        inside = any(min(c[1], span.x1) - max(c[0], span.x0) > 0 for c in columns)
        # A word in the gap between two columns goes on with the word before it (one cell running long).
        column = _nearest(span.x0, span.x1, columns) if inside or previous is None else previous
        out.setdefault(column, []).append(span)
        previous = column
    return out


def _candidates(lines: Sequence[Line], ocr: bool) -> list[list[_Row]]:
    """Stretches of consecutive lines that may be one table: multi-run lines, with the one-run lines close
    between them, ended by a wide vertical gap."""
    stretches: list[list[_Row]] = []
    current: list[_Row] = []
    for line in sorted(lines, key=lambda ln: ln.y0):
        row = _Row(line, _runs(line))
        if current and _RULE.match(line.text):
            current.append(row)  # a line of dashes inside the table: a separator, not a row
            continue
        if current:
            above = current[-1]
            prev = next((r for r in reversed(current) if not _RULE.match(r.line.text)), above)
            gap = line.y0 - above.line.y1
            # A line of dashes is low: the text line beside it measures the gap.
            unit = row.height if _RULE.match(prev.line.text) else prev.height if _RULE.match(line.text) else None
            unit = unit or min(prev.height, row.height)
            if gap > ROW_GAP * unit or (len(row.runs) < 2 and gap > CONTINUATION_GAP * row.height):
                stretches.append(current)
                current = []
        if len(row.runs) >= 2 or current:
            current.append(row)
    if current:
        stretches.append(current)
    out: list[list[_Row]] = []
    for stretch in stretches:
        # Trailing one-run lines are text after the table, unless one sits under a later column than the
        # first (the last row's cell wrapping: "Unreinforced masonry," / "retrofitted 2019"): text after a
        # table starts at its left edge.
        seconds = [r.runs[1].x0 for r in stretch if len(r.runs) >= 2]
        while stretch and len(stretch[-1].runs) < 2:
            last = stretch[-1]
            if seconds and last.runs and last.runs[0].x0 >= min(seconds) - last.height:
                break
            stretch = stretch[:-1]
        if stretch:
            # A table is set in one type size: a larger line at its top is a title or letterhead above it.
            usual = statistics.median(r.type_size for r in stretch)
            while stretch and stretch[0].type_size > TITLE_SIZE * usual:
                stretch = stretch[1:]
        multi = sum(1 for r in stretch if len(r.runs) >= 2)
        if multi >= MIN_LINES or (multi >= MIN_CODE_LINES and _titled_codes(stretch, ocr)) or _priced(stretch, ocr):
            out.append(stretch)
    return out


def _headed(rows: Sequence[_Row]) -> Sequence[_Row]:
    """The rows under a bold first line set over plain ones (a header, "Wording | Variation"), else all."""
    if len(rows) > MIN_CODE_LINES and rows[0].line.bold and not any(r.line.bold for r in rows[1:]):
        return rows[1:]
    return rows


MAX_PRICED_LINES = 2
# A sum of money as a value's first word: a currency sign, or thousands or pence set off ("£412.36", "1,147.20").
_MONEY = re.compile(r"^\(?(?:[£$€]\s?\d[\d,]*(?:\.\d{1,2})?|\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d+\.\d{2})\)?$")


def _priced(rows: Sequence[_Row], ocr: bool) -> bool:
    """A line or two standing alone, each a label and, past a cell gap, a sum of money ("Annual premium including
    Insurance Premium Tax        £412.36"): a schedule's one-row table of a label and its value, read as a row
    ("Premium, row 1: Annual premium ...: £412.36"), not as two paragraphs that part the sum from what it is."""
    if not 1 <= len(rows) <= MAX_PRICED_LINES or any(len(r.runs) != 2 for r in rows):
        return False
    for row in rows:
        label, value = (_text(run.spans, ocr) for run in row.runs)
        if not re.search(r"[a-z]", label) or not label[:1].isupper() or not _MONEY.match(value.split()[0]):
            return False
    return True


def _headed_lines(rows: Sequence[_Row]) -> bool:
    """A bold first line of short labels over plain lines, every line two runs: a header over rows of one line."""
    header = rows[0]
    return (
        len(rows) >= MIN_LINES
        and header.line.bold
        and not any(r.line.bold for r in rows[1:])
        and all(len(r.runs) == 2 for r in rows)
        and all(len(_text(run.spans, False).split()) <= SHORT_CELL_WORDS for run in header.runs)
    )


def _titled_codes(rows: Sequence[_Row], ocr: bool) -> bool:
    """Every line a code and its title, two runs: "QE4 | Multi-factor authentication ...", "AB-12 03 24 | Policy
    Conditions", under a bold header line if there is one. The title has small letters: a line of capitals
    ("CLAIM AB-26-1 | POLICY XY-9") is a header."""
    for row in _headed(rows):
        if len(row.runs) != 2:
            return False
        code, title = (_text(run.spans, ocr) for run in row.runs)
        if not _CODE.match(code) or CLAUSE_START.match(f"{code} ") or not re.search(r"[a-z]", title):
            return False
    return True


def _code_list(rows: Sequence[_Row], columns: Sequence[tuple[float, float]], ocr: bool) -> bool:
    """A list of codes, each with its line of text ("WE7    Spare parts limit ...", "AB-12 03 24    Coverage
    Form"): two columns, every row one line, and every first cell a code (capitals and figures, never a clause
    number or a word). Its rows are a table's, though the text beside each code is a sentence; a label whose
    text wraps onto more lines is a clause or term hung in a margin, and stays text."""
    if len(columns) != 2 or len(rows) < MIN_CODE_LINES or any(len(r.runs) != 2 for r in rows):
        return False
    if len(rows) < MIN_LINES and not _titled_codes(rows, ocr):
        return False
    codes = [_text(r.runs[0].spans, ocr) for r in _headed(rows)]
    return all(_CODE.match(c) and not CLAUSE_START.match(f"{c} ") for c in codes) and len(set(codes)) == len(codes)


def _is_table(rows: Sequence[_Row], columns: Sequence[tuple[float, float]], ocr: bool) -> bool:
    multi = [r for r in rows if len(r.runs) >= 2]
    if len(columns) < 2:
        return False
    if _code_list(rows, columns, ocr):
        return all(_consistent(r, columns) for r in rows)
    # Each line's runs fall in different columns (prose wrapped in page columns would too, so see lengths).
    distinct = sum(1 for r in multi if _consistent(r, columns))
    if distinct < 0.8 * len(multi):
        return False
    texts = [_text(run.spans, ocr) for r in multi for run in r.runs]
    if statistics.median(len(t) for t in texts) > MAX_CELL_CHARS:
        return False
    # Prose set in page columns: its "cells" are sentences, and no column is short data.
    if sum(1 for t in texts if _SENTENCE.search(t)) >= 0.5 * len(texts):
        return False
    by_column: dict[int, list[int]] = {}
    for r in multi:
        for run in r.runs:
            by_column.setdefault(_column_of(run, columns), []).append(len(_text(run.spans, ocr).split()))
    # Clauses or definitions with their number or term hung in a margin ("1.6 | Trace and access. If water
    # ...", "Buildings | The structure of your home ..."): a column of labels beside a column of running lines,
    # with no amount anywhere, is text, not a table.
    # A label | value list under a bold header line ("Detail | Entry", then "Trade | Hairdressing and beauty
    # salon with retail sales ..."), each value on its one line, is a table however long its values run: a
    # term hung in a margin has no header over it, and its meaning wraps.
    amounts = any(is_amount(_text(run.spans, ocr)) for r in multi for run in r.runs if _column_of(run, columns) > 0)
    if (
        len(columns) == 2
        and not amounts
        and statistics.median(by_column.get(1, [0])) >= PROSE_LINE_WORDS
        and not _headed_lines(rows)
    ):
        return False
    if not any(statistics.median(words) <= SHORT_CELL_WORDS for words in by_column.values()):
        return False
    first = [_text(r.runs[0].spans, ocr) for r in multi if _column_of(r.runs[0], columns) == 0]
    return not (first and all(_LIST_LABEL.match(t) for t in first))


def _consistent(row: _Row, columns: Sequence[tuple[float, float]]) -> bool:
    """No column gets words from two of the line's runs."""
    seen: set[int] = set()
    for run in row.runs:
        placed = set(_placed(run, columns))
        if placed & seen:
            return False
        seen |= placed
    return True


def find_aligned_tables(spans: Sequence[Span], ocr: bool) -> list[FilledTable]:
    """Unruled tables among ``spans``; ``FilledTable.used`` holds indexes into ``spans``."""
    index = {id(s): i for i, s in enumerate(spans)}
    lines = group_lines([s for s in spans if s.text.strip()], ocr)
    tables: list[FilledTable] = []
    for stretch in _candidates(lines, ocr):
        columns = _columns(stretch, ocr)
        if not _is_table(stretch, columns, ocr):
            continue
        table = _fill(stretch, columns, ocr, index)
        if table is not None:
            tables.append(table)
    return tables


# The end of a cell's text that cannot end a cell: a comma, an open bracket, a hyphen or dash, a slash or
# ampersand, or a joining word ("and", "of", "the").
_UNFINISHED = re.compile(
    r"(?:[,(\-\u2013\u2014/&]|\b(?:and|or|of|the|a|an|to|for|with|in|on|at|by|from|per|incl\.?))$", re.IGNORECASE
)


def _unfinished(text: str) -> bool:
    return bool(text.strip()) and _UNFINISHED.search(text.strip()) is not None


def _runs_across(row: _Row, columns: Sequence[tuple[float, float]]) -> bool:
    """A one-run line that starts in the first column and runs on into the next is a row whose cells sat closer
    than a cell gap ("Correspondence address 7 Lanyon Close, ...": a long label up against its value), not a
    wrapped line of one cell: its words are placed in their columns one by one."""
    run = row.runs[0]
    first = run.spans[0]
    return len(row.runs) == 1 and _nearest(first.x0, first.x1, columns) == 0 and len(_placed(run, columns)) >= 2


def _fill(
    rows: Sequence[_Row], columns: Sequence[tuple[float, float]], ocr: bool, index: dict[int, int]
) -> FilledTable | None:
    width = len(columns)
    cells: list[list[list[Span]]] = []  # per table row, per column, its spans
    anchors: list[_Row] = []
    pending: list[tuple[_Row, int]] = []  # one-run lines waiting for the row below (nearest wins)
    separators: list[int] = []  # how many table rows stand above each line of dashes
    for row in rows:
        if _RULE.match(row.line.text):
            separators.append(len(cells))
            continue
        if len(row.runs) >= 2 or _runs_across(row, columns):
            grid_row: list[list[Span]] = [[] for _ in range(width)]
            for run in row.runs:
                for column, words in _placed(run, columns).items():
                    grid_row[column].extend(words)
            for waiting, column in pending:
                above = anchors[-1] if anchors else None
                gap_above = waiting.line.y0 - above.line.y1 if above else float("inf")
                gap_below = row.line.y0 - waiting.line.y1
                # A cell left unfinished above ("Exclusive hire, Saturday 19/09/2026,") is what a wrapped line
                # continues, however the scan spaced it; otherwise the nearest row wins.
                unfinished = bool(cells) and _unfinished(_text(cells[-1][column], ocr))
                target = grid_row if gap_below < gap_above and not unfinished else cells[-1]
                target[column].extend(waiting.runs[0].spans)
            pending = []
            cells.append(grid_row)
            anchors.append(row)
        else:
            pending.append((row, _column_of(row.runs[0], columns)))
    for waiting, column in pending:  # after the last row: it continues the last row
        cells[-1][column].extend(waiting.runs[0].spans)
    texts = [[_text(cell, ocr) for cell in row] for row in cells]
    used = frozenset(index[id(s)] for row in rows for s in row.line.spans)  # the lines of dashes too
    # A line of dashes under the first lines closes the header.
    header_by_rule = separators[0] if separators and 0 < separators[0] <= 3 else None
    if header_by_rule is not None:
        header = header_by_rule
    else:
        header = _header_count(texts, [all(s.bold for c in row for s in c if s.text.strip()) for row in cells])
    if header > 1:  # a header that wraps over several lines is one header row
        merged = [" ".join(t for t in column if t) for column in zip(*texts[:header], strict=True)]
        texts = [merged, *texts[header:]]
        joined = [[s for row in cells[:header] for s in row[c]] for c in range(width)]
        cells = [joined, *cells[header:]]
        header = 1
    if len(texts) - header < 1:
        return None
    confidence: list[float | None] = []
    doubts: list[tuple[str, ...]] = []
    bold: list[bool] = []
    for table_row in cells:
        confs = [s.conf for cell in table_row for s in cell if s.conf is not None]
        confidence.append(round(statistics.fmean(confs), 1) if confs else None)
        doubts.append(tuple(doubtful_words([s for cell in table_row for s in cell])))
        words = [s for cell in table_row for s in cell if any(ch.isalnum() for ch in s.text)]
        bold.append(bool(words) and all(s.bold for s in words))
    top = min(r.line.y0 for r in rows)
    bottom = max(r.line.y1 for r in rows)
    grid = Grid(x0=columns[0][0], x1=columns[-1][1], ys=(top, bottom), xs=())
    return FilledTable(
        grid,
        tuple(tuple(row) for row in texts),
        tuple(bold),
        tuple(confidence),
        used,
        header=header,
        doubts=tuple(doubts),
    )


def _header_count(texts: Sequence[Sequence[str]], bold: Sequence[bool]) -> int:
    """Leading lines without figures above lines with them; or one bold first line over plain ones, unless it
    is a policy's or customer's detail and its value ("Policyholder | Mrs X", ``tables.label_value_first_row``)."""
    if label_value_first_row(texts):
        return 0
    if bold and bold[0] and not all(bold[1:]):
        return 1
    figures = [any(_FIGURE.search(cell) for cell in row) for row in texts]
    if not any(figures):
        return 0
    count = 0
    for has in figures:
        if has:
            break
        count += 1
    # Figures must dominate what follows, or the "header" is just the first label/value row.
    rest = figures[count:]
    if count == 1 and label_value_table(texts):  # "Named insured | Harlan Pruett" is the first row of data
        return 0
    if count and sum(rest) >= 0.6 * len(rest) and count <= 3:
        return count
    return 0
