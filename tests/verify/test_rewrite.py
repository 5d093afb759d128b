"""Rewriting from the passage's own words, in the letter's voice, and checking the rewrite again."""

from __future__ import annotations

from vouch.verify.pipeline import Verifier
from vouch.verify.rewrite import letter_voice, propose, table_sentence
from vouch.verify.score import Evidence
from vouch.verify.types import Claim, ClaimScore, Support

WORDING = Evidence(
    "w",
    "14.5 Appealing a claim decision. If the policyholder disagrees with the insurer's decision, the policyholder "
    "may appeal by writing to the insurer within 28 days of the date of the decision letter. A claims handler "
    "who was not involved in the original decision will review the appeal.",
)
TABLE = Evidence(
    "t", "Schedule of excesses, row 1: Peril = Escape of water; Standard excess = £500; Voluntary excess = £100"
)


def test_letter_voice_drops_numbering_and_speaks_from_us_to_you() -> None:
    assert letter_voice("14.1 The policyholder must report theft to the police within 24 hours;") == (
        "You must report theft to the police within 24 hours."
    )
    assert letter_voice("(b) the insurer will refund the premium") == "We will refund the premium."
    assert letter_voice("Handlers must acknowledge every new claim within 2 working days.") == (
        "We will acknowledge every new claim within 2 working days."
    )


def test_table_rows_become_sentences_about_the_cells_asked_for() -> None:
    assert table_sentence(TABLE.text, "the voluntary excess for escape of water is £250") == (
        "For escape of water, the voluntary excess is £100."
    )
    both = table_sentence(TABLE.text, "what you pay")
    assert both == "For escape of water, the standard excess is £500 and the voluntary excess is £100."
    assert table_sentence("Not a table row.", "x") is None


def test_proposal_uses_the_passage_sentence_and_drops_what_no_passage_says() -> None:
    text = "You have 21 days to appeal, and we will phone you with the outcome."
    claims = [
        ClaimScore(Claim("You have 21 days to appeal in writing", 0, 26), 0.0, "w", 0.9),
        ClaimScore(Claim("we will phone you with the outcome", 32, len(text) - 1), 0.05, None, 0.05),
    ]
    proposal = propose(claims, [WORDING, TABLE], 0.8)
    assert proposal is not None
    assert proposal.text == (
        "If you disagree with our decision, you may appeal by writing to us within 28 days of the date of the "
        "decision letter."
    )
    assert proposal.passage_ids == ("w",)
    nothing = [ClaimScore(Claim("a courier will collect your sofa", 0, 10), 0.0, None, 0.0)]
    assert propose(nothing, [WORDING, TABLE], 0.8) is None


def test_a_contradicted_amount_is_rewritten_from_the_schedule_and_passes_the_recheck() -> None:
    from vouch.verify.entail import default_model

    verifier = Verifier.build(default_model())
    verdict = verifier.verify_sentence("Your voluntary excess for escape of water claims is £250.", [TABLE])
    assert verdict.label is not Support.ENTAILED
    assert verdict.rewrite is not None
    assert "£100" in verdict.rewrite.text and "£250" not in verdict.rewrite.text
    assert verdict.rewrite.passed, verdict.rewrite
    assert verdict.rewrite.citations == ("t",)
