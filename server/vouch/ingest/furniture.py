"""Running headers, footers and page numbers: found on the page margins and dropped from the text.

A line in the top or bottom margin band is furniture when (a) its text, with digits masked, recurs on at least
half of the pages (two at least), or (b) it is a page number ("7", "Page 7 of 9", "- 7 -"), or (c) in a one- or
two-page document, where recurrence cannot be seen, it is set smaller than the body text. The dropped lines are
kept for metadata: footers often say "Version 4.2 | Effective 1 March 2024".
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from vouch.ingest.layout import Line

TOP_BAND = 0.09
BOTTOM_BAND = 0.91
_PAGE_NUMBER = re.compile(
    r"^(page\s*)?[-\u2013\u2014(]?\s*\d{1,4}\s*[-\u2013\u2014)]?(\s*(of|/)\s*\d{1,4})?$", re.IGNORECASE
)


def _key(line: Line) -> str:
    return re.sub(r"\s+", " ", re.sub(r"\d+", "#", line.text.lower())).strip()


def _in_band(line: Line, height: float) -> bool:
    return line.y1 <= height * TOP_BAND or line.y0 >= height * BOTTOM_BAND


def find_furniture(pages: Sequence[tuple[float, Sequence[Line]]], body: float) -> list[set[int]]:
    """For each page (height, lines), the indexes of its lines that are running headers/footers."""
    counts: dict[str, int] = {}
    for height, lines in pages:
        for key in {_key(line) for line in lines if _in_band(line, height)}:
            counts[key] = counts.get(key, 0) + 1
    with_text = sum(1 for _, lines in pages if lines)
    needed = max(2, math.ceil(with_text * 0.5))
    out: list[set[int]] = []
    for height, lines in pages:
        drop: set[int] = set()
        for index, line in enumerate(lines):
            if not _in_band(line, height):
                continue
            if (
                counts.get(_key(line), 0) >= needed
                or _PAGE_NUMBER.match(line.text.strip())
                or (with_text <= 2 and line.size <= 0.85 * body)
            ):
                drop.add(index)
        out.append(drop)
    return out
