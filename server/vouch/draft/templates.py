"""Approved letter templates: a lead's DOCX per letter type, with named slots the drafter fills.

A template is a document of the collection whose type is ``template`` (``doc_type`` in ``collection.json`` or
the upload form, or a file under a ``templates/`` folder). Its letter type comes from ``letter_type`` in its
name or title ("decline", "settlement", "request for information", "acknowledgement"). Each paragraph is
approved wording with slots written ``{{name}}``:

    salutation  "Dear Mr Lacey,"            addressee  "Mr Owen Lacey"     claim_ref  the claim
    body        the checked facts, one paragraph per part of the instruction
    next_steps  what the documents say happens next (checked)
    author, team  the signed-in user

The approved wording is sent as approved (recorded so in the audit, never checked as a claim); the facts
in the slots are checked like any drafted sentence. Templates are never evidence (``DraftScope``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import PurePosixPath

from vouch.draft.base import LetterTemplate, TemplateSlotText
from vouch.draft.instruction import LetterType
from vouch.passage_store import PassageStore
from vouch.passages import DocumentType, Passage

SLOT = re.compile(r"\{\{\s*(?P<name>[A-Za-z_]+)\s*\}\}")
TEMPLATE_FOLDERS = frozenset({"templates", "letter-templates", "letter_templates"})
_TYPE_NAMES: tuple[tuple[LetterType, re.Pattern[str]], ...] = (
    (LetterType.DECLINE, re.compile(r"declin|refus|reject", re.I)),
    (LetterType.COMPLAINT_RESPONSE, re.compile(r"complain", re.I)),
    (LetterType.SETTLEMENT, re.compile(r"settle|payment|offer", re.I)),
    (LetterType.REQUEST_FOR_INFORMATION, re.compile(r"request|information|\brfi\b", re.I)),
    (LetterType.ACKNOWLEDGEMENT, re.compile(r"acknowledg", re.I)),
)


def is_template_path(document_id: str) -> bool:
    return any(part.lower() in TEMPLATE_FOLDERS for part in PurePosixPath(document_id).parts[:-1])


def template_letter_type(name: str) -> LetterType | None:
    for letter_type, pattern in _TYPE_NAMES:
        if pattern.search(name):
            return letter_type
    return None


def paragraph(text: str) -> tuple[TemplateSlotText, ...]:
    """'Dear {{salutation}} ...' -> approved text and slots, in order."""
    items: list[TemplateSlotText] = []
    at = 0
    for match in SLOT.finditer(text):
        if match.start() > at:
            items.append(TemplateSlotText(text[at : match.start()]))
        items.append(TemplateSlotText(match.group("name"), slot=True))
        at = match.end()
    if at < len(text):
        items.append(TemplateSlotText(text[at:]))
    return tuple(items)


def template_from_passages(name: str, letter_type: LetterType, passages: list[Passage]) -> LetterTemplate:
    """Each line of the template's text is a paragraph of the letter (ingest keeps its paragraphs as lines)."""
    lines = [line.strip() for p in passages for line in p.text.splitlines()]
    return LetterTemplate(name, letter_type, tuple(paragraph(line) for line in lines if line))


def approved_templates(passages: PassageStore) -> Callable[[str, LetterType], LetterTemplate | None]:
    """The collection's approved template for a letter type (the newest ingested when there are several)."""

    def find(collection: str, letter_type: LetterType) -> LetterTemplate | None:
        found = [
            d
            for d in passages.documents(collection)
            if d.info.doc_type is DocumentType.TEMPLATE
            and template_letter_type(f"{d.info.document_id} {d.info.title}") is letter_type
        ]
        if not found:
            return None
        newest = max(found, key=lambda d: d.ingested_at)
        stored = passages.passages(collection, newest.info.document_id)
        return template_from_passages(newest.info.document_id, letter_type, stored)

    return find
