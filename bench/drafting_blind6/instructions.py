"""Labels for blind drafting set 6: instructions, parts, evidence, and the forbidden-string lists."""

P = "documents/policies/"
TW = P + "tillingford-touring-caravan-wording-TTI-TC-0726.pdf"
TE = P + "tillingford-endorsement-TE4-security-away-from-storage.pdf"
TS = {k: P + "tillingford-schedule-%s.pdf" % k for k in ["TTI-6604127", "TTI-6604172", "TTI-6609015", "TTI-6611380"]}
TPROC = "documents/procedures/tillingford-touring-claims-manual-TCM-3.docx"
RW = P + "rookhollow-heritage-home-wording-RHH-LT-0526.pdf"
RE = P + "rookhollow-endorsement-RE3-stove-sweeping.pdf"
RS = {k: P + "rookhollow-schedule-%s.pdf" % k for k in ["RHH-3318460", "RHH-3318406", "RHH-3320991", "RHH-3321574"]}
RPROC = "documents/procedures/rookhollow-heritage-claims-guide-HCG-2.docx"
QW = P + "quaymarsh-warehouse-landlord-wording-QCP-WL-0326.pdf"
QE = P + "quaymarsh-endorsement-QE7-denial-of-access.pdf"
QS = {k: P + "quaymarsh-schedule-%s.pdf" % k for k in ["QCP-7710348", "QCP-7710384", "QCP-7715206"]}
QPROC = "documents/procedures/quaymarsh-property-claims-protocol-PCP-5.docx"


def N(ref):
    return "documents/claims/%s/notes.txt" % ref


def C(ref, name):
    return "documents/claims/%s/%s" % (ref, name)


CUSTOMERS = {
    "frew": ["Alun", "Frew", "Sorrel Bank", "DE6 3RT", "TTI-6604127", "Hallow Green", "56-220917", "Corran Voyager"],
    "kenward": ["Priya", "Kenward", "Quillet Row", "LN11 9WD", "TTI-6604172", "41-775302", "Maddox Elite"],
    "castleton": ["Ewan", "Castleton", "Old Dairy", "Pinmoor Lane", "YO42 7NS", "TTI-6609015", "Fenland Tourer",
                  "52-301488"],
    "lindqvist": ["Hana", "Lindqvist", "Tenter Street", "HX5 1PB", "TTI-6611380", "Maddox Compass", "48-610254",
                  "Moorside"],
    "threlkeld": ["Laurence", "Threlkeld", "Wheelwright", "Church Lane", "Hinton Marley", "SP7 5LU", "RHH-3318460"],
    "yarde": ["Philippa", "Yarde", "Gorse Thatch", "Mill Drove", "Ashlode", "SP7 9QE", "RHH-3318406"],
    "farquar": ["Imogen", "Farquar", "Old Rectory", "Wendle Lane", "Stowcombe", "DT2 6JB", "RHH-3320991"],
    "wrenfield": ["Tobias", "Wrenfield", "Crook Barn", "Sallow End", "Marley Bottom", "SP8 2DX", "RHH-3321574"],
    "calderhythe": ["Calderhythe", "Nadia", "Brereton", "Beckhythe", "Saltash Road", "WP4 2GN", "QCP-7710348",
                    "Marlpit"],
    "ostwick": ["Ostwick", "Fergus", "Maitland", "Ferrybridge Way", "TM9 6RR", "QCP-7710384"],
    "greywether": ["Greywether", "Jocelyn", "Arkwright", "Kilnhouse Lane", "DN14 3HF", "QCP-7715206", "Tansley"],
}

CLAIM_CUSTOMER = {
    "TTC-26-1103": "frew", "TTC-26-1131": "frew", "TTC-26-1148": "kenward", "TTC-26-1162": "castleton",
    "TTC-26-1177": "lindqvist", "RHC-26-2204": "threlkeld", "RHC-26-2236": "threlkeld", "RHC-26-2219": "yarde",
    "RHC-26-2251": "farquar", "RHC-26-2270": "wrenfield", "QCP-26-0412": "calderhythe", "QCP-26-0437": "ostwick",
    "QCP-26-0455": "greywether", "QCP-26-0471": "ostwick",
}

CLAIM_FACTS = {
    "TTC-26-1103": ["TTC-26-1103", "Tollgate", "oak branch", "£3,860", "£3,710", "TLR-5821", "roof panel"],
    "TTC-26-1131": ["TTC-26-1131", "Polvenna", "DC/26/118840", "Trevessa", "pitch 31", "£640", "camping kit"],
    "TTC-26-1148": ["TTC-26-1148", "Fairholme", "FDS/26/3391", "Salbeck Caravan Centre", "£2,950", "£220",
                    "delaminat", "hailstorm"],
    "TTC-26-1162": ["TTC-26-1162", "A64", "Rillbrook", "Harker", "£28,650", "£28,400", "£895", "Orvane Arvo",
                    "Garrowfield Leisure", "HVA-26-7740", "overturned", "stabiliser hitch"],
    "TTC-26-1177": ["TTC-26-1177", "water heater", "drain plug", "£1,180", "MCS-4410", "18 December",
                    "12 October"],
    "RHC-26-2204": ["RHC-26-2204", "Bewley", "£4,280", "£5,240", "£4,890", "£11,600", "north slope", "tarpaulin"],
    "RHC-26-2236": ["RHC-26-2236", "burst pipe", "Portugal", "Siltmoor", "£3,000", "lime plaster",
                    "bedroom ceiling", "cold tank"],
    "RHC-26-2219": ["RHC-26-2219", "chimney fire", "Ashlode Chimney Care", "WFR/26/09177", "12/08/2025",
                    "tar deposits", "14 months", "sitting room"],
    "RHC-26-2251": ["RHC-26-2251", "long-case clock", "Hallam", "£6,800", "£2,150", "£2,535", "DP/26/30455",
                    "scullery"],
    "RHC-26-2270": ["RHC-26-2270", "Coombe Structural", "west gable", "willow", "03/12/2026"],
    "QCP-26-0412": ["QCP-26-0412", "Unit 3", "Selcombe", "Haig", "£84,000", "£7,000", "£63,000", "£21,000",
                    "shrink-wrap", "SA/26/1408", "£585,000"],
    "QCP-26-0437": ["QCP-26-0437", "copper", "lead flashing", "TM/26/77412", "£46,300", "14/09"],
    "QCP-26-0455": ["QCP-26-0455", "14 roof sheets", "Dunholt Cladding", "£18,750", "£16,250", "£4,400",
                    "£20,650", "spindle moulder", "£5,500", "£66,000"],
    "QCP-26-0471": ["QCP-26-0471", "Sedgebrook", "scrapyard", "cordon", "£4,800", "Kiln Road"],
}

STAFF = ["TCM-3", "Caravan Theft Desk", "CTD-1", "SEC-B", "tracker ping", "DMP-L", "amber watch", "AMB-W",
         "Major Loss Panel", "HCG-2", "thatch risk band", "Band T3", "Hearth Review", "Conservation Panel", "CP-REF",
         "hearth risk", "PCP-5", "Rent Verification Desk", "RVD-4", "void watch", "SH-1", "subrogation hold",
         "Major Property Panel"]

SHORTHAND = ["FNOL", "xs £", "std xs", "Sett calc", "cb PH", "Est recd", "recd", "o/s", "w/clamp", "h/lock",
             "NFO basis", "PH says", "PH pays", "to PH", "TL agreed", "Insd", "EoW xs", "T&A", "AA not", "no AA",
             "IP est", "LoR est", "LoR:", "Int pmt", "MD reserve", "MD:", "SI check", "Sched shows", "Decline ltr",
             "Ack ltr", "nts @", "3 nts", "no xs"]

# item: id, insurer, customer (key or None), claim, addressee, type, instruction, parts, extra forbidden
ITEMS = []


def item(i, ins, cust, claim, addressee, typ, instr, parts, extra=()):
    ITEMS.append(dict(id=i, insurer=ins, customer=cust, claim_ref=claim, addressee=addressee, letter_type=typ,
                      instruction=instr, parts=parts, extra=list(extra)))


def part(desc, *ev):
    return {"part": desc, "answerable": bool(ev), "evidence": [{"file": f, "quote": q} for f, q in ev]}


# ============================================================ Tillingford
item("D01", "T", "frew", "TTC-26-1103", "Mr Alun Frew", "settlement",
     "sett ltr Frew 1103 storm/branch on roof - what we pay Tollgate and his xs, how long the repair takes, + when they start",
     [part("estimate £3,860 less the £150 Standard Excess = £3,710 paid direct to Tollgate Leisure Repairs; Mr Frew pays the £150 excess to Tollgate when he collects the caravan",
           (N("TTC-26-1103"), "Sett calc: £3,860 less xs £150 = £3,710, paid direct to Tollgate. PH pays the £150 xs to Tollgate on collection."),
           (TS["TTI-6604127"], "Standard Excess £150"),
           (TW, "6.1 You pay the Standard Excess shown in your schedule for each claim under Sections 1 and 2.")),
      part("the repair takes 6 working days once the parts arrive",
           (C("TTC-26-1103", "estimate-tollgate-leisure.txt"), "Repair time 6 working days once parts arrive.")),
      part("the date the repairs will start (not in the documents)")],
     ["£3,560", "£4,010"])

item("D02", "T", "frew", "TTC-26-1131", "Mr Alun Frew", "decline",
     "decline Frew - van stolen off campsite, TE4 needs clamp AND lock, only the lock was on; say his kit isn't covered either, recovery doesn't change it, complaints route",
     [part("the theft is declined: under endorsement TE4 (which replaces clause 3.1) a caravan left unattended away from the Storage Site, including on a campsite, must have both a wheel clamp and a hitch lock; only the hitch lock was fitted, and clause 3.4 excludes theft where a security condition was not met",
           (N("TTC-26-1131"), "Away from storage site = both w/clamp and h/lock required. Only h/lock fitted."),
           (TE, "Whenever the Caravan is left unattended anywhere else, including a campsite, a service area or a roadside, it must be fitted with both a wheel clamp and a hitch lock."),
           (TW, "3.4 We will not pay for theft of the Caravan, its Awning or its contents if a condition in this Section was not complied with at the time of the loss."),
           (TS["TTI-6604127"], "Endorsements TE4")),
      part("the bedding and camping kit (about £640) is not covered either, for the same reason",
           (N("TTC-26-1131"), "Contents (bedding, camping kit, approx £640 per PH) fall under same exclusion."),
           (TW, "3.4 We will not pay for theft of the Caravan, its Awning or its contents if a condition in this Section was not complied with at the time of the loss.")),
      part("if the police recover the caravan the decision does not change",
           (N("TTC-26-1131"), "if van recovered, no change to decision.")),
      part("complaints: tell the handler first; if not resolved within 3 working days it is confirmed in writing with a final response within 8 weeks; then the Financial Ombudsman Service within 6 months of the final response",
           (TW, "Please tell the handler named on your letters first. If we cannot resolve your complaint within 3 working days, we will confirm it in writing and send a final response within 8 weeks. If you remain unhappy, or we have not replied within 8 weeks, you may refer your complaint to the Financial Ombudsman Service within 6 months of our final response."))],
     ["tracker"])

item("D03", "T", "frew", "TTC-26-1131", "Mr Alun Frew", "acknowledgement",
     "ack Frew's email of 9 Nov re stolen van - we've noted crime ref, handler is Marcus Oyler; nothing on the decision yet",
     [part("we have received his e-mail of 9 November 2026 and noted the police crime reference DC/26/118840",
           (C("TTC-26-1131", "email-frew-20261109.eml"), "Date: Mon, 09 Nov 2026 08:47:12 +0000"),
           (N("TTC-26-1131"), "Police informed 15:50, crime ref DC/26/118840.")),
      part("his claim is being handled by Marcus Oyler",
           (N("TTC-26-1131"), "Handler:      Marcus Oyler (MOY)"))],
     ["declined", "SEC-B"])

item("D04", "T", "frew", None, "Mr Alun Frew", "information",
     "ltr to Mr Frew about his policy (not a claim) - what TE4 means at the storage yard vs away, his theft xs, and does he need a tracker",
     [part("at the Storage Site either a wheel clamp or a hitch lock is enough; anywhere else (campsite, service area, roadside) both are needed",
           (TE, "3.1 Whenever the Caravan is left unattended at the Storage Site, it must be fitted with either a wheel clamp or a hitch lock. Whenever the Caravan is left unattended anywhere else, including a campsite, a service area or a roadside, it must be fitted with both a wheel clamp and a hitch lock.")),
      part("his Theft Excess is £200 (reduced under TE4) and applies instead of the Standard Excess for a theft from anywhere other than the Storage Site",
           (TS["TTI-6604127"], "Theft Excess £200 (reduced under TE4)"),
           (TW, "6.2 For theft of the Caravan from anywhere other than the Storage Site, you pay the Theft Excess in your schedule instead of the Standard Excess.")),
      part("yes, a tracker is required: his caravan sum insured of £26,400 is more than £25,000, so a tracking device must be fitted, kept working and subscribed (clause 3.3)",
           (TS["TTI-6604127"], "Caravan sum insured £26,400"),
           (TW, "3.3 If the Caravan's sum insured is more than £25,000 a tracking device must be fitted, kept working and subscribed."))],
     )

item("D05", "T", "kenward", "TTC-26-1148", "Mrs Priya Kenward", "settlement",
     "Kenward 1148 - we pay the roof light (hail), not the damp/floor - say why, and that the damp report is on us; she can send last yr's service record",
     [part("the hail-damaged roof light is accepted: £420 less the £200 Standard Excess = £220 to Mrs Kenward",
           (N("TTC-26-1148"), "Sett calc: £420 less std xs £200 = £220 to PH."),
           (TS["TTI-6604172"], "Standard Excess £200")),
      part("the damp and floor repairs are declined under exclusion 5.1: the independent surveyor found water had entered gradually through the failed front window seal for at least 18 months",
           (C("TTC-26-1148", "damp-report-fairholme.txt"), "the front window seal sealant has failed and water has entered gradually."),
           (C("TTC-26-1148", "damp-report-fairholme.txt"), "ingress has been taking place for at least 18 months"),
           (N("TTC-26-1148"), "Surveyor: ingress over at least 18 months."),
           (TW, "5.1 Damp, rot or mould, or damage caused by water getting in gradually through seals, joints or fixings, however long it took to become apparent.")),
      part("Tillingford commissioned the damp report and pays for it; she does not",
           (N("TTC-26-1148"), "No - we commissioned it, our cost.")),
      part("she can send last year's service record and the damp decision will be looked at again",
           (N("TTC-26-1148"), "Advised her she can send last year's service record and we will look again"))],
     ["£2,750", "£620"])

item("D06", "T", "kenward", "TTC-26-1148", "Mrs Priya Kenward", "complaint_response",
     "complaint resp Kenward - she says there was no damp at last year's service. Explain what the surveyor found, timescales + FOS, and the date of last yr's service",
     [part("the surveyor found the front window seal had failed, gradual ingress over at least 18 months and no sign of impact or sudden damage at those points, so exclusion 5.1 applies",
           (C("TTC-26-1148", "damp-report-fairholme.txt"), "There is no sign of impact or sudden damage at these points."),
           (C("TTC-26-1148", "damp-report-fairholme.txt"), "ingress has been taking place for at least 18 months"),
           (TW, "5.1 Damp, rot or mould, or damage caused by water getting in gradually through seals, joints or fixings, however long it took to become apparent.")),
      part("complaint handling: final response within 8 weeks; then the Financial Ombudsman Service within 6 months of the final response",
           (TW, "If we cannot resolve your complaint within 3 working days, we will confirm it in writing and send a final response within 8 weeks. If you remain unhappy, or we have not replied within 8 weeks, you may refer your complaint to the Financial Ombudsman Service within 6 months of our final response.")),
      part("the date of last year's service (not in the documents)")])

item("D07", "T", "castleton", "TTC-26-1162", "Mr Ewan Castleton", "settlement",
     "sett ltr Castleton 1162 - new for old, dealer gets the money less his xs, recovery + hotel to him, we keep the wreck",
     [part("new for old applies because the First Sale Date 14/03/2023 is less than 5 years before the loss: a new Fenland Tourer 520 at £28,650 (within the £30,000 sum insured), less the £250 Standard Excess = £28,400 paid to Garrowfield Leisure Sales; Mr Castleton pays the £250 to the dealer",
           (N("TTC-26-1162"), "First Sale Date 14/03/2023 = under 5 yrs, so NFO basis under 1.2."),
           (N("TTC-26-1162"), "Sett: replacement van ordered via Garrowfield Leisure Sales, £28,650 less std xs £250 = £28,400 paid to dealer; PH pays £250 to dealer."),
           (TW, "its First Sale Date is less than 5 years before the loss, we will replace it with a new caravan of the same make and model, or the nearest equivalent, as long as the replacement costs no more than the sum insured."),
           (TS["TTI-6609015"], "Standard Excess £250")),
      part("recovery £610 and hotel 3 nights at £95 = £285, no excess on either, £895 in total to Mr Castleton by BACS",
           (N("TTC-26-1162"), "Recovery invoice Rillbrook £610 (within £750, 4.3, no xs). Hotel Rillbrook Arms 3 nts @ £95 = £285 (4.4, 62 miles from home, no xs)."),
           (N("TTC-26-1162"), "£610 + £285 = £895 to PH by BACS."),
           (TW, "6.3 No excess applies to claims under clauses 4.3 and 4.4.")),
      part("the damaged caravan (salvage) becomes Tillingford's property",
           (N("TTC-26-1162"), "Salvage ours (7.3)."),
           (TW, "7.3 Where we replace a Caravan or pay a total loss, the damaged or recovered Caravan becomes our property."))],
     ["£28,900", "£1,145"])

item("D08", "T", "castleton", "TTC-26-1162", "Mr Ewan Castleton", "information",
     "Castleton - what we still need (contents list, stabiliser price), limits for each, + tell him the weight wasn't a problem",
     [part("we still need his list of contents (crockery, bedding, bike rack)",
           (N("TTC-26-1162"), "Still o/s: PH's contents list (crockery, bedding, bike rack) - not yet recd.")),
      part("we need a price for replacing the bent stabiliser hitch; Towing Equipment is covered up to £1,000",
           (N("TTC-26-1162"), "Towing Equipment: stabiliser hitch bent, PH getting a price."),
           (C("TTC-26-1162", "engineer-report-harker.txt"), "Stabiliser hitch: bent, requires replacement."),
           (TW, "1.5 We will pay up to £1,000 for loss of or damage to Towing Equipment.")),
      part("contents are covered up to his £2,000 contents sum insured with a limit of £400 for any one item",
           (TS["TTI-6609015"], "Contents sum insured £2,000"),
           (TW, "up to the contents sum insured in your schedule, with a limit of £400 for any one item.")),
      part("the weight was not a problem: the laden weight of about 1,390kg was within the car's 1,800kg towing limit, so exclusion 4.2 does not apply",
           (N("TTC-26-1162"), "Laden weight at time c. 1,390kg (MTPLM 1,450kg) - within car's 1,800kg limit, so 4.2 not an issue."),
           (C("TTC-26-1162", "engineer-report-harker.txt"), "Estimated laden weight at the time 1,390kg. Towing vehicle 2021 Orvane Arvo estate, maximum towing limit 1,800kg."))],
     ["£1,500 contents"])

item("D09", "T", "lindqvist", "TTC-26-1177", "Ms Hana Lindqvist", "information",
     "RFI Lindqvist frost claim - list what we need and why (heater plug found in), what she'd get if ok, repair time; she wants van for a trip",
     [part("we need a copy of the handbook drain-down page she followed, any photographs from 12 October, and the storage site gate log for 12 October",
           (N("TTC-26-1177"), "Need: copy of the handbook drain-down page she followed, any photos from 12/10, storage site gate log for 12/10.")),
      part("why: frost damage to the water system and water heater is covered only if the system was fully drained down as the handbook says (5.3), and the repairer found the water heater drain plug in place and the heater about half full",
           (TW, "5.3 Frost damage to the water system, water heater or pipework, unless the system had been fully drained down in line with the manufacturer's handbook."),
           (C("TTC-26-1177", "repair-report-moorside.txt"), "Water heater drain plug was in place and the heater was approx. half full of water when we opened it.")),
      part("no decision yet; if the claim is accepted, the £1,180 estimate less the £175 Standard Excess = £1,005",
           (N("TTC-26-1177"), "Decision o/s pending the above. Do NOT decline yet. Std xs £175 if accepted."),
           (C("TTC-26-1177", "repair-report-moorside.txt"), "Total £1,180.00 inc VAT."),
           (TS["TTI-6611380"], "Standard Excess £175")),
      part("repair time: 3 working days once the heater is in stock (currently 5-7 days)",
           (C("TTC-26-1177", "repair-report-moorside.txt"), "Time: 3 working days once the heater is in stock (currently 5-7 days)."))],
     ["declined", "£1,355", "£350"])

item("D10", "T", None, None, None, "lookup",
     "Tillingford wording: how much do we pay for an awning that's more than 3 yrs old?",
     [part("up to the Awning sum insured in the schedule, less 10% for each complete year over 3 years (clause 1.4)",
           (TW, "1.4 The most we will pay for the Awning is the Awning sum insured shown in your schedule. For an Awning more than 3 years old we deduct 10% for each complete year over 3 years."))])

item("D11", "T", None, None, None, "lookup",
     "TCM-3 - who signs off a new for old replacement on a caravan?",
     [part("the Major Loss Panel: any new for old replacement, or anything above £30,000, is referred to it",
           (TPROC, "Above £30,000, or any new for old replacement, refer to the Major Loss Panel."))])

item("D12", "T", None, None, None, "lookup",
     "Tillingford: caravan damaged on a trip 15 miles from home and can't be slept in - do we pay a hotel?",
     [part("no: hotel or similar accommodation (up to £100 a night and £700 in all) is paid only when the damage happens on a trip more than 20 miles from home (4.4)",
           (TW, "4.4 If damage covered by this policy happens on a trip more than 20 miles from your home and the Caravan cannot be lived in, we will pay for hotel or similar accommodation for you and your party up to £100 a night and £700 in all."))])

item("D13", "T", None, None, "Mr Declan Haverford", "information",
     "enquiry from Mr Declan Haverford (prospective) - is he covered if he lets his caravan to friends for a fee, what's the winter storage rule, and what would the premium be",
     [part("no cover while the caravan is let or hired out (exclusion 5.5)",
           (TW, "5.5 Any loss while the Caravan is let or hired out, or used as a permanent home.")),
      part("between 1 November and 31 March the caravan must be kept at the Storage Site unless it is in use on a holiday or at a repairer",
           (TW, "3.2 Between 1 November and 31 March the Caravan must be kept at the Storage Site unless it is in use on a holiday or at a repairer.")),
      part("the premium he would pay (not in the documents)")])

item("D14", "T", None, None, None, "lookup",
     "TCM-3: what damp reading means long-term ingress?",
     [part("readings above 20% at a seal indicate long-term ingress",
           (TPROC, "Readings above 20% at a seal indicate long-term ingress"))])

# ============================================================ Rookhollow
item("D15", "R", "threlkeld", "RHC-26-2204", "Mr Laurence Threlkeld", "settlement",
     "sett Threlkeld 2204 thatch storm - the figures, why we won't re-ridge the whole roof, and the builder's tarp bill",
     [part("repair of the storm damage £4,280 plus scaffolding £960 = £5,240, less the £350 standard excess = £4,890 by BACS",
           (N("RHC-26-2204"), "Sett calc: £4,280 + scaffold £960 = £5,240 less xs £350 = £4,890. To insd by BACS."),
           (RS["RHH-3318460"], "Standard excess £350")),
      part("re-ridging the whole roof (£11,600) is not covered: clause B4 pays for the damaged area only, not undamaged parts to make the roof match; the thatcher says the rest of the ridge is sound and the whole re-ridge is a preference, not a repair need",
           (RW, "We will not pay to re-thatch or re-ridge parts of the roof that were not damaged, even to make the roof match."),
           (C("RHC-26-2204", "quote-bewley-thatchers.txt"), "the existing ridge is in sound order apart from the storm-damaged section. Option B is a customer preference, not a repair requirement."),
           (N("RHC-26-2204"), "B4 - we pay damaged area only.")),
      part("the builder's emergency tarpaulin cover (£310) will be added once the invoice is received, with no further excess",
           (N("RHC-26-2204"), "Tarpaulin / emergency cover by builder £310 - invoice not yet recd. Will add when recd (no further xs)."))],
     ["£6,000", "£5,200", "£16,490"])

item("D16", "R", "threlkeld", "RHC-26-2204", "Mr Laurence Threlkeld", "information",
     "Threlkeld 2204 - he asks does his thatch inspection matter, when can Bewley start, and how long is Bewley's guarantee",
     [part("his last thatch inspection (03/2024) was within the required 5 years, so condition H1 is met",
           (N("RHC-26-2204"), "Last thatch inspection 03/2024 (within 5 yrs, H1 met)."),
           (RW, "H1 The Thatch must be inspected by a member of a recognised master thatchers' body at least once every 5 years")),
      part("the thatcher can start within 3 weeks of being instructed",
           (C("RHC-26-2204", "quote-bewley-thatchers.txt"), "Start within 3 weeks of instruction.")),
      part("how long the thatcher's workmanship guarantee lasts (not in the documents)")])

item("D17", "R", "threlkeld", "RHC-26-2236", "Mr Laurence Threlkeld", "information",
     "reply to Threlkeld's email 17 Nov (2236 ceiling) - lime plasterer?, who pays the conservation officer, what's outstanding, and remind him no opening up without our written ok",
     [part("for a Listed home we pay for repair using the materials, methods and craftsmen required by the local planning authority or the listed building consent, so a specialist lime plasterer where that is required",
           (RW, "B2 Where the Home is Listed, we will pay to repair it using the materials, methods and craftsmen required by the local planning authority or by the listed building consent for the work.")),
      part("who pays the conservation officer (not in the documents)"),
      part("still outstanding: the conservation officer's view on the repair method for the ceiling and a lime plasterer's quote",
           (N("RHC-26-2236"), "o/s: conservation officer's view on repair method for ceiling; lime plasterer's quote.")),
      part("any opening up to trace the leak must be agreed with Rookhollow in writing before work starts (B5)",
           (N("RHC-26-2236"), "told him method must be agreed with us in writing before any opening up (B5)."),
           (RW, "In a Listed Home the method of access must be agreed with us before work starts, so that historic fabric is protected."))],
     ["£350"])

item("D18", "R", "yarde", "RHC-26-2219", "Mrs Philippa Yarde", "decline",
     "decline Yarde chimney fire - RE3 two sweeps a yr, her last sweep date, H3, all the damage comes from the flue fire; complaints",
     [part("endorsement RE3 replaced condition H2: a flue serving a wood burning stove must be swept at least twice in every 12 months, with no more than 7 months between sweeps",
           (RE, "Every chimney or flue serving a wood burning or multi-fuel stove must be swept by a professional sweep at least twice in every 12 months, with no more than 7 months between sweeps."),
           (RS["RHH-3318406"], "Endorsements RE3")),
      part("the last sweep was on 12/08/2025 and there has been none since (over 14 months); the fire service found the fire started in the flue from ignition of deposits",
           (N("RHC-26-2219"), "Certificates recd: last sweep 12/08/2025 (Ashlode Chimney Care). None since - over 14 months."),
           (C("RHC-26-2219", "fire-service-report.txt"), "Cause: ignition of deposits within the flue.")),
      part("under H3 there is no cover for fire that starts in or spreads from the chimney when H2 is not met, so the damage to the thatch, the stack and the smoke damage are all declined",
           (RW, "H3 If H1 or H2 has not been met, we will not pay for loss or damage by fire that starts in, or spreads from, the chimney or flue"),
           (N("RHC-26-2219"), "fire damage to thatch, stack and smoke damage all arise from the chimney fire.")),
      part("complaints: Customer Relations Team, The Tithe Barn, Wendlecombe TA9 2HE or 01632 960732; aim to resolve by the end of the third working day, otherwise a final response within 8 weeks, then the Financial Ombudsman Service free of charge within 6 months",
           (RW, "Contact the Customer Relations Team at Rookhollow, The Tithe Barn, Wendlecombe TA9 2HE, or on 01632 960732. We aim to resolve complaints by the end of the third working day after receipt. If we cannot, we will write to you and give our final response within 8 weeks; you may then refer the matter to the Financial Ombudsman Service, free of charge, within 6 months."))],
     ["once in every 12 months by a professional sweep"])

item("D19", "R", "yarde", "RHC-26-2219", "Mrs Philippa Yarde", "complaint_response",
     "complaint Yarde - says she had a spark arrestor and her spring sweep was cancelled because she was ill; will we make a goodwill payment? FOS details",
     [part("the spark arrestor was fitted, but RE3 also requires the flue to be swept twice in 12 months; the fire started from deposits in the flue",
           (C("RHC-26-2219", "fire-service-report.txt"), "Spark arrestor present."),
           (N("RHC-26-2219"), "Spark arrestor fitted."),
           (RE, "A spark arrestor must be fitted to each chimney serving a stove."),
           (RE, "Every chimney or flue serving a wood burning or multi-fuel stove must be swept by a professional sweep at least twice in every 12 months, with no more than 7 months between sweeps."),
           (C("RHC-26-2219", "fire-service-report.txt"), "Cause: ignition of deposits within the flue.")),
      part("she may refer the matter to the Financial Ombudsman Service, free of charge, within 6 months of the final response",
           (RW, "you may then refer the matter to the Financial Ombudsman Service, free of charge, within 6 months.")),
      part("whether a goodwill payment will be made (not in the documents)")])

item("D20", "R", "farquar", "RHC-26-2251", "Dr Imogen Farquar", "settlement",
     "sett Farquar - clock capped at 2,500 (not on sched), window in full, total; suggest she lists other valuables",
     [part("the clock is valued at £6,800 but is not named on the schedule, so the single Valuable limit of £2,500 applies, less the £350 standard excess = £2,150",
           (N("RHC-26-2251"), "Sett calc: £2,500 (C2 max) less std xs £350 = £2,150."),
           (C("RHC-26-2251", "valuation-hallam-pryor.txt"), "Replacement value (retail, auction-equivalent buyer's premium included): £6,800."),
           (RW, "C2 The most we will pay for any one Valuable is £2,500 unless it is named in your schedule with its own sum insured.")),
      part("the scullery window repair of £385 is paid in full because one excess applies to the one incident; total £2,535",
           (N("RHC-26-2251"), "Scullery window repair £385 (buildings) - one incident, one xs already taken, so £385 in full."),
           (N("RHC-26-2251"), "Total £2,535 to insd.")),
      part("Valuables worth more than £2,500 each need to be named on the schedule to be covered for their full value",
           (N("RHC-26-2251"), "Advise that cover for Valuables over £2,500 each needs them named on schedule"),
           (RW, "C2 The most we will pay for any one Valuable is £2,500 unless it is named in your schedule with its own sum insured."))],
     ["£6,450", "£2,885", "£6,835"])

item("D21", "R", "wrenfield", "RHC-26-2270", "Mr Tobias Wrenfield", "acknowledgement",
     "ack Wrenfield cracking claim - engineers + visit date, no decision yet + xs if we accept, how long monitoring, alt accom if he has to move out (how much)",
     [part("Coombe Structural (engineers) will visit on 03/12/2026; their investigation fees are Rookhollow's cost",
           (N("RHC-26-2270"), "Appointed Coombe Structural (engineers) - site visit booked 03/12/2026."),
           (N("RHC-26-2270"), "Engineers' fees for investigation are our cost.")),
      part("the claim is not yet accepted; if it is, the £2,500 subsidence excess applies",
           (N("RHC-26-2270"), "Liability NOT yet accepted."),
           (N("RHC-26-2270"), "Subsidence xs £2,500 if accepted."),
           (RS["RHH-3321574"], "Subsidence excess £2,500")),
      part("monitoring is likely to take 6 to 12 months before the cause is confirmed",
           (N("RHC-26-2270"), "Monitoring likely 6-12 months before cause confirmed.")),
      part("he can stay at home for now; if the home cannot be lived in, alternative accommodation is covered up to 20% of the £495,000 buildings sum insured (£99,000) for up to 24 months",
           (N("RHC-26-2270"), "Insd can stay at home - no AA at present."),
           (RW, "we pay reasonable costs of similar alternative accommodation for you, your family and your pets, up to 20% of the buildings sum insured, for up to 24 months."),
           (RS["RHH-3321574"], "Buildings sum insured £495,000"))],
     ["£123,750", "£350 excess"])

item("D22", "R", "wrenfield", "RHC-26-2270", "Mr Tobias Wrenfield", "information",
     "Wrenfield asks: the willow is on his neighbour's side - will we claim off them? and does the policy pay for listed building consent for repairs",
     [part("whether Rookhollow will pursue the neighbour over the willow (not in the documents)"),
      part("architects', surveyors' and engineers' fees and the cost of listed building consent are paid up to 15% of the agreed repair cost (B3)",
           (RW, "B3 We also pay architects', surveyors' and consulting engineers' fees and the cost of obtaining listed building consent, up to 15% of the cost of the repair we have agreed."))])

item("D23", "R", None, None, "Ms Rowena Callister", "information",
     "prospective - Ms Rowena Callister, thatched cottage: how often does the thatch need inspecting, what if the house is empty for a while, and are squirrels covered",
     [part("the thatch must be inspected by a member of a recognised master thatchers' body at least once every 5 years and recommended work carried out (H1)",
           (RW, "H1 The Thatch must be inspected by a member of a recognised master thatchers' body at least once every 5 years, and any work recommended carried out.")),
      part("a home not lived in for more than 45 consecutive days is Unoccupied, and escape of water, theft and malicious damage are then not covered",
           (RW, "Unoccupied: not lived in by you or your family for more than 45 consecutive days."),
           (RW, "X3 Escape of water, theft or malicious damage while the Home is Unoccupied.")),
      part("damage to thatch by squirrels (or birds, rats, mice, insects) is not covered",
           (RW, "X2 Damage to Thatch by birds, squirrels, rats, mice or insects."))],
     ["30 consecutive days"])

item("D24", "R", None, None, None, "lookup",
     "RHH-3320991 - anything specified on the schedule?",
     [part("a pair of Regency card tables, £8,000",
           (RS["RHH-3320991"], "Specified Valuables Pair of Regency card tables £8,000"))])

item("D25", "R", None, None, None, "lookup",
     "HCG-2: when can a thatch storm claim be settled without a site visit?",
     [part("where the ridge is less than 10 years old, up to £6,000",
           (RPROC, "Where a storm claim involves a ridge less than 10 years old, settle without a site visit up to £6,000."))])

item("D26", "R", None, None, None, "lookup",
     "Rookhollow trace and access - max, and anything special for a listed house?",
     [part("up to £5,000; in a Listed home the method of access must be agreed with Rookhollow before work starts",
           (RW, "B5 Trace and access: we will pay up to £5,000 to find the source of an escape of water and to make good. In a Listed Home the method of access must be agreed with us before work starts, so that historic fabric is protected."))])

# ============================================================ Quaymarsh
item("D27", "Q", "calderhythe", "QCP-26-0412", "Ms Nadia Brereton", "information",
     "Calderhythe 0412 LoR update - how we've worked out the rent loss, the interim we paid, when the next one comes, and the max period",
     [part("the lease suspends the whole rent while Unit 3 is unfit; rent £84,000 a year = £7,000 a month; reinstatement estimated at 9 months, so the estimated loss of rent is 9 x £7,000 = £63,000",
           (N("QCP-26-0412"), "Rent roll: Unit 3 rent £84,000 pa = £7,000 per month."),
           (N("QCP-26-0412"), "LoR est 9 x £7,000 = £63,000."),
           (C("QCP-26-0412", "adjuster-interim-report.txt"), "the lease suspends the whole rent while the unit is unfit. We estimate 9 months to practical completion."),
           (QW, "3.1 If Damage to the Premises insured under Section A causes a loss of Rent Receivable, the Insurer will pay the amount of Rent Receivable lost during the Indemnity Period.")),
      part("an interim loss of rent payment of £21,000 (3 months, October to December) was paid on 23/10",
           (N("QCP-26-0412"), "Int pmt LoR £21,000 (3 months, Oct-Dec) approved. Paid 23/10.")),
      part("the next instalment is due once it is confirmed the unit is still unfit, in January",
           (N("QCP-26-0412"), "Next LoR instalment due on confirmation unit still unfit (Jan).")),
      part("the 9 months are within the 24-month Maximum Indemnity Period",
           (N("QCP-26-0412"), "IP est 9 months, within 24-month MIP."),
           (QS["QCP-7710348"], "Maximum Indemnity Period 24 months"))],
     ["£610,000", "£84,000 per month", "18 months"])

item("D28", "Q", "calderhythe", "QCP-26-0412", "Ms Nadia Brereton", "information",
     "Calderhythe 0412 - MD side: adjuster's figures added up, any underinsurance, when demolition starts, and the xs",
     [part("the adjuster estimates reinstatement at £585,000 plus professional fees of £42,000 and debris removal of £38,000, £665,000 in all",
           (C("QCP-26-0412", "adjuster-interim-report.txt"), "Reinstatement estimate (building only): £585,000 plus professional fees £42,000. Debris removal £38,000.")),
      part("no reduction for underinsurance (average): the £4,600,000 sum insured is adequate",
           (C("QCP-26-0412", "adjuster-interim-report.txt"), "The Material Damage sum insured for the estate (£4,600,000) is adequate; we have no concerns on average."),
           (QW, "2.3 Average: if at the time of the Damage the sum insured for a location is less than 85% of the cost of reinstating it")),
      part("demolition and debris removal start on 16/11",
           (N("QCP-26-0412"), "demolition and debris removal to start 16/11.")),
      part("the excess under Section A is £1,000 (fire, not storm or flood)",
           (QW, "2.4 Excess: the Insured bears the first £1,000 of each claim under Section A, or £2,500 for Damage caused by storm or flood."))],
     ["£610,000", "£2,500 excess"])

item("D29", "Q", "ostwick", "QCP-26-0437", "Mr Fergus Maitland", "decline",
     "decline Ostwick 0437 - metal theft from empty Unit D, the roof water damage too (log gap), no LoR, complaints incl FOS",
     [part("Unit D had been empty since 30/06/2026, more than 30 days, so it was Unoccupied; theft of metal from an Unoccupied unit is excluded (5.1)",
           (N("QCP-26-0437"), "Unit D empty since 30/06 = Unoccupied (over 30 days). Metal theft from Unoccupied unit excluded 5.1."),
           (QW, "1.5 Unoccupied: a unit, or any part of the Premises, that has been empty or not in use for more than 30 consecutive days."),
           (QW, "in any case theft of metal (including lead, copper and cabling) from any part of the Premises that is Unoccupied.")),
      part("the water damage is declined too: the inspection log shows a gap of 6 weeks (14/09 to 29/10) when condition 4.2 requires inspection at least every 7 days, and 5.4 excludes damage at an Unoccupied unit where 4.2 was not met",
           (N("QCP-26-0437"), "Inspection log recd - last entries 14/09 and then 29/10. Gap of 6 weeks. 4.2 not met."),
           (QW, "the Insured must inspect any Unoccupied unit inside and out at least once every 7 days and keep a written record"),
           (QW, "5.4 Any claim under Section A or B where condition 4.2 was not complied with and the Damage happened at the Unoccupied unit.")),
      part("no loss of rent: the unit was not let and there was no agreement for lease",
           (N("QCP-26-0437"), "No LoR - unit not let, no agreement for lease (3.3)."),
           (QW, "3.3 Rent Receivable does not include rent for any unit that was not let at the time of the Damage, unless an agreement for lease had been signed by both parties before the Damage.")),
      part("complaints: write to the Complaints Manager or e-mail complaints@quaymarsh.example; acknowledgement within 5 working days, final response within 8 weeks; eligible complainants may then go to the Financial Ombudsman Service within 6 months",
           (QW, "Write to the Complaints Manager at the address above or e-mail complaints@quaymarsh.example. We will acknowledge within 5 working days and send a final response within 8 weeks. Eligible complainants may then refer the matter to the Financial Ombudsman Service within 6 months"))],
     )

item("D30", "Q", "greywether", "QCP-26-0455", "Mrs Jocelyn Arkwright", "settlement",
     "sett Greywether 0455 - roof less storm xs, the 40% rent for 2 months, total + date, and answer her q on the tenant's moulder",
     [part("roof repair £18,750 less the £2,500 storm excess = £16,250",
           (N("QCP-26-0455"), "MD: £18,750 less £2,500 = £16,250."),
           (QW, "or £2,500 for Damage caused by storm or flood.")),
      part("loss of rent: 40% of the £5,500 monthly rent suspended for October and November = £4,400, with no excess",
           (N("QCP-26-0455"), "40% x £5,500 x 2 = £4,400. No xs on LoR (3.4)."),
           (QW, "Where only part of the rent is suspended, the Insurer pays that part."),
           (QW, "3.4 No excess applies to Section B.")),
      part("total £20,650 paid by BACS on 09/10",
           (N("QCP-26-0455"), "Sett: MD £16,250 + LoR £4,400 = £20,650 to insd by BACS 09/10.")),
      part("the tenant's spindle moulder is the tenant's own property and is not covered by this policy; it is a matter for the tenant's insurer",
           (N("QCP-26-0455"), "Tenant's own machinery (spindle moulder) water-damaged - not ours, tenant's insurer (5.2)."),
           (QW, "5.2 Damage caused by the tenant's own processes, or to property the tenant owns or is responsible for under the lease."))],
     ["£17,750", "£21,650", "£11,000"])

item("D31", "Q", "greywether", "QCP-26-0455", "Mrs Jocelyn Arkwright", "information",
     "Arkwright follow-up - what adding service charge at renewal would mean, what it does to the premium, and confirm roof age wasn't held against them",
     [part("Rent Receivable includes service charge only where the schedule says so; at present her schedule says service charge is not included",
           (QW, "together with service charge where the Schedule says so."),
           (QS["QCP-7715206"], "Service charge included No")),
      part("the effect on the premium (not in the documents)"),
      part("the roof was 11 years old and not at the end of its working life, so the wear and tear / end-of-life exclusion (5.3) was not applied",
           (N("QCP-26-0455"), "Roof 11 yrs old, not end of life per contractor."),
           (QW, "5.3 Gradual deterioration, wear and tear, corrosion, and the failure of roof coverings that had reached the end of their working life."))])

item("D32", "Q", "ostwick", "QCP-26-0471", "Mr Fergus Maitland", "information",
     "RFI Ostwick 0471 (Unit B, cordon) - what we need, how QE7 works (cap, 1st week), it only pays if the lease lets them stop rent; when the cordon lifts",
     [part("we need a full copy of the lease including the rent suspension clause, the November rent demand, the tenant's letter withholding rent, and police confirmation of the cordon dates",
           (N("QCP-26-0471"), "Info request ltr to Mr Maitland: lease (full copy incl rent suspension clause), Nov rent demand, tenant's letter, police confirmation of cordon dates.")),
      part("endorsement QE7 replaces clause 3.6 and covers lost rent where a police cordon within 1 mile prevents access even though the unit is not damaged; maximum £40,000 for one event; nothing is paid for the first 7 days",
           (QE, "3.6 Section B is extended to cover loss of Rent Receivable caused by a police or other authority cordon, or by Damage to property within 1 mile of the Premises, that prevents access to the Premises, even though the Premises themselves are not damaged. The most the Insurer will pay under this clause is £40,000 for any one event, and no payment is made for the first 7 days of any denial of access."),
           (QS["QCP-7710384"], "Endorsements QE7"),
           (N("QCP-26-0471"), "Sched shows QE7 - denial of access ext, max £40,000 per event, first 7 days not paid.")),
      part("rent counts as lost only if the lease allows the tenant to suspend rent",
           (QE, "Clause 3.2 applies to this extension: rent is treated as lost only where the lease allows the tenant to suspend rent."),
           (N("QCP-26-0471"), "But 3.2 applies: rent lost only if lease lets tenant suspend rent.")),
      part("when the cordon will be lifted (the police have not confirmed; not in the documents)")],
     )

item("D33", "Q", "ostwick", "QCP-26-0471", "Mr Fergus Maitland", "acknowledgement",
     "ack Ostwick cordon notification - date we heard, who's handling, claims phone no.",
     [part("we received notice on 16/11/2026 that a cordon since 12/11 has closed the only access to Unit B",
           (N("QCP-26-0471"), "2026-11-16 10:00 | BL | Notified. Cordon on Ferrybridge Way since 12/11, only access to Unit B closed.")),
      part("the handler is Beatrice Lowde; property claims telephone 01632 960588",
           (N("QCP-26-0471"), "Handler       Beatrice Lowde (BL)"),
           (QW, "Property claims: 01632 960588."))],
     ["£40,000"])

item("D34", "Q", "ostwick", None, "Mr Fergus Maitland", "information",
     "Maitland wants a general note on his policy (not a claim): rules for empty units, his max indemnity period, and do we offer an inspection service for voids",
     [part("a unit empty or not in use for more than 30 consecutive days is Unoccupied; it must be inspected inside and out at least every 7 days with a written record, water turned off except to sprinklers, and waste and combustible materials removed",
           (QW, "1.5 Unoccupied: a unit, or any part of the Premises, that has been empty or not in use for more than 30 consecutive days."),
           (QW, "4.2 Unoccupied units: the Insured must inspect any Unoccupied unit inside and out at least once every 7 days and keep a written record, turn off the water supply (other than to sprinklers), and remove all waste and combustible materials.")),
      part("his Maximum Indemnity Period is 18 months",
           (QS["QCP-7710384"], "Maximum Indemnity Period 18 months")),
      part("whether Quaymarsh offers an inspection service for empty units (not in the documents)")],
     ["24 months"])

item("D35", "Q", None, None, None, "lookup",
     "QCP average: location SI £2m, reinstatement cost £2.5m, damage £100k - what's payable before xs?",
     [part("£80,000: the sum insured is 80% of the reinstatement cost, below 85%, so the claim is reduced in the same proportion (80% of £100,000)",
           (QW, "2.3 Average: if at the time of the Damage the sum insured for a location is less than 85% of the cost of reinstating it, the amount payable is reduced in the same proportion as the sum insured bears to the cost of reinstatement."))],
     ["£85,000", "£100,000 is payable"])

item("D36", "Q", None, None, None, "lookup",
     "PCP-5 - what's a property handler's authority, and who takes it above 250k?",
     [part("a property handler can agree up to £50,000 (senior property handler £250,000); above £250,000 the Major Property Panel",
           (QPROC, "Property handler £50,000"), (QPROC, "Major Property Panel above £250,000"))])

item("D37", "Q", None, None, None, "lookup",
     "Quaymarsh: is there an excess on loss of rent?",
     [part("no: no excess applies to Section B (loss of rent)",
           (QW, "3.4 No excess applies to Section B."))],
     ["£1,000 excess"])

item("D38", "Q", None, None, None, "lookup",
     "Quaymarsh warehouse policy - are we covered for terrorism damage?",
     [part("whether terrorism is covered or excluded (not in the documents)")])

item("D39", "Q", "ostwick", "QCP-26-0437", "Mr Fergus Maitland", "complaint_response",
     "complaint resp Maitland 0437 - he says his agent did go weekly but didn't write it down; wants part of the estimate paid; would the agent's evidence change anything; FOS",
     [part("condition 4.2 requires an Unoccupied unit to be inspected at least every 7 days and a written record kept; the log supplied shows a gap of 6 weeks between 14/09 and 29/10",
           (QW, "the Insured must inspect any Unoccupied unit inside and out at least once every 7 days and keep a written record"),
           (N("QCP-26-0437"), "Inspection log recd - last entries 14/09 and then 29/10. Gap of 6 weeks.")),
      part("no part payment: the whole claim was declined",
           (N("QCP-26-0437"), "Decline whole claim.")),
      part("whether evidence of unrecorded visits from his agent would change the decision (not in the documents)"),
      part("eligible complainants may refer the matter to the Financial Ombudsman Service within 6 months of the final response; larger businesses may not be eligible",
           (QW, "Eligible complainants may then refer the matter to the Financial Ombudsman Service within 6 months; larger businesses may not be eligible."))],
     ["£6.5m"])

item("D40", "T", "frew", "TTC-26-1103", "Mr Alun Frew", "information",
     "Frew 1103 asks: are we going after the storage site for the branch, would he get his xs back if so, and was the awning damaged",
     [part("Tillingford is not pursuing the storage site owner at this stage",
           (N("TTC-26-1103"), "Not pursuing at this stage.")),
      part("whether he would get his excess back if a recovery were made (not in the documents)"),
      part("the awning was stored at home and was not involved",
           (N("TTC-26-1103"), "Awning stored at home, not involved."))],
     ["£200"])

item("D41", "Q", None, None, "Mr Owain Trethewey", "information",
     "prospective landlord Mr Owain Trethewey - does loss of rent cover a unit that's empty when the fire happens, what if access is blocked by a fire next door, and what rate for a sprinklered building",
     [part("rent for a unit that was not let at the time of the damage is not included, unless an agreement for lease had been signed by both parties before the damage (3.3)",
           (QW, "3.3 Rent Receivable does not include rent for any unit that was not let at the time of the Damage, unless an agreement for lease had been signed by both parties before the Damage.")),
      part("the standard policy does not cover loss of rent from blocked access where the premises are not damaged (3.6), but endorsement QE7, where shown in the schedule, extends cover to a police or authority cordon or damage within 1 mile: up to £40,000 for one event, nothing for the first 7 days, and only where the lease lets the tenant suspend rent",
           (QW, "3.6 Section B does not cover loss of rent caused by anything preventing access to the Premises where the Premises themselves are not damaged."),
           (QE, "Effective only where QE7 appears in the Schedule."),
           (QE, "The most the Insurer will pay under this clause is £40,000 for any one event, and no payment is made for the first 7 days of any denial of access."),
           (QE, "Clause 3.2 applies to this extension: rent is treated as lost only where the lease allows the tenant to suspend rent.")),
      part("the premium rate for a sprinklered building (not in the documents)")])

item("D42", "R", "farquar", "RHC-26-2251", "Dr Imogen Farquar", "information",
     "Farquar follow-up - will we pay Hallam & Pryor's fee, how does she get full cover for her other good pieces, and what's her overall valuables limit",
     [part("whether the valuer's fee will be paid (not in the documents)"),
      part("a Valuable worth more than £2,500 is covered in full only if it is named in the schedule with its own sum insured",
           (RW, "C2 The most we will pay for any one Valuable is £2,500 unless it is named in your schedule with its own sum insured."),
           (N("RHC-26-2251"), "Advise that cover for Valuables over £2,500 each needs them named on schedule")),
      part("the limit for all Valuables together is £30,000",
           (RS["RHH-3320991"], "Valuables limit (all) £30,000"),
           (RW, "The most we will pay for all Valuables together is shown in your schedule."))],
     ["£15,000", "£10,000"])

item("D43", "T", "lindqvist", "TTC-26-1177", "Ms Hana Lindqvist", "information",
     "Lindqvist asks if we'd pay to hire a caravan for her December trip if hers isn't fixed, or whether Moorside can lend her one",
     [part("whether the cost of hiring a replacement caravan is paid (not in the documents)"),
      part("whether the repairer can provide a courtesy caravan (not in the documents)")],
     ["£100 a night", "£700"])


def build():
    out = []
    all_cust = {k: v for k, v in CUSTOMERS.items()}
    for it in ITEMS:
        own_text = " ".join([it["addressee"] or ""] + [p["part"] for p in it["parts"]])
        if it["letter_type"] == "lookup":
            own_text += " " + it["instruction"]
        low = own_text.lower()
        cand = []
        for k, strs in all_cust.items():
            if k != it["customer"]:
                cand += strs
        for ref, strs in CLAIM_FACTS.items():
            if ref != it["claim_ref"]:
                cand += strs
        cand += STAFF + SHORTHAND + it["extra"]
        forb = []
        seen = set()
        for s in cand:
            if s.lower() in low or s.lower() in seen:
                continue
            seen.add(s.lower())
            forb.append(s)
        out.append({"id": it["id"], "claim_ref": it["claim_ref"], "addressee": it["addressee"],
                    "letter_type": it["letter_type"], "instruction": it["instruction"], "parts": it["parts"],
                    "forbidden": forb})
    return out


def meta():
    """insurer, customer and extra strings for validate.py."""
    return {it["id"]: {"insurer": it["insurer"], "customer": it["customer"], "extra": it["extra"]} for it in ITEMS}
