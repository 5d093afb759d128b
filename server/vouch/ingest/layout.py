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


def join_spans(spans: Sequence[Span], ocr: bool) -> str:
    """Spans left to right, with a space where the gap between them is wider than a narrow glyph."""
    out = ""
    prev: Span | None = None
    for span in spans:
        text = clean(span.text)
        if prev is not None:
            gap = span.x0 - prev.x1
            wrapped = span.y0 >= prev.y1 - 0.2 * max(span.size, 1)  # the next line of a cell
            spaced = ocr or wrapped or gap > 0.15 * max(span.size, 1)
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
    for span in line.spans[1:]:
        prev = parts[-1][-1]
        if span.x0 - prev.x1 > 2.5 * max(min(span.size, prev.size), 1):
            parts.append([span])
        else:
            parts[-1].append(span)
    if len(parts) == 1:
        return [line]
    return [Line(spans=p).finish(ocr) for p in parts]


def find_gutter(spans: Sequence[Span], width: float) -> float | None:
    """The x of a vertical white channel that splits a page into two text columns, if there is one.

    A channel qualifies when at most 5% of the spans cross it, at least a fifth of the spans lie on each side,
    and it is at least 8pt wide; spans crossing it are full-width (titles over both columns).
    """
    body = [s for s in spans if s.text.strip()]
    if len(body) < 20:
        return None
    best: tuple[int, float] | None = None
    x = width * 0.3
    while x <= width * 0.7:
        crossing = sum(1 for s in body if s.x0 < x - 4 < s.x1 or s.x0 < x + 4 < s.x1 or (s.x0 < x < s.x1))
        left = sum(1 for s in body if s.x1 <= x)
        right = sum(1 for s in body if s.x0 >= x)
        if (
            crossing <= 0.05 * len(body)
            and min(left, right) >= 0.2 * len(body)
            and (best is None or crossing < best[0])
        ):
            best = (crossing, x)
        x += 2.0
    return None if best is None else best[1]


def reading_order(lines: list[Line], gutter: float | None) -> list[Line]:
    """Top to bottom; on a two-column page, each band between full-width lines is read left then right."""
    lines = sorted(lines, key=lambda ln: (ln.y0, ln.x0))
    if gutter is None:
        return lines
    ordered: list[Line] = []
    left: list[Line] = []
    right: list[Line] = []
    for line in lines:
        if line.x1 <= gutter:
            left.append(line)
        elif line.x0 >= gutter:
            right.append(line)
        else:  # full width: close the band above it
            ordered += left + right + [line]
            left, right = [], []
    return ordered + left + right


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
