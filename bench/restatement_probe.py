"""bench/restatement_probe: how a checker model reads a sentence against itself and one clause against its sentence.

    .venv/bin/python bench/restatement_probe.py FILE.jsonl [FILE.jsonl ...] [--model DIR] [--compare-model DIR]

The passage sentences of the labelled files (their passages only: no sentence label is read) are each read
against themselves (self-entailment), and each clause ``vouch_training.restatements.clauses`` takes from them is
read against its sentence (the clause probe), int8 as served. Prints mean P(entailment), the share read >= 0.5 and
the share read as contradiction (argmax), plus the model card's one example.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "server"))

from vouch.verify.entail import DEFAULT_MODEL_DIR, CrossEncoderModel, NLIProbs  # noqa: E402
from vouch_training import domain  # noqa: E402
from vouch_training.restatements import clauses  # noqa: E402

EXAMPLE = (
    "We will acknowledge your complaint within 5 working days and aim to resolve it within 4 weeks.",
    "We will acknowledge your complaint within 5 working days.",
)


def probe_pairs(files: list[Path]) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    sentences: set[str] = set()
    for path in files:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                for passage in json.loads(line).get("passages", []):
                    for s in domain.split_sentences(str(passage["text"])):
                        s = domain.clean_sentence(s)
                        if 6 <= len(s.split()) <= 60:
                            sentences.add(s)
    ordered = sorted(sentences)
    self_pairs = [(s, s) for s in ordered]
    clause_pairs = [(s, c) for s in ordered for c in clauses(s) if c != s]
    return self_pairs, clause_pairs


def _three(p: NLIProbs) -> list[float]:
    return [round(p.entailment, 3), round(p.neutral, 3), round(p.contradiction, 3)]


def figures(model: CrossEncoderModel, pairs: list[tuple[str, str]]) -> dict[str, float]:
    probs = model.probabilities(pairs)
    n = max(1, len(probs))
    return {
        "n": len(probs),
        "mean_p_entail": round(sum(p.entailment for p in probs) / n, 3),
        "share_p>=0.5": round(sum(p.entailment >= 0.5 for p in probs) / n, 3),
        "share_read_contradiction": round(sum(p.contradiction > max(p.entailment, p.neutral) for p in probs) / n, 3),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--model", type=Path, default=DEFAULT_MODEL_DIR)
    parser.add_argument("--compare-model", type=Path, default=None)
    args = parser.parse_args()
    self_pairs, clause_pairs = probe_pairs(args.files)
    for name, path in (("model", args.model), ("compare", args.compare_model)):
        if path is None:
            continue
        model = CrossEncoderModel(path, threads=1, quantize=True)
        ex = model.probabilities([EXAMPLE, (EXAMPLE[1], EXAMPLE[1])])
        print(
            json.dumps(
                {
                    "which": name,
                    "model": path.name,
                    "example_clause": _three(ex[0]),
                    "example_self": _three(ex[1]),
                    "self": figures(model, self_pairs),
                    "clause": figures(model, clause_pairs),
                }
            )
        )


if __name__ == "__main__":
    main()
