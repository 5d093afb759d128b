"""Generate blind ingest corpus 9 (documents/, answer_key.jsonl, questions.jsonl).

Deterministic: reportlab invariant=1, fixed DOCX core properties and zip times, fixed e-mail headers and MIME
boundary, seeded noise for scans.
Run: ../../.venv/bin/python generate.py
"""
import datetime
import email.policy
import email.utils
import io
import json
import os
import re
import shutil
import textwrap
import zipfile
from email.charset import QP, Charset
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from html import escape as hesc
from xml.sax.saxutils import escape

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageDraw, ImageFilter, ImageFont
from reportlab import rl_config
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.fonts import addMapping
from reportlab.lib.pagesizes import A4, landscape, letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.platypus import (BaseDocTemplate, Frame, PageTemplate, Paragraph, Spacer, Table, TableStyle)

rl_config.invariant = 1
HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = os.path.join(HERE, "documents")
DJ = "/usr/share/fonts/truetype/dejavu"
RLF = os.path.join(os.path.dirname(rl_config.__file__), "fonts")

for name, fn in [("Vera", os.path.join(RLF, "Vera.ttf")), ("Vera-Bold", os.path.join(RLF, "VeraBd.ttf")),
                 ("Vera-Italic", os.path.join(RLF, "VeraIt.ttf")), ("Vera-BoldItalic", os.path.join(RLF, "VeraBI.ttf")),
                 ("DJCond", os.path.join(DJ, "DejaVuSansCondensed.ttf")),
                 ("DJCond-Bold", os.path.join(DJ, "DejaVuSansCondensed-Bold.ttf")),
                 ("DJSerifC", os.path.join(DJ, "DejaVuSerifCondensed.ttf")),
                 ("DJSerifC-Bold", os.path.join(DJ, "DejaVuSerifCondensed-Bold.ttf")),
                 ("DJSerifC-Italic", os.path.join(DJ, "DejaVuSerifCondensed-Italic.ttf")),
                 ("DJSerifC-BoldItalic", os.path.join(DJ, "DejaVuSerifCondensed-BoldItalic.ttf"))]:
    pdfmetrics.registerFont(TTFont(name, fn))
for fam in ("Vera", "DJSerifC"):
    addMapping(fam, 0, 0, fam)
    addMapping(fam, 1, 0, fam + "-Bold")
    addMapping(fam, 0, 1, fam + "-Italic")
    addMapping(fam, 1, 1, fam + "-BoldItalic")
addMapping("DJCond", 0, 0, "DJCond")
addMapping("DJCond", 1, 0, "DJCond-Bold")
addMapping("DJCond", 0, 1, "DJCond")
addMapping("DJCond", 1, 1, "DJCond-Bold")

KEYS = []
EURO = "\u20ac"


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


class NS(Paragraph):
    """A paragraph that is never split over a frame or page break."""

    def split(self, availWidth, availHeight):
        return []


def tag(flowable, *keys):
    flowable._keys = list(keys)
    return flowable


def build_pdf(fname, story, pagesize=A4, columns=1, gap=8 * mm, on_page=None,
              margins=(18 * mm, 18 * mm, 24 * mm, 18 * mm), title="", author="", split=False):
    path = os.path.join(DOCS, fname)
    left, right, top, bottom = margins
    doc = KDoc(path, pagesize=pagesize, leftMargin=left, rightMargin=right, topMargin=top, bottomMargin=bottom,
               invariant=1, allowSplitting=1 if split else 0, title=title, author=author,
               creator="Document production", subject=title)
    W, H = pagesize
    cw = (W - left - right - gap * (columns - 1)) / columns
    frames = [Frame(left + i * (cw + gap), bottom, cw, H - top - bottom, id=f"c{i}", leftPadding=0,
                    rightPadding=0, topPadding=0, bottomPadding=0) for i in range(columns)]
    doc.addPageTemplates([PageTemplate(id="p", frames=frames, onPage=on_page or (lambda c, d: None))])
    doc.build(story)
    resolve_pages(fname)


def resolve_pages(fname):
    """Passages whose flowable was split over a page break: find where they start and end."""
    pend = [k for k in KEYS if k["file"] == "documents/" + fname and k["page"] is None]
    if not pend:
        return
    pdf = pdfium.PdfDocument(os.path.join(DOCS, fname))
    pages = [norm(pdf[i].get_textpage().get_text_range()) for i in range(len(pdf))]
    for k in pend:
        t = k["text"]
        w = t.split(" ")
        for i in range(len(pages) - 1):
            hit = [j for j in range(1, len(w)) if " ".join(w[:j]) in pages[i] and " ".join(w[j:]) in pages[i + 1]]
            if hit:
                k["page"], k["ends_on_page"] = i + 1, i + 2
                break
        else:
            raise SystemExit(f"cannot place split passage {t[:60]}")


def S(name, font, size, lead=None, **kw):
    return ParagraphStyle(name, fontName=font, fontSize=size, leading=lead or size * 1.28, **kw)


def e(s):
    return escape(s)


# ---------------------------------------------------------------------------------------------------------------
# Scans: drawn with Pillow in RGB on tinted paper; fonts Bitstream Vera, Courier (Type 1), Pillow's own Aileron and
# Times (Type 1); then a perspective warp, rotation, uneven lighting, salt-and-pepper noise, blur and JPEG.
# ---------------------------------------------------------------------------------------------------------------
SCANFONTS = {
    "vera": os.path.join(RLF, "Vera.ttf"), "vera-bold": os.path.join(RLF, "VeraBd.ttf"),
    "courier": os.path.join(RLF, "com_____.pfb"), "courier-bold": os.path.join(RLF, "cob_____.pfb"),
    "times": os.path.join(RLF, "_er_____.pfb"), "times-bold": os.path.join(RLF, "_eb_____.pfb"),
}


def sfont(kind, size):
    if kind.startswith("aileron"):
        return ImageFont.load_default(size=size)
    return ImageFont.truetype(SCANFONTS[kind], size)


def wrap_px(d, text, font, width):
    out, cur = [], ""
    for w in text.split(" "):
        t = (cur + " " + w).strip()
        if d.textlength(t, font=font) <= width or not cur:
            cur = t
        else:
            out.append(cur)
            cur = w
    out.append(cur)
    return out


def draw_scan(size, paper, letterhead, cols, head, rows, font, rules, cell=30, footer=(), bold_rows=()):
    """cols: list of (width, align) ; rows: list of cell lists; rules: grid | none | hrules | vrules."""
    img = Image.new("RGB", size, paper)
    d = ImageDraw.Draw(img)
    x0, y = 130, 120
    for text, sz, bold, align in letterhead:
        f = sfont(font + ("-bold" if bold and not font.startswith("aileron") else ""), sz)
        if text:
            if align == "r":
                d.text((size[0] - 130 - d.textlength(text, font=f), y), text, font=f, fill=(25, 25, 30))
            elif align == "c":
                d.text(((size[0] - d.textlength(text, font=f)) / 2, y), text, font=f, fill=(25, 25, 30))
            else:
                d.text((x0, y), text, font=f, fill=(25, 25, 30))
        y += int(sz * 1.5)
    y += 26
    xs = [x0]
    for w, _ in cols:
        xs.append(xs[-1] + w)
    f = sfont(font, cell)
    fb = sfont(font if font.startswith("aileron") else font + "-bold", cell)
    lh = int(cell * 1.3)
    pad = 14
    top = y
    lines_y = [y]

    def put(cells, yy, ff):
        height = 1
        for i, c in enumerate(cells):
            w, al = cols[i]
            parts = wrap_px(d, c, ff, w - 2 * pad) if c else [""]
            height = max(height, len(parts))
            for j, part in enumerate(parts):
                ty = yy + pad + j * lh
                if al == "r":
                    d.text((xs[i + 1] - pad - d.textlength(part, font=ff), ty), part, font=ff, fill=(20, 20, 28))
                else:
                    d.text((xs[i] + pad, ty), part, font=ff, fill=(20, 20, 28))
        return height * lh + 2 * pad

    y += put(head, y, fb)
    lines_y.append(y)
    for r in rows:
        y += put(r, y, fb if r in bold_rows else f)
        lines_y.append(y)
    ink = (45, 45, 55)
    if rules == "grid":
        for yy in lines_y:
            d.line([(xs[0], yy), (xs[-1], yy)], fill=ink, width=2)
        for x in xs:
            d.line([(x, top), (x, y)], fill=ink, width=2)
    elif rules == "hrules":
        d.rectangle([xs[0], top, xs[-1], y], outline=ink, width=3)
        for yy in lines_y[1:-1]:
            d.line([(xs[0], yy), (xs[-1], yy)], fill=ink, width=1)
    elif rules == "vrules":
        d.rectangle([xs[0], top, xs[-1], y], outline=ink, width=2)
        for x in xs[1:-1]:
            d.line([(x, top), (x, y)], fill=ink, width=2)
    y += 50
    for text, sz in footer:
        ff = sfont(font, sz)
        d.text((x0, y), text, font=ff, fill=(40, 40, 50))
        y += int(sz * 1.6)
    return img, d, y


def perspective_coeffs(src, dst):
    m = []
    for (x, y), (u, v) in zip(dst, src):
        m.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        m.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    a = np.array(m, dtype=np.float64)
    b = np.array([c for p in src for c in p], dtype=np.float64)
    return np.linalg.solve(a, b).tolist()


def age_scan(img, seed, angle, keystone, light, salt, blur, jpeg, paper):
    rng = np.random.default_rng(seed)
    W, H = img.size
    k = keystone
    dst = [(k * W, 0), (W - k * W * 0.4, k * H * 0.2), (W, H), (0, H - k * H * 0.3)]
    img = img.transform((W, H), Image.PERSPECTIVE, perspective_coeffs([(0, 0), (W, 0), (W, H), (0, H)], dst),
                        resample=Image.BICUBIC, fillcolor=paper)
    img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=paper)
    a = np.asarray(img).astype(np.float32)
    yy, xx = np.mgrid[0:H, 0:W]
    cx, cy = W * light[0], H * light[1]
    r = np.sqrt(((xx - cx) / W) ** 2 + ((yy - cy) / H) ** 2)
    a = a - (r * light[2])[:, :, None]
    a = a + rng.normal(0, 6, a.shape[:2])[:, :, None]
    n = int(W * H * salt)
    py, px = rng.integers(0, H, n), rng.integers(0, W, n)
    a[py, px] = 35
    py, px = rng.integers(0, H, n), rng.integers(0, W, n)
    a[py, px] = 250
    a = np.clip(a, 0, 255).astype(np.uint8)
    img = Image.fromarray(a, "RGB").filter(ImageFilter.GaussianBlur(blur))
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=jpeg, subsampling=2)
    buf.seek(0)
    return Image.open(buf).convert("RGB"), buf.getvalue()


def scan_pdf(fname, jpeg_bytes, pagesize):
    from reportlab.lib.utils import ImageReader
    c = rl_canvas.Canvas(os.path.join(DOCS, fname), pagesize=pagesize, invariant=1)
    c.setTitle("")
    c.setAuthor("")
    c.setCreator("Scan to PDF")
    c.drawImage(ImageReader(io.BytesIO(jpeg_bytes)), 0, 0, width=pagesize[0], height=pagesize[1])
    c.showPage()
    c.save()


def scan_rows(fname, heading, rows):
    for r, q in rows:
        add(fname, "table_row", " ".join(c for c in r if c), heading=heading, table=list(r), scanned=True, q=q)


# ---------------------------------------------------------------------------------------------------------------
# A. Casavella Overseas Homes Insurance Ltd (UK insurer; holiday homes in Spain, Portugal and France)
# ---------------------------------------------------------------------------------------------------------------
def casavella_wording():
    F = "casavella-overseas-holiday-home-wording-COH26.pdf"
    TERRA = colors.HexColor("#9c4a2f")
    hs = S("cvh", "Helvetica-Bold", 9.6, 12, textColor=TERRA, spaceBefore=7, spaceAfter=3)
    ct = S("cvct", "Helvetica-Bold", 8.2, 10.2, spaceBefore=3)
    body = S("cvb", "Helvetica", 8.2, 10.2, spaceAfter=3)
    story = []

    def heading(h):
        story.append(Paragraph(e(h), hs))
        return h

    def para(h, text, q=None):
        k = add(F, "paragraph", text, heading=h, page=None, q=q)
        story.append(tag(Paragraph(e(text), body), k))

    def defn(h, term, local, rest, q=None):
        k = add(F, "definition", f"{term} ({local}) {rest}", heading=h, page=None, q=q)
        story.append(tag(Paragraph(f"<b>{e(term)}</b> (<i>{e(local)}</i>) {e(rest)}", body), k))

    def clause(h, num, title, text, q=None):
        k = add(F, "clause", text, heading=h, clause=num, page=None, q=q)
        story.append(Paragraph(f"{e(num)}&nbsp;&nbsp;{e(title)}", ct))
        story.append(tag(Paragraph(e(text), body), k))

    h = heading("About this policy / Sobre esta p\u00f3liza")
    para(h, "This policy covers a holiday home you own in Spain, Portugal or France and keep for your own use or let "
         "to paying guests. It is a contract under the law of England and Wales and is written in English; the "
         "Spanish headings are there to help local agents and contractors and do not change the meaning.",
         q="holiday home abroad policy - which law governs, english or spanish?")
    para(h, "Read the schedule with this wording. The schedule shows the sums insured in euros, the excesses, the "
         "letting use we have agreed and any endorsements. Where the schedule or an endorsement says something "
         "different from this wording, the schedule or endorsement applies.")
    h = heading("Definitions / Definiciones")
    defn(h, "Holiday home", "vivienda", "means the private dwelling at the address in the schedule, with its "
         "swimming pool, terraces, boundary walls, gates and fixed outbuildings, all on the land registered with it.",
         q="villa boundary wall and gates - part of the holiday home?")
    defn(h, "Contents", "contenido", "means furniture, household goods, linen and kitchen equipment that you own and "
         "keep in the holiday home for guests and family. Money, jewellery and vehicles are not contents.",
         q="is jewellery left at the villa contents?")
    defn(h, "Letting period", "periodo de alquiler", "means any time the holiday home is let to paying guests "
         "through you, a managing agent or a booking platform, including the day guests arrive and the day they "
         "leave.", q="does the letting period include changeover/departure day")
    defn(h, "Key holder", "custodio de llaves", "means a person living within 25 kilometres of the holiday home who "
         "keeps a set of keys and has agreed to visit it for you.", q="key holder has to live how far from the villa")
    defn(h, "Unoccupied", "deshabitada", "means not lived in overnight by you, your family or paying guests for more "
         "than 60 nights in a row.", q="o/seas holiday home - unoccupied after how many nights")
    defn(h, "Winter period", "temporada de invierno", "means 1 November to 31 March.",
         q="winter period dates on the overseas home policy")
    defn(h, "Managing agent", "agencia gestora", "means a business you appoint to market the holiday home, take "
         "bookings, clean it or look after it between lets.")
    defn(h, "Tourist licence", "licencia tur\u00edstica", "means the registration number a regional or local "
         "authority issues for short-term holiday letting, such as a VT number in the Valencian Community or a "
         "registration number from a French mairie.", q="what counts as a tourist licence - VT number?")

    h = heading("Section 1 \u2013 Buildings / Secci\u00f3n 1 \u2013 Edificio")
    clause(h, "1.1", "What is covered", "We cover the holiday home against physical loss or damage caused by fire, "
           "lightning, explosion, storm, flood, escape of water or oil, theft or attempted theft, malicious damage, "
           "impact and falling trees, up to the buildings sum insured.",
           q="insured perils for the villa buildings section")
    clause(h, "1.2", "Escape of water", "We pay to repair damage caused by water escaping from a fixed tank, pipe, "
           "boiler, solar water heater or pool circulation system, and up to \u20ac3,000 to find the leak and make "
           "good the wall, floor or tiling we had to open. We do not pay to repair the part that failed, or for water "
           "escaping while the holiday home is unoccupied.",
           q="EoW spain villa - do we pay for the burst pipe itself? trace & access limit")
    clause(h, "1.3", "Storm and torrential rain", "Storm means winds of 80 km/h or more, or rainfall of at least 40 "
           "litres per square metre in 24 hours, as recorded by the national weather agency (AEMET or M\u00e9t\u00e9o-"
           "France) station nearest the holiday home. We do not cover damage by storm to awnings, pergolas, shade "
           "sails or fences.", q="gota fria - how much rain counts as storm? pergola damaged")
    clause(h, "1.4", "Forest fire evacuation", "If the civil protection authority orders you, your guests or your key "
           "holder to leave because of a forest fire, we pay up to \u20ac1,000 for cleaning ash and smoke from the "
           "holiday home even if fire has not damaged it.", q="wildfire evac, ash cleaning but no fire damage - covered?")
    clause(h, "1.5", "Swimming pool", "We cover the pool shell, liner, pump, filter and fixed pool cover against the "
           "same events as the holiday home. We do not pay for frost damage to pool equipment, or for damage caused "
           "by pool chemicals or by emptying the pool.", q="pool liner damaged when pool emptied - covered?")
    clause(h, "1.6", "Theft or damage by guests", "Theft or malicious damage by paying guests is covered during a "
           "letting period only if the booking was made through your managing agent or a booking platform that checks "
           "guests' identity, and the most we pay for any one letting is \u20ac5,000.",
           q="guests trashed the villa, private booking via facebook - covered? limit per let")
    clause(h, "1.7", "How we settle", "We pay the cost of repairing or rebuilding to the same standard using local "
           "contractors, including Spanish IVA or French TVA where you cannot recover it. If you decide not to "
           "repair, we pay the reduction in market value, but no more than the cost of repair.",
           q="do we pay IVA on the builder's bill? PH not repairing, what do we pay")

    h = heading("Section 2 \u2013 Contents / Secci\u00f3n 2 \u2013 Contenido")
    clause(h, "2.1", "What is covered", "We cover contents in the holiday home against the events listed in 1.1, up "
           "to the contents sum insured. The most we pay for any one item is \u20ac2,500 unless the schedule lists it.",
           q="single item limit contents villa")
    clause(h, "2.2", "Guests' belongings", "Property belonging to paying guests is not covered. Guests should "
           "arrange their own travel insurance.", q="guest's laptop stolen from the villa - on our policy?")
    clause(h, "2.3", "Outdoor furniture", "We cover garden and terrace furniture, barbecues and sun loungers in the "
           "grounds up to \u20ac1,500 in total, but not against theft unless they were in a locked building or "
           "chained to a fixed point.", q="sun loungers stolen from terrace not chained")
    clause(h, "2.4", "Food in freezers", "We pay up to \u20ac400 for food spoiled when a freezer or fridge breaks "
           "down or the mains electricity fails, unless the supplier cut the electricity off because bills were not "
           "paid.", q="freezer food spoilt after power cut, limit?")

    h = heading("Section 3 \u2013 Loss of rent / Secci\u00f3n 3 \u2013 P\u00e9rdida de alquileres")
    clause(h, "3.1", "Booked rent", "If the holiday home cannot be let because of damage covered under Section 1, we "
           "pay the rent from bookings confirmed before the damage happened that you have to cancel or refund, for up "
           "to 12 months and within the loss of rent sum insured.",
           q="cancelled holiday bookings after EoW - which bookings count and how long")
    clause(h, "3.2", "Tourist licence needed", "We only pay loss of rent for lettings that held a valid tourist "
           "licence where the region requires one. Give us the licence number when you claim.",
           q="loss of rent claim - need the licencia turistica number?")
    clause(h, "3.3", "Alternative accommodation", "If you or your family are staying in the holiday home when it "
           "becomes unfit to live in, we pay for comparable hotel accommodation nearby up to \u20ac150 a night and "
           "\u20ac3,000 in all.", q="PH family staying when villa flooded - hotel limit per night")

    h = heading("Section 4 \u2013 Liability / Secci\u00f3n 4 \u2013 Responsabilidad civil")
    clause(h, "4.1", "What is covered", "We cover your legal liability as owner of the holiday home for accidental "
           "injury to anyone, or damage to their property, in the holiday home or its grounds, up to the limit in the "
           "schedule for any one event, plus legal costs we agree to.")
    clause(h, "4.2", "Pool safety", "Liability for accidents in or around the swimming pool is covered only if the "
           "pool area has a fence with a self-closing gate, or a rigid safety cover is in place whenever the pool is "
           "not in use.", q="child hurt in pool, no fence or cover - liability cover?")
    clause(h, "4.3", "Paying guests", "Liability to paying guests is covered during a letting period. It does not "
           "extend to activities you or your agent organise away from the holiday home, such as boat trips or "
           "excursions.", q="agent organised a boat trip for guests and someone got injured - covered?")
    clause(h, "4.4", "Regional minimum cover", "Where regional law requires holiday lets to carry a minimum amount "
           "of liability insurance, the limit under this section will never be less than that minimum. You can show "
           "your schedule to the authority as evidence of cover.",
           q="regional law min liability for holiday lets - does our limit meet it")

    h = heading("General conditions / Condiciones generales")
    clause(h, "GC1", "Key holder", "You must have a key holder at all times and give us their name and telephone "
           "number. Tell us within 14 days if your key holder changes.", q="PH changed key holder - how long to tell us")
    clause(h, "GC2", "Inspections", "When no one is staying in the holiday home, your key holder must inspect it "
           "inside and out at least once every 21 days and keep a written or app record of each visit. If a visit is "
           "missed and a visit on time would have reduced the loss, we may reduce the claim by the amount the earlier "
           "visit would have saved.", q="key holder inspection frequency empty villa + what if missed")
    clause(h, "GC3", "Winter precautions", "During the winter period, whenever no one will stay for more than 7 "
           "nights, turn the water off at the main stopcock and drain the hot water system, or leave the heating set "
           "to at least 7\u00b0C.", q="winter - water off or heating on at what temp overseas home")
    clause(h, "GC4", "Shutters and locks", "When the holiday home is left empty, all outside doors must be locked and "
           "all ground floor shutters (persianas) or grilles closed. Theft without forced entry is not covered.",
           q="persianas left open, theft no forced entry")
    clause(h, "GC5", "Reporting theft", "Report any theft or malicious damage to the Guardia Civil, Polic\u00eda "
           "Nacional, Polic\u00eda Local or Gendarmerie within 48 hours and send us a copy of the report (denuncia or "
           "d\u00e9p\u00f4t de plainte).", q="deadline for the denuncia after theft")
    clause(h, "GC6", "Making a claim", "Tell us about a claim as soon as you can and in any case within 30 days. Do "
           "not start permanent repairs without our agreement, but do take emergency steps to stop further damage; we "
           "pay reasonable emergency costs.", q="notify claim within how many days villa policy; emergency drying ok?")

    h = heading("Exclusions / Exclusiones")
    clause(h, "X1", "Ground movement", "Loss or damage caused by subsidence, heave or landslip, unless it results "
           "from an escape of water covered under 1.2.", q="subsidence from leaking pipe at villa - covered?")
    clause(h, "X2", "Pests and decay", "Damage caused by insects, rodents, termites or processionary caterpillars, "
           "or by rot, damp or condensation.", q="termite damage spain")
    clause(h, "X3", "Long lets", "Any loss while the holiday home is let to the same tenant for more than 90 nights, "
           "unless we have agreed it in writing.", q="villa let to one tenant for winter 4 months - any issue?")
    clause(h, "X4", "Unauthorised works", "Fines, and the cost of putting right work that was done without the "
           "building permission (licencia de obra or d\u00e9claration pr\u00e9alable) the local authority required.")

    def onp(c, d):
        W, H = landscape(A4)
        c.saveState()
        c.setFillColor(TERRA)
        c.rect(0, H - 15 * mm, W, 15 * mm, stroke=0, fill=1)
        c.setFillColor(colors.white)
        c.setFont("Helvetica-Bold", 12)
        c.drawString(14 * mm, H - 9.5 * mm, "CASAVELLA OVERSEAS HOMES INSURANCE LTD")
        c.setFont("Helvetica", 9)
        c.drawRightString(W - 14 * mm, H - 9.5 * mm, "Overseas Holiday Home Policy \u00b7 P\u00f3liza de vivienda "
                          "vacacional \u2013 wording COH-26")
        c.setFillColor(colors.black)
        c.setFont("Helvetica", 7)
        c.drawString(14 * mm, 8 * mm, "Casavella Overseas Homes Insurance Ltd, 3 Wharfside Court, Bristol BS1 6XN. "
                     "Authorised and regulated in the UK. Claims 020 7946 0731.")
        c.drawRightString(W - 14 * mm, 8 * mm, f"COH-26 (09/26)   p\u00e1gina {d.page} de 2 / page {d.page} of 2")
        c.restoreState()

    build_pdf(F, story, pagesize=landscape(A4), columns=3, gap=8 * mm, on_page=onp,
              margins=(14 * mm, 14 * mm, 22 * mm, 14 * mm), title="Overseas Holiday Home Policy COH-26",
              author="Casavella Overseas Homes Insurance Ltd")


def casavella_schedule():
    F = "casavella-schedule-COH-7734021.pdf"
    cell = S("cvs", "DJCond", 9, 11.5)
    cellb = S("cvsb", "DJCond-Bold", 9, 11.5)
    cap = S("cvcap", "DJCond-Bold", 10.5, 14, spaceBefore=10, spaceAfter=4, textColor=colors.HexColor("#9c4a2f"))
    story = [Paragraph("Policy schedule / Condiciones particulares", S("cvt", "DJCond-Bold", 15, 19)),
             Paragraph("Policy number COH-7734021 \u00b7 issued 18 March 2026 \u00b7 replaces all earlier schedules",
                       S("cvt2", "DJCond", 9, 12, spaceAfter=6))]

    def table(caption, header, rows, widths, style):
        story.append(Paragraph(e(caption), cap))
        data, keys = [], []
        if header:
            data.append([Paragraph(e(x), cellb) for x in header])
        for r, q in rows:
            keys.append(add(F, "table_row", " ".join(x for x in r if x), heading=caption, table=list(r), page=None,
                            q=q))
            data.append([Paragraph(e(x), cellb if (i == 0 and style == "label") else cell) for i, x in enumerate(r)])
        t = Table(data, colWidths=widths)
        ts = [("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 3),
              ("BOTTOMPADDING", (0, 0), (-1, -1), 3)]
        if style == "label":
            ts += [("LINEBELOW", (0, 0), (-1, -1), 0.4, colors.HexColor("#c9a493"))]
        else:
            ts += [("BOX", (0, 0), (-1, -1), 0.8, colors.black), ("INNERGRID", (0, 0), (-1, -1), 0.3, colors.grey),
                   ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#f1e2da"))]
        t.setStyle(TableStyle(ts))
        story.append(tag(t, *keys))

    table("Policyholder and holiday home", None, [
        (("Policyholder", "Gareth and Fiona Penhallow"), "who are the PHs on COH-7734021"),
        (("Correspondence address", "7 Lanyon Close, Truro TR1 3QX, United Kingdom"), None),
        (("Holiday home", "Villa Los Almendros, Carrer de la Lluna 18, 03730 X\u00e0bia (Alicante), Spain"),
         "risk address of the penhallow villa"),
        (("Period of insurance", "1 April 2026 to 31 March 2027"), "penhallow villa policy period"),
        (("Letting use", "Holiday letting up to 26 weeks a year through the managing agent"),
         "how many weeks letting agreed on Penhallow schedule"),
        (("Managing agent", "Mont\u00f3 Villa Care S.L., X\u00e0bia"), "who's the managing agent for villa los almendros"),
        (("Key holder", "Ms Lorena Ib\u00e1\u00f1ez (also the agent's property manager)"), "schedule key holder - is she connected to the managing agent?"),
        (("Tourist licence", "VT-481207-A (Valencian Community)"), "which region issued the tourist licence for COH-7734021"),
    ], [45 * mm, 125 * mm], "label")
    table("Sums insured and excesses", ("Section", "Sum insured or limit", "Excess"), [
        (("1 Buildings", "\u20ac420,000", "\u20ac300"), "buildings SI villa los almendros"),
        (("1 Buildings \u2013 escape of water", "within the buildings sum insured", "\u20ac750"),
         "EoW excess shown on schedule COH-7734021"),
        (("2 Contents", "\u20ac35,000", "\u20ac300"), "contents sum insured xabia"),
        (("3 Loss of rent", "\u20ac18,000", "nil"), "loss of rent SI and excess on COH-7734021"),
        (("4 Liability", "\u20ac3,000,000 any one event", "\u20ac300 (property damage only)"),
         "liability limit holiday home schedule"),
    ], [60 * mm, 60 * mm, 50 * mm], "grid")
    table("Endorsements applying", ("Code", "Endorsement", "Effect"), [
        (("COH-E3", "Managing agent lettings", "Limit for theft or damage by guests under 1.6 raised to \u20ac7,500 any "
          "one letting"), "guest damage limit per let on the penhallow schedule - endorsed?"),
        (("COH-E5", "Pool heat pump", "Frost damage to the pool heat pump covered up to \u20ac2,000, excess \u20ac300"),
         "pool heat pump frost damage - endorsement?"),
    ], [20 * mm, 48 * mm, 102 * mm], "grid")
    table("Premium", ("Item", "Amount"), [
        (("Annual premium", "\u00a31,186.40"), None),
        (("Insurance premium tax at 12%", "\u00a3142.37"), "IPT charged on villa policy"),
        (("Total payable", "\u00a31,328.77"), "total premium penhallow"),
    ], [100 * mm, 40 * mm], "grid")

    def onp(c, d):
        W, H = A4
        c.saveState()
        c.setFont("DJCond-Bold", 11)
        c.setFillColor(colors.HexColor("#9c4a2f"))
        c.drawString(20 * mm, H - 14 * mm, "CASAVELLA")
        c.setFont("DJCond", 8)
        c.setFillColor(colors.black)
        c.drawString(42 * mm, H - 14 * mm, "Overseas Homes Insurance Ltd \u00b7 3 Wharfside Court, Bristol BS1 6XN")
        c.line(20 * mm, H - 16 * mm, W - 20 * mm, H - 16 * mm)
        c.drawString(20 * mm, 10 * mm, "Read this schedule with wording COH-26. Keep it with your policy.")
        c.restoreState()

    build_pdf(F, story, on_page=onp, margins=(20 * mm, 20 * mm, 22 * mm, 18 * mm),
              title="Schedule COH-7734021", author="Casavella Overseas Homes Insurance Ltd")


def casavella_scan():
    F = "casavella-scan-builder-estimate-2026-118.png"
    head = "ESTIMATE / PRESUPUESTO No. 2026-118"
    rows = [
        (("1", "Locate leak, open kitchen wall and floor", "1", "420.00", "420.00"),
         "xabia builder - cost to find the leak"),
        (("2", "Replace split copper pipe under sink unit", "1", "185.00", "185.00"),
         "estimate 2026-118 line 2 pipe - qty and unit price"),
        (("3", "Dehumidifier hire and drying (days)", "9", "35.00", "315.00"), "drying days and cost on 2026-118"),
        (("4", "Lift and relay floor tiles, kitchen and hall (m2)", "28", "62.00", "1,736.00"),
         "how many m2 of tiling relaid on the penhallow estimate"),
        (("5", "Supply matching floor tiles (m2)", "30", "38.50", "1,155.00"), "price per m2 for the new tiles"),
        (("6", "Replaster and paint kitchen walls", "1", "960.00", "960.00"), None),
        (("7", "Replace base units and worktop (water swollen)", "1", "1,540.00", "1,540.00"),
         "kitchen base units cost on spanish builder estimate"),
        (("8", "Remove debris, skip and final clean", "1", "169.00", "169.00"), None),
        (("", "Subtotal", "", "", "6,480.00"), "presupuesto net before IVA"),
        (("", "IVA 21%", "", "", "1,360.80"), "IVA amount on the builder's estimate"),
        (("", "TOTAL EUR", "", "", "7,840.80"), None),
    ]
    cols = [(70, "l"), (760, "l"), (110, "r"), (200, "r"), (250, "r")]
    img, d, y = draw_scan((1654, 2339), (246, 242, 231), [
        ("COSTA BLANCA REFORMAS PENYAL S.L.", 44, True, "l"),
        ("English-speaking builders \u00b7 Avda. del Pla 41, 03730 Xabia (Alicante) \u00b7 CIF B-03998712", 24, False, "l"),
        ("", 20, False, "l"),
        (head, 38, True, "l"),
        ("Date: 17/10/2026      Client: Mr G. Penhallow      Property: Villa Los Almendros", 26, False, "l"),
        ("Work: repair of escape of water damage, kitchen and hall", 26, False, "l"),
    ], cols, ("No.", "Description", "Qty", "Unit EUR", "Amount EUR"), [r for r, _ in rows], "vera", "grid",
        cell=29, footer=[("Valid 60 days. 40% on start of work, balance on completion.", 24),
                         ("Prices include materials and labour. IVA charged at 21%.", 24)],
        bold_rows=[rows[-1][0]])
    img, _ = age_scan(img, seed=9101, angle=0.9, keystone=0.006, light=(0.15, 0.1, 28), salt=0.0009, blur=0.7,
                      jpeg=62, paper=(246, 242, 231))
    img.save(os.path.join(DOCS, F), optimize=False)
    scan_rows(F, head, rows)


def casavella_eml():
    F = "casavella-claim-COH-26-0412-email-thread.eml"
    SUBJ = "Burst pipe at Villa Los Almendros - policy COH-7734021"
    INES = "In\u00e9s Ruddock <ines.ruddock@casavella.example>"
    GARETH = "Gareth Penhallow <g.penhallow@kernowmail.example>"
    SIG = ["Claims Handler, Overseas Homes", "Casavella Overseas Homes Insurance Ltd", "Tel 020 7946 0731",
           "Claim ref COH-26-0412"]
    msgs = [  # oldest first here; written newest first
        dict(frm=GARETH, to="claims@casavella.example", sent="13 October 2026 08:41", subj=SUBJ, body=[
            "Dear Sir or Madam,",
            "Our key holder, Lorena Ib\u00e1\u00f1ez, found water all over the kitchen and hall floors yesterday when "
            "she went in to check the villa. A pipe under the sink had split. She turned the water off at the "
            "stopcock and the managing agent has put dehumidifiers in. Nobody has stayed since our last guests left "
            "on 14 September. What do we need to do next?",
            "Regards,", "Gareth Penhallow"], sig=["Policy COH-7734021"],
            q="when did the last guests leave villa los almendros before the leak"),
        dict(frm=INES, to=GARETH, sent="13 October 2026 11:05", subj="RE: " + SUBJ, body=[
            "Dear Mr Penhallow,",
            "Thank you for letting us know, and I am sorry to hear about the damage. I have opened claim "
            "COH-26-0412. Please send me a dated record of your key holder's visits since mid-September, "
            "photographs of the damage and of the split pipe, and a written estimate from a local builder.",
            "There is no need for a police report for an escape of water. The emergency drying your agent arranged "
            "is fine and we will pay its reasonable cost.",
            "Kind regards,", "In\u00e9s Ruddock"], sig=SIG,
            q="what docs did we ask the villa PH for at FNOL? police report needed for EoW?"),
        dict(frm=GARETH, to=INES, sent="19 October 2026 18:22", subj="RE: " + SUBJ, body=[
            "Hi In\u00e9s,",
            "Attached are the photos and the builder's estimate (presupuesto 2026-118, \u20ac7,840.80 including IVA). "
            "Lorena's app log shows visits on 20 September and 2 October, then the visit on 12 October when she found "
            "the leak.",
            "We also had to cancel a booking for 24 to 31 October, which had paid \u20ac1,450. Can we claim for that?",
            "Thanks,", "Gareth"], sig=[], q="key holder visit dates from the app log - penhallow"),
        dict(frm=INES, to=GARETH, sent="21 October 2026 10:14", subj="RE: " + SUBJ, body=[
            "Dear Mr Penhallow,",
            "Thank you. The visit log meets the 21-day inspection condition, so no reduction applies. Under clause "
            "1.2 we cannot pay to replace the split pipe itself (item 2, \u20ac185 plus IVA, \u20ac223.85), so the "
            "repair figure is \u20ac7,616.95. Your schedule shows a \u20ac750 excess for escape of water, which leaves "
            "\u20ac6,866.95. We can pay this in euros to your Spanish bank account once you confirm the IBAN.",
            "The cancelled October booking is covered under Section 3, up to \u20ac1,450, because it was confirmed "
            "before the damage. Please send the agent's cancellation confirmation and confirm that tourist licence "
            "VT-481207-A is still valid.",
            "Kind regards,", "In\u00e9s Ruddock"], sig=SIG,
            q="COH-26-0412 settlement figure after excess and pipe deduction"),
    ]
    for m in msgs:
        add(F, "email_message", " ".join(m["body"]), heading=m["subj"], q=m["q"])
    newest = msgs[-1]
    parts = []
    for i, m in enumerate(reversed(msgs)):
        block = []
        if i:
            block += ["", "-----Original Message-----", f"From: {m['frm']}", f"Sent: {m['sent']}",
                      f"To: {m['to']}", f"Subject: {m['subj']}", ""]
        for j, para in enumerate(m["body"]):
            block += textwrap.wrap(para, 76) or [""]
            if j < len(m["body"]) - 2:
                block.append("")
        block += m["sig"]
        parts.append("\r\n".join(block))
    text = "\r\n".join(parts) + "\r\n"
    html = "<html><body>" + "".join(
        f"<p>{hesc(line) if line else '&nbsp;'}</p>" for line in text.split("\r\n")) + "</body></html>"
    cs = Charset("utf-8")
    cs.body_encoding = QP
    msg = MIMEMultipart("alternative", boundary="----=_Part_0412_casavella")
    def hdr(a):
        name, addr = email.utils.parseaddr(a)
        return email.utils.formataddr((name, addr), charset="utf-8")

    msg["From"] = hdr(newest["frm"])
    msg["To"] = hdr(newest["to"])
    msg["Cc"] = hdr("Mont\u00f3 Villa Care <reservas@montovillacare.example>")
    msg["Subject"] = newest["subj"]
    msg["Date"] = "Wed, 21 Oct 2026 10:14:37 +0100"
    msg["Message-ID"] = "<COH-26-0412.4.20261021101437@casavella.example>"
    msg["In-Reply-To"] = "<CAK7pnh3.20261019182205@kernowmail.example>"
    msg["X-Mailer"] = "Microsoft Outlook 16.0"
    msg.attach(MIMEText(text, "plain", cs))
    msg.attach(MIMEText(html, "html", cs))
    with open(os.path.join(DOCS, F), "wb") as fh:
        fh.write(msg.as_bytes(policy=email.policy.SMTP))


# ---------------------------------------------------------------------------------------------------------------
# B. Pelican Narrows Marine Insurance Company (US boat and personal watercraft)
# ---------------------------------------------------------------------------------------------------------------
def pelican_policy():
    F = "pelican-narrows-boat-pwc-policy-PN-BW-0326.pdf"
    NAVY = colors.HexColor("#14365d")
    sec = S("pns", "Vera-Bold", 10.5, 14, textColor=NAVY, spaceBefore=9, spaceAfter=3, keepWithNext=1)
    cov = S("pnc", "Vera-Bold", 9.2, 12, spaceBefore=5, spaceAfter=2, keepWithNext=1)
    body = S("pnb", "Vera", 8.8, 11.6, spaceAfter=3.5)
    item = S("pni", "Vera", 8.8, 11.6, spaceAfter=3.5, leftIndent=16, bulletIndent=2)
    intro = S("pnin", "Vera", 8.8, 11.6, spaceAfter=3, keepWithNext=1)
    story = [Paragraph("BOAT AND PERSONAL WATERCRAFT POLICY", S("pnt", "Vera-Bold", 14, 18, alignment=TA_CENTER)),
             Paragraph("Form PN-BW 03 26", S("pnt2", "Vera", 9, 13, alignment=TA_CENTER, spaceAfter=8))]

    def heading(h, style=sec):
        story.append(Paragraph(e(h), style))
        return h

    def para(h, text, q=None):
        k = add(F, "paragraph", text, heading=h, page=None, q=q)
        story.append(tag(Paragraph(e(text), body), k))

    def defn(h, term, rest, q=None):
        k = add(F, "definition", f'"{term}" {rest}', heading=h, page=None, q=q)
        story.append(tag(Paragraph(f'<b>"{e(term)}"</b> {e(rest)}', body), k))

    def item_(h, label, printed, text, q=None, title=None):
        k = add(F, "clause", text, heading=h, clause=label, page=None, q=q)
        mk = (f"<b>{e(title)}</b> " if title else "") + e(text)
        story.append(tag(Paragraph(mk, item, bulletText=printed), k))

    h = heading("AGREEMENT")
    para(h, "In return for payment of the premium and subject to all the terms of this policy, we will provide the "
         "insurance described in this policy for the watercraft shown in the Declarations. Throughout this policy "
         "\"you\" and \"your\" mean the named insured shown in the Declarations and a spouse living in the same "
         "household, and \"we,\" \"us\" and \"our\" mean the Company.",
         q="is the spouse covered as 'you' on the boat policy")

    h = heading("SECTION I \u2013 DEFINITIONS")
    defn(h, "Agreed value", "means the amount shown in the Declarations for your boat, which you and we agree is its "
         "value at the start of the policy period.", q="boat agreed value definition")
    defn(h, "Boat", "means the hull, machinery, permanently attached equipment, electronics and outboard motors "
         "described in the Declarations. It does not include a personal watercraft.", q="is the outboard part of the boat")
    defn(h, "Personal watercraft", "means a vessel less than 16 feet long, propelled by a water-jet pump and designed "
         "to be operated by a person sitting, standing or kneeling on it rather than inside it.",
         q="PWC definition length limit")
    defn(h, "Navigation area", "means the waters described in the Declarations in which the watercraft may be used.")
    defn(h, "Lay-up period", "means the months shown in the Declarations when the boat must be out of commission "
         "and not used for navigation.", q="lay-up period meaning")
    defn(h, "Insured person", "means you, a relative living in your household, and any other person using the "
         "watercraft with your permission, but not a person or business engaged in selling, repairing, servicing or "
         "storing watercraft.", q="marina mechanic driving the boat on sea trial - insured person?")
    defn(h, "Named storm", "means a storm system that has been given a name by the National Hurricane Center or the "
         "National Weather Service.", q="what is a named storm under the boat form")
    defn(h, "Wreck removal", "means raising, removing or destroying the wreck of a covered watercraft when required "
         "by law or by a governmental authority.")

    heading("SECTION II \u2013 PROPERTY COVERAGES")
    h = heading("Coverage A \u2013 Physical Damage to Your Boat", cov)
    item_(h, "A.1", "1.", "We cover direct, sudden and accidental physical loss of or damage to your boat while it is "
          "afloat, ashore or being transported on a trailer, subject to the exclusions in Section IV.",
          q="hull cover - does it apply when boat is on the trailer")
    item_(h, "A.2", "2.", "For a total loss of your boat we pay the agreed value, less any deductible. For a partial "
          "loss we pay the reasonable cost of repair, with no deduction for depreciation except on sails, canvas, "
          "upholstery, outboard lower units and batteries, where we deduct 10% for each full year of age after the "
          "third year.", q="depreciation on outboard lower unit - how calculated?")
    item_(h, "A.3", "3.", "If your boat sinks or is stranded, we also pay the reasonable cost of salvage and of "
          "protecting it from further damage, in addition to the agreed value, up to 25% of the agreed value.",
          q="salvage costs boat sank - extra to agreed value? limit")
    item_(h, "A.4", "4.", "We pay up to $750 per occurrence for towing the boat to the nearest safe harbor, jump "
          "starts and fuel delivery when the boat is disabled on the water. The cost of the fuel itself is not "
          "covered.", q="does boat towing cover include the fuel delivered")
    h = heading("Coverage B \u2013 Trailer", cov)
    item_(h, "B.1", "1.", "We cover the boat trailer shown in the Declarations against direct physical loss, up to "
          "its actual cash value or the limit shown, whichever is less.")
    item_(h, "B.2", "2.", "Theft of the trailer is covered only if it was secured by a hitch lock or wheel lock, or "
          "kept in a locked building, when it was stolen.", q="trailer stolen from driveway no hitch lock")
    h = heading("Coverage C \u2013 Personal Effects", cov)
    item_(h, "C.1", "1.", "We cover clothing, fishing tackle, water skis, wakeboards and similar personal property of "
          "an insured person while on board or being loaded or unloaded, up to $3,000 per occurrence.",
          q="fishing rods stolen off the boat - personal effects limit")
    item_(h, "C.2", "2.", "We do not cover money, jewelry, cell phones, or portable navigation equipment that is not "
          "permanently attached to the boat.", q="handheld GPS lost overboard covered?")

    heading("SECTION III \u2013 LIABILITY AND MEDICAL COVERAGES")
    h = heading("Coverage D \u2013 Watercraft Liability", cov)
    item_(h, "D.1", "1.", "We pay damages for bodily injury or property damage for which an insured person becomes "
          "legally liable through the ownership, maintenance or use of the watercraft, up to the limit shown in the "
          "Declarations for each occurrence.")
    item_(h, "D.2", "2.", "We also pay the cost of wreck removal when it is required by law, and we defend any suit "
          "seeking damages covered by this coverage. Defense costs are paid in addition to the limit of liability.",
          q="are defense costs inside or outside the watercraft liability limit")
    item_(h, "D.3", "3.", "We do not cover bodily injury to any person being towed on water skis, a tube or a similar "
          "device unless a second person aged 12 or older is on board acting as an observer.",
          q="tuber injured, no spotter on board - liability?")
    h = heading("Coverage E \u2013 Medical Payments", cov)
    item_(h, "E.1", "1.", "We pay reasonable medical and funeral expenses incurred within three years of an accident "
          "for a person injured while in, boarding or leaving the watercraft, up to $5,000 for each person.",
          q="med pay per person and time limit boat")
    item_(h, "E.2", "2.", "Medical Payments do not apply to anyone injured while repairing or servicing the "
          "watercraft.")

    h = heading("SECTION IV \u2013 EXCLUSIONS")
    story.append(Paragraph("We do not cover loss or damage caused by or resulting from:", intro))
    item_(h, "IV.1", "1.", "wear and tear, gradual deterioration, marine growth, osmosis, blistering, electrolysis or "
          "corrosion;", q="osmosis blisters on hull - excluded?")
    item_(h, "IV.2", "2.", "mechanical or electrical breakdown, unless it results from fire, sinking, collision or "
          "stranding that is otherwise covered;", q="engine blew up no collision - covered?")
    item_(h, "IV.3", "3.", "freezing or ice, unless the boat was winterized by a professional yard and you have a "
          "written record of it;", q="freeze damage to block, insd winterized it himself")
    item_(h, "IV.4", "4.", "use of the watercraft in any race or speed test, except sailboat racing;")
    item_(h, "IV.5", "5.", "use of the watercraft to carry persons or property for a fee, or while it is chartered or "
          "rented to others, unless this is endorsed on the policy;", q="insd doing paid fishing charters - excl?")
    item_(h, "IV.6", "6.", "operation outside the navigation area shown in the Declarations, or during the lay-up "
          "period other than while the boat is ashore;", q="boat used outside nav area - exclusion no.")
    item_(h, "IV.7", "7.", "operation by a person whose blood alcohol level was over the legal limit of the state "
          "where the loss happened, or who was impaired by drugs;", q="BUI operator - excluded?")
    item_(h, "IV.8", "8.", "damage to an outboard motor's lower unit caused by striking a submerged object, unless the "
          "hull or propeller of the boat was also damaged in the same occurrence.",
          q="lower unit hit submerged object - when is it excluded")

    h = heading("SECTION V \u2013 PERSONAL WATERCRAFT")
    story.append(Paragraph("If a personal watercraft is shown in the Declarations, Coverages A, D and E apply to it "
                           "with these changes:", intro))
    item_(h, "V.1", "1.", "The personal watercraft must not be operated by anyone under 16 years of age, or by anyone "
          "under 18 who has not completed a state-approved boating safety course, unless a person aged 21 or over is "
          "on board.", q="15 yr old on the jet ski alone - any cover?")
    item_(h, "V.2", "2.", "The deductible shown for the personal watercraft applies separately from any deductible "
          "for the boat, even when both are damaged in the same occurrence.",
          q="boat and jet ski damaged same storm - one deductible or two?")
    item_(h, "V.3", "3.", "Physical damage to a personal watercraft is settled at actual cash value, not agreed value.",
          q="PWC total loss - agreed value or ACV?")
    item_(h, "V.4", "4.", "Liability for bodily injury to a passenger on the personal watercraft is covered only if "
          "every person on board was wearing a U.S. Coast Guard approved life jacket.",
          q="passenger on jetski no life jacket hurt - liab?")

    h = heading("SECTION VI \u2013 CONDITIONS")
    item_(h, "VI.1", "1.", "In the event of loss you must notify us or your agent promptly, report any theft, "
          "vandalism or hit-and-run to the police or the U.S. Coast Guard, protect the watercraft from further "
          "damage, and keep damaged parts for our inspection until we tell you they may be disposed of.",
          title="Duties after loss.", q="insd threw away the damaged prop - duty to keep parts?")
    item_(h, "VI.2", "2.", "If an accident involves a death, a disappearance, an injury needing more than first aid, "
          "or damage of more than $2,000, you must also file the report the state boating authority requires and "
          "send us a copy.", title="Boating accident reports.", q="when does insd have to file state boating accident report")
    item_(h, "VI.3", "3.", "When loss is caused by a named storm, the named storm deductible shown in the "
          "Declarations applies in place of the hull deductible. If you have a hurricane haul-out plan and follow it, "
          "we pay 50% of the cost of hauling out, up to $1,000, when a hurricane watch is issued for your area.",
          title="Named storm.", q="hurricane haul out reimbursement %")
    item_(h, "VI.4", "4.", "This policy ends automatically when you sell or transfer the boat, unless we agree in "
          "writing to continue cover for the new owner.", title="Sale or transfer.",
          q="insd sold the boat - does cover carry to buyer")
    item_(h, "VI.5", "5.", "If you and we disagree on the amount of loss, either may demand an appraisal. Each party "
          "selects a competent appraiser within 20 days, the two appraisers select an umpire, and a decision agreed "
          "to by any two of them is binding. Each party pays its own appraiser and shares the umpire's cost "
          "equally.", title="Appraisal.", q="dispute over repair amount - appraisal process, how many days to pick appraiser")
    item_(h, "VI.6", "6.", "You may cancel at any time by notifying us. We may cancel by mailing notice to you at "
          "least 10 days before cancellation for nonpayment of premium, or 30 days before for any other reason.",
          title="Cancellation.", q="notice period for us to cancel for non-pay - boat")
    item_(h, "VI.7", "7.", "If we pay a claim, your right to recover from anyone else becomes ours up to the amount "
          "we paid, and you must do nothing after the loss to prejudice that right. Any loss payee in the "
          "Declarations is paid jointly with you for physical damage to the boat, as its interest may appear.",
          title="Recovery and loss payee.", q="subrogation - insd waived rights against marina after loss?")

    def onp(c, d):
        W, H = letter
        c.saveState()
        c.setFillColor(NAVY)
        c.setFont("Vera-Bold", 9)
        c.drawString(0.75 * 72, H - 0.5 * 72, "PELICAN NARROWS MARINE INSURANCE COMPANY")
        c.setFont("Vera", 7.5)
        c.drawRightString(W - 0.75 * 72, H - 0.5 * 72, "1200 Harbor Lights Parkway, Mobile, AL 36602")
        c.setStrokeColor(NAVY)
        c.setLineWidth(1.2)
        c.line(0.75 * 72, H - 0.58 * 72, W - 0.75 * 72, H - 0.58 * 72)
        c.setFillColor(colors.black)
        c.setFont("Vera", 7.5)
        c.drawString(0.75 * 72, 0.45 * 72, "PN-BW 03 26")
        c.drawCentredString(W / 2, 0.45 * 72, f"Page {d.page} of 3")
        c.restoreState()

    build_pdf(F, story, pagesize=letter, on_page=onp, margins=(0.85 * 72, 0.85 * 72, 0.8 * 72, 0.9 * 72),
              title="Boat and Personal Watercraft Policy PN-BW 03 26",
              author="Pelican Narrows Marine Insurance Company", split=True)


def pelican_decs():
    F = "pelican-narrows-declarations-PN-BW-5521907.pdf"
    cell = S("pdc", "Helvetica", 8.6, 10.8)
    cellb = S("pdcb", "Helvetica-Bold", 8.6, 10.8, textColor=colors.white)
    story = [Paragraph("BOAT AND PERSONAL WATERCRAFT POLICY DECLARATIONS", S("pdt", "Helvetica-Bold", 13, 17)),
             Paragraph("Policy number PN-BW-5521907 \u00b7 Renewal of PN-BW-5521906 \u00b7 Form PN-BW 03 26",
                       S("pdt2", "Helvetica", 8.5, 12, spaceAfter=4))]

    def item(caption, header, rows, widths):
        data, keys = [], []
        ncol = len(widths)
        data.append([Paragraph(f"<b>{e(caption)}</b>", cellb)] + [""] * (ncol - 1))
        if header:
            data.append([Paragraph(f"<b>{e(x)}</b>", cell) for x in header])
        for r, q in rows:
            keys.append(add(F, "table_row", " ".join(x for x in r if x), heading=caption, table=list(r), page=None,
                            q=q))
            data.append([Paragraph(e(x), cell) for x in r])
        t = Table(data, colWidths=widths)
        ts = [("SPAN", (0, 0), (-1, 0)), ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#14365d")),
              ("BOX", (0, 0), (-1, -1), 1, colors.HexColor("#14365d")), ("VALIGN", (0, 0), (-1, -1), "TOP"),
              ("TOPPADDING", (0, 0), (-1, -1), 2.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5)]
        if header:
            ts += [("LINEBELOW", (0, 1), (-1, 1), 0.8, colors.black)]
        t.setStyle(TableStyle(ts))
        story.append(tag(t, *keys))
        story.append(Spacer(1, 8))

    W = 7.0 * 72
    item("ITEM 1. NAMED INSURED, ADDRESS AND POLICY PERIOD", None, [
        (("Named insured", "Darnell and Renee Whitcomb"), "named insureds on PN-BW-5521907"),
        (("Mailing address", "2204 Bayou Chico Road, Pensacola, FL 32507"), None),
        (("Policy period", "04/15/2026 to 04/15/2027, 12:01 a.m. standard time at the mailing address"),
         "whitcomb policy - what time of day does cover incept"),
        (("Agent", "Gulf Breeze Marine Insurance Agency, (850) 555-0142"), "who is the agent on the whitcomb boat"),
    ], [1.6 * 72, W - 1.6 * 72])
    item("ITEM 2. DESCRIBED WATERCRAFT", ("Unit", "Year / make / model", "Hull ID or VIN", "Length", "Power"), [
        (("Boat", "2021 Tarpon Key 24 CC", "TKY24817K021", "24 ft", "Outboard 300 hp, 2021"),
         "HIN of the whitcomb center console"),
        (("PWC", "2023 Wavecrest RX-3", "WVC40233C323", "11 ft", "Jet drive 180 hp"), "what PWC is on the decs"),
        (("Trailer", "2021 Gulfline tandem", "4GLTA2425M1008817", "", ""), "trailer VIN whitcomb"),
    ], [0.8 * 72, 1.8 * 72, 1.7 * 72, 0.9 * 72, W - 5.2 * 72])
    item("ITEM 3. COVERAGES, LIMITS AND DEDUCTIBLES", ("Coverage", "Limit", "Deductible", "Premium"), [
        (("A \u2013 Physical damage, boat", "$68,500 agreed value", "1% of agreed value ($685)", "$912.00"),
         "decs: hull premium and deductible, tarpon key"),
        (("A \u2013 Physical damage, PWC", "$11,200 actual cash value", "$500", "$264.00"),
         "PWC deductible and value whitcomb"),
        (("B \u2013 Trailer", "$4,500", "$250", "$38.00"), "trailer limit on decs"),
        (("C \u2013 Personal effects", "$3,000", "$250", "$22.00"), None),
        (("D \u2013 Watercraft liability", "$300,000 each occurrence", "none", "$186.00"),
         "liab limit PN-BW-5521907"),
        (("E \u2013 Medical payments", "$5,000 each person", "none", "$24.00"), None),
        (("Named storm deductible (boat)", "", "2% of agreed value ($1,370)", ""),
         "named storm ded $ amount whitcomb boat"),
        (("Total annual premium", "", "", "$1,446.00"), "total premium boat policy whitcomb"),
    ], [1.9 * 72, 1.9 * 72, 2.1 * 72, W - 5.9 * 72])
    item("ITEM 4. NAVIGATION, MOORING AND OTHER INTERESTS", None, [
        (("Navigation area", "Inland and coastal waters of the United States from Brownsville, TX to Cape Hatteras, "
          "NC, not more than 25 nautical miles offshore"), "how far offshore can the whitcomb boat go"),
        (("Lay-up period", "None (year-round use, Florida)"), None),
        (("Mooring", "Bayou Chico Marina, slip C-14, kept afloat"), "slip number whitcomb boat"),
        (("Loss payee", "Coastal Heritage Credit Union, P.O. Box 2290, Pensacola, FL 32513"),
         "loss payee mailing address whitcomb decs"),
        (("Endorsements", "PN-418 Navigation Extension \u2013 The Bahamas"), None),
    ], [1.6 * 72, W - 1.6 * 72])

    def onp(c, d):
        Wp, H = letter
        c.saveState()
        c.setFont("Helvetica-Bold", 10)
        c.drawString(0.75 * 72, H - 0.55 * 72, "PELICAN NARROWS MARINE INSURANCE COMPANY")
        c.setFont("Helvetica", 7.5)
        c.drawRightString(Wp - 0.75 * 72, H - 0.55 * 72, "Claims 24/7: (251) 555-0177")
        c.drawString(0.75 * 72, 0.5 * 72, "These Declarations, the policy form and any endorsements make up your "
                     "policy. Countersigned by authorized representative.")
        c.restoreState()

    build_pdf(F, story, pagesize=letter, on_page=onp, margins=(0.75 * 72, 0.75 * 72, 0.85 * 72, 0.75 * 72),
              title="Declarations PN-BW-5521907", author="Pelican Narrows Marine Insurance Company")


def pelican_endorsement():
    F = "pelican-narrows-endorsement-PN-418-bahamas.pdf"
    body = S("peb", "Times-Roman", 10.5, 13.5, spaceAfter=6, leftIndent=18, bulletIndent=0)
    story = [Paragraph("THIS ENDORSEMENT CHANGES THE POLICY. PLEASE READ IT CAREFULLY.",
                       S("pe0", "Times-Bold", 9.5, 13, alignment=TA_CENTER, spaceAfter=10)),
             Paragraph("NAVIGATION EXTENSION \u2013 THE BAHAMAS", S("pe1", "Times-Bold", 13, 17, alignment=TA_CENTER)),
             Paragraph("PN-418 (03 26)", S("pe2", "Times-Roman", 10, 14, alignment=TA_CENTER, spaceAfter=12)),
             Paragraph("This endorsement modifies insurance provided under the Boat and Personal Watercraft Policy "
                       "PN-BW 03 26. The provisions below apply only to the boat described in the Declarations.",
                       S("pe3", "Times-Italic", 10.5, 13.5, spaceAfter=10))]
    h = "NAVIGATION EXTENSION \u2013 THE BAHAMAS"
    for num, text, q in [
        ("1", "The navigation area shown in the Declarations is extended to include the waters of the Commonwealth "
              "of The Bahamas within 12 nautical miles of any island, from January 1 to May 31 only.",
         "bahamas extension - which months and how far from land"),
        ("2", "Each crossing between Florida and The Bahamas must be made in daylight with a VHF radio and an EPIRB "
              "on board, and either in company with at least one other vessel or with a float plan left with a "
              "person ashore.", "gulf stream crossing requirements on PN-418"),
        ("3", "While the boat is in Bahamian waters the hull deductible is doubled, and Coverage A does not apply "
              "to loss caused by a named storm.", "hull deductible when boat is in bahamas"),
        ("4", "Medical Payments coverage applies outside the United States only to emergency treatment received "
              "within 30 days of the accident.", "med pay in bahamas - any time limit"),
    ]:
        k = add(F, "clause", text, heading=h, clause=num, page=None, q=q)
        story.append(tag(Paragraph(e(text), body, bulletText=num + "."), k))
    story.append(Spacer(1, 14))
    story.append(Paragraph("Additional premium: $145.00. All other terms of the policy remain unchanged.",
                           S("pe4", "Times-Roman", 10, 13)))

    def onp(c, d):
        Wp, H = letter
        c.saveState()
        c.setFont("Times-Bold", 10)
        c.drawCentredString(Wp / 2, H - 0.6 * 72, "PELICAN NARROWS MARINE INSURANCE COMPANY")
        c.setFont("Times-Roman", 8)
        c.drawString(0.9 * 72, 0.5 * 72, "PN-418 (03 26)")
        c.drawRightString(Wp - 0.9 * 72, 0.5 * 72, "Page 1 of 1")
        c.restoreState()

    build_pdf(F, story, pagesize=letter, on_page=onp, margins=(1.0 * 72, 1.0 * 72, 1.0 * 72, 0.9 * 72),
              title="PN-418 Navigation Extension", author="Pelican Narrows Marine Insurance Company")


def pelican_scan():
    F = "pelican-narrows-scan-marine-repair-estimate-E-6604.pdf"
    head = "REPAIR ESTIMATE No. E-6604"
    rows = [
        (("Haul out and block, 24 ft", "1", "312.00", "312.00"), "haul out charge on E-6604"),
        (("Remove and replace lower unit, 300 hp", "1", "4,890.00", "4,890.00"),
         "E-6604 lower unit line - qty and unit price"),
        (("Propeller, stainless 15.25 x 17", "1", "689.00", "689.00"), "new prop price bayou chico estimate"),
        (("Gelcoat and fiberglass repair, keel and stem", "1", "1,460.00", "1,460.00"), "fiberglass/gelcoat repair $"),
        (("Labor, rigging and sea trial (hours)", "9.5", "125.00", "1,187.50"),
         "labor hours and hourly rate marine estimate"),
        (("Bottom paint, repaired area", "1", "240.00", "240.00"), None),
        (("Shop supplies", "1", "96.50", "96.50"), None),
        (("SUBTOTAL", "", "", "8,875.00"), "E-6604 subtotal before tax"),
        (("Sales tax 7.5% on parts (5,579.00)", "", "", "418.43"), "sales tax on the marine estimate"),
        (("TOTAL ESTIMATE", "", "", "9,293.43"), None),
    ]
    paper = (240, 241, 236)
    cols = [(760, "l"), (130, "r"), (240, "r"), (260, "r")]
    img, d, y = draw_scan((1700, 2200), paper, [
        ("BAYOU CHICO MARINE SERVICE, INC.", 42, True, "c"),
        ("3301 Barrancas Ave  Pensacola FL 32507  (850) 555-0166", 26, False, "c"),
        ("", 20, False, "l"),
        (head, 36, True, "l"),
        ("Date: 09/16/2026   Customer: D. Whitcomb   Vessel: 2021 Tarpon Key 24 CC", 26, False, "l"),
        ("HIN TKY24817K021   Claim PN-CL-26-08815", 26, False, "l"),
    ], cols, ("DESCRIPTION", "QTY", "UNIT", "AMOUNT"), [r for r, _ in rows], "courier", "none", cell=28,
        footer=[("Estimate good for 30 days. Parts subject to availability.", 24),
                ("Authorized by: ____________________", 24)], bold_rows=[rows[-1][0]])
    img, raw = age_scan(img, seed=9202, angle=-1.2, keystone=0.008, light=(0.85, 0.9, 34), salt=0.0012, blur=0.75,
                        jpeg=55, paper=paper)
    scan_pdf(F, raw, letter)
    scan_rows(F, head, rows)


def pelican_notes():
    F = "pelican-narrows-claim-PN-CL-26-08815-adjuster-log.txt"
    notes = [
        ("NOTE 0001", "FNOL", "09/12/2026 07:48 PM CT", "JHOLLIS (J. Hollis, Claims Intake)", "First report - boat",
         "Insd Darnell Whitcomb called. 09/12 approx 4:30 PM struck submerged object (poss. old piling stub) in "
         "Santa Rosa Sound near G 112 running about 20 mph. Lost drive, heavy vibration. Commercial tow to Bayou "
         "Chico Marina. No injuries, no other vessel involved. Insd was operating, states no alcohol. Advised keep "
         "all damaged parts, do not authorize more than haul-out until adjuster inspects. Assigned to field.",
         "who was driving the tarpon key and was alcohol involved"),
        ("NOTE 0002", "COVERAGE", "09/14/2026 08:20 AM CT", "RDELACROIX (R. Delacroix, Marine Field Adjuster)",
         "Coverage review",
         "PN-BW-5521907 in force 04/15/26-04/15/27. Boat 2021 Tarpon Key 24 CC, AV $68,500, hull ded 1% = $685. "
         "Santa Rosa Sound inside nav area, no lay-up. PN-418 Bahamas n/a. Watch excl IV.8 - lower unit on "
         "submerged object only excluded if no hull or prop damage, need inspection. Loss payee Coastal Heritage CU "
         "on decs. Damage will be over $2,000 - reminded insd to file FWC boating accident report (VI.2).", "coverage review note - what exclusion did the adjuster flag"),
        ("NOTE 0003", "INSPECTION", "09/15/2026 01:10 PM CT", "RDELACROIX (R. Delacroix, Marine Field Adjuster)",
         "Inspection at Bayou Chico Marine Service",
         "Boat on blocks. Fresh impact scrape and gelcoat fracture at fwd keel/stem approx 14 in, glass exposed. "
         "Prop 2 of 3 blades bent. Gearcase cracked, skeg gone. All consistent with one strike. IV.8 does not apply "
         "- hull and prop damaged in same occurrence. 38 photos uploaded. Hull otherwise sound, no osmosis.",
         "inspection findings tarpon key - does IV.8 apply"),
        ("NOTE 0004", "ESTIMATE", "09/17/2026 10:35 AM CT", "RDELACROIX (R. Delacroix, Marine Field Adjuster)",
         "Shop estimate reviewed",
         "Shop est E-6604 $9,293.43 incl 7.5% tax on parts. Lower unit is 2021 MY, A.2 deprec on outboard lower "
         "units 10%/yr after 3rd yr; loss 2026 = 5 yrs = 20%. 20% x $4,890 = $978.00 + tax $73.35 = $1,051.35 "
         "deprec. Prop not on deprec list, pay full. $125/hr labor in line for area. Agreed with shop.",
         "depreciation amount on lower unit whitcomb claim"),
        ("NOTE 0005", "CONTACT-INSURED", "09/17/2026 03:02 PM CT", "RDELACROIX (R. Delacroix, Marine Field Adjuster)",
         "Call with insured",
         "Explained lower unit deprec under A.2 and $685 ded. Insd asked about tow bill $480 - covered under A.4 "
         "towing up to $750, need itemized tow invoice. Insd will email tonight. Insd OK with shop starting work.",
         "is the $480 tow bill covered and under what"),
        ("NOTE 0006", "PAYMENT", "09/22/2026 11:40 AM CT", "RDELACROIX (R. Delacroix, Marine Field Adjuster)",
         "Settlement",
         "Repair: $9,293.43 - $1,051.35 deprec = $8,242.08 - $685 ded = $7,557.08, check payable jointly to insds "
         "and Coastal Heritage Credit Union per VI.7. Tow invoice rec'd $480.00, paid separately to insd. Total "
         "paid $8,037.08.", "whitcomb net hull payment and who's the payee"),
        ("NOTE 0007", "CLOSING", "10/06/2026 09:15 AM CT", "RDELACROIX (R. Delacroix, Marine Field Adjuster)",
         "File closed",
         "Shop confirms repairs complete 10/05, sea trial OK. Insd satisfied. Damaged gearcase released to shop for "
         "disposal, no salvage value. No subro - object unidentified, no owner. Close file.",
         "any subrogation on PN-CL-26-08815?"),
    ]
    out = ["PELICAN NARROWS MARINE INSURANCE COMPANY - CLAIM NOTES EXPORT",
           "Claim: PN-CL-26-08815   Insured: WHITCOMB, DARNELL   Policy: PN-BW-5521907   DOL: 09/12/2026",
           "Printed 10/06/2026 09:20 AM CT by RDELACROIX", "=" * 78, ""]
    for label, cat, when, by, subj, body, q in notes:
        lines = [f"Category: {cat}", f"Entered: {when} by {by}", f"Subject: {subj}"] + textwrap.wrap(body, 78)
        add(F, "file_note_entry", " ".join(lines), entry=label, q=q)
        out += [f"{label}"] + lines + ["-" * 78, ""]
    out.append("*** END OF NOTES (7) ***")
    with open(os.path.join(DOCS, F), "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(out) + "\n")


# ---------------------------------------------------------------------------------------------------------------
# C. Fieldfare Educational Travel Insurance Ltd (UK school and group travel)
# ---------------------------------------------------------------------------------------------------------------
def fieldfare_wording():
    F = "fieldfare-school-group-travel-wording-FET26.pdf"
    TEAL = colors.HexColor("#0e6b6b")
    body = S("ffb", "Times-Roman", 9.6, 12.2, spaceAfter=3.5)
    item = S("ffi", "Times-Roman", 9.6, 12.2, spaceAfter=3.5, leftIndent=24, bulletIndent=0,
             bulletFontName="Helvetica-Bold", bulletFontSize=8.6)
    term = S("fft", "Helvetica-Bold", 8.8, 11.5, spaceBefore=2)
    mean = S("ffm", "Times-Roman", 9.6, 12.2, leftIndent=14, spaceAfter=3)
    story = []

    def heading(h):
        t = Table([[Paragraph(e(h), S("ffh", "Helvetica-Bold", 9.8, 12, textColor=colors.white))]],
                  colWidths=[174 * mm])
        t.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, -1), TEAL), ("TOPPADDING", (0, 0), (-1, -1), 2.5),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 3.5), ("LEFTPADDING", (0, 0), (-1, -1), 5)]))
        story.append(Spacer(1, 5))
        story.append(t)
        story.append(Spacer(1, 3))
        return h

    def para(h, text, q=None):
        k = add(F, "paragraph", text, heading=h, page=None, q=q)
        story.append(tag(Paragraph(e(text), body), k))

    def cl(h, num, text, q=None):
        k = add(F, "clause", text, heading=h, clause=num, page=None, q=q)
        story.append(tag(Paragraph(e(text), item, bulletText=num), k))

    def defn(h, t, m, q=None):
        k = add(F, "definition", f"{t} {m}", heading=h, page=None, q=q)
        p1 = Paragraph(e(t), term)
        p2 = Paragraph(e(m), mean)
        story.append(p1)
        story.append(tag(p2, k))

    story.append(Paragraph("School and Group Travel Insurance", S("fftt", "Helvetica-Bold", 17, 21, textColor=TEAL)))
    story.append(Paragraph("Policy wording FET26 \u2013 for trips starting on or after 1 September 2026",
                           S("fftt2", "Helvetica", 9, 13, spaceAfter=4)))
    h = heading("About this policy")
    para(h, "This policy insures the pupils, staff and volunteers of the school named in the certificate on an "
         "organised trip run by the school, from the time the group leaves the school until it returns. It covers "
         "only the trip dates, destinations and activities shown in the certificate.",
         q="school trip cover - when does it start and end")
    para(h, "Words in bold type in the printed certificate, and the words listed in the glossary at the end of "
         "this wording, have the meanings given there.")

    h = heading("Section A: Cancellation and curtailment")
    cl(h, "A1", "We pay each insured person's share of deposits and charges that cannot be recovered if the trip is "
       "cancelled because of the death, injury or illness of that person or a close relative, up to \u00a31,500 "
       "per person.", q="pupil broke leg before the trip - cancellation limit per pupil")
    cl(h, "A2", "If the whole trip is cancelled because the Foreign, Commonwealth & Development Office advises "
       "against all but essential travel to the destination within 28 days before departure, we pay the "
       "irrecoverable costs of the whole group, up to \u00a31,500 per person.",
       q="FCDO advice against travel 2 wks before school trip - whole group covered?")
    cl(h, "A3", "Curtailment is paid for unused days pro rata, as a proportion of the insured person's share of the "
       "trip cost, plus reasonable extra travel costs to come home early.", q="pupil sent home early - how is curtailment worked out")
    cl(h, "A4", "We do not pay cancellation because the school excludes a pupil from the trip for behaviour, or "
       "because a parent withdraws consent.", q="parents pulled child off trip, no medical reason - cancellation?")

    h = heading("Section B: Emergency medical and repatriation")
    cl(h, "B1", "We pay emergency medical, surgical and hospital treatment abroad, ambulance transport and prescribed "
       "medicines, up to \u00a310,000,000 per person. There is no excess under this section.",
       q="are ambulance and prescribed medicines covered abroad - school trip")
    cl(h, "B2", "If a pupil under 18 is admitted to hospital, we pay travel and accommodation for one parent or "
       "guardian to travel out and stay with them, and for a member of staff to stay with the pupil until the "
       "parent arrives.", q="parent flying out to hospitalised pupil - do we pay")
    cl(h, "B3", "In the EU, Iceland, Liechtenstein, Norway and Switzerland staff must show the pupil's GHIC or EHIC "
       "where the provider accepts it. We will not deduct anything if a card was not used, but we may recover the "
       "amount from the state scheme.", q="GHIC not used at french clinic - deduction?")
    cl(h, "B4", "Our emergency assistance service must be told before any hospital admission of more than 24 hours "
       "and before any repatriation. Staff may pay outpatient treatment costing less than \u20ac500 and claim it "
       "back.", q="repatriation - must assistance approve first?")
    cl(h, "B5", "Dental treatment abroad is limited to \u00a3350 per person and to the relief of sudden pain.")

    h = heading("Section C: Baggage and money")
    cl(h, "C1", "We cover the personal belongings of each insured person up to \u00a31,000, with a single item limit "
       "of \u00a3250 and a valuables limit of \u00a3200 in total. The excess is \u00a350 per person for each claim.",
       q="pupil baggage - is the excess per person or per item?")
    cl(h, "C2", "School-owned equipment taken on the trip, such as cameras, laptops, tablets and first-aid kits, is "
       "covered up to \u00a33,000 in total, single item \u00a31,000, with a \u00a3100 excess.",
       q="school laptop taken on trip - is school-owned kit covered?")
    cl(h, "C3", "Group money and spending money held by staff for the group is covered up to \u00a32,000 if it is "
       "stolen while carried by a member of staff or locked in a safe. The theft must be reported to the police "
       "within 24 hours.", q="pocket money stolen from teacher's room, not in safe")
    cl(h, "C4", "Pupils' phones are covered only against theft from a locked room or locker, or robbery; accidental "
       "loss or breakage is not covered.", q="kid dropped phone in the sea")

    h = heading("Section D: Personal accident")
    cl(h, "D1", "We pay a fixed benefit if an accident on the trip causes, within 12 months, death (\u00a310,000 for "
       "an insured person under 18, \u00a325,000 for staff), loss of a limb or an eye (\u00a325,000) or permanent "
       "total disablement (\u00a325,000).", q="loss of an eye benefit school PA")
    cl(h, "D2", "Benefit is not payable for injury during an activity that is not shown in the certificate.")

    h = heading("Section E: Activities")
    cl(h, "E1", "Grade 1 activities are covered on every trip without notice: walking on marked paths, swimming in "
       "supervised pools, cycling on roads and tracks, museum, city and theatre visits, and ice skating at a rink.",
       q="grade 1 activities list - is cycling included")
    cl(h, "E2", "Grade 2 activities, including canoeing and kayaking on inland waters, coasteering, climbing walls, "
       "high-rope courses and snorkelling, are covered only if shown in the certificate and run by a provider "
       "holding an AALA licence or the national equivalent.", q="kayaking on a river abroad - what grade & provider requirement")
    cl(h, "E3", "Grade 3 activities, including skiing and snowboarding on piste, are covered only if shown in the "
       "certificate and the extra premium has been paid. Off-piste skiing is never covered.",
       q="off piste on school ski trip")
    cl(h, "E4", "Every activity must be supervised by a qualified instructor of the provider or by a member of staff "
       "holding the relevant national governing body award.", q="who can supervise activities on the trip")

    h = heading("Section F: Personal liability")
    cl(h, "F1", "We cover an insured person's legal liability for accidental injury to others or damage to their "
       "property during the trip, up to \u00a32,000,000 for any one event. The first \u00a3250 of any property "
       "damage claim is not covered.", q="pupil accidentally injured another guest at the hostel - covered?")
    cl(h, "F2", "Liability of the school or its staff for supervising pupils is not covered here; it is a matter "
       "for the school's own public liability insurance.", q="parent alleges teacher negligent supervision - our policy?")

    h = heading("Section G: Replacement staff")
    cl(h, "G1", "If a member of staff has to come home early or is admitted to hospital, we pay the travel costs of "
       "a replacement member of staff to join the group so that the staff-to-pupil ratio can be kept up.",
       q="teacher came home early for family emergency - replacement staff travel covered?")

    h = heading("Conditions")
    cl(h, "H1", "The trip manifest must reach us before departure. A person who is not on the manifest is not "
       "insured.", q="when does the trip manifest have to reach us")
    cl(h, "H2", "Pupils with medical conditions are covered if the school holds a medical form completed and signed "
       "by a parent and the pupil was fit to travel on the day of departure. We do not cover a condition for which "
       "the pupil is travelling to receive treatment.", q="pupil with asthma - pre-existing condition requirements")
    cl(h, "H3", "Send claims within 60 days of the group's return, with original receipts, the pupil's full name and "
       "date of birth, and a copy of any incident report the staff completed.", q="what has to be sent with a school trip claim")

    h = heading("Glossary")
    defn(h, "Close relative", "A parent, step-parent, guardian, brother, sister, grandparent or child of the insured "
         "person, or their spouse or partner.", q="is a grandparent a close relative for cancellation")
    defn(h, "Curtailment", "Coming home before the planned return date, or spending more than 24 hours of the trip "
         "in hospital abroad.", q="curtailment - does time in hospital count")
    defn(h, "Group leader", "The member of staff named in the certificate as responsible for the trip, or the deputy "
         "who takes over from them.")
    defn(h, "Home area", "The United Kingdom, the Channel Islands and the Isle of Man.")
    defn(h, "Insured person", "A pupil under 19, or a member of staff or adult volunteer, who is named on the trip "
         "manifest.", q="who is an insured person on school travel")
    defn(h, "Trip manifest", "The list the school sends us of everyone travelling, with dates of birth and any "
         "medical forms held.", q="what must the trip manifest include")
    defn(h, "Adventure activity", "Any activity graded 2 or 3 in Section E.")

    def onp(c, d):
        W, H = A4
        c.saveState()
        c.setFillColor(TEAL)
        c.setFont("Helvetica-Bold", 9)
        c.drawString(18 * mm, H - 13 * mm, "Fieldfare Educational Travel Insurance Ltd")
        c.setFont("Helvetica", 8)
        c.drawRightString(W - 18 * mm, H - 13 * mm, "FET26")
        c.setStrokeColor(TEAL)
        c.line(18 * mm, H - 15 * mm, W - 18 * mm, H - 15 * mm)
        c.setFillColor(colors.black)
        c.setFont("Helvetica", 7.5)
        c.drawString(18 * mm, 10 * mm, "Fieldfare Educational Travel Insurance Ltd, 19 Cathedral Yard, Exeter EX1 1HB")
        c.drawRightString(W - 18 * mm, 10 * mm, f"{d.page}")
        c.restoreState()

    build_pdf(F, story, on_page=onp, margins=(18 * mm, 18 * mm, 21 * mm, 17 * mm),
              title="School and Group Travel Insurance FET26", author="Fieldfare Educational Travel Insurance Ltd")


def fieldfare_certificate():
    F = "fieldfare-group-certificate-FET-GRP-40917.pdf"
    cell = S("fcc", "Helvetica", 9, 11.5)
    cellb = S("fccb", "Helvetica-Bold", 9, 11.5)
    cap = S("fccap", "Helvetica-Bold", 10.5, 13, spaceBefore=9, spaceAfter=3, textColor=colors.HexColor("#0e6b6b"))
    story = [Paragraph("Group Travel Certificate", S("fct", "Helvetica-Bold", 16, 20)),
             Paragraph("This certificate must be read with policy wording FET26.", S("fct2", "Helvetica", 9, 12))]

    def table(caption, header, rows, widths):
        story.append(Paragraph(e(caption), cap))
        data, keys = [], []
        if header:
            data.append([Paragraph(e(x), cellb) for x in header])
        for r, q in rows:
            keys.append(add(F, "table_row", " ".join(x for x in r if x), heading=caption, table=list(r), page=None,
                            q=q))
            data.append([Paragraph(e(x), cellb if (not header and i == 0) else cell) for i, x in enumerate(r)])
        t = Table(data, colWidths=widths)
        ts = [("VALIGN", (0, 0), (-1, -1), "TOP"), ("LINEABOVE", (0, 0), (-1, 0), 1.2, colors.HexColor("#0e6b6b")),
              ("LINEBELOW", (0, -1), (-1, -1), 1.2, colors.HexColor("#0e6b6b"))]
        if header:
            ts.append(("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.HexColor("#0e6b6b")))
        for i in range(len(data)):
            if i % 2 == 1:
                ts.append(("BACKGROUND", (0, i), (-1, i), colors.HexColor("#e6f2f2")))
        t.setStyle(TableStyle(ts))
        story.append(tag(t, *keys))

    table("Certificate details", None, [
        (("Policy number", "FET-GRP-40917"), None),
        (("School", "Ashby Fold Academy, Corporation Road, Grimsby DN31 2RT"), "which school is on FET-GRP-40917"),
        (("Trip", "Year 8 activity residential, Normandy, France"), "destination of the ashby fold trip"),
        (("Dates", "24 October 2026 to 29 October 2026 (6 days)"), "ashby fold normandy trip dates"),
        (("Group leader", "Mr Callum Daintree, Head of PE"), "group leader name on the normandy certificate"),
        (("Insured persons", "42 pupils aged 12 to 13, and 5 staff; trip manifest received 20 October 2026"),
         "how many pupils and staff insured on the year 8 normandy trip"),
        (("Travel", "Coach, with Dover to Calais ferry crossings"), None),
    ], [38 * mm, 136 * mm])
    table("Activities covered", ("Grade", "Activity", "Provider"), [
        (("1", "Walking, cycling, beach, museum and city visits", "school staff"), None),
        (("2", "Kayaking and canoeing on the River Orne", "Base Nautique Orne Aventure (FFCK affiliated)"),
         "who runs the kayaking on the ashby fold trip"),
        (("2", "High-rope course", "Accrobranche du Bocage (French state-registered instructors)"),
         "high ropes provider normandy trip"),
        (("3", "None", "no Grade 3 premium paid"), "is skiing/grade 3 covered on FET-GRP-40917"),
    ], [16 * mm, 78 * mm, 80 * mm])
    table("Variations to the wording", ("Wording", "Variation"), [
        (("C1", "Excess for pupils' personal belongings reduced to \u00a325 per pupil for each claim; staff excess "
                "stays at \u00a350"), "pupil baggage excess on the ashby fold certificate"),
        (("B4", "Assistance must also be told of any outpatient bill over \u20ac300 on this trip"),
         "outpatient threshold for calling assistance - ashby fold trip"),
    ], [22 * mm, 152 * mm])
    table("Premium", ("Basis", "Amount"), [
        (("47 insured persons at \u00a314.20", "\u00a3667.40"), "premium per head normandy trip"),
        (("Insurance premium tax at 12%", "\u00a380.09"), None),
        (("Total", "\u00a3747.49"), None),
    ], [100 * mm, 40 * mm])

    def onp(c, d):
        W, H = A4
        c.saveState()
        c.setFont("Helvetica-Bold", 9)
        c.setFillColor(colors.HexColor("#0e6b6b"))
        c.drawString(18 * mm, H - 13 * mm, "FIELDFARE")
        c.setFillColor(colors.black)
        c.setFont("Helvetica", 8)
        c.drawString(40 * mm, H - 13 * mm, "Educational Travel Insurance Ltd \u00b7 groups@fieldfare.example \u00b7 "
                     "020 7946 0593")
        c.drawString(18 * mm, 10 * mm, "Issued 21 October 2026. Emergency assistance: +44 20 7946 0582 (24 hours).")
        c.restoreState()

    build_pdf(F, story, on_page=onp, margins=(18 * mm, 18 * mm, 20 * mm, 18 * mm),
              title="Group Travel Certificate FET-GRP-40917", author="Fieldfare Educational Travel Insurance Ltd")


def fieldfare_docx():
    import docx
    from docx.shared import Pt, Cm
    F = "fieldfare-group-leader-emergency-and-claims-guide.docx"
    d = docx.Document()
    cp = d.core_properties
    cp.author = "Group Claims, Fieldfare"
    cp.last_modified_by = "Group Claims, Fieldfare"
    cp.title = "Group leader's emergency and claims guide"
    cp.subject = "FET26"
    cp.created = datetime.datetime(2026, 8, 20, 14, 0, 0)
    cp.modified = datetime.datetime(2026, 8, 20, 14, 0, 0)
    cp.last_printed = datetime.datetime(2026, 8, 20, 14, 0, 0)
    cp.revision = 5
    cp.comments = ""
    cp.keywords = ""
    cp.category = ""
    d.styles["Normal"].font.name = "Calibri"
    d.styles["Normal"].font.size = Pt(10.5)
    d.add_heading("Group leader's emergency and claims guide", level=0)

    def para(h, text, q=None):
        d.add_paragraph(text)
        add(F, "paragraph", text, heading=h, q=q)

    def step(h, num, text, q=None):
        p = d.add_paragraph()
        p.paragraph_format.left_indent = Cm(0.8)
        p.paragraph_format.first_line_indent = Cm(-0.8)
        r = p.add_run(f"{num}.")
        r.bold = True
        p.add_run("\t" + text)
        add(F, "clause", text, heading=h, clause=num, q=q)

    def sub(h, num, letter, text, q=None):
        p = d.add_paragraph()
        p.paragraph_format.left_indent = Cm(1.7)
        p.paragraph_format.first_line_indent = Cm(-0.9)
        p.add_run(f"({letter})\t" + text)
        add(F, "clause", text, heading=h, clause=f"{num}({letter})", q=q)

    def tbl(h, caption, header, rows, style):
        c = d.add_paragraph()
        c.add_run(caption).bold = True
        t = d.add_table(rows=1, cols=len(header))
        t.style = d.styles[style]
        for i, x in enumerate(header):
            t.rows[0].cells[i].text = x
        for r, q in rows:
            cells = t.add_row().cells
            for i, x in enumerate(r):
                cells[i].text = x
            add(F, "table_row", " ".join(x for x in r if x), heading=caption, table=list(r), q=q)

    h = "Group leader's emergency and claims guide"
    para(h, "Keep this guide with the trip pack. It tells group leaders what to do when something goes wrong "
         "abroad and what the policy pays. The policy wording and your certificate are the contract; if anything "
         "here differs from them, they apply.", q="group leader guide vs wording - which applies if different")
    h = "Part 1 \u2013 Benefits at a glance"
    d.add_heading(h, level=1)
    tbl(h, "Table 1: Benefits and excesses", ("Benefit", "Limit", "Excess", "Wording"), [
        (("Cancellation or curtailment", "\u00a31,500 per person", "nil", "A1\u2013A3"), None),
        (("Emergency medical and repatriation", "\u00a310,000,000 per person", "nil", "B1"),
         None),
        (("Dental, pain relief only", "\u00a3350 per person", "nil", "B5"), None),
        (("Personal belongings", "\u00a31,000 per person (item \u00a3250, valuables \u00a3200)", "\u00a350", "C1"),
         None),
        (("School equipment", "\u00a33,000 per trip (item \u00a31,000)", "\u00a3100", "C2"),
         None),
        (("Group money held by staff", "\u00a32,000 per trip", "nil", "C3"), "is there an excess on group money theft"),
        (("Personal accident, staff death", "\u00a325,000", "nil", "D1"), None),
        (("Personal accident, pupil death", "\u00a310,000", "nil", "D1"), None),
        (("Personal liability", "\u00a32,000,000 any one event", "\u00a3250 property damage only", "F1"),
         None),
        (("Replacement staff travel", "reasonable travel costs", "nil", "G1"), "replacement teacher travel - excess?"),
    ], "Light List Accent 1")
    h = "Part 2 \u2013 If a pupil is hurt or falls ill"
    d.add_heading(h, level=1)
    step(h, "1", "Get the pupil treated first. Do not delay emergency treatment in order to contact us or the "
         "school.", q="pupil injured - call insurer first or get treatment first")
    sub(h, "1", "a", "In Europe dial 112 for an ambulance; elsewhere use the local emergency number in the trip pack.",
        q="ambulance number in europe per guide")
    sub(h, "1", "b", "Take the pupil's passport, GHIC or EHIC, signed medical form and this guide to the hospital or "
        "clinic.", q="what docs to take to hospital with pupil")
    step(h, "2", "Phone Fieldfare Assistance on +44 20 7946 0582 as soon as the pupil is safe, and always before an "
         "admission of more than 24 hours.", q="when should the group leader phone assistance")
    sub(h, "2", "a", "Give the policy number from the certificate, the pupil's full name and date of birth, and the "
        "name of the hospital.", q="info to give assistance when calling")
    sub(h, "2", "b", "Ask the assistance team to send the hospital a guarantee of payment, so that staff do not have "
        "to pay large bills.", q="guarantee of payment to hospital - who arranges")
    step(h, "3", "Decide who stays with the pupil. A member of staff must stay with a pupil under 18 in hospital "
         "until a parent or guardian arrives.", q=None)
    sub(h, "3", "a", "Check the staff-to-pupil ratio for the rest of the group; if it falls below the level in your "
        "risk assessment, ask us to arrange a replacement member of staff under Section G.",
        q="ratio drops after teacher goes to hospital with kid - what to do")
    sub(h, "3", "b", "Tell the pupil's parents first, then the school's emergency contact.",
        q="who to tell first - parents or school")
    step(h, "4", "Keep every receipt and document, and get copies of anything the hospital keeps.")
    sub(h, "4", "a", "Staff may pay outpatient bills under \u20ac500 and claim them back; ask the clinic for an "
        "itemised invoice in English or French.", q="what language should the clinic invoice be in")
    sub(h, "4", "b", "Complete the school's incident report form on the day, with the names of witnesses and of the "
        "instructor if it happened during an activity.", q="incident report - when and what details")
    h = "Part 3 \u2013 Lost, stolen or damaged belongings"
    d.add_heading(h, level=1)
    step(h, "5", "Report any theft to the local police within 24 hours and get a written report; a reference number "
         "on its own is not enough.", q="police ref number only for stolen bag - enough?")
    sub(h, "5", "a", "If group money is stolen, the police report must be made by the member of staff who was "
        "carrying it.", q="group money theft - who must report to police")
    sub(h, "5", "b", "For items lost or damaged by a ferry or coach operator, get a written report or letter from "
        "the carrier before you leave.", q="suitcase damaged on ferry - what evidence")
    step(h, "6", "Claim on your return using the online claim form, within 60 days of getting back to school.")
    sub(h, "6", "a", "Attach receipts or bank statements for any item over \u00a3100.",
        q="receipts needed for items over what value")
    sub(h, "6", "b", "Do not throw away damaged items until the claims team has seen photographs of them.",
        q="can pupil bin the broken items before claim")
    h = "Part 4 \u2013 Who to call"
    d.add_heading(h, level=1)
    tbl(h, "Table 2: Contacts", ("Reason", "Telephone", "E-mail"), [
        (("Emergency assistance, 24 hours", "+44 20 7946 0582", "assist@fieldfare.example"), None),
        (("Claims on return", "020 7946 0590", "groupclaims@fieldfare.example"), "claims email school travel"),
        (("Changes to the trip manifest", "020 7946 0593", "groups@fieldfare.example"),
         "who to call to change trip manifest"),
    ], "Table Grid")
    buf = io.BytesIO()
    d.save(buf)
    zin = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    with zipfile.ZipFile(os.path.join(DOCS, F), "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 8, 20, 14, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zout.writestr(zi, zin.read(info.filename))


def fieldfare_scan():
    F = "fieldfare-scan-clinic-invoice-2026-10-3317.png"
    head = "INVOICE / FACTURE No. 2026-10-3317"
    rows = [
        (("26/10/2026", "Emergency consultation, Dr A. Lemoine, general practitioner, out of hours supplement",
          "75.00"), "clinic consultation fee normandy pupil"),
        (("26/10/2026", "X-ray of left wrist, two views, with report by radiologist", "68.50"),
         "xray cost on clinic invoice"),
        (("26/10/2026", "Reduction of fracture and plaster cast, left forearm, including materials", "212.00"),
         "plaster cast charge on the french clinic bill"),
        (("26/10/2026", "Ambulance transfer from the high-rope course to the clinic (22 km)", "185.00"),
         "ambulance charge and distance clinic invoice"),
        (("28/10/2026", "Follow-up review and replacement cast before the journey home by coach", "96.00"),
         "follow up appointment date and cost"),
        (("", "TOTAL", "636.50"), "total of the normandy clinic invoice"),
        (("", "Paid by card 28/10/2026, C. Daintree", "636.50"), "who paid the clinic and when"),
    ]
    paper = (250, 248, 244)
    cols = [(230, "l"), (900, "l"), (230, "r")]
    img, d, y = draw_scan((1654, 2339), paper, [
        ("Centre Medical du Bocage", 46, True, "l"),
        ("12 rue des Tilleuls, 14500 Vire Normandie, France", 26, False, "l"),
        ("accueil@cm-bocage.example", 26, False, "l"),
        ("", 16, False, "l"),
        (head, 38, True, "r"),
        ("Patient: Maisie Thorpe (born 14/03/2013)   School group: Ashby Fold Academy", 26, False, "l"),
        ("Insurer: Fieldfare, certificate FET-GRP-40917", 26, False, "l"),
    ], cols, ("Date", "Description", "EUR"), [r for r, _ in rows], "aileron", "hrules", cell=30,
        footer=[("All amounts in euros. Medical services exempt from TVA.", 24)],
        bold_rows=[rows[-2][0]])
    img, _ = age_scan(img, seed=9303, angle=1.3, keystone=0.005, light=(0.5, 0.0, 22), salt=0.0006, blur=0.6,
                      jpeg=68, paper=paper)
    img.save(os.path.join(DOCS, F), optimize=False)
    scan_rows(F, head, rows)


# ---------------------------------------------------------------------------------------------------------------
# D. Stannington Property Underwriting Ltd (UK HMO landlord)
# ---------------------------------------------------------------------------------------------------------------
def stannington_wording():
    F = "stannington-hmo-landlord-wording-SPU-HMO7.pdf"
    PLUM = colors.HexColor("#4b2351")
    hs = S("sth", "DJSerifC-Bold", 10.2, 13, spaceBefore=8, spaceAfter=3, textColor=PLUM)
    body = S("stb", "DJSerifC", 8.9, 11.6, spaceAfter=3.5)
    num = S("stn", "DJSerifC", 8.9, 11.6, spaceAfter=3.5, leftIndent=22, bulletIndent=0, bulletFontName="DJSerifC-Bold")
    story = [Paragraph("HMO LANDLORD INSURANCE", S("stt", "DJSerifC-Bold", 16, 20, textColor=PLUM)),
             Paragraph("Policy wording SPU-HMO7 \u2013 houses in multiple occupation let on assured shorthold or "
                       "periodic tenancies", S("stt2", "DJSerifC-Italic", 9, 12, spaceAfter=4))]

    def heading(h):
        story.append(Paragraph(e(h), hs))
        return h

    def para(h, text, q=None):
        k = add(F, "paragraph", text, heading=h, page=None, q=q)
        story.append(tag(Paragraph(e(text), body), k))

    def defn(h, t, m, q=None):
        k = add(F, "definition", f"{t} {m}", heading=h, page=None, q=q)
        story.append(tag(Paragraph(f"<b>{e(t)}</b> {e(m)}", body), k))

    def cl(h, n, text, q=None):
        k = add(F, "clause", text, heading=h, clause=n, page=None, q=q)
        story.append(tag(Paragraph(e(text), num, bulletText=n), k))

    def runin(h, label, title, text, q=None):
        k = add(F, "clause", text, heading=h, clause=label, page=None, q=q)
        story.append(tag(Paragraph(f"<b>{e(label)} \u2013 {e(title)}.</b> {e(text)}", body), k))

    h = heading("IMPORTANT INFORMATION")
    para(h, "This wording, the schedule and any endorsements shown on it form your policy. Please check the "
         "schedule carefully: it records the number of letting rooms and the licence details you gave us, and cover "
         "depends on them being right.", q="HMO policy - what does schedule record that cover depends on")
    para(h, "If your licence, the number of households or the way the property is let changes during the period of "
         "insurance, tell your broker straight away, because it may affect the premium or the cover.",
         q="landlord added an 8th room mid term - need to tell us?")
    h = heading("DEFINITIONS")
    defn(h, "HMO", "a house in multiple occupation as defined in the Housing Act 2004, let as the private "
         "residence of tenants who form more than one household and share a kitchen, bathroom or toilet.",
         q="HMO definition - what makes it an HMO")
    defn(h, "Licence", "an HMO licence, or a selective or additional licence, issued for the premises by the "
         "licensing authority.")
    defn(h, "Licensing authority", "the local housing authority for the area in which the premises are situated.")
    defn(h, "Tenant", "a person occupying a room at the premises under a written tenancy or licence agreement with "
         "you, together with any member of their household.", q="tenant's partner living with them - tenant?")
    defn(h, "Communal areas", "the kitchens, bathrooms, hallways, stairs, landings and gardens that tenants share.",
         q="is the shared kitchen a communal area")
    defn(h, "Buildings", "the structure of the premises, its fixtures and fittings, landlord's fire safety "
         "equipment, and the fitted kitchens and bathrooms you own.", q="fitted kitchen owned by L/L - part of buildings?")
    defn(h, "Unoccupied", "when no tenant has lived at the premises for more than 30 consecutive days.",
         q="HMO unoccupied definition days")
    defn(h, "Rent", "the money tenants pay you under their tenancy agreements for the use of their rooms.")

    h = heading("SECTION 1 \u2013 BUILDINGS")
    cl(h, "1.1", "We insure the buildings against loss or damage caused by fire, smoke, lightning, explosion, "
       "earthquake, storm, flood, escape of water, theft, riot, malicious damage and impact, up to the buildings sum "
       "insured.", q="HMO buildings insured events list - smoke included?")
    cl(h, "1.2", "Malicious damage by a tenant, or by a tenant's visitor, is covered up to \u00a310,000 for any one "
       "claim, as long as you took references and checked the tenant's right to rent before the tenancy started.",
       q="tenant malicious damage limit per wording + conditions")
    cl(h, "1.3", "Fire doors, door closers, smoke and heat detectors, emergency lighting and fire alarm panels damaged "
       "by an insured event are replaced to the standard the licence requires, even if that is higher than what was "
       "fitted before.", q="fire doors replaced to licence standard - betterment?")
    cl(h, "1.4", "We pay up to \u00a35,000 towards complying with a notice from the licensing authority requiring work "
       "after damage we cover, where the work is to the damaged part of the buildings.",
       q="council notice requiring works after fire - limit")
    cl(h, "1.5", "We pay up to \u00a35,000 to find the source of an escape of water or oil, and to make good "
       "afterwards.", q="trace and access HMO")
    cl(h, "1.6", "We do not cover loss or damage while more people live at the premises than the licence allows.",
       q="more occupants than licence permits - cover position")

    h = heading("SECTION 2 \u2013 LOSS OF RENT")
    cl(h, "2.1", "If a room cannot be lived in because of damage covered under Section 1, we pay the rent lost for "
       "that room until it is fit to let again, for up to 24 months and within the loss of rent sum insured.",
       q="HMO loss of rent max indemnity period")
    cl(h, "2.2", "Rent is worked out at the amount each tenant was paying at the date of the damage, less any charges "
       "for utilities or services you no longer have to provide.", q="rent includes bills - do we deduct utilities from LoR")
    cl(h, "2.3", "If the licensing authority prohibits the use of the whole premises because of damage we cover, we "
       "pay lost rent for every room, including rooms that were not damaged.",
       q="prohibition order whole house - rent for undamaged rooms?")
    cl(h, "2.4", "We also pay the reasonable cost of rehousing tenants whom you are legally obliged to rehouse, up to "
       "\u00a315,000 in total.", q="landlord legally has to rehouse tenants - cost covered?")

    h = heading("SECTION 3 \u2013 PROPERTY OWNER'S LIABILITY")
    cl(h, "3.1", "We cover your legal liability as owner of the premises for accidental injury to anyone, or damage to "
       "their property, up to the limit in the schedule for any one event, plus costs we agree to in writing.")
    cl(h, "3.2", "We do not cover liability to a tenant under the Landlord and Tenant Act 1985 for disrepair that you "
       "had been told about and did not put right within a reasonable time.",
       q="tenant disrepair claim after landlord ignored reports")

    h = heading("CONDITIONS")
    runin(h, "Condition 1", "Licensing", "You must hold a valid licence for the premises where the licensing "
          "authority requires one, and keep to its conditions. Tell us within 14 days if the licence is refused, "
          "revoked or varied.", q="licence revoked - how long to tell insurer")
    runin(h, "Condition 2", "Tenancies", "Every tenant must have a written tenancy agreement, and you must have "
          "taken references and carried out right to rent checks.")
    runin(h, "Condition 3", "Inspections", "You or your agent must inspect the communal areas at least once a month, "
          "and every room at least every 6 months, and keep a written record.",
          q="how often must landlord inspect rooms in HMO")
    runin(h, "Condition 4", "Gas and electrical safety", "Keep a current gas safety record, renewed every 12 months, "
          "and an electrical installation condition report no more than 5 years old.",
          q="EICR max age under the HMO policy")
    runin(h, "Condition 5", "Unoccupancy", "Tell us if the whole premises will be unoccupied. While they are "
          "unoccupied, cover for escape of water, theft and malicious damage is suspended unless we agree otherwise.",
          q="whole HMO empty - what cover is suspended")
    runin(h, "Condition 6", "Refuse", "Keep refuse in closed bins at least 5 metres from the building, and never in "
          "hallways or under stairs.", q="bins stored in hallway - condition")
    runin(h, "Condition 7", "Fire safety", "The fire detection and alarm system the licence requires must be tested "
          "every week and serviced by a competent engineer every 6 months; fire doors must be kept shut with their "
          "closers working, and escape routes kept clear. Keep the test log at the premises. If a loss is caused or "
          "made worse because this condition was not met, we may refuse or reduce the claim to the extent the breach "
          "contributed to it.", q="fire alarm testing frequency HMO condition + consequence of breach")
    runin(h, "Condition 8", "Claims", "Tell us about any claim within 30 days, and when we ask, give us the licence, "
          "tenancy agreements, rent records and fire safety test log.",
          q="docs we can ask for on an HMO claim")

    h = heading("EXCLUSIONS")
    runin(h, "Exclusion 1", "Wear and tear", "Gradual deterioration, rot, damp and condensation, and damage caused "
          "by vermin.", q="damp and mould in tenant room - covered?")
    runin(h, "Exclusion 2", "Drug cultivation", "Damage caused by growing drugs at the premises, unless you had no "
          "reason to suspect it and had kept to Condition 3.", q="cannabis farm found in room - damage covered?")
    runin(h, "Exclusion 3", "Rent arrears", "Rent a tenant fails to pay for any reason other than damage covered "
          "under Section 1.", q="tenant not paying rent - LoR claim?")
    runin(h, "Exclusion 4", "Penalties", "Any fine, penalty or civil penalty imposed by the licensing authority.",
          q="council civil penalty for licence breach - can L/L claim it")

    def onp(c, d):
        W, H = A4
        c.saveState()
        c.setFont("DJSerifC-Bold", 8.5)
        c.setFillColor(PLUM)
        c.drawString(20 * mm, H - 12 * mm, "STANNINGTON PROPERTY UNDERWRITING LTD")
        c.setFont("DJSerifC", 8)
        c.drawRightString(W - 20 * mm, H - 12 * mm, "SPU-HMO7 (06/26)")
        c.setFillColor(colors.black)
        c.drawCentredString(W / 2, 9 * mm, f"\u2014 {d.page} \u2014")
        c.drawString(20 * mm, 13 * mm, "Stannington Property Underwriting Ltd, Calverley House, 8 Park Row, Leeds "
                     "LS1 5HD. Telephone 0113 496 0455.")
        c.restoreState()

    build_pdf(F, story, on_page=onp, margins=(20 * mm, 20 * mm, 19 * mm, 20 * mm),
              title="HMO Landlord Insurance SPU-HMO7", author="Stannington Property Underwriting Ltd")


def stannington_schedule():
    F = "stannington-hmo-schedule-SPU-HMO-208816.pdf"
    cell = S("ssc", "Times-Roman", 9.8, 12.2)
    cellb = S("sscb", "Times-Bold", 9.8, 12.2)
    cap = S("sscap", "Times-Bold", 11, 14, spaceBefore=10, spaceAfter=3)
    story = [Paragraph("SCHEDULE", S("sst", "Times-Bold", 18, 22, alignment=TA_CENTER)),
             Paragraph("HMO Landlord Insurance \u2013 policy SPU-HMO-208816", S("sst2", "Times-Roman", 11, 15,
                                                                              alignment=TA_CENTER, spaceAfter=6))]

    def table(caption, header, rows, widths):
        story.append(Paragraph(e(caption), cap))
        data, keys = [], []
        if header:
            data.append([Paragraph(e(x), cellb) for x in header])
        for r, q in rows:
            keys.append(add(F, "table_row", " ".join(x for x in r if x), heading=caption, table=list(r), page=None,
                            q=q))
            data.append([Paragraph(e(x), cell) for x in r])
        t = Table(data, colWidths=widths)
        t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                               ("BACKGROUND", (0, 0), (0, -1), colors.HexColor("#efe8f0"))]
                              + ([("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#d9c9dc"))] if header else [])))
        story.append(tag(t, *keys))

    table("The insured and the premises", None, [
        (("Insured", "Halloran Lettings Ltd (director Ms Niamh Halloran)"), "who is the insured on SPU-HMO-208816"),
        (("Correspondence address", "41 Beckett Street, Leeds LS9 7PQ"), None),
        (("Premises", "14 Tannery Row, Leeds LS6 2DJ"), "risk address halloran HMO"),
        (("Description", "Mid-terrace house on three floors; 7 letting rooms, shared kitchen and 3 bathrooms"),
         "how many letting rooms at tannery row"),
        (("Licence", "Leeds City Council mandatory HMO licence HMO/2024/06613; maximum 7 households, 7 persons; "
                     "expires 30 June 2029"), "HMO licence expiry date tannery row"),
        (("Period of insurance", "1 May 2026 to 30 April 2027"), None),
        (("Broker", "Kirkgate Property Insurance Brokers, 0113 496 0718"), None),
    ], [42 * mm, 128 * mm])
    table("Cover and sums insured", ("Section", "Sum insured or limit", "Excess"), [
        (("1 Buildings", "\u00a3612,000", "\u00a3250"), None),
        (("1 Buildings \u2013 escape of water", "included", "\u00a3500"), "EoW excess on halloran HMO"),
        (("1 Buildings \u2013 malicious damage by tenants", "\u00a325,000 any one claim (SPU-E4)",
          "\u00a31,000"), "tenant malicious damage limit and excess on this schedule"),
        (("2 Loss of rent", "\u00a358,800", "nil"), "LoR excess on the halloran schedule"),
        (("3 Property owner's liability", "\u00a35,000,000 any one event", "\u00a3250 property damage"),
         "POL limit on tannery row schedule"),
    ], [70 * mm, 62 * mm, 38 * mm])
    table("Premium", ("Item", "Amount"), [
        (("Annual premium", "\u00a32,218.00"), None),
        (("Insurance premium tax at 12%", "\u00a3266.16"), None),
        (("Total", "\u00a32,484.16"), "total premium halloran lettings HMO"),
    ], [110 * mm, 40 * mm])

    def onp(c, d):
        W, H = A4
        c.saveState()
        c.setFont("Times-Bold", 10)
        c.drawString(20 * mm, H - 14 * mm, "STANNINGTON PROPERTY UNDERWRITING LTD")
        c.setFont("Times-Roman", 8.5)
        c.drawRightString(W - 20 * mm, H - 14 * mm, "Date of issue 24 April 2026")
        c.drawString(20 * mm, 12 * mm, "This schedule must be read with policy wording SPU-HMO7 (06/26).")
        c.restoreState()

    build_pdf(F, story, on_page=onp, margins=(20 * mm, 20 * mm, 22 * mm, 18 * mm),
              title="Schedule SPU-HMO-208816", author="Stannington Property Underwriting Ltd")


def stannington_diary():
    F = "stannington-claim-SPU-CL-26-1187-claims-diary.txt"
    entries = [
        ("D01", "05/10/26", "09:14", "KLM", "FNOL - tel in from L/L",
         "Niamh Halloran (director, Halloran Lettings Ltd) reports kitchen fire Sat 03/10 approx 19:30 at 14 Tannery "
         "Row. Tenant room 2 left pan on hob. FRS attended, incident ref WYF/26/114872. No injuries. Kitchen gutted, "
         "smoke through ground floor hall and stairs. Kitchen fire door held per FRS. Rooms 1 and 2 (grd floor) "
         "uninhabitable due to smoke; other 5 tenants back in. Council HMO officer attending today.",
         "tannery row fire - date, cause and which rooms out"),
        ("D02", "05/10/26", "11:02", "KLM", "Cover check",
         "Pol SPU-HMO-208816 live 01/05/26 to 30/04/27. Bldgs SI 612k, LoR 58,800, std xs 250. Licence "
         "HMO/2024/06613 max 7 - 7 let at DOL so 1.6 not an issue. Cond 7 fire safety - need alarm test log. Fire "
         "caused by tenant carelessness = fire peril, not malicious - std xs applies, not the 1k tenant MD xs.",
         "which excess applies to tenant's chip pan fire - MD or standard?"),
        ("D03", "06/10/26", "15:40", "KLM", "LA appointed",
         "Appointed Brindley Cross Adjusting (Tom Akers). Visit w/c 12/10. Asked L/L for licence, tenancy agmts rooms "
         "1 and 2, rent records and fire alarm test log last 3 months per Cond 8.",
         "who's the loss adjuster on SPU-CL-26-1187"),
        ("D04", "14/10/26", "16:25", "KLM", "LA prelim report",
         "Prelim rec'd. Kitchen strip out and refit, rewire kitchen circuit, redecorate hall/stairs/landing, 2 fire "
         "doorsets + detectors. Reserve bldgs 38,500. Alarm log shows weekly tests up to 28/09 and 6-monthly service "
         "Jun 26 - Cond 7 complied with. Kitchen heat detector activated per panel log.",
         "was cond 7 complied with on the tannery row fire? reserve"),
        ("D05", "20/10/26", "10:05", "KLM", "Loss of rent",
         "Rooms 1 and 2 at 725 and 695 pcm incl bills. L/L says utilities approx 85 pcm per room - deduct per 2.2: "
         "640 + 610 = 1,250 pcm. Council letter 15/10: rooms 1 and 2 not to be occupied until kitchen back in use; "
         "no prohibition on whole house so 2.3 n/a. LA est 3 months = 3,750.",
         "LoR calc for rooms 1 and 2 after deducting bills"),
        ("D06", "02/11/26", "14:48", "KLM", "Fire door invoice",
         "Aire Valley Fire Doors inv 7731 rec'd, 3,438.00 incl VAT for 2 x FD30S doorsets, closers, heat and smoke "
         "detectors, commissioning cert. Pay to licence standard per 1.3. Approved less std xs 250 = 3,188.00 (xs "
         "taken on this first bldgs payment).", "fire door invoice payment after excess"),
        ("D07", "09/11/26", "09:30", "KLM", "Interim LoR",
         "Interim LoR to 31/10: 1,250 x 29/31 = 1,169.35, paid BACS to Halloran Lettings Ltd. Next review 01/12 with "
         "LA on kitchen works.", "interim loss of rent paid to halloran - how much and period"),
    ]
    out = ["STANNINGTON PROPERTY UNDERWRITING LTD - CLAIMS DIARY",
           "Claim SPU-CL-26-1187 / Policy SPU-HMO-208816 / Halloran Lettings Ltd / 14 Tannery Row LS6 2DJ",
           "Handler: Karen Lomax (KLM)", "", ""]
    for label, dt, tm, by, what, body, q in entries:
        first = f"{dt}  {tm}  {by}  {what}"
        wrapped = textwrap.wrap(body, 72)
        add(F, "file_note_entry", " ".join([first] + wrapped), entry=label, q=q)
        out.append(f"{label}  {first}")
        out += ["     " + w for w in wrapped]
        out.append("")
    with open(os.path.join(DOCS, F), "w", encoding="utf-8", newline="\r\n") as fh:
        fh.write("\n".join(out) + "\n")


def stannington_scan():
    F = "stannington-scan-fire-door-invoice-7731.pdf"
    head = "INVOICE No. 7731"
    rows = [
        (("FD30S fire doorset, kitchen, with intumescent strips", "1", "845.00", "845.00"),
         "kitchen fire doorset price aire valley"),
        (("FD30S fire doorset, ground floor hall to stairs", "1", "845.00", "845.00"), None),
        (("Overhead door closers, adjustable", "2", "96.00", "192.00"), "door closers cost on invoice 7731"),
        (("Heat detector, kitchen, mains linked", "1", "64.00", "64.00"), "price of the kitchen heat detector"),
        (("Smoke detectors, hall and landing", "3", "48.00", "144.00"), "how many smoke detectors replaced tannery row"),
        (("Fitting labour, two operatives (hours)", "12", "42.50", "510.00"), "fitting labour hours and rate fire doors"),
        (("Commissioning and test certificate", "1", "265.00", "265.00"), "commissioning certificate charge"),
        (("Net total", "", "", "2,865.00"), "net total aire valley invoice"),
        (("VAT at 20%", "", "", "573.00"), "VAT on fire door invoice"),
        (("TOTAL DUE", "", "", "3,438.00"), None),
    ]
    paper = (244, 244, 240)
    cols = [(820, "l"), (110, "r"), (200, "r"), (230, "r")]
    img, d, y = draw_scan((1654, 2339), paper, [
        ("Aire Valley Fire Doors Ltd", 48, True, "l"),
        ("Unit 6, Canal Wharf, Shipley BD18 3TT  \u00b7  VAT reg GB 318 4471 62", 26, False, "l"),
        ("", 18, False, "l"),
        (head, 40, True, "r"),
        ("Date 29/10/2026        Customer: Halloran Lettings Ltd", 28, False, "l"),
        ("Site: 14 Tannery Row, Leeds LS6 2DJ      Your ref: SPU-CL-26-1187", 28, False, "l"),
    ], cols, ("Description", "Qty", "Unit", "Net"), [r for r, _ in rows], "times", "vrules", cell=31,
        footer=[("Payment within 30 days. Doorsets certified to BS 476-22 / third-party scheme.", 25),
                ("Bank: Aire Valley Fire Doors Ltd, sort code 40-00-00, account 00000000", 25)],
        bold_rows=[rows[-1][0]])
    d = ImageDraw.Draw(img)
    sx, sy = 1080, y + 40
    d.rectangle([sx, sy, sx + 345, sy + 110], outline=(160, 30, 40), width=5)
    d.text((sx + 38, sy + 22), "RECEIVED", font=sfont("times-bold", 52), fill=(160, 30, 40))
    img, raw = age_scan(img, seed=9404, angle=-0.6, keystone=0.004, light=(0.1, 0.95, 30), salt=0.001, blur=0.65,
                        jpeg=58, paper=paper)
    scan_pdf(F, raw, A4)
    scan_rows(F, head, rows)


def main():
    if os.path.isdir(DOCS):
        shutil.rmtree(DOCS)
    os.makedirs(DOCS)
    casavella_wording()
    casavella_schedule()
    casavella_scan()
    casavella_eml()
    pelican_policy()
    pelican_decs()
    pelican_endorsement()
    pelican_scan()
    pelican_notes()
    fieldfare_wording()
    fieldfare_certificate()
    fieldfare_docx()
    fieldfare_scan()
    stannington_wording()
    stannington_schedule()
    stannington_diary()
    stannington_scan()
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
