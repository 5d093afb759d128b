"""OCR with the Tesseract binary: scanned PDF pages and PNG/JPEG/TIFF images to positioned words.

Each page image is deskewed (projection-profile search), its ruled lines are found and then painted out before
Tesseract runs: ruled table borders otherwise make Tesseract's layout analysis drop whole cells (it missed the
header and total rows of the sample rent schedule). The rules are kept: they give the table its rows. Tesseract
runs once per page with TSV output, giving word boxes and confidences; the common layout engine does the rest.
"""

from __future__ import annotations

import csv
import io
import os
import shutil
import subprocess
from dataclasses import dataclass

import numpy as np
from PIL import Image, ImageSequence, UnidentifiedImageError

from vouch.ingest.detect import TypedFile
from vouch.ingest.errors import ErrorCode, IngestError
from vouch.ingest.layout import PageLayout, Rule, Span
from vouch.ingest.parsed import ParsedDocument
from vouch.ingest.validate import Limits

TESSERACT_TIMEOUT_S = 180
MIN_WORD_CONFIDENCE = 20.0  # below this a "word" is almost always dust or a rule fragment
DARK = 140  # grey level under which a pixel counts as ink


@dataclass(frozen=True)
class OcrPage:
    layout: PageLayout
    mean_confidence: float | None


def _tesseract() -> str:
    found = shutil.which("tesseract")
    if found is None:
        raise IngestError(ErrorCode.OCR_UNAVAILABLE, "needs OCR, but the tesseract program is not installed")
    return found


def _deskew_angle(gray: Image.Image) -> float:
    """The rotation (degrees) that makes text rows sharpest: maximal variance of the row ink profile."""
    small = gray.reduce(4) if min(gray.size) > 800 else gray

    def sharpness(angle: float) -> float:
        rotated = np.asarray(small.rotate(angle, resample=Image.Resampling.BILINEAR, fillcolor=255))
        return float(np.var((rotated < DARK).sum(axis=1)))

    coarse = max((a / 4 for a in range(-12, 13)), key=sharpness)  # +-3 degrees in 0.25 steps
    return max((coarse + a / 20 for a in range(-5, 6)), key=sharpness)


def _longest_runs(mask: np.ndarray) -> np.ndarray:
    """Per row of a boolean array, the length of its longest run of True."""
    rows, cols = mask.shape
    padded = np.zeros((rows, cols + 2), dtype=np.int8)
    padded[:, 1:-1] = mask
    edges = np.diff(padded, axis=1)
    longest = np.zeros(rows, dtype=np.int64)
    starts_r, starts_c = np.nonzero(edges == 1)
    ends_r, ends_c = np.nonzero(edges == -1)
    # np.nonzero walks row-major, so the k-th start and k-th end of each row pair up.
    np.maximum.at(longest, starts_r, ends_c - starts_c)
    del ends_r
    return longest


def _bands(indexes: np.ndarray) -> list[tuple[int, int]]:
    bands: list[tuple[int, int]] = []
    for i in indexes.tolist():
        if bands and i - bands[-1][1] <= 2:
            bands[-1] = (bands[-1][0], i)
        else:
            bands.append((i, i))
    return bands


def _find_rules(ink: np.ndarray) -> tuple[list[tuple[int, int, int, int]], np.ndarray]:
    """Long straight runs of ink (table rules) as pixel boxes, and the ink with them removed."""
    height, width = ink.shape
    # Close one-pixel gaps that blur and grain leave in a printed rule.
    bridged = ink | np.roll(ink, 1, axis=1) & np.roll(ink, -1, axis=1)
    boxes: list[tuple[int, int, int, int]] = []
    cleaned = ink.copy()
    for y0, y1 in _bands(np.nonzero(_longest_runs(bridged) >= 0.25 * width)[0]):
        cols = np.nonzero(bridged[y0 : y1 + 1].any(axis=0))[0]
        boxes.append((int(cols.min()), y0, int(cols.max()), y1))
        cleaned[max(0, y0 - 2) : y1 + 3, max(0, int(cols.min()) - 2) : int(cols.max()) + 3] = False
    bridged_t = (ink | np.roll(ink, 1, axis=0) & np.roll(ink, -1, axis=0)).T
    for x0, x1 in _bands(np.nonzero(_longest_runs(bridged_t) >= 0.15 * height)[0]):
        rows = np.nonzero(bridged_t[x0 : x1 + 1].any(axis=0))[0]
        boxes.append((x0, int(rows.min()), x1, int(rows.max())))
        cleaned[max(0, int(rows.min()) - 2) : int(rows.max()) + 3, max(0, x0 - 2) : x1 + 3] = False
    return boxes, cleaned


def _run_tesseract(image: Image.Image, dpi: int) -> list[dict[str, str]]:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    # One thread: the box has two cores shared with the server; OpenMP threads only fight each other here.
    env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
    try:
        done = subprocess.run(
            [_tesseract(), "stdin", "stdout", "-l", "eng", "--psm", "3", "--dpi", str(dpi), "tsv"],
            input=buffer.getvalue(),
            capture_output=True,
            timeout=TESSERACT_TIMEOUT_S,
            env=env,
            check=False,
        )
    except subprocess.TimeoutExpired:
        raise IngestError(ErrorCode.OCR_UNAVAILABLE, f"OCR took longer than {TESSERACT_TIMEOUT_S}s on a page") from None
    if done.returncode != 0:
        reason = done.stderr.decode("utf-8", "replace").strip().splitlines()[-1:] or ["unknown error"]
        raise IngestError(ErrorCode.OCR_UNAVAILABLE, f"OCR failed: {reason[0]}")
    reader = csv.DictReader(io.StringIO(done.stdout.decode("utf-8", "replace")), delimiter="\t", quoting=csv.QUOTE_NONE)
    return [row for row in reader if row.get("level") == "5"]


def ocr_image(image: Image.Image, page_number: int, dpi: float, width_pt: float, height_pt: float) -> OcrPage:
    """OCR one page image; ``width_pt``/``height_pt`` is the page size the words are mapped back onto."""
    gray = image.convert("L")
    angle = _deskew_angle(gray)
    if abs(angle) >= 0.1:
        gray = gray.rotate(angle, resample=Image.Resampling.BICUBIC, fillcolor=255)
    pixels = np.asarray(gray)
    ink = pixels < DARK
    boxes, cleaned = _find_rules(ink)
    # Paint the rules out (white) but keep the original greys elsewhere: Tesseract binarises better itself.
    painted = np.where(ink & ~cleaned, 255, pixels).astype(np.uint8)
    rows = _run_tesseract(Image.fromarray(painted), round(dpi))
    sx = width_pt / gray.width
    sy = height_pt / gray.height
    spans: list[Span] = []
    for row in rows:
        text = (row.get("text") or "").strip()
        try:
            conf = float(row.get("conf") or -1)
            left, top, w, h = (int(row[k] or 0) for k in ("left", "top", "width", "height"))
        except (TypeError, ValueError, KeyError):
            continue
        if not text or conf < 0:
            continue
        if conf < MIN_WORD_CONFIDENCE or (conf < 60 and not any(c.isalnum() for c in text)):
            continue
        spans.append(
            Span(x0=left * sx, y0=top * sy, x1=(left + w) * sx, y1=(top + h) * sy, text=text, size=h * sy, conf=conf)
        )
    rules = tuple(Rule(x0=b[0] * sx, y0=b[1] * sy, x1=(b[2] + 1) * sx, y1=(b[3] + 1) * sy) for b in boxes)
    confs = [s.conf for s in spans if s.conf is not None]
    mean = round(sum(confs) / len(confs), 1) if confs else None
    layout = PageLayout(page_number, width_pt, height_pt, tuple(spans), rules, ocr=True)
    return OcrPage(layout=layout, mean_confidence=mean)


def image_dpi(image: Image.Image, default: float = 300.0) -> float:
    raw = image.info.get("dpi")
    try:
        value = float(raw[0]) if isinstance(raw, tuple) else float(raw) if raw else 0.0
    except (TypeError, ValueError):
        value = 0.0
    return value if 50 <= value <= 1200 else default


def parse_image(typed: TypedFile, limits: Limits) -> ParsedDocument:
    """A PNG, JPEG or (multi-page) TIFF: every frame is a page that goes through OCR."""
    from vouch.ingest.parsers.paged import pages_to_document

    try:
        image = Image.open(io.BytesIO(typed.file.data))
        image.load()
    except Image.DecompressionBombError:
        raise IngestError(ErrorCode.ZIP_BOMB, "is an image too large to open safely (decompression bomb)") from None
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError) as exc:
        raise IngestError(ErrorCode.CORRUPT, f"is not a readable image ({exc.__class__.__name__})") from None
    pages: list[OcrPage] = []
    try:
        for number, frame in enumerate(ImageSequence.Iterator(image), start=1):
            if number > limits.max_pages:
                raise IngestError(ErrorCode.TOO_LARGE, f"has more than {limits.max_pages} pages")
            dpi = image_dpi(frame)
            pages.append(ocr_image(frame, number, dpi, frame.width * 72 / dpi, frame.height * 72 / dpi))
    except OSError as exc:
        raise IngestError(ErrorCode.CORRUPT, f"has a damaged image frame ({exc})") from None
    return pages_to_document(
        [p.layout for p in pages],
        ocr_confidence={p.layout.number: p.mean_confidence for p in pages},
        properties={},
    )
