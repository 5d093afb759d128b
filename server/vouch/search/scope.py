"""Which documents a draft about a claim may draw on: that claim's own file plus the policy documents.

Another customer's details in a letter is a data-protection breach, not a citation, so the scope is applied
where passages are found (search filters the live documents before ranking), for drafting and checking alike.
A document belongs to a claim when ingest recorded a ``claim_ref`` for it (the folder it came in,
``claims/<CLAIM_REF>/...``, a ``collection.json`` entry's ``claim_ref``/``claim_number``, or the upload's
``claim_ref`` field). A claim-file document whose claim is not known is never drafted from: it could be
anyone's.

A customer document (a schedule, declarations page or certificate: ``DocumentInfo.customer_document``) is one
customer's too. A draft about a claim may use the schedule of the policy that claim's own file names
(``policy_ref``, read from its header at ingest) and no other; a draft with no claim may use only the schedule
the handler names in the instruction, by its policy number or its policyholder's surname ("vet fees limit on
Tregarthen's policy?"). A claim whose file names no policy gets no schedule: it could be anyone's.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import PurePosixPath

from vouch.ingest.parties import normalise_policy_ref, surnames
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
    """The documents one answer may draw on. ``claim_ref`` None: policy documents only, plus the customer
    documents ``instruction`` names."""

    claim_ref: str | None = None
    instruction: str = ""

    @classmethod
    def for_claim(cls, claim_ref: str | None, instruction: str = "") -> DraftScope:
        ref = normalise_claim_ref(claim_ref)
        # With a claim, its own file says whose policy it is; the instruction's words choose nothing.
        return cls(ref, "" if ref is not None else instruction)

    def documents(self, documents: Iterable[DocumentInfo]) -> frozenset[str]:
        """The ids of the documents this scope allows among ``documents`` (a collection's, all of them: the
        claim's policy is read from its own file among them)."""
        docs = list(documents)
        policies = self.policies(docs)
        return frozenset(d.document_id for d in docs if self._allows(d, policies))

    def policies(self, documents: Iterable[DocumentInfo]) -> frozenset[str]:
        """The policy numbers whose customer documents this scope allows."""
        docs = list(documents)
        if self.claim_ref is not None:
            return frozenset(
                normalise_policy_ref(d.policy_ref)
                for d in docs
                if d.policy_ref and normalise_claim_ref(d.claim_ref) == self.claim_ref
            )
        return frozenset(
            normalise_policy_ref(d.policy_ref) for d in docs if d.customer_document and d.policy_ref and self._names(d)
        )

    def _names(self, document: DocumentInfo) -> bool:
        """Whether the instruction names this customer document: its policy number, or a party's surname as a
        capitalised word."""
        if not self.instruction or document.policy_ref is None:
            return False
        squashed = re.sub(r"[\s/-]", "", self.instruction.upper())
        if re.sub(r"[/-]", "", normalise_policy_ref(document.policy_ref)) in squashed:
            return True
        return any(
            re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", self.instruction) for name in surnames(document.parties)
        )

    def _allows(self, document: DocumentInfo, policies: frozenset[str]) -> bool:
        if document.doc_type is DocumentType.TEMPLATE:
            return False  # approved letter wording is the frame, not evidence for a fact
        owner = normalise_claim_ref(document.claim_ref)
        if owner is not None:
            return owner == self.claim_ref
        if document.doc_type is DocumentType.CLAIM_FILE:
            return False
        if document.customer_document:
            return document.policy_ref is not None and normalise_policy_ref(document.policy_ref) in policies
        return True

    def describe(self) -> str:
        """As the audit and the "searched" line say it."""
        if self.claim_ref is None:
            return "policy documents (no claim chosen)"
        return f"claim {self.claim_ref} and the policy documents"
