"""bench/letters_not_found: why supported letter sentences end "not found" in check mode, split by cause.

    .venv/bin/python bench/letters_not_found.py SET_DIR [--documents DIR] [--half A|B|all] [--per-sentence N]

Each letter sentence labelled ``supported`` is checked as the taskpane's check mode checks it (the answer's
passages for the instruction and the whole text, ``passages_per_answer``, merged with the sentence's own
search, ``passages_per_sentence``; the letter's claim scope), straight through the checker rather than the
server, so the passages it was checked against are known. A sentence whose verdict is not ``entailed`` is put
under one cause:

* ``not retrieved``: no passage checked holds any of its evidence quotes (the evidence passages are those of
  the scope whose text holds a quote, or most of a quote's words);
* ``retrieved, scored low``: an evidence passage was checked; the verdict against the evidence passages alone
  says whether the checker reads it there (``alone >= threshold``: the other passages checked beside it
  changed the verdict) or not;
* ``split``: the sentence's claims as decomposition gave them, printed for the cases the checker reads low
  against its own evidence, so a wrong split can be read off.

Printed: the table of causes (with the verdict's label), and per sentence its claims and scores. The figures go
in the set's README or RESULTS.md; nothing here changes what the server does.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "server"))
sys.path.insert(0, str(REPO / "bench"))

from check_letters import COLLECTION, half_of, load_letters  # noqa: E402

_WORD = re.compile(r"[a-z0-9£$€.,/-]+")


def _norm(text: str) -> str:
    return " ".join(text.lower().replace("\u2019", "'").replace("\u00a0", " ").split())


def _words(text: str) -> set[str]:
    return {w.strip(".,") for w in _WORD.findall(_norm(text)) if len(w.strip(".,")) > 2}


def holds(passage_text: str, quote: str) -> bool:
    """The passage holds the quote: as written, or (a table row, a line the parser joined) most of its words."""
    if _norm(quote) in _norm(passage_text):
        return True
    words = _words(quote)
    return bool(words) and len(words & _words(passage_text)) >= 0.8 * len(words)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("set_dir", type=Path)
    parser.add_argument("--documents", type=Path, default=None)
    parser.add_argument("--half", choices=("A", "B", "all"), default="all")
    parser.add_argument("--per-sentence", type=int, default=None, help="passages searched for each sentence")
    parser.add_argument("--json", type=Path, default=None, help="write each sentence's record here")
    parser.add_argument(
        "--try-wider",
        type=int,
        default=0,
        metavar="N",
        help="for each sentence not entailed, also check it with N passages searched for the sentence and N for "
        "each of its claims, and count how many that would retrieve or entail",
    )
    args = parser.parse_args()

    from vouch.answer.adapters import SearchServiceRetriever
    from vouch.answer.settings import AnswerSettings
    from vouch.ingest.injection import usable_evidence
    from vouch.ingest.pipeline import ingest_paths
    from vouch.logs import configure_logging
    from vouch.policy import Surface
    from vouch.search.scope import DraftScope
    from vouch.services import Services
    from vouch.settings import Settings
    from vouch.verify.claims import decompose
    from vouch.verify.pipeline import DEFAULT_THRESHOLD, Verifier
    from vouch.verify.segment import segment
    from vouch.verify.types import Support
    from vouch.verify.worthiness import mark_check_worthiness

    configure_logging("WARNING", "console")
    options = AnswerSettings.from_env()
    per_answer = options.passages_per_answer
    per_sentence = args.per_sentence or options.passages_per_sentence
    threshold = options.thresholds.get(Surface.LETTER_DRAFT, DEFAULT_THRESHOLD)
    os.environ["VOUCH_DATA_DIR"] = tempfile.mkdtemp(prefix="vouch-notfound-")
    os.environ["VOUCH_SEARCH_ENGINE"] = "embedded"
    os.environ.pop("VOUCH_REDIS_URL", None)
    services = Services.build(Settings.from_env())
    services.collections.create(COLLECTION, "Letters bench", created_by="bench")
    ingest_paths(services, COLLECTION, [args.documents or args.set_dir / "documents"])
    every = services.passages.passages(COLLECTION)
    retriever = SearchServiceRetriever(services.search)
    verifier = Verifier.default()

    def retrieve(query: str, limit: int, scope: DraftScope) -> list[Any]:
        return usable_evidence(retriever.retrieve(COLLECTION, query, limit, scope))

    causes: Counter[str] = Counter()
    wider_counts: Counter[str] = Counter()
    split: Counter[str] = Counter()
    records: list[dict[str, Any]] = []
    letters = load_letters(args.set_dir / "letters.jsonl", args.half)
    for letter in letters:
        sentences = letter["sentences"]
        text = " ".join(s["text"] for s in sentences)
        scope = DraftScope.for_claim(letter.get("claim_ref"), letter.get("instruction") or "")
        instruction = letter.get("instruction") or "Check this text against the documents."
        answer = retrieve(f"{instruction} {text}".strip(), per_answer, scope)
        allowed = scope.documents(d.info for d in services.passages.documents(COLLECTION))
        marked = mark_check_worthiness(segment(text))
        at = 0
        for i, s in enumerate(sentences):
            a, b = at, at + len(s["text"])
            at = b + 1
            if s["label"] != "supported":
                continue
            own = max(marked, key=lambda m: min(b, m.doc_end) - max(a, m.doc_start))
            if not own.is_claim:
                causes["read as a courtesy"] += 1
                continue
            merged = {p.id: p for p in answer}
            for p in retrieve(own.text, per_sentence, scope):
                merged.setdefault(p.id, p)
            checked = list(merged.values())
            quotes = [e["quote"] for e in s.get("evidence") or [] if e.get("quote")]
            gold = [p for p in every if p.document_id in allowed and any(holds(p.text, q) for q in quotes)]
            gold_ids = {p.id for p in gold}
            result = verifier.score(own, checked, threshold)
            if result.label is Support.ENTAILED:
                causes["entailed"] += 1
                continue
            alone = verifier.score(own, gold, threshold) if gold else None
            quotes_held = sum(1 for q in quotes if any(holds(p.text, q) for p in checked))
            if not gold:
                cause = "evidence passage not found in the corpus (quote not matched)"
            elif quotes_held == 0:
                cause = "not retrieved"
            elif quotes_held < len(quotes):
                cause = "retrieved in part (a quote's passage missing)"
            elif alone is not None and alone.label is Support.ENTAILED:
                cause = "retrieved; entailed against its evidence alone, not among the passages checked"
            else:
                cause = "retrieved; scored low against its own evidence"
            key = f"{cause} [{result.label.value}]"
            causes[key] += 1
            wider = None
            if args.try_wider:
                more = dict(merged)
                for query in [own.text, *(c.text for c in decompose(own.text))]:
                    for p in retrieve(query, args.try_wider, scope):
                        more.setdefault(p.id, p)
                widened = verifier.score(own, list(more.values()), threshold)
                held = sum(1 for q in quotes if any(holds(p.text, q) for p in more.values()))
                wider = [len(more), held, widened.label.value, round(widened.score, 3)]
                wider_counts["checked with a wider search"] += 1
                if held > quotes_held:
                    wider_counts["the wider search retrieves more of its evidence"] += 1
                if widened.label is Support.ENTAILED:
                    wider_counts["the wider search entails it"] += 1
            record = {
                "letter": letter["id"],
                "index": i,
                "text": own.text,
                "label": result.label.value,
                "score": round(result.score, 3),
                "cause": cause,
                "quotes": len(quotes),
                "quotes_held": quotes_held,
                "gold_checked": sorted(gold_ids & set(merged)),
                "alone": None if alone is None else [alone.label.value, round(alone.score, 3)],
                "wider": wider,
                "claims": [
                    {"text": c.claim.text, "support": round(c.support, 3), "passage": c.passage_id}
                    for c in result.claims
                ],
                "alone_claims": []
                if alone is None
                else [{"text": c.claim.text, "support": round(c.support, 3)} for c in alone.claims],
            }
            if cause.startswith("retrieved; scored low"):
                read = sum(1 for c in result.claims if c.support >= threshold)
                split[
                    f"{'one quote' if len(quotes) == 1 else 'several quotes (facts combined)'}, "
                    f"{'one claim' if len(result.claims) == 1 else 'several claims'}"
                    f"{', one of them read' if read else ''}"
                ] += 1
            records.append(record)
            print(f"{letter['id']}#{i} [{result.label.value} {result.score:.2f}] {cause}: {own.text}", flush=True)
            for c in record["claims"]:
                print(f"    claim {c['support']:.2f} {c['text']!r}")
            if alone is not None:
                print(f"    against its evidence alone: {alone.label.value} {alone.score:.2f}")
    supported = sum(causes.values())
    print(f"\n== {args.set_dir} half {args.half}: {supported} supported sentences")
    for cause, n in sorted(causes.items(), key=lambda kv: -kv[1]):
        print(f"  {n:>4}  {cause}")
    print("retrieved and scored low against their own evidence, by evidence and decomposition:")
    for kind, n in sorted(split.items(), key=lambda kv: -kv[1]):
        print(f"  {n:>4}  {kind}")
    if args.try_wider:
        print(f"a wider search ({args.try_wider} passages for the sentence and for each claim), of those not entailed:")
        for kind, n in wider_counts.items():
            print(f"  {n:>4}  {kind}")
    if args.json is not None:
        args.json.write_text(json.dumps(records, indent=1), encoding="utf-8")
    print(f"(halves: {Counter(half_of(str(x['id'])) for x in letters)})")


if __name__ == "__main__":
    main()
