"""D. Redtail Canyon Insurance Company (US homeowners, Colorado)."""
import os

from reportlab.lib import colors
from reportlab.lib.pagesizes import letter
from reportlab.lib.units import inch
from reportlab.platypus import BaseDocTemplate, Frame, PageTemplate, Paragraph, Spacer, Table, TableStyle
from PIL import Image, ImageDraw

from common import DOCS, ND, S, add, e, place_pages, sfont, draw_table, age, scan_pdf, wrap_px

RUST = colors.HexColor("#8a3b12")
DASH = "\u2014"

POLICY = [
    ("COVERAGE A " + DASH + " DWELLING", [
        ("A-1", "We cover the dwelling on the residence premises shown in the Declarations, including structures "
         "attached to it, and materials on the residence premises used to build, alter or repair it.", None),
        ("A-2", "Loss to the dwelling is settled at replacement cost without deduction for depreciation, but we pay "
         "no more than the actual cash value until the repair or replacement is actually completed.",
         "do we hold back depreciation until the work is done"),
        ("A-3", "Repair or replacement must be completed within 180 days of the loss to recover replacement cost, "
         "unless we agree in writing to a longer period.", "deadline to finish repairs to get full RC"),
    ]),
    ("COVERAGE B " + DASH + " OTHER STRUCTURES", [
        ("B-1", "We cover other structures on the residence premises set apart from the dwelling by clear space, "
         "such as a detached garage, shed or fence, up to 10% of the Coverage A limit.", "detached garage limit percentage"),
        ("B-2", "We do not cover other structures rented or held for rental to anyone who is not a tenant of the "
         "dwelling, or used for any business.", "shed rented out to a neighbor for storage"),
    ]),
    ("COVERAGE C " + DASH + " PERSONAL PROPERTY", [
        ("C-1", "We cover personal property owned or used by an insured while it is anywhere in the world, but "
         "property usually located at another residence is limited to 10% of the Coverage C limit.",
         "stuff kept at our mountain cabin - how much coverage"),
        ("C-2", "Special limits apply to these categories in any one loss: $200 for money, $1,500 for jewelry and "
         "watches by theft, $2,500 for firearms by theft, and $2,500 for silverware by theft.",
         "stolen guns special limit"),
        ("C-3", "Personal property is settled at actual cash value unless the Declarations show Personal Property "
         "Replacement Cost.", "is contents paid at ACV or RC by default"),
    ]),
    ("COVERAGE D " + DASH + " LOSS OF USE", [
        ("D-1", "If a covered loss makes the residence premises unfit to live in, we pay the necessary increase in "
         "living expenses so your household can keep its normal standard of living, for the shortest time needed to "
         "repair or relocate.", "hotel and meals while house is unlivable"),
        ("D-2", "If a civil authority prohibits you from using the residence premises because of direct damage to "
         "neighboring premises by a covered peril, we pay for up to two weeks.", "evacuated by the county because of damage next door"),
    ]),
    ("PERILS AND EXCLUSIONS", [
        ("X-1", "We do not cover loss caused by water or sewage that backs up through sewers or drains, or overflows "
         "or is discharged from a sump, sump pump or related equipment, even if caused by mechanical breakdown.",
         "sump pump quit and basement flooded - base policy"),
        ("X-2", "We do not cover loss caused by flood, surface water, waves or tidal water, whether or not driven by "
         "wind.", "surface water from rain pooling into the house"),
        ("X-3", "We do not cover earth movement, including earthquake, landslide, mudflow, sinkhole or the sinking, "
         "rising or shifting of land, unless fire or explosion follows, and then only for the fire or explosion.",
         "mudslide damage but fire broke out after"),
        ("X-4", "We do not cover damage from continuous or repeated seepage or leakage of water over 14 days or "
         "more from a plumbing, heating or air conditioning system.", "slow leak under sink over a month"),
        ("X-5", "We do not cover wear and tear, mold, fungus or wet rot, except mold resulting from a covered water "
         "loss up to $5,000.", "mold remediation after covered pipe burst - limit"),
        ("X-6", "Hail damage to a roof surface that does not let water in, such as denting of metal panels, is "
         "cosmetic and is not covered.", "dented metal roof from hail but no leak"),
    ]),
    ("CONDITIONS", [
        ("CN-1", "In case of loss you must give us prompt notice, protect the property from further damage, make "
         "reasonable and necessary repairs, and keep records of what the repairs cost.", None),
        ("CN-2", "You must send us a signed, sworn proof of loss within 60 days after our request.",
         "how long to send the sworn proof of loss"),
        ("CN-3", "A wind or hail deductible, when shown in the Declarations as a percentage, is that percentage of "
         "the Coverage A limit and applies instead of the all other perils deductible.", "how is the percentage hail deductible calculated"),
        ("CN-4", "If you and we fail to agree on the amount of loss, either may demand an appraisal; each party "
         "chooses a competent appraiser within 20 days of the demand.", "disagree on the amount - appraisal timeline"),
        ("CN-5", "No action can be brought against us unless you have complied with the policy and the action is "
         "started within two years after the date of loss.", "time limit to sue"),
    ]),
]


def policy():
    F = "redtail-canyon-homeowners-policy-RC-HO3-0925.pdf"
    hs = S("rh", "DJSans-Bold", 10, 13, textColor=RUST, spaceBefore=10, spaceAfter=4, keepWithNext=1)
    body = S("rb", "DJSerif", 9, 11.8, spaceAfter=4, leftIndent=36, firstLineIndent=-36)
    st = [Paragraph("REDTAIL CANYON INSURANCE COMPANY", S("rt", "DJSans-Bold", 13, 16, textColor=RUST)),
          Paragraph("Homeowners Policy " + ND + " Special Form RC-HO3 (09-25)", S("rt2", "DJSans", 11, 15,
                                                                              spaceAfter=4)),
          Paragraph("In this policy \u201cyou\u201d and \u201cyour\u201d refer to the named insured shown in the "
                    "Declarations, and \u201cwe\u201d, \u201cus\u201d and \u201cour\u201d refer to the company.",
                    S("rt3", "DJSerif-Italic", 9, 12, spaceAfter=6))]
    for head, items in POLICY:
        st.append(Paragraph(e(head), hs))
        for lab, text, q in items:
            add(F, "clause", text, heading=head, clause=lab, q=q)
            st.append(Paragraph(f"<b>{lab}</b>\u00a0\u00a0{e(text)}".replace("\u00a0\u00a0", "&nbsp;" * 3, 1), body))
    doc = BaseDocTemplate(os.path.join(DOCS, F), pagesize=letter, invariant=1, allowSplitting=1,
                          title="RC-HO3", author="Redtail Canyon", creator="Document production")
    W, H = letter
    doc.addPageTemplates([PageTemplate(id="p", frames=[Frame(0.9 * inch, 0.9 * inch, W - 1.8 * inch,
                                                             H - 1.8 * inch)])])
    doc.build(st)
    place_pages(F)
    return F


def decs():
    F = "redtail-canyon-declarations-RC-HO-7730415.pdf"
    st = [Paragraph("HOMEOWNERS POLICY DECLARATIONS", S("rd1", "Courier-Bold", 13, 16)),
          Paragraph("Redtail Canyon Insurance Company, 1900 Larimer Square Suite 400, Denver, CO 80202 " + DASH +
                    " 555-0143", S("rd2", "Courier", 8.5, 11, spaceAfter=8))]

    def box(head, rows, widths, right=()):
        st.append(Paragraph(e(head), S("rdh" + head[:4], "Courier-Bold", 10, 13, spaceBefore=8, spaceAfter=3)))
        data = []
        for cells, q in rows:
            add(F, "table_row", " ".join(c for c in cells if c), heading=head, table=list(cells), q=q)
            data.append(list(cells))
        t = Table(data, colWidths=widths)
        sty = [("FONT", (0, 0), (-1, -1), "Courier", 8.8), ("BOX", (0, 0), (-1, -1), 1, colors.black),
               ("INNERGRID", (0, 0), (-1, -1), 0.25, colors.grey)]
        for c in right:
            sty.append(("ALIGN", (c, 0), (c, -1), "RIGHT"))
        t.setStyle(TableStyle(sty))
        st.append(t)

    box("NAMED INSURED AND PREMISES", [
        (("Named insured", "Marisol Kettering and Dean Kettering"), "who is named on RC-HO-7730415"),
        (("Residence premises", "4418 Sagebrush Lane, Loveland, CO 80538"), "insured location for the ketterings"),
        (("Policy period", "05/01/2026 to 05/01/2027, 12:01 AM standard time"), "kettering policy term"),
        (("Mortgagee", "Front Range Federal Savings, ISAOA, loan 600481127"), "loan number with mortgage company"),
    ], [1.7 * inch, 5.0 * inch])
    box("COVERAGES AND LIMITS", [
        (("A", "Dwelling", "$486,000"), "dwelling limit kettering"),
        (("B", "Other structures", "$48,600"), None),
        (("C", "Personal property (replacement cost)", "$243,000"), "do they have RC on contents and how much"),
        (("D", "Loss of use", "$97,200"), "ALE limit on the declarations"),
        (("E", "Personal liability, each occurrence", "$300,000"), "liability limit per occurrence"),
        (("F", "Medical payments to others, each person", "$5,000"), "med pay per person"),
    ], [0.6 * inch, 4.2 * inch, 1.9 * inch], right=(2,))
    box("DEDUCTIBLES", [
        (("All other perils", "$1,500"), "AOP deductible"),
        (("Wind or hail", "1% of Coverage A ($4,860)"), "what is the hail deductible in dollars"),
        (("Water backup (RC-WB20)", "$1,000"), None),
    ], [3.2 * inch, 3.5 * inch])
    box("FORMS AND ENDORSEMENTS", [
        (("RC-HO3 (09-25)", "Homeowners Special Form"), None),
        (("RC-WB20 (01-26)", "Water Backup and Sump Discharge or Overflow, limit $15,000"), "water backup limit bought"),
        (("RC-PPRC (09-25)", "Personal Property Replacement Cost"), None),
        (("RC-CO12 (01-26)", "Colorado Amendatory Endorsement"), "state amendatory form number"),
    ], [1.9 * inch, 4.8 * inch])
    box("PREMIUM", [
        (("Base policy premium", "$2,684.00"), "base premium kettering"),
        (("RC-WB20 water backup", "$118.00"), "what does the water backup endorsement cost"),
        (("Claims-free credit", "-$161.04"), "claim free discount amount"),
        (("Total annual premium", "$2,640.96"), "total annual premium on the decs"),
    ], [3.2 * inch, 1.6 * inch], right=(1,))
    doc = BaseDocTemplate(os.path.join(DOCS, F), pagesize=letter, invariant=1, allowSplitting=0, title="Declarations",
                          author="Redtail Canyon", creator="Policy admin")
    W, H = letter
    doc.addPageTemplates([PageTemplate(id="p", frames=[Frame(0.8 * inch, 0.7 * inch, W - 1.6 * inch,
                                                             H - 1.4 * inch)])])
    doc.build(st)
    place_pages(F)
    return F


def endorsement():
    F = "redtail-canyon-endorsement-RC-WB20-water-backup.pdf"
    head = "WATER BACKUP AND SUMP DISCHARGE OR OVERFLOW"
    st = [Paragraph("RC-WB20 (01-26)", S("re0", "Times-Roman", 9, 11)),
          Paragraph("THIS ENDORSEMENT CHANGES THE POLICY. PLEASE READ IT CAREFULLY.",
                    S("re1", "Times-Bold", 10, 13, alignment=1, spaceBefore=6)),
          Paragraph(e(head), S("re2", "Times-Bold", 14, 18, alignment=1, spaceBefore=6, spaceAfter=10))]
    items = [
        ("1.", "Exclusion X-1 does not apply to direct physical loss caused by water or waterborne material that "
         "backs up through sewers or drains, or overflows or is discharged from a sump, sump pump or related "
         "equipment, up to the limit shown in the Declarations for this endorsement.",
         "is there cover for sewer backup if they bought the endorsement"),
        ("2.", "This coverage does not apply if the loss is caused by your negligence, including failure to keep a "
         "working sump pump or to keep the power to it switched on when the residence premises are occupied.",
         "sump unplugged by homeowner - still covered"),
        ("3.", "The cost to repair or replace the sump pump itself, or any related equipment that failed, is not "
         "covered.", "do we pay for a new sump pump"),
        ("4.", "The limit for this endorsement is the most we will pay in any one loss for all property, including "
         "loss of use and debris removal, and is not additional to it.", "is ALE on top of the backup limit"),
        ("5.", "A separate deductible of $1,000 applies to each loss under this endorsement, and it applies in place "
         "of the all other perils deductible.", "which deductible on a sump claim"),
    ]
    for lab, text, q in items:
        add(F, "clause", text, heading=head, clause=lab.rstrip("."), q=q)
        st.append(Paragraph(f"{lab}&nbsp;&nbsp;{e(text)}", S("rei", "Times-Roman", 11, 14.5, spaceAfter=7,
                                                             leftIndent=18, firstLineIndent=-18)))
    st.append(Spacer(1, 16))
    st.append(Paragraph("All other provisions of the policy apply.", S("re3", "Times-Italic", 10, 13)))
    doc = BaseDocTemplate(os.path.join(DOCS, F), pagesize=letter, invariant=1, allowSplitting=0, title="RC-WB20",
                          author="Redtail Canyon", creator="Document production")
    W, H = letter
    doc.addPageTemplates([PageTemplate(id="p", frames=[Frame(1 * inch, 1 * inch, W - 2 * inch, H - 2 * inch)])])
    doc.build(st)
    place_pages(F)
    return F


SCAN_HEAD = "INVOICE 26-0917"
SCAN_ROWS = [
    (("09/14/2026", "Emergency service call, after hours, water extraction from finished basement with truck mount",
      "1 ea", "$425.00", "$425.00"), "after hours call out price on the dry out bill"),
    (("09/14/2026", "Water extraction, carpeted floor", "860 sf", "$0.85", "$731.00"), "square footage extracted"),
    (("09/14/2026", "Remove and dispose of wet carpet and pad, bagged and hauled", "860 sf", "$0.95", "$817.00"),
     "carpet tear out charge"),
    (("09/14/2026", "Flood cut drywall 2 ft, remove baseboard, treat with antimicrobial", "212 lf", "$3.40",
      "$720.80"), "flood cut linear feet"),
    (("09/15/2026", "Dehumidifier, large LGR, per day", "4 x 4 days", "$75.00", "$1,200.00"), "how many dehumidifiers and for how long"),
    (("09/15/2026", "Air movers, per day", "12 x 4 days", "$28.00", "$1,344.00"), "air mover rental total"),
    (("09/15/2026", "Moisture mapping and daily monitoring with photo log", "4 days", "$65.00", "$260.00"),
     "daily monitoring charge"),
    (("09/15/2026", "Content manipulation, move furniture and boxes to garage", "3 hr", "$62.00", "$186.00"),
     "moving contents charge"),
    (("09/18/2026", "Final moisture readings and equipment pickup", "1 ea", "$150.00", "$150.00"), "final readings date"),
    (("09/14/2026", "Replace failed 1/3 HP submersible sump pump, including check valve", "1 ea", "$395.00",
      "$395.00"), "cost of the replacement sump pump on mesquite invoice"),
    (("", "Subtotal", "", "", "$6,228.80"), "mitigation invoice subtotal"),
    (("", "Sales tax on materials (pump and antimicrobial)", "", "", "$31.60"), "sales tax on the invoice"),
    (("", "Amount due", "", "", "$6,260.40"), None),
]


def scan():
    F = "redtail-canyon-scan-water-mitigation-invoice-26-0917.pdf"
    paper = (250, 247, 238)
    img = Image.new("RGB", (1700, 2200), paper)
    d = ImageDraw.Draw(img)
    ink = (30, 32, 40)
    d.text((110, 100), "Mesquite Dry Restoration LLC", font=sfont("cond-bold", 48), fill=ink)
    d.text((110, 165), "2210 N. Garfield Ave, Loveland, CO 80538  |  (970) 555-0186  |  IICRC certified firm",
           font=sfont("cond", 25), fill=ink)
    d.text((110, 250), SCAN_HEAD, font=sfont("cond-bold", 38), fill=ink)
    y = 310
    for line in ["Bill to: Marisol & Dean Kettering, 4418 Sagebrush Lane, Loveland CO 80538",
                 "Insurance: Redtail Canyon Ins. Co., claim RC-26-55102, policy RC-HO-7730415",
                 "Cause: sump pump failure, finished basement, loss date 09/13/2026"]:
        d.text((110, y), line, font=sfont("cond", 26), fill=ink)
        y += 40
    cols = [(190, "l"), (690, "l"), (190, "r"), (200, "r"), (210, "r")]
    x0 = 110
    top = y + 40
    # boxed table, horizontal rules only
    f = sfont("cond", 26)
    fb = sfont("cond-bold", 26)
    lh, pad = 34, 12
    xs = [x0]
    for w, _ in cols:
        xs.append(xs[-1] + w)
    yy = top
    lines = [yy]
    for n, cells in enumerate([("Date", "Description", "Qty", "Rate", "Amount")] + [r for r, _ in SCAN_ROWS]):
        ff = fb if n == 0 or n == len(SCAN_ROWS) else f
        h = 1
        for i, c in enumerate(cells):
            w, al = cols[i]
            parts = wrap_px(d, c, ff, w - 2 * pad) if c else [""]
            h = max(h, len(parts))
            for j, part in enumerate(parts):
                tx = xs[i + 1] - pad - d.textlength(part, font=ff) if al == "r" else xs[i] + pad
                d.text((tx, yy + pad + j * lh), part, font=ff, fill=ink)
        yy += h * lh + 2 * pad
        lines.append(yy)
    d.rectangle([xs[0], top, xs[-1], yy], outline=ink, width=3)
    for l in lines[1:-1]:
        d.line([(xs[0], l), (xs[-1], l)], fill=ink, width=1)
    d.text((110, yy + 50), "Thank you for your business. Net 30. Direction to pay on file.", font=sfont("cond", 24),
           fill=ink)
    j = age(img, 30303, -1.4, 6.0, 0.6, 60, paper)
    scan_pdf(F, [j], letter)
    for r, q in SCAN_ROWS:
        add(F, "table_row", " ".join(c for c in r if c), heading=SCAN_HEAD, table=list(r), scanned=True, q=q)
    return F


def build():
    policy()
    decs()
    endorsement()
    scan()
