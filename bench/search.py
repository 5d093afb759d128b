"""bench/search: retrieval quality on the sample collection, and latency/throughput at 10k and 100k passages.

    .venv/bin/python bench/search.py [--opensearch-url URL] [--sizes 10000,100000] [--queries 200]
                                     [--skip-eval] [--skip-scale] [--fts5] [--show-misses]

1. Evaluation: ingests samples/collection through the ingest pipeline (embedded engine; OpenSearch gets the same
   passages and vectors via rebuild_collection), then asks every question of bench/search_questions.jsonl and
   prints recall@1 / recall@5 per engine, lexical-only vs hybrid.
2. Scale: generated insurance-like passages (bench/corpus.py) at each size. Vectors: a pool of real MiniLM
   vectors of generated passages, reused round-robin (embedding 100k passages on 2 cores takes most of an hour;
   the embedding throughput is measured and printed separately). Queries are embedded for real with MiniLM,
   every time (no cache), and that cost is inside the hybrid latency. The baseline is lexical-only in the same
   run; the ratio hybrid/lexical is printed.
   --fts5 adds the lexical comparison that chose the embedded engine (tantivy vs SQLite FTS5).

OpenSearch parts run when a node answers at --opensearch-url (default: VOUCH_OPENSEARCH_URL or
http://127.0.0.1:9209); bench indices use the prefix "vouch-bench" and are deleted afterwards.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "server"))
sys.path.insert(0, str(REPO / "bench"))

import numpy as np  # noqa: E402
from corpus import generate_corpus, generate_queries  # noqa: E402

from vouch.db import Database  # noqa: E402
from vouch.passage_store import PassageStore  # noqa: E402
from vouch.passages import DocumentInfo, Passage  # noqa: E402
from vouch.search.analysis import QueryAnalysis, exact_terms  # noqa: E402
from vouch.search.base import IndexEntry, Retriever  # noqa: E402
from vouch.search.embedded import EmbeddedRetriever  # noqa: E402
from vouch.search.embeddings import MiniLMEmbedder  # noqa: E402
from vouch.search.opensearch import OpenSearchRetriever  # noqa: E402
from vouch.search.service import SearchService, entries_for  # noqa: E402

COLLECTION = "halden-claims"
BENCH_PREFIX = "vouch-bench"


def percentile(values: Sequence[float], p: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1))))
    return ordered[k]


def opensearch_up(url: str) -> bool:
    try:
        retriever = OpenSearchRetriever(url, BENCH_PREFIX)
        ok = bool(retriever.client.ping())
        retriever.close()
        return ok
    except Exception:
        return False


def drop_bench_indices(url: str) -> None:
    retriever = OpenSearchRetriever(url, BENCH_PREFIX)
    retriever.client.indices.delete(index=f"{BENCH_PREFIX}-passages-*", ignore_unavailable=True, expand_wildcards="all")
    retriever.client.indices.delete_index_template(name=f"{BENCH_PREFIX}-passages", ignore=[404])
    retriever.close()


def copy_index(source: Retriever, target: Retriever, store: PassageStore, collection: str) -> None:
    """Fill ``target`` with the passages and vectors ``source`` holds, without embedding again."""

    def entries() -> Iterator[IndexEntry]:
        for document_id, generation in sorted(store.live_generations(collection).items()):
            passages = store.passages(collection, document_id)
            vectors = source.document_vectors(collection, document_id, generation)
            yield from entries_for(passages, generation, [vectors[p.id] for p in passages])

    target.rebuild_collection(collection, entries())


# -- 1. evaluation -------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Recall:
    at1: float
    at5: float
    misses: list[tuple[str, str, list[str]]]


def evaluate(service: SearchService, questions: list[dict[str, str]], hybrid: bool) -> Recall:
    hit1 = hit5 = 0
    misses: list[tuple[str, str, list[str]]] = []
    for q in questions:
        found = [h.passage.address for h in service.search(COLLECTION, q["question"], limit=5, hybrid=hybrid)]
        hit1 += bool(found) and found[0] == q["address"]
        hit5 += q["address"] in found
        if not found or found[0] != q["address"]:
            misses.append((q["id"], q["question"], found[:3]))
    return Recall(hit1 / len(questions), hit5 / len(questions), misses)


def run_evaluation(opensearch_url: str | None, show_misses: bool) -> None:
    from vouch.ingest.pipeline import ingest_paths
    from vouch.services import Services
    from vouch.settings import Settings

    questions = [json.loads(line) for line in (REPO / "bench" / "search_questions.jsonl").read_text().splitlines()]
    print(f"\n== Retrieval evaluation: {len(questions)} handler questions on samples/collection")
    with tempfile.TemporaryDirectory() as tmp:
        services = Services.build(Settings(data_dir=Path(tmp)))
        services.collections.ensure(COLLECTION, None, created_by="bench")
        started = time.perf_counter()
        results = ingest_paths(services, COLLECTION, [REPO / "samples" / "collection"])
        passages = services.passages.passages(COLLECTION)
        print(
            f"ingested {sum(r.ok for r in results)}/{len(results)} files, {len(passages)} passages "
            f"in {time.perf_counter() - started:.1f} s (parsing, OCR and MiniLM embedding)"
        )
        known = {p.address for p in passages}
        unknown = [q["id"] for q in questions if q["address"] not in known]
        if unknown:
            print(f"WARNING: {len(unknown)} answer addresses are not in the ingested collection: {unknown}")
        engines: list[tuple[str, SearchService]] = [("embedded", services.search)]
        if opensearch_url:
            drop_bench_indices(opensearch_url)
            remote = SearchService(
                OpenSearchRetriever(opensearch_url, BENCH_PREFIX), services.passages, services.search.embedder
            )
            copy_index(services.search.retriever, remote.retriever, services.passages, COLLECTION)
            engines.append(("opensearch", remote))
        print(f"{'engine':<12}{'ranking':<10}{'recall@1':>10}{'recall@5':>10}")
        for name, service in engines:
            for hybrid in (False, True):
                recall = evaluate(service, questions, hybrid)
                label = "hybrid" if hybrid else "lexical"
                print(f"{name:<12}{label:<10}{recall.at1:>10.3f}{recall.at5:>10.3f}")
                if show_misses:
                    for fid, question, found in recall.misses:
                        print(f"    miss {fid}: {question!r} -> {found}")
        if opensearch_url:
            engines[1][1].close()
            drop_bench_indices(opensearch_url)
        services.close()


# -- 2. scale ------------------------------------------------------------------------------------------------


def timings(service: SearchService, queries: list[str], hybrid: bool) -> tuple[list[float], list[float]]:
    """Wall-clock ms per query, and CPU ms of this process per query (all threads: the embedding thread too).

    CPU time is printed beside wall time because this machine's 2 cores are shared: wall time includes
    waiting for a core that another job holds, CPU time does not."""
    wall, cpu = [], []
    for query in queries:
        started, cpu_started = time.perf_counter(), time.process_time()
        service.search("bench", query, hybrid=hybrid)
        wall.append((time.perf_counter() - started) * 1000)
        cpu.append((time.process_time() - cpu_started) * 1000)
    return wall, cpu


def vector_pool(embedder: MiniLMEmbedder, texts: list[str]) -> np.ndarray:  # type: ignore[type-arg]
    started = time.perf_counter()
    vectors = embedder.embed(texts)
    seconds = time.perf_counter() - started
    print(
        f"MiniLM passage embedding: {len(texts) / seconds:.1f} passages/s on this machine "
        f"({len(texts)} passages, batch 64); 100,000 would take {100_000 / (len(texts) / seconds) / 60:.0f} min"
    )
    return vectors


def run_scale(sizes: list[int], queries: int, opensearch_url: str | None, compare: bool) -> None:
    embedder = MiniLMEmbedder()
    embedder.warm()
    print("\n== Scale: generated passages, hybrid = BM25 top-50 + MiniLM re-rank (query embedded each time)")
    pool_size = 512
    pool_docs = generate_corpus(pool_size, seed=99)
    pool = vector_pool(embedder, [p.search_text for _, ps in pool_docs for p in ps][:pool_size])
    # Distinct queries, none of them used for warming up: the service caches recent query vectors.
    all_queries = generate_queries(queries + 10, seed=7)
    warmup, q_texts = all_queries[:10], all_queries[10:]
    embedder.embed(warmup)
    embed_ms = [timed(lambda t=t: embedder.embed([t])) for t in q_texts]
    print(f"MiniLM query embedding: p50 {percentile(embed_ms, 50):.1f} ms, p95 {percentile(embed_ms, 95):.1f} ms")
    header = f"{'engine':<11}{'passages':>9}{'index/s':>10}{'lex p50':>9}{'lex p95':>9}{'hyb p50':>9}{'hyb p95':>9}"
    rows: list[str] = []
    for size in sizes:
        with tempfile.TemporaryDirectory() as tmp:
            db = Database(Path(tmp) / "vouch.db")
            store = PassageStore(db)
            docs = generate_corpus(size, seed=size)
            started = time.perf_counter()
            for info, passages in docs:
                store.replace_document(info, passages)
            store_s = time.perf_counter() - started
            print(f"\n{size:,} passages in {len(docs)} documents; passage store: {size / store_s:,.0f} passages/s")

            def entries(
                counter: list[int], docs: list[tuple[DocumentInfo, list[Passage]]] = docs, store: PassageStore = store
            ) -> Iterator[IndexEntry]:
                for info, _ in docs:
                    stored = store.passages(info.collection, info.document_id)
                    generation = store.live_generations(info.collection)[info.document_id]
                    vectors = [pool[(counter[0] + i) % len(pool)] for i in range(len(stored))]
                    counter[0] += len(stored)
                    yield from entries_for(stored, generation, vectors)

            engines: list[tuple[str, Retriever]] = [("embedded", EmbeddedRetriever(db))]
            if opensearch_url:
                drop_bench_indices(opensearch_url)
                engines.append(("opensearch", OpenSearchRetriever(opensearch_url, BENCH_PREFIX)))
            for name, retriever in engines:
                started = time.perf_counter()
                retriever.rebuild_collection("bench", entries([0]))
                index_rate = size / (time.perf_counter() - started)
                service = SearchService(retriever, store, embedder)
                for q in warmup:  # warm caches and connections
                    service.search("bench", q, hybrid=True)
                lexical, lexical_cpu = timings(service, q_texts, hybrid=False)
                hybrid, hybrid_cpu = timings(service, q_texts, hybrid=True)
                rows.append(
                    f"{name:<11}{size:>9,}{index_rate:>10,.0f}{percentile(lexical, 50):>9.1f}"
                    f"{percentile(lexical, 95):>9.1f}{percentile(hybrid, 50):>9.1f}{percentile(hybrid, 95):>9.1f}"
                )
                ratio = percentile(hybrid, 95) / percentile(lexical, 95)
                budget = "within" if percentile(hybrid, 95) <= 50 else "OVER"
                print(rows[-1] + f"   hybrid/lexical p95 x{ratio:.2f}; {budget} the 50 ms budget")
                cpu = [percentile(v, p) for v in (lexical_cpu, hybrid_cpu) for p in (50, 95)]
                print(f"{'':<20}{'cpu ms:':>10}" + "".join(f"{v:>9.1f}" for v in cpu) + "   (CPU of this process)")
                service.close()
                if name == "opensearch" and opensearch_url:
                    drop_bench_indices(opensearch_url)
                if name == "embedded" and compare:
                    compare_fts5(docs, q_texts, retriever)
            db.close()
    print("\n" + header)
    for row in rows:
        print(row)
    print("(ms; index/s = bulk indexing without embedding; vectors from a pool of 512 real MiniLM vectors)")


def compare_fts5(docs: list[tuple[DocumentInfo, list[Passage]]], q_texts: list[str], engine: Retriever) -> None:
    """Lexical-only BM25 top-50: SQLite FTS5 (the other embedded candidate) vs the tantivy engine, same texts,
    same query terms, same collection filter. This is the evidence behind the embedded engine's choice."""
    import sqlite3

    from vouch.search.analysis import analyse_query
    from vouch.search.base import SearchFilters

    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE VIRTUAL TABLE fts USING fts5(body, exact, scope, tokenize = 'porter unicode61')")
    conn.execute("INSERT INTO fts (fts, rank) VALUES ('rank', 'bm25(1.0, 2.0, 0.0)')")
    started = time.perf_counter()
    count = 0
    with conn:
        for _, passages in docs:
            rows = [(p.search_text, " ".join(exact_terms(p.search_text)), "cbench") for p in passages]
            conn.executemany("INSERT INTO fts (body, exact, scope) VALUES (?, ?, ?)", rows)
            count += len(rows)
    rate = count / (time.perf_counter() - started)
    analysed = [analyse_query(q) for q in q_texts]

    def fts_query(a: QueryAnalysis) -> None:
        quoted = " OR ".join(f'"{t}"' for t in a.terms) or '"none"'
        exact = " OR ".join(f'"{t}"' for t in a.exact)
        match = f'scope : "cbench" AND (body : ({quoted})' + (f" OR exact : ({exact}))" if exact else ")")
        conn.execute("SELECT rowid FROM fts WHERE fts MATCH ? ORDER BY rank LIMIT 50", (match,)).fetchall()

    live = {info.document_id: 1 for info, _ in docs}
    f_ms = [timed(lambda a=a: fts_query(a)) for a in analysed]
    t_ms = [timed(lambda a=a: engine.candidates(a, SearchFilters("bench"), live, 50)) for a in analysed]
    print(
        f"engine choice, lexical top-50 at {count:,} passages: FTS5 {rate:,.0f} inserts/s, p50 "
        f"{percentile(f_ms, 50):.1f} p95 {percentile(f_ms, 95):.1f} ms | tantivy engine (incl. SQLite join) "
        f"p50 {percentile(t_ms, 50):.1f} p95 {percentile(t_ms, 95):.1f} ms"
    )


def timed(fn: Callable[[], object]) -> float:
    started = time.perf_counter()
    fn()
    return (time.perf_counter() - started) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--opensearch-url", default=os.environ.get("VOUCH_OPENSEARCH_URL", "http://127.0.0.1:9209"))
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--skip-eval", action="store_true")
    parser.add_argument("--skip-scale", action="store_true")
    parser.add_argument("--fts5", action="store_true", help="also measure SQLite FTS5, the other embedded candidate")
    parser.add_argument("--show-misses", action="store_true")
    args = parser.parse_args()
    url: str | None = args.opensearch_url
    if url and not opensearch_up(url):
        print(f"OpenSearch does not answer at {url}: embedded engine only (start it with infra/opensearch.sh start)")
        url = None
    if not args.skip_eval:
        run_evaluation(url, args.show_misses)
    if not args.skip_scale:
        run_scale([int(s) for s in args.sizes.split(",")], args.queries, url, args.fts5)


if __name__ == "__main__":
    main()
