"""Restatement pairs: each positive a restatement its premise entails, each negative an edit of that SAME
restatement that its premise does not entail (a trap per edit, and the faithful twin it was made from)."""

from __future__ import annotations

import random
from pathlib import Path

from vouch_training import CONTRADICTION, ENTAILMENT, NEUTRAL
from vouch_training import restatements as R

ACK = "We will acknowledge your complaint within 5 working days and aim to resolve it within 4 weeks."
COND = "If your home is unoccupied for more than 45 days, we will not pay for escape of water."


def _positives(sentence: str) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for kind, hypothesis in R.positives(sentence):
        out.setdefault(kind, []).append(hypothesis)
    return out


def test_a_sentence_restates_itself_and_each_clause_keeps_its_subject() -> None:
    got = _positives(ACK)
    assert got["self"] == [ACK]
    assert got["clause"] == [
        "We will acknowledge your complaint within 5 working days.",
        "We will aim to resolve it within 4 weeks.",
    ]


def test_a_conditional_sentence_is_not_split_at_its_conjunctions() -> None:
    # the condition binds both conjuncts: "We will pay for the repair." alone is not what the sentence says
    assert R.clauses("If you report it within 7 days and keep the receipt, we will pay for the repair.") == []


def test_a_noun_list_is_not_a_clause() -> None:
    assert R.clauses("We will pay for fire and theft.") == []


def test_a_non_restrictive_relative_clause_can_be_dropped() -> None:
    sentence = "The excess, which is shown in your schedule, applies to each claim."
    assert "The excess applies to each claim." in R.clauses(sentence)


def test_voice_shift_both_ways_with_agreement() -> None:
    assert R.voice_shift("You must tell us within 14 days.") == "The insured must tell the insurer within 14 days."
    assert R.voice_shift("The insured must notify the insurer within 30 days.") == "You must notify us within 30 days."
    assert R.voice_shift("If you are away, we have the right to inspect.") == (
        "If the insured is away, the insurer has the right to inspect."
    )
    # a plain present verb would need its agreement changed ("you live" -> "lives"): left alone
    assert R.voice_shift("You live at the address shown.") is None


def test_condition_reordered_both_ways() -> None:
    back = R.reorder_condition(COND)
    assert back == "We will not pay for escape of water if your home is unoccupied for more than 45 days."
    assert R.reorder_condition(back) == COND


def test_negatives_are_edits_of_the_restatement() -> None:
    r = random.Random(0)
    clause = "We will acknowledge your complaint within 5 working days."
    edits = {kind: (label, h) for label, kind, h in R.negatives(clause, ACK, r)}
    assert edits["negation"] == (CONTRADICTION, "We will not acknowledge your complaint within 5 working days.")
    cond = {kind: (label, h) for label, kind, h in R.negatives(COND, COND, r)}
    assert cond["dropped_condition"] == (NEUTRAL, "We will not pay for escape of water.")
    assert cond["negation"][1] == "If your home is unoccupied for more than 45 days, we will pay for escape of water."


def test_value_swap_takes_another_value_of_the_same_kind_from_the_premise() -> None:
    premise = "We will pay up to £500 for locks and up to £2,000 for alternative accommodation within 30 days."
    swapped = R.swap_value("We will pay up to £500 for locks.", premise, random.Random(0))
    assert swapped == "We will pay up to £2,000 for locks."
    # no second value of the kind in the premise: no swap (a period is not a sum of money)
    assert R.swap_value("We will pay within 30 days.", premise, random.Random(0)) is None


def test_or_to_and_and_widening_only_where_they_widen() -> None:
    assert R.or_to_and("We will pay for theft or accidental damage.") == "We will pay for theft and accidental damage."
    assert R.or_to_and("We will not pay for wear or tear.") is None  # under a negation "and" is not wider
    assert R.widen("We will pay up to £5,000 for theft.") == "We will pay £5,000 for theft."
    assert R.widen("We may inspect the property.") == "We will inspect the property."


def test_flip_negation_never_doubles_a_negation() -> None:
    assert R.flip_negation("Index-linking will never reduce the sum insured.") is None


def test_every_positive_has_its_matched_negative_on_the_same_premise() -> None:
    pairs = R.sentence_pairs(ACK, ACK, "domain", random.Random(3))
    pos = [p for p in pairs if p.label == ENTAILMENT]
    neg = [p for p in pairs if p.label != ENTAILMENT]
    assert pos and len(neg) == len(pos)
    for p in neg:
        base = p.kind.rsplit(":", 1)[0]
        assert any(q.kind == base and q.premise == p.premise for q in pos)


def test_the_source_is_seeded_and_balanced(tmp_path: Path) -> None:
    repo = Path(__file__).resolve().parents[2]
    a = R.restatement_pairs(repo, repo / "server" / "vouch_training" / "corpus", None, None, 400, 5)
    b = R.restatement_pairs(repo, repo / "server" / "vouch_training" / "corpus", None, None, 400, 5)
    assert a == b and len(a) >= 300
    share = sum(p.label == ENTAILMENT for p in a) / len(a)
    assert 0.4 <= share <= 0.6
    assert {p.kind.split(":")[1] for p in a} >= {"self", "clause", "voice"}
