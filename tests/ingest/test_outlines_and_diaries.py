"""Layouts from bench/ingest_blind10's misses, through the real pipeline (DOCX and text files built here): a
procedure numbered as a decimal outline ("1.", "1.1", "1.2", "2.") whose bare numbers are clauses of their own,
never glued to the decimal before them, and a diary whose entries are numbered "#01" before a date stamp that
opens with the day's name. Each with a twin that must keep its old reading."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import docx
import pytest

from tests.ingest.ingest_support import one_collection
from vouch.ingest.pipeline import ingest_file
from vouch.ingest.result import Outcome
from vouch.ingest.shapes import dated_entry, note_label, without_record_stamp
from vouch.passages import Passage
from vouch.services import Services


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    with one_collection(tmp_path / "data", "outlines") as built:
        yield built


def _ingest(services: Services, name: str, data: bytes) -> list[Passage]:
    result = ingest_file(services, "outlines", name, data)
    assert result.outcome is Outcome.INGESTED, result.error
    return services.passages.passages("outlines", name)


def _holder(passages: list[Passage], text: str) -> Passage:
    holders = [p for p in passages if text in " ".join(p.text.split())]
    assert len(holders) == 1, (text[:50], [p.text for p in passages])
    return holders[0]


def _docx(paragraphs: list[tuple[str, str]]) -> bytes:
    """(style, text) pairs; "h" a heading, "p" a paragraph typed as printed ("2.\tCheck ...")."""
    document = docx.Document()
    for style, text in paragraphs:
        if style == "h":
            document.add_heading(text, level=1)
        else:
            document.add_paragraph(text)
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


OUTLINE = [
    ("h", "Part 1 - Taking the call"),
    ("p", "1.\tCheck that the caller is named on the certificate before you discuss the claim with them."),
    ("p", "1.1\tWhere a broker calls for the customer, write down the broker's name and branch."),
    ("p", "1.2\tRead the customer the excess from the certificate and tell them it will be deducted."),
    ("p", "2.\tAsk whether anyone was hurt and, if so, pass the call to the injury team at once."),
    ("p", "2.1\tFor a theft, ask for the crime number and the name of the police station."),
    ("h", "Part 2 - After the call"),
    ("p", "3.\tSend the customer the claim form by post or e-mail on the day of the call."),
    ("p", "3.1\tDiary the file for ten working days to chase the form if it has not come back."),
    ("p", "4.\tClose the file if nothing is heard after two reminders sent a fortnight apart."),
    ("p", "5.\tKeep every letter to the customer on the file with the date it was sent."),
]


def test_bare_numbers_of_a_decimal_outline_are_clauses_of_their_own(services: Services) -> None:
    passages = _ingest(services, "handbook.docx", _docx(OUTLINE))
    expected = {
        "Ask whether anyone was hurt and, if so, pass the call to the injury team at once.": "2",
        "Read the customer the excess from the certificate and tell them it will be deducted.": "1.2",
        "Close the file if nothing is heard after two reminders sent a fortnight apart.": "4",
        "Diary the file for ten working days to chase the form if it has not come back.": "3.1",
        "Keep every letter to the customer on the file with the date it was sent.": "5",
        "Check that the caller is named on the certificate before you discuss the claim with them.": "1",
    }
    for text, clause in expected.items():
        holder = _holder(passages, text)
        assert holder.clause == clause, (text[:40], holder.clause, holder.text)
        glued = [other[:30] for other in expected if other != text and other in " ".join(holder.text.split())]
        assert not glued, (text[:40], glued)
    assert _holder(passages, "pass the call to the injury team").address == "handbook.docx#c2"


def test_steps_typed_under_a_decimal_clause_stay_its_steps(services: Services) -> None:
    """The twin: "1.", "2.", "3." under 4.2 are its steps, and their "3." is no outline number after 2.x."""
    paragraphs = [
        ("h", "4 Settling the claim"),
        ("p", "4.2 Before any payment is made, the handler must:"),
        ("p", "1. Confirm the bank details with the customer by telephone;"),
        ("p", "2. Check the payee against the sanctions list;"),
        ("p", "3. Record both checks on the file."),
        ("p", "4.3 Payments over the handler's authority go to a team leader."),
    ]
    passages = _ingest(services, "payments.docx", _docx(paragraphs))
    assert _holder(passages, "Record both checks on the file.").clause == "4.2"
    assert _holder(passages, "Check the payee against the sanctions list;").clause == "4.2"


def test_a_plain_numbered_list_under_an_unnumbered_heading_stays_a_list(services: Services) -> None:
    """The twin: with no decimals anywhere, "1.", "2." are a list and keep their paragraph address."""
    paragraphs = [
        ("h", "What to send us"),
        ("p", "1.\tPhotographs of the damage;"),
        ("p", "2.\tThe repairer's estimate;"),
        ("p", "3.\tAny police report."),
    ]
    passages = _ingest(services, "checklist.docx", _docx(paragraphs))
    holder = _holder(passages, "The repairer's estimate;")
    assert holder.clause is None and "Any police report." in holder.text


def test_diary_numbers_before_a_day_named_date_stamp_are_entry_labels() -> None:
    assert note_label("#04  Tue 10.11.26 16:12  A. Ferris (AF) -- Docs in") == "e4"
    assert note_label("# 12  Saturday, 14/11/2026 09:00 call back") == "e12"
    assert note_label("#3 of the checklist was not done") is None  # a reference: no date stamp after it
    assert dated_entry("Wed 25.11.26 09:02 Invoice received")
    assert not dated_entry("Wednesday the roofer came back")  # a day's name without a date is prose
    assert without_record_stamp("#04  Tue 10.11.26 16:12  A. Ferris").strip() == "A. Ferris"


def test_a_diary_numbered_with_hashes_has_an_entry_each(services: Services) -> None:
    text = (
        "Harbourside Mutual -- motor claims\nClaim HM-26-55120 / Ferris\n\n"
        "#01  Mon 02.11.26 09:10  A. Ferris (AF) -- FNOL\n    Rear-ended at lights. Third party admits fault.\n\n"
        "#02  Mon 02.11.26 15:40  A. Ferris (AF) -- Hire\n    Hire car booked for five days.\n"
        "#03  Wed 04.11.26 11:00  B. Okafor (BO) -- Engineer\n    Repairable. Estimate 2,140 inc VAT.\n"
    )
    passages = {p.address: p for p in _ingest(services, "notes.txt", text.encode())}
    assert "Third party admits fault." in passages["notes.txt#e1"].text
    assert "Claim HM-26-55120" not in passages["notes.txt#e1"].text
    assert "Hire car booked for five days." in passages["notes.txt#e2"].text
    assert "Estimate 2,140" not in passages["notes.txt#e2"].text
    assert "Estimate 2,140 inc VAT." in passages["notes.txt#e3"].text
