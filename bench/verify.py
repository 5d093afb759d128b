"""bench/verify: the support checker's NLI accuracy, pair throughput, and per-sentence latency.

    .venv/bin/python bench/verify.py [--model DIR] [--snli-limit N] [--anli] [--dev FILE] [--threads 2]

1. Accuracy (3-way, entailed-vs-not, and entailed-vs-not balanced) of the entailment model, int8 as served, on
   the held-out halves of negation-nli (odd rows of SNLI.txt and MNLI.txt; even rows may train) and on SNLI
   test (all 9,824 pairs unless --snli-limit). --anli adds ANLI R1/R2 dev (evaluation only: CC BY-NC). Needs
   --nli-root.
2. Throughput: sentence-passage pairs per second through the model, cache off (the dev set's sentences
   against each of their passages), as served (int8, each pair read alone so its answer does not depend on
   other pairs, the pairs spread over --threads workers of one torch thread) beside the baseline of main before
   that change (int8, one pair after another on --threads torch threads), in the same run, with the largest
   difference in any probability between the two (the same pair, so it should be 0).
3. Latency: time per sentence with decomposition, gates and model (``Scorer.score_sentence``) on every dev
   sentence against its passages; p50/p95/max against the issue's 150 ms target, for both servings and for
   the served model without its support stack (the stack's cost, as a ratio). The model
   cache is cleared per sentence; spaCy's parse cache is left as in production (a letter's passages repeat).
   On a shared machine the figures move with the load; the ratio between the two servings of one run is the
   comparable figure.
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
from vouch_training import nli  # noqa: E402

BUDGET_MS = 300.0
TARGET_P95_MS = 150.0  # the target per sentence; BUDGET_MS is the hard limit


def accuracy(model: CrossEncoderModel, examples: list[tuple[str, str, int]]) -> tuple[float, float, float, float]:
    """``nli.agreement`` of the model's readings, and pairs per second."""
    t0 = time.perf_counter()
    probs = model.probabilities([(p, h) for p, h, _ in examples])
    elapsed = time.perf_counter() - t0
    return (*nli.agreement(probs, examples), len(examples) / elapsed)


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
    ap.add_argument(
        "--sentences", type=int, default=None, help="Time only the first N sentences of --dev (a loaded box)."
    )
    ap.add_argument("--anli", action="store_true")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--fp32", action="store_true", help="Serve without int8 quantisation.")
    ap.add_argument("--skip-accuracy", action="store_true")
    ap.add_argument("--no-baseline", action="store_true", help="Skip the baseline (main's serving before workers).")
    ap.add_argument(
        "--compare-model",
        type=Path,
        default=None,
        help="Another checker directory (e.g. the previous model): its NLI accuracy is printed beside --model's",
    )
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
        readers = [("model", model)]
        if args.compare_model is not None:
            compared = CrossEncoderModel(args.compare_model, threads=args.threads, quantize=not args.fp32)
            readers.append((f"compare {args.compare_model.name}", compared))
            print(f"  (each set read by --model, then by {args.compare_model} in the same run)")
        for label, examples in sets:
            for who, reader in readers:
                reader._cache.clear()
                acc, bin_acc, balanced, rate = accuracy(reader, examples)
                figures[label if who == "model" else f"{label} [{who}]"] = {
                    "n": len(examples),
                    "accuracy": round(acc, 4),
                    "binary_accuracy": round(bin_acc, 4),
                    "binary_balanced_accuracy": round(balanced, 4),
                }
                shown = label if who == "model" else f"  {who}"
                print(
                    f"  {shown:<40} n={len(examples):>5}  accuracy {acc:.3f}  entailed-vs-not {bin_acc:.3f}  "
                    f"balanced {balanced:.3f}  ({rate:.0f} pairs/s)"
                )

    cases = read_cases(args.dev)[: args.sentences]
    served_name = f"served (int8, pairs over {model.workers} workers)" if not args.fp32 else "served (fp32, batched)"
    servings = [(served_name, model)]
    if not args.fp32 and not args.no_baseline:
        baseline = CrossEncoderModel(args.model, threads=args.threads, quantize=True, pair_workers=False)
        servings.append((f"baseline: main before (int8, {args.threads} torch threads)", baseline))
    pairs = [(p.text, c.sentence) for c in cases for p in c.passages]
    print(f"\n2. Throughput: sentence-passage pairs through the model ({args.dev.name} sentences x passages)")
    rates: dict[str, float] = {}
    readings: list[list[float]] = []
    for name, served in servings:
        served._cache.clear()
        t0 = time.perf_counter()
        read = served.probabilities(pairs)
        elapsed = time.perf_counter() - t0
        readings.append([x for p in read for x in (p.entailment, p.neutral, p.contradiction)])
        rates[name] = len(pairs) / elapsed
        print(f"  {name:<52} {len(pairs)} pairs in {elapsed:.1f} s: {rates[name]:.1f} pairs/s")
    figures["pairs_per_second"] = {name: round(rate, 1) for name, rate in rates.items()}
    if len(readings) == 2:
        gap = max((abs(a - b) for a, b in zip(*readings, strict=True)), default=0.0)
        figures["max_probability_difference"] = gap
        print(f"  largest difference in a probability, served vs baseline, same pairs: {gap:.2e}")

    print("\n3. Latency per sentence: decomposition + gates + model + calibration (Scorer.score_sentence)")
    p95s: dict[str, float] = {}
    no_stack = f"{servings[0][0]} without the support stack"
    # The stack's cost, only where the served model has one: otherwise both rows would time one serving.
    has_stack = Verifier.build(model).scorer.stack is not None
    for name, served in [*servings, *([(no_stack, model)] if has_stack else [])]:
        verifier = Verifier.build(served)
        if name == no_stack:
            verifier.scorer.stack = None
        warm = cases[0]
        verifier.scorer.score_sentence(Sentence("s0", warm.sentence, 0, len(warm.sentence)), warm.passages)
        times: list[float] = []
        n_pairs: list[int] = []
        for case in cases:
            served._cache.clear()
            s = Sentence(case.id, case.sentence, 0, len(case.sentence))
            t0 = time.perf_counter()
            verifier.scorer.score_sentence(s, case.passages)
            times.append(1000 * (time.perf_counter() - t0))
            n_pairs.append(len(served._cache))
        p50, p95 = percentile(times, 0.5), percentile(times, 0.95)
        p95s[name] = p95
        figures.setdefault("sentence_ms", {})[name] = {  # type: ignore[union-attr]
            "p50": round(p50, 1),
            "p95": round(p95, 1),
            "max": round(max(times), 1),
        }
        print(
            f"  {name:<52} p50 {p50:.0f} ms  p95 {p95:.0f} ms  max {max(times):.0f} ms  "
            f"({statistics.mean(n_pairs):.1f} model pairs a sentence)  target p95 <= {TARGET_P95_MS:.0f} ms: "
            f"{'OK' if p95 <= TARGET_P95_MS else 'OVER'}"
        )
    if has_stack:
        print(f"  ratio with/without the support stack: p95 {p95s[servings[0][0]] / p95s[no_stack]:.2f}")
    else:
        print("  (the served model has no support stack: nothing to compare it with)")
    if len(servings) == 2:
        (new_name, _), (old_name, _) = servings
        print(
            f"  ratio served/baseline: pairs/s {rates[new_name] / rates[old_name]:.2f}, "
            f"p95 {p95s[new_name] / p95s[old_name]:.2f}"
        )
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"  (load average at the end: {load:.1f} on {os.cpu_count()} CPUs; other work on the box slows all of this)")
    print("\n" + json.dumps(figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
