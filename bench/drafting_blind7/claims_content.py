# Claim files (all invented). CLAIMS[ref] = {filename: text}
CLAIMS = {}
CLAIMS["WMC-26-3104"] = {"notes.txt": """Claim ref: WMC-26-3104
Policy: WMH-4420918
Policyholder: Mr Dermot Callister
Contact: 01632 960233 / d.callister@ferrandmail.example
Motorhome: Haverly Voyager 640, KY21 WDC
Incident: hail storm at Skelwith Brow campsite, 11/09/2026 - two roof skylights and the roof shell cracked
Reported: 12/09/2026
Handler: Gwen Nash (GN)

12/09/26 10:05 [GN] FNOL by phone. PH says hailstones the size of marbles, skylights over lounge and washroom cracked, rain came in overnight. Taped up, still driveable. Told PH to get an estimate from an approved repairer.
19/09/26 14:40 [GN] Est recd from Pennard Leisure Vehicles: £2,740 incl VAT. Photos match hail. No sign of earlier damp.
22/09/26 09:15 [GN] Sett calc: £2,740 less compulsory xs £250 and voluntary xs £100 = £2,390, paid direct to Pennard. PH pays £350 to Pennard on collection.
22/09/26 09:30 [GN] cb PH - happy, asked if the claim hits his NCD. Told him it will be recorded as a fault-free storm claim but the renewal price is for underwriting. Sett ltr to go.
""",
"estimate-pennard-leisure.txt": """PENNARD LEISURE VEHICLES - REPAIR ESTIMATE PLV/5518
Vehicle: Haverly Voyager 640 KY21 WDC    Customer: D Callister
Supply and fit lounge roof skylight 700x500: £865.00
Supply and fit washroom skylight 400x400: £420.00
Roof shell crack repair and reseal, 3 areas: £998.33
VAT at 20%: £456.67
TOTAL: £2,740.00
Parts lead time about 10 working days. Repair time 3 working days once parts arrive.
"""}
CLAIMS["WMC-26-3127"] = {"notes.txt": """Claim ref: WMC-26-3127
Policy: WMH-4420918
Policyholder: Mr Dermot Callister
Contact: 01632 960233
Motorhome: Haverly Voyager 640, KY21 WDC
Incident: windscreen cracked by a stone on the A591 near Thornlees, 02/10/2026
Reported: 03/10/2026
Handler: Gwen Nash (GN)

03/10/26 08:50 [GN] FNOL web form. Stone chip spread into a 40cm crack across the driver's side. Not repairable per PH.
06/10/26 11:20 [GN] Invoice recd from Clearview Coach Glass: w/screen replacement £880 incl calibration of the lane camera.
06/10/26 11:35 [GN] Sett calc: £880 less w/screen xs £100 = £780 paid to Clearview. PH paid the £100 at the fitting. No NCD impact (glass).
"""}
CLAIMS["WMC-26-3139"] = {"notes.txt": """Claim ref: WMC-26-3139
Policy: WMH-4420981
Policyholder: Mrs Bethan Ouseley
Contact: 07700 900318 / bethan.ouseley@coldwell.example
Motorhome: Ardent Coachline 594, OU19 BXE
Incident: habitation door forced at Hawkridge services car park, 24/08/2026, between 13:10 and 13:55; laptop and camera stolen
Reported: 24/08/2026
Handler: Imran Qadir (IQ)

24/08/26 16:20 [IQ] FNOL. PH and husband in the cafe, came back to door lock forced. Police ref NY/26/448213.
27/08/26 10:00 [IQ] Receipts recd: laptop £1,100 (bought 2025), camera £420. Door lock repair £310 from Brantham Motorhomes.
02/09/26 15:45 [IQ] Sett calc belongings: laptop capped at £500 single article + camera £420 = £920. Door lock £310 under Section 1. Total £1,230 less xs £250 = £980. One excess only.
02/09/26 16:05 [IQ] cb PH - she asked about the £38 cash in the glovebox. Not covered (cash excluded). Sett ltr to go with the breakdown.
""",
"email-ouseley-2026-08-29.eml": """From: Bethan Ouseley <bethan.ouseley@coldwell.example>
To: claims@wendmoor.example
Subject: WMC-26-3139 receipts
Date: Sat, 29 Aug 2026 09:12:40 +0100

Hello,

Please find the receipts attached. The laptop was £1,100 and the camera £420. The thieves also took about £38 in cash from the glovebox - can I claim that too?

We were only away from the van for about 45 minutes.

Bethan Ouseley
"""}
CLAIMS["WMC-26-3168"] = {"notes.txt": """Claim ref: WMC-26-3168
Policy: WMH-4420981
Policyholder: Mrs Bethan Ouseley
Contact: 07700 900318
Motorhome: Ardent Coachline 594, OU19 BXE
Incident: water heater and pipework split during frost while laid up on drive, found 04/12/2026
Reported: 05/12/2026
Handler: Imran Qadir (IQ)

05/12/26 09:30 [IQ] FNOL. PH says water found under the floor when they went to use the van. Van had been laid up since 10/11/2026.
08/12/26 14:10 [IQ] Engineer report recd (Dalby Habitation Services). Frost split to water heater and cold feed. System not drained, heater drain valve closed and fresh tank about half full.
09/12/26 10:00 [IQ] PH confirms they did not drain down - did not realise. Repair est £1,640. Decline ltr under 4.2 frost exclusion. Tell PH about complaints route.
""",
"report-dalby-habitation.txt": """DALBY HABITATION SERVICES - INSPECTION REPORT DHS-2291
Vehicle: Ardent Coachline 594 OU19 BXE, inspected 08/12/2026 at owner's address.
Findings: water heater inner tank split along the seam consistent with frost. Cold feed pipe split under the kitchen unit.
The water system had not been drained: heater drain valve closed, fresh water tank approx. half full.
Cause: freezing of water left in the system. No evidence of any other cause.
Estimated cost of repair: £1,640 including VAT.
"""}
CLAIMS["WMC-26-3152"] = {"notes.txt": """Claim ref: WMC-26-3152
Policy: WMH-4433507
Policyholder: Ms Rosalind Tamworth
Contact: 01632 960571 / ros.tamworth@lumblane.example
Motorhome: Haverly Meridian 720, RT23 MHV
Incident: motorhome stolen overnight from the Drovers Rest car park, Carnmoor, 17/10/2026; recovered 19/10/2026 with damage
Reported: 18/10/2026
Handler: Gwen Nash (GN)

18/10/26 07:40 [GN] FNOL. PH on tour, parked overnight, van gone at 06:30. Police ref CM/26/90314. No steering lock used - PH says she relies on the tracker. MTU-2 done.
18/10/26 12:15 [GN] Sentrack log recd: device active, subscription paid to 03/2027. TRK-OK. Condition 5.3 replaced by WE2 on this policy so lock not needed.
19/10/26 16:00 [GN] Van recovered via tracker on a farm track. Door and ignition damaged. Recovered to Hebble Motorhome Repairs.
20/10/26 10:30 [GN] PH and partner in Carnmoor Arms 2 nts @ £130 = £260, no xs on Section 3.
04/11/26 09:10 [GN] Est recd Hebble: £5,300. Sett calc: £5,300 less xs £250 and vol xs £250 = £4,800. Plus hotel £260. Repair time o/s - Hebble to confirm once parts ordered.
""",
"email-tamworth-2026-11-05.eml": """From: Rosalind Tamworth <ros.tamworth@lumblane.example>
To: claims@wendmoor.example
Subject: Re: WMC-26-3152
Date: Thu, 05 Nov 2026 19:02:11 +0000

Dear Gwen,

Thank you for the update. Could you tell me when Hebble expect to finish the repairs? Also, will I get the hotel money back separately or is it included?

Kind regards,
Ros Tamworth
"""}
CLAIMS["CBC-26-0611"] = {"notes.txt": """Claim ref: CBC-26-0611
Policy: CBS-5106273
Insured: Lantham Street Provisions Ltd
Contact: Mrs Iona Redfern, 01632 960648, iona@lanthamprovisions.example
Premises: 14 Lantham Street, Orbridge
Loss: walk-in cold room compressor failed overnight 06/07/2026; chilled stock lost
Reported: 07/07/2026
Handler: Ruth Abernethy (RA)

2026-07-07 | 08:45 | RA: FNOL. Insd found cold room at 14C at opening. Cheeses, charcuterie and dairy binned. Engineer from Polarline Refrigeration attended.
2026-07-09 | 11:30 | RA: Stock list recd, cost value £6,200. Polarline report says compressor seized. Maintenance contract with Polarline confirmed, last service 03/2026.
2026-07-10 | 15:00 | RA: CE5 applies. Sett calc: loss £6,200, capped at £5,000, less CE5 xs £150 = £4,850. Compressor itself not covered (breakdown).
"""}
CLAIMS["CBC-26-0634"] = {"notes.txt": """Claim ref: CBC-26-0634
Policy: CBS-5106273
Insured: Lantham Street Provisions Ltd
Contact: Mrs Iona Redfern, 01632 960648
Premises: 14 Lantham Street, Orbridge
Loss: water from a burst pipe in the flat above came through the shop ceiling, 21/10/2026; shop closed 21/10 to 27/10
Reported: 21/10/2026
Handler: Ruth Abernethy (RA)

2026-10-21 | 17:10 | RA: FNOL. Ceiling collapsed over the dry goods shelving. Shop closed.
2026-10-24 | 10:20 | RA: Stock list recd, dry goods and shelving display £3,400. Sett calc stock: £3,400 less xs £250 = £3,150.
2026-10-29 | 14:00 | RA: Shop reopened 28/10 after 7 days closed. BI est from Insd accountant: lost GP £4,100 for the closure. First 48 hours not covered per B2, so GP for 5 days to be verified from till records. Awaiting till reports.
2026-10-29 | 14:05 | RA: Insd asks whether we will pursue the flat owner. Recovery decision o/s.
""",
"email-redfern-2026-10-28.eml": """From: Iona Redfern <iona@lanthamprovisions.example>
To: claims@cobbleford.example
Subject: CBC-26-0634 - shop reopened
Date: Wed, 28 Oct 2026 08:31:09 +0000

Hi Ruth,

We reopened this morning. Our accountant puts the lost gross profit at about £4,100 for the week we were shut. Will you be going after the landlord of the flat upstairs for this, and can we have something on account?

Iona Redfern
Lantham Street Provisions Ltd
"""}
CLAIMS["CBC-26-0648"] = {"notes.txt": """Claim ref: CBC-26-0648
Policy: CBS-5106237
Insured: Marchbank Print and Copy Ltd
Contact: Mr Rupert Aske, 01632 960391, rupert@marchbankprint.example
Premises: Unit 6, Wellgate Arcade, Orbridge
Loss: fire in the back room from a wide-format printer, 14/08/2026; paper stock and inks damaged
Reported: 14/08/2026
Handler: Owen Pike (OP)

2026-08-14 | 12:30 | OP: FNOL. Fire service attended, small fire, smoke through stockroom.
2026-08-20 | 09:40 | OP: Stock loss agreed at £8,000. Stocktake at date of fire shows stock value £32,000 against Stock SI £20,000. AVG-85 check: 20,000 is 62.5% of 32,000, below 85%.
2026-08-20 | 10:15 | OP: Sett calc: £8,000 x 20,000/32,000 = £5,000, less xs £250 = £4,750. Explain average to Insd and suggest he reviews the SI.
2026-08-22 | 16:00 | OP: Insd unhappy at the reduction, wants complaint logged. Complaint ref CMP-0648-1.
""",
"stocktake-marchbank.txt": """MARCHBANK PRINT AND COPY LTD - STOCKTAKE AT 14 AUGUST 2026 (prepared by the insured)
Paper and card stock: £21,400
Inks and toners: £7,900
Finishing materials: £2,700
Total stock at cost: £32,000
Damaged by fire and smoke (agreed with insurer's adjuster): £8,000
"""}
CLAIMS["CBC-26-0672"] = {"notes.txt": """Claim ref: CBC-26-0672
Policy: CBS-5106237
Insured: Marchbank Print and Copy Ltd
Contact: Mr Rupert Aske, 01632 960391
Premises: Unit 6, Wellgate Arcade, Orbridge
Loss: break-in overnight 30/10/2026, till drawer taken with £1,100 cash in it
Reported: 31/10/2026
Handler: Owen Pike (OP)

2026-10-31 | 09:20 | OP: FNOL. Rear door forced. Till drawer left in the till overnight with the day's takings, £1,100. Safe not used. Police ref OB/26/55021.
2026-11-02 | 11:00 | OP: Money out of hours not in a locked safe - C2 limit £250. Sett calc: £250 less money xs £100 = £150. Door repair to be claimed separately once Insd has a quote.
"""}
CLAIMS["CBC-26-0659"] = {"notes.txt": """Claim ref: CBC-26-0659
Policy: CBS-5119480
Insured: Okafor Brennan Accountants LLP
Contact: Ms Temi Okafor, 01632 960804, temi.okafor@okaforbrennan.example
Premises: 2nd floor, 31 Sessions Row, Harnley
Loss: employee (junior bookkeeper) says she tripped on a trailing cable 09/09/2026, wrist fracture; letter of claim from Pryor Lunn Solicitors recd by Insd 02/11/2026
Reported: 03/11/2026
Handler: Owen Pike (OP)

2026-11-03 | 10:10 | OP: FNOL by email with the letter of claim. LH-EL done - passed to Liability Hub.
2026-11-03 | 10:25 | OP: cb Insd - told her not to reply to the solicitors or discuss fault with them; send anything further to us unanswered. Accident book entry dated 09/09/2026 to be sent.
2026-11-03 | 10:30 | OP: Ack ltr to go. Claim value not stated in the letter of claim.
"""}
CLAIMS["TBC-26-7701"] = {"notes.txt": """Claim ref: TBC-26-7701
Policy: DF-2204819
Named insured: Harlan Pruett
Contact: (330) 555-0142 / hpruett@ledgerwood.example
Location: 418 Cottonwood Terrace, Briar Falls, OH
DOL: 06/03/2026 - hail storm, roof shingles and gutters damaged
Reported: 06/05/2026
Adjuster: Luis Ortega (LO)

06/05/2026 9:10 AM - LO: FNOL. Tenant reports leaks in upstairs bedroom after the storm.
06/11/2026 2:30 PM - LO: Inspection done. Hail bruising across all slopes, gutters dented on the north side. Full roof replacement.
06/18/2026 11:00 AM - LO: Contractor estimate from Summit Line Roofing $11,350 (RC). TB-WH 12 applies: wind/hail ded 2% of $240,000 = $4,800. RC $11,350 less ded $4,800 = $6,550.
06/18/2026 11:20 AM - LO: Check payable to Harlan Pruett and Calder Ridge Savings Bank (mortgagee). Insd asked why ded is not $1,000 - explained endorsement.
"""}
CLAIMS["TBC-26-7718"] = {"notes.txt": """Claim ref: TBC-26-7718
Policy: DF-2204819
Named insured: Harlan Pruett
Contact: (330) 555-0142
Location: 418 Cottonwood Terrace, Briar Falls, OH
DOL: 09/22/2026 - kitchen fire (tenant left a pan on the stove)
Reported: 09/22/2026
Adjuster: Luis Ortega (LO)

09/22/2026 8:40 PM - LO: FNOL. Briar Falls FD attended, report BFFD-26-1187. Kitchen gutted, smoke throughout. Tenant moved out.
09/29/2026 3:15 PM - LO: Estimate RC $38,600, depreciation $6,200, ACV $32,400. ACV calc: $32,400 less ded $1,000 = $31,400 paid now. RC holdback $6,200 recoverable when repairs done, within 180 days of DOL.
10/02/2026 10:00 AM - LO: Rent $1,450/month. Repairs est 2 months, Coverage D est $2,900, no ded on D. Utilities paid by tenant so nothing to deduct.
10/02/2026 10:10 AM - LO: POL form sent to Insd, return within 60 days. Contractor start date o/s.
"""}
CLAIMS["TBC-26-7725"] = {"notes.txt": """Claim ref: TBC-26-7725
Policy: DF-2204891
Named insured: Wanda Szymanski
Contact: (419) 555-0167 / wszymanski@millrace.example
Location: 1290 Quarry Hill Road, Millrace, OH
DOL: found 01/19/2027 - burst supply pipe in crawlspace after freezing; water through the ground floor
Reported: 01/19/2027
Adjuster: Dana Whitcombe (DW)

01/19/2027 1:20 PM - DW: FNOL. Last tenant moved out 11/01/2026. House empty since, listed for rent. VAC-60 coded.
01/21/2027 10:45 AM - DW: Utility records: gas shut off at insd's request 11/06/2026, water left on, system not drained. Thermostat not in use. Vacant 79 days at DOL.
01/22/2027 9:30 AM - DW: Freezing while vacant, no heat maintained and system not drained. Denial ltr to go. Mitigation invoice from Drywell Restoration $2,180 - not payable.
""",
"email-szymanski-2027-01-20.eml": """From: Wanda Szymanski <wszymanski@millrace.example>
To: claims@tamarackbluff.example
Subject: Quarry Hill Road - burst pipe
Date: Wed, 20 Jan 2027 07:55:31 -0500

Hello,

I had the gas turned off to save money while I look for a new tenant, but I left the water on so the realtor could show the house. I did not know the pipes would freeze. Will you still cover it?

Wanda Szymanski
"""}
CLAIMS["TBC-26-7736"] = {"notes.txt": """Claim ref: TBC-26-7736
Policy: DF-2217356
Named insured: Corliss Property Holdings LLC
Contact: Ms Renata Vukovich, (330) 555-0119, renata@corlissholdings.example
Location: 55-57 Aldine Street, Briar Falls, OH - unit B
DOL: 08/30/2026 - vandalism by departing tenant of unit B (holes in drywall, cabinets torn out, range smashed)
Reported: 09/02/2026
Adjuster: Dana Whitcombe (DW)

09/02/2026 4:05 PM - DW: FNOL. Tenant evicted 08/29, damage found at walk-through 08/31. Police report BFPD 26-40712.
09/16/2026 11:30 AM - DW: Field inspection by Halvorsen Claims Service. Report recd 10/07.
10/09/2026 2:00 PM - DW: Coverage A repair $7,900. Coverage C landlord's range ACV $650. Total $8,550 less ded $1,000 = $7,550.
10/12/2026 9:15 AM - DW: Insd complaint by email - 5 weeks from inspection to offer. Apologize; delay was Halvorsen report turnaround. Coverage D for unit B o/s - awaiting lease and rent ledger.
""",
"report-halvorsen.txt": """HALVORSEN CLAIMS SERVICE - FIELD INSPECTION REPORT HCS-6630
Insured: Corliss Property Holdings LLC    Location: 55-57 Aldine Street, unit B
Date inspected: 09/16/2026    Report issued: 10/07/2026
Findings: 11 holes in drywall (living room and hallway), kitchen base cabinets torn out, interior doors damaged. Range (landlord's) smashed beyond repair.
Repair estimate (dwelling): $7,900.
Range: replacement cost $1,100, age 6 years, actual cash value $650.
Unit A not affected.
"""}
