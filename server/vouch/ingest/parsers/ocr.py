"""OCR with the Tesseract binary: scanned PDF pages and PNG/JPEG/TIFF images to positioned words.

Each page image is deskewed (projection-profile search), its ruled lines are found and then painted out before
Tesseract runs: ruled table borders otherwise make Tesseract's layout analysis drop whole cells (it missed the
header and total rows of the sample rent schedule). The rules are kept: they give the table its rows. Tesseract
runs once per page with TSV output, giving word boxes and confidences; the common layout engine does the rest.
"""

from __future__ import annotations

import csv
import io
import itertools
import os
import shutil
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np
from PIL import Image, ImageSequence, UnidentifiedImageError

from vouch.ingest.confidence import FIGURE_FLOOR, WORD_FLOOR
from vouch.ingest.detect import TypedFile
from vouch.ingest.errors import ErrorCode, IngestError
from vouch.ingest.layout import PageLayout, Rule, Span
from vouch.ingest.parsed import ParsedDocument
from vouch.ingest.tables import find_grids
from vouch.ingest.validate import Limits

TESSERACT_TIMEOUT_S = 180
MIN_WORD_CONFIDENCE = 20.0  # below this a "word" is almost always dust or a rule fragment
DARK = 140  # grey level under which a pixel counts as ink
# Rules are looked for in lighter ink: a thin rule blurred and JPEG-compressed greys to 160-190 along much of
# its length (the rules between rows of a scanned valuation), and only a long straight run counts as a rule.
RULE_DARK = 190
SOLID_SHARE = 0.6  # a pixel row or column this inked is a scanner's edge or a filled band, never text
EDGE_SHARE = 0.05  # the deskew profile leaves out this share of the page at each edge
# A vertical run of ink this share of the page height is a rule, not a glyph: 4% of A4 is 34pt, taller than
# any body or heading letter, and short enough for the column rules of a four-row table.
VERTICAL_RULE_SHARE = 0.04
# Tesseract's "sparse text" mode: every word it can find, in no particular order. Reading order, columns and
# tables come from the word boxes (vouch.ingest.layout), and the default page analysis (mode 3) drops whole
# table columns as separate blocks it then reads badly (the third column of a short ruled ledger).
PAGE_SEGMENTATION = "11"


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
    """The rotation (degrees) that makes text rows sharpest: maximal variance of the row ink profile.

    Ink is thresholded at full resolution and then pooled (a block with any ink is ink): averaging first
    greys thin strokes and one-pixel rules out of the profile. A scanner's dark edge (a solid band along one
    side) is cleared first, and the profile is taken away from the page edges: a band the width of the page
    outweighs every text row, and its variance peaks wherever it lies flat, not where the text does."""
    ink = np.asarray(gray) < DARK
    ink = ink & ~(ink.mean(axis=1) > SOLID_SHARE)[:, None] & ~(ink.mean(axis=0) > SOLID_SHARE)[None, :]
    factor = 2 if min(ink.shape) > 800 else 1
    height, width = (ink.shape[0] // factor) * factor, (ink.shape[1] // factor) * factor
    pooled = ink[:height, :width].reshape(height // factor, factor, width // factor, factor).any(axis=(1, 3))
    small = Image.fromarray(np.where(pooled, 0, 255).astype(np.uint8))
    top, bottom = int(small.height * EDGE_SHARE), int(small.height * (1 - EDGE_SHARE))
    left, right = int(small.width * EDGE_SHARE), int(small.width * (1 - EDGE_SHARE))

    def sharpness(angle: float) -> float:
        rotated = np.asarray(small.rotate(angle, resample=Image.Resampling.BILINEAR, fillcolor=255))
        return float(np.var((rotated[top:bottom, left:right] < 128).sum(axis=1)))

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
    """Long straight runs of ink (table rules) as pixel boxes, and the area to paint out around them.

    The area is the rule plus a margin as wide as the rule itself: a scanned rule has a grey fringe lighter
    than the ink threshold, which Tesseract would still read as a line (and then as "|", "_" or "7")."""
    height, width = ink.shape
    # Close one-pixel gaps that blur and grain leave in a printed rule.
    bridged = ink | np.roll(ink, 1, axis=1) & np.roll(ink, -1, axis=1)
    boxes: list[tuple[int, int, int, int]] = []
    area = np.zeros_like(ink)
    for y0, y1 in _bands(np.nonzero(_longest_runs(bridged) >= 0.25 * width)[0]):
        start, end = _longest_extent(bridged[y0 : y1 + 1].any(axis=0))
        boxes.append((start, y0, end, y1))
        margin = y1 - y0 + 3
        area[max(0, y0 - margin) : y1 + margin + 1, max(0, start - 2) : end + 3] = True
    bridged_t = (ink | np.roll(ink, 1, axis=0) & np.roll(ink, -1, axis=0)).T
    for x0, x1 in _bands(np.nonzero(_longest_runs(bridged_t) >= VERTICAL_RULE_SHARE * height)[0]):
        start, end = _longest_extent(bridged_t[x0 : x1 + 1].any(axis=0))
        boxes.append((x0, start, x1, end))
        margin = x1 - x0 + 3
        area[max(0, start - 2) : end + 3, max(0, x0 - margin) : x1 + margin + 1] = True
    return boxes, area


def _shift(mask: np.ndarray, dy: int, dx: int) -> np.ndarray:
    out = np.zeros_like(mask)
    h, w = mask.shape
    out[max(0, dy) : h + min(0, dy), max(0, dx) : w + min(0, dx)] = mask[
        max(0, -dy) : h + min(0, -dy), max(0, -dx) : w + min(0, -dx)
    ]
    return out


_AROUND = [(dy, dx) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if dy or dx]


def _specks(ink: np.ndarray) -> np.ndarray:
    """Dust on a scan: ink pixels with at most one inked neighbour, and the grey halo around them. Glyph
    strokes always have more neighbours than that; Tesseract reads specks next to words as quotes and
    commas ("under'25")."""
    neighbours = sum(_shift(ink, dy, dx).astype(np.int8) for dy, dx in _AROUND)
    speck = ink & (neighbours <= 1)
    halo = speck.copy()
    for dy, dx in _AROUND:
        halo |= _shift(speck, dy, dx)
    return halo & ~(ink & ~speck)


def _longest_extent(line: np.ndarray) -> tuple[int, int]:
    """First and last index of the longest run of ink along one rule's band, small gaps bridged: where the
    rule itself is, not the text and specks that share its row or column."""
    filled = line.copy()
    gaps = np.nonzero(~line)[0]
    for start, end in _bands(gaps):
        if end - start < 3 and start > 0 and end < len(line) - 1:
            filled[start : end + 1] = True
    padded = np.concatenate(([False], filled, [False])).astype(np.int8)
    edges = np.diff(padded)
    starts, ends = np.nonzero(edges == 1)[0], np.nonzero(edges == -1)[0]
    longest = int(np.argmax(ends - starts))
    return int(starts[longest]), int(ends[longest]) - 1


# A word carrying a figure that Tesseract read with less confidence than this is read again on its own.
REREAD_BELOW = FIGURE_FLOOR
MAX_REREADS = 12  # per page: each is one more Tesseract run
MAX_WORD_REREADS = 12  # per page, for words without figures that would be left out
# Tesseract's "single text line" mode, for one word's crop: the page pass segments a short amount at the end of
# a row badly ("\u00a3115" read as "\u00a315" at confidence 26); alone on its line it reads it at 90.
SINGLE_LINE = "7"
SINGLE_CHAR = "10"


def _run_tesseract(image: Image.Image, dpi: int, mode: str = PAGE_SEGMENTATION) -> list[dict[str, str]]:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    # One thread: the box has two cores shared with the server; OpenMP threads only fight each other here.
    env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
    try:
        done = subprocess.run(
            [_tesseract(), "stdin", "stdout", "-l", "eng", "--psm", mode, "--dpi", str(dpi), "tsv"],
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
    boxes, rule_area = _find_rules(pixels < RULE_DARK)
    # Paint the rules and specks out (white) but keep the original greys elsewhere: Tesseract binarises
    # better itself.
    specks = _specks(ink)
    painted = np.where(rule_area | specks, 255, pixels).astype(np.uint8)
    page_image = Image.fromarray(painted)
    rows = _reread_figures(page_image, _run_tesseract(page_image, round(dpi)), round(dpi))
    rows = _reread_cells(page_image, ink & ~rule_area & ~specks, boxes, rows, round(dpi))
    sx = width_pt / gray.width
    sy = height_pt / gray.height
    spans: list[Span] = []
    unread: list[Span] = []  # words too unsure to keep, whose place is still known
    for row in rows:
        word = _word_box(row)
        if word is None:
            continue
        text, conf, left, top, w, h = word
        if not text or conf < 0:
            continue
        span = Span(x0=left * sx, y0=top * sy, x1=(left + w) * sx, y1=(top + h) * sy, text=text, size=h * sy, conf=conf)
        if conf < MIN_WORD_CONFIDENCE or (conf < 60 and not any(c.isalnum() for c in text)):
            if sum(c.isalnum() for c in text) >= 2:
                unread.append(span)
            continue
        spans.append(span)
    rules = tuple(Rule(x0=b[0] * sx, y0=b[1] * sy, x1=(b[2] + 1) * sx, y1=(b[3] + 1) * sy) for b in boxes)
    confs = [s.conf for s in spans if s.conf is not None]
    mean = round(sum(confs) / len(confs), 1) if confs else None
    spans = _mark_unread_neighbours(spans, unread)
    layout = PageLayout(page_number, width_pt, height_pt, tuple(spans), rules, ocr=True)
    return OcrPage(layout=layout, mean_confidence=mean)


def _word_box(row: dict[str, str]) -> tuple[str, float, int, int, int, int] | None:
    """One row of Tesseract's TSV as (text, confidence, left, top, width, height); None when it is malformed."""
    try:
        conf = float(row.get("conf") or -1)
        left, top, w, h = (int(row[k] or 0) for k in ("left", "top", "width", "height"))
    except (TypeError, ValueError, KeyError):
        return None
    return (row.get("text") or "").strip(), conf, left, top, w, h


def _mark_unread_neighbours(spans: list[Span], unread: list[Span]) -> list[Span]:
    """A word left out because Tesseract could not read it passes its doubt to the nearest word kept on its
    line: the row or paragraph it was in is then flagged (vouch.ingest.confidence), instead of reading as
    complete ("Windscreen" for "Windscreen repair")."""
    out = list(spans)
    for gone in unread:
        height = gone.y1 - gone.y0
        best: tuple[float, int] | None = None
        for index, span in enumerate(out):
            overlap = min(span.y1, gone.y1) - max(span.y0, gone.y0)
            if overlap < 0.5 * min(height, span.y1 - span.y0):
                continue
            gap = max(span.x0 - gone.x1, gone.x0 - span.x1, 0.0)
            if gap <= 2 * height and (best is None or gap < best[0]):
                best = (gap, index)
        if best is not None:
            near = out[best[1]]
            out[best[1]] = replace(near, conf=min(near.conf if near.conf is not None else 100.0, gone.conf or 0.0))
    return out


def _reread_figures(image: Image.Image, rows: list[dict[str, str]], dpi: int) -> list[dict[str, str]]:
    """Words with a figure read with low confidence, read again alone on their line; the second reading
    replaces the first only when it is one word that Tesseract is sure of (else the doubt stays, and
    ``vouch.ingest.confidence`` flags the passage)."""
    budget = MAX_REREADS
    words_budget = MAX_WORD_REREADS
    out: list[dict[str, str]] = []
    for row in rows:
        word = _word_box(row)
        if word is None:
            out.append(row)
            continue
        text, conf, left, top, w, h = word
        figure = 0 <= conf < REREAD_BELOW and any(c.isdigit() for c in text)
        # A word so unsure it would be left out ("bracelet," at 16 in "Gold bracelet, 14k") is read again too.
        dropped = 0 <= conf < MIN_WORD_CONFIDENCE and sum(c.isalnum() for c in text) >= 2 and not figure
        if h <= 0 or not ((figure and budget > 0) or (dropped and words_budget > 0)):
            out.append(row)
            continue
        if figure:
            budget -= 1
        else:
            words_budget -= 1
        # The crop keeps a word's height each side for a figure (an amount's currency sign), then, if that
        # reading is not one sure word, a third of it: wider, the crop takes in the next word's edge ("14k (").
        floor = REREAD_BELOW if figure else WORD_FLOOR
        again: dict[str, str] | None = None
        for pad in (h, h // 3) if figure else (h // 3,):
            box = (
                max(0, left - pad),
                max(0, top - h // 2),
                min(image.width, left + w + pad),
                min(image.height, top + h + h // 2),
            )
            words = [r for r in _run_tesseract(image.crop(box), dpi, SINGLE_LINE) if (r.get("text") or "").strip()]
            if len(words) == 1 and float(words[0].get("conf") or -1) >= floor:
                again = words[0]
                break
        if again is not None:
            out.append({**row, "text": again["text"], "conf": again["conf"]})
        else:
            out.append(row)
    return out


MAX_CELL_READS = 40  # per page: each is one more Tesseract run
MIN_CELL_INK = 12  # inked pixels (rules and specks painted out) that make a cell worth reading again
CELL_INSET = 6  # pixels kept clear of a cell's rules: their painted-out fringe still reads as "|" or "]"
CROP_MARGIN = 12  # pixels of white around a cell read on its own


def _has_word(row: dict[str, str]) -> bool:
    return any(c.isalnum() for c in row.get("text") or "")


def _surest(rows: Sequence[dict[str, str]]) -> float:
    return max((float(r.get("conf") or -1) for r in rows), default=-1.0)


def _placed(row: dict[str, str], box: tuple[int, int, int, int], scale: int, pad: int) -> dict[str, str]:
    """A word read in a crop (``_clean_crop``: scaled and padded) moved back onto the page."""
    try:
        left, top, w, h = (int(row.get(k) or 0) for k in ("left", "top", "width", "height"))
    except ValueError:
        return {**row, "text": ""}
    return {
        **row,
        "left": str(left // scale - pad + box[0]),
        "top": str(top // scale - pad + box[1]),
        "width": str(w // scale),
        "height": str(h // scale),
    }


def _clean_crop(image: Image.Image) -> Image.Image:
    """One cell on its own, as Tesseract reads a lone character best: ink made black on white (grain and
    the paper's grey tone gone), a white margin around it, and doubled in size."""
    crop = np.asarray(image)
    clean = np.where(crop < DARK, 0, 255).astype(np.uint8)
    margin = CROP_MARGIN
    padded = np.full((clean.shape[0] + 2 * margin, clean.shape[1] + 2 * margin), 255, dtype=np.uint8)
    padded[margin:-margin, margin:-margin] = clean
    out = Image.fromarray(padded)
    return out.resize((out.width * 2, out.height * 2), Image.Resampling.LANCZOS)


def _reread_cells(
    image: Image.Image,
    ink: np.ndarray,
    boxes: Sequence[tuple[int, int, int, int]],
    rows: list[dict[str, str]],
    dpi: int,
) -> list[dict[str, str]]:
    """Cells of a fully ruled grid that hold ink but no word the page pass was sure of, read again alone.

    Tesseract's sparse-text pass drops a character standing alone between rules (the item numbers "2".."7" and
    quantities "1" of a scanned estimate) or reads it as dust; read as a single line on its own (then as a
    single character), it is found. Only cells bounded by rules on all four sides are read, and only when
    they hold ink: a blank cell stays blank. The second reading replaces the page pass's words in the cell
    when Tesseract is surer of it."""
    rules = [Rule(x0=b[0], y0=b[1], x1=b[2] + 1, y1=b[3] + 1) for b in boxes]
    words = [(row, _word_box(row)) for row in rows]
    out = list(rows)
    budget = MAX_CELL_READS
    for grid in find_grids(rules, max_row=image.height * 0.12, tol=6.0):
        if not grid.xs:
            continue
        edges = [grid.x0, *grid.xs, grid.x1]
        for top, bottom in itertools.pairwise(grid.ys):
            for left, right in itertools.pairwise(edges):
                box = (int(left) + CELL_INSET, int(top) + CELL_INSET, int(right) - CELL_INSET, int(bottom) - CELL_INSET)
                if box[2] - box[0] < 4 or box[3] - box[1] < 4 or budget <= 0:
                    continue
                mine = [
                    (row, w)
                    for row, w in words
                    if w is not None and w[0] and left < w[2] + w[4] / 2 < right and top < w[3] + w[5] / 2 < bottom
                ]
                if any(w[1] >= WORD_FLOOR and any(c.isalnum() for c in w[0]) for _, w in mine):
                    continue
                if int(ink[box[1] : box[3], box[0] : box[2]].sum()) < MIN_CELL_INK:
                    continue
                budget -= 1
                again: list[dict[str, str]] = []
                plain = image.crop(box)
                for crop, scale, pad in ((plain, 1, 0), (_clean_crop(plain), 2, CROP_MARGIN)):
                    read = [_placed(r, box, scale, pad) for r in _run_tesseract(crop, dpi * scale, SINGLE_LINE)]
                    read = [r for r in read if _has_word(r)]
                    if _surest(read) > _surest(again):
                        again = read
                    if _surest(again) >= WORD_FLOOR:
                        break
                if _surest(again) < max([WORD_FLOOR, *(w[1] for _, w in mine)]):
                    continue
                gone = {id(row) for row, _ in mine}
                out = [row for row in out if id(row) not in gone] + again
    return out


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
