"""bench/stack_lofo: the support stack refitted leave-one-file-out, and the alignment lift, on labelled files.

    .venv/bin/python bench/stack_lofo.py FILE.jsonl [FILE.jsonl ...] [--cache DIR]

Each file (dev.jsonl format) is scored once by the served scorer with its signals kept (``score_cases``, what
``vouch fit-support-stack`` scores; ``--cache`` keeps the scored files so a second run is seconds). The served stack
applied to those signals gives what ``vouch eval FILE`` prints. Then, per file, P / R of the unsupported class:

* the served stack;
* a stack refitted on every other file (``fit_stack``, floor 0.3) at recall 0.95 and 0.96 pooled on those files;
* the served stack allowed only to lift (never to lower a claim the model passes);
* the alignment lift: an open claim the model reads at >= 0.8 whose content words are all in one passage sentence
  or row, with that unit's negation count, its restricting words and no quantifier it lacks, keeps its model
  support when the stack would lower it.

``!`` marks a recall below the served one. Nothing here is served; the model card reports what it printed.
"""

from __future__ import annotations

import argparse
import os
import pickle
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "server"))

from vouch.verify.cli import _verifier  # noqa: E402
from vouch.verify.pairs import restrictions_agree  # noqa: E402
from vouch.verify.score import ClaimVerdict, coverage, passage_sentences  # noqa: E402
from vouch.verify.stack import DEFAULT_THRESHOLD, SupportStack  # noqa: E402
from vouch_training.stack import ScoredCase, fit_stack, score_cases  # noqa: E402

ClaimSupport = Callable[[ClaimVerdict, ScoredCase], float]


def aligned_restatement(verdict: ClaimVerdict, item: ScoredCase) -> bool:
    signals = verdict.signals
    if signals is None or signals.support < DEFAULT_THRESHOLD or signals.aligned < 0.999:
        return False
    units = [u for p in item.case.passages for u in passage_sentences(p.text)]
    unit = max(units, key=lambda u: coverage(verdict.score.claim.text, u), default="")
    return restrictions_agree(verdict.score.claim.text, unit)


def figures(items: Sequence[ScoredCase], support: ClaimSupport) -> tuple[float, float, int, int, int]:
    tp = fp = fn = 0
    for item in items:
        flagged = bool(item.verdicts) and min(support(v, item) for v in item.verdicts) < DEFAULT_THRESHOLD
        tp += flagged and item.unsupported
        fp += flagged and not item.unsupported
        fn += (not flagged) and item.unsupported
    return (tp / (tp + fp) if tp + fp else 0.0, tp / (tp + fn) if tp + fn else 0.0, tp, fp, fn)


def with_stack(
    stack: SupportStack, rule: Callable[[ClaimVerdict, ScoredCase, float], float] | None = None
) -> ClaimSupport:
    def support(verdict: ClaimVerdict, item: ScoredCase) -> float:
        if not verdict.open_to_stack or verdict.signals is None:
            return verdict.score.support
        stacked = stack.support(verdict.signals)
        return rule(verdict, item, stacked) if rule is not None else stacked

    return support


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--cache", type=Path, default=None, help="directory for the scored files")
    args = parser.parse_args()
    verifier = _verifier(None, DEFAULT_THRESHOLD)
    served = verifier.scorer.stack
    if served is None:
        sys.exit("the served model has no support stack")
    scored: dict[str, list[ScoredCase]] = {}
    for path in args.files:
        cached = args.cache / f"{path.stem}.pkl" if args.cache else None
        if cached is not None and cached.exists():
            scored[path.stem] = pickle.loads(cached.read_bytes())
            continue
        scored[path.stem] = score_cases(verifier, [path], log=lambda m: print(m, file=sys.stderr))
        if cached is not None:
            cached.parent.mkdir(parents=True, exist_ok=True)
            cached.write_bytes(pickle.dumps(scored[path.stem]))
    base = {name: figures(items, with_stack(served)) for name, items in scored.items()}
    rows: dict[str, dict[str, tuple[float, float, int, int, int]]] = {"served": base}
    for recall in (0.95, 0.96):
        rows[f"lofo recall {recall}"] = {
            name: figures(
                items,
                with_stack(fit_stack([it for other, its in scored.items() if other != name for it in its], recall)),
            )
            for name, items in scored.items()
        }
    rows["lift only"] = {
        name: figures(items, with_stack(served, lambda v, it, s: max(s, v.signals.support if v.signals else s)))
        for name, items in scored.items()
    }
    rows["alignment lift"] = {
        name: figures(
            items,
            with_stack(
                served,
                lambda v, it, s: max(s, v.signals.support) if v.signals and aligned_restatement(v, it) else s,
            ),
        )
        for name, items in scored.items()
    }
    for label, per_file in rows.items():
        cells = []
        for name, (p, r, _tp, _fp, _fn) in per_file.items():
            cells.append(f"{name}: {p:.3f}/{r:.3f}{'!' if r < base[name][1] - 1e-9 else ''}")
        tp, fp, fn = (sum(f[i] for f in per_file.values()) for i in (2, 3, 4))
        print(f"{label:20s} pooled {tp / (tp + fp):.3f}/{tp / (tp + fn):.3f} fp {fp} fn {fn} | " + "  ".join(cells))


if __name__ == "__main__":
    main()
