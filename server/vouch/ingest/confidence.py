"""When OCR's reading of a passage is in doubt: one module decides, every parser and the chunker ask it.

A passage read by OCR is flagged ``extra["low_confidence"]`` (and names the words in doubt in
``extra["ocr_unsure"]``) when any of these holds:

- the mean word confidence is under ``LOW_OCR_CONFIDENCE``: the scan is poor throughout;
- one word is under ``WORD_FLOOR``, or a word carrying a figure (an amount, a date, a number) is under
  ``FIGURE_FLOOR``: a row of a table reads well except the one cell that matters ("£150" read as "eee" at 24
  while its neighbours read at 97), and a mean over the row hides that;
- a word Tesseract could not read at all (left out of the text) sat beside one of its words: the OCR parser
  passes that doubt to its nearest neighbour on the line, so "Windscreen" for "Windscreen repair" is flagged;
- in a scanned table, a cell of an amount column that is not shaped like an amount ("eee", "£1,2O0"), or an
  empty cell in a column every other row fills: a misread or a dropped word. A closing summary row (one label
  and its amounts, "Total | | 9,444.00") leaves its other cells empty on purpose and is not counted. Words in a
  column the header leaves unlabelled while it labels the others, filled in only some rows, are a cell split
  off its neighbour ("Oak dresser (sched. | item 4)") and in doubt.

The flag is what the handler sees: a citation of a flagged passage warns that it should be checked against
the scan (``Passage.ocr_warning``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from vouch.ingest.layout import Span

LOW_OCR_CONFIDENCE = 70.0  # mean word confidence (0-100)
WORD_FLOOR = 50.0  # Tesseract's own words under this are wrong more often than not
FIGURE_FLOOR = 70.0  # a figure is held to more: a wrong amount reads as well as a right one
# An amount as printed: currency optional, thousands separated or not, pence/cents optional; a percentage.
_AMOUNT = re.compile(r"^[(]?[£$€]?\s?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?[)]?%?$")
# What an amount column may say instead of an amount (as printed, lower-cased).
NO_AMOUNT_WORDS = frozenset({"nil", "none", "n/a", "na", "-", "\u2013", "\u2014", "included", "incl", "free", "tbc"})
_FIGURE = re.compile(r"[\d£$€]")
MIN_TABLE_ROWS = 3  # a column "every other row fills" needs this many rows to mean anything
AMOUNT_COLUMN_SHARE = 0.6  # a column is an amount column when this share of its filled cells are amounts


def doubtful_words(spans: Sequence[Span]) -> list[str]:
    """The OCR words among ``spans`` read with too little confidence, in order."""
    out: list[str] = []
    for span in spans:
        if span.conf is None or not span.text.strip():
            continue
        floor = FIGURE_FLOOR if _FIGURE.search(span.text) else WORD_FLOOR
        if span.conf < floor:
            out.append(span.text.strip())
    return out


def is_amount(text: str) -> bool:
    return _AMOUNT.match(text.strip()) is not None


def doubtful_cells(rows: Sequence[Sequence[str]], header: Sequence[str] = ()) -> list[list[str]]:
    """Per row of a scanned table (data rows only), the cells its columns say were misread or dropped."""
    out: list[list[str]] = [[] for _ in rows]
    if not rows:
        return out
    width = max(len(r) for r in rows)
    summary = len(rows) - 1 if len(rows) >= MIN_TABLE_ROWS and _is_summary(rows[-1]) else None
    for column in range(width):
        cells = [r[column].strip() if column < len(r) else "" for r in rows]
        filled = [c for c in cells if c]
        counted = [c for i, c in enumerate(cells) if i != summary]
        amounts = [c for c in filled if is_amount(c)]
        said = [c for c in filled if is_amount(c) or c.lower() in NO_AMOUNT_WORDS]
        amount_column = len(amounts) >= 2 and len(said) >= AMOUNT_COLUMN_SHARE * len(filled)
        # A column the header leaves unlabelled while it labels the others, filled in only some rows, is a
        # cell split off its neighbour ("Gold bracelet (sched. | item 10)"): the words in it are in doubt.
        labelled = sum(1 for label in header if label.strip())
        stray = bool(header) and labelled >= 2 and not (column < len(header) and header[column].strip())
        stray = stray and 0 < len(filled) < len([c for c in counted])
        for index, cell in enumerate(cells):
            if cell and stray:
                out[index].append(cell)
                continue
            if not cell:
                if index != summary and len(counted) >= MIN_TABLE_ROWS and sum(map(bool, counted)) == len(counted) - 1:
                    label = header[column] if column < len(header) and header[column] else f"column {column + 1}"
                    out[index].append(f"(no {label})")
            elif amount_column and not is_amount(cell) and cell.lower() not in NO_AMOUNT_WORDS:
                out[index].append(cell)
    return out


def _is_summary(row: Sequence[str]) -> bool:
    """A closing row that fills only one label and amounts ("Total | | | 236.40 | 203.30", "Recommended market
    value | | | 16,850"): its empty cells are left empty on purpose."""
    filled = [c.strip() for c in row if c.strip()]
    words = [c for c in filled if not is_amount(c)]
    return len(words) == 1 and len(filled) >= 2 and len(filled) < len(row)


def flags(mean: float | None, doubts: Sequence[str]) -> dict[str, str]:
    """The passage's ``extra`` entries for OCR doubt (none for text read from a text layer)."""
    if mean is None and not doubts:
        return {}
    out: dict[str, str] = {}
    if (mean is not None and mean < LOW_OCR_CONFIDENCE) or doubts:
        out["low_confidence"] = "true"
    if doubts:
        out["ocr_unsure"] = ", ".join(dict.fromkeys(doubts))
    return out
