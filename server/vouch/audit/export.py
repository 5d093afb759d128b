"""Compliance exports for a period, a handler or a claim: what was inserted, with its evidence, and what was
stubbed or refused and how leads decided. The same collected data renders as JSON, CSV or a Word report.

Each export states the chain's state when it was made (verified, and its head ``SEQ:HASH``), so a report can
later be tied to the log it came from.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from vouch.audit.index import RecordQuery
from vouch.audit.log import now_stamp
from vouch.audit.period import Period
from vouch.audit.records import (
    InsertBody,
    RecordKind,
    RefusalBody,
    ReviewDecisionBody,
    SentenceEvidence,
    StoredRecord,
    StubBody,
    to_builtins,
)
from vouch.audit.scope import Scope
from vouch.audit.store import AuditStore, body_as
from vouch.audit.verify import VerifyReport, verify_log


class ExportFormat(StrEnum):
    DOCX = "docx"
    CSV = "csv"
    JSON = "json"


MEDIA_TYPES = {
    ExportFormat.DOCX: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ExportFormat.CSV: "text/csv; charset=utf-8",
    ExportFormat.JSON: "application/json",
}


@dataclass(frozen=True)
class ExportFilter:
    period: Period = field(default_factory=Period)
    handler: str | None = None
    claim: str | None = None

    def describe(self) -> list[tuple[str, str]]:
        return [
            ("Period", self.period.describe()),
            ("Handler", self.handler or "all in reach"),
            ("Claim", self.claim or "all"),
        ]


@dataclass(frozen=True)
class ExportData:
    filters: ExportFilter
    generated_at: str
    generated_by: str
    chain: VerifyReport
    inserts: list[StoredRecord]
    stubs: list[StoredRecord]
    refusals: list[StoredRecord]
    decisions: dict[int, StoredRecord]  # queue item seq -> its decision

    def decision_of(self, item: StoredRecord) -> ReviewDecisionBody | None:
        found = self.decisions.get(item.seq)
        return None if found is None else body_as(found, ReviewDecisionBody)


def collect(store: AuditStore, scope: Scope, filters: ExportFilter, generated_by: str) -> ExportData:
    def of(kind: RecordKind) -> list[StoredRecord]:
        query = RecordQuery(
            kinds=(kind,),
            since=filters.period.since,
            until=filters.period.until,
            handler=filters.handler,
            claim=filters.claim,
        )
        return store.records(query, scope)

    inserts, stubs, refusals = of(RecordKind.INSERT), of(RecordKind.STUB), of(RecordKind.REFUSAL)
    decisions: dict[int, StoredRecord] = {}
    for item in [*stubs, *refusals]:
        decision = store.decision_for(item.seq)
        if decision is not None:
            decisions[item.seq] = decision
    chain = verify_log(store.path, witness=store.index_hashes())
    return ExportData(filters, now_stamp(), generated_by, chain, inserts, stubs, refusals, decisions)


def chain_summary(chain: VerifyReport) -> str:
    if chain.ok:
        return f"verified: {chain.records} records, head {chain.anchor}"
    problem = chain.problem
    assert problem is not None
    return f"BROKEN at line {problem.line}: {problem.reason} (verified up to {chain.anchor})"


# -- JSON -------------------------------------------------------------------------------------------------


def to_json(data: ExportData) -> bytes:
    """Whole records, hash included, so each can be re-hashed by whoever receives the file."""
    document: dict[str, Any] = {
        "export": {
            "generated_at": data.generated_at,
            "generated_by": data.generated_by,
            "filters": {name.lower(): value for name, value in data.filters.describe()},
            "from": data.filters.period.since,
            "to": data.filters.period.until,
            "chain": {
                "ok": data.chain.ok,
                "records": data.chain.records,
                "head": data.chain.anchor,
                "problem": None if data.chain.problem is None else to_builtins(data.chain.problem.__dict__),
            },
        },
        "inserts": [to_builtins(r) for r in data.inserts],
        "stubs": [to_builtins(r) for r in data.stubs],
        "refusals": [to_builtins(r) for r in data.refusals],
        "decisions": [to_builtins(r) for r in data.decisions.values()],
    }
    return json.dumps(document, ensure_ascii=False, indent=2).encode("utf-8")


# -- CSV --------------------------------------------------------------------------------------------------

CSV_COLUMNS = [
    "kind",
    "record_seq",
    "record_hash",
    "at",
    "handler",
    "team",
    "document_id",
    "answer_id",
    "claim",
    "collection",
    "surface",
    "sentence_id",
    "outcome",
    "text",
    "drafted_text",
    "support",
    "score",
    "threshold",
    "evidence",
    "evidence_from",  # inserts: answer_record, answer_events, or NONE (no checked answer behind the insert)
    "word_text_mismatch",  # inserts: "yes" when Word held other text than was checked for this sentence
    "citation_ids",
    "rewrite_history",
    "checker",
    "model",
    "review_decision",
    "decided_by",
    "decided_at",
    "decision_reason",
    "restore_evidence",
]

_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def _cell(value: object) -> str:
    """Spreadsheets run cells that start like a formula; a quote from a document must stay text."""
    text = "" if value is None else str(value)
    return "'" + text if text.startswith(_FORMULA_START) else text


def evidence_lines(sentence: SentenceEvidence) -> list[str]:
    return [f"{c.address}: \u201c{c.quote}\u201d" for c in sentence.citations]


def _sentence_columns(sentence: SentenceEvidence) -> dict[str, object]:
    return {
        "sentence_id": sentence.sentence_id,
        "outcome": sentence.outcome.value,
        "text": sentence.text,
        "drafted_text": sentence.drafted_text,
        "support": sentence.support.value,
        "score": f"{sentence.score:.3f}",
        "threshold": f"{sentence.threshold:.2f}",
        "evidence": "\n".join(evidence_lines(sentence)),
        "citation_ids": " ".join(c.id for c in sentence.citations),
        "rewrite_history": json.dumps(to_builtins(sentence.rewrites), ensure_ascii=False) if sentence.rewrites else "",
    }


def _record_columns(record: StoredRecord) -> dict[str, object]:
    body = record.body
    checker: dict[str, Any] = body.get("checker") or {}
    return {
        "kind": record.kind.value,
        "record_seq": record.seq,
        "record_hash": record.hash,
        "at": record.at,
        "handler": record.actor.name,
        "team": record.actor.team,
        "document_id": body.get("document_id"),
        "answer_id": body.get("answer_id"),
        "claim": body.get("claim_ref"),
        "collection": body.get("collection"),
        "surface": body.get("surface"),
        "checker": f"{checker.get('name', '')} {checker.get('version', '')}".strip(),
        "model": checker.get("model"),
    }


def _decision_columns(data: ExportData, record: StoredRecord) -> dict[str, object]:
    decision = data.decisions.get(record.seq)
    if decision is None:
        return {"review_decision": "pending"}
    body = body_as(decision, ReviewDecisionBody)
    evidence = body.evidence
    return {
        "review_decision": body.decision.value,
        "decided_by": decision.actor.name,
        "decided_at": decision.at,
        "decision_reason": body.reason,
        "restore_evidence": "" if evidence is None else f"{evidence.address}: \u201c{evidence.quote}\u201d",
    }


def csv_rows(data: ExportData) -> Iterable[dict[str, object]]:
    for record in data.inserts:
        insert = body_as(record, InsertBody)
        held = {w.sentence_id: w.matches for w in insert.word}
        source = "NONE" if insert.evidence_from == "none" else insert.evidence_from
        for sentence in insert.sentences:
            matches = held.get(sentence.sentence_id)
            mismatch = "" if matches is None else ("no" if matches else "yes")
            row: dict[str, object] = {"evidence_from": source, "word_text_mismatch": mismatch}
            yield {**_record_columns(record), **_sentence_columns(sentence), **row}
    for record in data.stubs:
        stub = body_as(record, StubBody)
        yield {**_record_columns(record), **_sentence_columns(stub.sentence), **_decision_columns(data, record)}
    for record in data.refusals:
        refusal = body_as(record, RefusalBody)
        row = {**_record_columns(record), "outcome": refusal.label.value, "text": refusal.instruction}
        yield {**row, **_decision_columns(data, record)}


def to_csv(data: ExportData) -> bytes:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=CSV_COLUMNS, extrasaction="raise")
    writer.writeheader()
    for row in csv_rows(data):
        writer.writerow({name: _cell(value) for name, value in row.items()})
    # A BOM so that Excel opens the UTF-8 quotes (and pound signs) correctly.
    return ("\ufeff" + out.getvalue()).encode("utf-8")


def render(data: ExportData, fmt: ExportFormat) -> bytes:
    if fmt is ExportFormat.JSON:
        return to_json(data)
    if fmt is ExportFormat.CSV:
        return to_csv(data)
    from vouch.audit.report_docx import to_docx

    return to_docx(data)


def filename(data: ExportData, fmt: ExportFormat) -> str:
    stamp = data.generated_at[:19].replace(":", "").replace("-", "")
    return f"vouch-audit-{stamp}.{fmt.value}"
