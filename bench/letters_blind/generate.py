"""Deterministic generator for the blind check-mode letter set (documents/ folder).

Run:  .venv/bin/python generate.py [--out DIR]
All insurers, people, places, numbers and facts are invented.
"""
from __future__ import annotations

import argparse
import io
import zipfile
from pathlib import Path

from docx import Document
from docx.shared import Pt
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet
from reportlab.lib.units import mm
from reportlab.platypus import (PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table,
                                TableStyle)

FIXED_ZIP_TIME = (2026, 1, 1, 0, 0, 0)

# ---------------------------------------------------------------- PDF helpers
_ss = getSampleStyleSheet()


def styles(font: str = "Helvetica", accent=colors.HexColor("#1f3a5f")):
    bold = font + "-Bold" if font == "Helvetica" else "Times-Bold"
    return {
        "title": ParagraphStyle("t", fontName=bold, fontSize=18, leading=23, textColor=accent,
                                alignment=TA_CENTER, spaceAfter=10),
        "sub": ParagraphStyle("s", fontName=font, fontSize=11, leading=15, alignment=TA_CENTER,
                              spaceAfter=6),
        "h1": ParagraphStyle("h1", fontName=bold, fontSize=13, leading=17, textColor=accent,
                             spaceBefore=10, spaceAfter=6),
        "h2": ParagraphStyle("h2", fontName=bold, fontSize=11, leading=14, spaceBefore=6,
                             spaceAfter=3),
        "p": ParagraphStyle("p", fontName=font, fontSize=10, leading=13.5, spaceAfter=5),
        "cl": ParagraphStyle("cl", fontName=font, fontSize=10, leading=13.5, spaceAfter=5,
                             leftIndent=12 * mm, firstLineIndent=-12 * mm),
        "sub_cl": ParagraphStyle("scl", fontName=font, fontSize=10, leading=13.5, spaceAfter=4,
                                 leftIndent=20 * mm, firstLineIndent=-8 * mm),
        "cell": ParagraphStyle("cell", fontName=font, fontSize=9, leading=11.5),
        "cellb": ParagraphStyle("cellb", fontName=bold, fontSize=9, leading=11.5,
                                textColor=colors.white),
    }


def build_pdf(path: Path, blocks, header: str, footer: str, pagesize=A4, font="Helvetica",
              accent=colors.HexColor("#1f3a5f"), title="", author=""):
    st = styles(font, accent)
    story = []
    for b in blocks:
        kind = b[0]
        if kind == "break":
            story.append(PageBreak())
        elif kind == "space":
            story.append(Spacer(1, b[1] * mm))
        elif kind == "cl":  # numbered clause: (number, text)
            story.append(Paragraph(f"{b[1]}&nbsp;&nbsp;{b[2]}", st["cl"]))
        elif kind == "sc":  # sub-clause (a) ...
            story.append(Paragraph(f"{b[1]}&nbsp;&nbsp;{b[2]}", st["sub_cl"]))
        elif kind == "table":
            rows = b[1]
            widths = b[2]
            data = [[Paragraph(c, st["cellb"] if i == 0 else st["cell"]) for c in r]
                    for i, r in enumerate(rows)]
            t = Table(data, colWidths=[w * mm for w in widths], repeatRows=1)
            t.setStyle(TableStyle([
                ("BACKGROUND", (0, 0), (-1, 0), accent),
                ("GRID", (0, 0), (-1, -1), 0.5, colors.grey),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, colors.HexColor("#eef2f7")]),
            ]))
            story.append(t)
            story.append(Spacer(1, 4 * mm))
        else:
            story.append(Paragraph(b[1], st[kind]))

    def on_page(canvas, doc):
        canvas.saveState()
        w, h = pagesize
        canvas.setFont(font, 8)
        canvas.setFillColor(colors.grey)
        if header:
            canvas.drawString(18 * mm, h - 12 * mm, header)
        canvas.drawString(18 * mm, 10 * mm, footer)
        canvas.drawRightString(w - 18 * mm, 10 * mm, f"Page {doc.page}")
        canvas.restoreState()

    doc = SimpleDocTemplate(str(path), pagesize=pagesize, leftMargin=18 * mm, rightMargin=18 * mm,
                            topMargin=20 * mm, bottomMargin=20 * mm, invariant=1, title=title,
                            author=author, creator="blind-letters generator", producer="reportlab")
    doc.build(story, onFirstPage=on_page, onLaterPages=on_page)


# --------------------------------------------------------------- DOCX helpers
def save_docx(doc: Document, path: Path, title: str, version: str) -> None:
    import datetime as dt
    cp = doc.core_properties
    cp.title = title
    cp.version = version
    cp.author = "Claims Operations"
    cp.last_modified_by = "Claims Operations"
    cp.revision = 1
    fixed = dt.datetime(2026, 1, 1, 0, 0, 0)
    cp.created = fixed
    cp.modified = fixed
    cp.last_printed = fixed
    buf = io.BytesIO()
    doc.save(buf)
    buf.seek(0)
    with zipfile.ZipFile(buf) as zin, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zout:
        for item in sorted(zin.infolist(), key=lambda i: i.filename):
            zi = zipfile.ZipInfo(item.filename, FIXED_ZIP_TIME)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zout.writestr(zi, zin.read(item.filename))


def docx_from_blocks(path: Path, blocks, title: str, version: str) -> None:
    doc = Document()
    doc.styles["Normal"].font.name = "Calibri"
    doc.styles["Normal"].font.size = Pt(10.5)
    for b in blocks:
        b = tuple(x.replace("&amp;", "&") if isinstance(x, str) else x for x in b)
        kind = b[0]
        if kind == "title":
            doc.add_heading(b[1], level=0)
        elif kind == "h1":
            doc.add_heading(b[1], level=1)
        elif kind == "h2":
            doc.add_heading(b[1], level=2)
        elif kind == "p":
            doc.add_paragraph(b[1])
        elif kind == "bullet":
            doc.add_paragraph(b[1], style="List Bullet")
        elif kind == "table":
            rows = b[1]
            t = doc.add_table(rows=len(rows), cols=len(rows[0]))
            t.style = "Table Grid"
            for i, r in enumerate(rows):
                for j, c in enumerate(r):
                    t.cell(i, j).text = c
    save_docx(doc, path, title, version)


# ============================================================== CONTENT
AV_HEAD = "Ashcombe &amp; Vale Insurance plc"

HOME_WORDING = [
    ("title", "Ashcombe &amp; Vale Home Insurance"),
    ("sub", "Policy Wording &#8211; Form AV-HH-25 &#8211; Edition March 2025"),
    ("space", 8),
    ("p", "This policy wording, your <b>schedule</b> and any endorsements form your contract of insurance "
          "with Ashcombe &amp; Vale Insurance plc. Please read them together and keep them in a safe place."),
    ("p", "Ashcombe &amp; Vale Insurance plc, 40 Kestrel Row, Hallowby HB3 7QT. Claims line 01632 960412 "
          "(24 hours). E-mail claims@ashcombevale.example."),
    ("break",),
    ("h1", "Definitions"),
    ("p", "Words shown in bold have the meaning given below wherever they appear in this policy."),
    ("cl", "<b>Excess</b>", "The amount you must pay towards each and every claim."),
    ("cl", "<b>Home</b>", "The private dwelling at the address shown in the <b>schedule</b>, together with its "
                          "garages and <b>outbuildings</b>."),
    ("cl", "<b>Outbuildings</b>", "Sheds, garages, summerhouses and greenhouses on the same site as the "
                                  "<b>home</b> that do not form part of the main dwelling."),
    ("cl", "<b>Unoccupied</b>", "Not lived in by you or a member of your family for more than 45 consecutive days."),
    ("cl", "<b>Valuables</b>", "Jewellery, watches, furs, and articles of gold, silver or other precious metals."),
    ("h1", "Section 1 &#8211; Buildings"),
    ("cl", "1.1", "We will pay for loss or damage to the buildings caused by any of the following:"),
    ("sc", "(a)", "fire, lightning, explosion or earthquake;"),
    ("sc", "(b)", "storm or flood, but not damage to fences, gates or hedges;"),
    ("sc", "(c)", "escape of water from any fixed water or heating installation, washing machine, dishwasher "
                   "or fish tank;"),
    ("sc", "(d)", "theft or attempted theft."),
    ("cl", "1.2", "Escape of water"),
    ("sc", "(a)", "We will also pay the reasonable cost of removing and replacing any part of the buildings "
                   "necessary to find the source of an escape of water, up to &#163;5,000 for any one claim."),
    ("sc", "(b)", "The <b>excess</b> for escape of water claims is &#163;400."),
    ("sc", "(c)", "We will not pay the cost of repairing the pipe, tank or appliance from which the water "
                   "escaped, unless the damage to it was caused by frost."),
    ("sc", "(d)", "We will not pay for loss or damage caused by escape of water while the <b>home</b> is "
                   "<b>unoccupied</b>."),
    ("cl", "1.3", "Alternative accommodation. If the <b>home</b> cannot be lived in following damage covered "
                  "by this section, we will pay the reasonable cost of alternative accommodation for you and "
                  "your pets, up to 20% of the buildings sum insured, for a maximum of 12 months."),
    ("h1", "Section 2 &#8211; Contents"),
    ("cl", "2.1", "We will pay for loss or damage to the contents of the <b>home</b> caused by any of the causes "
                  "listed in clause 1.1."),
    ("cl", "2.2", "Theft from outbuildings. We will pay up to &#163;2,500 in total for theft from "
                  "<b>outbuildings</b>, but only where entry to or exit from the <b>outbuilding</b> was gained "
                  "by force and violence."),
    ("cl", "2.3", "Pedal cycles. Pedal cycles are covered up to &#163;750 for any one cycle, and only while "
                  "locked to an immovable object or kept in a locked building."),
    ("cl", "2.4", "Valuables. The most we will pay for any one article of <b>valuables</b> is the single article "
                  "limit shown in the <b>schedule</b>, unless the article is specified in the <b>schedule</b>."),
    ("break",),
    ("h1", "Section 3 &#8211; Claims conditions"),
    ("cl", "3.1", "Telling us about a claim. You must tell us as soon as reasonably possible, and in any event "
                  "within 30 days of discovering the loss or damage."),
    ("cl", "3.2", "Theft, attempted theft and malicious damage must be reported to the police within 48 hours "
                  "of discovery, and you must give us the crime reference number."),
    ("cl", "3.3", "You must not dispose of damaged items until we have had the opportunity to inspect them."),
    ("cl", "3.4", "We may appoint a loss adjuster to inspect the damage and assess the claim on our behalf."),
    ("cl", "3.5", "Proof of ownership. You must provide receipts, bank statements, photographs or other "
                  "reasonable evidence of ownership and value for any item you claim for."),
    ("cl", "3.6", "Settlement. We may settle a claim by repairing, reinstating or replacing the damaged "
                  "property, or by making a cash payment. Where we could replace an item through one of our "
                  "suppliers but you choose a cash payment, we will pay no more than it would have cost us to "
                  "replace it through that supplier."),
    ("h1", "Section 4 &#8211; General exclusions"),
    ("p", "These exclusions apply to the whole of this policy. We will not pay for:"),
    ("cl", "4.1", "loss or damage caused by wear and tear, corrosion, rust or gradual deterioration;"),
    ("cl", "4.2", "loss or damage caused by rot, mould or fungus, unless it results from a sudden escape of "
                  "water that we have accepted under Section 1;"),
    ("cl", "4.3", "Matching items. the cost of replacing any undamaged item or part of an item that forms "
                  "part of a set, suite, fitted kitchen or bathroom, or carpet, where the damage is restricted "
                  "to a clearly identifiable area or part;"),
    ("cl", "4.4", "any loss or damage occurring before the start of the period of insurance."),
    ("h1", "Section 5 &#8211; Complaints"),
    ("cl", "5.1", "If you are unhappy with our service, please contact our Customer Relations Team on "
                  "01632 960455 or at complaints@ashcombevale.example."),
    ("cl", "5.2", "We will acknowledge your complaint within 5 working days and send you a final response "
                  "within 8 weeks of receiving it."),
    ("cl", "5.3", "If you are not satisfied with our final response, you may refer your complaint to the "
                  "Financial Ombudsman Service within six months of the date of that response."),
]

HOME_ENDORSEMENT = [
    ("title", "Endorsement E12"),
    ("sub", "Applies to Ashcombe &amp; Vale Home Insurance, Form AV-HH-25"),
    ("sub", "Effective date: 1 January 2026"),
    ("space", 6),
    ("p", "This endorsement applies to every policy written on Form AV-HH-25 for any loss or damage "
          "occurring on or after 1 January 2026."),
    ("p", "Clause 1.2(b) is deleted and replaced by the following:"),
    ("cl", "1.2(b)", "The <b>excess</b> for escape of water claims is &#163;600."),
    ("p", "Any escape of water excess shown in a schedule issued before 1 January 2026 is replaced by this "
          "amount. Where the schedule shows a voluntary excess, it still applies in addition."),
    ("p", "All other terms, conditions and exclusions of the policy remain unchanged."),
    ("p", "Signed for and on behalf of Ashcombe &amp; Vale Insurance plc: H. Drummond-Wise, Head of "
          "Household Underwriting."),
]


def home_schedule(policy, holder, address, period, cover, sums, excesses, optional, note):
    blocks = [
        ("title", "Home Insurance Schedule"),
        ("sub", f"Policy number {policy}"),
        ("table", [["Policyholder", "Address of the home", "Period of insurance", "Cover"],
                   [holder, address, period, cover]], [38, 56, 44, 36]),
        ("h2", "Table A &#8211; Sums insured and limits"),
        ("table", [["Item", "Sum insured or limit"]] + sums, [90, 84]),
        ("h2", "Table B &#8211; Excesses"),
        ("table", [["Cause of loss", "Excess"]] + excesses, [90, 84]),
        ("p", note),
        ("h2", "Table C &#8211; Optional covers"),
        ("table", [["Optional cover", "Status"]] + optional, [90, 84]),
        ("p", "This schedule must be read together with the Policy Wording, Form AV-HH-25, and any "
              "endorsement issued to you."),
    ]
    return blocks


MOTOR_WORDING = [
    ("title", "Ashcombe &amp; Vale Motor Insurance"),
    ("sub", "Policy Booklet &#8211; Form AV-MT-25"),
    ("space", 6),
    ("p", "Your policy is made up of this booklet, your schedule and your certificate of motor insurance. "
          "Claims line 01632 960418. E-mail motorclaims@ashcombevale.example."),
    ("p", "If you are involved in an accident, stop, exchange details with the other driver and call us. "
          "Do not admit fault at the scene."),
    ("break",),
    ("h1", "1. Definitions"),
    ("cl", "1.1", "<b>Car</b>: the vehicle shown in your schedule."),
    ("cl", "1.2", "<b>Named driver</b>: a person named on your certificate of motor insurance as entitled to "
                  "drive the <b>car</b>."),
    ("cl", "1.3", "<b>Approved repairer</b>: a repairer we have appointed to carry out repairs under this policy."),
    ("cl", "1.4", "<b>Market value</b>: the cost of replacing your <b>car</b> with one of the same make, model, "
                  "age, mileage and condition immediately before the loss."),
    ("h1", "3. Loss of or damage to your car"),
    ("cl", "3.1", "We will pay for loss of or damage to your <b>car</b> caused by accident, fire, theft or "
                  "attempted theft."),
    ("cl", "3.2", "We will decide whether to repair your <b>car</b> or to pay you its <b>market value</b>. "
                  "We will not pay more than the <b>market value</b> of your <b>car</b> at the time of the loss."),
    ("cl", "3.3", "If your <b>car</b> is repaired by an <b>approved repairer</b>, we will guarantee the repairs "
                  "for 3 years and provide a courtesy car while your <b>car</b> is being repaired. If you "
                  "choose your own repairer, no courtesy car is provided and the guarantee does not apply."),
    ("cl", "3.4", "If your <b>car</b> is a total loss, it becomes our property once we have paid your claim."),
    ("h1", "2. Liability to others"),
    ("cl", "2.1", "We will cover you for your legal liability for death or injury to other people, and for "
                  "damage to their property up to &#163;20,000,000, arising from an accident involving your "
                  "<b>car</b>."),
    ("cl", "2.2", "We will also cover any <b>named driver</b> driving your <b>car</b> with your permission."),
    ("h1", "4. Windscreen and windows"),
    ("cl", "4.1", "We will pay to repair or replace broken glass in the windscreen, windows or sunroof of "
                  "your <b>car</b>. A repair carries no <b>excess</b>; a replacement carries the windscreen "
                  "excess shown in your schedule."),
    ("h1", "5. Personal accident"),
    ("cl", "5.1", "If you or your spouse or civil partner are accidentally injured while travelling in your "
                  "<b>car</b>, and the injury results in death or loss of sight or a limb within 3 months, we "
                  "will pay &#163;5,000 to you or your legal personal representative."),
    ("h1", "6. Personal belongings"),
    ("cl", "6.1", "We will pay up to &#163;300 for personal belongings in your <b>car</b> that are lost or "
                  "damaged by accident, fire, theft or attempted theft. We will not pay for money, tickets or "
                  "documents."),
    ("h1", "7. Excesses"),
    ("cl", "7.1", "You must pay the compulsory excess and any voluntary excess shown in your schedule for "
                  "each claim under Part 3."),
    ("cl", "7.2", "Young and inexperienced drivers. An additional excess of &#163;300 applies while your "
                  "<b>car</b> is being driven by anyone aged under 25, and an additional excess of &#163;200 "
                  "applies while it is being driven by anyone aged 25 or over who has held a full licence "
                  "for less than 2 years."),
    ("break",),
    ("h1", "9. Claims procedure"),
    ("cl", "9.1", "You must tell us about any accident, loss or damage as soon as possible, and in any case "
                  "within 7 days."),
    ("cl", "9.2", "You must not admit liability or make any offer of payment without our written consent."),
    ("cl", "9.3", "We may arrange for an engineer to inspect your <b>car</b> before any repair is carried out."),
    ("cl", "9.4", "If your <b>car</b> is stolen, you must report the theft to the police and give us both "
                  "keys and the crime reference number."),
    ("h1", "11. Exclusions &#8211; drivers"),
    ("cl", "11.1", "We will not pay any claim while your <b>car</b> is being driven by anyone not entitled to "
                   "drive it under your certificate of motor insurance, or by anyone who does not hold a "
                   "valid licence."),
    ("cl", "11.2", "Clause 11.1 does not apply while your <b>car</b> is in the custody of a member of the "
                   "motor trade for servicing or repair."),
    ("h1", "12. Exclusions &#8211; keys and security"),
    ("cl", "12.1", "We will not pay for loss of or damage to your <b>car</b> caused by theft or attempted "
                   "theft if the keys or keyless entry device were left in or on the <b>car</b>, or if the "
                   "<b>car</b> was left unlocked or with a window or roof open."),
    ("h1", "13. Complaints"),
    ("cl", "13.1", "Please contact our Customer Relations Team on 01632 960455 or at "
                   "complaints@ashcombevale.example. We will acknowledge your complaint within 5 working "
                   "days and send you a final response within 8 weeks."),
    ("cl", "13.2", "If you remain unhappy, you may ask the Financial Ombudsman Service to review your "
                   "complaint within six months of our final response."),
]

MOTOR_SCHEDULE = [
    ("title", "Motor Insurance Schedule"),
    ("sub", "Policy number AVM-2025-301556"),
    ("table", [["Policyholder", "Car", "Registration", "Period of insurance", "Cover"],
               ["Mrs Joanna Threlkeld, 31 Orchard Rise, Harlow Vale HV2 8RS", "2021 Skoda Octavia Estate",
                "KX21 WFD", "3 September 2025 to 2 September 2026", "Comprehensive"]],
     [44, 34, 24, 40, 32]),
    ("p", "Use: social, domestic and pleasure, including commuting. Not for business use."),
    ("h2", "Drivers entitled to drive"),
    ("table", [["Driver", "Relationship", "Age at start of policy", "Licence held"],
               ["Joanna Threlkeld", "Policyholder", "51", "32 years"],
               ["Martin Threlkeld", "Spouse", "54", "35 years"],
               ["Owen Threlkeld", "Son", "23", "5 years"]], [50, 40, 42, 42]),
    ("h2", "Excesses"),
    ("table", [["Excess", "Amount"],
               ["Compulsory excess (Part 3 claims)", "&#163;250"],
               ["Voluntary excess (Part 3 claims)", "&#163;150"],
               ["Young driver excess (drivers under 25, clause 7.2)", "&#163;300 in addition"],
               ["Windscreen replacement (approved supplier)", "&#163;115"],
               ["Windscreen replacement (other supplier)", "&#163;250"]], [110, 64]),
    ("p", "Read this schedule with the Policy Booklet, Form AV-MT-25, and your certificate of motor insurance."),
]

TRAVEL_WORDING = [
    ("title", "Wrenfield Travel Insurance"),
    ("sub", "Single Trip and Annual Multi-Trip Policy Wording &#8211; WTI/PW/2025/2"),
    ("space", 6),
    ("p", "Wrenfield Travel Insurance Ltd, Sandpiper House, 3 Tollgate Street, Crossmere CM1 4XE. "
          "Claims: 01632 960733. Emergency assistance (Wrenfield Assist, 24 hours): +44 1632 960780. "
          "E-mail claims@wrenfield.example."),
    ("p", "This policy is for residents of the United Kingdom only. Please check your certificate to make "
          "sure the plan, the area and the insured persons shown are correct."),
    ("break",),
    ("h1", "Important definitions"),
    ("p", "CLOSE RELATIVE means your spouse or partner, parent, child, brother, sister, grandparent or "
          "grandchild."),
    ("p", "TRIP means a journey that begins and ends at your home in the United Kingdom during the period "
          "of insurance."),
    ("p", "TABLE OF BENEFITS means the Wrenfield Table of Benefits for the plan (Silver or Gold) shown on "
          "your certificate."),
    ("h1", "Section 1 &#8211; Cancellation and curtailment"),
    ("p", "We will pay up to the amount shown in the TABLE OF BENEFITS for your share of travel and "
          "accommodation costs that you have paid or are contracted to pay and cannot recover, if you "
          "necessarily cancel your TRIP because of the death, serious injury or illness of you, a CLOSE "
          "RELATIVE or a travelling companion."),
    ("p", "You must provide a medical certificate completed by the treating doctor confirming that the "
          "illness or injury made cancellation necessary."),
    ("p", "We will not pay for cancellation caused by the medical condition of a CLOSE RELATIVE if, when you "
          "bought this policy, you knew that the relative was on a waiting list for hospital treatment."),
    ("h1", "Section 2 &#8211; Emergency medical expenses"),
    ("p", "We will pay up to the amount shown in the TABLE OF BENEFITS for emergency medical, surgical and "
          "hospital treatment you need outside the United Kingdom because of sudden illness or injury "
          "during your TRIP."),
    ("p", "You, or someone on your behalf, must contact Wrenfield Assist as soon as possible if you are "
          "admitted to hospital as an in-patient, or before you incur outpatient costs over &#163;500."),
    ("h1", "Section 6 &#8211; Delayed baggage"),
    ("p", "If your baggage is delayed on your outward journey for more than 12 hours, we will pay &#163;50 "
          "for each full 12 hours of delay, up to the maximum shown in the TABLE OF BENEFITS, towards "
          "essential replacement items. You must obtain a property irregularity report from the carrier. "
          "We will not pay for baggage delayed on your return journey."),
    ("p", "No excess applies to claims under this section."),
    ("h1", "Section 7 &#8211; Personal belongings"),
    ("p", "We will pay up to the amount shown in the TABLE OF BENEFITS for your belongings that are lost, "
          "stolen or damaged during your TRIP, less an allowance for wear and tear. The single article "
          "limit in the TABLE OF BENEFITS applies to any one item, pair or set."),
    ("h1", "Section 8 &#8211; Personal money"),
    ("p", "We will pay up to the amount shown in the TABLE OF BENEFITS for cash and travellers' cheques "
          "stolen from your person or from a locked safety deposit box, if you report the loss to the local "
          "police within 24 hours and obtain a written report."),
    ("h1", "Section 9 &#8211; Personal liability"),
    ("p", "We will pay up to the amount shown in the TABLE OF BENEFITS for your legal liability for "
          "accidental injury to another person or accidental damage to their property during your TRIP. "
          "We will not pay for liability arising from the use of any motor vehicle."),
    ("break",),
    ("h1", "General conditions"),
    ("p", "<b>General condition 4 &#8211; Making a claim.</b> You must notify us of any claim within 31 days "
          "of your return home, and send us the original receipts, invoices and reports we ask for."),
    ("p", "<b>General condition 7 &#8211; Currency.</b> Claims are paid in pounds sterling, converted at the "
          "exchange rate on the date the expense was incurred."),
    ("p", "<b>General condition 9 &#8211; Other insurance.</b> If any other insurance covers the same loss, we "
          "will pay only our proportionate share."),
    ("h1", "General exclusions"),
    ("p", "<b>General exclusion 2.</b> We will not pay any claim arising from a medical condition you had "
          "before buying this policy unless you declared it to us and we accepted it in writing."),
    ("p", "<b>General exclusion 5.</b> We will not pay for any claim arising because you were under the "
          "influence of alcohol or drugs."),
    ("h1", "Excess"),
    ("p", "The excess shown in the TABLE OF BENEFITS applies per insured person, per section, for each "
          "incident giving rise to a claim."),
    ("h1", "Complaints"),
    ("p", "Write to the Complaints Manager, Wrenfield Travel Insurance Ltd, at the address above, or "
          "e-mail complaints@wrenfield.example. We aim to resolve complaints within 8 weeks. You may then "
          "contact the Financial Ombudsman Service."),
]

TRAVEL_TOB = [
    ("title", "Wrenfield Table of Benefits"),
    ("sub", "For policies issued on wording WTI/PW/2025/2 from 1 April 2025"),
    ("table", [["Section", "Benefit", "Silver limit", "Gold limit"],
               ["1", "Cancellation and curtailment", "&#163;3,000", "&#163;5,000"],
               ["2", "Emergency medical expenses", "&#163;5,000,000", "&#163;10,000,000"],
               ["6", "Delayed baggage", "&#163;150", "&#163;250"],
               ["7", "Personal belongings", "&#163;1,500", "&#163;2,500"],
               ["7", "Single article limit", "&#163;300", "&#163;400"],
               ["8", "Personal money", "&#163;300", "&#163;500"],
               ["9", "Personal liability", "&#163;1,000,000", "&#163;2,000,000"]], [18, 70, 43, 43]),
    ("h2", "Excess per insured person, per section"),
    ("table", [["Plan", "Excess"],
               ["Silver", "&#163;95"],
               ["Gold", "&#163;50"]], [87, 87]),
    ("p", "No excess applies to Section 6 (Delayed baggage)."),
]

PCC_FORM = [
    ("title", "PELLBRIDGE CASUALTY COMPANY"),
    ("sub", "COMMERCIAL PROPERTY COVERAGE FORM PCC-CP-01 (Ed. 04/24)"),
    ("p", "Various provisions in this policy restrict coverage. Read the entire policy carefully. Throughout "
          "this policy the words \"you\" and \"your\" refer to the Named Insured shown in the Declarations. "
          "The words \"we\", \"us\" and \"our\" refer to Pellbridge Casualty Company."),
    ("p", "Other words and phrases that appear in quotation marks or capitals have special meaning. Refer "
          "to the Declarations for the Limits of Insurance, Deductibles and Valuation that apply to you."),
    ("break",),
    ("h1", "SECTION I &#8211; PROPERTY COVERAGES"),
    ("h2", "A. Covered Property"),
    ("p", "Covered Property means the type of property described in this Section and for which a Limit of "
          "Insurance is shown in the Declarations:"),
    ("sc", "1.", "Building, meaning the building or structure described in the Declarations;"),
    ("sc", "2.", "Your Business Personal Property located in or on the building, including stock, "
                  "furniture, fixtures and machinery;"),
    ("sc", "3.", "Tenant Improvements and Betterments, meaning fixtures, alterations and installations made "
                  "a part of a building you occupy but do not own, made at your expense."),
    ("h2", "B. Property Not Covered"),
    ("p", "Covered Property does not include property for which no Limit of Insurance is shown in the "
          "Declarations."),
    ("h1", "SECTION II &#8211; EXCLUSIONS AND LIMITATIONS"),
    ("cl", "A.", "We will not pay for loss or damage caused by wear and tear, rust, corrosion, decay or "
                 "deterioration."),
    ("cl", "B.", "We will not pay for loss of or damage to the interior of any building or structure, or to "
                 "personal property in the building or structure, caused by rain, snow, sleet, ice, sand or "
                 "dust, unless the building or structure first sustains damage by a Covered Cause of Loss to "
                 "its roof or walls through which the rain, snow, sleet, ice, sand or dust enters."),
    ("cl", "C.", "We will not pay for loss or damage caused by continuous or repeated seepage or leakage of "
                 "water that occurs over a period of 14 days or more."),
    ("h1", "SECTION III &#8211; BUSINESS INCOME"),
    ("cl", "A.", "We will pay for the actual loss of Business Income you sustain due to the necessary "
                 "suspension of your operations during the period of restoration, caused by direct physical "
                 "loss of or damage to property at the described premises."),
    ("cl", "B.", "We will not pay for any Business Income loss incurred during the first 72 hours after the "
                 "time of direct physical loss or damage."),
    ("cl", "C.", "The most we will pay for loss of Business Income in any one occurrence is the Limit of "
                 "Insurance shown in the Declarations, and we will not pay for loss incurred more than 12 "
                 "months after the date of direct physical loss or damage."),
    ("break",),
    ("h1", "SECTION IV &#8211; LOSS CONDITIONS"),
    ("cl", "A.", "Duties In The Event Of Loss Or Damage. You must see that the following are done:"),
    ("sc", "1.", "Give us prompt notice of the loss or damage, including a description of the property "
                  "involved;"),
    ("sc", "2.", "Take all reasonable steps to protect the Covered Property from further damage;"),
    ("sc", "3.", "Send us a signed, sworn proof of loss containing the information we request within 60 "
                  "days after our request."),
    ("cl", "B.", "Deductible. We will not pay for loss or damage in any one occurrence until the amount of "
                 "loss or damage exceeds the Deductible shown in the Declarations. Only one Deductible applies "
                 "to any one occurrence."),
    ("cl", "C.", "Loss Payment. We will pay for covered loss or damage within 30 days after we receive the "
                 "sworn proof of loss, if you have complied with all of the terms of this Coverage Part and "
                 "we have reached agreement with you on the amount of loss."),
    ("cl", "D.", "Valuation. Replacement Cost applies to Your Business Personal Property and to Tenant "
                 "Improvements and Betterments where shown in the Declarations. We will not pay on a "
                 "replacement cost basis for any loss or damage until the lost or damaged property is "
                 "actually repaired or replaced. Until then, we will pay actual cash value."),
    ("cl", "E.", "Appraisal. If we and you disagree on the amount of loss, either may make written demand "
                 "for an appraisal of the loss. Each party will select a competent and impartial appraiser."),
    ("cl", "F.", "Legal Action Against Us. No one may bring a legal action against us under this Coverage "
                 "Part unless the action is brought within 2 years after the date on which the direct "
                 "physical loss or damage occurred."),
]

PCC_DECS = [
    ("title", "COMMERCIAL PROPERTY DECLARATIONS"),
    ("sub", "Pellbridge Casualty Company &#8211; 2200 Larkspur Parkway, Easton Heights, OH 45901"),
    ("table", [["Policy Number", "Named Insured", "Policy Period"],
               ["PCP-4471902", "Corliss Bakery Supply, Inc.",
                "07/01/2025 to 07/01/2026, 12:01 A.M. standard time"]], [40, 62, 72]),
    ("p", "Described Premises: 1180 Granger Avenue, Unit 4, Millbrook Falls, OH 45990. Occupancy: wholesale "
          "bakery supplies warehouse and office (tenant)."),
    ("h2", "Coverages, Limits of Insurance and Valuation"),
    ("table", [["Coverage", "Limit of Insurance", "Valuation"],
               ["Building", "Not covered", "&#8211;"],
               ["Your Business Personal Property", "$280,000", "Replacement Cost"],
               ["Tenant Improvements and Betterments", "$95,000", "Replacement Cost"],
               ["Business Income with Extra Expense", "$150,000", "Actual Loss Sustained"]], [70, 52, 52]),
    ("h2", "Deductibles"),
    ("table", [["Cause of Loss", "Deductible per occurrence"],
               ["Windstorm or Hail", "$5,000"],
               ["All other Covered Causes of Loss", "$2,500"]], [87, 87]),
    ("p", "Forms applicable: PCC-CP-01 (Ed. 04/24) Commercial Property Coverage Form. Producer: "
          "Brennan-Ostrowski Insurance Agency, Millbrook Falls, OH, 555-0142."),
]

LEASE = [
    ("title", "COMMERCIAL LEASE AGREEMENT"),
    ("sub", "Unit 4, Granger Avenue Business Park, 1180 Granger Avenue, Millbrook Falls, Ohio"),
    ("p", "This Lease is made on June 20, 2022 between DELLWOOD PROPERTIES LLC (\"Landlord\") and CORLISS "
          "BAKERY SUPPLY, INC. (\"Tenant\")."),
    ("h1", "ARTICLE 2 &#8211; TERM"),
    ("cl", "2.1", "The Term of this Lease is five (5) years, beginning on July 1, 2022 and ending on June 30, 2027."),
    ("h1", "ARTICLE 4 &#8211; RENT"),
    ("cl", "4.1", "Tenant shall pay Base Rent of $6,850 per month, in advance, on the first day of each month."),
    ("cl", "4.2", "Any installment of Base Rent not received within 5 days after its due date shall bear a "
                  "late charge of 4% of the overdue amount."),
    ("h1", "ARTICLE 8 &#8211; MAINTENANCE AND REPAIRS"),
    ("cl", "8.1", "Landlord shall keep the roof, foundations, exterior walls and structural elements of the "
                  "Building in good repair, at Landlord's expense."),
    ("cl", "8.2", "Tenant shall keep the interior of the Premises, including interior walls, ceilings, "
                  "floor coverings and the HVAC system serving the Premises, in good repair, at Tenant's expense."),
    ("cl", "8.3", "Tenant shall give Landlord written notice of any damage to the roof or structure of the "
                  "Building within five (5) business days after Tenant becomes aware of it."),
    ("h1", "ARTICLE 10 &#8211; INSURANCE"),
    ("cl", "10.1", "Landlord shall keep the Building insured against fire, windstorm, hail and other perils "
                   "for its full replacement cost."),
    ("cl", "10.2", "Tenant shall keep insured, for their full replacement cost, its personal property, stock "
                   "and all leasehold improvements made by Tenant, and shall maintain commercial general "
                   "liability insurance with limits of not less than $1,000,000 per occurrence."),
    ("cl", "10.3", "Landlord and Tenant each waive all rights of recovery against the other for loss or "
                   "damage to the extent covered by insurance required under this Article."),
    ("h1", "ARTICLE 12 &#8211; DAMAGE AND DESTRUCTION"),
    ("cl", "12.1", "If the Premises are damaged by fire or other casualty, Landlord shall repair the Building "
                   "with reasonable diligence, and Tenant shall repair its leasehold improvements."),
    ("cl", "12.3", "If the Premises are rendered untenantable for more than ten (10) consecutive days as a "
                   "result of such casualty, Base Rent shall abate in proportion to the part of the Premises "
                   "that is untenantable, from the date of the casualty until the Premises are restored."),
    ("h1", "ARTICLE 18 &#8211; NOTICES"),
    ("cl", "18.1", "Notices shall be in writing and delivered to Landlord at Dellwood Properties LLC, 45 "
                   "Canal Street, Suite 300, Millbrook Falls, OH 45990, and to Tenant at the Premises."),
]

AV_PROCEDURE = [
    ("title", "CPN-04 Customer communications on household and motor claims"),
    ("p", "Ashcombe &amp; Vale Insurance plc, Claims Operations. Version 3.1 - effective 2 January 2026. "
          "Replaces Version 3.0."),
    ("h1", "1. Purpose"),
    ("p", "1.1 This note sets the service standards for letters and e-mails sent to customers on household "
          "(AV-HH-25) and motor (AV-MT-25) claims."),
    ("h1", "2. New claims"),
    ("p", "2.1 Every new claim must be acknowledged in writing within 2 working days of first notification."),
    ("p", "2.2 The acknowledgement must give the claim reference, the handler's name and direct telephone "
          "number, and list any documents we need."),
    ("p", "2.3 Customers must be given at least 14 days to send any document we request."),
    ("h1", "3. Inspections"),
    ("p", "3.1 A loss adjuster must be instructed on any escape of water claim with an estimated value above "
          "\u00a35,000."),
    ("p", "3.2 The customer should be told the name of the adjusting firm and that a visit will be arranged "
          "within 10 working days of instruction."),
    ("h1", "4. Decisions"),
    ("p", "4.1 A decline letter must quote the policy wording relied on, explain the decision in plain "
          "language and set out how to complain."),
    ("p", "4.2 A decision to decline a claim with an estimated value over \u00a32,500 must be approved by a "
          "team leader before the letter is sent."),
    ("p", "4.3 Settlement letters must show the amount agreed, each excess deducted and the net amount payable."),
    ("h1", "5. Payments"),
    ("p", "5.1 Once a customer accepts a settlement offer, payment must be made by bank transfer within 5 "
          "working days."),
    ("h1", "6. Complaints"),
    ("p", "6.1 Any expression of dissatisfaction is a complaint and must be logged the same day."),
    ("p", "6.2 Complaints must be acknowledged within 5 working days. A final response must be sent within "
          "8 weeks."),
    ("p", "6.3 A complaint resolved by the close of the third business day after it was received may be "
          "closed with a summary resolution communication."),
    ("h2", "Service standards at a glance"),
    ("table", [["Task", "Standard"],
               ["Acknowledge new claim", "2 working days"],
               ["Adjuster visit after instruction", "10 working days"],
               ["Pay accepted settlement", "5 working days"],
               ["Acknowledge complaint", "5 working days"],
               ["Final response to complaint", "8 weeks"]]),
]

PCC_PROCEDURE = [
    ("title", "Property Claims Guideline PG-12"),
    ("p", "Pellbridge Casualty Company - Commercial Lines Claims. Revision 5, effective January 15, 2026."),
    ("h1", "1. First contact"),
    ("p", "1.1 The assigned adjuster must contact the insured within 24 hours of first notice of loss."),
    ("p", "1.2 Written acknowledgement of the claim must be sent within 15 days of first notice."),
    ("p", "1.3 The adjuster must remind the insured of the duty to protect property from further damage."),
    ("h1", "2. Inspection and investigation"),
    ("p", "2.1 Losses with an estimated value over $10,000 require a field inspection within 7 days of first notice."),
    ("p", "2.2 Where the insured is a tenant, the adjuster must establish which party insures the building "
          "and whether the lease places the damaged item with the landlord or the tenant."),
    ("h1", "3. Proof of loss and payment"),
    ("p", "3.1 Send the sworn proof of loss form with the first written request for it."),
    ("p", "3.2 An advance payment of up to 50% of the undisputed amount may be issued before the proof of "
          "loss is received."),
    ("p", "3.3 Replacement cost holdback: where property is not yet repaired or replaced, pay actual cash "
          "value and advise the insured in writing that the holdback will be released on proof of "
          "completion within 180 days of the loss."),
    ("h1", "4. Coverage positions"),
    ("p", "4.1 Any denial of coverage, in whole or in part, must be in writing and cite the policy provision relied on."),
    ("p", "4.2 Adjusters must not interpret a lease for the insured; refer lease questions to the insured's own counsel."),
]

# ------------------------------------------------------------ claim file notes
NOTES = {
"AVH-CL-40617": """ASHCOMBE & VALE INSURANCE PLC - CLAIM FILE NOTES
Claim reference: AVH-CL-40617
Policy: AVH-2025-118204 (Home Insurance, Form AV-HH-25)
Policyholder: Mrs Priya Raman
Risk address: 7 Quillon Close, Brackenford BF4 2LN
Handler: Alana Brooke (direct line 01632 960427)
Peril: Escape of water

[e1] 04/02/2026 08:52 AB - First notification by phone from Mrs Raman. Water came through the kitchen ceiling early on 3 February 2026. Source appears to be a split pipe under the bath in the bathroom above. Her plumber attended the same day and capped the pipe. Customer confirms she has lived at the property throughout and it was not unoccupied.
[e2] 04/02/2026 11:30 AB - Acknowledgement e-mail sent to priya.raman@mailbox.example. Customer's own estimate is about £8,000 (kitchen ceiling, base units, flooring). Above £5,000, so loss adjuster instructed: Marchbank Adjusting, adjuster Dennis Hollier.
[e3] 06/02/2026 15:10 AB - Marchbank confirmed site visit booked for 11/02/2026 at 10:00.
[e4] 11/02/2026 17:45 AB - Adjuster called after visit. Split in 15mm copper pipe at a soldered joint under the bath panel; joint corroded, no evidence of frost. Damage to kitchen ceiling plasterboard, two kitchen base units, laminate flooring (about 18 m2) and bathroom floorboards. Home is habitable; no alternative accommodation needed. Drying equipment installed, drying expected to take 3 weeks.
[e5] 19/02/2026 10:05 AB - Customer asked whether the undamaged kitchen wall units will be replaced so that the kitchen matches. Told her I would confirm in writing; wall units are undamaged.
[e6] 02/03/2026 14:20 AB - Adjuster final report received. Reinstatement agreed at £7,240 including VAT: ceiling £1,380, kitchen base units £2,960, flooring £1,850, bathroom floor £430, decoration £620. Trace and access invoice from plumber £620, payable in addition. Cost of repairing the pipe itself (£145) not covered under 1.2(c) as no frost damage.
[e7] 03/03/2026 09:40 AB - Team leader Marcus Oyelaran approved settlement of £7,160: £7,860 less excess of £700 (escape of water excess £600 under endorsement E12 plus voluntary excess £100). Cash settlement offered because customer wants to use her own builder. Settlement letter sent.
[e8] 05/03/2026 16:00 AB - Customer phoned, unhappy that the escape of water excess is £600 and not the £400 shown on her schedule. Explained endorsement E12 applies to losses from 1 January 2026 and was sent to her on 1 December 2025. Logged as complaint CMP-2026-0318.
[e9] 06/03/2026 11:15 AB - Complaint acknowledgement sent to customer.
[e10] 10/03/2026 10:30 AB - Customer accepted the settlement offer by e-mail. Payment of £7,160 requested by bank transfer.
""",
"AVH-CL-40882": """ASHCOMBE & VALE INSURANCE PLC - CLAIM FILE NOTES
Claim reference: AVH-CL-40882
Policy: AVH-2025-120377 (Home Insurance, Form AV-HH-25)
Policyholder: Mr Tomasz Wielgosz
Risk address: 22 Harrier Way, Lowen Cross LX7 9DW
Handler: Callum Pryce (direct line 01632 960431)
Peril: Theft from outbuilding

[e1] 23/01/2026 19:05 CP - Online claim received. Customer found his garden shed had been entered overnight on 21-22 January 2026; discovered on the morning of 22 January. Items taken: hybrid bicycle (bought September 2023 for £980), cordless lawnmower (£329), hedge trimmer (£149), socket set (£210). Total claimed £1,668.
[e2] 23/01/2026 19:20 CP - Theft reported to police on 22/01/2026. Crime reference LX/26/004417.
[e3] 26/01/2026 10:15 CP - Spoke to customer. Shed door had been padlocked; padlock found on the ground, open and undamaged. No damage to the door or frame. The bicycle was inside the shed and not locked to anything.
[e4] 26/01/2026 10:40 CP - Asked customer for photos of the shed door, frame and padlock, and proof of purchase for the bicycle and lawnmower. Deadline 9 February 2026.
[e5] 04/02/2026 09:30 CP - Photos received. Receipt for bicycle received (£980, September 2023). No receipt for lawnmower; customer will send a bank statement.
[e6] 12/02/2026 14:00 CP - Desk review: no sign of force and violence to the shed. Asked customer whether anyone else has a key to the padlock: a neighbour, Mrs Hale at number 24, holds a spare key. Claim value under £2,500, so team leader approval of a decline is not needed.
[e7] 17/02/2026 11:10 CP - Customer called: he has now noticed fresh scratch marks on the padlock hasp and will send close-up photos. Decline on hold until photos are reviewed. Asked also for the neighbour to confirm she still has the spare key.
""",
"AVM-CL-77105": """ASHCOMBE & VALE INSURANCE PLC - MOTOR CLAIM FILE NOTES
Claim reference: AVM-CL-77105
Policy: AVM-2025-301556 (Motor, Form AV-MT-25), Comprehensive
Policyholder: Mrs Joanna Threlkeld, 31 Orchard Rise, Harlow Vale HV2 8RS
Car: 2021 Skoda Octavia Estate, KX21 WFD
Handler: Sunita Marr (direct line 01632 960439)

[e1] 14/01/2026 18:30 SM - First notification by phone from policyholder. Accident at about 17:10 on 14 January 2026 at the Fenby Road roundabout, Harlow Vale. Car was being driven by named driver Owen Threlkeld (son, 23). A Vauxhall Corsa entered the roundabout and struck the nearside front of our insured's car. No injuries reported. Owen says the third party failed to give way.
[e2] 14/01/2026 18:45 SM - Third party driver Ms Leah Brandwood; her insurer is Kestrel Direct, their reference KD-558120.
[e3] 15/01/2026 09:20 SM - Car not driveable. Arranged recovery to approved repairer Castleway Motors, Harlow Vale. Customer asked for a courtesy car; confirmed one will be provided by Castleway while the car is repaired there.
[e4] 21/01/2026 13:00 SM - Engineer Graham Tulley inspected the car at Castleway Motors. Repair estimate £4,180 including VAT. Market value £14,250, so not a total loss.
[e5] 22/01/2026 10:10 SM - Repairs authorised. Courtesy car supplied by Castleway from 23/01/2026.
[e6] 29/01/2026 16:40 SM - Kestrel Direct dispute liability; they say our driver was travelling too fast. Asked customer for dashcam footage.
[e7] 06/02/2026 15:00 SM - Repairs completed; car returned to customer on 06/02/2026 and courtesy car collected the same day.
[e8] 09/02/2026 11:30 SM - Excess of £700 applied: compulsory £250, voluntary £150 and young driver excess £300. Customer paid the £700 to Castleway. We will try to recover the excess from Kestrel Direct if liability is established.
[e9] 20/02/2026 10:00 SM - Customer complaint: unhappy about the £300 young driver excess because Owen has held his licence for 5 years. Logged as complaint CMP-2026-0264. Dashcam footage received today; sent to liability team.
""",
"AVM-CL-77342": """ASHCOMBE & VALE INSURANCE PLC - MOTOR CLAIM FILE NOTES
Claim reference: AVM-CL-77342
Policy: AVM-2025-309918 (Motor, Form AV-MT-25), Comprehensive
Policyholder: Mr Rhys Albany, 9 Marram Court, Tillinghurst TL5 3JE
Car: 2019 Volkswagen Golf, LV19 HJP
Handler: Sunita Marr (direct line 01632 960439)

[e1] 02/02/2026 07:45 SM - First notification by phone. Car stolen from the driveway at 9 Marram Court on the morning of 2 February 2026. Theft reported to police; crime reference TH/26/01933.
[e2] 02/02/2026 08:05 SM - Asked customer to send both keys and the V5C registration document.
[e3] 05/02/2026 12:30 SM - One key received. Customer says the second key was with the car.
[e4] 09/02/2026 14:15 SM - Police report received. It records the customer's statement that he started the car at about 07:15 to clear the frost from the windscreen, left the key in the ignition and went back indoors; the car was gone at about 07:25.
[e5] 10/02/2026 10:00 SM - Call with customer: he confirms he left the engine running with the key in the ignition for about 10 minutes. Car has not been recovered.
[e6] 11/02/2026 16:20 SM - Decision: decline under 12. Exclusions - keys and security, clause 12.1. Market value £11,900, over £2,500, so team leader approval obtained from Marcus Oyelaran on 11/02/2026.
[e7] 12/02/2026 09:00 SM - Decline letter sent by post and e-mail.
[e8] 18/02/2026 15:30 SM - Customer phoned, says the decline is unfair because the car was on his own driveway. Logged as complaint CMP-2026-0291.
""",
"WTI-CL-26-0193": """WRENFIELD TRAVEL INSURANCE LTD - CLAIM FILE
Claim: WTI-CL-26-0193
Certificate: WTI-AMT-552081 - Annual Multi-Trip, Gold plan, Europe
Insured persons: Ms Ngozi Adeyemi-Clarke (lead), Mr Samuel Clarke
Address: 5 Linnet Gardens, Crossmere CM3 7PA
Claims handler: Bethany Coutts

[e1] 16/03/2026 09:12 BC - Online claim form received. Trip from Manchester to Malaga, 2 to 12 March 2026, with her husband Samuel Clarke. Two sections claimed: delayed baggage (Section 6) and emergency medical expenses (Section 2), both for Ms Adeyemi-Clarke.
[e2] 16/03/2026 09:30 BC - Delayed baggage: her suitcase did not arrive on outward flight CV2231, landed 14:05 on 2 March 2026. Bag delivered to the hotel at 19:30 on 3 March 2026, a delay of 29 hours 25 minutes. Property irregularity report AGPCV10482 uploaded. Receipts for essential items total EUR 212.
[e3] 16/03/2026 09:45 BC - Medical: twisted ankle on a coastal path on 6 March 2026. Treated as an outpatient at Centro Medico Playa Serena (X-ray and strapping). Bill EUR 680, paid by card. Customer called Wrenfield Assist before treatment on 6 March, reference WA-88130.
[e4] 18/03/2026 11:00 BC - Requested the original clinic invoice, the X-ray report and the card receipt.
[e5] 25/03/2026 14:20 BC - Documents received and complete.
[e6] 27/03/2026 10:05 BC - Assessment. Delayed baggage: 29 hours gives 2 full 12-hour periods x £50 = £100, within the Gold limit of £250; no excess. Medical: EUR 680 at 0.852 (rate on 6 March 2026) = £579.36, less Gold excess £50 = £529.36. Total offered £629.36.
[e7] 27/03/2026 10:30 BC - Offer sent by e-mail to ngozi.ac@postbox.example.
[e8] 02/04/2026 16:50 BC - Customer asks why we have not paid the EUR 212 she spent on essentials in full. Explained Section 6 pays a fixed £50 for each full 12 hours of delay. Customer not happy; treated as a complaint, ref WTC-2026-041.
""",
"WTI-CL-26-0247": """WRENFIELD TRAVEL INSURANCE LTD - CLAIM FILE
Claim: WTI-CL-26-0247
Certificate: WTI-ST-771402 - Single Trip, Silver plan, Europe. Policy bought 10 January 2026.
Insured persons: Mr Declan Moorcroft (lead), Ms Erin Hale
Address: Flat 3, 18 Weaver's Yard, Stallbridge SB2 6QN
Claims handler: Bethany Coutts

[e1] 10/04/2026 12:40 BC - Phone notification. Holiday to Crete, 18 to 25 April 2026, booked on 10 January 2026 through Suncove Holidays for two people, total cost £2,460. Mr Moorcroft's father, Mr Peter Moorcroft, was admitted to hospital on 8 April 2026 after a stroke. Trip cancelled with Suncove on 9 April 2026.
[e2] 10/04/2026 12:55 BC - Customer confirms his father was not on any waiting list for hospital treatment when the policy was bought. Claim form and medical certificate form sent by e-mail to declan.moorcroft@inbox.example. Asked for return within 21 days.
[e3] 24/04/2026 15:10 BC - Claim form and Suncove cancellation invoice received. Cancellation charges £2,280 (taxes of £180 refunded by Suncove). Medical certificate not yet received.
[e4] 24/04/2026 15:25 BC - Provisional assessment: £2,280 within Silver cancellation limit of £3,000; excess £95 per person x 2 = £190; provisional net £2,090, subject to the medical certificate.
""",
"PBC-CL-26-01158": """PELLBRIDGE CASUALTY COMPANY - CLAIM ACTIVITY LOG
Claim No.: PBC-CL-26-01158
Policy: PCP-4471902 (Commercial Property, PCC-CP-01)
Named Insured: Corliss Bakery Supply, Inc.
Loss location: 1180 Granger Avenue, Unit 4, Millbrook Falls, OH 45990
Insured contact: Mark Corliss, President, 555-0163, mark@corlissbakery.example
Adjuster: Teresa Villalobos, 555-0177

[e1] 03/10/2026 08:40 TV - First notice of loss from Mark Corliss. Hail and wind storm on the evening of March 9, 2026. Roof membrane over the warehouse punctured; rainwater entered the warehouse. Flour and sugar stock, packaging and cartons wet. Business closed from March 10.
[e2] 03/10/2026 11:15 TV - Called insured. Reminded him to protect the property from further damage; he has arranged temporary tarping of the roof. Insured says landlord Dellwood Properties was notified by e-mail on March 10.
[e3] 03/12/2026 10:00 TV - Field inspection. Hail impact marks and three punctures in the roof membrane over warehouse bay B; rainwater entered through the punctures. Wet stock and packaging in bay B; office area undamaged. Suspended ceiling in bay B, installed by the insured in 2023, water damaged. Roof belongs to the landlord and the building is not covered under this policy.
[e4] 03/13/2026 09:30 TV - Sworn proof of loss form sent to insured with written request.
[e5] 03/20/2026 15:45 TV - Insured's claim presented: stock and packaging $41,870 (Business Personal Property); suspended ceiling replacement estimate $12,400 (Tenant Improvements and Betterments); business closed March 10 through March 16 (7 days), lost income claimed $9,300.
[e6] 03/27/2026 13:20 TV - Evaluation. BPP agreed at $38,650 (part of the stock salvaged). TI&B replacement cost $12,400; ceiling not yet replaced, so actual cash value $9,920 payable now, holdback $2,480. Business Income: 72-hour waiting period, so 4 of the 7 days closed are covered; agreed $5,140. One Windstorm or Hail deductible of $5,000 applies. Net payable $48,710.
[e7] 03/30/2026 10:00 TV - Advance payment of $20,000 issued. Coverage position letter sent.
[e8] 04/02/2026 14:00 TV - Signed and notarized sworn proof of loss received for $48,710.
[e9] 04/06/2026 11:30 TV - Insured asked whether Pellbridge will repair the roof and whether rent should stop while the unit was closed. Told him the roof is not covered under his policy and we do not interpret the lease for him; suggested he speaks to his own attorney.
[e10] 04/08/2026 09:45 TV - Balance payment of $28,710 authorized.
""",
}

# ----------------------------------------------------------- decision letters
RAMAN_SETTLEMENT = [
    ("p", "Ashcombe &amp; Vale Insurance plc, 40 Kestrel Row, Hallowby HB3 7QT"),
    ("p", "3 March 2026"),
    ("p", "Mrs Priya Raman, 7 Quillon Close, Brackenford BF4 2LN"),
    ("p", "Our reference: AVH-CL-40617. Policy number: AVH-2025-118204."),
    ("p", "Dear Mrs Raman,"),
    ("h2", "Your escape of water claim - settlement offer"),
    ("p", "Following the loss adjuster's report from Marchbank Adjusting, we have agreed the cost of putting "
          "right the damage caused by the escape of water on 3 February 2026."),
    ("table", [["Item", "Amount"],
               ["Reinstatement of ceiling, kitchen base units, flooring, bathroom floor and decoration",
                "&#163;7,240.00"],
               ["Trace and access (clause 1.2(a))", "&#163;620.00"],
               ["Total agreed", "&#163;7,860.00"],
               ["Less escape of water excess (Endorsement E12)", "&#8722;&#163;600.00"],
               ["Less voluntary excess", "&#8722;&#163;100.00"],
               ["Net amount payable", "&#163;7,160.00"]], [120, 54]),
    ("p", "We are unable to include the &#163;145 cost of repairing the pipe itself. Clause 1.2(c) of your policy "
          "says we will not pay the cost of repairing the pipe from which the water escaped unless the damage "
          "to it was caused by frost, and the adjuster found no evidence of frost."),
    ("p", "As you would like to use your own builder, we are offering this as a cash settlement. Please let us "
          "know if you accept, and we will pay the net amount by bank transfer."),
    ("p", "Yours sincerely,"),
    ("p", "Alana Brooke, Household Claims Handler, 01632 960427"),
]

ALBANY_DECLINE = [
    ("p", "Ashcombe &amp; Vale Insurance plc, 40 Kestrel Row, Hallowby HB3 7QT"),
    ("p", "12 February 2026"),
    ("p", "Mr Rhys Albany, 9 Marram Court, Tillinghurst TL5 3JE"),
    ("p", "Claim reference AVM-CL-77342 - theft of your Volkswagen Golf, LV19 HJP"),
    ("p", "Dear Mr Albany,"),
    ("p", "I am sorry to tell you that we are unable to pay your claim for the theft of your car on "
          "2 February 2026."),
    ("p", "The police report records that the car was left on your driveway with the engine running and the "
          "key in the ignition while you went back indoors. Clause 12.1 of your policy booklet says: \"We will "
          "not pay for loss of or damage to your car caused by theft or attempted theft if the keys or keyless "
          "entry device were left in or on the car\"."),
    ("p", "Because the key was left in the car when it was stolen, this exclusion applies and we have declined "
          "the claim."),
    ("p", "If you are unhappy with our decision, you can contact our Customer Relations Team on 01632 960455. "
          "You may also be able to refer your complaint to the Financial Ombudsman Service."),
    ("p", "Yours sincerely,"),
    ("p", "Sunita Marr, Motor Claims Handler"),
]

CORLISS_POSITION = [
    ("p", "PELLBRIDGE CASUALTY COMPANY - 2200 Larkspur Parkway, Easton Heights, OH 45901"),
    ("p", "March 30, 2026"),
    ("p", "Mr. Mark Corliss, President, Corliss Bakery Supply, Inc., 1180 Granger Avenue, Unit 4, Millbrook "
          "Falls, OH 45990"),
    ("p", "RE: Claim No. PBC-CL-26-01158; Policy No. PCP-4471902; Date of Loss: March 9, 2026"),
    ("p", "Dear Mr. Corliss:"),
    ("p", "This letter sets out our coverage position on your claim for damage caused by the hail and wind "
          "storm of March 9, 2026."),
    ("h2", "Covered items"),
    ("table", [["Coverage", "Agreed amount", "Paid on this basis"],
               ["Your Business Personal Property (stock and packaging)", "$38,650", "Replacement Cost"],
               ["Tenant Improvements and Betterments (suspended ceiling, bay B)", "$9,920",
                "Actual Cash Value; holdback $2,480"],
               ["Business Income (4 days after the 72-hour waiting period)", "$5,140", "Actual Loss Sustained"],
               ["Less Windstorm or Hail deductible", "($5,000)", "One deductible per occurrence"],
               ["Net amount payable", "$48,710", ""]], [78, 40, 56]),
    ("p", "We have issued an advance payment of $20,000. The balance will be paid once we receive your "
          "signed, sworn proof of loss."),
    ("p", "The replacement cost holdback of $2,480 for the suspended ceiling will be released when you send "
          "us proof that the ceiling has been replaced, provided this is within 180 days of the loss."),
    ("h2", "Items not covered"),
    ("p", "The roof of the building is not Covered Property under your policy, because the Declarations show "
          "no Limit of Insurance for the Building. We are therefore unable to consider the cost of repairing "
          "the roof membrane."),
    ("p", "Sincerely,"),
    ("p", "Teresa Villalobos, Senior Property Adjuster, 555-0177"),
]


# ================================================================= build
def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=str(Path(__file__).resolve().parent / "documents"))
    out = Path(ap.parse_args().out)
    pol = out / "policies"
    proc = out / "procedures"
    claims = out / "claims"
    for d in (pol, proc, claims):
        d.mkdir(parents=True, exist_ok=True)

    build_pdf(pol / "ashcombe-home-wording-AV-HH-25.pdf", HOME_WORDING,
              "Ashcombe & Vale Home Insurance - Policy Wording", "Form AV-HH-25 (03/2025)",
              title="Ashcombe & Vale Home Insurance Policy Wording AV-HH-25")
    build_pdf(pol / "ashcombe-home-endorsement-E12.pdf", HOME_ENDORSEMENT,
              "Ashcombe & Vale Insurance plc", "Endorsement E12 to Form AV-HH-25 - effective 1 January 2026",
              title="Endorsement E12")
    build_pdf(pol / "ashcombe-home-schedule-AVH-2025-118204.pdf", home_schedule(
        "AVH-2025-118204", "Mrs Priya Raman", "7 Quillon Close, Brackenford BF4 2LN",
        "1 November 2025 to 31 October 2026", "Buildings and Contents",
        [["Buildings", "&#163;385,000"], ["Contents", "&#163;62,000"],
         ["Valuables single article limit", "&#163;2,000"],
         ["Alternative accommodation", "20% of the buildings sum insured"]],
        [["Standard excess (all claims unless shown below)", "&#163;150"],
         ["Escape of water", "&#163;400"], ["Subsidence", "&#163;1,000"], ["Voluntary excess", "&#163;100"]],
        [["Accidental damage - buildings", "Included"], ["Accidental damage - contents", "Not included"],
         ["Personal possessions away from the home", "Not included"], ["Home emergency", "Included"]],
        "The escape of water and subsidence excesses apply instead of the standard excess. The voluntary "
        "excess applies in addition to any other excess."),
        "Ashcombe & Vale Insurance plc", "Schedule AVH-2025-118204 - issued 1 November 2025",
        title="Home schedule AVH-2025-118204")
    build_pdf(pol / "ashcombe-home-schedule-AVH-2025-120377.pdf", home_schedule(
        "AVH-2025-120377", "Mr Tomasz Wielgosz", "22 Harrier Way, Lowen Cross LX7 9DW",
        "15 June 2025 to 14 June 2026", "Contents only",
        [["Contents", "&#163;45,000"], ["Valuables single article limit", "&#163;1,500"],
         ["Personal possessions away from the home", "&#163;3,000"]],
        [["Standard excess (all claims unless shown below)", "&#163;100"],
         ["Escape of water", "&#163;400"], ["Voluntary excess", "Nil"]],
        [["Accidental damage - contents", "Included"], ["Personal possessions away from the home", "Included"],
         ["Home emergency", "Not included"]],
        "The escape of water excess applies instead of the standard excess."),
        "Ashcombe & Vale Insurance plc", "Schedule AVH-2025-120377 - issued 15 June 2025",
        title="Home schedule AVH-2025-120377")
    build_pdf(pol / "ashcombe-motor-booklet-AV-MT-25.pdf", MOTOR_WORDING,
              "Ashcombe & Vale Motor Insurance - Policy Booklet", "Form AV-MT-25",
              accent=colors.HexColor("#7a1f1f"), title="Ashcombe & Vale Motor Policy Booklet")
    build_pdf(pol / "ashcombe-motor-schedule-AVM-2025-301556.pdf", MOTOR_SCHEDULE,
              "Ashcombe & Vale Insurance plc", "Motor schedule AVM-2025-301556 - issued 3 September 2025",
              accent=colors.HexColor("#7a1f1f"), title="Motor schedule AVM-2025-301556")
    build_pdf(pol / "wrenfield-travel-wording-WTI-PW-2025-2.pdf", TRAVEL_WORDING,
              "WRENFIELD TRAVEL INSURANCE", "WTI/PW/2025/2", font="Times-Roman",
              accent=colors.HexColor("#0b5e4a"), title="Wrenfield Travel Policy Wording")
    build_pdf(pol / "wrenfield-table-of-benefits-2025.pdf", TRAVEL_TOB,
              "WRENFIELD TRAVEL INSURANCE", "Table of Benefits - WTI/PW/2025/2", font="Times-Roman",
              accent=colors.HexColor("#0b5e4a"), title="Wrenfield Table of Benefits")
    build_pdf(pol / "pellbridge-commercial-property-PCC-CP-01.pdf", PCC_FORM,
              "PCC-CP-01 (Ed. 04/24)", "Includes copyrighted material of Pellbridge Casualty Company",
              pagesize=LETTER, accent=colors.HexColor("#333333"), title="Commercial Property Coverage Form")
    build_pdf(pol / "pellbridge-declarations-PCP-4471902.pdf", PCC_DECS,
              "PCC-DEC (Ed. 04/24)", "Declarations - Policy PCP-4471902", pagesize=LETTER,
              accent=colors.HexColor("#333333"), title="Commercial Property Declarations")
    build_pdf(pol / "lease-unit4-granger-avenue.pdf", LEASE, "", "Lease - Unit 4, 1180 Granger Avenue",
              pagesize=LETTER, font="Times-Roman", accent=colors.black, title="Commercial Lease Agreement")

    docx_from_blocks(proc / "ashcombe-CPN-04-customer-communications.docx", AV_PROCEDURE,
                     "CPN-04 Customer communications on household and motor claims", "3.1")
    docx_from_blocks(proc / "pellbridge-PG-12-property-claims-guideline.docx", PCC_PROCEDURE,
                     "Property Claims Guideline PG-12", "Rev. 5")

    for ref, text in NOTES.items():
        d = claims / ref
        d.mkdir(parents=True, exist_ok=True)
        (d / "notes.txt").write_text(text, encoding="utf-8")

    build_pdf(claims / "AVH-CL-40617" / "settlement-letter-2026-03-03.pdf", RAMAN_SETTLEMENT, "",
              "Ashcombe & Vale Insurance plc is authorised and regulated (fictional).",
              title="Settlement letter AVH-CL-40617")
    build_pdf(claims / "AVM-CL-77342" / "decline-letter-2026-02-12.pdf", ALBANY_DECLINE, "",
              "Ashcombe & Vale Insurance plc is authorised and regulated (fictional).",
              accent=colors.HexColor("#7a1f1f"), title="Decline letter AVM-CL-77342")
    build_pdf(claims / "PBC-CL-26-01158" / "coverage-position-letter-2026-03-30.pdf", CORLISS_POSITION,
              "", "Pellbridge Casualty Company", pagesize=LETTER, accent=colors.HexColor("#333333"),
              title="Coverage position letter PBC-CL-26-01158")


if __name__ == "__main__":
    main()
