"""Readers for the larger NLI and fact-verification folder given to ``train-checker --extra-root``.

Every set read here may train a commercial model under its licence (credited in the model card). Binary sets
(entailment vs not) are labelled ``NOT_ENTAILMENT``: the trainer gives them a binary loss on P(entailment) rather
than guessing whether "not entailed" was neutral or a contradiction. QNLI is not read: its premise is a question,
so its pairs teach "answers the question", which is relevance, not support.
"""

from __future__ import annotations

import csv
import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path

from vouch_training import CONTRADICTION, ENTAILMENT, NEUTRAL, NOT_ENTAILMENT

Example = tuple[str, str, int]  # premise, hypothesis, label (ENTAILMENT, NEUTRAL, CONTRADICTION or NOT_ENTAILMENT)

_LABEL = {
    "entailment": ENTAILMENT,
    "neutral": NEUTRAL,
    "contradiction": CONTRADICTION,
    "not_entailment": NOT_ENTAILMENT,
    "non-entailment": NOT_ENTAILMENT,
    "supports": ENTAILMENT,
    "refutes": CONTRADICTION,
}

# Sets, with how many pairs a default run samples from each (seeded). Sizes are set by the CPU budget: one run
# (this phase plus the domain phase) must finish within 90 minutes on a 2-core machine.
DEFAULT_SIZES: dict[str, int] = {
    "mnli": 9000,
    "fever": 4000,
    "scitail": 1500,
    "cad": 5500,
    "conjnli": 5000,
    "hans": 3500,
    "med": 3000,
    "fm2": 2000,
    "wice": 500,
}

# FEVER/DocNLI premises are Wikipedia text tokenised with spaces around punctuation ("Palmer ( writer ) .").
_DETOK = ((" ,", ","), (" .", "."), (" ;", ";"), (" :", ":"), ("( ", "("), (" )", ")"), ("`` ", '"'), (" ''", '"'))


def _detok(text: str) -> str:
    t = " ".join(text.split())
    for a, b in _DETOK:
        t = t.replace(a, b)
    return t


def _label(raw: str | None) -> int | None:
    return _LABEL.get((raw or "").strip().lower())


def _csv(path: Path, p: str, h: str, y: str, delimiter: str = ",") -> Iterator[Example]:
    with path.open(encoding="utf-8-sig", newline="") as fh:
        reader = (
            csv.DictReader(fh, delimiter=delimiter, quoting=csv.QUOTE_NONE)
            if delimiter == "\t"
            else csv.DictReader(fh, delimiter=delimiter)
        )
        for row in reader:
            label = _label(row.get(y))
            premise, hypothesis = (row.get(p) or "").strip(), (row.get(h) or "").strip()
            if label is not None and premise and hypothesis:
                yield _detok(premise), _detok(hypothesis), label


def _label_first_tsv(path: Path) -> Iterator[Example]:
    """DocNLI's layout: label TAB premise TAB hypothesis, no header."""
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            parts = line.rstrip("\n").split("\t")
            if len(parts) == 3 and (label := _label(parts[0])) is not None and parts[1].strip() and parts[2].strip():
                yield _detok(parts[1]), _detok(parts[2]), label


def mnli(root: Path) -> list[Example]:
    return list(_csv(root / "mnli" / "mnli-dev-matched-mismatched.csv", "premise", "hypothesis", "label"))


def fever(root: Path) -> list[Example]:
    return [*_label_first_tsv(root / "fever-nli" / "dev.tsv"), *_label_first_tsv(root / "fever-nli" / "test.tsv")]


def scitail(root: Path) -> list[Example]:
    # SciTail's "not entailment" is neutral by construction (the hypothesis is about something else).
    return [
        (p, h, NEUTRAL if y == NOT_ENTAILMENT else y)
        for p, h, y in _csv(root / "scitail" / "test.csv", "premise", "hypothesis", "label")
    ]


def cad(root: Path) -> list[Example]:
    return list(_csv(root / "cad" / "NLI" / "all_combined" / "train.tsv", "sentence1", "sentence2", "gold_label", "\t"))


def conjnli(root: Path) -> list[Example]:
    return list(_csv(root / "conjnli" / "adversarial_train_15k.tsv", "Premise", "Hypothesis", "Label", "\t"))


def hans(root: Path) -> list[Example]:
    (path,) = sorted((root / "hans-style").glob("*.tsv"))[:1] or (root / "hans-style" / "missing.tsv",)
    return list(_csv(path, "sentence1", "sentence2", "gold_label", "\t"))


def med(root: Path) -> list[Example]:
    return list(_csv(root / "med" / "MED.tsv", "sentence1", "sentence2", "gold_label", "\t"))


def fm2(root: Path) -> list[Example]:
    out: list[Example] = []
    for name in ("dev.jsonl", "test.jsonl"):
        for line in (root / "fm2" / name).read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            label = _label(row.get("label"))
            evidence = " ".join(str(e.get("text", "")) for e in row.get("gold_evidence") or [])
            if label is not None and evidence.strip() and row.get("text"):
                out.append((_detok(evidence), str(row["text"]).strip(), label))
    return out


def wice(root: Path) -> list[Example]:
    """Claims with the web sentences that support them: the first supporting set as the premise. A partially
    supported claim against its own supporting sentences is the partial case the checker must not pass."""
    out: list[Example] = []
    for name in ("dev.jsonl", "test.jsonl"):
        for line in (root / "wice" / name).read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            sets = row.get("supporting_sentences") or []
            evidence = row.get("evidence") or []
            if not sets or row.get("label") not in {"supported", "partially_supported"}:
                continue
            premise = " ".join(evidence[i] for i in sets[0][:5] if 0 <= i < len(evidence))
            label = ENTAILMENT if row["label"] == "supported" else NEUTRAL
            if premise.strip():
                out.append((premise, str(row["claim"]).strip(), label))
    return out


READERS: dict[str, Callable[[Path], list[Example]]] = {
    "mnli": mnli,
    "fever": fever,
    "scitail": scitail,
    "cad": cad,
    "conjnli": conjnli,
    "hans": hans,
    "med": med,
    "fm2": fm2,
    "wice": wice,
}


def sample(root: Path, sizes: dict[str, int], r: random.Random) -> dict[str, list[Example]]:
    """A seeded sample of each set, de-duplicated within the set; a set whose folder is missing is an error
    (a silent gap in the training data would change the model without anyone noticing)."""
    out: dict[str, list[Example]] = {}
    for name, n in sizes.items():
        if n <= 0:
            continue
        try:
            rows = READERS[name](root)
        except (OSError, UnicodeDecodeError, csv.Error, json.JSONDecodeError) as exc:
            raise ValueError(f"{root}: the {name} set cannot be read ({exc})") from exc
        if not rows:
            raise ValueError(f"{root}: the {name} set has no readable pairs")
        first: dict[tuple[str, str], Example] = {}
        for row in rows:
            first.setdefault((row[0], row[1]), row)
        unique = list(first.values())
        r.shuffle(unique)
        out[name] = unique[:n]
    return out
