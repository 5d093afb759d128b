"""Documents over HTTP: multipart upload with per-file results, roles, listing, passages, deletion."""

from __future__ import annotations

import json

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from tests.conftest import Tokens, auth
from tests.ingest.ingest_support import pdf_bytes, sample, use_recorder
from vouch.services import Services

Client = TestClient[Litestar]
URL = "/api/collections/property-claims/documents"
NOTE = b"# Claims note\n\n3.1 A customer may appeal within 28 days. The appeal may be made by letter.\n"


@pytest.fixture(autouse=True)
def _recorder(services: Services) -> None:
    use_recorder(services)


def test_handler_cannot_upload(client: Client, tokens: Tokens) -> None:
    response = client.post(URL, files={"file": ("note.md", NOTE, "text/markdown")}, headers=auth(tokens.handler))
    assert response.status_code == 403
    assert "manage_documents" in response.json()["detail"]


def test_lead_cannot_upload_to_a_collection_they_cannot_read(client: Client, tokens: Tokens) -> None:
    response = client.post(
        "/api/collections/motor-claims/documents",
        files={"file": ("note.md", NOTE, "text/markdown")},
        headers=auth(tokens.lead),
    )
    assert response.status_code == 403


def test_upload_one_file(client: Client, tokens: Tokens, services: Services) -> None:
    response = client.post(
        URL,
        files={"file": ("schedule-2024.pdf", sample("schedule-2024.pdf"), "application/pdf")},
        data={"title": "Schedule HM-PP-20431", "effective_date": "2024-10-01"},
        headers=auth(tokens.lead),
    )
    assert response.status_code == 201, response.text
    body = response.json()
    assert body["summary"] == {"ingested": 1, "unchanged": 0, "failed": 0}
    result = body["results"][0]
    assert (result["document_id"], result["status"], result["pages"]) == ("schedule-2024.pdf", 201, 2)
    stored = services.passages.document("property-claims", "schedule-2024.pdf")
    assert stored is not None and stored.info.title == "Schedule HM-PP-20431"
    again = client.post(
        URL,
        files={"file": ("schedule-2024.pdf", sample("schedule-2024.pdf"), "application/pdf")},
        data={"title": "Schedule HM-PP-20431", "effective_date": "2024-10-01"},
        headers=auth(tokens.lead),
    )
    assert again.status_code == 200 and again.json()["results"][0]["outcome"] == "unchanged"


def test_batch_with_bad_files_is_multi_status(client: Client, tokens: Tokens, services: Services) -> None:
    files = [
        ("file", ("note.md", NOTE, "text/markdown")),
        ("file", ("locked.pdf", pdf_bytes("Secret.", encrypt="pw"), "application/pdf")),
        ("file", ("program.pdf", b"MZ\x90\x00" + b"\0" * 100, "application/pdf")),
        ("file", ("latin1.txt", "Caf\u00e9 rules apply. Always.".encode("latin-1"), "text/plain")),
        ("file", ("empty.pdf", b"", "application/pdf")),
    ]
    response = client.post(URL, files=files, headers=auth(tokens.admin))
    assert response.status_code == 207
    results = {r["filename"]: r for r in response.json()["results"]}
    assert results["note.md"]["status"] == 201
    assert (results["locked.pdf"]["status"], results["locked.pdf"]["error"]["code"]) == (422, "encrypted")
    assert results["program.pdf"]["status"] == 415
    assert results["program.pdf"]["error"]["message"] == "program.pdf: is a Windows program, which Vouch cannot read"
    assert results["latin1.txt"]["error"]["message"].startswith("latin1.txt: is not valid UTF-8 text: byte 0xe9")
    assert results["empty.pdf"]["status"] == 422
    assert [d.info.document_id for d in services.passages.documents("property-claims")] == ["note.md"]


def test_file_over_the_limit_is_413_for_that_file(client: Client, tokens: Tokens, services: Services) -> None:
    limit = services.settings.max_upload_bytes
    files = [
        ("file", ("big.txt", b"a" * (limit + 1), "text/plain")),
        ("file", ("note.md", NOTE, "text/markdown")),
    ]
    response = client.post(URL, files=files, headers=auth(tokens.admin))
    assert response.status_code == 207
    results = {r["filename"]: r for r in response.json()["results"]}
    assert results["big.txt"]["status"] == 413
    assert "VOUCH_MAX_UPLOAD_BYTES" in results["big.txt"]["error"]["message"]
    assert results["note.md"]["status"] == 201


def test_single_failure_takes_its_own_status(client: Client, tokens: Tokens) -> None:
    response = client.post(URL, files={"file": ("x.pdf", b"GIF89a....", "image/gif")}, headers=auth(tokens.admin))
    assert response.status_code == 415
    assert response.json()["results"][0]["error"]["code"] == "unsupported_type"


def test_manifest_and_metadata_fields(client: Client, tokens: Tokens, services: Services) -> None:
    manifest = {"documents": [{"file": "note.md", "title": "CP-07 excerpt", "doc_type": "procedure", "version": "2.0"}]}
    files = [("file", ("note.md", NOTE, "text/markdown")), ("file", ("other.md", NOTE, "text/markdown"))]
    response = client.post(URL, files=files, data={"manifest": json.dumps(manifest)}, headers=auth(tokens.admin))
    assert response.status_code == 201
    stored = services.passages.document("property-claims", "note.md")
    assert stored is not None and (stored.info.title, stored.info.version) == ("CP-07 excerpt", "2.0")
    bad = client.post(URL, files=files, data={"title": "one title for two files"}, headers=auth(tokens.admin))
    assert bad.status_code == 400
    assert "manifest" in bad.json()["detail"]


def test_list_inspect_and_delete(client: Client, tokens: Tokens) -> None:
    client.post(URL, files={"file": ("note.md", NOTE, "text/markdown")}, headers=auth(tokens.lead))
    listed = client.get(URL, headers=auth(tokens.handler))
    assert listed.status_code == 200
    assert [(d["document_id"], d["passage_count"]) for d in listed.json()] == [("note.md", 1)]
    detail = client.get(f"{URL}/note.md", headers=auth(tokens.handler))
    assert detail.status_code == 200
    passage = detail.json()["passages"][0]
    assert passage["address"] == "note.md#c3-1"
    assert passage["heading_path"] == ["Claims note"]
    assert passage["current"] is True
    assert client.get(f"{URL}/note.md", headers=auth(tokens.other_handler)).status_code == 403
    assert client.delete(f"{URL}/note.md", headers=auth(tokens.handler)).status_code == 403
    assert client.delete(f"{URL}/note.md", headers=auth(tokens.lead)).status_code == 204
    assert client.delete(f"{URL}/note.md", headers=auth(tokens.lead)).status_code == 404
    assert client.get(f"{URL}/note.md", headers=auth(tokens.lead)).status_code == 404


def test_unknown_collection_is_404(client: Client, tokens: Tokens) -> None:
    response = client.post(
        "/api/collections/nowhere/documents",
        files={"file": ("n.md", NOTE, "text/markdown")},
        headers=auth(tokens.admin),
    )
    assert response.status_code == 404


def test_deleting_a_collection_deletes_its_documents(client: Client, tokens: Tokens, services: Services) -> None:
    sink = use_recorder(services)
    client.post(URL, files={"file": ("note.md", NOTE, "text/markdown")}, headers=auth(tokens.lead))
    assert client.delete("/api/collections/property-claims", headers=auth(tokens.admin)).status_code == 204
    assert services.passages.documents("property-claims") == []
    assert services.passages.passages("property-claims") == []
    assert sink.events[-1] == ("removed", ("property-claims", "note.md"))
