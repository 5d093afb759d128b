"""The OpenSearch engine: one index per collection, a versioned physical name behind an alias.

    alias     {prefix}-passages-{collection}              what every read and write names
    physical  {prefix}-passages-{collection}-v{N}         N grows with each reindex_collection

The index template ``{prefix}-passages`` (pattern ``{prefix}-passages-*``) gives every physical index the same
settings and a strict mapping:

    passage_id, collection, document_id  keyword
    generation                           integer   the passage store generation of the document
    doc_gen                              keyword   "{document_id}@{generation}": the live-generation filter is one
                                                   ``terms`` query over these (a stale generation never matches)
    current                              boolean   false when an endorsement supersedes the wording
    search_text                          text, ``english`` analyzer (stemming, English stopwords); subfield
      .shingles                          text, word pairs: rewards "escape of water" as a phrase
    exact                                keyword   normalised numbers/identifiers (analysis.exact_terms): "n1000"
                                                   for "£1,000", "hmcl88214" for "HM-CL-88214"
    vector                               binary    MiniLM vector, float16 little-endian, base64; not indexed:
                                                   re-ranking is done in Python, and the node needs no k-NN plugin

A document is written as: bulk-index the new generation (document ids ``{passage_id}@{generation}``, so the
old generation stays until the new one is in), refresh, then delete older generations. Readers filter on the
live (document, generation) pairs from the passage store, so they see the old passages or the new, never half.
``rebuild_collection`` fills a new physical index with refresh off, refreshes it, swaps the alias in one
``_aliases`` call, then deletes the old physical index; searches on the alias answer throughout.
"""

from __future__ import annotations

import base64
import re
import threading
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any

import numpy as np
from opensearchpy import OpenSearch, helpers
from opensearchpy.exceptions import ConnectionError as OpenSearchConnectionError
from opensearchpy.exceptions import ConnectionTimeout, NotFoundError, RequestError

from vouch.search.analysis import QueryAnalysis
from vouch.search.base import Candidate, IndexEntry, SearchFilters, SearchUnavailable
from vouch.search.embeddings import Vector

_BULK_CHUNK = 500


def index_settings() -> dict[str, Any]:
    return {
        "number_of_shards": 1,
        # One replica where there is a second node to hold it; a single node stays green.
        "auto_expand_replicas": "0-1",
        "analysis": {
            "analyzer": {
                "vouch_shingles": {
                    "type": "custom",
                    "tokenizer": "standard",
                    "filter": ["lowercase", "vouch_shingle"],
                }
            },
            "filter": {
                "vouch_shingle": {
                    "type": "shingle",
                    "min_shingle_size": 2,
                    "max_shingle_size": 2,
                    "output_unigrams": False,
                }
            },
        },
    }


MAPPING: dict[str, Any] = {
    "dynamic": "strict",
    "properties": {
        "passage_id": {"type": "keyword"},
        "collection": {"type": "keyword"},
        "document_id": {"type": "keyword"},
        "generation": {"type": "integer"},
        "doc_gen": {"type": "keyword"},
        "current": {"type": "boolean"},
        "search_text": {
            "type": "text",
            "analyzer": "english",
            "fields": {"shingles": {"type": "text", "analyzer": "vouch_shingles"}},
        },
        "exact": {"type": "keyword"},
        "vector": {"type": "binary"},
    },
}


def doc_gen(document_id: str, generation: int) -> str:
    return f"{document_id}@{generation}"


def encode_vector(vector: Vector) -> str:
    return base64.b64encode(np.asarray(vector, dtype="<f2").tobytes()).decode("ascii")


def decode_vector(text: str) -> Vector:
    return np.frombuffer(base64.b64decode(text), dtype="<f2").astype(np.float32)


def search_body(query: QueryAnalysis, filters: SearchFilters, live: Mapping[str, int], size: int) -> dict[str, Any]:
    should: list[dict[str, Any]] = []
    if query.terms:
        should.append({"match": {"search_text": {"query": " ".join(query.terms)}}})
        should.append({"match": {"search_text.shingles": {"query": query.meaning}}})
    if query.exact:
        # Same weight as the embedded engine's exact column (2x body).
        should.append({"terms": {"exact": list(query.exact), "boost": 2.0}})
    filter_: list[dict[str, Any]] = [
        {"term": {"collection": filters.collection}},
        {"terms": {"doc_gen": [doc_gen(d, g) for d, g in live.items()]}},
    ]
    if filters.document_id is not None:
        filter_.append({"term": {"document_id": filters.document_id}})
    if filters.current_only:
        filter_.append({"term": {"current": True}})
    return {
        "size": size,
        "track_total_hits": False,
        "_source": ["passage_id", "document_id", "generation", "vector"],
        "query": {"bool": {"should": should, "minimum_should_match": 1, "filter": filter_}},
    }


class OpenSearchRetriever:
    name = "opensearch"

    def __init__(self, url: str, prefix: str = "vouch", client: OpenSearch | None = None) -> None:
        self.prefix = prefix
        self.client = client or OpenSearch(hosts=[url], timeout=30, max_retries=2, retry_on_timeout=True)
        self._template_ready = False
        self._lock = threading.Lock()

    # -- names -----------------------------------------------------------------------------------------------

    def alias(self, collection: str) -> str:
        return f"{self.prefix}-passages-{collection}"

    def _physical(self, collection: str, version: int) -> str:
        return f"{self.alias(collection)}-v{version}"

    def physical_indices(self, collection: str) -> list[str]:
        """Physical indices of the collection, oldest first (by version number)."""
        alias = self.alias(collection)
        try:
            found = self.client.indices.get(index=f"{alias}-v*", expand_wildcards="open", ignore_unavailable=True)
        except NotFoundError:
            return []
        pattern = re.compile(rf"^{re.escape(alias)}-v(\d+)$")
        versions = sorted((int(m.group(1)), name) for name in found if (m := pattern.match(name)))
        return [name for _, name in versions]

    def aliased_indices(self, collection: str) -> list[str]:
        try:
            return sorted(self.client.indices.get_alias(name=self.alias(collection)))
        except NotFoundError:
            return []

    # -- setup -----------------------------------------------------------------------------------------------

    def ensure_template(self) -> None:
        with self._lock:
            if self._template_ready:
                return
            self.client.indices.put_index_template(
                name=f"{self.prefix}-passages",
                body={
                    "index_patterns": [f"{self.prefix}-passages-*"],
                    "template": {"settings": index_settings(), "mappings": MAPPING},
                },
            )
            self._template_ready = True

    def _ensure_collection(self, collection: str) -> str:
        """The alias, created with a first physical index (v1) if the collection has none yet."""
        self.ensure_template()
        alias = self.alias(collection)
        if self.client.indices.exists_alias(name=alias):
            return alias
        try:
            # A fixed first name: two processes racing here collide on it instead of making two indices.
            self.client.indices.create(index=self._physical(collection, 1), body={"aliases": {alias: {}}})
        except RequestError as exc:
            if "resource_already_exists" not in str(exc):
                raise
        return alias

    # -- writes ----------------------------------------------------------------------------------------------

    def _actions(self, index: str, entries: Iterable[IndexEntry]) -> Iterator[dict[str, Any]]:
        for e in entries:
            yield {
                "_op_type": "index",
                "_index": index,
                "_id": f"{e.passage_id}@{e.generation}",
                "_source": {
                    "passage_id": e.passage_id,
                    "collection": e.collection,
                    "document_id": e.document_id,
                    "generation": e.generation,
                    "doc_gen": doc_gen(e.document_id, e.generation),
                    "current": e.current,
                    "search_text": e.search_text,
                    "exact": list(e.exact),
                    "vector": encode_vector(e.vector),
                },
            }

    def _bulk(self, index: str, entries: Iterable[IndexEntry], refresh: bool) -> int:
        count, errors = helpers.bulk(
            self.client, self._actions(index, entries), chunk_size=_BULK_CHUNK, refresh=refresh, raise_on_error=True
        )
        assert not errors, errors  # raise_on_error raises first; this guards the type
        return int(count)

    def index_document(self, collection: str, document_id: str, generation: int, entries: Sequence[IndexEntry]) -> None:
        alias = self._ensure_collection(collection)
        if entries:
            # refresh=true rather than wait_for: a handler who just uploaded a file searches it at once, and
            # one refresh per document is cheap next to parsing and embedding it.
            self._bulk(alias, entries, refresh=True)
        self.client.delete_by_query(
            index=alias,
            body={
                "query": {
                    "bool": {
                        "filter": [
                            {"term": {"document_id": document_id}},
                            {"range": {"generation": {"lt": generation}}},
                        ]
                    }
                }
            },
            refresh=True,
            conflicts="proceed",
        )

    def delete_document(self, collection: str, document_id: str) -> None:
        alias = self.alias(collection)
        if not self.client.indices.exists_alias(name=alias):
            return
        self.client.delete_by_query(
            index=alias,
            body={"query": {"term": {"document_id": document_id}}},
            refresh=True,
            conflicts="proceed",
        )

    def delete_collection(self, collection: str) -> None:
        for index in self.physical_indices(collection):
            self.client.indices.delete(index=index, ignore_unavailable=True)

    def set_current(self, collection: str, current: Mapping[str, bool]) -> None:
        alias = self.alias(collection)
        if not current or not self.client.indices.exists_alias(name=alias):
            return
        for flag in (True, False):
            ids = [pid for pid, value in current.items() if value is flag]
            for start in range(0, len(ids), 10_000):
                self.client.update_by_query(
                    index=alias,
                    body={
                        "query": {"terms": {"passage_id": ids[start : start + 10_000]}},
                        "script": {"source": "ctx._source.current = params.flag", "params": {"flag": flag}},
                    },
                    refresh=True,
                    conflicts="proceed",
                )

    def rebuild_collection(self, collection: str, entries: Iterable[IndexEntry]) -> None:
        self.ensure_template()
        alias = self.alias(collection)
        old = self.physical_indices(collection)
        version = 1
        if old:
            match = re.search(r"-v(\d+)$", old[-1])
            version = int(match.group(1)) + 1 if match else len(old) + 1
        new = self._physical(collection, version)
        # No refreshes while loading: one segment build at the end instead of one per second.
        self.client.indices.create(index=new, body={"settings": {"refresh_interval": "-1"}})
        try:
            self._bulk(new, entries, refresh=False)
            self.client.indices.put_settings(index=new, body={"index": {"refresh_interval": None}})
            self.client.indices.refresh(index=new)
            actions: list[dict[str, Any]] = [
                {"remove": {"index": name, "alias": alias}} for name in self.aliased_indices(collection)
            ]
            actions.append({"add": {"index": new, "alias": alias}})
            self.client.indices.update_aliases(body={"actions": actions})  # atomic: one call, one cluster state
        except BaseException:
            self.client.indices.delete(index=new, ignore_unavailable=True)
            raise
        for name in old:
            self.client.indices.delete(index=name, ignore_unavailable=True)

    # -- reads -----------------------------------------------------------------------------------------------

    def candidates(
        self, query: QueryAnalysis, filters: SearchFilters, live: Mapping[str, int], limit: int
    ) -> list[Candidate]:
        if not live or limit <= 0 or query.empty:
            return []
        try:
            response = self.client.search(
                index=self.alias(filters.collection),
                body=search_body(query, filters, live, limit),
                ignore_unavailable=True,
            )
        except (OpenSearchConnectionError, ConnectionTimeout) as exc:
            raise SearchUnavailable(f"the OpenSearch node does not answer ({exc.__class__.__name__})") from exc
        found: list[Candidate] = []
        for hit in response["hits"]["hits"]:
            source = hit["_source"]
            found.append(
                Candidate(
                    passage_id=source["passage_id"],
                    document_id=source["document_id"],
                    generation=int(source["generation"]),
                    lexical_score=float(hit["_score"]),
                    vector=decode_vector(source["vector"]) if source.get("vector") else None,
                )
            )
        return found

    def indexed_generations(self, collection: str) -> dict[str, int]:
        alias = self.alias(collection)
        if not self.client.indices.exists_alias(name=alias):
            return {}
        found: dict[str, int] = {}
        after: dict[str, Any] | None = None
        while True:
            composite: dict[str, Any] = {"size": 1000, "sources": [{"doc": {"terms": {"field": "document_id"}}}]}
            if after:
                composite["after"] = after
            response = self.client.search(
                index=alias,
                body={
                    "size": 0,
                    "aggs": {"docs": {"composite": composite, "aggs": {"gen": {"max": {"field": "generation"}}}}},
                },
            )
            agg = response["aggregations"]["docs"]
            for bucket in agg["buckets"]:
                found[bucket["key"]["doc"]] = int(bucket["gen"]["value"])
            after = agg.get("after_key")
            if not agg["buckets"] or after is None:
                return found

    def document_vectors(self, collection: str, document_id: str, generation: int) -> dict[str, Vector]:
        alias = self.alias(collection)
        if not self.client.indices.exists_alias(name=alias):
            return {}
        vectors: dict[str, Vector] = {}
        for hit in helpers.scan(
            self.client,
            index=alias,
            query={"query": {"term": {"doc_gen": doc_gen(document_id, generation)}}},
            _source=["passage_id", "vector"],
        ):
            source = hit["_source"]
            vectors[source["passage_id"]] = decode_vector(source["vector"])
        return vectors

    def refresh(self, collection: str) -> None:
        self.client.indices.refresh(index=self.alias(collection))

    def close(self) -> None:
        self.client.close()
