"""Writes documents/ and instructions.jsonl deterministically.  Run with the project's .venv python."""
import io, json, os, shutil, zipfile, datetime
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.lib import colors
from reportlab.platypus import SimpleDocTemplate, Paragraph, Spacer, Table, TableStyle
from xml.sax.saxutils import escape
import docx
from content import POLICY_DOCS
from claims_content import CLAIMS

HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = os.path.join(HERE, "documents")


def write_pdf(path, title, blocks):
    ss = getSampleStyleSheet()
    story = []
    for kind, val in blocks:
        if kind == "h":
            story.append(Paragraph(escape(val), ss["Heading3"]))
        elif kind == "p":
            story.append(Paragraph(escape(val), ss["BodyText"]))
            story.append(Spacer(1, 3))
        elif kind == "t":
            t = Table(val, hAlign="LEFT")
            t.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), "Helvetica", 9),
                                   ("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 9),
                                   ("GRID", (0, 0), (-1, -1), 0.4, colors.grey),
                                   ("VALIGN", (0, 0), (-1, -1), "TOP")]))
            story.append(t)
            story.append(Spacer(1, 6))
    doc = SimpleDocTemplate(path, pagesize=A4, title=title, author="Vouch blind set 8",
                            subject=title, creator="generate.py", invariant=1,
                            leftMargin=50, rightMargin=50, topMargin=50, bottomMargin=50)
    doc.build(story)


FIXED = datetime.datetime(2026, 12, 3, 9, 0, 0)


def write_docx(path, title, blocks):
    d = docx.Document()
    cp = d.core_properties
    cp.title = title; cp.author = "Vouch blind set 8"; cp.last_modified_by = "generate.py"
    cp.created = FIXED; cp.modified = FIXED; cp.revision = 1
    cp.comments = ""; cp.keywords = ""; cp.subject = ""; cp.category = ""
    for kind, val in blocks:
        if kind == "h":
            d.add_heading(val, level=2)
        elif kind == "p":
            d.add_paragraph(val)
        elif kind == "t":
            t = d.add_table(rows=len(val), cols=len(val[0]))
            t.style = "Table Grid"
            for i, row in enumerate(val):
                for j, cell in enumerate(row):
                    t.cell(i, j).text = cell
    buf = io.BytesIO(); d.save(buf)
    zin = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zout:
        for name in sorted(zin.namelist()):
            zi = zipfile.ZipInfo(name, date_time=(2026, 12, 3, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zout.writestr(zi, zin.read(name))


def main():
    if os.path.isdir(DOCS):
        shutil.rmtree(DOCS)
    os.makedirs(os.path.join(DOCS, "policies"))
    for d in POLICY_DOCS:
        p = os.path.join(DOCS, d["file"])
        if p.endswith(".pdf"):
            write_pdf(p, d["title"], d["blocks"])
        else:
            write_docx(p, d["title"], d["blocks"])
    for ref, c in CLAIMS.items():
        folder = os.path.join(DOCS, "claims", ref)
        os.makedirs(folder)
        for name, text in c["files"].items():
            with open(os.path.join(folder, name), "w", encoding="utf-8", newline="\n") as f:
                f.write(text)
    from instructions import build
    items = build()
    with open(os.path.join(HERE, "instructions.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for it in items:
            f.write(json.dumps(it, ensure_ascii=False) + "\n")
    print(f"wrote {len(POLICY_DOCS)} policy files, {len(CLAIMS)} claims, {len(items)} instructions")


if __name__ == "__main__":
    main()
