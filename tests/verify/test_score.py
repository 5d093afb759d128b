"""Scoring and aggregation, with stand-in models and gates so each rule can be seen failing on its own."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from vouch.verify.entail import NLIProbs
from vouch.verify.gates import verdict_of
from vouch.verify.score import (
    Calibrator,
    ClaimVerdict,
    Evidence,
    Scorer,
    aggregate,
    citations,
    coverage,
    fit_logistic,
    passage_sentences,
    select_candidates,
    spans,
    windows,
)
from vouch.verify.types import Claim, ClaimScore, Finding, GateResult, Sentence, Support


class FixedModel:
    """P(entailment) from a table keyed by hypothesis substring; everything else 0.05."""

    def __init__(self, table: Mapping[str, float], contradiction: float = 0.01) -> None:
        self.table = table
        self.contradiction = contradiction
        self.seen: list[tuple[str, str]] = []

    @property
    def name(self) -> str:
        return "fixed"

    @property
    def calibration(self) -> Mapping[str, Any] | None:
        return None

    def probabilities(self, pairs: Sequence[tuple[str, str]]) -> list[NLIProbs]:
        self.seen.extend(pairs)
        out = []
        for premise, hyp in pairs:
            p = next((v for k, v in self.table.items() if k in hyp and k in premise), 0.05)
            out.append(NLIProbs(p, max(0.0, 1 - p - self.contradiction), self.contradiction))
        return out

    def score(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        return [p.entailment for p in self.probabilities(pairs)]


def split_on_and(text: str) -> list[Claim]:
    """A stand-in decomposition: split on ', and '."""
    out, start = [], 0
    for part in text.split(", and "):
        out.append(Claim(text=part.strip().rstrip("."), start=start, end=start + len(part)))
        start += len(part) + len(", and ")
    return out


def no_gates(claim: Claim, sentence: str, passage: str) -> GateResult:
    return GateResult()


def money_gate(claim: Claim, sentence: str, passage: str) -> GateResult:
    """Fails when the claim names an amount the passage does not hold (passage_value: the passage's amount)."""
    import re

    findings = []
    for m in re.finditer(r"£[\d,]+", claim.text):
        amounts = re.findall(r"£[\d,]+", passage)
        ok = m.group(0) in amounts
        instead = None if ok or not amounts else amounts[0]
        findings.append(
            Finding(
                "money",
                verdict_of(ok, instead),
                claim.start + m.start(),
                claim.start + m.end(),
                "amount",
                claim_value=m.group(0),
                passage_value=instead,
            )
        )
    return GateResult(tuple(findings))


P1 = Evidence("p1", "The excess for escape of water claims is £350. We will pay up to £5,000 for trace and access.")
P2 = Evidence("p2", "We aim to respond to complaints within 8 weeks.")


def sentence(text: str) -> Sentence:
    return Sentence("s1", text, 0, len(text))


def test_coverage_normalises_numbers_and_stems() -> None:
    assert coverage("the excess is £1,000", "An excess of 1000 pounds applies") == 1.0
    assert coverage("we will deliver it to your home", "The excess is £350.") == 0.0
    assert 0 < coverage("claims for storm damage", "storm claims") < 1


def test_windows_and_candidates() -> None:
    text = "First sentence here. Second one about storms. Third about floods."
    assert passage_sentences(text) == ["First sentence here.", "Second one about storms.", "Third about floods."]
    assert windows(text)[0] == text and "Second one about storms. Third about floods." in windows(text)
    row = "Schedule of excesses, row 3: Peril = Storm; Standard excess = £300"
    assert passage_sentences(row) == [row]
    cands = select_candidates("storms", [text], k=2)
    assert cands[0].text == "Second one about storms."
    assert any(c.full for c in cands)


def test_calibration_fit_separates_and_is_identity_when_empty() -> None:
    x = [[3.0, -3.0, 1.0, 0.0]] * 20 + [[-3.0, 0.0, 0.2, 0.6]] * 20
    y = [1] * 20 + [0] * 20
    cal = fit_logistic(x, y)
    assert cal.apply(x[0]) > 0.9 and cal.apply(x[-1]) < 0.1
    assert Calibrator().support(NLIProbs(0.7, 0.2, 0.1), 0.5, 4) == 0.7
    back = Calibrator.from_mapping(cal.to_mapping())
    assert back.weights == cal.weights
    with pytest.raises(ValueError):
        Calibrator.from_mapping({"weights": [1.0]})


def test_all_claims_supported_is_entailed() -> None:
    scorer = Scorer(FixedModel({"excess": 0.95, "trace": 0.9}), split_on_and, no_gates)
    text = "The excess for escape of water claims is £350, and we will pay up to £5,000 for trace and access."
    result = scorer.score_sentence(sentence(text), [P1, P2])
    assert result.label is Support.ENTAILED
    assert result.score == pytest.approx(0.9)
    assert citations(result) == ["p1"]
    assert [s.start for s in spans(result)] == [0, text.index("we will")]


def test_one_unsupported_claim_is_partial_and_localised() -> None:
    scorer = Scorer(FixedModel({"excess": 0.95}), split_on_and, no_gates)
    text = "The excess for escape of water claims is £350, and a plumber will visit tomorrow."
    result = scorer.score_sentence(sentence(text), [P1])
    assert result.label is Support.PARTIAL
    bad = [s for s in spans(result) if s.support < 0.8]
    assert len(bad) == 1 and text[bad[0].start : bad[0].end].startswith("a plumber")


def test_nothing_supported_is_none() -> None:
    scorer = Scorer(FixedModel({}), split_on_and, no_gates)
    assert scorer.score_sentence(sentence("A plumber will visit tomorrow."), [P1]).label is Support.NONE


def test_a_failed_gate_caps_support_whatever_the_model_says() -> None:
    scorer = Scorer(FixedModel({"excess": 0.99}), split_on_and, money_gate)
    result = scorer.score_sentence(sentence("The excess for escape of water claims is £250."), [P1])
    assert result.claims[0].support == 0.0
    assert result.claims[0].model_score is not None and result.claims[0].model_score > 0.9
    assert result.label is Support.NONE


def test_a_contradiction_makes_the_sentence_none_even_beside_a_supported_claim() -> None:
    scorer = Scorer(FixedModel({"excess": 0.99, "trace": 0.99}), split_on_and, money_gate)
    text = "The excess for escape of water claims is £250, and we will pay up to £5,000 for trace and access."
    result = scorer.score_sentence(sentence(text), [P1])
    assert [c.support >= 0.8 for c in result.claims] == [False, True]
    assert result.label is Support.NONE  # not partial: a different value is a contradiction


def test_unsupported_without_contradiction_stays_partial() -> None:
    verdicts = [
        ClaimVerdict(ClaimScore(Claim("a", 0, 1), 0.9, "p1", 0.9), contradicted=False),
        ClaimVerdict(ClaimScore(Claim("b", 2, 3), 0.1, None, 0.1), contradicted=False),
    ]
    assert aggregate(sentence("a b"), verdicts, 0.8).label is Support.PARTIAL
    assert aggregate(sentence("a b"), verdicts, 0.05).label is Support.ENTAILED  # threshold is per call
    contradicted = [verdicts[0], ClaimVerdict(verdicts[1].score, contradicted=True)]
    assert aggregate(sentence("a b"), contradicted, 0.8).label is Support.NONE


def test_the_best_passage_wins_and_is_cited() -> None:
    scorer = Scorer(FixedModel({"complaints": 0.93}), split_on_and, no_gates)
    result = scorer.score_sentence(sentence("We aim to respond to complaints within 8 weeks."), [P1, P2])
    assert result.label is Support.ENTAILED
    assert result.claims[0].passage_id == "p2"


def test_no_passages_means_none_and_not_a_claim_is_passed_through() -> None:
    scorer = Scorer(FixedModel({"excess": 0.99}), split_on_and, no_gates)
    assert scorer.score_sentence(sentence("The excess is £350."), []).label is Support.NONE
    hello = Sentence("s1", "Dear Mr Smith,", 0, 14, is_claim=False, reason="salutation")
    assert scorer.score_sentence(hello, [P1]).label is Support.NOT_A_CLAIM


def test_calls_to_the_model_are_bounded_per_claim() -> None:
    model = FixedModel({})
    long_passage = Evidence("p9", " ".join(f"Sentence number {i} about storms." for i in range(12)))
    Scorer(model, split_on_and, no_gates, max_candidates=3).score_sentence(
        sentence("Storm damage is covered."), [long_passage]
    )
    assert len(model.seen) <= 4  # 3 windows + the full passage


def test_values_from_two_passages_together_are_not_a_conflict_with_either() -> None:
    """Last year's rent in one row, this year's in the next: each row alone lacks one amount."""
    from vouch.verify.checks import check_claim, check_claim_against

    rows = [
        Evidence("r2", "Rent schedule, row 2: Period = 2024 to 2025; Annual rent = £30,000"),
        Evidence("r3", "Rent schedule, row 3: Period = 2025 to 2026; Annual rent = £31,500"),
    ]
    scorer = Scorer(FixedModel({"rent": 0.95}), split_on_and, check_claim, check_claims_against=check_claim_against)
    result = scorer.score_sentence(sentence("The annual rent rises from £30,000 to £31,500."), rows)
    assert result.label is Support.ENTAILED
    wrong = scorer.score_sentence(sentence("The annual rent rises from £30,000 to £32,500."), rows)
    assert wrong.label is Support.NONE  # £32,500 is in neither row: still capped, still a contradiction


def test_a_structural_conflict_caps_support_and_explains_itself() -> None:
    from vouch.verify.checks import find_conflicts

    passage = Evidence(
        "p1", "If the flat is let, we will only pay for theft if there was forcible entry to or exit from it."
    )
    scorer = Scorer(FixedModel({"theft": 0.97}), split_on_and, no_gates, find_conflicts=find_conflicts)
    verdicts = scorer.score_claims(
        "We will only pay for theft if there was forcible entry to and exit from the flat.",
        split_on_and("We will only pay for theft if there was forcible entry to and exit from the flat."),
        [passage],
    )
    assert verdicts[0].score.support == 0.0
    assert verdicts[0].score.model_score is not None and verdicts[0].score.model_score > 0.9
    assert verdicts[0].reason is not None and "'to or exit'" in verdicts[0].reason


def test_the_model_also_reads_the_passage_in_the_letters_voice() -> None:
    passage = "The customer may appeal a declined claim within 28 days of the decision letter."
    texts = [c.text for c in select_candidates("You may appeal within 28 days", [passage], k=6)]
    assert "You may appeal a declined claim within 28 days of the decision letter." in texts
    row = "Schedule of excesses, row 3: Peril = Storm; Compulsory excess = £300; Voluntary excess = £0"
    texts = [c.text for c in select_candidates("the compulsory excess for storm is £300", [row], k=6)]
    assert any(t.startswith("For storm, the compulsory excess is £300") for t in texts)


def test_the_model_reads_a_claim_without_an_aside_restating_a_worked_out_figure() -> None:
    """ ", which is $8,200": the gates check 2% of $410,000; the model reads only what the row states."""
    from vouch.verify.checks import check_claim, check_claim_against

    row = Evidence(
        "r3", "Deductibles, row 3: Peril = Hail; Deductible = 2% of Coverage A limit; Coverage A limit = $410,000"
    )
    model = FixedModel({"deductible": 0.95})
    scorer = Scorer(model, split_on_and, check_claim, check_claims_against=check_claim_against)
    result = scorer.score_sentence(
        sentence("Your hail deductible is 2% of your limit of $410,000, which is $8,200."), [row]
    )
    assert result.label is Support.ENTAILED
    assert model.seen and all("$8,200" not in hypothesis for _, hypothesis in model.seen)
    model.seen.clear()
    wrong = scorer.score_sentence(
        sentence("Your hail deductible is 2% of your limit of $410,000, which is $9,200."), [row]
    )
    assert wrong.label is Support.NONE  # a figure the arithmetic does not give is still capped by the gate
    assert any("$9,200" in hypothesis for _, hypothesis in model.seen)


def test_hardened_modality_is_judged_only_for_the_same_act() -> None:
    from vouch.verify.claims import decompose
    from vouch.verify.score import structure_findings

    passage = "A team leader may extend the deadline by 14 days if the customer asks before it passes."
    (hardened,) = decompose("A team leader will extend the deadline by 14 days if you ask before it passes.")
    (other_act,) = decompose("Any extension has to be requested before the deadline passes.")
    assert [f.kind for f in structure_findings(hardened, passage, decompose)] == ["modality"]
    assert structure_findings(other_act, passage, decompose) == []
    # One of two acts the passage joins ("may reduce or refuse") is still the same act.
    late = "If you tell us after 30 days, we may reduce or refuse the claim."
    (refuse,) = decompose("If you tell us after 30 days, we will refuse the claim.")
    assert [f.kind for f in structure_findings(refuse, late, decompose)] == ["modality"]


def test_a_yes_no_cell_reads_as_the_statement_it_makes() -> None:
    from vouch.verify.rewrite import status_sentence

    row = "Cover summary, row 4: Cover = Accidental damage to buildings; Chosen = No; Annual premium = £0.00"
    assert status_sentence(row) == "Accidental damage to buildings cover has not been chosen."
    assert status_sentence(row.replace("Chosen = No", "Chosen = Yes")) == (
        "Accidental damage to buildings cover has been chosen."
    )
    assert status_sentence("Schedule, row 1: Peril = Storm; Excess = £300") is None
    texts = [c.text for c in select_candidates("Your policy does not include accidental damage cover", [row], k=6)]
    assert "Accidental damage to buildings cover has not been chosen." in texts


def test_a_file_note_entrys_date_stamp_leaves_a_date_unsupported_but_not_contradicted() -> None:
    from vouch.verify.checks import check_claim

    text = "Your schedule, issued on 1 November 2025, shows an escape of water excess of £400."
    stamped = Evidence(
        "e8", "[e8] 05/03/2026 16:00 AB - Customer phoned about the escape of water excess of £400 on her schedule."
    )
    scorer = Scorer(FixedModel({"excess": 0.95}), lambda t: [Claim(t[:-1], 0, len(t) - 1)], check_claim)
    result = scorer.score_sentence(sentence(text), [stamped])
    [claim] = result.claims
    assert claim.support == 0.0  # the gate still finds no equal date: never supported
    assert not claim.contradicted  # the stamp is when the note was written, not the schedule's date
    # The twin: the entry's body gives another issue date for the schedule: that is a contradiction.
    body = Evidence(
        "e8",
        "[e8] 05/03/2026 16:00 AB - Customer phoned about the escape of water excess of £400 on her schedule, "
        "issued on 2 November 2025.",
    )
    [claim] = scorer.score_sentence(sentence(text), [body]).claims
    assert claim.support == 0.0 and claim.contradicted


def test_a_value_from_another_row_of_the_table_caps_the_row_that_holds_it() -> None:
    rows = [
        Evidence("r2", "Approval table, row 2: Role = Senior Surveyor; Roof repairs: may approve up to = £40,000"),
        Evidence("r1", "Approval table, row 1: Role = Surveyor; Roof repairs: may approve up to = £12,000"),
    ]
    scorer = Scorer.build(FixedModel({"approve": 0.99}))  # the real decomposition and gates
    # trap: the senior row's figure given to the plain role the other row is about
    trap = scorer.score_sentence(Sentence("s1", "A Surveyor may approve roof repairs up to £40,000.", 0, 50), rows)
    assert trap.label is not Support.ENTAILED
    # twin: each role's own figure
    for text in (
        "A Surveyor may approve roof repairs up to £12,000.",
        "A Senior Surveyor may approve roof repairs up to £40,000.",
    ):
        assert scorer.score_sentence(Sentence("s1", text, 0, len(text)), rows).label is Support.ENTAILED, text


UNOCCUPIED = Evidence(
    "u1",
    "8.5 Unoccupancy. Once the property has been unoccupied for more than 45 consecutive days, cover for theft "
    "is suspended until it is occupied again.",
)


def test_days_in_a_row_are_consecutive_days_and_a_condition_restated_by_its_figure_is_kept() -> None:
    scorer = Scorer.build(FixedModel({"suspended": 0.95}))  # the real decomposition, gates and structure checks
    # twin: the same period and the same condition in other words
    faithful = "If the flat is empty for more than 45 days in a row, theft cover is suspended until it is lived in."
    assert scorer.score_sentence(sentence(faithful), [UNOCCUPIED]).label is Support.ENTAILED
    for trap in (
        # another period, in the same words
        "If the flat is empty for more than 30 days in a row, theft cover is suspended until it is lived in.",
        # days that need not run together
        "If the flat is empty for more than 45 days, theft cover is suspended until it is lived in.",
        # the condition left out
        "Theft cover is suspended until the property is occupied again.",
    ):
        assert scorer.score_sentence(sentence(trap), [UNOCCUPIED]).label is not Support.ENTAILED, trap
