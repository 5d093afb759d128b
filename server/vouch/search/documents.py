"""Document-level evidence for ranking: how much of a query its passage's whole document speaks to.

A handler's question often names its document by words that only part of the document prints: the insured's
vehicle on the schedule's first table, the pet's name on the schedule, the kind of cover in the wording's
title. The passage that answers prints the rest of the question. So each query term counts, besides in the
passage's own BM25, once for the document: ``cover_d`` is the IDF-weighted share of the query's terms that
some passage of document ``d`` prints (``ranking.fuse`` adds ``W_DOCUMENT * cover_d``). Terms every document
prints weigh nothing; a term only one document prints picks that document, and its passages compete on their
own words.

    idf_t   = ln((N + 1) / (df_t + 0.5))        N documents live in the query's scope, df_t of them print t
    cover_d = sum(idf_t for t printed in d) / sum(idf_t)

Words are compared as the highlighter compares them (``analysis.variants``: "fences" meets "fence"), over the
text the lexical index reads (``analysis.lexical_text``: title, file name and parties included). Each
document's words are read once per generation and kept; a new generation is read again on its first query, and
a removed document's words are dropped with it.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Mapping, Sequence

from vouch.passage_store import PassageStore
from vouch.search.analysis import content_terms, lexical_text, variants


class DocumentWords:
    def __init__(self, passages: PassageStore) -> None:
        self._passages = passages
        self._cache: dict[tuple[str, str], tuple[int, frozenset[str]]] = {}
        self._lock = threading.Lock()

    def _read(self, collection: str, document_id: str) -> frozenset[str]:
        stored = self._passages.document(collection, document_id)
        parties = stored.info.parties if stored is not None else ()
        words: set[str] = set()
        for passage in self._passages.passages(collection, document_id):
            text = lexical_text(passage.document_id, passage.extra.get("document_title"), passage.search_text, parties)
            for word in content_terms(text):
                words |= variants(word)
        return frozenset(words)

    def words(self, collection: str, live: Mapping[str, int]) -> dict[str, frozenset[str]]:
        """Each live document's words (as variants), read where the cache lacks its live generation."""
        out: dict[str, frozenset[str]] = {}
        for document_id, generation in live.items():
            with self._lock:
                cached = self._cache.get((collection, document_id))
            if cached is None or cached[0] != generation:
                cached = (generation, self._read(collection, document_id))
                with self._lock:
                    self._cache[(collection, document_id)] = cached
            out[document_id] = cached[1]
        return out

    def forget(self, collection: str, document_id: str) -> None:
        """Drops a removed document's words. ``live`` is narrowed by each query's scope, so it cannot say what
        is gone; the removal does, and a server runs for weeks while documents come and go."""
        with self._lock:
            self._cache.pop((collection, document_id), None)

    def forget_collection(self, collection: str) -> None:
        with self._lock:
            for key in [k for k in self._cache if k[0] == collection]:
                del self._cache[key]

    def cached_documents(self, collection: str) -> frozenset[str]:
        """The documents of ``collection`` whose words are held (what a removal must have released)."""
        with self._lock:
            return frozenset(d for c, d in self._cache if c == collection)


def cover(terms: Sequence[str], documents: Mapping[str, frozenset[str]]) -> dict[str, float]:
    """``cover_d`` of the module docstring for every document (0 where it prints none of the terms)."""
    if not terms or not documents:
        return {}
    total = len(documents)
    weights: list[tuple[float, frozenset[str]]] = []
    for term in terms:
        forms = variants(term)
        holders = frozenset(d for d, words in documents.items() if forms & words)
        weights.append((math.log((total + 1) / (len(holders) + 0.5)), holders))
    whole = sum(w for w, _ in weights)
    if whole <= 0:
        return {}
    out: dict[str, float] = {}
    for weight, holders in weights:
        for document_id in holders:
            out[document_id] = out.get(document_id, 0.0) + weight / whole
    return out
