#!/usr/bin/env python
"""Text extraction used by validate.py (sixth blind letter set).

PDF: pypdfium2 get_text_range and pdfplumber extract_text (a quote must be found in both).
DOCX: python-docx paragraphs, then table cells.  TXT: the file itself.
Whitespace is normalised: non-breaking spaces become spaces, every whitespace run becomes one space.
"""
import re
import sys


def norm(s):
    s = s.replace("\u00a0", " ")
    return re.sub(r"\s+", " ", s).strip()


def pdf_pdfium(path):
    import pypdfium2 as pdfium
    doc = pdfium.PdfDocument(path)
    parts = []
    for i in range(len(doc)):
        tp = doc[i].get_textpage()
        parts.append(tp.get_text_range())
        tp.close()
    doc.close()
    return norm(" ".join(parts))


def pdf_plumber(path):
    import pdfplumber
    with pdfplumber.open(path) as pdf:
        return norm(" ".join((p.extract_text() or "") for p in pdf.pages))


def docx_text(path):
    import docx
    d = docx.Document(path)
    parts = [p.text for p in d.paragraphs]
    for t in d.tables:
        for row in t.rows:
            for cell in row.cells:
                parts.append(cell.text)
    return norm(" ".join(parts))


def txt_text(path):
    with open(path, encoding="utf-8") as f:
        return norm(f.read())


def texts(path):
    """List of normalised texts; a quote must occur in every one of them."""
    if path.endswith(".pdf"):
        return [pdf_pdfium(path), pdf_plumber(path)]
    if path.endswith(".docx"):
        return [docx_text(path)]
    return [txt_text(path)]


if __name__ == "__main__":
    for t in texts(sys.argv[1]):
        print(t)
        print("=" * 40)
