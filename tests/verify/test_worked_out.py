"""Worked-out figures (``vouch.verify.gates``, section "Worked-out figures"): each kind of arithmetic a letter shows,
with a trap whose result is wrong, a trap whose operand is bound to something else, and a faithful twin."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

import pytest

from vouch.verify.checks import check_claim_against
from vouch.verify.claims import decompose
from vouch.verify.numbers import parse_number_words
from vouch.verify.score import structure_findings
from vouch.verify.types import Claim
from vouch.verify.values import ValueKind, extract_values


def failed(sentence: str, passages: Sequence[str]) -> list[str]:
    """The claim values the gates reject, reading the sentence as one claim against the passages together."""
    claim = Claim(text=sentence, start=0, end=len(sentence))
    return [f.claim_value for f in check_claim_against(claim, sentence, list(passages)).findings if not f.ok]


@dataclass(frozen=True)
class Case:
    kind: str
    passages: tuple[str, ...]
    faithful: str
    wrong_result: str  # the same arithmetic with a wrong result
    wrong_value: str  # the value the gates must reject in it
    wrong_operand: str | None = None  # an operand bound to another event or slot
    wrong_operand_value: str | None = None


LEASE = (
    "Term: 10 years from and including 1 July 2025. Rent Commencement Date: 1 October 2025. Rent review date: "
    "1 July 2030.",
    "9.2 Break clause. The Tenant may end this Lease on 1 July 2030 by giving the Landlord not less than six "
    "months' prior written notice.",
)
NOTES = (
    "12/03/2026 - Letter of complaint received from Mrs Dunmore about the valuation of her sofa.",
    "14/03/2026 - Written acknowledgement sent to Mrs Dunmore by post.",
    "18/03/2026 - Surveyor's report received.",
    "Complaints procedure. We will acknowledge a written complaint within 3 working days of receiving it.",
)

CASES = [
    Case(
        "date less a period, from the sentence's own date",
        LEASE[1:],
        "To end the lease on 1 July 2030, your notice must reach the landlord by 1 January 2030.",
        "To end the lease on 1 July 2030, your notice must reach the landlord by 1 February 2030.",
        "1 February 2030",
        # the sentence's operand is another event's date (the rent review, not the break date)
        "To end the lease on 1 July 2031, your notice must reach the landlord by 1 January 2031.",
        "1 July 2031",
    ),
    Case(
        "period between two of the sentence's dates",
        LEASE[:1],
        "Rent became payable on 1 October 2025, three months after the term began on 1 July 2025.",
        "Rent became payable on 1 October 2025, four months after the term began on 1 July 2025.",
        "four months",
        "Rent became payable on 1 November 2025, four months after the term began on 1 July 2025.",
        "1 November 2025",
    ),
    Case(
        "period between the sentence's date and a passage date",
        NOTES,
        "We received your letter on 12 March 2026 and acknowledged it two days later.",
        "We received your letter on 12 March 2026 and acknowledged it three days later.",
        "three days",
        "We received your letter on 13 March 2026 and acknowledged it one day later.",
        "13 March 2026",
    ),
    Case(
        "an age, approximately",
        ("File note 04/05/2026: boiler failed on 02/05/2026. Boiler installed 2011 by Hartwell Heating.",),
        "Your boiler was installed in 2011, so it was about 15 years old when it failed in May 2026.",
        "Your boiler was installed in 2011, so it was about 12 years old when it failed in May 2026.",
        "12 years",
        "Your boiler was installed in 2014, so it was about 12 years old when it failed in May 2026.",
        "2014",
    ),
    Case(
        "an age, as a bound",
        (
            "File note 21/11/26: heat pump stopped working 18/11/26. Installed March 2019.",
            "Heat pumps are covered for breakdown provided they are less than 10 years old.",
        ),
        "Your heat pump, installed in March 2019, was less than eight years old when it stopped in November 2026.",
        "Your heat pump, installed in March 2019, was less than seven years old when it stopped in November 2026.",
        "seven years",
    ),
    Case(
        "a rate per full period times the periods in a stated time",
        (
            "Delayed departure. If your departure is delayed by more than 12 hours we will pay £25 for each full "
            "12 hours of delay.",
            "10/06/2026 - Outbound flight delayed 38 hours by a strike.",
        ),
        "As your flight was delayed by 38 hours, we will pay £75 for the delay.",
        "As your flight was delayed by 38 hours, we will pay £100 for the delay.",
        "£100",
    ),
    Case(
        "a daily rate over its maximum period",
        ("Car hire. We will pay up to $60 per day for a replacement car, for no more than 20 days.",),
        "The most we will pay towards a replacement car is $1,200.",
        "The most we will pay towards a replacement car is $1,500.",
        "$1,500",
    ),
    Case(
        "a total in equal parts",
        ("Annual Rent: £36,000 per annum, payable by equal quarterly instalments in advance.",),
        "The annual rent of £36,000 is paid in four quarterly instalments of £9,000.",
        "The annual rent of £36,000 is paid in four quarterly instalments of £12,000.",
        "£12,000",
    ),
    Case(
        "a percentage of an amount the sentence supposes",
        (
            "Theft of outboard motors. The excess for any outboard theft claim is £250 or 10% of the claim, "
            "whichever is greater.",
        ),
        "On a £4,000 claim for outboard theft the excess would be £400.",
        "On a £4,000 claim for outboard theft the excess would be £450.",
        "£450",
        # the percentage's own bound is ignored: 10% of £1,500 is below the £250 minimum
        "On a £1,500 claim for outboard theft the excess would be £150.",
        "£150",
    ),
    Case(
        "the sentence's own figures as the operands",
        (
            "Schedule, row 2: Section = Vet fees; Limit = £5,000 per condition; Excess = £100 per condition",
            "If your pet is aged 9 or over, you must also pay 20% of the remaining cost after the excess.",
            "File note: invoice from Deane Vets for £1,100 received.",
        ),
        "Taking the £100 excess and then your 20% share of the rest off the £1,100 invoice leaves £800.",
        "Taking the £100 excess and then your 20% share of the rest off the £1,100 invoice leaves £790.",
        "£790",
        # an operand the passages give for nothing: the excess is £100, not £150
        "Taking the £150 excess and then your 20% share of the rest off the £1,100 invoice leaves £760.",
        "£150",
    ),
    Case(
        "one of the sentence's amounts less a passage's amount",
        ("E-mail from Mr Pell: our share of the villa was £2,500 and the tour operator will refund only £400.",),
        "The £2,100 of your £2,500 share that the operator will not refund is what you can claim.",
        "The £2,200 of your £2,500 share that the operator will not refund is what you can claim.",
        "£2,200",
    ),
    Case(
        "a count as the quotient of two of the sentence's amounts",
        ("Closure of accommodation. We will pay up to £120 per night per booking, up to £1,200 in total.",),
        "We pay up to £120 a night with a £1,200 maximum, so a ten-night closure would use the whole limit.",
        "We pay up to £120 a night with a £1,200 maximum, so a twelve-night closure would use the whole limit.",
        "a twelve",
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c.kind for c in CASES])
def test_a_worked_out_figure_passes_and_wrong_arithmetic_fails(case: Case) -> None:
    assert failed(case.faithful, case.passages) == []
    assert case.wrong_value in failed(case.wrong_result, case.passages)
    if case.wrong_operand is not None:
        assert case.wrong_operand_value in failed(case.wrong_operand, case.passages)


AUTHORITY = (
    "Authority bands, row 1: Handler grade = Grade 1; Settlement authority = up to £5,000",
    "3.5 A payment above the handler's own authority must be approved by a handler of a higher grade.",
)


def test_an_amount_outside_a_limit_holds_only_where_the_sentence_denies_it() -> None:
    denied = "A Grade 1 handler cannot settle a £7,500 claim without approval from a higher grade."
    assert failed(denied, AUTHORITY) == []
    assert failed("A Grade 1 handler can settle a £7,500 claim without approval.", AUTHORITY) == ["£7,500"]
    assert failed("A Grade 1 handler can settle a £4,500 claim.", AUTHORITY) == []


def test_a_date_related_to_the_event_whose_date_the_binding_finds() -> None:
    # The words around 16 March bind it to the receipt's note (12 March); the sentence relates it to the
    # receipt by a period, which holds for three working days and fails for one.
    notes = [
        "12/03/2026 - Complaint received by phone.",
        "16/03/2026 - Written acknowledgement sent.",
        "Complaints procedure. Every complaint is acknowledged in writing within 3 working days or 1 working day.",
    ]
    faithful = "We acknowledged your complaint in writing on 16 March 2026, within three working days of receiving it."
    assert failed(faithful, notes) == []
    trap = "We acknowledged your complaint in writing on 16 March 2026, within one working day of receiving it."
    assert "16 March 2026" in failed(trap, notes)
    # a date bound to another event with no relation the sentence states stays a conflict
    assert "16 March 2026" in failed("We received your complaint by phone on 16 March 2026.", notes)


def test_a_rival_the_passages_say_was_changed_to_the_claims_figure_is_no_rival() -> None:
    passages = [
        "Livestock schedule, row 1: Class = Breeding ewes; Number = 300; Maximum per head = £180; Excess = £250",
        "Endorsement 4. The Maximum per head for Breeding ewes in the Livestock schedule is amended to £220.",
    ]
    assert failed("For breeding ewes the most we can pay is £220 a head.", passages) == []
    assert failed("For breeding ewes the most we can pay is £240 a head.", passages) == ["£240"]


def test_a_rate_unit_after_a_frequency_or_a_slash_is_not_a_period() -> None:
    note = ["Spoke to Dr Ames: recommends physiotherapy 2x/wk for 6 wks."]
    assert failed("Dr Ames has recommended physiotherapy twice a week for six weeks.", note) == []
    assert failed("Dr Ames has recommended physiotherapy twice a week for eight weeks.", note) == ["eight weeks"]


def test_a_limit_the_sentence_names_is_not_a_bound_on_the_limit() -> None:
    rule = ["A member who keeps more than 40 colonies is not insured under this scheme. Member keeps 6 colonies."]
    assert failed("He keeps 6 colonies, well below the 40-colony limit.", rule) == []
    assert failed("He keeps 6 colonies, well below the 50-colony limit.", rule) == ["50"]


def test_number_words_after_an_article_and_fractions_with_a_hyphen() -> None:
    assert parse_number_words("a ten") == 10
    assert parse_number_words("a thousand") == 1000
    [fraction] = [v for v in extract_values("two-thirds of your wage") if v.kind is ValueKind.PERCENT]
    assert fraction.amount is not None and round(fraction.amount, 2) == Decimal("66.67")


# Structure: a condition the sentence states elsewhere, or one bound to a part the sentence does not restate.

LIST = (
    "What is not covered. We will not pay for: (a) any condition that first showed signs within 14 days of the "
    "start of your policy, unless it is caused by an accident; (b) routine treatment, including vaccinations and "
    "nail clipping; (c) spaying, unless a vet carries it out to treat an illness."
)
ASIDE = (
    "Emergency treatment. We will pay up to £5,000,000 for emergency treatment abroad, including hospital charges "
    "and, if our medical team agrees, repatriation."
)
OFFER = "If you reject an offer against your solicitor's advice, we will not pay any costs incurred after the offer."


def conditions(sentence: str, passage: str) -> list[str]:
    found: list[str] = []
    for claim in decompose(sentence):
        found += [
            f.explanation for f in structure_findings(claim, passage, decompose, sentence) if f.kind == "condition"
        ]
    return found


def test_a_condition_of_another_list_item_is_not_left_out() -> None:
    assert conditions("Vaccinations and nail clipping are routine treatment, which we will not pay for.", LIST) == []
    trap = "We will not pay for any condition that first showed signs within 14 days of the start of your policy."
    assert conditions(trap, LIST) != []


def test_a_condition_set_off_before_one_coordinate_binds_only_that_coordinate() -> None:
    assert conditions("We will pay for emergency treatment abroad, including hospital charges.", ASIDE) == []
    assert conditions("We will pay for emergency treatment abroad, including repatriation.", ASIDE) != []


def test_a_condition_the_sentence_states_in_another_clause_is_not_left_out() -> None:
    faithful = "Turning down an offer against your solicitor's advice means we would not pay costs incurred after it."
    assert conditions(faithful, OFFER) == []
    assert conditions("We will not pay any costs incurred after the offer.", OFFER) != []
