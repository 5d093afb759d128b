"""bench/verify: the support checker's NLI accuracy, pair throughput, and per-sentence latency.

    .venv/bin/python bench/verify.py [--model DIR] [--snli-limit N] [--anli] [--dev FILE] [--threads 2]

1. Accuracy (3-way and entailed-vs-not) of the entailment model, int8 as served, on the held-out halves of
   negation-nli (odd rows of SNLI.txt and MNLI.txt; even rows may train) and on SNLI test (all 9,824 pairs
   unless --snli-limit). --anli adds ANLI R1/R2 dev (evaluation only: CC BY-NC).
2. Throughput: sentence-passage pairs per second through the model, batched, cache off (the dev set's
   sentences against each of their passages).
3. Latency: time per sentence with decomposition, gates and model (``Scorer.score_sentence``) on every dev
   sentence against its passages; p50/p95/max against the 300 ms budget. The model cache is cleared per
   sentence; spaCy's parse cache is left as in production (a letter's passages repeat).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "server"))

from vouch.verify.entail import DEFAULT_MODEL_DIR, CrossEncoderModel  # noqa: E402
from vouch.verify.evaluate import read_cases  # noqa: E402
from vouch.verify.pipeline import Verifier  # noqa: E402
from vouch.verify.types import Sentence  # noqa: E402
from vouch_training import ENTAILMENT, nli  # noqa: E402

BUDGET_MS = 300.0


def accuracy(model: CrossEncoderModel, examples: list[tuple[str, str, int]]) -> tuple[float, float, float]:
    t0 = time.perf_counter()
    probs = model.probabilities([(p, h) for p, h, _ in examples])
    elapsed = time.perf_counter() - t0
    correct = binary = 0
    for pr, (_, _, y) in zip(probs, examples, strict=True):
        scores = (pr.entailment, pr.neutral, pr.contradiction)
        pred = max(range(3), key=lambda k: scores[k])
        correct += pred == y
        binary += (pred == ENTAILMENT) == (y == ENTAILMENT)
    n = len(examples)
    return correct / n, binary / n, n / elapsed


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(q * (len(ordered) - 1))))
    return ordered[k]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", type=Path, default=DEFAULT_MODEL_DIR)
    ap.add_argument(
        "--nli-root",
        type=Path,
        default=None,
        help="NLI data folder (snli/, negation-nli/, anli/; sources in the model card); the NLI sets need it",
    )
    ap.add_argument("--dev", type=Path, default=REPO / "bench" / "eval" / "dev.jsonl")
    ap.add_argument("--snli-limit", type=int, default=None)
    ap.add_argument("--anli", action="store_true")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--fp32", action="store_true", help="Serve without int8 quantisation.")
    ap.add_argument("--skip-accuracy", action="store_true")
    args = ap.parse_args()

    t0 = time.perf_counter()
    model = CrossEncoderModel(args.model, threads=args.threads, quantize=not args.fp32)
    print(
        f"model: {args.model} ({'fp32' if args.fp32 else 'int8 dynamic'}), {args.threads} threads, "
        f"loaded in {time.perf_counter() - t0:.1f} s"
    )
    size = sum(p.stat().st_size for p in args.model.iterdir() if p.is_file()) / 1e6
    print(f"model directory: {size:.1f} MB")
    figures: dict[str, object] = {}

    if args.nli_root is None and not args.skip_accuracy:
        print("\n1. NLI accuracy: skipped (no --nli-root given)")
    elif not args.skip_accuracy:
        print("\n1. NLI accuracy (3-way / entailed-vs-not)")
        sets: list[tuple[str, list[tuple[str, str, int]]]] = []
        for name in ("SNLI", "MNLI"):
            _train, held = nli.negation_split(nli.negation_nli(args.nli_root, name))
            sets.append((f"negation-nli {name} (held-out odd rows)", held))
        snli_test = nli.snli(args.nli_root, "test")
        if args.snli_limit:
            snli_test = snli_test[: args.snli_limit]
        sets.append(("SNLI test", snli_test))
        if args.anli:
            for r in ("r1", "r2"):
                sets.append((f"ANLI {r.upper()} dev (eval only)", nli.anli(args.nli_root, r)))
        for label, examples in sets:
            model._cache.clear()
            acc, bin_acc, rate = accuracy(model, examples)
            figures[label] = {"n": len(examples), "accuracy": round(acc, 4), "binary_accuracy": round(bin_acc, 4)}
            print(
                f"  {label:<40} n={len(examples):>5}  accuracy {acc:.3f}  entailed-vs-not {bin_acc:.3f}  "
                f"({rate:.0f} pairs/s)"
            )

    cases = read_cases(args.dev)
    print(f"\n2. Throughput: sentence-passage pairs through the model ({args.dev.name} sentences x passages)")
    pairs = [(p.text, c.sentence) for c in cases for p in c.passages]
    model._cache.clear()
    t0 = time.perf_counter()
    model.probabilities(pairs)
    elapsed = time.perf_counter() - t0
    figures["pairs_per_second"] = round(len(pairs) / elapsed, 1)
    print(
        f"  {len(pairs)} pairs in {elapsed:.1f} s: {len(pairs) / elapsed:.1f} pairs/s "
        f"({1000 * elapsed / len(pairs):.1f} ms per pair)"
    )

    print("\n3. Latency per sentence: decomposition + gates + model + calibration (Scorer.score_sentence)")
    verifier = Verifier.build(model)
    warm = cases[0]
    verifier.scorer.score_sentence(Sentence("s0", warm.sentence, 0, len(warm.sentence)), warm.passages)
    times: list[float] = []
    n_pairs: list[int] = []
    for case in cases:
        model._cache.clear()
        before = len(model._cache)
        s = Sentence(case.id, case.sentence, 0, len(case.sentence))
        t0 = time.perf_counter()
        verifier.scorer.score_sentence(s, case.passages)
        times.append(1000 * (time.perf_counter() - t0))
        n_pairs.append(len(model._cache) - before)
    p50, p95 = percentile(times, 0.5), percentile(times, 0.95)
    figures["sentence_ms"] = {"p50": round(p50, 1), "p95": round(p95, 1), "max": round(max(times), 1)}
    print(f"  {len(times)} sentences, {statistics.mean(n_pairs):.1f} model pairs each on average")
    print(
        f"  p50 {p50:.0f} ms   p95 {p95:.0f} ms   max {max(times):.0f} ms   budget p95 <= {BUDGET_MS:.0f} ms: "
        f"{'OK' if p95 <= BUDGET_MS else 'OVER'}"
    )
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"  (load average at the end: {load:.1f} on {os.cpu_count()} CPUs; other work on the box slows all of this)")
    print("\n" + json.dumps(figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
