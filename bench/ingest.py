"""Ingest throughput: text PDF, DOCX and OCR pages per second, and passages per 64-page wording.

Run: .venv/bin/python bench/ingest.py [--pages 64] [--ocr-pages 3] [--repeat 3]

Budget (DESIGN.md): "a 64-page text PDF ingested in seconds, not minutes; OCR pages bounded by the OCR engine".
Each figure is printed next to a naive baseline measured in the same run on the same input, so the ratio is
meaningful on a shared, noisy box:
- text PDF: pdfplumber alone (extract_text + extract_tables per page), what a first version would do;
- DOCX: python-docx paragraph and table text, no structure;
- OCR: one plain ``tesseract`` TSV run per page (no deskew, no rule removal, default threads).
Vouch's figures include every stage up to and including the SQLite commit (no search sinks: indexing has
its own bench).
"""

from __future__ import annotations

import argparse
import io
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "server"))

from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.lib.styles import ParagraphStyle  # noqa: E402
from reportlab.platypus import Paragraph, SimpleDocTemplate, Table, TableStyle  # noqa: E402

from vouch.ingest.pipeline import ingest_file  # noqa: E402
from vouch.services import Services  # noqa: E402
from vouch.settings import Settings  # noqa: E402

SENTENCES = (
    "We will pay for loss of or damage to the buildings caused by the insured event.",
    "The most we will pay for any one claim is the sum insured shown in your schedule.",
    "We will not pay for damage caused by wear and tear or any gradually operating cause.",
    "You must tell us about any claim as soon as reasonably possible and within 30 days.",
    "The excess shown in your schedule applies to each and every claim under this section.",
)


def _wording_story(sections: int) -> list[object]:
    body = ParagraphStyle("b", fontName="Helvetica", fontSize=10, leading=13.5, spaceAfter=5, leftIndent=30)
    item = ParagraphStyle("i", parent=body, leftIndent=54, bulletIndent=32)
    section = ParagraphStyle("s", fontName="Helvetica-Bold", fontSize=14, leading=18, spaceBefore=12, spaceAfter=6)
    clause = ParagraphStyle("c", fontName="Helvetica-Bold", fontSize=10.5, leading=14, spaceBefore=6, spaceAfter=3)
    story: list[object] = []
    # Each section has 4 clauses, one with lettered items; every fourth section has a table.
    for s in range(1, sections + 1):
        story.append(Paragraph(f"Section {s}  Cover for peril {s}", section))
        for c in range(1, 5):
            story.append(Paragraph(f"{s}.{c}  Clause heading {s}.{c}", clause))
            story.append(Paragraph(" ".join(SENTENCES[(s + c + k) % 5] for k in range(3 + c % 3)), body))
            if c == 2:
                story.append(Paragraph("The following limits apply:", body))
                for label in "abc":
                    story.append(Paragraph(SENTENCES[(s + ord(label)) % 5], item, bulletText=f"({label})"))
        if s % 4 == 0:
            rows = [["Peril", "Standard excess", "Limit"]] + [
                [f"Peril {s}.{r}", f"£{100 * r}", "£5,000"] for r in range(1, 6)
            ]
            table = Table(rows, colWidths=[170, 120, 120], hAlign="LEFT")
            table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.6, "#444444")]))
            story.append(table)
    return story


def make_wording(pages: int) -> bytes:
    """A reportlab wording of about ``pages`` pages with headers, footers, clauses, items and tables."""

    def decorate(canvas: object, doc: object) -> None:
        c = canvas
        c.saveState()  # type: ignore[attr-defined]
        c.setFont("Helvetica", 8)  # type: ignore[attr-defined]
        c.drawString(56, 801, "Bench Mutual Insurance | Policy wording BM-100")  # type: ignore[attr-defined]
        c.drawRightString(539, 38, f"Page {c.getPageNumber()}")  # type: ignore[attr-defined]
        c.restoreState()  # type: ignore[attr-defined]

    import pypdfium2 as pdfium

    sections = round(pages * 1.5)
    while True:  # add or drop sections until the page count is exactly right
        buffer = io.BytesIO()
        doc = SimpleDocTemplate(buffer, pagesize=A4, leftMargin=56, rightMargin=56, topMargin=68, bottomMargin=68)
        doc.build(_wording_story(sections), onFirstPage=decorate, onLaterPages=decorate)
        count = len(pdfium.PdfDocument(buffer.getvalue()))
        if count == pages:
            return buffer.getvalue()
        sections += 1 if count < pages else -1


def make_docx(pages: int) -> bytes:
    import docx

    document = docx.Document()
    for s in range(1, int(pages * 1.45) + 1):
        document.add_heading(f"{s} Cover for peril {s}", level=1)
        for c in range(1, 5):
            document.add_paragraph(
                f"{s}.{c} " + " ".join(SENTENCES[(s + c + k) % 5] for k in range(3 + c % 3)), style="Normal"
            )
            if c == 2:
                for label in "abc":
                    document.add_paragraph(f"({label}) " + SENTENCES[(s + ord(label)) % 5], style="List Paragraph")
        if s % 4 == 0:
            table = document.add_table(rows=1, cols=3)
            for cell, text in zip(table.rows[0].cells, ("Peril", "Standard excess", "Limit"), strict=True):
                cell.text = text
            for r in range(1, 6):
                for cell, text in zip(table.add_row().cells, (f"Peril {s}.{r}", f"£{100 * r}", "£5,000"), strict=True):
                    cell.text = text
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def make_scans(count: int) -> bytes:
    import pypdfium2 as pdfium

    source = pdfium.PdfDocument(str(REPO / "samples" / "collection" / "scanned-rent-schedule.pdf"))
    out = pdfium.PdfDocument.new()
    out.import_pages(source, [0] * count)
    buffer = io.BytesIO()
    out.save(buffer)
    return buffer.getvalue()


def best_of(repeat: int, run: Callable[[], object]) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        run()
        times.append(time.perf_counter() - started)
    return min(times)


def baseline_pdfplumber(data: bytes) -> None:
    import pdfplumber

    with pdfplumber.open(io.BytesIO(data)) as pdf:
        for page in pdf.pages:
            page.extract_text()
            page.extract_tables()


def baseline_docx(data: bytes) -> None:
    import docx

    document = docx.Document(io.BytesIO(data))
    _ = [p.text for p in document.paragraphs]
    _ = [cell.text for table in document.tables for row in table.rows for cell in row.cells]


def baseline_tesseract(data: bytes) -> None:
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(data)
    for index in range(len(pdf)):
        image = pdf[index].render(scale=200 / 72).to_pil()
        buffer = io.BytesIO()
        image.save(buffer, format="PNG")
        subprocess.run(
            ["tesseract", "stdin", "stdout", "tsv"], input=buffer.getvalue(), capture_output=True, check=True
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=64)
    parser.add_argument("--ocr-pages", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    wording = make_wording(args.pages)
    import pypdfium2 as pdfium

    pages = len(pdfium.PdfDocument(wording))
    document = make_docx(args.pages)
    scans = make_scans(args.ocr_pages)

    with tempfile.TemporaryDirectory() as folder:
        services = Services.build(Settings(data_dir=Path(folder)))
        services.index_sinks.clear()
        services.collections.create("bench", None, created_by="bench")
        results: dict[str, object] = {}

        def vouch(name: str, data: bytes) -> Callable[[], object]:
            def run() -> object:
                result = ingest_file(services, "bench", name, data, force=True)
                assert result.ok, result.error
                results[name] = result
                return result

            return run

        rows: list[tuple[str, int, float, float, str]] = []
        t_pdf = best_of(args.repeat, vouch("wording.pdf", wording))
        t_pdf_base = best_of(args.repeat, lambda: baseline_pdfplumber(wording))
        rows.append(("text PDF", pages, t_pdf, t_pdf_base, "pdfplumber extract_text+tables"))
        t_docx = best_of(args.repeat, vouch("wording.docx", document))
        t_docx_base = best_of(args.repeat, lambda: baseline_docx(document))
        rows.append(("DOCX (same content)", pages, t_docx, t_docx_base, "python-docx text only"))
        t_ocr = best_of(1, vouch("scans.pdf", scans))
        t_ocr_base = best_of(1, lambda: baseline_tesseract(scans))
        rows.append(("OCR pages", args.ocr_pages, t_ocr, t_ocr_base, "plain tesseract TSV per page"))
        passages = services.passages.document("bench", "wording.pdf")
        services.close()

    print(f"Ingest bench ({args.repeat} runs, best; OCR 1 run) on {pages}-page generated wording")
    header = f"{'input':<22}{'pages':>6}{'vouch s':>10}{'pages/s':>10}{'baseline s':>12}{'pages/s':>10}"
    print(f"{header}{'speed-up':>12}  baseline")
    for name, count, mine, base, what in rows:
        print(
            f"{name:<22}{count:>6}{mine:>10.2f}{count / mine:>10.1f}{base:>12.2f}{count / base:>10.1f}"
            f"{base / mine:>11.2f}x  {what}"
        )
    count = passages.passage_count if passages else 0
    print(f"passages per {pages}-page wording: {count} ({count / pages:.1f} per page)")
    print(f"budget: {pages}-page text PDF in {t_pdf:.2f}s -> {'OK (seconds)' if t_pdf < 60 else 'OVER (minutes)'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
