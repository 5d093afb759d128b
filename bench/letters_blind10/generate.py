"""Write documents/ for the tenth blind check-mode letter set.

Five invented insurers: Quernhythe Touring Insurance Ltd (UK caravan and motorhome), Tumblestone Home Emergency Ltd
(UK home emergency), Saffronwick Commercial Insurance plc (UK restaurant business interruption), Egret Point Mutual
Insurance Company (US condominium unit-owners, HO-6 style) and Wayfarrow Travel Insurance Ltd (UK single-trip travel
medical). Deterministic: reportlab invariant=1, fixed DOCX core properties, sorted zip entries with fixed times.
Usage: generate.py [--out DIR]   (default: documents/ next to this file)
"""
import argparse
import datetime
import io
import os
import shutil
import textwrap
import zipfile

from docx import Document
from docx.shared import Pt
from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfgen import canvas

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED = datetime.datetime(2026, 3, 9, 9, 15, 0)


class Pdf:
    """Simple flowing PDF; house style set by font, page size, margin, optional rule under the heading."""

    def __init__(self, path, title, footer, pagesize=A4, font="Helvetica", bold="Helvetica-Bold", left=54,
                 masthead=None, rule=False, width=96):
        self.c = canvas.Canvas(path, pagesize=pagesize, invariant=1)
        self.c.setTitle(title)
        self.c.setAuthor("")
        self.c.setSubject("")
        self.w, self.h = pagesize
        self.font, self.bold, self.left = font, bold, left
        self.footer, self.masthead, self.rule, self.width = footer, masthead, rule, width
        self.page = 1
        self._top()

    def _top(self):
        self.y = self.h - 56
        if self.masthead:
            self.c.setFont(self.bold, 8.5)
            self.c.drawRightString(self.w - self.left, self.h - 30, self.masthead)
            if self.rule:
                self.c.setLineWidth(1.2)
                self.c.line(self.left, self.h - 38, self.w - self.left, self.h - 38)
            self.y = self.h - 64

    def _need(self, dy):
        if self.y - dy < 64:
            self._foot()
            self.c.showPage()
            self.page += 1
            self._top()

    def _foot(self):
        self.c.setFont(self.font, 7)
        self.c.drawString(self.left, 32, f"{self.footer} - page {self.page}")

    def title(self, text, size=14):
        self._need(size + 16)
        self.c.setFont(self.bold, size)
        self.c.drawString(self.left, self.y, text)
        self.y -= size + 10

    def head(self, text, size=10.5):
        self._need(size + 18)
        self.y -= 4
        self.c.setFont(self.bold, size)
        self.c.drawString(self.left, self.y, text)
        self.y -= size + 6

    def para(self, text, size=9.5, indent=0, bold=False, width=None):
        lines = textwrap.wrap(text, width=width or self.width, break_long_words=False, break_on_hyphens=False)
        self.c.setFont(self.bold if bold else self.font, size)
        for ln in lines:
            self._need(size + 4)
            self.c.drawString(self.left + indent, self.y, ln)
            self.y -= size + 3.5
        self.y -= 4

    def rows(self, rows, xs, size=9, header=True, box=False):
        for i, row in enumerate(rows):
            self._need(size + 9)
            if box:
                self.c.setLineWidth(0.4)
                self.c.rect(self.left - 4, self.y - 4, self.w - 2 * self.left + 8, size + 8, stroke=1, fill=0)
            self.c.setFont(self.bold if (header and i == 0) else self.font, size)
            for x, cell in zip(xs, row):
                self.c.drawString(x, self.y, cell)
            self.y -= size + (8 if box else 5.5)
        self.y -= 6

    def save(self):
        self._foot()
        self.c.save()


def docx_save(doc, path, title):
    cp = doc.core_properties
    cp.author = ""
    cp.last_modified_by = ""
    cp.title = title
    cp.subject = ""
    cp.keywords = ""
    cp.comments = ""
    cp.category = ""
    cp.created = FIXED
    cp.modified = FIXED
    cp.last_printed = FIXED
    cp.revision = 1
    buf = io.BytesIO()
    doc.save(buf)
    buf.seek(0)
    with zipfile.ZipFile(buf) as zin, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zout:
        for name in sorted(zin.namelist()):
            info = zipfile.ZipInfo(name, date_time=(2026, 3, 9, 9, 15, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zout.writestr(info, zin.read(name))


def new_docx(font, size):
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    return doc


def docx_table(doc, rows):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, row in enumerate(rows):
        for j, cell in enumerate(row):
            t.cell(i, j).text = cell
            if i == 0:
                for r in t.cell(i, j).paragraphs[0].runs:
                    r.bold = True
    return t


def write_txt(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text.strip("\n") + "\n")


def write_eml(path, frm, to, date, subject, body):
    head = (f"From: {frm}\nTo: {to}\nDate: {date}\nSubject: {subject}\nMIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n")
    write_txt(path, head + body.strip("\n"))


# ================================================================== Quernhythe Touring (UK caravan/motorhome)
QT = "Quernhythe Touring Insurance Ltd"


def quernhythe(out):
    pol, cl = os.path.join(out, "policies"), os.path.join(out, "claims")
    d = new_docx("Georgia", 10)
    d.add_heading("Quernhythe Touring Insurance Ltd", 0)
    d.add_paragraph("Caravan and Motorhome Policy - wording QTW-3 (issue 2, January 2026)")
    d.add_paragraph("This wording, your schedule and any endorsement printed on your schedule make up your contract "
                    "with us. Words in bold in the printed booklet have the meanings given in section 1.")
    d.add_heading("1. Meanings", 1)
    d.add_paragraph("1.1 Unit: the touring caravan or motorhome described in your schedule, including its fixtures, "
                    "fittings and the equipment supplied with it by the manufacturer.")
    d.add_paragraph("1.2 Personal belongings: clothing, luggage, sports gear and other items for personal use that "
                    "belong to you or your family and are in the unit or its awning.")
    d.add_paragraph("1.3 Storage location: the address shown as the storage location in your schedule.")
    d.add_heading("2. Loss of or damage to the unit", 1)
    d.add_paragraph("2.1 We cover accidental loss of or damage to the unit, including loss or damage caused by fire, "
                    "storm, flood, theft and attempted theft.")
    d.add_paragraph("2.2 New for old. If the unit is less than 3 years old, measured from its year of manufacture, "
                    "and is stolen and not recovered, or is damaged beyond economic repair, we will replace it with a "
                    "new unit of the same make and model (or the nearest equivalent). For an older unit we pay its "
                    "market value at the date of the loss, up to the sum insured.")
    d.add_paragraph("2.3 Damp and water ingress. We will not pay for damage caused by damp, rot or water getting "
                    "into the bodywork unless the unit had a habitation check by a qualified engineer within the 15 "
                    "months before the damage was discovered, and the damage was not already recorded at that check.")
    d.add_paragraph("2.4 Frost. We will not pay for frost damage to the water system unless it was drained down in "
                    "line with the manufacturer's instructions.")
    d.add_paragraph("2.5 We will not pay for wear and tear, mechanical or electrical breakdown, or damage caused by "
                    "insects, vermin or pets.")
    d.add_heading("3. Personal belongings and holiday disruption", 1)
    d.add_paragraph("3.1 We cover personal belongings up to the limits in the table below. We will not pay for "
                    "cash, or for personal belongings stolen from an unlocked unit or awning.")
    d.add_paragraph("3.2 Holiday disruption. If, during a trip of more than 50 miles from your home, insured damage "
                    "means the unit cannot be used or secured, we will pay for alternative overnight accommodation.")
    docx_table(d, [["Benefit", "Limit"],
                   ["Personal belongings (per claim)", "£1,250"],
                   ["Any one item of personal belongings", "£350"],
                   ["Holiday disruption (per night)", "£100"],
                   ["Holiday disruption (per claim)", "£1,000"],
                   ["Awning (per claim)", "£800"]])
    d.add_heading("4. Security and storage", 1)
    d.add_paragraph("4.1 When the unit is left for more than 48 hours anywhere other than on a campsite where you "
                    "are staying, it must be kept at the storage location.")
    d.add_paragraph("4.2 If condition 4.1 was not met at the time of a theft or attempted theft, we will not pay for "
                    "theft of or damage to the unit or its contents.")
    d.add_heading("5. Excesses and claims", 1)
    d.add_paragraph("5.1 The excesses are shown in your schedule. Where more than one section is claimed for the "
                    "same incident, only the highest single excess applies.")
    d.add_paragraph("5.2 Any voluntary excess in your schedule is added to each excess that applies.")
    d.add_paragraph("5.3 Theft must be reported to the police within 24 hours of discovery and a crime reference "
                    "obtained.")
    docx_save(d, os.path.join(pol, "quernhythe-policy-wording-QTW-3.docx"), "Quernhythe wording QTW-3")

    def schedule(num, rows, endorse):
        s = Pdf(os.path.join(pol, f"quernhythe-schedule-{num}.pdf"), f"Quernhythe schedule {num}",
                f"{QT} - schedule {num}", font="Times-Roman", bold="Times-Bold", masthead=QT.upper(), rule=True)
        s.title(f"Policy schedule {num}", 14)
        s.rows(rows, [54, 230], header=False)
        s.head("Endorsements")
        s.para(endorse)
        s.para("Read this schedule with policy wording QTW-3. Quernhythe Touring Insurance Ltd, 11 Abbey Wharf, "
               "Tewkesbury GL20 5SN. Claims line 01632 960 517.", size=8.5)
        s.save()

    schedule("QTS-71-20931", [
        ("Policyholder", "Mr Rhodri Cadwallader"),
        ("Address", "6 Pen-y-Cae Road, Abergavenny NP7 5LD"),
        ("Period of insurance", "01/10/2025 to 30/09/2026"),
        ("Unit", "Touring caravan, Brookmere Solstice 530, twin axle"),
        ("Year of manufacture", "2024"),
        ("Sum insured", "£22,400"),
        ("Storage location", "Longmeadow Caravan Storage, Usk Road, Chepstow NP16 6BQ"),
        ("Standard excess", "£200"),
        ("Theft excess", "£400"),
        ("Voluntary excess", "£100"),
        ("Annual premium", "£318.40 including Insurance Premium Tax"),
    ], "None.")
    schedule("QTS-71-21407", [
        ("Policyholder", "Mrs Philippa Oduya"),
        ("Address", "The Old Bakehouse, Church Lane, Bideford EX39 2QR"),
        ("Period of insurance", "14/04/2026 to 13/04/2027"),
        ("Unit", "Motorhome, Kestle Voyager 74, registration KV19 PDO"),
        ("Year of manufacture", "2019"),
        ("Sum insured", "£58,000"),
        ("Storage location", "Policyholder's home address (gated driveway)"),
        ("Standard excess", "£300"),
        ("Theft excess", "£500"),
        ("Voluntary excess", "Nil"),
        ("Annual premium", "£702.55 including Insurance Premium Tax"),
    ], "QTE-12 Personal Belongings Plus applies to this schedule.")

    e = Pdf(os.path.join(pol, "quernhythe-endorsement-QTE-12.pdf"), "Quernhythe endorsement QTE-12",
            f"{QT} - endorsement QTE-12", font="Times-Roman", bold="Times-Bold", masthead=QT.upper(), rule=True)
    e.title("Endorsement QTE-12 Personal Belongings Plus", 13)
    e.para("This endorsement applies only where it is shown on your schedule. It changes section 3 of wording QTW-3 "
           "as follows.")
    e.para("The personal belongings limit is increased to £3,000 per claim.")
    e.para("The limit for any one item of personal belongings is increased to £600.")
    e.para("Laptops, tablets and cameras are covered while in a locked unit, even if out of sight.")
    e.para("The holiday disruption limits, the awning limit and all excesses are not changed by this endorsement.")
    e.save()

    write_txt(os.path.join(out, "procedures", "quernhythe-claims-procedure.txt"), """
QUERNHYTHE TOURING - CLAIMS PROCEDURE (internal, rev. 4, Feb 2026)

AUTHORITY
  Claims handler ........ settlements up to £2,500
  Team leader ........... up to £10,000
  Claims manager ........ above £10,000 and every total loss
Declines of damp / water ingress claims must be checked by a team leader before the letter goes.

DAMP AND WATER INGRESS (QTW-3 2.3)
  Ask for the habitation check certificate. Count the 15 months back from the date the damage was DISCOVERED,
  not the date it started. If no qualifying check, decline and offer the engineer's report back to the customer.

EXCESS
  One excess per incident (the highest), plus any voluntary excess once.

COMPLAINTS
  Every decline letter must give the complaints line, 01632 960 540, and explain the Financial Ombudsman Service.
""")

    def notes(ref, sched, who, unit, lines, docs="QTW-3"):
        head = (f"QUERNHYTHE TOURING  |  CLAIM {ref}\nSchedule {sched}  |  Wording {docs}\nPolicyholder: {who}\n"
                f"Unit: {unit}\n" + "=" * 64 + "\n")
        write_txt(os.path.join(cl, ref, "notes.txt"), head + "\n".join(lines))

    notes("QTK-26-4410", "QTS-71-20931", "Mr R Cadwallader", "Brookmere Solstice 530 touring caravan (2024)", [
        "[16/03/2026 10:12] LPW - PH called. Collected van from Longmeadow 14/03 after winter, found front wall soft "
        "under the front window, damp smell, staining on lounge locker. Reports nothing found before lay-up.",
        "[16/03/2026 10:20] LPW - Asked for hab check cert. PH says last check was when he bought it, dealer did it.",
        "[19/03/2026 15:41] LPW - Cert rec'd: habitation check by Usk Vale Leisure dated 02/11/2024, no damp "
        "readings above 15%. Nothing since.",
        "[24/03/2026 09:05] LPW - Wyeside Mobile Caravan Services report in (file). Front panel delaminated, "
        "readings 38-46% around front window seal, long-term ingress via failed sealant. Repair est £3,960.00.",
        "[24/03/2026 09:30] LPW - 02/11/24 to 14/03/26 is over 16 months. Outside the 15 month window in 2.3. "
        "Decline recommended. TL check per procedure - M. Ferrand agrees 24/03.",
        "[25/03/2026 11:00] LPW - Decline letter to PH. Offer copy of Wyeside report.",
        "[02/04/2026 14:22] LPW - PH complaint by phone: says dealer told him checks are every 2 years. Logged as "
        "complaint CMP-0388. Dealer advice not ours; wording clear. Final response due.",
    ])
    write_txt(os.path.join(cl, "QTK-26-4410", "wyeside-damp-report-WMS-7719.txt"), """
WYESIDE MOBILE CARAVAN SERVICES
Unit 3, Caldicot Business Park, Caldicot NP26 4HR   Tel 01632 960 583
Report WMS-7719   Date of inspection: 22 March 2026
Client: Quernhythe Touring (claim QTK-26-4410)   Caravan: Brookmere Solstice 530, owner Mr R Cadwallader

Findings
- Front wall panel delaminated across an area of about 0.9 m by 0.6 m below the front window.
- Moisture readings 38% to 46% along the lower front window seal; 8% to 12% elsewhere.
- Sealant on the front window frame has failed and shrunk. Staining and softening indicate water has been entering
  over a long period, at least several months, not from a single event.

Estimate
- Remove front window, replace front wall panel section, reseal: £3,960.00 including VAT.
""")

    notes("QTK-26-4423", "QTS-71-21407", "Mrs P Oduya", "Kestle Voyager 74 motorhome KV19 PDO (2019)", [
        "[10/08/2026 08:47] DKS - PH called. Motorhome broken into at Trevanion Farm campsite, St Agnes (approx 70 "
        "miles from home) on 09/08/2026 between 14:00 and 18:00 while family at beach. Habitation door lock "
        "forced. Vehicle was locked.",
        "[10/08/2026 08:55] DKS - Police: Devon & Cornwall crime ref DC/26/081144, reported 09/08 at 19:10.",
        "[10/08/2026 09:02] DKS - Taken: laptop (bought Jan 2025, £1,100), camera £480, clothing and bags approx "
        "£640. Door could not be locked, stayed 2 nights at Chyverton B&B at £95 a night.",
        "[13/08/2026 16:30] DKS - Lock and door repair quote from Kernow Leisure Repairs £870.00 inc VAT, agreed.",
        "[18/08/2026 12:10] DKS - Receipts/proof in for all items. QTE-12 on schedule: belongings limit £3,000, "
        "single item £600. Laptop capped at £600.",
        "[18/08/2026 12:25] DKS - Calc: belongings £600 + £480 + £640 = £1,720. Door £870. B&B 2 x £95 = £190. "
        "Total £2,780 less one excess - theft excess £500 (theft incident) = £2,280.00.",
        "[18/08/2026 12:40] DKS - Within my authority. BACS £2,280.00 to PH 21/08/2026.",
        "[24/08/2026 10:05] DKS - PH asks why £500 not £300. Explained theft excess applies to theft incident.",
    ], docs="QTW-3 with endorsement QTE-12")


# ================================================================== Tumblestone Home Emergency (UK)
TS = "Tumblestone Home Emergency Ltd"


def tumblestone(out):
    pol, cl = os.path.join(out, "policies"), os.path.join(out, "claims")
    p = Pdf(os.path.join(pol, "tumblestone-home-emergency-wording-THE-5.pdf"), "Tumblestone wording THE-5",
            "THE-5 (05/2025) Tumblestone Home Emergency Ltd, Castlegate, Huddersfield HD1 2PQ", width=100)
    p.title("Home Emergency Cover - policy wording THE-5", 14)
    p.para("Your certificate shows your cover level (Essentials or Complete), your start date and the address "
           "covered. Complete includes everything in Essentials plus the boiler and central heating section.")
    p.head("What counts as an emergency")
    p.para("An emergency is a sudden and unexpected event at your home which, if not dealt with straight away, "
           "would make the home unsafe or insecure, cause damage to it, or leave you without main heating, "
           "power or water.")
    p.head("What we pay")
    p.para("For each claim we pay up to £1,000 including VAT for the call-out, labour, parts and materials "
           "needed to deal with the emergency. If the home cannot be lived in overnight because of the emergency, "
           "we will also pay up to £250 per claim towards overnight accommodation.")
    p.para("You must call our helpline on 01632 960 700 first. We do not pay for work you arrange yourself unless "
           "we agreed to it before the work was done.")
    p.head("Boiler and central heating (Complete only)")
    p.para("We cover the breakdown of your gas boiler and central heating system. The boiler must have been "
           "serviced by a Gas Safe registered engineer within the 12 months before the breakdown. If our engineer "
           "finds the boiler cannot be repaired and it is less than 7 years old, we will contribute £500 towards a "
           "replacement. We do not pay for temporary heaters or for any extra energy costs.")
    p.head("Plumbing, drainage, security, roofing, electrics and pests (Essentials and Complete)")
    p.para("Pests: we cover removal of wasp and hornet nests and treatment for rats and mice inside the home. We "
           "do not cover bees, squirrels, birds or pests in outbuildings.")
    p.head("What is not covered")
    p.para("(a) Any claim in the first 14 days after your cover starts, unless this cover replaced another home "
           "emergency policy with no gap between them. (b) Faults you knew about before your cover started. (c) "
           "More than 6 claims in any one year of cover. (d) Drains or pipes that are the responsibility of the "
           "water company.")
    p.head("Complaints")
    p.para("Call 01632 960 712 or write to Customer Care at our Castlegate address. If you are not happy with our "
           "final response you can ask the Financial Ombudsman Service to look at your complaint.")
    p.save()

    def cert(num, rows):
        c = Pdf(os.path.join(pol, f"tumblestone-certificate-{num}.pdf"), f"Tumblestone certificate {num}",
                f"Certificate {num} - read with wording THE-5", font="Courier", bold="Courier-Bold",
                masthead="TUMBLESTONE HOME EMERGENCY", rule=False)
        c.title(f"Certificate of cover {num}", 13)
        c.rows(rows, [54, 250], header=False, size=9)
        c.para("Helpline (24 hours): 01632 960 700", size=9)
        c.save()

    cert("TCH-884120", [("Policyholder", "Mr Kwabena Asante and Mrs Ruth Asante"),
                        ("Home covered", "27 Lindley Crescent, Huddersfield HD3 3NW"),
                        ("Cover level", "Complete"),
                        ("Start date", "12/01/2026 (renewal)"),
                        ("End date", "11/01/2027"),
                        ("Monthly payment", "£14.95")])
    cert("TCH-885377", [("Policyholder", "Miss Delphine Marchbank"),
                        ("Home covered", "4 Tudor Mews, Worcester WR1 2HF"),
                        ("Cover level", "Essentials"),
                        ("Start date", "03/09/2026 (new)"),
                        ("End date", "02/09/2027"),
                        ("Monthly payment", "£8.40"),
                        ("Previous home emergency cover", "None declared")])

    d = new_docx("Arial", 10)
    d.add_heading("Tumblestone helpline handbook (claims section)", 1)
    d.add_paragraph("For controllers and claims handlers. Version 7, June 2025.")
    d.add_heading("Authority", 2)
    docx_table(d, [["Role", "Can approve"],
                   ["Helpline controller", "Jobs up to £1,000 (policy limit)"],
                   ["Claims handler", "Boiler contributions and accommodation"],
                   ["Team manager", "Any payment outside the wording (goodwill), up to £150"]])
    d.add_heading("14-day rule", 2)
    d.add_paragraph("Count from the start date on the certificate; a claim on day 14 or earlier is inside the "
                    "exclusion. Only waive it where the customer shows a previous policy ended the day before.")
    d.add_heading("Complaints", 2)
    d.add_paragraph("Acknowledge within 3 working days. Final response within 8 weeks, giving the Financial Ombudsman "
                    "Service referral right (6 months from our final response).")
    docx_save(d, os.path.join(out, "procedures", "tumblestone-helpline-handbook.docx"), "Tumblestone handbook")

    def log(ref, cert_no, who, addr, level, rows):
        head = (f"TUMBLESTONE CALL AND CLAIM LOG\nRef: {ref}   Cert: {cert_no} ({level})   Wording: THE-5\n"
                f"Customer: {who}\nAddress: {addr}\n\n")
        body = "\n".join(f"{a}  {b:<4} {c}" for a, b, c in rows)
        write_txt(os.path.join(cl, ref, "notes.txt"), head + body)

    log("TEC-26-30512", "TCH-884120", "Mr K Asante", "27 Lindley Crescent, Huddersfield HD3 3NW", "Complete", [
        ("08-02-2026 07:31", "HC2", "Inbound call Mr Asante. No heating or hot water since last night, boiler "
                                    "showing fault F28. Combi boiler fitted 2015. Job raised to Pennine Heatcare."),
        ("08-02-2026 07:34", "HC2", "Service check: customer says serviced Nov 2025, will send record."),
        ("08-02-2026 13:50", "HC2", "Engineer (Pennine Heatcare) attended. PCB failed. Part ordered."),
        ("09-02-2026 10:15", "CH4", "Service record rec'd: Gas Safe engineer, dated 20-11-2025. OK."),
        ("10-02-2026 11:40", "HC2", "Second visit. PCB fitted, heating and hot water restored. Job sheet PH-22871."),
        ("10-02-2026 16:05", "CH4", "Job cost £640.00 inc VAT, within £1,000. Paid direct to Pennine Heatcare."),
        ("12-02-2026 09:20", "CH4", "Mrs Asante asks us to refund 2 oil-filled heaters bought 08-02 (£85.00 total) "
                                    "and extra electricity. Not covered - wording excludes temp heaters and energy "
                                    "costs. Decline by letter."),
    ])
    write_txt(os.path.join(cl, "TEC-26-30512", "pennine-jobsheet-PH-22871.txt"), """
PENNINE HEATCARE LTD - JOB SHEET PH-22871
Gas Safe reg. 604418   Tel 01632 960 744
Client: Tumblestone Home Emergency, ref TEC-26-30512
Site: 27 Lindley Crescent, Huddersfield HD3 3NW

Visit 1: 08/02/2026 13:20-14:05. Boiler: Vaillora Combi 30, installed 2015. Fault F28 (no ignition). Diagnosed failed
main PCB. Boiler otherwise in good condition. Left safe, part on order.
Visit 2: 10/02/2026 10:30-11:35. New PCB fitted, gas rate and combustion checked, all OK. Heating and hot water
working.

Charges: labour £210.00, PCB £323.33, VAT £106.67. Total £640.00
""")

    log("TEC-26-30877", "TCH-885377", "Miss D Marchbank", "4 Tudor Mews, Worcester WR1 2HF", "Essentials", [
        ("11-09-2026 18:02", "HC7", "Inbound call Miss Marchbank. Leak from waste trap under kitchen sink, water on "
                                    "floor. Cover started 03-09-2026 = day 9. Inside 14 day exclusion. Asked about "
                                    "previous cover: none, she was renting before."),
        ("11-09-2026 18:06", "HC7", "Advised not covered, gave advice to isolate and use a bowl. Customer unhappy."),
        ("12-09-2026 09:40", "HC7", "Customer says she called a local plumber (Severnside Plumbing), invoice "
                                    "£180.00, wants refund. Not authorised and inside 14 days."),
        ("14-09-2026 10:12", "CH1", "Complaint received by email 13-09. Ack sent 14-09. Ref CC-2026-1182."),
        ("21-09-2026 15:30", "CH1", "Reviewed call recording 11-09: controller explained 14-day rule clearly. "
                                    "Complaint not upheld. TM A. Royle agreed goodwill £40.00 for the call back "
                                    "that was promised on 11-09 and not made."),
    ])
    write_eml(os.path.join(cl, "TEC-26-30877", "email-2026-09-13.eml"),
              "Delphine Marchbank <d.marchbank@tudormews.example>", "customercare@tumblestone.example",
              "Sun, 13 Sep 2026 20:14:08 +0100", "Complaint - leak under sink", """
Hello,

I took out your cover on 3 September and when my sink started leaking on the 11th I was told I wasn't covered. Nobody told me about a 14 day wait when I bought it online. Your helpline also said someone would ring me back that evening and nobody did.

I had to get Severnside Plumbing out myself and they charged me £180. I want that refunded.

Delphine Marchbank
""")


# ================================================================== Saffronwick Commercial (UK restaurant BI)
SW = "Saffronwick Commercial Insurance plc"


def saffronwick(out):
    pol, cl = os.path.join(out, "policies"), os.path.join(out, "claims")
    d = new_docx("Calibri", 10.5)
    d.add_heading("Saffronwick Commercial Insurance plc - Hospitality Combined", 0)
    d.add_paragraph("Wording SHC-9, Section 4: Business Interruption (Gross Profit)")
    d.add_heading("4.1 Cover", 2)
    d.add_paragraph("If your business is interrupted or interfered with because of damage to property at the "
                    "premises, we will pay your loss of gross profit during the indemnity period, as long as we have "
                    "paid or accepted a claim for that damage under Section 1 (Property Damage), or would have done "
                    "but for an excess.")
    d.add_heading("4.2 How we work out the loss", 2)
    d.add_paragraph("Loss of gross profit is the shortfall in turnover during the indemnity period, compared with "
                    "the turnover for the same period in the 12 months before the damage (the standard turnover), "
                    "multiplied by the rate of gross profit. We add the increased cost of working: extra costs you "
                    "reasonably incur to keep the loss down, but not more than the loss they avoid. We deduct any "
                    "charges or expenses of the business that stop or reduce because of the damage (savings).")
    d.add_paragraph("Indemnity period: the period starting on the date of the damage during which your results are "
                    "affected, up to the maximum indemnity period in the schedule.")
    d.add_paragraph("Accountants: we will pay the reasonable charges of your accountants for producing figures we ask "
                    "for, up to £5,000 per claim.")
    d.add_heading("4.3 Extensions", 2)
    d.add_paragraph("Denial of access. We treat as damage at the premises any damage to property within 1 mile of the "
                    "premises, or any action of the police or another public authority following danger to life or "
                    "property within 1 mile, that prevents or hinders access to the premises. The most we pay under "
                    "this extension is £25,000 for any one incident, and only for loss during the first 3 months.")
    d.add_paragraph("Failure of public utilities. We treat as damage at the premises any failure of the public supply "
                    "of electricity, gas or water at the terminal point of the supply to the premises. We do not pay "
                    "for the first 24 hours of any failure, or for a planned cut announced in advance. The most we "
                    "pay under this extension is £15,000 for any one incident.")
    d.add_heading("4.4 Not covered", 2)
    d.add_paragraph("Loss of or damage to stock, including food spoiled by a rise or fall in temperature, unless "
                    "the schedule shows Deterioration of Stock as insured. Fines or penalties. Loss from a "
                    "notifiable disease.")
    d.add_heading("4.5 Interim payments", 2)
    d.add_paragraph("Once liability is accepted we will make interim payments, on account of the final settlement, "
                    "when you provide figures supporting them.")
    docx_save(d, os.path.join(pol, "saffronwick-wording-SHC-9.docx"), "Saffronwick wording SHC-9")

    def schedule(num, rows, endorse):
        s = Pdf(os.path.join(pol, f"saffronwick-schedule-{num}.pdf"), f"Saffronwick schedule {num}",
                f"{SW} - Hospitality Combined schedule {num}", masthead="SAFFRONWICK COMMERCIAL", rule=True,
                font="Helvetica", bold="Helvetica-Bold")
        s.title(f"Hospitality Combined schedule {num}", 13)
        s.rows(rows, [54, 250], header=False, size=8.8)
        s.head("Endorsements")
        s.para(endorse)
        s.save()

    schedule("SCS-55-0192", [
        ("Insured", "The Copper Ladle Ltd"),
        ("Premises", "18 Broad Street, Ludlow SY8 1NG"),
        ("Trade", "Restaurant (72 covers) with takeaway"),
        ("Period of insurance", "01/12/2025 to 30/11/2026"),
        ("Section 1 Property Damage", "Insured - excess £1,000"),
        ("Section 4 Gross Profit sum insured", "£420,000"),
        ("Maximum indemnity period", "12 months"),
        ("Declared rate of gross profit", "68%"),
        ("Section 4 excess", "Nil"),
        ("Deterioration of Stock", "Not insured"),
        ("Broker", "Teme & Corve Insurance Brokers, Ludlow"),
    ], "None.")
    schedule("SCS-55-0347", [
        ("Insured", "Moss & Brine Ltd"),
        ("Premises", "9 Harbour Street, Whitstable CT5 1AH"),
        ("Trade", "Seafood restaurant (54 covers)"),
        ("Period of insurance", "01/05/2026 to 30/04/2027"),
        ("Section 1 Property Damage", "Insured - excess £500"),
        ("Section 4 Gross Profit sum insured", "£360,000"),
        ("Maximum indemnity period", "18 months"),
        ("Declared rate of gross profit", "64%"),
        ("Section 4 excess", "Nil"),
        ("Deterioration of Stock", "Not insured"),
        ("Broker", "None (direct)"),
    ], "SCE-04 Extended Denial of Access applies to this schedule.")
    e = Pdf(os.path.join(pol, "saffronwick-endorsement-SCE-04.pdf"), "Saffronwick endorsement SCE-04",
            f"{SW} - endorsement SCE-04", masthead="SAFFRONWICK COMMERCIAL", rule=True)
    e.title("SCE-04 Extended Denial of Access", 13)
    e.para("Applies only where shown on the schedule. The Denial of Access extension in Section 4.3 of wording SHC-9 "
           "is changed: the limit is increased to £50,000 for any one incident, and loss is covered for the first "
           "6 months. The 1 mile radius and all other terms are unchanged.")
    e.save()

    write_txt(os.path.join(out, "procedures", "saffronwick-commercial-claims-authorities.txt"), """
Saffronwick Commercial - commercial claims authorities and practice notes (CC-02, March 2026)

1. Authority: Commercial claims handler to £25,000; Senior handler to £50,000; Commercial Claims Manager above
   £50,000. Interim payments count towards the total.
2. BI claims over £20,000 must be handled with a loss adjuster from the approved panel.
3. Interim payments: normally no more than 50% of the adjuster's reserve for the loss of gross profit.
4. Requests for information: give a date 21 days from the letter for the figures. Chase once, then diary.
5. Complaints: Saffronwick Customer Relations, 020 7946 0318.
""")

    def notes(ref, sched, insured, rows, docs="SHC-9"):
        head = (f"SAFFRONWICK COMMERCIAL  -  CLAIM FILE {ref}\nSchedule: {sched}; wording {docs}\nInsured: {insured}\n"
                + "-" * 60 + "\n")
        body = "\n\n".join(f"{a} - {b}\n{c}" for a, b, c in rows)
        write_txt(os.path.join(cl, ref, "notes.txt"), head + body)

    notes("SCK-26-1180", "SCS-55-0192", "The Copper Ladle Ltd, 18 Broad Street, Ludlow", [
        ("03 Mar 2026", "G. Pryce-Evans (handler)",
         "Broker (Teme & Corve) notified kitchen fire at the premises in the early hours of 03/03/26. Extraction "
         "canopy fire spread to ceiling void. Restaurant closed. PD claim accepted in principle. Hallcroft Loss "
         "Adjusters (K. Mistry) appointed for PD and BI."),
        ("17 Apr 2026", "G. Pryce-Evans (handler)",
         "Interim BI payment of £30,000 agreed on Hallcroft's interim report (reserve £78,000). Paid to insured "
         "17/04/26."),
        ("26 May 2026", "G. Pryce-Evans (handler)",
         "Restaurant reopened 12/05/26. Hallcroft final BI report rec'd. Shortfall £117,000 x 68% = £79,560. ICOW "
         "(hired container kitchen for takeaway) £6,200 accepted. Savings (linen and laundry contract suspended) "
         "£4,800. Accountants' charges £2,350. Total £83,310."),
        ("26 May 2026", "G. Pryce-Evans (handler)",
         "Insured also asks for £3,150 wages paid to two casual staff whose shifts were cancelled - no, these were "
         "not paid (shifts cancelled), so no cost to the business; not part of the claim."),
        ("28 May 2026", "G. Pryce-Evans (handler)",
         "Total over £50,000 - referred to D. Okonkwo-Hale (Commercial Claims Manager), approved 28/05/26. Balance "
         "£83,310 - £30,000 interim = £53,310. BACS to insured 02/06/26, broker copied."),
    ])
    p = Pdf(os.path.join(cl, "SCK-26-1180", "hallcroft-final-bi-report-HLA-4471.pdf"),
            "Hallcroft final BI report HLA-4471", "Hallcroft Loss Adjusters LLP, 40 Frogmore Street, Bristol BS1 5NA",
            font="Times-Roman", bold="Times-Bold", left=60)
    p.title("Hallcroft Loss Adjusters LLP", 15)
    p.para("Final report - Business Interruption. Our ref HLA-4471. Insurer ref SCK-26-1180. 22 May 2026.")
    p.head("Insured and incident")
    p.para("The Copper Ladle Ltd, 18 Broad Street, Ludlow. Fire in the kitchen extraction canopy on 3 March 2026. "
           "The restaurant was closed from 3 March 2026 and reopened on 12 May 2026; a takeaway service ran from a "
           "hired container kitchen in the rear yard from 24 March 2026.")
    p.head("Calculation")
    p.rows([("Item", "Amount"),
            ("Standard turnover, 3 March to 11 May 2025", "£138,000"),
            ("Actual turnover, 3 March to 11 May 2026 (takeaway)", "£21,000"),
            ("Shortfall in turnover", "£117,000"),
            ("Loss of gross profit at 68%", "£79,560"),
            ("Increased cost of working (container kitchen hire)", "£6,200"),
            ("Less savings (linen and laundry contract)", "£4,800"),
            ("Accountants' charges (Broad & Castle Accountants)", "£2,350"),
            ("Adjusted loss", "£83,310")], [60, 380], size=9)
    p.para("The hire of the container kitchen cost £6,200 and allowed takeaway turnover of £21,000, which at 68% is "
           "£14,280 of gross profit, so the cost is well within the loss it avoided. We recommend settlement at "
           "£83,310 before the interim payment already made.")
    p.save()

    notes("SCK-26-1236", "SCS-55-0347", "Moss & Brine Ltd, 9 Harbour Street, Whitstable", [
        ("15 Jul 2026", "R. Adeyemi-Clarke (senior handler)",
         "Director Ms Saoirse Mulvane called. Partial collapse of an empty building at 31 Harbour Street (about 250 m "
         "away) on 14/07/26; police and council cordon closed Harbour Street, including access to the restaurant. "
         "No damage to insured premises. Denial of access ext - SCE-04 on schedule: £50,000, 6 months."),
        ("15 Jul 2026", "R. Adeyemi-Clarke (senior handler)",
         "Also claiming fish and shellfish stock thrown away, approx £2,900 - Deterioration of Stock not insured. "
         "Tell insured."),
        ("16 Jul 2026", "R. Adeyemi-Clarke (senior handler)",
         "Hallcroft (J. Osei) appointed. RFI sent: monthly takings Jul-Dec 2025, VAT returns for the last 4 "
         "quarters, payroll summary Jul-Aug 2026."),
        ("08 Sep 2026", "R. Adeyemi-Clarke (senior handler)",
         "Cordon lifted 01/09/26, reopened 02/09/26. Hallcroft figures: loss of gross profit £57,900 (shortfall "
         "£93,400 x 64% = £59,776 less savings £1,876). Over SCE-04 limit - pay £50,000."),
        ("09 Sep 2026", "R. Adeyemi-Clarke (senior handler)",
         "£50,000 at my authority limit. Paid 10/09/26 to insured. Stock declined in same letter."),
    ], docs="SHC-9 with endorsement SCE-04")
    write_txt(os.path.join(cl, "SCK-26-1236", "canterbury-council-notice.txt"), """
CANTERBURY CITY COUNCIL - DANGEROUS STRUCTURES
Notice to businesses, Harbour Street, Whitstable. Issued 15 July 2026.

Following the partial collapse of the vacant building at 31 Harbour Street on the evening of 14 July 2026, the
street is closed to the public between Terry's Lane and the junction with Oxford Street while the structure is made
safe. Businesses within the cordon will be told when access can be restored. The closure is expected to last
several weeks.

Building Control, 01632 960 905
""")


# ================================================================== Egret Point Mutual (US condo HO-6)
EP = "Egret Point Mutual Insurance Company"


def egret(out):
    pol, cl = os.path.join(out, "policies"), os.path.join(out, "claims")
    p = Pdf(os.path.join(pol, "egret-point-unit-owners-form-EPM-HO6.pdf"), "Egret Point form EPM-HO6",
            "EPM-HO6 (03/26)  Egret Point Mutual Insurance Company, Tampa, Florida", pagesize=letter,
            font="Times-Roman", bold="Times-Bold", left=60, width=102)
    p.title("CONDOMINIUM UNIT-OWNERS POLICY  EPM-HO6 (03/26)", 13)
    p.head("SECTION I - PROPERTY COVERAGES")
    p.para("Coverage A - Dwelling. We cover the alterations, appliances, fixtures and improvements which are part of "
           "the building contained within the residence premises, and any other property that the condominium "
           "declaration or association rules make you responsible to insure. We do not cover property that the "
           "association's master policy is required to insure.")
    p.para("Coverage C - Personal Property. We cover personal property owned or used by an insured anywhere in the "
           "world.")
    p.para("Coverage D - Loss of Use. If a loss covered under Section I makes the residence premises not fit to live "
           "in, we cover any necessary increase in living expenses you incur to maintain your normal standard of "
           "living, for the shortest time required to repair the premises or for your household to settle elsewhere.")
    p.head("ADDITIONAL COVERAGE - LOSS ASSESSMENT")
    p.para("We will pay up to $1,000 for your share of a loss assessment charged during the policy period against "
           "you by the association of property owners, when the assessment is made as a result of direct loss to "
           "property owned collectively by all unit owners, caused by a peril we insure against under Coverage A. "
           "This limit is the most we will pay for any one loss, regardless of the number of assessments. Your "
           "Section I deductible does not apply to Loss Assessment.")
    p.head("SECTION I - EXCLUSIONS AND CONDITIONS")
    p.para("We do not cover loss caused by continuous or repeated seepage or leakage of water or steam over a period "
           "of 14 days or more. We do not cover water that backs up through sewers or drains.")
    p.para("Deductibles. The Hurricane deductible shown in the Declarations applies to loss caused by a hurricane. "
           "The All Other Perils deductible applies to all other covered losses.")
    p.para("Loss settlement. Coverage A losses are settled at replacement cost once repair is complete; until then we "
           "pay actual cash value. Coverage C losses are settled at actual cash value.")
    p.para("Duties after loss. You must give us prompt notice, protect the property from further damage, and show us "
           "the damaged property and provide records and documents we request.")
    p.para("Subrogation. If we make a payment, you must transfer to us your rights of recovery against any person "
           "responsible for the loss.")
    p.save()

    def decl(num, rows, forms):
        s = Pdf(os.path.join(pol, f"egret-point-declarations-{num}.pdf"), f"Egret Point declarations {num}",
                f"Declarations {num}", pagesize=letter, font="Times-Roman", bold="Times-Bold", left=60,
                masthead="EGRET POINT MUTUAL INSURANCE COMPANY", rule=True)
        s.title(f"Unit-Owners Declarations - Policy {num}", 13)
        s.rows(rows, [60, 270], header=False, size=9.5)
        s.head("Forms and endorsements")
        s.para(forms)
        s.para("Agent: Gulf Tide Insurance Agency, (727) 555-0144.", size=9)
        s.save()

    decl("EPD-6610428", [
        ("Named insured", "Lucia Brandvold"),
        ("Residence premises", "Unit 1204, Pelican Spire Condominium, 880 Gulf Blvd, Clearwater, FL 33767"),
        ("Policy period", "02/01/2026 to 02/01/2027"),
        ("Coverage A - Dwelling", "$85,000"),
        ("Coverage C - Personal Property", "$60,000"),
        ("Coverage D - Loss of Use", "$17,000"),
        ("Coverage E - Personal Liability", "$300,000"),
        ("All Other Perils deductible", "$1,000"),
        ("Hurricane deductible", "2% of Coverage A ($1,700)"),
    ], "EPM-HO6 (03/26); EPE-LA25 Loss Assessment Increased Limit (03/26).")
    decl("EPD-6611902", [
        ("Named insured", "Harold Teague and Marisol Teague"),
        ("Residence premises", "Unit 3B, Sawgrass Terrace Condominium, 210 Banyan Lane, Sarasota, FL 34236"),
        ("Policy period", "06/15/2026 to 06/15/2027"),
        ("Coverage A - Dwelling", "$40,000"),
        ("Coverage C - Personal Property", "$35,000"),
        ("Coverage D - Loss of Use", "$7,000"),
        ("Coverage E - Personal Liability", "$300,000"),
        ("All Other Perils deductible", "$500"),
        ("Hurricane deductible", "2% of Coverage A ($800)"),
    ], "EPM-HO6 (03/26). No endorsements.")
    e = Pdf(os.path.join(pol, "egret-point-endorsement-EPE-LA25.pdf"), "Egret Point endorsement EPE-LA25",
            "EPE-LA25 (03/26)", pagesize=letter, font="Times-Roman", bold="Times-Bold", left=60,
            masthead="EGRET POINT MUTUAL INSURANCE COMPANY", rule=True)
    e.title("EPE-LA25 LOSS ASSESSMENT - INCREASED LIMIT", 12)
    e.para("This endorsement changes the policy only where it is listed on the Declarations. In the Additional "
           "Coverage - Loss Assessment, the $1,000 limit is replaced by $25,000. However, the most we will pay for "
           "the part of any assessment that results from a deductible in the association's master policy is $5,000.")
    e.para("All other provisions of the policy apply.")
    e.save()

    write_txt(os.path.join(out, "procedures", "egret-point-adjuster-guide.txt"), """
EGRET POINT MUTUAL - UNIT-OWNERS ADJUSTER GUIDE (rev. 2026-02)

Authority: desk adjuster up to $15,000 per claim; field supervisor up to $40,000; above that, claims director.
Loss assessments: get the association's board resolution and the assessment letter; split the amount into the part
  from the master policy deductible and the rest before applying the limits.
Water claims: get the plumber's or restoration company's cause statement. Anything the Florida condominium statute
  leaves to the association (for example drywall and the building structure) belongs to the master policy.
Subrogation: open a subro file against the responsible unit owner when the cause is in another unit.
Customer letters must give the claim number and the adjuster's direct line.
""")

    def notes(ref, pol_no, insured, rows, forms):
        head = (f"EGRET POINT MUTUAL - CLAIM {ref}\nPolicy {pol_no}   Forms: {forms}\nInsured: {insured}\n"
                + "." * 60 + "\n")
        body = "\n".join(f"{a}  {b}: {c}" for a, b, c in rows)
        write_txt(os.path.join(cl, ref, "notes.txt"), head + body)

    notes("EPC-26-07731", "EPD-6610428", "Lucia Brandvold, Unit 1204, Pelican Spire", [
        ("09/22/2026", "TBM", "Insured called re special assessment from Pelican Spire COA after Hurricane Odalys "
                             "(landfall 08/29/2026) damaged roof membrane and lobby. Assessment letter to follow."),
        ("10/02/2026", "TBM", "COA assessment letter rec'd (file). Unit 1204 share $7,850.00 = $6,200.00 toward "
                             "master policy hurricane deductible + $1,650.00 lobby and pool deck repairs not "
                             "covered by master policy."),
        ("10/05/2026", "TBM", "EPE-LA25 on dec page. Deductible part capped $5,000.00. Other part $1,650.00 - lobby "
                             "damage by wind, insured peril. Total $6,650.00. No Section I deductible on LA."),
        ("10/05/2026", "TBM", "Insured asks about her own unit: no interior damage reported. Nothing further."),
        ("10/06/2026", "TBM", "$6,650.00 within desk authority. Check to insured mailed 10/06/2026. Unpaid "
                             "$1,200.00 of deductible share remains with insured."),
    ], "EPM-HO6, EPE-LA25")
    write_txt(os.path.join(cl, "EPC-26-07731", "pelican-spire-assessment-letter.txt"), """
PELICAN SPIRE CONDOMINIUM ASSOCIATION, INC.
880 Gulf Blvd, Clearwater, FL 33767   Management: Coastal Keys Property Management, (727) 555-0162

September 28, 2026

To: Owner of Unit 1204 (Lucia Brandvold)

Re: Special assessment - Hurricane Odalys

At its meeting on September 24, 2026 the Board of Directors approved a special assessment to cover costs arising
from Hurricane Odalys. The association's master policy carries a hurricane deductible of $496,000, and some repairs
to the lobby and pool deck fall below the master policy's limits of coverage for those areas.

Your share, based on your unit's percentage of ownership (1.25%):
  Master policy hurricane deductible   $6,200.00
  Lobby and pool deck repairs          $1,650.00
  Total due                            $7,850.00

Payment is due by December 1, 2026.
""")

    notes("EPC-26-08115", "EPD-6611902", "Harold and Marisol Teague, Unit 3B, Sawgrass Terrace", [
        ("09/15/2026", "AJR", "Mrs Teague reported water coming through kitchen ceiling and down walls on 09/14/2026 "
                             "from Unit 4B above. 4B owner (Mr Dale Fennimore) says washing machine supply hose "
                             "burst. Water shut off same day."),
        ("09/16/2026", "AJR", "Insureds moved to hotel, kitchen unusable and wet. Advised keep receipts."),
        ("09/22/2026", "AJR", "Gulfbreeze Restoration estimate rec'd: cabinets $9,400.00, flooring $6,300.00, "
                             "drywall $1,150.00. Drywall is association's under statute - to COA master policy. "
                             "Cov A: $15,700.00 less $500 AOP ded = $15,200.00."),
        ("09/22/2026", "AJR", "RFI to insureds: photos of damaged contents, itemized list, hotel receipts, 4B owner's "
                             "insurer details."),
        ("10/03/2026", "AJR", "Hotel receipts rec'd: 5 nights 09/14-09/19 at $189.00 = $945.00. Moved back 09/19. "
                             "Cov D $945.00 (normal costs not reduced). No contents claim being made."),
        ("10/06/2026", "AJR", "Cov A $15,200.00 is above my $15,000 authority - field supervisor P. Lindqvist "
                             "approved 10/06/2026. Paid $15,200.00 + $945.00 = $16,145.00 by check 10/07/2026."),
        ("10/07/2026", "AJR", "Subro file opened vs Fennimore (4B), insurer Bayshore Casualty."),
    ], "EPM-HO6")
    write_txt(os.path.join(cl, "EPC-26-08115", "gulfbreeze-estimate-GBR-3316.txt"), """
GULFBREEZE RESTORATION LLC   License CGC-1522084   (941) 555-0187
Estimate GBR-3316   Date: 09/21/2026
Customer: Harold & Marisol Teague, 210 Banyan Lane Unit 3B, Sarasota FL 34236   Carrier claim: EPC-26-08115

Cause of loss: burst washing machine supply hose in Unit 4B above (owner reports failure on 09/14/2026). Sudden
discharge. No sign of long-term leakage.

Line items
  Kitchen base and wall cabinets, remove and replace ........ $9,400.00
  Luxury vinyl plank flooring, kitchen and dining ........... $6,300.00
  Ceiling and wall drywall, cut out and replace ............. $1,150.00
  Total ..................................................... $16,850.00
""")


# ================================================================== Wayfarrow Travel (UK single trip medical)
WF = "Wayfarrow Travel Insurance Ltd"


def wayfarrow(out):
    pol, cl = os.path.join(out, "policies"), os.path.join(out, "claims")
    p = Pdf(os.path.join(pol, "wayfarrow-single-trip-wording-WST-26.pdf"), "Wayfarrow wording WST-26",
            "WST-26 Wayfarrow Travel Insurance Ltd, 2 Mill Yard, Norwich NR3 1JB", masthead="WAYFARROW TRAVEL",
            rule=True, width=100)
    p.title("Single Trip Travel Insurance - wording WST-26", 14)
    p.head("1 Your trip")
    p.para("Cover starts when you leave home for the trip shown on your certificate and ends when you get home, or "
           "at the end date on your certificate if that is earlier. If you are in hospital abroad at the end date, "
           "or our medical team agrees you are not fit to travel, cover continues until you can travel home.")
    p.head("2 Your health")
    p.para("You must tell us about every medical condition you have been diagnosed with or treated for in the 5 years "
           "before you bought this policy. We do not cover any claim arising from a condition you did not tell us "
           "about, or one we did not accept in writing.")
    p.head("3 Emergency medical expenses")
    p.para("We pay up to £10,000,000 per person for emergency treatment abroad that cannot wait until you get home, "
           "and for getting you home when our medical team says it is medically necessary. You must call Wayfarrow "
           "Assist on +44 20 7946 0620 before you are admitted to hospital as an inpatient, or within 48 hours if "
           "that is not possible. If you do not, we may pay only what we would have paid if you had told us.")
    p.para("Hospital benefit: £25 for each complete 24 hours you spend as an inpatient abroad, up to £500.")
    p.para("Emergency dental treatment for pain relief only: up to £300.")
    p.para("We do not pay for upgrades to your travel class or accommodation unless our medical team said in advance "
           "that they were needed.")
    p.head("4 Excess")
    p.para("An excess of £95 per person applies to each claim under section 3, except hospital benefit. If your "
           "certificate shows Excess Waiver, no excess applies.")
    p.head("5 General exclusions")
    p.para("We do not cover claims arising from winter sports unless shown on your certificate, or from you having "
           "drunk so much alcohol that your judgement was seriously affected.")
    p.head("6 Complaints")
    p.para("Write to the Customer Relations Manager at our Norwich address or call 020 7946 0655. You can refer an "
           "unresolved complaint to the Financial Ombudsman Service within 6 months of our final response.")
    p.save()

    def cert(num, rows):
        c = Pdf(os.path.join(pol, f"wayfarrow-certificate-{num}.pdf"), f"Wayfarrow certificate {num}",
                f"Certificate {num} - read with WST-26", masthead="WAYFARROW TRAVEL", rule=True,
                font="Helvetica", bold="Helvetica-Bold")
        c.title(f"Single trip certificate {num}", 13)
        c.rows(rows, [54, 240], header=False, size=9)
        c.save()

    cert("WTC-2291-0457", [("Insured person", "Ms Ngozi Ashworth (age 67)"),
                           ("Trip", "Lisbon, Portugal"),
                           ("Trip dates", "12/05/2026 to 26/05/2026"),
                           ("Area", "Europe"),
                           ("Medical conditions accepted", "Type 2 diabetes; high blood pressure"),
                           ("Winter sports", "Not included"),
                           ("Excess Waiver", "Not included"),
                           ("Premium", "£71.30")])
    cert("WTC-2291-0788", [("Insured persons", "Mr Tobias Elkington (59), Mrs Wren Elkington (57)"),
                           ("Trip", "Orlando, Florida, USA"),
                           ("Trip dates", "03/10/2026 to 17/10/2026"),
                           ("Area", "Worldwide including USA"),
                           ("Medical conditions accepted", "None declared"),
                           ("Winter sports", "Not included"),
                           ("Excess Waiver", "Included"),
                           ("Date purchased", "21/08/2026"),
                           ("Premium", "£188.90")])

    d = new_docx("Verdana", 9.5)
    d.add_heading("Wayfarrow medical claims - desk instructions", 1)
    d.add_paragraph("Issue 3, April 2026. For claims handlers and the medical screening team.")
    d.add_heading("Undeclared conditions", 2)
    d.add_paragraph("Where treatment may be linked to a condition not on the certificate, ask for the GP summary "
                    "covering the 5 years before purchase. Give the customer 28 days to return the consent form.")
    d.add_paragraph("If the records show a diagnosis within the 5 years that was not declared, the medical expenses "
                    "claim linked to it is declined. The premium is not refunded once the trip has started.")
    d.add_heading("Authority", 2)
    docx_table(d, [["Role", "Limit"],
                   ["Claims handler", "£3,000"],
                   ["Senior handler", "£25,000"],
                   ["Medical claims manager", "Above £25,000 and all declines over £10,000"]])
    d.add_heading("Currency", 2)
    d.add_paragraph("Convert at the rate on the date of the invoice and show the rate in the settlement letter.")
    docx_save(d, os.path.join(out, "procedures", "wayfarrow-medical-desk-instructions.docx"),
              "Wayfarrow desk instructions")

    def notes(ref, cert_no, who, entries):
        head = f"# Wayfarrow claim {ref}\n# Certificate {cert_no}, wording WST-26\n# Insured: {who}\n\n"
        body = "\n\n".join(f"## {a} / {b}\n{c}" for a, b, c in entries)
        write_txt(os.path.join(cl, ref, "notes.txt"), head + body)

    notes("WTK-26-5504", "WTC-2291-0457", "Ms N Ashworth", [
        ("19/05/2026", "Ellen Guthrie", "Wayfarrow Assist case A-55120 opened 17:02. Insured tripped on tram rails "
                                        "in Alfama, Lisbon, about 15:30. Taken to Clinica Ribeira Lisboa; fractured "
                                        "left wrist, set under sedation, kept in overnight for observation."),
        ("20/05/2026", "Ellen Guthrie", "Discharged 11:30. Admitted 19/05 at 16:10, so under 24 hours - no hospital "
                                        "benefit. Fit to fly on original return 26/05."),
        ("03/06/2026", "Ellen Guthrie", "Claim form + invoice CRL-88213 rec'd: EUR 2,180.00 (paid by insured on "
                                        "card). Also £140.00 for extra legroom seat on flight home - no medical "
                                        "recommendation on file, not covered."),
        ("08/06/2026", "Ellen Guthrie", "Rate on invoice date 20/05/2026: 0.8540. EUR 2,180.00 = £1,861.72. Less "
                                        "excess £95.00 = £1,766.72. Not linked to declared conditions, fall only."),
        ("10/06/2026", "Ellen Guthrie", "Within handler authority. Paid £1,766.72 to insured's bank 10/06/2026."),
    ])
    p = Pdf(os.path.join(cl, "WTK-26-5504", "clinica-ribeira-invoice-CRL-88213.pdf"), "Invoice CRL-88213",
            "Clinica Ribeira Lisboa, Rua da Ribeira 14, 1100-140 Lisboa", font="Courier", bold="Courier-Bold")
    p.title("CLINICA RIBEIRA LISBOA", 14)
    p.para("Invoice CRL-88213   Date 20/05/2026", size=9)
    p.para("Patient: Ngozi Ashworth, British passport. Admitted 19/05/2026 16:10, discharged 20/05/2026 11:30.", size=9)
    p.rows([("Item", "EUR"),
            ("Emergency consultation", "180.00"),
            ("X-ray, left wrist (2 views)", "140.00"),
            ("Closed reduction under sedation, cast", "1,120.00"),
            ("Observation bed, 1 night", "650.00"),
            ("Medication", "90.00"),
            ("Total paid by card", "2,180.00")], [54, 380], size=9)
    p.save()

    notes("WTK-26-5817", "WTC-2291-0788", "Mr T Elkington (and Mrs W Elkington)", [
        ("10/10/2026", "Marcus Penhaligon-Roe", "Assist case A-58807 opened 08:15 by Mrs Elkington. Mr Elkington "
                                                "admitted to Osceola Lakes Medical Center 09/10/2026 21:40 with chest "
                                                "pain. Within 48 hrs of admission. Hospital asks for guarantee of "
                                                "payment."),
        ("10/10/2026", "Marcus Penhaligon-Roe", "Hospital notes mention 'known stable angina, on GTN spray'. Nothing "
                                                "declared on cert. Guarantee given under reservation of rights. GP "
                                                "consent form sent, 28 days."),
        ("12/10/2026", "Marcus Penhaligon-Roe", "Discharged 12/10/2026 14:00. Fit to fly on 17/10 per treating "
                                                "doctor. Bill USD 38,600.00."),
        ("02/11/2026", "Marcus Penhaligon-Roe", "GP summary rec'd: stable angina diagnosed 11/06/2025, GTN prescribed. "
                                                "Within 5 yrs before purchase 21/08/2026 and not declared."),
        ("04/11/2026", "Marcus Penhaligon-Roe", "Decline medical expenses - over £10,000, so referred to medical "
                                                "claims manager Dr H. Vasquez-Reid, agreed 04/11/2026. We will not "
                                                "pursue Mr E for the USD 38,600 already guaranteed (commercial "
                                                "decision by Dr Vasquez-Reid)."),
        ("19/11/2026", "Marcus Penhaligon-Roe", "Complaint from Mr E by letter 16/11: says online form did not ask "
                                                "about 'stable' conditions. Checked purchase journey 21/08: Q3 asked "
                                                "about any heart or circulatory condition diagnosed or treated in "
                                                "the last 5 years, answered No. Not upheld - final response 27/11."),
    ])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(HERE, "documents"))
    a = ap.parse_args()
    out = a.out
    if os.path.exists(out):
        shutil.rmtree(out)
    for sub in ("policies", "procedures", "claims"):
        os.makedirs(os.path.join(out, sub))
    quernhythe(out)
    tumblestone(out)
    saffronwick(out)
    egret(out)
    wayfarrow(out)
    n = sum(len(fs) for _, _, fs in os.walk(out))
    print(f"wrote {n} files under {out}")


if __name__ == "__main__":
    main()
