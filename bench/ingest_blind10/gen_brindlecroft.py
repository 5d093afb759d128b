"""C. Brindlecroft Commercial Insurance plc (UK shop and salon combined policy)."""
import datetime
import os

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.platypus import BaseDocTemplate, Frame, PageTemplate, Paragraph, Spacer, Table, TableStyle

from common import DOCS, GBP, ND, S, add, e, place_pages, fix_docx, save_docx

P = GBP
TEAL = colors.HexColor("#1f5f73")

DEFS = [
    ("Business", "The trade described in the schedule and no other, including the sale of gift vouchers.",
     "are gift vouchers part of the insured trade"),
    ("Business premises", "The part of the building shown in the schedule that you occupy for the business, including "
     "its yard and car park.", "is the rear yard part of the premises"),
    ("Damage", "Physical loss, destruction or damage.", None),
    ("Employee", "Anyone under a contract of service or apprenticeship with you, and anyone you borrow or hire to work "
     "for you, including chair renters while they work at the business premises.", "are chair renters treated as staff"),
    ("Gross profit", "Turnover less the cost of stock bought and any other costs that stop when the business stops.",
     "how is gross profit defined for BI"),
    ("Indemnity period", "The period starting on the date of the damage during which the results of the business are "
     "affected, lasting no longer than the maximum indemnity period in the schedule.", None),
    ("Money", "Cash, bank notes, cheques, postal orders, current postage stamps and unused gift vouchers issued by "
     "you.", "do unredeemed gift cards count as cash"),
    ("Non-business hours", "Any time when the business premises are closed to customers.", None),
    ("Products", "Anything sold, supplied, applied or treated by you in the course of the business, including hair "
     "colour and beauty treatments applied to a customer.", "is a hair dye applied in the salon a product"),
    ("Stock", "Goods for sale, raw materials and consumables used in treatments, including goods held on "
     "sale-or-return.", "sale or return goods - are they stock"),
    ("Unoccupied", "Not used for the business for more than 30 days in a row.", "when is the shop unoccupied"),
    ("Security devices", "The intruder alarm, locks and shutters declared to us and shown in the schedule.", None),
    ("Sum insured", "The most we will pay for each item or section, shown in the schedule and adjusted by any "
     "endorsement.", None),
    ("Treatment", "Any cut, colour, chemical straightening, nail, lash, brow, waxing or skin treatment carried out by "
     "the business, but not any treatment that pierces the skin.", "is microblading a treatment under the policy"),
    ("Wrongful arrest", "Detaining a person you suspect of shoplifting when that person has not committed an "
     "offence.", "customer held for shoplifting wrongly - what's the term"),
    ("You, your", "The policyholder named in the schedule.", None),
]

CONDS = [
    ("General conditions", [
        ("GC1", "You must tell us within 14 days of any change to the business, the trade, the premises or the "
         "security devices.", "fitting new roller shutters - need to tell them?"),
        ("GC2", "The intruder alarm must be set whenever the premises are closed, and you must keep a maintenance "
         "contract with an NSI-approved installer.", "alarm maintenance requirement"),
        ("GC3", "If the alarm police response is withdrawn, tell us within two working days; theft cover is "
         "suspended until we agree in writing to continue it.", "police stop responding to alarm - what happens to theft cover"),
        ("GC4", "All money must be removed from tills outside business hours and the empty till drawers left open.",
         "can we leave the float in the till overnight"),
        ("GC5", "Waste must be kept in metal bins at least 5 metres from the building and emptied at least once a "
         "week.", "how far from the shop must the bins be"),
        ("GC6", "Any electrical installation must be inspected by a qualified electrician at least every five years "
         "and any faults put right within 28 days.", "electrical testing frequency"),
        ("GC7", "You must keep a written record of every treatment patch test for at least three years.",
         "how long to keep patch test records"),
        ("GC8", "If you do not comply with a condition and that makes a loss more likely or larger, we may reduce or "
         "refuse the claim.", None),
    ]),
    ("Claims conditions", [
        ("CC1", "Tell us about any damage or incident that might lead to a claim as soon as you can, and within 30 "
         "days at the latest.", "outside limit to notify a claim"),
        ("CC2", "Report theft, attempted theft or malicious damage to the police straight away and get a crime "
         "reference.", None),
        ("CC3", "Do not admit liability or offer any payment to a customer without our written agreement.",
         "customer burnt by bleach - can I offer a refund"),
        ("CC4", "Keep damaged stock and equipment until we have inspected it, unless it is a health hazard.",
         "can I throw out water damaged stock"),
        ("CC5", "For business interruption claims, give us your accounts for the 12 months before the damage within "
         "60 days of our request.", "accounts needed for loss of profit claim"),
    ]),
]


def docx_book():
    import docx
    from docx.shared import Pt
    F = "brindlecroft-retail-and-salon-definitions-and-conditions.docx"
    when = datetime.datetime(2026, 3, 2, 10, 30, 0)
    d = docx.Document()
    fix_docx(d, "Brindlecroft Commercial Wordings", "Retail and Salon Combined: definitions and conditions", when)
    d.styles["Normal"].font.name = "Georgia"
    d.styles["Normal"].font.size = Pt(10)
    d.add_heading("Retail and Salon Combined Policy", level=0)
    d.add_paragraph("Part 1 of the policy wording BRC26. Read this with the cover sections and your schedule.")
    h = "Definitions"
    d.add_heading(h, level=1)
    d.add_paragraph("Wherever these words appear in the policy they have the meanings below.")
    t = d.add_table(rows=1, cols=2)
    t.style = "Table Grid"
    t.rows[0].cells[0].text = "Word"
    t.rows[0].cells[1].text = "Meaning"
    for c in t.rows[0].cells:
        c.paragraphs[0].runs[0].bold = True
    for term, meaning, q in DEFS:
        r = t.add_row()
        r.cells[0].text = term
        r.cells[0].paragraphs[0].runs[0].bold = True
        r.cells[1].text = meaning
        add(F, "definition", f"{term} {meaning}", heading=h, q=q)
    for head, items in CONDS:
        d.add_heading(head, level=1)
        for lab, text, q in items:
            p = d.add_paragraph()
            p.add_run(lab + "  ").bold = True
            p.add_run(text)
            add(F, "clause", text, heading=head, clause=lab, q=q)
    save_docx(d, F, when)
    return F


SECTIONS = [
    ("1. Property damage", [
        ("1.1", "We cover damage to the buildings, contents and stock at the business premises by any cause not "
         "excluded, up to the sums insured in the schedule.", None),
        ("1.2", "Stock is covered for an extra 30% of its sum insured in November and December to allow for "
         "seasonal stock.", "christmas stock uplift percentage"),
        ("1.3", "Theft is covered only if there was forcible and violent entry into or exit from the business "
         "premises, or an assault or threat of violence.", "stock shoplifted - covered?"),
        ("1.4", "We will pay up to " + P + "5,000 for damage to glass in shop fronts and doors, including lettering "
         "and film, and the cost of boarding up.", "shop window signage film smashed - limit"),
        ("1.5", "Stock in a freezer or chiller spoiled by a breakdown or power failure is covered up to " + P +
         "2,500, after the breakdown has lasted more than 8 hours.", "chiller failed for 6 hours - spoilage claim"),
    ]),
    ("2. Business interruption", [
        ("2.1", "We pay the loss of gross profit during the indemnity period if the business is interrupted by "
         "damage covered under Section 1.", None),
        ("2.2", "We also pay loss of gross profit if customers cannot reach the business premises because the police "
         "or a local authority closed the area within one mile after damage there, for up to three months.",
         "road closed by police after fire next door - BI cover"),
        ("2.3", "Loss caused by an outbreak of a notifiable disease at the business premises is covered up to " + P
         + "25,000, but not for any disease declared a pandemic.", "covid style pandemic closure"),
        ("2.4", "We pay increased costs of working, such as renting temporary salon chairs elsewhere, if they reduce "
         "the loss of gross profit.", "renting chairs at another salon during repairs"),
    ]),
    ("3. Money and assault", [
        ("3.1", "We cover loss of money from the business premises during business hours up to " + P + "2,500, and "
         "from a locked safe outside business hours up to " + P + "1,500.", "cash limit during trading hours"),
        ("3.2", "Money in transit to or from the bank is covered up to " + P + "3,000 if it is carried by at least "
         "two people when the amount is over " + P + "1,500.", "one person banking 2k - covered"),
        ("3.3", "If you or an employee is injured in a robbery at the business premises, we pay " + P + "250 a week "
         "for up to 52 weeks while unable to work.", "weekly benefit after robbery injury"),
    ]),
    ("4. Liability", [
        ("4.1", "We cover your legal liability for injury to employees arising from their work for the business, up "
         "to " + P + "10,000,000.", None),
        ("4.2", "We cover your legal liability for injury to members of the public and damage to their property up "
         "to the public and products liability limit in the schedule.", None),
        ("4.3", "Injury caused by a treatment is covered only if a patch test was carried out at least 48 hours "
         "before any colour, lash or brow tint treatment and recorded.", "allergic reaction to hair dye - patch test rule"),
        ("4.4", "We cover claims for wrongful arrest and defamation arising from it, up to " + P + "100,000.",
         "wrongful arrest limit"),
        ("4.5", "We do not cover liability arising from treatments carried out by anyone who is not qualified to at "
         "least NVQ Level 2 or an equivalent, apart from supervised apprentices.", "unqualified stylist caused injury"),
    ]),
]


def wording():
    F = "brindlecroft-retail-and-salon-cover-sections-BRC26.pdf"
    hs = S("bh", "Helvetica-Bold", 11, 14, textColor=colors.white, backColor=TEAL, borderPadding=(3, 4, 3, 4),
           spaceBefore=12, spaceAfter=7, keepWithNext=1)
    body = S("bb", "Helvetica", 9.5, 12.5)
    st = [Paragraph("Retail and Salon Combined Policy " + ND + " Part 2: Cover sections", S("bt", "Helvetica-Bold",
                                                                                       15, 19, spaceAfter=8))]
    for head, items in SECTIONS:
        st.append(Paragraph(e("Section " + head), hs))
        for lab, text, q in items:
            add(F, "clause", text, heading="Section " + head, clause=lab, q=q)
            t = Table([[lab, Paragraph(e(text), body)]], colWidths=[14 * mm, 156 * mm])
            t.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("FONT", (0, 0), (0, 0), "Helvetica-Bold", 9.5),
                                   ("TEXTCOLOR", (0, 0), (0, 0), TEAL), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                   ("LINEBELOW", (0, 0), (-1, -1), 0.25, colors.HexColor("#c8d6da")),
                                   ("BOTTOMPADDING", (0, 0), (-1, -1), 5)]))
            st.append(t)
    doc = BaseDocTemplate(os.path.join(DOCS, F), pagesize=A4, invariant=1, allowSplitting=1, title="BRC26 Part 2",
                          author="Brindlecroft", creator="Document production")
    W, H = A4
    doc.addPageTemplates([PageTemplate(id="p", frames=[Frame(20 * mm, 20 * mm, W - 40 * mm, H - 40 * mm)])])
    doc.build(st)
    place_pages(F)
    return F


def schedule():
    F = "brindlecroft-schedule-BRC-0562210.pdf"
    st = [Paragraph("BRINDLECROFT COMMERCIAL INSURANCE PLC", S("bs1", "Helvetica-Bold", 12, 15, textColor=TEAL)),
          Paragraph("Retail and Salon Combined " + ND + " Schedule", S("bs2", "Helvetica-Bold", 16, 20, spaceAfter=6)),
          Paragraph("Policy BRC-0562210 &nbsp; Renewal date 1 May 2026 &nbsp; Broker: Penhallow Risk Partners, "
                    "Truro", S("bs3", "Helvetica", 9, 12, spaceAfter=10))]

    def grid(head, hdr, rows, widths, right=()):
        st.append(Paragraph(e(head), S("bsh" + head[:3], "Helvetica-Bold", 10.5, 14, spaceBefore=8, spaceAfter=4)))
        data = [list(hdr)]
        for cells, q in rows:
            add(F, "table_row", " ".join(c for c in cells if c), heading=head, table=list(cells), q=q)
            data.append(list(cells))
        t = Table(data, colWidths=widths)
        sty = [("FONT", (0, 0), (-1, -1), "Helvetica", 9), ("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 9),
               ("BOX", (0, 0), (-1, -1), 0.8, TEAL), ("LINEBELOW", (0, 0), (-1, 0), 0.8, TEAL),
               ("LINEAFTER", (0, 0), (-2, -1), 0.3, colors.HexColor("#9db5bd"))]
        for c in right:
            sty.append(("ALIGN", (c, 0), (c, -1), "RIGHT"))
        t.setStyle(TableStyle(sty))
        st.append(t)

    grid("The insured", ("Detail", "Entry"), [
        (("Policyholder", "Kerensa Trewin trading as Trewin & Daughters Hair and Beauty"), "who owns the salon policy"),
        (("Business premises", "14 Lemon Street, Truro TR1 2LS"), "salon address on the schedule"),
        (("Trade", "Hairdressing and beauty salon with retail sales of hair products"), "what trade is declared"),
        (("Security devices", "Grade 2 intruder alarm with police response; steel roller shutter to front"),
         "what alarm and shutter are declared"),
    ], [45 * mm, 125 * mm])
    grid("Sections and sums insured", ("Section", "Item", "Sum insured / limit", "Excess"), [
        (("1", "Buildings (tenant's improvements)", P + "45,000", P + "250"), "tenant's improvements cover"),
        (("1", "Contents and salon equipment", P + "38,000", P + "250"), "salon equipment sum insured"),
        (("1", "Stock", P + "9,500", P + "250"), "stock sum insured before seasonal uplift"),
        (("2", "Gross profit, 12 months maximum indemnity period", P + "142,000", "24 hours"),
         "BI sum insured and indemnity period"),
        (("3", "Money", "as wording", P + "100"), "money excess"),
        (("4", "Employers' liability", P + "10,000,000", "nil"), None),
        (("4", "Public and products liability", P + "2,000,000", P + "500 (treatment claims " + P + "1,000)"),
         "excess for a treatment injury claim"),
    ], [16 * mm, 74 * mm, 40 * mm, 40 * mm], right=(2,))
    grid("Premium", ("Item", "Amount"), [
        (("Annual premium", P + "1,874.50"), "annual premium salon"),
        (("Insurance premium tax at 12%", P + "224.94"), "ipt on salon policy"),
        (("Total payable", P + "2,099.44"), "total cost of the salon policy"),
    ], [90 * mm, 40 * mm], right=(1,))
    doc = BaseDocTemplate(os.path.join(DOCS, F), pagesize=A4, invariant=1, allowSplitting=0, title="Schedule",
                          author="Brindlecroft", creator="Document production")
    W, H = A4
    doc.addPageTemplates([PageTemplate(id="p", frames=[Frame(20 * mm, 20 * mm, W - 40 * mm, H - 40 * mm)])])
    doc.build(st)
    place_pages(F)
    return F


def build():
    docx_book()
    wording()
    schedule()
