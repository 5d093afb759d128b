"""Blind ingest corpus generator (insurance documents, five invented insurers).

Run:  .venv/bin/python bench/ingest_blind/generate.py
Writes documents/, answer_key.jsonl and questions.jsonl next to this file.
Deterministic: reportlab invariant=1, fixed DOCX zip timestamps and core
properties, seeded noise for the scans.
"""

from __future__ import annotations

import html
import io
import json
import math
import os
import random
import re
import sys
import zipfile

from PIL import Image, ImageDraw, ImageFilter, ImageFont
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_LEFT, TA_RIGHT
from reportlab.lib.pagesizes import A4, letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.platypus import (
    BaseDocTemplate,
    CondPageBreak,
    Frame,
    NextPageTemplate,
    PageBreak,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "documents")
FONT_DIR = "/usr/share/fonts/truetype/dejavu"

pdfmetrics.registerFont(TTFont("DVSerif", f"{FONT_DIR}/DejaVuSerif.ttf"))
pdfmetrics.registerFont(TTFont("DVSerif-Bold", f"{FONT_DIR}/DejaVuSerif-Bold.ttf"))
pdfmetrics.registerFont(TTFont("DVSerif-Italic", f"{FONT_DIR}/DejaVuSerif-Italic.ttf"))
pdfmetrics.registerFont(TTFont("DVSans", f"{FONT_DIR}/DejaVuSansCondensed.ttf"))
pdfmetrics.registerFont(TTFont("DVSans-Bold", f"{FONT_DIR}/DejaVuSansCondensed-Bold.ttf"))
from reportlab.pdfbase.pdfmetrics import registerFontFamily  # noqa: E402

registerFontFamily("DVSerif", normal="DVSerif", bold="DVSerif-Bold", italic="DVSerif-Italic",
                   boldItalic="DVSerif-Bold")
registerFontFamily("DVSans", normal="DVSans", bold="DVSans-Bold", italic="DVSans", boldItalic="DVSans-Bold")

# --------------------------------------------------------------------------------------------
# answer-key registry
# --------------------------------------------------------------------------------------------

KEYS: list[dict] = []  # in document order; ids assigned at the end


def norm(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip()


def plain(markup: str) -> str:
    """Text of a reportlab paragraph markup string as it will be rendered."""
    return norm(html.unescape(re.sub(r"<[^>]+>", "", markup)))


def key(sym, file, kind, text, *, heading=None, clause=None, entry=None, table=None, scanned=False,
        page=1, ends=None):
    KEYS.append(dict(sym=sym, file="documents/" + file, page=page, kind=kind, heading=heading,
                     clause=clause, entry=entry, text=norm(text), table=table, scanned=scanned,
                     ends_on_page=ends))


# --------------------------------------------------------------------------------------------
# PDF helpers: paragraphs and tables that remember which key they carry, a doc template
# that records the page each keyed flowable starts and ends on
# --------------------------------------------------------------------------------------------


class KPara(Paragraph):
    def __init__(self, text, style=None, *a, kid=None, **kw):
        super().__init__(text, style, *a, **kw)
        self.kid = kid

    def split(self, aW, aH):
        parts = Paragraph.split(self, aW, aH)
        for p in parts:
            p.kid = getattr(self, "kid", None)
        return parts


class KTable(Table):
    kids: list = []


class KeyedDoc(BaseDocTemplate):
    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.seen: dict[str, list[int]] = {}

    def afterFlowable(self, f):
        pg = self.canv.getPageNumber()
        ids = []
        if getattr(f, "kid", None):
            ids.append(f.kid)
        ids.extend(getattr(f, "kids", []) or [])
        for k in ids:
            self.seen.setdefault(k, []).append(pg)


class PdfBuilder:
    """Collects pending keys for one PDF; resolves their pages after the final build."""

    def __init__(self, fname):
        self.fname = fname
        self.pending: list[dict] = []

    def para(self, markup, style, sym=None, kind="clause", heading=None, clause=None, text=None):
        if sym:
            self.pending.append(dict(sym=sym, kind=kind, heading=heading, clause=clause,
                                     text=text if text is not None else plain(markup)))
        return KPara(markup, style, kid=sym)

    def table_rows(self, t: Table, caption, header, rows, syms, heading=None):
        """Register keyed rows of a text table. syms: {row_index(1-based): sym}."""
        t.kids = list(syms.values())
        for idx, sym in syms.items():
            cells = rows[idx - 1]
            self.pending.append(dict(sym=sym, kind="table_row", heading=heading, clause=None,
                                     text=" ".join(cells),
                                     table={"caption": caption, "row": idx,
                                            "cells": dict(zip(header, cells))}))
        return t

    def build(self, make_doc, make_story):
        # pass 1: count pages; pass 2: real build with "Page n of N"
        buf = io.BytesIO()
        doc = make_doc(buf, None)
        doc.build(make_story())
        saved = list(self.pending)
        total = doc.page
        self.pending = []
        path = os.path.join(OUT, self.fname)
        doc = make_doc(path, total)
        doc.build(make_story())
        assert len(self.pending) == len(saved)
        for p in self.pending:
            pages = doc.seen.get(p["sym"])
            assert pages, (self.fname, p["sym"])
            start, end = min(pages), max(pages)
            key(p["sym"], self.fname, p["kind"], p["text"], heading=p["heading"], clause=p["clause"],
                table=p.get("table"), page=start, ends=end if end != start else None)
        return total


def S(name, **kw):
    return ParagraphStyle(name, **kw)


# --------------------------------------------------------------------------------------------
# 1. Brackenridge Home Insurance – home policy wording (UK, run-in general conditions)
# --------------------------------------------------------------------------------------------

BHI_DEFS = [
    ("home.def.unocc", "Unoccupied",
     "not lived in by <b>you</b> or a member of <b>your family</b> overnight for more than 60 days in a row."),
    ("home.def.eow", "Escape of water",
     "water suddenly escaping from a fixed water tank, pipe, apparatus, washing machine, dishwasher, "
     "refrigerator, freezer, water bed or fish tank, or from a fixed heating system."),
    (None, "Home", "the private house or flat, its garages and domestic outbuildings at the address "
     "shown in <b>your schedule</b>, used only for domestic purposes."),
    (None, "Valuables", "jewellery, watches, items of gold, silver or other precious metal, furs, "
     "pictures and works of art."),
]

BHI_SECTION1 = [
    ("home.s1.eow", "1.5", "Escape of water.",
     "We will pay for loss or damage to the <b>buildings</b> caused by <b>escape of water</b>, including the "
     "cost of removing and replacing any part of the <b>buildings</b> necessary to find the source of the "
     "escape, up to £5,000 for the tracing costs. The first £350 of each claim for <b>escape of water</b> is "
     "not covered; this excess replaces the standard excess shown in <b>your schedule</b>."),
    (None, "1.6", "Theft.", "We will pay for loss or damage to the <b>buildings</b> caused by theft or "
     "attempted theft. We will not pay if the <b>home</b> is lent, let or sublet unless there has been "
     "forcible and violent entry."),
    ("home.s1.subs", "1.9", "Subsidence.",
     "We will pay for loss or damage caused by subsidence or heave of the site on which the <b>buildings</b> "
     "stand, or landslip. We will not pay the first £1,000 of each claim, or for damage to swimming pools, "
     "tennis courts, drives, patios and terraces, walls, gates and fences unless the main structure of the "
     "<b>home</b> is damaged at the same time and by the same cause."),
]

BHI_EXCL = [
    ("home.ge.wear", "2", "Wear and tear.",
     "We will not pay for loss or damage caused by wear and tear, rot, fungus, insects, vermin, "
     "gradual deterioration, or any process of cleaning, dyeing, restoring or repairing."),
    (None, "3", "Pollution.", "We will not pay for loss or damage caused by pollution or contamination "
     "unless it is the direct result of a sudden and unexpected event which happens during the period "
     "of insurance."),
]

BHI_GC = [
    ("home.gc1", "1", "Reasonable care",
     "<b>You</b> must take all reasonable steps to prevent loss or damage and keep the <b>home</b> in a good "
     "state of repair. We will not pay for loss or damage caused by a lack of maintenance which <b>you</b> "
     "knew about or should reasonably have known about."),
    ("home.gc2", "2", "Changes you must tell us about",
     "<b>You</b> must tell us within 30 days if <b>you</b> change address, if anyone living in the "
     "<b>home</b> is convicted of a criminal offence, if the <b>home</b> is to be lent, let or sublet, or "
     "if building work costing more than £25,000 is to be carried out. We may then change the premium or the "
     "terms of this policy, or cancel it."),
    ("home.gc3", "3", "Unoccupancy",
     "If the <b>home</b> becomes <b>unoccupied</b>, cover for <b>escape of water</b>, escape of oil, theft, "
     "attempted theft and malicious damage will stop from the 61st day until the <b>home</b> is lived in "
     "again. Cover for fire, lightning, explosion, storm and flood continues during this time."),
    ("home.gc4", "4", "Fraud",
     "If <b>you</b>, or anyone acting for <b>you</b>, make a claim knowing it to be false or fraudulently "
     "exaggerated in any respect, we will not pay the claim and we may cancel this policy from the date of "
     "the fraudulent act. We may also recover from <b>you</b> any amount we have already paid under the "
     "policy and inform the police."),
    ("home.gc5", "5", "Other insurance",
     "If there is any other insurance covering the same loss, damage or liability, we will only pay our "
     "share of the claim, even if the other insurer refuses to pay."),
    ("home.gc6", "6", "Claims procedure",
     "As soon as <b>you</b> become aware of an incident which may lead to a claim, <b>you</b> must contact "
     "our claims line on 01632 960418 and give us full details. <b>You</b> must report any theft, attempted "
     "theft, malicious damage or loss of property outside the <b>home</b> to the police within 48 hours and "
     "obtain a crime reference number. <b>You</b> must send us, at <b>your</b> own expense, any proof of "
     "ownership and value we reasonably ask for, such as receipts, bank statements, photographs or "
     "valuations. <b>You</b> must not dispose of damaged items until we have had the chance to inspect them, "
     "and <b>you</b> must not admit liability or offer to make any payment without our written agreement."),
    ("home.gc7", "7", "Our rights after a claim",
     "We are entitled to take over and conduct in <b>your</b> name the defence or settlement of any claim, "
     "and to take proceedings in <b>your</b> name to recover any payment we have made. <b>You</b> must give us "
     "any information and help we reasonably need."),
    ("home.gc8", "8", "Cancellation by you",
     "<b>You</b> may cancel this policy within 14 days of receiving it, or of the renewal date, and we will "
     "refund the premium in full provided no claim has been made. After the 14 days <b>you</b> may cancel at "
     "any time and we will refund the premium for the unexpired period of insurance, less an administration "
     "charge of £25."),
    ("home.gc9", "9", "Cancellation by us",
     "We may cancel this policy by sending 14 days' notice in writing to <b>your</b> last known address "
     "where there is a valid reason, such as non-payment of the premium, a change in risk we cannot insure, "
     "or the use of threatening or abusive behaviour towards our staff."),
    ("home.gc10", "10", "Underinsurance",
     "If, at the time of any loss or damage, the cost of rebuilding the <b>buildings</b> or replacing all "
     "the contents as new is more than the sum insured, we will only pay a proportion of the claim. For "
     "example, if the sum insured covers only 80% of the full rebuilding cost, we will pay only 80% of the "
     "claim."),
    ("home.gc11", "11", "Matching items",
     "We will not pay for the cost of replacing any undamaged item, or part of an item, which forms part of "
     "a set, suite, pair or matching design, or a carpet or floor covering, where the loss or damage is "
     "restricted to a clearly identifiable area or to a specific part and replacements cannot be matched. We "
     "will pay up to 50% of the cost of replacing the undamaged items in the same room or area."),
    ("home.gc12", "12", "Frozen pipes",
     "Between 1 November and 31 March, if the <b>home</b> will be left without anyone living in it for more "
     "than 72 hours, <b>you</b> must either keep the heating on so the temperature does not fall below 12°C, "
     "or turn off the water at the main stopcock and drain the system. If <b>you</b> do not, we will not pay "
     "for damage caused by freezing water."),
    ("home.gc13", "13", "Arbitration",
     "If we accept a claim but there is a disagreement over the amount to be paid, the matter will be "
     "referred to an arbitrator appointed jointly by <b>you</b> and us. <b>You</b> may not take legal action "
     "against us over the disagreement before the arbitrator has made an award."),
    ("home.gc14", "14", "Index-linking",
     "The sums insured for the <b>buildings</b> and contents are adjusted monthly in line with the House "
     "Rebuilding Cost Index and the Consumer Durables Section of the Retail Prices Index. We do not charge "
     "for the adjustment during the period of insurance, but the renewal premium is based on the adjusted "
     "sums insured."),
]


def gen_home_wording():
    fname = "brackenridge-home-policy-wording-2025.pdf"
    b = PdfBuilder(fname)
    base = S("b", fontName="Times-Roman", fontSize=10.5, leading=13.5, alignment=TA_JUSTIFY, spaceAfter=6)
    h1 = S("h1", fontName="Times-Bold", fontSize=14, leading=17, spaceBefore=10, spaceAfter=6,
           textColor=colors.HexColor("#1d4d3a"))
    title = S("t", fontName="Times-Bold", fontSize=22, leading=26, spaceAfter=12,
              textColor=colors.HexColor("#1d4d3a"))
    defst = S("d", parent=base, leftIndent=12)

    def story():
        s = [Paragraph("Your Home Insurance Policy", title),
             Paragraph("Policy wording BHI-HW-0325 – for policies starting or renewing on or after "
                       "1 March 2025", S("st", parent=base, fontName="Times-Italic")),
             Paragraph("Welcome", h1),
             Paragraph("Thank you for choosing Brackenridge Home Insurance. This policy wording, together "
                       "with <b>your schedule</b> and any endorsements, forms the contract between <b>you</b> "
                       "and Brackenridge Home Insurance Limited. Please read it carefully and keep it in a safe "
                       "place. Words shown in <b>bold</b> have the special meanings given below.", base),
             Paragraph("If anything is wrong, or the cover does not meet <b>your</b> needs, please call us on "
                       "01632 960400 within 14 days.", base),
             Paragraph("Words with special meanings", h1)]
        for sym, term, body in BHI_DEFS:
            s.append(b.para(f"<b>{term}</b> – {body}", defst, sym=sym, kind="definition",
                            heading="Words with special meanings",
                            text=plain(f"{term} – {body}")))
        s.append(Paragraph("Section 1 – Buildings", h1))
        s.append(Paragraph("What is covered. We will pay for loss or damage to the <b>buildings</b> during "
                           "the period of insurance caused by the following.", base))
        for sym, num, ttl, body in BHI_SECTION1:
            s.append(b.para(f"<b>{num} {ttl}</b> {body}", base, sym=sym, heading=f"{num} {ttl[:-1]}",
                            clause=num, text=plain(body)))
        s.append(Paragraph("General exclusions", h1))
        s.append(Paragraph("These exclusions apply to the whole of this policy.", base))
        for sym, num, ttl, body in BHI_EXCL:
            s.append(b.para(f"<b>General exclusion {num} – {ttl}</b> {body}", base, sym=sym,
                            heading=f"General exclusion {num} – {ttl[:-1]}", clause=num, text=plain(body)))
        s.append(Paragraph("General conditions", h1))
        s.append(Paragraph("<b>You</b> must keep to these conditions. If <b>you</b> do not, we may refuse to "
                           "pay a claim or reduce the amount we pay.", base))
        for sym, num, ttl, body in BHI_GC:
            s.append(b.para(f"<b>General condition {num} – {ttl}.</b> {body}", base, sym=sym,
                            heading=f"General condition {num} – {ttl}", clause=num, text=plain(body)))
        s.append(Paragraph("Complaints", h1))
        s.append(Paragraph("If <b>you</b> are unhappy with our service, please write to the Customer "
                           "Relations Manager, Brackenridge Home Insurance, 3 Tanner's Yard, Ambleford AM4 "
                           "9QT, or e-mail customer.relations@brackenridge.example.", base))
        return s

    def make_doc(target, total):
        def on_page(c, d):
            c.saveState()
            c.setFont("Times-Roman", 8.5)
            c.setFillColor(colors.HexColor("#1d4d3a"))
            c.drawString(20 * mm, A4[1] - 12 * mm, "Brackenridge Home Insurance")
            c.drawRightString(A4[0] - 20 * mm, A4[1] - 12 * mm, "Home Insurance Policy Wording")
            c.setStrokeColor(colors.HexColor("#1d4d3a"))
            c.line(20 * mm, A4[1] - 14 * mm, A4[0] - 20 * mm, A4[1] - 14 * mm)
            c.drawString(20 * mm, 10 * mm, "BHI-HW-0325")
            n = c.getPageNumber()
            c.drawRightString(A4[0] - 20 * mm, 10 * mm, f"Page {n} of {total}" if total else f"Page {n}")
            c.restoreState()

        d = KeyedDoc(target, pagesize=A4, invariant=1, title="Home Insurance Policy Wording BHI-HW-0325",
                     author="Brackenridge Home Insurance Limited", creator="BHI DocGen",
                     leftMargin=20 * mm, rightMargin=20 * mm, topMargin=20 * mm, bottomMargin=18 * mm)
        fr = Frame(20 * mm, 18 * mm, A4[0] - 40 * mm, A4[1] - 38 * mm, id="f", leftPadding=0,
                   rightPadding=0, topPadding=0, bottomPadding=0)
        d.addPageTemplates([PageTemplate("p", [fr], onPage=on_page)])
        return d

    return b.build(make_doc, story)


# --------------------------------------------------------------------------------------------
# 2. Fenwick & Lowe – private car policy wording (UK motor, two columns, lettered sub-clauses)
# --------------------------------------------------------------------------------------------

FL_CLAUSES = [
    ("1", "Introduction – the contract", [
        (None, None, "This policy is a contract between you and Fenwick & Lowe Insurance Company Limited. "
         "The policy wording, your schedule, your certificate of motor insurance and your statement of fact "
         "must be read together."),
    ]),
    ("2", "Meaning of words – defined terms", [
        (None, None, "The following words have the same meaning wherever they appear in bold in this policy."),
        ("motor.def.approved", "def", "<b>Approved repairer</b> means a repairer in our network whom we "
         "have appointed to carry out repairs to <b>your car</b> following a claim."),
        ("motor.def.mv", "def", "<b>Market value</b> means the cost of replacing <b>your car</b> with one of "
         "the same make, model, specification, age, mileage and condition immediately before the loss, based "
         "on recognised trade guides."),
        (None, "def", "<b>Your car</b> means the vehicle described in <b>your schedule</b> and shown on "
         "<b>your certificate</b>, including its standard accessories and spare parts."),
    ]),
    ("3", "Cover – liability to others", [
        (None, None, "We will cover you for your legal liability for:"),
        ("motor.3a", "(a)", "the death of or bodily injury to any person arising out of an accident caused "
         "by, or in connection with, <b>your car</b>, without limit;"),
        ("motor.3b", "(b)", "damage to property arising out of an accident caused by, or in connection "
         "with, <b>your car</b>, up to £20,000,000 for any one accident or series of accidents arising from "
         "one event, including costs and expenses."),
    ]),
    ("4", "Cover – loss or damage to your car", [
        ("motor.4a", "(a)", "We will repair <b>your car</b>, or pay to repair or replace it, if it is lost "
         "or damaged by accident, fire, theft or attempted theft, or vandalism."),
        ("motor.4b", "(b)", "If <b>your car</b> is beyond economical repair, we will pay its <b>market "
         "value</b> at the time of the loss. Once we have paid, <b>your car</b> becomes our property."),
        ("motor.4c", "(c)", "If <b>your car</b> is less than 12 months old, has covered fewer than 12,000 "
         "miles and you are its first registered keeper, we will replace it with a new car of the same make "
         "and model if the cost of repair would be more than 50% of its list price when new."),
    ]),
    ("5", "Cover – windscreen and glass", [
        ("motor.5a", "(a)", "We will pay to repair or replace broken glass in the windscreen, sunroof or "
         "windows of <b>your car</b>, and repair any scratching to the bodywork caused by the broken glass."),
        ("motor.5b", "(b)", "A claim under this clause alone does not affect your no claims discount. The "
         "glass excesses shown in <b>your schedule</b> apply, and a higher excess applies if you do not use "
         "our glass repair partner."),
    ]),
    ("6", "Cover – courtesy car", [
        ("motor.6", None, "While <b>your car</b> is being repaired by an <b>approved repairer</b> after a "
         "claim we have accepted, we will provide a small hatchback courtesy car for the duration of the "
         "repairs. A courtesy car is not provided if <b>your car</b> is stolen and not recovered or is a total "
         "loss."),
    ]),
    ("9", "Exclusions – general", [
        (None, None, "This policy does not cover:"),
        ("motor.9a", "(a)", "any loss or damage arising from wear and tear, mechanical, electrical, "
         "electronic or computer failures, or breakdowns or breakages;"),
        ("motor.9b", "(b)", "loss of use of <b>your car</b>, or any reduction in its value following repair;"),
        ("motor.9c", "(c)", "loss or damage caused by someone taking <b>your car</b> by deception, or by a "
         "member of your family or household taking it without your permission unless they are reported to "
         "the police for taking the vehicle;"),
        ("motor.9d", "(d)", "loss or damage arising from putting the wrong fuel in <b>your car</b>, other "
         "than the cost of draining and flushing the fuel system, up to £750."),
    ]),
    ("10", "Exclusions – use", [
        ("motor.10a", "(a)", "We will not cover any claim arising while <b>your car</b> is being used for a "
         "purpose not allowed by your certificate of motor insurance, including carrying passengers or goods "
         "for hire or reward, or delivering food for payment."),
        ("motor.10b", "(b)", "We will not cover any claim arising while <b>your car</b> is being used on a "
         "racetrack, at a track day, or on any de-restricted toll road such as the Nürburgring Nordschleife."),
    ]),
    ("11", "Exclusions – drivers", [
        (None, None, "We will not provide cover under any section of this policy while <b>your car</b> is "
         "being driven by, or is in the charge of, any of the following."),
        ("motor.11a", "(a)", "A person who is not named on your certificate of motor insurance as entitled "
         "to drive, unless they are a member of the motor trade driving <b>your car</b> for servicing or "
         "repair."),
        ("motor.11b", "(b)", "A person who does not hold a valid licence to drive a vehicle of that type, or "
         "who is disqualified from holding or obtaining one."),
        ("motor.11c", "(c)", "A person who is not keeping to the conditions of their driving licence, "
         "including a provisional licence holder driving without a qualified supervisor or without L-plates."),
        ("motor.11d", "(d)", "A person who is over the legal limit for alcohol or who is unfit through drugs, "
         "or who fails without good reason to provide a specimen of breath, blood or urine when required by "
         "the police."),
    ]),
    ("12", "Conditions – claims", [
        ("motor.12a", "(a)", "You must tell us about any accident, loss or damage as soon as possible and in "
         "any event within 7 days, whether or not you intend to claim."),
        ("motor.12b", "(b)", "You must send us, unanswered, any letter, claim form, summons or other legal "
         "document you receive about the incident as soon as you receive it."),
        ("motor.12c", "(c)", "You must not admit responsibility for an accident, or agree to pay anything, "
         "without our written permission."),
    ]),
    ("13", "Conditions – keeping your car safe", [
        ("motor.13", None, "You must take all reasonable steps to protect <b>your car</b> from loss or "
         "damage and keep it in a roadworthy condition, with a valid MOT certificate where one is needed. We "
         "will not pay for theft of <b>your car</b> if the keys or keyless entry device were left in or on it "
         "while it was unattended."),
    ]),
    ("14", "Conditions – cancellation", [
        ("motor.14", None, "You may cancel this policy at any time by contacting us. If you cancel within "
         "14 days of receiving your documents we will refund the premium less a charge for the days we have "
         "covered you; after that period we will also deduct a cancellation fee of £45. No refund is due if a "
         "claim has been made in the current period of insurance."),
    ]),
]


def gen_motor_wording():
    fname = "fenwick-lowe-private-car-policy-FLM-PC-7.pdf"
    b = PdfBuilder(fname)
    base = S("mb", fontName="Helvetica", fontSize=8.6, leading=11, spaceAfter=4)
    sub = S("ms", parent=base, leftIndent=16, firstLineIndent=-16)
    hd = S("mh", fontName="Helvetica-Bold", fontSize=9.6, leading=12, spaceBefore=7, spaceAfter=3,
           textColor=colors.HexColor("#7a1f2b"))
    title = S("mt", fontName="Helvetica-Bold", fontSize=17, leading=21, spaceAfter=8,
              textColor=colors.HexColor("#7a1f2b"))

    def story():
        s = [Paragraph("Private Car Policy", title),
             Paragraph("Policy wording FLM/PC/7 – issued June 2025", S("mi", parent=base,
                                                                       fontName="Helvetica-Oblique")),
             Spacer(1, 6)]
        for num, ttl, items in FL_CLAUSES:
            if num == "9":
                s.append(Spacer(1, 50))
            s.append(Paragraph(f"{num}. {ttl}", hd))
            for sym, lab, body in items:
                heading = f"{num}. {ttl}"
                if lab == "def":
                    s.append(b.para(body, base, sym=sym, kind="definition", heading=heading))
                elif lab:
                    s.append(b.para(f"{lab} {body}", sub, sym=sym, heading=heading, clause=f"{num}{lab}",
                                    text=plain(body)))
                else:
                    s.append(b.para(body, base, sym=sym, heading=heading, clause=num if sym else None))
        s.append(Paragraph("15. Complaints – how to contact us", hd))
        s.append(Paragraph("Write to Customer Care, Fenwick &amp; Lowe, Harbour Chambers, Saltby SB2 7LW, or "
                           "call 01632 960733. If you remain unhappy you may refer your complaint to the "
                           "Financial Ombudsman Service.", base))
        return s

    def make_doc(target, total):
        def on_page(c, d):
            c.saveState()
            c.setFillColor(colors.HexColor("#7a1f2b"))
            c.rect(0, A4[1] - 11 * mm, A4[0], 11 * mm, stroke=0, fill=1)
            c.setFillColor(colors.white)
            c.setFont("Helvetica-Bold", 9)
            c.drawString(15 * mm, A4[1] - 7.5 * mm, "FENWICK & LOWE")
            c.setFont("Helvetica", 8)
            c.drawRightString(A4[0] - 15 * mm, A4[1] - 7.5 * mm, "Private Car Policy  |  FLM/PC/7")
            c.setFillColor(colors.black)
            c.setFont("Helvetica", 7.5)
            c.drawCentredString(A4[0] / 2, 9 * mm, f"– {c.getPageNumber()} –")
            c.restoreState()

        d = KeyedDoc(target, pagesize=A4, invariant=1, title="Private Car Policy FLM/PC/7",
                     author="Fenwick & Lowe Insurance Company Limited")
        gap = 7 * mm
        w = (A4[0] - 30 * mm - gap) / 2
        h = A4[1] - 20 * mm - 16 * mm
        f1 = Frame(15 * mm, 16 * mm, w, h, id="c1", leftPadding=0, rightPadding=0, topPadding=0,
                   bottomPadding=0)
        f2 = Frame(15 * mm + w + gap, 16 * mm, w, h, id="c2", leftPadding=0, rightPadding=0,
                   topPadding=0, bottomPadding=0)
        d.addPageTemplates([PageTemplate("two", [f1, f2], onPage=on_page)])
        return d

    return b.build(make_doc, story)


# --------------------------------------------------------------------------------------------
# 3. Keystone Mutual – Homeowners 3 special form (US, SECTION/Coverage headings, indented lists)
# --------------------------------------------------------------------------------------------


def gen_ho3():
    fname = "keystone-mutual-HO3-special-form-KM-HO-03-10-24.pdf"
    b = PdfBuilder(fname)
    base = S("kb", fontName="DVSerif", fontSize=9.2, leading=11.8, spaceAfter=3.5, alignment=TA_JUSTIFY)
    l1 = S("k1", parent=base, leftIndent=18, firstLineIndent=-12)
    l2 = S("k2", parent=base, leftIndent=34, firstLineIndent=-12)
    l3 = S("k3", parent=base, leftIndent=50, firstLineIndent=-14)
    sec = S("ks", fontName="DVSerif-Bold", fontSize=10.5, leading=14, alignment=TA_CENTER, spaceBefore=10,
            spaceAfter=5)
    cov = S("kc", fontName="DVSerif-Bold", fontSize=9.6, leading=12.5, spaceBefore=6, spaceAfter=3)
    title = S("kt", fontName="DVSerif-Bold", fontSize=15, leading=19, alignment=TA_CENTER, spaceAfter=2)

    def P(markup, st, sym=None, heading=None, clause=None, kind="clause", label=None):
        if label:
            return b.para(f"{label} {markup}", st, sym=sym, heading=heading, clause=clause, kind=kind,
                          text=plain(markup))
        return b.para(markup, st, sym=sym, heading=heading, clause=clause, kind=kind)

    def story():
        s = [Paragraph("HOMEOWNERS 3 – SPECIAL FORM", title),
             Paragraph("KEYSTONE MUTUAL INSURANCE COMPANY", S("kt2", parent=base, alignment=TA_CENTER)),
             Spacer(1, 6),
             Paragraph("AGREEMENT", sec),
             Paragraph("We will provide the insurance described in this policy in return for the premium and "
                       "compliance with all applicable provisions of this policy.", base),
             Paragraph("DEFINITIONS", sec),
             Paragraph("A. In this policy, \"you\" and \"your\" refer to the \"named insured\" shown in the "
                       "Declarations and the spouse if a resident of the same household. \"We\", \"us\" and "
                       "\"our\" refer to the Company providing this insurance.", l1),
             Paragraph("B. In addition, certain words and phrases are defined as follows:", l1),
             P("\"Actual cash value\" means the amount it would cost to repair or replace covered property "
               "with material of like kind and quality, less allowance for physical deterioration and "
               "depreciation, including obsolescence.", l2, sym="ho3.def.acv", heading="DEFINITIONS",
               clause="B.1", kind="definition", label="1."),
             P("\"Residence premises\" means the one-family dwelling where you reside, including the grounds "
               "and other structures at that location, shown as the \"residence premises\" in the "
               "Declarations.", l2, sym="ho3.def.res", heading="DEFINITIONS", clause="B.2",
               kind="definition", label="2."),
             Paragraph("SECTION I – PROPERTY COVERAGES", sec),
             Paragraph("Coverage A – Dwelling", cov),
             Paragraph("1. We cover:", l1),
             P("The dwelling on the \"residence premises\" shown in the Declarations, including structures "
               "attached to the dwelling; and", l2, sym="ho3.A1a", heading="Coverage A – Dwelling",
               clause="A.1.a", label="a."),
             P("Materials and supplies located on or next to the \"residence premises\" used to construct, "
               "alter or repair the dwelling or other structures on the \"residence premises\".", l2,
               sym="ho3.A1b", heading="Coverage A – Dwelling", clause="A.1.b", label="b."),
             Paragraph("2. We do not cover land, including land on which the dwelling is located.", l1),
             Paragraph("Coverage B – Other Structures", cov),
             P("We cover other structures on the \"residence premises\" set apart from the dwelling by clear "
               "space. This includes structures connected to the dwelling by only a fence, utility line, or "
               "similar connection. The limit for Coverage B is 10% of the Coverage A limit.", l1,
               sym="ho3.B1", heading="Coverage B – Other Structures", clause="B.1", label="1."),
             Paragraph("Coverage C – Personal Property", cov),
             Paragraph("1. Covered Property. We cover personal property owned or used by an \"insured\" while "
                       "it is anywhere in the world.", l1),
             Paragraph("2. Special Limits Of Liability. The special limit for each category shown below is "
                       "the total limit for each loss for all property in that category. These special limits "
                       "do not increase the Coverage C limit of liability.", l1),
             P("$250 on money, bank notes, bullion, gold other than goldware, silver other than silverware, "
               "platinum, coins, medals, scrip, stored value cards and smart cards.", l2, sym="ho3.C2a",
               heading="Coverage C – Personal Property", clause="C.2.a", label="a."),
             P("$1,500 on securities, accounts, deeds, evidences of debt, letters of credit, notes other than "
               "bank notes, manuscripts, personal records, passports and tickets.", l2,
               heading="Coverage C – Personal Property", label="b."),
             P("$1,500 on watercraft of all types, including their trailers, furnishings, equipment and "
               "outboard engines or motors.", l2, sym="ho3.C2c", heading="Coverage C – Personal Property",
               clause="C.2.c", label="c."),
             P("$1,500 for loss by theft of jewelry, watches, furs, precious and semiprecious stones.", l2,
               sym="ho3.C2d", heading="Coverage C – Personal Property", clause="C.2.d", label="d."),
             P("$2,500 for loss by theft of firearms and related equipment.", l2,
               sym="ho3.C2e", heading="Coverage C – Personal Property", clause="C.2.e", label="e."),
             P("$2,500 for loss by theft of silverware, silver-plated ware, goldware, gold-plated ware, "
               "platinumware, platinum-plated ware and pewterware.", l2,
               heading="Coverage C – Personal Property", label="f."),
             Paragraph("Coverage D – Loss Of Use", cov),
             P("If a loss covered under Section I makes that part of the \"residence premises\" where you "
               "reside not fit to live in, we cover any necessary increase in living expenses incurred by you "
               "so that your household can maintain its normal standard of living. Payment will be for the "
               "shortest time required to repair or replace the damage or, if you permanently relocate, the "
               "shortest time required for your household to settle elsewhere.", l1, sym="ho3.D1",
               heading="Coverage D – Loss Of Use", clause="D.1", label="1."),
             Spacer(1, 4),
             Paragraph("SECTION I – EXCLUSIONS", sec),
             Paragraph("A. We do not insure for loss caused directly or indirectly by any of the following. "
                       "Such loss is excluded regardless of any other cause or event contributing concurrently "
                       "or in any sequence to the loss.", l1),
             P("Earth Movement, meaning earthquake, including land shock waves or tremors before, during or "
               "after a volcanic eruption; landslide, mudslide or mudflow; and subsidence or sinkhole. However, "
               "direct loss by fire or explosion resulting from earth movement is covered.", l2,
               sym="ho3.exA2", heading="SECTION I – EXCLUSIONS", clause="A.2", label="2."),
             P("Water, meaning flood, surface water, waves, tidal water, or overflow of a body of water, "
               "including spray from any of these, whether or not driven by wind; and water or water-borne "
               "material which backs up through sewers or drains or which overflows or is discharged from a "
               "sump, sump pump or related equipment.", l2, sym="ho3.exA3",
               heading="SECTION I – EXCLUSIONS", clause="A.3", label="3."),
             P("Neglect, meaning neglect of an \"insured\" to use all reasonable means to save and preserve "
               "property at and after the time of a loss.", l2, sym="ho3.exA5",
               heading="SECTION I – EXCLUSIONS", clause="A.5", label="5."),
             Spacer(1, 26),
             Paragraph("SECTION I – CONDITIONS", sec),
             P("Unless otherwise noted in this policy, the following deductible provision applies: "
               "with respect to any one loss, subject to the applicable limit of liability, we will pay only "
               "that part of the total of all loss payable under Section I that exceeds the deductible amount "
               "shown in the Declarations. A separate Windstorm or Hail deductible applies where one is shown in "
               "the Declarations.", l1, sym="ho3.condA", heading="Deductible", clause="A",
               label="A. Deductible."),
             Paragraph("B. Duties After Loss. In case of a loss to covered property, we have no duty to provide "
                       "coverage under this policy if the failure to comply with the following duties is "
                       "prejudicial to us. These duties must be performed either by you, an \"insured\" "
                       "seeking coverage, or a representative of either:", l1),
             P("Give prompt notice to us or our agent;", l2, heading="SECTION I – CONDITIONS", label="1."),
             P("Protect the property from further damage. If repairs to the property are required, you must "
               "make reasonable and necessary repairs to protect the property and keep an accurate record of "
               "repair expenses;", l2, sym="ho3.condB2", heading="Duties After Loss", clause="B.2",
               label="2."),
             P("Prepare an inventory of damaged personal property showing the quantity, description, actual "
               "cash value and amount of loss. Attach all bills, receipts and related documents that justify "
               "the figures in the inventory;", l2, sym="ho3.condB3", heading="Duties After Loss",
               clause="B.3", label="3."),
             P("Send to us, within 60 days after our request, your signed, sworn proof of loss which sets "
               "forth, to the best of your knowledge and belief, the time and cause of loss, the interests of "
               "all \"insureds\" and all others in the property involved, and specifications of damaged "
               "buildings and detailed repair estimates.", l2, sym="ho3.condB4",
               heading="Duties After Loss", clause="B.4", label="4."),
             P("Loss Settlement. Covered property losses are settled as follows:", l1, label="C."),
             P("Buildings under Coverage A or B at replacement cost without deduction for depreciation, "
               "subject to the following: if, at the time of loss, the amount of insurance in this policy on "
               "the damaged building is 80% or more of the full replacement cost of the building immediately "
               "before the loss, we will pay the cost to repair or replace, without deduction for "
               "depreciation, but not more than the limit of liability that applies to the building.", l2,
               sym="ho3.condC1", heading="Loss Settlement", clause="C.1", label="1."),
             P("We will pay no more than the actual cash value of the damage until actual repair or "
               "replacement is complete. You may make a claim for any additional liability on a replacement "
               "cost basis within 180 days after the date of loss.", l2, sym="ho3.condC2",
               heading="Loss Settlement", clause="C.2", label="2."),
             Paragraph("SECTION II – LIABILITY COVERAGES", sec),
             Paragraph("Coverage E – Personal Liability", cov),
             P("If a claim is made or a suit is brought against an \"insured\" for damages because of "
               "\"bodily injury\" or \"property damage\" caused by an \"occurrence\" to which this coverage "
               "applies, we will pay up to our limit of liability for the damages for which an \"insured\" is "
               "legally liable, and provide a defense at our expense by counsel of our choice, even if the suit "
               "is groundless, false or fraudulent.", l1, sym="ho3.E", heading="Coverage E – Personal Liability",
               clause="E", label=None),
             Paragraph("Coverage F – Medical Payments To Others", cov),
             P("We will pay the necessary medical expenses that are incurred or medically ascertained within "
               "three years from the date of an accident causing \"bodily injury\". This coverage does not apply "
               "to you or regular residents of your household except \"residence employees\".", l1,
               sym="ho3.F", heading="Coverage F – Medical Payments To Others", clause="F", label=None),
             ]
        return s

    def make_doc(target, total):
        def on_page(c, d):
            c.saveState()
            c.setFont("DVSerif", 7.5)
            c.drawString(0.75 * 72, letter[1] - 0.5 * 72, "KM HO 03 10 24")
            c.drawRightString(letter[0] - 0.75 * 72, letter[1] - 0.5 * 72,
                              f"Page {c.getPageNumber()} of {total}" if total else "Page")
            c.drawCentredString(letter[0] / 2, 0.45 * 72,
                                "© Keystone Mutual Insurance Company, 2024. Includes forms approved for use in "
                                "Pennsylvania.")
            c.restoreState()

        d = KeyedDoc(target, pagesize=letter, invariant=1, title="Homeowners 3 - Special Form",
                     author="Keystone Mutual Insurance Company")
        fr = Frame(0.75 * 72, 0.7 * 72, letter[0] - 1.5 * 72, letter[1] - 1.45 * 72, leftPadding=0,
                   rightPadding=0, topPadding=0, bottomPadding=0)
        d.addPageTemplates([PageTemplate("p", [fr], onPage=on_page)])
        return d

    return b.build(make_doc, story)


# --------------------------------------------------------------------------------------------
# 4. Saltmarsh Travel – travel wording (summary table, two-column definitions "Term: text")
# --------------------------------------------------------------------------------------------

ST_SUMMARY_HDR = ["Section", "Benefit", "Limit per person", "Excess"]
ST_SUMMARY = [
    ["1", "Emergency medical and repatriation expenses", "£10,000,000", "£95"],
    ["2", "Cancellation or cutting short your trip", "£5,000", "£95"],
    ["3", "Personal belongings and baggage", "£2,000", "£75"],
    ["3", "Single article, pair or set limit", "£300", "£75"],
    ["4", "Delayed departure (per 12 hours, maximum £250)", "£25", "Nil"],
    ["5", "Personal liability", "£2,000,000", "£250"],
    ["6", "Legal expenses and assistance", "£25,000", "Nil"],
]

ST_DEFS = [
    ("travel.def.excess", "Excess", "the first amount of each claim, per insured person and per incident, "
     "that you must pay. The excess for each section is shown in the summary of cover."),
    ("travel.def.close", "Close relative", "your spouse or partner, parent, step-parent, parent-in-law, "
     "grandparent, child, step-child, grandchild, brother, sister, fiancé or fiancée, or legal guardian."),
    ("travel.def.home", "Home area", "the United Kingdom, the Channel Islands and the Isle of Man."),
    ("travel.def.pmc", "Pre-existing medical condition", "any illness, disease or injury for which you have "
     "received treatment, medication or advice, or been referred for investigation, in the 2 years before "
     "the policy was issued or the trip was booked, whichever is later."),
    ("travel.def.trip", "Trip", "a journey which starts and ends in your home area during the period of "
     "insurance. On an annual multi-trip policy no single trip may last more than 31 days."),
    ("travel.def.valuables", "Valuables", "jewellery, watches, furs, binoculars, telescopes, cameras and "
     "video equipment, computer games consoles, tablets, e-readers and mobile phones."),
    ("travel.def.unattended", "Unattended", "when you are not in full view of and not in a position to "
     "prevent unauthorised interference with your property or vehicle."),
    ("travel.def.winter", "Winter sports", "skiing, snowboarding, cross-country skiing, ice skating and "
     "tobogganing, when the winter sports option is shown on your certificate."),
    (None, "Manual worker", "a person engaged in work involving the use of tools or machinery, or lifting, "
     "or working at a height of more than 3 metres."),
]

ST_CLAUSES = [
    ("Section 1 – Emergency medical and repatriation expenses", [
        ("travel.1.1", "1.1", "We will pay up to the amount shown in the summary of cover for reasonable and "
         "necessary emergency medical, surgical, hospital and ambulance costs outside your home area if you "
         "become ill or are injured during your trip."),
        ("travel.1.2", "1.2", "We will pay the cost of bringing you back to your home area if our medical "
         "adviser and the treating doctor agree it is medically necessary. If you refuse to return when our "
         "medical adviser says you are fit to travel, we will not pay any further medical costs."),
        ("travel.1.3", "1.3", "You or someone acting for you must contact our emergency assistance service "
         "before any in-patient admission, or if outpatient costs are expected to be more than £500. If you do "
         "not, we may reduce the amount we pay by the extra cost caused."),
        ("travel.1.4", "1.4", "We will not pay for treatment which in the opinion of our medical adviser can "
         "reasonably wait until you return to your home area, or for any treatment you travelled abroad to "
         "obtain."),
        (None, "1.5", "If you die outside your home area we will pay up to £5,000 for the cost of a funeral "
         "abroad, or the reasonable cost of returning your body or ashes to your home."),
    ]),
    ("Section 2 – Cancellation or cutting short your trip", [
        ("travel.2.1", "2.1", "We will pay up to the amount shown in the summary of cover for your share of "
         "unused travel and accommodation costs which you have paid or are contracted to pay, if you "
         "necessarily cancel or cut short your trip because of the death, serious injury or illness of you, "
         "a close relative or a person you were travelling with."),
        ("travel.2.2", "2.2", "We will not pay if you cancel because you no longer want to travel, or because "
         "of a pre-existing medical condition affecting you unless we have agreed in writing to cover it and "
         "you have paid any additional premium."),
        ("travel.2.3", "2.3", "You must tell the travel company as soon as you know you need to cancel. We "
         "will only pay the cancellation charges that would have applied at the time the need to cancel first "
         "became known."),
    ]),
    ("Section 3 – Personal belongings and baggage", [
        ("travel.3.1", "3.1", "We will pay for your own belongings which are lost, stolen or damaged during "
         "your trip, after allowing for wear and tear and loss of value, up to the limits shown in the "
         "summary of cover. We may choose to repair or replace an item rather than pay cash."),
        ("travel.3.4", "3.4", "We will not pay for valuables or money left unattended at any time, including "
         "in a vehicle or in the custody of a carrier such as an airline or coach operator, unless they are in "
         "a locked safe or safety deposit box."),
        ("travel.3.5", "3.5", "You must report any loss or theft to the local police within 24 hours and get "
         "a written report. If your belongings are lost or damaged by an airline you must obtain a property "
         "irregularity report from the airline."),
    ]),
    ("Section 4 – Delayed departure", [
        ("travel.4.1", "4.1", "If the departure of your booked outward or final return flight, sailing or train "
         "is delayed by more than 12 hours because of strike, industrial action, adverse weather or mechanical "
         "breakdown, we will pay £25 for each full 12 hours of delay, up to £250."),
        ("travel.4.2", "4.2", "If your outward departure is delayed by more than 24 hours and you choose to "
         "abandon the trip, we will instead pay for unused travel and accommodation costs under Section 2, less "
         "the excess."),
        ("travel.4.3", "4.3", "You must check in for your journey at or before the recommended time and get "
         "written confirmation from the carrier of the length of and reason for the delay."),
    ]),
    ("Section 5 – Personal liability", [
        ("travel.5.1", "5.1", "We will pay up to the amount shown in the summary of cover if you become "
         "legally liable to pay damages for accidental bodily injury to another person, or accidental loss of "
         "or damage to property, during your trip."),
        ("travel.5.2", "5.2", "We will not pay for liability arising from the ownership or use of any "
         "motorised vehicle, aircraft or watercraft, from any animal you own or look after, or from damage to "
         "property belonging to you, a member of your family or a person you are travelling with."),
        ("travel.5.3", "5.3", "We will pay up to £1,000 for accidental damage to rented holiday "
         "accommodation for which you are legally liable, but not the first £250 of any such claim."),
    ]),
]


def gen_travel():
    fname = "saltmarsh-travel-policy-wording-STI-2025.pdf"
    b = PdfBuilder(fname)
    base = S("tb", fontName="DVSans", fontSize=8.5, leading=10.8, spaceAfter=3.5)
    dfs = S("td", parent=base, spaceAfter=4.5)
    hd = S("th", fontName="DVSans-Bold", fontSize=10.5, leading=13, spaceBefore=7, spaceAfter=4,
           textColor=colors.HexColor("#0b5c7a"))
    title = S("tt", fontName="DVSans-Bold", fontSize=18, leading=22, spaceAfter=6,
              textColor=colors.HexColor("#0b5c7a"))

    def story():
        s = [Paragraph("Saltmarsh Travel Insurance", title),
             Paragraph("Single Trip and Annual Multi-Trip policy wording STI-PW-2025-02. This wording applies "
                       "to policies bought on or after 1 April 2025.", base),
             Spacer(1, 6),
             Paragraph("Summary of cover", hd)]
        data = [ST_SUMMARY_HDR] + ST_SUMMARY
        t = KTable(data, colWidths=[18 * mm, 88 * mm, 34 * mm, 24 * mm])
        t.setStyle(TableStyle([
            ("FONT", (0, 0), (-1, -1), "DVSans", 8.5),
            ("FONT", (0, 0), (-1, 0), "DVSans-Bold", 8.5),
            ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#d7ecf3")),
            ("GRID", (0, 0), (-1, -1), 0.5, colors.HexColor("#0b5c7a")),
            ("ALIGN", (2, 1), (-1, -1), "RIGHT"),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ]))
        s.append(b.table_rows(t, "Summary of cover", ST_SUMMARY_HDR, ST_SUMMARY,
                              {1: "travel.sum.1", 2: "travel.sum.2", 4: "travel.sum.4", 5: "travel.sum.5",
                               6: "travel.sum.6"}, heading="Summary of cover"))
        s.append(Spacer(1, 8))
        s.append(Paragraph("The limits above apply to each insured person for each trip. Section 6 applies only "
                           "if legal expenses cover is shown on your certificate.", base))
        s.append(Paragraph("Important information", hd))
        for txt in [
            "This policy is underwritten by Saltmarsh Travel Insurance Ltd. It covers trips that start and end "
            "in your home area and is only available to people who have lived in the United Kingdom for at least "
            "6 of the last 12 months.",
            "Please check your certificate to make sure the details are correct, that every person who is "
            "travelling is named, and that any medical conditions you told us about are shown as accepted.",
            "You may cancel within 14 days of buying the policy or receiving your documents, whichever is later, "
            "and receive a full refund as long as you have not travelled or made a claim.",
            "If you need to make a claim, call 01632 960 902 or use our online claims form. Please have your "
            "certificate number and travel booking confirmation ready.",
        ]:
            s.append(Paragraph(txt, base))
        s.append(NextPageTemplate("two"))
        s.append(PageBreak())
        s.append(Paragraph("Definitions", hd))
        s.append(Paragraph("Wherever the following words or phrases appear in this policy they have the "
                           "meanings given below.", base))
        for sym, term, body in ST_DEFS:
            s.append(b.para(f"<b>{term}:</b> {body}", dfs, sym=sym, kind="definition", heading="Definitions",
                            text=f"{term}: {body}"))
        s.append(Spacer(1, 40))
        for heading, items in ST_CLAUSES:
            s.append(CondPageBreak(40))
            s.append(Paragraph(heading, hd))
            for sym, num, body in items:
                s.append(b.para(f"<b>{num}</b> {body}", base, sym=sym, heading=heading, clause=num,
                                text=body))
        s.append(Paragraph("General exclusions", hd))
        s.append(b.para("We will not pay any claim arising from you being under the influence of alcohol or "
                        "drugs, unless the drugs were prescribed by a doctor and not for the treatment of drug "
                        "addiction. We do not expect you to avoid alcohol on your trip, but we will not cover "
                        "any claim where alcohol consumption is the reason for it.", base, sym="travel.ge.alcohol",
                        heading="General exclusions"))
        s.append(b.para("We will not pay any claim arising from travel to a country or area where the Foreign, "
                        "Commonwealth and Development Office has advised against all travel or all but "
                        "essential travel, at the time you left your home area.", base,
                        sym="travel.ge.fcdo", heading="General exclusions"))
        s.append(Paragraph("Medical emergency assistance is available 24 hours a day on +44 1632 960 555.", base))
        return s

    def make_doc(target, total):
        def on_page(c, d):
            c.saveState()
            c.setFont("DVSans", 7.5)
            c.setFillColor(colors.HexColor("#0b5c7a"))
            c.drawString(16 * mm, A4[1] - 11 * mm, "Saltmarsh Travel Insurance – policy wording STI-PW-2025-02")
            c.drawRightString(A4[0] - 16 * mm, 10 * mm, f"{c.getPageNumber()}/{total}" if total else "")
            c.restoreState()

        d = KeyedDoc(target, pagesize=A4, invariant=1, title="Saltmarsh Travel Insurance policy wording",
                     author="Saltmarsh Travel Insurance Ltd")
        full = Frame(16 * mm, 16 * mm, A4[0] - 32 * mm, A4[1] - 32 * mm, id="full", leftPadding=0,
                     rightPadding=0, topPadding=0, bottomPadding=0)
        gap = 8 * mm
        w = (A4[0] - 32 * mm - gap) / 2
        c1 = Frame(16 * mm, 16 * mm, w, A4[1] - 32 * mm, id="c1", leftPadding=0, rightPadding=0,
                   topPadding=0, bottomPadding=0)
        c2 = Frame(16 * mm + w + gap, 16 * mm, w, A4[1] - 32 * mm, id="c2", leftPadding=0,
                   rightPadding=0, topPadding=0, bottomPadding=0)
        d.addPageTemplates([PageTemplate("one", [full], onPage=on_page),
                            PageTemplate("two", [c1, c2], onPage=on_page)])
        return d

    return b.build(make_doc, story)


# --------------------------------------------------------------------------------------------
# 5. Ardent Commercial – commercial combined schedule (ruled tables)
# --------------------------------------------------------------------------------------------

AC_MD_HDR = ["Item", "Property insured", "Sum insured", "Excess"]
AC_MD = [
    ["1", "Buildings at the premises", "£1,250,000", "£1,000"],
    ["2", "Tenant's improvements", "£85,000", "£500"],
    ["3", "Machinery, plant and all other contents", "£420,000", "£500"],
    ["4", "Stock and materials in trade", "£160,000", "£500"],
    ["5", "Computer equipment", "£28,500", "£250"],
    ["6", "Subsidence, ground heave or landslip (item 1 only)", "Included", "£2,500"],
]
AC_BI_HDR = ["Cover", "Sum insured / limit", "Indemnity period"]
AC_BI = [
    ["Gross profit", "£640,000", "18 months"],
    ["Increased cost of working", "£75,000", "18 months"],
    ["Book debts", "£50,000", "Not applicable"],
]


def gen_commercial_ruled():
    fname = "ardent-commercial-combined-schedule-ACC-448210.pdf"
    b = PdfBuilder(fname)
    base = S("ab", fontName="Helvetica", fontSize=9, leading=11.5, spaceAfter=4)
    hd = S("ah", fontName="Helvetica-Bold", fontSize=10.5, leading=13, spaceBefore=8, spaceAfter=4)
    title = S("at", fontName="Helvetica-Bold", fontSize=15, leading=19, spaceAfter=4)

    def kv(rows):
        t = Table(rows, colWidths=[45 * mm, 120 * mm])
        t.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), "Helvetica", 9),
                               ("FONT", (0, 0), (0, -1), "Helvetica-Bold", 9),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2), ("TOPPADDING", (0, 0), (-1, -1), 2)]))
        return t

    def grid(data, widths):
        t = KTable(data, colWidths=widths, repeatRows=1)
        t.setStyle(TableStyle([
            ("FONT", (0, 0), (-1, -1), "Helvetica", 9),
            ("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 9),
            ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e4e4e4")),
            ("BOX", (0, 0), (-1, -1), 1, colors.black),
            ("INNERGRID", (0, 0), (-1, -1), 0.4, colors.black),
            ("ALIGN", (-2, 1), (-1, -1), "RIGHT"),
        ]))
        return t

    def story():
        s = [Paragraph("ARDENT COMMERCIAL INSURANCE PLC", title),
             Paragraph("Commercial Combined Policy – Schedule", hd),
             kv([["Policy number", "ACC-448210"],
                 ["Insured", "Millbeck Joinery Ltd"],
                 ["Premises", "Unit 2, Furnace Lane, Oldcastle Trading Estate, Hexlow HX7 3RD"],
                 ["Business", "Manufacture of bespoke joinery, kitchens and staircases"],
                 ["Period of insurance", "From 1 May 2025 to 30 April 2026 (both days inclusive)"],
                 ["Broker", "Hollis & Rae Insurance Brokers, Hexlow"]]),
             Spacer(1, 6),
             Paragraph("Section 1 – Material damage", hd)]
        t = grid([AC_MD_HDR] + AC_MD, [14 * mm, 92 * mm, 32 * mm, 27 * mm])
        s.append(b.table_rows(t, "Section 1 – Material damage", AC_MD_HDR, AC_MD,
                              {1: "acc.md.1", 2: "acc.md.2", 3: "acc.md.3", 4: "acc.md.4", 5: "acc.md.5",
                               6: "acc.md.6"}, heading="Section 1 – Material damage"))
        s.append(Spacer(1, 6))
        s.append(Paragraph("The excess applies to each and every loss. Where more than one item is damaged in "
                           "the same incident only the highest single excess applies.", base))
        s.append(Paragraph("Section 2 – Business interruption", hd))
        t2 = grid([AC_BI_HDR] + AC_BI, [70 * mm, 50 * mm, 45 * mm])
        s.append(b.table_rows(t2, "Section 2 – Business interruption", AC_BI_HDR, AC_BI,
                              {1: "acc.bi.1", 2: "acc.bi.2"}, heading="Section 2 – Business interruption"))
        s.append(Spacer(1, 6))
        s.append(Paragraph("Endorsements applying", hd))
        s.append(b.para("<b>AC14 Dust extraction.</b> It is a condition precedent to our liability under "
                        "Section 1 that all dust extraction ducting and collection units at the premises are "
                        "emptied at the end of each working day and professionally cleaned at least every six "
                        "months, with records kept.", base, sym="acc.end.ac14", kind="clause",
                        heading="Endorsements applying", clause="AC14",
                        text="It is a condition precedent to our liability under Section 1 that all dust "
                        "extraction ducting and collection units at the premises are emptied at the end of each "
                        "working day and professionally cleaned at least every six months, with records kept."))
        s.append(b.para("<b>AC22 Unattended premises.</b> The premises must be protected by the intruder alarm "
                        "system described in the survey report of 12 March 2025, fully set whenever the premises "
                        "are closed for business.", base, sym="acc.end.ac22", kind="clause",
                        heading="Endorsements applying", clause="AC22",
                        text="The premises must be protected by the intruder alarm system described in the "
                        "survey report of 12 March 2025, fully set whenever the premises are closed for "
                        "business."))
        s.append(Spacer(1, 10))
        s.append(Paragraph("Total annual premium £11,842.60 including Insurance Premium Tax at 12%. Issued "
                           "on 28 April 2025.", base))
        return s

    def make_doc(target, total):
        def on_page(c, d):
            c.saveState()
            c.setFont("Helvetica", 7.5)
            c.drawString(18 * mm, 10 * mm, "Ardent Commercial Insurance plc. Registered in England No. 0000000. "
                         "ACC-448210")
            c.drawRightString(A4[0] - 18 * mm, 10 * mm, f"Sheet {c.getPageNumber()} of {total}")
            c.restoreState()

        d = KeyedDoc(target, pagesize=A4, invariant=1, title="Commercial Combined Schedule ACC-448210",
                     author="Ardent Commercial Insurance plc")
        fr = Frame(18 * mm, 18 * mm, A4[0] - 36 * mm, A4[1] - 34 * mm, leftPadding=0, rightPadding=0,
                   topPadding=0, bottomPadding=0)
        d.addPageTemplates([PageTemplate("p", [fr], onPage=on_page)])
        return d

    return b.build(make_doc, story)


# --------------------------------------------------------------------------------------------
# 6. Ardent Commercial – property owners schedule printed by a legacy system (unruled, Courier)
# --------------------------------------------------------------------------------------------

APO_HDR = ["Prem", "Situation", "Buildings", "Loss of rent", "Excess"]
APO_ROWS = [
    ["001", "Unit 4 Harrow Mill Business Park, Wrenfield", "2,150,000", "186,000", "1,000"],
    ["002", "Unit 5 Harrow Mill Business Park, Wrenfield", "1,980,000", "171,500", "1,000"],
    ["003", "12-14 Cooper Street, Wrenfield", "865,000", "64,200", "500"],
    ["004", "The Old Granary, Mill Lane, Stowbridge", "1,420,000", "98,750", "2,500"],
    ["005", "Flats 1-6 Beacon Court, Stowbridge", "2,760,000", "132,000", "350"],
    ["006", "Yard and store, Ferry Road, Stowbridge", "310,000", "18,000", "1,000"],
]
APO_WIDTHS = [5, 46, 12, 14, 9]  # characters; money right-aligned


def apo_line(cells):
    out = ""
    for i, (c, w) in enumerate(zip(cells, APO_WIDTHS)):
        out += (c.rjust(w) if i >= 2 else c.ljust(w)) + "  "
    return out.rstrip()


def gen_commercial_unruled():
    fname = "ardent-property-owners-schedule-APO-771903.pdf"
    path = os.path.join(OUT, fname)
    c = rl_canvas.Canvas(path, pagesize=A4, invariant=1)
    c.setTitle("APO-771903 schedule")
    c.setAuthor("Ardent Commercial Insurance plc")
    x0, y = 16 * mm, A4[1] - 20 * mm
    lh = 11.2

    def line(txt, font="Courier", size=8.6):
        nonlocal y
        c.setFont(font, size)
        c.drawString(x0, y, txt)
        y -= lh

    line("ARDENT COMMERCIAL INSURANCE PLC            PROPERTY OWNERS POLICY         RUN 2025-06-30 04:12",
         "Courier-Bold")
    line("=" * 100)
    line("POLICY NO   : APO-771903")
    line("INSURED     : TARNWELL PROPERTIES LLP")
    line("ADDRESS     : 9 CHANTRY WALK, WRENFIELD WF3 8HN")
    line("PERIOD      : 01/07/2025 TO 30/06/2026")
    line("INDEMNITY PERIOD (LOSS OF RENT) : 36 MONTHS")
    line("")
    line("SCHEDULE OF PREMISES AND SUMS INSURED (GBP)", "Courier-Bold")
    line("")
    line(apo_line(APO_HDR), "Courier-Bold")
    line(apo_line(["-" * w for w in APO_WIDTHS]))
    for r in APO_ROWS:
        line(apo_line(r))
    line(apo_line(["", "", "-" * 12, "-" * 14, ""]))
    line(apo_line(["", "TOTAL", "9,485,000", "670,450", ""]))
    line("")
    line("EXCESS APPLIES EACH AND EVERY LOSS. SUBSIDENCE EXCESS 2,500 ALL PREMISES.")
    line("")
    line("ENDORSEMENTS: PO3 (UNOCCUPIED BUILDINGS)  PO7 (TENANTS' TRADE)  PO11 (TERRORISM EXCLUDED)",
         "Courier")
    line("")
    line("PO3  IF ANY PREMISES BECOMES UNOCCUPIED FOR MORE THAN 30 CONSECUTIVE DAYS THE INSURED MUST NOTIFY")
    line("     THE INSURER, INSPECT THE PREMISES INTERNALLY AND EXTERNALLY AT LEAST ONCE EVERY 7 DAYS AND")
    line("     KEEP A WRITTEN RECORD OF EACH INSPECTION.")
    line("PO7  COVER IS CONDITIONAL ON NO TENANT CARRYING ON ANY TRADE INVOLVING HEAT PROCESSES, SPRAY")
    line("     PAINTING OR THE STORAGE OF FOAM PLASTICS WITHOUT THE INSURER'S PRIOR WRITTEN AGREEMENT.")
    line("")
    line("END OF SCHEDULE                                                                     PAGE 0001")
    c.showPage()
    c.save()
    syms = {1: "apo.1", 2: "apo.2", 3: "apo.3", 4: "apo.4", 5: "apo.5"}
    for idx, sym in syms.items():
        cells = APO_ROWS[idx - 1]
        key(sym, fname, "table_row", " ".join(cells), heading="SCHEDULE OF PREMISES AND SUMS INSURED (GBP)",
            table={"caption": "SCHEDULE OF PREMISES AND SUMS INSURED (GBP)", "row": idx,
                   "cells": dict(zip(APO_HDR, cells))})
    key("apo.po3", fname, "clause",
        "IF ANY PREMISES BECOMES UNOCCUPIED FOR MORE THAN 30 CONSECUTIVE DAYS THE INSURED MUST NOTIFY THE "
        "INSURER, INSPECT THE PREMISES INTERNALLY AND EXTERNALLY AT LEAST ONCE EVERY 7 DAYS AND KEEP A WRITTEN "
        "RECORD OF EACH INSPECTION.", heading="ENDORSEMENTS", clause="PO3")
    key("apo.po7", fname, "clause",
        "COVER IS CONDITIONAL ON NO TENANT CARRYING ON ANY TRADE INVOLVING HEAT PROCESSES, SPRAY PAINTING OR "
        "THE STORAGE OF FOAM PLASTICS WITHOUT THE INSURER'S PRIOR WRITTEN AGREEMENT.", heading="ENDORSEMENTS",
        clause="PO7")


# --------------------------------------------------------------------------------------------
# DOCX helpers
# --------------------------------------------------------------------------------------------

import datetime as _dt  # noqa: E402

import docx  # noqa: E402
from docx.enum.text import WD_ALIGN_PARAGRAPH  # noqa: E402
from docx.shared import Pt  # noqa: E402


def docx_save(d, fname, title, subject, created):
    cp = d.core_properties
    cp.title = title
    cp.subject = subject
    cp.author = "Records"
    cp.last_modified_by = "Records"
    cp.created = created
    cp.modified = created
    cp.revision = 1
    buf = io.BytesIO()
    d.save(buf)
    buf.seek(0)
    zin = zipfile.ZipFile(buf)
    path = os.path.join(OUT, fname)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zout:
        for item in zin.infolist():
            zi = zipfile.ZipInfo(item.filename, date_time=(2025, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zout.writestr(zi, zin.read(item.filename))


def numbered(d, num, body, style=None):
    p = d.add_paragraph(style=style)
    p.add_run(f"{num}\t{body}")
    p.paragraph_format.left_indent = Pt(36)
    p.paragraph_format.first_line_indent = Pt(-36)
    return p


# --------------------------------------------------------------------------------------------
# 7. Lease (DOCX, clauses numbered in the text)
# --------------------------------------------------------------------------------------------

LEASE = [
    ("1", "Definitions and interpretation", [
        (None, "1.1", "In this Lease the following definitions apply."),
        ("lease.1.1a", "1.1(a)", "\"Insured Risks\" means fire, lightning, explosion, storm, flood, escape of "
         "water, impact, riot, malicious damage, subsidence and such other risks as the Landlord reasonably "
         "decides to insure against from time to time."),
        (None, "1.1(b)", "\"Premises\" means Unit 4, Harrow Mill Business Park, Cold Ashby Road, Wrenfield "
         "WF4 2LP, as shown edged red on the Plan."),
    ]),
    ("4", "Rent", [
        ("lease.4.1", "4.1", "The Tenant shall pay the Rent by equal quarterly instalments in advance on the "
         "Usual Quarter Days by standing order to such account as the Landlord may direct."),
        ("lease.4.2", "4.2", "The Rent for each Period is the annual amount set against that Period in the "
         "Rent Schedule annexed to this Lease. There is no other review of the Rent."),
        (None, "4.3", "If any Rent or other sum is not paid within 14 days of its due date, the Tenant shall pay "
         "interest on it at 4% above the base rate of Fenmoor Bank plc from the due date until payment."),
    ]),
    ("7", "Insurance", [
        ("lease.7.1", "7.1", "The Landlord shall insure the Building against loss or damage by the Insured "
         "Risks for its full reinstatement cost, and shall insure against loss of the Rent for three years."),
        ("lease.7.2", "7.2", "The Tenant shall pay to the Landlord on demand, as Insurance Rent, a fair "
         "proportion of the premiums the Landlord pays for that insurance, which for the first year of the "
         "Term is agreed at 21.5%."),
        ("lease.7.4", "7.4", "If the Premises are damaged or destroyed by an Insured Risk so as to be unfit for "
         "occupation and use, the Rent (or a fair proportion of it according to the nature and extent of the "
         "damage) shall be suspended from the date of damage until the Premises are again fit for occupation "
         "and use, or until the end of three years from the date of damage if sooner."),
        ("lease.7.5", "7.5", "The Landlord shall use all reasonable endeavours to obtain planning permission "
         "and other consents needed to reinstate, and shall then reinstate the Premises as soon as reasonably "
         "practicable with all money received under the insurance."),
        ("lease.7.6", "7.6", "The Tenant shall give the Landlord notice immediately on becoming aware of any "
         "event or circumstance which might affect the insurance or lead to a claim under it, and shall not do "
         "anything which could make the insurance void or voidable."),
    ]),
    ("12", "Break clause", [
        ("lease.12.1", "12.1", "The Tenant may end this Lease on 30 June 2030 by giving the Landlord not less "
         "than six months' written notice, provided that on the break date it has paid all Rent due and gives "
         "up occupation of the Premises."),
    ]),
]


def gen_lease():
    fname = "lease-unit4-harrow-mill-2022.docx"
    d = docx.Document()
    st = d.styles["Normal"]
    st.font.name = "Cambria"
    st.font.size = Pt(11)
    p = d.add_paragraph()
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("LEASE")
    r.bold = True
    r.font.size = Pt(16)
    p = d.add_paragraph("relating to Unit 4, Harrow Mill Business Park, Cold Ashby Road, Wrenfield")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_paragraph("Dated 24 June 2022")
    d.add_paragraph("Between (1) TARNWELL PROPERTIES LLP of 9 Chantry Walk, Wrenfield WF3 8HN (the "
                    "\"Landlord\") and (2) QUILLON PRINT LIMITED of Unit 4, Harrow Mill Business Park, Wrenfield "
                    "(the \"Tenant\").")
    d.add_paragraph("The Term is fifteen years from and including 1 July 2022.")
    for cnum, ctitle, items in LEASE:
        h = d.add_paragraph()
        rr = h.add_run(f"{cnum}.\t{ctitle.upper()}")
        rr.bold = True
        for sym, num, body in items:
            label = num if "(" not in num else num[num.index("("):]
            numbered(d, label, body)
            if sym:
                key(sym, fname, "definition" if "means" in body[:40] else "clause", body,
                    heading=f"{cnum}. {ctitle.upper()}", clause=num)
    d.add_paragraph("Signed as a deed by TARNWELL PROPERTIES LLP acting by two members, and by QUILLON PRINT "
                    "LIMITED acting by a director in the presence of a witness.")
    docx_save(d, fname, "Lease - Unit 4 Harrow Mill", "Lease", _dt.datetime(2022, 6, 24, 9, 0, 0))


# --------------------------------------------------------------------------------------------
# 8/9. Fenwick & Lowe motor claims manual v3 and v4 (DOCX)
# --------------------------------------------------------------------------------------------

MANUAL_COMMON = {
    "1.1": "This manual sets out how motor claims are handled by the Fenwick & Lowe claims team. It applies to "
           "private car and van policies.",
    "1.2": "Where this manual conflicts with the policy wording, the policy wording prevails.",
    "2.1": "Every new claim must be acknowledged to the customer within one working day of notification.",
    "2.2": "The handler must check the driver named in the notification against the certificate of motor "
           "insurance before any payment or repair authority is given.",
    "3.1": "A vehicle is assessed by an engineer before any decision on total loss is made.",
    "5.1": "Handlers must record every decision on the claim file with the reason for it.",
}
MANUAL_V = {
    3: {
        "3.2": "A vehicle is treated as a total loss where the estimated cost of repair exceeds 60% of its "
               "pre-accident market value.",
        "4.1": "A courtesy car is provided for up to 14 days while repairs are carried out by an approved "
               "repairer.",
        "4.3": "Where the customer chooses their own repairer, the handler must obtain two estimates before "
               "authorising repairs.",
        "5.2": "Claims handlers may settle claims up to £7,500 without referral. Claims above that amount must "
               "be referred to a team leader.",
        "6.1": "Where a third party claims personal injury, the claim must be referred to the injury team "
               "within 5 working days.",
    },
    4: {
        "3.2": "A vehicle is treated as a total loss where the estimated cost of repair, including VAT, is more "
               "than 55% of its pre-accident market value.",
        "4.1": "A courtesy car is provided for up to 21 days while repairs are carried out by an approved "
               "repairer, and may be extended once by a team leader.",
        "4.3": "Where the customer chooses their own repairer, one estimate supported by photographs is "
               "sufficient and the non-approved repairer excess shown in the schedule applies.",
        "5.2": "Claims handlers may settle claims up to £10,000 without referral. Claims above £10,000 and up "
               "to £50,000 need a team leader's approval; above £50,000 the claims manager must approve.",
        "6.1": "Where a third party claims personal injury, the claim must be referred to the injury team "
               "within 2 working days, and a reserve of at least £5,000 must be set at once.",
    },
}
MANUAL_HEADINGS = {"1": "Scope", "2": "Notification", "3": "Total losses", "4": "Repairs and courtesy cars",
                   "5": "Authority and decisions", "6": "Injury claims"}
MANUAL_KEYED = ["3.2", "4.1", "5.2", "6.1"]


def gen_manual(v):
    fname = f"fenwick-lowe-motor-claims-manual-v{v}.docx"
    d = docx.Document()
    d.styles["Normal"].font.name = "Arial"
    d.styles["Normal"].font.size = Pt(10)
    d.add_heading("Motor Claims Handling Manual", 0)
    eff = "1 February 2024" if v == 3 else "1 July 2025"
    d.add_paragraph(f"Version {v}.0 – effective {eff}. Internal document: Fenwick & Lowe claims staff only.")
    if v == 4:
        d.add_paragraph("Version 4.0 replaces version 3.0 in full. Changed clauses: 3.2, 4.1, 4.3, 5.2, 6.1.")
    clauses = dict(MANUAL_COMMON)
    clauses.update(MANUAL_V[v])
    for sec in sorted(MANUAL_HEADINGS, key=int):
        d.add_heading(f"{sec}. {MANUAL_HEADINGS[sec]}", 1)
        for num in sorted((n for n in clauses if n.split(".")[0] == sec), key=lambda n: int(n.split(".")[1])):
            p = d.add_paragraph(f"{num} {clauses[num]}")
            p.paragraph_format.space_after = Pt(6)
            if num in MANUAL_KEYED:
                key(f"manual.v{v}.{num}", fname, "clause", clauses[num],
                    heading=f"{sec}. {MANUAL_HEADINGS[sec]}", clause=num)
    docx_save(d, fname, "Motor Claims Handling Manual", f"Version {v}.0",
              _dt.datetime(2024, 1, 20) if v == 3 else _dt.datetime(2025, 6, 16))


# --------------------------------------------------------------------------------------------
# 10. Brackenridge decision letter (DOCX)
# --------------------------------------------------------------------------------------------

LETTER_PARAS = [
    (None, "Dear Mrs Penhallow"),
    (None, "Your claim BHI-CL-204417 – escape of water at 7 Kestrel Row, Ambleford"),
    ("letter.p1", "Thank you for your patience while we looked into the damage caused when the pipe under your "
     "bathroom basin split on 1 February 2025. We have now reviewed the report from our loss adjuster, Mr "
     "Idris Vallance, and the drying company's final moisture readings."),
    ("letter.p2", "We accept the claim for the repair of the kitchen ceiling, the replacement of the laminate "
     "flooring in the kitchen and hallway, and redecoration of both rooms. Our agreed cost for this work is "
     "£8,940.00, and after deducting the £350 escape of water excess we will pay £8,590.00."),
    ("letter.p3", "You also asked us to pay for replacing the undamaged laminate in the open-plan dining area, "
     "which adjoins the kitchen, so that the flooring matches throughout. Under General condition 11 we do not pay for replacing undamaged matching "
     "items, but we will contribute half of that cost, which is £615.00."),
    ("letter.p4", "We are unable to pay for the replacement of the bathroom basin pedestal, as the loss adjuster "
     "found that the crack pre-dated the escape of water and resulted from gradual wear. This part of the claim is "
     "declined under General exclusion 2."),
    ("letter.p5", "The total payment of £9,205.00 for the buildings part of your claim will be made by bank "
     "transfer within 5 working days; your contents claim will be settled separately. If you "
     "disagree with our decision, please contact me within 8 weeks; you may also refer the matter to the "
     "Financial Ombudsman Service."),
    (None, "Yours sincerely"),
    (None, "Rhona Okafor"),
    (None, "Senior Claims Handler, Brackenridge Home Insurance – 01632 960421"),
]


def gen_letter():
    fname = "brackenridge-decision-letter-BHI-CL-204417.docx"
    d = docx.Document()
    d.styles["Normal"].font.name = "Georgia"
    d.styles["Normal"].font.size = Pt(11)
    p = d.add_paragraph()
    p.alignment = WD_ALIGN_PARAGRAPH.RIGHT
    p.add_run("Brackenridge Home Insurance\n3 Tanner's Yard\nAmbleford AM4 9QT\n\n21 March 2025")
    d.add_paragraph("Mrs Alys Penhallow\n7 Kestrel Row\nAmbleford AM2 6DF")
    for sym, txt in LETTER_PARAS:
        p = d.add_paragraph(txt)
        if txt.startswith("Your claim"):
            p.runs[0].bold = True
        if sym:
            key(sym, fname, "paragraph", txt,
                heading="Your claim BHI-CL-204417 – escape of water at 7 Kestrel Row, Ambleford")
    docx_save(d, fname, "Claim decision BHI-CL-204417", "Decision letter", _dt.datetime(2025, 3, 21, 11, 5))


# --------------------------------------------------------------------------------------------
# 11-12(+17). File notes (TXT / Markdown)
# --------------------------------------------------------------------------------------------

KEYSTONE_NOTES = [
    ("e1", "12/03/2025 09:14 Field adjuster (T. Brandvold): Inspected roof at 418 Larchmont Rd. Hail impact "
     "marks on north and west slopes, 9 damaged shingles per 10 ft square test area on north slope. Interior "
     "water staining to ceiling of rear bedroom, approx 6 ft x 4 ft. No sign of prior repairs."),
    ("e2", "12/03/2025 14:40 Desk adjuster (L. Moreno): Coverage confirmed under KM HO 03 10 24. Coverage A "
     "limit $342,000. Windstorm or hail deductible 2% of Coverage A = $6,840 applies to roof and interior "
     "damage. All other perils deductible $1,000 not applicable."),
    ("e3", "12/05/2025 10:02 Insured (Marcy Hutchins) called: asked whether the detached garage roof is "
     "included. Advised garage falls under Coverage B (other structures) and field adjuster will add it to "
     "the estimate if hail damage is found."),
    ("e4", "12/08/2025 16:25 Field adjuster (T. Brandvold): Garage roof reinspected, hail damage confirmed on "
     "south slope only. Estimate uploaded: dwelling roof replacement $18,460.22, interior ceiling and paint "
     "$1,912.50, garage roof $4,105.00. Depreciation withheld $5,230.40."),
    ("e5", "12/09/2025 11:50 Desk adjuster (L. Moreno): ACV payment issued $12,407.32 by check to insured and "
     "mortgagee Penn Ridge Savings. Explained recoverable depreciation of $5,230.40 is paid once the roof is "
     "replaced and invoice received, claim to be made within 180 days of the date of loss."),
    ("e6", "12/15/2025 08:31 Supervisor (R. Achterberg): File reviewed. Reserve reduced to $5,230.40 for "
     "outstanding depreciation. Diary set for 06/01/2026 to check for contractor invoice."),
]

BRACKENRIDGE_NOTES = [
    ("e1", "04/02/2025 10:02 Claims handler (R. Okafor): FNOL by phone. Mrs Penhallow reports split pipe under "
     "bathroom basin on 01/02/2025, water through kitchen ceiling below. Stopcock turned off by insured. "
     "Emergency plumber attended same day, invoice £165 to follow."),
    ("e2", "06/02/2025 15:30 Loss adjuster (I. Vallance): Site visit. Kitchen ceiling plasterboard saturated and "
     "sagging, laminate in kitchen and hallway lifting. Basin pedestal cracked, crack edges discoloured and "
     "dirty, consistent with a long-standing crack, not caused by this escape."),
    ("e3", "07/02/2025 09:12 Claims handler (R. Okafor): Drying contractor DryFast Ambleford instructed. "
     "Dehumidifiers installed 10/02/2025. Insured advised not to dispose of damaged flooring until photos "
     "taken."),
    ("e4", "24/02/2025 12:48 Drying contractor (DryFast): Final readings taken, all below 16% WME. Drying "
     "certificate issued. Equipment removed."),
    ("e5", "03/03/2025 11:05 Claims handler (R. Okafor): Insured wants dining area laminate replaced as well "
     "so flooring matches; dining area is open-plan with kitchen, laminate undamaged and same product no "
     "longer made. GC11 applies, offer 50% of dining area cost (£1,230 quote, so £615)."),
    ("e6", "21/03/2025 10:40 Claims handler (R. Okafor): Decision letter sent. Building repairs £8,940 less "
     "£350 excess = £8,590, plus £615 matching contribution, total £9,205. Pedestal declined (wear). "
     "Payment requested."),
]

ARDENT_NOTES = [
    ("e1", "15/10/2025 08:47 G.LUNN: Notification from broker Hollis & Rae (D. Whitcombe). Fire at Unit 4 Harrow "
     "Mill 14/10/2025 approx 22:30, started in tenant's print room. Fire service attended. Property owners "
     "policy APO-771903, premises 001."),
    ("e2", "15/10/2025 11:20 G.LUNN: Loss adjuster Corvane (P. Maddox) appointed. Reserve set: buildings "
     "£420,000, loss of rent £49,800."),
    ("e3", "17/10/2025 16:05 P.MADDOX: Attended site. Roof over print room collapsed, remainder of unit smoke "
     "damaged. Unit unfit for occupation. Cause believed to be electrical fault in drying unit of a print "
     "press; no heat process as defined in PO7."),
    ("e4", "22/10/2025 10:15 G.LUNN: Lease reviewed (clause 7.4): rent suspended from date of damage. Current "
     "passing rent £49,800 pa from 01/07/2025. Loss of rent cover confirmed, indemnity period 36 months."),
    ("e5", "29/10/2025 14:32 G.LUNN: Interim payment of £12,450 authorised for the December quarter's rent. "
     "Referred to team leader for sign-off as it is above my £10,000 payment authority."),
    ("e6", "03/11/2025 09:58 P.MADDOX: Reinstatement estimate from Garside Build £388,600 plus fees 12%. "
     "Estimated reinstatement period 9 months from start on site."),
]


def wrap(text, width, indent):
    words = text.split(" ")
    lines, cur = [], ""
    for w in words:
        if cur and len(cur) + 1 + len(w) > width:
            lines.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}" if cur else w
    lines.append(cur)
    return ("\n" + " " * indent).join(lines)


def gen_notes():
    # Keystone: header block, hard-wrapped entries
    fname = "keystone-claim-diary-KP-31544.txt"
    out = ["KEYSTONE MUTUAL – CLAIM DIARY",
           "Claim: KP-31544",
           "Policy: HO-3 4471-0928-15",
           "Insured: Dale and Marcy Hutchins, 418 Larchmont Rd, Cedar Hollow, PA 17901",
           "Date of loss: 11/28/2025   Cause: Hail / windstorm",
           "Phone: (570) 555-0147",
           "-" * 72, ""]
    for e, t in KEYSTONE_NOTES:
        out.append(f"[{e}] " + wrap(t, 68, 5))
        out.append("")
        key(f"kp.{e}", fname, "file_note_entry", t, heading="Claim: KP-31544", entry=e)
    out.append("-- end of diary --")
    with open(os.path.join(OUT, fname), "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(out) + "\n")

    # Brackenridge: markdown, one line per entry
    fname = "brackenridge-claim-notes-BHI-CL-204417.md"
    out = ["# Claim notes – BHI-CL-204417", "",
           "**Policyholder:** Mrs Alys Penhallow  ", "**Risk address:** 7 Kestrel Row, Ambleford AM2 6DF  ",
           "**Policy:** BHI-HP-7730215 (buildings and contents)  ", "**Peril:** Escape of water", "",
           "## Entries", ""]
    for e, t in BRACKENRIDGE_NOTES:
        out.append(f"- [{e}] {t}")
        key(f"bhi.{e}", fname, "file_note_entry", t, heading="Entries", entry=e)
    out += ["", "_Notes exported from ClaimsDesk 21/03/2025._"]
    with open(os.path.join(OUT, fname), "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(out) + "\n")

    # Ardent: plain text, entries separated by rules
    fname = "ardent-file-notes-ACL-55170.txt"
    out = ["ARDENT COMMERCIAL  |  CLAIM FILE NOTES", "Claim ref ACL-55170  /  Policy APO-771903  /  Insured: "
           "Tarnwell Properties LLP", "=" * 78]
    for e, t in ARDENT_NOTES:
        out.append(f"[{e}] {t}")
        out.append("." * 78)
        key(f"acl.{e}", fname, "file_note_entry", t, heading="Claim ref ACL-55170", entry=e)
    with open(os.path.join(OUT, fname), "w", encoding="utf-8", newline="\r\n") as f:
        f.write("\n".join(out) + "\n")


# --------------------------------------------------------------------------------------------
# 13. E-mail thread (.eml, top-posted, plain text)
# --------------------------------------------------------------------------------------------

EMAILS = [  # newest first, as saved
    ("email.3", "Dana Whitcombe <dana.whitcombe@hollisrae.example>", "Tue, 28 Oct 2025 09:41",
     "Gareth Lunn", "RE: Unit 4 Harrow Mill - fire 14/10 - ACL-55170",
     "Hi Gareth,\n\nThanks for confirming the position. Tarnwell have heard from Quillon Print's solicitors, "
     "who rely on clause 7.4 of the lease and say no further rent is payable until the unit is fit to use "
     "again. The December quarter's rent of £12,450 would have been due on 25 December.\n\nCould you "
     "arrange an interim payment for that quarter so the client's cash flow is protected? I can send the "
     "rent schedule and the lease pages if Priya needs them.\n\nKind regards\nDana"),
    ("email.2", "Gareth Lunn <gareth.lunn@ardentcommercial.example>", "Thu, 16 Oct 2025 14:03",
     "Dana Whitcombe", "RE: Unit 4 Harrow Mill - fire 14/10 - ACL-55170",
     "Dana,\n\nThank you for the notification. I have registered the claim under reference ACL-55170 and "
     "appointed Priya Maddox of Corvane Loss Adjusters, who will attend the site on Friday 17 October.\n\n"
     "I can confirm that premises 001 carries loss of rent cover of £186,000 with a 36 month indemnity "
     "period. Please ask your client to keep the building secure and not to start any strip-out before "
     "Priya's visit.\n\nRegards\nGareth Lunn\nProperty Claims, Ardent Commercial – 01632 960877"),
    ("email.1", "Dana Whitcombe <dana.whitcombe@hollisrae.example>", "Wed, 15 Oct 2025 08:12",
     "Property Claims", "Unit 4 Harrow Mill - fire 14/10",
     "Good morning,\n\nPlease accept this as notification of a fire at Unit 4, Harrow Mill Business Park, "
     "Wrenfield, insured under property owners policy APO-771903 for Tarnwell Properties LLP. The fire "
     "started late on Tuesday 14 October in the tenant's print room and the fire service were there until "
     "the early hours.\n\nThe tenant, Quillon Print Ltd, cannot trade from the unit. Please let me know who "
     "will be handling the claim and whether a loss adjuster will be appointed.\n\nMany thanks\nDana "
     "Whitcombe\nAccount Executive, Hollis & Rae Insurance Brokers – 01632 960312"),
]


def gen_eml():
    fname = "email-thread-ACL-55170-harrow-mill.eml"
    first = EMAILS[0]
    head = [
        "Message-ID: <20251028094112.4471@hollisrae.example>",
        "Date: Tue, 28 Oct 2025 09:41:12 +0000",
        f"From: {first[1]}",
        "To: Gareth Lunn <gareth.lunn@ardentcommercial.example>",
        "Cc: Priya Maddox <p.maddox@corvane-la.example>",
        f"Subject: {first[4]}",
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=\"utf-8\"",
        "Content-Transfer-Encoding: 8bit",
        "",
    ]
    body = [first[5], ""]
    for sym, frm, date, to, subj, text in EMAILS[1:]:
        body += ["-----Original Message-----", f"From: {frm}", f"Sent: {date}", f"To: {to}",
                 f"Subject: {subj}", "", text, ""]
    with open(os.path.join(OUT, fname), "w", encoding="utf-8", newline="\r\n") as f:
        f.write("\n".join(head + body))
    for i, (sym, frm, date, to, subj, text) in enumerate(EMAILS):
        key(sym, fname, "email_message", text, heading=subj)


# --------------------------------------------------------------------------------------------
# 14-16. Scanned pages (Pillow, image only)
# --------------------------------------------------------------------------------------------

DPI = 250


def px(points):
    return int(round(points * DPI / 72))


def font(name, pt):
    return ImageFont.truetype(f"{FONT_DIR}/{name}", px(pt))


def degrade(img, seed, angle):
    rnd = random.Random(seed)
    img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(0.7))
    w, h = img.size
    # paper tone + grain
    tone = 226 + rnd.randint(0, 8)
    noise = Image.effect_noise((w, h), 22)
    noise.info.clear()
    base = Image.new("L", (w, h), tone)
    paper = Image.blend(base, noise, 0.18)
    # darken where ink is: multiply
    from PIL import ImageChops
    out = ImageChops.multiply(paper.point(lambda v: min(255, v + 20)), img)
    # specks
    d = ImageDraw.Draw(out)
    for _ in range(260):
        x, y = rnd.randrange(w), rnd.randrange(h)
        r = rnd.choice([1, 1, 2, 2, 3])
        d.ellipse([x, y, x + r, y + r], fill=rnd.randint(60, 150))
    # a faint scanner edge shadow on the left
    for i in range(40):
        d.line([(i, 0), (i, h)], fill=int(140 + i * 2.2))
    return out


class Sheet:
    def __init__(self, size_pt=A4):
        self.w, self.h = px(size_pt[0]), px(size_pt[1])
        self.img = Image.new("L", (self.w, self.h), 255)
        self.d = ImageDraw.Draw(self.img)

    def text(self, x_pt, y_pt, s, f, anchor="la"):
        self.d.text((px(x_pt), px(y_pt)), s, font=f, fill=20, anchor=anchor)

    def hline(self, x1, x2, y, wdt=2):
        self.d.line([(px(x1), px(y)), (px(x2), px(y))], fill=30, width=wdt)

    def vline(self, x, y1, y2, wdt=2):
        self.d.line([(px(x), px(y1)), (px(x), px(y2))], fill=30, width=wdt)


FL_SCHED_HDR = ["Excess", "Applies to", "Amount"]
FL_SCHED = [
    ["Compulsory excess", "All claims except glass", "£250"],
    ["Voluntary excess", "All claims except glass", "£150"],
    ["Windscreen replacement", "Glass replacement claims", "£115"],
    ["Windscreen repair", "Glass repair claims", "£25"],
    ["Additional excess if driver under 21", "Accidental damage claims", "£500"],
    ["Additional excess if driver aged 21 to 24", "Accidental damage claims", "£250"],
    ["Non-approved repairer", "Accidental damage claims", "£200"],
]


def scan_motor_schedule():
    fname = "scan-fenwick-lowe-motor-schedule-FLM-PC-0093127.png"
    sh = Sheet()
    F = lambda pt, b=False: font("DejaVuSansCondensed-Bold.ttf" if b else "DejaVuSansCondensed.ttf", pt)  # noqa: E731
    sh.text(56, 60, "FENWICK & LOWE", F(14, True))
    sh.text(56, 84, "Private Car Policy – Schedule", F(12))
    y = 120
    for k, v in [("Policy number", "FLM-PC-0093127"), ("Policyholder", "Mr Tobias Wrenn"),
                 ("Vehicle", "2021 Skoda Octavia Estate 1.5 TSI, registration WF21 KXT"),
                 ("Cover", "Comprehensive, social, domestic and pleasure including commuting"),
                 ("Period", "12 August 2025 to 11 August 2026")]:
        sh.text(56, y, k, F(10.5, True))
        sh.text(170, y, v, F(10.5))
        y += 17
    y += 14
    sh.text(56, y, "Excesses", F(12, True))
    y += 22
    x = [50, 288, 458, 540]
    top = y
    rowh = 27
    sh.hline(x[0], x[3], y, 2)
    for i, cell in enumerate(FL_SCHED_HDR):
        if i == 2:
            sh.text(x[3] - 6, y + 7, cell, F(10.5, True), anchor="ra")
        else:
            sh.text(x[i] + 6, y + 7, cell, F(10.5, True))
    y += rowh
    sh.hline(x[0], x[3], y, 2)
    for r in FL_SCHED:
        sh.text(x[0] + 6, y + 7, r[0], F(10.5))
        sh.text(x[1] + 6, y + 7, r[1], F(10.5))
        sh.text(x[3] - 6, y + 7, r[2], F(10.5), anchor="ra")
        y += rowh
        sh.hline(x[0], x[3], y, 2)
    for xx in (x[0], x[3]):  # boxed and ruled between rows; no internal column rules
        sh.vline(xx, top, y, 2)
    y += 18
    for line in ["The compulsory and voluntary excesses are added together. Any additional excess for young",
                 "drivers is payable in addition. Glass excesses apply instead of the excesses above when the",
                 "claim is for glass only."]:
        sh.text(56, y, line, F(9.5))
        y += 14
    sh.text(56, 790, "FLM/SCH/25   Issued 30 July 2025", F(8))
    img = degrade(sh.img, 101, 0.7)
    img.save(os.path.join(OUT, fname), optimize=False, dpi=(DPI, DPI))
    keyed = {1: "flsch.1", 2: "flsch.2", 3: "flsch.3", 4: "flsch.4", 5: "flsch.5", 6: "flsch.6", 7: "flsch.7"}
    for idx, sym in keyed.items():
        cells = FL_SCHED[idx - 1]
        key(sym, fname, "table_row", " ".join(cells), heading="Excesses", scanned=True,
            table={"caption": "Excesses", "row": idx, "cells": dict(zip(FL_SCHED_HDR, cells))})


RENT_HDR = ["Period", "From", "To", "Annual rent", "Quarterly instalment"]
RENT = [
    ["1", "01/07/2022", "30/06/2025", "£46,500.00", "£11,625.00"],
    ["2", "01/07/2025", "30/06/2028", "£49,800.00", "£12,450.00"],
    ["3", "01/07/2028", "30/06/2031", "£53,300.00", "£13,325.00"],
    ["4", "01/07/2031", "30/06/2034", "£57,050.00", "£14,262.50"],
    ["5", "01/07/2034", "30/06/2037", "£61,000.00", "£15,250.00"],
]


def scan_rent_schedule():
    fname = "scan-lease-rent-schedule-unit4.pdf"
    sh = Sheet()
    F = lambda pt, b=False: font("DejaVuSerif-Bold.ttf" if b else "DejaVuSerif.ttf", pt)  # noqa: E731
    sh.text(60, 70, "RENT SCHEDULE", F(15, True))
    sh.text(60, 94, "Annexed to the Lease of Unit 4, Harrow Mill Business Park, Wrenfield", F(11))
    sh.text(60, 110, "dated 24 June 2022 between Tarnwell Properties LLP and Quillon Print Limited", F(11))
    y = 150
    xs = [(60, "l"), (118, "l"), (210, "l"), (400, "r"), (535, "r")]
    for (xx, al), cell in zip(xs, RENT_HDR):
        sh.text(xx, y, cell, F(10.5, True), anchor="la" if al == "l" else "ra")
    y += 26
    for r in RENT:
        for (xx, al), cell in zip(xs, r):
            sh.text(xx, y, cell, F(10.5), anchor="la" if al == "l" else "ra")
        y += 22
    y += 16
    for line in ["The annual rent for each Period is payable by equal quarterly instalments in advance",
                 "on the Usual Quarter Days. Service charge and Insurance Rent are payable in addition."]:
        sh.text(60, y, line, F(9.5))
        y += 15
    y += 30
    sh.text(60, y, "Signed for the Landlord ..............................", F(9.5))
    sh.text(330, y, "Signed for the Tenant ..............................", F(9.5))
    img = degrade(sh.img, 202, -1.1)
    jb = io.BytesIO()
    img.save(jb, format="JPEG", quality=82, dpi=(DPI, DPI))
    jb.seek(0)
    from reportlab.lib.utils import ImageReader
    c = rl_canvas.Canvas(os.path.join(OUT, fname), pagesize=A4, invariant=1)
    c.setTitle("Scan 0007")
    c.setCreator("ScanStation 4200")
    c.drawImage(ImageReader(jb), 0, 0, width=A4[0], height=A4[1])
    c.showPage()
    c.save()
    keyed = {1: "rent.1", 2: "rent.2", 3: "rent.3", 4: "rent.4", 5: "rent.5"}
    for idx, sym in keyed.items():
        cells = RENT[idx - 1]
        key(sym, fname, "table_row", " ".join(cells), heading="RENT SCHEDULE", scanned=True,
            table={"caption": "RENT SCHEDULE", "row": idx, "cells": dict(zip(RENT_HDR, cells))})


INV_HDR = ["Item", "Description", "Age", "Replacement cost", "Agreed"]
INV = [
    ["1", ["Three-seater sofa, grey fabric,", "water staining to base and rear legs"], "4 yrs", "£1,240.00",
     "£1,240.00"],
    ["2", ["Oak sideboard, swollen veneer at", "plinth; matching TV unit undamaged"], "6 yrs", "£780.00", "£780.00"],
    ["3", ["Wool rug 200 x 290 cm, dye run"], "3 yrs", "£465.00", "£465.00"],
    ["4", ["Laptop computer, liquid ingress", "to keyboard, not repairable"], "2 yrs", "£899.00", "£629.30"],
    ["5", ["Paperback books, approx. 60 items,", "swollen and stained"], "Various", "£420.00", "£210.00"],
]


def scan_inventory():
    fname = "scan-contents-inventory-BHI-CL-204417.png"
    sh = Sheet()
    F = lambda pt, b=False: font("DejaVuSans-Bold.ttf" if b else "DejaVuSans.ttf", pt)  # noqa: E731
    sh.text(54, 64, "VALLANCE & CO  –  Chartered Loss Adjusters", F(13, True))
    sh.text(54, 86, "Contents inventory – claim BHI-CL-204417 – Penhallow, 7 Kestrel Row, Ambleford", F(10))
    sh.text(54, 102, "Inspected 06/02/2025 by I. Vallance", F(10))
    y = 134
    x = [54, 90, 300, 360, 460, 545]
    top = y
    sh.hline(x[0], x[-1], y, 3)
    hdr_h = 34
    sh.text(x[0] + 5, y + 7, INV_HDR[0], F(10, True))
    sh.text(x[1] + 5, y + 7, INV_HDR[1], F(10, True))
    sh.text(x[2] + 5, y + 7, INV_HDR[2], F(10, True))
    sh.text(x[4] - 5, y + 7, "Replacement", F(10, True), anchor="ra")
    sh.text(x[4] - 5, y + 20, "cost", F(10, True), anchor="ra")
    sh.text(x[5] - 5, y + 7, INV_HDR[4], F(10, True), anchor="ra")
    y += hdr_h
    sh.hline(x[0], x[-1], y, 3)
    for r in INV:
        lines = r[1]
        h = 12 + 14 * len(lines)
        sh.text(x[0] + 5, y + 6, r[0], F(10))
        for i, ln in enumerate(lines):
            sh.text(x[1] + 5, y + 6 + 14 * i, ln, F(10))
        sh.text(x[2] + 5, y + 6, r[2], F(10))
        sh.text(x[4] - 5, y + 6, r[3], F(10), anchor="ra")
        sh.text(x[5] - 5, y + 6, r[4], F(10), anchor="ra")
        y += h
        sh.hline(x[0], x[-1], y, 1)
    sh.hline(x[0], x[-1], y, 3)
    for xx in x:
        sh.vline(xx, top, y, 2)
    y += 8
    sh.text(x[4] - 5, y + 4, "Total agreed", F(10, True), anchor="ra")
    sh.text(x[5] - 5, y + 4, "£3,324.30", F(10, True), anchor="ra")
    y += 40
    for line in ["Laptop and books settled at indemnity (age and condition). Matching TV unit not included;",
                 "see insurer's decision on General condition 11."]:
        sh.text(54, y, line, F(9.5))
        y += 14
    img = degrade(sh.img, 303, 0.45)
    img.save(os.path.join(OUT, fname), optimize=False, dpi=(DPI, DPI))
    keyed = {1: "inv.1", 2: "inv.2", 3: "inv.3", 4: "inv.4", 5: "inv.5"}
    for idx, sym in keyed.items():
        r = INV[idx - 1]
        cells = [r[0], " ".join(r[1]), r[2], r[3], r[4]]
        key(sym, fname, "table_row", " ".join(cells), heading="Contents inventory", scanned=True,
            table={"caption": "Contents inventory – claim BHI-CL-204417", "row": idx,
                   "cells": dict(zip(INV_HDR, cells))})


# --------------------------------------------------------------------------------------------
# questions (answer = symbolic key)
# --------------------------------------------------------------------------------------------

QUESTIONS = [
    ("What happens to theft and escape of water cover if the house is left empty for over two months?",
     "home.gc3"),
    ("Will we pay to replace undamaged kitchen units that no longer match the repaired ones?", "home.gc11"),
    ("How much is the escape of water excess on the Brackenridge home policy?", "home.s1.eow"),
    ("Customer was away in January with the heating off and pipes froze - what did they need to do?",
     "home.gc12"),
    ("If the buildings sum insured is too low, how do we reduce the settlement?", "home.gc10"),
    ("How long does a home customer have to tell us about a move or planned building works?", "home.gc2"),
    ("Does the home policy exclude damage from gradual deterioration or rot?", "home.ge.wear"),
    ("What is the subsidence excess on the home buildings section?", "home.s1.subs"),
    ("Within how many hours must a theft at home be reported to police?", "home.gc6"),
    ("Can the policyholder sue us over the amount before arbitration finishes?", "home.gc13"),
    ("What admin fee applies if a home customer cancels after the cooling-off period?", "home.gc8"),
    ("How is 'unoccupied' defined in the Brackenridge wording?", "home.def.unocc"),
    ("Are we on risk if a friend who isn't on the certificate was driving the car?", "motor.11a"),
    ("Is there cover if a learner was driving alone without a supervisor?", "motor.11c"),
    ("Does the motor policy pay for misfuelling, and up to what amount?", "motor.9d"),
    ("Is a food delivery driver covered while delivering for pay?", "motor.10a"),
    ("When does a nearly new car get replaced with a brand new one?", "motor.4c"),
    ("What is the third-party property damage limit on the private car policy?", "motor.3b"),
    ("How quickly must the policyholder tell Fenwick & Lowe about an accident?", "motor.12a"),
    ("Is theft covered if the keys were left in the car?", "motor.13"),
    ("Do we give a courtesy car when the vehicle is written off?", "motor.6"),
    ("Does a windscreen claim affect the no claims discount?", "motor.5b"),
    ("How does the motor wording define market value?", "motor.def.mv"),
    ("Is a driver who refuses a breath test covered?", "motor.11d"),
    ("What special limit applies to theft of jewelry under the HO-3?", "ho3.C2d"),
    ("How much cash is covered under Coverage C?", "ho3.C2a"),
    ("Is sewer backup excluded under the Keystone homeowners form?", "ho3.exA3"),
    ("How long does the insured have to return a sworn proof of loss?", "ho3.condB4"),
    ("What is the Coverage B limit as a share of the dwelling limit?", "ho3.B1"),
    ("Under the Keystone HO-3 form, how long after the loss can the insured claim the replacement cost holdback?", "ho3.condC2"),
    ("Does the HO-3 pay additional living expenses while the house is uninhabitable?", "ho3.D1"),
    ("Is sinkhole damage covered on the Keystone form?", "ho3.exA2"),
    ("What coinsurance percentage is needed for full replacement cost on the dwelling?", "ho3.condC1"),
    ("What are the insured's duties to protect the property after a loss?", "ho3.condB2"),
    ("What does the travel policy mean by excess?", "travel.def.excess"),
    ("Which countries count as the home area on the Saltmarsh travel policy?", "travel.def.home"),
    ("What is the maximum length of a single trip on an annual travel policy?", "travel.def.trip"),
    ("Is a grandparent a close relative for travel cancellation?", "travel.def.close"),
    ("How far back does the travel policy look for pre-existing conditions?", "travel.def.pmc"),
    ("What is the medical expenses limit per person on the travel policy?", "travel.sum.1"),
    ("What is the single article limit for baggage on travel claims?", "travel.sum.4"),
    ("Is a camera stolen from a hire car boot covered under baggage?", "travel.3.4"),
    ("How long does the traveller have to report a theft to local police?", "travel.3.5"),
    ("Are claims caused by drinking excluded on the travel policy?", "travel.ge.alcohol"),
    ("What is the sum insured for stock at Millbeck Joinery?", "acc.md.4"),
    ("What excess applies to a subsidence claim on the Millbeck Joinery schedule?", "acc.md.6"),
    ("What is the indemnity period for gross profit on ACC-448210?", "acc.bi.1"),
    ("What does the dust extraction endorsement require?", "acc.end.ac14"),
    ("What is the buildings sum insured for premises 001 at Harrow Mill?", "apo.1"),
    ("What is the excess for Flats 1-6 Beacon Court?", "apo.5"),
    ("What must Tarnwell do if one of its units is empty for more than a month?", "apo.po3"),
    ("What is the loss of rent sum insured for 12-14 Cooper Street?", "apo.3"),
    ("How long can the tenant's rent be suspended after insured damage to Unit 4?", "lease.7.4"),
    ("What share of the premium does the tenant pay as insurance rent in year one?", "lease.7.2"),
    ("When can Quillon Print break the lease?", "lease.12.1"),
    ("What is the total loss threshold in version 4 of the motor claims manual?", "manual.v4.3.2"),
    ("Under the v3 manual, what was a handler's settlement authority without referral?", "manual.v3.5.2"),
    ("How many days of courtesy car does the current manual allow?", "manual.v4.4.1"),
    ("Under the old v3 manual, how fast did injury claims go to the injury team?", "manual.v3.6.1"),
    ("In the decision letter, which repairs did we accept for Mrs Penhallow and what net amount was offered for them?", "letter.p2"),
    ("Which policy exclusion did the decision letter rely on to refuse the basin pedestal?", "letter.p4"),
    ("What did the field adjuster find on the Hutchins roof at first inspection?", "kp.e1"),
    ("What hail deductible applies on claim KP-31544?", "kp.e2"),
    ("How much was the ACV payment on KP-31544 and who was on the check?", "kp.e5"),
    ("What did the adjuster record at the 6 February site visit on BHI-CL-204417?", "bhi.e2"),
    ("When was the drying certificate issued on the Kestrel Row claim?", "bhi.e4"),
    ("What caused the Harrow Mill fire according to the loss adjuster?", "acl.e3"),
    ("What interim payment was authorised on ACL-55170?", "acl.e5"),
    ("What did the broker ask for in her latest e-mail about Harrow Mill?", "email.3"),
    ("When is the loss adjuster visiting Harrow Mill, per Ardent's reply to the broker?", "email.2"),
    ("What is the voluntary excess on Mr Wrenn's car policy?", "flsch.2"),
    ("How much extra excess does a driver under 21 pay on FLM-PC-0093127?", "flsch.5"),
    ("What is the windscreen replacement excess on the Wrenn schedule?", "flsch.3"),
    ("What is the excess if Mr Wrenn uses his own garage instead of an approved repairer?", "flsch.7"),
    ("What annual rent does the lease rent schedule set for the period starting July 2028?", "rent.3"),
    ("What is the quarterly rent instalment in the fourth rent period?", "rent.4"),
    ("When does the first rent period at Harrow Mill end and what was the rent?", "rent.1"),
    ("What value was agreed for the laptop on the Penhallow inventory?", "inv.4"),
    ("How much was agreed for the books on the contents inventory?", "inv.5"),
    ("What was the replacement cost of the sofa on the BHI-CL-204417 inventory?", "inv.1"),
    ("What did we tell Mrs Hutchins about whether her detached garage is covered?", "kp.e3"),
    ("What was the garage roof estimate on KP-31544?", "kp.e4"),
    ("When is the next diary date on the Hutchins claim and what is it for?", "kp.e6"),
    ("How much was the emergency plumber's invoice on the Penhallow escape of water?", "bhi.e1"),
    ("What initial loss of rent reserve was set on ACL-55170?", "acl.e2"),
    ("What is the builder's reinstatement estimate for Unit 4 and how long will the works take?", "acl.e6"),
    ("In her first e-mail, what did Dana Whitcombe ask Ardent to tell her?", "email.1"),
    ("What payment method does the Unit 4 lease require for the rent?", "lease.4.1"),
    ("Must the tenant tell the landlord about something that could lead to an insurance claim?", "lease.7.6"),
    ("What repair-cost percentage made a car a total loss under manual version 3?", "manual.v3.3.2"),
    ("What reserve must be set straight away on a third-party injury claim under the current manual?",
     "manual.v4.6.1"),
    ("Is a tenant doing spray painting at a Tarnwell property a problem for cover?", "apo.po7"),
    ("What is the increased cost of working limit for Millbeck Joinery?", "acc.bi.2"),
    ("Which causes of delay qualify for the travel delayed departure benefit?", "travel.4.1"),
    ("What is the excess on a delayed departure claim?", "travel.sum.5"),
    ("What is the personal liability limit per person on the Saltmarsh policy?", "travel.sum.6"),
    ("What is the per-person limit for cancellation cover on the travel policy?", "travel.sum.2"),
    ("When does a traveller have to call emergency assistance before treatment abroad?", "travel.1.3"),
    ("Does the travel liability section pay for damage to a rented villa?", "travel.5.3"),
    ("How does Keystone define actual cash value?", "ho3.def.acv"),
    ("What can we do if a home contents claim turns out to be fraudulently exaggerated?", "home.gc4"),
    ("Is the car covered if a family member takes it without permission?", "motor.9c"),
    ("What is the compulsory excess on FLM-PC-0093127?", "flsch.1"),
    ("Can we bring a recovery action in the home policyholder's name after paying a claim?", "home.gc7"),
    ("Is subsidence one of the insured risks under the Harrow Mill lease?", "lease.1.1a"),
]


# --------------------------------------------------------------------------------------------


def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        os.remove(os.path.join(OUT, f))
    gen_home_wording()
    gen_motor_wording()
    gen_ho3()
    gen_travel()
    gen_commercial_ruled()
    gen_commercial_unruled()
    gen_lease()
    gen_manual(3)
    gen_manual(4)
    gen_letter()
    gen_notes()
    gen_eml()
    scan_motor_schedule()
    scan_rent_schedule()
    scan_inventory()

    ids = {}
    with open(os.path.join(HERE, "answer_key.jsonl"), "w", encoding="utf-8") as f:
        for i, k in enumerate(KEYS, 1):
            kid = f"K{i:03d}"
            assert k["sym"] not in ids, k["sym"]
            ids[k["sym"]] = kid
            rec = {"id": kid, "file": k["file"], "page": k["page"], "kind": k["kind"], "heading": k["heading"],
                   "clause": k["clause"], "entry": k["entry"], "text": k["text"], "table": k["table"],
                   "scanned": k["scanned"], "ends_on_page": k["ends_on_page"]}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for i, (q, sym) in enumerate(QUESTIONS, 1):
            f.write(json.dumps({"id": f"Q{i:02d}", "question": q, "answer": ids[sym]}, ensure_ascii=False)
                    + "\n")
    print(f"{len(os.listdir(OUT))} documents, {len(KEYS)} key passages, {len(QUESTIONS)} questions")


if __name__ == "__main__":
    sys.exit(main())
