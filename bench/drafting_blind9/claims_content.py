"""Claim folders for blind drafting set 9.  CLAIMS[ref] = {insurer, customer, files: {name: text}}."""
from content import T, P, M


def tnotes(ref, policy, insd, section, contact, handler, lines):
    head = ("TALLOWGATE TRADECOVER - CLAIM NOTES\n"
            f"Ref {ref} | Policy {policy} | Insd {insd} | {section}\n"
            f"Contact: {contact} | Handler: {handler}\n"
            + "-" * 60 + "\n")
    return head + "\n".join(lines) + "\n"


def pnotes(ref, policy, insured, loc, dol, cause, adj, entries):
    head = ("PRONGHORN BASIN INSURANCE COMPANY -- CLAIM ACTIVITY LOG\n"
            f"Claim No.: {ref}        Policy No.: {policy}\n"
            f"Named Insured: {insured}\n"
            f"Loss Location: {loc}\n"
            f"Date of Loss: {dol}        Cause of Loss: {cause}\n"
            f"Adjuster: {adj}\n\n")
    body = ""
    for who, date, text in entries:
        body += f"{date} -- {who}\n  {text}\n"
    return head + body


def mnotes(ref, cert, section, claimants, handler, entries):
    head = ("MERROWDOWN JOURNEY INSURANCE - CLAIM RECORD\n"
            f"Claim {ref} | Certificate {cert}\n"
            f"{section} | Claimant(s): {claimants}\n"
            f"Handler: {handler}\n\n")
    body = "".join(f"#{i} | {d} | {who} | {t}\n" for i, (d, who, t) in enumerate(entries, 1))
    return head + body


def eml(frm, to, subject, date, msgid, body):
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\nDate: {date}\nMessage-ID: <{msgid}>\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=\"utf-8\"\nContent-Transfer-Encoding: 8bit\n\n"
            + body)


CLAIMS = {}

CLAIMS["TTC-26-3105"] = {"insurer": T, "customer": "oldroyd", "files": {
    "notes.txt": tnotes("TTC-26-3105", "TTP-4402187", "Oldroyd Plumbing & Heating Ltd", "Section B Tools",
                        "Mr Gethin Oldroyd 07700 900412", "HG (Hollie Granger)", [
        "23.09.26 0842 HG: FNOL by phone from Mr Oldroyd. Van (reg OP70 HXT) parked overnight on his drive at "
        "14 Glebe Terrace, Rydding. Rear door lock punched, found 06:30 on 23/09. Tools kept in a Van Vault steel "
        "tool safe bolted to the van floor - safe lid prised open. Reported to police 07:05, crime ref "
        "RY/26/558120.",
        "23.09.26 0850 HG: LBX-2 - asked Insd for photos of the door lock and safe fixings. Tools list to follow "
        "by email.",
        "24.09.26 1115 HG: Photos recd. Lock punched, safe lid levered, safe still bolted down. Overnight "
        "condition met - fixed and locked steel tool safe plus forcible entry.",
        "26.09.26 0930 HG: Tools list recd (on file). Press-fit tool is specified on the schedule at £1,600 so the "
        "£750 single article limit does not apply to it. Thermal imager not specified - capped at £750. Combi "
        "drill bought Aug 2021, 5 full years old - WT-10, 20% off.",
        "29.09.26 1420 HG: Sett calc: press-fit tool £1,460 (specified, paid in full) + thermal imager £750 "
        "(capped, claimed £940) + combi drill £340 less 20% = £272 + pipe freezer kit £215 + hand tools £186 = "
        "£2,883 less tools xs £100 = £2,783.",
        "29.09.26 1426 HG: Rang Mr Oldroyd, figures agreed. Paying £2,783 by BACS to the business account within "
        "3 working days. Sett ltr to follow.",
    ]),
    "tools-list-oldroyd.txt": (
        "OLDROYD PLUMBING & HEATING LTD - TOOLS STOLEN FROM VAN OP70 HXT, NIGHT OF 22/23 SEPTEMBER 2026\n"
        "Claim TTC-26-3105   Crime ref RY/26/558120\n\n"
        "Item | Description | Bought | Replacement cost today\n"
        "1 | Rothbury RP-22 press-fit tool with 15/22/28mm jaws | Mar 2025 | £1,460\n"
        "2 | Kelvix TI-160 thermal imager | Jan 2024 | £940\n"
        "3 | Torrisk 18V combi drill, 2 batteries and charger | Aug 2021 | £340\n"
        "4 | Freezemaster pipe freezer kit | Jun 2024 | £215\n"
        "5 | Hand tools - grips, pipe cutters, spanners, bending springs (photos attached) | various | £186\n\n"
        "Total claimed: £3,141\n"
        "Receipts attached for items 1 to 4. Signed G. Oldroyd, director, 25/09/2026\n"),
}}

CLAIMS["TTC-26-3118"] = {"insurer": T, "customer": "oldroyd", "files": {
    "notes.txt": tnotes("TTC-26-3118", "TTP-4402187", "Oldroyd Plumbing & Heating Ltd", "Section A Public liability",
                        "Mr Gethin Oldroyd 07700 900412", "DR (Dev Rana)", [
        "09.10.26 0915 DR: FNOL from Mr Oldroyd. Soldering a 15mm joint under the bathroom floor at 3 Orchard Mews, "
        "Rydding for TPC Mrs Ellen Marwick on 08/10. Smouldering found in the floor void at 13:05, fire service "
        "attended. Damage to joists, kitchen ceiling below and 2 wall units.",
        "09.10.26 0921 DR: HWX-1 - TE7 on schedule. Asked Insd for his heat job record. Told him not to admit "
        "liability to TPC and to send us anything she sends him.",
        "12.10.26 1040 DR: Heat job record recd by email. Heat work 10:35-11:20, fire watch 11:20-12:25 (65 mins). "
        "Extinguisher on site, fire-resistant mat over joists. Heat conditions and TE7 record met. Cover confirmed "
        "under Section A.",
        "12.10.26 1046 DR: Heat claim so xs is £2,500 under TE7, not the £250 PD xs. We deal with TPC and pay her, "
        "then invoice Insd for the £2,500.",
        "19.10.26 1500 DR: TPC estimate recd from her builder, £6,840 (joists £1,920, ceiling £2,260, wall units "
        "£2,660). Under £10k and no injury so no PLR-3 referral. Within my authority.",
        "19.10.26 1508 DR: Re-making the soldered joint itself (£145) is the work itself - not covered, Insd's own "
        "cost. Explained to Mr Oldroyd.",
        "26.10.26 1130 DR: Agreed £6,840 with Mrs Marwick, paying her direct by BACS. Invoice to Insd for the "
        "£2,500 xs, due within 30 days of the invoice, pay by BACS or by card on 01632 960418.",
    ]),
    "email-oldroyd-2026-10-11.eml": eml(
        "Gethin Oldroyd <gethin@oldroydplumbing.example>", "claims@tallowgate.example",
        "TTC-26-3118 heat job record - 3 Orchard Mews", "Sun, 11 Oct 2026 19:42:10 +0100",
        "20261011194210.3118@oldroydplumbing.example",
        "Hi Dev,\n\nAs asked, here is my heat job record for Thursday 8 October, 3 Orchard Mews (Mrs Marwick).\n\n"
        "Heat work (soldering 15mm joint under bathroom floor): 10:35 to 11:20\n"
        "Fire watch: 11:20 to 12:25, checked the void and the kitchen ceiling below every 15 minutes\n"
        "Fire-resistant mat laid over the joists, 2kg powder extinguisher on the landing\n\n"
        "We left at 12:30. Mrs Marwick rang me at about 13:10 to say there was smoke.\n"
        "I have not said anything to her about paying. Photos of the mat and extinguisher attached.\n\n"
        "Gethin Oldroyd\nOldroyd Plumbing & Heating Ltd\n07700 900412\n"),
}}

CLAIMS["TTC-26-3124"] = {"insurer": T, "customer": "pruett", "files": {
    "notes.txt": tnotes("TTC-26-3124", "TTP-4402178", "Pruett & Hale Builders Ltd", "Section C Contract works",
                        "Ms Rowena Pruett 07700 900537", "HG (Hollie Granger)", [
        "05.10.26 0905 HG: FNOL by email from Ms Rowena Pruett. Storm overnight 02/10. Single-storey extension at "
        "14 Cullen Road, Caddingham (their customers Mr & Mrs Jory) - roof at felt stage, wind stripped the "
        "membrane and battens, rain came through onto the new plasterboard. Hired-in scaffold tower blown over "
        "and bent.",
        "05.10.26 0912 HG: Contract works £75,000 on schedule. Hired-in plant not insured. VAT registered - VATN, "
        "settle net.",
        "09.10.26 1340 HG: Estimate recd (on file): net £3,860 + VAT £772 = £4,632. Hire co invoice for the "
        "scaffold tower £680.",
        "12.10.26 1015 HG: Sett calc: £3,860 net less CW xs £500 = £3,360. Scaffold tower £680 not covered - "
        "hired-in plant not insured on this schedule. Told Ms Pruett by phone, she accepts and will take the tower "
        "up with the hire company.",
        "12.10.26 1020 HG: Paid £3,360 by BACS today. Sett ltr to go.",
    ]),
    "estimate-cullen-road.txt": (
        "SAM PENGELLY ROOFING & PLASTERING\nUnit 3, Weir Road, Caddingham CD2 4HP - 01632 960755\n\n"
        "ESTIMATE 2291 - for Pruett & Hale Builders Ltd\nSite: 14 Cullen Road, Caddingham (storm damage 02/10/2026)\n\n"
        "Strip damaged breathable membrane and battens, supply and fit new          £1,940.00\n"
        "Take down and replace 14 sheets water-damaged plasterboard, skim           £1,580.00\n"
        "Clear site debris, temporary sheeting                                       £340.00\n"
        "Net                                                                       £3,860.00\n"
        "VAT at 20%                                                                  £772.00\n"
        "Total                                                                     £4,632.00\n\n"
        "Dated 08/10/2026. Valid 30 days.\n"),
}}

CLAIMS["TTC-26-3131"] = {"insurer": T, "customer": "pruett", "files": {
    "notes.txt": tnotes("TTC-26-3131", "TTP-4402178", "Pruett & Hale Builders Ltd", "Section B Tools",
                        "Ms Rowena Pruett 07700 900537", "DR (Dev Rana)", [
        "16.10.26 1610 DR: FNOL from Ms Pruett. Van (reg PH22 KLD) at Ditchfield Timber Yard, Caddingham, 16/10 "
        "about 13:40. Labourer left the sliding side door unlocked while loading timber at the back. Mitre saw, "
        "nail gun and site radio taken. Police crime ref CD/26/771903. Claimed £1,650.",
        "20.10.26 1125 DR: Timber yard CCTV stills recd. Side door opened by hand, no tools used, no damage to "
        "the van. No forcible entry.",
        "20.10.26 1130 DR: Section B theft from vehicle - doors must be locked and there must be forcible and "
        "violent entry. Not met. Decline ltr to go with complaints route.",
        "02.11.26 0940 DR: Complaint by phone from Ms Pruett - says the labourer only stepped away for 2 minutes "
        "and it is unfair. Reviewed with senior (Mel Ostrowski) - decision stands. Final response ltr to go, "
        "include FOS rights.",
    ]),
}}

CLAIMS["PBC-26-07712"] = {"insurer": P, "customer": "haskett", "files": {
    "notes.txt": pnotes("PBC-26-07712", "PBH-2209341", "Dwayne and Corinne Haskett",
                        "418 Tamarind Hollow Road, Halcott, CO 80998", "09/08/2026", "Water - washer supply hose",
                        "Renee Castellanos (Desk)", [
        ("R. Castellanos", "09/08/2026", "FNOL from insured Corinne Haskett by phone 4:50 PM. Washer supply hose in "
         "2nd floor laundry burst while both at work; water through the kitchen ceiling below. Plumber shut off. "
         "Mitigation crew out same evening. Kitchen unusable, family to hotel."),
        ("R. Castellanos", "09/09/2026", "Moisture map from mitigation: wet area consistent with a single sudden "
         "release, hose has a split jacket, no long-term staining. Sudden and accidental discharge - covered. Hose "
         "itself is part of the appliance - not covered."),
        ("R. Castellanos", "09/16/2026", "Mold found in laundry wall cavity on tear-out. MLD-5: Dec shows PB 41 12, "
         "fungi limit $25,000 not $5,000. Remediation protocol ordered."),
        ("R. Castellanos", "09/17/2026", "Insureds back home 09/17 (upstairs usable, temporary kitchen set up). "
         "Ridgeway Suites 9 nights $1,215 + increased meal cost $360 = $1,575."),
        ("R. Castellanos", "09/25/2026", "ALE paid $1,575 by EFT to insureds. Coverage D - no deductible."),
        ("R. Castellanos", "10/20/2026", "Final invoice recd, repairs complete 10/20. Dwelling paid at RC, no "
         "holdback needed."),
        ("R. Castellanos", "10/22/2026", "Settlement: mitigation $3,260 + dwelling repairs $14,870 + mold "
         "remediation $7,940 = $26,070 less $1,500 deductible (one occurrence) = $24,570. Over desk authority - "
         "supervisor approval recd (J. Whitlock)."),
        ("R. Castellanos", "10/22/2026", "Check for $24,570 payable to Dwayne and Corinne Haskett and Cordwainer "
         "Federal Savings (mortgagee on Dec), mailed to insureds 10/23. Settlement letter to go."),
    ]),
}}

CLAIMS["PBC-26-07759"] = {"insurer": P, "customer": "haskett", "files": {
    "notes.txt": pnotes("PBC-26-07759", "PBH-2209341", "Dwayne and Corinne Haskett",
                        "418 Tamarind Hollow Road, Halcott, CO 80998", "11/02/2026", "Water back-up - sewer",
                        "Tunde Okafor (Field)", [
        ("T. Okafor", "11/02/2026", "FNOL from Dwayne Haskett. Heavy rain overnight 11/01-11/02; water came up "
         "through the basement floor drain. Approx 3 in. in finished basement: carpet, drywall lower 2 ft, sofa, "
         "chest freezer. No surface water entry - yard dry at the foundation per insured."),
        ("T. Okafor", "11/03/2026", "Plumber report (Halcott Drain & Sewer, insured's own) emailed: city sewer main "
         "surcharged, back-up through floor drain, no blockage in the home's lateral. WBU-1: Dec lists PB 41 12 - "
         "water back-up covered to $10,000, $1,000 deductible applies instead of $1,500."),
        ("T. Okafor", "11/04/2026", "Sworn proof of loss form and contents inventory form sent to insureds by email "
         "and mail 11/04/2026. Need: signed sworn proof of loss, contents inventory with receipts or photos, "
         "plumber's invoice. Proof of loss due within 60 days of our request."),
        ("T. Okafor", "11/04/2026", "Inspection set for 11/06/2026 10:00 AM at the home."),
        ("T. Okafor", "11/05/2026", "Insured asks if the spoiled food from the chest freezer is covered - told him "
         "I would check and put it in writing."),
    ]),
}}

CLAIMS["PBC-26-07738"] = {"insurer": P, "customer": "venkataraman", "files": {
    "notes.txt": pnotes("PBC-26-07738", "PBH-2209314", "Priya Venkataraman",
                        "77 Silverleaf Court, Halcott, CO 80998", "09/20/2026 (first noticed)",
                        "Water - kitchen sink supply", "Marcus Feld (Desk)", [
        ("M. Feld", "09/21/2026", "FNOL online. Insured noticed soft floor in front of the kitchen sink and a "
         "musty smell. Sink base cabinet floor delaminated."),
        ("M. Feld", "09/24/2026", "SEEP-14. Inspection with Ridgeline Plumbing: slow drip at the compression fitting "
         "on the cold supply under the sink. Cabinet floor rotted through, subfloor soft over approx 4 sq ft, dark "
         "rings and layered staining, mold on the underside of the cabinet. Plumber opinion: leak going on for "
         "several months, not a sudden event."),
        ("M. Feld", "09/28/2026", "Coverage: constant or repeated seepage over 14 days excluded; rot and "
         "deterioration excluded. Mold only covered when it results from a covered peril - not here, so the $5,000 "
         "fungi additional coverage does not apply. Denial."),
        ("M. Feld", "09/29/2026", "Called insured and explained. She disagrees, says she only saw it last week. "
         "Denial ltr to go - quote seepage language, 2 yr suit limit, Division of Insurance."),
        ("M. Feld", "10/14/2026", "Complaint email recd from insured: says our plumber did not test the fitting and "
         "she wants a second opinion. Moisture readings and photos reviewed again with supervisor - layered "
         "staining and rot show long-term leak, decision stands. She asks if we will pay for her own plumber to "
         "inspect."),
    ]),
}}

CLAIMS["PBC-26-07745"] = {"insurer": P, "customer": "venkataraman", "files": {
    "notes.txt": pnotes("PBC-26-07745", "PBH-2209314", "Priya Venkataraman",
                        "77 Silverleaf Court, Halcott, CO 80998", "10/27/2026", "Water - toilet supply line",
                        "Marcus Feld (Desk)", [
        ("M. Feld", "10/27/2026", "FNOL by phone 7:15 AM. Braided toilet supply line in the upstairs bathroom burst "
         "overnight; water through the living room ceiling. Mitigation on site 9:00 AM."),
        ("M. Feld", "10/28/2026", "Photos of burst line - braid ruptured at the coupling nut, fresh water, no prior "
         "staining. Sudden discharge - covered."),
        ("M. Feld", "11/05/2026", "Mold found in bathroom subfloor on tear-out. MLD-5: no PB 41 12 on Dec - fungi "
         "limit $5,000 per policy period. Remediation quote $9,300."),
        ("M. Feld", "11/06/2026", "Insured moved to Parkline Furnished Rentals 11/06 while bathroom and living room "
         "ceiling are redone. ALE-30: advanced $2,100 (30 days rent) by EFT 11/06. No deductible on Coverage D."),
        ("M. Feld", "11/12/2026", "Contractor estimate for dwelling repairs: RC $12,460; ACV $10,980 (flooring and "
         "vanity depreciation $1,480). Repairs not started."),
        ("M. Feld", "11/13/2026", "Sett calc: mitigation $2,840 + dwelling ACV $10,980 + mold $5,000 (limit; "
         "remediation $9,300) = $18,820 less $2,500 deductible = $16,320 paid now by EFT. RC-HB: holdback $1,480 "
         "released when repairs are complete and we receive the final invoice. Supervisor approval recd."),
    ]),
}}

CLAIMS["MJT-26-1904"] = {"insurer": M, "customer": "bhatnagar", "files": {
    "notes.txt": mnotes("MJT-26-1904", "MJC-6610452 (Classic, annual multi-trip, Europe)", "Section 1 Cancellation",
                        "Mr Anand Bhatnagar, Mrs Sunita Bhatnagar", "Aled Pryce (AP)", [
        ("06 Nov 2026", "AP", "Call from Mr B. Trip to Lisbon 14-21 Nov 2026, booked 12 Jul 2026 with Azulejo "
         "Holidays, £2,460 for two (£1,230 each). Mrs B's mother, Mrs Leela Sharma, admitted to hospital with a "
         "stroke 05 Nov. They cancelled with Azulejo 06 Nov - 100% cancellation charge."),
        ("06 Nov 2026", "AP", "Parent of an insured person = close relative, insured reason. Claim form sent; asked "
         "for medical certificate from the treating consultant, booking invoice and Azulejo cancellation invoice."),
        ("16 Nov 2026", "AP", "All docs recd. Medical certificate from the treating consultant confirms cancelling "
         "was necessary. PXC-2 not needed - the illness is her mother's, not an insured person's."),
        ("16 Nov 2026", "AP", "Claim form also lists new swimwear and sandals bought for the trip, £85 - not a "
         "travel or accommodation cost, not covered. Told Mr B by phone."),
        ("17 Nov 2026", "AP", "Sett calc: £2,460 less Classic excess £95 x 2 persons = £2,270. BACS to Mr B's "
         "account within 5 working days."),
    ]),
}}

CLAIMS["MJT-26-1917"] = {"insurer": M, "customer": "bhatnagar", "files": {
    "notes.txt": mnotes("MJT-26-1917", "MJC-6610452 (Classic) - MJE-3 on certificate",
                        "Section 3 Emergency medical", "Mrs Sunita Bhatnagar", "Ffion Treloar (FT)", [
        ("08 Sep 2026", "FT", "Assist case opened 07 Sep 21:10 - Mr B called from Elounda, Crete. Mrs B collapsed "
         "at the hotel, hypoglycaemic episode, taken to Elounda Medica clinic and kept in overnight for "
         "observation. MAP-48 met - Assist told the same evening."),
        ("08 Sep 2026", "FT", "Declared condition - type 2 diabetes, accepted on MJE-3. Episode arises from the "
         "accepted condition so the MJE-3 excess of £300 applies, not the Classic medical excess of £125."),
        ("21 Sep 2026", "FT", "Claim form and clinic invoice recd: EUR 2,140 paid by Mr B on his card at discharge "
         "08 Sep. Converted at the card statement rate = £1,842."),
        ("21 Sep 2026", "FT", "Also claimed a boat excursion on 08 Sep that she missed (£96). Not covered - the trip "
         "was not cut short and there is no cover for missed excursions. Told Mr B."),
        ("23 Sep 2026", "FT", "Sett calc: £1,842 less MJE-3 excess £300 = £1,542. Paying by BACS to Mr B's account "
         "(he paid the clinic) on 24 Sep."),
        ("24 Sep 2026", "FT", "Mr B asked if Mrs B can go to Madeira in December. Reminded him of MJE-3: any change "
         "in her condition, medication or treatment must be told to us before she travels. He says her medication "
         "was changed after Crete - asked him to call our medical screening line on 020 7946 0390 to update."),
        ("05 Oct 2026", "FT", "Complaint call from Mr B - unhappy with the £300 excess, says nobody told him. MJE-3 "
         "is listed on the certificate issued 28/01/2026 and the endorsement sets the £300. Complaint not upheld. "
         "Final response ltr to go with FOS rights."),
    ]),
}}

CLAIMS["MJT-26-1923"] = {"insurer": M, "customer": "penhallow", "files": {
    "notes.txt": mnotes("MJT-26-1923", "MJC-6610425 (Premier, annual multi-trip, worldwide)",
                        "Section 2 Curtailment", "Miss Lowri Penhallow", "Aled Pryce (AP)", [
        ("15 Oct 2026", "AP", "Email from Miss P. Trip 03-23 Oct 2026 (21 days), Vancouver and the Rockies. Her "
         "grandfather, Mr Tomos Penhallow, died 13 Oct; she flew home 14 Oct. Condolences given."),
        ("15 Oct 2026", "AP", "Grandparent = close relative. Asked for a copy of the death certificate, booking "
         "invoices, the new flight receipt and confirmation the original return flight could not be changed."),
        ("02 Nov 2026", "AP", "All docs recd. Prepaid accommodation and tours £2,730. New flight Vancouver to London "
         "on 14 Oct £812; original return ticket could not be changed and was not refunded (airline letter on "
         "file)."),
        ("03 Nov 2026", "AP", "CUR-PR. Unused complete days 15-23 Oct = 9 of 21. Curt calc: 9/21 x £2,730 = £1,170 + "
         "new return flight £812 = £1,982. Premier - nil excess."),
        ("03 Nov 2026", "AP", "Payment of £1,982 by BACS on 04 Nov 2026. Sett ltr to go."),
    ]),
}}

CLAIMS["MJT-26-1936"] = {"insurer": M, "customer": "penhallow", "files": {
    "notes.txt": mnotes("MJT-26-1936", "MJC-6610425 (Premier)", "Section 5 Baggage", "Miss Lowri Penhallow",
                        "Ffion Treloar (FT)", [
        ("17 Nov 2026", "FT", "Email from Miss P (on file). Flew back from Lanzarote 13 Nov on Skerrin Airways; "
         "checked suitcase did not arrive. Airline still tracing. Lists clothes, toiletries, a hair dryer and a "
         "camera (£780) - the camera was inside the checked suitcase."),
        ("17 Nov 2026", "FT", "Reported within 31 days of return - ok. Camera is a valuable in checked-in baggage - "
         "not covered. Need: copy of the PIR (she only has a desk reference), the airline's reply to her written "
         "claim, receipts or proof of value for items over £100."),
        ("18 Nov 2026", "FT", "RFI to send. Ack ltr to go - claim ref MJT-26-1936, handler Ffion Treloar, direct "
         "line 020 7946 0394."),
    ]),
    "email-penhallow-2026-11-17.eml": eml(
        "Lowri Penhallow <lowri.penhallow@mailbox.example>", "claims@merrowdown.example",
        "Lost suitcase - Lanzarote 13 November", "Tue, 17 Nov 2026 08:12:44 +0000",
        "20261117081244.lp@mailbox.example",
        "Hello,\n\nI flew back from Lanzarote on 13 November with Skerrin Airways and my suitcase never came off the "
        "belt. The airline desk gave me a reference, SKR-40218, but no form. They say they are still looking for "
        "it.\n\nIn the case were my clothes and shoes (about £600), toiletries (about £70), a hair dryer (£45) "
        "and my camera (about £780). The camera was in the suitcase because my hand luggage was full.\n\n"
        "My policy is MJC-6610425. What do you need from me?\n\nThanks,\nLowri Penhallow\n07700 900288\n"),
}}
