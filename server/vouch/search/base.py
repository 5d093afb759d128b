"""The retriever contract that both engines (embedded SQLite FTS5, OpenSearch) implement.

A retriever is a lexical index of passages that also keeps each passage's vector. It does no fusion and no
hydration: ``SearchService`` asks it for BM25 candidates and re-ranks them. Every entry carries its document's
generation, and ``candidates`` only returns entries whose (document, generation) is live in the passage store,
so a reader never sees half of a replaced document.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from vouch.search.analysis import QueryAnalysis
from vouch.search.embeddings import Vector


class SearchUnavailable(RuntimeError):
    """The engine cannot answer now (OpenSearch down or timing out); the message is safe to show."""


@dataclass(frozen=True)
class IndexEntry:
    """One passage as an engine indexes it."""

    passage_id: str
    collection: str
    document_id: str
    generation: int
    search_text: str  # analysis.lexical_text of Passage.search_text: the words naming the document once, then the rest
    exact: tuple[str, ...]  # analysis.exact_terms of the search text and clause
    current: bool
    vector: Vector


@dataclass(frozen=True)
class SearchFilters:
    collection: str
    document_id: str | None = None
    current_only: bool = False


@dataclass(frozen=True)
class Candidate:
    """A lexical hit: BM25 score (higher is better) and the stored vector for re-ranking."""

    passage_id: str
    document_id: str
    generation: int
    lexical_score: float
    vector: Vector | None


class Retriever(Protocol):
    name: str

    def index_document(self, collection: str, document_id: str, generation: int, entries: Sequence[IndexEntry]) -> None:
        """Make ``entries`` searchable now (refreshed on return) and drop older generations of the document."""
        ...

    def delete_document(self, collection: str, document_id: str) -> None: ...

    def delete_collection(self, collection: str) -> None: ...

    def set_current(self, collection: str, current: Mapping[str, bool]) -> None:
        """Passage id -> whether it is current wording now (an endorsement arrived or went)."""
        ...

    def candidates(
        self, query: QueryAnalysis, filters: SearchFilters, live: Mapping[str, int], limit: int
    ) -> list[Candidate]:
        """Best ``limit`` BM25 hits among entries whose (document_id, generation) is in ``live``."""
        ...

    def indexed_generations(self, collection: str) -> dict[str, int]:
        """Document id -> newest generation present in the index."""
        ...

    def document_vectors(self, collection: str, document_id: str, generation: int) -> dict[str, Vector]:
        """Stored vectors of one indexed generation, so a rebuild need not embed again."""
        ...

    def rebuild_collection(self, collection: str, entries: Iterable[IndexEntry]) -> None:
        """Replace everything indexed for ``collection`` with ``entries``; searches keep answering meanwhile."""
        ...

    def close(self) -> None: ...
