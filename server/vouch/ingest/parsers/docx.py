"""DOCX with python-docx: headings from styles, Word numbering resolved, lists, tables, core properties.

Running headers and footers live in their own parts, so they never mix with body text; they are kept as
``furniture`` for metadata ("Version 2.0 | Effective 15 January 2024"). A DOCX has no pages until Word lays it
out; Word records its last layout as ``lastRenderedPageBreak`` marks, and where a file carries them (or hard
page breaks) passages get those page numbers, otherwise none.
"""

from __future__ import annotations

import io
import re
from typing import Any

from vouch.ingest.blocks import Block, BlockKind, TableData
from vouch.ingest.detect import TypedFile, check_zip
from vouch.ingest.errors import ErrorCode, IngestError
from vouch.ingest.parsed import ParsedDocument
from vouch.ingest.parsers.docx_numbering import Numbering, StyleBook, W
from vouch.ingest.shapes import TYPED_LIST_LABEL
from vouch.ingest.tables import label_value_first_row
from vouch.ingest.validate import Limits

_HEADING_STYLE = re.compile(r"^heading\s*(\d)$", re.IGNORECASE)
_LIST_STYLE = re.compile(r"^list(\s+(bullet|number|paragraph|continue))?(\s*\d)?$", re.IGNORECASE)


def _open(typed: TypedFile, limits: Limits) -> Any:
    import docx
    from docx.opc.exceptions import PackageNotFoundError

    check_zip(typed.file.data, limits, "Word document")  # again: never trust that detect ran first
    try:
        return docx.Document(io.BytesIO(typed.file.data))
    except (PackageNotFoundError, KeyError, ValueError) as exc:
        raise IngestError(ErrorCode.CORRUPT, f"is not a readable Word document ({type(exc).__name__})") from None
    except Exception as exc:  # lxml.etree.XMLSyntaxError and friends: a damaged part
        raise IngestError(ErrorCode.CORRUPT, f"is not a readable Word document ({type(exc).__name__})") from None


def _outline_level(paragraph: Any, styles: StyleBook) -> int | None:
    name = styles.name(paragraph)
    if name.lower() == "title":
        return 1
    match = _HEADING_STYLE.match(name)
    if match:
        return int(match.group(1)) + 1  # Title is above Heading 1
    ppr = paragraph._p.pPr
    outline = ppr.find(f"{W}outlineLvl") if ppr is not None else None
    value = outline.get(f"{W}val", "") if outline is not None else ""
    if value.isdigit() and int(value) < 9:
        return int(value) + 2
    for style_id in styles.chain(styles.style_id(paragraph)):
        level = styles.styles[style_id].outline if style_id in styles.styles else None
        if level is not None and level < 9:
            return level + 2
    return None


def _page_breaks(element: Any) -> int:
    rendered = len(element.findall(f".//{W}lastRenderedPageBreak"))
    hard = sum(1 for br in element.iter(f"{W}br") if br.get(f"{W}type") == "page")
    return rendered + hard


def _bold(paragraph: Any) -> bool:
    runs = [r for r in paragraph.runs if r.text.strip()]
    return bool(runs) and all(r.bold for r in runs)


def _cell_text(cell: Any) -> str:
    return " ".join(p.text.strip() for p in cell.paragraphs if p.text.strip())


def _table(table: Any, caption: str | None) -> TableData | None:
    rows: list[tuple[str, ...]] = []
    first_bold = False
    for index, row in enumerate(table.rows):
        cells: list[str] = []
        seen: set[int] = set()
        for cell in row.cells:
            if id(cell._tc) in seen:  # a merged cell repeats across the columns it spans
                continue
            seen.add(id(cell._tc))
            cells.append(_cell_text(cell))
        if index == 0:
            trpr = row._tr.trPr
            marked = trpr is not None and trpr.find(f"{W}tblHeader") is not None
            first_bold = marked or all(_bold(p) for c in row.cells for p in c.paragraphs if p.text.strip())
        if any(cells):
            rows.append(tuple(cells))
    if not rows:
        return None
    # A bold or marked first row is the header, unless it is a policy's or customer's detail and its value
    # ("Policyholder | Mrs Bethan Ouseley"): that is the table's first row of data.
    has_header = len(rows) > 1 and first_bold and not label_value_first_row(rows)
    header = rows[0] if has_header else ()
    body = rows[1:] if has_header else rows
    return TableData(header=header, rows=tuple(body), caption=caption)


def parse_docx(typed: TypedFile, limits: Limits) -> ParsedDocument:
    document = _open(typed, limits)
    numbering = Numbering.from_document(document)
    styles = StyleBook(document)
    body = document.element.body
    paged = _page_breaks(body) > 0
    page = 1
    blocks: list[Block] = []
    caption: str | None = None
    for item in document.iter_inner_content():
        element = item._element
        if element.tag == f"{W}tbl":
            data = _table(item, caption)
            if data is not None:
                blocks.append(Block(BlockKind.TABLE, caption or "", page=page if paged else None, table=data))
            caption = None
            page += _page_breaks(element)
            continue
        text = item.text.strip()
        breaks = _page_breaks(element)
        # A break before the text (Word writes lastRenderedPageBreak where the new page begins) moves this
        # paragraph to the next page; count breaks at the start of the paragraph first.
        first_text = element.find(f".//{W}t")
        leading = 0
        for node in element.iter(f"{W}lastRenderedPageBreak", f"{W}br", f"{W}t"):
            if node is first_text:
                break
            if node.tag == f"{W}lastRenderedPageBreak" or node.get(f"{W}type") == "page":
                leading += 1
        page += leading
        here = page if paged else None
        page += breaks - leading
        if caption is not None:  # a caption not followed by a table is ordinary text
            blocks.append(Block(BlockKind.PARAGRAPH, caption, page=here))
            caption = None
        if not text:
            continue
        style_name = styles.name(item)
        if style_name.lower() == "caption" or (
            style_name.lower() != "title" and text.lower().startswith("table ") and len(text) < 120 and _bold(item)
        ):
            caption = text
            continue
        level = _outline_level(item, styles)
        numbered = numbering.label(item, styles)
        if level is not None:
            label = numbered[0] if numbered and numbered[1] != "bullet" else None
            blocks.append(Block(BlockKind.HEADING, f"{label} {text}" if label else text, page=here, level=level))
        elif numbered is not None or _LIST_STYLE.match(style_name):
            label = numbered[0] if numbered else "•"
            shown = text if numbered and numbered[1] == "bullet" else f"{label} {text}" if numbered else text
            blocks.append(Block(BlockKind.LIST_ITEM, shown, page=here, label=label))
        elif (typed_label := TYPED_LIST_LABEL.match(text)) is not None:
            # A label typed into the paragraph ("(a) ask the club secretary ..."), as PDFs print them.
            blocks.append(Block(BlockKind.LIST_ITEM, text, page=here, label=typed_label.group(1)))
        else:
            blocks.append(Block(BlockKind.PARAGRAPH, text, page=here))
    if caption is not None:
        blocks.append(Block(BlockKind.PARAGRAPH, caption, page=page if paged else None))
    return ParsedDocument(
        blocks=tuple(blocks),
        page_count=page if paged else None,
        properties=_properties(document),
        furniture=_furniture(document),
    )


def _properties(document: Any) -> dict[str, str]:
    props = document.core_properties
    out: dict[str, str] = {}
    for name in ("title", "subject", "keywords", "version", "identifier", "comments", "category", "content_status"):
        value = getattr(props, name, None)
        if value:
            out[name] = str(value).strip()
    for name in ("created", "modified"):
        value = getattr(props, name, None)
        if value is not None:
            out[name] = value.date().isoformat()
    return out


def _furniture(document: Any) -> tuple[str, ...]:
    lines: list[str] = []
    for section in document.sections:
        for part in (section.header, section.footer, section.first_page_header, section.first_page_footer):
            if part is None or part.is_linked_to_previous:
                continue
            lines.extend(p.text.strip() for p in part.paragraphs if p.text.strip())
    return tuple(dict.fromkeys(lines))
