"""Value-bound two-passage support (``vouch.verify.pairs``): a claim whose figure is bound in one passage and
whose other words another passage supports is cited to both; each trap (a value from another row, the other
schedule, a date attached to another event, a period of another section, a rule passage that gives its own
figure, another claim's file, a negation the rule passage lacks) is shown failing beside its faithful twin.

The scorer runs the real gates and structure checks; the model is a stand-in that reads a hypothesis as
entailed only when the premise holds its key words and every figure it states, so a figure read against a
passage that does not print it is never entailed (as the real model mostly reads it).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from vouch.verify.checks import check_claim, check_claim_against, find_conflicts
from vouch.verify.entail import NLIProbs
from vouch.verify.pairs import abstracted, claim_folder, same_family
from vouch.verify.score import Evidence, Scorer, citations
from vouch.verify.types import Claim, Sentence, Support
from vouch.verify.values import extract_values

_FIGURE = re.compile(r"\d+%|[£$]\d[\d,]*|\d+\s+days|\d{1,2}\s+[A-Z][a-z]+\s+\d{4}")


class KeyedModel:
    """Entailed (0.95) when the premise holds one key of the table, the hypothesis holds it too, and every
    figure of the hypothesis is in the premise; otherwise neutral (0.05)."""

    def __init__(self, keys: Sequence[str]) -> None:
        self.keys = keys
        self.seen: list[tuple[str, str]] = []

    @property
    def name(self) -> str:
        return "keyed"

    @property
    def calibration(self) -> Mapping[str, Any] | None:
        return None

    def probabilities(self, pairs: Sequence[tuple[str, str]]) -> list[NLIProbs]:
        self.seen.extend(pairs)
        out = []
        for premise, hyp in pairs:
            keyed = any(k in hyp and k in premise for k in self.keys)
            figures = all(f in premise for f in _FIGURE.findall(hyp))
            p = 0.95 if keyed and figures else 0.05
            out.append(NLIProbs(p, 1 - p - 0.01, 0.01))
        return out

    def score(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        return [p.entailment for p in self.probabilities(pairs)]


def whole(text: str) -> list[Claim]:
    body = text.rstrip(".")
    return [Claim(body, 0, len(body), negated=" not " in f" {body} ")]


def scorer(*keys: str) -> Scorer:
    return Scorer(
        KeyedModel(keys),
        whole,
        check_claim,
        check_claims_against=check_claim_against,
        find_conflicts=find_conflicts,
    )


def verdict(s: Scorer, text: str, *passages: Evidence) -> tuple[Support, list[str]]:
    result = s.score_sentence(Sentence("s1", text, 0, len(text)), passages)
    return result.label, citations(result)


WORDING = Evidence(
    "w",
    "4.2 Escape of water. We will pay for damage caused by water escaping from a fixed installation. "
    "The escape of water excess shown in your schedule applies to each claim.",
    "halden-home-wording-HW26.pdf#p4.c4-2",
)
ROW_WATER = Evidence(
    "r2",
    "Schedule of excesses, row 2: Peril = Escape of water; Excess = £1,000",
    "halden-schedule-HS-20418.pdf#p1.t1.r2",
)
ROW_SUBSIDENCE = Evidence(
    "r3",
    "Schedule of excesses, row 3: Peril = Subsidence; Excess = £1,000",
    "halden-schedule-HS-20418.pdf#p1.t1.r3",
)
OTHER_SCHEDULE_ROW = Evidence(
    "x2",
    "Schedule of excesses, row 2: Peril = Escape of water; Excess = £250",
    "halden-schedule-HS-31977.pdf#p1.t1.r2",
)
CLAIM = "Your escape of water excess is £1,000 for each claim."


def test_schedule_row_gives_the_value_and_the_wording_the_rule() -> None:
    s = scorer("excess applies to each claim", "escape of water excess")
    label, cited = verdict(s, CLAIM, WORDING, ROW_WATER)
    assert label is Support.ENTAILED
    assert cited == ["w", "r2"]  # the rule passage, then the passage the value is bound in
    result = s.score_sentence(Sentence("s1", CLAIM, 0, len(CLAIM)), [WORDING, ROW_WATER])
    assert result.claims[0].passage_id == "w" and result.claims[0].paired_with == "r2"


def test_without_pairs_the_same_sentence_is_not_supported() -> None:
    s = scorer("excess applies to each claim", "escape of water excess")
    s.pairs = False
    assert verdict(s, CLAIM, WORDING, ROW_WATER)[0] is not Support.ENTAILED


def test_a_value_from_another_row_is_not_bound() -> None:
    s = scorer("excess applies to each claim", "escape of water excess")
    assert verdict(s, CLAIM, WORDING, ROW_SUBSIDENCE)[0] is not Support.ENTAILED


def test_a_value_from_the_other_schedule_is_not_bound() -> None:
    s = scorer("excess applies to each claim", "escape of water excess")
    # Twin: the letter's own schedule alone binds it (above). With another policy's schedule of the same
    # insurer beside it, a value read from either may be the other policy's.
    assert verdict(s, CLAIM, WORDING, ROW_WATER, OTHER_SCHEDULE_ROW)[0] is not Support.ENTAILED


def test_a_rule_passage_that_gives_its_own_figure_is_no_reading_of_another() -> None:
    # The wording sets its own excess for what the claim is about: the schedule's figure is no reading of it,
    # unless the claim gives the wording's figure too ("in place of the usual £400"), the twin.
    wording = Evidence(
        "w3", "Escape of water. The excess is £400 for each claim.", "halden-home-wording-HW26.pdf#p4.c4-2"
    )
    s = scorer("each claim")
    trap = "Your escape of water excess is £1,000 for each claim."
    twin = "Your escape of water excess is £1,000 for each claim in place of the usual £400."
    assert verdict(s, trap, wording, ROW_WATER)[0] is not Support.ENTAILED
    assert verdict(s, twin, wording, ROW_WATER)[0] is Support.ENTAILED


def test_a_condition_the_rule_passage_does_not_state_is_not_read_through() -> None:
    s = scorer("excess applies to each claim", "escape of water excess")
    text = "Your escape of water excess is £1,000 for each claim unless you use our approved plumber."
    assert verdict(s, text, WORDING, ROW_WATER)[0] is not Support.ENTAILED


def test_a_value_another_item_of_the_list_names_is_not_bound() -> None:
    quotes = Evidence(
        "q2", "[e2] 12/06/2025 - Adjuster inspected. Removal quotes: oak $850, maple $600.", "claims/PL-1/notes.txt#e2"
    )
    sent = Evidence(
        "q3",
        "[e3] 14/06/2025 - Customer sent the quote to remove the oak tree and the quote to remove the maple tree.",
        "claims/PL-1/notes.txt#e3",
    )
    s = scorer("quote to remove the oak tree", "quote to remove the maple tree")
    assert verdict(s, "The quote to remove the oak tree was $850.", quotes, sent)[0] is Support.ENTAILED
    assert verdict(s, "The quote to remove the maple tree was $850.", quotes, sent)[0] is not Support.ENTAILED


NOTE = Evidence(
    "n3",
    "[e3] 14/11/2025 09:10 - Storm on 5 November 2025 lifted ridge tiles; roofer attended on 10 November 2025.",
    "claims/HC-26-1042/notes.txt#e3",
)
CONDITION = Evidence(
    "c8",
    "8.1 Telling us about a claim. You must tell us about storm damage within 30 days of the storm.",
    "halden-home-wording-HW26.pdf#p20.c8-1",
)


def test_a_claim_note_gives_the_date_and_the_wording_the_period() -> None:
    s = scorer("tell us about storm damage")
    text = "The storm was on 5 November 2025, and you must tell us about storm damage within 30 days of the storm."
    label, cited = verdict(s, text, NOTE, CONDITION)
    assert label is Support.ENTAILED and set(cited) == {"c8", "n3"}


def test_a_date_attached_to_the_other_event_is_not_bound() -> None:
    s = scorer("tell us about storm damage")
    text = "The storm was on 10 November 2025, and you must tell us about storm damage within 30 days of the storm."
    assert verdict(s, text, NOTE, CONDITION)[0] is not Support.ENTAILED


def test_a_period_of_the_other_section_is_not_bound() -> None:
    periods = Evidence(
        "t1",
        "Time limits. Theft must be reported to us within 7 days; accidental damage within 60 days.",
        "halden-home-wording-HW26.pdf#p21.c8-2",
    )
    rule = Evidence(
        "t2",
        "8.3 Accidental damage. You must report accidental damage to us within the time limit.",
        "halden-home-wording-HW26.pdf#p21.c8-3",
    )
    s = scorer("report accidental damage to us")
    twin = "You must report accidental damage to us within 60 days."
    trap = "You must report accidental damage to us within 7 days."
    assert verdict(s, twin, periods, rule)[0] is Support.ENTAILED
    assert verdict(s, trap, periods, rule)[0] is not Support.ENTAILED


def test_another_claims_file_is_not_the_same_claim() -> None:
    other = Evidence(
        "n9",
        "[e1] 02/12/2025 - Storm on 5 November 2025 reported by the neighbour.",
        "claims/HC-26-1099/notes.txt#e1",
    )
    note_rule = Evidence("n4", "[e4] 15/11/2025 - Ridge tiles lifted by the storm.", "claims/HC-26-1042/notes.txt#e4")
    s = scorer("lifted by the storm")
    text = "The ridge tiles were lifted by the storm on 5 November 2025."
    assert verdict(s, text, other, note_rule)[0] is not Support.ENTAILED
    assert verdict(s, text, NOTE, note_rule)[0] is Support.ENTAILED  # twin: the letter's own claim file


def test_a_negation_the_rule_passage_lacks_is_not_read_through() -> None:
    s = scorer("excess applies to each claim", "escape of water excess")
    text = "Your escape of water excess of £1,000 does not apply to each claim."
    assert verdict(s, text, WORDING, ROW_WATER)[0] is not Support.ENTAILED


def test_families_and_claim_folders() -> None:
    assert same_family("halden-schedule-HS-1.pdf#p1.t1.r2", "halden-home-wording-HW26.pdf#p4.c4-2")
    assert not same_family("halden-schedule-HS-1.pdf#p1.t1.r2", "corvid-home-wording.pdf#p4.c4-2")
    assert same_family("claims/HC-1/notes.txt#e3", "halden-home-wording-HW26.pdf#p4")
    assert not same_family("claims/HC-1/notes.txt#e3", "claims/HC-2/notes.txt#e1")
    assert not same_family(None, "halden-home-wording-HW26.pdf#p4")
    assert claim_folder("kestrel-claims/KM-77314/notes.txt#entry1") == "kestrel-claims/KM-77314"
    assert claim_folder("halden-schedule-HS-1.pdf#p1") is None


def test_abstraction_keeps_one_determiner() -> None:
    text = "you must pay the first £1,000 of each claim"
    value = extract_values(text)[0]
    assert abstracted(text, [(value, "the Excess shown for Escape of water")]) == (
        "you must pay the first Excess shown for Escape of water of each claim"
    )
    assert abstracted("the excess is £50", [(extract_values(text)[0], "the amount")]) is None


def test_a_limit_another_passage_sets_for_the_slot_is_not_read_past() -> None:
    # The note gives the price and the schedule row the excess; the wording caps any one item at £1,500, so
    # "the full £1,890" is not a reading of the pair. Twin: without the wording's cap, the pair supports it.
    note = Evidence(
        "n1",
        "[e1] 11/08/2026 - Saddle (bought 2019, £1,890) stolen from the locked tack room.",
        "claims/EQ-1/notes.txt#e1",
    )
    row = Evidence("r3", "Schedule, row 3: Section = Saddles and tack; Excess = £100", "wey-schedule-WS-5.pdf#p1.r3")
    cap = Evidence(
        "c", "Section C. Saddlery. The most we will pay for any one item is £1,500.", "wey-equine-wording.pdf#p9.secC"
    )
    s = scorer("xcess")
    text = "We will pay the full £1,890 you paid for the saddle, less the £100 excess."
    assert verdict(s, text, note, row)[0] is Support.ENTAILED
    assert verdict(s, text, note, row, cap)[0] is not Support.ENTAILED


def test_the_attribution_and_the_audit_cite_both_passages() -> None:
    from vouch.answer.adapters import attribution_from_score
    from vouch.passages import Passage

    wording = Passage("c/w", "c", "d1", WORDING.address or "", WORDING.text)
    row = Passage("c/r2", "c", "d2", ROW_WATER.address or "", ROW_WATER.text)
    s = scorer("excess applies to each claim", "escape of water excess")
    result = s.score_sentence(Sentence("s1", CLAIM, 0, len(CLAIM)), [wording, row])
    attribution = attribution_from_score(result, [wording, row])
    assert attribution.support is Support.ENTAILED
    assert [c.address for c in attribution.citations] == [WORDING.address, ROW_WATER.address]
    # The words passage names the one its values are bound in, so a "please confirm" card can show both.
    assert [c.paired_with for c in attribution.citations] == ["c/r2", None]


def test_a_period_the_value_passage_sets_itself_is_not_replaced_by_the_other() -> None:
    wording = Evidence(
        "g", "9.4 For gadgets more than 3 years old we will deduct 30% for wear and tear.", "ayr-gadget-wording.pdf#p9"
    )
    s = scorer("years old")
    trap_note = Evidence("n2", "[e2] 04/03/2026 - The phone is more than 2 years old.", "claims/AG-7/notes.txt#e2")
    twin_note = Evidence("n2", "[e2] 04/03/2026 - The phone is more than 3 years old.", "claims/AG-7/notes.txt#e2")
    trap = "We would deduct 30% for wear and tear because the phone is more than 2 years old."
    twin = "We would deduct 30% for wear and tear because the phone is more than 3 years old."
    assert verdict(s, twin, wording, twin_note)[0] is Support.ENTAILED
    assert verdict(s, trap, wording, trap_note)[0] is not Support.ENTAILED


def test_a_value_the_rule_passage_gives_another_item_is_not_read_for_this_one() -> None:
    row = Evidence(
        "r6",
        "Policy Schedule WLS-4410, row 6: Item = Buildings sum insured; Details = £185,000 (Calder Terrace); "
        "£140,000 (Orrin Street)",
        "wex-schedule-WLS-4410.pdf#p1.t1.r6",
    )
    wording = Evidence(
        "w", "3.2 The most we will pay under this Part is 20% of the buildings sum insured.", "wex-wording.pdf#p1.c3-2"
    )
    s = scorer("Calder Terrace")
    assert verdict(s, "The most we would pay for Calder Terrace is 20% of £185,000.", row, wording)[0] is (
        Support.ENTAILED
    )
    assert verdict(s, "The most we would pay for Calder Terrace is 20% of £140,000.", row, wording)[0] is not (
        Support.ENTAILED
    )
