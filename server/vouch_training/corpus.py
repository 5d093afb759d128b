"""Domain pairs from the training corpus of insurance passages (``server/vouch_training/corpus/``).

The corpus was written for training by a data writer who saw neither the checker nor its evaluation sets (its
README says how and under which licence). It holds passages of many documents (wordings, schedules as table rows,
endorsements, leases, procedures, complaint rules, file-note entries, reports, letters), and for each passage
hand-written hypotheses in a letter's voice: faithful paraphrases, arithmetic and bounds the passage implies, and
minimal edits that flip the label (a value rebound to another slot, parties swapped, quantifiers and scope
changed, conditions dropped or reversed, negations flipped); plus passage edits (the passage loses a condition or
gains an exception, so the same hypothesis changes label). Rule-made variants of the passages' own sentences
(``domain._perturb``) are added, so the hand-written pairs are not the only domain signal.

``mine`` keeps the synthetic pairs a given model gets wrong and a sample of the rest: the "hard pairs only" rule,
so generated easy cases do not swamp the set. Hand-written pairs are all kept.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from vouch_training import CONTRADICTION, ENTAILMENT, NEUTRAL, domain
from vouch_training.domain import Pair

CORPUS_DIR = Path(__file__).resolve().parent / "corpus"
_LABEL = {"entailment": ENTAILMENT, "neutral": NEUTRAL, "contradiction": CONTRADICTION}


def _jsonl(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def passages(corpus: Path) -> dict[str, dict[str, Any]]:
    return {str(row["id"]): row for row in _jsonl(corpus / "passages.jsonl")}


def _plain(text: str) -> str:
    """The writer marked defined terms in Markdown bold; ingest gives passages as plain text."""
    return " ".join(text.replace("**", "").split())


def _premise(row: dict[str, Any]) -> str:
    heading = _plain(str(row.get("heading") or ""))
    text = _plain(str(row["text"]))
    return f"{heading}. {text}" if heading and not text.startswith(heading) else text


def hand_pairs(corpus: Path) -> list[Pair]:
    """The writer's pairs and passage edits, as written."""
    by_id = passages(corpus)
    out: list[Pair] = []
    for row in _jsonl(corpus / "pairs.jsonl"):
        passage = by_id.get(str(row["passage"]))
        label = _LABEL.get(str(row["label"]))
        if passage is None or label is None:
            raise ValueError(f"{corpus}/pairs.jsonl: bad row {row!r}")
        hypothesis = _plain(str(row["hypothesis"]))
        out.append(Pair(_premise(passage), hypothesis, label, "corpus", str(row.get("kind") or "hand")))
    for row in _jsonl(corpus / "passage_edits.jsonl"):
        label = _LABEL.get(str(row["label"]))
        if label is None or not str(row.get("edited_text") or "").strip():
            raise ValueError(f"{corpus}/passage_edits.jsonl: bad row {row!r}")
        kind = "passage_edit:" + str(row.get("kind") or "edit")
        out.append(Pair(_plain(str(row["edited_text"])), _plain(str(row["hypothesis"])), label, "corpus", kind))
    return out


def _sentences(row: dict[str, Any]) -> list[str]:
    """A passage's sentences as a letter could restate them alone (clause numbers cut, six words or more)."""
    cleaned = (domain.clean_sentence(x) for x in domain.split_sentences(_plain(str(row["text"]))))
    return [s for s in cleaned if len(s.split()) >= 6]


def rule_pairs(corpus: Path, r: random.Random, per_passage: int = 2) -> list[Pair]:
    """Rule-made variants of the corpus passages' own sentences (the same perturbations as the sample
    documents'), and a sentence of another passage of the same document as a same-vocabulary neutral."""
    rows = list(passages(corpus).values())
    by_doc: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        by_doc.setdefault(str(row.get("doc") or ""), []).append(row)
    out: list[Pair] = []
    for row in rows:
        premise = _premise(row)
        sentences = [s for s in _sentences(row) if "=" not in s]
        for s in r.sample(sentences, min(per_passage, len(sentences))):
            variants = [v for v in domain.perturb(r, s) if v[1] != "extract"]
            for label, kind, hyp in r.sample(variants, min(2, len(variants))):
                out.append(Pair(premise, hyp, label, "corpus-rule", kind))
        neighbours = [x for x in by_doc[str(row.get("doc") or "")] if x is not row]
        if neighbours:
            other = r.choice(neighbours)
            other_sentences = [s for s in _sentences(other) if s.rstrip(".") not in premise]
            if other_sentences:
                out.append(Pair(premise, r.choice(other_sentences), NEUTRAL, "corpus-rule", "other_passage"))
    return out


def mine(
    pairs: Sequence[Pair],
    miner_dir: Path,
    keep_rest: float,
    r: random.Random,
    threads: int = 1,
    cache: Path | None = None,
) -> tuple[list[Pair], dict[str, Any]]:
    """Keep every pair ``miner_dir``'s model gets wrong (entailed vs not, at P(entailment) 0.5) and a seeded
    ``keep_rest`` share of the others. The miner reads fp32 (batch-independent), so the choice is reproducible
    from the miner's weights, whose digest is recorded. ``cache`` (a folder) keeps the miner's answers, keyed
    by the weights and the pairs, so a rerun need not read them again."""
    import hashlib

    weights = hashlib.sha256((miner_dir / "model.safetensors").read_bytes()).hexdigest()
    data = hashlib.sha256("".join(f"{p.premise}\t{p.hypothesis}\n" for p in pairs).encode()).hexdigest()
    cached = cache / f"mined-{weights[:16]}-{data[:16]}.json" if cache is not None else None
    if cached is not None and cached.exists():
        entailment: list[float] = json.loads(cached.read_text(encoding="utf-8"))
    else:
        from vouch.verify.entail import CrossEncoderModel

        model = CrossEncoderModel(miner_dir, threads=threads, quantize=False, batch_size=32)
        entailment = [pr.entailment for pr in model.probabilities([(p.premise, p.hypothesis) for p in pairs])]
        if cached is not None:
            cached.parent.mkdir(parents=True, exist_ok=True)
            cached.write_text(json.dumps(entailment), encoding="utf-8")
    kept: list[Pair] = []
    hard = 0
    for pair, p_entailment in zip(pairs, entailment, strict=True):
        wrong = (p_entailment >= 0.5) != (pair.label == ENTAILMENT)
        hard += wrong
        if wrong or r.random() < keep_rest:
            kept.append(pair)
    report = {"miner_sha256_16": weights[:16], "candidates": len(pairs), "hard": hard, "kept": len(kept)}
    return kept, report
