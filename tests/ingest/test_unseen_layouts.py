"""Layouts from bench/ingest_blind8 and 9's misses, through the real pipeline (PDFs drawn line by line, DOCX and
text files built here): a wording set in three columns, definitions whose terms stand on a line of their own or
in a column beside their meanings, numbered steps with lettered sub-steps, numbered provisions each said in full,
and claim logs whose entries are labelled on a line of their own or by a diary code before the date. Each with a
twin that must keep its old reading."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import docx
import pytest
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

from tests.ingest.ingest_support import one_collection
from vouch.ingest.layout import Span, find_columns, join_spans
from vouch.ingest.pipeline import ingest_file
from vouch.ingest.result import Outcome
from vouch.ingest.shapes import lone_note_label, note_label
from vouch.passages import Passage
from vouch.services import Services

FONT, BOLD, SIZE, LEADING = "Helvetica", "Helvetica-Bold", 8.5, 10.5


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    with one_collection(tmp_path / "data", "layouts") as built:
        yield built


def _ingest(services: Services, name: str, data: bytes) -> list[Passage]:
    result = ingest_file(services, "layouts", name, data)
    assert result.outcome is Outcome.INGESTED, result.error
    return services.passages.passages("layouts", name)


def _holders(passages: list[Passage], text: str) -> list[Passage]:
    return [p for p in passages if text in " ".join(p.text.split())]


def _whole_and_alone(passages: list[Passage], texts: list[str]) -> None:
    for text in texts:
        holders = _holders(passages, text)
        assert len(holders) == 1, (text[:50], [p.text for p in passages])
        glued = [other[:30] for other in texts if other != text and other in " ".join(holders[0].text.split())]
        assert not glued, (text[:50], glued)


def _clause_column(page: canvas.Canvas, x: float, width: float, clauses: list[tuple[str, str, str]]) -> None:
    """Clauses with their number and title on a bold line above the text, as the Casavella wording sets them."""
    y = 520.0
    for number, title, text in clauses:
        page.setFont(BOLD, SIZE)
        page.drawString(x, y, number)
        page.drawString(x + 16, y, title)
        y -= LEADING
        page.setFont(FONT, SIZE)
        for line in simpleSplit(text, FONT, SIZE, width):
            page.drawString(x, y, line)
            y -= LEADING
        y -= 6


COLUMNS = [
    [
        (
            "1.1",
            "What is covered",
            "We cover the holiday home against physical loss or damage caused by fire, "
            "lightning, explosion, storm, flood, escape of water or oil, theft or attempted theft and impact.",
        ),
        (
            "1.2",
            "Escape of water",
            "We pay to repair damage caused by water escaping from a fixed tank, pipe, "
            "boiler or pool circulation system, and up to 3,000 euros to find the leak and make good.",
        ),
        (
            "1.3",
            "Storm",
            "Storm means winds of 80 km/h or more, or rainfall of at least 40 litres per square "
            "metre in 24 hours, as recorded by the national weather agency station nearest the home.",
        ),
    ],
    [
        (
            "2.1",
            "Contents",
            "We cover contents in the holiday home against the events listed in 1.1, up to the "
            "contents sum insured. The most we pay for any one item is 2,500 euros unless the schedule lists it.",
        ),
        (
            "2.2",
            "Guests' belongings",
            "Property belonging to paying guests is not covered. Guests should "
            "arrange their own travel insurance before they arrive at the holiday home.",
        ),
        (
            "2.3",
            "Outdoor furniture",
            "We cover garden and terrace furniture and barbecues in the grounds up to "
            "1,500 euros in total, but not against theft unless they were in a locked building.",
        ),
    ],
    [
        (
            "3.1",
            "Booked rent",
            "If the holiday home cannot be let because of damage covered under Section 1, we "
            "pay the rent from bookings confirmed before the damage happened that you have to cancel.",
        ),
        (
            "3.2",
            "Tourist licence",
            "We only pay loss of rent for lettings that held a valid tourist licence "
            "where the region requires one. Give us the licence number when you claim.",
        ),
        (
            "3.3",
            "Alternative accommodation",
            "If your family are staying in the holiday home when it becomes "
            "unfit to live in, we pay for comparable hotel accommodation nearby up to 150 euros a night.",
        ),
    ],
]


def _three_columns() -> bytes:
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=landscape(A4), invariant=1)
    page.setFont(BOLD, 14)
    page.drawString(40, 560, "Overseas Holiday Home Policy")
    for index, clauses in enumerate(COLUMNS):
        _clause_column(page, 40 + index * 262, 238, clauses)
    page.showPage()
    page.save()
    return buffer.getvalue()


def test_a_wording_in_three_columns_is_read_column_by_column(services: Services) -> None:
    passages = _ingest(services, "wording.pdf", _three_columns())
    texts = [text for clauses in COLUMNS for _, _, text in clauses]
    _whole_and_alone(passages, texts)
    assert _holders(passages, COLUMNS[2][1][2])[0].clause == "3.2"


def _spans(lines: list[list[tuple[float, float, str]]]) -> list[Span]:
    return [
        Span(x0, 100 + 11 * row, x1, 109 + 11 * row, text, 9.0)
        for row, line in enumerate(lines)
        for x0, x1, text in line
    ]


def test_three_columns_have_two_gutters_and_two_columns_one() -> None:
    """The second gutter is found only where a third column of running text stands: a two-column page, its
    columns of prose crossing every channel down their middles, keeps one."""
    prose = [(0.0, 230.0), (0.0, 226.0), (0.0, 232.0), (0.0, 229.0), (0.0, 231.0), (0.0, 218.0), (0.0, 230.0)]
    three = _spans(
        [[(40 + 262 * k + a, 40 + 262 * k + b, "words of running text") for k in range(3)] for a, b in prose]
    )
    columns = find_columns(three, 842.0)
    assert columns is not None and len(columns.gutters) == 2
    assert 270 < columns.gutters[0] < 302 and 532 < columns.gutters[1] < 564
    two = _spans(
        [[(43 + 257 * k + a, 43 + 257 * k + b * 1.05, "words of running text") for k in range(2)] for a, b in prose]
    )
    columns = find_columns(two, 595.0)
    assert columns is not None and len(columns.gutters) == 1


def test_no_space_is_read_inside_brackets_a_hair_from_their_word() -> None:
    """An italic word after "(" starts a hair later than an upright one would: no word space is read there;
    a real word space after a bracket, and between two words, still is."""
    term = [Span(40, 0, 93, 9, "Holiday home", 8.2, True), Span(93.5, 0, 98.2, 9, " (", 8.2)]
    italic = [Span(99.5, 0, 129, 9, "vivienda", 8.2), Span(129.2, 0, 140, 9, ") means", 8.2)]
    assert join_spans(term + italic, False) == "Holiday home (vivienda) means"
    spaced = [Span(93.5, 0, 98.2, 9, "(", 8.2), Span(101.5, 0, 129, 9, "see", 8.2)]
    assert join_spans(spaced, False) == "( see"
    words = [Span(40, 0, 60, 9, "the", 8.2), Span(61.5, 0, 80, 9, "home", 8.2)]
    assert join_spans(words, False) == "the home"


GLOSSARY = [
    ("Close relative", "A parent, step-parent, guardian, brother, sister, grandparent or child of the insured person."),
    ("Curtailment", "Coming home before the planned return date, or spending more than a day in hospital abroad."),
    ("Group leader", "The member of staff named in the certificate as responsible for the trip."),
    ("Home area", "The United Kingdom, the Channel Islands and the Isle of Man."),
]


def _glossary(heading: str, beside: bool, column_labels: bool = False) -> bytes:
    """Terms in small bold type on a line of their own above an indented meaning, or (``beside``) in plain type in a
    column of their own on the meaning's first line, as an unruled term | meaning list sets them."""
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4, invariant=1)
    page.setFont(BOLD, 12)
    page.drawString(52, 760, heading)
    y = 738.0
    if column_labels:
        page.setFont(BOLD, SIZE)
        page.drawString(52, y, "Term")
        page.drawString(182, y, "Meaning")
        y -= 18
    for term, meaning in GLOSSARY:
        if beside:
            page.setFont(FONT, SIZE)
            page.drawString(52, y, term)
            for line in simpleSplit(meaning, FONT, SIZE, 330):
                page.drawString(182, y, line)
                y -= LEADING
        else:  # the bold term a little smaller than the text, as a glossary sets it: no heading
            page.setFont(BOLD, SIZE - 0.8)
            page.drawString(52, y, term)
            y -= LEADING + 2
            page.setFont(FONT, SIZE)
            for line in simpleSplit(meaning, FONT, SIZE, 440):
                page.drawString(65, y, line)
                y -= LEADING
        y -= 8
    page.showPage()
    page.save()
    return buffer.getvalue()


@pytest.mark.parametrize("beside", [False, True])
def test_terms_set_apart_from_their_meanings_are_one_definition_each(services: Services, beside: bool) -> None:
    passages = _ingest(services, "wording.pdf", _glossary("Glossary", beside, column_labels=beside))
    _whole_and_alone(passages, [f"{term} {meaning}" for term, meaning in GLOSSARY])
    assert not any(p.text.startswith("Term") for p in passages)  # a column label is no term


def test_short_lines_under_another_heading_are_not_definitions(services: Services) -> None:
    """The twin: the same lines under a heading that names no definitions are not entries of their own; they
    pack as short paragraphs do."""
    passages = _ingest(services, "wording.pdf", _glossary("What to do next", beside=False))
    assert "Close relative" in _holders(passages, "Curtailment")[0].text


def _steps_docx(lettered: bool) -> bytes:
    document = docx.Document()
    document.add_heading("Part 2 \u2013 If a pupil is hurt or falls ill", level=1)
    steps = [
        ("1.", "Get the pupil treated first. Do not delay emergency treatment to contact us."),
        ("(a)", "In Europe dial 112 for an ambulance; elsewhere use the local emergency number."),
        ("(b)", "Take the pupil's passport, signed medical form and this guide to the hospital."),
        ("2.", "Phone the assistance line as soon as the pupil is safe, and before any admission."),
        ("(a)", "Give the policy number from the certificate and the name of the hospital."),
    ]
    for label, text in steps if lettered else [s for s in steps if s[0][0].isdigit()]:
        paragraph = document.add_paragraph()
        paragraph.add_run(f"{label}\t").bold = label[0].isdigit()
        paragraph.add_run(text)
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def test_the_next_step_after_lettered_sub_steps_is_not_glued_to_them(services: Services) -> None:
    passages = _ingest(services, "guide.docx", _steps_docx(lettered=True))
    _whole_and_alone(
        passages,
        [
            "Take the pupil's passport, signed medical form and this guide to the hospital.",
            "Phone the assistance line as soon as the pupil is safe, and before any admission.",
        ],
    )
    assert _holders(passages, "Phone the assistance line")[0].clause == "2"


def test_numbered_steps_without_sub_steps_keep_their_clause(services: Services) -> None:
    """The twin: "1." and "2." under Part 2 are its steps, addressed to it, as before."""
    passages = _ingest(services, "guide.docx", _steps_docx(lettered=False))
    assert {p.clause for p in _holders(passages, "Phone the assistance line")} == {"2"}


def _provisions(items: list[str]) -> bytes:
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4, invariant=1)
    page.setFont(BOLD, 12)
    page.drawString(170, 760, "NAVIGATION EXTENSION")
    page.setFont(FONT, 10)
    page.drawString(73, 730, "This endorsement modifies insurance provided under the Boat Policy.")
    page.drawString(73, 716, "The provisions below apply only to the boat described in the Declarations.")
    y = 690.0
    for number, item in enumerate(items, start=1):
        page.drawString(73, y, f"{number}.")
        for line in simpleSplit(item, FONT, 10, 440):
            page.drawString(90, y, line)
            y -= 13.5
        y -= 6
    page.showPage()
    page.save()
    return buffer.getvalue()


def test_numbered_provisions_each_said_in_full_are_passages_of_their_own(services: Services) -> None:
    items = [
        "The navigation area shown in the Declarations is extended to include the waters of The Bahamas.",
        "Each crossing must be made in daylight with a VHF radio and an EPIRB on board the boat.",
        "While the boat is in Bahamian waters the hull deductible is doubled for every loss.",
    ]
    passages = _ingest(services, "endorsement.pdf", _provisions(items))
    _whole_and_alone(passages, items)


def test_a_numbered_list_of_short_items_packs_as_before(services: Services) -> None:
    """The twin: items that are not sentences said in full ("Hull;") stay one list."""
    passages = _ingest(services, "endorsement.pdf", _provisions(["Hull and machinery;", "Trailer;", "Dinghy."]))
    assert len(_holders(passages, "Trailer;")) == 1
    assert "Dinghy." in _holders(passages, "Trailer;")[0].text


def test_entry_labels_on_a_line_of_their_own_and_diary_codes_before_the_date() -> None:
    assert lone_note_label("NOTE 0001") == "e1"
    assert lone_note_label("Entry 12") == "e12"
    assert lone_note_label("Note 3 of the schedule") is None
    assert note_label("D01  05/10/26  09:14  KLM  FNOL - tel in from L/L") == "e1"
    assert note_label("B4 Assistance must also be told of any bill") is None  # a clause: no date after it
    assert note_label("A3 12 claims were paid") is None


def test_a_notes_export_with_labels_above_each_entry_has_an_entry_each(services: Services) -> None:
    text = (
        "CLAIM NOTES EXPORT\nClaim: PN-CL-26-08815   Policy: PN-BW-5521907\n"
        "=============================================\n\n"
        "NOTE 0001\nCategory: FNOL\nEntered: 09/12/2026 07:48 PM by JHOLLIS\nInsd called. Struck a piling.\n"
        "---------------------------------------------\n\n"
        "NOTE 0002\nCategory: COVERAGE\nEntered: 09/14/2026 08:20 AM by RDELACROIX\nPolicy in force. Ded $685.\n"
    )
    passages = {p.address: p for p in _ingest(services, "log.txt", text.encode())}
    assert "Insd called. Struck a piling." in passages["log.txt#e1"].text
    assert "CLAIM NOTES EXPORT" not in passages["log.txt#e1"].text
    assert "Ded $685." in passages["log.txt#e2"].text


def test_one_note_line_alone_opens_no_entry(services: Services) -> None:
    """The twin: a single "Note 1" line over its text is a heading of a memo, not a log of entries."""
    text = "MEMO\n\nNote 1\nThe roof was inspected on Monday. No damage was found.\n"
    passages = _ingest(services, "memo.txt", text.encode())
    assert not any("#e" in p.address for p in passages)


def test_a_diary_coded_before_each_date_has_an_entry_each(services: Services) -> None:
    text = (
        "CLAIMS DIARY\nClaim SPU-CL-26-1187 / Policy SPU-HMO-208816\n\n\n"
        "D01  05/10/26  09:14  KLM  FNOL - tel in from L/L\n     Kitchen fire reported. No injuries.\n\n"
        "D02  05/10/26  11:02  KLM  Cover check\n     Policy live. Std xs 250.\n"
    )
    passages = {p.address: p for p in _ingest(services, "diary.txt", text.encode())}
    assert "Kitchen fire reported." in passages["diary.txt#e1"].text
    assert "Std xs 250." in passages["diary.txt#e2"].text


def test_numbered_steps_under_a_lead_in_pack_with_it(services: Services) -> None:
    """The twin: steps said in full under "the handler must:" are governed by it and stay one passage."""
    document = docx.Document()
    document.add_heading("2 First notification", level=1)
    document.add_paragraph("2.2 At first notification, the handler must:")
    steps = [
        "Confirm the policy number and that the policy was in force on the date of the loss.",
        "Record the date the loss was discovered and the date it was notified to us.",
    ]
    for number, step in enumerate(steps, start=1):
        document.add_paragraph(f"{number}. {step}")
    buffer = io.BytesIO()
    document.save(buffer)
    passages = _ingest(services, "procedure.docx", buffer.getvalue())
    holder = _holders(passages, steps[0])
    assert len(holder) == 1 and steps[1] in holder[0].text and "handler must:" in holder[0].text


def _code_lines(header: tuple[str, str] | None, rows: list[tuple[str, str]]) -> bytes:
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4, invariant=1)
    page.setFont(BOLD, 11)
    page.drawString(55, 780, "Forms and endorsements")
    page.setFont(FONT, 10)
    page.drawString(55, 760, "This certificate must be read with the policy wording and the forms below.")
    y = 735.0
    for index, (code, text) in enumerate([header, *rows] if header else rows):
        page.setFont(BOLD if header and index == 0 else FONT, 9)
        page.drawString(57, y, code)
        page.drawString(199, y, text)
        y -= 15.2
    page.drawString(55, y - 20, "Issued 21 October 2026 by the insurer named above.")
    page.showPage()
    page.save()
    return buffer.getvalue()


def test_form_codes_with_edition_dates_are_a_table_of_codes(services: Services) -> None:
    """A declarations page's forms list: each form's code with its edition date in brackets, "CE 20 07 (04-25)",
    and its title beside it: a row each, code first."""
    forms = [
        ("CE 20 07 (04-25)", "Contractors' Equipment Floater"),
        ("IL 01 12 (03-24)", "Idaho Changes \u2013 Cancellation and Nonrenewal"),
        ("QR 14 02 (01-26)", "Loss Payable \u2013 First Basin Equipment Finance, item 4"),
    ]
    rows = [p for p in _ingest(services, "declarations.pdf", _code_lines(None, forms)) if p.table_row]
    assert [p.table_row.cells for p in rows if p.table_row] == [tuple(f) for f in forms]


def test_two_codes_under_a_bold_header_are_a_table(services: Services) -> None:
    variations = [
        ("C1", "Excess for pupils' personal belongings reduced to £25 per pupil for each claim"),
        ("B4", "Assistance must also be told of any outpatient bill over €300 on this trip"),
    ]
    rows = [p for p in _ingest(services, "certificate.pdf", _code_lines(("Wording", "Variation"), variations))]
    table = [p for p in rows if p.table_row is not None]
    assert [p.table_row.cells for p in table if p.table_row] == [tuple(v) for v in variations]
    assert table[0].table_row is not None and table[0].table_row.column_labels == ("Wording", "Variation")


def test_two_words_under_a_bold_header_stay_text(services: Services) -> None:
    """The twin: terms that are words, not codes, under a bold header line are no table of codes."""
    terms = [("Excess", "The first part of each claim that you pay"), ("Trip", "A journey that starts at home")]
    passages = _ingest(services, "certificate.pdf", _code_lines(("Term", "Meaning"), terms))
    assert not any(p.table_row is not None for p in passages)
