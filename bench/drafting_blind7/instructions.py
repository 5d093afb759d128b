# Labels. forbidden lists are built in build() from the string tables below.
P = "documents/policies/"
def N(ref, f="notes.txt"): return "documents/claims/%s/%s" % (ref, f)
def E(f, q): return {"file": f, "quote": q}
WMW = P+"wendmoor-motorhome-wording-WMI-MH-0826.pdf"; WME = P+"wendmoor-endorsement-WE2.pdf"
WS1 = P+"wendmoor-schedule-WMH-4420918.pdf"; WS2 = P+"wendmoor-schedule-WMH-4420981.pdf"; WS3 = P+"wendmoor-schedule-WMH-4433507.pdf"
WMP = P+"wendmoor-desk-guide-MCG-4.docx"
CBW = P+"cobbleford-shop-office-wording-CBI-SO-0426.pdf"; CBE = P+"cobbleford-endorsement-CE5.pdf"
CS1 = P+"cobbleford-schedule-CBS-5106273.pdf"; CS2 = P+"cobbleford-schedule-CBS-5106237.pdf"; CS3 = P+"cobbleford-schedule-CBS-5119480.pdf"
CBP = P+"cobbleford-practice-note-CPN-7.docx"
TBW = P+"tamarack-dp3-form-TB-DP3.pdf"; TBE = P+"tamarack-endorsement-TB-WH12.pdf"
TS1 = P+"tamarack-declarations-DF-2204819.pdf"; TS2 = P+"tamarack-declarations-DF-2204891.pdf"; TS3 = P+"tamarack-declarations-DF-2217356.pdf"
TBP = P+"tamarack-field-manual-FCM-9.docx"

CUSTOMERS = {
 "callister": ["Dermot", "Callister", "Ferrand Close", "Kelsby", "LN8 4QT", "WMH-4420918", "KY21 WDC", "Voyager 640", "ferrandmail"],
 "ouseley": ["Bethan", "Ouseley", "Coldwell Road", "Brantham", "HG3 7PE", "WMH-4420981", "OU19 BXE", "Coachline 594"],
 "tamworth": ["Rosalind", "Tamworth", "Lumb Lane", "Hebble", "HX7 2SN", "WMH-4433507", "RT23 MHV", "Meridian 720", "Sentrack"],
 "lantham": ["Lantham", "Iona Redfern", "Redfern", "OB2 6TY", "CBS-5106273"],
 "marchbank": ["Marchbank", "Rupert Aske", "Mr Aske", "Wellgate", "OB1 3NA", "CBS-5106237"],
 "okafor": ["Okafor", "Brennan", "Temi Okafor", "Sessions Row", "Harnley", "HN4 8DW", "CBS-5119480"],
 "pruett": ["Harlan", "Pruett", "Cottonwood", "Ledgerwood", "DF-2204819", "Calder Ridge"],
 "szymanski": ["Wanda", "Szymanski", "Quarry Hill", "Millrace", "DF-2204891", "44802"],
 "corliss": ["Corliss", "Renata", "Vukovich", "Aldine", "DF-2217356", "44619"],
}
CLAIM_OWNER = {"WMC-26-3104": "callister", "WMC-26-3127": "callister", "WMC-26-3139": "ouseley", "WMC-26-3168": "ouseley",
 "WMC-26-3152": "tamworth", "CBC-26-0611": "lantham", "CBC-26-0634": "lantham", "CBC-26-0648": "marchbank",
 "CBC-26-0672": "marchbank", "CBC-26-0659": "okafor", "TBC-26-7701": "pruett", "TBC-26-7718": "pruett",
 "TBC-26-7725": "szymanski", "TBC-26-7736": "corliss"}
FACTS = {
 "WMC-26-3104": ["WMC-26-3104", "Skelwith", "skylight", "Pennard", "£2,740", "£2,390", "hailstones"],
 "WMC-26-3127": ["WMC-26-3127", "Thornlees", "Clearview", "£880", "£780", "lane camera"],
 "WMC-26-3139": ["WMC-26-3139", "Hawkridge", "NY/26/448213", "laptop", "£1,230", "£980", "£38", "glovebox"],
 "WMC-26-3168": ["WMC-26-3168", "Dalby", "water heater", "£1,640", "drain valve", "laid up"],
 "WMC-26-3152": ["WMC-26-3152", "Drovers Rest", "Carnmoor", "CM/26/90314", "£5,300", "£4,800", "£260", "£130", "farm track"],
 "CBC-26-0611": ["CBC-26-0611", "cold room", "compressor", "Polarline", "£6,200", "£4,850", "charcuterie"],
 "CBC-26-0634": ["CBC-26-0634", "flat above", "£3,400", "£3,150", "£4,100", "dry goods", "till reports"],
 "CBC-26-0648": ["CBC-26-0648", "wide-format", "£8,000", "£32,000", "£4,750", "62.5%", "CMP-0648-1", "stocktake"],
 "CBC-26-0672": ["CBC-26-0672", "till drawer", "OB/26/55021", "takings", "Rear door forced"],
 "CBC-26-0659": ["CBC-26-0659", "Pryor Lunn", "bookkeeper", "trailing cable", "wrist", "accident book"],
 "TBC-26-7701": ["TBC-26-7701", "Summit Line", "$11,350", "$6,550", "shingles", "gutters"],
 "TBC-26-7718": ["TBC-26-7718", "kitchen fire", "BFFD-26-1187", "$38,600", "$31,400", "$32,400", "$2,900", "$1,450"],
 "TBC-26-7725": ["TBC-26-7725", "crawlspace", "Drywell", "$2,180", "79 days", "realtor"],
 "TBC-26-7736": ["TBC-26-7736", "Halvorsen", "HCS-6630", "$7,900", "$7,550", "$650", "BFPD 26-40712", "drywall"],
}
STAFF = ["MCG-4", "Motorhome Theft Unit", "MTU-2", "TRK-OK", "FRZ-1", "Large Loss Group", "CPN-7", "Liability Hub", "LH-EL",
 "AVG-85", "forensic accountant", "FCM-9", "VAC-60", "SIU-R", "Special Investigations Unit"]
SHORT = ["FNOL", "xs £", "Sett calc", "cb PH", "cb Insd", "PH says", "Est recd", "recd", "o/s", "w/screen xs", "vol xs", "Insd",
 "ACV calc", "RC holdback", "POL form", "Ack ltr", "Decline ltr", "Denial ltr", "Sett ltr", "nts @", "wind/hail ded"]

def pt(part, *ev): return {"part": part, "answerable": bool(ev), "evidence": list(ev)}
def nf(part): return {"part": part + " (not in the documents)", "answerable": False, "evidence": []}
I = []
def add(claim, addressee, lt, instr, parts, extra=()):
    I.append(dict(claim_ref=claim, addressee=addressee, letter_type=lt, instruction=instr, parts=parts, extra=list(extra)))

R = "WMC-26-3104"
add(R, "Mr Dermot Callister", "settlement", "sett ltr Callister 3104 hail - what we pay Pennard after his xs, how long the repair takes, when they start",
 [pt("estimate £2,740 less Compulsory Excess £250 and Voluntary Excess £100 = £2,390 paid direct to Pennard Leisure Vehicles; Mr Callister pays £350 to Pennard on collection",
     E(N(R), "Sett calc: £2,740 less compulsory xs £250 and voluntary xs £100 = £2,390, paid direct to Pennard. PH pays £350 to Pennard on collection."),
     E(WS1, "£100"), E(WMW, "Compulsory Excess means the first £250 of each claim under Section 1 and Section 2.")),
  pt("parts take about 10 working days, then the repair takes 3 working days",
     E(N(R, "estimate-pennard-leisure.txt"), "Parts lead time about 10 working days. Repair time 3 working days once parts arrive.")),
  nf("the date Pennard will start the repair")], ["£2,490", "£2,640", "£150"])
add(R, "Mr Dermot Callister", "information", "Callister 3104 - he wants to know does the hail claim hit his NCD, and is damp from the skylight leak covered if it shows up later",
 [pt("the claim is recorded as a fault-free storm claim, but the renewal price is a matter for underwriting",
     E(N(R), "Told him it will be recorded as a fault-free storm claim but the renewal price is for underwriting.")),
  pt("damage from damp or water getting into the habitation area gradually over time is not covered; the storm damage itself is covered",
     E(WMW, "4.1 Damage caused by damp, condensation or water getting into the habitation area gradually over a period of time."),
     E(WMW, "1.1 We will pay for loss of or damage to the Motorhome caused by accident, fire, theft, attempted theft, storm, hail or malicious damage."))])
R = "WMC-26-3127"
add(R, "Mr Dermot Callister", "settlement", "sett ltr Callister 3127 w/screen - £ to Clearview, his xs, NCD, and would a repair have cost him anything",
 [pt("invoice £880 less Windscreen Excess £100 = £780 paid to Clearview Coach Glass; Mr Callister paid the £100 at the fitting",
     E(N(R), "Sett calc: £880 less w/screen xs £100 = £780 paid to Clearview. PH paid the £100 at the fitting."),
     E(WMW, "The Windscreen Excess of £100 applies to a replacement.")),
  pt("a glass claim does not affect his no claim discount",
     E(N(R), "No NCD impact (glass)."), E(WMW, "a glass claim does not affect your no claim discount")),
  pt("no excess applies if glass is repaired rather than replaced",
     E(WMW, "No excess applies if the glass is repaired rather than replaced"))], ["£630", "£530"])
R = "WMC-26-3139"
add(R, "Mrs Bethan Ouseley", "settlement", "sett ltr Ouseley 3139 break-in Hawkridge - breakdown of the £980, why laptop only £500, and the cash",
 [pt("the laptop (£1,100) is limited to £500 because the most paid for any one article is £500",
     E(N(R), "laptop capped at £500 single article"), E(WMW, "2.2 The most we will pay for any one article is £500.")),
  pt("laptop £500 + camera £420 = £920 belongings, plus door lock repair £310 = £1,230, less one Compulsory Excess £250 = £980",
     E(N(R), "Sett calc belongings: laptop capped at £500 single article + camera £420 = £920. Door lock £310 under Section 1. Total £1,230 less xs £250 = £980. One excess only."),
     E(WS2, "£250")),
  pt("the £38 cash from the glovebox is not covered because cash is excluded",
     E(N(R), "Not covered (cash excluded)."), E(WMW, "Cash, cards and documents are not covered."))], ["£1,770", "£730", "£1,270"])
add(R, "Mrs Bethan Ouseley", "information", "Ouseley 3139 - confirm police ref we hold, does 2.3 cause a problem as van was unattended, and when does she get paid",
 [pt("the police reference held is NY/26/448213", E(N(R), "Police ref NY/26/448213.")),
  pt("belongings stolen while the van is unattended are covered only if entry was forced; here the habitation door lock was forced, so the claim is covered",
     E(WMW, "2.3 We will not pay for belongings stolen from the Motorhome while it is Unattended unless entry was gained by force."),
     E(N(R), "came back to door lock forced")),
  nf("the date the payment will be made")])
R = "WMC-26-3168"
add(R, "Mrs Bethan Ouseley", "decline", "decline Ouseley 3168 frost - heater/pipes, engineer findings, est, complaints route",
 [pt("frost damage to the water system or water heater is excluded unless the system had been drained in line with the manufacturer's instructions",
     E(WMW, "4.2 Damage to the water system, water heater or toilet caused by frost, unless the system had been drained in line with the manufacturer's instructions.")),
  pt("Dalby Habitation Services found the water heater and cold feed split by frost and the system not drained (drain valve closed, fresh tank about half full), which Mrs Ouseley confirmed",
     E(N(R, "report-dalby-habitation.txt"), "The water system had not been drained: heater drain valve closed, fresh water tank approx. half full."),
     E(N(R), "PH confirms they did not drain down - did not realise.")),
  pt("the repair estimate of £1,640 will therefore not be paid", E(N(R, "report-dalby-habitation.txt"), "Estimated cost of repair: £1,640 including VAT."),
     E(N(R), "Repair est £1,640.")),
  pt("complaints go to Customer Relations (relations@wendmoor.example, 01632 960415), final response within 8 weeks, then the Financial Ombudsman Service",
     E(WMW, "Please contact our Customer Relations Team at relations@wendmoor.example or on 01632 960415. We will send a final response within 8 weeks."))],
 ["£1,390"])
add(R, "Mrs Bethan Ouseley", "complaint_response", "complaint resp Ouseley 3168 - she says nobody told her to drain down. restate the exclusion, FOS, and were we supposed to send a winter reminder",
 [pt("the policy excludes frost damage to the water system unless it was drained in line with the manufacturer's instructions; the van had been laid up since 10/11/2026 without draining",
     E(WMW, "4.2 Damage to the water system, water heater or toilet caused by frost, unless the system had been drained in line with the manufacturer's instructions."),
     E(N(R), "Van had been laid up since 10/11/2026.")),
  pt("if still unhappy she may refer the complaint to the Financial Ombudsman Service",
     E(WMW, "If you are still unhappy you may refer the complaint to the Financial Ombudsman Service.")),
  nf("whether Wendmoor sends or was obliged to send a winter drain-down reminder")])
R = "WMC-26-3152"
add(R, "Ms Rosalind Tamworth", "acknowledgement", "ack Tamworth 3152 theft Drovers Rest - confirm what we've got incl police ref, and that no steering lock is OK because of her tracker endorsement",
 [pt("theft of the motorhome overnight from the Drovers Rest car park, Carnmoor, on 17/10/2026, reported 18/10/2026, police reference CM/26/90314",
     E(N(R), "Incident: motorhome stolen overnight from the Drovers Rest car park, Carnmoor, 17/10/2026; recovered 19/10/2026 with damage"),
     E(N(R), "Police ref CM/26/90314.")),
  pt("endorsement WE2 replaces condition 5.3: the tracker had to be active with the subscription paid, and no steering wheel lock is required; the tracker log shows it was active",
     E(WME, "A steering wheel lock is not required."), E(WME, "It replaces condition 5.3 of the policy wording."),
     E(N(R), "Sentrack log recd: device active, subscription paid to 03/2027.")),
  pt("the motorhome was recovered on 19/10/2026 and taken to Hebble Motorhome Repairs",
     E(N(R), "Van recovered via tracker on a farm track. Door and ignition damaged. Recovered to Hebble Motorhome Repairs."))],
 ["must be fitted"])
add(R, "Ms Rosalind Tamworth", "settlement", "sett ltr Tamworth 3152 - repair £ after both xs, the hotel, reply to her email re finish date",
 [pt("Hebble estimate £5,300 less Compulsory Excess £250 and Voluntary Excess £250 = £4,800",
     E(N(R), "Est recd Hebble: £5,300. Sett calc: £5,300 less xs £250 and vol xs £250 = £4,800."), E(WS3, "Voluntary Excess")),
  pt("hotel 2 nights at £130 = £260 is paid in addition, with no excess on Section 3 (limit £150 a night, up to 7 nights)",
     E(N(R), "2 nts @ £130 = £260, no xs on Section 3."), E(N(R), "Plus hotel £260."),
     E(WMW, "3.2 We will also pay for hotel accommodation for you and your passengers up to £150 per night for a maximum of 7 nights, or the reasonable cost of returning home. No excess applies to this section.")),
  nf("when Hebble expect to finish the repairs")], ["£5,050", "£4,550"])
add(None, "Mr Colm Featherstone", "information", "prospective cust Mr Colm Featherstone asks re motorhome cover w/ tracker instead of steering lock, belongings per item, awning limit",
 [pt("where endorsement WE2 applies, the approved tracker must be active and its subscription paid when the motorhome is left unattended overnight away from home, and a steering wheel lock is not required; if the tracker was not active theft of the motorhome is not paid",
     E(WME, "the approved tracking device shown in your schedule must be active and its subscription paid. A steering wheel lock is not required."),
     E(WME, "If the tracking device was not active at the time of the theft, we will not pay for theft of the Motorhome.")),
  pt("the most paid for any one article of personal belongings is £500", E(WMW, "2.2 The most we will pay for any one article is £500.")),
  pt("the most paid for the awning is £1,500", E(WMW, "1.4 The most we will pay for the awning is £1,500."))])
add(None, "Mr Dermot Callister", "information", "Callister - policy q not claim: if the van breaks down on hols do we pay a hotel, how long, and does it cover kennels for the dog",
 [pt("after an incident covered under Section 1 that leaves the motorhome undriveable: hotel up to £150 a night for up to 7 nights, or the reasonable cost of returning home, with no excess",
     E(WMW, "3.2 We will also pay for hotel accommodation for you and your passengers up to £150 per night for a maximum of 7 nights, or the reasonable cost of returning home. No excess applies to this section."),
     E(WMW, "3.1 If the Motorhome cannot be driven after an incident covered under Section 1, we will pay to recover it to the nearest suitable repairer.")),
  pt("mechanical or electrical breakdown itself is excluded", E(WMW, "4.3 Wear and tear, mechanical or electrical breakdown.")),
  nf("whether kennel costs for a pet are covered")])
add(None, None, "lookup", "which clause does WE2 replace", [pt("condition 5.3 (steering wheel lock when unattended overnight away from home)", E(WME, "It replaces condition 5.3 of the policy wording."))])
add(None, None, "lookup", "MCG-4 handler settle authority?", [pt("handlers may settle up to £7,500 (team leaders up to £25,000)", E(WMP, "4. Authority: handlers may settle up to £7,500; team leaders up to £25,000; above that the Large Loss Group."))])
add(None, None, "lookup", "wendmoor glass - excess if repaired not replaced?", [pt("no excess applies if the glass is repaired rather than replaced", E(WMW, "No excess applies if the glass is repaired rather than replaced"))])
add(None, None, "lookup", "vol xs on WMH-4420981?", [pt("£0", E(WS2, "£0"))])

R = "CBC-26-0611"
add(R, "Mrs Iona Redfern", "settlement", "sett Lantham St 0611 cold room - amount after CE5 cap and xs, compressor, maintenance contract point",
 [pt("stock loss £6,200 is capped at the £5,000 CE5 limit, less the CE5 excess of £150 = £4,850",
     E(N(R), "Sett calc: loss £6,200, capped at £5,000, less CE5 xs £150 = £4,850."),
     E(CBE, "up to £5,000 for any one claim. An excess of £150 applies instead of the excess in A4.")),
  pt("the compressor itself is not covered as it is a breakdown", E(N(R), "Compressor itself not covered (breakdown).")),
  pt("cover depends on a maintenance contract at the time of breakdown; the Polarline contract was confirmed (last service 03/2026)",
     E(CBE, "We will not pay under this clause unless the equipment was covered by a maintenance contract at the time of the breakdown."),
     E(N(R), "Maintenance contract with Polarline confirmed, last service 03/2026."))], ["£5,950", "£6,050", "£4,750"])
R = "CBC-26-0634"
add(R, "Mrs Iona Redfern", "information", "Redfern 0634 ceiling/water - stock figure after xs, BI: what we need + the 48hrs, on account pmt, are we going after the flat owner",
 [pt("stock £3,400 less £250 excess = £3,150", E(N(R), "Sett calc stock: £3,400 less xs £250 = £3,150."), E(CBW, "A4 Excess: £250 for each claim, or £1,000 for damage by flood.")),
  pt("the first 48 hours of the interruption are not covered, so gross profit for 5 of the 7 days closed is considered, and it will be verified from the till records, which are needed",
     E(CBW, "B2 We will not pay for the first 48 hours of any interruption."),
     E(N(R), "First 48 hours not covered per B2, so GP for 5 days to be verified from till records. Awaiting till reports.")),
  pt("an interim payment can be made once the loss has been verified from her records",
     E(CBW, "B3 We may make interim payments during the Indemnity Period once the loss has been verified from your records.")),
  nf("whether Cobbleford will pursue the owner of the flat above")], ["£4,100 will be paid", "£3,850", "£2,650"])
R = "CBC-26-0672"
add(R, "Mr Rupert Aske", "settlement", "sett Marchbank 0672 till cash - why only £150, what if it had been in the safe, door",
 [pt("money outside business hours not in a locked safe is limited to £250, less the £100 money excess = £150",
     E(CBW, "C2 Outside business hours, the most we will pay for money not in a locked safe is £250. An excess of £100 applies to each claim under this section."),
     E(N(R), "Sett calc: £250 less money xs £100 = £150.")),
  pt("money in a locked safe outside business hours would have been covered up to £1,500", E(CBW, "up to £1,500 in a locked safe outside business hours")),
  pt("the door repair can be claimed separately once Mr Aske has a quote", E(N(R), "Door repair to be claimed separately once Insd has a quote."))],
 ["£1,000", "£1,100 less", "£850"])
R = "CBC-26-0648"
add(R, "Mr Rupert Aske", "complaint_response", "complaint Aske 0648 - reduced fire stock pmt. explain avg w/ figures, ref + FOS, did his broker warn him at renewal",
 [pt("the Stock sum insured of £20,000 was 62.5% of the £32,000 stock value, below 85%, so only that proportion of the loss is paid (underinsurance clause A3)",
     E(CBW, "A3 Underinsurance: if at the time of the damage the Stock sum insured is less than 85% of the value of the Stock, we will pay only the proportion of the loss that the sum insured bears to the value of the Stock."),
     E(N(R), "Stocktake at date of fire shows stock value £32,000 against Stock SI £20,000."), E(CS2, "£20,000")),
  pt("£8,000 x 20,000/32,000 = £5,000, less the £250 excess = £4,750",
     E(N(R), "Sett calc: £8,000 x 20,000/32,000 = £5,000, less xs £250 = £4,750.")),
  pt("complaint reference CMP-0648-1; complaints manager at 40 Tanyard Wharf, Selbury / 01632 960722; unresolved complaints can go to the Financial Ombudsman Service",
     E(N(R), "Complaint ref CMP-0648-1."),
     E(CBW, "Write to the Complaints Manager, Cobbleford Business Insurance plc, 40 Tanyard Wharf, Selbury, SE9 4LX, or telephone 01632 960722.")),
  nf("whether his broker warned him about the stock sum insured at renewal")], ["£7,750", "£5,250"])
add(R, "Mr Rupert Aske", "information", "Aske 0648 - he wants the stocktake breakdown, what stock SI avoids average next time, and does seasonal uplift help",
 [pt("stocktake: paper and card £21,400, inks and toners £7,900, finishing materials £2,700, total £32,000",
     E(N(R, "stocktake-marchbank.txt"), "Paper and card stock: £21,400"), E(N(R, "stocktake-marchbank.txt"), "Inks and toners: £7,900"),
     E(N(R, "stocktake-marchbank.txt"), "Finishing materials: £2,700"), E(N(R, "stocktake-marchbank.txt"), "Total stock at cost: £32,000")),
  pt("average applies when the sum insured is less than 85% of the stock value; on £32,000 that means at least £27,200",
     E(CBW, "if at the time of the damage the Stock sum insured is less than 85% of the value of the Stock")),
  pt("the Stock sum insured is increased by 30% during November and December only (the fire was in August)",
     E(CBW, "A2 Seasonal increase: the sum insured for Stock is increased by 30% during November and December."))], ["£26,000"])
R = "CBC-26-0659"
add(R, "Ms Temi Okafor", "acknowledgement", "ack Okafor Brennan 0659 EL - letter of claim from Pryor Lunn recd, don't reply to them, send accident book, limit of cover",
 [pt("we have received the letter of claim from Pryor Lunn Solicitors about the employee's trip on a trailing cable on 09/09/2026",
     E(N(R), "employee (junior bookkeeper) says she tripped on a trailing cable 09/09/2026, wrist fracture; letter of claim from Pryor Lunn Solicitors recd by Insd 02/11/2026")),
  pt("she must not reply to the solicitors, admit liability or offer payment, and must send anything further to us unanswered",
     E(CBW, "D2 You must not admit liability or offer payment. You must send us every letter, claim form or writ unanswered as soon as you receive it."),
     E(N(R), "told her not to reply to the solicitors or discuss fault with them; send anything further to us unanswered.")),
  pt("please send the accident book entry dated 09/09/2026", E(N(R), "Accident book entry dated 09/09/2026 to be sent.")),
  pt("employers' liability cover is up to £10,000,000 for any one event",
     E(CBW, "up to £10,000,000 for any one event"), E(CS3, "£10,000,000"))])
add(R, "Ms Temi Okafor", "information", "Okafor 0659 - she asks how much the employee is claiming, when her solicitors get a reply, and can she tell the employee it wasn't the firm's fault",
 [nf("the amount the employee is claiming"), nf("when the solicitors will receive a response"),
  pt("she must not admit or discuss liability (or offer payment) with the employee or her solicitors",
     E(CBW, "D2 You must not admit liability or offer payment."), E(N(R), "told her not to reply to the solicitors or discuss fault with them"))])
add(None, "Mr Hamish Crowther", "information", "prospect Mr Hamish Crowther, florist opening - fridge breakdown cover?, christmas stock, what would premium be",
 [pt("the standard wording excludes deterioration of stock caused by a change in temperature", E(CBW, "A5 We will not pay for deterioration of Stock caused by a change in temperature.")),
  pt("with endorsement CE5, deterioration of stock in a refrigerator, freezer or cold room after breakdown or power failure is covered up to £5,000 a claim, £150 excess, provided the equipment has a maintenance contract",
     E(CBE, "A5 We will pay for deterioration of Stock in a refrigerator, freezer or cold room caused by a breakdown of the equipment or a failure of the public electricity supply, up to £5,000 for any one claim."),
     E(CBE, "We will not pay under this clause unless the equipment was covered by a maintenance contract at the time of the breakdown.")),
  pt("the stock sum insured is increased by 30% in November and December", E(CBW, "A2 Seasonal increase: the sum insured for Stock is increased by 30% during November and December.")),
  nf("the premium for the cover")])
add(None, "Ms Temi Okafor", "information", "Okafor Brennan - policy q: how long is our BI period, first days covered?, how much cash can we keep overnight",
 [pt("the indemnity period is 18 months", E(CS3, "18 months")),
  pt("the first 48 hours of any interruption are not covered", E(CBW, "B2 We will not pay for the first 48 hours of any interruption.")),
  pt("money outside business hours: up to £1,500 in a locked safe, £250 if not in a locked safe; £100 excess",
     E(CBW, "up to £1,500 in a locked safe outside business hours"),
     E(CBW, "C2 Outside business hours, the most we will pay for money not in a locked safe is £250. An excess of £100 applies to each claim under this section."))],
 ["12 months", "6 months"])
add(None, None, "lookup", "CE5 replaces which clause", [pt("exclusion A5 of Section A (deterioration of stock by change in temperature)", E(CBE, "It replaces exclusion A5 of Section A."))])
add(None, None, "lookup", "CPN-7: BI interim over what amount needs a report first?", [pt("over £5,000 needs a forensic accountant's report", E(CBP, "3. Business interruption interim payments over £5,000 need a forensic accountant's report first."))])
add(None, None, "lookup", "indemnity period CBS-5106237", [pt("6 months", E(CS2, "6 months"))])
add(None, None, "lookup", "cobbleford flood xs", [pt("£1,000", E(CBW, "A4 Excess: £250 for each claim, or £1,000 for damage by flood."))])

R = "TBC-26-7701"
add(R, "Harlan Pruett", "settlement", "sett ltr Pruett 7701 hail roof - payment calc, who the check is made out to, why ded isn't his $1,000",
 [pt("replacement cost $11,350 less the windstorm/hail deductible of 2% of $240,000 = $4,800, payment $6,550",
     E(N(R), "Contractor estimate from Summit Line Roofing $11,350 (RC). TB-WH 12 applies: wind/hail ded 2% of $240,000 = $4,800. RC $11,350 less ded $4,800 = $6,550."),
     E(TS1, "$240,000")),
  pt("the check is payable to Harlan Pruett and Calder Ridge Savings Bank as mortgagee",
     E(N(R), "Check payable to Harlan Pruett and Calder Ridge Savings Bank (mortgagee)."),
     E(TBW, "Any loss payable under Coverage A will be paid to the mortgagee and you, as interests appear.")),
  pt("endorsement TB-WH 12 replaces the $1,000 Declarations deductible for windstorm or hail losses only",
     E(TBE, "This deductible replaces the deductible amount shown in the Declarations for windstorm or hail losses only."), E(TS1, "TB-WH 12"))],
 ["$10,350", "$6,350"])
R = "TBC-26-7718"
add(R, "Harlan Pruett", "information", "Pruett 7718 kitchen fire - what's paid now vs later, rent loss, POL deadline, when contractor starts",
 [pt("actual cash value $32,400 less the $1,000 deductible = $31,400 paid now; the $6,200 depreciation is recoverable once repairs are complete, within 180 days of the loss",
     E(N(R), "Estimate RC $38,600, depreciation $6,200, ACV $32,400. ACV calc: $32,400 less ded $1,000 = $31,400 paid now. RC holdback $6,200 recoverable when repairs done, within 180 days of DOL."),
     E(TBW, "You may claim the remaining recoverable depreciation within 180 days after the loss once the work is complete.")),
  pt("fair rental value: rent $1,450 a month for an estimated 2 months = $2,900, no deductible",
     E(N(R), "Rent $1,450/month. Repairs est 2 months, Coverage D est $2,900, no ded on D."), E(TBW, "No deductible applies to Coverage D.")),
  pt("the signed, sworn proof of loss must be returned within 60 days",
     E(N(R), "POL form sent to Insd, return within 60 days."), E(TBW, "You must send us a signed, sworn proof of loss within 60 days after our request.")),
  nf("the date the contractor will start")], ["$4,800", "$37,600", "$1,900"])
add(R, "Harlan Pruett", "acknowledgement", "ack Pruett 7718 fire - confirm date, FD report no, and that the ded on this one is the normal $1,000",
 [pt("kitchen fire on 09/22/2026 at 418 Cottonwood Terrace, Briar Falls FD report BFFD-26-1187",
     E(N(R), "DOL: 09/22/2026 - kitchen fire (tenant left a pan on the stove)"), E(N(R), "Briar Falls FD attended, report BFFD-26-1187.")),
  pt("the deductible is the $1,000 shown in the Declarations, because the 2% endorsement applies to windstorm or hail losses only",
     E(TS1, "$1,000"), E(TBE, "All other losses remain subject to the deductible shown in the Declarations."))], ["$4,800"])
R = "TBC-26-7725"
add(R, "Wanda Szymanski", "decline", "denial Szymanski 7725 frozen pipe, vacant - exclusion, the facts (dates, gas off), Drywell bill",
 [pt("loss by freezing of the plumbing while the dwelling is vacant is not covered unless reasonable care was used to maintain heat or shut off the water and drain the system",
     E(TBW, "We do not cover loss caused by freezing of a plumbing system while the dwelling is vacant, unless you have used reasonable care to maintain heat in the building or to shut off the water supply and drain the system.")),
  pt("the last tenant left on 11/01/2026, gas was shut off at her request on 11/06/2026, the water was left on and the system not drained; the house had been vacant 79 days",
     E(N(R), "Last tenant moved out 11/01/2026."), E(N(R), "Utility records: gas shut off at insd's request 11/06/2026, water left on, system not drained. Thermostat not in use. Vacant 79 days at DOL."),
     E(N(R, "email-szymanski-2027-01-20.eml"), "I had the gas turned off to save money while I look for a new tenant, but I left the water on")),
  pt("the Drywell Restoration mitigation invoice of $2,180 is not payable", E(N(R), "Mitigation invoice from Drywell Restoration $2,180 - not payable."))],
 ["$2,500 deductible"])
add(R, "Wanda Szymanski", "information", "Szymanski 7725 follow up - while house stays empty what else isn't covered, and can she appeal the denial",
 [pt("if the dwelling has been vacant for more than 60 consecutive days before a loss, vandalism, malicious mischief and glass breakage are not covered",
     E(TBW, "If the dwelling has been vacant for more than 60 consecutive days immediately before the loss, we do not cover vandalism, malicious mischief or breakage of glass.")),
  pt("freezing while vacant is covered only if heat is maintained or the water shut off and the system drained",
     E(TBW, "unless you have used reasonable care to maintain heat in the building or to shut off the water supply and drain the system")),
  nf("an appeal or complaint route for the denial")])
R = "TBC-26-7736"
add(R, "Ms Renata Vukovich", "settlement", "sett Corliss 7736 unit B vandalism - calc, range value, rent loss status",
 [pt("dwelling repair $7,900 plus landlord's range $650 = $8,550, less the $1,000 deductible = $7,550",
     E(N(R), "Coverage A repair $7,900. Coverage C landlord's range ACV $650. Total $8,550 less ded $1,000 = $7,550."), E(TS3, "$1,000")),
  pt("the range is valued at actual cash value $650 (replacement cost $1,100, 6 years old)",
     E(N(R, "report-halvorsen.txt"), "Range: replacement cost $1,100, age 6 years, actual cash value $650.")),
  pt("fair rental value for unit B is still being considered; the lease and rent ledger are needed",
     E(N(R), "Coverage D for unit B o/s - awaiting lease and rent ledger."))], ["$8,000", "$6,550", "$1,100 for the range"])
add(R, "Ms Renata Vukovich", "complaint_response", "complaint resp Vukovich 7736 - 5 wks delay. apologise, why (dates), restate offer, give state dept of insurance contact",
 [pt("apology for the five weeks between inspection and offer", E(N(R), "Insd complaint by email - 5 weeks from inspection to offer. Apologize")),
  pt("the delay was the inspection report turnaround: inspected 09/16/2026, report issued 10/07/2026",
     E(N(R, "report-halvorsen.txt"), "Date inspected: 09/16/2026    Report issued: 10/07/2026"), E(N(R), "delay was Halvorsen report turnaround")),
  pt("the offer is $7,550 ($8,550 less the $1,000 deductible)", E(N(R), "Total $8,550 less ded $1,000 = $7,550.")),
  nf("contact details for the state department of insurance")])
add(None, "Mr Desmond Achterberg", "information", "prospect Mr Desmond Achterberg - landlord dwelling cover: detached garage?, rent if fire, what would the premium be",
 [pt("other structures such as a garage are covered up to 10% of the Coverage A limit", E(TBW, "Coverage B - Other Structures. We cover other structures on the described location, up to 10% of the Coverage A limit.")),
  pt("if a covered loss makes the rented part unfit, fair rental value is paid (less expenses that stop) for the shortest time to repair, with no deductible",
     E(TBW, "we cover its fair rental value, less any expenses that do not continue while it is not fit to live in, for the shortest time required to repair or replace it."),
     E(TBW, "No deductible applies to Coverage D.")),
  nf("the premium for the cover")])
add(None, None, "lookup", "Pruett DF-2204819 hail ded in $", [pt("2% of $240,000 = $4,800", E(TBE, "For loss caused by windstorm or hail, the deductible is 2% of the Coverage A limit shown in the Declarations."), E(TS1, "$240,000"))])
add(None, None, "lookup", "FCM-9 desk adjuster authority", [pt("up to $15,000 (field supervisors up to $50,000)", E(TBP, "3. Desk adjusters may pay up to $15,000; field supervisors up to $50,000."))])
add(None, None, "lookup", "tamarack - days to pay after POL", [pt("within 30 days after receiving the proof of loss and reaching agreement", E(TBW, "We will pay within 30 days after we receive your proof of loss and reach agreement with you."))])
add(None, None, "lookup", "cov D limit DF-2217356", [pt("$31,000", E(TS3, "$31,000"))])
add(None, None, "lookup", "ded on DF-2204891", [pt("$2,500", E(TS2, "$2,500"))])
add(None, None, "lookup", "FCM-9 - reserve to set on wind/hail roof claims?", [nf("the reserve to set on wind/hail roof claims")])

R = "CBC-26-0611"
add(R, "Mrs Iona Redfern", "decline", "decline Lantham St 0611 - the Polarline compressor replacement, not covered; remind her the stock part is being paid",
 [pt("the seized compressor itself is not covered because it is a breakdown of the equipment; CE5 covers deterioration of the stock, not the equipment",
     E(N(R), "Compressor itself not covered (breakdown)."), E(N(R), "Polarline report says compressor seized."),
     E(CBE, "A5 We will pay for deterioration of Stock in a refrigerator, freezer or cold room caused by a breakdown of the equipment")),
  pt("the stock loss is being paid separately: £4,850 (£6,200 capped at £5,000, less £150)",
     E(N(R), "Sett calc: loss £6,200, capped at £5,000, less CE5 xs £150 = £4,850."))], ["£5,950", "£6,050"])
R = "TBC-26-7736"
add(R, "Ms Renata Vukovich", "information", "Vukovich 7736 - rent loss unit B: what we need from her, is unit A affected, what's the cov D limit",
 [pt("please send the unit B lease and the rent ledger so fair rental value can be considered", E(N(R), "Coverage D for unit B o/s - awaiting lease and rent ledger.")),
  pt("unit A was not affected", E(N(R, "report-halvorsen.txt"), "Unit A not affected.")),
  pt("the Coverage D - Fair Rental Value limit is $31,000", E(TS3, "$31,000"))])
R = "CBC-26-0672"
add(R, "Mr Rupert Aske", "information", "Aske 0672 - confirm police ref on file, and what we need for the door",
 [pt("the police reference held is OB/26/55021", E(N(R), "Police ref OB/26/55021.")),
  pt("a quote for the door repair is needed; that part will be dealt with separately", E(N(R), "Door repair to be claimed separately once Insd has a quote."))])

def build():
    out = []
    for n, it in enumerate(I, 1):
        own = CLAIM_OWNER.get(it["claim_ref"])
        if it["claim_ref"] is None and it["addressee"]:
            for k, v in CUSTOMERS.items():
                if any(s in it["addressee"] for s in v): own = k
        cand = []
        for k, v in CUSTOMERS.items():
            if k != own: cand += v
        for r, v in FACTS.items():
            if r != it["claim_ref"]: cand += v
        cand += STAFF + SHORT + it["extra"]
        text = " ".join([it["addressee"] or ""] + [p["part"] for p in it["parts"]] + ([it["instruction"]] if it["letter_type"] == "lookup" else [])).lower()
        forb = []
        for s in cand:
            if s.lower() not in text and s not in forb: forb.append(s)
        out.append({"id": "D%02d" % n, "claim_ref": it["claim_ref"], "addressee": it["addressee"], "letter_type": it["letter_type"],
                    "instruction": it["instruction"], "parts": it["parts"], "forbidden": forb})
    return out
