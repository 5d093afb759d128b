"""Deterministic generator for blind drafting set 6. Run from this folder: python generate.py"""
import io
import json
import os
import shutil
import sys
import zipfile
import datetime

from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.lib import colors
from reportlab.platypus import SimpleDocTemplate, Paragraph, Spacer, Table, TableStyle

import docx
from docx.shared import Pt

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import content  # noqa: E402
import claims_content  # noqa: E402
import instructions  # noqa: E402

BODY = ParagraphStyle("body", fontName="Helvetica", fontSize=9.5, leading=12.5, spaceAfter=4)
HEAD = ParagraphStyle("head", fontName="Helvetica-Bold", fontSize=11.5, leading=14, spaceBefore=8, spaceAfter=4)
TITLE = ParagraphStyle("title", fontName="Helvetica-Bold", fontSize=13.5, leading=17, spaceAfter=8)
CELL = ParagraphStyle("cell", fontName="Helvetica", fontSize=9.5, leading=12)
CELLB = ParagraphStyle("cellb", fontName="Helvetica-Bold", fontSize=9.5, leading=12)


def write_pdf(path, title, story_blocks, footer):
    full = os.path.join(HERE, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    doc = SimpleDocTemplate(full, pagesize=A4, leftMargin=20 * mm, rightMargin=20 * mm, topMargin=18 * mm,
                            bottomMargin=18 * mm, title=title, author="Vouch blind set 6", subject=title,
                            creator="generate.py", invariant=1)

    def on_page(canvas, d):
        canvas.setFont("Helvetica", 7.5)
        canvas.drawString(20 * mm, 10 * mm, "%s - page %d" % (footer, d.page))

    story = [Paragraph(title, TITLE)]
    for kind, val in story_blocks:
        if kind == "h":
            story.append(Paragraph(val, HEAD))
        elif kind == "p":
            story.append(Paragraph(val, BODY))
        elif kind == "t":
            rows = [[Paragraph(c, CELLB if i == 0 else CELL) for c in r] for i, r in enumerate(val)]
            t = Table(rows, colWidths=[60 * mm, 110 * mm])
            t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.grey), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
            story.append(t)
            story.append(Spacer(1, 6))
    doc.build(story, onFirstPage=on_page, onLaterPages=on_page)


def write_schedule(s):
    rows = [[Paragraph(a, CELLB), Paragraph(b, CELL)] for a, b in s["rows"]]
    t = Table(rows, colWidths=[55 * mm, 115 * mm])
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.grey), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                           ("BACKGROUND", (0, 0), (0, -1), colors.whitesmoke)]))
    full = os.path.join(HERE, s["file"])
    os.makedirs(os.path.dirname(full), exist_ok=True)
    doc = SimpleDocTemplate(full, pagesize=A4, leftMargin=20 * mm, rightMargin=20 * mm, topMargin=18 * mm,
                            bottomMargin=18 * mm, title=s["title"], author="Vouch blind set 6", invariant=1)
    story = [Paragraph(s["title"], TITLE), t, Spacer(1, 8),
             Paragraph("This schedule must be read with the policy wording and any endorsement listed above.", BODY)]
    doc.build(story)


FIXED = datetime.datetime(2026, 11, 1, 9, 0, 0)


def write_docx(d):
    full = os.path.join(HERE, d["file"])
    os.makedirs(os.path.dirname(full), exist_ok=True)
    document = docx.Document()
    document.add_heading(d["title"], level=1)
    for p in d["paras"]:
        para = document.add_paragraph(p)
        for r in para.runs:
            r.font.size = Pt(10)
    tbl = document.add_table(rows=len(d["table"]), cols=2)
    tbl.style = "Table Grid"
    for i, row in enumerate(d["table"]):
        for j, cell in enumerate(row):
            tbl.cell(i, j).text = cell
    cp = document.core_properties
    cp.author = "Vouch blind set 6"
    cp.last_modified_by = "Vouch blind set 6"
    cp.title = d["title"]
    cp.created = FIXED
    cp.modified = FIXED
    cp.revision = 1
    buf = io.BytesIO()
    document.save(buf)
    # rewrite the zip with fixed timestamps and sorted order
    zin = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    with zipfile.ZipFile(full, "w", zipfile.ZIP_DEFLATED) as zout:
        for name in sorted(zin.namelist()):
            info = zipfile.ZipInfo(name, date_time=(2026, 11, 1, 9, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zout.writestr(info, zin.read(name))


def main():
    out = os.path.join(HERE, "documents")
    if os.path.isdir(out):
        shutil.rmtree(out)
    for d in content.PDF_DOCS:
        write_pdf(d["file"], d["title"], d["blocks"], d["title"].split(" - ")[0])
    for s in content.SCHEDULES:
        write_schedule(s)
    for d in content.DOCX_DOCS:
        write_docx(d)
    for ref, files in sorted(claims_content.CLAIMS.items()):
        folder = os.path.join(out, "claims", ref)
        os.makedirs(folder, exist_ok=True)
        for name, text in sorted(files.items()):
            with open(os.path.join(folder, name), "w", encoding="utf-8", newline="\n") as f:
                f.write(text)
    items = instructions.build()
    with open(os.path.join(HERE, "instructions.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for it in items:
            f.write(json.dumps(it, ensure_ascii=False) + "\n")
    print("wrote %d instructions" % len(items))


if __name__ == "__main__":
    main()
