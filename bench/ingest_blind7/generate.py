"""Blind ingest corpus 7 generator. Deterministic. Content is data in this script."""
import io, json, os, random, zipfile, quopri
import numpy as np
from PIL import Image, ImageFilter
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import A4, letter
from reportlab.lib.utils import simpleSplit
import pypdfium2 as pdfium

HERE = os.path.dirname(os.path.abspath(__file__))
DOC = os.path.join(HERE, "documents")
import shutil
shutil.rmtree(DOC, ignore_errors=True); os.makedirs(DOC)
KEY, QS = [], []

def add(file, page, kind, heading, clause, entry, text, table=None, scanned=False, q=None):
    kid = "K%03d" % (len(KEY) + 1)
    KEY.append({"id": kid, "file": "documents/" + file, "page": page, "kind": kind, "heading": heading,
                "clause": clause, "entry": entry, "text": text, "table": table, "scanned": scanned,
                "ends_on_page": None})
    if q:
        QS.append({"id": "Q%03d" % (len(QS) + 1), "question": q, "answer": kid})

# ---------------------------------------------------------------- PDF engine
class Pdf:
    def __init__(self, name, size, font, header=None, footer=None, fs=9.5):
        self.name, self.size, self.font, self.fs = name, size, font, fs
        self.header, self.footer = header, footer
        self.buf = io.BytesIO()
        self.c = canvas.Canvas(self.buf, pagesize=size, invariant=1)
        self.c.setTitle(name); self.c.setAuthor("")
        self.W, self.H = size
        self.page = 1; self.ml = 56; self.mr = 56
        self.heading = None
        self._start()
    def bold(self):
        return {"Times-Roman": "Times-Bold", "Helvetica": "Helvetica-Bold", "Courier": "Courier-Bold"}[self.font]
    def _start(self):
        self.y = self.H - 70
        if self.header: self.header(self.c, self.page, self.W, self.H)
    def newpage(self):
        if self.footer: self.footer(self.c, self.page, self.W, self.H)
        self.c.showPage(); self.page += 1; self._start()
    def need(self, h):
        if self.y - h < 70: self.newpage()
    def lines(self, text, font, fs, width):
        return simpleSplit(text, font, fs, width)
    def title(self, text, fs=15):
        self.need(30); self.c.setFont(self.bold(), fs); self.c.drawString(self.ml, self.y, text); self.y -= fs + 8
    def h(self, text, fs=11, record=True):
        self.need(40); self.c.setFont(self.bold(), fs); self.c.drawString(self.ml, self.y, text); self.y -= fs + 5
        if record: self.heading = text
    def block(self, label, runin, body, indent=0, hang=26, fs=None):
        fs = fs or self.fs; x = self.ml + indent
        if label: hang = max(hang, self.c.stringWidth(label, self.bold(), fs) + 8)
        bx = x + (hang if label else 0)
        width = self.W - self.mr - bx
        first_prefix = (runin + " ") if runin else ""
        pw = self.c.stringWidth(first_prefix, self.bold(), fs) if runin else 0
        words = body.split(); ls = []; cur = ""; avail = width - pw
        for w in words:
            t = (cur + " " + w).strip()
            if self.c.stringWidth(t, self.font, fs) > avail and cur:
                ls.append(cur); cur = w; avail = width
            else: cur = t
        ls.append(cur)
        self.need(len(ls) * (fs + 2.5) + 4)
        if label:
            self.c.setFont(self.bold(), fs); self.c.drawString(x, self.y, label)
        for i, l in enumerate(ls):
            xx = bx
            if i == 0 and runin:
                self.c.setFont(self.bold(), fs); self.c.drawString(bx, self.y, first_prefix); xx = bx + pw
            self.c.setFont(self.font, fs); self.c.drawString(xx, self.y, l); self.y -= fs + 2.5
        self.y -= 4
        return self.page
    def table(self, cols, header, rows, style="grid", fs=8.6, right=()):
        """cols: list of widths. style grid|rules|headrule|none. Returns pages per row."""
        x0 = self.ml; lh = fs + 2.5; pages = []
        def rowh(cells, font):
            n = 1
            for i, cval in enumerate(cells):
                n = max(n, len(simpleSplit(cval, font, fs, cols[i] - 8)) if cval else 1)
            return n * lh + 5
        def draw(cells, font):
            h = rowh(cells, font); self.need(h + 2); top = self.y + fs + 1; x = x0
            for i, cval in enumerate(cells):
                ls = simpleSplit(cval, font, fs, cols[i] - 8) if cval else []
                self.c.setFont(font, fs)
                for j, l in enumerate(ls):
                    if i in right: self.c.drawRightString(x + cols[i] - 4, self.y - j * lh, l)
                    else: self.c.drawString(x + 4, self.y - j * lh, l)
                x += cols[i]
            bot = top - h
            self.c.setLineWidth(0.5)
            if style == "grid":
                self.c.rect(x0, bot, sum(cols), h); xx = x0
                for w in cols[:-1]:
                    xx += w; self.c.line(xx, bot, xx, top)
            elif style == "rules": self.c.line(x0, bot, x0 + sum(cols), bot)
            self.y = bot - fs + 1 - 3
            return self.page
        if header:
            draw(header, self.bold())
            if style == "headrule": self.c.line(x0, self.y + self.fs - 2, x0 + sum(cols), self.y + self.fs - 2)
        for r in rows: pages.append(draw(r, self.font))
        self.y -= 6
        return pages
    def save(self):
        if self.footer: self.footer(self.c, self.page, self.W, self.H)
        self.c.save()
        open(os.path.join(DOC, self.name), "wb").write(self.buf.getvalue())

def run_items(pdf, items, fname):
    """items: ('h',text) ('c',label,runin,text,clause,q) ('d',printed,q) ('p',text,q) ('t',caption,cols,header,rows(list of (cells,q)),style,right)"""
    for it in items:
        k = it[0]
        if k == "h": pdf.h(it[1])
        elif k == "hx": pdf.h(it[1], record=False)
        elif k == "c":
            _, label, runin, text, clause, q = it
            ind = 18 if label.startswith("(") else 0
            pg = pdf.block(label, runin, text, indent=ind)
            add(fname, pg, "clause", pdf.heading, clause, None, text, q=q)
        elif k == "d":
            _, runin, meaning, q = it
            pg = pdf.block(None, runin, meaning)
            txt = (runin + " " + meaning) if runin else meaning
            add(fname, pg, "definition", pdf.heading, None, None, txt, q=q)
        elif k == "p":
            pg = pdf.block(None, None, it[1]); add(fname, pg, "paragraph", pdf.heading, None, None, it[1], q=it[2])
        elif k == "t":
            _, cap, cols, header, rows, style, right = it
            if cap: pdf.h(cap, fs=10)
            hd = cap or pdf.heading
            pages = pdf.table(cols, header, [r[0] for r in rows], style=style, right=right)
            for (cells, q), pg in zip(rows, pages):
                add(fname, pg, "table_row", hd, None, None, " ".join(c for c in cells if c), table=list(cells), q=q)
            if cap: pdf.heading = cap
        elif k == "np": pdf.newpage()

# ================================================================ A. Wrenfield Haulage (UK commercial motor)
def wh_header(c, p, W, H):
    c.setFont("Helvetica-Oblique", 7.5); c.drawString(56, H - 38, "Wrenfield Haulage Insurance Ltd  |  HaulierPlus Fleet Policy")
    c.drawRightString(W - 56, H - 38, "WHI-HP 03/26"); c.line(56, H - 42, W - 56, H - 42)
def wh_footer(c, p, W, H):
    c.setFont("Helvetica", 7); c.drawCentredString(W / 2, 34, "Wrenfield Haulage Insurance Ltd, registered in England no. 10458821. Page %d" % p)

F = "wrenfield-haulierplus-fleet-wording-WHI-HP.pdf"
WH = [
 ("p", "HaulierPlus is a fleet policy for road haulage operators. Read it with your schedule and certificate of motor insurance; the schedule shows which sections you have bought and the limits that apply.", "Which documents have to be read together with the fleet wording?"),
 ("h", "Definitions"),
 ("d", '"Articulated unit"', "means a tractor unit and any semi-trailer coupled to it, treated as one vehicle for the excess.", "Is a tractor unit with its trailer one vehicle or two for the excess?"),
 ("d", '"Goods in transit"', "means goods carried for reward by you, from the time they are loaded onto the vehicle until they are unloaded at the delivery address.", "When does goods in transit cover start and stop?"),
 ("d", '"Operator\'s licence"', "means the goods vehicle operator's licence issued to you by the Traffic Commissioner and named in the schedule.", None),
 ("d", '"Approved driver"', "means a person aged 25 or over who holds a valid category C or C+E licence with no more than 6 penalty points and whom you have checked against the DVLA record within the last 6 months.", "How many penalty points can an approved driver have?"),
 ("d", '"Unattended"', "means that neither you nor an approved driver is in the cab or within 10 metres of the vehicle with it in full view.", "How far away can the driver be before the lorry counts as unattended?"),
 ("d", '"Secure park"', "means a parking area that is fenced, lit, covered by CCTV and staffed or gated 24 hours a day.", None),
 ("h", "Section 1 - Accidental damage, fire and theft"),
 ("c", "1.1", None, "We will pay for loss of or damage to any vehicle listed in the schedule, including its fitted tail-lift and refrigeration unit.", "1.1", "Is the refrigeration unit on the trailer covered for damage?"),
 ("c", "1.2", None, "We will pay the market value of the vehicle at the time of the loss or the cost of repair, whichever is less.", "1.2", None),
 ("c", "1.3", None, "We will pay the reasonable cost of recovering a disabled vehicle to the nearest competent repairer, up to £7,500 for any one incident.", "1.3", "What's the limit on recovery costs for a broken-down wagon after an accident?"),
 ("c", "1.4", None, "We will not pay for:", "1.4", None),
 ("c", "(a)", None, "damage to tyres caused by braking, punctures, cuts or bursts;", "1.4(a)", "Are tyre punctures covered?"),
 ("c", "(b)", None, "mechanical, electrical or refrigeration breakdown, unless it results from an accident covered by this section;", "1.4(b)", None),
 ("c", "(c)", None, "theft of the vehicle when it is left unattended with the keys in or on it.", "1.4(c)", "Is theft covered if the driver left the keys in the cab?"),
 ("h", "Section 2 - Goods in transit"),
 ("c", "2.1", None, "We will pay for loss of or damage to goods in transit up to the limit per vehicle in the schedule.", "2.1", None),
 ("c", "2.2", None, "Goods in transit left in a vehicle overnight are covered only if the vehicle is in a secure park or a locked building.", "2.2", "Are goods covered if the lorry is parked up overnight in a lay-by?"),
 ("c", "2.3", None, "Where you carry goods under RHA or CMR conditions, we will pay no more than your legal liability under those conditions.", "2.3", "Do we pay more than the haulier's liability under CMR?"),
 ("c", "2.4", None, "We will not pay for loss of tobacco, alcohol, mobile phones or precious metals unless the schedule shows them as accepted.", "2.4", "Are cigarettes carried in the trailer covered?"),
 ("np",),
 ("h", "Section 3 - Third party liability"),
 ("c", "3.1", None, "We will pay the amounts you are legally liable to pay for death or bodily injury to any person, without limit.", "3.1", None),
 ("c", "3.2", None, "We will pay the amounts you are legally liable to pay for damage to property up to £5,000,000 for any one accident, including costs.", "3.2", "What is the property damage limit for third party claims?"),
 ("c", "3.3", None, "We will not pay for damage to property being carried in or on the vehicle, or to the premises where it is being loaded or unloaded if you own or rent those premises.", "3.3", None),
 ("h", "Section 4 - Conditions"),
 ("c", "4.1", "Drivers.", "The vehicles must be driven only by approved drivers. If a vehicle is driven by anyone else we will pay third party claims only, and may recover from you what we have paid.", "4.1", "What happens if someone who isn't an approved driver is driving?"),
 ("c", "4.2", "Tachographs and records.", "You must keep tachograph records and driver hours records for at least 12 months and give them to us on request.", "4.2", "How long must tachograph records be kept?"),
 ("c", "4.3", "Telematics.", "Where a vehicle is fitted with a telematics unit, you must keep it working and give us the journey data for any incident within 14 days of our request.", "4.3", "How quickly does the operator need to send telematics data after we ask?"),
 ("c", "4.4", "Reporting an incident.", "You must tell us about any accident, theft or loss within 48 hours of becoming aware of it, and report theft to the police within 24 hours.", "4.4", "How soon must an accident be reported to the insurer?"),
 ("c", "4.5", "Excess.", "You must pay the excess shown in the schedule for each claim under Section 1. An additional excess of £1,000 applies if the vehicle was driven by a driver aged under 25.", "4.5", "Is there an extra excess for a young driver?"),
 ("c", "4.6", "Unattended goods.", "Cover for goods in transit in an unattended vehicle between 21:00 and 06:00 is subject to a 50% reduction in the amount we pay unless the vehicle is in a secure park.", "4.6", "How much is cut if goods are stolen from an unattended trailer at night outside a secure park?"),
 ("h", "Section 5 - General exclusions"),
 ("c", "5.1", None, "We will not pay any claim arising while a vehicle is being used for a purpose not permitted by the certificate of motor insurance.", "5.1", None),
 ("c", "5.2", None, "We will not pay any claim arising while the operator's licence is suspended or revoked.", "5.2", "Is there cover if the O-licence has been suspended?"),
 ("c", "5.3", None, "We will not pay for loss caused by a driver who is over the legal limit for alcohol or drugs, except that we will still meet third party claims as the law requires.", "5.3", None),
 ("h", "Section 6 - Cancellation"),
 ("c", "6.1", None, "You may cancel the policy at any time by telling us. Provided no claim has been made in the current period, we will refund the premium for the unexpired days less an administration charge of £75.", "6.1", "What is the admin charge if the haulier cancels mid-term?"),
 ("c", "6.2", None, "We may cancel the policy by giving you 14 days' written notice to your last known address.", "6.2", "How much notice does Wrenfield give if it cancels?"),
 ("c", "6.3", None, "If your operator's licence is revoked, the policy ends on the date of revocation and we will refund premium for the unexpired days with no administration charge.", "6.3", "What happens to the premium if the O-licence is revoked?"),
]
pdf = Pdf(F, A4, "Times-Roman", wh_header, wh_footer, fs=10)
pdf.title("HaulierPlus Fleet Policy - policy wording")
run_items(pdf, WH, F); pdf.save()

F = "wrenfield-fleet-schedule-WHI-26-40718.pdf"
def ws_header(c, p, W, H):
    c.setFont("Helvetica-Bold", 12); c.drawString(56, H - 40, "WRENFIELD HAULAGE INSURANCE LTD"); c.line(56, H - 45, W - 56, H - 45)
pdf = Pdf(F, A4, "Helvetica", ws_header, lambda c, p, W, H: (c.setFont("Helvetica", 7), c.drawString(56, 34, "Schedule WHI-26-40718 issued 11/03/2026 - Sheet %d of 1" % p)), fs=9)
pdf.title("Fleet schedule", 13)
run_items(pdf, [
 ("t", "Policy details", [170, 313], None, [
   (["Policy number", "WHI-26-40718"], None),
   (["Policyholder", "Dunmore & Pike Transport Ltd, Unit 4 Ferrous Way, Stallbridge ST9 4QE"], "Who is the insured under the fleet policy?"),
   (["Period of insurance", "01/04/2026 to 31/03/2027"], "When does the fleet policy run to?"),
   (["Operator's licence", "OB2290417 (standard national)"], "What's the operator's licence number on the schedule?"),
   (["Broker", "Hensall Cray Commercial Brokers"], "Who is the broker on the haulage account?")], "rules", ()),
 ("t", "Schedule of vehicles", [70, 160, 90, 80, 83], ["Vehicle", "Make / model", "Registration", "Value", "GIT limit"], [
   (["V1", "DAF XF 480 tractor unit", "DP21 KHW", "£68,000", "£60,000"], "What is the agreed value of the DAF XF tractor unit?"),
   (["V2", "Volvo FH 500 tractor unit", "DP22 LMR", "£74,500", "£60,000"], None),
   (["V3", "Schmitz curtainsider trailer", "C418822", "£21,000", "n/a"], "Is there a goods in transit limit on the curtainsider trailer?"),
   (["V4", "Scania P280 rigid with tail-lift", "DP70 ZTN", "£39,000", "£35,000"], "What is the GIT limit for the Scania rigid?"),
   (["V5", "Gray & Adams fridge trailer", "C512067", "£48,000", "n/a"], None)], "grid", (3, 4)),
 ("t", "Excesses", [250, 233], ["Section", "Excess"], [
   (["Section 1 - own damage, tractor units", "£2,500"], "What is the own damage excess on the tractor units?"),
   (["Section 1 - own damage, rigid vehicles and trailers", "£1,500"], None),
   (["Section 1 - theft of a vehicle", "£5,000"], "What excess applies if a whole lorry is stolen?"),
   (["Section 2 - goods in transit", "£500"], "What's the GIT excess?"),
   (["Section 3 - third party property damage", "£250"], None)], "grid", (1,)),
 ("t", "Endorsements applying", [80, 403], None, [
   (["WH7", "Refrigerated goods - deterioration following breakdown"], "Is fridge breakdown deterioration added by endorsement?"),
   (["WH12", "Night parking - replacement condition 4.6"], None)], "none", ()),
 ("p", "Accepted goods under clause 2.4: none. Tobacco, alcohol, mobile phones and precious metals are not accepted.", "Has the insured got cover for carrying alcohol?"),
], F); pdf.save()

F = "wrenfield-endorsement-WH12-night-parking.pdf"
pdf = Pdf(F, A4, "Times-Roman", None, lambda c, p, W, H: (c.setFont("Times-Italic", 8), c.drawCentredString(W / 2, 40, "Endorsement WH12 forms part of policy WHI-26-40718 from 01/04/2026")), fs=10)
pdf.title("Endorsement WH12 - Night parking", 14)
pdf.heading = "Endorsement WH12 - Night parking"
run_items(pdf, [
 ("c", "WH12.1", None, "Condition 4.6 (Unattended goods) is deleted and replaced by WH12.2 to WH12.4.", "WH12.1", "Which condition does endorsement WH12 replace?"),
 ("c", "WH12.2", None, "We will not pay for theft of goods in transit from an unattended vehicle between 21:00 and 06:00 unless the vehicle is in a secure park or a locked building.", "WH12.2", "Is theft of goods from a trailer left at a motorway services at 2am covered now?"),
 ("c", "WH12.3", None, "Where the driver is taking a rest break required by the drivers' hours rules and sleeping in the cab, the vehicle is not treated as unattended.", "WH12.3", "If the driver is asleep in the cab on a compulsory rest, is the lorry unattended?"),
 ("c", "WH12.4", None, "Any claim for goods stolen from a vehicle parked overnight outside a secure park is subject to an excess of £2,500 instead of the Section 2 excess.", "WH12.4", "What excess applies to goods stolen overnight outside a secure park?"),
], F); pdf.save()

# ---------------------------------------------------------------- file notes
def wrap(text, width):
    out, cur = [], ""
    for w in text.split():
        if len(cur) + 1 + len(w) > width and cur: out.append(cur); cur = w
        else: cur = (cur + " " + w).strip()
    out.append(cur); return out

F = "wrenfield-claim-file-notes-WHC-26-1193.txt"
NOTES = [
 ("12/05/2026", "07:42", "T. OYELARAN - MOTOR CLAIMS", "FNOL by phone from Gail Pike (transport manager). V1 DP21 KHW in collision with a central reservation barrier on the A5041 near Wethercombe at 05:10 on 12/05/2026. Driver Marek Sowa, 41, approved driver list checked. No injuries.", "Was anyone hurt when the DAF hit the barrier?"),
 ("12/05/2026", "10:15", "T. OYELARAN - MOTOR CLAIMS", "Recovery by Ashlade Recovery to Calderbrook Commercials, invoice £3,980. Within the £7,500 recovery limit in clause 1.3. Trailer load of flat-pack furniture transferred to V2 and delivered; no GIT claim.", "How much was the recovery bill for the DAF?"),
 ("14/05/2026", "14:30", "R. MBEKI - ENGINEER", "Inspected at Calderbrook. Front panel, bumper, nearside headlamp and radiator pack damaged. Estimate £18,640 net of VAT. Repair is economic against the £68,000 value.", "Is the DAF a write-off or a repair?"),
 ("15/05/2026", "09:05", "T. OYELARAN - MOTOR CLAIMS", "Telematics data requested from insured under condition 4.3. Received 19/05/2026, within the 14 days. Speed 52 mph at impact in a 50 limit, harsh swerve recorded.", "When did the haulier send the telematics data?"),
 ("20/05/2026", "16:48", "T. OYELARAN - MOTOR CLAIMS", "Liability: single-vehicle incident, own damage claim only. Highways authority barrier damage claim expected under Section 3; reserve set at £6,000.", "What reserve was put on the barrier claim?"),
 ("27/05/2026", "11:20", "S. HALLORAN - TEAM LEADER", "Authorised repair. Insured is VAT registered so we pay net. £18,640 less tractor unit excess £2,500 = £16,140 payable to Calderbrook on satisfaction note.", "How much are we paying Calderbrook for the DAF repair after the excess?"),
 ("09/06/2026", "08:55", "T. OYELARAN - MOTOR CLAIMS", "Satisfaction note signed by Gail Pike 08/06/2026. Payment of £16,140 released. Own damage closed; Section 3 barrier claim left open.", None),
]
lines = []
for i, (d, t, a, body, q) in enumerate(NOTES, 1):
    lab = "NOTE %02d" % i
    lines.append("%s  %s %s  --  %s" % (lab, d, t, a))
    for l in wrap(body, 70): lines.append("      " + l)
    lines.append("")
    add(F, 1, "file_note_entry", "Claim file notes WHC-26-1193", None, lab, "%s %s -- %s %s" % (d, t, a, body), q=q)
open(os.path.join(DOC, F), "w", newline="\n").write("WRENFIELD HAULAGE INSURANCE LTD - CLAIM FILE NOTES\nClaim WHC-26-1193   Policy WHI-26-40718   Insured Dunmore & Pike Transport Ltd\n\n" + "\n".join(lines))

# ---------------------------------------------------------------- scans
SCAN_ROWS = {}
def scan(fname, size, draw, rot, seed, as_pdf=False):
    b = io.BytesIO(); c = canvas.Canvas(b, pagesize=size, invariant=1); draw(c, size[0], size[1]); c.save()
    doc = pdfium.PdfDocument(b.getvalue()); img = doc[0].render(scale=240 / 72).to_pil().convert("L"); doc.close()
    rng = np.random.RandomState(seed)
    img = img.rotate(rot, resample=Image.BICUBIC, expand=False, fillcolor=255)
    a = np.asarray(img).astype(np.float32) * 0.9 + 18 + rng.normal(0, 6, img.size[::-1])
    for _ in range(220):
        y, x = rng.randint(0, a.shape[0] - 3), rng.randint(0, a.shape[1] - 3); a[y:y + 2, x:x + 2] = 60
    a[:, :18] = 40
    img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8)).filter(ImageFilter.GaussianBlur(0.7))
    jb = io.BytesIO(); img.save(jb, "JPEG", quality=60); jb.seek(0); img = Image.open(jb)
    p = os.path.join(DOC, fname)
    if as_pdf:
        from reportlab.lib.utils import ImageReader
        jb2 = io.BytesIO(); img.convert("L").save(jb2, "JPEG", quality=90); jb2.seek(0)
        cc = canvas.Canvas(p, pagesize=size, invariant=1); cc.drawImage(ImageReader(jb2), 0, 0, size[0], size[1]); cc.save()
    else:
        img.save(p, "PNG", optimize=False)

def scan_table(c, x0, y, cols, header, rows, font, fs, style, right, hfont=None):
    lh = fs + 3
    def draw(cells, f):
        nonlocal y
        n = max(len(simpleSplit(v, f, fs, cols[i] - 8)) if v else 1 for i, v in enumerate(cells))
        h = n * lh + 6; top = y + fs + 2; x = x0
        c.setFont(f, fs)
        for i, v in enumerate(cells):
            for j, l in enumerate(simpleSplit(v, f, fs, cols[i] - 8) if v else []):
                if i in right: c.drawRightString(x + cols[i] - 4, y - j * lh, l)
                else: c.drawString(x + 4, y - j * lh, l)
            x += cols[i]
        c.setStrokeGray(0.35); c.setLineWidth(0.7)
        if style == "grid":
            c.rect(x0, top - h, sum(cols), h); xx = x0
            for w in cols[:-1]: xx += w; c.line(xx, top - h, xx, top)
        y = top - h - fs - 2
        return top - h
    if header:
        b = draw(header, hfont or font)
        if style == "headrule": c.line(x0, b, x0 + sum(cols), b)
    for r in rows: draw(r, font)
    return y

def reg_scan(fname, title, rows, qs):
    for cells, q in zip(rows, qs):
        add(fname, 1, "table_row", title, None, None, " ".join(v for v in cells if v), table=list(cells), scanned=True, q=q)

F = "scan-calderbrook-repair-estimate-WHC-26-1193.png"
CB_T = "REPAIR ESTIMATE - DP21 KHW"
CB = [["PN-2231", "Front bumper assembly, DAF XF", "1", "2,310.00"],
      ["PN-4410", "Radiator and intercooler pack", "1", "4,865.00"],
      ["PN-1187", "Headlamp unit nearside LED", "1", "1,420.00"],
      ["PN-3302", "Front panel and grille", "1", "2,745.00"],
      ["LAB", "Labour 62 hours at 85.00", "62", "5,270.00"],
      ["PAINT", "Paint and materials", "", "1,530.00"],
      ["SUND", "Coolant, sundries and disposal", "", "500.00"],
      ["", "TOTAL NET", "", "18,640.00"],
      ["", "VAT at 20%", "", "3,728.00"],
      ["", "TOTAL", "", "22,368.00"]]
CBQ = ["How much is the front bumper on the DAF estimate?", "What does the radiator pack cost on the repair estimate?", None,
       None, "How many labour hours has Calderbrook quoted?", "What are paint and materials on the estimate?", None,
       "What's the net total on the Calderbrook estimate?", "How much VAT is on the repair estimate?", None]
def d_cb(c, W, H):
    c.setFont("Courier-Bold", 13); c.drawString(60, H - 60, "CALDERBROOK COMMERCIALS LTD")
    c.setFont("Courier", 9); c.drawString(60, H - 74, "Bay 2, Tannery Lane, Stallbridge ST9 6LU  Tel 01632 960417")
    c.drawString(60, H - 88, "Customer: Dunmore & Pike Transport Ltd   Date: 14/05/2026   Ref WHC-26-1193")
    c.setFont("Courier-Bold", 11); c.drawString(60, H - 120, CB_T)
    scan_table(c, 60, H - 145, [80, 240, 50, 100], ["Part no", "Description", "Qty", "Amount GBP"], CB, "Courier-Bold", 9.5, "grid", (2, 3))
scan(F, A4, d_cb, 0.9, 11); reg_scan(F, CB_T, CB, CBQ)

# ================================================================ B. Merrowfield (UK golf & sports club package)
F = "merrowfield-clubsure-golf-wording-MSL-CG4.pdf"
def mf_h(c, p, W, H):
    c.setFont("Helvetica-Bold", 8); c.drawString(56, H - 36, "MERROWFIELD SPORTS & LEISURE INSURANCE LTD"); c.setFont("Helvetica", 8); c.drawRightString(W - 56, H - 36, "ClubSure Golf  MSL-CG4")
def mf_f(c, p, W, H):
    c.setFont("Helvetica", 8); c.drawCentredString(W / 2, 32, "- %d -" % p)
MF = [
 ("p", "ClubSure Golf protects members' clubs that run a golf course: the clubhouse, the course itself, greenkeeping machinery and the club's liabilities. Only the covers marked Insured in the schedule apply.", "Which covers does the golf club actually have?"),
 ("h", "Words with special meanings"),
 ("d", "Course -", "the greens, tees, fairways, bunkers and practice areas within the boundary shown on the plan held by us, but not trees, boundary hedges or car parks.", "Are trees on the course part of the course cover?"),
 ("d", "Greenkeeping machinery -", "mowers, tractors, utility vehicles, sprayers and hand tools used to maintain the course and owned by or hired to the club.", "Does greenkeeping machinery include hired kit?"),
 ("d", "Member -", "a person who has paid a subscription to the club for the current year, including junior and country members but not green-fee visitors.", "Are green fee visitors members for the policy?"),
 ("d", "Money -", "cash, cheques, card-terminal receipts and bar takings belonging to the club.", None),
 ("d", "Vandalism -", "deliberate damage by someone other than a member, employee or officer of the club.", "Does vandalism include damage by a member?"),
 ("h", "1. Property damage - clubhouse and contents"),
 ("c", "1.1", None, "We will pay for physical loss of or damage to the clubhouse, pro shop and contents at the premises in the schedule.", "1(a)", None),
 ("c", "1.2", None, "Theft from the bar, cellar or pro shop is covered only if there has been forcible and violent entry to or exit from the building.", "1(b)", "Is theft from the bar covered if there was no sign of a break-in?"),
 ("c", "1.3", None, "Stock in the pro shop owned by the club professional is covered only where the schedule names the professional as a joint insured.", "1(c)", "Is the pro's own stock covered?"),
 ("h", "2. Course damage"),
 ("c", "2.1", None, "We will pay the cost of reinstating greens, tees and fairways damaged by vandalism, fire, vehicles or flood, up to £25,000 for any one green and £100,000 in total for any one period.", "2(a)", "What is the most we pay to rebuild one vandalised green?"),
 ("c", "2.2", None, "We will also pay the cost of hiring temporary greens and the loss of green fees while the damaged holes are closed, for up to 12 weeks.", "2(b)", "Are lost green fees covered while holes are shut?"),
 ("c", "2.3", None, "We will not pay for damage caused by frost, drought, disease, worm casts, moles, rabbits or other animals.", "2(c)", "Is mole damage on the fairways covered?"),
 ("h", "3. Greenkeeping machinery"),
 ("c", "3.1", None, "We will pay for loss of or damage to greenkeeping machinery anywhere in the United Kingdom, up to the sum insured in the schedule.", "3(a)", None),
 ("c", "3.2", None, "Theft of greenkeeping machinery from a building is covered only if the building was locked and the intruder alarm was set, and there is evidence of forcible entry.", "3(b)", "What has to be in place for a shed theft of mowers to be covered?"),
 ("c", "3.3", None, "Ride-on machinery left outside overnight must be immobilised with the key removed and secured by a ground anchor or wheel clamp.", "3(c)", "Can the fairway mower be left outside overnight?"),
 ("np",),
 ("h", "4. Liability to the public and members"),
 ("c", "4.1", None, "We will pay damages and costs the club is legally liable to pay for injury to any person or damage to their property, including injury to members and visitors struck by golf balls.", "4(a)", "Are we covered if a visitor is hit by a golf ball?"),
 ("c", "4.2", None, "The limit is £5,000,000 for any one occurrence unless the schedule shows a higher limit.", "4(b)", None),
 ("c", "4.3", None, "We will not pay for damage to vehicles in the car park caused by golf balls unless the club has been negligent.", "4(c)", "Will the club's policy pay for a car windscreen smashed by a stray ball?"),
 ("h", "5. Employers' liability"),
 ("c", "5.1", None, "We will pay damages and costs for injury to employees, including greenkeepers and bar staff, up to £10,000,000 for any one occurrence.", "5(a)", "What is the employers' liability limit?"),
 ("c", "5.2", None, "Volunteers working under the club's direction are treated as employees.", "5(b)", "Are volunteer divot-fillers treated as employees?"),
 ("h", "6. Claims conditions"),
 ("c", "6.1", None, "Tell us about any loss as soon as possible, and within 30 days at the latest. Report theft and vandalism to the police within 24 hours and give us the crime reference.", "6(a)", "How long does the club have to report a theft to us?"),
 ("c", "6.2", None, "For machinery claims send us the purchase invoices or the club's asset register showing make, model and serial number.", "6(b)", "What proof is needed for stolen greenkeeping machinery?"),
 ("c", "6.3", None, "We will deduct the excess shown in the schedule from each claim. Where one incident causes loss under more than one section, only the highest excess applies.", "6(c)", "If one break-in hits the bar and the machinery shed, how many excesses apply?"),
 ("c", "6.4", None, "Do not dispose of damaged machinery or arrange repairs over £2,000 until we have had the chance to inspect, unless the repair is needed to prevent further loss.", "6(d)", "Can the club get a damaged mower repaired before we inspect it?"),
]
MF = [(i[0], i[4][i[4].index("("):], i[2], i[3], i[4], i[5]) if i[0] == "c" else i for i in MF]
pdf = Pdf(F, A4, "Helvetica", mf_h, mf_f, fs=9.2)
pdf.title("ClubSure Golf - policy wording", 14)
run_items(pdf, MF, F); pdf.save()

F = "merrowfield-schedule-MSL-CG4-55190.pdf"
pdf = Pdf(F, A4, "Helvetica", lambda c, p, W, H: (c.setFont("Helvetica-Bold", 10), c.drawString(56, H - 38, "Merrowfield Sports & Leisure Insurance Ltd - ClubSure Golf schedule")), lambda c, p, W, H: (c.setFont("Helvetica-Oblique", 7), c.drawRightString(W - 56, 32, "MSL-CG4-55190 issued 20/01/2026 page %d" % p)), fs=9)
pdf.title("Schedule", 13)
run_items(pdf, [
 ("t", None, [150, 333], None, [
   (["Policy number", "MSL-CG4-55190"], None),
   (["Insured", "Gorsecliff Golf Club (members' club)"], "What is the insured club's name?"),
   (["Premises", "Gorsecliff Golf Club, Links Road, Harrowby Sands HS4 2WN"], None),
   (["Period", "01/02/2026 to 31/01/2027"], "When does the golf club policy expire?"),
   (["Joint insured", "None"], "Is the club pro a joint insured?")], "none", ()),
 ("h", "Covers and sums insured"),
 ("t", None, [220, 90, 173], ["Cover", "Insured?", "Sum insured / limit"], [
   (["1. Clubhouse buildings", "Insured", "£2,850,000"], "What's the clubhouse buildings sum insured?"),
   (["1. Clubhouse contents", "Insured", "£310,000"], None),
   (["2. Course damage", "Insured", "As wording"], None),
   (["3. Greenkeeping machinery", "Insured", "£185,000"], "What is the greenkeeping machinery sum insured?"),
   (["4. Public liability", "Insured", "£10,000,000"], "What is the golf club's public liability limit?"),
   (["5. Employers' liability", "Insured", "£10,000,000"], None),
   (["Money", "Not insured", ""], "Is money covered on the golf club policy?")], "rules", (2,)),
 ("t", "Excesses", [300, 183], None, [
   (["Each and every claim (unless below)", "£500"], None),
   (["Theft of greenkeeping machinery", "£1,000"], "What is the excess for stolen greenkeeping machinery?"),
   (["Course damage", "£2,500"], "What's the excess on a course damage claim?"),
   (["Subsidence", "£1,000"], None)], "grid", (1,)),
 ("p", "The public liability limit shown replaces the £5,000,000 limit in clause 4.2 of the wording.", "Does the schedule change the public liability limit in the wording?"),
], F); pdf.save()

# ---------------------------------------------------------------- DOCX procedure manual
import docx
from docx.shared import Pt, Cm
F = "merrowfield-club-claims-handling-manual-v3.docx"
d = docx.Document()
cp = d.core_properties
import datetime
cp.author = "Merrowfield Claims"; cp.title = "Club claims handling manual"; cp.last_modified_by = "Merrowfield Claims"
cp.created = cp.modified = datetime.datetime(2026, 1, 5, 9, 0, 0); cp.revision = 3
d.add_heading("Club claims handling manual - version 3", 0)
def dpara(text, kind, heading, clause=None, label=None, style=None, q=None, indent=None):
    p = d.add_paragraph(style=style)
    if label: r = p.add_run(label + " "); r.bold = True
    p.add_run(text)
    if indent: p.paragraph_format.left_indent = Cm(indent)
    add(F, 1, kind, heading, clause, None, text, q=q)
H1 = "Part A - First notification"
d.add_heading(H1, 1)
dpara("This manual applies to every ClubSure Golf and ClubSure Cricket claim. Handlers with authority level 2 may settle property claims up to £25,000; anything above goes to the team leader.", "paragraph", H1, q="Up to what amount can a level 2 handler settle a club property claim?")
dpara("Open the claim on Fairway within one working day of the first call and send the acknowledgement letter CL1.", "clause", H1, "Step 1", "Step 1.", q="Which letter goes out to acknowledge a new club claim?")
dpara("Check the schedule for the covers marked Insured. If the loss falls under a cover marked Not insured, decline using letter CL9 and tell the broker the same day.", "clause", H1, "Step 2", "Step 2.", q="What do I do if the loss is under a cover the club hasn't bought?")
dpara("Record the crime reference for every theft or vandalism claim. If the club has none:", "clause", H1, "Step 3", "Step 3.", q=None)
dpara("ask the club secretary to report to the police within 24 hours;", "clause", H1, "Step 3(a)", "(a)", indent=1.0, q=None)
dpara("diary the file for 3 working days;", "clause", H1, "Step 3(b)", "(b)", indent=1.0, q="How long do I diary a theft claim waiting for a crime number?")
dpara("if there is still no crime reference after 10 working days, refer to the team leader before doing anything else.", "clause", H1, "Step 3(c)", "(c)", indent=1.0, q="What if the club still has no crime reference after ten working days?")
H1 = "Part B - Machinery theft"
d.add_heading(H1, 1)
dpara("Ask for the asset register or purchase invoices. Serial numbers must be passed to the plant theft register within 2 working days.", "clause", H1, "Step 4", "Step 4.", q="How quickly do serial numbers go to the plant theft register?")
dpara("Confirm the shed was locked and the alarm was set. Obtain:", "clause", H1, "Step 5", "Step 5.", q=None)
dpara("the alarm company's activity log for the night of the theft;", "clause", H1, "Step 5(a)", "(a)", indent=1.0, q="What do we need from the alarm company?")
dpara("photographs of the point of entry;", "clause", H1, "Step 5(b)", "(b)", indent=1.0, q=None)
dpara("the head greenkeeper's statement of who locked up.", "clause", H1, "Step 5(c)", "(c)", indent=1.0, q="Whose statement do we get about who locked the machinery shed?")
dpara("Appoint a loss adjuster where the claimed amount is over £15,000 or where the alarm log shows the system was not set.", "clause", H1, "Step 6", "Step 6.", q="When do we appoint a loss adjuster on a machinery theft?")
dpara("Settle on a new-for-old basis for machinery under 3 years old and on market value for older machinery.", "clause", H1, "Step 7", "Step 7.", q="Do older mowers get settled new for old?")
H1 = "Part C - Settlement"
d.add_heading(H1, 1)
dpara("Apply one excess per incident, the highest that applies, as clause 6(c) of the wording says.", "clause", H1, "Step 8", "Step 8.", q=None)
dpara("Offer replacement through Harlings Turfcare before cash; cash settlements for machinery are reduced by the discount we would have obtained.", "clause", H1, "Step 9", "Step 9.", q="Who is our replacement supplier for golf machinery?")
cap = "Table 1 - Authority limits"
p = d.add_paragraph(); r = p.add_run(cap); r.bold = True
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
for i, v in enumerate(["Level", "Property", "Liability"]): t.rows[0].cells[i].text = v
TR = [(["Level 1", "£5,000", "£2,500"], "How much liability authority does a level 1 handler have?"),
      (["Level 2", "£25,000", "£10,000"], None),
      (["Team leader", "£75,000", "£50,000"], "What property settlement can a team leader approve?"),
      (["Claims manager", "£250,000", "£150,000"], None)]
for cells, q in TR:
    row = t.add_row()
    for i, v in enumerate(cells): row.cells[i].text = v
    add(F, 1, "table_row", cap, None, None, " ".join(cells), table=cells, q=q)
dpara("Limits are per claim and include fees. Ex gratia payments of any amount need the claims manager.", "paragraph", cap, q="Who has to approve an ex gratia payment?")
b = io.BytesIO(); d.save(b); b.seek(0)
zin = zipfile.ZipFile(b); ob = io.BytesIO(); zout = zipfile.ZipFile(ob, "w", zipfile.ZIP_DEFLATED)
for n in sorted(zin.namelist()):
    zi = zipfile.ZipInfo(n, (2026, 1, 5, 9, 0, 0)); zi.compress_type = zipfile.ZIP_DEFLATED; zout.writestr(zi, zin.read(n))
zout.close(); open(os.path.join(DOC, F), "wb").write(ob.getvalue())

# ---------------------------------------------------------------- EML
F = "email-thread-MSC-26-0388-machinery-theft.eml"
SUBJ = "RE: MSC-26-0388 Gorsecliff GC - theft from greenkeeping shed"
MSGS = [
 ("Priyanka Dace <p.dace@merrowfield.example>", "Thu 10/09/2026 15:12", "Alan Furness <secretary@gorsecliffgc.example>",
  "Dear Mr Furness,\n\nThank you for the alarm log and the asset register. The log shows the system was set at 19:46 and the shed door contact triggered at 02:13, so the conditions in clause 3(b) are met. Our adjuster Colm Bradwell of Rainsford Adjusting will visit on Tuesday 15 September at 10:00. The claimed total is £31,350 and the machinery theft excess of £1,000 will apply.\n\nKind regards,\nPriyanka Dace\nClub Claims, Merrowfield Sports & Leisure", "When is the adjuster visiting Gorsecliff?"),
 ("Alan Furness <secretary@gorsecliffgc.example>", "Tue 08/09/2026 09:30", "Priyanka Dace <p.dace@merrowfield.example>",
  "Hello Priyanka,\n\nAttached are the alarm company's log from Vantage Watch and our asset register. Our head greenkeeper Rob Siddall locked up at about 19:40 and set the alarm. The police crime reference is HS/26/77104. We would like replacement machinery as soon as possible, as the greens need cutting daily in September.\n\nRegards,\nAlan Furness\nHon. Secretary, Gorsecliff Golf Club", "What is the crime reference for the Gorsecliff shed break-in?"),
 ("Priyanka Dace <p.dace@merrowfield.example>", "Fri 04/09/2026 11:05", "Alan Furness <secretary@gorsecliffgc.example>",
  "Dear Mr Furness,\n\nI am sorry to hear about the break-in on the night of 3 September. To deal with the claim we need the crime reference, the alarm activity log for that night and your asset register showing serial numbers for the stolen machines. Please send these within 10 working days if you can.\n\nKind regards,\nPriyanka Dace\nClub Claims, Merrowfield Sports & Leisure", "What did we first ask the golf club to send after the break-in?"),
]
parts = []
for i, (fr, sent, to, body, q) in enumerate(MSGS):
    if i == 0:
        parts.append(body)
    else:
        parts.append("\n\n-----Original Message-----\nFrom: %s\nSent: %s\nTo: %s\nSubject: %s\n\n%s" % (fr, sent, to, SUBJ if i == 1 else SUBJ[4:], body))
    add(F, 1, "email_message", SUBJ if i < 2 else SUBJ[4:], None, None, " ".join(body.split()), q=q)
bodytxt = "".join(parts) + "\n"
qp = quopri.encodestring(bodytxt.replace("\n", "\r\n").encode("utf-8")).decode("ascii")
eml = ("From: Priyanka Dace <p.dace@merrowfield.example>\r\nTo: Alan Furness <secretary@gorsecliffgc.example>\r\n"
       "Subject: %s\r\nDate: Thu, 10 Sep 2026 15:12:40 +0100\r\nMessage-ID: <msc260388.3@merrowfield.example>\r\nMIME-Version: 1.0\r\n"
       "Content-Type: text/plain; charset=\"utf-8\"\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n%s" % (SUBJ, qp))
open(os.path.join(DOC, F), "w", newline="").write(eml)

# ---------------------------------------------------------------- scan (image-only PDF), unruled
F = "scan-gorsecliff-stolen-machinery-list-MSC-26-0388.pdf"
GT = "STOLEN MACHINERY - GREENKEEPING SHED 03/09/2026"
GR = [["Toro Greensmaster 3150", "GM31-88214", "2023", "9,800"],
      ["Jacobsen Eclipse 322 greens mower", "EC32-40977", "2021", "7,650"],
      ["Kubota RTV-X1110 utility vehicle", "RTV-55130", "2022", "8,900"],
      ["Stihl backpack blower BR 800", "BR8-20931", "2024", "720"],
      ["Hayter hover mower x2", "HH-1172/1173", "2020", "1,480"],
      ["Hand tools and hole cutters", "", "", "2,800"],
      ["TOTAL CLAIMED", "", "", "31,350"]]
GQ = ["What's the value of the stolen Toro Greensmaster?", None, "What year is the stolen Kubota utility vehicle?", None,
      "What serial numbers are on the stolen hover mowers?", "How much is claimed for the hand tools?", "What is the total claimed for the stolen machinery?"]
def d_g(c, W, H):
    c.setFont("Times-Bold", 14); c.drawString(64, H - 66, "Gorsecliff Golf Club - Greens Department")
    c.setFont("Times-Roman", 11); c.drawString(64, H - 84, "Prepared by R. Siddall, Head Greenkeeper, 05/09/2026")
    c.setFont("Times-Bold", 12); c.drawString(64, H - 118, GT)
    scan_table(c, 64, H - 145, [210, 110, 60, 80], ["Item", "Serial no.", "Year", "Value GBP"], GR, "Times-Roman", 11, "headrule", (3,), "Times-Bold")
scan(F, A4, d_g, -1.2, 22, as_pdf=True); reg_scan(F, GT, GR, GQ)

# ================================================================ C. Switchgrass Mutual (US farmowners)
F = "switchgrass-farmowners-coverage-form-SMF-100.pdf"
def sg_h(c, p, W, H):
    c.setFont("Times-Roman", 8); c.drawString(54, H - 36, "SMF-100 (05/26)"); c.drawRightString(W - 54, H - 36, "FARMOWNERS COVERAGE FORM")
def sg_f(c, p, W, H):
    c.setFont("Times-Roman", 7.5); c.drawString(54, 32, "Includes copyrighted material of Switchgrass Mutual Insurance Company."); c.drawRightString(W - 54, 32, "Page %d of 3" % p)
SG = [
 ("p", "Various provisions in this policy restrict coverage. Read the entire policy carefully to determine rights, duties and what is and is not covered. Throughout this policy \"you\" and \"your\" refer to the Named Insured shown in the Declarations.", None),
 ("h", "DEFINITIONS"),
 ("d", None, "1. \"Farm personal property\" means equipment, supplies, grain, hay, feed and livestock used in your farming operations.", "What counts as farm personal property?"),
 ("d", None, "2. \"Livestock\" means cattle, sheep, swine, goats, horses, mules and donkeys, but not poultry.", "Are chickens livestock under the farm policy?"),
 ("d", None, "3. \"Outbuilding\" means a barn, machine shed, silo, grain bin, corn crib or other farm structure at the insured location, other than the dwelling.", "Is a grain bin an outbuilding?"),
 ("d", None, "4. \"Actual cash value\" means replacement cost less a deduction for physical deterioration and obsolescence.", "How is actual cash value worked out?"),
 ("d", None, "5. \"Windstorm\" means wind, including tornado and straight-line wind, but not wind-driven rain or snow entering through an opening not made by the wind.", None),
 ("h", "COVERAGE E - FARM PERSONAL PROPERTY"),
 ("c", "E.1", None, "We cover farm personal property at the insured locations and, for equipment, anywhere in the coverage territory while being used in your operations.", "E.1", None),
 ("c", "E.2", None, "Livestock is covered for death or destruction caused by fire, lightning, windstorm, hail, collapse of a building, attack by dogs or wild animals, or accidental shooting.", "E.2", "Is a cow killed when the barn collapsed covered?"),
 ("c", "(a)", None, "The most we will pay for any one head of livestock is $1,500 unless a higher amount is shown in the Declarations.", "E.2(a)", None),
 ("c", "(b)", None, "We do not cover livestock death caused by disease, starvation, or freezing unless the freezing follows a covered loss to the building that housed them.", "E.2(b)", "Is livestock freezing to death covered?"),
 ("c", "E.3", None, "Grain and hay in stacks or bales outdoors are covered against fire and lightning only.", "E.3", "What perils cover hay bales stacked in the field?"),
 ("h", "COVERAGE F - BARNS, OUTBUILDINGS AND OTHER FARM STRUCTURES"),
 ("c", "F.1", None, "We cover outbuildings described in the Declarations, including their permanently attached fixtures, feeders and waterers.", "F.1", None),
 ("c", "F.2", None, "Loss to outbuildings is settled at actual cash value, unless the Declarations show replacement cost for that building.", "F.2", "Are barns settled at replacement cost or ACV?"),
 ("c", "F.3", None, "Collapse of an outbuilding caused by the weight of ice, snow or sleet is covered only for buildings shown in the Declarations with the collapse option.", "F.3", "Is a snow-load collapse of the hay barn covered?"),
 ("np",),
 ("h", "SECTION II - CONDITIONS"),
 ("c", "1.", "Deductible.", "We pay only that part of the loss over the deductible shown in the Declarations. A separate windstorm or hail deductible applies to loss caused by windstorm or hail when one is shown.", "II.1", "Is there a separate deductible for wind damage?"),
 ("c", "2.", "Duties after loss.", "In case of a loss you must:", "II.2", None),
 ("c", "(a)", None, "give us prompt notice and, for theft, notify the police;", "II.2(a)", None),
 ("c", "(b)", None, "protect the property from further damage and keep a record of repair expenses;", "II.2(b)", "Do we pay for emergency tarping of the barn roof?"),
 ("c", "(c)", None, "show us the damaged property and the carcasses of any dead livestock before disposal, unless a veterinarian certifies that disposal could not wait;", "II.2(c)", "Can the farmer bury dead cattle before the adjuster sees them?"),
 ("c", "(d)", None, "send us a signed, sworn proof of loss within 60 days after our request.", "II.2(d)", "How long does the insured have to send a sworn proof of loss?"),
 ("c", "3.", "Loss payment.", "We will pay within 30 days after we receive your proof of loss and reach agreement with you, a final judgment is entered, or an appraisal award is filed.", "II.3", "How soon after the proof of loss do we pay?"),
 ("c", "4.", "Appraisal.", "If you and we fail to agree on the amount of loss, either may demand an appraisal. Each party chooses a competent appraiser within 20 days after receiving a written request from the other.", "II.4", "How long does each side have to pick an appraiser?"),
 ("h", "SECTION III - EXCLUSIONS"),
 ("c", "1.", None, "We do not cover loss caused by earth movement, including earthquake, landslide and sinkhole collapse.", "III.1", "Is sinkhole damage covered on the farm policy?"),
 ("c", "2.", None, "We do not cover loss to machinery caused by its own mechanical breakdown, rust or wear and tear.", "III.2", None),
 ("c", "3.", None, "We do not cover loss caused by flood, surface water or overflow of any body of water, whether or not driven by wind.", "III.3", "Is flooding from the creek covered?"),
 ("c", "4.", None, "We do not cover loss caused by the insured's failure to keep livestock fenced or housed as a reasonable farmer would.", "III.4", None),
]
pdf = Pdf(F, letter, "Times-Roman", sg_h, sg_f, fs=10)
pdf.title("FARMOWNERS COVERAGE FORM")
run_items(pdf, SG, F); pdf.save()
for k in KEY:
    if k["file"].endswith(F) and k["kind"] == "definition": k["text"] = k["text"].split(". ", 1)[1]

F = "switchgrass-farmowners-declarations-SMF-26-08813.pdf"
pdf = Pdf(F, letter, "Courier", lambda c, p, W, H: (c.setFont("Courier-Bold", 10), c.drawString(54, H - 38, "SWITCHGRASS MUTUAL INSURANCE COMPANY - FARMOWNERS DECLARATIONS")), lambda c, p, W, H: (c.setFont("Courier", 7), c.drawString(54, 32, "SMF-DEC 05 26   POLICY SMF-26-08813   PAGE %d OF 1" % p)), fs=8.5)
run_items(pdf, [
 ("t", None, [150, 354], None, [
   (["NAMED INSURED", "Ruth and Dale Okonkwo-Marsh"], "Who are the named insureds on the farm policy?"),
   (["MAILING ADDRESS", "2214 County Road 9, Pelham Junction, IA 50977"], None),
   (["POLICY PERIOD", "04/01/2026 to 04/01/2027 12:01 AM standard time"], "When does the farmowners policy period end?"),
   (["AGENT", "Haskett Rural Agency, (319) 555-0142"], "Who is the agent on the Okonkwo-Marsh farm?")], "none", ()),
 ("t", "COVERAGES AND LIMITS", [170, 180, 154], ["COVERAGE", "LIMIT", "SETTLEMENT"], [
   (["E - Farm personal property", "$285,000", "Actual cash value"], None),
   (["F - Bldg 2 pole barn 60x120", "$160,000", "Replacement cost"], "Is the pole barn on replacement cost?"),
   (["F - Bldg 3 machine shed", "$95,000", "Actual cash value"], "What is the limit on the machine shed?"),
   (["F - Bldg 4 grain bins (2)", "$70,000", "Actual cash value"], None),
   (["Livestock per head limit", "$2,200", ""], "What is the most we pay per head of cattle?"),
   (["Collapse option", "Bldg 2 only", ""], "Which building has the snow-load collapse option?")], "grid", (1,)),
 ("t", "DEDUCTIBLES", [300, 204], None, [
   (["All perils deductible", "$1,000"], "What's the all-perils deductible on the farm policy?"),
   (["Windstorm or hail deductible", "$5,000"], "What's the wind and hail deductible for the farm?"),
   (["Livestock deductible per occurrence", "$500"], None)], "headrule", (1,)),
 ("t", "FORMS AND ENDORSEMENTS", [120, 384], None, [
   (["SMF-100 (05/26)", "Farmowners coverage form"], None),
   (["SMF-214 (05/26)", "Livestock per head limit amendment"], "Which endorsement changes the per head livestock limit?")], "none", ()),
], F); pdf.save()

F = "switchgrass-adjuster-log-SMF-26-1462.txt"
LOG = [
 ("06/19/2026", "08:05 CDT", "K. VANTERPOOL / DESK", "Loss reported by Ruth Okonkwo-Marsh. Straight-line wind evening of 06/18/2026 tore roof panels off the pole barn (Bldg 2) and the south wall buckled. Two bred heifers killed by falling trusses.", "What killed the heifers?"),
 ("06/20/2026", "13:40 CDT", "J. ARBOGAST / FIELD ADJ", "On site. Roof 60x120 lost about 40% of steel panels, 5 trusses broken, south wall girts bent. Carcasses inspected before rendering pickup, photos taken. Insured tarped hay mow; tarping bill $1,180 to be included.", "Was the tarping bill for the barn included?"),
 ("06/23/2026", "10:15 CDT", "J. ARBOGAST / FIELD ADJ", "NWS storm report confirms 74 mph gust at Pelham Junction. Windstorm peril confirmed; no flood water involvement.", "What gust speed did the weather service record?"),
 ("06/29/2026", "16:20 CDT", "J. ARBOGAST / FIELD ADJ", "Estimate received from Tallgrass Post Frame LLC, $48,260 including tarping. Bldg 2 is replacement cost per the declarations, limit $160,000, so no depreciation holdback.", "Why no depreciation holdback on the pole barn?"),
 ("07/01/2026", "09:30 CDT", "J. ARBOGAST / FIELD ADJ", "Heifers valued at $2,150 each from sale barn receipts, under the $2,200 per head limit. Livestock: $4,300 less $500 livestock deductible = $3,800.", "How much do we owe for the two dead heifers?"),
 ("07/02/2026", "11:45 CDT", "M. LINDQVIST-OYE / SUPV", "Building: $48,260 less $5,000 wind/hail deductible = $43,260. Authority approved. Proof of loss sent to insured for signature.", "What is the net building payment on the pole barn?"),
 ("07/14/2026", "14:05 CDT", "K. VANTERPOOL / DESK", "Signed proof of loss received. Payments issued: $43,260 to insureds and Farm Credit of Pelham as mortgagee, $3,800 to insureds. File closed.", "Who is the mortgagee named on the barn payment?"),
]
out = []
for i, (dte, tm, who, body, q) in enumerate(LOG, 1):
    lab = "LOG #%d" % i
    out.append("%s %s  %s  %s" % (dte, tm, who, lab))
    out += ["   " + l for l in wrap(body, 62)]
    out.append("=" * 62)
    add(F, 1, "file_note_entry", "Adjuster log SMF-26-1462", None, lab, "%s %s %s %s" % (dte, tm, who, body), q=q)
open(os.path.join(DOC, F), "w", newline="").write("SWITCHGRASS MUTUAL - ADJUSTER LOG - CLAIM SMF-26-1462\r\n" + "\r\n".join(out) + "\r\n")

F = "scan-tallgrass-post-frame-estimate-SMF-26-1462.png"
TT = "ESTIMATE NO. 26-0741 - POLE BARN STORM REPAIR"
TR_ = [["Remove damaged steel roof panels and haul off", "1 LS", "$2,940"],
       ["29 ga steel roof panels, 40% of 7,200 sq ft", "2,880 sf", "$11,520"],
       ["Replace broken trusses (5) incl. crane", "5 ea", "$9,850"],
       ["Straighten/replace south wall girts", "1 LS", "$6,210"],
       ["South wall steel siding", "1,440 sf", "$5,040"],
       ["Labor crew 4 men x 6 days", "192 hr", "$11,520"],
       ["Emergency roof tarping", "lump sum", "$1,180"],
       ["TOTAL ESTIMATE", "", "$48,260"]]
TQ = ["How much is the roof panel material on the barn estimate?", "What do the five replacement trusses cost?", None,
      "What's the siding figure on the Tallgrass estimate?", "How many labor hours are on the pole barn estimate?", None, "What is the total Tallgrass estimate?"]
TQ.insert(2, None)
def d_t(c, W, H):
    c.setFont("Helvetica-Bold", 15); c.drawString(60, H - 64, "TALLGRASS POST FRAME LLC")
    c.setFont("Helvetica", 9.5); c.drawString(60, H - 80, "Route 3 Box 118, Pelham Junction IA 50977   (319) 555-0177")
    c.drawString(60, H - 94, "Customer: Okonkwo-Marsh farm, 2214 County Road 9   Date: 06/27/2026")
    c.setFont("Helvetica-Bold", 11); c.drawString(60, H - 126, TT)
    scan_table(c, 60, H - 152, [300, 80, 100], ["Description", "Qty", "Amount"], TR_, "Helvetica", 10, "grid", (1, 2), "Helvetica-Bold")
scan(F, letter, d_t, 1.5, 33); reg_scan(F, TT, TR_, TQ)

# ================================================================ D. Ludgershaw (UK legal expenses)
F = "ludgershaw-legal-expenses-policy-LLP-BX7.pdf"
def lg_h(c, p, W, H):
    c.setFont("Times-Italic", 8); c.drawString(56, H - 36, "Ludgershaw Legal Protection Ltd"); c.drawRightString(W - 56, H - 36, "Business Legal Expenses LLP-BX7 (02/26)")
def lg_f(c, p, W, H):
    c.setFont("Times-Roman", 7.5); c.drawString(56, 32, "Claims and legal advice line 01632 960288"); c.drawRightString(W - 56, 32, "%d" % p)
LG = [
 ("p", "This policy pays legal costs for the business disputes described below when a claim has reasonable prospects of success. Legal costs are only covered once we have accepted the claim in writing.", "Does the policy pay costs run up before the claim is accepted?"),
 ("h", "Definitions"),
 ("t", None, [130, 353], ["Term", "Meaning"], [], "grid", ()),
 ("p", "Reasonable prospects means a better than 50% chance of winning the case and, where money is claimed, of recovering it or enforcing a judgment.", "What counts as reasonable prospects?"),
 ("h", "Section A - Employment disputes"),
 ("c", "A1", None, "We will pay legal costs to defend your legal rights in a claim brought against you by an employee, ex-employee or prospective employee in an employment tribunal.", "A1", "Are tribunal claims by a job applicant covered?"),
 ("c", "A2", None, "We will pay any basic or compensatory award made against you by the tribunal, but only where you followed our advice and the Acas Code of Practice before dismissing the employee.", "A2", "Will the policy pay the tribunal award for unfair dismissal?"),
 ("c", "A3", None, "We will not pay for any claim where the dispute started within the first 90 days of the policy, unless you held equivalent cover immediately before.", "A3", "Is there a waiting period for employment disputes?"),
 ("h", "Section B - Contract disputes"),
 ("c", "B1", None, "We will pay legal costs for a dispute arising from an agreement you entered into for buying or selling goods or services, provided the amount in dispute is over £1,000.", "B1", "What's the minimum amount for a contract dispute to be covered?"),
 ("c", "B2", None, "We will not pay for disputes about the lease of your premises, loans, or debts that you are owed and that are not disputed.", "B2", "Can we use the policy to chase undisputed unpaid invoices?"),
 ("h", "Section C - Tax investigations"),
 ("c", "C1", None, "We will pay accountancy costs for a full enquiry or an aspect enquiry by HMRC into your business tax return, provided your returns were submitted on time.", "C1", "Are accountant's fees for an HMRC enquiry covered?"),
 ("c", "C2", None, "We will not pay for investigations into tax avoidance schemes or for any tax, interest or penalties that HMRC asks you to pay.", "C2", "Does the policy pay the HMRC penalty?"),
 ("np",),
 ("h", "Section D - Conditions"),
 ("c", "D1", "Choosing a solicitor.", "Until proceedings are issued we will appoint our panel solicitor. Once proceedings are issued, or if a conflict of interest arises, you may choose your own solicitor, but we will pay no more than our panel rate of £150 an hour.", "D1", "Can the business use its own solicitor, and at what rate?"),
 ("c", "D2", "Reporting a claim.", "You must report a claim to us within 180 days of becoming aware of the dispute.", "D2", "How long after a dispute starts can the claim be reported?"),
 ("c", "D3", "Settlement.", "We may settle a claim by paying you the amount in dispute instead of pursuing or defending the claim.", "D3", "Can the insurer just pay the disputed amount instead of fighting the case?"),
 ("c", "D4", "Costs estimates.", "Your appointed representative must send us a costs estimate before incurring costs over £2,500, and a revised estimate whenever the estimate increases by more than 20%.", "D4", "When does the solicitor need to send a revised costs estimate?"),
 ("c", "D5", "Prospects.", "We may ask counsel to review prospects at any time. If prospects fall to 50% or below we will stop paying further costs, but we will pay costs already agreed.", "D5", "What happens to cover if prospects drop to 50%?"),
 ("c", "D6", "Recovering costs.", "You must take every reasonable step to recover legal costs from the other side, and pay us any costs you recover.", "D6", "Does the business have to hand back costs it recovers from the other side?"),
 ("h", "Table of limits"),
 ("t", None, [260, 223], ["Cover", "Limit"], [
   (["Any one claim, all sections", "£100,000"], "What is the limit for any one legal expenses claim?"),
   (["Employment tribunal awards, in total each period", "£250,000"], "What is the aggregate limit for tribunal awards?"),
   (["Tax investigations, any one enquiry", "£50,000"], None),
   (["All claims in any one period", "£1,000,000"], None),
   (["Excess - contract disputes only", "£250"], "Is there an excess on contract dispute claims?")], "rules", (1,)),
]
DEFS = [(["Appointed representative", "The solicitor, barrister or accountant we appoint, or that you choose under condition D1, to act for you."], "Who is the appointed representative?"),
        (["Date of occurrence", "For civil disputes, the date the events giving rise to the claim began; for tax, the date HMRC first notified you of the enquiry."], "What is the date of occurrence for a tax enquiry?"),
        (["Legal costs", "Fees and expenses reasonably charged by the appointed representative at our standard terms, and the other side's costs ordered against you."], "Does legal costs include the other side's costs?"),
        (["Employee", "A person under a contract of service with you, including trainees and apprentices, but not self-employed contractors."], "Are self-employed contractors employees?")]
LG[2] = ("t", None, [130, 353], ["Term", "Meaning"], DEFS, "grid", ())
pdf = Pdf(F, A4, "Times-Roman", lg_h, lg_f, fs=10)
pdf.title("Business Legal Expenses - policy wording")
run_items(pdf, LG, F); pdf.save()
for k in KEY:
    if k["file"].endswith(F) and k["heading"] == "Definitions" and k["kind"] == "table_row":
        k["kind"] = "definition"; k["table"] = None

F = "scan-pennock-vale-solicitors-costs-estimate-LLC-26-0915.png"
PT = "ESTIMATE OF COSTS - EMPLOYMENT TRIBUNAL CLAIM 1402271/2026"
PR = [["Initial review and ET3 response", "Partner", "6.0", "900.00"],
      ["Disclosure and witness statements", "Associate", "14.5", "2,175.00"],
      ["Preliminary hearing (case management)", "Associate", "4.0", "600.00"],
      ["Final hearing preparation", "Partner", "9.0", "1,350.00"],
      ["Final hearing (2 days)", "Partner", "15.0", "2,250.00"],
      ["Counsel's fee, final hearing", "", "", "3,200.00"],
      ["TOTAL ESTIMATE (ex VAT)", "", "", "10,475.00"]]
PQ = ["What does Pennock Vale charge for the ET3 response?", "How many hours for disclosure and witness statements?", None,
      None, "How much is the two-day final hearing on the costs estimate?", "What is counsel's fee for the tribunal hearing?", "What is the solicitors' total costs estimate?"]
def d_p(c, W, H):
    c.setFont("Courier-Bold", 13); c.drawString(60, H - 62, "PENNOCK VALE SOLICITORS LLP")
    c.setFont("Courier", 9); c.drawString(60, H - 76, "4 Chantry Walk, Brellisford BF2 8AP  Tel 01632 960655")
    c.drawString(60, H - 90, "Client: Saltmead Bakeries Ltd  Insurer ref LLC-26-0915  All work at panel rate GBP 150/hr")
    c.setFont("Courier-Bold", 10.5); c.drawString(60, H - 122, PT)
    scan_table(c, 60, H - 148, [220, 90, 60, 100], ["Work", "Fee earner", "Hours", "GBP"], PR, "Courier-Bold", 9.5, "none", (2, 3), "Courier-Bold")
scan(F, A4, d_p, -0.7, 44); reg_scan(F, PT, PR, PQ)

# ================================================================ write
with open(os.path.join(HERE, "answer_key.jsonl"), "w") as f:
    for k in KEY: f.write(json.dumps(k, ensure_ascii=False) + "\n")
with open(os.path.join(HERE, "questions.jsonl"), "w") as f:
    for q in QS: f.write(json.dumps(q, ensure_ascii=False) + "\n")
print(len(KEY), "passages", len(QS), "questions")
