"""Claim-level training pairs from hand-labelled letter files (dev.jsonl format), read as the scorer reads them.

For every sentence the checker treats as a claim, the scorer's own steps give the pairs: its claims
(``Scorer.claims_of``), the text the model reads of each claim (``Scorer._model_text``: figures the gates worked
out read as the passage's), and the premises it would send the model (``score.select_candidates``: passages,
their windows, table rows as sentences, the letter's voice). Labels come from the sentence's ``label`` and
``unsupported_span`` exactly as the support stack's (``vouch_training.stack.claim_labels``): every claim of an
``entailed`` sentence is supported; in a ``partial`` sentence the claims over the span are not and the others
are; in a ``none`` sentence the claim the scorer found weakest is not (the others say nothing).

Premises per claim, ranked by the start model's calibrated support (the reading the scorer keeps):
- a supported claim: the best premise, and the whole passage it comes from (the claim may need the passage's
  other sentences), both entailment; left out when that premise holds under a third of the claim's content
  words (the claim is carried by several passages together, which the model never reads at once);
- an unsupported claim: the ``negatives`` best premises, "not entailment" (the binary label: the sentence label
  does not say whether a passage contradicts or only fails to state it). Only the best ones matter: the scorer
  keeps the maximum.

Then ``balance`` repeats supported pairs (seeded) until they are at least ``share`` of the pairs, so the model is
not pushed towards "not entailed" on letter paraphrases (the lesson of the candidate rejected on blind C).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from vouch_training import ENTAILMENT, NOT_ENTAILMENT
from vouch_training.domain import Pair

Log = Callable[[str], None]
# A supported claim whose best premise holds less than this share of its content words is carried by passages
# read together (a figure in one, its rule in another): the single premise does not entail it, so it is left out.
MIN_POSITIVE_COVERAGE = 0.34


def letter_pairs(
    model_dir: Path, files: Sequence[Path], threads: int = 1, negatives: int = 2, log: Log = print
) -> list[Pair]:
    from vouch.verify.entail import CrossEncoderModel
    from vouch.verify.evaluate import read_cases
    from vouch.verify.pipeline import Verifier
    from vouch.verify.score import content_tokens, coverage, select_candidates
    from vouch_training.stack import ScoredCase, claim_labels

    model = CrossEncoderModel(model_dir, threads=threads, quantize=True)  # the start model as served
    verifier = Verifier.build(model)
    scorer = verifier.scorer
    scorer.stack = None  # the labels of a "none" sentence follow the scorer without a stack, as the stack's do
    out: list[Pair] = []
    for path in files:
        cases = read_cases(path, gold=True)
        made = 0
        for case in cases:
            is_claim, _ = verifier.classify(case.sentence)
            if not is_claim or not case.passages:
                continue
            claims = scorer.claims_of(case.sentence)
            verdicts = scorer.score_claims(case.sentence, claims, case.passages)
            labels = claim_labels(ScoredCase(path.stem, case, tuple(verdicts)))
            texts = [p.text for p in case.passages]
            for claim, label in zip(claims, labels, strict=True):
                if label is None:
                    continue
                read, _ = scorer._model_text(claim, case.sentence, texts)
                cands = select_candidates(read, texts, scorer.max_candidates)
                if not cands:
                    continue
                probs = model.probabilities([(c.text, read) for c in cands])
                size = len(content_tokens(read))
                support = [
                    scorer.calibrator.support(pr, coverage(read, c.text), size)
                    for pr, c in zip(probs, cands, strict=True)
                ]
                order = sorted(range(len(cands)), key=lambda i: -support[i])
                kind = f"{path.stem}:{case.id}"
                if label == 1:
                    best = cands[order[0]]
                    if coverage(read, best.text) < MIN_POSITIVE_COVERAGE:
                        continue  # the claim needs another passage than the one read: not a pair to learn from
                    premises = [best.text]
                    whole = texts[best.passage].strip()
                    if whole != best.text:
                        premises.append(whole)
                    out.extend(Pair(p, read, ENTAILMENT, "letters", kind) for p in premises)
                    made += len(premises)
                else:
                    chosen = list(dict.fromkeys(cands[i].text for i in order[:negatives]))
                    out.extend(Pair(p, read, NOT_ENTAILMENT, "letters", kind) for p in chosen)
                    made += len(chosen)
        log(f"{path.name}: {len(cases)} cases, {made} claim-level pairs")
    return out


def balance(pairs: Sequence[Pair], share: float, r: random.Random) -> list[Pair]:
    """Repeat entailment pairs (a seeded draw) until they are at least ``share`` of the whole."""
    positives = [p for p in pairs if p.label == ENTAILMENT]
    others = len(pairs) - len(positives)
    out = list(pairs)
    if not positives or share <= 0.0:
        return out
    need = int(share * others / (1.0 - share)) - len(positives) if share < 1.0 else 0
    out.extend(r.choice(positives) for _ in range(max(0, need)))
    return out


def stratified(pairs: Sequence[Pair], n: int, share: float, r: random.Random) -> list[Pair]:
    """A seeded sample of ``n`` pairs, ``share`` of them entailment where there are enough (replay)."""
    positives = [p for p in pairs if p.label == ENTAILMENT]
    others = [p for p in pairs if p.label != ENTAILMENT]
    k = min(len(positives), round(n * share))
    return r.sample(positives, k) + r.sample(others, min(len(others), n - k))


def describe_letters(pairs: Sequence[Pair]) -> dict[str, Any]:
    by: dict[str, int] = {}
    for p in pairs:
        key = f"{p.kind.split(':', 1)[0]}:{'entailment' if p.label == ENTAILMENT else 'not_entailment'}"
        by[key] = by.get(key, 0) + 1
    return dict(sorted(by.items()))
