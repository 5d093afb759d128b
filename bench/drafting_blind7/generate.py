"""Writes documents/ and instructions.jsonl deterministically."""
import os, io, json, zipfile, datetime, shutil
from xml.sax.saxutils import escape
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.platypus import SimpleDocTemplate, Paragraph, Table, TableStyle, Spacer
from reportlab.lib import colors
import docx
from content import DOCS
from claims_content import CLAIMS
import instructions

HERE = os.path.dirname(os.path.abspath(__file__))
SS = getSampleStyleSheet()

def esc(t):
    return escape(t).replace("&lt;b&gt;", "<b>").replace("&lt;/b&gt;", "</b>")

def pdf(path, items):
    doc = SimpleDocTemplate(path, pagesize=A4, invariant=1, title=os.path.basename(path), author="Vouch blind set 7",
                            creator="generate.py", producer="reportlab", subject="", keywords="")
    flow = []
    for it in items:
        if it[0] == "t": flow.append(Paragraph(esc(it[1]), SS["Title"]))
        elif it[0] == "h": flow.append(Paragraph(esc(it[1]), SS["Heading2"]))
        elif it[0] == "p": flow.append(Paragraph(esc(it[1]), SS["BodyText"]))
        elif it[0] == "table":
            t = Table([[Paragraph(esc(c), SS["BodyText"]) for c in r] for r in it[1]], colWidths=[170, 300])
            t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.grey), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
            flow.append(t)
        flow.append(Spacer(1, 4))
    doc.build(flow)

def docx_file(path, items):
    d = docx.Document()
    for it in items:
        if it[0] == "t": d.add_heading(it[1], level=1)
        elif it[0] == "h": d.add_heading(it[1], level=2)
        elif it[0] == "p": d.add_paragraph(it[1].replace("<b>", "").replace("</b>", ""))
        elif it[0] == "table":
            t = d.add_table(rows=len(it[1]), cols=len(it[1][0]))
            for i, r in enumerate(it[1]):
                for j, c in enumerate(r): t.cell(i, j).text = c
    cp = d.core_properties
    fixed = datetime.datetime(2026, 12, 2, 9, 0, 0)
    cp.author = "Vouch blind set 7"; cp.last_modified_by = "Vouch blind set 7"; cp.created = fixed; cp.modified = fixed
    cp.revision = 1; cp.title = os.path.basename(path)
    buf = io.BytesIO(); d.save(buf)
    zin = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zout:
        for name in sorted(zin.namelist()):
            zi = zipfile.ZipInfo(name, date_time=(2026, 12, 2, 9, 0, 0)); zi.compress_type = zipfile.ZIP_DEFLATED
            zout.writestr(zi, zin.read(name))

def main():
    root = os.path.join(HERE, "documents")
    if os.path.exists(root): shutil.rmtree(root)
    os.makedirs(os.path.join(root, "policies"))
    for name, items in sorted(DOCS.items()):
        p = os.path.join(root, "policies", name)
        (pdf if name.endswith(".pdf") else docx_file)(p, items)
    for ref, files in sorted(CLAIMS.items()):
        d = os.path.join(root, "claims", ref); os.makedirs(d)
        for fn, text in sorted(files.items()):
            with open(os.path.join(d, fn), "w", encoding="utf-8", newline="\n") as f: f.write(text)
    with open(os.path.join(HERE, "instructions.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for row in instructions.build(): f.write(json.dumps(row, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    main()
