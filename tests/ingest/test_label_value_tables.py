"""A schedule printed as a two-column label/value table has no header row: its first row ("Named insured |
Harlan Pruett") is a row like the others, however it lacks the figures of the rows below. Read as a header, the
customer's name became a column label on every other row ("Named insured = Deductible; Harlan Pruett = $2,500")
and the checker refused "Your deductible is $2,500." against it. A first row of column headings ("Item | Limit")
still heads its table. Through the ingest a user runs: a ruled PDF, an unruled text PDF and a DOCX."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import docx
import pytest
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.pdfgen import canvas
from reportlab.platypus import Paragraph, SimpleDocTemplate, Table, TableStyle

from tests.ingest.ingest_support import one_collection
from vouch.draft.extractive import table_sentences
from vouch.ingest.pipeline import ingest_file
from vouch.ingest.result import Outcome
from vouch.passages import Passage
from vouch.services import Services

SCHEDULE = [
    ["Named insured", "Harlan Pruett"],
    ["Mailing address", "88 Ledgerwood Avenue, Briar Falls, OH 44617"],
    ["Coverage A - Dwelling", "$240,000"],
    ["Deductible", "$2,500"],
    ["Policy period", "04/01/2026 to 04/01/2027"],
]
HEADED = [
    ["Item", "Limit"],
    ["Jewellery and watches", "£2,000"],
    ["Pedal cycles", "£750"],
    ["Money", "£500"],
]


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    with one_collection(tmp_path / "data", "tables") as built:
        yield built


def _rows(services: Services, name: str, data: bytes) -> list[Passage]:
    result = ingest_file(services, "tables", name, data)
    assert result.outcome is Outcome.INGESTED, result.error
    return [p for p in services.passages.passages("tables", name) if p.table_row is not None]


def _ruled_pdf(rows: list[list[str]]) -> bytes:
    out = io.BytesIO()
    styles = getSampleStyleSheet()
    table = Table([[Paragraph(c, styles["BodyText"]) for c in r] for r in rows], colWidths=[170, 300])
    table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.grey), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    SimpleDocTemplate(out, pagesize=A4).build([Paragraph("Declarations", styles["Title"]), table])
    return out.getvalue()


def _unruled_pdf(rows: list[list[str]]) -> bytes:
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=A4)
    page.setFont("Helvetica", 11)
    page.drawString(72, 780, "Declarations")
    for i, (label, value) in enumerate(rows):
        page.drawString(72, 740 - 18 * i, label)
        page.drawString(300, 740 - 18 * i, value)
    page.save()
    return out.getvalue()


def _docx(rows: list[list[str]], bold_first: bool) -> bytes:
    document = docx.Document()
    document.add_heading("Declarations", level=1)
    table = document.add_table(rows=len(rows), cols=2)
    for i, row in enumerate(rows):
        for j, text in enumerate(row):
            table.cell(i, j).paragraphs[0].add_run(text).bold = bold_first and i == 0
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


@pytest.mark.parametrize("kind", ["ruled", "unruled"])
def test_a_label_value_schedule_has_no_header_row_in_a_pdf(services: Services, kind: str) -> None:
    data = _ruled_pdf(SCHEDULE) if kind == "ruled" else _unruled_pdf(SCHEDULE)
    rows = _rows(services, f"declarations-{kind}.pdf", data)
    assert [p.address.rsplit(".", 1)[-1] for p in rows] == ["r1", "r2", "r3", "r4", "r5"]
    assert rows[0].text.endswith("row 1: Named insured: Harlan Pruett")
    assert rows[3].text.endswith("row 4: Deductible: $2,500")
    assert all("Harlan Pruett" not in p.text for p in rows[1:])  # the name labels no other row
    assert all(p.table_row is not None and p.table_row.column_labels == () for p in rows)


@pytest.mark.parametrize("kind", ["ruled", "unruled"])
def test_a_first_row_of_column_headings_still_heads_its_table_in_a_pdf(services: Services, kind: str) -> None:
    data = _ruled_pdf(HEADED) if kind == "ruled" else _unruled_pdf(HEADED)
    rows = _rows(services, f"limits-{kind}.pdf", data)
    assert len(rows) == 3
    assert rows[0].text.endswith("row 1: Item = Jewellery and watches; Limit = £2,000")
    assert all(p.table_row is not None and p.table_row.column_labels == ("Item", "Limit") for p in rows)


def test_a_label_value_schedule_in_a_docx_keeps_its_first_row(services: Services) -> None:
    rows = _rows(services, "declarations.docx", _docx(SCHEDULE, bold_first=False))
    assert rows[0].text.endswith("row 1: Named insured: Harlan Pruett")
    assert rows[3].text.endswith("row 4: Deductible: $2,500")


def test_a_bold_first_row_of_headings_heads_its_docx_table(services: Services) -> None:
    rows = _rows(services, "limits.docx", _docx(HEADED, bold_first=True))
    assert rows[0].text.endswith("row 1: Item = Jewellery and watches; Limit = £2,000")


CUSTOMER_FIRST = [
    ["Policyholder", "Mrs Bethan Ouseley"],
    ["Voluntary excess", "£0"],
    ["Compulsory excess", "£250"],
]
NAMES_HEADED = [
    ["Policyholder", "Policy number"],
    ["Mrs Bethan Ouseley", "HH-448120"],
    ["Mr Owen Lacey", "HH-448121"],
]


def _bold_first_pdf(rows: list[list[str]]) -> bytes:
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=A4)
    page.setFont("Helvetica", 11)
    page.drawString(72, 780, "Declarations")
    for i, (label, value) in enumerate(rows):
        page.setFont("Helvetica-Bold" if i == 0 else "Helvetica", 11)
        page.drawString(72, 740 - 18 * i, label)
        page.drawString(300, 740 - 18 * i, value)
    page.save()
    return out.getvalue()


@pytest.mark.parametrize("kind", ["docx", "pdf"])
def test_a_bold_first_row_naming_the_customer_is_a_row_not_a_header(services: Services, kind: str) -> None:
    """A bold "Policyholder | Mrs Bethan Ouseley" first row is the customer's detail and its value (the lists
    parties are read by): row 1 like the others, so her name labels no other row's value. The drafter reads
    each such row as "Your voluntary excess is £0." from ingest's decision alone."""
    data = _docx(CUSTOMER_FIRST, bold_first=True) if kind == "docx" else _bold_first_pdf(CUSTOMER_FIRST)
    rows = _rows(services, f"schedule.{kind}", data)
    assert rows[0].text.endswith("row 1: Policyholder: Mrs Bethan Ouseley")
    assert rows[1].text.endswith("row 2: Voluntary excess: £0")
    assert all(p.table_row is not None and p.table_row.column_labels == () for p in rows)
    assert rows[1].table_row is not None and table_sentences(rows[1].table_row) == ["Your voluntary excess is £0."]


def test_a_bold_first_row_of_two_column_labels_still_heads_its_table(services: Services) -> None:
    """The twin: "Policyholder | Policy number" names no one; it labels the columns under it."""
    rows = _rows(services, "register.docx", _docx(NAMES_HEADED, bold_first=True))
    assert rows[0].text.endswith("row 1: Policyholder = Mrs Bethan Ouseley; Policy number = HH-448120")
