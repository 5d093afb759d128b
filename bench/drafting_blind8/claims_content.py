"""Claim files: documents/claims/<CLAIM_REF>/..."""

def hdr(lines):
    return "\n".join(lines) + "\n" + "-" * 60 + "\n"

CLAIMS = {}

CLAIMS["SHC-26-5203"] = dict(insurer="sallowfield", customer="gorran", files={
"notes.txt": hdr([
"SALLOWFIELD HOME CLAIMS - FILE NOTES",
"Claim: SHC-26-5203",
"Policyholder: Mrs Philippa Gorran",
"Policy: SHH-7730142",
"Risk address: 17 Wheelwright Close, Abbotsmere AM9 2LP",
"Contact: 07700 900316",
"Date of loss: 01/09/2026",
"Peril: escape of water (kitchen)",
"Handler: Jo Whitlock (JW)",
]) + """[02-Sep-26 | 09:14 | JW] FNOL by phone. PH noticed kitchen floor lifting and damp along the base of the units. Water meter still running with all taps off. Her own plumber found a leak on the hot feed under the floor - soldered joint failed. PH asks what we cover.
[02-Sep-26 | 09:40 | JW] Sched checked: B+C, AD both, HE incl, SE3 shown. EOW xs is £1,000 under SE3, not £400. Told PH excess on this claim is £1,000. EOW-SE3.
[04-Sep-26 | 14:05 | JW] Est recd from Tamar Flooring & Joinery (see estimate): trace and access £1,180, replace kitchen floor and plinths £3,460, drying £640. Plumber's invoice for repairing the joint £165 also sent in.
[04-Sep-26 | 14:20 | JW] Joint repair £165 not covered - it is the part the water escaped from (s1.5) and no frost involved. T&A within the £5,000 limit and under £2,500 so no PCS-1 needed. Explained to PH, she accepts.
[08-Sep-26 | 10:30 | JW] Sett calc: T&A £1,180 + floor £3,460 + drying £640 = £5,280 less EOW xs £1,000 = £4,280, paid to PH by BACS today. Tamar to start works 21/09, about 5 working days, kitchen usable throughout per contractor.
[08-Sep-26 | 10:45 | JW] PH asked whether she can claim for the extra electricity used by the dehumidifiers during drying. Said I would check and write to her. o/s.
""",
"estimate-tamar-flooring.txt": """TAMAR FLOORING & JOINERY
Unit 9, Kiln Yard, Abbotsmere AM9 3RS   Tel 01632 960 577
ESTIMATE No. TF-2291          Date: 03/09/2026
Client: Mrs P Gorran, 17 Wheelwright Close, Abbotsmere AM9 2LP
Insurer ref: SHC-26-5203

1. Trace and access: lift floor in kitchen, locate leak on hot feed,
   cut out and make good screed around pipe run ............ £1,180.00
2. Remove and replace kitchen floor (engineered oak, 14 sq m)
   and plinths to base units ................................ £3,460.00
3. Drying: 3 dehumidifiers and 2 air movers, up to 10 days,
   moisture readings and sign-off ........................... £640.00

Total (inc VAT) ............................................. £5,280.00

Works can start 21/09/2026. Duration about 5 working days.
Kitchen can stay in use throughout; floor done in two halves.
Excludes plumbing repair to the failed joint (by others).
""",
})

CLAIMS["SHC-26-5217"] = dict(insurer="sallowfield", customer="gorran", files={
"notes.txt": hdr([
"SALLOWFIELD HOME CLAIMS - FILE NOTES",
"Claim: SHC-26-5217",
"Policyholder: Mrs Philippa Gorran",
"Policy: SHH-7730142",
"Risk address: 17 Wheelwright Close, Abbotsmere AM9 2LP",
"Date of loss: 18/10/2026",
"Peril: accidental damage - contents",
"Handler: Jo Whitlock (JW)",
]) + """[19-Oct-26 | 16:22 | JW] FNOL. PH's son knocked the lounge TV off its stand playing with a football on 18/10. Screen cracked, will not power on. Bought Dec 2024 for £899.
[20-Oct-26 | 09:05 | JW] AD contents incl on sched. Std xs £200 (SE3 not relevant, not EOW). Offered replacement through our supplier Vistawave Direct - same spec model, supplier cost £742. PH would prefer cash.
[20-Oct-26 | 09:20 | JW] Explained cash is the supplier cost (s5.4), not the shop price. Sett calc: £742 less xs £200 = £542 cash. PH accepted. BACS to go 21/10.
[21-Oct-26 | 11:00 | JW] PH asks whether this claim will put her renewal premium up, as it is her second claim this year. Told her I would answer in the settlement letter. o/s.
""",
})

CLAIMS["SHC-26-5231"] = dict(insurer="sallowfield", customer="treharne", files={
"notes.txt": hdr([
"SALLOWFIELD HOME CLAIMS - FILE NOTES",
"Claim: SHC-26-5231",
"Policyholder: Mr Rhodri Treharne",
"Policy: SHH-7730124",
"Risk address: 3 Chapel Steps, Wenlow WN2 8RF",
"Date of loss: 10/09/2026",
"Peril: accidental damage - carpet",
"Handler: Tom Rayner (TR)",
]) + """[11-Sep-26 | 10:12 | TR] FNOL. PH decorating the back bedroom on 10/09, a tin of emulsion tipped over on the landing and ran onto the stair carpet. Wants the stair and landing carpet replaced, quote £1,350 from Wenlow Carpets.
[11-Sep-26 | 10:30 | TR] Sched SHH-7730124 (NB not ...0142): AD buildings incl, AD contents NOT incl.
[11-Sep-26 | 10:34 | TR] Carpets are contents under the meanings of words, not buildings. No AD contents so no cover under s3.2, and a spill is not one of the causes in s1.1. Decline ltr to go. PH unhappy, thought he had full AD. Explained his AD is buildings only.
[11-Sep-26 | 10:50 | TR] PH asked about adding AD contents for the future. Gave him the sales team number 01632 960 402 for a quote.
""",
})

CLAIMS["SHC-26-5248"] = dict(insurer="sallowfield", customer="venmore", files={
"notes.txt": hdr([
"SALLOWFIELD HOME CLAIMS - FILE NOTES",
"Claim: SHC-26-5248",
"Policyholder: Ms Anjali Venmore",
"Policy: SHH-7751806",
"Address: Flat 6, Quillon Court, 22 Quay Road, Abbotsmere AM9 1DN",
"Contact: 07700 900582 / anjali.venmore@mailbox.example",
"Date of loss: 03/10/2026",
"Peril: loss away from the home - specified item",
"Handler: Kiran Patel (KP)",
]) + """[06-Oct-26 | 12:30 | KP] FNOL by email (see email 05/10). PH lost her specified ring at a wedding reception at Harcombe Manor Hotel on 03/10, thinks it slipped off while dancing. Reported to the hotel, not handed in.
[06-Oct-26 | 12:50 | KP] Sched: contents only, PP incl, ring specified at £4,200. Lost away from home so PP cover applies; not left unattended (she was wearing it). Std xs £200. Over £3,000 so VD-4 referral for valuation check.
[09-Oct-26 | 15:10 | KP] VD-4 back: 2025 valuation certificate on file at £4,200, ok. Replacement through our jeweller Greyfriars Replacements quoted £3,960 like for like.
[09-Oct-26 | 15:25 | KP] PH wants a replacement, not cash. Sett: replacement through Greyfriars, PH pays the £200 xs to Greyfriars. Greyfriars will contact her within 5 working days to book a showroom appointment to approve the design.
[12-Oct-26 | 10:00 | KP] PH asks whether we will try to get the money back from the hotel. Not decided - no recovery review done. o/s.
""",
"email-venmore-2026-10-05.eml": """From: Anjali Venmore <anjali.venmore@mailbox.example>
To: Sallowfield Claims <claims@sallowfield.example>
Subject: Lost ring - policy SHH-7751806
Date: Mon, 05 Oct 2026 21:14:07 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Hello,

I'm writing to report the loss of my ring. We were at a wedding at Harcombe Manor Hotel on Saturday 3 October and at some point during the evening it must have slipped off my finger - I noticed it was gone at about 11pm. The hotel staff helped us look and I've left my details with them but nothing has been handed in.

The ring is listed on my policy (I think as a specified item). Could you tell me whether I have to pay an excess, and roughly how long this will all take? I'd really like a replacement rather than the money if that's possible - it was my engagement ring.

Thanks,
Anjali Venmore
07700 900582
""",
})

CLAIMS["SHC-26-5262"] = dict(insurer="sallowfield", customer="treharne", files={
"notes.txt": hdr([
"SALLOWFIELD HOME CLAIMS - FILE NOTES",
"Claim: SHC-26-5262",
"Policyholder: Mr Rhodri Treharne",
"Policy: SHH-7730124",
"Risk address: 3 Chapel Steps, Wenlow WN2 8RF",
"Date of loss: 14/11/2026",
"Peril: storm",
"Handler: Tom Rayner (TR)",
]) + """[16-Nov-26 | 08:55 | TR] FNOL. Storm overnight 14/11, ridge tiles off and 6 roof tiles slipped at the rear. Water stain on the landing ceiling. Also one fence panel blown down. Quoted std xs £200 on the call.
[18-Nov-26 | 13:10 | TR] Surveyor visit booked for 25/11 - Damon Lacey, field surveyor.
[25-Nov-26 | 17:40 | TR] Surveyor report recd: ridge tile damage consistent with storm, 70 mph gusts recorded locally 14/11. The 6 slipped tiles at the rear were held by corroded nails - wear and tear, there before the storm. Ceiling stain caused by water through the gap at the ridge.
[26-Nov-26 | 09:15 | TR] Offer: re-bed ridge £1,140 + repair and redecorate landing ceiling £420 = £1,560 less xs £250 = £1,310. Rear slipped tiles £380 not covered (wear and tear, s1.4). Fence panel £95 not covered (storm damage to fences excluded, s1.4).
[27-Nov-26 | 11:20 | TR] Complaint by phone. PH unhappy that (1) the surveyor took 9 days to attend, (2) the rear tiles are refused, (3) he was told £200 excess at FNOL and we have taken £250. Logged as complaint 27/11.
[27-Nov-26 | 11:45 | TR] Checked the FNOL note - I did quote the std £200 but his sched shows £250. Our error, apologise. TL agreed £75 goodwill for the wrong excess info. Offer of £1,310 stands, goodwill paid separately.
""",
})

CLAIMS["GVC-26-8812"] = dict(insurer="grindlestone", customer="tranter", files={
"notes.txt": hdr([
"GRINDLESTONE VAN CLAIMS",
"Claim ref:   GVC-26-8812",
"Insured:     Mr Lewis Tranter t/a Tranter Electrical",
"Policy:      GVP-3318207",
"Vehicle:     VX23 KTL",
"Loss:        14/07/2026 - theft of tools from van (overnight)",
"Handler:     Aled Hughes (AH)",
]) + """2026-07-14 07:55 AH > FNOL phone. PH found the van broken into on his drive at 41 Brookside Road this morning. Side door lock punched, tool vault inside prised open. Neighbour's doorbell camera shows two men at 02:40. Police ref CP/26/771045.
2026-07-14 08:10 AH > Night theft. Van not garaged but PH says tools were in a bolted-down Armadeck vault, so 3.3 can be met. VLT-P - photos of vault fixings and damage requested.
2026-07-16 11:30 AH > Photos recd: vault bolted through the floor, lid prised, side door lock cylinder punched. Forced entry ok, 3.3 met.
2026-07-18 14:00 AH > Tools list recd with receipts (see tools list). 9 items, total £3,900 incl. rotating laser level £1,280.
2026-07-18 14:20 AH > Laser level capped at £1,000 (single item limit, 3.2). Sett calc: £3,900 less £280 = £3,620, less tools xs £150 = £3,470. BACS to PH 21/07.
2026-07-18 14:35 AH > PH asks about loss of earnings for the 2 days he could not work (£460) - told him not covered (5.2). Also asks about the side door lock: covered under Section 1 as attempted theft damage, but own damage xs £350 applies and the lock quote is £285, so nothing to pay. Told PH.
2026-07-18 14:40 AH > PH asks if this will affect his NCD. Said I would confirm in writing. o/s.
""",
"tools-list-tranter.txt": """TRANTER ELECTRICAL - TOOLS STOLEN 14/07/2026 - CLAIM GVC-26-8812
Prepared by L Tranter, receipts attached

Item                                         Bought     Claimed
Rotating laser level and tripod              03/2025    £1,280
18V combi drill and impact driver kit        11/2024    £420
SDS plus hammer drill                        06/2023    £210
Multifunction installation tester            01/2025    £690
Cable detector                               01/2025    £135
Crimping and stripping tool set              09/2024    £160
Insulated screwdriver and plier set          09/2024    £185
Reciprocating saw                            04/2024    £240
Tool bags (2) with hand tools                various    £580
                                                         -------
Total                                                    £3,900
""",
})

CLAIMS["GVC-26-8827"] = dict(insurer="grindlestone", customer="tranter", files={
"notes.txt": hdr([
"GRINDLESTONE VAN CLAIMS",
"Claim ref:   GVC-26-8827",
"Insured:     Mr Lewis Tranter t/a Tranter Electrical",
"Policy:      GVP-3318207",
"Vehicle:     VX23 KTL",
"Loss:        02/09/2026 - single vehicle accident",
"Handler:     Aled Hughes (AH)",
]) + """2026-09-02 17:20 AH > FNOL. PH skidded on a diesel spill at the Ashgate roundabout, hit the kerb and a lamp post. Front nearside suspension and wing damaged, van not driveable. Recovered to Castlebury Commercial Body Repairs (approved repairer). No one hurt.
2026-09-03 09:00 AH > GE4 on sched. Replacement van booked via Keyline Hire, GE4-H, delivered to PH 03/09. Up to 14 days.
2026-09-04 15:30 AH > Est recd from Castlebury Commercial Body Repairs: £2,960 inc VAT. Parts 3 days, repair 8 working days after parts arrive.
2026-09-04 15:45 AH > PH pays own damage xs £350 to the repairer on collection. Council may claim for the lamp post - PH to send us any letter he gets from them and not to reply himself.
""",
})

CLAIMS["GVC-26-8839"] = dict(insurer="grindlestone", customer="oksanen", files={
"notes.txt": hdr([
"GRINDLESTONE VAN CLAIMS",
"Claim ref:   GVC-26-8839",
"Insured:     Ms Carys Oksanen t/a Oksanen Plastering",
"Policy:      GVP-3318270",
"Vehicle:     WP21 HFD",
"Loss:        10-11/08/2026 - theft of tools from van (overnight)",
"Handler:     Rhian Bevan (RB)",
]) + """2026-08-11 08:05 RB > FNOL. PH's van parked on the street outside 8 Tinners Row overnight 10/08 to 11/08. Rear door lock forced, tools taken from the load area: plastering mixer, SDS drill, stilts and hand tools, about £2,100. Police ref CP/26/774388.
2026-08-11 08:20 RB > Night theft. Van not in a garage or building. Asked about a vault - PH says the tools were loose in the load area, no vault or tool safe fitted. 3.3 not met. NTT-D.
2026-08-11 08:30 RB > Told PH by phone. PH upset, says the van was locked and nobody told her about the vault rule. Decline ltr to go today.
2026-08-19 10:10 RB > Complaint recd by email (see email). Says (a) the rule was never explained when she bought the policy, (b) she was told on the phone the decline would be reviewed, (c) wants the rear door lock repair paid.
2026-08-19 11:00 RB > Reviewed. Decline stands under 3.3. Policy bought direct online 03/03/26; we hold no record of what she was shown or told at the time of purchase. Rear door lock is covered under Section 1 (attempted theft) but her own damage xs is £350 plus vol xs £150 = £500 and the lock quote is £310, so nothing payable.
2026-08-19 11:20 RB > No note of any promise to review on the 11/08 call. Call recording requested, o/s.
""",
"email-oksanen-2026-08-18.eml": """From: Carys Oksanen <carys@oksanenplastering.example>
To: Grindlestone Customer Care <care@grindlestone.example>
Subject: Complaint - claim GVC-26-8839
Date: Tue, 18 Aug 2026 19:42:55 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

To whom it may concern,

I want to make a formal complaint about how my claim has been handled. My tools were stolen from my van outside my own house and you've refused to pay a penny because I didn't have a "vault". Nobody ever told me that when I took the policy out. The van was locked and the thieves forced the back door, so it's not like I left it open.

When I rang on the 11th the lady said it would be looked at again, and then the next thing I got was a letter saying no.

At the very least I expect you to pay for the back door lock they broke. I've had a quote for £310.

I can't work properly without my kit and this is costing me money every day.

Carys Oksanen
07700 900147
"""
})

CLAIMS["GVC-26-8846"] = dict(insurer="grindlestone", customer="kessock", files={
"notes.txt": hdr([
"GRINDLESTONE VAN CLAIMS",
"Claim ref:   GVC-26-8846",
"Insured:     Kessock Joinery Ltd (contact Mr Owain Kessock, director)",
"Policy:      GVP-3342915",
"Vehicle:     KJ22 WXN",
"Loss:        05/10/2026 - reversing damage",
"Handler:     Rhian Bevan (RB)",
]) + """2026-10-05 13:40 RB > FNOL by Mr Kessock. Named driver Jake Moran clipped a gatepost reversing out of a site entrance. Nearside rear panel and rear light cluster damaged, van driveable.
2026-10-05 13:55 RB > YDX done - Moran is 22, under 25 at the time of the loss. Young driver xs £250 added to own damage xs £350 = £600 total.
2026-10-05 14:10 RB > Mr Kessock asks for a replacement van while it is in for repair - no GE4 on sched, so not covered. Also asks about loss of earnings for the days off the road - not covered (5.2). Told him.
2026-10-09 10:30 RB > Est recd from Durnford Body & Paint: £1,840 inc VAT, including £310 to reinstate the sign-written panel (within the £750 livery limit). Booked in 19/10, repair 4 days.
2026-10-09 10:40 RB > Sett calc: £1,840 less £600 = £1,240 paid to Durnford. Kessock Joinery pays the £600 to Durnford on collection.
2026-10-09 10:50 RB > Mr Kessock asks whether Jake can stay on the policy at renewal after this. Underwriting question, not answered. o/s.
""",
})

CLAIMS["CNC-26-4407"] = dict(insurer="cedarnotch", customer="quintana", files={
"notes.txt": hdr([
"CEDAR NOTCH INSURANCE COMPANY - CLAIM NOTES",
"Claim No: CNC-26-4407",
"Insured: Marisol Quintana",
"Policy: RN-6614038",
"Loss date: 09/12/2026 (discovered)",
"Loss type: Scheduled jewelry - mysterious disappearance",
"Adjuster: Dana Whitlow (DW)",
]) + """09/14/2026 10:20 AM | DW | FNOL via phone. Insd noticed her engagement ring missing 09/12 after returning from a weekend trip to Lake Corvin. Last remembers wearing it Friday evening at the rental cabin. Searched cabin, car and apartment. No sign of theft.
09/14/2026 10:40 AM | DW | Ring is scheduled on RN-6614038 under CN-SPP 04, jewelry class, $6,800. Mysterious disappearance is covered under SPP. No deductible on scheduled property. Appraisal dated 03/2024 in file.
09/21/2026 3:15 PM | DW | Replacement quote from Stonecrop: substantially identical ring (platinum, 1.2 ct, same grade) $6,450. SPP-LO: least of ACV / repair / replace / amount of insurance = $6,450.
09/21/2026 3:30 PM | DW | Insd asked to be paid the $6,800 scheduled amount. Explained SPP pays the least of the four, which here is the replacement cost of $6,450. Insd could take a replacement ring through Stonecrop or a check for $6,450. Insd chose the check.
09/22/2026 9:00 AM | DW | Check for $6,450 issued payable to Marisol Quintana, mailed 09/22.
09/22/2026 9:10 AM | DW | Insd asks what happens if the ring turns up later. Told her I would put it in the letter.
""",
})

CLAIMS["CNC-26-4419"] = dict(insurer="cedarnotch", customer="quintana", files={
"notes.txt": hdr([
"CEDAR NOTCH INSURANCE COMPANY - CLAIM NOTES",
"Claim No: CNC-26-4419",
"Insured: Marisol Quintana",
"Policy: RN-6614038",
"Loss date: 11/02/2026",
"Loss type: Burglary",
"Adjuster: Dana Whitlow (DW)",
]) + """11/03/2026 8:50 AM | DW | FNOL. Apt 3B burglarized 11/02 between 1 PM and 6 PM while insd at work. Entry through forced balcony slider. Ellery Falls PD report 26-118204. Taken: laptop, TV, $600 cash from a dresser drawer, gold necklace (not scheduled).
11/03/2026 9:10 AM | DW | Cash $600 - special limit $200. Necklace not scheduled - theft of jewelry special limit $1,500 applies (receipt $2,400). Under SIU-T thresholds.
11/05/2026 4:00 PM | DW | Inventory recd. Laptop RC $1,450 / ACV $1,020. TV RC $980 / ACV $690. CN-RC 02 on dec.
11/05/2026 4:20 PM | DW | ACV calc: laptop $1,020 + TV $690 + cash $200 + necklace $1,500 = $3,410 less ded $500 = $2,910 payable now. RC holdback: laptop $430 + TV $290 = $720, released on receipts if replaced within 180 days of loss (by 05/01/2027). RC-HOLD diaried.
11/06/2026 11:00 AM | DW | Check for $2,910 mailed to insd.
11/20/2026 2:30 PM | DW | Complaint call. Insd unhappy that (1) necklace paid at $1,500 when it cost $2,400, (2) only $200 for the cash, (3) holdback - wants full replacement cost now. Also says nobody returned her calls 11/10 to 11/17. I was on PTO that week and no cover was set up on the file - apologized. Explained limits and holdback again.
""",
})

CLAIMS["CNC-26-4426"] = dict(insurer="cedarnotch", customer="vollmer", files={
"notes.txt": hdr([
"CEDAR NOTCH INSURANCE COMPANY - CLAIM NOTES",
"Claim No: CNC-26-4426",
"Insured: Terrence Vollmer",
"Policy: RN-6614083",
"Loss date: 10/06/2026",
"Loss type: Fire (kitchen) - contents and ALE",
"Adjuster: Marcus Kealoha (MK)",
]) + """10/07/2026 7:45 AM | MK | FNOL. Grease fire on the stove in Unit 2 evening of 10/06. Ellery Falls FD responded, incident 26-FD-3391. Kitchen cabinets (landlord's) burned; insd's contents smoke damaged throughout. Landlord says unit not fit to live in for 3-4 weeks.
10/07/2026 8:05 AM | MK | Dec RN-6614083: C $25,000, D $5,000, ded $1,000, ACV (no CN-RC 02). Hotel approved at Ridgeview Suites up to $175/night. ALE-14 needed if stay goes beyond 14 days.
10/09/2026 1:00 PM | MK | Ashby Restoration to do contents pack-out and cleaning 10/10. Inventory of non-salvageable items to follow.
10/12/2026 10:30 AM | MK | Insd asks if there is a deductible on the hotel - no, Coverage D has none. Meals: the extra cost of eating out over his normal grocery spend is ALE, keep receipts. Boarding for his dog at $35/day while the hotel won't take pets - ALE as a necessary increase, keep receipts. Told insd.
10/12/2026 10:50 AM | MK | Insd asks if the burned kitchen cabinets are covered - no, they are the landlord's building, not his property; for the landlord's own insurer. Insd worried landlord will come after him for the fire damage - Coverage E covers property damage to rented premises caused by fire. Told him to send us anything he receives from the landlord or their insurer.
""",
})

CLAIMS["CNC-26-4438"] = dict(insurer="cedarnotch", customer="fennimore", files={
"notes.txt": hdr([
"CEDAR NOTCH INSURANCE COMPANY - CLAIM NOTES",
"Claim No: CNC-26-4438",
"Insured: Ingrid Fennimore",
"Policy: RN-6629951",
"Loss date: 11/30/2026",
"Loss type: Water from unit above - scheduled instrument and contents",
"Adjuster: Marcus Kealoha (MK)",
]) + """12/01/2026 4:10 PM | MK | FNOL. Water from the unit above (Apt 14, burst washing machine hose) came through the ceiling 11/30 and dripped onto the violin case on a bookshelf. Case soaked through; violin top seam opened and varnish marked. Rug and books also damaged.
12/01/2026 4:25 PM | MK | Dec RN-6629951: violin scheduled $12,500 under CN-SPP 04 - no deductible. Rug and books under Cov C - discharge of water from a household appliance is a covered peril, ded $500, CN-RC 02 on dec.
12/04/2026 11:00 AM | MK | Estimate from Harrow & Finch Violins: reglue top seam, clean and retouch varnish, reline case - $2,300. Insd also asks about loss in value of the violin after repair - she thinks about $1,500. No basis for that figure in file yet. o/s.
12/04/2026 11:20 AM | MK | Insd plays in the Ellery Falls Community Symphony, unpaid. Not played for pay, so SPP cover ok.
12/08/2026 2:00 PM | MK | Rug RC $640 / ACV $410; books RC $260 / ACV $180. ACV calc: $410 + $180 = $590 less ded $500 = $90 payable now. RC holdback $310 on receipts within 180 days. Violin: least of = cost to repair, $2,300 paid direct to Harrow & Finch.
12/08/2026 2:10 PM | MK | Subro vs the Apt 14 tenant's insurer to open - will include insd's $500 ded in our recovery and refund her if recovered.
""",
})

CLAIMS["CNC-26-4445"] = dict(insurer="cedarnotch", customer="vollmer", files={
"notes.txt": hdr([
"CEDAR NOTCH INSURANCE COMPANY - CLAIM NOTES",
"Claim No: CNC-26-4445",
"Insured: Terrence Vollmer",
"Policy: RN-6614083",
"Loss date: 08/18/2026",
"Loss type: Water - basement storage",
"Adjuster: Marcus Kealoha (MK)",
]) + """08/19/2026 9:30 AM | MK | FNOL. Heavy rain 08/18; water came into the building's basement storage area under the exterior door and through the foundation wall, about 6 inches deep. Insd's storage locker B-4: mountain bike, camping gear and boxes of vinyl records wet. Claimed approx $2,750.
08/19/2026 9:45 AM | MK | Surface water coming in from outside - flood exclusion. Checked for sewer backup: building manager confirms the floor drain did not back up, water came in under the door. Either way excluded. DNL-2 review requested.
08/21/2026 2:10 PM | MK | DNL-2 done, supervisor approved denial. Denial ltr to go. Insd asked where he can buy flood cover - told him I'd check. o/s.
""",
})
