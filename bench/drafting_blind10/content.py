"""Policy documents for blind drafting set 10: wordings, endorsements, schedules, declarations, certificates and
staff procedure notes.  Each entry: file, title, layout, insurer, blocks [(kind, value)] with kind h / p / t."""

S = "spokewright"
V = "vellacott"
DM = "dormington"
G = "gantrybrook"
L = "loblolly"

POLICY_DOCS = []


def doc(file, title, layout, insurer, blocks):
    POLICY_DOCS.append(dict(file="policies/" + file, title=title, layout=layout, insurer=insurer, blocks=blocks))


# ============================ Spokewright Cycle Insurance Ltd (UK) ============================
doc("spokewright-cycle-wording-SCI-CY-0526.pdf", "Spokewright Cycle Insurance - Policy Wording SCI/CY/0526",
    "spokewright", S, [
        ("h", "Spokewright Cycle Insurance Ltd - Cycle Policy Wording SCI/CY/0526"),
        ("p", "This wording, your schedule and any endorsement shown on your schedule make up your contract with "
              "Spokewright Cycle Insurance Ltd. Please keep them together."),
        ("h", "1. Words with special meanings"),
        ("p", "Bicycle: a pedal cycle, or an electrically assisted pedal cycle, shown on your schedule."),
        ("p", "Electrically assisted pedal cycle (e-bike): a bicycle whose motor has a maximum continuous rated power "
              "of 250 watts or less and stops giving assistance when the bicycle reaches 15.5 mph."),
        ("p", "Accessories: lights, locks, pumps, computers, bags and racks fitted to or carried on your bicycle. "
              "Helmets, clothing and footwear are not accessories."),
        ("p", "Immovable object: a fixed cycle stand, railing or post that is secured to the ground and that your "
              "bicycle cannot be lifted over or off."),
        ("h", "2. What is covered"),
        ("p", "Theft: we will cover your bicycle against theft at your home and away from your home, subject to the "
              "security conditions in section 4."),
        ("p", "Accidental damage: we will pay to repair your bicycle if it is damaged by accident. If it cannot be "
              "repaired economically we will treat it as a total loss."),
        ("p", "Accessories: we will pay up to £250 in total for accessories that are stolen with your bicycle or "
              "damaged in the same accident."),
        ("h", "3. How we settle claims"),
        ("p", "If your bicycle was bought new less than 3 years before the loss, we will replace it with a new bicycle "
              "of the same make and model, or the nearest equivalent if that model is no longer sold."),
        ("p", "If your bicycle was more than 3 years old at the date of the loss, we will pay its market value at that "
              "date."),
        ("p", "The most we will pay for any bicycle is the value shown for it on your schedule, even if a replacement "
              "now costs more."),
        ("p", "We may choose to replace your bicycle through one of our suppliers instead of paying cash."),
        ("p", "You must pay the excess shown on your schedule for each claim."),
        ("h", "4. Security conditions"),
        ("p", "At home: we will only pay for theft at your home if your bicycle was inside your locked home or inside "
              "a locked garage, shed or bike store within the boundaries of your home."),
        ("p", "Away from home: we will only pay for theft away from your home if your bicycle was locked through the "
              "frame to an immovable object with a lock rated Sold Secure Gold or higher."),
        ("p", "Overnight: we will not pay for theft away from your home between 10pm and 6am unless your bicycle was "
              "inside a locked building."),
        ("p", "Proof of locking: if you claim for theft you must send us all keys to the lock, or the broken lock, "
              "if you still have them."),
        ("h", "5. What is not covered"),
        ("p", "We will not cover an e-bike that has been modified so that it gives assistance above 15.5 mph or has a "
              "motor of more than 250 watts."),
        ("p", "We will not cover loss or damage while your bicycle is being used in a race, time trial or other "
              "competitive event, unless the Competition Extension (endorsement SCE-2) is shown on your schedule."),
        ("p", "We will not cover wear and tear, mechanical or electrical breakdown, or damage to tyres unless the "
              "bicycle is damaged at the same time."),
        ("h", "6. Making a claim"),
        ("p", "Call our claims team on 01632 960571 or e-mail claims@spokewright.example."),
        ("p", "If your bicycle is stolen, you must report the theft to the police within 48 hours of discovering it "
              "and give us the crime reference number."),
        ("p", "You must send us proof of purchase for your bicycle, such as a receipt or bank statement."),
        ("h", "7. Complaints"),
        ("p", "If you are unhappy with our service, please contact our Customer Relations team on 01632 960572. We "
              "will send you a final response within 8 weeks. If you are still unhappy you can ask the Financial "
              "Ombudsman Service to review your complaint within 6 months of our final response."),
    ])

doc("spokewright-endorsement-SCE-2.pdf", "Spokewright Endorsement SCE-2 Competition Extension", "spokewright", S, [
    ("h", "Endorsement SCE-2 - Competition Extension"),
    ("p", "This endorsement applies only if it is shown on your schedule."),
    ("p", "The exclusion for racing and competitive events in section 5 does not apply to the bicycles marked "
          "\"competition\" on your schedule."),
    ("p", "The excess for any claim for damage that happens during a race, time trial or other competitive event is "
          "£250. This replaces the accidental damage excess shown on your schedule for those claims."),
    ("p", "We will not pay for damage to wheels or tyres alone during a competitive event unless the frame or forks "
          "are damaged at the same time."),
])

doc("spokewright-schedule-SCP-7730146.pdf", "Spokewright Policy Schedule SCP-7730146", "spokewright", S, [
    ("h", "Policy Schedule"),
    ("t", [["Policy number", "SCP-7730146"],
           ["Policyholder", "Mr Tobias Wrenshaw"],
           ["Address", "Flat 6, Gasworks Lane, Kessington KN3 5PW"],
           ["Period of insurance", "12/04/2026 to 11/04/2027"],
           ["Wording", "SCI/CY/0526"],
           ["Endorsements", "None"]]),
    ("h", "Bicycles insured"),
    ("t", [["Bicycle", "Bought", "Value insured"],
           ["Voltaro Trail E5 e-bike", "March 2025 (new)", "£3,400"],
           ["Castellan R8 road bike", "June 2021 (new)", "£2,150"]]),
    ("h", "Excess"),
    ("t", [["Theft", "£100 each claim"],
           ["Accidental damage", "£50 each claim"]]),
])

doc("spokewright-schedule-SCP-7730164.pdf", "Spokewright Policy Schedule SCP-7730164", "spokewright", S, [
    ("h", "Policy Schedule"),
    ("t", [["Policy number", "SCP-7730164"],
           ["Policyholder", "Ms Harriet Oyelaran"],
           ["Address", "3 Millrace Cottages, Penbury PB7 1QS"],
           ["Period of insurance", "01/02/2026 to 31/01/2027"],
           ["Wording", "SCI/CY/0526"],
           ["Endorsements", "SCE-2 Competition Extension"]]),
    ("h", "Bicycles insured"),
    ("t", [["Bicycle", "Bought", "Value insured"],
           ["Longtail Haul 2 cargo e-bike", "January 2024 (new)", "£5,200"],
           ["Tarrant G2 gravel bike (competition)", "September 2022 (new)", "£1,890"]]),
    ("h", "Excess"),
    ("t", [["Theft", "£150 each claim"],
           ["Accidental damage", "£50 each claim"]]),
])

doc("spokewright-cycle-claims-handbook-CCH-3.docx", "Spokewright Cycle Claims Handbook CCH-3 (staff only)", "docx",
    S, [
        ("h", "Cycle Claims Handbook CCH-3 - internal, not for customers"),
        ("p", "This handbook is for Spokewright claims staff only. Do not quote it or send it to customers or brokers."),
        ("h", "Codes used on claim files"),
        ("t", [["Code", "Meaning"],
               ["LOCK-G", "Lock check: ask for all keys to the lock and a photo of the lock's rating mark."],
               ["NFO-36", "New for old applies: bicycle bought new less than 36 months before the loss."],
               ["MKV-2", "Market value: take the average of two used-market listings for the same model and year."],
               ["EAPC-1", "E-bike check: motor power and assist cut-off confirmed from the maker's specification."],
               ["CMP-X", "Competition claim: check SCE-2 is on the schedule and the bike is marked competition."]]),
        ("h", "Replacement supplier"),
        ("p", "Replacements are ordered through Chainline Supply at our trade rate. Never tell a customer the trade "
              "rate or the discount we receive."),
        ("h", "Authority"),
        ("t", [["Role", "Settlement authority"],
               ["Claims handler", "up to £3,000"],
               ["Team leader", "up to £8,000"],
               ["Claims manager", "above £8,000"]]),
        ("h", "Letters"),
        ("p", "Never mention fraud screening or the theft-pattern database in a customer letter."),
        ("p", "A decline letter must quote the condition relied on and give the complaints route."),
    ])

# ============================ Vellacott Private Client Insurance plc (UK) ============================
doc("vellacott-private-client-wording-VPC-HH-0226.pdf", "Vellacott Private Client Home - Policy Wording VPC/HH/0226",
    "vellacott", V, [
        ("h", "Vellacott Private Client - Home and Collections Policy VPC/HH/0226"),
        ("p", "Thank you for insuring your home and collections with Vellacott Private Client Insurance plc. Your "
              "Private Client Claims Manager will look after any claim personally."),
        ("h", "Definitions"),
        ("p", "Specified valuables: jewellery, watches, works of art and collections listed by item in the Specified "
              "Valuables section of your schedule."),
        ("p", "Agreed value: the value shown for a specified valuable on your schedule, which we have agreed with you."),
        ("p", "Diminution in value: the amount by which a work of art is worth less after professional restoration "
              "than it was worth immediately before the damage."),
        ("h", "Section 1 - Buildings and Section 2 - Contents"),
        ("p", "We cover your home and its contents against loss or damage, including accidental damage. The excess "
              "for Sections 1 and 2 is shown on your schedule."),
        ("p", "Unspecified jewellery and watches are covered under Section 2 up to £15,000 for any one item."),
        ("h", "Section 3 - Specified valuables"),
        ("p", "We cover specified valuables worldwide against loss or damage, including accidental loss."),
        ("p", "No excess applies to claims under Section 3."),
        ("p", "Settlement: for total loss of a specified valuable we will pay its agreed value, without any deduction "
              "for wear and tear or depreciation."),
        ("p", "Pairs and sets: if one item of a pair or set is lost or damaged beyond repair, we will pay the full "
              "agreed value of the pair or set, provided you give us the remaining item or items of the pair or set."),
        ("p", "Works of art - partial damage: we will pay the cost of restoration by a restorer we have approved, plus "
              "any diminution in value, up to the agreed value of the work of art."),
        ("p", "Frames, mounts and glazing are treated as part of the work of art they hold."),
        ("p", "Newly acquired valuables: items you buy during the period of insurance are covered automatically for "
              "60 days, up to 25% of the total sum insured for specified valuables. You must tell us about them "
              "within those 60 days."),
        ("h", "Section 3 - Conditions"),
        ("p", "Valuations: for any specified valuable with an agreed value over £25,000 you must be able to give us a "
              "valuation dated not more than 5 years before the loss."),
        ("p", "Travel and hotels: while you are away from home, jewellery and watches must be worn or carried by you, "
              "or kept in a locked safe or safety deposit box. We will not pay for jewellery or watches left "
              "unattended in a hotel room outside a locked safe."),
        ("p", "Works of art in transit: we will only cover a work of art in transit if it is packed and moved by "
              "professional fine art handlers."),
        ("h", "Section 3 - Exclusions"),
        ("p", "We will not pay for damage caused by any process of cleaning, restoring, repairing or reframing, or for "
              "gradual deterioration, inherent vice, moth or vermin."),
        ("h", "Claims and complaints"),
        ("p", "Report a claim to your Private Client Claims Manager or on 020 7946 0618, at any time of day."),
        ("p", "If you are not satisfied, write to our Head of Client Care. We will give you our final response within "
              "8 weeks. You may then refer your complaint to the Financial Ombudsman Service within 6 months."),
    ])

doc("vellacott-endorsement-VPE-9.pdf", "Vellacott Endorsement VPE-9 Safe Condition", "vellacott", V, [
    ("h", "Endorsement VPE-9 - Safe Condition"),
    ("p", "This endorsement applies only where it is shown on your schedule."),
    ("p", "When your home is left unoccupied, all jewellery and watches not being worn must be locked in the safe "
          "described on your schedule."),
    ("p", "If this condition is not met, the most we will pay for theft of jewellery and watches from your home is "
          "£10,000 in total."),
    ("p", "The safe must be kept in working order and fixed as the installer recommends."),
])

doc("vellacott-schedule-VPC-3318207.pdf", "Vellacott Private Client Schedule VPC-3318207", "vellacott", V, [
    ("h", "Private Client Schedule"),
    ("t", [["Policy number", "VPC-3318207"],
           ["Insured", "Mr Julian Ormsby-Vane and Mrs Clarissa Ormsby-Vane"],
           ["Home", "The Old Rectory, Church Lane, Hollowmere HL4 9TX"],
           ["Period", "25/03/2026 to 24/03/2027"],
           ["Endorsements", "VPE-9 (safe: Grade 3 floor-fixed safe, dressing room)"],
           ["Excess - Sections 1 and 2", "£1,000"]]),
    ("h", "Specified valuables"),
    ("t", [["Item", "Agreed value"],
           ["Pair of sapphire and diamond ear studs", "£12,500 (pair)"],
           ["Diamond riviere necklace", "£48,000"],
           ["Oil on canvas, 'Harbour at Dusk', Edmund Clay", "£85,000"],
           ["Gentleman's gold wristwatch", "£22,000"]]),
])

doc("vellacott-schedule-VPC-3318270.pdf", "Vellacott Private Client Schedule VPC-3318270", "vellacott", V, [
    ("h", "Private Client Schedule"),
    ("t", [["Policy number", "VPC-3318270"],
           ["Insured", "Dr Mei-Lin Harcastle"],
           ["Home", "9 Aldergate Square, Lindfield Park LP2 6AW"],
           ["Period", "14/07/2026 to 13/07/2027"],
           ["Endorsements", "None"],
           ["Excess - Sections 1 and 2", "£2,500"]]),
    ("h", "Specified valuables"),
    ("t", [["Item", "Agreed value"],
           ["Bronze, 'Heron Rising', Marta Kessler", "£36,000"],
           ["Single-strand South Sea pearl necklace", "£9,800"],
           ["Platinum eternity ring", "£7,250"]]),
])

doc("vellacott-claims-protocol-PCP-7.pdf", "Vellacott Private Client Claims Protocol PCP-7 (internal)",
    "vellacott-memo", V, [
        ("h", "PRIVATE CLIENT CLAIMS PROTOCOL PCP-7 - INTERNAL USE ONLY"),
        ("p", "To: Private Client Claims Managers. Not to be shown to clients, brokers or loss adjusters."),
        ("h", "File codes"),
        ("p", "PS-FULL: pair or set paid at full agreed value; salvage (remaining items) to be collected before "
              "payment is released."),
        ("p", "DIV-R: diminution in value report to be obtained from the panel valuer, Fairweather & Lisle, after "
              "restoration is complete."),
        ("p", "HTL-S: hotel safe condition - check where the item was when it was taken."),
        ("p", "VAL-5: valuation older than 5 years on an item over £25,000 - request an updated valuation."),
        ("h", "Authority"),
        ("p", "Private Client Claims Manager up to £25,000. Head of Private Client Claims up to £100,000. Above "
              "£100,000: Claims Committee."),
        ("h", "Client handling"),
        ("p", "The client's Account Executive must make a courtesy call before any decline letter is sent."),
        ("p", "Approved restorers for paintings: Gilchrist Conservation Studio. For bronzes: Hartwell Foundry "
              "Restoration."),
    ])

# ============================ Dormington Student Insurance Ltd (UK) ============================
doc("dormington-student-wording-DSC-ST-0926.pdf", "Dormington Student Contents - Policy Wording DSC/ST/0926",
    "dormington-land", DM, [
        ("h", "Dormington Student Contents Insurance - Policy Wording DSC/ST/0926"),
        ("p", "Cover for your belongings while you study. Your certificate shows who is insured, the sum insured and "
              "any options you have chosen."),
        ("h", "Who is covered"),
        ("p", "The policyholder is the person named as policyholder on the certificate. The insured student is the "
              "person named as insured student. If a parent or guardian is the policyholder, we will deal with the "
              "policyholder about any claim."),
        ("h", "Your room and your building"),
        ("p", "Your room: the study bedroom you rent in halls of residence or in a shared house."),
        ("p", "Communal areas: kitchens, lounges, corridors and other parts of the building that you share with "
              "other residents."),
        ("h", "What we cover"),
        ("p", "We cover your belongings in your room against theft, fire, water damage and accidental damage, up to "
              "the sum insured on your certificate."),
        ("p", "Theft from communal areas is covered only if there has been forcible and violent entry into the "
              "building."),
        ("p", "Single item limit: the most we will pay for any one item is £1,500, unless the item is specified on "
              "your certificate."),
        ("p", "Bicycles: if your certificate shows bicycle cover, we will pay up to £400 for theft of your bicycle "
              "while it is locked to a fixed cycle stand."),
        ("h", "Gadgets Away option"),
        ("p", "If your certificate shows Gadgets Away, we also cover your laptop, tablet and mobile phone against "
              "theft and accidental damage anywhere in the UK. The excess for a claim under Gadgets Away is £75."),
        ("p", "We will not pay for theft of a gadget left unattended in a public place."),
        ("h", "How we settle"),
        ("p", "We replace items as new, except clothing and bedding, for which we deduct an amount for wear and tear."),
        ("p", "If a replacement of the same specification costs less than the amount specified on your certificate, "
              "we pay the cost of the replacement."),
        ("p", "The excess is £50 for each claim, unless a different excess is stated for a particular cover."),
        ("h", "Making a claim"),
        ("p", "Call 01632 960845 or use the online claim form. For theft you must give us a police crime reference "
              "number. If the theft was from halls, please also send a letter or e-mail from the accommodation "
              "office confirming the incident."),
        ("p", "Please send proof of ownership, such as receipts, bank statements or the box with the serial number."),
        ("h", "Complaints"),
        ("p", "Contact our Complaints Team on 01632 960846. We aim to resolve complaints quickly; our final response "
              "will be sent within 8 weeks. You may then contact the Financial Ombudsman Service within 6 months."),
    ])

doc("dormington-certificate-DSC-5502938.pdf", "Dormington Certificate DSC-5502938", "dormington", DM, [
    ("h", "Certificate of Insurance"),
    ("t", [["Certificate number", "DSC-5502938"],
           ["Policyholder", "Miss Ellery Tonkin"],
           ["Insured student", "Miss Ellery Tonkin"],
           ["Term address", "Room B14, Farrant Hall, Westmarch WM1 4HF"],
           ["Period", "20/09/2026 to 19/09/2027"],
           ["Sum insured", "£5,000"],
           ["Gadgets Away", "Yes"],
           ["Bicycle cover", "No"],
           ["Specified items", "Laptop, £1,899"]]),
])

doc("dormington-certificate-DSC-5502983.pdf", "Dormington Certificate DSC-5502983", "dormington", DM, [
    ("h", "Certificate of Insurance"),
    ("t", [["Certificate number", "DSC-5502983"],
           ["Policyholder", "Mrs Deirdre Kavanagh"],
           ["Insured student", "Mr Oisin Kavanagh"],
           ["Term address", "27 Tannery Street, Brackmouth BM6 2ND"],
           ["Period", "05/09/2026 to 04/09/2027"],
           ["Sum insured", "£4,000"],
           ["Gadgets Away", "No"],
           ["Bicycle cover", "Yes"],
           ["Specified items", "None"]]),
])

doc("dormington-claims-desk-notes-DCN-4.docx", "Dormington Claims Desk Notes DCN-4 (staff only)", "docx", DM, [
    ("h", "Claims Desk Notes DCN-4 - staff only"),
    ("p", "Internal guidance for the student claims desk. Do not send to customers, parents or universities."),
    ("t", [["Code", "What to do"],
           ["HALLS-V", "Verify a halls theft with the accommodation office before settling."],
           ["GAD-A", "Check Gadgets Away is on the certificate before accepting a gadget claim away from the room."],
           ["PAR-PH", "Parent is policyholder: write to the parent, not the student, unless the parent has given "
                      "written authority."],
           ["WT-CL", "Clothing: deduct 30% wear and tear for items more than one year old."]]),
    ("p", "Replacement partner: Brightcell Replacements. Customers are not told the price we pay Brightcell."),
    ("p", "Authority: claims handler up to £2,000; senior handler up to £5,000."),
    ("p", "Do not tell a customer that a housemate or flatmate is under suspicion."),
])

# ============================ Gantrybrook Landlord Underwriting Ltd (UK) ============================
doc("gantrybrook-landlord-wording-GLU-CL-0726.pdf", "Gantrybrook Commercial Landlord's Policy GLU/CL/0726",
    "gantrybrook", G, [
        ("h", "Gantrybrook Landlord Underwriting Ltd - Commercial Landlord's Policy GLU/CL/0726"),
        ("p", "This policy covers commercial property that you let to business tenants. The schedule shows the "
              "properties, the sections that apply and the excess."),
        ("h", "Section 1 - Property damage"),
        ("p", "We cover the buildings at each property against damage, including malicious damage by a tenant or a "
              "tenant's employees."),
        ("p", "We do not cover wear and tear, gradual deterioration, or a tenant's failure to repair or decorate as "
              "the lease requires."),
        ("h", "Section 2 - Loss of rent"),
        ("p", "If damage covered under Section 1 makes a property unfit to occupy, we pay the rent you lose for up to "
              "12 months."),
        ("h", "Section 3 - Dilapidations recovery costs"),
        ("p", "This section applies only if it is shown on your schedule for the property."),
        ("p", "What we pay: the reasonable fees of your surveyor and solicitor for preparing and serving a terminal "
              "schedule of dilapidations on a tenant and for negotiating and pursuing your claim against that "
              "tenant, up to £30,000 for any one claim."),
        ("p", "Terminal schedules only: the lease must have ended, or be due to end within 6 months, when the "
              "schedule is served. We do not pay for interim schedules served while the lease still has more than 6 "
              "months to run."),
        ("p", "Time limit: the schedule must be served within 3 months after the lease ends."),
        ("p", "Prospects: we will only pay fees while your claim is more likely than not to succeed. We may ask our "
              "own solicitors to assess this."),
        ("p", "Your surveyor: your surveyor must be a member of the Royal Institution of Chartered Surveyors. We pay "
              "surveyors' time at no more than £185 an hour plus VAT."),
        ("p", "Diminution valuation: we will pay up to £3,500 for a valuation of the reduction in the value of your "
              "reversion, where the tenant disputes the claim on that ground."),
        ("p", "What we do not pay under Section 3: the cost of the dilapidations works themselves, any sum the tenant "
              "fails to pay you, or any costs you are ordered to pay the tenant."),
        ("p", "Recoveries: if the tenant pays any of your costs, that money must first be used to repay us what we "
              "have paid."),
        ("h", "General"),
        ("p", "Excess: you pay the excess shown on your schedule for each claim under each section."),
        ("p", "VAT: if you are registered for VAT, we pay fees and repair costs net of VAT."),
        ("p", "Claims: call 020 7946 0735 or e-mail landlordclaims@gantrybrook.example."),
        ("p", "Complaints: write to the Complaints Manager. We will send a final response within 8 weeks. If you are "
              "a micro-enterprise or small business you may refer your complaint to the Financial Ombudsman Service "
              "within 6 months of our final response."),
    ])

doc("gantrybrook-schedule-GLU-6104455.pdf", "Gantrybrook Schedule GLU-6104455", "gantrybrook", G, [
    ("h", "Schedule"),
    ("t", [["Policy number", "GLU-6104455"],
           ["Insured", "Stanwick Estates Ltd"],
           ["Contact", "Ms Philippa Varga, Portfolio Manager"],
           ["Correspondence address", "Stanwick House, 2 Deanery Walk, Ravenham RV1 3EJ"],
           ["Period", "01/06/2026 to 31/05/2027"],
           ["VAT registered", "Yes"]]),
    ("h", "Properties and sections"),
    ("t", [["Property", "Sections", "Excess"],
           ["Unit 4, Crossways Trade Park, Ravenham RV4 8LT", "1, 2, 3", "£500"],
           ["Unit 7, Crossways Trade Park, Ravenham RV4 8LT", "1, 2, 3", "£500"]]),
])

doc("gantrybrook-schedule-GLU-6104545.pdf", "Gantrybrook Schedule GLU-6104545", "gantrybrook", G, [
    ("h", "Schedule"),
    ("t", [["Policy number", "GLU-6104545"],
           ["Insured", "Mr Samuel Adeyemi-Ross"],
           ["Correspondence address", "41 Pollard Road, Ravenham RV2 5HB"],
           ["Period", "10/10/2026 to 09/10/2027"],
           ["VAT registered", "No"]]),
    ("h", "Properties and sections"),
    ("t", [["Property", "Sections", "Excess"],
           ["18 Corn Exchange Parade, Ravenham RV1 2QD", "1, 2", "£750"]]),
])

doc("gantrybrook-landlord-claims-manual-LCM-2.pdf", "Gantrybrook Landlord Claims Manual LCM-2 (internal)",
    "gantrybrook-memo", G, [
        ("h", "LANDLORD CLAIMS MANUAL LCM-2 - INTERNAL"),
        ("p", "For Gantrybrook claims staff. Do not copy to insureds, surveyors, tenants or their advisers."),
        ("h", "File codes"),
        ("p", "DIL-T: terminal check - confirm lease end date and date the schedule was served."),
        ("p", "PROS-51: prospects assessment by panel solicitors Okonedo Marsh LLP; fees stop if prospects fall to 50% "
              "or below."),
        ("p", "RATE-185: surveyor's hourly rate capped at £185 plus VAT; reduce the invoice, do not decline it."),
        ("p", "MD-T: malicious damage by tenant - ask for the police reference and the check-out photographs."),
        ("h", "Authority"),
        ("p", "Claims handler up to £10,000. Technical claims manager up to £30,000."),
        ("h", "Rules for letters"),
        ("p", "Never state the prospects percentage in a letter to the tenant or the tenant's surveyor."),
        ("p", "Never confirm the policy limit or excess to the tenant or the tenant's advisers."),
    ])

# ============================ Loblolly Pine Casualty Company (US) ============================
doc("loblolly-personal-auto-policy-LPC-PAP-01-26.pdf", "Loblolly Pine Casualty - Personal Auto Policy LPC-PAP (01-26)",
    "loblolly", L, [
        ("h", "Loblolly Pine Casualty Company - Personal Auto Policy LPC-PAP (01-26) - Florida"),
        ("p", "In this policy, \"you\" and \"your\" mean the named insured shown in the Declarations and a spouse who "
              "lives in the same household. \"We\", \"us\" and \"our\" mean Loblolly Pine Casualty Company."),
        ("h", "Part A - Liability Coverage"),
        ("p", "We will pay damages for bodily injury or property damage for which any insured becomes legally "
              "responsible because of an auto accident, up to the limits shown in the Declarations."),
        ("h", "Part B - Personal Injury Protection (PIP)"),
        ("p", "We will pay, for each insured person injured in a motor vehicle accident, 80% of reasonable medical "
              "expenses, 60% of loss of gross income, and a death benefit of $5,000. The most we will pay in PIP "
              "benefits for any one person is $10,000."),
        ("p", "Initial treatment: we will not pay PIP medical benefits unless the insured person receives initial "
              "services and care within 14 days after the accident."),
        ("p", "Emergency medical condition: medical benefits are limited to $2,500 for any one person unless a "
              "physician, osteopathic physician, dentist, physician assistant or advanced practice registered nurse "
              "has determined that the insured person had an emergency medical condition."),
        ("p", "PIP deductible: the deductible shown in the Declarations applies to you and any relative. It is "
              "applied to the total of covered medical expenses and loss of income before the 80% and 60% "
              "percentages are applied."),
        ("h", "Part C - Uninsured Motorists Coverage"),
        ("p", "We will pay compensatory damages that an insured is legally entitled to recover from the owner or "
              "operator of an uninsured motor vehicle because of bodily injury caused by an accident. This coverage "
              "applies only if Uninsured Motorists Coverage is shown in the Declarations."),
        ("p", "Uninsured motor vehicle includes a hit-and-run vehicle whose owner or operator cannot be identified, "
              "provided the accident is reported to the police within 24 hours and to us within 30 days."),
        ("p", "Stacking: if the Declarations show stacked coverage, the limit for each covered auto may be added "
              "together. If they show non-stacked coverage, the limit shown is the most we will pay regardless of "
              "the number of autos."),
        ("p", "Consent to settle: you must not settle with the at-fault driver or that driver's insurer without first "
              "giving us written notice. We will reply within 30 days."),
        ("p", "Part C does not cover property damage to your auto."),
        ("h", "Part D - Coverage for Damage to Your Auto"),
        ("p", "Collision: we will pay for direct and accidental loss to your covered auto caused by collision, less "
              "the collision deductible shown in the Declarations."),
        ("p", "Other than collision: loss caused by contact with a bird or animal, theft, fire, flood, hail or "
              "falling objects is paid under Other Than Collision, less that deductible."),
        ("p", "Rental reimbursement: if shown in the Declarations, we will pay for a rental vehicle while your covered "
              "auto is out of use because of a covered loss, up to the daily amount and number of days shown."),
        ("h", "Part E - Duties After an Accident or Loss"),
        ("p", "You must give us prompt notice, cooperate with us, submit to examination under oath if we ask, and "
              "allow us to inspect the damaged auto before it is repaired."),
        ("p", "An injured person must submit to medical examinations by physicians we select, as often as we "
              "reasonably require."),
        ("h", "Questions and complaints"),
        ("p", "Call Policyholder Services at 555-0137. If we cannot resolve your concern, you may contact the Florida "
              "Department of Financial Services, Division of Consumer Services."),
    ])

doc("loblolly-declarations-LPA-4471820.pdf", "Loblolly Auto Declarations LPA-4471820", "loblolly", L, [
    ("h", "Personal Auto Declarations"),
    ("t", [["Policy number", "LPA-4471820"],
           ["Named insureds", "Marisol Quintero and Dante Quintero"],
           ["Address", "4410 Heron Marsh Drive, Palmetto Cove, FL 34290"],
           ["Policy period", "03/01/2026 to 09/01/2026"],
           ["Form", "LPC-PAP (01-26)"]]),
    ("h", "Coverages and limits"),
    ("t", [["Coverage", "Limit / deductible"],
           ["Bodily injury liability", "$100,000 each person / $300,000 each accident"],
           ["PIP", "$10,000 per person; deductible $1,000"],
           ["Uninsured motorists", "$100,000 / $300,000 - stacked"],
           ["Collision", "$500 deductible"],
           ["Other than collision", "$250 deductible"],
           ["Rental reimbursement", "$40 per day, up to 30 days"]]),
    ("h", "Covered autos"),
    ("t", [["Auto", "VIN"],
           ["2023 Toyota RAV4", "2T3P1RFV8PW000418"],
           ["2019 Honda Odyssey", "5FNRL6H79KB000962"]]),
])

doc("loblolly-declarations-LPA-4471802.pdf", "Loblolly Auto Declarations LPA-4471802", "loblolly", L, [
    ("h", "Personal Auto Declarations"),
    ("t", [["Policy number", "LPA-4471802"],
           ["Named insured", "Terrence Albright"],
           ["Address", "77 Cypress Hammock Road, Marion Springs, FL 34475"],
           ["Policy period", "05/15/2026 to 11/15/2026"],
           ["Form", "LPC-PAP (01-26)"]]),
    ("h", "Coverages and limits"),
    ("t", [["Coverage", "Limit / deductible"],
           ["Bodily injury liability", "$25,000 each person / $50,000 each accident"],
           ["PIP", "$10,000 per person; no deductible"],
           ["Uninsured motorists", "Rejected - signed rejection form on file"],
           ["Collision", "$1,000 deductible"],
           ["Other than collision", "$500 deductible"],
           ["Rental reimbursement", "Not purchased"]]),
    ("h", "Covered autos"),
    ("t", [["Auto", "VIN"],
           ["2017 Ford F-150", "1FTEW1EG3HF000577"]]),
])

doc("loblolly-auto-claims-field-manual-ACF-9.docx", "Loblolly Auto Claims Field Manual ACF-9 (internal)", "docx", L, [
    ("h", "Auto Claims Field Manual ACF-9 - internal use only"),
    ("p", "For Loblolly Pine adjusters. Do not release to insureds, claimants, attorneys or medical providers."),
    ("t", [["Code", "Procedure"],
           ["EMC-CHK", "Confirm an emergency medical condition determination is in the medical records before paying "
                       "PIP medical above $2,500."],
           ["14D", "Initial treatment more than 14 days after the accident: deny PIP medical benefits."],
           ["UMREJ", "Pull the signed UM rejection form from underwriting before denying a UM claim."],
           ["CTS-30", "Consent-to-settle request: reply in writing within 30 days."],
           ["RNT-CAP", "Rental paid at the Declarations daily amount, not the actual daily rate."]]),
    ("p", "Independent medical examinations are arranged through Coastal Peer Review Group."),
    ("p", "Authority: field adjuster up to $15,000; claims supervisor up to $50,000."),
    ("p", "Never mention a Special Investigations Unit referral in any letter."),
    ("p", "Every denial letter must cite the policy provision relied on and give the Florida Department of Financial "
          "Services contact."),
])
