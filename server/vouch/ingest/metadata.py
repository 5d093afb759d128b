"""Stage 5, describe: the document's title, type, version, effective date and what it supersedes.

Read from the document itself: file properties (PDF info, DOCX core properties, e-mail headers), the text
near the start (cover page, title block, the first table of a schedule) and the running headers/footers that
layout dropped. Overrides (manifest, form fields) win over all of it. The rules, in order of trust:

- version: DOCX ``version`` property; then, in reading order, "Endorsement E7", "Version 4.2", "Issue 1";
- effective date: a labelled "Effective date: 1 March 2024" / "Period of insurance: 1 October 2024 ..." beats
  "effective 15 January 2024" in running text, which beats a date in brackets or after "prepared"/"issued"
  (an endorsement's cover also quotes the *wording's* effective date in brackets);
- supersedes: "Clause 4.2(b) is deleted and replaced by", "supersedes clause 4.2(b)", "clause 7 is deleted".
  The referenced document is resolved against the collection when committing (see ``supersession``).

Dates are read day-first (en-GB): 01/03/2024 is 1 March 2024.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from pathlib import PurePosixPath

from vouch.draft.templates import is_template_path
from vouch.ingest.blocks import BlockKind
from vouch.ingest.detect import FileKind, TypedFile
from vouch.ingest.overrides import DocumentMetadata
from vouch.ingest.parsed import ParsedDocument
from vouch.ingest.parties import normalise_policy_ref, policy_facts
from vouch.passages import ClauseRef, DocumentInfo, DocumentType
from vouch.search.scope import claim_ref_from_path, normalise_claim_ref

_MONTHS = {
    m: i
    for i, names in enumerate(
        (
            ("jan", "january"),
            ("feb", "february"),
            ("mar", "march"),
            ("apr", "april"),
            ("may",),
            ("jun", "june"),
            ("jul", "july"),
            ("aug", "august"),
            ("sep", "sept", "september"),
            ("oct", "october"),
            ("nov", "november"),
            ("dec", "december"),
        ),
        start=1,
    )
    for m in names
}
_DATE = (
    r"(?P<date>\d{4}-\d{2}-\d{2}|\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]{3,9}\.?,?\s+\d{4}"
    r"|[A-Za-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}/\d{1,2}/\d{4})"
)
# (pattern, score): higher wins, then earlier in the text.
_EFFECTIVE = [
    (
        re.compile(
            r"(?:^|[\n|;]\s*)(?:effective(?:\s+date)?|date\s+effective|effective\s+from|period\s+of\s+insurance"
            r"|period\s+from|valid\s+from|in\s+force\s+from)\s*:?\s*(?:from\s+)?" + _DATE,
            re.I,
        ),
        3,
    ),
    (
        re.compile(
            r"(?<!\()\b(?:effective|with\s+effect\s+from|effective\s+from|period\s+from)(?:\s+date)?\s*:?\s*" + _DATE,
            re.I,
        ),
        2,
    ),
    (re.compile(r"\((?:[^()]*\s)?effective(?:\s+date)?\s*:?\s*" + _DATE, re.I), 1),
    (re.compile(r"\b(?:prepared|issued|dated|date\s+issued|date)\s*:?\s*(?:on\s+)?" + _DATE, re.I), 0),
]
_VERSION = [
    re.compile(r"\bendorsement\s+(?:number\s*:?\s*|no\.?\s*)?(?P<v>[A-Z]{1,3}\d{1,4}[A-Z]?)\b", re.I),
    re.compile(r"\b(?:version|ver\.|v\.)\s*:?\s*(?P<v>\d+(?:\.\d+)*[a-z]?)\b", re.I),
    re.compile(r"\b(?:issue|edition|revision)\s*(?:number|no\.?)?\s*:?\s*(?P<v>\d+(?:\.\d+)*)\b", re.I),
]
_CLAUSE = r"(?P<clause>\d+(?:\.\d+)*(?:\s?\([a-z0-9]{1,4}\))*)"
_SUPERSEDES = [
    re.compile(
        r"\bclause\s+" + _CLAUSE + r"(?:\s+of\s+[^.;]{0,80}?)?\s+(?:is|are|shall\s+be)\s+(?:hereby\s+)?"
        r"(?:deleted\s+and\s+replaced|deleted\s+and\s+substituted|replaced|deleted|superseded|"
        r"cancelled|revoked|amended)",
        re.I,
    ),
    re.compile(r"\b(?:supersedes|replaces|deletes)\s+clause\s+" + _CLAUSE, re.I),
    re.compile(r"\bclause\s+" + _CLAUSE + r"\s+(?:no\s+longer\s+applies)", re.I),
]
_JUNK_TITLE = re.compile(r"^(untitled.*|scanned\s+document|document\d*|microsoft word - .*|.*\.(docx?|pdf|eml))$", re.I)
_TYPE_WORDS = [
    (re.compile(r"\bendorsement\b", re.I), DocumentType.ENDORSEMENT),
    (re.compile(r"\bschedule\b", re.I), DocumentType.SCHEDULE),
    (re.compile(r"\bpolicy\s+wording\b|\bwording\b", re.I), DocumentType.WORDING),
    (re.compile(r"\bprocedure\b|\bguidance\b|\bprocess\s+note\b", re.I), DocumentType.PROCEDURE),
    (re.compile(r"\bclaim\s+(?:reference|number|file)\b", re.I), DocumentType.CLAIM_FILE),
]


def parse_date_text(raw: str) -> date | None:
    raw = raw.strip().rstrip(".,")
    try:
        if re.fullmatch(r"\d{4}-\d{2}-\d{2}", raw):
            return date.fromisoformat(raw)
        if m := re.fullmatch(r"(\d{1,2})/(\d{1,2})/(\d{4})", raw):
            return date(int(m.group(3)), int(m.group(2)), int(m.group(1)))
        if m := re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})", raw):
            month = _MONTHS.get(m.group(2).lower())
            return date(int(m.group(3)), month, int(m.group(1))) if month else None
        if m := re.fullmatch(r"([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})", raw):
            month = _MONTHS.get(m.group(1).lower())
            return date(int(m.group(3)), month, int(m.group(2))) if month else None
    except ValueError:
        return None
    return None


@dataclass(frozen=True)
class Facts:
    """What the document says about itself, before overrides."""

    title: str | None
    doc_type: DocumentType | None
    version: str | None
    effective_date: date | None
    supersedes: tuple[ClauseRef, ...]


def front_text(parsed: ParsedDocument, limit: int = 60) -> str:
    """The first blocks (cover, title block, first table) as lines, with table rows as "label: value"."""
    lines: list[str] = []
    for block in parsed.blocks[:limit]:
        if block.page is not None and block.page > 2:
            break
        if block.table is not None:
            labels = block.table.header
            for row in block.table.rows:
                if labels:
                    lines.append("; ".join(f"{label}: {cell}" for label, cell in zip(labels, row, strict=False)))
                else:
                    lines.append(": ".join(c.rstrip(":") for c in row if c))
        else:
            lines.append(block.text)
    return "\n".join(lines)


def _all_text(parsed: ParsedDocument) -> str:
    return "\n".join(b.text for b in parsed.blocks if b.kind is not BlockKind.TABLE)


def find_effective_date(texts: list[str]) -> date | None:
    best: tuple[int, int, int, date] | None = None  # (-score, source index, position, date)
    for source, text in enumerate(texts):
        for pattern, score in _EFFECTIVE:
            for match in pattern.finditer(text):
                found = parse_date_text(match.group("date"))
                if found is None:
                    continue
                key = (-score, source, match.start(), found)
                if best is None or key[:3] < best[:3]:
                    best = key
    return best[3] if best else None


def find_version(texts: list[str]) -> str | None:
    best: tuple[int, int, int, str] | None = None  # (source, position, pattern rank, value)
    for source, text in enumerate(texts):
        for rank, pattern in enumerate(_VERSION):
            match = pattern.search(text)
            if match:
                key = (source, match.start(), rank, match.group("v"))
                if best is None or key[:3] < best[:3]:
                    best = key
    return best[3] if best else None


def find_superseded_clauses(text: str) -> list[str]:
    clauses: list[str] = []
    for pattern in _SUPERSEDES:
        for match in pattern.finditer(text):
            clause = re.sub(r"\s+", "", match.group("clause"))
            if clause not in clauses:
                clauses.append(clause)
    return clauses


def _guess_type(title: str, text: str, kind: FileKind) -> DocumentType:
    if kind is FileKind.EMAIL:
        return DocumentType.EMAIL
    for pattern, doc_type in _TYPE_WORDS:
        if pattern.search(title):
            return doc_type
    if find_superseded_clauses(text):
        return DocumentType.ENDORSEMENT
    for pattern, doc_type in _TYPE_WORDS:
        if pattern.search(text[:2000]):
            return doc_type
    return DocumentType.OTHER


def _first_heading(parsed: ParsedDocument) -> str | None:
    """The first heading that heads something: a heading with no text after it ("**** END OF NOTES ****" closing
    a claim log) names no document."""
    blocks = parsed.blocks
    for index, block in enumerate(blocks):
        if block.kind is BlockKind.HEADING:
            if any(b.kind is not BlockKind.HEADING for b in blocks[index + 1 :]):
                return block.text
            return None
    return None


def read_facts(parsed: ParsedDocument, typed: TypedFile) -> Facts:
    props = parsed.properties
    front = front_text(parsed)
    title = props.get("title")
    if not title or _JUNK_TITLE.match(title):
        title = _first_heading(parsed)
    furniture = "\n".join(parsed.furniture)
    described = "\n".join(props.get(k, "") for k in ("subject", "comments", "keywords"))
    version = props.get("version") or find_version([title or "", front, furniture, described])
    effective = find_effective_date([front, furniture, described, props.get("date", "")])
    text = _all_text(parsed)
    doc_type = _guess_type(title or "", front + "\n" + text, typed.kind)
    clauses = find_superseded_clauses(text) if doc_type is DocumentType.ENDORSEMENT else []
    # The target document is unknown here (parsing sees one file); "" is resolved against the collection.
    supersedes = tuple(ClauseRef(document="", clause=c) for c in clauses)
    return Facts(title=title, doc_type=doc_type, version=version, effective_date=effective, supersedes=supersedes)


def describe(
    parsed: ParsedDocument,
    typed: TypedFile,
    *,
    collection: str,
    source: str,
    source_ref: str | None,
    overrides: DocumentMetadata | None,
) -> DocumentInfo:
    facts = read_facts(parsed, typed)
    given = overrides or DocumentMetadata()
    document_id = typed.file.document_id
    title = given.title or facts.title or PurePosixPath(document_id).stem
    claim_ref = normalise_claim_ref(given.claim_ref) or claim_ref_from_path(document_id)
    policy = policy_facts(parsed, claim_file=claim_ref is not None or given.doc_type is DocumentType.CLAIM_FILE)
    return DocumentInfo(
        collection=collection,
        document_id=document_id,
        title=title,
        doc_type=given.doc_type
        or (DocumentType.TEMPLATE if is_template_path(document_id) else None)
        or facts.doc_type
        or DocumentType.OTHER,
        sha256=typed.file.sha256,
        version=given.version if given.version is not None else facts.version,
        effective_date=given.effective_date or facts.effective_date,
        supersedes=given.supersedes if given.supersedes is not None else facts.supersedes,
        page_count=parsed.page_count,
        source=source,
        source_ref=source_ref,
        media_type=typed.media_type,
        claim_ref=claim_ref,
        policy_ref=normalise_policy_ref(given.policy_ref) if given.policy_ref else policy.policy_ref,
        parties=policy.parties if claim_ref is None else (),
    )
