"""Text extraction used by validate.py (pypdfium2 / pdfplumber for PDF, python-docx for DOCX)."""
from __future__ import annotations

import re
from pathlib import Path

import pdfplumber
import pypdfium2 as pdfium
from docx import Document


def norm(s: str) -> str:
    s = s.replace("\u00a0", " ").replace("\r", "\n").replace("\ufffe", "").replace("\x02", "")
    return re.sub(r"\s+", " ", s).strip()


def pdf_text_pdfium(path: Path) -> str:
    pdf = pdfium.PdfDocument(str(path))
    parts = [pdf[i].get_textpage().get_text_range() for i in range(len(pdf))]
    return norm("\n".join(parts))


def pdf_text_plumber(path: Path) -> str:
    with pdfplumber.open(str(path)) as pdf:
        return norm("\n".join((p.extract_text() or "") for p in pdf.pages))


def docx_text(path: Path) -> str:
    d = Document(str(path))
    parts = [p.text for p in d.paragraphs]
    for t in d.tables:
        for row in t.rows:
            for c in row.cells:
                parts.append(c.text)
    return norm("\n".join(parts))


def texts(path: Path) -> list[str]:
    """All extractions of a document; a quote must be found in each."""
    suf = path.suffix.lower()
    if suf == ".pdf":
        return [pdf_text_pdfium(path), pdf_text_plumber(path)]
    if suf == ".docx":
        return [docx_text(path)]
    return [norm(path.read_text(encoding="utf-8"))]
