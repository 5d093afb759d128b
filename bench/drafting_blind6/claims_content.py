# Claim files for blind drafting set 6 (all invented). Each claim: folder name -> {filename: text}.

CLAIMS = {}

# ------------------------------------------------------------- Tillingford (TTC-26-...)
CLAIMS["TTC-26-1103"] = {
"notes.txt": """TILLINGFORD TOURING - CLAIM FILE NOTES
Claim ref:    TTC-26-1103
Policy:       TTI-6604127
PH:           Mr Alun Frew, 14 Sorrel Bank, Hexworth, DE6 3RT
Contact:      07700 900318 / alun.frew@hedgemail.example
Caravan:      2023 Corran Voyager 560, CRN 56-220917
Incident:     18/10/2026 - storm, branch onto roof at storage site
Reported:     19/10/2026
Handler:      Kerry Dunwoody (KDW)

19.10.26 09:12 KDW - FNOL by phone. Storm Sunday night, oak branch came down on van at Hallow Green storage. Roof skin split above front lounge, roof light smashed. Awning stored at home, not involved. Advised PH not to move van, photos recd same day.
19.10.26 09:40 KDW - Storage site at Hallow Green matches sched. No security issue (not theft). Std xs £150 applies.
21.10.26 14:05 KDW - Appointed Tollgate Leisure Repairs for inspection. Est recd 24/10.
27.10.26 10:30 KDW - Est £3,860 inc VAT (roof panel, roof light, sealant, labour). Repairer confirms no pre-existing damp. Within handler authority.
27.10.26 10:52 KDW - Sett calc: £3,860 less xs £150 = £3,710, paid direct to Tollgate. PH pays the £150 xs to Tollgate on collection.
28.10.26 11:15 KDW - cb PH, agreed. Asked whether storage co will pay for branch - PH says site owner's own insurer disputes it. Not pursuing at this stage.
""",
"estimate-tollgate-leisure.txt": """TOLLGATE LEISURE REPAIRS - Unit 2, Mercer Court, Hexworth DE6 4AL - 01632 960455
ESTIMATE No. TLR-5821    Date: 24/10/2026
Customer: Mr A Frew    Caravan: Corran Voyager 560 (2023)    Insurer ref: TTC-26-1103

1. Front roof aluminium panel - replace section, bond and seal         £1,640.00
2. Roof light 700 x 500 - supply and fit                                £ 495.00
3. Butyl sealant, trims, fixings                                        £ 180.00
4. Labour 14.5 hrs @ £52.00                                             £ 754.00
5. Damp test before and after repair                                    £  98.00
                                                            Net     £3,167.00
                                                            VAT     £  633.40
                                                            Total   £3,800.40
Plus courtesy delivery to storage site                                  £  59.60
                                                  TOTAL ESTIMATE   £3,860.00

Damp readings at time of inspection: 9-11% at all seals (normal). Repair time 6 working days once parts arrive.
""",
}

CLAIMS["TTC-26-1131"] = {
"notes.txt": """TILLINGFORD TOURING - CLAIM FILE NOTES
Claim ref:    TTC-26-1131
Policy:       TTI-6604127
PH:           Mr Alun Frew, 14 Sorrel Bank, Hexworth, DE6 3RT
Contact:      07700 900318
Caravan:      2023 Corran Voyager 560, CRN 56-220917
Incident:     08/11/2026 - theft of caravan from Polvenna Sands campsite, Trevessa
Reported:     08/11/2026
Handler:      Marcus Oyler (MOY)

08.11.26 16:20 MOY - FNOL. PH on last week of autumn trip, left van on pitch 31 at Polvenna Sands while out for day. Returned 15:30, van gone. Police informed 15:50, crime ref DC/26/118840.
08.11.26 16:35 MOY - Referred CTD-1 same day. Tracker ping check: tracker last reported 13:02 on A3075, then silent.
09.11.26 10:10 MOY - PH confirms hitch lock fitted. No wheel clamp - PH says clamp was left in car boot as they'd only gone out for the day.
09.11.26 10:25 MOY - Sched shows TE4. Away from storage site = both w/clamp and h/lock required. Only h/lock fitted. SEC-B recorded.
10.11.26 09:00 MOY - TL agreed decline under 3.4 (TE4 3.1 not met). Contents (bedding, camping kit, approx £640 per PH) fall under same exclusion. Awning was in car boot - not stolen.
10.11.26 09:20 MOY - Decline ltr to go. Remind PH of complaints route. Police still investigating; if van recovered, no change to decision.
""",
"email-frew-20261109.eml": """From: Alun Frew <alun.frew@hedgemail.example>
To: claims@tillingford.example
Date: Mon, 09 Nov 2026 08:47:12 +0000
Subject: Stolen caravan - Polvenna Sands - your ref TTC-26-1131
Message-ID: <20261109084712.frew@hedgemail.example>
Content-Type: text/plain; charset="utf-8"

Good morning,

Further to my call yesterday. The hitch lock was definitely on - the thieves cut through the hitch lock and the site warden found the pieces on the pitch. The wheel clamp was in the boot of our car because we were only going out for the day to Trevessa harbour. I have always used both at the storage yard.

Please can you let me know what happens next and whether my bedding and camping kit (about £640) is covered too.

Regards
Alun Frew
""",
}

CLAIMS["TTC-26-1148"] = {
"notes.txt": """TILLINGFORD TOURING - CLAIM FILE NOTES
Claim ref:    TTC-26-1148
Policy:       TTI-6604172
PH:           Mrs Priya Kenward, 2 Quillet Row, Salbeck, LN11 9WD
Contact:      01632 960274
Caravan:      2016 Maddox Elite 4, CRN 41-775302
Incident:     damp found at service 02/10/2026; hail damage to roof light 03/08/2026
Reported:     05/10/2026
Handler:      Kerry Dunwoody (KDW)

05.10.26 11:02 KDW - FNOL. Dealer (Salbeck Caravan Centre) found soft floor and damp at front offside corner at annual service. PH also mentions roof light cracked in hailstorm at Wolds campsite on 3 Aug - never claimed.
06.10.26 15:30 KDW - Independent damp report requested (Fairholme Damp Surveys).
16.10.26 09:45 KDW - Damp report recd: readings 28-34% at front window seal and offside corner, delamination. Surveyor: ingress over at least 18 months. DMP-L.
16.10.26 10:10 KDW - Damp and floor repairs (est £2,950) declined under 5.1. Roof light is separate sudden damage - accepted.
16.10.26 10:30 KDW - Roof light replacement quote £420 from Salbeck Caravan Centre. Sett calc: £420 less std xs £200 = £220 to PH.
16.10.26 10:45 KDW - PH to pay damp report? No - we commissioned it, our cost. Tell PH.
17.10.26 14:00 KDW - cb PH, explained. PH unhappy about damp decision, says no sign of damp at last year's service. Advised her she can send last year's service record and we will look again; complaints route if still unhappy.
""",
"damp-report-fairholme.txt": """FAIRHOLME DAMP SURVEYS - INDEPENDENT REPORT
Report FDS/26/3391    Inspected 14/10/2026 at Salbeck Caravan Centre
Caravan: Maddox Elite 4 (2016)    Owner: Mrs P Kenward    Instructed by Tillingford ref TTC-26-1148

Readings (protimeter, wood mode):
Front window seal, nearside     24%
Front window seal, offside      34%
Front offside corner (floor)    31%
Offside locker door seal        28%
All other points                10-14%

Findings: the front window seal sealant has failed and water has entered gradually. The floor board at the front offside corner has delaminated. From the extent of the timber staining and delamination, ingress has been taking place for at least 18 months. There is no sign of impact or sudden damage at these points.

Separately, the centre roof light has a star crack consistent with hail. The surround is dry (11%).
""",
}

CLAIMS["TTC-26-1162"] = {
"notes.txt": """TILLINGFORD TOURING - CLAIM FILE NOTES
Claim ref:    TTC-26-1162
Policy:       TTI-6609015
PH:           Mr Ewan Castleton, The Old Dairy, Pinmoor Lane, Garrowfield, YO42 7NS
Contact:      07700 900652 / e.castleton@moorpost.example
Caravan:      2023 Fenland Tourer 520, CRN 52-301488
Towing veh:   2021 Orvane Arvo estate, plated towing limit 1,800kg
Incident:     26/09/2026 - caravan snaked and overturned, A64 near Rillbrook
Reported:     26/09/2026
Handler:      Marcus Oyler (MOY)

26.09.26 18:40 MOY - FNOL. Crosswind on A64, van snaked and went onto its side. No other vehicle. PH and wife unhurt. Van recovered by Rillbrook Recovery to their yard.
27.09.26 09:15 MOY - Engineer appointed (Harker Vehicle Assessors).
30.09.26 12:00 MOY - Engineer: TL, chassis twisted, body split. Laden weight at time c. 1,390kg (MTPLM 1,450kg) - within car's 1,800kg limit, so 4.2 not an issue.
30.09.26 12:30 MOY - First Sale Date 14/03/2023 = under 5 yrs, so NFO basis under 1.2. Dealer price for new 2026 Fenland Tourer 520: £28,650. Within SI £30,000.
01.10.26 10:05 MOY - Over £... new for old - referred Major Loss Panel, approved 03/10.
03.10.26 15:20 MOY - Recovery invoice Rillbrook £610 (within £750, 4.3, no xs). Hotel Rillbrook Arms 3 nts @ £95 = £285 (4.4, 62 miles from home, no xs).
03.10.26 15:40 MOY - Sett: replacement van ordered via Garrowfield Leisure Sales, £28,650 less std xs £250 = £28,400 paid to dealer; PH pays £250 to dealer. £610 + £285 = £895 to PH by BACS. Salvage ours (7.3).
05.10.26 11:00 MOY - Still o/s: PH's contents list (crockery, bedding, bike rack) - not yet recd. Towing Equipment: stabiliser hitch bent, PH getting a price.
""",
"engineer-report-harker.txt": """HARKER VEHICLE ASSESSORS - ENGINEER'S REPORT
Our ref HVA-26-7740    Your ref TTC-26-1162
Subject: 2023 Fenland Tourer 520, CRN 52-301488, at Rillbrook Recovery
Inspected: 29/09/2026

Condition: the caravan has rolled onto its nearside. The chassis is twisted at the A-frame, the body has split along the nearside roof seam and the floor has detached at the rear. Repair is not economic.

Weights: MTPLM (plate) 1,450kg. Estimated laden weight at the time 1,390kg. Towing vehicle 2021 Orvane Arvo estate, maximum towing limit 1,800kg.

Pre-accident market value (for reference): £21,750.
Salvage: category B, value £900.
Stabiliser hitch: bent, requires replacement.
""",
}

CLAIMS["TTC-26-1177"] = {
"notes.txt": """TILLINGFORD TOURING - CLAIM FILE NOTES
Claim ref:    TTC-26-1177
Policy:       TTI-6611380
PH:           Ms Hana Lindqvist, Flat 3, 27 Tenter Street, Calbury, HX5 1PB
Contact:      07700 900741 / hana.lindqvist@fellnet.example
Caravan:      2019 Maddox Compass 480, CRN 48-610254
Incident:     frost damage found 22/11/2026, Moorside Secure Storage
Reported:     23/11/2026
Handler:      Kerry Dunwoody (KDW)

23.11.26 10:15 KDW - FNOL. PH went to van at storage, water on floor, split pipe under sink, water heater casing cracked. Hard frosts 17-19 Nov.
23.11.26 10:30 KDW - Frost to water system - 5.3 applies unless fully drained down per handbook. PH says she drained down on 12/10. Asked for evidence.
25.11.26 16:00 KDW - Repairer (Moorside Caravan Services) report recd: water heater drain plug was found in place and heater still part full. Est £1,180 (heater £780, pipework & labour £400).
26.11.26 09:00 KDW - PH e-mail recd. Says handbook followed. Need: copy of the handbook drain-down page she followed, any photos from 12/10, storage site gate log for 12/10.
26.11.26 09:20 KDW - Decision o/s pending the above. Do NOT decline yet. Std xs £175 if accepted.
""",
"email-lindqvist-20261126.eml": """From: Hana Lindqvist <hana.lindqvist@fellnet.example>
To: claims@tillingford.example
Date: Thu, 26 Nov 2026 07:58:30 +0000
Subject: Re: TTC-26-1177 frost damage
Message-ID: <20261126075830.hl@fellnet.example>
Content-Type: text/plain; charset="utf-8"

Hello,

I drained everything down on 12 October when I put the van into storage, exactly as the handbook says - taps open, drain valve open, pump out. I did this last winter too. I don't know why the repairer says the heater plug was still in. I think I have a photo on my phone from that day, I'll look.

How long will this take? I want the van back for a trip on 18 December.

Hana
""",
"repair-report-moorside.txt": """MOORSIDE CARAVAN SERVICES - REPAIR REPORT
Job MCS-4410   Date 25/11/2026   Customer: H Lindqvist   Caravan: Maddox Compass 480 (2019)
Insurer: Tillingford, ref TTC-26-1177

Found: cold feed pipe split below the kitchen sink; water heater outer casing cracked at the base. Water heater drain plug was in place and the heater was approx. half full of water when we opened it. Drain valve under the floor was open.

Estimate: replacement water heater £780.00; pipework, fittings and labour £400.00. Total £1,180.00 inc VAT.
Time: 3 working days once the heater is in stock (currently 5-7 days).
""",
}

# ------------------------------------------------------------- Rookhollow (RHC-26-...)
CLAIMS["RHC-26-2204"] = {
"notes.txt": """ROOKHOLLOW HERITAGE HOME - CLAIM RECORD
Claim:        RHC-26-2204
Policy:       RHH-3318460
Insured:      Mr Laurence Threlkeld
Risk:         Wheelwright's Cottage, 4 Church Lane, Hinton Marley, SP7 5LU (Grade II, long straw thatch)
Tel:          01632 960189
Loss:         Storm, 14/10/2026 - ridge and thatch torn on north slope
Notified:     15/10/2026
Handler:      Helena Sallis (HS)

[Thu 15/10/2026 09:40 | HS] First notice. Storm overnight 14th, section of ridge and north slope thatch torn away, netting lifted. Insd has tarpaulin on via local builder.
[Thu 15/10/2026 10:05 | HS] Ridge renewed 2019 per sched. Last thatch inspection 03/2024 (within 5 yrs, H1 met). Storm - std xs £350.
[Mon 19/10/2026 14:20 | HS] Quote recd from Bewley & Sons Master Thatchers: repair north slope and ridge section £4,280; scaffold £960. Separate option to re-ridge whole roof £11,600.
[Mon 19/10/2026 14:45 | HS] Insd wants whole roof re-ridged "so it all matches". B4 - we pay damaged area only. No site visit needed (ridge < 10 yrs, under £6k).
[Tue 20/10/2026 11:30 | HS] Sett calc: £4,280 + scaffold £960 = £5,240 less xs £350 = £4,890. To insd by BACS.
[Tue 20/10/2026 11:50 | HS] Tarpaulin / emergency cover by builder £310 - invoice not yet recd. Will add when recd (no further xs).
""",
"quote-bewley-thatchers.txt": """BEWLEY & SONS, MASTER THATCHERS - Orchard End, Hinton Marley SP7 5LB - 01632 960561
QUOTATION   Ref BS/Q/2614   Date 18 October 2026
Client: Mr L Threlkeld, Wheelwright's Cottage    Insurer ref RHC-26-2204

Option A: Repair storm damage to north slope (approx. 9 sq m long straw) and renew the damaged 6 m of ridge in matching pattern  £4,280.00
Scaffolding (north elevation, 2 weeks)                                                                                        £960.00
Option B: Re-ridge the whole roof (22 m) in block-cut pattern                                                              £11,600.00

Note: the existing ridge is in sound order apart from the storm-damaged section. Option B is a customer preference, not a repair requirement.
All prices include VAT. Start within 3 weeks of instruction.
""",
}

CLAIMS["RHC-26-2236"] = {
"notes.txt": """ROOKHOLLOW HERITAGE HOME - CLAIM RECORD
Claim:        RHC-26-2236
Policy:       RHH-3318460
Insured:      Mr Laurence Threlkeld
Risk:         Wheelwright's Cottage, 4 Church Lane, Hinton Marley, SP7 5LU
Tel:          01632 960189
Loss:         Escape of water, found 09/11/2026 - burst pipe in loft
Notified:     09/11/2026
Handler:      Owen Prideaux (OP)

[Mon 09/11/2026 16:10 | OP] First notice. Insd back from 20 days in Portugal, water through bedroom ceiling. Pipe to cold tank split in loft. Not Unoccupied (20 days < 45) so X3 n/a. EoW xs £750.
[Tue 10/11/2026 09:30 | OP] Drying firm Siltmoor Drying attending 11/11. Ceiling is lath and lime plaster - listed fabric.
[Tue 10/11/2026 10:00 | OP] Insd asked about T&A - told him method must be agreed with us in writing before any opening up (B5). Conservation officer at district council to be consulted on ceiling.
[Fri 13/11/2026 12:15 | OP] Interim payment £3,000 agreed for drying and emergency plumber. BACS 16/11.
[Fri 13/11/2026 12:40 | OP] Insd can stay in the house - AA not needed at present.
[Wed 18/11/2026 15:00 | OP] o/s: conservation officer's view on repair method for ceiling; lime plasterer's quote. CP-REF opened.
""",
"email-threlkeld-20261117.eml": """From: Laurence Threlkeld <l.threlkeld@chalkpost.example>
To: claims@rookhollow.example
Date: Tue, 17 Nov 2026 19:22:05 +0000
Subject: Bedroom ceiling - claim RHC-26-2236
Message-ID: <20261117192205.lt@chalkpost.example>
Content-Type: text/plain; charset="utf-8"

Dear Mr Prideaux

Thank you for the interim payment, which arrived yesterday. The drying people say the ceiling will take about four weeks to dry out.

Two questions: who pays the conservation officer, and will you pay for a specialist lime plasterer rather than a normal plasterer? The ceiling is original.

Kind regards
Laurence Threlkeld
""",
}

CLAIMS["RHC-26-2219"] = {
"notes.txt": """ROOKHOLLOW HERITAGE HOME - CLAIM RECORD
Claim:        RHC-26-2219
Policy:       RHH-3318406
Insured:      Mrs Philippa Yarde
Risk:         Gorse Thatch, Mill Drove, Ashlode St Giles, SP7 9QE (Grade II, water reed thatch)
Tel:          01632 960603
Loss:         Chimney fire, 21/10/2026 - wood burner flue, thatch scorched round stack
Notified:     22/10/2026
Handler:      Helena Sallis (HS)

[Thu 22/10/2026 08:55 | HS] First notice. Fire brigade attended 21/10 evening, fire in flue from wood burner, thatch around stack charred and cut away by crew. Insd in house, one room smoke damaged.
[Thu 22/10/2026 09:30 | HS] Sched has RE3 - wood burner flue must be swept twice in 12 months, max 7 months apart. Asked for sweep certificates.
[Tue 27/10/2026 10:20 | HS] Certificates recd: last sweep 12/08/2025 (Ashlode Chimney Care). None since - over 14 months. Spark arrestor fitted.
[Tue 27/10/2026 11:00 | HS] Fire report (fire service): fire started in flue, tar deposits. H3 applies to fire starting in chimney where H2 (as RE3) not met. Band T3.
[Wed 28/10/2026 09:15 | HS] Senior handler agreed decline - fire damage to thatch, stack and smoke damage all arise from the chimney fire.
[Wed 28/10/2026 09:40 | HS] Decline ltr to insd. Include complaints. Insd told by phone, upset - says sweep cancelled in spring due to illness.
""",
"fire-service-report.txt": """WESTVALE FIRE AND RESCUE SERVICE - INCIDENT SUMMARY (copy supplied to insurer)
Incident no. WFR/26/09177   Date 21/10/2026   Time of call 19:48
Address: Gorse Thatch, Mill Drove, Ashlode St Giles
Type: chimney fire, thatched property

Crews found a fire within the flue liner serving a wood burning stove, with heavy tar deposits. Fire spread to the thatch immediately around the chimney stack. Approximately 4 sq m of thatch was removed by crews to extinguish. Smoke damage to sitting room.
Cause: ignition of deposits within the flue. Spark arrestor present.
""",
}

CLAIMS["RHC-26-2251"] = {
"notes.txt": """ROOKHOLLOW HERITAGE HOME - CLAIM RECORD
Claim:        RHC-26-2251
Policy:       RHH-3320991
Insured:      Dr Imogen Farquar
Risk:         The Old Rectory, Wendle Lane, Stowcombe Abbas, DT2 6JB
Tel:          01632 960847
Loss:         Theft, 30/10/2026 - long-case clock taken during break-in
Notified:     31/10/2026
Handler:      Owen Prideaux (OP)

[Sat 31/10/2026 10:30 | OP] First notice. Break-in via rear scullery window while insd at concert. Taken: George III oak long-case clock (hall). Police crime ref DP/26/30455.
[Mon 02/11/2026 14:00 | OP] Clock not specified on sched (only the card tables are). C2 single article limit £2,500 applies.
[Thu 05/11/2026 11:10 | OP] Valuation recd (Hallam & Pryor) - clock £6,800 (replacement value).
[Thu 05/11/2026 11:30 | OP] Sett calc: £2,500 (C2 max) less std xs £350 = £2,150. Scullery window repair £385 (buildings) - one incident, one xs already taken, so £385 in full.
[Thu 05/11/2026 11:40 | OP] Total £2,535 to insd. Advise that cover for Valuables over £2,500 each needs them named on schedule - insd may want to specify other items.
""",
"valuation-hallam-pryor.txt": """HALLAM & PRYOR, FINE ART VALUERS - 8 Abbey Row, Stowcombe Abbas DT2 6JA
Valuation for insurance claim   Ref HP/V/8812   4 November 2026
Client: Dr I Farquar, The Old Rectory

Item: George III oak and mahogany crossbanded long-case clock, eight-day movement, painted arched dial signed 'J. Wakeham, Stowcombe', circa 1790, height 216 cm.
Source: client's photographs and 2019 purchase invoice (£4,900).
Replacement value (retail, auction-equivalent buyer's premium included): £6,800.
""",
}

CLAIMS["RHC-26-2270"] = {
"notes.txt": """ROOKHOLLOW HERITAGE HOME - CLAIM RECORD
Claim:        RHC-26-2270
Policy:       RHH-3321574
Insured:      Mr Tobias Wrenfield
Risk:         Crook Barn, Sallow End, Marley Bottom, SP8 2DX (Grade II timber frame barn)
Tel:          07700 900829
Loss:         Cracking, west gable - possible subsidence, first noticed 20/11/2026
Notified:     24/11/2026
Handler:      Helena Sallis (HS)

[Tue 24/11/2026 12:05 | HS] First notice. Diagonal cracks in west gable infill panels, door to utility sticking. Insd thinks willow tree by ditch.
[Tue 24/11/2026 12:30 | HS] Subsidence xs £2,500 if accepted. Appointed Coombe Structural (engineers) - site visit booked 03/12/2026.
[Tue 24/11/2026 12:40 | HS] Engineers' fees for investigation are our cost. Monitoring likely 6-12 months before cause confirmed.
[Tue 24/11/2026 12:50 | HS] Insd can stay at home - no AA at present.
[Tue 24/11/2026 13:00 | HS] Liability NOT yet accepted. Ack ltr: confirm engineer visit, xs if accepted, what happens next.
""",
}

# ------------------------------------------------------------- Quaymarsh (QCP/26/...)  folder names use hyphens
CLAIMS["QCP-26-0412"] = {
"notes.txt": """QUAYMARSH COMMERCIAL PROPERTY - CLAIM LOG
Claim no.     QCP-26-0412
Policy        QCP-7710348
Insured       Calderhythe Properties Ltd
Contact       Ms Nadia Brereton, Property Manager - 01632 960377 - n.brereton@calderhythe.example
Location      Unit 3, Beckhythe Trading Estate, Saltash Road, Wenport WP4 2GN
Tenant        Marlpit Foods Ltd (lease to 2031, passing rent £84,000 pa, rent suspension clause 7.4)
Date of Damage 06/10/2026 - fire
Handler       Jonah Treffry (JT)

2026-10-06 22:10 | JT | Out-of-hours notification. Fire in Unit 3, started in tenant's packing area. Roof partly collapsed. Units 2 and 4 undamaged.
2026-10-08 09:00 | JT | Loss adjuster (Selcombe Adjusting, Mr Rupert Haig) appointed. Lease recd - cl 7.4 suspends whole rent until unit fit for occupation.
2026-10-12 14:30 | JT | Rent roll: Unit 3 rent £84,000 pa = £7,000 per month. RVD-4 confirmed passing rent 15/10.
2026-10-20 11:00 | JT | Adjuster: reinstatement est 9 months. IP est 9 months, within 24-month MIP. LoR est 9 x £7,000 = £63,000.
2026-10-21 10:15 | JT | Int pmt LoR £21,000 (3 months, Oct-Dec) approved. Paid 23/10.
2026-10-21 10:40 | JT | MD reserve £610,000 - over handler authority, senior handler sign-off. Cause under investigation: possible faulty shrink-wrap heater owned by tenant. SH-1 - do not discuss recovery with tenant.
2026-11-02 16:00 | JT | Adjuster's interim report recd. MD: demolition and debris removal to start 16/11. Next LoR instalment due on confirmation unit still unfit (Jan).
""",
"adjuster-interim-report.txt": """SELCOMBE ADJUSTING LTD - INTERIM REPORT No. 1
Our ref SA/26/1408   Insurer ref QCP-26-0412
Insured: Calderhythe Properties Ltd   Premises: Unit 3, Beckhythe Trading Estate
Date of Damage: 6 October 2026   Report date: 30 October 2026

1. The fire began in the tenant's packing area and spread to the roof void. Approximately 60% of the roof has collapsed. The steel frame on grid lines C-E requires replacement.
2. Reinstatement estimate (building only): £585,000 plus professional fees £42,000. Debris removal £38,000.
3. The Material Damage sum insured for the estate (£4,600,000) is adequate; we have no concerns on average.
4. Loss of rent: the lease suspends the whole rent while the unit is unfit. We estimate 9 months to practical completion.
5. The tenant's stock and its own plant are not part of this claim.
""",
}

CLAIMS["QCP-26-0437"] = {
"notes.txt": """QUAYMARSH COMMERCIAL PROPERTY - CLAIM LOG
Claim no.     QCP-26-0437
Policy        QCP-7710384
Insured       Ostwick Holdings Ltd
Contact       Mr Fergus Maitland, Director - 01632 960920 - fergus@ostwickholdings.example
Location      Unit D, Ostwick Park, Ferrybridge Way, Tollmere TM9 6RR
Tenant        none - unit vacant since 30/06/2026
Date of Damage discovered 02/11/2026 - theft of copper cabling and lead flashing
Handler       Beatrice Lowde (BL)

2026-11-03 09:20 | BL | Notified by Mr Maitland. Intruders stripped copper cabling from distribution board and lead flashing from roof. Water came in through roof at flashing. Police ref TM/26/77412.
2026-11-03 10:00 | BL | Unit D empty since 30/06 = Unoccupied (over 30 days). Metal theft from Unoccupied unit excluded 5.1.
2026-11-05 15:10 | BL | Inspection log recd - last entries 14/09 and then 29/10. Gap of 6 weeks. 4.2 not met. Void watch.
2026-11-06 11:00 | BL | Water damage to floor from roof: 5.4 - Damage at Unoccupied unit where 4.2 not complied with. Decline whole claim. No LoR - unit not let, no agreement for lease (3.3).
2026-11-06 11:30 | BL | Contractor's estimate was £46,300 (cabling £31,800, lead £9,200, floor £5,300) - for info only.
2026-11-06 12:00 | BL | Decline ltr to Mr Maitland. Mention complaints; Ostwick turnover under £6.5m per broker so may be eligible for FOS.
""",
}

CLAIMS["QCP-26-0455"] = {
"notes.txt": """QUAYMARSH COMMERCIAL PROPERTY - CLAIM LOG
Claim no.     QCP-26-0455
Policy        QCP-7715206
Insured       Greywether Industrial LLP
Contact       Mrs Jocelyn Arkwright, Partner - 01632 960144 - jarkwright@greywether.example
Location      Unit 2, Greywether Works, Kilnhouse Lane, Dunholt DN14 3HF
Tenant        Tansley Joinery Ltd (rent £66,000 pa; lease cl 9.2 suspends a fair proportion of rent)
Date of Damage 24/09/2026 - storm, roof sheets lifted, water into workshop
Handler       Jonah Treffry (JT)

2026-09-25 08:30 | JT | Notified. Storm lifted 14 roof sheets on Unit 2; rain into workshop. Tenant working from front half of unit.
2026-09-29 13:00 | JT | Roofing contractor (Dunholt Cladding Ltd) quote £18,750 for sheets, fixings, liner panels. Roof 11 yrs old, not end of life per contractor.
2026-09-29 13:20 | JT | Storm xs £2,500 (2.4). MD: £18,750 less £2,500 = £16,250.
2026-10-02 10:00 | JT | SI check: reinstatement value per 2025 valuation £2.1m vs SI £2.24m - no average.
2026-10-05 15:45 | JT | LoR: tenant and insd agreed fair proportion 40% rent suspended for 2 months (Oct, Nov). Monthly rent £5,500. 40% x £5,500 x 2 = £4,400. No xs on LoR (3.4). RVD-4 ok.
2026-10-06 09:10 | JT | Sett: MD £16,250 + LoR £4,400 = £20,650 to insd by BACS 09/10.
2026-10-06 09:30 | JT | Tenant's own machinery (spindle moulder) water-damaged - not ours, tenant's insurer (5.2).
""",
"email-arkwright-20261001.eml": """From: Jocelyn Arkwright <jarkwright@greywether.example>
To: property.claims@quaymarsh.example
Date: Thu, 01 Oct 2026 17:05:44 +0100
Subject: Unit 2 roof - QCP-26-0455
Message-ID: <20261001170544.ja@greywether.example>
Content-Type: text/plain; charset="utf-8"

Dear Mr Treffry,

Tansley Joinery have agreed with us that 40% of the rent should be suspended for October and November while they work from the front half of the unit. The roofers are booked for 19 October.

Their spindle moulder got wet - they have asked whether our policy covers it. Could you confirm in your letter?

Also, we are considering adding service charge to the cover at renewal - what would that mean?

Best wishes,
Jocelyn Arkwright
""",
}

CLAIMS["QCP-26-0471"] = {
"notes.txt": """QUAYMARSH COMMERCIAL PROPERTY - CLAIM LOG
Claim no.     QCP-26-0471
Policy        QCP-7710384
Insured       Ostwick Holdings Ltd
Contact       Mr Fergus Maitland, Director - 01632 960920
Location      Unit B, Ostwick Park, Ferrybridge Way, Tollmere TM9 6RR
Tenant        Sedgebrook Couriers Ltd (rent £4,800 per month, lease dated 2024)
Date of Damage none at Premises - police cordon after fire at neighbouring scrapyard (0.4 miles), 12/11/2026 to 10/12/2026 (expected)
Handler       Beatrice Lowde (BL)

2026-11-16 10:00 | BL | Notified. Cordon on Ferrybridge Way since 12/11, only access to Unit B closed. Tenant has stopped paying rent and says it is entitled to.
2026-11-16 10:20 | BL | Sched shows QE7 - denial of access ext, max £40,000 per event, first 7 days not paid. Cordon within 1 mile - QE7 3.6 could apply.
2026-11-16 10:35 | BL | But 3.2 applies: rent lost only if lease lets tenant suspend rent. Need lease - not yet recd. Need rent demand and tenant's letter withholding rent.
2026-11-16 10:50 | BL | Cordon end date not confirmed by police. Unit A-F other tenants unaffected (separate access off Kiln Road).
2026-11-17 09:00 | BL | Info request ltr to Mr Maitland: lease (full copy incl rent suspension clause), Nov rent demand, tenant's letter, police confirmation of cordon dates.
""",
}
