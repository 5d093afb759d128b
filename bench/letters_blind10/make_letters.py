"""Write letters.jsonl for the tenth blind set from the table below (labels written by hand against documents/).

N(text)                          courtesy / not a claim
S(text, (key, quote), ...)       supported, with evidence quotes
U(text, kind, correct, (key, quote), ...)   unsupported; kind not_found has no evidence and correct None
Evidence keys: a key of F (policy or procedure file), "notes" (the letter's own claim notes.txt) or a file name
inside the letter's own claim folder.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

F = {
    "QW": "policies/quernhythe-policy-wording-QTW-3.docx",
    "QS1": "policies/quernhythe-schedule-QTS-71-20931.pdf",
    "QS2": "policies/quernhythe-schedule-QTS-71-21407.pdf",
    "QE": "policies/quernhythe-endorsement-QTE-12.pdf",
    "QP": "procedures/quernhythe-claims-procedure.txt",
    "TW": "policies/tumblestone-home-emergency-wording-THE-5.pdf",
    "TC1": "policies/tumblestone-certificate-TCH-884120.pdf",
    "TC2": "policies/tumblestone-certificate-TCH-885377.pdf",
    "TP": "procedures/tumblestone-helpline-handbook.docx",
    "SW": "policies/saffronwick-wording-SHC-9.docx",
    "SS1": "policies/saffronwick-schedule-SCS-55-0192.pdf",
    "SS2": "policies/saffronwick-schedule-SCS-55-0347.pdf",
    "SE": "policies/saffronwick-endorsement-SCE-04.pdf",
    "SP": "procedures/saffronwick-commercial-claims-authorities.txt",
    "EW": "policies/egret-point-unit-owners-form-EPM-HO6.pdf",
    "ED1": "policies/egret-point-declarations-EPD-6610428.pdf",
    "ED2": "policies/egret-point-declarations-EPD-6611902.pdf",
    "EE": "policies/egret-point-endorsement-EPE-LA25.pdf",
    "EP": "procedures/egret-point-adjuster-guide.txt",
    "WW": "policies/wayfarrow-single-trip-wording-WST-26.pdf",
    "WC1": "policies/wayfarrow-certificate-WTC-2291-0457.pdf",
    "WC2": "policies/wayfarrow-certificate-WTC-2291-0788.pdf",
    "WP": "procedures/wayfarrow-medical-desk-instructions.docx",
}


def N(text):
    return ("N", text)


def S(text, *ev):
    return ("S", text, ev)


def U(text, kind, correct, *ev):
    return ("U", text, kind, correct, ev)


QW_DAMP = ("QW", "We will not pay for damage caused by damp, rot or water getting into the bodywork unless the unit had "
                 "a habitation check by a qualified engineer within the 15 months before the damage was discovered")
QW_41 = ("QW", "When the unit is left for more than 48 hours anywhere other than on a campsite where you are staying, "
               "it must be kept at the storage location.")
QW_42 = ("QW", "If condition 4.1 was not met at the time of a theft or attempted theft, we will not pay for theft of or "
               "damage to the unit or its contents.")
QW_HIGH = ("QW", "Where more than one section is claimed for the same incident, only the highest single excess applies.")
QE_PB = ("QE", "The personal belongings limit is increased to £3,000 per claim.")
QE_ITEM = ("QE", "The limit for any one item of personal belongings is increased to £600.")
TW_LIMIT = ("TW", "For each claim we pay up to £1,000 including VAT for the call-out, labour, parts and materials needed "
                  "to deal with the emergency.")
TW_ACCOM = ("TW", "we will also pay up to £250 per claim towards overnight accommodation.")
TW_SERVICE = ("TW", "The boiler must have been serviced by a Gas Safe registered engineer within the 12 months before the "
                    "breakdown.")
TW_HEATERS = ("TW", "We do not pay for temporary heaters or for any extra energy costs.")
TW_14 = ("TW", "(a) Any claim in the first 14 days after your cover starts, unless this cover replaced another home "
               "emergency policy with no gap between them.")
TW_OWN = ("TW", "We do not pay for work you arrange yourself unless we agreed to it before the work was done.")
TW_PESTS = ("TW", "Pests: we cover removal of wasp and hornet nests and treatment for rats and mice inside the home.")
TW_NOPESTS = ("TW", "We do not cover bees, squirrels, birds or pests in outbuildings.")
SW_DOA = ("SW", "any action of the police or another public authority following danger to life or property within 1 "
                "mile, that prevents or hinders access to the premises.")
SW_UTIL = ("SW", "Failure of public utilities. We treat as damage at the premises any failure of the public supply of "
                 "electricity, gas or water at the terminal point of the supply to the premises.")
SW_STOCK = ("SW", "Loss of or damage to stock, including food spoiled by a rise or fall in temperature, unless the "
                  "schedule shows Deterioration of Stock as insured.")
SE_DOA = ("SE", "the limit is increased to £50,000 for any one incident, and loss is covered for the first 6 months.")
EW_LA = ("EW", "We will pay up to $1,000 for your share of a loss assessment charged during the policy period against "
               "you by the association of property owners, when the assessment is made as a result of direct loss to "
               "property owned collectively by all unit owners, caused by a peril we insure against under Coverage A.")
EW_LA_ONE = ("EW", "This limit is the most we will pay for any one loss, regardless of the number of assessments.")
EW_LA_DED = ("EW", "Your Section I deductible does not apply to Loss Assessment.")
EE_LA = ("EE", "the $1,000 limit is replaced by $25,000. However, the most we will pay for the part of any assessment "
               "that results from a deductible in the association's master policy is $5,000.")
EW_MASTER = ("EW", "We do not cover property that the association's master policy is required to insure.")
WW_BENEFIT = ("WW", "Hospital benefit: £25 for each complete 24 hours you spend as an inpatient abroad, up to £500.")
WW_EXCESS = ("WW", "An excess of £95 per person applies to each claim under section 3, except hospital benefit.")
WW_MED = ("WW", "We pay up to £10,000,000 per person for emergency treatment abroad that cannot wait until you get home")
WW_HEALTH = ("WW", "We do not cover any claim arising from a condition you did not tell us about, or one we did not "
                   "accept in writing.")
WW_5Y = ("WW", "You must tell us about every medical condition you have been diagnosed with or treated for in the 5 "
               "years before you bought this policy.")
WW_48 = ("WW", "You must call Wayfarrow Assist on +44 20 7946 0620 before you are admitted to hospital as an inpatient, "
               "or within 48 hours if that is not possible.")
WW_FOS = ("WW", "You can refer an unresolved complaint to the Financial Ombudsman Service within 6 months of our final "
                "response.")

LETTERS = [
    # ================================================================ Quernhythe Touring (UK caravan / motorhome)
    ("Q01", "QTK-26-4410", "Write to Mr Cadwallader declining his claim for damp in his caravan.", [
        N("Dear Mr Cadwallader,"),
        S("Thank you for letting us know about the damp you found in your Brookmere Solstice when you collected it "
          "from storage on 14 March.",
          ("notes", "Collected van from Longmeadow 14/03 after winter, found front wall soft under the front window, "
                    "damp smell")),
        S("Wyeside Mobile Caravan Services inspected the caravan on 22 March and found that the sealant around the "
          "front window had failed and that water had been getting in over a long period.",
          ("wyeside-damp-report-WMS-7719.txt", "Date of inspection: 22 March 2026"),
          ("wyeside-damp-report-WMS-7719.txt", "Sealant on the front window frame has failed and shrunk."),
          ("wyeside-damp-report-WMS-7719.txt", "water has been entering over a long period")),
        S("Your policy only pays for damp and water ingress if the caravan had a habitation check within the 15 months "
          "before the damage was discovered.",
          QW_DAMP),
        U("The last habitation check was carried out by Usk Vale Leisure on 2 November 2025, which is more than 15 "
          "months before you found the damage.",
          "period", "2 November 2024",
          ("notes", "habitation check by Usk Vale Leisure dated 02/11/2024")),
        U("Wyeside estimated the repair at £3,690.00, and I am sorry that we are unable to meet this cost.",
          "value", "£3,960.00",
          ("notes", "Repair est £3,960.00.")),
        U("If you are unhappy with our decision, please call our complaints line on 01632 960 504; you can also ask "
          "the Financial Ombudsman Service to review it.",
          "value", "01632 960 540",
          ("QP", "Every decline letter must give the complaints line, 01632 960 540, and explain the Financial "
                 "Ombudsman Service.")),
        N("Yours sincerely,"),
    ]),
    ("Q02", "QTK-26-4410", "Send Mr Cadwallader the final response to his complaint about the damp decline.", [
        N("Dear Mr Cadwallader,"),
        S("I am writing with our final response to the complaint you made by telephone on 2 April, reference CMP-0388.",
          ("notes", "[02/04/2026 14:22] LPW - PH complaint by phone"),
          ("notes", "Logged as complaint CMP-0388.")),
        S("You told us that the dealer advised you habitation checks were only needed every two years.",
          ("notes", "says dealer told him checks are every 2 years.")),
        U("That advice came from our own sales team, but the policy wording is clear on this point.",
          "party", "the advice came from the dealer, not from Quernhythe",
          ("notes", "Dealer advice not ours; wording clear.")),
        S("The wording only covers damp if a habitation check was done within 15 months before the damage was "
          "discovered, so we cannot change our decision on your claim.",
          QW_DAMP),
        U("The check before your claim was done in November 2024, almost 18 months before you collected the caravan "
          "from storage.",
          "period", "just over 16 months (2 November 2024 to 14 March 2026)",
          ("notes", "02/11/24 to 14/03/26 is over 16 months.")),
        S("The decision was reviewed by a team leader before our decline letter of 25 March was sent.",
          ("notes", "TL check per procedure - M. Ferrand agrees 24/03."),
          ("notes", "[25/03/2026 11:00] LPW - Decline letter to PH.")),
        N("I am sorry this is not the answer you were hoping for."),
    ]),
    ("Q03", "QTK-26-4423", "Write to Mrs Oduya settling her claim for the break-in to her motorhome.", [
        N("Dear Mrs Oduya,"),
        N("I was so sorry to hear about the break-in during your holiday."),
        S("Your schedule includes our Personal Belongings Plus endorsement, which raises your belongings cover to "
          "£3,000 per claim and the limit for any one item to £600.",
          ("QS2", "QTE-12 Personal Belongings Plus applies to this schedule."), QE_PB, QE_ITEM),
        S("Your laptop cost £1,100, so we have paid £600 for it, together with £480 for the camera and £640 for the "
          "clothing and bags.",
          ("notes", "Taken: laptop (bought Jan 2025, £1,100), camera £480, clothing and bags approx £640."),
          ("notes", "Calc: belongings £600 + £480 + £640 = £1,720.")),
        U("We have also paid Kernow Leisure Repairs' quote of £780.00 for the door and lock, and your two nights at "
          "the B&B at £95 a night.",
          "value", "£870.00",
          ("notes", "Lock and door repair quote from Kernow Leisure Repairs £870.00 inc VAT, agreed.")),
        U("As the damage and the theft happened in the same incident, only your standard excess of £300 has been "
          "taken off.",
          "value", "the theft excess of £500 was deducted",
          ("notes", "less one excess - theft excess £500 (theft incident) = £2,280.00."),
          ("QS2", "Theft excess £500")),
        S("We paid £2,280.00 into your bank account on 21 August.",
          ("notes", "BACS £2,280.00 to PH 21/08/2026.")),
        N("Kind regards,"),
    ]),
    ("Q04", "QTK-26-4423", "Reply to Mrs Oduya's question about why £500 was deducted from her claim.", [
        N("Dear Mrs Oduya,"),
        S("Your schedule shows a standard excess of £300 and a separate theft excess of £500.",
          ("QS2", "Standard excess £300"), ("QS2", "Theft excess £500")),
        S("Where one incident leads to a claim under more than one section of the policy, we take off only the "
          "highest single excess, not one for each section.",
          QW_HIGH),
        U("The theft excess applies in your case because the motorhome had been away from your home address for more "
          "than 48 hours.",
          "condition", "the theft excess applies because the claim arose from a theft",
          ("notes", "Explained theft excess applies to theft incident.")),
        S("There is no voluntary excess on your policy, so nothing further was added.",
          ("QS2", "Voluntary excess Nil"),
          ("QW", "Any voluntary excess in your schedule is added to each excess that applies.")),
        U("Before the excess, your claim came to £2,870.",
          "value", "£2,780",
          ("notes", "Total £2,780 less one excess")),
        N("Please call us on 01632 960 517 if you have any other questions."),
        N("Yours sincerely,"),
    ]),
    ("Q05", None, "Schedule QTS-71-20931: Mr Cadwallader asks whether he can keep his caravan on his drive for a few "
                  "weeks before a trip, and what happens if it is stolen.", [
        N("Dear Mr Cadwallader,"),
        N("Thank you for your email about keeping the caravan at home before your trip."),
        S("Your schedule shows Longmeadow Caravan Storage in Chepstow as the storage location for your caravan.",
          ("QS1", "Storage location Longmeadow Caravan Storage, Usk Road, Chepstow NP16 6BQ")),
        U("If the caravan is left anywhere other than on a campsite where you are staying for more than 72 hours, it "
          "must be kept at that storage location.",
          "period", "more than 48 hours",
          QW_41),
        U("If it were stolen from your drive after that time, the theft would still be covered, but a higher excess "
          "would apply.",
          "negation", "theft would not be covered at all if condition 4.1 was not met",
          QW_42),
        S("As your caravan was made in 2024, it is less than 3 years old, so if it were stolen and not recovered we "
          "would replace it with a new one of the same make and model.",
          ("QS1", "Year of manufacture 2024"),
          ("QW", "If the unit is less than 3 years old, measured from its year of manufacture, and is stolen and not "
                 "recovered, or is damaged beyond economic repair, we will replace it with a new unit of the same make "
                 "and model")),
        U("Your theft excess is £300, plus your voluntary excess of £100.",
          "value", "£400 theft excess",
          ("QS1", "Theft excess £400")),
        N("Kind regards,"),
    ]),
    ("Q06", "QTK-26-4423", "Acknowledge Mrs Oduya's break-in claim and say what we need from her.", [
        N("Dear Mrs Oduya,"),
        S("Thank you for reporting the break-in to your Kestle Voyager at the campsite in St Agnes on 9 August.",
          ("notes", "Motorhome broken into at Trevanion Farm campsite, St Agnes (approx 70 miles from home) on "
                    "09/08/2026")),
        S("We have noted the police crime reference DC/26/081144.",
          ("notes", "Police: Devon & Cornwall crime ref DC/26/081144")),
        U("Please send us receipts or other proof of ownership for the laptop, camera and clothing; the laptop is "
          "covered up to £350 under your policy.",
          "superseded", "£600 for any one item under endorsement QTE-12",
          QE_ITEM),
        S("As you were more than 50 miles from home and the door could not be locked, the policy can pay for your two "
          "nights at the B&B.",
          ("QW", "If, during a trip of more than 50 miles from your home, insured damage means the unit cannot be used "
                 "or secured, we will pay for alternative overnight accommodation."),
          ("notes", "Door could not be locked, stayed 2 nights at Chyverton B&B at £95 a night."),
          ("notes", "(approx 70 miles from home)")),
        U("This part of the cover pays up to £150 a night.",
          "value", "£100 per night",
          ("QW", "Holiday disruption (per night) £100")),
        U("We have arranged for Kernow Leisure Repairs to collect the motorhome from the campsite on 12 August.",
          "not_found", None),
        N("Please call us on 01632 960 517 if you need anything in the meantime."),
    ]),
    # ================================================================ Tumblestone Home Emergency (UK)
    ("T01", "TEC-26-30512", "Write to Mr and Mrs Asante about the boiler repair and their request to refund heaters.", [
        N("Dear Mr and Mrs Asante,"),
        S("I am glad our engineer from Pennine Heatcare was able to get your heating and hot water working again on "
          "10 February.",
          ("pennine-jobsheet-PH-22871.txt", "Visit 2: 10/02/2026"),
          ("pennine-jobsheet-PH-22871.txt", "Heating and hot water working.")),
        S("The repair, a new circuit board, cost £640.00 including VAT, and we paid Pennine Heatcare directly, so "
          "there is nothing for you to pay.",
          ("pennine-jobsheet-PH-22871.txt", "New PCB fitted"),
          ("notes", "Job cost £640.00 inc VAT, within £1,000. Paid direct to Pennine Heatcare.")),
        S("Unfortunately the policy does not pay for temporary heaters or for the extra electricity used while the "
          "boiler was off, so we cannot refund the heaters you bought on 8 February.",
          TW_HEATERS,
          ("notes", "Mrs Asante asks us to refund 2 oil-filled heaters bought 08-02")),
        U("We understand the two heaters cost you £58.00 in total.",
          "value", "£85.00",
          ("notes", "(£85.00 total)")),
        U("Your boiler was last serviced on 20 December 2025, so the service condition was met.",
          "period", "20 November 2025",
          ("notes", "Service record rec'd: Gas Safe engineer, dated 20-11-2025.")),
        U("As your boiler is less than 7 years old, it would also have qualified for our £500 contribution if it had "
          "been beyond repair.",
          "value", "the boiler was fitted in 2015, so it is more than 7 years old and would not qualify",
          ("notes", "Combi boiler fitted 2015."),
          ("TW", "If our engineer finds the boiler cannot be repaired and it is less than 7 years old, we will "
                 "contribute £500 towards a replacement.")),
        N("Yours sincerely,"),
    ]),
    ("T02", "TEC-26-30512", "Confirm to Mr Asante, the morning he called, what happens next with his boiler.", [
        N("Dear Mr Asante,"),
        S("Thank you for calling our helpline this morning about your boiler.",
          ("notes", "08-02-2026 07:31  HC2  Inbound call Mr Asante.")),
        S("We have sent an engineer from Pennine Heatcare to look at the fault code your boiler is showing.",
          ("notes", "boiler showing fault F28. Combi boiler fitted 2015. Job raised to Pennine Heatcare.")),
        S("Boiler cover on your Complete plan depends on the boiler having been serviced by a Gas Safe registered "
          "engineer in the 12 months before the breakdown, so please send us your latest service record.",
          ("TC1", "Cover level Complete"), TW_SERVICE),
        U("For each claim we can pay up to £1,500 including VAT for the call-out, labour and parts.",
          "value", "£1,000 including VAT",
          TW_LIMIT),
        U("Your Complete cover runs until 11 January 2026.",
          "period", "11/01/2027",
          ("TC1", "End date 11/01/2027")),
        U("Pennine Heatcare will call you before 11am to give you an arrival time.",
          "not_found", None),
        N("Please call us on 01632 960 700 if anything changes before the engineer arrives."),
    ]),
    ("T03", "TEC-26-30877", "Write to Miss Marchbank declining her claim for the leak under her sink.", [
        N("Dear Miss Marchbank,"),
        S("Your Essentials cover started on 3 September 2026, and you called us about the leak under your kitchen sink "
          "on 11 September.",
          ("TC2", "Cover level Essentials"), ("TC2", "Start date 03/09/2026 (new)"),
          ("notes", "11-09-2026 18:02  HC7  Inbound call Miss Marchbank. Leak from waste trap under kitchen sink")),
        U("The policy does not cover claims made in the first 30 days after cover starts, unless it replaced another "
          "home emergency policy without a gap.",
          "period", "the first 14 days",
          TW_14),
        S("You told us you had no previous home emergency cover, so that exception does not apply to you.",
          ("notes", "Asked about previous cover: none, she was renting before."),
          ("TC2", "Previous home emergency cover None declared")),
        S("Your call came on the ninth day of your cover, which falls inside that period.",
          ("notes", "Cover started 03-09-2026 = day 9. Inside 14 day exclusion.")),
        U("We are able to refund the £180.00 you paid Severnside Plumbing, as you told us about it the next day.",
          "negation", "not refunded: the work was not authorised by us and the claim was inside the 14 days",
          TW_OWN,
          ("notes", "Not authorised and inside 14 days.")),
        U("If you would like to make a complaint, please call Customer Care on 01632 960 721.",
          "value", "01632 960 712",
          ("TW", "Call 01632 960 712 or write to Customer Care at our Castlegate address.")),
        N("Yours sincerely,"),
    ]),
    ("T04", "TEC-26-30877", "Send Miss Marchbank our final response to her complaint.", [
        N("Dear Miss Marchbank,"),
        S("Thank you for your email of 13 September, which we logged as complaint CC-2026-1182.",
          ("notes", "Complaint received by email 13-09. Ack sent 14-09. Ref CC-2026-1182.")),
        S("We have listened to the recording of your call on 11 September, and our controller did explain that claims "
          "in the first 14 days are not covered.",
          ("notes", "Reviewed call recording 11-09: controller explained 14-day rule clearly.")),
        S("However, we promised to call you back that evening and did not do so, and I am sorry for that.",
          ("notes", "for the call back that was promised on 11-09 and not made.")),
        U("As an apology we will send you £50.00.",
          "value", "£40.00",
          ("notes", "goodwill £40.00")),
        U("This payment has been agreed by the helpline controller who took your call.",
          "party", "agreed by the team manager, A. Royle",
          ("notes", "TM A. Royle agreed goodwill £40.00")),
        U("If you are not happy with this final response, you have 12 months to ask the Financial Ombudsman Service to "
          "review your complaint.",
          "period", "6 months from our final response",
          ("TP", "(6 months from our final response)")),
        N("Yours sincerely,"),
    ]),
    ("T05", None, "Certificate TCH-885377: Miss Marchbank asks whether we would deal with a wasps' nest in her garden "
                  "shed or bees in her chimney.", [
        N("Dear Miss Marchbank,"),
        N("Thank you for getting in touch about pests."),
        S("Your Essentials cover includes removing wasp and hornet nests and treating rats and mice inside your home.",
          ("TC2", "Cover level Essentials"), TW_PESTS),
        U("The nest you have found in your garden shed would be covered in the same way.",
          "negation", "pests in outbuildings are not covered",
          TW_NOPESTS),
        U("Bees are also covered, although we will try to have them moved by a beekeeper rather than destroyed.",
          "negation", "bees are not covered",
          TW_NOPESTS),
        S("You can make up to 6 claims in each year of cover.",
          ("TW", "(c) More than 6 claims in any one year of cover.")),
        U("Each call-out is covered up to £1,000 including VAT, plus up to £500 towards overnight accommodation if you "
          "cannot stay at home.",
          "value", "up to £250 per claim for accommodation",
          TW_ACCOM),
        N("Please call our 24-hour helpline on 01632 960 700 whenever you need us."),
    ]),
    ("T06", None, "Certificate TCH-884120: Mr Asante asks what his boiler cover includes and what he pays.", [
        N("Dear Mr Asante,"),
        S("Your certificate shows Complete cover, which includes your boiler and central heating.",
          ("TC1", "Cover level Complete"),
          ("TW", "Complete includes everything in Essentials plus the boiler and central heating section.")),
        U("If our engineer finds that your boiler cannot be repaired, we will contribute £500 towards a new one as long "
          "as the boiler is less than 10 years old.",
          "period", "less than 7 years old",
          ("TW", "If our engineer finds the boiler cannot be repaired and it is less than 7 years old, we will "
                 "contribute £500 towards a replacement.")),
        S("Your cover runs from 12 January 2026 to 11 January 2027.",
          ("TC1", "Start date 12/01/2026 (renewal)"), ("TC1", "End date 11/01/2027")),
        U("Your monthly payment is £8.40.",
          "value", "£14.95",
          ("TC1", "Monthly payment £14.95")),
        U("To keep your boiler cover valid, the boiler must be serviced by a Gas Safe registered engineer every 12 "
          "months and you must send us the service record each year.",
          "condition", "the boiler must have been serviced within the 12 months before a breakdown; there is no duty "
                       "to send the record each year",
          TW_SERVICE),
        S("If your home ever cannot be lived in overnight because of an emergency, the policy can also pay up to £250 "
          "towards accommodation.",
          TW_ACCOM),
        N("Kind regards,"),
    ]),
    # ================================================================ Saffronwick Commercial (UK restaurant BI)
    ("S01", "SCK-26-1180", "Write to the directors of The Copper Ladle Ltd with the final settlement of their business "
                           "interruption claim.", [
        N("Dear Directors,"),
        S("Thank you for your patience while Hallcroft Loss Adjusters finalised the business interruption figures "
          "following the kitchen fire on 3 March.",
          ("hallcroft-final-bi-report-HLA-4471.pdf", "Fire in the kitchen extraction canopy on 3 March 2026.")),
        S("Hallcroft compared your takings while the restaurant was closed with the same weeks of 2025 and found a "
          "shortfall of £117,000, which at your declared rate of gross profit of 68% is a loss of £79,560.",
          ("hallcroft-final-bi-report-HLA-4471.pdf", "Shortfall in turnover £117,000"),
          ("hallcroft-final-bi-report-HLA-4471.pdf", "Loss of gross profit at 68% £79,560"),
          ("SS1", "Declared rate of gross profit 68%")),
        U("We have added £6,200 for the container kitchen hire and £2,530 for your accountants' charges, and taken off "
          "£4,800 for the linen and laundry savings.",
          "value", "£2,350 accountants' charges",
          ("hallcroft-final-bi-report-HLA-4471.pdf", "Accountants' charges (Broad & Castle Accountants) £2,350")),
        S("This brings the claim to £83,310.",
          ("hallcroft-final-bi-report-HLA-4471.pdf", "Adjusted loss £83,310")),
        U("After taking off the interim payment of £30,000 we made on 17 April and your £1,000 excess, the balance of "
          "£52,310 was paid to you on 2 June.",
          "value", "no excess applies to Section 4; the balance paid was £53,310",
          ("SS1", "Section 4 excess Nil"),
          ("notes", "Balance £83,310 - £30,000 interim = £53,310. BACS to insured 02/06/26")),
        U("The settlement was approved by Hallcroft Loss Adjusters on 28 May.",
          "party", "approved by D. Okonkwo-Hale, Commercial Claims Manager",
          ("notes", "referred to D. Okonkwo-Hale (Commercial Claims Manager), approved 28/05/26.")),
        N("Yours faithfully,"),
    ]),
    ("S02", "SCK-26-1180", "Reply to The Copper Ladle Ltd's request to add casual staff wages to the claim.", [
        N("Dear Directors,"),
        S("You asked us to include £3,150 for the wages of two casual staff whose shifts were cancelled during the "
          "closure.",
          ("notes", "Insured also asks for £3,150 wages paid to two casual staff whose shifts were cancelled")),
        S("As those shifts were cancelled and the wages were not paid, there was no cost to the business, so this "
          "amount cannot form part of the claim.",
          ("notes", "not paid (shifts cancelled), so no cost to the business; not part of the claim.")),
        U("Your policy pays the loss of gross profit for up to 18 months from the date of the damage.",
          "value", "12 months maximum indemnity period",
          ("SS1", "Maximum indemnity period 12 months")),
        S("The hire of the container kitchen has been allowed as an increased cost of working, because it cost less "
          "than the gross profit it saved.",
          ("hallcroft-final-bi-report-HLA-4471.pdf", "the cost is well within the loss it avoided"),
          ("SW", "but not more than the loss they avoid.")),
        U("The takeaway service from the container kitchen, which ran from 24 March, brought in £12,000 of turnover.",
          "value", "£21,000",
          ("hallcroft-final-bi-report-HLA-4471.pdf", "Actual turnover, 3 March to 11 May 2026 (takeaway) £21,000")),
        U("We can also confirm that the food stock you lost can be included under the business interruption section.",
          "negation", "stock is not covered under Section 4 and Deterioration of Stock is not insured",
          SW_STOCK,
          ("SS1", "Deterioration of Stock Not insured")),
        N("Please contact me, or your broker at Teme & Corve, if you have any questions."),
    ]),
    ("S03", "SCK-26-1236", "Acknowledge Moss & Brine's denial of access claim and ask for the figures we need.", [
        N("Dear Ms Mulvane,"),
        S("Thank you for letting us know that the cordon put in place after the partial collapse at 31 Harbour Street "
          "on 14 July has closed off access to your restaurant.",
          ("notes", "Partial collapse of an empty building at 31 Harbour Street (about 250 m away) on 14/07/26; police "
                    "and council cordon closed Harbour Street, including access to the restaurant.")),
        S("Although your premises were not damaged, your policy treats a police or council closure following danger "
          "to life or property within 1 mile as if it were damage at the restaurant.",
          ("notes", "No damage to insured premises."), SW_DOA),
        U("This cover is limited to £25,000 and to the loss in the first 3 months.",
          "superseded", "£50,000 and the first 6 months under endorsement SCE-04",
          SE_DOA),
        S("We have asked J. Osei of Hallcroft Loss Adjusters to work out the loss with you.",
          ("notes", "Hallcroft (J. Osei) appointed.")),
        U("To help them, please send your monthly takings for July to December 2025, your VAT returns for the last 2 "
          "quarters and a payroll summary for July and August 2026.",
          "value", "VAT returns for the last 4 quarters",
          ("notes", "RFI sent: monthly takings Jul-Dec 2025, VAT returns for the last 4 quarters, payroll summary "
                    "Jul-Aug 2026.")),
        U("Please send these within 14 days of the date of this letter.",
          "period", "21 days from the letter",
          ("SP", "give a date 21 days from the letter for the figures.")),
        N("Kind regards,"),
    ]),
    ("S04", "SCK-26-1236", "Write to Ms Mulvane of Moss & Brine with the settlement and the outcome of the stock claim.", [
        N("Dear Ms Mulvane,"),
        S("I am pleased that the cordon was lifted on 1 September and that you were able to reopen the next day.",
          ("notes", "Cordon lifted 01/09/26, reopened 02/09/26.")),
        S("Hallcroft have calculated your loss of gross profit at £57,900, after allowing for the savings you made "
          "while closed.",
          ("notes", "loss of gross profit £57,900 (shortfall £93,400 x 64% = £59,776 less savings £1,876).")),
        U("They applied your declared rate of gross profit of 68% to the shortfall in takings of £93,400.",
          "value", "64%",
          ("SS2", "Declared rate of gross profit 64%")),
        S("The extended denial of access cover on your policy pays up to £50,000 for any one incident, so we paid you "
          "£50,000 on 10 September.",
          SE_DOA, ("notes", "Over SCE-04 limit - pay £50,000."), ("notes", "Paid 10/09/26 to insured.")),
        U("Your claim for the fish and shellfish that had to be thrown away, about £2,900, has been added to this "
          "payment.",
          "negation", "the stock claim was declined: Deterioration of Stock is not insured",
          ("notes", "Deterioration of Stock not insured."), ("SS2", "Deterioration of Stock Not insured")),
        U("The payment was made to your broker, who will pass it on to you.",
          "party", "paid to Moss & Brine Ltd; there is no broker (direct)",
          ("SS2", "Broker None (direct)"), ("notes", "Paid 10/09/26 to insured.")),
        N("Yours sincerely,"),
    ]),
    ("S05", None, "Schedule SCS-55-0192: The Copper Ladle asks whether a power cut from the network would be covered.", [
        N("Dear Directors,"),
        N("Thank you for your question about power cuts."),
        S("Your business interruption cover includes an extension for failure of the public supply of electricity, "
          "gas or water at the point where it reaches your premises.",
          SW_UTIL),
        U("We do not pay for the first 48 hours of any failure.",
          "period", "the first 24 hours",
          ("SW", "We do not pay for the first 24 hours of any failure, or for a planned cut announced in advance.")),
        S("A planned cut that the network announces in advance is not covered.",
          ("SW", "We do not pay for the first 24 hours of any failure, or for a planned cut announced in advance.")),
        U("The most we pay for any one incident under this extension is £25,000.",
          "value", "£15,000",
          ("SW", "The most we pay under this extension is £15,000 for any one incident.")),
        U("Food that spoils in your fridges and freezers during a power cut would also be covered, as Deterioration of "
          "Stock is included on your schedule.",
          "negation", "Deterioration of Stock is not insured, so spoiled food is not covered",
          ("SS1", "Deterioration of Stock Not insured"), SW_STOCK),
        N("Yours faithfully,"),
    ]),
    ("S06", None, "Schedule SCS-55-0347: Ms Mulvane asks how the business interruption cover works before renewal "
                  "talks with her accountant.", [
        N("Dear Ms Mulvane,"),
        S("Your schedule insures gross profit of £360,000 with a maximum indemnity period of 18 months.",
          ("SS2", "Section 4 Gross Profit sum insured £360,000"), ("SS2", "Maximum indemnity period 18 months")),
        S("If your accountants prepare figures that we ask for, the policy pays their reasonable charges up to £5,000 "
          "per claim.",
          ("SW", "we will pay the reasonable charges of your accountants for producing figures we ask for, up to "
                 "£5,000 per claim.")),
        U("A business interruption claim can be paid even if the damage itself is not covered under your property "
          "damage section.",
          "negation", "the damage must be paid or accepted under Section 1, or would have been but for an excess",
          ("SW", "as long as we have paid or accepted a claim for that damage under Section 1 (Property Damage), or "
                 "would have done but for an excess.")),
        U("Your property damage excess is £1,000.",
          "value", "£500",
          ("SS2", "Section 1 Property Damage Insured - excess £500")),
        S("Once we have accepted a claim, we can make interim payments on account when you send us figures to support "
          "them.",
          ("SW", "Once liability is accepted we will make interim payments, on account of the final settlement, when "
                 "you provide figures supporting them.")),
        U("Interim payments are normally limited to 50% of your gross profit sum insured.",
          "value", "normally no more than 50% of the loss adjuster's reserve for the loss of gross profit",
          ("SP", "Interim payments: normally no more than 50% of the adjuster's reserve for the loss of gross "
                 "profit.")),
        N("Kind regards,"),
    ]),
    # ================================================================ Egret Point Mutual (US condo unit-owners)
    ("E01", "EPC-26-07731", "Write to Ms. Brandvold with payment of her loss assessment claim.", [
        N("Dear Ms. Brandvold:"),
        S("We have reviewed the special assessment letter from the Pelican Spire Condominium Association dated "
          "September 28, 2026.",
          ("pelican-spire-assessment-letter.txt", "September 28, 2026")),
        S("Your share of the assessment is $7,850.00, made up of $6,200.00 toward the association's master policy "
          "hurricane deductible and $1,650.00 for lobby and pool deck repairs.",
          ("pelican-spire-assessment-letter.txt", "Master policy hurricane deductible $6,200.00"),
          ("pelican-spire-assessment-letter.txt", "Lobby and pool deck repairs $1,650.00"),
          ("pelican-spire-assessment-letter.txt", "Total due $7,850.00")),
        S("Your policy includes endorsement EPE-LA25, which raises your Loss Assessment limit to $25,000 but limits the "
          "part of an assessment that comes from the master policy deductible to $5,000.",
          ("ED1", "EPE-LA25 Loss Assessment Increased Limit (03/26)."), EE_LA),
        U("We are therefore paying $6,650.00, less your $1,700 hurricane deductible.",
          "negation", "the Section I deductible does not apply to Loss Assessment; $6,650.00 paid in full",
          EW_LA_DED, ("notes", "Total $6,650.00. No Section I deductible on LA.")),
        U("A check for this amount was mailed to you on October 16, 2026.",
          "period", "10/06/2026 (October 6, 2026)",
          ("notes", "Check to insured mailed 10/06/2026.")),
        U("The remaining $1,650.00 of your deductible share is not covered and stays your responsibility.",
          "value", "$1,200.00",
          ("notes", "Unpaid $1,200.00 of deductible share remains with insured.")),
        N("Sincerely,"),
    ]),
    ("E02", "EPC-26-07731", "Acknowledge Ms. Brandvold's call about the hurricane special assessment.", [
        N("Dear Ms. Brandvold:"),
        S("Thank you for calling us on September 22 about the special assessment following Hurricane Odalys.",
          ("notes", "09/22/2026  TBM: Insured called re special assessment from Pelican Spire COA after Hurricane "
                    "Odalys")),
        S("Your unit-owners policy provides Loss Assessment coverage for your share of an assessment made because of "
          "direct loss to property owned collectively by all unit owners, caused by a peril we insure against under "
          "Coverage A.",
          EW_LA),
        U("Without your endorsement this coverage would be limited to $5,000, but EPE-LA25 increases it to $25,000.",
          "value", "$1,000 without the endorsement",
          EW_LA),
        U("Please note that you must pay the assessment to the association before we can reimburse you.",
          "not_found", None),
        S("Please send us a copy of the association's assessment letter and the board resolution that approved it.",
          ("EP", "get the association's board resolution and the assessment letter"),
          ("notes", "Assessment letter to follow.")),
        U("Your agent, Coastal Keys Property Management, has been copied on this letter.",
          "party", "the agent is Gulf Tide Insurance Agency; Coastal Keys manages the association",
          ("ED1", "Agent: Gulf Tide Insurance Agency, (727) 555-0144."),
          ("pelican-spire-assessment-letter.txt", "Management: Coastal Keys Property Management")),
        N("If you have any questions, please call me at (727) 555-0139."),
    ]),
    ("E03", "EPC-26-08115", "Write to Mr. and Mrs. Teague about their water claim and ask for the documents we need.", [
        N("Dear Mr. and Mrs. Teague:"),
        S("We are sorry about the water that came into your kitchen from Unit 4B on September 14, 2026.",
          ("notes", "water coming through kitchen ceiling and down walls on 09/14/2026 from Unit 4B above.")),
        S("Gulfbreeze Restoration's estimate comes to $16,850.00 for the cabinets, flooring and drywall.",
          ("notes", "Gulfbreeze Restoration estimate rec'd: cabinets $9,400.00, flooring $6,300.00, drywall $1,150.00.")),
        U("The drywall repairs, $1,150.00, will be included in our payment under your Coverage A.",
          "negation", "drywall is the association's responsibility and goes to the master policy",
          ("notes", "Drywall is association's under statute - to COA master policy."), EW_MASTER),
        S("To continue with your claim, please send us photos of any damaged personal property with an itemized list, "
          "your hotel receipts, and the name of the Unit 4B owner's insurance company.",
          ("notes", "RFI to insureds: photos of damaged contents, itemized list, hotel receipts, 4B owner's insurer "
                    "details.")),
        U("Your Loss of Use coverage, which pays for your extra living costs while the kitchen is unusable, has a limit "
          "of $17,000.",
          "value", "$7,000",
          ("ED2", "Coverage D - Loss of Use $7,000")),
        U("Your hurricane deductible of $800 will apply to this claim.",
          "value", "the $500 All Other Perils deductible applies to a water loss",
          ("ED2", "All Other Perils deductible $500"),
          ("EW", "The All Other Perils deductible applies to all other covered losses.")),
        N("Please call me at (941) 555-0152 if you have any questions."),
    ]),
    ("E04", "EPC-26-08115", "Write to Mr. and Mrs. Teague with the settlement of their water claim.", [
        N("Dear Mr. and Mrs. Teague:"),
        S("Our payment under Coverage A is $15,200.00, which is the $15,700.00 for your cabinets and flooring less your "
          "$500 deductible.",
          ("notes", "Cov A: $15,700.00 less $500 AOP ded = $15,200.00.")),
        S("The drywall is the responsibility of your association under Florida law, so that part of the estimate should "
          "be claimed under the association's master policy.",
          ("notes", "Drywall is association's under statute - to COA master policy."), EW_MASTER),
        U("We have also paid $945.00 for your hotel stay of 5 nights, from September 14 to September 21.",
          "period", "September 14 to September 19",
          ("notes", "5 nights 09/14-09/19 at $189.00 = $945.00. Moved back 09/19.")),
        U("The total of $16,415.00 was sent to you by check on October 7, 2026.",
          "value", "$16,145.00",
          ("notes", "Paid $15,200.00 + $945.00 = $16,145.00 by check 10/07/2026.")),
        U("Because the payment was above my authority, it was approved by our claims director.",
          "party", "approved by field supervisor P. Lindqvist",
          ("notes", "field supervisor P. Lindqvist approved 10/06/2026.")),
        S("We will be seeking to recover our payment from Mr. Fennimore, the owner of Unit 4B, and his insurer, "
          "Bayshore Casualty.",
          ("notes", "Subro file opened vs Fennimore (4B), insurer Bayshore Casualty.")),
        N("Sincerely,"),
    ]),
    ("E05", None, "Declarations EPD-6611902: Mr. and Mrs. Teague ask whether their policy pays a $3,400 assessment "
                  "for their association's master policy deductible.", [
        N("Dear Mr. and Mrs. Teague:"),
        N("Thank you for your letter about the assessment from your association."),
        S("Your policy's Loss Assessment coverage pays up to $1,000 for your share of an assessment for loss to "
          "property owned collectively by the unit owners.",
          EW_LA, ("ED2", "EPM-HO6 (03/26). No endorsements.")),
        U("Your policy includes our increased limit endorsement, so the $3,400 you have been asked to pay would be "
          "covered in full.",
          "negation", "the policy has no endorsements; the limit is $1,000",
          ("ED2", "EPM-HO6 (03/26). No endorsements.")),
        S("The $1,000 is the most we will pay for any one loss, however many assessments the association makes.",
          EW_LA_ONE),
        U("Your $500 deductible would be taken off any payment.",
          "negation", "the Section I deductible does not apply to Loss Assessment",
          EW_LA_DED),
        U("Your policy runs from June 15, 2026 to December 15, 2026.",
          "period", "06/15/2026 to 06/15/2027",
          ("ED2", "Policy period 06/15/2026 to 06/15/2027")),
        N("Sincerely,"),
    ]),
    ("E06", None, "Declarations EPD-6610428: Ms. Brandvold asks what her policy does about water leaks and backups.", [
        N("Dear Ms. Brandvold:"),
        S("Your policy does not cover damage from water that backs up through sewers or drains.",
          ("EW", "We do not cover water that backs up through sewers or drains.")),
        U("It also excludes damage from water that has been seeping or leaking continuously or repeatedly for 30 days "
          "or more.",
          "period", "14 days or more",
          ("EW", "We do not cover loss caused by continuous or repeated seepage or leakage of water or steam over a "
                 "period of 14 days or more.")),
        S("For other covered water damage, your All Other Perils deductible of $1,000 applies.",
          ("ED1", "All Other Perils deductible $1,000"),
          ("EW", "The All Other Perils deductible applies to all other covered losses.")),
        U("Repairs to your unit's cabinets and fixtures are settled at actual cash value, even after the work is "
          "complete.",
          "negation", "Coverage A is settled at replacement cost once repair is complete",
          ("EW", "Coverage A losses are settled at replacement cost once repair is complete; until then we pay actual "
                 "cash value.")),
        S("If a covered loss makes your unit unfit to live in, Coverage D pays the necessary increase in your living "
          "expenses, up to $17,000.",
          ("EW", "we cover any necessary increase in living expenses you incur to maintain your normal standard of "
                 "living"),
          ("ED1", "Coverage D - Loss of Use $17,000")),
        U("Your Coverage C limit for personal property is $85,000.",
          "value", "$60,000",
          ("ED1", "Coverage C - Personal Property $60,000")),
        N("Please call Gulf Tide Insurance Agency at (727) 555-0144 if you would like to review your coverage."),
    ]),
    # ================================================================ Wayfarrow Travel (UK single-trip medical)
    ("W01", "WTK-26-5504", "Write to Ms Ashworth with the settlement of her medical expenses claim.", [
        N("Dear Ms Ashworth,"),
        N("I hope your wrist is healing well."),
        S("We have now settled your claim for the treatment you received at Clinica Ribeira Lisboa after your fall in "
          "Lisbon on 19 May.",
          ("notes", "## 19/05/2026 / Ellen Guthrie Wayfarrow Assist case A-55120 opened 17:02. Insured tripped on "
                    "tram rails in Alfama, Lisbon"),
          ("notes", "Taken to Clinica Ribeira Lisboa; fractured left wrist"),
          ("notes", "Paid £1,766.72 to insured's bank 10/06/2026.")),
        S("The clinic's invoice came to EUR 2,180.00, which we converted at the rate on the invoice date, 0.8540, "
          "giving £1,861.72.",
          ("notes", "Rate on invoice date 20/05/2026: 0.8540. EUR 2,180.00 = £1,861.72.")),
        U("After taking off the £59 excess, we paid £1,766.72 into your bank account on 10 June.",
          "value", "£95 excess",
          ("notes", "Less excess £95.00 = £1,766.72."), WW_EXCESS),
        U("We have also added hospital benefit for your overnight stay.",
          "negation", "no hospital benefit: the stay was under 24 hours",
          ("notes", "so under 24 hours - no hospital benefit."), WW_BENEFIT),
        U("We cannot pay the £140 for the extra legroom seat, because seat upgrades are only covered if you are still "
          "in hospital when your trip ends.",
          "condition", "upgrades are covered only if the medical team said in advance they were needed",
          ("WW", "We do not pay for upgrades to your travel class or accommodation unless our medical team said in "
                 "advance that they were needed.")),
        N("Kind regards,"),
    ]),
    ("W02", "WTK-26-5504", "Acknowledge Ms Ashworth's claim while she is still in Lisbon and explain what to send.", [
        N("Dear Ms Ashworth,"),
        S("Thank you for contacting Wayfarrow Assist on 19 May after your fall; your case number is A-55120.",
          ("notes", "## 19/05/2026 / Ellen Guthrie Wayfarrow Assist case A-55120 opened 17:02.")),
        S("Your certificate covers your trip to Lisbon from 12 to 26 May 2026, and the doctor has confirmed you are fit "
          "to fly home on your original date.",
          ("WC1", "Trip dates 12/05/2026 to 26/05/2026"),
          ("notes", "Fit to fly on original return 26/05.")),
        U("As you were in hospital for less than 48 hours, hospital benefit is not payable.",
          "period", "hospital benefit is paid for each complete 24 hours",
          WW_BENEFIT),
        U("Please send us the clinic's invoice and your claim form; your emergency medical expenses cover is up to "
          "£1,000,000.",
          "value", "£10,000,000 per person",
          WW_MED),
        S("The excess for this claim is £95, as Excess Waiver is not included on your certificate.",
          ("WC1", "Excess Waiver Not included"), WW_EXCESS),
        U("The clinic has sent its invoice to us directly, and we will settle it with them.",
          "party", "the insured paid the clinic by card and is reimbursed",
          ("notes", "EUR 2,180.00 (paid by insured on card)"),
          ("clinica-ribeira-invoice-CRL-88213.pdf", "Total paid by card 2,180.00")),
        N("Please call Wayfarrow Assist on +44 20 7946 0620 if your condition changes."),
    ]),
    ("W03", "WTK-26-5817", "Write to Mr Elkington asking for consent to obtain his GP records.", [
        N("Dear Mr Elkington,"),
        S("Mrs Elkington called Wayfarrow Assist on 10 October to tell us you had been admitted to Osceola Lakes "
          "Medical Center the evening before with chest pain.",
          ("notes", "## 10/10/2026 / Marcus Penhaligon-Roe Assist case A-58807 opened 08:15 by Mrs Elkington. Mr "
                    "Elkington admitted to Osceola Lakes Medical "
                    "Center 09/10/2026 21:40 with chest pain.")),
        S("We have given the hospital a guarantee of payment while we look into your claim, but we have done so under "
          "a reservation of rights.",
          ("notes", "Guarantee given under reservation of rights.")),
        U("The hospital's notes say you have a history of stable angina, which is shown on your certificate as an "
          "accepted condition.",
          "negation", "no medical conditions were declared on the certificate",
          ("WC2", "Medical conditions accepted None declared")),
        S("Please sign and return the enclosed consent form so that we can obtain a summary of your GP records for the "
          "5 years before you bought your policy.",
          ("WP", "ask for the GP summary covering the 5 years before purchase."),
          ("notes", "GP consent form sent, 28 days.")),
        U("We need the form back within 14 days.",
          "period", "28 days",
          ("notes", "GP consent form sent, 28 days."),
          ("WP", "Give the customer 28 days to return the consent form.")),
        U("Because we were contacted more than 48 hours after your admission, we may reduce what we pay.",
          "negation", "Wayfarrow Assist was contacted within 48 hours of admission",
          ("notes", "Within 48 hrs of admission."), WW_48),
        N("We hope you are feeling better."),
    ]),
    ("W04", "WTK-26-5817", "Write to Mr Elkington declining the medical expenses claim.", [
        N("Dear Mr Elkington,"),
        S("We have now received your GP summary, which shows that stable angina was diagnosed on 11 June 2025 and that "
          "you were prescribed a GTN spray.",
          ("notes", "GP summary rec'd: stable angina diagnosed 11/06/2025, GTN prescribed.")),
        S("When you bought your policy on 21 August 2026, no medical conditions were declared.",
          ("WC2", "Date purchased 21/08/2026"), ("WC2", "Medical conditions accepted None declared")),
        S("Because the angina was diagnosed within the 5 years before you bought the policy and was not declared, we "
          "cannot pay the claim for your treatment at Osceola Lakes Medical Center.",
          WW_5Y, WW_HEALTH,
          ("notes", "Within 5 yrs before purchase 21/08/2026 and not declared.")),
        U("The hospital's bill came to USD 36,800.00.",
          "value", "USD 38,600.00",
          ("notes", "Bill USD 38,600.00.")),
        U("We will be asking you to repay the amount we guaranteed to the hospital.",
          "negation", "Wayfarrow will not pursue Mr Elkington for the USD 38,600 guaranteed",
          ("notes", "We will not pursue Mr E for the USD 38,600 already guaranteed")),
        U("This decision has been reviewed and agreed by our senior handler.",
          "party", "referred to and agreed by the medical claims manager, Dr H. Vasquez-Reid",
          ("notes", "referred to medical claims manager Dr H. Vasquez-Reid, agreed 04/11/2026."),
          ("WP", "Above £25,000 and all declines over £10,000")),
        N("Yours sincerely,"),
    ]),
    ("W05", "WTK-26-5817", "Send Mr Elkington our final response to his complaint about the decline.", [
        N("Dear Mr Elkington,"),
        S("Thank you for your letter of 16 November setting out your complaint.",
          ("notes", "Complaint from Mr E by letter 16/11")),
        S("You told us that the online application did not ask about 'stable' conditions.",
          ("notes", "says online form did not ask about 'stable' conditions.")),
        U("We have checked the answers given when the policy was bought on 21 August: question 3 asked about any heart "
          "or circulatory condition diagnosed or treated in the last 2 years.",
          "period", "the last 5 years",
          ("notes", "Q3 asked about any heart or circulatory condition diagnosed or treated in the last 5 years")),
        S("The answer given was No, so we are not able to uphold your complaint.",
          ("notes", "answered No. Not upheld")),
        U("As we explained, the USD 38,600 hospital bill will not be recovered from you, and we will also refund your "
          "premium of £188.90.",
          "negation", "the premium is not refunded once the trip has started",
          ("WP", "The premium is not refunded once the trip has started.")),
        U("If you remain unhappy, you can refer your complaint to the Financial Ombudsman Service within 12 months of "
          "this letter.",
          "period", "within 6 months of our final response",
          WW_FOS),
        N("Yours sincerely,"),
    ]),
    ("W06", None, "Certificate WTC-2291-0788: Mrs Elkington asks, before travelling, what the medical cover gives them.", [
        N("Dear Mrs Elkington,"),
        N("Thank you for your email before your trip to Orlando."),
        S("Your certificate covers you and Mr Elkington for the trip from 3 to 17 October 2026, and the area of cover "
          "includes the USA.",
          ("WC2", "Insured persons Mr Tobias Elkington (59), Mrs Wren Elkington (57)"),
          ("WC2", "Trip dates 03/10/2026 to 17/10/2026"), ("WC2", "Area Worldwide including USA")),
        S("As Excess Waiver is included, no excess will be taken off a medical expenses claim.",
          ("WC2", "Excess Waiver Included"),
          ("WW", "If your certificate shows Excess Waiver, no excess applies.")),
        U("Emergency medical expenses are covered up to £5,000,000 per person.",
          "value", "£10,000,000 per person",
          WW_MED),
        U("You must call Wayfarrow Assist within 24 hours of being admitted to hospital.",
          "period", "before admission, or within 48 hours if that is not possible",
          WW_48),
        U("If you are in hospital when your trip ends, your cover will stop on 17 October and you will need to buy a "
          "new policy.",
          "negation", "cover continues until you can travel home",
          ("WW", "If you are in hospital abroad at the end date, or our medical team agrees you are not fit to travel, "
                 "cover continues until you can travel home.")),
        N("Have a lovely holiday."),
    ]),
]


def build():
    out = []
    for lid, ref, instr, sents in LETTERS:
        rows = []
        for s in sents:
            if s[0] == "N":
                rows.append({"text": s[1], "label": "not_a_claim", "evidence": [], "kind": None, "correct_value": None})
                continue
            if s[0] == "S":
                text, ev, kind, correct, label = s[1], s[2], None, None, "supported"
            else:
                text, kind, correct, ev, label = s[1], s[2], s[3], s[4], "unsupported"
            evid = []
            for key, quote in ev:
                if key in F:
                    path = "documents/" + F[key]
                elif key == "notes":
                    path = f"documents/claims/{ref}/notes.txt"
                else:
                    path = f"documents/claims/{ref}/{key}"
                evid.append({"file": path, "quote": quote})
            rows.append({"text": text, "label": label, "evidence": evid, "kind": kind, "correct_value": correct})
        out.append({"id": lid, "claim_ref": ref, "instruction": instr, "sentences": rows})
    return out


def main():
    with open(os.path.join(HERE, "letters.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for L in build():
            f.write(json.dumps(L, ensure_ascii=False) + "\n")
    print(f"wrote {len(LETTERS)} letters")


if __name__ == "__main__":
    main()
