# Policy documents and procedure notes for blind drafting set 5 (all invented).
# Block kinds: ("h", text) heading, ("h2", text) sub-heading, ("p", text) paragraph (reportlab mini-markup),
# ("t", rows) table, ("sp", None) spacer.

KM = "Kestrelmoor Motorcycle Insurance Ltd"
IW = "Inkwell Student &amp; Tenant Insurance Ltd"
IC = "Ironweed Casualty Company"

PDFS = {}
DOCXS = {}

# ---------------------------------------------------------------- Kestrelmoor (UK motorcycle and scooter)
PDFS["policies/kestrelmoor-motorcycle-scooter-wording-KMI-MC-0926.pdf"] = dict(size="A4", title="Motorcycle and Scooter Policy KMI/MC/0926", blocks=[
    ("h", "Kestrelmoor Motorcycle Insurance Ltd"),
    ("h2", "Motorcycle and Scooter Policy - policy wording KMI/MC/0926"),
    ("p", "This wording, your schedule and any endorsement shown in your schedule make up your contract with "
          "Kestrelmoor Motorcycle Insurance Ltd. Words in <b>bold</b> have the meanings given in the Definitions."),
    ("h2", "Definitions"),
    ("p", "<b>Motorcycle</b> - the motorcycle or scooter shown in your schedule, including its standard tools and "
          "the equipment fitted to it by the manufacturer."),
    ("p", "<b>Accessories</b> - parts and equipment fitted to the <b>Motorcycle</b> after it left the manufacturer, "
          "including exhausts, luggage, top boxes and heated grips."),
    ("p", "<b>Riding Kit</b> - helmets, gloves, boots and protective clothing worn when riding."),
    ("p", "<b>Market Value</b> - the cost of replacing the <b>Motorcycle</b> with one of the same make, model, age, "
          "mileage and condition at the time of the loss."),
    ("p", "<b>Rider</b> - the person riding the <b>Motorcycle</b> at the time of the loss."),
    ("h2", "Section 1 - Loss of or damage to the Motorcycle"),
    ("p", "1.1 Comprehensive cover. If your schedule shows Comprehensive cover, we will pay for loss of or damage "
          "to the <b>Motorcycle</b> and its <b>Accessories</b> caused by accident, fire, theft or attempted theft, or "
          "malicious damage."),
    ("p", "1.2 Third party, fire and theft cover. If your schedule shows Third Party, Fire and Theft, this section "
          "covers loss or damage caused by fire, theft or attempted theft only. It does not cover damage caused by an "
          "accident, by the Motorcycle falling over, or by malicious damage."),
    ("p", "1.3 We will decide whether to repair the <b>Motorcycle</b>, replace it or pay a cash settlement. The most "
          "we will pay is the Market Value of the Motorcycle at the time of the loss."),
    ("p", "1.4 Finance. If the Motorcycle is subject to a hire purchase or finance agreement, we will first pay the "
          "finance company any amount owed under that agreement and pay any balance to you."),
    ("p", "1.5 Accessories. The most we will pay for Accessories in any one claim is £1,000."),
    ("p", "1.6 We will not pay for loss of use, loss of earnings or the cost of hiring another vehicle. This policy "
          "does not include a courtesy motorcycle or scooter."),
    ("h2", "Section 2 - Riding Kit"),
    ("p", "2.1 If your schedule shows Comprehensive cover, we will pay up to £500 for Riding Kit damaged in an "
          "accident while being worn, or stolen with the Motorcycle."),
    ("p", "2.2 No Excess applies to Riding Kit where the claim is made at the same time as a claim under Section 1 "
          "for the same incident."),
    ("p", "2.3 We deduct an amount for wear and tear from the cost of replacing Riding Kit more than 12 months old."),
    ("h2", "Section 3 - Liability to other people"),
    ("p", "3.1 We will cover you for your legal liability for the death of or injury to other people and for damage "
          "to their property arising from the use of the Motorcycle on a road or other public place. For damage to "
          "property the most we will pay is £20,000,000 for any one claim."),
    ("h2", "Section 4 - Excesses"),
    ("p", "4.1 The Compulsory Excess shown in your schedule applies to every claim under Section 1."),
    ("p", "4.2 Any Voluntary Excess shown in your schedule is added to the Compulsory Excess."),
    ("p", "4.3 Young Rider Excess. An additional Excess of £350 applies if the Motorcycle is being ridden by a Rider "
          "under 25 years of age at the time of the loss."),
    ("p", "4.4 Provisional licence. An additional Excess of £250 applies if the Rider holds a provisional licence at "
          "the time of the loss."),
    ("p", "4.5 Theft Excess. For a claim for theft or attempted theft of the Motorcycle or its Accessories, the Theft "
          "Excess shown in your schedule applies in place of the Compulsory Excess and the Voluntary Excess."),
    ("h2", "Section 5 - Exclusions"),
    ("p", "5.1 We will not pay for any claim while the Motorcycle is being used for a purpose not allowed by the "
          "class of use shown in your schedule."),
    ("p", "5.2 Delivery work. We will not pay for any claim arising while the Motorcycle is being used to deliver "
          "food, parcels or other goods for payment, unless endorsement KM7 is shown in your schedule."),
    ("p", "5.3 We will not pay for mechanical or electrical breakdown, wear and tear, or damage to tyres caused by "
          "braking, punctures, cuts or bursts."),
    ("h2", "Section 6 - Conditions"),
    ("p", "6.1 Security. When the Motorcycle is left unattended between 10pm and 6am anywhere other than a locked "
          "garage, it must be secured with a disc lock or a chain and lock rated Sold Secure Gold or higher. If it is "
          "not, we will not pay for theft or attempted theft during those hours."),
    ("p", "6.2 You must tell us about any incident within 48 hours. You must report a theft to the police within 24 "
          "hours and give us the crime reference number."),
    ("p", "6.3 Before we settle a claim for the total loss of the Motorcycle, you must send us the registration "
          "certificate (V5C), all keys and any finance agreement."),
    ("h2", "Section 7 - No claim discount"),
    ("p", "7.1 If you make a claim and we cannot recover all of our costs from someone else, your no claim discount "
          "will be reduced by two years at your next renewal, unless your schedule shows that your no claim discount "
          "is protected."),
    ("p", "7.2 If we recover all of our costs from someone else, your no claim discount will not be affected."),
])

def km_schedule(polno, name, addr, bike, reg, cover, use, rider, lic, ncd, ncdp, ce, ve, te, endorsements, issued):
    rows = [["Policy number", polno], ["Policyholder", name], ["Address", addr],
            ["Period of insurance", "01/03/2026 to 28/02/2027"], ["Motorcycle", bike], ["Registration", reg],
            ["Cover", cover], ["Class of use", use], ["Rider", rider], ["Licence", lic],
            ["No claim discount", ncd], ["No claim discount protected", ncdp]]
    exc = [["Excess", "Amount"], ["Compulsory Excess", ce], ["Voluntary Excess", ve], ["Theft Excess", te]]
    return [("h", "Kestrelmoor Motorcycle Insurance Ltd"), ("h2", "Policy schedule"),
            ("p", f"Issued {issued}. This schedule must be read with policy wording KMI/MC/0926."),
            ("t", rows), ("sp", None), ("h2", "Excesses"), ("t", exc), ("sp", None),
            ("p", "Endorsements applying: " + endorsements),
            ("p", "Riding Kit limit (Section 2): £500 where cover is Comprehensive. Accessories limit: £1,000.")]

PDFS["policies/kestrelmoor-schedule-KMI-2418803.pdf"] = dict(size="A4", title="Policy schedule KMI-2418803", blocks=km_schedule(
    "KMI-2418803", "Mr Tomasz Wilk", "14 Larkspur Row, Hatherby HB4 2QT", "2022 Honda CB500X", "YK22 WVD",
    "Comprehensive", "Social, domestic and pleasure including commuting", "Mr Tomasz Wilk, age 38", "Full A",
    "6 years", "No", "£150", "£100", "£500", "none.", "14/02/2026"))
PDFS["policies/kestrelmoor-schedule-KMI-2418830.pdf"] = dict(size="A4", title="Policy schedule KMI-2418830", blocks=km_schedule(
    "KMI-2418830", "Miss Jade Okonkwo", "Flat 3, 88 Cobbold Street, Wrensford WF2 8LA", "2023 Yamaha NMAX 125",
    "LX73 BNE", "Comprehensive", "Social, domestic and pleasure including delivery work (KM7)",
    "Miss Jade Okonkwo, age 19", "Full A1", "0 years", "No", "£150", "£0", "£500",
    "KM7 Delivery and courier use.", "20/02/2026"))
PDFS["policies/kestrelmoor-schedule-KMI-2420517.pdf"] = dict(size="A4", title="Policy schedule KMI-2420517", blocks=km_schedule(
    "KMI-2420517", "Mr Rhys Pennant", "The Old Forge, Millbrook Lane, Carrow Bridge CB9 1RD", "2019 Triumph Bonneville T120",
    "CB19 FGE", "Third Party, Fire and Theft", "Social, domestic and pleasure only", "Mr Rhys Pennant, age 52", "Full A",
    "9 years", "Yes", "£150", "£0", "£300", "none.", "25/02/2026"))

PDFS["policies/kestrelmoor-endorsement-KM7-delivery-courier-use.pdf"] = dict(size="A4", title="Endorsement KM7", blocks=[
    ("h", "Kestrelmoor Motorcycle Insurance Ltd"),
    ("h2", "Endorsement KM7 - Delivery and courier use"),
    ("p", "This endorsement applies only if KM7 is shown in your schedule. It changes policy wording KMI/MC/0926 as "
          "set out below. All other terms of the policy stay the same."),
    ("p", "1. Exclusion 5.2 is deleted and replaced by: \"5.2 We will not pay for any claim arising while the "
          "Motorcycle is being used to carry passengers for payment.\""),
    ("p", "2. Use of the Motorcycle to deliver food, parcels or other goods for payment is covered."),
    ("p", "3. Delivery Excess. An additional Excess of £400 applies to any claim under Section 1 arising while the "
          "Motorcycle is being used for delivery work. The Delivery Excess is in addition to the Compulsory Excess and "
          "any Young Rider Excess."),
    ("p", "4. Riding Kit cover under Section 2 does not apply while the Motorcycle is being used for delivery work."),
    ("p", "5. Goods being delivered are not covered by this policy."),
])

PDFS["policies/kestrelmoor-making-a-complaint-KMI-CMP-3.pdf"] = dict(size="A4", title="Making a complaint KMI/CMP/3", blocks=[
    ("h", "Kestrelmoor Motorcycle Insurance Ltd"),
    ("h2", "Making a complaint (KMI/CMP/3)"),
    ("p", "We want to get things right first time. If we have not, please tell us."),
    ("h2", "How to contact us"),
    ("p", "Customer Relations, Kestrelmoor Motorcycle Insurance Ltd, 5 Tiller Yard, Ravensholt RH7 3NP. "
          "Telephone 01632 960418. E-mail complaints@kestrelmoor.example."),
    ("h2", "What happens next"),
    ("p", "We will acknowledge your complaint within 5 working days."),
    ("p", "We will send you our final response within 8 weeks of receiving your complaint. If we cannot, we will "
          "write to explain why and tell you when we expect to respond."),
    ("h2", "The Financial Ombudsman Service"),
    ("p", "If you are unhappy with our final response, or we have not sent it within 8 weeks, you can ask the "
          "Financial Ombudsman Service to review your complaint. You must do this within six months of the date of "
          "our final response. The service is free. Financial Ombudsman Service, Exchange Tower, London E14 9SR; "
          "www.financial-ombudsman.org.uk."),
    ("p", "Using the Financial Ombudsman Service does not affect your right to take legal action."),
])

DOCXS["procedures/kestrelmoor-motorcycle-claims-guide-MCH-4.docx"] = dict(title="Motorcycle Claims Handling Guide MCH-4", blocks=[
    ("h", "Motorcycle Claims Handling Guide MCH-4"),
    ("p", "INTERNAL - FOR KESTRELMOOR CLAIMS STAFF ONLY. Do not quote or send any part of this guide to customers."),
    ("h2", "1. Theft claims"),
    ("p", "Refer every theft of a Motorcycle with a Market Value over £4,000 to the Theft Validation Unit using code "
          "MC-THF-2 before agreeing a settlement. Do not tell the customer that the claim has been referred to the "
          "Theft Validation Unit; say only that we are making our usual enquiries."),
    ("p", "Where the customer cannot show a Sold Secure Gold lock was used, set the file to RAG red and hold payment."),
    ("h2", "2. Delivery claims"),
    ("p", "For any claim where delivery work is mentioned, request a platform check (code DLV-9) from the courier "
          "app provider. Never name the platform check in letters."),
    ("h2", "3. Riders under 25"),
    ("p", "Files for riders under 25 are flagged amber rider. The rider risk score must never be quoted to customers "
          "or brokers."),
    ("h2", "4. Authority"),
    ("t", [["Role", "Settlement authority"], ["Claims handler", "up to £7,500"], ["Team leader", "up to £25,000"],
           ["Motor claims manager", "above £25,000"]]),
    ("h2", "5. Letters"),
    ("p", "Letters must give the excess breakdown by name (Compulsory, Voluntary, Theft, Young Rider, Delivery). Do "
          "not use file-note shorthand in letters."),
])

# ---------------------------------------------------------------- Inkwell (UK student and tenant contents)
PDFS["policies/inkwell-student-tenant-contents-wording-IST-ST-0826.pdf"] = dict(size="A4", title="Student and Tenant Contents Insurance IST/ST/0826", blocks=[
    ("h", "Inkwell Student &amp; Tenant Insurance Ltd"),
    ("h2", "Student and Tenant Contents Insurance - policy wording IST/ST/0826"),
    ("p", "Please read this wording with your schedule. Capitalised words have the meanings given in Part A."),
    ("h2", "Part A - Definitions"),
    ("p", "A1 Home: the room in halls of residence, or the shared house or flat, at the address shown in your schedule."),
    ("p", "A2 Your Room: the bedroom in the Home that you alone occupy."),
    ("p", "A3 Communal Areas: kitchens, lounges, common rooms, corridors, laundries and any other part of the Home "
          "that you share with people other than members of your family."),
    ("p", "A4 Gadget: a mobile phone, laptop, tablet, smartwatch, e-reader or games console owned by you."),
    ("p", "A5 Bicycle: a pedal cycle, including an electrically assisted pedal cycle with a motor of no more than 250 watts."),
    ("h2", "Part B - Your contents"),
    ("p", "B1 We cover your contents in the Home against loss or damage caused by fire, smoke, theft, escape of water, "
          "storm, flood and malicious damage, up to the sum insured shown in your schedule."),
    ("p", "B2 Single article limit. The most we will pay for any one item is £1,000 unless it is specified in your schedule."),
    ("p", "B3 Theft from halls of residence. We cover theft from Your Room in halls of residence only if there was "
          "forcible and violent entry into Your Room, or Your Room was locked and the theft was by someone who had no "
          "right to be in the building."),
    ("p", "B4 Theft from Communal Areas. We do not cover theft of property from Communal Areas unless there was "
          "forcible and violent entry into the building."),
    ("p", "B5 Shared houses. We do not cover theft by anyone who lives in the Home, or by anyone invited into the Home "
          "by a person who lives there, unless there was forcible and violent entry into Your Room."),
    ("p", "B6 Away from the Home. We cover your contents while temporarily away from the Home anywhere in the United "
          "Kingdom, including at your family home during university holidays, up to 20% of the sum insured."),
    ("p", "B7 The Standard Excess shown in your schedule applies to each claim under Part B."),
    ("h2", "Part C - Bicycle extension"),
    ("p", "This part applies only if your schedule shows that the Bicycle extension is included."),
    ("p", "C1 We cover theft of or accidental damage to your Bicycle anywhere in the United Kingdom."),
    ("p", "C2 The most we will pay for any one Bicycle is £500, unless an endorsement shown in your schedule gives a "
          "higher limit."),
    ("p", "C3 When your Bicycle is left unattended away from the Home, it must be locked to an immovable object with "
          "a lock designed for the purpose."),
    ("p", "C4 We do not cover theft of your Bicycle away from the Home between 10pm and 6am unless it was kept inside "
          "a locked building."),
    ("p", "C5 The Bicycle Excess of £75 applies to each claim under Part C."),
    ("h2", "Part D - Gadget extension"),
    ("p", "This part applies only if your schedule shows that the Gadget extension is included."),
    ("p", "D1 We cover accidental damage to, theft of and loss of your Gadgets anywhere in the world, for trips "
          "outside the United Kingdom of up to 60 days."),
    ("p", "D2 The most we will pay for any one Gadget is £1,200."),
    ("p", "D3 The Gadget Excess of £75 applies to each Gadget in each claim."),
    ("p", "D4 We do not cover theft of a Gadget from an unattended vehicle unless it was hidden in a locked boot or "
          "glovebox and there was forcible and violent entry into the vehicle."),
    ("p", "D5 We will repair a damaged Gadget where it is economical to do so. Cracked screens are covered."),
    ("p", "D6 Proof of ownership. You must give us a receipt or a network or manufacturer record showing the IMEI or "
          "serial number of the Gadget."),
    ("h2", "Part E - What we do not cover"),
    ("p", "E1 Wear and tear, or anything that happens gradually."),
    ("p", "E2 Scratches, dents or other cosmetic damage to a Gadget that does not stop it working."),
    ("p", "E3 Money, cards and tickets over £200 in total."),
    ("p", "E4 Equipment used mainly for a business."),
    ("h2", "Part F - Conditions"),
    ("p", "F1 You must report any theft or loss to the police within 24 hours and get a crime or lost property reference."),
    ("p", "F2 You must tell us about a claim as soon as you reasonably can and within 30 days."),
    ("h2", "Part G - How we settle claims"),
    ("p", "G1 We replace items as new, except clothing and household linen, for which we deduct an amount for wear "
          "and tear."),
    ("p", "G2 We may repair or replace an item through one of our suppliers."),
    ("p", "G3 If we can replace an item through one of our suppliers and you choose a cash payment instead, we will "
          "pay what the replacement would have cost us."),
])

def iw_schedule(polno, name, addr, home, si, ex, bike, bikedetail, gadget, endorsements, issued):
    rows = [["Policy number", polno], ["Policyholder", name], ["Address of the Home", addr], ["Type of Home", home],
            ["Period of insurance", "15/09/2026 to 14/09/2027"], ["Contents sum insured", si],
            ["Standard Excess", ex], ["Bicycle extension", bike], ["Specified Bicycle", bikedetail],
            ["Gadget extension", gadget]]
    return [("h", "Inkwell Student &amp; Tenant Insurance Ltd"), ("h2", "Your schedule"),
            ("p", f"Issued {issued}. Policy wording IST/ST/0826."), ("t", rows), ("sp", None),
            ("p", "Endorsements: " + endorsements)]

PDFS["policies/inkwell-schedule-IST-55-201877.pdf"] = dict(size="A4", title="Schedule IST-55-201877", blocks=iw_schedule(
    "IST-55-201877", "Miss Ellie Farrant", "Room 214, Osprey Court, Brindlemouth BR3 7HX", "Halls of residence",
    "£6,000", "£50", "Not included", "None", "Included", "none.", "09/09/2026"))
PDFS["policies/inkwell-schedule-IST-55-201934.pdf"] = dict(size="A4", title="Schedule IST-55-201934", blocks=iw_schedule(
    "IST-55-201934", "Mr Kwame Asante", "27 Tanner's Walk, Brindlemouth BR2 4EJ", "Shared house",
    "£8,000", "£50", "Included (IE-2)", "Voss Tempo 8 gravel bike, value £1,400", "Included",
    "IE-2 Bicycle cover: increased limit and lock condition.", "11/09/2026"))
PDFS["policies/inkwell-schedule-IST-55-202210.pdf"] = dict(size="A4", title="Schedule IST-55-202210", blocks=iw_schedule(
    "IST-55-202210", "Mr Luca Moretti", "9 Salter Gardens, Kelderby KH1 5DW", "Shared house",
    "£5,000", "£50", "Not included", "None", "Not included", "none.", "14/09/2026"))

PDFS["policies/inkwell-endorsement-IE-2-bicycle-increased-limit.pdf"] = dict(size="A4", title="Endorsement IE-2", blocks=[
    ("h", "Inkwell Student &amp; Tenant Insurance Ltd"),
    ("h2", "Endorsement IE-2 - Bicycle cover: increased limit and lock condition"),
    ("p", "This endorsement applies only where IE-2 is shown in your schedule. It replaces clauses C2 and C5 of "
          "policy wording IST/ST/0826 for the Specified Bicycle."),
    ("p", "C2 (replacement) The most we will pay for the Specified Bicycle is its value shown in your schedule, up to "
          "a maximum of £1,500."),
    ("p", "C5 (replacement) The Bicycle Excess for the Specified Bicycle is £100 for each claim."),
    ("p", "Lock condition. When the Specified Bicycle is left unattended away from the Home, it must be locked to an "
          "immovable object with a lock rated Sold Secure Gold or higher. You must keep the receipt for the lock and "
          "send it to us with any theft claim."),
])

PDFS["policies/inkwell-not-happy-IST-CMP-2.pdf"] = dict(size="A4", title="Not happy? IST/CMP/2", blocks=[
    ("h", "Inkwell Student &amp; Tenant Insurance Ltd"),
    ("h2", "Not happy with us? Here is what to do (IST/CMP/2)"),
    ("p", "Step 1. Talk to us. Call 01632 960275 or e-mail putitright@inkwell.example. Most problems are sorted out "
          "within three working days."),
    ("p", "Step 2. If we cannot sort things out straight away, our Complaints Team will look into it. We will send "
          "you our final response within eight weeks."),
    ("p", "Step 3. If you are still unhappy, or we have not replied within eight weeks, you can refer your complaint "
          "to the Financial Ombudsman Service free of charge within six months of our final response. Visit "
          "www.financial-ombudsman.org.uk or call 0800 023 4567."),
])

DOCXS["procedures/inkwell-student-claims-procedures-SCP-2.docx"] = dict(title="Student Claims Procedures SCP-2", blocks=[
    ("h", "Student Claims Procedures SCP-2"),
    ("p", "Staff only. Not for release to policyholders, parents or universities."),
    ("h2", "Halls claims"),
    ("p", "Every theft from halls of residence goes on the Halls Fraud Watch list (code HFW-1). Do not mention Halls "
          "Fraud Watch to the customer."),
    ("p", "Claims made within 14 days of the start of cover get the term-time flag and need a Room Check Team call "
          "before payment."),
    ("h2", "Gadget claims"),
    ("p", "Gadget claims go to the Gadget Desk. Where proof of ownership is missing after 21 days, issue a soft "
          "decline using template CL-STU-4."),
    ("h2", "Bicycle claims"),
    ("p", "Always quote the supplier price, not the retail price, when the customer takes cash (G3). Supplier "
          "discounts are confidential: never state the discount percentage."),
])

# ---------------------------------------------------------------- Ironweed (US commercial auto)
PDFS["policies/ironweed-business-auto-coverage-form-IC-BA-01-03-25.pdf"] = dict(size="LETTER", title="BUSINESS AUTO COVERAGE FORM IC-BA 01 03 25", blocks=[
    ("h", "IRONWEED CASUALTY COMPANY"),
    ("h2", "BUSINESS AUTO COVERAGE FORM - IC-BA 01 03 25"),
    ("p", "Various provisions in this policy restrict coverage. Read the entire policy carefully. Throughout this "
          "policy the words \"you\" and \"your\" refer to the Named Insured shown in the Declarations. The words "
          "\"we\", \"us\" and \"our\" refer to Ironweed Casualty Company."),
    ("h2", "SECTION I - COVERED AUTOS"),
    ("p", "Item Two of the Declarations shows the \"autos\" that are covered \"autos\" for each of your coverages. "
          "The following numerical symbols describe the \"autos\" that may be covered \"autos\"."),
    ("t", [["Symbol", "Description"], ["1", "Any \"Auto\"."],
           ["2", "Owned \"Autos\" Only, including \"autos\" you acquire after the policy begins."],
           ["7", "Specifically Described \"Autos\" shown in Item Three of the Declarations."],
           ["8", "Hired \"Autos\" Only: \"autos\" you lease, hire, rent or borrow."],
           ["9", "Non-owned \"Autos\" Only, including \"autos\" owned by your employees."]]),
    ("p", "A. Symbol 8 does not include any \"auto\" you lease, hire, rent or borrow from any of your employees or "
          "members of their households. Symbol 9 applies only while the \"auto\" is used in connection with your business."),
    ("p", "B. Owned Autos You Acquire After The Policy Begins. If Symbol 7 is entered for a coverage, an \"auto\" you "
          "acquire will be a covered \"auto\" for that coverage only if it replaces an \"auto\" shown in Item Three "
          "and you tell us within 30 days after you acquire it that you want us to cover it."),
    ("h2", "SECTION II - COVERED AUTOS LIABILITY COVERAGE"),
    ("p", "A. Coverage. We will pay all sums an \"insured\" legally must pay as damages because of \"bodily injury\" "
          "or \"property damage\" to which this insurance applies, caused by an \"accident\" and resulting from the "
          "ownership, maintenance or use of a covered \"auto\"."),
    ("p", "B. Exclusion - Care, Custody Or Control. This insurance does not apply to \"property damage\" to property "
          "owned or transported by the \"insured\" or in the \"insured's\" care, custody or control."),
    ("p", "C. Other Insurance. For any covered \"auto\" you do not own, including a non-owned \"auto\", this "
          "insurance is excess over any other collectible insurance available to the owner of that \"auto\"."),
    ("h2", "SECTION III - PHYSICAL DAMAGE COVERAGE"),
    ("p", "A. Coverage. 1. Comprehensive Coverage: we will pay for \"loss\" to a covered \"auto\" or its equipment "
          "from any cause except collision with another object or overturn. 2. Collision Coverage: we will pay for "
          "\"loss\" to a covered \"auto\" or its equipment caused by collision with another object or overturn."),
    ("p", "B. Physical Damage Coverage applies to a hired \"auto\" only if Symbol 8 is entered for that coverage in "
          "Item Two of the Declarations or a hired auto physical damage endorsement is attached to this policy."),
    ("p", "C. Exclusions. We will not pay for \"loss\" caused by wear and tear, freezing, mechanical or electrical "
          "breakdown, or road damage to tires."),
    ("p", "D. Limit Of Insurance. The most we will pay for \"loss\" in any one \"accident\" is the lesser of the "
          "actual cash value of the damaged or stolen property, or the cost of repairing or replacing it with other "
          "property of like kind and quality."),
    ("p", "E. Deductible. For each covered \"auto\", our obligation to pay for, repair, return or replace damaged or "
          "stolen property will be reduced by the applicable deductible shown in the Declarations."),
    ("p", "F. We do not pay for rental expenses while a covered \"auto\" is being repaired unless Rental "
          "Reimbursement is shown as covered in the Declarations."),
    ("h2", "SECTION IV - BUSINESS AUTO CONDITIONS"),
    ("p", "A. Appraisal For Physical Damage Loss. If you and we disagree on the amount of \"loss\", either may "
          "demand an appraisal of the \"loss\". Each party will select a competent appraiser and the two appraisers "
          "will select an umpire. Each party will pay its own appraiser and share the umpire's expenses equally."),
    ("p", "B. Duties In The Event Of Accident, Claim, Suit Or Loss. You must give us prompt notice of the "
          "\"accident\" or \"loss\", including how, when and where it happened and the names of any injured persons "
          "and witnesses. You must permit us to inspect the covered \"auto\" and records proving the \"loss\" before "
          "its repair or disposition, and send us a signed proof of loss within 60 days of our request."),
    ("p", "C. Legal Action Against Us. No one may bring a legal action against us under Physical Damage Coverage "
          "unless it is brought within two years after the date of the \"loss\"."),
    ("p", "D. Loss Payment. At our option we may pay for, repair or replace damaged or stolen property. We will pay "
          "within 30 days after we reach agreement with you on the amount of the \"loss\". We may pay the repair "
          "facility directly with your consent."),
    ("h2", "SECTION V - DEFINITIONS"),
    ("p", "\"Auto\" means a land motor vehicle, trailer or semitrailer designed for travel on public roads."),
    ("p", "\"Loss\" means direct and accidental loss or damage."),
])

def ic_decl(polno, ni, contact, addr, symbols, autos, forms, rental, towing, issued):
    item2 = [["Coverage", "Covered auto symbols", "Limit"]] + symbols
    item3 = [["No.", "Year / make / model", "VIN", "Comp ded", "Coll ded"]] + autos
    return [("h", "IRONWEED CASUALTY COMPANY"), ("h2", "BUSINESS AUTO DECLARATIONS"),
            ("t", [["Policy number", polno], ["Named Insured", ni], ["Contact", contact], ["Mailing address", addr],
                   ["Policy period", "04/01/2026 to 04/01/2027, 12:01 A.M. standard time"],
                   ["Form of business", "Limited liability company" if "LLC" in ni else "Corporation"]]),
            ("sp", None), ("h2", "ITEM TWO - SCHEDULE OF COVERAGES AND COVERED AUTOS"), ("t", item2), ("sp", None),
            ("t", [["Rental Reimbursement", rental], ["Towing and Labor", towing]]), ("sp", None),
            ("h2", "ITEM THREE - SCHEDULE OF COVERED AUTOS YOU OWN"), ("t", item3), ("sp", None),
            ("p", "Forms and endorsements: " + forms), ("p", f"Issued {issued}.")]

PDFS["policies/ironweed-declarations-BAP-3307214.pdf"] = dict(size="LETTER", title="Business Auto Declarations BAP-3307214", blocks=ic_decl(
    "BAP-3307214", "Bluestem Landscaping LLC", "Marisol Ortega, Managing Member",
    "4410 Quarry Bend Road, Fallon Springs, CO 80919",
    [["Covered Autos Liability", "7, 8, 9", "$1,000,000 each accident"],
     ["Comprehensive", "7", "ACV or cost of repair, less deductible"],
     ["Collision", "7", "ACV or cost of repair, less deductible"]],
    [["1", "2022 Ford F-250 XL", "1FTBF2B6XNEA10472", "$500", "$1,000"],
     ["2", "2021 Chevrolet Silverado 2500HD", "1GC4YLE7XMF204418", "$500", "$1,000"],
     ["3", "2019 Isuzu NPR-HD box truck", "JALC4W168K7003319", "$1,000", "$2,500"]],
    "IC-BA 01 03 25; IC 20 14 03 25 Hired Auto Physical Damage.", "Not covered", "Not covered", "03/18/2026"))
PDFS["policies/ironweed-declarations-BAP-3307241.pdf"] = dict(size="LETTER", title="Business Auto Declarations BAP-3307241", blocks=ic_decl(
    "BAP-3307241", "Tallgrass Catering Co.", "Dwight Pruitt, President",
    "88 Lantern Mill Drive, Cedar Ford, CO 80927",
    [["Covered Autos Liability", "1", "$1,000,000 each accident"],
     ["Comprehensive", "2", "ACV or cost of repair, less deductible"],
     ["Collision", "2", "ACV or cost of repair, less deductible"]],
    [["1", "2023 Ford Transit 250 cargo van", "1FTBR1C85PKA22031", "$500", "$1,000"],
     ["2", "2020 Ram ProMaster 2500", "3C6TRVDG4LE119865", "$500", "$1,000"]],
    "IC-BA 01 03 25.", "Not covered", "$75 per disablement", "03/20/2026"))

PDFS["policies/ironweed-endorsement-IC-20-14-hired-auto-physical-damage.pdf"] = dict(size="LETTER", title="IC 20 14 03 25", blocks=[
    ("h", "IRONWEED CASUALTY COMPANY"),
    ("h2", "IC 20 14 03 25 - HIRED AUTO PHYSICAL DAMAGE COVERAGE"),
    ("p", "THIS ENDORSEMENT CHANGES THE POLICY. PLEASE READ IT CAREFULLY. This endorsement modifies insurance "
          "provided under the Business Auto Coverage Form IC-BA 01 03 25."),
    ("t", [["SCHEDULE", ""], ["Limit of insurance", "$50,000 any one hired auto"],
           ["Deductible", "$1,000 each loss, Comprehensive and Collision"]]),
    ("p", "A. Any \"auto\" you lease, hire, rent or borrow without a driver for a period of 30 days or less is a "
          "covered \"auto\" for Comprehensive and Collision Coverage."),
    ("p", "B. The most we will pay for \"loss\" to any one hired \"auto\" is the lesser of the limit shown in the "
          "Schedule, the actual cash value, or the cost of repair."),
    ("p", "C. Loss Of Use. We will pay the amount you are legally liable to the lessor for loss of use of a hired "
          "\"auto\", up to $50 per day, to a maximum of $1,000 per \"loss\"."),
    ("p", "D. This endorsement does not apply to any \"auto\" hired from your employees or members of their households."),
])

PDFS["policies/ironweed-notice-IC-NTC-12-complaints-claim-review.pdf"] = dict(size="LETTER", title="IC-NTC 12", blocks=[
    ("h", "IRONWEED CASUALTY COMPANY"),
    ("h2", "IMPORTANT NOTICE - QUESTIONS, COMPLAINTS AND CLAIM REVIEW (IC-NTC 12)"),
    ("p", "Questions about a claim should first go to your claim representative. You can also call Claims Customer "
          "Care at (402) 555-0142, Monday to Friday, 7:00 a.m. to 6:00 p.m. Central Time."),
    ("p", "Written complaints may be sent to: Consumer Relations Unit, Ironweed Casualty Company, 1800 Tamarack "
          "Parkway, Coldwater Flats, NE 68999, or consumer.relations@ironweed.example. We will respond to a written "
          "complaint within 15 business days."),
    ("p", "If you disagree with the amount we have offered for a physical damage loss, you may demand an appraisal "
          "under the Appraisal condition of your policy."),
    ("p", "You may also contact the Department of Insurance of the state in which your policy was issued."),
])

DOCXS["procedures/ironweed-commercial-auto-claim-guidelines-CAG-6.docx"] = dict(title="Commercial Auto Claim Guidelines CAG-6", blocks=[
    ("h", "Commercial Auto Claim Guidelines CAG-6"),
    ("p", "CONFIDENTIAL - FOR IRONWEED CLAIM PERSONNEL ONLY."),
    ("h2", "Hired and non-owned autos"),
    ("p", "On every rental vehicle loss run the HAPD-CHK against the Declarations before contact with the lessor. "
          "Do not discuss the reserve with the insured or the lessor."),
    ("p", "Non-owned auto losses with third-party injury go to the Large Loss Review panel when the reserve exceeds $75,000."),
    ("h2", "Recovery"),
    ("p", "Refer recoverable losses to the Subrogation Referral Desk (form SRD-2) within 10 days."),
    ("h2", "Authority"),
    ("t", [["Level", "Physical damage authority"], ["Claim representative", "$15,000"], ["Senior representative", "$40,000"],
           ["Unit manager", "$100,000"]]),
    ("p", "Tier R accounts (three or more losses in a policy year) must be reported to underwriting. Never tell the "
          "insured that an account is Tier R."),
])
