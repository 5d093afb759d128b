# Policy documents: wordings, endorsements, schedules, procedure notes (all invented)
W = "documents/policies/"
WM_WORD = [("t","Wendmoor Motorhome Insurance Ltd - Motorhome Policy Wording WMI/MH/0826"),
("h","Meanings of words"),
("p","<b>Motorhome</b> means the motor caravan shown in your schedule, including its fixed fittings, habitation equipment and awning."),
("p","<b>Compulsory Excess</b> means the first £250 of each claim under Section 1 and Section 2."),
("p","<b>Unattended</b> means when no one is inside the Motorhome."),
("h","Section 1 - Damage to the Motorhome"),
("p","1.1 We will pay for loss of or damage to the Motorhome caused by accident, fire, theft, attempted theft, storm, hail or malicious damage."),
("p","1.2 If the Motorhome is a total loss and is less than 2 years old and you are its first registered keeper, we will replace it with a new motorhome of the same make and model. Otherwise we will pay the market value at the time of the loss."),
("p","1.3 Windscreen and window glass: we will pay for replacing or repairing broken glass. The Windscreen Excess of £100 applies to a replacement. No excess applies if the glass is repaired rather than replaced, and a glass claim does not affect your no claim discount."),
("p","1.4 The most we will pay for the awning is £1,500."),
("h","Section 2 - Personal Belongings"),
("p","2.1 We will pay for loss of or damage to personal belongings while they are in the Motorhome, up to the Belongings Limit shown in your schedule."),
("p","2.2 The most we will pay for any one article is £500. Cash, cards and documents are not covered."),
("p","2.3 We will not pay for belongings stolen from the Motorhome while it is Unattended unless entry was gained by force."),
("h","Section 3 - Recovery and continuing your holiday"),
("p","3.1 If the Motorhome cannot be driven after an incident covered under Section 1, we will pay to recover it to the nearest suitable repairer."),
("p","3.2 We will also pay for hotel accommodation for you and your passengers up to £150 per night for a maximum of 7 nights, or the reasonable cost of returning home. No excess applies to this section."),
("h","Section 4 - What is not covered"),
("p","4.1 Damage caused by damp, condensation or water getting into the habitation area gradually over a period of time."),
("p","4.2 Damage to the water system, water heater or toilet caused by frost, unless the system had been drained in line with the manufacturer's instructions."),
("p","4.3 Wear and tear, mechanical or electrical breakdown."),
("h","Section 5 - Conditions"),
("p","5.1 You must tell us about any incident as soon as possible and report any theft or malicious damage to the police."),
("p","5.2 You must take reasonable care to protect the Motorhome from loss or damage."),
("p","5.3 When the Motorhome is left Unattended overnight away from your home address, a steering wheel lock must be fitted. If it is not, we will not pay for theft of the Motorhome."),
("h","Section 6 - If you are not happy"),
("p","6.1 Please contact our Customer Relations Team at relations@wendmoor.example or on 01632 960415. We will send a final response within 8 weeks. If you are still unhappy you may refer the complaint to the Financial Ombudsman Service."),
]
WM_END = [("t","Endorsement WE2 - Approved tracking device"),
("p","This endorsement applies only where it is shown in your schedule. It replaces condition 5.3 of the policy wording."),
("p","5.3 When the Motorhome is left Unattended overnight away from your home address, the approved tracking device shown in your schedule must be active and its subscription paid. A steering wheel lock is not required."),
("p","If the tracking device was not active at the time of the theft, we will not pay for theft of the Motorhome."),
]
def sched(title, rows): return [("t",title),("table",rows)]
WM_S1 = sched("Wendmoor Motorhome Insurance Ltd - Policy Schedule WMH-4420918",[
 ["Policyholder","Mr Dermot Callister"],["Address","7 Ferrand Close, Kelsby, LN8 4QT"],["Motorhome","Haverly Voyager 640, reg. KY21 WDC"],
 ["Sum insured","£58,000"],["Belongings Limit","£3,000"],["Compulsory Excess","£250"],["Voluntary Excess","£100"],["Endorsements","None"],["Period","01/03/2026 to 28/02/2027"]])
WM_S2 = sched("Wendmoor Motorhome Insurance Ltd - Policy Schedule WMH-4420981",[
 ["Policyholder","Mrs Bethan Ouseley"],["Address","Flat 2, 19 Coldwell Road, Brantham Ridge, HG3 7PE"],["Motorhome","Ardent Coachline 594, reg. OU19 BXE"],
 ["Sum insured","£41,500"],["Belongings Limit","£2,000"],["Compulsory Excess","£250"],["Voluntary Excess","£0"],["Endorsements","None"],["Period","15/05/2026 to 14/05/2027"]])
WM_S3 = sched("Wendmoor Motorhome Insurance Ltd - Policy Schedule WMH-4433507",[
 ["Policyholder","Ms Rosalind Tamworth"],["Address","Rookery Cottage, Lumb Lane, Hebble Vale, HX7 2SN"],["Motorhome","Haverly Meridian 720, reg. RT23 MHV"],
 ["Sum insured","£72,500"],["Belongings Limit","£3,000"],["Compulsory Excess","£250"],["Voluntary Excess","£250"],["Endorsements","WE2 - approved tracking device: Sentrack Vantage"],["Period","01/07/2026 to 30/06/2027"]])
WM_PROC = [("t","Motorhome Claims Desk Guide MCG-4 (staff only - not for customers)"),
("p","1. Every theft of a Motorhome is referred to the Motorhome Theft Unit under code MTU-2 before any letter is sent. Do not mention the Motorhome Theft Unit or MTU-2 to the customer."),
("p","2. Where endorsement WE2 applies, obtain the tracker provider's activation log and record TRK-OK on the file when the device was active."),
("p","3. Frost claims in the months November to March are marked FRZ-1 and the drain-down history is requested from the customer."),
("p","4. Authority: handlers may settle up to £7,500; team leaders up to £25,000; above that the Large Loss Group."),
("p","5. Letters give the customer's own excess figures from the schedule and never quote reserves."),
("table",[["Code","Meaning"],["MTU-2","theft referral"],["TRK-OK","tracker log checked"],["FRZ-1","frost claim check"]]),
]
CB_WORD = [("t","Cobbleford Business Insurance plc - Shop and Office Package Policy Wording CBI/SO/0426"),
("h","1. Definitions"),
("p","<b>Stock</b> means goods for sale, raw materials and work in progress belonging to you or held in trust by you."),
("p","<b>Gross Profit</b> means turnover less the cost of purchases, as shown in your accounts."),
("p","<b>Indemnity Period</b> means the period beginning with the damage and ending no later than the number of months shown in your schedule."),
("h","2. Section A - Contents and Stock"),
("p","A1 We will pay for physical loss of or damage to contents and Stock at the premises."),
("p","A2 Seasonal increase: the sum insured for Stock is increased by 30% during November and December."),
("p","A3 Underinsurance: if at the time of the damage the Stock sum insured is less than 85% of the value of the Stock, we will pay only the proportion of the loss that the sum insured bears to the value of the Stock."),
("p","A4 Excess: £250 for each claim, or £1,000 for damage by flood."),
("p","A5 We will not pay for deterioration of Stock caused by a change in temperature."),
("h","3. Section B - Business Interruption"),
("p","B1 If your business is interrupted by damage insured under Section A, we will pay the loss of Gross Profit during the Indemnity Period."),
("p","B2 We will not pay for the first 48 hours of any interruption."),
("p","B3 We may make interim payments during the Indemnity Period once the loss has been verified from your records."),
("h","4. Section C - Money"),
("p","C1 We will pay for loss of money up to £2,500 at the premises during business hours and up to £1,500 in a locked safe outside business hours."),
("p","C2 Outside business hours, the most we will pay for money not in a locked safe is £250. An excess of £100 applies to each claim under this section."),
("h","5. Section D - Employers' Liability"),
("p","D1 We will pay damages and claimant's costs for which you are legally liable for bodily injury to an employee arising out of employment, up to £10,000,000 for any one event."),
("p","D2 You must not admit liability or offer payment. You must send us every letter, claim form or writ unanswered as soon as you receive it."),
("h","6. Complaints"),
("p","Write to the Complaints Manager, Cobbleford Business Insurance plc, 40 Tanyard Wharf, Selbury, SE9 4LX, or telephone 01632 960722. You may refer an unresolved complaint to the Financial Ombudsman Service."),
]
CB_END = [("t","Endorsement CE5 - Refrigerated Stock"),
("p","This endorsement applies only where shown in your schedule. It replaces exclusion A5 of Section A."),
("p","A5 We will pay for deterioration of Stock in a refrigerator, freezer or cold room caused by a breakdown of the equipment or a failure of the public electricity supply, up to £5,000 for any one claim. An excess of £150 applies instead of the excess in A4."),
("p","We will not pay under this clause unless the equipment was covered by a maintenance contract at the time of the breakdown."),
]
CB_S1 = sched("Cobbleford Business Insurance plc - Schedule CBS-5106273",[
 ["Insured","Lantham Street Provisions Ltd"],["Contact","Mrs Iona Redfern"],["Premises","14 Lantham Street, Orbridge, OB2 6TY"],["Trade","Delicatessen and cafe"],
 ["Stock sum insured","£24,000"],["Gross Profit sum insured","£180,000"],["Indemnity Period","12 months"],["Employers' Liability","£10,000,000"],["Endorsements","CE5 Refrigerated Stock"]])
CB_S2 = sched("Cobbleford Business Insurance plc - Schedule CBS-5106237",[
 ["Insured","Marchbank Print and Copy Ltd"],["Contact","Mr Rupert Aske"],["Premises","Unit 6, Wellgate Arcade, Orbridge, OB1 3NA"],["Trade","Print shop and office"],
 ["Stock sum insured","£20,000"],["Gross Profit sum insured","£95,000"],["Indemnity Period","6 months"],["Employers' Liability","£10,000,000"],["Endorsements","None"]])
CB_S3 = sched("Cobbleford Business Insurance plc - Schedule CBS-5119480",[
 ["Insured","Okafor Brennan Accountants LLP"],["Contact","Ms Temi Okafor"],["Premises","2nd floor, 31 Sessions Row, Harnley, HN4 8DW"],["Trade","Accountancy office"],
 ["Stock sum insured","Not insured"],["Gross Profit sum insured","£240,000"],["Indemnity Period","18 months"],["Employers' Liability","£10,000,000"],["Endorsements","None"]])
CB_PROC = [("t","Commercial Claims Practice Note CPN-7 (internal)"),
("p","1. Employers' liability claims are passed to the Liability Hub the same day under code LH-EL. Handlers do not comment on liability to the insured or the claimant."),
("p","2. Where the Stock value appears higher than the sum insured, run the AVG-85 check and keep the working on file."),
("p","3. Business interruption interim payments over £5,000 need a forensic accountant's report first."),
("p","4. Authority: handlers up to £10,000; claims managers up to £50,000."),
("p","5. Letters must not quote reserves, the AVG-85 code or the Liability Hub."),
]
TB_WORD = [("t","Tamarack Bluff Insurance Company - Dwelling Property Special Form TB-DP3 (07-26)"),
("h","DEFINITIONS"),
("p","In this policy \"you\" and \"your\" refer to the named insured shown in the Declarations. \"Vacant\" means the dwelling contains no tenant and not enough property to conduct customary occupancy."),
("h","COVERAGES"),
("p","Coverage A - Dwelling. We cover the dwelling on the described location shown in the Declarations."),
("p","Coverage B - Other Structures. We cover other structures on the described location, up to 10% of the Coverage A limit."),
("p","Coverage C - Personal Property. We cover your property usual to the occupancy of a dwelling, including landlord's appliances and furnishings, up to the Coverage C limit."),
("p","Coverage D - Fair Rental Value. If a loss covered under this policy makes the part of the described location rented to others unfit for its normal use, we cover its fair rental value, less any expenses that do not continue while it is not fit to live in, for the shortest time required to repair or replace it."),
("h","DEDUCTIBLE"),
("p","Unless otherwise noted in this policy, the following deductible provision applies: we will pay only that part of the total of all loss payable that exceeds the deductible amount shown in the Declarations. No deductible applies to Coverage D."),
("h","PERILS EXCLUDED AND VACANCY"),
("p","We do not cover loss caused by freezing of a plumbing system while the dwelling is vacant, unless you have used reasonable care to maintain heat in the building or to shut off the water supply and drain the system."),
("p","If the dwelling has been vacant for more than 60 consecutive days immediately before the loss, we do not cover vandalism, malicious mischief or breakage of glass."),
("h","CONDITIONS"),
("p","Loss Settlement. Buildings under Coverage A are settled at replacement cost without deduction for depreciation if the limit is at least 80% of the full replacement cost. Until repair or replacement is complete we pay the actual cash value. You may claim the remaining recoverable depreciation within 180 days after the loss once the work is complete."),
("p","Duties After Loss. You must send us a signed, sworn proof of loss within 60 days after our request."),
("p","Loss Payment. We will pay within 30 days after we receive your proof of loss and reach agreement with you."),
("p","Mortgage Clause. Any loss payable under Coverage A will be paid to the mortgagee and you, as interests appear."),
]
TB_END = [("t","Endorsement TB-WH 12 - Windstorm or Hail Percentage Deductible"),
("p","This endorsement modifies the DEDUCTIBLE provision of the Dwelling Property Special Form for the policies on which it is listed in the Declarations."),
("p","For loss caused by windstorm or hail, the deductible is 2% of the Coverage A limit shown in the Declarations. This deductible replaces the deductible amount shown in the Declarations for windstorm or hail losses only. All other losses remain subject to the deductible shown in the Declarations."),
]
TB_S1 = sched("Tamarack Bluff Insurance Company - Declarations DF-2204819",[
 ["Named insured","Harlan Pruett"],["Mailing address","88 Ledgerwood Avenue, Briar Falls, OH 44617"],["Described location","418 Cottonwood Terrace, Briar Falls, OH 44617 (single-family, rented)"],
 ["Coverage A - Dwelling","$240,000"],["Coverage C - Personal Property","$10,000"],["Coverage D - Fair Rental Value","$24,000"],["Deductible","$1,000"],["Endorsements","TB-WH 12"],["Mortgagee","Calder Ridge Savings Bank"],["Policy period","04/01/2026 to 04/01/2027"]])
TB_S2 = sched("Tamarack Bluff Insurance Company - Declarations DF-2204891",[
 ["Named insured","Wanda Szymanski"],["Mailing address","PO Box 2207, Millrace, OH 44802"],["Described location","1290 Quarry Hill Road, Millrace, OH 44802 (single-family, rented)"],
 ["Coverage A - Dwelling","$180,000"],["Coverage C - Personal Property","$5,000"],["Coverage D - Fair Rental Value","$18,000"],["Deductible","$2,500"],["Endorsements","None"],["Mortgagee","None"],["Policy period","09/15/2026 to 09/15/2027"]])
TB_S3 = sched("Tamarack Bluff Insurance Company - Declarations DF-2217356",[
 ["Named insured","Corliss Property Holdings LLC"],["Contact","Ms Renata Vukovich"],["Described location","55-57 Aldine Street, Briar Falls, OH 44619 (duplex, units A and B rented)"],
 ["Coverage A - Dwelling","$310,000"],["Coverage C - Personal Property","$8,000"],["Coverage D - Fair Rental Value","$31,000"],["Deductible","$1,000"],["Endorsements","None"],["Mortgagee","None"],["Policy period","02/01/2026 to 02/01/2027"]])
TB_PROC = [("t","Field Claims Manual FCM-9 - Dwelling Fire (internal use only)"),
("p","1. Any loss at a dwelling that may have been vacant is coded VAC-60 and the utility shut-off and final meter reads are obtained before coverage is decided."),
("p","2. Vandalism by a departing tenant is referred to the Special Investigations Unit under code SIU-R only where the damage exceeds $15,000."),
("p","3. Desk adjusters may pay up to $15,000; field supervisors up to $50,000."),
("p","4. Recoverable depreciation is released only on receipt of the contractor's final invoice."),
("p","5. Letters must not quote reserves, SIU-R or VAC-60."),
]
DOCS = {
 "wendmoor-motorhome-wording-WMI-MH-0826.pdf": WM_WORD, "wendmoor-endorsement-WE2.pdf": WM_END,
 "wendmoor-schedule-WMH-4420918.pdf": WM_S1, "wendmoor-schedule-WMH-4420981.pdf": WM_S2, "wendmoor-schedule-WMH-4433507.pdf": WM_S3,
 "wendmoor-desk-guide-MCG-4.docx": WM_PROC,
 "cobbleford-shop-office-wording-CBI-SO-0426.pdf": CB_WORD, "cobbleford-endorsement-CE5.pdf": CB_END,
 "cobbleford-schedule-CBS-5106273.pdf": CB_S1, "cobbleford-schedule-CBS-5106237.pdf": CB_S2, "cobbleford-schedule-CBS-5119480.pdf": CB_S3,
 "cobbleford-practice-note-CPN-7.docx": CB_PROC,
 "tamarack-dp3-form-TB-DP3.pdf": TB_WORD, "tamarack-endorsement-TB-WH12.pdf": TB_END,
 "tamarack-declarations-DF-2204819.pdf": TB_S1, "tamarack-declarations-DF-2204891.pdf": TB_S2, "tamarack-declarations-DF-2217356.pdf": TB_S3,
 "tamarack-field-manual-FCM-9.docx": TB_PROC,
}
INSURER_OF = {k: k.split("-")[0] for k in DOCS}
