"""B. Glenmarrow Motor Insurance Ltd (UK private car)."""
import os
import textwrap

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.platypus import (BaseDocTemplate, Frame, PageTemplate, Paragraph, Spacer, Table, TableStyle)
from PIL import Image, ImageDraw

from common import DOCS, GBP, ND, S, add, e, place_pages, sfont, draw_table, age, scan_pdf, KEYS

P = GBP
INTRO_GAP = 6
PLUM = colors.HexColor("#5b2a4e")

DEFS = [
    ("Approved repairer", "a garage in our network that we have asked to repair your car.",
     "what counts as one of our garages"),
    ("Car", "the vehicle shown on your current certificate of motor insurance, including its standard accessories "
     "and spare parts kept in your garage.", None),
    ("Keyless entry system", "any device or system that lets the car be unlocked or started without a physical key "
     "being inserted, including a phone app.", "does a phone app that unlocks the car count as keyless"),
    ("Market value", "the cost of replacing your car with one of the same make, model, age, mileage and condition, "
     "based on trade guides and adverts at the date of the loss.", "how is the value of a written off car worked out"),
    ("Named driver", "a person shown on your certificate as entitled to drive, other than you.", None),
    ("Tracking device", "an after-market vehicle tracking system certified to Thatcham category S5 or S7, fitted and "
     "subscribed as shown in your schedule.", "which tracker categories qualify"),
    ("Total loss", "damage where the cost of repair is more than 60% of the market value, or where we decide the "
     "car cannot safely be repaired.", "at what point is a car a write off"),
    ("Unattended", "when nobody is in the car, or close enough to it to stop it being stolen or damaged.",
     "meaning of left alone for theft cover"),
]

PARTS = [
    ("Part A " + ND + " Section 1: Liability to other people", [
        ("1.1", "We cover your legal liability for death or injury to other people, and for damage to their property, "
         "arising from the use of your car on a road or in a public place.", None),
        ("1.2", "For damage to property the most we pay for any one accident is " + P + "20,000,000, including costs "
         "and expenses agreed with us.", "property damage limit per accident"),
        ("1.3", "We give the same cover to any named driver using your car with your permission, and to a passenger "
         "getting in or out of it.", "passenger opens door into a cyclist - covered?"),
        ("1.4", "If a trailer or caravan is attached to your car, liability is covered while it is being towed, but "
         "not loss of or damage to the trailer itself.", "caravan damaged while towing"),
        ("1.5", "If you are allowed to drive other cars under your certificate, this is third party cover only, the "
         "other car must not belong to you or be hired to you, and there must be insurance in force on it.",
         "can I drive my wife's car on my policy - what cover"),
    ]),
    ("Part B " + ND + " Section 2: Loss of or damage to your car", [
        ("2.1", "We cover accidental damage to your car, and damage by fire, lightning or explosion, and will choose "
         "whether to repair it, replace it or pay the market value.", "who chooses repair or payout"),
        ("2.2", "If an approved repairer carries out the repair, the repair is guaranteed for five years and you will "
         "have a courtesy car while it is being repaired.", "how long is repair guarantee"),
        ("2.3", "If you choose your own repairer instead, we pay what the repair would have cost at an approved "
         "repairer and an extra " + P + "250 excess applies.", "own garage instead of approved one - what extra do I pay"),
        ("2.4", "If your car is a total loss and less than 12 months old and you are its first registered keeper, we "
         "will replace it with a new car of the same make and model, if one is available in the UK.",
         "brand new car written off at 8 months - new for old?"),
        ("2.5", "Once we have paid a total loss claim, the car belongs to us, and we will pay any outstanding finance "
         "to the finance company first.", None),
        ("2.6", "We pay up to " + P + "1,000 for in-car entertainment and satellite navigation equipment fitted as "
         "standard by the manufacturer, and up to " + P + "350 for equipment fitted later.", "aftermarket stereo limit"),
    ]),
    ("Part C " + ND + " Section 3: Theft", [
        ("3.1", "We cover loss of or damage to your car caused by theft or attempted theft, and by anyone taking it "
         "without your permission.", None),
        ("3.2", "We do not cover theft or attempted theft if the car was left unlocked, with a window or roof open, or "
         "with the keys, keyless entry device or phone key in, on or near the car.", "keys left on the drive next to the car"),
        ("3.3", "Where the car has a keyless entry system, we do not cover theft if the keyless fob was kept within "
         "five metres of the car overnight, unless it was stored in a signal-blocking pouch or box or its motion "
         "sleep function was switched on.", "standard wording - keyless fob left on the hall table overnight, theft excluded?"),
        ("3.4", "If your car is stolen and not recovered within 21 days, we will settle the claim as a total loss.",
         "how many days before they pay out on a stolen car that hasn't turned up"),
        ("3.5", "If the car is recovered after we have paid, it belongs to us; you may buy it back by repaying what we "
         "paid less the cost of any damage.", "car found after payout - can I get it back"),
        ("3.6", "We pay up to " + P + "400 towards replacing the locks and keys or key fob if they are stolen, as long "
         "as the thief knows the identity or address of the car.", "stolen fob replacement limit"),
        ("3.7", "A theft excess of " + P + "300 applies to every theft claim in addition to any other excess, unless "
         "the tracking device shown in your schedule led to the recovery of the car.", "how much is the theft excess in the standard wording"),
    ]),
    ("Part D " + ND + " Section 4: Windscreen and windows", [
        ("4.1", "We cover the repair or replacement of broken glass in the windscreen, windows and sunroof, and any "
         "scratching of the bodywork caused by the broken glass.", None),
        ("4.2", "The windscreen excess is " + P + "25 for a repair and " + P + "115 for a replacement, and a claim "
         "only for glass will not affect your no claim discount.", "screen replacement excess and NCD"),
        ("4.3", "If the windscreen needs recalibration of driver-assistance cameras after replacement, we pay for this "
         "as part of the claim.", "ADAS camera calibration after new screen"),
    ]),
    ("Part E " + ND + " Section 5: Personal benefits", [
        ("5.1", "We pay up to " + P + "300 for personal belongings in the car lost or damaged by an accident, fire or "
         "theft, but not money, phones, tablets or goods carried for business.", "phone stolen from car - personal belongings cover?"),
        ("5.2", "We pay medical expenses of up to " + P + "250 for each person injured in an accident in your car.",
         "medical expenses per passenger"),
        ("5.3", "If you are injured in an accident in your car and within three months this causes death, loss of a "
         "limb or loss of sight, we pay " + P + "5,000. The benefit is not payable to anyone aged over 75.",
         "personal accident benefit amount and age limit"),
        ("5.4", "Child car seats are replaced after any accident, even if there is no visible damage, up to " + P +
         "300.", "child seat after a bump with no damage - replaced?"),
    ]),
    ("Part F " + ND + " Section 6: General exclusions", [
        ("6.1", "There is no cover while the car is being driven by anyone not allowed to drive it under your "
         "certificate, or by someone without a valid licence, except for liability cover we must give by law.",
         "uninsured friend driving - any cover at all"),
        ("6.2", "There is no cover while the car is used for hire or reward, racing, track days or any timed event, "
         "including on a public road.", "nurburgring trackday crash"),
        ("6.3", "We do not pay for loss of use, wear and tear, mechanical or electrical breakdown, or damage to tyres "
         "by braking, punctures, cuts or bursts.", "tyre burst damaged only the tyre"),
        ("6.4", "We do not pay for damage caused by putting the wrong fuel in the car, unless misfuelling cover is "
         "shown in your schedule.", "petrol in diesel car claim"),
    ]),
    ("Part G " + ND + " Section 7: Conditions", [
        ("7.1", "You must keep your car roadworthy, with a valid MOT where one is needed, and let us examine it at any "
         "reasonable time.", None),
        ("7.2", "Tell us about any accident, theft or damage within 48 hours, even if you do not want to claim, and "
         "send us any letter, claim form or court papers unanswered as soon as you receive them.",
         "got a solicitor's letter from the other driver - what do I do with it"),
        ("7.3", "Tell us straight away if you change your car, your address, your job or the main driver, if you are "
         "convicted of a motoring offence, or if anyone who drives is diagnosed with a condition that must be "
         "reported to the DVLA. If you do not, we may change your premium or excess, or refuse to pay a claim in full.",
         "moved house and forgot to tell them - consequences"),
        ("7.4", "If the tracking device shown in your schedule is not working or its subscription has lapsed when the "
         "car is stolen, we will not pay the theft claim.", None),
        ("7.5", "You may cancel within 14 days of receiving your documents and we will refund the premium less a "
         "charge for the days you were covered. After 14 days we keep a cancellation fee of " + P + "55.",
         "fee to cancel after cooling off"),
        ("7.6", "Your no claim discount will be reduced by two years after one claim in a year and lost altogether "
         "after two claims, unless we recover all our costs from someone else or the claim is for glass only.",
         "how much NCD do I lose for one claim"),
    ]),
]


class Doc(BaseDocTemplate):
    pass


def wording():
    F = "glenmarrow-private-car-policy-GMP26.pdf"
    defs_h = "Part 0 " + ND + " Meanings of words"
    hs = S("gh", "DJSans-Bold", 10.5, 13.5, textColor=PLUM, spaceBefore=10, spaceAfter=5, keepWithNext=1)
    body = S("gb", "Times-Roman", 11, 14.2, leftIndent=11 * mm, firstLineIndent=-11 * mm, spaceAfter=4, allowOrphans=1, allowWidows=1)
    dfs = S("gd", "Times-Roman", 11, 14.2, spaceAfter=3.5)

    def story():
        st = [Paragraph("Private Car Policy", S("gt", "DJSans-Bold", 17, 21, textColor=PLUM, spaceAfter=4)),
              Paragraph("Please read this policy with your schedule and certificate of motor insurance.",
                        S("gi", "Times-Italic", 10, 13, spaceAfter=INTRO_GAP)),
              Paragraph(e(defs_h), hs)]
        for term, meaning, q in DEFS:
            st.append(Paragraph(f"<b>{e(term)}:</b> {e(meaning)}", dfs))
        for head, clauses in PARTS:
            st.append(Paragraph(e(head), hs))
            for lab, text, q in clauses:
                st.append(Paragraph(f"{lab}\u00a0\u00a0\u00a0{e(text)}".replace(f"{lab}\u00a0\u00a0\u00a0",
                                    f"<b>{lab}</b>&nbsp;&nbsp;&nbsp;", 1), body))
        return st

    for term, meaning, q in DEFS:
        add(F, "definition", f"{term}: {meaning}", heading=defs_h, q=q)
    for head, clauses in PARTS:
        for lab, text, q in clauses:
            add(F, "clause", text, heading=head, clause=lab, q=q)
    W, H = A4
    total = [0]

    def hf(c, d):
        c.saveState()
        c.setFont("DJSans", 8)
        c.setFillColor(PLUM)
        c.drawString(20 * mm, H - 12 * mm, "Glenmarrow Motor Insurance")
        c.drawRightString(W - 20 * mm, H - 12 * mm, "Private Car Policy GMP26")
        c.setStrokeColor(PLUM)
        c.line(20 * mm, H - 14 * mm, W - 20 * mm, H - 14 * mm)
        c.line(20 * mm, 15 * mm, W - 20 * mm, 15 * mm)
        c.setFillColor(colors.black)
        c.drawString(20 * mm, 10 * mm, "GMP26 (04/26)")
        c.drawRightString(W - 20 * mm, 10 * mm, f"Page {d.page} of {total[0] or '?'}")
        c.restoreState()

    for _ in range(2):
        doc = Doc(os.path.join(DOCS, F), pagesize=A4, invariant=1, allowSplitting=1, title="Private Car Policy GMP26",
                  author="Glenmarrow", creator="Document production")
        doc.addPageTemplates([PageTemplate(id="p", frames=[Frame(20 * mm, 20 * mm, W - 40 * mm, H - 40 * mm,
                                                                  leftPadding=0, rightPadding=0, topPadding=0,
                                                                  bottomPadding=0)], onPage=hf)])
        doc.build(story())
        total[0] = doc.page
    place_pages(F)
    return F


def endorsement():
    F = "glenmarrow-endorsement-GME-07-tracking-device.pdf"
    head = "Endorsement GME-07 " + ND + " Tracking device and keyless security"
    st = [Paragraph("GLENMARROW MOTOR INSURANCE LTD", S("ge1", "Helvetica-Bold", 11, 14, alignment=1)),
          Paragraph(e(head), S("ge2", "Helvetica-Bold", 13, 17, alignment=1, spaceBefore=4, spaceAfter=6)),
          Paragraph("Policy GMP-88130457 &nbsp;|&nbsp; Policyholder Mr Ravinder Sahota &nbsp;|&nbsp; Car: 2023 Kia "
                    "Sportage 1.6 T-GDi GT-Line, registration RV23 HKT &nbsp;|&nbsp; Effective 14 April 2026",
                    S("ge3", "Helvetica", 9, 12, alignment=1, spaceAfter=10)),
          Paragraph("This endorsement changes your Private Car Policy GMP26. All other terms stay the same.",
                    S("ge4", "Helvetica-Oblique", 9.5, 12.5, spaceAfter=8))]
    items = [
        ("(a)", "A Thatcham category S7 tracking device must be fitted and its subscription kept up to date for the "
         "whole period of insurance. Condition 7.4 applies to it.", "what tracker does the sahota endorsement require"),
        ("(b)", "Clause 3.3 is replaced: theft by a keyless entry method is covered only if, when the car was stolen, "
         "every keyless fob was either in a signal-blocking pouch or box or had its motion sleep function switched "
         "on. The five-metre distance no longer applies.", "does the five metre rule still apply on this policy"),
        ("(c)", "The theft excess in clause 3.7 is increased to " + P + "500 if the car is not recovered.",
         "theft excess if the kia is never found"),
        ("(d)", "If the car is recovered with the help of the tracking device within 48 hours of the theft being "
         "reported, no theft excess applies and your no claim discount will not be reduced for that claim.",
         "tracker recovered the car next day - NCD affected?"),
        ("(e)", "The premium for this endorsement is nil; the tracker discount of " + P + "42.60 is already shown in "
         "your schedule.", "tracker discount amount"),
    ]
    for lab, text, q in items:
        add(F, "clause", text, heading=head, clause=lab, q=q)
        st.append(Table([[lab, Paragraph(e(text), S("gei", "Helvetica", 10, 13))]], colWidths=[12 * mm, 150 * mm],
                        style=[("VALIGN", (0, 0), (-1, -1), "TOP"), ("FONT", (0, 0), (0, 0), "Helvetica-Bold", 10),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 6)]))
    st.append(Spacer(1, 18))
    st.append(Paragraph("Signed for Glenmarrow Motor Insurance Ltd: M. Kettleby, Head of Motor Underwriting",
                        S("ge5", "Helvetica", 9, 12)))
    doc = BaseDocTemplate(os.path.join(DOCS, F), pagesize=A4, invariant=1, allowSplitting=0, title="GME-07",
                          author="Glenmarrow", creator="Document production")
    W, H = A4
    doc.addPageTemplates([PageTemplate(id="p", frames=[Frame(22 * mm, 25 * mm, W - 44 * mm, H - 50 * mm)])])
    doc.build(st)
    place_pages(F)
    return F


MAILS = [
    ("From: Ravinder Sahota <rav.sahota@mailbox.example>", "Sent: Tuesday, 6 October 2026 07:52",
     "To: claims@glenmarrow.example", "Subject: Car stolen overnight - policy GMP-88130457",
     ["Hello,", "My Kia Sportage RV23 HKT was taken from outside my house on Chantry Close, Sheffield some time between "
      "11pm and 6am last night. The police reference is 14/118802/26. Both fobs were in the tin box by the front door "
      "and the tracker company called me at 6.10am to say it had been moved.", "Can you tell me what happens next?",
      "Thanks", "Ravinder Sahota"],
     "where were the fobs when the sportage was nicked"),
    ("From: Glenmarrow Motor Claims <claims@glenmarrow.example>", "Sent: Tuesday, 6 October 2026 11:24",
     "To: Ravinder Sahota <rav.sahota@mailbox.example>", "Subject: RE: Car stolen overnight - policy GMP-88130457",
     ["Dear Mr Sahota,", "Thank you for letting us know. Your claim number is GMC-26-114092 and I am handling it.",
      "The tracking company has told us that your car was found this morning in a yard in Rotherham and the police "
      "have it. We are arranging for it to go to Hallam Road Motors, one of our approved repairers, to be checked. "
      "Please send me photos of the box you keep the fobs in and confirm it is a signal-blocking box, because under "
      "your endorsement GME-07 this is what decides whether the theft is covered.",
      "Kind regards", "Leanne Whitworth"],
     "what did the handler ask the customer to send"),
    ("From: Ravinder Sahota <rav.sahota@mailbox.example>", "Sent: Tuesday, 6 October 2026 19:03",
     "To: Glenmarrow Motor Claims <claims@glenmarrow.example>", "Subject: RE: Car stolen overnight - policy GMP-88130457",
     ["Hi Leanne,", "Photos attached. It is a Faraday box I bought in 2024, the lid is lined with the metal mesh. I also "
      "have the receipt from when I bought it if you need it. Will I have to pay the 500 excess?",
      "Rav"],
     "did mr sahota ask about the excess"),
    ("From: Glenmarrow Motor Claims <claims@glenmarrow.example>", "Sent: Thursday, 8 October 2026 15:40",
     "To: Ravinder Sahota <rav.sahota@mailbox.example>", "Subject: RE: Car stolen overnight - policy GMP-88130457",
     ["Dear Mr Sahota,", "Thank you for the photos. I can confirm that your theft claim is covered.",
      "Because the tracker led to your car being recovered within 48 hours, you will not pay a theft excess and your "
      "no claim discount will not be affected. The standard excess of " + P + "250 shown in your schedule still "
      "applies to the repair. Hallam Road Motors have estimated the repair at " + P + "2,846.52 including VAT for the "
      "broken driver's window, damaged ignition and steering lock, and the replacement fobs.",
      "A courtesy car will be delivered to you tomorrow.", "Kind regards", "Leanne Whitworth"],
     "why is no theft excess being charged on the kia"),
    ("From: Ravinder Sahota <rav.sahota@mailbox.example>", "Sent: Thursday, 8 October 2026 16:15",
     "To: Glenmarrow Motor Claims <claims@glenmarrow.example>", "Subject: RE: Car stolen overnight - policy GMP-88130457",
     ["Leanne,", "That's great news, thank you. One more thing - my daughter's car seat was in the back and the "
      "thieves have ripped the cover. Can that be replaced too?", "Rav"],
     "what was damaged in the back seat"),
]


def emails():
    F = "glenmarrow-claim-GMC-26-114092-email-exchange.txt"
    out = []
    for i, (fr, sent, to, subj, body, q) in enumerate(reversed(MAILS)):
        if i:
            out += ["", "-----Original Message-----"]
        out += [fr, sent, to, subj, ""]
        for para in body:
            out += textwrap.wrap(para, 76, break_on_hyphens=False) + [""]
        out.pop()
    for fr, sent, to, subj, body, q in MAILS:
        sign = body[-1]
        add(F, "email_message", " ".join(body), heading=subj[len("Subject: "):], q=q)
    with open(os.path.join(DOCS, F), "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(out) + "\n")
    return F


SCAN_HEAD = "ESTIMATE No. HRM-26-4471"
SCAN_ROWS = [
    (("REP", "Driver's door glass, tinted, acoustic", "1.20", "286.40", "78.00"), "price of the door glass on kia estimate"),
    (("R&I", "Driver's door trim panel and glass run channel", "0.80", "", "52.00"), "door trim labour"),
    (("REP", "Ignition barrel and steering column lock assembly", "2.40", "612.75", "156.00"),
     "steering lock part cost"),
    (("REP", "Smart key fobs x2, cut and coded to vehicle", "1.50", "548.00", "97.50"), "cost of new fobs for the sportage"),
    (("REP", "OBD port housing and connector (forced)", "0.60", "96.20", "39.00"), "obd port damage"),
    (("PROG", "Reprogramme immobiliser and delete lost keys", "1.00", "", "145.00"), "immobiliser reprogramming charge"),
    (("VAL", "Interior valet and glass vacuum", "", "", "60.00"), "valet charge"),
    (("CAL", "Front camera static calibration", "0.90", "", "118.00"), "camera calibration cost"),
    (("PNT", "Paint materials, driver's door edge", "", "44.60", ""), "paint materials amount"),
    (("SUN", "Sundries, clips and adhesives", "", "38.65", ""), None),
    (("", "Parts total", "", "1,626.60", ""), "total for parts"),
    (("", "Labour total", "", "", "745.50"), "labour total on repair estimate"),
    (("", "Net total", "", "", "2,372.10"), None),
]


def scan():
    F = "glenmarrow-scan-repair-estimate-HRM-26-4471.pdf"
    paper = (243, 241, 236)
    img = Image.new("RGB", (1654, 2339), paper)
    d = ImageDraw.Draw(img)
    ink = (35, 35, 40)
    d.text((120, 110), "HALLAM ROAD MOTORS", font=sfont("mono-bold", 44), fill=ink)
    d.text((120, 170), "Accident repair centre - 88 Hallam Road, Sheffield S10 4DJ - 0114 496 0271",
           font=sfont("mono", 22), fill=ink)
    d.text((120, 260), SCAN_HEAD, font=sfont("mono-bold", 34), fill=ink)
    y = 320
    for line in ["Date 07/10/2026   Insurer: Glenmarrow Motor   Claim GMC-26-114092",
                 "Vehicle: KIA SPORTAGE 1.6 T-GDI GT-LINE   Reg RV23 HKT   Mileage 18,406"]:
        d.text((120, y), line, font=sfont("mono", 24), fill=ink)
        y += 38
    cols = [(110, "l"), (640, "l"), (170, "r"), (230, "r"), (230, "r")]
    y = draw_table(d, 120, y + 40, cols, ("OP", "DESCRIPTION", "HRS", "PARTS", "LABOUR"), [r for r, _ in SCAN_ROWS],
                   "mono", 24, "none")
    for line in ["VAT 20%                                         474.42",
                 "ESTIMATE TOTAL                                2,846.52",
                 "Excludes any hidden damage found on strip-down."]:
        d.text((250, y + 40), line, font=sfont("mono", 24), fill=ink)
        y += 38
    j = age(img, 20202, 1.1, 6.5, 0.7, 58, paper)
    scan_pdf(F, [j], A4)
    for r, q in SCAN_ROWS:
        add(F, "table_row", " ".join(c for c in r if c), heading=SCAN_HEAD, table=list(r), scanned=True, q=q)
    return F


def build():
    wording()
    endorsement()
    emails()
    scan()
