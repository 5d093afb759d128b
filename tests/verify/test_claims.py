"""Clause-level decomposition: how many claims, which characters carry each, and what must survive.

Every case states the exact range of each claim in the sentence, its rendered text when that differs from the
range (a restored subject, a copied condition, a relative clause with its antecedent), and the negation,
modality, quantifiers and condition it must keep. A claim that loses its "not", its "may" or its "only if"
fails here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from vouch.verify.claims import decompose
from vouch.verify.types import Claim, Modality


@dataclass(frozen=True)
class Prefix:
    """An expected condition of which only the start is asserted (the parser decides where it ends)."""

    start: str


def startswith(text: str) -> Prefix:
    return Prefix(text)


@dataclass(frozen=True)
class C:
    range_text: str
    text: str | None = None  # None: the claim's text is its range
    negated: bool = False
    modality: Modality = Modality.NONE
    quantifiers: tuple[str, ...] = ()
    condition_kind: str | None = None
    condition: str | Prefix | None = None


def case(sentence: str, *claims: C) -> tuple[str, tuple[C, ...]]:
    return sentence, claims


CASES = [
    case(
        "We will pay for the repairs and your excess is £350.",
        C("We will pay for the repairs", modality=Modality.WILL),
        C("your excess is £350"),
    ),
    case(
        "We will repair the ceiling and replace the carpet.",
        C("We will repair the ceiling", modality=Modality.WILL),
        C("replace the carpet", text="We will replace the carpet", modality=Modality.WILL),
    ),
    case(
        "Your claim has been accepted.",
        C("Your claim has been accepted"),
    ),
    case(
        "We have accepted your claim and we will pay you £2,140 by bank transfer.",
        C("We have accepted your claim"),
        C("we will pay you £2,140 by bank transfer", modality=Modality.WILL),
    ),
    case(
        "Your excess is £350 and your claim reference is CLM-2024-0012.",
        C("Your excess is £350"),
        C("your claim reference is CLM-2024-0012"),
    ),
    case(
        "The loss adjuster visited on 2 October 2024 and the report was sent to us on 9 October 2024.",
        C("The loss adjuster visited on 2 October 2024"),
        C("the report was sent to us on 9 October 2024"),
    ),
    case(
        "We received your claim on 3 May 2024, but we need more information before we can assess it.",
        C("We received your claim on 3 May 2024"),
        C("we need more information before we can assess it"),
    ),
    case(
        "We will acknowledge your complaint within 5 working days and send our final response within 8 weeks.",
        C("We will acknowledge your complaint within 5 working days", modality=Modality.WILL),
        C(
            "send our final response within 8 weeks",
            text="We will send our final response within 8 weeks",
            modality=Modality.WILL,
        ),
    ),
    case(
        "Your appeal must be made in writing and must include a copy of our decision letter.",
        C("Your appeal must be made in writing", modality=Modality.MUST),
        C(
            "must include a copy of our decision letter",
            text="Your appeal must include a copy of our decision letter",
            modality=Modality.MUST,
        ),
    ),
    case(
        "The excess applies to each claim; it is not refundable.",
        C("The excess applies to each claim", quantifiers=("each",)),
        C("it is not refundable", negated=True),
    ),
    case(
        "Your voluntary excess is £100 and your compulsory excess is £250, so your total excess is £350.",
        C("Your voluntary excess is £100"),
        C("your compulsory excess is £250"),
        C("your total excess is £350"),
    ),
    case(
        "The policy covers storm damage but it does not cover damage caused by flooding.",
        C("The policy covers storm damage"),
        C("it does not cover damage caused by flooding", negated=True),
    ),
    case(
        "Your policy number is HM-PP-20431 and your renewal date is 1 March 2025.",
        C("Your policy number is HM-PP-20431"),
        C("your renewal date is 1 March 2025"),
    ),
    case(
        "Your claim is covered, but the excess of £250 applies.",
        C("Your claim is covered"),
        C("the excess of £250 applies"),
    ),
    case(
        "We will pay for lost rent and we will not pay for rent the tenant still owes.",
        C("We will pay for lost rent", modality=Modality.WILL),
        C("we will not pay for rent the tenant still owes", negated=True, modality=Modality.WILL),
    ),
    case(
        (
            "After a loss you must give us prompt notice and protect the property from further damage, and "
            "you must keep all damaged items for inspection."
        ),
        C("After a loss you must give us prompt notice", modality=Modality.MUST),
        C(
            "protect the property from further damage",
            text="After a loss, you must protect the property from further damage",
            modality=Modality.MUST,
        ),
        C(
            "you must keep all damaged items for inspection",
            text="After a loss, you must keep all damaged items for inspection",
            modality=Modality.MUST,
            quantifiers=("all",),
        ),
    ),
    case(
        "Endorsement E12, which increased your subsidence excess to £2,500, applies from 1 June 2024.",
        C(
            "Endorsement E12, which increased your subsidence excess to £2,500, applies from 1 June 2024",
            text="Endorsement E12 applies from 1 June 2024",
        ),
        C(
            "which increased your subsidence excess to £2,500",
            text="Endorsement E12 increased your subsidence excess to £2,500",
        ),
    ),
    case(
        (
            "Business interruption cover pays for lost gross profit during the indemnity period, which "
            "starts on the date of the damage and lasts no longer than 24 months."
        ),
        C("Business interruption cover pays for lost gross profit during the indemnity period"),
        C(
            "which starts on the date of the damage and lasts no longer than 24 months",
            text="the indemnity period starts on the date of the damage and lasts no longer than 24 months",
            quantifiers=("no longer than 24 months",),
        ),
    ),
    case(
        "Mr D. Brennan, the named driver, was driving at the time of the collision.",
        C(
            "Mr D. Brennan, the named driver, was driving at the time of the collision",
            text="Mr D. Brennan was driving at the time of the collision",
        ),
        C("the named driver", text="Mr D. Brennan is the named driver"),
    ),
    case(
        "Pennant Associates, our loss adjusters, will contact you to arrange a visit.",
        C(
            "Pennant Associates, our loss adjusters, will contact you to arrange a visit",
            text="Pennant Associates will contact you to arrange a visit",
            modality=Modality.WILL,
        ),
        C("our loss adjusters", text="Pennant Associates are our loss adjusters"),
    ),
    case(
        "Because your suitcase was delayed by 19 hours, you can claim up to £250 for essential items.",
        C(
            "Because your suitcase was delayed by 19 hours, you can claim up to £250 for essential items",
            modality=Modality.MAY,
            quantifiers=("up to £250",),
            condition_kind="because",
            condition="Because your suitcase was delayed by 19 hours",
        ),
        C("your suitcase was delayed by 19 hours"),
    ),
    case(
        "As our decision letter is dated 16 October 2024, you have until 13 November 2024 to appeal.",
        C(
            "As our decision letter is dated 16 October 2024, you have until 13 November 2024 to appeal",
            condition_kind="as",
            condition="As our decision letter is dated 16 October 2024",
        ),
        C("our decision letter is dated 16 October 2024"),
    ),
    case(
        "Your claim was declined because thermal movement is not an insured peril.",
        C(
            "Your claim was declined because thermal movement is not an insured peril",
            condition_kind="because",
            condition="because thermal movement is not an insured peril",
        ),
        C("thermal movement is not an insured peril", negated=True),
    ),
    case(
        "Thermal movement is not an insured peril under your policy, so we are unable to accept your claim.",
        C("Thermal movement is not an insured peril under your policy", negated=True),
        C("we are unable to accept your claim", negated=True, modality=Modality.MAY),
    ),
    case(
        "Your buildings are insured for £1,850,000, with an excess of £1,000.",
        C("Your buildings are insured for £1,850,000, with an excess of £1,000"),
    ),
    case(
        "The extension may not be granted retrospectively.",
        C("The extension may not be granted retrospectively", negated=True, modality=Modality.MAY),
    ),
    case(
        "We will not repair the ceiling or replace the carpet.",
        C("We will not repair the ceiling or replace the carpet", negated=True, modality=Modality.WILL),
    ),
    case(
        "We will not pay for damage caused by wear and tear.",
        C("We will not pay for damage caused by wear and tear", negated=True, modality=Modality.WILL),
    ),
    case(
        "Your policy does not cover damage caused by frost.",
        C("Your policy does not cover damage caused by frost", negated=True),
    ),
    case(
        "There is no excess for windscreen repairs.",
        C("There is no excess for windscreen repairs", negated=True),
    ),
    case(
        "We never pay for gradual deterioration.",
        C("We never pay for gradual deterioration", negated=True),
    ),
    case(
        "Neither the compulsory nor the voluntary excess can be waived.",
        C(
            "Neither the compulsory nor the voluntary excess can be waived",
            negated=True,
            modality=Modality.MAY,
            quantifiers=("neither",),
        ),
    ),
    case(
        "We will not pay for rent that the tenant remains obliged to pay under the lease.",
        C(
            "We will not pay for rent that the tenant remains obliged to pay under the lease",
            negated=True,
            modality=Modality.WILL,
        ),
    ),
    case(
        "You will not lose your no claims discount.",
        C("You will not lose your no claims discount", negated=True, modality=Modality.WILL),
    ),
    case(
        "We are unable to accept your claim.",
        C("We are unable to accept your claim", negated=True, modality=Modality.MAY),
    ),
    case(
        "We cannot accept a late appeal without evidence of the delay.",
        C("We cannot accept a late appeal without evidence of the delay", negated=True, modality=Modality.MAY),
    ),
    case(
        "We will not pay for theft from an unlocked car or for theft of keys left in the car.",
        C(
            "We will not pay for theft from an unlocked car or for theft of keys left in the car",
            negated=True,
            modality=Modality.WILL,
        ),
    ),
    case(
        "You do not need to send us the original receipts.",
        C("You do not need to send us the original receipts", negated=True, modality=Modality.MUST),
    ),
    case(
        "Each appeal is reviewed by a senior handler who was not involved in the original decision.",
        C(
            "Each appeal is reviewed by a senior handler who was not involved in the original decision",
            quantifiers=("each",),
        ),
    ),
    case(
        (
            "We are not able to waive a compulsory excess, and a voluntary excess can only be waived with a "
            "team leader's written approval."
        ),
        C("We are not able to waive a compulsory excess", negated=True, modality=Modality.MAY),
        C(
            "a voluntary excess can only be waived with a team leader's written approval",
            modality=Modality.MAY,
            quantifiers=("only",),
        ),
    ),
    case(
        (
            "There is no excess to pay if your windscreen is repaired rather than replaced, and a claim for "
            "the glass alone will not affect your no claims discount."
        ),
        C(
            "There is no excess to pay if your windscreen is repaired rather than replaced",
            negated=True,
            condition_kind="if",
            condition="if your windscreen is repaired rather than replaced",
        ),
        C(
            "a claim for the glass alone will not affect your no claims discount",
            negated=True,
            modality=Modality.WILL,
            quantifiers=("alone",),
        ),
    ),
    case(
        "All other terms of the policy remain unchanged.",
        C("All other terms of the policy remain unchanged", quantifiers=("all",)),
    ),
    case(
        "We will pay up to £2,500 for the cost of finding the source of the leak.",
        C(
            "We will pay up to £2,500 for the cost of finding the source of the leak",
            modality=Modality.WILL,
            quantifiers=("up to £2,500",),
        ),
    ),
    case(
        "The most we will pay for any one claim is £25,000.",
        C("The most we will pay for any one claim is £25,000", quantifiers=("maximum £25,000", "any")),
    ),
    case(
        "You must pay at least £250 of each claim.",
        C("You must pay at least £250 of each claim", modality=Modality.MUST, quantifiers=("at least £250", "each")),
    ),
    case(
        "We will pay no more than £500 for any single item.",
        C(
            "We will pay no more than £500 for any single item",
            modality=Modality.WILL,
            quantifiers=("no more than £500", "any"),
        ),
    ),
    case(
        "Any settlement above £50,000 must be approved by the Claims Manager.",
        C(
            "Any settlement above £50,000 must be approved by the Claims Manager",
            modality=Modality.MUST,
            quantifiers=("any", "above £50,000"),
        ),
    ),
    case(
        "The indemnity period lasts no longer than 24 months.",
        C("The indemnity period lasts no longer than 24 months", quantifiers=("no longer than 24 months",)),
    ),
    case(
        "Claims handlers may agree settlements up to £10,000.",
        C("Claims handlers may agree settlements up to £10,000", modality=Modality.MAY, quantifiers=("up to £10,000",)),
    ),
    case(
        "Every insured person must pay a separate excess.",
        C("Every insured person must pay a separate excess", modality=Modality.MUST, quantifiers=("every",)),
    ),
    case(
        "None of the exclusions in section 4 apply to your claim.",
        C("None of the exclusions in section 4 apply to your claim", negated=True, quantifiers=("none",)),
    ),
    case(
        "We may pay your claim in instalments, but we will tell you before each payment.",
        C("We may pay your claim in instalments", modality=Modality.MAY),
        C("we will tell you before each payment", modality=Modality.WILL, quantifiers=("each",)),
    ),
    case(
        "Damage to solid floor slabs is excluded unless the foundations are damaged at the same time.",
        C(
            "Damage to solid floor slabs is excluded unless the foundations are damaged at the same time",
            negated=True,
            condition_kind="unless",
            condition="unless the foundations are damaged at the same time",
        ),
    ),
    case(
        "We will only pay if the theft involved forcible and violent entry.",
        C(
            "We will only pay if the theft involved forcible and violent entry",
            modality=Modality.WILL,
            quantifiers=("only",),
            condition_kind="only if",
            condition="if the theft involved forcible and violent entry",
        ),
    ),
    case(
        "We may cancel your policy if any claim is fraudulent.",
        C(
            "We may cancel your policy if any claim is fraudulent",
            modality=Modality.MAY,
            quantifiers=("any",),
            condition_kind="if",
            condition="if any claim is fraudulent",
        ),
    ),
    case(
        "Provided that you have paid your premium, your cover continues until 31 March 2025.",
        C(
            "Provided that you have paid your premium, your cover continues until 31 March 2025",
            condition_kind="provided",
            condition="Provided that you have paid your premium",
        ),
    ),
    case(
        "As long as you send us the repair invoice, we will reimburse the cost.",
        C(
            "As long as you send us the repair invoice, we will reimburse the cost",
            modality=Modality.WILL,
            condition_kind="as long as",
            condition="As long as you send us the repair invoice",
        ),
    ),
    case(
        "Subject to the policy terms, we will pay for alternative accommodation.",
        C(
            "Subject to the policy terms, we will pay for alternative accommodation",
            modality=Modality.WILL,
            condition_kind="subject to",
            condition="Subject to the policy terms",
        ),
    ),
    case(
        "We will pay for the damage, except where it was caused by wear and tear.",
        C(
            "We will pay for the damage, except where it was caused by wear and tear",
            modality=Modality.WILL,
            condition_kind="except where",
            condition="except where it was caused by wear and tear",
        ),
    ),
    case(
        (
            "If you disagree with our decision, you can ask for a review, and a senior handler will look at "
            "your claim again."
        ),
        C(
            "If you disagree with our decision, you can ask for a review",
            modality=Modality.MAY,
            condition_kind="if",
            condition="If you disagree with our decision",
        ),
        C(
            "a senior handler will look at your claim again",
            text="If you disagree with our decision, a senior handler will look at your claim again",
            modality=Modality.WILL,
            condition_kind="if",
            condition="If you disagree with our decision",
        ),
    ),
    case(
        "If your car is written off, we will not provide a courtesy car.",
        C(
            "If your car is written off, we will not provide a courtesy car",
            negated=True,
            modality=Modality.WILL,
            condition_kind="if",
            condition="If your car is written off",
        ),
    ),
    case(
        (
            "Unless we agreed in writing to cover it, we will not pay claims arising from a medical "
            "condition you knew about."
        ),
        C(
            (
                "Unless we agreed in writing to cover it, we will not pay claims arising from a medical "
                "condition you knew about"
            ),
            negated=True,
            modality=Modality.WILL,
            condition_kind="unless",
            condition="Unless we agreed in writing to cover it",
        ),
    ),
    case(
        "A team leader may extend the appeal window by up to 14 days if you ask before it closes.",
        C(
            "A team leader may extend the appeal window by up to 14 days if you ask before it closes",
            modality=Modality.MAY,
            quantifiers=("up to 14 days",),
            condition_kind="if",
            condition="if you ask before it closes",
        ),
    ),
    case(
        "We will pay for accidental damage to the buildings only if your schedule shows this cover.",
        C(
            "We will pay for accidental damage to the buildings only if your schedule shows this cover",
            modality=Modality.WILL,
            quantifiers=("only",),
            condition_kind="only if",
            condition="only if your schedule shows this cover",
        ),
    ),
    case(
        "We will pay your claim once we receive the invoice.",
        C(
            "We will pay your claim once we receive the invoice",
            modality=Modality.WILL,
            condition_kind="once",
            condition="once we receive the invoice",
        ),
    ),
    case(
        "If you are the landlord, we will pay for the rent you lose for up to 36 months.",
        C(
            "If you are the landlord, we will pay for the rent you lose for up to 36 months",
            modality=Modality.WILL,
            quantifiers=("up to 36 months",),
            condition_kind="if",
            condition="If you are the landlord",
        ),
    ),
    case(
        "If you have to cancel your trip, we will pay up to £3,000 per person and up to £12,000 per booking.",
        C(
            "If you have to cancel your trip, we will pay up to £3,000 per person and up to £12,000 per booking",
            modality=Modality.WILL,
            quantifiers=("up to £3,000", "up to £12,000"),
            condition_kind="if",
            condition="If you have to cancel your trip",
        ),
    ),
    case(
        "We will repair the roof and replace the ceiling if the damage was caused by the storm.",
        C(
            "We will repair the roof and replace the ceiling if the damage was caused by the storm",
            modality=Modality.WILL,
            condition_kind="if",
            condition="if the damage was caused by the storm",
        ),
    ),
    case(
        "We will repair the roof and replace the ceiling before 1 May.",
        C("We will repair the roof and replace the ceiling before 1 May", modality=Modality.WILL),
    ),
    case(
        (
            "Subsidence damage to a solid floor slab is only covered if the foundations beneath the external "
            "walls are damaged at the same time and by the same cause."
        ),
        C(
            (
                "Subsidence damage to a solid floor slab is only covered if the foundations beneath the "
                "external walls are damaged at the same time and by the same cause"
            ),
            quantifiers=("only",),
            condition_kind="only if",
            condition=(
                "if the foundations beneath the external walls are damaged at the same time and by the same cause"
            ),
        ),
    ),
    case(
        (
            "You have 28 days to appeal, and a team leader can extend this by up to 14 days if you ask for "
            "more time before the 28 days are up."
        ),
        C("You have 28 days to appeal"),
        C(
            "a team leader can extend this by up to 14 days if you ask for more time before the 28 days are up",
            modality=Modality.MAY,
            quantifiers=("up to 14 days",),
            condition_kind="if",
            condition="if you ask for more time before the 28 days are up",
        ),
    ),
    case(
        (
            "Once the appeal window has closed it cannot be extended, and a late appeal will be accepted "
            "only if the decision letter was delayed in transit or you were in hospital for a significant "
            "part of the window."
        ),
        C(
            (
                "Once the appeal window has closed it cannot be extended, and a late appeal will be accepted "
                "only if the decision letter was delayed in transit or you were in hospital for a "
                "significant part of the window"
            ),
            negated=True,
            modality=Modality.MAY,
            quantifiers=("only",),
            condition_kind="only if",
            condition=startswith("only if the decision letter was delayed in transit"),
        ),
    ),
    case(
        (
            "Should you remain unhappy, you can take your complaint to the Financial Ombudsman Service, but "
            "you must do so within six months of the date of our final response."
        ),
        C(
            "Should you remain unhappy, you can take your complaint to the Financial Ombudsman Service",
            modality=Modality.MAY,
            condition_kind="if",
            condition="Should you remain unhappy",
        ),
        C(
            "you must do so within six months of the date of our final response",
            text="Should you remain unhappy, you must do so within six months of the date of our final response",
            modality=Modality.MUST,
            condition_kind="if",
            condition="Should you remain unhappy",
        ),
    ),
    case(
        (
            "If you have to cancel for one of the reasons listed in section 2.2, we will pay up to £3,000 "
            "per insured person for travel and accommodation costs you cannot recover, and up to £12,000 for "
            "everyone on the same booking."
        ),
        C(
            (
                "If you have to cancel for one of the reasons listed in section 2.2, we will pay up to "
                "£3,000 per insured person for travel and accommodation costs you cannot recover"
            ),
            modality=Modality.WILL,
            quantifiers=("up to £3,000",),
            condition_kind="if",
            condition="If you have to cancel for one of the reasons listed in section 2.2",
        ),
        C(
            "up to £12,000 for everyone on the same booking",
            text=(
                "If you have to cancel for one of the reasons listed in section 2.2, we will pay up to £12,000 "
                "for everyone on the same booking"
            ),
            modality=Modality.WILL,
            quantifiers=("up to £12,000",),
            condition_kind="if",
            condition="If you have to cancel for one of the reasons listed in section 2.2",
        ),
    ),
    case(
        (
            "If a claim is found to be exaggerated in any way, it will not be paid, and we may also cancel "
            "your policy with effect from the date of the fraudulent act."
        ),
        C(
            "If a claim is found to be exaggerated in any way, it will not be paid",
            negated=True,
            modality=Modality.WILL,
            quantifiers=("any",),
            condition_kind="if",
            condition="If a claim is found to be exaggerated in any way",
        ),
        C(
            "we may also cancel your policy with effect from the date of the fraudulent act",
            text=(
                "If a claim is found to be exaggerated in any way, we may also cancel your policy with effect "
                "from the date of the fraudulent act"
            ),
            modality=Modality.MAY,
            quantifiers=("any",),
            condition_kind="if",
            condition="If a claim is found to be exaggerated in any way",
        ),
    ),
    case(
        (
            "If an uninsured driver hits your car and the accident was not your fault, you will keep your no "
            "claims discount and will not have to pay an excess, as long as you give us the other vehicle's "
            "make, model and registration number."
        ),
        C(
            (
                "If an uninsured driver hits your car and the accident was not your fault, you will keep "
                "your no claims discount and will not have to pay an excess, as long as you give us the "
                "other vehicle's make, model and registration number"
            ),
            negated=True,
            modality=Modality.WILL,
            condition_kind="if",
            condition="If an uninsured driver hits your car and the accident was not your fault",
        ),
    ),
    case(
        (
            "If a building is unoccupied for more than 30 consecutive days you must tell us, and from the "
            "31st day it is covered only for fire, lightning, explosion, aircraft and earthquake."
        ),
        C(
            "If a building is unoccupied for more than 30 consecutive days you must tell us",
            modality=Modality.MUST,
            quantifiers=("more than 30 consecutive days",),
            condition_kind="if",
            condition="If a building is unoccupied for more than 30 consecutive days",
        ),
        C(
            "from the 31st day it is covered only for fire, lightning, explosion, aircraft and earthquake",
            text=(
                "If a building is unoccupied for more than 30 consecutive days, from the 31st day it is covered "
                "only for fire, lightning, explosion, aircraft and earthquake"
            ),
            quantifiers=("more than 30 consecutive days", "only"),
            condition_kind="if",
            condition="If a building is unoccupied for more than 30 consecutive days",
        ),
    ),
    case(
        (
            "Once liability has been accepted on a claim expected to cost more than £5,000, we may make an "
            "interim payment of up to half of the agreed reserve."
        ),
        C(
            (
                "Once liability has been accepted on a claim expected to cost more than £5,000, we may make "
                "an interim payment of up to half of the agreed reserve"
            ),
            modality=Modality.MAY,
            quantifiers=("more than £5,000", "up to half"),
            condition_kind="once",
            condition="Once liability has been accepted on a claim expected to cost more than £5,000",
        ),
    ),
    case(
        (
            "If any part of your home is let or sublet, we will not pay for theft unless there was forcible "
            "and violent entry to and exit from the home."
        ),
        C(
            (
                "If any part of your home is let or sublet, we will not pay for theft unless there was "
                "forcible and violent entry to and exit from the home"
            ),
            negated=True,
            modality=Modality.WILL,
            quantifiers=("any",),
            condition_kind="if",
            condition="If any part of your home is let or sublet",
        ),
    ),
    case(
        "The senior handler should aim to send the outcome within 15 working days.",
        C("The senior handler should aim to send the outcome within 15 working days", modality=Modality.AIM),
    ),
    case(
        "We usually settle claims within 10 working days.",
        C("We usually settle claims within 10 working days", modality=Modality.AIM),
    ),
    case(
        "You can appeal within 28 days of the date of this letter.",
        C("You can appeal within 28 days of the date of this letter", modality=Modality.MAY),
    ),
    case(
        "You must tell us about any claim as soon as reasonably possible.",
        C(
            "You must tell us about any claim as soon as reasonably possible",
            modality=Modality.MUST,
            quantifiers=("any",),
        ),
    ),
    case(
        (
            "Any extension to the appeal window has to be requested before the window closes, and extensions "
            "cannot be backdated."
        ),
        C(
            "Any extension to the appeal window has to be requested before the window closes",
            modality=Modality.MUST,
            quantifiers=("any",),
        ),
        C("extensions cannot be backdated", negated=True, modality=Modality.MAY),
    ),
]

NEGATION_CUES = re.compile(r"\b(?:not|n't|never|no|none|neither|nor|without|cannot|unable|excluded)\b", re.IGNORECASE)


def _check(sentence: str, claim: Claim, expected: C) -> None:
    assert sentence[claim.start : claim.end] == expected.range_text
    assert claim.text == (expected.text if expected.text is not None else expected.range_text)
    assert claim.negated is expected.negated
    assert claim.modality is expected.modality
    assert claim.quantifiers == expected.quantifiers
    assert claim.condition_kind == expected.condition_kind
    if isinstance(expected.condition, Prefix):
        assert claim.condition is not None and claim.condition.startswith(expected.condition.start)
    else:
        assert claim.condition == expected.condition
    if claim.condition is not None:
        assert claim.condition in sentence  # verbatim
        assert claim.condition in claim.text or claim.condition in sentence[claim.start : claim.end]


@pytest.mark.parametrize(("sentence", "expected"), CASES, ids=[sentence[:60] for sentence, _ in CASES])
def test_decomposition(sentence: str, expected: tuple[C, ...]) -> None:
    claims = decompose(sentence)
    assert len(claims) == len(expected), [claim.text for claim in claims]
    for claim, want in zip(claims, expected, strict=True):
        _check(sentence, claim, want)


@pytest.mark.parametrize("sentence", [sentence for sentence, _ in CASES], ids=[s[:60] for s, _ in CASES])
def test_no_negation_is_lost(sentence: str) -> None:
    """Every negation word of the sentence is in the text of a claim whose range holds it."""
    claims = decompose(sentence)
    for match in NEGATION_CUES.finditer(sentence):
        if sentence[match.start() : match.end() + 7].lower().startswith(("no claims", "no more", "no longer")):
            continue
        holders = [claim for claim in claims if claim.start <= match.start() < claim.end]
        assert any(re.search(rf"\b{re.escape(match.group(0))}\b", claim.text) for claim in holders), match.group(0)


def test_enough_cases_and_enough_hard_ones() -> None:
    """The brief asks for 60 cases, a third of them about negation, quantifiers or conditions."""
    hard = [
        sentence
        for sentence, claims in CASES
        if any(claim.negated or claim.quantifiers or claim.condition_kind for claim in claims)
    ]
    assert len(CASES) >= 60
    assert len(hard) * 3 >= len(CASES)


def test_a_negated_permission_stays_one_negated_claim() -> None:
    claims = decompose("The extension may not be granted retrospectively.")
    assert len(claims) == 1
    assert claims[0].negated and claims[0].modality is Modality.MAY
    assert "may not" in claims[0].text


def test_shared_negation_blocks_the_split() -> None:
    """Splitting would give "We will replace the carpet", which the sentence denies."""
    claims = decompose("We will not repair the ceiling or replace the carpet.")
    assert [claim.text for claim in claims] == ["We will not repair the ceiling or replace the carpet"]


def test_decomposition_is_deterministic() -> None:
    sentence = CASES[0][0]
    assert decompose(sentence) == decompose(sentence) == decompose(str(sentence))


def test_empty_text_has_no_claims() -> None:
    assert decompose("   ") == []


def test_a_fragment_without_a_verb_is_one_claim() -> None:
    claims = decompose("Claim no. HM-448120")
    assert len(claims) == 1
    assert claims[0].text == "Claim no. HM-448120"
