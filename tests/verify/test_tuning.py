"""Threshold tuning on labelled cases: precision first, but never at the price of a missed value or negation."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from vouch.verify.entail import NLIProbs
from vouch.verify.evaluate import Case, tune_threshold
from vouch.verify.pipeline import Verifier
from vouch.verify.score import Evidence
from vouch.verify.types import Claim, GateResult

PASSAGE = (Evidence("p1", "Anything at all."),)


class ScoreBySentence:
    """P(entailment) fixed per hypothesis, so each case's support is known exactly."""

    def __init__(self, scores: Mapping[str, float]) -> None:
        self.scores = scores

    @property
    def name(self) -> str:
        return "fixed"

    @property
    def calibration(self) -> Mapping[str, Any] | None:
        return None

    def probabilities(self, pairs: Sequence[tuple[str, str]]) -> list[NLIProbs]:
        return [NLIProbs(self.scores[h], 1 - self.scores[h], 0.0) for _, h in pairs]

    def score(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        return [p.entailment for p in self.probabilities(pairs)]


def case(case_id: str, sentence: str, label: str, *tags: str) -> Case:
    return Case(1, case_id, PASSAGE, sentence, label, None, tags)


def test_the_most_precise_threshold_that_misses_no_value_or_negation_wins() -> None:
    cases = [
        case("a", "Entailed at 0.50", "entailed"),
        case("e", "Entailed at 0.44", "entailed"),
        case("b", "Wrong amount at 0.45", "none", "money"),
        case("c", "Unsupported at 0.20", "none"),
    ]
    scores = {
        "Entailed at 0.50": 0.5,
        "Entailed at 0.44": 0.44,
        "Wrong amount at 0.45": 0.45,
        "Unsupported at 0.20": 0.2,
    }
    verifier = Verifier.build(
        ScoreBySentence(scores),
        decompose=lambda text: [Claim(text, 0, len(text))],
        check_claim=lambda claim, sentence, passage: GateResult(),
        classify=lambda text: (True, None),
    )
    tuned = tune_threshold(verifier, cases, grid=[0.3, 0.46], min_recall=0.5)
    # 0.3 flags only c: precision 1.0 but the wrong amount (b) would be marked checked. 0.46 catches it.
    assert tuned.sweep[0.3][0] == 1.0 and tuned.sweep[0.3][1] == 0.5
    assert tuned.threshold == 0.46
    assert tuned.report.recall_by_tag["money"] == (1, 1)


def test_a_threshold_just_above_a_case_is_not_chosen_when_the_next_lower_one_lets_it_through() -> None:
    cases = [
        case("a", "Entailed at 0.60", "entailed"),
        case("b", "Wrong amount at 0.45", "none", "money"),
        case("c", "Unsupported at 0.20", "none"),
    ]
    scores = {"Entailed at 0.60": 0.6, "Wrong amount at 0.45": 0.45, "Unsupported at 0.20": 0.2}
    verifier = Verifier.build(
        ScoreBySentence(scores),
        decompose=lambda text: [Claim(text, 0, len(text))],
        check_claim=lambda claim, sentence, passage: GateResult(),
        classify=lambda text: (True, None),
    )
    tuned = tune_threshold(verifier, cases, grid=[0.3, 0.44, 0.46, 0.5, 0.7], min_recall=1.0)
    # 0.46 is the most precise that catches b, but 0.45 is one rounding away from 0.44, which misses it.
    assert tuned.sweep[0.46][:2] == (1.0, 1.0) and tuned.sweep[0.44][1] == 0.5
    assert tuned.threshold == 0.5
