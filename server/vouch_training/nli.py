"""Readers for the NLI sets in the data folder given to train-checker and bench/verify (sources in the model card).

SNLI (CC BY-SA 4.0) and negation-nli (MIT) may train; ANLI (CC BY-NC 4.0) and SICK (CC BY-NC-SA 3.0) are
read for evaluation only: nothing in ``dataset.py`` calls ``anli``/``sick``.
"""

from __future__ import annotations

import csv
import statistics
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

from vouch_training import CONTRADICTION, ENTAILMENT, NEUTRAL

NLIExample = tuple[str, str, int]  # premise, hypothesis, label

_LABEL = {
    "entailment": ENTAILMENT,
    "neutral": NEUTRAL,
    "contradiction": CONTRADICTION,
    "e": ENTAILMENT,
    "n": NEUTRAL,
    "c": CONTRADICTION,
}


def _detok(text: str) -> str:
    """SNLI files are tokenised ("packages ." / "do n't"); undo the common cases."""
    t = text.strip()
    for a, b in ((" .", "."), (" ,", ","), (" n't", "n't"), (" 's", "'s"), (" !", "!"), (" ?", "?")):
        t = t.replace(a, b)
    return t


def snli(root: Path, split: str) -> list[NLIExample]:
    """split: 'dev' or 'test'."""
    s1 = (root / "snli" / f"s1.{split}").read_text(encoding="utf-8").splitlines()
    s2 = (root / "snli" / f"s2.{split}").read_text(encoding="utf-8").splitlines()
    labels = (root / "snli" / f"labels.{split}").read_text(encoding="utf-8").splitlines()
    out: list[NLIExample] = []
    for a, b, lab in zip(s1, s2, labels, strict=False):
        if lab.strip() in _LABEL:
            out.append((_detok(a), _detok(b), _LABEL[lab.strip()]))
    return out


def negation_nli(root: Path, name: str) -> list[NLIExample]:
    """name: 'SNLI' or 'MNLI' (MNLI.txt is cp1252)."""
    path = root / "negation-nli" / f"{name}.txt"
    encoding = "cp1252" if name == "MNLI" else "utf-8"
    out: list[NLIExample] = []
    with path.open(encoding=encoding, errors="replace", newline="") as fh:
        reader = csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE)
        for row in reader:
            lab = (row.get("gold_label") or "").strip()
            if lab in _LABEL:
                out.append(((row.get("Text") or "").strip(), (row.get("Hypothesis") or "").strip(), _LABEL[lab]))
    return out


def negation_split(examples: list[NLIExample]) -> tuple[list[NLIExample], list[NLIExample]]:
    """A fixed split: even positions may train, odd positions are held out for evaluation (bench, card)."""
    return examples[0::2], examples[1::2]


def anli(root: Path, round_name: str) -> list[NLIExample]:
    """Evaluation only (CC BY-NC 4.0). round_name: 'r1' or 'r2'."""
    out: list[NLIExample] = []
    with (root / "anli" / f"{round_name}_dev.csv").open(encoding="utf-8", newline="") as fh:
        for row in csv.DictReader(fh):
            lab = (row.get("gold_label") or "").strip()
            if lab in _LABEL:
                out.append(((row.get("context") or "").strip(), (row.get("statement") or "").strip(), _LABEL[lab]))
    return out


class ThreeWay(Protocol):
    entailment: float
    neutral: float
    contradiction: float


def agreement(probs: Sequence[ThreeWay], examples: Sequence[NLIExample]) -> tuple[float, float, float]:
    """3-way accuracy, entailed-vs-not accuracy, and entailed-vs-not balanced accuracy (the mean of the recall of
    each side, so a set with few entailed pairs cannot be passed by answering "not") of a model's readings."""
    correct = binary = 0
    hits = {True: 0, False: 0}
    totals = {True: 0, False: 0}
    for pr, (_, _, y) in zip(probs, examples, strict=True):
        scores = (pr.entailment, pr.neutral, pr.contradiction)
        pred = max(range(3), key=lambda k: scores[k])
        correct += pred == y
        binary += (pred == ENTAILMENT) == (y == ENTAILMENT)
        totals[y == ENTAILMENT] += 1
        hits[y == ENTAILMENT] += (pred == ENTAILMENT) == (y == ENTAILMENT)
    n = max(1, len(examples))
    balanced = statistics.mean([hits[side] / totals[side] for side in (True, False) if totals[side]] or [0.0])
    return correct / n, binary / n, balanced
