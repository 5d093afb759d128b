"""Writes documents/ for the seventh blind check-mode letter set. Deterministic."""
import argparse, io, os, zipfile
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.lib import colors
from reportlab.platypus import SimpleDocTemplate, Paragraph, Spacer, Table, TableStyle
import docx

SS = getSampleStyleSheet()

def pdf(path, title, blocks, size=A4):
    doc = SimpleDocTemplate(path, pagesize=size, invariant=1, title=title, author="Vouch blind set 7",
                            leftMargin=50, rightMargin=50, topMargin=50, bottomMargin=50)
    story = []
    for kind, val in blocks:
        if kind == "t":
            story.append(Paragraph(val, SS["Title"]))
        elif kind == "h":
            story.append(Paragraph(val, SS["Heading3"]))
        elif kind == "p":
            story.append(Paragraph(val, SS["BodyText"]))
        elif kind == "tab":
            t = Table(val, hAlign="LEFT")
            t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.grey),
                                   ("FONTSIZE", (0, 0), (-1, -1), 8.5),
                                   ("BACKGROUND", (0, 0), (-1, 0), colors.whitesmoke)]))
            story.append(t)
            story.append(Spacer(1, 6))
    doc.build(story)

def docx_file(path, title, blocks):
    d = docx.Document()
    cp = d.core_properties
    import datetime
    fixed = datetime.datetime(2026, 1, 1, 0, 0, 0)
    cp.created = fixed; cp.modified = fixed; cp.last_printed = fixed
    cp.author = "Vouch blind set 7"; cp.last_modified_by = "Vouch blind set 7"; cp.title = title; cp.revision = 1
    d.add_heading(title, level=1)
    for kind, val in blocks:
        if kind == "h":
            d.add_heading(val, level=2)
        elif kind == "p":
            d.add_paragraph(val)
        elif kind == "b":
            d.add_paragraph(val, style="List Bullet")
        elif kind == "tab":
            t = d.add_table(rows=len(val), cols=len(val[0]))
            t.style = "Table Grid"
            for i, row in enumerate(val):
                for j, cell in enumerate(row):
                    t.cell(i, j).text = cell
    buf = io.BytesIO(); d.save(buf); buf.seek(0)
    zin = zipfile.ZipFile(buf)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zout:
        for item in zin.infolist():
            zi = zipfile.ZipInfo(item.filename, date_time=(2026, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zout.writestr(zi, zin.read(item.filename))

def txt(path, text):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text.strip("\n") + "\n")

# ---------------------------------------------------------------- Wexcombe Landlord Insurance Ltd (UK)
WEX_WORDING = [
    ("t", "Wexcombe Landlord Insurance Ltd - Let Property Policy Wording WLP-26"),
    ("p", "This wording, the schedule and any endorsement shown on the schedule make up your contract with Wexcombe Landlord Insurance Ltd. Words in bold in the printed booklet are defined in Part 1 and have the same meaning wherever they appear."),
    ("h", "Part 1 - Definitions"),
    ("p", "1.1 Let Property: the buildings at the address shown in the schedule, let to a Tenant under a written tenancy agreement."),
    ("p", "1.2 Tenant: the person or persons named on the tenancy agreement as entitled to occupy the Let Property, but not you or any member of your family."),
    ("p", "1.3 Unoccupied: not lived in by a Tenant for more than 45 consecutive days."),
    ("p", "1.4 Rent: the rent payable under the tenancy agreement in force at the date of the damage, excluding service charges and any amount for utilities."),
    ("h", "Part 2 - Buildings"),
    ("p", "2.1 We will pay for physical loss of or damage to the buildings caused by fire, lightning, explosion, storm, flood, escape of water or oil, theft or attempted theft, subsidence, heave or landslip, and impact."),
    ("p", "2.2 Escape of water: we will also pay up to £2,500 for the cost of finding the source of the leak (trace and access), including removing and replacing any part of the buildings necessary to find it."),
    ("p", "2.3 We will not pay for damage caused by escape of water, theft or malicious damage while the Let Property is Unoccupied, unless the water supply was turned off at the mains and the system drained down before the Let Property became Unoccupied."),
    ("p", "2.4 We will not pay for damage to gates, fences and hedges caused by storm or flood."),
    ("h", "Part 3 - Loss of Rent"),
    ("p", "3.1 If the Let Property cannot be lived in because of damage we have accepted under Part 2, we will pay the Rent you lose until the Let Property is fit to live in again, for up to 12 months from the date of the damage."),
    ("p", "3.2 The most we will pay under this Part is 20% of the buildings sum insured shown in the schedule."),
    ("p", "3.3 We will not pay loss of Rent for any period before the damage, or for any period when the Let Property would not have been let in any case."),
    ("h", "Part 4 - Malicious Damage by Tenants"),
    ("p", "This Part applies only if the schedule says Malicious Damage by Tenants is included."),
    ("p", "4.1 We will pay up to £5,000 in any one period of insurance for deliberate damage to the buildings caused by a Tenant or a Tenant's guests."),
    ("p", "4.2 Before we pay, you must first deduct from the Tenant's deposit any amount the deposit protection scheme awards you for the same damage. We will pay the balance, less the excess."),
    ("p", "4.3 We will not pay for wear and tear, or for damage caused by pets kept by the Tenant."),
    ("p", "4.4 It is a condition of this Part that you or your letting agent inspected the Let Property at least every 6 months and kept a written record of each inspection."),
    ("h", "Part 5 - Property Owner's Liability"),
    ("p", "5.1 We will pay up to £5,000,000 for any one claim for amounts you are legally liable to pay as owner of the Let Property for accidental injury to any person or accidental damage to their property."),
    ("h", "Part 6 - Excesses"),
    ("tab", [["Claim", "Excess"],
             ["Buildings (except escape of water and subsidence)", "£250"],
             ["Escape of water", "£350"],
             ["Subsidence, heave or landslip", "£1,000"],
             ["Malicious Damage by Tenants", "£500"],
             ["Loss of Rent", "Nil"]]),
    ("h", "Part 7 - Claims conditions"),
    ("p", "7.1 You must tell us about any claim as soon as reasonably possible and in any case within 30 days of discovering the damage."),
    ("p", "7.2 You must provide a copy of the tenancy agreement and, for a loss of Rent claim, evidence of the rent received for the 3 months before the damage."),
    ("p", "7.3 We may appoint a loss adjuster to inspect the Let Property."),
]

def wex_schedule(no, holder, addr, agent, bsi, mdt, start, endorse):
    return [
        ("t", "Wexcombe Landlord Insurance Ltd - Policy Schedule " + no),
        ("tab", [["Item", "Details"],
                 ["Policyholder", holder],
                 ["Let Property", addr],
                 ["Letting agent", agent],
                 ["Period of insurance", start],
                 ["Policy wording", "WLP-26"],
                 ["Buildings sum insured", bsi],
                 ["Malicious Damage by Tenants", mdt],
                 ["Endorsements", endorse]]),
        ("p", "The Loss of Rent limit in Part 3 is calculated on the buildings sum insured shown above. Please check these details; tell us within 14 days if anything is wrong."),
    ]

WEX_END = [
    ("t", "Endorsement WLE-04 - Loss of Rent (replacement of Part 3.1 and 3.2)"),
    ("p", "This endorsement applies only to schedule WLS-26-5127 and takes effect from 1 July 2026. It replaces clauses 3.1 and 3.2 of wording WLP-26. All other terms are unchanged."),
    ("p", "3.1 If the Let Property cannot be lived in because of damage we have accepted under Part 2, we will pay the Rent you lose until the Let Property is fit to live in again, for up to 6 months from the date of the damage."),
    ("p", "3.2 The most we will pay under this Part is £9,000 in any one period of insurance."),
]

WEX_PROC = """WEXCOMBE LANDLORD INSURANCE LTD - CLAIMS TEAM WORKING NOTES (rev. 3, 2026)

1. Acknowledge every new claim within 2 working days by e-mail or letter and give the claim reference.
2. Always check the schedule for endorsements before quoting limits. WLE endorsements replace wording clauses.
3. Loss of rent: ask for the tenancy agreement and 3 months' rent statements. Pay monthly in arrears once the property is confirmed uninhabitable.
4. Malicious damage by tenants: we need the deposit scheme adjudication outcome (or the agreed deposit deduction) before settlement. Ask for the inspection records (6-monthly).
5. Appoint a loss adjuster for any buildings claim estimated above £7,500 or any claim where the property may be Unoccupied.
6. Authority:
   Claims handler - up to £5,000
   Senior handler - up to £15,000
   Claims manager - above £15,000
7. Complaints: acknowledge within 3 working days; final response within 8 weeks; refer customer to the Financial Ombudsman Service after the final response or after 8 weeks.
"""

WEX_NOTES = {
"WXL-26-0311": """CLAIM WXL-26-0311 | Policy WLS-26-4410 | Wording WLP-26 | No endorsements
Policyholder: Mr Hollis Dunmore | Let Property: 14 Calder Terrace, Kettleford KT4 2RW | Agent: Pennock & Vale Lettings

03/09/2026 10:12 RJT  FNOL by phone from Mr Dunmore. Tenant (Ms Fenner) reported water through kitchen ceiling from the bathroom above on 01/09/2026. Cause thought to be a failed waste pipe under the bath. Property occupied throughout.
03/09/2026 10:30 RJT  Ack e-mail sent. Escape of water excess £350 explained.
08/09/2026 14:05 RJT  Plumber's report (Ketley Plumbing) rec'd: trace and access £640, pipe repair £185. Trace and access within £2,500 limit.
15/09/2026 09:40 RJT  Builder's quote for kitchen ceiling and redecoration £3,120. Total claim £3,945 (trace and access £640 + plumbing £185 + ceiling £3,120). Under the £7,500 adjuster threshold - desk settle.
15/09/2026 09:55 RJT  Pipe repair itself is a maintenance cost, not damage - not payable. Revised: £640 + £3,120 = £3,760 less £350 excess = £3,410.
17/09/2026 11:20 RJT  Tenant stayed in the property during the works. No loss of rent claim.
18/09/2026 16:00 RJT  Paid £3,410 to Mr Dunmore by BACS.
""",
"WXL-26-0328": """Claim: WXL-26-0328
Schedule: WLS-26-4410 (wording WLP-26, no endorsement)
Policyholder: Mr Hollis Dunmore. Property: Flat 2, 9 Orrin Street, Kettleford KT4 5DN (second let property on the same schedule).

-- 22 Sep 2026 (AMB) Claim for malicious damage by former tenant Mr Cade Larrow. Tenancy ended 31 Aug 2026. Damage: kicked-in internal doors, holes in plaster, kitchen worktop burnt.
-- 22 Sep 2026 (AMB) Schedule confirms Malicious Damage by Tenants included. Limit £5,000 per period, excess £500.
-- 29 Sep 2026 (AMB) Check-out report from Pennock & Vale rec'd (ref PV-CO-1187). Damage costed at £4,280. Agent confirms inspections on 12 Feb 2026 and 14 Aug 2026 with written records.
-- 06 Oct 2026 (AMB) Deposit scheme adjudication: £1,150 awarded to landlord for the same damage.
-- 07 Oct 2026 (AMB) Carpet stains in lounge from tenant's dog - excluded under 4.3 (pets). Carpet item £360 removed. Eligible £4,280 - £360 = £3,920.
-- 07 Oct 2026 (AMB) Settlement: £3,920 less deposit award £1,150 = £2,770, less excess £500 = £2,270. Within handler authority.
-- 09 Oct 2026 (AMB) Paid £2,270 to Mr Dunmore.
""",
"WXL-26-0345": """WXL-26-0345  //  schedule WLS-26-5127  //  wording WLP-26 + endorsement WLE-04 (loss of rent, from 01/07/2026)
PH: Ms Imelda Quarshie-Ross, 3 Beckwith Row, Saltmarsh Green SG7 1PE. Agent: none (self-managed).

[04/10/2026 RJT] Storm 02/10/2026. Large section of roof stripped; rain into both bedrooms. Tenants (Mr and Mrs Oduya) moved out 03/10/2026 - property not fit to live in.
[04/10/2026 RJT] Buildings sum insured £210,000 (schedule). Rent £1,450 per month per tenancy agreement dated 01/03/2026.
[06/10/2026 RJT] Loss adjuster appointed (Tanhill Loss Adjusting, Mr Gideon Parfitt) - estimate likely above £7,500.
[14/10/2026 RJT] Adjuster report: roof and internal repairs £18,600. Garden fence also blown down - £1,100 - excluded (2.4 storm to fences).
[14/10/2026 RJT] Referred to claims manager (above £15,000).
[16/10/2026 KPL, claims manager] Roof and internal repairs £18,600 agreed, less £250 excess = £18,350. Payment authorised.
[16/10/2026 RJT] Loss of rent: under WLE-04 max 6 months and £9,000 per period. Repairs expected to take 5 months. 5 x £1,450 = £7,250, within £9,000.
[20/10/2026 RJT] Paid £18,350 to Ms Quarshie-Ross. First month's rent £1,450 to be paid 03/11/2026 in arrears.
""",
"WXL-26-0352": """CLAIM WXL-26-0352 | Policy WLS-26-5127 | Wording WLP-26 | Endorsement WLE-04
Policyholder: Ms Imelda Quarshie-Ross | Let Property: 27 Harrowgate Lane, Saltmarsh Green SG7 3HL (second property on schedule)

28/10/2026 09:15 AMB  Notified of escape of water found 26/10/2026 when new tenant arrived for viewing. Previous tenant left 02/08/2026. Property empty since then - 85 days.
28/10/2026 09:30 AMB  Property Unoccupied (over 45 days). Asked PH whether water was turned off at the mains and the system drained down.
30/10/2026 12:10 AMB  PH confirms stopcock was not turned off. Clause 2.3 applies. Decline escape of water damage. Loss of rent not payable as no accepted Part 2 damage.
30/10/2026 12:40 AMB  Decline letter to be sent. PH unhappy - see e-mail 02/11/2026.
""",
}

WEX_CHECKOUT = [
    ("h", "Check-out and damage report"),
    ("p", "Pennock & Vale Lettings, 41 Mardle Street, Kettleford KT4 1AA. Tel 01632 960418. lettings@pennockvale.example"),
    ("p", "Report ref PV-CO-1187. Property: Flat 2, 9 Orrin Street, Kettleford. Landlord: Mr H Dunmore. Outgoing tenant: Mr C Larrow. Check-out carried out 2 September 2026 by Ms Tamsin Rudd."),
    ("tab", [["Item", "Condition at check-out", "Cost"],
             ["Internal doors (3)", "Two kicked in, one off hinges", "£1,140"],
             ["Plasterwork, hall and bedroom", "Holes, approx. 11 in total", "£980"],
             ["Kitchen worktop", "Burn marks, needs replacing", "£1,800"],
             ["Lounge carpet", "Pet urine staining", "£360"],
             ["Total", "", "£4,280"]]),
    ("p", "Inspections during the tenancy: 12 February 2026 and 14 August 2026. Written records held and attached."),
    ("p", "In our view the damage to the doors, plaster and worktop is deliberate and not wear and tear."),
]

WEX_EMAIL = """From: Imelda Quarshie-Ross <imelda.qr@fernpost.example>
To: claims@wexcombe-landlord.example
Date: 2 November 2026 19:42
Subject: WXL-26-0352 - your decline

Dear Wexcombe,

I am very unhappy with your letter. The house at Harrowgate Lane was only empty because I was redecorating between tenants, and I was there most weeks. Nobody told me I had to turn the water off. I have paid premiums for six years without a claim.

I also want the lost rent paid, as I had a new tenant ready to move in on 1 November at £1,250 a month.

Please treat this as a formal complaint.

Imelda Quarshie-Ross
"""

# ---------------------------------------------------------------- Tansyfield Pet Insurance Ltd (UK)
TPI_POLICY = [
    ("p", "Tansyfield Pet Insurance Ltd. Lifetime Cover policy booklet TPP-26. Please read this booklet with your certificate of insurance."),
    ("h", "Your benefits at a glance"),
    ("tab", [["Benefit", "Lifetime 4000", "Lifetime 7000"],
             ["Vet fees (per condition, per policy year)", "£4,000", "£7,000"],
             ["Vet fee excess (per condition, per policy year)", "£99", "£125"],
             ["Co-payment (dogs aged 8 or over, cats aged 10 or over at start of policy year)", "20%", "20%"],
             ["Complementary therapy (within vet fees)", "£500", "£750"],
             ["Death from illness (pet under 8 when cover started)", "£1,000", "£1,500"],
             ["Third party liability (dogs only)", "£2,000,000", "£2,000,000"],
             ["Boarding fees if you go into hospital", "£750", "£1,000"]]),
    ("h", "Words with special meanings"),
    ("p", "Condition: any illness or injury, and any clinical signs that relate to it, however many parts of the body are affected. A condition affecting both sides of the body (for example, both knees) is one condition."),
    ("p", "Pre-existing condition: a condition, or clinical signs of it, that first showed before cover started or within the first 14 days of cover for illness."),
    ("p", "Policy year: the 12 months starting on the start date or renewal date shown on your certificate."),
    ("h", "Section 1 - Vet fees"),
    ("p", "We pay for treatment by a vet of an illness or injury that first shows during the policy, up to the vet fees limit for each condition in each policy year. The limit is refreshed at each renewal as long as you renew without a break."),
    ("p", "For each condition you pay the vet fee excess once in each policy year. If a co-payment applies, you also pay that percentage of the rest of the claim after the excess has been taken off."),
    ("p", "Dental treatment is covered only if it is needed because of an accident, and only if your pet had a dental check with a vet in the 12 months before the accident. We do not pay for dental illness, such as gum disease."),
    ("h", "Section 2 - What we do not pay for"),
    ("b", "Pre-existing conditions."),
    ("b", "Routine and preventive care, including vaccinations, flea and worm treatment, neutering and nail clipping."),
    ("b", "Any claim for illness in the first 14 days of cover, or for injury in the first 2 days of cover."),
    ("b", "Food, including prescription diets, except for up to 4 weeks after surgery for a covered condition."),
    ("h", "Section 3 - Making a claim"),
    ("p", "Send your claim form and the vet's invoice within 90 days of the treatment. We can pay the vet directly if the vet agrees; otherwise we pay you."),
]

def tpi_cert(no, holder, addr, pet, species, breed, dob, level, start, age, endorse):
    return [
        ("t", "Tansyfield Pet Insurance Ltd - Certificate of Insurance " + no),
        ("tab", [["", ""],
                 ["Policyholder", holder],
                 ["Address", addr],
                 ["Pet name", pet],
                 ["Species and breed", species + ", " + breed],
                 ["Date of birth", dob],
                 ["Cover level", level],
                 ["Policy year", start],
                 ["Age at start of this policy year", age],
                 ["Booklet", "TPP-26"],
                 ["Endorsements", endorse]]),
        ("p", "Your benefits, excesses and co-payments are shown in the booklet TPP-26 for the cover level above, unless an endorsement shown on this certificate changes them."),
    ]

TPI_END = [
    ("t", "Endorsement TPE-07 - Vet fee excess"),
    ("p", "This endorsement applies to certificate TPC-90412 only, from the policy year starting 1 August 2026. It replaces the vet fee excess shown in the benefits table for this certificate."),
    ("p", "Vet fee excess: £175 for each condition in each policy year. The co-payment terms in the booklet are unchanged."),
]

TPI_GUIDE = [
    ("h", "1. Registering a claim"),
    ("p", "Acknowledge the claim form within 3 working days. Check the certificate for endorsements and the pet's age at the start of the policy year, as this decides whether co-payment applies."),
    ("h", "2. Clinical history"),
    ("p", "For any claim in the first policy year, request the full clinical history from the previous practice as well as the current vet. Do not decline for a pre-existing condition until the clinical history has been reviewed by the in-house veterinary nurse team."),
    ("h", "3. Calculating the payment"),
    ("p", "Take off anything not covered, then the excess, then the co-payment (if any) on the remainder. Check the vet fees limit for the condition in the policy year."),
    ("h", "4. Authority"),
    ("tab", [["Role", "Payment authority"], ["Claims assessor", "up to £2,500"], ["Senior assessor", "up to £6,000"], ["Team leader", "above £6,000"]]),
    ("h", "5. Complaints"),
    ("p", "Acknowledge complaints within 2 working days. Send a final response within 8 weeks. Tell the customer they can refer the complaint to the Financial Ombudsman Service within 6 months of the final response."),
]

TPI_NOTES = {
"TPI-26-2207": """CLAIM TPI-26-2207 | Certificate TPC-88231 | Booklet TPP-26 | No endorsements
Policyholder: Mrs Anwen Teague | Pet: Biscuit (dog, Labrador) | Cover: Lifetime 4000 | Age at start of policy year: 9

12/09/2026 ASR  Claim form rec'd: cruciate ligament rupture, left hind leg. Lame from 19/08/2026. Surgery (TPLO) 27/08/2026 at Larchmead Veterinary Centre.
12/09/2026 ASR  Policy year started 05/04/2026. Dog aged 9 at start - 20% co-payment applies.
16/09/2026 ASR  Invoice LVC-40977 rec'd: £3,460.00. Includes prescription diet £84.00 (within 4 weeks of surgery - covered) and booster vaccination £62.00 (routine - not covered).
16/09/2026 ASR  Eligible £3,460.00 - £62.00 = £3,398.00. Less excess £99 = £3,299.00. Co-payment 20% = £659.80. Payable £2,639.20.
17/09/2026 ASR  Above my £2,500 authority - referred to senior assessor.
18/09/2026 DHM (senior assessor)  Agreed £2,639.20. Pay vet direct (vet agreed).
18/09/2026 ASR  Paid £2,639.20 to Larchmead Veterinary Centre. Remaining vet fees for this condition in policy year: £4,000 - £3,398.00 = £602.00.
""",
"TPI-26-2231": """Claim TPI-26-2231 - certificate TPC-90412 (booklet TPP-26, endorsement TPE-07 vet fee excess)
PH: Mr Laurence Fitch-Amory. Pet: Moth (cat, British Shorthair). Cover: Lifetime 7000. Age at start of policy year: 6.

* 02 Oct 2026 (KW) Claim: cystitis / urinary blockage, seen 21 Sep 2026, catheterised and hospitalised 2 nights at Coldwell Bridge Cat Clinic.
* 02 Oct 2026 (KW) Policy year from 01 Aug 2026. Cat under 10 - no co-payment. Excess per TPE-07: £175.
* 07 Oct 2026 (KW) Invoice CBC-2026-5561: £1,284.50 total. Includes urinary prescription diet 3 months £96.00 - no surgery, so food not covered.
* 07 Oct 2026 (KW) Eligible £1,284.50 - £96.00 = £1,188.50, less excess £175 = £1,013.50.
* 08 Oct 2026 (KW) Paid £1,013.50 to Mr Fitch-Amory (clinic asked for payment to owner).
""",
"TPI-26-2248": """CLAIM TPI-26-2248 | Certificate TPC-88231 | Booklet TPP-26 | No endorsements
Policyholder: Mrs Anwen Teague | Pet: Biscuit (dog, Labrador) | Cover: Lifetime 4000

20/10/2026 ASR  Claim for ear infection (otitis externa), both ears, treated 14/10/2026. Invoice £286.40.
21/10/2026 ASR  Policy started 05/04/2025. Requested clinical history from current vet (Larchmead) and previous practice (Hobb's Corner Vets).
03/11/2026 ASR  Previous practice history shows otitis, right ear, treated 11/02/2025 - before cover started.
04/11/2026 VNT (veterinary nurse team)  Reviewed. Same condition (otitis externa); both ears = one condition under the definition. Pre-existing. Recommend decline.
05/11/2026 ASR  Decline agreed. PH e-mailed 06/11/2026 asking why - reply needed.
""",
"TPI-26-2260": """Claim TPI-26-2260 - certificate TPC-90412 (booklet TPP-26, endorsement TPE-07)
PH: Mr Laurence Fitch-Amory. Pet: Moth (cat). Cover: Lifetime 7000.

* 28 Oct 2026 (KW) Claim: broken upper canine tooth after fall from a shelf, 19 Oct 2026. Extraction under anaesthetic 22 Oct 2026. Invoice CBC-2026-6012 £612.00.
* 28 Oct 2026 (KW) Dental accident - need proof of dental check in the 12 months before. Requested from clinic.
* 04 Nov 2026 (KW) Clinic confirms dental check at annual health check 09 Mar 2026 - within 12 months. Accident dental covered.
* 04 Nov 2026 (KW) New condition in this policy year - new excess £175. £612.00 - £175.00 = £437.00. No co-payment.
* 05 Nov 2026 (KW) Paid £437.00 to Mr Fitch-Amory.
""",
}

TPI_INVOICE = [
    ("t", "Larchmead Veterinary Centre"),
    ("p", "2 Quenby Road, Tolmers Cross TC3 8LW. Tel 01632 960277. accounts@larchmead-vets.example"),
    ("p", "Invoice LVC-40977. Date 30/08/2026. Client: Mrs A Teague. Patient: Biscuit, Labrador, male neutered."),
    ("tab", [["Date", "Description", "Amount"],
             ["19/08/2026", "Consultation, lameness left hind", "£58.00"],
             ["21/08/2026", "Sedation and radiographs, left stifle", "£412.00"],
             ["27/08/2026", "TPLO surgery incl. anaesthesia and implant", "£2,480.00"],
             ["27/08/2026", "Hospitalisation 1 night", "£96.00"],
             ["27/08/2026", "Medication to go home", "£74.00"],
             ["27/08/2026", "Prescription joint diet (4 weeks)", "£84.00"],
             ["27/08/2026", "Booster vaccination", "£62.00"],
             ["30/08/2026", "Post-op check and bandage change", "£194.00"],
             ["", "Total (incl. VAT)", "£3,460.00"]]),
    ("p", "Clinical note: Cranial cruciate ligament rupture, left stifle. Right stifle currently stable. Restricted exercise for 8 weeks. Vet: Ms Priya Lanyon MRCVS."),
]

TPI_EMAIL = """From: Anwen Teague <anwen.teague@hollymail.example>
To: claims@tansyfield-pet.example
Sent: 06 November 2026 08:17
Subject: Biscuit - ear claim TPI-26-2248

Hello,

I don't understand why you have turned down Biscuit's ear claim. The infection last year was only in his right ear and this time it is both ears, so surely it is a different problem? He has been insured with you since April 2025.

Also, can you tell me how much is left for his knee this year, in case the other knee goes?

Thanks,
Anwen Teague
"""

# ---------------------------------------------------------------- Marigold Bay Casualty Company (US)
MB_FORM = [
    ("t", "Marigold Bay Casualty Company - Unit-Owners Form MB-HO6-0526"),
    ("h", "AGREEMENT"),
    ("p", "We will provide the insurance described in this policy in return for the premium and compliance with all applicable provisions of this policy. Coverage applies to the residence premises shown in the Declarations."),
    ("h", "DEFINITIONS"),
    ("p", "A. \"Unit\" means the condominium unit shown in the Declarations. B. \"Association\" means the condominium association of which you are a member. C. \"Master policy\" means the insurance bought by the Association on the building and common elements."),
    ("h", "SECTION I - PROPERTY COVERAGES"),
    ("p", "Coverage A - Dwelling. We cover the alterations, appliances, fixtures and improvements which are part of the building contained within your Unit, and items of real property which pertain exclusively to your Unit, to the extent not covered by the master policy."),
    ("p", "Coverage C - Personal Property. We cover personal property owned or used by an insured while it is anywhere in the world. Special limits of liability: $1,500 for jewelry, watches and furs for loss by theft; $2,500 for silverware for loss by theft; $200 for money, bank notes and coins."),
    ("p", "Coverage D - Loss Of Use. If a loss covered under Section I makes your Unit not fit to live in, we cover Additional Living Expense, meaning any necessary increase in living expenses incurred by you so that your household can maintain its normal standard of living, for the shortest time required to repair or replace the damage."),
    ("h", "ADDITIONAL COVERAGES"),
    ("p", "1. Debris Removal. 2. Reasonable Repairs. 3. Loss Assessment. We will pay up to $1,000 for your share of a loss assessment charged during the policy period against you by the Association, when the assessment is made as a result of direct loss to property owned collectively by all members, caused by a peril insured against. We do not cover assessments made as a result of a deductible in the master policy. This coverage is the only coverage for loss assessment, and the Section I deductible does not apply to it."),
    ("h", "SECTION I - PERILS INSURED AGAINST"),
    ("p", "We insure for direct physical loss to property described in Coverages A and C caused by fire or lightning; windstorm or hail; explosion; smoke; vandalism or malicious mischief; theft; falling objects; weight of ice, snow or sleet; accidental discharge or overflow of water or steam from within a plumbing, heating or air conditioning system or household appliance; and sudden and accidental tearing apart of a heating system or water heater."),
    ("h", "SECTION I - EXCLUSIONS"),
    ("p", "We do not insure for loss caused by: 1. flood, surface water or waves; 2. water which backs up through sewers or drains; 3. continuous or repeated seepage or leakage of water over a period of 14 days or more; 4. wear and tear, mold, or deterioration."),
    ("h", "SECTION I - CONDITIONS"),
    ("p", "A. Deductible. Unless otherwise noted, we will pay only that part of the total of all loss payable under Section I that exceeds the deductible amount shown in the Declarations."),
    ("p", "B. Duties After Loss. You must give prompt notice to us; notify the police in case of loss by theft; protect the property from further damage; prepare an inventory of damaged personal property; and, as often as we reasonably require, show the damaged property and submit to examination under oath. You must send us a signed, sworn proof of loss within 60 days after our request."),
    ("p", "C. Loss Settlement. Covered property losses are settled at replacement cost without deduction for depreciation, but we will pay no more than the actual cash value of the damage until actual repair or replacement is complete. Once repair or replacement is complete, we will pay the holdback within 180 days of the date of loss if you make a claim for it."),
    ("p", "D. Loss Payment. We will pay you unless some other person is named in the policy or is legally entitled to receive payment. Loss will be payable 30 days after we receive your proof of loss and reach agreement with you."),
]

def mb_decl(no, insured, unit, assoc, period, a, c, d, ded, la, endorse):
    return [
        ("t", "Marigold Bay Casualty Company - Unit-Owners Declarations"),
        ("p", "Policy number " + no + ". Form MB-HO6-0526. Policy period " + period + ", 12:01 a.m. standard time at the residence premises."),
        ("tab", [["Named insured", insured], ["Residence premises", unit], ["Association", assoc]]),
        ("tab", [["Coverage", "Limit of liability"],
                 ["A - Dwelling (unit improvements)", a],
                 ["C - Personal Property", c],
                 ["D - Loss Of Use", d],
                 ["E - Personal Liability, each occurrence", "$300,000"],
                 ["F - Medical Payments, each person", "$2,000"],
                 ["Loss Assessment", la]]),
        ("p", "Section I deductible: " + ded + " all perils."),
        ("p", "Forms and endorsements: MB-HO6-0526; " + endorse + "."),
    ]

MB_END = [
    ("t", "Endorsement MB-LA-12 - Supplemental Loss Assessment"),
    ("p", "This endorsement changes policy MBD-7731952 only. Effective 04/01/2026. It replaces Additional Coverage 3, Loss Assessment, of form MB-HO6-0526."),
    ("p", "3. Loss Assessment. We will pay up to $25,000 for your share of any loss assessment charged during the policy period against you by the Association, when the assessment is made as a result of direct loss to property owned collectively by all members, caused by a peril insured against."),
    ("p", "We will also pay your share of an assessment made as a result of a deductible in the master policy, but the most we will pay for that part of any one assessment is $5,000. A deductible of $250 applies to each assessment under this endorsement."),
]

MB_PROC = [
    ("h", "1. Acknowledgment"),
    ("p", "Acknowledge every new claim within 1 business day by phone or e-mail, and in writing within 10 days. Give the claim number and the adjuster's name."),
    ("h", "2. Coordinate with the master policy"),
    ("p", "For any damage to walls, floors or ceilings, ask the Association or its manager for the master policy declarations and find out whether the master policy is bare walls or all-in. Coverage A pays only what the master policy does not."),
    ("h", "3. Loss assessment"),
    ("p", "Obtain the Association board minutes or resolution levying the assessment and the master carrier's claim letter. Check the Declarations for the Loss Assessment limit and any MB-LA endorsement."),
    ("h", "4. Payments"),
    ("p", "Pay actual cash value first; release the replacement cost holdback on proof of completion. Mortgagee is not named on unit improvements payments unless the Declarations show a mortgagee."),
    ("h", "5. Authority"),
    ("tab", [["Role", "Authority"], ["Desk adjuster", "$10,000"], ["Field adjuster", "$25,000"], ["Claims supervisor", "$75,000"]]),
    ("h", "6. Denials"),
    ("p", "Every denial letter must quote the policy language relied on and must include the state Department of Insurance notice."),
]

MB_NOTES = {
"MBC-26-51004": """MARIGOLD BAY CASUALTY - CLAIM FILE MBC-26-51004
Policy MBD-7730418 / form MB-HO6-0526 / no endorsements
Insured: Dolores and Aaron Petrakis, Unit 4B, Pelican Walk Condominium, 880 Shoal Drive, Port Sabal FL

08/24/2026 1:10 pm TMV  First notice by phone. Washing machine supply hose burst in Unit 5B (upstairs, owner Mr Kenji Albright) on 08/22/2026. Water through ceiling into kitchen and living room of 4B.
08/24/2026 1:25 pm TMV  Acknowledged by e-mail. Field adjuster assigned: Rosalind Achebe (Coastline Field Services).
08/27/2026 4:00 pm TMV  HOA manager confirms master policy is bare walls - drywall, cabinets and flooring inside 4B fall to the unit owner.
09/03/2026 10:45 am TMV  Field report CFS-8812 rec'd. RCV $14,870.00, depreciation $2,310.00, ACV $12,560.00 for unit improvements. Contents (rug, sofa) ACV $1,940.00.
09/03/2026 11:00 am TMV  Deductible $1,000 (Declarations). ACV payment: $12,560.00 + $1,940.00 - $1,000.00 = $13,500.00. Above desk authority ($10,000) - field adjuster authority ok.
09/05/2026 9:30 am RA  Approved $13,500.00. Holdback $2,310.00 on proof of completion.
09/06/2026 2:15 pm TMV  Insureds stayed with family; no ALE claimed.
09/09/2026 3:00 pm TMV  Check $13,500.00 mailed to Dolores and Aaron Petrakis. Subrogation against 5B owner's carrier opened.
""",
"MBC-26-51019": """Claim MBC-26-51019 -- Policy MBD-7731952 -- Form MB-HO6-0526 with MB-LA-12 (eff. 04/01/2026)
Insured: Mr Vernon Ashdale-Kim, Unit 12, Heron Quay Condominiums, 41 Tarpon Way, Port Sabal FL

-- 09/29/2026 (JLF) Insured reports special assessment from Heron Quay Condominium Association: hurricane roof damage 08/30/2026 to common roof. Master policy hurricane deductible $180,000 passed to owners.
-- 09/29/2026 (JLF) Board resolution 09/18/2026 rec'd: 48 units; assessment $3,750 per unit, due 11/01/2026.
-- 10/02/2026 (JLF) Master carrier letter confirms deductible $180,000. Assessment is entirely the master deductible - no base coverage (form excludes), but MB-LA-12 pays deductible assessments up to $5,000.
-- 10/02/2026 (JLF) Payable: $3,750 - $250 endorsement deductible = $3,500. Section I deductible ($1,000) does not apply.
-- 10/05/2026 (JLF) Check $3,500.00 issued to Vernon Ashdale-Kim.
""",
"MBC-26-51027": """MARIGOLD BAY CASUALTY - CLAIM FILE MBC-26-51027
Policy MBD-7730418 / form MB-HO6-0526 / no endorsements
Insured: Dolores and Aaron Petrakis, Unit 4B, Pelican Walk Condominium

10/12/2026 9:05 am TMV  Burglary reported. Unit entered 10/10/2026 while insureds at a wedding. Police report PSPD 26-118804.
10/12/2026 9:20 am TMV  Stolen: laptop ($1,450), jewelry (ring and two bracelets, insured values $3,800 total), cash $600, watch ($900).
10/19/2026 2:30 pm TMV  Jewelry and watches theft special limit $1,500 combined. Ring + bracelets + watch = $4,700, limited to $1,500. Money limit $200.
10/19/2026 2:45 pm TMV  Laptop ACV $1,160 (RCV $1,450 less depreciation $290). Total ACV: $1,160 + $1,500 + $200 = $2,860, less deductible $1,000 = $1,860.
10/20/2026 11:00 am TMV  Paid $1,860.00. Laptop holdback $290 on proof of replacement.
10/27/2026 10:10 am TMV  Front door lock (unit entry door) damaged - HOA says door is unit owner's. $340 added under Coverage A; no further deductible. Paid $340.00.
""",
"MBC-26-51033": """Claim MBC-26-51033 -- Policy MBD-7730418 -- Form MB-HO6-0526 -- no endorsements
Insured: Dolores and Aaron Petrakis, Unit 4B, Pelican Walk Condominium

-- 11/03/2026 (JLF) Insured e-mail re Pelican Walk Condominium Association assessment $2,400 per unit for pool deck and clubhouse damage from windstorm 09/14/2026.
-- 11/04/2026 (JLF) Board minutes 10/21/2026: of the assessment, $1,600 per unit is the master policy windstorm deductible and $800 per unit is for the pool fence, which the master carrier declined (wear and tear).
-- 11/05/2026 (JLF) Base Loss Assessment only. Master deductible part not covered (form). Pool fence part not caused by a peril insured against (wear and tear). Nothing payable. Deny.
""",
}

MB_REPORT = [
    ("h", "Coastline Field Services - Field Adjuster Report CFS-8812"),
    ("p", "Carrier: Marigold Bay Casualty Company. Claim MBC-26-51004. Insured: Petrakis, Unit 4B, Pelican Walk Condominium. Inspected 08/31/2026 by Rosalind Achebe. Tel 555-0147. r.achebe@coastlinefs.example"),
    ("p", "1. Cause: burst washing machine supply hose in Unit 5B on 08/22/2026. Sudden and accidental discharge. No evidence of long-term seepage."),
    ("p", "2. Master policy: bare walls per HOA manager (Ms Gail Terranova). Interior finishes are the unit owner's responsibility."),
    ("p", "3. Moisture readings normal by 08/31/2026 after drying by Drymark Restoration (4 days of dehumidifiers)."),
    ("tab", [["Item", "RCV", "Depreciation", "ACV"],
             ["Drywall ceiling, kitchen and living", "$4,220.00", "$380.00", "$3,840.00"],
             ["Kitchen base cabinets", "$6,150.00", "$1,230.00", "$4,920.00"],
             ["Engineered wood flooring", "$3,480.00", "$700.00", "$2,780.00"],
             ["Drying and mitigation", "$1,020.00", "$0.00", "$1,020.00"],
             ["Total unit improvements", "$14,870.00", "$2,310.00", "$12,560.00"]]),
    ("p", "4. Contents: wool rug and sofa, ACV $1,940.00 (RCV $2,600.00)."),
    ("p", "5. Recommend subrogation against Unit 5B owner."),
]

MB_EMAIL = """From: Dolores Petrakis <dpetrakis@gulfline.example>
To: claims@marigoldbay.example
Date: Tue, 3 Nov 2026 16:20
Subject: Assessment from Pelican Walk

Hi,

Our association just billed every owner $2,400 for the windstorm damage to the pool deck and clubhouse in September. My neighbor says her condo insurance covers this. Our policy shows Loss Assessment on the declarations. Can you pay it? It is due December 1.

Phone 555-0163.

Dolores Petrakis
"""

def build(out):
    def p(*parts):
        path = os.path.join(out, *parts)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        return path
    pdf(p("policies", "wexcombe-landlord-wording-WLP-26.pdf"), "WLP-26", WEX_WORDING)
    pdf(p("policies", "wexcombe-schedule-WLS-26-4410.pdf"), "WLS-26-4410", wex_schedule(
        "WLS-26-4410", "Mr Hollis Dunmore", "14 Calder Terrace, Kettleford KT4 2RW; Flat 2, 9 Orrin Street, Kettleford KT4 5DN",
        "Pennock & Vale Lettings", "£185,000 (Calder Terrace); £140,000 (Orrin Street)", "Included",
        "12 March 2026 to 11 March 2027", "None"))
    pdf(p("policies", "wexcombe-schedule-WLS-26-5127.pdf"), "WLS-26-5127", wex_schedule(
        "WLS-26-5127", "Ms Imelda Quarshie-Ross", "3 Beckwith Row, Saltmarsh Green SG7 1PE; 27 Harrowgate Lane, Saltmarsh Green SG7 3HL",
        "None (self-managed)", "£210,000 (Beckwith Row); £165,000 (Harrowgate Lane)", "Not included",
        "1 February 2026 to 31 January 2027", "WLE-04 Loss of Rent (from 1 July 2026)"))
    pdf(p("policies", "wexcombe-endorsement-WLE-04.pdf"), "WLE-04", WEX_END)
    txt(p("procedures", "wexcombe-claims-team-notes.txt"), WEX_PROC)
    for ref, text in WEX_NOTES.items():
        txt(p("claims", ref, "notes.txt"), text)
    docx_file(p("claims", "WXL-26-0328", "pennock-vale-checkout-PV-CO-1187.docx"), "Pennock & Vale Lettings", WEX_CHECKOUT)
    txt(p("claims", "WXL-26-0352", "email-2026-11-02.txt"), WEX_EMAIL)

    docx_file(p("policies", "tansyfield-pet-booklet-TPP-26.docx"), "Tansyfield Pet Insurance - Lifetime Cover", TPI_POLICY)
    pdf(p("policies", "tansyfield-certificate-TPC-88231.pdf"), "TPC-88231", tpi_cert(
        "TPC-88231", "Mrs Anwen Teague", "6 Sorrel Close, Tolmers Cross TC3 9QA", "Biscuit", "Dog", "Labrador Retriever",
        "14/01/2017", "Lifetime 4000", "05/04/2026 to 04/04/2027", "9", "None"))
    pdf(p("policies", "tansyfield-certificate-TPC-90412.pdf"), "TPC-90412", tpi_cert(
        "TPC-90412", "Mr Laurence Fitch-Amory", "Flat 8, Wendlebury Court, Ashcombe Vale AV2 6TT", "Moth", "Cat", "British Shorthair",
        "03/06/2020", "Lifetime 7000", "01/08/2026 to 31/07/2027", "6", "TPE-07 Vet fee excess"))
    pdf(p("policies", "tansyfield-endorsement-TPE-07.pdf"), "TPE-07", TPI_END)
    docx_file(p("procedures", "tansyfield-claims-assessor-guide.docx"), "Tansyfield claims assessor guide", TPI_GUIDE)
    for ref, text in TPI_NOTES.items():
        txt(p("claims", ref, "notes.txt"), text)
    pdf(p("claims", "TPI-26-2207", "larchmead-invoice-LVC-40977.pdf"), "LVC-40977", TPI_INVOICE)
    txt(p("claims", "TPI-26-2248", "email-2026-11-06.txt"), TPI_EMAIL)

    pdf(p("policies", "marigold-unit-owners-form-MB-HO6-0526.pdf"), "MB-HO6-0526", MB_FORM, LETTER)
    pdf(p("policies", "marigold-declarations-MBD-7730418.pdf"), "MBD-7730418", mb_decl(
        "MBD-7730418", "Dolores Petrakis and Aaron Petrakis", "Unit 4B, Pelican Walk Condominium, 880 Shoal Drive, Port Sabal FL",
        "Pelican Walk Condominium Association", "03/15/2026 to 03/15/2027", "$60,000", "$40,000", "$12,000", "$1,000", "$1,000", "no endorsements"), LETTER)
    pdf(p("policies", "marigold-declarations-MBD-7731952.pdf"), "MBD-7731952", mb_decl(
        "MBD-7731952", "Vernon Ashdale-Kim", "Unit 12, Heron Quay Condominiums, 41 Tarpon Way, Port Sabal FL",
        "Heron Quay Condominium Association", "04/01/2026 to 04/01/2027", "$45,000", "$30,000", "$9,000", "$1,000",
        "$25,000 (see MB-LA-12)", "MB-LA-12 Supplemental Loss Assessment"), LETTER)
    pdf(p("policies", "marigold-endorsement-MB-LA-12.pdf"), "MB-LA-12", MB_END, LETTER)
    docx_file(p("procedures", "marigold-claim-procedures.docx"), "Marigold Bay Casualty - Unit-owner claim procedures", MB_PROC)
    for ref, text in MB_NOTES.items():
        txt(p("claims", ref, "notes.txt"), text)
    docx_file(p("claims", "MBC-26-51004", "coastline-report-CFS-8812.docx"), "Coastline Field Services", MB_REPORT)
    txt(p("claims", "MBC-26-51033", "email-2026-11-03.txt"), MB_EMAIL)

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "documents"))
    build(ap.parse_args().out)
