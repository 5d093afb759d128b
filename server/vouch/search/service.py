"""SearchService: the one object the rest of Vouch searches through.

It owns the engine chosen in settings (embedded FTS5 or OpenSearch), the embedder, fusion, live-generation
filtering and hydration from the passage store. It is also the ``IndexSink`` that ingest calls after each
commit, so what is committed becomes searchable.

One query: analyse -> [lexical candidates from the engine, filtered to live generations] while [the query is
embedded on another thread] -> hydrate candidates from the passage store (the source of truth: a passage that is
gone or, with ``current_only``, superseded, is dropped here whatever the engine said) -> fuse -> snippets.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass

from vouch.db import Database
from vouch.logs import get_logger
from vouch.passage_store import PassageStore
from vouch.passages import DocumentInfo, Passage
from vouch.search.analysis import QueryAnalysis, analyse_query, lexical_text
from vouch.search.base import IndexEntry, Retriever, SearchFilters
from vouch.search.documents import DocumentWords
from vouch.search.documents import cover as document_cover
from vouch.search.embeddings import Embedder, MiniLMEmbedder, Vector
from vouch.search.ranking import Ranked, fuse, passage_exact_terms
from vouch.search.scope import DraftScope
from vouch.search.snippets import snippet
from vouch.settings import Settings

log = get_logger("vouch.search")

# How many BM25 candidates are re-ranked. Enough that the vector can lift a passage the words put at rank
# 20-40, few enough that hydration and the dot products stay a millisecond or two.
CANDIDATES = 50
MAX_LIMIT = 100
QUERY_CACHE = 1024  # query vectors kept (1.5 KB each)


@dataclass(frozen=True)
class SearchHit:
    passage: Passage
    score: float
    snippet: str  # HTML: escaped text with <mark> around matched terms
    lexical: float
    similarity: float


@dataclass(frozen=True)
class ReconcileReport:
    indexed: tuple[str, ...]  # documents (re)indexed because the index lacked their live generation
    removed: tuple[str, ...]  # documents dropped from the index because the store no longer has them


def entries_for(
    passages: Sequence[Passage], generation: int, vectors: Sequence[Vector], parties: Sequence[str] = ()
) -> list[IndexEntry]:
    """``parties``: those the document's header names (``DocumentInfo.parties``), words that name it."""
    return [
        IndexEntry(
            passage_id=p.id,
            collection=p.collection,
            document_id=p.document_id,
            generation=generation,
            search_text=lexical_text(p.document_id, p.extra.get("document_title"), p.search_text, parties),
            exact=passage_exact_terms(p),
            current=p.current,
            vector=vector,
        )
        for p, vector in zip(passages, vectors, strict=True)
    ]


def build_retriever(settings: Settings, db: Database) -> Retriever:
    if settings.search_engine == "opensearch":
        from vouch.search.opensearch import OpenSearchRetriever

        assert settings.opensearch_url is not None  # Settings.from_env refuses opensearch without a URL
        return OpenSearchRetriever(settings.opensearch_url, settings.opensearch_index_prefix)
    from vouch.search.embedded import EmbeddedRetriever

    return EmbeddedRetriever(db)


class SearchService:
    def __init__(
        self, retriever: Retriever, passages: PassageStore, embedder: Embedder, candidates: int = CANDIDATES
    ) -> None:
        self.retriever = retriever
        self.passages = passages
        self.embedder = embedder
        self.candidates = candidates
        self.document_words = DocumentWords(passages)
        # One worker: embeds the query while the engine looks for lexical candidates (torch and SQLite/HTTP
        # both release the GIL), so a query costs max(embed, lexical) rather than their sum.
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="vouch-embed")
        self._query_vectors: OrderedDict[str, Vector] = OrderedDict()
        self._cache_lock = threading.Lock()

    @classmethod
    def build(
        cls, settings: Settings, db: Database, passages: PassageStore, embedder: Embedder | None = None
    ) -> SearchService:
        """Cheap: the model loads on the first embedding and OpenSearch is first contacted on first use."""
        return cls(build_retriever(settings, db), passages, embedder or MiniLMEmbedder())

    # -- IndexSink (vouch.ingest.sink): called by ingest after each commit ---------------------------------

    def document_committed(self, document: DocumentInfo, passages: Sequence[Passage], generation: int) -> None:
        vectors = self.embedder.embed([p.search_text for p in passages])
        entries = entries_for(passages, generation, list(vectors), document.parties)
        self.retriever.index_document(document.collection, document.document_id, generation, entries)

    def document_removed(self, collection: str, document_id: str) -> None:
        self.retriever.delete_document(collection, document_id)
        self.document_words.forget(collection, document_id)

    def supersession_changed(self, collection: str, superseded_by: Mapping[str, str | None]) -> None:
        self.retriever.set_current(collection, {pid: by is None for pid, by in superseded_by.items()})

    def collection_removed(self, collection: str) -> None:
        self.retriever.delete_collection(collection)
        self.document_words.forget_collection(collection)

    # -- Search ----------------------------------------------------------------------------------------------

    def search(
        self,
        collection: str,
        query: str,
        *,
        document_id: str | None = None,
        current_only: bool = False,
        limit: int = 10,
        hybrid: bool = True,
        scope: DraftScope | None = None,
    ) -> list[SearchHit]:
        """``scope``: only the documents a draft about that claim may draw on (None: the whole collection)."""
        analysed = analyse_query(query)
        limit = max(1, min(limit, MAX_LIMIT))
        if analysed.empty:
            return []
        vector_job: Future[Vector] | None = self._pool.submit(self._embed_query, analysed.meaning) if hybrid else None
        filters = SearchFilters(collection, document_id, current_only)
        ranked = self._rank(analysed, vector_job, filters, limit, scope)
        return [
            SearchHit(
                passage=r.passage,
                score=round(r.score, 4),
                snippet=snippet(r.passage.text, analysed),
                lexical=r.lexical,
                similarity=r.similarity,
            )
            for r in ranked[:limit]
        ]

    def _embed_query(self, query: str) -> Vector:
        # Verification asks the same claim again (rewrite, re-check), so recent query vectors are kept.
        with self._cache_lock:
            cached = self._query_vectors.get(query)
            if cached is not None:
                self._query_vectors.move_to_end(query)
                return cached
        vector: Vector = self.embedder.embed([query])[0]
        with self._cache_lock:
            self._query_vectors[query] = vector
            if len(self._query_vectors) > QUERY_CACHE:
                self._query_vectors.popitem(last=False)
        return vector

    def _rank(
        self,
        query: QueryAnalysis,
        vector_job: Future[Vector] | None,
        filters: SearchFilters,
        limit: int,
        scope: DraftScope | None = None,
    ) -> list[Ranked]:
        live = self.passages.live_generations(filters.collection)
        if filters.document_id is not None:
            live = {k: v for k, v in live.items() if k == filters.document_id}
        allowed: frozenset[str] = frozenset()
        if scope is not None:
            # Out-of-scope documents are not live for this query: neither engine can return them.
            allowed = scope.documents(d.info for d in self.passages.documents(filters.collection))
            live = {k: v for k, v in live.items() if k in allowed}
        found = self.retriever.candidates(query, filters, live, max(self.candidates, limit * 3))
        # The engine filtered already; checking again here costs nothing and keeps a stale index harmless.
        found = [c for c in found if live.get(c.document_id) == c.generation]
        hydrated = self.passages.get(c.passage_id for c in found)
        if filters.current_only:
            # A wording one customer's endorsement replaces is not current for an answer about that customer.
            hydrated = {
                pid: p
                for pid, p in hydrated.items()
                if p.current and not (allowed and allowed.intersection(p.replaced_for))
            }
        vector = vector_job.result() if vector_job is not None else None
        documents = {c.document_id for c in found}
        cover = (
            document_cover(query.terms, self.document_words.words(filters.collection, live))
            if vector is not None and len(documents) > 1
            else None
        )
        return fuse(query, vector, found, hydrated, cover)

    # -- Maintenance -----------------------------------------------------------------------------------------

    def _stable_document(self, collection: str, document_id: str) -> tuple[int, list[Passage]] | None:
        """A document's live generation and its passages, read so that both belong to the same generation."""
        for _ in range(5):
            before = self.passages.live_generations(collection).get(document_id)
            if before is None:
                return None
            passages = self.passages.passages(collection, document_id)
            if self.passages.live_generations(collection).get(document_id) == before:
                return before, passages
        raise RuntimeError(f"{collection}/{document_id} keeps changing; try again")

    def _entries(self, collection: str, document_id: str, reuse: bool) -> list[IndexEntry]:
        stable = self._stable_document(collection, document_id)
        if stable is None:
            return []
        generation, passages = stable
        stored = self.retriever.document_vectors(collection, document_id, generation) if reuse else {}
        missing = [p for p in passages if p.id not in stored]
        fresh = dict(zip((p.id for p in missing), self.embedder.embed([p.search_text for p in missing]), strict=True))
        vectors = [stored[p.id] if p.id in stored else fresh[p.id] for p in passages]
        stored_document = self.passages.document(collection, document_id)
        parties = stored_document.info.parties if stored_document is not None else ()
        return entries_for(passages, generation, vectors, parties)

    def reconcile(self, collection: str) -> ReconcileReport:
        """Bring the index in line with the store: index missed generations, drop deleted documents.

        Sinks are called after the store commits, so a crash in between leaves the index one event behind;
        live-generation filtering hides that from readers and this repairs it.
        """
        live = self.passages.live_generations(collection)
        indexed = self.retriever.indexed_generations(collection)
        stale = sorted(d for d, g in live.items() if indexed.get(d) != g)
        gone = sorted(d for d in indexed if d not in live)
        for document_id in stale:
            entries = self._entries(collection, document_id, reuse=False)
            if entries:
                self.retriever.index_document(collection, document_id, entries[0].generation, entries)
        for document_id in gone:
            self.retriever.delete_document(collection, document_id)
        if stale or gone:
            log.info("search index reconciled", collection=collection, indexed=len(stale), removed=len(gone))
        return ReconcileReport(tuple(stale), tuple(gone))

    def reindex_collection(self, collection: str) -> int:
        """Rebuild the collection's index from the passage store (vectors reused where the generation matches).

        On OpenSearch this builds a new physical index and swaps the alias, so searches keep answering.
        """
        count = 0

        def entries() -> Iterator[IndexEntry]:
            nonlocal count
            for document_id in sorted(self.passages.live_generations(collection)):
                for entry in self._entries(collection, document_id, reuse=True):
                    count += 1
                    yield entry

        self.retriever.rebuild_collection(collection, entries())
        self.reconcile(collection)  # anything committed while the rebuild ran
        return count

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
        self.retriever.close()
