"""bench/search_sets: search recall on the handler questions of every ingest set, from cached ingests.

    .venv/bin/python bench/search_sets.py SET_DIR [SET_DIR ...] --cache DIR [--encoder NAME=PATH] [--misses]

Each ``SET_DIR`` is an ingest set as bench/ingest_blind.py reads it (``documents/``, ``answer_key.jsonl``,
``questions.jsonl``). Its documents are ingested once into ``DIR/minilm/<set name>`` (embedded engine, the served
MiniLM vectors) and reused on later runs, so a ranking change is measured again in seconds. ``--encoder
mpnet=PATH`` measures another sentence encoder on the dense side (a sentence-transformers directory, mean pooled
and L2-normalised like the served one): the cached data directory is copied to ``DIR/mpnet/<set name>`` and the
collection re-indexed with that encoder's passage vectors; queries are embedded with it too, and at the end
about 200 of the questions are embedded one at a time by MiniLM and by that encoder interleaved, for the
latency ratio in the same run.

Printed per set and pooled over all sets: recall@1 and recall@5 exactly as bench/ingest_blind.py counts them
(``ingest_blind.answers``), the query time p50/p95 (embedding included, no query-vector cache) and each miss
(not first) by class:

* ``unheld``: no passage holds the answer (ingest split or lost it), so no ranking can find it;
* ``rank 2-5``: found, not first;
* ``ranked N``: among the ranked candidates, below 5;
* ``no candidate``: not among the lexical candidates at all; ``(no shared word)`` when no query word shares a
  form with the answer passage's indexed words (synonym, paraphrase);
* the kind of the known passage (``definition``, ``clause``, ``table row`` ...) and whether the first hit is from
  the answer's own document (``same document``).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "server"))
sys.path.insert(0, str(REPO / "bench"))

import ingest_blind  # noqa: E402

COLLECTION = ingest_blind.COLLECTION


@dataclass
class Tally:
    n: int = 0
    at1: int = 0
    at5: int = 0
    times: list[float] = field(default_factory=list)
    classes: Counter[str] = field(default_factory=Counter)
    misses: list[str] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.n += other.n
        self.at1 += other.at1
        self.at5 += other.at5
        self.times.extend(other.times)
        self.classes.update(other.classes)


def percentile(values: Sequence[float], p: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[max(0, min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1))))]


def encoder(spec: str | None) -> Any:
    from vouch.search.embeddings import MiniLMEmbedder

    if spec is None:
        return None
    name, _, path = spec.partition("=")
    embedder = MiniLMEmbedder(Path(path))  # the same load, pooling and normalisation; another directory
    embedder.name = name
    embedder.dimensions = 768
    return embedder


def open_set(set_dir: Path, cache: Path, embedder: Any) -> Any:
    from vouch.ingest.pipeline import ingest_paths
    from vouch.logs import configure_logging
    from vouch.services import Services
    from vouch.settings import Settings

    configure_logging("WARNING", "console")
    base = cache / "minilm" / set_dir.resolve().name
    if not (base / "ingested").exists():
        shutil.rmtree(base, ignore_errors=True)
        base.mkdir(parents=True)
        services = Services.build(Settings(data_dir=base))
        services.collections.ensure(COLLECTION, None, created_by="bench")
        ingest_paths(services, COLLECTION, [set_dir / "documents"])
        services.close()
        (base / "ingested").write_text("ok\n")
    if embedder is None:
        return Services.build(Settings(data_dir=base))
    data_dir = cache / embedder.name / set_dir.resolve().name
    if not (data_dir / "indexed").exists():
        shutil.rmtree(data_dir, ignore_errors=True)
        shutil.copytree(base, data_dir)
        services = Services.build(Settings(data_dir=data_dir))
        services.search.embedder = embedder
        search = services.search
        entries = [
            e
            for d in sorted(search.passages.live_generations(COLLECTION))
            for e in search._entries(COLLECTION, d, reuse=False)
        ]
        search.retriever.rebuild_collection(COLLECTION, entries)
        services.close()
        (data_dir / "indexed").write_text("ok\n")
    services = Services.build(Settings(data_dir=data_dir))
    services.search.embedder = embedder
    return services


def shares_word(question: str, passage_text: str) -> bool:
    from vouch.search.analysis import analyse_query, content_terms, variants

    have = {v for w in content_terms(passage_text) for v in variants(w)}
    query = analyse_query(question)
    return any(variants(t) & have for t in query.terms) or bool(query.exact)


def measure(set_dir: Path, services: Any, show: bool) -> Tally:
    from vouch.search.analysis import analyse_query, lexical_text
    from vouch.search.base import SearchFilters

    key = [
        ingest_blind.Known.load(json.loads(x))
        for x in (set_dir / "answer_key.jsonl").read_text().splitlines()
        if x.strip()
    ]
    questions = [json.loads(x) for x in (set_dir / "questions.jsonl").read_text().splitlines() if x.strip()]
    passages = services.passages.passages(COLLECTION)
    verdicts = {v.known.id: v for v in ingest_blind.judge(key, passages)}
    search = services.search
    search.embedder.warm()
    tally = Tally()
    for q in questions:
        verdict = verdicts.get(str(q["answer"]))
        if verdict is None:
            continue
        tally.n += 1
        search._query_vectors.clear()
        started = time.perf_counter()
        hits = [h.passage for h in search.search(COLLECTION, q["question"], limit=5)]
        tally.times.append(time.perf_counter() - started)
        ok = [ingest_blind.answers(h, verdict.known, verdict) for h in hits]
        tally.at1 += bool(ok) and ok[0]
        tally.at5 += any(ok)
        if ok and ok[0]:
            continue
        answering = [p for p in passages if ingest_blind.answers(p, verdict.known, verdict)]
        if not answering:
            what = "unheld"
        elif any(ok):
            what = "rank 2-5"
        else:
            analysed = analyse_query(q["question"])
            job = search._pool.submit(search._embed_query, analysed.meaning)
            ranked = search._rank(analysed, job, SearchFilters(COLLECTION), 100)
            ids = [r.passage.id for r in ranked]
            ranks = [ids.index(p.id) + 1 for p in answering if p.id in ids]
            if ranks:
                what = f"ranked {'6-10' if min(ranks) <= 10 else '11-50' if min(ranks) <= 50 else '51+'}"
            else:
                text = " ".join(
                    lexical_text(p.document_id, p.extra.get("document_title"), p.search_text) for p in answering
                )
                what = "no candidate" + ("" if shares_word(q["question"], text) else " (no shared word)")
        kind = "table row" if verdict.known.is_row else verdict.known.kind or "?"
        same = bool(hits) and hits[0].document_id == verdict.known.file
        tally.classes[what] += 1
        tally.classes[f"kind {kind}"] += 1
        tally.classes["first hit same document" if same else "first hit other document"] += 1
        if show:
            tally.misses.append(
                f"{set_dir.name} {q['id']} [{what}; {kind}; {'same doc' if same else 'other doc'}] "
                f"{q['question']!r} wants {verdict.known.id} {verdict.known.file}; got {[h.address for h in hits[:3]]}"
            )
    return tally


def line(name: str, t: Tally) -> str:
    return (
        f"{name:<16} n={t.n:<4} @1 {t.at1 / max(t.n, 1):.3f} ({t.at1:>4})  @5 {t.at5 / max(t.n, 1):.3f} ({t.at5:>4})"
        f"  query p50 {percentile(t.times, 50) * 1000:5.1f} ms  p95 {percentile(t.times, 95) * 1000:5.1f} ms"
    )


def embedding_latency(questions: Sequence[str], embedder: Any) -> str:
    """One query embedding at a time (one thread, as served), the served MiniLM and ``embedder`` interleaved in
    the same run so both meet the same box load; p50/p95 and the ratio to MiniLM."""
    from vouch.search.embeddings import MiniLMEmbedder

    served = MiniLMEmbedder()
    served.warm()
    embedder.warm()
    times: dict[str, list[float]] = {"minilm": [], embedder.name: []}
    for question in questions:
        for name, model in (("minilm", served), (embedder.name, embedder)):
            started = time.perf_counter()
            model.embed([question])
            times[name].append(time.perf_counter() - started)
    base, other = times["minilm"], times[embedder.name]
    return (
        f"query embedding, {len(questions)} questions interleaved: minilm p50 {percentile(base, 50) * 1000:.1f} ms"
        f" p95 {percentile(base, 95) * 1000:.1f} ms; {embedder.name} p50 {percentile(other, 50) * 1000:.1f} ms"
        f" p95 {percentile(other, 95) * 1000:.1f} ms; ratio p50 {percentile(other, 50) / percentile(base, 50):.1f}x"
        f" p95 {percentile(other, 95) / percentile(base, 95):.1f}x"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("sets", nargs="+", type=Path)
    parser.add_argument("--cache", type=Path, required=True, help="keep (and reuse) each set's data directory here")
    parser.add_argument("--encoder", default=None, help="NAME=PATH of another sentence encoder for the dense side")
    parser.add_argument("--misses", action="store_true", help="list every question not answered first")
    args = parser.parse_args()
    embedder = encoder(args.encoder)
    pooled = Tally()
    for set_dir in args.sets:
        services = open_set(set_dir, args.cache, embedder)
        if embedder is not None:
            services.search.embedder = embedder
        tally = measure(set_dir, services, args.misses)
        services.close()
        print(line(set_dir.resolve().name, tally), flush=True)
        for miss in tally.misses:
            print("   ", miss)
        pooled.add(tally)
    print(line("pooled", pooled))
    print("misses by class:", ", ".join(f"{k} {v}" for k, v in sorted(pooled.classes.items())))
    if embedder is not None:
        asked = [
            str(json.loads(x)["question"])
            for set_dir in args.sets
            for x in (set_dir / "questions.jsonl").read_text().splitlines()
            if x.strip()
        ]
        print(embedding_latency(asked[:: max(1, len(asked) // 200)], embedder))


if __name__ == "__main__":
    main()
