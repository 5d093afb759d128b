"""What a citation points at: documents and their addressed passages.

These types are the contract between ingest (which makes them), the passage store (which keeps them),
search (which finds them) and verification (which quotes them). See "Passages and addresses" in DESIGN.md.

Address grammar (``PassageAddress``), e.g. ``policy-wording-2024.pdf#p15.c14-3`` or
``rent-schedule.pdf#p2.t1.r7``::

    <document file name> "#" <part> ("." <part>)*
    part := "p" <page>          page number, 1-based, for paged documents (PDF, scans)
          | "c" <clause>        clause number with "." -> "-" and brackets dropped: 4.2(b) -> 4-2b; a clause
                                named by words and a number is written "c-" and the words in kebab case:
                                "General condition 11" -> c-general-condition-11, "Coverage A" -> c-coverage-a
          | "e" <n> | "m" <n>   a file-note entry (its printed label, "[e4]" -> e4, else its place) or the
                                n-th e-mail message of a thread; one passage each
          | "para" <n>          paragraph number (1-based, within the page or the document) where no clause
          | "t" <n> "." "r" <m> table n (1-based on the page/document), row m (1-based, header rows excluded)
          | "s" <k>             k-th passage (k >= 2) when one clause or paragraph is split into several
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from enum import StrEnum

# How a table row's passage text reads (``vouch.ingest.chunk`` writes it; verification reads it back):
# "<caption>, row <m>: <label> = <value>; <label> = <value>". The caption may hold a colon of its own
# ("Table 1: Excesses and limits, row 2: Peril = Storm; ...").
TABLE_ROW_TEXT = re.compile(r"^(?P<table>[^\n]{1,120}?),\s*row\s+(?P<row>\d+)\s*:\s*(?P<cells>.+)$", re.DOTALL)


def table_row_cells(text: str) -> list[tuple[str, str]] | None:
    """The ``label = value`` cells of a table row's passage text, in order (a final full stop dropped from each
    value); None when the text is not a table row."""
    match = TABLE_ROW_TEXT.match(text.strip())
    if match is None:
        return None
    cells: list[tuple[str, str]] = []
    for part in match.group("cells").split(";"):
        label, equals, value = part.partition("=")
        if equals:
            cells.append((label.strip(), value.strip().rstrip(".")))
    return cells


class DocumentType(StrEnum):
    WORDING = "wording"
    ENDORSEMENT = "endorsement"
    SCHEDULE = "schedule"
    PROCEDURE = "procedure"
    CLAIM_FILE = "claim_file"
    EMAIL = "email"
    TEMPLATE = "template"  # an approved letter template: the drafter's frame, never evidence
    OTHER = "other"


@dataclass(frozen=True)
class ClauseRef:
    """A clause of another document, e.g. the one an endorsement replaces."""

    document: str  # file name (document_id) within the same collection
    clause: str  # as printed: "4.2(b)"


def clause_slug(clause: str) -> str:
    """4.2(b) -> 4-2b; 14.3 -> 14-3; named clauses: "General condition 11" -> -general-condition-11,
    "Art. 4(a)" -> -art-4-a."""
    if re.match(r"^[A-Za-z]{2,}\.?\s", clause):  # "Art. 4" is named by its (abbreviated) word too
        return "-" + "-".join(re.findall(r"[a-z0-9]+", clause.lower()))
    return re.sub(r"[()\s]", "", clause).replace(".", "-").lower()


@dataclass(frozen=True)
class PassageAddress:
    document: str
    page: int | None = None
    clause: str | None = None  # as printed, "4.2(b)"
    paragraph: int | None = None
    table: int | None = None
    row: int | None = None
    split: int | None = None  # 2, 3, ... for the continuation passages of one clause/paragraph
    entry: str | None = None  # "e4" (a file-note entry), "m2" (an e-mail message): named before clauses

    def __str__(self) -> str:
        parts: list[str] = []
        if self.page is not None:
            parts.append(f"p{self.page}")
        if self.table is not None:
            parts.append(f"t{self.table}")
            if self.row is not None:
                parts.append(f"r{self.row}")
        elif self.entry is not None:
            parts.append(self.entry)
        elif self.clause is not None:
            parts.append(f"c{clause_slug(self.clause)}")
        elif self.paragraph is not None:
            parts.append(f"para{self.paragraph}")
        if self.split is not None:
            parts.append(f"s{self.split}")
        return f"{self.document}#{'.'.join(parts)}" if parts else self.document


@dataclass(frozen=True)
class TableRow:
    """A table row passage: which table, which row, and the labels that give its cells meaning."""

    table: int
    row: int
    row_label: str
    column_labels: tuple[str, ...]
    cells: tuple[str, ...]
    caption: str | None = None


@dataclass(frozen=True)
class EndorsementPolicies:
    """Which policies a policy document applies to (decided by ``vouch.search.scope.document_policies``).
    ``only`` non-empty: those and no other. Otherwise every policy except ``not_for`` (whose schedules list
    their endorsements without it, or name only another insurer)."""

    only: tuple[str, ...] = ()
    not_for: tuple[str, ...] = ()

    @property
    def everyone(self) -> bool:
        return not self.only and not self.not_for

    def allows(self, policies: frozenset[str]) -> bool:
        """Whether an answer about ``policies`` may draw on it (none known: a prospective customer's, yes)."""
        if not policies:
            return True
        if self.only:
            return not policies.isdisjoint(self.only)
        return not policies <= set(self.not_for)

    def as_json(self) -> dict[str, list[str]]:
        return {"only": list(self.only), "not_for": list(self.not_for)}

    @classmethod
    def from_json(cls, raw: object) -> EndorsementPolicies:
        if not isinstance(raw, dict):
            return cls()  # a row written before the decision had two sides
        return cls(tuple(raw.get("only", ())), tuple(raw.get("not_for", ())))


@dataclass(frozen=True)
class DocumentInfo:
    collection: str
    document_id: str  # the file name, unique within the collection; the first part of every address
    title: str
    doc_type: DocumentType
    sha256: str
    version: str | None = None
    effective_date: date | None = None
    supersedes: tuple[ClauseRef, ...] = ()
    page_count: int | None = None
    source: str = "upload"  # upload | cli | graph
    source_ref: str | None = None  # e.g. the Graph drive item id
    media_type: str | None = None
    # The insurance claim this document belongs to (its folder, manifest or upload field says so); None for a
    # policy document. A letter about one claim never draws on another claim's file (``vouch.search.scope``).
    claim_ref: str | None = None
    # The policy the document is for, read from its header (``vouch.ingest.parties``): a schedule's,
    # declarations page's or certificate's own number, or the policy a claim file names; and the people a
    # customer document insures. A document with a policy number and parties and no claim is one customer's:
    # a letter about another customer's claim never draws on it (``vouch.search.scope``).
    policy_ref: str | None = None
    parties: tuple[str, ...] = ()
    # A policy document's policies (``vouch.search.scope.document_policies``: an endorsement's header's and each
    # whose schedule lists its code, or every policy but those whose schedule lists others or names only another
    # insurer), recorded by the passage store whenever the collection changes; everyone's for a customer's or a
    # claim's own document.
    applies_to: EndorsementPolicies = field(default_factory=EndorsementPolicies)

    @property
    def customer_document(self) -> bool:
        """One customer's schedule, declarations page or certificate (not everyone's policy wording)."""
        return self.claim_ref is None and self.policy_ref is not None and bool(self.parties)


@dataclass(frozen=True)
class Passage:
    id: str  # "<collection>/<address>": stable across re-ingests of the same file
    collection: str
    document_id: str
    address: str
    text: str  # the passage's own words; what a citation quotes
    heading_path: tuple[str, ...] = ()
    clause: str | None = None
    page: int | None = None
    table_row: TableRow | None = None
    ocr_confidence: float | None = None  # mean word confidence 0-100 for OCR'd text, else None
    superseded_by: str | None = None  # document_id of the endorsement that replaces this wording
    # The endorsements that replace this wording for some policies only (``DocumentInfo.applies_to``, or one
    # customer's own endorsement): for every other policy it stays current, so it is not ``superseded_by`` them.
    # Search drops it where the answer's scope allows one of them (``vouch.search.service``).
    replaced_for: tuple[str, ...] = ()
    extra: dict[str, str] = field(default_factory=dict, compare=False, hash=False)

    @property
    def current(self) -> bool:
        return self.superseded_by is None

    @property
    def ocr_warning(self) -> str | None:
        """What a citation of this passage tells the handler when OCR's reading of it is in doubt (flagged at
        ingest by ``vouch.ingest.confidence``): the words in doubt and where to look."""
        if self.extra.get("low_confidence") != "true":
            return None
        unsure = self.extra.get("ocr_unsure")
        what = f"; unsure of: {unsure}" if unsure else ""
        return f"Read from a scan with low OCR confidence{what}. Check it against the scan."

    @property
    def search_text(self) -> str:
        """What lexical and vector search index: the document's title and the heading path travel with the
        passage's words (handlers name the document: "on the travel policy", "in version 4 of the manual")."""
        context = [t for t in (self.extra.get("document_title"),) if t] + list(self.heading_path)
        heading = " > ".join(context)
        return f"{heading}\n{self.in_context}" if heading else self.in_context

    @property
    def in_context(self) -> str:
        """The passage's words after the lead-in that governs them, where it has one ("We will not pay for:"
        before "(a) damage to gates;"): what a reader of a lettered item needs; a citation quotes ``text``."""
        lead_in = self.extra.get("lead_in")
        return f"{lead_in} {self.text}" if lead_in else self.text


def passage_id(collection: str, address: PassageAddress | str) -> str:
    return f"{collection}/{address}"
