"""Write documents/ for the eighth blind check-mode letter set.

Deterministic: reportlab invariant=1, fixed DOCX core properties and zip entry times.
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


# ---------------------------------------------------------------- writers
class PDF:
    def __init__(self, path, title, pagesize=A4):
        self.c = canvas.Canvas(path, pagesize=pagesize, invariant=1)
        self.c.setTitle(title)
        self.c.setAuthor("")
        self.w, self.h = pagesize
        self.y = self.h - 60
        self.page = 1
        self.footer = title

    def _need(self, dy):
        if self.y - dy < 60:
            self._foot()
            self.c.showPage()
            self.page += 1
            self.y = self.h - 60

    def _foot(self):
        self.c.setFont("Helvetica", 7.5)
        self.c.drawString(50, 35, f"{self.footer} - page {self.page}")

    def heading(self, text, size=13):
        self._need(size + 14)
        self.y -= 6
        self.c.setFont("Helvetica-Bold", size)
        self.c.drawString(50, self.y, text)
        self.y -= size + 8

    def para(self, text, size=9.5, width=100, indent=0, bold=False):
        lines = textwrap.wrap(text, width=width)
        self.c.setFont("Helvetica-Bold" if bold else "Helvetica", size)
        for ln in lines:
            self._need(size + 4)
            self.c.drawString(50 + indent, self.y, ln)
            self.y -= size + 3.5
        self.y -= 5

    def table(self, rows, xs, size=9, header=True):
        for i, row in enumerate(rows):
            self._need(size + 8)
            self.c.setFont("Helvetica-Bold" if (header and i == 0) else "Helvetica", size)
            for x, cell in zip(xs, row):
                self.c.drawString(x, self.y, cell)
            self.y -= size + 6
        self.y -= 6

    def save(self):
        self._foot()
        self.c.save()


FIXED = datetime.datetime(2026, 1, 1, 9, 0, 0)


def docx_save(doc, path, title):
    cp = doc.core_properties
    cp.author = ""
    cp.last_modified_by = ""
    cp.title = title
    cp.created = FIXED
    cp.modified = FIXED
    cp.last_printed = FIXED
    cp.revision = 1
    cp.comments = ""
    buf = io.BytesIO()
    doc.save(buf)
    buf.seek(0)
    with zipfile.ZipFile(buf) as zin, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zout:
        for name in sorted(zin.namelist()):
            info = zipfile.ZipInfo(name, date_time=(2026, 1, 1, 9, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zout.writestr(info, zin.read(name))


def new_docx():
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    return doc


def docx_table(doc, rows):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, row in enumerate(rows):
        for j, cell in enumerate(row):
            t.cell(i, j).text = cell
    return t


def write_txt(path, text):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text.lstrip("\n"))


# ================================================================ THORNBECK (UK household + home emergency)
def thornbeck(out):
    pol = os.path.join(out, "policies")
    p = PDF(os.path.join(pol, "thornbeck-home-policy-THP-26.pdf"), "Thornbeck Home Insurance Ltd - Policy wording THP-26")
    p.heading("Thornbeck Home Insurance Ltd", 15)
    p.para("Home Insurance Policy Wording THP-26 (edition 03/26)", bold=True)
    p.heading("About this policy", 11)
    p.para("This policy wording, together with your schedule and any endorsements shown on it, makes up your contract "
           "with Thornbeck Home Insurance Ltd. Where an endorsement changes a limit or condition in this wording, the "
           "endorsement applies instead for the period it shows.")
    p.heading("Definitions", 11)
    p.para("Unoccupied: not lived in by you or a member of your family for more than 60 consecutive days.")
    p.para("Home emergency: a sudden and unexpected event at your home which needs immediate action to prevent damage, "
           "make the home safe or restore heating, lighting or water.")
    p.heading("Section 1 - Buildings", 11)
    p.para("1.1 We cover your buildings against loss or damage by fire, storm, flood, escape of water, theft, subsidence "
           "and the other insured events listed in this section, up to the buildings sum insured shown in your schedule.")
    p.para("1.2 Escape of water: we cover damage caused by water escaping from a fixed water or heating installation or a "
           "domestic appliance. We will also pay up to £3,000 for the cost of finding the source of the escape and making "
           "good afterwards (trace and access). We do not pay to repair or replace the pipe, tank or appliance that the "
           "water escaped from, unless the damage was caused by freezing.")
    p.para("1.3 We do not cover escape of water, theft or malicious damage while your home is Unoccupied.")
    p.para("1.4 Alternative accommodation: if your home cannot be lived in following damage covered under this section, "
           "we will pay for reasonable alternative accommodation for you and your pets, up to 20% of the buildings sum "
           "insured.")
    p.heading("Section 2 - Contents", 11)
    p.para("2.1 We cover your contents against loss or damage by the insured events in Section 1, up to the contents sum "
           "insured shown in your schedule.")
    p.para("2.2 The most we will pay for any one item of jewellery, watches, computers or other high-risk item is £2,000, "
           "unless the item is specified in your schedule.")
    p.para("2.3 The most we will pay for contents in garages, sheds and other outbuildings is £1,500 in total. Theft from "
           "an outbuilding is covered only if there are signs of forced entry.")
    p.para("2.4 Bicycles are covered up to £750 each while at the home. Cover away from the home is available only if "
           "Personal Possessions is shown in your schedule.")
    p.heading("Section 3 - Home Emergency (only if shown as included in your schedule)", 11)
    p.para("3.1 Call our 24-hour Home Emergency line on 01632 960418 before arranging any work. We will send an approved "
           "contractor. We do not pay for work you arrange yourself unless we have agreed it first.")
    p.para("3.2 We will pay up to £750 per emergency, including VAT, for the contractor's call-out, labour, parts and "
           "materials needed to resolve the emergency. No excess applies to this section.")
    p.para("3.3 Boilers: we cover breakdown of your main boiler only if it is less than 15 years old and has been serviced "
           "by a Gas Safe registered engineer within the 12 months before the emergency. If these conditions are not "
           "met, we will pay for the first visit to make the system safe but not for parts or further repair.")
    p.para("3.4 Overnight accommodation: if your home cannot be lived in because of the emergency, we will pay up to £250 "
           "in total for hotel accommodation.")
    p.para("3.5 We do not cover any emergency that happens in the first 14 days after this section first starts, unless "
           "it starts on renewal of a policy with us.")
    p.heading("Excesses", 11)
    p.table([["Claim type", "Excess"],
             ["All claims unless shown below", "£250"],
             ["Escape of water (buildings and contents)", "£450"],
             ["Subsidence", "£1,000"],
             ["Home Emergency (Section 3)", "Nil"]], [60, 330])
    p.para("The excess applies to each claim. Where one incident causes a claim under both buildings and contents, we "
           "will only apply one excess.")
    p.heading("Claims conditions", 11)
    p.para("You must tell us about any claim as soon as reasonably possible. You must report theft or malicious damage to "
           "the police within 48 hours and give us the crime reference number. We may appoint a loss adjuster to inspect "
           "the damage before we agree a settlement.")
    p.save()

    def schedule(num, who, addr, period, rows, endorse, extra):
        p = PDF(os.path.join(pol, f"thornbeck-schedule-{num}.pdf"), f"Thornbeck Home Insurance Ltd - Schedule {num}")
        p.heading("Thornbeck Home Insurance Ltd - Policy Schedule", 14)
        p.table([["Schedule number", num], ["Policyholder", who], ["Address insured", addr],
                 ["Period of insurance", period], ["Policy wording", "THP-26"]], [60, 220], header=False)
        p.heading("Cover", 11)
        p.table([["Section", "Sum insured / status"]] + rows, [60, 300])
        p.heading("Specified items", 11)
        p.para(extra)
        p.heading("Endorsements", 11)
        p.para(endorse)
        p.para("Excesses: as shown in the policy wording THP-26 unless an endorsement above says otherwise.")
        p.save()

    schedule("THS-26-20418", "Mr Dele Okonjo-Hart and Mrs Harriet Okonjo-Hart", "9 Pendle Rise, Harrogate HG2 7QW",
             "14/03/2026 to 13/03/2027 (renewal)",
             [["Section 1 Buildings", "£420,000"], ["Section 2 Contents", "£65,000"],
              ["Personal Possessions", "Not included"], ["Section 3 Home Emergency", "Included"]],
             "None.", "None.")
    schedule("THS-26-31977", "Ms Ellery Vance", "Flat 3, 27 Wharfside Road, Leeds LS10 1PJ",
             "01/06/2026 to 31/05/2027 (new policy)",
             [["Section 1 Buildings", "£285,000"], ["Section 2 Contents", "£40,000"],
              ["Personal Possessions", "£3,000"], ["Section 3 Home Emergency", "Included"]],
             "THE-11 Home Emergency Plus (attached).", "Diamond engagement ring - £4,200.")

    p = PDF(os.path.join(pol, "thornbeck-endorsement-THE-11.pdf"), "Thornbeck Home Insurance Ltd - Endorsement THE-11")
    p.heading("Endorsement THE-11 - Home Emergency Plus", 14)
    p.para("This endorsement applies to schedule THS-26-31977 only, from 1 June 2026. It forms part of the policy and "
           "changes Section 3 of the policy wording THP-26 as follows.")
    p.para("3.2 The limit is increased to £1,500 per emergency, including VAT.")
    p.para("3.3 The condition that the boiler must be less than 15 years old does not apply. The boiler must still have "
           "been serviced within the 12 months before the emergency.")
    p.para("3.4 The overnight accommodation limit is increased to £600 in total.")
    p.para("All other terms of Section 3, including 3.1 and 3.5, are unchanged.")
    p.save()

    doc = new_docx()
    doc.add_heading("Thornbeck Home - Claims Handling Guide (household)", 1)
    doc.add_paragraph("Internal. Version 4, September 2026. Applies to all claims under wording THP-26.")
    for t in [
        "1. Acknowledge every new claim within 2 working days of first notification.",
        "2. Pass Home Emergency calls to an approved contractor within 1 hour of the call.",
        "3. Check the schedule for endorsements before quoting any limit. THE-11 (Home Emergency Plus) changes the Section 3 limits and the boiler age condition.",
        "4. Appoint a loss adjuster for any escape of water claim estimated above £10,000, any subsidence claim and any claim where the home may be Unoccupied.",
        "5. Pay contractors direct where we instructed them; pay the policyholder for everything else.",
        "6. Complaints: acknowledge within 3 working days and send a final response within 8 weeks.",
    ]:
        doc.add_paragraph(t)
    doc.add_heading("Settlement authority", 2)
    docx_table(doc, [["Role", "Authority up to (per claim)"], ["Claims handler", "£5,000"],
                     ["Team leader", "£20,000"], ["Claims manager", "£75,000"]])
    doc.add_paragraph("Anything above a handler's authority must be referred and the approval noted on the file.")
    docx_save(doc, os.path.join(out, "procedures", "thornbeck-claims-handling-guide.docx"), "Claims Handling Guide")

    cl = os.path.join(out, "claims")
    hdr = "THORNBECK HOME - CLAIM FILE {ref} | Schedule {sch} | Wording THP-26 | {sec}\n\n"
    write_txt(os.path.join(cl, "THC-26-1042", "notes.txt"), hdr.format(ref="THC-26-1042", sch="THS-26-20418", sec="Section 3 Home Emergency") + """
07/10/2026 07:52 KMB  PH (Mrs Okonjo-Hart) called HE line - no heating or hot water since last night, boiler showing fault F28.
07/10/2026 07:58 KMB  Boiler is a Vantor 30C fitted 2009 per PH (17 yrs). Last service Nov 2025 - PH to send cert.
07/10/2026 08:05 KMB  Fernlow Heating & Plumbing instructed, ETA by 12:00.
07/10/2026 13:40 KMB  Fernlow report: gas valve failed, part £310 + 1.5 hrs labour. Boiler made safe and isolated.
07/10/2026 14:10 KMB  Boiler over 15 yrs so 3.3 applies - first visit only, no parts/further repair. Told PH. Not happy, asked for it in writing.
08/10/2026 09:20 SDR  Service cert rec'd, dated 19/11/2025 - within 12 mths, but age condition still fails.
08/10/2026 09:25 SDR  Paid Fernlow first visit £138.00 incl VAT direct. Nil excess (HE). Suggested PH gets own quote for repair/replacement.
08/10/2026 09:30 SDR  Overnight accom not applicable - PH staying at home, using electric heaters.
""")
    write_txt(os.path.join(cl, "THC-26-1063", "notes.txt"), hdr.format(ref="THC-26-1063", sch="THS-26-20418", sec="Section 2 Contents") + """
14/10/2026 18:05 AJP  PH (Mr Okonjo-Hart) reports break-in to garden shed overnight 13-14/10. Padlock hasp forced.
14/10/2026 18:12 AJP  Items: mountain bike £1,180 (bought 2024), strimmer £210, toolbox and tools £460. Crime ref WY-26-884120 given 14/10.
15/10/2026 10:30 AJP  Receipts rec'd for bike and strimmer. Tools - bank statement only, accepted.
15/10/2026 10:45 AJP  Outbuildings limit £1,500 total (2.3). Bike limit £750 each (2.4). Forced entry confirmed - cover ok.
15/10/2026 10:50 AJP  Calc: bike £750 (capped) + strimmer £210 + tools £460 = £1,420, under £1,500 o/b limit. Less £250 std excess = £1,170.
16/10/2026 11:15 AJP  Paid £1,170 to PH by BACS. Letter to follow.
""")
    write_txt(os.path.join(cl, "THC-26-1057", "notes.txt"), hdr.format(ref="THC-26-1057", sch="THS-26-31977 (endorsement THE-11)", sec="Section 3 Home Emergency") + """
22/09/2026 21:14 LFH  PH (Ms Vance) called HE line - pipe burst under kitchen sink, water on kitchen floor, stopcock seized.
22/09/2026 21:20 LFH  THE-11 on schedule - HE limit £1,500, accom £600.
22/09/2026 22:45 LFH  Fernlow attended, replaced stopcock and a section of copper pipe. Water back on 23:30.
23/09/2026 09:10 LFH  Fernlow invoice FHP-7723 £1,265.40 incl VAT. Within £1,500 - approved, paid direct to Fernlow.
23/09/2026 09:20 LFH  PH stayed at Wharf Lodge Hotel night of 22/09 - kitchen electrics off. Receipt £142.
23/09/2026 09:25 LFH  Hotel £142 within £600 - paid to PH. Nil excess on HE.
23/09/2026 09:40 LFH  Kitchen vinyl lifting - advised PH this would be a separate buildings EoW claim if she wants to pursue it, £450 excess.
""")
    p = PDF(os.path.join(cl, "THC-26-1057", "fernlow-invoice-FHP-7723.pdf"), "Fernlow Heating & Plumbing - Invoice FHP-7723")
    p.heading("Fernlow Heating & Plumbing", 14)
    p.para("Unit 6, Kirkstall Trade Park, Leeds LS5 3BT  |  01632 960733  |  accounts@fernlow.example")
    p.heading("Invoice FHP-7723", 11)
    p.table([["Invoice to", "Thornbeck Home Insurance Ltd (claim THC-26-1057)"],
             ["Job address", "Flat 3, 27 Wharfside Road, Leeds LS10 1PJ"],
             ["Date of attendance", "22/09/2026, 21:55 to 23:40"],
             ["Engineer", "Callum Reddy"]], [60, 200], header=False)
    p.table([["Item", "Amount"],
             ["Emergency call-out (out of hours)", "£165.00"],
             ["Labour 1.75 hrs at £96.00", "£168.00"],
             ["22mm stopcock, copper pipe 1.2m, fittings", "£232.50"],
             ["Isolate and re-test kitchen ring circuit", "£489.00"],
             ["Subtotal", "£1,054.50"],
             ["VAT at 20%", "£210.90"],
             ["Total due", "£1,265.40"]], [60, 380])
    p.para("Work carried out: burst 15mm feed under kitchen sink; seized stopcock cut out and replaced with new 22mm "
           "stopcock; section of copper pipe replaced; kitchen ring circuit isolated due to water ingress, dried and "
           "re-tested. System pressure-tested and left working. Customer advised the floor covering will need lifting.")
    p.para("Payment terms: 30 days.")
    p.save()

    write_txt(os.path.join(cl, "THC-26-1071", "notes.txt"), hdr.format(ref="THC-26-1071", sch="THS-26-31977", sec="Section 1 Buildings (escape of water)") + """
04/10/2026 08:40 SDR  PH (Ms Vance) reports washing machine inlet hose split 03/10 while she was at work. Water across kitchen and hall floor.
04/10/2026 08:46 SDR  Occupied - PH lives there full time. Not HE (no ongoing emergency, water off at machine).
06/10/2026 15:30 SDR  Quote from Airedale Kitchens: replace 4 base units and plinths £3,940, laminate flooring kitchen/hall £2,910. Total £6,850.
06/10/2026 15:35 SDR  New hose / washing machine not covered - appliance itself (1.2).
07/10/2026 11:00 SDR  Over my £5,000 authority - referred to TL (R. Ashworth).
08/10/2026 10:20 RAS  Approved £6,850 less EoW excess £450 = £6,400.
08/10/2026 16:05 SDR  Paid £6,400 to PH by BACS.
02/11/2026 12:10 SDR  Complaint e-mail rec'd re excess - PH says it should be £250. Logged as complaint CMP-26-0419, acknowledged same day. FRL due by 28/12/2026.
""")
    write_txt(os.path.join(cl, "THC-26-1071", "email-2026-11-02.txt"), """
From: Ellery Vance <ellery.vance@mailbox.example>
To: claims@thornbeck-home.example
Date: Mon, 2 Nov 2026 11:47:03 +0000
Subject: Claim THC-26-1071 - excess deducted

Hello,

I have received £6,400 for the kitchen and hall floor after the washing machine leak, thank you for sorting that quickly.

However I don't understand why £450 was taken off. My schedule just says the excesses are as shown in the policy wording, and when I had the burst pipe in September nobody took any excess at all. I assumed the normal excess of £250 would apply.

I was also told on the phone that the washing machine itself wasn't covered, which seems harsh given it was only two years old.

Please treat this as a complaint if you can't put it right.

Ellery Vance
07700 900614
""")


# ================================================================ OSTERVALE (US commercial auto)
def ostervale(out):
    pol = os.path.join(out, "policies")
    p = PDF(os.path.join(pol, "ostervale-business-auto-form-OCA-0126.pdf"), "Ostervale Casualty Company - Business Auto Coverage Form OCA-0126", letter)
    p.heading("Ostervale Casualty Company", 15)
    p.para("Business Auto Coverage Form OCA-0126 (01/26)", bold=True)
    p.para("Throughout this form \"you\" and \"your\" refer to the Named Insured shown in the Declarations. \"We\", \"us\" "
           "and \"our\" refer to Ostervale Casualty Company. Read the Declarations and any endorsements with this form.")
    p.heading("SECTION I - COVERED AUTOS", 11)
    p.para("Only the autos listed in the Schedule of Covered Autos in the Declarations are covered autos, together with "
           "any auto you acquire during the policy period if you tell us within 30 days of acquiring it.")
    p.heading("SECTION II - LIABILITY COVERAGE", 11)
    p.para("A. We will pay all sums an insured legally must pay as damages because of bodily injury or property damage "
           "caused by an accident and resulting from the ownership, maintenance or use of a covered auto, up to the "
           "Combined Single Limit shown in the Declarations.")
    p.para("B. Who is an insured: you for any covered auto; and anyone else while using with your permission a covered "
           "auto you own. A driver under 21 years of age is an insured only if named on the Driver Schedule in the "
           "Declarations.")
    p.heading("SECTION III - PHYSICAL DAMAGE COVERAGE", 11)
    p.para("A. Comprehensive: we will pay for loss to a covered auto from any cause except collision or overturn, "
           "including theft, fire, vandalism, hail and glass breakage.")
    p.para("B. Collision: we will pay for loss to a covered auto caused by its collision with another object or its "
           "overturn.")
    p.para("C. Deductible: for each covered auto, our obligation to pay for loss is reduced by the deductible shown in the "
           "Declarations for that coverage. No deductible applies to glass breakage if the glass is repaired rather than "
           "replaced.")
    p.para("D. Towing: if Towing is shown as included in the Declarations, we will pay up to $250 for towing and labor "
           "each time a covered auto is disabled.")
    p.para("E. Rental reimbursement: if shown in the Declarations, we will pay for a substitute auto while a covered auto "
           "is out of use because of a covered physical damage loss, up to the daily limit and number of days shown. "
           "Payment begins 24 hours after the loss and ends when the auto is repaired or replaced, or when we pay for a "
           "total loss, whichever is sooner.")
    p.para("F. Exclusions: we will not pay for loss to tools, equipment or merchandise carried in or on a covered auto, "
           "unless permanently installed; or for wear and tear, freezing, or mechanical or electrical breakdown.")
    p.heading("SECTION IV - LOSS CONDITIONS", 11)
    p.para("A. Limit of insurance: the most we will pay for physical damage loss is the lesser of the actual cash value of "
           "the damaged property at the time of loss or the cost of repairing or replacing it.")
    p.para("B. Total loss: we will treat a covered auto as a total loss when the estimated cost of repair exceeds 75% of "
           "its actual cash value. We will pay any loss payee shown in the Declarations as its interest may appear.")
    p.para("C. Duties after loss: you must give us prompt notice of the accident or loss, and in any event within 30 days. "
           "In the case of theft, you must notify the police within 24 hours of discovering it.")
    p.save()

    def decl(num, insured, addr, period, autos, pd_rows, drivers, endorse):
        p = PDF(os.path.join(pol, f"ostervale-declarations-{num}.pdf"), f"Ostervale Casualty Company - Declarations {num}", letter)
        p.heading("Ostervale Casualty Company - Business Auto Declarations", 13)
        p.table([["Policy number", num], ["Named insured", insured], ["Mailing address", addr],
                 ["Policy period", period + ", 12:01 a.m. standard time"], ["Coverage form", "OCA-0126"],
                 ["Liability - Combined Single Limit", "$1,000,000 each accident"]], [50, 240], header=False)
        p.heading("Schedule of Covered Autos", 11)
        p.table([["Veh", "Year / make / model", "VIN (last 6)", "Garaged"]] + autos, [50, 90, 300, 400])
        p.heading("Physical Damage", 11)
        p.table([["Coverage", "Limit / deductible"]] + pd_rows, [50, 240])
        p.heading("Driver Schedule (drivers under 21)", 11)
        p.para(drivers)
        p.heading("Endorsements", 11)
        p.para(endorse)
        p.save()

    decl("OCD-4406217", "Halvorsen Landscaping LLC", "2218 Millbrook Pike, Dayton, OH 45414 (937-555-0142)",
         "04/01/2026 to 04/01/2027",
         [["1", "2022 Ford F-250", "A41187", "Dayton, OH"], ["2", "2021 Ford F-250", "B90362", "Dayton, OH"],
          ["3", "2019 Isuzu NPR box truck", "C22815", "Dayton, OH"], ["4", "2023 Chevrolet Silverado 1500", "D57730", "Dayton, OH"]],
         [["Comprehensive deductible", "$500 each auto"], ["Collision deductible", "$1,000 each auto"],
          ["Towing and labor", "Included"], ["Rental reimbursement", "Not covered"]],
         "None listed.", "None.")
    decl("OCD-4409853", "Brightwater Courier Inc.", "40 Canal Street, Toledo, OH 43604 (419-555-0187)",
         "07/01/2026 to 07/01/2027",
         [[str(i), y, v, "Toledo, OH"] for i, (y, v) in enumerate(
             [("2022 Ford Transit 250", "E10448"), ("2022 Ford Transit 250", "E10452"), ("2023 Ford Transit 250", "F33019"),
              ("2023 Ford Transit 250", "F33020"), ("2023 Ford Transit 250", "F33087"), ("2024 Ford Transit 250", "G70214")], 1)],
         [["Comprehensive deductible", "$1,000 each auto"], ["Collision deductible", "$2,500 each auto"],
          ["Towing and labor", "Included"], ["Rental reimbursement", "$60 per day, maximum 30 days"],
          ["Loss payee", "Harbor Lane Commercial Finance (Veh 5 and 6)"]],
         "Marcus Tellier, date of birth 03/14/2006.", "OCE-22 Rental Reimbursement and Employee Tools Amendment.")

    p = PDF(os.path.join(pol, "ostervale-endorsement-OCE-22.pdf"), "Ostervale Casualty Company - Endorsement OCE-22", letter)
    p.heading("Endorsement OCE-22", 14)
    p.para("Rental Reimbursement and Employee Tools Amendment", bold=True)
    p.para("This endorsement changes the policy. It applies to policy OCD-4409853 only, effective 07/01/2026. Please read "
           "it carefully.")
    p.para("1. Rental reimbursement (Section III.E): the daily limit is $90 per day and the maximum is 30 days. These "
           "amounts replace the rental reimbursement amounts shown in the Declarations. The 24-hour waiting period is "
           "unchanged.")
    p.para("2. Tools and equipment: the exclusion of tools and equipment in Section III.F does not apply to tools and "
           "equipment owned by you or your employees while carried in a locked covered auto, up to $5,000 per "
           "occurrence. A deductible of $250 applies to each occurrence.")
    p.para("3. Loss by theft under paragraph 2 is covered only if there is visible evidence of forced entry to the auto.")
    p.para("All other terms and conditions of the policy remain unchanged.")
    p.save()

    doc = new_docx()
    doc.add_heading("Ostervale Casualty - Commercial Auto Claim Procedures", 1)
    doc.add_paragraph("For adjusters handling claims under coverage form OCA-0126. Revised August 2026.")
    for t in [
        "Contact the insured within 24 hours of first notice of loss.",
        "Order a field appraisal for any physical damage claim estimated above $5,000, and for every suspected total loss.",
        "Total loss: apply the 75% threshold in Section IV.B. Settle at actual cash value less the deductible, and pay any loss payee first.",
        "Rental: check the Declarations and any endorsement before confirming rental. Rental is paid from 24 hours after the loss.",
        "Subrogation: where a third party is at fault, open a subrogation file and seek to recover the insured's deductible along with our payment.",
        "Tools: the tools exclusion in Section III.F applies unless the policy carries endorsement OCE-22.",
    ]:
        doc.add_paragraph(t, style="List Bullet")
    doc.add_heading("Payment authority", 2)
    docx_table(doc, [["Level", "Authority per claim"], ["Adjuster I", "$10,000"], ["Adjuster II", "$35,000"],
                     ["Claims supervisor", "$100,000"], ["Claims manager", "Above $100,000"]])
    doc.add_paragraph("Any denial of coverage must be reviewed by a claims supervisor before the denial letter is sent.")
    docx_save(doc, os.path.join(out, "procedures", "ostervale-claim-procedures.docx"), "Commercial Auto Claim Procedures")

    cl = os.path.join(out, "claims")

    def notes(ref, insured, pol_no, entries):
        s = f"OSTERVALE CASUALTY COMPANY - CLAIM {ref}\nInsured: {insured}   Policy: {pol_no}   Form: OCA-0126\n"
        for when, who, text in entries:
            s += "-" * 60 + f"\n{when}  {who}\n{text}\n"
        write_txt(os.path.join(cl, ref, "notes.txt"), s)

    notes("OCC-26-80311", "Halvorsen Landscaping LLC", "OCD-4406217", [
        ("08/17/2026", "J. Pruitt (Adj I)", "FNOL by phone - Erik Halvorsen (owner). Veh 2 (2021 F-250) rear-ended while stopped at a light on Wilmington Pike, 08/16/2026 approx 4:40 pm. Driver Dana Ruiz (employee). Other driver cited by police. Vehicle drivable, no injuries reported."),
        ("08/18/2026", "J. Pruitt (Adj I)", "Field appraisal assigned to Keel Point Appraisal. Insured asked about a rental truck - advised there is no rental reimbursement on this policy."),
        ("08/21/2026", "J. Pruitt (Adj I)", "Keel Point report KPA-3391 rec'd. Repair estimate $8,940.00 (rear bumper, tailgate, hitch receiver, bed floor). ACV $41,500 - not a total loss."),
        ("08/22/2026", "J. Pruitt (Adj I)", "Coll ded $1,000. Paid $7,940.00 to Halvorsen Landscaping LLC. Subro file opened vs other driver's carrier (their claim no. RM-5571-26). Will seek to recover ded for insured."),
        ("09/30/2026", "J. Pruitt (Adj I)", "Ded not yet recovered. Told insured subro can take 3-6 months."),
    ])
    doc = new_docx()
    doc.add_heading("Keel Point Appraisal - Field Appraisal Report", 1)
    docx_table(doc, [["Report no.", "KPA-3391"], ["Carrier / claim", "Ostervale Casualty Company / OCC-26-80311"],
                     ["Vehicle", "2021 Ford F-250 XL, VIN ending B90362"], ["Inspected", "08/20/2026 at Halvorsen Landscaping yard, Dayton OH"],
                     ["Appraiser", "Nadia Brookfield"]])
    doc.add_paragraph("")
    doc.add_paragraph("Point of impact: rear, centre. Damage is consistent with a rear impact at low to moderate speed. "
                      "The truck is drivable and safe to use while awaiting repair.")
    docx_table(doc, [["Repair item", "Parts", "Labor", "Total"],
                     ["Rear bumper assembly (replace)", "$1,260.00", "$310.00", "$1,570.00"],
                     ["Tailgate shell (replace, refinish)", "$2,180.00", "$1,140.00", "$3,320.00"],
                     ["Hitch receiver (replace)", "$640.00", "$230.00", "$870.00"],
                     ["Bed floor (repair, refinish)", "$0.00", "$1,890.00", "$1,890.00"],
                     ["Materials and hazardous waste", "$1,290.00", "$0.00", "$1,290.00"],
                     ["Estimate total", "", "", "$8,940.00"]])
    doc.add_paragraph("")
    doc.add_paragraph("Actual cash value (pre-loss, market survey of 5 comparables): $41,500. Repair cost is 21.5% of ACV; "
                      "not a total loss.")
    doc.add_paragraph("Estimated repair time: 6 working days once parts are received.")
    doc.add_paragraph("Prior damage noted: minor scratching to the front bumper, not related to this loss.")
    docx_save(doc, os.path.join(cl, "OCC-26-80311", "keel-point-appraisal-KPA-3391.docx"), "Field Appraisal Report KPA-3391")

    notes("OCC-26-80327", "Halvorsen Landscaping LLC", "OCD-4406217", [
        ("09/08/2026", "M. Osei (Adj I)", "FNOL - Veh 4 (2023 Silverado) broken into overnight 09/06-09/07 at a job site in Kettering. Rear window smashed. Stolen: hedge trimmers, two chainsaws, two backpack leaf blowers - insured puts value at $4,300. Police report KPD-26-19033 made 09/07."),
        ("09/09/2026", "M. Osei (Adj I)", "Glass: rear window replaced by Clearline Auto Glass, invoice $612.00. Replacement, not repair, so comp ded $500 applies. Payable $112.00."),
        ("09/09/2026", "M. Osei (Adj I)", "Tools: excluded under III.F - not permanently installed. No endorsement on this policy. Tools to be declined - referred to supervisor per procedures."),
        ("09/10/2026", "K. Lindqvist (Supv)", "Reviewed. Exclusion applies; OCE-22 tools cover is not on this policy. Denial of tools approved."),
        ("09/10/2026", "M. Osei (Adj I)", "Paid $112.00 to insured. Tools denial explained by phone to Erik Halvorsen - he disagrees, says his agent told him tools were covered."),
        ("10/14/2026", "M. Osei (Adj I)", "E-mail from insured rec'd (on file). Asks us to reconsider. Suggest he speak to his agent about adding tools coverage before renewal 04/01/2027. Denial stands."),
    ])
    write_txt(os.path.join(cl, "OCC-26-80327", "email-2026-10-14.txt"), """
From: Erik Halvorsen <erik@halvorsenlandscaping.example>
To: claims@ostervale-casualty.example
Date: Wed, 14 Oct 2026 07:18:45 -0400
Subject: Claim OCC-26-80327 - tools stolen from truck

Hi,

I got the check for $112 for the window. I still don't get why the equipment isn't covered. The truck was locked, they smashed the back window to get in, and the police report proves it.

That equipment is worth more than four thousand dollars and two of my crews couldn't work for most of a week. When I took the policy out in April my agent told me anything in the trucks was covered.

Please have someone look at this again.

Erik Halvorsen
Halvorsen Landscaping LLC
937-555-0142
""")

    notes("OCC-26-80342", "Brightwater Courier Inc.", "OCD-4409853 (endorsement OCE-22)", [
        ("07/28/2026", "R. Castaneda (Adj II)", "FNOL - Veh 5 (2023 Transit 250) hit guardrail on I-75 near Perrysburg 07/27/2026 approx 6:10 am, driver Marcus Tellier (on driver schedule). No other vehicle involved. Driver not injured. Towed to Maumee Collision Center."),
        ("07/28/2026", "R. Castaneda (Adj II)", "Tow bill $225.00 - within $250 towing, paid to tow company."),
        ("07/31/2026", "R. Castaneda (Adj II)", "Field appraisal: repair est $26,400; ACV $31,200. 26,400 / 31,200 = 84.6%, over 75% - total loss."),
        ("08/09/2026", "R. Castaneda (Adj II)", "Settlement ACV $31,200 less coll ded $2,500 = $28,700. Loss payee Harbor Lane Commercial Finance - payoff $19,850.00 paid to them, balance $8,850.00 to insured."),
        ("08/09/2026", "R. Castaneda (Adj II)", "Rental per OCE-22 at $90/day (not $60 on dec page). Lakeshore Van Rental 07/28 to 08/09 = 12 days at $104/day = $1,248. We pay 12 x $90 = $1,080. Insured pays the $168 difference."),
    ])
    notes("OCC-26-80356", "Brightwater Courier Inc.", "OCD-4409853 (endorsement OCE-22)", [
        ("10/02/2026", "R. Castaneda (Adj II)", "FNOL - Veh 2 parked at depot, 40 Canal St, overnight 10/01-10/02. Side door lock punched, windshield smashed. Stolen from van: two handheld scanners and a folding ramp (company) and driver Luis Abernathy's tool bag. Total claimed $3,200. Police report TPD-26-55410 made 10/02 7:30 am."),
        ("10/05/2026", "R. Castaneda (Adj II)", "Windshield replaced, Clearline Auto Glass $1,340.00. Replaced not repaired - comp ded $1,000 applies. Payable $340.00."),
        ("10/05/2026", "R. Castaneda (Adj II)", "Tools/equipment under OCE-22: van was locked, forced entry confirmed (lock punched). $3,200 less $250 ded = $2,950.00."),
        ("10/06/2026", "R. Castaneda (Adj II)", "Paid $3,290.00 total to Brightwater Courier Inc. (glass $340 + tools $2,950). Van back in service 10/05, no rental claimed."),
    ])


# ================================================================ LUMLEY CROSS (UK travel + gadget)
def lumley(out):
    pol = os.path.join(out, "policies")
    doc = new_docx()
    doc.add_heading("Lumley Cross Travel Insurance Ltd", 0)
    doc.add_paragraph("Travel Insurance Policy Wording LCT-26 - Essential and Premier cover, single trip and annual multi-trip")
    doc.add_heading("Table of benefits", 1)
    docx_table(doc, [
        ["Section", "Essential", "Premier"],
        ["2 Cancellation and cutting short", "£3,000", "£7,500"],
        ["3 Emergency medical expenses", "£5,000,000", "£10,000,000"],
        ["5 Baggage (total)", "£1,500", "£2,500"],
        ["5 Single article limit", "£250", "£400"],
        ["5 Valuables (total)", "£300", "£600"],
        ["5 Delayed baggage (after 12 hours)", "£100", "£250"],
        ["6 Travel delay", "£20 per 12 hours, up to £200", "£30 per 12 hours, up to £300"],
        ["9 Gadget cover (optional add-on)", "£1,000 per gadget, £2,000 per trip", "£1,000 per gadget, £2,000 per trip"],
        ["Excess per person per claim", "£95", "£50"],
    ])
    doc.add_paragraph("No excess applies to travel delay or delayed baggage.")
    doc.add_heading("Section 5 - Baggage", 1)
    doc.add_paragraph("We will pay for your baggage that is lost, stolen or damaged during your trip, up to the limits in "
                      "the table of benefits. We will make a deduction for wear and tear and loss of value. Watches, "
                      "jewellery and cameras count as valuables.")
    doc.add_paragraph("If an airline loses or damages your baggage you must report it to the airline before leaving the "
                      "airport and obtain a Property Irregularity Report (PIR). We will deduct any amount the airline pays "
                      "you for the same loss.")
    doc.add_heading("Section 6 - Travel delay", 1)
    doc.add_paragraph("If the departure of your outbound journey or your final return journey is delayed by more than 12 "
                      "hours beyond the scheduled time, we will pay the amount shown in the table of benefits for each "
                      "complete 12 hours of delay. You must get written confirmation of the length of the delay from the "
                      "carrier. This benefit is a fixed payment; we do not pay for hotels, meals or other costs under this "
                      "section.")
    doc.add_heading("Section 9 - Gadget cover", 1)
    doc.add_paragraph("This section applies only if gadget cover is shown on your certificate.")
    doc.add_paragraph("9.1 We cover your gadgets (mobile phones, tablets, laptops, cameras, smart watches and e-readers) "
                      "against accidental damage, theft and loss during your trip, up to £1,000 per gadget and £2,000 in "
                      "total per trip. We will repair the gadget where we can; if it cannot be repaired economically we will "
                      "replace it with one of the same or similar specification.")
    doc.add_paragraph("9.2 We do not cover theft or loss of a gadget left unattended in a public place, or left in a vehicle "
                      "unless it was in a locked boot or glovebox, out of view, and there is evidence of forced entry.")
    doc.add_paragraph("9.3 You must report theft or loss of a gadget to the local police within 24 hours of discovering it and "
                      "obtain a written report.")
    doc.add_paragraph("9.4 For gadgets more than 3 years old on the date of the incident we will deduct 30% for wear and tear.")
    doc.add_paragraph("9.5 The excess shown in the table of benefits applies to each gadget claim.")
    doc.add_heading("Making a claim", 1)
    doc.add_paragraph("Tell us about your claim within 31 days of returning home. Send original receipts or proof of "
                      "ownership for items over £50.")
    docx_save(doc, os.path.join(pol, "lumley-cross-travel-wording-LCT-26.docx"), "Travel Insurance Policy Wording LCT-26")

    def cert(num, who, rows, endorse):
        p = PDF(os.path.join(pol, f"lumley-cross-certificate-{num}.pdf"), f"Lumley Cross Travel Insurance Ltd - Certificate {num}")
        p.heading("Lumley Cross Travel Insurance Ltd - Certificate of Insurance", 13)
        p.table([["Certificate number", num], ["Policyholder", who]] + rows + [["Policy wording", "LCT-26"]],
                [60, 220], header=False)
        p.heading("Endorsements", 11)
        p.para(endorse)
        p.para("Please check this certificate carefully and keep it with your policy wording. Emergency medical "
               "assistance: +44 1632 960552, 24 hours.")
        p.save()

    cert("LCC-557013", "Mr Tobias Wren-Achebe, 41 Cavendish Grove, Manchester M20 4LY",
         [["Insured persons", "Tobias Wren-Achebe, Hana Wren-Achebe"], ["Type of policy", "Annual multi-trip"],
          ["Level of cover", "Premier"], ["Area", "Europe"], ["Period of insurance", "12/02/2026 to 11/02/2027"],
          ["Maximum trip length", "31 days"], ["Gadget cover", "Included"]], "None.")
    cert("LCC-560288", "Ms Priya Castellan-Moore, 8 Tanner's Yard, Bristol BS1 6QE",
         [["Insured persons", "Priya Castellan-Moore"], ["Type of policy", "Single trip"],
          ["Level of cover", "Essential"], ["Area", "Worldwide excluding USA, Canada and the Caribbean"],
          ["Travel dates", "03/09/2026 to 24/09/2026"], ["Gadget cover", "Included"]],
         "LCE-03 Gadget Cover Plus (attached).")

    p = PDF(os.path.join(pol, "lumley-cross-endorsement-LCE-03.pdf"), "Lumley Cross Travel Insurance Ltd - Endorsement LCE-03")
    p.heading("Endorsement LCE-03 - Gadget Cover Plus", 13)
    p.para("This endorsement applies to certificate LCC-560288 only. Section 9 of the policy wording LCT-26 is amended as "
           "follows.")
    p.para("9.1 The limit is increased to £1,500 per gadget and £2,500 in total per trip.")
    p.para("9.5 The excess for each gadget claim is £50 instead of the excess shown in the table of benefits.")
    p.para("Conditions 9.2, 9.3 and 9.4 are unchanged.")
    p.save()

    write_txt(os.path.join(out, "procedures", "lumley-cross-assessor-notes.txt"), """
LUMLEY CROSS TRAVEL - ASSESSOR NOTES (LCT-26)           rev. 07/2026

Acknowledge every claim within 5 working days.
Always check the certificate for the level of cover, gadget add-on and endorsements before quoting limits.
LCE-03 (Gadget Cover Plus) is the only endorsement currently issued on gadget cover.

Wear and tear on baggage: clothing and footwear 20%, other items 10%. No deduction for items bought in the last
12 months or for toiletries.

Travel delay: pay only on written confirmation of the delay from the airline. Hotels and meals are not covered under
Section 6 - tell the customer they can claim these from the airline.

Unattended gadgets (9.2): a gadget is unattended if the customer or a travelling companion was not close enough to
stop it being taken. Ask where the customer was and who was with the item.

Authority limits (per claim)
  Assessor ................... £1,500
  Senior assessor ............ £5,000
  Claims manager ............. £25,000
Declines of gadget theft claims must be checked by a senior assessor.
""")

    cl = os.path.join(out, "claims")
    write_txt(os.path.join(cl, "LCX-26-3308", "notes.txt"), """
LUMLEY CROSS TRAVEL  claim LCX-26-3308   cert LCC-557013 (Premier, annual, Europe)   wording LCT-26
section: 5 baggage

[2026-08-12] TB: PH Mr Wren-Achebe tel. Flt MAN-LIS 10/08, hold bag not arrived. PIR LIS-AZ-40213 done at airport. Airline says still tracing.
[2026-08-12] TB: delayed bag - told PH he can claim emergency purchases up to £250 (Premier) after 12 hrs, keep receipts.
[2026-08-27] TB: airline confirms bag lost, not recovered. Airline offering nothing further (PH says). Claim now lost bag.
[2026-08-29] TB: items claimed - clothes £640 (mostly 2-3 yrs old), trainers £120 (bought 05/2026), toiletries £85, dress watch £520. No delayed-bag purchases claimed.
[2026-09-02] TB: w&t clothes 20% = -£128 -> £512. trainers <12m no ded £120. toiletries £85. watch capped SAL £400 (valuables total £600 ok). total £1,117 less £50 xs = £1,067.
[2026-09-02] TB: within my authority. paid £1,067 to PH 02/09.
""")
    write_txt(os.path.join(cl, "LCX-26-3308", "azurelle-pir-LIS-AZ-40213.txt"), """
AZURELLE AIR - PROPERTY IRREGULARITY REPORT
File reference: LIS-AZ-40213
Station: LIS (Lisbon)        Date: 10AUG26   Time: 1422
Passenger: WREN-ACHEBE/TOBIAS MR
Flight: AZ 2217 MAN-LIS 10AUG26
Bag tag: AZ 338104
Bag type: 22 (upright, hard shell), colour BK (black), brand: not stated
Contents per passenger: clothing, shoes, toiletry bag, wristwatch in box
Delivery address: Hotel Rua Nova, Lisbon, until 17AUG26
Contact: 07700 900287
Passenger advised: retain receipts for essential purchases; check status via azurelle.example/bags.
""")
    write_txt(os.path.join(cl, "LCX-26-3315", "notes.txt"), """
LUMLEY CROSS TRAVEL  claim LCX-26-3315   cert LCC-557013 (Premier, annual, Europe)   wording LCT-26
section: 9 gadget

[2026-08-20] TB: PH Mr Wren-Achebe reports phone (Norva S9, bought 03/2024 £899) stolen from beach bag on sunbed at Praia da Rocha 15/08 approx 15:30.
[2026-08-20] TB: PH and wife both in the sea at the time, bag on sunbed approx 40m from water. Police report (PSP Portimao) obtained 15/08 same evening - within 24 hrs ok.
[2026-08-21] TB: unattended in public place per 9.2 / assessor notes - nobody close enough to stop it. Decline. Sent to SA for check.
[2026-08-22] GHM (SA): agree decline under 9.2. Letter to PH.
[2026-09-04] TB: PH e-mail - disputes, says wife was at beach bar watching. Conflicts with what he told us 20/08. Referred to GHM.
[2026-09-07] GHM (SA): asked PH for any evidence wife was watching the bag. Nothing rec'd yet. Decline stands for now.
""")
    write_txt(os.path.join(cl, "LCX-26-3315", "email-2026-09-04.txt"), """
From: Tobias Wren-Achebe <t.wrenachebe@postbox.example>
To: claims@lumleycross.example
Date: Fri, 4 Sep 2026 20:02:51 +0100
Subject: LCX-26-3315 phone stolen Praia da Rocha

Dear Sir or Madam

I am writing about your letter turning down my claim for my phone. I accept I was swimming, but my wife Hana was at the beach bar a few metres away and could see our sunbeds the whole time. The thief was quick and she could not get there in time.

I paid extra for gadget cover precisely so I would be protected on holiday. The phone cost £899 and is barely two years old.

I would like you to reconsider.

Tobias Wren-Achebe
""")
    write_txt(os.path.join(cl, "LCX-26-3324", "notes.txt"), """
LUMLEY CROSS TRAVEL  claim LCX-26-3324   cert LCC-560288 (Essential, single trip, + LCE-03)   wording LCT-26
section: 9 gadget

[2026-09-14] AHN: PH Ms Castellan-Moore, online claim. Laptop (Orrin Book 14, bought 01/2025 £1,420) knocked off cafe table in Hoi An 11/09, screen cracked. Accidental damage - no police report needed.
[2026-09-29] AHN: PH home. Repair quote rec'd from Quaybridge Device Repairs QDR-2214 - £1,188.00 incl VAT.
[2026-09-29] AHN: LCE-03 on cert - per gadget £1,500 (not £1,000), gadget xs £50 (not £95). <3 yrs so no w&t.
[2026-09-30] AHN: repair approved. £1,188 less £50 = £1,138. Paid to PH 30/09.
""")
    p = PDF(os.path.join(cl, "LCX-26-3324", "quaybridge-quote-QDR-2214.pdf"), "Quaybridge Device Repairs - Quotation QDR-2214")
    p.heading("Quaybridge Device Repairs", 14)
    p.para("14 Narrow Quay, Bristol BS1 4QA  |  01632 960291  |  repairs@quaybridge.example")
    p.heading("Repair quotation QDR-2214", 11)
    p.table([["Customer", "Ms P. Castellan-Moore"], ["Device", "Orrin Book 14 laptop, serial OB14-7Q2209"],
             ["Date booked in", "26/09/2026"], ["Fault reported", "Screen cracked after fall, display flickering"]],
            [60, 200], header=False)
    p.table([["Item", "Price"], ["Replacement display assembly (genuine)", "£880.00"],
             ["Labour and diagnostic", "£110.00"], ["Subtotal", "£990.00"], ["VAT at 20%", "£198.00"],
             ["Total", "£1,188.00"]], [60, 380])
    p.para("Keyboard, battery and storage tested and working. No liquid damage found. Repair time 3 to 5 working days "
           "from approval. Quote valid for 30 days.")
    p.save()

    write_txt(os.path.join(cl, "LCX-26-3339", "notes.txt"), """
LUMLEY CROSS TRAVEL  claim LCX-26-3339   cert LCC-560288 (Essential, single trip, + LCE-03)   wording LCT-26
section: 6 travel delay

[2026-10-01] AHN: PH Ms Castellan-Moore claims travel delay - return flt BKK-LHR sched 24/09 23:15, left 26/09 01:20. Airline letter confirms delay 26 hrs 5 mins (technical fault).
[2026-10-01] AHN: also claims hotel in Bangkok £95 and meals £38.
[2026-10-02] AHN: Essential = £20 per complete 12 hrs. 26 hrs = 2 x 12 -> £40. No xs on travel delay.
[2026-10-02] AHN: hotel + meals not covered s.6 - told PH to claim from airline (UK261). Paid £40 02/10.
""")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(HERE, "documents"))
    a = ap.parse_args()
    out = a.out
    if os.path.exists(out):
        shutil.rmtree(out)
    for d in ["policies", "procedures"] + [f"claims/{r}" for r in [
            "THC-26-1042", "THC-26-1057", "THC-26-1063", "THC-26-1071",
            "OCC-26-80311", "OCC-26-80327", "OCC-26-80342", "OCC-26-80356",
            "LCX-26-3308", "LCX-26-3315", "LCX-26-3324", "LCX-26-3339"]]:
        os.makedirs(os.path.join(out, d))
    thornbeck(out)
    ostervale(out)
    lumley(out)
    n = sum(len(f) for _, _, f in os.walk(out))
    print(f"wrote {n} files to {out}")


if __name__ == "__main__":
    main()
