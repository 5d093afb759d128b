"""Fit the support stack (``vouch.verify.stack``) on hand-labelled letter sentences.

Each file is in the dev.jsonl format. The scorer runs with no stack; every claim the gates and checks left
open gives one training row, labelled from its sentence: every claim of an ``entailed`` sentence is
supported; in a ``partial`` sentence the claims that overlap ``unsupported_span`` are not and the others
are; in a ``none`` sentence the claim the scorer found weakest is not (the others are left out: the label
does not say which of them the passages support). A claim the gates capped stays at zero in use, so it is
not a training row, but it is counted when the cut is chosen.

``floor``: the stack leaves a claim the model reads below it as the model read it (``vouch.verify.stack``);
0.3 is the lowest floor at which the regression set (holdout.jsonl) keeps recall 1.0 (chosen on the files of
2026-12-02 by reading dev and holdout only).

The cut is the lowest stacked support at which the unsupported sentences of every file together are
caught at ``recall`` or better: a wrong "checked" mark costs more than a sentence to confirm.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from vouch.verify.evaluate import Case, read_cases
from vouch.verify.pipeline import Verifier
from vouch.verify.score import ClaimVerdict
from vouch.verify.stack import FEATURES, SupportStack

Log = Callable[[str], None]


@dataclass(frozen=True)
class ScoredCase:
    source: str
    case: Case
    verdicts: tuple[ClaimVerdict, ...]  # empty when the sentence is not a claim

    @property
    def unsupported(self) -> bool:
        return self.case.label != "entailed"


def score_cases(verifier: Verifier, files: Sequence[Path], log: Log) -> list[ScoredCase]:
    scorer = verifier.scorer
    kept, scorer.stack = scorer.stack, None
    scorer.keep_signals = True
    try:
        out: list[ScoredCase] = []
        for path in files:
            cases = read_cases(path, gold=True)
            for case in cases:
                is_claim, _ = verifier.classify(case.sentence)
                verdicts = (
                    scorer.score_claims(case.sentence, scorer.claims_of(case.sentence), case.passages)
                    if is_claim
                    else []
                )
                out.append(ScoredCase(path.stem, case, tuple(verdicts)))
            log(f"{path.name}: {len(cases)} cases scored")
        return out
    finally:
        scorer.stack = kept
        scorer.keep_signals = False


def _overlaps(verdict: ClaimVerdict, sentence: str, span: str | None) -> bool:
    if not span or span not in sentence:
        return False
    start = sentence.index(span)
    claim = verdict.score.claim
    return claim.start < start + len(span) and start < claim.end


def claim_labels(scored: ScoredCase) -> list[int | None]:
    verdicts = scored.verdicts
    if scored.case.label == "entailed":
        return [1] * len(verdicts)
    if scored.case.label == "partial":
        labels: list[int | None] = [
            0 if _overlaps(v, scored.case.sentence, scored.case.unsupported_span) else 1 for v in verdicts
        ]
        return labels if 0 in labels else [None] * len(verdicts)
    weakest = min(range(len(verdicts)), key=lambda i: verdicts[i].score.support, default=None)
    return [0 if i == weakest else None for i in range(len(verdicts))]


def _fit_logistic(
    x: np.ndarray, y: np.ndarray, l2: float, steps: int
) -> tuple[np.ndarray, float, np.ndarray, np.ndarray]:
    mean = x.mean(axis=0)
    scale = x.std(axis=0) + 1e-6
    z = (x - mean) / scale
    w = np.zeros(z.shape[1])
    b = 0.0
    for _ in range(steps):  # plain gradient descent on the L2-regularised log-loss: small, seeded by nothing
        p = 1.0 / (1.0 + np.exp(-(z @ w + b)))
        w -= (z.T @ (p - y) + l2 * w) / len(y)
        b -= float((p - y).mean())
    return w, b, mean, scale


def sentence_support(stack: SupportStack | None, scored: ScoredCase) -> float:
    """The sentence's support as the scorer would give it with ``stack``, on the stack's raw scale.

    A claim the stack does not read keeps its calibrated support, put on the raw scale by the inverse of the
    cut's remap (so it is compared with the cut as the scorer compares it with 0.8)."""
    values = []
    for verdict in scored.verdicts:
        if not verdict.open_to_stack:
            values.append(0.0)
        elif stack is None or verdict.signals is None:
            values.append(verdict.score.support)
        elif stack.reads(verdict.signals):
            values.append(stack.raw(verdict.signals.vector()))
        else:
            values.append(stack.unremap(verdict.signals.support))
    return min(values, default=1.0)


def _lowest_cut(stack: SupportStack, claims: Sequence[ScoredCase], recall: float) -> float | None:
    points = sorted({sentence_support(stack, item) for item in claims})
    unsupported = [sentence_support(stack, item) for item in claims if item.unsupported]
    if not unsupported:
        raise ValueError("the labelled files have no unsupported sentence to choose the cut on")
    for point in points:  # the lowest cut that flags enough of the unsupported sentences
        threshold = point + 1e-9
        if sum(1 for s in unsupported if s < threshold) / len(unsupported) >= recall:
            return threshold
    return None


def fit_stack(
    scored: Sequence[ScoredCase], recall: float = 0.93, floor: float = 0.3, l2: float = 1.0, steps: int = 300
) -> SupportStack:
    rows: list[list[float]] = []
    labels: list[int] = []
    for item in scored:
        for verdict, label in zip(item.verdicts, claim_labels(item), strict=True):
            if label is None or not verdict.open_to_stack or verdict.signals is None:
                continue
            rows.append(verdict.signals.vector())
            labels.append(label)
    if len(set(labels)) < 2:
        raise ValueError("the labelled files give no supported or no unsupported open claims to fit on")
    w, b, mean, scale = _fit_logistic(np.array(rows), np.array(labels, dtype=float), l2, steps)
    stack = SupportStack(
        tuple(float(x) for x in w), b, tuple(float(x) for x in mean), tuple(float(x) for x in scale), 0.5, floor
    )
    claims = [item for item in scored if item.verdicts]
    # The claims the stack does not read sit on the cut's scale, so the cut is found by a few fixed-point steps.
    for _ in range(6):
        cut = _lowest_cut(stack, claims, recall)
        if cut is None or not 0.0 < cut < 1.0:
            raise ValueError(f"no cut reaches recall {recall} on the labelled files")
        done = abs(cut - stack.cut) < 1e-6
        stack = SupportStack(stack.weights, stack.bias, stack.mean, stack.scale, cut, floor)
        if done:
            break
    return stack


def report(stack: SupportStack | None, scored: Sequence[ScoredCase], cut: float) -> dict[str, dict[str, float]]:
    """Unsupported-class precision and recall per file, sentences flagged below ``cut`` (raw scale)."""
    out: dict[str, dict[str, float]] = {}
    for source in dict.fromkeys(item.source for item in scored):
        items = [item for item in scored if item.source == source and item.verdicts]
        flagged = [(sentence_support(stack, item) < cut, item.unsupported) for item in items]
        tp = sum(1 for f, u in flagged if f and u)
        fp = sum(1 for f, u in flagged if f and not u)
        fn = sum(1 for f, u in flagged if not f and u)
        out[source] = {
            "precision": round(tp / (tp + fp), 3) if tp + fp else 0.0,
            "recall": round(tp / (tp + fn), 3) if tp + fn else 0.0,
            "tp": tp,
            "fp": fp,
            "fn": fn,
        }
    return out


__all__ = ["FEATURES", "ScoredCase", "claim_labels", "fit_stack", "report", "score_cases", "sentence_support"]
