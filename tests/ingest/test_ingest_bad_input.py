"""Bad files: each fails alone with a message naming the file and the problem; the rest of the batch goes in."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.ingest.ingest_support import pdf_bytes, quiet_services, sample, zip_bomb_docx
from vouch.ingest.errors import ErrorCode
from vouch.ingest.pipeline import ingest_file, ingest_paths
from vouch.ingest.result import Outcome
from vouch.services import Services
from vouch.settings import Settings

LIMIT = 2 * 1024 * 1024


@pytest.fixture
def small_services(tmp_path: Path) -> Iterator[Services]:
    services, _ = quiet_services(Settings(data_dir=tmp_path / "data", max_upload_bytes=LIMIT))
    services.collections.create("bad", None, created_by="test")
    yield services
    services.close()


CASES: list[tuple[str, bytes, ErrorCode, str]] = [
    ("broken.pdf", b"%PDF-1.7\n1 0 obj << /Type /Catalog >>\ntrailer garbage", ErrorCode.CORRUPT, "not a readable PDF"),
    ("locked.pdf", pdf_bytes("Secret terms.", encrypt="pw"), ErrorCode.ENCRYPTED, "password-protected PDF"),
    ("bomb.docx", zip_bomb_docx(), ErrorCode.ZIP_BOMB, "zip bomb"),
    ("huge.pdf", b"%PDF-1.4\n" + b"0" * (LIMIT + 1), ErrorCode.TOO_LARGE, "over the upload limit"),
    ("mystery.pdf", bytes(range(256)) * 8, ErrorCode.UNSUPPORTED_TYPE, "binary file"),
    ("sheet.docx", b"GIF89a" + b"\0" * 64, ErrorCode.UNSUPPORTED_TYPE, "GIF image"),
    ("empty.txt", b"", ErrorCode.EMPTY, "is empty"),
    ("legacy.txt", "Excess: \u00a3350 per claim.".encode("cp1252"), ErrorCode.ENCODING, "byte 0xa3 at offset 8"),
    ("blank.pdf", pdf_bytes(), ErrorCode.NO_TEXT, "no text could be read"),
]


@pytest.mark.parametrize(("name", "data", "code", "words"), CASES, ids=[c[0] for c in CASES])
def test_each_bad_file_has_its_own_clear_error(
    small_services: Services, name: str, data: bytes, code: ErrorCode, words: str
) -> None:
    result = ingest_file(small_services, "bad", name, data)
    assert result.outcome is Outcome.FAILED
    assert result.error is not None
    assert result.error.code is code
    assert result.error.message.startswith(f"{name}: ")
    assert words in result.error.message
    assert "Traceback" not in result.error.message
    assert small_services.passages.documents("bad") == []  # nothing half-indexed


def test_a_batch_with_bad_files_still_ingests_the_good_ones(small_services: Services, tmp_path: Path) -> None:
    folder = tmp_path / "batch"
    (folder / "sub").mkdir(parents=True)
    for name, data, _, _ in CASES:
        (folder / name).write_bytes(data)
    (folder / "sub" / "schedule-2024.pdf").write_bytes(sample("schedule-2024.pdf"))
    (folder / "note.md").write_text("# Note\n\nThe excess is £350. It applies per claim.\n", encoding="utf-8")
    (folder / ".hidden.txt").write_text("ignored", encoding="utf-8")
    results = ingest_paths(small_services, "bad", [folder])
    by_id = {r.document_id: r for r in results}
    assert by_id["sub/schedule-2024.pdf"].outcome is Outcome.INGESTED
    assert by_id["note.md"].outcome is Outcome.INGESTED
    failed = {r.document_id: r.error.code for r in results if r.error is not None}
    assert failed == {name: code for name, _, code, _ in CASES}
    stored = {d.info.document_id for d in small_services.passages.documents("bad")}
    assert stored == {"sub/schedule-2024.pdf", "note.md"}
    assert ".hidden.txt" not in by_id


def test_utf8_with_bom_and_utf16_text_are_read(small_services: Services) -> None:
    text = "The excess is £350. It applies to each claim."
    for name, data in (("bom.txt", b"\xef\xbb\xbf" + text.encode()), ("wide.txt", text.encode("utf-16"))):
        result = ingest_file(small_services, "bad", name, data)
        assert result.outcome is Outcome.INGESTED, result.error
        assert small_services.passages.passages("bad", name)[0].text == text


def test_content_beats_extension(small_services: Services) -> None:
    result = ingest_file(small_services, "bad", "actually-a-pdf.txt", sample("schedule-2024.pdf"))
    assert result.outcome is Outcome.INGESTED
    stored = small_services.passages.document("bad", "actually-a-pdf.txt")
    assert stored is not None and stored.info.media_type == "application/pdf"


def test_unknown_collection_is_the_callers_error(small_services: Services) -> None:
    from vouch.catalog import CollectionNotFound

    with pytest.raises(CollectionNotFound):
        ingest_file(small_services, "nope", "a.txt", b"Hello there. General Kenobi.")
