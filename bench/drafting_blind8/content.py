"""Policy documents: wordings, endorsements, schedules/declarations, staff procedure notes.
Blocks: ("h", heading) ("p", paragraph) ("t", rows) ; first row of a table is its header."""

SAL_WORDING = dict(
    file="policies/sallowfield-home-wording-SHI-HC-0926.pdf", insurer="sallowfield",
    title="Sallowfield Home Insurance - Policy Wording SHI/HC/0926",
    blocks=[
        ("h", "Sallowfield Home Insurance Ltd"),
        ("p", "Home Insurance Policy Wording SHI/HC/0926. Buildings, Contents, Accidental Damage and Home Emergency."),
        ("p", "This wording, your schedule and any endorsements shown on your schedule make up your contract with us. Please read them together. Where an endorsement changes a section of this wording, the endorsement applies."),
        ("h", "Meanings of words"),
        ("p", "Buildings means the home, its fixtures and fittings, permanently fitted kitchen units and sanitary ware, garages and outbuildings, walls, gates, fences, paths and drives, but not carpets."),
        ("p", "Contents means household goods and personal belongings that you or your family own or are responsible for, including carpets, curtains and furniture, but not anything that forms part of the buildings."),
        ("p", "Excess means the amount you must pay towards each claim. The standard Excess is £200 unless your schedule shows a different amount."),
        ("p", "Escape of Water Excess means the first £400 of any claim for loss or damage caused by water escaping from a fixed water or heating installation. It replaces the standard Excess for those claims."),
        ("p", "Subsidence Excess means the first £1,000 of any claim for subsidence, heave or landslip."),
        ("p", "Unoccupied means not lived in by you or your family for more than 60 days in a row."),
        ("p", "Valuables means jewellery, watches, furs, works of art, collections of stamps or coins, and articles of gold, silver or other precious metal."),
        ("h", "Section 1 - Buildings"),
        ("p", "1.1 We will pay for loss of or damage to the buildings caused by fire, lightning, explosion, storm, flood, escape of water or oil, theft or attempted theft, malicious damage, subsidence, or impact by a vehicle, animal or falling tree."),
        ("p", "1.2 Trace and access. If water escapes from a fixed water or heating installation, we will pay up to £5,000 for the cost of finding where the water is coming from and putting right the damage caused in finding it."),
        ("p", "1.3 Alternative accommodation. If your home cannot be lived in because of damage we cover, we will pay the reasonable cost of alternative accommodation for you, your family and your pets, up to 20% of the buildings sum insured."),
        ("p", "1.4 We will not pay for damage to fences, gates or hedges caused by storm or flood. We will not pay for wear and tear, or for the cost of repairing anything that was already loose, worn or in poor condition before the event, such as roof tiles held by rusted or corroded fixings."),
        ("p", "1.5 We will not pay for the cost of repairing the part of the installation from which the water escaped, unless the escape was caused by frost."),
        ("h", "Section 2 - Contents"),
        ("p", "2.1 We will pay for loss of or damage to your contents while they are in your home, caused by any of the causes listed in Section 1."),
        ("p", "2.2 Limits. The most we will pay is shown in the table below, unless your schedule shows a higher amount or lists the item as specified."),
        ("t", [["Item", "Most we will pay"],
               ["Any one article (single article limit)", "£2,000"],
               ["Valuables in total", "30% of the contents sum insured"],
               ["Money", "£500"],
               ["Contents in the garden", "£750"],
               ["Specified items", "the amount on your schedule"]]),
        ("p", "2.3 Personal possessions away from the home. If your schedule shows Personal Possessions cover, we will pay for loss of or damage to valuables and personal items you or your family carry with you, anywhere in the UK and for up to 60 days abroad in any one period of insurance. Items your schedule lists as specified are covered up to the amount shown."),
        ("p", "2.4 We will not pay for loss of or damage to valuables or personal possessions left unattended in a public place or in an unattended vehicle."),
        ("h", "Section 3 - Accidental damage"),
        ("p", "3.1 If your schedule shows Accidental Damage for buildings, we will pay for accidental damage to the buildings, for example a foot through a ceiling or a cracked washbasin."),
        ("p", "3.2 If your schedule shows Accidental Damage for contents, we will pay for accidental damage to contents in your home, for example spilling paint on a carpet or dropping a television."),
        ("p", "3.3 We will not pay under this section for damage caused by pets chewing, scratching or fouling; damage to clothing; mechanical or electrical breakdown; or damage while your home is let or Unoccupied."),
        ("p", "3.4 Televisions, computers and audio equipment are settled by repair, or by replacement with a model of the same or nearest specification. We may use our own suppliers."),
        ("h", "Section 4 - Home Emergency"),
        ("p", "4.1 This section applies only if your schedule shows Home Emergency. In an emergency call our 24-hour Home Emergency line on 01632 960 214."),
        ("p", "4.2 An emergency means a sudden event that needs immediate action to make your home safe or secure, to prevent damage, or to restore your only heating or hot water. It includes failure of your boiler, plumbing or drainage, loss of your only keys, and pests in the living areas."),
        ("p", "4.3 We will pay up to £500 including VAT for each emergency, for the call-out, labour, parts and materials needed to make your home safe and prevent further damage. This is a temporary repair; permanent repairs are your responsibility unless they are covered under another section."),
        ("p", "4.4 No Excess applies to a claim under this section."),
        ("p", "4.5 We will not pay for parts for a boiler more than 15 years old. We will still pay for the call-out and the first hour of labour."),
        ("p", "4.6 You must call the Home Emergency line before arranging any work yourself. If you arrange work without calling us first, we will pay no more than £150 towards it."),
        ("h", "Section 5 - Conditions and claims"),
        ("p", "5.1 Unoccupancy. If your home is Unoccupied, we will not pay for loss or damage caused by escape of water, theft or malicious damage after the first 60 days."),
        ("p", "5.2 Telling us about a claim. Tell us as soon as possible and in any case within 30 days. For theft, attempted theft or malicious damage, tell the police within 24 hours and get a crime reference number."),
        ("p", "5.3 We will not pay more than the sum insured shown on your schedule for each section."),
        ("p", "5.4 How we settle claims. We may repair, replace or pay cash. If we can replace an item through one of our suppliers but you ask for cash instead, we will pay you what the replacement would have cost us, which may be less than the shop price."),
        ("h", "Section 6 - If you have a complaint"),
        ("p", "If you are unhappy with our service, contact our Customer Relations Team at Sallowfield House, 4 Tannery Wharf, Abbotsmere AM9 4QT, telephone 01632 960 418, email complaints@sallowfield.example. We will acknowledge your complaint promptly and send you our final response within 8 weeks."),
        ("p", "If you are not happy with our final response, or we have not sent it within 8 weeks, you can refer your complaint to the Financial Ombudsman Service free of charge. You must do so within six months of our final response."),
    ])

SAL_SE3 = dict(
    file="policies/sallowfield-endorsement-SE3.pdf", insurer="sallowfield",
    title="Sallowfield Endorsement SE3 - Escape of Water Excess",
    blocks=[
        ("h", "Sallowfield Home Insurance Ltd - Endorsement SE3"),
        ("p", "Escape of Water Excess. This endorsement applies only where SE3 is shown on your schedule."),
        ("p", "The meaning of Escape of Water Excess in the Meanings of Words is deleted and replaced by the following: Escape of Water Excess means the first £1,000 of any claim for loss or damage caused by water escaping from a fixed water or heating installation."),
        ("p", "This Excess replaces, and is not added to, the standard Excess. It does not apply to claims under Section 4 - Home Emergency."),
        ("p", "All other terms of the policy are unchanged."),
    ])

def _sal_sched(num, name, addr, period, bsi, csi, adb, adc, he, pp, specified, excess, endts):
    return dict(
        file=f"policies/sallowfield-schedule-{num}.pdf", insurer="sallowfield",
        title=f"Sallowfield Home Insurance - Schedule {num}",
        blocks=[
            ("h", "Sallowfield Home Insurance Ltd - Policy Schedule"),
            ("t", [["Policy number", num], ["Policyholder", name], ["Address of the home", addr],
                   ["Period of insurance", period], ["Wording", "SHI/HC/0926"]]),
            ("h", "Cover"),
            ("t", [["Section", "Sum insured / included"],
                   ["Buildings", bsi], ["Contents", csi],
                   ["Accidental Damage - buildings", adb], ["Accidental Damage - contents", adc],
                   ["Home Emergency", he], ["Personal Possessions", pp]]),
            ("h", "Specified items"),
            ("t", [["Item", "Sum insured"]] + (specified or [["None", "-"]])),
            ("h", "Excesses"),
            ("t", [["Excess", "Amount"], ["Standard Excess", excess],
                   ["Escape of Water Excess", "see endorsement SE3" if "SE3" in endts else "£400"],
                   ["Subsidence Excess", "£1,000"]]),
            ("p", "Endorsements that apply: " + endts),
        ])

SAL_S1 = _sal_sched("SHH-7730142", "Mrs Philippa Gorran", "17 Wheelwright Close, Abbotsmere AM9 2LP",
                    "12 March 2026 to 11 March 2027", "£385,000", "£60,000", "Included", "Included", "Included",
                    "Not included", None, "£200", "SE3")
SAL_S2 = _sal_sched("SHH-7730124", "Mr Rhodri Treharne", "3 Chapel Steps, Wenlow WN2 8RF",
                    "2 May 2026 to 1 May 2027", "£290,000", "£35,000", "Included", "Not included", "Not included",
                    "Not included", None, "£250", "none")
SAL_S3 = _sal_sched("SHH-7751806", "Ms Anjali Venmore", "Flat 6, Quillon Court, 22 Quay Road, Abbotsmere AM9 1DN",
                    "20 January 2026 to 19 January 2027", "Not insured", "£45,000", "Not included", "Included",
                    "Included", "£3,000 unspecified", [["Sapphire and diamond ring", "£4,200"]], "£200", "none")

SAL_GUIDE = dict(
    file="policies/sallowfield-handling-guide-HCH-2.docx", insurer="sallowfield", staff=True,
    title="Sallowfield Home Claims Handling Guide HCH-2",
    blocks=[
        ("h", "Sallowfield Home Claims Handling Guide HCH-2 (internal - not for customers)"),
        ("p", "Issued by Home Claims Operations. Applies to all claims under wording SHI/HC/0926."),
        ("h", "1. Escape of water"),
        ("p", "Always check the schedule for endorsement SE3 before quoting an excess. Where SE3 is shown, the escape of water excess is £1,000, not £400. Record EOW-SE3 in the notes once checked."),
        ("p", "Trace and access estimates above £2,500 need a surveyor visit before we agree them. Refer to Property Claims Surveyors with code PCS-1."),
        ("p", "The repair of the failed pipe, joint or appliance itself is not covered unless frost caused the escape (wording 1.5). Tell the customer early so it is not a surprise at settlement."),
        ("h", "2. Accidental damage and contents"),
        ("p", "Check which accidental damage boxes the schedule shows. If Accidental Damage - contents is not included, decline accidental damage to contents with reference to Section 3.2. Carpets are contents, not buildings."),
        ("p", "For televisions and computers offer replacement through our supplier first. If the customer wants cash, pay the supplier cost (wording 5.4)."),
        ("h", "3. Valuables and specified items"),
        ("p", "Specified items over £3,000 lost or stolen away from the home are referred to the Valuables Desk with code VD-4 for a valuation check before we settle."),
        ("h", "4. Home emergency"),
        ("p", "Home emergency calls are passed to the contractor network with code HEN-7. Do not authorise more than the £500 limit without a team leader."),
        ("h", "5. Authority"),
        ("t", [["Role", "Settlement authority"], ["Claims handler", "up to £5,000"],
               ["Team leader", "up to £15,000"], ["Claims manager", "above £15,000"]]),
        ("h", "6. Complaints and letters"),
        ("p", "Log every complaint within one working day. A final response letter must go by week 8 and must give the Financial Ombudsman Service referral rights."),
        ("p", "Never quote internal codes, authority levels or supplier cost prices in customer letters other than the settlement figure itself."),
    ])

GRI_WORDING = dict(
    file="policies/grindlestone-van-wording-GVI-VT-0526.pdf", insurer="grindlestone",
    title="Grindlestone Van Insurance - Van and Tools Policy Wording GVI/VT/0526",
    blocks=[
        ("h", "Grindlestone Van Insurance Ltd"),
        ("p", "Van and Tools Policy Wording GVI/VT/0526. For tradespeople using a van in their business."),
        ("p", "Please read this wording with your schedule and certificate of motor insurance. Endorsements shown on your schedule change this wording as they say."),
        ("h", "Meanings of words"),
        ("p", "Own Damage Excess means the first £350 of each claim for loss of or damage to the van, unless your schedule shows a voluntary excess as well, in which case both are added together."),
        ("p", "Young Driver Excess means an extra £250 that applies when the van is being driven by someone under 25 at the time of the loss. It is added to the Own Damage Excess."),
        ("p", "Tools means hand tools, power tools and equipment used in your trade that you own or are responsible for."),
        ("p", "Tools Excess means the first £150 of each claim under Section 3."),
        ("p", "Night means between 9pm and 7am."),
        ("h", "Section 1 - Damage to the van"),
        ("p", "1.1 We will pay for loss of or damage to the van caused by accident, fire, theft or attempted theft, or malicious damage."),
        ("p", "1.2 We will pay the cost of repair or, if the van is a total loss, its market value at the time of the loss."),
        ("p", "1.3 We will pay up to £750 to reinstate sign-writing or livery on the van."),
        ("h", "Section 2 - Windscreen"),
        ("p", "We will pay for repairing or replacing broken glass in the windscreen or windows of the van. A Windscreen Excess of £100 applies to a replacement. No excess applies to a repair. A windscreen claim on its own does not affect your no claim discount."),
        ("h", "Section 3 - Tools"),
        ("p", "3.1 If your schedule shows Tools cover, we will pay for loss of or damage to your tools while they are in the van, on a site where you are working, or in your home, up to the Tools sum insured on your schedule."),
        ("p", "3.2 The most we will pay for any one tool or item of equipment is £1,000."),
        ("p", "3.3 Theft of tools from the van at Night is covered only if the van was in a locked garage or building, or the tools were in a locked security vault or tool safe permanently fixed to the van. In every case there must be visible signs of forced entry to the van."),
        ("p", "3.4 We will not pay for theft of tools from an unattended van unless all doors, windows and the roof hatch were closed and locked."),
        ("p", "3.5 Tools less than 2 years old are replaced new for old. Older tools are settled at their value at the time of the loss, allowing for wear and tear."),
        ("h", "Section 4 - Liability to others"),
        ("p", "We will pay amounts you are legally liable to pay for death or injury to other people without limit, and for damage to their property up to £5,000,000, arising from the use of the van."),
        ("h", "Section 5 - General exclusions and conditions"),
        ("p", "5.1 A courtesy or replacement van is not provided under this policy unless your schedule shows the Van Hire Plus endorsement GE4."),
        ("p", "5.2 We will not pay for loss of earnings, loss of business or any other indirect loss caused by the van or tools being unavailable."),
        ("p", "5.3 You must tell us about any incident within 7 days. Theft and malicious damage must be reported to the police within 24 hours."),
        ("h", "Section 6 - Complaints"),
        ("p", "If you are unhappy, contact Grindlestone Customer Care, 9 Forge Lane, Castlebury CB4 7HW, telephone 01632 960 733, email care@grindlestone.example. We will send you our final response within 8 weeks. If you remain unhappy, or we have not replied within 8 weeks, you may refer your complaint to the Financial Ombudsman Service, which is free to use."),
    ])

GRI_GE4 = dict(
    file="policies/grindlestone-endorsement-GE4.pdf", insurer="grindlestone",
    title="Grindlestone Endorsement GE4 - Van Hire Plus",
    blocks=[
        ("h", "Grindlestone Van Insurance Ltd - Endorsement GE4 Van Hire Plus"),
        ("p", "This endorsement applies only where GE4 is shown on your schedule. It replaces condition 5.1 of the wording for claims it covers."),
        ("p", "If the van cannot be driven following damage covered under Section 1, we will provide a replacement van of similar size, or pay up to £60 a day towards hiring one, for up to 14 days."),
        ("p", "If the van is stolen and not recovered, the replacement van is provided for up to 21 days."),
        ("p", "No excess applies to this endorsement. Hire must be arranged through our hire partner or agreed with us before you hire."),
        ("p", "This endorsement does not cover loss of earnings."),
    ])

def _gri_sched(num, name, addr, van, reg, tools, vol, drivers, endts, period):
    return dict(
        file=f"policies/grindlestone-schedule-{num}.pdf", insurer="grindlestone",
        title=f"Grindlestone Van Insurance - Schedule {num}",
        blocks=[
            ("h", "Grindlestone Van Insurance Ltd - Schedule"),
            ("t", [["Policy number", num], ["Policyholder", name], ["Address", addr],
                   ["Period of insurance", period], ["Wording", "GVI/VT/0526"]]),
            ("h", "The van"),
            ("t", [["Make and model", van], ["Registration", reg], ["Use", "Social, domestic and pleasure; business use by the policyholder"]]),
            ("h", "Drivers"),
            ("t", [["Driver", "Age at start"]] + drivers),
            ("h", "Cover and excesses"),
            ("t", [["Item", "Amount"], ["Cover", "Comprehensive"], ["Tools sum insured", tools],
                   ["Own Damage Excess", "£350"], ["Voluntary excess", vol], ["Tools Excess", "£150" if tools != "Not covered" else "-"]]),
            ("p", "Endorsements that apply: " + endts),
        ])

GRI_S1 = _gri_sched("GVP-3318207", "Mr Lewis Tranter trading as Tranter Electrical", "41 Brookside Road, Castlebury CB4 2NE",
                    "Ford Transit Custom 2.0 (2023)", "VX23 KTL", "£5,000", "None", [["Lewis Tranter", "38"]], "GE4",
                    "1 June 2026 to 31 May 2027")
GRI_S2 = _gri_sched("GVP-3318270", "Ms Carys Oksanen trading as Oksanen Plastering", "8 Tinners Row, Castlebury CB5 9AS",
                    "Vauxhall Vivaro 1.5 (2021)", "WP21 HFD", "£2,500", "£150", [["Carys Oksanen", "31"]], "none",
                    "3 March 2026 to 2 March 2027")
GRI_S3 = _gri_sched("GVP-3342915", "Kessock Joinery Ltd", "Unit 3, Millbrook Trading Estate, Castlebury CB6 1RR",
                    "Renault Trafic 2.0 (2022)", "KJ22 WXN", "Not covered", "None",
                    [["Owain Kessock", "44"], ["Jake Moran", "22"]], "none", "15 April 2026 to 14 April 2027")

GRI_DESK = dict(
    file="policies/grindlestone-desk-notes-VCD-3.docx", insurer="grindlestone", staff=True,
    title="Grindlestone Van Claims Desk Notes VCD-3",
    blocks=[
        ("h", "Grindlestone Van Claims Desk Notes VCD-3 (staff only)"),
        ("h", "Tools theft"),
        ("p", "For any tools theft check the time first. If the theft was at Night (9pm to 7am) and the van was not in a locked garage or building, ask whether a fixed vault or tool safe was fitted."),
        ("p", "No garage and no fixed vault: decline under 3.3 and record NTT-D. Vault claimed: ask for photos of the vault fixings and the forced entry and record VLT-P until they arrive."),
        ("p", "Tools claims over £2,000 in total need receipts, invoices or bank statements for every item over £300."),
        ("h", "Van hire"),
        ("p", "Where GE4 is on the schedule, book the replacement van through Keyline Hire and record GE4-H. Where GE4 is not on the schedule, do not offer hire."),
        ("h", "Young drivers"),
        ("p", "Confirm the driver's date of birth with a licence check and record YDX before applying the Young Driver Excess."),
        ("h", "Authority"),
        ("t", [["Role", "Authority"], ["Desk handler", "up to £3,000"], ["Senior handler", "up to £10,000"],
               ["Motor claims manager", "above £10,000"]]),
        ("p", "Do not put desk codes or authority limits in letters to customers."),
    ])

CED_FORM = dict(
    file="policies/cedarnotch-renters-form-CN-HO4.pdf", insurer="cedarnotch",
    title="Cedar Notch Insurance Company - Renters Policy CN-HO4 (02-26)",
    blocks=[
        ("h", "Cedar Notch Insurance Company"),
        ("p", "Renters Policy - Broad Form. Form CN-HO4 (02-26). This policy covers the personal property of a tenant, loss of use, and personal liability. The building you rent is not covered."),
        ("h", "Definitions"),
        ("p", "\"You\" and \"your\" mean the named insured shown in the Declarations and the spouse if a resident of the same household. \"Residence premises\" means the unit where you reside shown in the Declarations."),
        ("p", "Deductible means the amount shown in the Declarations that we subtract from each covered loss under Coverage C."),
        ("h", "Coverage C - Personal Property"),
        ("p", "We cover personal property owned or used by an insured while it is anywhere in the world, against direct physical loss caused by the following perils: fire or lightning; windstorm or hail; explosion; smoke; vandalism or malicious mischief; theft; falling objects; weight of ice, snow or sleet; accidental discharge or overflow of water or steam from within a plumbing, heating, air conditioning or automatic fire protective sprinkler system or from within a household appliance; sudden and accidental tearing apart of a heating or water system; freezing; and sudden and accidental damage from artificially generated electrical current."),
        ("p", "Special limits of liability. These limits do not increase the Coverage C limit. The special limit for each category is the total limit for each loss for all property in that category."),
        ("t", [["Category", "Limit"],
               ["Money, bank notes, coins", "$200"],
               ["Securities, passports, tickets", "$1,500"],
               ["Theft of jewelry, watches, furs, precious stones", "$1,500"],
               ["Theft of firearms", "$2,500"],
               ["Theft of silverware", "$2,500"],
               ["Business property on the residence premises", "$2,500"]]),
        ("h", "Coverage D - Loss of Use"),
        ("p", "If a loss covered under this policy makes the residence premises not fit to live in, we cover Additional Living Expense, meaning any necessary increase in living expenses incurred by you so that your household can maintain its normal standard of living."),
        ("p", "Payment will be for the shortest time required to repair or replace the damage or, if you permanently relocate, the shortest time required for your household to settle elsewhere. The most we will pay is the Coverage D limit in the Declarations. No deductible applies to Coverage D."),
        ("h", "Coverage E - Personal Liability"),
        ("p", "If a claim is made or a suit is brought against an insured for damages because of bodily injury or property damage caused by an occurrence, we will pay up to our limit of liability for the damages for which the insured is legally liable, and provide a defense at our expense."),
        ("p", "Coverage E does not apply to property damage to property rented to, occupied or used by an insured, except for property damage caused by fire, smoke or explosion."),
        ("h", "Exclusions"),
        ("p", "We do not cover loss caused by flood, including surface water, waves, tidal water, or overflow of any body of water, whether or not driven by wind."),
        ("p", "We do not cover loss caused by water which backs up through sewers or drains or which overflows or is discharged from a sump, sump pump or related equipment."),
        ("p", "We do not cover loss caused by earth movement, neglect, or intentional loss."),
        ("h", "Conditions"),
        ("p", "Loss settlement. Covered losses are settled at actual cash value at the time of loss, but not more than the amount required to repair or replace, unless the Replacement Cost endorsement CN-RC 02 is shown in the Declarations."),
        ("p", "Duties after loss. Give prompt notice to us. Notify the police in case of loss by theft. Prepare an inventory of damaged personal property showing the quantity, description, actual cash value and amount of loss, with bills, receipts and related documents. Send to us, within 60 days after our request, your signed, sworn proof of loss."),
        ("p", "Loss payment. We will pay you within 30 days after we receive your proof of loss and reach agreement with you, there is an entry of a final judgment, or there is a filing of an appraisal award."),
        ("p", "Subrogation. If we make a payment, we may require you to assign to us your right of recovery against another party to the extent of our payment."),
        ("h", "Questions and complaints"),
        ("p", "If you have a question or a complaint about a claim, call Cedar Notch Customer Relations at (555) 555-0147 or write to Customer Relations, Cedar Notch Insurance Company, 400 Tannery Street, Ellery Falls, OH 43995. If we cannot resolve your complaint, you may contact your state department of insurance."),
    ])

CED_RC = dict(
    file="policies/cedarnotch-endorsement-CN-RC02.pdf", insurer="cedarnotch",
    title="Cedar Notch Endorsement CN-RC 02 - Replacement Cost, Personal Property",
    blocks=[
        ("h", "Cedar Notch Insurance Company - Endorsement CN-RC 02"),
        ("p", "Replacement Cost Loss Settlement - Personal Property. This endorsement applies only when shown in the Declarations. It replaces the Loss settlement condition for Coverage C."),
        ("p", "Covered losses to personal property are settled at replacement cost without deduction for depreciation, subject to the following."),
        ("p", "We will pay no more than the actual cash value of the damage until actual repair or replacement is complete."),
        ("p", "You may make a claim for the additional amount on a replacement cost basis if the property is repaired or replaced within 180 days after the loss."),
        ("p", "This endorsement does not apply to antiques, fine arts, memorabilia, or articles whose age or history contribute to their value, or to property not maintained in good or workable condition."),
    ])

CED_SPP = dict(
    file="policies/cedarnotch-endorsement-CN-SPP04.pdf", insurer="cedarnotch",
    title="Cedar Notch Endorsement CN-SPP 04 - Scheduled Personal Property",
    blocks=[
        ("h", "Cedar Notch Insurance Company - Endorsement CN-SPP 04"),
        ("p", "Scheduled Personal Property. This endorsement applies only when shown in the Declarations, to the property described in the Schedule for the amount of insurance shown."),
        ("p", "We insure against direct physical loss to the property described, including mysterious disappearance, except loss caused by wear and tear, gradual deterioration, insects, vermin, inherent vice, war or nuclear hazard."),
        ("p", "No deductible applies to scheduled property."),
        ("p", "Loss settlement. Jewelry, cameras and musical instruments: we will pay the least of the actual cash value, the cost to repair, the cost to replace with substantially identical property, or the amount of insurance shown in the Schedule. We may repair or replace the property instead of paying cash."),
        ("p", "Musical instruments are not covered while being played for pay unless the Schedule says so."),
        ("p", "If you recover scheduled property after we have paid for it, you may keep it only if you repay us the amount we paid."),
    ])

def _ced_dec(num, name, addr, c, d, e, ded, forms, sched, period):
    return dict(
        file=f"policies/cedarnotch-declarations-{num}.pdf", insurer="cedarnotch",
        title=f"Cedar Notch Renters Declarations {num}",
        blocks=[
            ("h", "Cedar Notch Insurance Company - Renters Policy Declarations"),
            ("t", [["Policy number", num], ["Named insured", name], ["Residence premises", addr],
                   ["Policy period", period]]),
            ("h", "Coverages and limits"),
            ("t", [["Coverage", "Limit"], ["C - Personal Property", c], ["D - Loss of Use", d],
                   ["E - Personal Liability (each occurrence)", e], ["F - Medical Payments (each person)", "$1,000"]]),
            ("t", [["Deductible (Coverage C, each loss)", ded]]),
            ("p", "Forms and endorsements: " + forms),
            ("h", "Schedule of personal property (CN-SPP 04)"),
            ("t", [["Class", "Description", "Amount"]] + (sched or [["None", "-", "-"]])),
        ])

CED_D1 = _ced_dec("RN-6614038", "Marisol Quintana", "2240 Sorrel Street, Apt 3B, Ellery Falls, OH 43990",
                  "$40,000", "$12,000", "$300,000", "$500", "CN-HO4 (02-26); CN-RC 02; CN-SPP 04",
                  [["Jewelry", "Platinum solitaire diamond engagement ring, 1.2 ct", "$6,800"],
                   ["Cameras", "Mirrorless camera body with two lenses", "$3,200"]],
                  "05/01/2026 to 05/01/2027")
CED_D2 = _ced_dec("RN-6614083", "Terrence Vollmer", "516 Heronsgate Avenue, Unit 2, Ellery Falls, OH 43991",
                  "$25,000", "$5,000", "$100,000", "$1,000", "CN-HO4 (02-26)", None, "03/15/2026 to 03/15/2027")
CED_D3 = _ced_dec("RN-6629951", "Ingrid Fennimore", "78 Foundry Lane, Apt 12, Ellery Falls, OH 43994",
                  "$60,000", "$18,000", "$300,000", "$500", "CN-HO4 (02-26); CN-RC 02; CN-SPP 04",
                  [["Musical instruments", "Violin, German, about 1890, with bow", "$12,500"]],
                  "07/20/2026 to 07/20/2027")

CED_MANUAL = dict(
    file="policies/cedarnotch-claims-manual-PLM-5.docx", insurer="cedarnotch", staff=True,
    title="Cedar Notch Personal Lines Claims Manual PLM-5",
    blocks=[
        ("h", "Cedar Notch Personal Lines Claims Manual PLM-5 (internal use)"),
        ("h", "Scheduled property"),
        ("p", "Get a replacement quote from Stonecrop Jewelry Replacement for scheduled jewelry and pay the least-of amount under CN-SPP 04. Note SPP-LO in the file with the four figures considered."),
        ("h", "Additional Living Expense"),
        ("p", "Adjusters may pre-approve a hotel at up to $175 per night. Any stay beyond 14 days needs supervisor approval, code ALE-14."),
        ("h", "Theft"),
        ("p", "Refer to SIU for review, code SIU-T, where a theft claim totals more than $5,000 or cash claimed is more than $500."),
        ("h", "Replacement cost holdback"),
        ("p", "Where CN-RC 02 applies, pay actual cash value first, diary 180 days from the date of loss, and release the holdback on receipts. Code RC-HOLD."),
        ("h", "Denials"),
        ("p", "Flood and sewer backup denials need supervisor review before the letter goes, code DNL-2."),
        ("h", "Authority"),
        ("t", [["Role", "Authority"], ["Adjuster", "up to $7,500"], ["Senior adjuster", "up to $25,000"],
               ["Claim manager", "above $25,000"]]),
        ("p", "Letters to insureds must not mention internal codes, vendor pricing arrangements or authority levels."),
    ])

POLICY_DOCS = [SAL_WORDING, SAL_SE3, SAL_S1, SAL_S2, SAL_S3, SAL_GUIDE,
               GRI_WORDING, GRI_GE4, GRI_S1, GRI_S2, GRI_S3, GRI_DESK,
               CED_FORM, CED_RC, CED_SPP, CED_D1, CED_D2, CED_D3, CED_MANUAL]
