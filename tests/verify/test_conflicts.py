"""Structural conflicts: each trap a letter sentence can set while reusing a passage's words, and its honest twin.

Every rule is shown firing on the trap and staying quiet on a faithful restatement of the same passage, so a
rule that fires on everything (or on nothing) fails here. The passages are invented in the style of the
sample collection; none is a line of the evaluation set.
"""

from __future__ import annotations

import pytest

from vouch.verify.claims import decompose
from vouch.verify.conflicts import Conflict, find_conflicts
from vouch.verify.types import Claim


def conflicts(sentence: str, *passages: str) -> list[Conflict]:
    claims = decompose(sentence) or [Claim(sentence, 0, len(sentence))]
    return [c for claim in claims for c in find_conflicts(claim, sentence, passages)]


def kinds(sentence: str, *passages: str) -> set[str]:
    return {c.kind for c in conflicts(sentence, *passages)}


SLABS = (
    "3.4 Heave. We will not pay for damage to garage floors unless the walls of the garage are damaged at the "
    "same time and by the same cause."
)
THEFT = "If the home is lent or let, we will only pay for theft if there was forcible entry to or exit from the home."
ROW = "Schedule of excesses, row 2: Peril = Storm; Compulsory excess = £300; Voluntary excess = £150"
ZERO_ROW = "Schedule of excesses, row 5: Peril = Flood; Compulsory excess = £1,000; Voluntary excess = £0"
YOUNG = (
    "Motor schedule, row 3: Driver = Named driver under 25; Theft excess = £600 (including £250 young driver excess)"
)
NOTE = "File note 4: Surveyor Ardent Surveys instructed; their inspection is booked for 9 March 2025."
COURTESY = (
    "We will provide a hire car while your car is repaired. We will not provide a hire car if your car is stolen."
)
GLASS = "An excess of £120 applies to each replacement; there is no excess if the glass is repaired."
RENT = (
    "We will pay for the rent you lose for up to 24 months. We will not pay for rent that the tenant remains obliged "
    "to pay under the lease."
)
DELAY = "We will pay up to £300 for essentials. You must send us written confirmation of the delay from the airline."
AUTHORITY = "Any payment above £20,000 must be approved by the Claims Manager before it is made."
WAIVING = "Handlers must not waive an excess. Only a team lead or a claims manager may waive an excess."
REFUND = "We will refund the premium for the unexpired period, less an administration charge of £30."
RENT_ROW = "Loss of rent schedule, row 2: Month = May 2025; Rent due = £900.00; Paid by insurer = £600.00"
PREMIUM_ROW = "Policy schedule, row 10: Annual premium = £612.40 including Insurance Premium Tax at 12%"
MALICIOUS = "The most we will pay for malicious damage by tenants is £10,000 in any one period of insurance."
AUTHORITY_ROW = (
    "Table 1: Settlement authority limits, row 1: Role = Claims handler; Settlement authority = Up to £5,000; "
    "May accept a late appeal = No"
)
ONE_EXCESS = "Where one event causes damage under two sections, you will pay only one excess, the highest."
REPORT = (
    "The engineer's report concludes that the damp in your kitchen has been caused by condensation rather than by "
    "a leak. Condensation is not an insured event."
)


@pytest.mark.parametrize(
    ("kind", "trap", "faithful", "passage"),
    [
        (
            "condition_reversed",
            "We will not pay for damage to garage floors, even if the walls of the garage are damaged at the same "
            "time and by the same cause.",
            "We will not pay for damage to garage floors unless the walls of the garage are damaged at the same time "
            "and by the same cause.",
            SLABS,
        ),
        (
            "coordination_changed",
            "If the home is let, we will only pay for theft if there was forcible entry to and exit from the home.",
            "If the home is let, we will only pay for theft if there was forcible entry to or exit from the home.",
            THEFT,
        ),
        (
            "component_as_whole",
            "Your total excess for a storm claim is £300.",
            "For a storm claim the compulsory excess is £300 and the voluntary excess is £150.",
            ROW,
        ),
        (
            "included_as_extra",
            "A £250 young driver excess is payable on top of the £600 theft excess.",
            "The £600 theft excess includes a £250 young driver excess.",
            YOUNG,
        ),
        (
            "planned_as_done",
            "Ardent Surveys carried out their inspection on 9 March 2025.",
            "Ardent Surveys' inspection is booked for 9 March 2025.",
            NOTE,
        ),
        (
            "excluded_case_affirmed",
            "We will provide a hire car until your claim is settled if your car is stolen.",
            "We will not provide a hire car if your car is stolen.",
            COURTESY,
        ),
        (
            "excluded_case_affirmed",
            "An excess of £120 applies when your glass is repaired.",
            "There is no excess if your glass is repaired.",
            GLASS,
        ),
        (
            "exclusion_included",
            "We will pay for the rent you lose for up to 24 months, including rent the tenant is still obliged to pay "
            "under the lease.",
            "We will pay for the rent you lose for up to 24 months.",
            RENT,
        ),
        (
            "requirement_waived",
            "We will pay up to £300 for essentials without needing any proof of the delay.",
            "We will pay up to £300 for essentials, and you must send us written confirmation of the delay.",
            DELAY,
        ),
        (
            "party_not_permitted",
            "Your claims handler can waive the excess on your claim.",
            "A team lead can waive the excess on your claim.",
            WAIVING,
        ),
        (
            "only_party_narrowed",
            "Only the insured can cancel the policy by giving 14 days' notice in writing.",
            "The insured can cancel the policy by giving 14 days' notice in writing.",
            "Cancellation. Either the insured or the insurer may cancel this policy by giving 14 days' notice in "
            "writing to the other.",
        ),
        (
            "charge_denied",
            "We will refund the premium for the unexpired period with no administration charge.",
            "We will refund the premium for the unexpired period, less a £30 administration charge.",
            REFUND,
        ),
        (
            "column_of_the_act",
            "For May 2025 we paid the full £900.00 rent due.",
            "For May 2025 we paid £600.00 of the £900.00 rent due.",
            RENT_ROW,
        ),
        (
            "one_made_many",
            "Where one event causes damage under two sections, you pay an excess for each section.",
            "Where one event causes damage under two sections, you pay only one excess.",
            ONE_EXCESS,
        ),
        (
            "included_as_extra",
            "Your annual premium is £612.40 plus Insurance Premium Tax at 12%.",
            "Your annual premium is £612.40, which includes Insurance Premium Tax at 12%.",
            PREMIUM_ROW,
        ),
        (
            "limit_basis_changed",
            "We will pay up to £10,000 for each claim for malicious damage by tenants.",
            "We will pay up to £10,000 in any one period of insurance for malicious damage by tenants.",
            MALICIOUS,
        ),
        (
            "permission_cell",
            "A claims handler can accept a late appeal.",
            "A claims handler cannot accept a late appeal.",
            AUTHORITY_ROW,
        ),
        (
            "definition_excludes",
            "Water overflowing from your gutters counts as an escape of water.",
            "Water escaping from a burst pipe in the loft counts as an escape of water.",
            "Escape of water does not include water overflowing from gutters, downpipes or drains outside the home.",
        ),
        (
            "included_as_extra",
            "Your liability cover pays up to £2,000,000 for any one event, plus any costs we have agreed.",
            "Your liability cover pays up to £2,000,000 for any one event, including costs we have agreed.",
            "The most we will pay is £2,000,000 for any one event, including costs and expenses we have agreed.",
        ),
        (
            "combination_changed",
            "Any voluntary excess in your schedule replaces the standard excess.",
            "Any voluntary excess in your schedule is added to the standard excess.",
            "4.3 Any voluntary excess shown in the schedule is added to the standard excess.",
        ),
        (
            "condition_reversed",
            "Damage to drains is covered only if accidental damage cover is shown in your schedule.",
            "Damage to drains is covered even if accidental damage cover is not shown in your schedule.",
            "We will pay for damage to drains. This applies even if accidental damage cover is not shown in your "
            "schedule.",
        ),
        (
            "condition_reversed",
            "The excess rises to £1,500 whether or not the home is unoccupied.",
            "The excess rises to £1,500 if the home is unoccupied.",
            "If the home is unoccupied when the escape happens, the excess is £1,500.",
        ),
        (
            "cause_changed",
            "The engineer concluded that the damp in your kitchen was caused by a leaking pipe.",
            "The engineer concluded that the damp in your kitchen was caused by condensation.",
            REPORT,
        ),
        (
            "coordinate_added",
            "Any payment above £20,000 must be approved by the Claims Manager and a company director.",
            "Any payment above £20,000 must be approved by the Claims Manager.",
            AUTHORITY,
        ),
    ],
)
def test_each_trap_is_named_and_its_faithful_twin_is_not(kind: str, trap: str, faithful: str, passage: str) -> None:
    assert kind in kinds(trap, passage)
    assert kinds(faithful, passage) == set()


def test_a_zero_amount_in_the_row_is_not_a_second_charge() -> None:
    assert kinds("For a flood claim you only pay the £1,000 compulsory excess.", ZERO_ROW) == set()


def test_the_arithmetic_total_is_not_mistaken_for_one_component() -> None:
    assert kinds("You pay £300 plus £150, which is £450 in total.", ROW) == set()


def test_a_waiver_the_passage_states_is_supported() -> None:
    passage = "No receipts are needed for claims under £50; we will pay without proof of purchase."
    assert kinds("We will pay claims under £50 without needing any proof of purchase.", passage) == set()


def test_conflicts_say_where_and_why() -> None:
    sentence = "Ardent Surveys carried out their inspection on 9 March 2025."
    (found,) = conflicts(sentence, NOTE)
    assert sentence[found.start : found.end] == "carried out"
    assert "booked for 9 March 2025" in found.explanation
    assert found.contradiction is False
    (reversed_,) = conflicts(
        "We will not pay for damage to garage floors, even if the walls of the garage are damaged at the same time.",
        SLABS,
    )
    assert reversed_.contradiction is True
    assert "unless the walls of the garage" in reversed_.explanation


def test_a_requirement_that_applies_only_above_a_limit_is_not_needed_below_it() -> None:
    assert kinds("A payment of £15,000 can be made without needing the Claims Manager's approval.", AUTHORITY) == set()
    assert "requirement_waived" in kinds(
        "A payment of £25,000 can be made without needing the Claims Manager's approval.", AUTHORITY
    )


def test_a_cause_among_several_the_passage_names_is_not_a_conflict() -> None:
    passage = "We will pay for damage caused by storm or flood. We will not pay for damage caused by wear and tear."
    assert kinds("We will pay for damage to your fence caused by the storm.", passage) == set()


def test_and_for_or_in_a_list_that_names_a_category_is_not_a_change() -> None:
    passage = "No voluntary excess applies to subsidence, heave or landslip claims."
    assert kinds("Subsidence, heave and landslip claims carry no voluntary excess.", passage) == set()


def test_a_charge_the_passage_itself_waives_in_some_case_is_left_to_the_model() -> None:
    passage = "An excess of £95 applies to each replacement; there is no excess if the glass is repaired."
    assert kinds("There is no excess to pay if your windscreen is repaired.", passage) == set()


def test_a_table_caption_may_hold_a_colon_of_its_own() -> None:
    row = "Table 1: Excesses and limits, row 2: Peril = Storm; Standard excess = £300; Voluntary excess = £100"
    assert "component_as_whole" in kinds("For storm claims you pay a total excess of £300.", row)
