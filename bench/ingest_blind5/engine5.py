"""Layout helpers for blind ingest corpus 5 (own engine: flow layout on the reportlab canvas, DOCX, scans)."""
import os, io, re, zipfile, random
from reportlab.pdfgen import canvas
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.lib.pagesizes import A4, letter

FD = '/usr/share/fonts/truetype/dejavu/'
for n in ['DejaVuSans', 'DejaVuSans-Bold', 'DejaVuSans-Oblique', 'DejaVuSerif', 'DejaVuSerif-Bold', 'DejaVuSerif-Italic',
          'DejaVuSansCondensed', 'DejaVuSansCondensed-Bold', 'DejaVuSerifCondensed', 'DejaVuSerifCondensed-Bold',
          'DejaVuSerifCondensed-Italic', 'DejaVuSansMono', 'DejaVuSansMono-Bold']:
    pdfmetrics.registerFont(TTFont(n, FD + n + '.ttf'))
norm = lambda s: re.sub(r'\s+', ' ', s).strip()
sw = pdfmetrics.stringWidth


class Flow:
    """One-column flow layout. Every passage block is kept on one page; its page is recorded."""
    def __init__(self, path, size, fonts, fs, lead, margins, hf, hf_first, total=1, title=''):
        self.c = canvas.Canvas(path, pagesize=size, invariant=1)
        self.c.setTitle(title); self.c.setAuthor(''); self.c.setCreator('')
        self.W, self.H = size
        self.reg, self.bold, self.ital = fonts
        self.fs, self.lead = fs, lead
        self.l, self.r, self.t, self.b = margins
        self.hf, self.hf_first, self.total = hf, hf_first, total
        self.page = 1; self.y = self.H - self.t
        if hf_first: hf(self.c, self.page, total)

    def newpage(self):
        if not self.hf_first: self.hf(self.c, self.page, self.total)
        self.c.showPage(); self.page += 1; self.y = self.H - self.t
        if self.hf_first: self.hf(self.c, self.page, self.total)

    def finish(self):
        if not self.hf_first: self.hf(self.c, self.page, self.total)
        self.c.save(); return self.page

    def need(self, h):
        if self.y - h < self.b: self.newpage()

    def wrap(self, runs, width):
        """runs: [(text, font)]; returns lines as [[(text, font)]], breaking only at spaces."""
        words = []
        for text, font in runs:
            for w in text.split(' '):
                if w: words.append((w, font))
        lines, cur, cw = [], [], 0
        for w, f in words:
            ww = sw(w, f, self.fs); sp = sw(' ', f, self.fs) if cur else 0
            if cur and cw + sp + ww > width:
                lines.append(cur); cur, cw = [], 0; sp = 0
            cur.append((w, f)); cw += sp + ww
        if cur: lines.append(cur)
        return lines

    def drawline(self, line, x, y, size=None):
        size = size or self.fs
        segs = []
        for w, f in line:
            if segs and segs[-1][1] == f: segs[-1][0] += ' ' + w
            elif segs: segs[-1][0] += ' '; segs.append([w, f])
            else: segs.append([w, f])
        for t, f in segs:
            self.c.setFont(f, size); self.c.drawString(x, y, t); x += sw(t, f, size)

    def space(self, h): self.y -= h

    def text(self, label, runs, indent=0, hang=0, label_font=None, gap=3):
        """A block: optional hanging label at x=l+indent, body at l+indent+hang. Returns page."""
        width = self.W - self.l - self.r - indent - hang
        if label: assert sw(label, label_font or self.reg, self.fs) < hang - 3, label
        lines = self.wrap(runs, width)
        self.need(len(lines) * self.lead + gap)
        pg = self.page
        for i, ln in enumerate(lines):
            self.y -= self.lead
            if i == 0 and label:
                self.c.setFont(label_font or self.reg, self.fs); self.c.drawString(self.l + indent, self.y, label)
            self.drawline(ln, self.l + indent + hang, self.y)
        self.y -= gap
        return pg

    def heading(self, text, size, font=None, smallcaps=False, center=False, before=6, after=3):
        self.need(before + size * 1.3 + 3 * self.lead)
        self.y -= before + size * 1.2
        font = font or self.bold
        if smallcaps:
            parts = []  # (chars, size)
            for word in text.split(' '):
                if parts: parts.append((' ', size))
                parts.append((word[0].upper(), size))
                if len(word) > 1: parts.append((word[1:].upper(), size * 0.78))
            tw = sum(sw(t, font, s) for t, s in parts)
            x = (self.W - tw) / 2 if center else self.l
            for t, s in parts:
                self.c.setFont(font, s); self.c.drawString(x, self.y, t); x += sw(t, font, s)
        else:
            self.c.setFont(font, size)
            if center: self.c.drawCentredString(self.W / 2, self.y, text)
            else: self.c.drawString(self.l, self.y, text)
        self.y -= after
        return self.page

    def table(self, caption, header, rows, widths, aligns, rules='none', cont='(continued)', fs=None, pad=3,
              cap_font=None, header_bold=True):
        """rows: list of cell lists; only the LAST column may hold several lines (list of strings or '\n').
        rules: 'grid', 'rows', 'none'. Returns the page of each row. Splits across pages repeating the header."""
        fs = fs or self.fs; ld = fs * 1.35
        x0 = self.l
        def cap(txt):
            self.y -= ld + 2
            self.c.setFont(cap_font or self.bold, fs + 0.5); self.c.drawString(x0, self.y, txt); self.y -= 3
        def drawrow(cells, bold):
            lines = [c.split('\n') for c in cells]
            n = max(len(l) for l in lines)
            h = n * ld + 2 * pad
            top = self.y
            x = x0
            for j, (cl, w) in enumerate(zip(lines, widths)):
                f = self.bold if bold else self.reg
                for i, t in enumerate(cl):
                    yy = top - pad - fs - i * ld
                    self.c.setFont(f, fs)
                    if aligns[j] == 'r': self.c.drawRightString(x + w - pad, yy, t)
                    else: self.c.drawString(x + pad, yy, t)
                x += w
            self.c.setLineWidth(0.5)
            tw = sum(widths)
            if rules == 'grid':
                self.c.rect(x0, top - h, tw, h)
                xx = x0
                for w in widths[:-1]:
                    xx += w; self.c.line(xx, top, xx, top - h)
            elif rules == 'rows':
                self.c.line(x0, top - h, x0 + tw, top - h)
                if bold: self.c.line(x0, top, x0 + tw, top)
            elif rules == 'none' and bold:
                self.c.line(x0, top - h + 1, x0 + tw, top - h + 1)
            self.y = top - h
        def rowh(cells):
            return max(len(c.split('\n')) for c in cells) * ld + 2 * pad
        self.need(ld + 8 + (rowh(header) if header else 0) + rowh(rows[0]))
        if caption: cap(caption)
        if header: drawrow(header, header_bold)
        pages = []
        for r in rows:
            if self.y - rowh(r) < self.b:
                self.newpage()
                if caption: cap(caption + ' ' + cont)
                if header: drawrow(header, header_bold)
            pages.append(self.page)
            drawrow(r, False)
        self.y -= 4
        return pages


def fix_docx(path, when=(2026, 11, 30, 9, 0, 0)):
    """Rewrite a DOCX zip with fixed timestamps and order."""
    src = zipfile.ZipFile(path)
    items = [(i.filename, src.read(i.filename)) for i in src.infolist()]
    src.close()
    with zipfile.ZipFile(path, 'w', zipfile.ZIP_DEFLATED) as z:
        for name, data in items:
            zi = zipfile.ZipInfo(name, date_time=when); zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data)


def scan(path, font, titles, header, rows, widths_mm, aligns, rules, below, angle, seed, dpi=240, fs_pt=10.5,
         as_pdf=False, edge='left'):
    """Draw a table page with Pillow, then age it like a scan: rotation, blur, grain, specks, grey paper, a dark edge."""
    from PIL import Image, ImageDraw, ImageFont, ImageFilter
    import numpy as np
    W, H = int(8.27 * dpi), int(11.69 * dpi)
    mm = dpi / 25.4
    px = lambda pt: int(round(pt * dpi / 72))
    img = Image.new('L', (W, H), 255)
    d = ImageDraw.Draw(img)
    reg = ImageFont.truetype(FD + font + '.ttf', px(fs_pt))
    bold = ImageFont.truetype(FD + font + '-Bold.ttf', px(fs_pt))
    big = ImageFont.truetype(FD + font + '-Bold.ttf', px(fs_pt + 3.5))
    x0 = int(20 * mm); y = int(22 * mm)
    for i, t in enumerate(titles):
        f = big if i == 0 else reg
        d.text((x0, y), t, font=f, fill=20); y += int(px(fs_pt + 3.5) * 1.6) if i == 0 else int(px(fs_pt) * 1.55)
    y += int(5 * mm)
    widths = [int(w * mm) for w in widths_mm]; tw = sum(widths)
    ld = int(px(fs_pt) * 1.4); pad = int(2.2 * mm)
    def row(cells, f, first=False):
        nonlocal y
        n = max(len(c.split('\n')) for c in cells)
        h = n * ld + 2 * pad
        x = x0
        for j, (c, w) in enumerate(zip(cells, widths)):
            for i, t in enumerate(c.split('\n')):
                yy = y + pad + i * ld
                if aligns[j] == 'r':
                    tl = d.textlength(t, font=f); d.text((x + w - pad - tl, yy), t, font=f, fill=25)
                else:
                    d.text((x + pad, yy), t, font=f, fill=25)
            x += w
        if rules == 'grid':
            d.rectangle([x0, y, x0 + tw, y + h], outline=40, width=3)
            xx = x0
            for w in widths[:-1]:
                xx += w; d.line([xx, y, xx, y + h], fill=40, width=3)
        elif rules == 'rows':
            if first: d.line([x0, y, x0 + tw, y], fill=40, width=4)
            d.line([x0, y + h, x0 + tw, y + h], fill=40, width=4 if first else 2)
        elif rules == 'none' and first:
            d.line([x0, y + h - 2, x0 + tw, y + h - 2], fill=60, width=2)
        y += h
    row(header, bold, True)
    for r in rows: row(r, reg)
    y += int(6 * mm)
    for t in below:
        d.text((x0, y), t, font=reg, fill=30); y += int(px(fs_pt) * 1.6)
    rnd = random.Random(seed); rs = np.random.RandomState(seed)
    img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(0.7))
    a = np.asarray(img).astype(np.float32)
    a = a * 0.93 + 8  # grey paper
    a += rs.normal(0, 7, a.shape)
    for _ in range(260):  # specks
        cx, cy = rnd.randrange(W), rnd.randrange(H); r = rnd.choice([1, 1, 2, 3])
        a[max(0, cy - r):cy + r, max(0, cx - r):cx + r] = rnd.randint(40, 140)
    ew = int(4 * mm)
    if edge == 'left': a[:, :ew] = a[:, :ew] * 0.25
    else: a[:, -ew:] = a[:, -ew:] * 0.25
    img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    if as_pdf:
        buf = io.BytesIO(); img.save(buf, 'JPEG', quality=82)
        from reportlab.lib.utils import ImageReader
        c = canvas.Canvas(path, pagesize=A4, invariant=1)
        c.drawImage(ImageReader(io.BytesIO(buf.getvalue())), 0, 0, A4[0], A4[1])
        c.showPage(); c.save()
    else:
        img.save(path, 'PNG', dpi=(dpi, dpi))
