"""Batch verification and evaluation on files shaped like bench/eval/dev.jsonl.

``read_cases`` validates the input and names the line of any problem (``BatchInputError``); ``run_batch``
verifies each case; ``evaluate`` computes precision, recall and F1 of the unsupported class (gold partial or
none against entailed), recall per tag, and localisation (the share of gold-partial cases where a span marked
unsupported overlaps the gold ``unsupported_span``).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path
from typing import Any

from vouch.verify.entail import CheckerUnavailable
from vouch.verify.pipeline import Verifier
from vouch.verify.score import Evidence, Span, aggregate, citations, spans
from vouch.verify.types import Sentence, Support

UNSUPPORTED = {Support.PARTIAL.value, Support.NONE.value}
GOLD_LABELS = {"entailed", "partial", "none"}


class BatchInputError(ValueError):
    """Input that cannot be verified; the message names the file and line."""


@dataclass(frozen=True)
class Case:
    line: int
    id: str
    passages: tuple[Evidence, ...]
    sentence: str
    label: str | None = None
    unsupported_span: str | None = None
    tags: tuple[str, ...] = ()


@dataclass(frozen=True)
class Prediction:
    id: str
    label: str
    score: float
    spans: tuple[Span, ...]
    citations: tuple[str, ...]
    threshold: float = 0.8

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "label": self.label,
            "score": round(self.score, 4),
            "spans": [{"start": s.start, "end": s.end, "support": s.support} for s in self.spans],
            "citations": list(self.citations),
        }


def _field(obj: dict[str, Any], name: str, where: str, kind: type | tuple[type, ...]) -> Any:
    if name not in obj:
        raise BatchInputError(f"{where}: missing field '{name}'")
    value = obj[name]
    if not isinstance(value, kind):
        expected = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
        raise BatchInputError(f"{where}: field '{name}' must be {expected}, got {type(value).__name__}")
    return value


def parse_case(raw: str, line: int, source: str = "input", gold: bool = False) -> Case:
    where = f"{source} line {line}"
    try:
        obj = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise BatchInputError(f"{where}: not valid JSON ({exc.msg} at column {exc.colno})") from None
    if not isinstance(obj, dict):
        raise BatchInputError(f"{where}: expected a JSON object, got {type(obj).__name__}")
    case_id = _field(obj, "id", where, (str, int))
    sentence = _field(obj, "sentence", where, str)
    raw_passages = _field(obj, "passages", where, list)
    passages: list[Evidence] = []
    for i, p in enumerate(raw_passages, start=1):
        pw = f"{where}: passage {i}"
        if not isinstance(p, dict):
            raise BatchInputError(f"{pw} must be an object with 'id' and 'text'")
        pid = _field(p, "id", pw, (str, int))
        text = _field(p, "text", pw, str)
        address = p.get("address")
        passages.append(Evidence(str(pid), text, address if isinstance(address, str) else None))
    label: str | None = None
    span: str | None = None
    tags: tuple[str, ...] = ()
    if gold:
        label = _field(obj, "label", where, str)
        if label not in GOLD_LABELS:
            raise BatchInputError(f"{where}: field 'label' must be one of {sorted(GOLD_LABELS)}, got {label!r}")
        raw_span = obj.get("unsupported_span")
        if raw_span is not None and not isinstance(raw_span, str):
            raise BatchInputError(f"{where}: field 'unsupported_span' must be a string or null")
        span = raw_span
        raw_tags = obj.get("tags", [])
        if not isinstance(raw_tags, list) or not all(isinstance(t, str) for t in raw_tags):
            raise BatchInputError(f"{where}: field 'tags' must be a list of strings")
        tags = tuple(raw_tags)
    return Case(line, str(case_id), tuple(passages), sentence, label, span, tags)


def read_cases(path: Path, gold: bool = False) -> list[Case]:
    if not path.exists():
        raise BatchInputError(f"{path}: no such file")
    if path.is_dir():
        raise BatchInputError(f"{path}: is a directory, expected a JSONL file")
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise BatchInputError(f"{path}: not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    except OSError as exc:
        raise BatchInputError(f"{path}: cannot read ({exc.strerror})") from None
    cases = [parse_case(raw, n, str(path), gold) for n, raw in enumerate(text.splitlines(), start=1) if raw.strip()]
    seen: dict[str, int] = {}
    for c in cases:
        if c.id in seen:
            raise BatchInputError(f"{path} line {c.line}: id {c.id!r} repeats line {seen[c.id]}")
        seen[c.id] = c.line
    return cases


# --------------------------------------------------------------------------------------------------
# Metrics
# --------------------------------------------------------------------------------------------------


def _overlaps(spans: Iterable[Span], start: int, end: int, threshold: float) -> bool:
    return any(s.support < threshold and s.start < end and start < s.end for s in spans)


@dataclass
class EvalReport:
    n: int
    threshold: float
    precision: float
    recall: float
    f1: float
    tp: int
    fp: int
    fn: int
    tn: int
    accuracy3: float
    recall_by_tag: dict[str, tuple[int, int]] = field(default_factory=dict)  # tag -> (caught, total)
    localisation: tuple[int, int] = (0, 0)  # (overlapping, gold partial cases with a span)
    missed: list[str] = field(default_factory=list)
    false_alarms: list[str] = field(default_factory=list)

    @property
    def localisation_rate(self) -> float:
        hit, total = self.localisation
        return hit / total if total else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "threshold": self.threshold,
            "unsupported": {
                "precision": round(self.precision, 4),
                "recall": round(self.recall, 4),
                "f1": round(self.f1, 4),
                "tp": self.tp,
                "fp": self.fp,
                "fn": self.fn,
                "tn": self.tn,
            },
            "accuracy_3way": round(self.accuracy3, 4),
            "recall_by_tag": {
                t: {"caught": c, "total": n, "recall": round(c / n, 4)}
                for t, (c, n) in sorted(self.recall_by_tag.items())
            },
            "localisation": {
                "overlapping": self.localisation[0],
                "partial_cases": self.localisation[1],
                "rate": round(self.localisation_rate, 4),
            },
            "missed": self.missed,
            "false_alarms": self.false_alarms,
        }

    def lines(self) -> list[str]:
        out = [
            f"cases: {self.n}   threshold: {self.threshold}",
            f"unsupported class (partial|none vs entailed): precision {self.precision:.3f}  recall {self.recall:.3f}"
            f"  F1 {self.f1:.3f}   (tp {self.tp}, fp {self.fp}, fn {self.fn}, tn {self.tn})",
            f"3-way label accuracy: {self.accuracy3:.3f}",
            f"localisation: {self.localisation[0]}/{self.localisation[1]} gold-partial cases "
            f"({self.localisation_rate:.1%}) have an unsupported span overlapping the gold span",
            "recall per tag (unsupported gold cases caught):",
        ]
        for tag, (caught, total) in sorted(self.recall_by_tag.items()):
            out.append(f"  {tag:<22} {caught:>3}/{total:<3} {caught / total:.3f}")
        if self.missed:
            out.append("missed (gold unsupported, predicted entailed): " + ", ".join(self.missed))
        if self.false_alarms:
            out.append("false alarms (gold entailed, predicted unsupported): " + ", ".join(self.false_alarms))
        return out


def evaluate(cases: Sequence[Case], predictions: Sequence[Prediction]) -> EvalReport:
    by_id = {p.id: p for p in predictions}
    tp = fp = fn = tn = 0
    agree = 0
    tags: dict[str, list[int]] = {}
    loc_hit = loc_total = 0
    missed: list[str] = []
    alarms: list[str] = []
    threshold = predictions[0].threshold if predictions else 0.8
    for case in cases:
        pred = by_id.get(case.id)
        if pred is None or case.label is None:
            raise BatchInputError(f"no prediction or gold label for case {case.id!r}")
        gold_unsup = case.label in UNSUPPORTED
        pred_unsup = pred.label in UNSUPPORTED or pred.label == Support.UNVERIFIED.value
        agree += pred.label == case.label
        if gold_unsup and pred_unsup:
            tp += 1
        elif gold_unsup:
            fn += 1
            missed.append(case.id)
        elif pred_unsup:
            fp += 1
            alarms.append(case.id)
        else:
            tn += 1
        if gold_unsup:
            for tag in case.tags:
                caught_total = tags.setdefault(tag, [0, 0])
                caught_total[0] += int(pred_unsup)
                caught_total[1] += 1
        if case.label == Support.PARTIAL.value and case.unsupported_span:
            loc_total += 1
            start = case.sentence.find(case.unsupported_span)
            if start >= 0 and _overlaps(pred.spans, start, start + len(case.unsupported_span), pred.threshold):
                loc_hit += 1
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return EvalReport(
        n=len(cases),
        threshold=threshold,
        precision=precision,
        recall=recall,
        f1=f1,
        tp=tp,
        fp=fp,
        fn=fn,
        tn=tn,
        accuracy3=agree / len(cases) if cases else 0.0,
        recall_by_tag={t: (c, n) for t, (c, n) in tags.items()},
        localisation=(loc_hit, loc_total),
        missed=missed,
        false_alarms=alarms,
    )


# --------------------------------------------------------------------------------------------------
# Running the verifier over cases
# --------------------------------------------------------------------------------------------------


def predict(verifier: Verifier, cases: Sequence[Case], thresholds: Sequence[float]) -> dict[float, list[Prediction]]:
    """Predictions per threshold; the model runs once per case, aggregation once per threshold."""
    out: dict[float, list[Prediction]] = {t: [] for t in thresholds}
    for case in cases:
        is_claim, _reason = verifier.classify(case.sentence)
        if not is_claim:
            for t in thresholds:
                out[t].append(Prediction(case.id, Support.NOT_A_CLAIM.value, 0.0, (), (), t))
            continue
        sentence = Sentence(case.id, case.sentence, 0, len(case.sentence))
        claims = verifier.scorer.claims_of(case.sentence)
        try:
            verdicts = verifier.scorer.score_claims(case.sentence, claims, case.passages)
        except CheckerUnavailable as exc:
            raise BatchInputError(f"line {case.line} (id {case.id!r}): the checker is unavailable: {exc}") from None
        for t in thresholds:
            result = aggregate(sentence, verdicts, t)
            out[t].append(
                Prediction(case.id, result.label.value, result.score, tuple(spans(result)), tuple(citations(result)), t)
            )
    return out


@dataclass(frozen=True)
class Tuning:
    threshold: float  # on the un-anchored calibrated scale
    report: EvalReport
    sweep: dict[float, tuple[float, float, float]]  # threshold -> (precision, recall, f1)


# A value or a "not" that changes what the sentence says: a case with one of these tags must never be missed.
CRITICAL_TAGS = ("negation", "number", "money", "date", "duration")


def _misses_critical(report: EvalReport) -> bool:
    return any(c < n for tag, (c, n) in report.recall_by_tag.items() if tag in CRITICAL_TAGS)


def tune_threshold(
    verifier: Verifier,
    cases: Sequence[Case],
    grid: Sequence[float] | None = None,
    min_recall: float = 0.95,
) -> Tuning:
    """The sentence threshold to use, from labelled cases. A wrong "supported" mark is the worst error, so:
    the most precise threshold whose unsupported-class recall is at least ``min_recall`` and that misses no
    case tagged with a value or a negation (``CRITICAL_TAGS``); failing that, the most precise one with that
    recall; if none reaches it, the one with the best F1 (ties: the higher threshold, which flags more). Run
    with an un-anchored calibrator.

    A threshold qualifies only if the next lower one on the grid does too: the most precise threshold is
    otherwise the one where a case sits just below it, and a change in the last digits of the model's
    arithmetic (another CPU, another library build) lets that case through."""
    thresholds = sorted(grid or [round(0.02 * i, 2) for i in range(1, 50)])
    by_threshold = predict(verifier, cases, thresholds)
    reports = {t: evaluate(cases, by_threshold[t]) for t in thresholds}
    sweep = {t: (r.precision, r.recall, r.f1) for t, r in reports.items()}

    def holds(t: float, critical: bool) -> bool:
        return reports[t].recall >= min_recall and not (critical and _misses_critical(reports[t]))

    def stable(critical: bool) -> list[float]:
        return [t for lower, t in pairwise(thresholds) if holds(t, critical) and holds(lower, critical)]

    safe = stable(True) or stable(False)
    if safe:
        best = max(safe, key=lambda t: (reports[t].precision, reports[t].f1, -t))
    else:
        best = max(thresholds, key=lambda t: (reports[t].f1, t))
    return Tuning(best, reports[best], sweep)
