"""Labels. forbidden = other customers' strings + other claims' strings + staff codes + shorthand + item-specific
wrong values, leaving out anything the item's addressee or part descriptions (or a lookup's question) use.
Policy-terms letters and lookups: every claim string is forbidden (own claims too)."""

P = "documents/policies/"
SW = P + "sallowfield-home-wording-SHI-HC-0926.pdf"; SE3 = P + "sallowfield-endorsement-SE3.pdf"
SS1 = P + "sallowfield-schedule-SHH-7730142.pdf"; SS2 = P + "sallowfield-schedule-SHH-7730124.pdf"
SS3 = P + "sallowfield-schedule-SHH-7751806.pdf"; SG = P + "sallowfield-handling-guide-HCH-2.docx"
GW = P + "grindlestone-van-wording-GVI-VT-0526.pdf"; GE4 = P + "grindlestone-endorsement-GE4.pdf"
GS1 = P + "grindlestone-schedule-GVP-3318207.pdf"; GS2 = P + "grindlestone-schedule-GVP-3318270.pdf"
GS3 = P + "grindlestone-schedule-GVP-3342915.pdf"; GD = P + "grindlestone-desk-notes-VCD-3.docx"
CF = P + "cedarnotch-renters-form-CN-HO4.pdf"; CRC = P + "cedarnotch-endorsement-CN-RC02.pdf"
CSPP = P + "cedarnotch-endorsement-CN-SPP04.pdf"; CD1 = P + "cedarnotch-declarations-RN-6614038.pdf"
CD2 = P + "cedarnotch-declarations-RN-6614083.pdf"; CD3 = P + "cedarnotch-declarations-RN-6629951.pdf"
CM = P + "cedarnotch-claims-manual-PLM-5.docx"

INSURER_OF_FILE = {}
for f in (SW, SE3, SS1, SS2, SS3, SG): INSURER_OF_FILE[f] = "sallowfield"
for f in (GW, GE4, GS1, GS2, GS3, GD): INSURER_OF_FILE[f] = "grindlestone"
for f in (CF, CRC, CSPP, CD1, CD2, CD3, CM): INSURER_OF_FILE[f] = "cedarnotch"


def N(ref, name="notes.txt"):
    return f"documents/claims/{ref}/{name}"


CUSTOMERS = {
    "gorran": ["Gorran", "Philippa", "Wheelwright Close", "AM9 2LP", "SHH-7730142"],
    "treharne": ["Treharne", "Rhodri", "Chapel Steps", "Wenlow", "WN2 8RF", "SHH-7730124"],
    "venmore": ["Venmore", "Anjali", "Quillon Court", "Quay Road", "AM9 1DN", "SHH-7751806", "sapphire"],
    "tranter": ["Tranter", "Brookside Road", "CB4 2NE", "GVP-3318207", "VX23 KTL"],
    "oksanen": ["Oksanen", "Carys", "Tinners Row", "CB5 9AS", "GVP-3318270", "WP21 HFD"],
    "kessock": ["Kessock", "Owain", "Millbrook Trading Estate", "CB6 1RR", "GVP-3342915", "KJ22 WXN", "Jake Moran"],
    "quintana": ["Quintana", "Marisol", "Sorrel Street", "Apt 3B", "RN-6614038", "43990"],
    "vollmer": ["Vollmer", "Terrence", "Heronsgate", "RN-6614083", "43991"],
    "fennimore": ["Fennimore", "Ingrid", "Foundry Lane", "RN-6629951", "43994", "violin"],
    "ardery": ["Ardery", "Callum"],
    "hartwell": ["Hartwell"],
    "olumide": ["Olumide"],
}

CLAIM_OWNER = {"SHC-26-5203": "gorran", "SHC-26-5217": "gorran", "SHC-26-5231": "treharne",
               "SHC-26-5248": "venmore", "SHC-26-5262": "treharne", "GVC-26-8812": "tranter",
               "GVC-26-8827": "tranter", "GVC-26-8839": "oksanen", "GVC-26-8846": "kessock",
               "CNC-26-4407": "quintana", "CNC-26-4419": "quintana", "CNC-26-4426": "vollmer",
               "CNC-26-4438": "fennimore", "CNC-26-4445": "vollmer"}

CLAIM_FACTS = {
    "SHC-26-5203": ["SHC-26-5203", "Tamar Flooring", "hot feed", "soldered joint", "£5,280", "£4,280", "£1,180",
                    "£3,460", "£165", "dehumidifier"],
    "SHC-26-5217": ["SHC-26-5217", "football", "Vistawave", "£742", "£542", "£899"],
    "SHC-26-5231": ["SHC-26-5231", "emulsion", "stair carpet", "Wenlow Carpets", "£1,350", "back bedroom"],
    "SHC-26-5248": ["SHC-26-5248", "Harcombe Manor", "wedding", "Greyfriars", "£3,960", "dancing"],
    "SHC-26-5262": ["SHC-26-5262", "ridge tile", "corroded nails", "Damon Lacey", "£1,560", "£1,310", "£1,140",
                    "£380", "goodwill", "fence panel", "landing ceiling", "70 mph"],
    "GVC-26-8812": ["GVC-26-8812", "tool vault", "laser level", "Armadeck", "CP/26/771045", "£3,900", "£3,620",
                    "£3,470", "£1,280", "£460", "£285", "doorbell camera", "02:40"],
    "GVC-26-8827": ["GVC-26-8827", "lamp post", "diesel", "Castlebury Commercial", "£2,960", "Keyline", "Ashgate"],
    "GVC-26-8839": ["GVC-26-8839", "CP/26/774388", "plastering mixer", "stilts", "£2,100", "call recording",
                    "load area"],
    "GVC-26-8846": ["GVC-26-8846", "gatepost", "Durnford", "£1,840", "£1,240", "£600", "rear light cluster"],
    "CNC-26-4407": ["CNC-26-4407", "Lake Corvin", "rental cabin", "Stonecrop", "$6,450"],
    "CNC-26-4419": ["CNC-26-4419", "balcony", "26-118204", "$2,910", "$3,410", "$720", "$1,020", "$690",
                    "$1,450", "$2,400", "necklace", "laptop"],
    "CNC-26-4426": ["CNC-26-4426", "grease fire", "Ridgeview Suites", "26-FD-3391", "Ashby Restoration",
                    "pack-out", "dog"],
    "CNC-26-4438": ["CNC-26-4438", "Harrow & Finch", "washing machine hose", "$2,300", "$590", "Apt 14",
                    "Community Symphony"],
    "CNC-26-4445": ["CNC-26-4445", "locker B-4", "mountain bike", "camping gear", "vinyl", "$2,750"],
}

STAFF = ["HCH-2", "EOW-SE3", "PCS-1", "Property Claims Surveyors", "VD-4", "Valuables Desk", "HEN-7",
         "VCD-3", "NTT-D", "VLT-P", "GE4-H", "YDX", "PLM-5", "SPP-LO", "ALE-14", "SIU-T", "RC-HOLD", "DNL-2",
         "SIU"]
SHORTHAND = ["FNOL", "PH says", "PH asks", "told PH", "Insd", "xs £", "EOW xs", "vol xs", "Sett calc", "Sett:",
             "ACV calc", "RC holdback", "Decline ltr", "Denial ltr", "Ack ltr", "Sett ltr", "Est recd", "recd",
             "o/s", "T&A", "TL agreed", "ded $", "B+C"]


def E(file, quote):
    return {"file": file, "quote": quote}


def part(text, *ev):
    return {"part": text, "answerable": bool(ev), "evidence": list(ev)}


ITEMS = []  # (id, claim_ref, addressee, type, instruction, parts, extra_forbidden, customer_of_item, insurer)


def add(iid, ref, addressee, lt, instr, parts, extra=(), cust=None, insurer=None):
    ITEMS.append((iid, ref, addressee, lt, instr, parts, list(extra), cust, insurer))


# ---------------- Sallowfield claim letters
R = "SHC-26-5203"
add("D01", R, "Mrs Philippa Gorran", "settlement",
    "sett ltr Gorran 5203 EOW - what we pay after xs, why xs is 1k not 400, when Tamar start",
    [part("trace and access £1,180 + floor and plinths £3,460 + drying £640 = £5,280, less the £1,000 Escape of Water Excess = £4,280, paid to Mrs Gorran by BACS",
          E(N(R), "Sett calc: T&A £1,180 + floor £3,460 + drying £640 = £5,280 less EOW xs £1,000 = £4,280, paid to PH by BACS today.")),
     part("the Escape of Water Excess is £1,000 because endorsement SE3 on her schedule replaces the usual £400",
          E(SE3, "Escape of Water Excess means the first £1,000 of any claim for loss or damage caused by water escaping from a fixed water or heating installation."),
          E(SS1, "Endorsements that apply: SE3"),
          E(SW, "Escape of Water Excess means the first £400 of any claim for loss or damage caused by water escaping from a fixed water or heating installation.")),
     part("Tamar Flooring & Joinery start on 21/09, about 5 working days, and the kitchen stays usable throughout",
          E(N(R), "Tamar to start works 21/09, about 5 working days, kitchen usable throughout per contractor."),
          E(N(R, "estimate-tamar-flooring.txt"), "Works can start 21/09/2026. Duration about 5 working days."))],
    extra=["£4,880", "£5,080"])
add("D02", R, "Mrs Philippa Gorran", "information",
    "Gorran 5203 - why isn't the plumber's £165 paid, what's the T&A limit, can she claim electric for the dehumidifiers",
    [part("the £165 for repairing the failed joint is not covered: the policy does not pay to repair the part the water escaped from unless frost caused the escape",
          E(SW, "1.5 We will not pay for the cost of repairing the part of the installation from which the water escaped, unless the escape was caused by frost."),
          E(N(R), "Joint repair £165 not covered - it is the part the water escaped from (s1.5) and no frost involved.")),
     part("trace and access is covered up to £5,000 and her £1,180 is within that",
          E(SW, "we will pay up to £5,000 for the cost of finding where the water is coming from and putting right the damage caused in finding it."),
          E(N(R), "T&A within the £5,000 limit and under £2,500 so no PCS-1 needed.")),
     part("whether the extra electricity used by the dehumidifiers can be claimed (not in the documents)")])
R = "SHC-26-5217"
add("D03", R, "Mrs Philippa Gorran", "settlement",
    "sett ltr Gorran 5217 TV - cash figure, why not the £899 she paid, + she asked will it put renewal up",
    [part("cash of £742 less the £200 excess = £542, paid by BACS",
          E(N(R), "Sett calc: £742 less xs £200 = £542 cash. PH accepted. BACS to go 21/10."),
          E(SS1, "Standard Excess £200")),
     part("cash is what the same-specification replacement from our supplier Vistawave Direct would cost us, which can be less than the £899 shop price",
          E(SW, "If we can replace an item through one of our suppliers but you ask for cash instead, we will pay you what the replacement would have cost us, which may be less than the shop price."),
          E(N(R), "Offered replacement through our supplier Vistawave Direct - same spec model, supplier cost £742.")),
     part("whether the claim will increase her renewal premium (not in the documents)")],
    extra=["£699", "£1,000"])
R = "SHC-26-5231"
add("D04", R, "Mr Rhodri Treharne", "decline",
    "decline Treharne 5231 paint on stair carpet - no AD contents on his sched, bldgs only. complaints para",
    [part("carpets count as contents, not buildings, under the policy's meanings of words",
          E(SW, "Contents means household goods and personal belongings that you or your family own or are responsible for, including carpets, curtains and furniture"),
          E(SW, "Buildings means the home, its fixtures and fittings, permanently fitted kitchen units and sanitary ware, garages and outbuildings, walls, gates, fences, paths and drives, but not carpets.")),
     part("his schedule includes Accidental Damage for buildings but not for contents, and a spill is not one of the insured causes, so the claim is declined",
          E(SS2, "Accidental Damage - contents Not included"),
          E(SW, "3.2 If your schedule shows Accidental Damage for contents, we will pay for accidental damage to contents in your home, for example spilling paint on a carpet or dropping a television."),
          E(N(R), "No AD contents so no cover under s3.2, and a spill is not one of the causes in s1.1.")),
     part("he can complain to the Customer Relations Team (01632 960 418, complaints@sallowfield.example); final response within 8 weeks, then the Financial Ombudsman Service",
          E(SW, "If you are unhappy with our service, contact our Customer Relations Team at Sallowfield House, 4 Tannery Wharf, Abbotsmere AM9 4QT, telephone 01632 960 418, email complaints@sallowfield.example."),
          E(SW, "If you are not happy with our final response, or we have not sent it within 8 weeks, you can refer your complaint to the Financial Ombudsman Service free of charge."))])
R = "SHC-26-5248"
add("D05", R, "Ms Anjali Venmore", "acknowledgement",
    "ack Venmore 5248 lost ring - is it covered (specified?), her xs, she asked how long",
    [part("the ring is a specified item on her schedule at £4,200 and loss away from the home is covered under her Personal Possessions cover",
          E(SS3, "Sapphire and diamond ring £4,200"),
          E(SW, "Items your schedule lists as specified are covered up to the amount shown."),
          E(N(R), "Lost away from home so PP cover applies; not left unattended (she was wearing it).")),
     part("the standard £200 excess applies",
          E(SS3, "Standard Excess £200")),
     part("how long the claim will take (not in the documents)")],
    extra=["£4,000"])
add("D06", R, "Ms Anjali Venmore", "settlement",
    "sett ltr Venmore 5248 - replacement thru Greyfriars, her £200, next step; cash would be less than 4,200 if she changes mind; she asked do we go after the hotel",
    [part("the ring will be replaced like for like through our jeweller Greyfriars Replacements; she pays the £200 excess to Greyfriars",
          E(N(R), "Sett: replacement through Greyfriars, PH pays the £200 xs to Greyfriars."),
          E(N(R), "Replacement through our jeweller Greyfriars Replacements quoted £3,960 like for like.")),
     part("Greyfriars will contact her within 5 working days to book a showroom appointment to approve the design",
          E(N(R), "Greyfriars will contact her within 5 working days to book a showroom appointment to approve the design.")),
     part("if she took cash instead it would be what the replacement costs us, which may be less than the £4,200 on the schedule",
          E(SW, "If we can replace an item through one of our suppliers but you ask for cash instead, we will pay you what the replacement would have cost us, which may be less than the shop price.")),
     part("whether we will try to recover the cost from the hotel (not in the documents)")],
    extra=["£4,000"])
R = "SHC-26-5262"
add("D07", R, "Mr Rhodri Treharne", "complaint_response",
    "FRL Treharne 5262 storm - complaint: told £200 xs at FNOL, rear tiles refused, surveyor took 9 days. TL ok'd goodwill",
    [part("his excess is £250 as his schedule shows; we wrongly told him £200 when he first called and we apologise",
          E(SS2, "Standard Excess £250"),
          E(N(R), "Checked the FNOL note - I did quote the std £200 but his sched shows £250. Our error, apologise.")),
     part("the six slipped rear tiles were held by corroded nails, wear and tear from before the storm, so they are not covered; the fence panel is not covered because storm damage to fences is excluded",
          E(N(R), "The 6 slipped tiles at the rear were held by corroded nails - wear and tear, there before the storm."),
          E(SW, "We will not pay for damage to fences, gates or hedges caused by storm or flood."),
          E(SW, "We will not pay for wear and tear, or for the cost of repairing anything that was already loose, worn or in poor condition before the event, such as roof tiles held by rusted or corroded fixings.")),
     part("the offer of £1,310 (ridge £1,140 + landing ceiling £420 = £1,560, less £250) stands, and a separate £75 goodwill payment is made for the wrong excess information",
          E(N(R), "Offer: re-bed ridge £1,140 + repair and redecorate landing ceiling £420 = £1,560 less xs £250 = £1,310."),
          E(N(R), "TL agreed £75 goodwill for the wrong excess info. Offer of £1,310 stands, goodwill paid separately.")),
     part("why the surveyor took 9 days to attend (not in the documents)")],
    extra=["£1,360"])

# ---------------- Grindlestone claim letters
R = "GVC-26-8812"
add("D08", R, "Mr Lewis Tranter", "settlement",
    "sett ltr Tranter 8812 tools - calc incl the laser cap, when paid, loss of earnings is a no",
    [part("tools claimed £3,900; the laser level is limited to £1,000 as the most for any one tool, giving £3,620, less the £150 tools excess = £3,470",
          E(N(R), "Laser level capped at £1,000 (single item limit, 3.2). Sett calc: £3,900 less £280 = £3,620, less tools xs £150 = £3,470."),
          E(GW, "3.2 The most we will pay for any one tool or item of equipment is £1,000."),
          E(GW, "Tools Excess means the first £150 of each claim under Section 3.")),
     part("payment by BACS on 21/07",
          E(N(R), "BACS to PH 21/07.")),
     part("the two days' lost earnings are not covered",
          E(GW, "5.2 We will not pay for loss of earnings, loss of business or any other indirect loss caused by the van or tools being unavailable."),
          E(N(R), "PH asks about loss of earnings for the 2 days he could not work (£460) - told him not covered (5.2)."))],
    extra=["£3,750", "£3,900 less £150"])
add("D09", R, "Mr Lewis Tranter", "information",
    "Tranter 8812 - side door lock, do we pay? also wants to know re NCD",
    [part("the side door lock is covered under Section 1 as attempted theft damage, but the £285 repair is less than his £350 own damage excess, so nothing is payable",
          E(N(R), "Also asks about the side door lock: covered under Section 1 as attempted theft damage, but own damage xs £350 applies and the lock quote is £285, so nothing to pay."),
          E(GW, "Own Damage Excess means the first £350 of each claim for loss of or damage to the van"),
          E(GS1, "Voluntary excess None")),
     part("whether the claim affects his no claim discount (not in the documents)")])
R = "GVC-26-8827"
add("D10", R, "Mr Lewis Tranter", "acknowledgement",
    "ack Tranter 8827 roundabout - where van is + est, hire van, his xs. tell him not to reply to council re lamp post",
    [part("the van is at Castlebury Commercial Body Repairs; estimate £2,960 including VAT; parts about 3 days, then 8 working days' repair",
          E(N(R), "Est recd from Castlebury Commercial Body Repairs: £2,960 inc VAT. Parts 3 days, repair 8 working days after parts arrive.")),
     part("a replacement van under Van Hire Plus (GE4) was delivered on 03/09, for up to 14 days, with no excess",
          E(N(R), "Replacement van booked via Keyline Hire, GE4-H, delivered to PH 03/09. Up to 14 days."),
          E(GE4, "we will provide a replacement van of similar size, or pay up to £60 a day towards hiring one, for up to 14 days."),
          E(GE4, "No excess applies to this endorsement.")),
     part("he pays the £350 own damage excess to the repairer on collection",
          E(N(R), "PH pays own damage xs £350 to the repairer on collection."),
          E(GW, "Own Damage Excess means the first £350 of each claim for loss of or damage to the van")),
     part("if the council writes about the lamp post he should send the letter to us and not reply himself",
          E(N(R), "Council may claim for the lamp post - PH to send us any letter he gets from them and not to reply himself."))])
R = "GVC-26-8839"
add("D11", R, "Ms Carys Oksanen", "decline",
    "decline Oksanen 8839 tools taken overnight from van on street, no vault. usual complaints para",
    [part("the tools were stolen overnight from her van parked on the street, from the load area, with no vault or tool safe fitted",
          E(N(R), "PH's van parked on the street outside 8 Tinners Row overnight 10/08 to 11/08."),
          E(N(R), "PH says the tools were loose in the load area, no vault or tool safe fitted.")),
     part("theft of tools from the van at night (9pm to 7am) is covered only if the van was in a locked garage or building or the tools were in a locked vault or tool safe fixed to the van, so the claim is declined",
          E(GW, "3.3 Theft of tools from the van at Night is covered only if the van was in a locked garage or building, or the tools were in a locked security vault or tool safe permanently fixed to the van."),
          E(GW, "Night means between 9pm and 7am.")),
     part("she can complain to Grindlestone Customer Care (01632 960 733, care@grindlestone.example); final response within 8 weeks, then the Financial Ombudsman Service",
          E(GW, "If you are unhappy, contact Grindlestone Customer Care, 9 Forge Lane, Castlebury CB4 7HW, telephone 01632 960 733, email care@grindlestone.example."),
          E(GW, "If you remain unhappy, or we have not replied within 8 weeks, you may refer your complaint to the Financial Ombudsman Service, which is free to use."))])
add("D12", R, "Ms Carys Oksanen", "complaint_response",
    "FRL Oksanen 8839 - decline stands. back door lock (her 310 quote), says she was promised a review on the phone, + never told re vault at sale",
    [part("the decline is upheld under the night-time tools theft condition 3.3",
          E(N(R), "Reviewed. Decline stands under 3.3."),
          E(GW, "3.3 Theft of tools from the van at Night is covered only if the van was in a locked garage or building, or the tools were in a locked security vault or tool safe permanently fixed to the van.")),
     part("the rear door lock is covered under Section 1 as attempted theft, but the £310 quote is less than her £500 excess (£350 own damage plus £150 voluntary), so nothing is payable",
          E(N(R), "Rear door lock is covered under Section 1 (attempted theft) but her own damage xs is £350 plus vol xs £150 = £500 and the lock quote is £310, so nothing payable."),
          E(GS2, "Voluntary excess £150"),
          E(GW, "unless your schedule shows a voluntary excess as well, in which case both are added together.")),
     part("there is no note of any promise to review the decline on the 11 August call; the call recording has been requested",
          E(N(R), "No note of any promise to review on the 11/08 call. Call recording requested, o/s.")),
     part("she bought the policy direct online on 3 March 2026 and we hold no record of what she was shown or told at the time",
          E(N(R), "Policy bought direct online 03/03/26; we hold no record of what she was shown or told at the time of purchase."))])
R = "GVC-26-8846"
add("D13", R, "Mr Owain Kessock", "information",
    "Kessock 8846 - why £600 xs, can they have hire van, loss of earnings, can Jake stay on at renewal",
    [part("the £600 excess is the £350 own damage excess plus the £250 young driver excess, because Jake Moran, 22, was driving",
          E(GW, "Young Driver Excess means an extra £250 that applies when the van is being driven by someone under 25 at the time of the loss. It is added to the Own Damage Excess."),
          E(N(R), "Moran is 22, under 25 at the time of the loss. Young driver xs £250 added to own damage xs £350 = £600 total."),
          E(GS3, "Jake Moran 22")),
     part("no replacement van, as the Van Hire Plus endorsement GE4 is not on their policy",
          E(GW, "5.1 A courtesy or replacement van is not provided under this policy unless your schedule shows the Van Hire Plus endorsement GE4."),
          E(GS3, "Endorsements that apply: none")),
     part("loss of earnings while the van is off the road is not covered",
          E(GW, "5.2 We will not pay for loss of earnings, loss of business or any other indirect loss caused by the van or tools being unavailable.")),
     part("whether Jake Moran can stay on the policy at renewal (not in the documents)")],
    extra=["£1,490"])
add("D14", R, "Mr Owain Kessock", "settlement",
    "sett ltr Kessock 8846 - Durnford est, what we pay, their £600, livery, dates",
    [part("estimate £1,840 less the £600 excess = £1,240 paid to Durnford Body & Paint; Kessock Joinery pays the £600 to Durnford on collection",
          E(N(R), "Sett calc: £1,840 less £600 = £1,240 paid to Durnford. Kessock Joinery pays the £600 to Durnford on collection.")),
     part("the estimate includes £310 to reinstate the sign-written panel, within the £750 livery limit",
          E(N(R), "including £310 to reinstate the sign-written panel (within the £750 livery limit)"),
          E(GW, "1.3 We will pay up to £750 to reinstate sign-writing or livery on the van.")),
     part("booked in on 19/10, repair about 4 days",
          E(N(R), "Booked in 19/10, repair 4 days."))],
    extra=["£1,490"])

# ---------------- Cedar Notch claim letters
R = "CNC-26-4407"
add("D15", R, "Marisol Quintana", "settlement",
    "settlement ltr Quintana 4407 ring - why $6,450 not 6,800, no ded, check mailed. she asked what if ring turns up",
    [part("scheduled jewelry is paid at the least of actual cash value, cost to repair, cost to replace with substantially identical property, or the amount of insurance; the $6,450 replacement cost is less than the $6,800 scheduled",
          E(CSPP, "Jewelry, cameras and musical instruments: we will pay the least of the actual cash value, the cost to repair, the cost to replace with substantially identical property, or the amount of insurance shown in the Schedule."),
          E(N(R), "Explained SPP pays the least of the four, which here is the replacement cost of $6,450.")),
     part("no deductible applies to scheduled property",
          E(CSPP, "No deductible applies to scheduled property."),
          E(N(R), "No deductible on scheduled property.")),
     part("a check for $6,450 payable to Marisol Quintana was mailed on 09/22",
          E(N(R), "Check for $6,450 issued payable to Marisol Quintana, mailed 09/22.")),
     part("if she finds the ring later she may keep it only if she repays the amount we paid",
          E(CSPP, "If you recover scheduled property after we have paid for it, you may keep it only if you repay us the amount we paid."))],
    extra=["$6,300", "$5,950"])
R = "CNC-26-4419"
add("D16", R, "Marisol Quintana", "settlement",
    "settlement ltr Quintana 4419 burglary - ACV calc, cash + necklace limits, $720 holdback and deadline",
    [part("actual cash value now: laptop $1,020 + TV $690 + cash $200 + necklace $1,500 = $3,410, less the $500 deductible = $2,910, check mailed 11/06",
          E(N(R), "ACV calc: laptop $1,020 + TV $690 + cash $200 + necklace $1,500 = $3,410 less ded $500 = $2,910 payable now."),
          E(N(R), "Check for $2,910 mailed to insd."),
          E(CD1, "Deductible (Coverage C, each loss) $500")),
     part("cash is limited to $200 and theft of jewelry to $1,500 under the special limits",
          E(CF, "Money, bank notes, coins $200"),
          E(CF, "Theft of jewelry, watches, furs, precious stones $1,500")),
     part("the $720 depreciation held back (laptop $430, TV $290) is paid on receipts if she replaces them within 180 days of the loss, by 05/01/2027",
          E(N(R), "RC holdback: laptop $430 + TV $290 = $720, released on receipts if replaced within 180 days of loss (by 05/01/2027)."),
          E(CRC, "You may make a claim for the additional amount on a replacement cost basis if the property is repaired or replaced within 180 days after the loss."))],
    extra=["$4,210"])
add("D17", R, "Marisol Quintana", "complaint_response",
    "complaint resp Quintana 4419 - necklace 1500 v 2400, cash only 200, wants full RC now, nobody returned calls 11/10-11/17",
    [part("the necklace was not scheduled, so the $1,500 special limit for theft of jewelry applies even though it cost $2,400",
          E(N(R), "Necklace not scheduled - theft of jewelry special limit $1,500 applies (receipt $2,400)."),
          E(CF, "Theft of jewelry, watches, furs, precious stones $1,500")),
     part("money is limited to $200 for each loss",
          E(CF, "Money, bank notes, coins $200"),
          E(CF, "The special limit for each category is the total limit for each loss for all property in that category.")),
     part("under the replacement cost endorsement we pay actual cash value until the items are replaced; the $720 follows once she replaces them within 180 days",
          E(CRC, "We will pay no more than the actual cash value of the damage until actual repair or replacement is complete."),
          E(N(R), "RC holdback: laptop $430 + TV $290 = $720, released on receipts if replaced within 180 days of loss (by 05/01/2027).")),
     part("her calls from 11/10 to 11/17 went unanswered because the adjuster was on leave and no cover was set up; we apologize",
          E(N(R), "I was on PTO that week and no cover was set up on the file - apologized."))])
R = "CNC-26-4426"
add("D18", R, "Terrence Vollmer", "acknowledgement",
    "ack Vollmer 4426 kitchen fire - hotel ok'd, no ded on ALE, pack-out, his $1,000 ded + ACV on contents",
    [part("hotel at Ridgeview Suites approved at up to $175 a night while the unit is not fit to live in",
          E(N(R), "Hotel approved at Ridgeview Suites up to $175/night.")),
     part("no deductible applies to Additional Living Expense under Coverage D",
          E(CF, "No deductible applies to Coverage D.")),
     part("Ashby Restoration will pack out and clean his contents from 10/10; the contents claim is subject to his $1,000 deductible and settled at actual cash value",
          E(N(R), "Ashby Restoration to do contents pack-out and cleaning 10/10."),
          E(CD2, "Deductible (Coverage C, each loss) $1,000"),
          E(CF, "Covered losses are settled at actual cash value at the time of loss, but not more than the amount required to repair or replace, unless the Replacement Cost endorsement CN-RC 02 is shown in the Declarations."))],
    extra=["$500"])
add("D19", R, "Terrence Vollmer", "information",
    "Vollmer 4426 - meals + dog boarding claimable?, landlord's cabinets, what if landlord comes after him, and will his premium go up",
    [part("the extra cost of eating out over his normal grocery spend and boarding his dog are covered as Additional Living Expense; he should keep receipts",
          E(CF, "we cover Additional Living Expense, meaning any necessary increase in living expenses incurred by you so that your household can maintain its normal standard of living."),
          E(N(R), "Meals: the extra cost of eating out over his normal grocery spend is ALE, keep receipts."),
          E(N(R), "Boarding for his dog at $35/day while the hotel won't take pets - ALE as a necessary increase, keep receipts.")),
     part("the burned kitchen cabinets are part of the landlord's building and not covered by his renters policy",
          E(CF, "The building you rent is not covered."),
          E(N(R), "no, they are the landlord's building, not his property; for the landlord's own insurer.")),
     part("if the landlord or their insurer claims against him for the fire damage, his personal liability cover (Coverage E, $100,000) covers fire damage to the rented premises; he should send us anything he receives",
          E(CF, "Coverage E does not apply to property damage to property rented to, occupied or used by an insured, except for property damage caused by fire, smoke or explosion."),
          E(CD2, "E - Personal Liability (each occurrence) $100,000"),
          E(N(R), "Told him to send us anything he receives from the landlord or their insurer.")),
     part("whether his premium will go up at renewal (not in the documents)")])
R = "CNC-26-4438"
add("D20", R, "Ingrid Fennimore", "information",
    "Fennimore 4438 - is violin ok given she plays in an orchestra, ded on rug/books?, and she wants loss in value after repair",
    [part("the violin is covered: instruments are excluded only while played for pay, and she plays unpaid in a community orchestra",
          E(CSPP, "Musical instruments are not covered while being played for pay unless the Schedule says so."),
          E(N(R), "Insd plays in the Ellery Falls Community Symphony, unpaid. Not played for pay, so SPP cover ok.")),
     part("the rug and books are covered for water discharged from a household appliance, subject to her $500 deductible; there is no deductible on the violin",
          E(CF, "accidental discharge or overflow of water or steam from within a plumbing, heating, air conditioning or automatic fire protective sprinkler system or from within a household appliance"),
          E(CD3, "Deductible (Coverage C, each loss) $500"),
          E(CSPP, "No deductible applies to scheduled property.")),
     part("whether a loss in value of the violin after repair (about $1,500 in her view) will be paid (not in the documents)")])
add("D21", R, "Ingrid Fennimore", "settlement",
    "settlement ltr Fennimore 4438 - violin paid to H&F, rug/books ACV now + holdback, subro incl her ded",
    [part("the $2,300 violin repair is paid direct to Harrow & Finch Violins as the least-of amount (cost to repair), with no deductible",
          E(N(R), "Violin: least of = cost to repair, $2,300 paid direct to Harrow & Finch."),
          E(CSPP, "No deductible applies to scheduled property.")),
     part("rug and books: actual cash value $410 + $180 = $590 less the $500 deductible = $90 now, and $310 more on receipts if replaced within 180 days",
          E(N(R), "ACV calc: $410 + $180 = $590 less ded $500 = $90 payable now. RC holdback $310 on receipts within 180 days."),
          E(CRC, "You may make a claim for the additional amount on a replacement cost basis if the property is repaired or replaced within 180 days after the loss.")),
     part("we will seek recovery from the upstairs tenant's insurer, including her $500 deductible, and refund it to her if recovered",
          E(N(R), "Subro vs the Apt 14 tenant's insurer to open - will include insd's $500 ded in our recovery and refund her if recovered."),
          E(CF, "If we make a payment, we may require you to assign to us your right of recovery against another party to the extent of our payment."))],
    extra=["$1,800"])
R = "CNC-26-4445"
add("D22", R, "Terrence Vollmer", "decline",
    "denial Vollmer 4445 basement locker - surface water. mention sewer backup excl too. who to call. he asked where to get flood cover",
    [part("water came in under the exterior door and through the foundation wall after heavy rain; that is surface water, excluded as flood",
          E(N(R), "water came into the building's basement storage area under the exterior door and through the foundation wall, about 6 inches deep."),
          E(CF, "We do not cover loss caused by flood, including surface water, waves, tidal water, or overflow of any body of water, whether or not driven by wind.")),
     part("the floor drain did not back up, and water backing up through drains would be excluded in any case",
          E(N(R), "building manager confirms the floor drain did not back up, water came in under the door. Either way excluded."),
          E(CF, "We do not cover loss caused by water which backs up through sewers or drains or which overflows or is discharged from a sump, sump pump or related equipment.")),
     part("questions or complaints: Cedar Notch Customer Relations at (555) 555-0147, and then the state department of insurance",
          E(CF, "If you have a question or a complaint about a claim, call Cedar Notch Customer Relations at (555) 555-0147"),
          E(CF, "If we cannot resolve your complaint, you may contact your state department of insurance.")),
     part("where he can buy flood insurance (not in the documents)")])

# ---------------- policy-terms letters (claim_ref null)
add("D23", None, "Mr Rhodri Treharne", "information",
    "Treharne - wants info re adding AD contents and home emergency: what they'd cover, and how much",
    [part("accidental damage to contents covers accidental damage in the home, such as spilling paint on a carpet or dropping a television, but not pet damage, clothing, mechanical or electrical breakdown, or damage while the home is let or unoccupied",
          E(SW, "3.2 If your schedule shows Accidental Damage for contents, we will pay for accidental damage to contents in your home, for example spilling paint on a carpet or dropping a television."),
          E(SW, "3.3 We will not pay under this section for damage caused by pets chewing, scratching or fouling; damage to clothing; mechanical or electrical breakdown; or damage while your home is let or Unoccupied.")),
     part("home emergency covers sudden emergencies such as boiler, plumbing or drainage failure, up to £500 including VAT for each emergency, with no excess",
          E(SW, "It includes failure of your boiler, plumbing or drainage, loss of your only keys, and pests in the living areas."),
          E(SW, "4.3 We will pay up to £500 including VAT for each emergency, for the call-out, labour, parts and materials needed to make your home safe and prevent further damage."),
          E(SW, "4.4 No Excess applies to a claim under this section.")),
     part("the cost of adding these covers (not in the documents)")],
    cust="treharne")
add("D24", None, "Mr Lewis Tranter", "information",
    "Tranter - taking on an apprentice, 19, to drive the van: what xs? tools covered on site? and what it costs to add him",
    [part("when a driver under 25 is driving, the £250 Young Driver Excess is added to the £350 Own Damage Excess, £600 in total",
          E(GW, "Young Driver Excess means an extra £250 that applies when the van is being driven by someone under 25 at the time of the loss. It is added to the Own Damage Excess."),
          E(GW, "Own Damage Excess means the first £350 of each claim for loss of or damage to the van"),
          E(GS1, "Voluntary excess None")),
     part("tools are covered in the van, on a site where he is working, or at home, up to his £5,000 tools sum insured",
          E(GW, "we will pay for loss of or damage to your tools while they are in the van, on a site where you are working, or in your home, up to the Tools sum insured on your schedule."),
          E(GS1, "Tools sum insured £5,000")),
     part("whether the apprentice can be added as a driver and what it would cost (not in the documents)")],
    cust="tranter")
add("D25", None, "Mr Callum Ardery", "information",
    "prospect Mr Ardery - home emergency q's: what counts, limit, does he have to use our number. also house empty 3 months while he works away",
    [part("emergencies include failure of the boiler, plumbing or drainage, loss of the only keys and pests; up to £500 including VAT per emergency, with no excess",
          E(SW, "It includes failure of your boiler, plumbing or drainage, loss of your only keys, and pests in the living areas."),
          E(SW, "4.3 We will pay up to £500 including VAT for each emergency, for the call-out, labour, parts and materials needed to make your home safe and prevent further damage."),
          E(SW, "4.4 No Excess applies to a claim under this section.")),
     part("he must call the 24-hour Home Emergency line (01632 960 214) first; if he arranges work himself we pay no more than £150",
          E(SW, "In an emergency call our 24-hour Home Emergency line on 01632 960 214."),
          E(SW, "If you arrange work without calling us first, we will pay no more than £150 towards it.")),
     part("if the home is not lived in for more than 60 days in a row, escape of water, theft and malicious damage are not covered after the first 60 days, and accidental damage is not covered while it is unoccupied",
          E(SW, "Unoccupied means not lived in by you or your family for more than 60 days in a row."),
          E(SW, "5.1 Unoccupancy. If your home is Unoccupied, we will not pay for loss or damage caused by escape of water, theft or malicious damage after the first 60 days."),
          E(SW, "or damage while your home is let or Unoccupied."))],
    cust="ardery")
add("D26", None, "Ms Dana Hartwell", "information",
    "prospect Dana Hartwell - renters: is her jewelry covered for theft, what does scheduling get her, and cost to schedule her grandmother's ring",
    [part("theft of jewelry, watches, furs and precious stones is limited to $1,500 in total for each loss under Coverage C",
          E(CF, "Theft of jewelry, watches, furs, precious stones $1,500"),
          E(CF, "The special limit for each category is the total limit for each loss for all property in that category.")),
     part("a scheduled item under CN-SPP 04 is covered for direct physical loss including mysterious disappearance, with no deductible, paid at the least of actual cash value, repair, replacement or the scheduled amount",
          E(CSPP, "We insure against direct physical loss to the property described, including mysterious disappearance, except loss caused by wear and tear, gradual deterioration, insects, vermin, inherent vice, war or nuclear hazard."),
          E(CSPP, "No deductible applies to scheduled property."),
          E(CSPP, "we will pay the least of the actual cash value, the cost to repair, the cost to replace with substantially identical property, or the amount of insurance shown in the Schedule.")),
     part("the premium to schedule the ring (not in the documents)")],
    cust="hartwell")
add("D27", None, "Mr Ade Olumide", "information",
    "prospect Olumide, plumber - tools left overnight in van on his drive ok?, any one tool limit, do we give a courtesy van",
    [part("at night (9pm to 7am) theft of tools from the van is covered only if the van is in a locked garage or building or the tools are in a locked vault or tool safe fixed to the van, and there must be visible forced entry",
          E(GW, "3.3 Theft of tools from the van at Night is covered only if the van was in a locked garage or building, or the tools were in a locked security vault or tool safe permanently fixed to the van. In every case there must be visible signs of forced entry to the van."),
          E(GW, "Night means between 9pm and 7am.")),
     part("the most paid for any one tool or item of equipment is £1,000",
          E(GW, "3.2 The most we will pay for any one tool or item of equipment is £1,000.")),
     part("a replacement van comes only with the Van Hire Plus endorsement GE4: up to 14 days (£60 a day towards hire), or 21 days if the van is stolen and not recovered",
          E(GW, "5.1 A courtesy or replacement van is not provided under this policy unless your schedule shows the Van Hire Plus endorsement GE4."),
          E(GE4, "we will provide a replacement van of similar size, or pay up to £60 a day towards hiring one, for up to 14 days."),
          E(GE4, "If the van is stolen and not recovered, the replacement van is provided for up to 21 days."))],
    cust="olumide")

# ---------------- lookups
def look(iid, q, p, cust=None, insurer=None):
    add(iid, None, None, "lookup", q, [p], cust=cust, insurer=insurer)

look("D28", "HCH-2 team leader authority?",
     part("up to £15,000", E(SG, "Team leader"), E(SG, "up to £15,000")))
look("D29", "sallowfield EOW - T&A over what needs a surveyor visit",
     part("trace and access estimates above £2,500 need a surveyor visit; refer to Property Claims Surveyors, code PCS-1",
          E(SG, "Trace and access estimates above £2,500 need a surveyor visit before we agree them. Refer to Property Claims Surveyors with code PCS-1.")))
look("D30", "grindlestone tools claim - when do we need receipts?",
     part("tools claims over £2,000 in total need receipts, invoices or bank statements for every item over £300",
          E(GD, "Tools claims over £2,000 in total need receipts, invoices or bank statements for every item over £300.")))
look("D31", "cedar notch - hotel per night an adjuster can pre-approve, and when do we need a supervisor",
     part("up to $175 per night; a stay beyond 14 days needs supervisor approval (ALE-14)",
          E(CM, "Adjusters may pre-approve a hotel at up to $175 per night. Any stay beyond 14 days needs supervisor approval, code ALE-14.")))
look("D32", "PLM-5 - how long can contents sit in storage after a pack-out before it needs approval?",
     part("storage period allowed after a pack-out (not in the documents)"), insurer="cedarnotch")
look("D33", "std xs on SHH-7730124?",
     part("£250", E(SS2, "Standard Excess £250")), cust="treharne")
look("D34", "GVP-3318270 tools SI and vol xs",
     part("tools sum insured £2,500; voluntary excess £150",
          E(GS2, "Tools sum insured £2,500"), E(GS2, "Voluntary excess £150")), cust="oksanen")
look("D35", "RN-6614083 - ded, and is it RC or ACV?",
     part("$1,000 deductible; CN-RC 02 is not shown, so losses are settled at actual cash value",
          E(CD2, "Deductible (Coverage C, each loss) $1,000"),
          E(CD2, "Forms and endorsements: CN-HO4 (02-26)"),
          E(CF, "Covered losses are settled at actual cash value at the time of loss, but not more than the amount required to repair or replace, unless the Replacement Cost endorsement CN-RC 02 is shown in the Declarations.")),
     cust="vollmer")
look("D36", "what's scheduled on RN-6629951",
     part("a violin, German, about 1890, with bow, scheduled at $12,500",
          E(CD3, "Violin, German, about 1890, with bow $12,500")), cust="fennimore")
look("D37", "GVP-3342915 - how many yrs NCD?",
     part("the no claim discount years on the policy (not in the documents)"), cust="kessock", insurer="grindlestone")
look("D38", "sallowfield alt accommodation limit",
     part("up to 20% of the buildings sum insured",
          E(SW, "we will pay the reasonable cost of alternative accommodation for you, your family and your pets, up to 20% of the buildings sum insured.")))
look("D39", "sallowfield home emergency - boiler over 15 yrs old, what do we pay",
     part("no parts for a boiler more than 15 years old, but the call-out and first hour of labour are paid",
          E(SW, "4.5 We will not pay for parts for a boiler more than 15 years old. We will still pay for the call-out and the first hour of labour.")))
look("D40", "grindlestone livery / signwriting limit?",
     part("£750", E(GW, "1.3 We will pay up to £750 to reinstate sign-writing or livery on the van.")))
look("D41", "GE4 - hire days if van stolen and not recovered",
     part("up to 21 days", E(GE4, "If the van is stolen and not recovered, the replacement van is provided for up to 21 days.")))
look("D42", "CN-HO4 theft of firearms limit",
     part("$2,500", E(CF, "Theft of firearms $2,500")))
look("D43", "CN-SPP 04 - how are musical instruments settled",
     part("the least of actual cash value, cost to repair, cost to replace with substantially identical property, or the amount of insurance in the Schedule",
          E(CSPP, "Jewelry, cameras and musical instruments: we will pay the least of the actual cash value, the cost to repair, the cost to replace with substantially identical property, or the amount of insurance shown in the Schedule.")))

INSURER_OF_ITEM = {}


def build():
    out = []
    for iid, ref, addressee, lt, instr, parts, extra, cust, insurer in ITEMS:
        if ref:
            own_cust = CLAIM_OWNER[ref]
            claim_forb = [s for r, v in CLAIM_FACTS.items() if r != ref for s in v]
        else:
            own_cust = cust
            claim_forb = [s for v in CLAIM_FACTS.values() for s in v]
        cust_forb = [s for c, v in CUSTOMERS.items() if c != own_cust for s in v]
        own = " ".join([addressee or ""] + [p["part"] for p in parts]).lower()
        if lt == "lookup":
            own += " " + instr.lower()
        forb, seen = [], set()
        for s in cust_forb + claim_forb + STAFF + SHORTHAND + extra:
            if s.lower() in own or s.lower() in seen:
                continue
            seen.add(s.lower()); forb.append(s)
        if ref:
            from claims_content import CLAIMS
            ins = CLAIMS[ref]["insurer"]
        elif insurer:
            ins = insurer
        else:
            ins = INSURER_OF_FILE[parts[0]["evidence"][0]["file"]]
        INSURER_OF_ITEM[iid] = ins
        out.append({"id": iid, "claim_ref": ref, "addressee": addressee, "letter_type": lt,
                    "instruction": instr, "parts": parts, "forbidden": forb})
    return out
