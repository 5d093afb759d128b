"""Generate the fictional "Halden Mutual" claims collection used for development and evaluation.

Usage: python samples/generate.py [--out DIR]   (default: samples/collection)

Every output is byte-for-byte deterministic: reportlab runs with ``invariant=1``, the DOCX is re-zipped with
fixed timestamps, the scan uses a seeded noise source and fixed PDF dates. The facts these documents carry
are listed in ``samples/FACTS.md`` (check them with ``python samples/check_facts.py``).

Halden Mutual, its people, addresses and telephone numbers are invented. Telephone numbers are in Ofcom's
drama ranges and e-mail addresses use the reserved ``.example`` domain.
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import io
import json
import random
import time
import zipfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from PIL import Image, ImageDraw, ImageFilter, ImageFont

# --------------------------------------------------------------------------------------------------
# Shared facts (the manifest and the documents both read these, so they cannot drift apart)
# --------------------------------------------------------------------------------------------------

COLLECTION_NAME = "halden-claims"
INSURER = "Halden Mutual Insurance Society Limited"
INSURER_SHORT = "Halden Mutual"
INSURER_ADDRESS = "3 Corvell Street, Brindlesham, BR1 2HM"
CLAIMS_LINE = "03069 990142"
EMERGENCY_LINE = "03069 990199"
COMPLAINTS_LINE = "03069 990318"
CLAIMS_EMAIL = "claims@halden-mutual.example"

FORM_NUMBER = "HM-LP-100"
POLICY_TITLE = "Landlord Property Insurance Policy Wording"
POLICY_VERSION = "4.2"
POLICY_EFFECTIVE = dt.date(2024, 3, 1)

ENDORSEMENT_ID = "E7"
ENDORSEMENT_FORM = "HM-LP-100-E7"
ENDORSEMENT_TITLE = "Endorsement E7: Escape of water excess"
ENDORSEMENT_EFFECTIVE = dt.date(2024, 9, 1)
ENDORSEMENT_ISSUED = dt.date(2024, 8, 12)

PROCEDURE_ID = "CP-07"
PROCEDURE_TITLE = "Claims Handling Procedure Note CP-07: Appeals, Excesses and Escalation"
PROCEDURE_VERSION = "2.0"
PROCEDURE_EFFECTIVE = dt.date(2024, 1, 15)

SCHEDULE_TITLE = "Policy Schedule: Landlord Property Insurance"
SCHEDULE_ISSUE = "1"
SCHEDULE_EFFECTIVE = dt.date(2024, 10, 1)
SCHEDULE_ISSUED = dt.date(2024, 9, 2)
POLICY_NUMBER = "HM-PP-20431"

SCAN_TITLE = "Loss of rent schedule"
SCAN_ISSUE = "1"
SCAN_DATE = dt.date(2025, 3, 14)
CLAIM_NUMBER = "HM-CL-88214"
SCAN_DPI = 200

FILES = {
    "wording": "policy-wording-2024.pdf",
    "endorsement": "endorsement-E7-2024.pdf",
    "procedure": "claims-procedure-note.docx",
    "schedule": "schedule-2024.pdf",
    "scan": "scanned-rent-schedule.pdf",
}

FONT_DIRS = (
    Path("/usr/share/fonts/truetype/dejavu"),
    Path("/usr/share/fonts/truetype/liberation"),
    Path("/usr/share/fonts/dejavu"),
    Path("/usr/share/fonts/TTF"),
)


def long_date(d: dt.date) -> str:
    """'1 March 2024' style, as UK documents write dates."""
    return f"{d.day} {d:%B %Y}"


# --------------------------------------------------------------------------------------------------
# Policy wording content
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Clause:
    number: str
    title: str
    text: tuple[str, ...] = ()
    items: tuple[tuple[str, str], ...] = ()
    after: tuple[str, ...] = ()


@dataclass(frozen=True)
class Section:
    number: int
    title: str
    intro: tuple[str, ...] = ()
    clauses: tuple[Clause, ...] = field(default_factory=tuple)


POLICY_SECTIONS: tuple[Section, ...] = (
    Section(
        1,
        "About this policy",
        ("Please read this wording, your schedule and any endorsements carefully, and keep them together.",),
        (
            Clause(
                "1.1",
                "Your contract with us",
                (
                    f"This policy is a contract between you and {INSURER}. The policy wording, your schedule "
                    "and any endorsements must be read together as one document. Where an endorsement "
                    "changes "
                    "a clause of this wording, the endorsement takes precedence from its effective date.",
                ),
            ),
            Clause(
                "1.2",
                "Period of insurance",
                (
                    "We will provide cover during the period of insurance shown in your schedule, provided "
                    "that you have paid the premium. The period of insurance is normally 12 months.",
                ),
            ),
            Clause(
                "1.3",
                "Cooling-off period",
                (
                    "You may cancel this policy within 14 days of receiving your policy documents or of the "
                    "start date, whichever is later. If you cancel within this period and have not made a "
                    "claim, we will refund the premium in full.",
                ),
            ),
            Clause(
                "1.4",
                "Cancellation by you",
                (
                    "You may cancel this policy at any other time by telling us. We will refund the premium "
                    "for the unexpired period of insurance, less an administration charge of £25, provided "
                    "that no claim has been made in the current period of insurance. If a claim has been "
                    "made, no refund will be due.",
                ),
            ),
            Clause(
                "1.5",
                "Cancellation by us",
                (
                    "We may cancel this policy by giving you 14 days' notice in writing to your last known "
                    "address. We will only do this for a valid reason, such as non-payment of the premium, "
                    "a change in the risk that we cannot insure, or fraud. We will refund the premium for "
                    "the unexpired period of insurance unless the cancellation is because of fraud.",
                ),
            ),
            Clause(
                "1.6",
                "Law and language",
                (
                    "This policy is governed by the law of England and Wales unless we agree otherwise in "
                    "writing. All communication about this policy will be in English.",
                ),
            ),
        ),
    ),
    Section(
        2,
        "Definitions",
        ("The following words and phrases have the same meaning wherever they appear in this policy.",),
        (
            Clause(
                "2.1",
                "Buildings",
                (
                    "The home and its permanent fixtures and fittings, including outbuildings, garages, "
                    "walls, gates, fences, drives, paths and patios within the premises, all belonging to "
                    "you or for which you are legally responsible.",
                ),
            ),
            Clause(
                "2.2",
                "Excess",
                (
                    "The amount you must pay towards each and every claim, as shown in this wording, your "
                    "schedule or an endorsement. The excess is deducted from the amount we pay.",
                ),
            ),
            Clause(
                "2.3",
                "Escape of water",
                (
                    "Water escaping suddenly and unexpectedly from any fixed water or heating installation, "
                    "fixed domestic appliance or fixed fish tank within the home. Escape of water does not "
                    "include water overflowing from gutters, downpipes or drains outside the home.",
                ),
            ),
            Clause(
                "2.4",
                "Home",
                (
                    "The private residential dwelling at the address shown in your schedule, which you let "
                    "to tenants under a written tenancy agreement.",
                ),
            ),
            Clause(
                "2.5",
                "Landlord's contents",
                (
                    "Furniture, furnishings, carpets and domestic appliances that you own and provide in the "
                    "home for your tenants' use. Landlord's contents do not include money, jewellery or any "
                    "property belonging to your tenants.",
                ),
            ),
            Clause(
                "2.6",
                "Storm",
                (
                    "Strong winds with gusts of at least 55 miles per hour, torrential rain falling at a "
                    "rate "
                    "of at least 25 millimetres per hour, or hail or snow of such intensity that it damages "
                    "hard surfaces or breaks glass.",
                ),
            ),
            Clause(
                "2.7",
                "Flood",
                (
                    "Water from any source outside the home entering the home from outside, including water "
                    "from the sea, a river or another natural or artificial watercourse.",
                ),
            ),
            Clause(
                "2.8",
                "Subsidence, heave and landslip",
                (
                    "Subsidence means downward movement of the ground beneath the buildings that is not "
                    "caused by the weight of the buildings themselves. Heave means upward movement of the "
                    "ground beneath the buildings. Landslip means the sudden sliding of soil or rock on a "
                    "slope.",
                ),
            ),
            Clause(
                "2.9",
                "Unoccupied",
                (
                    "The home is unoccupied when it has not been lived in by a tenant, by you or by a member "
                    "of your family for more than 60 consecutive days, or when it does not contain enough "
                    "furniture for normal living purposes. A person is treated as living in the home only if "
                    "they sleep there on most nights.",
                ),
            ),
            Clause(
                "2.10",
                "Wear and tear",
                ("The gradual loss of value or deterioration of property because of age and normal use.",),
            ),
            Clause(
                "2.11",
                "We, us, our; you, your",
                (f"We, us and our mean {INSURER}. You and your mean the policyholder named in your schedule.",),
            ),
        ),
    ),
    Section(
        3,
        "Buildings: fire and other insured events",
        ("This section sets out the main cover for the buildings. Sections 4 to 8 add further insured events.",),
        (
            Clause(
                "3.1",
                "What is covered",
                (
                    "We will pay for physical loss of or damage to the buildings caused by an insured event "
                    "described in Sections 3 to 8 and happening during the period of insurance. The most we "
                    "will pay for any one claim is the buildings sum insured shown in your schedule.",
                ),
            ),
            Clause(
                "3.2",
                "Fire, lightning, explosion and earthquake",
                (
                    "We will pay for loss or damage caused by fire, lightning, explosion or earthquake. We "
                    "will not pay for scorching, melting or smoke damage where there has been no fire.",
                ),
            ),
            Clause(
                "3.3",
                "Falling trees and aerials",
                (
                    "We will pay for damage caused by falling trees, branches, aerials, satellite dishes, "
                    "telegraph poles or lampposts. We will pay up to £1,000 for removing a fallen tree that "
                    "has damaged the buildings. We will not pay for removing a tree that has fallen without "
                    "damaging the buildings.",
                ),
            ),
            Clause(
                "3.4",
                "Impact",
                (
                    "We will pay for damage caused by impact from any vehicle, aircraft or animal. We will "
                    "not "
                    "pay for damage caused by pets or other domestic animals kept in the home.",
                ),
            ),
            Clause(
                "3.5",
                "Underinsurance",
                (
                    "If, at the time of the loss or damage, the buildings sum insured is less than 85% of "
                    "the "
                    "full cost of rebuilding the buildings, we will reduce the amount we pay in proportion. "
                    "For example, if the buildings sum insured is only 75% of the rebuilding cost, we will "
                    "pay only 75% of the claim.",
                ),
            ),
        ),
    ),
    Section(
        4,
        "Escape of Water",
        ("This section applies only if escape of water cover is shown as included in your schedule.",),
        (
            Clause(
                "4.1",
                "What is covered",
                (
                    "We will pay for loss of or damage to the buildings and landlord's contents caused by "
                    "escape of water. We will also pay for loss of or damage to the buildings caused by oil "
                    "escaping from a fixed heating installation.",
                ),
            ),
            Clause(
                "4.2",
                "Limits and excess",
                ("The following limits and excess apply to each claim under this section:",),
                (
                    (
                        "(a)",
                        "The most we will pay for trace and access, meaning the cost of removing and "
                        "replacing "
                        "any part of the buildings to find the source of the escape of water, is £5,000 for "
                        "any one claim.",
                    ),
                    (
                        "(b)",
                        "The excess for each and every claim for escape of water is £350. If the escape "
                        "happens while the home is unoccupied, the excess is £1,000.",
                    ),
                    (
                        "(c)",
                        "The most we will pay for the loss of metered water or heating oil is £1,000 in any "
                        "one period of insurance.",
                    ),
                ),
            ),
            Clause(
                "4.3",
                "Heating condition",
                (
                    "Between 1 November and 31 March you must keep the home heated to at least 12°C at all "
                    "times, unless the water supply has been turned off at the mains and the water system "
                    "has been drained. We will not pay for damage caused by freezing water if you have not "
                    "met this condition, provided that not meeting it increased the risk of the damage that "
                    "happened.",
                ),
            ),
            Clause(
                "4.4",
                "What is not covered",
                ("We will not pay for:",),
                (
                    (
                        "(a)",
                        "the cost of repairing or replacing the pipe, tank, appliance or installation from "
                        "which the water escaped, unless the damage was caused by frost;",
                    ),
                    (
                        "(b)",
                        "damage caused by water escaping through failed or worn grout or sealant around a "
                        "shower tray, bath or basin;",
                    ),
                    (
                        "(c)",
                        "damage caused by gradual leakage or dampness that has continued over a period of "
                        "time, including rot and mould;",
                    ),
                    (
                        "(d)",
                        "damage caused by water escaping from swimming pools, hot tubs or garden ponds.",
                    ),
                ),
            ),
        ),
    ),
    Section(
        5,
        "Storm and flood",
        (),
        (
            Clause(
                "5.1",
                "What is covered",
                (
                    "We will pay for loss of or damage to the buildings caused by storm or flood. The excess "
                    "for storm claims and the excess for flood claims are shown separately in your schedule.",
                ),
            ),
            Clause(
                "5.2",
                "What is not covered",
                ("We will not pay for:",),
                (
                    ("(a)", "damage to gates, fences and hedges caused by storm or flood;"),
                    (
                        "(b)",
                        "damage caused by rising groundwater, unless the home is flooded by water from "
                        "outside "
                        "at the same time;",
                    ),
                    (
                        "(c)",
                        "damage that happens solely because a roof, chimney or wall was poorly maintained or "
                        "worn, even if the damage first becomes apparent during a storm.",
                    ),
                ),
            ),
        ),
    ),
    Section(
        6,
        "Subsidence, heave and landslip",
        (),
        (
            Clause(
                "6.1",
                "What is covered",
                (
                    "We will pay for damage to the buildings caused by subsidence or heave of the site on "
                    "which the buildings stand, or by landslip.",
                ),
            ),
            Clause(
                "6.2",
                "Excess",
                (
                    "The excess for each claim under this section is £1,000. No voluntary excess applies to "
                    "subsidence, heave or landslip claims.",
                ),
            ),
            Clause(
                "6.3",
                "What is not covered",
                ("We will not pay for:",),
                (
                    (
                        "(a)",
                        "damage to patios, paths, drives, walls, gates and fences, unless the main building "
                        "of the home is damaged at the same time by the same cause;",
                    ),
                    (
                        "(b)",
                        "damage caused by the settlement, shrinkage or expansion of new structures within 10 "
                        "years of their construction;",
                    ),
                    ("(c)", "damage caused by coastal or river erosion;"),
                    ("(d)", "damage that started before the period of insurance began."),
                ),
            ),
            Clause(
                "6.4",
                "Monitoring",
                (
                    "We may need to monitor the buildings before we decide how to repair them. Monitoring "
                    "will usually last no more than 12 months, and we will pay its cost only if we have "
                    "asked for it.",
                ),
            ),
        ),
    ),
    Section(
        7,
        "Theft and malicious damage",
        (),
        (
            Clause(
                "7.1",
                "Theft",
                (
                    "We will pay for loss or damage caused by theft or attempted theft involving forcible "
                    "and "
                    "violent entry into or exit from the home. The most we will pay for any one item of "
                    "landlord's contents is £1,500.",
                ),
            ),
            Clause(
                "7.2",
                "Malicious damage",
                (
                    "We will pay for loss or damage caused by malicious damage or vandalism, including "
                    "malicious damage caused by your tenants or their visitors. The most we will pay for "
                    "malicious damage caused by tenants or their visitors is £10,000 in any one period of "
                    "insurance.",
                ),
            ),
            Clause(
                "7.3",
                "What is not covered",
                ("We will not pay for theft or malicious damage:",),
                (
                    ("(a)", "caused by you, your family or your employees;"),
                    (
                        "(b)",
                        "that happens while the home is unoccupied, unless the conditions in clause 12.1 are met;",
                    ),
                    (
                        "(c)",
                        "where the theft is by tenants or their visitors, unless it involves forcible and "
                        "violent entry into a part of the home that is not let to them.",
                    ),
                ),
            ),
        ),
    ),
    Section(
        8,
        "Accidental damage",
        ("This section applies only if accidental damage cover is shown as included in your schedule.",),
        (
            Clause(
                "8.1",
                "What is covered",
                (
                    "We will pay for accidental damage to the buildings. The most we will pay for any one "
                    "accidental damage claim is £5,000.",
                ),
            ),
            Clause(
                "8.2",
                "Underground services",
                (
                    "We will pay for accidental damage to underground pipes, cables and drains that serve "
                    "the "
                    "home and for which you are legally responsible. This cover applies even if accidental "
                    "damage cover is not shown as included in your schedule.",
                ),
            ),
            Clause(
                "8.3",
                "What is not covered",
                ("We will not pay for accidental damage:",),
                (
                    (
                        "(a)",
                        "caused by chewing, scratching, tearing or fouling by any pet or domestic animal;",
                    ),
                    ("(b)", "that happens while the buildings are being altered, extended or renovated;"),
                    ("(c)", "caused by wear and tear or by any gradually operating cause."),
                ),
            ),
        ),
    ),
    Section(
        9,
        "Loss of rent and alternative accommodation",
        (),
        (
            Clause(
                "9.1",
                "What is covered",
                (
                    "If the home cannot be lived in because of damage covered by this policy, we will pay "
                    "the "
                    "rent you would have received but have lost, or the reasonable cost of alternative "
                    "accommodation for your tenants, whichever you choose.",
                ),
            ),
            Clause(
                "9.2",
                "Limits",
                (
                    "The most we will pay under this section is 20% of the buildings sum insured shown in "
                    "your schedule. We will pay for no longer than 12 months from the date of the damage, "
                    "and payments stop when the home is fit to be let again, whichever is sooner.",
                ),
            ),
            Clause(
                "9.3",
                "What is not covered",
                (
                    "We will not pay loss of rent for any period when the home would not have been let in "
                    "any event. We will not pay for rent lost because a tenant refuses or fails to pay.",
                ),
            ),
            Clause(
                "9.4",
                "Evidence",
                (
                    "You must provide a copy of the tenancy agreement and your rent records for the 6 months "
                    "before the damage happened.",
                ),
            ),
        ),
    ),
    Section(
        10,
        "Property owner's liability",
        (),
        (
            Clause(
                "10.1",
                "What is covered",
                (
                    "We will pay amounts you become legally liable to pay, as owner of the home, for "
                    "accidental bodily injury to any person or accidental damage to property happening "
                    "during the period of insurance. The most we will pay is £5,000,000 for any one event, "
                    "including costs and expenses we have agreed in writing.",
                ),
            ),
            Clause(
                "10.2",
                "What is not covered",
                ("We will not pay for liability arising from:",),
                (
                    ("(a)", "any agreement or contract, unless you would have been liable without it;"),
                    ("(b)", "bodily injury to you, your family or your employees;"),
                    ("(c)", "the ownership of any land or building other than the home."),
                ),
            ),
            Clause(
                "10.3",
                "Admitting liability",
                (
                    "You must not admit liability, or make any offer or promise of payment, without our "
                    "written consent.",
                ),
            ),
        ),
    ),
    Section(
        11,
        "General exclusions",
        ("These exclusions apply to the whole of this policy.",),
        (
            Clause(
                "11.1",
                "Wear and tear",
                (
                    "We will not pay for loss or damage caused by wear and tear, rust, corrosion, rot, "
                    "fungus, "
                    "mould or any other gradually operating cause.",
                ),
            ),
            Clause(
                "11.2",
                "Vermin and insects",
                ("We will not pay for loss or damage caused by rats, mice, squirrels, insects or birds.",),
            ),
            Clause(
                "11.3",
                "Faulty workmanship",
                (
                    "We will not pay the cost of correcting faulty design, workmanship or materials. We "
                    "will, "
                    "however, pay for damage by an insured event that results from faulty workmanship.",
                ),
            ),
            Clause(
                "11.4",
                "Damage before cover started",
                ("We will not pay for loss or damage that happened before the period of insurance began.",),
            ),
            Clause(
                "11.5",
                "War, terrorism and contamination",
                (
                    "We will not pay for loss, damage or liability caused by war, terrorism, nuclear or "
                    "radioactive contamination, or pollution, unless the pollution is caused by a sudden and "
                    "identifiable incident.",
                ),
            ),
            Clause(
                "11.6",
                "Indirect loss",
                (
                    "We will not pay for indirect loss of any kind, such as loss of earnings or the cost of "
                    "preparing a claim, unless it is covered under Section 9.",
                ),
            ),
        ),
    ),
    Section(
        12,
        "Unoccupancy and letting conditions",
        (),
        (
            Clause(
                "12.1",
                "Unoccupied homes",
                (
                    "While the home is unoccupied, we will not pay for loss or damage caused by theft, "
                    "malicious damage, escape of water or accidental damage unless both of the following "
                    "conditions are met:",
                ),
                (
                    ("(a)", "the water supply is turned off at the mains and the water system is drained;"),
                    (
                        "(b)",
                        "the home is inspected inside and outside at least once every 7 days by you or a "
                        "responsible adult, and a written record of each inspection is kept.",
                    ),
                ),
            ),
            Clause(
                "12.2",
                "Telling us about unoccupancy",
                (
                    "You must tell us within 30 days if the home becomes unoccupied. We may then change the "
                    "premium or the terms of this policy.",
                ),
            ),
            Clause(
                "12.3",
                "Tenancies",
                (
                    "You must make sure that every tenancy is on a written tenancy agreement and that you "
                    "obtain a written reference for each tenant before the tenancy begins. We will not pay "
                    "for malicious damage by a tenant for whom no reference was obtained.",
                ),
            ),
            Clause(
                "12.4",
                "Gas safety",
                (
                    "You must hold a gas safety certificate for the home issued within the last 12 months. "
                    "We "
                    "will not pay for any claim arising from a gas appliance if no valid certificate was in "
                    "place, unless the lack of a certificate did not contribute to the loss.",
                ),
            ),
        ),
    ),
    Section(
        13,
        "General conditions",
        (),
        (
            Clause(
                "13.1",
                "Reasonable care",
                (
                    "You must take all reasonable steps to prevent loss or damage and keep the buildings in "
                    "a "
                    "good state of repair.",
                ),
            ),
            Clause(
                "13.2",
                "Changes you must tell us about",
                (
                    "You must tell us within 14 days about any change that may affect your cover, including "
                    "building works costing more than £25,000, a change in the type of tenant, or the home "
                    "being used for business purposes. We may then change the premium or the terms of this "
                    "policy, or cancel it under clause 1.5.",
                ),
            ),
            Clause(
                "13.3",
                "Other insurance",
                (
                    "If any loss, damage or liability covered by this policy is also covered by another "
                    "insurance policy, we will pay only our proportionate share.",
                ),
            ),
            Clause(
                "13.4",
                "Fraud",
                (
                    "If you or anyone acting for you makes a fraudulent claim, we will not pay the claim. We "
                    "may cancel this policy from the date of the fraudulent act and keep the premium.",
                ),
            ),
            Clause(
                "13.5",
                "Index-linking",
                (
                    "We will adjust the buildings sum insured each month in line with a recognised index of "
                    "rebuilding costs. Index-linking will never reduce the sum insured below the amount "
                    "shown "
                    "in your schedule.",
                ),
            ),
        ),
    ),
    Section(
        14,
        "Claims conditions",
        ("You must keep to these conditions. If you do not, we may refuse or reduce your claim.",),
        (
            Clause(
                "14.1",
                "Preventing further damage and reporting crime",
                (
                    "As soon as you become aware of any incident that may lead to a claim, you must take all "
                    "reasonable steps to prevent further loss or damage. You must report any theft, "
                    "attempted "
                    "theft or malicious damage to the police within 24 hours of discovering it and obtain a "
                    "crime reference number.",
                ),
            ),
            Clause(
                "14.2",
                "Information and evidence",
                (
                    "You must give us, at your own expense, any information and evidence we reasonably ask "
                    "for, including estimates, invoices, tenancy agreements and rent records. You must send "
                    "this within 14 working days of our request, unless we agree a longer period in writing.",
                ),
            ),
            Clause(
                "14.3",
                "Notifying claims",
                (
                    "You must tell us about any claim as soon as reasonably possible and in any event within "
                    "30 days of discovering the loss or damage. If you tell us after 30 days, we may reduce "
                    "or refuse the claim to the extent that the delay has prejudiced our investigation or "
                    "increased the cost of the claim. This time limit does not apply to claims under Section "
                    "10, which you must report to us immediately.",
                ),
            ),
            Clause(
                "14.4",
                "Excess",
                (
                    "You must pay the excess shown in this wording, your schedule or any endorsement for "
                    "each "
                    "and every claim. Where one event causes damage covered under more than one section of "
                    "this policy, you will pay only one excess, which will be the highest that applies. The "
                    "excess is deducted from the amount we pay and is not payable to us in advance.",
                ),
            ),
            Clause(
                "14.5",
                "Appealing a claim decision",
                (
                    "If you disagree with our decision on your claim, you may appeal by writing to us within "
                    "28 days of the date of our decision letter. A claims handler who was not involved in "
                    "the "
                    "original decision will review your appeal and write to you with the outcome. Appealing "
                    "does not affect your right to make a complaint under Section 15.",
                ),
            ),
            Clause(
                "14.6",
                "Settling your claim",
                (
                    "We may settle your claim by repairing, rebuilding or replacing the damaged property, or "
                    "by paying you the cost. If we have agreed a scope of works with you, repairs must begin "
                    "within 60 working days of that agreement; if they do not, we may limit our payment to "
                    "the amount it would have cost us to carry out the repairs using our own contractors. We "
                    "will make a deduction for wear and tear from claims for landlord's contents.",
                ),
            ),
            Clause(
                "14.7",
                "Loss adjusters",
                (
                    "We may appoint a loss adjuster to handle your claim on our behalf. The loss adjuster "
                    "will usually contact you within 2 working days of being appointed.",
                ),
            ),
        ),
    ),
    Section(
        15,
        "Complaints",
        (),
        (
            Clause(
                "15.1",
                "How to complain",
                (
                    f"If you are unhappy with our service, please contact our Customer Relations team by "
                    f"writing to {INSURER_ADDRESS} or by telephone on {COMPLAINTS_LINE}.",
                ),
            ),
            Clause(
                "15.2",
                "What we will do",
                (
                    "We will acknowledge your complaint within 5 working days and aim to resolve it within "
                    "4 weeks. We will send you our final response no later than 8 weeks after we receive "
                    "your complaint.",
                ),
            ),
            Clause(
                "15.3",
                "The ombudsman",
                (
                    "If you are not satisfied with our final response, or we have not sent it within 8 "
                    "weeks, "
                    "you may refer your complaint to the Independent Property Insurance Ombudsman within 6 "
                    "months of the date of our final response. Referring your complaint to the ombudsman "
                    "does not affect your right to take legal action.",
                ),
            ),
        ),
    ),
)


# --------------------------------------------------------------------------------------------------
# reportlab helpers
# --------------------------------------------------------------------------------------------------

PageDecorator = Callable[[Any, Any, int, int], None]


def _styles() -> dict[str, Any]:
    from reportlab.lib import colors
    from reportlab.lib.enums import TA_CENTER
    from reportlab.lib.styles import ParagraphStyle

    navy = colors.HexColor("#1F3A5F")
    body = ParagraphStyle("Body", fontName="Helvetica", fontSize=10, leading=13.5, spaceAfter=5)
    return {
        "body": body,
        "clause_body": ParagraphStyle("ClauseBody", parent=body, leftIndent=30),
        "item": ParagraphStyle("Item", parent=body, leftIndent=54, bulletIndent=32, spaceAfter=3),
        "section": ParagraphStyle(
            "Section",
            fontName="Helvetica-Bold",
            fontSize=14,
            leading=18,
            textColor=navy,
            spaceBefore=14,
            spaceAfter=8,
            keepWithNext=1,
        ),
        "clause": ParagraphStyle(
            "ClauseHeading",
            fontName="Helvetica-Bold",
            fontSize=10.5,
            leading=14,
            spaceBefore=6,
            spaceAfter=3,
            keepWithNext=1,
        ),
        "title": ParagraphStyle(
            "DocTitle", fontName="Helvetica-Bold", fontSize=18, leading=23, textColor=navy, spaceAfter=10
        ),
        "cover_brand": ParagraphStyle(
            "CoverBrand",
            fontName="Helvetica-Bold",
            fontSize=30,
            leading=36,
            textColor=navy,
            alignment=TA_CENTER,
        ),
        "cover_title": ParagraphStyle(
            "CoverTitle",
            fontName="Helvetica-Bold",
            fontSize=22,
            leading=28,
            alignment=TA_CENTER,
            spaceAfter=6,
        ),
        "cover_line": ParagraphStyle("CoverLine", fontName="Helvetica", fontSize=13, leading=19, alignment=TA_CENTER),
        "small": ParagraphStyle("Small", fontName="Helvetica", fontSize=8, leading=10.5, textColor=colors.grey),
        "quote": ParagraphStyle(
            "Quote",
            parent=body,
            leftIndent=24,
            rightIndent=24,
            borderColor=navy,
            borderWidth=0.8,
            borderPadding=8,
            spaceBefore=8,
            spaceAfter=14,
        ),
        "cell": ParagraphStyle("Cell", fontName="Helvetica", fontSize=9.5, leading=12),
        "cell_bold": ParagraphStyle("CellBold", fontName="Helvetica-Bold", fontSize=9.5, leading=12),
    }


def _decorator(header_left: str, header_right: str, footer_left: str, skip_first: bool) -> PageDecorator:
    """Running header and footer (thin rules, grey 8pt) that a parser can recognise and drop."""
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A4

    width, height = A4

    def draw(canvas: Any, doc: Any, page: int, total: int) -> None:
        if skip_first and page == 1:
            return
        canvas.saveState()
        canvas.setFont("Helvetica", 8)
        canvas.setFillColor(colors.HexColor("#555555"))
        canvas.setStrokeColor(colors.HexColor("#999999"))
        canvas.setLineWidth(0.5)
        canvas.drawString(56, height - 40, header_left)
        canvas.drawRightString(width - 56, height - 40, header_right)
        canvas.line(56, height - 45, width - 56, height - 45)
        canvas.line(56, 50, width - 56, 50)
        canvas.drawString(56, 38, footer_left)
        canvas.drawRightString(width - 56, 38, f"Page {page} of {total}")
        canvas.restoreState()

    return draw


def _build_pdf(
    story_factory: Callable[[], list[Any]],
    decorate: PageDecorator,
    title: str,
    subject: str,
    keywords: str,
) -> bytes:
    """Build twice: the first pass counts pages so footers can say 'Page n of N'."""
    from reportlab.lib.pagesizes import A4
    from reportlab.platypus import SimpleDocTemplate

    total = 0
    data = b""
    for _ in range(2):
        buf = io.BytesIO()
        doc = SimpleDocTemplate(
            buf,
            pagesize=A4,
            leftMargin=56,
            rightMargin=56,
            topMargin=68,
            bottomMargin=68,
            title=title,
            author=INSURER,
            subject=subject,
            keywords=keywords,
            creator="samples/generate.py",
            producer="reportlab (invariant)",
            invariant=1,
        )
        known_total = total

        def on_page(canvas: Any, doc: Any, _total: int = known_total) -> None:
            decorate(canvas, doc, canvas.getPageNumber(), _total)

        doc.build(story_factory(), onFirstPage=on_page, onLaterPages=on_page)
        total = doc.page
        data = buf.getvalue()
    return data


def _p(text: str, style: Any) -> Any:
    from reportlab.platypus import Paragraph

    return Paragraph(escape(text), style)


def _item(label: str, text: str, style: Any) -> Any:
    """A lettered sub-item, e.g. '(b)', with a hanging label."""
    from reportlab.platypus import Paragraph

    return Paragraph(escape(text), style, bulletText=label)


# --------------------------------------------------------------------------------------------------
# 1. Policy wording
# --------------------------------------------------------------------------------------------------


def _policy_story() -> list[Any]:
    from reportlab.lib import colors
    from reportlab.platypus import HRFlowable, KeepTogether, PageBreak, Spacer

    st = _styles()
    story: list[Any] = [
        Spacer(1, 90),
        _p(INSURER_SHORT.upper(), st["cover_brand"]),
        Spacer(1, 6),
        _p(INSURER, st["cover_line"]),
        Spacer(1, 70),
        HRFlowable(width="70%", thickness=1.2, color=colors.HexColor("#1F3A5F"), spaceAfter=18),
        _p("Landlord Property Insurance", st["cover_title"]),
        _p("Policy Wording", st["cover_title"]),
        Spacer(1, 16),
        _p(f"Version {POLICY_VERSION}", st["cover_line"]),
        _p(f"Effective date: {long_date(POLICY_EFFECTIVE)}", st["cover_line"]),
        _p(f"Policy form number: {FORM_NUMBER}", st["cover_line"]),
        HRFlowable(width="70%", thickness=1.2, color=colors.HexColor("#1F3A5F"), spaceBefore=18),
        Spacer(1, 60),
        _p(
            f"This wording applies to policies starting or renewing on or after "
            f"{long_date(POLICY_EFFECTIVE)}. Please read it together with your schedule and any "
            "endorsements.",
            st["cover_line"],
        ),
        Spacer(1, 40),
        _p(f"Claims line: {CLAIMS_LINE}   Emergency line (24 hours): {EMERGENCY_LINE}", st["cover_line"]),
        _p(f"E-mail: {CLAIMS_EMAIL}", st["cover_line"]),
        _p(f"{INSURER}", st["cover_line"]),
        _p(INSURER_ADDRESS, st["cover_line"]),
        Spacer(1, 60),
        _p(
            "Halden Mutual is a fictional insurer. This specimen wording was created for software testing "
            "and "
            "is not a contract of insurance.",
            st["small"],
        ),
        PageBreak(),
    ]
    for section in POLICY_SECTIONS:
        story.append(_p(f"Section {section.number}  {section.title}", st["section"]))
        story.extend(_p(t, st["body"]) for t in section.intro)
        for clause in section.clauses:
            parts: list[Any] = [_p(f"{clause.number}  {clause.title}", st["clause"])]
            parts.extend(_p(t, st["clause_body"]) for t in clause.text)
            parts.extend(_item(label, text, st["item"]) for label, text in clause.items)
            parts.extend(_p(t, st["clause_body"]) for t in clause.after)
            story.append(KeepTogether(parts))
    story.append(Spacer(1, 12))
    story.append(_p("End of policy wording.", st["small"]))
    return story


def build_policy(path: Path) -> None:
    decorate = _decorator(
        INSURER,
        POLICY_TITLE,
        f"Policy form {FORM_NUMBER}  |  Version {POLICY_VERSION}  |  Effective {long_date(POLICY_EFFECTIVE)}",
        skip_first=True,
    )
    data = _build_pdf(
        _policy_story,
        decorate,
        title=f"{INSURER_SHORT} {POLICY_TITLE} (form {FORM_NUMBER}, version {POLICY_VERSION})",
        subject=f"Policy wording, version {POLICY_VERSION}, effective {POLICY_EFFECTIVE.isoformat()}",
        keywords=f"{FORM_NUMBER}; version {POLICY_VERSION}; landlord; property; policy wording",
    )
    path.write_bytes(data)


# --------------------------------------------------------------------------------------------------
# 2. Endorsement E7
# --------------------------------------------------------------------------------------------------


def _endorsement_story() -> list[Any]:
    from reportlab.lib import colors
    from reportlab.platypus import Spacer, Table, TableStyle

    st = _styles()
    meta = [
        ("Endorsement number", ENDORSEMENT_ID),
        ("Endorsement form", ENDORSEMENT_FORM),
        (
            "Applies to",
            f"{POLICY_TITLE}, policy form {FORM_NUMBER}, Version {POLICY_VERSION} "
            f"(effective date {long_date(POLICY_EFFECTIVE)})",
        ),
        ("Effective date", long_date(ENDORSEMENT_EFFECTIVE)),
        ("Date issued", long_date(ENDORSEMENT_ISSUED)),
    ]
    meta_table = Table(
        [[_p(f"{k}:", st["cell_bold"]), _p(v, st["cell"])] for k, v in meta],
        colWidths=[130, 353],
        hAlign="LEFT",
    )
    meta_table.setStyle(
        TableStyle(
            [
                ("LINEBELOW", (0, 0), (-1, -1), 0.4, colors.HexColor("#BBBBBB")),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("TOPPADDING", (0, 0), (-1, -1), 4),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
            ]
        )
    )
    new_b = (
        "4.2(b)  The excess for each and every claim for escape of water is £500. If the escape happens "
        "while "
        "the home is unoccupied, the excess is £1,500."
    )
    return [
        _p(ENDORSEMENT_TITLE, st["title"]),
        meta_table,
        Spacer(1, 14),
        _p("1  Purpose", st["clause"]),
        _p(
            "This endorsement forms part of your policy. It changes the excess that applies to claims for "
            f"escape of water under Section 4 of policy form {FORM_NUMBER} Version {POLICY_VERSION}. It "
            "applies "
            f"to policies starting or renewing on or after {long_date(ENDORSEMENT_EFFECTIVE)}.",
            st["clause_body"],
        ),
        _p("2  Amendment", st["clause"]),
        _p("Clause 4.2(b) is deleted and replaced by the following:", st["clause_body"]),
        _p(new_b, st["quote"]),
        _p("3  Superseded wording", st["clause"]),
        _p(
            f"From its effective date this endorsement supersedes clause 4.2(b) of policy form {FORM_NUMBER} "
            f"Version {POLICY_VERSION} dated {long_date(POLICY_EFFECTIVE)}. Claims under policies that "
            "started "
            f"or renewed before {long_date(ENDORSEMENT_EFFECTIVE)} continue to be settled under the previous "
            "clause 4.2(b) until their next renewal.",
            st["clause_body"],
        ),
        _p("4  All other terms unchanged", st["clause"]),
        _p(
            "All other terms, conditions, limits and exclusions of the policy remain unchanged. In "
            "particular, "
            "clause 4.2(a) (trace and access) and clause 4.2(c) (metered water and heating oil) are not "
            "affected by this endorsement.",
            st["clause_body"],
        ),
        Spacer(1, 24),
        _p(f"Signed for and on behalf of {INSURER}", st["body"]),
        _p("M. Ferrand-Lowe, Head of Underwriting", st["body"]),
    ]


def build_endorsement(path: Path) -> None:
    decorate = _decorator(
        INSURER,
        f"Endorsement {ENDORSEMENT_ID} to policy form {FORM_NUMBER}",
        f"Form {ENDORSEMENT_FORM}  |  Effective {long_date(ENDORSEMENT_EFFECTIVE)}",
        skip_first=False,
    )
    data = _build_pdf(
        _endorsement_story,
        decorate,
        title=f"{INSURER_SHORT} {ENDORSEMENT_TITLE}",
        subject=f"Endorsement {ENDORSEMENT_ID}, effective {ENDORSEMENT_EFFECTIVE.isoformat()}, "
        f"supersedes clause 4.2(b) of {FORM_NUMBER} version {POLICY_VERSION}",
        keywords=f"{ENDORSEMENT_ID}; {FORM_NUMBER}; clause 4.2(b); escape of water; excess",
    )
    path.write_bytes(data)


# --------------------------------------------------------------------------------------------------
# 4. Policy schedule
# --------------------------------------------------------------------------------------------------

EXCESS_TABLE_HEADER = ("Peril", "Standard excess", "Voluntary excess", "Limit")
EXCESS_TABLE_ROWS: tuple[tuple[str, str, str, str], ...] = (
    ("Escape of water", "£500", "£100", "£320,000"),
    ("Storm", "£300", "£100", "£320,000"),
    ("Flood", "£600", "£100", "£320,000"),
    ("Subsidence", "£1,000", "£0", "£320,000"),
    ("Theft", "£250", "£100", "£15,000"),
    ("Malicious damage by tenants", "£400", "£100", "£10,000"),
    ("Accidental damage", "£150", "£100", "£5,000"),
)
SUMS_TABLE_HEADER = ("Cover", "Sum insured or limit", "Included")
SUMS_TABLE_ROWS: tuple[tuple[str, str, str], ...] = (
    ("Buildings", "£320,000", "Yes"),
    ("Landlord's contents", "£15,000", "Yes"),
    ("Escape of water (Section 4)", "Buildings sum insured", "Yes"),
    ("Accidental damage (Section 8)", "£5,000 any one claim", "Yes"),
    ("Loss of rent (Section 9)", "20% of buildings sum insured (£64,000), maximum 12 months", "Yes"),
    ("Property owner's liability (Section 10)", "£5,000,000 any one event", "Yes"),
)


def _grid_table(header: Sequence[str], rows: Sequence[Sequence[str]], widths: list[float]) -> Any:
    from reportlab.lib import colors
    from reportlab.platypus import Table, TableStyle

    st = _styles()
    data = [[_p(h, st["cell_bold"]) for h in header]] + [[_p(c, st["cell"]) for c in row] for row in rows]
    table = Table(data, colWidths=widths, hAlign="LEFT", repeatRows=1)
    table.setStyle(
        TableStyle(
            [
                ("GRID", (0, 0), (-1, -1), 0.6, colors.HexColor("#444444")),
                ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#DCE3EC")),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("TOPPADDING", (0, 0), (-1, -1), 4),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 5),
            ]
        )
    )
    return table


def _schedule_story() -> list[Any]:
    from reportlab.lib import colors
    from reportlab.platypus import Spacer, Table, TableStyle

    st = _styles()
    details = [
        ("Policy number", POLICY_NUMBER),
        ("Schedule issue", f"{SCHEDULE_ISSUE} (renewal), issued {long_date(SCHEDULE_ISSUED)}"),
        ("Policyholder", "Ms Priya Ellacott"),
        ("Correspondence address", "Flat 2, 9 Hesketh Row, Brindlesham, BR2 5LN"),
        ("Insured property (the home)", "14 Marlow Terrace, Brindlesham, BR4 7QT"),
        ("Property type", "Three-bedroom mid-terrace house, built 1928, let to one household"),
        (
            "Period of insurance",
            f"{long_date(SCHEDULE_EFFECTIVE)} to 30 September 2025 (both dates inclusive)",
        ),
        (
            "Policy wording",
            f"{POLICY_TITLE}, form {FORM_NUMBER} Version {POLICY_VERSION} "
            f"(effective date {long_date(POLICY_EFFECTIVE)})",
        ),
        (
            "Endorsements",
            f"{ENDORSEMENT_ID}: escape of water excess (effective {long_date(ENDORSEMENT_EFFECTIVE)})",
        ),
        ("Annual premium", "£612.40 including Insurance Premium Tax at 12%"),
    ]
    details_table = Table(
        [[_p(k, st["cell_bold"]), _p(v, st["cell"])] for k, v in details],
        colWidths=[150, 333],
        hAlign="LEFT",
    )
    details_table.setStyle(
        TableStyle(
            [
                ("LINEBELOW", (0, 0), (-1, -1), 0.4, colors.HexColor("#BBBBBB")),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("TOPPADDING", (0, 0), (-1, -1), 3),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
            ]
        )
    )
    return [
        _p(SCHEDULE_TITLE, st["title"]),
        _p(
            "This schedule forms part of your policy and must be read with the policy wording and any "
            "endorsements listed below.",
            st["body"],
        ),
        Spacer(1, 4),
        details_table,
        Spacer(1, 14),
        _p("Table 1: Excesses and limits", st["clause"]),
        _grid_table(EXCESS_TABLE_HEADER, EXCESS_TABLE_ROWS, [170, 100, 105, 108]),
        Spacer(1, 6),
        _p(
            "The total excess for any one claim is the standard excess plus the voluntary excess. The escape "
            f"of water standard excess reflects Endorsement {ENDORSEMENT_ID}; if the home is unoccupied when "
            "the escape happens, the escape of water standard excess is £1,500.",
            st["body"],
        ),
        Spacer(1, 10),
        _p("Table 2: Sums insured and cover", st["clause"]),
        _grid_table(SUMS_TABLE_HEADER, SUMS_TABLE_ROWS, [170, 243, 70]),
        Spacer(1, 12),
        _p("Special conditions", st["clause"]),
        _p(
            "SC3  The home must have a working mains-powered smoke alarm on each floor. We will not pay for "
            "fire damage if this condition is not met, unless the lack of a working smoke alarm did not "
            "increase the risk of the damage that happened.",
            st["body"],
        ),
        _p(
            "SC5  The loft water tank and all pipes in the loft must be lagged. This condition applies to "
            "claims for escape of water caused by freezing.",
            st["body"],
        ),
    ]


def build_schedule(path: Path) -> None:
    decorate = _decorator(
        INSURER,
        f"Policy schedule  |  Policy number {POLICY_NUMBER}",
        f"Schedule issue {SCHEDULE_ISSUE}  |  Period from {long_date(SCHEDULE_EFFECTIVE)}  |  Form {FORM_NUMBER}",
        skip_first=False,
    )
    data = _build_pdf(
        _schedule_story,
        decorate,
        title=f"{INSURER_SHORT} {SCHEDULE_TITLE} ({POLICY_NUMBER})",
        subject=f"Policy schedule {POLICY_NUMBER}, issue {SCHEDULE_ISSUE}, period from "
        f"{SCHEDULE_EFFECTIVE.isoformat()}",
        keywords=f"{POLICY_NUMBER}; schedule; excess; {FORM_NUMBER}",
    )
    path.write_bytes(data)


# --------------------------------------------------------------------------------------------------
# 3. Claims procedure note (DOCX)
# --------------------------------------------------------------------------------------------------

AUTHORITY_TABLE_HEADER = ("Role", "Settlement authority", "May waive an excess", "May accept a late appeal")
AUTHORITY_TABLE_ROWS: tuple[tuple[str, str, str, str], ...] = (
    ("Claims handler", "Up to £5,000", "No", "No"),
    ("Senior claims handler", "Up to £15,000", "No", "No"),
    ("Team lead", "Up to £50,000", "Yes", "Yes"),
    ("Claims manager", "No limit", "Yes", "Yes"),
)

# (style, text). Styles are real Word styles from python-docx's default template.
PROCEDURE_BODY: tuple[tuple[str, str], ...] = (
    ("Heading 1", "1 Purpose and scope"),
    (
        "Normal",
        "1.1 This note tells claims handlers how to deal with appeals against claim decisions, how to apply "
        "excesses and when to escalate a claim. It applies to all landlord property claims handled by Claims "
        "Operations.",
    ),
    (
        "Normal",
        "1.2 Where this note and the policy wording differ, the policy wording, the schedule and any "
        "endorsement take precedence.",
    ),
    ("Heading 1", "2 First notification of loss"),
    ("Normal", "2.1 Handlers must acknowledge every new claim within 2 working days of first notification."),
    ("Normal", "2.2 At first notification, the handler must:"),
    ("List Number", "Confirm the policy number and that the policy was in force on the date of the loss."),
    ("List Number", "Record the date the loss was discovered and the date it was notified to us."),
    (
        "List Number",
        "Check whether the claim was notified more than 30 days after discovery (policy clause 14.3).",
    ),
    ("List Number", "Give the customer a claim reference and explain the next steps."),
    (
        "Normal",
        "2.3 A claim notified late must not be declined for lateness alone. The handler must record whether "
        "the delay has prejudiced our investigation or increased the cost of the claim.",
    ),
    ("Heading 1", "3 Appeals"),
    ("Heading 2", "Time limits"),
    (
        "Normal",
        "3.1 A customer may appeal within 28 days of the decision letter. The appeal may be made by letter, "
        "e-mail or telephone; a telephone appeal must be recorded in the claim notes on the same day.",
    ),
    (
        "Normal",
        "3.2 A handler may grant one extension of up to 14 days to the appeal window, provided the customer "
        "asks for it before the 28 days have ended.",
    ),
    (
        "Normal",
        "3.3 An extension may not be granted retrospectively. A request received after the appeal window has "
        "closed must be referred to the team lead, who may accept a late appeal only in exceptional "
        "circumstances, such as a hospital stay or a bereavement.",
    ),
    ("Heading 2", "Reviewing the appeal"),
    ("Normal", "3.4 An appeal must be reviewed by a handler who was not involved in the original decision."),
    (
        "Normal",
        "3.5 The appeal outcome letter must be sent within 10 working days of receiving the appeal. If the "
        "review needs more time, the handler must write to the customer before that date to explain why.",
    ),
    ("Heading 1", "4 Excesses"),
    (
        "Normal",
        "4.1 Deduct the excess from the settlement. Never ask the customer to pay the excess to us in advance.",
    ),
    (
        "Normal",
        "4.2 Where one event causes damage under more than one section of the policy, deduct only one "
        "excess: "
        "the highest that applies.",
    ),
    ("Normal", "4.3 Any voluntary excess shown in the schedule is added to the standard excess."),
    (
        "Normal",
        "4.4 Handlers must not waive or reduce an excess. Only a team lead or a claims manager may waive an "
        "excess, and the reason must be recorded in the claim notes.",
    ),
    (
        "Normal",
        "4.5 If the value of the claim is below the excess, tell the customer by telephone and confirm it in "
        "writing within 5 working days.",
    ),
    ("Heading 1", "5 Escalation to team lead"),
    ("Normal", "5.1 A handler must escalate a claim to their team lead when any of the following applies:"),
    ("List Bullet", "the claim value is more than £25,000, or more than the handler's settlement authority;"),
    ("List Bullet", "the customer has been identified as vulnerable;"),
    ("List Bullet", "the customer has made a complaint or has mentioned the ombudsman;"),
    ("List Bullet", "fraud is suspected;"),
    ("List Bullet", "a late appeal has been received (see 3.3)."),
    ("Normal", "5.2 The team lead must respond to an escalation within 1 working day."),
    ("Normal", "5.3 If the team lead is unavailable, escalate to the duty claims manager."),
    ("Heading 2", "Settlement authority"),
    ("Normal", "5.4 Settlement authority limits are set out in Table 1."),
    ("TABLE", "authority"),
    ("Heading 1", "6 Contact times"),
    (
        "Normal",
        f"6.1 The claims line ({CLAIMS_LINE}) is open Monday to Friday 8am to 8pm and Saturday 9am to 1pm. "
        "It is closed on Sundays and bank holidays.",
    ),
    (
        "Normal",
        f"6.2 Emergency escape of water and storm claims can be reported 24 hours a day on {EMERGENCY_LINE}.",
    ),
    ("Normal", "6.3 Handlers must return customer voicemails by the end of the next working day."),
    ("Normal", "6.4 Outbound calls to customers must not be made before 8am or after 8pm."),
)


def _fixed_zip(data: bytes, when: tuple[int, int, int, int, int, int]) -> bytes:
    """Re-write a zip (DOCX) with fixed member timestamps and attributes so the bytes are reproducible."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            member = zipfile.ZipInfo(info.filename, date_time=when)
            member.compress_type = zipfile.ZIP_DEFLATED
            member.external_attr = 0o644 << 16
            member.create_system = 0
            dst.writestr(member, src.read(info.filename), compresslevel=9)
    return out.getvalue()


def build_procedure(path: Path) -> None:
    import docx
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Pt, RGBColor

    document = docx.Document()
    section = document.sections[0]
    header = section.header.paragraphs[0]
    header.text = f"{INSURER} | Claims Operations | {PROCEDURE_ID} | Internal"
    footer = section.footer.paragraphs[0]
    footer.text = f"{PROCEDURE_ID} Version {PROCEDURE_VERSION} | Effective {long_date(PROCEDURE_EFFECTIVE)}"
    footer.alignment = WD_ALIGN_PARAGRAPH.RIGHT

    document.add_paragraph(PROCEDURE_TITLE, style="Title")
    version_line = document.add_paragraph()
    run = version_line.add_run(f"Version {PROCEDURE_VERSION} — effective {long_date(PROCEDURE_EFFECTIVE)}")
    run.bold = True
    run.font.size = Pt(12)
    run.font.color.rgb = RGBColor(0x1F, 0x3A, 0x5F)
    document.add_paragraph(
        "Owner: Head of Claims Operations. Replaces Version 1.3 (June 2022). For internal use by claims handlers only."
    )

    for style, text in PROCEDURE_BODY:
        if style == "TABLE":
            caption = document.add_paragraph("Table 1: Settlement authority limits", style="Caption")
            caption.paragraph_format.keep_with_next = True
            table = document.add_table(rows=1, cols=len(AUTHORITY_TABLE_HEADER), style="Table Grid")
            for cell, label in zip(table.rows[0].cells, AUTHORITY_TABLE_HEADER, strict=True):
                cell.text = ""
                cell.paragraphs[0].add_run(label).bold = True
            for row in AUTHORITY_TABLE_ROWS:
                cells = table.add_row().cells
                for cell, value in zip(cells, row, strict=True):
                    cell.text = value
            continue
        document.add_paragraph(text, style=style)

    props = document.core_properties
    stamp = dt.datetime(2024, 1, 15, 9, 0, 0)
    props.title = PROCEDURE_TITLE
    props.subject = f"Claims handling procedure: appeals, excesses, escalation (version {PROCEDURE_VERSION})"
    props.keywords = f"{PROCEDURE_ID}; version {PROCEDURE_VERSION}; effective {PROCEDURE_EFFECTIVE.isoformat()}; "
    props.keywords += "appeals; excess; escalation"
    props.version = PROCEDURE_VERSION
    props.revision = 2
    props.identifier = PROCEDURE_ID
    props.category = "Claims procedure"
    props.content_status = "Final"
    props.language = "en-GB"
    props.author = f"{INSURER_SHORT} Claims Operations"
    props.last_modified_by = f"{INSURER_SHORT} Claims Operations"
    props.comments = f"Version {PROCEDURE_VERSION}, effective {PROCEDURE_EFFECTIVE.isoformat()}"
    props.created = stamp
    props.modified = stamp
    props.last_printed = stamp

    buf = io.BytesIO()
    document.save(buf)
    path.write_bytes(_fixed_zip(buf.getvalue(), (2024, 1, 15, 9, 0, 0)))


# --------------------------------------------------------------------------------------------------
# 5. Scanned page (image only)
# --------------------------------------------------------------------------------------------------

RENT_TABLE_HEADER = ("Month", "Rent due", "Paid by insurer", "Balance")
RENT_TABLE_ROWS: tuple[tuple[str, str, str, str], ...] = (
    ("October 2024", "£1,150.00", "£740.00", "£410.00"),
    ("November 2024", "£1,150.00", "£1,150.00", "£0.00"),
    ("December 2024", "£1,150.00", "£1,150.00", "£0.00"),
    ("January 2025", "£1,150.00", "£1,150.00", "£0.00"),
    ("February 2025", "£1,150.00", "£575.00", "£575.00"),
    ("March 2025", "£1,150.00", "£0.00", "£1,150.00"),
    ("Total", "£6,900.00", "£4,765.00", "£2,135.00"),
)


def _font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    if bold:
        names = ("DejaVuSans-Bold.ttf", "LiberationSans-Bold.ttf")
    else:
        names = ("DejaVuSans.ttf", "LiberationSans-Regular.ttf")
    for folder in FONT_DIRS:
        for name in names:
            candidate = folder / name
            if candidate.is_file():
                return ImageFont.truetype(str(candidate), size)
    return ImageFont.load_default(size=size)


def _scan_image() -> Image.Image:
    """An A4 page at SCAN_DPI that looks photocopied: grey paper, dust, slight blur and a small skew."""
    width, height = round(8.27 * SCAN_DPI), round(11.69 * SCAN_DPI)
    page = Image.new("L", (width, height), 255)
    draw = ImageDraw.Draw(page)
    px = SCAN_DPI / 72.0  # pixels per point

    def pt(v: float) -> int:
        return round(v * px)

    left, y = pt(60), pt(64)
    ink = 25
    draw.text((left, y), "PELLINGHAM LOSS ADJUSTERS LTD", font=_font(pt(10), bold=True), fill=ink)
    draw.text((left, y + pt(14)), "Acting for Halden Mutual Insurance Society Limited", font=_font(pt(9)), fill=ink)
    y += pt(48)
    draw.text((left, y), SCAN_TITLE.upper(), font=_font(pt(17), bold=True), fill=ink)
    y += pt(30)
    body = _font(pt(10.5))
    lines = (
        f"Claim reference: {CLAIM_NUMBER}        Policy number: {POLICY_NUMBER}",
        "Property: 14 Marlow Terrace, Brindlesham, BR4 7QT",
        "Cause of loss: escape of water discovered 12 October 2024",
        "Monthly rent under tenancy agreement: £1,150.00",
        f"Schedule issue {SCAN_ISSUE}, prepared {long_date(SCAN_DATE)}",
    )
    for line in lines:
        draw.text((left, y), line, font=body, fill=ink)
        y += pt(16)

    # Ruled table.
    y += pt(14)
    col_widths = [pt(w) for w in (150, 110, 120, 110)]
    row_h = pt(26)
    xs = [left]
    for w in col_widths:
        xs.append(xs[-1] + w)
    n_rows = len(RENT_TABLE_ROWS) + 1
    top = y
    for r in range(n_rows + 1):
        thick = 4 if r in (0, 1, n_rows - 1, n_rows) else 2
        draw.line([(xs[0], top + r * row_h), (xs[-1], top + r * row_h)], fill=ink, width=thick)
    # Outer frame only: Tesseract's layout analysis drops the first and last rows of a fully boxed grid.
    for x in (xs[0], xs[-1]):
        draw.line([(x, top), (x, top + n_rows * row_h)], fill=ink, width=3)
    head_font, cell_font, total_font = _font(pt(10.5), bold=True), body, _font(pt(10.5), bold=True)
    for r, row in enumerate((RENT_TABLE_HEADER, *RENT_TABLE_ROWS)):
        font = head_font if r == 0 else (total_font if row[0] == "Total" else cell_font)
        for c, value in enumerate(row):
            ty = top + r * row_h + pt(7)
            if c == 0:
                draw.text((xs[c] + pt(6), ty), value, font=font, fill=ink)
            else:  # amounts right-aligned, as a spreadsheet prints them
                text_w = draw.textlength(value, font=font)
                draw.text((xs[c + 1] - pt(6) - text_w, ty), value, font=font, fill=ink)
    y = top + n_rows * row_h + pt(20)
    notes = (
        "Payments stop when the property is fit to let, or after 12 months, whichever is sooner.",
        "Balance for March 2025 is held pending the drying certificate.",
    )
    for line in notes:
        draw.text((left, y), line, font=_font(pt(9.5)), fill=ink)
        y += pt(14)
    draw.text((left, y + pt(20)), "Signed: J. Okafor-Reyes, Loss Adjuster", font=_font(pt(9.5)), fill=ink)

    # Degrade: soften strokes, darken the paper, add seeded grain and dust, then skew slightly.
    page = page.filter(ImageFilter.GaussianBlur(0.8))
    rng = random.Random(20250314)
    grain = Image.frombytes("L", (width // 4, height // 4), rng.randbytes((width // 4) * (height // 4)))
    grain = grain.resize((width, height), Image.Resampling.BICUBIC).point(lambda v: 120 + v // 24)
    paper = Image.new("L", (width, height), 232)
    page = Image.composite(page, paper, page.point(lambda v: 255 if v < 200 else 0))
    page = Image.blend(page, grain, 0.06)
    dust = ImageDraw.Draw(page)
    for _ in range(70):
        cx, cy, rad = rng.randrange(width), rng.randrange(height), rng.choice((1, 1, 1, 2, 2))
        dust.ellipse([cx - rad, cy - rad, cx + rad, cy + rad], fill=rng.randrange(110, 190))
    page = page.rotate(-0.6, resample=Image.Resampling.BICUBIC, expand=False, fillcolor=226)
    return page


def render_scanned_page(path: Path, fmt: str) -> None:
    """Write the scanned rent schedule as an image-only page. ``fmt``: 'pdf', 'png' or 'tiff'."""
    image = _scan_image()
    fmt = fmt.lower()
    if fmt == "pdf":
        stamp = time.strptime("2025-03-14 10:02:00", "%Y-%m-%d %H:%M:%S")
        image.save(
            path,
            "PDF",
            resolution=float(SCAN_DPI),
            quality=60,
            title="Scanned document",
            creator="Scanner",
            creationDate=stamp,
            modDate=stamp,
        )
    elif fmt == "png":
        image.save(path, "PNG", dpi=(SCAN_DPI, SCAN_DPI), optimize=False)
    elif fmt in ("tif", "tiff"):
        image.save(path, "TIFF", dpi=(SCAN_DPI, SCAN_DPI), compression="tiff_deflate")
    else:
        raise ValueError(f"unsupported format {fmt!r}; expected pdf, png or tiff")


# --------------------------------------------------------------------------------------------------
# 6. Manifest and driver
# --------------------------------------------------------------------------------------------------


def build_manifest(out: Path) -> dict[str, Any]:
    def entry(key: str, **extra: Any) -> dict[str, Any]:
        name = FILES[key]
        data = (out / name).read_bytes()
        return {"file": name, **extra, "bytes": len(data), "sha256": hashlib.sha256(data).hexdigest()}

    documents = [
        entry(
            "wording",
            title=f"{INSURER_SHORT} {POLICY_TITLE}",
            doc_type="wording",
            version=POLICY_VERSION,
            effective_date=POLICY_EFFECTIVE.isoformat(),
            form_number=FORM_NUMBER,
            pages=_page_count(out / FILES["wording"]),
        ),
        entry(
            "endorsement",
            title=f"{INSURER_SHORT} {ENDORSEMENT_TITLE}",
            doc_type="endorsement",
            version=ENDORSEMENT_ID,
            effective_date=ENDORSEMENT_EFFECTIVE.isoformat(),
            form_number=ENDORSEMENT_FORM,
            pages=_page_count(out / FILES["endorsement"]),
            amends={"document": FILES["wording"], "form_number": FORM_NUMBER, "version": POLICY_VERSION},
            supersedes=[{"document": FILES["wording"], "clause": "4.2(b)"}],
        ),
        entry(
            "procedure",
            title=PROCEDURE_TITLE,
            doc_type="procedure",
            version=PROCEDURE_VERSION,
            effective_date=PROCEDURE_EFFECTIVE.isoformat(),
            identifier=PROCEDURE_ID,
        ),
        entry(
            "schedule",
            title=f"{INSURER_SHORT} {SCHEDULE_TITLE}",
            doc_type="schedule",
            version=SCHEDULE_ISSUE,
            effective_date=SCHEDULE_EFFECTIVE.isoformat(),
            policy_number=POLICY_NUMBER,
            pages=_page_count(out / FILES["schedule"]),
        ),
        entry(
            "scan",
            title=f"{SCAN_TITLE} (scanned, claim {CLAIM_NUMBER})",
            doc_type="scan",
            version=SCAN_ISSUE,
            effective_date=SCAN_DATE.isoformat(),
            policy_number=POLICY_NUMBER,
            claim_number=CLAIM_NUMBER,
            pages=1,
            text_layer=False,
        ),
    ]
    return {
        "name": COLLECTION_NAME,
        "description": f"Fictional claims collection for {INSURER_SHORT} (landlord property insurance).",
        "insurer": INSURER,
        "language": "en-GB",
        "generated_by": "samples/generate.py",
        "documents": documents,
    }


def _page_count(path: Path) -> int:
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(str(path))
    try:
        return len(pdf)
    finally:
        pdf.close()


def generate(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    build_policy(out / FILES["wording"])
    build_endorsement(out / FILES["endorsement"])
    build_procedure(out / FILES["procedure"])
    build_schedule(out / FILES["schedule"])
    render_scanned_page(out / FILES["scan"], "pdf")
    manifest = build_manifest(out)
    manifest_path = out / "collection.json"
    manifest_path.write_text(json.dumps(manifest, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return [out / name for name in FILES.values()] + [manifest_path]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Generate the fictional Halden Mutual claims collection.")
    parser.add_argument(
        "--out",
        type=Path,
        default=Path(__file__).resolve().parent / "collection",
        help="output directory (default: samples/collection)",
    )
    args = parser.parse_args(argv)
    for path in generate(args.out):
        digest = hashlib.sha256(path.read_bytes()).hexdigest()[:16]
        print(f"{path.stat().st_size:>9,}  {digest}  {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
