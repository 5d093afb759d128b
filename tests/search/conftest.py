"""Search fixtures: a SearchService on either engine, and a commit helper that behaves like ingest.

``engine`` is parametrized over the embedded engine and the real OpenSearch node (``opensearch_url``; skipped
locally when it is not set, failed under infra/test). Each OpenSearch test gets its own index prefix and
removes its indices and template afterwards, so tests can run against a node others use.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

import pytest

from vouch.db import Database
from vouch.passage_store import PassageStore
from vouch.passages import ClauseRef, DocumentInfo, DocumentType, Passage, passage_id
from vouch.search.base import Retriever
from vouch.search.embedded import EmbeddedRetriever
from vouch.search.embeddings import Embedder, HashingEmbedder
from vouch.search.opensearch import OpenSearchRetriever
from vouch.search.service import SearchService

TODAY = date(2025, 1, 1)


def document(
    collection: str,
    document_id: str,
    *,
    doc_type: DocumentType = DocumentType.WORDING,
    supersedes: tuple[ClauseRef, ...] = (),
    effective: date | None = None,
) -> DocumentInfo:
    return DocumentInfo(
        collection=collection,
        document_id=document_id,
        title=document_id,
        doc_type=doc_type,
        sha256=uuid.uuid4().hex,
        effective_date=effective,
        supersedes=supersedes,
    )


def passage(
    collection: str, document_id: str, where: str, text: str, heading: tuple[str, ...] = (), clause: str | None = None
) -> Passage:
    address = f"{document_id}#{where}"
    return Passage(
        id=passage_id(collection, address),
        collection=collection,
        document_id=document_id,
        address=address,
        text=text,
        heading_path=heading,
        clause=clause,
    )


@dataclass
class Harness:
    """A passage store plus a SearchService, driven the way ingest drives them (store first, then sinks)."""

    db: Database
    store: PassageStore
    search: SearchService
    make_retriever: Callable[[], Retriever]
    extra_services: list[SearchService] = field(default_factory=list)

    def commit(self, info: DocumentInfo, passages: Sequence[Passage]) -> int:
        before = self._currency(info.collection)
        generation = self.store.replace_document(info, passages, today=TODAY)
        stored = self.store.passages(info.collection, info.document_id)
        self.search.document_committed(info, stored, generation)
        self._tell_supersession(info.collection, before, info.document_id)
        return generation

    def remove(self, collection: str, document_id: str) -> None:
        before = self._currency(collection)
        self.store.delete_document(collection, document_id, today=TODAY)
        self.search.document_removed(collection, document_id)
        self._tell_supersession(collection, before, document_id)

    def _currency(self, collection: str) -> dict[str, str | None]:
        return {p.id: p.superseded_by for p in self.store.passages(collection)}

    def _tell_supersession(self, collection: str, before: dict[str, str | None], skip: str) -> None:
        after = {p.id: p for p in self.store.passages(collection)}
        changed = {
            pid: p.superseded_by
            for pid, p in after.items()
            if p.document_id != skip and pid in before and before[pid] != p.superseded_by
        }
        if changed:
            self.search.supersession_changed(collection, changed)

    def reopen(self) -> SearchService:
        """A new process's view: new database handle, new engine client, same data."""
        db = Database(self.db.path)
        service = SearchService(self.make_retriever_for(db), PassageStore(db), self.search.embedder)
        self.extra_services.append(service)
        return service

    def make_retriever_for(self, db: Database) -> Retriever:
        retriever = self.make_retriever()
        if isinstance(retriever, EmbeddedRetriever):
            return EmbeddedRetriever(db)
        return retriever


def _opensearch_cleanup(url: str, prefix: str) -> None:
    retriever = OpenSearchRetriever(url, prefix)
    retriever.client.indices.delete(index=f"{prefix}-passages-*", ignore_unavailable=True, expand_wildcards="all")
    retriever.client.indices.delete_index_template(name=f"{prefix}-passages", ignore=[404])
    retriever.close()


def make_harness(engine: str, tmp_path: Path, request: pytest.FixtureRequest, embedder: Embedder) -> Iterator[Harness]:
    db = Database(tmp_path / "vouch.db")
    store = PassageStore(db)
    if engine == "embedded":

        def make() -> Retriever:
            return EmbeddedRetriever(db)

        cleanup: Callable[[], None] = lambda: None  # noqa: E731
    else:
        url: str = request.getfixturevalue("opensearch_url")
        prefix = f"vt-{uuid.uuid4().hex[:10]}"

        def make() -> Retriever:
            return OpenSearchRetriever(url, prefix)

        def cleanup() -> None:
            _opensearch_cleanup(url, prefix)

    harness = Harness(db=db, store=store, search=SearchService(make(), store, embedder), make_retriever=make)
    try:
        yield harness
    finally:
        for service in [harness.search, *harness.extra_services]:
            service.close()
        cleanup()
        db.close()


@pytest.fixture(params=["embedded", "opensearch"])
def engine(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def harness(engine: str, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Harness]:
    yield from make_harness(engine, tmp_path, request, HashingEmbedder())
