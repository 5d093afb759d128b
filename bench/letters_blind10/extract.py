"""Text extraction used by validate.py (tenth blind set, same rules as the ninth).

PDF: both pypdfium2 get_text_range and pdfplumber extract_text (a quote must be found in each).
DOCX: paragraphs, then table cells. TXT: as is. Whitespace runs become one space; NBSP becomes a space.
"""
import re
import sys

import pdfplumber
import pypdfium2
from docx import Document


def norm(s):
    return re.sub(r"\s+", " ", s.replace("\u00a0", " ")).strip()


def pdf_texts(path):
    pdf = pypdfium2.PdfDocument(path)
    a = []
    for i in range(len(pdf)):
        tp = pdf[i].get_textpage()
        a.append(tp.get_text_range())
    pdf.close()
    with pdfplumber.open(path) as p:
        b = [pg.extract_text() or "" for pg in p.pages]
    return [norm(" ".join(a)), norm(" ".join(b))]


def docx_text(path):
    d = Document(path)
    parts = [p.text for p in d.paragraphs]
    for t in d.tables:
        for row in t.rows:
            for c in row.cells:
                parts.append(c.text)
    return norm("\n".join(parts))


def texts(path):
    """All extracted versions of the file; a quote must be in every one."""
    if path.endswith(".pdf"):
        return pdf_texts(path)
    if path.endswith(".docx"):
        return [docx_text(path)]
    with open(path, encoding="utf-8") as f:
        return [norm(f.read())]


if __name__ == "__main__":
    for t in texts(sys.argv[1]):
        print(t)
        print("=" * 40)
