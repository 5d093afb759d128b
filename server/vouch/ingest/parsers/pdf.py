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


# A gap this many font sizes wide inside one text object is a column gap: a legacy system's report lays
# columns out with runs of spaces inside one string, which text extraction collapses to single spaces.
COLUMN_GAP_SIZES = 1.0


def _object_chars(textpage: Any) -> dict[int, list[int]]:
    """The text page's character indexes per text object (by handle address), in order."""
    out: dict[int, list[int]] = {}
    for index in range(textpage.count_chars()):
        handle = pdfium_c.FPDFText_GetTextObject(textpage.raw, index)
        key = ctypes.cast(handle, ctypes.c_void_p).value
        if key:
            out.setdefault(key, []).append(index)
    return out


def _split_columns(span: Span, chars: list[int], textpage: Any, height: float) -> list[Span]:
    """One text object holding several columns ("001   Unit 4 ...   2,150,000") as one span per column."""
    if len(chars) < 3 or " " not in span.text or span.x1 - span.x0 < 8 * span.size:
        return [span]
    start, end = chars[0], chars[-1]
    text = textpage.get_text_range(start, end - start + 1)
    runs: list[list[tuple[str, tuple[float, float, float, float]]]] = [[]]
    last_right: float | None = None
    for index in chars:
        offset = index - start
        ch = text[offset] if 0 <= offset < len(text) else ""
        if not ch or ch in "\r\n":
            continue
        box = textpage.get_charbox(index)
        if ch.isspace():
            runs[-1].append((ch, box))
            continue
        if last_right is not None and box[0] - last_right > COLUMN_GAP_SIZES * span.size:
            runs.append([])
        runs[-1].append((ch, box))
        last_right = box[2]
    if len(runs) < 2:
        return [span]
    out: list[Span] = []
    for run in runs:
        glyphs = [(ch, box) for ch, box in run if not ch.isspace()]
        if not glyphs:
            continue
        words = "".join(ch for ch, _ in run).strip()
        left = min(b[0] for _, b in glyphs)
        right = max(b[2] for _, b in glyphs)
        out.append(Span(x0=left, y0=span.y0, x1=right, y1=span.y1, text=words, size=span.size, bold=span.bold))
    return out or [span]


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
    object_chars: dict[int, list[int]] | None = None
    for obj in page.get_objects(textpage=textpage):
        if obj.type == pdfium_c.FPDF_PAGEOBJ_TEXT:
            span = _text_span(obj, height, bold_fonts)
            if span is None:
                continue
            if " " in span.text and span.x1 - span.x0 >= 8 * span.size:
                object_chars = _object_chars(textpage) if object_chars is None else object_chars
                key = ctypes.cast(obj.raw, ctypes.c_void_p).value or 0
                spans.extend(_split_columns(span, object_chars.get(key, []), textpage, height))
            else:
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
