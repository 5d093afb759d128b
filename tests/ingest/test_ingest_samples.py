"""The sample collection, ingested for real (OCR included): addresses, clauses, tables, supersession, ids."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date
from pathlib import Path

import pytest

from tests.ingest.ingest_support import COLLECTION, SAMPLES, quiet_services, sample, sample_files
from vouch.ingest.pipeline import ingest_file, ingest_paths
from vouch.ingest.result import IngestResult, Outcome
from vouch.ingest.sink import RecordingSink
from vouch.passages import DocumentType, Passage
from vouch.services import Services
from vouch.settings import Settings


@dataclass
class Ingested:
    services: Services
    sink: RecordingSink
    results: list[IngestResult]

    def passages(self, document_id: str) -> list[Passage]:
        return self.services.passages.passages(COLLECTION, document_id)

    def at(self, address: str) -> Passage:
        found = self.services.passages.get([f"{COLLECTION}/{address}"])
        assert found, f"no passage at {address}; have {[p.address for p in self.passages(address.split('#')[0])]}"
        return next(iter(found.values()))


@pytest.fixture(scope="module")
def ingested(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Ingested]:
    services, sink = quiet_services(Settings(data_dir=tmp_path_factory.mktemp("samples")))
    services.collections.create(COLLECTION, "Halden", created_by="test")
    results = ingest_paths(services, COLLECTION, [SAMPLES])  # the folder's collection.json applies
    yield Ingested(services, sink, results)
    services.close()


def test_every_sample_goes_in(ingested: Ingested) -> None:
    by_name = {r.document_id: r for r in ingested.results}
    assert set(by_name) == {p.name for p in sample_files()}
    assert all(r.outcome is Outcome.INGESTED for r in ingested.results), [r.error for r in ingested.results]
    assert by_name["policy-wording-2024.pdf"].pages == 9
    assert by_name["scanned-rent-schedule.pdf"].ocr_pages == 1
    assert by_name["policy-wording-2024.pdf"].ocr_pages == 0


def test_clause_14_3_has_its_page_address_and_words(ingested: Ingested) -> None:
    passage = ingested.at("policy-wording-2024.pdf#p8.c14-3")
    assert passage.clause == "14.3"
    assert passage.page == 8
    assert passage.text.startswith("You must tell us about any claim as soon as reasonably possible")
    assert "within 30 days of discovering the loss or damage" in passage.text
    assert passage.heading_path == ("Section 14 Claims conditions", "14.3 Notifying claims")
    # Running headers, footers and page numbers never reach passage text.
    texts = " ".join(p.text for p in ingested.passages("policy-wording-2024.pdf"))
    assert "Page 8 of 9" not in texts and "Policy form HM-LP-100 | Version" not in texts


def test_lettered_item_is_its_own_clause_with_its_lead_in(ingested: Ingested) -> None:
    passage = ingested.at("policy-wording-2024.pdf#p4.c4-2b")
    assert passage.clause == "4.2(b)"
    assert "The excess for each and every claim for escape of water is £350." in passage.text
    exclusion = ingested.at("policy-wording-2024.pdf#p5.c7-3a")
    # The item quotes what is printed under its letter; the lead-in that governs it travels beside it.
    assert exclusion.text.startswith("(a) caused by you")
    assert exclusion.in_context.startswith("We will not pay for theft or malicious damage: (a) caused by you")
    assert "We will not pay for theft or malicious damage:" in exclusion.search_text


def test_passages_stay_within_headings_and_size(ingested: Ingested) -> None:
    for passage in ingested.passages("policy-wording-2024.pdf"):
        if passage.clause and "." in passage.clause:
            # A numbered clause's passage sits under that clause's own heading.
            assert passage.heading_path[-1].startswith(passage.clause.split("(")[0] + " "), passage.address
        sentences = [s for s in passage.text.replace("\n", " ").split(". ") if s]
        assert len(sentences) <= 6, passage.address


def test_endorsement_supersedes_wording_clause(ingested: Ingested) -> None:
    stored = ingested.services.passages.document(COLLECTION, "endorsement-E7-2024.pdf")
    assert stored is not None
    assert stored.info.doc_type is DocumentType.ENDORSEMENT
    assert [(r.document, r.clause) for r in stored.info.supersedes] == [("policy-wording-2024.pdf", "4.2(b)")]
    assert stored.info.effective_date == date(2024, 9, 1)
    assert ingested.at("policy-wording-2024.pdf#p4.c4-2b").superseded_by == "endorsement-E7-2024.pdf"
    assert ingested.at("policy-wording-2024.pdf#p4.c4-2a").superseded_by is None
    current = {p.address for p in ingested.services.passages.passages(COLLECTION, current_only=True)}
    assert "policy-wording-2024.pdf#p4.c4-2b" not in current
    assert "endorsement-E7-2024.pdf#p1.c4-2b" in current  # the replacement wording, quoted in the endorsement
    assert "£500" in ingested.at("endorsement-E7-2024.pdf#p1.c4-2b").text


def test_scanned_schedule_rows_cite_table_row_and_columns(ingested: Ingested) -> None:
    rows = [p for p in ingested.passages("scanned-rent-schedule.pdf") if p.table_row is not None]
    assert [p.address for p in rows] == [f"scanned-rent-schedule.pdf#p1.t1.r{i}" for i in range(1, 8)]
    labels = ("Month", "Rent due", "Paid by insurer", "Balance")
    assert all(p.table_row and p.table_row.column_labels == labels for p in rows)
    months = [p.table_row.row_label for p in rows if p.table_row]
    assert months == [
        "October 2024", "November 2024", "December 2024", "January 2025", "February 2025", "March 2025", "Total",
    ]  # fmt: skip
    first = rows[0]
    assert first.text.endswith(
        "row 1: Month = October 2024; Rent due = £1,150.00; Paid by insurer = £740.00; Balance = £410.00"
    )
    assert rows[-1].table_row is not None and rows[-1].table_row.cells == (
        "Total",
        "£6,900.00",
        "£4,765.00",
        "£2,135.00",
    )
    assert all(p.ocr_confidence is not None and p.ocr_confidence > 80 for p in rows)


def test_text_pdf_table_rows(ingested: Ingested) -> None:
    row = ingested.at("schedule-2024.pdf#p1.t2.r1")
    assert row.table_row is not None
    assert row.table_row.column_labels == ("Peril", "Standard excess", "Voluntary excess", "Limit")
    assert row.text == (
        "Table 1: Excesses and limits, row 1: Peril = Escape of water; Standard excess = £500; "
        "Voluntary excess = £100; Limit = £320,000"
    )
    assert row.ocr_confidence is None
    details = ingested.at("schedule-2024.pdf#p1.t1.r3")  # a label/value table has no column labels
    assert details.table_row is not None and details.table_row.column_labels == ()
    assert details.text.endswith("row 3: Policyholder: Ms Priya Ellacott")


def test_docx_clauses_lists_and_table(ingested: Ingested) -> None:
    clause = ingested.at("claims-procedure-note.docx#c5-1")
    assert clause.page is None and clause.clause == "5.1"
    assert "fraud is suspected;" in clause.text  # the bullets stay with their clause
    numbered = ingested.at("claims-procedure-note.docx#c2-2")
    assert "1. Confirm the policy number" in numbered.text  # Word's own list numbering, resolved
    row = ingested.at("claims-procedure-note.docx#t1.r3")
    assert row.table_row is not None and row.table_row.row_label == "Team lead"
    assert "May waive an excess = Yes" in row.text
    assert row.heading_path[-1] == "Settlement authority"


def test_metadata_from_documents_and_manifest(ingested: Ingested) -> None:
    docs = {d.info.document_id: d.info for d in ingested.services.passages.documents(COLLECTION)}
    assert docs["policy-wording-2024.pdf"].version == "4.2"
    assert docs["policy-wording-2024.pdf"].effective_date == date(2024, 3, 1)
    assert docs["claims-procedure-note.docx"].version == "2.0"
    assert docs["schedule-2024.pdf"].effective_date == date(2024, 10, 1)
    assert docs["scanned-rent-schedule.pdf"].title == "Loss of rent schedule (scanned, claim HM-CL-88214)"


def test_reingest_gives_identical_ids_and_changes_nothing(ingested: Ingested) -> None:
    before = {p.id for p in ingested.services.passages.passages(COLLECTION)}
    events = len(ingested.sink.events)
    again = ingest_paths(ingested.services, COLLECTION, [SAMPLES])
    assert all(r.outcome is Outcome.UNCHANGED for r in again)
    assert {p.id for p in ingested.services.passages.passages(COLLECTION)} == before
    assert len(ingested.sink.events) == events  # nothing written, nobody told


def test_sink_saw_each_commit_and_the_supersession(ingested: Ingested) -> None:
    committed = [e for e in ingested.sink.events if e[0] == "committed"]
    assert {e[1][1] for e in committed} >= {p.name for p in sample_files()}  # type: ignore[index]


def test_without_manifest_the_endorsement_finds_its_wording(tmp_path: Path) -> None:
    """Document-derived metadata only, endorsement first: the reference resolves once the wording arrives."""
    folder = tmp_path / "plain"
    folder.mkdir()
    for name in ("endorsement-E7-2024.pdf", "policy-wording-2024.pdf"):
        shutil.copy(SAMPLES / name, folder / name)
    services, sink = quiet_services(Settings(data_dir=tmp_path / "data"))
    try:
        services.collections.create("plain", None, created_by="test")
        results = ingest_paths(services, "plain", [folder])
        assert [r.document_id for r in results] == ["endorsement-E7-2024.pdf", "policy-wording-2024.pdf"]
        endorsement = services.passages.document("plain", "endorsement-E7-2024.pdf")
        assert endorsement is not None
        assert endorsement.info.supersedes[0].document == "policy-wording-2024.pdf"
        assert endorsement.info.version == "E7"
        replaced = services.passages.get(["plain/policy-wording-2024.pdf#p4.c4-2b"])
        assert next(iter(replaced.values())).superseded_by == "endorsement-E7-2024.pdf"
        assert ("supersession", ("plain", {"plain/policy-wording-2024.pdf#p4.c4-2b": "endorsement-E7-2024.pdf"})) in (
            sink.events
        )
    finally:
        services.close()


def test_same_bytes_under_the_same_name_in_another_collection(ingested: Ingested) -> None:
    ingested.services.collections.create("second", None, created_by="test")
    result = ingest_file(ingested.services, "second", "schedule-2024.pdf", sample("schedule-2024.pdf"))
    assert result.outcome is Outcome.INGESTED
    ids = [p.id for p in ingested.services.passages.passages("second")]
    assert "second/schedule-2024.pdf#p1.t2.r1" in ids
