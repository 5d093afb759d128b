# Claim files for blind drafting set 5 (all invented). CLAIMS[ref] = {filename: text}; PDF claim papers none.

CLAIMS = {}

# ------------------------------------------------------------------ Kestrelmoor
CLAIMS["KMC-26-4417"] = {"notes.txt": """KESTRELMOOR MOTORCYCLE INSURANCE - CLAIM FILE NOTES
Claim ref: KMC-26-4417
Policy: KMI-2418803
Policyholder: Mr Tomasz Wilk
Address: 14 Larkspur Row, Hatherby HB4 2QT
Contact: 07700 900316 / t.wilk@mailbox.example
Motorcycle: 2022 Honda CB500X, YK22 WVD
Incident: theft from outside home address, overnight 27/28 Oct 2026
Reported: 28/10/2026
Handler: Jo Harkness (JHK)

28-Oct-26 0842 JHK: FNOL by phone. PH says bike taken from front of house overnight, last seen 22:30 27/10, gone at 06:50 28/10. Says SSG chain + padlock through rear wheel to ground anchor. Crime ref HB/26/118204 given. Helmet left in top box - also gone.
28-Oct-26 0910 JHK: MV over £4k - MC-THF-2 to TVU per MCH-4. PH told usual enquiries only.
30-Oct-26 1405 JHK: Photos of ground anchor recd. Police found cut chain at scene, SSG label visible. Cond 6.1 met.
04-Nov-26 1120 JHK: TVU cleared, no concerns. MV agreed £5,600 (avg of 3 trade guides). PH accepted on cb.
04-Nov-26 1135 JHK: o/s fin Fernway Finance £2,140, settlement fig valid to 30/11/26. Theft xs £500 applies in place of CE/VE (4.5).
05-Nov-26 0950 JHK: RK - helmet bought 03/2025 for £420, receipt recd. Over 12 mths so w&t 20% (2.3) = £336. No xs on RK (2.2).
06-Nov-26 1010 JHK: V5C + both keys recd by post, fin agreement copy recd.
09-Nov-26 1500 JHK: Sett calc: MV £5,600 less theft xs £500 = £5,100. Fernway £2,140 direct, bal £2,960 to PH. Plus RK £336 to PH. Total to PH £3,296.
10-Nov-26 0930 JHK: Pmts raised. Fernway £2,140 BACS. PH £3,296 BACS, pmt date 12/11/2026. Sett ltr to go.
10-Nov-26 0945 JHK: cb PH - asked re NCD. Told no one to recover from so NCD reduced by 2 yrs at renewal (not protected on sched). PH unhappy but understood.
"""}

CLAIMS["KMC-26-4301"] = {"notes.txt": """KESTRELMOOR MOTORCYCLE INSURANCE - CLAIM FILE NOTES
Claim ref: KMC-26-4301
Policy: KMI-2418803
Policyholder: Mr Tomasz Wilk
Address: 14 Larkspur Row, Hatherby HB4 2QT
Contact: 07700 900316 / t.wilk@mailbox.example
Motorcycle: 2022 Honda CB500X, YK22 WVD
Incident: theft of aftermarket exhaust, Deverell Works car park, 14/07/2026 approx 13:00
Reported: 14/07/2026
Handler: Sam Oduya (SOD)

14-Jul-26 1620 SOD: FNOL web. PH parked at work car park, came back at lunch to find aftermarket exhaust cut off. Daytime so 6.1 n/a. Crime ref HB/26/071137.
16-Jul-26 1115 SOD: Invoice recd - exhaust fitted 08/2025, £780 incl fitting. Within accs limit £1,000 (1.5).
16-Jul-26 1120 SOD: Theft xs £500 applies (4.5 - accs theft) not CE/VE. Net £280.
17-Jul-26 0900 SOD: cb PH - explained xs. PH said "not worth it then" but wants to proceed.
29-Jul-26 1030 SOD: £280 BACS to PH, pmt date 29/07/2026. Closed.
20-Nov-26 0915 SOD: Complaint e-mail recd (on file) re theft xs on this claim + time taken. Logged as complaint, ack sent 20/11/2026. Reopened for complaint only. Final response due by 15/01/2027.
23-Nov-26 1400 SOD: Reviewed. FNOL 14/07 to pmt 29/07 = 15 days; all docs in by 16/07. Delay 16/07-29/07 was ours (payment queue). Offer £40 for the delay. Xs correctly applied per sched + 4.5 - not upheld on xs.
"""}
CLAIMS["KMC-26-4301"]["email-2026-11-20-from-mr-wilk.eml"] = """From: Tomasz Wilk <t.wilk@mailbox.example>
To: claims@kestrelmoor.example
Subject: Complaint - claim KMC-26-4301 exhaust
Date: Fri, 20 Nov 2026 08:47:12 +0000
Message-ID: <20261120084712.4301@mailbox.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Hello,

I want to make a formal complaint about my exhaust claim from July (KMC-26-4301). You took £500 off a £780 exhaust,
which left me with £280. Nobody told me when I took out the policy that a theft excess would be more than my normal
excess. It also took over two weeks to pay even though I sent the invoice in two days.

I now have a second claim with you for the bike itself, so I would like this sorted properly.

Can you also tell me what I can do if I am not happy with your answer?

Tomasz Wilk
"""

CLAIMS["KMC-26-4452"] = {"notes.txt": """KESTRELMOOR MOTORCYCLE INSURANCE - CLAIM FILE NOTES
Claim ref: KMC-26-4452
Policy: KMI-2418830
Policyholder: Miss Jade Okonkwo
Address: Flat 3, 88 Cobbold Street, Wrensford WF2 8LA
Contact: 07700 900548 / jade.okonkwo@postbox.example
Motorcycle: 2023 Yamaha NMAX 125, LX73 BNE
Incident: collision with car at Harrowgate Road / Mill Street, Wrensford, 09/11/2026 18:40
Reported: 09/11/2026
Handler: Martina Price (MPR)

09-Nov-26 2015 MPR: FNOL web. PH was on a delivery for Parcelhop at the time - KM7 on sched so covered. TP car (silver Vauxhall Corsa HG19 ZXE) pulled out of Mill St, PH braked hard and went down. TP driver gave details, TPI Pellbury Insurance. PH bruised, no hosp.
09-Nov-26 2025 MPR: DLV-9 platform check requested. Amber rider flag on file.
10-Nov-26 1010 MPR: cb PH. Asked for courtesy scooter - none under policy (1.6). Asked re lost delivery earnings - not covered by us (1.6); told she can claim uninsured losses from TPI.
12-Nov-26 1540 MPR: Est recd from Wrensford Moto Repairs £1,860 incl VAT (on file). Helmet scuffed, PH wants £140 - RK not covered on delivery work (KM7 para 4).
13-Nov-26 0915 MPR: Xs calc: CE £150 + YRx £350 + delivery xs £400 = £900. Net £960 to repairer, PH pays £900 to Wrensford Moto on collection.
14-Nov-26 1130 MPR: Letter of claim sent to Pellbury Insurance. Liab o/s. If TPI accepts, we recover our outlay + PH's £900 xs; NCD then unaffected (7.2).
18-Nov-26 1645 MPR: Repair authorised with Wrensford Moto. Parts on order, no ETA yet from repairer.
"""}
CLAIMS["KMC-26-4452"]["estimate-wrensford-moto-repairs.txt"] = """WRENSFORD MOTO REPAIRS
Unit 6, Canal Side Works, Wrensford WF1 3JD   Tel 01632 960733
ESTIMATE No. WMR-5529          Date: 12/11/2026
Customer: Miss J Okonkwo       Vehicle: Yamaha NMAX 125  Reg: LX73 BNE
Insurer: Kestrelmoor Motorcycle Insurance  Claim: KMC-26-4452

Front panel assembly (replace)           £412.00
Left side cover (replace)                £236.00
Front brake lever and mirror (replace)   £88.00
Handlebar (replace)                      £124.00
Paint and materials                      £290.00
Labour 6.5 hrs @ £62                     £403.00
Sub-total                                £1,553.00
VAT @ 20%                                £310.60
TOTAL                                    £1,863.60 (agreed at £1,860.00 with insurer)

Parts subject to availability. Completion date to be confirmed when parts arrive.
"""

CLAIMS["KMC-26-4478"] = {"notes.txt": """KESTRELMOOR MOTORCYCLE INSURANCE - CLAIM FILE NOTES
Claim ref: KMC-26-4478
Policy: KMI-2420517
Policyholder: Mr Rhys Pennant
Address: The Old Forge, Millbrook Lane, Carrow Bridge CB9 1RD
Contact: 01632 960651 / rhys.pennant@fieldmail.example
Motorcycle: 2019 Triumph Bonneville T120, CB19 FGE
Incident: bike fell over on side stand, Carrow Bridge market car park, 15/11/2026
Reported: 16/11/2026
Handler: Jo Harkness (JHK)

16-Nov-26 1005 JHK: FNOL phone. PH parked on soft ground, side stand sank, bike fell onto left side. Damage to tank, left indicator, clutch lever, exhaust heat shield. PH est £1,240 from his dealer. Helmet on the seat scratched when bike fell.
16-Nov-26 1020 JHK: Sched = TPFT. Fall-over not fire/theft - no cover under 1.2. Helmet - RK only on Comp (2.1). No TP involved.
16-Nov-26 1030 JHK: Told PH on phone, claim declined; decline ltr to follow. PH asked if he can upgrade to Comp now and claim - told no, cover is what was in force on 15/11. PH asked for complaints route in ltr.
16-Nov-26 1040 JHK: NCD - nothing paid, claim recorded as notification only. PH's NCD is protected on sched in any case.
"""}

# ------------------------------------------------------------------ Inkwell
CLAIMS["ISC-26-30112"] = {"notes.txt": """INKWELL STUDENT & TENANT - CLAIM NOTES
Claim: ISC-26-30112
Policy: IST-55-201877
Policyholder: Miss Ellie Farrant
Home: Room 214, Osprey Court, Brindlemouth BR3 7HX (halls)
Contact: 07700 900812 / ellie.farrant@unimail.example
Loss: (1) laptop dropped in Kempe Library 02/11/2026; (2) coat taken from Osprey Court common room 04/11/2026
Handler: Rosa Mbeki (RM)

03 Nov 26 @ 10:12 - RM: New claim by phone. PH dropped laptop down library stairs, screen cracked and hinge broken. GX on sched. ADmg to gadget, covered D1/D5.
05 Nov 26 @ 14:40 - RM: PH adds 2nd item: winter coat (£180, bought 2025) left on chair in Osprey Ct common room 04/11, gone 20 mins later. No forced entry to bldg - CA theft excl B4. Crime ref BR/26/55610 recd. HFW-1 logged.
07 Nov 26 @ 09:30 - RM: Laptop receipt recd (POO ok, serial matches). Sent to FixPoint Brindlemouth for quote.
12 Nov 26 @ 16:05 - RM: FixPoint quote £640 (screen + hinge), on file. Economical to repair.
13 Nov 26 @ 11:20 - RM: Gadget xs £75. Net £565. Repair auth, we pay FixPoint £565 direct, PH pays £75 to FixPoint on collection.
13 Nov 26 @ 11:25 - RM: cb PH - told coat not covered (CA, NFE). She asked if the uni's own insurance covers it - told her to ask the accommodation office, we can't say.
20 Nov 26 @ 15:00 - RM: FixPoint say repair done within 5 working days of parts arriving; parts arrived 19/11.
24 Nov 26 @ 10:05 - RM: PH rang to complain re coat decline. Says common room door has a key-fob entry so no outsider should get in. Logged as complaint 24/11.
25 Nov 26 @ 16:20 - RM: Complaint reviewed by TL. Fob door not forced - B4 needs forcible and violent entry into the bldg. Decline upheld, no goodwill payment. Final response to go with FOS rights.
"""}
CLAIMS["ISC-26-30112"]["quote-fixpoint-brindlemouth.txt"] = """FixPoint Brindlemouth - device repairs
14 Guildhall Arcade, Brindlemouth BR1 2AA  |  01632 960389  |  repairs@fixpoint.example

REPAIR QUOTATION  Q-77812   12/11/2026
For: Inkwell Student & Tenant Insurance - claim ISC-26-30112 - customer E. Farrant
Device: 14-inch laptop, serial PF3K-88120-EF

Replacement display assembly          £455.00
Left and right hinge set              £ 78.00
Labour                                £ 53.33
VAT                                   £ 53.67
Total                                 £640.00

Turnaround: 5 working days from parts arrival.
"""

CLAIMS["ISC-26-30158"] = {"notes.txt": """INKWELL STUDENT & TENANT - CLAIM NOTES
Claim: ISC-26-30158
Policy: IST-55-201934
Policyholder: Mr Kwame Asante
Home: 27 Tanner's Walk, Brindlemouth BR2 4EJ (shared house)
Contact: 07700 900427 / k.asante@unimail.example
Loss: theft of bicycle (Voss Tempo 8) from cycle stand outside Kempe Library, 06/11/2026 approx 14:30
Handler: Niall Corrigan (NC)

06 Nov 26 @ 17:48 - NC: New claim web. Bike locked to library cycle stand 13:15, gone 14:30, cut lock left on stand. Crime ref BR/26/56102. BX incl with IE-2, specified bike val £1,400.
09 Nov 26 @ 10:05 - NC: Bike receipt (£1,400, 03/2025) + D-lock receipt recd. Lock is Sold Secure Gold - IE-2 lock cond met. Daytime so C4 n/a.
12 Nov 26 @ 13:30 - NC: Replacement via Cyclewise - same model avail, sup price £1,260. Offered replacement. PH wants cash instead.
12 Nov 26 @ 13:45 - NC: Cash = sup price (G3). IE-2 bike xs £100. £1,260 - £100 = £1,160.
13 Nov 26 @ 09:10 - NC: cb PH - asked why not £1,400. Explained G3 cash = what replacement would cost us. PH accepted.
24 Nov 26 @ 11:00 - NC: £1,160 BACS to PH, pmt date 24/11/2026. Sett ltr to go.
"""}

CLAIMS["ISC-26-30221"] = {"notes.txt": """INKWELL STUDENT & TENANT - CLAIM NOTES
Claim: ISC-26-30221
Policy: IST-55-201934
Policyholder: Mr Kwame Asante
Home: 27 Tanner's Walk, Brindlemouth BR2 4EJ (shared house)
Contact: 07700 900427 / k.asante@unimail.example
Loss: mobile phone screen cracked, dropped at bus stop, 18/11/2026
Handler: Niall Corrigan (NC)

19 Nov 26 @ 09:22 - NC: New claim phone. Phone dropped at bus stop on Wardle St, screen cracked, still works. GX incl. Cracked screen covered D5.
19 Nov 26 @ 09:30 - NC: FixPoint repair price £189. Gadget xs £75. Net £114 if approved.
19 Nov 26 @ 09:35 - NC: POO needed (D6) - phone bought 2nd hand from a friend, no receipt. Asked PH for network record showing IMEI. o/s.
26 Nov 26 @ 14:10 - NC: chaser sent for POO. Gadget Desk aware. Nothing else needed once IMEI record in.
"""}

CLAIMS["ISC-26-30187"] = {"notes.txt": """INKWELL STUDENT & TENANT - CLAIM NOTES
Claim: ISC-26-30187
Policy: IST-55-202210
Policyholder: Mr Luca Moretti
Home: 9 Salter Gardens, Kelderby KH1 5DW (shared house)
Contact: 07700 900269 / luca.moretti@unimail.example
Loss: laptop and headphones taken from bedroom during house party, night of 31/10/2026
Handler: Rosa Mbeki (RM)

01 Nov 26 @ 12:40 - RM: New claim phone. Party at the house 31/10, ~40 people, many invited by housemates. PH's room not locked. Next morning laptop (£899) + headphones (£249) gone. Crime ref KH/26/40981.
01 Nov 26 @ 12:55 - RM: NFE to PH's room. Taken by someone invited in by a housemate - excl B5. No GX on sched anyway.
04 Nov 26 @ 10:15 - RM: Decline confirmed by TL. Decline ltr to go, inc complaints route.
06 Nov 26 @ 16:30 - RM: PH e-mail (on file) disputes decline, asks about adding gadget cover. Price for GX not known to claims - sales team.
09 Nov 26 @ 09:40 - RM: Treating e-mail as complaint, logged 09/11/2026. Ack to go; Complaints Team to review, final response within 8 wks.
"""}
CLAIMS["ISC-26-30187"]["email-2026-11-06-from-luca-moretti.eml"] = """From: Luca Moretti <luca.moretti@unimail.example>
To: claims@inkwell.example
Subject: Claim ISC-26-30187 - not fair
Date: Fri, 06 Nov 2026 16:02:55 +0000
Message-ID: <20261106160255.30187@unimail.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Hi,

I was told on the phone that you will not pay for my laptop and headphones. I did not invite the person who took
them and I did not even know them. Why does it matter who invited them?

Also, how much would it cost to add the gadget cover to my policy so this does not happen again?

Thanks,
Luca Moretti
"""

# ------------------------------------------------------------------ Ironweed
CLAIMS["ICC-26-BA-7781"] = {"notes.txt": """IRONWEED CASUALTY COMPANY - COMMERCIAL AUTO CLAIM NOTES
Claim: ICC-26-BA-7781
Policy: BAP-3307214
Named insured: Bluestem Landscaping LLC
Contact: Marisol Ortega, (719) 555-0163, marisol@bluestemlandscaping.example
Vehicle: Auto 2 - 2021 Chevrolet Silverado 2500HD, VIN 1GC4YLE7XMF204418
DOL: 10/08/2026, job site, 1200 Aster Ridge Court, Fallon Springs
Reported: 10/09/2026
Adjuster: Rafael Castellanos (RC)

10/09/2026 8:20 AM MT - RC: FNOL from NI (M. Ortega). Driver Luis Ferrer backing Silverado at job site, struck concrete bollard. Rear bumper, tailgate, R rear quarter. No TP, no injuries. CV on Item Three, Sym 7 coll.
10/13/2026 2:05 PM MT - RC: Inspected at Foothill Collision Center. Est $8,420 (on file). NI authorized direct pay to shop.
10/27/2026 10:40 AM MT - RC: Supp from Foothill $615 hidden damage to bumper reinforcement + sensor bracket. Approved. Total $9,035.
10/27/2026 10:55 AM MT - RC: Coll ded $1,000 (Item Three, auto 2). $9,035 - $1,000 = $8,035.
11/20/2026 3:15 PM MT - RC: Pmt $8,035 to Foothill Collision Center by EFT, pmt date 11/20/2026. NI pays $1,000 ded to shop at pickup.
11/23/2026 9:30 AM MT - RC: E-mail from NI (on file) - asks why ded applies when bollard not marked. Ded applies to each coll loss regardless of fault (Sec III.E). Bollard owner not pursued - no subro value.
"""}
CLAIMS["ICC-26-BA-7781"]["estimate-foothill-collision-center.txt"] = """FOOTHILL COLLISION CENTER
2290 Pikeview Frontage Road, Fallon Springs, CO 80919   (719) 555-0128
ESTIMATE OF RECORD  FCC-10-2026-3318   Date: 10/13/2026
Insurer: Ironweed Casualty Company   Claim: ICC-26-BA-7781
Owner: Bluestem Landscaping LLC
Vehicle: 2021 Chevrolet Silverado 2500HD  VIN 1GC4YLE7XMF204418

Rear bumper assembly (replace)                 $1,942.00
Tailgate shell (replace)                       $2,316.00
Right rear quarter panel (repair 6.0 hrs)        $570.00
Refinish 11.5 hrs @ $95                        $1,092.50
Paint materials                                  $690.00
Body labor 14.0 hrs @ $95                      $1,330.00
Sublet: backup camera calibration                $479.50
TOTAL ESTIMATE                                 $8,420.00

Supplements, if any, will be submitted to the insurer for approval.
"""
CLAIMS["ICC-26-BA-7781"]["email-2026-11-23-from-marisol-ortega.eml"] = """From: Marisol Ortega <marisol@bluestemlandscaping.example>
To: rcastellanos@ironweed.example
Subject: Silverado claim ICC-26-BA-7781 - deductible
Date: Mon, 23 Nov 2026 08:58:40 -0700
Message-ID: <20261123085840.7781@bluestemlandscaping.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Rafael,

Foothill tells me you paid them directly and we still owe them $1,000. Luis backed into a bollard that had no
paint and no marker on it. Why are we paying a deductible for something that was the property owner's fault?

Also, when did the payment go out? Foothill wants to release the truck this week.

Marisol Ortega
Bluestem Landscaping LLC
"""

CLAIMS["ICC-26-BA-7805"] = {"notes.txt": """IRONWEED CASUALTY COMPANY - COMMERCIAL AUTO CLAIM NOTES
Claim: ICC-26-BA-7805
Policy: BAP-3307214
Named insured: Bluestem Landscaping LLC
Contact: Marisol Ortega, (719) 555-0163, marisol@bluestemlandscaping.example
Vehicle: employee's own 2017 Toyota Tacoma (owner Kyle Brandt) - NOA
DOL: 10/29/2026, Grange Supply parking lot, Cedar Ford
Reported: 10/30/2026
Adjuster: Rafael Castellanos (RC)

10/30/2026 9:05 AM MT - RC: FNOL from NI. Employee Kyle Brandt sent to Grange Supply for irrigation parts in his own Tacoma, backed into parked 2020 Subaru Outback (TP Janet Ruiz). Business errand so Sym 9 NOA applies for liab.
10/30/2026 9:20 AM MT - RC: Kyle's personal auto carrier Rimrock Auto Insurance is primary for TPPD; our cover excess (Sec II.C). Rimrock claim no. RA-5510427 opened by Kyle.
11/02/2026 1:10 PM MT - RC: TP est for Subaru $3,480. Rimrock has accepted and is handling the Subaru.
11/02/2026 1:25 PM MT - RC: Damage to Kyle's Tacoma rear bumper ~$900 - not covered by us; NI has no PD on Sym 9 (Item Two PD sym 7 only). Kyle to claim under his own policy's collision cover if he has it.
11/16/2026 4:00 PM MT - RC: NI called - asks if Kyle's premium with Rimrock will go up. Unknown - matter for Rimrock. Asked also if we need anything more: no, unless Rimrock limits are exhausted.
"""}

CLAIMS["ICC-26-BA-7862"] = {"notes.txt": """IRONWEED CASUALTY COMPANY - COMMERCIAL AUTO CLAIM NOTES
Claim: ICC-26-BA-7862
Policy: BAP-3307214
Named insured: Bluestem Landscaping LLC
Contact: Marisol Ortega, (719) 555-0163, marisol@bluestemlandscaping.example
Vehicle: hired 2025 Ram 1500, rented from Pinecrest Truck Rental, agreement PTR-88213 (11/01/2026 to 11/14/2026)
DOL: 11/03/2026, hail at job site, 560 Wren Hollow Lane, Fallon Springs
Reported: 11/04/2026
Adjuster: Tess Abernathy (TA)

11/04/2026 10:30 AM MT - TA: FNOL from NI. Rented Ram 1500 parked at job site during hail storm 11/03. Dents to hood, roof, cab. Rental 14 days, no driver - HAPD endorsement IC 20 14 on policy, rental within 30 days. Comp loss.
11/09/2026 3:40 PM MT - TA: Pinecrest repair invoice $3,900 (PDR + windshield). Within $50,000 limit.
11/12/2026 11:00 AM MT - TA: Pinecrest loss of use bill 9 days x $65 = $585. Endorsement C caps at $50/day: 9 x $50 = $450.
11/12/2026 11:15 AM MT - TA: HAPD ded $1,000. Payable: $3,900 - $1,000 + $450 = $3,350. NI liable to Pinecrest for ded $1,000 + LOU balance $135.
11/18/2026 2:20 PM MT - TA: Pmt $3,350 to Pinecrest Truck Rental by check, mailed 11/18/2026. Sett ltr to NI.
"""}

CLAIMS["ICC-26-BA-7819"] = {"notes.txt": """IRONWEED CASUALTY COMPANY - COMMERCIAL AUTO CLAIM NOTES
Claim: ICC-26-BA-7819
Policy: BAP-3307241
Named insured: Tallgrass Catering Co.
Contact: Dwight Pruitt, (719) 555-0187, dwight@tallgrasscatering.example
Vehicle: hired 16 ft box truck, Ridgeline Truck & Van Rental, agreement RTV-40376 (10/16/2026 to 10/18/2026)
DOL: 10/17/2026, porte-cochere of Larkfield Hotel, 300 Main Street, Cedar Ford
Reported: 10/19/2026
Adjuster: Tess Abernathy (TA)

10/19/2026 9:10 AM MT - TA: FNOL from NI. Employee Andre Lisle drove rented box truck under hotel porte-cochere for wedding event, roof of box struck canopy beam. Box roof and front cap damaged; hotel canopy beam and lights damaged.
10/19/2026 9:30 AM MT - TA: Liab Sym 1 - hired auto is a CV for liab. Hotel PD claim handled under Sec II. HAPD-CHK: PD symbols 2 only, no IC 20 14 on policy - no PD cover for the rented truck (Sec III.B).
10/22/2026 4:45 PM MT - TA: Ridgeline bill for truck damage $6,780 + loss of use $540. Not payable under PD. Also care custody control excl (Sec II.B) so not payable under liab either.
10/26/2026 10:00 AM MT - TA: Hotel est $4,150 for beam and lighting. Under review with hotel's manager.
10/28/2026 2:30 PM MT - TA: Decline ltr re truck damage + LOU to NI. Tell NI hotel claim handled separately under liab. NI may want to check if rental agreement damage waiver was bought - not known.
"""}

CLAIMS["ICC-26-BA-7840"] = {"notes.txt": """IRONWEED CASUALTY COMPANY - COMMERCIAL AUTO CLAIM NOTES
Claim: ICC-26-BA-7840
Policy: BAP-3307241
Named insured: Tallgrass Catering Co.
Contact: Dwight Pruitt, (719) 555-0187, dwight@tallgrasscatering.example
Vehicle: 2026 Ford Transit 350 cargo van, VIN 1FTBW3X89TKA30517, bought 10/14/2026 - not yet on Item Three
DOL: overnight 11/04-11/05/2026, outside 88 Lantern Mill Drive, Cedar Ford
Reported: 11/05/2026
Adjuster: Rafael Castellanos (RC)

11/05/2026 8:15 AM MT - RC: FNOL from NI. Catalytic converter cut from new Transit overnight. Police report CFPD 26-0091845. Van bought 10/14 - Comp Sym 2 so newly acquired owned auto covered automatically, no 30-day notice needed (that is for Sym 7).
11/06/2026 1:00 PM MT - RC: Est from Cedar Ford Muffler & Exhaust $2,310. Comp ded $500 (same as other autos). Net $1,810.
11/06/2026 1:05 PM MT - RC: Need from NI: bill of sale or title for the Transit, and signed proof of loss (Sec IV.B). Sent POL form 11/06. Police report already recd.
11/16/2026 10:20 AM MT - RC: NI asks if we pay rental van while repaired. Rental Reimbursement not covered on Decs. Asks also when van will be fixed - shop waiting on part, no date.
11/24/2026 9:45 AM MT - RC: Still o/s: bill of sale + POL. Pmt within 30 days of agreement once recd (Sec IV.D).
"""}
