"""Small deterministic layout engine and helpers used by generate.py (Vouch blind ingest corpus 4)."""
import io, os, zipfile, datetime, random
from reportlab.pdfgen import canvas
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
import reportlab

DV = '/usr/share/fonts/truetype/dejavu/'
RL = os.path.join(os.path.dirname(reportlab.__file__), 'fonts')
for name, path in [('DVSerif', DV + 'DejaVuSerif.ttf'), ('DVSerif-B', DV + 'DejaVuSerif-Bold.ttf'),
                   ('DVSans', DV + 'DejaVuSans.ttf'), ('DVSans-B', DV + 'DejaVuSans-Bold.ttf'),
                   ('DVCond', DV + 'DejaVuSansCondensed.ttf'), ('DVCond-B', DV + 'DejaVuSansCondensed-Bold.ttf'),
                   ('Vera', os.path.join(RL, 'Vera.ttf')), ('Vera-B', os.path.join(RL, 'VeraBd.ttf')),
                   ('DVSerC', DV + 'DejaVuSerifCondensed.ttf'), ('DVSerC-B', DV + 'DejaVuSerifCondensed-Bold.ttf'),
                   ('DVSerif-I', DV + 'DejaVuSerif-Italic.ttf'), ('DVMono', DV + 'DejaVuSansMono.ttf'),
                   ('DVMono-B', DV + 'DejaVuSansMono-Bold.ttf')]:
    pdfmetrics.registerFont(TTFont(name, path))

def sw(t, f, s):
    return pdfmetrics.stringWidth(t, f, s)

def wrap_words(words, width, size):
    """words: list of (text, font). Returns list of lines, each a list of (text, font)."""
    lines, cur, w = [], [], 0.0
    for t, f in words:
        ww = sw(t, f, size)
        sp = sw(' ', f, size) if cur else 0
        if cur and w + sp + ww > width:
            lines.append(cur); cur, w = [], 0.0; sp = 0
        cur.append((t, f)); w += sp + ww
    if cur:
        lines.append(cur)
    return lines

class Flow:
    def __init__(self, path, pagesize, margins, font, bold, size, leading, cols=1, gutter=18,
                 hf=None, hf_first=True, banner=None, banner_h=0, title='', author=''):
        self.path, self.W, self.H = path, pagesize[0], pagesize[1]
        self.ml, self.mr, self.mt, self.mb = margins
        self.font, self.bold, self.size, self.leading = font, bold, size, leading
        self.cols, self.gutter = cols, gutter
        self.colw = (self.W - self.ml - self.mr - gutter * (cols - 1)) / cols
        self.hf, self.hf_first, self.banner, self.banner_h = hf, hf_first, banner, banner_h
        self.title, self.author = title, author
        self.pages = [[]]
        self.col = 0
        self.y = self.H - self.mt - banner_h

    # --- flow control
    def x0(self):
        return self.ml + self.col * (self.colw + self.gutter)
    def newpage(self):
        self.pages.append([]); self.col = 0; self.y = self.H - self.mt
    def nextcol(self):
        if self.col + 1 < self.cols:
            self.col += 1; self.y = self.H - self.mt - (self.banner_h if len(self.pages) == 1 else 0)
        else:
            self.newpage()
    def need(self, h):
        if self.y - h < self.mb:
            self.nextcol()
    def op(self, fn):
        self.pages[-1].append(fn)
    def mark(self, key):
        if key is None:
            return
        p = len(self.pages)
        if key.get('page') is None:
            key['page'] = p
        elif p != key['page']:
            key['ends_on_page'] = p

    def space(self, h):
        self.y -= h

    def heading(self, text, size=None, font=None, before=6, after=3, align='left', keep=2):
        size = size or self.size + 1.5
        font = font or self.bold
        lead = size * 1.25
        self.space(before)
        self.need(lead + keep * self.leading)
        width = self.colw
        lines = wrap_words([(w, font) for w in text.split(' ')], width, size)
        for ln in lines:
            self.need(lead)
            self.y -= lead
            x, y, s = self.x0(), self.y, ' '.join(t for t, _ in ln)
            if align == 'center':
                x = x + (width - sw(s, font, size)) / 2
            self.op(lambda c, x=x, y=y, s=s, f=font, z=size: (c.setFont(f, z), c.drawString(x, y, s)))
        self.y -= after

    def para(self, body, label=None, runin=None, term=None, indent=0, hang=0, key=None, after=3,
             size=None, font=None, term_line=False, label_font=None):
        size = size or self.size
        font = font or self.font
        lead = self.leading * size / self.size
        words = []
        if runin:
            words += [(w, self.bold) for w in runin.split(' ')]
        if term and not term_line:
            words += [(w, self.bold) for w in term.split(' ')]
        words += [(w, font) for w in body.split(' ')]
        if key is not None:
            key['text'] = ((term + ' ') if term else '') + body
        width = self.colw - indent - hang
        lines = wrap_words(words, width, size)
        first = True
        if term and term_line:
            self.need(lead * 2)
            self.y -= lead
            x, y = self.x0() + indent, self.y
            self.op(lambda c, x=x, y=y, t=term: (c.setFont(self.bold, size), c.drawString(x, y, t)))
            self.mark(key)
        for ln in lines:
            self.need(lead)
            self.y -= lead
            x, y = self.x0() + indent + hang, self.y
            lab = label if first else None
            lx = self.x0() + indent
            def draw(c, x=x, y=y, ln=ln, lab=lab, lx=lx):
                if lab:
                    c.setFont(label_font or self.bold, size); c.drawString(lx, y, lab)
                t = c.beginText(x, y)
                curf = None
                for i, (w, f) in enumerate(ln):
                    if f != curf:
                        t.setFont(f, size); curf = f
                    t.textOut(w + (' ' if i < len(ln) - 1 else ''))
                c.drawText(t)
            self.op(draw)
            self.mark(key)
            first = False
        self.y -= after

    def table(self, widths, header, rows, aligns, style='grid', size=None, font=None, keys=None,
              pad=3, header_fill=None, caption=None, x_off=0, group=None, split_after=None, cont=None):
        """group: list of (text, span) drawn as a merged-cell row above the header.
        split_after: force a page/column break after that many body rows (the header is repeated, with cont as a caption)."""
        size = size or self.size
        font = font or self.font
        lead = size * 1.25
        x0 = self.x0() + x_off
        tw = sum(widths)
        rh = lead + 2 * pad
        def draw_group(top):
            def d(c, top=top):
                bot = top - rh
                if header_fill:
                    c.setFillGray(header_fill); c.rect(x0, bot, tw, rh, stroke=0, fill=1); c.setFillGray(0)
                c.setFont(self.bold, size); c.setLineWidth(0.6)
                cx = x0
                for gi, (t, span) in enumerate(group):
                    i0 = sum(sp for _, sp in group[:gi])
                    w = sum(widths[i0:i0 + span])
                    if t:
                        c.drawCentredString(cx + w / 2, top - pad - lead + size * 0.25, t)
                    if style == 'grid':
                        c.line(cx, top, cx, bot)
                    cx += w
                if style == 'grid':
                    c.line(cx, top, cx, bot); c.line(x0, top, x0 + tw, top)
                    c.line(x0, bot, x0 + tw, bot)
                elif style == 'rows':
                    c.setLineWidth(1.0); c.line(x0, top, x0 + tw, top); c.setLineWidth(0.5)
                    cx = x0
                    for gi, (t, span) in enumerate(group):
                        i0 = sum(sp for _, sp in group[:gi]); w = sum(widths[i0:i0 + span])
                        if t and span > 1:
                            c.line(cx + 4, bot + 1, cx + w - 4, bot + 1)
                        cx += w
            self.op(d)
        def draw_row(top, cells, f, kind, first):
            h = rh
            def d(c, top=top, cells=cells, f=f, kind=kind, first=first):
                bot = top - h
                if kind == 'H' and header_fill:
                    c.setFillGray(header_fill); c.rect(x0, bot, tw, h, stroke=0, fill=1); c.setFillGray(0)
                cx = x0
                for s, w, al in zip(cells, widths, aligns):
                    yy = top - pad - lead + size * 0.25
                    c.setFont(f, size)
                    if s:
                        if al == 'R':
                            c.drawRightString(cx + w - pad, yy, s)
                        elif al == 'C':
                            c.drawCentredString(cx + w / 2, yy, s)
                        else:
                            c.drawString(cx + pad, yy, s)
                    cx += w
                c.setLineWidth(0.6)
                if style == 'grid':
                    if first:
                        c.line(x0, top, x0 + tw, top)
                    c.line(x0, bot, x0 + tw, bot)
                    cx = x0
                    for w in widths:
                        c.line(cx, top, cx, bot); cx += w
                    c.line(cx, top, cx, bot)
                elif style == 'rows':
                    if first:
                        c.setLineWidth(1.0); c.line(x0, top, x0 + tw, top); c.setLineWidth(0.5)
                    c.line(x0, bot, x0 + tw, bot)
            self.op(d)
        def head(cap):
            nonlocal x0
            if cap:
                self.heading(cap, size=size + 1, before=6, after=4, keep=0)
            hh = rh * ((1 if header else 0) + (1 if group else 0))
            self.need(hh + 2 * rh)
            x0 = self.x0() + x_off
            if group:
                draw_group(self.y); self.y -= rh
            if header:
                draw_row(self.y, header, self.bold, 'H', not group); self.y -= rh
        head(caption)
        for i, r in enumerate(rows):
            if (split_after is not None and i == split_after) or self.y - rh < self.mb:
                self.nextcol()
                head(cont)
            draw_row(self.y, r, font, 'R', False)
            if keys is not None and keys[i] is not None:
                self.mark(keys[i])
            self.y -= rh
        self.y -= 4

    def save(self):
        c = canvas.Canvas(self.path, pagesize=(self.W, self.H), invariant=1)
        c.setTitle(self.title); c.setAuthor(self.author); c.setCreator('')
        N = len(self.pages)
        for n, ops in enumerate(self.pages, 1):
            if self.hf and self.hf_first:
                self.hf(c, n, N)
            if n == 1 and self.banner:
                self.banner(c)
            for fn in ops:
                c.setFillGray(0); c.setStrokeGray(0)
                fn(c)
            if self.hf and not self.hf_first:
                self.hf(c, n, N)
            c.showPage()
        c.save()
        return N

def fixed_zip(data, path):
    zin = zipfile.ZipFile(io.BytesIO(data))
    with zipfile.ZipFile(path, 'w', zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zout.writestr(zi, zin.read(info.filename))

# ---------------------------------------------------------------- scans
from PIL import Image, ImageDraw, ImageFont, ImageFilter
import numpy as np

def scan_page(spec):
    """spec: dict(font, bold, size, titles=[(text, bold, size)], x0, widths, aligns, header=[cells with \\n],
    rows=[[cells]], style in grid|rows|none, angle, blur, seed, dpi)."""
    dpi = spec.get('dpi', 200)
    W, H = int(8.27 * dpi), int(11.69 * dpi)
    img = Image.new('L', (W, H), 255)
    d = ImageDraw.Draw(img)
    F = ImageFont.truetype(spec['font'], spec['size'])
    FB = ImageFont.truetype(spec['bold'], spec['size'])
    y = spec.get('top', 170)
    for text, bold, size in spec['titles']:
        f = ImageFont.truetype(spec['bold'] if bold else spec['font'], size)
        d.text((spec['x0'], y), text, font=f, fill=20)
        y += int(size * 1.55)
    y += 30
    lead = int(spec['size'] * 1.35)
    pad = spec.get('pad', 14)
    x0, widths, aligns, style = spec['x0'], spec['widths'], spec['aligns'], spec['style']
    tw = sum(widths)
    allrows = ([('H', spec['header'])] if spec.get('header') else []) + [('R', r) for r in spec['rows']]
    if style == 'rows':
        d.line((x0, y, x0 + tw, y), fill=30, width=3)
    if spec.get('group'):
        gh = lead + 2 * pad
        cx = x0
        for gi, (t, span) in enumerate(spec['group']):
            i0 = sum(sp for _, sp in spec['group'][:gi]); w = sum(widths[i0:i0 + span])
            if t:
                tl = d.textlength(t, font=FB)
                d.text((cx + (w - tl) / 2, y + pad), t, font=FB, fill=25)
            if style == 'grid':
                d.line((cx, y, cx, y + gh), fill=40, width=2)
            elif t and span > 1:
                d.line((cx + 10, y + gh - 2, cx + w - 10, y + gh - 2), fill=60, width=1)
            cx += w
        if style == 'grid':
            d.line((x0, y, x0 + tw, y), fill=40, width=2); d.line((cx, y, cx, y + gh), fill=40, width=2)
        y += gh
    for ri, (kind, cells) in enumerate(allrows):
        f = FB if kind == 'H' else F
        nl = max(len(c.split('\n')) for c in cells)
        h = nl * lead + 2 * pad
        cx = x0
        for c, w, al in zip(cells, widths, aligns):
            for j, s in enumerate(c.split('\n')):
                yy = y + pad + j * lead
                if al == 'R':
                    tl = d.textlength(s, font=f)
                    d.text((cx + w - pad - tl, yy), s, font=f, fill=25)
                else:
                    d.text((cx + pad, yy), s, font=f, fill=25)
            cx += w
        if style == 'grid':
            d.line((x0, y, x0 + tw, y), fill=40, width=2)
            d.line((x0, y + h, x0 + tw, y + h), fill=40, width=2)
            cx = x0
            for w in widths + [0]:
                d.line((cx, y, cx, y + h), fill=40, width=2); cx += w
        elif style == 'rows':
            d.line((x0, y + h, x0 + tw, y + h), fill=60, width=(3 if kind == 'H' else 1))
        elif style == 'none' and kind == 'H':
            pass
        y += h
    for text, bold, size in spec.get('footer', []):
        y += int(size * 0.9)
        f = ImageFont.truetype(spec['bold'] if bold else spec['font'], size)
        d.text((x0, y), text, font=f, fill=30)
        y += int(size * 1.2)
    # degrade
    rng = np.random.default_rng(spec['seed'])
    img = img.rotate(spec['angle'], resample=Image.BICUBIC, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(spec.get('blur', 0.8)))
    a = np.asarray(img).astype(np.float32)
    a = a * (spec.get('paper', 236) / 255.0)
    a += rng.normal(0, spec.get('noise', 7), a.shape)
    n = spec.get('specks', 260)
    ys, xs = rng.integers(0, H, n), rng.integers(0, W, n)
    for yy, xx in zip(ys, xs):
        r = int(rng.integers(1, 3))
        a[max(0, yy - r):yy + r, max(0, xx - r):xx + r] = rng.uniform(40, 120)
    edge = spec.get('edge', 'left')
    if edge == 'left':
        a[:, :18] = a[:, :18] * 0.25
    elif edge == 'top':
        a[:16, :] = a[:16, :] * 0.3
    else:
        a[:, -20:] = a[:, -20:] * 0.3
    a = np.clip(a, 0, 255).astype(np.uint8)
    return Image.fromarray(a, 'L')

def save_png(img, path):
    img.save(path, format='PNG', optimize=False)

def save_image_pdf(img, path, tmpdir, title=''):
    from reportlab.lib.utils import ImageReader
    buf = io.BytesIO()
    img.save(buf, format='JPEG', quality=82, dpi=(200, 200))
    jp = ImageReader(io.BytesIO(buf.getvalue()))
    W, H = 595.28, 841.89
    c = canvas.Canvas(path, pagesize=(W, H), invariant=1)
    c.setTitle(title); c.setCreator('')
    c.drawImage(jp, 0, 0, width=W, height=H)
    c.showPage(); c.save()
