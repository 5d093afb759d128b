"""bench/pair_support: value-bound two-passage support (``vouch.verify.pairs``) on the labelled checker files.

    .venv/bin/python bench/pair_support.py FILE.jsonl [FILE.jsonl ...] --cache DIR

Each file is scored once by the served scorer with its signals kept (``bench/stack_lofo.py``'s cache: the same
``DIR/<stem>.pkl`` files, written here when missing). The served stack applied to them gives the checker's verdicts
as ``vouch eval`` prints them ("before"). "After", a claim the served checker leaves below the threshold, that
nothing contradicts and no structural conflict or superseded figure caps, is read as a pair by the scorer's own
``read_pair`` (only those claims go to the model again). Printed per file: precision / recall of the unsupported
class before and after (``!`` marks a recall that fell), the entailed sentences the pairs rescue, and every
unsupported sentence they let through, by id, with its tags and the two addresses.
"""

from __future__ import annotations

import argparse
import os
import pickle
import sys
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "server"))

from vouch.verify.checks import find_conflicts, superseded_values  # noqa: E402
from vouch.verify.cli import _verifier  # noqa: E402
from vouch.verify.score import ClaimVerdict  # noqa: E402
from vouch.verify.stack import DEFAULT_THRESHOLD, SupportStack  # noqa: E402
from vouch_training.stack import ScoredCase, score_cases  # noqa: E402


def served_support(stack: SupportStack, verdict: ClaimVerdict) -> float:
    if not verdict.open_to_stack or verdict.signals is None:
        return verdict.score.support
    return stack.support(verdict.signals)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--cache", type=Path, required=True, help="directory of the scored files")
    args = parser.parse_args()
    verifier = _verifier(None, DEFAULT_THRESHOLD)
    scorer = verifier.scorer
    served = scorer.stack
    if served is None:
        sys.exit("the served model has no support stack")
    totals = [0, 0, 0, 0, 0, 0]
    let_through: list[str] = []
    for path in args.files:
        cached = args.cache / f"{path.stem}.pkl"
        if cached.exists():
            items: list[ScoredCase] = pickle.loads(cached.read_bytes())
        else:
            items = score_cases(verifier, [path], log=lambda m: print(m, file=sys.stderr))
            cached.parent.mkdir(parents=True, exist_ok=True)
            cached.write_bytes(pickle.dumps(items))
        counts = {"before": [0, 0, 0], "after": [0, 0, 0]}  # tp, fp, fn
        rescued: list[str] = []
        for item in items:
            if not item.verdicts:
                flagged_before = flagged_after = False
            else:
                case = item.case
                before = [served_support(served, v) for v in item.verdicts]
                after = list(before)
                pairs: list[str] = []
                for i, verdict in enumerate(item.verdicts):
                    if before[i] >= DEFAULT_THRESHOLD or verdict.contradicted or len(case.passages) < 2:
                        continue
                    claim = verdict.score.claim
                    texts = [p.text for p in case.passages]
                    if find_conflicts(claim, case.sentence, texts) or superseded_values(claim, case.sentence, texts):
                        continue
                    pair = scorer.read_pair(claim, case.sentence, case.passages, DEFAULT_THRESHOLD)
                    if pair is None:
                        continue
                    after[i] = pair.support
                    values, rule = case.passages[pair.values], case.passages[pair.rule]
                    pairs.append(
                        f"    claim {claim.text!r}\n      values {values.address} {pair.bound}\n"
                        f"      rule {rule.address} read {pair.read!r} {pair.support:.2f}"
                    )
                flagged_before = min(before) < DEFAULT_THRESHOLD
                flagged_after = min(after) < DEFAULT_THRESHOLD
                if flagged_before and not flagged_after:
                    line = f"  {case.id} [{case.label}; {', '.join(case.tags)}] {case.sentence}\n" + "\n".join(pairs)
                    (let_through if item.unsupported else rescued).append(line)
            for label, flagged in (("before", flagged_before), ("after", flagged_after)):
                c = counts[label]
                c[0] += flagged and item.unsupported
                c[1] += flagged and not item.unsupported
                c[2] += (not flagged) and item.unsupported
        cells = []
        for label in ("before", "after"):
            tp, fp, fn = counts[label]
            p = tp / (tp + fp) if tp + fp else 0.0
            r = tp / (tp + fn) if tp + fn else 0.0
            cells.append(f"{label} P {p:.3f} R {r:.3f} (tp {tp} fp {fp} fn {fn})")
        drop = "!" if counts["after"][2] > counts["before"][2] else ""
        print(
            f"{path.stem}: {cells[0]} -> {cells[1]}{drop}; rescued {len(rescued)}, let through "
            f"{counts['after'][2] - counts['before'][2]}"
        )
        for line in rescued:
            print("  rescued" + line[1:])
        for k, label in enumerate(("before", "after")):
            totals[3 * k : 3 * k + 3] = [a + b for a, b in zip(totals[3 * k : 3 * k + 3], counts[label], strict=True)]
    for k, label in enumerate(("before", "after")):
        tp, fp, fn = totals[3 * k : 3 * k + 3]
        print(f"pooled {label}: P {tp / (tp + fp):.3f} R {tp / (tp + fn):.3f} (tp {tp} fp {fp} fn {fn})")
    print(f"unsupported let through: {len(let_through)}")
    for line in let_through:
        print(line)


if __name__ == "__main__":
    main()
