"""Each format's parser through the real pipeline: text, Markdown, e-mail with attachments, images (OCR),
Word numbering, two-column PDFs; and the small rules (sentences, dates, clause labels) they rely on."""

from __future__ import annotations

import io
from collections.abc import Iterator
from datetime import date
from email.message import EmailMessage
from pathlib import Path

import docx
import pypdfium2 as pdfium
import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

from tests.ingest.ingest_support import pdf_bytes, quiet_services, sample
from vouch.ingest.metadata import find_effective_date, find_superseded_clauses, parse_date_text
from vouch.ingest.pipeline import ingest_file, remove_document
from vouch.ingest.result import Outcome
from vouch.ingest.sentences import split_sentences
from vouch.ingest.sink import RecordingSink
from vouch.services import Services
from vouch.settings import Settings


@pytest.fixture
def env(tmp_path: Path) -> Iterator[tuple[Services, RecordingSink]]:
    services, sink = quiet_services(Settings(data_dir=tmp_path / "data"))
    services.collections.create("formats", None, created_by="test")
    yield services, sink
    services.close()


def _texts(services: Services, document_id: str) -> dict[str, str]:
    return {p.address: p.text for p in services.passages.passages("formats", document_id)}


def test_plain_text_headings_clauses_and_lists(env: tuple[Services, RecordingSink]) -> None:
    services, _ = env
    text = (
        "SECTION 4 ESCAPE OF WATER\n\n"
        "4.2 Limits and excess\n"
        "The following limits apply:\n"
        "(a) Trace and access is limited to £5,000.\n"
        "(b) The excess is £350. It rises to £1,000 when unoccupied.\n\n"
        "Other text without a number. It still has two sentences.\n"
    )
    result = ingest_file(services, "formats", "terms.txt", text.encode())
    assert result.outcome is Outcome.INGESTED, result.error
    texts = _texts(services, "terms.txt")
    # The lead-in is a passage of its own; each item quotes only what is printed under its letter and keeps
    # the lead-in beside it for whoever reads it.
    assert texts["terms.txt#c4-2"] == "The following limits apply:"
    assert texts["terms.txt#c4-2b"] == "(b) The excess is £350. It rises to £1,000 when unoccupied."
    passage = services.passages.get(["formats/terms.txt#c4-2b"])["formats/terms.txt#c4-2b"]
    assert passage.heading_path == ("SECTION 4 ESCAPE OF WATER", "4.2 Limits and excess")
    assert passage.extra["lead_in"] == "The following limits apply:"
    assert (
        passage.in_context == "The following limits apply: (b) The excess is £350. It rises to £1,000 when unoccupied."
    )
    assert "The following limits apply:" in passage.search_text


def test_markdown_tables_and_headings(env: tuple[Services, RecordingSink]) -> None:
    services, _ = env
    text = (
        "# Schedule of excesses\n\nThese excesses apply. They are per claim.\n\n"
        "| Peril | Standard excess |\n|---|---|\n| Storm | £300 |\n| Escape of water | £350 |\n"
    )
    ingest_file(services, "formats", "excess.md", text.encode())
    texts = _texts(services, "excess.md")
    assert texts["excess.md#t1.r2"] == "Schedule of excesses, row 2: Peril = Escape of water; Standard excess = £350"
    assert texts["excess.md#para1"] == "These excesses apply. They are per claim."


def test_email_and_its_attachments_are_documents(env: tuple[Services, RecordingSink]) -> None:
    services, sink = env
    message = EmailMessage()
    message["From"] = "Priya Ellacott <priya@example.com>"
    message["To"] = "claims@halden-mutual.example"
    message["Subject"] = "Claim HM-CL-88214: rent schedule"
    message["Date"] = "Fri, 14 Mar 2025 10:02:00 +0000"
    message.set_content("Please find the schedule attached. The balance for March is still open.\n\nThanks, Priya")
    message.add_attachment(sample("schedule-2024.pdf"), maintype="application", subtype="pdf", filename="schedule.pdf")
    message.add_attachment(b"GIF89a....", maintype="image", subtype="gif", filename="logo.gif")
    result = ingest_file(services, "formats", "claim-mail.eml", message.as_bytes())
    assert result.outcome is Outcome.INGESTED, result.error
    children = {r.document_id: r for r in result.attachments}
    assert children["claim-mail.eml/schedule.pdf"].outcome is Outcome.INGESTED
    assert children["claim-mail.eml/logo.gif"].error is not None
    assert children["claim-mail.eml/logo.gif"].error.message == (
        "claim-mail.eml/logo.gif: is a GIF image, which Vouch cannot read"
    )
    body = _texts(services, "claim-mail.eml")
    assert any("The balance for March is still open." in t for t in body.values())
    assert "claim-mail.eml/schedule.pdf#p1.t2.r1" in _texts(services, "claim-mail.eml/schedule.pdf")
    mail = services.passages.document("formats", "claim-mail.eml")
    assert mail is not None and mail.info.title == "Claim HM-CL-88214: rent schedule"
    assert remove_document(services, "formats", "claim-mail.eml")  # the attachments go with it
    assert services.passages.documents("formats") == []
    assert ("removed", ("formats", "claim-mail.eml/schedule.pdf")) in sink.events


def test_png_scan_goes_through_ocr(env: tuple[Services, RecordingSink]) -> None:
    services, _ = env
    pdf = pdfium.PdfDocument(sample("scanned-rent-schedule.pdf"))
    image = pdf[0].render(scale=200 / 72).to_pil()
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", dpi=(200, 200))
    result = ingest_file(services, "formats", "rent.png", buffer.getvalue())
    assert (result.outcome, result.ocr_pages, result.pages) == (Outcome.INGESTED, 1, 1)
    row = services.passages.get(["formats/rent.png#p1.t1.r5"])["formats/rent.png#p1.t1.r5"]
    assert row.table_row is not None and row.table_row.cells[0] == "February 2025"
    assert "Paid by insurer = £575.00" in row.text


def test_word_automatic_numbering_gives_clause_numbers(env: tuple[Services, RecordingSink]) -> None:
    services, _ = env
    document = docx.Document()
    document.add_heading("Claims conditions", level=1)
    for text in ("Tell us about a claim within 30 days. Late notice may reduce the claim.",
                 "Keep damaged items. We may want to inspect them."):  # fmt: skip
        document.add_paragraph(text, style="List Number")
    buffer = io.BytesIO()
    document.save(buffer)
    ingest_file(services, "formats", "conditions.docx", buffer.getvalue())
    texts = _texts(services, "conditions.docx")
    assert texts["conditions.docx#para1"].startswith("1. Tell us about a claim within 30 days.")
    # Each numbered condition said in full, with no lead-in over them, is a passage of its own.
    assert texts["conditions.docx#para2"].startswith("2. Keep damaged items.")


def test_two_column_pdf_reads_down_each_column(env: tuple[Services, RecordingSink]) -> None:
    services, _ = env
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4, invariant=1)
    left = [f"Left column sentence {i} is here." for i in range(1, 16)]
    right = [f"Right column sentence {i} is here." for i in range(1, 16)]
    for i, (a, b) in enumerate(zip(left, right, strict=True)):
        page.drawString(56, 760 - 14 * i, a)
        page.drawString(320, 760 - 14 * i, b)
    page.showPage()
    page.save()
    ingest_file(services, "formats", "columns.pdf", buffer.getvalue())
    text = " ".join(_texts(services, "columns.pdf").values())
    assert text.index("Left column sentence 15") < text.index("Right column sentence 1 ")


def test_running_header_footer_and_page_numbers_are_dropped(env: tuple[Services, RecordingSink]) -> None:
    services, _ = env
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4, invariant=1)
    for number in range(1, 4):
        page.setFont("Helvetica", 8)
        page.drawString(56, 810, "Halden Mutual | Confidential")
        page.drawString(280, 30, str(number))
        page.setFont("Helvetica", 10)
        page.drawString(56, 700, f"Body text on page {number} is here. It has two sentences.")
        page.showPage()
    page.save()
    result = ingest_file(services, "formats", "running.pdf", buffer.getvalue())
    assert result.pages == 3
    texts = _texts(services, "running.pdf")
    assert list(texts) == ["running.pdf#p1.para1", "running.pdf#p2.para1", "running.pdf#p3.para1"]
    assert all("Confidential" not in t and not t.endswith(("1", "2", "3")) for t in texts.values())


def test_upload_metadata_overrides_the_document(env: tuple[Services, RecordingSink]) -> None:
    from vouch.ingest.overrides import DocumentMetadata

    services, _ = env
    given = DocumentMetadata.from_mapping(
        {"title": "Given title", "effective_date": "2025-01-01", "supersedes": "terms.pdf:7.1"}
    )
    ingest_file(services, "formats", "e.pdf", pdf_bytes("Clause 7.1 is deleted. Nothing more."), metadata=given)
    stored = services.passages.document("formats", "e.pdf")
    assert stored is not None
    assert (stored.info.title, stored.info.effective_date) == ("Given title", date(2025, 1, 1))
    assert [(r.document, r.clause) for r in stored.info.supersedes] == [("terms.pdf", "7.1")]


def test_sentences_respect_abbreviations_numbers_and_labels() -> None:
    text = "1. Confirm the policy. Mr. J. Okafor paid £1,150.00 on 1 Jan. 2025. See clause 4.2(b). No. 5 applies."
    assert split_sentences(text) == [
        "1. Confirm the policy.",
        "Mr. J. Okafor paid £1,150.00 on 1 Jan. 2025.",
        "See clause 4.2(b).",
        "No. 5 applies.",
    ]


def test_dates_and_supersession_phrases() -> None:
    assert parse_date_text("1st March 2024") == date(2024, 3, 1)
    assert parse_date_text("01/03/2024") == date(2024, 3, 1)  # day first (en-GB)
    assert parse_date_text("March 1, 2024") == date(2024, 3, 1)
    cover = "Applies to: wording (effective date 1 March 2024)\nEffective date: 1 September 2024"
    assert find_effective_date([cover]) == date(2024, 9, 1)
    assert find_superseded_clauses("Clause 4.2(b) is deleted and replaced by the following:") == ["4.2(b)"]
    assert find_superseded_clauses("This endorsement supersedes clause 7 of the policy.") == ["7"]
    assert find_superseded_clauses("Clause 4.2(a) is not affected.") == []
