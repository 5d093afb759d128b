"""Generate blind drafting set 5: documents/ and instructions.jsonl (deterministic)."""
import io, json, os, shutil, zipfile, datetime
from reportlab import rl_config
rl_config.invariant = 1
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.styles import getSampleStyleSheet, ParagraphStyle
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import SimpleDocTemplate, Paragraph, Spacer, Table, TableStyle
import docx
from docx.shared import Pt

from content import PDFS, DOCXS
from claims_content import CLAIMS
import instructions as I

HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = os.path.join(HERE, "documents")

styles = getSampleStyleSheet()
H = ParagraphStyle("H", parent=styles["Heading1"], fontSize=15, spaceAfter=6)
H2 = ParagraphStyle("H2", parent=styles["Heading2"], fontSize=11.5, spaceBefore=8, spaceAfter=4)
P = ParagraphStyle("P", parent=styles["BodyText"], fontSize=9.5, leading=12.5, spaceAfter=4)
C = ParagraphStyle("C", parent=P, fontSize=9, leading=11, spaceAfter=0)


def esc_cell(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def build_pdf(path, spec):
    size = A4 if spec["size"] == "A4" else LETTER
    doc = SimpleDocTemplate(path, pagesize=size, leftMargin=20 * mm, rightMargin=20 * mm, topMargin=18 * mm,
                            bottomMargin=18 * mm, title=spec["title"], author="Vouch blind set 5",
                            subject=spec["title"], creator="generate.py", invariant=1)
    story = []
    for kind, val in spec["blocks"]:
        if kind == "h":
            story.append(Paragraph(val, H))
        elif kind == "h2":
            story.append(Paragraph(val, H2))
        elif kind == "p":
            story.append(Paragraph(val, P))
        elif kind == "sp":
            story.append(Spacer(1, 4 * mm))
        elif kind == "t":
            data = [[Paragraph(esc_cell(c), C) for c in row] for row in val]
            ncol = len(val[0])
            width = size[0] - 40 * mm
            if ncol == 2:
                cw = [width * 0.38, width * 0.62]
            elif ncol == 3:
                cw = [width * 0.3, width * 0.25, width * 0.45]
            else:
                cw = [width * 0.07, width * 0.36, width * 0.29, width * 0.14, width * 0.14]
            t = Table(data, colWidths=cw)
            t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.grey),
                                   ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e8e8e8")),
                                   ("VALIGN", (0, 0), (-1, -1), "TOP")]))
            story.append(t)
    doc.build(story)


FIXED = datetime.datetime(2026, 11, 30, 9, 0, 0)


def build_docx(path, spec):
    d = docx.Document()
    st = d.styles["Normal"]
    st.font.size = Pt(10)
    for kind, val in spec["blocks"]:
        if kind == "h":
            d.add_heading(val, level=1)
        elif kind == "h2":
            d.add_heading(val, level=2)
        elif kind == "p":
            d.add_paragraph(val)
        elif kind == "t":
            t = d.add_table(rows=len(val), cols=len(val[0]))
            t.style = "Table Grid"
            for i, row in enumerate(val):
                for j, c in enumerate(row):
                    t.cell(i, j).text = c
    cp = d.core_properties
    cp.author = "Claims Standards"
    cp.last_modified_by = "Claims Standards"
    cp.title = spec["title"]
    cp.created = FIXED
    cp.modified = FIXED
    cp.revision = 1
    buf = io.BytesIO()
    d.save(buf)
    zin = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 11, 30, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            zout.writestr(zi, zin.read(info.filename))


def main():
    if os.path.isdir(DOCS):
        shutil.rmtree(DOCS)
    for rel, spec in sorted(PDFS.items()):
        p = os.path.join(DOCS, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        build_pdf(p, spec)
    for rel, spec in sorted(DOCXS.items()):
        p = os.path.join(DOCS, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        build_docx(p, spec)
    for ref, files in sorted(CLAIMS.items()):
        d = os.path.join(DOCS, "claims", ref)
        os.makedirs(d, exist_ok=True)
        for fn, text in sorted(files.items()):
            with open(os.path.join(d, fn), "w", encoding="utf-8", newline="\n") as f:
                f.write(text)
    items = I.build_items()
    with open(os.path.join(HERE, "instructions.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for it in items:
            f.write(json.dumps(it, ensure_ascii=False) + "\n")
    print(f"wrote {len(PDFS)} PDFs, {len(DOCXS)} DOCX, {sum(len(v) for v in CLAIMS.values())} claim files, "
          f"{len(items)} instructions")


if __name__ == "__main__":
    main()
