"""Restatement pairs: each positive a restatement its premise entails, each negative an edit of that SAME
restatement that its premise does not entail (a trap per edit, and the faithful twin it was made from)."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

from vouch_training import CONTRADICTION, ENTAILMENT, NEUTRAL
from vouch_training import restatements as R
from vouch_training.domain import Pair

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
    neg = [p for p in pairs if p.label != ENTAILMENT and ":sibling_" not in p.kind]
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


PROCEDURE = (
    "We will acknowledge your complaint within 5 working days. "
    "We aim to resolve it within 8 weeks. "
    "Your excess is £250."
)


def test_a_clause_given_its_siblings_value_contradicts_the_passage() -> None:
    # trap: the acknowledgement deadline given the resolution deadline's value, and the resolution given the
    # acknowledgement's: each value is in the passage, bound to the other statement
    sentence = "We will acknowledge your complaint within 5 working days."
    got = dict(R.sibling_swaps(sentence, sentence, PROCEDURE, random.Random(0)))
    assert got == {
        "sibling_value": "We will acknowledge your complaint within 8 weeks.",
        "sibling_slot": "We aim to resolve it within 5 working days.",
    }
    # faithful twin: the clause with its own value is a positive, never a sibling edit
    assert ("self", sentence) in list(R.positives(sentence))
    assert sentence not in got.values()


def test_the_clauses_of_one_sentence_are_siblings() -> None:
    sentence = "We will acknowledge your complaint within 5 working days and aim to resolve it within 8 weeks."
    clause = "We will acknowledge your complaint within 5 working days."
    got = dict(R.sibling_swaps(clause, sentence, sentence, random.Random(0)))
    assert got["sibling_value"] == "We will acknowledge your complaint within 8 weeks."
    assert got["sibling_slot"] == "We will aim to resolve it within 5 working days."


def test_no_sibling_edit_without_a_sibling_value_of_the_kind_or_where_the_passage_says_it() -> None:
    # twin: the only sum of money in the passage; a period is not a sum
    assert list(R.sibling_swaps("Your excess is £250.", "Your excess is £250.", PROCEDURE, random.Random(0))) == []
    # twin: both statements bind the same value: moving it changes nothing
    same = "We will acknowledge your complaint within 8 weeks. We aim to resolve it within 8 weeks."
    clause = "We will acknowledge your complaint within 8 weeks."
    assert list(R.sibling_swaps(clause, clause, same, random.Random(0))) == []


def test_sibling_edits_are_contradictions_read_against_the_whole_passage() -> None:
    sentence = "We will acknowledge your complaint within 5 working days."
    pairs = R.sentence_pairs(sentence, PROCEDURE, "domain", random.Random(1))
    sib = [p for p in pairs if ":sibling_" in p.kind]
    assert sib and all(p.label == CONTRADICTION and p.premise == PROCEDURE for p in sib)


def _pair(label: int, kind: str) -> Pair:
    return Pair("p", "h", label, R.SOURCE, kind)


def test_negation_flips_are_capped_and_sibling_edits_weigh_as_the_clause_positives() -> None:
    r = random.Random(0)
    pairs = (
        [_pair(CONTRADICTION, "domain:clause:negation") for _ in range(60)]
        + [_pair(NEUTRAL, "domain:clause:widened") for _ in range(30)]
        + [_pair(ENTAILMENT, "domain:clause") for _ in range(40)]
    )
    capped = R.cap_kind(pairs, "negation", 0.25, r)
    neg = [p for p in capped if p.label != ENTAILMENT]
    assert sum(p.kind.endswith(":negation") for p in neg) == 10  # a quarter of 40 negatives
    assert sum(p.label == ENTAILMENT for p in capped) == 40  # positives untouched
    weighed = R.weigh_siblings(capped + [_pair(CONTRADICTION, "domain:clause:sibling_value")] * 5, r)
    assert sum(":sibling_" in p.kind for p in weighed) == 40


def test_the_pairs_do_not_depend_on_the_hash_seed() -> None:
    # the same seed gives the same pairs in every process (a set's iteration order changes with PYTHONHASHSEED)
    code = (
        "import random; from vouch_training import restatements as R; "
        "s = 'We will acknowledge your complaint within 5 working days and you must tell us within 30 days.'; "
        "print([(p.kind, p.hypothesis) for p in R.sentence_pairs(s, s, 'domain', random.Random(2))])"
    )
    server = str(Path(__file__).resolve().parents[2] / "server")
    outs = {
        subprocess.run(
            [sys.executable, "-c", code],
            env={**os.environ, "PYTHONHASHSEED": str(h), "PYTHONPATH": server},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for h in (1, 2, 3, 4)
    }
    assert len(outs) == 1
