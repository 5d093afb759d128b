"""Text extraction used by validate.py: PDF via pypdfium2 AND pdfplumber, DOCX paragraphs then table cells, TXT as is."""
import re
import docx, pdfplumber, pypdfium2

def norm(s):
    return re.sub(r"\s+", " ", s.replace("\u00a0", " ")).strip()

def texts(path):
    """Return a list of normalised texts; a quote must be found in every one."""
    if path.endswith(".pdf"):
        pdf = pypdfium2.PdfDocument(path)
        a = " ".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
        pdf.close()
        with pdfplumber.open(path) as p:
            b = " ".join((pg.extract_text() or "") for pg in p.pages)
        return [norm(a), norm(b)]
    if path.endswith(".docx"):
        d = docx.Document(path)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for cell in row.cells:
                    parts.append(cell.text)
        return [norm(" ".join(parts))]
    with open(path, encoding="utf-8") as f:
        return [norm(f.read())]
