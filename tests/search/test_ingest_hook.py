"""Search is plugged into ingest: what the pipeline commits is searchable at once, and removals disappear."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import REPO
from vouch.ingest.pipeline import ingest_file, remove_document
from vouch.search.embeddings import HashingEmbedder
from vouch.services import Services
from vouch.settings import Settings

C = "halden-claims"
SAMPLES = REPO / "samples" / "collection"


def test_an_ingested_file_is_searchable_and_a_removed_one_is_not(services: Services, tmp_path: Path) -> None:
    assert services.search in services.index_sinks
    services.search.embedder = HashingEmbedder()  # the hook is under test here, not the model
    services.collections.create(C, None, created_by="test")
    result = ingest_file(services, C, "schedule-2024.pdf", (SAMPLES / "schedule-2024.pdf").read_bytes())
    assert result.ok, result.error

    hits = services.search.search(C, "flood excess", limit=3)
    assert hits[0].passage.address == "schedule-2024.pdf#p1.t2.r3"
    assert "<mark>£600</mark>" in services.search.search(C, "flood excess 600", limit=1)[0].snippet

    assert remove_document(services, C, "schedule-2024.pdf")
    assert services.search.search(C, "flood excess") == []
    assert services.search.retriever.indexed_generations(C) == {}


def test_a_new_services_on_the_same_data_dir_finds_what_was_indexed(settings: Settings) -> None:
    first = Services.build(settings)
    first.search.embedder = HashingEmbedder()
    first.collections.create(C, None, created_by="test")
    assert ingest_file(first, C, "schedule-2024.pdf", (SAMPLES / "schedule-2024.pdf").read_bytes()).ok
    first.close()

    second = Services.build(settings)  # as after a restart: new process state, same files
    second.search.embedder = HashingEmbedder()
    try:
        assert second.search.search(C, "flood excess", limit=1)[0].passage.address == "schedule-2024.pdf#p1.t2.r3"
        assert second.search.reconcile(C).indexed == ()  # nothing was lost, nothing to redo
    finally:
        second.close()
