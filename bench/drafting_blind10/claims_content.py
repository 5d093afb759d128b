"""Claim files for blind drafting set 10.  CLAIMS[ref] = dict(insurer, customer, files={name: text})."""
from content import S, V, DM, G, L

CLAIMS = {}


def claim(ref, insurer, customer, files):
    CLAIMS[ref] = dict(insurer=insurer, customer=customer, files=files)


def eml(frm, to, date, subject, body):
    return (f"From: {frm}\nTo: {to}\nDate: {date}\nSubject: {subject}\nMIME-Version: 1.0\n"
            f"Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n{body}")


# ---------------------------------------------------------------- Spokewright (house style: [initials] stamps)
claim("SCC-26-0411", S, "wrenshaw", {"notes.txt": """SPOKEWRIGHT CYCLE - CLAIM FILE
Claim: SCC-26-0411        Policy: SCP-7730146        PH: Mr Tobias Wrenshaw
Cover: theft away from home      Bike: Voltaro Trail E5 e-bike      Handler: Marcus Ouseley (01632 960577)

2026-09-28 16:05 [MO] FNOL by phone. E-bike stolen 14:20 today from the cycle stand outside Tinderbox Cafe, Harrow Road, Kessington. PH inside approx 25 mins. Locked with Sold Secure Gold D-lock through the frame to the stand. Lock gone when he came out.
2026-09-28 16:20 [MO] Crime ref KN/26/4471902 - reported to police same day, within 48 hrs. ok.
2026-09-29 10:12 [MO] LOCK-G: both keys to the D-lock recd by post, plus photo of packaging showing Sold Secure Gold rating. Away-from-home condition met - daytime, locked through frame to immovable object.
2026-09-29 10:30 [MO] EAPC-1 ok - Voltaro spec 250W, assist cut-off 15.5 mph, not modified per PH.
2026-09-30 11:02 [MO] Proof of purchase recd: Gearhub Kessington receipt, March 2025, £3,400. Bought new 18 months before loss - NFO-36 applies.
2026-09-30 11:15 [MO] Current price of Trail E5 is £3,550 but we cap at schedule value £3,400.
2026-09-30 11:20 [MO] Pannier bag £85 on the rack, stolen with the bike - accessory, within £250 accessories limit. Helmet £95 was clipped to the bars - helmets not accessories, not covered. Told PH by phone, he wants it in writing.
2026-10-01 09:40 [MO] Sett calc: e-bike £3,400 (capped at schedule value) + pannier bag £85 = £3,485 less theft xs £100 = £3,385.
2026-10-01 09:55 [MO] Over my £3k authority - TL auth given by R. Ambrose.
2026-10-01 10:05 [MO] PH offered replacement via Chainline or cash. PH chose cash. Paying £3,385 by BACS within 5 working days.
2026-10-01 10:10 [MO] Sett ltr to PH to follow.
"""})

claim("SCC-26-0438", S, "wrenshaw", {"notes.txt": """SPOKEWRIGHT CYCLE - CLAIM FILE
Claim: SCC-26-0438        Policy: SCP-7730146        PH: Mr Tobias Wrenshaw
Cover: accidental damage         Bike: Castellan R8 road bike       Handler: Marcus Ouseley (01632 960577)

2026-10-11 18:40 [MO] FNOL. PH came off on wet descent on Brockhill Lane on a training ride (not an event). Carbon frame cracked at the down tube. PH grazed, no hospital.
2026-10-14 12:05 [MO] Inspection by Spindle & Sprocket Cycles: new frame and rebuild £1,620, more than the bike is worth - uneconomic, treat as total loss.
2026-10-14 12:30 [MO] Bike bought June 2021, more than 3 yrs old - market value, not new for old. MKV-2: listings £1,180 and £1,060, average £1,120.
2026-10-14 12:40 [MO] Bike computer £210 smashed in the same accident - accessory, within £250 limit, pay. Cycling shoes and jersey torn - not accessories (clothing/footwear), not covered.
2026-10-15 09:10 [MO] Sett calc: market value £1,120 + bike computer £210 = £1,330 less AD xs £50 = £1,280.
2026-10-15 09:12 [MO] Within handler authority.
2026-10-15 09:20 [MO] PH asked if he can keep the damaged frame, and whether a second claim this year affects his renewal. Not answered yet - check.
2026-10-15 09:25 [MO] Sett ltr to PH: offer £1,280, payment by BACS on acceptance.
"""})

claim("SCC-26-0452", S, "oyelaran", {"notes.txt": """SPOKEWRIGHT CYCLE - CLAIM FILE
Claim: SCC-26-0452        Policy: SCP-7730164        PH: Ms Harriet Oyelaran
Cover: theft at home             Bike: Longtail Haul 2 cargo e-bike   Handler: Marcus Ouseley (01632 960577)

2026-11-02 08:15 [MO] FNOL. Cargo bike taken overnight 1-2 Nov from the front garden at PH's home. Kept under a fitted cover by the front door. Locked with a Gold chain through the rear wheel to itself - not to anything fixed. No shed or garage at the property.
2026-11-02 08:30 [MO] Crime ref PB/26/3309155.
2026-11-03 14:00 [MO] At-home security condition not met: bike was not inside the locked home or a locked garage, shed or bike store. Away-from-home condition not relevant.
2026-11-03 14:10 [MO] Decline ltr to PH. Quote the at-home condition. Include complaints route.
2026-11-04 09:00 [MO] PH e-mail - very unhappy, says nobody told her about sheds at sale. Treat as complaint, logged.
""",
    "email-oyelaran-2026-11-04.eml": eml(
        "Harriet Oyelaran <h.oyelaran@millrace.example>", "claims@spokewright.example",
        "Wed, 04 Nov 2026 08:52:00 +0000", "Claim SCC-26-0452 - cargo bike",
        """Hello,

I have your letter turning down my claim. The bike was chained up right by my front door under a proper cover, and the chain was a Gold rated one. I cannot fit a cargo bike in my hallway and I do not have a shed. Nobody told me about sheds when I bought the policy.

I want to make a complaint. How long do you have to answer it and who can I go to if I am still not happy?

Harriet Oyelaran
"""),
})

claim("SCC-26-0467", S, "oyelaran", {"notes.txt": """SPOKEWRIGHT CYCLE - CLAIM FILE
Claim: SCC-26-0467        Policy: SCP-7730164        PH: Ms Harriet Oyelaran
Cover: accidental damage - competition   Bike: Tarrant G2 gravel bike   Handler: Marcus Ouseley (01632 960577)

2026-10-20 10:00 [MO] FNOL. Crash on a descent during the Chalk Ridge 100 gravel race on 19/10/2026. Fork snapped, front wheel buckled. Frame ok.
2026-10-20 10:15 [MO] CMP-X: SCE-2 on schedule and the G2 is marked competition - racing exclusion does not apply. Fork damaged so the wheels-alone exclusion does not bite.
2026-10-23 15:30 [MO] Repair quote Penbury Cycle Hub: fork £410 + front wheel £230 = £640. Repairable - not a total loss.
2026-10-23 15:40 [MO] Excess: competition damage xs £250 under SCE-2, replaces the £50 AD xs (not added).
2026-10-23 15:45 [MO] Sett calc: £640 less £250 = £390. Pay PH by BACS, she pays the shop.
2026-10-23 15:50 [MO] PH also asked about refund of her £65 race entry fee and her timing chip. Nothing on that - check before replying.
"""})

# ---------------------------------------------------------------- Vellacott (house style: dated memo paragraphs)
claim("VPC-26-2207", V, "ormsby", {"notes.txt": """VELLACOTT PRIVATE CLIENT - CLAIM MEMORANDUM
Claim VPC-26-2207 | Policy VPC-3318207 | Clients: Mr and Mrs Ormsby-Vane | Claims Manager: Rosalind Pike, direct line 020 7946 0622

06 Sep 2026 - RP. Mrs Clarissa Ormsby-Vane telephoned. One of her sapphire and diamond ear studs was lost at a wedding reception at Thornleigh Abbey on 05/09/2026. Venue searched and lost property checked, nothing found. The other stud is safe at home.

08 Sep 2026 - RP. Specified as a pair, agreed value £12,500 (pair). Section 3, accidental loss, worldwide - covered. No excess on Section 3.

08 Sep 2026 - RP. PS-FULL. Pay the full agreed value of the pair, £12,500, as the remaining stud cannot be matched economically. Condition: Mrs Ormsby-Vane hands us the remaining stud. Our courier will collect it from The Old Rectory by appointment.

09 Sep 2026 - RP. Payment of £12,500 to the joint account on receipt of the remaining stud. Within CM authority.

09 Sep 2026 - RP. Mrs Ormsby-Vane asked whether we could instead have a jeweller make a matching stud. Not decided. Also asked whether the necklace needs a new valuation this year - necklace valued March 2024, fine.
"""})

claim("VPC-26-2219", V, "ormsby", {"notes.txt": """VELLACOTT PRIVATE CLIENT - CLAIM MEMORANDUM
Claim VPC-26-2219 | Policy VPC-3318207 | Clients: Mr and Mrs Ormsby-Vane | Claims Manager: Rosalind Pike, direct line 020 7946 0622

22 Oct 2026 - RP. Mr Julian Ormsby-Vane reported that the picture wire on 'Harbour at Dusk' failed overnight and the painting fell onto the console table in the hall. Canvas torn (about 9 cm, lower left) and a corner of the frame split.

23 Oct 2026 - RP. Accidental damage to a specified work of art. No excess. Not caused by a restoration or cleaning process. Covered.

29 Oct 2026 - RP. Gilchrist Conservation Studio collected the painting. Estimate: canvas repair and retouching £6,200; frame repair £1,150 (frame is part of the work of art).

18 Nov 2026 - RP. DIV-R report from Fairweather & Lisle: diminution in value after restoration £9,500.

19 Nov 2026 - RP. Sett calc: restoration £6,200 + frame £1,150 + diminution £9,500 = £16,850, no excess, well within the £85,000 agreed value. Within CM authority.

19 Nov 2026 - RP. Restoration and frame (£7,350) paid direct to Gilchrist on completion; diminution £9,500 paid to the clients' joint account now.

19 Nov 2026 - RP. Mr Ormsby-Vane asked when the painting will be back on the wall. Gilchrist have not given a date.
""",
    "gilchrist-estimate-harbour-at-dusk.txt": """GILCHRIST CONSERVATION STUDIO
Estimate for conservation treatment

Client: Mr J Ormsby-Vane, The Old Rectory, Church Lane, Hollowmere
Object: Oil on canvas, 'Harbour at Dusk', Edmund Clay, in carved giltwood frame
Insurer reference: VPC-26-2219

Condition: linear tear approx. 9 cm, lower left quadrant, with minor paint loss at the tear edges. Frame: lower right corner mitre split, losses to gilding.

Treatment: tear mend with thread-by-thread repair, local lining, fill and retouch, surface clean, re-varnish ... £6,200
Frame: re-glue mitre, consolidate and re-gild losses ... £1,150

Total estimate: £7,350 (prices include VAT)
"""})

claim("VPC-26-2236", V, "harcastle", {"notes.txt": """VELLACOTT PRIVATE CLIENT - CLAIM MEMORANDUM
Claim VPC-26-2236 | Policy VPC-3318270 | Client: Dr Mei-Lin Harcastle | Claims Manager: Rosalind Pike, direct line 020 7946 0622

10 Aug 2026 - RP. Dr Harcastle reported theft of her South Sea pearl necklace (agreed value £9,800) from her room at Hotel Riad Zellige, Marrakech, on the evening of 08/08/2026. She had left it in its pouch on the dressing table while she went down to dinner. The room safe was working; hotel manager confirms in writing.

11 Aug 2026 - RP. Tourist police report obtained. HTL-S: item left unattended in hotel room outside a locked safe - the travel and hotels condition excludes this. Decline.

12 Aug 2026 - RP. AE courtesy call done by Tom Mabry before decline.

12 Aug 2026 - RP. Decline ltr to Dr Harcastle: quote the hotel condition, complaints route.
"""})

claim("VPC-26-2248", V, "harcastle", {"notes.txt": """VELLACOTT PRIVATE CLIENT - CLAIM MEMORANDUM
Claim VPC-26-2248 | Policy VPC-3318270 | Client: Dr Mei-Lin Harcastle | Claims Manager: Rosalind Pike, direct line 020 7946 0622

31 Oct 2026 - RP. Dr Harcastle reported that in the storm on 30/10/2026 a limb from the horse chestnut fell onto the bronze 'Heron Rising' in the garden. One wing of the bronze bent, patina scraped. Agreed value £36,000.

02 Nov 2026 - RP. Section 3, accidental damage - cover in principle. Value is over £25,000 so she must be able to give us a valuation not more than 5 years old. Her last valuation is dated June 2019 - too old. VAL-5.

02 Nov 2026 - RP. Need from client: (1) an updated valuation of the bronze; (2) photographs of the damage and of the bronze in place; (3) agreement to Hartwell Foundry Restoration inspecting and quoting.

03 Nov 2026 - RP. Client asked whether we will pay for the updated valuation, and whether removal of the fallen limb is covered. Neither answered yet.
"""})

# ---------------------------------------------------------------- Dormington (house style: dd/mm/yy -- initials -- text)
claim("DSC-26-5121", DM, "tonkin", {"notes.txt": """DORMINGTON STUDENT - CLAIM NOTES
Ref DSC-26-5121 / Cert DSC-5502938 / Miss Ellery Tonkin (PH and insured student) / Handler: Jasmine Otieno 01632 960849

14/10/26 -- JO -- FNOL online. Theft from her room B14, Farrant Hall, between 13:00 and 17:30. Door lock splintered. Laptop, textbooks and a denim jacket taken.
14/10/26 -- JO -- Crime ref WM/26/6610287.
16/10/26 -- JO -- HALLS-V done: accommodation office e-mail confirms forced entry to B14 (on file).
17/10/26 -- JO -- Theft from her room, so main contents cover and the standard £50 excess - NOT the £75 Gadgets Away excess (theft was not away from her room).
17/10/26 -- JO -- Laptop specified at £1,899. Same-spec replacement now £1,749 - pay the lower figure.
17/10/26 -- JO -- Textbooks £140 (receipts). Denim jacket £120, bought 2024 - WT-CL 30% off = £84.
18/10/26 -- JO -- Sett calc: laptop £1,749 + textbooks £140 + denim jacket £84 = £1,973 less £50 xs = £1,923. Within handler authority.
18/10/26 -- JO -- Paying £1,923 by bank transfer to Miss Tonkin within 3 working days.
""",
    "email-farrant-hall-2026-10-16.eml": eml(
        "Farrant Hall Accommodation Office <accommodation@westmarch-uni.example>", "claims@dormington.example",
        "Fri, 16 Oct 2026 11:20:00 +0100", "Incident in room B14 - your ref DSC-26-5121",
        """Dear Dormington Claims,

We confirm that on 14 October 2026 the door of study bedroom B14, Farrant Hall, was forced open and the lock damaged. The incident was reported to Security at 17:40 and to the police the same evening. The lock has since been replaced.

Farrant Hall Accommodation Office
"""),
})

claim("DSC-26-5136", DM, "tonkin", {"notes.txt": """DORMINGTON STUDENT - CLAIM NOTES
Ref DSC-26-5136 / Cert DSC-5502938 / Miss Ellery Tonkin (PH and insured student) / Handler: Jasmine Otieno 01632 960849

07/11/26 -- JO -- FNOL by phone. Phone dropped on the pavement outside The Lamplighter bar, Westmarch. Screen cracked, phone still works.
07/11/26 -- JO -- GAD-A: Gadgets Away on cert - accidental damage away from her room covered. Gadgets Away xs £75 applies.
07/11/26 -- JO -- RFI: (1) proof of ownership - receipt, or the box with the IMEI; (2) photos of the damage; (3) repair quote. No repairer booked yet.
07/11/26 -- JO -- She asked if she can have a loan phone while hers is repaired. Not sure we offer this - check.
"""})

claim("DSC-26-5149", DM, "kavanagh", {"notes.txt": """DORMINGTON STUDENT - CLAIM NOTES
Ref DSC-26-5149 / Cert DSC-5502983 / PH Mrs Deirdre Kavanagh, insured student Mr Oisin Kavanagh / Handler: Jasmine Otieno 01632 960849

21/10/26 -- JO -- FNOL from Oisin. Games console (£420) and two controllers taken from the shared lounge at 27 Tannery Street overnight 20-21 Oct. Housemate Rhys came in late and left the front door unlocked. No sign of forced entry.
21/10/26 -- JO -- Police ref BM/26/7730416.
22/10/26 -- JO -- Communal area theft - only covered with forcible and violent entry into the building. None. Decline.
22/10/26 -- JO -- PAR-PH: mother is PH, no written authority from her for Oisin. Decline ltr to Mrs Kavanagh, not Oisin.
22/10/26 -- JO -- Oisin thinks Rhys let someone in - do not mention.
"""})

claim("DSC-26-5154", DM, "kavanagh", {"notes.txt": """DORMINGTON STUDENT - CLAIM NOTES
Ref DSC-26-5154 / Cert DSC-5502983 / PH Mrs Deirdre Kavanagh, insured student Mr Oisin Kavanagh / Handler: Jasmine Otieno 01632 960849

03/11/26 -- JO -- FNOL from Mrs Kavanagh. Oisin's bike stolen from the fixed cycle stand outside Brackmouth University library, 10:00-15:00. Locked with a cable lock to the stand; lock cut and left on the ground.
03/11/26 -- JO -- Police ref BM/26/7741092.
04/11/26 -- JO -- Bicycle cover on cert. Bike bought new for £520 (receipt). Bicycle limit £400.
04/11/26 -- JO -- Sett calc: £400 limit less £50 xs = £350.
04/11/26 -- JO -- Pay £350 by bank transfer to Mrs Kavanagh as PH.
"""})

# ---------------------------------------------------------------- Gantrybrook (house style: table-like rows)
claim("GLD-26-0721", G, "stanwick", {"notes.txt": """GANTRYBROOK LANDLORD CLAIMS
Claim no.: GLD-26-0721     Policy: GLU-6104455     Insured: Stanwick Estates Ltd (contact Ms Philippa Varga)
Property: Unit 4, Crossways Trade Park     Section: 3 - dilapidations recovery costs
Handler: Declan McArdle, 020 7946 0739

DATE     | BY | NOTE
05.11.26 | DM | Notification from Mr Hamish Threlfall MRICS of Threlfall Muir Chartered Surveyors, landlord's surveyor. Tenant Halfpenny Print Ltd. Lease ended 30/09/2026. Terminal schedule of dilapidations served 04/11/2026. Works claimed £48,600.
06.11.26 | DM | DIL-T: lease ended, schedule served within 3 months of lease end. Terminal - ok. Threlfall is MRICS - ok.
12.11.26 | DM | PROS-51: Okonedo Marsh assess prospects at 70%. Fees cover continues.
19.11.26 | DM | Threlfall invoice TM/2291: 38 hours at £210 per hour = £7,980 plus VAT.
19.11.26 | DM | RATE-185: 38 hours at £185 = £7,030. Insured VAT registered - pay net.
19.11.26 | DM | Sett calc: £7,030 less £500 xs = £6,530. Pay to Stanwick Estates. Within handler authority.
20.11.26 | DM | Tenant's surveyor Pryor Kendal disputing on diminution grounds. Diminution valuation approved up to £3,500 - valuer's quote £2,900, ok.
20.11.26 | DM | Ms Varga asked whether we will pay the £48,600 if the tenant never pays. No - works cost and unpaid sums not covered under s3.
20.11.26 | DM | Letter to Mr Threlfall: explain the rate reduction, future invoices to show hours at no more than £185. Letter to Ms Varga: sett.
""",
    "threlfall-invoice-TM-2291.txt": """THRELFALL MUIR CHARTERED SURVEYORS
Invoice TM/2291

To: Stanwick Estates Ltd, Stanwick House, 2 Deanery Walk, Ravenham RV1 3EJ
Re: Unit 4, Crossways Trade Park - terminal schedule of dilapidations (tenant Halfpenny Print Ltd)

Inspection, measured survey and photographic record; preparation of terminal schedule with costings; service on tenant; initial correspondence with tenant's surveyor.

Time: 38 hours at £210 per hour ........ £7,980.00
VAT at 20% ................................ £1,596.00
Total due ................................. £9,576.00

Hamish Threlfall MRICS
"""})

claim("GLD-26-0734", G, "stanwick", {"notes.txt": """GANTRYBROOK LANDLORD CLAIMS
Claim no.: GLD-26-0734     Policy: GLU-6104455     Insured: Stanwick Estates Ltd (contact Ms Philippa Varga)
Property: Unit 7, Crossways Trade Park     Section: 3 - dilapidations recovery costs
Handler: Declan McArdle, 020 7946 0739

DATE     | BY | NOTE
14.10.26 | DM | Claim for Threlfall Muir fees £2,640 for an interim schedule of dilapidations served on tenant Corvid Logistics Ltd on 12/10/2026.
15.10.26 | DM | DIL-T: lease runs to 24/03/2029 - more than 6 months to run when served. Interim schedule, not terminal. Not covered under s3.
15.10.26 | DM | Decline ltr to Ms Varga. Tell her s3 can respond to a terminal schedule once the lease is within 6 months of ending.
"""})

claim("GLD-26-0746", G, "adeyemi", {"notes.txt": """GANTRYBROOK LANDLORD CLAIMS
Claim no.: GLD-26-0746     Policy: GLU-6104545     Insured: Mr Samuel Adeyemi-Ross
Property: 18 Corn Exchange Parade     Sections on schedule: 1, 2 (no s3)
Handler: Declan McArdle, 020 7946 0739

DATE     | BY | NOTE
02.11.26 | DM | Outgoing tenant Birchwood Coffee Co vacated 31/10/2026. On the last day a former employee of the tenant smashed the shopfront glazing. Police ref RV/26/5520173, CCTV held by police.
03.11.26 | DM | MD-T: police ref and check-out photos recd. Malicious damage by tenant's employee - s1 covered.
05.11.26 | DM | Glazier quote £3,180 incl VAT. Insd not VAT registered - pay gross.
05.11.26 | DM | Insd also claiming: (a) worn and stained carpets and redecoration £2,200 - wear and tear / tenant's failure to repair, not covered; (b) fees of his surveyor Ms Colette Brannigan (Brannigan Hart) £1,450 for a dilapidations schedule - s3 not on his schedule, not covered.
06.11.26 | DM | Sett calc: glazing £3,180 less £750 xs = £2,430. Pay Insd by BACS.
06.11.26 | DM | Insd asked if he can add s3 now for future lettings. Refer to broker - no answer on file.
"""})

# ---------------------------------------------------------------- Loblolly (house style: activity log, indented text)
claim("LPC-26-30881", L, "quintero", {"notes.txt": """LOBLOLLY PINE CASUALTY - CLAIM ACTIVITY LOG
Claim LPC-26-30881   Policy LPA-4471820   Claimant: Marisol Quintero (named insured)   DOL 06/18/2026
Coverages: PIP, UM (bodily injury)   Adjuster: Tamsin Whitfield, 555-0163

06/19/2026 -- T. Whitfield
    FNOL. Marisol driving the RAV4, struck on driver side at Tamiami Spur and 17th Street by other driver Wade Tillis, who ran a red light. Police report: Tillis at fault. Tillis has no auto insurance - FR check negative.
06/19/2026 -- T. Whitfield
    Marisol treated at the ER on 06/18/2026, same day - initial treatment within 14 days, ok.
07/08/2026 -- T. Whitfield
    EMC-CHK: ER physician's record documents an emergency medical condition. Medical not limited to $2,500.
08/20/2026 -- T. Whitfield
    Bills: ER $2,940 + orthopedic $1,610 + physical therapy $2,300 = $6,850. Lost income: $2,400 gross (3 weeks off work, employer letter recd).
08/21/2026 -- T. Whitfield
    PIP calc: $1,000 deductible applied to medical first: ($6,850 - $1,000) x 80% = $4,680. Income $2,400 x 60% = $1,440. PIP total $6,120 - under the $10,000 per person limit. Within adjuster authority.
08/21/2026 -- T. Whitfield
    Paying $6,120: medical $4,680 to providers per assignments on file, income $1,440 to Marisol by check.
08/21/2026 -- T. Whitfield
    UM BI claim open. Stacked, 2 autos: UM limit $200,000 per person available. Need for UM: complete medical records and bills to date, employer wage verification for any further time off. IME via Coastal Peer Review to be scheduled - do not put vendor name in letter.
""",
    "pip-payment-ledger-30881.txt": """LOBLOLLY PINE CASUALTY - PIP PAYMENT LEDGER
Claim LPC-26-30881   Injured person: Marisol Quintero

Provider / item                    Billed     Applied to deductible   Allowed      Paid
Bayview Regional ER                $2,940     $1,000                  $1,940x80%   $1,552.00
Gulf Coast Orthopedics             $1,610     $0                      $1,610x80%   $1,288.00
Palm Shores Physical Therapy       $2,300     $0                      $2,300x80%   $1,840.00
Medical total                                                                      $4,680.00
Loss of income (60% of $2,400)                                                     $1,440.00
PIP total paid                                                                     $6,120.00
PIP remaining for this person                                                      $3,880.00
"""})

claim("LPC-26-30894", L, "quintero", {"notes.txt": """LOBLOLLY PINE CASUALTY - CLAIM ACTIVITY LOG
Claim LPC-26-30894   Policy LPA-4471820   Named insureds: Marisol Quintero and Dante Quintero   DOL 07/30/2026
Coverage: Collision (Odyssey), rental   Adjuster: Tamsin Whitfield, 555-0163

07/30/2026 -- T. Whitfield
    FNOL from Dante. Odyssey parked at Gulfgate Plaza lot, rear bumper and liftgate damaged by an unknown vehicle. Nobody identified, no witness. Police report made same day.
07/31/2026 -- T. Whitfield
    UM does not cover damage to their auto (Part C). Handle under Collision, $500 deductible.
08/04/2026 -- T. Whitfield
    Inspected. Estimate Palmetto Cove Collision Center $3,240. Less $500 deductible = $2,740, paid to the shop on the insureds' direction.
08/13/2026 -- T. Whitfield
    Rental from Sunray Rentals 9 days at $52/day = $468. RNT-CAP: pay $40 x 9 = $360 to the insureds. Balance $108 is theirs.
08/13/2026 -- T. Whitfield
    Dante asked whether this will count against them at renewal. No answer on file.
"""})

claim("LPC-26-30907", L, "albright", {"notes.txt": """LOBLOLLY PINE CASUALTY - CLAIM ACTIVITY LOG
Claim LPC-26-30907   Policy LPA-4471802   Named insured: Terrence Albright   DOL 08/22/2026
Coverages: PIP, UM claimed; Collision   Adjuster: Tamsin Whitfield, 555-0163

08/24/2026 -- T. Whitfield
    FNOL. Terrence rear-ended at a red light on US-27 by Rylan Voss. Voss uninsured. Terrence felt fine at the scene, no ambulance.
09/15/2026 -- T. Whitfield
    Terrence first saw a chiropractor on 09/10/2026 - 19 days after the accident. Chiropractor bills $3,875 submitted under PIP.
09/16/2026 -- T. Whitfield
    14D: initial treatment more than 14 days after the accident - PIP medical benefits not payable. No income loss claimed.
09/16/2026 -- T. Whitfield
    UMREJ: signed UM rejection form dated 05/02/2026 pulled from underwriting. No UM coverage - UM claim denied.
09/18/2026 -- T. Whitfield
    F-150 rear bumper and tailgate: estimate $2,180 less $1,000 collision deductible = $1,180. Paid to Terrence by check.
09/18/2026 -- T. Whitfield
    Denial ltr for PIP and UM. Cite provisions + FL DFS contact. Collision payment confirmed in same letter.
09/18/2026 -- T. Whitfield
    SIU referral made re timing of treatment - not to be mentioned.
"""})

claim("LPC-26-30915", L, "albright", {"notes.txt": """LOBLOLLY PINE CASUALTY - CLAIM ACTIVITY LOG
Claim LPC-26-30915   Policy LPA-4471802   Named insured: Terrence Albright   DOL 10/27/2026
Coverage: Other Than Collision (animal)   Adjuster: Tamsin Whitfield, 555-0163

10/28/2026 -- T. Whitfield
    FNOL. Terrence hit a deer on County Road 316 around 9pm. Front grille, hood and left headlamp damaged. Drivable. No injury.
10/28/2026 -- T. Whitfield
    Contact with an animal - Other Than Collision, $500 deductible (not the $1,000 collision deductible).
10/28/2026 -- T. Whitfield
    No rental reimbursement on the Declarations - no rental payable.
10/28/2026 -- T. Whitfield
    Need: photos of the damage, a repair estimate, and the truck available for our inspection before any repair starts. Recorded statement booked.
10/28/2026 -- T. Whitfield
    Terrence asked how long the repair will take. Shop not chosen yet.
"""})
