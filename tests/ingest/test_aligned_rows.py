"""Unruled schedule tables from bench/ingest_blind8, 9 and 10's misses, drawn here line by line in text PDFs: two
columns set closer than a cell gap (a right-aligned sum insured beside its excess), a label | value list under
a bold header whose values run long, a label and its premium alone on one line, and a label so long it runs up
against its value. Each a row with its cells; each with a twin that must keep its old reading."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

from tests.ingest.ingest_support import one_collection
from vouch.ingest.pipeline import ingest_file
from vouch.ingest.result import Outcome
from vouch.passages import Passage
from vouch.services import Services

FONT, BOLD, SIZE = "Helvetica", "Helvetica-Bold", 9


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    with one_collection(tmp_path / "data", "rows") as built:
        yield built


def _rows(services: Services, name: str, data: bytes) -> list[Passage]:
    result = ingest_file(services, "rows", name, data)
    assert result.outcome is Outcome.INGESTED, result.error
    return [p for p in services.passages.passages("rows", name) if p.table_row is not None]


def _page(draw: list[tuple[str, float, float, str, bool]]) -> bytes:
    """(kind, x, y, text, bold): kind "l" draws from x, "r" ends at x."""
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4, invariant=1)
    page.setFont(BOLD, 14)
    page.drawString(60, 790, "Moorgate Mutual - Shop Policy Schedule")
    page.setFont(FONT, SIZE)
    page.drawString(60, 770, "Policy MM-220417 issued 3 February 2026 to the policyholder named below.")
    for kind, x, y, text, bold in draw:
        page.setFont(BOLD if bold else FONT, SIZE)
        (page.drawRightString if kind == "r" else page.drawString)(x, y, text)
    page.showPage()
    page.save()
    return buffer.getvalue()


SECTIONS = [
    ("A", "Shop contents and fittings", "£62,000", "£350"),
    ("A", "Stock in trade", "£14,500", "£350"),
    ("B", "Loss of gross profit, 12 months", "£98,000", "48 hours"),
    ("C", "Money in the shop", "as policy", "£100"),
    ("D", "Public liability", "£2,000,000", "nil"),
]


def _sections(excess_x: float) -> bytes:
    draw = [("l", 60, 740, "Section", True), ("l", 105, 740, "Cover", True)]
    draw += [("r", 400, 740, "Sum insured", True), ("l", excess_x, 740, "Excess", True)]
    y = 724.0
    for section, cover, sum_insured, excess in SECTIONS:
        draw += [("l", 60, y, section, False), ("l", 105, y, cover, False)]
        draw += [("r", 400, y, sum_insured, False), ("l", excess_x, y, excess, False)]
        y -= 16
    return _page(draw)


@pytest.mark.parametrize("excess_x", [412.0, 440.0])  # closer than a cell gap, and a clear one
def test_a_sum_insured_set_close_to_its_excess_is_two_cells(services: Services, excess_x: float) -> None:
    rows = {
        r.table_row.cells[1]: r.table_row for r in _rows(services, "schedule.pdf", _sections(excess_x)) if r.table_row
    }
    assert rows["Stock in trade"].cells == ("A", "Stock in trade", "£14,500", "£350")
    assert rows["Stock in trade"].column_labels == ("Section", "Cover", "Sum insured", "Excess")
    assert rows["Money in the shop"].cells[2:] == ("as policy", "£100")
    assert rows["Loss of gross profit, 12 months"].cells[3] == "48 hours"


def test_words_a_word_space_apart_stay_one_cell(services: Services) -> None:
    """The twin: a description column whose lines share no word edges is one column, its words one cell."""
    draw = [("l", 60, 740, "Item", True), ("r", 400, 740, "Limit", True)]
    items = [("Pedal cycles away from the home", "£750"), ("Jewellery and watches", "£2,000"), ("Money", "£500")]
    y = 724.0
    for item, limit in items:
        draw += [("l", 60, y, item, False), ("r", 400, y, limit, False)]
        y -= 16
    rows = _rows(services, "limits.pdf", _page(draw))
    assert [r.table_row.cells for r in rows if r.table_row] == [(item, limit) for item, limit in items]


DETAILS = [
    ("Policyholder", "Anwen Rees and Carys Rees trading as Rees Sisters Florists Ltd"),
    ("Premises", "Unit 3, Castle Arcade, Abergavenny NP7 5AB, ground floor shop only"),
    ("Business", "Florists with workshop, deliveries by own van within twenty miles"),
    ("Security", "Five-lever mortice locks to all doors and a monitored intruder alarm"),
]


def _details(headed: bool) -> bytes:
    draw: list[tuple[str, float, float, str, bool]] = [("l", 60, 745, "About the insured", True)]
    if headed:
        draw += [("l", 60, 728, "Detail", True), ("l", 170, 728, "Entry", True)]
    y = 712.0
    for label, value in DETAILS:
        draw += [("l", 60, y, label, False), ("l", 170, y, value, False)]
        y -= 16
    return _page(draw)


def test_a_label_list_under_a_bold_header_is_a_table_however_long_its_values(services: Services) -> None:
    rows = [r.table_row for r in _rows(services, "details.pdf", _details(headed=True)) if r.table_row]
    assert [r.cells for r in rows] == [tuple(d) for d in DETAILS]
    assert rows[0].column_labels == ("Detail", "Entry")


def test_long_lines_beside_labels_without_a_header_stay_text(services: Services) -> None:
    """The twin: terms hung in a margin beside lines of running text, with no header over them, are not a
    table (they are clauses or definitions set that way)."""
    assert _rows(services, "details.pdf", _details(headed=False)) == []


def _premium(value: str) -> bytes:
    return _page(
        [
            ("l", 60, 740, "Premium", True),
            ("l", 66, 722, "Annual premium including Insurance Premium Tax", False),
            ("r", 480, 722, value, False),
            ("l", 60, 700, "Issued by Moorgate Mutual Ltd. Please tell us at once if anything here is wrong.", False),
        ]
    )


def test_a_label_and_its_premium_alone_on_one_line_are_a_row(services: Services) -> None:
    rows = _rows(services, "premium.pdf", _premium("£1,384.20"))
    assert len(rows) == 1 and rows[0].table_row is not None
    assert rows[0].table_row.cells == ("Annual premium including Insurance Premium Tax", "£1,384.20")
    assert "Annual premium including Insurance Premium Tax: £1,384.20" in rows[0].text


def test_a_label_and_a_word_alone_on_one_line_stay_text(services: Services) -> None:
    """The twin: only a sum of money past the gap makes the line a row; "Annual premium ... see letter" is text."""
    assert _rows(services, "premium.pdf", _premium("see letter")) == []


def test_a_label_up_against_its_value_is_a_row_of_its_own(services: Services) -> None:
    draw = [("l", 60, 745, "The insured", True)]
    pairs = [
        ("Name", "Dafydd Morgan"),
        ("Address for correspondence", "4 Quay Street, Aberaeron SA46 0BA"),
        ("Shop address", "12 Market Street, Aberaeron SA46 0AS"),
        ("Period", "1 March 2026 to 28 February 2027"),
    ]
    y = 728.0
    for label, value in pairs:
        draw += [("l", 60, y, label, False), ("l", 185, y, value, False)]
        y -= 16
    rows = [r.table_row for r in _rows(services, "insured.pdf", _page(draw)) if r.table_row]
    assert [r.cells for r in rows] == [tuple(p) for p in pairs]
