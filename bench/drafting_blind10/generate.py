"""Writes documents/ and instructions.jsonl deterministically.  Run with the project's .venv python."""
import io, json, os, shutil, zipfile, datetime
from reportlab.lib.pagesizes import A4, LETTER, landscape
from reportlab.lib.styles import getSampleStyleSheet, ParagraphStyle
from reportlab.lib import colors
from reportlab.platypus import SimpleDocTemplate, Paragraph, Spacer, Table, TableStyle
from xml.sax.saxutils import escape
import docx
from content import POLICY_DOCS
from claims_content import CLAIMS

HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = os.path.join(HERE, "documents")

# one look per insurer: page, fonts, heading colour, table style
LAYOUTS = {
    "spokewright": dict(page=A4, body="Helvetica", bold="Helvetica-Bold", size=9.5, head=colors.HexColor("#c2561a"),
                        grid=colors.HexColor("#c2561a"), shade=colors.HexColor("#fbe6d6"), margin=54),
    "vellacott": dict(page=A4, body="Times-Roman", bold="Times-Bold", size=10.5, head=colors.HexColor("#6b1d2f"),
                      grid=colors.HexColor("#6b1d2f"), shade=colors.HexColor("#f3e4e8"), margin=70),
    "vellacott-memo": dict(page=A4, body="Courier", bold="Courier-Bold", size=9, head=colors.black,
                           grid=colors.grey, shade=None, margin=60),
    "dormington": dict(page=A4, body="Helvetica", bold="Helvetica-Bold", size=10, head=colors.HexColor("#5a2d82"),
                       grid=colors.HexColor("#b69bd1"), shade=colors.HexColor("#ede4f5"), margin=50),
    "dormington-land": dict(page=landscape(A4), body="Helvetica", bold="Helvetica-Bold", size=10,
                            head=colors.HexColor("#5a2d82"), grid=colors.HexColor("#b69bd1"),
                            shade=colors.HexColor("#ede4f5"), margin=50),
    "gantrybrook": dict(page=A4, body="Times-Roman", bold="Times-Bold", size=10, head=colors.HexColor("#334455"),
                        grid=colors.HexColor("#334455"), shade=None, margin=62),
    "gantrybrook-memo": dict(page=A4, body="Helvetica", bold="Helvetica-Bold", size=9, head=colors.HexColor("#334455"),
                             grid=colors.grey, shade=None, margin=58),
    "loblolly": dict(page=LETTER, body="Times-Roman", bold="Times-Bold", size=10.5, head=colors.HexColor("#1f4d2b"),
                     grid=colors.black, shade=colors.HexColor("#e6efe8"), margin=64),
}


def write_pdf(path, title, blocks, layout):
    L = LAYOUTS[layout]
    ss = getSampleStyleSheet()
    body = ParagraphStyle("b", parent=ss["BodyText"], fontName=L["body"], fontSize=L["size"],
                          leading=L["size"] * 1.3)
    head = ParagraphStyle("h", parent=ss["Heading3"], fontName=L["bold"], fontSize=L["size"] + 2,
                          textColor=L["head"], spaceBefore=8, spaceAfter=4)
    story = []
    for kind, val in blocks:
        if kind == "h":
            story.append(Paragraph(escape(val), head))
        elif kind == "p":
            story.append(Paragraph(escape(val), body))
            story.append(Spacer(1, 3))
        elif kind == "t":
            t = Table(val, hAlign="LEFT")
            st = [("FONT", (0, 0), (-1, -1), L["body"], L["size"] - 0.5),
                  ("FONT", (0, 0), (0, -1), L["bold"], L["size"] - 0.5),
                  ("GRID", (0, 0), (-1, -1), 0.5, L["grid"]),
                  ("VALIGN", (0, 0), (-1, -1), "TOP")]
            if L["shade"] is not None:
                st.append(("BACKGROUND", (0, 0), (-1, 0), L["shade"]))
            t.setStyle(TableStyle(st))
            story.append(t)
            story.append(Spacer(1, 8))
    doc = SimpleDocTemplate(path, pagesize=L["page"], title=title, author="Vouch blind set 10",
                            subject=title, creator="generate.py", invariant=1,
                            leftMargin=L["margin"], rightMargin=L["margin"], topMargin=L["margin"],
                            bottomMargin=L["margin"])
    doc.build(story)


FIXED = datetime.datetime(2026, 12, 3, 9, 0, 0)


def write_docx(path, title, blocks):
    d = docx.Document()
    cp = d.core_properties
    cp.title = title; cp.author = "Vouch blind set 10"; cp.last_modified_by = "generate.py"
    cp.created = FIXED; cp.modified = FIXED; cp.last_printed = FIXED; cp.revision = 1
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
        if d["layout"] == "docx":
            write_docx(p, d["title"], d["blocks"])
        else:
            write_pdf(p, d["title"], d["blocks"], d["layout"])
    for ref, c in sorted(CLAIMS.items()):
        folder = os.path.join(DOCS, "claims", ref)
        os.makedirs(folder)
        for name, text in sorted(c["files"].items()):
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
