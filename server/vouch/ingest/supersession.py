"""Which document an endorsement's "clause 4.2(b) is deleted and replaced" refers to.

Parsing sees one file, so an endorsement's references leave ``describe`` with an empty document name. When
committing, they are resolved against the collection: the document whose file name or title carries an
identifier the endorsement mentions (a form number such as HM-LP-100), else the collection's only wording.
A reference that cannot be resolved yet (the wording arrives later in the batch) stays pending with document
"" and is resolved again whenever another document of the collection is committed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import replace

from vouch.passages import ClauseRef, DocumentInfo, DocumentType

_IDENTIFIER = re.compile(r"\b[A-Z]{1,6}(?:-[A-Z0-9]{1,8}){1,4}\b")


def mentioned_identifiers(texts: Iterable[str]) -> list[str]:
    found: list[str] = []
    for text in texts:
        for match in _IDENTIFIER.finditer(text):
            if match.group(0) not in found:
                found.append(match.group(0))
    return found


def pending(document: DocumentInfo) -> bool:
    return any(not ref.document for ref in document.supersedes)


def resolve_target(document: DocumentInfo, mentions: Sequence[str], others: Sequence[DocumentInfo]) -> str | None:
    candidates = [
        d for d in others if d.document_id != document.document_id and d.doc_type is not DocumentType.ENDORSEMENT
    ]
    own = f"{document.document_id} {document.title}".lower()
    # Longest identifiers first: "HM-LP-100-E7" (the endorsement's own form) before "HM-LP-100".
    for mention in sorted(mentions, key=len, reverse=True):
        needle = mention.lower()
        if needle in own and not any(needle in f"{d.document_id} {d.title}".lower() for d in candidates):
            continue
        hits = [d for d in candidates if needle in f"{d.document_id} {d.title}".lower()]
        if len(hits) == 1:
            return hits[0].document_id
    wordings = [d for d in candidates if d.doc_type is DocumentType.WORDING]
    return wordings[0].document_id if len(wordings) == 1 else None


def resolve(document: DocumentInfo, mentions: Sequence[str], others: Sequence[DocumentInfo]) -> DocumentInfo:
    """``document`` with its pending references pointed at a document of the collection where possible."""
    if not pending(document):
        return document
    target = resolve_target(document, mentions, others)
    if target is None:
        return document
    refs = tuple(ClauseRef(document=target, clause=r.clause) if not r.document else r for r in document.supersedes)
    return replace(document, supersedes=refs)
