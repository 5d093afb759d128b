"""Layouts unlike the samples, through the real pipeline: run-in headings, definitions lists, file notes,
e-mail threads, paragraphs across page breaks, and scanned tables without rules (OCR word boxes)."""

from __future__ import annotations

import io
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import Image, ImageDraw, ImageFilter, ImageFont
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas
from reportlab.platypus import Paragraph, SimpleDocTemplate

from tests.ingest.ingest_support import one_collection
from vouch.ingest.blocks import Block, BlockKind, TableData
from vouch.ingest.chunk import chunk
from vouch.ingest.parsed import ParsedDocument
from vouch.ingest.pipeline import ingest_file
from vouch.ingest.result import Outcome
from vouch.ingest.structure import structure
from vouch.passages import DocumentInfo, DocumentType, Passage
from vouch.services import Services

DASH = "\u2013"
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
FONT_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    with one_collection(tmp_path / "data", "layouts") as built:
        yield built


def _ingest(services: Services, name: str, data: bytes) -> dict[str, Passage]:
    result = ingest_file(services, "layouts", name, data)
    assert result.outcome is Outcome.INGESTED, result.error
    return {p.address: p for p in services.passages.passages("layouts", name)}


def _wording() -> bytes:
    body = ParagraphStyle("b", fontName="Times-Roman", fontSize=10.5, leading=14, spaceAfter=6)
    head = ParagraphStyle("h", fontName="Times-Bold", fontSize=13, leading=17, spaceBefore=8, spaceAfter=6)
    story: list[object] = [Paragraph(f"Section 4 {DASH} General conditions", head)]
    story.append(Paragraph(f"<b>General condition 10 {DASH} Keys.</b> You must not leave the keys in your car.", body))
    story.append(
        Paragraph(f"<b>General condition 11 {DASH} Matching items.</b> We will only replace the damaged part.", body)
    )
    story.append(Paragraph("Definitions", head))
    story.append(Paragraph("<b>Excess:</b> the first part of any claim that you must pay.", body))
    story.append(Paragraph("<b>Approved repairer:</b> a garage we have chosen.", body))
    story.append(Paragraph(f"<b>11. Exclusions {DASH} drivers.</b>", body))
    story.append(Paragraph("We will not pay while your car is driven by a person not on your certificate.", body))
    for _ in range(9):
        story.append(Paragraph("A filler sentence about how claims are handled by the team. " * 4, body))
    story.append(Paragraph("Claims procedure", head))
    story.append(Paragraph("Tell us about an accident within 7 days and send us every court paper you get. " * 6, body))
    buffer = io.BytesIO()
    SimpleDocTemplate(buffer, pagesize=A4).build(story)
    return buffer.getvalue()


def test_run_in_headings_definitions_and_numbered_titles_are_their_own_passages(services: Services) -> None:
    passages = _ingest(services, "motor.pdf", _wording())
    ten = passages["motor.pdf#p1.c-general-condition-10"]
    assert ten.text == f"General condition 10 {DASH} Keys. You must not leave the keys in your car."
    assert ten.clause == "General condition 10"
    eleven = passages["motor.pdf#p1.c-general-condition-11"]
    assert eleven.text.startswith("General condition 11") and "keys" not in eleven.text
    excess = [p for p in passages.values() if p.text.startswith("Excess:")]
    assert [p.text for p in excess] == ["Excess: the first part of any claim that you must pay."]
    drivers = passages["motor.pdf#p1.c11"]
    assert drivers.text.startswith("We will not pay while your car is driven")
    assert drivers.heading_path[-1] == f"11. Exclusions {DASH} drivers."


def test_a_paragraph_across_a_page_break_is_one_passage_on_its_first_page(services: Services) -> None:
    passages = _ingest(services, "motor.pdf", _wording())
    crossing = [p for p in passages.values() if p.extra.get("ends_on_page")]
    assert crossing, [(a, p.text[:40]) for a, p in passages.items()]
    first = crossing[0]
    assert first.page is not None and int(first.extra["ends_on_page"]) == first.page + 1
    words = " ".join(p.text for p in passages.values() if p.heading_path[-1:] == ("Claims procedure",))
    assert words.count("Tell us about an accident") == 6  # nothing lost or doubled at the break


def test_file_note_entries_are_addressed_by_their_labels(services: Services) -> None:
    notes = (
        "CLAIM FILE NOTES\n\n"
        "[e1] 04/03/2025 JS: Called the policyholder about the burst pipe.\n"
        "[e2] 05/03/2025 JS: Loss adjuster appointed.\n"
        "     Visit booked for 7 March.\n"
        "[e3] 06/03/2025 JS: Payment of \u00a34,030 authorised.\n"
    )
    passages = _ingest(services, "notes.txt", notes.encode())
    assert passages["notes.txt#e2"].text == ("[e2] 05/03/2025 JS: Loss adjuster appointed. Visit booked for 7 March.")
    assert set(passages) == {"notes.txt#e1", "notes.txt#e2", "notes.txt#e3"}


def test_dated_log_lines_without_labels_are_entries_in_order(services: Services) -> None:
    log = "12/03/2025 Call logged.\n13/03/2025 Adjuster visited.\n14/03/2025 Report received. It is long.\n"
    passages = _ingest(services, "log.txt", log.encode())
    assert passages["log.txt#e3"].text == "14/03/2025 Report received. It is long."
    once = "We wrote on 12/03/2025 to confirm cover.\n12/03/2025 is also when the adjuster called.\n"
    assert "dated.txt#para1" in _ingest(services, "dated.txt", once.encode())  # one date is not a log


def test_an_entry_label_at_the_end_of_its_header_line_addresses_the_entry(services: Services) -> None:
    """A log that prints each entry's label after the header's fields ("... / DESK  LOG #3") and rules the
    entries off: the label names the entry and leaves its text; the rule is no words of either entry."""
    log = (
        "ADJUSTER LOG - CLAIM AB-1\r\n"
        "06/19/2026 08:05 CDT  K. VANE / DESK  LOG #1\r\n   Loss reported by the insured.\r\n"
        "====================\r\n"
        "06/20/2026 13:40 CDT  J. ARBO / FIELD ADJ  LOG #2\r\n   On site. Roof lost.\r\n"
        "====================\r\n"
        "06/23/2026 10:15 CDT  J. ARBO / FIELD ADJ  LOG #4\r\n   Storm report: a 74 mph gust.\r\n"
        "====================\r\n"
    )
    passages = _ingest(services, "log.txt", log.encode())
    assert passages["log.txt#e2"].text == "06/20/2026 13:40 CDT J. ARBO / FIELD ADJ On site. Roof lost."
    assert passages["log.txt#e4"].text == "06/23/2026 10:15 CDT J. ARBO / FIELD ADJ Storm report: a 74 mph gust."
    assert not any("LOG #" in p.text or "===" in p.text for p in passages.values())
    # Twin: a log whose lines end with a reference to a note, in the run of the sentence, keeps its words and
    # its entries in order.
    references = "12/03/2025 Call logged, see note 4\n13/03/2025 Adjuster visited re note 4\n14/03/2025 Report in.\n"
    kept = _ingest(services, "refs.txt", references.encode())
    assert kept["refs.txt#e2"].text == "13/03/2025 Adjuster visited re note 4"


def test_a_notes_label_before_the_date_stamp_needs_no_separator(services: Services) -> None:
    notes = (
        "CLAIM FILE NOTES\n\n"
        "NOTE 01  12/05/2026 07:42  --  T. OYE - MOTOR CLAIMS\n      FNOL by phone.\n\n"
        "NOTE 02  12/05/2026 10:15  --  T. OYE - MOTOR CLAIMS\n      Recovery arranged.\n"
    )
    passages = _ingest(services, "notes.txt", notes.encode())
    assert passages["notes.txt#e2"].text == "NOTE 02 12/05/2026 10:15 -- T. OYE - MOTOR CLAIMS Recovery arranged."
    # Twin: "Note 2" in prose, with no date stamp after it, is a reference: no entries.
    prose = "Note 2 of the schedule sets the excess.\n\nNote 3 of the schedule sets the limit.\n"
    assert not any("#e" in address for address in _ingest(services, "prose.txt", prose.encode()))


def test_a_ruled_line_keeps_a_thread_separator(services: Services) -> None:
    """Rules are furniture, but a thread's separator line still opens the next message."""
    thread = (
        "From: Claims <c@example.com>\nSent: 10 March 2025\nSubject: RE: X\n\nWe have the photos.\n"
        "==========\n\n-----Original Message-----\nFrom: Ana <a@example.com>\nSent: 9 March 2025\n"
        "Subject: X\n\nPhotos attached.\n"
    )
    passages = _ingest(services, "thread.eml", thread.encode())
    assert "Photos attached" in passages["thread.eml#m2"].text
    assert "===" not in " ".join(p.text for p in passages.values())


def test_each_message_of_a_thread_is_its_own_passage(services: Services) -> None:
    thread = (
        "From: Claims Team <claims@example.com>\nSent: 10 March 2025 14:02\nTo: Ana Ruiz\n"
        "Subject: RE: Claim HX-4471\n\nWe have passed the photographs to the adjuster.\n\n"
        "-----Original Message-----\nFrom: Ana Ruiz <ana@example.com>\nSent: 9 March 2025 18:40\n"
        "Subject: Claim HX-4471\n\nI attach photos of the bedroom ceiling.\n"
    )
    passages = _ingest(services, "thread.eml", thread.encode())
    assert "passed the photographs" in passages["thread.eml#m1"].text
    assert "bedroom ceiling" in passages["thread.eml#m2"].text
    assert "bedroom ceiling" not in passages["thread.eml#m1"].text


def _scan(image: Image.Image, angle: float) -> Image.Image:
    rng = random.Random(7)
    image = image.rotate(angle, resample=Image.Resampling.BICUBIC, fillcolor=255).filter(ImageFilter.GaussianBlur(0.6))
    pixels = image.load()
    assert pixels is not None
    for _ in range(image.width * image.height // 500):
        pixels[rng.randrange(image.width), rng.randrange(image.height)] = 0
    return image


def _unruled_scan() -> bytes:
    """An excess table with no rules: labels left, amounts right-aligned, one label over two lines."""
    dpi = 200
    image = Image.new("L", (int(8.27 * dpi), int(4 * dpi)), 255)
    draw = ImageDraw.Draw(image)
    rows = [
        ("Excess type", "Amount"),
        ("Compulsory excess", "\u00a3250"),
        ("Young driver excess\n(under 25)", "\u00a3400"),
    ]
    rows.append(("Windscreen replacement", "\u00a3115"))
    y = 120
    for index, (label, amount) in enumerate(rows):
        font = ImageFont.truetype(FONT_BOLD if index == 0 else FONT, 34)
        for k, part in enumerate(label.split("\n")):
            draw.text((140, y + 44 * k), part, font=font, fill=0)
        draw.text((1300 - draw.textlength(amount, font=font), y), amount, font=font, fill=0)
        y += 44 * len(label.split("\n")) + 36
    buffer = io.BytesIO()
    _scan(image, 0.7).save(buffer, format="PNG", dpi=(dpi, dpi))
    return buffer.getvalue()


def test_unruled_scanned_table_rows_keep_their_column_labels(services: Services) -> None:
    passages = _ingest(services, "excess.png", _unruled_scan())
    rows = [p for p in passages.values() if p.table_row is not None]
    assert [p.address for p in rows] == ["excess.png#p1.t1.r1", "excess.png#p1.t1.r2", "excess.png#p1.t1.r3"]
    assert all(p.table_row and p.table_row.column_labels == ("Excess type", "Amount") for p in rows)
    assert rows[1].table_row is not None and rows[1].table_row.cells == ("Young driver excess (under 25)", "\u00a3400")
    assert all(p.ocr_confidence is not None and p.ocr_confidence > 80 for p in rows)


def _ruled_scan_pdf() -> bytes:
    """A short ruled table (its column rules only a few rows tall) in a scanned PDF page."""
    dpi = 150
    image = Image.new("L", (int(8.27 * dpi), int(11.69 * dpi)), 255)
    draw = ImageDraw.Draw(image)
    cells = [("Period", "Rent charged", "Received"), ("April 2025", "\u00a3975.00", "\u00a3975.00")]
    cells.append(("May 2025", "\u00a3975.00", "\u00a3500.00"))
    xs, top, height = (110, 520, 850, 1130), 180, 60
    for r, row in enumerate(cells):
        draw.line((xs[0], top + r * height, xs[-1], top + r * height), fill=0, width=3)
        for c, text in enumerate(row):
            draw.text((xs[c] + 12, top + r * height + 16), text, font=ImageFont.truetype(FONT, 24), fill=0)
    bottom = top + len(cells) * height
    draw.line((xs[0], bottom, xs[-1], bottom), fill=0, width=3)
    for x in xs:
        draw.line((x, top, x, bottom), fill=0, width=3)
    png = io.BytesIO()
    _scan(image, -0.9).save(png, format="PNG")
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, pagesize=A4, invariant=1)
    pdf.drawImage(ImageReader(io.BytesIO(png.getvalue())), 0, 0, width=A4[0], height=A4[1])
    pdf.showPage()
    pdf.save()
    return buffer.getvalue()


def test_short_ruled_scan_loses_its_rules_not_its_cells(services: Services) -> None:
    passages = _ingest(services, "ledger.pdf", _ruled_scan_pdf())
    row = passages["ledger.pdf#p1.t1.r2"]
    assert row.table_row is not None
    assert row.table_row.column_labels == ("Period", "Rent charged", "Received")
    assert row.table_row.cells == ("May 2025", "\u00a3975.00", "\u00a3500.00")  # no "|" read off the rules


def test_a_list_with_wide_label_gaps_is_not_a_table(services: Services) -> None:
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4, invariant=1)
    for i, text in enumerate(("damage caused by frost;", "damage caused by wear;", "damage while unoccupied.")):
        page.drawString(72, 700 - 16 * i, f"({'abc'[i]})")
        page.drawString(140, 700 - 16 * i, text)
    page.showPage()
    page.save()
    passages = _ingest(services, "list.pdf", buffer.getvalue())
    assert not any(p.table_row for p in passages.values())


def test_low_confidence_rows_are_flagged() -> None:
    table = TableData(header=("Item", "Amount"), rows=(("Rent", "\u00a3975"), ("Fees", "\u00a35?0")))
    table = TableData(table.header, table.rows, row_confidence=(92.0, 41.0))
    parsed = ParsedDocument(blocks=(Block(BlockKind.TABLE, "", page=1, table=table),))
    info = DocumentInfo("c", "scan.png", "Scan", DocumentType.OTHER, "0" * 64)
    rows = chunk(parsed, info)
    assert [p.extra.get("low_confidence") for p in rows] == [None, "true"]


def test_numbered_and_lettered_items_under_a_named_clause_are_clauses(services: Services) -> None:
    text = (
        f"Coverage C {DASH} Personal Property\n\n"
        "2. Special Limits Of Liability. The special limits below apply:\n"
        "a. $250 on money, bank notes and coins.\n"
        "b. $1,500 on watercraft of all types.\n"
    )
    passages = _ingest(services, "ho3.txt", text.encode())
    assert passages["ho3.txt#c-coverage-c-2-a"].text.endswith("a. $250 on money, bank notes and coins.")
    assert "$250" not in passages["ho3.txt#c-coverage-c-2-b"].text.split("apply:")[-1]
    steps = "2.2 At first notification the handler must:\n1. Confirm the policy number.\n2. Record the date.\n"
    kept = _ingest(services, "steps.txt", steps.encode())  # numbered steps of a decimal clause stay in it
    assert "2. Record the date." in kept["steps.txt#c2-2"].text


def test_markdown_list_of_notes_and_long_messages_stay_whole(services: Services) -> None:
    notes = "# Claim notes\n\n- [e1] 05/02/2025 09:00 RO: Claim logged.\n- [e2] 06/02/2025 15:30 IV: Site visit.\n"
    passages = _ingest(services, "notes.md", notes.encode())
    assert passages["notes.md#e2"].text == "- [e2] 06/02/2025 15:30 IV: Site visit."
    body = " ".join(f"Sentence {i} of the broker's long message." for i in range(1, 10))
    mail = f"From: Dana <d@example.com>\nSubject: Unit 4\n\n{body}\n"
    whole = _ingest(services, "long.eml", mail.encode())
    assert not any(a.endswith(".s2") for a in whole), list(whole)  # one message, one passage


def test_a_paragraph_of_two_sentences_is_a_passage_of_its_own(services: Services) -> None:
    letter = "We accept the ceiling repair. We will pay £8,590.\n\nWe cannot pay for the pedestal. It was worn.\n"
    passages = _ingest(services, "letter.txt", letter.encode())
    assert [p.text for p in passages.values()] == [
        "We accept the ceiling repair. We will pay £8,590.",
        "We cannot pay for the pedestal. It was worn.",
    ]


def test_columns_typed_with_spaces_in_one_string_are_a_table(services: Services) -> None:
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4, invariant=1)
    page.setFont("Courier", 8.6)
    lines = [
        "Prem  Situation                      Buildings  Excess",
        "----- ------------------------------ ---------- ------",
        "001   Unit 4 Harrow Mill, Wrenfield   2,150,000   1,000",
        "002   12-14 Cooper Street, Wrenfield    865,000     500",
        "003   Flats 1-6 Beacon Court            760,000     350",
    ]
    for i, line in enumerate(lines):
        page.drawString(46, 700 - 11 * i, line)
    page.showPage()
    page.save()
    passages = _ingest(services, "legacy.pdf", buffer.getvalue())
    rows = [p for p in passages.values() if p.table_row is not None]
    assert [p.table_row.cells for p in rows if p.table_row] == [
        ("001", "Unit 4 Harrow Mill, Wrenfield", "2,150,000", "1,000"),
        ("002", "12-14 Cooper Street, Wrenfield", "865,000", "500"),
        ("003", "Flats 1-6 Beacon Court", "760,000", "350"),
    ]
    assert rows[0].table_row is not None and rows[0].table_row.column_labels == (
        "Prem", "Situation", "Buildings", "Excess",
    )  # fmt: skip


def test_a_bold_defined_word_is_not_a_run_in_heading(services: Services) -> None:
    body = ParagraphStyle("b", fontName="Times-Roman", fontSize=10.5, leading=14, spaceAfter=6)
    story = [
        Paragraph(f"<b>General condition 7 {DASH} Our rights.</b> We may take over the defence of any claim.", body),
        Paragraph("<b>You</b> must give us any information and help we need. It must be true.", body),
    ]
    buffer = io.BytesIO()
    SimpleDocTemplate(buffer, pagesize=A4).build(story)
    passages = _ingest(services, "rights.pdf", buffer.getvalue())
    clause = [p for p in passages.values() if "give us any information" in p.text]
    assert len(clause) == 1 and clause[0].clause == "General condition 7"
    assert clause[0].heading_path[-1] == f"General condition 7 {DASH} Our rights"


def test_numbered_procedure_steps_are_clauses_of_their_own() -> None:
    """Paragraphs that open with "Step N -" under one heading are each a unit a citation names, not one run
    of text; a paragraph after them without a label stays with the step before it."""
    blocks = (
        Block(BlockKind.HEADING, f"Part B {DASH} Assessing the claim", level=1),
        Block(BlockKind.PARAGRAPH, f"Step 4 {DASH} Ask the caller for the booking reference. Note it on the file."),
        Block(BlockKind.PARAGRAPH, f"Step 5 {DASH} Check the excess shown on the schedule."),
        Block(BlockKind.PARAGRAPH, "Refer a claim over the limit to a team leader."),
    )

    info = DocumentInfo("c", "procedure.docx", "Procedure", DocumentType.PROCEDURE, "0" * 64)
    passages = chunk(structure(ParsedDocument(blocks=blocks)), info)
    by_clause = {p.clause: p.text for p in passages}
    assert set(by_clause) == {"Step 4", "Step 5"}
    assert "Step 5" not in by_clause["Step 4"]
    assert by_clause["Step 5"].endswith("Refer a claim over the limit to a team leader.")


def test_a_paragraph_mentioning_a_step_is_not_a_clause() -> None:
    """The twin: prose that names a step ("Step 4 of ...") opens no clause and stays with its neighbours."""
    blocks = (
        Block(BlockKind.HEADING, f"Part B {DASH} Assessing the claim", level=1),
        Block(BlockKind.PARAGRAPH, "Step 4 of this guide is done by the intake team."),
        Block(BlockKind.PARAGRAPH, "The handler checks the excess."),
    )

    info = DocumentInfo("c", "procedure.docx", "Procedure", DocumentType.PROCEDURE, "0" * 64)
    passages = chunk(structure(ParsedDocument(blocks=blocks)), info)
    assert [p.clause for p in passages] == ["Part B"]  # the heading's clause, one passage of both paragraphs
    assert "The handler checks the excess." in passages[0].text


def test_bracketed_items_under_an_unnumbered_heading_are_clauses_of_their_own() -> None:
    """Under a heading with no number ("Things we do not cover"), "(a)", "(b)" items are provisions a citation
    names one by one, with the lead-in beside each; "(i)" under "(b)" is "(b)(i)"."""
    blocks = (
        Block(BlockKind.HEADING, "Things we do not cover", level=1),
        Block(BlockKind.PARAGRAPH, "We do not cover:"),
        Block(BlockKind.LIST_ITEM, "(a) damage caused by moths or vermin;", label="(a)"),
        Block(BlockKind.LIST_ITEM, "(b) loss arising from:", label="(b)"),
        Block(BlockKind.LIST_ITEM, "(i) a lapsed licence;", label="(i)"),
        Block(BlockKind.LIST_ITEM, "(ii) rust or slow decay.", label="(ii)"),
        Block(BlockKind.PARAGRAPH, "These apply to every section."),
    )
    info = DocumentInfo("c", "wording.pdf", "Wording", DocumentType.WORDING, "0" * 64)
    passages = chunk(structure(ParsedDocument(blocks=blocks)), info)
    by_clause = {p.clause: p for p in passages}
    assert {"(a)", "(b)", "(b)(i)", "(b)(ii)"} <= set(by_clause)
    assert by_clause["(a)"].text == "(a) damage caused by moths or vermin;"
    assert by_clause["(a)"].extra["lead_in"] == "We do not cover:"
    assert by_clause["(b)(ii)"].extra["lead_in"] == "We do not cover: loss arising from:"
    assert None in by_clause and "These apply" in by_clause[None].text  # the text after the list is no item's


def test_a_plain_numbered_list_under_an_unnumbered_heading_stays_a_list() -> None:
    """The twin: "1." items with no clause in force are a list (what to collect, in order), packed together,
    and bracketed labels inside a file-note entry are the writer's own list, not clauses."""
    blocks = (
        Block(BlockKind.HEADING, "What to ask the caller", level=1),
        Block(BlockKind.LIST_ITEM, "1. The policy number.", label="1."),
        Block(BlockKind.LIST_ITEM, "2. The date of the loss.", label="2."),
    )
    info = DocumentInfo("c", "guide.pdf", "Guide", DocumentType.PROCEDURE, "0" * 64)
    passages = chunk(structure(ParsedDocument(blocks=blocks)), info)
    assert [p.clause for p in passages] == [None]
    note = (
        Block(BlockKind.PARAGRAPH, "[e2] Called the insured. Asked for:", entry="e2"),
        Block(BlockKind.LIST_ITEM, "(a) photos of the ceiling;", label="(a)"),
        Block(BlockKind.LIST_ITEM, "(b) the plumber's invoice.", label="(b)"),
    )
    info = DocumentInfo("c", "notes.txt", "Notes", DocumentType.CLAIM_FILE, "0" * 64)
    passages = chunk(structure(ParsedDocument(blocks=note)), info)
    assert len(passages) == 1 and passages[0].clause is None and "invoice" in passages[0].text


def test_a_two_column_table_of_terms_and_meanings_is_a_definitions_list() -> None:
    """Column labels "Term | Meaning": each row is a definitions entry of its own, term then meaning as
    printed (multi-line cells joined), not a numbered table row."""
    table = TableData(
        header=("Term", "Meaning"),
        rows=(
            ("Outbuilding", "A shed, garage or\nsummer house on your land."),
            ("Valuables", "Jewellery and watches."),
        ),
        caption="Key terms",
    )
    blocks = (Block(BlockKind.HEADING, "About this policy", level=1), Block(BlockKind.TABLE, "", page=1, table=table))
    info = DocumentInfo("c", "wording.pdf", "Wording", DocumentType.WORDING, "0" * 64)
    passages = chunk(structure(ParsedDocument(blocks=blocks)), info)
    texts = [p.text for p in passages]
    assert "Outbuilding A shed, garage or summer house on your land." in texts
    assert "Valuables Jewellery and watches." in texts
    assert all(p.table_row is None for p in passages)


def test_a_two_column_table_of_other_labels_stays_a_table() -> None:
    """The twin: "Item | Excess" is a table; its rows keep their column labels."""
    table = TableData(header=("Item", "Excess"), rows=(("Escape of water", "\u00a3350"), ("Theft", "\u00a3100")))
    blocks = (Block(BlockKind.TABLE, "", page=1, table=table),)
    info = DocumentInfo("c", "schedule.pdf", "Schedule", DocumentType.SCHEDULE, "0" * 64)
    passages = chunk(structure(ParsedDocument(blocks=blocks)), info)
    assert [p.table_row is not None for p in passages] == [True, True]


def test_two_one_sentence_paragraphs_said_in_full_are_two_passages() -> None:
    """Each printed paragraph of one full sentence is its author's unit: a letter's payment line and its
    review-rights line are cited apart, not as one run."""
    blocks = (
        Block(BlockKind.PARAGRAPH, "We will pay the agreed amount to your account within five working days.", page=1),
        Block(BlockKind.PARAGRAPH, "You can ask us to look again at this decision within eight weeks.", page=1),
    )
    info = DocumentInfo("c", "letter.pdf", "Letter", DocumentType.OTHER, "0" * 64)
    passages = chunk(structure(ParsedDocument(blocks=blocks)), info)
    assert len(passages) == 2


def test_short_lines_still_pack_with_a_sentence() -> None:
    """The twin: a title line, a lead-in or a sign-off is not a sentence said in full and packs with its
    neighbour, so no passage is a bare fragment."""
    blocks = (
        Block(BlockKind.PARAGRAPH, "Home Cover policy booklet HC-9", page=1),
        Block(BlockKind.PARAGRAPH, "This booklet and your schedule together make up the contract with us.", page=1),
        Block(BlockKind.PARAGRAPH, "Yours sincerely,", page=1),
    )
    info = DocumentInfo("c", "booklet.pdf", "Booklet", DocumentType.WORDING, "0" * 64)
    passages = chunk(structure(ParsedDocument(blocks=blocks)), info)
    assert len(passages) == 1 and passages[0].text.startswith("Home Cover") and "sincerely" in passages[0].text


def _manual_docx(*paragraphs: tuple[str, bool]) -> bytes:
    """A claims manual written in Word with its labels typed, not numbered by Word: (text, indented)."""
    import docx
    from docx.shared import Cm

    document = docx.Document()
    document.add_heading(f"Part A {DASH} First notification", level=1)
    for text, indented in paragraphs:
        paragraph = document.add_paragraph(text)
        if indented:
            paragraph.paragraph_format.left_indent = Cm(1)
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def test_typed_sub_steps_in_a_docx_are_items_of_their_step(services: Services) -> None:
    """ "Step 3. ... If the club has none:" then "(a) ...", "(b) ..." typed as indented paragraphs: the step is a
    clause, each lettered sub-step its own passage with the step's lead-in beside it, as a PDF prints them."""
    data = _manual_docx(
        ("Step 3. Record the crime reference for every theft claim. If the club has none:", False),
        ("(a) ask the club secretary to report to the police within 24 hours;", True),
        ("(b) diary the file for 3 working days;", True),
        ("Step 4. Ask for the asset register or purchase invoices.", False),
    )
    passages = list(_ingest(services, "manual.docx", data).values())
    by_clause = {p.clause: p for p in passages}
    assert {"Step 3", "Step 3(a)", "Step 3(b)", "Step 4"} <= set(by_clause), [p.clause for p in passages]
    assert by_clause["Step 3"].text.endswith("If the club has none:")
    assert by_clause["Step 3(a)"].text == "(a) ask the club secretary to report to the police within 24 hours;"
    assert by_clause["Step 3(b)"].extra["lead_in"] == "If the club has none:"
    assert "asset register" not in by_clause["Step 3(b)"].text


def test_a_docx_paragraph_that_only_opens_with_a_bracket_is_not_an_item(services: Services) -> None:
    """The twin: "(see Part B)" or "(2026 edition)" opening a paragraph is no typed label, and "Step 4 of this
    guide ..." is prose: they stay one passage with their neighbour."""
    data = _manual_docx(
        ("(see Part B) The handler records the crime reference on every theft claim.", False),
        ("Step 4 of this guide is done by the intake team.", False),
    )
    passages = list(_ingest(services, "manual.docx", data).values())
    assert len(passages) == 1 and passages[0].clause == "Part A", [(p.clause, p.text) for p in passages]
