"""Page layout: positioned text runs (PDF text objects or OCR words) to lines, columns and paragraphs.

One engine for text PDFs and OCR'd pages, so a scanned page gets the same headings, lists and tables as a
born-digital one. Coordinates are PDF points measured from the top-left of the page.
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Sequence
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Span:
    """A run of text in one style on one line: a PDF text object, or one OCR word."""

    x0: float
    y0: float
    x1: float
    y1: float
    text: str
    size: float  # font size in points (OCR: word box height in points)
    bold: bool = False
    conf: float | None = None  # OCR word confidence 0-100

    @property
    def cx(self) -> float:
        return (self.x0 + self.x1) / 2

    @property
    def cy(self) -> float:
        return (self.y0 + self.y1) / 2


@dataclass(frozen=True)
class Rule:
    """A ruled line (or the edge of a rectangle): horizontal when wider than tall."""

    x0: float
    y0: float
    x1: float
    y1: float

    @property
    def horizontal(self) -> bool:
        return (self.x1 - self.x0) >= (self.y1 - self.y0)


@dataclass(frozen=True)
class PageLayout:
    number: int  # 1-based
    width: float
    height: float
    spans: tuple[Span, ...]
    rules: tuple[Rule, ...] = ()
    ocr: bool = False


@dataclass
class Line:
    spans: list[Span]
    x0: float = 0.0
    y0: float = 0.0
    x1: float = 0.0
    y1: float = 0.0
    text: str = ""
    size: float = 0.0
    bold: bool = False
    conf: list[float] = field(default_factory=list)
    column: tuple[int, int] | None = None  # (band, side) on a page in columns; None: full width
    column_right: float = 0.0  # the right edge of the text column the line sits in (0: the page's)

    def finish(self, ocr: bool) -> Line:
        self.spans.sort(key=lambda s: s.x0)
        self.x0 = min(s.x0 for s in self.spans)
        self.x1 = max(s.x1 for s in self.spans)
        self.y0 = min(s.y0 for s in self.spans)
        self.y1 = max(s.y1 for s in self.spans)
        self.text = join_spans(self.spans, ocr)
        weights = [(s.size, len(s.text.strip())) for s in self.spans if s.text.strip()]
        total = sum(w for _, w in weights) or 1
        self.size = sum(size * w for size, w in weights) / total
        letters = [s for s in self.spans if any(c.isalnum() for c in s.text)]
        self.bold = bool(letters) and all(s.bold for s in letters)
        self.conf = [s.conf for s in self.spans if s.conf is not None]
        return self


_LIGATURES = str.maketrans({"ﬀ": "ff", "ﬁ": "fi", "ﬂ": "fl", "ﬃ": "ffi", "ﬄ": "ffl", "\u00ad": "", "\x02": "-"})


def clean(text: str) -> str:
    return text.translate(_LIGATURES).replace("\u00a0", " ")


_OPENING = ("(", "[", "\u201c", "\u2018")
_CLOSING = frozenset(")],.;:\u201d\u2019")
_TIGHT_GAP = 0.3  # em: a word space beside a bracket or a closing mark


def join_spans(spans: Sequence[Span], ocr: bool) -> str:
    """Spans left to right, with a space where the gap between them is wider than a narrow glyph."""
    out = ""
    prev: Span | None = None
    for span in spans:
        text = clean(span.text)
        if prev is not None:
            gap = span.x0 - prev.x1
            wrapped = span.y0 >= prev.y1 - 0.2 * max(span.size, 1)  # the next line of a cell
            # No space inside brackets or before closing marks unless the gap is clearly a word space: an italic
            # word after "(" starts a hair later ("Holiday home (vivienda)", not "( vivienda").
            tight = out.endswith(_OPENING) or text.lstrip()[:1] in _CLOSING
            spaced = ocr or wrapped or gap > (_TIGHT_GAP if tight else 0.15) * max(span.size, 1)
            if spaced and not out.endswith(" ") and not text.startswith(" "):
                out += " "
        out += text
        prev = span
    return re.sub(r"\s+", " ", out).strip()


def group_lines(spans: Sequence[Span], ocr: bool = False) -> list[Line]:
    """Spans whose vertical extents overlap by half the smaller height share a line."""
    lines: list[Line] = []
    for span in sorted(spans, key=lambda s: (s.cy, s.x0)):
        if not span.text.strip():
            continue
        placed = False
        for line in reversed(lines[-4:]):
            top = max(line.y0, span.y0)
            bottom = min(line.y1, span.y1)
            smaller = min(line.y1 - line.y0, span.y1 - span.y0) or 1
            if bottom - top >= 0.5 * smaller:
                line.spans.append(span)
                line.y0 = min(line.y0, span.y0)
                line.y1 = max(line.y1, span.y1)
                placed = True
                break
        if not placed:
            lines.append(Line(spans=[span], y0=span.y0, y1=span.y1))
    return [line.finish(ocr) for line in lines]


def split_wide_gaps(line: Line, ocr: bool) -> list[Line]:
    """A line whose spans sit far apart (columns, label/value pairs) becomes one line per run of spans."""
    parts: list[list[Span]] = [[line.spans[0]]]
    for index, span in enumerate(line.spans[1:], start=1):
        prev = parts[-1][-1]
        if span.x0 - prev.x1 > 2.5 * max(min(span.size, prev.size), 1) and not _hanging_term(
            parts[-1], line.spans[index:]
        ):
            parts.append([span])
        else:
            parts[-1].append(span)
    if len(parts) == 1:
        return [line]
    return [Line(spans=p).finish(ocr) for p in parts]


HANGING_MEANING_WORDS = 4  # the plain text beside a bold term runs on: a value beside a label is a word or two


def _hanging_term(left: Sequence[Span], right: Sequence[Span]) -> bool:
    """A bold term set in a column of its own with its meaning beside it on the same baseline, as a
    definitions list hangs its terms ("Agreed Value    The value of your vehicle agreed ..."): one line, not
    two. A value beside a label ("Policy number    WCM-4471806") is a few words and stays apart."""
    words = [s for s in left if s.text.strip()]
    after = [s for s in right if s.text.strip()]
    return (
        bool(words)
        and all(s.bold for s in words)
        and bool(after)
        and not after[0].bold
        and len(" ".join(s.text for s in after).split()) >= HANGING_MEANING_WORDS
    )


# A gutter is a vertical channel at least this wide (points) that no word of a band of rows crosses.
GUTTER_HALF_WIDTH = 4.0
# A band is read as two columns only when each side has at least this many rows and its rows fill, on median,
# this share of their column: running text does; a list of short labels beside their values does not.
COLUMN_MIN_ROWS = 3
COLUMN_FILL = 0.5
# ... and each column is at least this share of the page wide: a column of amounts beside labels is a table.
COLUMN_MIN_WIDTH = 0.25
# Rows read as two columns on the whole page before a gutter is believed at all.
GUTTER_MIN_ROWS = 6
# A second gutter (three columns) is believed when it keeps this share of the rows the first put in bands.
THIRD_COLUMN_SHARE = 0.8


@dataclass(frozen=True)
class Columns:
    """A page's text columns: the gutters' x (left to right; one for two columns, two for three) and the bands of
    the page (y ranges) that they split.

    Outside the bands (a title, a full-width paragraph or table) the page reads as one column; a full-width
    line closes the band above it, so one page can change between one and several columns as often as it likes.
    """

    gutters: tuple[float, ...]
    bands: tuple[tuple[float, float], ...]

    def band_of(self, y0: float, y1: float) -> int | None:
        mid = (y0 + y1) / 2
        for index, (top, bottom) in enumerate(self.bands):
            if top - 0.5 <= mid <= bottom + 0.5:
                return index
        return None

    def side_of(self, x: float) -> int:
        """The column (0 = leftmost) that an x falls in."""
        return sum(1 for gutter in self.gutters if x >= gutter)


def _row_sides(row: Line, gutters: Sequence[float]) -> list[tuple[float, float] | None] | None:
    """The extent of a row's words in each column the gutters make, or None when a word crosses a gutter."""
    sides: list[tuple[float, float] | None] = [None] * (len(gutters) + 1)
    for s in row.spans:
        if any(s.x0 < x + GUTTER_HALF_WIDTH and s.x1 > x - GUTTER_HALF_WIDTH for x in gutters):
            return None
        side = sum(1 for x in gutters if s.x1 > x)
        old = sides[side]
        sides[side] = (s.x0, s.x1) if old is None else (min(old[0], s.x0), max(old[1], s.x1))
    return sides


def _filled(extents: Sequence[tuple[float, float]], start: float, end: float) -> bool:
    width = end - start
    return width > 0 and statistics.median(e[1] - e[0] for e in extents) >= COLUMN_FILL * width


def _bands_at(rows: Sequence[Line], gutters: Sequence[float], width: float) -> list[list[int]]:
    """The runs of rows (indexes, top to bottom) that read as columns split at the gutters' x."""
    bands: list[list[int]] = []
    run: list[tuple[int, list[tuple[float, float] | None]]] = []

    def close() -> None:
        per_side = [[sides[k] for _, sides in run if sides[k] is not None] for k in range(len(gutters) + 1)]
        if any(len(extents) < COLUMN_MIN_ROWS for extents in per_side):
            return
        edges = [min(e[0] for e in per_side[0] if e), *gutters, max(e[1] for e in per_side[-1] if e)]
        for k, extents in enumerate(per_side):
            start, end = edges[k], edges[k + 1]
            if end - start < COLUMN_MIN_WIDTH * width or not _filled([e for e in extents if e], start, end):
                return
        bands.append([i for i, _ in run])

    for index, row in enumerate(rows):
        sides = _row_sides(row, gutters)
        if sides is None:
            close()
            run = []
        else:
            run.append((index, sides))
    close()
    return bands


def _best_channel(rows: Sequence[Line], fixed: Sequence[float], xs: Sequence[float], width: float) -> tuple[int, float]:
    """The x among ``xs`` that, as a gutter beside the ``fixed`` ones, puts the most rows into column bands, and
    that count: the middle of the widest run of equally good channels (the gutter's centre, not its edge)."""
    best_score, best_xs = 0, []
    for x in xs:
        if any(abs(x - f) < COLUMN_MIN_WIDTH * width for f in fixed):
            continue
        score = sum(len(b) for b in _bands_at(rows, sorted((*fixed, x)), width))
        if score > best_score:
            best_score, best_xs = score, [x]
        elif score == best_score and score:
            best_xs.append(x)
    if not best_xs:
        return 0, 0.0
    runs: list[list[float]] = []
    for x in best_xs:
        if runs and x - runs[-1][-1] <= 2.5:
            runs[-1].append(x)
        else:
            runs.append([x])
    channel = max(runs, key=len)
    return best_score, channel[len(channel) // 2]


def find_columns(boxes: Sequence[Span], width: float) -> Columns | None:
    """The gutters of a page in columns, found from where its words sit, and the bands they split.

    Every x in the middle half of the page is tried as a channel; rows crossing it are full width and split the
    page into bands; a band is columns when every side has rows of running text. The x that puts the most rows
    into column bands wins (the middle of the widest such channel). A page in three columns has a second gutter:
    with the first fixed, an x that keeps as many rows in bands of three columns (each still a quarter of the
    page wide and filled with running text) is the second; a two-column page has none, since no channel runs
    down the middle of a column of prose. ``boxes`` are words or text runs, plus a box for each table, so a table
    inside a column stays in it and one across the page closes the band.
    """
    rows = sorted(group_lines(boxes), key=lambda r: r.y0)
    if len(rows) < 2 * COLUMN_MIN_ROWS:
        return None
    xs = [width * 0.25 + 2.0 * k for k in range(int(width * 0.5 / 2.0) + 1)]
    score, gutter = _best_channel(rows, (), xs, width)
    if score < GUTTER_MIN_ROWS:
        return None
    gutters: tuple[float, ...] = (gutter,)
    second, other = _best_channel(rows, gutters, xs, width)
    if second >= GUTTER_MIN_ROWS and second >= THIRD_COLUMN_SHARE * score:
        gutters = tuple(sorted((gutter, other)))
    bands = tuple((min(rows[i].y0 for i in b), max(rows[i].y1 for i in b)) for b in _bands_at(rows, gutters, width))
    return Columns(gutters, bands)


def column_lines(spans: Sequence[Span], columns: Columns | None, ocr: bool) -> list[Line]:
    """Spans to lines, each line inside one column: in a two-column band the two sides are grouped apart, so
    a left line and a right line on nearly the same baseline never become one line."""
    if columns is None:
        sides: dict[tuple[int, int] | None, list[Span]] = {None: list(spans)}
    else:
        sides = {}
        for span in spans:
            band = columns.band_of(span.y0, span.y1)
            key = None if band is None else (band, columns.side_of(span.cx))
            sides.setdefault(key, []).append(span)
    lines: list[Line] = []
    for key, group in sides.items():
        for line in group_lines(group, ocr):
            for part in split_wide_gaps(line, ocr):
                part.column = key
                lines.append(part)
    if columns is not None:
        _set_column_edges(lines, columns)
    return lines


def _set_column_edges(lines: Sequence[Line], columns: Columns) -> None:
    """Each line's column right edge: the furthest any line of its column reaches (a line stopping short of
    it ends a paragraph; one reaching it goes on)."""
    edges: dict[tuple[int, int] | None, float] = {}
    for line in lines:
        edges[line.column] = max(edges.get(line.column, 0.0), line.x1)
    for line in lines:
        line.column_right = edges[line.column]


def _by_rows(lines: Sequence[Line]) -> list[Line]:
    """Top to bottom, and left to right along a row: lines on one baseline (a code and its text split at a
    wide gap) are read in x order, though the taller ink of one ("Restoration" over "WE3") starts higher."""
    rows: list[list[Line]] = []
    for line in sorted(lines, key=lambda ln: (ln.y0, ln.x0)):
        row = rows[-1] if rows else None
        if row is not None and line.spans and all(ln.spans for ln in row):
            top, bottom = min(ln.y0 for ln in row), max(ln.y1 for ln in row)
            smaller = min(bottom - top, line.y1 - line.y0) or 1
            if min(bottom, line.y1) - max(top, line.y0) >= 0.5 * smaller:
                row.append(line)
                continue
        rows.append([line])
    return [ln for row in rows for ln in sorted(row, key=lambda ln: ln.x0)]


def reading_order(lines: list[Line], columns: Columns | None) -> list[Line]:
    """Top to bottom; each band in columns is read column by column, left to right, at the band's place."""
    lines = _by_rows(lines)
    if columns is None:
        return lines
    ordered: list[Line] = []
    emitted: set[int] = set()
    for line in lines:
        if line.column is None:
            ordered.append(line)
            continue
        band = line.column[0]
        if band in emitted:
            continue
        emitted.add(band)
        inside = [ln for ln in lines if ln.column is not None and ln.column[0] == band]
        for side in range(len(columns.gutters) + 1):
            ordered += [ln for ln in inside if ln.column == (band, side)]
    return ordered


def body_size(lines: Sequence[Line]) -> float:
    """The most common text size, weighted by characters: what "ordinary text" looks like in this document."""
    weights: dict[float, int] = {}
    for line in lines:
        key = round(line.size * 2) / 2
        weights[key] = weights.get(key, 0) + len(line.text)
    if not weights:
        return 10.0
    return max(weights.items(), key=lambda kv: kv[1])[0]


def median(values: Sequence[float], default: float) -> float:
    return statistics.median(values) if values else default
