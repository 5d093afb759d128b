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

A policy document applies to the policies it is for (``document_policies``, recorded by the passage store in
``DocumentInfo.applies_to`` whenever a document arrives or goes, so a schedule that comes later counts). An
endorsement whose own header names a policy ("This endorsement changes policy MBD-7731952 only") is that
policy's and those whose schedule, declarations page or certificate prints its code; one whose header names
none is every policy's except those whose customer document lists endorsements without its code
("Endorsements: none"). A wording, endorsement, notice or guide that names its insurer ("Tamarack Bluff
Insurance Company - Dwelling Property Special Form") is no part of a policy whose customer document names only
other insurers: a collection may hold several insurers' documents, and a claim letter draws on its own
policy's. This is the one decision of which policies a policy document is for: search draws on it only for an
answer whose policy it applies to (with no policy known, a prospective customer's, any that is no one customer's
document), and the clause an endorsement replaces is replaced for those policies only (``Passage.replaced_for``;
for everyone, ``superseded_by``, when it has no exception): for every other policy the base wording stands.
Drafting and checking both see only what search returns, so the drafter, the checker and its supersession
gate (a passage saying a figure was changed) agree on which figure is current for a letter.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import PurePosixPath

from vouch.ingest.parties import header_labels, normalise_policy_ref, surnames
from vouch.passages import DocumentInfo, DocumentType, EndorsementPolicies, Passage
from vouch.verify.lexicon import literal_alternation

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
        if not document.applies_to.allows(policies):
            # Another policy's endorsement is never drawn on: it changes that policy's terms, not this one's.
            return False
        if document.customer_document:
            return document.policy_ref is not None and normalise_policy_ref(document.policy_ref) in policies
        return True

    def describe(self) -> str:
        """As the audit and the "searched" line say it."""
        if self.claim_ref is None:
            return "policy documents (no claim chosen)"
        return f"claim {self.claim_ref} and the policy documents"


# -- which policies an endorsement applies to -------------------------------------------------------------------

# "Endorsement QE7 - ...", "Endorsement NW-BP 04 15 ...", "...-endorsement-GRC-04-90-...": the code is the run of
# capitals and digits after the word, with a digit in it.
_ENDORSEMENT = re.compile(r"\b(?i:endorsement)\s+(?P<code>(?=[A-Z0-9 -]*\d)[A-Z0-9]+\b(?:[-\s][A-Z0-9]+\b)*)")


def endorsement_code(document: DocumentInfo) -> str | None:
    """The code of an endorsement, from its title or its file name ("Endorsement QE7 - Denial of access",
    "quaymarsh-endorsement-QE7-denial-of-access.pdf" -> "QE7"); None for any other document."""
    match = _ENDORSEMENT.search(document.title) or _ENDORSEMENT.search(re.sub(r"[/_.-]+", " ", document.document_id))
    return match.group("code") if match else None


def is_endorsement(document: DocumentInfo) -> bool:
    """A policy document that changes a policy's terms: typed an endorsement, or named by an endorsement code."""
    if document.claim_ref is not None or document.doc_type in (DocumentType.CLAIM_FILE, DocumentType.TEMPLATE):
        return False
    return document.doc_type is DocumentType.ENDORSEMENT or endorsement_code(document) is not None


def code_pattern(code: str) -> re.Pattern[str]:
    """A code as a schedule prints it: its parts joined by a space, a hyphen or nothing ("GRC 04 90" is
    "GRC-04-90" and "GRC0490"), and never inside a longer code ("E7" is not printed by "HE75")."""
    parts = [re.escape(part) for part in re.split(r"[\s-]+", code.strip()) if part]
    return re.compile(r"(?<![A-Za-z0-9])" + r"[\s-]?".join(parts) + r"(?![A-Za-z0-9])")


# A customer document that speaks of endorsements ("Endorsements: none", "Forms and endorsements: ...") says
# which are in force on its policy: an endorsement whose code it does not print is not.
_SPEAKS_OF_ENDORSEMENTS = re.compile(r"\bendorsements?\b", re.IGNORECASE)


# An insurer as its documents name it: one to five capitalised words before one of the words insurers' names end
# on ("Tamarack Bluff Insurance Company", "Cobbleford Business Insurance plc", "NORTHWIND MUTUAL CASUALTY
# COMPANY"; ``ingest/data/header_labels.json``), or before "General" and a company's ending ("FELLSIDE MOTOR &
# GENERAL LIMITED"). The first word is the insurer's own name, unless it starts a product's or a department's
# ("Home Insurance", "State Department of Insurance").
_CONNECTOR = r"(?!(?i:of|and|for|the|to|in|on)\b)"


@cache
def _insurer_pattern() -> re.Pattern[str]:
    ends = literal_alternation(header_labels().insurer_name_words)
    word = r"[A-Z][A-Za-z'\u2019-]+"
    return re.compile(
        rf"(?<![\w&'-]){_CONNECTOR}(?P<brand>{word})(?:\s+(?:&\s+)?{_CONNECTOR}{word}){{0,4}}?"
        rf"\s+(?:&\s+)?(?:(?i:{ends})\b|(?i:general)\s+(?i:limited|ltd|plc|company|insurance)\b)"
    )


_HEADER_PASSAGES = 8


def insurers_of(document: DocumentInfo, passages: Iterable[Passage]) -> frozenset[str]:
    """The insurers a document names in its title and its first passages, by their own name, lower case
    ("tamarack" for "Tamarack Bluff Insurance Company - Declarations DF-2204819")."""
    texts = [document.title, *(p.text for p in itertools.islice(passages, _HEADER_PASSAGES))]
    out = set()
    for text in texts:
        for match in _insurer_pattern().finditer(text):
            brand = match.group("brand").lower()
            if brand not in header_labels().not_insurer_first_words:
                out.add(brand)
    return frozenset(out)


def is_policy_document(document: DocumentInfo) -> bool:
    """A document about everyone's terms (a wording, an endorsement, a notice, a staff guide): neither one
    customer's document nor a claim's file nor an approved template."""
    return (
        document.claim_ref is None
        and document.doc_type not in (DocumentType.CLAIM_FILE, DocumentType.TEMPLATE)
        and not document.customer_document
    )


def document_policies(
    document: DocumentInfo,
    documents: Iterable[DocumentInfo],
    texts: Callable[[DocumentInfo], Iterable[Passage]],
    insurers: Callable[[DocumentInfo], frozenset[str]],
) -> EndorsementPolicies:
    """The policies a policy document applies to, among a collection's ``documents`` (``texts`` reads a
    document's passages; ``insurers`` a document's ``insurers_of``, remembered across the collection, since each
    policy document compares itself with every customer document): the one decision of scope by policy. An
    endorsement's header policy (when that is one customer's document, or a policy another document of the
    collection is about: a form code is no policy) makes it those policies' only, with each whose customer
    document prints its code. Otherwise it is every policy's, except, for an endorsement with a code, those
    whose customer document lists endorsements without it, and, for any policy document that names its
    insurer, those whose customer document names only other insurers: another insurer's wording, endorsement or
    notice is no part of this customer's policy."""
    if not (is_endorsement(document) or is_policy_document(document)):
        return EndorsementPolicies()
    docs = [d for d in documents if d.document_id != document.document_id]
    customers = [d for d in docs if d.customer_document and d.policy_ref is not None]
    own_insurers = insurers(document)
    elsewhere: set[str] = set()
    if own_insurers:
        for customer in customers:
            theirs = insurers(customer)
            if theirs and theirs.isdisjoint(own_insurers):
                elsewhere.add(normalise_policy_ref(customer.policy_ref or ""))
    if not is_endorsement(document):
        return EndorsementPolicies(not_for=tuple(sorted(elsewhere)))
    known = {normalise_policy_ref(d.policy_ref) for d in docs if d.policy_ref}
    header: set[str] = set()
    if document.policy_ref is not None:
        own = normalise_policy_ref(document.policy_ref)
        if document.customer_document or own in known:
            header.add(own)
    code = endorsement_code(document)
    printed = code_pattern(code) if code is not None else None
    listing: set[str] = set()
    silent: set[str] = set()
    for customer in customers:
        words = [p.text for p in texts(customer)]
        if printed is not None and any(printed.search(text) for text in words):
            listing.add(normalise_policy_ref(customer.policy_ref or ""))
        elif any(_SPEAKS_OF_ENDORSEMENTS.search(text) for text in words):
            silent.add(normalise_policy_ref(customer.policy_ref or ""))
    if header:
        return EndorsementPolicies(only=tuple(sorted(header | listing)))
    if printed is None:
        # A schedule lists endorsements by code: one without a code it cannot leave out, but its insurer can.
        return EndorsementPolicies(not_for=tuple(sorted(elsewhere)))
    return EndorsementPolicies(not_for=tuple(sorted((silent | elsewhere) - listing)))
