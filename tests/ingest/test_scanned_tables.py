"""Scanned tables on layouts the samples do not have, and the text shapes found beside them: each rule with a
trap (what must not change) and a faithful twin (what it must now read).

- a scanner's dark edge does not decide the page's deskew angle;
- thin, light rules (blurred and JPEG-greyed) still give a table its rows;
- a lone character between rules that the page pass drops is read again in its cell; an empty cell stays empty;
- a sentence above a table that rules only its rows is not its header row;
- a title set larger above an unruled table is not one of its rows;
- a closing summary row ("Total | | 9,444.00") is not a row with dropped cells, and does not hide one;
- file-note entries labelled "Entry 4 -" or set as Markdown headings ("#### Note 3 - ...") are entries;
- a defined term on its own line above its meaning is one passage with it.
"""

from __future__ import annotations

import io
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import Image, ImageDraw, ImageFilter, ImageFont
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph, SimpleDocTemplate

from tests.ingest.ingest_support import one_collection
from vouch.ingest.aligned import find_aligned_tables
from vouch.ingest.confidence import doubtful_cells
from vouch.ingest.layout import Span
from vouch.ingest.parsers.ocr import _deskew_angle, ocr_image
from vouch.ingest.parsers.paged import _rejoin_split_cells
from vouch.ingest.pipeline import ingest_file
from vouch.ingest.result import Outcome
from vouch.ingest.tables import Grid, fill
from vouch.passages import Passage
from vouch.services import Services

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
SANS = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
DASH = "\u2014"
DPI = 200


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    with one_collection(tmp_path / "data", "scans") as built:
        yield built


def _ingest(services: Services, name: str, data: bytes) -> dict[str, Passage]:
    result = ingest_file(services, "scans", name, data)
    assert result.outcome is Outcome.INGESTED, result.error
    return {p.address: p for p in services.passages.passages("scans", name)}


def _noisy(image: Image.Image, angle: float, edge: bool = False) -> Image.Image:
    """Rotated, blurred and specked as a scanner leaves a page; ``edge``: a dark band along the top."""
    rng = random.Random(11)
    image = image.rotate(angle, resample=Image.Resampling.BICUBIC, fillcolor=255).filter(ImageFilter.GaussianBlur(0.7))
    if edge:
        ImageDraw.Draw(image).rectangle((0, 0, image.width, 14), fill=60)
    pixels = image.load()
    assert pixels is not None
    for _ in range(image.width * image.height // 600):
        pixels[rng.randrange(image.width), rng.randrange(image.height)] = 0
    return image


def _png(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", dpi=(DPI, DPI))
    return buffer.getvalue()


def _text_page() -> Image.Image:
    image = Image.new("L", (1400, 1000), 240)  # a grey paper tone
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(SANS, 30)
    for i in range(12):
        draw.text((120, 120 + 60 * i), "Worksheet line with words and figures 10/12/2026 $714.00", font=font, fill=20)
    return image


def test_a_dark_scanner_edge_does_not_decide_the_deskew_angle() -> None:
    plain = _noisy(_text_page(), 1.2)
    edged = _noisy(_text_page(), 1.2, edge=True)
    assert abs(_deskew_angle(plain) + 1.2) <= 0.15  # twin: the text alone gives the angle
    assert abs(_deskew_angle(edged) + 1.2) <= 0.15  # trap: the band along the top lies flat at 0 degrees


def _grid_scan(rules_grey: int, vertical: bool, rows: list[tuple[str, ...]], above: str = "") -> bytes:
    """A table on a scanned page: a rule under the header and between rows (light grey when ``rules_grey`` is
    high), column rules when ``vertical``, an optional sentence set just above the table."""
    image = Image.new("L", (int(8.27 * DPI), int(4 * DPI)), 238)
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 28)
    xs = (120, 420, 1000, 1200, 1560)
    top, height = 200, 70
    if above:
        draw.text((xs[0], top - 60), above, font=font, fill=20)
    for r, row in enumerate(rows):
        y = top + r * height
        draw.line((xs[0], y, xs[-1], y), fill=rules_grey, width=2)
        for c, text in enumerate(row):
            if c >= 3:  # amounts are right-aligned
                draw.text((xs[c + 1] - 14 - draw.textlength(text, font=font), y + 18), text, font=font, fill=20)
            else:
                draw.text((xs[c] + 14, y + 18), text, font=font, fill=20)
    bottom = top + len(rows) * height
    draw.line((xs[0], bottom, xs[-1], bottom), fill=rules_grey, width=2)
    if vertical:
        for x in xs:
            draw.line((x, top, x, bottom), fill=rules_grey, width=2)
    return _png(_noisy(image, 0.6))


ESTIMATE = [
    ("Item", "Description of works", "Qty", "Amount"),
    ("1", "Take down kitchen ceiling", "6 sq m", "1,860.00"),
    ("2", "Refit kitchen wall units", "1", "2,140.00"),
    ("3", "Replace bath panel", "", "385.00"),
    ("4", "Replace extractor fan", "1", "420.00"),
]


def _rows(passages: dict[str, Passage]) -> list[tuple[str, ...]]:
    return [p.table_row.cells for p in passages.values() if p.table_row is not None]


def test_lone_characters_between_rules_are_read_again_and_blank_cells_stay_blank(services: Services) -> None:
    rows = _rows(_ingest(services, "estimate.png", _grid_scan(20, True, ESTIMATE)))
    assert [r[0] for r in rows] == ["1", "2", "3", "4"]  # twin: item numbers the page pass drops
    assert [r[2] for r in rows][1:] == ["1", "", "1"]  # trap: the blank quantity is not made up
    assert [r[3] for r in rows] == ["1,860.00", "2,140.00", "385.00", "420.00"]


VALUATION = [
    ("Source", "Details", "Mileage", "Price"),
    ("Trade guide", "2021, average", "38,000", "16,900"),
    ("Dealer advert 1", "Fenbridge Kia", "35,210", "17,295"),
    ("Dealer advert 2", "Whitlow Motors", "41,870", "16,495"),
]


def _spread(rows: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """Four columns set in the grid's first, second, fourth and fifth slots (the fourth right-aligned)."""
    return [(r[0], r[1], r[2], r[3]) for r in rows]


@pytest.mark.parametrize("grey", [20, 175])
def test_rules_between_rows_give_rows_even_when_thin_and_light(services: Services, grey: int) -> None:
    scan = _grid_scan(grey, False, _spread(VALUATION))
    image = Image.open(io.BytesIO(scan))
    page = ocr_image(image, 1, DPI, image.width * 72 / DPI, image.height * 72 / DPI).layout
    assert sum(1 for r in page.rules if r.horizontal) == len(VALUATION) + 1  # a light rule is still a rule
    passages = _ingest(services, f"valuation-{grey}.png", scan)
    rows = [p for p in passages.values() if p.table_row is not None]
    assert [p.table_row.cells[-1] for p in rows if p.table_row] == ["16,900", "17,295", "16,495"]
    assert all(p.table_row and p.table_row.column_labels[-1] == "Price" for p in rows)


def test_a_sentence_above_a_table_ruled_by_rows_is_not_its_header(services: Services) -> None:
    scan = _grid_scan(20, False, _spread(VALUATION), above="Please list each item and attach the receipt.")
    passages = _ingest(services, "receipts.png", scan)
    rows = [p for p in passages.values() if p.table_row is not None]
    assert rows and all(p.table_row and p.table_row.column_labels == VALUATION[0] for p in rows)
    assert any("Please list each item" in p.text for p in passages.values() if p.table_row is None)


def _span(x0: float, y0: float, text: str, height: float = 10.0) -> Span:
    return Span(x0, y0, x0 + 6.0 * len(text), y0 + height, text, height)


def test_the_line_above_a_table_ruled_by_rows_is_its_header_when_it_breaks_at_its_columns() -> None:
    rule_ys = (100.0, 120.0, 140.0)
    body = [_span(50, 105, "Rent"), _span(300, 105, "975.00"), _span(50, 125, "Fees"), _span(300, 125, "120.00")]
    header = [_span(50, 84, "Charge"), _span(300, 84, "Amount")]
    sentence = [_span(50 + 40 * i, 84, w) for i, w in enumerate(["Please", "list", "every", "charge", "below"])]
    grid = Grid(x0=45, x1=360, ys=rule_ys, xs=())
    kept = fill(grid, body + header, ocr=True)
    assert kept is not None and kept.cells[0] == ("Charge", "Amount")  # twin: the unruled first row
    left = fill(grid, body + sentence, ocr=True)
    assert left is not None and left.cells[0] == ("Rent", "975.00")  # trap: a sentence is not a header


def test_a_larger_title_above_an_unruled_table_is_not_a_row() -> None:
    title = [_span(50, 40, "ASHCOMBE", 18), _span(250, 40, "SERVICES", 18)]
    rows = [
        [_span(50, 70 + 16 * i, label), _span(250, 70 + 16 * i, amount)]
        for i, (label, amount) in enumerate([("Hotel", "714.00"), ("Rental", "2,150.00"), ("Laundry", "63.75")])
    ]
    head = [_span(50, 54, "Expense"), _span(250, 54, "Amount")]
    (table,) = find_aligned_tables([*title, *head, *(s for r in rows for s in r)], ocr=True)
    assert table.cells[0] == ("Expense", "Amount")  # the header of the table's own size stays
    assert all("ASHCOMBE" not in cell for row in table.cells for cell in row)


def _words(x0: float, y0: float, text: str) -> list[Span]:
    """One cell's words, set 6 pt a character with a one-character space between them."""
    out, x = [], x0
    for word in text.split():
        out.append(_span(x, y0, word))
        x += 6.0 * (len(word) + 1)
    return out


def test_columns_that_some_lines_run_together_are_still_two() -> None:
    # Date at 30, provider at 110, service at 300, amount at 480. In three of the six lines the provider's
    # name runs up to the service (one space apart) or the date sits one space from the provider: merging
    # runs by overlap made one column of date, provider and service, and the table was no table.
    lines = [
        ("09/22/2026", "Fire & Rescue", "Ambulance", "1,180.00"),
        ("09/22/2026", "Regional Emergency Department", "Visit", "3,962.40"),
        ("09/25/2026", "Orthopedics", "Surgery", "9,850.00"),
        ("09/25/2026", "Surgery Center", "Facility fee", "2,274.00"),
        ("10/06/2026", "Orthopedics", "Follow-up", "310.00"),
        ("10/13/2026", "Physical Therapy", "Therapy", "1,440.00"),
    ]
    spans = [*_words(30, 40, "Date"), *_words(110, 40, "Provider"), *_words(300, 40, "Service")]
    spans += _words(480, 40, "Billed")
    for i, (date, provider, service, amount) in enumerate(lines):
        y = 60.0 + 16 * i
        spans += _words(30, y, date) + _words(30 + 6 * 11 if i == 3 else 110, y, provider)
        at = 110 + 6 * (len(provider) + 1) if i == 1 else 300
        spans += _words(at, y, service) + _words(480, y, amount)
    (table,) = find_aligned_tables(spans, ocr=True)
    assert table.cells[0] == ("Date", "Provider", "Service", "Billed")
    assert table.cells[2] == ("09/22/2026", "Regional Emergency Department", "Visit", "3,962.40")
    assert table.cells[4] == ("09/25/2026", "Surgery Center", "Facility fee", "2,274.00")


def test_a_closing_summary_row_is_not_a_row_with_dropped_cells() -> None:
    rows = [
        ("1", "Ceiling", "6 sq m", "1,860.00"),
        ("2", "Wall units", "1", "2,140.00"),
        ("3", "Bath panel", "", "385.00"),
        ("4", "Extractor fan", "1", "420.00"),
        ("", "Total including VAT", "", "4,805.00"),
    ]
    doubts = doubtful_cells(rows, ("Item", "Description", "Qty", "Amount"))
    assert doubts[-1] == []  # trap: a total leaves its item and quantity empty on purpose
    assert doubts[2] == ["(no Qty)"]  # twin: the one data row without a quantity is still a dropped word


def test_file_note_entries_labelled_by_a_word_or_set_as_headings_are_entries(services: Services) -> None:
    notes = (
        "CLAIM FILE NOTES\n\n"
        f"Entry 1 {DASH} 02 Oct 2026 {DASH} P. Naidoo (claims handler)\nCustomer phoned to report a leak.\n\n"
        f"Entry 2 {DASH} 03 Oct 2026 {DASH} P. Naidoo (claims handler)\nPlumber's invoice received for \u00a3276.\n"
    )
    passages = _ingest(services, "notes.txt", notes.encode())
    assert passages["notes.txt#e2"].text.endswith("Plumber's invoice received for \u00a3276.")
    log = (
        "# Claim log\n\n"
        "#### Note 1 \u00b7 14 Oct 2026 09:05 \u00b7 R. Amadi, claims assessor\nClaim form received.\n\n"
        "#### Note 2 \u00b7 16 Oct 2026 11:15 \u00b7 R. Amadi, claims assessor\nSpoke to the insured.\n\n"
        "#### Next steps\nWrite to the insured.\n"
    )
    entries = _ingest(services, "log.md", log.encode())
    stamp = "Note 2 \u00b7 16 Oct 2026 11:15 \u00b7 R. Amadi, claims assessor"
    assert entries["log.md#e2"].text == f"{stamp} Spoke to the insured."
    # trap: a heading that is no entry stays a heading over its text
    assert [p.heading_path[-1] for p in entries.values() if p.text == "Write to the insured."] == ["Next steps"]


def test_a_defined_term_on_its_own_line_is_one_passage_with_its_meaning(services: Services) -> None:
    head = ParagraphStyle("h", fontName="Helvetica-Bold", fontSize=14, leading=18, spaceBefore=8, spaceAfter=6)
    term = ParagraphStyle("t", fontName="Helvetica-Bold", fontSize=10, leading=13, spaceBefore=6)
    body = ParagraphStyle("b", fontName="Helvetica", fontSize=10, leading=13, spaceAfter=4)
    story = [
        Paragraph("Important words", head),
        Paragraph("Close relative", term),
        Paragraph("Your husband, wife or partner, parent, child, brother or sister.", body),
        Paragraph("Unattended", term),
        Paragraph("Left where you cannot see the item and cannot stop it being taken.", body),
        Paragraph(f"Section 3 {DASH} Personal baggage", head),
        Paragraph("Claims", term),
        Paragraph("We will pay for items lost or stolen during your trip.", body),
    ]
    buffer = io.BytesIO()
    SimpleDocTemplate(buffer, pagesize=A4).build(story)
    texts = [p.text for p in _ingest(services, "wording.pdf", buffer.getvalue()).values()]
    assert "Close relative Your husband, wife or partner, parent, child, brother or sister." in texts
    assert "Unattended Left where you cannot see the item and cannot stop it being taken." in texts
    # trap: outside the definitions list a sub-heading is not glued to its text
    assert "We will pay for items lost or stolen during your trip." in texts


def _wrapped_table(first_cell: str) -> list[Span]:
    """A header and three rows; row 2's item wraps onto a line set nearer to row 3 than to its own row."""
    spans = [*_words(30, 40, "Date"), *_words(120, 40, "Item"), *_words(400, 40, "Amount")]
    ys = (60.0, 80.0, 104.0)
    for y, (date, item, amount) in zip(
        ys,
        [
            ("01/02/2026", "Marquee hire", "900.00"),
            ("03/02/2026", first_cell, "450.00"),
            ("05/02/2026", "Lighting", "120.00"),
        ],
        strict=True,
    ):
        spans += _words(30, y, date) + _words(120, y, item) + _words(400, y, amount)
    return [*spans, *_words(120, 95, "two evenings")]  # 5 below row 2's line, 1 above row 3's


def test_a_wrapped_line_continues_the_cell_left_unfinished_above() -> None:
    """A cell ending in a comma or joining word ("Band and DJ,") is continued by the wrapped line under it,
    though the scan set that line nearer the next row."""
    (table,) = find_aligned_tables(_wrapped_table("Band and DJ,"), ocr=True)
    assert table.cells[2] == ("03/02/2026", "Band and DJ, two evenings", "450.00")
    assert table.cells[3] == ("05/02/2026", "Lighting", "120.00")


def test_a_line_nearer_the_next_row_after_a_finished_cell_joins_that_row() -> None:
    """The twin: after a finished cell ("Band and DJ") the nearest row still wins, as before."""
    (table,) = find_aligned_tables(_wrapped_table("Band and DJ"), ocr=True)
    assert table.cells[2] == ("03/02/2026", "Band and DJ", "450.00")
    assert table.cells[3][1] == "two evenings Lighting"


def test_an_unlabelled_column_filled_in_some_rows_is_the_end_of_the_cell_on_its_left() -> None:
    """OCR cut a description at a wide word gap ("Silver locket (see | list 4)"): the header leaves that
    column unlabelled while it labels the others, so its words go back to the cell on the left."""
    header = ("Item", "", "Age", "Value")
    rows = (("Silver locket (see", "list 4)", "6 yrs", "420.00"), ("Camera body", "", "1 yr", "610.00"))
    assert _rejoin_split_cells(header, rows) == (
        ("Item", "Age", "Value"),
        (("Silver locket (see list 4)", "6 yrs", "420.00"), ("Camera body", "1 yr", "610.00")),
    )


def test_an_unlabelled_column_of_figures_or_beside_an_amount_stays_a_column() -> None:
    """Twins: figures under a missing label are a column of their own, and a stray cell next to an amount is
    not a description's end; a table without labels is left as read."""
    figures = (("Item", "", "Value"), (("Camera body", "2", "610.00"), ("Tripod", "", "85.00"), ("Lens", "1", "")))
    assert _rejoin_split_cells(*figures) == figures
    beside = (("Value", "", "Item"), (("610.00", "extra", "Camera"), ("85.00", "", "Tripod")))
    assert _rejoin_split_cells(*beside) == beside
    unlabelled: tuple[tuple[str, ...], tuple[tuple[str, ...], ...]] = ((), (("Camera", "x"), ("Tripod", "")))
    assert _rejoin_split_cells(*unlabelled) == unlabelled
