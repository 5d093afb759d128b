"""Labels for blind drafting set 9: drafting instructions, their parts, evidence and forbidden strings."""
from content import T, P, M, POLICY_DOCS
from claims_content import CLAIMS

D = "documents/policies/"
TW = D + "tallowgate-tradecover-wording-TTI-TP-0326.pdf"
TE7 = D + "tallowgate-endorsement-TE7.pdf"
TS1 = D + "tallowgate-schedule-TTP-4402187.pdf"
TS2 = D + "tallowgate-schedule-TTP-4402178.pdf"
TG = D + "tallowgate-claims-desk-guide-TCG-1.docx"
PF = D + "pronghorn-homeowners-form-PB-HO3.pdf"
PE = D + "pronghorn-endorsement-PB-41-12.pdf"
PD1 = D + "pronghorn-declarations-PBH-2209341.pdf"
PD2 = D + "pronghorn-declarations-PBH-2209314.pdf"
PG = D + "pronghorn-field-guide-PCF-4.docx"
MW = D + "merrowdown-wording-MJ-TR-0126.pdf"
ME = D + "merrowdown-endorsement-MJE-3.pdf"
MC1 = D + "merrowdown-certificate-MJC-6610452.pdf"
MC2 = D + "merrowdown-certificate-MJC-6610425.pdf"
MP = D + "merrowdown-claims-procedures-TCP-2.pdf"


def N(ref, name="notes.txt"):
    return f"documents/claims/{ref}/{name}"


INSURER_OF_FILE = {"documents/" + d["file"]: d["insurer"] for d in POLICY_DOCS}

# strings that identify a customer (names, addresses, postcodes, policy numbers, vehicle registrations)
CUSTOMERS = {
    "oldroyd": ["Oldroyd", "Gethin", "Pennant Yard", "RY4 2DF", "TTP-4402187", "OP70 HXT", "Glebe Terrace"],
    "pruett": ["Pruett", "Rowena", "Hale Builders", "Old Forge", "CD3 8LW", "TTP-4402178", "PH22 KLD"],
    "haskett": ["Haskett", "Dwayne", "Corinne", "Tamarind Hollow", "PBH-2209341", "Cordwainer"],
    "venkataraman": ["Venkataraman", "Priya", "Silverleaf Court", "PBH-2209314"],
    "bhatnagar": ["Bhatnagar", "Anand", "Sunita", "Larchfield Rise", "OB5 2HN", "MJC-6610452"],
    "penhallow": ["Penhallow", "Lowri", "Chandlery Walk", "PW3 7RD", "MJC-6610425"],
    "doughty": ["Doughty", "Kieran"],
    "wendell": ["Wendell", "Curtis"],
    "trevaskis": ["Trevaskis", "Gwen"],
}

# strings that belong to one claim only (must be in its folder and in no other folder)
CLAIM_FACTS = {
    "TTC-26-3105": ["TTC-26-3105", "RY/26/558120", "thermal imager", "£2,783", "£2,883", "£1,460", "pipe freezer",
                    "Van Vault"],
    "TTC-26-3118": ["TTC-26-3118", "Marwick", "Orchard Mews", "£6,840", "£145", "joists"],
    "TTC-26-3124": ["TTC-26-3124", "Cullen Road", "Jory", "scaffold tower", "£3,860", "£3,360", "£4,632", "Pengelly"],
    "TTC-26-3131": ["TTC-26-3131", "Ditchfield", "mitre saw", "nail gun", "£1,650", "CD/26/771903"],
    "PBC-26-07712": ["PBC-26-07712", "Ridgeway Suites", "$24,570", "$7,940", "$14,870", "$1,575", "supply hose"],
    "PBC-26-07759": ["PBC-26-07759", "floor drain", "chest freezer", "Halcott Drain", "Okafor", "sewer main"],
    "PBC-26-07738": ["PBC-26-07738", "compression fitting", "Ridgeline", "sink base"],
    "PBC-26-07745": ["PBC-26-07745", "toilet supply", "$16,320", "$9,300", "$1,480", "Parkline", "$2,100", "$18,820"],
    "MJT-26-1904": ["MJT-26-1904", "Lisbon", "Azulejo", "£2,460", "£2,270", "swimwear", "Leela"],
    "MJT-26-1917": ["MJT-26-1917", "Elounda", "hypoglycaemic", "£1,842", "£1,542", "£96", "Madeira"],
    "MJT-26-1923": ["MJT-26-1923", "Vancouver", "Tomos", "£2,730", "£1,170", "£812", "£1,982"],
    "MJT-26-1936": ["MJT-26-1936", "Lanzarote", "Skerrin", "£780", "SKR-40218"],
}
CLAIM_OWNER = {ref: c["customer"] for ref, c in CLAIMS.items()}

# staff-only codes, document names, panel firms and vendors
STAFF = ["HWX-1", "LBX-2", "VATN", "PLR-3", "WT-10", "Haddow Kerr", "Corbel", "TCG-1",
         "MLD-5", "SEEP-14", "ALE-30", "WBU-1", "RC-HB", "DryCrest", "PCF-4",
         "PXC-2", "MAP-48", "CUR-PR", "FR-9", "Halyard", "TCP-2"]
# file-note shorthand
SHORTHAND = ["FNOL", "Insd", "xs", "recd", "Sett calc", "Curt calc", "Sett ltr", "Decline ltr", "Denial ltr",
             "Ack ltr", "TPC", "o/s"]

INSURER_OF_ITEM = {}


def part(text, *ev):
    return {"part": text, "answerable": bool(ev), "evidence": [{"file": f, "quote": q} for f, q in ev]}


# (id, insurer, claim_ref, addressee, letter_type, instruction, parts, wrong values, customer for null-claim items)
ITEMS = [
    # ---------------- Tallowgate Tradecover ----------------
    ("D01", T, "TTC-26-3105", "Mr Gethin Oldroyd", "settlement",
     "sett ltr Oldroyd 3105 tools - breakdown item by item, why the imager is capped but the press tool isnt, "
     "drill deduction, when he gets the money",
     [part("press-fit tool £1,460 + thermal imager £750 + combi drill £272 + pipe freezer kit £215 + hand tools £186 "
           "= £2,883, less the £100 tools excess = £2,783",
           (N("TTC-26-3105"), "Sett calc: press-fit tool £1,460 (specified, paid in full) + thermal imager £750 "
            "(capped, claimed £940) + combi drill £340 less 20% = £272 + pipe freezer kit £215 + hand tools £186 = "
            "£2,883 less tools xs £100 = £2,783."),
           (TW, "Excess: you must pay the first £100 of every claim under this section.")),
      part("the thermal imager (£940) is capped at the £750 single article limit; the press-fit tool is specified "
           "on his schedule at £1,600, so it is paid in full",
           (TW, "Single article limit: the most we will pay for any one tool or set of tools is £750, unless a "
            "higher amount is shown for that tool in your schedule."),
           (TS1, "Rothbury RP-22 press-fit tool and jaw set"), (TS1, "£1,600"),
           (N("TTC-26-3105"), "Press-fit tool is specified on the schedule at £1,600 so the £750 single article "
            "limit does not apply to it. Thermal imager not specified - capped at £750.")),
      part("the combi drill (£340) is 5 full years old, so 20% is deducted: 10% for each full year beyond 3 years",
           (N("TTC-26-3105"), "Combi drill bought Aug 2021, 5 full years old - WT-10, 20% off."),
           (TW, "For a tool more than 3 years old we will deduct 10% of the replacement cost for each full year of "
            "age beyond 3 years, up to a maximum deduction of 50%.")),
      part("£2,783 is paid by BACS to the business account within 3 working days",
           (N("TTC-26-3105"), "Paying £2,783 by BACS to the business account within 3 working days."))],
     ["£2,993", "£2,851", "£2,073", "£3,041"], None),

    ("D02", T, "TTC-26-3105", "Mr Gethin Oldroyd", "information",
     "ltr Mr Oldroyd 3105 - his broker wants it in writing that the tool safe in the van met our overnight "
     "condition. also will this claim put his renewal up?",
     [part("the overnight theft condition was met: the tools were in a fixed and locked steel tool safe in the van "
           "and there was forcible entry (rear door lock punched)",
           (N("TTC-26-3105"), "Overnight condition met - fixed and locked steel tool safe plus forcible entry."),
           (N("TTC-26-3105"), "Rear door lock punched, found 06:30 on 23/09."),
           (TW, "Theft from a vehicle overnight: we will only pay for theft of tools left in an unattended vehicle "
            "overnight if, as well as meeting the condition above, the tools were in a fixed and locked steel tool "
            "safe inside the vehicle or the vehicle was in a locked building.")),
      part("whether this claim will increase his renewal premium")],
     [], None),

    ("D03", T, "TTC-26-3118", "Mr Gethin Oldroyd", "information",
     "Oldroyd 3118 PL - ltr to him: why his xs is 2,500 not 250, how + when he pays it, and that redoing the "
     "joint is his own cost",
     [part("the excess is £2,500 because endorsement TE7 on his schedule sets that excess for property damage "
           "caused by heat; it replaces the £250 property damage excess and is not added to it",
           (TE7, "The excess for any claim for damage to property caused by or arising from the use of heat is "
            "£2,500. This replaces the £250 property damage excess for those claims. It is not added to it."),
           (TS1, "Endorsements that apply: TE7"),
           (N("TTC-26-3118"), "Heat claim so xs is £2,500 under TE7, not the £250 PD xs.")),
      part("we are paying Mrs Marwick direct and will invoice him for the £2,500; it is due within 30 days of the "
           "invoice, by BACS or by card on 01632 960418",
           (N("TTC-26-3118"), "Agreed £6,840 with Mrs Marwick, paying her direct by BACS."),
           (N("TTC-26-3118"), "Invoice to Insd for the £2,500 xs, due within 30 days of the invoice, pay by BACS "
            "or by card on 01632 960418.")),
      part("re-making the soldered joint itself (£145) is not covered because it is the work itself; the damage to "
           "the rest of the property is covered",
           (N("TTC-26-3118"), "Re-making the soldered joint itself (£145) is the work itself - not covered, Insd's "
            "own cost."),
           (TW, "We will not pay for damage to that part of any property on which you are or have been working if "
            "the damage results from the work itself. We will pay for damage to the rest of the property."))],
     ["£2,750", "£6,590"], None),

    ("D04", T, "TTC-26-3118", "Mrs Ellen Marwick", "settlement",
     "ltr to Mrs Marwick (TP on Oldroyd 3118) - we've agreed her builder's 6,840 in full and are paying her "
     "direct; when will it land?",
     [part("her builder's estimate of £6,840 (joists £1,920, ceiling £2,260, wall units £2,660) is agreed in full",
           (N("TTC-26-3118"), "TPC estimate recd from her builder, £6,840 (joists £1,920, ceiling £2,260, wall "
            "units £2,660)."),
           (N("TTC-26-3118"), "Agreed £6,840 with Mrs Marwick, paying her direct by BACS.")),
      part("the payment is made to her directly by BACS",
           (N("TTC-26-3118"), "Agreed £6,840 with Mrs Marwick, paying her direct by BACS.")),
      part("the date the payment will reach her account")],
     ["£2,500", "£2,000,000", "TE7", "£250", "£4,340", "£6,590"], None),

    ("D05", T, "TTC-26-3124", "Ms Rowena Pruett", "settlement",
     "sett ltr Ms Pruett 3124 CW storm - figures net of VAT (say why), and decline the scaffold tower in the same "
     "letter",
     [part("the net estimate of £3,860 less the £500 contract works excess = £3,360, paid by BACS on 12/10/2026",
           (N("TTC-26-3124"), "Sett calc: £3,860 net less CW xs £500 = £3,360."),
           (N("TTC-26-3124"), "12.10.26 1020 HG: Paid £3,360 by BACS today."),
           (TW, "Excess: you must pay the first £500 of every claim under this section.")),
      part("paid without the VAT (£772) because Pruett & Hale Builders Ltd is registered for VAT and can recover it",
           (TW, "If you are registered for VAT we will pay claims without VAT, as you can recover it."),
           (TS2, "VAT registered"),
           (N("TTC-26-3124"), "VAT registered - VATN, settle net."),
           (N("TTC-26-3124", "estimate-cullen-road.txt"), "VAT at 20% £772.00")),
      part("the scaffold tower (£680) is not covered because hired-in plant is not insured on their schedule",
           (TW, "We will not pay for hired-in plant under this section unless your schedule shows a hired-in plant "
            "sum insured."),
           (TS2, "Hired-in plant"),
           (N("TTC-26-3124"), "Scaffold tower £680 not covered - hired-in plant not insured on this schedule."))],
     ["£4,132", "£4,040"], None),

    ("D06", T, "TTC-26-3124", "Ms Rowena Pruett", "information",
     "Pruett 3124 - 2 qs from her: how long does the CW cover run on the Cullen Rd job now it's nearly finished, and "
     "if another storm hits is it another £500",
     [part("contract works cover runs until the works are handed over to her customer or 30 days after practical "
           "completion, whichever comes first",
           (TW, "until the works are handed over to your customer or 30 days after practical completion, whichever "
            "comes first.")),
      part("yes: the £500 contract works excess applies to every claim",
           (TW, "Excess: you must pay the first £500 of every claim under this section."))],
     [], None),

    ("D07", T, "TTC-26-3131", "Ms Rowena Pruett", "decline",
     "decline ltr Ms Pruett 3131 van theft at Ditchfield - quote the cond, complaints route + FOS. she also asked "
     "would her motor insurer pick it up",
     [part("declined: theft from an unattended vehicle is covered only if it was locked and there is evidence of "
           "forcible and violent entry; the side door was left unlocked and was opened by hand with no damage",
           (TW, "Theft from a vehicle: we will only pay for theft of tools from an unattended vehicle if all its "
            "doors, windows and other openings were locked and closed and there is evidence of forcible and violent "
            "entry to the vehicle."),
           (N("TTC-26-3131"), "Labourer left the sliding side door unlocked while loading timber at the back."),
           (N("TTC-26-3131"), "Side door opened by hand, no tools used, no damage to the van. No forcible entry.")),
      part("if unhappy, contact the Customer Relations Team (4 Foundry Wharf, Rydding RY1 6TB, 01632 960418, "
           "relations@tallowgate.example); final response within 8 weeks, then the Financial Ombudsman Service "
           "within 6 months of the final response",
           (TW, "If you are unhappy with a claim decision, contact our Customer Relations Team, Tallowgate "
            "Tradecover Insurance Ltd, 4 Foundry Wharf, Rydding RY1 6TB, telephone 01632 960418, email "
            "relations@tallowgate.example."),
           (TW, "We will send you a final response within 8 weeks."),
           (TW, "You must do this within 6 months of the date of our final response.")),
      part("whether her motor insurer would cover the stolen tools")],
     ["£1,550"], None),

    ("D08", T, "TTC-26-3131", "Ms Rowena Pruett", "complaint_response",
     "final response Ms Pruett 3131 complaint - says labourer only away 2 mins, unfair. reviewed, decision stands. "
     "FOS rights",
     [part("we have reviewed the decline and it stands: the van had to be locked and there had to be forcible "
           "entry, and the side door was left unlocked and opened by hand, however briefly",
           (N("TTC-26-3131"), "Reviewed with senior (Mel Ostrowski) - decision stands."),
           (N("TTC-26-3131"), "Side door opened by hand, no tools used, no damage to the van."),
           (TW, "Theft from a vehicle: we will only pay for theft of tools from an unattended vehicle if all its "
            "doors, windows and other openings were locked and closed and there is evidence of forcible and violent "
            "entry to the vehicle.")),
      part("this is our final response; she can ask the Financial Ombudsman Service to review the complaint within "
           "6 months of it",
           (TW, "you can ask the Financial Ombudsman Service to review your complaint. You must do this within 6 "
            "months of the date of our final response."))],
     ["Mel Ostrowski"], None),

    ("D09", T, None, "Mr Gethin Oldroyd", "information",
     "ltr Mr Oldroyd re his Tradecover policy, not a claim - does he have contract works cover, and what's his PL "
     "excess on a job with no heat",
     [part("contract works (Section C) is not insured on his schedule TTP-4402187, so that section does not apply",
           (TS1, "C Contract works"), (TS1, "Not insured"),
           (TW, "A section that is not shown as insured on your schedule does not apply to you.")),
      part("for property damage not caused by heat the public liability excess is £250 (the £2,500 heat excess "
           "under TE7 applies only to heat claims); there is no excess for injury claims",
           (TW, "Excess: you must pay the first £250 of every claim for damage to property. There is no excess for "
            "claims for injury."),
           (TE7, "The excess for any claim for damage to property caused by or arising from the use of heat is "
            "£2,500."))],
     [], "oldroyd"),

    ("D10", T, None, "Mr Kieran Doughty", "information",
     "reply to Mr Kieran Doughty (roofer, looking at Tradecover) - single item limit on tools, the overnight rule "
     "for tools left in the van, and a price for 10k tools cover",
     [part("the most paid for any one tool or set is £750 unless a higher amount is shown for that tool in the "
           "schedule",
           (TW, "Single article limit: the most we will pay for any one tool or set of tools is £750, unless a "
            "higher amount is shown for that tool in your schedule.")),
      part("tools left in an unattended van overnight (10pm to 6am) are covered only if the van was locked with "
           "forcible entry and the tools were in a fixed and locked steel tool safe, or the van was in a locked "
           "building",
           (TW, "Overnight means between 10pm and 6am."),
           (TW, "Theft from a vehicle: we will only pay for theft of tools from an unattended vehicle if all its "
            "doors, windows and other openings were locked and closed and there is evidence of forcible and violent "
            "entry to the vehicle."),
           (TW, "the tools were in a fixed and locked steel tool safe inside the vehicle or the vehicle was in a "
            "locked building.")),
      part("the premium for £10,000 of tools cover")],
     [], "doughty"),

    ("D11", T, None, None, "lookup", "TCG-1 - who do PL claims get referred to when the TP claim is over 10k?",
     [part("Haddow Kerr LLP (also where injury is alleged)",
           (TG, "Refer to Haddow Kerr LLP where a third-party claim is over £10,000 or injury is alleged"))],
     [], None),
    ("D12", T, None, None, "lookup", "TCG-1 senior handler authority?",
     [part("up to £20,000", (TG, "Senior handler"), (TG, "up to £20,000"))], [], None),
    ("D13", T, None, None, "lookup", "Tradecover wording - how long does CW cover carry on after practical completion?",
     [part("30 days after practical completion, or until handover to the customer if that is sooner",
           (TW, "until the works are handed over to your customer or 30 days after practical completion, whichever "
            "comes first."))], [], None),
    ("D14", T, None, None, "lookup", "TTP-4402178 contract works sum insured?",
     [part("£75,000 any one contract", (TS2, "£75,000 any one contract"))], [], "pruett"),
    ("D15", T, None, None, "lookup", "TCG-1 - target no. of days to pay a tools claim once agreed?",
     [part("no payment turnaround target is given")], [], None),

    # ---------------- Pronghorn Basin ----------------
    ("D16", P, "PBC-26-07712", "Dwayne and Corinne Haskett", "settlement",
     "settlement letter Hasketts 07712 - full breakdown incl the mold (why it isn't capped at 5k), the deductible, "
     "who the check's made out to",
     [part("mitigation $3,260 + dwelling repairs $14,870 + mold remediation $7,940 = $26,070, less the $1,500 "
           "deductible = $24,570",
           (N("PBC-26-07712"), "Settlement: mitigation $3,260 + dwelling repairs $14,870 + mold remediation $7,940 "
            "= $26,070 less $1,500 deductible (one occurrence) = $24,570.")),
      part("the mold is paid in full because endorsement PB 41 12 on their policy replaces the $5,000 fungi limit "
           "with $25,000",
           (PE, "The $5,000 limit in Section I - Additional Coverages is replaced by $25,000 in total for all loss in "
            "any one policy period."),
           (PD1, "PB-HO3 (05-25); PB 41 12 (06-24)"),
           (PF, "We will pay up to $5,000 in total for all loss in any one policy period caused by fungi, wet or dry "
            "rot, or bacteria")),
      part("one $1,500 deductible is taken because it is one occurrence",
           (PD1, "$1,500 All Perils"), (PF, "One deductible applies per occurrence.")),
      part("the check is payable to Dwayne and Corinne Haskett and Cordwainer Federal Savings, the mortgagee on the "
           "Declarations, and was mailed on 10/23",
           (N("PBC-26-07712"), "Check for $24,570 payable to Dwayne and Corinne Haskett and Cordwainer Federal "
            "Savings (mortgagee on Dec), mailed to insureds 10/23."),
           (PF, "A mortgagee named in the Declarations will be included on any payment for loss to the dwelling."))],
     ["$21,630", "$25,070"], None),

    ("D17", P, "PBC-26-07712", "Dwayne and Corinne Haskett", "information",
     "Hasketts 07712 - ltr confirming the ALE paid and no ded on it, that we're not paying for the washer hose, + "
     "will this go on their CLUE report",
     [part("additional living expense of $1,575 (Ridgeway Suites 9 nights $1,215 + extra meal costs $360) was paid "
           "by EFT on 09/25/2026 with no deductible",
           (N("PBC-26-07712"), "Ridgeway Suites 9 nights $1,215 + increased meal cost $360 = $1,575."),
           (N("PBC-26-07712"), "09/25/2026 -- R. Castellanos ALE paid $1,575 by EFT to insureds. Coverage D - no "
            "deductible."),
           (PF, "The deductible shown in the Declarations does not apply to Coverage D - Loss Of Use.")),
      part("the burst hose itself is not covered as it is part of the appliance; the water damage it caused is",
           (PF, "We do not cover loss to the system or appliance itself."),
           (N("PBC-26-07712"), "Hose itself is part of the appliance - not covered.")),
      part("whether the claim will be reported to CLUE or affect their loss history")],
     [], None),

    ("D18", P, "PBC-26-07759", "Dwayne and Corinne Haskett", "acknowledgement",
     "ack ltr Haskett 07759 basement backup - confirm covered under the endorsement, limit + which deductible, "
     "what docs we need and the 60 day PoL deadline",
     [part("the sewer back-up is covered under endorsement PB 41 12, up to $10,000",
           (PE, "We will pay up to $10,000 for direct physical loss caused by water or waterborne material which "
            "backs up through sewers or drains"),
           (PD1, "PB-HO3 (05-25); PB 41 12 (06-24)"),
           (N("PBC-26-07759"), "city sewer main surcharged, back-up through floor drain, no blockage in the home's "
            "lateral.")),
      part("a $1,000 deductible applies to this claim instead of their $1,500 policy deductible",
           (PE, "A deductible of $1,000 applies to this coverage in place of the Section I deductible."),
           (PD1, "$1,500 All Perils")),
      part("we need the signed sworn proof of loss, a contents inventory with receipts or photos, and the plumber's "
           "invoice",
           (N("PBC-26-07759"), "Need: signed sworn proof of loss, contents inventory with receipts or photos, "
            "plumber's invoice."),
           (PF, "prepare an inventory of damaged personal property showing the quantity, description, actual cash "
            "value and amount of loss, attaching bills, receipts and related documents")),
      part("the proof of loss must reach us within 60 days of our request, which was sent on 11/04/2026",
           (N("PBC-26-07759"), "Sworn proof of loss form and contents inventory form sent to insureds by email and "
            "mail 11/04/2026."),
           (PF, "send us a signed, sworn proof of loss within 60 days after our request."))],
     [], None),

    ("D19", P, "PBC-26-07759", "Dwayne and Corinne Haskett", "information",
     "Haskett 07759 - Dwayne wants to know how long after the inspection he'll get our estimate. ltr, and confirm "
     "the inspection appt",
     [part("how soon after the inspection they will receive our estimate"),
      part("the inspection is at the home on 11/06/2026 at 10:00 AM",
           (N("PBC-26-07759"), "Inspection set for 11/06/2026 10:00 AM at the home."))],
     [], None),

    ("D20", P, "PBC-26-07738", "Priya Venkataraman", "decline",
     "denial ltr Priya Venkataraman 07738 kitchen sink - quote the seepage language, explain why the $5k mold "
     "coverage doesn't help her, her rights (suit limit, DOI)",
     [part("denied because the damage came from constant or repeated seepage over 14 days or more (a slow drip at "
           "the compression fitting for several months), which the policy excludes, as it does rot and "
           "deterioration",
           (PF, "We do not insure for loss caused by constant or repeated seepage or leakage of water or steam over "
            "a period of 14 days or more, whether hidden or not, from within a plumbing, heating, air conditioning "
            "or sprinkler system or household appliance, or from around any shower stall, tub, sink or other "
            "fixture."),
           (N("PBC-26-07738"), "Plumber opinion: leak going on for several months, not a sudden event."),
           (PF, "We do not insure for loss caused by wear and tear, marring, deterioration, mechanical breakdown, "
            "latent defect, rot or rust.")),
      part("the $5,000 fungi coverage applies only when mold results from a peril the policy insures against, so it "
           "does not apply here",
           (PF, "This coverage applies only when the fungi, wet or dry rot, or bacteria result from a peril we "
            "insure against."),
           (N("PBC-26-07738"), "Mold only covered when it results from a covered peril - not here, so the $5,000 "
            "fungi additional coverage does not apply.")),
      part("any suit must be started within two years after the date of loss; she can call Policyholder Service on "
           "555-0142 or contact the Colorado Division of Insurance",
           (PF, "the action is started within two years after the date of loss."),
           (PF, "call our Policyholder Service line at 555-0142"),
           (PF, "You may also contact the Colorado Division of Insurance."))],
     ["$25,000"], None),

    ("D21", P, "PBC-26-07738", "Priya Venkataraman", "complaint_response",
     "complaint response Ms Venkataraman 07738 - she says our plumber didn't test the fitting. we re-reviewed, "
     "denial stands. give her rights again. she also wants to know if we'll pay for her own plumber",
     [part("we re-reviewed the moisture readings and photos with a supervisor; the layered staining and rot show a "
           "long-term leak, so the denial stands",
           (N("PBC-26-07738"), "Moisture readings and photos reviewed again with supervisor - layered staining and "
            "rot show long-term leak, decision stands.")),
      part("she may bring suit within two years after the date of loss, call Policyholder Service on 555-0142 or "
           "contact the Colorado Division of Insurance",
           (PF, "the action is started within two years after the date of loss."),
           (PF, "call our Policyholder Service line at 555-0142"),
           (PF, "You may also contact the Colorado Division of Insurance.")),
      part("whether we will pay for her own plumber to inspect")],
     ["$25,000"], None),

    ("D22", P, "PBC-26-07745", "Priya Venkataraman", "settlement",
     "settlement letter Priya Venkataraman 07745 bathroom - what we pay now, the holdback + how she gets it, mold "
     "capped at 5k and why. is there a deadline to claim the holdback?",
     [part("paid now $16,320: mitigation $2,840 + dwelling at actual cash value $10,980 + mold $5,000 = $18,820, "
           "less the $2,500 deductible",
           (N("PBC-26-07745"), "Sett calc: mitigation $2,840 + dwelling ACV $10,980 + mold $5,000 (limit; "
            "remediation $9,300) = $18,820 less $2,500 deductible = $16,320 paid now by EFT."),
           (PD2, "$2,500 All Perils")),
      part("the $1,480 depreciation holdback is paid once the repairs are complete and we receive the final invoice, "
           "as the dwelling is settled at actual cash value until then",
           (N("PBC-26-07745"), "holdback $1,480 released when repairs are complete and we receive the final "
            "invoice."),
           (PF, "Covered losses under Coverage A and B are settled at replacement cost without deduction for "
            "depreciation once the repair or replacement is actually completed. Until then we will pay the actual "
            "cash value of the damage.")),
      part("the $9,300 mold remediation is limited to $5,000, the total for all fungi loss in the policy period, as "
           "her policy has no endorsement increasing it",
           (PF, "We will pay up to $5,000 in total for all loss in any one policy period caused by fungi, wet or dry "
            "rot, or bacteria"),
           (PD2, "PB-HO3 (05-25)"),
           (N("PBC-26-07745"), "no PB 41 12 on Dec - fungi limit $5,000 per policy period. Remediation quote "
            "$9,300.")),
      part("any time limit for completing the repairs to claim the holdback")],
     ["$20,620", "$17,320", "$25,000"], None),

    ("D23", P, "PBC-26-07745", "Priya Venkataraman", "information",
     "Venkataraman 07745 - ALE ltr: confirm the 30 day advance, no deductible, how long we'll pay ALE for. she "
     "also asks can she use her own contractor",
     [part("$2,100 was advanced by EFT on 11/06/2026 for 30 days' rent at Parkline Furnished Rentals",
           (N("PBC-26-07745"), "Insured moved to Parkline Furnished Rentals 11/06 while bathroom and living room "
            "ceiling are redone. ALE-30: advanced $2,100 (30 days rent) by EFT 11/06.")),
      part("no deductible applies to loss of use",
           (PF, "The deductible shown in the Declarations does not apply to Coverage D - Loss Of Use."),
           (N("PBC-26-07745"), "No deductible on Coverage D.")),
      part("living expenses are paid for the shortest time needed to repair the damage, up to 12 months, within "
           "her Coverage D limit of $52,800",
           (PF, "Payment will be for the shortest time required to repair or replace the damage or, if you "
            "permanently relocate, the shortest time required for your household to settle elsewhere, but not more "
            "than 12 months."),
           (PD2, "$52,800")),
      part("whether she can use her own contractor for the repairs")],
     [], None),

    ("D24", P, None, "Mr Curtis Wendell", "information",
     "letter to prospect Curtis Wendell - does our standard homeowners form cover sewer backup and mold, what does "
     "PB 41 12 add, and what does it cost",
     [part("the standard form PB-HO3 excludes water back-up through sewers or drains, and pays for mold only up to "
           "$5,000 in total per policy period, and only when it results from a covered peril",
           (PF, "Water Back-Up. We do not cover loss caused by water or waterborne material which backs up through "
            "sewers or drains or which overflows or is discharged from a sump, sump pump or related equipment."),
           (PF, "We will pay up to $5,000 in total for all loss in any one policy period caused by fungi, wet or dry "
            "rot, or bacteria"),
           (PF, "This coverage applies only when the fungi, wet or dry rot, or bacteria result from a peril we "
            "insure against.")),
      part("PB 41 12 raises the mold limit to $25,000 and adds water back-up cover up to $10,000 with its own "
           "$1,000 deductible",
           (PE, "The $5,000 limit in Section I - Additional Coverages is replaced by $25,000 in total for all loss in "
            "any one policy period."),
           (PE, "We will pay up to $10,000 for direct physical loss caused by water or waterborne material which "
            "backs up through sewers or drains"),
           (PE, "A deductible of $1,000 applies to this coverage in place of the Section I deductible.")),
      part("the premium for PB 41 12")],
     [], "wendell"),

    ("D25", P, None, "Priya Venkataraman", "information",
     "ltr Ms Venkataraman re her policy (not a claim) - is she covered for sewer backup, and what's her deductible",
     [part("no: her Declarations list only form PB-HO3, which excludes water back-up through sewers or drains",
           (PD2, "PB-HO3 (05-25)"),
           (PF, "Water Back-Up. We do not cover loss caused by water or waterborne material which backs up through "
            "sewers or drains or which overflows or is discharged from a sump, sump pump or related equipment.")),
      part("her Section I deductible is $2,500, all perils", (PD2, "$2,500 All Perils"))],
     [], "venkataraman"),

    ("D26", P, None, None, "lookup", "PCF-4 desk adjuster payment authority?",
     [part("up to $15,000", (PG, "Desk adjuster"), (PG, "up to $15,000"))], [], None),
    ("D27", P, None, None, "lookup", "what's ALE-30 on a file note (PCF-4)?",
     [part("an advance of up to 30 days of additional living expense on a lodging invoice or receipts",
           (PG, "Advance up to 30 days of additional living expense on a lodging invoice or receipts"))], [], None),
    ("D28", P, None, None, "lookup", "PBH-2209314 Coverage D limit?",
     [part("$52,800", (PD2, "D - Loss Of Use"), (PD2, "$52,800"))], [], "venkataraman"),
    ("D29", P, None, None, "lookup", "PBH-2209341 - who's the mortgagee?",
     [part("Cordwainer Federal Savings, ISAOA", (PD1, "Cordwainer Federal Savings, ISAOA"))], [], "haskett"),
    ("D30", P, None, None, "lookup", "PB-HO3: how long to name an appraiser after a written appraisal demand?",
     [part("within 20 days after receiving the written request",
           (PF, "Each party will choose a competent and impartial appraiser within 20 days after receiving a written "
            "request from the other."))], [], None),
    ("D31", P, None, None, "lookup", "PB-HO3 - any identity fraud expense coverage?",
     [part("no identity fraud expense coverage is in the form")], [], None),

    # ---------------- Merrowdown Journey ----------------
    ("D32", M, "MJT-26-1904", "Mr Anand Bhatnagar", "settlement",
     "sett ltr Mr Bhatnagar 1904 Lisbon cxl - calc showing the excess for both of them, why the swimwear isn't "
     "paid, when the money arrives",
     [part("£2,460 cancellation charges less the Classic excess of £95 for each of the 2 insured persons (£190) = "
           "£2,270",
           (N("MJT-26-1904"), "Sett calc: £2,460 less Classic excess £95 x 2 persons = £2,270."),
           (MW, "Excess per person: Sections 1, 2 and 5"), (MW, "£95"),
           (MW, "The excess applies to each insured person, for each section under which they claim, for each "
            "incident.")),
      part("the swimwear and sandals (£85) are not covered because cancellation cover pays travel and accommodation "
           "costs only",
           (N("MJT-26-1904"), "Claim form also lists new swimwear and sandals bought for the trip, £85 - not a "
            "travel or accommodation cost, not covered."),
           (MW, "We will pay your share of travel and accommodation costs that you have paid or are contracted to "
            "pay and cannot get back")),
      part("payment by BACS to Mr Bhatnagar's account within 5 working days",
           (N("MJT-26-1904"), "BACS to Mr B's account within 5 working days."))],
     ["£2,365", "£2,355", "£2,160", "£2,545"], None),

    ("D33", M, "MJT-26-1917", "Mrs Sunita Bhatnagar", "settlement",
     "sett ltr to Mrs Sunita Bhatnagar 1917 Crete medical - amount after excess, why excess is £300 not £125, "
     "excursion not covered, pmt went to Mr B",
     [part("the clinic invoice of EUR 2,140 converts to £1,842; less the £300 excess = £1,542",
           (N("MJT-26-1917"), "EUR 2,140 paid by Mr B on his card at discharge 08 Sep. Converted at the card "
            "statement rate = £1,842."),
           (N("MJT-26-1917"), "Sett calc: £1,842 less MJE-3 excess £300 = £1,542.")),
      part("the excess is £300 because the episode arose from her accepted condition (type 2 diabetes) and "
           "endorsement MJE-3 replaces the Classic medical excess of £125 for such claims",
           (ME, "Excess: for any claim under Section 3 arising directly or indirectly from the accepted condition, "
            "the excess is £300 per claim. This replaces the Section 3 excess in the table of benefits for those "
            "claims."),
           (MC1, "MJE-3 (Mrs Sunita Bhatnagar)"),
           (MW, "Excess per person: Section 3 (medical)"), (MW, "£125")),
      part("the missed boat excursion (£96) is not covered: the trip was not cut short and there is no cover for "
           "missed excursions",
           (N("MJT-26-1917"), "Not covered - the trip was not cut short and there is no cover for missed "
            "excursions.")),
      part("the payment went by BACS to Mr Bhatnagar's account on 24 Sep, as he paid the clinic",
           (N("MJT-26-1917"), "Paying by BACS to Mr B's account (he paid the clinic) on 24 Sep."))],
     ["£1,717", "£1,417", "£1,792"], None),

    ("D34", M, "MJT-26-1917", "Mr Anand Bhatnagar", "information",
     "ltr Mr Bhatnagar 1917 - Mrs B's meds changed after Crete and they're off to Madeira in Dec: what do they "
     "need to do before going, and will her terms / premium change?",
     [part("they must tell us about the medication change before she travels, by calling the medical screening line "
           "on 020 7946 0390",
           (ME, "You must tell us about any change in the condition, medication or treatment before you next "
            "travel."),
           (N("MJT-26-1917"), "asked him to call our medical screening line on 020 7946 0390 to update.")),
      part("whether, and how, her endorsement terms or premium will change after the update")],
     [], None),

    ("D35", M, "MJT-26-1917", "Mr Anand Bhatnagar", "complaint_response",
     "final response Mr Bhatnagar 1917 - complaint abt the £300 excess, says nobody told him. not upheld, MJE-3 "
     "was on the cert. FOS rights",
     [part("not upheld: MJE-3 is listed on the certificate issued on 28/01/2026 and sets a £300 excess for medical "
           "claims arising from the accepted condition",
           (MC1, "MJE-3 (Mrs Sunita Bhatnagar)"), (MC1, "Issued 28/01/2026."),
           (ME, "Excess: for any claim under Section 3 arising directly or indirectly from the accepted condition, "
            "the excess is £300 per claim."),
           (N("MJT-26-1917"), "MJE-3 is listed on the certificate issued 28/01/2026 and the endorsement sets the "
            "£300. Complaint not upheld.")),
      part("he can refer the complaint to the Financial Ombudsman Service, free of charge, within 6 months of this "
           "final response",
           (MW, "you can refer your complaint to the Financial Ombudsman Service, free of charge, within 6 months "
            "of our final response."))],
     [], None),

    ("D36", M, "MJT-26-1923", "Miss Lowri Penhallow", "settlement",
     "sett ltr Miss Penhallow 1923 curtailment - condolences, show the 9 days calc, the new flight, confirm no "
     "excess, pmt date",
     [part("9 complete unused days (15-23 Oct) of the 21-day trip: 9/21 x £2,730 prepaid accommodation and tours = "
           "£1,170",
           (N("MJT-26-1923"), "Unused complete days 15-23 Oct = 9 of 21. Curt calc: 9/21 x £2,730 = £1,170"),
           (MW, "We work out the unused part by the number of complete days you did not use, as a proportion of the "
            "total number of days of the trip. The day you travel home counts as a used day.")),
      part("plus the new return flight of £812, as the original return ticket could not be changed or refunded: "
           "£1,982 in total",
           (N("MJT-26-1923"), "New flight Vancouver to London on 14 Oct £812; original return ticket could not be "
            "changed and was not refunded (airline letter on file)."),
           (MW, "We will also pay reasonable additional travel costs for you to return home if you cannot use your "
            "original return ticket."),
           (N("MJT-26-1923"), "+ new return flight £812 = £1,982.")),
      part("no excess is taken, as her Premier cover has a £0 excess for curtailment",
           (N("MJT-26-1923"), "Premier - nil excess."), (MC2, "Annual multi-trip - Premier"),
           (MW, "Excess per person: Sections 1, 2 and 5"), (MW, "£0")),
      part("paid by BACS on 04 Nov 2026",
           (N("MJT-26-1923"), "Payment of £1,982 by BACS on 04 Nov 2026."))],
     ["£1,300", "£1,040", "£1,887", "£3,542"], None),

    ("D37", M, "MJT-26-1936", "Miss Lowri Penhallow", "information",
     "rfi ltr Penhallow 1936 lost case - need the PIR, airline's reply, receipts for anything over £100; tell her "
     "the camera's out (it was in the hold). she also asked how long the airline gets to find it before we pay",
     [part("a copy of the Property Irregularity Report from the airline; the desk reference SKR-40218 on its own is "
           "not enough",
           (MW, "you must get a Property Irregularity Report from the airline before you leave the airport"),
           (N("MJT-26-1936"), "Need: copy of the PIR (she only has a desk reference)"),
           (N("MJT-26-1936", "email-penhallow-2026-11-17.eml"), "The airline desk gave me a reference, SKR-40218, "
            "but no form.")),
      part("the airline's reply to her written claim to them",
           (MW, "make a written claim to the airline, and send us the airline's reply."),
           (N("MJT-26-1936"), "the airline's reply to her written claim")),
      part("a receipt or other proof of ownership and value for any item worth more than £100",
           (MW, "For any item worth more than £100 you must send us a receipt or other proof of ownership and "
            "value.")),
      part("the camera (about £780) is not covered, as valuables are not covered in checked-in baggage",
           (MW, "Valuables means jewellery, watches, cameras, binoculars, tablets, laptops and other portable "
            "electronic items. Valuables are not covered while in checked-in baggage."),
           (N("MJT-26-1936", "email-penhallow-2026-11-17.eml"), "The camera was in the suitcase because my hand "
            "luggage was full.")),
      part("how long the airline has to trace the suitcase before we will pay")],
     [], None),

    ("D38", M, "MJT-26-1936", "Miss Lowri Penhallow", "acknowledgement",
     "ack ltr Miss Penhallow 1936 - claim ref, who's handling + direct line, confirm she told us in time",
     [part("claim reference MJT-26-1936, handled by Ffion Treloar, direct line 020 7946 0394",
           (N("MJT-26-1936"), "claim ref MJT-26-1936, handler Ffion Treloar, direct line 020 7946 0394.")),
      part("she told us within 31 days of returning home, so the claim is in time",
           (N("MJT-26-1936"), "Reported within 31 days of return - ok."),
           (MW, "Tell us as soon as you can and within 31 days of returning home."))],
     [], None),

    ("D39", M, None, "Mrs Gwen Trevaskis", "information",
     "reply to Mrs Gwen Trevaskis (prospect) - diff between Classic and Premier on cancellation and on the medical "
     "excess; and does either cover cruises",
     [part("cancellation: Classic up to £3,500 per person, Premier up to £7,500 per person",
           (MW, "1 Cancellation (per person)"), (MW, "£3,500"), (MW, "£7,500")),
      part("medical excess: Classic £125 per person, Premier £50 per person",
           (MW, "Excess per person: Section 3 (medical)"), (MW, "£125"), (MW, "£50")),
      part("whether cruises are covered")],
     [], "trevaskis"),

    ("D40", M, None, "Miss Lowri Penhallow", "information",
     "ltr Miss Penhallow re her annual policy - planning 50 days in Peru next spring, is that ok? and what's her "
     "limit for one item of baggage",
     [part("her certificate allows trips of up to 45 days, so a 50-day trip is longer than her cover allows",
           (MC2, "Longest trip allowed"), (MC2, "45 days")),
      part("the single article limit for baggage on Premier is £500",
           (MW, "5 Baggage single article limit"), (MW, "£500"), (MC2, "Annual multi-trip - Premier"))],
     [], "penhallow"),

    ("D41", M, None, None, "lookup", "TCP-2 senior claims handler authority",
     [part("up to £10,000", (MP, "senior claims handler up to £10,000"))], [], None),
    ("D42", M, None, None, "lookup", "TCP-2 - name of our medical cost containment partner?",
     [part("Halyard Medical Review", (MP, "medical cost containment partner, Halyard Medical Review"))], [], None),
    ("D43", M, None, None, "lookup", "MJ/TR/0126 missed departure limit on Classic?",
     [part("£500", (MW, "4 Missed departure"), (MW, "£500"))], [], None),
    ("D44", M, None, None, "lookup", "MJC-6610452 - area and longest trip?",
     [part("Europe; 31 days", (MC1, "Europe"), (MC1, "31 days"))], [], "bhatnagar"),
    ("D45", M, None, None, "lookup", "MJC-6610425 period of insurance?",
     [part("05/05/2026 to 04/05/2027", (MC2, "05/05/2026 to 04/05/2027"))], [], "penhallow"),
    ("D46", M, None, None, "lookup", "MJ/TR/0126 - is there winter sports cover?",
     [part("no winter sports cover is in the wording")], [], None),
]


def _dedupe(seq):
    seen, out = set(), []
    for s in seq:
        if s.lower() not in seen:
            seen.add(s.lower()); out.append(s)
    return out


def build():
    items = []
    for iid, ins, ref, addressee, lt, instr, parts, wrong, cust in ITEMS:
        INSURER_OF_ITEM[iid] = ins
        owner = CLAIM_OWNER[ref] if ref else cust
        forb = []
        for c, strs in CUSTOMERS.items():
            if c != owner:
                forb += strs
        for r, strs in CLAIM_FACTS.items():
            if r != ref:
                forb += strs
        forb += STAFF + SHORTHAND + wrong
        own = " ".join([addressee or ""] + [p["part"] for p in parts]).lower()
        if lt == "lookup":
            own += " " + instr.lower()
        forb = [f for f in _dedupe(forb) if f.lower() not in own]
        items.append({"id": iid, "claim_ref": ref, "addressee": addressee, "letter_type": lt, "instruction": instr,
                      "parts": parts, "forbidden": forb})
    return items
