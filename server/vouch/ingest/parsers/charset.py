"""Turning bytes into text without guessing.

Decision: text must be UTF-8 (a UTF-8 or UTF-16 byte-order mark is honoured), or carry a declared charset
(an e-mail part's ``charset=``). Anything else is refused with the byte offset of the first bad byte rather
than decoded as cp1252 "probably": a citation quoting mojibake ("Â£350") would be worse than asking for the
file to be saved as UTF-8, and a wrong guess could change an amount or a name without anyone noticing.
"""

from __future__ import annotations

import codecs
import unicodedata

from vouch.ingest.errors import ErrorCode, IngestError

_BOMS = ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))


def decode_text(data: bytes, declared: str | None = None) -> str:
    encoding = "utf-8"
    for bom, name in _BOMS:
        if data.startswith(bom):
            encoding = name
            break
    else:
        if declared:
            try:
                encoding = codecs.lookup(declared.strip().strip('"')).name
            except LookupError:
                raise IngestError(ErrorCode.ENCODING, f"declares an unknown character set {declared!r}") from None
    try:
        text = data.decode(encoding)
    except UnicodeDecodeError as exc:
        bad = data[exc.start : exc.start + 1].hex()
        raise IngestError(
            ErrorCode.ENCODING,
            f"is not valid {encoding.upper()} text: byte 0x{bad} at offset {exc.start} cannot be decoded; "
            "save the file as UTF-8 and upload it again",
        ) from None
    return unicodedata.normalize("NFC", text.replace("\r\n", "\n").replace("\r", "\n"))
