"""End to end with the committed model, the real decomposition and the real gates (no training here)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from vouch.verify.entail import CheckerUnavailable, NLIProbs, default_model
from vouch.verify.pipeline import Verifier
from vouch.verify.score import Evidence
from vouch.verify.types import Support

EXCESS = Evidence(
    "wording#c4-2",
    "4.2 Limits and excess. The excess for each and every claim for escape of water is £350. If the escape "
    "happens while the home is unoccupied, the excess is £1,000.",
)
APPEALS = Evidence(
    "wording#c14-5",
    "14.5 Appealing a claim decision. If you disagree with our decision on your claim, you may appeal by writing "
    "to us within 28 days of the date of our decision letter. A claims handler who was not involved in the "
    "original decision will review your appeal.",
)
LOSS_ADJUSTERS = Evidence(
    "wording#c14-7",
    "14.7 Loss adjusters. We may appoint a loss adjuster to handle your claim on our behalf. The loss adjuster "
    "will usually contact you within 2 working days of being appointed.",
)
PASSAGES = [EXCESS, APPEALS, LOSS_ADJUSTERS]


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier.build(default_model())


def test_a_contradicting_amount_is_none(verifier: Verifier) -> None:
    verdict = verifier.verify_sentence("The excess for an escape of water claim is £500.", PASSAGES)
    assert verdict.label is Support.NONE
    assert verdict.result.score < 0.8
    assert verdict.citations == ()


def test_a_supported_paraphrase_is_entailed_and_cited(verifier: Verifier) -> None:
    verdict = verifier.verify_sentence(
        "If you disagree with our decision, you can appeal in writing within 28 days of the date of our decision "
        "letter.",
        PASSAGES,
    )
    assert verdict.label is Support.ENTAILED, verdict
    assert verdict.citations == ("wording#c14-5",)
    assert verdict.rewrite is None


def test_dropping_the_passages_condition_is_not_supported_and_no_rewrite_writes_it_in(verifier: Verifier) -> None:
    verdict = verifier.verify_sentence(
        "You can appeal against our decision in writing within 28 days of the date of our decision letter.", PASSAGES
    )
    assert verdict.label is not Support.ENTAILED
    assert verdict.result.claims[0].passage_id == "wording#c14-5"  # the passage it is about, even when capped
    # Restoring "if you disagree" would put new words in the writer's mouth: no small edit does it.
    assert verdict.rewrite is None


def test_a_different_period_is_not_supported(verifier: Verifier) -> None:
    verdict = verifier.verify_sentence("You have 14 days from the date of our decision letter to appeal.", PASSAGES)
    assert verdict.label in {Support.NONE, Support.PARTIAL}


def test_an_added_claim_makes_the_sentence_partial_and_is_localised(verifier: Verifier) -> None:
    text = "The excess for escape of water claims is £350, and we will send one of our plumbers to fix the leak."
    verdict = verifier.verify_sentence(text, PASSAGES)
    assert verdict.label in {Support.PARTIAL, Support.NONE}
    unsupported = [s for s in verdict.spans if s.support < 0.8]
    assert unsupported, verdict.spans
    assert any("plumbers" in text[s.start : s.end] for s in unsupported)
    assert not any("£350" in text[s.start : s.end] and "plumbers" not in text[s.start : s.end] for s in unsupported)


def test_hardening_may_into_will_is_not_supported(verifier: Verifier) -> None:
    verdict = verifier.verify_sentence("We will appoint a loss adjuster to handle your claim.", PASSAGES)
    assert verdict.label is not Support.ENTAILED


def test_courtesy_is_not_a_claim(verifier: Verifier) -> None:
    verdict = verifier.verify_sentence("Please do not hesitate to contact us if you have any questions.", PASSAGES)
    assert verdict.label is Support.NOT_A_CLAIM
    assert verdict.spans == () and verdict.rewrite is None


def test_a_whole_letter_is_segmented_and_marked(verifier: Verifier) -> None:
    letter = (
        "Dear Ms Petrova,\n\nThank you for your letter. The excess for escape of water claims is £350. "
        "You have 60 days to appeal.\n\nYours sincerely,\nClaims Team"
    )
    verdicts = verifier.verify_text(letter, PASSAGES, rewrite=False)
    labels = {v.sentence.text: v.label for v in verdicts}
    assert labels["The excess for escape of water claims is £350."] is Support.ENTAILED
    assert labels["You have 60 days to appeal."] in {Support.NONE, Support.PARTIAL}
    assert labels["Dear Ms Petrova,"] is Support.NOT_A_CLAIM
    assert [v.sentence.id for v in verdicts] == [f"s{i}" for i in range(1, len(verdicts) + 1)]
    for v in verdicts:
        assert letter[v.sentence.doc_start : v.sentence.doc_end] == v.sentence.text


class DownModel:
    @property
    def name(self) -> str:
        return "down"

    @property
    def calibration(self) -> Mapping[str, Any] | None:
        return None

    def probabilities(self, pairs: Sequence[tuple[str, str]]) -> list[NLIProbs]:
        raise CheckerUnavailable("judge answered HTTP 429")

    def score(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        raise CheckerUnavailable("judge answered HTTP 429")


def test_a_checker_that_cannot_answer_gives_unverified_never_clean() -> None:
    verifier = Verifier.build(DownModel())
    verdict = verifier.verify_sentence("The excess for escape of water claims is £350.", PASSAGES)
    assert verdict.label is Support.UNVERIFIED
    assert verdict.detail is not None and "429" in verdict.detail
    assert verdict.citations == ()


def test_threshold_is_configurable_per_call(verifier: Verifier) -> None:
    text = "The excess for an escape of water claim is £350."
    strict = verifier.verify_sentence(text, PASSAGES, threshold=0.999999)
    lenient = verifier.verify_sentence(text, PASSAGES, threshold=0.5)
    assert lenient.label is Support.ENTAILED
    assert strict.result.threshold == 0.999999
    assert strict.label is not Support.ENTAILED or strict.result.score >= 0.999999
