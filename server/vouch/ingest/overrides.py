"""Metadata a caller supplies to override what ingest reads from the document itself.

Sources, weakest first: the document (cover text, PDF info, DOCX core properties), a collection manifest
(``collection.json``), upload form fields / the caller of ``ingest_file``. ``None`` means "not given".
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from vouch.ingest.errors import ErrorCode, IngestError
from vouch.passages import ClauseRef, DocumentType

# Manifest words that are not DocumentType values but mean one.
_DOC_TYPE_ALIASES = {"scan": DocumentType.OTHER, "policy": DocumentType.WORDING, "e-mail": DocumentType.EMAIL}


def parse_doc_type(raw: str) -> DocumentType:
    value = raw.strip().lower()
    if value in _DOC_TYPE_ALIASES:
        return _DOC_TYPE_ALIASES[value]
    try:
        return DocumentType(value)
    except ValueError:
        names = ", ".join(t.value for t in DocumentType)
        raise IngestError(ErrorCode.BAD_METADATA, f"unknown doc_type {raw!r}; use one of {names}") from None


def parse_date(raw: str, what: str = "effective_date") -> date:
    try:
        return date.fromisoformat(raw.strip())
    except ValueError:
        raise IngestError(ErrorCode.BAD_METADATA, f"{what} must be a date like 2024-03-01, got {raw!r}") from None


def _supersedes(raw: object) -> tuple[ClauseRef, ...]:
    """A list of {"document", "clause"} objects, or "document:clause" strings (form fields)."""
    items = raw if isinstance(raw, list) else [raw]
    refs: list[ClauseRef] = []
    for item in items:
        if isinstance(item, Mapping) and isinstance(item.get("document"), str) and isinstance(item.get("clause"), str):
            refs.append(ClauseRef(document=item["document"], clause=item["clause"]))
        elif isinstance(item, str) and ":" in item:
            document, _, clause = item.rpartition(":")
            refs.append(ClauseRef(document=document.strip(), clause=clause.strip()))
        else:
            raise IngestError(
                ErrorCode.BAD_METADATA,
                f"supersedes must name a document and a clause (e.g. 'policy.pdf:4.2(b)'), got {item!r}",
            )
    return tuple(refs)


@dataclass(frozen=True)
class DocumentMetadata:
    title: str | None = None
    doc_type: DocumentType | None = None
    version: str | None = None
    effective_date: date | None = None
    supersedes: tuple[ClauseRef, ...] | None = None  # () clears what the document says; None keeps it
    claim_ref: str | None = None  # the claim whose file this is (manifests may call it claim_number)
    policy_ref: str | None = None  # the policy a schedule is for, or a claim file's policy (policy_number)

    @classmethod
    def from_mapping(cls, raw: Mapping[str, object]) -> DocumentMetadata:
        """From a manifest entry or form fields; unknown keys are ignored (manifests carry extra facts)."""

        def text(key: str) -> str | None:
            value = raw.get(key)
            if value is None or (isinstance(value, str) and not value.strip()):
                return None
            return str(value).strip()

        doc_type = text("doc_type")
        effective = text("effective_date")
        supersedes = raw.get("supersedes")
        if isinstance(supersedes, str) and supersedes.strip().startswith("["):
            try:
                supersedes = json.loads(supersedes)
            except json.JSONDecodeError:
                raise IngestError(ErrorCode.BAD_METADATA, "supersedes is not valid JSON") from None
        return cls(
            title=text("title"),
            doc_type=parse_doc_type(doc_type) if doc_type else None,
            version=text("version"),
            effective_date=parse_date(effective) if effective else None,
            supersedes=_supersedes(supersedes) if supersedes not in (None, "") else None,
            claim_ref=text("claim_ref") or text("claim_number"),
            policy_ref=text("policy_ref") or text("policy_number"),
        )

    def over(self, base: DocumentMetadata | None) -> DocumentMetadata:
        """These values where given, else ``base``'s."""
        if base is None:
            return self
        return DocumentMetadata(
            title=self.title if self.title is not None else base.title,
            doc_type=self.doc_type if self.doc_type is not None else base.doc_type,
            version=self.version if self.version is not None else base.version,
            effective_date=self.effective_date if self.effective_date is not None else base.effective_date,
            supersedes=self.supersedes if self.supersedes is not None else base.supersedes,
            claim_ref=self.claim_ref if self.claim_ref is not None else base.claim_ref,
            policy_ref=self.policy_ref if self.policy_ref is not None else base.policy_ref,
        )


@dataclass(frozen=True)
class CollectionManifest:
    """``collection.json``: per-file metadata for a folder of documents."""

    name: str | None
    entries: Mapping[str, DocumentMetadata]

    def for_file(self, document_id: str) -> DocumentMetadata | None:
        return self.entries.get(document_id) or self.entries.get(document_id.rsplit("/", 1)[-1])

    @classmethod
    def load(cls, path: Path) -> CollectionManifest:
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise IngestError(ErrorCode.BAD_METADATA, f"manifest {path.name} cannot be read: {exc}") from None
        if not isinstance(raw, dict) or not isinstance(raw.get("documents", []), list):
            raise IngestError(ErrorCode.BAD_METADATA, f"manifest {path.name} must be an object with 'documents'")
        entries: dict[str, DocumentMetadata] = {}
        for entry in raw.get("documents", []):
            if not isinstance(entry, dict) or not isinstance(entry.get("file"), str):
                raise IngestError(ErrorCode.BAD_METADATA, f"manifest {path.name}: each document needs a 'file'")
            entries[entry["file"]] = DocumentMetadata.from_mapping(entry)
        name = raw.get("name")
        return cls(name=name if isinstance(name, str) else None, entries=entries)
