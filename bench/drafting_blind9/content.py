"""Policy documents for blind drafting set 9: wordings, endorsements, schedules / declarations / certificates and
staff procedure notes of three invented insurers.  Each entry: file, title, insurer, layout, blocks.
blocks: ("h", heading) ("p", paragraph) ("t", rows of short cells)."""

T = "Tallowgate Tradecover Insurance Ltd"
P = "Pronghorn Basin Insurance Company"
M = "Merrowdown Journey Insurance Ltd"

TALLOWGATE_WORDING = [
    ("h", "Tallowgate Tradecover Insurance Ltd"),
    ("h", "Tradecover Policy Wording TTI/TP/0326"),
    ("p", "This wording must be read together with your schedule and any endorsement shown on it. Your schedule "
          "shows which sections you have bought. A section that is not shown as insured on your schedule does not "
          "apply to you."),
    ("h", "Words with special meanings"),
    ("p", "Business means the trade described in your schedule and no other."),
    ("p", "Tools means hand tools, power tools and portable test equipment used in your business and owned by you "
          "or for which you are responsible. Tools does not include vehicles, plant, stock or materials."),
    ("p", "Overnight means between 10pm and 6am."),
    ("p", "Contract works means the temporary and permanent works being carried out by you under a contract, "
          "including materials delivered to the site for use in the works."),
    ("p", "Hired-in plant means plant, scaffolding, towers, site huts and equipment hired or borrowed by you from "
          "someone else."),
    ("p", "Heat means any blow lamp, blow torch, hot air gun, welding or cutting equipment, soldering equipment or "
          "any other tool that uses a naked flame or produces sparks."),
    ("h", "Section A - Public liability"),
    ("p", "We will pay the sums you become legally liable to pay as compensation for accidental injury to any "
          "person, or accidental loss of or damage to property, happening during the period of insurance in "
          "connection with your business, up to the limit of indemnity shown in your schedule for any one "
          "occurrence."),
    ("p", "Excess: you must pay the first £250 of every claim for damage to property. There is no excess for "
          "claims for injury."),
    ("p", "We will not pay for damage to that part of any property on which you are or have been working if the "
          "damage results from the work itself. We will pay for damage to the rest of the property."),
    ("p", "Heat conditions: when using heat away from your own premises you must (a) clear combustible materials "
          "from within 2 metres of the work or protect them with fire-resistant covers, (b) have a suitable fire "
          "extinguisher within reach, and (c) keep a fire watch of the work area for at least 60 minutes after the "
          "heat work has finished. If you do not meet these conditions we will not pay for damage caused by fire "
          "arising from the heat work."),
    ("h", "Section B - Tools"),
    ("p", "We will pay for loss of or damage to your tools, up to the tools sum insured shown in your schedule, "
          "while they are at your premises, on any site where you are working, or in or on your vehicle."),
    ("p", "Single article limit: the most we will pay for any one tool or set of tools is £750, unless a higher "
          "amount is shown for that tool in your schedule."),
    ("p", "Excess: you must pay the first £100 of every claim under this section."),
    ("p", "Theft from a vehicle: we will only pay for theft of tools from an unattended vehicle if all its doors, "
          "windows and other openings were locked and closed and there is evidence of forcible and violent entry "
          "to the vehicle."),
    ("p", "Theft from a vehicle overnight: we will only pay for theft of tools left in an unattended vehicle "
          "overnight if, as well as meeting the condition above, the tools were in a fixed and locked steel tool "
          "safe inside the vehicle or the vehicle was in a locked building."),
    ("p", "Settlement: we will repair the tool or pay the cost of replacing it with one of the same type and "
          "quality. For a tool more than 3 years old we will deduct 10% of the replacement cost for each full "
          "year of age beyond 3 years, up to a maximum deduction of 50%."),
    ("h", "Section C - Contract works"),
    ("p", "We will pay for loss of or damage to contract works at the site of the contract, up to the contract "
          "works sum insured shown in your schedule, until the works are handed over to your customer or 30 days "
          "after practical completion, whichever comes first."),
    ("p", "Excess: you must pay the first £500 of every claim under this section."),
    ("p", "We will not pay for hired-in plant under this section unless your schedule shows a hired-in plant sum "
          "insured."),
    ("p", "We will not pay the cost of putting right faulty design, materials or workmanship, but we will pay for "
          "other contract works damaged as a result."),
    ("h", "Making a claim"),
    ("p", "Tell us about any claim, or any incident which may lead to a claim, as soon as you can and in any event "
          "within 30 days. For theft, report it to the police within 24 hours and give us the crime reference "
          "number."),
    ("p", "Send us, unanswered, any letter, claim or court papers you receive from anyone else. You must not admit "
          "liability or offer to pay anything without our written agreement."),
    ("p", "If you are registered for VAT we will pay claims without VAT, as you can recover it."),
    ("h", "If you are unhappy"),
    ("p", "If you are unhappy with a claim decision, contact our Customer Relations Team, Tallowgate Tradecover "
          "Insurance Ltd, 4 Foundry Wharf, Rydding RY1 6TB, telephone 01632 960418, email "
          "relations@tallowgate.example. We will send you a final response within 8 weeks. If you are still "
          "unhappy, or we have not replied within 8 weeks, you can ask the Financial Ombudsman Service to review "
          "your complaint. You must do this within 6 months of the date of our final response."),
]

TALLOWGATE_TE7 = [
    ("h", "Tallowgate Tradecover Insurance Ltd"),
    ("h", "Endorsement TE7 - Heat work excess and record"),
    ("p", "This endorsement applies only where TE7 is shown on your schedule. It changes Section A - Public "
          "liability of wording TTI/TP/0326."),
    ("p", "The excess for any claim for damage to property caused by or arising from the use of heat is £2,500. "
          "This replaces the £250 property damage excess for those claims. It is not added to it."),
    ("p", "As well as the heat conditions in Section A, you must keep a written record of each heat job showing "
          "the date, the address, the start and finish times of the heat work and of the fire watch, and give it "
          "to us if we ask for it."),
    ("p", "All other terms of your policy are unchanged."),
]


def tallowgate_schedule(no, holder, contact, addr, trade, period, vat, a, b, c, plant, tools, endts, issued):
    return [
        ("h", "Tallowgate Tradecover Insurance Ltd - Policy Schedule"),
        ("t", [["Policy number", no], ["Policyholder", holder], ["Contact", contact], ["Address", addr],
               ["Business", trade], ["Period of insurance", period], ["VAT registered", vat],
               ["Wording", "TTI/TP/0326"]]),
        ("h", "Sections insured"),
        ("t", [["Section", "Insured", "Limit or sum insured"],
               ["A Public liability", "Yes", a],
               ["B Tools", "Yes", b],
               ["C Contract works", c[0], c[1]],
               ["Hired-in plant", plant[0], plant[1]]]),
        ("h", "Specified tools"),
        ("t", [["Tool", "Limit for this tool"]] + tools),
        ("p", "Endorsements that apply: " + endts),
        ("p", "Issued " + issued + ". Please check this schedule and tell us straight away if anything is wrong."),
    ]


TALLOWGATE_GUIDE = [
    ("h", "Tallowgate Trade Claims Desk Guide TCG-1 (internal - not for customers)"),
    ("p", "This guide is for the trade claims desk. The codes below are used on file notes only."),
    ("t", [["Code", "Meaning", "What to do"],
           ["HWX-1", "Heat work loss", "Ask for the TE7 heat job record or fire watch evidence before any liability decision"],
           ["LBX-2", "Tools theft from a vehicle", "Get photos of the forced entry and the tool safe fixings, and the crime reference"],
           ["VATN", "VAT-registered policyholder", "Settle net of VAT; check the schedule"],
           ["PLR-3", "Liability referral", "Refer to Haddow Kerr LLP where a third-party claim is over £10,000 or injury is alleged"],
           ["WT-10", "Tool over 3 years old", "Deduct 10% a year beyond year 3, maximum 50%"]]),
    ("h", "Authority"),
    ("t", [["Role", "Payment authority"], ["Claims handler", "up to £5,000"], ["Senior handler", "up to £20,000"],
           ["Claims manager", "above £20,000"]]),
    ("h", "Loss adjusters"),
    ("p", "Instruct Corbel Loss Adjusting for any contract works loss estimated over £15,000."),
    ("h", "Writing to customers and third parties"),
    ("p", "Do not quote desk codes, authority limits or the names of panel firms in letters. Every decline letter "
          "must give the complaints route, the 8 week final response and the Financial Ombudsman Service wording."),
    ("p", "Third-party claimants: write to them about their own claim only. Never confirm our policyholder's "
          "limit of indemnity or excess to a third party."),
]

PRONGHORN_FORM = [
    ("h", "PRONGHORN BASIN INSURANCE COMPANY"),
    ("h", "HOMEOWNERS POLICY FORM PB-HO3 (05-25)"),
    ("h", "AGREEMENT"),
    ("p", "We will provide the insurance described in this policy in return for the premium and compliance with "
          "all applicable provisions of this policy. The Declarations show the coverages, limits, deductible and "
          "endorsements that apply to you."),
    ("h", "DEFINITIONS"),
    ("p", "\"Fungi\" means any type or form of fungus, including mold or mildew, and any mycotoxins, spores, "
          "scents or by-products produced or released by fungi."),
    ("p", "\"Occurrence\" means an accident, including continuous or repeated exposure to substantially the same "
          "general harmful conditions."),
    ("h", "SECTION I - PROPERTY COVERAGES"),
    ("p", "Coverage A - Dwelling. We cover the dwelling on the residence premises shown in the Declarations, "
          "including structures attached to the dwelling."),
    ("p", "Coverage B - Other Structures. We cover other structures on the residence premises set apart from the "
          "dwelling by clear space."),
    ("p", "Coverage C - Personal Property. We cover personal property owned or used by an insured while it is "
          "anywhere in the world."),
    ("p", "Coverage D - Loss Of Use. If a loss covered under this Section makes that part of the residence "
          "premises where you reside not fit to live in, we cover any necessary increase in living expenses "
          "incurred by you so that your household can maintain its normal standard of living. Payment will be for "
          "the shortest time required to repair or replace the damage or, if you permanently relocate, the "
          "shortest time required for your household to settle elsewhere, but not more than 12 months."),
    ("p", "The deductible shown in the Declarations does not apply to Coverage D - Loss Of Use."),
    ("h", "SECTION I - PERILS INSURED AGAINST"),
    ("p", "Water damage. We insure for direct physical loss caused by sudden and accidental discharge or overflow "
          "of water or steam from within a plumbing, heating, air conditioning or automatic fire protective "
          "sprinkler system or from within a household appliance. This includes the reasonable cost of tearing "
          "out and replacing any part of the building necessary to repair the system or appliance from which the "
          "water escaped. We do not cover loss to the system or appliance itself."),
    ("p", "We do not insure for loss caused by constant or repeated seepage or leakage of water or steam over a "
          "period of 14 days or more, whether hidden or not, from within a plumbing, heating, air conditioning or "
          "sprinkler system or household appliance, or from around any shower stall, tub, sink or other fixture."),
    ("p", "We do not insure for loss caused by wear and tear, marring, deterioration, mechanical breakdown, "
          "latent defect, rot or rust."),
    ("h", "SECTION I - EXCLUSIONS"),
    ("p", "Water Back-Up. We do not cover loss caused by water or waterborne material which backs up through "
          "sewers or drains or which overflows or is discharged from a sump, sump pump or related equipment."),
    ("p", "Flood. We do not cover loss caused by flood, surface water, waves, tidal water or overflow of a body "
          "of water."),
    ("h", "SECTION I - ADDITIONAL COVERAGES"),
    ("p", "Fungi, Wet Or Dry Rot, Or Bacteria. We will pay up to $5,000 in total for all loss in any one policy "
          "period caused by fungi, wet or dry rot, or bacteria, including the cost to remove it, to tear out and "
          "replace property to gain access to it, and testing of air or property. This coverage applies only when "
          "the fungi, wet or dry rot, or bacteria result from a peril we insure against. This limit does not "
          "increase the Coverage A, B or C limit."),
    ("p", "Reasonable Repairs. We will pay the reasonable cost you incur for necessary measures taken solely to "
          "protect covered property from further damage, such as emergency water extraction and drying."),
    ("h", "SECTION I - CONDITIONS"),
    ("p", "Deductible. Unless otherwise noted in this policy, we will pay only that part of the total of all loss "
          "payable under Section I that exceeds the deductible amount shown in the Declarations. One deductible "
          "applies per occurrence."),
    ("p", "Duties After Loss. You must give prompt notice to us or your agent; protect the property from further "
          "damage; keep an accurate record of repair expenses; prepare an inventory of damaged personal property "
          "showing the quantity, description, actual cash value and amount of loss, attaching bills, receipts and "
          "related documents; and send us a signed, sworn proof of loss within 60 days after our request."),
    ("p", "Loss Settlement. Covered losses under Coverage A and B are settled at replacement cost without "
          "deduction for depreciation once the repair or replacement is actually completed. Until then we will "
          "pay the actual cash value of the damage. Personal property under Coverage C is settled at actual cash "
          "value at the time of loss."),
    ("p", "Loss Payment. We will pay you unless some other person is named in the policy or is legally entitled "
          "to receive payment. A mortgagee named in the Declarations will be included on any payment for loss to "
          "the dwelling. Loss will be payable 30 days after we receive your proof of loss and reach agreement with "
          "you, a judgment is entered, or an appraisal award is filed with us."),
    ("p", "Appraisal. If you and we fail to agree on the amount of loss, either may demand an appraisal of the "
          "loss. Each party will choose a competent and impartial appraiser within 20 days after receiving a "
          "written request from the other."),
    ("p", "Suit Against Us. No action can be brought against us unless there has been full compliance with all "
          "of the terms under Section I of this policy and the action is started within two years after the date "
          "of loss."),
    ("h", "QUESTIONS AND COMPLAINTS"),
    ("p", "If you have a question or complaint about a claim, call our Policyholder Service line at 555-0142 or "
          "write to Pronghorn Basin Insurance Company, Claims Review Unit, PO Box 4410, Halcott, CO 80998. You may "
          "also contact the Colorado Division of Insurance."),
]

PRONGHORN_END = [
    ("h", "PRONGHORN BASIN INSURANCE COMPANY"),
    ("h", "LIMITED FUNGI AND WATER BACK-UP COVERAGE INCREASE - PB 41 12 (06-24)"),
    ("p", "THIS ENDORSEMENT CHANGES THE POLICY. PLEASE READ IT CAREFULLY."),
    ("p", "This endorsement modifies insurance provided under Homeowners Policy Form PB-HO3. It applies only when "
          "PB 41 12 is listed on your Declarations."),
    ("p", "Fungi, Wet Or Dry Rot, Or Bacteria. The $5,000 limit in Section I - Additional Coverages is replaced by "
          "$25,000 in total for all loss in any one policy period."),
    ("p", "Water Back-Up Of Sewers Or Drains. The Water Back-Up exclusion does not apply. We will pay up to "
          "$10,000 for direct physical loss caused by water or waterborne material which backs up through sewers "
          "or drains or overflows from a sump, sump pump or related equipment. A deductible of $1,000 applies to "
          "this coverage in place of the Section I deductible."),
    ("p", "We do not cover the sump, sump pump or related equipment itself, or loss caused by flood or surface "
          "water."),
    ("p", "All other provisions of this policy apply."),
]


def pronghorn_dec(no, insured, premises, period, limits, ded, forms, mortgagee, agent):
    return [
        ("h", "PRONGHORN BASIN INSURANCE COMPANY"),
        ("h", "HOMEOWNERS POLICY DECLARATIONS"),
        ("t", [["Policy Number", no], ["Named Insured", insured], ["Residence Premises", premises],
               ["Policy Period", period], ["Agent", agent]]),
        ("h", "SECTION I AND II COVERAGES"),
        ("t", [["Coverage", "Limit of Liability"],
               ["A - Dwelling", limits[0]], ["B - Other Structures", limits[1]],
               ["C - Personal Property", limits[2]], ["D - Loss Of Use", limits[3]],
               ["E - Personal Liability", "$300,000 each occurrence"],
               ["F - Medical Payments To Others", "$5,000 each person"]]),
        ("t", [["Section I Deductible", ded]]),
        ("t", [["Forms and Endorsements", forms], ["Mortgagee", mortgagee]]),
        ("p", "These Declarations, together with the policy form and any endorsements listed above, complete your "
              "policy."),
    ]


PRONGHORN_GUIDE = [
    ("h", "Pronghorn Basin Property Claims Field Guide PCF-4 - internal use only"),
    ("h", "File note codes"),
    ("t", [["Code", "Use"],
           ["MLD-5", "Mold present: check the Declarations for PB 41 12 before quoting any fungi limit; base limit is $5,000"],
           ["SEEP-14", "Possible long-term leak: moisture mapping and plumber opinion on duration before any coverage decision"],
           ["ALE-30", "Advance up to 30 days of additional living expense on a lodging invoice or receipts"],
           ["WBU-1", "Water back-up: covered only with PB 41 12; separate $1,000 deductible"],
           ["RC-HB", "Coverage A paid at ACV until repairs are complete; release the holdback on the final invoice"]]),
    ("h", "Payment authority"),
    ("t", [["Role", "Authority"], ["Desk adjuster", "up to $15,000"], ["Field adjuster", "up to $40,000"],
           ["Claims supervisor", "up to $100,000"], ["Home office", "over $100,000"]]),
    ("h", "Letters"),
    ("p", "Denial letters must quote the policy language relied on, state the two-year suit limitation and give "
          "the Policyholder Service line and the Division of Insurance. Mention appraisal only where the dispute "
          "is about the amount of loss."),
    ("p", "Our preferred mitigation vendor is DryCrest Restoration. Do not recommend or name any vendor in a "
          "letter to an insured."),
    ("p", "Do not put file note codes, reserves or authority levels in any letter."),
]

MERROWDOWN_WORDING = [
    ("h", "Merrowdown Journey Insurance Ltd - Policy Wording MJ/TR/0126"),
    ("h", "Your policy"),
    ("p", "This wording, your certificate and any endorsement listed on your certificate make up your contract "
          "with Merrowdown Journey Insurance Ltd. Your certificate shows your level of cover (Essential, Classic or "
          "Premier), the people insured, the area you are covered for and the longest trip allowed."),
    ("h", "Table of benefits"),
    ("t", [["Section", "Essential", "Classic", "Premier"],
           ["1 Cancellation (per person)", "£1,500", "£3,500", "£7,500"],
           ["2 Curtailment (per person)", "£1,500", "£3,500", "£7,500"],
           ["3 Emergency medical expenses", "£5,000,000", "£10,000,000", "£15,000,000"],
           ["4 Missed departure", "Not covered", "£500", "£1,000"],
           ["5 Baggage (per person)", "£1,000", "£2,000", "£3,000"],
           ["5 Baggage single article limit", "£200", "£300", "£500"],
           ["5 Valuables in total", "£200", "£400", "£750"],
           ["6 Travel delay", "£20 per 12 hours, max £100", "£25 per 12 hours, max £250", "£30 per 12 hours, max £300"],
           ["Excess per person: Sections 1, 2 and 5", "£150", "£95", "£0"],
           ["Excess per person: Section 3 (medical)", "£250", "£125", "£50"]]),
    ("p", "The excess applies to each insured person, for each section under which they claim, for each incident. "
          "No excess applies to Section 6."),
    ("h", "Section 1 - Cancellation"),
    ("p", "We will pay your share of travel and accommodation costs that you have paid or are contracted to pay "
          "and cannot get back, if you have to cancel your trip because of one of the following happening after "
          "you bought this policy or booked the trip, whichever is later: the death, serious injury or serious "
          "illness of you, a close relative, a travel companion or the person you were going to stay with; you "
          "being made redundant; you being called for jury service or as a witness; or your home being made "
          "uninhabitable by fire, flood or storm in the 7 days before you leave."),
    ("p", "Close relative means your spouse or partner, parent, parent-in-law, child, brother, sister, grandparent, "
          "grandchild, step-parent, step-child or fiance(e)."),
    ("p", "What is not covered: cancelling because you no longer want to travel, or because of your work or "
          "financial circumstances (except redundancy); any medical condition of an insured person that they knew "
          "about when you bought the policy or booked the trip, unless we have accepted it by endorsement; and "
          "costs you can get back from your travel provider, airline, card issuer or anyone else."),
    ("p", "For any claim because of illness or injury you must send us a medical certificate completed by the "
          "treating doctor confirming that cancelling was necessary."),
    ("h", "Section 2 - Curtailment"),
    ("p", "We will pay for the unused part of your prepaid accommodation and excursion costs if you have to cut "
          "your trip short and return home early for one of the reasons listed in Section 1. We work out the "
          "unused part by the number of complete days you did not use, as a proportion of the total number of "
          "days of the trip. The day you travel home counts as a used day. We will also pay reasonable additional "
          "travel costs for you to return home if you cannot use your original return ticket."),
    ("h", "Section 3 - Emergency medical expenses"),
    ("p", "We will pay for necessary and reasonable emergency medical treatment, hospital charges and repatriation "
          "if you become ill or are injured during your trip outside the United Kingdom."),
    ("p", "You must contact Merrowdown Assist on +44 20 7946 0731 before you are admitted to hospital as an "
          "in-patient or before any treatment costing more than £500, unless it is an emergency and you cannot. "
          "If you do not, we will only pay what we would have paid if you had contacted us."),
    ("p", "Any medical condition you knew about when you bought the policy is not covered unless it is shown as "
          "accepted on an endorsement to your certificate."),
    ("h", "Section 4 - Missed departure"),
    ("p", "We will pay reasonable extra accommodation and travel costs to reach your booked destination if you "
          "arrive too late at your departure point because public transport fails or the car you are travelling "
          "in breaks down or is in an accident."),
    ("h", "Section 5 - Baggage"),
    ("p", "We will pay for your baggage that is lost, stolen or damaged during your trip, up to the limits in the "
          "table of benefits. We pay the value of the item at the time of loss, after a deduction for wear and "
          "tear and loss of value. The single article limit applies to any one item, pair or set."),
    ("p", "Valuables means jewellery, watches, cameras, binoculars, tablets, laptops and other portable electronic "
          "items. Valuables are not covered while in checked-in baggage."),
    ("p", "If an airline loses or damages your baggage you must get a Property Irregularity Report from the "
          "airline before you leave the airport, make a written claim to the airline, and send us the airline's "
          "reply. For any item worth more than £100 you must send us a receipt or other proof of ownership and "
          "value."),
    ("h", "Section 6 - Travel delay"),
    ("p", "We will pay the amount in the table of benefits for each full 12 hours your outward or return flight "
          "is delayed beyond its scheduled departure time."),
    ("h", "Making a claim"),
    ("p", "Tell us as soon as you can and within 31 days of returning home. Call our claims line on "
          "020 7946 0388 or email claims@merrowdown.example."),
    ("h", "Complaints"),
    ("p", "Write to The Complaints Manager, Merrowdown Journey Insurance Ltd, 12 Quayside Chambers, Penwarren "
          "PW1 4EX, or email complaints@merrowdown.example. We will send you our final response within 8 weeks. "
          "If you are not happy with it, or we have not replied within 8 weeks, you can refer your complaint to "
          "the Financial Ombudsman Service, free of charge, within 6 months of our final response."),
]

MERROWDOWN_MJE3 = [
    ("h", "Merrowdown Journey Insurance Ltd"),
    ("h", "Endorsement MJE-3 - Accepted medical condition"),
    ("p", "This endorsement forms part of the certificate it is listed on and applies only to the insured person "
          "named against it on that certificate."),
    ("p", "We have accepted the medical condition named on the certificate. Claims arising from it are covered "
          "under Sections 1, 2 and 3, subject to the terms below."),
    ("p", "Excess: for any claim under Section 3 arising directly or indirectly from the accepted condition, the "
          "excess is £300 per claim. This replaces the Section 3 excess in the table of benefits for those "
          "claims."),
    ("p", "You must take your medication as prescribed and carry enough for your trip. You must tell us about any "
          "change in the condition, medication or treatment before you next travel. We may then change the terms "
          "of this endorsement or the premium."),
    ("p", "All other terms of policy wording MJ/TR/0126 apply."),
]


def merrowdown_cert(no, holder, addr, persons, cover, area, maxtrip, period, conds, endts, issued):
    return [
        ("h", "Merrowdown Journey Insurance Ltd - Certificate of Insurance"),
        ("t", [["Certificate number", no], ["Policyholder", holder], ["Address", addr]]),
        ("t", [["Insured persons"]] + [[p] for p in persons]),
        ("t", [["Type and level of cover", cover], ["Area", area], ["Longest trip allowed", maxtrip],
               ["Period of insurance", period], ["Policy wording", "MJ/TR/0126"]]),
        ("t", [["Declared medical conditions", conds], ["Endorsements", endts]]),
        ("p", "Issued " + issued + ". Keep this certificate with you when you travel. 24-hour medical assistance: "
              "Merrowdown Assist +44 20 7946 0731."),
    ]


MERROWDOWN_PROC = [
    ("h", "Merrowdown Journey - Claims Team Procedures TCP-2 (internal)"),
    ("p", "1. PXC-2: on a cancellation or medical claim caused by an insured person's own illness, request that "
          "person's GP records for the 2 years before the policy date and check them against the declared "
          "conditions."),
    ("p", "2. MAP-48: Merrowdown Assist must have been told within 48 hours of any in-patient admission. If not, "
          "refer the claim to the medical team before paying more than £500."),
    ("p", "3. CUR-PR: curtailment is paid on complete unused days divided by total trip days, applied to prepaid "
          "accommodation and excursions. The original flights are not pro-rated; pay the new return travel "
          "instead."),
    ("p", "4. FR-9: refer to the Counter Fraud Unit if any document looks altered or the claim is made within 14 "
          "days of cover starting."),
    ("p", "5. Baggage: decline any valuable that was in checked-in baggage and pay the rest subject to proof. "
          "Always ask for the Property Irregularity Report."),
    ("p", "6. Authority: claims handler up to £3,000; senior claims handler up to £10,000; medical claims team for "
          "every in-patient claim over £10,000."),
    ("p", "7. Letters: never quote procedure codes, authority limits or the name of our medical cost containment "
          "partner, Halyard Medical Review."),
]

POLICY_DOCS = [
    {"file": "policies/tallowgate-tradecover-wording-TTI-TP-0326.pdf", "title": "Tradecover Policy Wording TTI/TP/0326",
     "insurer": T, "layout": "tallowgate", "blocks": TALLOWGATE_WORDING},
    {"file": "policies/tallowgate-endorsement-TE7.pdf", "title": "Endorsement TE7", "insurer": T,
     "layout": "tallowgate", "blocks": TALLOWGATE_TE7},
    {"file": "policies/tallowgate-schedule-TTP-4402187.pdf", "title": "Schedule TTP-4402187", "insurer": T,
     "layout": "tallowgate", "blocks": tallowgate_schedule(
         "TTP-4402187", "Oldroyd Plumbing & Heating Ltd", "Mr Gethin Oldroyd",
         "Unit 6, Pennant Yard, Rydding RY4 2DF", "Plumbing and heating engineer", "01/04/2026 to 31/03/2027",
         "No", "£2,000,000 any one occurrence", "£4,000", ("No", "Not insured"), ("No", "Not insured"),
         [["Rothbury RP-22 press-fit tool and jaw set", "£1,600"]], "TE7", "14/03/2026")},
    {"file": "policies/tallowgate-schedule-TTP-4402178.pdf", "title": "Schedule TTP-4402178", "insurer": T,
     "layout": "tallowgate", "blocks": tallowgate_schedule(
         "TTP-4402178", "Pruett & Hale Builders Ltd", "Ms Rowena Pruett",
         "The Old Forge, Mill Lane, Caddingham CD3 8LW", "General builder - extensions and renovations",
         "01/06/2026 to 31/05/2027", "Yes", "£5,000,000 any one occurrence", "£6,000",
         ("Yes", "£75,000 any one contract"), ("No", "Not insured"), [["None", "-"]], "None", "20/05/2026")},
    {"file": "policies/tallowgate-claims-desk-guide-TCG-1.docx", "title": "Trade Claims Desk Guide TCG-1",
     "insurer": T, "layout": "docx", "blocks": TALLOWGATE_GUIDE},
    {"file": "policies/pronghorn-homeowners-form-PB-HO3.pdf", "title": "Homeowners Policy Form PB-HO3 (05-25)",
     "insurer": P, "layout": "pronghorn", "blocks": PRONGHORN_FORM},
    {"file": "policies/pronghorn-endorsement-PB-41-12.pdf", "title": "Endorsement PB 41 12", "insurer": P,
     "layout": "pronghorn", "blocks": PRONGHORN_END},
    {"file": "policies/pronghorn-declarations-PBH-2209341.pdf", "title": "Declarations PBH-2209341", "insurer": P,
     "layout": "pronghorn", "blocks": pronghorn_dec(
         "PBH-2209341", "Dwayne and Corinne Haskett", "418 Tamarind Hollow Road, Halcott, CO 80998",
         "03/15/2026 to 03/15/2027, 12:01 AM standard time", ("$385,000", "$38,500", "$192,500", "$77,000"),
         "$1,500 All Perils", "PB-HO3 (05-25); PB 41 12 (06-24)", "Cordwainer Federal Savings, ISAOA",
         "Pell & Roarke Insurance Agency, 555-0117")},
    {"file": "policies/pronghorn-declarations-PBH-2209314.pdf", "title": "Declarations PBH-2209314", "insurer": P,
     "layout": "pronghorn", "blocks": pronghorn_dec(
         "PBH-2209314", "Priya Venkataraman", "77 Silverleaf Court, Halcott, CO 80998",
         "08/01/2026 to 08/01/2027, 12:01 AM standard time", ("$264,000", "$26,400", "$132,000", "$52,800"),
         "$2,500 All Perils", "PB-HO3 (05-25)", "None", "Mesquite Row Insurance Services, 555-0163")},
    {"file": "policies/pronghorn-field-guide-PCF-4.docx", "title": "Property Claims Field Guide PCF-4",
     "insurer": P, "layout": "docx", "blocks": PRONGHORN_GUIDE},
    {"file": "policies/merrowdown-wording-MJ-TR-0126.pdf", "title": "Policy Wording MJ/TR/0126", "insurer": M,
     "layout": "merrowdown-land", "blocks": MERROWDOWN_WORDING},
    {"file": "policies/merrowdown-endorsement-MJE-3.pdf", "title": "Endorsement MJE-3", "insurer": M,
     "layout": "merrowdown", "blocks": MERROWDOWN_MJE3},
    {"file": "policies/merrowdown-certificate-MJC-6610452.pdf", "title": "Certificate MJC-6610452", "insurer": M,
     "layout": "merrowdown", "blocks": merrowdown_cert(
         "MJC-6610452", "Mr Anand Bhatnagar", "29 Larchfield Rise, Ottery Bramley OB5 2HN",
         ["Mr Anand Bhatnagar (age 61)", "Mrs Sunita Bhatnagar (age 58)"], "Annual multi-trip - Classic",
         "Europe", "31 days", "10/02/2026 to 09/02/2027",
         "Type 2 diabetes (Mrs Sunita Bhatnagar) - accepted", "MJE-3 (Mrs Sunita Bhatnagar)", "28/01/2026")},
    {"file": "policies/merrowdown-certificate-MJC-6610425.pdf", "title": "Certificate MJC-6610425", "insurer": M,
     "layout": "merrowdown", "blocks": merrowdown_cert(
         "MJC-6610425", "Miss Lowri Penhallow", "Flat 2, 11 Chandlery Walk, Penwarren PW3 7RD",
         ["Miss Lowri Penhallow (age 29)"], "Annual multi-trip - Premier",
         "Worldwide including USA, Canada and the Caribbean", "45 days", "05/05/2026 to 04/05/2027",
         "None", "None", "22/04/2026")},
    {"file": "policies/merrowdown-claims-procedures-TCP-2.pdf", "title": "Claims Team Procedures TCP-2",
     "insurer": M, "layout": "merrowdown-memo", "blocks": MERROWDOWN_PROC},
]
