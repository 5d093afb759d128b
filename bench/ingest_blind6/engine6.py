"""Layout engine for blind ingest corpus 6 (base-14 PDF fonts, line-by-line drawing, clauses may cross page breaks)."""
import io, os, zipfile, datetime
from reportlab.pdfgen import canvas
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.lib.pagesizes import A4, letter

BOLD = {"Times-Roman": "Times-Bold", "Helvetica": "Helvetica-Bold", "Courier": "Courier-Bold"}
ITAL = {"Times-Roman": "Times-Italic", "Helvetica": "Helvetica-Oblique", "Courier": "Courier-Oblique"}


def wrap(words, font, size, w1, w2):
    lines, cur, w = [], [], w1
    for wd in words:
        trial = " ".join(cur + [wd])
        if cur and stringWidth(trial, font, size) > w:
            lines.append(" ".join(cur))
            cur, w = [wd], w2
        else:
            cur.append(wd)
    if cur:
        lines.append(" ".join(cur))
    return lines


class PDF:
    def __init__(self, fname, pagesize=A4, font="Times-Roman", size=10, lead=13, margins=(62, 62, 70, 70),
                 header=None, footer=None, deco_first=False, title="", split_clauses=False):
        self.fname, self.ps, self.font, self.size, self.lead = fname, pagesize, font, size, lead
        self.L, self.R, self.T, self.B = margins
        self.W = pagesize[0] - self.L - self.R
        self.header, self.footer, self.deco_first, self.doc_title = header, footer, deco_first, title
        self.pages = [[]]
        self.y = pagesize[1] - self.T
        self.passages = []
        self.heading = None
        self.split_clauses = split_clauses

    # -- low level
    @property
    def pno(self):
        return len(self.pages)

    def newpage(self):
        self.pages.append([])
        self.y = self.ps[1] - self.T

    def room(self, n_lines, lead=None):
        return self.y - (lead or self.lead) * n_lines >= self.B

    def ensure(self, n_lines, lead=None):
        if not self.room(n_lines, lead):
            self.newpage()

    def op(self, *o):
        self.pages[-1].append(o)

    def gap(self, pts):
        self.y -= pts

    def add(self, kind, text, heading, clause=None, entry=None, table=None, page=None, end=None, q=None):
        self.passages.append(dict(kind=kind, text=text, heading=heading, clause=clause, entry=entry, table=table,
                                  page=page or self.pno, end=end, q=q))

    # -- blocks
    def title(self, text, size=15, font=None, align="left", after=6):
        font = font or BOLD[self.font]
        self.ensure(2, size + 4)
        self.y -= size
        x = self.L if align == "left" else self.L + self.W / 2
        self.op("t", x, self.y, font, size, text, align)
        self.y -= after

    def heading_line(self, text, size=None, font=None, set_heading=None, before=8, after=4):
        size = size or self.size + 1.5
        font = font or BOLD[self.font]
        self.y -= before
        self.ensure(4)
        self.y -= size
        self.op("t", self.L, self.y, font, size, text, "left")
        self.y -= after
        self.heading = set_heading if set_heading is not None else text

    def item(self, label, body, clause=None, kind="clause", runin=None, keep_runin=False, indent=0, label_w=30,
             heading=None, q=None, label_font=None, runin_font=None, passage=True, font=None, after=3, split=None):
        """label at x=L+indent, text hangs at L+indent+label_w; optional bold run-in title before the body."""
        font = font or self.font
        split = self.split_clauses if split is None else split
        x0 = self.L + indent + (label_w if label else 0)
        w = self.L + self.W - x0
        rf = runin_font or BOLD[self.font]
        pre = (runin + " ") if runin else ""
        prew = stringWidth(pre, rf, self.size)
        lines = wrap(body.split(), font, self.size, w - prew, w)
        n = len(lines)
        if not split or n < 2 or self.room(n):
            self.ensure(n)
            split = False
        else:
            self.ensure(2)
        start = self.pno
        for i, ln in enumerate(lines):
            if split and not self.room(1):
                self.newpage()
            self.y -= self.lead
            if i == 0:
                if label:
                    self.op("t", self.L + indent, self.y, label_font or font, self.size, label + " ", "left")
                if pre:
                    self.op("t", x0, self.y, rf, self.size, pre, "left")
                self.op("t", x0 + prew, self.y, font, self.size, ln, "left")
            else:
                self.op("t", x0, self.y, font, self.size, ln, "left")
        self.y -= after
        end = self.pno if self.pno != start else None
        if passage:
            text = (runin + " " + body) if keep_runin else body
            self.add(kind, " ".join(text.split()), heading or self.heading, clause=clause, page=start, end=end, q=q)

    def para(self, text, kind="paragraph", heading=None, q=None, passage=True, font=None, after=5, indent=0):
        self.item(None, text, kind=kind, heading=heading, q=q, passage=passage, font=font, after=after,
                  indent=indent, split=False)

    def table(self, caption, cols, rows, header=None, style="grid", heading=None, size=None, lead=None,
              caption_font=None, kind="table_row", qs=None, cont_caption=True, pad=3, passage=True, bold_first=False):
        """cols: list of (width, align). rows: list of lists; the last cell may be a list of lines."""
        size = size or self.size - 0.5
        lead = lead or self.lead
        qs = qs or {}
        hd = heading or caption or self.heading
        x = [self.L]
        for wdt, _ in cols:
            x.append(x[-1] + wdt)

        def cells_line(cells, font, y):
            for i, c in enumerate(cells):
                if c == "":
                    continue
                wdt, al = cols[i]
                if al == "right":
                    self.op("t", x[i + 1] - pad, y, font, size, c, "right")
                elif al == "center":
                    self.op("t", x[i] + wdt / 2, y, font, size, c, "center")
                else:
                    self.op("t", x[i] + pad, y, font, size, c, "left")

        def draw_header(cont=False):
            if caption:
                self.y -= 4
                self.y -= size + 1
                self.op("t", self.L, self.y, caption_font or BOLD[self.font], size + 1,
                        caption + (" (continued)" if cont else ""), "left")
                self.y -= 4
            top = self.y
            if header:
                if style in ("grid", "rows", "header"):
                    self.op("l", x[0], self.y, x[-1], self.y, 0.6)
                self.y -= lead
                cells_line(header, BOLD[self.font], self.y + 3)
                self.y -= 3
                if style != "none":
                    self.op("l", x[0], self.y, x[-1], self.y, 0.6)
            return top

        self.ensure(3 + (1 if header else 0))
        top = draw_header()
        for ri, row in enumerate(rows):
            last = row[-1]
            extra = last[1:] if isinstance(last, list) else []
            first = row[:-1] + [last[0] if isinstance(last, list) else last]
            nl = 1 + len(extra)
            if not self.room(nl + 0.4, lead):
                self._vlines(x, top, style)
                self.newpage()
                top = draw_header(cont=cont_caption)
            self.y -= lead
            f = BOLD[self.font] if (bold_first and False) else self.font
            cells_line(first, self.font, self.y + 3)
            for e in extra:
                self.y -= lead - 1
                self.op("t", (x[-2] + pad) if cols[-1][1] == "left" else x[-1] - pad, self.y + 3, self.font, size, e,
                        "left" if cols[-1][1] == "left" else "right")
            self.y -= 3
            if style in ("grid", "rows") and ri < len(rows) - 1:
                self.op("l", x[0], self.y, x[-1], self.y, 0.4)
            if passage:
                full = [(" ".join(c) if isinstance(c, list) else c) for c in row]
                self.add(kind, " ".join(c for c in full if c), hd, table=full if kind == "table_row" else None, q=qs.get(ri))
        if style in ("grid", "rows"):
            self.op("l", x[0], self.y, x[-1], self.y, 0.6)
        self._vlines(x, top, style)
        self.y -= 6

    def _vlines(self, x, top, style):
        if style == "grid":
            for xx in x:
                self.op("l", xx, top, xx, self.y, 0.5)

    def save(self, outdir):
        path = os.path.join(outdir, self.fname)
        c = canvas.Canvas(path, pagesize=self.ps, invariant=1)
        c.setTitle(self.doc_title)
        c.setAuthor("")
        c.setCreator("corpus6")
        N = len(self.pages)
        for i, ops in enumerate(self.pages, 1):
            if self.deco_first:
                self._deco(c, i, N)
            for o in ops:
                if o[0] == "t":
                    _, xx, yy, f, s, t, al = o
                    c.setFont(f, s)
                    if al == "right":
                        c.drawRightString(xx, yy, t)
                    elif al == "center":
                        c.drawCentredString(xx, yy, t)
                    else:
                        c.drawString(xx, yy, t)
                else:
                    _, x1, y1, x2, y2, lw = o
                    c.setLineWidth(lw)
                    c.line(x1, y1, x2, y2)
            if not self.deco_first:
                self._deco(c, i, N)
            c.showPage()
        c.save()
        return N

    def _deco(self, c, i, N):
        if self.header:
            self.header(c, i, N, self)
        if self.footer:
            self.footer(c, i, N, self)


def save_docx(doc, path):
    cp = doc.core_properties
    fixed = datetime.datetime(2026, 11, 30, 9, 0, 0)
    cp.created = fixed
    cp.modified = fixed
    cp.last_printed = fixed
    cp.author = "Claims Standards"
    cp.last_modified_by = "Claims Standards"
    cp.revision = 1
    cp.title = "Claims procedure PO-CP-26"
    buf = io.BytesIO()
    doc.save(buf)
    zin = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zout:
        for name in zin.namelist():
            zi = zipfile.ZipInfo(name, date_time=(2026, 11, 30, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            zout.writestr(zi, zin.read(name))
