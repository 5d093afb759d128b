# Labels for blind drafting set 5. build_items() returns the instruction objects written to instructions.jsonl.

KW = "documents/policies/kestrelmoor-motorcycle-scooter-wording-KMI-MC-0926.pdf"
KS1 = "documents/policies/kestrelmoor-schedule-KMI-2418803.pdf"
KS2 = "documents/policies/kestrelmoor-schedule-KMI-2418830.pdf"
KS3 = "documents/policies/kestrelmoor-schedule-KMI-2420517.pdf"
KE = "documents/policies/kestrelmoor-endorsement-KM7-delivery-courier-use.pdf"
KC = "documents/policies/kestrelmoor-making-a-complaint-KMI-CMP-3.pdf"
IWW = "documents/policies/inkwell-student-tenant-contents-wording-IST-ST-0826.pdf"
IS1 = "documents/policies/inkwell-schedule-IST-55-201877.pdf"
IS2 = "documents/policies/inkwell-schedule-IST-55-201934.pdf"
IS3 = "documents/policies/inkwell-schedule-IST-55-202210.pdf"
IE = "documents/policies/inkwell-endorsement-IE-2-bicycle-increased-limit.pdf"
ICP = "documents/policies/inkwell-not-happy-IST-CMP-2.pdf"
ICW = "documents/policies/ironweed-business-auto-coverage-form-IC-BA-01-03-25.pdf"
ID1 = "documents/policies/ironweed-declarations-BAP-3307214.pdf"
ID2 = "documents/policies/ironweed-declarations-BAP-3307241.pdf"
ICE = "documents/policies/ironweed-endorsement-IC-20-14-hired-auto-physical-damage.pdf"
ICN = "documents/policies/ironweed-notice-IC-NTC-12-complaints-claim-review.pdf"


def N(ref, fn="notes.txt"):
    return f"documents/claims/{ref}/{fn}"


def q(f, s):
    return {"file": f, "quote": s}


def A(part, *ev):
    return {"part": part, "answerable": True, "evidence": list(ev)}


def U(part):
    return {"part": part, "answerable": False, "evidence": []}


CUSTOMERS = {
    "wilk": ["Tomasz", "Wilk", "Larkspur Row", "HB4 2QT", "KMI-2418803", "YK22 WVD", "CB500X"],
    "okonkwo": ["Okonkwo", "Jade", "Cobbold Street", "WF2 8LA", "KMI-2418830", "LX73 BNE", "NMAX"],
    "pennant": ["Pennant", "Rhys", "Old Forge", "Millbrook Lane", "KMI-2420517", "CB19 FGE", "Bonneville"],
    "farrant": ["Farrant", "Ellie", "Osprey Court", "BR3 7HX", "IST-55-201877", "Room 214"],
    "asante": ["Asante", "Kwame", "Tanner's Walk", "BR2 4EJ", "IST-55-201934", "Voss Tempo"],
    "moretti": ["Moretti", "Luca", "Salter Gardens", "KH1 5DW", "IST-55-202210"],
    "bluestem": ["Bluestem", "Marisol", "Ortega", "Quarry Bend", "BAP-3307214", "Silverado"],
    "tallgrass": ["Tallgrass", "Dwight", "Pruitt", "Lantern Mill", "BAP-3307241", "ProMaster"],
}

CLAIM_OWNER = {
    "KMC-26-4417": "wilk", "KMC-26-4301": "wilk", "KMC-26-4452": "okonkwo", "KMC-26-4478": "pennant",
    "ISC-26-30112": "farrant", "ISC-26-30158": "asante", "ISC-26-30221": "asante", "ISC-26-30187": "moretti",
    "ICC-26-BA-7781": "bluestem", "ICC-26-BA-7805": "bluestem", "ICC-26-BA-7862": "bluestem",
    "ICC-26-BA-7819": "tallgrass", "ICC-26-BA-7840": "tallgrass",
}

CLAIM_FACTS = {
    "KMC-26-4417": ["KMC-26-4417", "Fernway", "£5,600", "£2,140", "£3,296", "£2,960", "£336", "£5,100",
                    "HB/26/118204", "ground anchor"],
    "KMC-26-4301": ["KMC-26-4301", "aftermarket exhaust", "£780", "£280", "Deverell", "HB/26/071137"],
    "KMC-26-4452": ["KMC-26-4452", "Parcelhop", "Pellbury", "HG19 ZXE", "Wrensford Moto", "£1,860", "£960", "£900",
                    "Harrowgate", "Corsa", "WMR-5529"],
    "KMC-26-4478": ["KMC-26-4478", "side stand", "£1,240", "market car park", "clutch lever"],
    "ISC-26-30112": ["ISC-26-30112", "£640", "£565", "winter coat", "PF3K-88120-EF", "BR/26/55610", "£180", "hinge",
                     "Q-77812"],
    "ISC-26-30158": ["ISC-26-30158", "Cyclewise", "£1,260", "£1,160", "BR/26/56102", "cycle stand", "D-lock"],
    "ISC-26-30221": ["ISC-26-30221", "£189", "£114", "bus stop", "Wardle"],
    "ISC-26-30187": ["ISC-26-30187", "house party", "£899", "£249", "headphones", "KH/26/40981"],
    "ICC-26-BA-7781": ["ICC-26-BA-7781", "bollard", "Foothill", "$8,420", "$615", "$9,035", "$8,035", "Luis Ferrer",
                       "Aster Ridge", "FCC-10-2026-3318"],
    "ICC-26-BA-7805": ["ICC-26-BA-7805", "Kyle", "Brandt", "Tacoma", "Rimrock", "RA-5510427", "Janet Ruiz", "Subaru",
                       "$3,480", "Grange Supply"],
    "ICC-26-BA-7862": ["ICC-26-BA-7862", "Pinecrest", "PTR-88213", "Ram 1500", "hail", "$3,900", "$3,350", "$585",
                       "$450", "$135", "Wren Hollow"],
    "ICC-26-BA-7819": ["ICC-26-BA-7819", "Ridgeline", "RTV-40376", "Larkfield", "porte-cochere", "Andre Lisle",
                       "$6,780", "$540", "$4,150", "canopy"],
    "ICC-26-BA-7840": ["ICC-26-BA-7840", "catalytic", "Transit 350", "1FTBW3X89TKA30517", "CFPD 26-0091845",
                       "$2,310", "$1,810", "Muffler"],
}

STAFF = ["MCH-4", "Theft Validation Unit", "TVU", "MC-THF-2", "DLV-9", "platform check", "amber rider",
         "rider risk score", "RAG red", "SCP-2", "Halls Fraud Watch", "HFW-1", "term-time flag", "Room Check Team",
         "Gadget Desk", "soft decline", "CL-STU-4", "supplier discount", "CAG-6", "HAPD-CHK", "the reserve",
         "Large Loss Review", "Subrogation Referral Desk", "SRD-2", "Tier R"]

SHORTHAND = ["FNOL", "xs £", "o/s", "Sett calc", "Sett ltr", "cb PH", "SSG", "CE/VE", "YRx", "w&t", "MV £", "Xs calc",
             "TPI", "TP car", "ADmg", "POO ok", "POO needed", "GX on sched", "GX incl", "BX incl", "CA theft",
             "CA, NFE", "NFE to", "sup price", "recd", "coll ded", "comp ded", "HAPD", "NOA", "TPPD", "Sym 1", "Sym 2",
             "Sym 7", "Sym 9", "LOU balance", "Decs", "POL form", "Est recd", "Supp from", "Liab o/s", "NI pays",
             "NI has", "no subro"]


def build_items():
    R = []

    def item(id_, claim, addressee, lt, instr, parts, who=None, extra=()):
        R.append(dict(id=id_, claim_ref=claim, addressee=addressee, letter_type=lt, instruction=instr, parts=parts,
                      _who=who, _extra=list(extra)))

    # ============================== Kestrelmoor
    c = "KMC-26-4417"
    item("D01", c, "Mr Tomasz Wilk", "settlement",
         "sett ltr Wilk 4417 - bike TL, what we're paying him + what went to Fernway, how we got there (theft xs not the normal xs) and the helmet",
         [A("market value £5,600 less £500 theft excess = £5,100; £2,140 paid direct to Fernway Finance to clear the finance, balance £2,960 to Mr Wilk",
            q(N(c), "Sett calc: MV £5,600 less theft xs £500 = £5,100. Fernway £2,140 direct, bal £2,960 to PH."),
            q(KW, "we will first pay the finance company any amount owed under that agreement and pay any balance to you.")),
          A("the £500 theft excess applies in place of the compulsory and voluntary excesses (clause 4.5)",
            q(N(c), "Theft xs £500 applies in place of CE/VE (4.5)."),
            q(KW, "the Theft Excess shown in your schedule applies in place of the Compulsory Excess and the Voluntary Excess."),
            q(KS1, "Theft Excess £500")),
          A("helmet bought 03/2025 for £420; over 12 months old so 20% wear and tear deducted = £336; no excess on riding kit claimed with the bike",
            q(N(c), "RK - helmet bought 03/2025 for £420, receipt recd. Over 12 mths so w&t 20% (2.3) = £336. No xs on RK (2.2)."),
            q(KW, "2.3 We deduct an amount for wear and tear from the cost of replacing Riding Kit more than 12 months old."),
            q(KW, "2.2 No Excess applies to Riding Kit where the claim is made at the same time as a claim under Section 1 for the same incident.")),
          A("total to Mr Wilk £3,296 (£2,960 + £336) by BACS, payment date 12/11/2026",
            q(N(c), "Plus RK £336 to PH. Total to PH £3,296."),
            q(N(c), "PH £3,296 BACS, pmt date 12/11/2026."))], "wilk", ["£5,350", "£5,450", "£420 for the helmet"])
    item("D02", c, "Mr Tomasz Wilk", "information",
         "Tomasz Wilk rang again re 4417 - wants in writing why his NCD is going down when the bike was nicked & not his fault, and can he get a courtesy bike in the meantime",
         [A("no one to recover our costs from, so NCD reduced by two years at next renewal; his NCD is not protected",
            q(KW, "7.1 If you make a claim and we cannot recover all of our costs from someone else, your no claim discount will be reduced by two years at your next renewal, unless your schedule shows that your no claim discount is protected."),
            q(KS1, "No claim discount protected No"),
            q(N(c), "Told no one to recover from so NCD reduced by 2 yrs at renewal (not protected on sched).")),
          A("no courtesy bike: the policy does not include a courtesy motorcycle or hire (clause 1.6)",
            q(KW, "This policy does not include a courtesy motorcycle or scooter."))], "wilk")
    item("D03", c, "Mr Tomasz Wilk", "information",
         "ltr to Mr Wilk 4417 confirming the docs we've had (V5C, keys, finance) and tell him when Fernway will send him the finance closure letter",
         [A("V5C and both keys received by post, and a copy of the finance agreement",
            q(N(c), "V5C + both keys recd by post, fin agreement copy recd."),
            q(KW, "you must send us the registration certificate (V5C), all keys and any finance agreement.")),
          U("when Fernway Finance will send a closure letter")], "wilk")
    c = "KMC-26-4301"
    item("D04", c, "Mr Tomasz Wilk", "complaint_response",
         "final response to Mr Wilk's complaint on the exhaust claim 4301 - not upholding the xs bit, but we were slow so offer £40, + his FOS rights",
         [A("£500 theft excess correctly applied: theft of an accessory, theft excess applies in place of compulsory/voluntary (4.5) and is shown on his schedule; £780 less £500 = £280",
            q(N(c), "Theft xs £500 applies (4.5 - accs theft) not CE/VE. Net £280."),
            q(KW, "For a claim for theft or attempted theft of the Motorcycle or its Accessories, the Theft Excess shown in your schedule applies in place of the Compulsory Excess and the Voluntary Excess."),
            q(KS1, "Theft Excess £500")),
          A("all documents were in by 16/07 but payment was not made until 29/07; the delay was ours; £40 offered for it",
            q(N(c), "all docs in by 16/07. Delay 16/07-29/07 was ours (payment queue). Offer £40 for the delay.")),
          A("he can go to the Financial Ombudsman Service within six months of the final response; it is free",
            q(KC, "You must do this within six months of the date of our final response."),
            q(KC, "The service is free."))], "wilk")
    item("D05", c, "Mr Tomasz Wilk", "acknowledgement",
         "ack Mr Wilk's complaint (4301, the exhaust) - when will he hear back, + give him customer relations contact details",
         [A("final response within 8 weeks of receiving the complaint (due by 15/01/2027)",
            q(KC, "We will send you our final response within 8 weeks of receiving your complaint."),
            q(N(c), "Final response due by 15/01/2027.")),
          A("Customer Relations, 5 Tiller Yard, Ravensholt RH7 3NP; 01632 960418; complaints@kestrelmoor.example",
            q(KC, "Customer Relations, Kestrelmoor Motorcycle Insurance Ltd, 5 Tiller Yard, Ravensholt RH7 3NP."),
            q(KC, "Telephone 01632 960418. E-mail complaints@kestrelmoor.example."))], "wilk")
    c = "KMC-26-4452"
    item("D06", c, "Miss Jade Okonkwo", "information",
         "Jade Okonkwo 4452 - explain the £900 she has to pay Wrensford Moto, why the helmet isnt covered and when her scooter will be ready",
         [A("compulsory £150 + young rider £350 (under 25) + delivery excess £400 (KM7) = £900; we pay the repairer £960 of the £1,860 and she pays £900 on collection",
            q(N(c), "Xs calc: CE £150 + YRx £350 + delivery xs £400 = £900. Net £960 to repairer, PH pays £900 to Wrensford Moto on collection."),
            q(KW, "4.3 Young Rider Excess. An additional Excess of £350 applies if the Motorcycle is being ridden by a Rider under 25 years of age at the time of the loss."),
            q(KE, "An additional Excess of £400 applies to any claim under Section 1 arising while the Motorcycle is being used for delivery work."),
            q(KS2, "Compulsory Excess £150")),
          A("helmet (£140) not covered: riding kit cover does not apply while the scooter is used for delivery work (KM7 para 4)",
            q(KE, "4. Riding Kit cover under Section 2 does not apply while the Motorcycle is being used for delivery work."),
            q(N(c), "Helmet scuffed, PH wants £140 - RK not covered on delivery work (KM7 para 4).")),
          U("date the scooter will be ready (parts on order, no date given)")], "okonkwo", ["Mrs Okonkwo", "Mr Okonkwo"])
    item("D07", c, "Miss Jade Okonkwo", "information",
         "ltr Miss Okonkwo 4452 - can she get the £900 back if the car drivers insurer accepts blame, + will it hit her NCD. also confirm no courtesy scooter and no lost earnings from us",
         [A("letter of claim sent to Pellbury Insurance (the car driver's insurer); if they accept liability we recover our outlay and her £900 excess",
            q(N(c), "Letter of claim sent to Pellbury Insurance."),
            q(N(c), "If TPI accepts, we recover our outlay + PH's £900 xs; NCD then unaffected (7.2).")),
          A("if we recover all our costs her no claim discount is not affected",
            q(KW, "7.2 If we recover all of our costs from someone else, your no claim discount will not be affected.")),
          A("no courtesy scooter and no loss of earnings under the policy; she can claim uninsured losses from the other driver's insurer",
            q(KW, "We will not pay for loss of use, loss of earnings or the cost of hiring another vehicle."),
            q(KW, "This policy does not include a courtesy motorcycle or scooter."),
            q(N(c), "told she can claim uninsured losses from TPI."))], "okonkwo")
    item("D08", c, "Miss Jade Okonkwo", "information",
         "Okonkwo 4452 wants to know is she even covered as she was on a parcelhop drop at the time, and is the parcel she was carrying covered",
         [A("yes: KM7 on her schedule covers delivering food, parcels or goods for payment",
            q(KE, "2. Use of the Motorcycle to deliver food, parcels or other goods for payment is covered."),
            q(KS2, "KM7 Delivery and courier use."),
            q(N(c), "KM7 on sched so covered."))
          , A("goods being delivered are not covered",
              q(KE, "5. Goods being delivered are not covered by this policy."))], "okonkwo")
    item("D45", c, "Miss Jade Okonkwo", "information",
         "Miss Okonkwo (4452) wants to know when the car drivers insurers will decide on blame and whether the police have charged the driver - ltr pls",
         [U("when the other driver's insurer will decide liability"),
          U("whether the police have charged the other driver")], "okonkwo", ["Mrs Okonkwo", "Mr Okonkwo"])
    c = "KMC-26-4478"
    item("D09", c, "Mr Rhys Pennant", "decline",
         "decline ltr Rhys Pennant 4478 - bike fell over in the car park, hes TPFT only, helmet too. put the complaints bit in",
         [A("his cover is Third Party, Fire and Theft, which does not cover the bike falling over (1.2)",
            q(KW, "It does not cover damage caused by an accident, by the Motorcycle falling over, or by malicious damage."),
            q(KS3, "Cover Third Party, Fire and Theft"),
            q(N(c), "Fall-over not fire/theft - no cover under 1.2.")),
          A("helmet not covered: riding kit cover only applies with comprehensive cover (2.1)",
            q(KW, "2.1 If your schedule shows Comprehensive cover, we will pay up to £500 for Riding Kit"),
            q(N(c), "Helmet - RK only on Comp (2.1).")),
          A("complaints: Customer Relations 01632 960418 / complaints@kestrelmoor.example; Financial Ombudsman Service within six months of the final response",
            q(KC, "Telephone 01632 960418. E-mail complaints@kestrelmoor.example."),
            q(KC, "You must do this within six months of the date of our final response."))], "pennant")
    item("D10", c, "Mr Rhys Pennant", "information",
         "Pennant 4478 asks - if he upgrades to comp now can we pay this one, will this claim affect his no claims? and what would comp cost him",
         [A("no: the cover that applies is the cover in force on 15/11 (TPFT)",
            q(N(c), "told no, cover is what was in force on 15/11.")),
          A("no effect: nothing paid, recorded as a notification only, and his NCD is protected anyway",
            q(N(c), "NCD - nothing paid, claim recorded as notification only. PH's NCD is protected on sched in any case."),
            q(KS3, "No claim discount protected Yes")),
          U("price of comprehensive cover")], "pennant")
    item("D11", None, "Ms Hannah Ferris", "information",
         "Hannah Ferris (prospective, not a customer) emailed - she does food drops for one of the apps on a 125 scooter. would our bike policy cover that, any extra excess, and would her helmet be covered on a delivery? reply pls",
         [A("standard wording excludes delivery work for payment unless endorsement KM7 is shown on the schedule",
            q(KW, "We will not pay for any claim arising while the Motorcycle is being used to deliver food, parcels or other goods for payment, unless endorsement KM7 is shown in your schedule.")),
          A("with KM7 there is an extra £400 delivery excess on damage claims while delivering, on top of the compulsory and any young rider excess",
            q(KE, "An additional Excess of £400 applies to any claim under Section 1 arising while the Motorcycle is being used for delivery work. The Delivery Excess is in addition to the Compulsory Excess and any Young Rider Excess.")),
          A("helmet/riding kit not covered while on delivery work",
            q(KE, "4. Riding Kit cover under Section 2 does not apply while the Motorcycle is being used for delivery work."))], None)
    item("D12", None, "Mr Rhys Pennant", "information",
         "ltr to Mr Pennant about his policy (not the claim) - confirm what his theft excess is and does the bike have to be locked up when its left outside overnight",
         [A("theft excess £300", q(KS3, "Theft Excess £300")),
          A("between 10pm and 6am away from a locked garage it must be secured with a Sold Secure Gold (or higher) disc lock or chain and lock, otherwise theft in those hours is not covered",
            q(KW, "When the Motorcycle is left unattended between 10pm and 6am anywhere other than a locked garage, it must be secured with a disc lock or a chain and lock rated Sold Secure Gold or higher. If it is not, we will not pay for theft or attempted theft during those hours."))], "pennant")
    item("D13", None, None, "lookup", "KMI young rider xs - how much + what age?",
         [A("£350 extra where the rider is under 25",
            q(KW, "4.3 Young Rider Excess. An additional Excess of £350 applies if the Motorcycle is being ridden by a Rider under 25 years of age at the time of the loss."))], None)
    item("D14", None, None, "lookup", "does the kestrelmoor wording pay for a hire bike while repairs are done? y/n",
         [A("no - no hire costs and no courtesy motorcycle (1.6)",
            q(KW, "1.6 We will not pay for loss of use, loss of earnings or the cost of hiring another vehicle."))], None)

    # ============================== Inkwell
    c = "ISC-26-30112"
    item("D15", c, "Miss Ellie Farrant", "settlement",
         "sett ltr Ellie Farrant 30112 laptop - what we're paying FixPoint, her £75 bit and when she gets it back. also the coat - not covered, explain",
         [A("repair £640 less £75 gadget excess: we pay FixPoint £565 direct and she pays £75 to FixPoint on collection",
            q(N(c), "Gadget xs £75. Net £565. Repair auth, we pay FixPoint £565 direct, PH pays £75 to FixPoint on collection."),
            q(N(c, "quote-fixpoint-brindlemouth.txt"), "Total £640.00"),
            q(IWW, "D3 The Gadget Excess of £75 applies to each Gadget in each claim.")),
          A("repair within 5 working days of parts arriving; parts arrived 19/11",
            q(N(c), "FixPoint say repair done within 5 working days of parts arriving; parts arrived 19/11."),
            q(N(c, "quote-fixpoint-brindlemouth.txt"), "Turnaround: 5 working days from parts arrival.")),
          A("coat not covered: theft from a communal area (common room) is only covered if there was forcible and violent entry into the building, and there was none",
            q(IWW, "B4 Theft from Communal Areas. We do not cover theft of property from Communal Areas unless there was forcible and violent entry into the building."),
            q(N(c), "No forced entry to bldg - CA theft excl B4."))], "farrant", ["£590", "Mrs Farrant"])
    item("D16", c, "Miss Ellie Farrant", "information",
         "Ellie F (30112) asks whether the uni's own insurance would cover the coat instead - and is her laptop covered if she takes it to her parents over xmas",
         [U("whether the university's own insurance covers the coat"),
          A("yes: the gadget extension (on her schedule) covers her gadgets anywhere in the world (and contents are covered temporarily away from the Home in the UK, including at her family home in university holidays)",
            q(IWW, "D1 We cover accidental damage to, theft of and loss of your Gadgets anywhere in the world"),
            q(IS1, "Gadget extension Included"),
            q(IWW, "B6 Away from the Home. We cover your contents while temporarily away from the Home anywhere in the United Kingdom, including at your family home during university holidays"))], "farrant")
    item("D17", c, "Miss Ellie Farrant", "information",
         "ltr to Miss Farrant 30112 confirming we got her laptop receipt ok and whats the most we'd pay for one gadget",
         [A("receipt received; serial number matches",
            q(N(c), "Laptop receipt recd (POO ok, serial matches).")),
          A("£1,200 for any one gadget", q(IWW, "D2 The most we will pay for any one Gadget is £1,200."))], "farrant")
    c = "ISC-26-30158"
    item("D18", c, "Mr Kwame Asante", "settlement",
         "sett ltr Kwame Asante bike 30158 - £1,160 paid, explain why not the £1,400 on his schedule (he took cash not the cyclewise bike) and the £100 xs",
         [A("£1,160 paid by BACS, payment date 24/11/2026",
            q(N(c), "£1,160 BACS to PH, pmt date 24/11/2026.")),
          A("he chose cash instead of a replacement through our supplier, so we pay what the replacement would have cost us (£1,260), not the £1,400 value",
            q(IWW, "G3 If we can replace an item through one of our suppliers and you choose a cash payment instead, we will pay what the replacement would have cost us."),
            q(N(c), "Replacement via Cyclewise - same model avail, sup price £1,260.")),
          A("£100 bicycle excess for the specified bicycle under IE-2: £1,260 - £100 = £1,160",
            q(IE, "C5 (replacement) The Bicycle Excess for the Specified Bicycle is £100 for each claim."),
            q(N(c), "IE-2 bike xs £100. £1,260 - £100 = £1,160."))], "asante", ["£1,300", "£1,325", "£1,185"])
    item("D19", c, "Mr Kwame Asante", "information",
         "Mr Asante 30158 - would we have paid if the bike had been nicked at night from outside the station instead, and would his old cable lock have been ok",
         [A("theft away from home between 10pm and 6am is not covered unless the bike was inside a locked building",
            q(IWW, "C4 We do not cover theft of your Bicycle away from the Home between 10pm and 6am unless it was kept inside a locked building.")),
          A("for his specified bike the lock must be rated Sold Secure Gold or higher, locked to an immovable object, and he must keep the lock receipt",
            q(IE, "it must be locked to an immovable object with a lock rated Sold Secure Gold or higher. You must keep the receipt for the lock and send it to us with any theft claim."))], "asante")
    c = "ISC-26-30221"
    item("D20", c, "Mr Kwame Asante", "information",
         "ltr Kwame 30221 phone screen - what we still need from him, what he'll get and the xs",
         [A("proof of ownership: as there is no receipt (bought second-hand), a network or manufacturer record showing the IMEI",
            q(N(c), "POO needed (D6) - phone bought 2nd hand from a friend, no receipt. Asked PH for network record showing IMEI."),
            q(IWW, "You must give us a receipt or a network or manufacturer record showing the IMEI or serial number of the Gadget.")),
          A("repair £189 less £75 gadget excess = £114",
            q(N(c), "FixPoint repair price £189. Gadget xs £75. Net £114 if approved."),
            q(IWW, "D3 The Gadget Excess of £75 applies to each Gadget in each claim.")),
          A("nothing else needed once the IMEI record is in",
            q(N(c), "Nothing else needed once IMEI record in."))], "asante")
    item("D21", c, "Mr Kwame Asante", "information",
         "Asante phone claim 30221 - will this one put his premium up next yr, and does a cracked screen count if the phone still works?",
         [U("whether the claim will affect his premium at renewal"),
          A("yes, cracked screens are covered",
            q(IWW, "Cracked screens are covered."),
            q(N(c), "Cracked screen covered D5."))], "asante")
    c = "ISC-26-30187"
    item("D22", c, "Mr Luca Moretti", "decline",
         "decline Luca Moretti 30187 - laptop + headphones taken at the party. answer his email (why does it matter who invited them), he also asks price of gadget cover. complaints info in",
         [A("not covered: theft by anyone invited into the home by a person who lives there (a housemate) is excluded unless there was forcible and violent entry into his room; his room was unlocked and not forced; it does not matter that he did not invite them",
            q(IWW, "B5 Shared houses. We do not cover theft by anyone who lives in the Home, or by anyone invited into the Home by a person who lives there, unless there was forcible and violent entry into Your Room."),
            q(N(c), "NFE to PH's room. Taken by someone invited in by a housemate - excl B5.")),
          A("he has no gadget extension on his policy",
            q(IS3, "Gadget extension Not included"),
            q(N(c), "No GX on sched anyway.")),
          U("price of adding gadget cover"),
          A("complaints: call 01632 960275 or e-mail putitright@inkwell.example; Financial Ombudsman Service within six months of final response",
            q(ICP, "Call 01632 960275 or e-mail putitright@inkwell.example."),
            q(ICP, "you can refer your complaint to the Financial Ombudsman Service free of charge within six months of our final response."))], "moretti")
    item("D23", c, "Mr Luca Moretti", "information",
         "ltr to Luca Moretti re 30187 - if he'd locked his room would it have been covered? and does it change anything if the guest owns up",
         [A("only if someone forced their way into his room (forcible and violent entry into Your Room); locking alone is not enough",
            q(IWW, "unless there was forcible and violent entry into Your Room.")),
          U("whether the guest admitting the theft changes the outcome")], "moretti")
    item("D24", None, "Mr Daniel Osei", "information",
         "Daniel Osei (not a customer, starting uni in halls) asks if his stuff is covered if nicked from the shared kitchen, and is a bike covered as standard",
         [A("kitchens are Communal Areas; theft from Communal Areas is covered only if there was forcible and violent entry into the building",
            q(IWW, "A3 Communal Areas: kitchens, lounges, common rooms, corridors, laundries"),
            q(IWW, "We do not cover theft of property from Communal Areas unless there was forcible and violent entry into the building.")),
          A("bike only covered if the schedule shows the Bicycle extension; up to £500 per bike",
            q(IWW, "This part applies only if your schedule shows that the Bicycle extension is included."),
            q(IWW, "C2 The most we will pay for any one Bicycle is £500"))], None)
    item("D25", None, "Miss Ellie Farrant", "information",
         "ltr Miss Farrant (policy q, not her claim) - when does her cover end, and is her stuff covered when she's back home for the summer?",
         [A("cover runs to 14/09/2027", q(IS1, "Period of insurance 15/09/2026 to 14/09/2027")),
          A("yes, contents temporarily away from the Home in the UK, including at her family home in university holidays, up to 20% of the sum insured (£6,000, so £1,200)",
            q(IWW, "including at your family home during university holidays, up to 20% of the sum insured."),
            q(IS1, "Contents sum insured £6,000"))], "farrant")
    item("D26", None, None, "lookup", "IW gadget xs - per gadget or per claim?",
         [A("£75 for each gadget in each claim",
            q(IWW, "D3 The Gadget Excess of £75 applies to each Gadget in each claim."))], None)
    item("D27", None, None, "lookup", "inkwell single item limit?",
         [A("£1,000 for any one item unless specified in the schedule",
            q(IWW, "B2 Single article limit. The most we will pay for any one item is £1,000 unless it is specified in your schedule."))], None)
    item("D28", None, None, "lookup", "inkwell claims line opening hrs?",
         [U("opening hours of the claims line")], None)

    c = "ISC-26-30112"
    item("D43", c, "Miss Ellie Farrant", "complaint_response",
         "final resp to Ellie Farrant's complaint re the coat (30112) - decline stands, deal with her key fob door point, no goodwill, + FOS",
         [A("the decline stands: for theft from a communal area the policy needs forcible and violent entry into the building; the key-fob door was not forced",
            q(N(c), "Fob door not forced - B4 needs forcible and violent entry into the bldg. Decline upheld, no goodwill payment."),
            q(IWW, "We do not cover theft of property from Communal Areas unless there was forcible and violent entry into the building.")),
          A("no goodwill payment",
            q(N(c), "Decline upheld, no goodwill payment.")),
          A("she can refer the complaint to the Financial Ombudsman Service, free, within six months of the final response",
            q(ICP, "you can refer your complaint to the Financial Ombudsman Service free of charge within six months of our final response."))],
         "farrant", ["Mrs Farrant"])
    c = "ISC-26-30187"
    item("D44", c, "Mr Luca Moretti", "acknowledgement",
         "ack ltr Luca Moretti - we're treating his email on 30187 as a complaint, who's reviewing it and when he'll hear",
         [A("his e-mail is being treated as a complaint (logged 09/11/2026) and the Complaints Team will review it",
            q(N(c), "Treating e-mail as complaint, logged 09/11/2026. Ack to go; Complaints Team to review, final response within 8 wks."),
            q(ICP, "our Complaints Team will look into it.")),
          A("final response within eight weeks",
            q(ICP, "We will send you our final response within eight weeks."))], "moretti")

    # ============================== Ironweed
    c = "ICC-26-BA-7781"
    item("D29", c, "Marisol Ortega", "settlement",
         "sett ltr to Marisol Ortega Bluestem 7781 Silverado - amt paid to Foothill + when, how calcd (incl the supplement), and answer her email on why the ded applies when the bollard wasnt marked",
         [A("$8,035 paid to Foothill Collision Center by EFT on 11/20/2026",
            q(N(c), "Pmt $8,035 to Foothill Collision Center by EFT, pmt date 11/20/2026.")),
          A("estimate $8,420 + supplement $615 (hidden damage) = $9,035, less $1,000 collision deductible = $8,035",
            q(N(c), "Supp from Foothill $615 hidden damage to bumper reinforcement + sensor bracket. Approved. Total $9,035."),
            q(N(c), "Coll ded $1,000 (Item Three, auto 2). $9,035 - $1,000 = $8,035."),
            q(N(c, "estimate-foothill-collision-center.txt"), "TOTAL ESTIMATE $8,420.00")),
          A("the deductible applies to each collision loss whatever the fault (Section III.E)",
            q(N(c), "Ded applies to each coll loss regardless of fault (Sec III.E)."),
            q(ICW, "our obligation to pay for, repair, return or replace damaged or stolen property will be reduced by the applicable deductible shown in the Declarations.")),
          A("Bluestem pays the $1,000 deductible to the shop at pickup",
            q(N(c), "NI pays $1,000 ded to shop at pickup."))], "bluestem", ["$7,420", "Mr. Ortega", "Mr Ortega"])
    item("D30", c, "Marisol Ortega", "information",
         "Marisol (7781) - if she disagrees with the amount what can she do, and how long has she got to sue us",
         [A("appraisal: either side may demand it; each picks an appraiser, the two pick an umpire; each pays its own appraiser and they share the umpire",
            q(ICW, "If you and we disagree on the amount of \"loss\", either may demand an appraisal of the \"loss\". Each party will select a competent appraiser and the two appraisers will select an umpire. Each party will pay its own appraiser and share the umpire's expenses equally."),
            q(ICN, "you may demand an appraisal under the Appraisal condition of your policy.")),
          A("legal action must be brought within two years after the date of loss (loss 10/08/2026)",
            q(ICW, "No one may bring a legal action against us under Physical Damage Coverage unless it is brought within two years after the date of the \"loss\"."),
            q(N(c), "DOL: 10/08/2026"))], "bluestem")
    c = "ICC-26-BA-7805"
    item("D31", c, "Marisol Ortega", "information",
         "ltr Bluestem 7805 (Kyle's Tacoma) - is Kyle's own truck covered by us, who's paying for the Subaru, and will Kyle's premium go up",
         [A("damage to Kyle's own Tacoma is not covered: Bluestem's physical damage covers only symbol 7 (scheduled) autos, not non-owned autos",
            q(N(c), "Damage to Kyle's Tacoma rear bumper ~$900 - not covered by us; NI has no PD on Sym 9 (Item Two PD sym 7 only)."),
            q(ID1, "Collision 7 ACV or cost of repair, less deductible")),
          A("Kyle's personal auto insurer Rimrock is primary and has accepted and is handling the Subaru; our cover is excess",
            q(N(c), "Rimrock has accepted and is handling the Subaru."),
            q(ICW, "For any covered \"auto\" you do not own, including a non-owned \"auto\", this insurance is excess over any other collectible insurance available to the owner of that \"auto\".")),
          U("whether Kyle's premium with Rimrock will go up")], "bluestem")
    item("D32", c, "Marisol Ortega", "information",
         "Bluestem 7805 - does Marisol need to send us anything else? and confirm Kyle was covered at all using his own truck for a work errand",
         [A("nothing more needed unless Rimrock's limits are exhausted",
            q(N(c), "no, unless Rimrock limits are exhausted.")),
          A("yes for liability: symbol 9 non-owned autos (including employees' autos used in the business) is on the liability coverage",
            q(ICW, "Symbol 9 applies only while the \"auto\" is used in connection with your business."),
            q(ID1, "Covered Autos Liability 7, 8, 9 $1,000,000 each accident"),
            q(N(c), "Business errand so Sym 9 NOA applies for liab."))], "bluestem")
    c = "ICC-26-BA-7862"
    item("D33", c, "Marisol Ortega", "settlement",
         "sett ltr Bluestem 7862 rented Ram hail - what we paid Pinecrest, how (ded + loss of use cap), what Bluestem still owes Pinecrest, and will Pinecrest add an admin fee",
         [A("$3,350 paid to Pinecrest Truck Rental by check mailed 11/18/2026",
            q(N(c), "Pmt $3,350 to Pinecrest Truck Rental by check, mailed 11/18/2026.")),
          A("repair $3,900 less $1,000 deductible plus loss of use $450 (9 days at the $50/day cap; Pinecrest billed $65/day = $585) = $3,350",
            q(N(c), "Pinecrest loss of use bill 9 days x $65 = $585. Endorsement C caps at $50/day: 9 x $50 = $450."),
            q(N(c), "HAPD ded $1,000. Payable: $3,900 - $1,000 + $450 = $3,350."),
            q(ICE, "up to $50 per day, to a maximum of $1,000 per \"loss\"."),
            q(ICE, "Deductible $1,000 each loss, Comprehensive and Collision")),
          A("Bluestem owes Pinecrest the $1,000 deductible and the $135 loss of use balance",
            q(N(c), "NI liable to Pinecrest for ded $1,000 + LOU balance $135.")),
          U("whether Pinecrest will charge an admin fee")], "bluestem", ["$3,485", "$2,900"])
    item("D34", c, "Marisol Ortega", "information",
         "Marisol asks (7862) - would we have covered the Ram if theyd rented it for 6 weeks not 2, and whats the most we'd ever pay on a rented truck",
         [A("no: hired autos are covered only when hired without a driver for 30 days or less",
            q(ICE, "without a driver for a period of 30 days or less is a covered \"auto\" for Comprehensive and Collision Coverage.")),
          A("$50,000 any one hired auto, or the actual cash value or cost of repair if less",
            q(ICE, "Limit of insurance $50,000 any one hired auto"),
            q(ICE, "is the lesser of the limit shown in the Schedule, the actual cash value, or the cost of repair."))], "bluestem")
    c = "ICC-26-BA-7819"
    item("D35", c, "Dwight Pruitt", "decline",
         "decline to Dwight Pruitt Tallgrass 7819 - rented box truck roof damage + Ridgeline's loss of use bill not covered, why; hotel canopy being dealt w/ separately",
         [A("physical damage applies to a hired auto only with symbol 8 for that coverage or a hired auto physical damage endorsement; Tallgrass has physical damage on symbol 2 (owned autos) only and no such endorsement",
            q(ICW, "Physical Damage Coverage applies to a hired \"auto\" only if Symbol 8 is entered for that coverage in Item Two of the Declarations or a hired auto physical damage endorsement is attached to this policy."),
            q(ID2, "Collision 2 ACV or cost of repair, less deductible"),
            q(ID2, "Forms and endorsements: IC-BA 01 03 25."),
            q(N(c), "PD symbols 2 only, no IC 20 14 on policy - no PD cover for the rented truck (Sec III.B).")),
          A("not payable under liability either: property in the insured's care, custody or control is excluded",
            q(ICW, "This insurance does not apply to \"property damage\" to property owned or transported by the \"insured\" or in the \"insured's\" care, custody or control."),
            q(N(c), "Also care custody control excl (Sec II.B) so not payable under liab either.")),
          A("Ridgeline's bills: $6,780 truck damage and $540 loss of use, both declined",
            q(N(c), "Ridgeline bill for truck damage $6,780 + loss of use $540. Not payable under PD.")),
          A("the hotel's canopy damage claim is being handled separately under the liability coverage",
            q(N(c), "Tell NI hotel claim handled separately under liab."),
            q(N(c), "Hotel PD claim handled under Sec II."))], "tallgrass")
    item("D36", c, "Dwight Pruitt", "information",
         "Dwight (7819) wants to know if the damage waiver on the Ridgeline contract would cover it, and how much is the hotel claiming",
         [U("whether a damage waiver on the rental agreement applies"),
          A("hotel estimate $4,150 for the beam and lighting, under review",
            q(N(c), "Hotel est $4,150 for beam and lighting. Under review with hotel's manager."))], "tallgrass")
    item("D46", c, "Dwight Pruitt", "information",
         "Pruitt 7819 asks - is Andre personally covered if the hotel sues him, and whats our liability limit anyway",
         [U("whether the employee driver is personally insured if the hotel sues him"),
          A("liability limit $1,000,000 each accident",
            q(ID2, "Covered Autos Liability 1 $1,000,000 each accident"))], "tallgrass")
    c = "ICC-26-BA-7840"
    item("D37", c, "Dwight Pruitt", "information",
         "ltr to Dwight Pruitt 7840 cat converter - what we still need, what we'll pay, will we pay for a rental van and when will the van be fixed",
         [A("bill of sale or title for the Transit and a signed proof of loss; police report already received",
            q(N(c), "Need from NI: bill of sale or title for the Transit, and signed proof of loss (Sec IV.B)."),
            q(N(c), "Police report already recd."),
            q(ICW, "send us a signed proof of loss within 60 days of our request.")),
          A("$2,310 less $500 comprehensive deductible = $1,810, paid within 30 days of agreeing the amount",
            q(N(c), "Est from Cedar Ford Muffler & Exhaust $2,310. Comp ded $500 (same as other autos). Net $1,810."),
            q(ICW, "We will pay within 30 days after we reach agreement with you on the amount of the \"loss\".")),
          A("no rental: Rental Reimbursement is not covered on the policy",
            q(ID2, "Rental Reimbursement Not covered"),
            q(ICW, "We do not pay for rental expenses while a covered \"auto\" is being repaired unless Rental Reimbursement is shown as covered in the Declarations.")),
          U("date the van will be repaired")], "tallgrass")
    item("D38", c, "Dwight Pruitt", "information",
         "Pruitt 7840 - hes worried the new Transit wasnt on the policy yet as bought in Oct. Is it covered, and did he need to tell us w/in 30 days?",
         [A("yes: comprehensive is on symbol 2, owned autos including those acquired after the policy begins",
            q(ICW, "Owned \"Autos\" Only, including \"autos\" you acquire after the policy begins."),
            q(ID2, "Comprehensive 2 ACV or cost of repair, less deductible"),
            q(N(c), "Comp Sym 2 so newly acquired owned auto covered automatically")),
          A("no: the 30-day notice rule applies only where symbol 7 is entered for a coverage",
            q(ICW, "If Symbol 7 is entered for a coverage, an \"auto\" you acquire will be a covered \"auto\" for that coverage only if it replaces an \"auto\" shown in Item Three and you tell us within 30 days after you acquire it that you want us to cover it."),
            q(N(c), "no 30-day notice needed (that is for Sym 7)."))], "tallgrass")
    item("D39", None, "Dwight Pruitt", "information",
         "ltr to Dwight Pruitt (policy q, not a claim) - what would the hired auto PD endorsement give them if they added it, and what would it cost",
         [A("IC 20 14: autos hired without a driver for 30 days or less covered for comprehensive and collision; $50,000 limit per hired auto; $1,000 deductible; loss of use up to $50/day, max $1,000",
            q(ICE, "Any \"auto\" you lease, hire, rent or borrow without a driver for a period of 30 days or less is a covered \"auto\" for Comprehensive and Collision Coverage."),
            q(ICE, "Limit of insurance $50,000 any one hired auto"),
            q(ICE, "Deductible $1,000 each loss, Comprehensive and Collision"),
            q(ICE, "up to $50 per day, to a maximum of $1,000 per \"loss\".")),
          U("premium for adding the endorsement")], "tallgrass")
    item("D40", None, None, "lookup", "IC BA form - time limit to sue us on a PD claim?",
         [A("two years after the date of the loss",
            q(ICW, "unless it is brought within two years after the date of the \"loss\"."))], None)
    item("D41", None, None, "lookup", "ironweed HAPD loss of use cap?",
         [A("$50 a day, up to $1,000 per loss (IC 20 14 C)",
            q(ICE, "up to $50 per day, to a maximum of $1,000 per \"loss\"."))], None)
    item("D42", None, None, "lookup", "how long do we have to answer a written complaint (ironweed)?",
         [A("15 business days", q(ICN, "We will respond to a written complaint within 15 business days."))], None)

    # ------------------------------ forbidden lists
    out = []
    for n, it in enumerate(R, 1):
        it["id"] = f"D{n:02d}"
        who = it.pop("_who")
        extra = it.pop("_extra")
        cand = []
        for cust, strs in CUSTOMERS.items():
            if cust != who:
                cand += strs
        for ref, strs in CLAIM_FACTS.items():
            if ref != it["claim_ref"]:
                cand += strs
        cand += STAFF + SHORTHAND + extra
        own = " ".join([it["addressee"] or ""] + [p["part"] for p in it["parts"]]
                       + ([it["instruction"]] if it["letter_type"] == "lookup" else [])).lower()
        seen, forb = set(), []
        for s in cand:
            if s.lower() in own or s.lower() in seen:
                continue
            seen.add(s.lower())
            forb.append(s)
        it["forbidden"] = forb
        out.append(it)
    return out
