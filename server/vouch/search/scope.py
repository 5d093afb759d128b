"""Which documents a draft about a claim may draw on: that claim's own file plus the policy documents.

Another customer's details in a letter is a data-protection breach, not a citation, so the scope is applied
where passages are found (search filters the live documents before ranking), for drafting and checking alike.
A document belongs to a claim when ingest recorded a ``claim_ref`` for it (the folder it came in,
``claims/<CLAIM_REF>/...``, a ``collection.json`` entry's ``claim_ref``/``claim_number``, or the upload's
``claim_ref`` field). A claim-file document whose claim is not known is never drafted from: it could be
anyone's.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import PurePosixPath

from vouch.passages import DocumentInfo, DocumentType

# Folder names under which each sub-folder is one claim's file: documents/claims/<CLAIM_REF>/notes.txt.
CLAIM_FOLDERS = frozenset({"claims", "claim-files", "claim_files", "claim files"})
_REF = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_./-]{1,63}$")


def normalise_claim_ref(raw: str | None) -> str | None:
    """A claim reference as compared: trimmed, upper case ("kp-31544 " -> "KP-31544"); None when empty."""
    if raw is None:
        return None
    value = " ".join(raw.split()).upper()
    return value or None


def claim_ref_from_path(document_id: str) -> str | None:
    """The claim a document's folder names: ``claims/KP-31544/notes.txt`` -> ``KP-31544``."""
    parts = PurePosixPath(document_id).parts[:-1]
    for folder, ref in itertools.pairwise(parts):
        if folder.lower() in CLAIM_FOLDERS and _REF.match(ref):
            return normalise_claim_ref(ref)
    return None


@dataclass(frozen=True)
class DraftScope:
    """The documents one answer may draw on. ``claim_ref`` None: policy documents only."""

    claim_ref: str | None = None

    @classmethod
    def for_claim(cls, claim_ref: str | None) -> DraftScope:
        return cls(normalise_claim_ref(claim_ref))

    def allows(self, document: DocumentInfo) -> bool:
        if document.doc_type is DocumentType.TEMPLATE:
            return False  # approved letter wording is the frame, not evidence for a fact
        owner = normalise_claim_ref(document.claim_ref)
        if owner is None:
            return document.doc_type is not DocumentType.CLAIM_FILE
        return owner == self.claim_ref

    def documents(self, documents: Iterable[DocumentInfo]) -> frozenset[str]:
        return frozenset(d.document_id for d in documents if self.allows(d))

    def describe(self) -> str:
        """As the audit and the "searched" line say it."""
        if self.claim_ref is None:
            return "policy documents (no claim chosen)"
        return f"claim {self.claim_ref} and the policy documents"
