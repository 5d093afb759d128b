"""Generate blind ingest corpus 8 (documents/, answer_key.jsonl, questions.jsonl).

Deterministic: reportlab invariant=1, fixed DOCX core properties and zip times, seeded noise for scans.
Run: .venv/bin/python generate.py
"""
import base64
import datetime
import io
import json
import os
import re
import shutil
import textwrap
import zipfile
from xml.sax.saxutils import escape

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont
from reportlab import rl_config
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.pagesizes import A4, letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.platypus import (BaseDocTemplate, Frame, PageBreak, PageTemplate, Paragraph, Spacer, Table,
                                TableStyle)
from reportlab.lib.fonts import addMapping

rl_config.invariant = 1
HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = os.path.join(HERE, "documents")
FONTDIR = "/usr/share/fonts/truetype/dejavu"

for name, fn in [("DJSerif", "DejaVuSerif.ttf"), ("DJSerif-Bold", "DejaVuSerif-Bold.ttf"),
                 ("DJSerif-Italic", "DejaVuSerif-Italic.ttf"), ("DJSerif-BoldItalic", "DejaVuSerif-BoldItalic.ttf")]:
    pdfmetrics.registerFont(TTFont(name, os.path.join(FONTDIR, fn)))
addMapping("DJSerif", 0, 0, "DJSerif")
addMapping("DJSerif", 1, 0, "DJSerif-Bold")
addMapping("DJSerif", 0, 1, "DJSerif-Italic")
addMapping("DJSerif", 1, 1, "DJSerif-BoldItalic")

KEYS = []


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def add(file, kind, text, heading=None, clause=None, entry=None, table=None, scanned=False, page=1, q=None):
    k = {"id": None, "file": "documents/" + file, "page": page, "kind": kind, "heading": heading,
         "clause": clause, "entry": entry, "text": norm(text), "table": table, "scanned": scanned,
         "ends_on_page": None, "_q": q}
    KEYS.append(k)
    return k


class KDoc(BaseDocTemplate):
    def afterFlowable(self, flowable):
        for k in getattr(flowable, "_keys", []):
            k["page"] = self.page


def tag(flowable, *keys):
    flowable._keys = list(keys)
    return flowable


def build_pdf(fname, story, pagesize=A4, columns=1, on_page=None, margins=(20 * mm, 20 * mm, 22 * mm, 20 * mm),
              title="", author=""):
    path = os.path.join(DOCS, fname)
    left, right, top, bottom = margins
    doc = KDoc(path, pagesize=pagesize, leftMargin=left, rightMargin=right, topMargin=top, bottomMargin=bottom,
               invariant=1, allowSplitting=0, title=title, author=author, creator="Document services")
    W, H = pagesize
    if columns == 1:
        frames = [Frame(left, bottom, W - left - right, H - top - bottom, id="f1", leftPadding=0, rightPadding=0,
                        topPadding=0, bottomPadding=0)]
    else:
        gap = 8 * mm
        cw = (W - left - right - gap) / 2
        frames = [Frame(left, bottom, cw, H - top - bottom, id="c1", leftPadding=0, rightPadding=0, topPadding=0,
                        bottomPadding=0),
                  Frame(left + cw + gap, bottom, cw, H - top - bottom, id="c2", leftPadding=0, rightPadding=0,
                        topPadding=0, bottomPadding=0)]
    doc.addPageTemplates([PageTemplate(id="p", frames=frames, onPage=on_page or (lambda c, d: None))])
    doc.build(story)


def S(name, font, size, lead=None, **kw):
    return ParagraphStyle(name, fontName=font, fontSize=size, leading=lead or size * 1.3, **kw)


def P(markup, style, *keys):
    return tag(Paragraph(markup, style), *keys)


# ---------------------------------------------------------------------------------------------------------------
# A. Barrowcliffe Park Homes Insurance Ltd (UK park home) - two-column wording, schedule, endorsement, scan
# ---------------------------------------------------------------------------------------------------------------
def barrowcliffe():
    F = "barrowcliffe-residence-park-home-wording-BPH24.pdf"
    body = S("bb", "DJSerif", 8.4, 11.2, spaceAfter=4)
    hd = S("bh", "DJSerif-Bold", 10, 13, spaceBefore=6, spaceAfter=4, textColor=colors.HexColor("#1d4e3a"))
    story = []

    def para(text, q=None):
        k = add(F, "paragraph", text, q=q)
        story.append(P(escape(text), body, k))

    def heading(h):
        story.append(Paragraph(escape(h), hd))
        return h

    def defn(h, term, rest, q=None):
        text = f"{term} \u2013 {rest}"
        k = add(F, "definition", text, heading=h, q=q)
        story.append(P(f"<b>{escape(term)}</b> \u2013 {escape(rest)}", body, k))

    def clause(h, num, title, text, q=None):
        k = add(F, "clause", text, heading=h, clause=num, q=q)
        story.append(P(f"<b>{num}</b>&nbsp;&nbsp;<b>{escape(title)}</b> {escape(text)}", body, k))

    story.append(Paragraph("Residence Park Home Policy", S("t", "DJSerif-Bold", 15, 19, spaceAfter=2)))
    story.append(Paragraph("Policy wording BPH/24", S("t2", "DJSerif-Italic", 9.5, 13, spaceAfter=8)))
    para("This policy insures a park home that is your main residence and is sited on a licensed residential park. "
         "Your schedule tells you which sections you have chosen, the sums insured and any endorsements that change "
         "this wording.", q="is park home cover only for main residence?")
    para("If you let your home, use it as a holiday home or move it off the park, tell us first. We may change the "
         "terms or, in some cases, be unable to continue cover.",
         q="PH wants to let the home out for the summer - tell us first?")
    h = heading("Definitions")
    defn(h, "Park home", "a single-unit or twin-unit mobile home built to BS 3632 and sited on a park with a "
         "residential licence, including its chassis, wheels, axles and fixed skirting.",
         q="is the chassis part of the park home?")
    defn(h, "Pitch", "the plot on the park that you occupy under your written agreement with the park owner, "
         "including any paths, steps and decking within it.", q="decking on the plot - part of pitch?")
    defn(h, "Unoccupied", "not lived in by you or a member of your family for more than 30 days in a row.",
         q="park home how many days empty = unoccupied")
    defn(h, "Storm", "wind of at least 47 knots (54 mph), or rain, hail or snow so heavy that it causes damage to a "
         "well-maintained home within the hour.", q="park home storm wind speed threshold")
    defn(h, "Market value", "the cost of buying a park home of the same age, size, condition and specification on "
         "an equivalent park, not including the value of your pitch agreement.",
         q="does market value include the pitch agreement")
    defn(h, "Contents", "household goods and personal belongings that you own or are legally responsible for, kept "
         "in the home or in a lockable shed on the pitch.")
    defn(h, "Tie-downs", "the straps, chains and ground anchors that secure the home to its base.",
         q="what are tie-downs")
    defn(h, "Excess", "the first part of any claim that you must pay. The standard excess is \u00a3150 unless your "
         "schedule shows a different amount.", q="standard park home excess in the wording")
    h = heading("Section 1 \u2013 Loss or damage to your home")
    clause(h, "1.1", "What is covered.", "We cover your park home against loss or damage caused by fire, lightning, "
           "explosion, storm, flood, escape of water or oil, theft or attempted theft, malicious damage, impact by "
           "vehicles or animals, falling trees and subsidence of the base.", q="base subsided - insured peril?")
    clause(h, "1.2", "How we settle.", "If your home is a total loss and it is less than 10 years old, we will "
           "replace it with a new home of the same size and specification. If it is 10 years old or more, we will "
           "pay its market value at the time of the loss.", q="total loss - when new for old vs market value")
    clause(h, "1.3", "Removal and re-siting.", "After a total loss we will also pay up to \u00a37,500 to remove the "
           "debris, prepare the base and bring a replacement home onto the pitch, including reconnecting services.",
           q="re-siting costs limit after total loss")
    clause(h, "1.4", "Somewhere to stay.", "If your home cannot be lived in following an insured loss we will pay "
           "reasonable costs of alternative accommodation for you and your pets, up to \u00a315,000 in total or 12 "
           "months, whichever comes first.", q="park home alt accom max period")
    clause(h, "1.5", "Tie-downs and base.", "We cover tie-downs, the base and the pitch services up to \u00a33,000 "
           "for any one claim, but only where the tie-downs were fitted and maintained as the park owner requires.",
           q="tie-down and base limit any one claim")
    clause(h, "1.6", "Storm damage to outside items.", "We do not cover storm damage to skirting, steps, fences, "
           "gates or gutters unless the main structure of the home is damaged at the same time.",
           q="only the skirting blew off in the storm, nothing else - covered?")
    h = heading("Section 2 \u2013 Contents")
    clause(h, "2.1", "What is covered.", "We cover your contents in the home and in a lockable shed on the pitch "
           "against the same causes as Section 1, up to the contents sum insured shown in the schedule.")
    clause(h, "2.2", "Sheds and outbuildings.", "Contents in sheds, garages or other outbuildings are limited to "
           "\u00a31,000 in total, and theft from them is only covered where there is forcible and violent entry.",
           q="mower stolen from shed, no sign of forced entry")
    clause(h, "2.3", "Valuables.", "Any one item of jewellery, watches or art is limited to \u00a31,500 unless it "
           "is listed in the schedule. All valuables together are limited to one third of the contents sum insured.",
           q="unspecified jewellery single item limit")
    clause(h, "2.4", "Freezer food.", "We cover food in a freezer up to \u00a3350 if it is spoiled by a rise or fall "
           "in temperature, but not if the power was cut off on purpose by the electricity supplier.")
    h = heading("Section 3 \u2013 Liability")
    clause(h, "3.1", "Liability as occupier.", "As occupier of the home we cover your legal liability for "
           "accidental injury to other people or damage to their property on the park, up to \u00a32,000,000 for "
           "any one claim.", q="park home occupiers liability limit")
    clause(h, "3.2", "What is not covered.", "We do not cover liability arising from any trade or business, from "
           "owning or using motor vehicles, or from dogs of a type listed in the Dangerous Dogs Act 1991.",
           q="customer runs hairdressing from the home - liability covered?")
    h = heading("Section 4 \u2013 Conditions and exclusions")
    clause(h, "4.1", "Unoccupancy.", "When your home is unoccupied we will not pay for loss or damage caused by "
           "escape of water, theft or malicious damage unless the water is turned off at the mains and the system "
           "drained.", q="standard wording unoccupancy clause - water, theft, malicious damage")
    clause(h, "4.2", "Winter checks.", "Between 1 November and 31 March you must check an unoccupied home at least "
           "once every 7 days, or arrange for someone else to do so, and keep a written record of each visit.",
           q="empty park home in winter how often inspected")
    clause(h, "4.3", "Maintenance.", "You must keep the home, its roof, tie-downs and skirting in good repair. We "
           "will not pay for damage caused by wear and tear, rot, rust or gradual deterioration.",
           q="floor rotted through - covered?")
    clause(h, "4.4", "Moving the home.", "Cover stops while the home is being transported, unless we have agreed in "
           "writing before the move and you have paid any extra premium.",
           q="home damaged while lorry moving it to new park")
    clause(h, "4.5", "Other insurance.", "If any loss is also covered by another policy, including any cover "
           "arranged by the park owner, we will only pay our share of the claim.",
           q="site owner's insurance also covers it - do we pay it all?")
    clause(h, "4.6", "Making a claim.", "Tell us as soon as possible on 01632 960214, and within 30 days of "
           "discovering any loss. Report theft or malicious damage to the police within 24 hours and get a crime "
           "reference number.", q="deadline to report theft to police park home")
    clause(h, "4.7", "Fraud.", "If any claim is fraudulent we will not pay it, we may cancel the policy from the "
           "date of the fraudulent act and we may recover any sums already paid.")
    clause(h, "4.8", "Cancelling your policy.", "You can cancel within 14 days of receiving your documents and we "
           "will refund the full premium if you have not claimed. After that we will refund the premium for the "
           "unexpired period less an administration charge of \u00a325.",
           q="admin charge cancelling after 14 days")
    h = heading("Complaints")
    para("Write to the Customer Relations Manager, Barrowcliffe Park Homes Insurance Ltd, 11 Harbour Mews, Exmouth "
         "EX8 9QZ, or e-mail complaints@barrowcliffe-parkhomes.example. If you are still not satisfied you may "
         "refer your complaint to the Financial Ombudsman Service.")
    KEYS[-1]["heading"] = h

    def onp(c, d):
        W, H = A4
        c.saveState()
        c.setFillColor(colors.HexColor("#1d4e3a"))
        c.rect(0, H - 12 * mm, W, 12 * mm, stroke=0, fill=1)
        c.setFillColor(colors.white)
        c.setFont("DJSerif-Bold", 9)
        c.drawString(20 * mm, H - 8 * mm, "BARROWCLIFFE PARK HOMES")
        c.setFont("DJSerif", 8)
        c.drawRightString(W - 20 * mm, H - 8 * mm, "Residence Park Home Policy  |  BPH/24")
        c.setFillColor(colors.black)
        c.setFont("DJSerif", 7)
        c.drawString(20 * mm, 12 * mm, "Barrowcliffe Park Homes Insurance Ltd, registered in England No. 08894412.")
        c.drawRightString(W - 20 * mm, 12 * mm, f"{d.page} / 2")
        c.restoreState()

    build_pdf(F, story, columns=2, on_page=onp, margins=(20 * mm, 20 * mm, 20 * mm, 20 * mm),
              title="Residence Park Home Policy wording BPH/24", author="Barrowcliffe Park Homes")

    # ---- schedule -------------------------------------------------------------------------------------------
    F = "barrowcliffe-park-home-schedule-BPH-2261487.pdf"
    st = []
    cap = S("cap", "Helvetica-Bold", 10, 13, spaceBefore=10, spaceAfter=4)
    st.append(Paragraph("Barrowcliffe Park Homes Insurance Ltd", S("s0", "Helvetica-Bold", 14, 18)))
    st.append(Paragraph("Policy schedule \u2013 Residence Park Home Policy", S("s1", "Helvetica", 10, 14,
                                                                            spaceAfter=6)))

    def table(caption, rows, widths, header=None, style="grid"):
        st.append(Paragraph(escape(caption), cap))
        data, keys = [], []
        if header:
            data.append(header)
        for r in rows:
            q = None
            if isinstance(r, tuple):
                r, q = r
            keys.append(add(F, "table_row", " ".join(c for c in r if c), heading=caption, table=list(r), q=q))
            data.append(r)
        t = Table(data, colWidths=widths)
        ts = [("FONT", (0, 0), (-1, -1), "Helvetica", 9), ("VALIGN", (0, 0), (-1, -1), "TOP"),
              ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]
        if header:
            ts += [("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 9),
                   ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#dfeee6"))]
        if style == "grid":
            ts.append(("GRID", (0, 0), (-1, -1), 0.5, colors.HexColor("#557766")))
        elif style == "box":
            ts.append(("BOX", (0, 0), (-1, -1), 0.8, colors.black))
        t.setStyle(TableStyle(ts))
        st.append(tag(t, *keys))

    table("Policy details", [
        (["Policy number", "BPH-2261487"], "Arkwright park home policy no."),
        (["Policyholder", "Mrs Glenys Arkwright"], None),
        (["Home address", "27 Sandpiper Drive, Lydmouth Park, Lydmouth LY3 7QT"], "which park is Mrs Arkwright on"),
        (["Period of insurance", "14/03/2026 to 13/03/2027"], "BPH-2261487 renewal date"),
        (["Park home", "Pelham Homes Countess twin-unit, 40 ft x 20 ft, built 2014"],
         "year Arkwright home was built"),
    ], [45 * mm, 125 * mm], style="box")
    table("Sections and sums insured", [
        (["Section 1 Home", "\u00a3168,000", "\u00a3250"], "BPH-2261487 home sum insured"),
        (["Section 2 Contents", "\u00a332,000", "\u00a3250"], "Arkwright contents SI"),
        (["Section 3 Liability", "\u00a32,000,000", "nil"], None),
        (["Escape of water, Sections 1 and 2", "as above", "\u00a3500"], "EoW excess on the Arkwright schedule"),
    ], [80 * mm, 45 * mm, 45 * mm], header=["Section", "Sum insured", "Excess"])
    table("Specified valuables", [
        (["Diamond eternity ring", "\u00a32,800"], "is the eternity ring specified and for how much"),
        (["Carriage clock, brass, Elliott of Croydon", "\u00a31,900"], None),
    ], [125 * mm, 45 * mm], header=["Item", "Sum insured"])
    table("Endorsements applying", [
        (["BPH-E2", "Specified valuables as listed above"], None),
        (["BPH-E7", "Winter unoccupancy \u2013 replaces clause 4.1 of the wording"],
         "which endorsement changes unoccupancy on Arkwright"),
    ], [30 * mm, 140 * mm], style="box")
    table("Premium", [
        (["Annual premium including Insurance Premium Tax", "\u00a3412.36"], "Arkwright annual premium"),
    ], [125 * mm, 45 * mm])
    st.append(Spacer(1, 8))
    st.append(Paragraph("Issued 02/03/2026 by Barrowcliffe Park Homes Insurance Ltd. Please check this schedule and "
                        "tell us at once if anything is wrong.", S("s9", "Helvetica-Oblique", 8, 11)))
    build_pdf(F, st, title="Policy schedule BPH-2261487", author="Barrowcliffe Park Homes")

    # ---- endorsement ----------------------------------------------------------------------------------------
    F = "barrowcliffe-endorsement-BPH-E7-winter-unoccupancy.pdf"
    st = []
    tb = S("eb", "Times-Roman", 11, 15, spaceAfter=8)
    st.append(Paragraph("ENDORSEMENT BPH-E7", S("e0", "Times-Bold", 16, 20, alignment=TA_CENTER)))
    st.append(Paragraph("Winter unoccupancy", S("e1", "Times-Italic", 12, 16, alignment=TA_CENTER, spaceAfter=14)))
    t = ("This endorsement forms part of policy BPH-2261487 from 14/03/2026. Clause 4.1 of the policy wording BPH/24 "
         "is deleted and replaced by the following.")
    st.append(P(escape(t), tb, add(F, "paragraph", t, q="what does endorsement E7 do to the wording")))
    h = "Endorsement BPH-E7"
    for num, title, text, q in [
        ("E7.1", "Escape of water and frost.", "Between 1 November and 31 March, while your home is unoccupied, we "
         "will not pay for escape of water or frost damage unless the water is turned off at the mains and the "
         "system drained, or the heating is left on continuously with the thermostat set to at least 12\u00b0C.",
         "Arkwright home empty since Dec, heating left on at 14C, pipe burst - covered?"),
        ("E7.2", "Theft and malicious damage.", "Theft and malicious damage remain covered while the home is "
         "unoccupied for up to 60 days in a row, with an excess of \u00a3500. After 60 days there is no cover for "
         "theft or malicious damage until the home is lived in again.",
         "Arkwright break-in, home empty 40 days - excess?"),
        ("E7.3", "Summer months.", "From 1 April to 31 October escape of water is covered while the home is "
         "unoccupied, subject to the \u00a3500 escape of water excess shown in the schedule.",
         "leak in August while home empty - any cover on E7?"),
    ]:
        k = add(F, "clause", text, heading=h, clause=num, q=q)
        st.append(P(f"<b>{num}  {escape(title)}</b> {escape(text)}", tb, k))
    t = "All other terms, conditions and exclusions of the policy remain unchanged."
    st.append(P(escape(t), tb, add(F, "paragraph", t)))
    st.append(Spacer(1, 20))
    st.append(Paragraph("Signed for Barrowcliffe Park Homes Insurance Ltd &nbsp;&nbsp; <i>A. Penhaligon</i>, "
                        "Underwriting Manager", S("e9", "Times-Roman", 9, 12)))
    build_pdf(F, st, margins=(28 * mm, 28 * mm, 30 * mm, 25 * mm), title="Endorsement BPH-E7",
              author="Barrowcliffe Park Homes")

    # ---- scan: repair quotation (partly ruled) --------------------------------------------------------------
    F = "barrowcliffe-scan-storm-repair-quotation-LPS-0419.png"
    rows = [
        (["1", "Replace roof felt and battens, front elevation", "1", "1,850.00", "1,850.00"],
         "LPS-0419 roof felt price"),
        (["2", "Replace uPVC skirting panels, storm damaged", "14", "38.50", "539.00"],
         "how many skirting panels on Lydmouth quote"),
        (["3", "Re-tension tie-down straps, replace 2 ground anchors", "1", "420.00", "420.00"],
         "tie down work cost on storm quote"),
        (["4", "Replace bay window unit, lounge", "1", "1,265.00", "1,265.00"], "bay window cost Arkwright"),
        (["5", "Make good internal ceiling, lounge", "1", "610.00", "610.00"], None),
        (["6", "Scaffold tower hire, 1 week", "1", "185.00", "185.00"], "scaffold hire on the quote"),
        (["", "Subtotal", "", "", "4,869.00"], None),
        (["", "VAT at 20%", "", "", "973.80"], "VAT on the storm repair quote"),
        (["", "Total", "", "", "5,842.80"], "total of Lydmouth Park Home Services quote"),
    ]
    head = ["Item", "Description", "Qty", "Unit \u00a3", "Total \u00a3"]
    lines = [("LYDMOUTH PARK HOME SERVICES", 40, "bold"), ("Unit 4, Saltings Road, Lydmouth LY3 2PE", 26, None),
             ("Tel 01632 960388", 26, None), ("", 20, None), ("QUOTATION No. LPS-0419", 34, "bold"),
             ("Date: 24/11/2026", 28, None), ("Customer: Mrs G Arkwright, 27 Sandpiper Drive, Lydmouth Park", 28, None),
             ("Re: storm damage 18/11/2026", 28, None)]
    keys = [add(F, "table_row", " ".join(c for c in r if c), heading="QUOTATION No. LPS-0419", table=list(r),
                scanned=True, q=q) for r, q in rows]
    img = draw_scan(lines, head, [r for r, _ in rows], [110, 860, 120, 190, 230], rule="partial", font="serif",
                    footer=["Prices valid 30 days. Work to start within 10 working days of acceptance.",
                            "Signed: K. Dunstone"])
    img = degrade(img, angle=0.8, shear=0.004, seed=81, blur=0.6, noise=9, specks=260, jpeg=58, shade=True)
    img.save(os.path.join(DOCS, F), optimize=False)


# ---------------------------------------------------------------------------------------------------------------
# scan helpers (Pillow-native drawing, affine skew, numpy noise, shading, JPEG)
# ---------------------------------------------------------------------------------------------------------------
def fnt(kind, size):
    names = {"serif": "DejaVuSerif.ttf", "serif-bold": "DejaVuSerif-Bold.ttf", "sans": "DejaVuSans.ttf",
             "sans-bold": "DejaVuSans-Bold.ttf", "mono": "DejaVuSansMono.ttf", "mono-bold": "DejaVuSansMono-Bold.ttf",
             "cond": "DejaVuSansCondensed.ttf", "cond-bold": "DejaVuSansCondensed-Bold.ttf"}
    return ImageFont.truetype(os.path.join(FONTDIR, names[kind]), size)


def draw_scan(lines, head, rows, widths, rule, font, footer=(), size=(1654, 2339), cell=30, right_cols=None):
    img = Image.new("L", size, 250)
    d = ImageDraw.Draw(img)
    x0, y = 120, 130
    for text, sz, style in lines:
        if text:
            d.text((x0, y), text, font=fnt(font + ("-bold" if style else ""), sz), fill=20)
        y += int(sz * 1.55)
    y += 30
    rh = int(cell * 2.0)
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    right_cols = right_cols if right_cols is not None else {len(widths) - 1, len(widths) - 2}
    f, fb = fnt(font, cell), fnt(font + "-bold", cell)
    top = y

    def put_row(cells, yy, bold=False):
        for i, c in enumerate(cells):
            ff = fb if bold else f
            if i in right_cols:
                tw = d.textlength(c, font=ff)
                d.text((xs[i + 1] - 14 - tw, yy + 12), c, font=ff, fill=15)
            else:
                d.text((xs[i] + 12, yy + 12), c, font=ff, fill=15)

    put_row(head, y, bold=True)
    y += rh
    if rule in ("partial", "grid"):
        d.line([(xs[0], y), (xs[-1], y)], fill=30, width=3)
    for r in rows:
        if rule == "partial" and r[0] == "" and r[1] == "Subtotal":
            d.line([(xs[0], y), (xs[-1], y)], fill=30, width=2)
        put_row(r, y, bold=(r[1] in ("Total", "TOTAL DUE", "Invoice total")))
        y += rh
        if rule == "grid":
            d.line([(xs[0], y), (xs[-1], y)], fill=40, width=2)
    if rule == "grid":
        d.line([(xs[0], top), (xs[-1], top)], fill=40, width=2)
        for x in xs:
            d.line([(x, top), (x, y)], fill=40, width=2)
    y += 60
    for t in footer:
        d.text((x0, y), t, font=fnt(font, 24), fill=40)
        y += 40
    return img


def degrade(img, angle, shear, seed, blur, noise, specks, jpeg, shade=False):
    rng = np.random.default_rng(seed)
    W, H = img.size
    img = img.transform((W, H), Image.AFFINE, (1, shear, -shear * H / 2, 0, 1, 0), resample=Image.BICUBIC,
                        fillcolor=250)
    img = img.rotate(angle, resample=Image.BICUBIC, fillcolor=250)
    a = np.asarray(img).astype(np.float32)
    if shade:
        gx = np.linspace(-18, 6, W)[None, :]
        gy = np.linspace(0, -10, H)[:, None]
        a = a + gx + gy
    a = a + rng.normal(0, noise, a.shape)
    ys, xs = rng.integers(0, H, specks), rng.integers(0, W, specks)
    for yy, xx in zip(ys, xs):
        a[yy:yy + 3, xx:xx + 2] = 60
    a = np.clip(a, 0, 255).astype(np.uint8)
    img = Image.fromarray(a, "L").filter(ImageFilter.GaussianBlur(blur))
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=jpeg)
    buf.seek(0)
    return Image.open(buf).convert("L")


# ---------------------------------------------------------------------------------------------------------------
# B. Quillback Ridge Mutual Insurance Company (US contractors' equipment floater)
# ---------------------------------------------------------------------------------------------------------------
def quillback():
    F = "quillback-contractors-equipment-floater-CE2007.pdf"
    body = S("qb", "Times-Roman", 10, 12.6, spaceAfter=5)
    sub = S("qs", "Times-Roman", 10, 12.6, spaceAfter=4, leftIndent=18)
    hd = S("qh", "Times-Bold", 11.5, 15, spaceBefore=8, spaceAfter=5)
    st = []
    st.append(Paragraph("CONTRACTORS' EQUIPMENT FLOATER", S("q0", "Times-Bold", 15, 19, alignment=TA_CENTER)))
    st.append(Paragraph("Form CE 20 07 (04-25)", S("q1", "Times-Roman", 9, 12, alignment=TA_CENTER, spaceAfter=10)))
    t = ("Various provisions in this form restrict coverage. Read the entire form carefully to determine rights, "
         "duties and what is and is not covered. Throughout this form \"you\" and \"your\" refer to the Named Insured "
         "shown in the Declarations, and \"we\", \"us\" and \"our\" refer to the company providing this insurance.")
    st.append(P(escape(t), body, add(F, "paragraph", t)))

    h = "Part A \u2013 Definitions"
    st.append(Paragraph(escape(h), hd))
    for lett, term, rest, q in [
        ("a", "Actual cash value", "means replacement cost at the time of loss less depreciation for age, condition, "
         "hours of use and obsolescence.", "ACV - depreciate for hours on the machine?"),
        ("b", "Scheduled equipment", "means the items of contractors' equipment listed by description and serial "
         "number in the Declarations, each with its own limit of insurance.", "what makes equipment scheduled"),
        ("c", "Unscheduled equipment", "means hand tools, small power tools and other equipment you own that is not "
         "listed in the Declarations, valued at $5,000 or less per item.", None),
        ("d", "Rented-in equipment", "means equipment you rent, lease or borrow from others under a written "
         "agreement that makes you responsible for loss.", "borrowed loader w/ written agreement - rented-in?"),
        ("e", "Jobsite", "means any location where you are performing work under contract, including a fenced "
         "laydown yard within 1,000 feet of it.", "laydown yard distance for jobsite"),
        ("f", "Secured", "means, at any time the equipment is left unattended, the ignition key removed and the "
         "equipment locked inside a fenced and locked enclosure or a locked building, or immobilized by a wheel lock "
         "or track lock.", "what counts as secured on CE floater"),
    ]:
        text = f"\"{term}\" {rest}"
        k = add(F, "definition", text, heading=h, q=q)
        st.append(P(f"{lett}.&nbsp;&nbsp;<b>\"{escape(term)}\"</b> {escape(rest)}", sub, k))

    h = "Part B \u2013 Coverage"
    st.append(Paragraph(escape(h), hd))

    def cl(h, num, label, title, text, style=body, q=None):
        k = add(F, "clause", text, heading=h, clause=num, q=q)
        lead = f"<b>{label}&nbsp;&nbsp;{escape(title)}</b> " if title else f"{label}&nbsp;&nbsp;"
        st.append(P(lead + escape(text), style, k))

    cl(h, "B.1", "1.", "Covered Property.", "We cover direct physical loss to scheduled equipment, unscheduled "
       "equipment and rented-in equipment while at a jobsite, in storage or in transit within the United States and "
       "Canada.", q="equipment stolen on job in Alberta - covered territory?")
    st.append(Paragraph("<b>2.&nbsp;&nbsp;Limits of Insurance.</b> The most we will pay in any one occurrence is:",
                        body))
    cl(h, "B.2.a", "a.", None, "Scheduled equipment: the limit of insurance shown for that item in the Declarations, "
       "or its actual cash value, whichever is less.", sub, q="scheduled item - limit or ACV, which do we pay")
    cl(h, "B.2.b", "b.", None, "Unscheduled equipment: $25,000 in total, and no more than $5,000 for any one item.",
       sub, q="form limit for unscheduled tools before dec changes")
    cl(h, "B.2.c", "c.", None, "Rented-in equipment: $100,000 in total, including any amount you must pay the owner "
       "for loss of rental income, which is limited to 30 days.", sub,
       q="rental co. claiming lost rent on their machine - how many days")
    st.append(Paragraph("<b>3.&nbsp;&nbsp;Additional Coverages.</b> The following are in addition to the limits of "
                        "insurance:", body))
    cl(h, "B.3.a", "a.", "Debris Removal.", "We will pay up to $10,000 to remove debris of covered equipment after a "
       "covered loss.", sub, q="debris removal CE limit")
    cl(h, "B.3.b", "b.", "Pollutant Cleanup.", "We will pay up to $15,000 in any policy year to clean up fuel, "
       "hydraulic oil or coolant released from covered equipment by a covered loss.", sub,
       q="hyd oil spill cleanup annual max")
    cl(h, "B.3.c", "c.", "Rental Reimbursement.", "If covered equipment is out of use because of a covered loss, we "
       "will pay the cost of renting similar equipment, after a waiting period of 72 hours, up to $750 per day and "
       "$22,500 in total.", sub, q="rental reimbursement waiting period")
    st.append(PageBreak())

    h = "Part C \u2013 Exclusions"
    st.append(Paragraph(escape(h), hd))
    st.append(Paragraph("We will not pay for loss caused by or resulting from any of the following:", body))
    for n, title, text, q in [
        ("1", "Wear and Tear.", "Wear and tear, gradual deterioration, rust, corrosion, or mechanical or electrical "
         "breakdown, unless a fire or overturn ensues, and then only for the ensuing loss.",
         "engine blew, no fire - breakdown excluded?"),
        ("2", "Overload.", "Loss to a crane, derrick or boom caused by lifting a load heavier than the "
         "manufacturer's rated capacity.", "boom failed lifting over rated load"),
        ("3", "Unexplained Disappearance.", "Disappearance of equipment with no physical evidence of theft, or a "
         "shortage found only on taking inventory.", "tools short at year-end count, no break-in"),
        ("4", "Theft From an Unattended Jobsite.", "Theft of scheduled equipment left unattended at a jobsite "
         "between 7 p.m. and 6 a.m. unless it was secured.", "overnight theft from site, machine not locked up"),
        ("5", "Underground and Waterborne Work.", "Loss to equipment while it is working underground, or while it is "
         "afloat on a barge or vessel, unless shown as covered in the Declarations.",
         "excavator fell off barge - covered?"),
        ("6", "Leased to Others.", "Loss to equipment while it is leased or rented to others, unless it is operated "
         "by an operator you employ.", "insd rented the loader out bare to another contractor"),
    ]:
        cl(h, f"C.{n}", f"{n}.", title, text, q=q)

    h = "Part D \u2013 Deductible and Loss Conditions"
    st.append(Paragraph(escape(h), hd))
    for n, title, text, q in [
        ("1", "Deductible.", "We will subtract $1,000 from each occurrence, unless a different deductible is shown in "
         "the Declarations. A separate deductible of 10% of the loss, minimum $2,500, applies to theft of any item "
         "of scheduled equipment.", "form default deductible each occurrence CE 20 07"),
        ("2", "Valuation.", "Equipment is valued at actual cash value, except that scheduled equipment less than 3 "
         "years old is valued at replacement cost if you replace it within 180 days.",
         "2 yr old machine total loss - RC or ACV?"),
        ("3", "Duties in the Event of Loss.", "You must notify the police within 24 hours of discovering a theft, give "
         "us the serial number and hour meter reading of the equipment, and send us a signed proof of loss within "
         "60 days after we ask for it.", "how long to return signed POL"),
        ("4", "Recovered Property.", "If stolen equipment is recovered after we have paid, you may keep it and repay "
         "our payment, less the cost of any repairs we agree are needed.", "stolen unit found after payment - options"),
        ("5", "Coinsurance.", "If the limit of insurance for an item of scheduled equipment is less than 90% of its "
         "actual cash value at the time of loss, we will pay only the proportion of the loss that the limit bears "
         "to 90% of that value.", "coinsurance percentage on floater"),
        ("6", "Appraisal.", "If you and we disagree on the value of the property or the amount of loss, either may "
         "make written demand for an appraisal. Each party will select a competent appraiser, and the two will "
         "select an umpire.", None),
        ("7", "Legal Action Against Us.", "No one may bring a legal action against us under this coverage unless it "
         "is brought within 2 years after the date on which the direct physical loss occurred.",
         "suit limitation CE floater"),
    ]:
        cl(h, f"D.{n}", f"{n}.", title, text, q=q)

    def onp(c, d):
        W, H = letter
        c.saveState()
        c.setFont("Times-Roman", 8)
        c.drawString(0.9 * 72, 0.55 * 72, "CE 20 07 (04-25)")
        c.drawCentredString(W / 2, 0.55 * 72, "\u00a9 Quillback Ridge Mutual Insurance Company")
        c.drawRightString(W - 0.9 * 72, 0.55 * 72, f"Page {d.page} of 2")
        c.restoreState()

    build_pdf(F, st, pagesize=letter, on_page=onp, margins=(0.9 * 72, 0.9 * 72, 0.8 * 72, 0.9 * 72),
              title="Contractors' Equipment Floater CE 20 07", author="Quillback Ridge Mutual")

    # ---- declarations --------------------------------------------------------------------------------------
    F = "quillback-ce-declarations-QRM-CE-448190.pdf"
    st = []
    st.append(Paragraph("QUILLBACK RIDGE MUTUAL INSURANCE COMPANY", S("d0", "Helvetica-Bold", 13, 17)))
    st.append(Paragraph("2200 Timberline Parkway, Kettle Falls, WA 99141 &nbsp;&nbsp; (509) 555-0142",
                        S("d1", "Helvetica", 8.5, 11)))
    st.append(Paragraph("CONTRACTORS' EQUIPMENT DECLARATIONS", S("d2", "Helvetica-Bold", 11, 15, spaceBefore=8,
                                                                 spaceAfter=4)))
    cap = S("dc", "Helvetica-BoldOblique", 9.5, 12, spaceBefore=9, spaceAfter=3)

    def table(caption, rows, widths, header=None, shade=True):
        st.append(Paragraph(escape(caption), cap))
        data, keys = ([header] if header else []), []
        for r, q in rows:
            keys.append(add(F, "table_row", " ".join(c for c in r if c), heading=caption, table=list(r), q=q))
            data.append(r)
        t = Table(data, colWidths=widths)
        ts = [("FONT", (0, 0), (-1, -1), "Helvetica", 8.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
              ("TOPPADDING", (0, 0), (-1, -1), 2), ("LINEBELOW", (0, -1), (-1, -1), 0.6, colors.black)]
        if header:
            ts += [("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 8.5),
                   ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#d9d9d9"))]
        if shade:
            for i in range(1 if header else 0, len(data)):
                if (i % 2 == 0):
                    ts.append(("BACKGROUND", (0, i), (-1, i), colors.HexColor("#f1f1f1")))
        t.setStyle(TableStyle(ts))
        st.append(tag(t, *keys))

    table("Item 1. Policy Information", [
        (["Policy number", "QRM-CE-448190"], "Tall Timber policy number"),
        (["Named Insured", "Tall Timber Excavating, LLC"], None),
        (["Mailing address", "4418 Old Mill Road, Sandpoint, ID 83864"], "insd mailing address QRM-CE-448190"),
        (["Policy period", "07/01/2026 to 07/01/2027, 12:01 a.m. standard time"], "Tall Timber policy term"),
        (["Producer", "Caldera Insurance Partners, Coeur d'Alene, ID"], "who is the agent on Tall Timber"),
    ], [45 * mm, 125 * mm], shade=False)
    table("Item 2. Limits and Deductibles", [
        (["Unscheduled equipment, all items (amends Part B.2.b)", "$40,000; $5,000 any one item"],
         "Tall Timber unscheduled tools limit"),
        (["Rented-in equipment", "$100,000"], None),
        (["Deductible, each occurrence", "$2,500"], "Tall Timber per occurrence deductible"),
        (["Theft deductible, scheduled equipment", "10% of loss, minimum $2,500"], None),
        (["Underground and waterborne operations", "Not covered"], "does Tall Timber have underground cover"),
        (["Annual premium", "$9,864.00"], "premium QRM-CE-448190"),
    ], [95 * mm, 75 * mm], header=["Coverage", "Limit / deductible"])
    table("Item 3. Schedule of Equipment", [
        (["1", "2023", "Kestle KX-210 hydraulic excavator", "KX21-0088431", "$238,000"],
         "limit on the KX-210"),
        (["2", "2019", "Brannock 850L tracked loader", "BR850-661207", "$96,500"], "serial no. of the tracked loader"),
        (["3", "2024", "Tamsin TL-12 telehandler", "TL12-2402291", "$142,000"], "telehandler year and limit"),
        (["4", "2017", "Kestle KX-55 mini excavator", "KX55-0311875", "$41,000"], "what year is the KX-55 on the dec"),
        (["5", "2021", "Ardmore 20 ton tag trailer", "1A9TT2023M1000457", "$18,500"], "tag trailer VIN"),
        (["6", "2022", "Vexley PR-4 plate compactor", "PR4-22-09913", "$6,800"], "compactor limit on dec"),
    ], [12 * mm, 14 * mm, 70 * mm, 42 * mm, 32 * mm], header=["Item", "Year", "Description", "Serial no.", "Limit"])
    table("Item 4. Forms and Endorsements", [
        (["CE 20 07 (04-25)", "Contractors' Equipment Floater"], None),
        (["IL 01 12 (03-24)", "Idaho Changes \u2013 Cancellation and Nonrenewal"], "idaho cancellation endorsement form no"),
        (["QR 14 02 (01-26)", "Loss Payable \u2013 First Basin Equipment Finance, item 4"],
         "who is loss payee and on which item"),
    ], [45 * mm, 125 * mm], shade=False)
    build_pdf(F, st, pagesize=letter, margins=(0.75 * 72, 0.75 * 72, 0.7 * 72, 0.7 * 72),
              title="Declarations QRM-CE-448190", author="Quillback Ridge Mutual")

    # ---- adjuster notes TXT --------------------------------------------------------------------------------
    F = "quillback-claim-CE-26-01377-adjuster-notes.txt"
    out = ["QUILLBACK RIDGE MUTUAL - INLAND MARINE CLAIMS",
           "Claim CE-26-01377 / Policy QRM-CE-448190 / Insd: Tall Timber Excavating, LLC",
           "DOL 10/16-10/19/2026   Loss: theft, mini excavator + plate compactor, Hwy 95 culvert job", ""]
    entries = [
        ("FN-1", "10/19/2026", "08:05", "Dana Whitcomb (Field Adj)",
         "FNOL by phone from insd owner Ray Castellano. Kestle KX-55 mini ex (sched item 4) and Vexley plate "
         "compactor (item 6) gone from the Hwy 95 culvert job laydown yard over the weekend. Last seen Fri 10/16 "
         "approx 17:30, found missing Mon 10/19 approx 06:45 when crew arrived. Bonner Co SO report #26-18842 made "
         "07:40 today.", "when did insd find the mini ex missing"),
        ("FN-2", "10/19/2026", "13:30", "Dana Whitcomb (Field Adj)",
         "Site visit. Laydown yard is 6 ft chain-link, gate padlock cut, cut chain left by gate. Yard approx 600 ft "
         "from culvert work so inside jobsite def. Insd says keys kept in locked job box in foreman's pickup, not in "
         "machines. 22 photos uploaded to file.", "how far is the yard from the culvert job"),
        ("FN-3", "10/20/2026", "09:10", "Maria Esposito (Claims Supv)",
         "Reviewed FN-1/FN-2. Forced entry, so unexplained disappearance excl does not apply. Equipment was secured "
         "per def (fenced, locked, keys removed) so overnight theft excl n/a. Theft ded 10% min $2,500 applies. "
         "Query to coverage: one theft ded per occurrence or per item?", None),
        ("FN-4", "10/22/2026", "15:45", "Maria Esposito (Claims Supv)",
         "Coverage answer: theft ded applies per item of sched equip. Item 4 ACV agreed $36,400 (limit $41,000, no "
         "coinsurance issue), ded $3,640, net $32,760. Item 6 ACV $5,900, 10% is $590 so min $2,500 applies, net "
         "$3,400. Total $36,160.", "net on the mini ex after theft ded"),
        ("FN-5", "10/23/2026", "11:20", "Dana Whitcomb (Field Adj)",
         "Insd renting a replacement mini ex from Panhandle Rentco at $410/day since 10/20. Rental reimb has 72 hr "
         "wait so payable from 10/23. Asked insd to send the Rentco invoice when the machine goes back.",
         "from what date is rental reimb payable on 01377"),
        ("FN-6", "11/02/2026", "10:00", "Dana Whitcomb (Field Adj)",
         "Signed proof of loss rec'd today (requested 10/22). Hour meter on item 4 was 2,318 hrs at last service per "
         "insd service log, serial KX55-0311875 matches dec.", "hour meter reading on stolen KX-55"),
        ("FN-7", "11/04/2026", "16:10", "Maria Esposito (Claims Supv)",
         "Pmt authorised $36,160 for items 4 and 6, check jointly to insd and First Basin Equipment Finance as loss "
         "payee on item 4. Rental reimb 10/23 to 11/03, 12 days x $410 = $4,920, paid separately to insd.",
         "rental reimb amount paid on CE-26-01377"),
        ("FN-8", "11/20/2026", "09:35", "Dana Whitcomb (Field Adj)",
         "Spokane PD recovered the compactor (item 6) at a scrap yard, handle bent. Insd wants it back. Per recovered "
         "property cond insd repays $3,400 less agreed repair $265 = $3,135. Letter sent, awaiting insd decision.",
         "compactor recovered - what does insd repay"),
    ]
    for label, date, time, by, body_t, q in entries:
        head = f"Date: {date}   Time: {time}   By: {by}"
        out.append(f"---- Entry {label} " + "-" * (58 - len(label)))
        out.append(head)
        out.extend(textwrap.wrap(body_t, 66, initial_indent="    ", subsequent_indent="    "))
        out.append("")
        add(F, "file_note_entry", head + " " + body_t, entry=label, q=q)
    out.append("**** END OF NOTES ****")
    with open(os.path.join(DOCS, F), "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(out) + "\n")

    # ---- scan: rental invoice, image-only PDF, unruled ------------------------------------------------------
    F = "quillback-scan-panhandle-rentco-invoice-R-22871.pdf"
    rows = [
        (["1", "Kestle KX-55 mini excavator, 10/20 to 11/03", "15", "410.00", "6,150.00"],
         "Rentco days charged on mini ex rental"),
        (["2", "Delivery and pickup, Hwy 95 job", "1", "275.00", "275.00"], "rentco delivery charge"),
        (["3", "Damage waiver declined by customer", "", "", "0.00"], "did insd take the damage waiver on rental"),
        (["4", "Fuel surcharge", "1", "96.40", "96.40"], None),
        (["5", "Bucket, 24 inch", "15", "18.00", "270.00"], "bucket rental charge"),
        (["", "Subtotal", "", "", "6,791.40"], None),
        (["", "Sales tax 6%", "", "", "407.48"], "sales tax on Rentco invoice"),
        (["", "Invoice total", "", "", "7,198.88"], "Rentco invoice total"),
    ]
    head = ["Line", "Description", "Days", "Rate", "Amount"]
    lines = [("PANHANDLE RENTCO", 42, "bold"), ("1907 N Division St, Sandpoint ID 83864   (208) 555-0177", 26, None),
             ("", 16, None), ("RENTAL INVOICE  R-22871", 34, "bold"), ("Invoice date: 11/04/2026", 28, None),
             ("Bill to: Tall Timber Excavating, LLC", 28, None), ("Contract: RC-4471   PO: Hwy95-culvert", 28, None)]
    for r, q in rows:
        add(F, "table_row", " ".join(c for c in r if c), heading="RENTAL INVOICE R-22871", table=list(r),
            scanned=True, q=q)
    img = draw_scan(lines, head, [r for r, _ in rows], [110, 820, 130, 180, 230], rule="none", font="mono",
                    cell=29, footer=["Terms: net 30. Thank you for renting with Panhandle Rentco."],
                    size=(1700, 2200))
    img = degrade(img, angle=-1.1, shear=-0.003, seed=82, blur=0.7, noise=8, specks=180, jpeg=55)
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=80)
    buf.seek(0)
    c = rl_canvas.Canvas(os.path.join(DOCS, F), pagesize=letter, invariant=1)
    c.drawImage(ImageReader(buf), 0, 0, width=letter[0], height=letter[1])
    c.showPage()
    c.save()


# ---------------------------------------------------------------------------------------------------------------
# C. Sallowmere Charity Insurance Ltd (UK charity and not-for-profit package)
# ---------------------------------------------------------------------------------------------------------------
def sallowmere():
    F = "sallowmere-charity-shield-policy-SCI-CS25.pdf"
    body = S("cb", "Helvetica", 9.2, 12.4, spaceAfter=4.5)
    sub = S("cs", "Helvetica", 9.2, 12.4, spaceAfter=3.5, leftIndent=22, firstLineIndent=-14)
    hd = S("ch", "Helvetica-Bold", 11, 14, spaceBefore=9, spaceAfter=4, textColor=colors.HexColor("#6b1f4f"))
    st = []
    st.append(Paragraph("Charity Shield", S("c0", "Helvetica-Bold", 20, 24, textColor=colors.HexColor("#6b1f4f"))))
    st.append(Paragraph("Policy wording SCI-CS/25 for charities and not-for-profit organisations",
                        S("c1", "Helvetica", 10, 14, spaceAfter=8)))
    t = ("Charity Shield is a package policy for registered charities, community interest companies and other "
         "not-for-profit organisations. Only the Parts shown as operative in your schedule apply.")
    st.append(P(escape(t), body, add(F, "paragraph", t, q="charity shield - which parts apply")))
    h = "Part A \u2013 Definitions"
    st.append(Paragraph(escape(h), hd))
    for term, rest, q in [
        ("Volunteer", "a person who does unpaid work for you under your direction, including trustees and committee "
         "members, but not someone doing court-ordered community service.", "community service worker a volunteer?"),
        ("Money", "cash, cheques, postal orders, gift vouchers and unused postage stamps held for your activities.",
         "are stamps money under charity shield"),
        ("Event", "a fundraising or community activity you organise that is open to the public, such as a fete, "
         "sponsored walk or quiz night.", None),
        ("Premises", "the buildings and land at the address shown in the schedule that you own, rent or occupy for "
         "your activities.", None),
        ("Business hours", "the times when your premises are open to the public or your volunteers are working "
         "there.", "definition of business hours for money"),
        ("Employee", "anyone under a contract of service or apprenticeship with you, and any volunteer while working "
         "for you.", "definition of employee charity shield"),
    ]:
        text = f"{term}: {rest}"
        k = add(F, "definition", text, heading=h, q=q)
        st.append(P(f"\u2022&nbsp;&nbsp;<b>{escape(term)}:</b> {escape(rest)}", sub, k))

    def cl(h, num, title, text, q=None, style=body, label=None):
        k = add(F, "clause", text, heading=h, clause=num, q=q)
        lab = label or num
        lead = f"<b>{lab}&nbsp;&nbsp;{escape(title)}</b> " if title else f"{lab}&nbsp;&nbsp;"
        st.append(P(lead + escape(text), style, k))

    h = "Part B \u2013 Property"
    st.append(Paragraph(escape(h), hd))
    cl(h, "B1", "Buildings and contents.", "We cover your buildings and contents at the premises against accidental "
       "loss or damage, up to the sums insured in the schedule.")
    cl(h, "B2", "Donated stock.", "Donated goods awaiting sale are covered up to \u00a310,000 at the premises, valued "
       "at the price you would realistically have sold them for, not their original cost.",
       q="donated stock basis of valuation")
    cl(h, "B3", "Unused premises.", "If the premises are closed to the public and unused for more than 45 days in a "
       "row, cover for theft, malicious damage and escape of water stops until they are used again.",
       q="charity hall shut 2 months, break in")
    st.append(Paragraph("<b>B4&nbsp;&nbsp;Equipment away from the premises.</b>", body))
    cl(h, "B4(a)", None, "Laptops, projectors and sound equipment taken off the premises are covered anywhere in the "
       "UK up to \u00a32,500 for any one item.", q="projector damaged at offsite event - item limit", style=sub,
       label="(a)")
    cl(h, "B4(b)", None, "There is no cover for equipment left in an unattended vehicle between 8pm and 7am, or at "
       "any time unless it is out of sight in a locked boot or glovebox.", style=sub, label="(b)",
       q="laptop stolen from car overnight - charity")
    h = "Part C \u2013 Money and fidelity"
    st.append(Paragraph(escape(h), hd))
    st.append(Paragraph("<b>C1&nbsp;&nbsp;Money.</b> We cover loss of money up to the following limits:", body))
    cl(h, "C1(a)", None, "Money on the premises during business hours, or in transit to or from the bank: "
       "\u00a35,000.", style=sub, label="(a)", q="money in transit to bank limit charity")
    cl(h, "C1(b)", None, "Money on the premises outside business hours in a locked safe: \u00a32,500; not in a safe: "
       "\u00a3250.", style=sub, label="(b)", q="cash left in desk drawer overnight, no safe")
    cl(h, "C1(c)", None, "Money at the home of a trustee or volunteer: \u00a31,000, and only while it is in their "
       "custody for banking within 72 hours of an event.", style=sub, label="(c)",
       q="money at trustee's home - wording limit and condition")
    cl(h, "C2", "Personal assault.", "If a trustee, employee or volunteer is injured during a robbery or attempted "
       "robbery of money, we will pay \u00a310,000 for death or permanent disablement and \u00a3100 a week, for up to "
       "52 weeks, while they are unable to work.", q="volunteer hurt in robbery - weekly benefit")
    cl(h, "C3", "Fidelity.", "We cover loss of money or property caused by fraud or dishonesty of an employee or "
       "volunteer, discovered during the period of insurance and within 24 months of it happening, up to \u00a325,000 "
       "in any one period.", q="fidelity discovery window in wording")
    cl(h, "C4", "Fidelity conditions.", "We will not pay for fidelity loss unless at least two authorised signatories "
       "are needed for payments over \u00a3500 and the accounts are independently examined every year.",
       q="fidelity condition in wording - signatories and accounts")
    st.append(PageBreak())
    h = "Part D \u2013 Liability"
    st.append(Paragraph(escape(h), hd))
    cl(h, "D1", "Public liability.", "We cover your legal liability for accidental injury or property damage arising "
       "from your activities and events, up to \u00a35,000,000 any one occurrence.", q="charity PL limit wording")
    cl(h, "D2", "Events needing our agreement.", "Events with more than 2,000 people expected at any one time, or "
       "involving fireworks, bouncy castles you operate yourself, or animals other than dogs on leads, are covered "
       "only if you have told us at least 21 days before and we have agreed.",
       q="charity running own bouncy castle at fete - notice needed?")
    cl(h, "D3", "Employers' liability.", "We cover your legal liability to employees and volunteers for bodily injury "
       "arising out of their work for you, up to \u00a310,000,000 any one occurrence, including terrorism up to "
       "\u00a35,000,000.", q="EL terrorism sublimit charity")
    cl(h, "D4", "Trustee indemnity.", "We cover trustees for claims alleging a wrongful act in their role as trustee, "
       "up to \u00a3250,000 in total for the period, with an excess of \u00a3500 per claim. We do not cover fines or "
       "penalties, or any claim for a personal profit the trustee was not entitled to.",
       q="trustee indemnity excess")
    h = "Part E \u2013 General conditions"
    st.append(Paragraph(escape(h), hd))
    cl(h, "E1", "Safeguarding.", "Where your activities involve children or adults at risk, you must have a written "
       "safeguarding policy and carry out DBS checks at the level the law requires. We will not pay liability claims "
       "arising from abuse if you have not done so.", q="youth club no DBS checks - abuse claim")
    cl(h, "E2", "Telling us about a claim.", "Tell us about any claim or incident likely to lead to a claim within 14 "
       "days, by phone on 01632 960587 or by e-mail to claims@sallowmere-charity.example. Do not admit liability or "
       "agree any payment.", q="charity claim notification time limit")
    cl(h, "E3", "Changes you must tell us about.", "You must tell us before you start any new type of activity, open "
       "new premises or expect your annual income to exceed \u00a31,000,000.", q="income threshold to notify charity")
    cl(h, "E4", "Premium adjustment.", "Where the premium is based on your estimated income, send us your actual "
       "income figure within 3 months of the end of each period and we will adjust the premium up or down, subject "
       "to a minimum premium of \u00a3150.", q="when do they send actual income for adjustment")

    def onp(c, d):
        W, H = A4
        c.saveState()
        c.setStrokeColor(colors.HexColor("#6b1f4f"))
        c.setLineWidth(2)
        c.line(20 * mm, H - 13 * mm, W - 20 * mm, H - 13 * mm)
        c.setFont("Helvetica", 7.5)
        c.drawString(20 * mm, H - 11 * mm, "Sallowmere Charity Insurance Ltd")
        c.drawRightString(W - 20 * mm, H - 11 * mm, "SCI-CS/25")
        c.drawCentredString(W / 2, 11 * mm, f"- {d.page} -")
        c.restoreState()

    build_pdf(F, st, on_page=onp, margins=(20 * mm, 20 * mm, 20 * mm, 18 * mm), title="Charity Shield SCI-CS/25",
              author="Sallowmere Charity Insurance")

    # ---- schedule (unruled label/value, boxed limits table) -------------------------------------------------
    F = "sallowmere-charity-schedule-SCS-5503188.pdf"
    st = []
    st.append(Paragraph("SALLOWMERE CHARITY INSURANCE", S("x0", "Times-Bold", 13, 17)))
    st.append(Paragraph("Charity Shield \u2013 Schedule", S("x1", "Times-Italic", 11, 15, spaceAfter=6)))
    cap = S("xc", "Times-Bold", 10.5, 14, spaceBefore=10, spaceAfter=3)

    def table(caption, rows, widths, header=None, boxed=False):
        st.append(Paragraph(escape(caption), cap))
        data, keys = ([header] if header else []), []
        for r, q in rows:
            keys.append(add(F, "table_row", " ".join(c for c in r if c), heading=caption, table=list(r), q=q))
            data.append(r)
        t = Table(data, colWidths=widths)
        ts = [("FONT", (0, 0), (-1, -1), "Times-Roman", 10), ("BOTTOMPADDING", (0, 0), (-1, -1), 3)]
        if header:
            ts.append(("FONT", (0, 0), (-1, 0), "Times-Bold", 10))
        if boxed:
            ts += [("BOX", (0, 0), (-1, -1), 0.9, colors.black), ("INNERGRID", (0, 0), (-1, -1), 0.3, colors.grey)]
        t.setStyle(TableStyle(ts))
        st.append(tag(t, *keys))

    table("Your policy", [
        (["Policy number:", "SCS-5503188"], "Marsh Lane Larder policy number"),
        (["Policyholder:", "The Marsh Lane Community Larder"], None),
        (["Registered charity number:", "1187734"], "larder charity number"),
        (["Premises:", "Unit 3, Tanner's Yard, Wellbrook WB4 2HN"], "larder premises address"),
        (["Period of insurance:", "01/06/2026 to 31/05/2027"], "SCS-5503188 period"),
    ], [55 * mm, 115 * mm])
    table("Parts operative and limits", [
        (["Part B", "Buildings", "Not operative"], "does the larder have buildings cover"),
        (["Part B", "Contents", "\u00a345,000"], "larder contents SI"),
        (["Part B", "Donated stock", "\u00a310,000"], None),
        (["Part C", "Money", "As wording"], None),
        (["Part C", "Fidelity (endorsement SC-F2)", "\u00a350,000"], None),
        (["Part D", "Public liability", "\u00a35,000,000"], None),
        (["Part D", "Employers' liability", "\u00a310,000,000"], None),
        (["Part D", "Trustee indemnity", "\u00a3250,000"], None),
        (["Excess", "Each claim under Part B", "\u00a3200"], "larder property excess"),
    ], [28 * mm, 80 * mm, 45 * mm], header=["Part", "Cover", "Limit"], boxed=True)
    table("Endorsements", [
        (["SC-F2", "Fidelity limit increased to \u00a350,000 any one period; condition C4 still applies."],
         "SC-F2 what does it change"),
        (["SC-E9", "Summer fete and annual quiz night at Wellbrook Recreation Ground noted as events."],
         "are the fete and quiz night noted on the larder policy"),
    ], [22 * mm, 148 * mm])
    table("Premium", [
        (["Premium (estimated annual income \u00a3386,000):", "\u00a31,147.20 including IPT"],
         "larder premium and estimated income"),
    ], [110 * mm, 60 * mm])
    build_pdf(F, st, margins=(20 * mm, 20 * mm, 18 * mm, 18 * mm), title="Schedule SCS-5503188",
              author="Sallowmere Charity Insurance")

    # ---- DOCX claims manual ---------------------------------------------------------------------------------
    sallowmere_docx()
    sallowmere_eml()


def sallowmere_docx():
    import docx
    from docx.shared import Pt
    F = "sallowmere-charity-claims-handling-manual-v3.docx"
    d = docx.Document()
    d.core_properties.author = "Claims Technical, Sallowmere"
    d.core_properties.last_modified_by = "Claims Technical, Sallowmere"
    d.core_properties.title = "Charity Shield claims handling manual"
    d.core_properties.created = datetime.datetime(2026, 10, 5, 9, 0, 0)
    d.core_properties.modified = datetime.datetime(2026, 10, 5, 9, 0, 0)
    d.core_properties.last_printed = datetime.datetime(2026, 10, 5, 9, 0, 0)
    d.core_properties.revision = 3
    d.core_properties.comments = ""
    d.add_paragraph("Charity Shield \u2013 Claims handling manual (version 3, October 2026)", style="Title")
    intro = ("This manual is for Sallowmere claims staff handling Charity Shield claims. It sits alongside the policy "
             "wording SCI-CS/25 and does not change the cover.")
    d.add_paragraph(intro)
    add(F, "paragraph", intro)

    def rule(h, num, text, q=None):
        p = d.add_paragraph()
        r = p.add_run(num + "  ")
        r.bold = True
        p.add_run(text)
        add(F, "clause", text, heading=h, clause=num, q=q)

    def tbl(caption, header, rows):
        cp = d.add_paragraph()
        cr = cp.add_run(caption)
        cr.bold = True
        t = d.add_table(rows=1 + len(rows), cols=len(header))
        t.style = "Table Grid"
        for i, c in enumerate(header):
            cell = t.rows[0].cells[i]
            cell.text = ""
            rr = cell.paragraphs[0].add_run(c)
            rr.bold = True
        for ri, (r, q) in enumerate(rows, start=1):
            for i, c in enumerate(r):
                t.rows[ri].cells[i].text = c
            add(F, "table_row", " ".join(c for c in r if c), heading=caption, table=list(r), q=q)

    h = "Section 1 \u2013 First notification"
    d.add_heading(h, level=1)
    rule(h, "1.1", "Log every new notification on the same day. Take the charity name, charity number, policy "
         "number, the Part involved and a short description in the caller's own words.",
         q="what details to take at FNOL charity")
    rule(h, "1.2", "Check the schedule before giving any view on cover. Part B Buildings is often not operative for "
         "charities that rent their premises.", q="charity rents its hall, buildings claim - first check")
    rule(h, "1.3", "If the caller reports a safeguarding allegation, do not discuss the detail. Pass it to the "
         "Liability Team Leader within one hour and record only the date and the name of the caller.",
         q="caller reports abuse allegation - what do I do")
    h = "Section 2 \u2013 Money and fidelity claims"
    d.add_heading(h, level=1)
    rule(h, "2.1", "Ask whether the money was in a safe, in transit, or at a volunteer's home, and when it was last "
         "counted. The limits differ in each case, so get the answer before quoting a figure.",
         q="money claim - questions before quoting limit")
    rule(h, "2.2", "For fidelity claims, request the last independent examiner's report and the bank mandate. If the "
         "mandate allows one signatory for payments over \u00a3500, refer the file to a technical claims manager "
         "before declining.", q="fidelity, mandate only needs one signature - can I decline")
    rule(h, "2.3", "Personal assault benefit is paid weekly in arrears once we have a fit note. Do not pay more than 52 "
         "weeks in total.", q="how is assault weekly benefit paid")
    tbl("Table 1 \u2013 Authority limits", ["Handler grade", "Property", "Money and fidelity", "Liability"], [
        (["Claims handler", "\u00a310,000", "\u00a32,500", "\u00a35,000"], "handler authority money claims"),
        (["Senior handler", "\u00a335,000", "\u00a315,000", "\u00a325,000"], "senior handler liability authority"),
        (["Technical claims manager", "\u00a3100,000", "\u00a350,000", "\u00a3150,000"], "TCM property authority"),
    ])
    h = "Section 3 \u2013 Events and liability"
    d.add_heading(h, level=1)
    rule(h, "3.1", "For event claims, ask for the event risk assessment and confirm whether the event needed our "
         "agreement under D2. A missing referral is not an automatic decline; refer to underwriting for a view.",
         q="event not referred to us - auto decline?")
    rule(h, "3.2", "Acknowledge every liability claim letter within 5 working days, and send a copy of the "
         "claimant's letter to the charity's nominated trustee the same day.", q="ack time liability letter of claim")
    rule(h, "3.3", "Never discuss liability with a claimant's solicitor by phone. All liability positions go in "
         "writing after a senior handler has approved them.", q="claimant solicitor rang asking about liability")
    tbl("Table 2 \u2013 Service standards", ["Task", "Standard"], [
        (["Acknowledge new notification", "1 working day"], None),
        (["First contact with the charity", "2 working days"], "first contact SLA charity"),
        (["Decision on cover", "10 working days"], "how long to give cover decision"),
        (["Pay agreed settlement", "5 working days"], "payment SLA after agreement"),
    ])
    h = "Section 4 \u2013 Complaints"
    d.add_heading(h, level=1)
    rule(h, "4.1", "A complaint can be made in any way. If the charity is unhappy with a decision, log it as a "
         "complaint even if they do not use the word.", q="charity unhappy but didn't say complaint - log it?")
    rule(h, "4.2", "Send a final response within 8 weeks. Charities with annual income under \u00a36.5 million can "
         "refer to the Financial Ombudsman Service; tell them so in the final response.",
         q="FOS eligibility income threshold charity")
    for s in d.styles:
        pass
    buf = io.BytesIO()
    d.save(buf)
    zin = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    with zipfile.ZipFile(os.path.join(DOCS, F), "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 10, 5, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zout.writestr(zi, zin.read(info.filename))


def sallowmere_eml():
    F = "sallowmere-claim-SC-26-3310-email-thread.eml"
    SUBJ0 = "Fete takings stolen"
    SUBJ = "RE: Fete takings stolen - claim SC-26-3310"
    tom = "Tom Prendergast <tom.prendergast@sallowmere-charity.example>"
    bern = "Bernadette Okafor <treasurer@marshlanelarder.example>"
    msgs = [  # newest first
        (tom, bern, "23 July 2026 14:02", SUBJ,
         ["Dear Bernadette,",
          "Thanks for the count sheet. I've checked your schedule and money cover is as the policy wording, so the "
          "most we can pay for money kept at a volunteer's home is \u00a31,000. There's no excess on Part C, so once "
          "Mr Hale's police letter arrives we will pay \u00a31,000 to the charity's account.",
          "I'm sorry, but the other \u00a3640 isn't covered under any other part of the policy.",
          "Kind regards,", "Tom Prendergast"],
         ["Claims Handler | Sallowmere Charity Insurance Ltd | 01632 960587"],
         "how much are we paying the larder for the fete takings"),
        (bern, tom, "22 July 2026 19:41", SUBJ,
         ["Hi Tom,",
          "Count sheet attached, signed by me and Mrs Yusuf. Mr Hale will forward the police letter when it comes.",
          "We did have \u00a31,640 in the tin though, so we're a bit disappointed about the limit. Is there anything "
          "else we can claim under?",
          "Best wishes,", "Bernadette"], [], "who signed the fete count sheet"),
        (tom, bern, "21 July 2026 09:12", SUBJ,
         ["Dear Bernadette,",
          "Thank you for letting us know, and I'm sorry to hear about the break-in. I've set up claim SC-26-3310.",
          "Under Part C, money at a volunteer's home is covered up to \u00a31,000, as long as it was being kept there "
          "to bank within 72 hours of the event. The fete was on Saturday and the theft was on Sunday night, so that "
          "looks fine.",
          "Could you send me the count sheet signed on the day and a copy of Mr Hale's police report?",
          "Kind regards,", "Tom Prendergast"],
         ["Claims Handler | Sallowmere Charity Insurance Ltd | 01632 960587"],
         "did Tom say the 72 hour banking condition was met"),
        (bern, "claims@sallowmere-charity.example", "20 July 2026 08:30", SUBJ0,
         ["Dear Sir or Madam,",
          "Our summer fete was on Saturday 18 July at Wellbrook Recreation Ground. Takings of \u00a31,640 were counted "
          "at 5pm and our volunteer Mr Dennis Hale took them home in a cash tin to bank on Monday. His house was "
          "broken into overnight on Sunday and the tin was taken. Police reference WB/26/77104.",
          "Our policy number is SCS-5503188. Can you tell me if we are covered?",
          "Kind regards,", "Bernadette Okafor", ],
         ["Treasurer, The Marsh Lane Community Larder (charity no. 1187734)"],
         "police ref for the fete takings theft"),
    ]
    parts = []
    for i, (fr, to, sent, subj, paras, sig, q) in enumerate(msgs):
        blk = []
        if i > 0:
            blk += ["", "________________________________", f"From: {fr}", f"Sent: {sent}", f"To: {to}",
                    f"Subject: {subj}", ""]
        for p in paras:
            blk += textwrap.wrap(p, 74) if len(p) > 74 else [p]
            if not p.endswith(",") and p not in ("Tom Prendergast", "Bernadette", "Bernadette Okafor"):
                blk.append("")
        blk += sig
        parts.append("\n".join(blk))
        add(F, "email_message", " ".join(paras), heading=subj, q=q)
    body = "\n".join(parts) + "\n"
    b64 = base64.b64encode(body.encode("utf-8")).decode("ascii")
    b64 = "\n".join(b64[i:i + 76] for i in range(0, len(b64), 76))
    hdr = ["Return-Path: <tom.prendergast@sallowmere-charity.example>",
           "Message-ID: <20260723130211.7731.sc263310@mail.sallowmere-charity.example>",
           "In-Reply-To: <CA+wb9921x@mail.marshlanelarder.example>",
           "References: <CA+wb9911x@mail.marshlanelarder.example> <CA+wb9921x@mail.marshlanelarder.example>",
           "Date: Thu, 23 Jul 2026 14:02:11 +0100", f"From: {tom}", f"To: {bern}",
           "Cc: claims@sallowmere-charity.example", f"Subject: {SUBJ}", "MIME-Version: 1.0",
           "Content-Type: text/plain; charset=\"utf-8\"", "Content-Transfer-Encoding: base64",
           "X-Mailer: Sallowmere Claims Mail 4.2"]
    with open(os.path.join(DOCS, F), "w", encoding="ascii", newline="\r\n") as fh:
        fh.write("\n".join(hdr) + "\n\n" + b64 + "\n")


# ---------------------------------------------------------------------------------------------------------------
# D. Hathersedge Pet Business Insurance Ltd (UK boarding kennels and cattery)
# ---------------------------------------------------------------------------------------------------------------
def hathersedge():
    F = "hathersedge-boarding-kennel-cattery-wording-HPB-BK26.pdf"
    body = S("hb", "Times-Roman", 10.5, 13.2, spaceAfter=5)
    hd = S("hh", "Times-Bold", 12, 15, spaceBefore=9, spaceAfter=5)
    cellst = S("hc", "Times-Roman", 10, 12.5)
    cellb = S("hcb", "Times-Bold", 10, 12.5)
    st = []
    st.append(Paragraph("Hathersedge Pet Business Insurance", S("h0", "Times-Bold", 17, 21)))
    st.append(Paragraph("Boarding Kennel &amp; Cattery Policy \u2013 wording HPB-BK/26",
                        S("h1", "Times-Italic", 11, 15, spaceAfter=8)))
    t = ("This policy is for businesses that board, groom or day-care other people's dogs and cats. It is made up of "
         "the covers shown in your schedule; each cover has its own limit and excess.")
    st.append(P(escape(t), body, add(F, "paragraph", t)))
    h = "Words with special meanings"
    st.append(Paragraph(escape(h), hd))
    data = [[Paragraph("<b>Term</b>", cellb), Paragraph("<b>Meaning</b>", cellb)]]
    keys = []
    for term, meaning, q in [
        ("Animal in your care", "A dog or cat owned by a customer while it is on your premises, or while you are "
         "collecting or delivering it.", "dog injured in our van on the way home - animal in your care?"),
        ("Licence", "Your animal activity licence issued by the local authority for boarding, including its star "
         "rating and the maximum number of animals.", None),
        ("Veterinary fees", "Reasonable fees charged by a vet for examination, treatment, medication and hospital "
         "stays, but not vaccinations, routine care or neutering.", "kennels - are vaccinations vet fees"),
        ("Escape", "An animal in your care getting out of your secure premises or away from your control during "
         "exercise.", "dog slipped lead on walk - escape?"),
        ("Unit", "Each kennel, cattery pen or day-care room, as shown on your licence plan.", None),
        ("Customer", "The owner of an animal in your care who has booked and signed your terms of business.",
         "who is a customer in kennel policy"),
    ]:
        keys.append(add(F, "definition", f"{term} {meaning}", heading=h, q=q))
        data.append([Paragraph(escape(term), cellst), Paragraph(escape(meaning), cellst)])
    t = Table(data, colWidths=[42 * mm, 128 * mm])
    ts = [("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 3),
          ("BOTTOMPADDING", (0, 0), (-1, -1), 4), ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black)]
    for i in range(1, len(data), 2):
        ts.append(("BACKGROUND", (0, i), (-1, i), colors.HexColor("#eef0f5")))
    t.setStyle(TableStyle(ts))
    st.append(tag(t, *keys))

    def cl(h, num, title, text, q=None):
        k = add(F, "clause", text, heading=h, clause=num, q=q)
        st.append(P(f"<b>{num}</b>&nbsp;&nbsp;<i>{escape(title)}</i>&nbsp; {escape(text)}", body, k))

    h = "Cover 1 \u2013 Animals in your care"
    st.append(Paragraph(escape(h), hd))
    cl(h, "1.1", "Veterinary fees.", "We pay veterinary fees if an animal in your care is injured or falls ill while "
       "boarding with you, up to \u00a31,500 for each animal, less an excess of \u00a3100 for each animal.",
       q="wording vet fee limit and excess per animal")
    cl(h, "1.2", "Death or loss.", "If an animal in your care dies, or escapes and is not found within 14 days, we "
       "pay the purchase price or the market value, whichever is lower, up to \u00a31,000 for each animal.",
       q="escaped cat not found - when does death or loss pay")
    cl(h, "1.3", "Conditions already present.", "We do not cover any illness the animal showed signs of before it "
       "arrived, or that the customer or their vet knew about, unless it gets worse because of something you did or "
       "failed to do.", q="dog arrived with ear infection, got worse - covered?")
    cl(h, "1.4", "Customer's own vet.", "If the customer asks that their own vet treats the animal, we will pay that "
       "vet's fees, but no more than we would have paid your usual vet for the same treatment.",
       q="owner insists on own vet, dearer")
    cl(h, "1.5", "Infectious disease.", "We cover veterinary fees for kennel cough and other infectious disease caught "
       "while boarding only if the animal's vaccination record was checked and a copy kept on arrival.",
       q="kennel cough caught while boarding - covered?")
    st.append(PageBreak())
    h = "Cover 2 \u2013 Premises and equipment"
    st.append(Paragraph(escape(h), hd))
    cl(h, "2.1", "What is covered.", "We cover your buildings, kennel blocks, cattery pens and equipment at the "
       "premises against fire, storm, flood, escape of water, theft and accidental damage, up to the sums insured "
       "in the schedule.")
    cl(h, "2.2", "Damage by animals.", "We do not cover chewing, scratching, fouling or other damage caused by "
       "animals to your own buildings or equipment.", q="boarders chewed the kennel doors")
    cl(h, "2.3", "Loss of licence income.", "If damage covered under this cover reduces the number of units you can "
       "use, we pay the loss of gross profit for up to 12 months. The most we pay is the amount shown in the "
       "schedule.", q="fire closed half the kennel block - income cover how long")
    h = "Cover 3 \u2013 Liability"
    st.append(Paragraph(escape(h), hd))
    cl(h, "3.1", "Public and products liability.", "We cover your legal liability for injury to people or damage to "
       "their property, including injury caused by an animal in your care, up to \u00a32,000,000 any one claim.",
       q="wording PL limit kennel")
    cl(h, "3.2", "Employers' liability.", "We cover your legal liability to employees, including kennel assistants, "
       "dog walkers and work-experience students, up to \u00a310,000,000 any one claim.",
       q="work experience student bitten - EL?")
    cl(h, "3.3", "Customers' property.", "Collars, leads, beds, toys and carriers left with you are covered up to "
       "\u00a3200 for each customer, but not food or medication.", q="lost dog bed and carrier - limit per customer")
    h = "Cover 4 \u2013 Conditions"
    st.append(Paragraph(escape(h), hd))
    cl(h, "4.1", "Your licence.", "You must hold a current licence and keep to its conditions, including the maximum "
       "number of animals. If you go over that number we will not pay any claim arising from the extra animals.",
       q="over licence numbers at Christmas - effect on claim")
    cl(h, "4.2", "Vaccinations.", "You must see and keep a copy of each dog's and cat's vaccination record before you "
       "accept it for boarding. Dogs must be vaccinated against kennel cough at least 14 days before arrival.",
       q="how many days before boarding kennel cough jab")
    cl(h, "4.3", "Exercise.", "Dogs must be exercised on a lead or in a fenced area at least 1.8 metres high. Dogs "
       "from different households must not be exercised together unless the customer has agreed in writing.",
       q="fence height for exercise paddock")
    cl(h, "4.4", "Overnight.", "A responsible adult must live on the premises or be on site overnight, and must check "
       "all units at least once between 10pm and 6am.", q="night check requirement kennels")
    cl(h, "4.5", "Records.", "Keep a daily record for each animal showing feeding, medication and any concerns, and "
       "keep it for at least 2 years after the animal goes home.", q="how long keep boarding records")
    cl(h, "4.6", "Claims.", "Tell us about any injury, illness, death or escape within 48 hours by calling 01632 "
       "960771. Keep the animal's records and any vet reports, and do not dispose of a dead animal until we have "
       "agreed.", q="dog died at kennels - can they dispose of body")

    def onp(c, d):
        W, H = A4
        c.saveState()
        c.setFont("Times-Italic", 8.5)
        c.drawString(22 * mm, H - 12 * mm, "Boarding Kennel & Cattery Policy")
        c.drawRightString(W - 22 * mm, H - 12 * mm, "HPB-BK/26")
        c.setFont("Times-Roman", 8)
        c.drawString(22 * mm, 12 * mm, "Hathersedge Pet Business Insurance Ltd, 2 Weavers Court, Skipton BD23 9ZX")
        c.drawRightString(W - 22 * mm, 12 * mm, f"Page {d.page}")
        c.restoreState()

    build_pdf(F, st, on_page=onp, margins=(22 * mm, 22 * mm, 20 * mm, 20 * mm), title="HPB-BK/26",
              author="Hathersedge Pet Business Insurance")

    # ---- schedule -------------------------------------------------------------------------------------------
    F = "hathersedge-schedule-HPB-771204.pdf"
    st = []
    st.append(Paragraph("Hathersedge Pet Business Insurance Ltd", S("y0", "Helvetica-Bold", 13, 17)))
    st.append(Paragraph("<i>Schedule \u2013 Boarding Kennel &amp; Cattery Policy</i>", S("y1", "Helvetica", 10, 14,
                                                                                   spaceAfter=4)))
    cap = S("yc", "Helvetica-Oblique", 10, 13, spaceBefore=10, spaceAfter=3)

    def table(caption, rows, widths, header=None):
        st.append(Paragraph(escape(caption), cap))
        data, keys = ([header] if header else []), []
        for r, q in rows:
            keys.append(add(F, "table_row", " ".join(c for c in r if c), heading=caption, table=list(r), q=q))
            data.append(r)
        t = Table(data, colWidths=widths)
        ts = [("FONT", (0, 0), (-1, -1), "Helvetica", 9), ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
              ("LINEBELOW", (0, 0), (-1, -1), 0.4, colors.HexColor("#888888"))]
        if header:
            ts.append(("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 9))
        t.setStyle(TableStyle(ts))
        st.append(tag(t, *keys))

    table("The insured", [
        (["Policy number", "HPB-771204"], "Moorcroft Paws policy no"),
        (["Policyholder", "Lewis and Anna Trembath trading as Moorcroft Paws"], None),
        (["Premises", "Moorcroft Farm, Pendle Lane, Kirkby Marsh KM2 8RP"], "Moorcroft Paws address"),
        (["Period of insurance", "01/09/2026 to 31/08/2027"], "HPB-771204 start date"),
        (["Licence", "40 dogs, 12 cats, 4 stars, Kirkby Marsh District Council"],
         "how many dogs is Moorcroft licensed for"),
    ], [42 * mm, 128 * mm])
    table("Covers, limits and excesses", [
        (["Cover 1", "Veterinary fees", "\u00a33,000 each animal", "\u00a3150 each animal"],
         None),
        (["Cover 1", "Death or loss", "\u00a31,000 each animal", "nil"], "Moorcroft death or loss excess"),
        (["Cover 2", "Buildings and kennel blocks", "\u00a3410,000", "\u00a3250"], "Moorcroft buildings SI"),
        (["Cover 2", "Equipment", "\u00a328,500", "\u00a3250"], None),
        (["Cover 2", "Loss of licence income", "\u00a385,000", "7 days"], "Moorcroft BI limit and excess"),
        (["Cover 3", "Public and products liability", "\u00a35,000,000", "\u00a3250 property damage"],
         "Moorcroft PL property damage excess"),
        (["Cover 3", "Employers' liability", "\u00a310,000,000", "nil"], None),
    ], [22 * mm, 58 * mm, 45 * mm, 45 * mm], header=["Cover", "Section", "Limit", "Excess"])
    table("Endorsements", [
        (["HPB-E4", "Cover 1 veterinary fees limit increased to \u00a33,000 and excess \u00a3150 each animal"],
         "what is endorsement E4 on kennel policy"),
        (["HPB-E9", "Public and products liability limit increased to \u00a35,000,000"], None),
    ], [24 * mm, 146 * mm])
    table("Premium", [
        (["Annual premium including Insurance Premium Tax", "\u00a32,968.40"], "Moorcroft premium"),
    ], [125 * mm, 45 * mm])
    build_pdf(F, st, margins=(20 * mm, 20 * mm, 20 * mm, 20 * mm), title="Schedule HPB-771204",
              author="Hathersedge Pet Business Insurance")

    # ---- scan: vet invoice, full grid -----------------------------------------------------------------------
    F = "hathersedge-scan-vet-invoice-KMV-58213.png"
    rows = [
        (["12/10/2026", "Emergency consultation, out of hours", "1", "145.00"], "out of hours consult fee Bramble"),
        (["12/10/2026", "General anaesthetic and wound repair", "1", "612.50"], "cost of the wound repair under GA"),
        (["12/10/2026", "Hospitalisation, overnight", "1", "98.00"], None),
        (["13/10/2026", "Antibiotic tablets, 14 days", "1", "46.80"], "antibiotics charge KMV-58213"),
        (["13/10/2026", "Pain relief, 7 days", "1", "28.40"], None),
        (["19/10/2026", "Re-examination and dressing change", "1", "52.00"], "date of recheck and dressing"),
        (["19/10/2026", "Buster collar", "1", "14.95"], "buster collar price"),
        (["26/10/2026", "Suture removal", "1", "38.00"], "when were sutures removed Bramble"),
        (["", "Net", "", "1,035.65"], "net vet bill before VAT Bramble"),
        (["", "VAT at 20%", "", "207.13"], None),
        (["", "Total", "", "1,242.78"], "Kirkby Marsh vets invoice total"),
    ]
    head = ["Date", "Treatment", "Qty", "Amount \u00a3"]
    lines = [("KIRKBY MARSH VETERINARY CENTRE", 40, "bold"), ("17 Station Road, Kirkby Marsh KM2 4AB  01632 960902",
                                                              26, None),
             ("", 18, None), ("INVOICE 58213", 34, "bold"), ("Client: Moorcroft Paws (boarding) for Mrs P Oyelaran",
                                                              28, None),
             ("Patient: Bramble, Border Collie, female, 6 yrs", 28, None),
             ("History: laceration to left fore paw on kennel run mesh", 28, None)]
    for r, q in rows:
        add(F, "table_row", " ".join(c for c in r if c), heading="INVOICE 58213", table=list(r), scanned=True, q=q)
    img = draw_scan(lines, head, [r for r, _ in rows], [240, 820, 120, 260], rule="grid", font="cond", cell=31,
                    footer=["Payment due within 14 days. Insurance claim forms are charged at \u00a320.",
                            "Vet: J. Marwood MRCVS"], right_cols={2, 3})
    img = degrade(img, angle=-1.4, shear=0.0, seed=83, blur=0.8, noise=11, specks=300, jpeg=50, shade=True)
    img.save(os.path.join(DOCS, F), optimize=False)


def main():
    if os.path.isdir(DOCS):
        shutil.rmtree(DOCS)
    os.makedirs(DOCS)
    barrowcliffe()
    quillback()
    sallowmere()
    hathersedge()
    fields = ["id", "file", "page", "kind", "heading", "clause", "entry", "text", "table", "scanned", "ends_on_page"]
    qs = []
    with open(os.path.join(HERE, "answer_key.jsonl"), "w", encoding="utf-8") as fh:
        for i, k in enumerate(KEYS, start=1):
            k["id"] = f"K{i:03d}"
            fh.write(json.dumps({f: k[f] for f in fields}, ensure_ascii=False) + "\n")
            if k["_q"]:
                qs.append((k["_q"], k["id"]))
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as fh:
        for i, (q, a) in enumerate(qs, start=1):
            fh.write(json.dumps({"id": f"Q{i:03d}", "question": q, "answer": a}, ensure_ascii=False) + "\n")
    print(f"{len(os.listdir(DOCS))} documents, {len(KEYS)} passages, {len(qs)} questions")


if __name__ == "__main__":
    main()
