"""E-mail (.eml): the headers and body become one document; each attachment becomes a document of its own.

The body is decoded with its declared charset (see ``charset``); HTML-only mail is reduced to its text. The
attachments are handed back to the pipeline as ``<eml name>/<attachment name>``, so the address grammar holds
for them (``claim-mail.eml/photo-report.pdf#p2.c3-1``) and each goes through every stage on its own.
"""

from __future__ import annotations

import email
import email.policy
import re
from email.message import EmailMessage
from html.parser import HTMLParser
from pathlib import PurePosixPath, PureWindowsPath

from vouch.ingest.blocks import Block, BlockKind
from vouch.ingest.detect import TypedFile
from vouch.ingest.errors import ErrorCode, IngestError
from vouch.ingest.parsed import ParsedDocument
from vouch.ingest.parsers.charset import decode_text
from vouch.ingest.parsers.text import _plain_blocks
from vouch.ingest.validate import Limits

_BLOCK_TAGS = {"p", "div", "br", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "table", "blockquote"}


class _HtmlText(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in {"script", "style", "head"}:
            self._skip += 1
        if tag in _BLOCK_TAGS:
            self.parts.append("\n\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in {"script", "style", "head"} and self._skip:
            self._skip -= 1

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self.parts.append(data)


def html_to_text(html: str) -> str:
    parser = _HtmlText()
    parser.feed(html)
    text = "".join(parser.parts)
    return re.sub(r"\n\s*\n+", "\n\n", re.sub(r"[ \t]+", " ", text)).strip()


def _body(message: EmailMessage) -> str:
    part = message.get_body(preferencelist=("plain", "html"))
    if part is None:
        return ""
    payload = part.get_payload(decode=True)
    raw = payload if isinstance(payload, bytes) else b""
    text = decode_text(raw, part.get_content_charset())
    return html_to_text(text) if part.get_content_subtype() == "html" else text


def _attachment_name(part: EmailMessage, index: int, taken: set[str]) -> str:
    raw = part.get_filename() or ""
    name = PureWindowsPath(PurePosixPath(raw).name).name.strip() or f"attachment-{index}"
    if part.get_content_type() == "message/rfc822" and not name.lower().endswith(".eml"):
        name += ".eml"
    base, dot, ext = name.rpartition(".")
    candidate, n = name, 2
    while candidate in taken:  # two attachments with one name must not share an address
        candidate = f"{base}-{n}.{ext}" if dot else f"{name}-{n}"
        n += 1
    taken.add(candidate)
    return candidate


def _attachments(message: EmailMessage) -> list[tuple[str, bytes]]:
    out: list[tuple[str, bytes]] = []
    taken: set[str] = set()
    for index, part in enumerate(message.iter_attachments(), start=1):
        if part.get_content_type() == "message/rfc822":
            inner = part.get_payload(0) if part.is_multipart() else part.get_content()
            data = inner.as_bytes() if hasattr(inner, "as_bytes") else b""
        else:
            payload = part.get_payload(decode=True)
            data = payload if isinstance(payload, bytes) else b""
        out.append((_attachment_name(part, index, taken), data))
    return out


def parse_email(typed: TypedFile, limits: Limits) -> ParsedDocument:
    try:
        message = email.message_from_bytes(typed.file.data, policy=email.policy.default)
    except Exception as exc:  # the stdlib parser is lenient; anything it raises means a mangled message
        raise IngestError(ErrorCode.CORRUPT, f"is not a readable e-mail ({type(exc).__name__})") from None
    if not isinstance(message, EmailMessage) or not (message["from"] or message["subject"]):
        raise IngestError(ErrorCode.CORRUPT, "is not a readable e-mail (no From or Subject header)")
    headers = {name: str(message[name] or "").strip() for name in ("subject", "from", "to", "cc", "date")}
    blocks: list[Block] = []
    if headers["subject"]:
        blocks.append(Block(BlockKind.HEADING, headers["subject"], level=1))
    envelope = "; ".join(
        f"{name.capitalize()}: {value}" for name, value in headers.items() if value and name != "subject"
    )
    body = _plain_blocks(_body(message), opened=True)
    if envelope:
        # In a thread (quoted messages below the new one), the new message is the first entry, m1.
        thread = any(b.entry for b in body)
        blocks.append(Block(BlockKind.PARAGRAPH, envelope + ".", entry="m1" if thread else None))
    blocks.extend(body)
    attachments = _attachments(message)
    properties = {k: v for k, v in headers.items() if v}
    if headers["subject"]:
        properties["title"] = headers["subject"]
    return ParsedDocument(
        blocks=tuple(blocks), properties=properties, attachments=tuple(attachments), is_container=True
    )
