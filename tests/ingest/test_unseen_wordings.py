"""Wording layouts from bench/ingest_blind5's misses, through the real pipeline (text PDFs drawn line by line):
clauses numbered in roman parts ("IV.2"), articles labelled by an abbreviation ("Art. 4"), and a definitions
list whose terms hang in a column of their own. Each with a twin that must keep its old reading."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

from tests.ingest.ingest_support import one_collection
from vouch.ingest.pipeline import ingest_file
from vouch.ingest.result import Outcome
from vouch.passages import Passage
from vouch.services import Services

DASH = "\u2014"
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
FONT_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"

Run = tuple[float, str, bool]  # x, text, bold


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    with one_collection(tmp_path / "data", "wordings") as built:
        yield built


def _pdf(lines: list[tuple[float, list[Run]]]) -> bytes:
    """Each line: (font size, runs at their x); one line every 1.45 sizes, a heading gap before big lines."""
    pdfmetrics.registerFont(TTFont("W", FONT))
    pdfmetrics.registerFont(TTFont("WB", FONT_BOLD))
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4, invariant=1)
    y = 780.0
    for size, runs in lines:
        y -= size * (2.2 if size > 9.5 else 1.45)
        for x, text, bold in runs:
            page.setFont("WB" if bold else "W", size)
            page.drawString(x, y, text)
    page.showPage()
    page.save()
    return buffer.getvalue()


def _ingest(services: Services, name: str, data: bytes) -> dict[str, Passage]:
    result = ingest_file(services, "wordings", name, data)
    assert result.outcome is Outcome.INGESTED, result.error
    return {p.address: p for p in services.passages.passages("wordings", name)}


def _body(text: str, x: float = 56) -> tuple[float, list[Run]]:
    return (9.0, [(x, text, False)])


def _head(text: str) -> tuple[float, list[Run]]:
    return (11.0, [(56, text, True)])


def test_clauses_numbered_in_roman_parts_are_passages_of_their_own(services: Services) -> None:
    lines = [
        _head("Community Hall Policy"),
        _body("This policy covers the hall named in the schedule and the organisation that runs it for the year."),
        _head(f"PART IV {DASH} MONEY"),
        _body("IV.1 We insure money against loss, up to the limits in the summary of limits below."),
        _body("IV.2 Money kept in the hall overnight must be in a locked safe; money in a locked cash tin is"),
        _body("covered up to £250 only."),
        _body("IV.3 Money in the home of a volunteer is covered up to £500, if it is kept in a locked drawer."),
        _body("I think the hall committee should read this part with the treasurer before each season."),
    ]
    passages = _ingest(services, "hall.pdf", _pdf(lines))
    two = passages["hall.pdf#p1.civ-2"]
    assert two.clause == "IV.2"
    assert (
        two.text
        == "IV.2 Money kept in the hall overnight must be in a locked safe; money in a locked cash tin is covered up "
        "to £250 only."
    )
    assert "£500" not in two.text and "£250" not in passages["hall.pdf#p1.civ-3"].text
    # twin: a sentence opening with the word "I" is not part I's clause; it stays with the text before it
    assert not any(p.clause and p.clause.startswith("I.") for p in passages.values())


def test_an_article_labelled_by_its_abbreviation_is_a_clause_with_lettered_items(services: Services) -> None:
    lines = [
        _head(f"SECTION B {DASH} COVERAGE"),
        (
            9.0,
            [
                (56, "Art. 4 Additional Coverages.", True),
                (190, "The following apply within the limit:", False),
            ],
        ),
        _body("(a) Debris removal, up to 10% of the building limit at the location."),
        _body("(b) Increased cost of construction to comply with an ordinance, up to $250,000 per location."),
        (
            9.0,
            [(56, "Art deco fittings.", True), (150, "We pay for period fittings at agreed value.", False)],
        ),
    ]
    passages = _ingest(services, "dic.pdf", _pdf(lines))
    debris = passages["dic.pdf#p1.c-art-4-a"]
    assert debris.clause == "Art. 4(a)" and "Debris removal" in debris.text and "$250,000" not in debris.text
    assert passages["dic.pdf#p1.c-art-4-b"].clause == "Art. 4(b)"
    # twin: a bold title opening with the word "Art" and no number names no article of its own
    fittings = [p for p in passages.values() if "period fittings" in p.text]
    assert len(fittings) == 1 and fittings[0].heading_path[-1] == "Art deco fittings"
    assert not any("art-deco" in p.address for p in passages.values())


def test_terms_hung_in_a_column_beside_their_meanings_are_one_definition_each(services: Services) -> None:
    term, meaning = 56.0, 148.0
    lines = [
        _head("Classic Car Policy"),
        _body("This policy is a contract between you and us for the vehicle shown in your schedule this year."),
        _head("DEFINITIONS"),
        (9.0, [(term, "Agreed Value", True), (meaning, "The value of your vehicle agreed between you and us", False)]),
        _body("before cover starts, and shown in the schedule.", meaning),
        (
            9.0,
            [
                (term, "Classic Vehicle", True),
                (meaning, "A car at least 20 years old, kept as a second vehicle", False),
            ],
        ),
        _body("for pleasure, club runs and shows.", meaning),
        (
            9.0,
            [(term, "Laid Up", True), (meaning, "Declared to us as off the road and kept in secure storage.", False)],
        ),
        _head(f"SECTION 1 {DASH} LIABILITY"),
        (9.0, [(term, "Policy number", True), (meaning, "CC-4471806", False)]),
        _body("1.1 We will cover your legal liability for injury to any person caused by your vehicle."),
    ]
    passages = _ingest(services, "classic.pdf", _pdf(lines))
    texts = [p.text for p in passages.values()]
    assert (
        "Agreed Value The value of your vehicle agreed between you and us before cover starts, and shown in the "
        "schedule." in texts
    )
    assert (
        "Classic Vehicle A car at least 20 years old, kept as a second vehicle for pleasure, club runs and shows."
        in texts
    )
    assert "Laid Up Declared to us as off the road and kept in secure storage." in texts
    # twin: a label beside a short value is not a hanging term, and the clause under it keeps its number
    assert passages["classic.pdf#p1.c1-1"].text.startswith("1.1 We will cover")
    assert not any(t.startswith("Policy number CC-4471806 1.1") for t in texts)


def test_log_entries_set_as_markdown_headings_are_entries_with_their_references_inside(services: Services) -> None:
    """ "### Log 2 | date | writer" opens a file-note entry; a number in the entry's text ("M4.1 tremor", "3.1
    allows") is the writer's reference, not a clause that would cut the entry in two."""
    text = (
        "# Claim log - QX-19-0042\n\n"
        "### Log 1 | 03/02/2025 9:10 AM | P. Varga, Desk\n\n"
        "M4.1 tremor reported at the Fenwick store. Shelving down in aisle 4.\n\n"
        "### Log 2 | 03/05/2025 2:40 PM | P. Varga, Desk\n\n"
        "3.1 allows shelving at cost. Told the manager. She will send receipts.\n\n"
        "## Next steps\n\n"
        "Chase the receipts. Review in two weeks.\n"
    )
    passages = _ingest(services, "log.md", text.encode())
    first, second = passages["log.md#e1"], passages["log.md#e2"]
    assert "03/02/2025 9:10 AM" in first.text and "Shelving down in aisle 4." in first.text
    assert "03/05/2025 2:40 PM" in second.text and "She will send receipts." in second.text
    assert not any(p.clause for p in passages.values())
    # Twin: a heading that is not an entry still closes the last one.
    assert "Chase the receipts." not in second.text


def test_notes_coded_with_a_slash_and_number_are_entries(services: Services) -> None:
    """ "CN/3  04Feb25 1130 PWELLS ..." opens entry e3 and holds every line and sentence of the note (more than
    a paragraph's six); a reference with slashes inside the note opens nothing."""
    body = " ".join(f"Point {n} noted." for n in range(1, 9))
    text = (
        "ORRIN MUTUAL    CLAIM FILE OM-25-114\n\n"
        "CN/1  03Feb25 0910 PWELLS Desk 3\n      Loss reported by phone. Claim form sent.\n\n"
        f"CN/2  04Feb25 1130 PWELLS Desk 3\n      {body}\n      Ref BX/25/00417 from the broker.\n"
    )
    passages = _ingest(services, "file.txt", text.encode())
    assert passages["file.txt#e1"].text.startswith("CN/1")
    second = passages["file.txt#e2"].text
    assert "Point 1 noted." in second and "Point 8 noted." in second and "BX/25/00417" in second
    assert not any(a.startswith("file.txt#e2.s") for a in passages)


def _boxed_table(page: canvas.Canvas, top: float, rows: list[list[str]], xs: list[float], height: float) -> None:
    """A table drawn as one stroked box per row with the cell rules drawn row by row (as some generators
    do): each shared edge is drawn twice, a hair apart, and no vertical rule runs the table's whole height."""
    y = top
    for cells in rows:
        tall = height + 11.0 * (max(len(c.split("\n")) for c in cells) - 1)
        page.rect(xs[0], y - tall, xs[-1] - xs[0], tall - 0.4, stroke=1, fill=0)
        for x in xs[1:-1]:
            page.line(x, y, x, y - tall)
        for x, cell in zip(xs, cells, strict=False):
            for k, text in enumerate(cell.split("\n")):
                page.drawString(x + 3, y - 13 - k * 11.0, text)
        y -= tall


def test_a_table_of_boxed_rows_keeps_every_row_and_its_last_row_by_the_page_edge(services: Services) -> None:
    """Rows drawn as boxes are one table (not three rows and loose text); a cell near the foot of the page
    ("9", "12/2025") is a cell, not a page number."""
    pdfmetrics.registerFont(TTFont("W", FONT))
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4, invariant=1)
    page.setFont("W", 9)
    page.drawString(56, 280, "Works programme. The stages below are the ones agreed with the contractor.")
    rows = [["Stage", "Work", "Month", "Value"]]
    rows += [[str(n), f"Stage work number {n}", f"{n:02d}/2025", f"£{n},400"] for n in range(1, 9)]
    rows += [["9", "Snagging and clean\nbefore handover", "12/2025", "£2,100"]]
    _boxed_table(page, 262, rows, [56, 90, 290, 350, 450], 18.0)  # the last row in the foot margin
    page.showPage()
    page.save()
    passages = _ingest(services, "programme.pdf", buffer.getvalue())
    rows_out = {p.address: p for p in passages.values() if p.table_row is not None}
    assert len(rows_out) == 9, sorted(rows_out)
    last = rows_out["programme.pdf#p1.t1.r9"].table_row
    assert last is not None and last.column_labels == ("Stage", "Work", "Month", "Value")
    assert last.cells == ("9", "Snagging and clean before handover", "12/2025", "£2,100")
    assert rows_out["programme.pdf#p1.t1.r3"].table_row.cells[1] == "Stage work number 3"  # type: ignore[union-attr]


def test_a_list_of_codes_each_with_its_line_is_a_table_read_code_first(services: Services) -> None:
    """Codes in a column, each with one line of text ("QE4    Tools limit raised ..."), are rows of a table,
    the code first, though the text's taller ink starts above the code's on the same baseline."""
    data = _pdf(
        [
            _head("Endorsements"),
            (
                8.5,
                [
                    (56, "QE4", False),
                    (104, "Tools limit raised to £3,000 for the workshop (list dated 04/05/2025).", False),
                ],
            ),
            (8.5, [(56, "QE9", False), (104, "Hired trailer ref. HT-0913 covered while parked at the yard.", False)]),
            (8.5, [(56, "QE12", False), (104, "Glass excess waived for the front shop window only.", False)]),
            _body("Premium: £402.10 including tax. The broker is Arndale Cover."),
        ]
    )
    passages = _ingest(services, "schedule.pdf", data)
    rows = [p.table_row for p in passages.values() if p.table_row is not None]
    assert [r.cells for r in rows] == [
        ("QE4", "Tools limit raised to £3,000 for the workshop (list dated 04/05/2025)."),
        ("QE9", "Hired trailer ref. HT-0913 covered while parked at the yard."),
        ("QE12", "Glass excess waived for the front shop window only."),
    ]


def test_labels_hung_beside_wrapped_text_or_words_beside_lines_are_not_a_code_list(services: Services) -> None:
    """Twins that stay text: a clause label whose text wraps onto a second line is a clause hung in a margin,
    and words in the first column are not codes."""
    wrapped = _pdf(
        [
            _head("Special conditions"),
            (
                9.0,
                [(56, "K1", False), (104, "Hot work must stop an hour before the site is left for the day and", False)],
            ),
            (9.0, [(104, "the area must be checked by the person who did the work.", False)]),
            (9.0, [(56, "K2", False), (104, "Ladders must be locked away or chained to the scaffold when the", False)]),
            (9.0, [(104, "site is closed for the night or the weekend.", False)]),
            (
                9.0,
                [(56, "K3", False), (104, "Skips must not be filled above their rim or left outside the site", False)],
            ),
            (9.0, [(104, "fence when the site is closed.", False)]),
        ]
    )
    texts = _ingest(services, "conditions.pdf", wrapped)
    assert not any(p.table_row for p in texts.values())
    assert any("K2 Ladders must be locked away" in " ".join(p.text.split()) for p in texts.values())
    words = _pdf(
        [
            _head("What you must do"),
            (9.0, [(56, "Report", False), (130, "Tell us about a claim as soon as you can after the loss.", False)]),
            (9.0, [(56, "Protect", False), (130, "Take reasonable steps to stop further loss or damage.", False)]),
            (9.0, [(56, "Keep", False), (130, "Keep the damaged items until we have seen them.", False)]),
        ]
    )
    assert not any(p.table_row for p in _ingest(services, "duties.pdf", words).values())


def test_amounts_set_close_before_a_text_column_and_a_last_cell_that_wraps(services: Services) -> None:
    """A right-aligned amount column set closer to the text column after it than a cell gap is still two
    columns; the last row's wrapped cell stays in that row, and text after the table at its left edge is
    text (its twin)."""

    def amount(right: float, text: str) -> tuple[float, str, bool]:
        return (right - pdfmetrics.stringWidth(text, "W", 8.0), text, False)

    pdfmetrics.registerFont(TTFont("W", FONT))
    pdfmetrics.registerFont(TTFont("WB", FONT_BOLD))
    data = _pdf(
        [
            _head("Premises"),
            (8.0, [(56, "Unit", True), (110, "Address", True), (260, "Limit", True), (306, "Construction", True)]),
            (
                8.0,
                [
                    (56, "A", False),
                    (110, "4 Tanner Row, Holt", False),
                    amount(300, "£1,250,000"),
                    (306, "Brick", False),
                ],
            ),
            (
                8.0,
                [
                    (56, "B", False),
                    (110, "9 Wharf Lane, Holt", False),
                    amount(300, "£480,000"),
                    (306, "Steel frame", False),
                ],
            ),
            (
                8.0,
                [
                    (56, "C", False),
                    (110, "2 Mill Yard, Holt", False),
                    amount(300, "£75,000"),
                    (306, "Timber frame,", False),
                ],
            ),
            (8.0, [(306, "clad 2011", False)]),
            _body("The limits are for each premises. Cover for money is in Section 6."),
        ]
    )
    passages = _ingest(services, "premises.pdf", data)
    rows = {p.table_row.cells[0]: p.table_row for p in passages.values() if p.table_row is not None}
    assert rows["A"].column_labels == ("Unit", "Address", "Limit", "Construction")
    assert rows["B"].cells == ("B", "9 Wharf Lane, Holt", "£480,000", "Steel frame")
    assert rows["C"].cells == ("C", "2 Mill Yard, Holt", "£75,000", "Timber frame, clad 2011")
    assert any(p.text.startswith("The limits are for each premises.") for p in passages.values())


def test_two_codes_each_with_its_title_are_a_table(services: Services) -> None:
    """A list of two codes, each with its title in a second column ("FX-2 01 25 | Shop Contents Form"), is a
    table of two rows: a short endorsement list is as much a table as a long one."""
    data = _pdf(
        [
            _head("Forms applying"),
            (9.0, [(56, "FX-2 01 25", False), (150, "Shop Contents Form (replaces edition 06 23)", False)]),
            (9.0, [(56, "FX-7 03 24", False), (150, "Glass and Signs Extension", False)]),
            _body("These forms and this schedule together make up the policy issued to you."),
        ]
    )
    rows = [p.table_row.cells for p in _ingest(services, "forms.pdf", data).values() if p.table_row is not None]
    assert rows == [
        ("FX-2 01 25", "Shop Contents Form (replaces edition 06 23)"),
        ("FX-7 03 24", "Glass and Signs Extension"),
    ]


def test_two_lines_of_capitals_or_of_words_are_not_a_code_table(services: Services) -> None:
    """Twins that stay text: two header lines in capitals ("CLAIM AB-26-118 | POLICY XY-4410") carry no title,
    and two lines with a word in the first column are not codes."""
    header = _pdf(
        [
            (9.0, [(56, "CLAIM AB-26-118", False), (250, "POLICY XY-4410", False)]),
            (9.0, [(56, "LOSS 03/04/2026", False), (250, "HANDLER R. OSEI", False)]),
            _body("The insured telephoned to report the escape of water from the upstairs bathroom."),
        ]
    )
    assert not any(p.table_row for p in _ingest(services, "log.pdf", header).values())
    words = _pdf(
        [
            (9.0, [(56, "Insured", False), (150, "Marlow Bakery Ltd of Unit 4 Fenn Road", False)]),
            (9.0, [(56, "Broker", False), (150, "Arndale Cover of Market Street", False)]),
        ]
    )
    assert not any(p.table_row for p in _ingest(services, "parties.pdf", words).values())


def test_entries_opened_by_a_banner_are_entries_named_by_its_label(services: Services) -> None:
    """ "---- Entry FN-6 ------" over each note: the banner opens entry e6 (a citation names it) and is furniture,
    not the note's words; a closing banner with other words ("**** END OF NOTES ****") opens nothing and, with
    no text under it, is no title for the file."""
    text = (
        "QUILLBACK RIDGE MUTUAL - INLAND MARINE CLAIMS\nClaim CE-26-01377 / Insd: Tall Timber Excavating, LLC\n\n"
        "---- Entry FN-1 ------------------------------------------\n"
        "Date: 10/19/2026   Time: 08:05   By: Dana Whitcomb (Field Adj)\n    FNOL by phone. Mini ex gone.\n\n"
        "---- Entry FN-2 ------------------------------------------\n"
        "Date: 10/20/2026   Time: 09:10   By: Maria Esposito (Claims Supv)\n    Reviewed FN-1. Forced entry.\n"
        "---- Entry FN-3 ------------------------------------------\n"
        "Date: 10/22/2026   Time: 15:45   By: Maria Esposito (Claims Supv)\n    Theft ded per item.\n\n"
        "**** END OF NOTES ****\n"
    )
    passages = _ingest(services, "notes.txt", text.encode())
    assert passages["notes.txt#e2"].text == (
        "Date: 10/20/2026 Time: 09:10 By: Maria Esposito (Claims Supv) Reviewed FN-1. Forced entry."
    )
    assert "Theft ded per item." in passages["notes.txt#e3"].text
    assert not any("----" in p.text or "END OF NOTES" in p.text for p in passages.values())
    assert {p.extra.get("document_title") for p in passages.values()} == {"notes"}
    # The twin: a rule with no words in it is a rule; the text under it is no entry.
    ruled = _ingest(services, "memo.txt", b"MEMO\n\n----------------\nThe roof was inspected on Monday.\n")
    assert not any("#e" in address for address in ruled)
