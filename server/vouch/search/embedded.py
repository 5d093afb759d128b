"""The embedded engine: a tantivy BM25 index on disk beside ``vouch.db``, with ids, generations, currency and
vectors in a ``search_entries`` table of ``vouch.db``.

Why tantivy and not SQLite FTS5 (measured in bench/search.py --tantivy; README section "Search"): FTS5 has to
compute bm25() for every row that matches any query term before it can sort, which cost 6-10 ms of CPU per
query at 10,000 generated passages and grows with the collection; tantivy's block-max WAND top-k costs about
0.3 ms at 10,000 and stays a few ms at 100,000, which is what leaves room inside the 50 ms budget for the
MiniLM query embedding. FTS5's one advantage, sharing SQLite's transaction with the passage store, is not
needed: readers already drop entries whose generation is not live, so the two stores never have to commit
together (see below).

Layout
    tantivy ``<data dir>/search-index/``: ``body`` (heading path + words; tantivy's English stemmer),
        ``exact`` (normalised numbers/identifiers, see ``analysis.exact_terms``; raw tokens, boost 2),
        ``scope`` (one raw token for the collection, one for the document: the filters are term queries),
        ``eid`` (fast integer field, the join key).
    SQLite ``search_entries``: eid -> passage id, collection, document, generation, current flag, float16
        vector, and ``committed``.

Writes (one process-wide lock; tantivy's own file lock makes other processes wait, see ``_writer``):
    1. SQLite: insert the new rows with ``committed = 0`` next to the old ones;
    2. tantivy: delete the document's (or collection's) old entries and add the new ones in one commit;
    3. SQLite: delete the old rows, mark the new ones committed.
    A reader meets either the old eids or the new ones, and each finds its rows: searches keep answering,
    with no half-replaced document. A crash after step 1 or 2 leaves ``indexed_generations`` (committed rows
    only) behind the store, so ``SearchService.reconcile`` redoes the document.
"""

from __future__ import annotations

import hashlib
import os
import re
import secrets
import threading
import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import tantivy

from vouch.db import Database
from vouch.search.analysis import QueryAnalysis
from vouch.search.base import Candidate, IndexEntry, SearchFilters
from vouch.search.embeddings import Vector, from_blob, to_blob

_MIGRATIONS = [
    """
    CREATE TABLE search_entries (
        eid INTEGER PRIMARY KEY,
        passage_id TEXT NOT NULL,
        collection TEXT NOT NULL,
        document_id TEXT NOT NULL,
        generation INTEGER NOT NULL,
        current INTEGER NOT NULL,
        committed INTEGER NOT NULL,
        vector BLOB NOT NULL
    );
    CREATE INDEX search_entries_by_document ON search_entries (collection, document_id, generation)
    """,
]

EXACT_BOOST = 2.0  # a matching amount or identifier counts twice a matching word (as in OpenSearch)
# tantivy is asked for more hits than wanted because stale generations and superseded wording are dropped
# after; if too few survive, it is asked again for more (see ``candidates``).
_OVERFETCH = 2
_OVERFETCH_EXTRA = 20
_WRITER_HEAP = 64_000_000
_LOCK_WAIT_S = 60.0


def _token(kind: str, value: str) -> str:
    return kind + hashlib.blake2b(value.encode(), digest_size=8).hexdigest()


def collection_token(collection: str) -> str:
    return _token("c", collection)


def document_token(collection: str, document_id: str) -> str:
    return _token("d", f"{collection}\x00{document_id}")


def _schema() -> tantivy.Schema:
    builder = tantivy.SchemaBuilder()
    builder.add_text_field("body", stored=False, tokenizer_name="en_stem")
    builder.add_text_field("exact", stored=False, tokenizer_name="raw")
    builder.add_text_field("scope", stored=False, tokenizer_name="raw")
    builder.add_integer_field("eid", stored=False, indexed=True, fast=True)
    return builder.build()


def default_index_dir(db: Database) -> Path:
    return db.path.parent / "search-index"


class EmbeddedRetriever:
    name = "embedded"

    def __init__(self, db: Database, index_dir: Path | None = None) -> None:
        self._db = db
        db.migrate("search", _MIGRATIONS)
        self._dir = index_dir or default_index_dir(db)
        self._dir.mkdir(parents=True, exist_ok=True)
        self._schema = _schema()
        self._index = tantivy.Index(self._schema, path=str(self._dir), reuse=True)
        self._write_lock = threading.Lock()
        self._read_lock = threading.Lock()
        self._seen_meta: tuple[int, int] | None = None
        self._searcher: Any = None

    # -- tantivy plumbing ------------------------------------------------------------------------------------

    def _writer(self) -> Any:
        """A writer for one batch of changes; waits while another process holds tantivy's lock."""
        deadline = time.monotonic() + _LOCK_WAIT_S
        while True:
            try:
                return self._index.writer(_WRITER_HEAP, 1)
            except ValueError as exc:
                if "LockBusy" not in str(exc) or time.monotonic() > deadline:
                    raise
                time.sleep(0.05)

    def _current_searcher(self) -> Any:
        """The searcher, reloaded only when a commit (from any process) changed meta.json."""
        try:
            stat = os.stat(self._dir / "meta.json")
            meta = (stat.st_mtime_ns, stat.st_size)
        except FileNotFoundError:
            meta = (0, 0)
        with self._read_lock:
            if self._searcher is None or meta != self._seen_meta:
                self._index.reload()
                self._searcher = self._index.searcher()
                self._seen_meta = meta
            return self._searcher

    def _document(self, entry: IndexEntry, eid: int) -> tantivy.Document:
        doc = tantivy.Document()
        doc.add_text("body", entry.search_text)
        for term in entry.exact:
            doc.add_text("exact", term)
        doc.add_text("scope", collection_token(entry.collection))
        doc.add_text("scope", document_token(entry.collection, entry.document_id))
        doc.add_integer("eid", eid)
        return doc

    # -- writes ----------------------------------------------------------------------------------------------

    def _replace(self, scope_token: str, where: str, args: tuple[str, ...], entries: Iterable[IndexEntry]) -> None:
        """The three-step write of the module docstring for everything under ``scope_token``."""
        with self._write_lock:
            staged: list[tuple[int, IndexEntry]] = []
            with self._db.transaction() as conn:
                rows = []
                for entry in entries:
                    eid = secrets.randbits(62)  # random: no counter to share between processes
                    staged.append((eid, entry))
                    rows.append(
                        (
                            eid,
                            entry.passage_id,
                            entry.collection,
                            entry.document_id,
                            entry.generation,
                            int(entry.current),
                            to_blob(entry.vector),
                        )
                    )
                conn.executemany(
                    "INSERT INTO search_entries (eid, passage_id, collection, document_id, generation, current,"
                    " committed, vector) VALUES (?, ?, ?, ?, ?, ?, 0, ?)",
                    rows,
                )
            writer = self._writer()
            try:
                writer.delete_documents_by_term("scope", scope_token)
                for eid, entry in staged:
                    writer.add_document(self._document(entry, eid))
                writer.commit()
                writer.wait_merging_threads()
            except BaseException:
                writer.rollback()
                with self._db.transaction() as conn:
                    conn.execute(f"DELETE FROM search_entries WHERE {where} AND committed = 0", args)
                raise
            with self._db.transaction() as conn:
                conn.execute(f"DELETE FROM search_entries WHERE {where} AND committed = 1", args)
                conn.execute(f"UPDATE search_entries SET committed = 1 WHERE {where} AND committed = 0", args)

    def index_document(self, collection: str, document_id: str, generation: int, entries: Sequence[IndexEntry]) -> None:
        row = self._db.connection.execute(
            "SELECT max(generation) AS g FROM search_entries"
            " WHERE collection = ? AND document_id = ? AND committed = 1",
            (collection, document_id),
        ).fetchone()
        if row["g"] is not None and int(row["g"]) > generation:
            return  # a late event for an older generation: the newer one is already indexed
        self._replace(
            document_token(collection, document_id),
            "collection = ? AND document_id = ?",
            (collection, document_id),
            entries,
        )

    def delete_document(self, collection: str, document_id: str) -> None:
        self._replace(
            document_token(collection, document_id), "collection = ? AND document_id = ?", (collection, document_id), []
        )

    def delete_collection(self, collection: str) -> None:
        self._replace(collection_token(collection), "collection = ?", (collection,), [])

    def rebuild_collection(self, collection: str, entries: Iterable[IndexEntry]) -> None:
        # Materialised first: the entries may be built from vectors this very table still holds.
        self._replace(collection_token(collection), "collection = ?", (collection,), list(entries))

    def set_current(self, collection: str, current: Mapping[str, bool]) -> None:
        with self._db.transaction() as conn:
            conn.executemany(
                "UPDATE search_entries SET current = ? WHERE collection = ? AND passage_id = ?",
                [(int(flag), collection, passage_id) for passage_id, flag in current.items()],
            )

    # -- reads -----------------------------------------------------------------------------------------------

    def _query(self, query: QueryAnalysis, filters: SearchFilters) -> tantivy.Query | None:
        should: list[tuple[tantivy.Occur, tantivy.Query]] = []
        for term in query.terms:
            word = re.sub(r"[^a-z0-9]", "", term)  # nothing the query parser could read as syntax
            if word:
                # parse_query runs the field's own analyzer (stemming) on the word, exactly as at index time.
                should.append((tantivy.Occur.Should, self._index.parse_query(word, ["body"])))
        for term in query.exact:
            exact = tantivy.Query.term_query(self._schema, "exact", term)
            should.append((tantivy.Occur.Should, tantivy.Query.boost_query(exact, EXACT_BOOST)))
        if not should:
            return None
        scope = (
            document_token(filters.collection, filters.document_id)
            if filters.document_id is not None
            else collection_token(filters.collection)
        )
        return tantivy.Query.boolean_query(
            [
                (tantivy.Occur.Must, tantivy.Query.term_query(self._schema, "scope", scope)),
                (tantivy.Occur.Must, tantivy.Query.boolean_query(should)),
            ]
        )

    def candidates(
        self, query: QueryAnalysis, filters: SearchFilters, live: Mapping[str, int], limit: int
    ) -> list[Candidate]:
        if limit <= 0 or not live:
            return []
        parsed = self._query(query, filters)
        if parsed is None:
            return []
        searcher = self._current_searcher()
        fetch = limit * _OVERFETCH + _OVERFETCH_EXTRA
        while True:
            hits = searcher.search(parsed, fetch, count=False).hits
            if not hits:
                return []
            eids = searcher.fast_field_values("eid", [address for _, address in hits])
            rows = {row["eid"]: row for row in self._rows(eids)}
            found: list[Candidate] = []
            for (score, _), eid in zip(hits, eids, strict=True):
                row = rows.get(eid)
                if row is None or live.get(row["document_id"]) != row["generation"]:
                    continue
                if filters.current_only and not row["current"]:
                    continue
                found.append(
                    Candidate(
                        passage_id=row["passage_id"],
                        document_id=row["document_id"],
                        generation=int(row["generation"]),
                        lexical_score=float(score),
                        vector=from_blob(row["vector"]),
                    )
                )
            if len(found) >= limit or len(hits) < fetch:
                return found[:limit]
            fetch *= 4

    def _rows(self, eids: Sequence[int]) -> Iterator[Any]:
        conn = self._db.connection
        for start in range(0, len(eids), 500):
            chunk = [e for e in eids[start : start + 500] if e is not None]
            marks = ",".join("?" * len(chunk))
            yield from conn.execute(
                "SELECT eid, passage_id, document_id, generation, current, vector FROM search_entries"
                f" WHERE eid IN ({marks})",
                chunk,
            ).fetchall()

    def indexed_generations(self, collection: str) -> dict[str, int]:
        rows = self._db.connection.execute(
            "SELECT document_id, max(generation) AS g FROM search_entries WHERE collection = ? AND committed = 1"
            " GROUP BY document_id",
            (collection,),
        ).fetchall()
        return {row["document_id"]: int(row["g"]) for row in rows}

    def document_vectors(self, collection: str, document_id: str, generation: int) -> dict[str, Vector]:
        rows = self._db.connection.execute(
            "SELECT passage_id, vector FROM search_entries"
            " WHERE collection = ? AND document_id = ? AND generation = ? AND committed = 1",
            (collection, document_id, generation),
        ).fetchall()
        return {row["passage_id"]: from_blob(row["vector"]) for row in rows}

    def close(self) -> None:
        with self._read_lock:
            self._searcher = None
