"""bench/check_retrieval: does check mode's search bring back the passage a letter sentence rests on?

    .venv/bin/python bench/check_retrieval.py SET_DIR [SET_DIR ...] [--cache DIR] [--misses] [--opensearch-url URL]

Each ``SET_DIR`` is a check-mode letter set (``letters.jsonl`` and ``documents/``, as for bench/check_letters.py).
Its documents are ingested into a fresh data directory (embedded engine; ``--cache DIR`` keeps it under
``DIR/<set name>`` and reuses it on the next run, so only ranking is measured again). Then every sentence
labelled ``supported`` or ``unsupported`` that names evidence is searched as check mode searches it
(``answer.pipeline``): the sentence's own words, current wording only, in the letter's scope (its claim's file
plus the policy documents, ``DraftScope.for_claim``). Printed per set, for lexical-only (the baseline, same run)
and hybrid ranking:

* @1: the first hit holds one of the sentence's evidence quotes;
* @5: the first five hits hold every one of its quotes (a sentence resting on two passages needs both);
* seen: every quote is held by a passage the checker is given: the answer's passages (instruction and whole
  text as one query, ``passages_per_answer``) merged with the sentence's own (``passages_per_sentence``).

A passage holds a quote when the quote (case, spacing and punctuation folded) lies inside its text; when the
passage is a table row whose cells carry every word of the quote; or when the passage lies inside the quote and
is at least 40% of it (ingest split what the writer quoted). A quote no passage of its file holds is an ingest
miss, not a search miss: such sentences are counted apart ("unheld") and left out of the shares.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "server"))
sys.path.insert(0, str(REPO / "bench"))

from vouch.passages import Passage  # noqa: E402

COLLECTION = "check-retrieval"
SPLIT_SHARE = 0.4
ANSWER_PASSAGES = 6  # vouch.answer.settings: passages_per_answer
SENTENCE_PASSAGES = 4  # passages_per_sentence


def loose(text: str) -> str:
    """Lower case, letters and digits only, single spaces: '£3,184.00 inc VAT.' -> '3 184 00 inc vat'."""
    text = unicodedata.normalize("NFKC", text).lower().replace("\u2019", "'")
    return " ".join(re.findall(r"[a-z0-9]+", text))


def holds(passage: Passage, quote: str) -> bool:
    inner, outer = loose(passage.text), loose(quote)
    if not outer:
        return False
    if outer in inner:
        return True
    if passage.table_row is not None:
        words = set(inner.split())
        if all(w in words for w in outer.split()):
            return True
    return bool(inner) and len(inner) >= SPLIT_SHARE * len(outer) and inner in outer


@dataclass
class Case:
    letter: str
    claim_ref: str | None
    instruction: str
    letter_text: str
    text: str
    label: str
    quotes: list[tuple[str, str]]  # (document id, quote)
    holders: list[set[str]] = field(default_factory=list)  # per quote: the passage ids that hold it


def load_cases(set_dir: Path) -> list[Case]:
    cases: list[Case] = []
    for line in (set_dir / "letters.jsonl").read_text().splitlines():
        if not line.strip():
            continue
        letter = json.loads(line)
        sentences = letter["sentences"]
        letter_text = " ".join(s["text"] for s in sentences)
        instruction = letter.get("instruction") or "Check this text against the documents."
        for s in sentences:
            if s["label"] not in ("supported", "unsupported") or not s["evidence"]:
                continue
            quotes = [(str(e["file"]).removeprefix("documents/"), str(e["quote"])) for e in s["evidence"]]
            cases.append(
                Case(letter["id"], letter.get("claim_ref"), instruction, letter_text, s["text"], s["label"], quotes)
            )
    return cases


def open_services(documents: Path, data_dir: Path) -> Any:
    """Services over ``data_dir``, with ``documents`` ingested there unless it was already."""
    from vouch.ingest.pipeline import ingest_paths
    from vouch.logs import configure_logging
    from vouch.services import Services
    from vouch.settings import Settings

    configure_logging("WARNING", "console")
    done = data_dir / "ingested"
    services = Services.build(Settings(data_dir=data_dir))
    if not done.exists():
        services.collections.ensure(COLLECTION, None, created_by="bench")
        ingest_paths(services, COLLECTION, [documents])
        done.write_text("ok\n")
    return services


@dataclass
class Tally:
    at1: int = 0
    at5: int = 0
    seen: int = 0
    n: int = 0


def measure(service: Any, cases: Sequence[Case], hybrid: bool, misses: list[str] | None = None) -> Tally:
    from vouch.search.scope import DraftScope

    tally = Tally()
    answer_hits: dict[tuple[str, str], set[str]] = {}
    for case in cases:
        if not all(case.holders):
            continue
        scope = DraftScope.for_claim(case.claim_ref, case.instruction)
        hits = [
            h.passage
            for h in service.search(COLLECTION, case.text, current_only=True, limit=5, hybrid=hybrid, scope=scope)
        ]
        ids = [p.id for p in hits]
        key = (case.letter, case.instruction)
        if key not in answer_hits:
            query = f"{case.instruction} {case.letter_text}".strip()
            answer_hits[key] = {
                h.passage.id
                for h in service.search(
                    COLLECTION, query, current_only=True, limit=ANSWER_PASSAGES, hybrid=hybrid, scope=scope
                )
            }
        given = answer_hits[key] | set(ids[:SENTENCE_PASSAGES])
        tally.n += 1
        first = bool(ids) and any(ids[0] in held for held in case.holders)
        tally.at1 += first
        tally.at5 += all(held & set(ids[:5]) for held in case.holders)
        tally.seen += all(held & given for held in case.holders)
        if misses is not None and not first:
            ranks = [next((i + 1 for i, pid in enumerate(ids) if pid in held), None) for held in case.holders]
            misses.append(
                f"{case.letter} [{case.label}] {case.text!r}\n    ranks {ranks}; wants "
                f"{[q[0] + ': ' + q[1][:80] for q in case.quotes]}\n    got {[p.address for p in hits[:3]]}"
            )
    return tally


def prepare(set_dir: Path, cache: Path | None) -> tuple[Any, list[Case], int]:
    cases = load_cases(set_dir)
    data_dir = (cache / set_dir.resolve().name) if cache else Path(tempfile.mkdtemp(prefix="vouch-checkret-"))
    data_dir.mkdir(parents=True, exist_ok=True)
    services = open_services(set_dir / "documents", data_dir)
    by_document: dict[str, list[Passage]] = {}
    for p in services.passages.passages(COLLECTION):
        by_document.setdefault(p.document_id, []).append(p)
    unheld = 0
    for case in cases:
        case.holders = [{p.id for p in by_document.get(doc, []) if holds(p, quote)} for doc, quote in case.quotes]
        unheld += not all(case.holders)
    return services, cases, unheld


def share(part: int, whole: int) -> str:
    return f"{part / whole:.3f}" if whole else "  n/a"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("sets", nargs="+", type=Path)
    parser.add_argument("--cache", type=Path, default=None, help="keep (and reuse) each set's data directory here")
    parser.add_argument("--misses", action="store_true", help="list the hybrid misses at rank 1")
    parser.add_argument("--opensearch-url", default=None, help="also rank with OpenSearch (same passages, vectors)")
    args = parser.parse_args()

    print(f"{'set':<22}{'engine':<11}{'ranking':<9}{'n':>5}{'unheld':>7}{'@1':>7}{'@5':>7}{'seen':>7}")
    totals: dict[tuple[str, bool], Tally] = {}
    for set_dir in args.sets:
        services, cases, unheld = prepare(set_dir, args.cache)
        engines: list[tuple[str, Any]] = [("embedded", services.search)]
        remote = None
        if args.opensearch_url:
            from search import BENCH_PREFIX, copy_index, drop_bench_indices
            from vouch.search.opensearch import OpenSearchRetriever
            from vouch.search.service import SearchService

            drop_bench_indices(args.opensearch_url)
            remote = SearchService(
                OpenSearchRetriever(args.opensearch_url, BENCH_PREFIX), services.passages, services.search.embedder
            )
            copy_index(services.search.retriever, remote.retriever, services.passages, COLLECTION)
            engines.append(("opensearch", remote))
        misses: list[str] = []
        for engine, service in engines:
            for hybrid in (False, True):
                tally = measure(service, cases, hybrid, misses if (hybrid and engine == "embedded") else None)
                total = totals.setdefault((engine, hybrid), Tally())
                total.at1, total.at5 = total.at1 + tally.at1, total.at5 + tally.at5
                total.seen, total.n = total.seen + tally.seen, total.n + tally.n
                print(
                    f"{set_dir.name:<22}{engine:<11}{'hybrid' if hybrid else 'lexical':<9}{tally.n:>5}{unheld:>7}"
                    f"{share(tally.at1, tally.n):>7}{share(tally.at5, tally.n):>7}{share(tally.seen, tally.n):>7}",
                    flush=True,
                )
        if args.misses:
            print("\n".join(misses))
        if remote is not None:
            remote.close()
            drop_bench_indices(args.opensearch_url)
        services.close()
    if len(args.sets) > 1:
        for (engine, hybrid), t in totals.items():
            label = "hybrid" if hybrid else "lexical"
            print(
                f"{'all':<22}{engine:<11}{label:<9}{t.n:>5}{'':>7}"
                f"{share(t.at1, t.n):>7}{share(t.at5, t.n):>7}{share(t.seen, t.n):>7}"
            )


if __name__ == "__main__":
    main()
