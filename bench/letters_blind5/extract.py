"""Text extraction used by validate.py (PDF: pypdfium2 and pdfplumber; DOCX: python-docx; TXT: file)."""
import re


def norm(s):
    return re.sub(r"\s+", " ", s.replace("\u00a0", " ")).strip()


def pdf_pdfium(path):
    import pypdfium2 as pdfium
    doc = pdfium.PdfDocument(path)
    out = []
    for i in range(len(doc)):
        tp = doc[i].get_textpage()
        out.append(tp.get_text_range())
    return "\n".join(out)


def pdf_plumber(path):
    import pdfplumber
    with pdfplumber.open(path) as pdf:
        return "\n".join((p.extract_text() or "") for p in pdf.pages)


def docx_text(path):
    import docx
    d = docx.Document(path)
    parts = [p.text for p in d.paragraphs]
    for t in d.tables:
        for row in t.rows:
            for c in row.cells:
                parts.append(c.text)
    return "\n".join(parts)


def texts(path):
    """Return a list of normalised texts; a quote must occur in every one of them."""
    if path.endswith(".pdf"):
        return [norm(pdf_pdfium(path)), norm(pdf_plumber(path))]
    if path.endswith(".docx"):
        return [norm(docx_text(path))]
    with open(path, encoding="utf-8") as f:
        return [norm(f.read())]


if __name__ == "__main__":
    import sys
    for p in sys.argv[1:]:
        for t in texts(p):
            print("=====", p)
            print(t)
