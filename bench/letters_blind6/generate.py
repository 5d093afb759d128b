#!/usr/bin/env python
"""Writes documents/ for the sixth blind check-mode letter set. Deterministic.

Usage: python generate.py [--out DIR]
All content is invented and kept as data in this file.
"""
import argparse
import io
import os
import zipfile

from reportlab.lib.pagesizes import A4, LETTER
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas
import docx
from docx.shared import Pt
import datetime

FIXED = datetime.datetime(2026, 11, 30, 9, 0, 0)

# ---------------------------------------------------------------- writers

def write_pdf(path, blocks, size=A4, font="Helvetica"):
    """blocks: list of (kind, payload). kinds: title, h, p, b (bold para), table (rows, col_x fractions), gap."""
    W, H = size
    c = canvas.Canvas(path, pagesize=size, invariant=1)
    c.setAuthor("")
    c.setTitle(os.path.basename(path))
    margin = 56
    y = H - margin
    width = W - 2 * margin
    page = [1]
    bold = {"Helvetica": "Helvetica-Bold", "Times-Roman": "Times-Bold"}[font]

    def newpage():
        nonlocal y
        c.setFont(font, 8)
        c.drawString(margin, 30, "Page %d" % page[0])
        c.showPage()
        page[0] += 1
        y = H - margin

    def lines(text, fnt, sz, w):
        out, cur = [], ""
        for word in text.split(" "):
            t = (cur + " " + word).strip()
            if stringWidth(t, fnt, sz) <= w:
                cur = t
            else:
                out.append(cur)
                cur = word
        if cur:
            out.append(cur)
        return out

    for kind, payload in blocks:
        if kind == "gap":
            y -= 8
            continue
        if kind == "table":
            rows, xs = payload
            for i, row in enumerate(rows):
                fnt = bold if i == 0 else font
                sz = 9
                cell_lines = []
                for j, cell in enumerate(row):
                    x0 = margin + xs[j] * width
                    x1 = margin + (xs[j + 1] * width if j + 1 < len(xs) else width)
                    cell_lines.append(lines(cell, fnt, sz, x1 - x0 - 8))
                n = max(len(cl) for cl in cell_lines)
                if y - 12 * n < margin + 20:
                    newpage()
                for j, cl in enumerate(cell_lines):
                    x0 = margin + xs[j] * width
                    c.setFont(fnt, sz)
                    for k, ln in enumerate(cl):
                        c.drawString(x0, y - 12 * k, ln)
                y -= 12 * n + 4
                c.setLineWidth(0.3)
                c.line(margin, y + 8, margin + width, y + 8)
            y -= 6
            continue
        if kind == "title":
            fnt, sz, lead = bold, 14, 18
        elif kind == "h":
            fnt, sz, lead = bold, 11, 15
            y -= 4
        elif kind == "b":
            fnt, sz, lead = bold, 10, 13
        else:
            fnt, sz, lead = font, 10, 13
        for ln in lines(payload, fnt, sz, width):
            if y < margin + 20:
                newpage()
            c.setFont(fnt, sz)
            c.drawString(margin, y, ln)
            y -= lead
        y -= 5
    c.setFont(font, 8)
    c.drawString(margin, 30, "Page %d" % page[0])
    c.showPage()
    c.save()


def write_docx(path, blocks):
    d = docx.Document()
    st = d.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    for kind, payload in blocks:
        if kind == "title":
            d.add_heading(payload, level=0)
        elif kind == "h":
            d.add_heading(payload, level=1)
        elif kind == "b":
            p = d.add_paragraph()
            p.add_run(payload).bold = True
        elif kind == "p":
            d.add_paragraph(payload)
        elif kind == "table":
            rows = payload[0]
            t = d.add_table(rows=len(rows), cols=len(rows[0]))
            t.style = "Table Grid"
            for i, row in enumerate(rows):
                for j, cell in enumerate(row):
                    t.cell(i, j).text = cell
        elif kind == "gap":
            d.add_paragraph("")
    cp = d.core_properties
    cp.author = "Claims"
    cp.last_modified_by = "Claims"
    cp.created = FIXED
    cp.modified = FIXED
    cp.revision = 1
    cp.title = os.path.basename(path)
    buf = io.BytesIO()
    d.save(buf)
    zin = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zout:
        for name in sorted(zin.namelist()):
            zi = zipfile.ZipInfo(name, date_time=(2026, 11, 30, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            zout.writestr(zi, zin.read(name))


def write_txt(path, text):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text.strip("\n") + "\n")


# ================================================================ SEDGECOMBE (UK van fleet)

SVF_WORDING = [
    ("title", "Sedgecombe Van Fleet Insurance Ltd"),
    ("b", "Commercial Van Fleet Policy - Policy wording SVF-CV-26"),
    ("p", "This wording, your Schedule and any endorsement we issue make up your contract with us. Read them together. Words in capitals have the meanings given in Part A."),
    ("h", "Part A - Meanings of words"),
    ("p", "Approved Driver: any person described in the Schedule under Driver Description who holds a full licence valid in Great Britain."),
    ("p", "Business: the business described in the Schedule."),
    ("p", "Excess: the amount you must pay towards each claim, as set out in Part F and the Schedule."),
    ("p", "Fleet Register: the list of vans we hold for your policy, as updated under condition G4."),
    ("p", "Fleet Vehicle: a van of not more than 3.5 tonnes gross vehicle weight shown on the Fleet Register."),
    ("p", "Telematics Unit: the tracking and driving-behaviour device supplied and monitored by our approved provider, Brindlecast Telematics Ltd."),
    ("p", "Tools and Stock: tools, equipment and goods belonging to the Business or held in trust by it, carried in a Fleet Vehicle."),
    ("h", "Part B - Damage to Fleet Vehicles"),
    ("p", "B1 We will pay for loss of or damage to a Fleet Vehicle caused by accident, fire, theft or attempted theft. The most we will pay is the market value of the Fleet Vehicle immediately before the loss."),
    ("p", "B2 Repairs will be carried out by a repairer in our approved network. If you choose to use a repairer outside our network, we will pay no more than our approved repairer would have charged."),
    ("p", "B3 Broken glass. We will pay to repair or replace broken windscreen and window glass. The glass excess is £100 for a replacement and nil for a repair. A claim for broken glass only will not count against your fleet claims experience."),
    ("p", "B4 Replacement van. While a Fleet Vehicle is off the road for repairs following a claim under Part B, we will provide a replacement van of similar size for up to 14 days, but only while the repair is being carried out by an approved repairer. We will not provide a replacement van after theft of a Fleet Vehicle."),
    ("p", "B5 We will not pay for mechanical or electrical breakdown, wear and tear, or damage to tyres caused by braking, punctures or cuts."),
    ("h", "Part C - Liability to third parties"),
    ("p", "C1 We will cover your legal liability for death of or bodily injury to any person, without limit, and for damage to property belonging to others up to £5,000,000 for any one event, arising from the use of a Fleet Vehicle."),
    ("p", "C2 We will not cover liability for damage to goods carried in a Fleet Vehicle or to property belonging to or held in trust by you or the driver."),
    ("p", "C3 You or the driver must not admit liability or offer to pay a third party. We will deal with third-party claims in your name."),
    ("h", "Part D - Tools and Stock"),
    ("p", "This part applies only if the Schedule shows Tools and Stock as Included."),
    ("p", "D1 We will pay up to the Tools and Stock limit shown in the Schedule, for each Fleet Vehicle, for theft of Tools and Stock from a locked Fleet Vehicle where there are visible signs of forced entry."),
    ("p", "D2 We will not pay for theft of Tools and Stock between 9pm and 7am unless the Fleet Vehicle was in a locked building or a secure compound."),
    ("p", "D3 We will not pay for theft of cash, mobile phones or laptops under this part."),
    ("h", "Part E - Cover abroad"),
    ("p", "E1 Parts B and C apply in the United Kingdom and, for trips of up to 30 days each, in the European Union."),
    ("h", "Part F - Excesses"),
    ("p", "F1 The Excess for each claim under Part B depends on the age of the driver at the time of the incident, as follows."),
    ("table", ([["Driver age", "Accident excess", "Fire and theft excess"],
                ["Under 21", "£1,250", "£500"],
                ["21 to 24", "£750", "£500"],
                ["25 and over", "£400", "£500"]], [0, 0.35, 0.65])),
    ("p", "F2 An additional excess of £250 applies to a claim under Part B if the driver had held a full licence for less than 2 years at the time of the incident. This is added to the excess in F1."),
    ("p", "F3 The Excess for each claim under Part D is £150."),
    ("p", "F4 No excess applies to a claim under Part C."),
    ("h", "Part G - General conditions"),
    ("p", "G1 Reporting a claim. You must tell us about any incident as soon as reasonably possible and in any event within 7 days. Theft or malicious damage must also be reported to the police within 24 hours of discovery."),
    ("p", "G2 Telematics. Every Fleet Vehicle must have a working Telematics Unit fitted. If a Fleet Vehicle is stolen or damaged while its Telematics Unit is not working because it was disconnected or tampered with, the Excess for that claim is increased by £1,000. You must tell us within 7 days of becoming aware that a Telematics Unit is faulty."),
    ("p", "G3 Keys. We will not pay for theft of a Fleet Vehicle, or of anything in it, if the keys were left in or on the Fleet Vehicle while it was unattended."),
    ("p", "G4 Fleet Register. You must tell us about any van you add to or remove from the fleet within 14 days. A van added is covered from the date you tell us."),
    ("p", "G5 Cancellation. You may cancel at any time. If no claim has been made in the current period of insurance, we will refund premium for the unexpired period on a pro rata basis."),
]


def svf_schedule(num, rows, endorse):
    return [
        ("title", "Sedgecombe Van Fleet Insurance Ltd"),
        ("b", "Fleet Schedule %s" % num),
        ("p", "This Schedule forms part of Commercial Van Fleet Policy wording SVF-CV-26."),
        ("table", ([["Item", "Details"]] + rows, [0, 0.38])),
        ("b", "Endorsements"),
        ("p", endorse),
        ("p", "Sedgecombe Van Fleet Insurance Ltd, Dunmere House, 40 Lockgate Street, Halvergate HV3 9QT. Claims line 01632 960214."),
    ]


SVF_SCHED_A = svf_schedule("SVS-26-2146", [
    ["Policyholder", "Yarrowfield Drainage Services Ltd"],
    ["Address", "Unit 6, Wychbrook Trading Estate, Wendlecote WN4 2RD"],
    ["Business", "Drainage contractors"],
    ["Period of insurance", "1 April 2026 to 31 March 2027"],
    ["Number of Fleet Vehicles", "12"],
    ["Driver Description", "Any Approved Driver aged 21 or over"],
    ["Cover", "Comprehensive (Parts B, C and E)"],
    ["Tools and Stock (Part D)", "Included - limit £2,500 per Fleet Vehicle"],
    ["Telematics", "Required on all Fleet Vehicles"],
    ["Broker", "Culverhay Insurance Brokers"],
    ["Annual premium", "£21,480.00 including Insurance Premium Tax"],
], "None.")

SVF_SCHED_B = svf_schedule("SVS-26-3380", [
    ["Policyholder", "Ostrey Parcels Ltd"],
    ["Address", "Depot 2, Marlpit Lane, Castle Yelland CY7 5LB"],
    ["Business", "Parcel collection and delivery"],
    ["Period of insurance", "1 July 2026 to 30 June 2027"],
    ["Number of Fleet Vehicles", "26"],
    ["Driver Description", "Any Approved Driver aged 19 or over"],
    ["Cover", "Comprehensive (Parts B, C and E)"],
    ["Tools and Stock (Part D)", "Not included"],
    ["Telematics", "Required on all Fleet Vehicles"],
    ["Broker", "Direct"],
    ["Annual premium", "£48,915.00 including Insurance Premium Tax"],
], "SVE-09 Telematics condition (replaces condition G2) - applies from 1 September 2026.")

SVF_ENDORSE = [
    ("title", "Sedgecombe Van Fleet Insurance Ltd"),
    ("b", "Endorsement SVE-09 - Telematics condition"),
    ("p", "Applies to: Fleet Schedule SVS-26-3380 (Ostrey Parcels Ltd). Effective date: 1 September 2026."),
    ("p", "With effect from the date above, general condition G2 of policy wording SVF-CV-26 is deleted and replaced by the following:"),
    ("p", "G2 Telematics. Every Fleet Vehicle must have a working Telematics Unit fitted. We will not pay any claim for theft of a Fleet Vehicle if, at the time of the theft, its Telematics Unit had been disconnected or tampered with. For any other claim under Part B where the Telematics Unit was not working, the Excess for that claim is increased by £500. You must tell us within 3 days of becoming aware that a Telematics Unit is faulty, and arrange for it to be repaired within 14 days."),
    ("p", "All other terms, conditions and exclusions of the policy remain unchanged."),
]

SVF_PROC = """SEDGECOMBE VAN FLEET INSURANCE LTD
FLEET CLAIMS - HANDLING NOTES FOR CLAIMS STAFF (internal, rev. 4, August 2026)

1. Acknowledgement. Acknowledge every new claim to the policyholder or broker within 2 working days of first notification. Give the claim reference and the handler's direct line.

2. Driver checks. Confirm the driver's date of birth and licence issue date from the driver declaration form before quoting any excess. Age is taken at the date of the incident, not the date of notification.

3. Telematics. Request the Brindlecast download for the vehicle within 24 hours of notification on every theft claim and every accident claim over £2,000. Record the unit status (live / disconnected / fault) on the file.

4. Repairs. Approved repairers are paid direct, less the Excess, which the repairer collects from the policyholder on release of the van. Replacement van hire is booked through Tallis Vehicle Rental.

5. Third-party claims. Pass third-party property and injury claims to the Third Party team on the day of notification. Handlers do not negotiate third-party injury claims.

6. Authority. Handlers may settle within the following limits (per claim, before Excess):

   Grade              | Own damage (Part B) | Third-party property (Part C) | Decline a claim
   -------------------+---------------------+-------------------------------+----------------
   Claims Handler     | up to £5,000        | up to £3,000                  | No
   Senior Handler     | up to £20,000       | up to £15,000                 | Yes
   Fleet Claims Mgr   | no limit            | no limit                      | Yes

7. Declines. Every decline letter must quote the clause relied on and is sent only after a Senior Handler or the Fleet Claims Manager has signed it off on the file.

8. Complaints. Acknowledge a complaint within 5 working days. Send a final response within 8 weeks. The final response must tell the customer they may refer the complaint to the Financial Ombudsman Service within 6 months of the date of the final response.
"""

SVF_CLAIMS = {}

SVF_CLAIMS["SVF-26-0614"] = {"notes.txt": """CLAIM FILE NOTES - SVF-26-0614
Policy: SVS-26-2146 (wording SVF-CV-26)   Policyholder: Yarrowfield Drainage Services Ltd
Vehicle: WR24 KTN (Fleet van 07)   Incident: rear-end collision, A391 Penwarden roundabout, 14/09/2026

15/09/2026 08:42 DJO - FNOL from fleet manager Ms Carla Benbow. Driver Kieran Mottram ran into rear of a Skoda Octavia in queuing traffic. No injuries reported.
15/09/2026 08:55 DJO - Driver declaration: DOB 03/02/2003, full licence issued 11/06/2021. Driver aged 23 at incident. Accident excess band 21 to 24 = £750. Licence over 2 years so no F2 additional excess.
15/09/2026 09:10 DJO - Van taken to Haddow Road Commercials (approved repairer). Replacement van booked with Tallis Vehicle Rental from 15/09.
15/09/2026 11:30 DJO - TP details: Mr Aled Pengelly, Skoda Octavia. Passed to Third Party team (ref TP-26-2291).
16/09/2026 14:05 DJO - Telematics download received: unit live, speed 9 mph at impact.
18/09/2026 10:20 DJO - Estimate rec'd from Haddow Road Commercials, ref HRC-7741, total £3,860.40 inc VAT. Within handler authority. Agreed.
24/09/2026 16:00 DJO - Repairs complete. Van released to PH on 24/09. Replacement van off-hired 24/09 (9 days).
25/09/2026 09:15 DJO - Paid £3,110.40 to Haddow Road Commercials (estimate £3,860.40 less £750 excess collected by repairer from PH).
""",
"haddow-road-estimate-HRC-7741.pdf": [
    ("title", "Haddow Road Commercials"),
    ("p", "Approved commercial vehicle body repairs - 9 Haddow Road, Wendlecote WN2 6PE - 01632 960588"),
    ("b", "ESTIMATE HRC-7741"),
    ("p", "Customer: Yarrowfield Drainage Services Ltd. Vehicle: WR24 KTN, panel van. Insurer: Sedgecombe Van Fleet Insurance Ltd, claim SVF-26-0614. Date: 17/09/2026."),
    ("table", ([["Item", "Description", "Amount"],
                ["1", "Front bumper assembly - replace", "£684.00"],
                ["2", "Bonnet - repair and refinish", "£512.00"],
                ["3", "Radiator and condenser - replace", "£958.00"],
                ["4", "Headlamp units (pair) - replace", "£463.00"],
                ["5", "Labour 14.5 hours at £48.00", "£600.00"],
                ["", "Net", "£3,217.00"],
                ["", "VAT at 20%", "£643.40"],
                ["", "Total", "£3,860.40"]], [0, 0.12, 0.75])),
    ("p", "Estimated repair time 6 working days from parts arrival. The policy excess is collected from the customer on release of the vehicle."),
]}

SVF_CLAIMS["SVF-26-0639"] = {"notes.txt": """CLAIM FILE NOTES - SVF-26-0639
Policy: SVS-26-2146 (wording SVF-CV-26)   Policyholder: Yarrowfield Drainage Services Ltd
Vehicle: WR23 HJU (Fleet van 03)   Incident: theft of tools from van, 2 Cobble Lane, Wendlecote, 06/10/2026

07/10/2026 07:58 DJO - FNOL, Ms Benbow. Van parked on driver's home driveway overnight. Side door lock punched, tools taken. Police crime ref WC/26/118842.
07/10/2026 08:20 DJO - Driver (Mr Sol Ferreira) states van locked at 18:30, theft found 06:45. Neighbour's doorbell camera shows van door opened at 23:40.
07/10/2026 08:31 DJO - Tools claimed: drain camera and reel, jetter lance, breaker, hand tools. List total £3,145.00. Limit £2,500 per vehicle in any case.
08/10/2026 10:10 DJO - Theft at 23:40 from driveway, not a locked building or secure compound. Part D clause D2 applies - no cover. Van lock damage covered under Part B (theft/attempted theft), fire and theft excess £500.
08/10/2026 10:40 DJO - Lock repair quote from Haddow Road Commercials £286.80 inc VAT, below the £500 excess. Nothing payable on the van.
09/10/2026 15:25 MKR - Senior Handler review. Decline of tools claim under D2 agreed and signed off.
12/10/2026 11:05 DJO - Decline letter sent. PH e-mail received 20/10/2026 disputing decline - logged as complaint.
""",
"email-2026-10-20.txt": """From: Carla Benbow <carla.benbow@yarrowfield-drainage.example>
To: claims@sedgecombe-fleet.example
Date: 20 October 2026 09:14
Subject: SVF-26-0639 - tools theft decline

Hello,

I am not happy with your letter about the tools stolen from van 03. Our broker told us when we took the policy that tools were covered up to £2,500 a van and we paid extra for that. The van was locked and the thieves broke the lock, which you accept. Sol lives on a quiet cul-de-sac and has nowhere else to park - we can't be expected to empty twelve vans every night.

Please treat this as a formal complaint. I would also like to know whether we can make a claim for the drain camera on its own, as that was £1,860 of the total.

Regards,
Carla Benbow
Fleet and Office Manager, Yarrowfield Drainage Services Ltd
01632 960731
"""}

SVF_CLAIMS["SVF-26-0651"] = {"notes.txt": """CLAIM FILE NOTES - SVF-26-0651
Policy: SVS-26-2146 (wording SVF-CV-26)   Policyholder: Yarrowfield Drainage Services Ltd
Vehicle: WR24 KPV (Fleet van 11)   Incident: windscreen cracked by stone, M5 J27, 02/11/2026

02/11/2026 17:05 AHW - Glass claim by phone, Ms Benbow. Crack 30 cm across driver's line of sight - replacement needed.
03/11/2026 09:30 AHW - Glassmere Mobile Screens booked for 04/11 at the Wychbrook depot. Screen needs ADAS camera recalibration.
05/11/2026 12:15 AHW - Glassmere invoice GMS-30915: screen £318.00, ADAS recalibration £126.00, total £444.00 + VAT £88.80 = £532.80. Glass excess £100 (replacement).
05/11/2026 12:40 AHW - Paid £432.80 to Glassmere Mobile Screens. Glass-only claim - not counted in claims experience (B3).
"""}

SVF_CLAIMS["SVF-26-0702"] = {"notes.txt": """CLAIM FILE NOTES - SVF-26-0702
Policy: SVS-26-3380 (wording SVF-CV-26, endorsement SVE-09)   Policyholder: Ostrey Parcels Ltd
Vehicle: OP25 RXM (route van 19)   Incident: theft of van from depot yard, Marlpit Lane, night of 21-22/09/2026

22/09/2026 07:15 RPN - FNOL, Mr Dev Kaspar (transport manager). Van missing from yard at 06:00. Keys in key safe in office, office not broken into. Police ref CY/26/40771.
22/09/2026 07:40 RPN - Brindlecast download requested.
23/09/2026 10:05 RPN - Brindlecast report BT-55102 rec'd: unit on OP25 RXM stopped reporting at 14:12 on 19/09/2026, status "power disconnected". No fault ticket raised by PH.
23/09/2026 10:30 RPN - Mr Kaspar says driver reported a warning light on 19/09 but workshop had not looked at it. No notification to us.
23/09/2026 11:00 RPN - Endorsement SVE-09 in force from 01/09/2026 replaces G2. Theft with unit disconnected = no cover. Van market value est. £18,750 - above handler authority; refer to Senior Handler.
26/09/2026 09:50 MKR - Senior Handler: decline agreed under replaced G2 (SVE-09). Note the original G2 (+£1,000 excess) no longer applies to this policy.
29/09/2026 14:20 RPN - Van recovered burnt out near Harrowby Cross 28/09. Decline letter to be sent.
""",
"brindlecast-report-BT-55102.docx": [
    ("title", "Brindlecast Telematics Ltd"),
    ("b", "Unit status report BT-55102"),
    ("p", "Prepared for: Sedgecombe Van Fleet Insurance Ltd, claim SVF-26-0702. Date of report: 23 September 2026."),
    ("table", ([["Field", "Value"],
                ["Vehicle", "OP25 RXM"],
                ["Unit serial", "BCX-4-0098213"],
                ["Last position", "Depot 2, Marlpit Lane, Castle Yelland"],
                ["Last message received", "19/09/2026 14:12"],
                ["Status at last message", "Power disconnected"],
                ["Fault ticket", "None raised"]], [0, 0.4])),
    ("p", "1. The unit lost its main power feed at 14:12 on 19 September 2026 while the vehicle was stationary at the depot. The backup battery sent a final message and the unit then went silent."),
    ("p", "2. The pattern is consistent with the unit's power connector being removed. We found no evidence of a fault in the unit before that time."),
    ("p", "3. No position data is available for the period of the theft."),
]}

SVF_CLAIMS["SVF-26-0718"] = {"notes.txt": """CLAIM FILE NOTES - SVF-26-0718
Policy: SVS-26-3380 (wording SVF-CV-26, endorsement SVE-09)   Policyholder: Ostrey Parcels Ltd
Vehicle: OP26 TFA (route van 24)   Incident: reversing into boundary wall, Fenton Grange Farm shop, 10/10/2026

10/10/2026 16:40 RPN - FNOL, Mr Kaspar. Driver Lewis Arkwright reversed into stone wall at customer premises while delivering. No injuries.
10/10/2026 16:55 RPN - Driver declaration: DOB 21/05/2007, aged 19 at incident. Full licence issued 02/08/2025 - held 14 months. Excess: under 21 accident excess £1,250 plus F2 £250 = £1,500.
11/10/2026 09:00 RPN - Telematics: unit live, 3 mph reversing. No SVE-09 increase.
14/10/2026 13:20 RPN - Own damage estimate Haddow Road Commercials HRC-7803: rear doors and bumper £2,140.00 inc VAT. Agreed.
14/10/2026 13:35 RPN - TP: Fenton Grange Farm Shop (Mrs Hester Lavington). Wall repair quote £1,685.00. Passed to Third Party team (TP-26-2418).
16/10/2026 10:10 RPN - E-mail from Mr Kaspar asking why excess is so high - see attached.
21/10/2026 15:00 RPN - Own damage paid to Haddow Road Commercials £640.00 (£2,140.00 less £1,500). TP team settled wall £1,685.00 direct with Mrs Lavington 20/10. No excess on TP.
""",
"email-2026-10-16.txt": """From: Dev Kaspar <dev.kaspar@ostreyparcels.example>
To: claims@sedgecombe-fleet.example
Date: 16 October 2026 08:02
Subject: Claim SVF-26-0718 excess

Morning,

Your handler told me on the phone that the excess on van 24 will be £1,500. Lewis is nineteen but he has been driving for us since the summer and our schedule says any driver 19 or over is fine, so I don't see why he is treated differently. Is the £1,500 also taken off what you pay the farm shop for their wall? And does this count against our renewal?

Can you put it in writing please.

Dev Kaspar
Transport Manager, Ostrey Parcels Ltd
"""}

# ================================================================ ORCHARDINE (UK home)

ORH_WORDING = [
    ("title", "Orchardine Home - your home insurance policy"),
    ("p", "Orchardine Insurance plc. Policy wording ORH-BC-26. Buildings and contents."),
    ("h", "Key facts"),
    ("p", "This table is a summary. The full details are in the rest of this booklet and your schedule. Your schedule may show a voluntary excess, which you pay on top of the excess in this table."),
    ("table", ([["What's covered", "Limit", "Excess"],
                ["Buildings", "Up to your buildings sum insured", "£250"],
                ["Contents", "Up to your contents sum insured", "£250"],
                ["Escape of water (buildings or contents)", "Included", "£450"],
                ["Subsidence", "Included", "£1,000"],
                ["Accidental damage", "Only if your schedule says so", "£250"],
                ["Valuables", "£2,000 per item unless listed on your schedule", "£250"],
                ["Bikes", "£750 per bike unless listed on your schedule", "£100"],
                ["Garden items", "£1,000 in total", "£250"],
                ["Alternative accommodation", "Up to £40,000", "None"]], [0])),
    ("h", "What we mean by"),
    ("p", "Home: the house or flat at the address on your schedule, with its garages, sheds and outbuildings."),
    ("p", "Valuables: jewellery, watches, precious metals and stones, and works of art."),
    ("p", "Unoccupied: nobody has lived and slept in your home for the number of days in a row stated in 'When your home is empty'."),
    ("p", "You: the people named on your schedule."),
    ("h", "1. Your buildings"),
    ("p", "1.1 We cover your home's structure, fixtures and fittings against damage by fire, storm, flood, escape of water, theft, subsidence, falling trees and impact."),
    ("p", "1.2 Storm. We don't cover damage by storm to gates, fences and hedges."),
    ("p", "1.3 Escape of water. We cover damage caused by water escaping from a fixed water or heating system, or from a washing machine or dishwasher. We don't cover the cost of repairing or replacing the appliance or pipe that leaked. We will pay up to £5,000 to find the source of the leak and put right the damage caused by finding it."),
    ("p", "1.4 Subsidence. We don't cover subsidence damage to patios, paths, drives or walls unless the main building is damaged at the same time by the same cause."),
    ("p", "1.5 Alternative accommodation. If you can't live in your home because of damage we cover, we'll pay for somewhere similar for you and your pets to stay, up to £40,000."),
    ("h", "2. Your contents"),
    ("p", "2.1 We cover your belongings in your home against the same causes as in 1.1."),
    ("p", "2.2 Bikes are covered in your home. In the garden, a bike is covered against theft only if it is locked to a fixed object or kept in a locked outbuilding."),
    ("p", "2.3 Valuables are covered up to £2,000 for each item. If an item is worth more than that, list it on your schedule, or the most we'll pay for it is £2,000."),
    ("p", "2.4 Theft from an outbuilding is covered only if someone broke in by force."),
    ("h", "3. Accidental damage (only if your schedule says so)"),
    ("p", "3.1 Buildings: we cover accidental damage to your home's structure. Contents: we cover accidental damage to your belongings in your home. We don't cover damage caused by pets chewing, scratching or fouling."),
    ("h", "4. When your home is empty"),
    ("p", "4.1 If your home is unoccupied for more than 60 days in a row, we won't cover escape of water, theft or malicious damage from the 61st day until someone is living there again."),
    ("h", "5. How we settle claims"),
    ("p", "5.1 We can repair, replace or pay you. For contents we replace as new, except clothing and household linen, where we take off an amount for wear and tear."),
    ("p", "5.2 If we can replace an item through one of our suppliers but you would rather have a cash payment, we'll pay you what it would have cost us through that supplier."),
    ("p", "5.3 We take off the excess shown in the key facts table, and any voluntary excess on your schedule, from each claim."),
    ("h", "6. If you're not happy"),
    ("p", "6.1 Tell us and we'll try to put it right. If you're still not happy eight weeks after you complained, or once we've sent our final response, you can ask the Financial Ombudsman Service to look at it. You must do this within six months of our final response."),
    ("p", "Orchardine Insurance plc, Selbourne House, 2 Quayside Walk, Brackmouth BM1 4EX. Claims 01632 960455."),
]


def orh_schedule(num, rows, endorse):
    return [
        ("title", "Orchardine Home - your schedule"),
        ("b", "Schedule number %s" % num),
        ("p", "Read this with your policy booklet ORH-BC-26."),
        ("table", ([["", ""]] + rows, [0, 0.4])),
        ("b", "Endorsements that apply to you"),
        ("p", endorse),
    ]


ORH_SCHED_A = orh_schedule("ORS-26-60588", [
    ["Name", "Mr Tobias Wrenfold and Mrs Hana Wrenfold"],
    ["Address", "14 Larchmere Close, Cressford CF9 2LA"],
    ["Cover from", "12 March 2026 to 11 March 2027"],
    ["Buildings sum insured", "£385,000"],
    ["Contents sum insured", "£62,000"],
    ["Accidental damage", "Buildings and contents"],
    ["Voluntary excess", "£100 (on top of every excess)"],
    ["Listed item 1", "Diamond engagement ring - £4,200"],
    ["Listed item 2", "Brennan Tourer electric bike - £2,350"],
    ["Annual premium", "£687.24"],
], "None.")

ORH_SCHED_B = orh_schedule("ORS-26-77014", [
    ["Name", "Ms Ifeoma Carrowdale"],
    ["Address", "3 Threlkeld Row, Ambersham AM6 8TW"],
    ["Cover from", "4 February 2026 to 3 February 2027"],
    ["Buildings sum insured", "£290,000"],
    ["Contents sum insured", "£38,000"],
    ["Accidental damage", "Not included"],
    ["Voluntary excess", "None"],
    ["Listed items", "None"],
    ["Annual premium", "£402.60"],
], "ORE-12 When your home is empty (replaces section 4) - from 1 August 2026.")

ORH_ENDORSE = [
    ("title", "Orchardine Home - endorsement ORE-12"),
    ("b", "When your home is empty"),
    ("p", "For schedule ORS-26-77014 (Ms Ifeoma Carrowdale). This endorsement applies from 1 August 2026."),
    ("p", "We have changed section 4 of your policy booklet ORH-BC-26. From 1 August 2026 section 4 is taken out and replaced with this:"),
    ("p", "4.1 If your home is unoccupied for more than 30 days in a row, we won't cover escape of water, theft or malicious damage from the 31st day until someone is living there again."),
    ("p", "4.2 This doesn't apply to escape of water if, before your home became unoccupied, you turned the water off at the mains and drained the system."),
    ("p", "Everything else in your policy stays the same."),
]

ORH_PROC = [
    ("title", "Orchardine Insurance plc - Home claims guide for handlers"),
    ("p", "Internal. Version 7, July 2026."),
    ("h", "A. First contact"),
    ("p", "A1. Acknowledge every new claim by e-mail within 1 working day, giving the claim number and what we need from the customer."),
    ("p", "A2. Check the schedule for accidental damage cover, listed items and any voluntary excess before discussing the claim. Always quote the total excess (policy excess plus voluntary excess)."),
    ("h", "B. Settling"),
    ("p", "B1. Where a supplier can replace an item, offer replacement first. A customer who wants cash is paid our supplier cost, and the letter must say so."),
    ("p", "B2. Escape of water claims over £3,000 go to a loss adjuster (Ferrand Hume Adjusting) before any payment."),
    ("p", "B3. Payments are made to the customer by bank transfer unless the customer has asked us to pay the contractor direct."),
    ("h", "C. Authority"),
    ("table", ([["Role", "Settle up to", "May decline a claim"],
                ["Claims handler", "£7,500", "No"],
                ["Team leader", "£25,000", "Yes"],
                ["Technical claims manager", "No limit", "Yes"]], [0])),
    ("h", "D. Complaints"),
    ("p", "D1. Log every expression of dissatisfaction as a complaint. Acknowledge within 3 working days. Resolve or send a final response within 8 weeks."),
    ("p", "D2. A final response must include the Financial Ombudsman Service leaflet and say the customer has six months to refer the complaint."),
]

ORH_CLAIMS = {}

ORH_CLAIMS["ORH-26-1185"] = {"notes.txt": """Claim ORH-26-1185
Policy ORS-26-60588 (booklet ORH-BC-26)
Customer: Mr and Mrs Wrenfold, 14 Larchmere Close, Cressford
Cause: escape of water - washing machine hose split, kitchen

[2026-06-08] Handler: S. Okafor
Mrs Wrenfold called. Water found on kitchen floor on return from work, 6 June. Washing machine inlet hose split. Laminate floor lifted, water through to utility ceiling below? No - single storey extension, kitchen floor and base units only.

[2026-06-08] Handler: S. Okafor
Acknowledged by e-mail. Asked for photos and a plumber's report. Excess: escape of water £450 + voluntary £100 = £550.

[2026-06-12] Handler: S. Okafor
Dowsett & Pryor Plumbing invoice DP-2231 received: hose replacement £64.80, leak investigation and drying £438.00. Photos show laminate cupped across whole kitchen.

[2026-06-15] Handler: S. Okafor
Flooring quote from Hartigan Floors £2,180.00 inc VAT; base unit plinths and two carcasses £640.00. Total claim under £3,000 so no loss adjuster needed (B2).

[2026-06-16] Handler: S. Okafor
Hose is the thing that leaked - not covered (1.3). Agreed: drying £438.00 + flooring £2,180.00 + units £640.00 = £3,258.00. Correction: total now over £3,000 - referred to Ferrand Hume Adjusting per B2.

[2026-06-24] Handler: S. Okafor
Ferrand Hume (Mr Ravi Castellane) confirmed figures by desktop review. Agreed £3,258.00 less £550 = £2,708.00.

[2026-06-25] Handler: S. Okafor
Paid £2,708.00 to Mr and Mrs Wrenfold by bank transfer.
""",
"dowsett-pryor-invoice-DP-2231.pdf": [
    ("title", "Dowsett & Pryor Plumbing"),
    ("p", "22 Sandpiper Road, Cressford CF9 5RR - 01632 960617 - office@dowsettpryor.example"),
    ("b", "INVOICE DP-2231"),
    ("p", "To: Mr T Wrenfold, 14 Larchmere Close, Cressford. Date: 11 June 2026. Your insurer's ref: ORH-26-1185."),
    ("table", ([["Date", "Work", "Amount"],
                ["07/06/2026", "Attend, isolate supply, replace split washing machine inlet hose", "£64.80"],
                ["07/06/2026", "Moisture survey of kitchen floor and base units", "£96.00"],
                ["07/06-11/06/2026", "Dehumidifier and air mover hire, 4 days", "£342.00"],
                ["", "Total (VAT included)", "£502.80"]], [0, 0.2, 0.8])),
    ("p", "Engineer's note: the inlet hose had perished and split at the crimp. The leak ran for an estimated 6 to 8 hours before discovery. Sub-floor moisture readings were normal by 11 June."),
]}

ORH_CLAIMS["ORH-26-1203"] = {"notes.txt": """Claim ORH-26-1203
Policy ORS-26-60588 (booklet ORH-BC-26)
Customer: Mr and Mrs Wrenfold
Cause: storm - 19 October 2026

[2026-10-20] Handler: L. Prendergast
Mr Wrenfold called: high winds overnight 19/20 Oct. Eleven roof tiles off the rear pitch and four fence panels down along the back boundary.

[2026-10-20] Handler: L. Prendergast
Met Office style check: gusts of 61 mph recorded at Cressford Airfield on 19 Oct. Storm confirmed.

[2026-10-23] Handler: L. Prendergast
Estimate from Gorsefield Roofing: roof tiles and ridge repointing £1,120.00 inc VAT. Fence panels and posts £560.00 (separate estimate). Fences not covered for storm (1.2).

[2026-10-23] Handler: L. Prendergast
Roof agreed £1,120.00. Excess £250 + voluntary £100 = £350. Payable £770.00.

[2026-10-24] Handler: L. Prendergast
Paid £770.00 to Mr Wrenfold. Letter to explain the fence.
"""}

ORH_CLAIMS["ORH-26-1219"] = {"notes.txt": """Claim ORH-26-1219
Policy ORS-26-60588 (booklet ORH-BC-26)
Customer: Mr and Mrs Wrenfold
Cause: theft of electric bike from garden shed, 2 November 2026

[2026-11-03] Handler: S. Okafor
Mrs Wrenfold reported theft. Shed padlock hasp levered off overnight 2/3 Nov. Brennan Tourer e-bike taken (listed on schedule at £2,350). Crime ref CF/26/77310.

[2026-11-03] Handler: S. Okafor
Forced entry to locked outbuilding - covered (2.2, 2.4). Listed bike so £750 bike limit doesn't apply. Excess: bikes £100 + voluntary £100 = £200.

[2026-11-05] Handler: S. Okafor
Supplier Velomont Cycles can replace with the same model for £2,040.00 (supplier price). Retail price £2,350.00.

[2026-11-06] Handler: S. Okafor
Customer e-mail: wants cash, not a replacement - see e-mail of 6 Nov.

[2026-11-09] Handler: S. Okafor
Cash settlement at supplier cost (5.2): £2,040.00 less £200 = £1,840.00. Within handler authority.
""",
"email-2026-11-06.txt": """From: Hana Wrenfold <hana.wrenfold@larchmere.example>
To: homeclaims@orchardine.example
Sent: 6 November 2026 19:47
Subject: Re: ORH-26-1219 stolen bike

Dear Ms Okafor

Thank you for ringing back so quickly. We would rather not have the same bike again - my husband wants a lighter one for the hills - so please could you pay us the money instead? The bike cost us £2,350 and it is on our schedule at that figure, so we assume that is what we will get, less the excess.

Also, the shed padlock and hasp were ruined. Can those be added? A new hasp and lock cost £38.

Kind regards
Hana Wrenfold
"""}

ORH_CLAIMS["ORH-26-1247"] = {"notes.txt": """Claim ORH-26-1247
Policy ORS-26-77014 (booklet ORH-BC-26, endorsement ORE-12)
Customer: Ms Ifeoma Carrowdale, 3 Threlkeld Row, Ambersham
Cause: escape of water - burst pipe in loft, found 30 September 2026

[2026-09-30] Handler: J. Whitlow
Ms Carrowdale called from her sister's. She has been working in Lagos since 18 August and came home 30 Sept to find the landing ceiling down. Pipe to loft tank split.

[2026-09-30] Handler: J. Whitlow
Home empty 18 Aug to 30 Sept = 43 days. Water not turned off at mains (customer confirms). Neighbour last saw no leak on 10 Sept.

[2026-10-01] Handler: J. Whitlow
ORE-12 applies from 1 Aug 2026: 30 days replaces 60. No escape of water cover from the 31st day (17 Sept) unless water off and drained - not done. Plumber (Ambersham Boiler & Pipe) dates the leak to late September from staining pattern.

[2026-10-02] Handler: J. Whitlow
Damage estimate approx £6,900. Decline needs team leader (guide C). Referred to T. Ashdown-Pryce, team leader.

[2026-10-05] Handler: T. Ashdown-Pryce (TL)
Decline agreed under 4.1 as replaced by ORE-12. Customer was sent ORE-12 with July renewal of terms letter.

[2026-10-06] Handler: J. Whitlow
Decline letter sent. Customer e-mail 12 Oct - complaint.
""",
"email-2026-10-12.txt": """From: Ifeoma Carrowdale <i.carrowdale@threlkeld.example>
To: homeclaims@orchardine.example
Date: Mon 12 Oct 2026 07:31
Subject: Complaint - claim ORH-26-1247

To whom it may concern,

I have read your letter turning down my claim for the water damage. My policy booklet says clearly that the house can be empty for 60 days, and I was away for 43. I have been an Orchardine customer for six years and I feel I am being penalised on a technicality.

I want this treated as a complaint. If you will not pay, please tell me how I take this further.

Ifeoma Carrowdale
"""}

ORH_CLAIMS["ORH-26-1262"] = {"notes.txt": """Claim ORH-26-1262
Policy ORS-26-77014 (booklet ORH-BC-26, endorsement ORE-12)
Customer: Ms Ifeoma Carrowdale
Cause: television knocked off its stand, 8 November 2026

[2026-11-09] Handler: J. Whitlow
Ms Carrowdale called. Her nephew knocked the 55-inch television off its stand while visiting on 8 Nov. Screen cracked. Bought 2024 for £899.

[2026-11-09] Handler: J. Whitlow
Schedule: accidental damage not included. Not caused by any of the insured causes in 1.1/2.1. No cover. Explained on the phone; customer asked for it in writing and whether she can add accidental damage now.

[2026-11-10] Handler: J. Whitlow
Referred to T. Ashdown-Pryce (TL) for decline sign-off. Agreed. Sales team confirm accidental damage can be added mid-term but would not cover the 8 Nov damage.
"""}

# ================================================================ BITTERROOT (US HO-5)

BFM_FORM = [
    ("title", "BITTERROOT FALLS MUTUAL INSURANCE COMPANY"),
    ("b", "HOMEOWNERS 5 - COMPREHENSIVE FORM   BFM-HO5-0426"),
    ("h", "AGREEMENT"),
    ("p", "We will provide the insurance described in this policy in return for the premium and compliance with all applicable provisions of this policy."),
    ("h", "DEFINITIONS"),
    ("p", "In this policy, \"you\" and \"your\" refer to the named insured shown in the Declarations and the spouse if a resident of the same household. \"We\", \"us\" and \"our\" refer to the Company."),
    ("p", "1. \"Actual cash value\" means the cost to repair or replace damaged property with property of like kind and quality, less depreciation for age, wear and condition."),
    ("p", "2. \"Residence premises\" means the one-family dwelling where you reside, shown as the residence premises in the Declarations."),
    ("p", "3. \"Windstorm or hail deductible\" means the percentage of the Coverage A limit of liability shown in the Declarations for loss caused by windstorm or hail."),
    ("h", "SECTION I - PROPERTY COVERAGES"),
    ("p", "A. Coverage A - Dwelling. We cover the dwelling on the residence premises, including structures attached to the dwelling."),
    ("p", "B. Coverage B - Other Structures. We cover other structures on the residence premises set apart from the dwelling by clear space, such as a detached garage or fence. The limit is 10% of the Coverage A limit unless the Declarations show otherwise."),
    ("p", "C. Coverage C - Personal Property. We cover personal property owned or used by an insured while it is anywhere in the world."),
    ("p", "Special Limits Of Liability. These limits do not increase the Coverage C limit. The special limit for each category is the total limit for each loss for all property in that category: a. $200 on money, bank notes and coins; b. $1,500 for loss by theft of jewelry, watches, furs, precious and semiprecious stones; c. $2,500 for loss by theft of silverware and goldware; d. $2,500 for loss by theft of firearms; e. $1,500 on watercraft, including their trailers and outboard engines."),
    ("p", "D. Coverage D - Loss Of Use. If a loss covered under Section I makes that part of the residence premises where you reside not fit to live in, we cover any necessary increase in living expenses incurred by you so that your household can maintain its normal standard of living. Payment will be for the shortest time required to repair or replace the damage or, if you permanently relocate, the shortest time required for your household to settle elsewhere."),
    ("h", "SECTION I - PERILS INSURED AGAINST"),
    ("p", "We insure against direct physical loss to property described in Coverages A, B and C unless the loss is excluded in Section I - Exclusions or below. We do not insure loss caused by wear and tear, marring, deterioration; mechanical breakdown, latent defect; smog, rust or other corrosion, mold, fungus or wet rot; or settling, shrinking, bulging or expansion of pavements, patios, foundations, walls, floors or roofs."),
    ("h", "SECTION I - EXCLUSIONS"),
    ("p", "1. Earth Movement, meaning earthquake, landslide, mudflow, sinkhole or subsidence, however caused."),
    ("p", "2. Water, meaning: a. flood, surface water, waves or overflow of a body of water; b. water or water-borne material which backs up through sewers or drains or which overflows or is discharged from a sump, sump pump or related equipment; c. water below the surface of the ground which seeps through a foundation, wall or floor."),
    ("p", "3. Neglect, meaning neglect of an insured to use all reasonable means to save and preserve property at and after the time of a loss."),
    ("h", "SECTION I - CONDITIONS"),
    ("p", "A. Deductible. Unless otherwise noted in this policy, the following deductible provision applies. Subject to the policy limits, we will pay only that part of the total of all loss payable that exceeds the deductible amount shown in the Declarations. For loss caused by windstorm or hail, the windstorm or hail deductible shown in the Declarations applies in place of the All Other Perils deductible. If the windstorm or hail deductible amount is less than the All Other Perils deductible, the All Other Perils deductible applies."),
    ("p", "B. Duties After Loss. In case of a loss to covered property, you must: 1. give prompt notice to us or our agent; 2. notify the police in case of loss by theft; 3. protect the property from further damage and keep an accurate record of repair expenses; 4. prepare an inventory of damaged personal property showing the quantity, description, actual cash value and amount of loss; 5. send to us, within 60 days after our request, your signed, sworn proof of loss."),
    ("p", "C. Loss Settlement. 1. Buildings under Coverage A or B at replacement cost without deduction for depreciation, subject to the following: if, at the time of loss, the amount of insurance is 80% or more of the full replacement cost of the building, we will pay the cost to repair or replace, up to the limit of liability. 2. We will pay no more than the actual cash value of the damage until actual repair or replacement is complete. 3. You may disregard the replacement cost provision and make claim on an actual cash value basis, and then make claim for any additional liability on a replacement cost basis within 180 days after the date of loss. 4. Personal property is settled at actual cash value at the time of loss, but not more than the amount required to repair or replace."),
    ("p", "D. Loss Payment. We will pay you unless some other person is named in the policy or is legally entitled to receive payment. Loss will be payable 60 days after we receive your proof of loss and reach agreement with you."),
    ("p", "E. Suit Against Us. No action can be brought against us unless there has been full compliance with all of the terms under Section I of this policy and the action is started within two years after the date of loss."),
]


def bfm_decl(num, rows, cov, deds, endorse):
    return [
        ("title", "BITTERROOT FALLS MUTUAL INSURANCE COMPANY"),
        ("b", "HOMEOWNERS DECLARATIONS - POLICY NUMBER %s" % num),
        ("p", "Policy form BFM-HO5-0426 (Homeowners 5 - Comprehensive Form). 118 Mercantile Street, Granville Pass, MT 59410. Claims (406) 555-0142."),
        ("table", ([["Item", "Information"]] + rows, [0, 0.38])),
        ("b", "SECTION I AND II COVERAGES"),
        ("table", ([["Coverage", "Limit of liability"]] + cov, [0, 0.6])),
        ("b", "DEDUCTIBLES - SECTION I"),
        ("table", ([["Deductible", "Amount"]] + deds, [0, 0.6])),
        ("b", "FORMS AND ENDORSEMENTS"),
        ("p", endorse),
    ]


BFM_DECL_A = bfm_decl("BFD-5527409", [
    ["Named insured", "Gideon and Marisol Haverstraw"],
    ["Residence premises", "4180 Sorrel Creek Road, Larkin Falls, MT 59733"],
    ["Policy period", "05/01/2026 to 05/01/2027, 12:01 a.m. standard time"],
    ["Dwelling", "Frame, built 2009, roof replaced 2019"],
    ["Agent", "Tomasz Redwing Agency, (406) 555-0117"],
    ["Mortgagee", "Gallatin Peaks Federal Credit Union"],
], [
    ["A - Dwelling", "$418,000"],
    ["B - Other Structures", "$41,800"],
    ["C - Personal Property", "$292,600"],
    ["D - Loss Of Use", "$83,600"],
    ["E - Personal Liability (each occurrence)", "$300,000"],
    ["F - Medical Payments To Others (each person)", "$5,000"],
], [
    ["All Other Perils", "$1,000"],
    ["Windstorm or Hail - 2% of Coverage A", "$8,360"],
], "BFM-HO5-0426. No endorsements.")

BFM_DECL_B = bfm_decl("BFD-5530187", [
    ["Named insured", "Tamsin Brightwater"],
    ["Residence premises", "77 Aspen Terrace Drive, Harlan Springs, MT 59047"],
    ["Policy period", "06/01/2026 to 06/01/2027, 12:01 a.m. standard time"],
    ["Dwelling", "Frame, built 1998, roof installed 2011"],
    ["Agent", "Direct"],
    ["Mortgagee", "None"],
], [
    ["A - Dwelling", "$336,000"],
    ["B - Other Structures", "$33,600"],
    ["C - Personal Property", "$235,200"],
    ["D - Loss Of Use", "$67,200"],
    ["E - Personal Liability (each occurrence)", "$500,000"],
    ["F - Medical Payments To Others (each person)", "$5,000"],
], [
    ["All Other Perils", "$1,500"],
    ["Windstorm or Hail - 1% of Coverage A", "$3,360"],
], "BFM-HO5-0426; BFE-RS-31 Roof Surfacing Actual Cash Value Loss Settlement (effective 06/01/2026).")

BFM_ENDORSE = [
    ("title", "BITTERROOT FALLS MUTUAL INSURANCE COMPANY"),
    ("b", "ENDORSEMENT BFE-RS-31 - ROOF SURFACING ACTUAL CASH VALUE LOSS SETTLEMENT"),
    ("p", "Policy number: BFD-5530187. Named insured: Tamsin Brightwater. Effective: 06/01/2026."),
    ("p", "THIS ENDORSEMENT CHANGES THE POLICY. PLEASE READ IT CAREFULLY."),
    ("p", "Section I - Conditions, C. Loss Settlement, paragraph 2 is deleted and replaced by the following:"),
    ("p", "2. For loss caused by windstorm or hail to roof surfacing that was more than 12 years old at the time of loss, we will pay the actual cash value of the roof surfacing, and paragraph 3 does not apply to that roof surfacing. For all other loss to buildings, we will pay no more than the actual cash value of the damage until actual repair or replacement is complete."),
    ("p", "Roof surfacing means shingles, tiles, metal panels, underlayment and flashing. The age of the roof surfacing is measured from the year of installation shown in the Declarations."),
    ("p", "All other provisions of the policy apply."),
]

BFM_PROC = [
    ("title", "Bitterroot Falls Mutual - Property Claim Procedures (Internal)"),
    ("p", "Personal lines property. Revised March 2026."),
    ("h", "1. Contact and acknowledgment"),
    ("p", "1.1 Acknowledge each new claim in writing within 10 days of first notice and give the insured the adjuster's name and direct number."),
    ("p", "1.2 Inspect within 7 days of first notice for any roof or exterior claim. Catastrophe-coded hail events may be inspected by a field desk adjuster using photographs."),
    ("h", "2. Deductibles"),
    ("p", "2.1 Use the windstorm or hail deductible for any loss caused by windstorm or hail, including wind-driven damage to fences and other structures. State the dollar amount in the letter, not just the percentage."),
    ("h", "3. Payments"),
    ("p", "3.1 Dwelling payments are issued jointly to the named insured and any mortgagee shown in the Declarations."),
    ("p", "3.2 Replacement cost holdback (recoverable depreciation) is released when the insured sends the contractor's final invoice, provided it is received within 180 days after the date of loss."),
    ("p", "3.3 Additional living expense is paid on receipts, every 14 days or at the end of the displacement, whichever is sooner."),
    ("h", "4. Authority"),
    ("table", ([["Position", "Payment authority per claim", "Denial"],
                ["Field Adjuster", "$15,000", "Not permitted"],
                ["Senior Adjuster", "$50,000", "Permitted"],
                ["Property Claims Manager", "$150,000", "Permitted"]], [0])),
    ("h", "5. Denial letters"),
    ("p", "5.1 A denial letter must quote the policy language relied on, be approved by a Senior Adjuster or above, and tell the insured that they may contact the Montana Commissioner of Securities and Insurance."),
]

BFM_CLAIMS = {}

BFM_CLAIMS["BFM-26-40811"] = {"notes.txt": """BITTERROOT FALLS MUTUAL - CLAIM ACTIVITY LOG
Claim: BFM-26-40811   Policy: BFD-5527409 (BFM-HO5-0426)   Insured: Gideon and Marisol Haverstraw
Loss: hail, 07/11/2026   Location: 4180 Sorrel Creek Road, Larkin Falls

07/12/26 | R. Solano | FNOL by Mrs. Haverstraw. Hail storm afternoon of 7/11. Dents in gutters, granule loss on shingles, cracked vinyl siding on west wall.
07/14/26 | R. Solano | CAT code MT-26-07. Ack letter sent.
07/17/26 | R. Solano | Inspected. Hail hits 10+ per test square on all four slopes. Full roof replacement plus west elevation siding and gutters.
07/22/26 | R. Solano | Estimate from Tallgrass Roofing & Exteriors TRE-6024: RCV $21,940.00. Our depreciation $6,530.00 (roof 7 yrs old). ACV $15,410.00.
07/22/26 | R. Solano | Deductible: wind/hail 2% of Cov A = $8,360 (greater than $1,000 AOP). ACV payment $15,410.00 - $8,360.00 = $7,050.00. Recoverable depreciation $6,530.00 held back.
07/23/26 | R. Solano | ACV check $7,050.00 issued jointly to Haverstraws and Gallatin Peaks Federal Credit Union.
10/30/26 | R. Solano | Tallgrass final invoice received, work complete 10/26. Release depreciation $6,530.00 - within 180 days of loss.
""",
"tallgrass-estimate-TRE-6024.pdf": [
    ("title", "Tallgrass Roofing & Exteriors LLC"),
    ("p", "2207 Butte View Road, Larkin Falls, MT 59733 - (406) 555-0163 - Lic. MT-RC-40918"),
    ("b", "ESTIMATE TRE-6024"),
    ("p", "Prepared for: Gideon Haverstraw, 4180 Sorrel Creek Road. Claim BFM-26-40811. Date: 07/20/2026."),
    ("table", ([["Line", "Description", "RCV"],
                ["1", "Tear off and replace laminated shingles, 31 squares", "$14,260.00"],
                ["2", "Ice and water shield, drip edge, ridge vent", "$2,180.00"],
                ["3", "Replace vinyl siding, west elevation, 6 squares", "$3,420.00"],
                ["4", "Seamless gutters and downspouts, 140 LF", "$1,540.00"],
                ["5", "Dumpster and permit", "$540.00"],
                ["", "Total", "$21,940.00"]], [0, 0.1, 0.78])),
    ("p", "Price valid 60 days. Work scheduled on insurer approval; expected duration 4 working days, weather permitting."),
]}

BFM_CLAIMS["BFM-26-40836"] = {"notes.txt": """BITTERROOT FALLS MUTUAL - CLAIM ACTIVITY LOG
Claim: BFM-26-40836   Policy: BFD-5527409 (BFM-HO5-0426)   Insured: Gideon and Marisol Haverstraw
Loss: burglary, 08/29/2026   Location: 4180 Sorrel Creek Road, Larkin Falls

08/30/26 | K. Ambrose | FNOL by Mr. Haverstraw. Rear patio door forced while family at a wedding 8/29. Jewelry box taken from bedroom, also a laptop.
08/30/26 | K. Ambrose | Police report LFPD 26-11873 received.
09/04/26 | K. Ambrose | Inventory rec'd: gold necklace $1,950; pearl earrings $820; wristwatch $2,100 = jewelry/watches $4,870. Laptop $1,180. Door repair $640 (Tri-County Glass & Door invoice).
09/08/26 | K. Ambrose | Jewelry and watches theft special limit $1,500 (C.b). None scheduled - no scheduled personal property endorsement on this policy.
09/08/26 | K. Ambrose | Laptop ACV $760 (2 yrs old). Door $640 under Cov A.
09/09/26 | K. Ambrose | Total payable before deductible: $1,500 + $760 + $640 = $2,900. AOP deductible $1,000. Net $1,900.00.
09/10/26 | K. Ambrose | Check $1,900.00 to insureds. No mortgagee on contents; door amount small - agent agreed no joint check needed (procedure note: mortgagee joint check for dwelling - K.A. to confirm with SA).
09/11/26 | P. Lindqvist (SA) | Confirmed: procedure 3.1 requires mortgagee on any dwelling payment. Door $640 to be reissued jointly; contents $1,260 to insureds. Replaced check.
"""}

BFM_CLAIMS["BFM-26-40852"] = {"notes.txt": """BITTERROOT FALLS MUTUAL - CLAIM ACTIVITY LOG
Claim: BFM-26-40852   Policy: BFD-5527409 (BFM-HO5-0426)   Insured: Gideon and Marisol Haverstraw
Loss: water in basement, 10/03/2026

10/04/26 | K. Ambrose | Mrs. Haverstraw reports 3 inches of water in finished basement after heavy rain 10/3. Carpet, drywall, a sofa and a freezer affected.
10/06/26 | K. Ambrose | Inspected with Flintwater Plumbing (Mr. Ortiz). Floor drain backed up - municipal sewer main surcharged. No burst pipe, no sump on property.
10/06/26 | K. Ambrose | Exclusion 2.b (water which backs up through sewers or drains) applies. Policy has no water backup endorsement. Estimate of loss approx. $11,400.
10/07/26 | K. Ambrose | Denial - referred to P. Lindqvist (SA) for approval (procedure 5.1).
10/08/26 | P. Lindqvist (SA) | Denial approved.
10/09/26 | K. Ambrose | Denial letter to be issued. Insured e-mail 10/09 asking about the freezer food and whether city is liable.
""",
"email-2026-10-09.txt": """From: Marisol Haverstraw <marisol.h@sorrelcreek.example>
To: claims@bitterrootfalls.example
Date: Friday, October 9, 2026 6:12 PM
Subject: claim BFM-26-40852 basement

Hi Ms. Ambrose,

Thanks for coming out with the plumber on Tuesday. Our neighbors on both sides had the same problem, so it is the city's sewer, not anything we did. We have paid for the "comprehensive" HO-5 policy precisely so that things like this are covered.

Two questions: is the food that spoiled in the freezer (about $400) covered even if the rest is not? And should we be claiming from the city instead?

Thanks,
Marisol
"""}

BFM_CLAIMS["BFM-26-40870"] = {"notes.txt": """BITTERROOT FALLS MUTUAL - CLAIM ACTIVITY LOG
Claim: BFM-26-40870   Policy: BFD-5530187 (BFM-HO5-0426, endorsement BFE-RS-31)   Insured: Tamsin Brightwater
Loss: windstorm, 09/14/2026   Location: 77 Aspen Terrace Drive, Harlan Springs

09/15/26 | D. Whitcombe | FNOL by Ms. Brightwater. Strong winds 9/14, shingles torn from south slope, water stain on bedroom ceiling. Cedar fence section down.
09/17/26 | D. Whitcombe | Independent adjuster appointed: Saddlehorn Claims Services (Mr. Beau Kettleman).
09/24/26 | D. Whitcombe | Saddlehorn report SCS-26-3318 received - see report.
09/25/26 | D. Whitcombe | Roof installed 2011 = 15 years at loss. BFE-RS-31 applies: roof surfacing at ACV, no replacement cost holdback for roof surfacing.
09/25/26 | D. Whitcombe | Wind deductible 1% Cov A = $3,360 applies to the whole wind loss including fence (procedure 2.1).
09/26/26 | D. Whitcombe | Payment: roof surfacing ACV $6,390.00 + interior ceiling RCV $1,240.00 + fence (Cov B) $1,880.00 = $9,510.00 less $3,360.00 = $6,150.00. Check issued 9/28 to insured (no mortgagee).
""",
"saddlehorn-report-SCS-26-3318.docx": [
    ("title", "Saddlehorn Claims Services"),
    ("b", "Field Adjuster Report SCS-26-3318"),
    ("p", "Carrier: Bitterroot Falls Mutual Insurance Company. Carrier claim: BFM-26-40870. Insured: Tamsin Brightwater. Date of loss: 09/14/2026. Date inspected: 09/21/2026. Adjuster: Beau Kettleman."),
    ("p", "1. Cause of loss. Wind. NOAA storm data show gusts of 68 mph at Harlan Springs municipal airport on the afternoon of 09/14/2026. Creasing and torn tabs on the south slope are consistent with wind. No hail damage observed."),
    ("p", "2. Roof. Three-tab asphalt shingles, installed 2011 per the insured and the county permit record. Replacement of the south slope, 14 squares, is recommended; matching shingles are available."),
    ("p", "3. Interior. Water entry through the damaged area stained the ceiling of the south bedroom. Drywall repair and paint are recommended."),
    ("p", "4. Other structures. Two 8-foot sections of the rear cedar privacy fence were blown down; posts snapped at grade."),
    ("table", ([["Item", "RCV", "Depreciation", "ACV"],
                ["Roof surfacing, south slope", "$14,200.00", "$7,810.00", "$6,390.00"],
                ["Bedroom ceiling drywall and paint", "$1,240.00", "$0.00", "$1,240.00"],
                ["Cedar fence, 2 sections", "$1,880.00", "$0.00", "$1,880.00"],
                ["Totals", "$17,320.00", "$7,810.00", "$9,510.00"]], [0, 0.4, 0.6, 0.8])),
    ("p", "5. Recommendation. Settle on the figures above subject to the carrier's deductible and policy conditions."),
]}

BFM_CLAIMS["BFM-26-40893"] = {"notes.txt": """BITTERROOT FALLS MUTUAL - CLAIM ACTIVITY LOG
Claim: BFM-26-40893   Policy: BFD-5530187 (BFM-HO5-0426, endorsement BFE-RS-31)   Insured: Tamsin Brightwater
Loss: kitchen fire, 10/22/2026   Location: 77 Aspen Terrace Drive, Harlan Springs

10/22/26 | D. Whitcombe | FNOL by Ms. Brightwater from neighbor's. Pan fire spread to cabinets and range hood; smoke through whole house. Fire department attended (HSFD incident 26-0945).
10/23/26 | D. Whitcombe | House not fit to live in - smoke odor, no kitchen. Coverage D applies. Insured staying at Pinyon Lodge Extended Stay, Harlan Springs, $139 per night.
10/26/26 | D. Whitcombe | Mitigation by Clearwell Restoration. Rebuild estimate $38,650.00 RCV (kitchen, smoke cleaning, repaint). AOP deductible $1,500.
10/28/26 | D. Whitcombe | Estimate exceeds field authority ($15,000). Referred to P. Lindqvist (SA).
10/29/26 | P. Lindqvist (SA) | Approved. ACV of dwelling damage $34,120.00. ACV payment $34,120.00 - $1,500.00 = $32,620.00. Depreciation $4,530.00 recoverable on completion.
11/06/26 | D. Whitcombe | ALE: Pinyon Lodge receipts 10/22 - 11/05 (14 nights x $139 = $1,946.00) paid to insured. Next ALE payment on receipts in 14 days.
11/09/26 | D. Whitcombe | Insured asked whether her restaurant meals can be claimed. Extra food cost over normal grocery spend is covered as increase in living expenses - receipts needed.
"""}

# ---------------------------------------------------------------- build

def build(out):
    pol = os.path.join(out, "policies")
    proc = os.path.join(out, "procedures")
    cl = os.path.join(out, "claims")
    for d in (pol, proc, cl):
        os.makedirs(d, exist_ok=True)
    write_pdf(os.path.join(pol, "sedgecombe-van-fleet-wording-SVF-CV-26.pdf"), SVF_WORDING)
    write_pdf(os.path.join(pol, "sedgecombe-schedule-SVS-26-2146.pdf"), SVF_SCHED_A)
    write_pdf(os.path.join(pol, "sedgecombe-schedule-SVS-26-3380.pdf"), SVF_SCHED_B)
    write_pdf(os.path.join(pol, "sedgecombe-endorsement-SVE-09.pdf"), SVF_ENDORSE)
    write_txt(os.path.join(proc, "sedgecombe-fleet-claims-handling-notes.txt"), SVF_PROC)
    write_docx(os.path.join(pol, "orchardine-home-policy-ORH-BC-26.docx"), ORH_WORDING)
    write_pdf(os.path.join(pol, "orchardine-schedule-ORS-26-60588.pdf"), ORH_SCHED_A)
    write_pdf(os.path.join(pol, "orchardine-schedule-ORS-26-77014.pdf"), ORH_SCHED_B)
    write_pdf(os.path.join(pol, "orchardine-endorsement-ORE-12.pdf"), ORH_ENDORSE)
    write_docx(os.path.join(proc, "orchardine-home-claims-guide.docx"), ORH_PROC)
    write_pdf(os.path.join(pol, "bitterroot-homeowners-5-form-BFM-HO5-0426.pdf"), BFM_FORM, size=LETTER, font="Times-Roman")
    write_pdf(os.path.join(pol, "bitterroot-declarations-BFD-5527409.pdf"), BFM_DECL_A, size=LETTER)
    write_pdf(os.path.join(pol, "bitterroot-declarations-BFD-5530187.pdf"), BFM_DECL_B, size=LETTER)
    write_pdf(os.path.join(pol, "bitterroot-endorsement-BFE-RS-31.pdf"), BFM_ENDORSE, size=LETTER)
    write_docx(os.path.join(proc, "bitterroot-property-claim-procedures.docx"), BFM_PROC)
    for claims in (SVF_CLAIMS, ORH_CLAIMS, BFM_CLAIMS):
        for ref, files in claims.items():
            d = os.path.join(cl, ref)
            os.makedirs(d, exist_ok=True)
            for name, content in files.items():
                p = os.path.join(d, name)
                if name.endswith(".txt"):
                    write_txt(p, content)
                elif name.endswith(".pdf"):
                    write_pdf(p, content, size=LETTER if ref.startswith("BFM") else A4)
                elif name.endswith(".docx"):
                    write_docx(p, content)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "documents"))
    a = ap.parse_args()
    build(a.out)
