"""Generate the documents/ tree for the fifth blind check-mode letter set.

Deterministic: reportlab invariant=1, fixed DOCX core properties and zip entry times.
Usage: python generate.py [--out DIR]
"""
import argparse
import io
import os
import zipfile
import datetime

from reportlab import rl_config
rl_config.invariant = 1
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.styles import getSampleStyleSheet, ParagraphStyle
from reportlab.lib.units import mm
from reportlab.lib import colors
from reportlab.platypus import SimpleDocTemplate, Paragraph, Spacer, Table, TableStyle
import docx

SS = getSampleStyleSheet()
BODY = ParagraphStyle("body", parent=SS["Normal"], fontName="Helvetica", fontSize=9.5, leading=13, spaceAfter=5)
H1 = ParagraphStyle("h1", parent=SS["Heading1"], fontName="Helvetica-Bold", fontSize=14, leading=18, spaceAfter=8)
H2 = ParagraphStyle("h2", parent=SS["Heading2"], fontName="Helvetica-Bold", fontSize=11, leading=14, spaceBefore=6, spaceAfter=5)
SMALL = ParagraphStyle("small", parent=BODY, fontSize=8, leading=10)


def esc(s):
    return s.replace("&", "&amp;")


def pdf(path, title, blocks, pagesize=A4):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    doc = SimpleDocTemplate(path, pagesize=pagesize, leftMargin=20 * mm, rightMargin=20 * mm,
                            topMargin=18 * mm, bottomMargin=18 * mm, title=title, author="Vouch blind set 5",
                            invariant=1)
    story = []
    for b in blocks:
        kind = b[0]
        if kind == "h1":
            story.append(Paragraph(b[1], H1))
        elif kind == "h2":
            story.append(Paragraph(b[1], H2))
        elif kind == "p":
            story.append(Paragraph(b[1], BODY))
        elif kind == "small":
            story.append(Paragraph(b[1], SMALL))
        elif kind == "sp":
            story.append(Spacer(1, b[1] * mm))
        elif kind == "table":
            rows, widths = b[1], b[2]
            t = Table(rows, colWidths=[w * mm for w in widths])
            t.setStyle(TableStyle([
                ("FONTNAME", (0, 0), (-1, 0), "Helvetica-Bold"),
                ("FONTNAME", (0, 1), (-1, -1), "Helvetica"),
                ("FONTSIZE", (0, 0), (-1, -1), 8.5),
                ("GRID", (0, 0), (-1, -1), 0.4, colors.grey),
                ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e8e8e8")),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ]))
            story.append(t)
            story.append(Spacer(1, 3 * mm))
    doc.build(story)


FIXED = datetime.datetime(2026, 12, 1, 9, 0, 0)


def write_docx(path, blocks):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    d = docx.Document()
    for b in blocks:
        if b[0] == "h1":
            d.add_heading(b[1], level=1)
        elif b[0] == "h2":
            d.add_heading(b[1], level=2)
        elif b[0] == "p":
            d.add_paragraph(b[1])
        elif b[0] == "table":
            rows = b[1]
            t = d.add_table(rows=len(rows), cols=len(rows[0]))
            t.style = "Table Grid"
            for i, r in enumerate(rows):
                for j, c in enumerate(r):
                    t.cell(i, j).text = c
    cp = d.core_properties
    cp.author = "Vouch blind set 5"
    cp.last_modified_by = "Vouch blind set 5"
    cp.created = FIXED
    cp.modified = FIXED
    cp.revision = 1
    cp.title = os.path.basename(path)
    buf = io.BytesIO()
    d.save(buf)
    zin = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 12, 1, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            zout.writestr(zi, zin.read(info.filename))


def write_txt(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text.strip("\n") + "\n")


# ---------------------------------------------------------------------------
# 1. Marramcombe Caravan and Lodge Insurance Ltd (UK static caravan / holiday lodge)
# ---------------------------------------------------------------------------
MCL_HEAD = "Marramcombe Caravan and Lodge Insurance Ltd, Quarry Wharf, Polvennick. Claims 01632 960214. claims@marramcombe.example"

MCL_WORDING = [
    ("h1", "Marramcombe Holiday Home Owners' Policy - Static Caravans and Holiday Lodges"),
    ("small", MCL_HEAD + " Policy wording MCL-SC-26."),
    ("p", "This policy is a contract between you and Marramcombe Caravan and Lodge Insurance Ltd. Your schedule tells you which sections apply, the sums insured and the excess. Words shown in bold have the meaning given below wherever they appear."),
    ("h2", "Definitions"),
    ("p", "<b>Holiday Home</b> - the static caravan or holiday lodge described in the schedule, including its fixtures, fittings, chassis, skirting and any steps attached to it."),
    ("p", "<b>Contents</b> - furniture, furnishings, household goods, televisions and personal effects inside the Holiday Home belonging to you or your family."),
    ("p", "<b>Site</b> - the holiday park shown in the schedule."),
    ("p", "<b>Closed Season</b> - the period each year when the Site is closed to occupation under its site licence, as shown in the schedule."),
    ("p", "<b>Unoccupied</b> - not lived in overnight by you or your guests for more than 45 consecutive days."),
    ("p", "<b>New for Old Period</b> - the period, shown in the schedule, during which a total loss of the Holiday Home is settled at the cost of an equivalent new Holiday Home."),
    ("h2", "Section 1 - The Holiday Home"),
    ("p", "1.1 We will pay for loss of or damage to the Holiday Home caused by fire, lightning, explosion, storm, flood, escape of water, theft or attempted theft, malicious damage or impact."),
    ("p", "1.2 Settlement. If the Holiday Home is damaged beyond economic repair within the New for Old Period, we will pay the cost of a new Holiday Home of the same make and model or the nearest equivalent, including delivery and siting. After the New for Old Period ends we will pay the market value of the Holiday Home immediately before the loss. For a partial loss we will pay the cost of repair."),
    ("p", "1.3 Awnings, decking and verandas are covered up to £1,500 in total for any one claim, but we will not pay for storm damage to awnings."),
    ("p", "1.4 We will not pay for wear and tear, rust, corrosion, rot, or damage caused by the Holiday Home settling or moving on its base unless this is caused by an event covered under 1.1."),
    ("h2", "Section 2 - Contents"),
    ("p", "2.1 We will pay for loss of or damage to Contents caused by any event listed in 1.1, up to the Contents sum insured shown in the schedule."),
    ("p", "2.2 The most we will pay for any one article is £500, unless the article is listed as a specified item in the schedule."),
    ("p", "2.3 Theft of Contents is covered only if entry to or exit from the Holiday Home was made by force and violence."),
    ("p", "2.4 Bicycles are covered only while inside the Holiday Home or in a locked shed or store at the Site, up to £300 for each bicycle."),
    ("p", "2.5 We will not pay for mechanical or electrical breakdown or failure of any item of Contents, including hot tubs and their control equipment."),
    ("h2", "Section 3 - Site fees, frost and alternative accommodation"),
    ("p", "3.1 If the Holiday Home cannot be used as a result of damage covered under Section 1, we will refund the site fees you have paid for the period it cannot be used, for up to 12 months."),
    ("p", "3.2 Closed Season and frost condition. During the Closed Season you must turn off the water at the mains and drain the water system, including tanks, pipes, toilet cistern and water heater. We will not pay for damage caused by escape of water or by frost during the Closed Season if you have not done so."),
    ("p", "3.3 If you cannot take a booked holiday in the Holiday Home because of damage covered under Section 1, we will pay up to £75 a night, and no more than £1,500 in total, for you to stay elsewhere."),
    ("h2", "Section 4 - Liability to the public"),
    ("p", "4.1 We will cover your legal liability for accidental injury to any person, or damage to their property, at the Site arising from your ownership of the Holiday Home, up to £2,000,000 for any one occurrence including costs."),
    ("p", "4.2 You must not admit liability, or make any offer or promise of payment, without our written agreement."),
    ("h2", "General conditions"),
    ("p", "Condition A - Telling us about a claim. You must tell us about a claim within 30 days. You must report theft or malicious damage to the police within 48 hours and give us the crime reference number."),
    ("p", "Condition B - Excess. The standard excess in the schedule applies to each claim, except that each claim for escape of water carries an excess of £350 instead of the standard excess."),
    ("p", "Condition C - Unoccupancy. We will not pay for theft, malicious damage or escape of water while the Holiday Home is Unoccupied."),
    ("p", "Condition D - Cancellation. You may cancel within 14 days of receiving your documents and we will refund the premium in full if no claim has been made."),
]


def mcl_schedule(ref, rows_ph, rows_cover, endorsements):
    return [
        ("h1", "Holiday Home Owners' Policy - Schedule"),
        ("small", MCL_HEAD),
        ("p", f"Schedule number {ref}. Please read this schedule with policy wording MCL-SC-26."),
        ("table", [["Policyholder and Holiday Home", "Details"]] + rows_ph, (60, 110)),
        ("table", [["Section / item", "Sum insured / limit"]] + rows_cover, (80, 90)),
        ("p", "Endorsements applying: " + endorsements),
    ]


MCL_SCHED_1 = mcl_schedule(
    "MCS-26-30418",
    [["Policyholder", "Mr Declan and Mrs Ruth Ollerenshaw"],
     ["Correspondence address", "14 Ferncliffe Road, Askerby"],
     ["Period of insurance", "1 April 2026 to 31 March 2027"],
     ["Holiday Home", "Static caravan, Harrowgate Seaview 38 x 12 (2022)"],
     ["Serial number", "HSV-22-40917"],
     ["Site", "Gorse Bay Holiday Park, Trevanna Cove, pitch 114"],
     ["Closed Season", "3 January to 28 February"],
     ["New for Old Period", "5 years from the year of manufacture"]],
    [["Section 1 - Holiday Home", "£48,500"],
     ["Section 2 - Contents", "£6,000"],
     ["Specified items", "None"],
     ["Section 3 - site fees paid for the year", "£5,860"],
     ["Section 4 - Liability to the public", "£2,000,000"],
     ["Standard excess", "£150"],
     ["Annual premium (including IPT)", "£612.40"]],
    "none.")

MCL_SCHED_2 = mcl_schedule(
    "MCS-26-31177",
    [["Policyholder", "Ms Harriet Fenwick-Dale"],
     ["Correspondence address", "3 Mill Lane, Cotterby"],
     ["Period of insurance", "15 July 2026 to 14 July 2027"],
     ["Holiday Home", "Holiday lodge, Elderwood Twin Gable 40 x 20 (2017)"],
     ["Serial number", "EWT-17-2283"],
     ["Site", "Pennock Water Lodges, Pennock, plot 9"],
     ["Closed Season", "15 November to 15 February"],
     ["New for Old Period", "Not applicable - market value basis"]],
    [["Section 1 - Holiday Home", "£126,000"],
     ["Section 2 - Contents", "£12,000"],
     ["Specified item: hot tub (Aquilo 5-seat)", "£6,400"],
     ["Section 3 - site fees paid for the year", "£7,240"],
     ["Section 4 - Liability to the public", "£2,000,000"],
     ["Standard excess", "£250"],
     ["Annual premium (including IPT)", "£1,184.60"]],
    "MCE-07 Heated lodge - frost condition, from 1 October 2026.")

MCL_ENDORSEMENT = [
    ("h1", "Endorsement MCE-07 - Heated lodge: frost condition"),
    ("small", MCL_HEAD),
    ("p", "Policy schedule: MCS-26-31177. Policyholder: Ms Harriet Fenwick-Dale. Effective date: 1 October 2026."),
    ("p", "From the effective date, clause 3.2 of policy wording MCL-SC-26 is deleted and replaced by the following clause. All other terms of the policy are unchanged."),
    ("p", "3.2 Closed Season and frost condition (heated lodges). During the Closed Season you must either (a) turn off the water at the mains and drain the water system, or (b) keep the central heating running continuously with the thermostat set to at least 10 degrees C, with a frost thermostat fitted, and have the Holiday Home inspected at least once every 14 days by you or the Site manager, keeping a written record of each inspection. We will not pay for damage caused by escape of water or by frost during the Closed Season if you have done neither (a) nor (b)."),
    ("p", "Additional premium for this endorsement: £38.00."),
]

MCL_PROCEDURE = """
MARRAMCOMBE CARAVAN AND LODGE INSURANCE LTD
CLAIMS HANDLING NOTES - HOLIDAY HOMES (internal, version 4, May 2026)

1. Acknowledge every new claim within 2 working days, by letter or e-mail.
2. Storm: check the nearest weather station. A gust of 55 mph or more counts as storm for our purposes.
3. Theft and malicious damage: we need the crime reference number before any settlement is paid.
4. Settlement authority: claims handler up to £7,500; team leader up to £25,000; anything above goes to the claims manager.
5. Complaints: acknowledge within 5 working days; send the final response within 8 weeks. The final response must tell the customer they can refer the complaint to the Financial Ombudsman Service within 6 months of the date of the final response.
6. Site fee refunds under 3.1 are paid to the policyholder, not to the park operator, unless the policyholder asks otherwise in writing.
7. Liability claims go to the liability team. Do not comment on liability to the customer or the third party.
"""

MCL_NOTES = {
    "MCL-26-0731": """
MARRAMCOMBE CARAVAN AND LODGE INSURANCE LTD - CLAIM FILE NOTES
Claim: MCL-26-0731   Policy: MCS-26-30418   Wording: MCL-SC-26 (Holiday Home Owners' Policy)
PH: Mr D and Mrs R Ollerenshaw   Handler: Jenna Pascoe (JHP)

10/10/2026 09:12 JHP - FNOL by phone from Mrs O. Storm overnight 8-9 Oct 2026 at Gorse Bay. Skirting torn off on seaward side, 2 roof panels lifted, awning ripped, decking hand rail broken.
10/10/2026 09:30 JHP - Weather checked: gust of 63 mph at Trevanna Point at 23:00 on 08/10. Storm confirmed.
10/10/2026 09:41 JHP - Ack sent by e-mail. Asked PH for photos and a repair estimate.
17/10/2026 14:20 JHP - Estimate rec'd from Kernow Coast Caravan Repairs, ref KCR-5518, total £3,184.00 inc VAT.
17/10/2026 14:35 JHP - Awning £420.00 not covered - storm damage to awnings excluded under 1.3. Decking rail £260.00 is within the £1,500 limit, OK.
17/10/2026 14:50 JHP - Agreed: roof panels, skirting, access equipment and decking rail £2,764.00 less standard excess £150 = £2,614.00. Within my authority.
18/10/2026 10:05 JHP - £2,614.00 paid to PH by BACS. Told Mrs O the awning is excluded; she was unhappy, says the park told her awnings are always covered.
21/10/2026 16:10 JHP - Complaint rec'd by e-mail from Mrs O (20/10/2026) re awning. Logged as complaint MC-COMP-0419. Ack to go within 5 working days.
22/10/2026 11:00 JHP - Complaint ack sent. Passed to TL (Morwenna Hext) for review.
""",
    "MCL-26-0788": """
MARRAMCOMBE CARAVAN AND LODGE INSURANCE LTD - CLAIM FILE NOTES
Claim: MCL-26-0788   Policy: MCS-26-30418   Wording: MCL-SC-26 (Holiday Home Owners' Policy)
PH: Mr D and Mrs R Ollerenshaw   Handler: Jenna Pascoe (JHP)

02/11/2026 11:05 JHP - FNOL via web form. Break-in at c/van found 01/11/2026 by park warden. Side window forced. TV (Lumera 43in) and 2 bicycles taken.
02/11/2026 11:20 JHP - Crime ref from PH: DC/26/118842, reported to police 01/11/2026.
02/11/2026 11:22 JHP - C/van last used 18/10/2026, so not Unoccupied (14 days). Condition C not an issue.
02/11/2026 11:25 JHP - Bikes were kept under the c/van, chained to the chassis, not in a locked shed. Not covered under 2.4.
03/11/2026 15:10 JHP - TV receipt seen: £449.00 (June 2024). Like-for-like replacement quoted at £429.00.
03/11/2026 15:30 JHP - Window repair by park maintenance £185.00 (invoice GB-2231).
04/11/2026 09:50 JHP - Settlement: TV £429.00 + window £185.00 = £614.00 less £150 excess = £464.00. Bikes declined under 2.4. Letter to go to PH.
""",
    "MCL-26-0802": """
MARRAMCOMBE CARAVAN AND LODGE INSURANCE LTD - CLAIM FILE NOTES
Claim: MCL-26-0802   Policy: MCS-26-31177   Wording: MCL-SC-26 (Holiday Home Owners' Policy)
PH: Ms Harriet Fenwick-Dale   Handler: Rhys Kitto (RKT)

23/11/2026 08:55 RKT - FNOL phone from PH. Site manager found water coming from under the lodge on 22/11/2026. Split pipe joint under kitchen sink. Kitchen floor and base units soaked.
23/11/2026 09:10 RKT - Closed Season began 15/11/2026. Lodge was not drained. Endorsement MCE-07 on policy from 01/10/2026 - heated option. Need heating evidence and inspection log.
23/11/2026 09:15 RKT - LA appointed: Tamsin Roskilly of Roskilly Vane Loss Adjusters.
27/11/2026 16:40 RKT - LA report rec'd. Heating on, stat at 12 degrees, frost stat fitted, site manager's log shows inspections on 16/11 and 22/11. Condition met.
27/11/2026 16:55 RKT - Reserve set at £9,800. EOW excess £350 applies (Condition B), not the £250 standard excess.
30/11/2026 10:20 RKT - PH asked about her site fees while repairs are done. Explained 3.1 - refund only for the period the lodge cannot be used. LA estimates about 6 weeks.
01/12/2026 14:05 RKT - LA figures agreed at £7,630.00. Settlement £7,280.00 to PH once she confirms bank details. Over my authority? No - handler limit £7,500 covers it.
""",
    "MCL-26-0815": """
MARRAMCOMBE CARAVAN AND LODGE INSURANCE LTD - CLAIM FILE NOTES
Claim: MCL-26-0815   Policy: MCS-26-31177   Wording: MCL-SC-26 (Holiday Home Owners' Policy)
PH: Ms Harriet Fenwick-Dale   Handler: Rhys Kitto (RKT)

15/09/2026 12:00 RKT - Letter of claim rec'd from Hesketh Lowry Solicitors for TP Mr Lyle Abernethy. TP says he tripped on a loose tread of the lodge steps on 04/09/2026 while visiting PH. Fractured wrist.
15/09/2026 12:20 RKT - PH says TP was a guest of her neighbour at plot 10, not staying at the lodge. Step tread repaired 06/09/2026.
16/09/2026 09:05 RKT - Section 4 liability, £2,000,000 any one occurrence. Passed to liability team (Owen Carrick). PH told not to admit liability or discuss with TP's solicitors.
16/09/2026 09:10 RKT - Liability team to acknowledge letter of claim within 21 days, i.e. by 06/10/2026.
02/10/2026 15:30 RKT - OC acknowledged letter of claim 01/10/2026. Investigation ongoing; PH asked for photos of the steps before repair.
""",
    "MCL-26-0846": """
MARRAMCOMBE CARAVAN AND LODGE INSURANCE LTD - CLAIM FILE NOTES
Claim: MCL-26-0846   Policy: MCS-26-31177   Wording: MCL-SC-26 (Holiday Home Owners' Policy)
PH: Ms Harriet Fenwick-Dale   Handler: Rhys Kitto (RKT)

25/11/2026 10:40 RKT - FNOL by e-mail. Hot tub (specified item, Aquilo 5-seat) stopped heating 20/11/2026. Engineer (Pennock Spa Care) found control board failed. Repair quote £1,150.00.
25/11/2026 10:55 RKT - No storm, impact or other 1.1 event. Engineer says board failed through age. Mechanical/electrical breakdown excluded under 2.5. Decline.
26/11/2026 09:30 RKT - Decline letter to PH. Suggest she checks whether the hot tub has a manufacturer's warranty (installed 2023).
""",
    "MCL-26-0860": """
MARRAMCOMBE CARAVAN AND LODGE INSURANCE LTD - CLAIM FILE NOTES
Claim: MCL-26-0860   Policy: MCS-26-30418   Wording: MCL-SC-26 (Holiday Home Owners' Policy)
PH: Mr D and Mrs R Ollerenshaw   Handler: Jenna Pascoe (JHP)

27/11/2026 13:15 JHP - FNOL phone from Mr O. Park contractor's mower struck the c/van on 26/11/2026 and dented 3 wall panels on the rear elevation. Park (Gorse Bay Holiday Park Ltd) has accepted fault in writing.
27/11/2026 13:30 JHP - Impact covered under 1.1. Standard excess £150. Will pursue park's insurers to recover our outlay and PH's excess.
27/11/2026 13:40 JHP - Asked PH for park's written admission and 2 repair quotes. Ack sent.
""",
}

MCL_ESTIMATE = [
    ("h1", "Kernow Coast Caravan Repairs"),
    ("small", "Unit 6, Tolgarth Yard, Trevanna Cove. Tel 01632 960377. office@kernowcoast.example"),
    ("p", "Estimate KCR-5518. Date: 15 October 2026. Customer: Mrs R Ollerenshaw, Gorse Bay Holiday Park, pitch 114. Caravan: Harrowgate Seaview 38 x 12 (2022)."),
    ("table", [["Item", "Work", "Price"],
               ["1", "Replace 2 lifted roof panels (supply and fit)", "£1,480.00"],
               ["2", "Refit and replace skirting, seaward side (9 m)", "£804.00"],
               ["3", "Replace decking hand rail", "£260.00"],
               ["4", "Replacement awning (Coastline 390)", "£420.00"],
               ["5", "Access equipment and tower hire", "£220.00"],
               ["", "Total (all prices include VAT at 20%)", "£3,184.00"]], (12, 120, 38)),
    ("p", "Damage consistent with high winds. Work can start within 10 working days of acceptance. Estimate valid for 30 days."),
]

MCL_EMAIL = """
From: Ruth Ollerenshaw <ruth.ollerenshaw@mailbox.example>
To: claims@marramcombe.example
Date: 20 October 2026 19:42
Subject: Claim MCL-26-0731 - awning - complaint

Dear Ms Pascoe,

Thank you for the payment of £2,614.00, which reached our account this morning. I am however very unhappy that the awning has been left out. When we bought the caravan in 2022 the park sales office told us that awnings are always covered by caravan insurance, and nobody told us otherwise.

The awning cost us £420.00 to replace and it was only two years old. I would like you to treat this e-mail as a formal complaint and look at the decision again.

Please also let me know how long you have to reply to a complaint.

Regards,
Ruth Ollerenshaw
Pitch 114, Gorse Bay
"""

MCL_LA_REPORT = [
    ("h1", "Roskilly Vane Loss Adjusters - Report"),
    ("p", "Our reference RV-26-2207. Insurer reference MCL-26-0802. Insured: Ms Harriet Fenwick-Dale. Risk: Elderwood Twin Gable lodge, plot 9, Pennock Water Lodges. Adjuster: Tamsin Roskilly. Date of report: 27 November 2026."),
    ("p", "1. Circumstances. On 22 November 2026 the Site manager saw water running from beneath the lodge. A compression joint on the cold feed beneath the kitchen sink had split."),
    ("p", "2. Policy condition. The Closed Season began on 15 November 2026 and the water system had not been drained. The policy carries endorsement MCE-07. We found the central heating running with the thermostat set at 12 degrees C and a frost thermostat fitted. The Site manager's written log records inspections on 16 November and 22 November 2026. In our view the requirements of option (b) were met."),
    ("p", "3. Cause. The joint failed through a manufacturing defect in the fitting; there was no sign of frost damage."),
    ("p", "4. Reinstatement. The lodge is likely to be unusable for about six weeks while the kitchen is dried and refitted."),
    ("table", [["Item", "Agreed"],
               ["Kitchen floor (vinyl plank)", "£2,240.00"],
               ["Kitchen base units (5)", "£3,150.00"],
               ["Sub-floor boards", "£1,420.00"],
               ["Drying equipment hire (10 days)", "£640.00"],
               ["Plumbing repair", "£180.00"],
               ["Total", "£7,630.00"]]),
    ("p", "5. Recommendation. We recommend settlement of £7,630.00 less the escape of water excess of £350.00, a net payment of £7,280.00."),
]

# ---------------------------------------------------------------------------
# 2. Stannary Licensed Trade Insurance plc (UK licensed trade combined)
# ---------------------------------------------------------------------------
SLT_HEAD = "Stannary Licensed Trade Insurance plc, 9 Coinage Hall Street, Lenmouth. Claims line 01632 960588. claims@stannary.example"

SLT_WORDING = [
    ("h1", "Stannary Licensed Premises Combined Policy"),
    ("small", SLT_HEAD + " Form SLT-LTC-26."),
    ("p", "Words in CAPITALS have the meanings given in the Glossary. The Covers that apply, and the sums insured, limits and excesses, are shown in the schedule."),
    ("h2", "GLOSSARY"),
    ("p", "DAMAGE: accidental loss or destruction of or damage to property."),
    ("p", "PREMISES: the premises named in the schedule."),
    ("p", "BUSINESS HOURS: the hours during which the PREMISES are open to the public for trade."),
    ("p", "MONEY: cash, bank notes, coins, cheques and gift vouchers belonging to you or held by you."),
    ("p", "TURNOVER: the money paid or payable to you for food, drink, accommodation and services sold in the course of the business at the PREMISES."),
    ("p", "GROSS PROFIT: TURNOVER less the cost of purchases of food, drink and tobacco, adjusted for opening and closing stock."),
    ("p", "RATE OF GROSS PROFIT: the rate of GROSS PROFIT earned on TURNOVER during the financial year immediately before the date of the DAMAGE."),
    ("p", "STANDARD TURNOVER: the TURNOVER during that period in the twelve months immediately before the date of the DAMAGE which corresponds with the INDEMNITY PERIOD."),
    ("p", "INDEMNITY PERIOD: the period beginning with the occurrence of the DAMAGE and ending not later than the maximum indemnity period shown in the schedule, during which the results of the business are affected in consequence of the DAMAGE."),
    ("h2", "COVER A - PROPERTY DAMAGE"),
    ("p", "A1 We will pay for DAMAGE to the buildings, fixtures and fittings, contents and stock at the PREMISES, up to the sums insured in the schedule."),
    ("p", "A2 Deterioration of stock. We will pay for beer, wines, spirits and food in a cellar or cold store which deteriorates because of a rise or fall in temperature caused by breakdown of refrigeration or cooling plant, or by failure of the public electricity supply, up to £5,000 any one claim. You must pay the first £250 of each claim under A2. We will not pay under A2 unless the plant is covered by a maintenance contract with a qualified engineer."),
    ("p", "A3 Glass. We will pay for breakage of fixed glass in the buildings, including signwriting and lettering on it, and the cost of temporary boarding up."),
    ("p", "A4 We will not pay for DAMAGE caused by wear and tear, gradual deterioration, or faulty workmanship, unless DAMAGE by an insured event follows."),
    ("h2", "COVER B - BUSINESS INTERRUPTION"),
    ("p", "B1 If the business at the PREMISES is interrupted or interfered with in consequence of DAMAGE for which we have accepted a claim under Cover A, we will pay for loss of GROSS PROFIT due to reduction in TURNOVER. The amount payable is the sum produced by applying the RATE OF GROSS PROFIT to the amount by which the TURNOVER during the INDEMNITY PERIOD falls short of the STANDARD TURNOVER."),
    ("p", "B2 Increase in cost of working. We will also pay additional expenditure necessarily and reasonably incurred for the sole purpose of avoiding or diminishing the reduction in TURNOVER, but not more than the sum produced by applying the RATE OF GROSS PROFIT to the amount of the reduction avoided."),
    ("p", "B3 Average. If the GROSS PROFIT sum insured is less than the GROSS PROFIT for the financial year (proportionately increased where the maximum indemnity period exceeds twelve months), the amount payable will be proportionately reduced."),
    ("p", "B4 Denial of access. We will pay loss under B1 resulting from a police cordon or other action of a public authority preventing access to the PREMISES following an incident within one mile of them, up to £25,000 any one claim."),
    ("p", "B5 Loss of licence. We will pay up to £50,000 for loss in value of the business if the premises licence is revoked or not renewed by the licensing authority, other than through any act or omission of yours."),
    ("p", "B6 Notifiable disease, food or drink poisoning and vermin. We will pay loss under B1 resulting from the closure of the PREMISES on the order or advice of the local authority following (a) an occurrence of a notifiable disease at the PREMISES, (b) food or drink poisoning caused by food or drink supplied from the PREMISES, or (c) vermin or pests at the PREMISES. The most we will pay is £15,000 any one claim and the maximum indemnity period for B6 is 3 months. We will not pay for the first 24 hours of any closure."),
    ("h2", "COVER C - MONEY"),
    ("p", "C1 We will pay for loss of MONEY up to the following limits: in the PREMISES during BUSINESS HOURS, £5,000; in the PREMISES out of BUSINESS HOURS in a locked safe, £3,000; in the PREMISES out of BUSINESS HOURS not in a locked safe, £250; in transit to or from the bank, £5,000."),
    ("p", "C2 We will not pay for loss of MONEY from a safe out of BUSINESS HOURS unless all keys to the safe have been removed from the PREMISES, or the safe was opened by force."),
    ("h2", "COVER D - LIABILITY"),
    ("p", "D1 Employers' liability: £10,000,000 any one occurrence."),
    ("p", "D2 Public and products liability: up to the limit in the schedule for any one occurrence, for accidental injury to any person or DAMAGE to their property in connection with the business."),
    ("p", "D3 You must pay the first £250 of each claim under D2 for DAMAGE to property. This excess does not apply to claims for injury."),
    ("h2", "GENERAL CONDITIONS"),
    ("p", "GC1 Claims. You must tell us as soon as reasonably possible, and in any event within 14 days of the DAMAGE. For claims under Cover B you must give us a written claim within 30 days after the end of the INDEMNITY PERIOD."),
    ("p", "GC2 Fire precautions. Cooking extraction ducts and canopies must be cleaned by a professional contractor at least once every 6 months, and the certificate kept. If you do not comply, we will not pay for DAMAGE by fire starting in or spreading through the extraction system."),
    ("p", "GC3 You must give our loss adjuster access to the PREMISES and to your books, accounts and VAT returns."),
]


def slt_schedule(ref, insured_rows, pd_rows, bi_rows, liab_rows, endorsements):
    return [
        ("h1", "Licensed Premises Combined Policy - Schedule"),
        ("small", SLT_HEAD),
        ("p", f"Policy number {ref}. Form SLT-LTC-26."),
        ("table", [["The Insured", ""]] + insured_rows, (55, 115)),
        ("table", [["Cover A - Property damage", "Sum insured"]] + pd_rows, (95, 75)),
        ("p", "Cover B - Business interruption: gross profit table"),
        ("table", [["Item", "Basis", "Figure"]] + bi_rows, (15, 95, 60)),
        ("table", [["Covers C and D", "Limit"]] + liab_rows, (95, 75)),
        ("p", "Endorsements: " + endorsements),
    ]


SLT_SCHED_1 = slt_schedule(
    "SLS-2026-0412",
    [["Insured", "Treloar Inns Ltd trading as The Drover's Rest"],
     ["Premises", "The Drover's Rest, 2 Market Cross, Harnby"],
     ["Trade", "Public house with restaurant (62 covers)"],
     ["Period of insurance", "1 March 2026 to 28 February 2027"]],
    [["Buildings", "£685,000"],
     ["Contents, fixtures and fittings", "£92,000"],
     ["Stock (food, drink and tobacco)", "£18,000"],
     ["Excess (Cover A)", "£250"]],
    [["1", "Gross profit sum insured", "£420,000"],
     ["2", "Maximum indemnity period", "12 months"],
     ["3", "Rate of gross profit (accounts to 31 December 2025)", "68%"],
     ["4", "Annual turnover (accounts to 31 December 2025)", "£616,000"],
     ["5", "Increase in cost of working", "Included"]],
    [["Cover C - Money", "As policy wording"],
     ["Cover D1 - Employers' liability", "£10,000,000"],
     ["Cover D2 - Public and products liability", "£5,000,000"]],
    "none.")

SLT_SCHED_2 = slt_schedule(
    "SLS-2026-0559",
    [["Insured", "Verbena Dining Ltd trading as Osteria Verbena"],
     ["Premises", "41 Quayside Parade, Lenmouth"],
     ["Trade", "Licensed restaurant (48 covers)"],
     ["Period of insurance", "1 June 2026 to 31 May 2027"]],
    [["Buildings", "Not insured (landlord insures)"],
     ["Contents, fixtures and fittings", "£140,000"],
     ["Stock (food, drink and tobacco)", "£22,000"],
     ["Excess (Cover A)", "£500"]],
    [["1", "Gross profit sum insured", "£610,000"],
     ["2", "Maximum indemnity period", "18 months"],
     ["3", "Rate of gross profit (accounts to 31 March 2026)", "71%"],
     ["4", "Annual turnover (accounts to 31 March 2026)", "£842,000"],
     ["5", "Increase in cost of working", "Included"]],
    [["Cover C - Money", "As policy wording"],
     ["Cover D1 - Employers' liability", "£10,000,000"],
     ["Cover D2 - Public and products liability", "£2,000,000"]],
    "SLE-22 Notifiable disease and food poisoning - extended, from 1 August 2026.")

SLT_ENDORSEMENT = [
    ("h1", "Endorsement SLE-22 - Notifiable disease and food poisoning (extended)"),
    ("small", SLT_HEAD),
    ("p", "Policy number: SLS-2026-0559. Insured: Verbena Dining Ltd trading as Osteria Verbena. This endorsement takes effect on 1 August 2026."),
    ("p", "Clause B6 of form SLT-LTC-26 is deleted and the following clause is substituted for it. All other terms, conditions and exclusions remain unaltered."),
    ("p", "B6 Notifiable disease, food or drink poisoning and vermin. We will pay loss under B1 resulting from the closure of the PREMISES on the order or advice of the local authority following (a) an occurrence of a notifiable disease at the PREMISES, (b) food or drink poisoning caused by food or drink supplied from the PREMISES, or (c) vermin or pests at the PREMISES. The most we will pay is £40,000 any one claim and the maximum indemnity period for B6 is 6 months. We will not pay for the first 48 hours of any closure."),
    ("p", "Additional premium charged: £214.00."),
]

SLT_PROCEDURE_DOCX = [
    ("h1", "Stannary - Business Interruption and Licensed Trade Claims Procedure"),
    ("p", "Internal guidance for claims handlers. Version 3, issued April 2026."),
    ("p", "1. Appoint a loss adjuster on any claim where the combined reserve exceeds £20,000."),
    ("p", "2. Interim payments: once the loss adjuster confirms the claim is covered, offer an interim payment where the reserve exceeds £10,000. Interim payments are normally 50% of the adjuster's agreed loss to date."),
    ("p", "3. Every business interruption settlement letter must state the rate of gross profit used and the period of interruption."),
    ("p", "4. If average under B3 applies, tell the insured in writing and show the calculation."),
    ("p", "5. Payments are made to the insured named in the schedule. We pay a supplier direct only with the insured's written authority."),
    ("p", "6. Complaints: acknowledge within 3 working days and send a final response within 8 weeks of receipt."),
    ("p", "Settlement authority:"),
    ("table", [["Role", "Authority (any one claim)"],
               ["Claims handler", "up to £15,000"],
               ["Senior claims handler", "up to £50,000"],
               ["Claims manager", "up to £250,000"]]),
]

SLT_NOTES = {
    "SLT-26-1104": """
STANNARY LICENSED TRADE INSURANCE PLC | CLAIM NOTES
Ref SLT-26-1104 | Policy SLS-2026-0412 | Form SLT-LTC-26 Licensed Premises Combined
Insd Treloar Inns Ltd t/a The Drover's Rest | contact Mr Gideon Treloar (director) | Handler R. Menheniot (RM)

[2026-08-04] RM: Insd reports cellar cooler failed overnight 2-3 Aug during hot spell. Cask ales spoiled, 11 casks.
[2026-08-04] RM: Cover A2 deterioration of stock - limit £5,000, A2 excess £250. Need maintenance contract and engineer's report.
[2026-08-06] RM: Engineer report rec'd (Polgrain Refrigeration, job PR-7741): compressor failure. Maintenance contract with Polgrain in force since 2023. A2 condition OK.
[2026-08-07] RM: Stock claimed £1,936.00 at cost (11 casks at £176.00). Agreed.
[2026-08-07] RM: Brewery credit of £352.00 for 2 casks returned unopened - deduct. Net loss £1,584.00 less £250 excess = £1,334.00.
[2026-08-08] RM: Paid £1,334.00 to Insd by BACS. Insd not claiming lost takings - other beers were sold.
""",
    "SLT-26-1131": """
STANNARY LICENSED TRADE INSURANCE PLC | CLAIM NOTES
Ref SLT-26-1131 | Policy SLS-2026-0412 | Form SLT-LTC-26 Licensed Premises Combined
Insd Treloar Inns Ltd t/a The Drover's Rest | contact Mr Gideon Treloar (director) | Handler R. Menheniot (RM)

[2026-10-28] RM: Insd reports break-in approx 02:30 on 28/10 via cellar hatch. Safe in back office opened with keys taken from the office desk drawer. Cash £2,860 taken. Crime ref CR/26/44719.
[2026-10-28] RM: C2 - safe keys must be removed from PREMISES out of BUSINESS HOURS. Keys were left in the desk drawer on the PREMISES and safe not forced. Money claim declined.
[2026-10-28] RM: Cellar hatch damage - Cover A buildings. Repair quote £640, less £250 excess = £390.
[2026-10-30] RM: Decline letter sent for money. PD payment £390 authorised and paid.
[2026-11-06] RM: Complaint from Mr Treloar by phone - says keys were hidden, not left out. Logged COMP-26-0231. Ack due within 3 working days.
[2026-11-09] RM: Complaint ack sent 09/11.
[2026-11-27] RM: Reviewed with team leader (A. Vosper). Keys on the PREMISES whether hidden or not; safe not forced. Decline upheld. Final response to issue.
""",
    "SLT-26-1187": """
STANNARY LICENSED TRADE INSURANCE PLC | CLAIM NOTES
Ref SLT-26-1187 | Policy SLS-2026-0412 | Form SLT-LTC-26 Licensed Premises Combined
Insd Treloar Inns Ltd t/a The Drover's Rest | contact Mr Gideon Treloar (director) | Handler R. Menheniot (RM)

[2026-09-19] RM: Insd reports kitchen fire approx 20:40 tonight, started in fryer and spread into extraction canopy. Fire service attended. Kitchen closed; bar reopened 21/09.
[2026-09-20] RM: LA appointed - Kenwyn Adjusting (Priya Halloran). Res PD £45,000, BI £30,000.
[2026-09-22] RM: GC2 query - duct cleaning. Insd produced cert from Fluecare Hygiene dated 12/07/2026 - within 6 months. OK.
[2026-10-02] RM: Interim £15,000 paid against PD on LA recommendation.
[2026-11-20] RM: LA report 2 rec'd (KA-26-0917). Kitchen reopened 14/11/2026. BI: shortfall in T/O £61,500 x ROGP 68% = £41,820. ICOW £2,300 (temporary kitchen unit hire) agreed. Total BI £44,120.
[2026-11-20] RM: GP sum insured £420,000 v annual GP per accounts £418,880 - no average.
[2026-11-21] RM: PD agreed £38,650 less excess £250 = £38,400; less interim £15,000 = £23,400 balance.
[2026-11-23] RM: Total now payable £67,520 is over my authority - referred to claims manager (D. Penrose). Approved 24/11.
[2026-11-25] RM: Paid PD balance £23,400 and BI £44,120 to Insd.
""",
    "SLT-26-1209": """
STANNARY LICENSED TRADE INSURANCE PLC | CLAIM NOTES
Ref SLT-26-1209 | Policy SLS-2026-0559 | Form SLT-LTC-26 Licensed Premises Combined
Insd Verbena Dining Ltd t/a Osteria Verbena | contact Ms Ilaria Marchetti (director) | Handler S. Kitto (SK)

[2026-10-10] SK: Insd reports Lenmouth District Council EHO served a Hygiene Emergency Prohibition Notice on 09/10/2026 after 6 diners were ill following a private party on 06/10. Restaurant closed from 09/10.
[2026-10-10] SK: B6 as replaced by SLE-22 (eff 01/08/2026): limit £40,000, max IP 6 months, first 48 hours of closure not covered.
[2026-10-21] SK: Notice lifted 19/10/2026. Restaurant reopened 20/10/2026.
[2026-11-04] SK: Accountant's figures (Ferrand and Ley) rec'd: T/O shortfall for the covered period (after the first 48 hours) £18,900.
[2026-11-04] SK: £18,900 x ROGP 71% = £13,419.00. Within B6 limit. No average - GP sum insured adequate.
[2026-11-05] SK: Paid £13,419.00 to Insd.
""",
    "SLT-26-1240": """
STANNARY LICENSED TRADE INSURANCE PLC | CLAIM NOTES
Ref SLT-26-1240 | Policy SLS-2026-0559 | Form SLT-LTC-26 Licensed Premises Combined
Insd Verbena Dining Ltd t/a Osteria Verbena | contact Ms Ilaria Marchetti (director) | Handler S. Kitto (SK)

[2026-11-15] SK: Insd reports front window (signwritten) smashed approx 23:00 on 14/11. Boarded up same night by Lenmouth Glazing. Crime ref CR/26/47102.
[2026-11-16] SK: Lenmouth Glazing invoice LG-3390 rec'd - total £1,785.00.
[2026-11-16] SK: A3 covers glass incl signwriting and temporary boarding. Cover A excess £500 (schedule). Settlement £1,285.00.
[2026-11-17] SK: Insd asks us to pay glazier direct. OK with Insd's written authority - asked Ms Marchetti to e-mail it.
""",
    "SLT-26-1252": """
STANNARY LICENSED TRADE INSURANCE PLC | CLAIM NOTES
Ref SLT-26-1252 | Policy SLS-2026-0559 | Form SLT-LTC-26 Licensed Premises Combined
Insd Verbena Dining Ltd t/a Osteria Verbena | contact Ms Ilaria Marchetti (director) | Handler S. Kitto (SK)

[2026-11-23] SK: Insd reports diner Mr Bernard Quiller tripped on the raised threshold at the entrance on 21/11/2026, cut to forehead, taken to hospital by a friend. Accident book entry made.
[2026-11-23] SK: No claim from Mr Quiller yet. PL limit £2,000,000 (schedule). D3 excess is for property damage only - not injury.
[2026-11-24] SK: Asked Insd for CCTV, accident book copy and witness names. Told Insd not to admit liability.
[2026-11-30] SK: Accident book copy and 1 witness name rec'd. CCTV still outstanding.
""",
}

SLT_KA_REPORT = [
    ("h1", "Kenwyn Adjusting - Report 2"),
    ("small", "Kenwyn Adjusting, 4 Chapel Steps, Truvean. Tel 01632 960431. reports@kenwyn.example"),
    ("p", "Our reference KA-26-0917. Insurer: Stannary Licensed Trade Insurance plc, claim SLT-26-1187. Insured: Treloar Inns Ltd t/a The Drover's Rest. Adjuster: Priya Halloran. Date: 19 November 2026."),
    ("p", "1. The kitchen fire on 19 September 2026 started in a fryer and spread into the extraction canopy. The extraction cleaning certificate dated 12 July 2026 satisfies condition GC2."),
    ("p", "2. The kitchen was closed from 19 September 2026 and reopened on 14 November 2026. The bar reopened on 21 September 2026."),
    ("p", "3. Business interruption. We have taken the standard turnover from the corresponding weeks of 2025 and the rate of gross profit from the accounts to 31 December 2025."),
    ("table", [["Business interruption calculation", "Figure"],
               ["Period of interruption", "19 September 2026 to 13 November 2026"],
               ["Standard turnover (corresponding period 2025)", "£98,700"],
               ["Actual turnover in the period", "£37,200"],
               ["Shortfall in turnover", "£61,500"],
               ["Rate of gross profit", "68%"],
               ["Loss of gross profit", "£41,820"],
               ["Increase in cost of working (temporary kitchen unit)", "£2,300"],
               ["Total business interruption", "£44,120"]], (105, 65)),
    ("p", "4. Property damage. We have agreed the property damage at £38,650 before the policy excess."),
    ("p", "5. Average. The gross profit sum insured of £420,000 is adequate and average does not apply."),
]

SLT_GLAZING_INVOICE = [
    ("h1", "Lenmouth Glazing"),
    ("small", "Harbour Works, Lenmouth. Tel 01632 960650. accounts@lenmouthglazing.example"),
    ("p", "Invoice LG-3390. Date: 16 November 2026. Customer: Osteria Verbena, 41 Quayside Parade, Lenmouth."),
    ("table", [["Description", "Amount"],
               ["Emergency boarding up, 14 November 2026", "£185.00"],
               ["Toughened glass front pane 2.4 m x 1.8 m, supplied and fitted", "£1,260.00"],
               ["Signwriting to new pane (gold leaf lettering)", "£340.00"],
               ["Total due", "£1,785.00"]], (125, 45)),
    ("p", "Payment within 30 days. Prices include VAT."),
]

# ---------------------------------------------------------------------------
# 3. Bellwether Ridge Indemnity Company (US personal articles floater)
# ---------------------------------------------------------------------------
BRI_HEAD = "Bellwether Ridge Indemnity Company, 400 Granary Row, Hollis Bend, PA. Claims (555) 555-0142. claims@bellwetherridge.example"

BRI_FORM = [
    ("h1", "PERSONAL ARTICLES FLOATER"),
    ("small", BRI_HEAD + " Form BRI-PAF 09 25."),
    ("p", "AGREEMENT. In return for the premium and subject to all the terms of this policy, we will provide the insurance described in this policy for the property scheduled in the Declarations. Throughout this policy \"you\" and \"your\" refer to the named insured shown in the Declarations and the spouse if a resident of the same household, and \"we\", \"us\" and \"our\" refer to the Company."),
    ("h2", "DEFINITIONS"),
    ("p", "1. \"Scheduled property\" means each article described in the Declarations with an amount of insurance shown for it."),
    ("p", "2. \"Class\" means one of the classes of property shown in the Declarations: Jewelry, Cameras, Musical Instruments, Fine Arts or Silverware."),
    ("p", "3. \"Appraisal\" means a written valuation of an article by a qualified appraiser, on the appraiser's letterhead, describing the article and stating its replacement value."),
    ("p", "4. \"Professional use\" means use of an article for pay, including performances, teaching and recording sessions."),
    ("h2", "A. PROPERTY COVERED"),
    ("p", "1. We cover the scheduled property for the amount of insurance shown for each article in the Declarations."),
    ("p", "2. Newly acquired property. If you acquire property of a Class you already insure, we cover it for 30 days from the date you acquire it, for up to 25% of the amount of insurance for that Class or $10,000, whichever is less. You must report the property to us within 30 days of acquiring it and pay any additional premium due."),
    ("h2", "B. PERILS INSURED AGAINST"),
    ("p", "We insure against direct physical loss to scheduled property, except as excluded in Section C. This includes mysterious disappearance of Jewelry."),
    ("h2", "C. EXCLUSIONS"),
    ("p", "We do not insure loss caused by:"),
    ("p", "1. Wear and tear, gradual deterioration, insects, vermin or inherent vice."),
    ("p", "2. Any repairing, restoring or retouching process."),
    ("p", "3. War, nuclear hazard or governmental action."),
    ("p", "4. Musical instruments while used for Professional use."),
    ("p", "5. Theft from an unattended vehicle, unless the vehicle is locked, the property is out of sight in a closed trunk or glove compartment, and there are visible signs of forced entry."),
    ("p", "6. Mysterious disappearance of Cameras or Musical Instruments."),
    ("h2", "D. LOSS SETTLEMENT"),
    ("p", "1. We will pay the least of: a. the amount of insurance for the article shown in the Declarations; b. the cost to repair the article to its condition immediately before the loss; or c. the cost to replace the article with one substantially identical."),
    ("p", "2. Pair or set. If a scheduled article is part of a pair or set, we may: a. repair or replace any part to restore the pair or set to its value before the loss; or b. pay the difference between the actual cash value of the property before and after the loss."),
    ("p", "3. Appraisal requirement. Each article of Jewelry with an amount of insurance of $5,000 or more must be supported by an Appraisal dated no more than 5 years before the date of loss. If it is not, the most we will pay for that article is 80% of its amount of insurance."),
    ("p", "4. Deductible. The deductible shown in the Declarations applies to each loss occurrence, however many articles are involved."),
    ("h2", "E. CONDITIONS"),
    ("p", "1. Duties after loss. You must give us prompt notice; notify the police within 72 hours in case of theft; and send us a signed, sworn proof of loss within 60 days after our request."),
    ("p", "2. Loss payment. We will pay you unless some other person is named in the policy. Loss will be payable 30 days after we receive your proof of loss and reach agreement with you, or an appraisal award has been filed with us."),
    ("p", "3. Appraisal of the amount of loss. If you and we fail to agree on the amount of loss, either party may demand an appraisal. Each party will choose a competent and impartial appraiser within 20 days after receiving a written request from the other, and the two appraisers will choose an umpire. Each party pays its own appraiser and shares the umpire's costs equally."),
    ("p", "4. Recovered property. If you or we recover property after we have paid for it, you may keep the property and return our payment, or we will keep it."),
    ("p", "5. Suit against us. No action can be brought against us unless it is started within two years after the date of loss."),
]


def bri_decs(ref, info_rows, item_rows, totals_rows, ded, endorsements):
    return [
        ("h1", "PERSONAL ARTICLES FLOATER - DECLARATIONS"),
        ("small", BRI_HEAD),
        ("p", f"Policy number {ref}. Form BRI-PAF 09 25."),
        ("table", [["Named insured and policy period", ""]] + info_rows, (55, 115)),
        ("table", [["Item", "Class", "Description", "Amount", "Appraisal / receipt"]] + item_rows, (11, 26, 78, 22, 33)),
        ("table", [["Class totals", "Amount of insurance"]] + totals_rows, (95, 75)),
        ("p", f"Deductible: {ded} per loss occurrence."),
        ("p", "Forms and endorsements: BRI-PAF 09 25" + endorsements),
    ]


BRI_DECS_1 = bri_decs(
    "BRD-4418207",
    [["Named insured", "Marisol Etxeberria"],
     ["Mailing address", "2270 Larkin Hollow Road, Cedar Gap, PA"],
     ["Policy period", "04/15/2026 to 04/15/2027"],
     ["Agent", "Brannock Agency, (555) 555-0117"],
     ["Annual premium", "$412.00"]],
    [["1", "Jewelry", "Diamond stud earrings, pair, 1.02 ctw", "$6,800", "03/02/2023"],
     ["2", "Jewelry", "Sapphire tennis bracelet, 18k, 42 stones", "$9,400", "06/11/2019"],
     ["3", "Jewelry", "Ladies' watch, Corvelle Meridian 34 mm", "$4,200", "08/20/2024"],
     ["4", "Cameras", "Mirrorless camera body, Hoshida X-9", "$2,650", "receipt 11/2025"],
     ["5", "Cameras", "Lens, Hoshida 70-200 mm f/2.8", "$2,180", "receipt 11/2025"]],
    [["Jewelry", "$20,400"], ["Cameras", "$4,830"]],
    "$250", ".")

BRI_DECS_2 = bri_decs(
    "BRD-4420593",
    [["Named insured", "Tobias Wendling"],
     ["Mailing address", "88 Orchard Street, Apt 3, Millbrook Station, PA"],
     ["Policy period", "09/01/2026 to 09/01/2027"],
     ["Agent", "Direct"],
     ["Annual premium", "$655.00"]],
    [["1", "Musical Instr.", "Violin, labeled Ferrante, c.1890, with bow", "$18,500", "02/14/2024"],
     ["2", "Musical Instr.", "Electric guitar, Delacourt Starline 1968", "$7,200", "05/09/2022"],
     ["3", "Musical Instr.", "Acoustic guitar, Marrow Creek OM-28", "$3,100", "receipt 2021"],
     ["4", "Cameras", "Camera body, Hoshida X-7", "$1,450", "receipt 2023"]],
    [["Musical Instruments", "$28,800"], ["Cameras", "$1,450"]],
    "$500", "; BRE-PRO-11 (effective 09/15/2026).")

BRI_ENDORSEMENT = [
    ("h1", "PROFESSIONAL USE - MUSICAL INSTRUMENTS"),
    ("small", BRI_HEAD + " Endorsement BRE-PRO-11."),
    ("p", "THIS ENDORSEMENT CHANGES THE POLICY. PLEASE READ IT CAREFULLY."),
    ("p", "Policy number: BRD-4420593. Named insured: Tobias Wendling. Effective date of this endorsement: 09/15/2026, 12:01 a.m. standard time."),
    ("p", "Exclusion C.4 is deleted and replaced by the following:"),
    ("p", "4. Musical instruments while used for Professional use, except the listed articles. Listed articles: Item 1 (violin) and Item 2 (electric guitar). For the listed articles Professional use is covered, and a deductible of $1,000 applies to each loss occurrence during Professional use instead of the deductible shown in the Declarations."),
    ("p", "Additional premium: $186.00. All other provisions of the policy apply."),
]

BRI_GUIDE_DOCX = [
    ("h1", "Bellwether Ridge - Inland Marine Claim Guidelines (Personal Articles)"),
    ("p", "For adjusters handling personal articles floater claims. Revised July 2026."),
    ("p", "Acknowledge every new claim in writing within 2 business days of first notice."),
    ("p", "Appraisal check: on every Jewelry claim, compare the appraisal date in the Declarations with the date of loss before quoting any figure to the insured. If an insured sends a newer Appraisal, record its date in the file."),
    ("p", "Replacement through our jewelry replacement vendor, Harwick Replacement Services, is offered first. If the insured prefers cash, we pay the amount agreed under D.1 less the deductible."),
    ("p", "A proof of loss must be requested in writing on every theft claim over $5,000. Allow the insured 60 days to return it."),
    ("p", "Every denial letter must quote the policy provision relied on and tell the insured that they may contact the Pennsylvania Insurance Department."),
    ("p", "Settlement authority:"),
    ("table", [["Role", "Authority per claim"],
               ["Adjuster", "up to $10,000"],
               ["Senior adjuster", "up to $25,000"],
               ["Claims manager", "above $25,000"]]),
]

BRI_NOTES = {
    "BRI-26-30155": """
BELLWETHER RIDGE INDEMNITY CO. - INLAND MARINE CLAIM LOG
Claim BRI-26-30155 / Policy BRD-4418207 / Form BRI-PAF 09 25 (Personal Articles Floater)
Insd: Marisol Etxeberria / Adjuster: K. Ostrowski (KO)

09/29/2026 | KO | FNOL by phone. Insd lost one diamond stud (Item 1, pair) at a wedding reception at Halvorsen Barn on 09/27/2026. Back came loose. Venue searched, not found.
09/29/2026 | KO | Mysterious disappearance of Jewelry is covered (Sec. B). Appraisal on sched dated 03/02/2023 - within 5 yrs of DOL. No 80% cap.
10/06/2026 | KO | Estimate recd from Linden and Rusk Jewelers: matching single stud $3,250.00; full new pair $6,950.00.
10/06/2026 | KO | Pair/set D.2 - replacing the lost stud restores the pair. Pay $3,250.00 less $250 ded = $3,000.00.
10/07/2026 | KO | Offered replacement via Harwick; insd prefers cash.
10/08/2026 | KO | Check for $3,000.00 issued to insd 10/08/2026. Closed.
""",
    "BRI-26-30172": """
BELLWETHER RIDGE INDEMNITY CO. - INLAND MARINE CLAIM LOG
Claim BRI-26-30172 / Policy BRD-4418207 / Form BRI-PAF 09 25 (Personal Articles Floater)
Insd: Marisol Etxeberria / Adjuster: K. Ostrowski (KO)

08/18/2026 | KO | FNOL. Insd's camera body (Item 4) and lens (Item 5) fell into Pickerel Lake from a kayak on 08/16/2026. Both recovered by a diver 08/17, water damaged.
08/25/2026 | KO | Brightwater Camera Service report: body beyond repair; lens repairable for $640.00.
08/25/2026 | KO | Same body new now $2,390.00 - below sched amount $2,650. Least of (D.1) = $2,390.00.
08/26/2026 | KO | Total: body $2,390.00 + lens repair $640.00 = $3,030.00 less one $250 ded (one occurrence) = $2,780.00.
08/27/2026 | KO | Paid $2,780.00 by ACH to insd.
""",
    "BRI-26-30190": """
BELLWETHER RIDGE INDEMNITY CO. - INLAND MARINE CLAIM LOG
Claim BRI-26-30190 / Policy BRD-4418207 / Form BRI-PAF 09 25 (Personal Articles Floater)
Insd: Marisol Etxeberria / Adjuster: M. Delacroix-Abney (MD)

11/13/2026 | MD | FNOL via agent (Brannock Agency). Home burglary 11/12/2026, bracelet (Item 2) taken from dresser. PL report CGPD 26-018832 filed 11/12.
11/13/2026 | MD | Appraisal on sched dated 06/11/2019 - more than 5 yrs before DOL. D.3 cap: max 80% of $9,400 = $7,520.00.
11/16/2026 | MD | Insd says she had a newer appraisal done in 2024 but never sent it to us. Asked for a copy.
11/20/2026 | MD | Insd e-mail recd with appraisal dated 07/30/2024 from Ostrander Gem Lab, value $10,250. Within 5 yrs - cap does not apply.
11/20/2026 | MD | Harwick replacement quote $9,900.00. Least of = amount of insurance $9,400.00. Less $250 ded = $9,150.00. Within adjuster authority.
11/23/2026 | MD | Proof of loss sent to insd 11/23/2026, due back within 60 days. Payment after POL recd and signed.
""",
    "BRI-26-30204": """
BELLWETHER RIDGE INDEMNITY CO. - INLAND MARINE CLAIM LOG
Claim BRI-26-30204 / Policy BRD-4420593 / Form BRI-PAF 09 25 (Personal Articles Floater) + BRE-PRO-11
Insd: Tobias Wendling / Adjuster: K. Ostrowski (KO)

10/05/2026 | KO | FNOL. Violin (Item 1) knocked off its stand by a stagehand during a paid concert at Grange Hall, Millbrook, on 10/03/2026. Crack to the top plate near the f-hole.
10/05/2026 | KO | Professional use - C.4 as replaced by BRE-PRO-11 eff 09/15/2026. Item 1 is listed. Covered. $1,000 prof. use ded applies, not the $500.
10/19/2026 | KO | Luthier estimate (Anselm Frey Violins) $4,600.00 repair. Insd also claims $2,500 loss of value after repair - not covered, D.1 pays cost to repair.
10/20/2026 | KO | Settlement $4,600.00 - $1,000.00 = $3,600.00. Check to insd.
10/28/2026 | KO | Insd called, upset re loss of value. Explained D.1. He wants it in writing.
""",
    "BRI-26-30231": """
BELLWETHER RIDGE INDEMNITY CO. - INLAND MARINE CLAIM LOG
Claim BRI-26-30231 / Policy BRD-4420593 / Form BRI-PAF 09 25 (Personal Articles Floater) + BRE-PRO-11
Insd: Tobias Wendling / Adjuster: M. Delacroix-Abney (MD)

11/07/2026 | MD | FNOL. Acoustic guitar (Item 3) stolen from insd's car parked on Fulton Ave, Millbrook, 11/06/2026 between 7:15 and 9:40 p.m. Rear window smashed.
11/07/2026 | MD | Insd confirms guitar was in its case on the back seat, not in the trunk. C.5 - not out of sight in a closed trunk. Likely denial.
11/09/2026 | MD | PL report MPD-26-77410 recd. Supervisor (R. Achebe) agrees denial under C.5.
11/10/2026 | MD | Denial letter to issue. Car window damage is for insd's auto carrier, not us.
""",
    "BRI-26-30248": """
BELLWETHER RIDGE INDEMNITY CO. - INLAND MARINE CLAIM LOG
Claim BRI-26-30248 / Policy BRD-4420593 / Form BRI-PAF 09 25 (Personal Articles Floater) + BRE-PRO-11
Insd: Tobias Wendling / Adjuster: K. Ostrowski (KO)

11/16/2026 | KO | FNOL. Burglary at Keel Street rehearsal studio overnight 11/15/2026. Mandolin (Oakes Hollow A-5) bought 10/20/2026 for $2,400.00 - not on sched. Studio door forced.
11/16/2026 | KO | Newly acquired property A.2: loss within 30 days of acquisition (30 days ends 11/19/2026). Limit 25% of MI class $28,800 = $7,200. Claim $2,400 within limit.
11/17/2026 | KO | Receipt recd (Tillery Music, 10/20/2026, $2,400.00). PL report MPD-26-78102.
11/18/2026 | KO | Not in prof. use at time of loss (stored at studio). $500 ded applies. Pay $1,900.00 once insd reports the mandolin for the sched and pays the add'l premium per A.2.
""",
}

BRI_JEWELER_EST = [
    ("h1", "Linden and Rusk Jewelers"),
    ("small", "118 Commerce Street, Hollis Bend, PA. (555) 555-0163. estimates@lindenrusk.example"),
    ("p", "Replacement estimate LR-2026-1183. Date: 10/05/2026. Prepared for: Bellwether Ridge Indemnity Company, claim BRI-26-30155. Client: Marisol Etxeberria."),
    ("table", [["Option", "Description", "Price"],
               ["A", "Single stud, 0.51 ct, G/VS2, 14k white gold, matched", "$3,250.00"],
               ["B", "New pair of studs, 1.02 ctw, G/VS2, 14k white gold", "$6,950.00"]], (15, 120, 35)),
    ("p", "The remaining stud was examined on 10/02/2026 and is undamaged. A matching stone can be supplied within 3 weeks."),
]

BRI_EMAIL = """
From: Marisol Etxeberria <m.etxeberria@postbox.example>
To: claims@bellwetherridge.example
Date: Fri, 20 Nov 2026 08:17:44 -0500
Subject: Claim BRI-26-30190 - newer appraisal for my bracelet

Hello Ms. Delacroix-Abney,

As we discussed on Monday, I had the sapphire bracelet re-appraised in 2024 and simply forgot to send it in. The appraisal from Ostrander Gem Lab is dated July 30, 2024 and values the bracelet at $10,250. A copy is attached.

Since the bracelet is worth more than it is insured for, can you pay me the full $10,250? I also want to know whether I have to fill in any more forms before you pay.

Thank you,
Marisol Etxeberria
(555) 555-0129
"""


def build(out):
    P = os.path.join
    pol, proc, cl = P(out, "policies"), P(out, "procedures"), P(out, "claims")
    # Marramcombe
    pdf(P(pol, "marramcombe-holiday-home-wording-MCL-SC-26.pdf"), "MCL-SC-26", MCL_WORDING)
    pdf(P(pol, "marramcombe-schedule-MCS-26-30418.pdf"), "MCS-26-30418", MCL_SCHED_1)
    pdf(P(pol, "marramcombe-schedule-MCS-26-31177.pdf"), "MCS-26-31177", MCL_SCHED_2)
    pdf(P(pol, "marramcombe-endorsement-MCE-07.pdf"), "MCE-07", MCL_ENDORSEMENT)
    write_txt(P(proc, "marramcombe-claims-handling-notes.txt"), MCL_PROCEDURE)
    for ref, text in MCL_NOTES.items():
        write_txt(P(cl, ref, "notes.txt"), text)
    pdf(P(cl, "MCL-26-0731", "kernow-coast-estimate-KCR-5518.pdf"), "KCR-5518", MCL_ESTIMATE)
    write_txt(P(cl, "MCL-26-0731", "email-2026-10-20.txt"), MCL_EMAIL)
    write_docx(P(cl, "MCL-26-0802", "roskilly-vane-report-RV-26-2207.docx"), MCL_LA_REPORT)
    # Stannary
    pdf(P(pol, "stannary-licensed-premises-wording-SLT-LTC-26.pdf"), "SLT-LTC-26", SLT_WORDING)
    pdf(P(pol, "stannary-schedule-SLS-2026-0412.pdf"), "SLS-2026-0412", SLT_SCHED_1)
    pdf(P(pol, "stannary-schedule-SLS-2026-0559.pdf"), "SLS-2026-0559", SLT_SCHED_2)
    pdf(P(pol, "stannary-endorsement-SLE-22.pdf"), "SLE-22", SLT_ENDORSEMENT)
    write_docx(P(proc, "stannary-bi-claims-procedure.docx"), SLT_PROCEDURE_DOCX)
    for ref, text in SLT_NOTES.items():
        write_txt(P(cl, ref, "notes.txt"), text)
    pdf(P(cl, "SLT-26-1187", "kenwyn-adjusting-report-KA-26-0917.pdf"), "KA-26-0917", SLT_KA_REPORT)
    pdf(P(cl, "SLT-26-1240", "lenmouth-glazing-invoice-LG-3390.pdf"), "LG-3390", SLT_GLAZING_INVOICE)
    # Bellwether
    pdf(P(pol, "bellwether-personal-articles-floater-BRI-PAF-0925.pdf"), "BRI-PAF 09 25", BRI_FORM, LETTER)
    pdf(P(pol, "bellwether-declarations-BRD-4418207.pdf"), "BRD-4418207", BRI_DECS_1, LETTER)
    pdf(P(pol, "bellwether-declarations-BRD-4420593.pdf"), "BRD-4420593", BRI_DECS_2, LETTER)
    pdf(P(pol, "bellwether-endorsement-BRE-PRO-11.pdf"), "BRE-PRO-11", BRI_ENDORSEMENT, LETTER)
    write_docx(P(proc, "bellwether-inland-marine-claim-guidelines.docx"), BRI_GUIDE_DOCX)
    for ref, text in BRI_NOTES.items():
        write_txt(P(cl, ref, "notes.txt"), text)
    pdf(P(cl, "BRI-26-30155", "linden-rusk-estimate-LR-2026-1183.pdf"), "LR-2026-1183", BRI_JEWELER_EST, LETTER)
    write_txt(P(cl, "BRI-26-30190", "email-2026-11-20.txt"), BRI_EMAIL)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--out", default=os.path.join(here, "documents"))
    a = ap.parse_args()
    build(a.out)
    print("documents written to", a.out)
