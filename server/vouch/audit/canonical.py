"""Canonical JSON and the hash of a record: what makes the chain checkable by any tool, not just this code.

A record's hash is SHA-256 over the canonical JSON of the record without its ``hash`` field: keys sorted,
no whitespace (``","`` and ``":"`` separators), UTF-8 without ``\\u`` escapes for non-ASCII, no NaN or
infinity, floats in Python's shortest round-trip form. The line on disk is the canonical JSON of the whole
record (hash included), so a changed byte anywhere, even whitespace, is a changed record.
"""

from __future__ import annotations

import hashlib
import json
import unicodedata
from collections.abc import Mapping
from typing import Any

GENESIS = "0" * 64  # the ``prev`` of record 1
HASH_FIELD = "hash"


def canonical(obj: Mapping[str, Any]) -> bytes:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode("utf-8")


def record_hash(record: Mapping[str, Any]) -> str:
    """The hash a record must carry: over every field but ``hash`` itself."""
    unsealed = {key: value for key, value in record.items() if key != HASH_FIELD}
    return hashlib.sha256(canonical(unsealed)).hexdigest()


def normalize_text(text: str) -> str:
    """The form a sentence is hashed in: NFC, whitespace runs as one space, trimmed. Word moves whitespace and
    composes characters without the words changing; anything else is an edit."""
    return " ".join(unicodedata.normalize("NFC", text).split())


def text_sha256(text: str) -> str:
    return hashlib.sha256(normalize_text(text).encode("utf-8")).hexdigest()
