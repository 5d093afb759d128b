"""Check that every fact in samples/FACTS.md can be found where it says it is.

Usage: python samples/check_facts.py [--collection DIR] [--facts FILE]

For each row the quote (whitespace collapsed) must occur on the stated page of the file and on no other
page of that file. PDFs are read with pypdfium2, the DOCX with python-docx (paragraphs, then table rows
with cells joined by spaces) and the image-only scan with ``tesseract --psm 6`` when it is installed
(skipped otherwise). Exit status 1 if any fact is not found.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
OCR_FILES = {"scanned-rent-schedule.pdf"}


@dataclass(frozen=True)
class Fact:
    id: str
    file: str
    page: int | None
    location: str
    quote: str


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def read_facts(path: Path) -> list[Fact]:
    facts: list[Fact] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not re.match(r"^\| F\d+ \|", line):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        fact_id, _question, _answer, file, page, location, quote = cells
        facts.append(Fact(fact_id, file, None if page == "-" else int(page), location, quote))
    return facts


def pdf_pages(path: Path) -> list[str]:
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(str(path))
    try:
        return [norm(pdf[i].get_textpage().get_text_range()) for i in range(len(pdf))]
    finally:
        pdf.close()


def ocr_pages(path: Path) -> list[str]:
    import pypdfium2 as pdfium

    pages: list[str] = []
    pdf = pdfium.PdfDocument(str(path))
    try:
        with tempfile.TemporaryDirectory() as tmp:
            for i in range(len(pdf)):
                png = Path(tmp) / f"p{i + 1}.png"
                pdf[i].render(scale=200 / 72).to_pil().save(png)
                result = subprocess.run(
                    ["tesseract", str(png), "-", "--psm", "6"], capture_output=True, text=True, check=True
                )
                pages.append(norm(result.stdout))
    finally:
        pdf.close()
    return pages


def docx_text(path: Path) -> list[str]:
    import docx

    document = docx.Document(str(path))
    parts = [p.text for p in document.paragraphs]
    for table in document.tables:
        parts.extend(" ".join(cell.text for cell in row.cells) for row in table.rows)
    return [norm("\n".join(parts))]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--collection", type=Path, default=HERE / "collection")
    parser.add_argument("--facts", type=Path, default=HERE / "FACTS.md")
    args = parser.parse_args(argv)

    facts = read_facts(args.facts)
    cache: dict[str, list[str] | None] = {}
    failures = skipped = 0
    for fact in facts:
        if fact.file not in cache:
            path = args.collection / fact.file
            if fact.file in OCR_FILES:
                cache[fact.file] = ocr_pages(path) if shutil.which("tesseract") else None
            elif path.suffix == ".docx":
                cache[fact.file] = docx_text(path)
            else:
                cache[fact.file] = pdf_pages(path)
        pages = cache[fact.file]
        if pages is None:
            skipped += 1
            print(f"SKIP {fact.id} {fact.file}: tesseract not installed")
            continue
        quote = norm(fact.quote)
        found = [i + 1 for i, text in enumerate(pages) if quote in text]
        expected = [fact.page] if fact.page is not None else [1]
        if found == expected:
            print(f"ok   {fact.id} {fact.file} p{fact.page or '-'} {fact.location}")
        else:
            failures += 1
            where = f"expected page {fact.page or '-'}, found on {found}"
            print(f"FAIL {fact.id} {fact.file}: {where}: {quote!r}")
    print(f"{len(facts)} facts, {failures} failed, {skipped} skipped")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
