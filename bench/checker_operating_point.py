"""bench/checker_operating_point: compare checkers on labelled letter files at the operating point that matters.

    .venv/bin/python bench/checker_operating_point.py FILE.jsonl [FILE.jsonl ...] [--model DIR] [--reference DIR]
        [--recall 0.93] [--json OUT]

For each file (dev.jsonl format) and each checker (``--model``, default the served one; ``--reference``, another
model directory read in the same run), every sentence's support is worked out once, then:

* P / R at 0.8: the unsupported class as ``vouch eval`` gives it (a sentence is flagged below the threshold);
* best P at R >= ``--recall``: the most precise cut on the file itself whose recall is at least ``--recall``, a
  figure that does not depend on where a threshold tuned elsewhere landed;
* critical misses: unsupported sentences left unflagged whose tags name a value, a party, a quantifier or a
  negation (money, number, date, duration, entity_swap, quantifier, scope, negation), at 0.8 and at the best
  cut; with ``--reference``, those the reference catches at the same operating point are listed as new.

A case that is not a claim is never flagged (support 1.0).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "server"))

from vouch.verify.cli import _verifier  # noqa: E402
from vouch.verify.evaluate import predict, read_cases  # noqa: E402
from vouch.verify.score import DEFAULT_THRESHOLD  # noqa: E402

CRITICAL = frozenset({"money", "number", "date", "duration", "entity_swap", "quantifier", "scope", "negation"})


def supports(model: str | None, path: Path) -> list[dict[str, Any]]:
    verifier = _verifier(model, DEFAULT_THRESHOLD)
    cases = read_cases(path, gold=True)
    preds = predict(verifier, cases, [DEFAULT_THRESHOLD])[DEFAULT_THRESHOLD]
    return [
        {
            "id": c.id,
            "unsupported": c.label != "entailed",
            "score": 1.0 if p.label == "not_a_claim" else p.score,
            "critical": bool(CRITICAL & set(c.tags)),
        }
        for c, p in zip(cases, preds, strict=True)
    ]


def at(rows: list[dict[str, Any]], cut: float) -> dict[str, Any]:
    tp = sum(1 for r in rows if r["unsupported"] and r["score"] < cut)
    fp = sum(1 for r in rows if not r["unsupported"] and r["score"] < cut)
    fn = sum(1 for r in rows if r["unsupported"] and r["score"] >= cut)
    missed = [r["id"] for r in rows if r["unsupported"] and r["critical"] and r["score"] >= cut]
    return {
        "precision": round(tp / (tp + fp), 3) if tp + fp else 0.0,
        "recall": round(tp / (tp + fn), 3) if tp + fn else 0.0,
        "tp": tp,
        "fp": fp,
        "fn": fn,
        "cut": round(cut, 4),
        "critical_missed": missed,
    }


def best_cut(rows: list[dict[str, Any]], recall: float) -> dict[str, Any] | None:
    best: dict[str, Any] | None = None
    for cut in sorted({r["score"] + 1e-9 for r in rows}):
        point = at(rows, cut)
        if point["recall"] >= recall and (best is None or point["precision"] > best["precision"]):
            best = point
    return best


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--model", default=None, help="Checker directory (default: the served one)")
    ap.add_argument("--reference", default=None, help="Another checker directory to compare with, same run")
    ap.add_argument("--recall", type=float, default=0.93)
    ap.add_argument("--json", type=Path, default=None, help="Write the figures here")
    args = ap.parse_args()
    checkers = [("model", args.model)] + ([("reference", args.reference)] if args.reference else [])
    out: dict[str, Any] = {}
    for path in args.files:
        figures: dict[str, Any] = {}
        for who, model in checkers:
            rows = supports(model, path)
            figures[who] = {"at_0.8": at(rows, DEFAULT_THRESHOLD), "best": best_cut(rows, args.recall)}
        if args.reference:
            for point in ("at_0.8", "best"):
                mine, theirs = figures["model"][point], figures["reference"][point]
                if mine and theirs:
                    mine["new_critical_missed"] = sorted(set(mine["critical_missed"]) - set(theirs["critical_missed"]))
        out[path.name] = figures
        for who, f in figures.items():
            a, b = f["at_0.8"], f["best"]
            best = f"P {b['precision']:.3f} (R {b['recall']:.3f}, cut {b['cut']})" if b else "none"
            print(
                f"{path.name:<24} {who:<9} at 0.8 P {a['precision']:.3f} R {a['recall']:.3f}  "
                f"best P at R >= {args.recall}: {best}  critical missed {a['critical_missed']} / "
                f"{b['critical_missed'] if b else '-'}"
            )
            for point in ("at_0.8", "best"):
                if f[point] and f[point].get("new_critical_missed"):
                    print(f"{'':<34} new critical misses ({point}): {f[point]['new_critical_missed']}")
    if args.json is not None:
        args.json.write_text(json.dumps(out, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
