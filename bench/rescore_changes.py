"""bench/rescore_changes: what a scorer change moves, against a cache of the labelled files scored before it.

    .venv/bin/python bench/rescore_changes.py FILE.jsonl [FILE.jsonl ...] --cache DIR [--out DIR]

``DIR`` holds the files ``bench/stack_lofo.py --cache DIR`` scored (on the code before the change). Every case of
each file is scored again by the code as it is now, with its signals kept, and the served support stack is
applied to both, as ``vouch eval`` applies it. Printed per file: unsupported-class precision / recall (tp fp fn)
before and after, and every sentence whose flag changed (an unsupported sentence newly passed, a faithful one
cleared or newly flagged), by id and label. ``--out`` keeps the new scoring as a cache for the next change.
"""

from __future__ import annotations

import argparse
import os
import pickle
import sys
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "server"))

from vouch.verify.cli import _verifier  # noqa: E402
from vouch.verify.score import ClaimVerdict  # noqa: E402
from vouch.verify.stack import DEFAULT_THRESHOLD, SupportStack  # noqa: E402
from vouch_training.stack import ScoredCase, score_cases  # noqa: E402

Counts = tuple[int, int, int]


def flagged(item: ScoredCase, stack: SupportStack) -> bool:
    def support(verdict: ClaimVerdict) -> float:
        if not verdict.open_to_stack or verdict.signals is None:
            return verdict.score.support
        return stack.support(verdict.signals)

    return bool(item.verdicts) and min(support(v) for v in item.verdicts) < DEFAULT_THRESHOLD


def counts(items: Sequence[ScoredCase], stack: SupportStack) -> Counts:
    tp = sum(1 for i in items if i.unsupported and flagged(i, stack))
    fp = sum(1 for i in items if not i.unsupported and flagged(i, stack))
    fn = sum(1 for i in items if i.verdicts and i.unsupported and not flagged(i, stack))
    return tp, fp, fn


def pr(c: Counts) -> str:
    tp, fp, fn = c
    return f"{tp / (tp + fp) if tp + fp else 0:.3f} / {tp / (tp + fn) if tp + fn else 0:.3f} ({tp} {fp} {fn})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--cache", type=Path, required=True, help="the files scored before the change")
    parser.add_argument("--out", type=Path, default=None, help="where to keep the new scoring")
    args = parser.parse_args()
    verifier = _verifier(None, DEFAULT_THRESHOLD)
    stack = verifier.scorer.stack
    if stack is None:
        sys.exit("the served model has no support stack")
    totals = [0] * 6
    for path in args.files:
        before: list[ScoredCase] = pickle.loads((args.cache / f"{path.stem}.pkl").read_bytes())
        after = score_cases(verifier, [path], log=lambda m: print(m, file=sys.stderr))
        if args.out is not None:
            args.out.mkdir(parents=True, exist_ok=True)
            (args.out / f"{path.stem}.pkl").write_bytes(pickle.dumps(after))
        old, new = counts(before, stack), counts(after, stack)
        totals = [a + b for a, b in zip(totals, (*old, *new), strict=True)]
        print(f"{path.stem:8s} before {pr(old)}  after {pr(new)}")
        for b, a in zip(before, after, strict=True):
            was, now = flagged(b, stack), flagged(a, stack)
            if was == now:
                continue
            if b.unsupported:
                what = "UNSUPPORTED NEWLY PASSED" if was else "unsupported newly caught"
            else:
                what = "faithful cleared" if was else "FAITHFUL NEWLY FLAGGED"
            print(f"    {what}: {b.case.id} [{b.case.label}] {b.case.sentence[:140]}")
    print(f"pooled   before {pr((totals[0], totals[1], totals[2]))}  after {pr((totals[3], totals[4], totals[5]))}")


if __name__ == "__main__":
    main()
