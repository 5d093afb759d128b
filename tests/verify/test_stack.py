"""The support stack: a learned reading of the scorer's signals that never overrides a gate or a check."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.verify.test_score import P1, FixedModel, money_gate, no_gates, sentence, split_on_and
from vouch.verify.entail import NLIProbs
from vouch.verify.evaluate import Case
from vouch.verify.score import Evidence, Scorer
from vouch.verify.stack import FEATURES, ClaimSignals, SupportStack, SupportStackError
from vouch.verify.types import Support
from vouch_training.stack import ScoredCase, claim_labels, fit_stack, sentence_support

NEUTRAL = SupportStack((0.0,) * len(FEATURES), 0.0, (0.0,) * len(FEATURES), (1.0,) * len(FEATURES), 0.5)


def leaning(bias: float) -> SupportStack:
    return replace(NEUTRAL, bias=bias)


def test_the_cut_maps_to_the_support_threshold_and_order_is_kept() -> None:
    stack = replace(NEUTRAL, cut=0.3)
    assert stack.remap(0.3) == pytest.approx(0.8)
    assert stack.remap(0.0) == 0.0 and stack.remap(1.0) == pytest.approx(1.0)
    assert stack.remap(0.2) < stack.remap(0.29) < stack.remap(0.31) < stack.remap(0.9)


def test_a_stack_that_does_not_match_the_scorer_is_refused_with_a_reason() -> None:
    good = NEUTRAL.to_mapping()
    assert SupportStack.from_mapping(good) == NEUTRAL
    assert SupportStack.from_mapping(None) is None
    with pytest.raises(SupportStackError, match="reads"):
        SupportStack.from_mapping(good | {"features": ["logit_entailment"]})
    with pytest.raises(SupportStackError, match="cut"):
        SupportStack.from_mapping(good | {"cut": 1.5})
    with pytest.raises(SupportStackError, match="scales"):
        SupportStack.from_mapping(good | {"scale": [0.0] * len(FEATURES)})


def test_the_stack_rereads_an_open_claim() -> None:
    text = "The excess for escape of water claims is £350."
    low = Scorer(FixedModel({"excess": 0.3}), split_on_and, no_gates)
    assert low.score_sentence(sentence(text), [P1]).label is not Support.ENTAILED
    trusting = Scorer(FixedModel({"excess": 0.3}), split_on_and, no_gates, stack=leaning(8.0))
    assert trusting.score_sentence(sentence(text), [P1]).label is Support.ENTAILED
    doubting = Scorer(FixedModel({"excess": 0.99}), split_on_and, no_gates, stack=leaning(-8.0))
    assert doubting.score_sentence(sentence(text), [P1]).label is not Support.ENTAILED


def test_the_stack_does_not_lift_a_claim_the_model_reads_as_plainly_unsupported() -> None:
    text = "The excess for escape of water claims is £350."
    # FixedModel gives 0.05 to what its table does not hold: below the floor, the stack leaves it alone.
    floored = Scorer(FixedModel({}), split_on_and, no_gates, stack=replace(leaning(8.0), floor=0.3))
    assert floored.score_sentence(sentence(text), [P1]).label is not Support.ENTAILED
    open_floor = Scorer(FixedModel({"excess": 0.35}), split_on_and, no_gates, stack=replace(leaning(8.0), floor=0.3))
    assert open_floor.score_sentence(sentence(text), [P1]).label is Support.ENTAILED
    with pytest.raises(SupportStackError, match="floor"):
        SupportStack.from_mapping(NEUTRAL.to_mapping() | {"floor": 1.0})


def test_a_failed_gate_keeps_the_claim_at_zero_whatever_the_stack_says() -> None:
    scorer = Scorer(FixedModel({"excess": 0.99}), split_on_and, money_gate, stack=leaning(8.0))
    result = scorer.score_sentence(sentence("The excess for escape of water claims is £250."), [P1])
    assert result.claims[0].support == 0.0
    assert result.label is Support.NONE
    # The faithful twin: the right amount is read by the stack and passes.
    twin = scorer.score_sentence(sentence("The excess for escape of water claims is £350."), [P1])
    assert twin.label is Support.ENTAILED


def _scored(label: str, supports: list[float], span: str | None = None) -> ScoredCase:
    text = ", and ".join(f"claim {i} about the excess" for i in range(len(supports))) + "."
    scorer = Scorer(FixedModel({}), split_on_and, no_gates)
    verdicts = scorer.score_claims(text, split_on_and(text), [P1])
    signals = ClaimSignals(NLIProbs(0.5, 0.3, 0.2), 0.5, 0.5, 0.5, (), 0.5)
    made = tuple(
        replace(v, score=replace(v.score, support=s), signals=replace(signals, support=s), open_to_stack=True)
        for v, s in zip(verdicts, supports, strict=True)
    )
    return ScoredCase("set", Case(1, "c", (Evidence("p1", P1.text),), text, label, span), made)


def test_claim_labels_follow_the_sentence_label() -> None:
    assert claim_labels(_scored("entailed", [0.9, 0.4])) == [1, 1]
    assert claim_labels(_scored("partial", [0.9, 0.4], span="claim 1 about the excess")) == [1, 0]
    assert claim_labels(_scored("none", [0.9, 0.4])) == [None, 0]


def test_the_fitted_cut_catches_the_unsupported_sentences_at_the_recall_asked() -> None:
    scored = [_scored("entailed", [0.9]) for _ in range(8)] + [_scored("none", [0.1]) for _ in range(8)]
    scored += [_scored("none", [0.85]), _scored("entailed", [0.2])]
    stack = fit_stack(scored, recall=0.85)
    flagged = [sentence_support(stack, item) < stack.cut for item in scored if item.unsupported]
    assert sum(flagged) / len(flagged) >= 0.85
    with pytest.raises(ValueError, match="no supported or no unsupported"):
        fit_stack([_scored("entailed", [0.9])])
