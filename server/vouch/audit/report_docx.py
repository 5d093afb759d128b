"""The compliance report as a Word document (python-docx): each inserted sentence with its evidence (address
and quote), label, score, threshold, who/when/which document, and rewrite history; then stubs and refusals
with the leads' decisions."""

from __future__ import annotations

import io
import re

from docx import Document

from vouch.audit.export import ExportData, chain_summary, evidence_lines
from vouch.audit.records import InsertBody, RefusalBody, SentenceEvidence, StoredRecord, StubBody
from vouch.audit.store import body_as

# Characters XML 1.0 cannot hold; python-docx refuses them, and a stray one must not sink a whole report.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def _clean(text: object) -> str:
    return _NOT_XML.sub("\ufffd", "" if text is None else str(text))


class _Report:
    def __init__(self) -> None:
        self.doc = Document()

    def heading(self, text: str, level: int) -> None:
        self.doc.add_heading(_clean(text), level=level)

    def line(self, text: str, *, bold_prefix: str | None = None, style: str | None = None) -> None:
        paragraph = self.doc.add_paragraph(style=style)
        if bold_prefix:
            paragraph.add_run(_clean(bold_prefix)).bold = True
        paragraph.add_run(_clean(text))

    def bytes(self) -> bytes:
        out = io.BytesIO()
        self.doc.save(out)
        return out.getvalue()


def _who(record: StoredRecord) -> str:
    team = f", team {record.actor.team}" if record.actor.team else ""
    return f"{record.actor.name} ({record.actor.role}{team})"


def _sentence(report: _Report, sentence: SentenceEvidence) -> None:
    report.line(sentence.text, bold_prefix=f"{sentence.sentence_id}: ")
    report.line(
        f"{sentence.support.value}, score {sentence.score:.2f}, threshold {sentence.threshold:.2f}, "
        f"outcome {sentence.outcome.value}",
        bold_prefix="Label: ",
        style="List Bullet",
    )
    evidence = evidence_lines(sentence)
    if evidence:
        for line in evidence:
            report.line(line, bold_prefix="Evidence: ", style="List Bullet")
    else:
        report.line("none cited", bold_prefix="Evidence: ", style="List Bullet")
    if sentence.drafted_text and sentence.drafted_text != sentence.text:
        report.line(sentence.drafted_text, bold_prefix="As drafted: ", style="List Bullet")
    if sentence.first_support is not None:
        report.line(
            f"{sentence.first_support.value}, score {sentence.first_score or 0.0:.2f}",
            bold_prefix="Drafted text's label: ",
            style="List Bullet",
        )
    for number, step in enumerate(sentence.rewrites, start=1):
        quotes = "; ".join(f"{c.address}: \u201c{c.quote}\u201d" for c in step.citations)
        verdict = f"{step.support.value}, score {step.score:.2f}" + (f" ({quotes})" if quotes else "")
        report.line(
            f"\u201c{step.text}\u201d: {verdict}",
            bold_prefix=f"Rewrite {number}: ",
            style="List Bullet",
        )
    if sentence.stub_text is not None:
        report.line(sentence.stub_text, bold_prefix="Stub shown in the letter: ", style="List Bullet")


def _insert(report: _Report, record: StoredRecord) -> None:
    body = body_as(record, InsertBody)
    report.heading(f"Insert #{record.seq}: document {body.document_id}", level=2)
    report.line(f"{_who(record)} at {record.at}", bold_prefix="Inserted by: ")
    surface = body.surface.value if body.surface else "surface unknown"
    label = body.label.value if body.label else "unknown"
    report.line(
        f"answer {body.answer_id}, {surface}, collection {body.collection or 'unknown'}"
        + (f", claim {body.claim_ref}" if body.claim_ref else "")
        + f", answer label {label}",
        bold_prefix="Answer: ",
    )
    if body.evidence_from == "none":
        report.line(
            "none on record: the server held no checked answer for this insert; the sentences below are as Word "
            "held them, unverified",
            bold_prefix="EVIDENCE: ",
        )
    if body.checker is not None:
        model = f", model {body.checker.model}" if body.checker.model else ""
        report.line(f"{body.checker.name} {body.checker.version}{model}", bold_prefix="Checker: ")
    mismatched = [w.sentence_id for w in body.word if not w.matches]
    if mismatched:
        report.line(", ".join(mismatched), bold_prefix="Word held different text than was checked for: ")
    report.line(record.hash, bold_prefix="Record hash: ")
    for sentence in body.sentences:
        _sentence(report, sentence)


def _decision(report: _Report, data: ExportData, item: StoredRecord) -> None:
    decision = data.decision_of(item)
    if decision is None:
        report.line("pending", bold_prefix="Review: ")
        return
    decided = data.decisions[item.seq]
    report.line(
        f"{decision.decision.value} by {_who(decided)} at {decided.at}: {decision.reason}", bold_prefix="Review: "
    )
    if decision.evidence is not None:
        report.line(
            f"{decision.evidence.address}: \u201c{decision.evidence.quote}\u201d",
            bold_prefix="Restored with evidence: ",
            style="List Bullet",
        )


def to_docx(data: ExportData) -> bytes:
    report = _Report()
    report.heading("Vouch audit report", level=0)
    for name, value in data.filters.describe():
        report.line(value, bold_prefix=f"{name}: ")
    report.line(f"{data.generated_at} by {data.generated_by}", bold_prefix="Generated: ")
    report.line(chain_summary(data.chain), bold_prefix="Audit chain: ")
    sentences = sum(len(body_as(r, InsertBody).sentences) for r in data.inserts)
    report.line(
        f"{len(data.inserts)} inserts ({sentences} sentences), {len(data.stubs)} stubs, {len(data.refusals)} refusals",
        bold_prefix="Contents: ",
    )
    report.heading("Inserted sentences", level=1)
    if not data.inserts:
        report.line("No inserts in this period and reach.")
    for record in data.inserts:
        _insert(report, record)
    report.heading("Stubs and refusals", level=1)
    if not data.stubs and not data.refusals:
        report.line("No stubs or refusals in this period and reach.")
    for record in data.stubs:
        stub = body_as(record, StubBody)
        report.heading(f"Stub #{record.seq}: answer {stub.answer_id}, sentence {stub.sentence.sentence_id}", level=2)
        report.line(f"{_who(record)} at {record.at}; asked: {stub.instruction}", bold_prefix="Asked by: ")
        _sentence(report, stub.sentence)
        _decision(report, data, record)
    for record in data.refusals:
        refusal = body_as(record, RefusalBody)
        report.heading(f"Refusal #{record.seq}: answer {refusal.answer_id}", level=2)
        report.line(f"{_who(record)} at {record.at}; asked: {refusal.instruction}", bold_prefix="Asked by: ")
        report.line(", ".join(s.address for s in refusal.searched) or "nothing", bold_prefix="Searched: ")
        _decision(report, data, record)
    return report.bytes()
