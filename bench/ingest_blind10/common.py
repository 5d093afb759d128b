"""Shared helpers for blind ingest corpus 10 (see generate.py)."""
import datetime
import io
import os
import re
import zipfile

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageDraw, ImageFilter, ImageFont
from reportlab import rl_config
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.lib.fonts import addMapping
from reportlab.pdfgen import canvas as rl_canvas
from xml.sax.saxutils import escape

rl_config.invariant = 1
HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = os.path.join(HERE, "documents")
DJ = "/usr/share/fonts/truetype/dejavu"

for name, fn in [("DJSans", "DejaVuSans.ttf"), ("DJSans-Bold", "DejaVuSans-Bold.ttf"),
                 ("DJSans-Oblique", "DejaVuSans-Oblique.ttf"), ("DJSans-BoldOblique", "DejaVuSans-BoldOblique.ttf"),
                 ("DJSerif", "DejaVuSerif.ttf"), ("DJSerif-Bold", "DejaVuSerif-Bold.ttf"),
                 ("DJSerif-Italic", "DejaVuSerif-Italic.ttf"), ("DJSerif-BoldItalic", "DejaVuSerif-BoldItalic.ttf")]:
    pdfmetrics.registerFont(TTFont(name, os.path.join(DJ, fn)))
addMapping("DJSans", 0, 0, "DJSans")
addMapping("DJSans", 1, 0, "DJSans-Bold")
addMapping("DJSans", 0, 1, "DJSans-Oblique")
addMapping("DJSans", 1, 1, "DJSans-BoldOblique")
addMapping("DJSerif", 0, 0, "DJSerif")
addMapping("DJSerif", 1, 0, "DJSerif-Bold")
addMapping("DJSerif", 0, 1, "DJSerif-Italic")
addMapping("DJSerif", 1, 1, "DJSerif-BoldItalic")

KEYS = []
GBP = "\u00a3"
ND = "\u2013"


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def e(s):
    return escape(s)


def add(file, kind, text, heading=None, clause=None, entry=None, table=None, scanned=False, page=1, q=None):
    k = {"id": None, "file": "documents/" + file, "page": page, "kind": kind, "heading": heading,
         "clause": clause, "entry": entry, "text": norm(text), "table": table, "scanned": scanned,
         "ends_on_page": None, "_q": q}
    KEYS.append(k)
    return k


def S(name, font, size, lead=None, **kw):
    return ParagraphStyle(name, fontName=font, fontSize=size, leading=lead or size * 1.3, **kw)


def place_pages(fname):
    """Put every passage of a text PDF on the page whose pypdfium2 text holds it; else find a page break split."""
    pdf = pdfium.PdfDocument(os.path.join(DOCS, fname))
    pages = [norm(pdf[i].get_textpage().get_text_range()) for i in range(len(pdf))]
    for k in KEYS:
        if k["file"] != "documents/" + fname:
            continue
        t = k["text"]
        hits = [i + 1 for i, p in enumerate(pages) if t in p]
        if len(hits) == 1:
            k["page"] = hits[0]
            continue
        if hits:
            raise SystemExit(f"{fname}: passage on several pages: {t[:60]}")
        w = t.split(" ")
        for i in range(len(pages) - 1):
            if any(" ".join(w[:j]) in pages[i] and " ".join(w[j:]) in pages[i + 1] for j in range(1, len(w))):
                k["page"], k["ends_on_page"] = i + 1, i + 2
                break
        else:
            raise SystemExit(f"{fname}: cannot place passage {t[:70]}")


def fix_docx(d, author, title, when):
    cp = d.core_properties
    cp.author = author
    cp.last_modified_by = author
    cp.title = title
    cp.subject = ""
    cp.created = when
    cp.modified = when
    cp.last_printed = when
    cp.revision = 3
    cp.comments = ""
    cp.keywords = ""
    cp.category = ""


def save_docx(d, fname, when):
    buf = io.BytesIO()
    d.save(buf)
    zin = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    with zipfile.ZipFile(os.path.join(DOCS, fname), "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=when.timetuple()[:6])
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zout.writestr(zi, zin.read(info.filename))


# ----------------------------------------------------------------------------------------------------------------
# Scans: Pillow, greyscale-ish paper, DejaVu Sans Mono / DejaVu Serif / DejaVu Sans Condensed at 200 dpi.
# ----------------------------------------------------------------------------------------------------------------
SF = {"mono": "DejaVuSansMono.ttf", "mono-bold": "DejaVuSansMono-Bold.ttf", "serif": "DejaVuSerif.ttf",
      "serif-bold": "DejaVuSerif-Bold.ttf", "cond": "DejaVuSansCondensed.ttf",
      "cond-bold": "DejaVuSansCondensed-Bold.ttf"}


def sfont(kind, size):
    return ImageFont.truetype(os.path.join(DJ, SF[kind]), size)


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


def draw_table(d, x0, y, cols, head, rows, font, size, rules, ink=(30, 30, 34), bold_rows=()):
    """cols: [(width, 'l'|'r')]. rules: 'none' | 'grid'. Returns y after the table."""
    xs = [x0]
    for w, _ in cols:
        xs.append(xs[-1] + w)
    f = sfont(font, size)
    fb = sfont(font + "-bold", size)
    lh = int(size * 1.32)
    pad = 12
    top = y
    ys = [y]

    def put(cells, yy, ff):
        n = 1
        for i, c in enumerate(cells):
            w, al = cols[i]
            parts = wrap_px(d, c, ff, w - 2 * pad) if c else [""]
            n = max(n, len(parts))
            for j, part in enumerate(parts):
                ty = yy + pad + j * lh
                if al == "r":
                    d.text((xs[i + 1] - pad - d.textlength(part, font=ff), ty), part, font=ff, fill=ink)
                else:
                    d.text((xs[i] + pad, ty), part, font=ff, fill=ink)
        return n * lh + 2 * pad

    y += put(head, y, fb)
    ys.append(y)
    if rules == "none":
        d.line([(xs[0], y - 4), (xs[-1], y - 4)], fill=ink, width=2)
    for r in rows:
        y += put(r, y, fb if r in bold_rows else f)
        ys.append(y)
    if rules == "grid":
        for yy in ys:
            d.line([(xs[0], yy), (xs[-1], yy)], fill=ink, width=2)
        for x in xs:
            d.line([(x, top), (x, y)], fill=ink, width=2)
    return y


def age(img, seed, angle, noise, blur, jpeg, paper, speckle=0.0004):
    rng = np.random.default_rng(seed)
    img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=paper)
    a = np.asarray(img).astype(np.float32)
    H, W = a.shape[:2]
    grad = np.linspace(0, 14, W)[None, :, None]
    a = a - grad + rng.normal(0, noise, (H, W))[:, :, None]
    n = int(W * H * speckle)
    a[rng.integers(0, H, n), rng.integers(0, W, n)] = 40
    a = np.clip(a, 0, 255).astype(np.uint8)
    img = Image.fromarray(a, "RGB").filter(ImageFilter.GaussianBlur(blur))
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=jpeg)
    return buf.getvalue()


def scan_pdf(fname, jpegs, pagesize):
    from reportlab.lib.utils import ImageReader
    c = rl_canvas.Canvas(os.path.join(DOCS, fname), pagesize=pagesize, invariant=1)
    c.setCreator("MFP scan")
    for j in jpegs:
        c.drawImage(ImageReader(io.BytesIO(j)), 0, 0, width=pagesize[0], height=pagesize[1])
        c.showPage()
    c.save()
