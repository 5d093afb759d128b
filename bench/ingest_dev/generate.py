"""The ingest dev corpus: a handful of documents in layouts unlike samples/, with their known passages.

This is tuning material (bench/ingest_blind.py runs on it while the rules are written); the figures that count
come from the blind corpus in bench/ingest_blind/, which nobody here wrote. Run from the repository root:

    .venv/bin/python bench/ingest_dev/generate.py      # writes documents/, answer_key.jsonl, questions.jsonl

Everything is generated (reportlab for PDFs, Pillow for the scans, python-docx), so there is no licence to note.
"""

from __future__ import annotations

import io
import json
import random
from pathlib import Path
from typing import Any

import docx
from PIL import Image, ImageDraw, ImageFilter, ImageFont
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas
from reportlab.platypus import Paragraph, SimpleDocTemplate

HERE = Path(__file__).resolve().parent
DOCS = HERE / "documents"
DASH = "\u2013"  # the en dash wordings print between a number and its title
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
FONT_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

key: list[dict[str, Any]] = []
questions: list[dict[str, str]] = []


def known(file: str, page: int | None, kind: str, text: str, question: str | None = None, **extra: Any) -> None:
    kid = f"K{len(key) + 1}"
    key.append({"id": kid, "file": file, "page": page, "kind": kind, "text": text, **extra})
    if question:
        questions.append({"id": f"Q{len(questions) + 1}", "question": question, "answer": kid})


def motor_wording() -> None:
    name = "motor-wording.pdf"
    body = ParagraphStyle("b", fontName="Times-Roman", fontSize=10.5, leading=14, spaceAfter=6)
    head = ParagraphStyle("h", fontName="Times-Bold", fontSize=13, leading=17, spaceBefore=8, spaceAfter=6)
    story: list[Any] = [Paragraph("Brackwater Motor Insurance Policy Wording", head)]
    story.append(Paragraph(f"Section 4 {DASH} General conditions", head))
    gc = [
        (
            "9",
            "Care of your car",
            "You must take all reasonable steps to protect your car from loss or damage. "
            "You must keep it in a roadworthy condition.",
            "Do I have to keep my car roadworthy?",
        ),
        (
            "10",
            "Keys and locking devices",
            "You must not leave the keys in or on your car when it is unattended. "
            "We will not pay for theft of your car if the keys were left in it.",
            "Is theft covered if I left the keys in the car?",
        ),
        (
            "11",
            "Matching items",
            "We will only pay to replace the damaged part of a matching set of items. "
            "We will not pay to replace undamaged parts because they no longer match.",
            "Will you replace the undamaged panels so the colours match?",
        ),
    ]
    for number, title, text, question in gc:
        story.append(Paragraph(f"<b>General condition {number} {DASH} {title}.</b> {text}", body))
        known(name, 1, "clause", f"General condition {number} {DASH} {title}. {text}", question, clause=number)
    story.append(Paragraph("Definitions", head))
    for term, meaning, question in (
        ("Excess", "the first part of any claim that you must pay yourself.", "What does excess mean?"),
        ("Insured vehicle", "the car described in your schedule.", None),
        (
            "Approved repairer",
            "a garage we have chosen to repair cars on our behalf.",
            "What is an approved repairer?",
        ),
    ):
        story.append(Paragraph(f"<b>{term}:</b> {meaning}", body))
        known(name, 1, "definition", f"{term}: {meaning}", question)
    story.append(Paragraph(f"<b>11. Exclusions {DASH} drivers.</b>", body))
    drivers = (
        "We will not pay any claim while your car is driven by a person not named on your certificate. "
        "This exclusion does not apply when your car is with a garage for service."
    )
    story.append(Paragraph(drivers, body))
    known(name, 1, "clause", drivers, "Am I covered if someone not on the certificate drives?", clause="11")
    story.append(Paragraph(f"<b>12. Exclusions {DASH} use.</b>", body))
    use = (
        "We will not pay any claim while your car is used for racing, pace-making or speed testing. "
        "We will not pay any claim while your car is used for hire or reward."
    )
    story.append(Paragraph(use, body))
    known(name, 1, "clause", use, "Is my car covered when used for hire or reward?", clause="12")
    filler = " ".join(
        f"Paragraph filler sentence {i} explains how a claim is handled by the claims team." for i in range(1, 5)
    )
    for _ in range(7):
        story.append(Paragraph(filler, body))
    story.append(Paragraph(f"Section 5 {DASH} Claims", head))
    cross = (
        "You must tell us about any accident as soon as possible and in any event within 7 days. "
        "You must send us any letter, claim form or court paper as soon as you receive it. "
        "You must not admit liability or offer any payment without our written permission. "
        "We may take over the defence or settlement of any claim in your name. "
        "We may take proceedings in your name to recover any payment we have made."
    )
    story.append(Paragraph(cross, body))
    doc = SimpleDocTemplate(str(DOCS / name), pagesize=A4, topMargin=20 * mm, bottomMargin=20 * mm)
    doc.build(story)
    # Where the Section 5 text lands depends on reportlab's flow: read it back.
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(str(DOCS / name))
    pages = [pdf[i].get_textpage().get_text_range() for i in range(len(pdf))]
    start = next(i for i, t in enumerate(pages) if "Section 5" in t) + 1
    ends = next(i for i, t in enumerate(pages) if "recover any payment" in t) + 1
    known(name, start, "clause", cross, "How soon must I tell you about an accident?", ends_on_page=ends)


def home_wording() -> None:
    name = "home-wording.pdf"
    pdf = canvas.Canvas(str(DOCS / name), pagesize=A4, invariant=1)
    y = 800.0

    def line(text: str, font: str = "Helvetica", size: float = 10, gap: float = 14) -> None:
        nonlocal y
        pdf.setFont(font, size)
        pdf.drawString(60, y, text)
        y -= gap

    line(f"SECTION I {DASH} PROPERTY COVERAGES", "Helvetica-Bold", 12, 22)
    line(f"Coverage A {DASH} Dwelling", "Helvetica-Bold", 10, 16)
    a = [
        "We cover the dwelling on the residence premises shown in the Declarations, including structures",
        "attached to the dwelling. We also cover materials and supplies located on or next to the residence",
        "premises used to construct, alter or repair the dwelling.",
    ]
    for t in a:
        line(t)
    known(name, 1, "clause", " ".join(a), "Are building materials next to the house covered?", heading="Coverage A")
    y -= 8
    line(f"Coverage B {DASH} Other Structures", "Helvetica-Bold", 10, 16)
    b = [
        "We cover other structures on the residence premises set apart from the dwelling by clear space.",
        "This includes structures connected to the dwelling by only a fence, utility line, or similar connection.",
    ]
    for t in b:
        line(t)
    known(name, 1, "clause", " ".join(b), "Is a detached garage covered under other structures?")
    y -= 8
    line(f"SECTION II {DASH} LIABILITY COVERAGES", "Helvetica-Bold", 12, 22)
    line(f"Coverage E {DASH} Personal Liability", "Helvetica-Bold", 10, 16)
    e = [
        "If a claim is made against an insured for damages because of bodily injury caused by an occurrence,",
        "we will pay up to our limit of liability for the damages for which an insured is legally liable.",
    ]
    for t in e:
        line(t)
    known(name, 1, "clause", " ".join(e), "Do you pay if someone sues me for an injury?")
    pdf.showPage()
    pdf.save()


def file_notes() -> None:
    name = "claim-HX-4471/notes.txt"
    (DOCS / "claim-HX-4471").mkdir(exist_ok=True)
    entries = [
        ("Called the policyholder. She reported a burst pipe in the loft on 3 March.", "When was the burst pipe?"),
        (
            "Loss adjuster appointed: Kestrel Adjusting. Visit booked for 7 March.\n"
            "Policyholder asked that the adjuster call before arriving.",
            "Which loss adjuster was appointed?",
        ),
        ("Adjuster report received. Damage to ceilings in two bedrooms, estimate £4,380.", "What is the estimate?"),
        ("Reserve raised to £5,000 pending contractor quotes.", None),
        ("Excess of £350 explained to the policyholder by phone. She accepted it.", "Was the excess explained?"),
        ("Payment of £4,030 authorised by the team leader.", "How much payment was authorised?"),
    ]
    lines = ["CLAIM FILE NOTES - HX-4471", ""]
    for i, (text, question) in enumerate(entries, start=1):
        first, *rest = text.split("\n")
        lines.append(f"[e{i}] {3 + i:02d}/03/2025 JS: {first}")
        lines.extend(f"     {r}" for r in rest)
        entry = f"[e{i}] {3 + i:02d}/03/2025 JS: " + " ".join([first, *rest])
        known(name, None, "entry", entry, question, entry=f"e{i}")
    (DOCS / name).write_text("\n".join(lines) + "\n")


def email_thread() -> None:
    name = "claim-HX-4471/thread.txt"
    first = (
        "Thank you for sending the photographs. We have passed them to the adjuster, who will contact you this week."
    )
    second = (
        "I have attached photos of the damage to the back bedroom ceiling. Please let me know if you need "
        "anything else."
    )
    text = (
        "From: Claims Team <claims@brackwater.example>\nSent: 10 March 2025 14:02\nTo: Ana Ruiz\n"
        f"Subject: RE: Claim HX-4471\n\n{first}\n\nKind regards\nClaims Team\n\n"
        "-----Original Message-----\nFrom: Ana Ruiz <ana@example.com>\nSent: 9 March 2025 18:40\n"
        f"To: claims@brackwater.example\nSubject: Claim HX-4471\n\n{second}\n\nAna\n"
    )
    (DOCS / name).write_text(text)
    known(name, None, "email", first, "Did the claims team pass the photos to the adjuster?")
    known(name, None, "email", second, "Which ceiling did Ana send photos of?")


def _font(size: int, bold: bool = False) -> Any:
    return ImageFont.truetype(FONT_BOLD if bold else FONT, size)


def _scan(image: Image.Image, angle: float, seed: int) -> Image.Image:
    rng = random.Random(seed)
    image = image.rotate(angle, resample=Image.Resampling.BICUBIC, fillcolor=255, expand=False)
    image = image.filter(ImageFilter.GaussianBlur(0.6))
    pixels = image.load()
    assert pixels is not None
    for _ in range(image.width * image.height // 400):
        x, y = rng.randrange(image.width), rng.randrange(image.height)
        pixels[x, y] = rng.choice((0, 90, 200))
    return image


def scanned_excess() -> None:
    """Unruled table, right-aligned amounts, a two-line cell: 200 dpi PNG, rotated and speckled."""
    name = "scanned-motor-excess.png"
    dpi = 200
    image = Image.new("L", (int(8.27 * dpi), int(5 * dpi)), 255)
    draw = ImageDraw.Draw(image)
    draw.text((120, 80), "Schedule of excesses", font=_font(44, True), fill=0)
    rows = [
        ("Excess type", "Amount", None),
        ("Compulsory excess", "£250", "Is there a compulsory excess?"),
        ("Voluntary excess", "£150", "How much is the voluntary excess?"),
        ("Young driver excess\n(driver under 25)", "£400", "What is the excess for a driver under 25?"),
        ("Windscreen replacement", "£115", "What is the windscreen replacement excess?"),
    ]
    y = 200
    right = 1300
    for index, (label, amount, question) in enumerate(rows):
        font = _font(34, index == 0)
        label_lines = label.split("\n")
        for k, part in enumerate(label_lines):
            draw.text((140, y + k * 44), part, font=font, fill=0)
        width = draw.textlength(amount, font=font)
        draw.text((right - width, y), amount, font=font, fill=0)
        if index:
            known(
                name,
                1,
                "table_row",
                f"{label.replace(chr(10), ' ')} {amount}",
                question,
                scanned=True,
                table={
                    "caption": "Schedule of excesses",
                    "row": index,
                    "cells": {"Excess type": label.replace("\n", " "), "Amount": amount},
                },
            )
        y += 44 * len(label_lines) + 36
    _scan(image, 0.7, 1).save(DOCS / name, dpi=(dpi, dpi))


def scanned_rent() -> None:
    """A ruled three-column table inside a PDF page image, 150 dpi, rotated the other way."""
    name = "scanned-rent-ledger.pdf"
    dpi = 150
    image = Image.new("L", (int(8.27 * dpi), int(11.69 * dpi)), 255)
    draw = ImageDraw.Draw(image)
    draw.text((110, 90), "Tenant ledger - Flat 2, 14 Mill Lane", font=_font(30, True), fill=0)
    header = ("Period", "Rent charged", "Received")
    rows = [
        ("April 2025", "£975.00", "£975.00"),
        ("May 2025", "£975.00", "£500.00"),
        ("June 2025", "£975.00", "£0.00"),
    ]
    xs = (110, 520, 850, 1130)
    y0 = 180
    h = 60
    for r, cells in enumerate([header, *rows]):
        y = y0 + r * h
        draw.line((xs[0], y, xs[-1], y), fill=0, width=3)
        for c, cell in enumerate(cells):
            font = _font(24, r == 0)
            if c == 0:
                draw.text((xs[c] + 12, y + 16), cell, font=font, fill=0)
            else:
                width = draw.textlength(cell, font=font)
                draw.text((xs[c + 1] - 14 - width, y + 16), cell, font=font, fill=0)
        if r:
            questions_for = {1: "What rent was received for May 2025?", 2: "How much was received in June 2025?"}
            known(
                name,
                1,
                "table_row",
                " ".join(cells),
                questions_for.get(r),
                scanned=True,
                table={"caption": None, "row": r, "cells": dict(zip(header, cells, strict=True))},
            )
    yb = y0 + (len(rows) + 1) * h
    draw.line((xs[0], yb, xs[-1], yb), fill=0, width=3)
    for x in xs:
        draw.line((x, y0, x, yb), fill=0, width=3)
    scan = _scan(image, -0.9, 2)
    buffer = io.BytesIO()
    scan.save(buffer, format="PNG")
    pdf = canvas.Canvas(str(DOCS / name), pagesize=A4, invariant=1)
    from reportlab.lib.utils import ImageReader

    pdf.drawImage(ImageReader(io.BytesIO(buffer.getvalue())), 0, 0, width=A4[0], height=A4[1])
    pdf.showPage()
    pdf.save()


def procedure_docx() -> None:
    name = "handling-guide.docx"
    document = docx.Document()
    document.add_paragraph("Claims handling guide", style="Title")
    document.add_paragraph(f"3. Settlement {DASH} authority limits", style="Heading 1")
    text = "A handler may settle claims up to £2,500 without referral. Claims above £2,500 go to a team leader."
    document.add_paragraph(text)
    known(name, None, "clause", text, "Up to what amount may a handler settle without referral?")
    document.add_paragraph(f"4. Complaints {DASH} timescales", style="Heading 1")
    text = "A complaint must be acknowledged within 3 working days. A final response is due within 8 weeks."
    document.add_paragraph(text)
    known(name, None, "clause", text, "How quickly must a complaint be acknowledged?")
    document.save(str(DOCS / name))


def main() -> None:
    DOCS.mkdir(parents=True, exist_ok=True)
    motor_wording()
    home_wording()
    file_notes()
    email_thread()
    scanned_excess()
    scanned_rent()
    procedure_docx()
    (HERE / "answer_key.jsonl").write_text("".join(json.dumps(k) + "\n" for k in key))
    (HERE / "questions.jsonl").write_text("".join(json.dumps(q) + "\n" for q in questions))
    print(f"{len(key)} known passages, {len(questions)} questions in {HERE}")


if __name__ == "__main__":
    main()
