"""PDF with pypdfium2: text objects with their fonts and boxes, ruled lines, and OCR for pages without text.

pypdfium2 was measured against pdfplumber on the sample wording: reading every text object with its font and
box takes ~0.01 s/page, pdfplumber's character-level extraction ~10x that (see bench/ingest.py), so tables are
found here from the page's own vector rules rather than with pdfplumber.
"""

from __future__ import annotations

import ctypes
from typing import Any

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from vouch.ingest.detect import TypedFile
from vouch.ingest.errors import ErrorCode, IngestError
from vouch.ingest.layout import PageLayout, Rule, Span
from vouch.ingest.parsed import ParsedDocument
from vouch.ingest.parsers.ocr import ocr_image
from vouch.ingest.parsers.paged import pages_to_document
from vouch.ingest.validate import Limits

MIN_TEXT_CHARS = 16  # a page with fewer characters than this in its text layer is treated as a scan
RULE_THICKNESS = 3.0  # points; a filled rectangle thinner than this is a drawn line


def _open(data: bytes) -> Any:
    try:
        return pdfium.PdfDocument(data)
    except pdfium.PdfiumError as exc:
        code = getattr(exc, "err_code", None)
        # PDFium's last-error is process-wide and not always reset, so a stale "password" code is only
        # believed when the file really declares encryption.
        if code in (pdfium_c.FPDF_ERR_PASSWORD, pdfium_c.FPDF_ERR_SECURITY) and b"/Encrypt" in data:
            raise IngestError(
                ErrorCode.ENCRYPTED, "is a password-protected PDF; remove the password and retry"
            ) from None
        raise IngestError(ErrorCode.CORRUPT, "is not a readable PDF (the file is damaged or truncated)") from None


def _is_bold(font: Any) -> bool:
    try:
        name = (font.get_base_name() or "").lower()
        weight = font.get_weight()
    except pdfium.PdfiumError:
        return False
    return weight >= 600 or any(w in name for w in ("bold", "black", "heavy", "semibold", "demi"))


def _text_span(obj: Any, height: float, bold_fonts: dict[str, bool]) -> Span | None:
    text = obj.extract()
    if not text or not text.strip():
        return None
    a, b, _, _, _, _ = obj.get_matrix().get()
    if abs(b) > 0.1 * abs(a) + 1e-6:
        return None  # rotated text (stamps, margin notes) is not body text
    left, bottom, right, top = obj.get_bounds()
    font = obj.get_font()
    name = font.get_base_name() or ""
    if name not in bold_fonts:  # one lookup per font, not per text object
        bold_fonts[name] = _is_bold(font)
    size = obj.get_font_size() * ((a * a + b * b) ** 0.5 or 1.0)
    return Span(x0=left, y0=height - top, x1=right, y1=height - bottom, text=text, size=size, bold=bold_fonts[name])


def _stroked(obj: Any) -> bool:
    fill_mode, stroke = ctypes.c_int(), ctypes.c_int()
    if not pdfium_c.FPDFPath_GetDrawMode(obj.raw, fill_mode, stroke):
        return False
    return bool(stroke.value)


def _path_rules(obj: Any, height: float) -> list[Rule]:
    left, bottom, right, top = obj.get_bounds()
    width, tall = right - left, top - bottom
    y0, y1 = height - top, height - bottom
    if (tall <= RULE_THICKNESS and width > 2 * RULE_THICKNESS) or (
        width <= RULE_THICKNESS and tall > 2 * RULE_THICKNESS
    ):
        return [Rule(left, y0, right, y1)]
    # A stroked rectangle (cell borders drawn as boxes): its four edges are rules. Filled-only boxes are
    # shading (a header row's background) and say nothing about cell boundaries.
    if pdfium_c.FPDFPath_CountSegments(obj.raw) <= 6 and _stroked(obj):
        return [
            Rule(left, y0, right, y0 + 0.5),
            Rule(left, y1 - 0.5, right, y1),
            Rule(left, y0, left + 0.5, y1),
            Rule(right - 0.5, y0, right, y1),
        ]
    return []


def _page_layout(page: Any, number: int) -> tuple[PageLayout, bool, float]:
    """The page's text runs and rules; also whether it needs OCR and the resolution of its largest image."""
    width, height = page.get_size()
    textpage = page.get_textpage()
    spans: list[Span] = []
    rules: list[Rule] = []
    bold_fonts: dict[str, bool] = {}
    image_dpi = 0.0
    image_cover = 0.0
    for obj in page.get_objects(textpage=textpage):
        if obj.type == pdfium_c.FPDF_PAGEOBJ_TEXT:
            span = _text_span(obj, height, bold_fonts)
            if span is not None:
                spans.append(span)
        elif obj.type == pdfium_c.FPDF_PAGEOBJ_PATH:
            rules.extend(_path_rules(obj, height))
        elif obj.type == pdfium_c.FPDF_PAGEOBJ_IMAGE:
            left, bottom, right, top = obj.get_bounds()
            cover = (right - left) * (top - bottom) / max(width * height, 1.0)
            if cover > image_cover:
                image_cover = cover
                try:
                    px_width, _ = obj.get_px_size()
                    image_dpi = px_width / max((right - left) / 72.0, 1e-6)
                except pdfium.PdfiumError:
                    image_dpi = 0.0
    chars = sum(len(s.text.strip()) for s in spans)
    needs_ocr = chars < MIN_TEXT_CHARS and image_cover > 0.3
    return PageLayout(number, width, height, tuple(spans), tuple(rules)), needs_ocr, image_dpi


def _ocr_page(page: Any, number: int, image_dpi: float, limits: Limits) -> tuple[PageLayout, float | None]:
    # Render at the scan's own resolution (no detail is gained above it), between 150 and the OCR limit.
    dpi = min(max(image_dpi or limits.ocr_dpi, 150.0), float(limits.ocr_dpi))
    width, height = page.get_size()
    bitmap = page.render(scale=dpi / 72.0, grayscale=True)
    image = bitmap.to_pil()
    result = ocr_image(image, number, dpi, width, height)
    return result.layout, result.mean_confidence


def _properties(pdf: Any) -> dict[str, str]:
    try:
        raw = pdf.get_metadata_dict(skip_empty=True)
    except (pdfium.PdfiumError, TypeError):
        return {}
    return {str(k).lower(): str(v).strip() for k, v in raw.items() if str(v).strip()}


def parse_pdf(typed: TypedFile, limits: Limits) -> ParsedDocument:
    pdf = _open(typed.file.data)
    try:
        count = len(pdf)
        if count == 0:
            raise IngestError(ErrorCode.CORRUPT, "is a PDF without pages")
        if count > limits.max_pages:
            raise IngestError(ErrorCode.TOO_LARGE, f"has {count:,} pages; the limit is {limits.max_pages:,}")
        layouts: list[PageLayout] = []
        confidence: dict[int, float | None] = {}
        for index in range(count):
            try:
                page = pdf[index]
            except pdfium.PdfiumError:
                raise IngestError(ErrorCode.CORRUPT, f"has a damaged page {index + 1}") from None
            try:
                layout, needs_ocr, dpi = _page_layout(page, index + 1)
                if needs_ocr:
                    layout, confidence[index + 1] = _ocr_page(page, index + 1, dpi, limits)
                layouts.append(layout)
            finally:
                page.close()
        return pages_to_document(layouts, ocr_confidence=confidence, properties=_properties(pdf))
    finally:
        pdf.close()
