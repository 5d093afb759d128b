"""A changed file replaces its passages in one step; a failure at any stage leaves the old ones exactly as
they were."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.ingest.ingest_support import quiet_services
from vouch.ingest import pipeline
from vouch.ingest.errors import ErrorCode
from vouch.ingest.pipeline import ingest_file, remove_document
from vouch.ingest.result import Outcome
from vouch.ingest.sink import RecordingSink
from vouch.passage_store import PassageStore
from vouch.passages import Passage
from vouch.services import Services
from vouch.settings import Settings

OLD = b"# Excess\n\n4.2 The excess is \xc2\xa3350. It applies to each claim.\n\n4.3 Pipes must be lagged. Always.\n"
NEW = b"# Excess\n\n4.2 The excess is \xc2\xa3500. It applies to each claim.\n\n4.4 A new clause. It is new.\n"


@pytest.fixture
def setup(tmp_path: Path) -> Iterator[tuple[Services, RecordingSink]]:
    services, sink = quiet_services(Settings(data_dir=tmp_path / "data"))
    services.collections.create("atomic", None, created_by="test")
    yield services, sink
    services.close()


def _snapshot(services: Services) -> list[Passage]:
    return services.passages.passages("atomic", "terms.md")


def test_changed_file_replaces_its_passages(setup: tuple[Services, RecordingSink]) -> None:
    services, sink = setup
    first = ingest_file(services, "atomic", "terms.md", OLD)
    second = ingest_file(services, "atomic", "terms.md", NEW)
    assert (first.generation, second.generation) == (1, 2)
    texts = {p.address: p.text for p in _snapshot(services)}
    assert texts == {
        "terms.md#c4-2": "4.2 The excess is £500. It applies to each claim.",
        "terms.md#c4-4": "4.4 A new clause. It is new.",
    }
    assert [e[0] for e in sink.events] == ["committed", "committed"]


def test_failure_in_a_stage_keeps_the_old_passages(
    setup: tuple[Services, RecordingSink], monkeypatch: pytest.MonkeyPatch
) -> None:
    services, sink = setup
    ingest_file(services, "atomic", "terms.md", OLD)
    before = _snapshot(services)

    def broken_chunk(*_: object) -> list[Passage]:
        raise RuntimeError("chunker crashed half way")

    monkeypatch.setattr(pipeline, "chunk", broken_chunk)
    result = ingest_file(services, "atomic", "terms.md", NEW)
    assert result.outcome is Outcome.FAILED
    assert result.error is not None and result.error.code is ErrorCode.INTERNAL
    assert "chunker crashed" not in result.error.message  # internals go to the log, not to users
    assert _snapshot(services) == before
    assert len(sink.events) == 1


def test_failure_inside_the_commit_rolls_back(
    setup: tuple[Services, RecordingSink], monkeypatch: pytest.MonkeyPatch
) -> None:
    services, sink = setup
    ingest_file(services, "atomic", "terms.md", OLD)
    before = _snapshot(services)
    stored = services.passages.document("atomic", "terms.md")

    def fail_after_writing(*_: object) -> None:
        raise RuntimeError("disk full after the passages were written")

    # The last step of the transaction: by now the old passages are deleted and the new ones inserted.
    monkeypatch.setattr(PassageStore, "_mark_superseded", fail_after_writing)
    result = ingest_file(services, "atomic", "terms.md", NEW)
    assert result.outcome is Outcome.FAILED
    monkeypatch.undo()
    assert _snapshot(services) == before
    assert services.passages.document("atomic", "terms.md") == stored  # same generation, same sha256
    assert len(sink.events) == 1  # sinks hear only of commits that happened


def test_a_failing_sink_does_not_undo_the_commit(setup: tuple[Services, RecordingSink]) -> None:
    services, sink = setup

    class Broken(RecordingSink):
        def document_committed(self, *args: object) -> None:
            raise RuntimeError("index down")

    services.index_sinks.insert(0, Broken())
    result = ingest_file(services, "atomic", "terms.md", OLD)
    assert result.outcome is Outcome.INGESTED
    assert len(_snapshot(services)) == 2
    assert sink.events[0][0] == "committed"  # the next sink still heard about it


def test_remove_document_tells_the_sinks(setup: tuple[Services, RecordingSink]) -> None:
    services, sink = setup
    ingest_file(services, "atomic", "terms.md", OLD)
    assert remove_document(services, "atomic", "terms.md")
    assert not remove_document(services, "atomic", "terms.md")
    assert _snapshot(services) == []
    assert sink.events[-1] == ("removed", ("atomic", "terms.md"))
