"""Two-column pages: the gutter is found from where the words sit, each column is read on its own, and a page
that only looks columnar (labels beside their values) stays one column."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

from tests.ingest.ingest_support import one_collection
from vouch.ingest.pipeline import ingest_file
from vouch.ingest.result import Outcome
from vouch.passages import Passage
from vouch.services import Services

FONT, SIZE, LEADING = "Helvetica", 8.6, 11.0
LEFT_X, RIGHT_X, COLUMN = 43.0, 300.0, 242.0  # a 15pt gutter: under two font sizes


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    with one_collection(tmp_path / "data", "columns") as built:
        yield built


def _ingest(services: Services, name: str, data: bytes) -> list[Passage]:
    result = ingest_file(services, "columns", name, data)
    assert result.outcome is Outcome.INGESTED, result.error
    return services.passages.passages("columns", name)


def _column(
    page: canvas.Canvas, x: float, top: float, paragraphs: list[str], baseline_shift: float = 0.0, terms: bool = False
) -> None:
    """Paragraphs wrapped to the column; with ``terms``, each opens with its defined term in bold ("Excess:")."""
    y = top
    for text in paragraphs:
        for index, line in enumerate(simpleSplit(text, FONT, SIZE, COLUMN)):
            if terms and index == 0 and ":" in line:
                term, rest = line.split(":", 1)
                page.setFont(FONT + "-Bold", SIZE)
                page.drawString(x, y + baseline_shift, term + ":")
                width = page.stringWidth(term + ":", FONT + "-Bold", SIZE)
                page.setFont(FONT, SIZE)
                page.drawString(x + width, y + baseline_shift, rest)
            else:
                page.drawString(x, y + baseline_shift, line)
            y -= LEADING
        y -= 5


LEFT = [
    "While your car is being repaired by an approved repairer after a claim we have accepted, we will provide a "
    "small hatchback courtesy car for the duration of the repairs. A courtesy car is not provided if your car is "
    "stolen and not recovered or is a total loss.",
    "The glass excesses shown in your schedule apply, and a higher excess applies if you do not use our glass "
    "repair partner. The partner will call you within one working day.",
]
RIGHT = [
    "You must take all reasonable steps to protect your car from loss or damage and keep it in a roadworthy "
    "condition. Your car must have a valid MOT certificate where one is needed.",
    "We will not pay for theft of your car if the keys or keyless entry device were left in or on it while it "
    "was unattended. We will not pay if it was left unlocked.",
]


def _two_columns(left: list[str], right: list[str], left_top: float = 700.0) -> bytes:
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4, invariant=1)
    page.setFont("Helvetica-Bold", 16)
    page.drawString(LEFT_X, 780, "Private Car Policy")
    page.setFont(FONT, SIZE)
    page.drawString(LEFT_X, 760, "This wording, your schedule and your certificate are read together as one contract.")
    _column(page, LEFT_X, left_top, left)
    _column(page, RIGHT_X, 700, right, baseline_shift=-0.6)  # baselines a hair apart, as set by another tool
    page.drawString(LEFT_X, 420, "Fenwick & Lowe Insurance Company Limited is authorised by the Prudential Regulation")
    page.drawString(LEFT_X, 409, "Authority. Our registered office is at 1 Harbour Walk, Bristol.")
    page.showPage()
    page.save()
    return buffer.getvalue()


def _holding(passages: list[Passage], text: str) -> list[Passage]:
    return [p for p in passages if text in " ".join(p.text.split())]


def test_columns_with_a_narrow_gutter_are_read_one_after_the_other(services: Services) -> None:
    passages = _ingest(services, "motor.pdf", _two_columns(LEFT, RIGHT))
    for text in LEFT + RIGHT:
        holders = _holding(passages, text)
        assert len(holders) == 1, (text[:40], [p.text for p in passages])
        others = [t for t in LEFT + RIGHT if t != text]
        assert not any(other in holders[0].text for other in others)
    # The full-width lines above and below the columns are text of their own, not glued into a column.
    assert _holding(passages, "Our registered office is at 1 Harbour Walk, Bristol.")


def test_a_paragraph_is_cut_where_its_column_ends_not_where_the_page_does(services: Services) -> None:
    """A line running to the column's edge goes on (even when the next line opens with a capital), so a
    definition stays whole; the measure is the column's right edge, not the page's."""
    definition = "Home area: England, Wales, Scotland, Northern Ireland, the Channel Islands and the Isle of Man."
    lines = simpleSplit(definition, FONT, SIZE, COLUMN)
    assert lines[1].startswith("Channel"), lines  # the trap: a capital after a full column line
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4, invariant=1)
    page.setFont(FONT, SIZE)
    terms = [
        "Excess: the first amount of each claim, per insured person and per incident, that you must pay.",
        "Close relative: your spouse or partner, parent, child, brother or sister.",
        definition,
        "Trip: a journey which starts and ends in your home area during the period of insurance.",
        "Valuables: jewellery, watches, cameras, tablets and mobile phones.",
    ]
    _column(page, LEFT_X, 700, terms, terms=True)
    _column(page, RIGHT_X, 700, RIGHT * 2)
    page.showPage()
    page.save()
    passages = _ingest(services, "travel.pdf", buffer.getvalue())
    assert len(_holding(passages, definition)) == 1, [p.text for p in passages]


def test_a_paragraph_cut_by_the_column_break_is_one_passage(services: Services) -> None:
    # The left column ends mid-sentence; the sentence goes on at the top of the right column.
    cut = LEFT[1] + " It will then arrange a time to repair or replace the glass at your home or your work."
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4, invariant=1)
    page.setFont(FONT, SIZE)
    lines = simpleSplit(cut, FONT, SIZE, COLUMN)
    _column(page, LEFT_X, 700, [LEFT[0]])
    y = 700 - LEADING * len(simpleSplit(LEFT[0], FONT, SIZE, COLUMN)) - 5
    for line in lines[:2]:
        page.drawString(LEFT_X, y, line)
        y -= LEADING
    y = 700
    for line in lines[2:]:
        page.drawString(RIGHT_X, y, line)
        y -= LEADING
    _column(page, RIGHT_X, y - 5, RIGHT)
    page.showPage()
    page.save()
    passages = _ingest(services, "cut.pdf", buffer.getvalue())
    assert len(_holding(passages, cut)) == 1, [p.text for p in passages]


def test_labels_beside_their_values_are_not_two_columns(services: Services) -> None:
    """The twin: a schedule's label/value lines leave a wide white channel too, but neither side is running
    text; each label stays with its value."""
    pairs = [
        ("Policyholder", "Mr Daniel Wrenn of 14 Quarry Lane, Stenhouse"),
        ("Policy number", "FLM-PC-0093127 issued on 14 March 2025"),
        ("Vehicle", "2021 Skoda Octavia Estate 1.5 TSI SE L, registration KX21 HBO"),
        ("Period of cover", "14 March 2025 to 13 March 2026 (both days included)"),
        ("Cover", "Comprehensive, with social, domestic and pleasure use and commuting"),
        ("Drivers", "The policyholder and Mrs Elena Wrenn, both with full UK licences"),
        ("Premium", "\u00a3612.40 including insurance premium tax at the current rate"),
        ("Renewal", "We will write to you at least 21 days before the renewal date"),
    ]
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4, invariant=1)
    page.setFont(FONT, SIZE)
    for i, (label, value) in enumerate(pairs):
        page.drawString(LEFT_X, 700 - 16 * i, label)
        page.drawString(230, 700 - 16 * i, value)
    page.showPage()
    page.save()
    passages = _ingest(services, "schedule.pdf", buffer.getvalue())
    for label, value in pairs:
        assert any(label in p.text and value in " ".join(p.text.split()) for p in passages), (label, passages)


def test_ocr_words_find_the_same_gutter() -> None:
    """OCR gives one box per word; the gutter is the channel no word crosses, whatever the split of the runs."""
    from vouch.ingest.layout import Span, column_lines, find_columns, reading_order

    words: list[Span] = []
    for row in range(8):
        y = 100.0 + 12 * row
        x = 40.0
        for word in f"left column line {row} runs on to the edge".split():
            words.append(Span(x, y, x + 6 * len(word), y + 9, word, 9.0, conf=90.0))
            x += 6 * len(word) + 3
        x = 305.0
        for word in f"right column line {row} runs on to its edge".split():
            words.append(Span(x, y + 0.8, x + 6 * len(word), y + 9.8, word, 9.0, conf=90.0))
            x += 6 * len(word) + 3
    columns = find_columns(words, 595.0)
    assert columns is not None and len(columns.gutters) == 1 and 260 < columns.gutters[0] < 305
    texts = [line.text for line in reading_order(column_lines(words, columns, True), columns)]
    assert texts[0] == "left column line 0 runs on to the edge"
    assert texts[8] == "right column line 0 runs on to its edge"


def test_clause_numbers_hung_in_a_margin_are_clauses_not_a_table(services: Services) -> None:
    """The trap: labels in one column and running lines in another look like a two-column table without rules.
    Its twin, an unruled table with amounts, stays a table (test_layouts: unruled scanned tables)."""
    clauses = [
        ("1.6", "If water or oil escapes from a fixed installation, we will pay the cost of finding where it is "
         "escaping from and making good afterwards, up to the limit shown in your schedule for each claim."),
        ("1.7", "If your home cannot be lived in because of damage covered by this section, we will pay the "
         "reasonable cost of alternative accommodation for you, your family and your domestic pets."),
        ("1.8", "We will pay for accidental breakage of fixed glass in windows, doors and roof lights, ceramic "
         "hobs, and fixed sanitaryware such as baths, basins, toilets and shower trays in your home."),
    ]  # fmt: skip
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4, invariant=1)
    page.setFont(FONT, 9.5)
    y = 700.0
    for label, text in clauses:
        page.drawString(72, y, label)
        for line in simpleSplit(text, FONT, 9.5, 380):
            page.drawString(120, y, line)
            y -= 12
        y -= 8
    page.showPage()
    page.save()
    passages = _ingest(services, "booklet.pdf", buffer.getvalue())
    assert not any(p.table_row for p in passages), [p.address for p in passages]
    words = " ".join(" ".join(p.text.split()) for p in passages)
    assert all(w in words for _, text in clauses for w in text.split())  # read as text, nothing lost
