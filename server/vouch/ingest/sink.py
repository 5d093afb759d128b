"""How search learns about committed passages: the index sink hook.

Ingest owns the passage store (the source of truth); search engines keep their own index of it. After every
committed change the pipeline calls each sink registered in ``Services.index_sinks``, in registration order,
after the SQLite transaction has committed, so a sink never sees passages that could still roll back.

A sink that raises does not undo the commit (the store is already right); the failure is logged and the
pipeline goes on. An engine that missed an event can rebuild from ``PassageStore.passages`` and
``PassageStore.live_generations``, which is also how OpenSearch drops hits of a stale generation.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol, runtime_checkable

from vouch.passages import DocumentInfo, Passage


@runtime_checkable
class IndexSink(Protocol):
    def document_committed(self, document: DocumentInfo, passages: Sequence[Passage], generation: int) -> None:
        """A document's passages were replaced (first ingest or a changed file); ``passages`` is all of them,
        read back from the store, so ``superseded_by`` is already set."""

    def document_removed(self, collection: str, document_id: str) -> None:
        """A document and all its passages are gone (document delete, or its collection was deleted)."""

    def supersession_changed(self, collection: str, superseded_by: Mapping[str, str | None]) -> None:
        """Passages of *other* documents changed currency: passage id -> endorsement document id, or None when
        a passage became current again (its endorsement was deleted). Lets "current wording only" filters in an
        external index stay right without re-indexing the text."""


class NullIndexSink:
    """A do-nothing sink to subclass when only some events matter."""

    def document_committed(self, document: DocumentInfo, passages: Sequence[Passage], generation: int) -> None:
        return None

    def document_removed(self, collection: str, document_id: str) -> None:
        return None

    def supersession_changed(self, collection: str, superseded_by: Mapping[str, str | None]) -> None:
        return None


class RecordingSink(NullIndexSink):
    """Keeps every event in order; for tests and for debugging a sink chain."""

    def __init__(self) -> None:
        self.events: list[tuple[str, object]] = []

    def document_committed(self, document: DocumentInfo, passages: Sequence[Passage], generation: int) -> None:
        self.events.append(("committed", (document.collection, document.document_id, len(passages), generation)))

    def document_removed(self, collection: str, document_id: str) -> None:
        self.events.append(("removed", (collection, document_id)))

    def supersession_changed(self, collection: str, superseded_by: Mapping[str, str | None]) -> None:
        self.events.append(("supersession", (collection, dict(superseded_by))))
