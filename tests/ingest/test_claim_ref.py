"""Ingest records which claim a document belongs to: its folder (claims/<REF>/...), the manifest's
claim_ref / claim_number, or nothing for a policy document; a templates/ folder holds approved templates."""

from __future__ import annotations

import json
from pathlib import Path

from tests.ingest.ingest_support import quiet_services
from vouch.ingest.pipeline import ingest_paths
from vouch.passages import DocumentType
from vouch.settings import Settings


def test_the_claim_of_each_document_is_recorded(tmp_path: Path) -> None:
    root = tmp_path / "documents"
    (root / "claims" / "KP-31544").mkdir(parents=True)
    (root / "policies").mkdir()
    (root / "templates").mkdir()
    (root / "claims" / "KP-31544" / "notes.txt").write_text("Mr Owen Lacey reported a cracked windscreen.\n")
    (root / "policies" / "wording.txt").write_text("We will pay for a cracked windscreen.\n")
    (root / "rent.txt").write_text("Rent schedule for the claim. We paid 575 pounds.\n")
    (root / "templates" / "decline-letter.txt").write_text("{{salutation}}\n\nWe are sorry to tell you.\n")
    manifest = {"documents": [{"file": "rent.txt", "claim_number": "hm-cl-88214"}]}
    (root / "collection.json").write_text(json.dumps(manifest))
    services, _ = quiet_services(Settings(data_dir=tmp_path / "data"))
    services.collections.create("c", "c", created_by="test")
    results = ingest_paths(services, "c", [root])
    assert all(r.error is None for r in results), [r.error for r in results]
    claims = {d.info.document_id: (d.info.claim_ref, d.info.doc_type) for d in services.passages.documents("c")}
    assert claims["claims/KP-31544/notes.txt"][0] == "KP-31544"
    assert claims["policies/wording.txt"][0] is None
    assert claims["rent.txt"][0] == "HM-CL-88214", "the manifest's claim_number, as compared (upper case)"
    assert claims["templates/decline-letter.txt"][1] is DocumentType.TEMPLATE
