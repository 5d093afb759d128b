"""Labels for blind drafting set 10: drafting instructions, their parts, evidence and forbidden strings."""
from content import S, V, DM, G, L, POLICY_DOCS
from claims_content import CLAIMS

D = "documents/policies/"
SW = D + "spokewright-cycle-wording-SCI-CY-0526.pdf"
SE = D + "spokewright-endorsement-SCE-2.pdf"
SS1 = D + "spokewright-schedule-SCP-7730146.pdf"
SS2 = D + "spokewright-schedule-SCP-7730164.pdf"
SH = D + "spokewright-cycle-claims-handbook-CCH-3.docx"
VW = D + "vellacott-private-client-wording-VPC-HH-0226.pdf"
VE = D + "vellacott-endorsement-VPE-9.pdf"
VS1 = D + "vellacott-schedule-VPC-3318207.pdf"
VS2 = D + "vellacott-schedule-VPC-3318270.pdf"
VP = D + "vellacott-claims-protocol-PCP-7.pdf"
DW = D + "dormington-student-wording-DSC-ST-0926.pdf"
DC1 = D + "dormington-certificate-DSC-5502938.pdf"
DC2 = D + "dormington-certificate-DSC-5502983.pdf"
DN = D + "dormington-claims-desk-notes-DCN-4.docx"
GW = D + "gantrybrook-landlord-wording-GLU-CL-0726.pdf"
GS1 = D + "gantrybrook-schedule-GLU-6104455.pdf"
GS2 = D + "gantrybrook-schedule-GLU-6104545.pdf"
GM = D + "gantrybrook-landlord-claims-manual-LCM-2.pdf"
LW = D + "loblolly-personal-auto-policy-LPC-PAP-01-26.pdf"
LD1 = D + "loblolly-declarations-LPA-4471820.pdf"
LD2 = D + "loblolly-declarations-LPA-4471802.pdf"
LM = D + "loblolly-auto-claims-field-manual-ACF-9.docx"


def N(ref, name="notes.txt"):
    return f"documents/claims/{ref}/{name}"


INSURER_OF_FILE = {"documents/" + d["file"]: d["insurer"] for d in POLICY_DOCS}

# strings that identify a customer (names, addresses, postcodes, policy numbers, insured items / vehicles)
CUSTOMERS = {
    "wrenshaw": ["Wrenshaw", "Tobias", "Gasworks Lane", "KN3 5PW", "SCP-7730146", "Voltaro", "Castellan"],
    "oyelaran": ["Oyelaran", "Harriet", "Millrace", "PB7 1QS", "SCP-7730164", "Longtail", "Tarrant"],
    "ormsby": ["Ormsby-Vane", "Clarissa", "Julian", "Old Rectory", "Hollowmere", "HL4 9TX", "VPC-3318207",
               "Harbour at Dusk", "Edmund Clay"],
    "harcastle": ["Harcastle", "Mei-Lin", "Aldergate", "LP2 6AW", "VPC-3318270", "Heron Rising", "Kessler"],
    "tonkin": ["Tonkin", "Ellery", "Farrant Hall", "WM1 4HF", "DSC-5502938"],
    "kavanagh": ["Kavanagh", "Deirdre", "Oisin", "Tannery Street", "BM6 2ND", "DSC-5502983"],
    "stanwick": ["Stanwick", "Varga", "Philippa", "Crossways", "Deanery Walk", "RV1 3EJ", "GLU-6104455",
                 "Threlfall"],
    "adeyemi": ["Adeyemi", "Corn Exchange", "Pollard Road", "RV2 5HB", "GLU-6104545", "Samuel"],
    "quintero": ["Quintero", "Marisol", "Dante", "Heron Marsh", "LPA-4471820", "RAV4", "Odyssey"],
    "albright": ["Albright", "Terrence", "Cypress Hammock", "LPA-4471802", "F-150"],
    "pereira": ["Pereira", "Callum"],
    "blakeley": ["Blakeley", "Honoria"],
    "penrose": ["Penrose", "Gareth"],
    "talbot": ["Talbot-Hayes", "Idris"],
    "lamont": ["Lamont", "Keisha"],
}

# strings that belong to one claim only (must be in its folder and in no other folder)
CLAIM_FACTS = {
    "SCC-26-0411": ["SCC-26-0411", "KN/26/4471902", "Tinderbox", "£3,385", "£3,485", "£3,550", "pannier",
                    "Gearhub"],
    "SCC-26-0438": ["SCC-26-0438", "Brockhill Lane", "Spindle & Sprocket", "£1,120", "£1,280", "£1,620",
                    "bike computer", "£1,330"],
    "SCC-26-0452": ["SCC-26-0452", "PB/26/3309155", "front garden", "rear wheel"],
    "SCC-26-0467": ["SCC-26-0467", "Chalk Ridge", "Penbury Cycle Hub", "£640", "£390", "£410", "£230",
                    "race entry"],
    "VPC-26-2207": ["VPC-26-2207", "Thornleigh Abbey", "wedding reception", "jeweller"],
    "VPC-26-2219": ["VPC-26-2219", "picture wire", "£6,200", "£16,850", "£9,500", "£7,350", "console table",
                    "£1,150"],
    "VPC-26-2236": ["VPC-26-2236", "Zellige", "Marrakech", "dressing table", "tourist police"],
    "VPC-26-2248": ["VPC-26-2248", "horse chestnut", "June 2019", "Hartwell Foundry"],
    "DSC-26-5121": ["DSC-26-5121", "WM/26/6610287", "£1,923", "£1,973", "£1,749", "denim jacket", "textbooks"],
    "DSC-26-5136": ["DSC-26-5136", "Lamplighter", "IMEI", "loan phone"],
    "DSC-26-5149": ["DSC-26-5149", "BM/26/7730416", "games console", "£420", "Rhys"],
    "DSC-26-5154": ["DSC-26-5154", "BM/26/7741092", "£520", "£350", "cable lock"],
    "GLD-26-0721": ["GLD-26-0721", "Halfpenny Print", "TM/2291", "£7,980", "£7,030", "£6,530", "£48,600",
                    "Pryor Kendal", "£2,900"],
    "GLD-26-0734": ["GLD-26-0734", "Corvid Logistics", "24/03/2029", "£2,640"],
    "GLD-26-0746": ["GLD-26-0746", "Birchwood Coffee", "RV/26/5520173", "£3,180", "£2,430", "£2,200", "£1,450",
                    "Brannigan"],
    "LPC-26-30881": ["LPC-26-30881", "Tillis", "$6,850", "$4,680", "$1,440", "$6,120", "$2,940", "$1,610",
                     "$200,000", "Tamiami", "$3,880"],
    "LPC-26-30894": ["LPC-26-30894", "Gulfgate Plaza", "$3,240", "$2,740", "Sunray", "$468", "$360"],
    "LPC-26-30907": ["LPC-26-30907", "Voss", "$3,875", "$2,180", "$1,180", "chiropractor", "US-27"],
    "LPC-26-30915": ["LPC-26-30915", "County Road 316", "deer"],
}
CLAIM_OWNER = {ref: c["customer"] for ref, c in CLAIMS.items()}

# staff-only codes, document names, panel firms, vendors and staff names
STAFF = ["LOCK-G", "NFO-36", "MKV-2", "EAPC-1", "CMP-X", "Chainline", "CCH-3", "R. Ambrose",
         "PS-FULL", "DIV-R", "HTL-S", "VAL-5", "Fairweather", "PCP-7", "Tom Mabry",
         "HALLS-V", "GAD-A", "PAR-PH", "WT-CL", "Brightcell", "DCN-4",
         "DIL-T", "PROS-51", "RATE-185", "MD-T", "Okonedo Marsh", "LCM-2",
         "EMC-CHK", "UMREJ", "CTS-30", "RNT-CAP", "Coastal Peer Review", "ACF-9", "SIU", "Special Investigations"]
# file-note shorthand
SHORTHAND = ["FNOL", "Insd", "xs", "recd", "Sett calc", "Sett ltr", "Decline ltr", "Denial ltr", "RFI",
             "TL auth", "AE call", "FR check"]

INSURER_OF_ITEM = {}


def part(text, *ev):
    return {"part": text, "answerable": bool(ev), "evidence": [{"file": f, "quote": q} for f, q in ev]}


CMP_S = "If you are unhappy with our service, please contact our Customer Relations team on 01632 960572."
FOS_S = ("We will send you a final response within 8 weeks. If you are still unhappy you can ask the Financial "
         "Ombudsman Service to review your complaint within 6 months of our final response.")

# (id, insurer, claim_ref, addressee, letter_type, instruction, parts, wrong values, customer for null-claim items)
ITEMS = [
    # ---------------- Spokewright Cycle ----------------
    ("E01", S, "SCC-26-0411", "Mr Tobias Wrenshaw", "settlement",
     "sett ltr Wrenshaw 0411 ebike - breakdown, why we pay 3400 not the new price, the helmet, when he's paid",
     [part("e-bike £3,400 + pannier bag £85 = £3,485, less the £100 theft excess = £3,385",
           (N("SCC-26-0411"), "Sett calc: e-bike £3,400 (capped at schedule value) + pannier bag £85 = £3,485 less "
            "theft xs £100 = £3,385."),
           (SS1, "£100 each claim"),
           (SW, "Accessories: we will pay up to £250 in total for accessories that are stolen with your bicycle or "
            "damaged in the same accident.")),
      part("the bike was bought new less than 3 years before the theft so it is replaced as new, but the most we pay "
           "is the £3,400 value on his schedule even though the model now costs £3,550",
           (SW, "If your bicycle was bought new less than 3 years before the loss, we will replace it with a new "
            "bicycle of the same make and model, or the nearest equivalent if that model is no longer sold."),
           (SW, "The most we will pay for any bicycle is the value shown for it on your schedule, even if a "
            "replacement now costs more."),
           (N("SCC-26-0411"), "Current price of Trail E5 is £3,550 but we cap at schedule value £3,400.")),
      part("the £95 helmet is not covered because helmets are not accessories",
           (SW, "Helmets, clothing and footwear are not accessories."),
           (N("SCC-26-0411"), "Helmet £95 was clipped to the bars - helmets not accessories, not covered.")),
      part("he chose cash; £3,385 is paid by BACS within 5 working days",
           (N("SCC-26-0411"), "PH chose cash. Paying £3,385 by BACS within 5 working days."))],
     ["£3,535", "£3,450", "£3,300", "£3,480"], None),

    ("E02", S, "SCC-26-0411", "Mr Tobias Wrenshaw", "information",
     "Mr Wrenshaw 0411 wants it in writing that his lock met our conditions. also is the replacement bike covered "
     "automatically or does he need to tell us?",
     [part("the away-from-home condition was met: in daytime, locked through the frame to a fixed cycle stand with "
           "a Sold Secure Gold rated lock, and we have both keys",
           (N("SCC-26-0411"), "Away-from-home condition met - daytime, locked through frame to immovable object."),
           (N("SCC-26-0411"), "Locked with Sold Secure Gold D-lock through the frame to the stand."),
           (N("SCC-26-0411"), "both keys to the D-lock recd by post"),
           (SW, "Away from home: we will only pay for theft away from your home if your bicycle was locked through "
            "the frame to an immovable object with a lock rated Sold Secure Gold or higher.")),
      part("whether a replacement bicycle is covered automatically or must be added to the schedule")],
     [], None),

    ("E03", S, "SCC-26-0438", "Mr Tobias Wrenshaw", "settlement",
     "0438 Wrenshaw road bike - offer ltr: why written off, why market value not new, computer yes / shoes + jersey "
     "no, the figure",
     [part("the bike is a total loss: a new frame and rebuild would cost £1,620, more than the bike is worth",
           (N("SCC-26-0438"), "new frame and rebuild £1,620, more than the bike is worth - uneconomic, treat as "
            "total loss."),
           (SW, "If it cannot be repaired economically we will treat it as a total loss.")),
      part("bought in June 2021, more than 3 years old, so we pay market value, £1,120 (average of two listings)",
           (SW, "If your bicycle was more than 3 years old at the date of the loss, we will pay its market value at "
            "that date."),
           (N("SCC-26-0438"), "Bike bought June 2021, more than 3 yrs old - market value, not new for old."),
           (N("SCC-26-0438"), "listings £1,180 and £1,060, average £1,120.")),
      part("the £210 bike computer is covered as an accessory; cycling shoes and jersey are clothing and footwear, "
           "not covered",
           (N("SCC-26-0438"), "Bike computer £210 smashed in the same accident - accessory, within £250 limit, "
            "pay. Cycling shoes and jersey torn - not accessories (clothing/footwear), not covered."),
           (SW, "Helmets, clothing and footwear are not accessories.")),
      part("£1,120 + £210 = £1,330 less the £50 accidental damage excess = £1,280, paid by BACS when he accepts",
           (N("SCC-26-0438"), "Sett calc: market value £1,120 + bike computer £210 = £1,330 less AD xs £50 = "
            "£1,280."),
           (N("SCC-26-0438"), "offer £1,280, payment by BACS on acceptance."),
           (SS1, "£50 each claim"))],
     ["£1,230", "£2,150", "£1,570", "£1,070"], None),

    ("E04", S, "SCC-26-0438", "Mr Tobias Wrenshaw", "information",
     "reply Mr Wrenshaw 0438 - can he keep the broken frame? will 2 claims this year put his premium up? and remind "
     "him what his damage excess is",
     [part("whether he can keep the damaged frame"),
      part("whether two claims this year will increase his renewal premium"),
      part("his accidental damage excess is £50 for each claim",
           (SS1, "Accidental damage"), (SS1, "£50 each claim"))],
     [], None),

    ("E05", S, "SCC-26-0452", "Ms Harriet Oyelaran", "decline",
     "decline Oyelaran 0452 cargo bike - the at home condition and why the gold chain doesn't help, complaints route",
     [part("theft at home is only covered if the bike is inside the locked home or a locked garage, shed or bike "
           "store; it was in the front garden, chained to itself, so the claim is declined even though the chain "
           "was Gold rated",
           (SW, "At home: we will only pay for theft at your home if your bicycle was inside your locked home or "
            "inside a locked garage, shed or bike store within the boundaries of your home."),
           (N("SCC-26-0452"), "Locked with a Gold chain through the rear wheel to itself - not to anything fixed."),
           (N("SCC-26-0452"), "bike was not inside the locked home or a locked garage, shed or bike store.")),
      part("complaints: Customer Relations on 01632 960572; final response within 8 weeks; then the Financial "
           "Ombudsman Service within 6 months",
           (SW, CMP_S), (SW, FOS_S))],
     [], None),

    ("E06", S, "SCC-26-0452", "Ms Harriet Oyelaran", "complaint_response",
     "complaint ack Oyelaran 0452 - answer her email: how long we've got, who she can go to after, and will we pay "
     "towards a bike store",
     [part("we will send our final response within 8 weeks", (SW, FOS_S)),
      part("if still unhappy she can ask the Financial Ombudsman Service to review it within 6 months of our final "
           "response", (SW, FOS_S),
           (N("SCC-26-0452", "email-oyelaran-2026-11-04.eml"), "How long do you have to answer it and who can I go "
            "to if I am still not happy?")),
      part("whether we will contribute towards the cost of a bike store")],
     [], None),

    ("E07", S, "SCC-26-0467", "Ms Harriet Oyelaran", "settlement",
     "sett Oyelaran 0467 gravel race crash - confirm racing is covered (SCE-2), why xs is 250 not 50, amount, and "
     "her race entry fee",
     [part("racing damage is covered because the Competition Extension SCE-2 is on her schedule and the gravel bike "
           "is marked competition",
           (SE, "The exclusion for racing and competitive events in section 5 does not apply to the bicycles marked "
            "\"competition\" on your schedule."),
           (SS2, "SCE-2 Competition Extension"), (SS2, "Tarrant G2 gravel bike (competition)")),
      part("the excess is £250 for damage during a competitive event; it replaces the £50 accidental damage excess "
           "and is not added to it",
           (SE, "The excess for any claim for damage that happens during a race, time trial or other competitive "
            "event is £250. This replaces the accidental damage excess shown on your schedule for those claims."),
           (N("SCC-26-0467"), "competition damage xs £250 under SCE-2, replaces the £50 AD xs (not added).")),
      part("fork £410 + front wheel £230 = £640, less £250 = £390, paid to her by BACS",
           (N("SCC-26-0467"), "Repair quote Penbury Cycle Hub: fork £410 + front wheel £230 = £640."),
           (N("SCC-26-0467"), "Sett calc: £640 less £250 = £390. Pay PH by BACS")),
      part("whether the £65 race entry fee is refunded")],
     ["£590", "£340"], None),

    ("E08", S, None, "Mr Callum Pereira", "information",
     "reply to Mr Callum Pereira (prospect) - he's fitted a derestrict kit to his ebike, would we cover it? and is "
     "he covered locking it at the station overnight",
     [part("no: an e-bike modified to assist above 15.5 mph (or with a motor over 250 watts) is not covered",
           (SW, "We will not cover an e-bike that has been modified so that it gives assistance above 15.5 mph or has "
            "a motor of more than 250 watts.")),
      part("theft away from home between 10pm and 6am is not covered unless the bike is inside a locked building",
           (SW, "Overnight: we will not pay for theft away from your home between 10pm and 6am unless your bicycle "
            "was inside a locked building."))],
     [], "pereira"),

    ("E09", S, None, None, "lookup", "CCH-3 team leader settlement authority?",
     [part("up to £8,000", (SH, "up to £8,000"))], [], None),
    ("E10", S, None, None, "lookup", "SCP-7730164 - theft excess and value insured on the cargo bike",
     [part("£150 each claim; £5,200", (SS2, "£150 each claim"), (SS2, "£5,200"))], [], "oyelaran"),
    ("E11", S, None, None, "lookup", "SCI/CY/0526 - do we pay for a hire bike while a theft claim is settled?",
     [part("no hire bike cover is in the wording")], [], None),

    # ---------------- Vellacott Private Client ----------------
    ("E12", V, "VPC-26-2207", "Mrs Clarissa Ormsby-Vane", "settlement",
     "sett ltr Mrs Ormsby-Vane 2207 lost stud - we pay the pair, no excess, what she has to do, when paid",
     [part("we pay the full agreed value of the pair, £12,500, under the pairs and sets clause",
           (VW, "Pairs and sets: if one item of a pair or set is lost or damaged beyond repair, we will pay the full "
            "agreed value of the pair or set, provided you give us the remaining item or items of the pair or set."),
           (VS1, "£12,500 (pair)"),
           (N("VPC-26-2207"), "Pay the full agreed value of the pair, £12,500")),
      part("no excess applies to specified valuables",
           (VW, "No excess applies to claims under Section 3."),
           (N("VPC-26-2207"), "No excess on Section 3.")),
      part("she gives us the remaining stud; our courier will collect it from The Old Rectory by appointment",
           (N("VPC-26-2207"), "Condition: Mrs Ormsby-Vane hands us the remaining stud. Our courier will collect it "
            "from The Old Rectory by appointment.")),
      part("£12,500 is paid to the joint account once we receive the remaining stud",
           (N("VPC-26-2207"), "Payment of £12,500 to the joint account on receipt of the remaining stud."))],
     ["£11,500", "£6,250", "£1,000"], None),

    ("E13", V, "VPC-26-2207", "Mrs Clarissa Ormsby-Vane", "information",
     "Mrs O-V 2207 - could we get a jeweller to make a matching stud instead? and does her necklace need revaluing",
     [part("whether we will have a jeweller make a matching stud instead of paying for the pair"),
      part("the necklace (£48,000) needs a valuation not more than 5 years old at the time of any loss; its March "
           "2024 valuation is fine",
           (VW, "Valuations: for any specified valuable with an agreed value over £25,000 you must be able to give us "
            "a valuation dated not more than 5 years before the loss."),
           (VS1, "£48,000"),
           (N("VPC-26-2207"), "necklace valued March 2024, fine."))],
     [], None),

    ("E14", V, "VPC-26-2219", "Mr Julian Ormsby-Vane", "settlement",
     "2219 Harbour at Dusk - sett ltr to Mr Ormsby-Vane: breakdown, who gets paid what, frame incl, no xs",
     [part("restoration £6,200 + frame repair £1,150 + diminution in value £9,500 = £16,850",
           (N("VPC-26-2219"), "Sett calc: restoration £6,200 + frame £1,150 + diminution £9,500 = £16,850"),
           (VW, "Works of art - partial damage: we will pay the cost of restoration by a restorer we have approved, "
            "plus any diminution in value, up to the agreed value of the work of art.")),
      part("the frame is covered as part of the work of art",
           (VW, "Frames, mounts and glazing are treated as part of the work of art they hold."),
           (N("VPC-26-2219"), "frame repair £1,150 (frame is part of the work of art).")),
      part("£7,350 for restoration and frame is paid direct to Gilchrist on completion; the £9,500 diminution is paid "
           "to the joint account now",
           (N("VPC-26-2219"), "Restoration and frame (£7,350) paid direct to Gilchrist on completion; diminution "
            "£9,500 paid to the clients' joint account now.")),
      part("no excess applies",
           (VW, "No excess applies to claims under Section 3."),
           (N("VPC-26-2219"), "no excess, well within the £85,000 agreed value."))],
     ["£15,850", "£15,700", "£1,000"], None),

    ("E15", V, "VPC-26-2219", "Mr Julian Ormsby-Vane", "information",
     "Mr Ormsby-Vane 2219 - when's the painting back on the wall? and whats the most we'd ever pay on it",
     [part("when the painting will be returned"),
      part("for partial damage we pay restoration plus diminution up to the painting's agreed value of £85,000",
           (VW, "Works of art - partial damage: we will pay the cost of restoration by a restorer we have approved, "
            "plus any diminution in value, up to the agreed value of the work of art."),
           (VS1, "£85,000"))],
     [], None),

    ("E16", V, "VPC-26-2236", "Dr Mei-Lin Harcastle", "decline",
     "decline Dr Harcastle 2236 pearls Marrakech - hotel condition, complaints",
     [part("the necklace was left in its pouch on the dressing table while she was at dinner, not in the working "
           "room safe; we do not pay for jewellery left unattended in a hotel room outside a locked safe",
           (VW, "We will not pay for jewellery or watches left unattended in a hotel room outside a locked safe."),
           (N("VPC-26-2236"), "She had left it in its pouch on the dressing table while she went down to dinner. "
            "The room safe was working")),
      part("complaints: write to the Head of Client Care; final response within 8 weeks; then the Financial "
           "Ombudsman Service within 6 months",
           (VW, "If you are not satisfied, write to our Head of Client Care. We will give you our final response "
            "within 8 weeks. You may then refer your complaint to the Financial Ombudsman Service within 6 months."))],
     ["£2,500"], None),

    ("E17", V, "VPC-26-2248", "Dr Mei-Lin Harcastle", "information",
     "RFI Dr Harcastle 2248 bronze - what we need and why the valuation, do we pay for the valuation, is the tree "
     "removal covered",
     [part("an updated valuation: the bronze is over £25,000 so we need a valuation not more than 5 years old, and "
           "hers is from June 2019",
           (VW, "Valuations: for any specified valuable with an agreed value over £25,000 you must be able to give us "
            "a valuation dated not more than 5 years before the loss."),
           (N("VPC-26-2248"), "Her last valuation is dated June 2019 - too old.")),
      part("photographs of the damage and of the bronze in place",
           (N("VPC-26-2248"), "(2) photographs of the damage and of the bronze in place")),
      part("her agreement to Hartwell Foundry Restoration inspecting and quoting",
           (N("VPC-26-2248"), "(3) agreement to Hartwell Foundry Restoration inspecting and quoting.")),
      part("whether we will pay for the updated valuation"),
      part("whether removal of the fallen tree limb is covered")],
     [], None),

    ("E18", V, None, "Mrs Honoria Blakeley", "information",
     "Mrs Honoria Blakeley (prospect) - if she buys a painting mid-year is it covered straight away? and is her "
     "jewellery covered abroad",
     [part("new valuables are covered automatically for 60 days up to 25% of the specified valuables sum insured; she "
           "must tell us within those 60 days",
           (VW, "Newly acquired valuables: items you buy during the period of insurance are covered automatically for "
            "60 days, up to 25% of the total sum insured for specified valuables. You must tell us about them within "
            "those 60 days.")),
      part("specified valuables are covered worldwide, but away from home jewellery must be worn or carried, or kept "
           "in a locked safe or safety deposit box",
           (VW, "We cover specified valuables worldwide against loss or damage, including accidental loss."),
           (VW, "while you are away from home, jewellery and watches must be worn or carried by you, or kept in a "
            "locked safe or safety deposit box."))],
     [], "blakeley"),

    ("E19", V, None, None, "lookup", "VPE-9 - what's the most we pay if the jewellery wasn't in the safe?",
     [part("£10,000 in total for theft of jewellery and watches from the home",
           (VE, "If this condition is not met, the most we will pay for theft of jewellery and watches from your home "
            "is £10,000 in total."))], [], None),
    ("E20", V, None, None, "lookup", "PCP-7 authority - Head of Private Client Claims?",
     [part("up to £100,000", (VP, "Head of Private Client Claims up to £100,000."))], [], None),
    ("E21", V, None, None, "lookup", "VPC-3318270 excess and agreed value of the eternity ring",
     [part("£2,500; £7,250", (VS2, "£2,500"), (VS2, "£7,250"))], [], "harcastle"),
    ("E22", V, None, None, "lookup", "VPC-3318207 buildings sum insured?",
     [part("no buildings sum insured is shown on the schedule")], [], "ormsby"),

    # ---------------- Dormington Student ----------------
    ("E23", DM, "DSC-26-5121", "Miss Ellery Tonkin", "settlement",
     "sett ltr Miss Tonkin 5121 - item list, why laptop 1749 not 1899, jacket deduction, which xs, when paid",
     [part("laptop £1,749 + textbooks £140 + denim jacket £84 = £1,973, less £50 excess = £1,923",
           (N("DSC-26-5121"), "Sett calc: laptop £1,749 + textbooks £140 + denim jacket £84 = £1,973 less £50 xs "
            "= £1,923.")),
      part("the laptop is specified at £1,899 but a same-specification replacement now costs £1,749, so we pay £1,749",
           (DW, "If a replacement of the same specification costs less than the amount specified on your "
            "certificate, we pay the cost of the replacement."),
           (N("DSC-26-5121"), "Laptop specified at £1,899. Same-spec replacement now £1,749 - pay the lower "
            "figure.")),
      part("clothing is not replaced as new: 30% is taken off the £120 jacket for wear and tear, giving £84",
           (DW, "We replace items as new, except clothing and bedding, for which we deduct an amount for wear and "
            "tear."),
           (N("DSC-26-5121"), "Denim jacket £120, bought 2024 - WT-CL 30% off = £84.")),
      part("the standard £50 excess applies, not the £75 Gadgets Away excess, because the theft was from her room",
           (N("DSC-26-5121"), "Theft from her room, so main contents cover and the standard £50 excess - NOT the £75 "
            "Gadgets Away excess (theft was not away from her room)."),
           (DW, "The excess is £50 for each claim, unless a different excess is stated for a particular cover.")),
      part("£1,923 is paid by bank transfer within 3 working days",
           (N("DSC-26-5121"), "Paying £1,923 by bank transfer to Miss Tonkin within 3 working days."))],
     ["£1,898", "£2,073", "£1,959", "£2,123"], None),

    ("E24", DM, "DSC-26-5136", "Miss Ellery Tonkin", "acknowledgement",
     "ack + RFI Tonkin 5136 cracked phone - ref and handler, confirm Gadgets Away covers it, xs, what we need, can "
     "she get a loan phone",
     [part("claim reference DSC-26-5136, handled by Jasmine Otieno on 01632 960849",
           (N("DSC-26-5136"), "Ref DSC-26-5136"), (N("DSC-26-5136"), "Handler: Jasmine Otieno 01632 960849")),
      part("her certificate includes Gadgets Away, which covers accidental damage to her phone anywhere in the UK",
           (DW, "If your certificate shows Gadgets Away, we also cover your laptop, tablet and mobile phone against "
            "theft and accidental damage anywhere in the UK."),
           (N("DSC-26-5136"), "Gadgets Away on cert - accidental damage away from her room covered.")),
      part("the Gadgets Away excess is £75",
           (DW, "The excess for a claim under Gadgets Away is £75.")),
      part("we need proof of ownership (the receipt, or the box showing the IMEI), photos of the damage and a repair "
           "quote",
           (N("DSC-26-5136"), "(1) proof of ownership - receipt, or the box with the IMEI; (2) photos of the damage; "
            "(3) repair quote.")),
      part("whether she can have a loan phone while hers is repaired")],
     ["£50 excess"], None),

    ("E25", DM, "DSC-26-5149", "Mrs Deirdre Kavanagh", "decline",
     "decline 5149 games console - to the policyholder (his mum) not Oisin. communal area rule, complaints",
     [part("theft from a communal area such as the shared lounge is only covered if there was forcible and violent "
           "entry into the building; the front door had been left unlocked and there was no forced entry",
           (DW, "Theft from communal areas is covered only if there has been forcible and violent entry into the "
            "building."),
           (N("DSC-26-5149"), "left the front door unlocked. No sign of forced entry.")),
      part("complaints: Complaints Team on 01632 960846; final response within 8 weeks; then the Financial Ombudsman "
           "Service within 6 months",
           (DW, "Contact our Complaints Team on 01632 960846."),
           (DW, "our final response will be sent within 8 weeks. You may then contact the Financial Ombudsman "
            "Service within 6 months."))],
     ["Rhys", "suspect", "let someone in"], None),

    ("E26", DM, "DSC-26-5154", "Mrs Deirdre Kavanagh", "settlement",
     "sett Kavanagh 5154 bike - why 350 when it cost 520, and who we're paying",
     [part("bicycle cover pays up to £400 for theft while locked to a fixed cycle stand, although the bike cost £520",
           (DW, "Bicycles: if your certificate shows bicycle cover, we will pay up to £400 for theft of your bicycle "
            "while it is locked to a fixed cycle stand."),
           (N("DSC-26-5154"), "Bike bought new for £520 (receipt). Bicycle limit £400.")),
      part("£400 less the £50 excess = £350",
           (N("DSC-26-5154"), "Sett calc: £400 limit less £50 xs = £350.")),
      part("we pay £350 by bank transfer to Mrs Kavanagh as the policyholder",
           (N("DSC-26-5154"), "Pay £350 by bank transfer to Mrs Kavanagh as PH."),
           (DW, "If a parent or guardian is the policyholder, we will deal with the policyholder about any claim."))],
     ["£470", "£325"], None),

    ("E27", DM, None, "Mrs Deirdre Kavanagh", "information",
     "Mrs Kavanagh asks if Oisin's laptop is covered when he takes it to lectures, and can she add cover for that "
     "mid-term and what would it cost",
     [part("not at present: laptops are only covered away from the room under Gadgets Away, which is not on her "
           "certificate",
           (DW, "If your certificate shows Gadgets Away, we also cover your laptop, tablet and mobile phone against "
            "theft and accidental damage anywhere in the UK."),
           (DC2, "Gadgets Away")),
      part("whether Gadgets Away can be added mid-term and what it would cost")],
     [], "kavanagh"),

    ("E28", DM, None, "Mr Gareth Penrose", "information",
     "Mr Gareth Penrose (prospect, a dad) - daughter in a shared house: is her stuff in the kitchen covered if "
     "stolen? whats the max for one item?",
     [part("theft from shared areas such as the kitchen is only covered if there has been forcible and violent entry "
           "into the building",
           (DW, "Communal areas: kitchens, lounges, corridors and other parts of the building that you share with "
            "other residents."),
           (DW, "Theft from communal areas is covered only if there has been forcible and violent entry into the "
            "building.")),
      part("£1,500 for any one item unless it is specified on the certificate",
           (DW, "Single item limit: the most we will pay for any one item is £1,500, unless the item is specified on "
            "your certificate."))],
     [], "penrose"),

    ("E29", DM, None, None, "lookup", "DCN-4 - senior handler authority?",
     [part("up to £5,000", (DN, "senior handler up to £5,000"))], [], None),
    ("E30", DM, None, None, "lookup", "DSC-5502938 sum insured + specified items",
     [part("£5,000; laptop specified at £1,899", (DC1, "£5,000"), (DC1, "Laptop, £1,899"))], [], "tonkin"),
    ("E31", DM, None, None, "lookup", "DSC/ST/0926 - any cover for musical instruments?",
     [part("musical instruments are not mentioned in the wording")], [], None),

    # ---------------- Gantrybrook Landlord ----------------
    ("E32", G, "GLD-26-0721", "Ms Philippa Varga", "settlement",
     "sett ltr Ms Varga 0721 Unit 4 - fees breakdown incl the rate cut and VAT, answer her 48,600 question, the "
     "diminution valuation",
     [part("38 hours paid at the £185 cap, £7,030 (not £210 an hour, £7,980), net of VAT as Stanwick is VAT "
           "registered, less the £500 excess = £6,530",
           (N("GLD-26-0721"), "RATE-185: 38 hours at £185 = £7,030. Insured VAT registered - pay net."),
           (N("GLD-26-0721"), "Sett calc: £7,030 less £500 xs = £6,530."),
           (GW, "We pay surveyors' time at no more than £185 an hour plus VAT."),
           (GW, "VAT: if you are registered for VAT, we pay fees and repair costs net of VAT."),
           (GS1, "£500")),
      part("the £48,600 cost of the works, and any sum the tenant does not pay, is not covered",
           (GW, "What we do not pay under Section 3: the cost of the dilapidations works themselves, any sum the "
            "tenant fails to pay you, or any costs you are ordered to pay the tenant."),
           (N("GLD-26-0721"), "No - works cost and unpaid sums not covered under s3.")),
      part("the diminution valuation is approved up to £3,500; the valuer's £2,900 quote is accepted",
           (GW, "Diminution valuation: we will pay up to £3,500 for a valuation of the reduction in the value of your "
            "reversion, where the tenant disputes the claim on that ground."),
           (N("GLD-26-0721"), "Diminution valuation approved up to £3,500 - valuer's quote £2,900, ok."))],
     ["£7,480", "£8,436", "£9,576", "£7,076"], None),

    ("E33", G, "GLD-26-0721", "Mr Hamish Threlfall", "information",
     "ltr to Mr Threlfall (landlord's surveyor) 0721 - TM/2291 paid at our capped rate, explain; future invoices; "
     "and when does the tenant have to respond to his schedule",
     [part("the policy pays surveyors' time at no more than £185 an hour plus VAT, so his 38 hours are paid at £185 "
           "(£7,030), not at £210",
           (GW, "We pay surveyors' time at no more than £185 an hour plus VAT."),
           (N("GLD-26-0721"), "Threlfall invoice TM/2291: 38 hours at £210 per hour = £7,980 plus VAT."),
           (N("GLD-26-0721"), "38 hours at £185 = £7,030.")),
      part("future invoices should show hours charged at no more than £185",
           (N("GLD-26-0721"), "future invoices to show hours at no more than £185.")),
      part("when the tenant must respond to the schedule of dilapidations")],
     [], None),

    ("E34", G, "GLD-26-0734", "Ms Philippa Varga", "decline",
     "decline 0734 Unit 7 - interim schedule, why not covered, when s3 could respond, complaints",
     [part("Section 3 pays for terminal schedules only; this was an interim schedule served while the lease, which "
           "runs to 24/03/2029, had more than 6 months to run",
           (GW, "We do not pay for interim schedules served while the lease still has more than 6 months to run."),
           (N("GLD-26-0734"), "lease runs to 24/03/2029 - more than 6 months to run when served.")),
      part("Section 3 can respond to a terminal schedule served when the lease is within 6 months of ending, and no "
           "later than 3 months after it ends",
           (GW, "Terminal schedules only: the lease must have ended, or be due to end within 6 months, when the "
            "schedule is served."),
           (GW, "Time limit: the schedule must be served within 3 months after the lease ends.")),
      part("complaints: write to the Complaints Manager; final response within 8 weeks; micro-enterprises and small "
           "businesses can then go to the Financial Ombudsman Service within 6 months",
           (GW, "Complaints: write to the Complaints Manager. We will send a final response within 8 weeks."),
           (GW, "If you are a micro-enterprise or small business you may refer your complaint to the Financial "
            "Ombudsman Service within 6 months of our final response."))],
     [], None),

    ("E35", G, "GLD-26-0746", "Mr Samuel Adeyemi-Ross", "settlement",
     "Adeyemi-Ross 0746 - sett for the glazing, VAT, and explain why the carpets/redec and Ms Brannigan's fees "
     "aren't covered",
     [part("the glazing is covered as malicious damage by the tenant's former employee; £3,180 including VAT (he is "
           "not VAT registered) less the £750 excess = £2,430",
           (GW, "We cover the buildings at each property against damage, including malicious damage by a tenant or a "
            "tenant's employees."),
           (N("GLD-26-0746"), "On the last day a former employee of the tenant smashed the shopfront glazing."),
           (N("GLD-26-0746"), "Glazier quote £3,180 incl VAT. Insd not VAT registered - pay gross."),
           (N("GLD-26-0746"), "Sett calc: glazing £3,180 less £750 xs = £2,430."),
           (GS2, "£750")),
      part("the £2,200 for carpets and redecoration is wear and tear and the tenant's failure to repair, which is not "
           "covered",
           (GW, "We do not cover wear and tear, gradual deterioration, or a tenant's failure to repair or decorate as "
            "the lease requires."),
           (N("GLD-26-0746"), "worn and stained carpets and redecoration £2,200 - wear and tear / tenant's failure "
            "to repair, not covered")),
      part("Ms Brannigan's £1,450 fees are not covered because Section 3 is not on his schedule",
           (GW, "This section applies only if it is shown on your schedule for the property."),
           (GS2, "1, 2"),
           (N("GLD-26-0746"), "£1,450 for a dilapidations schedule - s3 not on his schedule, not covered."))],
     ["£2,680", "£1,900", "£2,650", "£500"], None),

    ("E36", G, "GLD-26-0746", "Mr Samuel Adeyemi-Ross", "information",
     "reply Mr Adeyemi-Ross 0746 - can he add dilaps cover now for future lettings? and would lost rent be covered "
     "while the shop's boarded",
     [part("whether Section 3 can be added to his policy now"),
      part("Section 2 pays lost rent for up to 12 months, but only where damage covered under Section 1 makes the "
           "property unfit to occupy",
           (GW, "If damage covered under Section 1 makes a property unfit to occupy, we pay the rent you lose for up "
            "to 12 months."), (GS2, "1, 2"))],
     [], None),

    ("E37", G, None, "Mr Idris Talbot-Hayes", "information",
     "prospect Mr Idris Talbot-Hayes - would we pay his surveyor at £240/hr, is there a limit per dilaps claim",
     [part("no: surveyors' time is paid at no more than £185 an hour plus VAT, and the surveyor must be a RICS member",
           (GW, "We pay surveyors' time at no more than £185 an hour plus VAT."),
           (GW, "Your surveyor: your surveyor must be a member of the Royal Institution of Chartered Surveyors.")),
      part("up to £30,000 for any one claim",
           (GW, "up to £30,000 for any one claim."))],
     [], "talbot"),

    ("E38", G, None, None, "lookup", "LCM-2 technical claims manager authority",
     [part("up to £30,000", (GM, "Technical claims manager up to £30,000."))], [], None),
    ("E39", G, None, None, "lookup", "GLU-6104455 - excess and sections for Unit 7",
     [part("£500; sections 1, 2 and 3",
           (GS1, "Unit 7, Crossways Trade Park, Ravenham RV4 8LT"), (GS1, "1, 2, 3"), (GS1, "£500"))], [], "stanwick"),
    ("E40", G, None, None, "lookup", "GLU/CL/0726 property owners liability limit?",
     [part("no property owners' liability section or limit is in the wording")], [], None),

    # ---------------- Loblolly Pine Casualty ----------------
    ("E41", L, "LPC-26-30881", "Marisol Quintero", "settlement",
     "PIP pmt ltr Marisol Quintero 30881 - show the math incl the deductible, who got paid what, how much PIP is left",
     [part("medical: ($6,850 - $1,000 deductible) x 80% = $4,680",
           (N("LPC-26-30881"), "PIP calc: $1,000 deductible applied to medical first: ($6,850 - $1,000) x 80% = "
            "$4,680."),
           (LW, "It is applied to the total of covered medical expenses and loss of income before the 80% and 60% "
            "percentages are applied."),
           (LD1, "$10,000 per person; deductible $1,000")),
      part("lost income: $2,400 x 60% = $1,440",
           (N("LPC-26-30881"), "Income $2,400 x 60% = $1,440."),
           (LW, "60% of loss of gross income")),
      part("total $6,120: $4,680 paid to her medical providers under their assignments, $1,440 to her by check",
           (N("LPC-26-30881"), "Paying $6,120: medical $4,680 to providers per assignments on file, income $1,440 to "
            "Marisol by check.")),
      part("$3,880 of her $10,000 PIP remains",
           (N("LPC-26-30881", "pip-payment-ledger-30881.txt"), "PIP remaining for this person $3,880.00"),
           (LW, "The most we will pay in PIP benefits for any one person is $10,000."))],
     ["$5,480", "$6,920", "$5,120", "$7,400"], None),

    ("E42", L, "LPC-26-30881", "Marisol Quintero", "information",
     "UM ltr Marisol 30881 - UM limit available (stacked), what we need from her, can she settle with Tillis herself, "
     "and mention she may need a med exam",
     [part("her UM is stacked over 2 autos, so $200,000 per person is available",
           (LD1, "$100,000 / $300,000 - stacked"),
           (LW, "Stacking: if the Declarations show stacked coverage, the limit for each covered auto may be added "
            "together."),
           (N("LPC-26-30881"), "Stacked, 2 autos: UM limit $200,000 per person available.")),
      part("complete medical records and bills to date, and employer wage verification for any further time off",
           (N("LPC-26-30881"), "Need for UM: complete medical records and bills to date, employer wage verification "
            "for any further time off.")),
      part("she must not settle with the at-fault driver or his insurer without first giving us written notice; we "
           "reply within 30 days",
           (LW, "Consent to settle: you must not settle with the at-fault driver or that driver's insurer without "
            "first giving us written notice. We will reply within 30 days.")),
      part("she may be asked to attend a medical examination by a physician we select",
           (LW, "An injured person must submit to medical examinations by physicians we select, as often as we "
            "reasonably require."))],
     [], None),

    ("E43", L, "LPC-26-30894", "Marisol Quintero and Dante Quintero", "settlement",
     "30894 Odyssey hit and run - sett ltr to the Quinteros: why collision not UM, the deductible, rental only $40 a "
     "day, and will it count at renewal",
     [part("Uninsured Motorists coverage does not cover damage to their own auto, so the claim is paid under Collision",
           (LW, "Part C does not cover property damage to your auto."),
           (N("LPC-26-30894"), "UM does not cover damage to their auto (Part C). Handle under Collision, $500 "
            "deductible.")),
      part("$3,240 repair less the $500 collision deductible = $2,740, paid to the shop as they directed",
           (N("LPC-26-30894"), "Estimate Palmetto Cove Collision Center $3,240. Less $500 deductible = $2,740, paid "
            "to the shop on the insureds' direction."),
           (LD1, "$500 deductible")),
      part("rental is paid at the $40 a day on their Declarations: 9 days = $360; the other $108 of the $468 bill is "
           "theirs",
           (LD1, "$40 per day, up to 30 days"),
           (N("LPC-26-30894"), "Rental from Sunray Rentals 9 days at $52/day = $468."),
           (N("LPC-26-30894"), "pay $40 x 9 = $360 to the insureds. Balance $108 is theirs.")),
      part("whether this claim will count against them at renewal")],
     ["$2,990", "$468 in full"], None),

    ("E44", L, "LPC-26-30907", "Terrence Albright", "decline",
     "denial ltr Albright 30907 PIP + UM - reasons and provisions, confirm the collision pmt, FL DFS",
     [part("PIP medical is denied: his first treatment was on 09/10/2026, 19 days after the accident, and PIP medical "
           "is only paid if initial treatment is within 14 days",
           (LW, "Initial treatment: we will not pay PIP medical benefits unless the insured person receives initial "
            "services and care within 14 days after the accident."),
           (N("LPC-26-30907"), "Terrence first saw a chiropractor on 09/10/2026 - 19 days after the accident.")),
      part("UM is denied: he rejected Uninsured Motorists coverage in writing, and Part C applies only if it is shown "
           "in the Declarations",
           (LD2, "Rejected - signed rejection form on file"),
           (LW, "This coverage applies only if Uninsured Motorists Coverage is shown in the Declarations.")),
      part("Collision: $2,180 less the $1,000 deductible = $1,180, paid to him by check",
           (N("LPC-26-30907"), "estimate $2,180 less $1,000 collision deductible = $1,180. Paid to Terrence by "
            "check."),
           (LD2, "$1,000 deductible")),
      part("questions: Policyholder Services 555-0137; he may contact the Florida Department of Financial Services, "
           "Division of Consumer Services",
           (LW, "Call Policyholder Services at 555-0137. If we cannot resolve your concern, you may contact the "
            "Florida Department of Financial Services, Division of Consumer Services."))],
     ["$1,680"], None),

    ("E45", L, "LPC-26-30915", "Terrence Albright", "acknowledgement",
     "ack Albright 30915 deer - claim no, adjuster + phone, which deductible, rental?, what we need, how long the "
     "repair takes",
     [part("claim LPC-26-30915, adjuster Tamsin Whitfield, 555-0163",
           (N("LPC-26-30915"), "Claim LPC-26-30915"), (N("LPC-26-30915"), "Adjuster: Tamsin Whitfield, 555-0163")),
      part("hitting an animal is paid under Other Than Collision, with the $500 deductible, not the $1,000 collision "
           "deductible",
           (LW, "Other than collision: loss caused by contact with a bird or animal, theft, fire, flood, hail or "
            "falling objects is paid under Other Than Collision, less that deductible."),
           (LD2, "$500 deductible"),
           (N("LPC-26-30915"), "Contact with an animal - Other Than Collision, $500 deductible (not the $1,000 "
            "collision deductible).")),
      part("there is no rental reimbursement on his policy",
           (LD2, "Not purchased"),
           (N("LPC-26-30915"), "No rental reimbursement on the Declarations - no rental payable.")),
      part("we need photos of the damage and a repair estimate, and the truck must be available for inspection before "
           "any repair starts",
           (N("LPC-26-30915"), "Need: photos of the damage, a repair estimate, and the truck available for our "
            "inspection before any repair starts."),
           (LW, "allow us to inspect the damaged auto before it is repaired.")),
      part("how long the repair will take")],
     ["$40 per day", "$40 a day"], None),

    ("E46", L, None, "Ms Keisha Lamont", "information",
     "prospect Ms Keisha Lamont - what does PIP pay for lost wages, and is medical capped if it's not an emergency "
     "condition",
     [part("60% of loss of gross income, within the $10,000 PIP maximum per person",
           (LW, "60% of loss of gross income"),
           (LW, "The most we will pay in PIP benefits for any one person is $10,000.")),
      part("medical benefits are limited to $2,500 unless a physician (or other listed provider) determines there was "
           "an emergency medical condition",
           (LW, "Emergency medical condition: medical benefits are limited to $2,500 for any one person unless a "
            "physician, osteopathic physician, dentist, physician assistant or advanced practice registered nurse "
            "has determined that the insured person had an emergency medical condition."))],
     [], "lamont"),

    ("E47", L, None, "Terrence Albright", "information",
     "Terrence Albright (LPA-4471802) - what are his collision and other-than-collision deductibles now, and what "
     "would it cost to add UM back",
     [part("collision $1,000 deductible; other than collision $500 deductible",
           (LD2, "$1,000 deductible"), (LD2, "$500 deductible")),
      part("the cost of adding Uninsured Motorists coverage")],
     [], "albright"),

    ("E48", L, None, None, "lookup", "ACF-9 claims supervisor authority",
     [part("up to $50,000", (LM, "claims supervisor up to $50,000"))], [], None),
    ("E49", L, None, None, "lookup", "LPA-4471820 rental reimbursement limit?",
     [part("$40 per day, up to 30 days", (LD1, "$40 per day, up to 30 days"))], [], "quintero"),
    ("E50", L, None, None, "lookup", "LPC-PAP (01-26) PIP death benefit?",
     [part("$5,000", (LW, "a death benefit of $5,000"))], [], None),
    ("E51", L, None, None, "lookup", "LPC-PAP (01-26) - towing and labor coverage?",
     [part("no towing and labor coverage is in the policy form")], [], None),
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
