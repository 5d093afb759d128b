"""Write documents/ for the ninth blind check-mode letter set.

Three invented insurers: Harrowdene Landlord Insurance Ltd (UK let property), Larkspur Valley Mutual Insurance
Company (US homeowners) and Kittiwake Touring Insurance Ltd (UK touring caravan and motorhome).
Deterministic: reportlab invariant=1, fixed DOCX core properties, sorted zip entries with fixed times.
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
FIXED = datetime.datetime(2026, 2, 2, 10, 30, 0)


# ------------------------------------------------------------------ writers
class Pdf:
    """Single-column PDF writer; house style picked by font, margins and footer."""

    def __init__(self, path, title, footer, pagesize=A4, font="Helvetica", bold="Helvetica-Bold", left=52,
                 band=None):
        self.c = canvas.Canvas(path, pagesize=pagesize, invariant=1)
        self.c.setTitle(title)
        self.c.setAuthor("")
        self.c.setSubject("")
        self.w, self.h = pagesize
        self.font, self.bold, self.left = font, bold, left
        self.footer, self.band = footer, band
        self.page = 1
        self._top()

    def _top(self):
        self.y = self.h - 58
        if self.band:
            self.c.setFillGray(0.85)
            self.c.rect(0, self.h - 34, self.w, 34, stroke=0, fill=1)
            self.c.setFillGray(0)
            self.c.setFont(self.bold, 9)
            self.c.drawString(self.left, self.h - 22, self.band)
            self.y = self.h - 70

    def _need(self, dy):
        if self.y - dy < 62:
            self._foot()
            self.c.showPage()
            self.page += 1
            self._top()

    def _foot(self):
        self.c.setFont(self.font, 7)
        self.c.drawString(self.left, 34, f"{self.footer}   Page {self.page}")

    def title(self, text, size=15):
        self._need(size + 16)
        self.c.setFont(self.bold, size)
        self.c.drawString(self.left, self.y, text)
        self.y -= size + 10

    def head(self, text, size=11):
        self._need(size + 18)
        self.y -= 5
        self.c.setFont(self.bold, size)
        self.c.drawString(self.left, self.y, text)
        self.y -= size + 6

    def para(self, text, size=9.5, width=98, indent=0, bold=False):
        lines = textwrap.wrap(text, width=width, break_long_words=False, break_on_hyphens=False)
        self.c.setFont(self.bold if bold else self.font, size)
        for ln in lines:
            self._need(size + 4)
            self.c.drawString(self.left + indent, self.y, ln)
            self.y -= size + 3.6
        self.y -= 4.5

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

    def gap(self, dy=6):
        self.y -= dy

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
            info = zipfile.ZipInfo(name, date_time=(2026, 2, 2, 10, 30, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zout.writestr(info, zin.read(name))


def new_docx(font, size):
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    return doc


def docx_table(doc, rows, style="Table Grid"):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, row in enumerate(rows):
        for j, cell in enumerate(row):
            t.cell(i, j).text = cell
            if i == 0:
                for r in t.cell(i, j).paragraphs[0].runs:
                    r.bold = True
    return t


def write_txt(path, text):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text.strip("\n") + "\n")


def write_eml(path, frm, to, date, subject, body):
    head = (f"From: {frm}\nTo: {to}\nDate: {date}\nSubject: {subject}\nMIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n")
    write_txt(path, head + body.strip("\n"))


# ================================================================== Harrowdene (UK landlord)
HD = "Harrowdene Landlord Insurance Ltd"
HD_FOOT = ("Harrowdene Landlord Insurance Ltd, Wellgate House, Park Row, Leeds LS1 5HD. Registered in England "
           "No. 09614402. Claims 0113 496 0418.")


def harrowdene(out):
    pol = os.path.join(out, "policies")
    # ---- wording
    p = Pdf(os.path.join(pol, "harrowdene-let-property-wording-HLP-27.pdf"), "Harrowdene wording HLP-27",
            "HLP-27 (edition 03/2026)", band="HARROWDENE LANDLORD INSURANCE LTD  |  RESIDENTIAL LET PROPERTY POLICY")
    p.title("Residential Let Property Policy")
    p.para("Policy wording HLP-27, edition 03/2026. Please read this wording together with your schedule. The "
           "schedule shows which sections you have chosen, your sums insured, your excesses and any endorsements "
           "that change this wording. An endorsement applies only to the schedule on which it is shown.")
    p.head("Part A  Definitions")
    p.para("A1 Unoccupied: the property, or the part of it that you let, has not been lived in by a tenant or by "
           "you for more than 45 consecutive days.")
    p.para("A2 Tenant: the person or persons named on the tenancy agreement, and anyone living with them.")
    p.para("A3 Rent: the rent payable under the tenancy agreement in force at the time of the damage, not "
           "including service charges or any amount for utilities.")
    p.para("A4 Excess: the first part of each claim, which you must pay.")
    p.head("Part B  Section 1 Buildings")
    p.para("B1 We will pay for physical loss of or damage to the buildings caused by fire, lightning, explosion, "
           "storm, flood, escape of water, theft or attempted theft, subsidence, impact, and malicious damage, "
           "subject to the terms below.")
    p.para("B2 Escape of water. We cover damage caused by water escaping from a fixed water or heating "
           "installation. The escape of water excess is £350. We will also pay up to £5,000 for the cost of "
           "finding the source of the escape and making good the damage caused in finding it (trace and access).")
    p.para("B3 Malicious damage by tenants. We will pay for deliberate damage to the buildings caused by your "
           "tenant, or by anyone at the property with your tenant's permission, up to £7,500 in any one period of "
           "insurance. This cover applies only if, before the tenancy began, you or your letting agent obtained a "
           "written reference and a credit check for each tenant named on the tenancy agreement. The excess for "
           "this cover is £500.")
    p.para("B4 We will not pay for: (a) wear and tear or anything that happens gradually, including damage "
           "caused by condensation; (b) damage caused by a tenant that was not deliberate; (c) cleaning, rubbish "
           "removal or redecoration needed only because the tenant left the property dirty or untidy; (d) any "
           "amount that you have recovered, or are entitled to recover, from the tenant's deposit for the same "
           "damage.")
    p.head("Part C  Section 2 Loss of Rent")
    p.para("C1 If the property cannot be lived in because of damage covered under Section 1, we will pay the rent "
           "you lose while it cannot be lived in, up to 20% of the buildings sum insured and for no longer than 12 "
           "months from the date of the damage.")
    p.para("C2 Where the property was between tenancies when the damage happened, we will pay rent only from the "
           "date on which you can show that a new tenancy, already agreed in writing, would have started.")
    p.para("C3 We do not cover rent that is unpaid because your tenant is unwilling or unable to pay (rent "
           "arrears). Rent guarantee insurance is a separate product and is not part of this policy.")
    p.para("C4 We pay loss of rent monthly in arrears. No excess applies to Section 2.")
    p.head("Part D  General Conditions")
    p.para("D1 Unoccupancy. While the property is unoccupied, the cover for escape of water, theft and malicious "
           "damage (including malicious damage by tenants) does not apply unless: (a) you have turned off the "
           "water at the mains and drained the water system, or, between 1 November and 31 March, you keep the "
           "heating running so that the whole property stays at 12°C or more; and (b) the inside of the property "
           "is inspected at least once every 7 days by you or someone acting for you, and a written record of "
           "each inspection is kept. All other cover continues while the property is unoccupied.")
    p.para("D2 Claims. You must tell us about any claim as soon as you can and within 30 days of finding the "
           "damage. Malicious damage and theft must be reported to the police and a crime reference obtained.")
    p.para("D3 Excess. The standard excess shown in your schedule applies to each claim under Section 1 unless "
           "this wording gives a different excess for that cover.")
    p.save()

    # ---- schedules
    def schedule(num, who, addr, corr, period, kind, rows, endorse, extra):
        s = Pdf(os.path.join(pol, f"harrowdene-schedule-{num}.pdf"), f"Harrowdene schedule {num}",
                f"Schedule {num} - read with wording HLP-27", band=f"{HD.upper()}  |  POLICY SCHEDULE")
        s.title(f"Schedule {num}", 14)
        s.rows([("Policyholder", who), ("Correspondence address", corr), ("Insured property", addr),
                ("Period of insurance", period), ("Type of schedule", kind), ("Wording", "HLP-27 (edition 03/2026)")],
               [52, 210], header=False)
        s.head("Sections and limits")
        s.rows([("Cover", "Sum insured / limit", "Excess")] + rows, [52, 250, 430], box=True)
        s.head("Endorsements")
        s.para(endorse)
        for t in extra:
            s.para(t)
        s.save()

    schedule("HLS-27-40512", "Mr Desmond Aukett", "14 Calder Row, Sheffield S6 2QT",
             "9 Moorgate Rise, Rotherham S60 4JU", "01/04/2026 to 31/03/2027", "Renewal",
             [("Section 1 Buildings", "£285,000", "£250 standard"),
              ("Escape of water", "Included", "£350"),
              ("Malicious damage by tenants", "£7,500 per period", "£500"),
              ("Section 2 Loss of rent", "20% of buildings sum insured (£57,000)", "Nil")],
             "None.",
             ["Letting agent: Fairclough & Dunne Lettings, 41 Division Street, Sheffield S1 4GF (fully managed).",
              "Tenancy type declared: assured shorthold tenancy, single household. Annual premium £412.80 "
              "including Insurance Premium Tax."])
    schedule("HLS-27-40788", "Ms Imogen Tarrant-Welby", "Flat 3, 22 Wharf Street, Leeds LS2 7EQ",
             "Hollin Barn, Otley Road, Bramhope LS16 9JN", "15/02/2026 to 14/02/2027", "New business",
             [("Section 1 Buildings", "£210,000", "£250 standard"),
              ("Escape of water", "Included", "£350"),
              ("Malicious damage by tenants", "See endorsement HLE-07", "£500"),
              ("Section 2 Loss of rent", "20% of buildings sum insured (£42,000)", "Nil")],
             "HLE-07 Extended Unoccupancy and Tenant Damage applies to this schedule.",
             ["Letting arrangement: managed by the policyholder (no letting agent).",
              "Tenancy type declared: assured shorthold tenancy, single household. Annual premium £377.15 "
              "including Insurance Premium Tax."])

    # ---- endorsement
    e = Pdf(os.path.join(pol, "harrowdene-endorsement-HLE-07.pdf"), "Harrowdene endorsement HLE-07",
            "Endorsement HLE-07 (03/2026)", band=f"{HD.upper()}  |  ENDORSEMENT")
    e.title("HLE-07 Extended Unoccupancy and Tenant Damage", 13)
    e.para("This endorsement forms part of the policy only where it is shown on your schedule. It does not apply "
           "to any other schedule. Where it applies, wording HLP-27 is changed as follows.")
    e.para("1. In definition A1 (Unoccupied), \"45 consecutive days\" is replaced by \"90 consecutive days\".")
    e.para("2. In General Condition D1(b), \"at least once every 7 days\" is replaced by \"at least once every 14 "
           "days\".")
    e.para("3. The limit in clause B3 (Malicious damage by tenants) is increased to £12,500 in any one period of "
           "insurance. The £500 excess for that cover is unchanged.")
    e.para("4. All other terms, conditions, limits and exclusions of wording HLP-27 are unchanged.")
    e.save()

    # ---- procedures (DOCX)
    d = new_docx("Arial", 10)
    d.add_heading("Harrowdene Landlord - Claims Manual (extract)", level=1)
    d.add_paragraph("Version 4.2, issued March 2026. For claims staff only.")
    d.add_heading("1. Authority", level=2)
    docx_table(d, [["Grade", "Settlement authority (per claim, all sections)", "Sign-off code"],
                   ["Claims Handler", "up to £5,000", "CH"],
                   ["Senior Claims Handler", "up to £15,000", "SCH"],
                   ["Claims Team Manager", "up to £50,000", "CTM"]])
    d.add_paragraph("Claims above the handler's authority must be referred before any offer is made to the "
                    "customer. Record the referral and the approver's initials on the file.")
    d.add_heading("2. Malicious damage by tenants", level=2)
    d.add_paragraph("Ask the landlord or agent for copies of the reference and the credit check for every named "
                    "tenant. If either is missing for any named tenant, the B3 cover does not apply.")
    d.add_paragraph("Ask whether the deposit scheme has released any of the deposit for the damage claimed. Any "
                    "amount released for the same damage is deducted from the settlement (B4(d)). Deposit money "
                    "awarded for rent arrears or cleaning is not deducted.")
    d.add_paragraph("Settlement order: remove excluded items, apply the B3 limit, deduct any deposit recovered "
                    "for the damage, then deduct the £500 excess.")
    d.add_heading("3. Unoccupied properties", level=2)
    d.add_paragraph("Count the days from the day after the last tenant moved out to the day the damage was found. "
                    "Check the schedule for HLE-07 before applying D1: where HLE-07 applies the property is only "
                    "unoccupied after 90 days and inspections are needed every 14 days.")
    d.add_heading("4. Loss of rent", level=2)
    d.add_paragraph("Obtain the tenancy agreement (or, between tenancies, the signed agreement for the new "
                    "tenancy) and a rent statement. Pay monthly in arrears by BACS to the landlord.")
    d.add_heading("5. Customer letters", level=2)
    d.add_paragraph("Write in plain English. Always state the excess deducted and the policy clause relied on when "
                    "declining any part of a claim. Give the complaints route (Harrowdene Customer Relations, "
                    "0113 496 0455) in every decline letter.")
    docx_save(d, os.path.join(out, "procedures", "harrowdene-claims-manual.docx"), "Harrowdene claims manual")

    # ---- claims
    cl = os.path.join(out, "claims")

    def notes(ref, pol_no, who, risk, body, extra_docs=""):
        os.makedirs(os.path.join(cl, ref), exist_ok=True)
        head = (f"HARROWDENE CLAIM FILE  {ref}\nPolicy: {pol_no} (wording HLP-27{extra_docs})\nLandlord: {who}\n"
                f"Risk address: {risk}\n" + "-" * 60 + "\n")
        write_txt(os.path.join(cl, ref, "notes.txt"), head + body)

    notes("HLC-27-0311", "HLS-27-40512", "Mr D Aukett", "14 Calder Row, Sheffield S6 2QT", """
12.05.26 RJK: FNOL from Tomasz Brenner, Fairclough & Dunne Lettings, for LL. Tenant Mr K Sowerby vacated 30.04.26. Damage found at check-out inspection 02.05.26: kitchen cupboard doors smashed, 2 internal doors kicked through, holes punched in landing wall, bathroom basin broken.
12.05.26 RJK: Reported to police by agent, crime ref SY-26-118340.
13.05.26 RJK: Agent emailed copy reference + credit check for Mr Sowerby, both dated before tenancy start 01.09.24. He was the only named tenant. B3 condition met.
20.05.26 RJK: Pennock Building Services quote PBS-2291 rec'd, total £9,840.00 incl VAT. Includes £420.00 rubbish removal and deep clean - excluded B4(c). Balance £9,420.00, desk-reviewed as reasonable.
21.05.26 RJK: Deposit: agent confirms TDS adjudication released £650.00 to LL for the damage (not arrears). Deduct per manual s.2.
21.05.26 RJK: Calc: £9,420.00 exceeds B3 limit, so limit £7,500.00, less deposit £650.00, less xs £500.00 = £6,350.00.
21.05.26 RJK: LL asks for rent May/June while repairs done. Property between tenancies, no new tenancy agreed when damage found. C2 - nil. Rent loss declined.
22.05.26 RJK: £6,350.00 within my authority (SCH). BACS to LL Mr Aukett 22.05.26. Agent copied in.
""")
    write_pennock(os.path.join(cl, "HLC-27-0311", "pennock-quote-PBS-2291.pdf"))

    notes("HLC-27-0318", "HLS-27-40788", "Ms I Tarrant-Welby", "Flat 3, 22 Wharf Street, Leeds LS2 7EQ", """
04.06.26 SMB: LL rang. Tenant Mr Dorian Lusk left 31.05.26 owing 2 months' rent (Apr + May at £925 pcm = £1,850). LL found graffiti sprayed on lounge walls, shower screen smashed, front door lock forced. Self-managed, no agent.
04.06.26 SMB: Police ref WY-26-0457712 given by LL.
06.06.26 SMB: LL sent RefCheck Direct report dated 02.02.25 - reference and credit check for Mr Lusk (sole tenant), tenancy began 01.03.25. B3 OK.
11.06.26 SMB: Repair estimate from Kirkgate Decorators £4,260.00, incl £310.00 general clean - excluded. Net £3,950.00.
11.06.26 SMB: Sched shows HLE-07 so B3 limit is £12,500.00; well within.
12.06.26 SMB: Deposit £1,065.00 - TDS applied it all to the rent arrears, none to damage. No deduction.
12.06.26 SMB: Rent arrears £1,850.00 not covered - C3. Explained to LL by phone; she understood.
12.06.26 SMB: Settlement £3,950.00 less xs £500.00 = £3,450.00. Within CH authority. Paid to LL by BACS 15.06.26.
""")

    notes("HLC-27-0326", "HLS-27-40788", "Ms I Tarrant-Welby", "Flat 3, 22 Wharf Street, Leeds LS2 7EQ", """
03.08.26 SMB: LL found leak at her inspection today - corroded joint under kitchen sink, kitchen units and laminate soaked, water through to bathroom ceiling. Flat empty since previous tenant left 31.05.26 (repairs, see HLC-27-0318).
03.08.26 SMB: Unoccupied 64 days at discovery. HLE-07 on sched: unoccupied only after 90 days, so D1 not triggered. LL's inspection log also shows visits every 14 days or less.
07.08.26 SMB: Trace and access by Aire Valley Leak Detection £480.00 - within £5,000 limit.
14.08.26 SMB: Ketterby Joinery estimate £6,780.00 (units, worktop, flooring, ceiling). Agreed.
14.08.26 SMB: Loss of rent: new tenancy signed 20.07.26 to start 15.08.26 at £975 pcm (LL email 14.08.26 with agreement). New tenant cannot move in until repairs done.
15.08.26 SMB: Buildings: £6,780.00 + T&A £480.00 - EoW xs £350.00 = £6,910.00. Plus rent. Total over my £5k - referred to DPH (SCH).
16.08.26 DPH: Approved £6,910.00 buildings. Rent to be paid monthly in arrears per C4, nil excess.
16.08.26 SMB: £6,910.00 BACS to LL 17.08.26.
14.10.26 SMB: Repairs complete 13.10.26, tenant moved in 14.10.26. Rent lost 15.08.26 to 14.10.26 = 2 months = £1,950.00. 1st month £975.00 paid 16.09.26, 2nd £975.00 paid 15.10.26. Rent claim closed.
""", extra_docs="; endorsement HLE-07")
    write_eml(os.path.join(cl, "HLC-27-0326", "email-2026-08-14.eml"),
              "Imogen Tarrant-Welby <imogen.tw@hollinbarn.example>", "claims@harrowdene.example",
              "Fri, 14 Aug 2026 08:47:12 +0100", "HLC-27-0326 Flat 3 Wharf Street - new tenancy", """
Good morning Sasha,

As promised I attach the new tenancy agreement for Flat 3. It was signed on 20 July and the tenant, Miss Harriet Oyelaran, was due to move in on 15 August at a rent of £975 a month. She is staying with her parents until the kitchen is usable again and I have told her I will let her know as soon as Ketterby Joinery have finished.

I still inspect the flat every other Monday and I have kept the log going since the last tenant left at the end of May.

Could you also confirm whether I have to pay an excess on the rent part of the claim?

Kind regards,
Imogen Tarrant-Welby
07700 900418
""")

    notes("HLC-27-0339", "HLS-27-40512", "Mr D Aukett", "14 Calder Row, Sheffield S6 2QT", """
01.12.26 RJK: FNOL from Tomasz Brenner (agent). Frozen pipe burst in loft, ceiling down in 2 bedrooms and landing, water through to kitchen. Found at agent's visit 30.11.26.
01.12.26 RJK: Tenant Ms Aylin Corrick moved out 09.10.26 (job relocation). Property empty since 10.10.26 = 52 days at discovery. Sched HLS-27-40512 has NO HLE-07, so unoccupied after 45 days - D1 applies.
01.12.26 RJK: Agent: water NOT turned off; heating left on frost setting (10°C) per his email. Inspection log: 14.10, 28.10, 11.11, 25.11 - fortnightly, not weekly. Fails D1(a) and D1(b).
02.12.26 RJK: EoW cover does not apply (D1). Trace/access falls with it. Loss of rent also declined - C1 needs covered damage. Emergency drying quote £1,180.00 not covered either.
02.12.26 RJK: No other insured peril involved (no storm, pipe froze). Decline to go to LL, agent copied. Include complaints route per manual s.5.
""")
    write_txt(os.path.join(cl, "HLC-27-0339", "email-2026-12-01.txt"), """
From: Tomasz Brenner <t.brenner@fairclough-dunne.example>
To: Harrowdene Claims <claims@harrowdene.example>
Sent: 01 December 2026 09:12
Subject: 14 Calder Row S6 - burst pipe - Mr Aukett

Hi Richard,

Further to my call this morning. Ms Corrick handed her keys back on 9 October and we have been marketing the house since. I found the damage on my visit yesterday afternoon (30 November): the pipe to the cold water tank in the loft had split and the ceilings in both front bedrooms and the landing have come down.

The stopcock was left on. We left the heating on the frost setting, which on that boiler holds the house at about 10 degrees. Our visits were on 14 and 28 October and 11 and 25 November and I have the visit sheets.

Mr Aukett would like to know if you can also cover the rent, as we had viewings booked for this week.

Regards,
Tomasz Brenner
Property Manager, Fairclough & Dunne Lettings
0114 496 0732
""")


def write_pennock(path):
    p = Pdf(path, "Pennock Building Services quotation PBS-2291", "Pennock Building Services Ltd - VAT reg 918 4471 26",
            font="Times-Roman", bold="Times-Bold", left=60)
    p.title("PENNOCK BUILDING SERVICES LTD", 14)
    p.para("Unit 7, Attercliffe Works, Sheffield S9 3RR   Tel 0114 496 0581   office@pennockbuild.example", size=9)
    p.head("QUOTATION PBS-2291")
    p.rows([("Date:", "19 May 2026"), ("Client:", "Fairclough & Dunne Lettings for Mr D Aukett"),
            ("Site:", "14 Calder Row, Sheffield S6 2QT")], [60, 140], header=False)
    p.rows([("Item", "Description (prices include VAT at 20%)", "Amount"),
            ("1", "Replace 9 kitchen wall and base unit doors, hinges, handles", "£2,140.00"),
            ("2", "Supply and hang 2 internal doors, new frames and ironmongery", "£1,380.00"),
            ("3", "Cut out and re-board damaged landing wall, skim and make good", "£1,260.00"),
            ("4", "Replace bathroom basin and pedestal, reconnect waste and taps", "£690.00"),
            ("5", "Redecorate landing, kitchen, bathroom and two bedrooms", "£3,950.00"),
            ("6", "Rubbish removal (skip) and deep clean throughout", "£420.00"),
            ("", "TOTAL", "£9,840.00")], [60, 90, 440], size=9)
    p.para("Quotation valid for 60 days. Work can start within 10 working days of instruction. Signed: G. Pennock.",
           size=9)
    p.save()


# ================================================================== Larkspur Valley (US homeowners)
LV = "Larkspur Valley Mutual Insurance Company"


def larkspur(out):
    pol = os.path.join(out, "policies")
    f = dict(pagesize=letter, font="Times-Roman", bold="Times-Bold", left=60)
    p = Pdf(os.path.join(pol, "larkspur-homeowners-form-LVM-HO3.pdf"), "Larkspur Valley HO 3 form",
            "LVM-HO3 (04/26)  Includes copyrighted material of Larkspur Valley Mutual Insurance Company", **f)
    p.title("HOMEOWNERS 3 - SPECIAL FORM", 14)
    p.para("Larkspur Valley Mutual Insurance Company, 700 Sooner Parkway, Oklahoma City, OK 73102. Form LVM-HO3 "
           "(04/26). In this policy, \"you\" and \"your\" refer to the named insured shown in the Declarations and "
           "the spouse if a resident of the same household. \"We\", \"us\" and \"our\" refer to the Company.")
    p.head("SECTION I - PROPERTY COVERAGES")
    p.para("Coverage A - Dwelling. We cover the dwelling on the \"residence premises\" shown in the Declarations, "
           "including structures attached to the dwelling.")
    p.para("Coverage B - Other Structures. We cover other structures on the \"residence premises\" set apart from "
           "the dwelling by clear space, such as a detached garage, workshop or fence. The limit for Coverage B is "
           "shown in the Declarations.")
    p.para("Coverage C - Personal Property. We cover personal property owned or used by an \"insured\" while it "
           "is anywhere in the world.")
    p.head("Coverage D - Loss Of Use")
    p.para("1. Additional Living Expense. If a loss covered under Section I makes that part of the \"residence "
           "premises\" where you reside not fit to live in, we cover any necessary increase in living expenses "
           "incurred by you so that your household can maintain its normal standard of living. Payment will be for "
           "the shortest time required to repair or replace the damage or, if you permanently relocate, the "
           "shortest time required for your household to settle elsewhere.")
    p.para("2. Civil Authority Prohibits Use. If a civil authority prohibits you from use of the \"residence "
           "premises\" as a result of direct damage to neighboring premises by a Peril Insured Against, we cover "
           "the loss as provided in 1. above for no more than two weeks.")
    p.para("3. The limit for Coverage D is the amount shown in the Declarations. The periods of time above are not "
           "limited by expiration of this policy. No deductible applies to Coverage D.")
    p.head("Additional Coverages")
    p.para("Trees. When a tree is felled by windstorm or hail and damages a covered structure, we will pay your "
           "reasonable expense for removal of the tree, up to $1,000 in any one loss, but not more than $500 for "
           "any one tree.")
    p.para("Reasonable Repairs. We will pay the reasonable cost incurred by you for necessary measures taken solely "
           "to protect covered property from further damage, such as temporary tarping of a damaged roof.")
    p.head("SECTION I - DEDUCTIBLES")
    p.para("All Other Perils Deductible. Unless otherwise noted, we will pay only that part of the total of all "
           "loss payable under Section I that exceeds the All Other Perils deductible shown in the Declarations.")
    p.para("Windstorm Or Hail Deductible. For loss caused by windstorm or hail, the Windstorm or Hail deductible "
           "shown in the Declarations, a percentage of the Coverage A limit, applies in place of the All Other "
           "Perils deductible. It applies per occurrence to the total of all loss under Coverages A, B and C.")
    p.head("SECTION I - CONDITIONS")
    p.para("Loss Settlement. Buildings covered under Coverage A or B are settled at replacement cost without "
           "deduction for depreciation, subject to the following. (1) Until actual repair or replacement is "
           "complete, we will pay only the actual cash value of the damage. (2) You may then make claim for the "
           "additional amount, the recoverable depreciation, if repair or replacement is completed within 180 days "
           "after the date of loss.")
    p.para("Duties After Loss. You must give us prompt notice, protect the property from further damage, and keep "
           "an accurate record of repair expenses. A claim for loss caused by windstorm or hail must be reported to "
           "us within one year after the date of loss.")
    p.para("Mortgage Clause. If a mortgagee is named in the Declarations, any loss payable under Coverage A or B "
           "will be paid to the mortgagee and you, as interests appear.")
    p.save()

    def decl(num, insured, addr, period, cov, ded, forms, roof, mort):
        d = Pdf(os.path.join(pol, f"larkspur-declarations-{num}.pdf"), f"Larkspur declarations {num}",
                f"Declarations {num} - LVM-DEC (04/26)", **f)
        d.title("HOMEOWNERS POLICY DECLARATIONS", 14)
        d.rows([("Policy Number:", num), ("Named Insured:", insured), ("Residence Premises:", addr),
                ("Policy Period:", period + " 12:01 a.m. standard time at the residence premises"),
                ("Agent:", "Prewitt Family Insurance, Norman OK (405) 555-0142")], [60, 170], header=False, size=10)
        d.head("SECTION I AND II COVERAGES")
        d.rows([("Coverage", "Limit of Liability")] + cov, [60, 330], box=True, size=10)
        d.head("SECTION I DEDUCTIBLES")
        d.rows(ded, [60, 330], header=False, size=10)
        d.head("FORMS AND ENDORSEMENTS MADE PART OF THIS POLICY")
        d.para(forms, size=10)
        d.head("RATING INFORMATION")
        d.para(roof, size=10)
        d.head("MORTGAGEE")
        d.para(mort, size=10)
        d.save()

    decl("LVD-2206841", "Ramon and Tessa Quintero", "2217 Redbud Lane, Norman, OK 73071",
         "02/01/2026 to 02/01/2027",
         [("A - Dwelling", "$312,000"), ("B - Other Structures", "$31,200"), ("C - Personal Property", "$156,000"),
          ("D - Loss Of Use", "$62,400"), ("E - Personal Liability", "$300,000 each occurrence"),
          ("F - Medical Payments To Others", "$5,000 each person")],
         [("All Other Perils:", "$1,000"), ("Windstorm or Hail:", "2% of Coverage A ($6,240)")],
         "LVM-HO3 (04/26) Homeowners 3 - Special Form; LVE-RS14 (04/26) Roof Surfacing Payment Schedule "
         "(Windstorm or Hail).",
         "Construction: frame with brick veneer, built 1998. Roof: architectural asphalt shingle, installed 2012. "
         "Detached workshop with metal panel roof, built 2017. Protection class 3.",
         "Cimarron Plains Savings Bank ISAOA, PO Box 2290, Norman, OK 73070. Loan no. 0048817325.")
    decl("LVD-2207390", "Gail Brennerman", "61 Cattail Drive, Enid, OK 73703", "01/10/2026 to 01/10/2027",
         [("A - Dwelling", "$245,000"), ("B - Other Structures", "$24,500"), ("C - Personal Property", "$122,500"),
          ("D - Loss Of Use", "$49,000"), ("E - Personal Liability", "$300,000 each occurrence"),
          ("F - Medical Payments To Others", "$5,000 each person")],
         [("All Other Perils:", "$1,000"), ("Windstorm or Hail:", "1% of Coverage A ($2,450)")],
         "LVM-HO3 (04/26) Homeowners 3 - Special Form. No endorsements.",
         "Construction: frame, built 1979. Roof: 3-tab asphalt shingle, installed 2016. Detached garage, built 1979. "
         "Protection class 4.",
         "None.")

    e = Pdf(os.path.join(pol, "larkspur-endorsement-LVE-RS14.pdf"), "Larkspur endorsement LVE-RS14",
            "LVE-RS14 (04/26)", **f)
    e.title("ROOF SURFACING PAYMENT SCHEDULE (WINDSTORM OR HAIL)", 12)
    e.para("THIS ENDORSEMENT CHANGES THE POLICY. PLEASE READ IT CAREFULLY. It applies only to a policy whose "
           "Declarations list LVE-RS14.", size=10)
    e.para("A. For loss to roof surfacing caused by windstorm or hail, on any building or structure covered under "
           "Coverage A or Coverage B, the Loss Settlement condition is replaced by the following: we will pay the "
           "actual cash value of the damaged roof surfacing. Actual cash value is the replacement cost less "
           "depreciation of 4% for each full year of roof age at the date of loss, up to a maximum depreciation of "
           "70%.", size=10)
    e.para("B. No recoverable depreciation is payable for roof surfacing, whether or not the roof surfacing is "
           "repaired or replaced.", size=10)
    e.para("C. Roof surfacing means shingles, tiles, metal roof panels, underlayment, flashing, ridge caps and "
           "roof vents. It does not include gutters, downspouts, roof decking or framing, which remain subject to "
           "the Loss Settlement condition of the policy.", size=10)
    e.para("D. The Windstorm or Hail deductible still applies. All other provisions of the policy apply.", size=10)
    e.save()

    write_txt(os.path.join(out, "procedures", "larkspur-claim-guidelines.txt"), """
LARKSPUR VALLEY MUTUAL - PROPERTY CLAIM GUIDELINES (HOMEOWNERS)         Rev. 2026-04
=================================================================================

1. SETTLEMENT AUTHORITY
   Field Adjuster (FA) ............ up to $25,000 per claim
   Senior Adjuster (SA) ........... up to $75,000 per claim
   Property Claims Manager ........ above $75,000

2. CONTACT AND INSPECTION
   Contact the insured within 24 hours of assignment. Inspect within 7 days of first contact.
   After agreement of the scope, issue payment within 10 days.

3. WIND/HAIL
   - Check the Declarations for LVE-RS14 before any roof calculation. With LVE-RS14, roof surfacing is paid
     at ACV only (4% per full year of age, max 70%) and roof depreciation is never released.
   - Gutters, downspouts, siding, windows and fences are settled under the normal Loss Settlement condition
     (ACV first, depreciation released on completion within 180 days of the date of loss).
   - The W/H deductible applies once per occurrence across Coverages A, B and C.
   - Coverage A and B checks are made payable to the named insured(s) and any mortgagee on the Declarations.

4. ADDITIONAL LIVING EXPENSE
   - Pay only the increase over normal living costs. Deduct the household's normal grocery spend from
     restaurant or hotel meal costs. Extra mileage at $0.40 per mile.
   - Hotel pet fees are allowed where the household had the pet at home before the loss.
   - An ALE advance of up to $1,500 may be issued at first contact without receipts.
   - ALE checks are payable to the named insured only.

5. LETTERS
   - Plain English. Show the deductible and, for roof claims, the depreciation applied.
   - Always state the recoverable depreciation deadline (180 days after the date of loss) where it applies.
""")

    cl = os.path.join(out, "claims")

    def log(ref, pol_no, insured, dol, cause, rows, forms):
        os.makedirs(os.path.join(cl, ref), exist_ok=True)
        head = (f"LARKSPUR VALLEY MUTUAL  ::  CLAIM ACTIVITY LOG\nClaim: {ref}    Policy: {pol_no}    "
                f"Forms: {forms}\nInsured: {insured}\nDate of loss: {dol}    Cause: {cause}\n"
                "DATE       | TIME     | BY            | ENTRY\n" + "=" * 78 + "\n")
        write_txt(os.path.join(cl, ref, "notes.txt"), head + "\n".join(r.strip() for r in rows.strip().split("\n")))

    log("LVC-26-5510", "LVD-2206841", "Ramon and Tessa Quintero, 2217 Redbud Lane, Norman, OK 73071", "04/14/2026",
        "Hail", """
04/15/2026 | 09:02 AM | D. Prewitt(AG) | FNOL via agent. Insured Ramon Quintero reports hail storm evening of 04/14/2026, water stain and drip in upstairs bedroom 2 ceiling.
04/15/2026 | 11:40 AM | J. Whitcombe   | Contacted insured. Advised emergency tarp, keep receipts. Inspection set 04/18.
04/18/2026 | 02:15 PM | J. Whitcombe   | Inspected. Hail hits all slopes, 9-12 per test square, fractured mats. Full roof replacement, 32 SQ architectural. Front and rear gutters dented. Bedroom 2 ceiling drywall stained. Roof age: installed 2012 per decs and insured, 14 full years at DOL.
04/18/2026 | 02:40 PM | J. Whitcombe   | Decs list LVE-RS14. Roof surfacing at ACV, no roof dep release. Gutters/interior under normal loss settlement.
04/22/2026 | 10:05 AM | J. Whitcombe   | Thunderhead Roofing estimate TRE-26-0419 rec'd, roof $19,240.00. Line for ice and water shield ($640.00) duplicated. Contractor agreed revised roof figure $18,600.00. Use $18,600.00.
04/24/2026 | 03:30 PM | J. Whitcombe   | Calc. Roof surfacing RCV $18,600.00, dep 14 x 4% = 56% ($10,416.00), ACV $8,184.00. Gutters RCV $1,450.00 less dep $290.00 = ACV $1,160.00. Ceiling RCV $640.00 less dep $64.00 = ACV $576.00. Tarp invoice $375.00 (reasonable repairs, no dep). Total ACV $10,295.00 less W/H ded 2% $6,240.00 = $4,055.00.
04/24/2026 | 03:35 PM | J. Whitcombe   | Recoverable dep $354.00 (gutters $290.00 + ceiling $64.00) on completion by 10/11/2026 (180 days). No ALE - household stayed in the home.
04/25/2026 | 09:10 AM | J. Whitcombe   | Check $4,055.00 issued payable to Ramon and Tessa Quintero and Cimarron Plains Savings Bank. Within FA authority.
09/02/2026 | 01:20 PM | J. Whitcombe   | Thunderhead final invoice rec'd, gutters and ceiling completed 08/28/2026. Released recoverable dep $354.00. Claim closed.
""", "LVM-HO3, LVE-RS14")
    write_thunderhead(os.path.join(cl, "LVC-26-5510", "thunderhead-estimate-TRE-26-0419.pdf"))

    log("LVC-26-5527", "LVD-2207390", "Gail Brennerman, 61 Cattail Drive, Enid, OK 73703", "03/07/2026",
        "Windstorm - tree", """
03/07/2026 | 07:55 PM | After-hours    | FNOL by phone. Straight-line winds uprooted red oak in back yard, fell on rear of house over kitchen and back bedroom. Roof decking punctured, kitchen ceiling open. Insured and dog going to hotel.
03/08/2026 | 08:30 AM | M. Okafor      | Contacted insured. ALE advance $1,500.00 issued (guideline max). Insured at Prairie Rest Inn, Enid, $139.00 per night plus $20.00 per night pet fee.
03/10/2026 | 10:00 AM | M. Okafor      | Inspected. Kitchen and rear bedroom not fit to live in, no power to kitchen circuit. Tree removed by Sandoval Tree Care 03/09/2026, invoice $1,150.00. One tree - Trees additional coverage pays $500.00 max.
03/20/2026 | 04:10 PM | M. Okafor      | Dwelling estimate agreed: RCV $27,300.00, dep $4,200.00, ACV $23,100.00. Less W/H ded 1% $2,450.00 = $20,650.00. Plus tree removal $500.00. Check $21,150.00 to Gail Brennerman (no mortgagee on decs).
03/28/2026 | 11:00 AM | M. Okafor      | Insured back home 03/28/2026 - kitchen usable, contractor working on rear bedroom with insured in residence.
04/01/2026 | 02:45 PM | M. Okafor      | ALE final: hotel 21 nights x $139.00 = $2,919.00; pet fee 21 x $20.00 = $420.00; meals receipts $1,263.00 less normal groceries 3 wks x $155.00 = $465.00, so $798.00; extra mileage 210 mi x $0.40 = $84.00. Total ALE $4,221.00 less advance $1,500.00 = $2,721.00. Check 04/02/2026. No deductible on Cov D.
06/24/2026 | 09:30 AM | M. Okafor      | Contractor invoice rec'd, repairs completed 06/19/2026, within 180 days (by 09/03/2026). Released recoverable dep $4,200.00. Claim closed.
""", "LVM-HO3")
    write_eml(os.path.join(cl, "LVC-26-5527", "email-2026-03-12.eml"),
              "Gail Brennerman <gbrennerman@plainsmail.example>", "m.okafor@larkspurvalley.example",
              "Thu, 12 Mar 2026 21:06:44 -0600", "Claim LVC-26-5527 - hotel", """
Hi Mike,

Thank you for coming out on Tuesday. A couple of questions while I'm at the Prairie Rest Inn.

1. The hotel charges me $20 a night for Biscuit (my dog). He has lived with me for six years. Is that something the claim covers?
2. I'm driving an extra 10 miles each way to work from the hotel. Do I need to keep a log?
3. I normally spend about $155 a week on groceries. I'm eating out nearly every night now because the room has no kitchen.

I'm keeping every receipt in an envelope.

Thanks,
Gail Brennerman
(580) 555-0163
""")

    log("LVC-26-5534", "LVD-2207390", "Gail Brennerman, 61 Cattail Drive, Enid, OK 73703", "05/21/2026", "Hail", """
05/22/2026 | 08:45 AM | M. Okafor      | FNOL by insured on portal. Hail 05/21/2026, golf ball size per insured. Siding and windows on west side, detached garage roof.
05/23/2026 | 10:10 AM | M. Okafor      | Contacted insured. Assigned field inspection to Redtail Field Services (IA).
05/28/2026 | 05:00 PM | M. Okafor      | Redtail report RFS-26-1187 rec'd. Main roof: no functional hail damage - not included. Siding west and north, 2 windows, detached garage roof (Cov B).
05/29/2026 | 09:20 AM | M. Okafor      | Decs LVD-2207390 - no LVE-RS14, so garage roof at replacement cost with dep recoverable.
05/29/2026 | 09:40 AM | M. Okafor      | Calc per Redtail: siding RCV $7,480.00 dep $1,870.00 ACV $5,610.00; windows RCV $1,260.00 dep $252.00 ACV $1,008.00; garage roof RCV $3,900.00 dep $1,170.00 ACV $2,730.00. Total ACV $9,348.00 less W/H 1% $2,450.00 = $6,898.00. Recoverable dep $3,292.00 if completed by 11/17/2026.
05/30/2026 | 11:15 AM | M. Okafor      | Check $6,898.00 to Gail Brennerman.
11/20/2026 | 03:05 PM | M. Okafor      | Insured sent invoices: windows and garage roof completed 10/30/2026; siding not yet done (contractor backlog). Released dep windows $252.00 + garage roof $1,170.00 = $1,422.00. Siding dep $1,870.00 not released - not completed within 180 days. Letter to insured.
""", "LVM-HO3")
    write_redtail(os.path.join(cl, "LVC-26-5534", "redtail-inspection-RFS-26-1187.docx"))

    log("LVC-26-5541", "LVD-2206841", "Ramon and Tessa Quintero, 2217 Redbud Lane, Norman, OK 73071", "10/03/2026",
        "Windstorm", """
10/05/2026 | 10:30 AM | J. Whitcombe   | FNOL by Tessa Quintero. Wind 10/03/2026 peeled metal panels off detached workshop roof and flattened 60 ft of wood privacy fence.
10/09/2026 | 01:00 PM | J. Whitcombe   | Inspected. Workshop built 2017, metal panel roof 9 full years at DOL. Both items Coverage B. Separate occurrence from LVC-26-5510, so a new W/H deductible applies.
10/12/2026 | 04:20 PM | J. Whitcombe   | Calc. Workshop roof panels are roof surfacing under LVE-RS14: RCV $6,800.00, dep 9 x 4% = 36% ($2,448.00), ACV $4,352.00. Fence RCV $2,100.00 less dep $420.00 = ACV $1,680.00. Total ACV $6,032.00 - below W/H ded $6,240.00. Nothing payable now.
10/12/2026 | 04:30 PM | J. Whitcombe   | If fence replaced within 180 days (by 04/01/2027): $4,352.00 + $2,100.00 = $6,452.00 less $6,240.00 = $212.00 payable. Workshop roof dep never recoverable (LVE-RS14 B).
10/13/2026 | 09:00 AM | J. Whitcombe   | Explained to Tessa by phone; she asked for it in writing.
""", "LVM-HO3, LVE-RS14")


def write_thunderhead(path):
    p = Pdf(path, "Thunderhead Roofing estimate TRE-26-0419", "Thunderhead Roofing & Exteriors LLC - OK Roofing Reg. 80-0093317",
            pagesize=letter, font="Helvetica", bold="Helvetica-Bold", left=54)
    p.title("THUNDERHEAD ROOFING & EXTERIORS", 15)
    p.para("1180 N Porter Ave, Norman, OK 73071   (405) 555-0177   estimates@thunderheadroof.example", size=9)
    p.rows([("Estimate #:", "TRE-26-0419"), ("Date:", "04/20/2026"), ("Customer:", "Ramon Quintero"),
            ("Property:", "2217 Redbud Lane, Norman, OK 73071"), ("Insurance claim:", "LVC-26-5510")],
           [54, 150], header=False)
    p.rows([("Line", "Description", "Qty", "Amount"),
            ("1", "Tear off architectural shingles, haul away", "32 SQ", "$2,880.00"),
            ("2", "Architectural shingles, installed", "32 SQ", "$11,520.00"),
            ("3", "Synthetic underlayment", "32 SQ", "$1,600.00"),
            ("4", "Ice and water shield, valleys and eaves", "-", "$640.00"),
            ("5", "Ice and water shield, valleys and eaves", "-", "$640.00"),
            ("6", "Drip edge, ridge cap, pipe jacks, vents", "-", "$1,960.00"),
            ("", "Roof subtotal", "", "$19,240.00"),
            ("7", "Seamless 6 in. gutters and downspouts, front and rear", "210 LF", "$1,450.00"),
            ("", "ESTIMATE TOTAL", "", "$20,690.00")], [54, 90, 400, 480], size=9)
    p.para("Price good for 30 days. Work subject to insurance approval. We warrant workmanship for 5 years.", size=9)
    p.save()


def write_redtail(path):
    d = new_docx("Cambria", 10)
    d.add_heading("Redtail Field Services - Property Inspection Report", level=1)
    d.add_paragraph("Report RFS-26-1187. Prepared for Larkspur Valley Mutual Insurance Company, claim LVC-26-5534.")
    d.add_paragraph("Insured: Gail Brennerman. Location: 61 Cattail Drive, Enid, OK 73703. Date of loss: 05/21/2026. "
                    "Inspection date: 05/26/2026. Inspector: Curtis Ambler, license 1099438.")
    d.add_heading("Findings", level=2)
    d.add_paragraph("Main dwelling roof (3-tab, installed 2016): twelve test squares checked across four slopes; 0 "
                    "to 2 hail marks per square, no fractured mats, no exposed fiberglass. No functional hail damage. "
                    "The rear slope was re-roofed in part after the March 2026 tree loss.")
    d.add_paragraph("Vinyl siding: cracked and holed panels on the west and north elevations; replacement of both "
                    "elevations needed to match.")
    d.add_paragraph("Windows: two west-facing vinyl windows with cracked glass units.")
    d.add_paragraph("Detached garage roof: 3-tab shingles with 8 to 10 hail hits per test square and fractured "
                    "mats; full replacement, 6 SQ.")
    d.add_heading("Estimate summary", level=2)
    docx_table(d, [["Item", "RCV", "Depreciation", "ACV"],
                   ["Siding, west and north elevations", "$7,480.00", "$1,870.00", "$5,610.00"],
                   ["Windows (2)", "$1,260.00", "$252.00", "$1,008.00"],
                   ["Detached garage roof, 6 SQ", "$3,900.00", "$1,170.00", "$2,730.00"],
                   ["Totals", "$12,640.00", "$3,292.00", "$9,348.00"]])
    d.add_paragraph("Deductible and coverage decisions are for the carrier. Photographs 1-46 attached separately.")
    docx_save(d, path, "Redtail inspection RFS-26-1187")


# ================================================================== Kittiwake (UK caravan and motorhome)
KT_FOOT = "Kittiwake Touring Insurance Ltd, 3 Harbour Parade, Whitby YO21 3PU. Claims 01632 960 274."


def kittiwake(out):
    pol = os.path.join(out, "policies")
    d = new_docx("Georgia", 10)
    d.add_heading("Kittiwake Touring Insurance", level=0)
    d.add_paragraph("Touring Caravan and Motorhome Policy Wording KTW-26 (applies to policies starting on or after "
                    "1 January 2026)")
    d.add_paragraph("Your certificate shows whether you have insured a touring caravan or a motorhome, the sums "
                    "insured and any endorsement. An endorsement changes this wording only for the certificate on "
                    "which it is shown.")
    d.add_heading("Table of benefits", level=1)
    docx_table(d, [["Benefit", "Touring caravan", "Motorhome"],
                   ["Settlement basis", "New for old if under 3 years old, otherwise market value",
                    "New for old if under 2 years old, otherwise market value"],
                   ["Awning (per claim)", "£1,000", "£1,500"],
                   ["Personal effects (per claim)", "£500", "£750"],
                   ["Personal effects single article limit", "£200", "£300"],
                   ["Emergency accommodation", "£60 per person per night, up to £300",
                    "£75 per person per night, up to £450"],
                   ["European use (days in any period of insurance)", "60 days", "180 days"],
                   ["Standard excess", "£150", "£250"],
                   ["Theft of the caravan or motorhome excess", "£300", "£500"],
                   ["Awning excess", "£75", "£75"]])
    d.add_heading("Section 1 Loss or damage", level=1)
    d.add_paragraph("We cover your caravan or motorhome, its fixtures and fittings and its standard equipment "
                    "against loss or damage by accident, fire, storm, flood, theft and malicious damage, subject to "
                    "the security conditions in Section 2. One excess applies to each claim; where a claim includes "
                    "more than one benefit, the highest excess that applies is deducted once.")
    d.add_heading("Section 2 Theft and security conditions", level=1)
    d.add_paragraph("2.1 Touring caravans. Whenever your touring caravan is not attached to a towing vehicle and you "
                    "are not with it, both a wheel clamp and a hitch lock must be fitted and locked. This applies at "
                    "your home, in storage and on a campsite.")
    d.add_paragraph("2.2 Motorhomes. When your motorhome is left unattended the keys must be removed and kept with "
                    "you or in a locked place away from the vehicle, all doors, windows and roof lights must be "
                    "closed and locked, and the tracking device shown on your certificate must be fitted, working "
                    "and subscribed.")
    d.add_paragraph("2.3 If a condition in 2.1 or 2.2 is not met at the time of a theft, we will not pay for theft "
                    "of the caravan or motorhome, or for theft of its contents, awning or personal effects.")
    d.add_paragraph("2.4 We will only pay for theft of personal effects from a caravan or motorhome if entry was "
                    "gained by force, leaving visible damage.")
    d.add_paragraph("2.5 You must report any theft to the police within 24 hours of discovering it. Outside the "
                    "United Kingdom you must obtain a written report from the local police.")
    d.add_heading("Section 3 Awnings", level=1)
    d.add_paragraph("We cover your awning, including poles, pegs and storm straps, for loss or damage while it is "
                    "erected and attached to your caravan or motorhome, or packed and stowed inside it or in your "
                    "towing vehicle, up to the awning limit in the table of benefits. We will not pay for damage by "
                    "wind unless the awning was pegged and secured with storm straps following the maker's "
                    "instructions. We will not pay for wear and tear, sunlight damage or mildew. Awnings more than 5 "
                    "years old are settled at market value.")
    d.add_heading("Section 4 Personal effects", level=1)
    d.add_paragraph("We cover clothing and personal belongings in your caravan or motorhome up to the personal "
                    "effects limit, and no more than the single article limit for any one item. We do not cover "
                    "cash, passports, tickets or jewellery.")
    d.add_heading("Section 5 European use", level=1)
    d.add_paragraph("You are covered in the United Kingdom. You are also covered in any country of the European "
                    "Union and in Norway, Switzerland, Andorra and Liechtenstein for the number of days shown in the "
                    "table of benefits in any period of insurance. Days are counted from the day you leave the United "
                    "Kingdom to the day you return, both days included. There is no cover for any day beyond that "
                    "number unless we have agreed an extension in writing.")
    d.add_heading("Section 6 Claims", level=1)
    d.add_paragraph("Tell us about a claim as soon as you can, and in any event within 14 days. We settle a claim "
                    "by paying the lower of the assessed loss and the limit that applies, and then deducting the "
                    "excess.")
    docx_save(d, os.path.join(pol, "kittiwake-policy-wording-KTW-26.docx"), "Kittiwake wording KTW-26")

    def cert(num, rows, endorse):
        c = Pdf(os.path.join(pol, f"kittiwake-certificate-{num}.pdf"), f"Kittiwake certificate {num}",
                f"Certificate {num}. {KT_FOOT}", font="Courier", bold="Courier-Bold", left=48)
        c.title("KITTIWAKE TOURING INSURANCE LTD", 13)
        c.para("POLICY CERTIFICATE - read with policy wording KTW-26", size=9, bold=True)
        c.rows([("Certificate no.", num)] + rows, [48, 230], header=False, size=9, box=True)
        c.head("ENDORSEMENTS", 10)
        c.para(endorse, size=9, width=90)
        c.para("This certificate replaces any certificate previously issued for this policy.", size=8)
        c.save()

    cert("KTC-26-118204",
         [("Policyholder", "Mr Alistair Penhallow"), ("Address", "Trewint, 5 Polgrean Close, Truro TR1 3XZ"),
          ("Period of insurance", "14/03/2026 to 13/03/2027"), ("Type", "Touring caravan"),
          ("Caravan", "Coastline Rambler 564, 2021, CRiS 62GH7781"), ("Sum insured (caravan)", "£18,750"),
          ("Awning", "Brisa Air 390, bought 2023 - covered to table limit"), ("Personal effects", "Included"),
          ("Kept at", "Policyholder's home address (driveway)"),
          ("Security required", "Wheel clamp and hitch lock (Section 2.1)"), ("European use", "Included")],
         "None.")
    cert("KTC-26-118517",
         [("Policyholder", "Mrs Fenella Drury-Hobbs"), ("Address", "The Old Forge, Chapel Lane, Ludlow SY8 1QB"),
          ("Period of insurance", "01/02/2026 to 31/01/2027"), ("Type", "Motorhome"),
          ("Motorhome", "Marquis Ventura 6.8, first registered 05/2024, reg. MV24 DHB"),
          ("Sum insured (motorhome)", "£64,500"), ("Tracking device", "Trakwise Sentinel S5, subscribed"),
          ("Awning", "Vantage Drive-Away 420"), ("Personal effects", "Included"),
          ("European use", "Included - see endorsement"), ("Drivers", "Policyholder and Mr Gordon Hobbs")],
         "KTE-04 Continental Touring Extension applies to this certificate.")

    e = Pdf(os.path.join(pol, "kittiwake-endorsement-KTE-04.pdf"), "Kittiwake endorsement KTE-04",
            f"Endorsement KTE-04. {KT_FOOT}", font="Courier", bold="Courier-Bold", left=48)
    e.title("ENDORSEMENT KTE-04", 13)
    e.para("CONTINENTAL TOURING EXTENSION", bold=True, size=10)
    e.para("This endorsement applies only to certificate KTC-26-118517 and to no other certificate. Policy wording "
           "KTW-26 is changed as follows for that certificate.", size=9, width=88)
    e.para("1. European use: the number of days shown in the table of benefits for motorhomes is increased from 180 "
           "to 270 days in any period of insurance.", size=9, width=88)
    e.para("2. Awning: the awning limit is increased to £2,500 per claim.", size=9, width=88)
    e.para("3. Personal effects: the personal effects limit is increased to £1,500 per claim and the single article "
           "limit to £500.", size=9, width=88)
    e.para("4. All excesses, the security conditions in Section 2 and all other terms of wording KTW-26 are "
           "unchanged.", size=9, width=88)
    e.save()

    p = Pdf(os.path.join(out, "procedures", "kittiwake-claims-desk-notes.pdf"), "Kittiwake claims desk notes",
            "Kittiwake claims desk notes - internal - rev 2026/1", font="Helvetica", bold="Helvetica-Bold", left=50)
    p.title("Claims desk notes (internal)", 14)
    p.head("Authority")
    p.rows([("Role", "Limit per claim"), ("Claims Assistant", "£2,000"), ("Claims Technician", "£10,000"),
            ("Claims Lead", "£40,000"), ("Head of Claims", "no limit")], [50, 250])
    p.head("Checks before any offer")
    p.para("1. Which certificate? Look for KTE-04 or any other endorsement before quoting a limit, a number of "
           "European days or a single article limit.")
    p.para("2. Caravan theft: ask for photographs of the wheel clamp and the hitch lock and for both sets of keys. "
           "No clamp or no hitch lock in use means the theft is declined under 2.3.")
    p.para("3. European claims: work out the day count from ferry or tunnel tickets (day of leaving and day of "
           "return both count).")
    p.para("4. Settlement: lower of assessed loss and limit, then one excess per claim (the highest that applies).")
    p.para("5. Letters: say what we are paying and why, quote the excess, and for a decline give our complaints "
           "team (01632 960 281) and the Financial Ombudsman Service.")
    p.save()

    cl = os.path.join(out, "claims")

    def notes(ref, cert_no, who, unit, entries, forms="KTW-26"):
        os.makedirs(os.path.join(cl, ref), exist_ok=True)
        head = (f"Kittiwake Touring - claim {ref}\nCertificate {cert_no} ({forms})  |  {who}  |  {unit}\n\n")
        body = "\n\n".join(f"Entry {i} ({d}): {t}" for i, (d, t) in enumerate(entries, 1))
        write_txt(os.path.join(cl, ref, "notes.txt"), head + body)

    notes("KTK-26-7702", "KTC-26-118204", "Mr A Penhallow", "Coastline Rambler 564 touring caravan", [
        ("Mon 11 May 2026, B. Quayle",
         "Mr Penhallow called from Camping Les Pins, near Carnac, Brittany. Storm night of 9 May 2026 tore the "
         "awning canvas and bent two poles. He says it was pegged and storm straps were on. Left the UK 18 April "
         "2026 (Plymouth-Roscoff), still away, back 30 May."),
        ("Mon 11 May 2026, B. Quayle",
         "Day count: 18 April to 9 May = day 22 of the trip, first trip abroad this period. Caravan allowance 60 "
         "days, so inside European use."),
        ("Tue 19 May 2026, B. Quayle",
         "Campsite incident note received (see file): confirms storm and that the awning was pegged with storm "
         "straps fitted. Awning Brisa Air 390 bought 2023, 3 years old, so not market value."),
        ("Tue 2 June 2026, B. Quayle",
         "Gannetside Leisure quote GL-55012 for replacement awning and poles £1,340.00. Repair not viable."),
        ("Tue 2 June 2026, B. Quayle",
         "Settlement: lower of £1,340.00 and caravan awning limit £1,000.00 = £1,000.00, less awning excess "
         "£75.00 = £925.00. Within my authority (assistant, £2,000). BACS to Mr Penhallow 3 June 2026."),
    ])
    write_txt(os.path.join(cl, "KTK-26-7702", "campsite-incident-note.txt"), """
CAMPING LES PINS - Route de Kerlescan, 56340 Carnac, France
Incident note (English copy supplied by reception)

Date of note: 10 May 2026
Pitch: 118
Guest: M. Alistair Penhallow (United Kingdom), caravan with awning

During the night of 9 to 10 May 2026 a storm with strong gusts passed over the site. Several tents and awnings were damaged.
At 07:30 on 10 May our warden, Mme Solenn Guivarch, inspected pitch 118. The awning was pegged on all sides and the storm straps were fitted. Two poles were bent and the roof panel was torn along the seam.

Signed for the management: Y. Le Bihan
""")
    write_gannetside(os.path.join(cl, "KTK-26-7702", "gannetside-quote-GL-55012.pdf"))

    notes("KTK-26-7715", "KTC-26-118204", "Mr A Penhallow", "Coastline Rambler 564 touring caravan", [
        ("Tue 2 June 2026, R. Halloran",
         "Mr Penhallow reports caravan stolen from his driveway overnight 1 to 2 June 2026. Reported to Devon and "
         "Cornwall Police 2 June 2026, crime ref CR/026/114782. Awning packed inside caravan, also gone."),
        ("Tue 2 June 2026, R. Halloran",
         "Asked for photos of clamp and hitch lock and both keys. PH says hitch lock was on. Wheel clamp had been "
         "taken off on 31 May to clean the wheels and not refitted."),
        ("Thu 4 June 2026, R. Halloran",
         "PH email 4 June confirms clamp not on at the time. Section 2.1 requires both clamp and hitch lock when "
         "unattended, including at home. 2.3: no cover for theft of caravan, awning or contents."),
        ("Fri 5 June 2026, R. Halloran",
         "Decline agreed with Claims Lead (T. Ashdown). Letter to PH with complaints team and FOS details. Caravan "
         "sum insured was £18,750."),
    ])
    write_eml(os.path.join(cl, "KTK-26-7715", "email-2026-06-04.eml"),
              "Alistair Penhallow <a.penhallow@kernowpost.example>", "claims@kittiwaketouring.example",
              "Thu, 04 Jun 2026 18:22:09 +0100", "Caravan theft - KTK-26-7715", """
Dear Ms Halloran,

As you asked, I confirm the position. The hitch lock was on and locked. I had taken the wheel clamp off on Sunday 31 May to clean the alloys and I am afraid I had not put it back on before the caravan was taken. The clamp is still in my garage.

I have owned caravans for 20 years and never had a problem. I hope you can take into account that the hitch lock was in use.

The police have given me crime reference CR/026/114782.

Yours sincerely,
Alistair Penhallow
01632 960 537
""")

    notes("KTK-26-7728", "KTC-26-118517", "Mrs F Drury-Hobbs", "Marquis Ventura 6.8 motorhome MV24 DHB", [
        ("Mon 17 August 2026, T. Ashdown",
         "Mrs Drury-Hobbs reports break-in to motorhome at an aire near Peniscola, Spain, afternoon of 14 August "
         "2026 while they were at the beach. Habitation door lock forced. Laptop, camera and clothes taken. "
         "Guardia Civil report obtained 14 August."),
        ("Mon 17 August 2026, T. Ashdown",
         "Left UK 2 February 2026 (Portsmouth-Santander), not yet back. Day 194 of the trip. Over the 180 days in "
         "the table, but certificate KTC-26-118517 has KTE-04 - 270 days. Covered."),
        ("Wed 26 August 2026, T. Ashdown",
         "Items: laptop £1,150.00 (capped at KTE-04 single article £500.00), camera £640.00 (capped £500.00), "
         "clothing £380.00. Personal effects £1,380.00, within KTE-04 £1,500.00 limit. Door lock repair (quote "
         "from Taller Maestrat) £460.00 under Section 1."),
        ("Wed 26 August 2026, T. Ashdown",
         "Total £1,840.00 less one excess. Standard excess motorhome £250.00 (theft of the motorhome excess does "
         "not apply - contents only). Payable £1,590.00. BACS to Mrs Drury-Hobbs 27 August 2026."),
    ], forms="KTW-26; endorsement KTE-04")
    write_txt(os.path.join(cl, "KTK-26-7728", "guardia-civil-report-summary.txt"), """
GUARDIA CIVIL - Puesto de Peniscola (Castellon)
Atestado / report no. 2026-004518-PE  -  English summary prepared for the insurer by Lingua Costa Traducciones

Date and time of report: 14/08/2026 19:40
Complainant: Fenella Drury-Hobbs, British passport holder
Vehicle: motorhome, UK registration MV24 DHB, parked at Area de Autocaravanas Peniscola Norte

Statement: The complainant left the vehicle locked at about 13:00 and returned at about 18:30. The lock of the side (habitation) door had been forced and the door frame was bent. A laptop computer, a digital camera and a bag of clothing had been taken. No one was injured.

Officer: Agent 4471-K
""")

    notes("KTK-26-7736", "KTC-26-118517", "Mrs F Drury-Hobbs", "Marquis Ventura 6.8 motorhome MV24 DHB", [
        ("Mon 28 September 2026, C. Nwachukwu",
         "Mrs Drury-Hobbs called. Branch from an ash tree came down on the awning at Scalebeck Touring Park, near "
         "Keswick, early on 26 September 2026. No wind to speak of - branch was rotten per site warden. Awning "
         "frame snapped, canvas ripped. Motorhome itself not damaged."),
        ("Mon 28 September 2026, C. Nwachukwu",
         "Vantage Drive-Away 420 bought new 2024. Replacement cost from Vantage dealer £2,180.00. KTE-04 on "
         "certificate: awning limit £2,500.00 (not the £1,500.00 in the table)."),
        ("Fri 2 October 2026, C. Nwachukwu",
         "PH email 1 October: two camping chairs under the awning also broken, about £140.00, but she does not "
         "want to claim for them."),
        ("Fri 2 October 2026, C. Nwachukwu",
         "Settlement £2,180.00 less awning excess £75.00 = £2,105.00. Over my £2,000 (assistant) - referred, "
         "approved by T. Ashdown (Claims Lead). BACS to PH 5 October 2026."),
    ], forms="KTW-26; endorsement KTE-04")
    write_eml(os.path.join(cl, "KTK-26-7736", "email-2026-10-01.eml"),
              "Fenella Drury-Hobbs <fenella@oldforge-ludlow.example>", "claims@kittiwaketouring.example",
              "Thu, 01 Oct 2026 10:03:51 +0100", "Re: awning claim KTK-26-7736", """
Dear Chidi,

Thank you for your help on Monday. I have sent the dealer's price for the replacement Drive-Away 420 (£2,180) by post as the scanner is not working.

When the branch came down it also broke two of our folding chairs that were under the awning. They cost about £140 for the pair, but they were old and I don't want to claim for them.

The warden at Scalebeck has told us the tree has now been taken down.

With best wishes,
Fenella Drury-Hobbs
01632 960 819
""")


def write_gannetside(path):
    p = Pdf(path, "Gannetside Leisure quotation GL-55012", "Gannetside Leisure Ltd, Hayle TR27 4DQ - VAT 377 2290 51",
            font="Helvetica", bold="Helvetica-Bold", left=56)
    p.title("Gannetside Leisure", 16)
    p.para("Caravan and motorhome accessories - Carnsew Road, Hayle TR27 4DQ - 01632 960 663", size=9)
    p.head("Quotation GL-55012")
    p.rows([("Date", "29 May 2026"), ("Customer", "Mr A Penhallow"), ("Insurer ref", "KTK-26-7702")], [56, 160],
           header=False)
    p.rows([("Description", "Price inc VAT"),
            ("Brisa Air 390 awning, complete (current model)", "£1,189.00"),
            ("Replacement air pole set", "£96.00"),
            ("Storm strap kit", "£55.00"),
            ("Total", "£1,340.00")], [56, 400])
    p.para("Repair of the existing awning is not viable: the roof panel seam is torn and the welded valve housing "
           "is split. Stock held, available for collection.", size=9)
    p.save()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(HERE, "documents"))
    a = ap.parse_args()
    out = a.out
    if os.path.exists(out):
        shutil.rmtree(out)
    for sub in ("policies", "procedures", "claims"):
        os.makedirs(os.path.join(out, sub))
    harrowdene(out)
    larkspur(out)
    kittiwake(out)
    n = sum(len(fs) for _, _, fs in os.walk(out))
    print(f"wrote {n} files under {out}")


if __name__ == "__main__":
    main()
