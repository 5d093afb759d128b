"""Highlighted snippets for people: the passage's words with ``<mark>`` around query terms, HTML-escaped.

Highlighting is done here, not by the engine, so both engines show the same snippet and the escaping is in one
place: everything outside the ``<mark>`` tags is ``html.escape``d, and so is the marked word itself.
"""

from __future__ import annotations

import html
import re

from vouch.search.analysis import QueryAnalysis, exact_terms, variants

_TOKEN = re.compile(r"[£$€]?\w+(?:[.,'\u2019()\-/]\w+)*\)?")
SNIPPET_CHARS = 280


def match_spans(text: str, query: QueryAnalysis) -> list[tuple[int, int]]:
    wanted: set[str] = set()
    for term in query.terms:
        wanted |= variants(term)
    exact = frozenset(query.exact)
    spans: list[tuple[int, int]] = []
    for token in _TOKEN.finditer(text):
        word = token.group(0)
        parts = re.findall(r"[a-z0-9]+", word.lower())
        if any(not w.isdigit() and variants(w) & wanted for w in parts) or (
            exact and any(c.isdigit() for c in word) and any(e in exact for e in exact_terms(word))
        ):
            spans.append(token.span())
    return spans


def _window(text: str, spans: list[tuple[int, int]], width: int) -> tuple[int, int]:
    """The ``width``-character stretch with the most matches, widened to word boundaries."""
    if len(text) <= width:
        return 0, len(text)
    best_start, best_count = 0, -1
    for start, _ in spans or [(0, 0)]:
        begin = max(0, start - width // 4)
        count = sum(1 for s, e in spans if s >= begin and e <= begin + width)
        if count > best_count:
            best_start, best_count = begin, count
    end = min(len(text), best_start + width)
    if best_start > 0:
        space = text.find(" ", best_start)
        best_start = space + 1 if 0 <= space < best_start + 20 else best_start
    if end < len(text):
        space = text.rfind(" ", best_start, end)
        end = space if space > best_start else end
    return best_start, end


def snippet(text: str, query: QueryAnalysis, width: int = SNIPPET_CHARS) -> str:
    spans = match_spans(text, query)
    start, end = _window(text, spans, width)
    out: list[str] = ["…" if start > 0 else ""]
    cursor = start
    for span_start, span_end in spans:
        if span_start < start or span_end > end:
            continue
        out.append(html.escape(text[cursor:span_start]))
        out.append(f"<mark>{html.escape(text[span_start:span_end])}</mark>")
        cursor = span_end
    out.append(html.escape(text[cursor:end]))
    if end < len(text):
        out.append("…")
    return "".join(out)
